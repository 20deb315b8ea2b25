"""The computer seats: one interface (``choose(view, legal) -> action``) and four levels.

* Débutant: the game's rule-based player; a softmax over its rule scores picks the move, and it
  remembers only the last tricks of the deal, so its slips look like a person's (a wrong duck, an
  early high card), never like a random card.
* Amateur, Expert and Maître: flat Monte Carlo search over sampled deals (``search.py``) over the
  moves the rules consider, with the rule-based player's fast policy finishing each sampled deal.
  Their budgets are counted in engine steps (so the same seed and view give the same choice on any
  machine) with a time cap as a safety net. The Expert and the Maître also think in a helper process
  (root parallelism) and solve the end of a deal exactly; the Maître, for players who want a real
  test, weighs more moves with about twelve times the Expert's work (about a second a decision,
  its cap), and where a game's brain can read the table more closely with that work, reads it so
  (the game's ``LEVEL_SETTINGS``: Guinguette's words).

A seat sees only what ``Match.view(seat)`` shows. It may keep memory between calls, but the rules
players here need none: the view holds the deal's tricks, and the Débutant's forgetting is a rule.
"""
from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from game.engine.actions import Action, EcartChoice
from game.engine.match import View

from .common import as_view, candidates, decision_rng, legal_from_json, pick, searched_means, softmax_index
from .sampler import Impossible
from .search import helper_pool, parallel_search

LEVELS = ("debutant", "amateur", "expert", "maitre")     # weakest first (the setup's order)

# Every number a person might tune lives here.
DEBUTANT_TEMPERATURE = 0.35   # in the game's points: a move 1 point worse is taken ~6% as often as the best
DEBUTANT_MEMORY = 2           # completed tricks of the deal the Débutant still remembers
BUDGET_MS = {"amateur": 30.0, "expert": 150.0, "maitre": 1800.0}   # the work aimed at per decision,
#                                                 in milliseconds of the reference machine
TIME_CAP_FACTOR = {"amateur": 2.0, "expert": 1.15, "maitre": 0.6}  # hard cap = budget x factor, whatever the load
LONGEST_CAP_MS = 380.0        # no decision's work is scaled past this cap (the longest wait allowed: 400 ms)
MAX_CANDIDATES = {"amateur": 4, "expert": 8, "maitre": 10}     # moves searched, best rule scores first
HELPED = ("expert", "maitre")       # the levels that think in a helper process too and solve the end exactly
# A match the person has left and asked to see the end of at once: every seat that searches thinks
# with the Amateur's work, alone (the Maître's second a decision made it minutes of waiting)
HURRIED = {"budget_ms": BUDGET_MS["amateur"], "cap_ms": BUDGET_MS["amateur"] * TIME_CAP_FACTOR["amateur"],
           "parallel": False}


class ComputerSeat:
    """A computer player at one seat. ``choose(view, legal)`` returns one of the legal actions
    (for the Polignac écart, an ``Ecart`` of ``count`` cards from the choosable ones)."""

    def __init__(self, game: str, level: str, seat: int, seed: int = 0, budget_ms: float | None = None,
                 parallel: bool | None = None, temperature: float | None = None,
                 cap_ms: float | None = None, tricks_remembered: int | None = DEBUTANT_MEMORY,
                 brain_overrides: dict[str, Any] | None = None) -> None:
        from . import brain_for
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}; levels: {', '.join(LEVELS)}")
        self.game = game
        self.level = level
        self.seat = seat
        self.seed = seed
        # a level may read the table otherwise than the brain does by default (the game's
        # LEVEL_SETTINGS), and a benchmark may ask for a variant of the brain (an earlier setting,
        # to measure a change against): the seat's own copy then, which its helper process makes too
        self.settings = {**getattr(brain_for(game), "LEVEL_SETTINGS", {}).get(level, {}), **(brain_overrides or {})}
        self.brain = brain_for(game, self.settings)
        self.budget_ms = BUDGET_MS.get(level, 0.0) if budget_ms is None else float(budget_ms)
        self.parallel = (level in HELPED) if parallel is None else parallel
        self.temperature = DEBUTANT_TEMPERATURE if temperature is None else temperature
        self.memory: dict[str, Any] = {}
        self.tricks_remembered = tricks_remembered     # the Débutant's (None: every trick of the deal)
        self.considered: list[tuple[Action, float]] | None = None   # (action, mean value) of the last searched decision
        self.cap_ms = self.budget_ms * TIME_CAP_FACTOR.get(level, 2.0) if cap_ms is None else float(cap_ms)
        if self.parallel and level != "debutant":
            helper_pool()   # start the helper before the first question, not during it

    def __repr__(self) -> str:
        return f"ComputerSeat({self.game}, {self.level}, seat={self.seat})"

    def forced(self, legal: list[Action]) -> Action | None:
        """What :meth:`choose` takes from ``legal`` without a look at the table: the one legal
        action, where the seat keeps no memory of what it sees (Guinguette's trump named, then
        hidden); None where it must be shown the view. A play-out spares the view so."""
        if getattr(self.brain, "recall", None) is not None:
            return None
        return _only(legal)

    def choose(self, view: View | dict[str, Any], legal: list[Action] | list[dict[str, Any]]) -> Action:
        self.considered = None
        view = as_view(view)
        legal = legal_from_json(legal)
        if not legal:
            raise ValueError("a seat is asked to choose among no legal actions")
        recall: Callable[[View, dict[str, Any]], View] | None = getattr(self.brain, "recall", None)
        if recall is not None:
            view = recall(view, self.memory)     # what the seat saw earlier (a trump named, then hidden)
        if _only(legal) is not None:
            return legal[0]
        rng = decision_rng(self.seed, self.seat, view)
        if self.level == "debutant":
            choices = self.brain.rule_choices(view, legal, self.tricks_remembered)
            actions = [a for a, _ in choices]
            return actions[softmax_index([s for _, s in choices], self.temperature, rng)]
        return self._search(view, legal, rng)

    def _search(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        keep = candidates(self.brain, view, legal, self.level, MAX_CANDIDATES[self.level])
        actions = [a for a, _ in keep]
        if len(actions) == 1:
            return actions[0]
        # each process spends the whole budget: root parallelism doubles the worlds, not the time.
        # A rare decision that weighs a whole deal (Double King's contract) may take a few budgets:
        # the p95 of all decisions stays put, the cap keeps under the longest wait allowed
        factor: Callable[[View], float] | None = getattr(self.brain, "budget_factor", None)
        scale = factor(view) if factor is not None else 1.0
        steps = int(self.budget_ms * scale * self.brain.STEPS_PER_MS)
        cap = min(self.cap_ms * scale, max(self.cap_ms, LONGEST_CAP_MS)) / 1000.0
        try:
            sums, counts = parallel_search(self.brain, view, actions, self.seat, rng.getrandbits(31),
                                           max(1, steps), cap, exact=self.level in HELPED,
                                           parallel=self.parallel, settings=self.settings)
        except Impossible:
            return actions[0]
        means = searched_means(self.brain, view, keep, sums, counts)
        chosen, weighed = pick(self.brain, view, actions, means)
        # what the choice was weighed against, with the values found (the hints show them)
        self.considered = [(actions[i], sums[i] / counts[i]) for i in weighed if counts[i]]
        return actions[chosen]


def _only(legal: list[Action]) -> Action | None:
    """The action of a choice that is none: one legal action (an écart's combinations are a choice)."""
    return legal[0] if len(legal) == 1 and not isinstance(legal[0], EcartChoice) else None


def make_seat(game: str, level: str, seat: int, seed: int = 0, **tuning: Any) -> ComputerSeat:
    """A computer seat (contract §7). ``tuning`` may set ``budget_ms`` (the work aimed at, in
    milliseconds of the reference machine), ``cap_ms`` (the hard time limit), ``parallel`` (helper
    process for the Expert) or ``temperature`` (the Débutant's softmax), e.g. for fast tests.

    The same seed and the same views give the same choices as long as no search reaches its time
    cap (only an overloaded machine makes it do so)."""
    return ComputerSeat(game, level, seat, seed, **tuning)
