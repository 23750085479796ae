"""Roman numerals for chapter and volume numbers in the typesetting pipeline."""

VALUES = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
PAIRS = (
    (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"),
    (100, "C"), (90, "XC"), (50, "L"), (40, "XL"),
    (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
)


def to_roman(number):
    if not isinstance(number, int) or not 0 < number < 4000:
        raise ValueError(f"cannot write {number!r} in Roman numerals")
    out = []
    for value, letters in PAIRS:
        count, number = divmod(number, value)
        out.append(letters * count)
    return "".join(out)


def from_roman(text):
    text = text.strip().upper()
    if not text or any(ch not in VALUES for ch in text):
        raise ValueError(f"not a Roman numeral: {text!r}")
    total = 0
    for i, ch in enumerate(text):
        value = VALUES[ch]
        if i + 1 < len(text) and value < VALUES[text[i]]:
            total -= value
        else:
            total += value
    if to_roman(total) != text:
        raise ValueError(f"not a canonical Roman numeral: {text!r}")
    return total
