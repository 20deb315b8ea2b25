"""Fast random playout of one Double King deal, for the computer seats' search.

:func:`playout` reads a match, plays the rest of its current deal with uniformly random legal cards
(a random legal contract first if the dealer has not chosen yet) on local copies, and returns the
deal's points per seat: penalties negative, trump-game tricks positive. The match is not changed.

The legal sets are those of :func:`game.engine.double_king_rules.legal_mask` (§4.1), written out
inline here because this loop is the search's hot path; tests compare the two on random play.
"""
from __future__ import annotations

import random

from . import double_king_rules as R
from .cards import RA, RJ, RK, RQ, SUIT_MASK

_NON_HEARTS = R.NON_HEARTS
_PENALTY = R.PENALTY
_SUIT = SUIT_MASK
# Points per penalty card taken (§4 table); PLIS, SEPT_TREIZE and ATOUT score by the trick.
_WEIGHT = (0, 1, 2, 1, 5, 0, 0)


def _random_contract(match, rng: random.Random) -> tuple[int, int]:
    actions = match.legal_actions()
    action = actions[int(rng.random() * len(actions))]
    index = R.CONTRACT_INDEX[action.contract]
    return index, (action.trump if index == R.ATOUT else -1)


def playout(match, rng: random.Random) -> list[int]:
    """Points per seat of the current deal once played to its end with random legal cards."""
    points = list(match.deal_points)
    if match.phase == "match_over":
        return points
    if match.phase == "contract":
        contract, trump = _random_contract(match, rng)
        seat = (match.dealer + 1) & 3
    else:
        contract, trump = match.contract, match.trump
        seat = match.to_act
    rules = match.rules
    anywhere = rules.anywhere
    literal = rules.literal_kj
    highest = rules.highest_heart and contract == R.COEURS
    always = rules.always_over
    undertrump = rules.undertrump
    hands = list(match.hands)
    n = len(match.trick)
    lead, win, win_seat, tmask = match.lead, match.win, match.win_seat, match.tmask
    led_mask = _SUIT[lead >> 4] if n else 0
    played = match.played
    number = len(match.tricks)
    penalty = _PENALTY[contract]
    no_heart_lead = contract == R.COEURS or contract == R.ROI_COEUR
    # Only DAMES, ROIS_VALETS and ATOUT narrow the cards of the suit led (§4.1).
    narrows = contract == R.DAMES or contract == R.ROIS_VALETS or contract == R.ATOUT
    discard = penalty
    trump_mask = _SUIT[trump] if trump >= 0 else 0
    # Trick points (§4 table): one per trick, or a weight per penalty card, or SEPT_TREIZE's tricks.
    per_trick = contract == R.PLIS or contract == R.ATOUT
    weight = _WEIGHT[contract]
    sign = 1 if contract == R.ATOUT else -1
    random_ = rng.random
    while True:
        hand = hands[seat]
        # ---- the legal set (§4.1), as in double_king_rules.legal_mask
        if n == 0:
            legal = hand & _NON_HEARTS or hand if no_heart_lead else hand
        else:
            legal = hand & led_mask
            if legal:
                if narrows:
                    led = lead >> 4
                    if contract == R.DAMES:
                        queen = 1 << (led * 16 + RQ)
                        if legal & queen and (tmask & ((1 << (led * 16 + RA)) | (1 << (led * 16 + RK)))
                                              if anywhere else (lead & 15) >= RK):
                            legal = queen
                    elif contract == R.ROIS_VALETS:
                        base = led * 16
                        forced = 0
                        if (tmask >> (base + RA)) & 1 if anywhere else (lead & 15) == RA:
                            forced = legal & ((1 << (base + RK)) | (1 << (base + RJ)))
                        if not forced and ((tmask >> (base + RQ)) & 1 if anywhere else (lead & 15) == RQ):
                            forced = legal & ((1 << (base + RJ)) | ((1 << (base + RK)) if literal else 0))
                        if forced:
                            legal = forced
                    elif led == trump or (always and win >> 4 != trump):
                        legal = legal & ~((2 << win) - 1) or legal
            elif trump_mask:
                trumps = hand & trump_mask
                if not trumps:
                    legal = hand
                elif win >> 4 == trump:
                    legal = trumps & ~((2 << win) - 1) or (trumps if undertrump else hand)
                else:
                    legal = trumps
            else:
                legal = hand & discard
                if not legal:
                    legal = hand
                elif highest:
                    legal = 1 << (legal.bit_length() - 1)
        # ---- a uniformly random card of the legal set: the k-th lowest
        k = int(random_() * legal.bit_count())
        while k:
            legal &= legal - 1
            k -= 1
        low = legal & -legal
        hands[seat] = hand ^ low
        if n == 0:
            lead = win = low.bit_length() - 1
            led_mask = _SUIT[lead >> 4]
            win_seat = seat
            tmask = low
            n = 1
            seat = (seat + 1) & 3
            continue
        tmask |= low
        card = low.bit_length() - 1
        if card >> 4 == win >> 4:
            if card > win:
                win = card
                win_seat = seat
        elif card >> 4 == trump:
            win = card
            win_seat = seat
        if n < 3:
            n += 1
            seat = (seat + 1) & 3
            continue
        # ---- the trick is complete (§4 table, §4.2)
        number += 1
        if per_trick:
            points[win_seat] += sign
        elif weight:
            points[win_seat] -= weight * (tmask & penalty).bit_count()
        elif number == 7:
            points[win_seat] -= 2
        elif number == 13:
            points[win_seat] -= 3
        played |= tmask
        if number == 13 or (penalty and played & penalty == penalty):
            return points
        n = 0
        seat = win_seat
