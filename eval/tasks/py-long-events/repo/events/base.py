class ValidationError(ValueError):
    pass


class Event:
    """An event type: a dotted name and the payload fields it requires (and allows)."""

    name = ""
    fields = ()

    def __init__(self, payload):
        self.payload = dict(payload)

    def validate(self):
        missing = [field for field in self.fields if field not in self.payload]
        if missing:
            raise ValidationError(f"{self.name}: missing {', '.join(missing)}")
        extra = sorted(set(self.payload) - set(self.fields))
        if extra:
            raise ValidationError(f"{self.name}: unexpected {', '.join(extra)}")
        return self
