"""Le cotillon until the cards are played: the basket in play, the trump, the speaking round and the
renvi rounds with their exchanges (shared/rules/guinguette.md §3.4, §3.5, 9b).

Functions over :class:`.state.GuinguetteState`. Which words are legal and why one is refused come
from one place: :func:`_word_refusal` and :func:`_remue_refusal`.
"""
from __future__ import annotations

from ..actions import Action, Cotillon, Trump
from ..cards import CODE_LIST, SUITS
from ..errors import RuleError
from ..events import Event
from ..match import below
from . import settlement, tricks
from .moves import SPEAKING_MOVES, remue_list
from .state import GuinguetteState

# ---- opening (§3.4 steps 1–2)


def open_cotillon(m: GuinguetteState, events: list[Event]) -> None:
    """The basket in play (the front of the queue, or a new one), the antes, then the eldest names trumps."""
    from_queue = bool(m.queue)
    m.basket = m.queue.pop(0) if from_queue else 0
    events.append(Event("cotillon_open", amount=m.basket, from_queue=from_queue))
    ante = m.rules.cotillon_ante
    for s in m.order:
        # 9b: bankruptcy was checked against this ante and the cabaret cap kept it in reserve.
        m.chips[s] -= ante
        m.basket += ante
        events.append(Event("ante", seat=s, basket="cotillon", amount=ante))
    m.phase = "trump"
    m.to_act = m.eldest


def apply_trump(m: GuinguetteState, action: Trump) -> list[Event]:
    m.trump = action.suit
    m.phase = "cotillon"
    m.cot_round = "speaking"
    m.cot_queue = list(m.order)
    m.cot_next = []
    m.to_act = m.eldest
    return [Event("trump", seat=m.eldest, suit=SUITS[action.suit])]


# ---- speaking and renvi rounds (§3.4 steps 3–6, §3.5)

def prices(m: GuinguetteState, s: int) -> tuple[int, int]:
    """(the extra counter *je joue* costs seat ``s`` now, the price of a *remue*): see
    :attr:`.rules.Rules.prices`."""
    return m.rules.prices[s == m.eldest and m.cot_round == "speaking"]


def _word_refusal(renvi: bool, eldest: bool, move: str) -> str | None:
    """Why a seat may not say ``move`` (joue, passe, stop) in this round, or None when he may."""
    if renvi:
        return None if move == "stop" else "renvi_round"     # A14: remuer again or stop
    if move == "stop":
        return "speaking_round"
    if move == "passe" and eldest:
        return "eldest_cannot_pass"                          # §3.4: the eldest plays
    return None


# The same rule worked out once, by [renvi round][eldest]: the words a seat may say, and why the
# others are refused.
_WORDS: tuple[tuple[list[Action], ...], ...] = tuple(
    tuple([a for a in SPEAKING_MOVES if _word_refusal(renvi, eldest, a.move) is None] for eldest in (False, True))
    for renvi in (False, True))
_WORD_REFUSALS = tuple(tuple({a.move: _word_refusal(renvi, eldest, a.move) for a in SPEAKING_MOVES}
                             for eldest in (False, True)) for renvi in (False, True))


def _remue_refusal(m: GuinguetteState, s: int, price: int) -> str | None:
    """Why seat ``s`` may not exchange a card at ``price`` now (a limit reached, or counters short), or None."""
    limit = m.rules.max_remuer
    if limit and m.remuers[s] >= limit:
        return "max_remuer_reached"
    return "cannot_pay" if m.chips[s] < price else None


def legal(m: GuinguetteState) -> list[Action]:
    s = m.to_act
    assert s is not None
    words = _WORDS[m.cot_round == "renvi"][s == m.eldest]
    if _remue_refusal(m, s, prices(m, s)[1]) is None:
        return words + remue_list(m.hands[s])
    return words[:]


def _refuse(m: GuinguetteState, action: Cotillon, code: str) -> RuleError:
    messages = {
        "card_not_in_hand": f"{CODE_LIST[action.card or 0]} is not in your hand",
        "max_remuer_reached": f"at most {m.rules.max_remuer} exchanges per deal",
        "cannot_pay": "you do not have the counters to remuer",
        "renvi_round": "in a renvi round you may only remuer again or stop",
        "speaking_round": "stop belongs to the renvi rounds: say joue, passe or remue",
        "eldest_cannot_pass": "the eldest plays the cotillon: he cannot pass",
    }
    return RuleError(code, messages[code])


_STIRS = 32         # the draws of a deal's stirs are made this many at a time


def _stir(m: GuinguetteState, size: int) -> int:
    """Where in the talon of ``size`` cards the stir of this remue leaves the card drawn: the deal's
    k-th stir reads its k-th draw, made with the 31 after it at the first stir that needs them."""
    if m.rng_scheme == 1:
        return int(m.legacy_rng("stir").random() * size)
    k = len(m.exchanges)
    words = m.stir_draws
    while k >= len(words):      # a match rebuilt from a view starts with none drawn
        words = m.stir_draws = words + m.deal_draws(f"stirs{len(words) // _STIRS}", _STIRS)
    return below(words[k], size)


_event = tuple.__new__          # an Event from (kind, fields), skipping Event.__new__'s keyword packing


def apply(m: GuinguetteState, action: Cotillon) -> list[Event]:
    s = m.to_act
    assert s is not None
    move = action.move
    renvi = m.cot_round == "renvi"
    extra, price = prices(m, s)
    if move == "remue":
        c = action.card
        code = "card_not_in_hand" if c is None or not m.hands[s] >> c & 1 else _remue_refusal(m, s, price)
    else:
        code = _WORD_REFUSALS[renvi][s == m.eldest][move]
    if code is not None:
        raise _refuse(m, action, code)
    events: list[Event] = []
    # §3.4 step 3, 9b: the eldest's extra counter on his first turn, paid as far as he can (§5).
    paid = extra if extra <= m.chips[s] else m.chips[s]
    if move == "remue":
        paid = price - extra + paid
    if paid:
        m.chips[s] -= paid
        m.basket += paid
    if move == "remue":
        # §3.5: the card goes face down into the talon, which is stirred; he draws its top card.
        # Only the drawn card matters to anyone, so the stir is a uniform draw from the talon.
        c = action.card or 0
        talon = m.talon
        talon.append(c)
        j = _stir(m, len(talon))
        drawn = talon[j]
        talon[j] = talon[-1]
        talon.pop()
        m.hands[s] = (m.hands[s] & ~(1 << c)) | (1 << drawn)
        m.remuers[s] += 1
        m.exchanges.append((s, c))
        m.said[s] = "remue"
        m.cot_next.append(s)
        private = [0] * len(m.hands)
        private[s] = 1 << drawn          # only the drawer sees the card he drew
        events.append(_event(Event, ("remue", {"seat": s, "paid": paid, "count": m.remuers[s], "private": private})))
    else:
        if move != "stop":
            m.said[s] = move
        events.append(_event(Event, ("cotillon", {"seat": s, "move": move, "paid": paid})))
    queue = m.cot_queue
    queue.pop(0)
    if queue:
        m.to_act = queue[0]
    else:
        _round_over(m, renvi, events)
    return events


def _round_over(m: GuinguetteState, renvi: bool, events: list[Event]) -> None:
    """Everyone has spoken: the eldest alone takes the basket, or a renvi round, or the tricks."""
    eldest = m.eldest
    if not renvi and all(m.said[j] == "passe" for j in m.order if j != eldest):
        settlement.settle_lone_eldest(m, events)       # §3.4 step 6, A9
    elif m.cot_next:
        m.cot_round = "renvi"                          # A14: only the last round's remuers speak again
        m.cot_queue = m.cot_next
        m.cot_next = []
        m.to_act = m.cot_queue[0]
    else:
        tricks.open_play(m)
