"""The table's ornaments (issue 14, "Motion and life"): a medallion with the initial of each
computer player on its plate, and the felt's emblem in the middle of the table (an inlaid ring,
the game's name and the four suits) so that the centre does not look empty between tricks.
"""
from __future__ import annotations

import pygame

from .. import fonts, theme, widgets
from ..cache import DrawingCache

# The medallions' grounds, one per computer seat in turn: burgundy, navy, bottle green, ochre,
# plum, slate, rust (the seats' colours only tell them apart; they mean nothing in the rules).
MEDALLION_GROUNDS = ((0x7A, 0x1F, 0x2B), (0x1F, 0x3A, 0x6E), (0x1E, 0x5A, 0x3C), (0x9A, 0x6B, 0x1F),
                     (0x5E, 0x2A, 0x5A), (0x3E, 0x4A, 0x55), (0x8A, 0x3B, 0x1E))
EMBLEM_ALPHA = 46                  # the emblem is a little lighter felt, barely there


def draw_medallion(surface: pygame.Surface, seat: int, name: str, plate: pygame.Rect) -> int:
    """A round medallion with the initial of ``name`` at the left of ``plate``; returns the width
    it takes, so that the plate's text starts after it."""
    (cx, cy), radius = medallion_circle(plate)
    ground = medallion_ground(seat)
    pygame.draw.circle(surface, ground, (cx, cy), radius)
    pygame.draw.circle(surface, theme.GOLD, (cx, cy), radius, max(1, radius // 8))
    initial = (name.strip()[:1] or "?").upper()
    font = fonts.get(radius * 1.3, fonts.SERIF, bold=True)
    image = widgets.render(initial, font, theme.CREAM)
    surface.blit(image, image.get_rect(center=(cx, cy + radius // 12)))
    return medallion_width(plate.h)


def medallion_circle(plate: pygame.Rect) -> tuple[tuple[int, int], int]:
    """The centre and radius of the medallion on ``plate``."""
    radius = _medallion_radius(plate.h)
    return (plate.x + int(plate.h * 0.16) + radius, plate.centery), radius


def medallion_ground(seat: int) -> tuple[int, int, int]:
    return MEDALLION_GROUNDS[(seat - 1) % len(MEDALLION_GROUNDS)]


def _medallion_radius(plate_h: int) -> int:
    return max(6, int(plate_h * 0.34))


def medallion_width(plate_h: int) -> int:
    """The width a plate's medallion takes, its margins included."""
    return int(plate_h * 0.16) + 2 * _medallion_radius(plate_h) + int(plate_h * 0.14)


def _emblem(size: tuple[int, int], title: str) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    ink = (255, 255, 255, EMBLEM_ALPHA)
    line = max(1, h // 120)
    pygame.draw.ellipse(surf, ink, surf.get_rect(), line)
    inner = surf.get_rect().inflate(-h // 9, -h // 9)
    pygame.draw.ellipse(surf, ink, inner, line)
    font = fonts.get(h * 0.085, fonts.SERIF)
    image = font.render(title, True, (255, 255, 255))
    if image.get_width() > inner.w * 0.5:
        ratio = inner.w * 0.5 / image.get_width()
        image = pygame.transform.smoothscale(image, (int(image.get_width() * ratio), int(image.get_height() * ratio)))
    image.set_alpha(EMBLEM_ALPHA + 10)
    surf.blit(image, image.get_rect(center=(w // 2, int(h * 0.86))))       # below the trick
    suit = max(6, int(h * 0.05))
    for k in range(4):
        layer = pygame.Surface((suit + 2, suit + 2), pygame.SRCALPHA)
        widgets.draw_suit(layer, k, ((suit + 2) // 2, (suit + 2) // 2), suit, (255, 255, 255))
        layer.set_alpha(EMBLEM_ALPHA + 10)
        surf.blit(layer, layer.get_rect(center=(int(w / 2 + (k - 1.5) * suit * 1.6), int(h * 0.12))))
    return surf


# one emblem per window size, kept whatever its size: rebuilding it in a frame would cost far
# more than it saves. Above WHOLE_UP_TO it is kept as the pieces of felt its ink lies on (the
# rings, the name, the suits), not as the whole oval: a quarter of the bytes (2.4 MB rather than
# 10 at 4000×3000) and faster to draw; below, one image is the faster
_CACHE = DrawingCache("emblem", 12 * 1024 * 1024, keep_up_to=12 * 1024 * 1024)
WHOLE_UP_TO = 2**20
BANDS = 40            # the emblem is cut in this many bands, each band in QUARTERS pieces at most
QUARTERS = 4


def _pieces(image: pygame.Surface, ink: pygame.Surface, at: tuple[int, int]
            ) -> tuple[tuple[pygame.Surface, tuple[int, int]], ...]:
    """The parts of ``image`` (the felt with the emblem on it) where ``ink`` (the emblem alone,
    the same size) is not clear, as (piece, position) for ``Surface.blits``: the rest is plain felt,
    which the table has drawn already."""
    w, h = ink.get_size()
    band = max(4, -(-h // BANDS))
    quarter = max(4, -(-w // QUARTERS))
    pieces = []
    for y in range(0, h, band):
        for x in range(0, w, quarter):
            cell = pygame.Rect(x, y, min(quarter, w - x), min(band, h - y))
            box = ink.subsurface(cell).get_bounding_rect()
            if box.w and box.h:
                box.move_ip(cell.x, cell.y)
                pieces.append((image.subsurface(box).copy(), (at[0] + box.x, at[1] + box.y)))
    return tuple(pieces)


def draw_centre(scene, surface: pygame.Surface) -> None:
    """The felt's emblem under the trick, sized from the trick's area; not where the game lays
    its own things on the cloth (Guinguette's baskets are its centre)."""
    if not scene.adapter.centre_emblem:
        return
    area = scene.layout.trick_area()
    size = (int(area.w * 2.3), int(area.h * 1.5))
    if size[0] < 40 or size[1] < 30:
        return
    title = scene.t(f"game.{scene.config.game}")
    rect = pygame.Rect((0, 0), size)
    rect.center = area.center
    rect = rect.clip(surface.get_rect())
    key = (surface.get_size(), tuple(rect), title)
    pieces = _CACHE.get(key)
    if pieces is None:
        # laid on its felt once, so that each frame copies opaque pixels (no blending)
        image = widgets.felt_piece(surface.get_size(), rect)
        emblem = _emblem(size, title)
        ink = pygame.Surface(rect.size, pygame.SRCALPHA)
        where = emblem.get_rect(center=(area.centerx - rect.x, area.centery - rect.y))
        ink.blit(emblem, where)
        image.blit(emblem, where)
        whole = image.get_pitch() * image.get_height() <= WHOLE_UP_TO
        pieces = _CACHE.put(key, ((image, rect.topleft),) if whole else _pieces(image, ink, rect.topleft))
    surface.blits(pieces, doreturn=False)
