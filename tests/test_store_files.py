"""Files that must never lose a game: atomic writes, backups, and every kind of damaged file
(design §5, issue 8)."""
from __future__ import annotations

import json
import os
import random

import pytest

from game.store import VERSION, MatchRecord, Paths, Store, StoreError, atomic

SEATS4 = [{"name": "Anne", "kind": "person", "level": None}] + [
    {"name": f"Ordi {i}", "kind": "computer", "level": "amateur"} for i in (1, 2, 3)]


@pytest.fixture
def store(tmp_path):
    return Store(Paths.under(str(tmp_path)))


def played_record(seed: int = 5, steps: int = 20):
    """A Polignac record and its match after ``steps`` random legal actions."""
    record = MatchRecord.new("polignac", 4, {"preset": "classique"}, seed, 0, SEATS4)
    match = record.start()
    rng = random.Random(seed)
    for _ in range(steps):
        action = rng.choice(match.legal_actions()).to_json()
        seat = match.to_act
        match.apply_json(seat, action)
        record.add(seat, action)
    return record, match


def damaged_files(folder: str) -> list[str]:
    path = os.path.join(folder, "damaged")
    return sorted(os.listdir(path)) if os.path.isdir(path) else []


# ---------------------------------------------------------------- atomic writes

def test_a_write_keeps_the_previous_version_as_bak(tmp_path):
    path = str(tmp_path / "x.json")
    atomic.write_json(path, {"n": 1})
    atomic.write_json(path, {"n": 2})
    assert json.load(open(path)) == {"n": 2}
    assert json.load(open(path + ".bak")) == {"n": 1}
    assert sorted(os.listdir(tmp_path)) == ["x.json", "x.json.bak"]


@pytest.mark.parametrize("failing", ["replace", "fsync"])
def test_a_crash_in_the_middle_of_a_write_leaves_the_previous_save_intact(store, monkeypatch, failing):
    record, match = played_record(steps=12)
    entry = store.save_match(record, "Dimanche", match)
    path = store.saves.path(entry.id)
    before = open(path, "rb").read()

    def crash(*args, **kwargs):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(os, failing, crash)
    record2, match2 = played_record(steps=30)
    with pytest.raises(OSError):
        store.save_match(record2, "Dimanche", match2, save_id=entry.id)
    monkeypatch.undo()

    assert open(path, "rb").read() == before
    assert not [n for n in os.listdir(os.path.dirname(path)) if n.endswith(".tmp")]
    loaded, loaded_match = store.load_match(entry.id)
    assert loaded.actions == record.actions
    assert loaded_match.state_json() == match.state_json()


def test_a_settings_write_that_fails_is_reported_and_the_old_settings_stay(store, monkeypatch):
    store.settings["speed"] = "fast"
    assert store.settings.save() is None
    store.settings["speed"] = "slow"

    def crash(*args, **kwargs):
        raise OSError(30, "Read-only file system")
    monkeypatch.setattr(os, "replace", crash)
    problem = store.settings.save()
    monkeypatch.undo()
    assert problem is not None and problem.key == "store.write_failed"
    assert Store(store.paths).settings["speed"] == "fast"


def test_an_autosave_write_that_fails_never_stops_the_match(store, monkeypatch):
    record, match = played_record(steps=4)
    assert store.autosave_start(record) is None

    def crash(*args, **kwargs):
        raise OSError(5, "Input/output error")
    monkeypatch.setattr(os, "fsync", crash)
    action = match.legal_actions()[0].to_json()
    seat = match.to_act
    match.apply_json(seat, action)
    record.add(seat, action)                       # must not raise
    store.autosave.sync()                          # the disk's answer, which came in the background
    monkeypatch.undo()
    assert store.last_problem is not None and store.last_problem.key == "store.autosave_failed"
    store.autosave_close()


# ---------------------------------------------------------------- damaged saved matches

def _truncate(text):
    return text[: len(text) // 2]


def _garbage(text):
    return "{ this is not json" + text[40:]


def _oversized(text):
    data = json.loads(text)
    data["padding"] = "x" * (5 * 1024 * 1024)
    return json.dumps(data)


def _future(text):
    data = json.loads(text)
    data["version"] = VERSION + 1
    return json.dumps(data)


def _wrong_format(text):
    data = json.loads(text)
    data["format"] = "some-other-app"
    return json.dumps(data)


def _not_an_object(text):
    return "[1, 2, 3]"


def _rule_breaking(text):
    data = json.loads(text)
    # The first player plays the same card twice: the engine must refuse the second play.
    plays = [a for a in data["actions"] if a["type"] == "play"]
    second_turn = next(a for a in data["actions"][4:] if a["seat"] == plays[0]["seat"] and a["type"] == "play")
    second_turn["card"] = plays[0]["card"]
    return json.dumps(data)


def _wrong_seat(text):
    data = json.loads(text)
    data["actions"][0]["seat"] = (data["actions"][0]["seat"] + 1) % 4
    return json.dumps(data)


def _bad_shape(text):
    data = json.loads(text)
    data["players"] = "four"
    return json.dumps(data)


DAMAGE = [
    (_truncate, "store.truncated"),
    (_garbage, "store.not_json"),
    (_oversized, "store.too_large"),
    (_future, "store.future_version"),
    (_wrong_format, "store.wrong_format"),
    (_not_an_object, "store.wrong_format"),
    (_bad_shape, "store.wrong_format"),
    (_rule_breaking, "store.rule_breaking"),
    (_wrong_seat, "store.rule_breaking"),
]


@pytest.mark.parametrize("damage,key", DAMAGE, ids=[d.__name__.strip("_") for d, _ in DAMAGE])
def test_a_damaged_saved_match_is_moved_aside_with_a_clear_message(store, damage, key):
    good_record, good_match = played_record(seed=1, steps=10)
    good = store.save_match(good_record, "Bonne partie", good_match)
    record, match = played_record(seed=2, steps=16)
    bad = store.save_match(record, "Partie abîmée", match)
    path = store.saves.path(bad.id)
    damaged_text = damage(open(path, encoding="utf-8").read())
    with open(path, "w", encoding="utf-8") as f:
        f.write(damaged_text)

    with pytest.raises(StoreError) as err:
        store.load_match(bad.id)
    problem = err.value.problem
    assert problem.key == key
    assert problem.params["file"] == os.path.basename(path) and problem.params["file"] in problem.text
    assert not os.path.exists(path)
    assert problem.moved_to and open(problem.moved_to, encoding="utf-8").read() == damaged_text
    assert damaged_files(store.paths.matches) == [os.path.basename(problem.moved_to)]
    # Everything else keeps working.
    assert [e.id for e in store.list_matches()] == [good.id]
    assert store.load_match(good.id)[1].state_json() == good_match.state_json()


def _autosave_text(record, damage) -> str:
    """The autosave of ``record`` (JSON lines) with ``damage`` applied where it means something:
    to the header line for the damages of a document, to the whole record for the others."""
    lines = [json.dumps(record.header_json())] + [json.dumps(a) for a in record.actions]
    if damage in (_truncate, _garbage, _not_an_object, _future, _wrong_format, _bad_shape):
        lines[0] = damage(lines[0])
        if damage is _truncate:
            lines = lines[:1]            # the file ends inside its first line
        return "\n".join(lines) + ("" if damage is _truncate else "\n")
    if damage is _oversized:
        lines.insert(1, json.dumps({"seat": 0, "type": "play", "card": "x" * (5 * 1024 * 1024)}))
        return "\n".join(lines) + "\n"
    data = json.loads(damage(json.dumps(record.to_json())))
    return "".join(json.dumps(x) + "\n" for x in [record.header_json()] + data["actions"])


@pytest.mark.parametrize("damage,key", DAMAGE, ids=[d.__name__.strip("_") for d, _ in DAMAGE])
def test_a_damaged_autosave_is_moved_aside_and_continue_is_not_offered(store, damage, key):
    record, match = played_record(seed=3, steps=16)
    store.autosave_start(record)
    store.autosave_close()
    text = _autosave_text(record, damage)
    with open(store.paths.autosave_file, "w", encoding="utf-8") as f:
        f.write(text)

    with pytest.raises(StoreError) as err:
        store.load_autosave()
    assert err.value.problem.key == key
    assert not store.has_autosave()
    assert store.autosave_info() is None
    assert open(err.value.problem.moved_to, encoding="utf-8").read() == text


def test_an_autosave_line_damaged_before_the_last_is_not_json(store):
    record, match = played_record(seed=3, steps=16)
    store.autosave_start(record)
    store.autosave_close()
    lines = open(store.paths.autosave_file, encoding="utf-8").read().split("\n")
    lines[5] = lines[5][:7]
    with open(store.paths.autosave_file, "w", encoding="utf-8") as f:
        f.write("\n".join(lines))
    with pytest.raises(StoreError) as err:
        store.load_autosave()
    assert err.value.problem.key == "store.not_json" and "line 6" in err.value.problem.text


def test_an_autosave_cut_in_the_middle_of_an_action_loses_only_that_action(store):
    record, match = played_record(seed=4, steps=25)
    store.autosave_start(record)
    store.autosave_close()
    path = store.paths.autosave_file
    text = open(path, encoding="utf-8").read()
    last_line_start = text.rstrip("\n").rfind("\n") + 1
    with open(path, "w", encoding="utf-8") as f:
        f.write(text[: last_line_start + 9])          # the last action half written
    loaded, loaded_match = store.load_autosave()
    assert loaded.actions == record.actions[:-1]
    assert loaded_match.state_json() == record.replay(upto=24).state_json()


def test_a_damaged_settings_file_gives_the_defaults_and_is_moved_aside(tmp_path):
    paths = Paths.under(str(tmp_path))
    os.makedirs(paths.config)
    with open(paths.settings_file, "w") as f:
        f.write('{"format": "tapisvert-settings", "version": 1, "speed": "fa')
    store = Store(paths)
    assert store.settings["speed"] == "normal"
    problems = store.startup_check()
    assert [p.key for p in problems] == ["store.truncated"]
    assert not os.path.exists(paths.settings_file)
    assert len(damaged_files(paths.config)) == 1


def test_damaged_statistics_are_moved_aside_and_counting_starts_again(tmp_path):
    paths = Paths.under(str(tmp_path))
    os.makedirs(paths.data)
    with open(paths.stats_file, "w") as f:
        json.dump({"format": "tapisvert-stats", "version": 1, "games": {"polignac": {"played": "many"}}}, f)
    store = Store(paths)
    assert [p.key for p in store.startup_check()] == ["store.wrong_format"]
    store.record_match_end("polignac", 4, place=1, deals=5, points=3)
    assert store.stats.game("polignac")["played"] == 1
    assert len(damaged_files(paths.data)) == 1


def test_startup_check_reports_each_damaged_file_once_and_keeps_the_good_ones(tmp_path):
    paths = Paths.under(str(tmp_path))
    store = Store(paths)
    record, match = played_record(seed=6, steps=12)
    good = store.save_match(record, "Bonne", match)
    bad_ids = []
    for damage in (_truncate, _future, _rule_breaking):
        entry = store.save_match(record, damage.__name__, match)
        path = store.saves.path(entry.id)
        text = damage(open(path, encoding="utf-8").read())
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        bad_ids.append(entry.id)
    store.autosave_start(record)
    store.autosave_close()
    with open(paths.autosave_file, "a", encoding="utf-8") as f:
        f.write('{"seat": 9, "type": "play", "card": "ZZ"}\n{"seat": 0}\n')
    os.makedirs(paths.config, exist_ok=True)
    with open(paths.settings_file, "w") as f:
        f.write("\x00\x01binary")

    fresh = Store(paths)
    problems = fresh.startup_check()
    keys = sorted(p.key for p in problems)
    assert keys == sorted(["store.truncated", "store.future_version", "store.rule_breaking",
                           "store.wrong_format", "store.not_json"])
    assert all(p.moved_to and os.path.exists(p.moved_to) for p in problems)
    assert Store(paths).startup_check() == []
    assert [e.id for e in fresh.list_matches()] == [good.id]
    assert len(damaged_files(paths.matches)) == 3


def test_a_saved_match_id_cannot_point_outside_the_matches_folder(store):
    with pytest.raises(ValueError):
        store.load_match("../settings")


def test_a_save_of_a_game_this_copy_cannot_play_is_reported_but_left_in_place(store, monkeypatch):
    record, match = played_record(seed=7, steps=8)
    entry = store.save_match(record, "Plus tard", match)
    from game.engine import RuleError
    from game.store import record as record_module

    def missing(*args, **kwargs):
        raise RuleError("unknown_game", "polignac is not available yet")
    monkeypatch.setattr(record_module, "new_match", missing)
    with pytest.raises(StoreError) as err:
        store.load_match(entry.id)
    assert err.value.problem.key == "store.game_unavailable" and err.value.problem.moved_to is None
    assert os.path.exists(store.saves.path(entry.id))
    monkeypatch.undo()
    assert store.load_match(entry.id)[1].state_json() == match.state_json()


def test_damaged_statistics_fall_back_to_the_previous_version(tmp_path):
    paths = Paths.under(str(tmp_path))
    store = Store(paths)
    store.record_match_end("polignac", 4, place=1, deals=5, points=3)
    store.record_match_end("polignac", 4, place=2, deals=7, points=12)   # .bak now holds 1 match
    with open(paths.stats_file, "w") as f:
        f.write('{"format": "tapisvert-stats", "version": 1, "games": {"polig')
    again = Store(paths)
    assert [p.key for p in again.take_problems()] == ["store.truncated", "store.restored_backup"]
    assert again.stats.game("polignac")["played"] == 1
    assert len(damaged_files(paths.data)) == 1


def test_damaged_settings_fall_back_to_the_previous_version(tmp_path):
    paths = Paths.under(str(tmp_path))
    store = Store(paths)
    store.settings["speed"] = "fast"
    store.settings.save()
    store.settings["language"] = "en"
    store.settings.save()                    # .bak: speed fast, language auto
    with open(paths.settings_file, "wb") as f:
        f.write(b"\xff\xfe garbage")
    again = Store(paths)
    assert [p.key for p in again.take_problems()] == ["store.not_json", "store.restored_backup"]
    assert (again.settings["speed"], again.settings["language"]) == ("fast", "auto")


def test_a_save_damaged_after_a_clean_start_is_caught_at_the_next_start(tmp_path):
    paths = Paths.under(str(tmp_path))
    store = Store(paths)
    record, match = played_record(seed=8, steps=20)
    entry = store.save_match(record, "Mardi", match)
    assert store.startup_check() == []
    assert Store(paths).startup_check() == []          # unchanged: remembered as sound
    path = store.saves.path(entry.id)
    text = _rule_breaking(open(path, encoding="utf-8").read())
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    assert [p.key for p in Store(paths).startup_check()] == ["store.rule_breaking"]
    assert not os.path.exists(path)


def test_each_autosaved_action_reaches_the_disk_without_holding_up_the_table(store, monkeypatch):
    import threading
    record, match = played_record(steps=3)
    store.autosave_start(record)
    synced = threading.Event()
    real_fsync = os.fsync

    def watching_fsync(fd):
        if threading.current_thread() is not threading.main_thread():
            synced.set()
        return real_fsync(fd)
    monkeypatch.setattr(os, "fsync", watching_fsync)
    action = match.legal_actions()[0].to_json()
    seat = match.to_act
    match.apply_json(seat, action)
    record.add(seat, action)
    # Already in the file for a process killed now; on the disk itself shortly after.
    assert open(store.paths.autosave_file, encoding="utf-8").read().endswith(json.dumps(
        {"seat": seat, **action}, separators=(",", ":")) + "\n")
    assert synced.wait(timeout=5)
    store.autosave_close()


def _saved_bytes(store, edit) -> tuple[str, bytes]:
    """A saved match whose file's bytes ``edit`` changed: its id and the bytes written."""
    record, match = played_record(seed=2, steps=16)
    entry = store.save_match(record, "Soirée à Ωmega 漢", match)
    path = store.saves.path(entry.id)
    raw = edit(open(path, "rb").read())
    with open(path, "wb") as f:
        f.write(raw)
    return entry.id, raw


def test_a_save_cut_in_the_middle_of_a_character_is_told_as_cut_short(store):
    """A file cut inside a character of the save's name read "damaged (not UTF-8 text at byte 299)":
    it is incomplete, as any file cut short."""
    def cut(raw):
        at = raw.index("漢".encode()) + 1
        return raw[:at]
    save_id, raw = _saved_bytes(store, cut)
    with pytest.raises(StoreError) as err:
        store.load_match(save_id)
    assert err.value.problem.key == "store.truncated" and "UTF-8" not in err.value.problem.text
    assert open(err.value.problem.moved_to, "rb").read() == raw


def test_a_save_an_editor_wrote_again_with_a_byte_order_mark_still_loads(store):
    """Opened and saved again in a plain editor, a save began with a byte-order mark and was
    moved aside as "damaged (at line 1)": the mark says nothing of the text, and is passed over."""
    save_id, _ = _saved_bytes(store, lambda raw: b"\xef\xbb\xbf" + raw)
    record, match = store.load_match(save_id)
    assert record.name == "Soirée à Ωmega 漢" and match.state_json()
    assert [e.id for e in store.list_matches()] == [save_id]


def test_a_number_too_long_to_read_is_said_in_words(store):
    """A seed of 5,000 digits read "(Exceeds the limit (4300 digits) for integer string conversion:
    value has 5000 di)", the system's English cut in a word."""
    def long_seed(raw):
        data = json.loads(raw)
        return json.dumps(data).replace(f'"seed": {data["seed"]}', '"seed": ' + "7" * 5000).encode()
    save_id, _ = _saved_bytes(store, long_seed)
    with pytest.raises(StoreError) as err:
        store.load_match(save_id)
    problem = err.value.problem
    assert problem.key == "store.not_json" and "a number too long to read" in problem.text, problem.text
    assert "Exceeds" not in problem.text and "4300" not in problem.text


def test_a_save_renamed_by_hand_in_its_folder_is_still_listed(store):
    """A save renamed in the file manager to "Ma partie du soir.json" vanished from the list,
    neither listed nor told: any name a file can have there is a save's name."""
    record, match = played_record(seed=2, steps=16)
    entry = store.save_match(record, "Soirée", match)
    for name in ("Ma partie du soir", "été — à 4"):
        new_path = os.path.join(store.paths.matches, name + ".json")
        os.replace(store.saves.path(entry.id), new_path)
        listed = store.list_matches()
        assert [e.id for e in listed] == [name] and listed[0].name == "Soirée"
        assert store.load_match(name)[1].state_json() == match.state_json()
        entry = listed[0]
    store.delete_match(entry.id)
    assert store.list_matches() == [] and os.listdir(store.paths.matches) == []


def test_a_save_whose_file_name_is_not_utf8_does_not_stop_the_start_up_check(tmp_path):
    """A save renamed by hand on a disk whose names are in Latin-1 ("café" as the bytes of another
    system): the check replayed it, then could not remember it in its cache (a name that is no
    UTF-8 text), and every start said "Tapis Vert could not finish checking its files (an error
    it did not expect)". The save is checked and listed; nothing is said, at any start."""
    paths = Paths.under(str(tmp_path))
    store = Store(paths, fsync=False)
    record, match = played_record(seed=2, steps=16)
    entry = store.save_match(record, "Soirée", match)
    latin = os.path.join(os.fsencode(paths.matches), b"caf\xe9.json")
    os.replace(os.fsencode(store.saves.path(entry.id)), latin)
    store.release_lock()
    for _ in range(2):
        again = Store(paths, fsync=False)
        assert again.acquire_lock()
        assert again.startup_check() == []
        listed = again.list_matches()
        assert [e.name for e in listed] == ["Soirée"]
        assert again.load_match(listed[0].id)[1].state_json() == match.state_json()
        again.release_lock()
    assert os.path.exists(latin)


@pytest.mark.parametrize("save_id", ["../settings", "a/b", ".hidden", "", "a\x00b"])
def test_a_save_s_id_never_names_a_file_outside_its_folder(store, save_id):
    with pytest.raises(ValueError):
        store.saves.path(save_id)
