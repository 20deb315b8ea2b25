"""Guinguette's engine events as animation steps on the table's timeline: antes and counters, the
deal, Q♦ shown, the cabaret's words and bets, the trump, the speaking and renvi rounds (a passer's hand
laid aside, a card stirred into the talon and back), the tricks, the final share
(shared/rules/guinguette.md). What the table shows lives in the table's ``gs`` (``Shown``), changed
only by these steps.
"""
from __future__ import annotations

from game.engine.guinguette.rules import PLAYERS

from .. import i18n, theme
from ..table.log import card_name
from . import guinguette_draw as gdraw
from .guinguette_ledger import Ledger, worded

RAISE_KEYS = {1: "gg.raise.1", 2: "gg.raise.2", 4: "gg.raise.4"}


class Story:
    """Tells a Guinguette table's events: one step per event kind, on the stage's timeline."""

    def __init__(self, table):
        self.table = table
        self.stage, self.gs, self.counters = table.stage, table.gs, table.counters
        self.in_deal = False          # a deal is on the table (its antes have been paid)
        self.ledger = self._ledger()
        self.ledger.complete = False  # a deal begun before this table (a resumed match) is not explained

    def _ledger(self) -> Ledger:
        """The causes of a deal's changes, counted afresh."""
        return Ledger(self.stage.players, self.table.remue_price, self.table.fine)

    def animate(self, events: list, action=None) -> None:
        handlers = self._handlers(action)
        i = 0
        while i < len(events):
            if events[i].kind == "ante":
                i = self._ante_run(events, i)
                continue
            self.ledger.read(events[i])
            handler = handlers.get(events[i].kind)
            if handler is not None:
                handler(events[i])
            i += 1

    def _ante_run(self, events: list, i: int) -> int:
        """The antes from ``events[i]`` on, paid together (a new deal's first ones open it); returns
        the index of the first event after them."""
        j = i
        while j < len(events) and events[j].kind == "ante":
            j += 1
        if not self.in_deal:
            self._start_deal(events[j:])
            self.ledger = self._ledger()
        for ante in events[i:j]:
            self.ledger.read(ante)
        self._antes(events[i:j])
        return j

    def _handlers(self, action) -> dict:
        """Each event kind's steps on the timeline (the antes are grouped by ``animate``)."""
        sc = self.stage
        pause = theme.TRICK_PAUSE_S

        def then_pause(step, seconds):
            def run(ev):
                sc.timeline.call(lambda: step(ev))
                sc.timeline.pause(seconds)
            return run

        def at_once(step):
            return lambda ev: sc.timeline.call(lambda: step(ev))

        return {
            "deal": self._deal,
            "eliminated": lambda ev: self._left(ev, pause),
            "bankrupt": lambda ev: self._bankrupt(ev, pause),
            "guinguette": self._guinguette,
            "cabaret_announce": then_pause(self._announce, pause),
            "cabaret_bet": self._bet,
            "cabaret_win": self._cabaret_win,
            "cabaret_carried": self._carried,
            "cotillon_open": at_once(self._cotillon_open),
            "trump": then_pause(self._trump, pause * 0.6),
            "cotillon": self._speak,
            "remue": lambda ev: self._remue(ev, action),
            "play": self.table._play,
            "trick": self.table._trick,
            "settle": self.table.settlement.settle,
            "deal_end": self._deal_over,
            "share": self.table.settlement.share,
            "match_end": lambda ev: sc.hold_for(lambda: sc.open_match_end(self.table.match_result(ev))),
        }

    def _carried(self, ev) -> None:
        if ev.amount:
            self.table.story_line("gg.banner.cabaret_carried", None, theme.TRICK_PAUSE_S * 0.6, amount=ev.amount)

    def _deal_over(self, ev) -> None:
        sc = self.stage
        ledger = self.ledger
        sc.timeline.call(lambda: self._deal_end(ev))
        sc.timeline.call(lambda: self._log_payments(ledger))
        sc.hold_for(lambda: self.table.open_deal_end(self.table.deal_summary(ev, ledger)))
        self.in_deal = False

    def _start_deal(self, rest: list) -> None:
        """The first ante of a deal: a clean table (the deal event that follows names the dealer)."""
        sc = self.stage
        self.in_deal = True
        deal_ev = next((e for e in rest if e.kind == "deal"), None)

        def start(deal_ev=deal_ev):
            if deal_ev is not None:
                sc.new_deal(deal_ev.deal, deal_ev.dealer)
                self.table.cursor = {"deal": deal_ev.deal, "trick": 1, "shown": [0] * sc.model.players}
            self.gs.new_deal(sc.players)
            if deal_ev is not None:
                self.gs.eldest = deal_ev.eldest
            self.gs.basket_open = False
        sc.timeline.call(start)

    def _antes(self, antes: list) -> None:
        tweens = []
        for k, ev in enumerate(antes):
            basket = ev.basket if ev.basket in ("guinguette", "cabaret") else "in_play"
            tweens += self.counters.pay_in(ev.seat, basket, ev.amount, delay=k * theme.COUNTER_STAGGER_S)
        self.stage.timeline.then(*tweens, label="ante")

    def _bankrupt(self, ev, pause: float) -> None:
        """A seat cannot pay the stakes: the match stops (§7), and its end says why."""
        names = self.stage.names(ev.seats)
        self.table.stopped = self.stage.say("gg.banner.bankrupt", need=ev.need, names=names)
        self.table.story_line("gg.banner.bankrupt", None, pause, need=ev.need, names=names)

    def _left(self, ev, pause: float) -> None:
        """Seats leave the table (§7 "eliminate"); the person among them is asked whether he
        watches the rest of the match or goes to its end."""
        sc = self.stage
        sc.timeline.call(lambda: self._eliminated(ev))
        sc.timeline.pause(pause)
        if sc.person in ev.seats:
            sc.hold_for(lambda: sc.person_out(ev.need))

    def _eliminated(self, ev) -> None:
        for s in self.table.left_table(ev):
            self.gs.at_table[s] = False

        names = self.stage.names(ev.seats)
        if sum(self.gs.at_table) < min(PLAYERS):      # too few to play on: the match stops (§7), its end says why
            self.table.stopped = self.stage.say("gg.banner.too_few", need=ev.need, names=names)
            self.table.banner("gg.banner.too_few", None, need=ev.need, names=names)
        else:
            self.table.banner("gg.banner.eliminated", None, need=ev.need, names=names)

    def _deal(self, ev) -> None:
        def talon(ev=ev):
            self.gs.talon = ev.talon
        self.stage.timeline.call(talon)
        self.table._deal_packets(ev)

    def _guinguette(self, ev) -> None:
        sc = self.stage
        gs = self.gs
        if ev.seat is None:
            if ev.amount:
                self.table.story_line("gg.banner.guinguette_carried", None, theme.TRICK_PAUSE_S * 0.6, amount=ev.amount)
            return

        def show(ev=ev):
            gs.shown.append((ev.seat, ["QD"], "guinguette"))
            self.table.banner("gg.banner.guinguette", ev.seat, amount=ev.amount)
        sc.timeline.call(show)
        if ev.amount:
            sc.timeline.then(*self.counters.take_out(ev.seat, "guinguette", ev.amount), label="guinguette")
            self.table.basket_won(ev.seat)
        sc.hold_moment()          # the queen of diamonds won: it waits to be seen, like a trick

    def _announce(self, ev) -> None:
        gs = self.gs
        gs.holders = list(ev.seats)
        for s in ev.seats:
            gs.cab_note[s] = self.stage.say("gg.note.cabaret")
        others = [s for s in ev.seats if s != self.stage.person]
        if len(ev.seats) == 1:
            self.table.banner("gg.banner.announce_one", ev.seats[0])
        elif len(others) < len(ev.seats):           # "You and Ernestine announce it"
            self.table.banner("gg.banner.announce_you", None, names=self.stage.names(others, "setup.you"))
        else:
            self.table.banner("gg.banner.announce", None, names=self.stage.names(others))

    def _bet(self, ev) -> None:
        sc = self.stage
        gs = self.gs

        def word(ev=ev):
            gs.level = ev.level
            if ev.move == "renvier":
                gs.cab_note[ev.seat] = self.stage.say(f"gg.note.renvier_{ev.get('raise')}", ev.seat, plate=True)
                self.table.banner("gg.banner.renvier", ev.seat, what=lambda t: t(RAISE_KEYS[ev.get("raise")]),
                                  level=ev.level)
            else:
                gs.cab_note[ev.seat] = self.stage.say(f"gg.note.{ev.move}", ev.seat, plate=True)
                # a call says what it puts in, as the button that makes it does ("Call (4)"), and
                # the level it meets apart: "calls (6)" read as 6 put in where 4 went in
                self.table.banner(f"gg.banner.{ev.move}", ev.seat, level=ev.level, paid=ev.paid)
        sc.timeline.call(word)
        if ev.paid:
            sc.timeline.then(*self.counters.pay_in(ev.seat, "cabaret", ev.paid), label="bet")
        sc.timeline.pause(theme.TRICK_PAUSE_S * 0.5)

    def _cabaret_win(self, ev) -> None:
        sc = self.stage
        gs = self.gs

        def show(ev=ev):
            if ev.shown:
                gs.shown.append((ev.seat, list(ev.shown), "cabaret"))
            key = "gg.banner.cabaret_showdown" if ev.showdown else (
                "gg.banner.cabaret_shown" if ev.shown else "gg.banner.cabaret_quit")
            self.table.banner(key, ev.seat, amount=ev.amount)
        sc.timeline.call(show)
        if ev.amount:
            sc.timeline.then(*self.counters.take_out(ev.seat, "cabaret", ev.amount), label="cabaret")
            self.table.basket_won(ev.seat)
        sc.timeline.pause(theme.TRICK_PAUSE_S)

    def _cotillon_open(self, ev) -> None:
        gs = self.gs
        if ev.from_queue and gs.queue:
            gs.queue.pop(0)
        gs.basket = ev.amount
        gs.basket_open = True

    def _trump(self, ev) -> None:
        gs = self.gs
        gs.trump = ev.suit
        gs.cab_note = [""] * self.stage.players
        self.table.banner("gg.banner.trump", ev.seat, suit=lambda _t: self.table.suit_name(ev.suit))
        gs.trump_named = (self.stage.model.deal, self.stage.model.banner, ev.seat)

    def _speak(self, ev) -> None:
        sc = self.stage
        gs = self.gs
        seat = ev.seat

        def word(ev=ev):
            if ev.move != "stop":
                gs.said[seat] = ev.move
            self.table.banner(f"gg.banner.{ev.move}", seat)
        sc.timeline.call(word)
        if ev.paid:
            sc.timeline.then(*self.counters.pay_in(seat, "in_play", ev.paid), label="speak")
        if ev.move == "passe":
            self._lay_aside(seat)
        sc.timeline.pause(theme.TRICK_PAUSE_S * 0.4)

    def _lay_aside(self, seat: int) -> None:
        """§3.4 step 4: a passer's hand is set aside unseen for the rest of the deal."""
        sc = self.stage
        gs = self.gs
        person = seat == sc.person
        cards = list(sc.model.hand) if person else []
        count = len(cards) if person else sc.model.seats[seat].cards
        tweens = []
        for i in range(max(1, count)):
            code = cards[i] if person and i < len(cards) else None
            start = (lambda code=code: sc.hand_pos(code)) if code else (lambda: sc.layout.fan_centre(seat))

            def leave(first=(i == 0)):
                if first:
                    if person:
                        gs.aside_hand = list(sc.model.hand)
                        sc.model.hand = []
                    sc.model.seats[seat].cards = 0

            last_one = i == max(1, count) - 1

            def land(last=last_one):
                if last:
                    gs.aside.add(seat)
            tweens.append(sc.fly(None, start, lambda: gdraw.aside_centre(sc, seat), theme.PLAY_CARD_S, "out",
                                 delay=i * 0.04, height0=theme.CARD_HAND if person else theme.CARD_SEAT,
                                 height1=theme.CARD_SEAT * 0.8, face_up=False, on_start=leave, on_done=land))
        sc.timeline.then(*tweens, label="aside")

    def _remue(self, ev, action) -> None:
        """§3.5: a card goes face down into the talon, and the top card comes back."""
        sc = self.stage
        gs = self.gs
        seat = ev.seat
        person = seat == sc.person
        code = None
        if person and action is not None:
            code = action.to_json().get("card")
        drawn = list(ev.get("seen") or []) if person else []     # the card he drew, his alone to see

        def word(ev=ev):
            gs.said[seat] = "remue"
            gs.remuers[seat] = ev.get("count")
            self.table.banner("gg.banner.remue", seat, count=ev.get("count"))
        sc.timeline.call(word)
        if ev.paid:
            sc.timeline.then(*self.counters.pay_in(seat, "in_play", ev.paid), label="remue_pay")
        start = (lambda: sc.hand_pos(code)) if code else (lambda: sc.layout.fan_centre(seat))

        def leave():
            if code and code in sc.model.hand:
                sc.model.hand.remove(code)
            sc.model.seats[seat].cards -= 1
        sc.timeline.then(sc.fly(None, start, lambda: gdraw.talon_centre(sc), theme.PLAY_CARD_S, "out_cubic",
                                height0=theme.CARD_HAND if person else theme.CARD_SEAT,
                                height1=theme.CARD_SEAT, face_up=False, on_start=leave), label="remue_out")
        end = (lambda: sc.hand_landing()) if person else (lambda: sc.layout.fan_centre(seat))

        def back():
            if drawn:
                sc.model.hand = sc.sort_hand(sc.model.hand + drawn)
                if code:            # which card went and which came: the hand alone changed
                    said = {"put": lambda t: card_name(t, code), "drawn": lambda t: card_name(t, drawn[0])}
                    sc.log_line("gg.banner.remue_drawn", **said)
                    # said once, beside the hand (not over the cloth too): there it stays while the
                    # others speak and he decides whether to stir again
                    sc.seat.say_until_answered(sc.say("gg.banner.remue_drawn", **said))
            sc.model.seats[seat].cards += 1
        sc.timeline.then(sc.fly(None, lambda: gdraw.talon_centre(sc), end, theme.PLAY_CARD_S, "out_cubic",
                                height0=theme.CARD_SEAT, height1=theme.CARD_HAND if person else theme.CARD_SEAT,
                                face_up=False, on_done=back), label="remue_in")

    def _log_payments(self, ledger) -> None:
        """Each player's payments and takings of the deal, by cause, in the log."""
        sc = self.stage
        if not ledger.complete:
            return
        for seat in range(sc.players):
            causes = ledger.causes(seat)
            if causes:
                sc.log_line("gg.log.payments", seat, what=lambda t, causes=causes: worded(causes, t),
                            total=i18n.signed(ledger.total(seat)))

    def _deal_end(self, ev) -> None:
        sc = self.stage
        gs = self.gs
        # the plates' words of the deal go with it ("vous jouez" over the sheet read as his turn)
        gs.said, gs.cab_note = [""] * sc.players, [""] * sc.players
        gs.chips = list(ev.chips)
        gs.guinguette, gs.cabaret, gs.queue = ev.guinguette, ev.cabaret, list(ev.cotillon_queue)
        gs.basket = 0
        gs.basket_open = False
        row = self.table.history_row(ev)
        row["dealer"] = sc.model.dealer
        row["out"] = [s for s in range(sc.players) if not gs.at_table[s]]      # who had left the table
        sc.model.history.append(row)
