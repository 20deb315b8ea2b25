"""Playing cards drawn by code at any size: faces, backs and soft shadows.

Nothing here loads an image or a font file: suits are vector shapes, indices use the font that
pygame ships. Every surface is drawn once per (card, size, style) at two or three times its size
and smoothed down, then cached; the cache forgets old sizes when the window is resized.

Public surface::

    art = CardArt()                      # or the module-level ``ART``
    art.face("JS", height, lang="fr", four_colour=False, dim=False)
    art.back(height, "burgundy_lattice")
    art.shadow(height, lifted=False)     # (surface, offset)
    draw_suit(surface, "S", rect, colour)
    card_size(height) -> (w, h)          # poker proportions 63:88 (ui.md "Cards")
"""
from __future__ import annotations

import math
from collections import OrderedDict

import pygame

from . import theme

# colours and proportions of shared/docs/ui.md live in the theme; the figure colours are the cards' own
IVORY = theme.IVORY
BORDER = theme.CARD_BORDER
RED = theme.RED
BLACK = theme.BLACK
BLUE_4C = theme.BLUE_DIAMOND
GREEN_4C = theme.GREEN_CLUB
GOLD = theme.GOLD
SKIN = (241, 214, 184)
ROYAL_BLUE = (38, 70, 140)
OCHRE = (214, 160, 48)

RATIO = theme.CARD_RATIO
RADIUS = theme.CARD_RADIUS
DIM = int(round(255 * theme.DIM_BRIGHTNESS))

BACKS = ("burgundy_lattice", "navy_lattice", "green_damask")
_BACK_ALIASES = {"burgundy": "burgundy_lattice", "navy": "navy_lattice", "green": "green_damask"}

RANK_LETTERS = {
    "fr": {"K": "R", "Q": "D", "J": "V", "A": "A", "T": "10"},
    "en": {"K": "K", "Q": "Q", "J": "J", "A": "A", "T": "10"},
}

# pip centres (x, y) as shares of the card, as on real cards; pips below the middle are turned over
_L, _C, _R = 0.32, 0.5, 0.68
PIPS = {
    "7": [(_L, .2), (_L, .5), (_L, .8), (_R, .2), (_R, .5), (_R, .8), (_C, .35)],
    "8": [(_L, .2), (_L, .5), (_L, .8), (_R, .2), (_R, .5), (_R, .8), (_C, .35), (_C, .65)],
    "9": [(_L, .2), (_L, .4), (_L, .6), (_L, .8), (_R, .2), (_R, .4), (_R, .6), (_R, .8), (_C, .5)],
    "T": [(_L, .2), (_L, .4), (_L, .6), (_L, .8), (_R, .2), (_R, .4), (_R, .6), (_R, .8),
          (_C, .3), (_C, .7)],
    "6": [(_L, .2), (_L, .5), (_L, .8), (_R, .2), (_R, .5), (_R, .8)],
    "5": [(_L, .2), (_L, .8), (_R, .2), (_R, .8), (_C, .5)],
    "4": [(_L, .2), (_L, .8), (_R, .2), (_R, .8)],
    "3": [(_C, .2), (_C, .5), (_C, .8)],
    "2": [(_C, .2), (_C, .8)],
}


def card_size(height: float) -> tuple[int, int]:
    """Width and height in pixels of a card ``height`` pixels tall."""
    h = max(8, int(round(height)))
    return max(6, int(round(h * RATIO))), h


def suit_colour(suit: str, four_colour: bool = False) -> tuple[int, int, int]:
    if four_colour and suit == "D":
        return BLUE_4C
    if four_colour and suit == "C":
        return GREEN_4C
    return RED if suit in "HD" else BLACK


# ---------------------------------------------------------------- suit shapes

def _heart_points(n: int = 48) -> list[tuple[float, float]]:
    """The classic heart curve, fitted to the unit square (y down)."""
    raw = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        raw.append((x, y))
    xs = [p[0] for p in raw]
    ys = [p[1] for p in raw]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    return [((x - x0) / (x1 - x0), (y - y0) / (y1 - y0)) for x, y in raw]


_HEART = _heart_points()


def _stem(s: float, top: float) -> list[tuple[float, float]]:
    """A flared stem for spades and clubs, from ``top`` to the bottom edge (unit coords × s)."""
    pts = [(0.5 - 0.035, top)]
    for i in range(7):
        f = i / 6
        pts.append((0.5 - 0.035 - 0.19 * f ** 2, top + (1.0 - top) * f))
    pts += [(0.5 + 0.035 + 0.19 * (1 - i / 6) ** 2, top + (1.0 - top) * (1 - i / 6)) for i in range(7)]
    pts.append((0.5 + 0.035, top))
    return [(x * s, y * s) for x, y in pts]


def _suit_mask(suit: str, size: int) -> pygame.Surface:
    """White suit shape on transparent, ``size`` square, antialiased by supersampling."""
    ss = 4 if size < 64 else 2
    s = size * ss
    big = pygame.Surface((s, s), pygame.SRCALPHA)
    white = (255, 255, 255, 255)
    if suit == "H":
        pygame.draw.polygon(big, white, [(0.04 * s + x * 0.92 * s, 0.06 * s + y * 0.88 * s)
                                         for x, y in _HEART])
    elif suit == "D":
        pts = []
        for i in range(4):
            # slightly concave sides, like printed diamonds
            corners = [(0.5, 0.0), (0.88, 0.5), (0.5, 1.0), (0.12, 0.5)]
            a, b = corners[i], corners[(i + 1) % 4]
            for k in range(8):
                f = k / 8
                mx, my = a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f
                bend = 0.045 * math.sin(math.pi * f)
                mx += (0.5 - mx) * bend * 2
                my += (0.5 - my) * bend * 2
                pts.append((mx * s, my * s))
        pygame.draw.polygon(big, white, pts)
    elif suit == "S":
        pygame.draw.polygon(big, white, [(0.06 * s + x * 0.88 * s, 0.74 * s - y * 0.74 * s)
                                         for x, y in _HEART])
        pygame.draw.polygon(big, white, _stem(s, 0.55))
    else:  # clubs
        r = 0.215 * s
        for cx, cy in ((0.5, 0.25), (0.265, 0.57), (0.735, 0.57)):
            pygame.draw.circle(big, white, (cx * s, cy * s), r)
        pygame.draw.circle(big, white, (0.5 * s, 0.5 * s), 0.14 * s)
        pygame.draw.polygon(big, white, _stem(s, 0.5))
    return pygame.transform.smoothscale(big, (size, size))


_SUIT_CACHE: OrderedDict = OrderedDict()


def suit_surface(suit: str, size: int, colour) -> pygame.Surface:
    """A cached suit symbol ``size`` pixels square in ``colour``."""
    size = max(4, int(size))
    key = (suit, size, tuple(colour))
    surf = _SUIT_CACHE.get(key)
    if surf is None:
        surf = _suit_mask(suit, size)
        surf.fill((*colour[:3], 255), special_flags=pygame.BLEND_RGBA_MULT)
        _SUIT_CACHE[key] = surf
        if len(_SUIT_CACHE) > 400:
            _SUIT_CACHE.popitem(last=False)
    return surf


def draw_suit(surface: pygame.Surface, suit: str, rect, colour) -> None:
    """Draw the suit symbol (``"S" "H" "D" "C"``) centred in ``rect``, as large as fits."""
    rect = pygame.Rect(rect)
    size = min(rect.w, rect.h)
    if size < 3:
        return
    sym = suit_surface(suit, size, colour)
    surface.blit(sym, sym.get_rect(center=rect.center))


# ---------------------------------------------------------------- faces

_FONT_CACHE: dict = {}


def _font(px: int) -> pygame.font.Font:
    px = max(6, int(px))
    f = _FONT_CACHE.get(px)
    if f is None:
        if not pygame.font.get_init():
            pygame.font.init()
        f = pygame.font.Font(None, px)
        f.set_bold(True)
        _FONT_CACHE[px] = f
    return f


def _text_fit(text: str, height: float, colour, max_w: float) -> pygame.Surface:
    """Text whose capital letters are about ``height`` px tall and no wider than ``max_w``."""
    px = int(height * 1.42)
    surf = _font(px).render(text, True, colour)
    if surf.get_width() > max_w:
        ratio = max_w / surf.get_width()
        surf = pygame.transform.smoothscale(surf, (max(1, int(surf.get_width() * ratio)),
                                                   max(1, int(surf.get_height() * ratio))))
    return surf


def _blank(w: int, h: int, colour=IVORY, border=BORDER) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(2, int(w * RADIUS))
    pygame.draw.rect(surf, border, (0, 0, w, h), border_radius=radius)
    inset = max(1, w // 160)
    pygame.draw.rect(surf, colour, (inset, inset, w - 2 * inset, h - 2 * inset),
                     border_radius=max(1, radius - inset))
    return surf


def _corner_index(surf: pygame.Surface, rank: str, suit: str, colour, lang: str) -> None:
    w, h = surf.get_size()
    letter = RANK_LETTERS.get(lang, RANK_LETTERS["en"]).get(rank, rank)
    text = _text_fit(letter, h * 0.105, colour, w * 0.19)
    cx = int(w * 0.115)
    top = int(h * 0.035)
    surf.blit(text, text.get_rect(midtop=(cx, top)))
    sym = int(w * 0.14)
    draw_suit(surf, suit, pygame.Rect(cx - sym // 2, top + text.get_height() - int(h * 0.01), sym, sym),
              colour)
    # the same index turned over in the opposite corner
    turned = pygame.transform.rotate(surf.subsurface((0, 0, int(w * 0.23), int(h * 0.3))).copy(), 180)
    surf.blit(turned, (w - turned.get_width(), h - turned.get_height()))


def _pips(surf: pygame.Surface, rank: str, suit: str, colour) -> None:
    w, h = surf.get_size()
    if rank == "A":
        size = int(w * 0.5)
        draw_suit(surf, suit, pygame.Rect(0, 0, size, size).move(w // 2 - size // 2, h // 2 - size // 2),
                  colour)
        return
    size = int(w * 0.195)
    pip = suit_surface(suit, size, colour)
    turned = pygame.transform.rotate(pip, 180)
    for x, y in PIPS[rank]:
        img = turned if y > 0.5 else pip
        surf.blit(img, img.get_rect(center=(int(x * w), int(y * h))))


def _figure_half(w: int, h: int, rank: str, suit: str, colour, polignac: bool) -> pygame.Surface:
    """The upper half of a court figure (the lower half is this one turned over, as on real cards)."""
    half = pygame.Surface((w, h), pygame.SRCALPHA)
    ink = (40, 34, 30)
    cx = w * 0.55
    # robe: the suit's colour with blue sleeves and a gold collar
    robe = colour if colour != BLACK else (52, 52, 60)
    sleeve = ROYAL_BLUE if suit in "HD" else (150, 40, 45)
    shoulders = [(cx - w * 0.36, h), (cx - w * 0.30, h * 0.62), (cx - w * 0.12, h * 0.52),
                 (cx + w * 0.12, h * 0.52), (cx + w * 0.30, h * 0.62), (cx + w * 0.36, h)]
    pygame.draw.polygon(half, sleeve, shoulders)
    pygame.draw.polygon(half, ink, shoulders, max(1, w // 90))
    body = [(cx - w * 0.17, h), (cx - w * 0.13, h * 0.56), (cx + w * 0.13, h * 0.56), (cx + w * 0.17, h)]
    pygame.draw.polygon(half, robe, body)
    pygame.draw.polygon(half, ink, body, max(1, w // 90))
    # gold band down the robe, buttons
    pygame.draw.rect(half, OCHRE, (cx - w * 0.025, h * 0.6, w * 0.05, h * 0.4))
    for k in range(3):
        pygame.draw.circle(half, ink, (cx, h * (0.68 + 0.11 * k)), max(1, w * 0.012))
    collar = [(cx - w * 0.15, h * 0.55), (cx, h * 0.66), (cx + w * 0.15, h * 0.55), (cx, h * 0.5)]
    pygame.draw.polygon(half, OCHRE if rank != "J" else (236, 226, 200), collar)
    pygame.draw.polygon(half, ink, collar, max(1, w // 110))
    # head and hair
    head_r = w * 0.115
    head = (cx, h * 0.36)
    hair = (110, 70, 40) if rank != "Q" else (196, 150, 60)
    pygame.draw.ellipse(half, hair, (head[0] - head_r * 1.2, head[1] - head_r * 1.05,
                                     head_r * 2.4, head_r * 2.5))
    pygame.draw.circle(half, SKIN, head, head_r)
    pygame.draw.circle(half, ink, head, head_r, max(1, w // 110))
    eye = max(1, int(w * 0.013))
    pygame.draw.circle(half, ink, (head[0] - head_r * 0.38, head[1] - head_r * 0.1), eye)
    pygame.draw.circle(half, ink, (head[0] + head_r * 0.38, head[1] - head_r * 0.1), eye)
    pygame.draw.arc(half, (170, 60, 60), (head[0] - head_r * 0.35, head[1] + head_r * 0.15,
                                          head_r * 0.7, head_r * 0.45), math.pi * 1.1, math.pi * 1.9,
                    max(1, w // 120))
    if rank == "K":
        pygame.draw.arc(half, hair, (head[0] - head_r * 0.8, head[1] + head_r * 0.1,
                                     head_r * 1.6, head_r * 1.3), math.pi, 2 * math.pi, max(2, w // 40))
        top = head[1] - head_r * 0.85
        crown = [(head[0] - head_r, top), (head[0] - head_r, top - head_r * 0.9),
                 (head[0] - head_r * 0.5, top - head_r * 0.45), (head[0], top - head_r * 1.1),
                 (head[0] + head_r * 0.5, top - head_r * 0.45), (head[0] + head_r, top - head_r * 0.9),
                 (head[0] + head_r, top)]
        pygame.draw.polygon(half, GOLD, crown)
        pygame.draw.polygon(half, ink, crown, max(1, w // 110))
        # sceptre
        x = cx - w * 0.3
        pygame.draw.line(half, OCHRE, (x, h * 0.95), (x, h * 0.25), max(2, w // 45))
        pygame.draw.circle(half, GOLD, (x, h * 0.22), w * 0.035)
        pygame.draw.circle(half, ink, (x, h * 0.22), w * 0.035, max(1, w // 110))
    elif rank == "Q":
        top = head[1] - head_r * 0.9
        tiara = [(head[0] - head_r * 0.8, top + head_r * 0.1), (head[0] - head_r * 0.4, top - head_r * 0.4),
                 (head[0], top - head_r * 0.7), (head[0] + head_r * 0.4, top - head_r * 0.4),
                 (head[0] + head_r * 0.8, top + head_r * 0.1)]
        pygame.draw.polygon(half, GOLD, tiara)
        pygame.draw.polygon(half, ink, tiara, max(1, w // 110))
        # a flower held up
        x, y = cx - w * 0.29, h * 0.42
        pygame.draw.line(half, (50, 120, 60), (x, h * 0.9), (x, y), max(1, w // 70))
        for a in range(5):
            ang = a * 2 * math.pi / 5
            pygame.draw.circle(half, RED, (x + math.cos(ang) * w * 0.03, y + math.sin(ang) * w * 0.03),
                               w * 0.025)
        pygame.draw.circle(half, GOLD, (x, y), w * 0.018)
    else:  # jack: a cap with a feather, and a halberd
        cap = (head[0] - head_r * 1.15, head[1] - head_r * 1.35, head_r * 2.3, head_r * 1.1)
        pygame.draw.ellipse(half, robe if robe != (52, 52, 60) else ROYAL_BLUE, cap)
        pygame.draw.ellipse(half, ink, cap, max(1, w // 110))
        pygame.draw.arc(half, (236, 226, 200), (head[0], head[1] - head_r * 2.0, head_r * 1.6, head_r * 1.4),
                        math.pi * 0.6, math.pi * 1.3, max(2, w // 50))
        x = cx - w * 0.3
        pygame.draw.line(half, (120, 90, 60), (x, h * 0.98), (x, h * 0.12), max(2, w // 55))
        blade = [(x, h * 0.05), (x + w * 0.05, h * 0.16), (x, h * 0.2), (x - w * 0.04, h * 0.14)]
        pygame.draw.polygon(half, (180, 184, 190), blade)
        pygame.draw.polygon(half, ink, blade, max(1, w // 110))
    # the big suit symbol beside the head, as on French portraits
    size = int(w * 0.2)
    draw_suit(half, suit, pygame.Rect(int(w * 0.72), int(h * 0.1), size, size), colour)
    if polignac:
        # le Polignac: a small gold star with a ring (rules §0: the jack of spades)
        sx, sy, r = w * 0.82, h * 0.5, w * 0.065
        star = []
        for k in range(10):
            rr = r if k % 2 == 0 else r * 0.45
            ang = -math.pi / 2 + k * math.pi / 5
            star.append((sx + math.cos(ang) * rr, sy + math.sin(ang) * rr))
        pygame.draw.polygon(half, GOLD, star)
        pygame.draw.polygon(half, ink, star, max(1, w // 110))
    return half


def _court(surf: pygame.Surface, rank: str, suit: str, colour, polignac: bool) -> None:
    w, h = surf.get_size()
    frame = pygame.Rect(int(w * 0.2), int(h * 0.075), int(w * 0.6), int(h * 0.85))
    pygame.draw.rect(surf, (246, 238, 218), frame)
    inner_h = frame.h // 2
    half = _figure_half(frame.w, inner_h, rank, suit, colour, polignac)
    surf.blit(half, frame.topleft)
    surf.blit(pygame.transform.rotate(half, 180), (frame.x, frame.y + frame.h - inner_h))
    pygame.draw.line(surf, (120, 110, 90), (frame.x, frame.centery), (frame.right - 1, frame.centery),
                     max(1, w // 120))
    edge = GOLD if polignac else (70, 60, 50)
    pygame.draw.rect(surf, edge, frame, max(1, w // 70 if polignac else w // 110))


def render_face(code: str, height: int, lang: str = "fr", four_colour: bool = False) -> pygame.Surface:
    """A freshly drawn face (not cached): ``code`` such as ``"JS"``."""
    w, h = card_size(height)
    ss = 3 if h < 90 else 2
    big = _blank(w * ss, h * ss)
    rank, suit = code[0], code[1]
    colour = suit_colour(suit, four_colour)
    if rank in "KQJ":
        _court(big, rank, suit, colour, polignac=(code == "JS"))
    else:
        _pips(big, rank, suit, colour)
    _corner_index(big, rank, suit, colour, lang)
    return pygame.transform.smoothscale(big, (w, h))


# ---------------------------------------------------------------- backs

_BACK_COLOURS = {
    "burgundy_lattice": ((118, 28, 40), (168, 70, 78)),
    "navy_lattice": ((28, 40, 92), (86, 104, 170)),
    "green_damask": ((26, 84, 52), (72, 140, 96)),
}


def render_back(height: int, style: str = "burgundy_lattice") -> pygame.Surface:
    style = _BACK_ALIASES.get(style, style)
    if style not in _BACK_COLOURS:
        style = BACKS[0]
    w, h = card_size(height)
    ss = 3 if h < 90 else 2
    W, H = w * ss, h * ss
    big = _blank(W, H)
    base, light = _BACK_COLOURS[style]
    margin = int(W * 0.07)
    inner = pygame.Rect(margin, margin, W - 2 * margin, H - 2 * margin)
    pattern = pygame.Surface(inner.size, pygame.SRCALPHA)
    pattern.fill(base)
    pw, ph = inner.size
    if style.endswith("lattice"):
        step = max(4, int(W * 0.085))
        lw = max(1, W // 90)
        for k in range(-ph // step - 2, pw // step + ph // step + 3):
            x = k * step
            pygame.draw.line(pattern, light, (x, 0), (x + ph, ph), lw)
            pygame.draw.line(pattern, light, (x, 0), (x - ph, ph), lw)
        for i in range(-1, pw // step + 2):
            for j in range(-1, ph // step + 2):
                pygame.draw.circle(pattern, light, (i * step + (j % 2) * step / 2, j * step / 2),
                                   max(1, W * 0.012))
    else:  # damask: rows of four-petal flowers, alternate rows offset
        step = max(6, int(W * 0.2))
        r = step * 0.2
        for j in range(-1, int(ph / (step * 0.8)) + 2):
            for i in range(-1, pw // step + 2):
                x = i * step + (j % 2) * step / 2
                y = j * step * 0.8
                for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):
                    pygame.draw.ellipse(pattern, light, (x + dx * r - r * 0.6, y + dy * r - r * 0.6,
                                                         r * 1.2, r * 1.2))
                pygame.draw.circle(pattern, base, (x, y), r * 0.45)
                pygame.draw.circle(pattern, light, (x, y), r * 0.22)
        # a central medallion
        cxy = (pw / 2, ph / 2)
        pygame.draw.ellipse(pattern, base, (cxy[0] - pw * 0.3, cxy[1] - ph * 0.2, pw * 0.6, ph * 0.4))
        pygame.draw.ellipse(pattern, light, (cxy[0] - pw * 0.3, cxy[1] - ph * 0.2, pw * 0.6, ph * 0.4),
                            max(1, W // 60))
        pygame.draw.ellipse(pattern, light, (cxy[0] - pw * 0.12, cxy[1] - ph * 0.08, pw * 0.24, ph * 0.16))
    big.blit(pattern, inner.topleft)
    pygame.draw.rect(big, light, inner, max(1, W // 70))
    pygame.draw.rect(big, base, inner.inflate(int(W * 0.035), int(W * 0.035)), max(1, W // 120))
    return pygame.transform.smoothscale(big, (w, h))


# ---------------------------------------------------------------- shadows

def render_shadow(height: int, lifted: bool = False) -> tuple[pygame.Surface, tuple[int, int]]:
    """A blurred rounded shadow and where to put it relative to the card's top-left corner."""
    w, h = card_size(height)
    blur = max(2, int(h * (0.06 if lifted else 0.03)))
    pad = blur * 2
    surf = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, 95 if lifted else 110), (pad, pad, w, h),
                     border_radius=max(2, int(w * RADIUS)))
    surf = pygame.transform.gaussian_blur(surf, blur)
    off = int(h * (0.05 if lifted else 0.02))
    return surf, (-pad + off // 2, -pad + off)


# ---------------------------------------------------------------- cache

class CardArt:
    """Cached faces, backs and shadows. Keeps the surfaces of the few most recent sizes."""

    KEEP_SIZES = 8

    def __init__(self):
        self._cache: dict = {}
        self._sizes: OrderedDict = OrderedDict()

    def _touch(self, height: int) -> None:
        self._sizes[height] = True
        self._sizes.move_to_end(height)
        while len(self._sizes) > self.KEEP_SIZES:
            old, _ = self._sizes.popitem(last=False)
            for key in [k for k in self._cache if k[1] == old]:
                del self._cache[key]

    def face(self, code: str, height: float, lang: str = "fr", four_colour: bool = False,
             dim: bool = False) -> pygame.Surface:
        height = int(round(height))
        key = ("face", height, code, lang, four_colour, dim)
        surf = self._cache.get(key)
        if surf is None:
            self._touch(height)
            if dim:
                surf = self.face(code, height, lang, four_colour).copy()
                surf.fill((DIM, DIM, DIM), special_flags=pygame.BLEND_RGB_MULT)
            else:
                surf = render_face(code, height, lang, four_colour)
            self._cache[key] = surf
        return surf

    def back(self, height: float, style: str = BACKS[0]) -> pygame.Surface:
        height = int(round(height))
        key = ("back", height, style)
        surf = self._cache.get(key)
        if surf is None:
            self._touch(height)
            surf = self._cache[key] = render_back(height, style)
        return surf

    def shadow(self, height: float, lifted: bool = False) -> tuple[pygame.Surface, tuple[int, int]]:
        height = int(round(height))
        key = ("shadow", height, lifted)
        got = self._cache.get(key)
        if got is None:
            self._touch(height)
            got = self._cache[key] = render_shadow(height, lifted)
        return got

    def rotated(self, surf_key: tuple, surf: pygame.Surface, angle: float) -> pygame.Surface:
        """``surf`` turned by ``angle`` degrees (rounded to 0.5°), cached under ``surf_key``."""
        angle = round(angle * 2) / 2
        if angle == 0:
            return surf
        key = ("rot", surf_key[1] if len(surf_key) > 1 else 0, surf_key, angle)
        out = self._cache.get(key)
        if out is None:
            out = self._cache[key] = pygame.transform.rotozoom(surf, angle, 1.0)
        return out

    def clear(self) -> None:
        self._cache.clear()
        self._sizes.clear()


ART = CardArt()
