"""Merging booked time slots (minutes since midnight) into busy blocks."""


def merge(intervals):
    merged = []
    for start, end in intervals:
        if merged and start < merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
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
