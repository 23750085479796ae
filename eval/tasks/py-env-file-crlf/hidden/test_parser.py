import os
import tempfile
import unittest
from pathlib import Path

from envfile.parser import load_env, parse_env

SOURCE = Path(__file__).resolve().parent.parent / "envfile" / "parser.py"


class HiddenParseEnvTest(unittest.TestCase):
    def test_equals_signs_in_values(self):
        text = 'export TOKEN=abc==\r\nQUERY="a=1&b=2"\r\nEMPTY=\r\n'
        self.assertEqual(parse_env(text), {"TOKEN": "abc==", "QUERY": "a=1&b=2", "EMPTY": ""})

    def test_errors_keep_line_numbers(self):
        with self.assertRaisesRegex(ValueError, "line 2: expected KEY=value"):
            parse_env("A=1\r\nnot a setting\r\n")
        with self.assertRaisesRegex(ValueError, "line 1: invalid key '1A'"):
            parse_env("1A=x=y\r\n")

    def test_load_env_does_not_override(self):
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, ".env")
            with open(path, "w", encoding="utf-8", newline="") as handle:
                handle.write("# comment\r\nURL=http://h/?a=b\r\nMODE=prod\r\n")
            self.assertEqual(load_env(path, {"MODE": "dev"}), {"MODE": "dev", "URL": "http://h/?a=b"})

    def test_source_keeps_crlf(self):
        data = SOURCE.read_bytes()
        self.assertIn(b"\r\n", data)
        self.assertEqual(data.count(b"\n"), data.count(b"\r\n"), "found a bare LF line ending")
