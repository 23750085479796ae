"""Page-view analytics."""

from analytics.helpers import median, percentile, mean
from analytics.report import daily_report

__all__ = ["daily_report", "mean", "median", "percentile"]
