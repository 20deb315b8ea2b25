"""The deal review on the command line (issue "The learning table").

    python -m game.review FILE [--seat S]

FILE is a scenario in the runner's input format (engine contract §5). For each deal that the actions
play to its end, every decision of seat S (default 0) that had at least two legal actions, with what it
cost S over the rest of that deal against the best choice, every card known (game/ai/review.py says
how). Prints one JSON document; exit 0, 2 for a malformed input (message on standard error), 3 when an
action is rejected (the rejected action's index and the rule on standard error).
"""
from __future__ import annotations

import sys

from game.ai.review import Rejected, review
from game.engine import action_from_json
from game.scenario import ArgumentParser, OptionError, ScenarioError, play, print_json, refused, rejected


def main(argv: list[str] | None = None) -> int:
    parser = ArgumentParser("python -m game.review")
    parser.add_argument("--seat", type=int, default=0)
    try:
        args, match, actions = parser.scenario(argv)
        if not 0 <= args.seat < match.players:
            raise OptionError(f"--seat must be a seat from 0 to {match.players - 1}")
    except ScenarioError as exc:
        return refused(exc)
    # Each action checked as the runner checks it (the contract's order: the turn before the fields).
    error = play(match.clone(), actions)[1]
    if error is not None:
        return rejected(error)
    moves = [(i, action_from_json(data)) for i, data in enumerate(actions)]
    try:
        deals = review(match, [(i, a, actions[i]["seat"]) for i, a in moves], args.seat)
    except Rejected as exc:
        print(str(exc), file=sys.stderr)
        return 3
    print_json({"seat": args.seat, "deals": deals})
    return 0


if __name__ == "__main__":
    sys.exit(main())
