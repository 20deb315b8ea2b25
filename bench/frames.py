"""Frame budget of the table (design §7, contract §8): ``python -m bench.frames [--quick]``.

A scripted Polignac match at 1600×900 under SDL's dummy video driver, at "normal" animation speed
and in real time: computer seats think in their worker while the loop draws, the person's seat
clicks its first legal card. Prints one JSON object:

    {"frame_ms": {"p50", "p95", "p99", "max"}, "idle_cpu_pct", "first_frame_ms", "peak_rss_mb", ...}

* frame time: the work of one frame (events, update, draw, flip) while anything moves; the loop's
  sleep to 60 fps is not counted. ``max_thinking_ms`` is the longest frame while a seat thinks.
* idle: CPU time of this process per wall time while the table waits for the person (the app's
  own loop, which sleeps in ``pygame.event.wait``).
* first frame: from starting a fresh interpreter to the first drawn title menu, as the app starts
  (``game.ui.app.show_title`` after its store and lock), for a person whose folders are new.
* peak RSS: this process (the window); the seats' worker process is reported apart.
* ``--review``: all the while, the deal review of the learning table (issue 16) runs as the app
  runs it (``game.ui.scenes.background.Background`` over ``learn_work.review_deal``, a process of
  its own), started again each time it finishes, on a whole deal played by Débutants (Polignac at
  the table's players, or the game given by ``--review-game``: Double King at four, Guinguette at
  the table's players); ``reviews_done`` counts the reviews finished during the run.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

SIZE = (1600, 900)

FIRST_FRAME_CHILD = r"""
import os, sys, time
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
from game.ui.app import App, show_title
app = App((1600, 900))
app.hold_the_only_copy()
show_title(app)
print(time.time())
"""


def log(*args) -> None:
    print(*args, file=sys.stderr, flush=True)


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    values = sorted(values)
    k = min(len(values) - 1, max(0, int(round(q / 100 * (len(values) - 1)))))
    return values[k]


def first_frame_ms(root: str) -> float:
    """From a fresh interpreter to the title drawn, as the app starts (its store, its settings and
    the single-copy lock included), for a person whose folders are new (a temporary folder)."""
    with tempfile.TemporaryDirectory(prefix="tapisvert-bench-") as home:
        env = dict(os.environ, **{var: os.path.join(home, var.lower()) for var in
                                  ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME")})
        start = time.time()
        out = subprocess.run([sys.executable, "-c", FIRST_FRAME_CHILD], cwd=root, capture_output=True,
                             text=True, timeout=60, env=env)
    try:
        return round((float(out.stdout.strip().splitlines()[-1]) - start) * 1000, 1)
    except (ValueError, IndexError):
        log(out.stderr)
        return -1.0


def person_click(app, table):
    """Where the scripted person clicks now (reading only what the table shows), or None."""
    import pygame  # noqa: F401

    from game.ui.table.dialogs import CardPick
    from game.ui.table.draw import hand_rects
    from game.ui.table.sheets import DealEndScene, MatchEndScene
    top = app.top
    if isinstance(top, (DealEndScene, MatchEndScene)):
        return top.buttons[0].rect.center
    if top is not table:
        return None
    if table.trick_waiting:
        return table.layout.trick_area().center       # the complete trick read: gather it
    if table.dialog is not None and table.dialog_buttons:
        spec = table.dialog
        if isinstance(spec, CardPick) and len(table.selected) < spec.count:
            for code, rect in hand_rects(table):
                if code in spec.choosable and code not in table.selected:
                    return rect.x + max(4, rect.w // 6), rect.centery
        return table.dialog_buttons[0].rect.center
    if table.person_to_play():
        for code, rect in hand_rects(table):
            if table.legal(code):
                return rect.x + max(4, rect.w // 6), rect.centery
    return None


def reviewed_record(game: str, players: int):
    """A match record of ``game`` whose first deal is played to its end by Débutant seats (what a
    review reads); Double King at its four players whatever ``players`` is."""
    from game.ai import make_seat
    from game.engine import game_module
    from game.store.record import MatchRecord
    if players not in game_module(game).PLAYERS:
        players = min(game_module(game).PLAYERS)
    record = MatchRecord.new(game, players, {}, 7, players - 1,
                             [{"name": f"P{i}", "kind": "person" if i == 0 else "computer",
                               "level": None if i == 0 else "debutant"} for i in range(players)])
    match = record.start()
    seats = [make_seat(game, level="debutant", seat=i, seed=i) for i in range(players)]
    while match.deal == 1 and not match.match_over:
        seat = match.to_act
        action = seats[seat].choose(match.view(seat), match.legal_actions())
        record.add(seat, action.to_json())
        match.apply(action)
    return record


class Reviews:
    """The deal review kept running in the background, as the review screen starts it."""

    def __init__(self, game: str, players: int) -> None:
        from game.ui.scenes.background import Background
        from game.ui.scenes.learn_work import review_deal
        self.start = lambda: Background(review_deal, self.record_json, 1, 0)
        self.record_json = reviewed_record(game, players).to_json()
        self.job = self.start()
        self.done = 0

    def poll(self) -> None:
        outcome = self.job.done()
        if outcome is not None:
            if outcome[0] != "ok":
                raise RuntimeError(f"the review failed: {outcome[1]}")
            self.done += 1
            self.job = self.start()

    def close(self) -> None:
        self.job.close()


def run(seconds: float, players: int, level: str, review: str | None = None) -> dict:
    import pygame

    from game.ui.app import App
    from game.ui.config import MatchConfig, default_seats
    from game.ui.table import TableScene
    from game.ui.table.sheets import MatchEndScene

    app = App(SIZE, store=None, settings={"speed": "normal", "think_pause_ms": 300, "language": "fr"})
    app.sound.start(background=False)    # as the app: the table plays its sounds (SDL dummy audio here)
    seats = default_seats(players)
    for seat in seats[1:]:
        seat["level"] = level
    table = TableScene(app, MatchConfig("polignac", players, {"preset": "classique"}, seats, seed=42,
                                        dealer=players - 1))
    app.push(table)
    frames: list[float] = []
    thinking: list[float] = []
    clock = pygame.time.Clock()
    end = time.perf_counter() + seconds
    wait_person = 0.0
    matches = 0
    reviews = Reviews(review, players) if review else None
    while time.perf_counter() < end:
        dt = clock.tick(60) / 1000
        if reviews is not None:
            reviews.poll()
        t0 = time.perf_counter()
        events = pygame.event.get()
        app.frame(min(dt, 0.1), events)
        spent = (time.perf_counter() - t0) * 1000
        moving = app.busy()
        if moving:
            frames.append(spent)
            if table.asked is not None:
                thinking.append(spent)
        if isinstance(app.top, MatchEndScene):
            matches += 1
            table.close()
            app.stack.clear()
            table = TableScene(app, MatchConfig("polignac", players, {"preset": "classique"}, seats,
                                                seed=42 + matches, dealer=players - 1))
            app.push(table)
            continue
        if not moving:
            wait_person += dt
            if wait_person < 0.25:      # a person takes a moment before clicking
                continue
        pos = person_click(app, table)
        if pos is not None:
            wait_person = 0.0
            for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                data = {"pos": pos}
                if kind == pygame.MOUSEMOTION:
                    data.update(rel=(0, 0), buttons=(0, 0, 0))
                else:
                    data["button"] = 1
                pygame.event.post(pygame.event.Event(kind, **data))
    done = 0
    if reviews is not None:
        done = reviews.done
        reviews.close()
    idle = idle_cpu(app, table)
    return {"frames": frames, "thinking": thinking, "idle_cpu_pct": idle, "matches": matches,
            "reviews_done": done}


def idle_cpu(app, table, seconds: float = 3.0) -> float:
    """CPU share of the app's own loop while a fresh table waits for the person to play."""
    import pygame

    from game.ui.config import MatchConfig
    from game.ui.table import TableScene
    table.close()
    app.stack.clear()
    config = table.config
    fresh = TableScene(app, MatchConfig(config.game, config.players, dict(config.options), config.seats,
                                        seed=config.seed + 1000, dealer=config.players - 1))
    app.push(fresh)            # dealer is the last seat: the person (seat 0) leads the first trick
    deadline = time.perf_counter() + 30
    while not (fresh.person_to_play() and not app.busy()) and time.perf_counter() < deadline:
        app.frame(1 / 60, pygame.event.get())
        time.sleep(0.002)
    if not fresh.person_to_play():
        log("idle: the table never came to the person's turn")
    pygame.time.set_timer(pygame.QUIT, int(seconds * 1000), loops=1)
    wall0, cpu0 = time.perf_counter(), time.process_time()
    app.run()
    wall, cpu = time.perf_counter() - wall0, time.process_time() - cpu0
    fresh.close()
    return round(100 * cpu / max(wall, 1e-6), 2)


def rss_mb() -> tuple[float, float]:
    import resource
    me = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    return round(me, 1), round(children, 1)


def main(argv: list[str] | None = None) -> int:
    from game.engine import available_games, game_module
    parser = argparse.ArgumentParser(prog="python -m bench.frames", description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a run of well under a minute")
    parser.add_argument("--players", type=int, default=4, choices=sorted(game_module("polignac").PLAYERS))
    parser.add_argument("--level", default="amateur", choices=("debutant", "amateur", "expert"))
    parser.add_argument("--review", action="store_true",
                        help="a deal review runs in the background all the while (the learning table)")
    parser.add_argument("--review-game", default="polignac", choices=available_games(),
                        help="the game of the deal reviewed with --review (polignac)")
    parser.add_argument("--packaged", action="store_true",
                        help="also time the packaged app's first frame, building it when missing")
    args = parser.parse_args(argv)
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    if root not in sys.path:
        sys.path.insert(0, root)
    log("first frame ...")
    first = first_frame_ms(root)
    seconds = 15.0 if args.quick else 60.0
    log(f"playing for {seconds:.0f} s at {SIZE[0]}x{SIZE[1]} ...")
    got = run(seconds, args.players, args.level, args.review_game if args.review else None)
    frames = got["frames"]
    me, children = rss_mb()
    result = {
        "frame_ms": {"p50": round(percentile(frames, 50), 2), "p95": round(percentile(frames, 95), 2),
                     "p99": round(percentile(frames, 99), 2), "max": round(max(frames, default=0.0), 2)},
        "idle_cpu_pct": got["idle_cpu_pct"],
        "first_frame_ms": first,
        "peak_rss_mb": me,
        "max_thinking_ms": round(max(got["thinking"], default=0.0), 2),
        "frames": len(frames),
        "worker_peak_rss_mb": children,
        "size": list(SIZE),
        "players": args.players,
    }
    if args.review:
        result["reviews_done"] = got["reviews_done"]
        result["review_game"] = args.review_game
    # Issue 9: the packaged app's start to first frame (budget 700 ms), when it is built (or asked).
    from bench import packaged_start
    if args.packaged or os.path.exists(packaged_start.APP):
        log("packaged app's first frame ...")
        if not os.path.exists(packaged_start.APP):
            packaged_start.build()
        result["packaged_first_frame_ms"] = round(packaged_start.measure(3 if args.quick else 5), 1)
    else:
        log("no packaged app in dist/: run with --packaged (or build/make_app.py) to time it")
        result["packaged_first_frame_ms"] = None
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
