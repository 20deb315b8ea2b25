"""The hint: the choice the strongest computer seat makes for a seat, from that seat's view alone.

The search behind it counts its work in engine steps and runs in this process only. On the command
line (``python -m game.hint``) it has no time limit that the machine's load could reach, so for one
seed the same view always gives the same hint, however the cards the seat cannot see lie. At the
table a person waits for it: there it stops at the Maître's own cap (``TABLE_CAP_MS``, about a
second) with the best found by then, as a Maître seat at the table does.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from game.engine.actions import Action

from .seats import BUDGET_MS, TIME_CAP_FACTOR, make_seat

HINT_LEVEL = "maitre"                   # the strongest seat
HINT_BUDGET_MS = BUDGET_MS[HINT_LEVEL]  # its work per decision, all in this process
HINT_CAP_MS = 600_000.0       # the command line's: a safety net only, never reached on a working machine
# the table's: the Maître's cap at the table (1.08 s). Its whole work took 2 to 3 s at four seats and
# 6 to 10 s at five to eight seats of Guinguette on a busy machine (the steps of the reference machine
# priced at four seats); cut at the cap, the hint still weighs three to nine times the worlds the
# Expert's two processes do in their own cap, with the Maître's closer reading of them
TABLE_CAP_MS = HINT_BUDGET_MS * TIME_CAP_FACTOR[HINT_LEVEL]
# counted from the person's asking: the hint's process, started at the table's first hint, took up
# to 0.9 s to start on a busy machine. Whatever the wait before it, the search has at least the
# Expert's own time at the table (its cap)
LEAST_CAP_MS = BUDGET_MS["expert"] * TIME_CAP_FACTOR["expert"]


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


def advise(game: str, view: Any, legal: list[Action], seat: int, seed: int = 0,
           cap_ms: float = HINT_CAP_MS, asked_at: float | None = None) -> Advice:
    """The hint for ``seat``, given its view and its legal actions; its search stops at ``cap_ms``
    with the best found by then (the table asks with ``TABLE_CAP_MS``), counted from ``asked_at``
    (a ``time.time()``) when given, but never below ``LEAST_CAP_MS``."""
    if asked_at is not None:
        cap_ms = max(LEAST_CAP_MS, cap_ms - max(0.0, time.time() - asked_at) * 1000.0)
    player = make_seat(game, HINT_LEVEL, seat, seed=seed, budget_ms=HINT_BUDGET_MS, cap_ms=cap_ms,
                       parallel=False)
    action = player.choose(view, legal)
    values = sorted(player.considered or [], key=lambda av: -av[1])
    stake = getattr(player.brain, "stake", None)
    return Advice(action, values, sum(a.ways() for a in legal), game, stake(view) if stake else 0.0)
