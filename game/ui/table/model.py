"""What the table shows right now: the engine's state as the animations have brought it so far.

The engine is the authority and jumps from state to state; the table catches up card by card.
This model is changed only by the animation steps built from engine events (and rebuilt from a
view when a match is resumed), and it holds only what the person may see.
"""
from __future__ import annotations

import zlib

from .log import MatchLog


def tilt(deal: int, trick: int, seat: int, max_deg: float) -> float:
    """A fixed small angle for a card dropped on the trick, so it looks laid by a hand (±max_deg)."""
    h = zlib.crc32(f"{deal}:{trick}:{seat}".encode()) & 0xFFFF
    return (h / 0xFFFF * 2 - 1) * max_deg


class SeatShow:
    """One seat as seen from the person's chair."""

    def __init__(self):
        self.cards = 0             # cards in hand (backs for the others)
        self.tricks = 0            # tricks won this deal
        self.shown: list = []      # cards laid face up in front of the seat (Polignac: captured jacks)
        self.points = 0            # match points
        self.deal_points = 0
        self.note = ""             # a short word under the name ("oui", "général") for this deal


class TableModel:
    def __init__(self, players: int):
        self.players = players
        self.seats = [SeatShow() for _ in range(players)]
        self.hand: list[str] = []          # the person's cards, sorted
        self.trick: list = []              # [(seat, code, angle)]
        self.trick_winner: int | None = None   # the complete trick's winner, while it is still shown
        # what that trick counts for its winner, as the game's own accounting says it (a function
        # giving it in the language of now: "+2", "2 tricks won"), or None where it counts nothing
        self.trick_gain = None
        self.last_trick: list = []         # [(seat, code)] of the last trick gathered
        self.last_winner: int | None = None
        self.dealer = 0
        self.deal = 0
        self.trick_number = 0              # tricks taken off the cloth this deal
        self.flying = 0                    # cards on their way from a hand to the trick
        self.target = 0
        self.log = MatchLog()              # what happened, in words (the drawer of the top bar)
        self.deal_title = None             # (deal, dealer) -> the log's heading of a deal (set by the table)
        self._banner = ""
        self.ecart_pile = 0                # cards the dealer laid aside, face down
        self.history: list = []            # one dict per finished deal (the score pad)
        self.sorter = sorted               # how the person's hand is ordered (set by the table)
        self.suits: list[str] | None = None    # the order of the suits in his hand, kept for the deal

    @property
    def banner(self) -> str:
        """A line shown over the table (général, capote, contract, cabaret...); each goes in the log."""
        return self._banner

    @banner.setter
    def banner(self, text: str) -> None:
        self.show_banner(text)

    def show_banner(self, text: str, logged: bool = True) -> None:
        """The line over the table now, written in the log too unless not ``logged`` (the log has
        its own line that says it: a trick's, which gives why its card took it)."""
        if logged and text and text != self._banner:
            self.log.add(self.deal, text)
        self._banner = text

    def cards_down(self) -> set[str]:
        """The cards of the trick on the cloth and of the last one gathered: played, though the
        last may still be flying to its taker (off the cloth, not yet by his plate or on his pile),
        which the counts of what has not yet fallen must not count again."""
        return {code for _seat, code, *_ in self.trick} | {code for _seat, code, *_ in self.last_trick}

    def new_deal(self, deal: int, dealer: int) -> None:
        if self.deal_title is not None and deal != self.deal:
            self.log.add(deal, self.deal_title(deal, dealer), "deal")
        self.deal = deal
        self.dealer = dealer
        self.hand = []
        self.suits = None
        self.trick = []
        self.trick_winner = None
        self.trick_gain = None
        self.last_trick = []
        self.last_winner = None
        self.trick_number = 0
        self.flying = 0
        self.ecart_pile = 0
        self.banner = ""
        for seat in self.seats:
            seat.cards = 0
            seat.tricks = 0
            seat.shown = []
            seat.deal_points = 0
            seat.note = ""

    def sync(self, view, key_table=None) -> None:
        """Set everything from a view (a resumed match, or the safety net once the animations end)."""
        self.deal = view.deal
        self.dealer = view.dealer
        self.hand = list(self.sorter(list(view.hand)))
        sizes = getattr(view, "hand_sizes", None) or [0] * self.players
        trick_number = len(getattr(view, "tricks", []) or [])
        self.trick_number = trick_number
        self.trick = [(t["seat"], t["card"], tilt(view.deal, trick_number + 1, t["seat"], 4.0))
                      for t in view.trick]
        self.flying = 0
        self.trick_winner = None
        self.trick_gain = None
        score = getattr(view, "score", {}) or {}
        points = score.get("points") or [0] * self.players
        deal_points = score.get("deal_points") or [0] * self.players
        won = getattr(view, "tricks_won", None) or [0] * self.players
        shown = getattr(view, "captured", None) or [[] for _ in range(self.players)]
        for s, seat in enumerate(self.seats):
            seat.cards = sizes[s]
            seat.tricks = won[s]
            seat.shown = list(shown[s])
            seat.points = points[s]
            seat.deal_points = deal_points[s]
        tricks = getattr(view, "tricks", None) or []
        if tricks:
            last = tricks[-1]
            self.last_trick = [(s, c) for s, c in last["cards"]]
            self.last_winner = last["winner"]
        self.target = getattr(view, "target", self.target)
        self.ecart_pile = getattr(view, "ecart_count", 0) if (
            view.phase != "ecart" and getattr(view, "ecart_count", 0)) else 0

    def matches(self, view) -> bool:
        """True when the table shows what the view says (the animations told the whole story)."""
        sizes = getattr(view, "hand_sizes", None)
        score = getattr(view, "score", {}) or {}
        return (sorted(self.hand) == sorted(view.hand)
                and [(s, c) for s, c, _ in self.trick] == [(t["seat"], t["card"]) for t in view.trick]
                and (sizes is None or [s.cards for s in self.seats] == list(sizes))
                and [s.tricks for s in self.seats] == list(getattr(view, "tricks_won", []))
                # a game whose view has no match points or captured cards (Double King) skips them
                and ("points" not in score or [s.points for s in self.seats] == list(score["points"]))
                and (not hasattr(view, "captured")
                     or [s.shown for s in self.seats] == [list(j) for j in view.captured]))
