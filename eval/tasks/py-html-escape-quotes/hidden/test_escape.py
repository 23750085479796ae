import unittest

from markup.escape import attrs, element, escape


class HiddenEscapeTest(unittest.TestCase):
    def test_all_five_characters(self):
        self.assertEqual(escape("<a href='x' title=\"y\">&</a>"), "&lt;a href=&#x27;x&#x27; title=&quot;y&quot;&gt;&amp;&lt;/a&gt;")

    def test_injection_attempt_stays_inside_the_attribute(self):
        html = element("img", alt='" onerror="alert(1)')
        self.assertEqual(html, '<img alt="&quot; onerror=&quot;alert(1)"></img>')

    def test_no_double_escaping_order_issue(self):
        self.assertEqual(escape("&quot;"), "&amp;quot;")

    def test_boolean_and_missing_attributes(self):
        self.assertEqual(attrs({"hidden": True, "title": None, "id": 7, "open": False}), ' hidden id="7"')
