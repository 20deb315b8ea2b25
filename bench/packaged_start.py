"""Packaged app: start to first drawn frame (design §7: ≤ 700 ms). Prints one JSON object
``{"packaged_first_frame_ms": x}`` (the median of the runs; each run's time goes to stderr).

The clock starts when the executable is launched and stops when the smoke mode's first screenshot
(the title menu, written right after the first frame is drawn) appears on disk, so the time
includes unpacking, imports, the store's start-up checks, opening the window and drawing. Builds
the app first (``build/make_app.py``) when ``dist/TapisVert`` is missing. Uses the X display if
there is one, else SDL's dummy video driver. ``bench/frames.py`` may call :func:`measure`.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

from . import positive_int

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
APP = os.path.join(ROOT, "dist", "TapisVert", "TapisVert.exe" if sys.platform == "win32" else "TapisVert")
TIMEOUT_S = 60


def build() -> None:
    subprocess.run([sys.executable, os.path.join(ROOT, "build", "make_app.py"), "--no-archive"],
                   check=True, stdout=sys.stderr)


def one_run(app: str, folder: str) -> float:
    """Milliseconds from launch to the first frame's screenshot."""
    shot = os.path.join(folder, "first.png")
    if os.path.exists(shot):
        os.remove(shot)
    env = dict(os.environ, XDG_CONFIG_HOME=os.path.join(folder, "config"),
               XDG_DATA_HOME=os.path.join(folder, "data"), XDG_STATE_HOME=os.path.join(folder, "state"),
               SDL_AUDIODRIVER="dummy", SDL_FRAMEBUFFER_ACCELERATION="0")
    if not env.get("DISPLAY") and sys.platform.startswith("linux"):
        env["SDL_VIDEODRIVER"] = "dummy"
    start = time.perf_counter()
    child = subprocess.Popen([app, "--smoke", "--screenshot", shot], env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        while not os.path.exists(shot):
            if child.poll() is not None:
                raise RuntimeError(f"the app exited {child.returncode} before its first frame")
            if time.perf_counter() - start > TIMEOUT_S:
                raise RuntimeError("no first frame within the time limit")
            time.sleep(0.001)
        elapsed = (time.perf_counter() - start) * 1000
        child.wait(timeout=TIMEOUT_S)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
    return elapsed


def measure(runs: int = 5, app: str = APP) -> float:
    """The median start-to-first-frame time of ``runs`` launches, in ms (one warm-up launch first,
    so the disk cache is the same for every run)."""
    if not os.path.exists(app):
        build()
    with tempfile.TemporaryDirectory(prefix="tapisvert-bench-") as folder:
        one_run(app, folder)
        times = [one_run(app, folder) for _ in range(runs)]
    print("packaged first frame ms: " + ", ".join(f"{t:.0f}" for t in times), file=sys.stderr)
    return statistics.median(times)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="3 runs instead of 7")
    parser.add_argument("--runs", type=positive_int, default=None)
    parser.add_argument("--rebuild", action="store_true", help="build the app first")
    args = parser.parse_args(argv)
    if args.rebuild:
        build()
    runs = args.runs or (3 if args.quick else 7)
    print(json.dumps({"packaged_first_frame_ms": round(measure(runs), 1)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
