import unittest

from forms.validators import ValidationError, validate_password, validate_username


class ValidatorsTest(unittest.TestCase):
    def test_username_limits(self):
        self.assertEqual(validate_username("  ada  "), "ada")
        with self.assertRaises(ValidationError):
            validate_username("a" * 33)

    def test_long_passphrases_are_allowed(self):
        phrase = "correct horse battery staple and more words"
        self.assertEqual(validate_password(phrase), phrase)
