"""Each player's change of counters over a Guinguette deal, by cause (issue 13: every result explained).

Read from the deal's engine events, in order: the antes, the eldest's extra counter (its own cause: in
with the antes it read "antes −4" beside everyone's −3, and nothing said why), the cabaret's
bets, the remuer, the baskets won (the guinguette with Q♦, the cabaret, the cotillon in play, the
waiting baskets a vole sweeps), the vole's bonus, the mouche and the fines (the engine's transfer
records say which). The causes of a deal add up to each player's change. A mouche or a fine paid
short, a player giving all he had (§5, insolvency), is its own cause, ``mouche_all`` or ``fine_all``,
so that the sheet can say why it is less than the basket or the fine.
"""
from __future__ import annotations

from .. import i18n

CAUSES = ("ante", "eldest", "bet", "remue", "guinguette", "cabaret", "cotillon", "queue", "vole", "mouche",
          "mouche_all", "fine", "fine_all")


class Ledger:
    def __init__(self, players: int, remue_price: int, fine: int) -> None:
        self.rows: list[dict[str, int]] = [{} for _ in range(players)]
        self.remue_price = remue_price   # what a remue costs; the eldest's first one adds his extra counter
        self.owed = {"fine": fine, "mouche": 0}     # what a fine and (once the deal is settled) a mouche ask
        self.complete = True        # False when the deal began before the table saw it (a resumed match)

    def _add(self, seat: int | None, cause: str, amount: int) -> None:
        if seat is not None and amount:
            row = self.rows[seat]
            row[cause] = row.get(cause, 0) + amount

    def read(self, ev) -> None:
        """Count one engine event of the deal."""
        kind = ev.kind
        if kind == "ante":
            self._add(ev.seat, "ante", -ev.amount)
        elif kind == "cotillon" and ev.get("paid"):
            self._add(ev.seat, "eldest", -ev.paid)         # the eldest's extra counter, its own cause
        elif kind == "cabaret_bet" and ev.get("paid"):
            self._add(ev.seat, "bet", -ev.paid)
        elif kind == "remue" and ev.get("paid"):
            extra = max(0, ev.paid - self.remue_price)     # the eldest's extra counter, as when he says je joue
            self._add(ev.seat, "eldest", -extra)
            self._add(ev.seat, "remue", -(ev.paid - extra))
        elif kind == "guinguette" and ev.seat is not None:
            self._add(ev.seat, "guinguette", ev.amount)
        elif kind == "cabaret_win":
            self._add(ev.seat, "cabaret", ev.amount)
        elif kind == "settle":
            # a mouche owes "a full basket equal to the one in play" (§5.3): the first record moves it
            self.owed["mouche"] = next((tr["amount"] for tr in ev.transfers if tr["from"] is None), 0)
            for tr in ev.transfers:
                self._transfer(tr)

    def _transfer(self, tr: dict) -> None:
        giver, taker, amount = tr["from"], tr["to"], tr["amount"]
        if giver is None:
            self._add(taker, "cotillon" if tr["basket"] == "in_play" else "queue", amount)
        elif taker is not None:
            self._add(giver, "vole", -amount)               # the vole's bonus, from seat to seat
            self._add(taker, "vole", amount)
        else:
            why = tr.get("why") or "mouche"
            self._add(giver, why + "_all" if amount < self.owed[why] else why, -amount)

    def total(self, seat: int) -> int:
        return sum(self.rows[seat].values())

    def causes(self, seat: int) -> list[tuple[str, int]]:
        """(cause, amount) of one player, in the order of the deal."""
        row = self.rows[seat]
        return [(cause, row[cause]) for cause in CAUSES if row.get(cause)]


def worded(causes: list[tuple[str, int]], t) -> str:
    """"antes −3 · stirring −4 · mouche −20": a player's causes in words (``t`` translates), each
    kept whole on a line where they are wrapped ("amende" never parted from its "−2")."""
    return " · ".join(t(f"gg.cause.{cause}", n=i18n.signed(amount)).replace(" ", i18n.NO_BREAK)
                      for cause, amount in causes)
