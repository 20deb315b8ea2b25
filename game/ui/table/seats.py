"""The computer seats of one table, asked without ever blocking the window.

Uses game.ai's ``SeatWorker`` (a thinking thread) when it exists. Until it does, or if the worker
cannot start, the seats are asked on the window's thread with ``make_seat`` (Débutant is fast
enough for that), and as a last resort the first legal action is taken, so the table always plays.
"""
from __future__ import annotations

import random
import weakref

from game.engine.actions import Ecart, EcartChoice


def concrete(action):
    """A legal-list entry made applicable: the écart "choose N from these" becomes N cards."""
    if isinstance(action, EcartChoice):
        return Ecart(action.choosable[:action.count])
    return action


class ComputerSeats:
    """``ask(seat, view, legal)`` then ``poll()`` → (seat, action) or None; ``close()`` at the end."""

    def __init__(self, game: str, levels: dict, seed: int):
        self.game = game
        self.levels = dict(levels)
        self.seed = seed
        self.worker = None
        self.local: dict = {}
        self.pending = None
        self.answer = None
        self.answered = 0          # answers taken from the worker (the smoke run reports them)
        self._start()
        self.rng = random.Random(seed)
        self.hurried = False        # asked to think quickly from the next question (see :meth:`hurry`)

    def _start(self, **tuning) -> None:
        """The seats made, in a worker (``tuning``: game.ai's budgets, as ``make_seat`` takes them);
        where none starts, on this thread."""
        try:
            from game.ai.worker import SeatWorker
            if self.levels:
                self.worker = SeatWorker(self.game, seats=dict(self.levels), seed=self.seed, **tuning)
        except Exception:      # no worker yet, or it failed to start: think on this thread
            self.worker = None
        if self.worker is not None:
            # a table dropped without close() (the window shut) still stops its seats at exit
            self._finalizer = weakref.finalize(self, self.worker.close)
            return
        try:
            from game.ai import make_seat
            self.local = {seat: make_seat(self.game, level, seat, seed=self.seed + seat, **tuning)
                          for seat, level in self.levels.items()}
        except Exception:
            self.local = {}

    def hurry(self) -> None:
        """The person has left the table and asked to see the match's end at once: from their next
        question the seats that search think with a short budget (game.ai's ``HURRIED``)."""
        self.hurried = True

    def _hurry_now(self) -> None:
        """Between two questions, once: the seats that search made again with the short budget."""
        from game.ai.seats import HURRIED
        self.hurried = False
        if all(level == "debutant" for level in self.levels.values()):
            return                     # the Débutant's rules take no time
        self.close()
        self._start(**HURRIED)

    def ask(self, seat: int, view, legal: list) -> None:
        self.pending = seat
        self.answer = None
        if self.hurried:
            self._hurry_now()
        if self.worker is not None:
            self.worker.ask(seat, view, legal)
            return
        chooser = self.local.get(seat)
        try:
            action = chooser.choose(view, legal) if chooser is not None else legal[0]
        except Exception:
            action = legal[0]
        self.answer = (seat, concrete(action))

    def poll(self):
        """The answer to the last question once it is ready, else None."""
        if self.pending is None:
            return None
        if self.worker is not None:
            got = self.worker.poll()
            if got is None:
                return None
            seat, action = got
            if seat != self.pending:
                return None        # an answer to a question the table no longer asks
            self.pending = None
            self.answered += 1
            return seat, concrete(action)
        got, self.answer = self.answer, None
        if got is not None:
            self.pending = None
        return got

    def where(self) -> str:
        """Where the seats think now: "process" (the worker's own), "thread" or "here"."""
        if self.worker is None:
            return "here"
        return "process" if self.worker.in_process else "thread"

    def cancel(self) -> None:
        self.pending = None
        self.answer = None

    def close(self) -> None:
        if self.worker is not None:
            try:
                self._finalizer()
            except Exception:
                pass
            self.worker = None
