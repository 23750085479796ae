"""Word wrapping for the receipt printer, which cuts anything past its column width."""


def wrap(text, width):
    lines = []
    current = ""
    for word in text.split(" "):
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
