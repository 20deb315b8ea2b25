"""Files a newer version of Tapis Vert wrote: a save of a game this version does not know, settings
of a newer version, choices for an unknown game. Nothing in them is lost; this version says what it
does with them."""
from __future__ import annotations

import json
import os

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
