"""New match: the game, how many play, the rules (preset and each option), the seats.

Everything offered here is read from the engine's declarations (``PLAYERS``, ``PRESETS``,
``OPTIONS``), so a game or an option added to the engine appears without touching this scene.
The choices are remembered per game in the settings (design §5: a new match starts as the
person left it), the person's name once for every game.
"""
from __future__ import annotations

import importlib.util
import random
import re

import pygame

from game.engine import GAME_MODULES, RuleError, game_module, new_match
from game.engine.options import preset_values
from game.store.settings import MAX_PLAYER_NAME

from .. import i18n, theme, widgets
from ..config import DEFAULT_LEVEL, LEVELS, MatchConfig, computer_names, level_labels, new_seed
from ..scene import Scene

INT_SPAN = 50          # an int option without a maximum offers this many values
# A named choice that also takes any whole number (Polignac's limit, Guinguette's starting counters)
# offers these round numbers too, within its bounds, after its named values that are not numbers.
ROUND_NUMBERS = (1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 60, 80, 100, 150, 200, 250, 300,
                 400, 500, 1000)
# A change offered in one click under the rules, with the sentence that says why:
# (option, value, why, button). Guinguette: with the default same-suit tierce a cabaret is rare
# and a betting round hardly ever comes; in any suits, often (how often: CABARET_ODDS).
SUGGESTIONS = {"guinguette": ("tierce_suits", "any", "setup.suggest.tierce_any_why",
                              "setup.suggest.tierce_any")}
# How often a Guinguette deal brings a cabaret (a tierce in some hand), by the number of players:
# one deal in ``same`` with tierces of one suit, ``any`` deals in ten in any suits (the pack is
# 36 cards up to four, 52 from five). Measured over 100,000 deals each with the engine's
# find_tierce; tests/test_ui_frame_menus.py measures them again.
# Between the first lesson's short question and its button, on one row (many seats in a small window).
OFFER_GAP = 8
CABARET_ODDS = {3: (38, 3), 4: (29, 4), 5: (32, 4), 6: (27, 4), 7: (23, 5), 8: (20, 5)}


def option_help(app, game: str, option, players: int = 4) -> str:
    """An option's one-line explanation, its figures those of ``players`` (the setup's count; the
    rules page, at four): Guinguette's tierce suits says how often a cabaret comes (CABARET_ODDS;
    at five the option said "with four players… 29" under a note saying 32 at five)."""
    key = f"option.{game}.{option.name}"
    if not app.has_text(key):
        return option.help
    same, any_suits = CABARET_ODDS.get(players, CABARET_ODDS[4])
    return app.t(key, players=players, same=same, any=any_suits)


def engine_module(game: str):
    """The engine module of a game, or None while it is not available (not written yet, or
    broken: the menus must still open)."""
    try:
        return game_module(game)
    except Exception:
        return None


def playable(game: str) -> bool:
    """A game can be played when its engine exists and the table knows it (its adapter in
    game/ui/games/, once that folder exists)."""
    if engine_module(game) is None:
        return False
    try:
        if importlib.util.find_spec("game.ui.games") is None:
            return True
        return importlib.util.find_spec(f"game.ui.games.{game}") is not None
    except (ImportError, ValueError):
        return True


def option_values(option) -> list:
    """The values a stepper offers for an engine Option."""
    if option.kind == "bool":
        return [False, True]
    if option.kind == "int":
        low = option.minimum if option.minimum is not None else 0
        high = option.maximum if option.maximum is not None else low + INT_SPAN
        return list(range(low, high + 1))
    if option.int_also:
        named = [v for v in option.choices if not isinstance(v, int)]
        numbers = {v for v in option.choices if isinstance(v, int)}
        numbers |= {n for n in ROUND_NUMBERS if option.minimum <= n <= option.maximum}
        return named + sorted(numbers)
    return list(option.choices)


def number_label(app, game: str, option, value: int) -> str:
    """A number an option takes, in its unit where the option has one ("12 points", as the limit's
    named values read: "12" stood between "15 points" and "10 points")."""
    unit = f"value.{game}.{option.name}.n"
    return i18n.counted(unit, value, app.settings["language"]) if app.has_text(unit) else str(value)


def _is_scale(offered: list) -> bool:
    """Whether a stepper's values are a scale, whose arrows stop at its ends: numbers in order,
    after the named values where a number may also be given (Polignac's limit went round from
    1 to 100); a list of kinds goes round."""
    numbers = [v for v in offered if type(v) is int]
    return bool(numbers) and numbers == sorted(numbers) and offered[len(offered) - len(numbers):] == numbers


class OptionRow:
    """One rule option: its name, its stepper, its one-line explanation."""

    def __init__(self, option, stepper: widgets.Stepper, label: str, help_text: str) -> None:
        self.option = option
        self.stepper = stepper
        self.label = label
        self.help = help_text
        self.rect = pygame.Rect(0, 0, 0, 0)      # in window coordinates, scroll applied
        self.visible = False


class SetupScene(Scene):
    """Choose and start a match. Widgets are exposed for tests: ``game_buttons`` (game ->
    Button), ``players_stepper``, ``preset_stepper``, ``option_rows`` (name -> OptionRow),
    ``level_steppers`` (one per computer seat), ``name_field``, ``start_button``,
    ``back_button``."""

    def __init__(self, app, game: str | None = None) -> None:
        super().__init__(app)
        self.games = list(GAME_MODULES)
        if game is None:
            last = app.settings.get("last_game")     # a new match opens on the last game played
            game = last if last in self.games and playable(last) else \
                next((g for g in self.games if playable(g)), self.games[0])
        self.error = ""
        self.count_why = False                  # the pointer on the dimmed Players arrows: say why
        self.help_room: dict[str, int] = {}     # lines the line under the preset keeps, per game
        self.key_focus = widgets.KeyFocus(self.stops, self.widget_of, self.focus_moved)   # the keys' frame
        self.unfinished = app.autosave_info()     # the match Continue resumes: kept when this one starts
        self.scroll = 0
        self.start_button = widgets.Button((0, 0, 1, 1), app.t("setup.start"), self.start,
                                           default=True)
        self.back_button = widgets.Button((0, 0, 1, 1), app.t("common.back"), self.leave)
        # each game's choices made here and not yet started, so that another game's tab and back
        # again, or Back and a new setup, find them as left (at four seats the Experts chosen came
        # back Amateurs, the levels of the last match started)
        self.drafts: dict[str, dict] = {}
        self.opened: dict[str, dict] = {}       # each game's choices as its tab first opened here
        # the levels the person chose last, in any game: a game never set up opens with them (an
        # Expert chosen at Polignac, Guinguette opened with Amateurs); None until one is chosen here
        self.chosen_levels: list | None = None
        # practice mode (issue 16): kept with the match, counted apart; as the last match started
        self.practice = bool(app.settings.get("practice", False))
        self.practice_button = widgets.Button((0, 0, 1, 1), "", self.toggle_practice)
        self._show_practice()
        # a game none of whose lessons was followed: its first lesson offered under the seats
        self.lesson_button = widgets.Button((0, 0, 1, 1), app.t("lesson.from_rules"), self.open_lesson)
        self.lesson_lines: tuple[list[str], int] | None = None    # the offer's words and their top
        # the person's name, the same in every game: another tab keeps the name typed
        self.name = app.settings.player_name(game)
        self.game_buttons: dict[str, widgets.Button] = {}
        for g in self.games:
            ok = playable(g)
            label = app.t(f"game.{g}") if ok else app.t("setup.soon", game=app.t(f"game.{g}"))
            self.game_buttons[g] = widgets.Button((0, 0, 1, 1), label,
                                                  lambda g=g: self.choose_game(g), enabled=ok)
        self.choose_game(game)

    # ------------------------------------------------------------ the choices

    def choose_game(self, game: str) -> None:
        """Show a game's choices, as last left (or its defaults): as left on its tab in this
        setup, else as the settings remember them."""
        if getattr(self, "game", None) is not None:
            self.drafts[self.game] = self._draft()
        self.game = game
        self.start_button.enabled = playable(game)
        for g, button in self.game_buttons.items():
            button.selected = g == game
        self.error = ""
        self.scroll = 0
        self.module = engine_module(game)
        last = self.app.settings.game(game)
        last.update(self.drafts.get(game, {}))
        module = self.module
        counts = list(module.PLAYERS) if module else [4]
        players = last.get("players")
        self.players = players if players in counts else (4 if 4 in counts else counts[0])
        options = dict(last.get("options") or {})
        presets = self._presets()
        preset = options.pop("preset", None)
        if preset not in presets:
            preset = getattr(module, "DEFAULT_PRESET", None) if module else None
        self.preset = preset if preset in presets else (presets[0] if presets else None)
        self.explicit = {k: v for k, v in options.items()
                         if module and any(o.name == k for o in module.OPTIONS)}
        levels = [v for v in (last.get("levels") or []) if v in LEVELS]
        if not levels:                  # a game never set up: the levels last chosen in any game
            levels = self.chosen_levels if self.chosen_levels is not None else self.app.settings.last_levels()
        # seats beyond the last match's take its last seat's level (the level the person chose)
        self.levels = (levels + [levels[-1] if levels else DEFAULT_LEVEL] * 8)[:7]
        self.chosen_at = [0] * 7        # when the person chose each seat's level here (0: before)
        self.opened.setdefault(game, self._draft())
        self._build()
        self.resize(self.app.size)

    def _draft(self) -> dict:
        """The game's choices as they stand, in the settings' form (SetupScene.choose_game)."""
        options = dict(self.explicit)
        if self.preset is not None:
            options["preset"] = self.preset
        return {"players": self.players, "options": options, "levels": self.levels[:self.players - 1]}

    def leave(self) -> None:
        """Back to the title: the seats chosen (how many, their levels) are remembered for each
        game set up here, as a match started would remember them; the rules are not, a change of
        them being tried until a match is started."""
        self.drafts[self.game] = self._draft()
        for game, draft in self.drafts.items():
            if draft != self.opened.get(game):      # a tab only looked at is not set up by that
                self.app.remember_seats(game, draft["players"], draft["levels"])
        if self.chosen_levels is not None:
            self.app.remember_levels(self.chosen_levels)
        self.app.pop()

    def count_fixed(self) -> str:
        """Why the player count may not change: the game is played by its rules' one count."""
        counts = list(self.module.PLAYERS) if self.module else [self.players]
        return self.app.t("setup.players_fixed", game=self.app.t(f"game.{self.game}"), n=counts[0])

    def baseline(self) -> dict:
        """Every option's value under the chosen preset, before the person's changes."""
        if not self.module:
            return {}
        presets = getattr(self.module, "PRESETS", {}) or {}
        return preset_values(self.module.OPTIONS, presets, self.preset if self.preset in presets else None)

    def values(self) -> dict:
        values = self.baseline()
        values.update(self.explicit)
        return values

    def set_players(self, index: int) -> None:
        shown = self.players - 1
        self.players = list(self.module.PLAYERS)[index]
        for seat in range(max(1, shown), self.players - 1):
            # an added seat: the level of the last one, unless the person chose its own since
            # (six Experts, down to four and up again: the last two stay as chosen)
            if self.chosen_at[seat] <= self.chosen_at[shown - 1]:
                self.levels[seat], self.chosen_at[seat] = self.levels[shown - 1], self.chosen_at[shown - 1]
        self._build()
        self.resize(self.app.size)

    def set_preset(self, index: int) -> None:
        # A preset is a whole set of rules: choosing one drops the changes made on the last.
        self.preset = list(self.module.PRESETS)[index]
        self.explicit = {}
        self._build()
        self.resize(self.app.size)

    def set_option(self, option, value) -> None:
        if self.baseline().get(option.name) == value and type(self.baseline().get(option.name)) \
                is type(value):
            self.explicit.pop(option.name, None)
        else:
            self.explicit[option.name] = value
        self.error = ""
        self._refresh()

    def idle(self) -> frozenset:
        """The options that change nothing with this player count and these values (the engine
        says which): shown disabled."""
        find = getattr(self.module, "idle_options", None)
        return find(self.players, self.values()) if find else frozenset()

    def changed(self) -> list[str]:
        """The options whose value differs from the chosen preset's."""
        base = self.baseline()
        return [name for name, value in self.explicit.items() if base.get(name) != value]

    def suggestion(self):
        """(option, value, catalogue key) of the one-click change offered under the rules, or None."""
        got = SUGGESTIONS.get(self.game)
        if got is None or self.values().get(got[0]) == got[1] or got[0] not in self.option_rows:
            return None
        return got

    def suggestion_why(self) -> str:
        """Why the one-click change is offered, in figures for this table's player count."""
        got = self.suggestion()
        if got is None:
            return ""
        same, any_suits = CABARET_ODDS.get(self.players, CABARET_ODDS[4])
        return self.app.t(got[2], players=self.players, same=same, any=any_suits)

    def take_suggestion(self) -> None:
        got = self.suggestion()
        if got is None:
            return
        row = self.option_rows[got[0]]
        self.set_option(row.option, got[1])
        row.stepper.index = option_values(row.option).index(got[1])
        self.scroll_to(got[0])

    def _refresh(self) -> None:
        """After a change: the preset says whether the options still are its own, idle options
        are disabled, the offered change comes or goes."""
        self.preset_stepper.labels = self._preset_labels()
        idle = self.idle()
        for name, row in self.option_rows.items():
            row.stepper.enabled = name not in idle
        self.suggest_button.enabled = self.suggestion() is not None
        if hasattr(self, "right"):
            self._layout_right(theme.row_height(self.app.size[1]))

    def _presets(self) -> list[str]:
        """The game's rule presets (none for a game of one rule set)."""
        return list(getattr(self.module, "PRESETS", {}) or {}) if self.module else []

    def _preset_names(self) -> list[str]:
        return [self._label(f"preset.{self.game}.{p}", p) for p in self._presets()]

    def _preset_labels_any(self) -> list[str]:
        """What the preset's stepper may read, options changed or not: the steppers are as wide
        as the widest (they widened at the first change, their left arrows moving off the pointer)."""
        names = self._preset_names()
        return names + [self.app.t("setup.preset_changed", preset=n) for n in names] or \
            [self.app.t("setup.no_preset"), self.app.t("setup.no_preset_changed")]

    def _preset_labels(self) -> list[str]:
        presets = self._presets()
        names = self._preset_names()
        if self.changed() and self.preset in presets:
            i = presets.index(self.preset)
            names[i] = self.app.t("setup.preset_changed", preset=names[i])
        return names or [self.app.t("setup.no_preset_changed" if self.changed() else "setup.no_preset")]

    def set_level(self, seat_index: int, index: int) -> None:
        self.levels[seat_index] = LEVELS[index]
        self.chosen_at[seat_index] = max(self.chosen_at) + 1
        self.chosen_levels = self.levels[:self.players - 1]

    def set_name(self, text: str) -> None:
        self.name = text

    def computer_names(self) -> list[str]:
        """The computer seats' names, the person's own left out (the table seats them so)."""
        return computer_names(self.players, self.name)

    def config(self) -> MatchConfig:
        """The match as chosen (options: the preset and the options changed from it)."""
        options = dict(self.explicit)
        if self.preset is not None:
            options["preset"] = self.preset
        name = self.name.strip() or self.app.t("setup.you")
        seats = [{"name": name, "kind": "person", "level": DEFAULT_LEVEL}]
        for seat, computer in enumerate(self.computer_names(), start=1):
            seats.append({"name": computer, "kind": "computer", "level": self.levels[seat - 1]})
        dealer = random.SystemRandom().randrange(self.players)   # polignac.md §3: drawn at random
        return MatchConfig(self.game, self.players, options, seats, seed=new_seed(), dealer=dealer,
                           mode="practice" if self.practice else "normal")

    def open_lesson(self) -> None:
        from .lesson import open_lessons
        open_lessons(self.app, self.game)

    def lesson_offered(self) -> bool:
        """The first lesson is offered: none of this game's lessons followed yet, and room for the
        offer under the seats."""
        return self.lesson_lines is not None and self._lesson_due()

    def _lesson_due(self) -> bool:
        """None of this game's lessons followed yet (and it has some)."""
        from .lesson import lessons_begun
        from .lesson_scripts import lessons_of
        return bool(lessons_of(self.game)) and not lessons_begun(self.app, self.game)

    def toggle_practice(self) -> None:
        self.practice = not self.practice
        self._show_practice()

    def _show_practice(self) -> None:
        self.practice_button.selected = self.practice
        self.practice_button.label = self.app.t("setup.practice_on" if self.practice else "setup.practice_off")

    def _named_in(self, refusal: str) -> str:
        """The options the engine's refusal names, in the order it names them, by the names this
        setup gives them (its words are the engine's, in English); the refusal itself where it
        names none."""
        named = sorted((found.start(), row.label) for name, row in self.option_rows.items()
                       if (found := re.search(rf"\b{name}\b", refusal)))
        if not named:
            return refusal
        return ", ".join(self.app.t("setup.option_named", name=label) for _, label in named) + "."

    def start(self) -> None:
        """Check the choices with the engine, then go to the table."""
        if not playable(self.game):
            return
        config = self.config()
        try:
            match = new_match(config.game, config.players, config.options, seed=config.seed,
                              dealer=config.dealer)
        except RuleError as exc:
            self.refuse(self.app.said("setup.bad_options", detail=lambda t, why=exc.message: self._named_in(why)))
            return
        except Exception as exc:       # an engine being rebuilt must not close the app
            self.refuse(self.app.said("message.cannot_start", reason=lambda t, why=exc: self.app.reason(why)))
            return
        if match.match_over:           # too few counters for the first deal's stakes
            self.refuse(self.app.said("setup.no_first_deal"))
            return
        self.app.start_match(config)            # the match Continue would resume is kept first

    def refuse(self, why: str) -> None:
        """The match cannot start: ``why`` (said: ``app.said``) stands between the buttons, and in a
        message over the setup where it would not fit there whole (at 640×400 its last line fell
        off the window), in the language of the moment."""
        self.error = why
        if not self.fits(why, self.app.font("small")):
            self.app.show_message(self.app.said("message.cannot_start_title"), why)

    def notice(self, small) -> tuple[str, tuple]:
        """The line under the panels and its colour: why the match cannot start, else what
        starting it means. Practice on and a match in progress, both are said (practice hid that
        the match in progress is kept): each in its fewer words where the two do not fit whole, and
        at the smallest window, where even those do not, that the match in progress is kept."""
        t = self.app.t
        if self.error:
            return i18n.now(self.error), theme.ERROR
        if self.count_why and not self.players_stepper.enabled:
            return self.count_fixed(), theme.CREAM
        if not self.start_button.enabled:
            return t("rules.not_yet"), theme.CREAM_DIM
        helps = [t("setup.practice_help"), t("setup.practice_help_short")] if self.practice else [""]
        kept = [""]
        if self.unfinished is not None:      # at 640×400: without the game and its players
            kept = [t("setup.match_kept", game=t(f"game.{self.unfinished.get('game')}"),
                      players=self.unfinished.get("players", "")), t("setup.match_kept_short")]
        tries = [(h, k) for h in helps for k in kept] + [("", kept[-1])]
        said = [text for text in ("\n".join(part for part in pair if part) for pair in tries) if text]
        if not said:
            return "", theme.CREAM_DIM
        return next((text for text in said if self.fits(text, small)), said[-1]), theme.CREAM_DIM

    def fits(self, text: str, font) -> bool:
        """Whether ``text`` stands whole in :meth:`notice_area`, as text_in_box writes it there."""
        area = self.notice_area()
        return len(widgets.wrap(text, font, area.w)) * widgets.line_step(font) <= area.h

    def notice_area(self) -> pygame.Rect:
        """Where a line under the panels stands: between Back and the practice's button, from the
        panels' foot to the window's, half a margin clear of each (two lines at 800×500, where a
        button's height held one and cut "Votre partie en cours … sera gard…"; three at 1280×720,
        where four were squeezed in, the last on the window's edge)."""
        back, m = self.back_button.rect, self.margin
        top = self.left.bottom + m // 2
        return pygame.Rect(back.right + m, top, self.practice_button.rect.x - back.right - 2 * m,
                           self.app.surface.get_height() - m // 2 - top)

    # ------------------------------------------------------------ widgets

    def _label(self, key: str, fallback: str) -> str:
        return self.app.t(key) if self.app.has_text(key) else fallback

    def value_label(self, option, value) -> str:
        if option.kind == "bool":
            return self.app.t("common.yes" if value else "common.no")
        key = f"value.{self.game}.{option.name}.{value}"
        if self.app.has_text(key):
            # a value that depends on the table says what it comes to ("by player count (15)")
            resolve = getattr(self.module, "resolved_value", None)
            return self.app.t(key, n=resolve(option.name, value, self.players) if resolve else value)
        if isinstance(value, int):
            return number_label(self.app, self.game, option, value)
        return self._label(f"value.{value}", str(value).replace("_", " "))

    def _build(self) -> None:
        t = self.app.t
        module = self.module
        counts = list(module.PLAYERS) if module else [self.players]
        self.players_stepper = widgets.Stepper(
            (0, 0, 1, 1), [t("setup.players_n", n=n) for n in counts],
            counts.index(self.players), self.set_players, enabled=len(counts) > 1, scale=True)
        presets = self._presets()
        self.preset_stepper = widgets.Stepper(
            (0, 0, 1, 1), self._preset_labels(),
            presets.index(self.preset) if self.preset in presets else 0, self.set_preset,
            enabled=len(presets) > 1)
        # as long a name as the settings keep (a name of 21 to 24 letters was kept but could not be typed)
        self.name_field = widgets.TextField((0, 0, 1, 1), self.name, MAX_PLAYER_NAME, self.set_name)
        self.name_field.placeholder = t("setup.you")
        self.level_steppers = []
        for i in range(self.players - 1):
            self.level_steppers.append(widgets.Stepper(
                (0, 0, 1, 1), level_labels(t), LEVELS.index(self.levels[i]),
                lambda index, i=i: self.set_level(i, index), scale=True))
        self.option_rows = {}
        values = self.values()
        for option in (module.OPTIONS if module else ()):
            offered = option_values(option)
            current = values.get(option.name, option.default)
            if current not in offered:
                offered.append(current)
            stepper = widgets.Stepper(
                (0, 0, 1, 1), [self.value_label(option, v) for v in offered],
                offered.index(current),
                lambda index, o=option, vals=offered: self.set_option(o, vals[index]),
                scale=_is_scale(offered))
            help_text = option_help(self.app, self.game, option, self.players)
            label = self._label(f"optname.{self.game}.{option.name}",
                                option.name.replace("_", " ").capitalize())
            self.option_rows[option.name] = OptionRow(option, stepper, label, help_text)
        got = SUGGESTIONS.get(self.game)
        self.suggest_button = widgets.Button((0, 0, 1, 1), t(got[3]) if got else "", self.take_suggestion)
        self._refresh()

    # ------------------------------------------------------------ layout

    def resize(self, size) -> None:
        w, h = size
        m = self.margin = max(8, int(h * 0.03))          # round the panels and the buttons
        rh = theme.row_height(h)
        title_w = self.app.font("title").size(self.app.t("setup.title"))[0]
        tab_w = min(int(w * 0.2), (w - 3 * m - title_w) // 3 - 6)
        x = w - m - 3 * tab_w - 2 * 6
        for g in self.games:
            self.game_buttons[g].rect = pygame.Rect(x, m, tab_w, rh)
            x += tab_w + 6
        bh = theme.button_height(h)
        bw = max(140, int(w * 0.17))
        widest = widgets.button_width([b.label for b in (self.back_button, self.start_button, self.practice_button)],
                                      self.app.font("body"), h)     # as wide as "Entraînement : non" needs
        bw = min(max(bw, widest), (w - 4 * m) // 3)
        self.back_button.rect = pygame.Rect(m, h - m - bh, bw, bh)
        self.start_button.rect = pygame.Rect(w - m - bw, h - m - bh, bw, bh)
        self.practice_button.rect = pygame.Rect(w - 2 * m - 2 * bw, h - m - bh, bw, bh)
        top = m + rh + m
        bottom = h - 2 * m - bh
        left_w = int((w - 3 * m) * 0.40)
        self.left = pygame.Rect(m, top, left_w, bottom - top)
        self.right = pygame.Rect(2 * m + left_w, top, w - 3 * m - left_w, bottom - top)
        self._layout_left(rh)
        self._layout_right(rh)

    def _layout_left(self, rh: int) -> None:
        pad = max(8, self.left.width // 28)
        rows = 3 + len(self.level_steppers)       # players, name, heading, each computer seat
        room = self.left.height - 2 * pad
        # the first lesson's offer at the panel's foot: its words above its button, or (many seats
        # in a small window) its short question beside the button, the rows made smaller for it
        # while they still read; at eight seats in 800×500 the button stood alone and at 640×400
        # nothing did, where at three seats the offer stood whole
        small = self.app.font("small")
        from .lesson import lessons_button, lessons_offer
        self.lesson_button.label = lessons_button(self.app, self.game)
        width = self.left.width - 2 * pad
        button_w = min(width, widgets.button_width([self.lesson_button.label], self.app.font("body"),
                                                   self.app.size[1]))
        words = widgets.wrap(lessons_offer(self.app, self.game), small, width)
        question = self.app.t("setup.lesson_offer_short")
        beside = small.size(question)[0] + OFFER_GAP + button_w <= width
        offers: list[tuple[list[str], bool, bool]] = []     # (lines, beside the button, rows kept roomy)
        if self._lesson_due():
            offers = [(words, False, True)] + ([([question], True, True), ([question], True, False)]
                                               if beside else [])
        linesize = small.get_linesize()

        def rows_for(below: int) -> tuple[int, int]:
            """The rows' height and the gap between them, ``below`` kept at the panel's foot."""
            row_h = max(22, min(rh, (room - below) // rows - 4))
            return row_h, max(2, min(8, (room - below - rows * row_h) // max(rows, 1)))
        lines: list[str] | None = None
        self.lesson_beside = False
        below = 0
        for offer, side, roomy in offers:
            need = (0 if side else len(offer) * linesize) + rh + 16      # two gaps
            row_h, gap = rows_for(need)
            stands = room - rows * (row_h + gap) - gap >= row_h + gap + (0 if side else len(offer) * linesize)
            if stands and (row_h >= max(22, rh * 4 // 5) or not roomy):
                lines, self.lesson_beside, below = offer, side, need
                break
        self.row_h, gap = rows_for(below)
        label_w = int((self.left.width - 2 * pad) * 0.42)
        widget_x = self.left.x + pad + label_w
        widget_w = self.left.right - pad - widget_x
        y = self.left.y + pad
        self.left_labels = []
        self.players_stepper.layout((widget_x, y, widget_w, self.row_h))
        self.left_labels.append((self.app.t("setup.players"), y))
        y += self.row_h + gap
        self.name_field.rect = pygame.Rect(widget_x, y, widget_w, self.row_h)
        self.left_labels.append((self.app.t("setup.your_name"), y))
        y += self.row_h + gap
        self.heading_y = y
        y += self.row_h + gap
        for i, stepper in enumerate(self.level_steppers):
            stepper.layout((widget_x, y, widget_w, self.row_h))
            self.left_labels.append((lambda i=i: self.computer_names()[i], y))    # as the name typed leaves them
            y += self.row_h + gap
        self.left_pad = pad
        foot = self.left.bottom - pad
        x = self.left.x + pad
        if self.lesson_beside:                 # the question, then its button on the same row
            top = foot - self.row_h
            x += small.size(question)[0] + OFFER_GAP
        else:
            top = foot - self.row_h - gap - len(lines or []) * linesize
        self.lesson_lines = (lines, top) if lines is not None and top >= y + gap else None
        self.lesson_button.rect = pygame.Rect(x, foot - self.row_h, button_w, self.row_h)

    def _layout_right(self, rh: int) -> None:
        pad = max(8, self.right.width // 40)
        small = self.app.font("small")
        body = self.app.font("body")
        row_h = max(22, min(rh, int(self.app.size[1] * 0.05)))
        # the steppers as wide as their longest value needs, between 38% and 55% of the panel
        inner = self.right.width - 2 * pad
        values = [label for row in self.option_rows.values() for label in row.stepper.labels]
        widest = max((body.size(v)[0] for v in values + self._preset_labels_any()), default=0)
        need = widest + 2 * widgets.stepper_arrow(row_h) + 16
        stepper_w = self.stepper_w = max(int(inner * 0.38), min(int(inner * 0.55), need))
        self.preset_stepper.layout((self.right.right - pad - stepper_w, self.right.y + pad,
                                    stepper_w, row_h))
        preset_help = self._preset_help()
        help_lines = widgets.wrap(preset_help, small, self.right.width - 2 * pad)
        # room for two lines at least, and never less than this game's line took before: the line
        # that names the options changed grew from one line to two at a click, and every option
        # under it moved beneath the pointer, so that the next click hit another row
        room = self.help_room[self.game] = max(2, len(help_lines), self.help_room.get(self.game, 0))
        area_top = self.right.y + pad + row_h + 6 + room * small.get_linesize() + pad
        self.suggest_text = pygame.Rect(0, 0, 0, 0)
        self.suggest_button.rect = pygame.Rect(0, 0, 0, 0)
        got = self.suggestion()
        if got is not None:
            inner = self.right.width - 2 * pad
            button_w = small.size(self.suggest_button.label)[0] + 2 * row_h
            beside = button_w <= inner * 0.45          # else the button goes under the sentence, whole
            text_w = inner - pad - button_w if beside else inner
            lines = widgets.wrap(self.suggestion_why(), small, text_w)
            height = max(row_h if beside else 0, len(lines) * widgets.line_step(small))
            self.suggest_text = pygame.Rect(self.right.x + pad, area_top - pad // 2, text_w, height)
            if beside:
                self.suggest_button.rect = pygame.Rect(self.right.right - pad - button_w,
                                                       self.suggest_text.centery - row_h // 2, button_w, row_h)
            else:
                self.suggest_button.rect = pygame.Rect(self.right.right - pad - min(button_w, inner),
                                                       self.suggest_text.bottom + 2, min(button_w, inner), row_h)
            area_top = max(self.suggest_text.bottom, self.suggest_button.rect.bottom) + pad
        self.options_area = pygame.Rect(self.right.x + pad, area_top, self.right.width - 2 * pad,
                                        self.right.bottom - pad - area_top)
        # Rows laid out in content coordinates; the scroll offset is applied below.
        y = 0
        self._row_layout = []
        text_w = self.options_area.width - stepper_w - 12 - 10
        for row in self.option_rows.values():
            label_lines = widgets.wrap(row.label, body, text_w)
            help_lines = widgets.wrap(self.row_help(row), small, self.options_area.width - 10)
            height = max(row_h, len(label_lines) * body.get_linesize()) + 10 + \
                len(help_lines) * small.get_linesize() + 12
            self._row_layout.append((row, y, height, row_h))
            y += height
        self.content_h = y
        self._apply_scroll()

    def row_help(self, row: OptionRow) -> str:
        """An option's one-line explanation, and why it is disabled when it changes nothing here."""
        if row.stepper.enabled:
            return row.help
        return row.help + " — " + self.app.t("setup.idle", n=self.players)

    def _preset_help(self) -> str:
        """One line under the preset: what the preset means, or what the game is; once options
        were changed, which ones differ from it."""
        text = ""
        changed = self.changed()
        names = ", ".join(self.option_rows[n].label for n in changed if n in self.option_rows)
        if changed and self.preset is not None:
            return self.app.t("setup.preset_differs", preset=self._label(f"preset.{self.game}.{self.preset}",
                                                                         self.preset), options=names)
        if changed:                    # a game of one rule set: its own options differ
            return self.app.t("setup.rules_differ", options=names)
        if self.preset is not None:
            text = self._label(f"presethelp.{self.game}.{self.preset}", "")
        return text or self._label(f"summary.{self.game}", "")

    def _apply_scroll(self) -> None:
        limit = max(0, self.content_h - self.options_area.height)
        self.scroll = max(0, min(self.scroll, limit))
        area = self.options_area
        stepper_w = self.stepper_w                  # as _layout_right found it
        for row, y, height, row_h in self._row_layout:
            top = area.y + y - self.scroll
            row.rect = pygame.Rect(area.x, top, area.width, height)
            row.stepper.layout((area.right - 10 - stepper_w, top + 6, stepper_w, row_h))
            row.visible = area.contains(row.stepper.rect)

    def scroll_by(self, pixels: int) -> None:
        self.scroll += pixels
        self._apply_scroll()

    def scroll_to(self, name: str) -> None:
        """Bring an option's row into view (tests and keyboard use it)."""
        for row, y, height, _ in self._row_layout:
            if row.option.name == name:
                if y < self.scroll:
                    self.scroll = y
                elif y + height > self.scroll + self.options_area.height:
                    self.scroll = y + height - self.options_area.height
        self._apply_scroll()

    # ------------------------------------------------------------ events and drawing

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and self.handle_key(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.key_focus.handle(event)   # the mouse took over: no frame the keys left behind
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            # the Players arrows dimmed (a game for one count only): under the pointer, or clicked,
            # the line under the panels says why
            stepper = self.players_stepper
            self.count_why = not stepper.enabled and stepper.rect.collidepoint(event.pos)
        if self.name_field.handle(event):
            return
        if self._enter_or_escape(event):
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * max(20, self.app.size[1] // 18))
            return
        buttons = [self.back_button, self.start_button, self.practice_button, *self.game_buttons.values()]
        if self.suggestion() is not None:
            buttons.append(self.suggest_button)
        if self.lesson_offered():
            buttons.append(self.lesson_button)
        if widgets.handle_buttons(buttons, event):
            return
        if self.players_stepper.handle(event) or self.preset_stepper.handle(event):
            return
        for stepper in self.level_steppers:
            if stepper.handle(event):
                return
        for row in self.option_rows.values():
            if row.visible and row.stepper.handle(event):
                return

    # ------------------------------------------------------------ the keys

    def _enter_or_escape(self, event) -> bool:
        """Enter starts the match, Escape goes back (where nothing the keys frame took them)."""
        if event.type != pygame.KEYDOWN:
            return False
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()
            return True
        if event.key == pygame.K_ESCAPE:
            self.leave()
            return True
        return False

    def stops(self) -> list[tuple]:
        """Where Tab goes, in reading order: the games, the players, the name, each seat's level,
        the lesson offered, the preset, the change offered, each option that changes something at
        this table, then Back, Practice and Start."""
        stops: list[tuple] = [("games",)]
        if self.players_stepper.enabled:
            stops.append(("players",))
        stops.append(("name",))
        stops += [("level", i) for i in range(len(self.level_steppers))]
        if self.lesson_offered():
            stops.append(("lesson",))
        if self.preset_stepper.enabled:
            stops.append(("preset",))
        if self.suggestion() is not None:
            stops.append(("suggest",))
        stops += [("option", name) for name, row in self.option_rows.items() if row.stepper.enabled]
        return stops + [("back",), ("practice",), ("start",)]

    def widget_of(self, key: tuple):
        """The stepper, button or field of a stop (the games: the chosen game's tab)."""
        kind = key[0]
        if kind == "games":
            return self.game_buttons[self.game]
        if kind == "level":
            return self.level_steppers[key[1]] if key[1] < len(self.level_steppers) else None
        if kind == "option":
            row = self.option_rows.get(key[1])
            return row.stepper if row is not None else None
        return {"players": self.players_stepper, "name": self.name_field, "lesson": self.lesson_button,
                "preset": self.preset_stepper, "suggest": self.suggest_button, "back": self.back_button,
                "practice": self.practice_button, "start": self.start_button}.get(kind)

    def focus_moved(self, key: tuple) -> None:
        """The name is typed where the frame stops on it; an option framed is scrolled into sight."""
        typing = key == ("name",)
        if typing != self.name_field.focused:
            self.name_field.focused = typing
            (pygame.key.start_text_input if typing else pygame.key.stop_text_input)()
        if key[0] == "option":
            self.scroll_to(key[1])

    def handle_key(self, event) -> bool:
        """The keys of :class:`widgets.KeyFocus`; on the games, left and right choose the next game
        (Enter still starts the match); in the name, the keys type (Tab leaves)."""
        focus = self.key_focus
        key = event.key
        if focus.key is None and self.name_field.focused:      # clicked into: Tab goes on from the name
            focus.key = ("name",)
        if focus.key == ("name",) and key not in (pygame.K_TAB, pygame.K_UP, pygame.K_DOWN):
            return False
        if focus.key == ("games",) and key in (pygame.K_LEFT, pygame.K_RIGHT):
            games = [g for g in self.games if playable(g)]
            if self.game in games:
                self.choose_game(games[(games.index(self.game) + (1 if key == pygame.K_RIGHT else -1)) % len(games)])
            return True
        if focus.key == ("games",) and key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            return key == pygame.K_SPACE       # the game shown stays as it is (its tab would start it afresh)
        return focus.handle(event)

    def draw(self, surface) -> None:
        widgets.draw_felt(surface)
        t = self.app.t
        body, small, title = self.app.font("body"), self.app.font("small"), self.app.font("title")
        m = max(8, int(surface.get_height() * 0.03))
        tab = next(iter(self.game_buttons.values())).rect
        widgets.draw_text(surface, t("setup.title"), title, theme.CREAM, (m, tab.centery),
                          "midleft")
        for button in self.game_buttons.values():
            button.draw(surface, body)
        self._draw_left(surface, body, small)
        self._draw_right(surface, body, small)
        self.back_button.draw(surface, body)
        self.start_button.draw(surface, body)
        self.practice_button.draw(surface, body)
        notice, colour = self.notice(small)
        if notice:
            widgets.text_in_box(surface, notice, small, colour, self.notice_area(), within=True)
        framed = self.key_focus.key
        if framed is not None and framed != ("name",):          # the field frames itself
            self.key_focus.draw(surface, self.options_area if framed[0] == "option" else None)

    def _draw_left(self, surface, body, small) -> None:
        widgets.Panel(self.left).draw(surface)
        pad = self.left_pad
        font = body if body.get_linesize() <= self.row_h else small
        for label, y in self.left_labels:
            text = label() if callable(label) else label
            widgets.draw_text(surface, widgets.fit(text, font, self.name_field.rect.x - self.left.x
                                                   - pad - 6),
                              font, theme.CREAM, (self.left.x + pad, y + self.row_h // 2), "midleft")
        widgets.draw_text(surface, self.app.t("setup.opponents"), small, theme.GOLD,
                          (self.left.x + pad, self.heading_y + self.row_h // 2), "midleft")
        self.players_stepper.draw(surface, font)
        self.name_field.draw(surface, font)
        for stepper in self.level_steppers:
            stepper.draw(surface, font)
        if self.lesson_offered() and self.lesson_lines is not None:
            lines, y = self.lesson_lines
            if self.lesson_beside:          # the short question, level with its button
                y = self.lesson_button.rect.centery - small.get_linesize() // 2
            for line in lines:
                widgets.draw_text(surface, line, small, theme.CREAM_DIM, (self.left.x + pad, y))
                y += small.get_linesize()
            self.lesson_button.draw(surface, font)

    def _draw_right(self, surface, body, small) -> None:
        widgets.Panel(self.right).draw(surface)
        pad = self.options_area.x - self.right.x
        step = self.preset_stepper.rect
        widgets.draw_text(surface, self.app.t("setup.rules"), body, theme.GOLD,
                          (self.right.x + pad, step.centery), "midleft")
        self.preset_stepper.draw(surface, body)
        widgets.text_in_box(surface, self._preset_help(), small, theme.CREAM_DIM,
                            (self.right.x + pad, step.bottom + 6, self.options_area.width,
                             self.options_area.y - step.bottom - 6), "left", "top", 0)
        if self.suggestion() is not None:
            widgets.text_in_box(surface, self.suggestion_why(), small, theme.CREAM,
                                self.suggest_text, "left", "center")
            self.suggest_button.draw(surface, small)
        area = self.options_area
        if self.module is None:
            widgets.text_in_box(surface, self.app.t("rules.not_yet"), body, theme.CREAM_DIM,
                                (area.x, area.y, area.width, body.get_linesize() * 3), "left",
                                "top")
        clip = surface.get_clip()
        surface.set_clip(area)
        changed = self.explicit
        for row, *_ in self._row_layout:
            if row.rect.bottom < area.y or row.rect.y > area.bottom:
                continue
            idle = not row.stepper.enabled
            colour = theme.CREAM_DIM if idle else theme.GOLD if row.option.name in changed else theme.CREAM
            text_w = row.stepper.rect.x - area.x - 12
            label_lines = widgets.wrap(row.label, body, text_w)
            y0 = max(row.rect.y + 2, row.stepper.rect.centery
                     - len(label_lines) * body.get_linesize() // 2)
            for line in label_lines:
                widgets.draw_text(surface, line, body, colour, (area.x, y0))
                y0 += body.get_linesize()
            y0 = max(y0, row.stepper.rect.bottom) + 5
            for line in widgets.wrap(self.row_help(row), small, area.width - 10):
                widgets.draw_text(surface, line, small, theme.CREAM_DIM, (area.x, y0))
                y0 += small.get_linesize()
            row.stepper.draw(surface, body)
            pygame.draw.line(surface, theme.PANEL_EDGE, (area.x, row.rect.bottom - 4),
                             (area.right - 10, row.rect.bottom - 4))
        surface.set_clip(clip)
        # a scroll bar: where we are in the options
        widgets.scroll_bar(surface, (area.right - 4, area.y, 4, area.height), area.height, self.content_h, self.scroll)
