import unittest

from layout.wrap import wrap


class WrapTest(unittest.TestCase):
    def test_wraps_on_spaces(self):
        self.assertEqual(wrap("the quick brown fox", 10), ["the quick", "brown fox"])

    def test_breaks_words_longer_than_the_width(self):
        self.assertEqual(wrap("supercalifragilistic is long", 10), ["supercalif", "ragilistic", "is long"])
