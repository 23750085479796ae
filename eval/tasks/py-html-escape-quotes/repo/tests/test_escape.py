import unittest

from markup.escape import element, escape


class EscapeTest(unittest.TestCase):
    def test_text(self):
        self.assertEqual(escape("a < b & c"), "a &lt; b &amp; c")

    def test_attribute_values_cannot_break_out(self):
        html = element("a", "x", title='say "hi"')
        self.assertEqual(html, '<a title="say &quot;hi&quot;">x</a>')
