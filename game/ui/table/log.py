"""The log of the match (issue 13): plays, tricks, announcements, exchanges and payments in words,
in a drawer opened from the top bar (or the L key), scrolled with the wheel.

The table writes an entry when it shows the thing happening (a step of the timeline), never ahead of
the cards: every banner line (général, contract, cabaret, cotillon...), each card played, each trick
gathered, each deal's start and end. Entries are said (:class:`i18n.Said`) in the language of the moment
and read in the language chosen when they are read; the log keeps the last :data:`MAX_ENTRIES`
(bounded memory over a long match).
"""
from __future__ import annotations

import pygame

from .. import i18n, theme, widgets

MAX_ENTRIES = 600
SUIT_KEYS = {"S": "suit.spades", "H": "suit.hearts", "D": "suit.diamonds", "C": "suit.clubs"}


def card_name(t, code: str) -> str:
    """"dame de cœur", "10 of clubs": a card in words (the log is text; the cloth shows faces),
    never broken across two lines."""
    return t("card.name", rank=t(f"rank.{code[0]}"), suit=t(SUIT_KEYS[code[1]])).replace(" ", i18n.NO_BREAK)


class MatchLog:
    """Entries of the match so far: ``("deal", deal_number, text)`` opens a deal, ``("line", deal,
    text)`` is one thing that happened in it."""

    def __init__(self) -> None:
        self.entries: list[tuple[str, int, str]] = []
        self.scroll = 0                 # lines scrolled up from the newest
        self.version = 0                # grows with every entry (the drawer's layout cache)

    def add(self, deal: int, text: str, kind: str = "line") -> None:
        if not text:
            return
        self.entries.append((kind, deal, text))
        if len(self.entries) > MAX_ENTRIES:
            del self.entries[: len(self.entries) - MAX_ENTRIES]
        self.version += 1

    def replace(self, deal: int, text, by) -> None:
        """Write ``by`` where deal ``deal``'s line ``text`` was written: that very line, or one that
        reads the same (the same line told again: a match continued, a move taken back)."""
        said = i18n.now(text)
        self.entries = [(kind, d, by if kind == "line" and d == deal and i18n.now(line) == said else line)
                        for kind, d, line in self.entries]
        self.version += 1

    def deal_lines(self, deal: int) -> list[str]:
        """The lines of one deal, in the language chosen now."""
        return [i18n.now(text) for kind, d, text in self.entries if d == deal and kind == "line"]


# ---------------------------------------------------------------- the drawer

DRAWER_LEAST = 260      # the drawer's narrowest, in pixels: a line of the log in a few words
ROOM_LEAST = 0.8        # the table moves left of the open drawer where the room there is at least this
                        # share of the smallest window's width (theme.WINDOW_MIN); else the drawer lies over it


def drawer_width(window_w: int) -> int:
    """How wide the drawer is in a window ``window_w`` pixels wide."""
    return max(min(window_w - 16, DRAWER_LEAST), int(window_w * 0.3))


def table_room(window) -> int | None:
    """How wide the room left of the open drawer is, where the table is laid out while the log is
    read (every seat's plate, the trick and the hand in sight beside it); None where that room is
    too narrow for a table (the smallest windows): the drawer then lies over the table's right."""
    room = window[0] - drawer_width(window[0])
    return room if room >= ROOM_LEAST * theme.WINDOW_MIN[0] else None


def covers_table(scene) -> bool:
    """The open drawer lies over the table's right (no room for the table beside it)."""
    return scene.show_log and scene.layout.w >= scene.layout.window[0]


def drawer_rect(scene) -> pygame.Rect:
    """Down the right side from the top bar: beside the table laid out left of it, to the window's
    foot; where it lies over the table (a small window), to above the person's hand: every card of
    the hand, and the line beside it (whose turn it is, why a card was refused), stay in sight and
    in reach while the log is read."""
    lay = scene.layout
    bar = lay.top_bar
    window_w, window_h = lay.window
    if lay.w < window_w:
        return pygame.Rect(lay.w, bar.bottom, window_w - lay.w, window_h - bar.bottom)
    width = drawer_width(window_w)
    bottom = lay.hand_reach(scene.adapter.hand_most()) - int(lay.h * 0.012)
    return pygame.Rect(window_w - width, bar.bottom, width, max(lay.h // 4, bottom - bar.bottom))


def _layout(scene, width: int) -> list[tuple[str, str]]:
    """The entries wrapped to the drawer's width: (kind, line), in the language chosen now, cached
    until the log, the size or the language changes."""
    log = scene.model.log
    small = scene.app.font("small")
    key = (log.version, width, id(small), scene.settings.get("language"))
    cache = scene.__dict__.setdefault("_log_layout", {})        # a drawing cache, not game state
    if cache.get("key") != key:
        rows: list[tuple[str, str]] = []
        for kind, _deal, text in log.entries:
            for i, line in enumerate(widgets.wrap(i18n.now(text), small, width)):
                rows.append((kind if i == 0 else "more", line))
        cache["key"], cache["rows"] = key, rows
    return cache["rows"]


def draw_log(scene, surface) -> None:
    if not scene.show_log:
        return
    rect = drawer_rect(scene)
    widgets.rounded_panel(surface, rect, theme.PANEL, 255, 0, theme.PANEL_EDGE)
    body, small = scene.app.font("body"), scene.app.font("small")
    pad = max(6, rect.w // 24)
    title = widgets.draw_text(surface, scene.t("table.log_title"), body, theme.CREAM,
                              (rect.x + pad, rect.y + pad // 2), "topleft")
    rows = _layout(scene, rect.w - 2 * pad)
    step = small.get_linesize()
    top = title.bottom + pad // 2
    if covers_table(scene):         # no room for the table beside it (a small window): say so
        for line in widgets.wrap(scene.t("table.log_covers"), small, rect.w - 2 * pad):
            widgets.draw_text(surface, line, small, theme.CREAM_DIM, (rect.x + pad, top))
            top += step
        top += pad // 2
    room = max(1, (rect.bottom - pad - top) // step)
    log = scene.model.log
    which, log.scroll = widgets.newest_rows(len(rows), room, log.scroll)
    shown = [rows[i] for i in which]
    y = top
    if not rows:
        widgets.draw_text(surface, scene.t("table.log_empty"), small, theme.CREAM_DIM, (rect.x + pad, y))
    for kind, line in shown:
        colour = theme.GOLD if kind == "deal" else theme.CREAM
        indent = pad if kind == "more" else 0
        widgets.draw_text(surface, line, small, colour, (rect.x + pad + indent, y))
        y += step
    if log.scroll:
        widgets.draw_text(surface, scene.t("table.log_more"), small, theme.CREAM_DIM,
                          (rect.right - pad, rect.bottom - 2), "bottomright")


def handle_log_event(scene, event) -> bool:
    """L opens or closes the drawer, Escape closes it; the wheel scrolls it; a click inside it does
    nothing else, but on a decision's button (drawn above the drawer). True when used."""
    if event.type == pygame.KEYDOWN and (event.key == pygame.K_l or event.key == pygame.K_ESCAPE
                                         and scene.show_log):
        scene.toggle_log()
        return True
    if not scene.show_log:
        return False
    rect = drawer_rect(scene)
    if event.type == pygame.MOUSEWHEEL:
        scene.model.log.scroll = max(0, scene.model.log.scroll + 3 * event.y)
        return True
    if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and rect.collidepoint(event.pos):
        if any(b.rect.collidepoint(event.pos) for b in scene.dialog_buttons):
            return False                  # a decision's button, drawn above the drawer, takes it
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (4, 5):
            scene.model.log.scroll = max(0, scene.model.log.scroll + (3 if event.button == 4 else -3))
        return True
    return False
