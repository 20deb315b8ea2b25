"""Events returned by ``Match.apply``: what the table animates and the score pad records."""
from __future__ import annotations


class Event:
    """A small immutable record: ``kind`` plus JSON-ready fields (cards as codes, seats as ints)."""

    __slots__ = ("kind", "data")

    def __init__(self, kind: str, **data):
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "data", data)

    def __setattr__(self, name, value):
        raise AttributeError("events are immutable")

    def __getattr__(self, name):
        try:
            return self.data[name]
        except KeyError:
            raise AttributeError(name) from None

    def get(self, name, default=None):
        return self.data.get(name, default)

    def to_json(self) -> dict:
        out = {"type": self.kind}
        out.update(self.data)
        return out

    def __eq__(self, other):
        return isinstance(other, Event) and self.kind == other.kind and self.data == other.data

    def __hash__(self):
        return hash((self.kind, tuple(sorted(self.data))))

    def __repr__(self):
        fields = ", ".join(f"{k}={v!r}" for k, v in self.data.items())
        return f"Event({self.kind}{', ' if fields else ''}{fields})"
