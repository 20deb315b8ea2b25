"""The card flights every game shares at the table: the deal's packets, a card played to the trick,
a trick gathered to its winner (ui.md "Motion").

The three adapters (Polignac, Double King, Guinguette) move cards the same way; what a game adds
goes through the hooks: ``_card_leaves`` (what a played card clears on the table) and
``_on_stacked`` (what a gathered trick counts, e.g. Polignac's points).
"""
from __future__ import annotations

import random

from .. import theme
from ..table.log import card_name
from ..table.model import tilt


class CardFlights:
    """Mixed into a :class:`game.ui.games.TableAdapter`: the shared ``_deal_packets``, ``_play``
    and ``_trick`` steps on the stage's timeline."""

    # ------------------------------------------------------------ the deal

    def _deal_packets(self, ev) -> None:
        """The deal's packets, card by card, from the dealer to each seat in ``ev.packets`` order."""
        sc = self.stage
        # the person's cards (the event as the person sees it) arrive in a shuffled order, then take
        # their sorted places
        arriving = list(ev.get("seen") or [])
        random.Random(ev.deal * 7919 + ev.dealer).shuffle(arriving)
        dealer = ev.dealer
        for seat, count in ev.packets:
            tweens = []
            for i in range(count):
                # the layout of the moment: the window may be resized during the deal
                end = ((lambda: sc.hand_landing()) if seat == sc.person
                       else (lambda seat=seat: sc.layout.fan_centre(seat)))
                h1 = theme.CARD_HAND if seat == sc.person else theme.CARD_SEAT

                def arrive(seat=seat):
                    if seat == sc.person and arriving:
                        sc.model.hand = sc.sort_hand(sc.model.hand + [arriving.pop()])
                    sc.model.seats[seat].cards += 1
                tweens.append(sc.fly(None, lambda: sc.deal_origin(dealer), end,
                                     theme.DEAL_CARD_S, "out", delay=i * theme.DEAL_CARD_S * 0.35,
                                     height0=theme.CARD_SEAT, height1=h1, face_up=False,
                                     on_done=arrive))
            sc.timeline.then(*tweens, label="deal")

    # ------------------------------------------------------------ a card to the trick

    def _card_leaves(self, seat: int) -> None:
        """What the table clears when a card leaves a hand: by default the banner, at a trick's lead."""
        sc = self.stage
        if not sc.model.trick:
            sc.model.banner = ""

    def _play(self, ev) -> None:
        """A card flies from the person's hand (or the seat's fan) to its place in the trick."""
        sc = self.stage
        seat, code = ev.seat, ev.card
        angle = tilt(self.cursor["deal"], self.cursor["trick"], seat, theme.TRICK_TILT_DEG)
        person = seat == sc.person
        holder = {}

        def leave():
            self._card_leaves(seat)
            if person:
                holder["pos"] = sc.hand_pos(code)
                if code in sc.model.hand:
                    sc.model.hand.remove(code)
            else:
                holder["pos"] = sc.layout.fan_centre(seat)
            sc.model.seats[seat].cards = max(0, sc.model.seats[seat].cards - 1)
            sc.model.flying += 1

        def land():
            sc.model.flying = max(0, sc.model.flying - 1)
            sc.model.trick.append((seat, code, angle))
            sc.log_line("table.log_play", seat, card=lambda t, code=code: card_name(t, code))
        tween = sc.fly(code, lambda: holder.get("pos", sc.layout.fan_centre(seat)),
                       lambda: sc.layout.trick_slot(seat), theme.PLAY_CARD_S, "out_cubic",
                       angle1=angle, height0=theme.CARD_HAND if person else theme.CARD_SEAT,
                       height1=sc.layout.trick_share(), face_up=True, flip=not person,
                       on_start=leave, on_done=land)
        sc.timeline.then(tween, label="play")

    # ------------------------------------------------------------ a trick gathered

    def _on_stacked(self, ev, cards: list):
        """Called when the trick's event is read; returns what to do (or None) once its cards lie
        squared on the winner's stack, after the stack has counted it."""
        return None

    def _trick_kept(self, ev) -> bool:
        """Whether the trick of ``ev``, complete, waits for the person's click (the setting "hold
        tricks" on) even in an ending played for him: what it changes matters. No by default."""
        return False

    def _trick_why(self, ev) -> str | None:
        """The catalogue key of a clause saying why the trick of ``ev`` goes to its winner where
        the cards' usual order would have given it to another card (said with the trick: the log's
        line, the story line), or None: nothing to say, by default."""
        return None

    def _trick_gain(self, ev):
        """What the trick of ``ev`` counts for its winner, said with who takes it while it waits
        to be gathered ("Hortense takes the trick (+2)"), from the game's own accounting of the
        trick: a function giving it in the language of now, or None (by default) where the trick
        counts nothing."""
        return None

    def _trick(self, ev) -> None:
        """The full trick waits, its winning card marked (:meth:`TableScene.hold_trick`), then its
        cards fly face down to the winner's stack."""
        sc = self.stage
        winner = ev.winner
        cards = [(s, c) for s, c in ev.cards]
        sc.hold_trick(winner, lambda: self._trick_kept(ev), self._trick_why(ev), self._trick_gain(ev))
        self.cursor["trick"] += 1
        extra = self._on_stacked(ev, cards)

        def take_off():            # off the cloth: counted gone, so the next trick's number shows
            sc.model.last_trick = cards
            sc.model.last_winner = winner
            sc.model.trick = []
            sc.model.trick_winner = None
            sc.model.trick_gain = None
            sc.model.trick_number += 1
            sc.trick_gathered()         # what was said of the trick alone goes with it

        def stacked():
            sc.model.seats[winner].tricks += 1
            if extra is not None:
                extra()
        tweens = []
        for i, (s, c) in enumerate(cards):
            ang = tilt(self.cursor["deal"], self.cursor["trick"] - 1, s, theme.TRICK_TILT_DEG)
            tweens.append(sc.fly(c, lambda s=s: sc.layout.trick_slot(s),
                                 lambda: sc.layout.stack_rect(winner).center,
                                 theme.GATHER_S, "in_out", delay=i * 0.02, angle0=ang,
                                 height0=sc.layout.trick_share(), height1=sc.layout.small_share,
                                 face_up=False, flip=True,
                                 on_start=take_off if i == 0 else None,
                                 on_done=stacked if i == len(cards) - 1 else None))
        sc.timeline.then(*tweens, label="gather")
