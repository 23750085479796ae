import unittest

import analytics


class ReportTest(unittest.TestCase):
    def test_daily_report(self):
        self.assertEqual(analytics.daily_report([100, 200, 300]), {"views": 3, "mean_ms": 200.0, "p95_ms": 290.0})
