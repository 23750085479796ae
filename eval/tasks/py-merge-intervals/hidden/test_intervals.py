import unittest

from schedule.intervals import free_slots, merge


class HiddenMergeTest(unittest.TestCase):
    def test_back_to_back_meetings_merge(self):
        self.assertEqual(merge([(540, 600), (600, 660)]), [(540, 660)])

    def test_unsorted_and_nested(self):
        self.assertEqual(merge([(700, 720), (500, 650), (520, 530), (650, 700)]), [(500, 720)])

    def test_returns_tuples_and_leaves_input_alone(self):
        bookings = [(10, 20), (5, 8)]
        self.assertEqual(merge(bookings), [(5, 8), (10, 20)])
        self.assertEqual(bookings, [(10, 20), (5, 8)])

    def test_empty(self):
        self.assertEqual(merge([]), [])

    def test_reversed_interval_is_an_error(self):
        with self.assertRaises(ValueError):
            merge([(10, 5)])

    def test_free_slots_with_unsorted_touching_bookings(self):
        self.assertEqual(free_slots([(600, 660), (480, 540), (540, 600)], 480, 720), [(660, 720)])
