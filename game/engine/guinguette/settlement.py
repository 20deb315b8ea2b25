"""Settlement of the cotillon and the end of the match (shared/rules/guinguette.md §5, §7, 9b).

Functions over :class:`.state.GuinguetteState`. Every counter moves through one transfer record
``{"from", "to", "amount", "basket"}``: ``from`` and ``to`` are seats or null (null is the basket
named by ``basket``); ``basket`` is ``"in_play"``, ``"queue"`` (with ``index``, its place in the
cotillon queue after the move), ``"guinguette"``, ``"cabaret"``, ``"pool"`` or null for a payment from
seat to seat. A record with both ``from`` and ``to`` null moves the basket in play to the queue. A
player's payment into the queue also says ``why``: ``"mouche"`` (no trick) or ``"fine"`` (one trick).

A settled deal leaves the match in phase ``deal_over``; the match deals the next one
(:func:`game.engine.guinguette.deal.begin_deal`) unless it stops after the deal (search).
"""
from __future__ import annotations

from typing import Any

from ..events import Event
from .stakes import ante_rounds
from .state import GuinguetteState

Transfer = dict[str, Any]


def ranking_of(chips: list[int]) -> list[list[int]]:
    """§7: seats by counters held, high to low; equal counts share the place."""
    by: dict[int, list[int]] = {}
    for s, c in enumerate(chips):
        by.setdefault(c, []).append(s)
    return [by[c] for c in sorted(by, reverse=True)]


def _pay(m: GuinguetteState, seat: int, amount: int) -> int:
    """§5 insolvency: a debtor pays what he has and the rest is forgiven. Returns the amount paid."""
    paid = min(amount, m.chips[seat])
    m.chips[seat] -= paid
    return paid


def settle_lone_eldest(m: GuinguetteState, events: list[Event]) -> None:
    # §3.4 step 6, A9: everyone else passed; the eldest takes the basket, no fines.
    e = m.eldest
    amount = m.basket
    m.chips[e] += amount
    m.basket = 0
    transfers = [{"from": None, "to": e, "amount": amount, "basket": "in_play"}]
    m.cot_round = None
    m.active = [e]
    events.append(Event("settle", reason="lone_eldest", winner=e, tricks=list(m.tricks_won),
                        transfers=transfers, second_first=False))
    end_deal(m, events, "lone_eldest")


def settle(m: GuinguetteState, events: list[Event]) -> None:
    """§5 after the fourth trick: the vole, the winner or a split; then the mouches and the fines."""
    tw = m.tricks_won
    active = m.active
    value = m.basket                 # "a full basket equal to the one in play" (§5.3)
    transfers: list[Transfer] = []
    vole = next((s for s in active if tw[s] == 4), None)
    if vole is not None:
        reason: str = "vole"
        winner: int | None = vole
        second_first = False
        _vole(m, vole, value, transfers)
        mouches = [s for s in active if s != vole] if m.rules.vole_mouche else []
        fined: list[int] = []
    else:
        winner, second_first = _basket_winner(m)
        if winner is not None:
            reason = "won"
            m.chips[winner] += value
            transfers.append({"from": None, "to": winner, "amount": value, "basket": "in_play"})
        else:
            reason = "split"              # 1-1-1-1: back to the front of the queue
            m.queue.insert(0, value)
            transfers.append({"from": None, "to": None, "amount": value, "basket": "queue", "index": 0})
        mouches = [s for s in active if tw[s] == 0]
        fined = [s for s in active if tw[s] == 1]
    m.basket = 0
    _mouches_and_fines(m, value, mouches, fined, transfers)
    events.append(Event("settle", reason=reason, winner=winner, tricks=list(tw), transfers=transfers,
                        second_first=second_first))
    end_deal(m, events, reason)


def _vole(m: GuinguetteState, vole: int, value: int, transfers: list[Transfer]) -> None:
    # §5.1: the basket in play and every queued basket, then the bonuses.
    chips = m.chips
    chips[vole] += value
    transfers.append({"from": None, "to": vole, "amount": value, "basket": "in_play"})
    for q in m.queue:
        chips[vole] += q
        transfers.append({"from": None, "to": vole, "amount": q, "basket": "queue", "index": 0})
    m.queue.clear()
    payers = m.order if m.rules.vole_payers == "all" else m.active
    bonus = m.rules.vole_bonus
    if bonus:
        for p in payers:
            if p != vole:
                paid = _pay(m, p, bonus)
                chips[vole] += paid
                transfers.append({"from": p, "to": vole, "amount": paid, "basket": None})


def _basket_winner(m: GuinguetteState) -> tuple[int | None, bool]:
    # §5.2, A6: most tricks with at least 2; a 2-2 split goes to the first to his second trick.
    # Also says whether that tie decided it.
    tw = m.tricks_won
    winner = None
    for s in m.active:
        if tw[s] >= 2 and (winner is None or tw[s] > tw[winner]
                           or (tw[s] == tw[winner] and m.second_at[s] < m.second_at[winner])):
            winner = s
    return winner, winner is not None and sum(tw[s] == tw[winner] for s in m.active) > 1


def _mouches_and_fines(m: GuinguetteState, value: int, mouches: list[int], fined: list[int],
                       transfers: list[Transfer]) -> None:
    queue = m.queue
    for s in mouches:
        # §5.3, Mouche: a new basket appended to the queue, even an insolvent player's (9b).
        paid = _pay(m, s, value)
        queue.append(paid)
        transfers.append({"from": s, "to": None, "amount": paid, "basket": "queue", "index": len(queue) - 1,
                          "why": "mouche"})
    fine = m.rules.one_trick_fine
    if not fine:
        return
    for s in fined:
        # A7, 9b: into the next basket to be played, created when the queue is empty.
        paid = _pay(m, s, fine)
        if not paid:
            continue
        if not queue:
            queue.append(0)
        queue[0] += paid
        transfers.append({"from": s, "to": None, "amount": paid, "basket": "queue", "index": 0, "why": "fine"})


def ends_after_deal(m: GuinguetteState) -> bool:
    """§7, 9b: whether the match ends once this deal is settled: it was the last deal, or a seat
    will not be able to pay the next deal's antes (with ``eliminate``, leaving fewer than three)."""
    return m.deal >= m.deals_total or bool(ante_rounds(m)[-1][0])


def end_deal(m: GuinguetteState, events: list[Event], reason: str) -> None:
    # §7, 9b: who will not be able to pay the next deal's antes, and whether the match then ends
    rounds = ante_rounds(m) if m.deal < m.deals_total else [([], 0, 0, 0)]
    short = [s for broke, _, _, _ in rounds for s in broke]
    need = max((need for broke, need, _, _ in rounds if broke), default=0)
    events.append(Event("deal_end", deal=m.deal, reason=reason, chips=list(m.chips),
                        guinguette=m.guinguette, cabaret=m.cabaret, cotillon_queue=list(m.queue),
                        short=short, need=need, ends=bool(rounds[-1][0])))
    m.phase = "deal_over"
    m.to_act = None


def pool_shares(m: GuinguetteState) -> tuple[int, list[tuple[int, int]]]:
    """§7, 9b: every basket pooled, and each (seat, share) of it: divided equally among those still
    at the table (everyone, if nobody is), the leftover counters one by one in order of play from
    the last eldest."""
    pool = m.guinguette + m.cabaret + sum(m.queue) + m.basket
    takers = [s for s in m.order_from(m.eldest) if m.at_table[s]] or m.order_from(m.eldest)
    share, left = divmod(pool, len(takers))
    return pool, [(s, share + (1 if i < left else 0)) for i, s in enumerate(takers)]


def end_match(m: GuinguetteState, events: list[Event]) -> None:
    """§7, 9b: every basket pooled and shared (:func:`pool_shares`)."""
    pool, shares = pool_shares(m)
    transfers = []
    for s, amount in shares:
        if amount:
            m.chips[s] += amount
            transfers.append({"from": None, "to": s, "amount": amount, "basket": "pool"})
    m.guinguette = m.cabaret = m.basket = 0
    m.queue = []
    events.append(Event("share", pool=pool, transfers=transfers))    # even empty: the baskets go
    m.phase = "match_over"
    m.to_act = None
    m.match_over = True
    events.append(Event("match_end", result=result(m)))


def result(m: GuinguetteState) -> dict[str, Any] | None:
    """The contract's result: the ranking by counters, once the match is over."""
    if not m.match_over:
        return None
    return {"ranking": ranking_of(m.chips), "chips": list(m.chips)}
