"""Autosave cost per action (design §7: ≤ 5 ms). Prints one JSON object.

Plays random matches of every available game with the autosave on, in a temporary folder on the
same disk as the person's files would be (the user state folder's file system), and times
``record.add`` (which appends and flushes the action; the fsync follows in a background thread).
Also times the start of an autosave and a named save of a whole match (once per match, not per
action).
"""
from __future__ import annotations

import argparse
import json
import random
import shutil
import sys
import tempfile
import time

from game.engine import available_games, game_module
from game.store import MatchRecord, Paths, Store

from . import positive_int


def percentile(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="one match per game")
    parser.add_argument("--matches", type=positive_int, default=5)
    parser.add_argument("--dir", default=None, help="folder to write in (default: a temporary one)")
    args = parser.parse_args(argv)
    matches = 1 if args.quick else args.matches
    root = tempfile.mkdtemp(prefix="tapisvert-bench-", dir=args.dir)
    try:
        store = Store(Paths.under(root))
        adds, saves, starts = [], [], []
        for game in available_games():
            players = sorted(game_module(game).PLAYERS)[0]
            for seed in range(matches):
                seats = [{"name": "Anne", "kind": "person", "level": None}] + [
                    {"name": "Ordi", "kind": "computer", "level": "amateur"}] * (players - 1)
                record = MatchRecord.new(game, players, {}, seed, 0, seats)
                match = record.start()
                t = time.perf_counter()
                store.autosave_start(record)
                starts.append((time.perf_counter() - t) * 1000)
                rng = random.Random(seed)
                while not match.match_over:
                    action = rng.choice(match.legal_actions()).to_json()
                    seat = match.to_act
                    match.apply_json(seat, action)
                    t = time.perf_counter()
                    record.add(seat, action)
                    adds.append((time.perf_counter() - t) * 1000)
                t = time.perf_counter()
                store.save_match(record, f"{game} {seed}", match)
                saves.append((time.perf_counter() - t) * 1000)
                store.autosave_end()
                print(f"{game} seed {seed}: {len(record.actions)} actions", file=sys.stderr)
        out = {"autosave_ms": {"p50": round(percentile(adds, 0.5), 3), "p95": round(percentile(adds, 0.95), 3),
                               "p99": round(percentile(adds, 0.99), 3), "max": round(max(adds), 3)},
               "actions": len(adds),
               "actions_over_budget": sum(1 for t in adds if t > 5),
               "autosave_start_ms_max": round(max(starts), 3),
               "named_save_ms_max": round(max(saves), 3),
               "budget_ms": 5}
    finally:
        shutil.rmtree(root, ignore_errors=True)
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
