"""The rules in the app: each game in brief, the keys, then its presets and every option, scrollable.

The text comes from the catalogue (``rules.<game>.body``: "## " starts a heading, "- " a bullet);
the list of options is read from the engine, so it is always the set the setup scene offers.
"""
from __future__ import annotations

import pygame

from game.engine import GAME_MODULES

from .. import theme, widgets
from ..scene import Scene
from .setup import engine_module, number_label, option_help


class RulesScene(Scene):
    """``tabs`` maps each game to its tab Button; ``back_button`` leaves; ``scroll`` is the
    offset of the text in pixels (``max_scroll`` its limit); ``block_tops`` where each of
    :meth:`blocks` begins on the page, as last drawn."""

    def __init__(self, app, game: str | None = None, match_options: dict | None = None) -> None:
        super().__init__(app)
        self.games = list(GAME_MODULES)
        self.game = game if game in self.games else self.games[0]
        # opened at a table: that match's options (its game's page says which it plays otherwise)
        self.match_game = self.game if match_options is not None else None
        self.match_options = dict(match_options or {})
        self.scroll = 0
        self.max_scroll = 0
        self.block_tops: list[int] = []
        self._page: pygame.Surface | None = None
        self._keep: int | None = None      # the block kept at the top while the page is drawn anew
        self.tabs = {g: widgets.Button((0, 0, 1, 1), app.t(f"game.{g}"),
                                       lambda g=g: self.choose(g)) for g in self.games}
        self.back_button = widgets.Button((0, 0, 1, 1), app.t("common.back"), app.pop,
                                          default=True)
        self.lesson_button = widgets.Button((0, 0, 1, 1), app.t("lesson.from_rules"), self.lesson)
        self.choose(self.game)

    def lesson(self) -> None:
        """The chosen game's first lesson (issue 16): Double King's list, one lesson per contract."""
        from .lesson import open_lessons
        open_lessons(self.app, self.game)

    def choose(self, game: str) -> None:
        self.game = game
        for g, tab in self.tabs.items():
            tab.selected = g == game
        from .lesson import lessons_button
        self.lesson_button.label = lessons_button(self.app, game)
        self.scroll = 0
        self._page = None
        self._keep = None

    # ------------------------------------------------------------ the text

    def blocks(self) -> list[tuple[str, str]]:
        """The page as (kind, text) blocks: "heading", "bullet", "para", "option", "help" (an
        option's default) or "changed" (the value of the match the page was opened from)."""
        t = self.app.t
        out: list[tuple[str, str]] = self._this_match()
        # the game, then how to read the table's marks and play with the keyboard (the same at every table)
        text = t(f"rules.{self.game}.body", **self.facts()) + "\n" + t("rules.table_marks") + "\n" + t("rules.keys")
        for line in text.split("\n"):
            line = line.rstrip()
            if not line:
                continue
            if line.startswith("## "):
                out.append(("heading", line[3:]))
            elif line.startswith("- "):
                out.append(("bullet", line[2:]))
            else:
                out.append(("para", line))
        module = engine_module(self.game)
        if module is None:
            out.append(("para", self.app.t("rules.not_yet")))
            return out
        out.append(("heading", t("rules.options_heading")))
        out.append(("para", t("rules.options_intro")))
        for option in module.OPTIONS:
            help_text = option_help(self.app, self.game, option)
            out.append(("option", f"{self._name(option)} — {help_text}"))
            default = self._value(option, option.default)
            here = self._played_otherwise(option)
            if here is None:
                out.append(("help", t("rules.default", value=default)))
            else:
                out.append(("changed", t("rules.this_match_value", value=self._value(option, here),
                                         default=default)))
        return out

    def _name(self, option) -> str:
        key = f"optname.{self.game}.{option.name}"
        return self.app.t(key) if self.app.has_text(key) else option.name.replace("_", " ").capitalize()

    def _played_otherwise(self, option):
        """The value of ``option`` in the match the page was opened from, where it is not the
        default (else None; None too on another game's page)."""
        if self.game != self.match_game or option.name not in self.match_options:
            return None
        value = self.match_options[option.name]
        return None if value == option.default and type(value) is type(option.default) else value

    def _this_match(self) -> list[tuple[str, str]]:
        """Opened at a table, its game's page begins with what that match plays otherwise than
        by default: its preset, each option changed."""
        module = engine_module(self.game)
        if self.game != self.match_game or module is None:
            return []
        t = self.app.t
        rows = []
        preset = self.match_options.get("preset")
        if preset is not None and preset != getattr(module, "DEFAULT_PRESET", None):
            key = f"preset.{self.game}.{preset}"
            rows.append(("bullet", t("rules.this_match_preset",
                                     preset=t(key) if self.app.has_text(key) else str(preset))))
        for option in module.OPTIONS:
            here = self._played_otherwise(option)
            if here is not None:
                rows.append(("bullet", t("rules.option_value", name=self._name(option),
                                         value=self._value(option, here))))
        return [("heading", t("rules.this_match")), *(rows or [("para", t("rules.this_match_default"))])]

    def facts(self) -> dict:
        """Fields of the rules text computed from the engine's own tables, so the text cannot drift
        from what the engine does: Polignac's cards per player count, the sevens removed and the limit;
        Double King's contracts in the engine's order, each in the words its dialog also shows;
        Guinguette's end as its option "bankruptcy" stands (this match's, else the default)."""
        module = engine_module(self.game)
        if self.game == "double_king" and module is not None:
            from game.engine import double_king_rules as K

            from ..games.double_king_terms import contract_rules
            # as the match the page was opened from plays them (the trump game's undertrumping)
            options = self.match_options if self.game == self.match_game else None
            return {"contracts": "\n".join("- " + contract_rules(self.app.t, name, options)
                                           for name in K.CONTRACT_NAMES)}
        if self.game == "guinguette" and module is not None:
            # what a player who cannot pay does to the match, as this match (or the default) plays it
            option = next(o for o in module.OPTIONS if o.name == "bankruptcy")
            here = self._played_otherwise(option)
            value = option.default if here is None else here
            return {"bankruptcy": self.app.t(f"rules.guinguette.end.{value}", option=self._name(option),
                                             value=self._value(option, value).lower())}
        if self.game != "polignac" or module is None:
            return {}
        from game.engine import polignac_rules as R
        t = self.app.t
        defaults = {o.name: o.default for o in module.OPTIONS}
        other = [c for o in module.OPTIONS if o.name == "sevens_removed" for c in o.choices
                 if c != defaults["sevens_removed"]]
        rows = []
        for players in module.PLAYERS:
            pack = t(f"rules.polignac.removed.{R.LEFTOVER[players]}",
                     default=self._value_of("sevens_removed", defaults["sevens_removed"]).lower(),
                     other=self._value_of("sevens_removed", other[0]).lower() if other else "")
            rows.append(t("rules.polignac.deal_row", n=players, cards=R.HAND_SIZE[players], pack=pack,
                          target=R.resolved_value("target", "by_players", players)))
        return {"deal_rows": "\n".join(rows)}

    def _value_of(self, name: str, value) -> str:
        module = engine_module(self.game)
        option = next(o for o in module.OPTIONS if o.name == name)
        return self._value(option, value)

    def _value(self, option, value) -> str:
        if option.kind == "bool":
            return self.app.t("common.yes" if value else "common.no")
        key = f"value.{self.game}.{option.name}.{value}"
        if not self.app.has_text(key):
            return number_label(self.app, self.game, option, value) if isinstance(value, int) \
                else str(value).replace("_", " ")
        # a value that depends on the table ("by player count (…)") says what it comes to at each
        # count of players, as the setup says it for the table being set
        module = engine_module(self.game)
        resolve = getattr(module, "resolved_value", None)
        if resolve is None:
            return self.app.t(key)
        groups: list[tuple[list[int], object]] = []
        for players in module.PLAYERS:
            got = resolve(option.name, value, players)
            if groups and groups[-1][1] == got:
                groups[-1][0].append(players)
            else:
                groups.append(([players], got))
        each = " · ".join(self.app.t("rules.at_players", players=f"{ps[0]}–{ps[-1]}" if len(ps) > 1 else str(ps[0]),
                                     value=got) for ps, got in groups)
        return self.app.t(key, n=each)

    def _render_page(self, width: int) -> pygame.Surface:
        """The whole text drawn once for this width (scrolling then only blits it)."""
        body, small = self.app.font("body"), self.app.font("small")
        heading = widgets.font_px(body.get_height() * 1.15)
        items = []
        tops = self.block_tops = []
        y = 0
        line_h = int(body.get_linesize() * 1.2)
        bullet_w = int(body.get_height() * 1.3)
        for kind, text in self.blocks():
            if kind == "heading":
                y += line_h // 2 if items else 0
            tops.append(y)
            if kind == "heading":
                items.append((heading, theme.GOLD, text, 0, y))
                y += int(heading.get_linesize() * 1.35)
            elif kind in ("bullet", "option"):
                lines = widgets.wrap(text, body, width - bullet_w)
                items.append(("bullet", None, "", 0, y + line_h // 2))
                for line in lines:
                    items.append((body, theme.CREAM, line, bullet_w, y))
                    y += line_h
                y += line_h // 5
            elif kind in ("help", "changed"):      # an option's default, or this match's value in gold
                colour = theme.GOLD if kind == "changed" else theme.CREAM_DIM
                for line in widgets.wrap(text, small, width - bullet_w):
                    items.append((small, colour, line, bullet_w, y - line_h // 5))
                    y += int(small.get_linesize() * 1.2)
                y += line_h // 4
            else:
                for line in widgets.wrap(text, body, width):
                    items.append((body, theme.CREAM, line, 0, y))
                    y += line_h
                y += line_h // 3
        page = pygame.Surface((width, max(1, y)), pygame.SRCALPHA)
        for font, colour, text, x, top in items:
            if font == "bullet":
                # A small diamond as the bullet: the bundled font has no suit glyphs.
                widgets.draw_suit(page, 2, (bullet_w // 2 - 2, top - 1), body.get_height() * 0.45,
                                  theme.GOLD)
                continue
            page.blit(font.render(text, True, colour), (x, top))
        return page

    # ------------------------------------------------------------ layout, events, drawing

    def resize(self, size) -> None:
        w, h = size
        m = max(8, int(h * 0.03))
        rh = theme.row_height(h)
        title_w = self.app.font("title").size(self.app.t("rules.title"))[0]
        tab_w = min(int(w * 0.2), (w - 3 * m - title_w) // 3 - 6)
        x = w - m - 3 * tab_w - 12
        for g in self.games:
            self.tabs[g].rect = pygame.Rect(x, m, tab_w, rh)
            x += tab_w + 6
        bh = theme.button_height(h)
        self.back_button.rect = widgets.back_place(size)
        self.lesson_button.rect = pygame.Rect(w - m - max(160, int(w * 0.2)), h - m - bh, max(160, int(w * 0.2)), bh)
        # A readable measure: about 75 characters a line, centred.
        panel_w = min(w - 2 * m, max(int(h * 1.25), 420))
        self.panel = pygame.Rect((w - panel_w) // 2, 2 * m + rh, panel_w, h - 4 * m - rh - bh)
        pad = max(10, int(h * 0.03))
        self.text_area = self.panel.inflate(-2 * pad, -2 * pad)
        if self._page is not None and self.scroll > 0:
            # the passage being read stays at the top: its block, not the pixel offset, since the
            # lines wrap again and the fonts change (the page jumped to another passage)
            self._keep = max(i for i, top in enumerate(self.block_tops) if top <= self.scroll)
        self._page = None

    def page(self) -> pygame.Surface:
        if self._page is None or self._page.get_width() != self.text_area.width:
            self._page = self._render_page(self.text_area.width)
            self.max_scroll = max(0, self._page.get_height() - self.text_area.height)
            if self._keep is not None and self._keep < len(self.block_tops):
                self.scroll = self.block_tops[self._keep]
            self._keep = None
            self.scroll = min(self.scroll, self.max_scroll)
        return self._page

    def scroll_by(self, pixels: int) -> None:
        self.page()
        self.scroll = max(0, min(self.max_scroll, self.scroll + pixels))

    def handle(self, event) -> None:
        step = max(20, int(self.app.size[1] * 0.06))
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * step)
            return
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_DOWN: step, pygame.K_UP: -step,
                    pygame.K_PAGEDOWN: self.text_area.height - step,
                    pygame.K_PAGEUP: -(self.text_area.height - step),
                    pygame.K_SPACE: self.text_area.height - step,
                    pygame.K_HOME: -10**7, pygame.K_END: 10**7}
            if event.key in keys:
                self.scroll_by(keys[event.key])
                return
            if event.key == pygame.K_TAB:      # Back or the lessons: Enter presses the one marked
                widgets.key_moves_mark([self.back_button, self.lesson_button], int(self.lesson_button.default),
                                       event)
                return
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                (self.lesson_button if self.lesson_button.default else self.back_button).click()
                return
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                i = self.games.index(self.game) + (1 if event.key == pygame.K_RIGHT else -1)
                self.choose(self.games[i % len(self.games)])
                return
        widgets.handle_buttons([self.back_button, self.lesson_button, *self.tabs.values()], event)

    def draw(self, surface) -> None:
        widgets.draw_felt(surface)
        m = max(8, int(surface.get_height() * 0.03))
        body = self.app.font("body")
        first_tab = self.tabs[self.games[0]].rect
        widgets.draw_text(surface, self.app.t("rules.title"), self.app.font("title"), theme.CREAM,
                          (m, first_tab.centery), "midleft")
        for tab in self.tabs.values():
            tab.draw(surface, body)
        widgets.Panel(self.panel).draw(surface)
        page = self.page()
        area = self.text_area
        surface.blit(page, area.topleft, pygame.Rect(0, self.scroll, area.width, area.height))
        if self.max_scroll:
            x = self.panel.right - max(5, m // 2)
            widgets.scroll_bar(surface, (x, area.y, 4, area.height), area.height, page.get_height(), self.scroll)
            small = self.app.font("small")
            widgets.draw_text(surface, self.app.t("rules.scroll_hint"), small, theme.CREAM_DIM,
                              (self.lesson_button.rect.x - m, self.back_button.rect.centery), "midright")
        self.back_button.draw(surface, body)
        self.lesson_button.draw(surface, body)
