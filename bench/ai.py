"""Decision latency of the computer seats, per game and level, over whole matches.

    python -m bench.ai [--quick] [--games G,...] [--levels L,...] [--matches N] [--decisions N]

Prints one JSON object: {"<game>": {"<level>": {"p50_ms", "p95_ms", "max_ms"}, "hint": {"<players>":
{"p50_ms", "p95_ms", "max_ms"}}}}.
Progress, and the same figures per kind of decision (the phase: a card, a contract, a bet...), go to
standard error. The seats of the level measured sit at seats 0 and 2 (all seats
for the Débutant), Débutants fill the others; every decision of a measured seat is timed, from the
view handed over to the action returned. Budgets (design §7): Expert p95 ≤ 200 ms, max ≤ 400 ms; Maître p95 ≤ 1.2 s;
Débutant p95 ≤ 20 ms. ``--quick`` stops each match after a few dozen measured decisions.

The hint ("hint" among the levels) is timed as the table asks it (``HintDesk``: its own process,
started at the first hint, and the table's cap), from the question asked to the hint shown, at
seat 0's decisions with more than one move, at every player count of the game, Débutants playing;
a person asking waits about a second.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from types import SimpleNamespace

from game.ai import LEVELS, make_seat
from game.engine import available_games, game_module, new_match
from game.engine.actions import EcartChoice

from . import GAMES, list_of, positive_int

PLAYERS = {"polignac": 4, "double_king": 4, "guinguette": 4}
OPTIONS = {"guinguette": {"tierce_suits": "any"}}     # a live cabaret, so its betting is measured too
QUICK_DECISIONS = {"debutant": 300, "amateur": 80, "expert": 40, "maitre": 8, "hint": 3}
HINT = "hint"                 # the table's hint, measured beside the levels
HINT_DECISIONS = 12           # hints timed per player count in a full run


def percentile(sorted_values: list, q: float) -> float:
    if not sorted_values:
        return 0.0
    i = min(len(sorted_values) - 1, max(0, int(round(q * (len(sorted_values) - 1)))))
    return sorted_values[i]


def measure(game: str, level: str, matches: int, cap: int | None, seed: int = 1,
            by_phase: dict[str, list[float]] | None = None) -> list[float]:
    players = PLAYERS.get(game, 4)
    timed = []
    for k in range(matches):
        match = new_match(game, players, OPTIONS.get(game), seed=seed + k)
        measured = set(range(players)) if level == "debutant" else {0, 2}
        seats = [make_seat(game, level if s in measured else "debutant", s, seed=seed * 100 + s)
                 for s in range(players)]
        count = 0
        while not match.match_over and (cap is None or count < cap):
            s = match.to_act
            view = match.view(s)
            legal = match.legal_actions()
            start = time.perf_counter()
            action = seats[s].choose(view, legal)
            elapsed = time.perf_counter() - start
            if s in measured:
                timed.append(elapsed * 1000.0)
                if by_phase is not None:
                    by_phase.setdefault(view.phase, []).append(elapsed * 1000.0)
                count += 1
            match.apply(action)
    return timed


def measure_hint(game: str, players: int, decisions: int, seed: int = 1,
                 by_phase: dict[str, list[float]] | None = None) -> list[float]:
    """The table's hint, asked at seat 0's decisions (more than one move) through the table's
    ``HintDesk``, from the question asked to the hint shown, in milliseconds."""
    from game.ui.table.learning import HintDesk
    desk = HintDesk(game, seed, practice=True)
    timed: list[float] = []
    try:
        for k in range(100):
            if len(timed) >= decisions:
                break
            match = new_match(game, players, OPTIONS.get(game), seed=seed + k)
            seats = [make_seat(game, "debutant", s, seed=seed * 100 + s) for s in range(players)]
            while not match.match_over and len(timed) < decisions:
                s = match.to_act
                view = match.view(s)
                legal = match.legal_actions()
                if s == 0 and (len(legal) > 1 or isinstance(legal[0], EcartChoice)):
                    question = SimpleNamespace(seat=s, view=view, legal=legal)
                    start = time.perf_counter()
                    desk.ask(question, match.deal)
                    while desk.shown(question) is None:
                        time.sleep(0.002)
                    elapsed = (time.perf_counter() - start) * 1000.0
                    timed.append(elapsed)
                    if by_phase is not None:
                        by_phase.setdefault(view.phase, []).append(elapsed)
                    desk.drop()
                match.apply(seats[s].choose(view, legal))
    finally:
        desk.close()
    return timed


def _row(times: list[float]) -> dict[str, float]:
    return {"p50_ms": round(percentile(times, 0.50), 2), "p95_ms": round(percentile(times, 0.95), 2),
            "max_ms": round(times[-1] if times else 0.0, 2)}


def _phases(phases: dict[str, list[float]]) -> None:
    for phase, values in sorted(phases.items()):     # each kind of decision (standard error)
        values.sort()
        print(f"  {phase}: p50 {percentile(values, 0.5):.1f} / p95 {percentile(values, 0.95):.1f} / "
              f"max {values[-1]:.1f} ms over {len(values)}", file=sys.stderr, flush=True)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.ai", description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a run of under a minute")
    parser.add_argument("--games", type=GAMES, default=None, help="comma-separated games (default: all available)")
    parser.add_argument("--matches", type=positive_int, default=1, help="matches per game and level")
    parser.add_argument("--levels", type=list_of(lambda: LEVELS + (HINT,), "level"), default=None,
                        help="comma-separated levels, and hint (default: all)")
    parser.add_argument("--decisions", type=positive_int, default=None,
                        help="stop each match after this many measured decisions")
    args = parser.parse_args(argv)
    games = args.games or available_games()
    out = {}
    for game in games:
        out[game] = {}
        for level in args.levels or LEVELS + (HINT,):
            cap = QUICK_DECISIONS[level] if args.quick else args.decisions
            if level == HINT:
                out[game][HINT] = {}
                for players in game_module(game).PLAYERS:
                    t0 = time.perf_counter()
                    phases: dict[str, list[float]] = {}
                    times = sorted(measure_hint(game, players, cap or HINT_DECISIONS, by_phase=phases))
                    out[game][HINT][str(players)] = _row(times)
                    print(f"{game} hint at {players}: {_row(times)} over {len(times)} hints "
                          f"in {time.perf_counter() - t0:.0f} s", file=sys.stderr, flush=True)
                    _phases(phases)
                continue
            t0 = time.perf_counter()
            phases = {}
            times = sorted(measure(game, level, args.matches, cap, by_phase=phases))
            out[game][level] = _row(times)
            print(f"{game} {level}: {out[game][level]} over {len(times)} decisions "
                  f"in {time.perf_counter() - t0:.0f} s",
                  file=sys.stderr, flush=True)
            _phases(phases)
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
