"""What a Double King seat can infer about the hidden cards, and the worlds its searches sample.

The view's ``known_absent`` already holds every deduction the plays allow (shared/rules/
double_king.md §4.1): a void shown, a queen not given on the led ace or king (DAMES), a king or jack
not given on the led ace or queen (ROIS_VALETS), a forced discard not made, a trump game's duty to go
over and to trump. The sampled worlds deal the unseen cards with those cards kept away from each
seat. The search values a deal by the seat's points minus the table's average (the round's ranking
is relative, §5), which also puts every contract on the same footing when the dealer chooses.
"""
from __future__ import annotations

import random
from typing import cast

from game.engine.actions import Action, Contract
from game.engine.cards import CARD, mask_of
from game.engine.double_king import DoubleKingMatch
from game.engine.match import Match, View

from . import double_king_policy as policy
from .common import Choice
from .sampler import Holder, deal_unseen

DECK: int = policy.DECK


class Brain:
    GAME = "double_king"
    STEPS_PER_MS = 30      # engine steps (fast policy + apply) per millisecond on the reference machine
    WORLD_COST = 5        # dealing one world, in steps
    SOLVE_NODES = 300
    SOLVE_CARDS = 8

    rule_choices = staticmethod(policy.rule_choices)
    fast_action = staticmethod(policy.fast_action)

    def worth_searching(self, view: View, level: str = "expert") -> bool:
        return view.phase in ("play", "contract")

    def prune(self, view: View, choices: list[Choice], level: str = "expert") -> list[Choice]:
        return choices

    def search_bonus(self, view: View, action: Action) -> float:
        return -policy.slot_cost(view, cast(Contract, action)) if view.phase == "contract" else 0.0

    def sample_world(self, view: View, rng: random.Random) -> DoubleKingMatch:
        me = view.seat
        played = mask_of(CARD[c] for c in view.played)
        unseen = DECK & ~played & ~view.hand_mask
        sizes: dict[Holder, int] = {}
        allowed: dict[Holder, int] = {}
        for s in range(4):
            if s != me:
                sizes[s] = view.hand_sizes[s]
                allowed[s] = ~mask_of(CARD[c] for c in view.known_absent[s])
        dealt = deal_unseen(unseen, sizes, allowed, rng)
        hands = [dealt.get(s, 0) for s in range(4)]
        hands[me] = view.hand_mask
        return DoubleKingMatch.from_view(view, hands, rng.getrandbits(32))

    def snapshot(self, m: DoubleKingMatch) -> tuple[int, tuple[int, ...]]:
        return (m.round, tuple(m.net()))

    def outcome(self, snap: tuple[int, tuple[int, ...]], m: DoubleKingMatch) -> list[float]:
        rnd, before = snap
        now = m.net() if m.round == rnd and not (m.match_over and m.round_results) else \
            list(m.round_results[-1][0])
        delta = [b - a for a, b in zip(before, now)]
        mean = sum(delta) / 4.0
        return [d - mean for d in delta]

    def solvable(self, m: Match) -> bool:
        return m.phase == "play" and sum(h.bit_count() for h in m.hands) <= self.SOLVE_CARDS

    def solve_actions(self, m: Match) -> list[Action]:
        return m.legal_actions()
