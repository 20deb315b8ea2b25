"""Settlement of the cotillon and the end of the match (shared/rules/guinguette.md §5, §7, 9b).

Mixed into :class:`game.engine.guinguette.GuinguetteMatch`; the names of the state live there.

Every counter moves through one transfer record ``{"from", "to", "amount", "basket"}``: ``from`` and
``to`` are seats or null (null is the basket named by ``basket``); ``basket`` is ``"in_play"``, ``"queue"``
(with ``index``, its place in the cotillon queue after the move), ``"guinguette"``, ``"cabaret"`` or
null for a payment from seat to seat. A record with both ``from`` and ``to`` null moves the basket in
play to the queue.
"""
from __future__ import annotations

from .events import Event


def ranking_of(chips: list) -> list:
    """§7: seats by counters held, high to low; equal counts share the place."""
    by = {}
    for s, c in enumerate(chips):
        by.setdefault(c, []).append(s)
    return [by[c] for c in sorted(by, reverse=True)]


class Settlement:

    def _pay(self, seat: int, amount: int) -> int:
        """§5 insolvency: a debtor pays what he has and the rest is forgiven. Returns the amount paid."""
        paid = min(amount, self.chips[seat])
        self.chips[seat] -= paid
        return paid

    def _settle_lone_eldest(self, events: list):
        # §3.4 step 6, A9: everyone else passed; the eldest takes the basket, no fines.
        e = self.eldest
        amount = self.basket
        self.chips[e] += amount
        self.basket = 0
        transfers = [{"from": None, "to": e, "amount": amount, "basket": "in_play"}]
        self.cot_round = None
        self.active = [e]
        events.append(Event("settle", reason="lone_eldest", winner=e, tricks=list(self.tricks_won),
                            transfers=transfers))
        self._end_deal(events, "lone_eldest")

    def _settle(self, events: list):
        tw = self.tricks_won
        active = self.active
        value = self.basket                 # "a full basket equal to the one in play" (§5.3)
        chips = self.chips
        queue = self.queue
        transfers = []
        vole = next((s for s in active if tw[s] == 4), None)
        if vole is not None:
            # §5.1: the basket in play and every queued basket, then the bonuses, then the mouches.
            reason, winner = "vole", vole
            chips[vole] += value
            transfers.append({"from": None, "to": vole, "amount": value, "basket": "in_play"})
            for q in queue:
                chips[vole] += q
                transfers.append({"from": None, "to": vole, "amount": q, "basket": "queue", "index": 0})
            queue.clear()
            self.basket = 0
            payers = self.order if self.o_vole_all else active
            bonus = self.o_vole_bonus
            if bonus:
                for p in payers:
                    if p != vole:
                        paid = self._pay(p, bonus)
                        chips[vole] += paid
                        transfers.append({"from": p, "to": vole, "amount": paid, "basket": None})
            mouches = [s for s in active if s != vole] if self.o_vole_mouche else []
            fined = []
        else:
            # §5.2, A6: most tricks with at least 2; a 2-2 split goes to the first to his second trick.
            winner = None
            for s in active:
                if tw[s] >= 2 and (winner is None or tw[s] > tw[winner]
                                   or (tw[s] == tw[winner] and self.second_at[s] < self.second_at[winner])):
                    winner = s
            if winner is not None:
                reason = "won"
                chips[winner] += value
                transfers.append({"from": None, "to": winner, "amount": value, "basket": "in_play"})
            else:
                reason = "split"              # 1-1-1-1: back to the front of the queue
                queue.insert(0, value)
                transfers.append({"from": None, "to": None, "amount": value, "basket": "queue", "index": 0})
            self.basket = 0
            mouches = [s for s in active if tw[s] == 0]
            fined = [s for s in active if tw[s] == 1]
        for s in mouches:
            # §5.3, Mouche: a new basket appended to the queue, even an insolvent player's (9b).
            paid = self._pay(s, value)
            queue.append(paid)
            transfers.append({"from": s, "to": None, "amount": paid, "basket": "queue", "index": len(queue) - 1})
        fine = self.o_fine
        if fine:
            for s in fined:
                # A7, 9b: into the next basket to be played, created when the queue is empty.
                paid = self._pay(s, fine)
                if not paid:
                    continue
                if not queue:
                    queue.append(0)
                queue[0] += paid
                transfers.append({"from": s, "to": None, "amount": paid, "basket": "queue", "index": 0})
        events.append(Event("settle", reason=reason, winner=winner, tricks=list(tw), transfers=transfers))
        self._end_deal(events, reason)

    def _end_deal(self, events: list, reason: str):
        events.append(Event("deal_end", deal=self.deal, reason=reason, chips=list(self.chips),
                            guinguette=self.guinguette, cabaret=self.cabaret,
                            cotillon_queue=list(self.queue)))
        if self.stop_after_deal:
            self.phase = "deal_over"
            self.to_act = None
            return
        self._begin_deal(events)

    def _end_match(self, events: list):
        """§7, 9b: every basket pooled and shared among those still at the table; the leftover
        counters one by one in order of play from the last eldest."""
        pool = self.guinguette + self.cabaret + sum(self.queue) + self.basket
        takers = [s for s in self._order_from(self.eldest, self.players) if self.at_table[s]]
        if not takers:
            takers = self._order_from(self.eldest, self.players)
        share, left = divmod(pool, len(takers))
        transfers = []
        for i, s in enumerate(takers):
            amount = share + (1 if i < left else 0)
            if amount:
                self.chips[s] += amount
                transfers.append({"from": None, "to": s, "amount": amount, "basket": "pool"})
        self.guinguette = self.cabaret = self.basket = 0
        self.queue = []
        events.append(Event("share", pool=pool, transfers=transfers))    # even empty: the baskets go
        self.phase = "match_over"
        self.to_act = None
        self.match_over = True
        events.append(Event("match_end", result=self.result_json()))

    def _order_from(self, first: int, n: int) -> list:
        return [(first + k) % n for k in range(n)]

    def result_json(self):
        if not self.match_over:
            return None
        return {"ranking": ranking_of(self.chips), "chips": list(self.chips)}
