"""Memory over a long evening (issue 17, point 7): ``python -m bench.soak --minutes 10``.

Scripted play under SDL's dummy video driver, as fast as the machine goes: the three games in
turn, the person's seat choosing a random legal action, computer seats at Débutant with no
thinking pause, every deal-end sheet closed, a rematch at each match's end, and the window
resized every few seconds through sizes from 800×500 to 4000×3000 (and the language switched now
and then), so that every cache per size and per text is exercised. The resident memory of this
process (the window; the seats' worker process is apart) is sampled every ``--every`` seconds.

Prints one JSON object:

    {"minutes", "samples": [[seconds, rss_mb], ...], "after_first_minute_mb", "final_mb", "peak_mb",
     "growth_after_first_minute_mb", "matches", "actions", "resizes"}

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

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

SIZES = [(1280, 720), (1920, 1080), (800, 500), (1600, 900), (4000, 3000), (1024, 768), (1366, 768),
         (2560, 1440), (900, 900), (1280, 720)]
GAMES = [("polignac", 4), ("double_king", 4), ("guinguette", 5), ("polignac", 6)]


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


def log(*args) -> None:
    print(*args, file=sys.stderr, flush=True)


class Player:
    """Drives one App: a table per match, the person's moves, the sheets, rematches, resizes."""

    def __init__(self, app, rng: random.Random):
        self.app, self.rng = app, rng
        self.games = 0
        self.matches = 0
        self.actions = 0
        self.table = None

    def new_table(self) -> None:
        from game.ui.config import MatchConfig, default_seats
        from game.ui.table import TableScene
        game, players = GAMES[self.games % len(GAMES)]
        self.games += 1
        seats = default_seats(players)
        for seat in seats[1:]:
            seat["level"] = "debutant"
        # a short match: Polignac's target of 5, Guinguette's fewest deals; Double King plays whole
        options = {"polignac": {"target": 5}, "guinguette": {}, "double_king": {}}[game]
        config = MatchConfig(game, players, options, seats, seed=self.rng.randrange(1, 2**31), dealer=0)
        while self.app.stack:
            self.app.pop()
        self.table = TableScene(self.app, config)
        self.app.push(self.table)

    def step(self) -> None:
        """One turn: act for the person where a person would, then one frame of the loop."""
        from game.ui.table.seats import concrete
        app, table = self.app, self.table
        if table is None or table not in app.stack:
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
        elif (not table.timeline.busy() and not table.match.match_over
              and table.is_person(table.match.to_act)):
            legal = table.match.legal_actions()
            table.apply(table.person, concrete(self.rng.choice(legal)))
            self.actions += 1
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
    resizes = 0
    try:
        while True:
            now = time.monotonic()
            if now >= next_sample:
                gc.collect()
                samples.append([round(now - start, 1), round(rss_mb(), 1)])
                log(f"{samples[-1][0]:7.1f} s  {samples[-1][1]:6.1f} MB  matches {player.matches}  "
                    f"actions {player.actions}")
                next_sample += every
            if now >= end:
                break
            if now >= next_resize:
                size = SIZES[resizes % len(SIZES)]
                resizes += 1
                app.resize(size)
                if resizes % 7 == 0:
                    app.settings["language"] = "en" if app.settings.get("language") == "fr" else "fr"
                next_resize = now + 4
            player.step()
            pygame.event.pump()
    finally:
        app.shutdown()
    first_minute = next((mb for t, mb in samples if t >= 60), samples[-1][1])
    final = samples[-1][1]
    return {"minutes": minutes, "every_s": every, "samples": samples,
            "after_first_minute_mb": first_minute, "final_mb": final,
            "peak_mb": max(mb for _, mb in samples),
            "growth_after_first_minute_mb": round(final - first_minute, 1),
            "matches": player.matches, "actions": player.actions, "resizes": resizes}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.soak", description=__doc__.split("\n")[0])
    parser.add_argument("--minutes", type=float, default=10.0, help="how long to play (default 10)")
    parser.add_argument("--every", type=float, default=10.0, help="seconds between samples (default 10)")
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
