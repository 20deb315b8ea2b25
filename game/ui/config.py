"""What the person chose: the match to start (MatchConfig) and the settings (Settings).

A seat is a dict ``{"name", "kind": "person"|"computer", "level": one of game.ai.LEVELS}``;
seat 0 is the person in front of the screen.
"""
from __future__ import annotations

import copy
import random
import unicodedata
from dataclasses import dataclass, field

from game.ai.seats import LEVELS
from game.engine import GAME_MODULES, double_king_rules
from game.store import settings as store_settings

from . import i18n

DEFAULT_LEVEL = "amateur"


@dataclass
class MatchConfig:
    """A match to start: the engine's game name, player count, options (engine option names,
    "preset" included), the seats, the seed of the deals and the first dealer; ``mode`` how it
    was started (game.store.record.MODES: "practice" chosen at setup, "replay", "challenge"),
    ``deals`` pinned deals it starts with (a replay), ``origin`` where that deal came from."""

    game: str
    players: int
    options: dict = field(default_factory=dict)
    seats: list = field(default_factory=list)
    seed: int = 0
    dealer: int = 0
    mode: str = "normal"
    deals: list = field(default_factory=list)
    origin: dict = field(default_factory=dict)

    @property
    def practice(self) -> bool:
        """Practice mode: the table may take back a card, hint freely and review every deal."""
        return self.mode == "practice"

    def __post_init__(self) -> None:
        if not self.seats:
            self.seats = default_seats(self.players)

    def to_json(self) -> dict:
        return {"game": self.game, "players": self.players, "options": dict(self.options),
                "seats": [dict(s) for s in self.seats], "seed": self.seed, "dealer": self.dealer,
                "mode": self.mode, "deals": [dict(d) for d in self.deals], "origin": dict(self.origin)}

    @classmethod
    def from_json(cls, data: dict) -> "MatchConfig":
        return cls(game=data["game"], players=int(data["players"]),
                   options=dict(data.get("options") or {}),
                   seats=[dict(s) for s in data.get("seats") or []],
                   seed=int(data.get("seed", 0)), dealer=int(data.get("dealer", 0)),
                   mode=str(data.get("mode", "normal")), deals=list(data.get("deals") or []),
                   origin=dict(data.get("origin") or {}))


# The computer seats' names, from a French card salon: one more than a table of eight has computer
# seats, so that a person who takes one of them for himself still sits with seven others.
COMPUTER_NAMES = ("Ernestine", "Anatole", "Hortense", "Barnabé", "Clémence", "Octave", "Mathilde", "Léonce")


def computer_name(seat: int) -> str:
    """The default name of a computer seat (names from a French card salon)."""
    return COMPUTER_NAMES[(seat - 1) % len(COMPUTER_NAMES)]


def _plain(name: str) -> str:
    """A name as a person hears it: no case, no accents, no spaces around ("barnabe" is Barnabé)."""
    decomposed = unicodedata.normalize("NFKD", name.strip().casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def computer_names(players: int, person: str = "") -> list[str]:
    """The names of computer seats 1 to ``players`` − 1: the salon's in order, the person's own
    left out (a person who calls himself Anatole does not sit with another Anatole)."""
    names = [n for n in COMPUTER_NAMES if _plain(n) != _plain(person)]
    return names[:max(0, players - 1)]


def seat_label(seats: list, seat: int, t) -> str:
    """A seat's name as the table writes it (``t`` translates): the person who left the name
    blank was written down as "You"/"Vous", which follows the language chosen now (and reads
    "you"/"vous" within a sentence: :class:`i18n.Named`); an unnamed seat is "Seat 2"."""
    entry = seats[seat] if 0 <= seat < len(seats) else {}
    name = entry.get("name") or ""
    if entry.get("kind") == "person" and name in {i18n.lookup("setup.you", lang)
                                                        for lang in i18n.LANGUAGES}:
        return i18n.Named(str(t("setup.you")), str(t("setup.you_within")))     # "taken by you"
    return name or str(t("table.seat_n", n=seat + 1))


def deal_number(t, game: str, deal: int, options: dict) -> str:
    """The match's deal ``deal`` (counted from 1) as a sentence numbers it ("Deal {n}", "End of
    deal {n}"), ``t`` the translator: its number; in a Double King match of several rounds, its
    number in its round and the round, as the bar counts them ("5 (round 2)" where the match's
    count is 25)."""
    if game == "double_king" and int(options.get("rounds", 1) or 1) > 1:
        round_, in_round = double_king_rules.round_and_deal(deal)
        return str(t("dk.deal_of_round", n=in_round, round=round_))
    return str(deal)


def seated_apart(seats: list) -> list:
    """``seats`` with no two names alike as a person hears them: a computer seat whose name another
    seat already bears (the person's first) takes the first of the salon's names nobody bears."""
    out, heard = [], set()
    for seat in seats:
        if seat.get("kind") == "computer" and _plain(seat.get("name", "")) in heard:
            borne = {_plain(s.get("name", "")) for s in seats}
            free = next(n for n in COMPUTER_NAMES if _plain(n) not in borne | heard)
            seat = {**seat, "name": free}
        heard.add(_plain(seat.get("name", "")))
        out.append(seat)
    return out


def level_labels(t) -> list[str]:
    """The computer levels' names, in the order the setup offers them (LEVELS)."""
    return [t(f"level.{level}") for level in LEVELS]


def usual_level(levels) -> str:
    """The level most of ``levels`` (computer seats') are at, on a tie the later seat's: the level
    of a seat ``levels`` do not reach; DEFAULT_LEVEL where none is one of LEVELS."""
    known = [level for level in levels if level in LEVELS]
    if not known:
        return DEFAULT_LEVEL
    return max(reversed(known), key=known.count)


def default_seats(players: int, name: str = "Vous", levels: list | None = None) -> list:
    """Seat 0 the person, the others computers at ``levels`` (default Amateur)."""
    seats = [{"name": name, "kind": "person", "level": DEFAULT_LEVEL}]
    for seat, computer in enumerate(computer_names(players, name), start=1):
        level = DEFAULT_LEVEL
        if levels and seat - 1 < len(levels) and levels[seat - 1] in LEVELS:
            level = levels[seat - 1]
        seats.append({"name": computer, "kind": "computer", "level": level})
    return seats


def new_seed() -> int:
    """A fresh seed for a match (the engine itself never draws from global random)."""
    return random.SystemRandom().randrange(1, 2**31)


DEFAULT_SETTINGS = store_settings.DEFAULTS      # one home for the settings: the store's
GAME_DEFAULTS = store_settings.GAME_DEFAULTS


class Settings:
    """The person's settings, dict-like: ``settings["speed"]``. Backed by the store's settings
    (saved to settings.json) when there is a store, else kept in memory for the session.

    ``settings["language"]`` is always "fr" or "en": the stored "auto" is resolved from the
    system locale; :meth:`language_choice` gives what is stored."""

    def __init__(self, values: dict | None = None, store=None) -> None:
        self._store = store
        self._backing = getattr(store, "settings", None) if store is not None else None
        self._values = dict(DEFAULT_SETTINGS)
        self._games: dict[str, dict] = {}
        self._system_language = i18n.system_language()   # read once: app.t() runs every frame
        for key, value in (values or {}).items():
            try:
                self[key] = value
            except (KeyError, ValueError):
                pass   # a bad value keeps that key's default

    def language_choice(self) -> str:
        return self.raw("language")

    def raw(self, key: str):
        if self._backing is not None:
            return self._backing.get(key, DEFAULT_SETTINGS.get(key))
        return self._values.get(key)

    def __getitem__(self, key: str):
        value = self.raw(key)
        if key == "language" and value not in i18n.LANGUAGES:
            return self._system_language
        if value is None and key not in DEFAULT_SETTINGS:
            raise KeyError(key)
        return value

    def __setitem__(self, key: str, value) -> None:
        """ValueError when the value is not accepted (the old value stays)."""
        if self._backing is not None:
            self._backing[key] = value
        else:
            self._values[key] = store_settings.check(key, value)

    def __contains__(self, key) -> bool:
        return key in DEFAULT_SETTINGS

    def get(self, key: str, default=None):
        try:
            value = self[key]
        except KeyError:
            return default
        return default if value is None else value

    def keys(self):
        return DEFAULT_SETTINGS.keys()

    def items(self):
        return [(key, self[key]) for key in DEFAULT_SETTINGS]

    def game(self, game: str) -> dict:
        """The last choices for one game (a copy): players, options, levels, player_name."""
        if self._backing is not None:
            return self._backing.game(game)
        return copy.deepcopy(self._games.get(game, GAME_DEFAULTS))

    def player_name(self, game: str | None = None) -> str:
        """The name the person last typed, for every game (a name is the person's, not a game's),
        "" where he left it blank (written down as "Vous"/"You": blank, so that the table's "You"
        follows the language). Where none was typed since an older copy kept a name per game: the
        name of the game played last, else ``game``'s, else any game's."""
        name = self.get("player_name")
        if name is None:
            order = [self.get("last_game"), game, *GAME_MODULES]
            name = next((kept for g in order if g and (kept := self.game(g).get("player_name"))), "")
        if not isinstance(name, str) or name in {i18n.lookup("setup.you", lang) for lang in i18n.LANGUAGES}:
            return ""
        return name

    def last_levels(self) -> list:
        """The computer seats' levels the person last chose, in any game, seat by seat (a game
        never set up opens with them). Where none was kept since an older copy kept them per game
        only: the levels of the game played last; else none ([])."""
        levels = self.get("last_levels")
        if levels is None:
            last = self.get("last_game")
            levels = self.game(last).get("levels") if last else []
        return list(levels or [])

    def set_game(self, game: str, players: int | None = None, options: dict | None = None,
                 levels: list | None = None, player_name: str | None = None) -> None:
        """Remember the choices of a match about to start (ValueError names a refused value)."""
        if self._backing is not None:
            self._backing.set_game(game, players=players, options=options, levels=levels,
                                   player_name=player_name)
            return
        entry = self.game(game)
        for key, value in (("players", players), ("options", options), ("levels", levels),
                           ("player_name", player_name)):
            if value is not None:
                entry[key] = copy.deepcopy(value)
        self._games[game] = entry

    def save(self, chosen: bool = True):
        """Write the settings through the store; returns the store's problem, or None. ``chosen``
        False: nothing the person chose (see the store's Settings.save)."""
        if self._backing is None:
            return None
        try:
            return self._backing.save(chosen)
        except Exception as exc:     # a full disk must not close the app
            return exc
