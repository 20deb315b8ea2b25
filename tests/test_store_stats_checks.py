"""stats.json as a hostile or damaged file may have it: every number the store keeps has bounds
(finite, not negative where it cannot be, below a generous cap) and the figures their shape; a
file out of them is damaged, moved aside, its previous version used, and the person told."""
from __future__ import annotations

import copy
import json
import os

import pytest

from game.store import Paths, Store

GOOD = {
    "format": "tapisvert-stats", "version": 1,
    "games": {"polignac": {"played": 3, "won": 1, "lost": 2, "places": {"1": 1, "3": 2}, "deals": 30,
                           "points": 71},
              "double_king": {"played": 1, "won": 0, "lost": 1, "places": {"2": 1}, "deals": 8, "points": -12}},
    "apart": {"practice": {"guinguette": {"played": 1, "won": 1, "lost": 0, "places": {"1": 1}, "deals": 4,
                                          "points": 9}}},
    "details": {"polignac": {"deals": 30, "jacks": 17, "jack_points": 40},
                "double_king": {"contracts": {"plis": {"deals": 2, "points": -6}}},
                "guinguette": {"deals": 4, "baskets": {"guinguette": 1, "cabaret": 0, "cotillon": 2},
                               "fines": 1, "fined": 3}},
    "duplicates": {"polignac": {"deals": 2, "mine": 5, "expert": 3}},
    "rating": {"value": 1012.5, "matches": 2,
               "history": [{"t": 1.7e9, "game": "polignac", "rating": 1000.0, "score": 0.0},
                           {"t": 1.7e9 + 60, "game": "polignac", "rating": 1012.5, "score": 1.0}]},
    "counted": [],
}


def _set(doc: dict, where: str, value) -> dict:
    doc = copy.deepcopy(doc)
    *path, last = where.split(".")
    node = doc
    for key in path:
        node = node[int(key)] if isinstance(node, list) else node[key]
    if isinstance(node, list):
        node[int(last)] = value
    else:
        node[last] = value
    return doc


# (where, value): each passed the checks before and then crashed a screen, or showed it wrong.
HOSTILE = [
    ("details.polignac.jacks", 10 ** 400),                 # OverflowError at Statistics → Per game
    ("rating.history.1.rating", float("inf")),             # ValueError drawing the rating chart
    ("rating.history.1.rating", float("nan")),
    ("rating.history.0.score", float("inf")),
    ("rating.history.0.t", float("nan")),
    ("duplicates.polignac", {"deals": 1}),                 # KeyError 'mine' under the results
    ("games.polignac.points", 10 ** 30),                   # Results: "—" everywhere
    ("games.polignac.deals", 10 ** 30),
    ("games.polignac.played", 10 ** 30),
    ("games.polignac.places", {"1": 10 ** 30}),
    ("games.polignac.places", {"99999999999999999999": 1}),
    ("apart.practice.guinguette.points", -10 ** 30),
    ("details.polignac", {"jacks": {"a": 1}}),            # TypeError adding the next match's figures
    ("details.polignac.deals", -3),
    ("details.double_king.contracts.plis", {"deals": 2}),  # KeyError 'points' at Per game
    ("details.double_king.contracts.plis.deals", {"a": 1}),
    ("details.double_king.contracts", 4),
    ("details.guinguette.baskets", {"cabaret": 10 ** 400}),
    ("details.guinguette.baskets.cabaret", -1),
    ("duplicates.polignac.deals", -1),
    ("duplicates.polignac.mine", {"a": 1}),
    ("duplicates.polignac.expert", 10 ** 30),
    ("rating.matches", -1),
    ("rating.matches", 10 ** 30),
]


def write_stats(paths: Paths, doc) -> None:
    os.makedirs(paths.data, exist_ok=True)
    with open(paths.stats_file, "w", encoding="utf-8") as f:
        json.dump(doc, f)


def test_the_sound_file_of_these_tests_loads_whole(tmp_path):
    paths = Paths.under(str(tmp_path))
    write_stats(paths, GOOD)
    store = Store(paths)
    assert store.take_problems() == []
    assert store.stats.game("polignac")["played"] == 3
    assert store.stats.figures("guinguette")["baskets"]["cotillon"] == 2
    assert store.stats.duplicates["polignac"]["mine"] == 5


@pytest.mark.parametrize("where,value", HOSTILE, ids=[f"{w}={str(v)[:12]}" for w, v in HOSTILE])
def test_a_number_out_of_bounds_or_a_figure_of_the_wrong_shape_is_damage(tmp_path, where, value):
    paths = Paths.under(str(tmp_path))
    write_stats(paths, _set(GOOD, where, value))
    store = Store(paths)
    problems = store.take_problems()
    assert [p.key for p in problems] == ["store.wrong_format"], problems
    assert problems[0].params["file"] == "stats.json" and problems[0].moved_to
    assert not os.path.exists(paths.stats_file)
    assert len(os.listdir(os.path.join(paths.data, "damaged"))) == 1
    store.record_match_end("polignac", 4, place=1, deals=5, points=3)       # counting starts again
    assert store.stats.game("polignac")["played"] == 1


def test_a_hostile_file_falls_back_to_its_previous_version(tmp_path):
    paths = Paths.under(str(tmp_path))
    write_stats(paths, GOOD)
    with open(paths.stats_file + ".bak", "w", encoding="utf-8") as f:
        json.dump(GOOD, f)
    write_stats(paths, _set(GOOD, "rating.history.1.rating", float("inf")))
    store = Store(paths)
    assert [p.key for p in store.take_problems()] == ["store.wrong_format", "store.restored_backup"]
    assert store.stats.game("polignac")["played"] == 3
    assert store.stats.rating["history"][-1]["rating"] == 1012.5


def test_figures_a_real_file_may_lack_are_read_as_none_yet(tmp_path):
    """The app writes Polignac's jacks, Guinguette's fines only once there are some: a file without
    them is sound."""
    paths = Paths.under(str(tmp_path))
    doc = copy.deepcopy(GOOD)
    doc["details"] = {"polignac": {"deals": 3, "jack_points": 0}, "guinguette": {"deals": 1}}
    write_stats(paths, doc)
    store = Store(paths)
    assert store.take_problems() == []
    assert store.stats.figures("polignac") == {"deals": 3, "jack_points": 0}


def test_an_error_no_check_foresaw_while_counting_is_told_with_the_file_and_logged(tmp_path, monkeypatch, caplog):
    """Counting a match met an error of no kind the store expects (a TypeError adding figures of
    the wrong shape): the person was not told, or told only "unsupported operand type(s) for +:
    'dict' and 'int'". The counts stay as they were, the file is named, and the log keeps the
    traceback."""
    from test_store_reliability import played

    from game.store import stats as stats_module
    paths = Paths.under(str(tmp_path))
    write_stats(paths, GOOD)
    store = Store(paths)
    before = open(paths.stats_file, encoding="utf-8").read()

    def broken(into, details):
        return into["jacks"] + {"a": 1}
    monkeypatch.setattr(stats_module, "add_details", broken)
    record, match = played(None)
    problem = store.record_finished(record, match)
    assert problem is not None and problem.key == "store.stats_unexpected"
    assert "stats.json" in problem.text and "unsupported" not in problem.text
    assert [p.key for p in store.take_problems()] == ["store.stats_unexpected"]
    assert store.stats.game("polignac")["played"] == 3 and store.stats.rating["matches"] == 2
    assert open(paths.stats_file, encoding="utf-8").read() == before
    assert any(r.exc_info and r.exc_info[0] is TypeError for r in caplog.records)


def test_a_save_whose_check_fails_unexpectedly_is_named_and_left_the_others_checked(tmp_path, monkeypatch, caplog):
    from test_store_files import played_record

    from game.store import saves as saves_module
    store = Store(Paths.under(str(tmp_path)))
    record, match = played_record(seed=3, steps=6)
    odd = store.save_match(record, "Odd", match)
    good = store.save_match(record, "Good", match)
    real = saves_module.Saves.load

    def load(self, save_id):
        if save_id == odd.id:
            raise ZeroDivisionError("division by zero")
        return real(self, save_id)
    monkeypatch.setattr(saves_module.Saves, "load", load)
    problems = Store(store.paths).startup_check()
    assert [(p.key, p.params["file"]) for p in problems] == [("store.check_failed", odd.id + ".json")]
    assert "division" not in problems[0].text and problems[0].moved_to is None
    assert os.path.exists(store.saves.path(odd.id)) and os.path.exists(store.saves.path(good.id))
    assert any(r.exc_info and r.exc_info[0] is ZeroDivisionError for r in caplog.records)
