import unittest

from shop.money import format_money, parse_money


class MoneyTest(unittest.TestCase):
    def test_parse(self):
        self.assertEqual(parse_money("$1,234.50"), 123450)

    def test_format(self):
        self.assertEqual(format_money(123450), "$1,234.50")
        self.assertEqual(format_money(-150), "-$1.50")
