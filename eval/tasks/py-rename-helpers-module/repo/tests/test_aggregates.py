import unittest

from analytics.aggregates import mean, median, percentile


class AggregatesTest(unittest.TestCase):
    def test_mean_and_median(self):
        self.assertEqual(mean([1, 2, 3, 6]), 3)
        self.assertEqual(median([5, 1, 3]), 3)

    def test_percentile(self):
        self.assertEqual(percentile([10, 20, 30, 40], 50), 25)
