"""Guinguette's actions, built once, and the lists of them in the contract's order (suits S H D C,
then K Q J 10 ... 2 A): what ``legal_actions`` returns for the play and for the remuers."""
from __future__ import annotations

from typing import TypeVar

from ..actions import PLAY, Action, Cabaret, Cotillon, Trump
from ..cards import CODE_LIST, card

T = TypeVar("T")

PARLER = Cabaret("parler")
TENIR = Cabaret("tenir")
QUITTER = Cabaret("quitter")
RAISES = (1, 2, 4)
RENVIER = {r: Cabaret("renvier", r) for r in RAISES}
CABARET_MOVES = (PARLER, TENIR, QUITTER) + tuple(RENVIER[r] for r in RAISES)

JOUE = Cotillon("joue")
PASSE = Cotillon("passe")
STOP = Cotillon("stop")
SPEAKING_MOVES = (JOUE, PASSE, STOP)
REMUE_OF: dict[int, Action] = {c: Cotillon("remue", c) for c in range(64) if CODE_LIST[c]}     # card -> its remue
TRUMPS = [Trump(s) for s in range(4)]
PLAY_OF: dict[int, Action] = {c: a for c, a in enumerate(PLAY) if a is not None}     # card -> its play

# Per suit, per 13-bit lane of a mask: the play and remuer actions of its cards in the contract's order
# (high first). Filled on first use; hands hold at most four cards.
_HIGH_FIRST = (11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 12)      # K Q J 10 ... 2 A (§1)
_LANE_PLAYS: list[list[list[Action] | None]] = [[None] * 8192 for _ in range(4)]
_LANE_REMUES: list[list[list[Action] | None]] = [[None] * 8192 for _ in range(4)]


def _fill_lane(s: int, lane: int) -> None:
    cards = [card(r, s) for r in _HIGH_FIRST if lane >> r & 1]
    _LANE_PLAYS[s][lane] = [PLAY_OF[c] for c in cards]
    _LANE_REMUES[s][lane] = [REMUE_OF[c] for c in cards]


def _by_lanes(table: list[list[list[T] | None]], mask: int) -> list[T]:
    out: list[T] = []
    for s in range(4):
        lane = mask >> (16 * s) & 0x1FFF
        if lane:
            part = table[s][lane]
            if part is None:
                _fill_lane(s, lane)
                part = table[s][lane]
                assert part is not None
            out += part
    return out


_PLAY_LISTS: dict[int, list[Action]] = {}


def play_list(mask: int) -> list[Action]:
    """A new list of the play actions for the cards of ``mask``, in card order."""
    cached = _PLAY_LISTS.get(mask)
    if cached is None:
        cached = _by_lanes(_LANE_PLAYS, mask)
        if len(_PLAY_LISTS) < 300000:
            _PLAY_LISTS[mask] = cached
    return cached[:]


_REMUE_LISTS: dict[int, list[Action]] = {}


def remue_list(mask: int) -> list[Action]:
    """The remuer actions for the cards of ``mask``, in card order (shared: copy before changing)."""
    cached = _REMUE_LISTS.get(mask)
    if cached is None:
        cached = _by_lanes(_LANE_REMUES, mask)
        if len(_REMUE_LISTS) < 300000:
            _REMUE_LISTS[mask] = cached
    return cached
