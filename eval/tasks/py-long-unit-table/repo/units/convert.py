from units.table import UNITS

BY_SYMBOL = {unit.symbol: unit for unit in UNITS}


class ConversionError(ValueError):
    pass


def find(symbol):
    try:
        return BY_SYMBOL[symbol]
    except KeyError:
        raise ConversionError(f"unknown unit {symbol!r}") from None


def convert(value, source, target):
    a, b = find(source), find(target)
    if a.dimension != b.dimension:
        raise ConversionError(f"cannot convert {a.dimension} ({source}) to {b.dimension} ({target})")
    return value * a.factor / b.factor
