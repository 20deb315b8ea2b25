"""Engine speed: random decisions through the public API, and the playouts the computer seats run.

    python -m bench.engine [--quick] [--seconds S] [--repeat N] [--game NAME ...]

Prints one JSON object: {"<game>": {"players": n, "decisions_per_s": x, "playouts_per_s": y}, ...}.
Progress goes to standard error. ``decisions_per_s``: random legal actions through
``legal_actions`` + ``apply`` (budget, design §7, one core: ≥ 300,000 for Polignac and Double King).
``playouts_per_s``: deals finished from their start by the search's own rollout
(:func:`game.ai.search.rollout`: the game's fast policy through ``apply``), the path the Amateur
and Expert seats spend their time on.

On a machine shared with other work, ``--repeat N`` measures each figure N times and keeps the
best: other processes only ever slow a run down.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time

from game.ai import brain_for
from game.ai.search import rollout
from game.engine import available_games, new_match
from game.engine.actions import Ecart, EcartChoice

from . import GAME, positive_float, positive_int

PLAYERS = {"polignac": 4, "double_king": 4, "guinguette": 4}


def _fix(action, rng):
    if isinstance(action, EcartChoice):
        return Ecart(rng.sample(list(action.choosable), action.count))
    return action


def decisions_per_second(game: str, players: int, seconds: float) -> float:
    rng = random.Random(1)
    done = 0
    seed = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        m = new_match(game, players, seed=seed)
        seed += 1
        while not m.match_over:
            for _ in range(200):
                if m.match_over:
                    break
                m.apply(_fix(rng.choice(m.legal_actions()), rng))
                done += 1
            if time.perf_counter() >= deadline:
                break
    return done / (time.perf_counter() - start)


def playouts_per_second(game: str, players: int, seconds: float) -> float:
    brain = brain_for(game)
    rng = random.Random(2)
    starts = [new_match(game, players, seed=s) for s in range(50)]
    done = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        for m in starts:
            rollout(brain, m.clone(), rng)
        done += len(starts)
    return done / (time.perf_counter() - start)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a short run (about 10 s)")
    parser.add_argument("--seconds", type=positive_float, default=None, help="seconds per measure")
    parser.add_argument("--repeat", type=positive_int, default=1, help="measures of each figure; the best is kept")
    parser.add_argument("--game", action="append", type=GAME, default=None,
                        help="measure only this game (may be given more than once)")
    args = parser.parse_args(argv)
    seconds = args.seconds or (1.0 if args.quick else 5.0)
    repeat = args.repeat
    games = available_games()
    if args.game:
        games = [g for g in games if g in args.game]
    out = {}
    for game in games:
        players = PLAYERS.get(game, 4)
        print(f"{game}: decisions ...", file=sys.stderr)
        d = max(decisions_per_second(game, players, seconds) for _ in range(repeat))
        print(f"{game}: playouts ...", file=sys.stderr)
        p = max(playouts_per_second(game, players, seconds) for _ in range(repeat))
        out[game] = {"players": players, "decisions_per_s": round(d), "playouts_per_s": round(p)}
    json.dump(out, sys.stdout)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
