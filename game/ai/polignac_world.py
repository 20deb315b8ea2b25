"""The worlds a Polignac seat's searches sample, and how it values them.

What the seat can deduce about the hidden cards comes from the engine: the view's ``known_absent``
(voids shown, forced discards not made, guarded kings and queens played: shared/rules/polignac.md
§5, worked out by ``polignac_rules.known_absent``), and the écart holds only cards that may be laid
aside (§2, ``polignac_rules.ecart_choosable``). The worlds deal the unseen cards under those masks.
"""
from __future__ import annotations

import random

from game.engine.actions import Action
from game.engine.cards import CARD, mask_of
from game.engine.match import Match, View
from game.engine.options import resolve
from game.engine.polignac import PolignacMatch
from game.engine.polignac_rules import (
    DECK32,
    DEFAULT_PRESET,
    OPTIONS,
    PRESETS,
    ecart_choosable,
    legal_cards,
    seat_ceiling,
)

from . import polignac_policy as policy
from .common import Choice, PlayScorer, seat_in_world, trick_cards
from .reading import PlayReader
from .sampler import Holder, deal_unseen

LOSS = 10.0   # what losing the match is worth, in points, to a seat (it is the whole point of the game)


def match_at_stake(view: View) -> bool:
    """Whether this deal may still end the match (§8): the leader's points and the most one seat
    can score in a deal reach the limit. A seat's values then weigh a lost match too (``LOSS``)."""
    opts = resolve("polignac", OPTIONS, PRESETS, DEFAULT_PRESET, view.options)
    return bool(max(view.score["points"]) + seat_ceiling(opts) >= view.target)


class Brain(PlayReader):
    GAME = "polignac"
    STEPS_PER_MS = 35      # engine steps (fast policy + apply) per millisecond on the reference machine
    DEAL_COST = 6         # dealing one world, in steps
    SOLVE_NODES = 400        # exact search gives way to a rollout beyond this many nodes
    SOLVE_CARDS = 9          # exact search when at most this many cards are left in the hands

    DUCKING = True     # the rule player counts on later players ducking a trick with a jack in it (False: before)

    def rule_choices(self, view: View, legal: list[Action], memory: int | None) -> list[Choice]:
        return policy.rule_choices(view, legal, memory, self.DUCKING)

    def fast_action(self, m: PolignacMatch, rng: random.Random) -> Action:
        return policy.fast_action(m, rng, self.DUCKING)

    def play_choices(self, m: PolignacMatch) -> list[Choice]:
        return policy.play_choices(m, self.DUCKING)

    ROLLOUT_TEMPERATURE = 0.0    # greedy rollouts (search.rollout)

    SEARCH_SPEECH = True     # the général (decline, silent, ask) and the favour answer searched too

    def __init__(self) -> None:
        super().__init__(play_scorer)

    def stake(self, view: View) -> float:
        """What a lost match weighs in this view's values (0 when the deal cannot end the match)."""
        return LOSS if match_at_stake(view) else 0.0

    def worth_searching(self, view: View, level: str = "expert") -> bool:
        if view.phase in ("general", "favour"):
            return self.SEARCH_SPEECH
        return view.phase in ("play", "ecart")

    def prune(self, view: View, choices: list[Choice], level: str = "expert") -> list[Choice]:
        return choices

    # ---- worlds

    def sample_world(self, view: View, rng: random.Random) -> PolignacMatch:
        if self.reads(view) and view.general["seat"] < 0:
            hands, ecart = self.read_world(view, lambda: self._deal(view, rng), lambda world: world[0], rng)
        else:
            hands, ecart = self._deal(view, rng)
        return PolignacMatch.from_view(view, hands, rng.getrandbits(32), ecart=ecart)

    def _deal(self, view: View, rng: random.Random) -> tuple[list[int], int]:
        """The hidden cards dealt to the other seats and to a hidden écart, consistent with the
        view: every seat's hand, and the écart."""
        me = view.seat
        played = 0
        for _, cards in trick_cards(view):
            for _, c in cards:
                played |= 1 << c
        deck = DECK32 & ~mask_of(CARD[c] for c in view.removed)
        my_ecart = mask_of(CARD[c] for c in view.ecart)
        unseen = deck & ~played & ~view.hand_mask & ~my_ecart
        sizes: dict[Holder, int] = {}
        masks: dict[Holder, int] = {}
        for s in range(view.players):
            if s != me:
                sizes[s] = view.hand_sizes[s]
                masks[s] = deck & ~mask_of(CARD[c] for c in view.known_absent[s])
        hidden_ecart = view.ecart_count and view.phase != "ecart" and me != view.dealer
        if hidden_ecart:
            sizes["ecart"] = view.ecart_count
            masks["ecart"] = ecart_choosable(deck)
        dealt = deal_unseen(unseen, sizes, masks, rng)
        hands = [dealt.get(s, 0) for s in range(view.players)]
        hands[me] = view.hand_mask
        return hands, dealt["ecart"] if hidden_ecart else my_ecart

    # ---- values

    def snapshot(self, m: PolignacMatch) -> tuple[int, ...]:
        return tuple(m.points)

    def outcome(self, snap: tuple[int, ...], m: PolignacMatch) -> list[float]:
        out = [float(b - a) * -1.0 for a, b in zip(snap, m.points)]
        if m.match_over and m.losers:
            share = LOSS / len(m.losers)
            for s in m.losers:
                out[s] -= share
        return out

    def solvable(self, m: Match) -> bool:
        return m.phase == "play" and sum(h.bit_count() for h in m.hands) <= self.SOLVE_CARDS

    def solve_actions(self, m: Match) -> list[Action]:
        return m.legal_actions()


def play_scorer(view: View) -> PlayScorer:
    """The rule player's card scores for a play of this deal, had the seats held ``held``
    (``common.plays_log_likelihood`` reads the others' plays with them): the seat's situation as
    the view gives it (options, score, général), with the world's hands and the trick as they were.
    Read before a général only: under one, a favourer's card is bound by more than his hand (§5.4)."""
    opts = view.options
    sit = policy.situation_from_view(view, None)

    def scores(held: list[int], seat: int, number: int, before: list[tuple[int, int]]) -> list[tuple[int, float]]:
        hand = held[seat]
        legal = legal_cards(hand, before[0][1] >> 4 if before else -1, opts["discard_rule"], opts["guard_rule_it"])
        if not legal & (legal - 1):
            return []
        seat_in_world(sit, held, seat, before).trick_number = number + 1
        return policy.card_scores(sit, legal)
    return scores
