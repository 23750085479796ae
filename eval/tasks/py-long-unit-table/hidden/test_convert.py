import math
import unittest

from units.convert import BY_SYMBOL, ConversionError, convert
from units.table import UNITS


class HiddenConvertTest(unittest.TestCase):
    def test_nautical_miles(self):
        self.assertAlmostEqual(convert(10, "nmi", "km"), 18.52)
        self.assertAlmostEqual(convert(1, "nmi", "mi"), 1852 / 1609.344)

    def test_other_lengths_unchanged(self):
        self.assertAlmostEqual(convert(1, "mi", "ft"), 5280.0)
        self.assertAlmostEqual(convert(12, "in", "ft"), 1.0)
        self.assertAlmostEqual(convert(1, "yd", "cm"), 91.44)

    def test_table_is_consistent(self):
        self.assertEqual(len(UNITS), 405)
        self.assertEqual(len(BY_SYMBOL), len(UNITS))
        factors = {}
        for unit in UNITS:
            self.assertTrue(math.isfinite(unit.factor) and unit.factor > 0, unit)
            factors.setdefault((unit.dimension, unit.factor), []).append(unit.name)
        duplicated = {key: names for key, names in factors.items() if len(names) > 1 and key[0] == "length"}
        self.assertEqual(duplicated, {})

    def test_si_prefixes(self):
        self.assertAlmostEqual(convert(1, "ug", "mg"), 0.001)
        self.assertAlmostEqual(convert(3, "kWh", "MJ"), 10.8)
        self.assertAlmostEqual(convert(1, "atm", "kPa"), 101.325)

    def test_dimension_mismatch(self):
        with self.assertRaises(ConversionError):
            convert(1, "nmi", "s")
