"""The person's settings, remembered in ``settings.json`` (design §5).

A value Tapis Vert does not accept falls back to the default for that key only (and is reported
once); unknown keys are ignored; the choices for a game this version does not know are left out
(reported once, the file as it was kept); a damaged file is moved to ``damaged/`` and every key takes its
default; one the system will not let Tapis Vert read is left where it is, and not written over.
"""
from __future__ import annotations

import copy
import logging
import os
import re

from game.ai.seats import LEVELS
from game.engine import GAME_MODULES, RuleError, game_module

from .atomic import read_json_or_problems, write_json
from .problems import StoreProblem, checked_text, kept_unread, move_to_damaged

log = logging.getLogger("tapisvert.store")

FORMAT = "tapisvert-settings"
VERSION = 1

LANGUAGES = ("auto", "fr", "en")          # "auto": French on a French system, else English
SPEEDS = ("slow", "normal", "fast", "instant")
THINK_PAUSE_MS = (0, 5000)                # the slowest pause a person may ask for
MAX_PLAYER_NAME = 24
_NAME = re.compile(r"^[a-z0-9_]{1,32}$")     # a card back's, a lesson's
MOST_LESSONS = 64
MOST_SEATS = 8                            # the levels a file may keep (a table's seats, at most)

DEFAULTS = {
    "language": "auto",
    "speed": "normal",
    "card_back": "classic",               # no back of its own: the renderer draws its first back for it
    "four_colour": False,
    "think_pause_ms": 600,
    "last_game": None,                    # the game of the last match started
    "sound": True,                        # False: muted
    "volume": 75,                         # percent
    "hold_tricks": True,                  # a complete trick waits for a click (else a pause to read it)
    "show_counts": True,                  # the counts at hand beside the table (cards still out, ...)
    "auto_play": True,                    # a lone legal card is played for the person; a decided rest played out
    "lessons_done": (),                   # the first lessons played to their end, by their ids
    "practice": False,                    # the last match started at the setup was a practice one
    "window": None,                       # the window's size as the person left it, [width, height]
    "player_name": None,                  # the name last typed, for every game (None: the older per-game one)
    "last_levels": None,                  # the computer seats' levels last chosen, in any game (None: the
                                          # last game's, as an older copy kept them per game only)
}
WINDOW_MOST = 16384                       # the widest or tallest window remembered

# What is remembered per game, so that a new match starts as the person left it. ``players``
# None means "the game's usual count" (the setup scene decides). ``player_name``: the name as an
# older copy kept it, per game; still read where no name is kept for every game (DEFAULTS).
GAME_DEFAULTS = {"players": None, "options": {}, "levels": [], "player_name": ""}
# What a sound file may hold that the app does not use: the file as it was goes to ``damaged/`` and
# the settings as used are written in its place (Settings._mend).
MENDED = ("store.bad_setting", "store.unknown_games")


def good_name(name) -> bool:
    """Whether ``name`` may be the person's name as the file keeps it."""
    return isinstance(name, str) and len(name) <= MAX_PLAYER_NAME and name.isprintable()


def good_levels(levels) -> bool:
    """Whether ``levels`` may be the computer seats' levels as the file keeps them, seat by seat."""
    return isinstance(levels, (list, tuple)) and len(levels) <= MOST_SEATS and all(v in LEVELS for v in levels)


def check(key: str, value):
    """The value if accepted for ``key``, else ValueError (KeyError for a key that is no setting);
    the one check of a setting, whether the store keeps it or the app holds it in memory."""
    ok = False
    if key == "language":
        ok = value in LANGUAGES
    elif key == "speed":
        ok = value in SPEEDS
    elif key == "card_back":
        ok = isinstance(value, str) and bool(_NAME.match(value))
    elif key in ("four_colour", "hold_tricks", "show_counts", "auto_play", "practice"):
        ok = isinstance(value, bool)
    elif key == "think_pause_ms":
        ok = type(value) is int and THINK_PAUSE_MS[0] <= value <= THINK_PAUSE_MS[1]
    elif key == "last_game":
        ok = value is None or value in GAME_MODULES
    elif key == "sound":
        ok = isinstance(value, bool)
    elif key == "volume":
        ok = type(value) is int and 0 <= value <= 100
    elif key == "window":
        ok = value is None or (isinstance(value, (list, tuple)) and len(value) == 2 and all(
            type(v) is int and 1 <= v <= WINDOW_MOST for v in value))
        value = list(value) if ok and value is not None else value
    elif key == "player_name":
        ok = value is None or good_name(value)
    elif key == "last_levels":
        ok = value is None or good_levels(value)
        value = list(value) if ok and value is not None else value
    elif key == "lessons_done":
        ok = isinstance(value, (list, tuple)) and len(value) <= MOST_LESSONS and all(
            isinstance(v, str) and bool(_NAME.match(v)) for v in value)
    else:
        raise KeyError(key)
    if not ok:
        raise ValueError(f"{value!r} is not accepted for the setting {key!r}")
    return value


def _module(game: str):
    """The game's engine module, or None for one this copy cannot load."""
    try:
        return game_module(game)
    except Exception:
        return None


def _check_options(game: str, options) -> tuple[dict, list[str]]:
    """Keep the options the game accepts, key by key; returns (kept, refused keys)."""
    if not isinstance(options, dict):
        return {}, ["options"]
    module = _module(game)      # None: a game this copy cannot load, its options kept unchecked
    kept, refused = {}, []
    declared = {o.name: o for o in getattr(module, "OPTIONS", ())} if module else None
    for key, value in options.items():
        if not isinstance(key, str) or not isinstance(value, (bool, int, str)):
            refused.append(str(key))
            continue
        if declared is not None:
            try:
                if key == "preset":
                    if value not in getattr(module, "PRESETS", {}):
                        raise RuleError("bad_option", key)
                elif key in declared:
                    declared[key].check(value)
                else:
                    raise RuleError("bad_option", key)
            except RuleError:
                refused.append(key)
                continue
        kept[key] = value
    return kept, refused


def _check_game(game: str, data) -> tuple[dict, list[str]]:
    """One game's remembered choices, each key checked alone; returns (values, refused keys)."""
    out = copy.deepcopy(GAME_DEFAULTS)
    refused = []
    if not isinstance(data, dict):
        return out, [f"games.{game}"]
    if "players" in data:
        players = data["players"]
        module = _module(game)      # a game this copy cannot load: any count a table may have
        counts = tuple(module.PLAYERS) if module is not None else tuple(range(2, 9))
        if players is None or (type(players) is int and players in counts):
            out["players"] = players
        else:
            refused.append(f"games.{game}.players")
    if "options" in data:
        out["options"], bad = _check_options(game, data["options"])
        refused += [f"games.{game}.options.{k}" for k in bad]
    if "levels" in data:
        levels = data["levels"]
        if isinstance(levels, list) and good_levels(levels):
            out["levels"] = list(levels)
        else:
            refused.append(f"games.{game}.levels")
    if "player_name" in data:
        name = data["player_name"]
        if good_name(name):
            out["player_name"] = name
        else:
            refused.append(f"games.{game}.player_name")
    return out, refused


class Settings:
    """Dict-like settings: ``s["speed"]``, ``s["speed"] = "fast"``, ``s.get(key, default)``, plus
    the per-game choices through :meth:`game` and :meth:`set_game`. Nothing is written until
    :meth:`save`."""

    def __init__(self, path: str):
        self.path = path
        self.values = dict(DEFAULTS)
        self.games: dict[str, dict] = {}
        self.left_unread = False        # the file is there but could not be read: never written over
        self.newer: int | None = None   # the version of a newer copy's file left as it is (not read)
        self.may_write = None           # () -> False while another running copy keeps the files (the store's)

    # ---- dict-like
    def __getitem__(self, key: str):
        return self.values[key]

    def __setitem__(self, key: str, value) -> None:
        self.values[key] = check(key, value)

    def __contains__(self, key) -> bool:
        return key in self.values

    def get(self, key: str, default=None):
        return self.values.get(key, default)

    def keys(self):
        return self.values.keys()

    def items(self):
        return self.values.items()

    # ---- per game
    def game(self, game: str) -> dict:
        """The last choices for a game (a copy): players, options, levels, player_name."""
        return copy.deepcopy(self.games.get(game, GAME_DEFAULTS))

    def set_game(self, game: str, players: int | None = None, options: dict | None = None,
                 levels: list | None = None, player_name: str | None = None) -> None:
        """Remember the choices of a match about to start; ValueError names a refused value."""
        data = self.game(game)
        given = {k: v for k, v in (("players", players), ("options", options), ("levels", levels),
                                   ("player_name", player_name)) if v is not None}
        data.update(given)
        checked, refused = _check_game(game, data)
        if refused:
            raise ValueError(f"not accepted: {', '.join(refused)}")
        self.games[game] = checked

    # ---- files
    def to_json(self) -> dict:
        return {"format": FORMAT, "version": VERSION, **self.values,
                "games": copy.deepcopy(self.games)}

    def load(self, mend: bool = True) -> list[StoreProblem]:
        """Read ``settings.json``: every readable value is kept, every bad one falls back.
        Returns the problems found. A damaged file is moved to ``damaged/`` and the previous
        version (``.bak``) is used when it is sound, else the defaults; one with values refused
        is mended (:meth:`_mend`). Not ``mend``: the file is left as it is (another copy runs)."""
        problems = self._load(self.path, move=mend)
        self.left_unread = any(p.key == "store.left" for p in problems)
        self.newer = next((p.params["found"] for p in problems if p.key == "store.future_settings"), None)
        for p in problems:              # a damaged file was logged as it was found (problems.damaged)
            if p.key in MENDED:
                log.warning("%s", p.text)
        if problems and all(p.key in MENDED for p in problems):
            if mend:
                self._mend()
        elif problems and self.newer is None and os.path.exists(self.path + ".bak"):
            if not self._load(self.path + ".bak", move=False):
                problems.append(StoreProblem("store.restored_backup", self.path))
                log.warning("%s", problems[-1].text)
            else:
                self.values, self.games = dict(DEFAULTS), {}
        return problems

    def _mend(self) -> None:
        """Values were refused: the file as it was goes to ``damaged/`` (nothing is lost) and the
        settings as now used are written in its place, so that the same values are not refused,
        and told, at every start. Where the folder cannot be written the file stays as it is."""
        self._write_in_place()

    def _write_in_place(self, name: str | None = None) -> StoreProblem | None:
        """Move the file as it is to ``damaged/`` (under ``name``, see move_to_damaged) and write the
        settings as now used in its place; where the write fails, the file goes back. Returns the
        problem of a move or write refused (the file then stays as it is)."""
        try:
            kept = move_to_damaged(self.path, name)
        except OSError as exc:
            log.warning("could not move %s aside: %s", self.path, exc)
            return StoreProblem.refused("store.write_failed", self.path, exc)
        problem = self._write()
        if problem is not None and kept is not None:
            try:                          # not written after all: the file goes back in its place
                os.replace(kept, self.path)
            except OSError as exc:
                log.warning("could not put %s back: %s", self.path, exc)
        return problem

    def _load(self, path: str, move: bool) -> list[StoreProblem]:
        self.values = dict(DEFAULTS)
        self.games = {}
        data, problems = read_json_or_problems(path, FORMAT, VERSION, move, newer="store.future_settings")
        if data is None:
            return problems
        refused = []
        for key in DEFAULTS:
            if key in data:
                try:
                    self.values[key] = check(key, data[key])
                except ValueError:
                    refused.append(key)
        games = data.get("games", {})
        unknown = []            # games this version does not know (a newer one's): left out
        if isinstance(games, dict):
            for game, choices in games.items():
                if game not in GAME_MODULES:
                    unknown.append(checked_text(game, 32) or "?")
                    continue
                self.games[game], bad = _check_game(game, choices)
                refused += bad
        elif "games" in data:
            refused.append("games")
        problems = [StoreProblem("store.bad_setting", path, key) for key in refused]
        if unknown:
            problems.append(StoreProblem("store.unknown_games", path, ", ".join(unknown),
                                         params={"games": ", ".join(unknown)}))
        return problems

    def save(self, chosen: bool = True) -> StoreProblem | None:
        """Write the settings atomically; returns a problem instead of raising when it fails, or
        when the file was left unread (the person's own settings are not replaced by defaults). A
        newer version's file is kept first, in ``damaged/`` as ``settings-version-N.json``, when
        ``chosen`` (the person chose a setting); what the app remembers by itself (the window's
        size) is not written over it. Nothing is written while another running copy keeps the
        files (``may_write``): the person is told this window's settings are not kept."""
        if self.may_write is not None and not self.may_write():
            problem = StoreProblem("store.write_failed", self.path, "another copy of the app keeps the files",
                                   params={"cause": "store.cause.other_copy"})
            log.warning("%s", problem.text)
            return problem
        if self.left_unread:
            return kept_unread("store.write_failed", self.path)
        if self.newer is not None and not chosen:
            return None
        if self.newer is not None:
            problem = self._write_in_place(f"settings-version-{self.newer}.json")
            if problem is None:
                self.newer = None
            return problem
        return self._write()

    def _write(self) -> StoreProblem | None:
        try:
            write_json(self.path, self.to_json())
        except OSError as exc:
            problem = StoreProblem.refused("store.write_failed", self.path, exc)
            log.warning("%s", problem.text)
            return problem
        return None
