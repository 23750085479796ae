import unittest
from datetime import date

from dates.ranges import date_range, month_starts, weekdays_between


class RangesTest(unittest.TestCase):
    def test_daily(self):
        self.assertEqual(len(date_range(date(2024, 1, 1), date(2024, 1, 31))), 31)

    def test_weekly(self):
        self.assertEqual(date_range(date(2024, 1, 1), date(2024, 1, 20), step_days=7), [date(2024, 1, 1), date(2024, 1, 8), date(2024, 1, 15)])

    def test_weekdays(self):
        self.assertEqual(weekdays_between(date(2024, 1, 5), date(2024, 1, 8)), [date(2024, 1, 5), date(2024, 1, 8)])

    def test_month_starts(self):
        self.assertEqual(month_starts(date(2023, 12, 15), date(2024, 2, 1)), [date(2024, 1, 1), date(2024, 2, 1)])
