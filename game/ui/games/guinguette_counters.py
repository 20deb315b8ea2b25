"""The counters of a Guinguette table on the move: a seat's counters paid into a basket, a basket
taken, every transfer of the settlement, as discs flying (ui.md "Motion": 350 ms, staggered 40 ms).
"""
from __future__ import annotations

from .. import anim, theme
from . import guinguette_draw as gdraw

MOST_DISCS = 6          # a transfer of many counters flies as this many discs; the number tells the rest


class Chip:
    """A counter (or a small heap of them) moving between a seat and a basket."""

    def __init__(self, start, end, amount: int):
        self.start = start
        self.end = end
        self.amount = amount
        self.t = 0.0

    def pos(self):
        return anim.lerp_point(self.start(), self.end(), self.t)


class Counters:
    """The discs in the air (``flying``, drawn over the cloth) and the tweens that move them; what
    they carry lands in the table's ``gs`` (``Shown``)."""

    def __init__(self, table):
        self.table = table
        self.flying: list[Chip] = []

    def where(self, seat, basket: str | None, index: int = 0):
        """A callable giving the place of a seat's counters or of a basket (resizes follow)."""
        if seat is not None:
            return lambda: gdraw.chips_centre(self.table.stage, seat)
        return lambda: gdraw.basket_centre(self.table.stage, basket, index, len(self.table.gs.queue))

    def flight(self, start, end, amount: int, delay: float, on_start=None, on_done=None) -> list:
        """Tweens for ``amount`` counters from ``start`` to ``end``: one disc each (at most
        MOST_DISCS), staggered 40 ms (ui.md "Motion")."""
        discs = max(1, min(amount, MOST_DISCS))
        tweens = []
        for i in range(discs):
            chip = Chip(start, end, amount)
            first, last = i == 0, i == discs - 1

            def begin(chip=chip, first=first):
                if first and on_start:
                    on_start()
                self.flying.append(chip)

            def move(value, chip=chip):
                chip.t = value

            def land(chip=chip, last=last):
                if chip in self.flying:
                    self.flying.remove(chip)
                if last and on_done:
                    on_done()
            tweens.append(anim.Tween(theme.COUNTER_S, "out", delay + i * theme.COUNTER_STAGGER_S,
                                     on_start=begin, on_update=move, on_done=land))
        return tweens

    def pay_in(self, seat: int, basket: str, amount: int, delay: float = 0.0) -> list:
        gs = self.table.gs

        def leave():
            gs.chips[seat] -= amount

        def land():
            self.add_basket(basket, amount)
        return self.flight(self.where(seat, None), self.where(None, basket), amount, delay, leave, land)

    def take_out(self, seat: int, basket: str, amount: int, delay: float = 0.0) -> list:
        """A basket won: its counters fly to the seat's."""
        gs = self.table.gs

        def leave():
            self.add_basket(basket, -amount)

        def land():
            gs.chips[seat] += amount
        return self.flight(self.where(None, basket), self.where(seat, None), amount, delay, leave, land)

    def add_basket(self, basket: str, amount: int) -> None:
        gs = self.table.gs
        if basket == "guinguette":
            gs.guinguette += amount
        elif basket == "cabaret":
            gs.cabaret += amount
        else:
            gs.basket += amount

