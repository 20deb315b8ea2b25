"""Bounded caches for drawings (issue 17, point 7: at most 120 MB resident during any length of play).

The table and the menus redraw the same words, panels, shadows and felt every frame, so they keep
them; but sizes follow the window, and a long evening of resizes would otherwise keep every size
ever seen. A :class:`DrawingCache` is a least-recently-used map bounded by the bytes of its
pixels (and a number of entries); a drawing bigger than ``keep_up_to`` (a quarter of the budget
unless told) is handed back without being kept. Every cache made here is registered:
:func:`window_resized` empties those that hold drawings of one window size (``per_window=True``)
and gives the freed memory back to the system, so that memory does not stay at the level of the
largest window the person ever tried.

The card faces have their own bounded cache (game/ui/cards.py).
"""
from __future__ import annotations

import ctypes
import ctypes.util
import sys
from collections import OrderedDict
from collections.abc import Hashable
from typing import Any

import pygame

_ALL: list["DrawingCache"] = []
FONT_COST = 256 * 1024         # what a loaded font costs, roughly (FreeType face and glyph cache)


def cost_of(value: Any) -> int:
    """Bytes held by a cached value: a surface's pixels, the surfaces of a tuple, else one unit."""
    if isinstance(value, pygame.Surface):
        return value.get_pitch() * value.get_height()
    if isinstance(value, tuple):
        return sum(cost_of(v) for v in value if isinstance(v, (pygame.Surface, tuple))) or 1
    if isinstance(value, pygame.font.Font):
        return FONT_COST
    return 1


class DrawingCache:
    """At most ``max_bytes`` of drawings and ``max_items`` entries, the least recently used
    going first. ``get`` returns None for a key not held."""

    def __init__(self, name: str, max_bytes: int, max_items: int = 100_000, per_window: bool = True,
                 keep_up_to: int | None = None):
        self.name = name
        self.max_bytes = max_bytes
        self.keep_up_to = max_bytes // 4 if keep_up_to is None else keep_up_to
        self.max_items = max_items
        self.per_window = per_window
        self.bytes = 0
        self._items: OrderedDict[Hashable, tuple[Any, int]] = OrderedDict()
        _ALL.append(self)

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items

    def get(self, key: Hashable) -> Any:
        got = self._items.get(key)
        if got is None:
            return None
        self._items.move_to_end(key)
        return got[0]

    def put(self, key: Hashable, value: Any) -> Any:
        """Keep ``value`` under ``key`` (unless it is bigger than ``keep_up_to``); returns it."""
        cost = cost_of(value)
        old = self._items.pop(key, None)
        if old is not None:
            self.bytes -= old[1]
        if cost > self.keep_up_to:
            return value
        self._items[key] = (value, cost)
        self.bytes += cost
        while self.bytes > self.max_bytes or len(self._items) > self.max_items:
            _, (_, gone) = self._items.popitem(last=False)
            self.bytes -= gone
        return value

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0


def caches() -> list[DrawingCache]:
    return list(_ALL)


def window_resized() -> None:
    """The window changed size: drop every drawing of the old size and give the memory back."""
    for cache in _ALL:
        if cache.per_window:
            cache.clear()
    release_memory()


def release_memory() -> None:
    """Ask the C allocator to return freed pages to the system (glibc keeps the pages of large
    freed surfaces otherwise, and the resident size stays at its peak). The surfaces themselves
    went when their last reference did: no collection needed, so a window being dragged to a
    new size stays smooth."""
    trim = _malloc_trim()
    if trim is not None:
        trim(0)


_TRIM: list = []


def _malloc_trim():
    if not _TRIM:
        function = None
        if sys.platform.startswith("linux"):
            try:
                libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
                function = libc.malloc_trim
                function.argtypes = [ctypes.c_size_t]
                function.restype = ctypes.c_int
            except (OSError, AttributeError):
                function = None
        _TRIM.append(function)
    return _TRIM[0]
