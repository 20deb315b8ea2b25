"""The learning screens reached from the app (issue 16): the sheet's "This deal…", deal codes,
replays in any seat, the deal review, practice at setup, the statistics' tabs."""
from __future__ import annotations

import time

import pygame
import pytest
from test_ui_frame_support import click, make_app, panels_drawn, post_key, post_text, texts_drawn, texts_placed

from game.ai import make_seat
from game.ai.seats import LEVELS
from game.dealcode import deal_of_record, decode, encode
from game.store import MatchRecord
from game.ui import i18n, widgets
from game.ui.cards import INDEX_WHOLE_PX
from game.ui.scenes import learn
from game.ui.scenes.review import ReviewScene, winner_text
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.stats import StatsScene
from game.ui.scenes.title import TitleScene
from game.ui.table import TableScene
from game.ui.table.sheets import DealEndScene


def seats(n):
    return [{"name": "Anne", "kind": "person"}] + [
        {"name": f"Ordi {i}", "kind": "computer", "level": "debutant"} for i in range(1, n)]


def played(game="polignac", players=4, seed=21, upto=1, mode="normal", dealer=0, **kw):
    """A record whose first ``upto`` deals are played out by Débutants."""
    record = MatchRecord.new(game, players, kw.pop("options", {}), seed, dealer, seats(players), mode=mode, **kw)
    match = record.start()
    bots = [make_seat(game, "debutant", s, seed=s) for s in range(players)]
    while match.deal <= upto and not match.match_over:
        s = match.to_act
        action = bots[s].choose(match.view(s), match.legal_actions()).to_json()
        match.apply_json(s, action)
        record.add(s, action)
    return record, match


def all_costly(scene, talk: bool = False) -> None:
    """Every card the person played in the reviewed deal (with ``talk`` every decision of his)
    listed as costly (1 point): what the review finds depends on its play-outs, and a test of how
    the window shows costly decisions needs some (a deal the person ended with no point lists none)."""
    scene.judgements = {d["index"]: {**d, "cost": 1.0, "exact": True}
                        for d in scene.result["decisions"] if talk or d["phase"] == "play"}


def said(scene) -> list[str]:
    """The lines a panel says (the blank ones, room kept for what is to come, left out)."""
    return [text for text, _colour in scene.lines() if text.strip()]


def wait_for(app, scene, attr="job", limit=300.0):
    end = time.monotonic() + limit
    while getattr(scene, attr) is not None and time.monotonic() < end:
        app.frame(0.016, [])
        time.sleep(0.01)
    app.frame(0.0, [])
    assert getattr(scene, attr) is None, "the background work never finished"


_REVIEWS: dict[str, tuple[list, dict]] = {}


@pytest.fixture(autouse=True)
def _each_deal_reviewed_once(monkeypatch):
    """The review of a deal (its play-outs: seconds each) is worked out once in this process and
    handed to every window, size and language that shows it: the same decisions reported in the
    same order, then the same result (game.ui.scenes.learn_work.review_deal; what a review finds is
    tested in tests/test_review_hint.py). A test that sets a review of its own replaces this one."""
    import copy
    import json

    from game.ui.scenes import review as scene_module
    work = scene_module.review_deal

    def once(record_json, deal, seat, report=None):
        key = json.dumps([record_json, deal, seat], sort_keys=True)
        if key not in _REVIEWS:
            parts: list = []
            _REVIEWS[key] = (parts, work(record_json, deal, seat, report=parts.append))
        parts, result = copy.deepcopy(_REVIEWS[key])
        for part in parts if report is not None else ():
            report(part)
        return result
    monkeypatch.setattr(scene_module, "review_deal", once)


@pytest.fixture
def app(tmp_path):
    app = make_app(tmp_path)
    app.push(TitleScene(app))
    app.frame(0.0, [])
    yield app
    app.shutdown()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_learn_names_the_sheet_s_button_as_it_reads_after_a_replayed_deal_too(tmp_path, language):
    """Learn said "After any deal, the 'This deal…' button at its end opens its review"; after a
    deal played from a code (or replayed) that button reads "You and the Expert…", and a newcomer
    looking for "This deal…" found none. Learn names both, as the sheets write them."""
    app = make_app(tmp_path, language=language)
    try:
        scene = learn.LearnScene(app)
        help_text = " ".join(said(scene))
        assert app.t("learn.this_deal") in help_text and app.t("learn.against_expert") in help_text, help_text
    finally:
        app.shutdown()


def test_the_sheet_of_a_deal_offers_this_deal_and_opens_its_menu(app):
    record, match = played()
    table = TableScene.from_record(app, record, match=match)
    app.push(table)
    sheet = DealEndScene(app, table, {"deal": 1, "reason": "", "rows": [], "target": 15})
    app.push(sheet)
    app.frame(0.5, [])                       # the sheet came up unbidden: it takes clicks after a moment
    labels = [b.label for b in sheet.buttons]
    assert app.t("learn.this_deal") in labels
    click(app, sheet.buttons[labels.index(app.t("learn.this_deal"))])
    menu = app.top
    assert isinstance(menu, learn.DealMenuScene) and menu.deal == 1
    assert menu.record is not table.record          # a copy: the table's record goes on growing


def but_the_last_action(game, players=4, seed=21):
    """A whole match played out by Débutants, recorded but for its last action (the one that ends
    it): the record and that action's entry."""
    whole, _match = played(game, players, seed, upto=10 ** 6)
    record = MatchRecord.new(game, players, whole.options, seed, whole.dealer, seats(players))
    *before, last = whole.actions
    for entry in before:
        record.add(entry["seat"], {k: v for k, v in entry.items() if k != "seat"})
    return record, last


def to_the_match_s_end(app, table, last: dict, go_on=lambda app, sheet: click(app, sheet.buttons[0])
                       ) -> list[list[str]]:
    """The table played on to the match's end (the person's part, if any, the record's
    ``last``), each deal's sheet read and left by ``go_on`` (Continue clicked): the labels of the
    sheets' buttons."""
    from game.ui.table.sheets import MatchEndScene
    sheets = []
    for _ in range(20000):
        top = app.top
        if isinstance(top, MatchEndScene):
            app.frame(1.0)                              # its first moments take no click
            return sheets
        if isinstance(top, DealEndScene):
            app.frame(1.0)                              # its first moments take no click
            sheets.append([b.label for b in top.buttons])
            go_on(app, top)
        elif table.trick_waiting:
            table.proceed()
        elif table.person_seat.question is not None and not table.timeline.busy():
            table.choose({k: v for k, v in last.items() if k != "seat"})
        app.frame(1 / 60)
    raise AssertionError("the match's end never came")


@pytest.mark.parametrize("game", ["polignac", "guinguette", "double_king"])
def test_the_match_s_end_offers_its_last_deal_as_the_deal_s_sheet_does(tmp_path, monkeypatch, game):
    """The deal that reached the match's limit had "This deal…" on its sheet; the match's end
    that came after it had no way to look at that deal again. It has the same button, opening the
    same menu, for the last deal; its four buttons are written whole in a small window."""
    from game.ui.table.sheets import MatchEndScene
    app = make_app(tmp_path, (640, 400))
    app.push(TitleScene(app))
    record, last = but_the_last_action(game)
    table = TableScene.from_record(app, record)
    app.push(table)
    try:
        sheets = to_the_match_s_end(app, table, last)
        end = app.top
        assert isinstance(end, MatchEndScene)
        this_deal = app.t("learn.this_deal")
        assert sheets and all(this_deal in labels for labels in sheets)      # the last deal's too
        labels = [b.label for b in end.buttons]
        assert this_deal in labels
        drawn = texts_drawn(monkeypatch, app.draw)
        assert all(label in drawn for label in labels), [text for text in drawn if text.endswith("…")]
        click(app, end.buttons[labels.index(this_deal)])
        menu = app.top
        assert isinstance(menu, learn.DealMenuScene) and menu.deal == table.match.deal == learn.deals_played(record)
        post_key(app, pygame.K_ESCAPE)
        assert app.top is end
    finally:
        table.close()
        app.shutdown()


@pytest.mark.parametrize("game", ["polignac", "guinguette", "double_king"])
def test_the_match_s_end_marks_its_first_button_the_rematch_and_takes_no_early_enter(tmp_path, game):
    """The match's end marked in gold "Score pad", its second button, though the first button of
    every sheet and dialog is the default (ui.md). It marks the rematch, which Enter presses; an
    Enter in its first moments, meant for the last deal's sheet, leaves the result in sight (two
    Enters from the last deal's sheet passed over it into a new match). Tab and the arrows mark
    the others: the score pad, which Enter opens over the result (Escape back to it)."""
    from game.ui.table.sheets import MatchEndScene
    app = make_app(tmp_path)
    app.push(TitleScene(app))
    app.frame(0.0, [])
    record, last = but_the_last_action(game)
    table = TableScene.from_record(app, record)
    app.push(table)
    try:
        to_the_match_s_end(app, table, last, go_on=lambda app, sheet: post_key(app, pygame.K_RETURN))
        end = app.top
        assert isinstance(end, MatchEndScene)
        assert end.buttons[0].label == app.t("table.rematch")
        assert [b.label for b in end.buttons if b.default] == [app.t("table.rematch")]
        end.age = 0.0                          # come up just now: an Enter meant for the last deal's sheet
        post_key(app, pygame.K_RETURN)
        assert app.top is end
        app.frame(1.0)
        post_key(app, pygame.K_RIGHT)
        assert [b.label for b in end.buttons if b.default] == [app.t("table.btn.scores")]
        for key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            post_key(app, key)
            assert app.top is not end and end in app.stack and app.top is not table, key   # the pad, over it
            assert table.match.match_over and end.table is table
            post_key(app, pygame.K_ESCAPE)
            assert app.top is end
        post_key(app, pygame.K_LEFT)
        assert [b.label for b in end.buttons if b.default] == [app.t("table.rematch")]
        post_key(app, pygame.K_RETURN)
        again = app.top
        assert isinstance(again, TableScene) and again is not table and end not in app.stack
        again.close()
    finally:
        table.close()
        app.shutdown()


def test_a_sheet_uncovered_lights_no_button_the_pointer_has_left(app, monkeypatch):
    """Back from "This deal…" with the pointer elsewhere, the deal's sheet still showed that button
    gold-edged, as under the pointer, beside "Continue", the one Enter presses: the sheet had not
    heard the pointer leave it while the menu lay over it."""
    record, match = played()
    table = TableScene.from_record(app, record, match=match)
    app.push(table)
    sheet = DealEndScene(app, table, {"deal": 1, "reason": "", "rows": [], "target": 15})
    app.push(sheet)
    app.frame(0.5, [])
    this_deal = next(b for b in sheet.buttons if b.label == app.t("learn.this_deal"))
    click(app, this_deal)
    menu = app.top
    assert isinstance(menu, learn.DealMenuScene) and this_deal.hovered
    away = (sheet.buttons[0].rect.centerx, sheet.buttons[0].rect.top - 40)      # above the buttons
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: away)
    monkeypatch.setattr(pygame.mouse, "get_focused", lambda: True)
    post_key(app, pygame.K_ESCAPE)
    assert app.top is sheet
    app.frame(0.0)
    assert not any(b.hovered for b in sheet.buttons)
    assert [b.label for b in sheet.buttons if b.default] == [sheet.buttons[0].label]


def test_a_code_copied_from_a_deal_plays_the_same_cards_in_the_seat_chosen(app):
    record, _ = played(seed=5)
    code = encode(deal_of_record(record, 1))
    app.push(learn.PlayCodeScene(app))
    post_text(app, code)
    post_key(app, pygame.K_RETURN)
    seat_scene = app.top
    assert isinstance(seat_scene, learn.SeatScene)
    seat_scene.start(2)
    table = app.top
    assert isinstance(table, TableScene)
    assert table.record.mode == "challenge" and table.record.origin == {"code": code, "seat": 2}
    assert table.match.hands_json()[0] == decode(code).hands[2]
    assert app.store.autosave_info() is not None       # the challenge is autosaved like any match


def test_the_button_marked_under_a_code_is_the_one_enter_presses(app):
    """Played in a window: a code typed, "Paste" stood framed in gold, the mark of the button Enter
    presses, and Enter played the code. "Play this deal" is marked while a code is typed or
    pasted, and Enter presses the button marked: moved to "Back" with the keys, it goes back."""
    record, _ = played(seed=5)
    code = encode(deal_of_record(record, 1))
    scene = learn.PlayCodeScene(app)
    app.push(scene)
    app.frame(0.0, [])

    def marked():
        return [b.label for b in scene.buttons if b.default]
    assert marked() == [app.t("learn.play")]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=scene.buttons[0].rect.center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    app.frame(0.0)
    assert marked() == [app.t("learn.paste")]             # the pointer takes the mark with it
    post_text(app, code)
    assert marked() == [app.t("learn.play")]              # typing a code puts it back on Play
    post_key(app, pygame.K_TAB)                           # out of the field
    post_key(app, pygame.K_TAB)                           # to the next button: Back
    assert marked() == [app.t("common.back")]
    post_key(app, pygame.K_RETURN)
    assert app.top is not scene and not isinstance(app.top, learn.SeatScene)
    scene = learn.PlayCodeScene(app)
    app.push(scene)
    post_text(app, code)
    post_key(app, pygame.K_RETURN)
    assert isinstance(app.top, learn.SeatScene)


def test_paste_puts_the_copied_code_in_the_field_and_says_when_there_is_nothing_to_paste(app):
    """Played in a window with nothing copied yet: Paste said "No clipboard here", though the
    desktop has one. It says there is nothing to paste; with a code copied, the code is pasted,
    stripped of what cannot be typed, and Enter plays it."""
    record, _ = played(seed=5)
    code = encode(deal_of_record(record, 1))
    scene = learn.PlayCodeScene(app)
    app.push(scene)
    app.frame(0.0, [])
    paste = next(b for b in scene.buttons if b.label == app.t("learn.paste"))
    pygame.scrap.put_text("")
    click(app, paste)
    assert scene.error == app.t("learn.nothing_to_paste") and scene.field.text == ""
    assert "clipboard" not in scene.error and "presse-papiers" not in scene.error
    pygame.scrap.put_text(code + "\n")
    paste = next(b for b in scene.buttons if b.label == app.t("learn.paste"))
    click(app, paste)
    assert scene.field.text == code and scene.error == ""
    post_key(app, pygame.K_RETURN)
    assert isinstance(app.top, learn.SeatScene)


def test_the_arrows_up_and_down_go_from_one_costly_decision_to_the_next(tmp_path):
    """At the keys the review went a trick at a time (left, right): to reach the costly decisions,
    listed at its side, a person stepped through every trick or took the mouse. Down goes to the
    next costly decision, Up to the one before, as a click on it in the list does."""
    app = make_app(tmp_path)
    try:
        scene = _reviewed(app, game="double_king", seed=21)
        all_costly(scene)
        steps = sorted({scene.step_of(index) for index in scene.judgements})
        assert len(steps) >= 3
        seen = []
        for _ in range(len(steps) + 1):
            post_key(app, pygame.K_DOWN)
            seen.append(scene.step)
        assert seen == steps + steps[-1:]                  # past the last, it stays there
        post_key(app, pygame.K_UP)
        assert scene.step == steps[-2]
        scene.step = 0
        post_key(app, pygame.K_UP)
        assert scene.step == 0
    finally:
        app.shutdown()


@pytest.mark.parametrize("mod,clear", [(pygame.KMOD_LCTRL, pygame.K_BACKSPACE), (pygame.KMOD_LMETA, pygame.K_DELETE),
                                       (pygame.KMOD_LCTRL, None)])
def test_a_wrong_code_is_selected_whole_with_ctrl_a_and_cleared_or_replaced_at_once(app, mod, clear):
    """A wrong code typed, then Ctrl+A and the right one typed gave the two run together
    ("PG4-ZZZZ-1234-helloTV1-…"), refused: the field knew no Ctrl+A, and a code of a hundred
    letters was cleared one Backspace a letter. Ctrl+A (Cmd+A on a Mac) selects the whole code:
    Backspace or Delete clears it, what is typed replaces it."""
    record, _ = played(seed=5)
    code = encode(deal_of_record(record, 1))
    scene = learn.PlayCodeScene(app)
    app.push(scene)
    post_text(app, "PG4-ZZZZ-1234-hello")
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=mod, unicode="", scancode=0))
    app.frame(0.0)
    if clear is not None:
        post_key(app, clear)
        assert scene.field.text == ""
    post_text(app, code)
    assert scene.field.text == code
    post_key(app, pygame.K_RETURN)
    assert isinstance(app.top, learn.SeatScene)


def test_a_changed_code_is_refused_with_a_clear_message_and_kept_for_correction(app):
    record, _ = played(seed=6)
    code = encode(deal_of_record(record, 1))
    bad = code[:-3] + ("0" if code[-3] != "0" else "1") + code[-2:]
    scene = learn.PlayCodeScene(app)
    app.push(scene)
    post_text(app, bad)
    post_key(app, pygame.K_RETURN)
    assert app.top is scene
    assert scene.error == app.t("learn.code.damaged")
    assert scene.field.text == bad
    app.frame(0.0, [])


def test_after_a_code_refused_at_a_click_the_keyboard_is_back_in_the_field(app):
    """A newcomer clicked "Play this deal" on a mistyped code: refused, and the click had taken
    the keyboard from the field, so Backspace and what he typed went nowhere until he clicked the
    field again. After a refusal the field has the keyboard, its text kept: Backspace takes its
    last letter, what is typed goes on after it, and the corrected code plays."""
    record, _ = played(seed=6)
    code = encode(deal_of_record(record, 1))
    scene = learn.PlayCodeScene(app)
    app.push(scene)
    app.frame(0.0, [])
    post_text(app, code + "Z")
    play = next(b for b in scene.buttons if b.label == app.t("learn.play"))
    click(app, play)
    assert app.top is scene and scene.error and scene.field.text == code + "Z"
    assert scene.field.focused
    post_key(app, pygame.K_BACKSPACE)
    assert scene.field.text == code and scene.error == ""
    post_text(app, "Z")
    assert scene.field.text == code + "Z"
    post_key(app, pygame.K_BACKSPACE)
    post_key(app, pygame.K_RETURN)
    assert isinstance(app.top, learn.SeatScene)


@pytest.mark.parametrize("size", [(800, 500), (1280, 720)])
def test_a_code_being_typed_shows_its_end_where_the_caret_is(tmp_path, monkeypatch, size):
    """Typing a code longer than its field showed its first groups and "…": what was being typed,
    and the caret, stayed out of sight. While the field has the focus, its text's end shows, behind
    an ellipsis; once the field is left, its beginning again."""
    from test_ui_frame_support import texts_drawn

    from game.dealcode import deal_state
    from game.engine import new_match
    code = encode(deal_state(new_match("guinguette", 5, {"tierce_suits": "any"}, seed=42, dealer=1)))
    app = make_app(tmp_path, size=size)
    try:
        scene = learn.PlayCodeScene(app)
        app.push(scene)
        post_text(app, code)
        assert scene.field.focused and scene.field.text == code
        drawn = texts_drawn(monkeypatch, lambda: app.frame(0.0, []))
        shown = next(line for line in drawn if line.endswith("|"))
        assert shown.startswith("…") and code.endswith(shown[1:-1]) and len(shown) > 10
        scene.field.focused = False
        drawn = texts_drawn(monkeypatch, lambda: app.frame(0.0, []))
        shown = next(line for line in drawn if line.startswith("TV1-"))
        assert shown.endswith("…") and code.startswith(shown[:-1])
    finally:
        app.shutdown()


@pytest.mark.parametrize("size", [(800, 500), (1280, 720)])
def test_the_refusal_of_a_code_stands_clear_of_the_field(tmp_path, monkeypatch, size):
    """At 800×500 the first line of "Ce code est incomplet…" touched the code field's frame."""
    from game.ui import widgets
    app = make_app(tmp_path, size=size)
    try:
        scene = learn.PlayCodeScene(app)
        app.push(scene)
        post_text(app, "TV1-12345")
        post_key(app, pygame.K_RETURN)
        assert scene.error
        at = {}
        real = widgets.draw_text

        def spy(surface, text, font, colour, pos, *args, **kwargs):
            at[text] = (pos, font.get_linesize())
            return real(surface, text, font, colour, pos, *args, **kwargs)
        monkeypatch.setattr(widgets, "draw_text", spy)
        app.frame(0.0, [])
        monkeypatch.undo()
        tops = [pos[1] for text, (pos, _) in at.items() if text.strip() and scene.error.startswith(text)]
        assert tops and min(tops) >= scene.field.rect.bottom + 4
    finally:
        app.shutdown()


@pytest.mark.parametrize("size,language", [((800, 500), "fr"), ((1280, 720), "en"), ((1920, 1080), "fr")])
def test_the_buttons_under_a_code_stay_put_and_the_field_keeps_the_typing(tmp_path, size, language):
    """Played in a window: "Play this deal" pressed on a mistyped code, the refusal came under the
    field and pushed every button down; the code corrected, the refusal went and the buttons came
    back up, so the next press fell between two buttons. And "Paste" with nothing copied said
    "type it here", but the click had taken the focus from the field: what was typed went nowhere.
    The panel keeps room for its longest refusal, and Paste leaves the field ready to type in."""
    app = make_app(tmp_path, size=size, language=language)
    try:
        scene = learn.PlayCodeScene(app)
        app.push(scene)
        app.frame(0.0, [])
        where = [b.rect.copy() for b in scene.buttons]
        post_text(app, "TV1-hello")
        post_key(app, pygame.K_RETURN)
        assert scene.error == app.t("learn.code.damaged")
        assert [b.rect for b in scene.buttons] == where
        assert all(not scene.field.rect.colliderect(b.rect) for b in scene.buttons)
        post_text(app, "x")                                  # the code corrected: the refusal goes
        assert scene.error == "" and [b.rect for b in scene.buttons] == where
        pygame.scrap.put_text("")
        click(app, next(b for b in scene.buttons if b.label == app.t("learn.paste")))
        assert scene.error == app.t("learn.nothing_to_paste")
        assert [b.rect for b in scene.buttons] == where
        post_text(app, "-2")
        assert scene.field.text == "TV1-hellox-2"
    finally:
        app.shutdown()


def test_replaying_from_the_sheet_keeps_the_match_in_progress_in_the_saves(app):
    record, match = played(seed=7)
    assert not match.match_over
    table = TableScene.from_record(app, record, match=match)
    app.push(table)
    before = len(app.store.list_matches())
    menu = learn.DealMenuScene(app, learn.snapshot(record), 1, table=table)
    app.push(menu)
    menu.replay()
    app.frame(0.0, [])
    app.top.start(1)
    assert len(app.store.list_matches()) == before + 1
    replay = app.top
    assert isinstance(replay, TableScene) and replay is not table
    assert replay.record.mode == "replay"
    assert replay.match.hands_json()[0] == deal_of_record(record, 1).hands[1]


def test_the_review_marks_costly_decisions_and_steps_trick_by_trick(app):
    record, _ = played(seed=1)         # the person (seat 0) takes jack points: a decision cost him
    scene = ReviewScene(app, record, 1, 0, use_process=False)
    app.push(scene)
    app.frame(0.0, [])
    assert scene.summary() == app.t("review.working")
    wait_for(app, scene)
    costly = [d for d in scene.result["decisions"] if d["cost"] >= 0.05]
    assert set(scene.judgements) == {d["index"] for d in costly}
    assert scene.summary() != app.t("review.working")
    assert len(scene.story.tricks) >= 1
    post_key(app, pygame.K_RIGHT)
    assert scene.step == 1
    post_key(app, pygame.K_END)
    assert scene.step == len(scene.story.tricks)
    post_key(app, pygame.K_LEFT)
    assert scene.step == len(scene.story.tricks) - 1
    post_key(app, pygame.K_HOME)
    assert scene.step == 0
    for index in scene.judgements:
        step = scene.step_of(index)
        scene.step = step
        assert scene.marks_of(scene.story.tricks[step - 1] if step else None)


def test_the_review_lists_each_costly_decision_as_soon_as_it_is_judged(app, monkeypatch):
    """A 13-trick Double King deal's review sat on "Revue en cours…" for 15-20 s with nothing else
    to read. Each decision is sent to the window as soon as it is judged: a costly one is listed
    (and marked on its trick) at once, and the heading says how far the review has come."""
    import threading

    from game.ui.scenes import review as scene_module
    record, _ = played(seed=21)
    mine = [i for i, a in enumerate(record.actions) if a["seat"] == 0 and a["type"] == "play"]
    first, later = mine[1], mine[2]
    go_on = threading.Event()

    def slow_review(record_json, deal, seat, report=None):
        entry = {"index": first, "phase": "play", "played": {"type": "play", "card": record.actions[first]["card"]},
                 "best": {"type": "play", "card": record.actions[later]["card"]}, "cost": 1.0, "exact": True}
        report(entry)
        go_on.wait(30)
        return {"deal": deal, "cost": 1.0, "decisions": [entry]}
    monkeypatch.setattr(scene_module, "review_deal", slow_review)
    scene = ReviewScene(app, record, 1, 0, use_process=False)
    app.push(scene)
    try:
        end = time.monotonic() + 10
        while not scene.judgements and time.monotonic() < end:
            app.frame(0.016, [])
            time.sleep(0.01)
        assert scene.job is not None, "still working"
        assert set(scene.judgements) == {first}
        step = scene.step_of(first)
        assert scene.summary() == app.t("review.working_at", n=step, total=len(scene.story.tricks))
        scene.draw(app.surface)
        assert [index for _, index in scene.list_rects] == [first]
        scene.step = step
        assert scene.marks_of(scene.story.tricks[step - 1])
    finally:
        go_on.set()
    wait_for(app, scene)
    assert set(scene.judgements) == {first} and scene.result is not None


@pytest.mark.parametrize("language,size", [("fr", (640, 400)), ("en", (640, 400)), ("fr", (800, 500)),
                                           ("en", (800, 500)), ("fr", (1280, 720)), ("en", (1280, 720))])
def test_a_review_that_estimated_decisions_and_listed_none_does_not_call_them_all_the_best(
        tmp_path, monkeypatch, language, size):
    """An eight-seat Guinguette deal: the person said "Je joue", took no trick and paid the mouche,
    and the review read "none of your decisions cost you anything" and "None: every decision was as
    good as the best one". Its early decisions were only estimated (play-outs by the Débutant at
    every seat), a cost listed only where it stands clear of their noise: where some were estimated
    and none listed, the heading and the list say that none stood clear of the play-outs, how many
    were estimated, and a line under the list how an estimate is made; where every decision was
    worked out exactly, "every decision was as good as the best one" stays."""
    from test_ui_frame_support import _drawn

    from game.ui.scenes import review as scene_module
    app = make_app(tmp_path, size=size, language=language)
    record, _ = played(game="guinguette", players=8, seed=3)
    mine = [i for i, a in enumerate(record.actions) if a["seat"] == 0]
    exact = [True]

    def reviewed(record_json, deal, seat, report=None):
        decisions = [{"index": i, "phase": "cotillon", "played": {k: v for k, v in record.actions[i].items()
                                                                   if k != "seat"},
                      "best": {k: v for k, v in record.actions[i].items() if k != "seat"}, "cost": 0.0,
                      "exact": exact[0] or k > 0} for k, i in enumerate(mine[:3])]
        return {"deal": deal, "cost": 0.0, "decisions": decisions}
    monkeypatch.setattr(scene_module, "review_deal", reviewed)
    try:
        for exact[0] in (False, True):
            scene = ReviewScene(app, record, 1, 0, use_process=False)
            app.push(scene)
            wait_for(app, scene)
            drawn = [text.replace("\u00a0", " ")        # every line written, a box's wrapped ones too
                     for text in _drawn(monkeypatch, "render", lambda text, *a, **k: text,
                                        lambda scene=scene: scene.draw(app.surface))]
            side = " ".join(drawn)
            heading = scene.summary()
            assert heading.replace("\u00a0", " ") in drawn, (heading, drawn)       # written whole
            if exact[0]:
                assert heading == app.t("review.summary_none")
                assert app.t("review.list_none").replace("\u00a0", " ") in side
            else:
                assert heading == i18n.counted("review.summary_estimated", 1, language)
                for said in (heading, side):
                    for today in (app.t("review.summary_none"), app.t("review.list_none")):
                        assert today.replace("\u00a0", " ") not in said.replace("\u00a0", " "), said
                # how many were estimated, and under it how an estimate is made: each whole
                how = app.t("review.estimated_how", level=app.t("level.debutant"))
                for said in (i18n.counted("review.list_none_estimated", 1, language), how):
                    assert said.replace("\u00a0", " ") in side, (said, drawn)
            app.pop()
    finally:
        app.shutdown()

@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_review_that_listed_no_estimated_cost_says_so_in_plain_words(language):
    """A newcomer could not read "aucun coût de vos décisions ne ressort des fins de donne jouées
    (1 estimée)" nor "None that the play-outs can tell apart from the best". Where none of the
    decisions estimated is listed, the heading and the list say that none clearly cost anything
    and how many were estimated, and the line under the list how: the rest of the deal played out
    again."""
    import re
    jargon = {"fr": r"ressort|distingu|fins? de donne jouées", "en": r"play-outs?|stands? out|tell apart"}[language]
    plainly = {"fr": "nettement coûté", "en": "clearly cost you"}[language]
    rest = {"fr": "suite de la donne", "en": "rest of the deal"}[language]
    for n in (1, 3):
        heading = i18n.counted("review.summary_estimated", n, language)
        listed = i18n.counted("review.list_none_estimated", n, language)
        how = i18n.translate("review.estimated_how", language, level="X")
        for said in (heading, listed, how):
            assert not re.search(jargon, said, re.IGNORECASE), said
        for said in (heading, listed):
            assert plainly in said and str(n) in said, said
        assert rest in how


@pytest.mark.parametrize("language", ["fr", "en"])
def test_how_a_review_estimates_names_the_play_outs_level_as_the_level_list_does(tmp_path, monkeypatch,
                                                                                language):
    """The review of a deal whose decisions were estimated said, in English, "... played out
    several times from the decision, the Débutant at every seat": a French word, while the new
    match's list calls that level "Beginner". The line names the level that plays the play-outs
    (game.ai.review) as the level list does, in the person's language."""
    from test_ui_frame_support import _drawn

    from game.ai.review import PLAYOUT_LEVEL
    from game.ui.scenes import review as scene_module
    app = make_app(tmp_path, size=(1280, 720), language=language)
    record, _ = played(game="guinguette", players=8, seed=3)
    mine = [i for i, a in enumerate(record.actions) if a["seat"] == 0]

    def reviewed(record_json, deal, seat, report=None):
        decisions = [{"index": i, "phase": "cotillon", "played": {k: v for k, v in record.actions[i].items()
                                                                   if k != "seat"},
                      "best": {k: v for k, v in record.actions[i].items() if k != "seat"}, "cost": 0.0,
                      "exact": k > 0} for k, i in enumerate(mine[:3])]
        return {"deal": deal, "cost": 0.0, "decisions": decisions}
    monkeypatch.setattr(scene_module, "review_deal", reviewed)
    try:
        scene = ReviewScene(app, record, 1, 0, use_process=False)
        app.push(scene)
        wait_for(app, scene)
        side = " ".join(text.replace("\u00a0", " ")
                        for text in _drawn(monkeypatch, "render", lambda text, *a, **k: text,
                                           lambda: scene.draw(app.surface)))
        level = app.t(f"level.{PLAYOUT_LEVEL}")
        assert level in side, (level, side)
        others = {"fr": "Beginner", "en": "Débutant"}[language]        # the other language's name
        assert others not in side, side
    finally:
        app.shutdown()


def _reviewed(app, *game_and_players, **played_as) -> ReviewScene:
    """The review of deal 1 of a match :func:`played` as asked, seen from seat 0, worked out in this
    process and waited for."""
    record, _ = played(*game_and_players, **played_as)
    scene = ReviewScene(app, record, 1, 0, use_process=False)
    app.push(scene)
    wait_for(app, scene)
    return scene


def _double_king_review(app):
    """The review of a Double King deal played by Débutants (seed 21), worked out, every card of the
    person listed costly (:func:`all_costly`): the scene and its first costly decision, for a test
    to make others like it."""
    scene = _reviewed(app, game="double_king", seed=21)
    all_costly(scene)
    return scene, next(iter(scene.judgements.values()))


@pytest.mark.parametrize("language,size", [("fr", (1280, 720)), ("en", (1280, 720)), ("fr", (800, 500))])
def test_the_review_s_heading_counts_its_costly_decisions_and_names_the_costliest(tmp_path, monkeypatch,
                                                                                   language, size):
    """In a "No hearts" deal lost by 7 points, a contract worth 13, the heading read "7 décisions
    vous ont coûté 13,8 points": each decision's cost is measured on its own (the rest of the deal
    played out from it), and such costs do not add up. The heading counts the decisions that had a
    better choice and names the costliest, where it was and its cost as its row writes it; no sum."""
    app = make_app(tmp_path, size=size, language=language)
    try:
        scene, first = _double_king_review(app)
        scene.judgements = {4: {**first, "index": 4, "cost": 0.96, "exact": False},
                            13: {**first, "index": 13, "cost": 3.04, "exact": True},
                            21: {**first, "index": 21, "cost": 0.26, "exact": False}}
        drawn = texts_drawn(monkeypatch, lambda: scene.draw(app.surface))
        heading = scene.summary()
        assert heading in drawn, (heading, drawn)          # written whole, not cut
        worst = scene.decision_text(scene.judgements[13])
        cost = "3 points"
        assert cost in worst.replace("\u00a0", " ")        # the row's cost, as the heading says it
        assert "3" in heading and cost in heading.replace("\u00a0", " "), heading
        assert app.t("review.at_trick", n=scene.step_of(13)) in heading, heading
        assert heading == i18n.counted("review.summary", 3, language, cost="3", unit=scene.unit("3"),
                                       where=app.t("review.at_trick", n=scene.step_of(13)))
        for total in ("4,3", "4.3", "4,2", "4.2"):           # the costs summed, as written or not
            assert total not in heading, heading
        scene.judgements = {13: scene.judgements[13]}       # one decision: said in the singular
        assert scene.summary() == i18n.counted("review.summary", 1, language, cost="3", unit=scene.unit("3"),
                                               where=app.t("review.at_trick", n=scene.step_of(13)))
        # the rows' costs read as their figures: 0.44 is written 0,4 point
        scene.judgements = {4: {**first, "index": 4, "cost": 0.44, "exact": True}}
        if language == "fr":
            assert "0,4 point" in scene.decision_text(scene.judgements[4]).replace("\u00a0", " ")
    finally:
        app.shutdown()


@pytest.mark.parametrize("language,size", [("fr", (1280, 720)), ("en", (800, 500))])
def test_the_review_says_what_its_approximate_costs_are(tmp_path, monkeypatch, language, size):
    """The rows mixed "coût ≈ 0,3 point" and "coût 1 point" with nothing to say what ≈ meant: a cost
    early in a deal is estimated (the rest of the deal played out several times), one near its end
    worked out exactly. Where a row says ≈, a line under the list says what it means."""
    app = make_app(tmp_path, size=size, language=language)
    try:
        scene, first = _double_king_review(app)
        scene.judgements = {4: {**first, "index": 4, "cost": 0.33, "exact": False},
                            13: {**first, "index": 13, "cost": 1.0, "exact": True}}
        legend = app.t("review.estimate")
        placed = texts_placed(monkeypatch, lambda: scene.draw(app.surface))
        lines = [(text, rect) for text, rect in placed if text and text in legend and len(text) > 3]
        assert " ".join(text for text, _ in lines).split() == legend.split(), placed
        assert all(scene.side.contains(rect) for _, rect in lines)
        assert all(rect.top > max(box.bottom for box, _ in scene.list_rects) for _, rect in lines)
        scene.judgements = {13: scene.judgements[13]}        # every cost exact: nothing to explain
        drawn = texts_drawn(monkeypatch, lambda: scene.draw(app.surface))
        assert not any(text in legend and len(text) > 3 for text in drawn), drawn
    finally:
        app.shutdown()


@pytest.mark.parametrize("language,size", [("fr", (1280, 720)), ("en", (800, 500))])
def test_the_review_says_how_it_weighs_a_double_king_contract(tmp_path, monkeypatch, language, size):
    """"Pas de dames : mieux valait Atout pique (coût ≈ 5,7)" weighed a negative contract against a
    trump game in raw points. A contract is weighed against its fair share now (game.ai.review), and
    where a contract choice is listed a line under the list says so, and why: the round's quotas."""
    app = make_app(tmp_path, size=size, language=language)
    try:
        scene, _ = _double_king_review(app)
        contract = next(d for d in scene.result["decisions"] if d["phase"] == "contract")
        scene.judgements = {contract["index"]: {**contract, "cost": 1.0, "exact": False,
                                                "best": {"type": "contract", "contract": "atout", "trump": "S"}}}
        legend = scene.contract_share()
        assert "3" in legend and "2" in legend
        placed = texts_placed(monkeypatch, lambda: scene.draw(app.surface))
        lines = [(text, rect) for text, rect in placed if text and text in legend and len(text) > 3]
        assert " ".join(text for text, _ in lines).split() == legend.split(), placed
        assert all(scene.side.contains(rect) for _, rect in lines)
        assert all(rect.top > max(box.bottom for box, _ in scene.list_rects) for _, rect in lines)
        play = next(d for d in scene.result["decisions"] if d["phase"] == "play")
        scene.judgements = {play["index"]: {**play, "cost": 1.0}}      # no contract listed: not said
        drawn = texts_drawn(monkeypatch, lambda: scene.draw(app.surface))
        assert not any(text in legend and len(text) > 3 for text in drawn), drawn
    finally:
        app.shutdown()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_guinguette_review_shows_who_sat_the_deal_out(app, monkeypatch, language):
    """In a Guinguette deal's review the three who had passed showed their four cards, bright and
    unplayed, at every trick, with nothing to say why: from the first trick on, a seat that plays
    no card of the deal has its hand dimmed and says it is out of the deal."""
    from game.ui import widgets
    from game.ui.cards import ART
    app.settings["language"] = language
    scene = _reviewed(app, game="guinguette", players=5, seed=21)
    told = scene.story
    out = [s for s in range(5) if all(s not in dict(t.cards) for t in told.tricks)]
    playing = [s for s in range(5) if s not in out]
    assert out and playing and told.tricks

    def drawn():
        faces, texts = [], []
        real_face, real_text = ART.face, widgets.draw_text

        def face(code, height, lang="fr", four_colour=False, dim=False):
            faces.append((code, dim))
            return real_face(code, height, lang, four_colour, dim)

        def text(surface, said, *args, **kwargs):
            texts.append(said)
            return real_text(surface, said, *args, **kwargs)
        monkeypatch.setattr(ART, "face", face)
        monkeypatch.setattr(widgets, "draw_text", text)
        app.draw()
        monkeypatch.undo()
        return faces, texts
    faces, texts = drawn()                                   # as dealt: every hand bright
    assert not any(dim for _, dim in faces)
    scene.step = 1
    faces, texts = drawn()
    dim = {code for code, d in faces if d}
    for seat in out:
        assert set(told.tricks[0].hands[seat]) <= dim, seat
    for seat in playing:
        assert not set(told.tricks[0].hands[seat]) & dim, seat
    assert texts.count(app.t("review.out")) == len(out)


@pytest.mark.parametrize("game,players,language,size", [
    ("polignac", 4, "fr", (1280, 720)), ("polignac", 6, "en", (800, 500)),
    ("double_king", 4, "fr", (800, 500)), ("double_king", 4, "en", (1920, 1080))])
def test_the_review_says_the_order_each_card_of_a_trick_was_played_in(tmp_path, monkeypatch, game, players,
                                                                      language, size):
    """The review lays a trick's cards in the seats' rows, with nothing to say who led and who came
    after: a newcomer read a revoke where a seat had followed the lead. Beside each card of the
    trick shown its place in the trick's order was then written 1, 2, 3, 4, and nothing said what
    those figures were. They read as an order ("1er", "2e" / "1st", "2nd"), on the row of the seat
    that played that card, clear of every card, within the board."""
    first = {"fr": "1er", "en": "1st"}[language]
    app = make_app(tmp_path, size=size, language=language)
    try:
        scene = _reviewed(app, game=game, players=players, seed=21)
        for step in (1, 2, len(scene.story.tricks)):
            scene.step = step
            trick = scene.story.tricks[step - 1]
            surface = _Recording(app.surface.get_size())
            placed = texts_placed(monkeypatch, lambda s=surface: scene.draw_board(s))
            assert first in [text for text, _ in placed], placed          # the lead, as an order
            places = [i18n.ordinal(k, language) for k in range(1, len(trick.cards) + 1)]
            assert places[0] == first and all(not place.isdigit() for place in places)
            shown = {text: rect for text, rect in placed if text in places}
            assert set(shown) == set(places), placed
            # each on the row of the seat that played that card, in the trick's order (the seats
            # one under the other, in a column or two: the second's words end further right)
            rows = sorted((shown[place].right, shown[place].centery, seat)
                          for place, (seat, _code) in zip(places, trick.cards))
            assert [seat for _x, _y, seat in rows] == sorted(seat for seat, _code in trick.cards)
            assert surface.cards and all(rect.collidelist(surface.cards) < 0 for rect in shown.values()), \
                (shown, surface.cards)
            assert all(scene.board.contains(rect) for rect in shown.values())
    finally:
        app.shutdown()


def test_a_saved_match_s_deal_menu_marks_its_review_for_enter(app):
    """Opened from the saved matches, a deal's menu framed "◀ Previous deal" in gold: Enter went
    back a deal rather than opening the one shown. The mark stands on "Review this deal"."""
    record, _ = played(upto=3)
    menu = learn.DealMenuScene(app, record)
    app.push(menu)
    app.frame(0.0, [])
    assert [b.label for b in menu.buttons if b.default] == [app.t("learn.review")]
    post_key(app, pygame.K_RETURN)
    assert isinstance(app.top, ReviewScene) and app.top.deal == menu.deal
    assert app.top.back_button.label == app.t("common.back")       # back to the deal's menu


def _label_contrast(surface, button) -> float:
    """How far a button's label stands out of its fill, as the contrast ratio of the label's
    brightest ink to the fill most of its pixels show (1 to 21)."""
    from collections import Counter

    def luminance(colour) -> float:
        def part(v: int) -> float:
            v = v / 255
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
        r, g, b = colour[:3]
        return 0.2126 * part(r) + 0.7152 * part(g) + 0.0722 * part(b)
    inner = button.rect.inflate(-2 * widgets.radius_for(surface.get_height()), -6)
    pixels = [tuple(surface.get_at((x, y)))[:3] for x in range(inner.left, inner.right)
              for y in range(inner.top, inner.bottom)]
    fill = luminance(Counter(pixels).most_common(1)[0][0])
    ink = max(luminance(p) for p in pixels)
    return (ink + 0.05) / (fill + 0.05)


def test_a_saved_match_s_deal_menu_greys_the_way_it_cannot_go(app):
    """Opened from the saved matches on deal 1, the deal's menu showed "◀ Previous deal" as ready
    as "Next deal ▶": a disabled button's label was barely dimmer than a live one's. Where there is
    no deal that way its button is greyed (its label well under the contrast of a live one, still
    legible), on the first deal and on the last alike."""
    record, _ = played(upto=1)
    menu = learn.DealMenuScene(app, record)
    app.push(menu)
    app.frame(0.0, [])
    assert menu.deal == 1 and menu.last == 2
    for _ in range(2):
        app.draw()
        previous, following = menu.buttons[:2]
        live, dead = (following, previous) if menu.deal == 1 else (previous, following)
        assert live.enabled and not dead.enabled
        lit, greyed = _label_contrast(app.surface, live), _label_contrast(app.surface, dead)
        assert lit >= 7 and 2.5 <= greyed <= 4.5, (live.label, lit, dead.label, greyed)
        click(app, following)
    assert menu.deal == 2


def test_a_deal_the_record_never_reaches_is_refused_in_the_person_s_words(app):
    """A deal's code asked for a deal the match never reached said the engine's English ("the
    match has no deal 9") in a French message: the refusal is the catalogue's."""
    from game.ui.scenes.message import MessageScene
    record, _ = played(upto=1)
    menu = learn.DealMenuScene(app, record, deal=9)
    app.push(menu)
    app.frame(0.0, [])
    menu.show_code()
    assert isinstance(app.top, MessageScene)
    assert app.top.text == app.t("learn.code.no_deal")


def test_enter_in_the_review_presses_the_button_framed_in_gold(app):
    """Played with the keys, Enter did nothing in the review though "Next" stood framed in gold as
    the button Enter presses elsewhere. Enter steps on; at the last trick "Back" takes the frame
    and Enter leaves."""
    scene = _reviewed(app, seed=21)
    assert scene.next_button.default and not scene.back_button.default
    post_key(app, pygame.K_RETURN)
    assert scene.step == 1
    post_key(app, pygame.K_END)
    assert scene.back_button.default and not scene.next_button.default
    post_key(app, pygame.K_RETURN)
    assert app.top is not scene


def test_practice_chosen_at_setup_is_kept_with_the_match(app):
    setup = SetupScene(app, "polignac")
    app.push(setup)
    app.frame(0.0, [])
    click(app, setup.practice_button)
    assert setup.config().practice
    click(app, setup.start_button)
    table = app.top
    assert isinstance(table, TableScene)
    assert table.config.practice and table.record.practice
    record, _ = app.store.load_autosave()
    assert record.practice


def test_the_statistics_tabs_show_each_games_figures(app, monkeypatch):
    """The rating's line read "after 1 matches" ("après 1 parties") after the first match."""
    from test_ui_frame_support import texts_drawn
    record, match = played("double_king", 4, 5, upto=30)
    app.store.record_finished(record, match)
    scene = StatsScene(app)
    app.push(scene)
    for tab in ("results", "figures", "rating"):
        click(app, scene.tab_buttons[tab])
        assert scene.tab == tab
    labels = [label for label, _ in scene.figure_rows()]
    assert any(app.t("dk.contract.atout") in label for label in labels)
    assert app.store.stats.rating["matches"] == 1
    for language, words in (("fr", "après 1\u00a0partie ("), ("en", "after 1\u00a0match (")):
        app.settings["language"] = language
        drawn = " ".join(texts_drawn(monkeypatch, lambda: scene.draw(app.surface)))
        assert words in drawn, drawn


@pytest.mark.parametrize("language", ["fr", "en"])
def test_each_contract_s_mean_says_how_many_deals_it_is_taken_over(app, language):
    """Double King's per-contract figures read "−4,50  (2)": nothing said the 2 was deals. They
    read "−4,50  (2 donnes)", "(1 deal)"."""
    from game.ui import i18n
    record, match = played("double_king", 4, 5, upto=30)
    app.store.record_finished(record, match)
    app.settings["language"] = language
    scene = StatsScene(app)
    app.push(scene)
    contracts = app.store.stats.figures("double_king")["contracts"]
    values = {label.strip(): value for label, value in scene.figure_rows()}
    for name, c in contracts.items():
        if c["deals"]:
            deals = i18n.counted("stats.deals_n", c["deals"], language)
            assert values[app.t(f"dk.contract.{name}")].endswith(f"({deals})")
            assert deals.split()[-1] in ({"deal", "deals"} if language == "en" else {"donne", "donnes"})


def test_after_a_replay_the_expert_is_compared_from_the_same_seat_and_counted_once(app):
    original, _ = played(seed=9)
    spec = deal_of_record(original, 1)
    code = encode(spec)
    record, _ = played(seed=4, mode="replay", dealer=spec.dealer_for(2), deals=[spec.pinned(2)],
                       origin={"code": code, "seat": 2})
    assert record.start().hands_json()[0] == spec.hands[2]
    table = TableScene.from_record(app, record)
    sheet = DealEndScene(app, table, {"deal": 1, "reason": "", "rows": [], "target": 15})
    assert [label for label, _ in learn.sheet_choices(sheet, 1)] == [app.t("learn.against_expert")]
    for _ in range(2):
        menu = learn.DealMenuScene(app, record, 1)
        app.push(menu)
        assert said(menu)[-1] == app.t("learn.comparing")
        wait_for(app, menu, "compare", limit=300)
        mine, expert = menu.compared
        assert mine == learn.story(record, 1).points[0]
        assert expert == learn.expert_result(code, 2)      # the same seeds: the same Expert game
        app.pop()
    assert app.store.stats.duplicates["polignac"]["deals"] == 1


class _Expert:
    """The Expert's work, done when the test says (``learn.Background``'s ``done`` and ``close``)."""

    def __init__(self, *_work) -> None:
        self.result = None

    def done(self):
        return self.result

    def close(self) -> None:
        pass


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(800, 500), (1280, 720), (1920, 1080)])
def test_the_expert_s_result_coming_moves_no_button(tmp_path, monkeypatch, size, language):
    """"You and the Expert…": when the Expert's result came, its two lines pushed the buttons
    ~26 px down, and a click aimed at "Replay this deal" fell in the gap or on another button.
    The result's room is kept from the first frame: no button moves when it comes, whether the
    person did better, as well or worse."""
    from test_ui_frame_support import make_app as sized_app
    app = sized_app(tmp_path, size=size, language=language)
    try:
        original, _ = played(seed=9)
        spec = deal_of_record(original, 1)
        record, _ = played(seed=4, mode="replay", dealer=spec.dealer_for(2), deals=[spec.pinned(2)],
                           origin={"code": encode(spec), "seat": 2})
        mine = learn.story(record, 1).points[0]
        monkeypatch.setattr(learn, "Background", _Expert)
        for expert in (mine + 1, mine, mine - 1, mine - 12.5):     # better, as well, worse, far worse
            menu = learn.DealMenuScene(app, record, 1)
            app.push(menu)
            app.frame(1 / 60)
            assert said(menu)[-1] == app.t("learn.comparing")
            before = [button.rect.copy() for button in menu.buttons]
            menu.compare.result = ("ok", expert)
            app.frame(1 / 60)
            assert menu.compared == (mine, expert)
            assert [button.rect for button in menu.buttons] == before, expert
            app.pop()
    finally:
        app.shutdown()


@pytest.mark.parametrize("origin, key", [({"code": "TV1-xxxx", "seat": 2}, "learn.code.damaged"),
                                         ({"code": "xxxx", "seat": 2}, "learn.code.not_a_code"),
                                         (None, "learn.code.invalid")])
def test_a_replay_s_origin_changed_in_its_file_is_said_in_words(app, origin, key):
    """A save whose origin was changed read "The Expert's result could not be computed:
    DealCodeError: a deal code starts with TV1", the worker's error and its class: the code's
    fault is said as the code field says it."""
    original, _ = played(seed=9)
    spec = deal_of_record(original, 1)
    code = encode(spec)
    record, _ = played(seed=4, mode="replay", dealer=spec.dealer_for(2), deals=[spec.pinned(2)],
                       origin={"code": code, "seat": 2})
    record.origin = origin or {"code": code, "seat": 99}
    menu = learn.DealMenuScene(app, record, 1)
    app.push(menu)
    wait_for(app, menu, "compare", limit=300)
    last = said(menu)[-1]
    assert last == app.t("learn.compare_failed", reason=app.t(key)), last
    assert "Error" not in last


def test_a_challenge_from_the_title_keeps_the_match_continue_would_resume(app):
    record, match = played(seed=12)
    app.store.autosave_start(record)
    app.store.autosave_close()
    before = len(app.store.list_matches())
    spec = deal_of_record(played(seed=13)[0], 1)
    seat_scene = learn.SeatScene(app, spec, encode(spec), "challenge")
    app.push(seat_scene)
    assert seat_scene.lines()[-1][0] == app.t("learn.match_kept")
    seat_scene.start(0)
    saved = app.store.list_matches()
    assert len(saved) == before + 1 and saved[0].summary["actions"] == len(record.actions)
    assert app.top.record.mode == "challenge"


def test_a_new_match_from_the_setup_keeps_the_match_continue_would_resume(app, monkeypatch):
    """Two deals of Polignac unfinished, then New match, Double King, Start: the Polignac match
    was gone (the new match took the autosave), with no word. The setup says the match in progress
    will be kept, and Start keeps it in the saved matches, as a replay already did."""
    from test_ui_frame_support import _drawn
    record, match = played(seed=12)
    app.store.autosave_start(record)
    app.store.autosave_close()
    before = len(app.store.list_matches())
    setup = SetupScene(app, "double_king")
    app.push(setup)
    said = app.t("setup.match_kept", game=app.t("game.polignac"), players=4)
    boxed = _drawn(monkeypatch, "text_in_box", lambda surface, text, *a, **k: text, lambda: app.frame(1 / 60))
    assert said in boxed
    setup.start()
    saved = app.store.list_matches()
    assert len(saved) == before + 1 and saved[0].summary["actions"] == len(record.actions)
    table = app.top
    assert isinstance(table, TableScene) and table.config.game == "double_king"
    # the kept match opens where it was left
    kept, again = app.store.load_match(saved[0].id)
    assert kept.actions == record.actions and again.hands_json() == match.hands_json()
    table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(640, 400), (800, 500), (1280, 720)])
def test_the_setup_says_whole_that_the_match_in_progress_will_be_kept(tmp_path, monkeypatch, size, language):
    """At 800×500 the line read "Votre partie en cours (Polignac, 3 joueurs) sera gard…": it
    has the room from the panels' foot to the window's, and is written whole."""
    from test_ui_frame_support import _drawn
    from test_ui_frame_support import make_app as sized_app
    app = sized_app(tmp_path, size=size, language=language)
    try:
        record, _match = played(seed=12)
        app.store.autosave_start(record)
        app.store.autosave_close()
        app.push(SetupScene(app, "double_king"))
        app.frame(1 / 60)
        said = app.t("setup.match_kept", game=app.t("game.polignac"), players=4)
        setup = app.top
        if size == (640, 400):                      # the line without the game and its players
            said = app.t("setup.match_kept_short")
        wrapped = widgets.wrap(said, app.font("small"), setup.notice_area().w, paragraph=True)   # as text_in_box
        lines = _drawn(monkeypatch, "render", lambda text, *a, **k: text, app.draw)
        assert all(line in lines for line in wrapped), (wrapped, lines)       # every line, the last one too
        assert not [line for line in lines if line.endswith("…") and line[:-1] in said], lines
    finally:
        app.shutdown()


def _practice_on_with_a_match_kept(app, game: str) -> SetupScene:
    """The new match's set-up of ``game``, a Polignac match in progress autosaved, Practice turned on."""
    record, _match = played(seed=12)
    app.store.autosave_start(record)
    app.store.autosave_close()
    setup = SetupScene(app, game)
    app.push(setup)
    app.frame(1 / 60)
    click(app, setup.practice_button)
    return setup


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(640, 400), (800, 500), (1280, 720), (1920, 1080)])
def test_practice_on_still_says_the_match_in_progress_will_be_kept(tmp_path, monkeypatch, size, language):
    """A match in progress, then Practice turned on: the line "your match in progress will be kept
    in the saved matches" gave way to what practice does. Both are said, whole (each in its fewer
    words where the window is small); at 640×400, where the two cannot stand together, that the
    match in progress is kept."""
    from test_ui_frame_support import _drawn
    from test_ui_frame_support import make_app as sized_app
    app = sized_app(tmp_path, size=size, language=language)
    try:
        setup = _practice_on_with_a_match_kept(app, "double_king")
        assert setup.practice
        t = app.t
        kept = [t("setup.match_kept", game=t("game.polignac"), players=4), t("setup.match_kept_short")]
        helps = [t("setup.practice_help"), t("setup.practice_help_short")]
        boxed = _drawn(monkeypatch, "text_in_box", lambda surface, text, *a, **k: text, app.draw)
        said = [text for text in boxed if any(k in text for k in kept)]
        assert len(said) == 1, boxed
        assert (size == (640, 400)) != any(h in said[0] for h in helps), said
        wrapped = widgets.wrap(said[0], app.font("small"), setup.notice_area().w)
        lines = _drawn(monkeypatch, "render", lambda text, *a, **k: text, app.draw)
        assert all(line in lines for line in wrapped), (wrapped, lines)       # every line, the last one too
    finally:
        app.shutdown()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_practice_s_short_line_names_what_the_table_s_buttons_name(tmp_path, monkeypatch, language):
    """At 800×500 with a match in progress, practice read « Reprises, conseils, revue ; compté à
    part. »: a riddle. Its short form names the take-back and the hints in the words of the
    table's buttons, and says them whole at 800×500 with the match in progress kept."""
    from test_ui_frame_support import _drawn
    from test_ui_frame_support import make_app as sized_app
    app = sized_app(tmp_path, size=(800, 500), language=language)
    try:
        t = app.t
        short = t("setup.practice_help_short").lower()
        assert t("table.btn.take_back").lower() in short and t("table.btn.hint").lower() in short, short
        setup = _practice_on_with_a_match_kept(app, "polignac")
        boxed = _drawn(monkeypatch, "text_in_box", lambda surface, text, *a, **k: text, app.draw)
        [said] = [text for text in boxed if t("setup.practice_help") in text or t("setup.practice_help_short") in text]
        assert setup.fits(said, app.font("small")), said
    finally:
        app.shutdown()


def test_a_new_match_with_nothing_unfinished_keeps_nothing(app):
    before = len(app.store.list_matches())
    setup = SetupScene(app, "polignac")
    app.push(setup)
    assert setup.unfinished is None
    setup.start()
    assert len(app.store.list_matches()) == before and isinstance(app.top, TableScene)
    app.top.close()


class _Recording(pygame.Surface):
    """A surface that remembers where images the shape of a card were drawn on it."""

    def __init__(self, size):
        super().__init__(size, pygame.SRCALPHA)
        self.cards = []

    def blit(self, source, dest, *args, **kwargs):
        rect = super().blit(source, dest, *args, **kwargs)
        w, h = source.get_size()
        if h >= 20 and 0.55 < w / h < 0.8:
            self.cards.append(rect)
        return rect


@pytest.mark.parametrize("game,size", [("polignac", (1280, 720)), ("polignac", (800, 500)),
                                       ("double_king", (1280, 720)), ("double_king", (800, 500))])
def test_the_label_of_a_costly_decision_leaves_the_cards_whole(tmp_path, monkeypatch, game, size):
    """The red label of a costly decision was drawn over the bottom of the person's cards."""
    from game.ui import theme
    app = make_app(tmp_path, size=size)
    try:
        scene = _reviewed(app, game=game, seed=21)
        all_costly(scene)
        for index in scene.judgements:
            scene.step = scene.step_of(index)
            surface = _Recording(app.surface.get_size())
            labels = panels_drawn(monkeypatch, theme.ERROR, lambda s=surface: scene.draw_board(s))
            assert labels and surface.cards
            for label in labels:
                assert label.collidelist(surface.cards) < 0, (label, surface.cards)
    finally:
        app.shutdown()


@pytest.mark.parametrize("language,size", [("fr", (1920, 1080)), ("en", (1280, 720)), ("fr", (800, 500))])
def test_the_review_says_that_it_judges_with_every_card_seen(tmp_path, monkeypatch, language, size):
    """A Polignac newcomer laid aside the two cards the hint advised, and the review listed that
    écart among his costly decisions ("another was better, cost 0.5 point") with nothing to say why
    the hint and the review disagreed: the hint weighs the ways the hidden cards may lie, the review
    judges on the cards as they lay. Under the costly decisions a line says so, clear of the list."""
    app = make_app(tmp_path, size=size, language=language)
    try:
        scene = _reviewed(app, seed=1)           # the person takes jack points: a decision cost him
        assert scene.judgements
        placed = texts_placed(monkeypatch, lambda: scene.draw(app.surface))
        note = app.t("review.hindsight")
        lines = [(text, rect) for text, rect in placed if len(text) > 3 and text in note]
        assert " ".join(text for text, _ in lines).split() == note.split(), placed
        words = [rect for _, rect in lines]
        entries = [box for box, _ in scene.list_rects]
        assert entries and all(scene.side.contains(r) for r in words)
        assert all(r.collidelist(entries) < 0 for r in words)
        assert all(r.top > max(e.bottom for e in entries) for r in words)
    finally:
        app.shutdown()


@pytest.mark.parametrize("game,language", [("polignac", "fr"), ("guinguette", "en")])
def test_a_short_list_s_notes_follow_it(tmp_path, monkeypatch, game, language):
    """At 800×500 with three players and one or two costly decisions, the list stood at the top of
    the side panel and its notes at the foot, half the panel empty between: the notes follow the
    list when it is shown whole, and stay inside the panel."""
    app = make_app(tmp_path, size=(800, 500), language=language)
    try:
        scene = _reviewed(app, game=game, players=3, seed=1)
        all_costly(scene, talk=True)          # a Guinguette player who passed played no card
        first = min(scene.judgements)
        scene.judgements = {first: scene.judgements[first]}       # one costly decision
        placed = texts_placed(monkeypatch, lambda: scene.draw(app.surface))
        note = app.t("review.hindsight")
        words = [rect for text, rect in placed if len(text) > 3 and text in note]
        listed = max(box.bottom for box, _ in scene.list_rects)
        line = app.font("small").get_linesize()
        assert words and all(scene.side.contains(r) for r in words)
        assert listed < min(r.top for r in words) <= listed + 2 * line, (listed, words, scene.side)
    finally:
        app.shutdown()


@pytest.mark.parametrize("game,seed,size", [("double_king", 21, (640, 400)), ("polignac", 4, (640, 400)),
                                            ("double_king", 21, (800, 500))])
def test_every_costly_decision_comes_into_sight_in_a_short_window(tmp_path, monkeypatch, game, seed, size):
    """At 640×400 the list of costly decisions showed the first four of a Double King deal's and a
    "…" over the note under them: the fifth, that deal's costliest (9 points), could not be seen or
    clicked. The list shows the decision of the trick on the board, "…" where others lie above or
    below it, clear of the note; the wheel over the list moves it."""
    app = make_app(tmp_path, size=size)
    try:
        scene = _reviewed(app, game=game, seed=seed)
        all_costly(scene)          # a list as long as a deal's can be
        judged = sorted(scene.judgements)
        note_top = None
        cut = False
        for index in judged:
            scene.step = scene.step_of(index)
            placed = texts_placed(monkeypatch, lambda: scene.draw(app.surface))
            note = app.t("review.hindsight")
            note_top = min(rect.top for text, rect in placed if len(text) > 3 and text in note)
            shown = [i for _, i in scene.list_rects]
            assert index in shown
            assert shown == judged[judged.index(shown[0]):judged.index(shown[0]) + len(shown)]
            assert all(scene.side.contains(box) and box.bottom <= note_top for box, _ in scene.list_rects)
            dots = [rect for text, rect in placed if text == "…"]
            assert len(dots) == (shown[0] != judged[0]) + (shown[-1] != judged[-1])
            assert all(rect.bottom <= note_top for rect in dots)
            cut = cut or len(shown) < len(judged)
        if (game, size) == ("double_king", (640, 400)):
            assert cut, "the list fitted: the test shows nothing"
            scene.step = 0
            scene.draw(app.surface)
            top = [i for _, i in scene.list_rects]
            monkeypatch.setattr(pygame.mouse, "get_pos", lambda: scene.side.center)
            for _ in range(len(judged)):
                scene.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
                scene.draw(app.surface)
            assert [i for _, i in scene.list_rects][-1] == judged[-1] and top[-1] != judged[-1]
    finally:
        app.shutdown()


@pytest.mark.parametrize("width", [120, 200, 320, 480, 2000])
def test_a_code_cut_into_lines_keeps_its_hyphens(app, width):
    """A code wrapped on screen lost the hyphen where it was cut ("…FTYGS" / "NGCDK…")."""
    record, _ = played(seed=21)
    code = encode(deal_of_record(record, 1))
    font = app.font("body")
    lines = learn.code_lines(code, font, width)
    assert "".join(lines) == code
    assert all(line.endswith("-") for line in lines[:-1])
    assert all(font.size(line)[0] <= width for line in lines if "-" in line[:-1])


@pytest.mark.parametrize("seat", [1, 2, 3, 4])
def test_a_replay_in_another_seat_seats_no_name_twice(app, monkeypatch, seat):
    """Replaying a saved five-player Polignac deal in Hortense's seat sat two Anatoles: the
    person's own seat of the match, now a computer's, took the default name of its new place."""
    from game.ui.config import default_seats
    record, _ = played(players=5, seed=6)
    spec = deal_of_record(record, 1)
    names = [s["name"] for s in default_seats(5)]         # Vous, Ernestine, Anatole, Hortense, Barnabé
    started = []
    monkeypatch.setattr(learn, "start_replay", lambda app, config, table=None: started.append(config))
    scene = learn.SeatScene(app, spec, encode(spec), "replay", names=names)
    app.push(scene)
    scene.start(seat % spec.players)
    seated = [s["name"] for s in started[-1].seats]
    assert len(set(seated)) == len(seated), seated
    assert started[-1].seats[0]["kind"] == "person"


def test_a_deal_from_a_code_seats_no_computer_under_the_person_s_name(app, monkeypatch):
    """A deal played from a code seats the salon's names by seat: a person named Ernestine sat
    with a computer Ernestine. The computer takes a name nobody at the table bears."""
    from game.ui.config import MatchConfig
    record, _ = played(players=4, seed=6)
    spec = deal_of_record(record, 1)
    started = []
    monkeypatch.setattr(learn, "start_replay", lambda app, config, table=None: started.append(config))
    person = {"name": "ernestine", "kind": "person", "level": "amateur"}
    table = type("Table", (), {"config": MatchConfig("polignac", 4, {}, [person], seed=1, dealer=0),
                               "record": None, "match": None})()
    scene = learn.SeatScene(app, spec, encode(spec), "replay", table=table)
    app.push(scene)
    scene.start(0)
    seated = [s["name"] for s in started[-1].seats]
    assert seated[0] == "ernestine" and "Ernestine" not in seated[1:], seated
    assert len({name.casefold() for name in seated}) == 4, seated


def test_a_deal_from_a_code_seats_the_person_under_the_name_he_plays_under(app, monkeypatch):
    """Named "Marie" at the setup, the person played a deal from a code as "Vous": he sits there
    under the name he last played the game under, as a new match's setup offers it."""
    app.settings.set_game("polignac", player_name="Marie")
    record, _ = played(players=4, seed=6)
    spec = deal_of_record(record, 1)
    started = []
    monkeypatch.setattr(learn, "start_replay", lambda app, config, table=None: started.append(config))
    scene = learn.SeatScene(app, spec, encode(spec), "replay")
    app.push(scene)
    scene.start(2)
    assert started[-1].seats[0] == {"name": "Marie", "kind": "person", "level": "amateur"}
    assert SetupScene(app, "polignac").name == "Marie"


def test_a_match_resumed_from_the_saves_and_left_untouched_is_not_saved_twice(app):
    """Played in a window: a saved match resumed, then New match, Start: the saved matches held it
    twice ("Polignac · 3" at 01:34 and 01:36, the same points). A match already saved as it stands
    is not saved again; played on, it is kept as it now stands."""
    record, match = played(seed=12)
    entry = app.store.save_match(record, "Polignac · 1", match)
    kept, again = app.store.load_match(entry.id)
    app.store.autosave_start(kept)                     # resumed: the autosave follows it
    app.store.autosave_close()
    setup = SetupScene(app, "polignac")
    app.push(setup)
    setup.start()
    assert [e.id for e in app.store.list_matches()] == [entry.id]
    app.top.close()
    # played on after it was resumed: the match as it now stands is kept beside the old save
    record, match = played(seed=12, upto=2)
    app.store.autosave_start(record)
    app.store.autosave_close()
    setup = SetupScene(app, "polignac")
    app.push(setup)
    setup.start()
    assert len(app.store.list_matches()) == 2
    app.top.close()


def general_record():
    """A Polignac deal whose seat 0 holds every king and queen, takes every trick, and once the
    last jack has fallen attempts the général and asks for favour (refused by all)."""
    mine = ["KS", "KH", "KD", "KC", "QS", "QH", "QD", "QC"]
    rest = ["AH", "8D", "9C", "TD", "JS", "7S", "JC", "8H", "9H", "JD", "7C", "AD", "9S", "TH", "TC", "8C",
            "AS", "TS", "9D", "7H", "8S", "7D", "AC", "JH"]
    hands = [mine, rest[:8], rest[8:16], rest[16:]]
    record = MatchRecord.new("polignac", 4, {}, 3, 3, seats(4), deals=[{"hands": hands}])
    match = record.start()
    while match.deal == 1 and not match.match_over:
        seat, legal = match.to_act, match.legal_actions()
        kinds = [a.to_json() for a in legal]
        action = next((a for a in kinds if a.get("choice") == "ask" or a.get("answer") is False
                       or a.get("card", "").startswith("J")), kinds[0])        # the jacks out early
        match.apply_json(seat, action)
        record.add(seat, action)
    return record


def test_the_review_shows_a_general_at_the_trick_that_called_for_it(app, monkeypatch):
    """Polignac's général is decided once the last jack has fallen: the review showed "Ask for
    favour" and three lower-case "refuse the favour" over the hands as dealt, as if said before
    the first card. They belong to the trick after which they were said, each with a capital."""
    record = general_record()
    told = learn.story(record, 1)
    assert told.talk == []
    called = next(k for k, trick in enumerate(told.tricks, 1) if trick.said)
    assert [told.actions[i]["type"] for i in told.tricks[called - 1].said] == ["general"] + ["favour"] * 3
    scene = ReviewScene(app, record, 1, 0, use_process=False)
    app.push(scene)
    ask, refuse = app.t("pol.general.ask"), app.t("hint.action.favour_no")
    scene.step = 0
    drawn = texts_drawn(monkeypatch, lambda: app.frame(0.0, []))
    assert ask not in drawn and refuse[0].upper() + refuse[1:] not in drawn
    scene.step = called
    drawn = texts_drawn(monkeypatch, lambda: app.frame(0.0, []))
    after = [app.t("review.said_after", said=word) for word in (ask, refuse[0].upper() + refuse[1:])]
    assert after[0] in drawn and drawn.count(after[1]) == 3, drawn
    assert scene.step_of(told.tricks[called - 1].said[0]) == called
    # a costly decision's label, under the row and in the list, begins with a capital too
    label = scene.decision_text({"played": {"type": "favour", "answer": False},
                                 "best": {"type": "favour", "answer": True}, "cost": 1.0, "exact": True})
    assert label.startswith(refuse[0].upper() + refuse[1:]), label


def test_the_review_shows_each_hand_in_the_order_the_table_held_it(app, monkeypatch):
    """The review laid the hands out in the engine's order (spades, hearts, diamonds, clubs),
    the table in alternating colours (spades, hearts, clubs, diamonds): the person's own hand
    looked shuffled. Both hold it the table's way now."""
    from game.ui.cards import ART
    from game.ui.table.stage import sort_hand
    record = general_record()
    dealt = learn.story(record, 1).dealt[0]
    from game.engine import game_module
    held = sort_hand(dealt, game_module("polignac").RANK_ORDER)
    assert held != dealt
    scene = ReviewScene(app, record, 1, 0, use_process=False)
    app.push(scene)
    drawn = []
    face = ART.face
    monkeypatch.setattr(ART, "face", lambda code, *a, **k: drawn.append(code) or face(code, *a, **k))
    app.frame(0.0, [])
    assert drawn[:8] == held, drawn


@pytest.mark.parametrize("size", [(700, 1000), (1280, 1024), (800, 500), (1280, 720)])
def test_the_review_s_cards_lie_within_its_board(tmp_path, size):
    """In a tall window (700×1000) the review's rows grew tall and its cards with them: the trick's
    cards ran over the board's edge and under the list of costly decisions, and its buttons were
    twice their height. The cards are no wider than the trick's column; margins and buttons are
    sized as the type is."""
    from game.ui import theme
    app = make_app(tmp_path, size=size, language="en")
    try:
        app.push(TitleScene(app))
        app.frame(0.0, [])
        record, _ = played(seed=21)
        scene = ReviewScene(app, record, 1, 0, use_process=False)
        app.push(scene)
        app.frame(0.0, [])
        wait_for(app, scene)
        scene.step = 2
        drawn = []
        real_blit = pygame.Surface.blit

        class Spy(pygame.Surface):
            def blit(self, source, dest, *args, **kwargs):
                rect = real_blit(self, source, dest, *args, **kwargs)
                w, h = source.get_size()
                if h > 20 and abs(w / h - theme.CARD_RATIO) < 0.05:      # a card's face
                    drawn.append(pygame.Rect(rect))
                return rect
        surface = Spy(size)
        scene.draw_board(surface)
        assert drawn and all(scene.board.contains(r) for r in drawn), (scene.board, drawn)
        assert scene.next_button.rect.h <= max(theme.BUTTON_MIN_PX, theme.text_height(size) * theme.BUTTON_HEIGHT)
    finally:
        app.shutdown()


def test_the_review_names_an_ecart_s_cards_as_the_hand_held_them(app, monkeypatch):
    """The dealer's écart was named in the review in the order it was recorded ("Lay aside Q♠,
    K♠" beside a hand laid out K♠ Q♠): it is named as the hand shows them, as the table's hint."""
    from game.engine import game_module
    from game.ui.hints import action_text
    from game.ui.table.stage import sort_hand
    app.settings["language"] = "en"
    record = MatchRecord.new("polignac", 3, {"leftover_method": "dealer_ecart"}, 2, 0, seats(3))
    match = record.start()
    assert match.phase == "ecart" and match.to_act == 0
    held = sort_hand(list(match.view(0).hand), game_module("polignac").RANK_ORDER)
    aside = [c for c in held if c[0] != "J"][:2][::-1]           # recorded against the hand's order
    while match.deal == 1 and not match.match_over:
        seat = match.to_act
        action = {"type": "ecart", "cards": aside} if match.phase == "ecart" else \
            match.legal_actions()[0].to_json()
        match.apply_json(seat, action)
        record.add(seat, action)
    scene = ReviewScene(app, record, 1, 0, use_process=False)
    app.push(scene)
    scene.step = 0
    in_order = action_text({"type": "ecart", "cards": aside[::-1]}, "en")
    drawn = texts_drawn(monkeypatch, lambda: app.frame(0.0, []))
    assert in_order[0].upper() + in_order[1:] in drawn, drawn
    ecart = {"type": "ecart", "cards": aside}
    label = scene.decision_text({"played": ecart, "best": ecart, "cost": 1.0, "exact": True})
    assert in_order[1:] in label and action_text(ecart, "en")[1:] not in label, label


def _faces_at(monkeypatch, scene, step):
    """The heights of the card faces the review's board draws at ``step``, the rectangles of the
    cards and of the texts it places there."""
    from game.ui.cards import ART
    scene.step = step
    heights = []
    face = ART.face
    monkeypatch.setattr(ART, "face", lambda code, h, *a, **k: heights.append(h) or face(code, h, *a, **k))
    surface = _Recording(scene.app.surface.get_size())
    placed = texts_placed(monkeypatch, lambda: scene.draw_board(surface))
    monkeypatch.undo()
    return heights, surface.cards, placed


@pytest.mark.parametrize("game,players,seed,size,language", [
    ("guinguette", 8, 58, (1920, 1080), "fr"), ("guinguette", 8, 58, (1280, 720), "en"),
    ("guinguette", 8, 58, (800, 500), "fr"), ("guinguette", 8, 113, (800, 500), "en"),
    ("polignac", 3, 21, (1280, 720), "fr"), ("polignac", 4, 21, (800, 500), "en"),
    ("double_king", 4, 21, (1920, 1080), "fr"), ("double_king", 4, 21, (800, 500), "fr")])
def test_the_hands_as_dealt_use_the_board_s_room(tmp_path, monkeypatch, game, players, seed, size, language):
    """At eight Guinguette seats, 1920×1080, the review's first step drew every hand as dealt with
    cards 34 pixels tall, their indices overlapping, two thirds of the board empty, under a seat's
    long talk ("Remuer en remettant 10♠ au talon · …") and over the label of a costly decision; the
    next step showed the trick's hands in readable 80-pixel cards. The hands as dealt are as large
    as the trick's where the room allows, the words beside them or above them, clear of every card,
    within the board."""
    from game.ui import theme
    app = make_app(tmp_path, size=size, language=language)
    try:
        app.push(TitleScene(app))
        scene = _reviewed(app, game, players, seed=seed)
        assert scene.story.tricks
        if (game, seed) == ("guinguette", 58):         # its talk holds a costly decision (say the review finds it)
            all_costly(scene, talk=True)
        dealt, cards, placed = _faces_at(monkeypatch, scene, 0)
        trick, _, _ = _faces_at(monkeypatch, scene, 1)
        row_h = scene.board.inflate(-16, -12).h // players
        # as large as the trick's, but for a few pixels the talk and its label take under the
        # person's cards where the seats lie in two columns
        assert min(dealt) >= min(trick) * 0.9, (min(dealt), min(trick))
        assert min(dealt) >= min(row_h * 0.6, scene.board.h * 0.18), (min(dealt), row_h)
        assert cards and all(scene.board.contains(card) for card in cards)
        texts = [(text, rect) for text, rect in placed if text]
        assert all(scene.board.contains(rect) for _, rect in texts), texts
        assert all(rect.collidelist(cards) < 0 for _, rect in texts), [t for t, r in texts if r.collidelist(cards) >= 0]
        said = scene.words_of(None)[0]
        for words in said.values():                    # what each seat decided, written
            assert any(words.split(" ")[0] in text for text, _ in texts), (words, texts)
        if (game, seed) == ("guinguette", 58):         # a costly decision marked in the talk: whole,
            # or where whole lines under the cards would leave them too small to read, on a line in
            # fewer words (without its cost, or the better choice alone), cut at a space at worst
            mark = scene.marks_of(None)[0] if scene.marks_of(None) else ""
            forms = [mark] + ([scene.marks_of(None, priced=False)[0], scene.marks_of(None, best_only=True)[0]]
                              if mark else [])
            cut = [text for text, _ in texts if len(text) > 15 and text != mark and
                   any(form.startswith(text.removesuffix("…").rstrip("\u00a0 ")) for form in forms)]
            assert mark and (mark in " ".join(text for text, _ in texts) or cut), texts
            assert not cut or min(dealt) >= theme.CARD_READABLE_PX - 1, min(dealt)
    finally:
        app.shutdown()


@pytest.mark.parametrize("size", [(800, 500), (1280, 720)])
def test_what_eight_seats_said_lies_beside_their_cards_and_leaves_them_their_size(tmp_path, monkeypatch, size):
    """At eight Polignac seats in 800×500, "After the trick: refuse the favour" written above each
    row of the review left its four cards 20 pixels tall, their corners unreadable, with half the
    row empty beside them. Where every row has room, what a seat said follows its cards on their
    line, and the cards keep the height of a row without it."""
    from test_ui_frame_support import texts_placed

    from game.ui.cards import ART
    app = make_app(tmp_path, size=size)
    app.push(TitleScene(app))
    record, _ = played("polignac", 8, seed=3)
    told = learn.story(record, 1)
    step = next(k for k, trick in enumerate(told.tricks, 1) if trick.said)
    scene = ReviewScene(app, record, 1, 0, use_process=False)
    app.push(scene)
    scene.step = step
    heights = []
    face = ART.face
    monkeypatch.setattr(ART, "face", lambda code, h, *a, **k: heights.append(h) or face(code, h, *a, **k))
    placed = texts_placed(monkeypatch, lambda: app.frame(0.0, []))
    said = [(text, rect) for text, rect in placed if text.startswith(app.t("review.said_after", said="")[:8])]
    assert said, placed
    row_h = scene.board.inflate(-16, -12).h // 8
    assert min(heights) >= row_h * 0.6, (min(heights), row_h)
    names = [rect for text, rect in placed if text in {scene.seat_name(seat) for seat in range(8)}]
    for _text, rect in said:          # after the cards, or in two columns after the name, on its line
        assert rect.left > scene.board.x + scene.board.w * 0.17 + 3 * min(heights) * 0.6 or \
            any(abs(rect.centery - name.centery) <= 3 and rect.left > name.right for name in names), rect
    app.shutdown()


@pytest.mark.parametrize("size,language,seed,least", [((800, 500), "fr", 58, 55), ((800, 500), "en", 113, 55),
                                                     ((640, 400), "fr", 58, INDEX_WHOLE_PX),
                                                     ((640, 400), "en", 113, INDEX_WHOLE_PX)])
def test_eight_seats_in_a_small_window_show_cards_large_enough_to_read(tmp_path, monkeypatch, size, language,
                                                                       seed, least):
    """At eight Guinguette seats in 800×500 the review drew every hand and the trick's cards 36
    pixels tall, one seat under the other, their rank and suit hard to make out (28 pixels in
    640×400). The seats lie in two columns of four there, each card at least 55 pixels tall in
    800×500, every card's corner in sight, no word over a card or another word, every name whole,
    all within the board. In 640×400 the cards were still 30 to 44 pixels tall, their corner index
    under its least size, and the label of a costly decision cut mid-figure ("7♣ : mieux valait 3♣
    (coût 1…"): the board is drawn tight there, who takes the trick said in the footer ("Pli 1 sur
    4 · vous le faites"), the rows' gaps the least, the hands as dealt under two lines of talk at
    most, the label without its cost (the list beside says it) where whole it takes two lines; the
    cards are INDEX_WHOLE_PX (45) tall at least, no label cut."""
    app = make_app(tmp_path, size=size, language=language)
    try:
        app.push(TitleScene(app))
        scene = _reviewed(app, "guinguette", 8, seed=seed)
        for step in range(scene.steps):
            heights, cards, placed = _faces_at(monkeypatch, scene, step)
            assert cards and min(heights) >= least, (step, min(heights))
            texts = [(text, rect) for text, rect in placed if text]
            assert all(scene.board.contains(rect) for rect in cards + [rect for _, rect in texts])
            for k, card in enumerate(cards):          # only a hand's cards lie on one another, fanned
                for other in cards[k + 1:]:
                    if card.colliderect(other):
                        assert card.top == other.top and abs(card.x - other.x) >= card.w * 0.4, (card, other)
            for k, (text, rect) in enumerate(texts):
                assert rect.collidelist(cards) < 0, (step, text)
                assert not [other for other, r in texts[k + 1:] if r.colliderect(rect)], (step, text)
            for seat in range(8):
                assert scene.seat_name(seat) in [text for text, _ in texts], (step, seat)
            trick = scene.story.tricks[step - 1] if step else None
            for mark in scene.marks_of(trick).values():     # a costly decision's label: never cut
                assert not [text for text, _ in texts if text.endswith("…") and mark.startswith(text[:-1])], mark
            if trick is not None and trick.winner is not None:     # who takes it: over the board, or in the footer
                plain, footer = app.t("review.step_trick", n=step, total=len(scene.story.tricks)), scene.step_text()
                assert winner_text(app, trick.winner == 0, scene.seat_name(trick.winner)) in [t for t, _ in texts] \
                    or footer.startswith(plain) and footer != plain and \
                    (trick.winner == 0 or scene.seat_name(trick.winner) in footer), (step, footer)
    finally:
        app.shutdown()


def test_a_match_of_several_rounds_numbers_its_deals_as_its_rounds_count_them(app, monkeypatch):
    """In the second round of a Double King match of two, the bar says "Round 2/2 · Deal 1/20"
    where the log wrote "Deal 21 · dealer: …", the saved match's deals "Double King, deal 21" and
    its review "Review — Double King, deal 21". Each counts the deal in its round, as the bar does."""
    from game.ui import i18n
    app.settings["language"] = "en"
    record, match = played("double_king", upto=21, options={"rounds": 2})
    assert (match.round, match.deal_in_round) == (2, 2)
    assert learn.DealMenuScene(app, record, 21).title == "Double King, deal 1 (round 2)"
    assert learn.DealMenuScene(app, record, 20).title == "Double King, deal 20 (round 1)"
    review = ReviewScene(app, record, 21, 0, use_process=False)
    app.push(review)
    assert "Review — Double King, deal 1 (round 2)" in texts_drawn(monkeypatch, app.draw)
    app.pop()
    table = TableScene.from_record(app, record)
    try:
        headings = [i18n.now(text) for kind, _, text in table.model.log.entries if kind == "deal"]
        assert headings[-1].startswith("Deal 2 (round 2) · dealer"), headings
    finally:
        table.close()
    one_round, _ = played("double_king", upto=3)
    assert learn.DealMenuScene(app, one_round, 3).title == "Double King, deal 3"


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(640, 400), (800, 500), (1280, 720)])
@pytest.mark.parametrize("clipboard", [True, False])
def test_copying_a_code_moves_nothing_under_the_pointer(tmp_path, monkeypatch, size, language, clipboard):
    """A click on "Copier le code" added "Copié." under the code: the panel grew by a line (two for
    "No clipboard here…") and, centred, moved its buttons under the pointer. The room for the
    longest of those words is kept from the start: the panel and its buttons stay where they were,
    and the words are written whole."""
    app = make_app(tmp_path, size=size, language=language)
    record, _ = played(seed=5)
    spec = deal_of_record(record, 1)
    scene = learn.CodeScene(app, encode(spec), spec, record)
    app.push(scene)
    app.frame(0.0, [])
    monkeypatch.setattr(learn, "clipboard_put", lambda text: clipboard)
    panel = pygame.Rect(scene.panel.rect)
    before = [pygame.Rect(b.rect) for b in scene.buttons]
    copy = scene.buttons[0]
    assert copy.label == app.t("learn.copy")
    click(app, copy)
    said = app.t("learn.copied" if clipboard else "learn.no_clipboard")
    assert scene.status == said
    assert scene.panel.rect == panel and [b.rect for b in scene.buttons] == before
    drawn = texts_drawn(monkeypatch, app.draw)
    width = scene.panel.rect.w - 2 * max(10, int(size[1] * 0.03))
    assert all(line in drawn for line in widgets.wrap(said, app.font("body"), width)), drawn
    app.shutdown()


@pytest.mark.parametrize("language,words", [("fr", "le choix du conseil d’après vos cartes"),
                                            ("en", "the hint’s choice from your cards")])
def test_a_costly_decision_the_hint_advised_says_so(tmp_path, language, words):
    """The review listed the cards a newcomer played on the hint's advice as costly, nothing
    beside them saying so: such a line says it was the hint's choice from his cards, and that with
    every card seen another was better; the others read as before, and so does the line under his
    cards on the board."""
    app = make_app(tmp_path)
    app.settings["language"] = language
    try:
        scene, first = _double_king_review(app)
        other = next((d for d in scene.judgements.values() if d["index"] != first["index"]), None)
        scene.followed = frozenset({first["index"]})
        assert words in scene.decision_text(first)
        if other is not None:
            assert words not in scene.decision_text(other)
        # under the cards on the board, where its room is a line (it was cut there), without it
        trick = next(trick for trick in scene.story.tricks if first["index"] in trick.indices)
        assert words not in scene.marks_of(trick)[scene.seat]
    finally:
        app.shutdown()


@pytest.mark.parametrize("language, dealt", [("fr", "Mains données"), ("en", "As dealt")])
def test_the_review_s_first_page_says_the_hands_are_as_dealt_and_what_a_stir_drew(app, monkeypatch, language,
                                                                                  dealt):
    """A Guinguette review, French: its first page read "Avant le premier pli" over the hands as
    dealt, before any stir: the card a seat put back into the talon showed in its hand, and it
    looked as if it revoked later. The page says the hands are as dealt, as the English did, and
    beside a seat that stirred, which card each stir put back and which it drew."""
    from game.ui.hints import card_text
    app.settings["language"] = language
    record, _ = played(game="guinguette", players=4, seed=9)
    scene = ReviewScene(app, record, 1, 0, use_process=False)
    app.push(scene)
    told = scene.story
    stirs = [i for i in told.talk if told.actions[i].get("move") == "remue"]
    assert len(stirs) == 2 and {told.actions[i]["seat"] for i in stirs} == {0}
    texts = texts_drawn(monkeypatch, app.draw)
    assert dealt in texts
    words = " ".join(texts).replace("\u00a0", " ")
    match = record.start()                  # each stir's draw, as the deal made it
    for i, entry in enumerate(record.actions[:stirs[-1] + 1]):
        before = set(match.hands_json()[entry["seat"]])
        match.apply_json(entry["seat"], {k: v for k, v in entry.items() if k != "seat"})
        if i in stirs:
            put = entry["card"]
            drawn = (set(match.hands_json()[entry["seat"]]) - (before - {put})).pop()
            said = app.t("review.stir_drew", put=card_text(put, language),
                         card=card_text(drawn, language)).replace("\u00a0", " ")
            assert card_text(drawn, language) in said and i18n.capitalised(said) in words, (said, words)


def _seat_scene_started(app, monkeypatch, players=5, **kw):
    """A "Whose cards?" panel for a Polignac deal of ``players`` seats, and the list its starts fill."""
    record, _ = played(players=players, seed=6)
    spec = deal_of_record(record, 1)
    started: list = []
    monkeypatch.setattr(learn, "start_replay", lambda app, config, table=None: started.append(config))
    scene = learn.SeatScene(app, spec, encode(spec), kw.pop("mode", "challenge"), **kw)
    app.push(scene)
    app.frame(0.0, [])
    return scene, started


def _computer_levels(config) -> list:
    return [s["level"] for s in config.seats if s["kind"] == "computer"]


def _level_button(app, scene):
    labels = {app.t("learn.computer_level", level=app.t(f"level.{lv}")) for lv in LEVELS}
    found = [b for b in scene.buttons if b.label in labels]
    assert len(found) == 1, [b.label for b in scene.buttons]
    return found[0]


@pytest.mark.parametrize("seat", [0, 2, 4])
def test_a_deal_from_a_code_for_more_seats_than_the_last_setup_seats_its_usual_level(app, monkeypatch, seat):
    """Four Experts at the last Polignac setup, then a code for five seats: the fifth seat sat an
    Amateur beside three Experts (and the person's own seat, given to a computer, an Amateur too).
    Every computer seat takes the level most of the last setup's have."""
    app.settings.set_game("polignac", players=4, levels=["expert"] * 3)
    scene, started = _seat_scene_started(app, monkeypatch)
    scene.start(seat)
    assert _computer_levels(started[-1]) == ["expert"] * 4


def test_whose_cards_chooses_the_computer_players_level(app, monkeypatch):
    """"Whose cards?" gave no way to choose the computer seats' level: one entry shows it and a
    click goes round the setup's levels; every computer seat plays at the level shown."""
    app.settings.set_game("polignac", players=4, levels=["expert"] * 3)
    scene, started = _seat_scene_started(app, monkeypatch)
    assert _level_button(app, scene).label == app.t("learn.computer_level", level=app.t("level.expert"))
    for level in [*LEVELS[LEVELS.index("expert") + 1:], *LEVELS[:LEVELS.index("expert") + 1]]:
        click(app, _level_button(app, scene))
        assert app.top is scene
        assert _level_button(app, scene).label == app.t("learn.computer_level", level=app.t(f"level.{level}"))
        scene.start(1)
        assert _computer_levels(started[-1]) == [level] * 4


def test_a_replay_from_a_deal_keeps_its_seats_levels_till_the_level_is_changed(app, monkeypatch):
    """A replay of a played deal seats each computer at its level in the match; the level entry
    says them, and once changed, sets every computer seat's."""
    levels = [None, "debutant", "expert", "debutant", "maitre"]
    scene, started = _seat_scene_started(app, monkeypatch, mode="replay", levels=levels)
    scene.start(0)
    assert _computer_levels(started[-1]) == levels[1:]
    mixed = scene.buttons[scene.spec.players].label
    assert all(app.t(f"level.{lv}") in mixed for lv in ("debutant", "expert", "maitre")), mixed
    click(app, scene.buttons[scene.spec.players])
    scene.start(3)
    assert _computer_levels(started[-1]) == [LEVELS[0]] * 4


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(640, 400), (800, 500)])
def test_whose_cards_with_its_level_fits_a_small_window(tmp_path, monkeypatch, size, language):
    """Six seats, the level entry and Back, with the match kept said: every button in the panel,
    the panel in the window, each level's label written whole."""
    app = make_app(tmp_path, size=size, language=language)
    try:
        app.push(TitleScene(app))
        record, _match = played(seed=12)
        app.store.autosave_start(record)
        app.store.autosave_close()
        scene, _started = _seat_scene_started(app, monkeypatch, players=6)
        window = pygame.Rect((0, 0), size)
        assert window.contains(scene.panel.rect)
        assert all(scene.panel.rect.contains(b.rect) for b in scene.buttons)
        button = _level_button(app, scene)
        room = button.rect.w - 2 * widgets.radius_for(size[1])
        for level in LEVELS:
            label = app.t("learn.computer_level", level=app.t(f"level.{level}"))
            assert app.font("body").size(label)[0] <= room, (label, room)
    finally:
        app.shutdown()


def _panels_over_the_title(app, case: str) -> list:
    """The panels a person opens one over another, from the title (the last on top)."""
    from game.ui.scenes.lesson import LessonsScene
    record, _ = played(seed=21)
    spec = deal_of_record(record, 1)
    if case == "lessons":
        return [learn.LearnScene(app), LessonsScene(app)]
    if case == "seat":
        return [learn.LearnScene(app), learn.PlayCodeScene(app), learn.SeatScene(app, spec, encode(spec), "challenge")]
    return [learn.DealMenuScene(app, record, 1), learn.CodeScene(app, encode(spec), spec, record)]


@pytest.mark.parametrize("language,size", [("fr", (1280, 720)), ("en", (800, 500))])
@pytest.mark.parametrize("case", ["lessons", "seat", "code"])
def test_a_panel_over_a_panel_shows_as_one_panel(app, language, size, case):
    """The lessons' list opened from "Learn" stood over the Learn panel, whose edge showed round
    it, the title dimmed twice: two panels stacked. What a person sees is the top panel over the
    title alone, as if the panels beneath it were not there."""
    app.settings["language"] = language
    app.resize(size)
    app.replace(TitleScene(app))           # the title in that language

    def seen(panels) -> bytes:
        for panel in panels:
            app.push(panel)
        app.frame(0.0, [])
        app.draw()
        shot = pygame.image.tobytes(app.surface, "RGB")
        for _panel in panels:
            app.pop()
        return shot
    stacked = _panels_over_the_title(app, case)
    assert seen(stacked) == seen(stacked[-1:])


@pytest.mark.parametrize("language,seed", [("fr", 58), ("en", 113)])
def test_what_a_seat_said_cut_over_the_hands_as_dealt_shows_whole_under_the_pointer(tmp_path, monkeypatch,
                                                                                      language, seed):
    """At eight Guinguette seats in 640×400 the hands as dealt keep two lines of what a seat said
    (its cards were 30 pixels tall under the four lines of the person's stirs), the second cut (at
    a space):
    the stirs are said nowhere else, so the pointer over that line shows them whole, in the board."""
    app = make_app(tmp_path, size=(640, 400), language=language)
    try:
        app.push(TitleScene(app))
        scene = _reviewed(app, "guinguette", 8, seed=seed)
        scene.step = 0
        said = scene.words_of(None)[0].values()
        cut = [(rect, text) for line, rect in texts_placed(monkeypatch, lambda: app.frame(0.0, []))
               if line.endswith("…") for text in said                     # (cut at a space: "… tiré …")
               if line[:-1].rstrip("\xa0 ").split(" · ")[-1] in text and len(line) > 8]
        assert cut, said
        rect, text = cut[0]
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: rect.center)
        placed = texts_placed(monkeypatch, lambda: app.frame(0.0, []))
        lines = widgets.wrap(text, app.font("small"), scene.board.w - 20)
        shown = [r for said, r in placed if said in lines]
        assert len(shown) >= len(lines) and all(scene.board.contains(r) for r in shown), (lines, placed)
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (1, 1))
        assert not [said for said, _ in texts_placed(monkeypatch, lambda: app.frame(0.0, [])) if said in lines[1:]]
    finally:
        app.shutdown()


@pytest.mark.parametrize("size,then", [((1920, 1080), (1280, 720)), ((640, 400), (1920, 1080))])
def test_the_review_s_board_is_laid_out_once_for_its_window_and_its_costly_decisions(tmp_path, monkeypatch,
                                                                                     size, then):
    """The review's board was laid out anew every frame, twice where drawn tight (eight Guinguette
    seats: every seat's words wrapped and the cards' height searched for, each frame). It is laid
    out once for the window's size and the costly decisions known: frames of a step, and the steps
    gone through (all of them are laid out at once, the one that needs the most room setting the
    cards' height), lay nothing out again; a costly decision judged lays out again the step that
    shows it, and that step only; a new window size, every step once."""
    app = make_app(tmp_path, size=size)
    try:
        scene = _reviewed(app, "guinguette", 8, seed=58)
        scene.judgements = {}                 # none costly yet: one comes below
        app.frame(0.0, [])
        columns: list[tuple] = []           # the board's columns worked out (its layout's heart)
        monkeypatch.setattr(ReviewScene, "columns", lambda self, *a, real=ReviewScene.columns, **k:
                            columns.append(a) or real(self, *a, **k))
        for _ in range(3):
            app.frame(0.0, [])
        for key in [pygame.K_RIGHT] * scene.steps + [pygame.K_LEFT] * scene.steps:
            post_key(app, key)
            app.frame(0.0, [])
        assert columns == [], len(columns)
        laid: list[tuple[int, bool]] = []   # the steps laid out, each drawn tight or not
        monkeypatch.setattr(ReviewScene, "step_layout", lambda self, step, tight=False, real=ReviewScene.step_layout:
                            laid.append((step, tight)) or real(self, step, tight))
        decision = next(d for d in scene.result["decisions"] if d["phase"] == "play")
        scene.judgements = {decision["index"]: {**decision, "cost": 2.0, "exact": True}}
        app.frame(0.0, [])
        assert laid and {step for step, _ in laid} == {scene.step_of(decision["index"])}, laid
        assert len(laid) == len(set(laid)) == len(columns), (laid, len(columns))
        laid.clear()
        app.resize(then)
        for _ in range(3):
            app.frame(0.0, [])
        assert {step for step, _ in laid} == set(range(scene.steps)) and len(laid) == len(set(laid)), laid
    finally:
        app.shutdown()


@pytest.mark.parametrize("game,players,seed,size,language,least", [
    ("polignac", 6, 21, (640, 400), "fr", INDEX_WHOLE_PX), ("guinguette", 8, 113, (1280, 720), "fr", 80),
    ("guinguette", 8, 58, (800, 500), "en", 55), ("double_king", 4, 21, (1920, 1080), "en", 150),
    ("guinguette", 3, 3, (800, 500), "fr", 60)])
def test_stepping_through_a_review_never_changes_the_cards_size(tmp_path, monkeypatch, game, players, seed, size,
                                                                 language, least):
    """Six Polignac seats in 640×400: the cards were 56 pixels tall as dealt, 51 at tricks 1 and 3,
    44 at trick 2, where the board alone was drawn tight (who takes the trick said in the footer
    there only); at eight Guinguette seats in 1280×720, 89 as dealt, 99 at the last tricks: the
    board jumped from one step to the next. Whether it is drawn tight and how tall its cards are is
    decided once for the review and the window, by the step that needs the most room: every card
    of every step is as tall, the board tight at every step or at none. (The step that needs the
    most room then sets the cards' height of the whole review: in 640×400 its label is kept to a
    line in fewer words where that makes them taller, its corner index whole, ``least``.)"""
    app = make_app(tmp_path, size=size, language=language)
    try:
        app.push(TitleScene(app))
        scene = _reviewed(app, game, players, seed=seed)
        all_costly(scene, talk=True)          # labels under the person's cards, at some steps only
        heights, tight = set(), set()
        for step in range(scene.steps):
            heights |= set(_faces_at(monkeypatch, scene, step)[0])
            tight.add(scene.tight)
        assert len(heights) == 1 and len(tight) == 1, (heights, tight)
        assert min(heights) >= least, heights
    finally:
        app.shutdown()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("seed", [58, 113])
def test_a_costly_stir_leaves_eight_seats_cards_whose_corner_reads_whole_in_640x400(tmp_path, monkeypatch, seed,
                                                                                     language):
    """Eight Guinguette seats in 640×400, the person's stir judged costly: its label under his hand
    as dealt, under his two lines of talk ("Remuer, 10♠ / remis au talon, 2♠ tiré · Remu…"), left
    every card of the review 42 pixels tall, under the 45 at which a corner's rank and suit read
    whole. What he said keeps a line there, cut at a space (the whole where the pointer rests on
    it); every card of every step is ``INDEX_WHOLE_PX`` tall at least."""
    app = make_app(tmp_path, size=(640, 400), language=language)
    try:
        app.push(TitleScene(app))
        scene = _reviewed(app, "guinguette", 8, seed=seed)
        stirs = [index for index in scene.story.talk if scene.story.actions[index]["seat"] == scene.seat
                 and scene.story.actions[index].get("move") == "remue"]
        assert stirs
        decision = next(d for d in scene.result["decisions"] if d["index"] == stirs[0])
        scene.judgements = {stirs[0]: {**decision, "cost": 1.0, "exact": True}}
        heights = set()
        for step in range(scene.steps):
            faces, _cards, placed = _faces_at(monkeypatch, scene, step)
            heights |= set(faces)
            for text, _rect in placed:           # a figure of what a seat said never cut ("2♠" read "2…")
                assert not (text.endswith("…") and text[-2:-1].isdigit()), (step, text)
        assert min(heights) >= INDEX_WHOLE_PX, heights
        scene.step = 0
        app.frame(0.0, [])
        assert [words for _at, words in scene.cut_talk if words == scene.words_of(None)[0][scene.seat]], \
            scene.cut_talk
    finally:
        app.shutdown()


@pytest.mark.parametrize("size,language,seed", [((800, 500), "fr", 58), ((800, 500), "en", 113),
                                                ((800, 500), "en", 58), ((640, 400), "fr", 113)])
def test_a_costly_decision_s_label_never_cuts_a_figure(tmp_path, monkeypatch, size, language, seed):
    """At eight Guinguette seats in 800×500 the hands as dealt keep a costly decision's label to a
    line under the person's cards (55 pixels tall), and it was cut wherever the line ended: "Stir,
    putting back the 10♠: raise by 1…" for a raise by 12, "…: stir, putting back the 10…" for the
    10♠. On its line the label says less where the whole does not fit (without its cost, which the
    list beside says; then the better choice alone, the seat's words saying what was played), cut
    at a space at worst: a figure it writes is the label's own, whole."""
    from game.ui import theme
    app = make_app(tmp_path, size=size, language=language)
    try:
        app.push(TitleScene(app))
        scene = _reviewed(app, "guinguette", 8, seed=seed)
        mine = [index for index in scene.story.talk if scene.story.actions[index]["seat"] == scene.seat]
        assert mine
        surface = app.surface.copy()
        for best in ({"type": "cabaret", "move": "renvier", "raise": 12}, {"type": "cotillon", "move": "remue",
                                                                          "card": "TS"}):
            for index in mine:
                played_ = {k: v for k, v in scene.story.actions[index].items() if k != "seat"}
                scene.judgements = {index: {"index": index, "played": played_, "best": best, "cost": 12.0,
                                            "exact": True}}
                scene.step = 0
                placed: list = []
                labels = panels_drawn(monkeypatch, theme.ERROR, lambda placed=placed: placed.extend(
                    texts_placed(monkeypatch, lambda: scene.draw_board(surface))))
                lines = [text for text, rect in placed if rect.collidelist(labels) >= 0]
                assert labels and lines, placed
                words = {word.strip(",:()") for word in scene.marks_of(None)[scene.seat].split()}
                for line in lines:
                    figures = [word.strip(",:()…") for word in line.split() if any(c.isdigit() for c in word)]
                    assert all(word in words for word in figures), (line, words)
    finally:
        app.shutdown()


def test_the_review_marks_the_card_led_to_each_trick_as_the_table_does(app, monkeypatch):
    """The review wrote "1st" left of the card led, but the card itself bore none of the table's
    led mark. At each trick's step the card its seat led carries it (and no other card); the hands
    as dealt, with no trick, have none."""
    from game.ui.scenes import review
    record, _ = played(seed=1)
    scene = ReviewScene(app, record, 1, 0, use_process=False)
    app.push(scene)
    app.frame(0.0, [])
    marks: list = []
    real = ReviewScene.draw_played
    led_at: list = []

    def spy(self, surface, shown, seat, topleft):
        real(self, surface, shown, seat, topleft)
        if shown.trick is not None and seat == shown.trick.cards[0][0]:
            led_at.append(pygame.Rect(topleft, (1, 1)))
    monkeypatch.setattr(ReviewScene, "draw_played", spy)
    monkeypatch.setattr(review, "draw_led_mark", lambda surface, centre, h, angle=0.0: marks.append(tuple(centre)))
    for step in range(len(scene.story.tricks) + 1):
        scene.step = step
        marks.clear()
        led_at.clear()
        app.draw()
        if step == 0:
            assert marks == []
            continue
        [corner] = led_at
        [centre] = marks
        size = scene.board_layouts()[1]
        assert centre[0] > corner.x and centre[1] > corner.y and len(marks) == 1, (step, centre, corner, size)
