import unittest
from pathlib import Path

from tsvkit.reader import column, read_rows

SOURCE = Path(__file__).resolve().parent.parent / "tsvkit" / "reader.py"


class HiddenReadRowsTest(unittest.TestCase):
    def test_line_endings_and_trailing_newline(self):
        for eol in ("\n", "\r\n"):
            text = eol.join(["a\tb", "1\t2", "3\t4"]) + eol
            self.assertEqual(read_rows(text), [{"a": "1", "b": "2"}, {"a": "3", "b": "4"}], repr(eol))
        self.assertEqual(read_rows("a\tb\r\n1\t2"), [{"a": "1", "b": "2"}])

    def test_escapes(self):
        text = "k\tv\r\nx\tline1\\nline2\r\ny\tback\\\\slash\\tand tab\r\n"
        self.assertEqual(column(read_rows(text), "v"), ["line1\nline2", "back\\slash\tand tab"])

    def test_unknown_escape_is_an_error(self):
        with self.assertRaisesRegex(ValueError, r"line 2: unknown escape \\q"):
            read_rows("a\r\nbad\\q\r\n")

    def test_wrong_field_count_is_an_error(self):
        with self.assertRaisesRegex(ValueError, "line 3: expected 2 fields, got 3"):
            read_rows("a\tb\r\n1\t2\r\n1\t2\t3\r\n")

    def test_empty_input(self):
        self.assertEqual(read_rows(""), [])
        self.assertEqual(read_rows("a\tb\r\n"), [])

    def test_source_keeps_tabs_and_crlf(self):
        data = SOURCE.read_bytes()
        self.assertEqual(data.count(b"\n"), data.count(b"\r\n"), "found a bare LF line ending")
        spaced = [line for line in data.split(b"\r\n") if line.startswith(b" ")]
        self.assertEqual(spaced, [])
