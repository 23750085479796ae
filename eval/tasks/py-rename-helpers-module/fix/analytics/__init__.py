"""Page-view analytics."""

from analytics.aggregates import median, percentile, mean
from analytics.report import daily_report

__all__ = ["daily_report", "mean", "median", "percentile"]
