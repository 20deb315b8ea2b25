"""Double King dealing and pack handling (§2 of shared/rules/double_king.md).

The deal goes in packets of 4, 4, 5 clockwise from the dealer's left. With ``pack_mode``
traditional the pack is only shuffled at the start of a round; between deals it is gathered from the
winners' piles (with randomness inside each trick and in the order of the piles) and cut.
"""
from __future__ import annotations

import itertools
import operator
import random
from collections.abc import Callable, Sequence
from typing import Any

from . import double_king_rules as R
from .cards import CARD, CODE_LIST, cards_of, make_deck
from .errors import RuleError
from .trick import Trick

DECK = make_deck(range(13))
DECK_CARDS = tuple(c for c in range(64) if (DECK >> c) & 1)


def _places() -> tuple[tuple[int, ...], ...]:
    """Positions in the pack (top = 0) of the cards of the 1st, 2nd, 3rd, 4th seat from the dealer's
    left, dealt in packets of 4, 4, 5 (§2)."""
    places: list[list[int]] = [[], [], [], []]
    pos = 0
    for size in R.PACKETS:
        for i in range(4):
            places[i].extend(range(pos, pos + size))
            pos += size
    return tuple(tuple(p) for p in places)


_PLACES = _places()
_ORDERS = tuple(itertools.permutations(range(4)))   # the 24 orders of a trick's four cards


_TAKE = tuple(operator.itemgetter(*places) for places in _PLACES)
_BIT = [1 << c for c in range(64)]


def deal_pack(pack: Sequence[int], dealer: int) -> list[int]:
    """The four hands (masks, by seat) dealt from ``pack`` (top card first) in packets of 4, 4, 5."""
    hands = [0, 0, 0, 0]
    bit = _BIT.__getitem__
    for i, take in enumerate(_TAKE, 1):
        hands[(dealer + i) & 3] = sum(map(bit, take(pack)))     # distinct bits: the sum is the union
    return hands


def gather_pack(below: Callable[[int], int], shuffle: Callable[[list[Any]], None], tricks: Sequence[Trick],
                hands: Sequence[int]) -> list[int]:
    """§2 traditional: each winner's tricks as one pile (cards inside each trick shuffled), the
    piles in random order, unplayed cards on top in random order. The cut comes at the deal.
    ``below(n)`` draws a whole number from 0 to n - 1, ``shuffle`` shuffles a list in place."""
    piles: list[list[int]] = [[] for _ in range(4)]
    for _, trick, winner, _ in tricks:
        order = _ORDERS[below(24)]
        piles[winner].extend([trick[i][1] for i in order])
    piles = [p for p in piles if p]
    shuffle(piles)
    left = [c for h in hands for c in cards_of(h)]
    shuffle(left)
    for p in piles:
        left.extend(p)
    return left


def validate_deals(deals: Any) -> dict[int, list[int]]:
    """Pinned deals by deal number, as hand masks; RuleError ``bad_deal`` if one is not a deal."""
    pinned: dict[int, list[int]] = {}
    if deals is None:
        return pinned
    if not isinstance(deals, list):
        raise RuleError("bad_deal", "'deals' must be a list")
    for k, entry in enumerate(deals):
        where = f"pinned deal {k + 1}"
        if not isinstance(entry, dict) or not isinstance(entry.get("hands"), list):
            raise RuleError("bad_deal", f"{where}: expected an object with 'hands'")
        if set(entry) - {"hands"}:
            raise RuleError("bad_deal", f"{where}: unexpected keys {sorted(set(entry) - {'hands'})}")
        hands = entry["hands"]
        if len(hands) != 4:
            raise RuleError("bad_deal", f"{where}: needs 4 hands, got {len(hands)}")
        seen = 0
        masks = []
        for seat, hand in enumerate(hands):
            if not isinstance(hand, list) or len(hand) != 13:
                raise RuleError("bad_deal", f"{where}: seat {seat} must hold 13 cards")
            m = 0
            for code in hand:
                if not isinstance(code, str) or code not in CARD:
                    raise RuleError("bad_deal", f"{where}: {code!r} is not a card code")
                b = 1 << CARD[code]
                if (seen | m) & b:
                    raise RuleError("bad_deal", f"{where}: {code} is dealt twice")
                m |= b
            seen |= m
            masks.append(m)
        pinned[k + 1] = masks
    return pinned


def draw_first_dealer(rng: random.Random) -> tuple[list[list[str | None]], int]:
    """§2: each player draws a card from the pack and the highest deals (ace high); players tied
    for the highest draw again. Returns the draws, one list per round of draws with a code per
    seat (None for a seat not drawing in that round), and the first dealer's seat."""
    pack = list(DECK_CARDS)
    rng.shuffle(pack)
    drawing = [0, 1, 2, 3]
    rounds = []
    while True:
        drawn = {seat: pack.pop() for seat in drawing}
        rounds.append([CODE_LIST[drawn[s]] if s in drawn else None for s in range(4)])
        top = max(c & 15 for c in drawn.values())
        drawing = [s for s in drawing if drawn[s] & 15 == top]
        if len(drawing) == 1:
            return rounds, drawing[0]
