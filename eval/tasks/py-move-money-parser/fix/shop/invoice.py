from shop.money import format_money, parse_money


def invoice_lines(cart, discount="$0.00"):
    subtotal = cart.total()
    reduction = parse_money(discount)
    lines = cart.summary()
    lines.append(f"Subtotal: {format_money(subtotal)}")
    if reduction:
        lines.append(f"Discount: {format_money(-reduction)}")
    lines.append(f"Total: {format_money(subtotal - reduction)}")
    return lines
