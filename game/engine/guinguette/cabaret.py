"""Le cabaret: tierces announced, the betting and the showdown (shared/rules/guinguette.md §3.3, 9b).

Functions over :class:`.state.GuinguetteState`. Which bets are legal and why a bet is refused come
from one function, :func:`_refusal`.
"""
from __future__ import annotations

from ..actions import Action, Cabaret
from ..errors import RuleError
from ..events import Event
from . import cotillon
from .moves import CABARET_MOVES
from .rules import find_tierce, showdown_winner
from .state import GuinguetteState


def open_cabaret(m: GuinguetteState, events: list[Event]) -> bool:
    """Announce the holders; settle at once when there are none or one. True when betting starts."""
    any_suits = m.rules.tierce_suits == "any"
    holders = []
    for s in m.order:
        strength, cards = find_tierce(m.hands[s], m.windows, any_suits)
        m.cab_strength[s] = strength
        m.cab_cards[s] = cards
        if strength:
            holders.append(s)
    m.cab_holders = holders
    if not holders:
        # §3.3: no holder, the basket stays for the next deal.
        events.append(Event("cabaret_carried", amount=m.cabaret))
        return False
    events.append(Event("cabaret_announce", seats=list(holders)))
    if len(holders) == 1:
        # 9b: a lone holder from the start shows his tierce as he takes the basket.
        _win(m, holders[0], True, False, events)
        return False
    m.cab_in = list(holders)
    m.cab_pending = list(holders)
    m.cab_level = 0
    m.phase = "cabaret"
    m.to_act = holders[0]
    return True


def cap(m: GuinguetteState) -> int:
    """§3.3 and 9b: the level never exceeds what the poorest holder still in could pay, keeping
    his cotillon ante in reserve."""
    c = m.cab_c
    chips = m.chips
    return min(c[j] + chips[j] for j in m.cab_in) - m.rules.cotillon_ante


def _refusal(action: Cabaret, owed: int, level: int, top: int) -> str | None:
    """Why ``action`` may not be made by a holder who owes ``owed`` at ``level`` under the cap
    ``top``, or None when it may."""
    move = action.move
    if move == "parler":
        return "must_tenir_or_quitter" if owed else None
    if move in ("tenir", "quitter"):
        return None if owed else "nothing_to_call"
    return "raise_over_cap" if level + (action.raise_ or 0) > top else None


def legal(m: GuinguetteState) -> list[Action]:
    owed = m.cab_level - m.cab_c[m.to_act or 0]
    level, top = m.cab_level, cap(m)
    return [a for a in CABARET_MOVES if _refusal(a, owed, level, top) is None]


def _refuse(code: str, level: int, top: int) -> RuleError:
    if code == "must_tenir_or_quitter":
        return RuleError(code, f"the level is {level}: call (tenir), raise (renvier) or fold (quitter)")
    if code == "nothing_to_call":
        return RuleError(code, "nobody has raised: check (parler) or raise (renvier)")
    return RuleError(code, f"the level may not go above {top}, what the poorest holder can pay (§3.3)")


def apply(m: GuinguetteState, action: Cabaret) -> list[Event]:
    s = m.to_act
    assert s is not None
    owed = m.cab_level - m.cab_c[s]
    top = cap(m)
    code = _refusal(action, owed, m.cab_level, top)
    if code is not None:
        raise _refuse(code, m.cab_level, top)
    move = action.move
    raise_ = action.raise_ or 0
    events: list[Event] = []
    paid = owed if move == "tenir" else owed + raise_ if move == "renvier" else 0
    m.cab_level += raise_ if move == "renvier" else 0
    if paid:
        m.chips[s] -= paid
        m.cab_c[s] += paid
        m.cabaret += paid
    m.cab_bets.append({"seat": s, "move": move, "raise": action.raise_})
    if move == "renvier":
        # Everyone still in must answer the raise, in order of play after the raiser.
        n = m.players
        m.cab_pending = [(s + k) % n for k in range(1, n) if (s + k) % n in m.cab_in]
    else:
        m.cab_pending.remove(s)
        if move == "quitter":
            m.cab_in.remove(s)
    events.append(Event("cabaret_bet", **{"seat": s, "move": move, "raise": action.raise_,
                                            "level": m.cab_level, "paid": paid, "basket": m.cabaret}))
    if len(m.cab_in) == 1:
        # §3.3, 9b: every other holder quit, he takes the basket without showing.
        _win(m, m.cab_in[0], False, False, events)
        cotillon.open_cotillon(m, events)
    elif not m.cab_pending:
        # m.cab_in is in order of play from the eldest
        _win(m, showdown_winner(m.cab_in, dict(enumerate(m.cab_strength))), True, True, events)
        cotillon.open_cotillon(m, events)
    else:
        m.to_act = m.cab_pending[0]
    return events


def _win(m: GuinguetteState, seat: int, show: bool, showdown: bool, events: list[Event]) -> None:
    amount = m.cabaret
    m.chips[seat] += amount
    m.cabaret = 0
    m.cab_winner = seat
    shown = m.codes(m.cab_cards[seat]) if show else None
    m.cab_shown = shown
    events.append(Event("cabaret_win", seat=seat, amount=amount, shown=shown, showdown=showdown))
