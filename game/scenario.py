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


class ScenarioError(Exception):
    """The scenario itself cannot be run (exit 2)."""


class ArgumentParser(argparse.ArgumentParser):
    """The arguments of a command that reads a scenario (``game.review``, ``game.hint``): a wrong one
    is a malformed input, exit 2, like a bad scenario."""

    def error(self, message: str) -> NoReturn:
        raise ScenarioError(message)


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


def run(doc: dict) -> tuple[dict, int]:
    """Play a scenario; returns (output document, exit code). Raises ScenarioError for exit 2."""
    match, actions = build(doc)
    applied = 0
    error = None
    for i, action in enumerate(actions):
        try:
            match.apply_json(action["seat"], action)
        except RuleError as exc:
            error = {"index": i, "code": exc.code, "message": exc.message}
            break
        applied += 1
    out = {"applied": applied, "error": error, "state": match.state_json()}
    return out, (3 if error else 0)


def read(path: str) -> dict:
    """The scenario document in file ``path`` (``-``: standard input); ScenarioError when it cannot be
    read or is not a scenario document."""
    try:
        if path == "-":
            text = sys.stdin.buffer.read()
        else:
            with open(path, "rb") as f:
                text = f.read()
    except OSError as exc:
        raise ScenarioError(f"cannot read the scenario: {exc}") from None
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
        print(f"malformed scenario: {exc}", file=sys.stderr)
        return 2
    print_json(out)
    return code


if __name__ == "__main__":
    sys.exit(main())
