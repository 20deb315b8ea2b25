"""Events returned by ``Match.apply``: what the table animates and the score pad records."""
from __future__ import annotations


class Event(tuple):
    """A small immutable record: ``kind`` plus JSON-ready fields (cards as codes, seats as ints).

    Built as a tuple ``(kind, fields)`` because matches create many of them in search; read the
    fields as attributes (``event.seat``) or with ``event.get("seat")``. Treat ``data`` as read-only.
    """

    __slots__ = ()

    def __new__(cls, kind: str, **data):
        return tuple.__new__(cls, (kind, data))

    @property
    def kind(self) -> str:
        return tuple.__getitem__(self, 0)

    @property
    def data(self) -> dict:
        return tuple.__getitem__(self, 1)

    def __getattr__(self, name):
        try:
            return tuple.__getitem__(self, 1)[name]
        except KeyError:
            raise AttributeError(name) from None

    def get(self, name, default=None):
        return tuple.__getitem__(self, 1).get(name, default)

    def to_json(self) -> dict:
        out = {"type": self.kind}
        out.update(self.data)
        return out

    def __eq__(self, other):
        return isinstance(other, Event) and self.kind == other.kind and self.data == other.data

    def __ne__(self, other):
        return not self == other

    def __hash__(self):
        return hash((self.kind, tuple(sorted(self.data))))

    def __reduce__(self):
        return (_rebuild, (self.kind, self.data))

    def __repr__(self):
        fields = ", ".join(f"{k}={v!r}" for k, v in self.data.items())
        return f"Event({self.kind}{', ' if fields else ''}{fields})"


def _rebuild(kind, data):
    return Event(kind, **data)
