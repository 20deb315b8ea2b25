"""A match as a record of its set-up and its actions (design §5).

The record is what gets saved: the set-up (game, players, options, seed and the scheme that turns it
into the random choices, first dealer, seats) and every applied action in the contract's §3 JSON
form with the seat that took it. Loading never trusts the file: :meth:`MatchRecord.replay` rebuilds
the match through the engine, so every step is checked by the rules, and a file that breaks them is
an error, never a crash.
"""
from __future__ import annotations

import re
import time
from dataclasses import dataclass, field

import game
from game.ai.seats import LEVELS
from game.engine import GAME_MODULES, RNG_SCHEME, RNG_SCHEMES, RuleError, new_match

from .problems import StoreProblem, checked_text, damaged, shown

FORMAT = "tapisvert-match"
VERSION = 2                 # 2: the header names its ``rng_scheme``; a version 1 file drew under scheme 1
KINDS = ("person", "computer")
# What a record's header says besides the match itself (``MatchRecord.set_up``).
_NOT_THE_MATCH = ("hinted", "name", "named", "saved_at", "summary", "app_version", "version", "resumed_from")
MAX_NAME = 40               # a seat's name
MAX_SAVE_NAME = 60          # a named save's name
MODES = ("normal", "practice", "replay", "challenge")   # how a match was started (statistics keep
                            # all but "normal" apart): practice chosen at setup, a deal replayed from
                            # the table or a save, a deal played from a code someone shared
MAX_PINNED = 4              # pinned deals a record may carry (a replay pins one)
_GAME_NAME = re.compile(r"^[a-z][a-z0-9_]{0,31}$")


class RecordError(ValueError):
    """The record's content is malformed or breaks the rules. ``key`` is a store message key;
    ``detail`` the damage as found (for the log), ``cause`` a message key saying it in the person's
    words with the figures ``said`` (see :func:`problems.damaged`)."""

    def __init__(self, key: str, detail: str, move: bool = True, cause: str | None = None, **said):
        super().__init__(detail)
        self.key = key
        self.detail = detail
        self.move = move        # False: the file is fine, this copy of the app cannot read it
        self.cause = cause
        self.said = said

    def damaged(self, path: str, move: bool = True) -> StoreProblem:
        """The problem of the file at ``path`` this record came from (moved aside unless the file
        is fine and this copy cannot read it, or not ``move``), said in the person's words."""
        return damaged(self.key, path, self.detail, self.move and move, self.cause, **self.said)


_SEAT = "store.cause.seat"        # a seat badly described (its number from 1, as the person counts)
_ENTRY = "store.cause.entry"      # an entry of the file missing or malformed (its name as in the file)


def _seat(data, index: int) -> dict:
    if not isinstance(data, dict):
        raise RecordError("store.wrong_format", f"seat {index} is not an object", cause=_SEAT, seat=index + 1)
    name, kind, level = data.get("name"), data.get("kind"), data.get("level")
    if checked_text(name, MAX_NAME) is None:
        raise RecordError("store.wrong_format", f"seat {index} has a bad name", cause=_SEAT, seat=index + 1)
    if kind not in KINDS:
        raise RecordError("store.wrong_format", f"seat {index} has a bad kind {kind!r}", cause=_SEAT, seat=index + 1)
    if kind == "computer" and level not in LEVELS:
        raise RecordError("store.wrong_format", f"seat {index} has a bad level {level!r}", cause=_SEAT, seat=index + 1)
    return {"name": name, "kind": kind, "level": level if kind == "computer" else None}


def _mode(mode) -> str:
    if mode not in MODES:
        raise RecordError("store.wrong_format", f"unknown mode {mode!r}", cause=_ENTRY, entry="mode")
    return mode


def _deals(deals) -> list:
    """Pinned deals, shapes checked (the engine checks the cards when the record is replayed)."""
    if not isinstance(deals, list) or len(deals) > MAX_PINNED or not all(
            isinstance(d, dict) and set(d) <= {"hands", "talon"} and isinstance(d.get("hands"), list)
            and len(d["hands"]) <= 8 for d in deals):
        raise RecordError("store.wrong_format", "'deals' is not a list of pinned deals", cause=_ENTRY, entry="deals")
    return [dict(d) for d in deals]


def _origin(data) -> dict:
    """Where a replayed deal came from: its code and the seat the person took."""
    if data == {}:
        return {}
    if not isinstance(data, dict) or checked_text(data.get("code"), 200) is None \
            or type(data.get("seat")) is not int:
        raise RecordError("store.wrong_format", "'origin' is not a deal code and a seat", cause=_ENTRY, entry="origin")
    return {"code": data["code"], "seat": data["seat"]}


def named_facts(data) -> dict:
    """What an app-given name says (:attr:`MatchRecord.named`); {} where it says nothing this copy
    reads: the name is then shown as written."""
    if not isinstance(data, dict) or any(type(data.get(k)) is not int or not 1 <= data[k] <= 10**6
                                         for k in ("deal", "copy")):
        return {}
    return {"deal": data["deal"], "copy": data["copy"]}


def _summary(data) -> dict:
    """The listing's summary as written by :meth:`MatchRecord.refresh_summary`, keeping only what
    has that shape (it is shown, never trusted: loading replays the actions)."""
    if not isinstance(data, dict):
        return {}
    out: dict = {}
    if type(data.get("deal")) is int:
        out["deal"] = data["deal"]
    if type(data.get("actions")) is int:
        out["actions"] = data["actions"]
    if isinstance(data.get("match_over"), bool):
        out["match_over"] = data["match_over"]
    if type(data.get("seen_deal")) is int:
        out["seen_deal"] = data["seen_deal"]
    score = data.get("score")
    if isinstance(score, dict):
        out["score"] = {k: v for k, v in score.items() if checked_text(k, 32) and (
            type(v) is int or (isinstance(v, list) and len(v) <= 8 and all(type(n) is int for n in v)))}
    so_far = data.get("deal_so_far")
    if isinstance(so_far, dict) and isinstance(so_far.get("antes"), list) and isinstance(so_far.get("won"), list):
        antes = [a for a in so_far["antes"][:8] if checked_text(a, 32)]
        won = [[w[0], w[1]] for w in so_far["won"][:8]
               if isinstance(w, list) and len(w) == 2 and checked_text(w[0], 32) and type(w[1]) is int]
        out["deal_so_far"] = {"antes": antes, "won": won}
    return out


@dataclass
class MatchRecord:
    """One match: its set-up, its actions and a summary for listings.

    ``actions`` holds ``{"seat": s, "type": ..., ...}`` dicts in the order they were applied.
    ``on_add`` (set by the store's autosave) is called with each new action.
    """

    game: str
    players: int
    options: dict
    seed: int
    dealer: int
    seats: list
    actions: list = field(default_factory=list)
    name: str = ""
    saved_at: float = 0.0
    app_version: str = field(default_factory=lambda: game.__version__)
    summary: dict = field(default_factory=dict)
    mode: str = "normal"
    deals: list = field(default_factory=list)     # pinned deals (contract §5) the match starts with
    hinted: bool = False                          # a hint was asked for: counted apart
    origin: dict = field(default_factory=dict)    # a replay: {"code": deal code, "seat": seat played}
    on_add: object = field(default=None, repr=False, compare=False)
    rng_scheme: int = RNG_SCHEME        # how the seed deals (game.engine.match.RNG_SCHEMES)
    # a name the app gave (not the person): what it says, {"deal": the deal it was saved in,
    # "copy": 2 for "… (2)"}, so that it is shown in the language of the moment (``name`` keeps it
    # as written then, for a version that reads no ``named``); {} for a name the person gave
    named: dict = field(default_factory=dict)
    # the autosave's only: the id of the saved match this one was resumed from (Saves.load), the
    # save it is written back over when another match takes its place (Store.save_resumed); ""
    resumed_from: str = ""

    @property
    def practice(self) -> bool:
        """Practice mode (chosen at setup): the table may take back a card, hint without limit
        and review every deal; the statistics keep the match apart."""
        return self.mode == "practice"

    # ---- building

    @classmethod
    def new(cls, game: str, players: int, options: dict | None, seed: int, dealer: int,
            seats: list, mode: str = "normal", deals: list | None = None,
            origin: dict | None = None) -> "MatchRecord":
        """A record for a match about to start. ``seats`` as in MatchConfig:
        ``[{"name", "kind": "person"|"computer", "level"}]``, one per player; ``mode`` one of
        :data:`MODES`, ``deals`` the pinned deals it starts with, ``origin`` where a replayed deal
        came from."""
        record = cls(game=game, players=players, options=dict(options or {}), seed=seed,
                     dealer=dealer, seats=[_seat(s, i) for i, s in enumerate(seats)],
                     mode=_mode(mode), deals=_deals(deals or []), origin=_origin(origin or {}))
        if len(record.seats) != players:
            raise RecordError("store.wrong_format", f"{players} players but {len(seats)} seats",
                              cause="store.cause.seats", players=players, seats=len(seats))
        return record

    def add(self, seat: int, action_json: dict) -> None:
        """Record an action the engine has just applied (call after ``match.apply_json``)."""
        entry = {"seat": seat, **action_json}
        self.actions.append(entry)
        if self.on_add is not None:
            self.on_add(entry)

    def start(self):
        """The match as dealt, before any action (RecordError if the set-up is not legal)."""
        try:
            return new_match(self.game, self.players, options=dict(self.options), seed=self.seed,
                             dealer=self.dealer, deals=[dict(d) for d in self.deals] or None,
                             rng_scheme=self.rng_scheme)
        except RuleError as exc:
            if exc.code == "unknown_game":
                # A game this copy of the app lacks, or one a newer version plays: the file is not
                # damaged, leave it in place.
                raise RecordError("store.game_unavailable" if self.game in GAME_MODULES else "store.game_unknown",
                                  exc.message, move=False, cause="store.cause.game", game=self.game) from None
            raise RecordError("store.rule_breaking", exc.message, cause="store.cause.setup") from None
        except ImportError as exc:      # a broken installation, not a damaged file
            raise RecordError("store.game_unavailable", str(exc), move=False,
                              cause="store.cause.game", game=self.game) from None
        except Exception as exc:        # a malformed set-up must never crash the app
            raise RecordError("store.rule_breaking", f"the set-up is not valid ({type(exc).__name__})",
                              cause="store.cause.setup") from None

    def replay(self, upto: int | None = None):
        """The match after the recorded actions (the first ``upto`` of them), each checked by the
        engine. Raises RecordError ``store.rule_breaking`` naming the first action refused."""
        match = self.start()
        for i, entry in enumerate(self.actions[:upto]):
            action = {k: v for k, v in entry.items() if k != "seat"}
            try:
                match.apply_json(entry["seat"], action)
            except RuleError as exc:
                raise RecordError("store.rule_breaking", f"action {i + 1}: {exc.code}: {exc.message}",
                                  cause="store.cause.refused", n=i + 1) from None
            except ImportError as exc:
                raise RecordError("store.game_unavailable", str(exc), move=False,
                                  cause="store.cause.game", game=self.game) from None
            except Exception as exc:    # a malformed action must never crash the app
                raise RecordError("store.rule_breaking", f"action {i + 1}: {type(exc).__name__}",
                                  cause="store.cause.refused", n=i + 1) from None
        return match

    def refresh_summary(self, match, seen: int | None = None) -> dict:
        """Remember where the match stands (deal number and scores) for the saved-match list;
        ``seen``: the deal the person saw when it was saved, kept where it is not the engine's (a
        deal's end still on the table, the next deal dealt already)."""
        try:
            score = match.score_json()
        except Exception:       # a game without a score yet must not stop a save
            score = None
        self.summary = {"deal": getattr(match, "deal", None), "score": score,
                        "actions": len(self.actions), "match_over": bool(match.match_over)}
        # a game whose deal in play has already changed the score (Guinguette: its antes, baskets
        # won) says what, for the list to tell (the engine's GuinguetteState.deal_so_far)
        so_far = getattr(match, "deal_so_far", None)
        if callable(so_far) and (said := so_far()) is not None:
            self.summary["deal_so_far"] = said
        if type(seen) is int and seen != self.summary["deal"] and not match.match_over:
            self.summary["seen_deal"] = seen
        return self.summary

    # ---- JSON

    def header_json(self) -> dict:
        return {"format": FORMAT, "version": VERSION, "app_version": self.app_version,
                "name": self.name, "game": self.game, "players": self.players,
                "options": dict(self.options), "seed": self.seed, "rng_scheme": self.rng_scheme,
                "dealer": self.dealer,
                "seats": [dict(s) for s in self.seats], "saved_at": self.saved_at,
                "summary": dict(self.summary), **({"named": dict(self.named)} if self.named else {}),
                **({"resumed_from": self.resumed_from} if self.resumed_from else {}),
                **self._learning_json()}

    def set_up(self) -> dict:
        """The header that makes the match what it is: a match hinted since, renamed, or written by
        another version of the app is the same match."""
        return {k: v for k, v in self.header_json().items() if k not in _NOT_THE_MATCH}

    def holds(self, other: "MatchRecord") -> bool:
        """Whether this record holds ``other``'s match whole: the same set-up (see :meth:`set_up`)
        and ``other``'s actions first (it may go further). Keeping this record loses nothing of
        ``other``."""
        n = len(other.actions)
        return len(self.actions) >= n and self.set_up() == other.set_up() and self.actions[:n] == other.actions

    def _learning_json(self) -> dict:
        """Mode, pinned deals, hints and a replay's origin, written only when they say something (a normal
        match's file reads as before)."""
        out: dict = {}
        if self.mode != "normal":
            out["mode"] = self.mode
        if self.deals:
            out["deals"] = [dict(d) for d in self.deals]
        if self.hinted:
            out["hinted"] = True
        if self.origin:
            out["origin"] = dict(self.origin)
        return out

    def to_json(self) -> dict:
        out = self.header_json()
        out["actions"] = [dict(a) for a in self.actions]
        return out

    @classmethod
    def from_json(cls, data: dict, actions: list | None = None) -> "MatchRecord":
        """A record from its JSON form (header already checked for format and version).
        Shapes are checked here; the rules are checked by :meth:`replay`."""
        def need(key, kinds):
            value = data.get(key)
            if type(value) not in kinds:
                raise RecordError("store.wrong_format", f"{key!r} is missing or has a bad type",
                                  cause=_ENTRY, entry=key)
            return value
        game_name = need("game", (str,))
        if not _GAME_NAME.match(game_name):
            raise RecordError("store.wrong_format", "'game' is not a game's name", cause=_ENTRY, entry="game")
        players = need("players", (int,))
        options = need("options", (dict,))
        seed = need("seed", (int,))
        rng_scheme = data.get("rng_scheme", 1)      # files written before the scheme was named: 1
        if type(rng_scheme) is not int or rng_scheme < 1:
            raise RecordError("store.wrong_format", f"'rng_scheme' {rng_scheme!r} is not a scheme",
                              cause=_ENTRY, entry="rng_scheme")
        if rng_scheme not in RNG_SCHEMES:
            raise RecordError("store.future_left", f"random scheme {rng_scheme}, this app knows "
                                                      f"{', '.join(map(str, RNG_SCHEMES))}", move=False,
                              cause="store.cause.scheme", found=rng_scheme)
        dealer = need("dealer", (int,))
        seats = need("seats", (list,))
        if actions is None:
            actions = need("actions", (list,))
        if len(seats) != players:
            raise RecordError("store.wrong_format", f"{players} players but {len(seats)} seats",
                              cause="store.cause.seats", players=players, seats=len(seats))
        for i, entry in enumerate(actions):
            if not isinstance(entry, dict) or type(entry.get("seat")) is not int \
                    or not isinstance(entry.get("type"), str):
                raise RecordError("store.wrong_format", f"action {i + 1} is not a seat's action",
                                  cause="store.cause.action", n=i + 1)
        name = data.get("name", "")
        if not isinstance(name, str):
            raise RecordError("store.wrong_format", "'name' is not a save's name", cause=_ENTRY, entry="name")
        name = shown(name, MAX_SAVE_NAME)   # one changed by hand: shortened, its control characters seen
        saved_at = data.get("saved_at", 0.0)
        return cls(game=game_name, players=players, options=options, seed=seed, dealer=dealer,
                   seats=[_seat(s, i) for i, s in enumerate(seats)], actions=list(actions), name=name,
                   saved_at=float(saved_at) if type(saved_at) in (int, float) and abs(saved_at) < 1e12 else 0.0,
                   app_version=checked_text(data.get("app_version", ""), 40) or "",
                   summary=_summary(data.get("summary")), mode=_mode(data.get("mode", "normal")),
                   deals=_deals(data.get("deals", [])), hinted=data.get("hinted", False) is True,
                   origin=_origin(data.get("origin", {})), rng_scheme=rng_scheme,
                   named=named_facts(data.get("named")) if name else {},
                   resumed_from=checked_text(data.get("resumed_from", ""), 255) or "")

    def stamp(self) -> None:
        self.saved_at = time.time()
