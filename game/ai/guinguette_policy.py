"""The rule-based Guinguette player, after "what a strong player does" (shared/rules/guinguette.md §10).

Scores are in counters (higher is better). The cotillon decisions compare what playing is worth:
the chance of two tricks or more (the basket in play, or every queued basket with a vole) against
the chance of none (a whole basket to pay, the mouche) or of one (the fine). The tricks a hand
should take are counted card by card (a top trump about 1, a plain king led early about 0.5).
The cabaret bets weigh the tierce's strength against the basket and the cost of calling.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from game.engine.actions import Action, Cabaret, Cotillon, Play, Trump
from game.engine.cards import CARD, RJ, RK, RQ, SUIT_MASK, iter_cards, mask_of
from game.engine.guinguette import GuinguetteMatch
from game.engine.guinguette.cotillon import prices
from game.engine.guinguette.moves import PLAY_OF
from game.engine.guinguette.rules import ABOVE, PACK_OF_SIZE, STRENGTH, find_tierce, tierce_lanes
from game.engine.guinguette.tricks import legal_mask as play_mask
from game.engine.match import View
from game.engine.trick import beats, winning_play

from .common import best_card, played_mask, shown_voids, voids_shown

Scored = list[tuple[Action, float]]

WIN_SHARE = 0.8     # two tricks do not always win the basket: a 2-2 split goes to the first to two
REMUE_RELUCTANCE = 1.0   # counters of reluctance per exchange already made this deal
MAX_REMUE = 2            # a computer seat exchanges at most this many times a deal: each remuer
                         # makes the basket (and the mouche) bigger, and a table of searchers would
                         # otherwise bid exchanges up until somebody is ruined


def card_trick_chance(c: int, hand: int, trump: int, out: int, active: int) -> float:
    """How likely card ``c`` is to take a trick, from the cards still out (§10: a top trump
    counts about 1, a plain king led early about 0.5)."""
    higher = (ABOVE[c] & out).bit_count()
    if c >> 4 == trump:
        length = (hand & SUIT_MASK[trump]).bit_count()
        p = max(0.05, min(0.97, 0.95 * (0.62 ** higher) + 0.08 * (length - 1)))
    else:
        base = 0.55 if (c & 15) == RK else (0.3 if (c & 15) == RQ else (0.12 if (c & 15) == RJ else 0.03))
        p = base * (0.55 ** higher)
    # fewer rivals in the cotillon, more tricks for each card (calibrated on three rivals)
    rivals = max(1, active - 1)
    return 1.0 - (1.0 - p) ** (3.0 / rivals) if rivals < 3 else p * 3.0 / rivals


def trick_odds(hand: int, trump: int, out: int, active: int) -> tuple[float, float, float, float]:
    """(P(0), P(1), P(2 or 3), P(4)) tricks, treating the cards' chances as independent."""
    dist = [1.0, 0.0, 0.0, 0.0, 0.0]
    for c in iter_cards(hand):
        p = card_trick_chance(c, hand, trump, out, active)
        for k in range(4, 0, -1):
            dist[k] = dist[k] * (1 - p) + dist[k - 1] * p
        dist[0] *= 1 - p
    return dist[0], dist[1], dist[2] + dist[3], dist[4]


def play_value(hand: int, trump: int, out: int, active: int, basket: int, queue: int, fine: int,
               vole_bonus: int, players: int) -> float:
    """Expected counters of playing the cotillon with ``hand`` (§5: winner takes the basket, the
    mouche pays a whole basket, one trick pays the fine, a vole takes every basket)."""
    p0, p1, p23, p4 = trick_odds(hand, trump, out, active)
    return (p23 * WIN_SHARE * basket + p4 * (basket + queue + vole_bonus * (players - 1))
            - p0 * basket - p1 * fine)


@dataclass(slots=True)
class Cot:
    """The cotillon facts a decision needs, from a view or from a sampled world."""

    hand: int
    trump: int
    out: int             # the cards the others may hold
    active: int          # how many still play the cotillon
    basket: int
    queue: int           # the queued baskets, together
    fine: int
    vole: int
    players: int
    remue_cost: int
    remued: int          # this seat's exchanges this deal


def _cot_from_view(view: View) -> Cot:
    hand = view.hand_mask
    speaking = [s for s in range(view.players) if view.at_table[s] and view.cotillon["said"][s] != "passe"]
    sc = view.score
    o = view.options
    return Cot(hand=hand, trump="SHDC".index(view.trump) if view.trump else 0,
               out=PACK_OF_SIZE[view.pack_size] & ~hand & ~played_mask(view), active=len(speaking),
               basket=sc["basket_in_play"], queue=sum(sc["cotillon_queue"]), fine=o["one_trick_fine"],
               vole=o["vole_bonus"], players=view.players, remue_cost=o["remuer_cost"],
               remued=view.cotillon["remuers"][view.seat])


def _cot_from_world(m: GuinguetteMatch, s: int, seen: bool = False) -> Cot:
    """The cotillon facts of seat ``s`` in a sampled world. ``seen``: the cards out are those the
    seat cannot see (the others' hands and the talon), as at the table (``_cot_from_view``);
    otherwise only the others' hands, as if it knew which cards lie in the talon."""
    out = 0
    for q in m.order:
        if q != s:
            out |= m.hands[q]
    if seen:
        for c in m.talon:
            out |= 1 << c
    r = m.rules
    return Cot(hand=m.hands[s], trump=m.trump, out=out, active=sum(1 for q in m.order if m.said[q] != "passe"),
               basket=m.basket, queue=sum(m.queue), fine=r.one_trick_fine, vole=r.vole_bonus, players=m.players,
               remue_cost=r.remuer_cost, remued=m.remuers[s])


def cotillon_scores(k: Cot, legal: list[Action], eldest_extra: int) -> Scored:
    """Joue, passe, stop and remue (which card to put back) (§10: stand, remuer or pass)."""
    base = play_value(k.hand, k.trump, k.out, k.active, k.basket, k.queue, k.fine, k.vole, k.players)
    out: Scored = []
    for a in legal:
        assert isinstance(a, Cotillon)
        if a.move == "joue":
            out.append((a, base - eldest_extra))
        elif a.move == "passe":
            out.append((a, 0.0))
        elif a.move == "stop":
            out.append((a, base))
        else:
            # drop the card, draw an unknown one: its average worth among the cards out
            card = a.card or 0
            rest = k.hand & ~(1 << card)
            gain = 0.0
            sample = list(iter_cards(k.out))[::3] or [card]
            for d in sample:
                gain += play_value(rest | (1 << d), k.trump, k.out & ~(1 << d), k.active, k.basket + k.remue_cost,
                                   k.queue, k.fine, k.vole, k.players)
            value = gain / len(sample) - k.remue_cost - eldest_extra
            if k.remued >= MAX_REMUE:
                value -= 100.0
            out.append((a, value - 0.15 - REMUE_RELUCTANCE * k.remued))
    return out


def trump_score(hand: int, suit: int) -> float:
    """§10: name the suit with the most length and the highest cards."""
    return sum(0.5 + 0.12 * STRENGTH[c] for c in iter_cards(hand & SUIT_MASK[suit]))


def trump_scores(hand: int, legal: list[Action]) -> Scored:
    out: Scored = []
    for a in legal:
        assert isinstance(a, Trump)
        out.append((a, trump_score(hand, a.suit)))
    return out


def cabaret_scores(view: View, legal: list[Action]) -> Scored:
    """§10: J-10-9 and 10-9-8 call and raise; low tierces check and fold to big raises; raises
    are cheap against holders short of counters (the cap)."""
    o = view.options
    lanes = tierce_lanes(PACK_OF_SIZE[view.pack_size], o["ace_six_adjacent"])
    strength, _ = find_tierce(view.hand_mask, lanes, o["tierce_suits"] == "any")
    top = lanes[0][0] if lanes else 11
    low = lanes[-1][0] if lanes else 3
    p = 0.5 if top == low else 0.15 + 0.8 * (strength - low) / (top - low)
    cab = view.cabaret
    rivals = max(1, len(cab["in"]) - 1)
    p = p ** rivals
    pot = view.score["cabaret"]
    mine = cab["contributions"][view.seat]
    owed = cab["level"] - mine
    call = p * (pot + owed) - (1 - p) * owed
    out: Scored = []
    for a in legal:
        assert isinstance(a, Cabaret)
        if a.move == "quitter":
            out.append((a, 0.0))
        elif a.move in ("parler", "tenir"):
            out.append((a, call))
        else:
            # raise with the better tierces only, and less as the level climbs (no raising war)
            r = a.raise_ or 0
            edge = (p - 0.6) * r * rivals - 0.15 * r * cab["level"]
            out.append((a, call + edge))
    return out


# ---------------------------------------------------------------- the tricks

def _play_order(active: list[int], trick: list[tuple[int, int]], me: int) -> list[int]:
    """Active seats still to play after ``me`` in this trick."""
    n = len(active)
    i = active.index(me)
    left = n - len(trick) - 1
    return [active[(i + k) % n] for k in range(1, left + 1)]


def card_scores(hand: int, legal: int, trick: list[tuple[int, int]], trump: int, out: int, voids: list[int],
                later: list[int], mine: int, sizes: list[int]) -> list[tuple[int, float]]:
    """Win tricks cheaply; when a trick is lost, keep the high cards (§10: aim for two tricks
    before anyone else, keep the last trump to win late)."""
    unseen = max(1, out.bit_count())
    led = trick[0][1] >> 4 if trick else -1
    best = winning_play(trick, STRENGTH, trump)[1] if trick else -1
    want = 1.6 if mine == 0 else (1.3 if mine == 1 else 0.6)
    out_trumps = out & SUIT_MASK[trump]
    scores: list[tuple[int, float]] = []
    for c in iter_cards(legal):
        s = c >> 4
        worth = card_trick_chance(c, hand, trump, out, len(later) + len(trick) + 1)
        if best >= 0 and not beats(c, best, STRENGTH, trump):          # it would not take the trick
            scores.append((c, -worth))
            continue
        suit = s
        p_win = 1.0
        above = ABOVE[c] & out
        for q in later:
            size = sizes[q]
            if voids[q] & SUIT_MASK[suit if led < 0 else led]:
                if s != trump and out_trumps and not voids[q] & SUIT_MASK[trump]:
                    p_win *= 1.0 - min(0.9, out_trumps.bit_count() * size / unseen)
            elif above:
                p_win *= 1.0 - min(0.95, above.bit_count() * size / unseen)
        scores.append((c, p_win * want - worth * (1.0 - p_win) - 0.05 * worth))
    return scores


def rule_choices(view: View, legal: list[Action], memory: int | None) -> Scored:
    first = legal[0]
    if isinstance(first, Cabaret):
        return cabaret_scores(view, legal)
    if isinstance(first, Trump):
        return trump_scores(view.hand_mask, legal)
    if isinstance(first, Cotillon):
        return cotillon_scores(_cot_from_view(view), legal, view.my_prices["joue_extra"])
    pack = PACK_OF_SIZE[view.pack_size]
    hand = view.hand_mask
    out = pack & ~hand & ~played_mask(view, memory)
    trick = [(t["seat"], CARD[t["card"]]) for t in view.trick]
    active = view.cotillon["active"]
    later = _play_order(active, trick, view.seat)
    mask = mask_of(a.card for a in legal if isinstance(a, Play))
    trump = "SHDC".index(view.trump) if view.trump else -1
    scores = card_scores(hand, mask, trick, trump, out, shown_voids(view, memory), later,
                         view.tricks_won[view.seat], view.hand_sizes)
    return [(PLAY_OF[c], s) for c, s in scores]


def fast_action(m: GuinguetteMatch, rng: random.Random, seen_words: bool = False, seen_play: bool = False) -> Action:
    """The greedy rule player inside a sampled world, every phase; with ``seen_words`` its
    cotillon words weigh the cards it cannot see as at the table (``_cot_from_world``), with
    ``seen_play`` its cards too (``_seen_card_scores``)."""
    s = m.to_act
    assert s is not None
    if m.phase == "play":
        return _fast_play(m, s, seen_play)
    legal = m.legal_actions()
    if len(legal) == 1:
        return legal[0]
    if m.phase == "cotillon":
        k = _cot_from_world(m, s, seen_words)
        # only the best two exchanges are worth weighing in a rollout
        cands = [a for a in legal if isinstance(a, Cotillon) and a.move != "remue"]
        if len(cands) < len(legal):
            worst = min(iter_cards(k.hand), key=lambda c: card_trick_chance(c, k.hand, k.trump, k.out, k.active))
            cands.append(next(a for a in legal if isinstance(a, Cotillon) and a.card == worst))
        scores = cotillon_scores(k, list(cands), prices(m, s)[0])
    elif m.phase == "trump":
        scores = trump_scores(m.hands[s], legal)
    else:   # cabaret: call with the better half of the tierces, never raise in a rollout
        keep = m.cab_strength[s] >= 8
        scores = [(a, (1.0 if a.move in ("parler", "tenir") else 0.5) if keep or a.move == "parler"
                   else (1.0 if a.move == "quitter" else 0.0)) for a in legal if isinstance(a, Cabaret)]
    best = max(scores, key=lambda x: x[1])
    return best[0]


def _fast_play(m: GuinguetteMatch, s: int, seen: bool = False) -> Action:
    legal = play_mask(m, s)
    if legal & (legal - 1) == 0:
        return PLAY_OF[legal.bit_length() - 1]
    return PLAY_OF[best_card((_seen_card_scores if seen else _world_card_scores)(m, s, legal))]


def _seen_card_scores(m: GuinguetteMatch, s: int, legal: int) -> list[tuple[int, float]]:
    """The rule player's card scores for seat ``s`` of a sampled world from what the seat sees, as
    at the table (``rule_choices``): the cards out are every card it neither holds nor saw played
    (the others' hands and the talon), the others' voids those the tricks showed."""
    out = 0
    for h in m.hands:
        out |= h
    for c in m.talon:
        out |= 1 << c
    out &= ~m.hands[s]
    voids = voids_shown([*(t.cards for t in m.tricks), m.trick], m.players)
    return card_scores(m.hands[s], legal, m.trick, m.trump, out, voids, _play_order(m.active, m.trick, s),
                       m.tricks_won[s], [h.bit_count() for h in m.hands])


def play_choices(m: GuinguetteMatch) -> Scored:
    """Every legal card of the seat to act in a sampled world, with its score (for varied rollouts)."""
    s = m.to_act
    assert s is not None
    return [(PLAY_OF[c], score) for c, score in _world_card_scores(m, s, play_mask(m, s))]


def _world_card_scores(m: GuinguetteMatch, s: int, legal: int) -> list[tuple[int, float]]:
    return world_card_scores(m.hands, s, legal, m.trick, m.trump, m.active, m.tricks_won[s])


def world_card_scores(hands: list[int], s: int, legal: int, trick: list[tuple[int, int]], trump: int,
                      active: list[int], mine: int) -> list[tuple[int, float]]:
    """The rule player's card scores for seat ``s`` where every hand is known (``hands``: a sampled
    world, or one as it was when a play was made), ``active`` the seats playing the cotillon and
    ``mine`` the tricks ``s`` has taken."""
    out = 0
    voids = []
    for q, h in enumerate(hands):
        if q != s and q in active:
            out |= h
        voids.append(sum(SUIT_MASK[x] for x in range(4) if not h & SUIT_MASK[x]))
    later = _play_order(active, trick, s)
    sizes = [h.bit_count() for h in hands]
    return card_scores(hands[s], legal, trick, trump, out, voids, later, mine, sizes)
