import math


def area(r):
    """Circle area."""
    return math.pi * r * r


def total(items):
    result = 0
    for item in items:
        result += item
    return result


class Shape:
    def __init__(self, name):
        self.name = name

    def describe(self):
        return f"{self.name}"
