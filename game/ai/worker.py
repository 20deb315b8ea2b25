"""Computer seats thinking off the window's thread.

    worker = SeatWorker("polignac", seats={1: "expert", 2: "debutant", 3: "amateur"}, seed=7)
    worker.ask(1, match.view(1), match.legal_actions())   # returns at once
    ...
    got = worker.poll()          # None while thinking, then (seat, action)
    worker.close()

The seats live in a background process, so their search never takes the window's CPU time slice
or its interpreter lock; the Expert's helper process works beside it. Views and legal lists cross
the boundary in their JSON form. When a process cannot be started (a sandbox, a frozen app without
multiprocessing support), the seats think in a thread of this process instead.
"""
from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from game.engine.actions import Action, Ecart, EcartChoice
from game.engine.match import View

from .common import (
    as_view,
    exit_with_parent,
    legal_from_json,
    legal_to_json,
    process_context,
    stop_on_terminate,
    stop_process,
)

if TYPE_CHECKING:
    from multiprocessing.process import BaseProcess
    from multiprocessing.queues import Queue as ProcessQueue

    # a question (ticket, seat, view, legal) or an answer (ticket, seat, action, error), in JSON forms
    _Queue = queue.Queue[Any] | ProcessQueue[Any]

log = logging.getLogger("tapisvert.ai")


def _serve(game: str, seats: dict[int, str], seed: int, tuning: dict[str, Any], inbox: _Queue,
           outbox: _Queue) -> None:
    """The loop of the background process (or thread): one question in, one answer out."""
    stop_on_terminate()          # stopped mid-thought (the table closed): its helpers stopped with it
    from . import make_seat
    from .search import helper_pool
    players = {s: make_seat(game, level, s, seed + 1009 * s, **tuning) for s, level in seats.items()}
    if any(p.parallel for p in players.values()):
        helper_pool()   # start the helper now, while this process has a single thread
    exit_with_parent()           # a table gone without a word (the window killed): the process goes too
    while True:
        item = inbox.get()
        if item is None:
            return
        ticket, seat, view_json, legal_json = item
        try:
            action = players[seat].choose(as_view(view_json), legal_from_json(legal_json))
            outbox.put((ticket, seat, action.to_json(), None))
        except Exception as exc:   # the table gets a message, never a dead seat
            outbox.put((ticket, seat, None, f"{type(exc).__name__}: {exc}"))


IDLE_EXIT_S = 0.25      # an idle seats' process told to stop goes within this (some 50 ms), else it is stopped
_NOT_GONE: list[tuple[Any, ...]] = []      # the queues of a process that would not stop (killed, not yet reaped)


class SeatWorker:
    """Seats ``{seat: level}`` of one match, thinking in the background."""

    def __init__(self, game: str, seats: dict[int, str], seed: int = 0, use_process: bool = True,
                 **tuning: Any) -> None:
        self.game = game
        self.seed = seed
        self.last_error: str | None = None        # the message of a seat that failed (a Débutant stood in)
        self.seats = dict(seats)
        self.ticket = 0
        # (ticket, seat, legal, view) of the question in flight
        self.pending: tuple[int, int, list[Action], dict[str, Any]] | None = None
        self.process: BaseProcess | None = None
        self.thread: threading.Thread | None = None
        self.inbox: _Queue
        self.outbox: _Queue
        self.tuning = tuning
        self._process_queues: tuple[ProcessQueue[Any], ...] = ()     # the process's, closed once it has gone
        args = (game, self.seats, seed, tuning)
        if use_process:
            try:
                ctx = process_context()
                self._process_queues = (ctx.Queue(), ctx.Queue())
                self.inbox, self.outbox = self._process_queues
                # not a daemon: a daemon may not start the Expert's helper process
                self.process = ctx.Process(target=_serve, args=args + (self.inbox, self.outbox),
                                           name=f"seats-{game}", daemon=False)
                self.process.start()
            except Exception:
                self.process = None
        if self.process is None:
            self._start_thread()

    def _start_thread(self) -> None:
        self.inbox, self.outbox = queue.Queue(), queue.Queue()
        self.thread = threading.Thread(target=_serve, args=(self.game, self.seats, self.seed, self.tuning,
                                                            self.inbox, self.outbox),
                                       name=f"seats-{self.game}", daemon=True)
        self.thread.start()

    def _process_lost(self) -> bool:
        """The background process died (killed, out of memory): think in a thread from now on and
        ask the question in flight again there."""
        if self.process is None or self.process.is_alive():
            return False
        self.last_error = f"the seats' process ended (exit code {self.process.exitcode}); thinking in a thread"
        self.process = None
        self._start_thread()
        if self.pending is not None:
            ticket, seat, legal, view_json = self.pending
            self.inbox.put((ticket, seat, view_json, legal_to_json(legal)))
        return True

    @property
    def in_process(self) -> bool:
        return self.process is not None

    def ask(self, seat: int, view: View | dict[str, Any], legal: Iterable[Action]) -> None:
        """Start thinking for ``seat``; returns at once. A new question replaces an unanswered one
        (its answer, when it comes, is dropped)."""
        if seat not in self.seats:
            raise ValueError(f"seat {seat} is not a computer seat of this worker")
        self.ticket += 1
        legal = list(legal)
        view_json = view.to_json() if hasattr(view, "to_json") else dict(view)
        self.pending = (self.ticket, seat, legal, view_json)
        self.inbox.put((self.ticket, seat, view_json, legal_to_json(legal)))

    def busy(self) -> bool:
        return self.pending is not None

    def poll(self) -> tuple[int, Action] | None:
        """``(seat, action)`` once the answer to the last question is in, else None. The action is
        one of the legal actions asked with (for the écart, an Ecart of the choosable cards)."""
        while self.pending is not None:
            try:
                ticket, seat, action_json, error = self.outbox.get_nowait()
            except (queue.Empty, OSError, EOFError):
                self._process_lost()
                return None
            if ticket != self.pending[0]:
                continue
            legal = self.pending[2]
            view_json = self.pending[3]
            self.pending = None
            if error is not None:
                # the table must go on: a Débutant answers here instead, and the error is kept
                self.last_error = f"computer seat {seat} failed: {error}"
                from . import make_seat
                try:
                    return seat, make_seat(self.game, "debutant", seat, self.seed).choose(view_json, legal)
                except Exception:
                    first = legal[0]
                    if isinstance(first, EcartChoice):
                        return seat, Ecart(first.choosable[:first.count])
                    return seat, first
            action = legal_from_json([action_json])[0]
            for a in legal:
                if a == action:
                    return seat, a
            return seat, action
        return None

    def close(self) -> None:
        """Stop the background seats (idempotent). The process, told on its queue, goes by itself
        when idle; one still thinking (or slow to go) is stopped at once, its helpers with it
        (``stop_on_terminate``): the table that closes does not wait for a decision it will not
        play, and no helper is left running. Its queues are let go only once it has gone
        (``stop_process``): a process of the fork server still starting reads them by name."""
        try:
            self.inbox.put(None)
        except Exception:
            pass
        if self.process is not None:
            if not stop_process(self.process, grace_s=0.0 if self.pending is not None else IDLE_EXIT_S):
                log.warning("the seats' process %s did not stop", self.process.pid)
                _NOT_GONE.append(self._process_queues)     # never freed under a process that may read them
                self._process_queues = ()
            self.process = None
        for q in self._process_queues:
            q.cancel_join_thread()          # nothing is left to read what it holds
            q.close()
        self._process_queues = ()
        if self.thread is not None:
            self.thread.join(timeout=1.0)
            self.thread = None
        self.pending = None

    def __enter__(self) -> SeatWorker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


