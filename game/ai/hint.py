"""The hint: the choice the strongest computer seat makes for a seat, from that seat's view alone.

The search behind it counts its work in engine steps, runs in this process only and has no time
limit that the machine's load could reach, so for one seed the same view always gives the same hint,
however the cards the seat cannot see lie.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.engine.actions import Action

from .seats import BUDGET_MS, make_seat

HINT_LEVEL = "maitre"                   # the strongest seat
HINT_BUDGET_MS = BUDGET_MS[HINT_LEVEL]  # its work per decision, all in this process
HINT_CAP_MS = 600_000.0       # a safety net only: never reached on a working machine


@dataclass
class Advice:
    """The advised action; ``values`` the mean result of each searched action for the seat (in the
    game's points), best first, or empty when no search was needed (one legal action, or one the
    rules of good play make obvious)."""
    action: Action
    values: list[tuple[Action, float]] = field(default_factory=list)
    legal_count: int = 0          # the different moves the rules allowed (every écart counted)
    game: str = ""                # whose points the values are in ("" where unsaid)
    stake: float = 0.0            # what a lost match weighs in the values (Polignac, when this deal may end it)


def advise(game: str, view: Any, legal: list[Action], seat: int, seed: int = 0) -> Advice:
    """The hint for ``seat``, given its view and its legal actions."""
    player = make_seat(game, HINT_LEVEL, seat, seed=seed, budget_ms=HINT_BUDGET_MS, cap_ms=HINT_CAP_MS,
                       parallel=False)
    action = player.choose(view, legal)
    values = sorted(player.considered or [], key=lambda av: -av[1])
    stake = getattr(player.brain, "stake", None)
    return Advice(action, values, sum(a.ways() for a in legal), game, stake(view) if stake else 0.0)
