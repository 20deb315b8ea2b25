"""A walnut panel of buttons over the scene beneath (the learning screens' menus and lessons list)."""
from __future__ import annotations

import pygame

from .. import theme, widgets
from ..scene import Scene


class PanelScene(Scene):
    """A walnut panel over the scene beneath: a title, lines of text, buttons one under another.
    Subclasses give :meth:`entries` ((label, callback, enabled)) and :meth:`lines`."""

    transparent = True
    width_share = 0.44

    def __init__(self, app, title: str) -> None:
        super().__init__(app)
        self.title = title
        self.buttons: list[widgets.Button] = []
        self.panel = widgets.Panel((0, 0, 1, 1), alpha=255)   # a panel over a panel: none of its text shows
        self.focus = 0

    def entries(self) -> list:
        return []

    def lines(self) -> list[tuple[str, tuple]]:
        """(text, colour) lines under the title."""
        return []

    def close(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def rebuild(self) -> None:
        self.resize(self.app.size)

    def measure(self, size) -> tuple[int, int]:
        """The panel's width in a window of ``size``, and its margin: its share of the window, or
        its title's width where that is more ("Double King : 7 courtes leç…" at 1024×768), within
        the window."""
        w, h = size
        pad = max(10, int(h * 0.03))
        titled = self.app.font("title").size(self.title)[0] + 2 * pad
        return min(w - 20, max(int(w * self.width_share), 380, titled)), pad

    def text_width(self) -> int:
        """How wide a line of :meth:`lines` may run before it wraps."""
        pw, pad = self.measure(self.app.size)
        return pw - 2 * pad

    def said_in_room(self, text: str, colour, keys: list[str]) -> list[tuple[str, tuple]]:
        """Lines of :meth:`lines` for a word that comes at a click (a refusal, "Copied."): ``text``, or
        a blank while none is said, in the room the longest of the catalogue's ``keys`` takes at this
        width, blank lines filling the rest, so that no button moves when it comes, goes or changes."""
        return self.kept_room([(text or " ", colour)], [[self.app.t(key)] for key in keys])

    def kept_room(self, said: list[tuple[str, tuple]], sayable: list[list[str]]) -> list[tuple[str, tuple]]:
        """Lines of :meth:`lines` for words that come later (a result worked out meanwhile):
        ``said``, then blank lines up to the room the tallest of ``sayable`` (each the texts of
        one thing that may be said there) takes at this width, so that no button moves when
        they come."""
        body, width = self.app.font("body"), self.text_width()

        def height(texts) -> int:
            return sum(max(1, len(widgets.wrap(text, body, width))) for text in texts)
        room = max(height(texts) for texts in sayable)
        return said + [(" ", theme.CREAM)] * (room - height(text for text, _colour in said))

    def resize(self, size) -> None:
        w, h = size
        body, title = self.app.font("body"), self.app.font("title")
        pw, pad = self.measure(size)
        text_lines = []
        for text, colour in self.lines():
            text_lines += [(line, colour) for line in widgets.wrap(text, body, pw - 2 * pad)]
        self.text_lines = text_lines
        items = self.entries() + [(self.app.t("common.back"), self.close, True)]
        bh = theme.button_height(h, 0.85)
        gap = max(4, int(h * 0.012))
        text_h = len(text_lines) * body.get_linesize()
        ph = pad * 3 + title.get_linesize() + text_h + len(items) * (bh + gap)
        if ph > h - 10:                      # a low window: smaller buttons, never off the panel
            bh = max(22, (h - 10 - pad * 3 - title.get_linesize() - text_h) // len(items) - gap)
            ph = min(h - 10, pad * 3 + title.get_linesize() + text_h + len(items) * (bh + gap))
        self.panel.rect = pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)
        y = self.panel.rect.y + pad * 2 + title.get_linesize() + text_h
        self.buttons = []
        for label, fn, enabled in items:
            button = widgets.Button((self.panel.rect.x + pad, y, pw - 2 * pad, bh), label, fn,
                                    enabled=enabled)
            self.buttons.append(button)
            y += bh + gap
        # the mark on a button that can be pressed
        self.focus = widgets.move_mark(self.buttons, min(self.focus, len(self.buttons) - 1), 0)

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.close()
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.buttons[self.focus].click()
                return
            moved = widgets.key_moves_mark(self.buttons, self.focus, event)
            if moved is not None:
                self.focus = moved
                return
        if event.type == pygame.MOUSEMOTION:      # the pointer takes the mark with it (as the title's)
            over = widgets.pointed(self.buttons, event.pos)
            if over is not None and over != self.focus:
                self.focus = widgets.move_mark(self.buttons, over, 0)
        widgets.handle_buttons(self.buttons, event)

    def covered(self) -> bool:
        """Another panel stands right over this one (the lessons' list over "Learn"): that one alone
        shows, over the scene beneath the panels, dimmed once (the lower panel's edge showed round
        the upper one, the title behind dimmed twice: two panels stacked)."""
        stack = self.app.stack
        above = stack.index(self) + 1 if self in stack else len(stack)
        return above < len(stack) and isinstance(stack[above], PanelScene)

    def draw(self, surface) -> None:
        if not self.covered():
            self.draw_panel(surface)

    def draw_panel(self, surface) -> None:
        """The veil over the scene beneath, the panel, its title, lines and buttons."""
        widgets.veil(surface, 110)
        self.panel.draw(surface)
        r = self.panel.rect
        h = surface.get_height()
        pad = max(10, int(h * 0.03))
        body, title = self.app.font("body"), self.app.font("title")
        widgets.draw_text(surface, widgets.fit(self.title, title, r.w - 2 * pad), title, theme.GOLD,
                          (r.centerx, r.y + pad), "midtop")
        y = r.y + pad + title.get_linesize() + pad // 2
        for text, colour in self.text_lines:
            widgets.draw_text(surface, text, body, colour, (r.x + pad, y))
            y += body.get_linesize()
        for button in self.buttons:
            button.draw(surface, body)
