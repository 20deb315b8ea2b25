"""Flat Monte Carlo search over sampled deals (determinised), the thinking of the Amateur and Expert.

No tree is built over the moves: each candidate action of the root is valued by its mean result
over the sampled worlds.

Each iteration deals the cards the seat cannot see into a world consistent with its view (the
game's ``sample_world``), then plays every candidate action in that same world and finishes the
deal with the rule-based player's fast policy (a rollout), or solves the rest of the deal exactly
(max-n: every player takes the best line for himself) when few cards remain. The action with the
best mean result for the seat wins. Using one world for all candidates compares them on the same
cards, which removes most of the noise.

Root parallelism: the Expert sends the same question, with another seed, to a helper process of a
persistent pool and merges the counts. Everything that crosses the process boundary is JSON-ready.
"""
from __future__ import annotations

import atexit
import os
import random
import threading
import time
from collections.abc import Callable
from multiprocessing.pool import AsyncResult, Pool
from typing import Any

from game.engine.actions import Action
from game.engine.match import Match, View

from .common import (
    Brain,
    as_view,
    die_on_terminate,
    exit_with_parent,
    legal_from_json,
    legal_to_json,
    process_context,
    softmax_index,
)

# the cost of cloning a world and of dealing one, in engine steps (measured, for the work budget)
EVAL_OVERHEAD = 5
WORLD_OVERHEAD = 6
PRUNE_FIRST = 8          # worlds before the first cut of clearly worse actions (then 16, 32...)
PRUNE_Z = 2.5            # how many standard errors worse an action must be to leave the running
HELPER_MARGIN_S = 0.01   # a helper stops this long before the asker's deadline, to send its counts
NODE_COST = 4      # a node of the exact search clones and lists moves: a few steps' worth


def rollout(brain: Brain, match: Match, rng: random.Random) -> int:
    """Finish the current deal with the fast policy (in place); returns the number of steps.

    With a brain's ``ROLLOUT_TEMPERATURE`` above 0 the cards are drawn by a softmax over the rule
    player's card scores (``play_choices``) instead of its best one: varied playouts, for a searcher
    whose worlds do not vary (the cheater's one true deal)."""
    deal = match.deal
    act: Callable[[Any, random.Random], Action] = brain.fast_action
    if brain.ROLLOUT_TEMPERATURE > 0:
        act = _softmax_policy(brain, brain.ROLLOUT_TEMPERATURE)
    apply = match.apply
    steps = 0
    while not match.match_over and match.deal == deal and match.phase != "deal_over":
        apply(act(match, rng))
        steps += 1
    return steps


def _softmax_policy(brain: Brain, temperature: float) -> Callable[[Any, random.Random], Action]:
    fast = brain.fast_action
    choices = brain.play_choices

    def act(m: Any, rng: random.Random) -> Action:
        if m.phase != "play":
            return fast(m, rng)
        scored = choices(m)
        if len(scored) == 1:
            return scored[0][0]
        return scored[softmax_index([x for _, x in scored], temperature, rng)][0]
    return act


def solve(brain: Brain, match: Match, seat_count: int, deal: int, snap: Any, budget: list[int]) -> list[float]:
    """Max-n value (one number per seat) of the rest of the deal with every card known.

    ``budget`` is a one-item list of nodes left; when it runs out the rest is rolled out."""
    if match.match_over or match.deal != deal or match.phase == "deal_over":
        return brain.outcome(snap, match)
    budget[0] -= 1
    if budget[0] <= 0:
        m = match.clone()
        rollout(brain, m, random.Random(budget[0]))
        return brain.outcome(snap, m)
    me: int = match.to_act  # type: ignore[assignment]  # a deal in play has a seat to act
    best: list[float] | None = None
    for a in brain.solve_actions(match):
        m = match.clone()
        m.apply(a)
        v = solve(brain, m, seat_count, deal, snap, budget)
        if best is None or v[me] > best[me]:
            best = v
    return best  # type: ignore[return-value]  # a deal in play has a move


def evaluate(brain: Brain, world: Match, action: Action, seat: int, rng_seed: int, exact: bool) -> tuple[float, int]:
    """Value for ``seat`` of playing ``action`` in a fully known world, and the work it took
    (engine steps, or nodes of the exact search)."""
    snap = brain.snapshot(world)
    m = world.clone()
    m.apply(action)
    if exact and not m.match_over and m.deal == world.deal and m.phase != "deal_over" and brain.solvable(m):
        budget = [brain.SOLVE_NODES]
        value = solve(brain, m, m.players, world.deal, snap, budget)[seat]
        return value, (brain.SOLVE_NODES - budget[0]) * NODE_COST + EVAL_OVERHEAD
    steps = rollout(brain, m, random.Random(rng_seed))
    return brain.outcome(snap, m)[seat], steps + EVAL_OVERHEAD


def world_cost(brain: Brain, view: View) -> int:
    """Dealing one world of ``view``, in steps: the brain's ``world_cost(view)`` where its worlds
    cost more in some views than in others (Guinguette's, read from the plays once there are some),
    else its ``WORLD_COST``."""
    cost: Callable[[View], int] | None = getattr(brain, "world_cost", None)
    return cost(view) if cost is not None else getattr(brain, "WORLD_COST", WORLD_OVERHEAD)


def search(brain: Brain, world_fn: Callable[[random.Random], Match], actions: list[Action], seat: int, seed: int,
           steps: int, deadline: float, exact: bool = True, min_worlds: int = 1,
           cost: int | None = None) -> tuple[list[float], list[int]]:
    """Sums and counts of the seat's value per action, over worlds drawn until ``steps`` engine
    steps have been spent (a budget in work, not in time, so that the same seed and the same view
    give the same choice on any machine), or until ``deadline`` as a safety net.

    A world counts only when every action still in the running was tried in it (so they all face
    the same cards), and the first ``min_worlds`` worlds always complete so that there is an answer.
    From time to time an action that is clearly worse than the best one on the same worlds (a
    paired comparison) leaves the running, so that the budget goes to the close calls. Each world
    dealt is charged ``cost`` steps (by default the brain's ``WORLD_COST``)."""
    rng = random.Random(seed)
    dealing: int = getattr(brain, "WORLD_COST", WORLD_OVERHEAD) if cost is None else cost
    n = len(actions)
    sums = [0.0] * n
    counts = [0] * n
    history: list[list[float]] = [[] for _ in range(n)]      # per action, its value in each world (None once dropped)
    running = list(range(n))
    worlds = 0
    spent = 0
    next_cut = PRUNE_FIRST
    clock = time.perf_counter
    while worlds < min_worlds or (spent < steps and clock() < deadline):
        world = world_fn(rng)
        spent += dealing
        r = rng.getrandbits(32)
        values: list[float] = []
        for i in running:
            v, work = evaluate(brain, world, actions[i], seat, r, exact)
            values.append(v)
            spent += work
            if worlds >= min_worlds and clock() >= deadline:
                break
        if len(values) < len(running):
            break
        for i, v in zip(running, values):
            sums[i] += v
            counts[i] += 1
            history[i].append(v)
        worlds += 1
        if worlds >= next_cut and len(running) > 2:
            running = _cut(running, history, worlds)
            next_cut = worlds * 2
    return sums, counts


def _cut(running: list[int], history: list[list[float]], worlds: int) -> list[int]:
    """The actions not clearly worse than the best one over the last ``worlds`` worlds."""
    recent = {i: history[i][-worlds:] for i in running}
    best = max(running, key=lambda i: sum(recent[i]))
    keep: list[int] = []
    for i in running:
        if i == best:
            keep.append(i)
            continue
        diffs = [b - a for a, b in zip(recent[i], recent[best])]
        mean = sum(diffs) / worlds
        var = sum((d - mean) ** 2 for d in diffs) / max(1, worlds - 1)
        se = (var / worlds) ** 0.5
        if mean <= PRUNE_Z * se or mean <= 1e-9:
            keep.append(i)
    return keep


# ---------------------------------------------------------------- the helper processes

_POOL: Pool | None = None
_POOL_LOCK = threading.Lock()
_POOL_FAILED = False


def helper_pool() -> Pool | None:
    """The persistent pool of helper processes (one per extra core), or None when processes cannot
    start here (then the search runs in this process only)."""
    global _POOL, _POOL_FAILED
    if _POOL is not None or _POOL_FAILED:
        return _POOL
    with _POOL_LOCK:
        if _POOL is None and not _POOL_FAILED:
            helpers = max(1, min(3, (os.cpu_count() or 2) - 1))
            try:
                _POOL = process_context().Pool(helpers, initializer=_helper_init)
                atexit.register(close_pool)   # end the helpers before the interpreter tears down
            except Exception:   # daemonic parent, no semaphores, sandbox...: think alone
                _POOL_FAILED = True
    return _POOL


def close_pool() -> None:
    global _POOL
    with _POOL_LOCK:
        if _POOL is not None:
            _POOL.terminate()
            _POOL = None


def _helper_init() -> None:
    # a helper must not be interrupted by the table's Ctrl+C; the parent ends it, or its going
    import signal
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    die_on_terminate()      # forked from the seats' worker, which leaves by its finalizers: not so a helper
    exit_with_parent()


def _helper_search(game: str, seat: int, view_json: dict[str, Any], actions_json: list[dict[str, Any]], seed: int,
                   steps: int, cap_s: float, exact: bool, wall_deadline: float,
                   settings: dict[str, Any] | None = None) -> tuple[list[float], list[int]]:
    from . import brain_for
    brain = brain_for(game, settings)
    view = as_view(view_json)
    actions = legal_from_json(actions_json)
    # stop by the asker's deadline (wall clock, shared by the processes) even if it came late
    left = min(cap_s, wall_deadline - time.time())
    deadline = time.perf_counter() + max(0.0, left)
    return search(brain, lambda rng: brain.sample_world(view, rng), actions, seat, seed,
                  steps, deadline, exact, cost=world_cost(brain, view))


def parallel_search(brain: Brain, view: View, actions: list[Action], seat: int, seed: int, steps: int, cap_s: float,
                    exact: bool = True, parallel: bool = True,
                    settings: dict[str, Any] | None = None) -> tuple[list[float], list[int]]:
    """``search`` with ``steps`` of work here and as much in every helper process at once (other
    seeds), counts merged; ``brain`` is the game's with ``settings``, which the helpers apply to
    theirs. ``cap_s`` bounds the time whatever the machine's load."""
    pool = helper_pool() if parallel else None
    pending: list[AsyncResult[tuple[list[float], list[int]]]] = []
    start = time.perf_counter()
    if pool is not None:
        view_json = view.to_json()
        actions_json = legal_to_json(actions)
        helpers = getattr(pool, "_processes", 1)
        for k in range(helpers):
            try:
                pending.append(pool.apply_async(
                    _helper_search, (brain.GAME, seat, view_json, actions_json,
                                     seed * 31 + k + 1, steps, cap_s, exact,
                                     time.time() + cap_s - HELPER_MARGIN_S, settings or None)))
            except Exception:
                break
    sums, counts = search(brain, lambda rng: brain.sample_world(view, rng), actions, seat, seed,
                          steps, start + cap_s, exact, cost=world_cost(brain, view))
    for p in pending:
        try:
            s2, c2 = p.get(timeout=max(0.01, start + cap_s + 0.015 - time.perf_counter()))
        except Exception:   # late or broken helper: its share is simply missing
            continue
        for i in range(len(actions)):
            sums[i] += s2[i]
            counts[i] += c2[i]
    return sums, counts
