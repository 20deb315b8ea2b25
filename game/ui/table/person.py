"""The person's seat: asked as the computer seats are, answered by the person's clicks and keys.

Design §3: one seat interface for people and programs, given the seat's view and its legal
actions, return an action. The table asks every seat the same way (``ask(seat, view, legal)``,
then ``poll()`` until an answer comes, game/ui/table/seats.py for the computers); this seat's
answer comes whenever the person gives it (a card played, a dialog's button), so ``poll()`` stays
None until then.

The person's current decision is read from one place, :attr:`PersonSeat.question` (his view, the
legal actions, the cards he may play and why the others are refused), with the dialog that shows
it and the cards picked for it. What helps the person decide (a hint, a card played for him when
it is the only one) reads the question and gives its answer through :meth:`PersonSeat.answer`.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Decision:
    """What the person is asked: his view and the legal actions (what a computer seat is given),
    with, in the play phase, the cards he may play and the reason each other card is refused."""

    seat: int
    view: Any
    legal: list
    cards: frozenset[str] = frozenset()
    reasons: dict[str, str] = field(default_factory=dict)


class PersonSeat:
    """``ask(seat, view, legal)`` then ``poll()`` → (seat, action) or None, as ComputerSeats; the
    answer is given by :meth:`answer` (the person's click or key)."""

    def __init__(self, seat: int, on_ask: Callable[[Decision], None]):
        self.seat = seat
        self.on_ask = on_ask          # the table shows the question: a dialog, the cards that may be played
        self.question: Decision | None = None
        self.dialog: Any = None       # the panel that shows the question (a table.dialogs.Dialog), or None
        self.buttons: list = []       # the dialog's buttons as laid out now
        self.selected: list[str] = []  # cards picked for a CardPick dialog (the écart, the remue)
        self.error_line = ""          # why the last answer or card was refused
        self.until_asked = False      # the line says nothing is asked of him: it goes when something is
        self.for_trick = False        # the line is about a card played for him: it stays till its trick goes
        self.until_play = False       # the line says what his last answer brought: it goes when he is asked a card
        self._answer: Any = None

    def ask(self, seat: int, view: Any, legal: list) -> None:
        self.question = Decision(seat, view, list(legal))
        self._answer = None
        if self.until_asked or self.until_play and getattr(view, "phase", "") == "play":
            self.error_line, self.until_asked, self.for_trick, self.until_play = "", False, False, False
        self.on_ask(self.question)

    def say_until_asked(self, line: str) -> None:
        """A line beside the hand about there being no question (no hint without one): said until
        he is asked something (his lead may come with nothing played to clear it)."""
        self.error_line, self.until_asked = line, True

    def say_for_trick(self, line: str) -> None:
        """A line beside the hand about a card played for him (his only legal one): said while the
        others play to its trick and the trick waits to be gathered, beside who takes it, until the
        trick is gathered or he is asked again (:meth:`trick_gathered`)."""
        self.error_line, self.until_asked, self.for_trick = line, True, True

    def say_until_answered(self, line: str) -> None:
        """A line beside the hand about what his last answer brought where the hand alone shows it
        (the card a stir drew, in the place of the one put back): said while the others speak and
        while he decides again, until he answers, or is asked a card to play (his turn said there)."""
        self.error_line, self.until_asked, self.for_trick, self.until_play = line, False, False, True

    def new_deal(self) -> None:
        """A new deal is dealt: the line beside the hand spoke of the deal before (a card a stir
        drew, a refusal, a card played for him) and goes, whatever it waited for."""
        self.error_line, self.until_asked, self.for_trick, self.until_play = "", False, False, False

    def trick_gathered(self) -> None:
        """The trick is off the cloth: a line about a card played to it goes with it."""
        if self.for_trick:
            self.error_line, self.until_asked, self.for_trick = "", False, False

    def answer(self, action: Any) -> bool:
        """The person's answer to the question open now (False when nothing is asked)."""
        if self.question is None:
            return False
        self._answer = action
        return True

    def poll(self) -> tuple[int, Any] | None:
        """The answer once the person has given it, else None."""
        if self.question is None or self._answer is None:
            return None
        got, self._answer = self._answer, None
        return self.question.seat, got

    def cancel(self) -> None:
        """The question is answered (or no longer stands): the dialog and the picks go with it.
        (The table cancels at every seat's action: with no question of his open, a line kept
        until he answers stays.)"""
        answered = self.question is not None
        self.question = None
        self._answer = None
        self.dialog = None
        self.buttons = []
        self.selected = []
        if not self.for_trick and (answered or not self.until_play):   # (the others' cards played to its
            self.error_line = ""                                        # trick do not clear it)
            self.until_asked = self.until_play = False

    def close(self) -> None:
        self.cancel()

    # ------------------------------------------------------------ the question, read by the table

    def may_play(self, code: str) -> bool:
        return self.question is not None and code in self.question.cards

    def reason(self, code: str) -> str:
        """Why a card may not be played ("" for a card that may be)."""
        return self.question.reasons.get(code, "") if self.question is not None else ""
