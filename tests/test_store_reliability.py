"""Issue 17 ("Nothing lost, ever"), points 1 to 5 and 8: two copies, failed writes, hostile files,
statistics counted when the match ends, and the small cases (temporary files, FIFOs, folders)."""
from __future__ import annotations

import errno
import json
import os
import signal
import subprocess
import sys
import time

import pygame
import pytest
from test_ui_frame_support import FakeTable, click, make_app, play_until, post_click, post_key

from game.store import MatchRecord, Paths, Store, atomic, problems
from game.ui import app as app_module
from game.ui import widgets
from game.ui.config import MatchConfig, default_seats
from game.ui.scenes.message import MessageScene
from game.ui.scenes.saves import SavesScene
from game.ui.scenes.title import TitleScene

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEATS4 = [{"name": "Anne", "kind": "person", "level": None}] + [
    {"name": f"Ordi {i}", "kind": "computer", "level": "debutant"} for i in (1, 2, 3)]


def played(steps: int | None, seed: int = 4, target: int = 1):
    """A Polignac record and match after ``steps`` first legal actions (None: to the match's end;
    -1: to one action before it). ``target`` 1 ends the match at the first deal with points."""
    record = MatchRecord.new("polignac", 4, {"target": target}, seed, 0, SEATS4)
    match = record.start()
    n = 0
    while not match.match_over and (steps is None or steps < 0 or n < steps):
        if steps == -1:
            probe = match.clone()
            probe.apply(probe.legal_actions()[0])
            if probe.match_over:
                break
        seat, action = match.to_act, match.legal_actions()[0].to_json()
        match.apply_json(seat, action)
        record.add(seat, action)
        n += 1
    return record, match


def in_damaged(folder) -> list[str]:
    path = os.path.join(str(folder), "damaged")
    return sorted(os.listdir(path)) if os.path.isdir(path) else []


def env_for(root) -> dict:
    env = dict(os.environ)
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env[var] = os.path.join(str(root), var.lower())
    return env


# ---------------------------------------------------------------- 1. one running copy

def test_a_second_copy_says_so_and_touches_nothing_and_a_killed_copy_leaves_no_lock(tmp_path, monkeypatch):
    env = env_for(tmp_path)
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(var, env[var])
    paths = Paths.default()
    record, _ = played(9, target=15)
    first_store = Store(paths, fsync=False)
    first_store.settings["language"] = "fr"
    first_store.settings.save()
    first_store.autosave_start(record)
    first_store.autosave_close()
    autosave_before = open(paths.autosave_file, "rb").read()

    # the first copy: the real app, in its own process
    first = subprocess.Popen([sys.executable, "main.py"], cwd=ROOT, env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(600):
            if os.path.exists(paths.lock_file) and open(paths.lock_file).read().strip() == str(first.pid):
                break
            assert first.poll() is None, "the first copy runs"
            time.sleep(0.1)
        else:
            pytest.fail("the first copy never took the lock")
        assert not Store(paths).acquire_lock(), "the lock is held by the other process"

        # the second copy: main() in this process says so and starts nothing else
        shown = []
        monkeypatch.setattr(app_module.App, "run", lambda self: shown.append(list(self.stack)))
        assert app_module.main([]) == 0
        assert len(shown) == 1 and len(shown[0]) == 1 and isinstance(shown[0][0], MessageScene)
        assert shown[0][0].title == "Tapis Vert est déjà ouvert"
        assert open(paths.autosave_file, "rb").read() == autosave_before
        assert first.poll() is None, "the first copy is not brought down"
    finally:
        first.send_signal(signal.SIGKILL)
        first.wait(30)
    again = Store(paths)
    assert again.acquire_lock(), "a lock left by a killed copy is recovered"
    assert again.autosave_info()["actions"] == 9
    again.release_lock()


def test_the_lock_is_not_kept_alive_by_a_forked_child(tmp_path):
    """A computer seat's worker is forked from the app: it must not hold the lock after the app dies."""
    code = ("import os, sys, time\n"
            "from game.store import Paths, Store\n"
            f"s = Store(Paths.under({str(tmp_path)!r}))\n"
            "assert s.acquire_lock()\n"
            "if os.fork() == 0:\n"
            "    time.sleep(120); os._exit(0)\n"
            "print('held', flush=True); time.sleep(120)\n")
    holder = subprocess.Popen([sys.executable, "-c", code], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        assert not Store(Paths.under(str(tmp_path))).acquire_lock()
        holder.send_signal(signal.SIGKILL)
        holder.wait(30)
        assert Store(Paths.under(str(tmp_path))).acquire_lock()
    finally:
        if holder.poll() is None:
            holder.kill()
        subprocess.run(["pkill", "-KILL", "-P", str(holder.pid)], check=False)


def test_a_second_copy_reads_a_damaged_setting_or_count_without_moving_or_writing_it(tmp_path, monkeypatch):
    """The second copy said it closed "without touching anything", but its store had already
    moved a damaged settings or statistics file aside and written a mended one while the first
    copy ran: it reads them as they are, and the first copy finds them as they were."""
    env = env_for(tmp_path)
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(var, env[var])
    paths = Paths.default()
    code = ("from game.store import Paths, Store\n"
            "s = Store(Paths.default())\n"
            "assert s.acquire_lock()\n"
            "print('held', flush=True); import time; time.sleep(120)\n")
    holder = subprocess.Popen([sys.executable, "-c", code], cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        os.makedirs(os.path.dirname(paths.settings_file), exist_ok=True)
        os.makedirs(os.path.dirname(paths.stats_file), exist_ok=True)
        settings = json.dumps({"format": "tapisvert-settings", "version": 1, "language": "fr",
                               "speed": "warp"}).encode()
        stats = b'{"format":"tapisvert-stats","ver'
        for path, text in ((paths.settings_file, settings), (paths.stats_file, stats)):
            with open(path, "wb") as f:
                f.write(text)
        before = {root: sorted(os.walk(root)) for root in (paths.config, paths.data)}
        shown = []
        monkeypatch.setattr(app_module.App, "run", lambda self: shown.append(list(self.stack)))
        assert app_module.main([]) == 0
        assert isinstance(shown[0][-1], MessageScene) and shown[0][-1].title == "Tapis Vert est déjà ouvert"
        assert open(paths.settings_file, "rb").read() == settings
        assert open(paths.stats_file, "rb").read() == stats
        assert {root: sorted(os.walk(root)) for root in (paths.config, paths.data)} == before, "nothing moved"
    finally:
        holder.kill()
        holder.wait(30)
    first = Store(paths, fsync=False)               # the first copy, alone again, mends them
    assert sorted(p.key for p in first.problems) == ["store.bad_setting", "store.truncated"]
    assert in_damaged(paths.config) and in_damaged(paths.data)


# ---------------------------------------------------------------- 2. failed saves are told

def _refuse_writes(monkeypatch):
    def refuse(*args, **kwargs):
        raise OSError(30, "Read-only file system")
    monkeypatch.setattr(atomic.tempfile, "mkstemp", refuse)


def _older_autosave_then_refused_writes(tmp_path, monkeypatch) -> Store:
    """A store whose autosave holds an older match, on a disk that now refuses writes."""
    store = Store(Paths.under(str(tmp_path)), fsync=False)
    store.autosave_start(played(12, target=15)[0])
    store.autosave_close()
    _refuse_writes(monkeypatch)
    return store


def test_a_failed_autosave_is_reported_once_and_the_older_match_is_not_offered(tmp_path, monkeypatch):
    store = _older_autosave_then_refused_writes(tmp_path, monkeypatch)
    newer, _ = played(3, seed=9, target=15)
    assert store.autosave_start(newer).key == "store.autosave_failed"
    assert store.autosave_info() is None, "the older match is no longer offered as the current one"
    assert [p.key for p in store.take_problems()] == ["store.autosave_failed"]
    assert Store(Paths.under(str(tmp_path))).autosave_info() is None, "nor at the next start"


def test_when_even_the_older_autosave_cannot_be_moved_this_copy_ignores_it(tmp_path, monkeypatch):
    store = _older_autosave_then_refused_writes(tmp_path, monkeypatch)
    monkeypatch.setattr(os, "replace", lambda *a: (_ for _ in ()).throw(OSError(30, "Read-only")))
    store.autosave_start(played(3, seed=9, target=15)[0])
    assert store.autosave_info() is None and not store.has_autosave()


def test_appends_that_fail_are_reported_once(tmp_path):
    store = Store(Paths.under(str(tmp_path)), fsync=False)
    record, match = played(2, target=15)
    store.autosave_start(record)
    store.autosave._file.close()            # the disk goes away under the open journal
    for _ in range(3):
        seat, action = match.to_act, match.legal_actions()[0].to_json()
        match.apply_json(seat, action)
        record.add(seat, action)
    assert [p.key for p in store.take_problems()] == ["store.autosave_failed"]


def _disk_full(monkeypatch):
    """Every write of the store fails as on a full disk, until the returned function frees it."""
    real = atomic.tempfile.mkstemp

    def refuse(*args, **kwargs):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(atomic.tempfile, "mkstemp", refuse)
    return lambda: monkeypatch.setattr(atomic.tempfile, "mkstemp", real)


def _continue_one_step(record, match):
    seat, action = match.to_act, match.legal_actions()[0].to_json()
    match.apply_json(seat, action)
    record.add(seat, action)


def test_a_match_continued_on_a_full_disk_can_still_be_continued(tmp_path, monkeypatch):
    """Continue on a full disk cannot write the journal again: the autosave there holds this very
    match, so it stays (it was moved aside as if it were an older match, and the match was lost)."""
    store = Store(Paths.under(str(tmp_path)), fsync=False)
    store.autosave_start(played(12, target=15)[0])
    store.autosave_close()
    _disk_full(monkeypatch)
    again = Store(Paths.under(str(tmp_path)), fsync=False)
    record, match = again.load_autosave()
    assert again.autosave_start(record).key == "store.autosave_failed"
    _continue_one_step(record, match)
    again.autosave_close()
    info = Store(Paths.under(str(tmp_path))).autosave_info()
    assert info is not None and info["actions"] == 12, "Continue resumes where the disk stopped the saving"


def test_a_hint_asked_on_a_full_disk_keeps_the_autosave(tmp_path, monkeypatch):
    """A hint marks the autosave's header (the header is written again with the actions): on a full
    disk that write fails, and the file, which holds this very match, must stay for Continue."""
    store = Store(Paths.under(str(tmp_path)), fsync=False)
    record, match = played(8, target=15)
    store.autosave_start(record)
    _disk_full(monkeypatch)
    store.mark_hinted(record)
    _continue_one_step(record, match)
    store.autosave_close()
    info = Store(Paths.under(str(tmp_path))).autosave_info()
    assert info is not None and info["actions"] == 8


def test_a_move_taken_back_on_a_full_disk_keeps_the_autosave_and_a_new_match_does_not(tmp_path, monkeypatch):
    """Taking back rewrites the journal shorter; on a full disk the file, this match with the moves
    since, stays (Continue resumes before the take-back rather than nothing). Another match's
    file still goes: it must never come back as the current one."""
    store = Store(Paths.under(str(tmp_path)), fsync=False)
    record, _ = played(10, target=15)
    store.autosave_start(record)
    _disk_full(monkeypatch)
    del record.actions[7:]
    store.autosave_start(record)
    info = store.autosave_info()
    assert info is not None and info["actions"] == 10
    store.autosave_start(played(3, seed=9, target=15)[0])
    assert store.autosave_info() is None


def test_a_match_started_on_a_full_disk_is_saved_once_there_is_room(tmp_path, monkeypatch):
    """A start that cannot write the journal left the match unsaved to its end, room or not: the
    next action after room comes back writes the whole journal."""
    store = Store(Paths.under(str(tmp_path)), fsync=False)
    record, match = played(5, target=15)
    free = _disk_full(monkeypatch)
    assert store.autosave_start(record).key == "store.autosave_failed"
    _continue_one_step(record, match)
    assert not store.has_autosave()
    free()
    _continue_one_step(record, match)
    store.autosave_close()
    loaded, replayed = Store(Paths.under(str(tmp_path))).load_autosave()
    assert loaded.actions == record.actions and len(loaded.actions) == 7
    assert replayed.view(0).to_json() == match.view(0).to_json()


def _four_moves_on_a_full_disk(tmp_path, monkeypatch):
    """A match autosaved after five moves, then four more played while the disk is full (the
    first append leaves a torn line): the store, the record, the match, and a function that frees
    the disk."""
    store = Store(Paths.under(str(tmp_path)), fsync=False)
    record, match = played(5, target=15)
    store.autosave_start(record)
    free = _disk_full(monkeypatch)
    store.autosave._file = _FullFile(store.autosave._file)
    for _ in range(4):
        _continue_one_step(record, match)
    return store, record, match, free


def test_the_autosave_resumes_once_the_disk_has_room_again(tmp_path, monkeypatch):
    """Appends fail on a full disk (here the first leaves a torn line, the worst a failed write can
    leave); once room is freed the next action writes the whole journal again, so Continue loses
    nothing."""
    store, record, match, free = _four_moves_on_a_full_disk(tmp_path, monkeypatch)
    assert [p.key for p in store.take_problems()] == ["store.autosave_failed"], "told once"
    free()
    _continue_one_step(record, match)
    _continue_one_step(record, match)
    store.autosave_close()
    loaded, replayed = Store(Paths.under(str(tmp_path))).load_autosave()
    assert loaded.actions == record.actions and len(loaded.actions) == 11
    assert replayed.view(0).to_json() == match.view(0).to_json()


def test_a_window_closed_once_the_disk_has_room_again_keeps_the_moves_played_while_it_was_full(
        tmp_path, monkeypatch):
    """Told that the match is not saved, the person frees room on the disk and closes the window
    before another move: the moves played while the disk was full were lost (saving resumed only at
    the next move). Closing writes the journal once more: Continue resumes at the last move."""
    store, record, match, free = _four_moves_on_a_full_disk(tmp_path, monkeypatch)
    assert [p.key for p in store.take_problems()] == ["store.autosave_failed"]
    free()
    store.autosave_close()
    loaded, replayed = Store(Paths.under(str(tmp_path))).load_autosave()
    assert loaded.actions == record.actions and len(loaded.actions) == 9
    assert replayed.view(0).to_json() == match.view(0).to_json()


def test_a_window_closed_while_the_disk_is_still_full_leaves_the_last_journal_written(tmp_path, monkeypatch):
    """Still full at the close: the last try fails quietly (the person was told when saving
    stopped) and the journal as last written stays for Continue."""
    store, record, match, _free = _four_moves_on_a_full_disk(tmp_path, monkeypatch)
    store.autosave_close()
    assert [p.key for p in store.take_problems()] == ["store.autosave_failed"], "told once, not again"
    info = Store(Paths.under(str(tmp_path))).autosave_info()
    assert info is not None and info["actions"] == 5


def _table_on_a_filling_disk(tmp_path, monkeypatch, language):
    """An app and a Polignac table autosaved as it starts; then the disk fills up and four more moves
    are played (the first append leaves a torn line): the app, the table, the moves on the disk, and
    a function that frees the disk."""
    from game.ui.table import TableScene
    app = make_app(tmp_path, language=language)
    app.settings["speed"] = "instant"
    table = TableScene(app, MatchConfig("polignac", 4, {}, default_seats(4), seed=2, dealer=0))
    app.push(table)
    app.frame(1 / 60)
    kept = len(table.record.actions)
    free = _disk_full(monkeypatch)
    app.store.autosave._file = _FullFile(app.store.autosave._file)
    play_until(app, table, lambda: len(table.record.actions) >= kept + 4)   # "not saved" read and closed
    assert app.top is table
    return app, table, kept, free


def _close_the_window(app):
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.frame(0.0)


@pytest.mark.parametrize("language", ["fr", "en"])
def test_closing_while_the_disk_is_still_full_asks_before_the_moves_played_since_are_lost(
        tmp_path, monkeypatch, language):
    """The disk still full as the window is closed: the app closed, and the moves played since the
    disk filled were lost without a word. It now stays open and asks, over the table: the folder and
    why, how many moves; Escape stays, Try again closes once the disk has room, and then Continue
    resumes at the last move."""
    app, table, kept, free = _table_on_a_filling_disk(tmp_path, monkeypatch, language)
    played_since = len(table.record.actions) - kept
    _close_the_window(app)
    assert app.running, "the window closed with moves not on the disk"
    message = app.top
    assert isinstance(message, MessageScene) and app.stack[-2] is table
    folder = os.path.dirname(app.store.paths.autosave_file)
    full, moves, room, read_only, buttons = {
        "fr": ("le disque est plein", f"Les {played_since} derniers coups", "Faites de la place",
               "est sur un disque où l’on ne peut pas écrire", ["Réessayer", "Quitter quand même", "Rester"]),
        "en": ("the disk is full", f"The last {played_since} moves", "Make room", "is on a disk that cannot be written",
               ["Try again", "Quit anyway", "Stay"])}[language]
    said = message.text.replace("\xa0", " ")
    assert full in said and folder in said and moves in said and room in said, said
    assert "Errno" not in message.text and "No space" not in message.text
    assert [b.label for b in message.buttons] == buttons
    post_key(app, pygame.K_ESCAPE)
    assert app.running and app.top is table, "Escape stays at the table"
    _close_the_window(app)

    def refuse(*args, **kwargs):
        raise OSError(errno.EROFS, "Read-only file system", os.path.join(folder, "x.tmp"))
    monkeypatch.setattr(atomic.tempfile, "mkstemp", refuse)
    click(app, app.top.buttons[0])              # Try again, the disk now read-only: asked again, once, why anew
    assert app.running and isinstance(app.top, MessageScene) and app.stack[-2] is table
    said = app.top.text.replace("\xa0", " ")
    assert read_only in said and said.count(folder) == 1 and room not in said, said
    free()
    click(app, app.top.buttons[0])              # Try again, with room
    assert not app.running
    app.shutdown()
    loaded, _ = Store(Paths.under(str(tmp_path))).load_autosave()
    assert loaded.actions == table.record.actions and len(loaded.actions) == kept + played_since


def test_the_close_message_s_buttons_are_written_whole_in_the_smallest_window(tmp_path, monkeypatch):
    """At 640×400 in French the three buttons took a third of a 420-pixel panel each: "Quitter quand
    mê…". A message is as wide as its buttons' labels need, where the window has the room."""
    app, table, kept, free = _table_on_a_filling_disk(tmp_path, monkeypatch, "fr")
    app.resize((640, 400))
    _close_the_window(app)
    message = app.top
    assert isinstance(message, MessageScene) and len(message.buttons) == 3
    for button in message.buttons:
        assert widgets.button_width([button.label], app.font("body"), 400) <= button.rect.width, button.label
    assert message.panel.rect.right <= 640
    free()
    app.shutdown()


def test_continue_after_leaving_for_the_title_on_a_full_disk_resumes_at_the_last_move(tmp_path, monkeypatch):
    """The disk full, the person leaves the table for the title menu (the match kept for Continue),
    then presses Continue: the table came back where the disk last took the match, the moves played
    since lost without a word. It comes back at the last move."""
    app, table, kept, free = _table_on_a_filling_disk(tmp_path, monkeypatch, "en")
    played_moves = list(table.record.actions)
    assert len(played_moves) > kept
    post_key(app, pygame.K_ESCAPE)
    click(app, app.top.buttons[-1])             # Main menu
    app.frame(0.0)
    title = app.top
    assert isinstance(title, TitleScene)
    click(app, title.buttons["continue"])
    app.frame(0.0)
    resumed = next(s for s in reversed(app.stack) if hasattr(s, "record"))
    assert resumed is not table and resumed.record.actions == played_moves
    free()
    app.shutdown()


def test_quit_anyway_closes_and_leaves_the_match_as_last_written(tmp_path, monkeypatch):
    app, table, kept, _free = _table_on_a_filling_disk(tmp_path, monkeypatch, "en")
    _close_the_window(app)
    click(app, app.top.buttons[1])              # Quit anyway
    assert not app.running
    app.shutdown()
    info = Store(Paths.under(str(tmp_path))).autosave_info()
    assert info is not None and info["actions"] == kept


def test_the_title_s_quit_asks_too_when_the_match_left_for_it_is_not_on_the_disk(tmp_path, monkeypatch):
    """Leaving the table for the title menu keeps the match for Continue; its Quit, the disk full,
    asked nothing either."""
    app, table, kept, free = _table_on_a_filling_disk(tmp_path, monkeypatch, "en")
    app.push(TitleScene(app))
    app.frame(0.0)
    title = app.top
    click(app, title.buttons["quit"])
    assert app.running and isinstance(app.top, MessageScene)
    assert "The last 4\xa0moves" in app.top.text
    app.pop()
    free()
    click(app, title.buttons["quit"])           # room again: closes at once
    assert not app.running
    app.shutdown()


class _FullFile:
    """A journal file on a disk that has just filled up: a write leaves a torn line, then fails."""

    def __init__(self, real):
        self.real = real

    def write(self, text):
        self.real.write(text[: len(text) // 2])
        self.real.flush()
        raise OSError(28, "No space left on device")

    def flush(self):
        pass

    def fileno(self):
        return self.real.fileno()

    def close(self):
        self.real.close()


def _table_refusing_writes(tmp_path, monkeypatch):
    """An app and a Polignac table on a disk that refuses every write."""
    from game.ui.table import TableScene
    app = make_app(tmp_path)
    app.settings["speed"] = "instant"
    _refuse_writes(monkeypatch)
    table = TableScene(app, MatchConfig("polignac", 4, {}, default_seats(4), seed=2, dealer=0))
    app.push(table)
    return app, table


def test_the_table_tells_the_person_once_that_the_match_is_not_saved(tmp_path, monkeypatch):
    app, table = _table_refusing_writes(tmp_path, monkeypatch)
    try:
        app.frame(1 / 60)
        assert isinstance(app.top, MessageScene) and app.top.title == "Non enregistré"
        assert "ne peut pas être enregistrée" in app.top.text
        app.pop()
        for _ in range(5):
            app.frame(1 / 60)
        assert app.top is table, "told once"
    finally:
        table.close()
        app.shutdown()


def test_the_not_saved_message_is_not_closed_unread_by_a_key_meant_for_the_table(tmp_path, monkeypatch):
    """The message comes up by itself while the person plays: the Enter or click he meant for a
    card, pressed as it opens, leaves it standing; after a moment Enter closes it."""
    app, table = _table_refusing_writes(tmp_path, monkeypatch)
    try:
        app.frame(1 / 60)
        message = app.top
        assert isinstance(message, MessageScene)
        button = message.buttons[0].rect.center
        app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"),
                           pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="\r"),
                           pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button, button=1),
                           pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button, button=1)])
        assert app.top is message, "a key or click as it opens does not close it"
        app.frame(0.5, [])
        app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")])
        assert app.top is table
    finally:
        table.close()
        app.shutdown()


def test_a_failed_statistics_write_is_reported(tmp_path, monkeypatch):
    store = Store(Paths.under(str(tmp_path)), fsync=False)
    record, match = played(None)
    _refuse_writes(monkeypatch)
    assert store.record_finished(record, match).key == "store.stats_failed"
    assert [p.key for p in store.take_problems()] == ["store.stats_failed"]


# ---------------------------------------------------------------- 3. a crafted autosave

@pytest.mark.parametrize("game", ["polig\u0000nac", "\ud800", "p" * 300_000])
def test_a_crafted_autosave_is_moved_aside_and_the_title_still_draws(tmp_path, game):
    store = Store(Paths.under(str(tmp_path)), fsync=False)
    store.autosave_start(played(5, target=15)[0])
    store.autosave_close()
    path = store.paths.autosave_file
    lines = open(path, encoding="utf-8").read().split("\n")
    header = json.loads(lines[0])
    header["game"] = game
    with open(path, "w", encoding="utf-8") as f:
        f.write(json.dumps(header) + "\n" + "\n".join(lines[1:]))
    app = make_app(tmp_path)
    title = TitleScene(app)
    app.push(title)
    app.frame(0.0)
    assert not title.buttons["continue"].enabled
    assert isinstance(app.top, MessageScene), "the damaged autosave is reported"
    assert in_damaged(store.paths.state) and not os.path.exists(path)
    app.shutdown()


class CountingFont:
    def __init__(self, font):
        self.font, self.calls = font, 0

    def size(self, text):
        self.calls += 1
        return self.font.size(text)


def test_fit_measures_a_long_text_a_few_times_only():
    pygame.font.init()
    font = CountingFont(widgets.font_px(20))
    cut = widgets.fit("x" * 300_000, font, 300)
    assert cut.endswith("…") and font.font.size(cut)[0] <= 300
    assert font.font.size(cut[:-1] + "x…")[0] > 300, "the longest prefix that fits"
    assert font.calls <= 12
    assert widgets.fit("Anne", font, 300) == "Anne"


# ---------------------------------------------------------------- 4. crafted saved matches

def two_saves_one_changed(tmp_path, change):
    """Two saves of one match, the second's file changed by ``change`` (on its JSON): the store,
    the good save and the changed one's path."""
    store = Store(Paths.under(str(tmp_path)), fsync=False)
    record, match = played(6, target=15)
    good = store.save_match(record, "Bonne", match)
    changed = store.save_match(record, "Changée", match)
    path = store.saves.path(changed.id)
    data = json.load(open(path, encoding="utf-8"))
    change(data)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(data, f)
    return store, good, path


@pytest.mark.parametrize("name", [12, ["Dimanche"], None])
def test_a_crafted_saved_match_is_moved_aside_and_reported_once(tmp_path, name):
    store, good, path = two_saves_one_changed(tmp_path, lambda data: data.update(name=name))
    assert [e.id for e in store.list_matches()] == [good.id]
    assert [p.key for p in store.take_problems()] == ["store.wrong_format"]
    assert not os.path.exists(path) and in_damaged(store.paths.matches)
    store.list_matches()
    assert store.take_problems() == [], "reported once"
    app = make_app(tmp_path)
    app.push(SavesScene(app))
    app.frame(0.0)
    app.shutdown()


def test_saves_renamed_by_hand_are_listed_shortened_and_open_and_delete_like_any_other(tmp_path, monkeypatch):
    """A save's file renamed by hand to a name over 120 characters, or holding a control character, was
    not listed at all; one whose name inside was changed by hand past its 60 characters, or with a
    control character, was moved aside as damaged. Each is listed, its name shortened ("…") and its
    control characters seen as "?", and opens and deletes as any other."""
    monkeypatch.setattr(app_module, "_table_scene_class", lambda: FakeTable)
    store, good, path = two_saves_one_changed(tmp_path, lambda data: data.update(name="Dimanche\u0007 soir"))
    folder = store.paths.matches
    os.rename(path, os.path.join(folder, "Dimanche\tsoir.json"))
    long_file = os.path.join(folder, "p" * 200 + ".json")
    os.replace(store.saves.path(good.id), long_file)
    data = json.load(open(long_file, encoding="utf-8"))
    data["name"] = "Une très longue partie " * 10
    with open(os.path.join(folder, "longue.json"), "w", encoding="utf-8") as f:
        json.dump(data, f)
    app = make_app(tmp_path)
    saves = SavesScene(app)
    app.push(saves)
    app.frame(0.0)
    assert app.top is saves and store.take_problems() == [] and app.take_problems() == []
    names = sorted(app.save_label(e) for e in saves.entries)
    assert names == ["Bonne", "Dimanche? soir", ("Une très longue partie " * 3)[:59] + "…"], names
    assert not os.path.exists(os.path.join(folder, "damaged")), "none set aside"
    for name in names:                  # each opens
        index = [app.save_label(e) for e in saves.entries].index(name)
        post_click(app, saves.row_rects[index].center)
        click(app, saves.buttons["load"])
        assert FakeTable.started[-1].record.actions and app.top is FakeTable.started[-1]
        app.pop()
        app.frame(0.0)
    for name in names:                  # and each deletes
        index = [app.save_label(e) for e in saves.entries].index(name)
        post_click(app, saves.row_rects[index].center)
        click(app, saves.buttons["delete"])
        click(app, app.top.buttons[-1])
    assert saves.entries == [] and [n for n in os.listdir(folder) if n.endswith(".json")] == []
    app.shutdown()


def test_a_save_this_copy_cannot_read_does_not_hold_the_saved_matches_in_its_message(tmp_path):
    """A save from a newer way of shuffling is left in place: its message came straight back each
    time it was closed, and neither the list nor Back could ever be reached."""
    from test_ui_frame_support import post_key

    from game.engine import RNG_SCHEME
    store, good, path = two_saves_one_changed(tmp_path, lambda data: data.update(rng_scheme=RNG_SCHEME + 70))
    app = make_app(tmp_path)
    saves = SavesScene(app)
    app.push(saves)
    for _ in range(40):
        app.frame(0.05)
    message = app.top
    assert isinstance(message, MessageScene) and "laissée telle quelle" in message.text
    post_key(app, pygame.K_RETURN)
    for _ in range(40):
        app.frame(0.05)
    assert app.top is saves, "the message does not come back"
    assert [e.id for e in saves.entries] == [good.id] and os.path.exists(path)


def test_a_seat_name_or_summary_from_a_file_is_checked(tmp_path):
    store = Store(Paths.under(str(tmp_path)), fsync=False)
    record, match = played(6, target=15)
    entry = store.save_match(record, "Bonne", match)
    path = store.saves.path(entry.id)
    data = json.load(open(path, encoding="utf-8"))
    data["summary"]["score"]["points"] = ["\u0000"]
    json.dump(data, open(path, "w", encoding="utf-8"))
    assert "points" not in store.list_matches()[0].summary["score"]
    data["seats"][1]["name"] = "\ud800"
    json.dump(data, open(path, "w", encoding="utf-8"))
    assert store.list_matches() == []


def test_problem_texts_never_carry_what_pygame_cannot_draw():
    problem = problems.StoreProblem("store.not_json", "/x/a\u0000b.json", "bad \ud800" + "d" * 500)
    assert "\u0000" not in problem.text and "\ud800" not in problem.text
    assert len(problem.params["detail"]) <= problems.SHOWN_LIMIT
    pygame.font.init()
    widgets.render(problem.text, widgets.font_px(14))


# ---------------------------------------------------------------- 5. statistics at the match's end

def test_a_match_is_counted_when_its_last_action_is_applied(tmp_path, monkeypatch):
    from game.ui.table import TableScene
    monkeypatch.setattr(TableScene, "open_match_end", lambda self, result: None)
    store = Store(Paths.under(str(tmp_path)), fsync=False)
    app = make_app(tmp_path, store=False)
    app.store = store
    record, match = played(-1)
    store.autosave_start(record)
    table = TableScene.from_record(app, record, match=match)
    try:
        seat, action = table.match.to_act, table.match.legal_actions()[0]
        table.apply(seat, action)
        assert table.match.match_over
        assert store.stats.game("polignac")["played"] == 1, "counted before any end screen"
        assert not store.has_autosave(), "and nothing left to continue"
    finally:
        table.close()
    # the app closes on the last sheet; the next start counts nothing twice
    later = Store(Paths.under(str(tmp_path)))
    later.startup_check()
    assert later.stats.game("polignac")["played"] == 1


def test_a_finished_autosave_found_at_start_is_counted_once(tmp_path):
    paths = Paths.under(str(tmp_path))
    store = Store(paths, fsync=False)
    record, match = played(-1)
    store.autosave_start(record)
    seat, action = match.to_act, match.legal_actions()[0].to_json()
    match.apply_json(seat, action)
    record.add(seat, action)              # the last action reached the disk, then the app died
    store.autosave_close()
    assert match.match_over
    first = Store(paths)
    first.startup_check()
    assert first.stats.game("polignac")["played"] == 1
    # killed between counting and retiring: the same autosave again is not counted twice
    store.autosave_start(record)
    store.autosave_close()
    second = Store(paths)
    second.startup_check()
    assert second.stats.game("polignac")["played"] == 1
    assert not second.has_autosave()


# ---------------------------------------------------------------- 8. the small cases

def test_temporary_files_of_killed_writes_are_deleted_at_start(tmp_path):
    paths = Paths.under(str(tmp_path))
    store = Store(paths)
    store.settings.save()
    left = [os.path.join(paths.config, ".settings.json.k2j3_x.tmp"),
            os.path.join(paths.state, "autosave.jsonl.bak.4242.tmp")]
    os.makedirs(paths.state, exist_ok=True)
    mine = os.path.join(paths.config, "notes.tmp")
    for path in left + [mine]:
        open(path, "w").write("half")
    again = Store(paths)
    assert again.acquire_lock()
    again.startup_check()
    assert not any(os.path.exists(p) for p in left)
    assert os.path.exists(mine), "only the app's own temporary names"
    again.release_lock()


def test_a_fifo_in_place_of_the_settings_does_not_hang_the_start(tmp_path):
    paths = Paths.under(str(tmp_path))
    os.makedirs(paths.config)
    os.mkfifo(paths.settings_file)
    code = ("from game.store import Paths, Store\n"
            f"s = Store(Paths.under({str(tmp_path)!r}))\n"
            "print(*[p.key for p in s.take_problems()])\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.stdout.split() == ["store.not_a_file"]
    assert not os.path.exists(paths.settings_file) and in_damaged(paths.config)


def test_a_file_named_damaged_is_moved_into_the_folder_it_blocked(tmp_path):
    paths = Paths.under(str(tmp_path))
    os.makedirs(paths.config)
    open(os.path.join(paths.config, "damaged"), "w").write("not a folder")
    open(paths.settings_file, "w").write("{not json")
    found = Store(paths).take_problems()
    assert [p.key for p in found] == ["store.not_json"] and found[0].moved_to
    assert len(in_damaged(paths.config)) == 2
    assert Store(paths).take_problems() == [], "not again at the next start"


def test_a_file_that_cannot_be_moved_aside_is_not_said_to_be(tmp_path, monkeypatch):
    paths = Paths.under(str(tmp_path))
    os.makedirs(paths.config)
    open(paths.settings_file, "w").write("{not json")
    monkeypatch.setattr(problems, "move_to_damaged", lambda path: (_ for _ in ()).throw(OSError(30, "Read-only")))
    found = Store(paths).take_problems()
    assert [p.key for p in found] == ["store.not_moved"]
    assert "it was moved aside" not in found[0].text and "could not be moved aside" in found[0].text


def test_a_folder_in_place_of_the_autosave_or_a_save_is_reported_and_moved(tmp_path):
    paths = Paths.under(str(tmp_path))
    os.makedirs(paths.autosave_file)
    os.makedirs(os.path.join(paths.matches, "20260101-120000-x.json"))
    store = Store(paths)
    keys = [p.key for p in store.startup_check()]
    assert keys == ["store.not_a_file", "store.not_a_file"]
    assert not os.path.exists(paths.autosave_file) and in_damaged(paths.state) and in_damaged(paths.matches)


def test_an_autosave_that_is_a_link_to_itself_is_told_once_as_moved_aside(tmp_path):
    """A link to itself in place of the autosave: the title's look at it said "Tapis Vert leaves it
    where it is", then the start-up check moved it aside, and the message said both, one after the
    other. Said once, as it is: moved aside."""
    paths = Paths.under(str(tmp_path))
    os.makedirs(paths.state)
    os.symlink(paths.autosave_file, paths.autosave_file)
    store = Store(paths)
    assert store.autosave_info() is None
    found = store.startup_check()
    assert [(p.key, p.moved_to is not None) for p in found] == [("store.unreadable", True)], found
    assert not os.path.lexists(paths.autosave_file) and in_damaged(paths.state)


def test_the_title_shows_no_continue_for_a_folder_autosave(tmp_path, monkeypatch):
    monkeypatch.setattr(app_module, "_table_scene_class", lambda: FakeTable)
    paths = Paths.under(str(tmp_path))
    os.makedirs(paths.autosave_file)
    app = make_app(tmp_path)
    title = TitleScene(app)
    app.push(title)
    app.frame(0.0)
    assert not title.buttons["continue"].enabled and isinstance(app.top, MessageScene)
    app.shutdown()


@pytest.mark.parametrize("size", [(800, 500), (1280, 720)])
def test_a_message_longer_than_the_window_scrolls_to_its_last_line(tmp_path, size):
    """Twenty-five damaged saves at start: the message showed the first ten and "…", and neither
    the wheel nor Page Down showed the others. It scrolls, a bar beside it saying where it is."""
    from test_ui_frame_support import post_key

    from game.ui.app import startup_checks
    matches = Paths.under(str(tmp_path)).matches
    os.makedirs(matches)
    for n in range(25):
        with open(os.path.join(matches, f"2026-cut-{n:02d}.json"), "w", encoding="utf-8") as f:
            f.write('{"format": "tapisvert-match", "vers')
    app = make_app(tmp_path, size=size, language="en")
    try:
        startup_checks(app)
        app.push(TitleScene(app))
        app.frame(0.0)
        message = app.top
        assert isinstance(message, MessageScene) and message.text.count("2026-cut-") == 25
        app.frame(1.0)                                  # read: it takes keys now

        def shown() -> str:
            return "\n".join(message.lines)
        assert "2026-cut-00" in shown() and "2026-cut-24" not in shown() and "…" not in message.lines
        for _ in range(6):
            post_key(app, pygame.K_PAGEDOWN)
        assert "2026-cut-24" in shown() and "2026-cut-00" not in shown()
        assert app.top is message, "Page Down scrolls; it does not close the message"
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=40, flipped=False, precise_x=0.0,
                                             precise_y=40.0))
        app.frame(0.0)
        assert "2026-cut-00" in shown(), "the wheel goes back up"
    finally:
        app.shutdown()
