"""The rule-based Polignac player, after "what a strong player does" (shared/rules/polignac.md §11).

Every legal action gets a score in points (higher is better: roughly minus the penalty points it is
expected to cost). The Débutant draws from a softmax over these scores, remembering only the last
tricks; the searches use the same scores greedily, with full knowledge of a sampled world, as their
playout policy (``fast_action``).

The card scores weigh, for each card: the chance that it wins the trick, what winning would cost
(jacks already in the trick, jacks that later players may still drop on it, its own value if it is a
jack), and how dangerous the card is to keep (a master card or a jack is a liability; low cards are
shelter).
"""
from __future__ import annotations

import random
from itertools import combinations
from typing import cast

from game.engine.actions import PLAY, Action, Ecart, EcartChoice, Favour, General
from game.engine.cards import CARD, RJ, SUIT_MASK, cards_of, mask_of
from game.engine.match import View
from game.engine.polignac import PolignacMatch
from game.engine.polignac_rules import CARD_JS, DECK32, JACKS, STRENGTH
from game.engine.trick import beats, winning_play

from .common import Choice, best_card, legal_card_mask, played_mask, shown_voids, world_out_and_voids

# higher / lower cards of the same suit, by Polignac's order (§4: K Q J A 10 9 8 7)
ABOVE = [0] * 64
for _c in range(64):
    if STRENGTH[_c] > 0:
        _s = _c >> 4
        for _d in range(_s * 16, _s * 16 + 13):
            if STRENGTH[_d] > STRENGTH[_c]:
                ABOVE[_c] |= 1 << _d

BELOW = [0] * 64
for _c in range(64):
    if STRENGTH[_c] > 0:
        _s = _c >> 4
        for _d in range(_s * 16, _s * 16 + 13):
            if 0 < STRENGTH[_d] < STRENGTH[_c]:
                BELOW[_c] |= 1 << _d

JACK_OF = [(1 << (s * 16 + RJ)) for s in range(4)]
VOID_JACK_DROP = 0.8   # how likely a void player drops a jack he holds on a trick he cannot win
LEAD_VOID_BONUS = 0.25  # per card fewer than three in the suit led: building a renonce (§11)
NEAR_LIMIT = 3          # points from the target at which a player counts as near it (§11 match play)


class Situation:
    """What the player to act knows, in masks: his hand, the cards others may hold, voids, jacks."""

    __slots__ = ("seat", "players", "hand", "trick", "out", "voids", "sizes", "jack_value", "own_factor",
                 "first_penalty", "last_penalty", "trick_number", "points", "target", "general_seat",
                 "general_live", "early_stop", "ducking")

    seat: int
    players: int
    hand: int
    trick: list[tuple[int, int]]
    out: int
    voids: list[int]
    sizes: list[int]
    jack_value: list[float]
    own_factor: int
    first_penalty: int
    last_penalty: int
    trick_number: int
    points: list[int]
    target: int
    general_seat: int
    general_live: bool
    early_stop: bool
    ducking: bool       # the later players duck a trick that costs (a jack in it) whenever they can


_JACK_VALUES: dict[tuple[int, int], list[float]] = {}


def jack_values(jack_value: int, polignac_factor: int) -> list[float]:
    """Points of each jack card (index: card int), J♠ counted ``polignac_factor`` times (§7)."""
    key = (jack_value, polignac_factor)
    vals = _JACK_VALUES.get(key)
    if vals is None:
        vals = [0.0] * 64
        for c in cards_of(JACKS):
            vals[c] = float(jack_value * (polignac_factor if c == CARD_JS else 1))
        _JACK_VALUES[key] = vals
    return vals


def situation_from_view(view: View, memory: int | None, ducking: bool = True) -> Situation:
    """The seat's knowledge; with ``memory`` it remembers only that many completed tricks (the
    captured jacks lie face up, so it never forgets those)."""
    opts = view.options
    sit = Situation()
    sit.seat = view.seat
    sit.players = view.players
    sit.hand = view.hand_mask
    sit.trick = [(t["seat"], CARD[t["card"]]) for t in view.trick]
    deck = DECK32 & ~mask_of(CARD[c] for c in view.removed)
    seen = played_mask(view, memory) | sit.hand | mask_of(CARD[c] for c in view.ecart)
    for jacks in view.captured:
        seen |= mask_of(CARD[c] for c in jacks)
    sit.out = deck & ~seen
    sit.voids = shown_voids(view, memory)
    sit.sizes = list(view.hand_sizes)
    sit.jack_value = jack_values(opts["jack_value"], opts["polignac_factor"])
    sit.own_factor = opts["own_jack_factor"]
    sit.first_penalty = opts["first_trick_penalty"]
    sit.last_penalty = opts["last_trick_penalty"]
    sit.trick_number = len(view.tricks) + 1
    sit.points = view.score["points"]
    sit.target = view.target
    sit.general_seat = view.general["seat"]
    sit.general_live = view.general["live"]
    sit.early_stop = opts["early_stop"]        # resolved: off with a last-trick penalty (§6.1, A5)
    sit.ducking = ducking
    return sit


def situation_from_match(m: PolignacMatch, ducking: bool = True) -> Situation:
    """The same from a sampled world, for the playout policy (voids read from the world's hands)."""
    sit = Situation()
    p: int = m.to_act  # type: ignore[assignment]  # the play phase always has a seat to act
    sit.seat = p
    sit.players = m.players
    sit.hand = m.hands[p]
    sit.trick = m.trick
    sit.out, sit.voids = world_out_and_voids(m.hands, p)
    sit.sizes = [h.bit_count() for h in m.hands]
    o = m.options
    sit.jack_value = jack_values(o.jack_value, o.polignac_factor)
    sit.own_factor = o.own_jack_factor
    sit.first_penalty = o.first_trick_penalty
    sit.last_penalty = o.last_trick_penalty
    sit.trick_number = len(m.tricks) + 1
    sit.points = m.points
    sit.target = m.target
    sit.general_seat = m.general_seat
    sit.general_live = m.general_live
    sit.early_stop = m.options.early_stop
    sit.ducking = ducking
    return sit


# ---------------------------------------------------------------- cards

def _jacks_out_value(sit: Situation) -> float:
    total = 0.0
    for c in cards_of(sit.out & JACKS):
        total += sit.jack_value[c]
    return total


def danger(sit: Situation, c: int, exposure: float) -> float:
    """How much keeping ``c`` may cost later: a card nobody can beat wins its suit's next trick,
    a jack costs its own value when it wins; low cards under many others are shelter (§11)."""
    higher = (ABOVE[c] & sit.out).bit_count()
    d = exposure * (0.55 ** higher)
    if (1 << c) & JACKS:
        d += sit.jack_value[c] * (0.5 + 0.5 * (0.5 ** higher)) * sit.own_factor
    return d


class _Table:
    """What every legal card's score reads about the trick and the table (worked out once)."""

    __slots__ = ("out", "unseen", "exposure", "risk", "later", "win_card", "win_seat", "in_trick", "penalty",
                 "general_g", "general_opp", "near", "jack_share")

    def __init__(self, sit: Situation):
        trick = sit.trick
        players = sit.players
        me = sit.seat
        self.out = out = sit.out
        self.unseen = unseen = max(1, out.bit_count())
        self.exposure = 0.35 * _jacks_out_value(sit) if sit.early_stop else 0.35 * (_jacks_out_value(sit) + 1)
        self.risk = 2.0 if sit.points[me] + NEAR_LIMIT >= sit.target else 1.0
        self.later = later = [(me + i) % players for i in range(1, players - len(trick))]
        # the card winning the trick so far (-1 when leading), and the jacks already in it
        self.win_seat, self.win_card = winning_play(trick, STRENGTH) if trick else (-1, -1)
        self.in_trick = sum(sit.jack_value[c] for _, c in trick)
        self.penalty = (sit.first_penalty if sit.trick_number == 1 else 0) + \
            (sit.last_penalty if sit.hand.bit_count() == 1 else 0)
        self.general_g = sit.general_live and sit.general_seat == me
        self.general_opp = sit.general_live and sit.general_seat != me
        self.near = [q for q in range(players) if q != me and sit.points[q] + NEAR_LIMIT >= sit.target]
        out_jacks = cards_of(out & JACKS)
        self.jack_share = [0.0] * players
        for q in later:
            if out_jacks:
                p_holds = min(1.0, len(out_jacks) * sit.sizes[q] / unseen)
                avg = sum(sit.jack_value[j] for j in out_jacks) / len(out_jacks)
                self.jack_share[q] = p_holds * avg


def card_scores(sit: Situation, legal: int) -> list[tuple[int, float]]:
    """(card, score) for every legal card: a card that cannot take the trick is simply got rid of;
    one that may take it weighs the chance that it does against what the trick would cost."""
    table = _Table(sit)
    win_card = table.win_card
    scores = []
    for c in cards_of(legal):
        if win_card >= 0 and not beats(c, win_card, STRENGTH):
            scores.append((c, _losing_score(sit, table, c)))
        else:
            scores.append((c, _winning_score(sit, table, c)))
    return scores


def _losing_score(sit: Situation, table: _Table, c: int) -> float:
    score = danger(sit, c, table.exposure)
    if (1 << c) & JACKS and table.win_seat in table.near:
        score += 0.3 * sit.jack_value[c]
    if table.general_opp:
        score -= 0.2 * STRENGTH[c] / 8
    return score


def _winning_score(sit: Situation, table: _Table, c: int) -> float:
    suit = c >> 4
    out, later, unseen = table.out, table.later, table.unseen
    # chance that nobody after me goes over c: a trick that costs (a jack in it, or c a jack) a
    # later player takes only when he must, holding a higher card of the suit and no lower one
    above = ABOVE[c] & out
    p_win = 1.0
    if above:
        n_above = above.bit_count()
        forced = sit.ducking and (table.in_trick > 0 or (1 << c) & JACKS)
        n_below = (BELOW[c] & out).bit_count()
        for q in later:
            if not sit.voids[q] & SUIT_MASK[suit]:
                share = sit.sizes[q] / unseen
                if forced:
                    p_win *= 1.0 - min(0.9, n_above * share * (1.0 - share) ** n_below)
                else:
                    p_win *= 1.0 - min(0.9, 0.5 * n_above * share)
    # jacks that may still fall on this trick
    future = 0.0
    jack_of_suit = JACK_OF[suit] & out
    if jack_of_suit and STRENGTH[c] > STRENGTH[cards_of(jack_of_suit)[0]] and later:
        future += 0.6 * sit.jack_value[cards_of(jack_of_suit)[0]] * len(later) / max(1, sit.players - 1)
    for q in later:
        if sit.voids[q] & SUIT_MASK[suit]:
            future += VOID_JACK_DROP * table.jack_share[q]
    own = sit.jack_value[c] * sit.own_factor if (1 << c) & JACKS else 0.0
    cost = (table.in_trick + future + own + table.penalty) * table.risk
    if table.general_g:
        score = 6.0 * p_win
    elif table.general_opp:
        score = 5.0 * p_win      # beating G breaks the général (§11: win any trick you can)
    else:
        score = danger(sit, c, table.exposure) - p_win * cost - (1 - p_win) * 0.1
    if table.win_card < 0:       # leading
        length = (sit.hand & SUIT_MASK[suit]).bit_count()
        if length < 3 and not (1 << c) & JACKS:
            score += LEAD_VOID_BONUS * (3 - length) * (1.0 - 0.5 * p_win)
    return score


# ---------------------------------------------------------------- other decisions

def ecart_choices(sit: Situation, choice: EcartChoice, limit: int = 12) -> list[Choice]:
    """The best few écarts (§2: no jack), each scored by what it removes: dangerous cards, and
    whole suits (a renonce lets the dealer throw his jacks later), minus the guards of his jacks."""
    exposure = 0.35 * 5
    hand = sit.hand
    single = {c: danger(sit, c, exposure) for c in choice.choosable}
    pool = sorted(choice.choosable, key=lambda c: -single[c])[:9]
    out: list[Choice] = []
    for combo in combinations(pool, choice.count):
        rest = hand & ~mask_of(combo)
        score = sum(single[c] for c in combo)
        for s in range(4):
            left = rest & SUIT_MASK[s]
            if not left:
                score += 0.6
            elif left & JACK_OF[s]:
                guards = (left & ~ABOVE[s * 16 + RJ] & ~JACK_OF[s]).bit_count()
                score -= 0.4 * max(0, 2 - guards)
        out.append((Ecart(combo), score))
    out.sort(key=lambda x: -x[1])
    return out[:limit]


def favour_answer(view: View) -> bool:
    """§11: say oui only if +capot_penalty to every other player than G would end the match with
    somebody else alone as loser."""
    g = view.general["seat"]
    pts = list(view.score["points"])
    pen = view.options["capot_penalty"]
    after = [p + (pen if s != g else 0) for s, p in enumerate(pts)]
    over = [s for s in range(view.players) if after[s] >= view.target]
    if not over:
        return False
    top = max(after[s] for s in over)
    losers = [s for s in over if after[s] == top]
    return len(losers) == 1 and losers[0] != view.seat


def rule_choices(view: View, legal: list[Action], memory: int | None, ducking: bool = True) -> list[Choice]:
    """(action, score) for the decision of ``view``; an écart entry becomes several Ecart actions."""
    first = legal[0]
    if isinstance(first, EcartChoice):
        return ecart_choices(situation_from_view(view, memory), first)
    if isinstance(first, General):
        # §11: always attempt the général and ask for favour when the table allows it
        pref = {"ask": 2.0, "silent": 1.0, "decline": -1.0}
        return [(a, pref[a.choice]) for a in cast(list[General], legal)]
    if isinstance(first, Favour):
        yes = favour_answer(view)
        return [(a, 1.0 if a.answer == yes else -1.0) for a in cast(list[Favour], legal)]
    sit = situation_from_view(view, memory, ducking)
    return [(PLAY[c], score) for c, score in card_scores(sit, legal_card_mask(legal))]  # type: ignore[misc]  # cards


def play_choices(m: PolignacMatch, ducking: bool = True) -> list[Choice]:
    """Every legal card of the seat to act in a sampled world, with its score (for varied rollouts)."""
    return [(PLAY[c], score) for c, score in card_scores(situation_from_match(m, ducking), m._legal_mask())]  # type: ignore[misc]


def fast_action(m: PolignacMatch, rng: random.Random, ducking: bool = True) -> Action:
    """The greedy rule player in a sampled world (every phase), for rollouts."""
    phase = m.phase
    if phase == "play":
        legal = m._legal_mask()
        if legal & (legal - 1) == 0:
            return PLAY[legal.bit_length() - 1]  # type: ignore[return-value]  # a card int has its Play
        return PLAY[best_card(card_scores(situation_from_match(m, ducking), legal))]  # type: ignore[return-value]
    if phase == "general":
        return General("ask" if m.options.general_favour_question else "silent")
    if phase == "favour":
        return Favour(False)
    sit = situation_from_match(m)
    sit.seat = m.dealer
    sit.hand = m.hands[m.dealer]
    return ecart_choices(sit, cast(EcartChoice, m.legal_actions()[0]), 1)[0][0]


__all__ = ["rule_choices", "fast_action", "play_choices", "card_scores", "ecart_choices", "favour_answer", "Situation"]
