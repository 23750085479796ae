"""The shopping cart. (The money helpers below are used by invoices too.)"""

import re

MONEY = re.compile(r"^\s*(-)?\$?\s*(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{2}))?\s*$")


def parse_money(text):
    """'$1,234.50' -> 123450 (cents)."""
    match = MONEY.match(text)
    if not match:
        raise ValueError(f"not an amount: {text!r}")
    sign, whole, cents = match.groups()
    value = int(whole.replace(",", "")) * 100 + int(cents or 0)
    return -value if sign else value


def format_money(cents):
    return f"${cents / 100:,.2f}"


class Cart:
    def __init__(self):
        self.lines = []

    def add(self, name, price, quantity=1):
        self.lines.append((name, parse_money(price), quantity))

    def total(self):
        return sum(price * quantity for _, price, quantity in self.lines)

    def summary(self):
        return [f"{quantity} x {name}: {format_money(price * quantity)}" for name, price, quantity in self.lines]
