import math


def area(r):
    """Circle area."""
    return math.pi * r * r
