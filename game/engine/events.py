"""Events returned by ``Match.apply``: what the table animates and the score pad records."""
from __future__ import annotations

from typing import Any, cast

from .cards import CODE, CODE_LIST


class Event(tuple[Any, ...]):
    """A small immutable record: ``kind`` plus JSON-ready fields (cards as codes, seats as ints).

    Built as a tuple ``(kind, fields)`` because matches create many of them in search; read the
    fields as attributes (``event.seat``) or with ``event.get("seat")``. Treat ``data`` as read-only.
    """

    __slots__ = ()

    def __new__(cls, kind: str, **data: Any) -> Event:
        return tuple.__new__(cls, (kind, data))

    @property
    def kind(self) -> str:
        kind: str = tuple.__getitem__(self, 0)
        return kind

    @property
    def data(self) -> dict[str, Any]:
        data: dict[str, Any] = tuple.__getitem__(self, 1)
        return data

    def __getattr__(self, name: str) -> Any:
        try:
            return tuple.__getitem__(self, 1)[name]
        except KeyError:
            raise AttributeError(name) from None

    def get(self, name: str, default: Any = None) -> Any:
        return tuple.__getitem__(self, 1).get(name, default)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.kind}
        out.update(self.data)
        return out

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Event) and self.kind == other.kind and self.data == other.data

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __hash__(self) -> int:
        return hash((self.kind, tuple(sorted(self.data))))

    def __reduce__(self) -> tuple[Any, tuple[str, dict[str, Any]]]:
        return (_rebuild, (self.kind, self.data))

    def __repr__(self) -> str:
        fields = ", ".join(f"{k}={v!r}" for k, v in self.data.items())
        return f"Event({self.kind}{', ' if fields else ''}{fields})"


def seen_by(events: list[Event], seat: int) -> list[Event]:
    """The events as ``seat`` may see them.

    An event that shows cards to one seat alone carries ``private``: one card mask per seat (a deal
    shows each seat its hand; a remue shows the drawer the card he drew). Seen by ``seat``, such an
    event has no ``private`` and has ``seen``: that seat's cards as codes (card order of §1)."""
    out: list[Event] = []
    for ev in events:
        data = tuple.__getitem__(ev, 1)
        private = data.get("private")
        if private is None:
            out.append(ev)
            continue
        fields = {k: v for k, v in data.items() if k != "private"}
        mask = private[seat] if 0 <= seat < len(private) else 0
        seen: list[str] = []
        while mask:
            low = mask & -mask
            seen.append(CODE[low.bit_length() - 1])
            mask ^= low
        fields["seen"] = seen
        out.append(Event(ev.kind, **fields))
    return out


def _rebuild(kind: str, data: dict[str, Any]) -> Event:
    return Event(kind, **data)


def _play_events() -> tuple[tuple[Event, ...], ...]:
    table: list[tuple[Event, ...]] = []
    for seat in range(8):
        row = [Event("play", seat=seat, card=code) if code else None for code in CODE_LIST]
        table.append(tuple(cast(list[Event], row)))      # None only where no card has that int
    return tuple(table)


# Every "play" event, made once (events are immutable): PLAY_EVENTS[seat][card], seats 0 to 7.
PLAY_EVENTS = _play_events()
