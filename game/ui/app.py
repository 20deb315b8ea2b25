"""The application: the window, the clock, the loop, the scene stack, the settings and the store.

The loop runs at 60 frames per second while a visible scene is busy (something moves or a seat
thinks) and otherwise sleeps in ``pygame.event.wait`` until input arrives, so an idle table costs
next to nothing (design §4).
"""
from __future__ import annotations

import os
import sys
import traceback

import pygame

from . import i18n, theme, widgets
from .config import DEFAULT_LEVEL, LEVELS, MatchConfig  # noqa: F401  (re-exported for scenes)
from .scene import Scene

DEFAULT_SETTINGS = {
    "language": None,             # None: the system's language, decided at start
    "speed": "normal",
    "card_back": theme.CARD_BACKS[0],
    "four_colour": False,
    "think_pause_ms": 600,
    "player_name": "",
    "games": {},                  # per game: {"players", "options", "levels"} last chosen
}


class Settings(dict):
    """The person's settings: a dict with defaults, saved through the store when there is one."""

    def __init__(self, values: dict | None = None, store=None) -> None:
        super().__init__()
        for key, value in DEFAULT_SETTINGS.items():
            self[key] = dict(value) if isinstance(value, dict) else value
        if values:
            for key, value in values.items():
                if value is not None:
                    self[key] = value
        if self.get("language") not in i18n.LANGUAGES:
            self["language"] = i18n.system_language()
        if self.get("speed") not in theme.SPEEDS:
            self["speed"] = DEFAULT_SETTINGS["speed"]
        if not isinstance(self.get("games"), dict):
            self["games"] = {}
        self._store = store

    def game(self, game: str) -> dict:
        """The last choices for one game (a dict the setup scene fills)."""
        games = self.setdefault("games", {})
        entry = games.get(game)
        if not isinstance(entry, dict):
            entry = games[game] = {}
        return entry

    def save(self) -> str | None:
        """Write the settings through the store; returns an error message or None."""
        if self._store is None:
            return None
        try:
            save = getattr(self._store, "save_settings")
            save(dict(self))
        except Exception as exc:     # a full disk must not close the app
            return str(exc)
        return None


def open_store():
    """game.store's Store, or None while the store does not exist (or cannot start)."""
    try:
        from game import store as store_module
    except ImportError:
        return None
    factory = getattr(store_module, "Store", None)
    if factory is None:
        return None
    try:
        return factory()
    except Exception as exc:          # the app starts without saves rather than not at all
        print(f"Tapis Vert: the store could not open: {exc}", file=sys.stderr)
        return None


class App:
    """Owns the window and runs the scenes; see ui_shared.md for the agreed interface."""

    def __init__(self, size=theme.WINDOW_DEFAULT, store="auto", settings: dict | None = None,
                 caption: str = theme.WINDOW_TITLE) -> None:
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        pygame.display.init()
        pygame.font.init()
        self.store = open_store() if store == "auto" else store
        self.problems: list[str] = []          # start-up messages (damaged files), shown once
        loaded = settings
        if loaded is None and self.store is not None:
            loaded = self._load_settings()
        self.settings = Settings(loaded, self.store)
        self.stack: list[Scene] = []
        self.running = True
        self.clock = pygame.time.Clock()
        pygame.display.set_caption(caption)
        try:
            pygame.display.set_icon(_icon())
        except pygame.error:
            pass
        size = self._clamp(size)
        self.surface = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.size = self.surface.get_size()
        try:   # the OS then refuses to shrink the window below the minimum
            pygame.Window.from_display_module().minimum_size = theme.WINDOW_MIN
        except (AttributeError, pygame.error):
            pass
        pygame.key.stop_text_input()
        self._idle = False

    # ------------------------------------------------------------ settings, store, text

    def _load_settings(self) -> dict | None:
        load = getattr(self.store, "load_settings", None)
        if load is None:
            return None
        try:
            return load()
        except Exception as exc:
            self.problems.append(str(exc))
            return None

    def save_settings(self) -> None:
        problem = self.settings.save()
        if problem:
            self.show_message(self.t("message.error"), self.t("message.settings_not_saved",
                                                               reason=problem))

    def t(self, key: str, **fmt) -> str:
        """The text of ``key`` in the chosen language."""
        return i18n.translate(key, self.settings.get("language", "en"), **fmt)

    def has_text(self, key: str) -> bool:
        return i18n.lookup(key, self.settings.get("language", "en")) is not None

    def font(self, role: str = "body") -> pygame.font.Font:
        """The font of a role ("body", "small", "title") sized from the window height."""
        return widgets.font_for(role, self.size[1])

    # ------------------------------------------------------------ the scene stack

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        self.stack.append(scene)
        scene.resize(self.size)

    def pop(self) -> Scene | None:
        scene = self.stack.pop() if self.stack else None
        if self.stack:
            self.stack[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.stack:
            self.stack.pop()
        self.push(scene)

    def pop_to(self, kind: type) -> None:
        """Pop scenes until one of class ``kind`` is on top (the title menu, after a match)."""
        while len(self.stack) > 1 and not isinstance(self.stack[-1], kind):
            self.stack.pop()
        if self.stack:
            self.stack[-1].resume()

    def quit(self) -> None:
        self.running = False

    def visible(self) -> list[Scene]:
        """The scenes drawn this frame: the top one and, beneath dialogs, down to the first
        opaque one (bottom first)."""
        start = len(self.stack) - 1
        while start > 0 and self.stack[start].transparent:
            start -= 1
        return self.stack[max(start, 0):]

    def busy(self) -> bool:
        return any(scene.busy() for scene in self.visible())

    # ------------------------------------------------------------ matches

    def start_match(self, config: MatchConfig) -> None:
        """Push the table for a new match."""
        self._remember_last(config)
        try:
            table = _table_scene_class()
            if table is None:
                self.show_message(self.t("message.error"), self.t("message.table_missing"))
                return
            self.push(table(self, config))
        except Exception as exc:
            traceback.print_exc()
            self.show_message(self.t("message.error"), self.t("message.cannot_start",
                                                               reason=str(exc)))

    def resume_match(self, record) -> None:
        """Push the table for a saved match (Continue, Load)."""
        try:
            table = _table_scene_class()
            if table is None:
                self.show_message(self.t("message.error"), self.t("message.table_missing"))
                return
            scene = table.from_record(self, record)
        except Exception as exc:
            traceback.print_exc()
            self.show_message(self.t("message.error"), self.t("message.cannot_load",
                                                               reason=str(exc)))
            return
        self.push(scene)

    def _remember_last(self, config: MatchConfig) -> None:
        entry = self.settings.game(config.game)
        entry["players"] = config.players
        entry["options"] = dict(config.options)
        levels = entry.setdefault("levels", {})
        if isinstance(levels, dict):
            levels[str(config.players)] = [s.get("level", DEFAULT_LEVEL) for s in config.seats[1:]]
        if config.seats:
            self.settings["player_name"] = config.seats[0].get("name", "")
        self.settings["last_game"] = config.game
        self.save_settings()

    def show_message(self, title: str, text: str) -> None:
        from .scenes.message import MessageScene
        self.push(MessageScene(self, title, text))

    # ------------------------------------------------------------ the loop

    def _clamp(self, size) -> tuple[int, int]:
        return (max(theme.WINDOW_MIN[0], int(size[0])), max(theme.WINDOW_MIN[1], int(size[1])))

    def resize(self, size) -> None:
        """Lay out every scene again for a window of ``size`` (clamped to the minimum)."""
        wanted = self._clamp(size)
        if self.surface.get_size() != wanted:
            self.surface = pygame.display.set_mode(wanted, pygame.RESIZABLE)
        self.size = self.surface.get_size()
        for scene in self.stack:
            scene.resize(self.size)

    def dispatch(self, event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
        elif event.type == pygame.VIDEORESIZE:
            self.resize((event.w, event.h))
        elif self.stack:
            self.stack[-1].handle(event)

    def frame(self, dt: float | None = None, events: list | None = None) -> None:
        """One turn of the loop without waiting: the pending events, an update, a drawing.
        Tests drive the app with this after posting events."""
        if events is None:
            events = pygame.event.get()
        for event in events:
            self.dispatch(event)
            if not self.running:
                return
        if dt is None:
            dt = 1 / theme.FPS_BUSY
        for scene in self.visible():
            scene.update(dt)
        self.draw()

    def draw(self) -> None:
        for scene in self.visible():
            scene.draw(self.surface)
        pygame.display.flip()

    def run(self) -> None:
        """The loop, until the last scene is popped or the window closed."""
        self.draw()
        while self.running and self.stack:
            if self.busy():
                dt = self.clock.tick(theme.FPS_BUSY) / 1000
                if self._idle:           # waking up: no jump for the time spent waiting
                    dt = min(dt, 1 / theme.FPS_BUSY)
                self._idle = False
                self.frame(min(dt, 0.1))
                continue
            self._idle = True
            first = pygame.event.wait(theme.IDLE_WAIT_MS)
            events = [] if first.type == pygame.NOEVENT else [first]
            events += pygame.event.get()
            self.clock.tick()
            if events:
                self.frame(0.0, events)
            else:
                for scene in self.visible():   # let timers that are not "busy" run
                    scene.update(theme.IDLE_WAIT_MS / 1000)
        pygame.display.quit()


def _table_scene_class():
    """UI-table's TableScene, imported when first needed (None until game/ui/table exists)."""
    try:
        from .table import TableScene
    except ModuleNotFoundError as exc:
        if exc.name in ("game.ui.table", __package__ + ".table"):
            return None
        raise
    return TableScene


def _icon() -> pygame.Surface:
    icon = pygame.Surface((32, 32), pygame.SRCALPHA)
    pygame.draw.rect(icon, theme.FELT, (0, 0, 32, 32), border_radius=6)
    pygame.draw.rect(icon, theme.IVORY, (7, 4, 18, 24), border_radius=3)
    widgets.draw_suit(icon, 0, (16, 16), 12)
    return icon


def parse_args(argv: list[str] | None):
    import argparse
    parser = argparse.ArgumentParser(prog="main.py", description="Tapis Vert, a French card table.")
    parser.add_argument("--smoke", action="store_true",
                        help="open the window, run the start-up checks, draw the title menu and a "
                             "dealt table, write the screenshot and exit")
    parser.add_argument("--screenshot", metavar="FILE", help="PNG file written in smoke mode")
    parser.add_argument("--game", default="polignac", help="game of the smoke table (polignac)")
    parser.add_argument("--players", type=int, default=None, help="players at the smoke table")
    parser.add_argument("--size", default=None, help="window size, e.g. 1600x900")
    return parser.parse_args(argv)


def startup_checks(app: "App") -> None:
    """The store's checks of the settings, the autosave and every saved match; what it found
    damaged is reported once (app.problems, shown by the title menu)."""
    store = app.store
    check = getattr(store, "startup_check", None) if store is not None else None
    if check is None:
        return
    try:
        found = check()
    except Exception as exc:
        app.problems.append(str(exc))
        return
    for problem in found or ():
        app.problems.append(str(getattr(problem, "message", problem)))


def smoke(app: "App", args) -> int:
    """Contract §8: title menu, then a dealt table of ``args.game``, written to the screenshot."""
    from .config import MatchConfig, default_seats
    from .scenes.title import TitleScene
    title = TitleScene(app)
    app.push(title)
    app.frame(0.0, [])
    if args.screenshot:
        pygame.image.save(app.surface, args.screenshot)
    table = _table_scene_class()
    if table is not None:
        from game.engine import game_module
        module = game_module(args.game)
        players = args.players if args.players is not None else min(module.PLAYERS)
        config = MatchConfig(args.game, players, {}, default_seats(players), seed=1, dealer=0)
        app.push(table(app, config))
        # Let the deal run to its end (a bounded number of frames, in simulated time).
        for _ in range(600):
            app.frame(0.05, [])
            if not app.busy():
                break
        app.frame(0.0, [])
        if args.screenshot:
            pygame.image.save(app.surface, args.screenshot)
    print(f"smoke: ok{' ' + args.screenshot if args.screenshot else ''}", file=sys.stderr)
    return 0


def main(argv: list[str] | None = None) -> int:
    """Start the app with the title menu (``python main.py``, the ``tapis-vert`` command)."""
    from .scenes.title import TitleScene
    args = parse_args(argv)
    size = theme.WINDOW_DEFAULT
    if args.size:
        try:
            w, h = (int(v) for v in args.size.lower().split("x"))
            size = (w, h)
        except ValueError:
            print(f"--size: expected WIDTHxHEIGHT, got {args.size!r}", file=sys.stderr)
            return 2
    app = App(size)
    startup_checks(app)
    if args.smoke:
        try:
            return smoke(app, args)
        finally:
            pygame.display.quit()
    app.push(TitleScene(app))
    app.run()
    return 0
