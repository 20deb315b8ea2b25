"""Where two levels choose differently, and what the difference is worth on the true deal.

    python -m bench.agreement --game G --deals N [--candidate maitre] [--baseline expert]
                              [--rollouts 200] [--seed S] [--quick]

Deals are played by the baseline at every seat (``bench.strength``'s players, ``--fixed-steps``:
each search spends exactly its work, so the run is the same on any machine). At every decision with
more than one move, the candidate at that seat is asked too, from the same view. Where it chooses
otherwise, both moves are valued on the true deal as the cheater values a move (game/ai/cheater.py):
the mean over ``--rollouts`` playouts of the rest of the deal, the rule player's softmax for every
seat and the last tricks solved exactly. The baseline's move is then played, so the deal goes on as
the baseline plays it.

This says how often the candidate's extra work changes a choice, and by how much those choices are
better, which a duplicate match (``bench.strength``) measures only through whole deals and their
noise. The valuation is the cheater's, not the game's last word: a first-order estimate.

Prints one JSON object: {"game", "deals", "candidate", "baseline", "decisions", "differ",
"differ_rate", "gain_when_differ": {"mean", "ci95"}, "better", "worse", "per_seat_deal": {"mean",
"ci95"}}; ``per_seat_deal`` sums the gains of a deal's choices over its seats, divided by the seats:
what the candidate's choices would add for one seat in a deal, to first order.
"""
from __future__ import annotations

import argparse
import copy
import json
import random
import sys
import time
from typing import Any

from game.ai import brain_for
from game.ai.cheater import ROLLOUT_TEMPERATURE
from game.ai.search import evaluate
from game.engine import new_match

from . import GAME, positive_float, positive_int
from .strength import OPTIONS, PLAYERS, bootstrap, level_spec, make_player

SAME = 0.005        # gains closer to zero than this count as neither better nor worse


def true_value(brain: Any, match: Any, action: Any, seat: int, rollouts: int, rng: random.Random) -> float:
    """The cheater's value of ``action`` for ``seat`` in the true ``match``: the mean over
    ``rollouts`` playouts (a talon's stir to come varies as in its search)."""
    total = 0.0
    for _ in range(rollouts):
        world = match.clone()
        world.reseed(rng.getrandbits(32))
        total += evaluate(brain, world, action, seat, rng.getrandbits(32), True)[0]
    return total / rollouts


def compare(game: str, candidate: str, baseline: str, deals: int, seed: int, rollouts: int,
            budget_ms: float | None) -> tuple[list[dict[str, Any]], int]:
    """Every decision with more than one move of ``deals`` baseline-played deals: its deal, whether
    the candidate chose otherwise and the gain of its choice on the true deal."""
    players = PLAYERS.get(game, 4)
    brain = copy.copy(brain_for(game))
    brain.ROLLOUT_TEMPERATURE = ROLLOUT_TEMPERATURE
    rng = random.Random(seed)
    rows: list[dict[str, Any]] = []
    start = time.perf_counter()
    for d in range(deals):
        deal_seed = seed + d
        match = new_match(game, players, OPTIONS.get(game), seed=deal_seed, dealer=deal_seed % players)
        if hasattr(match, "stop_after_deal"):
            match.stop_after_deal = True
        seeds = [deal_seed * 10 + s for s in range(players)]
        base = [make_player(game, baseline, s, seeds[s], budget_ms, True) for s in range(players)]
        cand = [make_player(game, candidate, s, seeds[s], budget_ms, True) for s in range(players)]
        deal = match.deal
        while not match.match_over and match.deal == deal and match.phase != "deal_over":
            seat = match.to_act
            legal = match.legal_actions()
            view = match.view(seat)
            chosen = base[seat].choose(view, legal)
            if sum(a.ways() for a in legal) > 1:
                other = cand[seat].choose(view, legal)
                gain = None
                if other != chosen:
                    gain = (true_value(brain, match, other, seat, rollouts, rng)
                            - true_value(brain, match, chosen, seat, rollouts, rng))
                rows.append({"deal": deal_seed, "differ": other != chosen, "gain": gain})
            match.apply(chosen)
        mine = [r for r in rows if r["deal"] == deal_seed]
        print(f"{candidate} vs {baseline}, deal {d + 1}/{deals}: {len(mine)} decisions, "
              f"{sum(r['differ'] for r in mine)} differ  ({time.perf_counter() - start:.0f} s)",
              file=sys.stderr, flush=True)
    return rows, players


def summary(rows: list[dict[str, Any]], deals: list[int], players: int) -> dict[str, Any]:
    gains = [r["gain"] for r in rows if r["differ"]]
    per_deal = {d: 0.0 for d in deals}
    for r in rows:
        if r["differ"]:
            per_deal[r["deal"]] += r["gain"]
    per_seat = [per_deal[d] / players for d in deals]

    def mean_ci(values: list[float]) -> dict[str, Any]:
        if not values:
            return {"mean": None, "ci95": None}
        lo, hi = bootstrap(values)
        return {"mean": round(sum(values) / len(values), 4), "ci95": [round(lo, 4), round(hi, 4)]}
    return {"decisions": len(rows), "differ": len(gains),
            "differ_rate": round(len(gains) / len(rows), 4) if rows else None,
            "gain_when_differ": mean_ci(gains),
            "better": sum(g > SAME for g in gains), "worse": sum(g < -SAME for g in gains),
            "per_seat_deal": mean_ci(per_seat)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.agreement", description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, type=GAME)
    parser.add_argument("--deals", type=positive_int, default=40)
    parser.add_argument("--candidate", type=level_spec, default="maitre")
    parser.add_argument("--baseline", type=level_spec, default="expert")
    parser.add_argument("--rollouts", type=positive_int, default=200,
                        help="playouts valuing each move on the true deal")
    parser.add_argument("--seed", type=int, default=30000)
    parser.add_argument("--budget-ms", type=positive_float, default=None, help="search budget of every searcher")
    parser.add_argument("--quick", action="store_true", help="a run of under a minute")
    args = parser.parse_args(argv)
    deals, rollouts, budget = args.deals, args.rollouts, args.budget_ms
    if args.quick:
        deals, rollouts, budget = min(deals, 2), min(rollouts, 8), budget or 5.0
    rows, players = compare(args.game, args.candidate, args.baseline, deals, args.seed, rollouts, budget)
    print(json.dumps({"game": args.game, "deals": deals, "candidate": args.candidate, "baseline": args.baseline,
                      **summary(rows, [args.seed + d for d in range(deals)], players)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
