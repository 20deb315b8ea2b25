"""Dealing the cards a seat cannot see, consistently with what it has seen.

The computer seats determinise: they deal the unseen cards to the other holders (seats, and hidden
piles such as a Polignac écart or a Guinguette talon) at random, with each holder's card count and a
mask of the cards that holder may still hold (voids shown, forced discards not made...). The worlds
are near-uniform among the consistent deals: the most constrained card is placed first, on a holder
drawn in proportion to the room it has left.
"""
from __future__ import annotations

import random
from collections.abc import Callable

from game.engine.cards import cards_of

Holder = int | str        # a seat, or a hidden pile such as "ecart" or "talon"


class Impossible(Exception):
    """No deal fits the constraints (they contradict each other)."""


def deal_unseen(unseen: int, sizes: dict[Holder, int], allowed: dict[Holder, int], rng: random.Random,
                check: Callable[[dict[Holder, int]], bool] | None = None, tries: int = 60) -> dict[Holder, int]:
    """Masks for every holder of ``sizes`` (holder -> number of cards), using each card of
    ``unseen`` once, each holder getting only cards of ``allowed[holder]`` (missing: any).

    ``check(hands) -> bool`` rejects deals that break a constraint masks cannot express (a cabaret
    announced means a tierce held). When the constraints cannot all be met (a seat remembered
    something wrongly, or they contradict), the masks are relaxed step by step rather than failing:
    a seat must always be able to think.
    """
    holders = list(sizes)
    total = sum(sizes.values())
    cards = cards_of(unseen)
    if total != len(cards):
        raise Impossible(f"{len(cards)} unseen cards for {total} hidden places")
    full = {h: allowed.get(h, unseen) & unseen for h in holders}
    for attempt in range(tries):
        masks = full if attempt < tries - 10 else {h: unseen for h in holders}
        hands = _try_deal(cards, holders, sizes, masks, rng)
        if hands is not None and (check is None or attempt >= tries - 5 or check(hands)):
            return hands
    raise Impossible("no deal fits what was seen")


def _try_deal(cards: list[int], holders: list[Holder], sizes: dict[Holder, int], masks: dict[Holder, int],
              rng: random.Random) -> dict[Holder, int] | None:
    room = dict(sizes)
    hands = {h: 0 for h in holders}
    # most constrained cards first: the number of holders that may take each card
    order = []
    for c in cards:
        b = 1 << c
        n = 0
        for h in holders:
            if masks[h] & b and room[h]:
                n += 1
        order.append((n, rng.random(), c))
    order.sort()
    for _, _, c in order:
        b = 1 << c
        weight = 0
        for h in holders:
            if masks[h] & b:
                weight += room[h]
        if weight == 0:
            return None
        r = rng.random() * weight
        for h in holders:
            if masks[h] & b and room[h]:
                r -= room[h]
                if r < 0:
                    hands[h] |= b
                    room[h] -= 1
                    break
        else:
            return None
    return hands
