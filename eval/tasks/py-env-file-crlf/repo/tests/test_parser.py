import unittest

from envfile.parser import parse_env


class ParseEnvTest(unittest.TestCase):
    def test_simple_values(self):
        self.assertEqual(parse_env('DEBUG=1\r\nNAME="demo app"\r\n'), {"DEBUG": "1", "NAME": "demo app"})

    def test_values_may_contain_equals_signs(self):
        text = "DATABASE_URL=postgres://u:p@db/app?sslmode=require\r\n"
        self.assertEqual(parse_env(text), {"DATABASE_URL": "postgres://u:p@db/app?sslmode=require"})
