"""A timeline of eased tweens: what the table animates from engine events (design §4, ui.md "Motion").

The timeline is a queue of *steps*. A step is a group of tweens that run together (each may have its
own delay, for staggered packets); the next step starts when the previous one is over. Durations are
given at "normal" speed and scaled when a step starts by the speed setting (slow ×1.6, fast ×0.5,
instant 0), so a change of speed applies from the next step on. ``finish()`` (a click) plays every
queued step to its end at once, in order, so the table ends exactly where the engine is.

A :class:`Flight` is one card in the air: from where to where, its angle and size, face or back, and
optionally turned over halfway (a flip: its width goes 1 → 0 → 1). The table draws flights; the
timeline only moves their progress.
"""
from __future__ import annotations

import math
from typing import Callable

from . import theme

# ---------------------------------------------------------------- easing


def linear(t: float) -> float:
    return t


def ease_out_quad(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 0.5 - 0.5 * math.cos(math.pi * t)


EASES: dict[str, Callable[[float], float]] = {
    "linear": linear,
    "out": ease_out_quad,
    "out_cubic": ease_out_cubic,
    "in_out": ease_in_out,
}


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_point(a, b, t: float) -> tuple[float, float]:
    return a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t


# ---------------------------------------------------------------- tweens


class Tween:
    """A progress from 0 to 1 over ``duration`` seconds (at normal speed) after ``delay``.

    ``on_start()`` runs when the delay is over, ``on_update(value)`` with the eased value every
    frame, ``on_done()`` once at the end (always, even when finished early by a click).
    """

    def __init__(self, duration: float, ease: str = "out_cubic", delay: float = 0.0,
                 on_start: Callable | None = None, on_update: Callable | None = None,
                 on_done: Callable | None = None):
        self.duration = max(0.0, duration)
        self.delay = max(0.0, delay)
        self.ease = EASES[ease]
        self.on_start = on_start
        self.on_update = on_update
        self.on_done = on_done
        self.elapsed = 0.0
        self.started = False
        self.done = False
        self.factor = 1.0

    @property
    def value(self) -> float:
        span = self.duration * self.factor
        if self.done or span <= 0:
            return 1.0 if self.started or self.done else 0.0
        t = (self.elapsed - self.delay * self.factor) / span
        return self.ease(min(1.0, max(0.0, t)))

    def advance(self, dt: float) -> None:
        if self.done:
            return
        self.elapsed += dt
        if not self.started and self.elapsed >= self.delay * self.factor:
            self._start()
        if self.started:
            if self.elapsed >= (self.delay + self.duration) * self.factor:
                self.complete()
            elif self.on_update:
                self.on_update(self.value)

    def _start(self) -> None:
        self.started = True
        if self.on_start:
            self.on_start()

    def complete(self) -> None:
        if self.done:
            return
        if not self.started:
            self._start()
        self.done = True
        if self.on_update:
            self.on_update(1.0)
        if self.on_done:
            self.on_done()


class Step:
    """Tweens that run together; the step is over when all are."""

    def __init__(self, tweens: list[Tween], label: str = "", readable: bool = False):
        self.tweens = tweens
        self.label = label
        self.begun = False
        self.readable = readable     # a pause to read: the same length at every speed, a click stops on it

    def begin(self, factor: float) -> None:
        self.begun = True
        for tween in self.tweens:
            tween.factor = 1.0 if self.readable else factor

    @property
    def done(self) -> bool:
        return all(t.done for t in self.tweens)


class Timeline:
    """Steps played one after another at the chosen speed."""

    def __init__(self, speed: str = "normal"):
        self.speed = speed
        self.steps: list[Step] = []
        self.held = False       # a step asked to wait (a summary is open): nothing moves until release()
        # called with a step's label each time one of its tweens starts in real time (the table's
        # sounds, game/ui/sound.py); never while finish() skips the animations
        self.cue: Callable[[str], None] | None = None

    @property
    def factor(self) -> float:
        return theme.SPEED_FACTOR.get(self.speed, 1.0)

    # ---- building

    def then(self, *tweens: Tween, label: str = "", readable: bool = False) -> Step:
        """Queue a step of tweens that run together after everything queued before."""
        step = Step(list(tweens), label, readable)
        self.steps.append(step)
        return step

    def call(self, fn: Callable, label: str = "") -> Step:
        """Queue an instant step that runs ``fn`` (a change of what the table shows)."""
        return self.then(Tween(0.0, "linear", on_done=fn), label=label)

    def pause(self, seconds: float, label: str = "", readable: bool = False) -> Step:
        """A pause scaled by the speed, or with ``readable`` the same ``seconds`` at every speed
        (a seat's word to read, even at "instant"; ``theme.read_pause`` says which pauses to read
        go at "instant")."""
        return self.then(Tween(seconds, "linear"), label=label, readable=readable)

    # ---- running

    def busy(self) -> bool:
        return bool(self.steps)

    def hold(self) -> None:
        """Stop after the current step until :meth:`release` (called from a step's callback)."""
        self.held = True

    def release(self) -> None:
        self.held = False

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds; finished steps hand their leftover time to the next."""
        budget = dt
        guard = 0
        while self.steps and not self.held and guard < 10000:
            guard += 1
            step = self.steps[0]
            if not step.begun:
                step.begin(self.factor)
            for tween in step.tweens:
                was = tween.started
                tween.advance(budget)
                if self.cue is not None and tween.started and not was and step.label:
                    self.cue(step.label)
            if not step.done:
                return
            self.steps.pop(0)
            # the time spent beyond the step's end is not lost (smooth chains of packets)
            used = max(((t.delay + t.duration) * t.factor for t in step.tweens), default=0.0)
            spent = max((t.elapsed for t in step.tweens), default=0.0)
            budget = max(0.0, spent - used) if budget > 0 else 0.0

    def finish(self) -> None:
        """Play every queued step to its end at once (a click skips the animations), up to the next
        readable pause not yet begun: that one starts, and a second click ends it."""
        while self.steps and not self.held:
            step = self.steps[0]
            if step.readable and not step.begun:
                step.begin(1.0)
                return
            self.steps.pop(0)
            if not step.begun:
                step.begin(0.0)
            for tween in step.tweens:
                tween.complete()

    def clear(self) -> None:
        """Forget every queued step without running it (the table is about to be rebuilt)."""
        self.steps.clear()


# ---------------------------------------------------------------- cards in the air


class Flight:
    """One card moving across the table.

    ``start`` and ``end`` are callables giving (x, y) centres, so that a resized window moves the
    path with the layout. ``height_*`` are card heights as shares of the layout's ``card_base`` (the
    window height up to a 4K screen's).
    """

    def __init__(self, code: str | None, start: Callable, end: Callable, *, angle0: float = 0.0,
                 angle1: float = 0.0, height0: float = theme.CARD_TABLE, height1: float = theme.CARD_TABLE,
                 face_up: bool = True, flip: bool = False, layer: int = 0):
        self.code = code
        self.start = start
        self.end = end
        self.angle0 = angle0
        self.angle1 = angle1
        self.height0 = height0
        self.height1 = height1
        self.face_up = face_up
        self.flip = flip
        self.layer = layer
        self.t = 0.0
        self.visible = False

    def pos(self) -> tuple[float, float]:
        return lerp_point(self.start(), self.end(), self.t)

    def angle(self) -> float:
        return lerp(self.angle0, self.angle1, self.t)

    def height(self) -> float:
        return lerp(self.height0, self.height1, self.t)

    def width_scale(self) -> float:
        """While flipping, the width of a card turning about its long axis: |cos| of the angle
        turned, so it slows at the ends and passes quickly through edge-on; else 1."""
        return abs(math.cos(math.pi * self.t)) if self.flip else 1.0

    def lift(self) -> float:
        """While flipping, how far the card is raised towards the eye (it grows a little, most
        when edge-on, as a card picked up and turned over does); 0 otherwise."""
        return theme.FLIP_LIFT * math.sin(math.pi * self.t) if self.flip else 0.0

    def shade(self) -> float:
        """While flipping, the light lost by the face as it turns away (0 flat, most edge-on)."""
        return theme.FLIP_SHADE * math.sin(math.pi * self.t) if self.flip else 0.0

    def showing_face(self) -> bool:
        if self.flip:
            return (self.t >= 0.5) == self.face_up
        return self.face_up
