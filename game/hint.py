"""The hint on the command line (issue "The learning table").

    python -m game.hint FILE [--seed N] [--lang fr|en]

FILE is a scenario in the runner's input format (engine contract §5). After its actions, the choice the
strongest computer seat makes for the seat to act, from that seat's view alone, with one line of reason
in the player's language. Prints one JSON document; exit 0, 2 for a malformed input (message on standard
error), 3 when an action is rejected.
"""
from __future__ import annotations

import sys

from game.ai.hint import advise
from game.scenario import ArgumentParser, ScenarioError, play, print_json, refused, rejected
from game.ui.hints import reason


def main(argv: list[str] | None = None) -> int:
    parser = ArgumentParser("python -m game.hint")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--lang", choices=("fr", "en"), default="fr")
    try:
        args, match, actions = parser.scenario(argv)
    except ScenarioError as exc:
        return refused(exc)
    error = play(match, actions)[1]
    if error is not None:
        return rejected(error)
    if match.match_over or match.to_act is None:
        return refused(ScenarioError("the match is over, nobody is to act"))
    seat = match.to_act
    advice = advise(match.game, match.view(seat), match.legal_actions(), seat, args.seed)
    print_json({"seat": seat, "action": advice.action.to_json(), "reason": reason(advice, args.lang)})
    return 0


if __name__ == "__main__":
    sys.exit(main())
