"""One match, one entry in Saved matches (a newcomer's find): resumed from the saves, "Double King ·
deal 5" was listed beside "Match in progress", both the same match, and leaving it for a new match
added a third copy, "Double King · deal 8"; he could not tell which was current and might resume
the old one and play its deals again. A save resumed is the match in progress from then on: listed
once, and written back over that same save when another match takes its place."""
from __future__ import annotations

import errno
import os

import pygame
import pytest
from test_ui_frame_support import click, make_app, post_click
from test_ui_saves_kept import played
from test_ui_table_play import clicks_until

from game.store import Paths, Store
from game.ui.scenes.message import MessageScene
from game.ui.scenes.saves import SavesScene
from game.ui.scenes.title import TitleScene
from game.ui.table.scene import TableScene
from game.ui.table.sheets import TableMenuScene


def close_tables(app) -> None:
    for scene in list(app.stack):
        if isinstance(scene, TableScene):
            scene.close()


def at_the_title(tmp_path, lock: bool = False, instant: bool = True):
    """The app started on ``tmp_path``'s folders, at the title (``lock``: holding the single-copy
    lock, as a start does; ``instant``: cards played at once, no pause)."""
    app = make_app(tmp_path, language="en")
    if lock:
        app.store.acquire_lock()
    if instant:
        app.settings["speed"] = "instant"
        app.settings["think_pause_ms"] = 0
    app.push(TitleScene(app))
    app.frame(0.0)
    return app


@pytest.fixture
def app(tmp_path):
    app = at_the_title(tmp_path)
    yield app
    close_tables(app)
    app.shutdown()


def saved(app, name: str | None = None):
    """A match saved at the table as the app names it ("Polignac · deal 3"), or under ``name``, the
    person to play (resumed, nothing is played until he does)."""
    record, match = played(4, seed=5, steps=40)
    while match.to_act != 0:
        seat, action = match.to_act, match.legal_actions()[0].to_json()
        match.apply_json(seat, action)
        record.add(seat, action)
    if name is None:
        return app.store.save_match(record, app.save_name("polignac", match.deal), match, deal=match.deal), record
    entry = app.store.save_match(record, "x", match)
    return app.store.rename_match(entry.id, name), record


def open_saves(app) -> SavesScene:
    if not isinstance(app.top, TitleScene):
        app.to_title()
    app.top.resume()
    click(app, app.top.buttons["saves"])
    assert isinstance(app.top, SavesScene)
    return app.top


def resume(app, label: str) -> TableScene:
    saves = open_saves(app)
    labels = [app.save_label(e) for e in saves.entries]
    post_click(app, saves.row_rects[labels.index(label)].center)
    click(app, saves.buttons["load"])
    while isinstance(app.top, MessageScene):        # "your match in progress is kept as …"
        click(app, app.top.buttons[0])
    assert isinstance(app.top, TableScene), app.top
    return app.top


def play_a_move(app, table: TableScene) -> None:
    """Play at the table as a person does until a card of his has been played (or a trick gathered
    after it), the computers playing theirs."""
    before = len(table.record.actions)
    assert clicks_until(app, table, lambda: any(a["seat"] == table.person for a in table.record.actions[before:]),
                        steps=3000), "the person never played"


def to_title_by_the_menu(app, table: TableScene) -> None:
    app.push(TableMenuScene(app, table))
    app.frame(1 / 60)
    click(app, app.top.buttons[-1])               # "Main menu": the autosave keeps the match
    assert isinstance(app.top, TitleScene)


def new_match(app) -> TableScene:
    app.top.resume()
    click(app, app.top.buttons["new"])
    click(app, app.top.game_buttons["polignac"])
    click(app, app.top.start_button)
    app.frame(0.0)
    while isinstance(app.top, MessageScene):
        click(app, app.top.buttons[0])
    assert isinstance(app.top, TableScene), app.top
    return app.top


def listed(app) -> list:
    """The saved matches' rows as the list shows them, and back to the title."""
    saves = open_saves(app)
    rows = [(app.save_label(e), e) for e in saves.entries]
    click(app, saves.buttons["back"])
    return rows


@pytest.mark.parametrize("named", [None, "Sunday"])
def test_a_resumed_save_is_listed_once_and_left_for_a_new_match_is_that_save_at_its_latest_state(app, named):
    """Title → Saved matches → Resume → a card played → title → New match → Saved matches: the
    match is listed once, at its latest state (the app's name says the deal it is in now; a name the
    person gave stays), and while it was in progress it was listed once too."""
    entry, record = saved(app, named)
    first = app.save_label(entry)
    table = resume(app, first)
    play_a_move(app, table)
    to_title_by_the_menu(app, table)
    latest = list(table.record.actions)
    assert len(latest) > len(record.actions)

    rows = listed(app)
    assert len(rows) == 1, [label for label, _ in rows]
    label, row = rows[0]
    assert label == (app.t("saves.in_progress_of", name="Sunday") if named else app.t("saves.in_progress"))
    assert row.summary["actions"] == len(latest)

    new_match(app)
    rows = listed(app)
    assert [label for label, _ in rows] == [app.t("saves.in_progress"), label_now(app, named, table)]
    assert rows[1][1].id == entry.id, "that same save, not a copy beside it"
    kept, _ = app.store.load_match(entry.id)
    assert kept.actions == latest, "at its latest state, every move"
    assert len(app.store.list_matches()) == 1


def label_now(app, named, table) -> str:
    return named or app.save_name("polignac", table.match.deal)


def test_resumed_and_left_untouched_the_save_is_as_it_was(app):
    entry, record = saved(app, "Sunday")
    table = resume(app, "Sunday")
    to_title_by_the_menu(app, table)
    new_match(app)
    rows = listed(app)
    assert [label for label, _ in rows] == [app.t("saves.in_progress"), "Sunday"]
    kept, _ = app.store.load_match(entry.id)
    assert kept.actions == record.actions and kept.saved_at == entry.saved_at


def test_a_save_resumed_then_another_resumed_is_written_back_and_said(app):
    """Resuming a second save while the first, played on, is in progress: the first is written back
    over its own entry (the message names it) and the second becomes the match in progress."""
    entry, _ = saved(app, "Sunday")
    other, _ = played(5, seed=9, steps=20)
    app.store.save_match(other, "Monday", other.replay())
    table = resume(app, "Sunday")
    play_a_move(app, table)
    to_title_by_the_menu(app, table)
    latest = list(table.record.actions)
    saves = open_saves(app)
    labels = [app.save_label(e) for e in saves.entries]
    assert labels == [app.t("saves.in_progress_of", name="Sunday"), "Monday"]
    post_click(app, saves.row_rects[1].center)
    click(app, saves.buttons["load"])
    told = app.top
    assert isinstance(told, MessageScene) and "“Sunday”" in told.text, told.text
    click(app, told.buttons[0])
    assert app.store.load_match(entry.id)[0].actions == latest
    assert sorted(e.name for e in app.store.list_matches()) == ["Monday", "Sunday"]
    close_tables(app)
    rows = listed(app)
    assert [label for label, _ in rows] == [app.t("saves.in_progress_of", name="Monday"), "Sunday"]


@pytest.mark.parametrize("language", ["fr", "en"])
def test_deleting_a_resumed_match_in_progress_says_its_save_stays_as_saved(app, language):
    app.settings["language"] = language
    entry, record = saved(app, "Sunday")
    table = resume(app, "Sunday")
    play_a_move(app, table)
    to_title_by_the_menu(app, table)
    saves = open_saves(app)
    post_click(app, saves.row_rects[0].center)
    click(app, saves.buttons["delete"])
    confirm = app.top
    assert isinstance(confirm, MessageScene) and confirm.text == app.t("saves.confirm_delete_resumed", name="Sunday")
    click(app, confirm.buttons[-1])
    assert [app.save_label(e) for e in saves.entries] == ["Sunday"]
    assert app.store.load_match(entry.id)[0].actions == record.actions


def test_killed_after_a_move_the_match_is_found_once_with_every_move(tmp_path):
    """The app killed while a resumed save is in progress: at the next start the match is listed
    once, as in progress, with every move; a new match then writes it back over its save."""
    app = at_the_title(tmp_path)
    try:
        entry, _ = saved(app, "Sunday")
        table = resume(app, "Sunday")
        play_a_move(app, table)
        latest = list(table.record.actions)
    finally:
        # killed: nothing closes the journal, only what each move flushed is there
        app.store.autosave.close()
        app.store.release_lock()
        close_tables(app)
    again = at_the_title(tmp_path, lock=True, instant=False)
    try:
        rows = listed(again)
        assert [label for label, _ in rows] == [again.t("saves.in_progress_of", name="Sunday")]
        assert rows[0][1].summary["actions"] == len(latest)
        new_match(again)
        assert again.store.load_match(entry.id)[0].actions == latest
        assert [e.name for e in again.store.list_matches()] == ["Sunday"]
    finally:
        close_tables(again)
        again.shutdown()


def test_a_save_the_disk_refuses_to_write_back_is_said_and_nothing_is_lost(app, monkeypatch):
    """The disk full as the new match would take the place of a resumed save played on: the person
    is told, the new match does not start, the match in progress and its save stay as they were;
    once the disk has room the new match writes it back."""
    import game.store.saves as saves_module
    entry, record = saved(app, "Sunday")
    table = resume(app, "Sunday")
    play_a_move(app, table)
    to_title_by_the_menu(app, table)
    latest = list(table.record.actions)
    real = saves_module.write_json

    def full(path, data, backup=True):
        raise OSError(errno.ENOSPC, "No space left on device", path)
    monkeypatch.setattr(saves_module, "write_json", full)
    app.top.resume()
    click(app, app.top.buttons["new"])
    click(app, app.top.game_buttons["polignac"])
    click(app, app.top.start_button)
    told = app.top
    assert isinstance(told, MessageScene) and not any(isinstance(s, TableScene) for s in app.stack)
    assert "Errno" not in told.text and "No space" not in told.text, told.text
    assert app.store.load_match(entry.id)[0].actions == record.actions
    assert app.store.load_autosave()[0].actions == latest
    monkeypatch.setattr(saves_module, "write_json", real)
    click(app, told.buttons[0])
    app.to_title()
    new_match(app)
    assert app.store.load_match(entry.id)[0].actions == latest


def test_a_store_killed_between_the_write_back_and_the_new_autosave_lists_the_match_once(tmp_path, monkeypatch):
    """Killed after the save was written back, before the new match's autosave replaced the old:
    both hold the match; it is listed once, as in progress."""
    import game.store.autosave as autosave_module
    store = Store(Paths.under(str(tmp_path)), fsync=False)
    store.acquire_lock()
    record, match = played(4, seed=5, steps=40)
    entry = store.save_match(record, "Sunday", match)
    resumed, match = store.load_match(entry.id)
    store.autosave_start(resumed)
    seat, action = match.to_act, match.legal_actions()[0].to_json()
    match.apply_json(seat, action)
    resumed.add(seat, action)
    written, changed = store.save_resumed(resumed, match)
    assert changed and written.id == entry.id

    def killed(path, text, backup=True):
        raise SystemExit("killed")
    monkeypatch.setattr(autosave_module, "write_atomic", killed)
    fresh, _ = played(3, seed=1, steps=0)
    with pytest.raises(SystemExit):
        store.autosave_start(fresh)
    store.autosave.close()
    store.release_lock()
    monkeypatch.undo()
    app = at_the_title(tmp_path, lock=True, instant=False)
    try:
        rows = listed(app)
        assert [label for label, _ in rows] == [app.t("saves.in_progress_of", name="Sunday")]
        assert os.path.exists(app.store.saves.path(entry.id))
    finally:
        app.shutdown()


def test_save_at_the_table_of_a_resumed_match_brings_its_save_up_to_date(app):
    """The table's Save, in a match resumed from "Sunday": "Sunday" is brought to where the match
    is (the message names it), no "Polignac · deal 3" beside it."""
    entry, _ = saved(app, "Sunday")
    table = resume(app, "Sunday")
    play_a_move(app, table)
    app.push(TableMenuScene(app, table))
    app.frame(1 / 60)
    click(app, app.top.buttons[1])                  # "Save"
    told = app.top
    assert isinstance(told, MessageScene) and told.text == app.t("table.saved", name="Sunday")
    assert [e.id for e in app.store.list_matches()] == [entry.id]
    assert app.store.load_match(entry.id)[0].actions == table.record.actions


def save_at_the_table(app, table: TableScene) -> tuple[str, list]:
    """Menu → Save at ``table``, as a person does: what the message says (then closed), and the
    match's actions as it was saved (the computer seats play on once the message is closed)."""
    app.push(TableMenuScene(app, table))
    app.frame(1 / 60)
    click(app, app.top.buttons[1])                  # "Save"
    told = app.top
    assert isinstance(told, MessageScene), told
    actions = list(table.record.actions)
    click(app, told.buttons[0])
    return told.text, actions


def test_saving_a_new_match_again_at_its_table_writes_over_its_first_save(app):
    """Menu → Save three times in a match started from the setup (cards played between): each Save
    added a copy, "Polignac · deal 1 (2)", "(3)"... The match's first Save is its save from then on,
    brought up to date by the next ones (the autosave knows it too: Continue, then Save, writes over
    it as well); another match saved gets its own."""
    table = new_match(app)
    said = [save_at_the_table(app, table)]
    for _ in range(2):
        play_a_move(app, table)
        said.append(save_at_the_table(app, table))
    saves = app.store.list_matches()
    assert len(saves) == 1, [e.name for e in saves]
    first = saves[0].id
    assert app.store.load_match(first)[0].actions == said[-1][1], "at its latest state"
    assert said[-1][0] == app.t("table.saved", name=app.save_name("polignac", table.match.deal)), said
    to_title_by_the_menu(app, table)
    rows = listed(app)
    assert [label for label, _ in rows] == [app.t("saves.in_progress")], "one match, one entry"

    click(app, app.top.buttons["continue"])          # the match again, from its autosave
    table = app.top
    assert isinstance(table, TableScene)
    play_a_move(app, table)
    _, actions = save_at_the_table(app, table)
    assert [e.id for e in app.store.list_matches()] == [first]
    assert app.store.load_match(first)[0].actions == actions

    to_title_by_the_menu(app, table)
    other = new_match(app)                           # the first is left: kept over its own save
    assert [e.id for e in app.store.list_matches()] == [first]
    assert app.store.load_match(first)[0].actions == table.record.actions
    save_at_the_table(app, other)
    assert len(app.store.list_matches()) == 2, "another match, its own save"
    rows = listed(app)
    assert [label for label, _ in rows] == [app.t("saves.in_progress"), app.save_name("polignac", table.match.deal)]
    assert rows[1][1].id == first


def test_a_name_given_to_the_save_of_the_match_in_progress_stays_at_its_next_save(app):
    """Saved at its table, the match in progress is listed once: its save is renamed from its row
    ("In progress: Sunday"), and the table's next Save keeps the name the person gave."""
    table = new_match(app)
    save_at_the_table(app, table)
    to_title_by_the_menu(app, table)
    saves = open_saves(app)
    post_click(app, saves.row_rects[0].center)
    assert saves.buttons["rename"].enabled
    click(app, saves.buttons["rename"])
    field = app.top.field
    field.text = ""
    for ch in "Sunday":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    app.frame(0.0)
    click(app, app.top.ok)
    assert [app.save_label(e) for e in saves.entries] == [app.t("saves.in_progress_of", name="Sunday")]
    click(app, saves.buttons["back"])
    click(app, app.top.buttons["continue"])
    table = app.top
    play_a_move(app, table)
    assert save_at_the_table(app, table)[0] == app.t("table.saved", name="Sunday")
    assert [e.name for e in app.store.list_matches()] == ["Sunday"]
