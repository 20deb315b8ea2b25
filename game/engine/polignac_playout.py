"""Polignac fast playouts: the rest of a deal with random legal cards, for search (design §7).

:func:`playout` leaves the match exactly as playing the same cards one by one through
``PolignacMatch.apply`` would (scores, then the next deal set up or the match ended), but plays the
deal in one loop over local variables: hands as masks, no events, no action objects. The next
deal's cards are shuffled only when its hands are first read (``UndealtMatch``): the same cards.

The random choice is fixed so that both ways can be compared: of the n legal cards, lowest card
int first, the ``rng.getrandbits(32) % n``-th (a bias below 1e-8, and one C call); a single legal
card draws nothing (:func:`pick`).
Decisions other than cards take their simplest form: the écart lays aside random non-jacks
(``rng.sample``), the général is attempted silently, favour is refused.
"""
from __future__ import annotations

import random

from . import polignac_rules as R
from .actions import PLAY, Ecart
from .cards import cards_of

STRENGTH = R.STRENGTH
JACKS = R.JACKS
JS = R.JS
KINGS_QUEENS = R.KINGS_QUEENS

# Every Polignac card has a rank from 7 (5) to ace (12): a suit's cards are 8 bits of its lane.
# _LANE[bits] = the ranks of those bits, lowest first.
_LANE = tuple(tuple(r + 5 for r in range(8) if bits >> r & 1) for bits in range(256))
_SHIFT = (5, 21, 37, 53)         # where each suit's 8 bits start in a card mask
# _SUIT_CARDS[suit][bits]: the cards of those 8 bits of the suit's lane, lowest first
_SUIT_CARDS = tuple(tuple(tuple((suit << 4) + r for r in ranks) for ranks in _LANE)
                    for suit in range(4))
_NO_CARDS = ((),) * 256         # in place of a suit's table when every card goes the long way
_BIT = tuple(1 << c for c in range(64))


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
    return nth_card(mask, rng.getrandbits(32) % mask.bit_count())


def playout(match, rng: random.Random) -> None:
    """Play the current deal to its end with random legal cards (for search), in place."""
    deal = match.deal
    while not match.match_over and match.deal == deal:
        phase = match.phase
        if phase == "play":
            if match.favourers:
                _step(match, rng)          # a favourer plays under the général (§5.4): the rare path
            else:
                _play_out(match, rng)      # to the deal's end
                return
        elif phase == "ecart":
            pool = cards_of(match.hands[match.dealer] & ~JACKS)
            match._ecart(Ecart(rng.sample(pool, match.leftover)))
        elif phase == "general":
            match._general("silent")
        else:
            match._favour(False)


def _step(match, rng: random.Random) -> None:
    match.apply(PLAY[pick(match._legal_mask(), rng)])


def _play_out(match, rng: random.Random) -> None:
    """The deal from here to its end, when no player has promised to favour a général."""
    draw = rng.getrandbits
    n = match.players
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
    strength = STRENGTH
    bit = _BIT
    followers = match._followers
    # with the guard rule every card is worked out by base_legal (§5.3)
    suit_cards = (_NO_CARDS,) * 4 if guard else _SUIT_CARDS

    number = len(match.tricks) + 1           # the trick being played
    leader = match.leader
    jacks_out = match.jacks_out              # here counted as each jack falls: equal at trick ends
    sweeper = match.sweeper
    general_live = match.general_live
    general_seat = match.general_seat
    # While even the best deal cannot take a seat to the limit (§8), the match cannot end in it:
    # no limit checks then, and no marks (the hands after each trick, to rebuild the tricks).
    safe = max(points) + match._deal_ceiling < target
    marks = None if safe else [tuple(hands)]
    # a trick already begun: its suit, best card and jacks so far, and who is still to play
    jack_sum = 0
    begun = match.trick
    if begun:
        (win_seat, win_card) = begun[0]
        led = win_card >> 4
        for seat, c in begun:
            if c >> 4 == led and strength[c] > strength[win_card]:
                win_seat, win_card = seat, c
            if jack_points[c]:
                jack_sum += jack_points[c]
                jacks_out += 1
        top = strength[win_card]
        to_play = followers[leader][len(begun) - 1:]

    while True:
        if begun:
            begun = None
        else:
            # ---- the lead (§5: any card, but for the guard rule)
            hand = hands[leader]
            legal = base_legal(hand, -1, rule, True) if guard else hand
            if not legal & (legal - 1):
                c = legal.bit_length() - 1
            else:
                c = nth_card(legal, draw(32) % legal.bit_count())
            hands[leader] = hand ^ bit[c]
            if jack_points[c]:
                jack_sum += jack_points[c]
                jacks_out += 1
            led, win_seat, win_card, top = c >> 4, leader, c, strength[c]
            to_play = followers[leader]
        in_suit = suit_cards[led]
        shift = _SHIFT[led]
        for p in to_play:
            hand = hands[p]
            cards = in_suit[hand >> shift & 255]
            if cards:
                # §5.1: follow suit
                k = len(cards)
                c = cards[draw(32) % k] if k > 1 else cards[0]
                if strength[c] > top:
                    win_seat, win_card, top = p, c, strength[c]
            else:
                if guard:
                    legal = base_legal(hand, led, rule, True)
                elif hand & JACKS and jack_forced:       # §5.2: void in the suit led
                    legal = JS if hand & JS else hand & JACKS
                elif hand & JACKS and no_honours:
                    legal = hand & ~KINGS_QUEENS
                else:
                    legal = hand
                if not legal & (legal - 1):
                    c = legal.bit_length() - 1
                else:
                    c = nth_card(legal, draw(32) % legal.bit_count())
                if c >> 4 == led and strength[c] > top:
                    win_seat, win_card, top = p, c, strength[c]
            hands[p] = hand ^ bit[c]
            if jack_points[c]:
                jack_sum += jack_points[c]
                jacks_out += 1

        # ---- the trick is complete (as PolignacMatch._end_trick)
        winner = win_seat
        trick_points = jack_sum
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
        leader = winner
        if not safe:
            marks.append(tuple(hands))
        jack_sum = 0

        end = None           # (reason, capote seat) when the deal is over
        if general_live:
            if winner != general_seat:
                end = ("general_failed", -1)
            elif last:
                end, broken = ("general_won", winner), -1
        elif early_stop and jacks_out == 4:
            if sweeper == winner and not last:
                # §6.2: the général is offered; the playout attempts it silently.
                if per_trick and not safe and max(points) >= target:
                    losers = R.limit_losers(points, target, broken, sweeper)
                    if losers is not None:
                        return _match_over(match, marks, leader, jacks_out, sweeper, losers,
                                           general_seat)
                general_live, general_seat = True, winner
                continue
            end = ("capote", winner) if last and sweeper == winner else ("early_stop", -1)
        elif last:
            end = ("capote", winner) if sweeper == winner else ("all_tricks", -1)
        if end is None:
            if per_trick and not safe and max(points) >= target:
                losers = R.limit_losers(points, target, broken, sweeper)
                if losers is not None:
                    return _match_over(match, marks, leader, jacks_out, sweeper, losers,
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
        if not safe and max(points) >= target:
            losers = R.limit_losers(points, target, broken, -1)
            if losers is not None:
                return _match_over(match, marks, leader, jacks_out, sweeper, losers, general_seat)
        match._new_deal(False, False)
        return None


def _match_over(match, marks: list, leader: int, jacks_out: int, sweeper: int, losers: list,
                general_seat: int) -> None:
    """Write the deal's state back as the one-card-at-a-time path leaves it when the match ends
    during a deal: the tricks and jacks taken (each seat's card is the one its hand lost between
    two marks), then ``_end_match``."""
    n = match.players
    seat = match.leader                      # the leader of the trick that was in progress
    before = dict(match.trick)               # its cards already played when the playout began
    tricks = match.tricks
    captured = match.captured
    for t in range(1, len(marks)):
        start, end = marks[t - 1], marks[t]
        cards = []
        for j in range(n):
            s = (seat + j) % n
            lost = start[s] ^ end[s]
            cards.append((s, lost.bit_length() - 1 if lost else before[s]))
        before = {}
        win_seat, best = cards[0]
        for s, c in cards:
            if c >> 4 == best >> 4 and STRENGTH[c] > STRENGTH[best]:
                win_seat, best = s, c
        tricks.append((seat, tuple(cards), win_seat))
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
