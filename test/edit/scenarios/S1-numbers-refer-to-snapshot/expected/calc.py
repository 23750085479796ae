import math


def area(r):
    """Circle area."""
    if r < 0:
        raise ValueError(r)
    return math.pi * r * r


def total(items):
    return sum(items)


class Shape:
    def __init__(self, name):
        self.name = name
        self.sides = 0

    def describe(self):
        return f"{self.name}"
