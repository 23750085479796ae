from layout.wrap import center, wrap

WIDTH = 24


def render(shop, items):
    out = [center(shop, WIDTH), "-" * WIDTH]
    for name, cents in items:
        price = f"{cents / 100:.2f}"
        lines = wrap(name, WIDTH - len(price) - 1)
        for i, line in enumerate(lines):
            if i == len(lines) - 1:
                out.append(line.ljust(WIDTH - len(price)) + price)
            else:
                out.append(line)
    return "\n".join(out)
