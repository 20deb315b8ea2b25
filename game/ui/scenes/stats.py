"""Statistics (issues 8 and 16), on three tabs:

* Results: per game, matches played, won and lost, deals, average points per deal (ordinary
  matches only); beneath, what is kept apart (practice, replays, deals from a code, matches with
  hints) and the replays compared with the Expert.
* Per game: Polignac jacks taken per deal, Double King's average per contract, Guinguette's
  baskets won and fines paid.
* Rating: the Elo rating against the computer levels, and its chart over the matches, each
  match's result marked (drawn with pygame).
"""
from __future__ import annotations

import os

import pygame

from game.ai.seats import LEVELS
from game.engine import GAME_MODULES
from game.engine.double_king_rules import CONTRACT_NAMES
from game.store.stats import APART, level_rating

from .. import i18n, theme, widgets
from ..scene import Scene

ROWS = ("played", "won", "lost", "deals", "average_per_deal")
TABS = ("results", "figures", "rating")
BASKETS = ("guinguette", "cabaret", "cotillon")


class StatsScene(Scene):
    """One column per game, read from ``store.stats.game(game)``; ``back_button`` leaves;
    ``tab_buttons`` switch the tab."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.back_button = widgets.Button((0, 0, 1, 1), app.t("common.back"), app.pop,
                                          default=True)
        self.tab = "results"
        self.tab_buttons = {tab: widgets.Button((0, 0, 1, 1), app.t(f"stats.tab.{tab}"),
                                                lambda tab=tab: self.show(tab)) for tab in TABS}
        self.stats = getattr(self.app.store, "stats", None)
        self.figures = self.read()
        self.in_progress = app.autosave_info()       # counted when it ends: said under the results
        self.show("results")

    def show(self, tab: str) -> None:
        self.tab = tab
        for key, button in self.tab_buttons.items():
            button.selected = key == tab

    def read(self, bucket: str | None = None) -> dict:
        """{game: counters} for every game, zeros for a game never played."""
        out = {}
        for game in GAME_MODULES:
            try:
                out[game] = self.stats.game(game, bucket) if self.stats is not None else {}
            except Exception:
                out[game] = {}
        return out

    def number(self, value) -> str:
        if value is None:
            return self.app.t("stats.none")
        if isinstance(value, float):
            return i18n.decimal(value, self.app.settings["language"], 2)
        return i18n.number(value)

    def cell(self, game: str, key: str) -> str:
        value = self.figures.get(game, {}).get(key)
        if key == "average_per_deal" and value is not None:     # in the game's own unit
            return f"{self.number(value)} {self.app.t(f'review.unit.{game}')}"
        return self.number(value)

    # ------------------------------------------------------------ scene

    def resize(self, size) -> None:
        w, h = size
        m = max(8, int(h * 0.03))
        bh = theme.button_height(h)
        self.back_button.rect = widgets.back_place(size)
        title_w = self.app.font("title").size(self.app.t("stats.title"))[0]
        tab_w = min(int(w * 0.18), (w - 3 * m - title_w) // len(TABS) - 6)
        x = w - m - len(TABS) * (tab_w + 6) + 6
        rh = theme.row_height(h)
        for tab in TABS:
            self.tab_buttons[tab].rect = pygame.Rect(x, m, tab_w, rh)
            x += tab_w + 6
        top = 2 * m + max(rh, self.app.font("title").get_linesize())
        pw = min(w - 2 * m, max(int(h * 1.5), 520))
        self.panel = pygame.Rect((w - pw) // 2, top, pw, h - top - 2 * m - bh)

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.app.pop()
                return
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB):
                step = -1 if event.key == pygame.K_LEFT else 1
                self.show(TABS[(TABS.index(self.tab) + step) % len(TABS)])
                return
        widgets.handle_buttons([self.back_button, *self.tab_buttons.values()], event)

    def draw(self, surface) -> None:
        widgets.draw_felt(surface)
        t = self.app.t
        body, title = self.app.font("body"), self.app.font("title")
        m = max(8, int(surface.get_height() * 0.03))
        first = self.tab_buttons[TABS[0]].rect
        widgets.draw_text(surface, t("stats.title"), title, theme.CREAM, (m, first.centery), "midleft")
        for button in self.tab_buttons.values():
            button.draw(surface, body)
        widgets.Panel(self.panel).draw(surface)
        pad = max(10, self.panel.height // 24)
        inner = self.panel.inflate(-2 * pad, -2 * pad)
        {"results": self.draw_results, "figures": self.draw_figures, "rating": self.draw_rating}[self.tab](
            surface, inner)
        self.back_button.draw(surface, body)

    # ------------------------------------------------------------ the tabs

    def _columns(self, inner: pygame.Rect) -> tuple[int, int]:
        label_w = int(inner.width * 0.34)
        return label_w, (inner.width - label_w) // len(GAME_MODULES)

    def _head(self, surface, inner, y: int, row_h: int, font) -> int:
        label_w, col_w = self._columns(inner)
        for i, game in enumerate(GAME_MODULES):
            x = inner.x + label_w + i * col_w + col_w // 2
            widgets.draw_text(surface, widgets.fit(self.app.t(f"game.{game}"), font, col_w - 6), font,
                              theme.GOLD, (x, y + row_h // 2), "center")
        y += row_h
        pygame.draw.line(surface, theme.PANEL_EDGE, (inner.x, y), (inner.right, y))
        return y

    def _row(self, surface, inner, y: int, row_h: int, label: str, cells: list[str], font,
             colour=theme.CREAM) -> int:
        label_w, col_w = self._columns(inner)
        widgets.draw_text(surface, widgets.fit(label, font, label_w - 8), font, theme.CREAM,
                          (inner.x, y + row_h // 2), "midleft")
        for i, text in enumerate(cells):
            x = inner.x + label_w + i * col_w + col_w // 2
            widgets.draw_text(surface, widgets.fit(text, font, col_w - 6), font, colour,
                              (x, y + row_h // 2), "center")
        return y + row_h

    def apart_cell(self, figures: dict) -> str:
        """A game's matches kept apart, in few words ("2 played, 1 won"), or "·" for none."""
        if not figures.get("played"):
            return "·"
        lang = self.app.settings["language"]
        return self.app.t("stats.apart_cell", played=i18n.counted("stats.apart_played", figures["played"], lang),
                          won=i18n.counted("stats.apart_won", figures.get("won", 0), lang))

    def apart_rows(self) -> list[tuple[str, list[str]]]:
        """(label, cells) for each bucket kept apart that holds a match, and the replays against
        the Expert."""
        t = self.app.t
        rows = []
        for bucket in APART:
            figures = self.read(bucket)
            if any(f.get("played") for f in figures.values()):
                rows.append((t(f"stats.bucket.{bucket}"), [self.apart_cell(f) for f in figures.values()]))
        duplicates = getattr(self.stats, "duplicates", {}) or {}
        if duplicates:
            cells = []
            for game in GAME_MODULES:
                d = duplicates.get(game)
                cells.append(t("stats.duplicates_cell", deals=d["deals"], mine=i18n.number(d["mine"]),
                               expert=i18n.number(d["expert"])) if d else "·")
            rows.append((t("stats.duplicates"), cells))
        return rows

    def draw_results(self, surface, inner: pygame.Rect) -> None:
        t = self.app.t
        body, small = self.app.font("body"), self.app.font("small")
        apart = self.apart_rows()
        lines = len(ROWS) + 3 + (len(apart) + 1 if apart else 0)
        row_h = min(int(body.get_linesize() * 2), inner.height // (lines + 1))
        y = self._head(surface, inner, inner.y, row_h, body)
        names = {"played": "stats.played", "won": "stats.won", "lost": "stats.lost",
                 "deals": "stats.deals", "average_per_deal": "stats.average"}
        for key in ROWS:
            y = self._row(surface, inner, y, row_h, t(names[key]), [self.cell(g, key) for g in GAME_MODULES], body)
        empty = "stats.empty_apart" if apart else "stats.empty"       # a match with hints counts apart
        played = any(f.get("played") for f in self.figures.values())
        notes = [t("stats.average_help")] if played else [t(empty)]   # which way each game's figure is good
        info = self.in_progress
        newer = getattr(self.stats, "newer", None)
        if newer is not None:           # a newer version's file, left as it is: nothing here counts into it
            notes = [t("stats.newer", file=os.path.basename(self.stats.path), found=newer)]
        elif info and info.get("game") in GAME_MODULES:
            # a practice match (or one replayed, from a code, hinted) counts apart, not in these figures
            bucket = info.get("bucket")
            key, named = ("stats.in_progress_apart", t(f"stats.bucket.{bucket}")) if bucket in APART \
                else ("stats.in_progress", "")
            notes.append(t(key, game=t(f"game.{info['game']}"), players=info.get("players", ""), bucket=named))
        for note in notes:
            lines = widgets.wrap(note, small, inner.w)
            y += (row_h - small.get_linesize()) // 2
            for line in lines:
                widgets.draw_text(surface, line, small, theme.CREAM_DIM, (inner.centerx, y), "midtop")
                y += small.get_linesize()
            y += (row_h - small.get_linesize()) // 2
        if apart:
            y += row_h // 3
            widgets.draw_text(surface, t("stats.apart_title"), small, theme.GOLD, (inner.x, y + row_h // 2),
                              "midleft")
            y += row_h
            for label, cells in apart:
                y = self._row(surface, inner, y, row_h, label, cells, small, theme.CREAM_DIM)

    def figure_rows(self) -> list[tuple[str, str]]:
        """(label, value) lines of each game's own figures, game headings as (heading, "")."""
        t = self.app.t
        lang = self.app.settings["language"]
        rows: list[tuple[str, str]] = []
        stats = self.stats
        if stats is None:
            return rows
        pol = stats.figures("polignac")
        if pol.get("deals"):
            rows.append((t("game.polignac"), ""))
            rows.append((t("stats.jacks_per_deal"), i18n.decimal(pol.get("jacks", 0) / pol["deals"], lang, 2)))
            rows.append((t("stats.jack_points_per_deal"),
                         i18n.decimal(pol.get("jack_points", 0) / pol["deals"], lang, 2)))
        contracts = stats.figures("double_king").get("contracts", {})
        if contracts:
            rows.append((t("game.double_king"), ""))
            rows.append((t("stats.dk_contract"), ""))
            for name in CONTRACT_NAMES:
                c = contracts.get(name)
                if c and c["deals"]:
                    deals = i18n.counted("stats.deals_n", c["deals"], lang)     # how many it is the mean of
                    rows.append(("   " + t(f"dk.contract.{name}"),
                                 f"{i18n.decimal(c['points'] / c['deals'], lang, 2)}  ({deals})"))
        gg = stats.figures("guinguette")
        if gg.get("deals"):
            rows.append((t("game.guinguette"), ""))
            baskets = gg.get("baskets", {})
            rows.append((t("stats.baskets"), ", ".join(
                f"{t('stats.basket.' + b)} {baskets.get(b, 0)}" for b in BASKETS)))
            fined = i18n.counted("gg.chips_short", gg.get("fined", 0), self.app.settings["language"])
            rows.append((t("stats.fines"), t("stats.fines_cell", n=gg.get("fines", 0), counters=fined)))
        return rows

    def draw_figures(self, surface, inner: pygame.Rect) -> None:
        body, small = self.app.font("body"), self.app.font("small")
        rows = self.figure_rows()
        if not rows:
            widgets.text_in_box(surface, self.app.t("stats.no_figures"), body, theme.CREAM_DIM, inner)
            return
        row_h = min(int(body.get_linesize() * 1.5), inner.height // max(1, len(rows)))
        font = body if row_h >= body.get_linesize() else small
        y = inner.y
        label_w = int(inner.width * 0.5)
        for label, value in rows:
            heading = value == "" and not label.startswith(" ")
            widgets.draw_text(surface, widgets.fit(label, font, label_w - 8), font,
                              theme.GOLD if heading else theme.CREAM, (inner.x, y + row_h // 2), "midleft")
            if value:
                widgets.draw_text(surface, widgets.fit(value, font, inner.width - label_w), font, theme.CREAM,
                                  (inner.x + label_w, y + row_h // 2), "midleft")
            y += row_h

    def draw_rating(self, surface, inner: pygame.Rect) -> None:
        t = self.app.t
        body, small = self.app.font("body"), self.app.font("small")
        rating = getattr(self.stats, "rating", None) or {"value": level_rating(None), "matches": 0, "history": []}
        history = rating["history"]
        if not history:
            widgets.text_in_box(surface, t("stats.rating_empty"), body, theme.CREAM_DIM, inner)
            return
        levels = ", ".join(f"{t('level.' + lv)} {int(level_rating(lv))}" for lv in LEVELS)
        y = inner.y
        head = i18n.counted("stats.rating_now", rating["matches"], self.app.settings["language"],
                            rating=int(round(rating["value"])), levels=levels)
        for line in widgets.wrap(head, body, inner.width):
            widgets.draw_text(surface, line, body, theme.GOLD, (inner.x, y))
            y += body.get_linesize()
        for line in widgets.wrap(t("stats.rating_help"), small, inner.width):
            widgets.draw_text(surface, line, small, theme.CREAM_DIM, (inner.x, y))
            y += small.get_linesize()
        legend_h = small.get_linesize() + 4
        chart = pygame.Rect(inner.x + small.size("0000")[0] + 8, y + 8, 0, 0)
        chart.width = inner.right - chart.x
        chart.height = inner.bottom - legend_h - chart.y
        if chart.height > 30:
            draw_chart(surface, chart, history, small)
        ly = inner.bottom - legend_h // 2
        x = chart.x
        for colour, key in ((theme.GOLD, "stats.chart_won"), (theme.CREAM_DIM, "stats.chart_lost")):
            pygame.draw.circle(surface, colour, (x + 5, ly), 5)
            r = widgets.draw_text(surface, t(key), small, theme.CREAM, (x + 14, ly), "midleft")
            x = r.right + 20


def draw_chart(surface, rect: pygame.Rect, history: list[dict], font) -> None:
    """The rating after each match as a line, each match a dot (gold for a first place, else
    dimmed), and the levels' ratings as dotted guides."""
    values = [p["rating"] for p in history]
    guides = [level_rating(lv) for lv in LEVELS]
    low = min(values + guides[:1]) - 40
    high = max(values + guides[-1:]) + 40
    pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 1)

    def at(i: int, value: float) -> tuple[int, int]:
        x = rect.x + 6 + (rect.w - 12) * (i / max(1, len(values) - 1))
        return int(x), int(rect.bottom - 4 - (rect.h - 8) * (value - low) / (high - low))

    for value in guides:
        y = at(0, value)[1]
        for x in range(rect.x, rect.right, 8):
            pygame.draw.line(surface, theme.PANEL_EDGE, (x, y), (min(x + 3, rect.right), y))
        widgets.draw_text(surface, str(int(value)), font, theme.CREAM_DIM, (rect.x - 4, y), "midright")
    points = [at(i, v) for i, v in enumerate(values)]
    if len(points) > 1:
        pygame.draw.aalines(surface, theme.CREAM, False, points)
    for (x, y), p in zip(points, history):
        colour = theme.GOLD if p["score"] >= 1.0 else theme.CREAM_DIM
        pygame.draw.circle(surface, colour, (x, y), 4 if p["score"] >= 1.0 else 3)
