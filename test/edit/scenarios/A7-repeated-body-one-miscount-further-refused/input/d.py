class D:
    def __eq__(self, other):
        "Equal."
        if isinstance(other, D):
            return self._cmp(other) == 0
        return NotImplemented

    def __le__(self, other):
        "Less or equal."
        if isinstance(other, D):
            return self._cmp(other) <= 0
        return NotImplemented
