"""The lesson's board as the table shows a deal: the dealer marked at his name, the trick's cards
clear of every seat's words and cards."""
from __future__ import annotations

import pygame
import pytest
from test_learn_lessons import play_lesson_until
from test_ui_frame_support import _drawn, make_app, texts_placed

from game.ui import theme
from game.ui.scenes.lesson import LessonScene
from game.ui.scenes.lesson_scripts import LESSONS

SIZES = [(1280, 720), (800, 500), (1920, 1080), (640, 400)]


def lesson_named(lesson_id: str):
    return next(lesson for lesson in LESSONS if lesson.id == lesson_id)


def lesson_steps(app, lesson_id: str):
    """The lesson ``lesson_id`` followed as a person follows it: its scene after each step, to the end."""
    scene = LessonScene(app, lesson_named(lesson_id))
    app.push(scene)
    app.frame(0.0, [])
    while not scene.finished:
        play_lesson_until(app, scene, lambda before=scene.pos: scene.pos > before or scene.finished)
        yield scene


def rings_drawn(monkeypatch, draw) -> list[tuple]:
    """(letter, centre, radius, ink, fill) of each ringed letter ``draw()`` draws."""
    def keep(radius, surface, letter, font, centre, ink, fill=None, width=1):
        return letter, centre, radius, tuple(ink)[:3], fill and tuple(fill)[:3]
    return _drawn(monkeypatch, "draw_ringed_letter", keep, draw, returned=True)


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("size", [(1280, 720), (640, 400)])
@pytest.mark.parametrize("lesson_id", ["polignac", "dk_plis", "guinguette"])
def test_the_lesson_board_marks_the_dealer_at_his_name_as_the_table_does(tmp_path, monkeypatch, lesson_id, size,
                                                                          lang):
    """The table rings a red D on the dealer's plate; the lesson's board never said who dealt
    (Hortense in Polignac's lesson, the person in Double King's, who chooses the contract for
    that). The same mark stands just after the dealer's name, on its line, over no other words."""
    app = make_app(tmp_path, size=size, language=lang)
    lesson = lesson_named(lesson_id)
    scene = LessonScene(app, lesson)
    app.push(scene)
    app.frame(0.0, [])
    play_lesson_until(app, scene, lambda: scene.pos >= 3)       # a few cards on: counts and tricks under names
    placed: list = []
    rings = rings_drawn(monkeypatch, lambda: placed.extend(texts_placed(monkeypatch, app.draw)))
    assert len(rings) == 1, rings
    letter, centre, radius, ink, fill = rings[0]
    assert (letter, ink, fill) == (app.t("table.dealer_mark"), theme.RED[:3], theme.IVORY[:3])
    name = scene.seat_name(lesson.dealer)
    lines = [rect for text, rect in placed if text == name or text.startswith(f"{name} · ")]
    assert len(lines) == 1, (name, placed)
    line = lines[0]
    ring = pygame.Rect(int(centre[0]) - radius, int(centre[1]) - radius, 2 * radius, 2 * radius)
    assert line.top <= centre[1] <= line.bottom, (line, centre)
    assert line.right <= ring.left <= line.right + 2 * radius, (line, ring)
    assert not [text for text, rect in placed if rect.colliderect(ring)], placed
    assert app.surface.get_rect().contains(ring)


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lesson_id", ["polignac", "dk_plis", "guinguette"])
def test_the_lesson_s_trick_lies_clear_of_every_seat_s_cards_and_words(tmp_path, lesson_id, size, lang):
    """The top seat's card of the trick lay over that seat's backs (Anatole's 10♥ in Polignac's
    lesson), and the person's and the top seat's cards over each other's index. Each card lies
    on its place of the table's trick, clear of every seat's cards and words (its plate on this
    board), at every step that shows a trick, in every window."""
    app = make_app(tmp_path, size=size, language=lang)
    shown = 0
    for scene in lesson_steps(app, lesson_id):
        app.draw()
        assert len(scene.trick_rects) == len(scene.trick)
        shown += bool(scene.trick)
        for card, code in scene.trick_rects:
            for seat, plate in scene.seat_rects.items():
                hit = [part for part in plate if part.colliderect(card)]
                assert not hit, (code, card, seat, hit, scene.pos)
            assert scene.board.contains(card), (code, card)
        cards = [card for card, _ in scene.trick_rects]
        for i, card in enumerate(cards):         # every card's top-left index in sight
            index = card.copy()
            index.size = (max(1, int(card.w * 0.3)), max(1, int(card.h * 0.3)))
            assert not [other for other in cards[i + 1:] if other.colliderect(index)], (scene.trick, cards)
    assert shown


@pytest.mark.parametrize("lang, condition", [("en", "if he holds one"), ("fr", "s’il en a un")])
def test_the_polignac_lesson_s_note_on_a_heart_lead_says_a_jack_is_thrown_only_by_its_holder(tmp_path, lang,
                                                                                              condition):
    """"You lead a low heart. Whoever has no heart must throw a jack", said the lesson, and on that
    very trick Anatole, with no heart and no jack, threw the 9♦: the words said what the board
    did not show. The note says, as the lesson's first words do, that a jack is thrown by whoever
    holds one."""
    app = make_app(tmp_path, language=lang)
    lesson = lesson_named("polignac")
    scene = LessonScene(app, lesson)
    app.push(scene)
    app.frame(0.0, [])
    play_lesson_until(app, scene, lambda: scene.note == scene.text("n12") and scene.person_turn())
    note = scene.note
    play_lesson_until(app, scene, lambda: len(scene.trick) == lesson.players and scene.trick[0][1] == "9H")
    led = scene.trick[0][1][1]
    threw = [code for seat, code in scene.trick if code[1] != led]
    assert threw and not all(code[0] == "J" for code in threw)     # a seat with no heart threw no jack
    assert condition in note, note


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("size", [(1280, 720), (800, 500)])
@pytest.mark.parametrize("lesson_id", ["dk_sept_treize", "polignac", "guinguette"])
def test_a_lesson_s_last_words_keep_each_player_s_result_by_his_name(tmp_path, monkeypatch, lesson_id, size, lang):
    """At 1280×720 "No 7th or 13th trick" ended "The others: Ernestine 0, Anatole 0, Hortense" and,
    on the next line, "−5.": a name and its result lay on two lines. Each player's result stays on
    the line of his name."""
    app = make_app(tmp_path, size=size, language=lang)
    scene = LessonScene(app, lesson_named(lesson_id))
    app.push(scene)
    app.frame(0.0, [])
    play_lesson_until(app, scene, lambda: scene.finished and not scene.queue)
    lines = [text for text, rect in texts_placed(monkeypatch, app.draw) if scene.side.contains(rect)]
    head = app.t("lesson.result_others", others="").rstrip(".")
    start = next(i for i, line in enumerate(lines) if line.startswith(head))
    others = [line for line in lines[start:] if line != scene.go_button.label and line != scene.back_button.label]
    names = [scene.seat_name(seat) for seat in range(1, scene.lesson.players)]
    assert all(any(name in line for line in others) for name in names), others
    for line in others:
        assert not [name for name in names if line.rstrip().endswith(name)], others
    for line in others[1:]:
        first = line.lstrip()[:1]
        assert not (first.isdigit() or first == "−"), others


def lesson_at(players: int, seed: int = 3):
    """Polignac's lesson played at ``players`` seats: an engine deal and its first trick, each seat
    playing its first legal card (no lesson ships at five or six seats, the table seats them)."""
    from dataclasses import replace

    from game.engine import new_match
    lesson = lesson_named("polignac")
    dealer = players - 1
    hands = new_match("polignac", players, {}, seed=seed, dealer=dealer).hands_json()
    match = new_match("polignac", players, {}, seed=seed, dealer=dealer, deals=[{"hands": hands}])
    actions = []
    for _ in range(players):
        seat, action = match.to_act, match.legal_actions()[0]
        actions.append({"seat": seat, **action.to_json()})
        match.apply(action, seat)
    return replace(lesson, players=players, dealer=dealer, seed=seed, hands=tuple(tuple(h) for h in hands),
                   actions=tuple(actions), notes={}, standing=("intro",))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (800, 500)])
@pytest.mark.parametrize("players", [5, 6, 7, 8])
def test_the_lesson_board_lays_a_trick_of_five_to_eight_as_the_table_does(tmp_path, players, size):
    """At five and six seats the table spreads Polignac's trick wide (no baskets stand beside it:
    each card towards its own seat), the lesson's board laid it on the close places, where the
    upper side cards lay nearer the top seat's way than their own; seven and eight seats' cards lie
    in a ring, each towards its seat (no lesson ships at those counts, the table seats them). Each card lies where the
    table's layout puts that seat's card, in card widths and heights from the person's (to a pixel's rounding)."""
    from game.engine import game_module
    from game.ui.games import adapter_class
    from game.ui.table.layout import TableLayout
    lesson = lesson_at(players)
    table = TableLayout(size, players, game_module("polignac").DIRECTION,
                        spread_trick=adapter_class("polignac").trick_spreads)
    app = make_app(tmp_path, size=size)
    scene = LessonScene(app, lesson)
    app.push(scene)
    app.frame(0.0, [])
    play_lesson_until(app, scene, lambda: len(scene.trick) == players)
    app.draw()
    placed = {scene.trick[i][0]: rect for i, (rect, _) in enumerate(scene.trick_rects)}
    mine = placed[0]
    home = table.trick_spots()[table.trick_place(0)]
    for seat, rect in placed.items():
        x, y = table.trick_spots()[table.trick_place(seat)]
        got = (rect.centerx - mine.centerx, rect.centery - mine.centery)
        want = ((x - home[0]) * mine.w, (y - home[1]) * mine.h)
        assert got == pytest.approx(want, abs=3), (seat, got, want)         # a few pixels of rounding


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("size", [(1280, 720), (800, 500), (1920, 1080)])
@pytest.mark.parametrize("lesson_id", ["polignac", "dk_coeurs", "guinguette"])
def test_the_dealer_s_mark_stands_apart_from_every_card_of_the_trick(tmp_path, monkeypatch, lesson_id, size, lang):
    """In French the dealer's mark is a D, and a queen's index reads "D♥": at 800×500 Hortense's
    mark stood a few pixels from her card of the trick, its index beside it, the two read as one
    ("D D♥"). Every card of the trick keeps at least the mark's own width away from it, at every
    step of the lesson."""
    app = make_app(tmp_path, size=size, language=lang)
    shown = 0
    for scene in lesson_steps(app, lesson_id):
        rings = rings_drawn(monkeypatch, app.draw)
        assert len(rings) == 1, rings
        _, (cx, cy), radius, _, _ = rings[0]
        mark = pygame.Rect(int(cx) - radius, int(cy) - radius, 2 * radius + 1, 2 * radius + 1)
        for card, code in scene.trick_rects:
            shown += 1
            near = mark.inflate(4 * radius, 4 * radius)       # a mark's width all round it
            assert not near.colliderect(card), (code, card, mark, scene.pos)
    assert shown


@pytest.mark.parametrize("size", [(800, 500), (640, 400)])
@pytest.mark.parametrize("lesson_id", ["polignac", "dk_plis", "guinguette"])
def test_the_lesson_board_marks_the_card_led_as_the_table_does(tmp_path, monkeypatch, lesson_id, size):
    """The lesson's board showed a trick with nothing to say which card was led. At every step
    that shows a trick, the card played first to it carries the table's led mark, at its size on
    its place; a step with no trick has none."""
    from game.ui.scenes import lesson as lesson_module
    app = make_app(tmp_path, size=size, language="fr")
    shown = 0
    marks: list = []
    for scene in lesson_steps(app, lesson_id):
        marks.clear()
        monkeypatch.setattr(lesson_module, "draw_led_mark",
                            lambda surface, centre, h, angle=0.0: marks.append((tuple(centre), h)))
        app.draw()
        monkeypatch.undo()
        if not scene.trick:
            assert marks == [], scene.pos
            continue
        first, code = scene.trick_rects[0]
        assert code == scene.trick[0][1] and marks == [(first.center, first.h)], (marks, first, scene.pos)
        shown += 1
    assert shown
