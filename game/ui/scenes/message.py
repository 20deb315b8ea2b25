"""A message over the scene beneath: an error said clearly, a damaged file reported once."""
from __future__ import annotations

import pygame

from .. import theme, widgets
from ..i18n import now
from ..scene import Scene, Unbidden


class MessageScene(Unbidden, Scene):
    """A small walnut panel with a title, one paragraph and buttons (OK by default).

    ``choices`` is a list of (label, callback) pairs; the first is the default (Enter), the
    last answers Escape. Every choice closes the message before its callback runs. An
    ``unbidden`` message (one that comes up by itself: a match that cannot be saved as it is
    played) takes no click nor key for its first moments (``Unbidden``). A title, text or label
    given as said (``app.said``: its key and figures) is said again in the language of the moment
    each time the message is laid out: back on top after the settings, it follows a language
    changed there; ``title`` and ``text`` are the words of the moment."""

    transparent = True

    def __init__(self, app, title: str, text: str, choices: list | None = None, unbidden: bool = False,
                 clear=None) -> None:
        super().__init__(app)
        self.unbidden = unbidden
        self.clear = clear              # () -> the rect it keeps clear where the window has room (the trick)
        self.said = (title, text)       # as given: said again in the language of the moment (resize)
        self.title = now(title)
        self.text = now(text)
        self.choices = choices or [(app.said("common.ok"), None)]
        self.buttons: list[widgets.Button] = []
        self.focus = 0                 # the button marked in gold, which Enter presses
        self.all_lines: list[str] = []  # the text in lines as wide as the panel (resize)
        self.lines: list[str] = []      # those in sight, from ``first``: ``room`` at most
        self.first = 0
        self.room = 1
        self.panel = widgets.Panel((0, 0, 1, 1), alpha=255)   # the text beneath must not show

    def _choose(self, callback):
        def act():
            if self.app.top is self:
                self.app.pop()
            if callback is not None:
                callback()
        return act

    def resume(self) -> None:
        """Back on top (the settings closed): laid out again, in the language chosen there."""
        self.resize(self.app.size)

    def resize(self, size) -> None:
        self.title, self.text = (now(said) for said in self.said)
        # over the table with its log's drawer open: in the room left of the drawer, clear of it
        w, h = self.room_beneath(size), size[1]
        body = self.app.font("body")
        share = 0.62 if len(self.text) > 160 else 0.46
        pad = int(h * 0.04)
        title_w = self.app.font("title").size(self.title)[0] + 2 * pad     # the title whole where the window allows
        n = len(self.choices)           # and each button's label ("Quitter quand même" was cut at 640×400)
        labels = [now(label) for label, _ in self.choices]
        buttons_w = n * widgets.button_width(labels, body, h) \
            + (n - 1) * int(h * 0.015) + int(h * 0.08)
        pw = min(w - 40, max(int(w * share), 420, title_w, buttons_w))
        lines = widgets.wrap(self.text, body, pw - 2 * pad)
        bh = theme.button_height(h)
        title_h = self.app.font("title").get_linesize()
        # A very long message (many damaged files) shows what the window can hold and scrolls
        # (the wheel, Page Up and Down, Home and End; it was cut at "…", the rest out of reach).
        self.room = max(1, (h - 40 - int(h * 0.04) * 3 - title_h - bh) // widgets.line_step(body))
        self.all_lines = lines
        self.scroll_to(self.first)
        ph = int(h * 0.04) * 3 + title_h + len(self.lines) * widgets.line_step(body) + bh
        ph = min(ph, h - 20)
        self.panel.rect = pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)
        keep = self.clear() if self.clear is not None else None
        if keep is not None and self.panel.rect.colliderect(keep):
            gap = int(h * 0.02)         # under what it keeps clear, else above it, else in the middle
            if keep.bottom + gap + ph <= h - 10:
                self.panel.rect.top = keep.bottom + gap
            elif keep.top - gap - ph >= 10:
                self.panel.rect.bottom = keep.top - gap
        gap = int(h * 0.015)
        bw = min(int(pw * 0.4), (pw - int(h * 0.08) - gap * (n - 1)) // n)
        total = n * bw + (n - 1) * gap
        x = self.panel.rect.centerx - total // 2
        y = self.panel.rect.bottom - int(h * 0.035) - bh
        self.buttons = []
        for label, (_, callback) in zip(labels, self.choices):
            self.buttons.append(widgets.Button((x, y, bw, bh), label, self._choose(callback)))
            x += bw + gap
        self.focus = widgets.move_mark(self.buttons, min(self.focus, len(self.buttons) - 1), 0)

    def scroll_to(self, first: int) -> None:
        """Show the lines from ``first`` on, as many as there is room for (the last ones in sight
        at most)."""
        self.first = max(0, min(first, len(self.all_lines) - self.room))
        self.lines = self.all_lines[self.first:self.first + self.room]

    def update(self, dt: float) -> None:
        self.grow(dt)

    def handle(self, event) -> None:
        if self.settling(event):
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.first - 3 * event.y)
            return
        if event.type == pygame.KEYDOWN:
            page = {pygame.K_PAGEDOWN: self.room - 1, pygame.K_PAGEUP: 1 - self.room,
                    pygame.K_END: len(self.all_lines), pygame.K_HOME: -len(self.all_lines)}.get(event.key)
            if page is not None:
                self.scroll_to(self.first + page)
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.buttons[self.focus].click()
                return
            if event.key == pygame.K_ESCAPE:
                self.buttons[-1].click()
                return
            moved = widgets.key_moves_mark(self.buttons, self.focus, event)     # the gold mark Enter presses
            if moved is not None:
                self.focus = moved
                return
        widgets.handle_buttons(self.buttons, event)

    def draw(self, surface) -> None:
        if self.app.stack and self.app.stack[0] is self:     # alone (a second copy's notice): on the felt
            widgets.draw_felt(surface)
        widgets.veil(surface, 110)
        self.panel.draw(surface)
        h = surface.get_height()
        pad = int(h * 0.04)
        r = self.panel.rect
        title = self.app.font("title")
        widgets.draw_text(surface, widgets.fit(self.title, title, r.width - 2 * pad), title,
                          theme.GOLD, (r.centerx, r.y + pad), "midtop")
        top = r.y + pad + title.get_linesize() + pad // 2
        bottom = self.buttons[0].rect.y - pad // 2 if self.buttons else r.bottom - pad
        widgets.text_in_box(surface, "\n".join(self.lines), self.app.font("body"), theme.CREAM,
                            (r.x + pad, top, r.width - 2 * pad, bottom - top),
                            "left" if len(self.lines) > 2 else "center", "top")
        widgets.scroll_bar(surface, (r.right - pad // 2 - 2, top, 4, bottom - top), self.room,
                           len(self.all_lines), self.first)
        for button in self.buttons:
            button.draw(surface, self.app.font("body"))
