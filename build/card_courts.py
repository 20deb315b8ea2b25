"""The twelve court figures of the Tapis Vert pack, in the spirit of the French *portrait de Paris*.

Each figure is drawn once as the upper half of a framed, double-headed court card; the lower half
is the same drawing turned over, as on real French cards. The figures take their names from the
portrait de Paris (David, Charles, César, Alexandre; Pallas, Judith, Rachel, Argine; Ogier, La
Hire, Hector, Lancelot) and each has its own pose, attribute and colours, so that the courts of
one suit tell apart at a glance: kings with harp, sword, sceptre and orb; queens with spear, fan,
rose and lily; jacks with shield, sword, halberd and lance. The jack of spades, Ogier, is *le
Polignac* and carries a gold star and a gold frame.

Every figure holds its attribute on the left (one drawn holding it on its right is turned over left
to right), so that the frame's upper right corner, and turned over its lower left one, away from
the corner indices, hold the big suit symbol: large enough to be read on the small cards of the
table in a small window, where a queen of clubs was read as a queen of diamonds.

Only what nanosvg renders is used (paths, basic shapes, groups with transforms).
"""
from __future__ import annotations

from typing import Callable

INK = "#2b2724"
SKIN = "#f4d6b8"
CHEEK = "#e79a8a"
WHITE = "#f7f3e8"
GOLD = "#e3b23c"
GOLD_DARK = "#b07f1c"
RED = "#b5312c"
BLUE = "#2f55a4"
NAVY = "#233a78"
GREEN = "#3e7d4f"
PURPLE = "#6d3f88"
STEEL = "#c8ccd2"
WOOD = "#8a5a2e"

FW, FH = 416, 370                   # the half frame, in card units
# the suit in the frame's upper right corner (and turned over, its lower left one), away from the
# corner indices: as large as the figures leave free (a ninth of the card's height and more), so
# that a card on the table, 56 to 82 pixels tall in a small window, shows its suit at a glance
FRAME_SUIT, FRAME_SUIT_MARGIN = 128, 8

# name, robe, second colour, sleeve, hair, turn of the head (-1 left ... 1 right), side of the attribute
FIGURES = {
    "KS": dict(name="David", robe=BLUE, second=RED, sleeve=GOLD, hair="#6b5a48", beard="full",
               turn=0.3, side=-1, hat="crown", attr="harp"),
    "KH": dict(name="Charles", robe=RED, second=GOLD, sleeve=BLUE, hair="#e4ddd0", beard="long",
               turn=-0.2, side=1, hat="imperial", attr="sword"),
    "KD": dict(name="César", robe=PURPLE, second=GOLD, sleeve=GREEN, hair="#3b2a20", beard="short",
               turn=0.85, side=-1, hat="radiate", attr="sceptre"),
    "KC": dict(name="Alexandre", robe=GREEN, second=RED, sleeve=GOLD, hair="#9a5b2e", beard="curly",
               turn=-0.4, side=1, hat="crown", attr="orb"),
    "QS": dict(name="Pallas", robe=NAVY, second=GOLD, sleeve=RED, hair="#c9a04a", beard="",
               turn=0.3, side=-1, hat="helmet", attr="spear"),
    "QH": dict(name="Judith", robe=RED, second=BLUE, sleeve=GOLD, hair="#6b4128", beard="",
               turn=-0.3, side=1, hat="veil", attr="fan"),
    "QD": dict(name="Rachel", robe=GOLD, second=BLUE, sleeve=RED, hair="#8a4a2a", beard="",
               turn=0.35, side=-1, hat="coronet", attr="rose"),
    "QC": dict(name="Argine", robe=GREEN, second=PURPLE, sleeve=GOLD, hair="#2e2622", beard="",
               turn=-0.25, side=1, hat="veil_blue", attr="lily"),
    "JS": dict(name="Ogier", robe=BLUE, second=GOLD, sleeve=RED, hair="#c9a04a", beard="",
               turn=0.2, side=1, hat="toque", attr="shield"),
    "JH": dict(name="La Hire", robe=RED, second=GREEN, sleeve=GOLD, hair="#6b4128", beard="moustache",
               turn=-0.3, side=-1, hat="plumed", attr="sword"),
    "JD": dict(name="Hector", robe=GOLD, second=RED, sleeve=BLUE, hair="#3b2a20", beard="moustache",
               turn=0.4, side=1, hat="morion", attr="halberd"),
    "JC": dict(name="Lancelot", robe=PURPLE, second=BLUE, sleeve=GREEN, hair="#7a4a26", beard="",
               turn=-0.35, side=-1, hat="toque_red", attr="lance"),
}

SuitFn = Callable[[float, float, float], str]


def n(x: float) -> str:
    return f"{x:.1f}".rstrip("0").rstrip(".")


def pts(points) -> str:
    return " ".join(f"{n(x)},{n(y)}" for x, y in points)


def _p(d: str, fill: str, sw: float = 3, stroke: str = INK, extra: str = "") -> str:
    stroke_part = f' stroke="{stroke}" stroke-width="{n(sw)}" stroke-linejoin="round"' if sw else ""
    return f'<path d="{d}" fill="{fill}"{stroke_part}{extra}/>'


def _c(x: float, y: float, r: float, fill: str, sw: float = 2.5) -> str:
    stroke = f' stroke="{INK}" stroke-width="{n(sw)}"' if sw else ""
    return f'<circle cx="{n(x)}" cy="{n(y)}" r="{n(r)}" fill="{fill}"{stroke}/>'


def _e(x: float, y: float, rx: float, ry: float, fill: str, sw: float = 2.5, rot: float = 0) -> str:
    stroke = f' stroke="{INK}" stroke-width="{n(sw)}"' if sw else ""
    tr = f' transform="rotate({n(rot)} {n(x)} {n(y)})"' if rot else ""
    return f'<ellipse cx="{n(x)}" cy="{n(y)}" rx="{n(rx)}" ry="{n(ry)}" fill="{fill}"{stroke}{tr}/>'


def _line(x1: float, y1: float, x2: float, y2: float, colour: str, width: float, outline: bool = True) -> list[str]:
    """A rod: an ink line with a coloured one inside (round ends)."""
    out = []
    if outline:
        out.append(f'<line x1="{n(x1)}" y1="{n(y1)}" x2="{n(x2)}" y2="{n(y2)}" stroke="{INK}" '
                   f'stroke-width="{n(width + 5)}" stroke-linecap="round"/>')
    out.append(f'<line x1="{n(x1)}" y1="{n(y1)}" x2="{n(x2)}" y2="{n(y2)}" stroke="{colour}" '
               f'stroke-width="{n(width)}" stroke-linecap="round"/>')
    return out


def _sleeve(points: list[tuple[float, float]], widths: list[float], colour: str, sw: float = 3) -> str:
    """An arm as a filled band along ``points``, ``widths`` wide at each point (rounded by its joins)."""
    import math
    if len(points) > 2:
        points, widths = _smooth(points, widths)
    left, right = [], []
    for i, (x, y) in enumerate(points):
        a = points[max(0, i - 1)]
        b = points[min(len(points) - 1, i + 1)]
        dx, dy = b[0] - a[0], b[1] - a[1]
        d = math.hypot(dx, dy) or 1
        nx, ny = -dy / d * widths[i] / 2, dx / d * widths[i] / 2
        left.append((x + nx, y + ny))
        right.append((x - nx, y - ny))
    return (f'<polygon points="{pts(left + right[::-1])}" fill="{colour}" stroke="{INK}" stroke-width="{n(sw)}" '
            f'stroke-linejoin="round"/>')


def _smooth(points: list[tuple[float, float]], widths: list[float], steps: int = 6):
    """Points along a Catmull-Rom curve through ``points``, with the widths interpolated."""
    out, ws = [], []
    ext = [points[0]] + list(points) + [points[-1]]
    for i in range(1, len(ext) - 2):
        p0, p1, p2, p3 = ext[i - 1], ext[i], ext[i + 1], ext[i + 2]
        for k in range(steps):
            t = k / steps
            t2, t3 = t * t, t * t * t
            out.append(tuple(0.5 * (2 * p1[j] + (-p0[j] + p2[j]) * t + (2 * p0[j] - 5 * p1[j] + 4 * p2[j] - p3[j]) * t2
                                    + (-p0[j] + 3 * p1[j] - 3 * p2[j] + p3[j]) * t3) for j in (0, 1)))
            ws.append(widths[i - 1] + (widths[i] - widths[i - 1]) * t)
    out.append(points[-1])
    ws.append(widths[-1])
    return out, ws


def _hand(x: float, y: float, r: float = 15) -> list[str]:
    return [_e(x, y, r, r * 0.85, SKIN),
            f'<path d="M{n(x - r * 0.5)} {n(y - r * 0.2)} L{n(x + r * 0.5)} {n(y - r * 0.2)} M{n(x - r * 0.5)} '
            f'{n(y + r * 0.25)} L{n(x + r * 0.5)} {n(y + r * 0.25)}" stroke="{INK}" stroke-width="1.6" fill="none"/>']


# ---------------------------------------------------------------- geometry of one figure

class Pose:
    """Where the parts of a figure go in its half frame (FW x FH, the waist at the bottom edge)."""

    def __init__(self, fig: dict):
        self.turn = fig["turn"]
        self.side = fig["side"]
        self.hx = FW / 2 + 14 * self.turn - 12 * self.side
        self.hy = 134
        self.rx, self.ry = 44, 54
        # the attribute's hand, raised on its side; the other hand at the chest
        self.ax = FW / 2 + self.side * 128
        self.ay = 250
        self.bx = FW / 2 - self.side * 44
        self.by = 312


# ---------------------------------------------------------------- bodies

def _robe(pose: Pose, fig: dict, rank: str) -> list[str]:
    hx = pose.hx
    body = (f"M44 {FH} C44 310 56 262 100 244 C140 228 {n(hx - 50)} 212 {n(hx - 24)} 204 "
            f"L{n(hx + 24)} 204 C{n(hx + 50)} 212 {FW - 140} 228 {FW - 100} 244 C{FW - 56} 262 {FW - 44} 310 "
            f"{FW - 44} {FH} Z")
    out = [_p(body, fig["robe"])]
    if rank == "K":
        out += _king_robe(pose, fig)
    elif rank == "Q":
        out += _queen_robe(pose, fig)
    else:
        out += _jack_robe(pose, fig)
    return out


def _king_robe(pose: Pose, fig: dict) -> list[str]:
    hx = pose.hx
    # the front panel of the second colour with a gold border, then an ermine cape over the shoulders
    panel = f"M{n(hx - 46)} {FH} L{n(hx - 30)} 230 L{n(hx + 30)} 230 L{n(hx + 46)} {FH} Z"
    out = []
    # the robe sewn with small crosses of gold (the queens' gowns have quatrefoils)
    for j, y in enumerate(range(280, FH - 8, 30)):
        for x in range(66 + (j % 2) * 17, FW - 56, 34):
            edge = 54 + max(0, 300 - y) * 0.9
            if edge < x < FW - edge and abs(x - hx) > 58:
                out.append(_p(f"M{x - 6} {y} h12 M{x} {y - 6} v12", "none", 3, GOLD if fig["robe"] != GOLD else RED))
    out += [_p(panel, fig["second"]),
            _p(f"M{n(hx - 46)} {FH} L{n(hx - 30)} 230 M{n(hx + 30)} 230 L{n(hx + 46)} {FH}", "none", 9, GOLD),
            _p(f"M{n(hx - 46)} {FH} L{n(hx - 30)} 230 M{n(hx + 30)} 230 L{n(hx + 46)} {FH}", "none", 2)]
    for k in range(4):
        y = 262 + k * 28
        out.append(_fleur(hx, y, 11, GOLD))
    cape = (f"M70 252 C96 224 {n(hx - 60)} 200 {n(hx - 22)} 198 L{n(hx + 22)} 198 "
            f"C{n(hx + 60)} 200 {FW - 96} 224 {FW - 70} 252 C{FW - 110} 262 {n(hx + 60)} 258 {n(hx + 30)} 250 "
            f"L{n(hx)} 262 L{n(hx - 30)} 250 C{n(hx - 60)} 258 110 262 70 252 Z")
    out.append(_p(cape, WHITE))
    for x, y in ((104, 238), (140, 226), (176, 216), (FW - 104, 238), (FW - 140, 226), (FW - 176, 216),
                 (hx - 48, 234), (hx + 48, 234)):
        out.append(_p(f"M{n(x)} {n(y - 6)} L{n(x + 4)} {n(y + 6)} L{n(x - 4)} {n(y + 6)} Z", INK, 0))
    return out


def _queen_robe(pose: Pose, fig: dict) -> list[str]:
    hx = pose.hx
    # a square neckline over a stomacher of the second colour, a pearl necklace, laced bodice
    neck = f"M{n(hx - 44)} 204 L{n(hx - 38)} 240 L{n(hx + 38)} 240 L{n(hx + 44)} 204 Z"
    stomacher = f"M{n(hx - 38)} 240 L{n(hx + 38)} 240 L{n(hx + 14)} {FH} L{n(hx - 14)} {FH} Z"
    out = [_p(neck, SKIN)]
    # a brocade of small gold quatrefoils on the gown, inside its outline
    for j, y in enumerate(range(262, FH - 6, 26)):
        for x in range(70 + (j % 2) * 15, FW - 60, 30):
            edge = 50 + max(0, 300 - y) * 0.9
            if edge < x < FW - edge and abs(x - hx) > 40:
                out.append(_quatrefoil(x, y, 4.2, GOLD if fig["robe"] != GOLD else RED))
    out.append(_p(stomacher, fig["second"]))
    for k in range(5):
        y = 258 + k * 22
        w = 26 - k * 3
        out.append(f'<path d="M{n(hx - w)} {n(y)} L{n(hx + w)} {n(y + 10)} M{n(hx + w)} {n(y)} '
                   f'L{n(hx - w)} {n(y + 10)}" stroke="{GOLD}" stroke-width="3" fill="none"/>')
    out.append(_p(f"M{n(hx - 46)} 204 L{n(hx - 40)} 242 L{n(hx + 40)} 242 L{n(hx + 46)} 204", "none", 7, GOLD))
    out.append(_p(f"M{n(hx - 46)} 204 L{n(hx - 40)} 242 L{n(hx + 40)} 242 L{n(hx + 46)} 204", "none", 2))
    for k in range(9):
        x = hx - 26 + k * 6.5
        y = 214 + 9 * (1 - ((k - 4) / 4) ** 2)
        out.append(_c(x, y, 3.4, WHITE, 1.2))
    out.append(_c(hx, 232, 6, fig["second"], 2))
    return out


def _jack_robe(pose: Pose, fig: dict) -> list[str]:
    hx = pose.hx
    # a doublet of stripes with a white collar
    out = []
    for k in range(-3, 4):
        if k % 2:
            out.append(_p(f"M{n(hx + k * 26 - 9)} {FH} L{n(hx + k * 20 - 7)} 214 L{n(hx + k * 20 + 7)} 214 "
                          f"L{n(hx + k * 26 + 9)} {FH} Z", fig["second"], 2))
    collar = (f"M{n(hx - 54)} 206 C{n(hx - 30)} 230 {n(hx + 30)} 230 {n(hx + 54)} 206 "
              f"L{n(hx + 30)} 194 L{n(hx - 30)} 194 Z")
    out.append(_p(collar, WHITE))
    return out


def _quatrefoil(x: float, y: float, r: float, colour: str) -> str:
    """Four dots round a centre: the brocade of a gown."""
    d = " ".join(f"M{n(x + dx * r - r * 0.6)} {n(y + dy * r)} a{n(r * 0.6)} {n(r * 0.6)} 0 1 0 {n(r * 1.2)} 0 "
                 f"a{n(r * 0.6)} {n(r * 0.6)} 0 1 0 {n(-r * 1.2)} 0 Z" for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)))
    return f'<path d="{d}" fill="{colour}"/>'


def _fleur(x: float, y: float, s: float, colour: str) -> str:
    """A small fleur-de-lis ``s`` units tall (one path)."""
    d = (f"M{n(x)} {n(y - s)} C{n(x + s * 0.4)} {n(y - s * 0.5)} {n(x + s * 0.3)} {n(y)} {n(x)} {n(y + s * 0.3)} "
         f"C{n(x - s * 0.3)} {n(y)} {n(x - s * 0.4)} {n(y - s * 0.5)} {n(x)} {n(y - s)} Z "
         f"M{n(x - s * 0.2)} {n(y)} C{n(x - s)} {n(y - s * 0.6)} {n(x - s * 1.1)} {n(y + s * 0.3)} "
         f"{n(x - s * 0.5)} {n(y + s * 0.4)} Z "
         f"M{n(x + s * 0.2)} {n(y)} C{n(x + s)} {n(y - s * 0.6)} {n(x + s * 1.1)} {n(y + s * 0.3)} "
         f"{n(x + s * 0.5)} {n(y + s * 0.4)} Z M{n(x - s * 0.6)} {n(y + s * 0.3)} h{n(s * 1.2)} v{n(s * 0.25)} "
         f"h{n(-s * 1.2)} Z")
    return _p(d, colour, 1.2)


# ---------------------------------------------------------------- heads

def _hair_back(pose: Pose, fig: dict, rank: str) -> list[str]:
    hx, hy, rx = pose.hx, pose.hy, pose.rx
    hair = fig["hair"]
    if rank == "Q":
        # long hair falling on the shoulders
        d = (f"M{n(hx - rx - 6)} {n(hy - 10)} C{n(hx - rx - 26)} {n(hy + 40)} {n(hx - rx - 30)} {n(hy + 80)} "
             f"{n(hx - rx - 14)} {n(hy + 104)} L{n(hx + rx + 14)} {n(hy + 104)} C{n(hx + rx + 30)} {n(hy + 80)} "
             f"{n(hx + rx + 26)} {n(hy + 40)} {n(hx + rx + 6)} {n(hy - 10)} Z")
    elif rank == "K":
        d = (f"M{n(hx - rx - 4)} {n(hy - 14)} C{n(hx - rx - 18)} {n(hy + 30)} {n(hx - rx - 16)} {n(hy + 56)} "
             f"{n(hx - rx - 6)} {n(hy + 70)} L{n(hx + rx + 6)} {n(hy + 70)} C{n(hx + rx + 16)} {n(hy + 56)} "
             f"{n(hx + rx + 18)} {n(hy + 30)} {n(hx + rx + 4)} {n(hy - 14)} Z")
    else:
        # a page's bob to the jaw
        d = (f"M{n(hx - rx - 6)} {n(hy - 18)} C{n(hx - rx - 14)} {n(hy + 10)} {n(hx - rx - 12)} {n(hy + 36)} "
             f"{n(hx - rx + 2)} {n(hy + 44)} L{n(hx + rx - 2)} {n(hy + 44)} C{n(hx + rx + 12)} {n(hy + 36)} "
             f"{n(hx + rx + 14)} {n(hy + 10)} {n(hx + rx + 6)} {n(hy - 18)} Z")
    return [_p(d, hair)]


def _face(pose: Pose, fig: dict, rank: str) -> list[str]:
    hx, hy, rx, ry, t = pose.hx, pose.hy, pose.rx, pose.ry, pose.turn
    out = [_p(f"M{n(hx - 13)} {n(hy + 30)} L{n(hx - 15)} 204 L{n(hx + 15)} 204 L{n(hx + 13)} "
              f"{n(hy + 30)} Z", SKIN, 2.5),
           _e(hx, hy, rx, ry, SKIN)]
    fx = hx + t * 13                     # the middle of the face moves with the turn of the head
    gap = 15 - abs(t) * 4
    ey = hy - 6
    for side in (-1, 1):
        ex = fx + side * gap
        far = (side * t) < 0
        w = 7.5 if not far else 7.5 - abs(t) * 3
        out.append(f'<path d="M{n(ex - w)} {n(ey)} Q{n(ex)} {n(ey - 5)} {n(ex + w)} {n(ey)} Q{n(ex)} {n(ey + 4)} '
                   f'{n(ex - w)} {n(ey)} Z" fill="{WHITE}" stroke="{INK}" stroke-width="1.6"/>')
        out.append(_c(ex + t * 2, ey, 2.6, INK, 0))
        out.append(f'<path d="M{n(ex - w - 2)} {n(ey - 9)} Q{n(ex)} {n(ey - 15)} {n(ex + w + 2)} {n(ey - 9)}" '
                   f'fill="none" stroke="{INK}" stroke-width="2.2"/>')
    nx = fx + t * 6
    out.append(f'<path d="M{n(fx + t * 2)} {n(ey - 2)} L{n(nx + t * 9)} {n(hy + 15)} L{n(nx - t * 2 - 4)} '
               f'{n(hy + 17)}" fill="none" stroke="{INK}" stroke-width="2"/>')
    for side in (-1, 1):
        out.append(_c(fx + side * (gap + 5), hy + 14, 6, CHEEK, 0).replace("/>", ' fill-opacity="0.45"/>'))
    mouth_col = "#b5433c"
    out.append(f'<path d="M{n(fx - 8)} {n(hy + 27)} Q{n(fx)} {n(hy + 31)} {n(fx + 8)} {n(hy + 27)} '
               f'Q{n(fx)} {n(hy + 25)} {n(fx - 8)} {n(hy + 27)} Z" fill="{mouth_col}" stroke="{INK}" '
               f'stroke-width="1.4"/>')
    out += _beard(pose, fig)
    if rank == "Q":
        out.append(f'<path d="M{n(hx - rx)} {n(hy - 12)} C{n(hx - 20)} {n(hy - 44)} {n(hx + 20)} {n(hy - 44)} '
                   f'{n(hx + rx)} {n(hy - 12)} C{n(hx + 18)} {n(hy - 30)} {n(hx - 18)} {n(hy - 30)} {n(hx - rx)} '
                   f'{n(hy - 12)} Z" fill="{fig["hair"]}" stroke="{INK}" stroke-width="2"/>')
    return out


def _beard(pose: Pose, fig: dict) -> list[str]:
    hx, hy, rx, t = pose.hx, pose.hy, pose.rx, pose.turn
    fx = hx + t * 13
    kind, hair = fig["beard"], fig["hair"]
    out = []
    if kind in ("full", "long", "curly", "short"):
        drop = {"full": 36, "long": 72, "curly": 30, "short": 16}[kind]
        d = (f"M{n(hx - rx + 2)} {n(hy + 2)} C{n(hx - rx + 4)} {n(hy + 34)} {n(fx - 22)} {n(hy + 46 + drop * 0.6)} "
             f"{n(fx)} {n(hy + 44 + drop)} C{n(fx + 22)} {n(hy + 46 + drop * 0.6)} {n(hx + rx - 4)} {n(hy + 34)} "
             f"{n(hx + rx - 2)} {n(hy + 2)} C{n(hx + rx - 8)} {n(hy + 24)} {n(fx + 16)} {n(hy + 36)} {n(fx)} "
             f"{n(hy + 36)} C{n(fx - 16)} {n(hy + 36)} {n(hx - rx + 8)} {n(hy + 24)} {n(hx - rx + 2)} {n(hy + 2)} Z")
        out.append(_p(d, hair, 2.2))
        if kind == "curly":
            for k in range(5):
                out.append(_c(fx - 16 + k * 8, hy + 52 + (k % 2) * 6, 4, "none", 1.5))
        if kind == "long":
            for k in (-10, 0, 10):
                out.append(f'<path d="M{n(fx + k)} {n(hy + 50)} Q{n(fx + k * 1.4)} {n(hy + 80)} {n(fx + k * 0.6)} '
                           f'{n(hy + 104)}" fill="none" stroke="{INK}" stroke-width="1.4"/>')
    if kind in ("full", "long", "curly", "short", "moustache"):
        d = (f"M{n(fx)} {n(hy + 22)} C{n(fx - 8)} {n(hy + 18)} {n(fx - 20)} {n(hy + 22)} {n(fx - 24)} {n(hy + 32)} "
             f"C{n(fx - 14)} {n(hy + 27)} {n(fx - 6)} {n(hy + 27)} {n(fx)} {n(hy + 25)} C{n(fx + 6)} {n(hy + 27)} "
             f"{n(fx + 14)} {n(hy + 27)} {n(fx + 24)} {n(hy + 32)} C{n(fx + 20)} {n(hy + 22)} {n(fx + 8)} {n(hy + 18)} "
             f"{n(fx)} {n(hy + 22)} Z")
        out.append(_p(d, hair, 1.6))
    return out


# ---------------------------------------------------------------- headwear

def _hat(pose: Pose, fig: dict) -> list[str]:
    return _HATS[fig["hat"]](pose, fig)


def _crown_band(pose: Pose, points: int, tall: float) -> list[str]:
    hx, top = pose.hx, pose.hy - pose.ry + 10
    w = pose.rx + 6
    band = (f"M{n(hx - w)} {n(top)} L{n(hx + w)} {n(top)} L{n(hx + w - 2)} {n(top - 16)} L{n(hx - w + 2)} "
            f"{n(top - 16)} Z")
    spikes = [(hx - w + 2, top - 16)]
    for k in range(points):
        x0 = hx - w + 2 + (2 * w - 4) * k / points
        x1 = hx - w + 2 + (2 * w - 4) * (k + 1) / points
        spikes += [((x0 + x1) / 2, top - 16 - tall), (x1, top - 16)]
    out = [f'<polygon points="{pts(spikes)}" fill="{GOLD}" stroke="{INK}" stroke-width="2.5" stroke-linejoin="round"/>',
           _p(band, GOLD)]
    for k in range(points):
        x = hx - w + 2 + (2 * w - 4) * (k + 0.5) / points
        out.append(_c(x, top - 16 - tall, 4.5, GOLD, 1.8))
    for k, col in enumerate((RED, BLUE, RED)):
        out.append(_e(hx - w * 0.55 + k * w * 0.55, top - 8, 5, 4, col, 1.4))
    return out


def _hat_crown(pose: Pose, fig: dict) -> list[str]:
    out = _crown_band(pose, 4, 26)
    top = pose.hy - pose.ry + 10
    out.append(_fleur(pose.hx, top - 48, 11, GOLD))
    return out


def _hat_imperial(pose: Pose, fig: dict) -> list[str]:
    hx, top = pose.hx, pose.hy - pose.ry - 6
    w = pose.rx + 4
    out = [_p(f"M{n(hx - w)} {n(top)} C{n(hx - w)} {n(top - 52)} {n(hx + w)} {n(top - 52)} {n(hx + w)} "
              f"{n(top)} Z", RED)]
    out.append(_p(f"M{n(hx)} {n(top)} L{n(hx)} {n(top - 40)}", "none", 7, GOLD))
    out += _crown_band(pose, 3, 20)
    out += _line(hx, top - 42, hx, top - 66, GOLD, 5)
    out += _line(hx - 10, top - 56, hx + 10, top - 56, GOLD, 5)
    out.append(_c(hx, top - 40, 6, GOLD, 2))
    return out


def _hat_radiate(pose: Pose, fig: dict) -> list[str]:
    # César: a laurel wreath under a crown of rays
    out = _crown_band(pose, 6, 30)
    hx, top = pose.hx, pose.hy - pose.ry + 10
    for k in range(7):
        x = hx - pose.rx + 4 + k * (2 * pose.rx - 8) / 6
        out.append(_e(x, top + 2, 7, 4, GREEN, 1.4, rot=-30 if x < hx else 30))
    return out


def _hat_helmet(pose: Pose, fig: dict) -> list[str]:
    # Pallas: a helmet with a crest of plumes over her hair
    hx, hy, rx, ry = pose.hx, pose.hy, pose.rx, pose.ry
    top = hy - ry - 10
    out = [_p(f"M{n(hx - 26)} {n(top - 8)} C{n(hx - 40)} {n(top - 50)} {n(hx + 40)} {n(top - 70)} {n(hx + 58)} "
              f"{n(top - 30)} C{n(hx + 40)} {n(top - 46)} {n(hx + 10)} {n(top - 40)} {n(hx + 22)} {n(top - 8)} Z", RED)]
    out.append(_p(f"M{n(hx - rx - 8)} {n(hy - 4)} C{n(hx - rx - 10)} {n(top - 30)} {n(hx + rx + 10)} {n(top - 30)} "
                  f"{n(hx + rx + 8)} {n(hy - 4)} L{n(hx + rx - 2)} {n(hy - 14)} C{n(hx + 16)} {n(hy - 36)} "
                  f"{n(hx - 16)} {n(hy - 36)} {n(hx - rx + 2)} {n(hy - 14)} Z", STEEL))
    out.append(_p(f"M{n(hx - rx - 6)} {n(hy - 22)} C{n(hx - 20)} {n(hy - 40)} {n(hx + 20)} {n(hy - 40)} "
                  f"{n(hx + rx + 6)} {n(hy - 22)}", "none", 6, GOLD))
    return out


def _hat_coronet(pose: Pose, fig: dict, veil: str | None = None) -> list[str]:
    hx, top = pose.hx, pose.hy - pose.ry + 8
    w = pose.rx - 2
    out = []
    if veil:
        out.append(_p(f"M{n(hx - w - 10)} {n(top + 4)} C{n(hx - w - 30)} {n(top + 60)} {n(hx - w - 36)} "
                      f"{n(top + 130)} {n(hx - w - 30)} {n(top + 150)} L{n(hx - w - 8)} {n(top + 150)} "
                      f"C{n(hx - w - 14)} {n(top + 100)} {n(hx - w)} {n(top + 40)} {n(hx - w + 6)} "
                      f"{n(top + 10)} Z", veil))
        out.append(_p(f"M{n(hx + w + 10)} {n(top + 4)} C{n(hx + w + 30)} {n(top + 60)} {n(hx + w + 36)} "
                      f"{n(top + 130)} {n(hx + w + 30)} {n(top + 150)} L{n(hx + w + 8)} {n(top + 150)} "
                      f"C{n(hx + w + 14)} {n(top + 100)} {n(hx + w)} {n(top + 40)} {n(hx + w - 6)} "
                      f"{n(top + 10)} Z", veil))
    spikes = [(hx - w, top)]
    for k in range(5):
        x0, x1 = hx - w + 2 * w * k / 5, hx - w + 2 * w * (k + 1) / 5
        spikes += [((x0 + x1) / 2, top - (22 if k == 2 else 14)), (x1, top)]
    out.append(f'<polygon points="{pts(spikes + [(hx + w, top + 8), (hx - w, top + 8)])}" fill="{GOLD}" '
               f'stroke="{INK}" stroke-width="2.2" stroke-linejoin="round"/>')
    for k in range(5):
        x = hx - w + 2 * w * (k + 0.5) / 5
        out.append(_c(x, top - (22 if k == 2 else 14), 3.6, WHITE, 1.4))
    out.append(_e(hx, top + 2, 4.5, 4, RED, 1.2))
    return out


def _hat_veil(pose: Pose, fig: dict) -> list[str]:
    return _hat_coronet(pose, fig, veil=WHITE)


def _hat_veil_blue(pose: Pose, fig: dict) -> list[str]:
    return _hat_coronet(pose, fig, veil="#9fb6dc")


def _hat_toque(pose: Pose, fig: dict, colour: str | None = None, feather: str = WHITE) -> list[str]:
    hx, hy, rx, ry = pose.hx, pose.hy, pose.rx, pose.ry
    top = hy - ry + 14
    colour = colour or fig["second"]
    side = pose.side                    # the feather over the attribute's side: the other corner holds the suit
    out = [_p(f"M{n(hx + side * 10)} {n(top - 16)} C{n(hx + side * 60)} {n(top - 70)} {n(hx + side * 96)} "
              f"{n(top - 40)} {n(hx + side * 100)} {n(top - 6)} C{n(hx + side * 80)} {n(top - 36)} {n(hx + side * 50)} "
              f"{n(top - 40)} {n(hx + side * 16)} {n(top - 4)} Z", feather, 2.2)]
    out.append(_p(f"M{n(hx - rx - 16)} {n(top)} C{n(hx - rx - 10)} {n(top - 36)} {n(hx + rx + 10)} {n(top - 40)} "
                  f"{n(hx + rx + 16)} {n(top)} C{n(hx + 20)} {n(top + 8)} {n(hx - 20)} {n(top + 8)} "
                  f"{n(hx - rx - 16)} {n(top)} Z", colour))
    out.append(_p(f"M{n(hx - rx - 14)} {n(top - 2)} C{n(hx - 20)} {n(top + 10)} {n(hx + 20)} {n(top + 10)} "
                  f"{n(hx + rx + 14)} {n(top - 2)}", "none", 6, GOLD))
    out.append(_c(hx + side * 14, top - 14, 6, GOLD, 1.8))
    return out


def _hat_toque_red(pose: Pose, fig: dict) -> list[str]:
    return _hat_toque(pose, fig, colour=RED, feather=GOLD)


def _hat_plumed(pose: Pose, fig: dict) -> list[str]:
    # La Hire: a broad-brimmed hat with a long plume
    hx, hy, rx, ry = pose.hx, pose.hy, pose.rx, pose.ry
    top = hy - ry + 12
    s = pose.side                       # the plume over the attribute's side: the other corner holds the suit
    out = [_p(f"M{n(hx - s * 20)} {n(top - 30)} C{n(hx - s * 10)} {n(top - 96)} {n(hx + s * 80)} {n(top - 90)} "
              f"{n(hx + s * 96)} {n(top - 20)} C{n(hx + s * 70)} {n(top - 60)} {n(hx + s * 20)} {n(top - 60)} {n(hx)} "
              f"{n(top - 28)} Z", WHITE, 2.2)]
    out.append(_p(f"M{n(hx - rx - 6)} {n(top - 6)} C{n(hx - rx)} {n(top - 54)} {n(hx + rx)} {n(top - 54)} "
                  f"{n(hx + rx + 6)} {n(top - 6)} Z", fig["second"]))
    out.append(_e(hx, top - 4, rx + 34, 11, fig["second"]))
    out.append(_p(f"M{n(hx - rx - 4)} {n(top - 12)} C{n(hx - 20)} {n(top - 4)} {n(hx + 20)} {n(top - 4)} "
                  f"{n(hx + rx + 4)} {n(top - 12)}", "none", 5, GOLD))
    return out


def _hat_morion(pose: Pose, fig: dict) -> list[str]:
    # Hector: a steel morion with its comb and upturned brim
    hx, hy, rx, ry = pose.hx, pose.hy, pose.rx, pose.ry
    top = hy - ry + 10
    out = [_p(f"M{n(hx - rx - 32)} {n(top - 10)} C{n(hx - rx)} {n(top + 6)} {n(hx + rx)} {n(top + 6)} "
              f"{n(hx + rx + 32)} {n(top - 10)} C{n(hx + rx)} {n(top - 4)} {n(hx - rx)} {n(top - 4)} "
              f"{n(hx - rx - 32)} {n(top - 10)} Z", STEEL)]
    out.append(_p(f"M{n(hx - rx + 2)} {n(top - 2)} C{n(hx - rx)} {n(top - 56)} {n(hx + rx)} {n(top - 56)} "
                  f"{n(hx + rx - 2)} {n(top - 2)} Z", STEEL))
    out.append(_p(f"M{n(hx - 26)} {n(top - 34)} C{n(hx - 20)} {n(top - 70)} {n(hx + 20)} {n(top - 70)} "
                  f"{n(hx + 26)} {n(top - 34)} Z", STEEL))
    out.append(_p(f"M{n(hx)} {n(top - 62)} C{n(hx + 30)} {n(top - 90)} {n(hx + 40)} {n(top - 60)} {n(hx + 30)} "
                  f"{n(top - 50)}", "none", 6, RED))
    return out


_HATS = {"crown": _hat_crown, "imperial": _hat_imperial, "radiate": _hat_radiate, "helmet": _hat_helmet,
         "coronet": _hat_coronet, "veil": _hat_veil, "veil_blue": _hat_veil_blue, "toque": _hat_toque,
         "toque_red": _hat_toque_red, "plumed": _hat_plumed, "morion": _hat_morion}


# ---------------------------------------------------------------- attributes (held in the raised hand)

def _attr_harp(pose: Pose, fig: dict) -> list[str]:
    x, y = pose.ax, pose.ay
    s = pose.side
    frame = (f"M{n(x)} {n(y + 40)} L{n(x)} {n(y - 150)} C{n(x - s * 20)} {n(y - 170)} {n(x - s * 60)} "
             f"{n(y - 150)} {n(x - s * 72)} {n(y - 120)} C{n(x - s * 70)} {n(y - 60)} {n(x - s * 30)} {n(y)} "
             f"{n(x)} {n(y + 40)}")
    out = [f'<path d="{frame}" fill="none" stroke="{INK}" stroke-width="15" stroke-linejoin="round"/>',
           f'<path d="{frame}" fill="none" stroke="{GOLD}" stroke-width="9" stroke-linejoin="round"/>']
    for k in range(1, 6):
        sx = x - s * k * 11
        out.append(f'<line x1="{n(sx)}" y1="{n(y - 140 + k * 4)}" x2="{n(sx)}" y2="{n(y + 20 - k * 16)}" '
                   f'stroke="{INK}" stroke-width="1.6"/>')
    out.append(_c(x, y - 156, 8, GOLD, 2))
    return out


def _attr_sword(pose: Pose, fig: dict) -> list[str]:
    x, y = pose.ax, pose.ay
    blade = (f"M{n(x - 7)} {n(y - 24)} L{n(x - 7)} {n(y - 200)} L{n(x)} {n(y - 218)} L{n(x + 7)} "
             f"{n(y - 200)} L{n(x + 7)} {n(y - 24)} Z")
    out = [_p(blade, STEEL), f'<line x1="{n(x)}" y1="{n(y - 30)}" x2="{n(x)}" y2="{n(y - 200)}" '
                             f'stroke="#8d939b" stroke-width="2"/>']
    out += _line(x - 30, y - 22, x + 30, y - 22, GOLD, 8)
    out += _line(x, y - 18, x, y + 26, WOOD, 9)
    out.append(_c(x, y + 30, 8, GOLD, 2))
    return out


def _attr_sceptre(pose: Pose, fig: dict) -> list[str]:
    x, y = pose.ax, pose.ay
    out = _line(x, y + 80, x, y - 150, GOLD, 8)
    for k in range(4):
        out.append(_e(x, y + 60 - k * 60, 8, 4, GOLD_DARK, 1.5))
    out.append(_fleur(x, y - 170, 22, GOLD))
    return out


def _attr_orb(pose: Pose, fig: dict) -> list[str]:
    x, y = pose.ax, pose.ay - 38
    out = [_c(x, y, 30, GOLD, 3),
           _p(f"M{n(x - 30)} {n(y)} L{n(x + 30)} {n(y)} M{n(x)} {n(y)} L{n(x)} {n(y + 30)}", "none", 3),
           _c(x - 12, y - 12, 5, BLUE, 1.5), _c(x + 12, y - 12, 5, RED, 1.5)]
    out += _line(x, y - 30, x, y - 60, GOLD, 6)
    out += _line(x - 12, y - 48, x + 12, y - 48, GOLD, 6)
    return out


def _attr_spear(pose: Pose, fig: dict) -> list[str]:
    x, y = pose.ax, pose.ay
    out = _line(x, y + 120, x, y - 180, WOOD, 7)
    out.append(_p(f"M{n(x)} {n(y - 240)} C{n(x + 16)} {n(y - 210)} {n(x + 14)} {n(y - 190)} {n(x)} {n(y - 176)} "
                  f"C{n(x - 14)} {n(y - 190)} {n(x - 16)} {n(y - 210)} {n(x)} {n(y - 240)} Z", STEEL))
    out.append(_e(x, y - 176, 10, 5, GOLD, 1.8))
    return out


def _attr_fan(pose: Pose, fig: dict) -> list[str]:
    x, y = pose.ax, pose.ay - 10
    s = pose.side
    out = []
    import math
    ribs = 9
    r = 80
    start, end = -160 if s < 0 else -110, -70 if s < 0 else -20
    points = [(x, y)]
    for k in range(ribs + 1):
        a = math.radians(start + (end - start) * k / ribs)
        points.append((x + r * math.cos(a), y + r * math.sin(a)))
    out.append(f'<polygon points="{pts(points)}" fill="{fig["second"]}" stroke="{INK}" stroke-width="2.5" '
               f'stroke-linejoin="round"/>')
    for k in range(ribs + 1):
        a = math.radians(start + (end - start) * k / ribs)
        out.append(f'<line x1="{n(x)}" y1="{n(y)}" x2="{n(x + r * math.cos(a))}" y2="{n(y + r * math.sin(a))}" '
                   f'stroke="{GOLD}" stroke-width="2.5"/>')
    mid = math.radians((start + end) / 2)
    out.append(_c(x + 60 * math.cos(mid), y + 60 * math.sin(mid), 8, WHITE, 1.5))
    return out


def _flower(x: float, y: float, r: float, petal: str, heart: str) -> list[str]:
    import math
    out = []
    for k in range(5):
        a = math.radians(-90 + k * 72)
        out.append(_c(x + r * 0.62 * math.cos(a), y + r * 0.62 * math.sin(a), r * 0.5, petal, 1.6))
    out.append(_c(x, y, r * 0.35, heart, 1.4))
    return out


def _attr_rose(pose: Pose, fig: dict) -> list[str]:
    x, y = pose.ax, pose.ay
    out = _line(x, y + 30, x + pose.side * 10, y - 110, GREEN, 4)
    out.append(_e(x + pose.side * 18, y - 60, 14, 6, GREEN, 1.5, rot=-30 * pose.side))
    out += _flower(x + pose.side * 10, y - 124, 24, "#d2434c", GOLD)
    return out


def _attr_lily(pose: Pose, fig: dict) -> list[str]:
    x, y = pose.ax, pose.ay
    s = pose.side
    out = _line(x, y + 30, x, y - 150, GREEN, 4)
    for dx, dy in ((0, -160), (s * 26, -120), (-s * 22, -96)):
        fx, fy = x + dx, y + dy
        if dx:
            out += _line(x, fy + 24, fx, fy + 6, GREEN, 3, outline=False)
        out.append(_p(f"M{n(fx)} {n(fy + 12)} C{n(fx - 16)} {n(fy)} {n(fx - 14)} {n(fy - 14)} {n(fx - 4)} {n(fy - 18)} "
                      f"L{n(fx)} {n(fy - 6)} L{n(fx + 4)} {n(fy - 18)} C{n(fx + 14)} {n(fy - 14)} {n(fx + 16)} {n(fy)} "
                      f"{n(fx)} {n(fy + 12)} Z", WHITE, 2))
    return out


def _attr_shield(pose: Pose, fig: dict) -> list[str]:
    # Ogier's shield, held at his side, with a gold boss and a cross
    x, y = pose.ax - pose.side * 6, pose.ay + 30
    d = (f"M{n(x - 44)} {n(y - 66)} L{n(x + 44)} {n(y - 66)} C{n(x + 46)} {n(y - 4)} {n(x + 30)} {n(y + 40)} {n(x)} "
         f"{n(y + 66)} C{n(x - 30)} {n(y + 40)} {n(x - 46)} {n(y - 4)} {n(x - 44)} {n(y - 66)} Z")
    out = [_p(d, fig["robe"], 3.5),
           _p(f"M{n(x)} {n(y - 66)} L{n(x)} {n(y + 66)} M{n(x - 44)} {n(y - 20)} L{n(x + 44)} "
              f"{n(y - 20)}", "none", 10, GOLD),
           _p(d, "none", 3.5), _c(x, y - 20, 11, GOLD, 2.5)]
    return out


def _attr_halberd(pose: Pose, fig: dict) -> list[str]:
    x, y = pose.ax, pose.ay
    s = pose.side
    out = _line(x, y + 120, x, y - 190, WOOD, 7)
    out.append(_p(f"M{n(x)} {n(y - 236)} L{n(x + 6)} {n(y - 196)} L{n(x - 6)} {n(y - 196)} Z", STEEL, 2))
    out.append(_p(f"M{n(x)} {n(y - 194)} C{n(x + s * 30)} {n(y - 200)} {n(x + s * 44)} {n(y - 186)} {n(x + s * 48)} "
                  f"{n(y - 164)} C{n(x + s * 30)} {n(y - 160)} {n(x + s * 14)} {n(y - 156)} {n(x)} "
                  f"{n(y - 150)} Z", STEEL, 2.5))
    out.append(_p(f"M{n(x)} {n(y - 186)} L{n(x - s * 26)} {n(y - 196)} L{n(x)} {n(y - 168)} Z", STEEL, 2))
    out.append(_e(x, y - 146, 9, 5, RED, 1.6))
    return out


def _attr_lance(pose: Pose, fig: dict) -> list[str]:
    x, y = pose.ax, pose.ay
    s = pose.side
    out = _line(x, y + 120, x, y - 200, WOOD, 8)
    out.append(_p(f"M{n(x)} {n(y - 236)} L{n(x + 7)} {n(y - 204)} L{n(x - 7)} {n(y - 204)} Z", STEEL, 2))
    flag = (f"M{n(x)} {n(y - 196)} L{n(x - s * 70)} {n(y - 180)} L{n(x - s * 50)} {n(y - 168)} L{n(x - s * 72)} "
            f"{n(y - 154)} L{n(x)} {n(y - 150)} Z")
    out.append(_p(flag, fig["second"], 2.5))
    return out


_ATTRS = {"harp": _attr_harp, "sword": _attr_sword, "sceptre": _attr_sceptre, "orb": _attr_orb,
          "spear": _attr_spear, "fan": _attr_fan, "rose": _attr_rose, "lily": _attr_lily,
          "shield": _attr_shield, "halberd": _attr_halberd, "lance": _attr_lance}


def _arms(pose: Pose, fig: dict) -> list[str]:
    s = pose.side
    sx = FW / 2 + s * 104                         # the shoulder on the attribute's side
    ex, ey = pose.ax + s * 22, pose.ay + 78       # its elbow, low at the side; the forearm rises to the hand
    ox = FW / 2 - s * 100                         # the other shoulder; that arm crosses to the chest
    out = [_e(ox, 240, 34, 30, fig["sleeve"]), _e(sx, 236, 34, 30, fig["sleeve"])]
    out += [_sleeve([(ox, 236), (ox - s * 6, 290), (pose.bx - s * 40, pose.by + 16), (pose.bx - s * 12, pose.by + 4)],
                   [52, 48, 40, 34], fig["sleeve"]),
            _sleeve([(pose.bx - s * 24, pose.by + 10), (pose.bx - s * 12, pose.by + 4)], [38, 36], WHITE, 2.5)]
    out += _hand(pose.bx, pose.by)
    out.append(_sleeve([(sx, 232), (sx + s * 10, 270), (ex, ey), (pose.ax + s * 4, pose.ay + 26)],
                       [52, 50, 42, 34], fig["sleeve"]))
    out.append(_sleeve([(pose.ax + s * 6, pose.ay + 34), (pose.ax + s * 3, pose.ay + 20)], [40, 38], WHITE, 2.5))
    return out


# ---------------------------------------------------------------- the card

def half(code: str) -> list[str]:
    """The upper half of the figure of the court ``code``, in half-frame coordinates, its
    attribute on the left (a figure that holds it on its right side is drawn turned over
    left to right): the upper right corner is left free for the suit."""
    rank = code[0]
    fig = FIGURES[code]
    pose = Pose(fig)
    out = _hair_back(pose, fig, rank)
    if fig["hat"] in ("veil", "veil_blue"):
        out += _hat(pose, fig)[:2]                 # the veil hangs behind the shoulders
    out += _robe(pose, fig, rank)
    out += _face(pose, fig, rank)
    out += _hat(pose, fig)
    under = fig["attr"] in ("shield",)
    if not under:
        out += _ATTRS[fig["attr"]](pose, fig)
    out += _arms(pose, fig)
    out += _hand(pose.ax, pose.ay)
    if under:
        out += _ATTRS[fig["attr"]](pose, fig)
    if fig["side"] > 0:
        out = [f'<g transform="translate({FW} 0) scale(-1 1)">', *out, "</g>"]
    return out


def _polignac_star(x: float, y: float, r: float = 20) -> list[str]:
    """Le Polignac's mark: a gold star under his suit symbol."""
    import math
    points = []
    for k in range(10):
        rr = r if k % 2 == 0 else r * 0.45
        a = -math.pi / 2 + k * math.pi / 5
        points.append((x + rr * math.cos(a), y + rr * math.sin(a)))
    return [f'<polygon points="{pts(points)}" fill="{GOLD}" stroke="{INK}" stroke-width="2.5" '
            f'stroke-linejoin="round"/>']


def court(rank: str, suit: str, w: float, h: float, suit_at: SuitFn) -> list[str]:
    """The framed, double-headed figure of a court card ``w`` x ``h``: SVG elements."""
    code = rank + suit
    x0 = (w - FW) / 2
    y0 = h / 2 - FH
    corner_x = FW - FRAME_SUIT_MARGIN - FRAME_SUIT / 2
    body = half(code) + [suit_at(corner_x, FRAME_SUIT_MARGIN + FRAME_SUIT / 2, FRAME_SUIT)]
    if code == "JS":
        body += _polignac_star(corner_x, FRAME_SUIT_MARGIN + FRAME_SUIT + 32)
    frame_col = GOLD if code == "JS" else INK
    out = [f'<rect x="{n(x0)}" y="{n(y0)}" width="{FW}" height="{2 * FH}" fill="#fdfbf5"/>']
    for turned in (False, True):
        rot = f"rotate(180 {n(w / 2)} {n(h / 2)}) " if turned else ""
        out.append(f'<g transform="{rot}translate({n(x0)} {n(y0)})">')
        out += body
        out.append("</g>")
    out.append(f'<line x1="{n(x0)}" y1="{n(h / 2)}" x2="{n(x0 + FW)}" y2="{n(h / 2)}" stroke="{INK}" '
               f'stroke-width="3"/>')
    out.append(f'<rect x="{n(x0)}" y="{n(y0)}" width="{FW}" height="{2 * FH}" fill="none" stroke="{frame_col}" '
               f'stroke-width="{8 if code == "JS" else 4}"/>')
    if code == "JS":
        out.append(f'<rect x="{n(x0 + 8)}" y="{n(y0 + 8)}" width="{FW - 16}" height="{2 * FH - 16}" fill="none" '
                   f'stroke="{INK}" stroke-width="2"/>')
    return out
