"""The scene: one screen of the app (menu, table, dialog), in the style of Tuxemon's states.

The app keeps a stack of scenes and sends events to the top one. A transparent scene is a
dialog: the scenes beneath it are drawn first. ``draw`` only draws; it never changes game state.
"""
from __future__ import annotations

import pygame

UNBIDDEN_GRACE_S = 0.4     # a scene that comes up by itself ignores the mouse and keys this long


class Scene:
    """Base class of every scene; override what the scene needs."""

    transparent = False        # a dialog: the scene beneath is drawn first

    def __init__(self, app) -> None:
        self.app = app

    def handle(self, event) -> None:
        """One pygame event (the app already handled QUIT and window resizes)."""

    def update(self, dt: float) -> None:
        """Advance time by ``dt`` seconds."""

    def draw(self, surface) -> None:
        """Draw the scene on ``surface``; never changes game state."""

    def busy(self) -> bool:
        """True while anything moves or a seat thinks: the loop then runs at 60 fps,
        else it waits for input."""
        return False

    def look(self) -> object:
        """What may change what the scene shows while nothing moves and no input comes (work done
        in the background, a button enabled by the turn of play), as a value to compare: while
        the window idles, the app draws again when a scene's look differs from the last frame's."""
        return None

    def resize(self, size) -> None:
        """The window was resized to ``size`` (w, h): lay out again from it."""

    def room(self, size) -> int:
        """How wide, from the window's left, the room it leaves a panel laid over it (a message, a
        sheet): the window's width (the table's is less with its log's drawer open)."""
        return size[0]

    def room_beneath(self, size) -> int:
        """The room the scenes beneath this one leave it (:meth:`room`): the narrowest."""
        stack = self.app.stack
        beneath = stack[:stack.index(self)] if self in stack else stack
        return min([size[0]] + [scene.room(size) for scene in beneath])

    def resume(self) -> None:
        """Back on top after the scene above was popped."""


class Unbidden:
    """A scene that may come up by itself (the end of a deal, a file that cannot be written) while
    the person is clicking a card or pressing Enter: when ``unbidden``, for its first moments it
    takes no click nor key, so that one meant for the scene beneath never closes it unread; and
    whatever the time, it takes a key only when pressed while it shows: not one held down as it
    came up (pressed for the scene beneath, its press reaching it before its first frame), nor one
    pressed again without being let go (a key's repeat), till that key is let go.
    ``update`` must call :meth:`grow`."""

    unbidden = False
    age = 0.0                # seconds shown
    _shown = False           # its first frame passed (grow)
    _held_then: object = None    # the keyboard's state at its first frame (pygame.key.get_pressed)

    def grow(self, dt: float) -> None:
        if not self._shown:
            self._shown = True
            self._held_then = _keys_held()
        self.age += dt

    @property
    def ready(self) -> bool:
        """False for the first moments of an unbidden scene, while it takes no click nor key."""
        return not self.unbidden or self.age >= UNBIDDEN_GRACE_S

    def settling(self, event) -> bool:
        """True when ``event`` (a click or a key) comes too soon after an unbidden scene opened, or
        is a key it did not see pressed while it shows (:meth:`_held_key`)."""
        if self.unbidden and event.type in (pygame.KEYDOWN, pygame.KEYUP) and self._held_key(event):
            return True
        return not self.ready and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def _held_key(self, event) -> bool:
        """Follow the keys let go and held: True for a KEYDOWN of a key down since before the scene
        showed or pressed while it took no key, and not let go since (a press of the scene beneath,
        or its repeat). A KEYDOWN it does not take marks its key held till its KEYUP."""
        held: set = self.__dict__.setdefault("_held", set())
        let_go: set = self.__dict__.setdefault("_let_go", set())
        key = event.key
        if event.type == pygame.KEYUP:
            held.discard(key)
            let_go.add(key)
            return False
        before = self._held_then is not None and key not in let_go and _is_down(self._held_then, key)
        if not self._shown or key in held or before or not self.ready:
            held.add(key)
            return True
        return False


def _keys_held():
    """The keyboard's state now (None where pygame cannot tell)."""
    try:
        return pygame.key.get_pressed()
    except pygame.error:
        return None


def _is_down(state, key: int) -> bool:
    try:
        return bool(state[key])
    except (IndexError, KeyError, TypeError):
        return False
