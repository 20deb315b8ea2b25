"""The table scene: a whole match at one table, played with the mouse.

The scene owns the engine match (the authority) and shows only what the person may see. Every
action, the person's or a computer seat's, goes through :meth:`TableScene.apply`: the engine first,
then the record (autosave), then the game's adapter turns the events into animation steps on the
timeline. Computer seats wait for the animations and the thinking pause before they play, and
think in a worker, so the window never freezes.
"""
from __future__ import annotations

import itertools
import traceback

import pygame

from game.engine import RuleError, action_from_json, game_module, new_match, seen_by
from game.engine.cards import SUITS

from .. import anim, i18n, theme, widgets
from ..cards import ART, card_size
from ..celebrate import person_won
from ..scene import Scene
from .dialogs import CardPick
from .layout import TableLayout
from .model import TableModel
from .seats import ComputerSeats

SUIT_ORDER = "SHCD"           # black, red, black, red: the hand alternates colours
STATUS_SHARE = 0.5            # the share of a one-row bar left to the state of play


class TableScene(Scene):
    def __init__(self, app, config, match=None, record=None, history=None):
        super().__init__(app)
        from ..games import adapter_for
        self.config = config
        self.players = config.players
        self.person = 0
        self.match = match if match is not None else new_match(
            config.game, config.players, options=dict(config.options), seed=config.seed,
            dealer=config.dealer, deals=[dict(d) for d in config.deals] or None)
        self.adapter = adapter_for(config.game, self)
        self.rank_order = game_module(config.game).RANK_ORDER    # high to low: the hand's order
        self.direction = self.adapter.direction(self.options_json())
        self.layout = self._new_layout(app.size)
        self.model = TableModel(self.players)
        self.model.sorter = self.sort_hand
        self.model.deal_title = lambda deal, dealer: self.t("table.log_deal", n=deal, name=self.seat_name(dealer))
        self.timeline = anim.Timeline(app.settings.get("speed", "normal"))
        self.timeline.cue = app.sound.step
        self.flights: list[anim.Flight] = []
        self._order = itertools.count()
        self.held = False                 # a summary is open: the timeline waits for it
        self.trick_waiting = False        # a complete trick waits for the person to gather it
        self.asked = None                 # the computer seat being asked
        self.answer = None
        self.think_left = 0.0
        self.hover = None                 # code of the hand card under the pointer (or the keys' focus)
        self.key_focus = False            # the hover was set by the arrow keys (game/ui/table/keys.py)
        self.button_focus = None          # the dialog button marked with Tab
        self.pointer = (0, 0)
        self.press = None                 # (code, pos) of a press on a hand card
        self.dragging = False
        self.selected: list[str] = []     # cards chosen for the écart
        self.dialog = None                # the open decision panel (a dialogs.Dialog)
        self.question: tuple = (None, [])  # the person's view and legal actions, when last asked
        self.dialog_buttons: list = []
        self.show_last = False
        self.show_log = False             # the drawer with the match's log
        self.resyncs = 0                  # times the animations' story differed from the engine (tests: 0)
        self.error_line = ""
        self._legal_key = None
        self._legal: set = set()
        self._reasons: dict = {}
        levels = {s: seat.get("level") or "debutant" for s, seat in enumerate(config.seats)
                  if seat.get("kind") == "computer"}
        self.seats = ComputerSeats(config.game, levels, config.seed)
        self.record = record if record is not None else self._new_record()
        self._start_autosave()
        self._make_bar()
        self._warm()
        if history is not None or match is not None:
            self.adapter.sync(self.match.view(self.person))
            self.model.history = list(history or [])
            self.adapter.reset_cursor(self.match.view(self.person))
        else:
            self.adapter.animate(seen_by(list(getattr(self.match, "opening_events", [])), self.person))

    # ------------------------------------------------------------ record and autosave

    def _new_record(self):
        try:
            from game.store import MatchRecord
            c = self.config
            return MatchRecord.new(c.game, c.players, dict(c.options), c.seed, c.dealer, c.seats,
                                   mode=c.mode, deals=c.deals, origin=c.origin)
        except Exception:
            return None

    def _start_autosave(self) -> None:
        store = getattr(self.app, "store", None)
        if store is None or self.record is None or self.match.match_over:
            return
        try:
            store.autosave_start(self.record)
        except Exception:
            pass          # a failed autosave never stops the game; the store keeps the problem, update() tells it

    @classmethod
    def from_record(cls, app, record, match=None):
        """The table of a saved match: replayed through the engine, the score pad rebuilt."""
        from ..config import MatchConfig
        seats = [{"name": s.get("name", ""), "kind": s.get("kind", "computer"),
                  "level": s.get("level") or "debutant"} for s in record.seats]
        config = MatchConfig(record.game, record.players, dict(record.options), seats,
                             seed=record.seed, dealer=record.dealer, mode=record.mode,
                             deals=list(record.deals), origin=dict(record.origin))
        from ..games import adapter_class
        row_of = adapter_class(record.game).history_row
        replayed = record.start()
        history = []
        for entry in record.actions:
            action = {k: v for k, v in entry.items() if k != "seat"}
            for ev in replayed.apply_json(entry["seat"], action):
                if ev.kind == "deal_end":
                    history.append(row_of(ev))
        # who dealt each deal: the first dealer, then round in the order of play (rules §3, A16)
        for i, row in enumerate(history):
            row["dealer"] = (record.dealer + i) % record.players
        return cls(app, config, match=replayed, record=record, history=history)

    # ------------------------------------------------------------ helpers for adapters

    def options_json(self) -> dict:
        """The match's resolved options (engines name them ``options`` or ``opts``)."""
        opts = getattr(self.match, "options", None) or getattr(self.match, "opts", None)
        return opts.to_json() if opts is not None else {}

    def t(self, key: str, **fmt) -> str:
        return self.app.t(key, **fmt)

    def seat_name(self, seat: int) -> str:
        seats = self.config.seats
        name = seats[seat].get("name") if seat < len(seats) else ""
        # a person who left the name blank was written down as "You"/"Vous": follow the language chosen now
        if self.is_person(seat) and name in {i18n.lookup("setup.you", lang) for lang in i18n.LANGUAGES}:
            return self.t("setup.you")
        return name or self.t("table.seat_n", n=seat + 1)

    def is_person(self, seat) -> bool:
        return seat is not None and self.config.seats[seat].get("kind") == "person"

    def sort_hand(self, codes: list[str]) -> list[str]:
        """By suit alternating colours where the suits held allow it, high to low in the game's order."""
        order = self.rank_order
        present = [s for s in SUIT_ORDER if any(c[1] == s for c in codes)]
        best = present
        best_score = None
        for perm in itertools.permutations(present):
            clash = sum(1 for a, b in zip(perm, perm[1:]) if (a in "HD") == (b in "HD"))
            rank = [SUIT_ORDER.index(s) for s in perm]
            score = (clash, rank)
            if best_score is None or score < best_score:
                best, best_score = list(perm), score
        return sorted(codes, key=lambda c: (best.index(c[1]), order.index(c[0]) if c[0] in order else 99))

    def fly(self, code, start, end, duration, ease="out_cubic", delay=0.0, *, angle0=0.0, angle1=0.0,
            height0=theme.CARD_TABLE, height1=theme.CARD_TABLE, face_up=True, flip=False,
            on_start=None, on_done=None) -> anim.Tween:
        """A tween that moves one card from ``start()`` to ``end()`` (callables, so resizes follow)."""
        flight = anim.Flight(code, start, end, angle0=angle0, angle1=angle1, height0=height0,
                             height1=height1, face_up=face_up, flip=flip, layer=next(self._order))

        def begin():
            if on_start:
                on_start()
            self.flights.append(flight)

        def move(value):
            flight.t = value

        def done():
            if flight in self.flights:
                self.flights.remove(flight)
            if on_done:
                on_done()
        return anim.Tween(duration, ease, delay, on_start=begin, on_update=move, on_done=done)

    def hold_for(self, opener) -> None:
        """Queue a step that opens a summary and holds the timeline until it is closed."""
        def run():
            self.held = True
            self.timeline.hold()
            opener()
        self.timeline.call(run, label="hold")

    def hold_trick(self, winner: int) -> None:
        """Queue the wait on a complete trick, its winning card marked (see :meth:`hold_moment`)."""
        def mark():
            self.model.trick_winner = winner
            self.log_line("table.log_trick", winner, n=self.model.trick_number + 1)
        self.timeline.call(mark, label="trick_complete")
        self.hold_moment()

    def hold_moment(self) -> None:
        """Queue a wait on what the table shows (a complete trick, the queen of diamonds won): until
        the person clicks (the setting "hold_tricks", on by default), else a pause long enough to read
        at every speed."""
        if self.app.settings.get("hold_tricks", True):
            def wait():
                self.trick_waiting = True
                self.timeline.hold()
            self.timeline.call(wait, label="trick_hold")
        else:
            self.timeline.pause(theme.TRICK_READ_S, label="trick_pause", readable=True)

    def proceed(self) -> None:
        """Go on: gather the trick that waits, else finish the animations (a click, Space, Enter)."""
        if self.trick_waiting:
            self.trick_waiting = False
            self.timeline.release()
        elif self.timeline.busy() and not self.held:
            self.timeline.finish()

    def log_line(self, key: str, seat: int | None = None, **fmt) -> None:
        """Write one line in the log now, in the person's words ("Vous ramassez") when ``seat`` is theirs."""
        if seat is not None:
            if seat == self.person and self.app.has_text(key + "_you"):
                key += "_you"
            fmt["name"] = self.seat_name(seat)
        self.model.log.add(self.model.deal, self.t(key, **fmt))

    def toggle_log(self) -> None:
        self.show_log = not self.show_log
        self.model.log.scroll = 0

    def deal_origin(self, dealer: int):
        if dealer == self.person:
            return self.layout.plate_rect(dealer).midtop
        return self.layout.fan_centre(dealer)

    def hand_landing(self):
        span = self.layout.hand_span(max(1, len(self.model.hand) + 1))
        return span.centerx, span.centery

    def hand_pos(self, code: str):
        """Centre of a card of the person's hand as drawn now."""
        if code in self.model.hand:
            i = self.model.hand.index(code)
            return self.layout.hand_cards(len(self.model.hand))[i][0]
        return self.hand_landing()

    def ecart_spot(self, seat: int):
        plate = self.layout.plate_rect(seat)
        if seat == self.person:
            return plate.right + self.layout.w * 0.045, plate.top - self.layout.h * 0.05
        x = plate.left - self.layout.w * 0.025
        half = card_size(self.layout.seat_h)[0] * 0.6
        if x - half < 0:       # a seat at the window's left edge: beyond its tricks, on the right
            x = self.layout.stack_rect(seat).right + self.layout.w * 0.01 + half
        return x, plate.centery

    def jack_slot(self, seat: int, index: int):
        rects = self.layout.jacks_origin(seat, max(4, index + 1))
        return rects[min(index, len(rects) - 1)].center

    # ------------------------------------------------------------ the bar

    BAR_KEYS = ("table.btn.scores", "table.btn.last_trick", "table.btn.rules", "table.btn.settings",
                "table.btn.log", "table.btn.menu")

    def _make_bar(self) -> None:
        actions = (self.open_scores, self.toggle_last, self.open_rules, self.open_settings, self.toggle_log,
                   self.open_menu)
        self.bar_buttons = [widgets.Button((0, 0, 1, 1), self.t(k), fn) for k, fn in zip(self.BAR_KEYS, actions)]
        if self._bar_rows(self.app.size) != self.layout.bar_rows:     # the language changed the labels' widths
            self.layout = self._new_layout(self.app.size)
        self._layout_bar()

    def _bar_widths(self, size) -> list[int]:
        """Width of each bar button at window ``size``: its label whole, with the button's padding
        and rounded ends (widgets.Button.draw fits the label inside those)."""
        from .layout import bar_row_height
        font = widgets.font_for("small", size[1])
        pad = max(4, bar_row_height(size[1]) // 6)
        ends = max(3 * pad, 2 * widgets.radius_for(size[1]) + 2 * pad)
        return [font.size(self.t(key))[0] + ends for key in self.BAR_KEYS]

    def _bar_rows(self, size) -> int:
        """One row when the buttons leave the state of play at least half the bar, else two."""
        from .layout import bar_row_height
        pad = max(4, bar_row_height(size[1]) // 6)
        used = sum(self._bar_widths(size)) + pad * (len(self.BAR_KEYS) + 1)
        return 1 if size[0] - used >= size[0] * STATUS_SHARE else 2

    def _layout_bar(self) -> None:
        bar = self.layout.top_bar
        row = self.layout.bar_row_h
        pad = max(4, row // 6)
        x = bar.right - pad
        for button, width in reversed(list(zip(self.bar_buttons, self._bar_widths(self.app.size)))):
            button.rect = pygame.Rect(x - width, bar.y + pad, width, row - 2 * pad)
            x -= width + pad
        self.bar_left = x
        last = self.bar_buttons[1]
        last.enabled = self.last_trick_allowed()

    def last_trick_allowed(self) -> bool:
        """The last trick may be looked at again (a rule option; Double King's tricks stay hidden)."""
        return bool(self.options_json().get("show_last_trick", True))

    def open_scores(self) -> None:
        from .sheets import ScorePadScene
        cls = self.adapter.paper_scene("scores") or ScorePadScene
        self.app.push(cls(self.app, self))

    def toggle_last(self) -> None:
        self.show_last = not self.show_last and bool(self.model.last_trick)

    def open_rules(self) -> None:
        self._frame_scene(("rules", "RulesScene"), game=self.config.game)

    def open_settings(self) -> None:
        self._frame_scene(("settings", "SettingsScene"))

    def open_menu(self) -> None:
        from .sheets import TableMenuScene
        self.app.push(TableMenuScene(self.app, self))

    def _frame_scene(self, where, **kwargs) -> None:
        """Open a scene of the app frame by module and class name (it may not exist yet)."""
        import importlib
        module, name = where
        try:
            cls = getattr(importlib.import_module(f"game.ui.scenes.{module}"), name)
        except (ImportError, AttributeError):
            self.app.show_message(self.t("table.btn." + module), self.t("table.not_yet"))
            return
        try:
            self.app.push(cls(self.app, **kwargs))
        except TypeError:
            self.app.push(cls(self.app))

    def open_deal_end(self, summary: dict) -> None:
        from .sheets import DealEndScene
        self.log_line("table.log_deal_end", n=self.model.deal)
        cls = self.adapter.paper_scene("deal_end") or DealEndScene
        self.app.sound.play("deal_end")
        self.app.push(cls(self.app, self, summary))

    def open_match_end(self, result: dict) -> None:
        from .sheets import MatchEndScene
        cls = self.adapter.paper_scene("match_end") or MatchEndScene
        won = person_won(self.match.result_json(), self.person)
        self.app.sound.play("match_won" if won else "match_lost")
        self.celebrate(won, sparks=40)
        self.app.push(cls(self.app, self, result))

    def _match_finished(self) -> None:
        """The last action is applied: the statistics count the match now and its autosave is
        retired, before any end screen (closing the app on the last sheet loses nothing)."""
        store = getattr(self.app, "store", None)
        if store is None or self.record is None:
            return
        try:
            store.match_finished(self.record, self.match, seat=self.person)
        except Exception:
            traceback.print_exc()

    def celebrate(self, won: bool, sparks: int = 24) -> None:
        """The person won (a basket, a round, the match) or lost (a round, the match)."""
        self.app.celebrate(won, lambda: self.layout.plate_rect(self.person).center, sparks)

    def rematch(self) -> None:
        from ..config import MatchConfig, new_seed
        c = self.config
        config = MatchConfig(c.game, c.players, dict(c.options), [dict(s) for s in c.seats],
                             seed=new_seed(), dealer=(c.dealer + 1) % c.players)
        self.close()
        # the end screen (and a score pad over it) go first; then this table gives its place
        while self in self.app.stack and self.app.top is not self:
            self.app.pop()
        self.app.replace(TableScene(self.app, config))

    def close(self) -> None:
        self.seats.close()

    def _warm(self) -> None:
        """Render the backs and shadows of this window size now and its faces in the background
        (cards.CardArt.warm): an SVG face costs milliseconds, too much to pay mid-animation, and
        the first frame must not wait for the whole pack."""
        lay = self.layout
        lang = self.app.settings.get("language", "fr")
        four = bool(self.app.settings.get("four_colour", False))
        style = self.app.settings.get("card_back", theme.CARD_BACKS[0])
        codes = [r + s for s in SUITS for r in self.rank_order]
        ART.warm((lay.hand_h, lay.table_h, lay.small_h), codes, style, lang, four,
                 back_heights=(lay.seat_h, int(lay.seat_h * 0.8)))
        for h in (lay.hand_h, lay.table_h, lay.small_h, lay.seat_h, int(lay.seat_h * 0.8)):
            ART.shadow(h)
            ART.shadow(h, True)
        widgets.felt(lay.size if hasattr(lay, "size") else (lay.w, lay.h))
        # the fans a seat may hold, and one drawing of the table off screen: shadows, glows, plates
        from .draw import _fan, draw_table
        for count in range(1, 15):
            _fan(self, count, lay.seat_h)
        if hasattr(self, "bar_buttons"):
            draw_table(self, pygame.Surface((lay.w, lay.h)))

    # ------------------------------------------------------------ scene protocol

    def _new_layout(self, size) -> TableLayout:
        return TableLayout(size, self.players, self.direction, self.person, self._bar_rows(size))

    def resize(self, size) -> None:
        old = (self.layout.w, self.layout.h)
        self.layout = self._new_layout(size)
        if (self.layout.w, self.layout.h) != old:
            self._warm()
        self._layout_bar()
        self.build_dialog()

    def resume(self) -> None:
        if self.held and not self._summary_open():
            self.held = False
            self.timeline.release()
        self.timeline.speed = self.app.settings.get("speed", "normal")
        self._make_bar()
        self._legal_key = None
        self.build_dialog()

    def _summary_open(self) -> bool:
        from .sheets import DealEndScene, MatchEndScene
        return any(isinstance(s, (DealEndScene, MatchEndScene)) for s in getattr(self.app, "stack", []))

    def busy(self) -> bool:
        if self.held or self.trick_waiting:
            return False
        return self.timeline.busy() or self.asked is not None or self.dragging

    def update(self, dt: float) -> None:
        if self.app.top is self:
            self.app.report_problems()     # a match or statistics that cannot be saved: told once
        if self.held:
            return
        self.timeline.update(dt)
        if self.timeline.busy() or self.held or self.match.match_over:
            return
        to_act = self.match.to_act
        if self.is_person(to_act):
            self._prepare_person()
            return
        self._computer_turn(to_act, dt)

    def _computer_turn(self, seat: int, dt: float) -> None:
        if self.asked != seat:
            legal = self.match.legal_actions()
            self.seats.ask(seat, self.match.view(seat), legal)
            self.asked = seat
            self.answer = None
            self.think_left = self.app.settings.get("think_pause_ms", 600) / 1000.0
            if self.timeline.speed == "instant":
                self.think_left = min(self.think_left, self.app.settings.get("think_pause_ms", 0) / 1000.0)
        else:
            self.think_left -= dt
        if self.answer is None:
            got = self.seats.poll()
            if got is not None:
                self.answer = got
        if self.answer is not None and self.think_left <= 0:
            seat, action = self.answer
            self.asked = None
            self.answer = None
            try:
                self.apply(seat, action)
            except RuleError:
                # a seat's choice the engine refuses: take the first legal action rather than stop
                from .seats import concrete
                self.apply(seat, concrete(self.match.legal_actions()[0]))

    def apply(self, seat: int, action) -> list:
        """Apply one action through the engine (the authority), record it, animate its events."""
        events = self.match.apply(action, seat)
        if self.record is not None:
            try:
                self.record.add(seat, action.to_json())
            except Exception:
                pass
        if self.match.match_over:
            self._match_finished()
        self.dialog = None
        self.dialog_buttons = []
        self.selected = []
        self.hover = None
        self.press = None
        self.dragging = False
        self.error_line = ""
        self._legal_key = None
        # the person's table learns only what the person may see (the deal's own hand, a card drawn)
        self.adapter.animate(seen_by(events, self.person), action)
        return events

    # ------------------------------------------------------------ the person's turn

    def _state_key(self):
        m = self.match
        return (m.deal, m.phase, m.to_act, len(getattr(m, "tricks", [])), len(m.trick))

    def _prepare_person(self) -> None:
        key = self._state_key()
        if key == self._legal_key:
            return
        self._legal_key = key
        self.app.sound.play("turn")
        view = self.match.view(self.person)
        if not self.adapter.matches(view):
            self.resyncs += 1
            self.adapter.sync(view)           # the safety net: show what the engine says
        # the person's seat is asked as a computer's is: its view and its legal actions
        legal = self.match.legal_actions()
        self._legal = {a.to_json()["card"] for a in legal} if view.phase == "play" else set()
        self._reasons = self._refusals(view)
        self.question = (view, legal)
        self.show_dialog(self.adapter.dialog(view, legal))

    def person_to_play(self) -> bool:
        return (not self.timeline.busy() and not self.held and not self.match.match_over
                and self.is_person(self.match.to_act) and self.match.phase == "play")

    def legal(self, code: str) -> bool:
        return code in self._legal

    def reason(self, code: str) -> str:
        """Why a card may not be played ("" for a card that may be)."""
        return self._reasons.get(code, "")

    def _refusals(self, view) -> dict[str, str]:
        """Why each card of the hand that may not be played is refused: the engine's refusal on a
        copy of the match, worked out once per state, before drawing (drawing reads it)."""
        out: dict[str, str] = {}
        if self.match.phase != "play":
            return out
        for code in view.hand:
            if code in self._legal:
                continue
            try:
                self.match.clone().apply(action_from_json({"type": "play", "card": code}), self.match.to_act)
            except RuleError as error:
                out[code] = self.adapter.reason(view, error, code)
        return out

    def show_dialog(self, dialog) -> None:
        """Open ``dialog`` (a dialogs.Dialog; None closes the panel)."""
        self.dialog = dialog
        self.build_dialog()

    def build_dialog(self) -> None:
        """Lay out the open dialog's buttons again (a resize, a card picked, a choice made)."""
        self.dialog_buttons = self.dialog.build(self) if self.dialog is not None else []

    def choose(self, action_json: dict) -> None:
        """A dialog button: the person's decision."""
        try:
            self.apply(self.person, action_from_json(action_json))
        except RuleError as error:
            self.error_line = error.message

    def pick(self, code: str) -> None:
        """A hand card clicked while a CardPick dialog is open: taken, or put back."""
        dialog = self.dialog
        if code not in dialog.choosable:
            self.error_line = dialog.refusal(self, code)
            return
        if code in self.selected:
            self.selected.remove(code)
        elif len(self.selected) < dialog.count:
            self.selected.append(code)
        self.error_line = ""
        self.build_dialog()

    def confirm_pick(self) -> None:
        """The cards picked for a CardPick dialog (the écart) are laid aside."""
        dialog = self.dialog
        if not isinstance(dialog, CardPick) or len(self.selected) != dialog.count:
            return
        self.choose(dialog.action(list(self.selected)))

    def play_card(self, code: str) -> None:
        if not self.person_to_play():
            return
        if not self.legal(code):
            self.error_line = self.reason(code)
            return
        self.apply(self.person, action_from_json({"type": "play", "card": code}))

    # ------------------------------------------------------------ input

    def card_at(self, pos) -> str | None:
        """The hand card under the pointer (the topmost: the rightmost that contains it)."""
        from .draw import hand_rects
        for code, rect in reversed(hand_rects(self)):
            if rect.collidepoint(pos):
                return code
        return None

    def handle(self, event) -> None:
        from .input import handle_table_event
        handle_table_event(self, event)

    def draw(self, surface) -> None:
        from .draw import draw_table
        draw_table(self, surface)


__all__ = ["TableScene", "ART"]
