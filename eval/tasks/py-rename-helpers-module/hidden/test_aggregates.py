import importlib
import unittest
from pathlib import Path

import analytics
from analytics import aggregates

PACKAGE = Path(__file__).resolve().parent.parent / "analytics"


class HiddenAggregatesTest(unittest.TestCase):
    def test_functions_live_in_aggregates(self):
        self.assertEqual(aggregates.percentile([1, 2, 3, 4, 5], 25), 2)
        self.assertEqual(aggregates.median([4, 1, 3, 2]), 2.5)
        with self.assertRaises(ValueError):
            aggregates.mean([])

    def test_old_module_is_gone(self):
        self.assertFalse((PACKAGE / "helpers.py").exists())
        with self.assertRaises(ModuleNotFoundError):
            importlib.import_module("analytics.helpers")

    def test_no_file_mentions_the_old_name(self):
        for path in PACKAGE.glob("*.py"):
            self.assertNotIn("helpers", path.read_text(), path.name)

    def test_package_api_unchanged(self):
        self.assertEqual(sorted(analytics.__all__), ["daily_report", "mean", "median", "percentile"])
        self.assertIs(analytics.mean, aggregates.mean)
        self.assertEqual(analytics.daily_report([50])["p95_ms"], 50)
