"""Writes the card art of Tapis Vert as SVG files into ``assets/`` (issue 14, ui.md "Cards").

``python build/card_svgs.py [ASSETS_FOLDER]`` writes:

* ``cards/<code>.svg``: the 52 faces (``AS`` ... ``2C``, ``T`` for ten) without their corner indices,
  which the app draws with its typeface in the language's letters (R D V or K Q J);
* ``cards/back-<name>.svg``: the backs the settings offer;
* ``suits/<S|H|D|C>.svg``: the four suit symbols (also used for the indices);
* ``icon.svg``: the app icon (the jack of spades, *le Polignac*, on green felt), and
  ``icon-small.svg``, its simpler form for 32 pixels and less (a big spade for the figure).

The SVGs written here are committed: they are what the app loads. pygame-ce renders them with
nanosvg, so they keep to what it reads: paths, basic shapes, groups with transforms and gradients
(no ``<text>``, ``<use>``, clipping or patterns). The suit ink is written as the exact colours of
:data:`SUIT_INK`, which the app swaps for the four-colour deck. The twelve court figures are in
``card_courts.py``.
"""
from __future__ import annotations

import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import card_courts  # noqa: E402  (beside this file)

W, H = 630, 880                    # poker proportions 63:88 (ui.md "Cards")
RADIUS = 38                        # 6% of the width
IVORY = "#fbf8f0"
BORDER = "#c9c2b0"
SUIT_INK = {"S": "#1b1b1b", "H": "#c0262d", "D": "#c0262d", "C": "#1b1b1b"}   # theme.BLACK / theme.RED
RANKS = "AKQJT98765432"
SUITS = "SHDC"

# Suit symbols drawn in a 100 x 100 box.
SUIT_PATHS = {
    "H": ["M50 94 C38 80 4 58 4 30 C4 13 16 4 29 4 C40 4 47 11 50 21 C53 11 60 4 71 4 "
          "C84 4 96 13 96 30 C96 58 62 80 50 94 Z"],
    "D": ["M50 2 Q63 29 88 50 Q63 71 50 98 Q37 71 12 50 Q37 29 50 2 Z"],
    "S": ["M50 3 C60 22 96 40 96 64 C96 78 86 85 75 85 C65 85 58 80 54 73 C55 84 60 92 70 97 "
          "L30 97 C40 92 45 84 46 73 C42 80 35 85 25 85 C14 85 4 78 4 64 C4 40 40 22 50 3 Z"],
    "C": ["M50 4 A22 22 0 0 1 68.5 38 A22 22 0 1 1 55 70 C56 82 61 91 70 97 L30 97 C39 91 44 82 45 70 "
          "A22 22 0 1 1 31.5 38 A22 22 0 0 1 50 4 Z"],
}

# Pip centres (x, y) as shares of the card, as on real French cards; pips below the middle turned over.
_L, _C, _R = 0.31, 0.5, 0.69
PIPS = {
    "T": [(_L, .19), (_L, .397), (_L, .603), (_L, .81), (_R, .19), (_R, .397), (_R, .603), (_R, .81),
          (_C, .293), (_C, .707)],
    "9": [(_L, .19), (_L, .397), (_L, .603), (_L, .81), (_R, .19), (_R, .397), (_R, .603), (_R, .81),
          (_C, .5)],
    "8": [(_L, .19), (_L, .5), (_L, .81), (_R, .19), (_R, .5), (_R, .81), (_C, .345), (_C, .655)],
    "7": [(_L, .19), (_L, .5), (_L, .81), (_R, .19), (_R, .5), (_R, .81), (_C, .345)],
    "6": [(_L, .19), (_L, .5), (_L, .81), (_R, .19), (_R, .5), (_R, .81)],
    "5": [(_L, .19), (_L, .81), (_R, .19), (_R, .81), (_C, .5)],
    "4": [(_L, .19), (_L, .81), (_R, .19), (_R, .81)],
    "3": [(_C, .19), (_C, .5), (_C, .81)],
    "2": [(_C, .19), (_C, .81)],
}
PIP_SIZE = 0.2                      # of the card width

BACKS = {
    # name: (ground, motif light, motif dark, gold)
    "burgundy_lattice": ("#6e1a26", "#b8525c", "#4a0f18", "#d9b35a"),
    "navy_lattice": ("#1b2a5e", "#6d83c4", "#0f1838", "#d9b35a"),
    "green_damask": ("#1d5236", "#5f9a72", "#103521", "#d9b35a"),
}


def f(x: float) -> str:
    """A number written short."""
    return f"{x:.1f}".rstrip("0").rstrip(".")


def svg(body: list[str], w: float = W, h: float = H) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{f(w)}" height="{f(h)}" '
            f'viewBox="0 0 {f(w)} {f(h)}">\n' + "\n".join(body) + "\n</svg>\n")


def suit(s: str, cx: float, cy: float, size: float, turned: bool = False, fill: str | None = None) -> str:
    """The suit symbol ``s`` centred on (cx, cy), ``size`` wide, in its ink (or ``fill``)."""
    k = size / 100
    rot = f" rotate(180 {f(cx)} {f(cy)})" if turned else ""
    paths = "".join(f'<path d="{d}"/>' for d in SUIT_PATHS[s])
    return (f'<g transform="{rot.strip()} translate({f(cx - size / 2)} {f(cy - size / 2)}) scale({k:.4f})" '
            f'fill="{fill or SUIT_INK[s]}">{paths}</g>'.replace('transform=" ', 'transform="'))


def blank() -> list[str]:
    return [f'<rect x="3" y="3" width="{W - 6}" height="{H - 6}" rx="{RADIUS}" fill="{IVORY}" '
            f'stroke="{BORDER}" stroke-width="6"/>']


def pip_face(rank: str, s: str) -> list[str]:
    size = W * PIP_SIZE
    return [suit(s, x * W, y * H, size, turned=y > 0.5) for x, y in PIPS[rank]]


def ace_face(s: str) -> list[str]:
    body = []
    if s == "S":
        # the ace of spades is the ornamented one, as in French packs: a laurel wreath around the pip
        body += laurel(W / 2, H / 2, 205, "#2b2724", "#5b7f46")
    body.append(suit(s, W / 2, H / 2, W * (0.42 if s == "S" else 0.5)))
    return body


def laurel(cx: float, cy: float, r: float, ink: str, leaf: str) -> list[str]:
    """Two branches of laurel bending round (cx, cy), tied at the bottom."""
    out = [f'<path d="M{f(cx)} {f(cy + r)} A{f(r)} {f(r)} 0 0 1 {f(cx - r * 0.42)} {f(cy - r * 0.9)}" '
           f'fill="none" stroke="{ink}" stroke-width="5"/>',
           f'<path d="M{f(cx)} {f(cy + r)} A{f(r)} {f(r)} 0 0 0 {f(cx + r * 0.42)} {f(cy - r * 0.9)}" '
           f'fill="none" stroke="{ink}" stroke-width="5"/>']
    for side in (-1, 1):
        for i in range(9):
            a = math.radians(90 + side * (12 + i * 16.5))
            x, y = cx + r * math.cos(a), cy + r * math.sin(a)
            tangent = math.degrees(a) + 90 * side
            for out_in in (-1, 1):
                ang = tangent + out_in * 28 * side
                out.append(f'<ellipse cx="0" cy="0" rx="21" ry="8" fill="{leaf}" stroke="{ink}" '
                           f'stroke-width="2.5" transform="translate({f(x)} {f(y)}) rotate({f(ang)}) '
                           f'translate({f(out_in * 0)} {f(out_in * 14)})"/>')
    out.append(f'<circle cx="{f(cx)}" cy="{f(cy + r)}" r="10" fill="#c0262d" stroke="{ink}" stroke-width="3"/>')
    return out


def face(code: str) -> str:
    rank, s = code[0], code[1]
    body = blank()
    if rank == "A":
        body += ace_face(s)
    elif rank in "KQJ":
        body += card_courts.court(rank, s, W, H, lambda cx, cy, size: suit(s, cx, cy, size))
    else:
        body += pip_face(rank, s)
    return svg(body)


# ---------------------------------------------------------------- backs

def _clip_line(x0: float, y0: float, dx: float, dy: float, box: tuple[float, float, float, float]):
    """The part of the line through (x0, y0) with direction (dx, dy) inside ``box`` (Liang-Barsky)."""
    left, top, right, bottom = box
    t0, t1 = -1e9, 1e9
    for p, q in ((-dx, x0 - left), (dx, right - x0), (-dy, y0 - top), (dy, bottom - y0)):
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
    if t0 >= t1:
        return None
    return (x0 + t0 * dx, y0 + t0 * dy, x0 + t1 * dx, y0 + t1 * dy)


def lattice(box, ground: str, light: str, dark: str, gold: str) -> list[str]:
    """A diagonal lattice of double lines with a small quatrefoil at every crossing."""
    left, top, right, bottom = box
    step = 46.0
    out = []
    n = int((right - left + bottom - top) / step) + 2
    for k in range(-n, n + 1):
        for dx in (1, -1):
            x0 = (left + right) / 2 + k * step * 2 ** 0.5 / 2 * 2 ** 0.5
            seg = _clip_line(x0, (top + bottom) / 2, dx, 1, box)
            if seg:
                out.append(f'<line x1="{f(seg[0])}" y1="{f(seg[1])}" x2="{f(seg[2])}" y2="{f(seg[3])}" '
                           f'stroke="{light}" stroke-width="5"/>')
                out.append(f'<line x1="{f(seg[0])}" y1="{f(seg[1])}" x2="{f(seg[2])}" y2="{f(seg[3])}" '
                           f'stroke="{dark}" stroke-width="1.6"/>')
    cx, cy = (left + right) / 2, (top + bottom) / 2
    for i in range(-n, n + 1):
        for j in range(-n, n + 1):
            x, y = cx + i * step, cy + j * step
            if (i + j) % 2 == 0 and left + 9 < x < right - 9 and top + 9 < y < bottom - 9:
                out.append(f'<circle cx="{f(x)}" cy="{f(y)}" r="7" fill="{gold}" stroke="{dark}" stroke-width="1.5"/>')
            elif left + 9 < x < right - 9 and top + 9 < y < bottom - 9:
                out.append(f'<circle cx="{f(x)}" cy="{f(y)}" r="3.2" fill="{light}"/>')
    return out


def damask(box, ground: str, light: str, dark: str, gold: str) -> list[str]:
    """Rows of damask flowers (four petals and four leaves), alternate rows offset."""
    left, top, right, bottom = box
    out = []
    step_x, step_y = 88.0, 76.0
    inset = 46                                   # whole flowers only, clear of the gold border
    cols = int((right - left - 2 * inset) / step_x)
    rows = int((bottom - top - 2 * inset) / step_y)
    x0 = (left + right) / 2 - cols * step_x / 2
    y0 = (top + bottom) / 2 - rows * step_y / 2
    for j in range(rows + 1):
        for i in range(cols + 1 - j % 2):
            out += _damask_flower(x0 + (j % 2) * step_x / 2 + i * step_x, y0 + j * step_y, light, dark, gold)
    return out


def _damask_flower(x: float, y: float, light: str, dark: str, gold: str) -> list[str]:
    out = []
    for a in (0, 90, 180, 270):
        out.append(f'<path d="M0 0 C-9 -8 -9 -20 0 -26 C9 -20 9 -8 0 0 Z" fill="{light}" '
                   f'transform="translate({f(x)} {f(y)}) rotate({a})"/>')
    for a in (45, 135, 225, 315):
        out.append(f'<path d="M0 0 C-4 -5 -4 -12 0 -16 C4 -12 4 -5 0 0 Z" fill="{dark}" '
                   f'transform="translate({f(x)} {f(y)}) rotate({a})"/>')
    out.append(f'<circle cx="{f(x)}" cy="{f(y)}" r="5" fill="{gold}"/>')
    return out


def medallion(cx: float, cy: float, ground: str, light: str, dark: str, gold: str) -> list[str]:
    """The oval in the middle of a back: a gold ring round the four suits in a cross."""
    rx, ry = 118, 150
    out = [f'<ellipse cx="{f(cx)}" cy="{f(cy)}" rx="{rx + 14}" ry="{ry + 14}" fill="{dark}"/>',
           f'<ellipse cx="{f(cx)}" cy="{f(cy)}" rx="{rx}" ry="{ry}" fill="{ground}" stroke="{gold}" '
           f'stroke-width="7"/>',
           f'<ellipse cx="{f(cx)}" cy="{f(cy)}" rx="{rx - 14}" ry="{ry - 14}" fill="none" stroke="{light}" '
           f'stroke-width="2.5"/>']
    for s, (dx, dy) in zip("SHDC", ((0, -70), (62, 0), (0, 70), (-62, 0))):
        out.append(suit(s, cx + dx, cy + dy, 58, fill=gold))
    out.append(f'<circle cx="{f(cx)}" cy="{f(cy)}" r="11" fill="{light}" stroke="{gold}" stroke-width="3"/>')
    return out


def back(name: str) -> str:
    ground, light, dark, gold = BACKS[name]
    m = 34
    box = (m, m, W - m, H - m)
    body = [f'<rect x="3" y="3" width="{W - 6}" height="{H - 6}" rx="{RADIUS}" fill="{IVORY}" '
            f'stroke="{BORDER}" stroke-width="6"/>',
            f'<rect x="{m}" y="{m}" width="{W - 2 * m}" height="{H - 2 * m}" rx="10" fill="{ground}"/>']
    body += (lattice if name.endswith("lattice") else damask)(box, ground, light, dark, gold)
    body += [f'<rect x="{m}" y="{m}" width="{W - 2 * m}" height="{H - 2 * m}" rx="10" fill="none" '
             f'stroke="{gold}" stroke-width="7"/>',
             f'<rect x="{m + 13}" y="{m + 13}" width="{W - 2 * m - 26}" height="{H - 2 * m - 26}" rx="6" '
             f'fill="none" stroke="{light}" stroke-width="2.5"/>']
    body += medallion(W / 2, H / 2, ground, light, dark, gold)
    return svg(body)


# ---------------------------------------------------------------- suits and icon

def suit_file(s: str) -> str:
    return svg([suit(s, 50, 50, 100)], 100, 100)


def icon() -> str:
    """The app icon: the jack of spades, a little turned, on a square of green felt in a walnut rim."""
    s = 1024
    body = ['<defs><radialGradient id="felt" cx="0.5" cy="0.45" r="0.6">'
            '<stop offset="0" stop-color="#2a7a4c"/><stop offset="1" stop-color="#164a2d"/></radialGradient>'
            '<linearGradient id="rim" x1="0" y1="0" x2="1" y2="1">'
            '<stop offset="0" stop-color="#8a5a2e"/><stop offset="1" stop-color="#4a2e17"/></linearGradient>'
            '</defs>',
            f'<rect x="0" y="0" width="{s}" height="{s}" rx="184" fill="url(#rim)"/>',
            f'<rect x="44" y="44" width="{s - 88}" height="{s - 88}" rx="150" fill="url(#felt)"/>']
    k = 0.95
    cw, ch = W * k, H * k
    tx, ty = (s - cw) / 2, (s - ch) / 2
    shadow = f'<rect x="3" y="3" width="{W - 6}" height="{H - 6}" rx="{RADIUS}" fill="#000" fill-opacity="0.35"/>'
    body.append(f'<g transform="rotate(-8 {s / 2} {s / 2}) translate({f(tx + 16)} {f(ty + 22)}) scale({k})">'
                f'{shadow}</g>')
    card = blank() + card_courts.court("J", "S", W, H, lambda cx, cy, size: suit("S", cx, cy, size))
    body.append(f'<g transform="rotate(-8 {s / 2} {s / 2}) translate({f(tx)} {f(ty)}) scale({k})">')
    body += card
    # the corner indices the app would draw with its font: here two spades
    body.append(suit("S", 54, 70, 62))
    body.append(suit("S", W - 54, H - 70, 62, turned=True))
    body.append("</g>")
    return svg(body, s, s)


def icon_small() -> str:
    """The icon for 32 pixels and less: the same felt and turned card, with one big spade for a figure."""
    s = 1024
    body = [f'<rect x="0" y="0" width="{s}" height="{s}" rx="184" fill="#6b4423"/>',
            f'<rect x="44" y="44" width="{s - 88}" height="{s - 88}" rx="150" fill="#1f6a40"/>',
            f'<g transform="rotate(-8 {s / 2} {s / 2})">',
            '<rect x="232" y="110" width="560" height="804" rx="50" fill="#fbf8f0" '
            'stroke="#2b2724" stroke-width="14"/>',
            '<rect x="300" y="190" width="424" height="644" fill="none" stroke="#e3b23c" stroke-width="22"/>',
            suit("S", 512, 500, 340),
            "</g>"]
    return svg(body, s, s)


def write_all(folder: str) -> list[str]:
    written = []

    def put(rel: str, text: str) -> None:
        path = os.path.join(folder, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
        written.append(path)

    for s in SUITS:
        put(f"suits/{s}.svg", suit_file(s))
        for r in RANKS:
            put(f"cards/{r}{s}.svg", face(r + s))
    for name in BACKS:
        put(f"cards/back-{name}.svg", back(name))
    put("icon.svg", icon())
    put("icon-small.svg", icon_small())
    return written


if __name__ == "__main__":
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    out = write_all(sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "assets"))
    print(f"{len(out)} files written")
