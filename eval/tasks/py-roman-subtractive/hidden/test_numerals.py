import unittest

from numerals import from_roman, to_roman


class HiddenNumeralsTest(unittest.TestCase):
    def test_round_trip_every_number(self):
        for n in range(1, 4000):
            self.assertEqual(from_roman(to_roman(n)), n)

    def test_known_values(self):
        cases = {"IV": 4, "XC": 90, "CD": 400, "MCMXCIV": 1994, "MMMCMXCIX": 3999, "cdxliv": 444}
        for text, value in cases.items():
            self.assertEqual(from_roman(text), value, text)

    def test_rejects_invalid(self):
        for text in ("", "IIII", "IC", "VX", "ABC", "MMMM"):
            with self.assertRaises(ValueError, msg=text):
                from_roman(text)

    def test_to_roman_range(self):
        for bad in (0, 4000, -1, 2.0):
            with self.assertRaises(ValueError):
                to_roman(bad)
