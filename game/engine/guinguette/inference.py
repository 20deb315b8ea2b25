"""What a seat can deduce about the other hands, from what it saw (shared/rules/guinguette.md):

* the trick play (§4): a card is absent from a seat when holding it would have made the card that
  seat played illegal (follow suit and go over, trump and overtrump when void);
* the cards placed at the deal (§3.2, §3.3): Q♦ was dealt to the seat that showed it, or to nobody
  (then it lay in the talon); a tierce shown at the cabaret was in its winner's hand;
* the seat's own exchanges (§3.5): the card it put back lay in the talon;
* the exchanges (§3.5): a card known in a hand stays there until that seat exchanges; a card known
  in the talon can only have been drawn by a seat exchanging after it got there;
* the cabaret announcements (§3.3): every tierce holder announced, so a seat that has not exchanged
  since the deal still holds a tierce (with the cards it played) if and only if it announced one.
* the cabaret showdown (§3.3): a holder who stayed to the showdown and lost it held no tierce that
  would have beaten the one the winner showed.

Functions over :class:`.state.GuinguetteState`; :func:`.view.view` gives the result to the seat.
"""
from __future__ import annotations

from ..cards import CARD
from .rules import QD, find_tierce, pack_for, revealed_absent, showdown_winner, trick_step
from .state import GuinguetteState

TALON = -1


def played_by(m: GuinguetteState) -> list[int]:
    """Per seat, the cards it played this deal."""
    out = [0] * m.players
    for t in m.tricks:
        for s, c in t.cards:
            out[s] |= 1 << c
    for s, c in m.trick:
        out[s] |= 1 << c
    return out


def _trick_absent(m: GuinguetteState, absent: list[int]) -> None:
    """§4: what every play after the lead proves its player does not hold."""
    pack = pack_for(len(m.order))
    trump, undertrump = m.trump, m.rules.must_undertrump
    for trick in [t.cards for t in m.tricks] + [tuple(m.trick)]:
        led = best_led = best_trump = -1
        for s, c in trick:
            absent[s] |= revealed_absent(c, led, best_led, best_trump, trump, undertrump, pack)
            led, best_led, best_trump = trick_step(c, led, best_led, best_trump, trump)


def _placed(m: GuinguetteState, seat: int) -> list[tuple[int, int, int]]:
    """The cards ``seat`` knows the place of at some moment: (card, seat or TALON, how many exchanges
    had been made then)."""
    out = [(QD, TALON if m.guinguette_holder is None else m.guinguette_holder, 0)]
    if m.cab_shown is not None and m.cab_winner is not None:
        out += [(CARD[code], m.cab_winner, 0) for code in m.cab_shown]
    out += [(c, TALON, k + 1) for k, (s, c) in enumerate(m.exchanges) if s == seat and c >= 0]
    return out


def deductions(m: GuinguetteState, seat: int) -> tuple[list[int], list[int], list[bool | None]]:
    """What ``seat`` can deduce: per seat, the cards it cannot hold, the cards it surely holds, and
    whether its hand as dealt holds a tierce (None when unknown). Nothing is said of ``seat`` itself,
    of the cards played or of the seat's own hand."""
    n = m.players
    absent = [0] * n
    held = [0] * n
    tierce: list[bool | None] = [None] * n
    played = played_by(m)
    _trick_absent(m, absent)
    order = [s for s, _ in m.exchanges]
    for c, place, since in _placed(m, seat):
        later = order[since:]
        if place == TALON:
            may = set(later)
        elif place in later:
            may = {place} | set(later[later.index(place) + 1:])
        else:
            may = {place}
            held[place] |= 1 << c
        for t in m.order:
            if t not in may:
                absent[t] |= 1 << c
    for t in m.order:
        if not m.remuers[t]:
            tierce[t] = t in m.cab_holders
    gone = m.hands[seat]
    for p in played:
        gone |= p
    for t in range(n):
        absent[t] &= ~gone
        held[t] &= ~gone
    absent[seat] = held[seat] = 0
    tierce[seat] = None
    return absent, held, tierce


def tierce_bounds(m: GuinguetteState, seat: int) -> list[int | None]:
    """Per seat, the strongest tierce (its strength, ace 1 ... jack 11) its hand as dealt may hold:
    for a holder who lost the showdown (§3.3), the strongest that still loses to the tierce the winner
    showed; None for the others, for ``seat`` itself and for a seat that has exchanged since the deal
    (as for the announcements in :func:`deductions`)."""
    bound: list[int | None] = [None] * m.players
    winner, shown = m.cab_winner, m.cab_shown
    if winner is None or shown is None:
        return bound
    quit_ = {b["seat"] for b in m.cab_bets if b["move"] == "quitter"}
    top = find_tierce(sum(1 << CARD[c] for c in shown), m.windows, m.rules.tierce_suits == "any")[0]
    for t in m.cab_holders:
        if t in quit_ or t == winner or t == seat or m.remuers[t]:
            continue
        pair = [s for s in m.cab_holders if s in (t, winner)]     # in order of play from the eldest
        bound[t] = top if showdown_winner(pair, {t: top, winner: top}) == winner else top - 1
    return bound
