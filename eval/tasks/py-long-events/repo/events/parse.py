from events.schema import EVENTS, ValidationError


def parse_event(message):
    kind = message.get("type")
    cls = EVENTS.get(kind)
    if cls is None:
        raise ValidationError(f"unknown event type {kind!r}")
    return cls(message.get("payload", {})).validate()
