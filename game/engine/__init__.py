"""The rules engine: pure Python, no pygame, no files, no clock, no global random.

Entry points (contract §6)::

    from game.engine import new_match, action_from_json
    match = new_match("polignac", players=4, options={"preset": "classique"}, seed=7)

Each game lives in its own module and registers here by name, once: ``GAME_MODULES`` is the one
list of the games (menu order); the computer seats (``game.ai.<game>_world``) and the table
(``game.ui.games.<game>``) find their part of a game by that name. A game module provides
``GAME``, ``PLAYERS`` (the player counts), ``OPTIONS`` (tuple of :class:`Option`), ``PRESETS``,
``DEFAULT_PRESET``, ``RANK_ORDER`` (the ranks high to low), ``DIRECTION`` ("right" or "left", for the table) and
``new_match(players, options, seed, dealer, deals, rng_scheme)``.

``rng_scheme`` (beyond the contract, for saved matches only): how the seed becomes the random
choices (:data:`game.engine.match.RNG_SCHEMES`); a match saved under an older scheme replays under it.
Guinguette's ``match.deal_so_far()`` (beyond the contract, for the saved matches' list): what the deal
in play has done to the counters so far, the antes paid and the baskets won, None once the match is
over (:meth:`game.engine.guinguette.state.GuinguetteState.deal_so_far`; a save's summary keeps it).
"""
from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

from .actions import Action, action_from_json
from .errors import RuleError
from .events import Event, seen_by
from .match import RNG_SCHEME, RNG_SCHEMES, Match, View
from .options import Option, Options

GAME_MODULES = {
    "polignac": "game.engine.polignac",
    "double_king": "game.engine.double_king",
    "guinguette": "game.engine.guinguette",
}


_LOADED: dict[str, ModuleType] = {}       # the games' modules once imported (new_match asks each time)


def game_module(game: str) -> ModuleType:
    """The module of a game, or RuleError ``unknown_game``."""
    loaded = _LOADED.get(game) if isinstance(game, str) else None
    if loaded is not None:
        return loaded
    if not isinstance(game, str):
        raise RuleError("unknown_game", f"a game is named by a string such as 'polignac', not {game!r}")
    name = GAME_MODULES.get(game)
    if name is None:
        raise RuleError("unknown_game", f"unknown game {game!r}; known games: {', '.join(GAME_MODULES)}")
    try:
        module = _LOADED[game] = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise
        raise RuleError("unknown_game", f"{game} is not available yet") from None
    return module


def available_games() -> list[str]:
    """The games whose rules are implemented, in menu order."""
    out = []
    for game in GAME_MODULES:
        try:
            game_module(game)
        except RuleError:
            continue
        out.append(game)
    return out


def new_match(game: str, players: int, options: dict[str, Any] | None = None, seed: int | None = None,
              dealer: int = 0, deals: list[Any] | None = None, *, rng_scheme: int = RNG_SCHEME) -> Match:
    """A new match, its first deal dealt. Raises RuleError (``bad_option``, ``bad_players``,
    ``bad_deal``, ``unknown_game``, ``bad_seed``) when it cannot be set up."""
    module = game_module(game)
    if type(players) is not int or players not in module.PLAYERS:
        raise RuleError("bad_players", f"{game} is played by {min(module.PLAYERS)} to "
                                       f"{max(module.PLAYERS)} players, not {players!r}")
    if type(dealer) is not int or not 0 <= dealer < players:
        raise RuleError("bad_dealer", f"the dealer must be a seat from 0 to {players - 1}")
    if options is not None and not isinstance(options, dict):
        raise RuleError("bad_option", "options must be an object of option names and values")
    if seed is None:
        seed = 0
    elif type(seed) is not int:
        raise RuleError("bad_seed", f"the seed must be a whole number, not {seed!r}")
    if type(rng_scheme) is not int or rng_scheme not in RNG_SCHEMES:
        raise RuleError("bad_seed", f"unknown random scheme {rng_scheme!r}; known: {RNG_SCHEMES}")
    if deals is not None and not isinstance(deals, list):
        raise RuleError("bad_deal", "deals must be a list of pinned deals")
    match: Match = module.new_match(players=players, options=options, seed=seed, dealer=dealer, deals=deals,
                                    rng_scheme=rng_scheme)
    return match


__all__ = ["RNG_SCHEME", "RNG_SCHEMES", "Action", "Event", "Match", "Option", "Options", "RuleError", "View",
           "action_from_json", "available_games", "game_module", "new_match", "seen_by", "GAME_MODULES"]
