"""Statistics per game in ``stats.json``: matches played, won and lost, places, points per deal.

``place`` is the person's final place (1 = first; Double King ranks every seat, Polignac and
Guinguette have a winner). ``points`` is the person's total for the match in the game's own unit
(Polignac penalty points, Double King net points, Guinguette chips), so the average per deal reads
as the score pad does.
"""
from __future__ import annotations

import copy
import logging
import os

from .atomic import read_json_or_problems, write_json
from .problems import StoreProblem, checked_text, damaged

log = logging.getLogger("tapisvert.store")

FORMAT = "tapisvert-stats"
VERSION = 1
_EMPTY = {"played": 0, "won": 0, "lost": 0, "places": {}, "deals": 0, "points": 0}
COUNTED_KEPT = 32       # the last matches counted, by key, so that none is counted twice


def _clean_game(data) -> dict | None:
    """One game's counters if they are all sensible numbers, else None (the file is damaged)."""
    if not isinstance(data, dict):
        return None
    out = copy.deepcopy(_EMPTY)
    for key in ("played", "won", "lost", "deals", "points"):
        value = data.get(key, 0)
        if type(value) is not int or (key != "points" and value < 0):
            return None
        out[key] = value
    places = data.get("places", {})
    if not isinstance(places, dict) or not all(
            isinstance(k, str) and k.isdigit() and type(v) is int and v >= 0 for k, v in places.items()):
        return None
    out["places"] = dict(places)
    return out


class Stats:
    def __init__(self, path: str):
        self.path = path
        self.data: dict[str, dict] = {}
        self.counted: list[str] = []        # keys of the last matches counted (match_key)

    def load(self) -> list[StoreProblem]:
        """Read ``stats.json``. A damaged file is moved to ``damaged/`` and the previous version
        (``.bak``) is used when it is sound, so a damaged file costs at most the last match."""
        problems = self._load(self.path, move=True)
        if problems and os.path.exists(self.path + ".bak"):
            if not self._load(self.path + ".bak", move=False):
                problems.append(StoreProblem("store.restored_backup", self.path))
        return problems

    def _load(self, path: str, move: bool) -> list[StoreProblem]:
        self.data = {}
        self.counted = []
        doc, problems = read_json_or_problems(path, FORMAT, VERSION, move)
        if doc is None:
            return problems
        counted = doc.get("counted", [])
        if isinstance(counted, list):
            self.counted = [k for k in counted[-COUNTED_KEPT:] if checked_text(k, 80)]
        games = doc.get("games")
        cleaned = {}
        if isinstance(games, dict):
            for game, counters in games.items():
                counters = _clean_game(counters)
                if counters is None:
                    cleaned = None
                    break
                cleaned[game] = counters
        else:
            cleaned = None
        if cleaned is None:
            return [damaged("store.wrong_format", path, "the counters are not numbers", move)]
        self.data = cleaned
        return []

    def record(self, game: str, players: int, place: int, deals: int, points: int,
               won: bool | None = None, key: str | None = None) -> StoreProblem | None:
        """Count one finished match and write the file; returns a problem if the write failed.
        ``won`` defaults to ``place == 1``. A match whose ``key`` (match_key) was counted already
        is not counted again."""
        if type(place) is not int or place < 1 or type(deals) is not int or deals < 0 \
                or type(points) is not int:
            raise ValueError("place >= 1, deals >= 0 and points must be whole numbers")
        if key is not None:
            if key in self.counted:
                return None
            self.counted = (self.counted + [key])[-COUNTED_KEPT:]
        g = self.data.setdefault(game, copy.deepcopy(_EMPTY))
        g["played"] += 1
        if (place == 1) if won is None else won:
            g["won"] += 1
        else:
            g["lost"] += 1
        g["places"][str(place)] = g["places"].get(str(place), 0) + 1
        g["deals"] += deals
        g["points"] += points
        try:
            write_json(self.path, {"format": FORMAT, "version": VERSION, "games": self.data,
                                   "counted": self.counted})
        except OSError as exc:
            problem = StoreProblem("store.stats_failed", self.path, str(exc))
            log.warning("%s", problem.text)
            return problem
        return None

    def game(self, game: str) -> dict:
        """The counters of one game, with ``average_per_deal`` (None before any deal)."""
        g = copy.deepcopy(self.data.get(game, _EMPTY))
        g["average_per_deal"] = round(g["points"] / g["deals"], 2) if g["deals"] else None
        return g

    def games(self) -> list[str]:
        return sorted(g for g, c in self.data.items() if c["played"])


def match_key(record) -> str:
    """Which match a record is, for counting it once: its set-up and its length."""
    return f"{record.game}:{record.players}:{record.seed}:{record.dealer}:{len(record.actions)}"


def match_outcome(record, match, seat: int = 0) -> dict:
    """How the match ended for ``seat``: {"place", "won", "deals", "points"}, from the engine's
    own result and scores (never recomputed here).

    Polignac: the first to reach the limit loses the match (rules §1), so a seat not among the
    losers has won; its place ranks the penalty points, fewest first. Double King and Guinguette
    rank every seat (ties share a place); the points are Double King's net points and the chips
    Guinguette's seat gained or lost since the start.
    """
    result = match.result_json() or {}
    score = match.score_json() or {}
    deals = int(getattr(match, "deal", 0) or 0)
    if "ranking" in result:
        place = 1
        for group in result["ranking"]:
            if seat in group:
                break
            place += len(group)
        won = place == 1
    else:
        points_now = score.get("points", [0] * match.players)
        place = 1 + sum(1 for p in points_now if p < points_now[seat])
        won = seat not in result.get("losers", [])
    if "net" in score:
        points = score["net"][seat]
    elif "chips" in score:
        points = score["chips"][seat] - (record.start().score_json() or {}).get("chips", score["chips"])[seat]
    else:
        points = score.get("points", [0] * match.players)[seat]
    return {"place": place, "won": won, "deals": deals, "points": int(points)}
