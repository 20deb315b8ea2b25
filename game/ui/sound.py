"""The table's sounds, made by this code at start (issue 14): no recorded sound, no sound file.

Card sounds are short bursts of filtered noise shaped like a card touching baize (a soft snap, a
slide for a gathered trick, a riffle for the shuffle); counters are two small inharmonic clicks;
your turn is a gentle two-note chime; the end of a deal and of a match are soft chimes in a major
key (a falling minor pair when the match is lost). Everything is synthesised with the standard
library (``array``, ``math``, ``random``) into 16-bit buffers for ``pygame.mixer.Sound``.

The mixer is opened after the first frame (``start``), and the sounds are made in a background
thread, so neither delays the window. Where there is no audio device the app stays silent and
says so once in the log, never to the person. Volume and mute come from the settings.
"""
from __future__ import annotations

import itertools
import logging
import math
import operator
import random
import threading
import time
from array import array
from typing import Callable

import pygame

log = logging.getLogger("tapisvert.ui")

RATE = 22050                          # enough for soft snaps and chimes; half the work of 44.1 kHz

# Which sound a step of the table's timeline makes when one of its cards or counters starts to
# move (game/ui/anim.py names the steps); steps not named here are silent.
STEP_SOUNDS = {
    "deal": "deal", "ecart": "deal", "remue_out": "deal", "remue_in": "deal",
    "play": "card", "jacks": "card",
    "gather": "gather",
    "ante": "counters", "bet": "counters", "speak": "counters", "remue_pay": "counters",
    "guinguette": "counters", "cabaret": "counters", "settle": "counters", "share": "counters",
}
# The same sound again within this many seconds is not played twice (a packet of cards dealt
# together, the cards of a gathered trick).
MIN_GAP_S = {"deal": 0.045, "card": 0.05, "gather": 0.3, "counters": 0.06}


# ---------------------------------------------------------------- synthesis

def _noise_burst(rng: random.Random, seconds: float, attack: float, decay: float, low: float,
                 high: float, gain: float) -> list[float]:
    """Noise through a band (one-pole high-pass at ``low`` Hz, low-pass at ``high`` Hz) with a
    fast attack and an exponential decay of ``decay`` seconds: a card touching the cloth."""
    n = int(seconds * RATE)
    a_lo = math.exp(-2 * math.pi * low / RATE)
    a_hi = 1 - math.exp(-2 * math.pi * high / RATE)
    fall = math.exp(-1 / (decay * RATE))
    rise = max(1, int(attack * RATE))
    out = [0.0] * n
    lp = hp_in = hp = 0.0
    env = gain
    for i in range(n):
        x = rng.random() * 2 - 1
        lp += a_hi * (x - lp)
        hp = a_lo * (hp + lp - hp_in)
        hp_in = lp
        if i < rise:
            out[i] = hp * gain * i / rise
        else:
            env *= fall
            out[i] = hp * env
    return out


def _tone(out: list[float], start: float, freq: float, seconds: float, gain: float, decay: float,
          partials: tuple[tuple[float, float], ...] = ((1.0, 1.0),)) -> None:
    """Add a struck tone (sine partials with an exponential decay and a 4 ms attack) to ``out``.
    Built with map and accumulate, so the loops run in C: a chime takes milliseconds."""
    first = int(start * RATE)
    attack = int(0.004 * RATE)
    for ratio, weight in partials:
        w = 2 * math.pi * freq * ratio / RATE
        if w >= math.pi:
            continue
        fall = math.exp(-(ratio ** 0.5) / (decay * RATE))   # upper partials die sooner, as on a bell
        # samples until the partial is 70 dB down, within the sound
        n = min(int(seconds * RATE), len(out) - first, int(math.log(3000) / max(1e-9, -math.log(fall))))
        if n <= 0:
            continue
        level = gain * weight
        envelope = itertools.accumulate(itertools.repeat(fall, n - 1), operator.mul, initial=level)
        wave = map(math.sin, map(operator.mul, range(n), itertools.repeat(w)))
        part = list(map(operator.mul, wave, envelope))
        for i in range(min(attack, n)):
            part[i] *= i / attack
        out[first:first + n] = map(operator.add, out[first:first + n], part)


_BELL = ((1.0, 1.0), (2.0, 0.35), (3.01, 0.12), (4.2, 0.05))


def _mix(length: float, *parts: tuple[float, list[float]]) -> list[float]:
    out = [0.0] * int(length * RATE)
    for start, part in parts:
        first = int(start * RATE)
        n = min(len(part), len(out) - first)
        out[first:first + n] = map(operator.add, out[first:first + n], part[:n])
    return out


def _card(rng: random.Random) -> list[float]:
    snap = _noise_burst(rng, 0.09, 0.0015, 0.018, 900, 6000, 0.9)
    body = _noise_burst(rng, 0.09, 0.002, 0.03, 120, 900, 0.8)
    return _mix(0.09, (0, snap), (0, body))


def _deal(rng: random.Random) -> list[float]:
    return _noise_burst(rng, 0.06, 0.003, 0.014, 1500, 7000, 0.55)


def _gather(rng: random.Random) -> list[float]:
    slide = _noise_burst(rng, 0.32, 0.09, 0.07, 500, 3500, 0.5)
    tap = _noise_burst(rng, 0.08, 0.002, 0.02, 150, 1500, 0.7)
    return _mix(0.34, (0, slide), (0.24, tap))


def _shuffle(rng: random.Random) -> list[float]:
    """A riffle: many small card ticks whose rate rises, then falls, and a closing tap."""
    parts = []
    t = 0.0
    for i in range(34):
        gap = 0.022 - 0.008 * math.sin(math.pi * i / 33)
        parts.append((t, _noise_burst(rng, 0.03, 0.001, 0.006, 1800, 8000, 0.35 + 0.15 * rng.random())))
        t += gap
    parts.append((t + 0.08, _noise_burst(rng, 0.08, 0.002, 0.025, 150, 1500, 0.7)))
    return _mix(t + 0.18, *parts)


def _counters(rng: random.Random) -> list[float]:
    out = [0.0] * int(0.16 * RATE)
    for start, f in ((0.0, 2350.0), (0.045, 2630.0)):
        _tone(out, start, f, 0.1, 0.18, 0.018, ((1.0, 1.0), (1.47, 0.6), (2.09, 0.3)))
    tick = _noise_burst(rng, 0.02, 0.001, 0.004, 2000, 9000, 0.25)
    return _mix(0.16, (0, out), (0.045, tick))


def _chime(notes: tuple[tuple[float, float], ...], length: float, gain: float, decay: float) -> list[float]:
    out = [0.0] * int(length * RATE)
    for start, freq in notes:
        _tone(out, start, freq, length - start, gain, decay, _BELL)
    return out


def _turn(rng: random.Random) -> list[float]:
    return _chime(((0.0, 784.0), (0.12, 1046.5)), 0.9, 0.22, 0.25)          # G5, C6


def _deal_end(rng: random.Random) -> list[float]:
    return _chime(((0.0, 523.3), (0.1, 659.3), (0.2, 784.0)), 1.2, 0.18, 0.35)   # C E G


def _match_won(rng: random.Random) -> list[float]:
    return _chime(((0.0, 523.3), (0.11, 659.3), (0.22, 784.0), (0.36, 1046.5), (0.36, 523.3)),
                  1.5, 0.17, 0.4)


def _match_lost(rng: random.Random) -> list[float]:
    return _chime(((0.0, 440.0), (0.28, 349.2)), 1.2, 0.18, 0.35)           # A4, F4: sober


MAKERS: dict[str, Callable[[random.Random], list[float]]] = {
    "turn": _turn, "card": _card, "deal": _deal, "gather": _gather, "shuffle": _shuffle,
    "counters": _counters, "deal_end": _deal_end, "match_won": _match_won, "match_lost": _match_lost,
}


def samples(name: str) -> array:
    """The 16-bit mono samples of a sound at :data:`RATE` (the same every time: fixed seed)."""
    raw = MAKERS[name](random.Random(name))
    peak = 32000
    scaled = map(int, map(operator.mul, raw, itertools.repeat(peak)))
    return array("h", map(max, itertools.repeat(-peak), map(min, itertools.repeat(peak), scaled)))


# ---------------------------------------------------------------- playing

class Sounds:
    """The app's sound player: ``play(name)`` if there is a device and the sound is on.

    ``settings`` is read at each play (``sound``: on or muted, ``volume``: percent)."""

    def __init__(self, settings) -> None:
        self.settings = settings
        self.ready: dict[str, pygame.mixer.Sound] = {}
        self.available = False
        self.started = False
        self._last: dict[str, float] = {}
        self._last_step = ""

    def start(self, background: bool = True) -> bool:
        """Open the mixer and make the sounds (in a thread). False when there is no device."""
        if self.started:
            return self.available
        self.started = True
        try:
            pygame.mixer.init(frequency=RATE, size=-16, channels=1, buffer=512, allowedchanges=0)
            pygame.mixer.set_num_channels(16)
        except (pygame.error, NotImplementedError, OSError) as exc:
            log.info("no audio device: the table stays silent (%s)", exc)
            return False
        self.available = True
        if background:
            threading.Thread(target=self._make_all, name="tapisvert-sounds", daemon=True).start()
        else:
            self._make_all()
        return True

    def _make_all(self) -> None:
        for name in MAKERS:
            try:
                self.ready[name] = pygame.mixer.Sound(buffer=samples(name).tobytes())
            except (pygame.error, MemoryError) as exc:      # a sound missing is no reason to stop
                log.info("sound %s not made: %s", name, exc)

    def volume(self) -> float:
        if not self.settings.get("sound", True):
            return 0.0
        return max(0, min(100, int(self.settings.get("volume", 75)))) / 100

    def play(self, name: str) -> bool:
        """Play a sound at the settings' volume. True when it was started."""
        if not self.available:
            return False
        level = self.volume()
        sound = self.ready.get(name)
        if level <= 0 or sound is None:
            return False
        gap = MIN_GAP_S.get(name, 0.0)
        now = time.monotonic()
        if gap and now - self._last.get(name, -1.0) < gap:
            return False
        self._last[name] = now
        channel = sound.play()
        if channel is None:
            return False
        channel.set_volume(level)
        return True

    def step(self, label: str) -> None:
        """A step of the table's timeline has a card or counter set moving; the first packet of
        a deal is preceded by the shuffle."""
        if label == "deal" and self._last_step != "deal":
            self.play("shuffle")
        self._last_step = label
        name = STEP_SOUNDS.get(label)
        if name is not None:
            self.play(name)

    def stop(self) -> None:
        if self.available:
            try:
                pygame.mixer.stop()
            except pygame.error:
                pass
