"""The app's icon, from the project's own drawing ``assets/icon.svg`` (written by build/card_svgs.py):
the jack of spades, le Polignac, on a square of green felt.

``python build/icon.py FOLDER`` writes ``tapisvert.png`` (256 px), ``tapisvert-<n>.png`` for the
usual sizes, ``tapisvert.ico`` (Windows) and ``tapisvert.icns`` (macOS). pygame-ce renders the SVG;
ICO and ICNS files both accept PNG images inside, so no image library beyond pygame is needed.
"""
from __future__ import annotations

import io
import os
import struct
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402  (after the environment variable)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SVG = os.path.join(ROOT, "assets", "icon.svg")
SVG_SMALL = os.path.join(ROOT, "assets", "icon-small.svg")      # the simpler drawing for 32 px and less
MASTER = 1024                       # rendered once this big, then scaled down smoothly
SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = {128: b"ic07", 256: b"ic08", 512: b"ic09", 1024: b"ic10"}


def draw_icon(size: int = 256) -> pygame.Surface:
    """The icon at ``size`` pixels (square, with transparent corners), rendered from the SVG."""
    return pygame.image.load_sized_svg(SVG_SMALL if size <= 32 else SVG, (size, size))


def png_bytes(surface: pygame.Surface) -> bytes:
    buf = io.BytesIO()
    pygame.image.save(surface, buf, "icon.png")
    return buf.getvalue()


def ico_bytes(images: dict[int, bytes]) -> bytes:
    """A Windows .ico holding PNG images (accepted by Windows since Vista)."""
    sizes = sorted(images)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, blobs = b"", b""
    for n in sizes:
        data = images[n]
        entries += struct.pack("<BBBBHHII", n % 256, n % 256, 0, 0, 1, 32, len(data), offset + len(blobs))
        blobs += data
    return header + entries + blobs


def icns_bytes(images: dict[int, bytes]) -> bytes:
    """A macOS .icns holding PNG images."""
    body = b"".join(ICNS_TYPES[n] + struct.pack(">I", 8 + len(images[n])) + images[n]
                    for n in sorted(images) if n in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_icons(folder: str) -> dict[str, str]:
    """Render the icon and write every form of it into ``folder``; returns {"png", "ico", "icns"}."""
    os.makedirs(folder, exist_ok=True)
    master = draw_icon(MASTER)
    # the small sizes rendered from the drawing itself (sharper than scaled), the large ones scaled
    pngs = {n: png_bytes(draw_icon(n) if n <= 64 else pygame.transform.smoothscale(master, (n, n)))
            for n in SIZES + (512,)}
    pngs[MASTER] = png_bytes(master)
    out = {"png": os.path.join(folder, "tapisvert.png"), "ico": os.path.join(folder, "tapisvert.ico"),
           "icns": os.path.join(folder, "tapisvert.icns")}
    with open(out["png"], "wb") as f:
        f.write(pngs[256])
    for n in SIZES:
        with open(os.path.join(folder, f"tapisvert-{n}.png"), "wb") as f:
            f.write(pngs[n])
    with open(out["ico"], "wb") as f:
        f.write(ico_bytes({n: pngs[n] for n in SIZES}))
    with open(out["icns"], "wb") as f:
        f.write(icns_bytes({n: pngs[n] for n in ICNS_TYPES}))
    return out


if __name__ == "__main__":
    print(write_icons(sys.argv[1] if len(sys.argv) > 1 else "icons"))
