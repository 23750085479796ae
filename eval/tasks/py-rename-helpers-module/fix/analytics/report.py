from analytics.aggregates import mean, percentile


def daily_report(load_times_ms):
    return {
        "views": len(load_times_ms),
        "mean_ms": round(mean(load_times_ms), 1),
        "p95_ms": round(percentile(load_times_ms, 95), 1),
    }
