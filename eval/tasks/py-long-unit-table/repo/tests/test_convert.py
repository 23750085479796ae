import unittest

from units.convert import convert


class ConvertTest(unittest.TestCase):
    def test_metric(self):
        self.assertAlmostEqual(convert(2.5, "km", "m"), 2500.0)

    def test_statute_mile(self):
        self.assertAlmostEqual(convert(1, "mi", "m"), 1609.344)

    def test_nautical_mile(self):
        self.assertAlmostEqual(convert(1, "nmi", "m"), 1852.0)
