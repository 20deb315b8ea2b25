"""Statistics per game in ``stats.json``: matches played, won and lost, places, points per deal.

``place`` is the person's final place (1 = first; Double King ranks every seat, Polignac and
Guinguette have a winner). ``points`` is the person's total for the match in the game's own unit
(Polignac penalty points, Double King net points, Guinguette chips), so the average per deal reads
as the score pad does.

Kept apart (``apart``, same counters per game): practice matches, replayed deals, deals played from
a shared code, and matches where a hint was asked for. Only ordinary matches count in ``games``,
in the per-game figures (``details``: Polignac jacks taken, Double King points per contract,
Guinguette baskets won and fines paid) and in the rating. Replays compared with the Expert are in
``duplicates``. The rating is Elo's, against the level of the computer opponents; its history
draws the chart. A file written before these existed loads as it is, with them empty.
"""
from __future__ import annotations

import copy
import logging
import math
import os
import re
import time

from game.ai.seats import LEVELS
from game.engine import double_king_rules as R

from .atomic import read_json_or_problems, write_json
from .problems import StoreProblem, checked_text, damaged, kept_unread, unexpected

log = logging.getLogger("tapisvert.store")

FORMAT = "tapisvert-stats"
VERSION = 1
_EMPTY = {"played": 0, "won": 0, "lost": 0, "places": {}, "deals": 0, "points": 0}
NOT_COUNTED = "store.stats_newer"       # a match not counted: the statistics are a newer version's
COUNTED_KEPT = 32       # the last matches counted, by key, so that none is counted twice
APART = ("practice", "replay", "challenge", "hinted")   # the buckets kept out of the main figures
RATING_START = 1000.0   # a newcomer's rating: that of the first level
LEVEL_STEP = 250.0      # each level above the first is rated this much higher (Débutant 1000, ...)
RATING_K = 24.0         # how far one match moves the rating at most
HISTORY_KEPT = 200      # rating points kept for the chart


MOST = 10 ** 12         # the largest count or total a file may hold: a lifetime of play stays far below
LATEST_TIME = 1e11      # a rating point's time (seconds since 1970) no later than the year 5138
RATING_MOST = 10_000.0  # a rating at or above this is no rating of ours
_PLACE = re.compile(r"[1-9][0-9]?")     # a final place: 1 to 99


def _whole(value, signed: bool = False) -> bool:
    """Whether ``value`` is a whole number the counters may hold: not a bool, at most :data:`MOST`
    either way, and not negative unless ``signed`` (points, which may be lost)."""
    return type(value) is int and (-MOST if signed else 0) <= value <= MOST


def _real(value, low: float, high: float) -> bool:
    """Whether ``value`` is a finite number (whole or not) from ``low`` to ``high``."""
    return type(value) in (int, float) and math.isfinite(value) and low <= value <= high


def _clean_game(data) -> dict | None:
    """One game's counters if they are all sensible numbers, else None (the file is damaged)."""
    if not isinstance(data, dict):
        return None
    out = copy.deepcopy(_EMPTY)
    for key in ("played", "won", "lost", "deals", "points"):
        value = data.get(key, 0)
        if not _whole(value, signed=key == "points"):
            return None
        out[key] = value
    places = data.get("places", {})
    if not isinstance(places, dict) or not all(
            isinstance(k, str) and _PLACE.fullmatch(k) and _whole(v) for k, v in places.items()):
        return None
    out["places"] = dict(places)
    return out


def _clean_games(games) -> dict | None:
    """{game: counters}, or None when one of them is damaged."""
    if not isinstance(games, dict):
        return None
    cleaned = {}
    for game, counters in games.items():
        counters = _clean_game(counters)
        if counters is None or not checked_text(game, 32):
            return None
        cleaned[game] = counters
    return cleaned


# The shape of the figures kept (replay_figures, record_duplicate): COUNT a whole number not
# negative, SIGNED one of either sign (points), a dict the figures under it by name ("*": any
# name), where ALL means every one of them is always written (a row read without one is damaged;
# other figures are written once there are some). Figures of a name not known here (a newer
# copy's, a game this copy does not know) are kept as nested whole numbers (_clean_numbers).
COUNT, SIGNED, ALL = "count", "signed", "all"
FIGURES = {
    "polignac": {"deals": COUNT, "jacks": COUNT, "jack_points": COUNT},
    "double_king": {"contracts": {"*": {ALL: True, "deals": COUNT, "points": SIGNED}}},
    "guinguette": {"deals": COUNT, "fines": COUNT, "fined": COUNT,
                   "baskets": {ALL: True, "guinguette": COUNT, "cabaret": COUNT, "cotillon": COUNT}},
}
DUPLICATE = {ALL: True, "deals": COUNT, "mine": SIGNED, "expert": SIGNED}


def _clean_figures(data, shape, depth: int):
    """``data`` checked against ``shape`` (see FIGURES), a copy; None when it does not fit."""
    if shape in (COUNT, SIGNED):
        return data if _whole(data, signed=shape == SIGNED) else None
    if not isinstance(data, dict) or (shape.get(ALL) and not all(k in data for k in shape if k != ALL)):
        return None
    out = {}
    for key, value in data.items():
        known = shape.get(key, shape.get("*")) if key != ALL else None
        value = _clean_figures(value, known, depth - 1) if known is not None \
            else _clean_numbers(value, depth - 1)
        if value is None or not checked_text(key, 32):
            return None
        out[key] = value
    return out


def _clean_numbers(data, depth: int = 3):
    """A nest of dicts (text keys) ending in whole numbers (of either sign, at most MOST), as
    figures of a kind this copy does not know are written; None when anything else is found."""
    if type(data) is int:
        return data if _whole(data, signed=True) else None
    if depth <= 0 or not isinstance(data, dict):
        return None
    out = {}
    for key, value in data.items():
        value = _clean_numbers(value, depth - 1)
        if value is None or not checked_text(key, 32):
            return None
        out[key] = value
    return out


def _clean_rating(data) -> dict | None:
    if not isinstance(data, dict):
        return None
    value, matches, history = data.get("value"), data.get("matches", 0), data.get("history", [])
    if not _real(value, 0.0, RATING_MOST) or value == RATING_MOST or not _whole(matches) \
            or not isinstance(history, list):
        return None
    points = []
    for item in history[-HISTORY_KEPT:]:
        if not (isinstance(item, dict) and _real(item.get("rating"), 0.0, RATING_MOST)
                and _real(item.get("score"), 0.0, 1.0) and _real(item.get("t"), 0.0, LATEST_TIME)
                and checked_text(item.get("game"), 32)):
            return None
        points.append({"t": float(item["t"]), "game": item["game"], "rating": float(item["rating"]),
                       "score": float(item["score"])})
    return {"value": float(value), "matches": matches, "history": points}


def level_rating(level: str | None) -> float:
    """The rating a computer opponent of ``level`` stands for (game.ai.seats.LEVELS, weakest first)."""
    index = LEVELS.index(level) if level in LEVELS else 0
    return RATING_START + LEVEL_STEP * index


def match_score(place: int, players: int) -> float:
    """A match's result as Elo counts it: 1 for the first place, 0 for the last, between in steps."""
    return 1.0 if players < 2 else max(0.0, min(1.0, (players - place) / (players - 1)))


def add_details(into: dict, details: dict) -> None:
    """Add one match's figures (nested counters) to the running ones, in place."""
    for key, value in details.items():
        if isinstance(value, dict):
            add_details(into.setdefault(key, {}), value)
        else:
            into[key] = into.get(key, 0) + value


class Stats:
    def __init__(self, path: str):
        self.path = path
        self.left_unread = False        # the file is there but could not be read: never written over
        self.newer: int | None = None   # the version of a newer copy's file left as it is (not read, not counted into)
        self._reset()

    def _reset(self) -> None:
        self.data: dict[str, dict] = {}
        self.apart: dict[str, dict] = {}        # bucket (APART) -> {game: counters}
        self.details: dict[str, dict] = {}      # game -> its own figures (see replay_figures)
        self.duplicates: dict[str, dict] = {}   # game -> {"deals", "mine", "expert"} of replays compared
        self.rating: dict = {"value": RATING_START, "matches": 0, "history": []}
        self.counted: list[str] = []        # keys of the last matches counted (match_key)

    def load(self, mend: bool = True) -> list[StoreProblem]:
        """Read ``stats.json``. A damaged file is moved to ``damaged/`` (unless not ``mend``:
        another copy runs) and the previous version (``.bak``) is used when it is sound, so a
        damaged file costs at most the last match. One a newer version wrote is left as it is, its
        figures not read, and this version counts nothing into it (:meth:`not_counted`)."""
        problems = self._load(self.path, move=mend)
        self.left_unread = any(p.key == "store.left" for p in problems)
        self.newer = next((p.params["found"] for p in problems if p.key == "store.future_stats"), None)
        if problems and self.newer is None and os.path.exists(self.path + ".bak"):
            if not self._load(self.path + ".bak", move=False):
                problems.append(StoreProblem("store.restored_backup", self.path))
        return problems

    def _load(self, path: str, move: bool) -> list[StoreProblem]:
        self._reset()
        doc, problems = read_json_or_problems(path, FORMAT, VERSION, move, newer="store.future_stats")
        if doc is None:
            return problems
        counted = doc.get("counted", [])
        if isinstance(counted, list):
            self.counted = [k for k in counted[-COUNTED_KEPT:] if checked_text(k, 80)]
        games = _clean_games(doc.get("games"))
        apart = doc.get("apart", {})
        apart = {b: _clean_games(g) for b, g in apart.items() if b in APART} \
            if isinstance(apart, dict) else None
        details = _clean_figures(doc.get("details", {}), {"*": None, **FIGURES}, depth=5)
        duplicates = _clean_figures(doc.get("duplicates", {}), {"*": DUPLICATE}, depth=2)
        rating = _clean_rating(doc.get("rating", self.rating))
        if games is None or apart is None or any(g is None for g in apart.values()) or details is None \
                or duplicates is None or rating is None:
            return [damaged("store.wrong_format", path, "a count out of bounds or of the wrong shape", move,
                            "store.cause.not_counts")]
        self.data, self.apart, self.details, self.duplicates, self.rating = \
            games, apart, details, duplicates, rating
        return []

    def record(self, game: str, players: int, place: int, deals: int, points: int,
               won: bool | None = None, key: str | None = None, bucket: str | None = None,
               details: dict | None = None, opponents: list | None = None,
               when: float | None = None) -> StoreProblem | None:
        """Count one finished match and write the file; returns a problem if the write failed.
        ``won`` defaults to ``place == 1``. A match whose ``key`` (match_key) was counted already
        is not counted again. ``bucket`` (one of APART) keeps the match apart; an ordinary match
        also adds its ``details`` (replay_figures) and moves the rating against the levels of its
        computer ``opponents``."""
        if type(place) is not int or place < 1 or type(deals) is not int or deals < 0 \
                or type(points) is not int:
            raise ValueError("place >= 1, deals >= 0 and points must be whole numbers")
        if bucket is not None and bucket not in APART:
            raise ValueError(f"unknown bucket {bucket!r}")

        def count() -> None:
            games = self.data if bucket is None else self.apart.setdefault(bucket, {})
            g = games.setdefault(game, copy.deepcopy(_EMPTY))
            g["played"] += 1
            if (place == 1) if won is None else won:
                g["won"] += 1
            else:
                g["lost"] += 1
            g["places"][str(place)] = g["places"].get(str(place), 0) + 1
            g["deals"] += deals
            g["points"] += points
            if bucket is None:
                add_details(self.details.setdefault(game, {}), details or {})
                if opponents:
                    self._rate(game, place, players, opponents, when)
        return self._counted(count, key)

    def _counted(self, count, key: str | None) -> StoreProblem | None:
        """``count()`` the counters, then write them; once per ``key`` (what was counted already is
        not counted again), and nothing over a newer version's file. An error no check foresaw
        leaves the counters as they were, unwritten: it is logged with its traceback and returned in
        words (the match is not counted, the file named)."""
        if self.newer is not None:
            return self.not_counted()
        if key is not None and key in self.counted:
            return None
        kept = copy.deepcopy((self.data, self.apart, self.details, self.duplicates, self.rating, self.counted))
        try:
            if key is not None:
                self.counted = (self.counted + [key])[-COUNTED_KEPT:]
            count()
        except Exception as exc:
            self.data, self.apart, self.details, self.duplicates, self.rating, self.counted = kept
            return unexpected("store.stats_unexpected", self.path, exc)
        return self.write()

    def _rate(self, game: str, place: int, players: int, opponents: list, when: float | None) -> None:
        """Elo: the result against the expected one, the opponents rated by their level."""
        rating = self.rating
        against = sum(level_rating(level) for level in opponents) / len(opponents)
        expected = 1.0 / (1.0 + 10 ** ((against - rating["value"]) / 400.0))
        score = match_score(place, players)
        rating["value"] = round(rating["value"] + RATING_K * (score - expected), 1)
        rating["matches"] += 1
        rating["history"] = (rating["history"] + [{"t": time.time() if when is None else when, "game": game,
                                                   "rating": rating["value"], "score": score}])[-HISTORY_KEPT:]

    def record_duplicate(self, game: str, mine: int, expert: int, key: str | None = None) -> StoreProblem | None:
        """A replayed deal compared with the Expert's result from the same seat and cards (once
        per ``key``)."""

        def count() -> None:
            d = self.duplicates.setdefault(game, {"deals": 0, "mine": 0, "expert": 0})
            d["deals"] += 1
            d["mine"] += int(mine)
            d["expert"] += int(expert)
        return self._counted(count, key)

    def write(self) -> StoreProblem | None:
        """Write the counters; a problem instead when the write fails, or when the file was left
        unread (it may hold the person's counts: they are not replaced by this run's), or is a newer
        version's."""
        if self.left_unread:
            return kept_unread("store.stats_failed", self.path)
        if self.newer is not None:
            return self.not_counted()
        try:
            write_json(self.path, {"format": FORMAT, "version": VERSION, "games": self.data,
                                   "apart": self.apart, "details": self.details,
                                   "duplicates": self.duplicates, "rating": self.rating,
                                   "counted": self.counted})
        except OSError as exc:
            problem = StoreProblem.refused("store.stats_failed", self.path, exc)
            log.warning("%s", problem.text)
            return problem
        return None

    def not_counted(self) -> StoreProblem:
        """The problem of a match (or a deal) not counted: the statistics are a newer version's."""
        return StoreProblem(NOT_COUNTED, self.path, f"version {self.newer}, this app reads up to {VERSION}",
                            params={"cause": "store.cause.newer", "found": self.newer, "version": VERSION})

    def game(self, game: str, bucket: str | None = None) -> dict:
        """The counters of one game (of one bucket kept apart), with ``average_per_deal`` (None
        before any deal)."""
        games = self.data if bucket is None else self.apart.get(bucket, {})
        g = copy.deepcopy(games.get(game, _EMPTY))
        g["average_per_deal"] = round(g["points"] / g["deals"], 2) if g["deals"] else None
        return g

    def games(self) -> list[str]:
        return sorted(g for g, c in self.data.items() if c["played"])

    def figures(self, game: str) -> dict:
        """The game's own figures (see replay_figures), a copy."""
        return copy.deepcopy(self.details.get(game, {}))


def match_key(record) -> str:
    """Which match a record is, for counting it once: its set-up and its length."""
    return f"{record.game}:{record.players}:{record.seed}:{record.dealer}:{len(record.actions)}"


def match_outcome(match, seat: int = 0, seated_deals: int | None = None) -> dict:
    """How the match ended for ``seat``: {"place", "won", "deals", "points"}, from the engine's
    own result and scores (never recomputed here). The deals are those ``seat`` sat at:
    ``seated_deals`` (:func:`replay_figures`) where he left the table before the end.

    Polignac: the first to reach the limit loses the match (rules §1), so a seat not among the
    losers has won; its place ranks the penalty points, fewest first. Double King and Guinguette
    rank every seat (ties share a place); the points are Double King's net points over every round
    and the chips Guinguette's seat gained or lost since the start.
    """
    result = match.result_json() or {}
    score = match.score_json() or {}
    deals = int(getattr(match, "deal", 0) or 0)
    view = match.view(seat)
    at_table = getattr(view, "at_table", None)
    if seated_deals is not None and at_table is not None and not at_table[seat]:
        deals = seated_deals
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
        # Double King: the net of every round played (the score's net is the last round's)
        rounds = getattr(view, "rounds_done", None) or [{"net": score["net"]}]
        points = R.tie_breaks([r["net"] for r in rounds], seat)[0]
    elif "chips" in score:
        # §7: the gain or loss against the counters each player started with (the match as dealt
        # has already paid its first antes, and may have handed out its first baskets)
        points = score["chips"][seat] - int(match.view(seat).options["starting_chips"])
    else:
        points = score.get("points", [0] * match.players)[seat]
    return {"place": place, "won": won, "deals": deals, "points": int(points)}


def match_bucket(record) -> str | None:
    """Where a finished match is counted: None for an ordinary one, else its bucket in APART."""
    mode = getattr(record, "mode", "normal")
    if mode != "normal":
        return mode
    return "hinted" if getattr(record, "hinted", False) else None


def replay_figures(record, seat: int) -> tuple[int, dict]:
    """From one replay of ``record``: the deals ``seat`` sat at to their end (those before he
    left the table, Guinguette's "leaves the table"; every one where he never did) and the
    match's figures for him, read from the engine's events: Polignac ``{"deals", "jacks",
    "jack_points"}`` (jacks taken, and their points); Double King ``{"contracts": {contract:
    {"deals", "points"}}}``; Guinguette ``{"deals", "baskets": {"guinguette", "cabaret",
    "cotillon"}, "fines", "fined"}`` (baskets won; fines and mouches paid: how many and how many
    counters)."""
    out: dict = {}
    deals = 0
    seated = True
    match = record.start()
    for events in _event_batches(match, record.actions):
        for event in events:
            if event.kind == "eliminated" and seat in event.seats:
                seated = False          # he left the table: the deals after are not his
            if seated or event.kind != "deal_end":
                _count_event(record.game, event, seat, out)
            deals += seated and event.kind == "deal_end"
    return deals, out


def _event_batches(match, actions):
    """The events of ``match`` as each of ``actions`` is applied, its opening ones first."""
    yield getattr(match, "opening_events", [])
    for entry in actions:
        yield match.apply_json(entry["seat"], {k: v for k, v in entry.items() if k != "seat"})


def _count_event(game: str, e, seat: int, out: dict) -> None:
    kind = e.kind
    if kind == "deal_end":
        if game == "double_king":
            row = out.setdefault("contracts", {}).setdefault(e.contract, {"deals": 0, "points": 0})
            row["deals"] += 1
            row["points"] += int(e.points[seat])
            return
        out["deals"] = out.get("deals", 0) + 1
        if game == "polignac":
            out["jack_points"] = out.get("jack_points", 0) + int(e.deal_points[seat])
    elif game == "polignac" and kind == "trick" and e.winner == seat:
        out["jacks"] = out.get("jacks", 0) + len(e.jacks)
    elif game == "guinguette":
        baskets = out.setdefault("baskets", {"guinguette": 0, "cabaret": 0, "cotillon": 0})
        if kind == "guinguette" and e.seat == seat:
            baskets["guinguette"] += 1
        elif kind == "cabaret_win" and e.seat == seat:
            baskets["cabaret"] += 1
        elif kind == "settle":
            if e.winner == seat and e.reason in ("won", "vole", "lone_eldest"):
                baskets["cotillon"] += 1
            paid = [t["amount"] for t in e.transfers if t.get("from") == seat and t.get("why") in ("fine", "mouche")]
            if paid:
                out["fines"] = out.get("fines", 0) + len(paid)
                out["fined"] = out.get("fined", 0) + sum(paid)
