"""Playing cards from the project's own SVG drawings: faces, backs, suit symbols and soft shadows.

The drawings are SVG files in ``assets/`` (written by ``build/card_svgs.py``, committed): a face
per card without its corner indices, the backs, the four suits. pygame-ce renders them at the size
the window needs (``pygame.image.load_sized_svg``); the corner indices are drawn here in the title face (Caladea bold),
in the language's letters (R D V in French, K Q J in English), a little larger on small cards so
that they stay readable at 800x500. The four-colour deck swaps the suit ink of diamonds and clubs
as the SVG is read.

Rendered surfaces live in bounded caches (least recently used first out, counted in bytes), so
resizing the window many times never grows memory. A new window size is rendered in a background
thread (``CardArt.warm``): the SVG renderer releases the interpreter while it works, so frames go
on; a card asked for before the thread reaches it is rendered on the spot, and a smaller size of a
drawing already rendered is scaled down from it rather than rendered again.

Public surface::

    art = CardArt()                      # or the module-level ``ART``
    art.face("JS", height, lang="fr", four_colour=False, dim=False)
    art.back(height, "burgundy_lattice")
    art.shadow(height, lifted=False)     # (surface, offset)
    art.warm(heights, codes, style, lang, four_colour)
    draw_suit(surface, "S", rect, colour)
    card_size(height) -> (w, h)          # poker proportions 63:88 (ui.md "Cards")
"""
from __future__ import annotations

import functools
import io
import math
import threading
import zlib
from collections.abc import Callable

import pygame

from .. import assets
from . import cache, fonts, theme
from .cache import DrawingCache, cost_of, release_memory

IVORY = theme.IVORY
RED = theme.RED
BLACK = theme.BLACK
BLUE_4C = theme.BLUE_DIAMOND
GREEN_4C = theme.GREEN_CLUB

RATIO = theme.CARD_RATIO
RADIUS = theme.CARD_RADIUS
DIM = int(round(255 * theme.DIM_BRIGHTNESS))

BACKS = theme.CARD_BACKS
_BACK_ALIASES = {"burgundy": "burgundy_lattice", "navy": "navy_lattice", "green": "green_damask"}

RANK_LETTERS = {
    "fr": {"K": "R", "Q": "D", "J": "V", "A": "A", "T": "10"},
    "en": {"K": "K", "Q": "Q", "J": "J", "A": "A", "T": "10"},
}

# the suit ink as the SVG files write it (build/card_svgs.py SUIT_INK: theme.BLACK and theme.RED)
_SVG_INK = {"S": BLACK, "H": RED, "D": RED, "C": BLACK}

# corner indices: capital height and suit size as shares of the card height, never below a few pixels
INDEX_CAP = 0.1
INDEX_SUIT = 0.085
INDEX_MIN_CAP_PX = 9
INDEX_MIN_SUIT_PX = 9
# a card shorter draws its corner index under those least sizes (a fifth of its height at most)
INDEX_WHOLE_PX = 5 * max(INDEX_MIN_CAP_PX, INDEX_MIN_SUIT_PX)
# a court's suit in the corner of its figure's frame, as a share of the card's height (the SVGs'
# FRAME_SUIT, 128 of 880, build/card_courts.py): a card shown to be read (the last trick's) is at
# least COURT_LEAST_PX tall, for that suit to be no smaller than the index's at its least
FRAME_SUIT_SHARE = 128 / 880
COURT_LEAST_PX = math.ceil(INDEX_MIN_SUIT_PX / FRAME_SUIT_SHARE)


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


def _hex(colour) -> str:
    return "#{:02x}{:02x}{:02x}".format(*colour[:3])


# ---------------------------------------------------------------- SVG files

@functools.lru_cache(maxsize=None)
def _svg_text(*parts: str) -> str:
    with open(assets.asset_path(*parts), encoding="utf-8") as fh:
        return fh.read()


def card_svg(code: str, four_colour: bool = False) -> str:
    """The SVG text of a face (``"JS"``) or a back (``"back-navy_lattice"``), with the deck's inks."""
    text = _svg_text("cards", code + ".svg")
    suit = code[1] if len(code) == 2 else ""
    if four_colour and suit and suit in "DC":
        text = text.replace(_hex(_SVG_INK[suit]), _hex(suit_colour(suit, True)))
    return text


_ARGB = pygame.Surface((1, 1), pygame.SRCALPHA)     # the pixel layout of every other surface


def render_svg(text: str, size: tuple[int, int]) -> pygame.Surface:
    """``text`` rendered to exactly ``size`` pixels (the loader keeps the drawing's proportions).

    The loader's pixels are in RGBA byte order; they are converted to the layout of the app's own
    surfaces, without which every blit of a card would take some forty times longer."""
    size = (max(1, int(size[0])), max(1, int(size[1])))
    surf = pygame.image.load_sized_svg(io.BytesIO(text.encode("utf-8")), size).convert(_ARGB)
    if surf.get_size() != size:
        surf = opaque_inside(pygame.transform.smoothscale(surf, size))
    return surf


# ---------------------------------------------------------------- suit symbols

_SUITS = DrawingCache("suits", 2 * 2**20)


def suit_surface(suit: str, size: int, colour) -> pygame.Surface:
    """A cached suit symbol ``size`` pixels square in ``colour``."""
    size = max(4, int(size))
    key = (suit, size, tuple(colour[:3]))
    surf = _SUITS.get(key)
    if surf is None:
        text = _svg_text("suits", suit + ".svg").replace(_hex(_SVG_INK[suit]), _hex(colour))
        surf = _SUITS.put(key, render_svg(text, (size, size)))
    return surf


def draw_suit(surface: pygame.Surface, suit: str, rect, colour) -> None:
    """Draw the suit symbol (``"S" "H" "D" "C"``) centred in ``rect``, as large as fits."""
    rect = pygame.Rect(rect)
    size = min(rect.w, rect.h)
    if size < 3:
        return
    sym = suit_surface(suit, size, colour)
    surface.blit(sym, sym.get_rect(center=rect.center))


# ---------------------------------------------------------------- corner indices

_CAP_SHARE = 0.66                       # Caladea's capitals are 0.66 of its size


def _text_fit(text: str, cap: float, colour, max_w: float) -> pygame.Surface:
    """``text`` in the title face (Caladea bold), capitals ``cap`` px tall, cropped to its ink and
    narrowed to ``max_w`` if wider (a "10" is condensed, as on printed indices)."""
    surf = fonts.get(cap / _CAP_SHARE, fonts.SERIF, bold=True).render(text, True, colour)
    ink = surf.get_bounding_rect()
    if ink.w and ink.h:
        surf = surf.subsurface(ink).copy()
    if surf.get_width() > max_w:
        surf = pygame.transform.smoothscale(surf, (max(1, int(max_w)), surf.get_height()))
    return surf


def index_sizes(height: int) -> tuple[int, int]:
    """Capital height and suit size in pixels of the corner index of a card ``height`` tall."""
    cap = max(INDEX_MIN_CAP_PX, round(height * INDEX_CAP))
    sym = max(INDEX_MIN_SUIT_PX, round(height * INDEX_SUIT))
    return min(cap, height // 5), min(sym, height // 5)


def _index_fit(w: int, h: int) -> tuple[int, int, float, int, int]:
    """The corner index of a card ``w`` × ``h``: capital height, suit size, the widest its rank
    may be, its top and the gap between rank and suit."""
    cap, sym = index_sizes(h)
    return cap, sym, max(w * 0.15, cap * 1.15), int(round(h * 0.04)), max(1, round(cap * 0.18))


def _index_centre(w: int, text_w: float) -> int:
    """The x of the middle of a corner index whose rank is ``text_w`` wide, on a card ``w`` wide."""
    return int(round(max(w * 0.088, text_w / 2 + w * 0.014)))


def index_box(size: tuple[int, int]) -> pygame.Rect:
    """What the top-left corner index (rank over suit) of an upright card of ``size`` covers, from
    the card's top-left corner, at its largest (the widest rank, a letter's tail) in either
    language: what must stay in sight for the card to be read. The bottom-right one is the same
    turned over. A copy each time (the caller may move it)."""
    return _corner_extent(int(size[0]), int(size[1])).copy()


@functools.lru_cache(maxsize=32)
def _corner_extent(w: int, h: int) -> pygame.Rect:
    cap, sym, most, top, gap = _index_fit(w, h)
    right = bottom = 0
    for letters in RANK_LETTERS.values():
        for letter in [*letters.values(), *"98765432"]:
            text = _text_fit(letter, cap, BLACK, most)
            cx = _index_centre(w, text.get_width())
            box = text.get_rect(midtop=(cx, top))
            right = max(right, box.right, cx + sym // 2)
            bottom = max(bottom, box.bottom + gap + sym)
    return pygame.Rect(0, 0, right + 1, bottom + 1)


def draw_index(surf: pygame.Surface, rank: str, suit: str, colour, lang: str) -> None:
    """The rank letter over a small suit, top left, and the same turned over, bottom right."""
    w, h = surf.get_size()
    letter = RANK_LETTERS.get(lang, RANK_LETTERS["en"]).get(rank, rank)
    cap, sym, most, top, gap = _index_fit(w, h)
    text = _text_fit(letter, cap, colour, most)
    cx = _index_centre(w, text.get_width())
    box = text.get_rect(midtop=(cx, top))
    corner = pygame.Surface((max(box.right, cx + sym // 2) + 1, box.bottom + gap + sym + 1), pygame.SRCALPHA)
    corner.blit(text, box)
    corner.blit(suit_surface(suit, sym, colour), (cx - sym // 2, box.bottom + gap))
    surf.blit(corner, (0, 0))
    turned = pygame.transform.rotate(corner, 180)
    surf.blit(turned, (w - turned.get_width(), h - turned.get_height()))


# ---------------------------------------------------------------- whole cards

def render_face(code: str, height: int, lang: str = "fr", four_colour: bool = False) -> pygame.Surface:
    """A freshly rendered face (not cached): ``code`` such as ``"JS"``."""
    surf = render_svg(card_svg(code, four_colour), card_size(height))
    draw_index(surf, code[0], code[1], suit_colour(code[1], four_colour), lang)
    return surf


def back_name(style: str) -> str:
    style = _BACK_ALIASES.get(style, style)
    return style if style in BACKS else BACKS[0]


def dimmed(surface: pygame.Surface) -> pygame.Surface:
    """A copy of a card's image darkened as a card that cannot be played (its alpha kept)."""
    out = surface.copy()
    out.fill((DIM, DIM, DIM), special_flags=pygame.BLEND_RGB_MULT)
    return out


def pack(surface: pygame.Surface) -> bytes:
    """A face's pixels compressed (a tenth to a thirtieth of them: the ivory and the pips repeat),
    to be made again in a millisecond by :func:`unpack` rather than rendered again."""
    return zlib.compress(pygame.image.tobytes(surface, "RGBA"), 1)


def unpack(data: bytes, size: tuple[int, int]) -> pygame.Surface:
    return pygame.image.frombytes(zlib.decompress(data), size, "RGBA").convert(_ARGB)


def render_back(height: int, style: str = BACKS[0]) -> pygame.Surface:
    """A freshly rendered back (not cached); unknown styles get the first back."""
    return render_svg(card_svg("back-" + back_name(style)), card_size(height))


def soft_blur(surface: pygame.Surface, radius: int) -> pygame.Surface:
    """``surface`` blurred by a gaussian of ``radius``, worked at a third of the radius's scale and
    scaled back: a shadow or a glow is soft, so the result differs from the full gaussian by a few
    levels of alpha at most, at a fraction of its cost (a 4K card's shadow: 1 ms, not 30; a lifted
    one 1 ms, not 78), so that one is cheap to make again when the caches let it go."""
    k = max(1, radius // 3)
    if k == 1:
        return pygame.transform.gaussian_blur(surface, radius)
    w, h = surface.get_size()
    small = pygame.transform.smoothscale(surface, (max(1, round(w / k)), max(1, round(h / k))))
    return pygame.transform.smoothscale(pygame.transform.gaussian_blur(small, max(1, round(radius / k))), (w, h))


def render_shadow(height: int, lifted: bool = False) -> tuple[pygame.Surface, tuple[int, int]]:
    """A blurred rounded shadow and where to put it relative to the card's top-left corner."""
    w, h = card_size(height)
    blur = max(2, int(h * (0.06 if lifted else 0.03)))
    pad = blur * 2
    surf = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, 95 if lifted else 110), (pad, pad, w, h),
                     border_radius=max(2, int(w * RADIUS)))
    surf = soft_blur(surf, blur)
    off = int(h * (0.05 if lifted else 0.02))
    return surf, (-pad + off // 2, -pad + off)


# ---------------------------------------------------------------- cache

def face_bytes(height: int) -> int:
    """Pixels' bytes of a card ``height`` tall, upright."""
    w, h = card_size(height)
    return w * h * 4


def turned_bytes(height: int) -> int:
    """Pixels' bytes of a card ``height`` tall turned by the few degrees of a fan or a trick (its
    box grows: a quarter more is room enough up to 6 degrees)."""
    return face_bytes(height) * 5 // 4


def opaque_inside(surf: pygame.Surface, floor: int = 244) -> pygame.Surface:
    """``smoothscale`` loses a little of an opaque image's alpha (253 and less inside a card scaled
    down: the card beneath showed through): what is nearly opaque is made opaque again, in place;
    the soft edge is left as it is."""
    solid = pygame.mask.from_surface(surf, floor).to_surface(setcolor=(0, 0, 0, 255), unsetcolor=(0, 0, 0, 0))
    surf.blit(solid, (0, 0), special_flags=pygame.BLEND_RGBA_MAX)
    return surf


class CardArt:
    """Faces, backs and shadows, rendered once per size and kept in bounded LRU caches.

    ``max_bytes`` bounds all of it, the cards turned at an angle included: the art module's own
    ``ART`` takes the card art's share of the window's drawing budget (game/ui/cache.py:
    ``card_budget``, 19 MB at most) at each window size; another ``CardArt`` keeps the bound it
    was made with (20 MB unless told). The cards turned at an angle (the hand's fan, the trick,
    the écart) have a cache of their own, bounded at ``TURNED_CARDS`` cards of the window's hand
    size (a quarter of ``max_bytes`` at most), so that turning many cards never pushes a face out.
    A twelfth goes to every face rendered, kept compressed (``pack``: a face let go is made
    again in a millisecond, not rendered), a sixteenth to the last bare drawings rendered (a
    smaller size is scaled from one of them rather than rendered again), and the rest to the
    cards as they are drawn, faces, backs and shadows; each face is kept once, its bare drawing
    not beside it, and a card kept turned not upright beside it (``turned``). Every face of a
    52-card pack at the three heights of a 1920×1080 window fits (12 MB); at 2560×1440 (21 MB)
    the courts and many pips are rendered ahead, the others kept compressed; at 3840×2160 the
    faces are mostly kept compressed. The least recently drawn surfaces go first, but never one
    the last two frames drew (game/ui/cache.py: ``new_frame``): however large the window, a
    frame drawn again renders and turns nothing. A new window size drops the old size's cards.
    """

    MAX_BYTES = 20 * 1024 * 1024
    DRAWINGS_SHARE = 16                  # max_bytes // 16 for the bare drawings
    PACKED_SHARE = 12                    # max_bytes // 12 for the faces kept compressed (pack)
    TURNED_CARDS = 20                    # a hand of 13, a trick of 6, the écart pile, turned
    # False: ``warm`` renders the backs only and the faces wait until drawn (the tests set it: they
    # open many tables and look at few cards)
    warm_faces = True

    def __init__(self, max_bytes: int | None = None):
        self.max_bytes = max_bytes or self.MAX_BYTES
        self._hand = 0                    # the window's hand height, once a size is warmed

        def pool(name: str) -> DrawingCache:
            return DrawingCache(name, self.max_bytes, keep_up_to=self.max_bytes, register=False)
        self._cards = pool("card art")
        self._drawings = pool("card drawings")
        self._turned = pool("turned cards")
        self._packed = pool("packed faces")
        self._pools = (self._cards, self._turned, self._drawings, self._packed)
        self._rendered: set[tuple] = set()     # the drawings rendered from their SVG, not scaled
        self._bound()
        self._turning = cache.ThreadFlag()      # raised while a card is being turned
        self._warm_gen = 0
        self._warmer: threading.Thread | None = None

    def fit(self, size) -> None:
        """Take the card art's share of the drawing budget of a window of ``size``."""
        self.max_bytes = cache.card_budget(size)
        self._bound()

    def _bound(self) -> None:
        """Share ``max_bytes`` among the pools: the turned cards what a frame turns (a quarter of
        it at most), the compressed faces a twelfth, the bare drawings a sixteenth, the cards as
        drawn the rest. What one frame draws beyond them stays while it is drawn
        (game/ui/cache.py: ``new_frame``)."""
        hand = self._hand
        drawings = self.max_bytes // self.DRAWINGS_SHARE
        packed = self.max_bytes // self.PACKED_SHARE
        turned = min(self.TURNED_CARDS * turned_bytes(hand), self.max_bytes // 4) if hand else self.max_bytes // 4
        self._turned.limit(turned)
        self._drawings.limit(drawings)
        self._packed.limit(packed)
        self._cards.limit(self.max_bytes - turned - drawings - packed)

    @property
    def bound(self) -> int:
        """The three pools' bounds together: ``max_bytes``, or one frame's cards if more."""
        return sum(pool.max_bytes for pool in self._pools)

    # ------------------------------------------------------------ the caches themselves

    @property
    def nbytes(self) -> int:
        """Bytes of pixels the caches hold now (at most ``bound``)."""
        return sum(pool.bytes for pool in self._pools)

    def __len__(self) -> int:
        return sum(len(pool) for pool in self._pools)

    def heights(self) -> set[int]:
        """The card heights something is cached for."""
        return {k[1] for pool in self._pools for k in pool.keys() if isinstance(k[1], int)}

    # ------------------------------------------------------------ drawings

    def drawing(self, name: str, height: int, four_colour: bool = False) -> pygame.Surface:
        """The SVG ``name`` at ``height``, bare: scaled down from a larger rendering among the last
        few (up to four times the size), else rendered. Only from a rendering, never from a copy
        scaled itself: each scaling darkens the ivory a little (251 to 249), and the review's
        cards, scaled from sizes scaled from the table's, came out grey (244)."""
        key = ("svg", height, name, four_colour)
        got = self._drawings.get(key)
        if got is not None:
            return got
        larger = sorted(k[1] for k in self._drawings.keys()
                        if k[2:] == (name, four_colour) and height < k[1] <= 4 * height and k in self._rendered)
        source = self._drawings.get(("svg", larger[0], name, four_colour)) if larger else None
        if source is not None:
            surf = opaque_inside(pygame.transform.smoothscale(source, card_size(height)))
        else:
            surf = render_svg(card_svg(name, four_colour), card_size(height))
            if len(self._rendered) > 1024:        # those the cache has let go are forgotten
                self._rendered &= set(self._drawings.keys())
            self._rendered.add(key)
        return self._drawings.put(key, surf)

    def face(self, code: str, height: float, lang: str = "fr", four_colour: bool = False,
             dim: bool = False) -> pygame.Surface:
        height = int(round(height))
        key = ("face", height, code, lang, four_colour, dim)
        surf = self._cards.get(key)
        if surf is None:
            if dim:
                surf = dimmed(self.face(code, height, lang, four_colour))
            elif (packed := self._packed.get(key)) is not None:
                surf = unpack(packed, card_size(height))
            else:
                surf = self._render_face(key)
            if not self._turning.active or self._cards.fits(cost_of(surf)):
                surf = self._cards.put(key, surf)
        return surf

    def _render_face(self, key: tuple) -> pygame.Surface:
        """Render the face of ``key`` and keep it compressed (the faces' cache may let it go)."""
        _, height, code, lang, four_colour, _ = key
        surf = self.drawing(code, height, four_colour).copy()
        draw_index(surf, code[0], code[1], suit_colour(code[1], four_colour), lang)
        self._packed.put(key, pack(surf))
        return surf

    def back(self, height: float, style: str = BACKS[0]) -> pygame.Surface:
        height = int(round(height))
        key = ("back", height, back_name(style))
        surf = self._cards.get(key)
        if surf is None:
            surf = self._cards.put(key, self.drawing("back-" + back_name(style), height))
        return surf

    def shadow(self, height: float, lifted: bool = False) -> tuple[pygame.Surface, tuple[int, int]]:
        height = int(round(height))
        key = ("shadow", height, lifted)
        got = self._cards.get(key)
        if got is None:
            got = self._cards.put(key, render_shadow(height, lifted))
        return got

    def rotated(self, surf_key: tuple, surf: pygame.Surface, angle: float) -> pygame.Surface:
        """``surf`` turned by ``angle`` degrees (rounded to 0.5°), cached under ``surf_key``."""
        return self.turned(surf_key, angle, lambda: surf)

    def turned(self, surf_key: tuple, angle: float, upright: Callable[[], pygame.Surface],
               dim: bool = False) -> pygame.Surface:
        """The image ``upright()`` turned by ``angle`` degrees (rounded to 0.5°), darkened as a
        card that cannot be played if ``dim``, cached under ``surf_key``: a card kept turned is
        drawn without its upright image, which then leaves the cache like any drawing no frame
        uses, and its dimmed image is made from the turned one (a tenth of a millisecond at 4K;
        the hand of a 4K table dims and brightens at each turn), kept only where there is room
        for it beside the bright one, else made as it is drawn: past the bounds the hand is held
        once, each card at the angle drawn."""
        angle = round(angle * 2) / 2
        if angle == 0 and not dim:
            return upright()
        key = ("rot", surf_key[1] if len(surf_key) > 1 else 0, surf_key, angle, dim)
        out = self._turned.get(key)
        if out is not None:
            return out
        bright_key = key[:-1] + (False,)
        bright = self._turned.get(bright_key) if dim else None
        if bright is None:
            bright = self._turn(upright, angle)
            if not self._turned.fits(cost_of(bright)):
                # no room: the card turned at another angle goes first, whichever frame drew it
                # (a hand re-spreading turns each card anew)
                self._turned.discard(lambda k: k[2] != surf_key)
            bright = self._turned.put(bright_key, bright)
        if not dim:
            return bright
        out = dimmed(bright)
        if self._turned.fits(cost_of(out)):
            self._turned.put(key, out)
        return out                          # no room beside its bright image: darkened as drawn

    def _turn(self, upright: Callable[[], pygame.Surface], angle: float) -> pygame.Surface:
        """``upright()`` turned by ``angle``; its upright face is kept only where the card art has
        room for it beside what it holds (a card kept turned is drawn without it)."""
        with self._turning.raised():
            return pygame.transform.rotozoom(upright(), angle, 1.0)

    # ------------------------------------------------------------ warming a window size

    def warm(self, heights, codes, style: str = BACKS[0], lang: str = "fr", four_colour: bool = False,
             back_heights=(), background: bool = True) -> None:
        """Render the back now (at ``heights`` and ``back_heights``) and every face of ``codes`` at
        ``heights`` in a background thread (each drawing once, at the largest height; the others
        are scaled from it), as far as the cache holds them: a window so large that its faces
        exceed ``max_bytes`` has the rest rendered when drawn, and nothing drawn is pushed out by
        a face rendered ahead. A new call stops the previous warming."""
        self._warm_gen += 1                 # the previous warming stops before its sizes go
        gen = self._warm_gen
        heights = sorted({int(round(h)) for h in heights}, reverse=True)
        every = sorted({int(round(h)) for h in (*heights, *back_heights)}, reverse=True)
        self.forget_heights_but(every)
        if every:
            self._hand = every[0]
            self._bound()
        for h in every:
            self.back(h, style)
        release_memory()                    # a new table or window size: what the last one freed goes
        if not heights or not self.warm_faces:
            return

        # the courts first: on the spot a court costs some 16 ms, a pip card one or two
        ordered = sorted(codes, key=lambda code: code[0] not in "KQJ")

        def run() -> None:
            for code in ordered:
                for h in heights:
                    if self._warm_gen != gen:
                        return
                    key = ("face", h, code, lang, four_colour, False)
                    if key in self._cards or key in self._packed:
                        continue
                    w, hh = card_size(h)
                    if self._cards.bytes + w * hh * 4 <= self._cards.max_bytes:
                        self.face(code, h, lang, four_colour)
                    elif self._packed.bytes + w * hh // 4 <= self._packed.max_bytes:
                        self._render_face(key)      # kept compressed only: a large window
                    else:
                        return              # full: the rest is rendered when drawn

        if not background:
            run()
            return
        self._warmer = threading.Thread(target=run, name="card-art-warm", daemon=True)
        self._warmer.start()

    def forget_heights_but(self, keep) -> None:
        """Drop every drawing of a height not in ``keep`` (a new window size: the old size's
        drawings go, as the other drawing caches' do)."""
        keep = set(keep)
        for pool in self._pools:
            pool.discard(lambda key: key[1] in keep)

    def wait(self, timeout: float | None = None) -> None:
        """Wait for the background warming to finish (tests, benchmarks)."""
        if self._warmer is not None:
            self._warmer.join(timeout)

    def stop(self, timeout: float = 1.0) -> None:
        """Stop the background warming and wait for it (the window is closing: a face rendered
        after the display has gone would fail in a thread the interpreter is tearing down). It
        stops between two faces, a few milliseconds."""
        self._warm_gen += 1
        self.wait(timeout)

    def clear(self) -> None:
        self._warm_gen += 1
        for pool in self._pools:
            pool.clear()
        self._rendered.clear()


ART = CardArt()
cache.on_window(ART.fit)          # the art's share of each window size's drawing budget
