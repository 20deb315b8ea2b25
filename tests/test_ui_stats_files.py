"""The statistics screen on a stats.json a person (or a tool) edited: it opens on every tab and the
file is told of, named, instead of the app closing each time Statistics is opened."""
from __future__ import annotations

import json
import os

import pytest
from test_store_stats_checks import GOOD, _set
from test_ui_frame_support import make_app, texts_drawn

from game.store import Paths
from game.ui.scenes.stats import TABS, StatsScene

EDITS = [("details.polignac.jacks", 10 ** 400), ("rating.history.1.rating", float("inf")),
         ("rating.history.1.rating", float("nan")), ("duplicates.polignac", {"deals": 1}),
         ("games.polignac.points", 10 ** 30)]


@pytest.mark.parametrize("where,value", EDITS, ids=[w + "=" + str(v)[:8] for w, v in EDITS])
def test_statistics_of_an_edited_file_open_on_every_tab_and_the_file_is_named(tmp_path, monkeypatch, where, value):
    """Each of these passed the store's checks, then Per game (an OverflowError), the rating's chart
    (a ValueError) or the results (a KeyError) closed the app every time they were opened; points
    too large showed "—" everywhere and "No finished match yet" beside 3 matches played."""
    paths = Paths.under(str(tmp_path))
    os.makedirs(paths.data, exist_ok=True)
    with open(paths.stats_file, "w", encoding="utf-8") as f:
        json.dump(_set(GOOD, where, value), f)
    app = make_app(tmp_path, language="en")
    try:
        app.push(StatsScene(app))
        for tab in reversed(TABS):          # the results last: what is said there is checked
            app.top.show(tab)
            drawn = texts_drawn(monkeypatch, lambda: app.frame(0.0))
            if tab == "results":
                assert app.t("stats.empty") in drawn and app.t("stats.none") in drawn
        told = [app.problem_text(p) for p in app.take_problems()]
        assert len(told) == 1 and "stats.json" in told[0] and "moved aside" in told[0], told
    finally:
        app.shutdown()


def test_the_previous_version_is_shown_when_the_file_is_edited_out_of_bounds(tmp_path, monkeypatch):
    paths = Paths.under(str(tmp_path))
    os.makedirs(paths.data, exist_ok=True)
    with open(paths.stats_file + ".bak", "w", encoding="utf-8") as f:
        json.dump(GOOD, f)
    with open(paths.stats_file, "w", encoding="utf-8") as f:
        json.dump(_set(GOOD, "games.polignac.points", 10 ** 30), f)
    app = make_app(tmp_path, language="en")
    try:
        app.push(StatsScene(app))
        drawn = texts_drawn(monkeypatch, lambda: app.frame(0.0))
        assert app.t("stats.empty") not in drawn and "3" in drawn
    finally:
        app.shutdown()
