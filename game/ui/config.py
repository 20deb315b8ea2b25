"""MatchConfig: what the setup scene chose, what the table scene starts from.

A seat is a dict ``{"name", "kind": "person"|"computer", "level": "debutant"|"amateur"|"expert"}``;
seat 0 is the person in front of the screen.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

LEVELS = ("debutant", "amateur", "expert")
DEFAULT_LEVEL = "amateur"


@dataclass
class MatchConfig:
    """A match to start: the engine's game name, player count, options (engine option names,
    "preset" included), the seats, the seed of the deals and the first dealer."""

    game: str
    players: int
    options: dict = field(default_factory=dict)
    seats: list = field(default_factory=list)
    seed: int = 0
    dealer: int = 0

    def __post_init__(self) -> None:
        if not self.seats:
            self.seats = default_seats(self.players)

    def to_json(self) -> dict:
        return {"game": self.game, "players": self.players, "options": dict(self.options),
                "seats": [dict(s) for s in self.seats], "seed": self.seed, "dealer": self.dealer}

    @classmethod
    def from_json(cls, data: dict) -> "MatchConfig":
        return cls(game=data["game"], players=int(data["players"]),
                   options=dict(data.get("options") or {}),
                   seats=[dict(s) for s in data.get("seats") or []],
                   seed=int(data.get("seed", 0)), dealer=int(data.get("dealer", 0)))


def computer_name(seat: int) -> str:
    """The default name of a computer seat (names from a French card salon)."""
    names = ("Ernestine", "Anatole", "Hortense", "Barnabé", "Clémence", "Octave", "Mathilde")
    return names[(seat - 1) % len(names)]


def default_seats(players: int, name: str = "Vous", levels: list | None = None) -> list:
    """Seat 0 the person, the others computers at ``levels`` (default Amateur)."""
    seats = [{"name": name, "kind": "person", "level": DEFAULT_LEVEL}]
    for seat in range(1, players):
        level = DEFAULT_LEVEL
        if levels and seat - 1 < len(levels) and levels[seat - 1] in LEVELS:
            level = levels[seat - 1]
        seats.append({"name": computer_name(seat), "kind": "computer", "level": level})
    return seats


def new_seed() -> int:
    """A fresh seed for a match (the engine itself never draws from global random)."""
    return random.SystemRandom().randrange(1, 2**31)
