import unittest

from schedule.intervals import free_slots, merge


class MergeTest(unittest.TestCase):
    def test_overlapping(self):
        self.assertEqual(merge([(60, 120), (90, 150)]), [(60, 150)])

    def test_unsorted_input(self):
        self.assertEqual(merge([(300, 360), (60, 120), (100, 200)]), [(60, 200), (300, 360)])

    def test_free_slots(self):
        self.assertEqual(free_slots([(540, 600)], 480, 720), [(480, 540), (600, 720)])
