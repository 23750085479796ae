"""Date ranges for scheduling report runs."""

from datetime import date, timedelta


def date_range(start, end):
    """Every date from start to end, both included."""
    if end < start:
        return []
    days = (end - start).days
    return [start + timedelta(days=offset) for offset in range(days + 1)]


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
