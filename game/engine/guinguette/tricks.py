"""The trick play of the cotillon (shared/rules/guinguette.md §4): who plays, which card may be played
(and why not, :func:`.rules.play_rule`), the trick's best cards and its winner.

Functions over :class:`.state.GuinguetteState`; the four tricks end in :func:`.settlement.settle`.
"""
from __future__ import annotations

from ..actions import Play
from ..cards import CODE_LIST
from ..errors import RuleError
from ..events import PLAY_EVENTS, Event
from ..trick import Trick
from .rules import HAND, REFUSALS, play_rule, refusal, trick_step
from .settlement import settle
from .state import GuinguetteState


def open_play(m: GuinguetteState) -> None:
    """Those who did not pass play, the eldest leads (§4)."""
    active = [s for s in m.order if m.said[s] != "passe"]
    m.active = active
    nxt = [-1] * m.players
    for i, s in enumerate(active):
        nxt[s] = active[(i + 1) % len(active)]
    m.next_in_play = nxt
    m.phase = "play"
    m.cot_round = None
    m.trick = []
    m.led = m.best_led = m.best_trump = -1
    m.to_act = m.eldest


def legal_mask(m: GuinguetteState, s: int) -> int:
    """The cards seat ``s`` may play now."""
    return play_rule(m.hands[s], m.led, m.best_led, m.best_trump, m.trump, m.rules.must_undertrump)[0]


def apply(m: GuinguetteState, action: Play) -> list[Event]:
    s = m.to_act
    assert s is not None
    c = action.card
    if not m.hands[s] >> c & 1:
        raise RuleError("card_not_in_hand", f"{CODE_LIST[c]} is not in your hand")
    judged = play_rule(m.hands[s], m.led, m.best_led, m.best_trump, m.trump, m.rules.must_undertrump)
    if not judged[0] >> c & 1:
        code = refusal(c, judged) or ""
        raise RuleError(code, REFUSALS[code])
    events = [PLAY_EVENTS[s][c]]
    play_card(m, s, c, events)
    return events


def play_card(m: GuinguetteState, s: int, c: int, events: list[Event] | None) -> None:
    """Put card ``c`` of seat ``s`` on the trick; gather the trick when complete.
    ``events`` may be None (rebuilding a trick from a view)."""
    m.hands[s] ^= 1 << c
    trick = m.trick
    trick.append((s, c))
    m.led, m.best_led, m.best_trump = trick_step(c, m.led, m.best_led, m.best_trump, m.trump)
    if len(trick) < len(m.active):
        m.to_act = m.next_in_play[s]
        return
    _gather(m, events)


_record = tuple.__new__         # a Trick or an Event from its fields, skipping their keyword packing


def _gather(m: GuinguetteState, events: list[Event] | None) -> None:
    trick = m.trick
    win = m.best_trump if m.best_trump >= 0 else m.best_led      # as trick_step followed it, card by card
    winner = next(seat for seat, card in trick if card == win)
    m.trick_no += 1
    m.tricks_won[winner] += 1
    if m.tricks_won[winner] == 2 and m.second_at[winner] < 0:
        m.second_at[winner] = m.trick_no
    m.tricks.append(_record(Trick, (trick[0][0], tuple(trick), winner, 0)))
    if events is not None:
        events.append(_record(Event, ("trick", {"number": m.trick_no, "winner": winner,
                                                "cards": [[seat, CODE_LIST[card]] for seat, card in trick]})))
    m.trick = []
    m.led = m.best_led = m.best_trump = -1
    if m.trick_no == HAND:                   # §2: four cards each, four tricks
        settle(m, events if events is not None else [])
    else:
        m.to_act = winner
