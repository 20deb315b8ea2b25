"""About: the version, the project's licence and the licences of everything the app bundles.

A list of entries on the left (Tapis Vert, the typefaces, what the packaged app carries), chosen with
a click, Tab or the left and right arrows, scrolled with the wheel over it where the window is
short; the chosen licence text on the right, scrolled with the wheel or the up and down keys; only
the lines in view are drawn.
Reached from the title menu and the settings (game/about.py gives the texts).
"""
from __future__ import annotations

import pygame

from game import about

from .. import fonts, theme, widgets
from ..scene import Scene


class AboutScene(Scene):
    """``entries`` maps each name to its Button; ``back_button`` leaves; ``scroll`` is the first
    line shown of the chosen text (``lines`` once laid out)."""

    def __init__(self, app) -> None:
        super().__init__(app)
        t = app.t
        texts = [("Tapis Vert", about.project_licence() or t("about.missing"))]
        texts += [(family, text) for family, text in fonts.licences()]
        texts += [(t("about.notice") if name == "NOTICE" else name, text)
                  for name, text in about.bundled_licences()]
        self.texts = dict(texts)
        self.entries = {name: widgets.Button((0, 0, 1, 1), name, lambda n=name: self.choose(n))
                        for name in self.texts}
        self.back_button = widgets.Button((0, 0, 1, 1), t("common.back"), app.pop, default=True)
        self.chosen = next(iter(self.texts))
        self.lines: list[str] = []
        self.scroll = 0
        self.pane = pygame.Rect(0, 0, 1, 1)
        self.list_area = pygame.Rect(0, 0, 1, 1)     # where the entries stand
        self.list_top = 0                            # the first entry in sight, when not all fit
        self.list_room = len(self.entries)           # how many entries are in sight at once
        self.choose(self.chosen)

    def heading(self) -> str:
        return self.app.t("about.heading", version=about.version(), licence=about.PROJECT_LICENCE)

    def choose(self, name: str) -> None:
        self.chosen = name
        for key, button in self.entries.items():
            button.selected = key == name
        self.scroll = 0
        at = list(self.entries).index(name)            # the entry chosen from the keys comes into sight
        self.scroll_list(min(0, at - self.list_top) + max(0, at - (self.list_top + self.list_room - 1)))
        self._lay_out_text()

    def scroll_list(self, entries: int) -> None:
        """Move the entries in sight by ``entries``, within the list, and lay them out: where the
        window is too short for all of them (16 at 640×400), the others wait above or below, the
        bar beside the list says where (the last ones ran under the Back button)."""
        self.list_top = max(0, min(self.list_top + entries, len(self.entries) - self.list_room))
        row = (self.list_area.height + 4) // max(1, self.list_room) - 4
        for i, button in enumerate(self.entries.values()):
            k = i - self.list_top
            button.rect = pygame.Rect(self.list_area.x, self.list_area.y + k * (row + 4), self.list_area.w, row) \
                if 0 <= k < self.list_room else pygame.Rect(0, 0, 0, 0)

    def _lay_out_text(self) -> None:
        font = self.app.font("small")
        width = max(40, self.pane.width - 2 * max(8, self.pane.height // 40))
        self.lines = widgets.wrap(self.texts[self.chosen].expandtabs(4).replace("\r", ""), font, width)

    def visible_count(self) -> int:
        return max(1, (self.pane.height - 2 * max(8, self.pane.height // 40))
                   // self.app.font("small").get_linesize())

    def scroll_by(self, lines: int) -> None:
        self.scroll = max(0, min(self.scroll + lines, len(self.lines) - self.visible_count()))

    def resize(self, size) -> None:
        w, h = size
        m = max(8, int(h * 0.03))
        bh = theme.button_height(h)
        self.back_button.rect = widgets.back_place(size)
        top = 2 * m + self.app.font("title").get_linesize() + self.app.font("body").get_linesize()
        bottom = h - 2 * m - bh
        list_w = max(150, int(w * 0.2))
        row = max(18, min(bh, (bottom - top) // max(1, len(self.entries)) - 4))
        self.list_room = max(1, min(len(self.entries), (bottom - top + 4) // (row + 4)))
        self.list_area = pygame.Rect(m, top, list_w, self.list_room * (row + 4) - 4)
        self.scroll_list(0)
        self.pane = pygame.Rect(2 * m + list_w, top, w - 3 * m - list_w, bottom - top)
        self._lay_out_text()
        self.scroll_by(0)

    def handle(self, event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            if self.list_area.collidepoint(pygame.mouse.get_pos()):      # the list, under the pointer
                self.scroll_list(-event.y)
            else:
                self.scroll_by(-3 * event.y)
            return
        if event.type == pygame.KEYDOWN:
            page = self.visible_count() - 1
            steps = {pygame.K_DOWN: 1, pygame.K_UP: -1, pygame.K_PAGEDOWN: page, pygame.K_PAGEUP: -page,
                     pygame.K_SPACE: page, pygame.K_END: len(self.lines), pygame.K_HOME: -len(self.lines)}
            if event.key in steps:
                self.scroll_by(steps[event.key])
                return
            if event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.app.pop()
                return
            if event.key in (pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT):    # the next licence, or the one before
                back = event.key == pygame.K_LEFT or event.key == pygame.K_TAB and bool(event.mod & pygame.KMOD_SHIFT)
                names = list(self.entries)
                self.choose(names[(names.index(self.chosen) + (-1 if back else 1)) % len(names)])
                return
        widgets.handle_buttons([*self.entries.values(), self.back_button], event)

    def draw(self, surface) -> None:
        widgets.draw_felt(surface)
        body, small, title = self.app.font("body"), self.app.font("small"), self.app.font("title")
        m = max(8, int(surface.get_height() * 0.03))
        widgets.draw_text(surface, self.app.t("about.title"), title, theme.CREAM, (m, m))
        widgets.draw_text(surface, widgets.fit(self.heading(), body, surface.get_width() - 2 * m), body,
                          theme.GOLD, (m, m + title.get_linesize()))
        for button in list(self.entries.values())[self.list_top:self.list_top + self.list_room]:
            button.draw(surface, small)
        gap = self.pane.x - self.list_area.right
        widgets.scroll_bar(surface, (self.list_area.right + (gap - 4) // 2, self.list_area.y, 4, self.list_area.h),
                           self.list_room, len(self.entries), self.list_top)
        widgets.Panel(self.pane).draw(surface)
        pad = max(8, self.pane.height // 40)
        y = self.pane.y + pad
        step = small.get_linesize()
        for line in self.lines[self.scroll:self.scroll + self.visible_count()]:
            widgets.draw_text(surface, widgets.fit(line, small, self.pane.width - 2 * pad), small,
                              theme.CREAM, (self.pane.x + pad, y))
            y += step
        if len(self.lines) > self.visible_count():
            shown = f"{self.scroll + 1}–{min(len(self.lines), self.scroll + self.visible_count())} / {len(self.lines)}"
            widgets.draw_text(surface, shown, small, theme.CREAM_DIM,
                              (self.pane.right - pad, self.pane.bottom + 4), "topright")
        self.back_button.draw(surface, body)
