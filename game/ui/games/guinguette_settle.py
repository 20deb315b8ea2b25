"""The settlement of a Guinguette deal and the share-out at the end, as counters flying between the
baskets and the seats in the engine's order of transfers (shared/rules/guinguette.md §5, §7;
game/engine/guinguette/settlement.py names the transfer records).

"""
from __future__ import annotations

from .. import theme
from . import guinguette_draw as gdraw
from .guinguette_counters import MOST_DISCS


class Settlement:
    """A deal's settlement and the final share-out, in the engine's order of transfers."""

    def __init__(self, table):
        self.table = table
        self.stage, self.gs, self.counters = table.stage, table.gs, table.counters
        self.settled_by = None            # who took the basket in play (named on the deal's paper)
        self.second_first = False         # ... at two tricks each, by making his second one first (§5)
        self.tricks: list[int] = []       # the tricks each seat made, as the engine settled them

    def settle(self, ev) -> None:
        """§5: every counter of the settlement moves, in the engine's order."""
        sc = self.stage
        self.settled_by = ev.winner          # named on the paper at the end of the deal
        self.second_first = ev.second_first
        self.tricks = list(ev.tricks)
        key = f"gg.banner.settle_{ev.reason}"
        if ev.winner is None:
            self.table.story_line(key)
        else:
            got = [t for t in ev.transfers if t["to"] == ev.winner]
            # the baskets apart from what the others pay him (a vole's bonus)
            self.table.story_line(key, ev.winner, amount=sum(t["amount"] for t in got if t["from"] is None),
                                  bonus=sum(t["amount"] for t in got if t["from"] is not None))
        tweens = []
        delay = 0.0
        for tr in ev.transfers:
            got = self._transfer(tr, delay)
            tweens += got
            delay += theme.COUNTER_STAGGER_S * max(1, min(tr["amount"], MOST_DISCS)) + theme.COUNTER_S * 0.5
        if tweens:
            sc.timeline.then(*tweens, label="settle")
            self.table.basket_won(ev.winner)
        # the counters where the settlement left them, long enough to read at every speed but
        # "instant" (no waiting asked for: the sheet says it all), before the deal's sheet covers the table
        sc.timeline.pause(theme.read_pause(theme.TRICK_READ_S, sc.timeline.speed), label="settled", readable=True)

    def _transfer(self, tr: dict, delay: float) -> list:
        where, flight = self.counters.where, self.counters.flight
        gs = self.gs
        amount, src, dst, basket = tr["amount"], tr["from"], tr["to"], tr["basket"]
        index = tr.get("index", 0)
        if src is None and dst is not None and basket != "queue":
            return self.counters.take_out(dst, "in_play", amount, delay)      # the basket in play is won
        if src is None and dst is not None:
            # a vole takes the front of the queue
            def leave():
                if gs.queue:
                    gs.queue.pop(0)

            def land():
                gs.chips[dst] += amount
            return flight(where(None, "queue", 0), where(dst, None), amount, delay, leave, land)
        if src is None and dst is None:
            # 1-1-1-1: the basket in play goes back to the front of the queue (A6)
            def leave():
                gs.basket = 0

            def land():
                gs.queue.insert(0, amount)
            return flight(where(None, "in_play"), where(None, "queue", 0), amount, delay,
                                leave, land)
        if dst is None:
            # a mouche's new basket, or a one-trick fine into the first queued basket
            def leave():
                gs.chips[src] -= amount

            def land():
                if index >= len(gs.queue):
                    gs.queue.append(amount)
                else:
                    gs.queue[index] += amount
            return flight(where(src, None), where(None, "queue", index), amount, delay,
                                leave, land)

        def leave():
            gs.chips[src] -= amount

        def land():
            gs.chips[dst] += amount
        return flight(where(src, None), where(dst, None), amount, delay, leave, land)

    def share(self, ev) -> None:
        """§7: at the end every basket is pooled and shared among the players still at the table."""
        where, flight = self.counters.where, self.counters.flight
        sc = self.stage
        gs = self.gs
        self.table.shared = (ev.pool, {tr["to"]: tr["amount"] for tr in ev.transfers})

        def pool():
            gs.guinguette = gs.cabaret = gs.basket = 0
            gs.queue = []
            gs.basket_open = False
            if ev.pool:
                self.table.banner("gg.banner.share", None, pool=ev.pool)
            # the sheet's last line: the counters once the baskets are shared
            final = list(gs.chips)
            for tr in ev.transfers:
                final[tr["to"]] += tr["amount"]
            sc.model.history.append({"deal": sc.model.deal, "share": True, "dealer": None, "reason": "share",
                                     "chips": final, "guinguette": 0, "cabaret": 0, "queue": []})
        sc.timeline.call(pool)
        tweens = []
        for k, tr in enumerate(ev.transfers):
            def land(tr=tr):
                gs.chips[tr["to"]] += tr["amount"]
            tweens += flight(lambda: gdraw.basket_centre(sc, "pool", 0), where(tr["to"], None),
                                   tr["amount"], k * theme.COUNTER_STAGGER_S * 2, None, land)
        if tweens:
            sc.timeline.then(*tweens, label="share")
