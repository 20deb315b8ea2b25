"""Statistics per game: matches played, won and lost, deals, average points per deal (issue 8)."""
from __future__ import annotations

import pygame

from game.engine import GAME_MODULES

from .. import theme, widgets
from ..scene import Scene

ROWS = ("played", "won", "lost", "deals", "average_per_deal")


class StatsScene(Scene):
    """One column per game, read from ``store.stats.game(game)``; ``back_button`` leaves."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.back_button = widgets.Button((0, 0, 1, 1), app.t("common.back"), app.pop,
                                          default=True)
        self.figures = self.read()

    def read(self) -> dict:
        """{game: counters} for every game, zeros for a game never played."""
        out = {}
        stats = getattr(self.app.store, "stats", None)
        for game in GAME_MODULES:
            try:
                out[game] = stats.game(game) if stats is not None else {}
            except Exception:
                out[game] = {}
        return out

    def cell(self, game: str, key: str) -> str:
        value = self.figures.get(game, {}).get(key)
        if value is None:
            return self.app.t("stats.none")
        if isinstance(value, float):
            text = f"{value:.2f}"
            return text.replace(".", ",") if self.app.settings["language"] == "fr" else text
        return str(value)

    def resize(self, size) -> None:
        w, h = size
        m = max(8, int(h * 0.03))
        bh = max(theme.BUTTON_MIN_PX, int(h * theme.BUTTON_HEIGHT))
        self.back_button.rect = pygame.Rect(m, h - m - bh, max(140, int(w * 0.17)), bh)
        top = 2 * m + self.app.font("title").get_linesize()
        pw = min(w - 2 * m, max(int(h * 1.3), 520))
        self.panel = pygame.Rect((w - pw) // 2, top, pw, min(h - top - 2 * m - bh,
                                                             int(h * 0.62)))

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN,
                                                          pygame.K_KP_ENTER):
            self.app.pop()
            return
        self.back_button.handle(event)

    def draw(self, surface) -> None:
        widgets.draw_felt(surface)
        t = self.app.t
        body, small, title = self.app.font("body"), self.app.font("small"), self.app.font("title")
        m = max(8, int(surface.get_height() * 0.03))
        widgets.draw_text(surface, t("stats.title"), title, theme.CREAM, (m, m))
        widgets.Panel(self.panel).draw(surface)
        pad = max(10, self.panel.height // 14)
        inner = self.panel.inflate(-2 * pad, -2 * pad)
        games = list(GAME_MODULES)
        label_w = int(inner.width * 0.4)
        col_w = (inner.width - label_w) // len(games)
        row_h = inner.height // (len(ROWS) + 2)
        y = inner.y
        for i, game in enumerate(games):
            x = inner.x + label_w + i * col_w + col_w // 2
            widgets.draw_text(surface, widgets.fit(t(f"game.{game}"), body, col_w - 6), body,
                              theme.GOLD, (x, y + row_h // 2), "center")
        y += row_h
        pygame.draw.line(surface, theme.PANEL_EDGE, (inner.x, y), (inner.right, y))
        names = {"played": "stats.played", "won": "stats.won", "lost": "stats.lost",
                 "deals": "stats.deals", "average_per_deal": "stats.average"}
        for key in ROWS:
            widgets.draw_text(surface, widgets.fit(t(names[key]), body, label_w - 8), body,
                              theme.CREAM, (inner.x, y + row_h // 2), "midleft")
            for i, game in enumerate(games):
                x = inner.x + label_w + i * col_w + col_w // 2
                widgets.draw_text(surface, self.cell(game, key), body, theme.CREAM,
                                  (x, y + row_h // 2), "center")
            y += row_h
        if not any(f.get("played") for f in self.figures.values()):
            widgets.draw_text(surface, t("stats.empty"), small, theme.CREAM_DIM,
                              (inner.centerx, y + row_h // 2), "center")
        self.back_button.draw(surface, body)
