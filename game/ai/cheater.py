"""The cheater: a yardstick for bench/strength.py, never a level at the table.

It sees the true deal, so it samples no worlds: it runs the Expert's search (the same candidates,
the same exact solving of the last tricks, at least the Expert's work budget) with the real deal as
the only world. One greedy rollout of the real deal would give each candidate a single,
noise-free but brittle value, and the Débutants it plays against do not play greedily; so its
rollouts are the rule player's softmax in every game (the fast policy's card scores, drawn with
``ROLLOUT_TEMPERATURE`` by ``search.rollout``), and the search averages over those playouts instead
of over worlds. (Until 2026-11-25 only Polignac's rollouts were varied: in Double King and Guinguette
the one true world gave each candidate one greedy playout, and that cheater was no better than the
Expert.)

Measured on 30 Polignac deals at 4 players (seed 5000, same budget): one greedy rollout per world
gave +0.62 against the Débutant, iterative-deepening max-n with greedy leaves +0.53, softmax
rollouts at temperature 0.2 / 0.35 / 0.6 / 0.8 / 1.0 gave +0.78 / +0.75 / +0.83 / +0.81 / +0.82.
On 300 deals (seed 1000) at 0.6: +0.78 [0.74, 0.82], the Expert +0.64 [0.59, 0.69]; the cheater
minus the Expert on the same deals +0.14 [0.09, 0.19].
"""
from __future__ import annotations

import copy
import random
import time
from typing import Any

from game.engine.actions import Action
from game.engine.match import Match, View

from .common import Brain, as_view, candidates, pick, searched_means
from .search import search
from .seats import ComputerSeat

ROLLOUT_TEMPERATURE = 0.6   # in points, as the Débutant's softmax


class Cheater:
    """A searcher that sees every card. Before each ``choose(view, legal)`` the benchmark sets
    ``self.match`` to the true match."""

    def __init__(self, game: str, seat: int, seed: int, steps: int, cap_s: float,
                 max_candidates: int = 8, temperature: float = ROLLOUT_TEMPERATURE,
                 stand_in: ComputerSeat | None = None) -> None:
        from . import brain_for
        self.seat = seat
        self.brain = brain_for(game)
        # its rollouts are the rule player's softmax (search.rollout with a temperature)
        self.rollout_brain: Brain = copy.copy(self.brain)
        self.rollout_brain.ROLLOUT_TEMPERATURE = temperature
        self.match: Match | None = None
        self.steps = steps
        self.cap_s = cap_s
        self.max_candidates = max_candidates
        self.rng = random.Random(seed)
        # with a stand-in (a seat), the cheater sees the hands only once the cards are played: every
        # decision before (words, bets, contracts, écarts) is the stand-in's
        self.stand_in = stand_in

    def choose(self, view: View | dict[str, Any], legal: list[Action]) -> Action:
        view = as_view(view)
        if self.stand_in is not None and view.phase != "play":
            return self.stand_in.choose(view, legal)
        keep = candidates(self.brain, view, legal, "expert", self.max_candidates)
        actions = [a for a, _ in keep]
        if len(actions) == 1:
            return actions[0]
        truth: Match = self.match  # type: ignore[assignment]  # the benchmark sets it before asking

        def world(rng: random.Random) -> Match:
            w = truth.clone()
            # it sees every card, not the future: a talon's stir to come varies as in a search
            w.reseed(rng.getrandbits(32))
            return w

        sums, counts = search(self.rollout_brain, world, actions, self.seat,
                              self.rng.getrandbits(31), self.steps,
                              time.perf_counter() + self.cap_s, exact=True)
        means = searched_means(self.brain, view, keep, sums, counts)
        return actions[pick(self.brain, view, actions, means)[0]]
