"""The stage: the table as a game's adapter sees it, and all that it may do there.

An adapter (game/ui/games) turns its game's events into animation steps, says what the person is
asked, and fills the bar and the plates. It is given this stage, not the table scene: it never sees
the engine's match (the table gives it the events and the person's view) nor the app's scenes. What
it may use, grouped:

* **who sits and in what words**: ``players``, ``person``, ``seat_name``, ``t``, ``has_text``,
  ``say`` (a line about a seat, in the person's own words when it is his), ``font``, ``settings``;
* **what the table shows**: ``model`` (game/ui/table/model.py), ``sort_hand``, ``rank_order``;
* **where**: ``layout`` (the window's layout of the moment) and the places built on it
  (``hand_landing``, ``hand_pos``, ``deal_origin``, ``ecart_spot``, ``jack_slot``);
* **when**: ``timeline`` (steps, pauses), ``fly`` (a card in the air), ``hold_trick`` and
  ``hold_moment`` (a wait the person ends), ``trick_gathered`` (the trick leaves the cloth),
  ``hold_for`` (a paper the timeline waits on);
* **what is told**: ``new_deal`` (a new deal clears the messages of the last), ``log_line``, ``banner``,
  ``open_deal_end``, ``open_match_end``, ``person_out`` (he has left the table and the match goes on),
  ``celebrate``;
* **the person's decision**: ``question`` (his view and legal actions, from his seat), ``answer``,
  ``show_dialog``, ``rebuild_dialog``, ``selected``, ``dialog_buttons``, ``confirm_pick``, ``pointer``.

The table scene (game/ui/table/scene.py) owns the match and builds the stage; it reads the same
model, timeline and flights to draw.
"""
from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

from .. import anim, i18n, theme, widgets
from ..config import seat_label
from .dialogs import CardPick
from .layout import HAND_MOST, TableLayout
from .model import TableModel
from .person import Decision, PersonSeat

SUIT_ORDER = "SHCD"           # black, red, black, red: the hand alternates colours


def sort_hand(codes: list[str], rank_order: str, suits: list[str] | None = None) -> list[str]:
    """By suit, in the order ``suits`` gives (by default :func:`suit_order`'s for these cards),
    high to low in the game's order."""
    order = suits if suits is not None else suit_order(codes)
    return sorted(codes, key=lambda c: (order.index(c[1]), rank_order.index(c[0]) if c[0] in rank_order else 99))


def suit_order(codes: list[str]) -> list[str]:
    """The suits of ``codes`` in a hand's order: colours alternating where the suits held allow it."""
    present = [s for s in SUIT_ORDER if any(c[1] == s for c in codes)]
    best = present
    best_score = None
    for perm in itertools.permutations(present):
        clash = sum(1 for a, b in zip(perm, perm[1:]) if (a in "HD") == (b in "HD"))
        rank = [SUIT_ORDER.index(s) for s in perm]
        score = (clash, rank)
        if best_score is None or score < best_score:
            best, best_score = list(perm), score
    return best


class SeatNames:
    """Players named in a line (:meth:`Stage.names`): said as a figure of :meth:`Stage.say`, by
    ``name`` (a seat's name) or, where the line is said with names cut, by ``cut`` (as its plate
    cuts it); after the words of the catalogue key ``lead`` where given."""

    def __init__(self, name: Callable[[int], str], cut: Callable[[int], str], seats: tuple[int, ...],
                 lead: str | None = None):
        self._name, self._cut, self.seats, self.lead = name, cut, seats, lead

    def __call__(self, t: Callable[..., str], cut: bool = False) -> str:
        name = self._cut if cut else self._name
        return i18n.listed(([t(self.lead)] if self.lead else []) + [name(s) for s in self.seats], t)


class Stage:
    """The narrow table an adapter is given (see the module's docstring for what it offers)."""

    def __init__(self, app: Any, seats: list[dict], person: int, rank_order: str, layout: TableLayout,
                 person_seat: PersonSeat, open_paper: Callable[[str, dict], None],
                 answer: Callable[[dict], None]):
        # of the app, only its words, fonts, settings and the celebration (never its scenes)
        self._t, self._has_text, self._font, self._celebrate = app.t, app.has_text, app.font, app.celebrate
        self.settings = app.settings
        self._seats = seats
        self._open_paper = open_paper
        self._answer = answer
        self.players = len(seats)
        self.person = person
        self.rank_order = rank_order              # high to low: the hand's order
        self.layout = layout
        self.seat = person_seat
        self.model = TableModel(self.players)
        self.model.sorter = self.sort_hand
        # the match's deal as a sentence numbers it (the game's adapter may count by rounds)
        self.deal_number: Callable[[Callable[..., str], int], str] = lambda t, deal: str(deal)
        self.model.deal_title = lambda deal, dealer: self.say(
            "table.log_deal", n=lambda t: self.deal_number(t, deal), name=lambda _t: self.seat_name(dealer))
        self.timeline = anim.Timeline(app.settings.get("speed", "normal"))
        self.timeline.cue = app.sound.step
        self.flights: list[anim.Flight] = []
        self._order = itertools.count()
        self.held = False                 # a paper is open: the timeline waits for it
        self.trick_waiting = False        # a complete trick waits for the person to gather it
        self.trick_kept = False           # ... and waits for him even in an ending played for him
        self._trick_line: str | None = None    # the story line of the trick on the cloth (why its card took it)
        self.pointer = (0, 0)             # where the mouse (or the keys' marked button) points

    # ------------------------------------------------------------ who sits, in what words

    def t(self, key: str, **fmt: Any) -> str:
        return str(self._t(key, **fmt))

    def has_text(self, key: str) -> bool:
        return bool(self._has_text(key))

    def font(self, role: str = "body") -> Any:
        return self._font(role)

    def is_person(self, seat: int | None) -> bool:
        return seat is not None and self._seats[seat].get("kind") == "person"

    def seat_name(self, seat: int) -> str:
        return seat_label(self._seats, seat, self.t)

    def plate_name(self, seat: int) -> str:
        """The seat's name as its plate writes it: a long one (24 letters) cut with "…" to a plate's
        room for a name, in the plates' type. A list of the players on the cloth (the counts) names
        them so: each with his figures on one line, not a line of its own for a long name."""
        return widgets.fit(self.seat_name(seat), self.font("body"), self.layout.name_room())

    def names(self, seats: Any, lead: str | None = None) -> SeatNames:
        """The players of ``seats`` named in a line ("Anatole, Hortense and Ernestine"), after the
        words of the catalogue key ``lead`` where given ("You and Ernestine"): a figure of
        :meth:`say`, which names them as the plates cut them where it is said with names cut."""
        return SeatNames(self.seat_name, self.plate_name, tuple(seats), lead)

    def say(self, key: str, seat: int | None = None, *, plate: bool = False, **fmt: Any) -> str:
        """The text of ``key`` about ``seat`` (its name given as ``name``), in the person's own words
        when the seat is his and the catalogue has them ("Vous tentez le général", not "Vous tente").
        ``plate``: words that follow the seat's name on its plate ("plays", "raise 2"), in the
        person's own words only where his plate reads "You" (a name of his own is spoken of as the
        others are: "Marie / plays", not "Marie / play").
        A figure that is itself words (a card's name) is given as a function of the translator, so
        that the line can be said again in another language (:class:`i18n.Said`); players named in
        it, as :meth:`names`. The line can be said with each name as its plate cuts it
        (``Said.cut``: the story line where its room is short)."""
        def render(cut: bool = False) -> str:
            args = {k: v(self.t, cut) if isinstance(v, SeatNames) else v(self.t) if callable(v) else v
                    for k, v in fmt.items()}
            if seat is None:
                return self.t(key, **args)
            mine = seat == self.person and self.has_text(key + "_you") and \
                (not plate or self.seat_name(seat) == self.t("setup.you"))
            name = self.plate_name(seat) if cut else self.seat_name(seat)
            return self.t(key + "_you" if mine else key, name=name, **args)
        return i18n.Said(render, lambda: render(cut=True))

    def sort_hand(self, codes: list[str]) -> list[str]:
        """The person's cards in his hand's order. Its suits' order is set as the deal's cards come
        (worked out again when a suit new to it comes) and kept while they are played: the last
        heart gone from ♠ ♥ ♣ ♦, the hand reads ♠ ♣ ♦ still, not ♠ ♦ ♣ (the model keeps it for the
        deal: a table rebuilt takes it from the deal told again)."""
        order = self.model.suits
        if order is None or any(c[1] not in order for c in codes):
            order = self.model.suits = suit_order(codes)
        return sort_hand(codes, self.rank_order, order)

    # ------------------------------------------------------------ when: steps on the timeline

    def fly(self, code: str | None, start: Callable, end: Callable, duration: float, ease: str = "out_cubic",
            delay: float = 0.0, *, angle0: float = 0.0, angle1: float = 0.0, height0: float = theme.CARD_TABLE,
            height1: float = theme.CARD_TABLE, face_up: bool = True, flip: bool = False,
            on_start: Callable | None = None, on_done: Callable | None = None) -> anim.Tween:
        """A tween that moves one card from ``start()`` to ``end()`` (callables, so resizes follow)."""
        flight = anim.Flight(code, start, end, angle0=angle0, angle1=angle1, height0=height0,
                             height1=height1, face_up=face_up, flip=flip, layer=next(self._order))

        def begin() -> None:
            if on_start:
                on_start()
            self.flights.append(flight)

        def move(value: float) -> None:
            flight.t = value

        def done() -> None:
            if flight in self.flights:
                self.flights.remove(flight)
            if on_done:
                on_done()
        return anim.Tween(duration, ease, delay, on_start=begin, on_update=move, on_done=done)

    def hold_for(self, opener: Callable[[], None]) -> None:
        """Queue a step that opens a paper and holds the timeline until it is closed."""
        def run() -> None:
            self.held = True
            self.timeline.hold()
            opener()
        self.timeline.call(run, label="hold")

    def hold_trick(self, winner: int, kept: Callable[[], bool] = lambda: False, why: str | None = None,
                   gain: Callable[[], str] | None = None) -> None:
        """Queue the wait on a complete trick, its winning card marked (see :meth:`hold_moment`);
        ``kept()``, asked when the trick lies complete: it waits for the click even in an ending
        played for the person (what it changes matters: the adapter's ``_trick_kept``, the table's ``_play_out``).
        ``why``: the catalogue key of a clause that says why that card takes it where the cards' usual
        order would say otherwise (the adapter's ``_trick_why``: "in Polignac the jack beats the ace"),
        said in the log's line of the trick and as the story line while the trick lies complete (it
        goes with the trick's cards: :meth:`trick_gathered`). ``gain``: what the trick counts for
        its winner (the adapter's ``_trick_gain``), said beside the hand with who takes it."""
        def mark() -> None:
            self.model.trick_winner = winner
            self.model.trick_gain = gain
            if why is None:
                self.log_line("table.log_trick", winner, n=self.model.trick_number + 1)
                return
            self.log_line("table.log_trick_why", winner, n=self.model.trick_number + 1, why=lambda t: t(why))
            self._trick_line = i18n.Said(lambda: i18n.capitalised(self.t(why)) + ".")
            self.model.show_banner(self._trick_line, logged=False)
        self.timeline.call(mark, label="trick_complete")
        self.hold_moment(kept)

    def trick_gathered(self) -> None:
        """The trick leaves the cloth for its winner's pile: what was said of it alone goes with it,
        the story line of why its card took it (not over an empty cloth until the next lead; its
        log line stays) and a line beside the hand about a card played for the person to it. A
        story line said since (a général won, a capote) is not the trick's and stays."""
        if self._trick_line is not None and self.model.banner is self._trick_line:
            self.model.banner = ""
        self._trick_line = None
        self.seat.trick_gathered()

    def hold_moment(self, kept: Callable[[], bool] = lambda: False) -> None:
        """Queue a wait on what the table shows (a complete trick, the queen of diamonds won): until
        the person clicks (the setting "hold_tricks", on by default), else a pause long enough to read
        at every speed but "instant", where it goes at once (``theme.read_pause``). In an ending
        played for him, the table gathers it after that pause unless ``kept()`` (the setting on)."""
        if self.settings.get("hold_tricks", True):
            def wait() -> None:
                self.trick_waiting = True
                self.trick_kept = kept()
                self.timeline.hold()
            self.timeline.call(wait, label="trick_hold")
        else:
            self.timeline.pause(theme.read_pause(theme.TRICK_READ_S, self.timeline.speed), label="trick_pause",
                                readable=True)

    # ------------------------------------------------------------ what is told

    def new_deal(self, deal: int, dealer: int) -> None:
        """A new deal on the cloth, each game's adapter calls it as the deal begins: the table of the
        deal before is cleared, and with it every message about that deal (the one place that
        does): the line over the cloth, the words on the plates (the model's :meth:`new_deal`) and
        the line beside the hand (a stir's card drawn, a refusal, a card played for him), which
        spoke of cards no longer held."""
        self.model.new_deal(deal, dealer)
        self.seat.new_deal()

    def log_line(self, key: str, seat: int | None = None, **fmt: Any) -> None:
        """Write one line in the log now, in the person's words ("Vous ramassez") when ``seat`` is theirs."""
        self.model.log.add(self.model.deal, self.say(key, seat, **fmt))

    def banner(self, key: str, seat: int | None = None, **fmt: Any) -> None:
        """The line over the trick now (a contract, a général, a basket won)."""
        self.model.banner = self.say(key, seat, **fmt)

    def open_deal_end(self, summary: dict, results: list[tuple[int, int, str]] | None = None,
                      key: str = "table.log_deal_end") -> None:
        """The deal's sheet (``summary``), and the log's line that ends the deal: with ``results``
        (the adapter's ``deal_results``: each seat's change of the deal and where it stands after it,
        the sheet's own figures), the line ``key`` gives them after the deal's number ("End of deal 3.
        Points of the deal (total): Anatole +2 (7) · You 0 (5)"), each seat's kept on one line."""
        deal = self.model.deal
        if results:
            def scores(_t: Callable[..., str]) -> str:
                return i18n.dotted(i18n.with_figure(self.seat_name(s), i18n.signed(change), f"({total})")
                                   for s, change, total in results)
            self.log_line(key, n=lambda t: self.deal_number(t, deal), scores=scores)
        else:
            self.log_line("table.log_deal_end", n=lambda t: self.deal_number(t, deal))
        self._open_paper("deal_end", summary)

    def open_match_end(self, result: dict) -> None:
        self._open_paper("match_end", result)

    def person_out(self, need: int) -> None:
        """The person, short of the ``need`` counters of the stakes, has left the table while the
        match goes on (a step of :meth:`hold_for`)."""
        self._open_paper("person_out", {"need": need})

    def celebrate(self, won: bool, sparks: int = 24) -> None:
        """The person won (a basket, a round, the match) or lost (a round, the match)."""
        self._celebrate(won, lambda: self.layout.plate_rect(self.person).center, sparks)

    # ------------------------------------------------------------ where

    def deal_origin(self, dealer: int) -> tuple:
        if dealer == self.person:
            return self.layout.plate_rect(dealer).midtop
        return self.layout.fan_centre(dealer)

    def hand_landing(self) -> tuple:
        span = self.layout.hand_span(max(1, len(self.model.hand) + 1))
        return span.centerx, span.centery

    def hand_pos(self, code: str) -> tuple:
        """Centre of a card of the person's hand as drawn now."""
        if code in self.model.hand:
            i = self.model.hand.index(code)
            return self.layout.hand_cards(len(self.model.hand))[i][0]
        return self.hand_landing()

    def ecart_label(self, count: int) -> tuple[str, tuple[int, int]]:
        """The words that name a dealer's écart of ``count`` cards, and the size of their label."""
        small = self.font("small")
        words = self.t("table.ecart_pile", n=count)
        w, h = small.size(words)
        return words, (w + small.get_height() // 2, h + 2)

    def ecart_spot(self, seat: int, most: int = HAND_MOST) -> tuple:
        """Where the dealer's écart lies (its cards fly there, the pile is drawn there): clear, with
        its label, of a hand of ``most`` cards (the widest held beside it: the adapter's
        ``hand_dealt``)."""
        return self.layout.ecart_spot(seat, most, self.ecart_label(8)[1])

    def jack_slot(self, seat: int, index: int) -> tuple:
        rects = self.layout.jacks_origin(seat, max(4, index + 1))
        return rects[min(index, len(rects) - 1)].center

    # ------------------------------------------------------------ the person's decision

    @property
    def question(self) -> Decision | None:
        """The person's decision open now: his view and legal actions (None when he is not asked)."""
        return self.seat.question

    def answer(self, action_json: dict) -> None:
        """The person's answer (a dialog's button): the table applies it, or says why it is refused."""
        self._answer(action_json)

    @property
    def selected(self) -> list[str]:
        return self.seat.selected

    @selected.setter
    def selected(self, cards: list[str]) -> None:
        self.seat.selected = cards

    @property
    def dialog_buttons(self) -> list:
        return self.seat.buttons

    def show_dialog(self, dialog: Any) -> None:
        """Open ``dialog`` (a dialogs.Dialog; None closes the panel)."""
        self.seat.dialog = dialog
        self.rebuild_dialog()

    def rebuild_dialog(self) -> None:
        """Lay out the open dialog's buttons again (a resize, a card picked, a choice made)."""
        dialog = self.seat.dialog
        self.seat.buttons = dialog.build(self) if dialog is not None else []

    def confirm_pick(self) -> None:
        """The cards picked for a CardPick dialog (the écart, the remue) are given as the answer."""
        dialog = self.seat.dialog
        if not isinstance(dialog, CardPick) or len(self.selected) != dialog.count:
            return
        self.answer(dialog.action(list(self.selected)))
