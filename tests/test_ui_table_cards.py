"""The animation timeline, a match resumed from its record, autosave and resize at the table."""
import pygame
import pytest
from test_ui_frame_support import debutant_table
from test_ui_table_play import click, clicks_until, make_app

from game.ui import anim
from game.ui.config import MatchConfig, default_seats
from game.ui.table import TableScene


@pytest.fixture(autouse=True)
def display():
    pygame.display.init()
    pygame.font.init()
    yield


# ---------------------------------------------------------------- the timeline

@pytest.mark.parametrize("speed,factor", [("slow", 1.6), ("normal", 1.0), ("fast", 0.5)])
def test_animation_speed_scales_every_motion(speed, factor):
    timeline = anim.Timeline(speed)
    done = []
    timeline.then(anim.Tween(1.0, on_done=lambda: done.append(1)))
    timeline.update(factor * 0.95)
    assert not done
    timeline.update(factor * 0.1)
    assert done and not timeline.busy()


def test_every_speed_the_settings_accept_is_offered_and_paced():
    """The speeds were listed twice (the settings' file and the screens' theme): each speed the
    settings accept is offered by the settings screen and paces the animations."""
    from game.store import settings
    from game.ui import theme
    from game.ui.scenes.settings import SettingsScene
    app = make_app()
    assert SettingsScene(app).choices("speed") == list(settings.SPEEDS)
    assert set(theme.SPEED_FACTOR) == set(settings.SPEEDS)
    assert [anim.Timeline(speed).factor for speed in settings.SPEEDS] == sorted(
        (theme.SPEED_FACTOR[s] for s in settings.SPEEDS), reverse=True)      # slow to instant


def test_instant_speed_runs_every_step_at_once_in_order():
    timeline = anim.Timeline("instant")
    order = []
    timeline.then(anim.Tween(0.3, on_done=lambda: order.append("deal")))
    timeline.pause(0.65)
    timeline.call(lambda: order.append("gather"))
    timeline.update(0.0)
    assert order == ["deal", "gather"]


def test_steps_follow_one_another_and_a_finish_plays_them_all():
    timeline = anim.Timeline("normal")
    seen = []
    timeline.then(anim.Tween(0.2, on_done=lambda: seen.append("a")),
                  anim.Tween(0.1, delay=0.05, on_done=lambda: seen.append("b")))
    timeline.then(anim.Tween(0.2, on_start=lambda: seen.append("c0"), on_done=lambda: seen.append("c")))
    timeline.update(0.16)
    assert seen == ["b"]
    timeline.finish()
    assert seen == ["b", "a", "c0", "c"] and not timeline.busy()


def test_a_held_timeline_waits_until_released():
    timeline = anim.Timeline("instant")
    seen = []
    timeline.call(timeline.hold)
    timeline.call(lambda: seen.append("next deal"))
    timeline.update(0.0)
    timeline.finish()
    assert seen == []
    timeline.release()
    timeline.update(0.0)
    assert seen == ["next deal"]


# ---------------------------------------------------------------- resumed match

def test_a_match_resumed_from_its_record_shows_the_same_table_and_score_pad():
    app = make_app()
    table = debutant_table(app, "polignac", 4, seed=5, dealer=3)
    try:
        assert clicks_until(app, table, lambda: table.match.deal >= 2 and len(table.record.actions) >= 45)
        record = table.record
    finally:
        table.close()
    again = TableScene.from_record(app, record)
    try:
        view = again.match.view(0)
        assert again.model.matches(view)
        assert again.model.hand == again.sort_hand(view.hand)
        assert [row["points"] for row in again.model.history] == [row["points"] for row in table.model.history]
    finally:
        again.close()


# ---------------------------------------------------------------- autosave and resize

def test_every_action_at_the_table_reaches_the_autosave_and_continue_resumes_it(tmp_path):
    from game.store import Store
    from game.store.paths import Paths
    from game.ui.app import App
    store = Store(Paths.under(str(tmp_path)))
    app = App((1280, 720), store=store, settings=None)
    app.settings["speed"] = "instant"
    app.settings["think_pause_ms"] = 0
    table = debutant_table(app, "polignac", 4, seed=8, dealer=1)
    try:
        assert clicks_until(app, table, lambda: len(table.record.actions) >= 12)
        assert store.autosave_info()["actions"] == len(table.record.actions)
        record, match = store.load_autosave()
        assert match.view(0).hand == table.match.view(0).hand
        again = TableScene.from_record(app, record, match=match)
        if again.trick_waiting:          # left on a complete trick: shown waiting, then gathered
            again.proceed()
            again.timeline.finish()
        assert again.model.matches(table.match.view(0))
        again.close()
    finally:
        table.close()


@pytest.mark.parametrize("size", [(640, 400), (1280, 720), (1920, 1080), (900, 900)])
def test_the_table_lays_out_again_when_the_window_is_resized(size):
    app = make_app()
    table = TableScene(app, MatchConfig("polignac", 5, {}, default_seats(5), seed=3, dealer=4))
    app.push(table)
    try:
        app.resize(size)
        app.frame(1 / 60)
        click(app, (size[0] // 2, size[1] // 3))         # finish the deal
        app.frame(1 / 60)
        w, h = app.size
        assert table.layout.w == w and table.layout.h == h
        from game.ui.table.draw import hand_rects
        rects = [r for _, r in hand_rects(table)]
        assert rects and all(0 <= r.left and r.right <= w and r.top < h for r in rects)
        for button in table.bar_buttons:
            assert 0 <= button.rect.left and button.rect.right <= w
    finally:
        table.close()


@pytest.mark.parametrize("height", [400, 500, 720, 1080, 1440])
def test_the_dealers_letter_stays_inside_its_ring(height):
    """The Guinguette dealer mark spilled out of its circle: the glyph, not its line box, is centred."""
    from game.ui import widgets
    pygame.font.init()
    for role in ("small", "body"):
        font = widgets.font_for(role, height)
        for letter in ("D",):
            surface = pygame.Surface((200, 200))
            surface.fill((0, 0, 0))
            radius = widgets.draw_ringed_letter(surface, letter, font, (100, 100), (255, 255, 255))
            for x in range(200):
                for y in range(200):
                    if surface.get_at((x, y))[0] > 40:
                        assert (x - 100) ** 2 + (y - 100) ** 2 <= (radius + 1.5) ** 2, (height, role, letter, x, y)
            inner = [(x, y) for x in range(200) for y in range(200)
                     if surface.get_at((x, y))[0] > 40 and (x - 100) ** 2 + (y - 100) ** 2 < (radius - 1.5) ** 2]
            assert inner, "the letter is drawn inside the ring"
            ys = [y for _, y in inner]
            assert abs((min(ys) + max(ys)) / 2 - 100) <= max(2.5, 0.12 * (max(ys) - min(ys))), (height, role)
