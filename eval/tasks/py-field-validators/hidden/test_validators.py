import unittest

from forms.validators import VALIDATORS, ValidationError, validate_form

LIMITS = {"username": (3, 32), "display_name": (1, 64), "password": (12, 128), "bio": (0, 280), "city": (2, 64), "company": (2, 128)}


class HiddenValidatorsTest(unittest.TestCase):
    def test_every_field_accepts_exactly_its_range(self):
        for field, (low, high) in LIMITS.items():
            validate = VALIDATORS[field]
            self.assertEqual(len(validate("x" * high)), high, field)
            with self.assertRaisesRegex(ValidationError, "too long", msg=field):
                validate("x" * (high + 1))
            if low > 0:
                self.assertEqual(len(validate("x" * low)), low, field)
                with self.assertRaisesRegex(ValidationError, "too short", msg=field):
                    validate("x" * (low - 1))

    def test_passwords_keep_their_spaces(self):
        self.assertEqual(VALIDATORS["password"]("  twelve chars  "), "  twelve chars  ")
        with self.assertRaisesRegex(ValidationError, "password is too long"):
            VALIDATORS["password"]("p" * 129)

    def test_form(self):
        cleaned, errors = validate_form({"username": " bob ", "password": "p" * 100, "city": "X"})
        self.assertEqual(cleaned, {"username": "bob", "password": "p" * 100})
        self.assertEqual(errors, {"city": "city is too short"})

    def test_non_strings(self):
        with self.assertRaisesRegex(ValidationError, "password must be a string"):
            VALIDATORS["password"](None)
