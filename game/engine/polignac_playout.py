"""Polignac fast playouts: the rest of a deal with random legal cards, for search (design §7).

:func:`playout` leaves the match exactly as playing the same cards one by one through
``PolignacMatch.apply`` would (scores, the next deal dealt or the match ended), but plays the deal
in one loop over local variables: hands as masks, no events, no action objects.

The random choice is fixed so that both ways can be compared: of the legal cards, lowest card int
first, the ``int(rng.random() * n)``-th; a single legal card draws nothing (:func:`pick`).
Decisions other than cards take their simplest form: the écart lays aside random non-jacks
(``rng.sample``), the général is attempted silently, favour is refused.
"""
from __future__ import annotations

import random

from . import polignac_rules as R
from .actions import Ecart
from .cards import SUIT_MASK, cards_of

STRENGTH = R.STRENGTH
JACKS = R.JACKS
JS = R.JS
KINGS_QUEENS = R.KINGS_QUEENS

# Every Polignac card has a rank from 7 (5) to ace (12): a suit's cards are 8 bits of its lane.
# _LANE[bits] = the ranks of those bits, lowest first.
_LANE = tuple(tuple(r + 5 for r in range(8) if bits >> r & 1) for bits in range(256))
_SHIFT = (5, 21, 37, 53)         # where each suit's 8 bits start in a card mask


def nth_card(mask: int, k: int) -> int:
    """The ``k``-th card (from 0, lowest card int first) of ``mask``."""
    for suit in range(4):
        ranks = _LANE[(mask >> _SHIFT[suit]) & 255]
        if k < len(ranks):
            return (suit << 4) + ranks[k]
        k -= len(ranks)
    raise IndexError("mask holds fewer cards")


def pick(mask: int, rng: random.Random) -> int:
    """The playout's random choice among the legal cards of ``mask`` (see the module text)."""
    if not mask & (mask - 1):
        return mask.bit_length() - 1
    return nth_card(mask, int(rng.random() * mask.bit_count()))


def playout(match, rng: random.Random) -> None:
    """Play the current deal to its end with random legal cards (for search), in place."""
    deal = match.deal
    while not match.match_over and match.deal == deal:
        phase = match.phase
        if phase == "play":
            if match.favourers:
                _step(match, rng)          # a favourer plays under the général (§5.4): the rare path
            else:
                _play_out(match, rng)
        elif phase == "ecart":
            pool = cards_of(match.hands[match.dealer] & ~JACKS)
            match._ecart(Ecart(rng.sample(pool, match.leftover)))
        elif phase == "general":
            match._general("silent")
        else:
            match._favour(False)


def _step(match, rng: random.Random) -> None:
    match._play(pick(match._legal_mask(), rng))


def _play_out(match, rng: random.Random) -> None:
    """The deal from here to its end, when no player has promised to favour a général."""
    random_ = rng.random
    n = match.players
    nxt = match._next
    hands = match.hands
    rule = match.jack_forced
    jack_forced = rule == "jack_forced"
    no_honours = rule == "no_honours_while_jacks"
    guard = match.guard
    base_legal = R.base_legal
    jack_points = match._jack_points
    own_extra = match._own_extra
    opts = match.options
    first_penalty = opts.first_trick_penalty
    last_penalty = opts.last_trick_penalty
    early_stop = match.early_stop
    per_trick = match._per_trick
    target = match.target
    points = match.points
    deal_points = match.deal_points
    tricks_won = match.tricks_won
    lane = _LANE
    shift = _SHIFT
    strength = STRENGTH

    number = len(match.tricks) + 1           # the trick being played
    leader = match.leader
    jacks_out = match.jacks_out
    sweeper = match.sweeper
    general_live = match.general_live
    general_seat = match.general_seat
    played = []                              # every card from the current trick's first, in order
    # the trick in progress
    taken = 0                                # its cards as a mask
    led = win_seat = win_card = top = -1
    for seat, c in match.trick:
        played.append(c)
        taken |= 1 << c
        if led < 0:
            led, win_seat, win_card, top = c >> 4, seat, c, strength[c]
        elif c >> 4 == led and strength[c] > top:
            win_seat, win_card, top = seat, c, strength[c]
    p = match.to_act
    count = len(match.trick)

    while True:
        hand = hands[p]
        # §5: the legal cards
        if led < 0:
            legal = base_legal(hand, -1, rule, True) if guard else hand
        else:
            legal = hand & SUIT_MASK[led]
            if guard:
                legal = base_legal(hand, led, rule, True)
            elif not legal:
                if hand & JACKS and jack_forced:
                    legal = JS if hand & JS else hand & JACKS
                elif hand & JACKS and no_honours:
                    legal = hand & ~KINGS_QUEENS
                else:
                    legal = hand
        # the random choice (see pick)
        if not legal & (legal - 1):
            c = legal.bit_length() - 1
        else:
            k = int(random_() * legal.bit_count())
            if led >= 0 and legal & SUIT_MASK[led] == legal:
                c = (led << 4) + lane[(legal >> shift[led]) & 255][k]
            else:
                c = nth_card(legal, k)
        hands[p] = hand ^ (1 << c)
        played.append(c)
        taken |= 1 << c
        count += 1
        if led < 0:
            led, win_seat, win_card, top = c >> 4, p, c, strength[c]
        elif c >> 4 == led and strength[c] > top:
            win_seat, win_card, top = p, c, strength[c]
        if count < n:
            p = nxt[p]
            continue

        # ---- the trick is complete (as PolignacMatch._end_trick)
        winner = win_seat
        trick_points = 0
        jacks = taken & JACKS
        if jacks:
            m = jacks
            while m:
                low = m & -m
                trick_points += jack_points[low.bit_length() - 1]
                jacks_out += 1
                m ^= low
            if own_extra and jack_points[win_card]:
                trick_points += jack_points[win_card] * own_extra
        last = not hands[winner]
        if number == 1:
            trick_points += first_penalty
            previous = -1
            sweeper = winner
        else:
            previous = sweeper
            if sweeper != winner:
                sweeper = -1
        if last:
            trick_points += last_penalty
        tricks_won[winner] += 1
        deal_points[winner] += trick_points
        points[winner] += trick_points
        broken = previous if previous >= 0 and sweeper < 0 else -1
        number += 1
        leader = p = winner
        led = -1
        taken = 0
        count = 0

        end = None           # (reason, capote seat) when the deal is over
        if general_live:
            if winner != general_seat:
                end = ("general_failed", -1)
            elif last:
                end, broken = ("general_won", winner), -1
        elif early_stop and jacks_out == 4:
            if sweeper == winner and not last:
                # §6.2: the général is offered; the playout attempts it silently.
                if per_trick and max(points) >= target:
                    losers = R.limit_losers(points, target, broken, sweeper)
                    if losers is not None:
                        return _match_over(match, played, leader, jacks_out, sweeper, losers,
                                           general_seat)
                general_live, general_seat = True, winner
                continue
            end = ("capote", winner) if last and sweeper == winner else ("early_stop", -1)
        elif last:
            end = ("capote", winner) if sweeper == winner else ("all_tricks", -1)
        if end is None:
            if per_trick and max(points) >= target:
                losers = R.limit_losers(points, target, broken, sweeper)
                if losers is not None:
                    return _match_over(match, played, leader, jacks_out, sweeper, losers,
                                       general_seat)
            continue

        # ---- the deal is over (as PolignacMatch._finish)
        capote = end[1]
        if capote >= 0:
            penalty = opts.capot_penalty
            points[capote] -= deal_points[capote]
            deal_points[capote] = 0
            for s in range(n):
                if s != capote:
                    points[s] += penalty
                    deal_points[s] += penalty
        losers = R.limit_losers(points, target, broken, -1) if max(points) >= target else None
        if losers is not None:
            return _match_over(match, played, leader, jacks_out, sweeper, losers, general_seat)
        match._start_deal(shuffle=False)
        return None


def _match_over(match, played: list, leader: int, jacks_out: int, sweeper: int, losers: list,
                general_seat: int) -> None:
    """Write the deal's state back as the one-card-at-a-time path leaves it when the match ends
    during a deal: the tricks and jacks taken, then ``_end_match``."""
    n = match.players
    seat = match.leader                      # the leader of the trick that was in progress
    tricks = match.tricks
    captured = match.captured
    for i in range(0, len(played), n):
        cards = tuple(((seat + j) % n, played[i + j]) for j in range(n))
        win_seat, best = cards[0]
        for s, c in cards:
            if c >> 4 == best >> 4 and STRENGTH[c] > STRENGTH[best]:
                win_seat, best = s, c
        tricks.append((seat, cards, win_seat))
        captured[win_seat].extend(c for _, c in cards if (1 << c) & JACKS)
        seat = win_seat
    match.trick = []
    match.leader = leader
    match.jacks_out = jacks_out
    match.sweeper = sweeper
    match.general_seat = general_seat
    match.to_act = leader
    match._legal = -1
    match._end_match([], losers)
