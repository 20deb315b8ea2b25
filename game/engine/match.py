"""The shared match machinery used by every game (the trick core is :mod:`game.engine.trick`).

A match is a state machine in the style of OpenSpiel: an explicit ``phase``, ``to_act``,
``legal_actions()``, ``apply(action) -> events``, ``view(seat)`` and ``clone()``. Dealing is a
chance step inside the engine, driven by the match's own ``random.Random``.

Games subclass :class:`Match` and provide ``PHASE_ACTIONS``, ``legal_actions``, ``_apply``,
``score_json``, ``result_json``, ``view`` and ``_copy_mutable``.
"""
from __future__ import annotations

import random
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, Self

from .actions import Action, action_from_json, action_type
from .cards import CODE_LIST, cards_of, sort_codes
from .errors import RuleError
from .events import Event

# ---------------------------------------------------------------- dealing

_DECKS: dict[int, tuple[int, ...]] = {}                                # deck mask -> its cards, lowest first
_RANDBELOW_BITS = [n.bit_length() for n in range(65)]


def deal_cards(rng: random.Random, deck: int, sizes: list[int]) -> tuple[list[int], list[int]]:
    """Shuffle the deck and cut it into hands of the given sizes.

    Returns the hands as masks and the remaining cards in order (top first)."""
    deck_cards = _DECKS.get(deck)
    if deck_cards is None:
        if len(_DECKS) > 64:
            _DECKS.clear()
        deck_cards = _DECKS[deck] = tuple(cards_of(deck))
    cards = list(deck_cards)
    if type(rng) is random.Random and len(cards) <= 64:
        # random.Random.shuffle's own algorithm and draws (Fisher-Yates, _randbelow from
        # getrandbits), inlined: the same order as rng.shuffle(cards) at half the cost.
        getrandbits = rng.getrandbits
        bits = _RANDBELOW_BITS
        for i in range(len(cards) - 1, 0, -1):
            k = bits[i + 1]
            j = getrandbits(k)
            while j > i:
                j = getrandbits(k)
            cards[i], cards[j] = cards[j], cards[i]
    else:
        rng.shuffle(cards)
    hands = []
    pos = 0
    bit = _BIT.__getitem__
    for n in sizes:
        hands.append(sum(map(bit, cards[pos:pos + n])))      # distinct bits: sum is union
        pos += n
    return hands, cards[pos:]


_BIT = [1 << c for c in range(64)]


def packets(order: list[int], sizes: list[int]) -> list[tuple[int, int]]:
    """The dealing sequence as (seat, count) packets: each packet size goes round every seat."""
    return [(seat, n) for n in sizes for seat in order]


# ---------------------------------------------------------------- views

class View:
    """What one seat may know. Read fields as attributes; ``to_json`` gives the JSON form.

    Every field is JSON-ready (cards as codes, masks as ints), so a view can be logged or sent.
    """

    def __init__(self, **fields: Any) -> None:
        self.__dict__.update(fields)

    if TYPE_CHECKING:                   # the fields are the game's: any name, read as an attribute
        def __getattr__(self, name: str) -> Any: ...

    def to_json(self) -> dict[str, Any]:
        return dict(self.__dict__)

    def __repr__(self) -> str:
        return f"View(seat={self.__dict__.get('seat')}, phase={self.__dict__.get('phase')})"


# ---------------------------------------------------------------- match

class Match:
    game = ""
    PHASE_ACTIONS: dict[str, tuple[str, ...]] = {}
    MUTABLE: tuple[str, ...] = ()          # attribute names holding lists/dicts, copied by clone()

    players: int
    dealer: int
    deal: int
    phase: str
    to_act: int | None
    match_over: bool
    hands: list[int]
    trick: list[tuple[int, int]]
    tricks_won: list[int]
    key_table: list[int]
    rng: random.Random

    # ---- the contract API

    def legal_actions(self) -> list[Action]:  # pragma: no cover - abstract
        raise NotImplementedError

    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Apply the action of the seat to act. ``seat``, when given, must be that seat.

        Raises RuleError and changes nothing when the action is illegal."""
        if self.match_over:
            raise RuleError("wrong_phase", "the match is over")
        if action.type not in self.PHASE_ACTIONS[self.phase]:
            raise RuleError("wrong_phase", f"a {action.type!r} action does not belong to the "
                                           f"{self.phase!r} phase")
        if seat is not None and seat != self.to_act:
            raise RuleError("not_your_turn", f"it is seat {self.to_act}'s turn, not seat {seat}'s")
        return self._apply(action)

    def apply_json(self, seat: int, data: Any) -> list[Event]:
        """Apply a contract §3 JSON action for ``seat``, with the checks in the order of §9."""
        if self.match_over:
            raise RuleError("wrong_phase", "the match is over")
        kind = action_type(data)
        if kind not in self.PHASE_ACTIONS[self.phase]:
            raise RuleError("wrong_phase", f"a {kind!r} action does not belong to the "
                                           f"{self.phase!r} phase")
        if seat != self.to_act:
            raise RuleError("not_your_turn", f"it is seat {self.to_act}'s turn, not seat {seat}'s")
        return self._apply(action_from_json(data))

    def clone(self) -> Self:
        new = object.__new__(self.__class__)
        new.__dict__ = self.__dict__.copy()
        for name in self.MUTABLE:
            value = getattr(self, name)
            if isinstance(value, list):
                new.__dict__[name] = [list(v) if isinstance(v, list) else
                                      (dict(v) if isinstance(v, dict) else v) for v in value]
            elif isinstance(value, dict):
                new.__dict__[name] = dict(value)
        # a bare generator given the state (random.Random() would first seed itself from the OS)
        rng = random.Random.__new__(random.Random)
        rng.setstate(self.rng.getstate())
        new.rng = rng
        return new

    # ---- for the runner and the table

    def _apply(self, action: Action) -> list[Event]:  # pragma: no cover - abstract
        raise NotImplementedError

    def score_json(self) -> dict[str, Any]:  # pragma: no cover - abstract
        raise NotImplementedError

    def result_json(self) -> dict[str, Any] | None:  # pragma: no cover - abstract
        raise NotImplementedError

    def view(self, seat: int) -> View:  # pragma: no cover - abstract
        raise NotImplementedError

    def check_seat(self, seat: object) -> int:
        """``seat`` if it is a seat of this match (every game's ``view`` asks), else RuleError."""
        if type(seat) is not int or not 0 <= seat < self.players:
            raise RuleError("bad_seat", f"a seat is a whole number from 0 to {self.players - 1}, not {seat!r}")
        return seat

    def codes(self, mask_or_cards: int | Iterable[int]) -> list[str]:
        """Cards in the contract's output order for this game."""
        return sort_codes(mask_or_cards, self.key_table)

    def hands_json(self) -> list[list[str]]:
        return [self.codes(h) for h in self.hands]

    def trick_json(self) -> list[dict[str, Any]]:
        return [{"seat": s, "card": CODE_LIST[c]} for s, c in self.trick]

    def state_json(self) -> dict[str, Any]:
        """The runner's ``state`` document (contract §5)."""
        return {
            "game": self.game,
            "players": self.players,
            "deal": self.deal,
            "dealer": self.dealer,
            "phase": self.phase,
            "to_act": self.to_act,
            "legal": [] if self.match_over else [a.to_json() for a in self.legal_actions()],
            "hands": self.hands_json(),
            "trick": self.trick_json(),
            "tricks_won": list(self.tricks_won),
            "score": self.score_json(),
            "match_over": self.match_over,
            "result": self.result_json() if self.match_over else None,
        }
