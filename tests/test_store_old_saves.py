"""Saves written before the random scheme was named still load and replay exactly as they were.

``tests/data/saves_v1`` holds named saves and an autosave written by the code of commit 8a8cf63
(file version 1, when Polignac and Guinguette drew every deal from one generator for the match), and
the runner state of each match when it was saved (``make_saves.py`` in that folder wrote them). The
matches there span several deals, and the Guinguette ones have remues, so a wrong derivation of any
deal or stir after the first would show.
"""
import json
import os
import shutil

import pytest

from game.engine import RNG_SCHEME
from game.store import MatchRecord, Store, StoreError
from game.store.paths import Paths

DATA = os.path.join(os.path.dirname(__file__), "data", "saves_v1")
with open(os.path.join(DATA, "expected.json")) as _f:
    EXPECTED = json.load(_f)
SAVES = sorted(k for k in EXPECTED if k != "autosave")


def old_store(tmp_path) -> Store:
    paths = Paths.under(str(tmp_path))
    shutil.copytree(os.path.join(DATA, "matches"), paths.matches)
    os.makedirs(paths.state)
    shutil.copy(os.path.join(DATA, "autosave.jsonl"), paths.autosave_file)
    return Store(paths, fsync=False)


def test_the_old_saves_span_several_deals_and_stir_the_talon():
    games = {save.split("-")[2] for save in SAVES}
    assert games == {"polignac", "guinguette", "double"}
    assert all(EXPECTED[s]["deal"] >= 3 for s in SAVES)
    assert sum(EXPECTED[s]["remues"] for s in SAVES if "guinguette" in s) >= 5


@pytest.mark.parametrize("save_id", SAVES)
def test_a_named_save_of_version_1_loads_and_replays_as_it_was_saved(tmp_path, save_id):
    store = old_store(tmp_path)
    record, match = store.load_match(save_id)
    assert record.rng_scheme == 1
    assert match.state_json() == EXPECTED[save_id]["state"]
    assert store.take_problems() == []


def test_the_autosave_of_version_1_continues_the_match_as_it_was(tmp_path):
    store = old_store(tmp_path)
    record, match = store.load_autosave()
    assert record.rng_scheme == 1 and record.game == "guinguette"
    assert match.state_json() == EXPECTED["autosave"]["state"]


@pytest.mark.parametrize("save_id", SAVES)
def test_an_old_save_saved_again_keeps_its_scheme_and_still_replays(tmp_path, save_id):
    store = old_store(tmp_path)
    record, match = store.load_match(save_id)
    entry = store.save_match(record, "encore", match)
    again, replayed = store.load_match(entry.id)
    assert again.rng_scheme == 1
    assert replayed.state_json() == EXPECTED[save_id]["state"]


@pytest.mark.parametrize("save_id", [s for s in SAVES if "double" not in s])
def test_under_the_new_scheme_the_same_seed_deals_other_cards(tmp_path, save_id):
    """What the tag is for: read as a new file, a Polignac or Guinguette save would deal otherwise."""
    store = old_store(tmp_path)
    record = store.saves.read(save_id)
    data = record.to_json()
    assert data["rng_scheme"] == 1
    data["rng_scheme"] = RNG_SCHEME
    first = MatchRecord.from_json(data).start()
    assert first.hands != MatchRecord.from_json(record.to_json()).start().hands


def newer_scheme(tmp_path):
    """The old saves, the first of them marked with a way of shuffling this app does not know: the
    store and that save's path."""
    store = old_store(tmp_path)
    path = os.path.join(store.paths.matches, SAVES[0] + ".json")
    with open(path) as f:
        data = json.load(f)
    data["version"], data["rng_scheme"] = 2, RNG_SCHEME + 1
    with open(path, "w") as f:
        json.dump(data, f)
    return store, path


def test_a_save_from_a_scheme_this_app_does_not_know_is_left_in_place(tmp_path):
    store, path = newer_scheme(tmp_path)
    with pytest.raises(StoreError) as caught:
        store.load_match(SAVES[0])
    assert caught.value.problem.key == "store.future_left"
    assert os.path.exists(path)


def test_a_save_this_copy_cannot_read_is_told_once_as_left_where_it_is(tmp_path):
    """A save from an unknown way of shuffling is fine and stays where it is: the list said it was
    "moved aside" and said so again at every look, so that the saved matches' message came back as
    soon as it was closed. It is told once, as left where it is."""
    store, path = newer_scheme(tmp_path)
    problems = store.startup_check()
    assert [p.key for p in problems] == ["store.future_left"] and problems[0].moved_to is None
    assert "left" in problems[0].text and "moved" not in problems[0].text
    for _ in range(3):
        listed = store.list_matches()
        assert SAVES[0] not in [e.id for e in listed] and os.path.exists(path)
        assert store.take_problems() == [], "told once, not at each look"
