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
    takes no click nor key, so that one meant for the scene beneath never closes it unread.
    ``update`` must call :meth:`grow`."""

    unbidden = False
    age = 0.0                # seconds shown

    def grow(self, dt: float) -> None:
        self.age += dt

    @property
    def ready(self) -> bool:
        """False for the first moments of an unbidden scene, while it takes no click nor key."""
        return not self.unbidden or self.age >= UNBIDDEN_GRACE_S

    def settling(self, event) -> bool:
        """True when ``event`` (a click or a key) comes too soon after an unbidden scene opened."""
        return not self.ready and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)
