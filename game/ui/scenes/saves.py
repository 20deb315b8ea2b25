"""Saved matches: the list (name, game, players, date, score) with resume, rename and delete.

Everything goes through game.store (issue 8); a damaged file found while listing was already
moved aside by the store and is reported once here.
"""
from __future__ import annotations

import time

import pygame

from game.store.saves import SavedMatch

from .. import i18n, theme, widgets
from ..config import seat_label
from ..games.lookup import saved_score_notes
from ..scene import Scene
from .message import MessageScene

ACTIONS = ("load", "deals", "rename", "delete")     # what the buttons do to the chosen save
IN_PROGRESS = ""            # the id of the list's first row where there is one: the match Continue resumes


def score_texts(summary: dict, seats: list, t) -> list[str]:
    """The running score of a saved match, widest first, for any game: the first per-player
    list the engine's score has (Polignac points, Double King net, chips...), each after its
    seat's name as the table writes it ("You −19 · Ernestine 0 · Anatole −3 · Hortense +6"),
    then the person's with the highest other's ("You −19 · highest: Hortense +6"), then the person's
    alone ("You −19") for a narrow column. Once a Double King round is over,
    the standing is the ranking points, the net that of the round in play: each seat's points
    lead and its net follows ("You 8 pts (+1) · …"), then everyone's points alone ("You 8 ·
    Ernestine 12 · … pts"), then the person's points and net. Empty when there is no score."""
    score = (summary or {}).get("score")
    if not isinstance(score, dict):
        return []
    target = score.get("target")

    def limited(text: str) -> str:              # Polignac's limit, said as a limit
        return t("saves.with_limit", score=text, target=target) if isinstance(target, int) else text

    def say(words: list[str], who=None) -> str:     # each seat's (or those ``who``) words after its name
        return " · ".join(f"{seat_label(seats, i, t)} {words[i]}" for i in (who or range(len(words))))
    person = [i for i, seat in enumerate(seats) if seat.get("kind") == "person"]
    for key in ("points", "net", "chips", "counters"):
        values = score.get(key)
        if isinstance(values, list) and values:
            shown = [i18n.signed(v) if key == "net" else i18n.number(v) for v in values]
            if len(seats) != len(shown):        # a summary that does not match its seats: figures only
                return [limited(" · ".join(shown)), limited("·".join(shown))]
            ranked = score.get("ranking_points")
            if key == "net" and isinstance(ranked, list) and len(ranked) == len(shown) and any(ranked):
                points = [i18n.number(p) for p in ranked]
                each = [t("saves.ranked", points=p, net=v) for p, v in zip(points, shown)]
                return [say(each), t("saves.ranked_all", scores=say(points))] + ([say(each, person)] if person else [])
            out = [limited(say(shown))]
            if not person:
                return out
            if len(values) > 2 and all(isinstance(v, (int, float)) for v in values):
                top = max(range(len(values)), key=lambda i: values[i])
                if values[top] > max(values[i] for i in person):       # someone else leads: named
                    tied = ", ".join(seat_label(seats, i, t) for i in range(len(values)) if values[i] == values[top])
                    out.append(limited(t("saves.with_highest", mine=say(shown, person), name=tied,
                                         points=shown[top])))
            return out + [limited(say(shown, person))]
    return []


def score_notes(summary: dict, game: str, seats: list, t) -> list[str]:
    """What a saved match's score says besides its figures, widest first: for a game whose figures
    in a deal in play are not those the last deal ended on, nor always those its table showed
    when saved (Guinguette deals the next deal as one ends, its antes paid and la guinguette won
    at once, the cotillon's ante paid before the table has shown it: "Vous 44" on the plate,
    "Vous 43" saved), what that deal had done to them, in the game's words
    (:meth:`TableAdapter.saved_score_notes`). Empty where there is nothing to say."""
    deal = (summary or {}).get("deal")
    if type(deal) is not int or summary.get("match_over") or not isinstance(summary.get("score"), dict):
        return []
    so_far, seen = summary.get("deal_so_far"), summary.get("seen_deal")
    return saved_score_notes(game, so_far if isinstance(so_far, dict) else None, deal, seats, t,
                             seen if type(seen) is int else None)


def date_text(saved_at, lang: str, hour: bool = True) -> str:
    """The day (and with ``hour`` the time) a match was saved, in the language's way."""
    try:
        moment = time.localtime(float(saved_at))
    except (TypeError, ValueError, OverflowError, OSError):
        return ""
    day = "%d/%m/%Y" if lang == "fr" else "%Y-%m-%d"
    return time.strftime(day + " %H:%M" if hour else day, moment)


class RenameScene(Scene):
    """A small dialog: a text field with the current name, Rename and Cancel."""

    transparent = True

    def __init__(self, app, name: str, on_done) -> None:
        super().__init__(app)
        self.on_done = on_done
        self.field = widgets.TextField((0, 0, 1, 1), name, 40)
        self.field.focused = True
        pygame.key.start_text_input()
        self.ok = widgets.Button((0, 0, 1, 1), app.t("saves.rename_ok"), self.confirm, default=True)
        self.cancel = widgets.Button((0, 0, 1, 1), app.t("common.cancel"), self.close)

    def close(self) -> None:
        pygame.key.stop_text_input()
        if self.app.top is self:
            self.app.pop()

    def confirm(self) -> None:
        name = self.field.text.strip()
        self.close()
        if name:
            self.on_done(name)

    def resize(self, size) -> None:
        w, h = size
        bh = theme.button_height(h)
        pw = min(w - 40, max(420, int(w * 0.4)))
        ph = bh * 3 + int(h * 0.12)
        self.panel = pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)
        pad = int(h * 0.03)
        self.field.rect = pygame.Rect(self.panel.x + pad, self.panel.y + pad + bh, pw - 2 * pad, bh)
        bw = (pw - 3 * pad) // 2
        y = self.panel.bottom - pad - bh
        self.ok.rect = pygame.Rect(self.panel.x + pad, y, bw, bh)
        self.cancel.rect = pygame.Rect(self.panel.right - pad - bw, y, bw, bh)

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        if self.field.handle(event):
            return
        widgets.handle_buttons([self.ok, self.cancel], event)

    def draw(self, surface) -> None:
        widgets.veil(surface, 110)
        widgets.Panel(self.panel).draw(surface)
        body = self.app.font("body")
        widgets.draw_text(surface, self.app.t("saves.rename_title"), body, theme.GOLD,
                          (self.field.rect.x, self.field.rect.y - 6), "bottomleft")
        self.field.draw(surface, body)
        self.ok.draw(surface, body)
        self.cancel.draw(surface, body)


class SavesScene(Scene):
    """``entries`` are the store's SavedMatch rows, ``selected`` the chosen index;
    ``row_rects`` (index -> Rect) are where the visible rows are; ``buttons`` maps
    load/rename/delete/back to Buttons."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.entries: list = []
        self.selected: int | None = None
        self.scroll = 0
        self.row_rects: dict[int, pygame.Rect] = {}
        self.status = ""
        self.unsaved = ""             # with no save listed: why none can be made here, if so
        self.going = None             # (record, match) of the match in progress listed first, if any
        self.resumed = None           # the save it was resumed from, not listed beside it, if any
        t = app.t
        self.buttons = {
            "load": widgets.Button((0, 0, 1, 1), t("saves.load"), self.load, default=True),
            "rename": widgets.Button((0, 0, 1, 1), t("saves.rename"), self.rename),
            "delete": widgets.Button((0, 0, 1, 1), t("saves.delete"), self.delete),
            "deals": widgets.Button((0, 0, 1, 1), t("saves.deals"), self.deals),
            "back": widgets.Button((0, 0, 1, 1), t("common.back"), app.pop),
        }
        # Tab frames the buttons in reading order (the arrows choose the match)
        self.key_focus = widgets.KeyFocus(lambda: ["back", *ACTIONS], self.buttons.get, arrows=False)
        self.refresh()

    # ------------------------------------------------------------ the list

    def refresh(self) -> None:
        store = self.app.store
        self.status = ""
        try:
            self.entries = list(store.list_matches()) if store is not None else []
        except Exception as exc:
            self.entries = []
            self.status = self.app.t("saves.failed", reason=self.app.reason(exc))
        # the match left by closing the window, which Continue resumes, first: a person looks
        # for it here too (it was found only on the title)
        self.going = self.in_progress()
        self.resumed = None
        if self.going is not None:
            record, match = self.going
            info = self.app.autosave_info() or {}
            # resumed from a save: that save is this match, earlier; listed once, as in progress
            found = store.resumed_save(record) if store is not None else None
            self.resumed = next((e for e in self.entries if found is not None and e.id == found[0]), None)
            self.entries = [e for e in self.entries if e is not self.resumed]
            mine = self.resumed is not None and not self.resumed.named     # a name the person gave
            self.entries.insert(0, SavedMatch(id=IN_PROGRESS, name=self.app.t(
                                                  "saves.in_progress_of", name=self.resumed.name)
                                              if mine else self.app.t("saves.in_progress"),
                                              game=record.game, players=record.players,
                                              saved_at=info.get("saved_at", 0), seats=list(record.seats),
                                              summary=dict(record.refresh_summary(match))))
        refused = store.saves.refused() if store is not None and not self.entries else None
        self.unsaved = self.app.reason(refused) if refused is not None else ""
        if self.selected is not None and self.selected >= len(self.entries):
            self.selected = len(self.entries) - 1 if self.entries else None
        if self.selected is None and self.entries:
            self.selected = 0
        self.enable()

    def in_progress(self):
        """(record, match) of the unfinished match Continue would resume, or None."""
        if self.app.autosave_info() is None:        # none, or the store's to say why not
            return None
        return self.app.unfinished_match()

    def enable(self) -> None:
        """The buttons for the chosen row: the match in progress is no save to rename, unless it
        has one (resumed from it, or saved at its table): that save is renamed."""
        for key in ACTIONS:
            self.buttons[key].enabled = self.selected is not None
        entry = self.current()
        if entry is not None and entry.id == IN_PROGRESS and self.resumed is None:
            self.buttons["rename"].enabled = False

    def current(self):
        if self.selected is None or not 0 <= self.selected < len(self.entries):
            return None
        return self.entries[self.selected]

    def load(self) -> None:
        entry = self.current()
        if entry is None:
            return
        if entry.id == IN_PROGRESS:             # as the title's Continue resumes it
            if not self.app.continue_match():
                self.refresh()
            return
        try:
            record, match = self.app.store.load_match(entry.id)
        except Exception as exc:
            self._refused(exc)
            return
        self.app.resume_match(record, match)

    def _refused(self, exc: Exception) -> None:
        """A save that cannot be read: the list shows what is left (a damaged file was moved
        aside) and the problem is said."""
        self.refresh()
        self.app.show_message(self.app.said("message.error"), i18n.Said(lambda: self.app.reason(exc)))

    def _failed(self, exc: Exception) -> None:
        """A rename or a deletion the store could not make: the list as it is, and why in a
        message (a line between the buttons ran over them)."""
        self.refresh()
        self.app.show_message(self.app.said("message.error"),
                              self.app.said("saves.failed", reason=lambda t: self.app.reason(exc)))

    def deals(self) -> None:
        """The chosen save's deals: review one, share its code, replay it (issue 16)."""
        entry = self.current()
        if entry is None:
            return
        from .learn import DealMenuScene
        try:
            record = self.going[0] if entry.id == IN_PROGRESS and self.going else self.app.store.saves.read(entry.id)
            scene = DealMenuScene(self.app, record)
        except Exception as exc:
            self._refused(exc)
            return
        self.app.push(scene)

    def rename(self) -> None:
        entry = self.current()
        if entry is not None and entry.id == IN_PROGRESS:
            entry = self.resumed            # the match in progress's save, if it has one
        if entry is None:
            return

        def done(name: str) -> None:
            try:
                self.app.store.rename_match(entry.id, name)
            except Exception as exc:
                self._failed(exc)
                return
            self.refresh()

        self.app.push(RenameScene(self.app, self.app.save_label(entry), done))

    def delete(self) -> None:
        entry = self.current()
        if entry is None:
            return

        def confirmed() -> None:
            try:
                if entry.id != IN_PROGRESS:
                    self.app.store.delete_match(entry.id)
                else:       # no more Continue: its file set aside as at a match's end
                    refused = self.app.store.autosave_abandon()
                    if refused is not None:
                        raise refused
            except Exception as exc:
                self._failed(exc)
                return
            self.refresh()

        said = self.app.said            # the question follows a change of language while it shows
        if entry.id == IN_PROGRESS and self.resumed is not None:   # its save is listed again, as saved
            resumed = self.resumed
            asked = said("saves.confirm_delete_resumed", name=lambda t: self.app.save_label(resumed))
        else:
            asked = said("saves.confirm_delete", name=lambda t: self.app.save_label(entry))
        self.app.push(MessageScene(self.app, said("saves.delete"), asked,
                                   [(said("common.cancel"), None), (said("saves.delete"), confirmed)]))

    # ------------------------------------------------------------ scene

    def resume(self) -> None:
        self.refresh()

    def update(self, dt: float) -> None:
        if self.app.top is self:
            self.app.report_problems()

    def resize(self, size) -> None:
        w, h = size
        m = max(8, int(h * 0.03))
        bh = theme.button_height(h)
        top = 2 * m + self.app.font("title").get_linesize()
        self.panel = pygame.Rect(m, top, w - 2 * m, h - top - 2 * m - bh)
        self.row_h = max(28, int(h * 0.075))
        # five buttons in a row, apart, in the narrowest window too (at 640×400 Back lay over Resume)
        bw = min(max(120, int(w * 0.15)), (w - 3 * m - (len(ACTIONS) - 1) * (m // 2)) // (len(ACTIONS) + 1))
        self.buttons["back"].rect = pygame.Rect(m, h - m - bh, bw, bh)
        x = w - m - bw
        for key in ACTIONS[::-1]:
            self.buttons[key].rect = pygame.Rect(x, h - m - bh, bw, bh)
            x -= bw + m // 2

    def _layout_rows(self) -> None:
        pad = max(6, self.panel.height // 40)
        self.list_area = self.panel.inflate(-2 * pad, -2 * pad)
        self.list_area.y += self.app.font("small").get_linesize() + 4
        self.list_area.height -= self.app.font("small").get_linesize() + 4
        limit = max(0, len(self.entries) * self.row_h - self.list_area.height)
        self.scroll = max(0, min(self.scroll, limit))
        self.row_rects = {}
        for i in range(len(self.entries)):
            rect = pygame.Rect(self.list_area.x, self.list_area.y + i * self.row_h - self.scroll,
                               self.list_area.width, self.row_h - 4)
            if self.list_area.contains(rect):
                self.row_rects[i] = rect

    def _show_selected(self) -> None:
        """Scroll the list so that the chosen row is whole in it (the keyboard can choose any)."""
        if self.selected is None:
            return
        self._layout_rows()
        top = self.selected * self.row_h
        self.scroll = min(self.scroll, top)
        self.scroll = max(self.scroll, top + self.row_h - self.list_area.height)
        self._layout_rows()

    def handle(self, event) -> None:
        if self.key_focus.handle(event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.load()
                return
            if event.key in (pygame.K_DOWN, pygame.K_UP) and self.entries:
                step = 1 if event.key == pygame.K_DOWN else -1
                self.selected = max(0, min(len(self.entries) - 1, (self.selected or 0) + step))
                self.enable()
                self._show_selected()
                return
            if event.key == pygame.K_DELETE:
                self.delete()
                return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * self.row_h
            return
        if widgets.handle_buttons(self.buttons.values(), event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._layout_rows()
            for i, rect in self.row_rects.items():
                if rect.collidepoint(event.pos):
                    self.selected = i
                    self.enable()
                    if getattr(event, "clicks", 1) == 2:
                        self.load()

    def draw(self, surface) -> None:
        widgets.draw_felt(surface)
        t = self.app.t
        lang = self.app.settings["language"]
        body, small, title = self.app.font("body"), self.app.font("small"), self.app.font("title")
        m = max(8, int(surface.get_height() * 0.03))
        widgets.draw_text(surface, t("saves.title"), title, theme.CREAM, (m, m))
        widgets.Panel(self.panel).draw(surface)
        self._layout_rows()
        area = self.list_area
        if not self.entries:
            empty = t("saves.empty_unwritable", reason=self.unsaved) if self.unsaved else t("saves.empty")
            widgets.text_in_box(surface, self.status or empty, body, theme.ERROR if self.status else theme.CREAM_DIM,
                                area.inflate(-area.width // 6, 0))
        # Columns: name 25%, game 13%, players 11%, date 19%, score (each seat's) the rest.
        cols = [0, 0.25, 0.38, 0.49, 0.68]
        heads = ["saves.col_name", "saves.col_game", "saves.col_players", "saves.col_date",
                 "saves.col_score"]
        if self.entries:
            for c, key in zip(cols, heads):
                widgets.draw_text(surface, t(key), small, theme.GOLD,
                                  (area.x + 10 + int(c * area.width), area.y - 4), "bottomleft")
        for i, rect in self.row_rects.items():
            entry = self.entries[i]
            chosen = i == self.selected
            widgets.rounded_panel(surface, rect, theme.PANEL_LIGHT if chosen else theme.PANEL,
                                  230, widgets.radius_for(surface.get_height()),
                                  theme.GOLD if chosen else theme.PANEL_EDGE)
            summary = getattr(entry, "summary", {}) or {}
            scores = score_texts(summary, entry.seats, t) or [""]
            notes = score_notes(summary, entry.game, entry.seats, t) if scores != [""] else []
            under = bool(notes) and rect.height >= 2 * small.get_linesize()   # the note under the figures
            if notes and not under:             # else after them, in fewer words where room is scarce
                scores = [t("saves.score_noted", score=text, note=note) for text in scores for note in notes]
            # each cell's words, and fewer where they do not fit: under "Players" the count whole
            # ("4 joue…"), the day whole rather than "27/11/2026 …", the widest score that fits
            label = [self.app.save_label(entry)] + ([t("saves.in_progress")] if entry.id == IN_PROGRESS else [])
            cells = [label, [self.app.game_name(entry.game)],
                     [t("saves.players", n=entry.players), str(entry.players)],
                     [date_text(entry.saved_at, lang), date_text(entry.saved_at, lang, hour=False)], scores]
            for j, (c, texts) in enumerate(zip(cols, cells)):
                right = cols[j + 1] if j + 1 < len(cols) else 1.0
                width = int((right - c) * area.width) - 16
                font = body if j == 0 else small
                x, y = area.x + 10 + int(c * area.width), rect.centery
                if under and texts is scores:
                    y -= small.get_linesize() // 2
                    widgets.draw_text(surface, widgets.fit_first(notes, small, width), small, theme.CREAM_DIM,
                                      (x, y + small.get_linesize()), "midleft")
                widgets.draw_text(surface, widgets.fit_first([str(text) for text in texts], font, width), font,
                                  theme.GOLD if chosen and j == 0 else theme.CREAM, (x, y), "midleft")
        x = area.right + max(2, (self.panel.right - area.right - 4) // 2)      # in the panel's margin
        widgets.scroll_bar(surface, (x, area.y, 4, area.height), area.height, len(self.entries) * self.row_h,
                           self.scroll)
        for button in self.buttons.values():
            button.draw(surface, body)
        self.key_focus.draw(surface)

