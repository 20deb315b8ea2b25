"""Learning from a deal, outside the table: its code to share, a replay in any seat, the comparison
with the Expert, and the way into the deal review (issue 16).

Reached from the end-of-deal sheet and the match's end for its last deal (:func:`sheet_choices`,
one button each draws), from a saved match (the saves list's "Deals" button) and from the title
menu ("Learn": play a deal from a code). Deal codes are :mod:`game.dealcode`'s; slow work runs in :mod:`.background`.
"""
from __future__ import annotations

import pygame

from game.dealcode import DealCodeError, DealSpec, deal_of_record, decode, encode
from game.store.record import MatchRecord

from .. import i18n, theme, widgets
from ..config import (
    COMPUTER_NAMES,
    DEFAULT_LEVEL,
    LEVELS,
    MatchConfig,
    computer_name,
    deal_number,
    level_labels,
    new_seed,
    seated_apart,
    usual_level,
)
from .background import Background
from .learn_work import deals_played, expert_result, story
from .panel import PanelScene
from .review import points_text

REPLAY_MODES = ("replay", "challenge")
EXPERT_WIDEST = (-888.8, 888.8)     # results as wide as the Expert's may be written: their line's room is kept


def snapshot(record) -> MatchRecord:
    """A copy of a record as it stands (the table's goes on growing)."""
    return MatchRecord.from_json(record.to_json())


def clipboard_put(text: str) -> bool:
    """Put ``text`` on the system clipboard (pygame.scrap); False where there is none."""
    try:
        if hasattr(pygame.scrap, "put_text"):
            pygame.scrap.put_text(text)
            return True
        if not pygame.scrap.get_init():
            pygame.scrap.init()
        pygame.scrap.put(pygame.SCRAP_TEXT, text.encode("utf-8"))
        return True
    except Exception:
        return False


def clipboard_get() -> str:
    """The clipboard's text, or "" where there is none."""
    try:
        if hasattr(pygame.scrap, "get_text"):
            return pygame.scrap.get_text() or ""
        if not pygame.scrap.get_init():
            pygame.scrap.init()
        raw = pygame.scrap.get(pygame.SCRAP_TEXT) or b""
        return raw.decode("utf-8", "ignore").strip("\x00")
    except Exception:
        return ""


def code_lines(code: str, font, width: int) -> list[str]:
    """A code cut between its groups of letters into lines that fit ``width``, each line but the
    last keeping its hyphen (copied by hand, the lines put end to end give the code)."""
    groups = code.split("-")
    lines: list[str] = []
    for i, group in enumerate(groups):
        piece = group + ("-" if i < len(groups) - 1 else "")
        if lines and font.size(lines[-1] + piece)[0] <= width:
            lines[-1] += piece
        else:
            lines.append(piece)
    return lines


def code_message(app, error: DealCodeError) -> str:
    """Why a code is refused, in the person's words."""
    return app.t(error.key) if app.has_text(error.key) else app.t("learn.code.invalid")


def sheet_choices(sheet, deal: int | None) -> list:
    """The button a table's sheet adds for ``deal`` ("This deal…"): its review, code and replay;
    the end of a deal's sheet for that deal, the match's end for its last one."""
    table = sheet.table
    record = getattr(table, "record", None)
    if record is None or not isinstance(deal, int):
        return []

    def open_menu() -> None:
        sheet.app.push(DealMenuScene(sheet.app, snapshot(record), deal, table=table))
    replayed = record.mode in REPLAY_MODES and deal == 1 and bool(record.origin)
    return [(sheet.app.t("learn.against_expert" if replayed else "learn.this_deal"), open_menu)]


def open_review(app, record, deal: int, leave: str = "common.back", followed=frozenset()) -> None:
    """The review of ``deal`` of ``record`` (a copy as it stands), for the person's seat: from the
    deal's menu, and after every deal of a practice match (the app's ``open_review``), its way out
    named by ``leave``; ``followed``: the record's indices of decisions that took a hint's advice."""
    from .review import ReviewScene
    person = next((i for i, s in enumerate(record.seats) if s.get("kind") == "person"), 0)
    app.push(ReviewScene(app, snapshot(record), deal, person, leave=leave, followed=followed))


# ---------------------------------------------------------------- one deal

class DealMenuScene(PanelScene):
    """What can be done with one deal of a recorded match: review it, copy its code, replay it in
    any seat; after a replayed deal, its result beside the Expert's from the same seat and cards.
    ``deal`` None lets the person choose among the deals played (a saved match)."""

    def __init__(self, app, record: MatchRecord, deal: int | None = None, table=None) -> None:
        super().__init__(app, "")
        self.record = record
        self.table = table
        self.played = deals_played(record)
        self.current = record.start().deal if not record.actions else record.replay().deal
        last = max(self.played, 1)
        self.choosing = deal is None
        self.deal = deal if deal is not None else last
        self.last = max(last, self.current)
        self.compare: Background | None = None
        self.mine = 0.0                  # the person's result on the replayed deal, once compared
        self.compared: tuple[float, float] | None = None
        self.compare_error = ""
        self._title()
        # Enter reviews the deal shown (where it cannot yet, the first button that may be pressed)
        self.focus = [entry[1] for entry in self.entries()].index(self.review)
        if self.is_replay():
            self.start_compare()

    def _title(self) -> None:
        t = self.app.t
        number = deal_number(t, self.record.game, self.deal, self.record.options)
        self.title = t("learn.deal_title", game=t(f"game.{self.record.game}"), n=number)

    def is_replay(self) -> bool:
        return self.record.mode in REPLAY_MODES and self.deal == 1 and bool(self.record.origin)

    def finished(self) -> bool:
        return self.deal <= self.played

    def entries(self) -> list:
        t = self.app.t
        out = []
        if self.choosing:
            out.append((t("learn.previous_deal"), lambda: self.step(-1), self.deal > 1))
            out.append((t("learn.next_deal"), lambda: self.step(1), self.deal < self.last))
        out += [(t("learn.review"), self.review, self.finished()),
                (t("learn.code"), self.show_code, True),
                (t("learn.replay"), self.replay, True)]
        return out

    def lines(self) -> list:
        t = self.app.t
        out = []
        if not self.finished():
            out.append((t("learn.deal_not_finished"), theme.CREAM_DIM))
        if self.is_replay():
            said = [(t("learn.comparing"), theme.CREAM_DIM)]
            if self.compared is not None:
                mine, expert = self.compared
                key = "learn.compare_better" if mine > expert else (
                    "learn.compare_same" if mine == expert else "learn.compare_worse")
                said = [(self.compare_line(mine, expert), theme.CREAM), (t(key), theme.GOLD)]
            elif self.compare_error:
                said = [(t("learn.compare_failed", reason=self.compare_error), theme.ERROR)]
            # the result's room kept while it is worked out: the buttons moved down when it came
            out += self.kept_room(said, [[t("learn.comparing")]] + [
                [self.compare_line(self.mine, expert), t(key)] for expert in EXPERT_WIDEST
                for key in ("learn.compare_better", "learn.compare_same", "learn.compare_worse")])
        return out

    def compare_line(self, mine: float, expert: float) -> str:
        """"You scored 3 jack points; the Expert, from the same seat and cards, 1 jack point."."""
        game = self.record.game
        return self.app.t("learn.compare", mine=points_text(self.app, game, mine),
                          expert=points_text(self.app, game, expert))

    def step(self, delta: int) -> None:
        self.deal = max(1, min(self.last, self.deal + delta))
        self._title()
        self.rebuild()

    def spec(self) -> DealSpec | None:
        try:
            return deal_of_record(self.record, self.deal)
        except DealCodeError as exc:      # a deal the match never reached
            self.app.show_message(self.app.said("message.error"),
                                  i18n.Said(lambda why=exc: code_message(self.app, why)))
        except Exception as exc:          # a record the engine refuses: said, nothing lost
            self.app.show_message(self.app.said("message.error"), i18n.Said(lambda why=exc: self.app.reason(why)))
        return None

    def coded(self, title: str) -> tuple[DealSpec, str] | None:
        """This deal and its code, or None when it has none (said under ``title``)."""
        spec = self.spec()
        if spec is None:
            return None
        try:
            return spec, encode(spec)
        except ValueError:
            self.app.show_message(self.app.said(title), self.app.said("learn.code.cannot"))
            return None

    def show_code(self) -> None:
        got = self.coded("learn.code")
        if got is not None:
            spec, code = got
            self.app.push(CodeScene(self.app, code, spec, self.record))

    def replay(self) -> None:
        got = self.coded("learn.replay")
        if got is None:
            return
        spec, code = got
        seats = self.record.seats
        self.app.push(SeatScene(self.app, spec, code, "replay", names=[s.get("name", "") for s in seats],
                                levels=[s.get("level") if s.get("kind") == "computer" else None for s in seats],
                                table=self.table))

    def review(self) -> None:
        open_review(self.app, self.record, self.deal,
                    followed=self.table.followed if self.table is not None else frozenset())

    # ---- the Expert on the same cards
    def start_compare(self) -> None:
        origin = self.record.origin
        try:                # a code changed in the file is said in words, not by the worker's error
            if not 0 <= origin["seat"] < decode(origin["code"]).players:
                raise DealCodeError("learn.code.invalid", f"no seat {origin['seat']}")
        except DealCodeError as exc:
            self.compare_error = self.app.t(exc.key)
            return
        told = story(self.record, 1)
        self.mine = told.points[0] if told.points else 0.0
        self.compare = Background(expert_result, origin["code"], origin["seat"])

    def update(self, dt: float) -> None:
        if self.compare is None:
            return
        got = self.compare.done()
        if got is None:
            return
        self.compare = None
        status, value = got
        if status != "ok":
            self.compare_error = str(value)
        else:
            mine = self.mine
            self.compared = (mine, float(value))
            store = getattr(self.app, "store", None)
            if store is not None and hasattr(store, "record_duplicate"):
                key = f"dup:{self.record.seed}:{self.record.origin.get('code')}:{self.record.origin.get('seat')}"
                store.record_duplicate(self.record.game, int(round(mine)), int(round(value)), key=key)
        self.rebuild()

    def busy(self) -> bool:
        return False

    def look(self) -> object:
        return self.compare is None      # the Expert's result on the same cards come: drawn at once

    def close(self) -> None:
        if self.compare is not None:
            self.compare.close()
            self.compare = None
        super().close()


# ---------------------------------------------------------------- the code

class CodeScene(PanelScene):
    """A deal's code: shown whole (selectable in the field: Ctrl+C copies), copied to the clipboard
    with a button where the system has one, and the replay from here."""

    width_share = 0.56

    def __init__(self, app, code: str, spec: DealSpec, record: MatchRecord | None = None) -> None:
        super().__init__(app, app.t("learn.code_title"))
        self.code = code
        self.spec = spec
        self.record = record
        self.status = ""

    def lines(self) -> list:
        out = [(self.app.t("learn.code_help"), theme.CREAM_DIM), (" ", theme.CREAM)]
        out += [(line, theme.GOLD) for line in code_lines(self.code, self.app.font("body"), self.room())]
        # "Copied." in room kept from the start: the panel grew at the click, its buttons moving
        return out + self.said_in_room(self.status, theme.CREAM, ["learn.copied", "learn.no_clipboard"])

    def room(self) -> int:
        """The width text has in the panel."""
        w, h = self.app.size
        return min(w - 20, max(int(w * self.width_share), 380)) - 2 * max(10, int(h * 0.03))

    def entries(self) -> list:
        return [(self.app.t("learn.copy"), self.copy, True)]

    def copy(self) -> None:
        ok = clipboard_put(self.code)
        self.status = self.app.t("learn.copied" if ok else "learn.no_clipboard")
        self.rebuild()

    def handle(self, event) -> None:
        if widgets.shortcut(event, pygame.K_c):
            self.copy()
            return
        super().handle(event)


PLAY = 1                       # PlayCodeScene's buttons: paste, play, back


class PlayCodeScene(PanelScene):
    """Play a deal from a code someone shared: type or paste it (Ctrl+V), then choose a seat."""

    width_share = 0.6

    def __init__(self, app) -> None:
        super().__init__(app, app.t("learn.play_code_title"))
        self.field = widgets.TextField((0, 0, 1, 1), "", 160)
        self.field.placeholder = app.t("learn.code_placeholder")
        self.field.focused = True
        pygame.key.start_text_input()
        self.error = ""
        self.focus = PLAY          # Enter plays the code typed: the mark stands on that button

    def lines(self) -> list:
        out = [(self.app.t("learn.play_code_help"), theme.CREAM_DIM), (" ", theme.CREAM), (" ", theme.CREAM)]
        # a line apart from the field (its first line touched the field's frame), then the refusal,
        # in room kept for the longest one (a code's, or "nothing to paste")
        lang = self.app.settings.get("language", "en")
        keys = [key for key in i18n.catalogue(lang) if key.startswith("learn.code.")] + ["learn.nothing_to_paste"]
        return out + [(" ", theme.CREAM)] + self.said_in_room(self.error, theme.ERROR, keys)

    def entries(self) -> list:
        t = self.app.t
        return [(t("learn.paste"), self.paste, True), (t("learn.play"), self.play, True)]

    def resize(self, size) -> None:
        super().resize(size)
        body = self.app.font("body")
        pad = max(10, int(size[1] * 0.03))
        first = self.buttons[0].rect
        help_lines = len(widgets.wrap(self.app.t("learn.play_code_help"), body, self.panel.rect.w - 2 * pad))
        y = self.panel.rect.y + pad * 2 + self.app.font("title").get_linesize() + help_lines * body.get_linesize()
        line = body.get_linesize()
        self.field.rect = pygame.Rect(first.x, y + line // 5, first.w, line * 8 // 5)   # on the two blank lines

    def close(self) -> None:
        pygame.key.stop_text_input()
        super().close()

    def paste(self) -> None:
        text = clipboard_get()
        if text:
            self.field.text = "".join(ch for ch in text if ch.isprintable())[:160]
            self.error = ""
            self.focus = PLAY
        else:       # SDL tells no missing clipboard from an empty one: both have nothing to paste
            self.error = self.app.t("learn.nothing_to_paste")
        self.type_on()                    # the click on Paste took the focus: the code may be typed on
        self.rebuild()

    def type_on(self) -> None:
        """The keyboard back in the field, from the end of its text, as a click in it puts it: a
        click on a button took it away, and Backspace or a key typed went nowhere."""
        if not self.field.focused:
            self.field.focused = True
            self.field.selected = False
            pygame.key.start_text_input()

    def play(self) -> None:
        try:
            spec = decode(self.field.text)
        except DealCodeError as exc:
            self.error = code_message(self.app, exc)       # the text stays, to be corrected
            self.type_on()
            self.rebuild()
            return
        self.error = ""
        code = encode(spec)
        self.app.push(SeatScene(self.app, spec, code, "challenge"))

    def handle(self, event) -> None:
        if widgets.shortcut(event, pygame.K_v):
            self.paste()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            super().handle(event)        # the button marked: Play, unless the pointer or a key moved it
            return
        if self.field.handle(event):     # a code typed: Enter plays it, whatever was marked before
            self.focus = widgets.move_mark(self.buttons, PLAY, 0)
            if self.error:
                self.error = ""
                self.rebuild()
            return
        super().handle(event)

    def draw_panel(self, surface) -> None:
        super().draw_panel(surface)
        self.field.draw(surface, self.app.font("body"))


# ---------------------------------------------------------------- the replay

class SeatScene(PanelScene):
    """Which seat's cards to play in a replay: one button per seat (the others are computer seats),
    and the computer seats' level, one entry that goes round the setup's levels.

    ``levels``: each seat's level in the match replayed (None for the person's); without them
    (a code), the last setup's of the game. A seat with none takes the level most have."""

    def __init__(self, app, spec: DealSpec, code: str, mode: str, names: list | None = None,
                 levels: list | None = None, table=None) -> None:
        super().__init__(app, app.t("learn.seat_title"))
        self.spec = spec
        self.code = code
        self.mode = mode
        self.names = names or [""] * spec.players          # a shared code names no one
        if levels is None:
            last = app.settings.game(spec.game) if hasattr(app.settings, "game") else {}
            levels = [None, *(last.get("levels") or [])]
        given = [level if level in LEVELS else None for level in levels[:spec.players]]
        given += [None] * (spec.players - len(given))
        usual = usual_level(given)
        self.levels = [level or usual for level in given]
        self.chosen: str | None = None         # the level the person chose for every computer seat
        self.table = table

    def lines(self) -> list:
        out = [(self.app.t("learn.seat_help", game=self.app.t(f"game.{self.spec.game}"),
                           n=self.spec.players), theme.CREAM_DIM)]
        if self.app.unfinished_match(self.table) is not None:
            out.append((self.app.t("learn.match_kept"), theme.CREAM))
        return out

    def entries(self) -> list:
        t = self.app.t
        out = []
        for seat in range(self.spec.players):
            name = self.names[seat] if seat < len(self.names) else ""
            key = "learn.seat" if name else "learn.seat_plain"
            if seat == self.spec.dealer:
                key += "_dealer"
            out.append((t(key, n=seat + 1, name=name), lambda s=seat: self.start(s), True))
        shown = [self.chosen] if self.chosen else [lv for lv in LEVELS if lv in self.levels]
        names = dict(zip(LEVELS, level_labels(t)))
        out.append((t("learn.computer_level", level=", ".join(names[lv] for lv in shown)), self.next_level, True))
        return out

    def next_level(self) -> None:
        """The next of the setup's levels for every computer seat, round from the last to the
        seats' own levels where they differ (a replayed match's), else to the first."""
        mixed = len(set(self.levels)) > 1
        rounds: list[str | None] = [None] * mixed + list(LEVELS)
        at = rounds.index(self.chosen) if self.chosen in rounds else rounds.index(self.levels[0])
        self.chosen = rounds[(at + 1) % len(rounds)]
        self.rebuild()

    def start(self, seat: int) -> None:
        n = self.spec.players
        you = self.app.settings.player_name(self.spec.game) or self.app.t("setup.you")   # as at the setup
        if self.table is not None:
            person = next((s for s in self.table.config.seats if s.get("kind") == "person"), None)
            you = (person or {}).get("name") or you
        seats = [{"name": you, "kind": "person", "level": DEFAULT_LEVEL}]
        names = [(self.names[o] if o < len(self.names) else "") or computer_name((o - seat) % n) for o in range(n)]
        for s in range(1, n):
            original = (s + seat) % n
            level = self.chosen or self.levels[original]
            name = names[original]
            if original == 0:
                # the person's own seat of the match goes to a computer: the name of the seat the
                # person takes, which leaves the table, never a name another seat bears ("Anatole"
                # twice, replaying Hortense's cards)
                others = {names[o] for o in range(1, n) if o != seat}
                name = next(c for c in [names[seat], *COMPUTER_NAMES] if c not in others)
            seats.append({"name": name, "kind": "computer", "level": level})
        seats = seated_apart(seats)         # the person's name is no computer's (a code's defaults)
        config = MatchConfig(self.spec.game, n, dict(self.spec.options), seats, seed=new_seed(),
                             dealer=self.spec.dealer_for(seat), mode=self.mode,
                             deals=[self.spec.pinned(seat)], origin={"code": self.code, "seat": seat})
        start_replay(self.app, config, self.table)


def start_replay(app, config: MatchConfig, table=None) -> None:
    """Deal the replay; the unfinished match it replaces (the table's, or Continue's) is kept in
    the saved matches first, since the autosave now follows the replay: here the table's own record,
    before the table closes (``start_match`` then finds it kept)."""
    if not app.keep_unfinished(table):
        return
    app.to_title()
    app.start_match(config)


# ---------------------------------------------------------------- the title's way in

class LearnScene(PanelScene):
    """The title menu's "Learn": play a deal from a code (and the lessons, where they exist)."""

    def __init__(self, app) -> None:
        super().__init__(app, app.t("learn.title"))

    def lines(self) -> list:
        t = self.app.t      # the sheet's buttons named as they read (sheet_choices)
        return [(t("learn.hub_help", this_deal=t("learn.this_deal"), against_expert=t("learn.against_expert")),
                 theme.CREAM_DIM)]

    def entries(self) -> list:
        from .lesson import LessonsScene
        return [(self.app.t("lesson.list_title"), lambda: self.app.push(LessonsScene(self.app)), True),
                (self.app.t("learn.play_code"), lambda: self.app.push(PlayCodeScene(self.app)), True)]
