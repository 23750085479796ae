import unittest

from tsvkit.reader import read_rows


class ReadRowsTest(unittest.TestCase):
    def test_windows_export(self):
        text = "sample\tresult\r\nS-1\t4.2\r\nS-2\t5.0\r\n"
        self.assertEqual(read_rows(text), [{"sample": "S-1", "result": "4.2"}, {"sample": "S-2", "result": "5.0"}])

    def test_escaped_tab_in_a_field(self):
        self.assertEqual(read_rows("note\nfoo\\tbar\n"), [{"note": "foo\tbar"}])
