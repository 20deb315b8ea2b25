"""The JSON scenario runner (engine contract §5).

    python -m game.scenario FILE      (or - for standard input)

Prints one JSON document: how many actions were applied, the first rejection if any, and the
state. Exit 0 when every action applied, 3 when one was rejected, 2 when the scenario is malformed.
The runner holds no rules of its own: it drives the same engine objects as the application.
"""
from __future__ import annotations

import argparse
import json
import sys
from typing import NoReturn

from game.engine import Match, RuleError, new_match

MAX_BYTES = 5 * 1024 * 1024     # a scenario is a few kilobytes: a larger input is none (read no further)


class ScenarioError(Exception):
    """The scenario itself cannot be run (exit 2)."""

    label = "malformed scenario"


class OptionError(ScenarioError):
    """An option of the command line is not one it takes (exit 2, like a bad scenario)."""

    label = "option error"


class ArgumentParser(argparse.ArgumentParser):
    """The arguments of a command that reads a scenario (``game.review``, ``game.hint``): the scenario's
    FILE (``-`` for standard input), then the command's own options; a wrong one exits 2, like a bad
    scenario, said as an option error with the command's usage."""

    def __init__(self, prog: str) -> None:
        super().__init__(prog=prog, add_help=False)
        self.add_argument("file")

    def error(self, message: str) -> NoReturn:
        raise OptionError(f"{message}\n{self.format_usage().rstrip()}")

    def scenario(self, argv: list[str] | None) -> tuple[argparse.Namespace, Match, list[dict]]:
        """The command line ``argv`` (None: this process's) read, then the scenario its FILE holds:
        the arguments, the match it sets up and its actions. ScenarioError (exit 2) for an option
        the command does not take or a scenario that cannot be set up."""
        args = self.parse_args(sys.argv[1:] if argv is None else argv)
        match, actions = build(read(args.file))
        return args, match, actions


def refused(exc: ScenarioError) -> int:
    """Say why the input cannot be run (on standard error, labelled by its kind); the exit code, 2."""
    print(f"{exc.label}: {exc}", file=sys.stderr)
    return 2


def load(text: str | bytes) -> dict:
    """The scenario document of ``text`` (bytes must be UTF-8); ScenarioError when it is not one."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise ScenarioError(f"not UTF-8 text (byte {exc.start})") from None
    try:
        doc = json.loads(text)
    except ValueError as exc:
        raise ScenarioError(f"not valid JSON: {exc}") from None
    except RecursionError:
        raise ScenarioError("not valid JSON: nested too deeply") from None
    if not isinstance(doc, dict):
        raise ScenarioError("a scenario is a JSON object")
    return doc


def build(doc: dict) -> tuple[Match, list[dict]]:
    """The match a scenario sets up and its actions, each checked to carry a seat; ScenarioError
    (exit 2) when the scenario cannot be set up."""
    for key in ("game", "players"):
        if key not in doc:
            raise ScenarioError(f"missing key {key!r}")
    seed = doc.get("seed", 0)
    if type(seed) is not int:
        raise ScenarioError("'seed' must be a whole number")
    actions = doc.get("actions", [])
    if not isinstance(actions, list):
        raise ScenarioError("'actions' must be a list")
    deals = doc.get("deals")
    if deals is not None and not isinstance(deals, list):
        raise ScenarioError("'deals' must be a list")
    try:
        match = new_match(doc["game"], players=doc["players"], options=doc.get("options"), seed=seed,
                          dealer=doc.get("dealer", 0), deals=deals)
    except RuleError as exc:
        raise ScenarioError(exc.message if exc.code != "bad_option" else f"bad_option: {exc.message}") from None
    players = match.players
    for i, action in enumerate(actions):
        if not isinstance(action, dict):
            raise ScenarioError(f"action {i} is not an object")
        seat = action.get("seat")
        if type(seat) is not int or not 0 <= seat < players:
            raise ScenarioError(f"action {i} has no valid 'seat' (0 to {players - 1})")
    return match, actions


def play(match: Match, actions: list[dict]) -> tuple[int, dict | None]:
    """Apply ``actions`` (build's) to ``match`` through the engine, which checks each in the contract's
    order (§9: the turn before the fields); returns (how many applied, the first rejection as
    {"index", "code", "message"} or None). The one replay of the commands that read a scenario."""
    for i, action in enumerate(actions):
        try:
            match.apply_json(action["seat"], action)
        except RuleError as exc:
            return i, {"index": i, "code": exc.code, "message": exc.message}
    return len(actions), None


def rejected(error: dict) -> int:
    """Say which action was rejected and why (on standard error); the exit code, 3."""
    print(f"action {error['index']} rejected: {error['code']}: {error['message']}", file=sys.stderr)
    return 3


def run(doc: dict) -> tuple[dict, int]:
    """Play a scenario; returns (output document, exit code). Raises ScenarioError for exit 2."""
    match, actions = build(doc)
    applied, error = play(match, actions)
    out = {"applied": applied, "error": error, "state": match.state_json()}
    return out, (3 if error else 0)


def read(path: str) -> dict:
    """The scenario document in file ``path`` (``-``: standard input), read no further than
    MAX_BYTES; ScenarioError when it cannot be read, is larger, or is not a scenario document."""
    try:
        if path == "-":
            text = sys.stdin.buffer.read(MAX_BYTES + 1)
        else:
            with open(path, "rb") as f:
                text = f.read(MAX_BYTES + 1)
    except OSError as exc:
        raise ScenarioError(f"cannot read the scenario: {exc}") from None
    if len(text) > MAX_BYTES:
        raise ScenarioError(f"more than {MAX_BYTES // (1024 * 1024)} MB: no scenario is that large")
    return load(text)


def print_json(doc: dict) -> None:
    json.dump(doc, sys.stdout, ensure_ascii=False)
    sys.stdout.write("\n")


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        print("usage: python -m game.scenario FILE   (or - for standard input)", file=sys.stderr)
        return 2
    try:
        out, code = run(read(argv[0]))
    except ScenarioError as exc:
        return refused(exc)
    print_json(out)
    return code


if __name__ == "__main__":
    sys.exit(main())
