"""Files the system will not let Tapis Vert read (left by a start as another user, an
administrator's): they stay where they are, the app does without them and says so at each start,
and never writes a fresh file over them, so that a person's statistics are not reset by a
permission (README, "Files that cannot be read")."""
from __future__ import annotations

import errno
import json
import os

import pytest
from test_store_stats_checks import GOOD, write_stats

from game.store import Paths, Store

SETTINGS = {"format": "tapisvert-settings", "version": 1, "speed": "fast", "language": "en"}


def refuse_reading(monkeypatch, *paths):
    """``paths`` may not be opened for reading (chmod 000 by another user); writes in their folder work."""
    real = os.open
    refused = {os.path.abspath(p) for p in paths}

    def guarded(path, flags, *args, **kwargs):
        if os.path.abspath(str(path)) in refused and not flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT):
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return real(path, flags, *args, **kwargs)
    monkeypatch.setattr(os, "open", guarded)


@pytest.fixture
def files(tmp_path):
    paths = Paths.under(str(tmp_path))
    write_stats(paths, GOOD)
    os.makedirs(paths.config, exist_ok=True)
    with open(paths.settings_file, "w", encoding="utf-8") as f:
        json.dump(SETTINGS, f)
    return paths, {p: open(p, "rb").read() for p in (paths.stats_file, paths.settings_file)}


def test_unreadable_statistics_and_settings_stay_where_they_are_and_are_never_written_over(files, monkeypatch):
    """chmod 000 on stats.json and settings.json: both were moved into damaged/ and the
    statistics started again from zero."""
    paths, kept = files
    refuse_reading(monkeypatch, *kept)
    store = Store(paths)
    problems = store.startup_check()
    assert sorted((p.key, p.params["file"], p.params.get("cause")) for p in problems) == [
        ("store.left", "settings.json", "store.cause.no_read"), ("store.left", "stats.json", "store.cause.no_read")]
    assert not os.path.exists(os.path.join(paths.data, "damaged"))
    assert not os.path.exists(os.path.join(paths.config, "damaged"))
    # the app does without them: defaults, no counts, and a match or a setting writes nothing over them
    assert store.settings["speed"] == "normal" and store.stats.games() == []
    problem = store.record_match_end("polignac", 4, place=1, deals=5, points=3)
    assert problem is not None and problem.key == "store.stats_failed"
    assert "stats.json" in problem.text and "Errno" not in problem.text
    store.settings["speed"] = "instant"
    assert store.settings.save().key == "store.write_failed"
    assert {p: open(p, "rb").read() for p in kept} == kept
    # told again at the next start
    assert sorted(p.params["file"] for p in Store(paths).startup_check()) == ["settings.json", "stats.json"]
    monkeypatch.undo()
    again = Store(paths)
    assert again.take_problems() == []
    assert again.stats.game("polignac")["played"] == 3 and again.settings["speed"] == "fast"


def test_files_damaged_inside_are_still_moved_aside(files):
    paths, _ = files
    with open(paths.stats_file, "w", encoding="utf-8") as f:
        f.write('{"format": "tapisvert-stats", "version": 1, "games": {"pol')
    store = Store(paths)
    assert [p.key for p in store.take_problems()] == ["store.truncated"]
    assert len(os.listdir(os.path.join(paths.data, "damaged"))) == 1


def test_a_saved_match_the_system_will_not_let_be_read_stays_in_its_folder(tmp_path, monkeypatch):
    from test_store_files import played_record
    store = Store(Paths.under(str(tmp_path)))
    record, match = played_record(seed=3, steps=6)
    entry = store.save_match(record, "Locked", match)
    path = store.saves.path(entry.id)
    refuse_reading(monkeypatch, path)
    problems = Store(store.paths).startup_check()
    assert [(p.key, p.params.get("cause")) for p in problems] == [("store.left", "store.cause.no_read")]
    assert os.path.exists(path) and not os.path.exists(os.path.join(store.paths.matches, "damaged"))
    assert [p.key for p in Store(store.paths).startup_check()] == ["store.left"], "told again at the next start"
    monkeypatch.undo()
    assert [e.id for e in Store(store.paths).list_matches()] == [entry.id]


def test_an_autosave_the_system_will_not_let_be_read_stays_in_place_and_is_never_written_over(tmp_path, monkeypatch):
    """chmod 000 on autosave.jsonl: the start moved it into damaged/ as if damaged, and a new match
    put it in autosave.jsonl.bak, which the next match overwrote. It stays where it is, the person
    is told it could not be read, and no match writes over it or sets it aside."""
    from test_store_nothing_lost import played
    paths = Paths.under(str(tmp_path))
    store = Store(paths, fsync=False)
    theirs, _ = played(7)
    store.autosave_start(theirs)
    store.autosave_close()
    kept = open(paths.autosave_file, "rb").read()
    refuse_reading(monkeypatch, paths.autosave_file)
    store = Store(paths, fsync=False)
    problems = store.startup_check()
    assert [(p.key, p.params.get("cause"), p.moved_to) for p in problems] == [
        ("store.left", "store.cause.no_read", None)]
    assert "no permission to read it" in problems[0].text and "leaves it where it is" in problems[0].text
    assert store.autosave_info() is None
    for seed in (8, 9):                                  # two new matches, one after the other
        record, match = played(3, seed=seed)
        problem = store.autosave_start(record)
        assert problem is not None and problem.params.get("cause") == "store.cause.kept_unread", problem
        assert "autosave.jsonl could not be read" in problem.text
        seat, action = match.to_act, match.legal_actions()[0].to_json()
        match.apply_json(seat, action)
        record.add(seat, action)
        store.autosave_end()                             # abandoned
    assert open(paths.autosave_file, "rb").read() == kept
    assert not os.path.exists(paths.autosave_file + ".bak")
    assert not os.path.exists(os.path.join(paths.state, "damaged"))
    monkeypatch.undo()
    assert Store(paths).load_autosave()[0].actions == theirs.actions


def test_an_autosave_unreadable_at_start_is_kept_before_a_match_writes_over_it_once_it_can_be_read(
        tmp_path, monkeypatch):
    """chmod 000 on autosave.jsonl at start, then read permission given back while a match is
    played: the next move wrote the new match over the one in the file, which the app had never
    read (no Continue offered it, nothing kept it): lost. It is kept in the saved matches first,
    and the person is told under what name."""
    from test_store_nothing_lost import played
    paths = Paths.under(str(tmp_path))
    store = Store(paths, fsync=False)
    theirs, _ = played(7)
    store.autosave_start(theirs)
    store.autosave_close()
    refuse_reading(monkeypatch, paths.autosave_file)
    store = Store(paths, fsync=False)
    assert [p.key for p in store.startup_check()] == ["store.left"]
    record, match = played(3, seed=8)
    assert store.autosave_start(record) is not None, "not written over while it cannot be read"
    store.take_problems()
    monkeypatch.undo()                                   # read permission comes back
    seat, action = match.to_act, match.legal_actions()[0].to_json()
    match.apply_json(seat, action)
    record.add(seat, action)                             # the next move writes the whole journal
    assert store.load_autosave()[0].actions == record.actions, "this match is saved as it is played again"
    assert store.has_save_of(theirs), "the match that was there is kept"
    kept = [e for e in store.list_matches() if e.game == theirs.game]
    assert len(kept) == 1 and kept[0].summary.get("actions") == len(theirs.actions)
    told = store.take_problems()
    assert [p.key for p in told] == ["store.unread_kept"], told
    assert kept[0].name in told[0].text and "The match that was in progress" in told[0].text
    for _ in range(2):                                   # kept once, whatever comes next
        seat, action = match.to_act, match.legal_actions()[0].to_json()
        match.apply_json(seat, action)
        record.add(seat, action)
    assert len(store.list_matches()) == 1 and store.take_problems() == []
