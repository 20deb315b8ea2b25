"""Files a newer version of Tapis Vert wrote: a save of a game this version does not know, settings
of a newer version, choices for an unknown game. Nothing in them is lost; this version says what it
does with them."""
from __future__ import annotations

import json
import os

import pytest
from test_store_files import played_record

from game.store import Paths, Store


def test_a_save_of_a_game_this_version_does_not_know_is_left_as_it_is(tmp_path):
    """A save of "poker" was moved aside as "breaks the rules of the game"."""
    store = Store(Paths.under(str(tmp_path)))
    record, match = played_record(seed=3, steps=6)
    entry = store.save_match(record, "Later", match)
    path = store.saves.path(entry.id)
    data = json.load(open(path, encoding="utf-8"))
    data["game"] = "poker"
    with open(path, "w", encoding="utf-8") as f:
        json.dump(data, f)
    problems = Store(store.paths).startup_check()
    assert [(p.key, p.moved_to) for p in problems] == [("store.game_unknown", None)]
    assert "poker" in problems[0].text and "does not know" in problems[0].text
    assert "rules" not in problems[0].text
    assert os.path.exists(path) and not os.path.exists(os.path.join(store.paths.matches, "damaged"))
    assert [p.key for p in Store(store.paths).startup_check()] == ["store.game_unknown"], "told at each start"


@pytest.mark.parametrize("language", ["fr", "en"])
def test_choices_for_a_game_this_version_does_not_know_are_named_plainly_and_left_out(tmp_path, language):
    """games.poker.players 99 was told as "poker · Players" and an empty poker entry written into
    the mended file. The game is named as one this version does not know, left out of the file
    written, the file as it was kept in damaged/."""
    from test_ui_frame_support import make_app
    paths = Paths.under(str(tmp_path))
    os.makedirs(paths.config)
    original = {"format": "tapisvert-settings", "version": 1, "speed": "fast",
                "games": {"poker": {"players": 99}, "polignac": {"players": 5}}}
    with open(paths.settings_file, "w", encoding="utf-8") as f:
        json.dump(original, f)
    app = make_app(tmp_path, language=language)
    try:
        told = [app.problem_text(p) for p in app.take_problems()]
        assert len(told) == 1 and "poker" in told[0] and "·" not in told[0], told
        assert {"fr": "ne connaît pas", "en": "does not know"}[language] in told[0]
    finally:
        app.shutdown()
    written = json.load(open(paths.settings_file, encoding="utf-8"))
    assert set(written["games"]) == {"polignac"} and written["speed"] == "fast"
    folder = os.path.join(paths.config, "damaged")
    assert [json.load(open(os.path.join(folder, n), encoding="utf-8")) for n in os.listdir(folder)] == [original]
    assert Store(paths).take_problems() == [], "told once"


def _newer_settings(paths) -> None:
    os.makedirs(paths.config, exist_ok=True)
    with open(paths.settings_file, "w", encoding="utf-8") as f:
        json.dump({"format": "tapisvert-settings", "version": 99, "speed": "fast"}, f)


def _newer_save(store) -> str:
    record, match = played_record(seed=3, steps=6)
    path = store.saves.path(store.save_match(record, "Later", match).id)
    data = json.load(open(path, encoding="utf-8"))
    data["version"] = 99
    with open(path, "w", encoding="utf-8") as f:
        json.dump(data, f)
    return path


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("files", ["newer_settings", "newer_save", "newer_stats", "newer_and_refused",
                                   "newer_and_damaged"])
def test_only_damaged_files_are_told_under_damaged_files(tmp_path, monkeypatch, language, files):
    """A file written by a newer version, or one the system would not let Tapis Vert read and
    that it left in place, was told at the start under "Damaged files": nothing in them is
    damaged. Such messages come under a neutral title; "Damaged files" is kept for a message
    naming a file truly damaged."""
    import errno

    from test_ui_refused_writes import told_at_start
    store = Store(Paths.under(str(tmp_path)))
    paths = store.paths
    if files in ("newer_settings", "newer_and_refused", "newer_and_damaged"):
        _newer_settings(paths)
    if files == "newer_save":
        _newer_save(store)
    if files == "newer_stats":
        _newer_stats(paths)
    if files == "newer_and_refused":
        record, match = played_record(seed=4, steps=6)
        closed = store.saves.path(store.save_match(record, "Closed", match).id)
        real_open = os.open

        def guarded(path, flags, *args, **kwargs):
            if os.path.abspath(str(path)) == os.path.abspath(closed):
                raise PermissionError(errno.EACCES, "Permission denied", str(path))
            return real_open(path, flags, *args, **kwargs)
        monkeypatch.setattr(os, "open", guarded)
    if files == "newer_and_damaged":
        os.makedirs(os.path.dirname(paths.autosave_file), exist_ok=True)
        with open(paths.autosave_file, "w", encoding="utf-8") as f:
            f.write('{"format": "tapisvert-match", "vers')         # cut short
    app, message = told_at_start(tmp_path, language)
    try:
        damaged = files == "newer_and_damaged"
        assert (message.title == app.t("message.damaged_title")) == damaged, (message.title, message.text)
        if not damaged:
            assert message.title == app.t("message.files_title")
    finally:
        app.shutdown()


def _newer_stats(paths) -> bytes:
    from test_store_stats_checks import GOOD, write_stats
    write_stats(paths, {**GOOD, "version": 7})
    return open(paths.stats_file, "rb").read()


def test_statistics_of_a_newer_version_are_left_as_they_are_and_not_counted_into(tmp_path):
    """A stats.json of a newer version was moved aside as damaged at the start (settings of a newer
    version are left in place): going back to the newer version found its statistics gone. The file
    stays as it is, never written over; the person is told, at each start, that this version counts
    no match into it, and at a match's end that this one is not counted."""
    from test_store_nothing_lost import played
    paths = Paths.under(str(tmp_path))
    before = _newer_stats(paths)
    store = Store(paths, fsync=False)
    problems = store.startup_check()
    assert [(p.key, p.moved_to) for p in problems] == [("store.future_stats", None)]
    assert "version 7" in problems[0].text and "left as it is" in problems[0].text
    assert "not counted" in problems[0].text or "counts no match" in problems[0].text
    assert store.stats.games() == [], "its figures are not read as this version's"
    record, match = played(None, target=1)
    store.autosave_start(record)
    problem = store.match_finished(record, match)
    assert problem is not None and problem.key == "store.stats_newer" and "not counted" in problem.text
    assert [p.key for p in store.take_problems()] == ["store.stats_newer"]
    assert store.record_duplicate("polignac", 3, 5, key="dup:1") is not None
    other, _ = played(3, seed=9)
    assert store.autosave_start(other) is None, "the next match is saved as it is played"
    store.autosave_close()
    assert open(paths.stats_file, "rb").read() == before
    assert not os.path.exists(os.path.join(paths.data, "damaged"))
    again = Store(paths)
    assert [p.key for p in again.startup_check()] == ["store.future_stats"], "told at each start"
    assert again.load_autosave()[0].seed == other.seed


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("header, words", [
    ({"game": "tarot"}, {"fr": "ne connaît pas", "en": "does not know"}),
    ({"rng_scheme": 99}, {"fr": "version plus récente", "en": "newer version"})])
def test_a_match_in_progress_this_version_cannot_continue_is_named_as_such(tmp_path, language, header, words):
    """An autosave of a game this version does not know was told as "The saved match autosave.jsonl
    is of a game…": a file name the person never gave, for the match he was playing. It is "the match
    in progress", in both languages, and so is the match kept before a new one took its place."""
    from test_store_nothing_lost import journal, played
    from test_ui_frame_support import make_app
    paths = Paths.under(str(tmp_path))
    os.makedirs(paths.state)
    theirs, _ = played(12)
    with open(paths.autosave_file, "w", encoding="utf-8") as f:
        f.write(journal(theirs, **header))
    app = make_app(tmp_path, language=language)
    try:
        assert app.store.acquire_lock()
        told = [app.problem_text(p) for p in app.store.startup_check()]
        mine, _ = played(2, seed=8)
        assert app.store.autosave_start(mine) is None
        told += [app.problem_text(p) for p in app.store.take_problems()]
    finally:
        app.shutdown()
    assert len(told) == 2, told
    in_progress = {"fr": "La partie en cours", "en": "The match in progress"}[language]
    assert told[0].startswith(in_progress) and words[language] in told[0], told
    assert {"fr": "La partie qui était en cours", "en": "The match that was in progress"}[language] in told[1]
    assert not any("autosave.jsonl" in line for line in told), told
