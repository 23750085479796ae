import unittest

from events import schema
from events.parse import parse_event
from events.schema import EVENTS, ValidationError

PAYLOAD = {"payment_id": "p1", "refund_id": "r1", "amount_cents": 1250, "reason": "requested_by_customer"}


def refund(**changes):
    payload = {**PAYLOAD, **changes}
    return parse_event({"type": "payment.refunded", "payload": {k: v for k, v in payload.items() if v is not None}})


class HiddenRefundTest(unittest.TestCase):
    def test_registered_and_exported(self):
        self.assertIs(EVENTS["payment.refunded"], schema.PaymentRefunded)
        self.assertEqual(len(EVENTS), 289)
        self.assertIn("PaymentRefunded", schema.__all__)

    def test_fields(self):
        self.assertEqual(refund().payload, PAYLOAD)
        with self.assertRaisesRegex(ValidationError, "payment.refunded: missing refund_id"):
            refund(refund_id=None)
        with self.assertRaisesRegex(ValidationError, "unexpected note"):
            refund(note="x")

    def test_amount_must_be_a_positive_integer(self):
        for bad in (0, -5, 12.5, "100", True):
            with self.assertRaises(ValidationError, msg=repr(bad)):
                refund(amount_cents=bad)

    def test_reason_must_be_known(self):
        for reason in ("duplicate", "fraudulent", "requested_by_customer"):
            self.assertEqual(refund(reason=reason).payload["reason"], reason)
        with self.assertRaisesRegex(ValidationError, "unknown reason 'oops'"):
            refund(reason="oops")

    def test_other_events_unchanged(self):
        event = parse_event({"type": "payment.flagged", "payload": {"payment_id": 1, "actor_id": 2, "occurred_at": "t", "reason": "x"}})
        self.assertEqual(type(event).__name__, "PaymentFlagged")
        with self.assertRaises(ValidationError):
            parse_event({"type": "payment.created", "payload": {"payment_id": 1}})
