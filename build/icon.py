"""The app's icon, drawn by the project's own code at build time: the jack of spades (le
Polignac) on a square of green felt.

``python build/icon.py FOLDER`` writes ``tapisvert.png`` (256 px), ``tapisvert-<n>.png`` for the
usual sizes, ``tapisvert.ico`` (Windows) and ``tapisvert.icns`` (macOS). ICO and ICNS files both
accept PNG images inside, so no image library beyond pygame is needed.
"""
from __future__ import annotations

import io
import os
import struct
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402  (after the environment variable)

MASTER = 1024                       # drawn once this big, then scaled down smoothly
SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = {128: b"ic07", 256: b"ic08", 512: b"ic09", 1024: b"ic10"}

FELT = (22, 96, 58)
FELT_DARK = (12, 64, 38)
RIM = (120, 78, 38)
IVORY = (246, 240, 224)
INK = (28, 28, 34)
GOLD = (212, 170, 60)
RED = (178, 34, 40)
BLUE = (40, 70, 150)
SKIN = (236, 200, 160)


def _spade(surface: pygame.Surface, centre: tuple[float, float], size: float, colour) -> None:
    """A spade as shapes: two lobes, a point and a stem (no font has to hold the glyph)."""
    cx, cy = centre
    r = size * 0.27
    pygame.draw.circle(surface, colour, (int(cx - r * 0.95), int(cy + r * 0.35)), int(r))
    pygame.draw.circle(surface, colour, (int(cx + r * 0.95), int(cy + r * 0.35)), int(r))
    pygame.draw.polygon(surface, colour, [(cx, cy - size * 0.5), (cx - size * 0.5, cy + size * 0.12),
                                          (cx + size * 0.5, cy + size * 0.12)])
    pygame.draw.polygon(surface, colour, [(cx, cy + size * 0.1), (cx - size * 0.22, cy + size * 0.5),
                                          (cx + size * 0.22, cy + size * 0.5)])


def _jack(surface: pygame.Surface, box: pygame.Rect) -> None:
    """A simple drawn jack: plumed cap, face, collar and tunic, in the card's colours."""
    x, y, w, h = box
    cx = x + w // 2
    # tunic
    pygame.draw.polygon(surface, BLUE, [(x + w * 0.12, y + h), (x + w * 0.22, y + h * 0.52),
                                        (x + w * 0.78, y + h * 0.52), (x + w * 0.88, y + h)])
    pygame.draw.polygon(surface, RED, [(cx - w * 0.12, y + h), (cx, y + h * 0.52), (cx + w * 0.12, y + h)])
    # collar
    pygame.draw.ellipse(surface, GOLD, (x + w * 0.26, y + h * 0.46, w * 0.48, h * 0.12))
    # face
    pygame.draw.ellipse(surface, SKIN, (cx - w * 0.17, y + h * 0.18, w * 0.34, h * 0.32))
    pygame.draw.circle(surface, INK, (int(cx - w * 0.07), int(y + h * 0.31)), max(1, int(w * 0.025)))
    pygame.draw.circle(surface, INK, (int(cx + w * 0.07), int(y + h * 0.31)), max(1, int(w * 0.025)))
    pygame.draw.arc(surface, RED, (cx - w * 0.08, y + h * 0.33, w * 0.16, h * 0.1), 3.5, 5.9,
                    max(1, int(w * 0.02)))
    # cap and plume
    pygame.draw.ellipse(surface, RED, (cx - w * 0.24, y + h * 0.08, w * 0.48, h * 0.17))
    pygame.draw.rect(surface, GOLD, (cx - w * 0.22, y + h * 0.19, w * 0.44, h * 0.04))
    pygame.draw.ellipse(surface, GOLD, (cx + w * 0.05, y - h * 0.02, w * 0.3, h * 0.14))


def draw_icon(size: int = 256) -> pygame.Surface:
    """The icon at ``size`` pixels (square, with transparent corners)."""
    s = MASTER
    art = pygame.Surface((s, s), pygame.SRCALPHA)
    # the felt, with a wooden rim and a darker edge, like the table of the app
    pygame.draw.rect(art, RIM, (0, 0, s, s), border_radius=int(s * 0.18))
    pygame.draw.rect(art, FELT_DARK, (s * 0.04, s * 0.04, s * 0.92, s * 0.92), border_radius=int(s * 0.15))
    pygame.draw.rect(art, FELT, (s * 0.07, s * 0.07, s * 0.86, s * 0.86), border_radius=int(s * 0.13))
    # the card, a little turned, with a soft shadow
    card = pygame.Surface((int(s * 0.56), int(s * 0.78)), pygame.SRCALPHA)
    cw, ch = card.get_size()
    pygame.draw.rect(card, IVORY, (0, 0, cw, ch), border_radius=int(cw * 0.1))
    pygame.draw.rect(card, INK, (0, 0, cw, ch), width=max(2, int(cw * 0.015)), border_radius=int(cw * 0.1))
    pygame.draw.rect(card, GOLD, (cw * 0.14, ch * 0.1, cw * 0.72, ch * 0.8), width=max(2, int(cw * 0.012)),
                     border_radius=int(cw * 0.05))
    _jack(card, pygame.Rect(int(cw * 0.18), int(ch * 0.17), int(cw * 0.64), int(ch * 0.66)))
    _spade(card, (cw * 0.12, ch * 0.1), cw * 0.14, INK)
    _spade(card, (cw * 0.88, ch * 0.9), cw * 0.14, INK)
    shadow = pygame.Surface(card.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, 90), (0, 0, cw, ch), border_radius=int(cw * 0.1))
    turned, shadow = pygame.transform.rotozoom(card, -8, 1), pygame.transform.rotozoom(shadow, -8, 1)
    pos = ((s - turned.get_width()) // 2, (s - turned.get_height()) // 2)
    art.blit(shadow, (pos[0] + s * 0.02, pos[1] + s * 0.025))
    art.blit(turned, pos)
    return pygame.transform.smoothscale(art, (size, size)) if size != s else art


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
    """Draw the icon and write every form of it into ``folder``; returns {"png", "ico", "icns"}."""
    os.makedirs(folder, exist_ok=True)
    master = draw_icon(MASTER)
    pngs = {n: png_bytes(pygame.transform.smoothscale(master, (n, n))) for n in SIZES + (512,)}
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
