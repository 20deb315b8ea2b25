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
from collections.abc import Callable
from functools import partial
from typing import cast

from game.engine import double_king_rules as R
from game.engine.actions import Action, Contract
from game.engine.cards import CARD, mask_of
from game.engine.double_king import DoubleKingMatch
from game.engine.match import Match, View

from . import double_king_policy as policy
from .common import (
    Choice,
    PlayScorer,
    same_worth,
    seat_in_world,
    trick_cards,
)
from .reading import PlayReader
from .sampler import Holder, deal_unseen

DECK: int = policy.DECK


class Brain(PlayReader):
    GAME = "double_king"
    STEPS_PER_MS = 30      # engine steps (fast policy + apply) per millisecond on the reference machine
    DEAL_COST = 5         # dealing one world, in steps
    SOLVE_NODES = 300
    SOLVE_CARDS = 8
    READ_CONTRACT = False  # worlds where another seat's contract suits the hand that chose it
    CONTRACT_MARGIN = 1.0  # how far below its best contract (in points) a chooser's choice may be
    MERGE_SAME_WORTH = False  # one card of each run of cards worth the same (prune)
    CONTRACT_BUDGET = 1.0  # the contract weighs the whole deal: it gets this many decisions' work
    # the Maître, with twelve times the Expert's work, reads the others' plays: four worlds dealt for
    # each one kept (measured in the README: against the Expert +0.095 [+0.035, +0.155] over 400
    # deals; on the first 200 the Maître dealing its worlds blind was +0.03 [−0.06, +0.12])
    LEVEL_SETTINGS = {"maitre": {"WEIGHT_WORLDS": 4}}

    def budget_factor(self, view: View) -> float:
        return self.CONTRACT_BUDGET if view.phase == "contract" else 1.0

    # the rule player (the Débutant, the searches' candidates and rollouts) reads the later players
    # of a negative contract as staying under a card whose trick already holds a penalty card
    # (policy._p_win); False: as beating it half the times they can, the rule player before
    FOLLOWERS_DUCK = True

    def rule_choices(self, view: View, legal: list[Action], memory: int | None) -> list[Choice]:
        return policy.rule_choices(view, legal, memory, self.FOLLOWERS_DUCK)

    ROLLOUT_DUCK = False    # rollouts duck firmly in the negative contracts (policy.ducking_action)

    @property
    def fast_action(self) -> Callable[[DoubleKingMatch, random.Random], Action]:
        act = policy.ducking_action if self.ROLLOUT_DUCK else policy.fast_action
        return act if self.FOLLOWERS_DUCK else partial(act, duck=False)

    def play_choices(self, m: DoubleKingMatch) -> list[Choice]:
        return policy.play_choices(m, self.FOLLOWERS_DUCK)
    ROLLOUT_TEMPERATURE = 0.0    # greedy rollouts (search.rollout)

    def worth_searching(self, view: View, level: str = "expert") -> bool:
        return view.phase in ("play", "contract")

    def prune(self, view: View, choices: list[Choice], level: str = "expert") -> list[Choice]:
        """One card of each run of cards worth the same (the best scored of the run, choices coming
        best first): the search's worlds go to moves that differ."""
        if view.phase != "play" or not self.MERGE_SAME_WORTH:
            return choices
        gone = view.hand_mask | mask_of(CARD[c] for c in view.played)
        pen = policy.CARD_PENALTY[R.CONTRACT_INDEX[view.contract]]
        kept: list[Choice] = []
        for a, score in choices:
            c: int = a.card  # type: ignore[attr-defined]  # the play phase lists Plays
            if not any(pen[c] == pen[k] and same_worth(c, k, gone) for k in (b.card for b, _ in kept)):  # type: ignore[attr-defined]
                kept.append((a, score))
        return kept

    def search_bonus(self, view: View, action: Action) -> float:
        return -policy.slot_cost(view, cast(Contract, action)) if view.phase == "contract" else 0.0

    def __init__(self) -> None:
        super().__init__(play_scorer)

    def sample_world(self, view: View, rng: random.Random) -> DoubleKingMatch:
        if self.reads(view):
            hands = self.read_world(view, lambda: self._deal(view, rng), lambda h: h, rng)
        else:
            hands = self._deal(view, rng)
        return DoubleKingMatch.from_view(view, hands, rng.getrandbits(32))

    def _deal(self, view: View, rng: random.Random) -> list[int]:
        """The hidden cards dealt to the other seats, consistent with the view (each seat's hand)."""
        me = view.seat
        played = mask_of(CARD[c] for c in view.played)
        unseen = DECK & ~played & ~view.hand_mask
        sizes: dict[Holder, int] = {}
        allowed: dict[Holder, int] = {}
        for s in range(4):
            if s != me:
                sizes[s] = view.hand_sizes[s]
                allowed[s] = ~mask_of(CARD[c] for c in view.known_absent[s])
        dealt = deal_unseen(unseen, sizes, allowed, rng, check=self.contract_check(view))
        hands = [dealt.get(s, 0) for s in range(4)]
        hands[me] = view.hand_mask
        return hands

    def contract_check(self, view: View) -> Callable[[dict[Holder, int]], bool] | None:
        """What the contract says of the hand that chose it (another seat's): a world is kept when
        the chooser's hand, as dealt (its cards in hand and those it played), suits the contract
        chosen within ``CONTRACT_MARGIN`` points of the best contract it could choose (the rule
        player's reading of a hand, ``policy.contract_value``). A long trump suit behind a trump
        game, few high hearts behind Pas de cœurs."""
        chooser = view.chooser
        if not self.READ_CONTRACT or view.phase != "play" or chooser is None or chooser == view.seat \
                or view.contract is None:
            return None
        options = policy.contracts_open_before(view)
        if len(options) < 2:
            return None
        chosen = (R.CONTRACT_INDEX[view.contract], "SHDC".index(view.trump) if view.trump else -1)
        shown = mask_of(c for _, cards in trick_cards(view) for s, c in cards if s == chooser)
        margin = self.CONTRACT_MARGIN

        def check(hands: dict[Holder, int]) -> bool:
            hand = hands[chooser] | shown
            mine = policy.contract_value(hand, *chosen)
            return all(policy.contract_value(hand, *o) <= mine + margin for o in options)
        return check

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


def play_scorer(view: View) -> PlayScorer:
    """The rule player's card scores for a play of this deal, had the seats held ``held``
    (``common.plays_log_likelihood`` reads the others' plays with them)."""
    rules = R.Rules.of(R.resolve_options(view.options))
    contract = R.CONTRACT_INDEX[view.contract]
    trump = "SHDC".index(view.trump) if view.trump else -1

    def scores(held: list[int], seat: int, number: int, before: list[tuple[int, int]]) -> list[tuple[int, float]]:
        hand = held[seat]
        n, lead, win, tmask = R.trick_state_trump(before, trump)
        legal = R.legal_mask(hand, n, lead, win, tmask, contract, trump, rules)
        if not legal & (legal - 1):
            return []
        sit = seat_in_world(policy.Situation(), held, seat, before)
        sit.contract = contract
        sit.trump = trump
        sit.number = number + 1
        return policy.card_scores(sit, legal)
    return scores
