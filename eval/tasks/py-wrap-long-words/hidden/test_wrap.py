import unittest

from layout.receipt import render
from layout.wrap import wrap


class HiddenWrapTest(unittest.TestCase):
    def test_no_line_is_longer_than_the_width(self):
        text = "Organic extra-virgin olive oil, cold pressed 500ml bottle " + "x" * 37
        for width in range(1, 30):
            for line in wrap(text, width):
                self.assertLessEqual(len(line), width, (width, line))

    def test_long_word_continues_on_the_same_line_budget(self):
        self.assertEqual(wrap("ab cdefghij", 4), ["ab", "cdef", "ghij"])
        self.assertEqual(wrap("abcdefgh ij", 4), ["abcd", "efgh", "ij"])

    def test_whitespace_runs_are_one_separator(self):
        self.assertEqual(wrap("  one   two\tthree\n", 9), ["one two", "three"])

    def test_empty_text(self):
        self.assertEqual(wrap("", 5), [])
        self.assertEqual(wrap("   ", 5), [])

    def test_width_must_be_positive(self):
        with self.assertRaises(ValueError):
            wrap("a", 0)

    def test_receipt_lines_fit_the_paper(self):
        text = render("CORNER SHOP", [("Pneumonoultramicroscopicsilicovolcanoconiosis kit", 1999), ("Tea", 250)])
        self.assertTrue(all(len(line) <= 24 for line in text.splitlines()), text)
        self.assertTrue(text.endswith("Tea                 2.50"), text)
