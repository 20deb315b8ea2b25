"""Computer seats (design §3, contract §7).

    from game.ai import make_seat
    seat = make_seat("polignac", level="expert", seat=2, seed=11)
    action = seat.choose(match.view(2), match.legal_actions())

A seat sees only its view. Each game has a *brain*: its rule-based player
(``<game>_policy.py``: the scores behind the Débutant and the fast policy of the searches' rollouts)
and its knowledge of the hidden cards (``<game>_world.py``: the worlds the Amateur and Expert sample,
from the deductions the engine puts in the view). The search (``search.py``) is flat Monte Carlo over
sampled deals: no tree over the moves; each candidate is valued in each world by one rollout (or, near
the end of a deal, an exact solve).
``worker.SeatWorker`` runs seats off the window's thread.

A game is registered once, in the engine (``game.engine.GAME_MODULES``); its brain is the ``Brain``
of ``game.ai.<game>_world``, found by that name.
"""
from __future__ import annotations

import copy
import importlib
from typing import Any, cast

from game.engine import GAME_MODULES

from .common import Brain
from .seats import LEVELS, ComputerSeat, make_seat

_CACHE: dict[str, Brain] = {}


def brain_for(game: str, settings: dict[str, Any] | None = None) -> Brain:
    """The brain of a game (cached: it holds no state of a match); with ``settings`` (a level's
    ``LEVEL_SETTINGS``, or a variant a benchmark measures), a copy of it with those settings, so
    that the shared brain keeps its own."""
    brain = _CACHE.get(game)
    if brain is None:
        if game not in GAME_MODULES:
            raise ValueError(f"no computer seat for {game!r}; games: {', '.join(GAME_MODULES)}")
        brain = cast(Brain, importlib.import_module(f"{__name__}.{game}_world").Brain())
        _CACHE[game] = brain
    if settings:
        brain = copy.copy(brain)
        for name, value in settings.items():
            if not hasattr(brain, name):
                raise ValueError(f"the {game} brain has no setting {name!r}")
            setattr(brain, name, value)
    return brain


__all__ = ["LEVELS", "ComputerSeat", "make_seat", "brain_for"]
