"""Which way play goes round the table, shown as a real card table might suggest it: a small curved
arrow on the cloth, between a seat and the seat that plays after it, following the round of the
seats towards the later one (the person and the player after him first).

The arrow lies on the bare cloth: clear of the plates, every seat's cards (at their most), the
trick, what the game lays on the cloth, the counts panel, the trick's number and the line beside the
hand; where a small window leaves no such place it is not drawn. Everything else (a decision's
panel, a tag, a card in the air) is drawn over it.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from .. import theme
from ..cache import DrawingCache
from .counts import _seats_room, counts_box, ecart_pile_box, pile_room, trick_number_box

ARROW_LENGTH = 0.12        # the arc's length, of the type's height (theme.text_height)
ARROW_ALPHA = 165          # seen, not loud (the felt's emblem is fainter still)
BEND = 0.16                # how far its middle stands out past the seats' round, of its length
# how far out the arc runs, of the seats' ellipse, and its middle moved along the gap between two
# seats (of the gap): the first tried first; a crowded small table: shorter
SCALES = (0.78, 0.72, 0.84, 0.66, 0.9, 0.6, 0.96, 0.54, 1.02)
SHIFTS = (0.0, -0.08, 0.08, -0.16, 0.16, -0.24, 0.24)
LENGTHS = (1.0, 0.8, 0.65)
SPAN_OF_GAP = 0.22         # at most this share of the gap between two seats on either side of its middle
SAMPLES = 24               # points along the arc
SUPER = 3                  # drawn this many times larger, then smoothed down

_IMAGES = DrawingCache("play_arrow", 2 * 2**20)


@dataclass(frozen=True)
class PlayArrow:
    """The arrow as drawn: ``points`` along the arc from its tail to its head (window pixels),
    ``width`` of its line, ``rect`` what it covers (head included), ``after``: the seat it
    points to, which plays after ``before``."""
    points: tuple[tuple[float, float], ...]
    width: int
    head: int
    rect: pygame.Rect
    before: int
    after: int


def _arc(lay, seat: int, scale: float, length: float = 1.0, shift: float = 0.0) -> PlayArrow | None:
    """The arrow from ``seat`` towards the seat after it, on the ellipse ``scale`` times the
    seats' round, ``length`` times its usual length, its middle ``shift`` of the gap past the
    gap's middle; None where the two seats are one."""
    after = (seat + 1) % lay.players
    a0, a1 = lay.seat_angle(seat), lay.seat_angle(after)
    gap = (a1 - a0 + math.pi) % (2 * math.pi) - math.pi   # signed: the way play goes, the short way
    if lay.players == 2 or abs(gap) < 1e-6:
        return None
    middle = a0 + gap * (0.5 + shift)
    rx, ry = lay.rx * scale, lay.ry * scale
    cx, cy = lay.centre
    speed = math.hypot(rx * math.sin(middle), ry * math.cos(middle))
    base = lay.base
    half = min(base * ARROW_LENGTH * length / 2 / max(1.0, speed), abs(gap) * SPAN_OF_GAP)
    way = 1 if gap > 0 else -1

    def on_round(angle: float) -> tuple[float, float]:
        return cx + rx * math.cos(angle), cy + ry * math.sin(angle)
    (x0, y0), (x2, y2) = on_round(middle - way * half), on_round(middle + way * half)
    # bent a little more than the round itself, outward, so that it reads as going round
    mx, my = on_round(middle)
    chord = math.hypot(x2 - x0, y2 - y0)
    out = math.hypot(mx - cx, my - cy) or 1.0
    mx, my = mx + (mx - cx) / out * chord * BEND, my + (my - cy) / out * chord * BEND
    x1, y1 = 2 * mx - (x0 + x2) / 2, 2 * my - (y0 + y2) / 2          # the curve passes through (mx, my)
    points = tuple(((1 - t) ** 2 * x0 + 2 * (1 - t) * t * x1 + t * t * x2,
                    (1 - t) ** 2 * y0 + 2 * (1 - t) * t * y1 + t * t * y2)
                   for t in (k / (SAMPLES - 1) for k in range(SAMPLES)))
    width = max(2, base // 200)
    head = max(5, base // 70)
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    rect = pygame.Rect(int(min(xs)), int(min(ys)), int(max(xs) - min(xs)) + 1, int(max(ys) - min(ys)) + 1)
    return PlayArrow(points, width, head, rect.inflate(2 * head, 2 * head), seat, after)


def kept_clear(scene) -> list[pygame.Rect]:
    """What the arrow keeps clear of: every plate, every seat's cards and tricks at their most,
    the trick, what the game lays on the cloth, the person's hand (lifted) with his tricks and the
    line beside it, the counts panel, the trick's number and the top bar."""
    lay = scene.layout
    most = max(1, scene.adapter.hand_most())
    hand = lay.hand_span(most)
    hand.update(hand.x, lay.hand_reach(most), hand.w, lay.h - lay.hand_reach(most))
    person = scene.person
    keep = [lay.plate_rect(s) for s in range(scene.players)] + _seats_room(scene) + [
        lay.trick_area().union(lay.trick_cards_box()), hand, lay.top_bar,
        pile_room(scene, person, most)] + list(scene.adapter.keep_clear())
    jacks = lay.jacks_origin(person)
    keep.append(jacks[0].unionall(jacks[1:]))
    line = scene.app.font("body").get_linesize()
    aside = scene.adapter.person_cards_rect()
    keep.append(lay.hint_area(line, 1, aside))      # beside a hand of one card, the line runs widest
    if aside is not None:
        keep.append(aside)
    for box in (counts_box(scene), trick_number_box(scene, last=True)):
        if box is not None:
            keep.append(box)
    ecart = ecart_pile_box(scene)
    if ecart is not None:
        keep.append(ecart)
    return keep


def play_arrow(scene) -> PlayArrow | None:
    """Where the arrow lies (None where no place is clear): from the person to the player after
    him, else from the player before him to him, else between any two seats in turn, the first
    place that leaves the room of a decision's panel clear (a small window: else under it). Found
    once per window and what lies around (asked every frame)."""
    lay = scene.layout
    keep = kept_clear(scene)
    key = (lay.w, lay.h, lay.players, lay.direction, tuple(tuple(r) for r in keep))
    memo = scene.__dict__.setdefault("_play_arrow", {})        # a drawing cache, not game state
    if memo.get("key") != key:
        memo["key"], memo["arrow"] = key, _find(lay, scene.person, keep)
    arrow: PlayArrow | None = memo["arrow"]
    return arrow


def _find(lay, person: int, keep: list[pygame.Rect]) -> PlayArrow | None:
    window = pygame.Rect(0, 0, lay.w, lay.h).inflate(-2 * int(lay.w * 0.01), 0)
    margin = max(4, int(lay.h * 0.01))
    room = [r.inflate(margin, margin) for r in keep]
    seats = [person, (person - 1) % lay.players] + [
        (person + k) % lay.players for k in range(1, lay.players - 1)]
    panel = lay.dialog_rect()
    clear = [arrow for seat in seats for length in LENGTHS for shift in SHIFTS for scale in SCALES
             if (arrow := _arc(lay, seat, scale, length, shift)) is not None
             and window.contains(arrow.rect) and arrow.rect.collidelist(room) < 0]
    if clear:
        return next((a for a in clear if not a.rect.colliderect(panel)), clear[0])
    return None


def _image(arrow: PlayArrow, colour) -> pygame.Surface:
    """The arrow drawn once, smoothed: its arc and, at the head's end, a filled point."""
    rect = arrow.rect
    key = (tuple(rect), arrow.points[0], arrow.points[-1], arrow.width, colour)
    got = _IMAGES.get(key)
    if got is None:
        big = pygame.Surface((rect.w * SUPER, rect.h * SUPER), pygame.SRCALPHA)
        pts = [((x - rect.x) * SUPER, (y - rect.y) * SUPER) for x, y in arrow.points]
        (x1, y1), (x2, y2) = pts[-2], pts[-1]
        dx, dy = x2 - x1, y2 - y1
        norm = math.hypot(dx, dy) or 1.0
        ux, uy = dx / norm, dy / norm
        size = arrow.head * SUPER
        # the line stops where the point begins, the point reaches past the arc's end
        tip = (x2 + ux * size * 0.45, y2 + uy * size * 0.45)
        back = (tip[0] - ux * size * 1.5, tip[1] - uy * size * 1.5)
        line = [p for p in pts if (p[0] - tip[0]) * ux + (p[1] - tip[1]) * uy < -size * 1.2]
        thick = arrow.width * SUPER
        if len(line) > 1:
            pygame.draw.lines(big, (*colour, 255), False, line, thick)
            for p in (line[0], line[-1]):
                pygame.draw.circle(big, (*colour, 255), p, thick / 2)
        pygame.draw.polygon(big, (*colour, 255), [
            tip, (back[0] - uy * size * 0.8, back[1] + ux * size * 0.8),
            (back[0] + uy * size * 0.8, back[1] - ux * size * 0.8)])
        got = pygame.transform.smoothscale(big, rect.size)
        got.set_alpha(ARROW_ALPHA)
        got = _IMAGES.put(key, got)
    return got


def draw_play_arrow(scene, surface) -> None:
    """The arrow on the cloth, in the gold of the table's highlights, faint."""
    arrow = play_arrow(scene)
    if arrow is not None:
        surface.blit(_image(arrow, theme.GOLD), arrow.rect)
