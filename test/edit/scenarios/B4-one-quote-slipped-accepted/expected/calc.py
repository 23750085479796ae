import math


def area(r):
    """Circle area."""
    return math.pi * r * r


def total(items):
    result = 0
    for item in items:
        result += 2 * item
    return result
