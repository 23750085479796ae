"""Date ranges for scheduling report runs."""

from datetime import date, timedelta


def date_range(start, end, step_days=1):
    """Every step_days-th date from start up to end, both included."""
    if not isinstance(step_days, int) or isinstance(step_days, bool) or step_days < 1:
        raise ValueError(f"step_days must be a positive integer, got {step_days!r}")
    if end < start:
        return []
    days = (end - start).days
    return [start + timedelta(days=offset) for offset in range(0, days + 1, step_days)]


def weekdays_between(start, end):
    """The Monday-to-Friday dates from start to end, both included."""
    return [day for day in date_range(start, end) if day.weekday() < 5]


def month_starts(start, end):
    """The first day of every month that begins within [start, end]."""
    out = []
    current = date(start.year, start.month, 1)
    if current < start:
        current = date(current.year + current.month // 12, current.month % 12 + 1, 1)
    while current <= end:
        out.append(current)
        current = date(current.year + current.month // 12, current.month % 12 + 1, 1)
    return out
