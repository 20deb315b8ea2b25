"""The trick core every game uses: seat rotation, who wins a trick, the record of a finished trick.

A trick being played is a list of ``(seat, card)`` pairs in the order played, the lead first.
A finished trick is kept as a :class:`Trick`: who led, the cards, who won, and what it scored for
its winner (0 where a game scores otherwise). The seats play in rotation, seat ``i + 1`` after seat
``i`` (contract §2; each game maps its direction of play onto the seat numbers).

Who wins (every game here): the highest trump if one was played, else the highest card of the suit
led, by the game's strength table (:func:`game.engine.cards.strength_table`). That rule lives in
:func:`winning_play` alone; a game that follows the trick card by card (for its legal plays) updates
the winning play with :func:`beats`, the same rule for one more card.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

Played = tuple[int, int]        # (seat, card)


class Trick(NamedTuple):
    """A finished trick: the seat that led, the cards as (seat, card) in the order played, the
    winning seat, and the points the winner took with it (0 where a game scores otherwise)."""

    leader: int
    cards: tuple[Played, ...]
    winner: int
    points: int = 0


def next_seat(seat: int, players: int) -> int:
    """The next player in order of play (contract §2)."""
    return (seat + 1) % players


def next_seats(players: int) -> tuple[int, ...]:
    """:func:`next_seat` of every seat, as a table for the hot paths."""
    return tuple(next_seat(s, players) for s in range(players))


def followers(players: int) -> tuple[tuple[int, ...], ...]:
    """Per leader, the seats that play after him in the trick, in order."""
    return tuple(tuple((lead + j) % players for j in range(1, players)) for lead in range(players))


def beats(card: int, best: int, strength: Sequence[int], trump: int = -1) -> bool:
    """Whether ``card`` takes the trick from ``best``, the card winning it so far: a higher card of
    the same suit, or a trump on a card that is not one. ``trump`` is -1 when there is none."""
    if card >> 4 == best >> 4:
        return strength[card] > strength[best]
    return card >> 4 == trump


def winning_play(trick: Sequence[Played], strength: Sequence[int], trump: int = -1) -> Played:
    """The (seat, card) winning ``trick`` (not empty) so far."""
    best_seat, best = trick[0]
    best_suit = best >> 4
    for seat, c in trick:
        s = c >> 4
        if s == best_suit:
            if strength[c] > strength[best]:
                best_seat, best = seat, c
        elif s == trump:
            best_seat, best, best_suit = seat, c, s
    return best_seat, best


def trick_winner(trick: Sequence[Played], strength: Sequence[int], trump: int = -1) -> int:
    """The seat winning ``trick`` (not empty) so far."""
    return winning_play(trick, strength, trump)[0]
