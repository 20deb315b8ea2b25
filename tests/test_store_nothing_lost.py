"""Nothing a person played is lost when files cannot be written or read (the tester's findings,
points 2 to 5): an autosave of a newer version, statistics that cannot be written, the single-copy
lock taken late, a finished match that cannot be set aside."""
from __future__ import annotations

import errno
import json
import os

from game.store import MatchRecord, Paths, Store, atomic

SEATS3 = [{"name": "You", "kind": "person", "level": None},
          {"name": "C1", "kind": "computer", "level": "debutant"},
          {"name": "C2", "kind": "computer", "level": "debutant"}]


def played(steps: int | None, seed: int = 5, players: int = 3, target: int | None = None):
    """A Polignac record and match after ``steps`` first legal actions (None: to its end)."""
    options = {} if target is None else {"target": target}
    seats = SEATS3 + [{"name": f"C{i}", "kind": "computer", "level": "debutant"} for i in range(3, players)]
    record = MatchRecord.new("polignac", players, options, seed, 0, seats[:players])
    match = record.start()
    n = 0
    while not match.match_over and (steps is None or n < steps):
        seat, action = match.to_act, match.legal_actions()[0].to_json()
        match.apply_json(seat, action)
        record.add(seat, action)
        n += 1
    return record, match


def journal(record: MatchRecord, **header) -> str:
    """The autosave's text for ``record``, its header changed by ``header`` (a newer version's)."""
    line = lambda data: json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n"  # noqa: E731
    return line({**record.header_json(), **header}) + "".join(line(a) for a in record.actions)


def every_file(root) -> dict[str, str]:
    """Every file under ``root`` and its text."""
    out = {}
    for folder, _, names in os.walk(str(root)):
        for name in names:
            path = os.path.join(folder, name)
            try:
                out[path] = open(path, encoding="utf-8").read()
            except (OSError, UnicodeDecodeError):
                pass
    return out


# ---------------------------------------------------------------- 2. an autosave of a newer version

def test_an_autosave_of_a_newer_version_is_kept_before_new_matches_take_its_place(tmp_path):
    """An autosave written with a way of shuffling this copy does not know was told "left as it
    is"; the first new match put it in autosave.jsonl.bak, the second overwrote that: gone. It is
    kept as a save in the saved matches (a newer version can resume it), untouched, and the person
    is told where."""
    paths = Paths.under(str(tmp_path))
    newer, _ = played(40)
    os.makedirs(paths.state)
    with open(paths.autosave_file, "w", encoding="utf-8") as f:
        f.write(journal(newer, rng_scheme=99))
    store = Store(paths, fsync=False)
    assert [p.key for p in store.startup_check()] == ["store.future_left"]
    assert store.autosave_info() is None, "not offered to continue"
    for seed in (7, 8):                                  # two new matches, one after the other
        record, _ = played(3, seed=seed)
        store.autosave_start(record)
        store.autosave_close()
    kept = [p for p in store.take_problems() if p.key == "store.autosave_kept"]
    assert len(kept) == 1, "told once"
    copies = [os.path.join(paths.matches, n) for n in os.listdir(paths.matches)]
    assert len(copies) == 1
    doc = json.load(open(copies[0], encoding="utf-8"))
    assert doc["rng_scheme"] == 99 and doc["actions"] == newer.actions
    assert {k: v for k, v in doc.items() if k != "actions"} == {**newer.header_json(), "rng_scheme": 99}
    assert os.path.basename(copies[0]) in kept[0].text and paths.matches in kept[0].text
    # the next start tells of it as a save of a newer version left as it is: nothing is lost
    again = Store(paths)
    assert [p.key for p in again.startup_check()] == ["store.future_left"]


def test_an_unusable_autosave_that_is_no_save_goes_to_damaged_under_a_name_saying_what_it_is(tmp_path):
    """An autosave of a newer version cut in its last line (killed while writing it) cannot be a
    save as it is: it is kept in damaged/, whole, named as an autosave of a newer version."""
    paths = Paths.under(str(tmp_path))
    newer, _ = played(20)
    os.makedirs(paths.state)
    text = journal(newer, rng_scheme=99)
    with open(paths.autosave_file, "w", encoding="utf-8") as f:
        f.write(text[:-12])                    # the last action torn
    kept_text = open(paths.autosave_file, encoding="utf-8").read()
    store = Store(paths, fsync=False)
    store.startup_check()
    for seed in (7, 8):
        record, _ = played(3, seed=seed)
        store.autosave_start(record)
        store.autosave_close()
    found = [path for path, content in every_file(tmp_path).items() if content == kept_text]
    assert found, "the autosave is somewhere, as it was"
    assert any(os.path.dirname(path).endswith("damaged") and "autosave" in os.path.basename(path)
               for path in found), found


# ---------------------------------------------------------------- 3. statistics that cannot be written

def refuse_writes_in(monkeypatch, folder: str) -> None:
    """Every file written in ``folder`` (through a temporary file beside it) is refused: the disk
    is full there."""
    real = atomic.tempfile.mkstemp

    def mkstemp(prefix="", suffix="", dir=None):
        if dir is not None and os.path.abspath(dir) == os.path.abspath(folder):
            raise OSError(errno.ENOSPC, "No space left on device", os.path.join(str(dir), f"{prefix}x{suffix}"))
        return real(prefix=prefix, suffix=suffix, dir=dir)
    monkeypatch.setattr(atomic.tempfile, "mkstemp", mkstemp)


def test_a_match_whose_statistics_cannot_be_written_is_counted_at_the_next_start(tmp_path, monkeypatch):
    """The data folder full as the match ended: "this match is not counted", and its autosave was
    retired all the same: never counted. The finished autosave is kept, the person told it will be
    counted, and the next start counts it (once)."""
    paths = Paths.under(str(tmp_path))
    store = Store(paths, fsync=False)
    record, match = played(None, target=1)
    last = record.actions.pop()
    record, match = MatchRecord.from_json(record.to_json()), None
    match = record.replay()
    store.autosave_start(record)
    refuse_writes_in(monkeypatch, paths.data)
    seat = match.to_act
    match.apply_json(seat, {k: v for k, v in last.items() if k != "seat"})
    record.add(seat, {k: v for k, v in last.items() if k != "seat"})
    assert match.match_over
    problem = store.match_finished(record, match)
    assert problem is not None and problem.key == "store.stats_later"
    assert "will be counted" in problem.text and "not counted" not in problem.text
    assert not store.has_autosave(), "a finished match is not offered to continue"
    store.autosave_close()
    monkeypatch.undo()                       # room again
    later = Store(paths)
    assert later.startup_check() == []
    assert later.stats.game("polignac")["played"] == 1
    assert not later.has_autosave() and later.autosave_info() is None
    again = Store(paths)
    again.startup_check()
    assert again.stats.game("polignac")["played"] == 1, "counted once"


def test_a_finished_match_not_yet_counted_is_counted_before_a_new_match_takes_the_autosave(tmp_path, monkeypatch):
    """Statistics refused at the end of a match, then a new match at once: the finished match's
    autosave would go to .bak, and the match after that overwrite it. It is counted first, once the
    statistics can be written; while they cannot, the finished match stays in the autosave."""
    paths = Paths.under(str(tmp_path))
    store = Store(paths, fsync=False)
    record, match = played(None, target=1)
    store.autosave_start(record)
    refuse_writes_in(monkeypatch, paths.data)
    assert store.match_finished(record, match).key == "store.stats_later"
    other, _ = played(3, seed=9)
    store.autosave_start(other)              # still no room: the finished match stays
    finished_key = json.loads(open(paths.autosave_file, encoding="utf-8").readline())["seed"]
    assert finished_key == record.seed
    monkeypatch.undo()
    other.add(*(lambda m: (m.to_act, m.legal_actions()[0].to_json()))(other.replay()))   # the next move: saved again
    assert store.stats.game("polignac")["played"] == 1
    on_disk = Store(paths)
    assert on_disk.stats.game("polignac")["played"] == 1
    store.autosave_close()
    assert on_disk.load_autosave()[0].seed == other.seed


class FullJournal:
    """The autosave's open journal on a full disk: every append refused."""

    def __init__(self, journal):
        self.journal = journal

    def write(self, text):
        raise OSError(errno.ENOSPC, "No space left on device")

    def __getattr__(self, name):
        return getattr(self.journal, name)


def finished_on_a_full_disk(monkeypatch, store, paths):
    """A match played to its end whose last moves reach neither the autosave nor, at its end, the
    statistics: the state and data folders full from its last deal on."""
    record, match = played(None, target=1)
    actions, record = record.actions, MatchRecord.from_json({**record.to_json(), "actions": []})
    match = record.start()
    store.autosave_start(record)
    for n, entry in enumerate(actions):
        if n == len(actions) - 8:                            # the disk fills up
            refuse_writes_in(monkeypatch, paths.state)
            refuse_writes_in(monkeypatch, paths.data)
            monkeypatch.setattr(store.autosave, "_file", FullJournal(store.autosave._file))
        action = {k: v for k, v in entry.items() if k != "seat"}
        match.apply_json(entry["seat"], action)
        record.add(entry["seat"], action)
    assert match.match_over and store.take_problems()[0].key == "store.autosave_failed"
    assert store.match_finished(record, match).key == "store.stats_failed"
    return record


def test_a_finished_match_counted_while_nothing_could_be_written_is_counted_before_a_new_match_saves(
        tmp_path, monkeypatch):
    """Neither the autosave nor the statistics could be written as a match ended (a full disk): the
    finished match was counted in memory only. Room was made, a new match started and took the
    autosave's place, and the app was closed: the finished match was counted nowhere. Its count is
    written before the new match takes the autosave."""
    paths = Paths.under(str(tmp_path))
    store = Store(paths, fsync=False)
    finished_on_a_full_disk(monkeypatch, store, paths)
    store.autosave.close()
    monkeypatch.undo()                                       # room again
    other, _ = played(3, seed=9)
    assert store.autosave_start(other) is None
    store.autosave_close()                                   # the app closes
    later = Store(paths)
    later.startup_check()
    assert later.stats.game("polignac")["played"] == 1
    assert later.load_autosave()[0].seed == other.seed, "the new match is saved as it is played"


def test_a_finished_match_whose_count_still_cannot_be_written_waits_in_the_autosave(tmp_path, monkeypatch):
    """The same, the autosave's folder mended but the statistics' still full: the new match does not
    take the autosave's place; the finished match is written there whole, so that a start that can
    write the statistics counts it (once)."""
    paths = Paths.under(str(tmp_path))
    store = Store(paths, fsync=False)
    finished = finished_on_a_full_disk(monkeypatch, store, paths)
    store.autosave.close()
    monkeypatch.undo()
    refuse_writes_in(monkeypatch, paths.data)                # the statistics' folder still full
    other, _ = played(3, seed=9)
    problem = store.autosave_start(other)
    assert problem is not None and problem.params.get("cause") == "store.cause.full"
    assert store.autosave.read(stale_too=True).actions == finished.actions, "the finished match, whole"
    store.autosave_close()
    monkeypatch.undo()
    for _ in range(2):
        later = Store(paths)
        later.startup_check()
        assert later.stats.game("polignac")["played"] == 1, "counted, once"


def test_a_damaged_autosave_met_while_a_finished_match_is_put_there_is_told(tmp_path, monkeypatch):
    """Putting the finished, uncounted match into the autosave finds the file there damaged: it goes
    to damaged/ as everywhere else, and the person is told, not left to wonder where it went."""
    paths = Paths.under(str(tmp_path))
    store = Store(paths, fsync=False)
    record, match = played(None, target=1)
    refuse_writes_in(monkeypatch, paths.state)
    refuse_writes_in(monkeypatch, paths.data)
    store.autosave_start(record)                             # never written: the state folder full
    with open(paths.autosave_file, "w", encoding="utf-8") as f:
        f.write('{"format": "tapisvert-match", "vers')        # cut short
    store.take_problems()
    store.match_finished(record, match)
    told = [p.key for p in store.take_problems()]
    assert "store.truncated" in told, told
    assert os.listdir(os.path.join(paths.state, "damaged"))


# ---------------------------------------------------------------- 4. the single-copy lock, taken late

HOLDER = ("import sys, time\n"
          "from game.store import Paths, Store\n"
          "s = Store(Paths.under(sys.argv[1]))\n"
          "assert s.acquire_lock()\n"
          "print('held', flush=True); time.sleep(120)\n")


def state_folder_a_file(paths) -> None:
    os.makedirs(os.path.dirname(paths.state), exist_ok=True)
    with open(paths.state, "w") as f:
        f.write("not a folder")


def test_a_copy_started_without_the_lock_stops_saving_once_another_copy_holds_it(tmp_path):
    """The state folder could not be written at start: the lock was silently off. A second copy,
    opened once the folder was mended, took the lock, and both wrote the autosave, one copy's moves
    lost. This copy tries the lock again before it writes; finding it held, it stops saving, says
    so, and leaves the other copy's files alone."""
    import subprocess
    import sys
    paths = Paths.under(str(tmp_path))
    state_folder_a_file(paths)
    first = Store(paths, fsync=False)
    assert first.acquire_lock(), "the person can play"
    record, match = played(3)
    first.autosave_start(record)
    assert first.take_problems()[0].key == "store.autosave_failed"
    os.remove(paths.state)                                   # the folder is mended...
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(tmp_path)], cwd=root,
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"    # ...and another copy opened
        other, _ = played(5, seed=9)
        with open(paths.autosave_file, "w", encoding="utf-8") as f:
            f.write(journal(other))                          # the other copy's match
        theirs = open(paths.autosave_file, encoding="utf-8").read()
        seat, action = match.to_act, match.legal_actions()[0].to_json()
        match.apply_json(seat, action)
        record.add(seat, action)                             # this copy's next move
        told = first.take_problems()
        assert [p.key for p in told] == ["store.other_copy"], told
        assert "save it by name" in told[0].text
        for _ in range(2):
            seat, action = match.to_act, match.legal_actions()[0].to_json()
            match.apply_json(seat, action)
            record.add(seat, action)
        assert open(paths.autosave_file, encoding="utf-8").read() == theirs, "the other copy's match untouched"
        assert first.take_problems() == [], "told once"
        assert first.autosave_info() is None, "the other copy's match is not offered here"
    finally:
        holder.kill()
        holder.wait(30)


TRIER = ("import sys\n"
         "from game.store import Paths, Store\n"
         "s = Store(Paths.under(sys.argv[1]))\n"
         "print('held' if s.acquire_lock() else 'refused', flush=True)\n")


def test_a_copy_whose_lock_file_was_deleted_stops_saving_once_another_copy_holds_a_new_one(tmp_path):
    """The lock file deleted while the app runs (a cleaner emptying the state folder): a second copy
    found no lock, made its own and opened as if alone; both wrote the autosave, and this copy's
    moves went to a file no longer there. Before it writes, this copy sees its lock is gone; finding
    the new one held, it stops saving and says so."""
    import subprocess
    import sys
    paths = Paths.under(str(tmp_path))
    first = Store(paths, fsync=False)
    assert first.acquire_lock()
    record, match = played(3)
    assert first.autosave_start(record) is None
    os.remove(paths.lock_file)
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(tmp_path)], cwd=root,
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        other, _ = played(5, seed=9)
        with open(paths.autosave_file + ".new", "w", encoding="utf-8") as f:
            f.write(journal(other))
        os.replace(paths.autosave_file + ".new", paths.autosave_file)      # the other copy's match
        theirs = open(paths.autosave_file, encoding="utf-8").read()
        for _ in range(2):
            seat, action = match.to_act, match.legal_actions()[0].to_json()
            match.apply_json(seat, action)
            record.add(seat, action)
        told = first.take_problems()
        assert [p.key for p in told] == ["store.other_copy"], told
        assert open(paths.autosave_file, encoding="utf-8").read() == theirs
        first.settings["speed"] = "fast"
        assert first.settings.save() is not None, "nor the settings"
    finally:
        holder.kill()
        holder.wait(30)


def test_a_copy_whose_lock_file_was_deleted_makes_it_again_and_a_second_copy_is_still_refused(tmp_path):
    import subprocess
    import sys
    paths = Paths.under(str(tmp_path))
    first = Store(paths, fsync=False)
    assert first.acquire_lock()
    record, match = played(3)
    first.autosave_start(record)
    os.remove(paths.lock_file)
    seat, action = match.to_act, match.legal_actions()[0].to_json()
    match.apply_json(seat, action)
    record.add(seat, action)                                 # the next move: the lock made again
    assert first.take_problems() == []
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    second = subprocess.run([sys.executable, "-c", TRIER, str(tmp_path)], cwd=root, capture_output=True,
                            text=True, timeout=60)
    assert second.stdout.strip() == "refused", second.stderr
    assert Store(paths).autosave_info()["actions"] == 4


def test_a_copy_that_gave_the_files_to_another_writes_no_settings_and_says_so(tmp_path):
    """A copy that gave the files up to another (the lock taken late, found held) still wrote
    settings.json when the person changed a setting, or when it closed (the window's size), over
    the other copy's. It writes nothing, and says this window's settings are not kept."""
    import subprocess
    import sys
    paths = Paths.under(str(tmp_path))
    state_folder_a_file(paths)
    first = Store(paths, fsync=False)
    first.settings["speed"] = "slow"
    assert first.settings.save() is None
    assert first.acquire_lock() and not first.lock.held
    os.remove(paths.state)                                   # the folder is mended...
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(tmp_path)], cwd=root,
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"    # ...and another copy opened
        theirs = open(paths.settings_file, "rb").read()
        first.settings["speed"] = "fast"                     # the person changes a setting here
        problem = first.settings.save()
        assert problem is not None and problem.params.get("cause") == "store.cause.other_copy"
        assert "another copy" in problem.text and "not kept" in problem.text
        assert first.yielded and [p.key for p in first.take_problems()] == ["store.other_copy"]
        first.settings["window"] = [900, 600]                # and closes: its size is not written either
        assert first.settings.save(chosen=False) is not None
        assert open(paths.settings_file, "rb").read() == theirs, "the other copy's settings untouched"
        record, _ = played(3)
        first.autosave_start(record)
        assert not os.path.exists(paths.autosave_file)
    finally:
        holder.kill()
        holder.wait(30)


def test_a_copy_that_gave_the_files_up_or_started_second_lists_the_saves_and_moves_none(tmp_path):
    """A copy that gave the files up to another, listing the saved matches, still moved a damaged
    one into damaged/ under the other copy's feet; so did a copy started second. Both list the saves
    they can read, say which one they could not, and leave it where it is."""
    import subprocess
    import sys
    paths = Paths.under(str(tmp_path))
    state_folder_a_file(paths)
    first = Store(paths, fsync=False)
    assert first.acquire_lock() and not first.lock.held
    record, match = played(6)
    good = first.save_match(record, "Good", match)
    bad = first.save_match(record, "Cut short", match)
    text = open(first.saves.path(bad.id), encoding="utf-8").read()
    with open(first.saves.path(bad.id), "w", encoding="utf-8") as f:
        f.write(text[:len(text) // 2])
    os.remove(paths.state)                                   # the folder is mended...
    before = every_file(tmp_path)
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(tmp_path)], cwd=root,
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"    # ...and another copy opened
        first.settings["speed"] = "fast"
        first.settings.save()
        assert first.yielded, "this copy gave the files up"
        first.take_problems()
        second = Store(paths, fsync=False)                   # and a copy started now
        for copy in (first, second):
            assert [e.id for e in copy.list_matches()] == [good.id]
            told = copy.take_problems()
            assert [(p.key, p.params["file"], p.moved_to) for p in told] == [
                ("store.left", os.path.basename(copy.saves.path(bad.id)), None)], told
            assert "leaves it where it is" in told[0].text and "moved aside" not in told[0].text
            assert copy.has_save_of(record)
            assert copy.startup_check() == [], "told once, left where it is"
        after = {k: v for k, v in every_file(tmp_path).items() if k != paths.lock_file}
        assert after == {k: v for k, v in before.items() if k != paths.lock_file}, "nothing moved nor written"
        assert not os.path.exists(os.path.join(paths.matches, "damaged"))
    finally:
        holder.kill()
        holder.wait(30)
    alone = Store(paths, fsync=False)                        # alone again, a copy moves it aside
    assert [e.id for e in alone.list_matches()] == [good.id]
    assert [p.key for p in alone.take_problems()] == ["store.truncated"]
    assert os.listdir(os.path.join(paths.matches, "damaged"))


def test_a_copy_started_without_the_lock_takes_it_once_the_folder_can_be_written(tmp_path):
    paths = Paths.under(str(tmp_path))
    state_folder_a_file(paths)
    first = Store(paths, fsync=False)
    assert first.acquire_lock() and not first.lock.held
    record, match = played(3)
    first.autosave_start(record)
    os.remove(paths.state)
    seat, action = match.to_act, match.legal_actions()[0].to_json()
    match.apply_json(seat, action)
    record.add(seat, action)
    assert first.lock.held, "taken before the first write that can be made"
    assert first.load_autosave()[0].actions == record.actions
    import subprocess
    import sys
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    probe = subprocess.run([sys.executable, "-c", "import sys\nfrom game.store import Paths, Store\n"
                            "print(Store(Paths.under(sys.argv[1])).acquire_lock())", str(tmp_path)],
                           cwd=root, capture_output=True, text=True, timeout=60)
    assert probe.stdout.strip() == "False", "a copy opened now finds it held"
    first.release_lock()


# ---------------------------------------------------------------- 5. a finished match never offered to continue

def refuse_retiring(monkeypatch, paths) -> None:
    """The state folder lets no file be renamed in it (read-only): the autosave cannot be set aside."""
    real = os.replace

    def replace(src, dst, *args, **kwargs):
        if os.path.abspath(str(src)) == os.path.abspath(paths.autosave_file):
            raise OSError(errno.EROFS, "Read-only file system", str(src))
        return real(src, dst, *args, **kwargs)
    monkeypatch.setattr(os, "replace", replace)


def test_a_finished_match_that_cannot_be_set_aside_is_not_offered_to_continue(tmp_path, monkeypatch):
    """Retiring the finished autosave failed (a read-only state folder): the log said so, and Continue
    offered the finished match, its table frozen at its last deal. It is not offered, now or at the
    next start (counted once), and the person is told it stays where it is."""
    paths = Paths.under(str(tmp_path))
    store = Store(paths, fsync=False)
    record, match = played(None, target=1)
    store.autosave_start(record)
    refuse_retiring(monkeypatch, paths)
    assert store.match_finished(record, match) is None, "counted"
    told = store.take_problems()
    assert [p.key for p in told] == ["store.finished_left"], told
    assert "autosave.jsonl" in told[0].text and "cannot be written" in told[0].text
    assert not store.has_autosave() and store.autosave_info() is None
    store.autosave_close()
    for _ in range(2):                       # the next starts: counted once, never offered
        later = Store(paths)
        assert [p.key for p in later.startup_check()] == ["store.finished_left"]
        assert later.autosave_info() is None and not later.has_autosave()
        assert later.stats.game("polignac")["played"] == 1
    monkeypatch.undo()
    mended = Store(paths)
    assert mended.startup_check() == [] and not os.path.exists(paths.autosave_file)


def test_a_finished_autosave_whose_counting_fails_is_kept_and_not_offered(tmp_path, monkeypatch):
    """Counting the finished autosave at start raised: the start-up check stopped there (the saved
    matches were not checked) and Continue offered the finished match. It is kept, not offered, and
    counted by a start that can."""
    from game.store import store as store_module
    paths = Paths.under(str(tmp_path))
    store = Store(paths, fsync=False)
    record, match = played(None, target=1)
    store.autosave_start(record)
    store.autosave_close()                   # killed on the last sheet, before counting
    monkeypatch.setattr(store_module, "match_outcome", lambda *a, **k: 1 / 0)
    first = Store(paths)
    told = first.startup_check()
    assert [p.key for p in told] == ["store.stats_later"], told
    assert first.autosave_info() is None
    monkeypatch.undo()
    second = Store(paths)
    assert second.startup_check() == []
    assert second.stats.game("polignac")["played"] == 1 and second.autosave_info() is None


def test_a_damaged_file_a_copy_may_not_move_is_told_and_logged_as_left_where_it_is(tmp_path, caplog):
    """A copy that may move nothing (another keeps the files) left a damaged save where it was, but
    its log said "it was moved aside"; a copy started second, its settings file damaged, even told
    the person so ("il a été mis de côté"). The log and the message say it is left where it is,
    in French and English; a copy alone still moves it aside and says so."""
    import logging

    from game.store.saves import Saves
    from game.store.settings import Settings
    from game.ui import i18n

    paths = Paths.under(str(tmp_path))
    first = Store(paths, fsync=False)
    record, match = played(6)
    bad = first.save_match(record, "Cut short", match)
    cut = first.saves.path(bad.id)
    text = open(cut, encoding="utf-8").read()
    with open(cut, "w", encoding="utf-8") as f:
        f.write(text[:len(text) // 2])
    os.makedirs(os.path.dirname(paths.settings_file), exist_ok=True)
    with open(paths.settings_file, "w", encoding="utf-8") as f:
        f.write('{"format": "tapisvert-settings", "version": 1, "speed": ')
    caplog.set_level(logging.INFO, logger="tapisvert.store")
    told: list = []
    Saves(paths.matches, may_move=lambda: False).list(told)
    told += Settings(paths.settings_file).load(mend=False)
    assert os.path.exists(cut) and os.path.exists(paths.settings_file), "both left where they are"
    assert len(told) == 2 and all(p.moved_to is None for p in told), told
    logged = [r.getMessage() for r in caplog.records]
    assert logged and not any("moved aside" in line for line in logged), logged
    assert sum("leaves it where it is" in line for line in logged) == 2, logged
    for p in told:
        assert "moved aside" not in p.text and "leaves it where it is" in p.text, p.text
        french = p.told(lambda key, **fmt: i18n.translate(key, "fr", **fmt))
        assert "mis de côté" not in french and "le laisse où il est" in french, french
    caplog.clear()
    alone: list = []
    assert Saves(paths.matches).list(alone) == [] and alone[0].moved_to, "alone, a copy moves it aside"
    assert any("moved aside" in r.getMessage() for r in caplog.records)


def test_an_autosave_of_a_game_this_version_does_not_know_is_not_offered_to_continue(tmp_path):
    """An autosave of a game a newer version plays ("tarot"): the title offered "Continue
    (game.tarot, 3 players)", a catalogue key for a name, and a click only said the game is not
    known. It is not offered (as an autosave of a newer way of shuffling is not), told once as
    left where it is, and kept in the saved matches before a new match takes its place."""
    paths = Paths.under(str(tmp_path))
    os.makedirs(paths.state)
    theirs, _ = played(12)
    text = journal(theirs, game="tarot")
    with open(paths.autosave_file, "w", encoding="utf-8") as f:
        f.write(text)
    store = Store(paths, fsync=False)
    assert store.acquire_lock()
    found = store.startup_check()
    assert store.autosave_info() is None
    found += store.take_problems()
    assert [p.key for p in found] == ["store.game_unknown"], found
    assert open(paths.autosave_file, encoding="utf-8").read() == text, "left as it is"
    mine, _ = played(2, seed=8)
    assert store.autosave_start(mine) is None
    kept = [p for p in store.take_problems() if p.key == "store.autosave_kept"]
    assert len(kept) == 1 and os.path.exists(os.path.join(paths.matches, kept[0].params["kept"]))
