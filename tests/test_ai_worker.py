"""The seat worker thinks off the window's thread: asking returns at once, polling never waits."""
from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest

from game.ai.worker import SeatWorker
from game.engine import new_match
from game.engine.actions import Ecart

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def answer(worker, seconds=20.0):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        got = worker.poll()
        if got is not None:
            return got
        time.sleep(0.005)
    raise AssertionError("the worker never answered")


@pytest.mark.parametrize("use_process", [True, False])
def test_worker_answers_with_a_legal_action_without_blocking(use_process):
    match = new_match("polignac", 3, {"leftover_method": "dealer_ecart"}, seed=4)
    seats = {0: "expert", 1: "amateur", 2: "debutant"}
    with SeatWorker("polignac", seats, seed=2, use_process=use_process, budget_ms=30) as worker:
        assert worker.in_process is use_process
        for _ in range(12):
            s = match.to_act
            legal = match.legal_actions()
            worker.ask(s, match.view(s), legal)
            seat, action = answer(worker)
            assert seat == s
            if isinstance(action, Ecart):
                assert set(action.cards) <= set(legal[0].choosable) and len(action.cards) == legal[0].count
            else:
                assert action in legal
            match.apply(action)


def test_worker_poll_is_empty_while_the_expert_thinks_and_a_newer_question_wins():
    match = new_match("double_king", 4, None, seed=9)
    with SeatWorker("double_king", {0: "expert"}, seed=1, budget_ms=150) as worker:
        worker.ask(0, match.view(0), match.legal_actions())
        assert worker.poll() is None                      # it is still thinking
        worker.ask(0, match.view(0), match.legal_actions())   # asked again: only this answer counts
        seat, action = answer(worker)
        assert seat == 0 and action in match.legal_actions()
        assert worker.poll() is None and not worker.busy()


def test_worker_refuses_a_seat_it_does_not_hold():
    with SeatWorker("polignac", {1: "debutant"}, use_process=False) as worker:
        with pytest.raises(ValueError, match="seat 0"):
            worker.ask(0, {}, [])


def test_a_failing_seat_is_stood_in_for_by_a_debutant_so_the_table_goes_on(monkeypatch):
    from game.ai import seats as seats_module

    def broken(self, view, legal, rng):
        raise RuntimeError("search broke")

    monkeypatch.setattr(seats_module.ComputerSeat, "_search", broken)
    match = new_match("polignac", 4, None, seed=6)
    s = match.to_act
    with SeatWorker("polignac", {s: "expert"}, use_process=False) as worker:
        worker.ask(s, match.view(s), match.legal_actions())
        seat, action = answer(worker)
        assert seat == s and action in match.legal_actions()
        assert "search broke" in worker.last_error


def test_worker_goes_on_in_a_thread_when_its_process_is_lost():
    match = new_match("guinguette", 4, None, seed=3)
    s = match.to_act
    with SeatWorker("guinguette", {s: "amateur"}, seed=1) as worker:
        assert worker.in_process
        worker.process.kill()
        worker.process.join(timeout=5)
        worker.ask(s, match.view(s), match.legal_actions())
        seat, action = answer(worker)
        assert seat == s and action in match.legal_actions()
        assert not worker.in_process and "process ended" in worker.last_error


# ---------------------------------------------------------------- how the worker's process starts

WORKER_FROM_A_LARGE_WINDOW = r"""
import os, sys, time
from game.ai.common import process_context
from game.ai.worker import SeatWorker
from game.engine import new_match

def private_mb(pid):
    total = 0
    with open(f"/proc/{pid}/smaps_rollup") as f:
        for line in f:
            name, value = line.split()[:2]
            if name in ("Private_Clean:", "Private_Dirty:"):
                total += int(value)
    return total / 1024

if __name__ == "__main__":
    window = bytearray(os.urandom(64 * 2**20))      # the window's pages (surfaces, card faces)
    print(process_context().get_start_method())
    match = new_match("polignac", 4, None, seed=3)
    with SeatWorker("polignac", {s: "debutant" for s in range(4)}, seed=1) as worker:
        worker.ask(match.to_act, match.view(match.to_act), match.legal_actions())
        while worker.poll() is None:
            time.sleep(0.01)
        window[::4096] = bytes(len(window[::4096]))  # the window draws on: its pages change
        print(worker.in_process, round(private_mb(worker.process.pid)))
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="/proc and the fork server: Linux")
def test_the_seats_process_starts_clean_not_as_a_copy_of_the_window():
    # issue 17, point 7: a worker forked from the window kept a copy of the window's pages (up to
    # 121 MB); started from the fork server it holds only what the seats need
    done = subprocess.run([sys.executable, "-c", WORKER_FROM_A_LARGE_WINDOW], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    method, line = done.stdout.split("\n")[:2]
    assert method == "forkserver"
    in_process, private = line.split()
    assert in_process == "True"
    assert int(private) < 40, f"the worker holds {private} MB of its own"


def test_a_process_started_by_the_seats_forks_its_helpers():
    # the Expert's helpers start from the worker (a small process of one thread): fork is cheap there
    from multiprocessing import get_context

    from game.ai.common import process_context
    ctx = process_context()
    if sys.platform.startswith("linux"):
        assert ctx.get_start_method() == "forkserver"      # here: the window's process
        # the child is spawned, not forked: pytest's process runs threads by now (pools, the fork
        # server's starter), and a fork of a threaded process may hang on a lock a thread held
        with get_context("spawn").Pool(1) as pool:
            assert pool.apply(_method_in_a_child) == "fork"
    else:
        assert ctx.get_start_method() == "spawn"


def _method_in_a_child() -> str:
    from game.ai.common import process_context
    return process_context().get_start_method()


# ---------------------------------------------------------------- how a table's seats stop

# the processes a script's window started, watched through /proc (for the scripts below and the
# learning table's hint and review)
WATCHING_PROCESSES = r"""
import os, sys, time
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

def processes():
    found = {}
    for pid in os.listdir("/proc"):
        try:
            with open(f"/proc/{pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            found[int(pid)] = (int(fields[1]), fields[0])       # parent, state
        except (OSError, ValueError, IndexError):
            pass
    return found

def descendants(root):
    found, parents = set(), {root}
    table = processes()
    while parents:
        parents = {pid for pid, (parent, _state) in table.items() if parent in parents} - found
        found |= parents
    return found

def running(pids):
    table = processes()
    return sorted(pid for pid in pids if pid in table and table[pid][1] != "Z")

def started_for_the_window():      # the window's processes but its children: fork server, tracker
    table = processes()
    return {pid for pid in descendants(os.getpid()) if table.get(pid, (0,))[0] != os.getpid()}
"""


TABLES_OPENED_AND_CLOSED = WATCHING_PROCESSES + r"""
if __name__ == "__main__":
    from game.ui.app import App
    from game.ui.config import MatchConfig, default_seats
    from game.ui.table import TableScene
    app = App((800, 500), store=None, settings={"speed": "instant", "think_pause_ms": 0, "language": "fr"})
    started, thinking = set(), 0
    for i in range(int(sys.argv[1])):
        seats = default_seats(4)
        for seat in seats[1:]:
            seat["level"] = "maitre"
        table = TableScene(app, MatchConfig(sys.argv[2], 4, {}, seats, seed=i, dealer=1 + i % 3))
        app.push(table)
        deadline = time.monotonic() + 10
        while i % 3 and table.asked is None and time.monotonic() < deadline:   # a third closed at once
            app.frame(1 / 60)
        if i % 3:
            time.sleep(0.02 * (i % 4))          # the Maître's helpers at work
        thinking += table.asked is not None and table.seats.where() == "process"
        started |= started_for_the_window()      # the seats' worker and the Maître's helpers
        table.close()
        app.pop()
    print(thinking, len(started), running(started))
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="/proc and the fork server: Linux")
@pytest.mark.parametrize("game", ["polignac", "double_king"])
def test_tables_closed_while_the_maitre_thinks_leave_no_process_and_write_nothing(game):
    """A table closed while a Maître thought waited a second for him, then killed his process: his
    helpers, left running without him, wrote broken pipes' tracebacks on the window's stderr and
    went on for a while. Closed at once after opening or mid-thought, a table's seats and their
    helpers are all gone once it has closed, and nothing is written on stderr (the processes' own
    too: they write where the window does)."""
    done = subprocess.run([sys.executable, "-c", TABLES_OPENED_AND_CLOSED, "9", game], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    thinking, started, left = done.stdout.strip().split(" ", 2)
    assert int(thinking) >= 3, "the tables were not closed while the Maître thought"
    assert int(started) >= 6, "the seats' processes and their helpers were not seen"
    assert left == "[]", f"processes left running after their table closed: {left}"


A_LONG_THOUGHT_CUT_SHORT = WATCHING_PROCESSES + r"""
if __name__ == "__main__":
    from game.ai.worker import SeatWorker
    from game.engine import new_match
    match = new_match("polignac", 4, None, seed=3, dealer=0)
    seat = match.to_act
    closing = []
    for n in range(3):
        # a Maître given a minute's thought, as a loaded machine may make him take long
        worker = SeatWorker("polignac", {seat: "maitre"}, seed=n, budget_ms=60000, cap_ms=60000)
        worker.ask(seat, match.view(seat), match.legal_actions())
        time.sleep(1.5)                          # his helpers are at work
        started = started_for_the_window()
        began = time.monotonic()
        worker.close()
        closing.append(time.monotonic() - began)
        print(len(started), running(started), flush=True)
    print(max(closing))
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="/proc and the fork server: Linux")
def test_a_seat_thinking_long_is_stopped_at_once_with_its_helpers():
    """Closing a table waited a second for a Maître still thinking, then killed his process alone:
    the window froze that second, and his helpers went on without him. His process and helpers
    are stopped at once, all of them gone when the table has closed, and nothing is written."""
    done = subprocess.run([sys.executable, "-c", A_LONG_THOUGHT_CUT_SHORT], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    *rounds, longest = done.stdout.strip().split("\n")
    for line in rounds:
        started, left = line.split(" ", 1)
        assert int(started) >= 2, "the worker and its helper were not seen"
        assert left == "[]", f"left running once the worker was closed: {left}"
    assert float(longest) < 0.5, f"closing took {longest} s"
