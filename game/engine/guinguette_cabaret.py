"""Le cabaret: tierces announced, the betting and the showdown (shared/rules/guinguette.md §3.3, 9b).

Mixed into :class:`game.engine.guinguette.GuinguetteMatch`; the names of the state live there.
"""
from __future__ import annotations

from .actions import Cabaret
from .errors import RuleError
from .events import Event
from .guinguette_rules import find_tierce

PARLER = Cabaret("parler")
TENIR = Cabaret("tenir")
QUITTER = Cabaret("quitter")
RENVIER = {r: Cabaret("renvier", r) for r in (1, 2, 4)}
RAISES = (1, 2, 4)


class CabaretPhase:
    """Tierce detection at the deal, then the holders' betting, then the basket's winner."""

    def _cabaret_open(self, events: list) -> bool:
        """Announce the holders; settle at once when there are none or one. True when betting starts."""
        any_suits = self.o_any_suits
        windows = self.windows
        holders = []
        for s in self.order:
            strength, cards = find_tierce(self.hands[s], windows, any_suits)
            self.cab_strength[s] = strength
            self.cab_cards[s] = cards
            if strength:
                holders.append(s)
        self.cab_holders = holders
        if not holders:
            # §3.3: no holder, the basket stays for the next deal.
            events.append(Event("cabaret_carried", amount=self.cabaret))
            return False
        events.append(Event("cabaret_announce", seats=list(holders)))
        if len(holders) == 1:
            # 9b: a lone holder from the start shows his tierce as he takes the basket.
            self._cabaret_win(holders[0], True, False, events)
            return False
        self.cab_in = list(holders)
        self.cab_pending = list(holders)
        self.cab_level = 0
        self.phase = "cabaret"
        self.to_act = holders[0]
        return True

    def _cabaret_cap(self) -> int:
        """§3.3 and 9b: the level never exceeds what the poorest holder still in could pay,
        keeping his cotillon ante in reserve."""
        c = self.cab_c
        chips = self.chips
        return min(c[j] + chips[j] for j in self.cab_in) - self.o_cot_ante

    def _cabaret_legal(self) -> list:
        s = self.to_act
        level = self.cab_level
        out = [PARLER] if self.cab_c[s] == level else [TENIR, QUITTER]
        cap = self._cabaret_cap()
        for r in RAISES:
            if level + r <= cap:
                out.append(RENVIER[r])
        return out

    def _cabaret_apply(self, action) -> list:
        s = self.to_act
        move = action.move
        owed = self.cab_level - self.cab_c[s]
        if move == "parler" and owed:
            raise RuleError("must_tenir_or_quitter", f"the level is {self.cab_level}: "
                                                     "call (tenir), raise (renvier) or fold (quitter)")
        if move in ("tenir", "quitter") and not owed:
            raise RuleError("nothing_to_call", "nobody has raised: check (parler) or raise (renvier)")
        if move == "renvier" and self.cab_level + action.raise_ > self._cabaret_cap():
            raise RuleError("raise_over_cap", f"the level may not go above {self._cabaret_cap()}, "
                                              "what the poorest holder can pay (§3.3)")
        events = []
        paid = 0
        if move == "tenir":
            paid = owed
        elif move == "renvier":
            paid = owed + action.raise_
            self.cab_level += action.raise_
        if paid:
            self.chips[s] -= paid
            self.cab_c[s] += paid
            self.cabaret += paid
        self.cab_bets.append({"seat": s, "move": move, "raise": action.raise_})
        pending = self.cab_pending
        if move == "renvier":
            # Everyone still in must answer the raise, in order of play after the raiser.
            n = self.players
            in_ = self.cab_in
            self.cab_pending = [(s + k) % n for k in range(1, n) if (s + k) % n in in_]
        else:
            pending.remove(s)
            if move == "quitter":
                self.cab_in.remove(s)
        events.append(Event("cabaret_bet", **{"seat": s, "move": move, "raise": action.raise_,
                                                "level": self.cab_level, "paid": paid,
                                                "basket": self.cabaret}))
        if len(self.cab_in) == 1:
            # §3.3, 9b: every other holder quit, he takes the basket without showing.
            self._cabaret_win(self.cab_in[0], False, False, events)
            self._cotillon_open(events)
        elif not self.cab_pending:
            best = self.cab_in[0]
            for j in self.cab_in:        # in order of play from the eldest: ties stay with the first
                if self.cab_strength[j] > self.cab_strength[best]:
                    best = j
            self._cabaret_win(best, True, True, events)
            self._cotillon_open(events)
        else:
            self.to_act = self.cab_pending[0]
        return events

    def _cabaret_win(self, seat: int, show: bool, showdown: bool, events: list):
        amount = self.cabaret
        self.chips[seat] += amount
        self.cabaret = 0
        self.cab_winner = seat
        shown = self.codes(self.cab_cards[seat]) if show else None
        self.cab_shown = shown
        events.append(Event("cabaret_win", seat=seat, amount=amount, shown=shown, showdown=showdown))
