import unittest

from numerals import from_roman, to_roman


class NumeralsTest(unittest.TestCase):
    def test_to_roman(self):
        self.assertEqual(to_roman(1994), "MCMXCIV")

    def test_additive_numerals(self):
        self.assertEqual(from_roman("VIII"), 8)

    def test_subtractive_numerals(self):
        self.assertEqual(from_roman("IX"), 9)
        self.assertEqual(from_roman("XLII"), 42)
