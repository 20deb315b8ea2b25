"""Bounded caches for drawings (issue 17, point 7: at most 120 MB resident during any length of play).

The table and the menus redraw the same words, panels, shadows and felt every frame, so they keep
them; but sizes follow the window, and a long evening of resizes would otherwise keep every size
ever seen. A :class:`DrawingCache` is a least-recently-used map bounded by the bytes of its
pixels (and a number of entries); a drawing bigger than ``keep_up_to`` (a quarter of the budget
unless told) is handed back without being kept. Every cache made here is registered:
:func:`window_resized` empties those that hold drawings of one window size (``per_window=True``)
and gives the freed memory back to the system, so that memory does not stay at the level of the
largest window the person ever tried.

Each bound alone is generous (a sheet's shadow at 2560×1440 is megabytes), so the registered
caches also share one budget, :data:`SHARED_BYTES`: past it, the least recently used drawing of
all of them goes, whichever cache holds it. Only the felt (one image of the window's own size,
at a byte a pixel above :data:`FELT_FAST_PIXELS`, and at half the window's width and height above
:data:`FELT_FINE_PIXELS`: game/ui/widgets.py) stands apart.

How much the drawings may hold depends on the window's size, and is decided here alone
(:func:`drawings_budget`): what is left of :data:`RESIDENT_TARGET` once the process without
drawings (:data:`BASE_BYTES`), the window's own surface and the felt are counted, between
:data:`DRAWINGS_LEAST` and :data:`DRAWINGS_MOST`. The shared caches get two fifths of it,
:data:`SHARED_LEAST` at least (:func:`shared_budget`), the card art the rest, its turned
cards included (:func:`card_budget`). The budgets follow the window: :func:`window_resized`
(and :func:`fit_window` at the start) sets them. Up to 2560×1600 the bounds add up to at most
100 MB with the process itself (98 MB at 2560×1440, 96 at 1920×1080).

No bound pushes out what is being drawn: a drawing used by the frame being drawn or the one
before stays, whatever the bounds (:func:`new_frame`, called as each frame begins), so a frame
drawn again renders nothing again. Where one frame draws more than the budget (a 4K window:
its surface alone is 33 MB and its felt 8, and a Double King hand is thirteen cards of half a
megabyte each) the caches hold what the last two frames drew and nothing more, and what only an
earlier frame drew goes at the next frame. What is drawn ahead of the frames (a new window size's
backs, shadows and fans: :func:`warming`) counts as drawn by none: it is kept as far as the
bounds allow and is the first to go past them.

Freed drawings must also leave the process. glibc's allocator, left to itself, serves every
allocation below a threshold from its heap and raises that threshold to the size of any large
block freed (up to 32 MB): after the first resize the card faces, panels and text images all
come from the heap, interleaved with long-lived objects, and their pages stay resident once freed
(measured in ``bench.soak`` before this was set: 57-88 MB free inside the heap against 50-90 MB
in use). :func:`configure_allocator` fixes the threshold, so that every image of
:data:`MMAP_THRESHOLD` bytes or more gets pages of its own that go back to the system when it is
freed, and :func:`release_memory` trims what is left after a resize or a new table.
"""
from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import itertools
import sys
import threading
import time
import weakref
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator
from typing import Any

import pygame

_ALL: list["DrawingCache"] = []
_LOCK = threading.RLock()      # one for every cache: a put may evict from another (the shared budget)
_TICK = itertools.count()      # when each drawing was last used, across caches
_LIVE: "weakref.WeakSet[DrawingCache]" = weakref.WeakSet()   # every cache, the card art's too
# the ticks at which the last two drawn frames began (new_frame): a drawing used since the first
# is not evicted, whatever the bounds; None until the window draws (tests of the bounds alone)
_FRAMES: list[int | None] = [None, None]
TRIM_EVERY_S = 1.0             # while frames are drawn, the allocator gives back what was freed this often
_LAST_TRIM = [0.0]
FONT_COST = 256 * 1024         # what a loaded font costs, roughly (FreeType face and glyph cache)

# ---------------------------------------------------------------- the budgets, per window size
MB = 2**20
RESIDENT_TARGET = 100 * MB     # the window's process during a match: design §7's 120 MB less a margin
BASE_BYTES = 48 * MB           # the process without drawings nor window (Python, pygame, SDL, fonts,
                               # the game), as bench.soak reads it after minutes of play
FELT_FAST_PIXELS = 1920 * 1200   # up to this the felt is kept in the window's format (4 bytes a
                                 # pixel, the cheapest copy); above, a byte a pixel
FELT_FINE_PIXELS = 3840 * 2160   # above this (larger than a 4K screen) the felt is kept at half the
                                 # window's width and height, each pixel drawn as four
DRAWINGS_MOST = 32 * MB        # the drawing caches together at most (a 1920×1080 table, every face warm)
DRAWINGS_LEAST = 12 * MB       # and at least, however large the window (what one frame draws beyond
                               # it stays while drawn: new_frame); from 3840x2160 up the window leaves
                               # less than this (18 MB before: 4-5 MB more resident at 4000x3000, a 4K
                               # frame's p95 1 ms faster)
SHARED_LEAST = 6 * MB          # the registered caches' share at least


def window_bytes(size) -> int:
    """The window's own surface: four bytes a pixel."""
    return int(size[0]) * int(size[1]) * 4


def felt_scale(size) -> int:
    """How many of the window's pixels, each way, one pixel of its felt covers: 1, or 2 above
    FELT_FINE_PIXELS."""
    return 1 if int(size[0]) * int(size[1]) <= FELT_FINE_PIXELS else 2


def felt_format(size) -> tuple[tuple[int, int], int]:
    """The felt of a window of ``size``: its own size and its bytes a pixel, four (the window's
    format) up to FELT_FAST_PIXELS, else one; above FELT_FINE_PIXELS half the window's width and
    height (:func:`felt_scale`)."""
    w, h = int(size[0]), int(size[1])
    k = felt_scale(size)
    return (-(-w // k), -(-h // k)), 4 if k == 1 and w * h <= FELT_FAST_PIXELS else 1


def felt_bytes(size) -> int:
    """What the felt of a window of ``size`` holds (:func:`felt_format`)."""
    (w, h), depth = felt_format(size)
    return w * h * depth


def drawings_budget(size) -> int:
    """What every drawing cache together (the felt apart) may hold at a window of ``size``."""
    left = RESIDENT_TARGET - BASE_BYTES - window_bytes(size) - felt_bytes(size)
    return max(DRAWINGS_LEAST, min(DRAWINGS_MOST, left))


def shared_budget(size) -> int:
    """The registered caches' share of :func:`drawings_budget` (texts, panels, shadows, fans...)."""
    return max(SHARED_LEAST, drawings_budget(size) * 2 // 5)


def card_budget(size) -> int:
    """The card art's share (faces, backs, shadows, bare drawings and turned cards)."""
    return drawings_budget(size) - shared_budget(size)


SHARED_BYTES = 16 * MB         # the registered caches together now (set by fit_window)
_FITTERS: list[Callable[[tuple[int, int]], None]] = []


def cost_of(value: Any) -> int:
    """Bytes held by a cached value: a surface's pixels, the surfaces of a tuple, bytes, else one unit."""
    if isinstance(value, pygame.Surface):
        return value.get_pitch() * value.get_height()
    if isinstance(value, bytes):
        return len(value)
    if isinstance(value, tuple):
        return sum(cost_of(v) for v in value if isinstance(v, (pygame.Surface, tuple))) or 1
    if isinstance(value, pygame.font.Font):
        return FONT_COST
    return 1


class DrawingCache:
    """At most ``max_bytes`` of drawings and ``max_items`` entries, the least recently used
    going first; a registered cache that is ``shared`` also keeps within the budget it shares
    with the others (:data:`SHARED_BYTES`). ``get`` returns None for a key not held. Safe to use
    from a thread (the card art's warming thread draws indices and suits while the window
    clears caches on a resize)."""

    def __init__(self, name: str, max_bytes: int, max_items: int = 100_000, per_window: bool = True,
                 keep_up_to: int | None = None, register: bool = True, shared: bool = True):
        self.name = name
        self.max_bytes = max_bytes
        self.keep_up_to = max_bytes // 4 if keep_up_to is None else keep_up_to
        self.max_items = max_items
        self.per_window = per_window
        self.shared = register and shared
        self.bytes = 0
        # key -> [value, cost, tick of the last use]
        self._items: OrderedDict[Hashable, list[Any]] = OrderedDict()
        _LIVE.add(self)
        if register:         # window_resized() empties it (the card art's caches are its own)
            _ALL.append(self)

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items

    def keys(self) -> list[Hashable]:
        with _LOCK:
            return list(self._items)

    def get(self, key: Hashable) -> Any:
        with _LOCK:
            got = self._items.get(key)
            if got is None:
                return None
            self._items.move_to_end(key)
            got[2] = next(_TICK)
            return got[0]

    def put(self, key: Hashable, value: Any) -> Any:
        """Keep ``value`` under ``key`` (unless it is bigger than ``keep_up_to``); returns it."""
        cost = cost_of(value)
        with _LOCK:
            old = self._items.pop(key, None)
            if old is not None:
                self.bytes -= old[1]
            if cost > self.keep_up_to:
                return value
            if _WARMING.active:
                # drawn ahead, not by a frame: the first to go when the bounds are passed
                self._items[key] = [value, cost, -1]
                self._items.move_to_end(key, last=False)
            else:
                self._items[key] = [value, cost, next(_TICK)]
            self.bytes += cost
            self._evict()
            if self.shared:
                _keep_shared_budget(key)
        return value

    def limit(self, max_bytes: int) -> None:
        """A new bound in bytes, kept at once (the least recently used going first); a cache that
        kept drawings up to its whole bound still does."""
        with _LOCK:
            if self.keep_up_to >= self.max_bytes:
                self.keep_up_to = max_bytes
            self.max_bytes = max_bytes
            self._evict()

    def fits(self, cost: int) -> bool:
        """Whether a drawing of ``cost`` bytes would be kept without pushing any other out."""
        return self.bytes + cost <= self.max_bytes and cost <= self.keep_up_to

    def _evict(self) -> None:
        while self._items and (self.bytes > self.max_bytes or len(self._items) > self.max_items):
            if in_use(self._oldest_tick()):
                return            # all that is left was drawn by the last two frames: kept
            self._drop_oldest()

    def _drop_oldest(self) -> None:
        _, (_, gone, _) = self._items.popitem(last=False)
        self.bytes -= gone

    def _oldest_tick(self) -> int | None:
        for entry in self._items.values():
            return entry[2]
        return None

    def clear(self) -> None:
        with _LOCK:
            self._items.clear()
            self.bytes = 0

    def discard(self, keep) -> None:
        """Drop every entry whose key ``keep(key)`` refuses."""
        with _LOCK:
            for key in [k for k in self._items if not keep(k)]:
                self.bytes -= self._items.pop(key)[1]


def _keep_shared_budget(newest: Hashable | None) -> None:
    """Drop the least recently used drawings of the shared caches until they fit SHARED_BYTES
    together (never the one just kept)."""
    shared = [c for c in _ALL if c.shared]
    total = sum(c.bytes for c in shared)
    while total > SHARED_BYTES:
        ticks = [(tick, i) for i, c in enumerate(shared) if (tick := c._oldest_tick()) is not None]
        if not ticks:
            return
        tick, index = min(ticks)
        oldest = shared[index]
        if len(oldest) == 1 and newest in oldest or in_use(tick):
            return
        before = oldest.bytes
        oldest._drop_oldest()
        total -= before - oldest.bytes


def in_use(tick: int | None) -> bool:
    """Whether a drawing last used at ``tick`` was drawn by the frame being drawn or the one before."""
    since = _FRAMES[0] if _FRAMES[0] is not None else _FRAMES[1]     # the first frame: itself
    return tick is not None and since is not None and tick >= since


class ThreadFlag(threading.local):
    """A flag of each thread's own, raised for the time of ``with flag.raised():``."""
    active = False

    @contextlib.contextmanager
    def raised(self) -> Iterator[None]:
        was, self.active = self.active, True
        try:
            yield
        finally:
            self.active = was


_WARMING = ThreadFlag()


def warming() -> contextlib.AbstractContextManager[None]:
    """``with warming():`` what is drawn ahead of the frames (a new window size's fans, say) is
    kept as far as the bounds allow and is the first to go past them: it counts as drawn by no
    frame until a frame draws it. Per thread (the card art's warming thread draws beside)."""
    return _WARMING.raised()


def new_frame() -> None:
    """A frame begins (App.draw): what the frame before last drew and not since may go now.

    The bounds are kept by evicting the least recently used drawings, but never one that the
    frame being drawn or the one before used: a window whose frame draws more than the budget
    (the cards of a 4K table) holds what it draws, renders none of it again next frame, and
    nothing more. What only an earlier frame drew (a hand before it re-spread, a card's upright
    face once it is kept turned) goes as soon as the bounds are passed, here.

    Every :data:`TRIM_EVERY_S` seconds the C allocator is also asked to return the pages it holds
    free (:func:`release_memory`, about a millisecond): the small drawings and objects of a deal
    leave its heap in holes that otherwise stay resident (5-10 MB at 3840×2160)."""
    with _LOCK:
        _FRAMES[0], _FRAMES[1] = _FRAMES[1], next(_TICK)
        for cache in list(_LIVE):
            cache._evict()
        _keep_shared_budget(None)
    now = time.monotonic()
    if now - _LAST_TRIM[0] >= TRIM_EVERY_S:
        _LAST_TRIM[0] = now
        release_memory()


def forget_frames() -> None:
    """No window draws any more (it closed): the bounds alone hold, every drawing may go."""
    with _LOCK:
        _FRAMES[0] = _FRAMES[1] = None
        for cache in list(_LIVE):
            cache._evict()


def caches() -> list[DrawingCache]:
    return list(_ALL)


def on_window(fit: Callable[[tuple[int, int]], None]) -> None:
    """Call ``fit(size)`` with each new window size (the card art bounds itself so)."""
    _FITTERS.append(fit)


def fit_window(size) -> None:
    """Set the budgets for a window of ``size`` and keep them at once."""
    global SHARED_BYTES
    size = (int(size[0]), int(size[1]))
    with _LOCK:
        SHARED_BYTES = shared_budget(size)
        _keep_shared_budget(None)
    for fit in _FITTERS:
        fit(size)


def window_resized(size) -> None:
    """The window changed size: drop every drawing of the old size, set the budgets of the new
    one and give the memory back."""
    for cache in _ALL:
        if cache.per_window:
            cache.clear()
    fit_window(size)
    release_memory()


def release_memory() -> None:
    """Ask the C allocator to return freed pages to the system (glibc keeps the pages of large
    freed surfaces otherwise, and the resident size stays at its peak). The surfaces themselves
    went when their last reference did: no collection needed, so a window being dragged to a
    new size stays smooth."""
    trim = _malloc_trim()
    if trim is not None:
        trim(0)


MMAP_THRESHOLD = 64 * 1024   # a card face from 800x500 up; most text images stay below
_M_MMAP_THRESHOLD = -3         # glibc's mallopt parameter (malloc.h)


def configure_allocator() -> bool:
    """Give every block of MMAP_THRESHOLD bytes or more its own pages (glibc only; elsewhere
    nothing to do). Returns True when the allocator took the setting."""
    libc = _libc()
    mallopt = getattr(libc, "mallopt", None) if libc is not None else None
    if mallopt is None:
        return False
    mallopt.argtypes = [ctypes.c_int, ctypes.c_int]
    mallopt.restype = ctypes.c_int
    return bool(mallopt(_M_MMAP_THRESHOLD, MMAP_THRESHOLD))


_LIBC: list = []
_TRIM: list = []


def _libc():
    """The C library on Linux with glibc (its malloc_trim and mallopt), else None."""
    if not _LIBC:
        libc = None
        if sys.platform.startswith("linux"):
            try:
                libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
                if not hasattr(libc, "malloc_trim"):
                    libc = None          # another C library (musl): its own ways
            except (OSError, AttributeError):
                libc = None
        _LIBC.append(libc)
    return _LIBC[0]


def _malloc_trim():
    if not _TRIM:
        libc = _libc()
        function = libc.malloc_trim if libc is not None else None
        if function is not None:
            function.argtypes = [ctypes.c_size_t]
            function.restype = ctypes.c_int
        _TRIM.append(function)
    return _TRIM[0]
