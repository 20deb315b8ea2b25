"""The title menu: new match, continue, saved matches, statistics, settings, rules, quit."""
from __future__ import annotations

import pygame

from .. import fonts, theme, widgets
from ..scene import Scene

ENTRIES = ("new", "continue", "saves", "learn", "stats", "settings", "rules", "about", "quit")


class TitleScene(Scene):
    """The first scene. ``buttons`` maps each entry of :data:`ENTRIES` to its Button."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.buttons: dict[str, widgets.Button] = {}
        self.panel = widgets.Panel((0, 0, 1, 1))
        self._build()

    # ------------------------------------------------------------ actions

    def _build(self) -> None:
        actions = {"new": self.new_match, "continue": self.continue_match,
                   "saves": self.saved_matches, "learn": self.learn, "stats": self.statistics,
                   "settings": self.settings, "rules": self.rules, "about": self.about,
                   "quit": self.app.quit}
        self.buttons = {key: widgets.Button((0, 0, 1, 1), self.app.t(f"title.{key}"),
                                            actions[key]) for key in ENTRIES}
        self.focus = "new"
        self.buttons["new"].default = True
        info = self.app.autosave_info()
        self.buttons["continue"].enabled = info is not None
        if info is not None and info.get("game"):
            self.buttons["continue"].label = self.app.t(
                "title.continue_game", game=self.app.t(f"game.{info['game']}"),
                players=info.get("players", ""))
        self.buttons["saves"].enabled = self.app.store is not None
        self.buttons["stats"].enabled = self.app.store is not None

    def move_focus(self, step: int) -> None:
        """The arrow keys walk the menu, skipping what cannot be chosen."""
        keys = [k for k in ENTRIES if self.buttons[k].enabled]
        index = keys.index(self.focus) if self.focus in keys else 0
        self.focus = keys[(index + step) % len(keys)]
        self._mark(by_key=True)

    def _mark(self, by_key: bool = False) -> None:
        """One button marked, the one Enter presses; moved by a key, the mark also takes the lit
        edge from the button under a still pointer (else two buttons look chosen)."""
        for key, button in self.buttons.items():
            button.default = key == self.focus
            if by_key and key != self.focus:
                button.hovered = False

    def new_match(self) -> None:
        from .setup import SetupScene
        self.app.push(SetupScene(self.app))

    def continue_match(self) -> None:
        """Resume the autosaved match where the person left it (issue 8)."""
        if not self.app.continue_match():       # a damaged autosave set aside: what is left offered
            self._build()
            self.resize(self.app.size)

    def saved_matches(self) -> None:
        from .saves import SavesScene
        self.app.push(SavesScene(self.app))

    def learn(self) -> None:
        from .learn import LearnScene
        self.app.push(LearnScene(self.app))

    def statistics(self) -> None:
        from .stats import StatsScene
        self.app.push(StatsScene(self.app))

    def settings(self) -> None:
        from .settings import SettingsScene
        self.app.push(SettingsScene(self.app))

    def about(self) -> None:
        from .about import AboutScene
        self.app.push(AboutScene(self.app))

    def rules(self) -> None:
        from .rules import RulesScene
        # on the game of the last match started, as a new match opens (it opened on Polignac always)
        self.app.push(RulesScene(self.app, game=self.app.settings.get("last_game")))

    # ------------------------------------------------------------ scene

    def resume(self) -> None:
        # The language may have changed, a match may have been autosaved or finished.
        self._build()
        self.resize(self.app.size)

    def resize(self, size) -> None:
        w, h = size
        # The heading: the name, the four suits, the three games; the menu fills what is left.
        self.big = widgets.font_px(h * 0.10, family=fonts.SERIF)
        self.suit_size = max(12, int(h * 0.035))
        self.title_y = int(h * 0.04)
        small_h = self.app.font("small").get_linesize()
        self.suits_y = self.title_y + self.big.get_linesize() + self.suit_size
        self.tagline_y = self.suits_y + self.suit_size * 3 // 4 + 4
        header = self.tagline_y + small_h
        pad = int(h * 0.03)
        gap = max(4, int(h * 0.014))
        room = h - header - 3 * pad - int(h * 0.03)
        bh = max(24, min(theme.button_height(h),
                         (room - (len(ENTRIES) - 1) * gap) // len(ENTRIES)))
        bw = max(240, int(min(w * 0.28, h * 0.62)))
        # as wide as the longest label needs ("Continue (Double King, 4 players)" was cut on a
        # square window), within the window
        widest = widgets.button_width([b.label for b in self.buttons.values()], self.app.font("body"), h)
        bw = min(max(bw, widest), w - 2 * pad - 16)
        total = len(ENTRIES) * bh + (len(ENTRIES) - 1) * gap
        top = header + pad + max(0, (room - total) // 3) + pad
        self.panel.rect = pygame.Rect(w // 2 - bw // 2 - pad, top - pad, bw + 2 * pad,
                                      total + 2 * pad)
        y = top
        for key in ENTRIES:
            self.buttons[key].rect = pygame.Rect(w // 2 - bw // 2, y, bw, bh)
            y += bh + gap

    def update(self, dt: float) -> None:
        # Damaged files found at start (or by the Continue check) are reported once.
        if self.app.top is self:
            self.app.report_problems()

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.buttons[self.focus].click()
                return
            if event.key in (pygame.K_DOWN, pygame.K_UP):
                self.move_focus(1 if event.key == pygame.K_DOWN else -1)
                return
            if event.key == pygame.K_ESCAPE:
                # Escape backs out of every scene to this one: here it marks Quit, for Enter (or
                # a second Escape) to quit, so that one press too many does not close the app
                if self.focus == "quit":
                    self.app.quit()
                else:
                    self.focus = "quit"
                    self._mark(by_key=True)
                return
        if event.type == pygame.MOUSEMOTION:
            # the pointer takes the mark with it: one button marked, the one Enter presses
            at = widgets.pointed(list(self.buttons.values()), event.pos)
            over = None if at is None else list(self.buttons)[at]
            if over is not None and over != self.focus:
                self.focus = over
                self._mark()
        widgets.handle_buttons(self.buttons.values(), event)

    def draw(self, surface) -> None:
        widgets.draw_felt(surface)
        w = surface.get_width()
        widgets.draw_text(surface, self.app.t("app.title"), self.big, theme.CREAM,
                          (w // 2, self.title_y), "midtop")
        # The four suits under the name, the way a card box is printed.
        size = self.suit_size
        for i, suit in enumerate((0, 1, 3, 2)):
            x = w // 2 + int((i - 1.5) * size * 1.9)
            widgets.draw_suit(surface, suit, (x, self.suits_y), size,
                              theme.GOLD if suit in (0, 3) else theme.RED)
        widgets.draw_text(surface, self.app.t("title.tagline"), self.app.font("small"),
                          theme.CREAM_DIM, (w // 2, self.tagline_y), "midtop")
        self.panel.draw(surface)
        font = self.app.font("body")
        for button in self.buttons.values():
            button.draw(surface, font)
