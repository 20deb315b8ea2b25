"""Helpers for the Double King tests: pinned deals, playing cards by code, random play.

(No tests here; the other test_double_king_* modules import these.)
"""
from __future__ import annotations

import random

from game.engine import new_match

ALL_CARDS = [r + s for s in "SHDC" for r in "AKQJT98765432"]


def deal_of(*hands: str, voids: dict | None = None) -> list:
    """A pinned deal (runner form) from four partial hands written as "AS KS 2H"; the cards not
    named go, in pack order, to the first seat with room that is not void in their suit."""
    cards = [h.split() for h in hands]
    voids = voids or {}
    named = {c for h in cards for c in h}
    assert len(named) == sum(len(h) for h in cards), "a card is named twice"
    for c in ALL_CARDS:
        if c in named:
            continue
        for seat in range(4):
            if len(cards[seat]) < 13 and c[1] not in voids.get(seat, ""):
                cards[seat].append(c)
                break
        else:
            raise AssertionError(f"no room for {c}")
    assert all(len(h) == 13 for h in cards)
    return [{"hands": cards}]


def start(hands: tuple, contract: str, trump: str | None = None, dealer: int = 0, voids=None,
          seed: int = 1, **options):
    """A match whose first deal is ``hands`` and whose dealer chose ``contract``."""
    match = new_match("double_king", 4, options, seed=seed, dealer=dealer, deals=deal_of(*hands, voids=voids))
    action = {"type": "contract", "contract": contract}
    if trump:
        action["trump"] = trump
    match.apply_json(dealer, action)
    return match


def play(match, *cards: str) -> list:
    """Each card played by the seat to act; returns all the events."""
    events = []
    for code in cards:
        events += match.apply_json(match.to_act, {"type": "play", "card": code})
    return events


def legal(match) -> set:
    return {a.to_json()["card"] for a in match.legal_actions()}


def legal_contracts(match) -> list:
    return [(a.contract, a.to_json().get("trump")) for a in match.legal_actions()]


def random_step(match, rng: random.Random):
    actions = match.legal_actions()
    return match.apply(actions[rng.randrange(len(actions))])


def finish_deal(match, rng: random.Random) -> list:
    """Random legal cards until the current deal is over; returns the events."""
    deal = match.deal
    events = []
    while match.deal == deal and not match.match_over:
        events += random_step(match, rng)
    return events


def choose(match, contract: str, trump: str | None = None) -> list:
    action = {"type": "contract", "contract": contract}
    if trump:
        action["trump"] = trump
    return match.apply_json(match.dealer, action)
