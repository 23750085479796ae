import unittest
from datetime import date

from dates.ranges import date_range, weekdays_between


class HiddenRangesTest(unittest.TestCase):
    def test_step_includes_end_when_it_lands_on_it(self):
        self.assertEqual(date_range(date(2024, 2, 27), date(2024, 3, 2), step_days=2), [date(2024, 2, 27), date(2024, 2, 29), date(2024, 3, 2)])

    def test_default_step_is_daily(self):
        self.assertEqual(date_range(date(2024, 1, 1), date(2024, 1, 3)), [date(2024, 1, 1), date(2024, 1, 2), date(2024, 1, 3)])
        self.assertEqual(date_range(date(2024, 1, 3), date(2024, 1, 1)), [])

    def test_step_must_be_a_positive_int(self):
        for bad in (0, -1, 1.5, "7"):
            with self.assertRaises(ValueError, msg=repr(bad)):
                date_range(date(2024, 1, 1), date(2024, 1, 3), step_days=bad)

    def test_weekdays_between(self):
        days = weekdays_between(date(2024, 3, 1), date(2024, 3, 31))
        self.assertEqual(len(days), 21)
        self.assertTrue(all(d.weekday() < 5 for d in days))
        self.assertEqual(weekdays_between(date(2024, 3, 2), date(2024, 3, 3)), [])
        self.assertEqual(weekdays_between(date(2024, 3, 5), date(2024, 3, 4)), [])
