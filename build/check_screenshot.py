"""Is a screenshot a real picture? ``python build/check_screenshot.py FILE`` exits 1 when the file is
missing, unreadable, tiny, or blank (one colour, or too few colours to hold a table and cards).

Used by ``build/ci_smoke.sh`` after the packaged app's smoke mode.
"""
from __future__ import annotations

import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame  # noqa: E402

MIN_SIZE = (320, 200)
MIN_COLOURS = 12          # felt, rim, card faces, ink, red, text... a blank frame has one or two
GRID = 64                 # sample a GRID x GRID lattice of pixels


def problems(path: str) -> list[str]:
    if not os.path.isfile(path) or os.path.getsize(path) == 0:
        return [f"{path}: no screenshot"]
    try:
        image = pygame.image.load(path)
    except pygame.error as exc:
        return [f"{path}: not an image ({exc})"]
    w, h = image.get_size()
    if w < MIN_SIZE[0] or h < MIN_SIZE[1]:
        return [f"{path}: {w}x{h} is too small"]
    colours = {tuple(image.get_at((x * (w - 1) // (GRID - 1), y * (h - 1) // (GRID - 1))))[:3]
               for x in range(GRID) for y in range(GRID)}
    if len(colours) < MIN_COLOURS:
        return [f"{path}: looks blank ({len(colours)} colours in {GRID * GRID} samples)"]
    return []


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: check_screenshot.py FILE", file=sys.stderr)
        return 2
    found = problems(argv[0])
    for p in found:
        print(f"check_screenshot: {p}", file=sys.stderr)
    if not found:
        print(f"check_screenshot: {argv[0]} ok", file=sys.stderr)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
