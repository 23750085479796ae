"""Money amounts: parsing user input into cents and formatting cents for display."""

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
    sign = "-" if cents < 0 else ""
    return f"{sign}${abs(cents) / 100:,.2f}"
