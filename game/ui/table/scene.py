"""The table scene: a whole match at one table, played with the mouse.

The scene owns the engine match (the authority) and shows only what the person may see. Every
seat, the person's and the computers', is asked the same way: given its view and its legal actions
(``ask``), it answers when it is ready (``poll``); the person's seat (game/ui/table/person.py)
answers with his clicks and keys, the computer seats (game/ui/table/seats.py) think in a worker,
so the window never freezes, and wait for the thinking pause. Every answer goes through
:meth:`TableScene.apply`: the engine first, then the record (autosave), then the game's adapter
turns the person's share of the events into animation steps on the stage (game/ui/table/stage.py),
the narrow table an adapter is given instead of this scene.
"""
from __future__ import annotations

import logging
import traceback

import pygame

from game.engine import RuleError, action_from_json, game_module, new_match, seen_by
from game.engine.cards import SUITS

from .. import cache, theme, widgets
from ..cards import ART
from ..celebrate import person_won
from ..i18n import card_text
from ..scene import Scene
from .keys import BAR_LETTERS, follow_hint
from .layout import HAND_MOST, TableLayout
from .learning import (
    AUTO_BEAT_S,
    PLAYOUT_BEAT_S,
    PLAYOUT_NOTICE_S,
    HintDesk,
    has_acted,
    last_decision,
    rest_is_decided,
)
from .log import table_room
from .person import Decision, PersonSeat
from .seats import ComputerSeats
from .stage import Stage

log = logging.getLogger("tapisvert.ui")
RETOLD_DEALS = 3              # the deals a continued match's log tells again (the last ones)

STATUS_SHARE = 0.5            # the share of a one-row bar left to the state of play


def _stage_attr(name: str, doc: str) -> property:
    """A scene attribute that is the stage's (the table draws and reads what the adapters move)."""
    return property(lambda self: getattr(self.stage, name),
                    lambda self, value: setattr(self.stage, name, value), doc=doc)


def _seat_attr(name: str, doc: str) -> property:
    """A scene attribute that is the person seat's (his question, its dialog, his picks)."""
    return property(lambda self: getattr(self.person_seat, name),
                    lambda self, value: setattr(self.person_seat, name, value), doc=doc)


class TableScene(Scene):
    # what the stage holds and the table draws (the adapters move them through the stage)
    layout = _stage_attr("layout", "The window's layout of the moment.")
    held = _stage_attr("held", "A paper is open: the timeline waits for it.")
    trick_waiting = _stage_attr("trick_waiting", "A complete trick waits for the person to gather it.")
    pointer = _stage_attr("pointer", "Where the mouse (or the keys' marked button) points.")
    # the person's decision, as his seat holds it
    dialog = _seat_attr("dialog", "The open decision panel (a dialogs.Dialog), or None.")
    dialog_buttons = _seat_attr("buttons", "The dialog's buttons as laid out now.")
    selected = _seat_attr("selected", "The cards picked for a CardPick dialog.")
    error_line = _seat_attr("error_line", "Why the last card or answer was refused.")

    def __init__(self, app, config, match=None, record=None, history=None):
        super().__init__(app)
        from ..games import adapter_class, adapter_for
        self.config = config
        self.players = config.players
        self.person = 0
        self.match = match if match is not None else new_match(
            config.game, config.players, options=dict(config.options), seed=config.seed,
            dealer=config.dealer, deals=[dict(d) for d in config.deals] or None)
        self.direction = adapter_class(config.game).direction(self.options_json())
        self.trick_spreads = adapter_class(config.game).trick_spreads
        self.person_seat = PersonSeat(self.person, self._show_question)
        self.stage = Stage(app, config.seats, self.person, game_module(config.game).RANK_ORDER,
                           self._new_layout(app.size), self.person_seat, self._open_paper, self.choose)
        stage = self.stage
        self.model, self.timeline, self.flights = stage.model, stage.timeline, stage.flights
        self.rank_order = stage.rank_order
        self.seat_name, self.is_person, self.sort_hand = stage.seat_name, stage.is_person, stage.sort_hand
        self.log_line, self.celebrate, self.hold_moment = stage.log_line, stage.celebrate, stage.hold_moment
        self.deal_origin, self.hand_landing, self.ecart_spot = stage.deal_origin, stage.hand_landing, stage.ecart_spot
        self.adapter = adapter_for(config.game, stage, self.options_json())
        self.asked = None                 # the state of play whose seat is being asked
        self.answer = None                # its answer, (seat, action), once given
        self.think_left = 0.0
        self.hover = None                 # code of the hand card under the pointer (or the keys' focus)
        self.key_focus = False            # the hover was set by the arrow keys (game/ui/table/keys.py)
        self.button_focus = None          # the dialog button marked with Tab
        self.hint_follow = False          # H asked a hint: the keys' focus goes onto its advice when it comes
        self.press = None                 # (code, pos) of a press on a hand card
        self.dragging = False
        self.show_last = False
        self.sheet_aside = False          # the deal's (or match's) sheet put away with Escape: the table in sight
        self.match_result: dict | None = None   # the match's end as its sheet shows it, once it has come
        self.show_log = False             # the drawer with the match's log
        self.resyncs = 0                  # times the animations' story differed from the engine (tests: 0)
        self.hints = HintDesk(config.game, config.seed, config.practice)
        # the record's indices of the person's decisions that took the hint's advice (the review
        # says so beside them: judged with every card seen, a hint followed may still be listed)
        self.followed: set[int] = set()
        self.playout: int | None = None   # the deal whose decided rest is being played out
        self.playout_read = 0.0           # ... and how long its complete trick has lain on the cloth
        self.played_for_him: dict | None = None   # the lone legal card played for the person (said once played)
        self.to_the_end = False           # the person, out of the table, goes straight to the match's end
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
            if not self.adapter.seated(self.match.view(self.person)):    # continued after he left
                self.stage.hold_for(lambda: self.person_out(None))
        else:
            self.adapter.animate(seen_by(list(getattr(self.match, "opening_events", [])), self.person),
                                 self.match.view(self.person))

    # ------------------------------------------------------------ record and autosave

    @property
    def deal_in_sight(self) -> int:
        """The deal the person sees, the one a save of the match now is named after: the table's,
        which stays on a deal that has ended while its last trick, its sheet (put aside or not) and
        its review are shown, though the engine has dealt the next one as it ended; the engine's
        before the table has shown any (a match's opening deal on its way)."""
        shown = self.model.deal
        return shown if 1 <= shown <= self.match.deal else self.match.deal

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
    def from_record(cls, app, record, match=None, retell: bool = True, kept_log=None):
        """The table of a saved match: replayed through the engine, the score pad rebuilt, the
        log of its last deals told again (``retell``). The deal in progress is told in any case,
        out of sight, for what the table shows at its end (the adapter's ``carry_on``:
        Guinguette's causes of each player's change) and for a take-back's ``kept_log``: its
        deals before, with the deal in progress as told again up to the move taken back (the
        words and cards that followed it had stayed in the log). A take-back's table (``kept_log``
        given) shows the position of the decision taken back as the person was asked it: a trick
        the last action completed is not laid out again to wait for a click, as a match resumed has
        it (he had gathered it before he was asked)."""
        from ..config import MatchConfig
        seats = [{"name": s.get("name", ""), "kind": s.get("kind", "computer"),
                  "level": s.get("level") or "debutant"} for s in record.seats]
        config = MatchConfig(record.game, record.players, dict(record.options), seats,
                             seed=record.seed, dealer=record.dealer, mode=record.mode,
                             deals=list(record.deals), origin=dict(record.origin))
        from ..games import adapter_class
        game_class = adapter_class(record.game)
        # the log retells the last deals (RETOLD_DEALS, from the action that deals the first of them)
        begin = _retold_from(record, RETOLD_DEALS if retell else 1)
        replayed = record.start()
        teller = _retelling(app, config, replayed)
        if teller is not None and begin == 0:
            teller.tell(list(getattr(replayed, "opening_events", [])), replayed)
        history: list[dict] = []
        first_told = replayed.deal
        # who dealt each deal, as its deal event says (a seat that left the table is passed by:
        # counted round from the first dealer, a resumed pad ringed the wrong one), and who had left
        dealers: dict[int, int] = {}
        out: set[int] = set()
        ended: list = []                    # the match's end event, where it is over

        def read(events) -> None:
            for ev in events:
                out.update(game_class.left_table(ev))
                if ev.kind == "match_end":
                    ended.append(ev)
                if ev.kind == "deal":
                    dealers[ev.deal] = ev.dealer
                elif ev.kind == "deal_end":
                    history.append({**game_class.history_row(ev), "dealer": dealers.get(ev.deal), "out": sorted(out)})
        read(getattr(replayed, "opening_events", []))
        last = None                         # the match before the last action, its events, the action
        for i, entry in enumerate(record.actions):
            action = {k: v for k, v in entry.items() if k != "seat"}
            if teller is not None and i == begin and i > 0:
                teller = _told(teller, None, replayed, None)       # the deals before: not retold
            before = replayed.clone() if i == len(record.actions) - 1 else None
            events = replayed.apply_json(entry["seat"], action)
            last = (before, events, action)
            read(events)
            if i == begin:
                first_told = replayed.deal
            if teller is not None and i >= begin:
                teller = _told(teller, events, replayed, action)
        table = cls(app, config, match=replayed, record=record, history=history)
        table._as_left(None if kept_log is not None else last, teller)
        if teller is not None and (retell or kept_log is not None):
            # the log of the last deals played, as they were shown (after a take-back's kept log)
            kept = [e for e in kept_log.entries if e[1] < first_told] if kept_log is not None else []
            teller.log.entries = kept + [e for e in teller.log.entries if e[1] >= first_told]
            table.model.log = teller.log
        elif kept_log is not None:          # no retelling: the log as it was
            table.model.log = kept_log
        if teller is not None:
            table.adapter.carry_on(teller.adapter)
        if replayed.match_over:
            table._show_finished(teller.ended if teller is not None else None, ended[-1] if ended else None)
        return table

    def _as_left(self, last: tuple | None, teller=None) -> None:
        """A match continued as it was left: the hand in the order it was dealt in (as the deal
        in progress, told again by ``teller``, set it), and, where the last action completed a
        trick within its deal, the trick complete on the cloth, its winner marked, waiting for the
        click (or the pause to read it) that gathers it, not gathered unseen. ``last``: the match
        before that action, what it did and the action (the log already tells them: the lines
        this showing writes go with the log the table is given next)."""
        if teller is not None and teller.stage.model.deal == self.model.deal:
            self.model.suits = teller.stage.model.suits
            self.model.hand = self.sort_hand(self.model.hand)
        if last is None:
            return
        before, events, action = last
        seen = seen_by(events, self.person)
        if self.match.match_over or not any(ev.kind == "trick" for ev in seen) \
                or any(ev.kind in ("deal", "deal_end") for ev in seen):
            return
        view = before.view(self.person)
        self.adapter.sync(view)
        self.adapter.reset_cursor(view)
        self.adapter.animate(seen, self.match.view(self.person), action_from_json(action))
        self.timeline.finish()          # at once to the complete trick, where it waits

    def _show_finished(self, told: dict | None, ev) -> None:
        """A finished match resumed (a save made on its last sheet, an autosave that could not be set
        aside) opens its end sheet, rather than a table where nothing is left to play: the sheet as
        the retelling was given it (``told``), else as this table's adapter reads the end event."""
        result = told
        if result is None and ev is not None:
            try:
                result = self.adapter.match_result(ev)
            except Exception:
                log.warning("the end of a finished match cannot be shown:\n%s", traceback.format_exc())
        if result is not None:
            self.stage.hold_for(lambda: self.open_match_end(result))

    # ------------------------------------------------------------ what the table reads

    def options_json(self) -> dict:
        return match_options(self.match)

    def t(self, key: str, **fmt) -> str:
        return self.app.t(key, **fmt)

    @property
    def settings(self):
        return self.app.settings

    def proceed(self) -> None:
        """Go on: to the next deal where the deal's sheet was put away (the match's end sheet put
        away: back), else gather the trick that waits, else finish the animations (a click, Space,
        Enter). The last trick looked at goes, as a click puts it away: the table keeps still under it."""
        self.show_last = False
        if self.sheet_aside:
            self.sheet_aside = False
            if self.match_result is not None:
                self._push_match_end()
            else:
                self._go_on()
        elif self.trick_waiting:
            self.trick_waiting = False
            self.timeline.release()
        elif self.timeline.busy() and not self.held:
            self.timeline.finish()

    def toggle_log(self) -> None:
        """Open or close the log's drawer: the table is laid out again, left of the open drawer
        where the window leaves it room there, across the window once it is closed."""
        self.show_log = not self.show_log
        self.model.log.scroll = 0
        for scene in [self] + [s for s in self.app.stack if getattr(s, "table", None) is self]:
            scene.resize(self.app.size)                     # the table, and the sheets over it, beside it
        if self.show_log and self.app.top is not self:      # over a deal's sheet: the drawer above it
            from .sheets import LogOverSheet
            self.app.push(LogOverSheet(self.app, self))

    # ------------------------------------------------------------ the bar

    BAR_KEYS = ("table.btn.scores", "table.btn.last_trick", "table.btn.rules", "table.btn.settings",
                "table.btn.log", "table.btn.menu")
    HELP_KEYS = ("table.btn.hint",)
    # the bar's buttons that open a paper or a page above the deal's (or the match's) sheet, and
    # work while it is up (the menu too: to leave the match one had to press Continue, the next
    # deal dealt behind the menu); the others sleep there (the sheet has its own last trick and way on)
    OVER_SHEET_KEYS = ("table.btn.scores", "table.btn.rules", "table.btn.settings", "table.btn.log",
                       "table.btn.menu")
    PRACTICE_KEYS = ("table.btn.take_back",)      # a practice match only: a normal one keeps "la table colle"

    @property
    def table_keys(self) -> tuple[str, ...]:
        """The table's own buttons: no "Last trick" where the rules keep the tricks face down
        (Double King's own way), rather than a button that never wakes."""
        if self.last_trick_allowed():
            return self.BAR_KEYS
        return tuple(k for k in self.BAR_KEYS if k != "table.btn.last_trick")

    @property
    def bar_keys(self) -> tuple[str, ...]:
        """The bar's buttons as drawn, left to right: the help first (take back, hint), then the table's."""
        return (self.PRACTICE_KEYS if self.config.practice else ()) + self.HELP_KEYS + self.table_keys

    def _make_bar(self) -> None:
        actions = {"table.btn.take_back": self.take_back, "table.btn.hint": self.ask_hint,
                   "table.btn.scores": self.open_scores, "table.btn.last_trick": self.toggle_last,
                   "table.btn.rules": self.open_rules, "table.btn.settings": self.open_settings,
                   "table.btn.log": self.toggle_log, "table.btn.menu": self.open_menu}
        self.bar_button = {k: widgets.Button((0, 0, 1, 1), self.t(k), actions[k]) for k in self.bar_keys}
        # listed as before the help came (the table's first), each drawn where bar_keys puts it
        table = self.table_keys
        self.bar_buttons = [self.bar_button[k] for k in table + self.bar_keys[:-len(table)]]
        if self._bar_rows(self.app.size) != self.layout.bar_rows:     # the language changed the labels' widths
            self.layout = self._new_layout(self.app.size)
        self._layout_bar()

    def _bar_widths(self, size) -> list[int]:
        """Width of each bar button at window ``size``: its label whole, with the button's padding
        and rounded ends (widgets.Button.draw fits the label inside those)."""
        from .layout import bar_row_height
        font = widgets.font_for("small", theme.text_height(size))
        pad = max(4, bar_row_height(theme.text_height(size)) // 6)
        ends = max(3 * pad, 2 * widgets.radius_for(size[1]) + 2 * pad)
        return [font.size(self.t(key))[0] + ends for key in self.bar_keys]

    def _bar_rows(self, size) -> int:
        """One row when the buttons leave the state of play at least half the bar, else two."""
        from .layout import bar_row_height
        pad = max(4, bar_row_height(theme.text_height(size)) // 6)
        used = sum(self._bar_widths(size)) + pad * (len(self.bar_keys) + 1)
        return 1 if size[0] - used >= size[0] * STATUS_SHARE else 2

    def _layout_bar(self) -> None:
        bar = self.layout.top_bar
        row = self.layout.bar_row_h
        pad = max(4, row // 6)
        x = bar.right - pad
        drawn = [self.bar_button[k] for k in self.bar_keys]
        for button, width in reversed(list(zip(drawn, self._bar_widths(self.app.size)))):
            button.rect = pygame.Rect(x - width, bar.y + pad, width, row - 2 * pad)
            x -= width + pad
        self.bar_left = x
        self._enable_bar()

    def bar_awake(self) -> tuple[str, ...]:
        """The bar's buttons that take a click now: all while the table is on top; over the sheet
        it opened by itself (a deal's end, the match's), those of OVER_SHEET_KEYS; none under
        another paper or page."""
        top = self.app.top
        if top is self:
            return self.bar_keys
        if getattr(top, "table", None) is self and getattr(top, "unbidden", False):
            return tuple(k for k in self.bar_keys if k in self.OVER_SHEET_KEYS)
        return ()

    def bar_over_sheet(self, event) -> bool:
        """A click (or the pointer's move) on the bar while its sheet is up, for the buttons that
        work there, or the letter of a bar's button (keys.BAR_LETTERS: S, R, L; T's last trick
        sleeps there); True when one took it (a letter of a button asleep is taken too, for
        nothing)."""
        if event.type == pygame.KEYDOWN:
            key = BAR_LETTERS.get(event.key)
            if key is None or key not in self.bar_button:
                return False
            if key in self.bar_awake() and self.bar_button[key].enabled:
                self.bar_button[key].click()
            return True
        if event.type not in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return False
        awake = [self.bar_button[k] for k in self.bar_awake()]
        return widgets.handle_buttons(awake, event) and event.type != pygame.MOUSEMOTION

    def _enable_bar(self) -> None:
        """The bar's buttons that the state of play enables: the hint once the person is asked, the
        last trick once there is one (where the rules show it), take back once there is a decision."""
        question = self.person_seat.question
        hint = self.bar_button["table.btn.hint"]
        # a normal match's one hint of the deal used: greyed, its tag saying why (a click only
        # showed the refusal on a button that looked ready)
        spent = question is not None and not self.hints.allowed(question, self.match.deal)
        hint.enabled = question is not None and not spent
        hint.help = self.t("help.one_per_deal") if spent else ""
        hint.short_help = self.t("help.one_per_deal_short") if spent else ""
        if "table.btn.last_trick" in self.bar_button:
            self.bar_button["table.btn.last_trick"].enabled = bool(self.model.last_trick)
        if "table.btn.take_back" in self.bar_button:
            self.bar_button["table.btn.take_back"].enabled = self._can_take_back()

    def last_trick_allowed(self) -> bool:
        """The last trick may be looked at again (a rule option; Double King's tricks stay hidden)."""
        return bool(self.options_json().get("show_last_trick", True))

    def open_scores(self) -> None:
        from .sheets import ScorePadScene
        cls = self.adapter.paper_scene("scores") or ScorePadScene
        self.app.push(cls(self.app, self))

    def toggle_last(self) -> None:
        self.show_last = not self.last_trick_shown() and bool(self.model.last_trick)

    def last_trick_shown(self) -> bool:
        """The last trick's panel stands over the table (asked for, and a trick to show: a new
        deal has none, and then nothing shows for Escape or a click to put away)."""
        return self.show_last and bool(self.model.last_trick)

    def put_sheet_aside(self) -> None:
        """Escape on the deal's sheet (or the match's): the sheet goes, the deal stays on the table
        as it ended (the timeline still waits); a click, Enter or Space goes on to the next deal
        (brings the match's end sheet back)."""
        self.sheet_aside = True

    def open_rules(self) -> None:
        self._frame_scene(("rules", "RulesScene"), game=self.config.game, match_options=self.options_json())

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
            self.app.show_message(self.app.said("table.btn." + module), self.app.said("table.not_yet"))
            return
        try:
            self.app.push(cls(self.app, **kwargs))
        except TypeError:
            self.app.push(cls(self.app))

    def _open_paper(self, kind: str, payload: dict) -> None:
        """A paper the stage asks for: the end of a deal or of the match, the person out of the table.
        The last trick looked at goes with its deal (left up, it came back by itself after the next
        deal's first trick)."""
        self.show_last = False
        if kind == "deal_end":
            self.open_deal_end(payload)
        elif kind == "person_out":
            self.person_out(payload["need"])
        else:
            self.open_match_end(payload)

    def open_deal_end(self, summary: dict) -> None:
        if self.to_the_end:            # out of the table, on the way to the match's end: no sheet
            self._go_on()
            return
        from .sheets import DealEndScene
        cls = self.adapter.paper_scene("deal_end") or DealEndScene
        self.app.sound.play("deal_end")
        self.app.push(cls(self.app, self, summary))
        self._review_in_practice()

    def _review_in_practice(self) -> None:
        """Practice mode: the review of the deal just played opens as its sheet does (the app's
        review scene, when the app has one)."""
        review = getattr(self.app, "open_review", None)
        if self.record is not None and self.record.practice and callable(review):
            review(self.record, self.model.deal, followed=self.followed)

    def person_out(self, need: int | None) -> None:
        """The person, short of the ``need`` counters of the stakes, has left the table
        (Guinguette's bankruptcy "leaves the table") and the match goes on without him: he may
        watch it, or go straight to its end. ``need`` None: a match continued after he left."""
        if self.match.match_over:      # its end comes next anyway
            self._go_on()
            return
        said = self.app.said            # the message follows a change of language while it shows
        text = said("table.out_text", need=need) if need is not None else said("table.out_text_again")
        self.app.show_message(said("table.out_title"), text,
                              [(said("table.out_to_end"), self.go_to_the_end), (said("table.out_watch"), None)],
                              unbidden=True)

    def go_to_the_end(self) -> None:
        """The rest of the match played at once: no pause, no trick held, no deal's sheet."""
        self.to_the_end = True
        self.seats.hurry()
        self.timeline.speed = "instant"
        self.timeline.finish()

    def open_match_end(self, result: dict) -> None:
        if self.to_the_end:
            self.to_the_end = False
            self.timeline.speed = self.pace()
        won = person_won(self.match.result_json(), self.person)
        self.app.sound.play("match_won" if won else "match_lost")
        self.celebrate(won, sparks=40)
        self.match_result = result
        self._push_match_end()

    def _push_match_end(self) -> None:
        """The match's end sheet over the table: when it comes, and when it is brought back after
        Escape put it aside (no second chime nor celebration: the match ended once)."""
        from .sheets import MatchEndScene
        cls = self.adapter.paper_scene("match_end") or MatchEndScene
        self.app.push(cls(self.app, self, self.match_result))

    def _match_finished(self) -> None:
        """The last action is applied: the statistics count the match now and its autosave is
        retired, before any end screen (closing the app on the last sheet loses nothing)."""
        store = getattr(self.app, "store", None)
        if store is None or self.record is None:
            return
        try:
            store.match_finished(self.record, self.match, seat=self.person)
        except Exception:
            log.exception("the finished match could not be counted in the statistics")

    def rematch(self) -> None:
        from ..config import MatchConfig, new_seed
        c = self.config
        # a practice match's rematch is practice too (a replay's or a challenge's is a match of new cards)
        config = MatchConfig(c.game, c.players, dict(c.options), [dict(s) for s in c.seats],
                             seed=new_seed(), dealer=(c.dealer + 1) % c.players,
                             mode="practice" if c.practice else "normal")
        self.close()
        # the end screen (and a score pad over it) go first; then this table gives its place
        while self in self.app.stack and self.app.top is not self:
            self.app.pop()
        self.app.replace(TableScene(self.app, config))

    def close(self) -> None:
        self.seats.close()
        self.person_seat.close()
        self.hints.close()

    def _warm(self) -> None:
        """Render the backs and shadows of this window size now and its faces in the background
        (cards.CardArt.warm): an SVG face costs milliseconds, too much to pay mid-animation, and
        the first frame must not wait for the whole pack."""
        lay = self.layout
        lang = self.app.settings.get("language", "fr")
        four = bool(self.app.settings.get("four_colour", False))
        style = self.app.settings.get("card_back", theme.CARD_BACKS[0])
        codes = [r + s for s in SUITS for r in self.rank_order]
        from .draw import draw_table, fan_image
        # kept as far as the bounds hold them, the first to go past them (a huge window: a few)
        with cache.warming():
            # the trick's cards (smaller where it lacks room) and the table's (a passer's hand laid aside)
            faces = tuple(dict.fromkeys((lay.hand_h, lay.trick_h(), lay.table_h, lay.small_h)))
            ART.warm(faces, codes, style, lang, four, back_heights=(lay.seat_h, int(lay.seat_h * 0.8)))
            for h in (*faces, lay.seat_h, int(lay.seat_h * 0.8)):
                ART.shadow(h)
                ART.shadow(h, True)
            widgets.felt(lay.window)
            # the fans a seat may hold
            for count in range(1, 15):
                fan_image(self, count, lay.seat_h)
        window = getattr(self.app, "surface", None)
        if hasattr(self, "bar_buttons") and window is not None and window.get_size() == lay.window:
            # one drawing of the table before it shows (glows, plates); the next frame draws over
            # it: no image of the window's size
            draw_table(self, window)

    # ------------------------------------------------------------ scene protocol

    def _new_layout(self, size) -> TableLayout:
        adapter = self.__dict__.get("adapter")      # none yet while the stage is first built
        room = table_room(size) if self.__dict__.get("show_log") else None      # left of the log's drawer
        return TableLayout((room or size[0], size[1]), self.players, self.direction, self.person,
                           self._bar_rows(size), adapter.hand_most() if adapter is not None else HAND_MOST,
                           self.trick_spreads, window=size, trick_room=self._trick_room)

    def _trick_room(self, layout: TableLayout) -> bool:
        """The game's word on the trick at the size ``layout`` tries (its adapter's trick_room)."""
        adapter = self.__dict__.get("adapter")
        return adapter is None or adapter.trick_room(layout)

    def room(self, size) -> int:
        """Left of the log's open drawer, where the table is laid out: a panel over the table
        stands there, clear of the drawer (the contract chooser, the save's message)."""
        return self.layout.w if self.show_log else size[0]

    def resize(self, size) -> None:
        old = (self.layout.w, self.layout.h)
        self.layout = self._new_layout(size)
        if (self.layout.w, self.layout.h) != old:
            self._warm()
        self._layout_bar()
        self.build_dialog()

    def resume(self) -> None:
        if self.held and not self._summary_open() and not self.sheet_aside:
            self._go_on()
        self.timeline.speed = self.pace()     # the settings' pace may have changed
        self._make_bar()
        if self.person_seat.question is not None:
            self.asked = None                 # asked again: his dialog in the language of now
        self.build_dialog()

    def _go_on(self) -> None:
        """The paper the timeline waited on is closed (or not opened after all): the table goes on."""
        self.held = False
        self.timeline.release()

    def _summary_open(self) -> bool:
        from .sheets import DealEndScene, MatchEndScene
        return any(isinstance(s, (DealEndScene, MatchEndScene)) for s in getattr(self.app, "stack", []))

    def sheet_up(self) -> bool:
        """The deal's (or the match's) sheet stands over the table, not put aside."""
        return self._summary_open() and not self.sheet_aside

    def thinking(self) -> int | None:
        """The computer seat asked now, while it thinks (None when none is)."""
        seat = self.match.to_act
        return seat if self.asked is not None and not self.is_person(seat) else None

    def still(self) -> bool:
        """The table keeps still: a scene the person reads stands over it (the menu, the score pad,
        a message, a sheet), or the last trick's panel is open on the cloth. No seat is asked, the
        story shown waits, nothing is played or gathered, until it goes."""
        return self.app.top is not self or self.last_trick_shown()

    def busy(self) -> bool:
        if self.held or self.trick_waiting or self.still():
            return False
        return self.timeline.busy() or self.thinking() is not None or self.dragging

    def look(self) -> object:
        """The hint (coming, then come: it is worked out in another process) and the bar's buttons
        the turn of play enables (the hint's once the person is asked)."""
        question = self.person_seat.question
        return (id(question), self.hints.thinking(question), self.hints.shown(question) is not None,
                tuple(button.enabled for button in self.bar_buttons), self.error_line, self.app.top is self)

    def update(self, dt: float) -> None:
        if self.app.top is self:
            self.app.report_problems()     # a match or statistics that cannot be saved: told once
        self._enable_bar()
        follow_hint(self)
        if self.playout is not None:
            self._play_out(dt)
        if self.still():
            return
        if self.to_the_end and self.trick_waiting:
            self.proceed()
        if self.held:
            return
        self.timeline.update(dt)
        if self.timeline.busy() or self.held or self.match.match_over:
            return
        self._turn(dt)

    # ------------------------------------------------------------ every seat asked the same way

    def _state_key(self):
        m = self.match
        return (m.deal, m.phase, m.to_act, len(getattr(m, "tricks", [])), len(m.trick))

    def _turn(self, dt: float) -> None:
        """Ask the seat to act, once per state of play, with its view and its legal actions; take its
        answer when it comes (a computer's after the thinking pause, the person's at once)."""
        seat = self.match.to_act
        person = self.is_person(seat)
        if person and seat != self.person:
            return            # a person at another chair (the tests drive such seats through the engine)
        chair = self.person_seat if person else self.seats
        key = self._state_key()
        if self.asked != key:
            self.asked = key
            self.answer = None
            self.think_left = 0.0 if person else self._think_pause()
            chair.ask(seat, self.match.view(seat), self.match.legal_actions())
            if person:
                self._nothing_to_decide()
        else:
            self.think_left -= dt
        if self.answer is None:
            self.answer = chair.poll()
        if self.answer is not None and self.think_left <= 0:
            self._take(*self.answer)

    def pace(self) -> str:
        """The animations' pace now: the person's (the settings'), none while he hurries to the
        match's end, a step quicker while a decided rest of the deal is played out (``theme.quicker``:
        never slower than his own)."""
        speed = self.app.settings.get("speed", "normal")
        if self.to_the_end:
            return "instant"
        return theme.quicker(speed) if self.playout is not None else speed

    def _think_pause(self) -> float:
        if self.playout is not None or self.to_the_end:
            return 0.0
        pause = self.app.settings.get("think_pause_ms", 600) / 1000.0
        if self.timeline.speed == "instant":
            pause = min(pause, self.app.settings.get("think_pause_ms", 0) / 1000.0)
        return pause

    def _take(self, seat: int, action) -> None:
        """A seat's answer, through the engine. The person's refused answer is told and his question
        stays; a computer's refused choice becomes the first legal action rather than stop the game."""
        self.answer = None
        try:
            self.apply(seat, action)
        except RuleError as error:
            if self.is_person(seat):
                self.error_line = error.message
                return
            from .seats import concrete
            self.apply(seat, concrete(self.match.legal_actions()[0]))

    def apply(self, seat: int, action) -> list:
        """Apply one action through the engine (the authority), record it, animate its events."""
        events = self.match.apply(action, seat)
        taken = action.to_json()
        if self.record is not None:
            try:
                self.record.add(seat, taken)
                hint = self.hints.shown(self.person_seat.question) if self.is_person(seat) else None
                if hint is not None and hint.action == taken:
                    self.followed.add(len(self.record.actions) - 1)
            except Exception:
                pass
        if self.match.match_over:
            self._match_finished()
        self.asked = None
        self.answer = None
        self.person_seat.cancel()
        if self.is_person(seat):
            lone, self.played_for_him = self.played_for_him, None
            if lone == taken:
                # said beside the hand until its trick is gathered: a card he did not click went
                # down (a newcomer's click on a refused card, just then, seemed to play another);
                # the others' cards played after it and who takes the trick leave it in sight
                self.person_seat.say_for_trick(self.t("help.played_for_you", card=card_text(
                    taken.get("card", ""), self.settings.get("language", "fr"))))
        self.hints.drop()
        self.hover = None
        self.press = None
        self.dragging = False
        # the person's table learns only what the person may see (the deal's own hand, a card drawn)
        self.adapter.animate(seen_by(events, self.person), self.match.view(self.person), action)
        if not self.is_person(seat):
            self._hold_word(taken)
        return events

    def _hold_word(self, taken: dict) -> None:
        """A computer seat's decision other than a card (a bet, the trump, a word of the cotillon,
        a contract, a général...) stays alone on the cloth for the thinking pause before any seat
        is asked again (its card, a played one, stays on the trick anyway); the trump named longer
        still, as it holds for the whole deal. A pause to read: the same at every speed, a click
        ends it; none where the person asked for no pause, while a decided rest is played out or
        while he hurries to the match's end."""
        pause = self._think_pause()
        if taken.get("type") == "play" or pause <= 0:
            return
        hold = pause + (theme.TRUMP_READ_S if self.adapter.names_trump(taken) else 0.0)
        self.timeline.pause(hold, label="word_hold", readable=True)

    # ------------------------------------------------------------ the learning table (issue 16)

    def _auto_play(self) -> bool:
        return bool(self.app.settings.get("auto_play", True))

    def _nothing_to_decide(self) -> None:
        """The person is asked: with the setting on, a lone legal card is played for him after a
        beat, and a deal whose end no card can change any more is played out at a fast pace, the
        person's cards played for him."""
        question = self.person_seat.question
        if question is None or question.view.phase != "play" or not self._auto_play():
            return
        beat = PLAYOUT_BEAT_S
        if self.playout is None and rest_is_decided(self.match):
            self.playout = self.match.deal
            self.playout_read = 0.0
            self.timeline.speed = self.pace()
            beat = PLAYOUT_NOTICE_S       # the line that says so is read before his first card goes
        if len(question.legal) == 1 or self.playout is not None:    # decided: any card does
            self.think_left = theme.read_pause(beat if self.playout is not None else AUTO_BEAT_S, self.timeline.speed)
            self.person_seat.answer(question.legal[0])
            self.played_for_him = question.legal[0].to_json() if self.playout is None else None

    def playing_out(self) -> bool:
        """The decided rest of the deal shown is being played out for the person (not the next
        deal, dealt already): his cards go without him, it is not his turn."""
        return self.playout is not None and self.model.deal == self.playout

    def banner_text(self) -> str:
        """The story line shown in the middle of the table: the deal's own (général, capote, a
        basket...), else, while a decided rest is played out, the line that says so."""
        if self.model.banner or not self.playing_out():
            return self.model.banner
        return self.adapter.decided_line()

    def _play_out(self, dt: float) -> None:
        """While a decided rest is played out: each trick gathered without a click once it has
        lain complete long enough to read (theme.TRICK_READ_S, at every speed but "instant", where
        at once: ``theme.read_pause``), but one the game keeps for the click (the setting "hold
        tricks" on: it counts, the adapter's ``_trick_kept``, :meth:`Stage.hold_trick`) and the deal's
        last (the engine has gone past the deal: it is held as when the person plays his last card
        himself, before the deal's sheet and review come over it); at the deal's end the pace of
        the settings comes back."""
        over = self.match.match_over or self.match.deal != self.playout
        if over and (self.held or not self.timeline.busy()):
            self.playout = None
            self.timeline.speed = self.pace()
        elif self.trick_waiting and not over and not self.still() and not self.stage.trick_kept:
            self.playout_read += dt
            if self.playout_read >= theme.read_pause(theme.TRICK_READ_S, self.timeline.speed):
                self.playout_read = 0.0
                self.proceed()

    def ask_hint(self, agreed: bool = False) -> None:
        """The hint for the person's decision of now (the top bar's button, key H): worked out in
        the background from his question alone, shown when ready while that question stands. The
        first of an ordinary match asks first, since the match then counts apart."""
        question = self.person_seat.question
        if question is None:
            self.person_seat.say_until_asked(self.t("help.no_question"))
            return
        if not agreed and self.record is not None and self.record.mode == "normal" and not self.record.hinted \
                and self.hints.shown(question) is None and not self.hints.thinking(question):
            said = self.app.said
            self.app.show_message(said("help.first_hint_title"), said("help.first_hint"),
                                  [(said("help.first_hint_yes"), lambda: self.ask_hint(agreed=True)),
                                   (said("common.cancel"), None)], clear=lambda: self.layout.trick_area())
            return
        if not self.hints.ask(question, self.match.deal, self.stage.sort_hand(list(question.view.hand))):
            self.error_line = self.t("help.one_per_deal")
            return
        if self.record is not None and not self.record.hinted:
            store = getattr(self.app, "store", None)
            if store is not None:
                store.mark_hinted(self.record)     # counted apart; the autosave's header says so at once
            else:
                self.record.hinted = True

    def _can_take_back(self) -> bool:
        """Practice, a match not over, and a card or decision of the person's, maybe to take back
        (whether the table played it for him is found when he takes back: it replays the match)."""
        return (self.config.practice and self.record is not None and not self.match.match_over
                and has_acted(self.record.actions, self.person))

    def take_back(self) -> None:
        """Practice only (Backspace, Ctrl+Z, the bar's button): the person's last decision and all
        that followed leave the record, and the table comes back to that decision, rebuilt from the
        record through the engine (which has no undo); the autosave is rewritten to match."""
        if not self.config.practice or self.app.top is not self:
            return
        decision = last_decision(self.record, self.person, self._auto_play()) if self._can_take_back() else None
        if decision is None:
            self.error_line = self.t("help.nothing_to_take_back")
            return
        del self.record.actions[decision:]
        table = TableScene.from_record(self.app, self.record, retell=False, kept_log=self.model.log)
        table.followed = {i for i in self.followed if i < decision}      # the hints followed before
        table.log_line("help.took_back")
        table.error_line = self.t("help.took_back")      # said beside the hand until he plays
        self.close()
        self.app.replace(table)

    # ------------------------------------------------------------ the person's turn

    def _show_question(self, decision: Decision) -> None:
        """The person's seat is asked (as a computer's is: its view and its legal actions): the turn's
        chime, the cards he may play and why the others are refused, the dialog of his decision."""
        self.app.sound.play("turn")
        view = decision.view
        if not self.adapter.matches(view):
            self.resyncs += 1
            self.adapter.sync(view)           # the safety net: show what the engine says
        if view.phase == "play":
            decision.cards = frozenset(a.to_json()["card"] for a in decision.legal)
            decision.reasons = self._refusals(view, decision.cards)
        self.stage.show_dialog(self.adapter.dialog(view, decision.legal))

    def person_to_play(self) -> bool:
        return (not self.timeline.busy() and not self.held and not self.match.match_over
                and self.is_person(self.match.to_act) and self.match.phase == "play")

    def say_who_acts(self) -> None:
        """A card clicked while a computer seat is to speak or play (its words held for the
        thinking pause): beside the hand, why nothing happens, until the person is asked."""
        seat = self.match.to_act
        if self.held or self.match.match_over or seat is None or self.is_person(seat):
            return
        key = "table.wait_playing" if self.match.phase == "play" else "table.wait_speaking"
        self.person_seat.say_until_asked(self.t(key, name=self.seat_name(seat)))

    def legal(self, code: str) -> bool:
        return self.person_seat.may_play(code)

    def reason(self, code: str) -> str:
        """Why a card may not be played ("" for a card that may be)."""
        return self.person_seat.reason(code)

    def _refusals(self, view, playable: frozenset[str]) -> dict[str, str]:
        """Why each card of the hand that may not be played is refused: the engine's refusal on a
        copy of the match, worked out once per state, before drawing (drawing reads it)."""
        out: dict[str, str] = {}
        for code in view.hand:
            if code in playable:
                continue
            try:
                self.match.clone().apply(action_from_json({"type": "play", "card": code}), self.match.to_act)
            except RuleError as error:
                out[code] = self.adapter.reason(view, error, code)
        return out

    def show_dialog(self, dialog) -> None:
        self.stage.show_dialog(dialog)

    def build_dialog(self) -> None:
        self.stage.rebuild_dialog()

    def choose(self, action_json: dict) -> None:
        """The person's answer (a dialog's button, a card played), given to his seat and taken at once
        (the last trick looked at put away, as a click on a card puts it away: the keys too)."""
        if self.person_seat.answer(action_from_json(action_json)):
            self.show_last = False
            self.answer, self.think_left = None, 0.0    # his own answer goes before one played for him
            self._turn(0.0)

    def pick(self, code: str) -> None:
        """A hand card clicked while a CardPick dialog is open: taken, or put back (where one card
        alone is picked, another card clicked takes the place of the first)."""
        dialog = self.dialog
        if code not in dialog.choosable:
            self.error_line = dialog.refusal(self.stage, code)
            return
        if code in self.selected:
            self.selected.remove(code)
        elif len(self.selected) < dialog.count:
            self.selected.append(code)
        elif dialog.count == 1:
            self.selected[:] = [code]       # one card to pick: another card clicked takes its place
        self.error_line = ""
        self.build_dialog()

    def confirm_pick(self) -> None:
        self.stage.confirm_pick()

    def play_card(self, code: str) -> None:
        if not self.person_to_play():
            self.say_who_acts()
            return
        if not self.legal(code):
            self.error_line = self.reason(code)
            return
        self.choose({"type": "play", "card": code})

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


def match_options(match) -> dict:
    """A match's resolved options (engines name them ``options`` or ``opts``)."""
    opts = getattr(match, "options", None) or getattr(match, "opts", None)
    return opts.to_json() if opts is not None else {}


def _retelling(app, config, match):
    """The teller of a rebuilt table's log (game/ui/table/retell.py), or None where it cannot be
    made: the table is then rebuilt with the log of this sitting only."""
    from ..games import adapter_class
    from .retell import Retelling
    try:
        options = match_options(match)
        return Retelling(app, config, adapter_class(config.game).direction(options), options)
    except Exception:
        log.warning("the log of the deals played before cannot be rebuilt:\n%s", traceback.format_exc())
        return None


def _retold_from(record, deals: int) -> int:
    """The index of the recorded action that deals the first of the last ``deals`` deals (0: the
    match's opening). The log keeps MAX_ENTRIES lines; the engine's views the retelling reads cost
    a match of twenty deals some tenths of a second, so the deals before are not retold."""
    match = record.start()
    starts = [0]
    for i, entry in enumerate(record.actions):
        events = match.apply_json(entry["seat"], {k: v for k, v in entry.items() if k != "seat"})
        if i and any(ev.kind == "deal" for ev in events):
            starts.append(i)
    if match.match_over:        # a finished match is told whole: its end sheet reads every deal's story
        return 0
    return starts[-deals] if len(starts) >= deals else 0


def _told(teller, events: list | None, match, action: dict | None):
    """``teller`` with ``events`` told (None: set where ``match`` stands), or None once it fails
    (the log then starts afresh: it never stops a match from being continued)."""
    try:
        if events is None:
            teller.sync(match)
        else:
            teller.tell(events, match, action_from_json(action) if action is not None else None)
        return teller
    except Exception:
        log.warning("the log of the deals played before cannot be rebuilt:\n%s", traceback.format_exc())
        return None


__all__ = ["TableScene", "ART"]
