import unittest

from events.parse import parse_event
from events.schema import ValidationError


class ParseEventTest(unittest.TestCase):
    def test_known_event(self):
        event = parse_event({"type": "order.created", "payload": {"order_id": 1, "actor_id": 2, "occurred_at": "t"}})
        self.assertEqual(event.name, "order.created")

    def test_payment_refunded(self):
        payload = {"payment_id": "p1", "refund_id": "r1", "amount_cents": 500, "reason": "duplicate"}
        event = parse_event({"type": "payment.refunded", "payload": payload})
        self.assertEqual(event.payload["amount_cents"], 500)

    def test_unknown_type(self):
        with self.assertRaises(ValidationError):
            parse_event({"type": "nope"})
