"""Cards drawn by code, the animation timeline, and a match resumed from its record."""
import pygame
import pytest
from test_ui_table_play import click, make_app, next_click

from game.ui import anim
from game.ui.cards import ART, BACKS, CardArt, card_size, draw_suit
from game.ui.config import MatchConfig, default_seats
from game.ui.table import TableScene


@pytest.fixture(autouse=True)
def display():
    pygame.display.init()
    pygame.font.init()
    yield


def same(a, b) -> bool:
    return pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")


def test_cards_have_poker_proportions_at_any_size():
    for height in (40, 88, 144, 216):
        w, h = card_size(height)
        assert h == height and abs(w / h - 63 / 88) < 0.02
        assert ART.face("JS", height).get_size() == (w, h)
        assert ART.back(height, "navy_lattice").get_size() == (w, h)


def test_every_card_of_the_pack_has_its_own_face():
    art = CardArt()
    faces = [art.face(r + s, 120) for s in "SHDC" for r in "KQJAT987"]
    raw = {pygame.image.tobytes(f, "RGBA") for f in faces}
    assert len(raw) == 32


def test_french_indices_differ_from_english_only_on_court_cards():
    art = CardArt()
    assert not same(art.face("KH", 120, lang="fr"), art.face("KH", 120, lang="en"))   # R / K
    assert not same(art.face("JC", 120, lang="fr"), art.face("JC", 120, lang="en"))   # V / J
    assert same(art.face("9H", 120, lang="fr"), art.face("9H", 120, lang="en"))


def test_four_colour_deck_changes_diamonds_and_clubs_only():
    art = CardArt()
    assert not same(art.face("8D", 120), art.face("8D", 120, four_colour=True))
    assert not same(art.face("8C", 120), art.face("8C", 120, four_colour=True))
    assert same(art.face("8H", 120), art.face("8H", 120, four_colour=True))


def test_three_backs_drawn_differently_and_settings_names_accepted():
    art = CardArt()
    backs = [art.back(100, b) for b in BACKS]
    assert len({pygame.image.tobytes(b, "RGBA") for b in backs}) == 3
    assert same(art.back(100, "burgundy"), art.back(100, "burgundy_lattice"))


def test_jack_of_spades_carries_the_polignac_mark():
    art = CardArt()
    # the same figure as the other black jack but for the mark: its gold frame differs from clubs
    js, jc = art.face("JS", 160), art.face("JC", 160)
    gold = sum(1 for x in range(js.get_width()) for y in range(js.get_height())
               if js.get_at((x, y))[:3] == (242, 193, 78))
    gold_c = sum(1 for x in range(jc.get_width()) for y in range(jc.get_height())
                 if jc.get_at((x, y))[:3] == (242, 193, 78))
    assert gold > gold_c


def test_faces_are_cached_per_size_and_dimmed_cards_are_darker():
    art = CardArt()
    assert art.face("QH", 100) is art.face("QH", 100)
    plain, dim = art.face("QH", 100), art.face("QH", 100, dim=True)
    x, y = plain.get_width() // 2, 3
    assert sum(dim.get_at((x, y))[:3]) < sum(plain.get_at((x, y))[:3]) * 0.6


def test_draw_suit_stays_inside_its_rectangle():
    surf = pygame.Surface((60, 60), pygame.SRCALPHA)
    draw_suit(surf, "H", pygame.Rect(20, 20, 20, 20), (192, 38, 45))
    painted = [(x, y) for x in range(60) for y in range(60) if surf.get_at((x, y))[3] > 0]
    assert painted
    assert all(19 <= x <= 41 and 19 <= y <= 41 for x, y in painted)


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
    seats = default_seats(4)
    for seat in seats[1:]:
        seat["level"] = "debutant"
    table = TableScene(app, MatchConfig("polignac", 4, {}, seats, seed=5, dealer=3))
    app.push(table)
    try:
        while table.match.deal < 2 or len(table.record.actions) < 45:
            pos = next_click(app, table)
            click(app, pos) if pos else app.frame(1 / 60)
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
    seats = default_seats(4)
    for seat in seats[1:]:
        seat["level"] = "debutant"
    table = TableScene(app, MatchConfig("polignac", 4, {}, seats, seed=8, dealer=1))
    app.push(table)
    try:
        while len(table.record.actions) < 12:
            pos = next_click(app, table)
            click(app, pos) if pos else app.frame(1 / 60)
        assert store.autosave_info()["actions"] == len(table.record.actions)
        record, match = store.load_autosave()
        assert match.view(0).hand == table.match.view(0).hand
        again = TableScene.from_record(app, record, match=match)
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
