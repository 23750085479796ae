"""The shopping cart."""

from shop.money import format_money, parse_money


class Cart:
    def __init__(self):
        self.lines = []

    def add(self, name, price, quantity=1):
        self.lines.append((name, parse_money(price), quantity))

    def total(self):
        return sum(price * quantity for _, price, quantity in self.lines)

    def summary(self):
        return [f"{quantity} x {name}: {format_money(price * quantity)}" for name, price, quantity in self.lines]
