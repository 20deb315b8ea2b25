"""What a Polignac seat can infer about the hidden cards, and the worlds its searches sample.

Inference from the deal so far (shared/rules/polignac.md §5):
* a player who did not follow suit is out of the suit led (§5.1);
* under ``jack_forced`` (§5.2) a void player who discarded anything but a jack holds no jack, and one
  who discarded a jack other than J♠ holds no J♠ (jacks never come back to a hand);
* under ``no_honours_while_jacks`` a void player who discarded a king or a queen holds no jack;
* under ``guard_rule_it`` (§5.3) a player who played the king or queen of a suit holds no jack of it;
* the dealer's écart holds no jack (§2).
"""
from __future__ import annotations

from game.engine.cards import CARD, RANK_MASK, RJ, RK, RQ, SUIT_MASK, mask_of
from game.engine.polignac import PolignacMatch
from game.engine.polignac_rules import DECK32, JACKS, JS

from . import polignac_rules as rules
from .common import trick_cards
from .sampler import deal_unseen

KINGS_QUEENS = RANK_MASK[RK] | RANK_MASK[RQ]
LOSS = 10.0   # what losing the match is worth, in points, to a seat (it is the whole point of the game)


def allowed_masks(view) -> list[int]:
    """Per seat, the cards it may still hold given what the deal has shown."""
    opts = view.options
    rule = opts["discard_rule"]
    guard = opts["guard_rule_it"]
    allowed = [DECK32] * view.players
    for _, cards in trick_cards(view):
        led = cards[0][1] >> 4
        for i, (s, c) in enumerate(cards):
            b = 1 << c
            if guard and b & KINGS_QUEENS:
                allowed[s] &= ~(1 << ((c >> 4) * 16 + RJ))
            if i == 0 or c >> 4 == led:
                continue
            allowed[s] &= ~SUIT_MASK[led]
            if rule == "jack_forced":
                if not b & JACKS:
                    allowed[s] &= ~JACKS
                elif b != JS:
                    allowed[s] &= ~JS
            elif rule == "no_honours_while_jacks" and b & KINGS_QUEENS:
                allowed[s] &= ~JACKS
    return allowed


class Brain:
    GAME = "polignac"
    STEPS_PER_MS = 35      # engine steps (fast policy + apply) per millisecond on the reference machine
    WORLD_COST = 6        # dealing one world, in steps
    SOLVE_NODES = 400        # exact search gives way to a rollout beyond this many nodes
    SOLVE_CARDS = 9          # exact search when at most this many cards are left in the hands

    rule_choices = staticmethod(rules.rule_choices)
    fast_action = staticmethod(rules.fast_action)

    def worth_searching(self, view, level: str = "expert") -> bool:
        # the général and the favour answer follow §11 exactly; search the cards and the écart
        return view.phase in ("play", "ecart")

    def prune(self, view, choices: list, level: str = "expert") -> list:
        return choices

    # ---- worlds

    def sample_world(self, view, rng):
        me = view.seat
        played = 0
        for _, cards in trick_cards(view):
            for _, c in cards:
                played |= 1 << c
        deck = DECK32 & ~mask_of(CARD[c] for c in view.removed)
        my_ecart = mask_of(CARD[c] for c in view.ecart)
        unseen = deck & ~played & ~view.hand_mask & ~my_ecart
        allowed = allowed_masks(view)
        sizes = {}
        masks = {}
        for s in range(view.players):
            if s != me:
                sizes[s] = view.hand_sizes[s]
                masks[s] = allowed[s]
        hidden_ecart = view.ecart_count and view.phase != "ecart" and me != view.dealer
        if hidden_ecart:
            sizes["ecart"] = view.ecart_count
            masks["ecart"] = deck & ~JACKS
        dealt = deal_unseen(unseen, sizes, masks, rng)
        hands = [dealt.get(s, 0) for s in range(view.players)]
        hands[me] = view.hand_mask
        ecart = dealt["ecart"] if hidden_ecart else my_ecart
        return PolignacMatch.from_view(view, hands, rng.getrandbits(32), ecart=ecart)

    # ---- values

    def snapshot(self, m):
        return tuple(m.points)

    def outcome(self, snap, m) -> list[float]:
        out = [float(b - a) * -1.0 for a, b in zip(snap, m.points)]
        if m.match_over and m.losers:
            share = LOSS / len(m.losers)
            for s in m.losers:
                out[s] -= share
        return out

    def solvable(self, m) -> bool:
        return m.phase == "play" and sum(h.bit_count() for h in m.hands) <= self.SOLVE_CARDS

    def solve_actions(self, m) -> list:
        return m.legal_actions()
