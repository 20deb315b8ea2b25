"""Playing strength by duplicate deals.

    python -m bench.strength --game G --deals N [--quick] [--candidate expert] [--baseline debutant]
                             [--fixed-steps] [--no-cheater]

A level is ``debutant``, ``amateur``, ``expert``, ``policy`` (the rule player alone: its best rule
score, every trick remembered), ``cheater`` or ``cheater_play`` (the cheater seeing the hands only
once the cards are played: before, in the words, bets, contracts and écarts, it is the Expert); a
searching level may carry settings of the game's
brain after a colon, ``expert:CONTRACT_BUDGET=1,SOLVE_CARDS=8``, so that a change is measured
against the Expert without it (candidate vs baseline on the same deals), and its own work budget
(``maitre:budget_ms=450``; ``--budget-ms`` sets every other searcher's).

``--fixed-steps`` makes every search spend exactly its work budget in engine steps, with no time
limit and in one process (the Expert's two processes' worth of work in one), so that the results do
not depend on the machine's load: the way to compare two versions on a shared machine.

Every deal is played from the same cards (the same match seed) several times: once with the
baseline at every seat, then with the candidate at each seat in turn (the baseline elsewhere), then
with a *cheater* at each seat in turn (game/ai/cheater.py): the Expert's search with the true deal
as its only world, the Expert's whole work (both processes' worth) in one process, exact solving of
the last tricks, and softmax rollouts in place of sampled worlds. Every seat keeps the same seed in
every replay (shared random streams), so the deals differ
only by who sits where. For each seat-deal the candidate's result is compared with the baseline's
result at that seat in the all-baseline replay. Results are the seat's deal points as the searches
value them: Polignac minus the penalty points taken (and 10 for losing the match), Double King
the points relative to the table's average, Guinguette the counters won or lost.

Prints one JSON object (contract §8): {"game", "deals", "candidate", "baseline", "mean_diff",
"ci95", "cheater_gap_closed"}: mean_diff > 0 means the candidate did better; ci95 is a bootstrap
interval over deals; cheater_gap_closed = mean_diff / (the cheater's mean difference). Progress and
details go to standard error. ``--ladder`` runs several comparisons on the same deals instead (by
default Expert − Débutant, Expert − Amateur, Maître − Expert and the cheater − Expert) and prints
{"game", "deals", "comparisons": {"expert-debutant": {"mean_diff", "ci95"}, ...}}.
"""
from __future__ import annotations

import argparse
import ast
import json
import random
import sys
import time
from typing import Any

from game.ai import LEVELS, brain_for, make_seat
from game.ai.cheater import Cheater
from game.ai.seats import BUDGET_MS, MAX_CANDIDATES, TIME_CAP_FACTOR, ComputerSeat
from game.engine import new_match

from . import GAME, positive_float, positive_int

PLAYERS = {"polignac": 4, "double_king": 4, "guinguette": 4}
OPTIONS = {"guinguette": {"tierce_suits": "any"}}
LAST_DEAL_OPTIONS = {"match_length": 1}     # --last-deal: a match of one tour (Guinguette)


def cheater_seat(game: str, seat: int, seed: int, budget_ms: float, fixed: bool = False,
                 stand_in: ComputerSeat | None = None) -> Cheater:
    """A cheater with the work of the Expert's two processes together, and their time cap (with a
    ``stand_in`` seat, blind until the cards are played)."""
    steps = 2 * int(budget_ms * brain_for(game).STEPS_PER_MS)
    cap_s = FIXED_CAP_MS / 1000.0 if fixed else 2 * budget_ms * TIME_CAP_FACTOR["expert"] / 1000.0
    return Cheater(game, seat, seed, steps, cap_s, MAX_CANDIDATES["expert"], stand_in=stand_in)


FIXED_CAP_MS = 1e7          # --fixed-steps: a time limit never reached
PROCESSES = {"expert": 2, "maitre": 2}    # --fixed-steps: the processes whose work one search does alone


def parse_level(spec: str) -> tuple[str, dict[str, Any]]:
    """``expert:NAME=VALUE,...`` -> ("expert", {NAME: VALUE}) (values read as Python literals)."""
    level, _, rest = spec.partition(":")
    overrides: dict[str, Any] = {}
    for item in filter(None, rest.split(",")):
        name, _, value = item.partition("=")
        overrides[name.strip()] = ast.literal_eval(value.strip())
    return level, overrides


PLAYER_LEVELS = (*LEVELS, "policy", "cheater", "cheater_play")


def level_spec(text: str) -> str:
    """A level for the command line: one of PLAYER_LEVELS, with its settings after a colon."""
    try:
        level, _ = parse_level(text)
    except (ValueError, SyntaxError):
        raise argparse.ArgumentTypeError(
            f"bad settings in {text!r}: NAME=VALUE after the colon, each value a Python literal") from None
    if level not in PLAYER_LEVELS:
        raise argparse.ArgumentTypeError(f"unknown level {level!r}; levels: {', '.join(PLAYER_LEVELS)}")
    return text


def ladder_pairs(text: str) -> str:
    """--ladder's comparisons: CANDIDATE-BASELINE pairs, comma-separated."""
    for pair in text.split(","):
        candidate, dash, baseline = pair.partition("-")
        if not dash:
            raise argparse.ArgumentTypeError(f"expected CANDIDATE-BASELINE, got {pair!r}")
        level_spec(candidate)
        level_spec(baseline)
    return text


def make_player(game: str, spec: str, seat: int, seed: int, budget_ms: float | None, fixed: bool) -> Any:
    level, overrides = parse_level(spec)
    if level == "cheater":
        return cheater_seat(game, seat, seed, budget_ms or BUDGET_MS["expert"], fixed)
    if level == "cheater_play":
        return cheater_seat(game, seat, seed, budget_ms or BUDGET_MS["expert"], fixed,
                            stand_in=make_player(game, "expert", seat, seed, budget_ms, fixed))
    tuning: dict[str, Any] = {}
    if level == "policy":
        level = "debutant"
        tuning.update(temperature=0.0, tricks_remembered=None)
    elif level != "debutant":
        budget = overrides.pop("budget_ms", None) or budget_ms or BUDGET_MS[level]
        if fixed:
            tuning.update(budget_ms=budget * PROCESSES.get(level, 1), cap_ms=FIXED_CAP_MS, parallel=False)
        elif budget != BUDGET_MS[level]:
            tuning["budget_ms"] = budget
    if overrides:           # a variant of the brain, at every level (the Débutant's and the policy's rules too)
        tuning["brain_overrides"] = overrides
    return make_seat(game, level, seat, seed, **tuning)


def play_deal(game: str, deal_seed: int, levels: list, seat_seeds: list, budget_ms: float | None,
              fixed: bool = False, later: int = 0, last: bool = False) -> list:
    """Play one deal of a match seeded ``deal_seed``; returns every seat's result. The first deal,
    or with ``later`` the deal after ``deal_seed % later`` deals played by the rule player at every
    seat (the same in every replay), so that a Double King dealer also chooses late in a round;
    with ``last`` (Guinguette), the last deal of a match of one tour, the deals before it played
    by the rule player (the match ends with the deal measured: the baskets are shared)."""
    players = len(levels)
    brain = brain_for(game)
    options = dict(OPTIONS.get(game) or {}, **LAST_DEAL_OPTIONS) if last else OPTIONS.get(game)
    match = new_match(game, players, options, seed=deal_seed, dealer=deal_seed % players)
    if later or last:
        rng = random.Random(deal_seed)
        first = match.deal
        until = match.deals_total if last else first + deal_seed % later
        while not match.match_over and match.deal < until:
            match.apply(brain.fast_action(match, rng))
    seats = [make_player(game, level, s, seat_seeds[s], budget_ms, fixed) for s, level in enumerate(levels)]
    if hasattr(match, "stop_after_deal"):
        match.stop_after_deal = True
    snap = brain.snapshot(match)
    deal = match.deal
    while not match.match_over and match.deal == deal and match.phase != "deal_over":
        s = match.to_act
        if isinstance(seats[s], Cheater):
            seats[s].match = match
        match.apply(seats[s].choose(match.view(s), match.legal_actions()))
    if last:            # the match ends with this deal: scored as the rules pay it, the baskets shared
        return brain_for(game, {"SHARE_AT_END": True}).outcome(snap, match)
    return brain.outcome(snap, match)


def relative(results: list[float]) -> list[float]:
    """Each seat's result less the table's mean: in Guinguette, what the deal left in the baskets
    counted as every seat's equal share of it (it is played for later and shared at the end)."""
    mean = sum(results) / len(results)
    return [r - mean for r in results]


def bootstrap(values: list, rounds: int = 2000, seed: int = 7) -> tuple[float, float]:
    rng = random.Random(seed)
    n = len(values)
    means = []
    for _ in range(rounds):
        means.append(sum(values[rng.randrange(n)] for _ in range(n)) / n)
    means.sort()
    return means[int(0.025 * rounds)], means[int(0.975 * rounds) - 1]


def duplicate(game: str, candidate: str, baseline: str, deals: int, seed: int, budget: float | None,
              fixed: bool, later: int, last: bool = False, cheater: bool = False, field: str | None = None,
              table_mean: list[float] | None = None) -> tuple[list[float], list[float]]:
    """Per deal, the candidate's mean difference per seat from the baseline (and the cheater's, when
    asked), each seat-deal compared with the all-baseline replay of the same cards; with a ``field``,
    the candidate and the baseline each sit at the seat among players of the field. With a
    ``table_mean`` list, the candidate's difference per deal with every result taken relative to
    its table's mean is appended to it too."""
    players = PLAYERS.get(game, 4)
    per_deal_cand: list[float] = []
    per_deal_cheat: list[float] = []
    start = time.perf_counter()
    for d in range(deals):
        deal_seed = seed + d
        seeds = [deal_seed * 10 + s for s in range(players)]
        if field is None:
            tables = [play_deal(game, deal_seed, [baseline] * players, seeds, budget, fixed, later, last)] * players
        else:
            tables = [play_deal(game, deal_seed, [baseline if s == r else field for s in range(players)], seeds,
                                budget, fixed, later, last) for r in range(players)]
        base = [tables[r][r] for r in range(players)]
        cand, cheat, cand_rel = [], [], []
        for r in range(players):
            levels = [baseline if field is None else field] * players
            levels[r] = candidate
            table = play_deal(game, deal_seed, levels, seeds, budget, fixed, later, last)
            cand.append(table[r] - base[r])
            cand_rel.append(relative(table)[r] - relative(tables[r])[r])
            if cheater:
                levels[r] = "cheater"
                cheat.append(play_deal(game, deal_seed, levels, seeds, budget, fixed, later, last)[r] - base[r])
        per_deal_cand.append(sum(cand) / players)
        if table_mean is not None:
            table_mean.append(sum(cand_rel) / players)
        if cheat:
            per_deal_cheat.append(sum(cheat) / players)
        print(f"{candidate} vs {baseline}, deal {d + 1}/{deals}: {per_deal_cand[-1]:+.2f}"
              + (f" cheater {per_deal_cheat[-1]:+.2f}" if cheat else "")
              + f"  ({time.perf_counter() - start:.0f} s)", file=sys.stderr, flush=True)
    return per_deal_cand, per_deal_cheat


def summary(values: list[float]) -> dict[str, Any]:
    lo, hi = bootstrap(values)
    return {"mean_diff": round(sum(values) / len(values), 4), "ci95": [round(lo, 4), round(hi, 4)]}


LADDER = ("expert-debutant", "expert-amateur", "maitre-expert", "cheater-expert")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.strength", description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, type=GAME)
    parser.add_argument("--deals", type=positive_int, default=40)
    parser.add_argument("--quick", action="store_true", help="a run of under a minute")
    parser.add_argument("--candidate", type=level_spec, default="expert")
    parser.add_argument("--baseline", type=level_spec, default="debutant")
    parser.add_argument("--budget-ms", type=positive_float, default=None, help="search budget of every searcher")
    parser.add_argument("--no-cheater", action="store_true", help="skip the cheater's replays")
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--later-deals", type=int, default=0, metavar="N",
                        help="measure the deal after seed %% N deals of the rule player (Double King: 20)")
    parser.add_argument("--last-deal", action="store_true",
                        help="Guinguette: measure the last deal of a match of one tour (its baskets shared)")
    parser.add_argument("--fixed-steps", action="store_true",
                        help="searches spend exactly their work budget (no time limit, one process)")
    parser.add_argument("--field", type=level_spec, default=None, metavar="LEVEL",
                        help="the other seats' level (default: the baseline's): candidate and baseline "
                             "are each measured at the seat among these players")
    parser.add_argument("--relative", action="store_true",
                        help="also the candidate's difference with each result taken relative to its "
                             "table's mean (Guinguette: what stays in the baskets counted as shared)")
    parser.add_argument("--ladder", nargs="?", type=ladder_pairs, const=",".join(LADDER), default=None,
                        metavar="PAIRS",
                        help="several comparisons on the same deals (default: " + ",".join(LADDER)
                        + "); prints {game, deals, comparisons: {pair: {mean_diff, ci95}}}")
    args = parser.parse_args(argv)
    game = args.game
    if args.last_deal and game != "guinguette":
        parser.error("--last-deal: only Guinguette's matches end by a number of deals")
    deals = args.deals
    budget = args.budget_ms
    if args.quick:
        deals = min(deals, 4)
        budget = budget or 40.0
    common = (deals, args.seed, budget, args.fixed_steps, args.later_deals, args.last_deal)
    if args.ladder:
        comparisons = {}
        for pair in args.ladder.split(","):
            candidate, _, baseline = pair.partition("-")
            comparisons[pair] = summary(duplicate(game, candidate, baseline, *common)[0])
            print(f"{pair}: {comparisons[pair]}", file=sys.stderr, flush=True)
        print(json.dumps({"game": game, "deals": deals, "comparisons": comparisons}))
        return 0
    table_mean: list[float] | None = [] if args.relative else None
    per_deal_cand, per_deal_cheat = duplicate(game, args.candidate, args.baseline, *common,
                                              cheater=not args.no_cheater, field=args.field,
                                              table_mean=table_mean)
    result = summary(per_deal_cand)
    extra: dict[str, Any] = {"field": args.field} if args.field else {}
    if table_mean:
        extra["relative"] = summary(table_mean)
        print(f"relative to the table's mean: {extra['relative']}", file=sys.stderr)
    gap = None
    if per_deal_cheat:
        cheat = summary(per_deal_cheat)
        print(f"cheater mean_diff {cheat['mean_diff']:+.3f} ci95 {cheat['ci95']}", file=sys.stderr)
        gap = round(result["mean_diff"] / cheat["mean_diff"], 3) if cheat["mean_diff"] > 0 else None
    print(json.dumps({"game": game, "deals": deals, "candidate": args.candidate, "baseline": args.baseline,
                      **result, "cheater_gap_closed": gap, **extra}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
