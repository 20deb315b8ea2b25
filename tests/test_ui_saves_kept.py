"""Nothing a person played is lost when another match takes the autosave's place: resuming a saved
match, a new match, a replay, all keep the unfinished match first (the tester's findings, point 1)."""
from __future__ import annotations

import pytest
from test_ui_frame_support import click, make_app, post_click

from game.store import MatchRecord
from game.ui.scenes.message import MessageScene
from game.ui.scenes.saves import SavesScene
from game.ui.scenes.title import TitleScene
from game.ui.table.scene import TableScene


def seats(players: int) -> list:
    return [{"name": "Anne", "kind": "person", "level": None}] + [
        {"name": f"Ordi {i}", "kind": "computer", "level": "debutant"} for i in range(1, players)]


def played(players: int, seed: int, steps: int):
    """A Polignac record and match after ``steps`` first legal actions."""
    record = MatchRecord.new("polignac", players, {}, seed, 0, seats(players))
    match = record.start()
    for _ in range(steps):
        seat, action = match.to_act, match.legal_actions()[0].to_json()
        match.apply_json(seat, action)
        record.add(seat, action)
    return record, match


@pytest.fixture
def app(tmp_path):
    app = make_app(tmp_path, language="en")
    app.push(TitleScene(app))
    app.frame(0.0)
    yield app
    for scene in list(app.stack):
        if isinstance(scene, TableScene):
            scene.close()
    app.shutdown()


def unfinished_and_a_save(app):
    """A five-player match left unfinished (the one Continue offers) and another match saved by name."""
    going, _ = played(5, seed=3, steps=40)
    app.store.autosave_start(going)
    app.store.autosave_close()
    other, other_match = played(4, seed=8, steps=12)
    app.store.save_match(other, "Sunday", other_match)
    app.top.resume()                      # the title reads the autosave again
    return going, other


def resume_the_save(app, name: str) -> None:
    click(app, app.top.buttons["saves"])
    saves = app.top
    assert isinstance(saves, SavesScene)
    index = [e.name for e in saves.entries].index(name)
    post_click(app, saves.row_rects[index].center)
    click(app, saves.buttons["load"])


def test_resuming_a_saved_match_keeps_the_match_continue_would_have_resumed(app):
    """Menu → Main menu (Continue offers "Polignac, 5 players"), Saved matches, Resume another: the
    unfinished match lived on only in autosave.jsonl.bak, and the next Continue overwrote that too.
    It is kept in the saved matches first, and the person is told under which name."""
    going, other = unfinished_and_a_save(app)
    assert app.top.buttons["continue"].enabled
    resume_the_save(app, "Sunday")
    told = app.top
    assert isinstance(told, MessageScene), "the person is told the match in progress was kept"
    assert isinstance(app.stack[-2], TableScene) and app.stack[-2].record.actions == other.actions
    kept = [e for e in app.store.list_matches() if e.name != "Sunday"]
    assert len(kept) == 1, [e.name for e in app.store.list_matches()]
    record, _ = app.store.load_match(kept[0].id)
    assert record.actions == going.actions and record.players == 5
    assert kept[0].name in told.text and "5\u00a0players" in told.text
    again, _ = app.store.load_autosave()
    assert again.actions == other.actions, "the resumed match is the one autosaved now"


def test_resuming_the_same_match_again_keeps_no_copy(app):
    """Resumed from the saves and left at once, the same match is listed once, as the match in
    progress under its save's name; resumed again it is no new save."""
    _, other = unfinished_and_a_save(app)
    resume_the_save(app, "Sunday")
    app.pop()                              # the message
    app.stack[-1].close()
    app.to_title()
    count = len(app.store.list_matches())
    resume_the_save(app, app.t("saves.in_progress_of", name="Sunday"))
    assert isinstance(app.top, TableScene), "nothing kept, nothing to say"
    assert app.top.record.actions == other.actions
    assert len(app.store.list_matches()) == count


def test_continue_keeps_no_copy_of_the_match_it_continues(app):
    unfinished_and_a_save(app)
    count = len(app.store.list_matches())
    click(app, app.top.buttons["continue"])
    assert isinstance(app.top, TableScene)
    assert len(app.store.list_matches()) == count


def open_saves(app) -> SavesScene:
    click(app, app.top.buttons["saves"])
    saves = app.top
    assert isinstance(saves, SavesScene)
    return saves


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_match_left_unfinished_is_listed_first_in_the_saved_matches_and_opens_where_it_was(app, language):
    """The match left by closing the window was found only by the title's Continue: "Saved
    matches" listed only those saved by name, where a person looked for it. It is listed first,
    as the match in progress, and Resume opens it as Continue does, with no copy of it made."""
    app.settings["language"] = language
    going, _ = unfinished_and_a_save(app)
    saves = open_saves(app)
    assert [e.name for e in saves.entries] == [app.t("saves.in_progress"), "Sunday"]
    assert app.t("saves.in_progress") == {"fr": "Partie en cours", "en": "Match in progress"}[language]
    first = saves.entries[0]
    assert (first.game, first.players) == ("polignac", 5) and first.summary.get("score")
    post_click(app, saves.row_rects[0].center)
    assert not saves.buttons["rename"].enabled and saves.buttons["delete"].enabled
    click(app, saves.buttons["load"])
    table = app.top
    assert isinstance(table, TableScene), app.top
    assert table.record.actions == going.actions and table.match.to_act is not None
    assert [e.name for e in app.store.list_matches()] == ["Sunday"], "no copy kept of the match it continues"


def test_deleting_the_match_in_progress_asks_then_no_continue_offers_it(app):
    """Delete on the match in progress asks as for any save, then it goes: neither the list nor
    the title's Continue offers it any more; the saves by name stay."""
    unfinished_and_a_save(app)
    saves = open_saves(app)
    post_click(app, saves.row_rects[0].center)
    click(app, saves.buttons["delete"])
    confirm = app.top
    assert isinstance(confirm, MessageScene) and app.t("saves.in_progress") in confirm.text
    click(app, confirm.buttons[-1])
    assert app.top is saves and [e.name for e in saves.entries] == ["Sunday"]
    assert not app.store.has_autosave()
    click(app, saves.buttons["back"])
    assert isinstance(app.top, TitleScene) and not app.top.buttons["continue"].enabled


def test_a_deletion_of_the_match_in_progress_the_folder_refuses_is_said(app, monkeypatch):
    """Where the folder refuses to set the match in progress aside, the person is told why, as
    for any save, and it is still listed (and still continued)."""
    unfinished_and_a_save(app)
    saves = open_saves(app)
    folder = app.store.paths.autosave_file
    monkeypatch.setattr(app.store, "autosave_abandon",
                        lambda: PermissionError(13, "Permission denied", folder))
    click(app, saves.buttons["delete"])
    click(app, app.top.buttons[-1])
    message = app.top
    assert isinstance(message, MessageScene) and app.stack[-2] is saves
    assert "Errno" not in message.text and "Permission" not in message.text, message.text
    click(app, message.buttons[0])
    assert saves.entries[0].name == app.t("saves.in_progress") and app.store.has_autosave()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_new_match_over_an_autosave_of_a_newer_version_says_where_it_was_kept(tmp_path, language):
    """Told "left as it is" at start, the newer version's autosave was then replaced by the first
    new match without a word. Over the new table the person reads where it was kept."""
    import json
    import os

    from game.ui.app import startup_checks
    app = make_app(tmp_path, language=language)
    try:
        newer, _ = played(3, seed=5, steps=30)
        paths = app.store.paths
        os.makedirs(paths.state, exist_ok=True)
        with open(paths.autosave_file, "w", encoding="utf-8") as f:
            f.write("".join(json.dumps(line) + "\n" for line in [{**newer.header_json(), "rng_scheme": 99},
                                                                   *newer.actions]))
        startup_checks(app)
        app.push(TitleScene(app))
        app.frame(0.0)
        assert isinstance(app.top, MessageScene)          # "left as it is"
        app.frame(1.0)
        click(app, app.top.buttons[0])
        assert not app.top.buttons["continue"].enabled
        click(app, app.top.buttons["new"])
        click(app, app.top.game_buttons["polignac"])
        click(app, app.top.start_button)
        app.frame(0.0)
        told = app.top
        assert isinstance(told, MessageScene) and isinstance(app.stack[-2], TableScene)
        kept = os.listdir(paths.matches)
        assert len(kept) == 1 and kept[0] in told.text and paths.matches in told.text, told.text
        assert told.title != app.t("message.damaged_title")
        assert told.title == app.t("message.kept_title")
    finally:
        for scene in list(app.stack):
            if isinstance(scene, TableScene):
                scene.close()
        app.shutdown()


def finished_at_the_table(app, game: str, players: int):
    """A match played to its end by first legal actions, resumed at a table: the scene on top
    (its end sheet)."""
    record = MatchRecord.new(game, players, {}, 4, 0, seats(players))
    match = record.start()
    while not match.match_over:
        seat, action = match.to_act, match.legal_actions()[0].to_json()
        match.apply_json(seat, action)
        record.add(seat, action)
    app.push(TitleScene(app))
    app.resume_match(record, match)
    for _ in range(60):
        app.frame(1 / 30)
        if not isinstance(app.top, TableScene):
            break
    return app.top


@pytest.mark.parametrize("game, players", [("polignac", 4), ("guinguette", 3), ("double_king", 4)])
def test_a_finished_match_resumed_opens_its_end_sheet_not_a_frozen_table(tmp_path, game, players):
    """A finished match opened as a table (an autosave that could not be set aside, a save made on the
    last sheet) showed its last deal with nothing to play and no end screen. Its end sheet opens."""
    from game.ui.table.sheets import MatchEndScene
    app = make_app(tmp_path, language="en")
    try:
        sheet = finished_at_the_table(app, game, players)
        assert isinstance(sheet, MatchEndScene) or type(sheet).__name__.endswith("MatchEnd"), type(sheet)
        app.draw()
    finally:
        for scene in list(app.stack):
            if isinstance(scene, TableScene):
                scene.close()
        app.shutdown()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_menu_of_a_finished_match_keeps_its_deals_rather_than_offering_to_resume_and_save(
        tmp_path, language):
    """The table's menu of a finished match offered "Resume" and "Save", as if something were left to
    play. Nothing is, but a finished match's autosave goes: saved, it keeps its deals to review and
    replay from the saved matches. The menu says so: "Back", "Keep its deals", and where they are."""
    from game.ui.scenes.learn import DealMenuScene
    from game.ui.table.sheets import TableMenuScene
    app = make_app(tmp_path, language=language)
    try:
        finished_at_the_table(app, "polignac", 4)
        table = next(s for s in app.stack if isinstance(s, TableScene))
        assert table.match.match_over
        app.pop()                                   # the end sheet put aside: the table under it
        table.open_menu()
        menu = app.top
        assert isinstance(menu, TableMenuScene)
        labels = [b.label for b in menu.buttons]
        assert labels[:2] == [app.t("common.back"), app.t("table.keep_finished")]
        assert app.t("table.resume") not in labels and app.t("table.save") not in labels
        menu.save()
        said = app.top
        assert isinstance(said, MessageScene)
        entry = app.store.list_matches()[0]
        assert entry.name in said.text and app.t("title.saves") in said.text and app.t("saves.deals") in said.text
        deals = DealMenuScene(app, app.store.saves.read(entry.id))
        assert deals.finished()                     # its deals reviewed from the saved matches
    finally:
        for scene in list(app.stack):
            if isinstance(scene, TableScene):
                scene.close()
        app.shutdown()
