"""The benchmarks (engine contract §8): each prints one JSON object on standard output.

Their command lines share the argument types below, so that a bad value is refused by argparse in
one line (exit 2), never with a traceback, nor measured over nothing (no deal, no second, no
decision) and printed as if it were a figure."""
from __future__ import annotations

import argparse
from collections.abc import Callable, Iterable


def positive_int(text: str) -> int:
    """A whole number of at least 1 (deals, matches, decisions, runs)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected at least 1, got {value}")
    return value


def positive_float(text: str) -> float:
    """A number above 0 (seconds, minutes, milliseconds)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number, got {text!r}") from None
    if not value > 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"expected a number above 0, got {text}")
    return value


def one_of(known: Callable[[], Iterable[str]], what: str) -> Callable[[str], str]:
    """A name among ``known()`` (a game this machine can play, a level)."""
    def check(text: str) -> str:
        names = list(known())
        if text not in names:
            raise argparse.ArgumentTypeError(f"unknown {what} {text!r}; {what}s: {', '.join(names)}")
        return text
    return check


def list_of(known: Callable[[], Iterable[str]], what: str) -> Callable[[str], list[str]]:
    """Comma-separated names, each among ``known()``."""
    one = one_of(known, what)
    return lambda text: [one(name.strip()) for name in text.split(",")]


def game_names() -> list[str]:
    from game.engine import available_games
    return available_games()


GAME = one_of(game_names, "game")
GAMES = list_of(game_names, "game")
