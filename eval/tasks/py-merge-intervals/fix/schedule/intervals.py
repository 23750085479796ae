"""Merging booked time slots (minutes since midnight) into busy blocks."""


def merge(intervals):
    """Sorted, non-overlapping (start, end) blocks; slots that touch are one block."""
    merged = []
    for start, end in sorted(intervals):
        if start > end:
            raise ValueError(f"interval ends before it starts: ({start}, {end})")
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    return merged


def free_slots(bookings, day_start, day_end):
    free = []
    cursor = day_start
    for start, end in merge(bookings):
        if start > cursor:
            free.append((cursor, min(start, day_end)))
        cursor = max(cursor, end)
    if cursor < day_end:
        free.append((cursor, day_end))
    return free
