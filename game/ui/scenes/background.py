"""Slow work off the window: one function run in a background process (a thread where a process
cannot start), polled each frame, so the window never waits (the review, the Expert's replay).

    job = Background(review_deal, record_json, 3, 0)
    job.poll()      # None while it works, then ("ok", result) or ("error", message)
    job.done()      # the same, the work stopped once the outcome is there
    job.close()     # the scene leaves: the work stops

With ``reports=True`` the function is also given ``report``, to send parts of its work as they
come (JSON-ready); :meth:`Background.parts` hands over those that came since it was last asked.
"""
from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Callable
from typing import Any

from game.ai.common import process_context, stop_process


def _run(fn: Callable[..., Any], args: tuple, out: Any, reports: bool = False) -> None:
    try:
        if reports:
            out.put(("ok", fn(*args, report=lambda part: out.put(("part", part)))))
        else:
            out.put(("ok", fn(*args)))
    except Exception as exc:
        logging.getLogger("tapisvert.ui").exception("work in the background failed")
        out.put(("error", f"{type(exc).__name__}: {exc}"))


class Background:
    def __init__(self, fn: Callable[..., Any], *args: Any, use_process: bool = True, reports: bool = False) -> None:
        self.result: tuple[str, Any] | None = None
        self.came: list[Any] = []          # parts reported, not yet handed over
        self.process: Any = None
        self.out: Any = None
        if use_process:
            try:
                ctx = process_context()
                self.out = ctx.Queue()
                self.process = ctx.Process(target=_run, args=(fn, args, self.out, reports), daemon=True,
                                           name="tapisvert-learn")
                self.process.start()
            except Exception:
                self.process = None
        if self.process is None:
            self.out = queue.Queue()
            threading.Thread(target=_run, args=(fn, args, self.out, reports), daemon=True).start()

    def poll(self) -> tuple[str, Any] | None:
        """The outcome once there is one (kept: asking again gives it again)."""
        while self.result is None:
            try:
                got = self.out.get_nowait()
            except (queue.Empty, OSError, EOFError, ValueError):
                if self.process is not None and not self.process.is_alive() and self.process.exitcode:
                    self.result = ("error", f"the background work stopped (exit code {self.process.exitcode})")
                break
            if got[0] == "part":
                self.came.append(got[1])
            else:
                self.result = got
        return self.result

    def parts(self) -> list[Any]:
        """The parts the work reported since last asked, in order (``reports``)."""
        self.poll()
        out, self.came = self.came, []
        return out

    def done(self) -> tuple[str, Any] | None:
        """The outcome once there is one, the work then stopped (poll, then close)."""
        got = self.poll()
        if got is not None:
            self.close()
        return got

    def close(self) -> None:
        """The work stopped, its process gone (killed if it must be) before its queue may go
        (``stop_process``: a process still starting reads it)."""
        if self.process is not None:
            stop_process(self.process)
        self.process = None

