"""Motion and life (issue 14): a flip that reads as a card turning over, a celebration when the
person wins and a sober moment when the person loses."""
from __future__ import annotations

from types import SimpleNamespace

import pytest
from test_ui_frame_support import table_app

from game.ui import anim, theme
from game.ui.config import MatchConfig, default_seats
from game.ui.scenes.title import TitleScene
from game.ui.table import TableScene


def make_app(speed="normal"):
    return table_app(speed=speed)


def test_a_turning_card_slows_at_its_ends_rises_and_darkens_when_edge_on():
    card = anim.Flight("JS", lambda: (0, 0), lambda: (0, 0), flip=True)
    widths = []
    for t in (0.0, 0.1, 0.25, 0.5, 0.75, 0.9, 1.0):
        card.t = t
        widths.append(card.width_scale())
    assert widths[0] == widths[-1] == 1.0 and widths[3] < 0.01
    assert 1 - widths[1] < 0.1, "it starts turning slowly, like a card lifted by its edge"
    card.t = 0.5
    assert card.lift() == pytest.approx(theme.FLIP_LIFT) and card.shade() == pytest.approx(theme.FLIP_SHADE)
    card.t = 1.0
    assert card.lift() == pytest.approx(0, abs=1e-9) and card.shade() == pytest.approx(0, abs=1e-9)
    flat = anim.Flight("JS", lambda: (0, 0), lambda: (0, 0))
    flat.t = 0.5
    assert (flat.width_scale(), flat.lift(), flat.shade()) == (1.0, 0.0, 0.0)


def _gold_near(surface, x0, x1, y0, y1) -> int:
    return sum(1 for x in range(max(0, x0), min(surface.get_width(), x1), 3)
               for y in range(max(0, y0), y1, 3) if _is_gold(surface.get_at((x, y))))


def _is_gold(colour) -> bool:
    r, g, b = colour[:3]
    return r > 150 and g > 110 and b < 110 and r > b + 80


def test_a_win_sends_gold_suits_up_from_the_origin_for_a_moment():
    app = make_app()
    origin = (640, 650)
    app.celebrate(True, lambda: origin, sparks=30)
    assert app.busy()
    for _ in range(int(theme.CELEBRATION_S * 60 * 0.35)):
        app.frame(1 / 60, [])
    assert _gold_near(app.surface, 400, 880, 250, 640) > 10
    for _ in range(int(theme.CELEBRATION_S * 60 * 0.7)):
        app.frame(1 / 60, [])
    assert app.celebration is None and not app.busy(), "it ends by itself"


def test_a_loss_darkens_the_room_softly_then_gives_it_back():
    app = make_app()
    app.push(TitleScene(app))
    app.frame(1 / 60, [])
    before = app.surface.get_at((640, 360))
    app.celebrate(False, lambda: (640, 650))
    for _ in range(int(theme.CELEBRATION_S * 60 / 2)):
        app.frame(1 / 60, [])
    middle = app.surface.get_at((640, 360))
    assert sum(middle[:3]) < sum(before[:3]) * 0.8
    for _ in range(int(theme.CELEBRATION_S * 60)):
        app.frame(1 / 60, [])
    assert app.surface.get_at((640, 360)) == before


def test_no_celebration_at_the_instant_speed():
    app = make_app("instant")
    app.celebrate(True, lambda: (0, 0))
    assert app.celebration is None


@pytest.mark.parametrize("earned,won", [([16, 12, 8, 4], True), ([4, 16, 12, 8], False), ([8, 16, 12, 4], None)])
def test_a_double_king_round_celebrates_the_first_place_and_is_sober_for_the_last(earned, won):
    app = make_app()
    table = TableScene(app, MatchConfig("double_king", 4, {}, default_seats(4), seed=1, dealer=0))
    app.push(table)
    try:
        table.adapter._round_shown(SimpleNamespace(ranking_points=earned))
        if won is None:
            assert app.celebration is None
        else:
            assert app.celebration is not None and app.celebration.won is won
    finally:
        table.close()


def _settled_table(game):
    app = make_app("instant")
    table = TableScene(app, MatchConfig(game, 4, {}, default_seats(4), seed=2, dealer=0))
    app.push(table)
    for _ in range(20):
        app.frame(1 / 60, [])
    return app, table


def test_each_computer_player_has_a_medallion_with_its_initial_and_the_person_none():
    from game.ui.table.emblems import MEDALLION_GROUNDS
    app, table = _settled_table("polignac")
    try:
        for seat in range(4):
            plate = table.layout.plate_rect(seat)
            x = plate.x + int(plate.h * 0.16) + 3
            colours = {tuple(app.surface.get_at((x + dx, plate.centery + dy)))[:3]
                       for dx in range(0, plate.h // 3) for dy in (-plate.h // 5, plate.h // 5)}
            ground = MEDALLION_GROUNDS[(seat - 1) % len(MEDALLION_GROUNDS)]
            assert (ground in colours) == (seat != table.person), seat
    finally:
        table.close()


@pytest.mark.parametrize("game,shown", [("polignac", True), ("double_king", True), ("guinguette", False)])
def test_the_felt_carries_the_games_emblem_where_the_game_keeps_the_centre_free(game, shown):
    import pygame

    from game.ui.table import emblems
    app, table = _settled_table(game)
    try:
        cloth = pygame.Surface(app.size)
        cloth.fill(theme.FELT)
        emblems.draw_centre(table, cloth)
        area = table.layout.trick_area()
        # the game's name, a little lighter than the cloth, below the trick
        y = area.centery + int(area.h * 1.5 * 0.36)
        lighter = sum(1 for x in range(area.centerx - area.w // 2, area.centerx + area.w // 2)
                      if sum(cloth.get_at((x, y))[:3]) > sum(theme.FELT) + 20)
        assert (lighter > 3) == shown
    finally:
        table.close()


def _decisions_paced(app, table, seconds=40.0):
    """The table run on frames of 1/60 s of its own time up to the person's first question (the
    computer seats think in real time: a short sleep while one is asked; a complete trick or a
    queen of diamonds won is gathered after a second). Returns each computer decision other than a
    card, as (time it was taken, its action), and the times a seat was asked (a computer's
    thinking shown on its plate, or the person's question)."""
    import time
    clock = 0.0
    decisions: list[tuple[float, dict]] = []
    asked: list[float] = []
    apply = table.apply

    def taken(seat, action):
        if not table.is_person(seat) and action.to_json()["type"] != "play":
            decisions.append((clock, action.to_json()))
        return apply(seat, action)
    table.apply = taken
    was_asked, waited = False, 0.0
    while clock < seconds and table.person_seat.question is None:
        app.frame(1 / 60)
        clock += 1 / 60
        if table.asked is not None and not was_asked:
            asked.append(clock)
        was_asked = table.asked is not None
        if table.asked is not None:
            time.sleep(0.003)
        waited = waited + 1 / 60 if table.trick_waiting else 0.0
        if waited > 1.0:
            table.proceed()
    assert table.person_seat.question is not None, "the person was never asked"
    return decisions, asked


def _polignac_favour_asked():
    from test_ui_table import SWEEP, sweep_to_general
    deal = {"hands": [SWEEP["hands"][3], SWEEP["hands"][0], SWEEP["hands"][1], SWEEP["hands"][2]]}
    return sweep_to_general(dealer=0, deal=deal)       # seat 1 swept: the général is his to say


@pytest.mark.parametrize("game,players,seed,dealer", [("guinguette", 4, 2, 0), ("guinguette", 8, 2, 0),
                                                      ("double_king", 4, 1, 1), ("polignac", 4, 2, 0)])
def test_each_computer_decision_stays_alone_on_the_table_for_the_thinking_pause_the_trump_longer(
        game, players, seed, dealer):
    """A tester could not follow the seats' words: the next seat was asked as soon as a word's
    animation ended, so "Ernestine names diamonds trumps" and each "I pass" were replaced at the
    next seat's card or word. Each computer seat's decision (a bet, the trump, joue/passe/remue, a
    contract, a général...) is held on the table for the thinking pause before any seat is asked
    again, the trump named longer still."""
    app = make_app("normal")
    app.settings["think_pause_ms"] = 600
    pause = 0.6
    seats = default_seats(players)
    for seat in seats[1:]:
        seat["level"] = "debutant"
    match = _polignac_favour_asked() if game == "polignac" else None
    table = TableScene(app, MatchConfig(game, players, {}, seats, seed=seed, dealer=dealer), match=match)
    app.push(table)
    try:
        decisions, asked = _decisions_paced(app, table)
        assert decisions, "no computer seat decided before the person"
        trumps = 0
        for at, action in decisions:
            named = table.adapter.names_trump(action)
            trumps += named
            held = pause + (theme.TRUMP_READ_S if named else 0.0)
            following = min(t for t in asked if t > at)
            assert following - at >= held - 1e-6, (action, following - at)
        if game != "polignac":
            assert trumps == 1, "the trump named was seen"
    finally:
        table.close()
