"""Widgets and drawing helpers shared by the menus and the table.

Walnut panels over the felt, cream text, a gold line for what is chosen or under the pointer;
no gloss (shared/docs/ui.md). Everything takes its rectangle from the scene's layout, so a
scene lays out again on resize and the widgets follow.

Buttons act on the release of the left button when the press began on them, so a click that
opened a scene never falls through to a button of the next one.
"""
from __future__ import annotations

import math
import random

import pygame

from . import fonts, theme
from .cache import DrawingCache, felt_format, felt_scale
from .cards import suit_surface

# ---------------------------------------------------------------- fonts

def font_px(px: float, bold: bool = False, family: str = fonts.SANS) -> pygame.font.Font:
    """The interface face at ``px`` pixels to the em (never below theme.FONT_MIN_PX); game/ui/fonts.py."""
    return fonts.get(max(theme.FONT_MIN_PX, int(round(px))), family, bold)


def font_for(role: str, height: int) -> pygame.font.Font:
    """The font of a role ("body", "small", "title") for a window ``height`` pixels high."""
    share = {"body": theme.FONT_BODY, "small": theme.FONT_SMALL, "title": theme.FONT_TITLE}
    family = fonts.SERIF if role == "title" else fonts.SANS
    return font_px(height * share.get(role, theme.FONT_BODY), family=family)


# ---------------------------------------------------------------- text

_texts = DrawingCache("text", 6 * 2**20, max_items=3000)


def render(text: str, font: pygame.font.Font, colour=theme.CREAM) -> pygame.Surface:
    """One line of text, antialiased; cached, since menus and the table redraw the same
    words every frame (a bounded cache, emptied when the window changes size: game/ui/cache.py)."""
    key = (text, id(font), tuple(colour))
    entry = _texts.get(key)
    if entry is None:
        # The font is kept with the image so that its id cannot be reused while cached.
        entry = _texts.put(key, (font, font.render(text, True, colour)))
    return entry[1]


def draw_text(surface, text: str, font, colour=theme.CREAM, pos=(0, 0), anchor: str = "topleft"
              ) -> pygame.Rect:
    """Draw one line with its ``anchor`` ("center", "midleft", "topright", ...) at ``pos``."""
    image = render(text, font, colour)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def ring_radius(letter: str, font) -> int:
    """Radius of the ring that holds ``letter`` of ``font`` with a margin (the dealer's D)."""
    minx, maxx, miny, maxy, _ = font.metrics(letter[:1] or "D")[0]
    return int(max(maxx - minx, maxy - miny) * 0.75) + 2


def cap_band(font) -> tuple[int, int]:
    """(above, height) of a capital letter in a line of ``font``: the blank its line box leaves
    over the capitals, and their height down to the baseline. A title set ``margin`` under an edge
    by its capitals, not its line box, looks as far from it as the things set ``margin`` under it."""
    top = font.metrics("H")[0][3]
    return font.get_ascent() - top, top


def draw_ringed_letter(surface, letter: str, font, centre, ink, fill=None, width: int = 1) -> int:
    """A letter inside a ring, the glyph itself centred (not its line box, whose descender room
    would push it up out of the ring); returns the ring's radius."""
    radius = ring_radius(letter, font)
    cx, cy = int(centre[0]), int(centre[1])
    if fill is not None:
        pygame.draw.circle(surface, fill, (cx, cy), radius)
    pygame.draw.circle(surface, ink, (cx, cy), radius, width)
    minx, maxx, miny, maxy, _ = font.metrics(letter[:1] or "D")[0]
    image = render(letter, font, ink)
    # glyph box within the rendered line: x from minx, y from ascent - maxy
    gx = (minx + maxx) / 2
    gy = font.get_ascent() - (miny + maxy) / 2
    surface.blit(image, (round(cx - gx), round(cy - gy)))
    return radius


def wrap(text: str, font, width: int, paragraph: bool = False) -> list[str]:
    """The lines of ``text`` broken at spaces to fit ``width`` (a word too long stays whole).
    A newline in the text starts a new line; a no-break space never breaks, nor a name in quotes
    (« … », “…”) where the width holds it; a ``paragraph`` (a text written in a box, read as
    prose) does not end on a short word alone (:func:`_no_widow`). The same text, font
    and width break the same way: a frame that places a tag or a panel tries several widths for the
    texts it shows, frame after frame, and each try measured every word again."""
    key = (text, id(font), width, paragraph)
    lines = _wraps.get(key)
    if lines is None:
        lines = _wraps.put(key, _wrapped(text, font, width, paragraph))
    return list(lines)


# a line break found is kept as a drawn text is (emptied when the window changes size)
_wraps = DrawingCache("wrap", 4096, max_items=4000, shared=False)


# the quotes a name stands in ("« Pas de valets ni de rois »", "“No kings or jacks”"): opening → closing
QUOTES = {"«": "»", "“": "”"}


def _quote_end(words: list[str], i: int) -> int:
    """The index of the word that closes a quote ``words[i]`` opens and leaves open, else ``i``."""
    for opening, closing in QUOTES.items():
        depth = words[i].count(opening) - words[i].count(closing)
        if depth <= 0:
            continue
        for j in range(i + 1, len(words)):
            depth += words[j].count(opening) - words[j].count(closing)
            if depth <= 0:
                return j
    return i


def _units(paragraph: str, font, width: int) -> list[str]:
    """The paragraph's words, a name in quotes kept as one where it fits ``width`` (the rules
    page broke "« Pas de valets ni de" / "rois »"); a longer quote breaks as any words do."""
    words = paragraph.split(" ")
    out = []
    i = 0
    while i < len(words):
        end = _quote_end(words, i)
        unit = " ".join(words[i:end + 1])
        if end > i and font.size(unit)[0] <= width:
            out.append(unit)
            i = end + 1
        else:
            out.append(words[i])
            i += 1
    return out


WIDOW = 0.25      # a paragraph's last line of one word narrower than this share of the width is a widow


def _wrapped(text: str, font, width: int, paragraph: bool) -> tuple[str, ...]:
    lines: list[str] = []
    for part in text.split("\n"):
        words = _units(part, font, width)
        ends: list[list[str]] = [[]]          # the paragraph's lines, as their words
        for word in words:
            line = ends[-1]
            if not line or font.size(" ".join(line + [word]))[0] <= width:
                line.append(word)
            else:
                ends.append([word])
        if paragraph:
            _no_widow(ends, font, width)
        lines.extend(" ".join(line) for line in ends)
    return tuple(lines)


def _no_widow(lines: list[list[str]], font, width: int) -> None:
    """A paragraph does not end on one short word alone ("… Do you grant" / "it?"): the line
    before gives it its last word, where that line keeps two and the pair fits the width."""
    if len(lines) < 2 or len(lines[-1]) != 1 or len(lines[-2]) < 3:
        return
    last = lines[-1][0]
    if font.size(last)[0] >= width * WIDOW:
        return
    pair = lines[-2][-1] + " " + last
    if font.size(pair)[0] <= width:
        lines[-1] = [lines[-2].pop(), last]


def fit(text: str, font, width: int, keep_end: bool = False) -> str:
    """``text`` cut with an ellipsis so that it fits ``width``: its end cut off, or with
    ``keep_end`` its beginning (the end is where the caret of a text being typed is). The cut is
    found by bisection (a few measures however long the text), starting from a part no wider than
    ``width`` could hold."""
    if len(text) <= width and font.size(text)[0] <= width:   # longer: measured only in part
        return text

    def cut(n: int) -> str:          # no space left beside the ellipsis ("Marie-Christine…")
        return "…" + text[len(text) - n:].lstrip() if keep_end else text[:n].rstrip() + "…"
    lo, hi = 0, min(len(text), max(0, width))     # glyphs are a pixel wide or more
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if font.size(cut(mid))[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return cut(lo)


def fit_first(texts: list[str], font, width: int) -> str:
    """The first of ``texts`` (the same said in fewer and fewer words) that fits ``width``, else
    the last cut with an ellipsis."""
    return next((text for text in texts if font.size(text)[0] <= width), None) or fit(texts[-1], font, width)


def fit_words(text: str, font, width: int) -> str:
    """``text`` cut with an ellipsis at a space, so that it fits ``width``: a figure is never cut
    in two ("à jouer : 12 + 1…" read as a basket of one), the separators before the cut dropped
    ("12 + 13 …"). Where not even its first word fits, cut as :func:`fit` cuts."""
    if font.size(text)[0] <= width:
        return text
    kept = text
    while True:
        cut = max(kept.rfind(" "), kept.rfind("\u00a0"), kept.rfind("\u202f"))
        if cut <= 0:
            return fit(text, font, width)
        kept = kept[:cut].rstrip(" \u00a0\u202f+·:;,")
        shown = kept + "\u00a0…"
        if kept and font.size(shown)[0] <= width:
            return shown


LINE_GAP = 0.15   # the room between wrapped lines, a share of the font's line


def line_step(font, line_gap: float = LINE_GAP) -> int:
    """The distance from one wrapped line to the next, as :func:`text_in_box` writes them."""
    return int(font.get_linesize() * (1 + line_gap))


def text_in_box(surface, text: str, font, colour, rect, align: str = "center",
                valign: str = "center", line_gap: float = LINE_GAP, within: bool = False) -> int:
    """Draw ``text`` wrapped inside ``rect``; returns the height used. ``within``: no more lines
    than the rect's height holds (one at least), the last cut with an ellipsis if more are left."""
    rect = pygame.Rect(rect)
    lines = wrap(text, font, rect.width, paragraph=True)
    step = line_step(font, line_gap)
    room = max(1, rect.height // max(1, step))
    if within and len(lines) > room:
        lines = lines[:room - 1] + [fit(" ".join(lines[room - 1:]), font, rect.width)]
    total = step * len(lines)
    y = rect.y if valign == "top" else rect.centery - total // 2
    for line in lines:
        image = render(line, font, colour)
        if align == "left":
            x = rect.x
        elif align == "right":
            x = rect.right - image.get_width()
        else:
            x = rect.centerx - image.get_width() // 2
        surface.blit(image, (x, y + (step - image.get_height()) // 2))
        y += step
    return total


# ---------------------------------------------------------------- panels and shadows

def radius_for(height: int) -> int:
    return max(3, int(height * theme.PANEL_RADIUS))


_layers = DrawingCache("panels", 12 * 2**20)
# A panel or a shadow whose image is too big for its cache to keep (``keep_up_to``, 3 MB) is drawn
# in pieces: its corners (and a shadow's blurred edges) from the image of a small one, kept, and
# its uniform rest as blits of one small uniform tile. A sheet's shadow at 2560×1440 is 8 MB as one
# image, too much to keep among the shared drawings and too much to make again every frame. A
# panel is drawn so from PANEL_PIECES_FROM bytes already, the same pixels as its whole image (the
# table's counts and dialog panels are 2 MB each at 4000×3000, every frame drawing them).
_TILE = 128
PANEL_PIECES_FROM = 512 * 1024


def _fast(image: pygame.Surface) -> pygame.Surface:
    """The image in the window's pixel format (blits several times faster), once there is one."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return image.convert_alpha()
    return image


def _uniform_tile(rgba) -> pygame.Surface:
    key = ("tile", tuple(rgba))
    tile = _layers.get(key)
    if tile is None:
        tile = pygame.Surface((_TILE, _TILE), pygame.SRCALPHA)
        tile.fill(rgba)
        tile = _layers.put(key, _fast(tile))
    return tile


def _tiled(surface, tile: pygame.Surface, rect) -> None:
    """``tile`` repeated over ``rect`` (its last row and column cut to fit)."""
    rect = pygame.Rect(rect)
    tw, th = tile.get_size()
    surface.blits([(tile, (x, y), (0, 0, min(tw, rect.right - x), min(th, rect.bottom - y)))
                   for y in range(rect.top, rect.bottom, th) for x in range(rect.left, rect.right, tw)],
                  doreturn=False)


def _corners_and_edges(surface, small: pygame.Surface, rect, corner: int, fill: pygame.Surface,
                       edges_of=None) -> None:
    """Draw an image of ``rect``'s size that ``small`` (a same drawing of a smaller size) stands
    for: its four ``corner``-square corners as they are, its edges stretched from ``small``'s
    middle row and column (``edges_of``: the key ``small`` is kept under; None: the edges are
    ``fill`` too), and the middle as ``fill`` tiled."""
    rect = pygame.Rect(rect)
    sw, sh = small.get_size()
    c = corner
    for sx, dx in ((0, rect.x), (sw - c, rect.right - c)):
        for sy, dy in ((0, rect.y), (sh - c, rect.bottom - c)):
            surface.blit(small, (dx, dy), (sx, sy, c, c))
    inner_w, inner_h = rect.w - 2 * c, rect.h - 2 * c
    if inner_w > 0:
        for sy, dy in ((0, rect.y), (sh - c, rect.bottom - c)):
            edge = fill if edges_of is None else _edge(edges_of, small, (sw // 2, sy, 1, c))
            _tiled(surface, edge, (rect.x + c, dy, inner_w, c))
    if inner_h > 0:
        for sx, dx in ((0, rect.x), (sw - c, rect.right - c)):
            edge = fill if edges_of is None else _edge(edges_of, small, (sx, sh // 2, c, 1))
            _tiled(surface, edge, (dx, rect.y + c, c, inner_h))
    if inner_w > 0 and inner_h > 0:
        _tiled(surface, fill, (rect.x + c, rect.y + c, inner_w, inner_h))


def _edge(small_key, small: pygame.Surface, area) -> pygame.Surface:
    """A row or column of ``small`` (kept under ``small_key``) repeated to a tile's length."""
    key = ("edge", small_key, tuple(area))
    got = _layers.get(key)
    if got is None:
        w, h = area[2:]
        size = (_TILE, h) if w == 1 else (w, _TILE)
        got = _layers.put(key, pygame.transform.scale(small.subsurface(area), size))
    return got


def _layer(size, colour, alpha: int, radius: int) -> pygame.Surface:
    key = (tuple(size), tuple(colour), alpha, radius)
    layer = _layers.get(key)
    if layer is None:
        layer = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*colour, alpha), layer.get_rect(), border_radius=radius)
        layer = _layers.put(key, _fast(layer))
    return layer


def rounded_panel(surface, rect, colour=theme.PANEL, alpha: int = theme.PANEL_ALPHA,
                  radius: int = 8, border=None, border_width: int = 1) -> None:
    """A flat rounded panel, ``alpha`` opaque, with an optional thin border."""
    rect = pygame.Rect(rect)
    if rect.width <= 0 or rect.height <= 0:
        return
    if alpha >= 255:
        pygame.draw.rect(surface, colour, rect, border_radius=radius)
    elif rect.w * rect.h * 4 > min(_layers.keep_up_to, PANEL_PIECES_FROM) and 2 * max(0, radius) + 2 < min(rect.size):
        # large: the corners from a small panel of the same radius, the rest one colour
        corner = max(0, radius) + 1
        small = _layer((2 * corner, 2 * corner), colour, alpha, radius)
        _corners_and_edges(surface, small, rect, corner, _uniform_tile((*colour, alpha)))
    else:
        # Translucent layers are cached per size: the table draws its plates every frame.
        surface.blit(_layer(rect.size, colour, alpha, radius), rect)
    if border is not None:
        pygame.draw.rect(surface, border, rect, border_width, border_radius=radius)


_shadows = DrawingCache("shadows", 12 * 2**20)


def _shadow_key(size, radius: int, blur: int, alpha: int) -> tuple:
    return (tuple(size), radius, blur, alpha)


def _shadow_image(size, radius: int, blur: int, alpha: int) -> pygame.Surface:
    """The blurred shadow of a rounded rectangle of ``size`` (its image ``2 * blur`` larger on
    each side), kept."""
    key = _shadow_key(size, radius, blur, alpha)
    image = _shadows.get(key)
    if image is None:
        pad = blur * 2
        w, h = size[0] + pad * 2, size[1] + pad * 2
        sharp = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(sharp, (*theme.SHADOW, alpha), (pad, pad, size[0], size[1]),
                         border_radius=radius)
        # A blur by scaling down and up again: cheap, and soft enough for a shadow.
        factor = max(2, blur)
        small = pygame.transform.smoothscale(sharp, (max(1, w // factor), max(1, h // factor)))
        image = _shadows.put(key, _fast(pygame.transform.smoothscale(small, (w, h))))
    return image


def soft_shadow(surface, rect, radius: int = 8, offset: int = 4, blur: int = 8,
                alpha: int = theme.SHADOW_ALPHA) -> None:
    """A blurred shadow under ``rect``, shifted down by ``offset`` (cached per size; a large one
    drawn in pieces from the shadow of a smaller rectangle)."""
    rect = pygame.Rect(rect)
    pad = blur * 2
    at = pygame.Rect(rect.x - pad, rect.y - pad + offset, rect.w + 2 * pad, rect.h + 2 * pad)
    # the blur reaches some three times ``blur`` in from the rectangle's edge, the corner's
    # rounding ``radius``: past that, the shadow is one shade
    corner = pad + max(0, radius) + 4 * max(2, blur)
    if at.w * at.h * 4 > _shadows.keep_up_to and 2 * corner + 2 < min(at.size):
        inner = 2 * (corner - pad) + 2
        small = _shadow_image((inner, inner), radius, blur, alpha)
        middle = small.get_at((small.get_width() // 2, small.get_height() // 2))
        _corners_and_edges(surface, small, at, corner, _uniform_tile(middle),
                           edges_of=_shadow_key((inner, inner), radius, blur, alpha))
    else:
        surface.blit(_shadow_image(rect.size, radius, blur, alpha), at.topleft)


class Panel:
    """A walnut panel with a soft shadow: the ground of menus and dialogs."""

    def __init__(self, rect, alpha: int = theme.PANEL_ALPHA, shadow: bool = True) -> None:
        self.rect = pygame.Rect(rect)
        self.alpha = alpha
        self.shadow = shadow

    def draw(self, surface) -> None:
        radius = radius_for(surface.get_height()) * 2
        if self.shadow:
            blur = max(4, surface.get_height() // 90)
            soft_shadow(surface, self.rect, radius, offset=blur // 2, blur=blur)
        rounded_panel(surface, self.rect, theme.PANEL, self.alpha, radius, theme.PANEL_EDGE)


# ---------------------------------------------------------------- the felt

# The felt of the window's size only, and what it is made of. Up to FELT_FAST_PIXELS (1920×1200,
# game/ui/cache.py) it is kept in the window's own pixel format, 4 bytes a pixel (8 MB at
# 1920×1080), since copying it is the cheapest way to start a frame; above, as it is built: one
# byte a pixel, an index into its palette (3.5 MB at 2560×1440 rather than 14; a frame copies it
# half a millisecond slower at 2560×1440). Above FELT_FINE_PIXELS (larger than a 4K screen) it is
# built at half the window's width and height and each of its pixels drawn as two by two, a strip
# at a time (3 MB at 4000×3000 rather than 11 or 46; a frame starts 3 ms slower there): the vignette
# is as smooth, the grain twice as coarse on a screen whose pixels are that small.
_felt = DrawingCache("felt", 64 * 2**20, max_items=2, keep_up_to=64 * 2**20, shared=False)
_strip = DrawingCache("felt strip", 4 * 2**20, max_items=1, keep_up_to=4 * 2**20, shared=False)
STRIP_ROWS = 64       # rows of a coarse felt doubled at a time (a strip of 128 of the window's rows)
GRAIN = 11            # the grain shifts a pixel's three channels alike by -5..+5
SHADES = 23           # the vignette's steps of darkening (each under one level of any channel)
TILE = 128            # the grain's tile, in pixels
_VIGNETTE_STEP = 8    # the vignette's alpha read once per 8×8 pixels (it changes by under one
                      # alpha level in 8 pixels at 4000×3000)
_VIGNETTE_MAX = 242   # its darkest alpha (0.95)


def _grain(size: int = TILE) -> bytes:
    """The grain (seeded: the same felt every run): per pixel of a square tile, its shift + 5."""
    return bytes(b % GRAIN for b in random.Random(1857).randbytes(size * size))


def _palette() -> list[tuple[int, int, int]]:
    """The felt's colours: index shade * GRAIN + grain, each grain's felt darkened by a shade."""
    er, eg, eb = theme.FELT_EDGE
    out = []
    for shade in range(SHADES):
        alpha = shade * _VIGNETTE_MAX / (SHADES - 1) / 255
        for g in range(GRAIN):
            grained = [max(0, min(255, base + g - GRAIN // 2)) for base in theme.FELT]
            out.append(tuple(int(round(c + (e - c) * alpha)) for c, e in zip(grained, (er, eg, eb))))
    return out


def felt(size) -> pygame.Surface:
    """The table: green baize with a faint grain and a soft vignette (cached per size): the
    window's own size, or half of it each way above FELT_FINE_PIXELS (:func:`draw_felt`)."""
    size = (max(1, int(size[0])), max(1, int(size[1])))
    image = _felt.get(size)
    if image is None:
        own, depth = felt_format(size)
        image = _indexed_felt(own)
        if depth == 4:
            image = image.convert() if pygame.display.get_surface() else image.convert(32)
        image = _felt.put(size, image)
    return image


def felt_piece(size, rect) -> pygame.Surface:
    """A copy of the part ``rect`` of the felt of a window of ``size``, in the window's format
    (something drawn on a piece of felt, kept as opaque pixels: the table's emblem): the same
    pixels :func:`draw_felt` draws there."""
    rect = pygame.Rect(rect)
    piece = pygame.Surface(rect.size)
    image = felt(size)
    k = felt_scale(size)
    if k == 1:
        piece.blit(image, (0, 0), rect)
    else:
        left, top = rect.x // k, rect.y // k
        part = pygame.Rect(left, top, -(-rect.right // k) - left, -(-rect.bottom // k) - top)
        part = part.clip(image.get_rect())
        if part.w and part.h:
            doubled = pygame.transform.scale(image.subsurface(part), (part.w * k, part.h * k))
            piece.blit(doubled, (part.x * k - rect.x, part.y * k - rect.y))
    return piece.convert() if pygame.display.get_surface() else piece


def _indexed_felt(size) -> pygame.Surface:
    """The felt at one byte a pixel, written row by row: each row is its shades (from the vignette,
    read every few pixels) plus its row of grain, added as whole numbers of a row's bytes (no
    pixel is carried into the next, the sum staying under 256). No image of the window's size is
    made on the way but this one."""
    w, h = size
    grain = _grain()
    repeat = -(-w // TILE)
    rows = [int.from_bytes((grain[y * TILE:(y + 1) * TILE] * repeat)[:w], "little") for y in range(TILE)]
    step = _VIGNETTE_STEP
    low = pygame.transform.smoothscale(_vignette_small(), (-(-w // step), -(-h // step)))
    alphas = pygame.image.tobytes(low, "RGBA")[3::4]
    to_shade = bytes(GRAIN * min(SHADES - 1, int(round(a * (SHADES - 1) / _VIGNETTE_MAX)))
                     for a in range(256))
    lw = low.get_width()
    image = pygame.Surface(size, 0, 8)
    image.set_palette(_palette())
    pitch = image.get_pitch()
    buffer = image.get_buffer()
    for ly in range(low.get_height()):
        shades = alphas[ly * lw:(ly + 1) * lw].translate(to_shade)
        wide = int.from_bytes(b"".join(bytes((v,)) * step for v in shades)[:w], "little")
        for y in range(ly * step, min(h, (ly + 1) * step)):
            buffer.write((wide + rows[y % TILE]).to_bytes(w, "little"), y * pitch)
    del buffer
    return image


def _vignette_small() -> pygame.Surface:
    """Darkening towards the edges, towards theme.FELT_EDGE, drawn small (scaled up when used)."""
    w, h = 32, 18
    small = pygame.Surface((w, h), pygame.SRCALPHA)
    er, eg, eb = theme.FELT_EDGE
    for y in range(h):
        for x in range(w):
            dx = (x + 0.5) / w * 2 - 1
            dy = (y + 0.5) / h * 2 - 1
            d = min(1.0, math.hypot(dx * 0.85, dy) / 1.25)
            alpha = int(255 * max(0.0, d - 0.35) / 0.65 * 0.95)
            small.set_at((x, y), (er, eg, eb, alpha))
    return small


def draw_felt(surface) -> None:
    size = surface.get_size()
    image = felt(size)
    k = felt_scale(size)
    if k == 1:
        surface.blit(image, (0, 0))
        return
    # a coarse felt: STRIP_ROWS of its rows doubled at a time into one strip kept for it, so that
    # no image of the window's size is made
    w, h = image.get_size()
    strip = _strip.get(w)
    if strip is None:
        strip = pygame.Surface((w * k, STRIP_ROWS * k), 0, 8)
        strip.set_palette(image.get_palette())
        strip = _strip.put(w, strip)
    for y in range(0, h, STRIP_ROWS):
        rows = min(STRIP_ROWS, h - y)
        part = image.subsurface((0, y, w, rows))
        if rows == STRIP_ROWS:
            pygame.transform.scale(part, strip.get_size(), strip)
            surface.blit(strip, (0, y * k))
        else:
            surface.blit(pygame.transform.scale(part, (w * k, rows * k)), (0, y * k))


def newest_rows(count: int, room: int, back: int) -> tuple[range, int]:
    """Which of ``count`` rows (oldest first) a list showing ``room`` of them shows, scrolled
    ``back`` rows from its newest: their range, and ``back`` held within the list."""
    back = max(0, min(back, count - room))
    end = count - back
    return range(max(0, end - room), end), back


def scroll_bar(surface, track, shown: int, total: int, offset: int) -> None:
    """Beside a list or a page taller than its room, where it stands: the ``track`` (a thin
    rectangle as tall as the room) and, in gold, the part in sight, ``shown`` of ``total`` from
    ``offset`` (the same unit: pixels or rows). Nothing where all is in sight."""
    if total <= shown:
        return
    track = pygame.Rect(track)
    bar_h = max(20, track.height * shown // total)
    y = track.y + (track.height - bar_h) * min(offset, total - shown) // (total - shown)
    pygame.draw.rect(surface, theme.PANEL_EDGE, track, border_radius=2)
    pygame.draw.rect(surface, theme.GOLD, (track.x, y, track.w, bar_h), border_radius=2)


def veil(surface, alpha: int) -> None:
    """Darken the whole of ``surface`` as a black layer ``alpha`` opaque would (what lies under a
    sheet or a dialog), in place: no layer of the window's size is made for it."""
    keep = 255 - alpha
    surface.fill((keep, keep, keep), special_flags=pygame.BLEND_RGB_MULT)


# ---------------------------------------------------------------- suits

def draw_suit(surface, suit: int, center, size: float, colour=None) -> None:
    """A suit symbol from the pack's own drawing (assets/suits, see cards.suit_surface): 0 spades,
    1 hearts, 2 diamonds, 3 clubs, as in game.engine.cards. ``size`` is the symbol's height."""
    if colour is None:
        colour = theme.SUIT_COLOURS[suit]
    image = suit_surface("SHDC"[suit], max(4, int(round(size))), colour)
    surface.blit(image, image.get_rect(center=(int(center[0]), int(center[1]))))


def draw_arrow(surface, rect, direction: int, colour=theme.CREAM) -> None:
    """A small triangle pointing left (-1) or right (+1) centred in ``rect``."""
    rect = pygame.Rect(rect)
    s = min(rect.width, rect.height) * 0.2
    cx, cy = rect.center
    pygame.draw.polygon(surface, colour, [(cx + direction * s, cy), (cx - direction * s, cy - s),
                                          (cx - direction * s, cy + s)])


# ---------------------------------------------------------------- buttons


class Button:
    """A flat walnut button with a cream label; a thick gold edge when under the pointer (or the
    keys' mark), gold text when it is the default (Enter); chosen (``selected``), lit with gold
    text and a thin gold edge, so that the thick one says alone where the pointer or the keys are
    (a Double King trump game chosen from the keys was edged as thick as the keys' frame on its
    suit). ``on_click`` takes no argument."""

    def __init__(self, rect, label: str, on_click=None, enabled: bool = True,
                 default: bool = False) -> None:
        self.rect = pygame.Rect(rect)
        self.label = label
        self.on_click = on_click
        self.enabled = enabled
        self.default = default
        self.hovered = False
        self.selected = False        # shown as chosen (a tab, a chosen value)
        self.inset_right = 0         # room kept clear right of the label, for marks drawn there
        self.help = ""               # what the choice does, on a tag while the pointer rests on it
        self.short_help = ""         # the same in fewer words, where a small window has no room for all
        self.fewest_help = ""        # fewer still, where even those would lie on the panel or a seat's plate
        self._pressed = False

    def handle(self, event) -> bool:
        """Handle one event; True when it was a click on this button (``on_click`` called)."""
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed = self.enabled and self.rect.collidepoint(event.pos)
            return False
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self._pressed = self._pressed, False
            if pressed and self.enabled and self.rect.collidepoint(event.pos):
                self.click()
                return True
        return False

    def click(self) -> None:
        if self.enabled and self.on_click is not None:
            self.on_click()

    def draw(self, surface, font, asleep: bool = False) -> None:
        """``asleep``: drawn as it is when disabled (a sheet over its scene takes the clicks)."""
        radius = radius_for(surface.get_height())
        enabled = self.enabled and not asleep
        lit = enabled and (self.hovered or self.selected)
        colour = theme.PANEL_LIGHT if lit else theme.PANEL
        border = theme.GOLD if lit or (enabled and self.default) else theme.PANEL_EDGE
        rounded_panel(surface, self.rect, colour, 235, radius, border,
                      2 if enabled and self.hovered else 1)
        if not enabled:                 # greyed (a label barely dimmer read as one that could go)
            text_colour = theme.DISABLED
        elif self.default or self.selected:
            text_colour = theme.GOLD
        else:
            text_colour = theme.CREAM
        room = self.rect.inflate(-self.inset_right, 0).move(-self.inset_right // 2, 0)
        label = fit(self.label, font, room.width - 2 * radius)
        draw_text(surface, label, font, text_colour, room.center, "center")


def back_place(size) -> pygame.Rect:
    """Where a screen's Back button stands in a window of ``size``: its bottom left corner, a
    margin off the edges, a sixth of its width wide (140 pixels at least). The settings, the
    rules, the statistics and About put theirs there."""
    w, h = size
    m = max(8, int(h * 0.03))
    bh = theme.button_height(h)
    return pygame.Rect(m, h - m - bh, max(140, int(w * 0.17)), bh)


def button_width(labels, font, window_h: int) -> int:
    """How wide a button must be to write the longest of ``labels`` whole (Button.draw fits its
    label inside the rounded ends)."""
    return max(font.size(label)[0] for label in labels) + 2 * radius_for(window_h) + 16


def pointed(buttons, pos) -> int | None:
    """The index of the button under ``pos`` that can be pressed, or None: a menu's mark goes
    with the pointer, so that one button is marked, the one Enter presses."""
    return next((i for i, b in enumerate(buttons) if b.enabled and b.rect.collidepoint(pos)), None)


def move_mark(buttons, at: int | None, step: int) -> int | None:
    """The button ``step`` on from ``at`` among those that can be pressed, round from the last to
    the first (``at`` where none can; from none marked, the first, or the last going back), its
    ``default`` mark set and the others' cleared: the gold mark that Enter presses, moved by the
    keys."""
    usable = [i for i, b in enumerate(buttons) if b.enabled]
    if at in usable:
        at = usable[(usable.index(at) + step) % len(usable)]
    elif usable:
        at = usable[0] if step >= 0 else usable[-1]
    for i, button in enumerate(buttons):
        button.default = i == at
    return at


MARK_KEYS = {pygame.K_TAB: 1, pygame.K_DOWN: 1, pygame.K_RIGHT: 1, pygame.K_UP: -1, pygame.K_LEFT: -1}


def key_moves_mark(buttons, at: int | None, event) -> int | None:
    """Where an arrow or Tab (Shift+Tab: back) moves the mark from ``at`` (:func:`move_mark`), for
    a row or a column of buttons; None for another key."""
    if event.key not in MARK_KEYS or not buttons:
        return None
    back = event.key == pygame.K_TAB and bool(event.mod & pygame.KMOD_SHIFT)
    return move_mark(buttons, at, -1 if back else MARK_KEYS[event.key])


def handle_buttons(buttons, event) -> bool:
    """Give ``event`` to every button; True as soon as one was clicked (stop there, since the
    click may have changed the scene)."""
    for button in list(buttons):
        if button.handle(event):
            return True
    return False


def stepper_arrow(height: int) -> int:
    """How wide each arrow of a stepper ``height`` pixels high is (the value has the rest)."""
    return max(20, int(height * 0.8))


class Stepper:
    """A value chosen among ``labels`` with arrows either side (left, right): the options of
    the setup scene. ``on_change(index)`` after each step. On a ``scale`` (a pause, a speed, a
    number: labels in their order) the arrows stop at its ends, dimmed there, where a list of
    kinds goes round; a click on the value goes round in either."""

    def __init__(self, rect, labels: list[str], index: int = 0, on_change=None,
                 enabled: bool = True, scale: bool = False) -> None:
        self.labels = list(labels)
        self.index = index
        self.on_change = on_change
        self.enabled = enabled
        self.scale = scale
        self.prev = Button((0, 0, 1, 1), "", lambda: self.step(-1))
        self.next = Button((0, 0, 1, 1), "", lambda: self.step(1))
        self.middle = Button((0, 0, 1, 1), "", lambda: self.step(1, around=True))   # a bigger target
        self.layout(rect)

    def layout(self, rect) -> None:
        self.rect = pygame.Rect(rect)
        side = stepper_arrow(self.rect.height)
        self.prev.rect = pygame.Rect(self.rect.x, self.rect.y, side, self.rect.height)
        self.next.rect = pygame.Rect(self.rect.right - side, self.rect.y, side, self.rect.height)
        self.middle.rect = self.rect.inflate(-2 * side, 0)

    def at_end(self, delta: int) -> bool:
        """A scale's arrow ``delta`` has nowhere to go."""
        return self.scale and not 0 <= self.index + delta < len(self.labels)

    def step(self, delta: int, around: bool = False) -> None:
        if not self.enabled or not self.labels or (self.at_end(delta) and not around):
            return
        self.index = (self.index + delta) % len(self.labels)
        if self.on_change is not None:
            self.on_change(self.index)

    def handle(self, event) -> bool:
        if not self.enabled:
            return False
        return self.prev.handle(event) or self.next.handle(event) or self.middle.handle(event)

    def draw(self, surface, font) -> None:
        radius = radius_for(surface.get_height())
        lit = self.enabled and (self.middle.hovered or self.prev.hovered or self.next.hovered)
        rounded_panel(surface, self.rect, theme.PANEL_LIGHT if lit else theme.PANEL, 200, radius,
                      theme.GOLD if lit else theme.PANEL_EDGE)
        for button, direction in ((self.prev, -1), (self.next, 1)):
            live = self.enabled and not self.at_end(direction)
            colour = theme.GOLD if button.hovered and live else (theme.CREAM if live else theme.DISABLED)
            draw_arrow(surface, button.rect, direction, colour)
        middle = self.middle.rect
        text = self.labels[self.index] if self.labels else ""
        colour = theme.CREAM if self.enabled else theme.DISABLED
        draw_text(surface, fit(text, font, middle.width), font, colour, middle.center, "center")


class KeyFocus:
    """Where the keys act among a scene's choices: Tab, Shift+Tab and the up and down arrows move a
    gold frame from one to the next (round from the last to the first), left and right step a
    framed Stepper, Space or Enter press a framed Button, Space steps a framed Stepper. The scene
    names its stops (``stops()``: keys in reading order, the ones it may move to now) and the
    widget of each (``widget_of(key)``); ``moved(key)`` hears where the frame went. No frame
    until a key moves it; a mouse button takes it away. Without ``arrows`` only Tab moves it (the
    scene's arrows choose in a list)."""

    def __init__(self, stops, widget_of, moved=None, arrows: bool = True) -> None:
        self.stops = stops
        self.widget_of = widget_of
        self.moved = moved
        self.moving = (pygame.K_TAB, pygame.K_UP, pygame.K_DOWN) if arrows else (pygame.K_TAB,)
        self.key = None

    def widget(self):
        return None if self.key is None else self.widget_of(self.key)

    def move(self, step: int) -> None:
        stops = self.stops()
        here = stops.index(self.key) if self.key in stops else (-1 if step > 0 else 0)
        self.key = stops[(here + step) % len(stops)]
        if self.moved is not None:
            self.moved(self.key)

    def handle(self, event) -> bool:
        """Take the keys that move the frame or act on what it frames; False for the others."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.key = None
            return False
        if event.type != pygame.KEYDOWN:
            return False
        key = event.key
        if key in self.moving:
            back = key == pygame.K_UP or (key == pygame.K_TAB and bool(event.mod & pygame.KMOD_SHIFT))
            self.move(-1 if back else 1)
            return True
        widget = self.widget()
        if isinstance(widget, Stepper) and key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_SPACE):
            widget.step(-1 if key == pygame.K_LEFT else 1, around=key == pygame.K_SPACE)
            return True
        if isinstance(widget, Button) and key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if widget.enabled:
                widget.click()
            return True
        return False

    def draw(self, surface, within=None) -> None:
        """The gold frame round the framed widget (none where it lies outside ``within``)."""
        widget = self.widget()
        if widget is None or (within is not None and not pygame.Rect(within).contains(widget.rect)):
            return
        radius = radius_for(surface.get_height()) + 4
        pygame.draw.rect(surface, theme.GOLD, widget.rect.inflate(8, 8), 2, border_radius=radius)


def shortcut(event, key: int) -> bool:
    """Ctrl (Cmd on a Mac) with ``key``."""
    return event.type == pygame.KEYDOWN and event.key == key and bool(
        event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META))


class TextField:
    """A one-line text entry (the player's name): click to focus, type, Backspace, Enter.

    A field that opens with its text and the focus (a name to change, in the rename dialog) comes
    with that text selected, as text fields do: the first letter typed replaces it, Backspace
    clears it, an arrow key, Home or End keeps it and goes on from its end. A click in a field puts
    the caret at the end of its text. Ctrl+A (Cmd+A) selects the whole text again: a wrong code
    pasted, or a name typed, is cleared or replaced at once, not one Backspace a letter."""

    def __init__(self, rect, text: str = "", max_len: int = 16, on_change=None) -> None:
        self.rect = pygame.Rect(rect)
        self.text = text
        self.max_len = max_len
        self.on_change = on_change
        self._focused = False
        self.selected = False        # the whole text is selected: what is typed next replaces it
        self.placeholder = ""        # shown dimmed while the field is empty

    @property
    def focused(self) -> bool:
        return self._focused

    @focused.setter
    def focused(self, value: bool) -> None:
        if value and not self._focused:
            self.selected = bool(self.text)
        self._focused = value

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            was = self.focused
            self.focused = self.rect.collidepoint(event.pos)
            self.selected = False        # a click puts the caret at the end, as before
            if self.focused != was:
                (pygame.key.start_text_input if self.focused else pygame.key.stop_text_input)()
            return self.focused
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            text = ("" if self.selected else self.text) + event.text
            self.selected = False
            self._set(text[: self.max_len])
            return True
        if shortcut(event, pygame.K_a):
            self.selected = bool(self.text)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE or event.key == pygame.K_DELETE and self.selected:
                self._set("" if self.selected else self.text[:-1])
                self.selected = False
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
                self.focused = False
                return True
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
                self.selected = False
                return True
        return False

    def _set(self, text: str) -> None:
        self.text = "".join(ch for ch in text if ch.isprintable())
        if self.on_change is not None:
            self.on_change(self.text)

    def draw(self, surface, font) -> None:
        radius = radius_for(surface.get_height())
        border = theme.GOLD if self.focused else theme.PANEL_EDGE
        rounded_panel(surface, self.rect, theme.PANEL, 200, radius, border, 2 if self.focused else 1)
        pad = max(6, self.rect.height // 4)
        inner = self.rect.inflate(-2 * pad, 0)
        if not self.text and not self.focused and self.placeholder:
            draw_text(surface, fit(self.placeholder, font, inner.width), font, theme.CREAM_DIM,
                      inner.midleft, "midleft")
            return
        if self.focused and self.selected:        # the selection, lit, with the caret after it
            shown = fit(self.text, font, inner.width - font.size("|")[0])
            lit = pygame.Rect(inner.left, 0, font.size(shown)[0] + 4, font.get_height())
            lit.centery = inner.centery
            lit.x -= 2
            pygame.draw.rect(surface, theme.GOLD, lit, border_radius=3)
            box = draw_text(surface, shown, font, theme.INK, inner.midleft, "midleft")
            draw_text(surface, "|", font, theme.CREAM, (box.right + 2, inner.centery), "midleft")
            return
        # while typing, the end of a text too long is shown, where the caret is; else its beginning
        shown = fit(self.text + ("|" if self.focused else ""), font, inner.width, keep_end=self.focused)
        draw_text(surface, shown, font, theme.CREAM, inner.midleft, "midleft")
