import unittest
from pathlib import Path

from shop import cart as cart_module
from shop.cart import Cart
from shop.invoice import invoice_lines
from shop.money import format_money, parse_money

ROOT = Path(__file__).resolve().parent.parent / "shop"


class HiddenMoneyTest(unittest.TestCase):
    def test_money_module(self):
        self.assertEqual(parse_money(" -$12 "), -1200)
        self.assertEqual(parse_money("7.05"), 705)
        with self.assertRaises(ValueError):
            parse_money("12.5")
        self.assertEqual(format_money(0), "$0.00")
        self.assertEqual(format_money(-123456789), "-$1,234,567.89")

    def test_cart_no_longer_defines_the_helpers(self):
        source = (ROOT / "cart.py").read_text()
        self.assertNotIn("def parse_money", source)
        self.assertNotIn("def format_money", source)
        self.assertNotIn("MONEY = ", source)

    def test_invoice_imports_from_money(self):
        source = (ROOT / "invoice.py").read_text()
        self.assertIn("from shop.money import", source)
        self.assertNotIn("shop.cart", source)

    def test_invoice_shows_a_negative_discount_properly(self):
        cart = Cart()
        cart.add("Tea", "$4.50", 2)
        self.assertEqual(
            invoice_lines(cart, "$1.00"),
            ["2 x Tea: $9.00", "Subtotal: $9.00", "Discount: -$1.00", "Total: $8.00"],
        )

    def test_cart_still_parses_prices(self):
        cart = cart_module.Cart()
        cart.add("Kettle", "$1,020.00")
        self.assertEqual(cart.total(), 102000)
