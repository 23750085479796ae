"""Word wrapping for the receipt printer, which cuts anything past its column width."""


def wrap(text, width):
    if width < 1:
        raise ValueError(f"width must be at least 1, got {width}")
    lines = []
    current = ""
    for word in text.split():
        # A word longer than the paper is cut into width-sized pieces.
        while len(word) > width:
            if current:
                lines.append(current)
                current = ""
            lines.append(word[:width])
            word = word[width:]
        if current and len(current) + 1 + len(word) > width:
            lines.append(current)
            current = word
        else:
            current = f"{current} {word}" if current else word
    if current:
        lines.append(current)
    return lines


def center(line, width):
    pad = width - len(line)
    return " " * (pad // 2) + line + " " * (pad - pad // 2)
