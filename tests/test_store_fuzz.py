"""Whatever a file holds, loading it never crashes: it loads, or it is refused with a message and
moved aside (design §5), or, not damaged (a game this version does not know: "polignac" cut to
"olignac"), left where it is. Random damage, found by hypothesis."""
from __future__ import annotations

import json
import os
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.store import MatchRecord, Paths, Store, StoreError
from game.store.problems import is_damage

SEATS = [{"name": "Anne", "kind": "person", "level": None}] + [
    {"name": "Ordi", "kind": "computer", "level": "expert"}] * 3

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=6)


def a_saved_document(steps: int = 30) -> dict:
    record = MatchRecord.new("polignac", 4, {}, 12, 1, SEATS)
    match = record.start()
    rng = random.Random(12)
    for _ in range(steps):
        action = rng.choice(match.legal_actions()).to_json()
        seat = match.to_act
        match.apply_json(seat, action)
        record.add(seat, action)
    record.refresh_summary(match)
    return record.to_json()


DOCUMENT = a_saved_document()


def paths_in(value, prefix=()):
    yield prefix
    if isinstance(value, dict):
        for k, v in value.items():
            yield from paths_in(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from paths_in(v, prefix + (i,))


ALL_PATHS = list(paths_in(DOCUMENT))[1:]


def replaced(document, path, value):
    doc = json.loads(json.dumps(document))
    target = doc
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return doc


def refused_as_told(problem, path: str) -> None:
    """A damaged file is moved aside; one that is not (another game's) stays where it was."""
    if is_damage(problem):
        assert not os.path.exists(path) and os.path.exists(problem.moved_to), problem
    else:
        assert os.path.exists(path) and problem.moved_to is None, problem


def load_never_crashes(tmp_path, text: str) -> None:
    paths = Paths.under(str(tmp_path))
    os.makedirs(paths.matches, exist_ok=True)
    path = os.path.join(paths.matches, "fuzz.json")
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    store = Store(paths)
    try:
        store.load_match("fuzz")
        assert os.path.exists(path)                 # a file that loads stays where it is
    except StoreError as exc:
        assert exc.problem.text and exc.problem.key.startswith("store.")
        refused_as_told(exc.problem, path)
    store.list_matches()
    store.startup_check()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(where=st.sampled_from(ALL_PATHS), value=json_values)
def test_a_saved_match_with_any_value_anywhere_loads_or_is_refused(tmp_path_factory, where, value):
    load_never_crashes(tmp_path_factory.mktemp("fuzz"), json.dumps(replaced(DOCUMENT, where, value)))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_a_saved_match_with_damaged_bytes_loads_or_is_refused(tmp_path_factory, data):
    text = json.dumps(DOCUMENT)
    start = data.draw(st.integers(0, len(text) - 1))
    end = data.draw(st.integers(start, min(len(text), start + 20)))
    junk = data.draw(st.text(max_size=10))
    load_never_crashes(tmp_path_factory.mktemp("fuzz"), text[:start] + junk + text[end:])


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_an_autosave_with_damaged_bytes_continues_or_is_refused(tmp_path_factory, data):
    paths = Paths.under(str(tmp_path_factory.mktemp("fuzz")))
    header = {k: v for k, v in DOCUMENT.items() if k != "actions"}
    text = "".join(json.dumps(x) + "\n" for x in [header] + DOCUMENT["actions"])
    start = data.draw(st.integers(0, len(text) - 1))
    end = data.draw(st.integers(start, min(len(text), start + 20)))
    junk = data.draw(st.text(max_size=10))
    os.makedirs(paths.state, exist_ok=True)
    with open(paths.autosave_file, "w", encoding="utf-8") as f:
        f.write(text[:start] + junk + text[end:])
    store = Store(paths)
    try:
        record, match = store.load_autosave()
        assert len(record.actions) <= len(DOCUMENT["actions"]) + 1
    except StoreError as exc:
        assert exc.problem.key.startswith("store.")
        refused_as_told(exc.problem, paths.autosave_file)
        if is_damage(exc.problem):
            assert store.autosave_info() is None
    store.startup_check()


def test_an_autosave_whose_game_is_cut_to_a_name_no_version_plays_is_left_in_place(tmp_path):
    """Found by the damage above: "polignac" cut to "olignac" reads as a game this version does
    not know, a file that is not damaged: it is left where it is, and said so."""
    paths = Paths.under(str(tmp_path))
    header = {k: v for k, v in DOCUMENT.items() if k != "actions"}
    text = "".join(json.dumps(x) + "\n" for x in [header] + DOCUMENT["actions"])
    os.makedirs(paths.state, exist_ok=True)
    with open(paths.autosave_file, "w", encoding="utf-8") as f:
        f.write(text.replace('"polignac"', '"olignac"', 1))
    store = Store(paths)
    try:
        store.load_autosave()
        raise AssertionError("a game no version plays was loaded")
    except StoreError as exc:
        assert exc.problem.key == "store.game_unknown" and not is_damage(exc.problem)
        refused_as_told(exc.problem, paths.autosave_file)
