"""What the table does when the person wins or loses (issue 14, "Motion and life").

A win (a Guinguette basket, a Double King round, the match) sends a short shower of gold suit
symbols up from the person's plate, fading as they rise; a lost round or match is sober: the room
darkens softly for a moment, then comes back. Either lasts about a second and a half at "normal"
speed (none at "instant"), never waits for a click, and is drawn by the app over every scene.
"""
from __future__ import annotations

import math
import random
from typing import Callable

import pygame

from . import theme


def person_won(result: dict | None, seat: int) -> bool:
    """Whether ``seat`` won a finished match, from the engine's ``result_json`` (contract §5):
    in Polignac not being among the losers, in Double King and Guinguette the first place."""
    if not result:
        return False
    if "losers" in result:
        return seat not in result["losers"]
    ranking = result.get("ranking") or []
    return bool(ranking) and seat in ranking[0]


class Celebration:
    """One celebration (``won``) or commiseration (not ``won``) rising from ``origin()``;
    ``sparks`` says how big a win it is (a basket fewer, the match more)."""

    def __init__(self, won: bool, origin: Callable[[], tuple[float, float]], sparks: int = 24,
                 seed: int = 0) -> None:
        self.won = won
        self.origin = origin          # a callable: the window may be resized meanwhile
        self.t = 0.0
        rng = random.Random(seed)
        # per spark: suit, sideways drift, height reached, start delay, size, sway phase
        self.sparks = [(rng.randrange(4), rng.uniform(-1, 1), rng.uniform(0.55, 1.0), rng.uniform(0, 0.35),
                        rng.choice((0.8, 1.0, 1.25)), rng.uniform(0, math.tau)) for _ in range(sparks)]
        self._images: dict[tuple[int, int], pygame.Surface] = {}

    @property
    def done(self) -> bool:
        return self.t >= 1.0

    def update(self, dt: float, factor: float) -> None:
        """``factor`` is the speed setting's (slow 1.6, instant 0: over at once)."""
        self.t = 1.0 if factor <= 0 else min(1.0, self.t + dt / (theme.CELEBRATION_S * factor))

    def draw(self, surface: pygame.Surface) -> None:
        if self.done:
            return
        if self.won:
            self._draw_sparks(surface)
        else:
            # multiply in place: no full-window layer to allocate every frame
            k = 255 - int(theme.COMMISERATION_DARKEN * 255 * math.sin(math.pi * self.t))
            surface.fill((k, k, k), special_flags=pygame.BLEND_RGB_MULT)

    def _image(self, suit: int, px: int) -> pygame.Surface:
        image = self._images.get((suit, px))
        if image is None:
            from . import widgets
            image = pygame.Surface((px + 2, px + 2), pygame.SRCALPHA)
            widgets.draw_suit(image, suit, ((px + 2) // 2, (px + 2) // 2), px, theme.GOLD)
            self._images[(suit, px)] = image
        return image

    def _draw_sparks(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        ox, oy = self.origin()
        unit = h * 0.03
        for suit, drift, reach, delay, size, phase in self.sparks:
            u = (self.t - delay) / (1 - delay)
            if u <= 0:
                continue
            rise = 1 - (1 - u) ** 2                         # quick at first, then floating
            x = ox + drift * w * 0.14 * rise + math.sin(phase + u * 6) * unit * 0.5
            y = oy - reach * h * 0.4 * rise
            alpha = int(255 * min(1.0, u * 5) * (1 - u) ** 1.3)
            if alpha <= 8:
                continue
            image = self._image(suit, max(6, int(unit * size)))
            image.set_alpha(alpha)
            surface.blit(image, image.get_rect(center=(int(x), int(y))))
