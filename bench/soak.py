"""Memory over a long evening (issue 17, point 7): ``python -m bench.soak --minutes 10``.

Scripted play under SDL's dummy video driver, as fast as the machine goes: the three games in
turn, the person's seat choosing a random legal action, computer seats at Débutant with no
thinking pause, every deal-end sheet closed, a rematch at each match's end, and the window
resized every few seconds through sizes from 800×500 to 3840×2160 and 4000×3000 (and the
language switched now and then), so that every cache per size and per text is exercised; a table left unfinished after
TABLE_ACTIONS of the person's actions is abandoned for a new match, as a person going back to the
title would. The resident memory of this process (the window) is sampled every ``--every`` seconds,
with the window's size. The seats' worker process (one per table, started from the fork server on
Linux: game/ai/common.py) is sampled apart: its resident size, its proportional share (PSS: each
shared page divided among the processes that share it) and its private memory (what it adds to
the window's).

Every tenth resize goes to 4000×3000 (larger than any common screen: the window's own surface is
46 MB there) for one sample, then back: ``huge_visits`` gives the memory there and a sample later,
so that what such a visit leaves behind shows. ``peak_mb`` is the largest of every sample, those
visits included; ``peak_common_mb`` the largest at the sizes of real screens, from 800×500 to
3840×2160 (a 4K screen); ``peak_per_size`` the largest at each size ("WxH": MB, 4000×3000
included).

Prints one JSON object:

    {"minutes", "samples": [[seconds, rss_mb, width, height], ...], "after_first_minute_mb",
     "final_mb", "peak_mb" (every sample), "peak_common_mb" (the 4000×3000 visits apart),
     "peak_per_size": {"WxH": rss_mb, ...},
     "growth_after_first_minute_mb", "huge_visits": [[seconds, rss_mb at
     4000×3000, rss_mb back at a common size], ...], "worker": [[seconds, rss_mb, pss_mb,
     private_mb], ...], "worker_peak_rss_mb", "worker_peak_pss_mb", "worker_peak_private_mb",
     "fork_server": [rss_mb, pss_mb, private_mb] at the end, "matches", "actions", "resizes"}

The design's budget: at most 120 MB resident during any length of play; "flat" means the final
value within 15 MB of the value after the first minute.
"""
from __future__ import annotations

import argparse
import gc
import json
import os
import random
import sys
import time

from . import positive_float

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

SIZES = [(1280, 720), (1920, 1080), (800, 500), (1600, 900), (1024, 768), (1366, 768), (2560, 1440),
         (900, 900), (3840, 2160)]
HUGE = (4000, 3000)          # visited every HUGE_EVERY resizes, measured apart (see huge_visits)
HUGE_EVERY = 10
GAMES = [("polignac", 4), ("guinguette", 5), ("double_king", 4), ("polignac", 6)]
OPTIONS = {"polignac": {"target": 5}, "guinguette": {"starting_chips": 8}, "double_king": {}}
TABLE_ACTIONS = 150          # a person's actions at one table before leaving it for a new match


def rss_mb() -> float:
    """Resident memory of this process now (Linux: /proc; elsewhere the peak, which bounds it)."""
    try:
        with open("/proc/self/statm") as f:
            pages = int(f.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, AttributeError):
        import resource
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / (2**20 if sys.platform == "darwin" else 2**10)


def process_mb(pids) -> tuple[float, float, float] | None:
    """Resident, proportional and private memory of the processes ``pids`` together (Linux), or None."""
    got = {"Rss:": 0.0, "Pss:": 0.0, "Private_Clean:": 0.0, "Private_Dirty:": 0.0}
    found = False
    for pid in pids:
        try:
            with open(f"/proc/{pid}/smaps_rollup") as f:
                for line in f:
                    name, value = line.split()[:2]
                    if name in got:
                        got[name] += int(value) / 1024
            found = True
        except (OSError, ValueError):
            continue
    if not found:
        return None
    return (round(got["Rss:"], 1), round(got["Pss:"], 1),
            round(got["Private_Clean:"] + got["Private_Dirty:"], 1))


def worker_mb() -> tuple[float, float, float] | None:
    """Resident, proportional and private memory of the seats' worker processes now (Linux), or
    None. Private memory is what the worker adds to the window's."""
    import multiprocessing
    return process_mb(child.pid for child in multiprocessing.active_children())


def fork_server_mb() -> tuple[float, float, float] | None:
    """The same of the fork server the seats' processes start from (Linux), or None."""
    from multiprocessing import forkserver
    pid = getattr(getattr(forkserver, "_forkserver", None), "_forkserver_pid", None)
    return process_mb([pid]) if pid else None


def log(*args) -> None:
    print(*args, file=sys.stderr, flush=True)


class Player:
    """Drives one App: a table per match, the person's moves, the sheets, rematches, resizes."""

    def __init__(self, app, rng: random.Random):
        self.app, self.rng = app, rng
        self.games = 0
        self.matches = 0
        self.actions = 0
        self.table_actions = 0
        self.table = None

    def new_table(self) -> None:
        from game.ui.config import MatchConfig, default_seats
        from game.ui.table import TableScene
        game, players = GAMES[self.games % len(GAMES)]
        self.games += 1
        seats = default_seats(players)
        for seat in seats[1:]:
            seat["level"] = "debutant"
        # short matches where the game allows: Polignac to 5 points, Guinguette with 8 counters
        config = MatchConfig(game, players, dict(OPTIONS[game]), seats, seed=self.rng.randrange(1, 2**31),
                             dealer=0)
        self.table_actions = 0
        while self.app.stack:
            self.app.pop()
        self.table = TableScene(self.app, config)
        self.app.push(self.table)

    def step(self) -> None:
        """One turn: act for the person where a person would, then one frame of the loop."""
        from game.ui.table.seats import concrete
        app, table = self.app, self.table
        if table is None or table not in app.stack or self.table_actions >= TABLE_ACTIONS:
            self.new_table()
            table = self.table
        top = app.top
        if top is not table:
            if table.match.match_over:
                self.matches += 1
                if self.matches % 3 == 0:
                    self.new_table()      # another game
                else:
                    table.rematch()
                    self.table = app.top
            elif getattr(top, "buttons", None):
                top.buttons[0].click()
            else:
                app.pop()
        elif getattr(table, "trick_waiting", False):
            table.proceed()               # the person's click that gathers a finished trick
        elif (not table.timeline.busy() and not table.match.match_over
              and table.is_person(table.match.to_act)):
            legal = table.match.legal_actions()
            table.apply(table.person, concrete(self.rng.choice(legal)))
            self.actions += 1
            self.table_actions += 1
        app.frame(1 / 60)


def soak(minutes: float, every: float, seed: int) -> dict:
    import pygame

    from game.ui.app import App
    app = App(SIZES[0], store=None)
    app.settings["speed"] = "fast"
    app.settings["think_pause_ms"] = 0
    rng = random.Random(seed)
    player = Player(app, rng)
    start = time.monotonic()
    end = start + minutes * 60
    next_sample = start
    next_resize = start + 4
    samples: list[list[float]] = []
    huge_visits: list[list[float]] = []
    huge_sizes: list[list[float]] = []
    worker: list[list[float]] = []
    resizes = 0
    try:
        while True:
            now = time.monotonic()
            if now >= next_sample:
                gc.collect()
                sample = [round(now - start, 1), round(rss_mb(), 1), *app.size]
                seats = worker_mb()
                if seats is not None:
                    worker.append([sample[0], *seats])
                if app.size == HUGE:
                    huge_visits.append(sample[:2])
                    huge_sizes.append(sample)
                    next_resize = now          # back to a common size at once
                else:
                    samples.append(sample)
                    if huge_visits and len(huge_visits[-1]) == 2:
                        huge_visits[-1].append(sample[1])
                log(f"{sample[0]:7.1f} s  {sample[1]:6.1f} MB  {sample[2]}x{sample[3]}  "
                    f"worker {'{} MB (PSS {}, private {})'.format(*seats) if seats else '-'}  "
                    f"matches {player.matches}  actions {player.actions}")
                next_sample += every
            if now >= end:
                break
            if now >= next_resize:
                resizes += 1
                size = HUGE if resizes % HUGE_EVERY == 0 else SIZES[resizes % len(SIZES)]
                app.resize(size)
                if resizes % 7 == 0:
                    app.settings["language"] = "en" if app.settings.get("language") == "fr" else "fr"
                next_resize = now + (every + 1 if size == HUGE else 4)
            player.step()
            pygame.event.pump()
    finally:
        app.shutdown()
    server = fork_server_mb()
    return {"minutes": minutes, "every_s": every, **summary(samples, huge_visits, worker, huge_sizes),
            "fork_server": server, "matches": player.matches, "actions": player.actions,
            "resizes": resizes}


def summary(samples: list[list[float]], huge_visits: list[list[float]], worker: list[list[float]],
            huge_samples: list[list[float]] = ()) -> dict:
    """The figures of a run: ``peak_mb`` over every sample of the window, the 4000×3000 visits
    included (``peak_common_mb`` without them), and ``peak_per_size`` the largest at each size
    (``huge_samples``: the visits' samples with their size)."""
    first_minute = next((s[1] for s in samples if s[0] >= 60), samples[-1][1])
    final = samples[-1][1]
    per_size: dict[str, float] = {}
    for s in [*samples, *huge_samples]:
        name = f"{int(s[2])}x{int(s[3])}"
        per_size[name] = max(per_size.get(name, 0.0), s[1])
    return {"samples": samples, "after_first_minute_mb": first_minute, "final_mb": final,
            "peak_mb": max([s[1] for s in samples] + [v[1] for v in huge_visits]),
            "peak_common_mb": max(s[1] for s in samples),
            "peak_per_size": dict(sorted(per_size.items(), key=lambda kv: [int(v) for v in kv[0].split("x")])),
            "growth_after_first_minute_mb": round(final - first_minute, 1), "huge_visits": huge_visits,
            "worker": worker, "worker_peak_rss_mb": max((w[1] for w in worker), default=None),
            "worker_peak_pss_mb": max((w[2] for w in worker), default=None),
            "worker_peak_private_mb": max((w[3] for w in worker), default=None)}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.soak", description=__doc__.split("\n")[0])
    parser.add_argument("--minutes", type=positive_float, default=10.0, help="how long to play (default 10)")
    parser.add_argument("--every", type=positive_float, default=10.0, help="seconds between samples (default 10)")
    parser.add_argument("--seed", type=int, default=17)
    parser.add_argument("--quick", action="store_true", help="one minute, a sample every 5 s")
    args = parser.parse_args(argv)
    if args.quick:
        args.minutes, args.every = 1.0, 5.0
    json.dump(soak(args.minutes, args.every, args.seed), sys.stdout)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
