"""Which way play goes is drawn on the cloth: a small curved arrow from a seat towards the seat that
plays after it, on bare cloth (a newcomer could not tell who plays after whom)."""
import math

import pygame
import pytest
from test_ui_frame_support import debutant_table, frames, texts_placed
from test_ui_table_play import make_app

from game.ui.table import draw
from game.ui.table.counts import counts_box
from game.ui.table.direction import play_arrow

SIZES = [(1280, 720), (1920, 1080), (800, 500)]
TABLES = [("polignac", n) for n in range(3, 9)] + [("guinguette", n) for n in range(3, 9)] + [("double_king", 4)]


def start(app, game, players, options=None):
    table = debutant_table(app, game, players, options, seed=4, dealer=0)
    frames(app, 20)
    return table


def angle_on_round(lay, point) -> float:
    """The angle of ``point`` round the seats' ellipse (as layout.seat_angle counts it)."""
    return math.atan2((point[1] - lay.centre[1]) / lay.ry, (point[0] - lay.centre[0]) / lay.rx)


def turn(a: float, b: float) -> float:
    """From angle ``a`` to angle ``b`` the short way (signed)."""
    return (b - a + math.pi) % (2 * math.pi) - math.pi


def shown(table) -> list[pygame.Rect]:
    """What the table shows that the arrow must never lie on: the plates, the seats' fanned
    cards, the person's cards, the trick's cards, the counts panel."""
    lay = table.layout
    rects = [lay.plate_rect(s) for s in range(table.players)]
    rects += [lay.fan_rect(s, seat.cards) for s, seat in enumerate(table.model.seats)
              if s != table.person and seat.cards]
    rects += [rect for _code, rect in draw.hand_rects(table)]
    rects += [lay.trick_cards_box()] if table.model.trick else []
    box = counts_box(table)
    return rects + ([box] if box is not None else [])


def arrow_pixels(app, table, monkeypatch, rect) -> tuple[bytes, bytes]:
    """The window's pixels under ``rect`` as drawn, and as drawn without the arrow."""
    app.draw()
    with_arrow = pygame.image.tobytes(app.surface.subsurface(rect), "RGB")
    monkeypatch.setattr(draw, "draw_play_arrow", lambda scene, surface: None)
    app.draw()
    monkeypatch.undo()
    return with_arrow, pygame.image.tobytes(app.surface.subsurface(rect), "RGB")


@pytest.mark.parametrize("game, players", TABLES)
def test_the_way_play_goes_is_drawn_on_bare_cloth_towards_the_next_seat(monkeypatch, game, players):
    app = make_app()
    table = start(app, game, players)
    try:
        for size in SIZES + [(640, 400)]:
            app.resize(size)
            app.frame(1 / 60)
            lay = table.layout
            arrow = play_arrow(table)
            if arrow is None:
                assert size == (640, 400), (game, players, size)        # only the smallest window may drop it
                continue
            # between a seat and the one that plays after it (seats are numbered in order of play)
            assert arrow.after == (arrow.before + 1) % players
            gap = turn(lay.seat_angle(arrow.before), lay.seat_angle(arrow.after))
            tail, head = (angle_on_round(lay, p) for p in (arrow.points[0], arrow.points[-1]))
            # it runs from the one towards the other, and stays between them
            assert turn(tail, head) * gap > 0
            for end in (tail, head):
                along = turn(lay.seat_angle(arrow.before), end) / gap
                assert 0 < along < 1, (game, players, size, along)
            # on bare cloth: inside the window, on nothing the table shows, under no word it writes
            assert pygame.Rect(0, 0, *size).contains(arrow.rect)
            assert arrow.rect.collidelist(shown(table)) < 0, (game, players, size)
            words = [rect for _text, rect in texts_placed(monkeypatch, app.draw)]
            panel = table.dialog.rect(table.stage) if draw.panel_up(table) else None
            if size == (640, 400) and panel is not None and arrow.rect.colliderect(panel):
                # the smallest window: a decision's panel, drawn over it, may hide it a while
                assert all(panel.contains(words[k]) for k in arrow.rect.collidelistall(words))
                continue
            assert arrow.rect.collidelist(words) < 0, (game, players, size)
            # and it is drawn: the cloth there is not what it is without it
            ink, bare = arrow_pixels(app, table, monkeypatch, arrow.rect)
            assert ink != bare, (game, players, size)
    finally:
        table.close()


@pytest.mark.parametrize("game, options, towards", [
    ("polignac", {}, "right"),                              # Polignac plays to the right (rules §3)
    ("polignac", {"direction": "clockwise"}, "left"),
    ("guinguette", {}, "right"),                            # counter-clockwise (rules §1, A1)
    ("double_king", {}, "left")])                           # clockwise (rules §1)
def test_the_arrow_turns_from_the_person_towards_the_player_after_him(game, options, towards):
    """At four, the player after the person sits on his right when play goes to the right: the
    arrow rises from the person's side of the table towards that seat's, and the other way round."""
    app = make_app()
    table = start(app, game, 4, options)
    try:
        arrow = play_arrow(table)
        assert arrow is not None and (arrow.before, arrow.after) == (0, 1)
        (x0, y0), (x1, y1) = arrow.points[0], arrow.points[-1]
        assert y1 < y0                                          # up from the person's side
        assert (x1 > x0) == (towards == "right")
        next_plate = table.layout.plate_rect(1)
        assert (next_plate.centerx > app.size[0] / 2) == (towards == "right")
    finally:
        table.close()
