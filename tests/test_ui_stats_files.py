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


def test_a_check_failing_unexpectedly_at_start_is_logged_and_told_in_words(tmp_path, monkeypatch, caplog):
    """The start's checks met an error no check foresaw: a "Damaged files" box read only
    "unsupported operand type(s) for +: 'dict' and 'int'", naming no file, and the log held nothing.
    The log keeps the traceback; the message says where to find it and what was done."""
    from game.store import Store
    from game.ui.app import startup_checks

    def fails(self):
        raise TypeError("unsupported operand type(s) for +: 'dict' and 'int'")
    monkeypatch.setattr(Store, "startup_check", fails)
    app = make_app(tmp_path, language="fr")
    try:
        startup_checks(app)
        told = [app.problem_text(p) for p in app.take_problems()]
        assert len(told) == 1 and "unsupported" not in told[0] and "tapisvert.log" in told[0], told
        assert any(r.exc_info and r.exc_info[0] is TypeError for r in caplog.records)
    finally:
        app.shutdown()


def test_a_match_that_cannot_be_counted_at_its_last_card_is_told(tmp_path, monkeypatch):
    """At the last card the same error was written in the log only; the person was not told."""
    from test_store_reliability import played

    from game.store import stats as stats_module
    from game.ui.table import TableScene
    monkeypatch.setattr(TableScene, "open_match_end", lambda self, result: None)

    def broken(into, details):
        raise TypeError("unsupported operand type(s) for +: 'dict' and 'int'")
    monkeypatch.setattr(stats_module, "add_details", broken)
    app = make_app(tmp_path, language="en")
    record, match = played(-1)
    app.store.autosave_start(record)
    table = TableScene.from_record(app, record, match=match)
    try:
        table.apply(table.match.to_act, table.match.legal_actions()[0])
        assert table.match.match_over
        told = [app.problem_text(p) for p in app.take_problems()]
        assert len(told) == 1 and "stats.json" in told[0] and "unsupported" not in told[0], told
    finally:
        table.close()
        app.shutdown()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_statistics_of_a_newer_version_are_said_so_on_the_statistics_screen(tmp_path, monkeypatch, language):
    """A stats.json of a newer version: the screen read "No finished match yet", and the match in
    progress "counts when it ends", as if the person had never played. It says the statistics are a
    newer version's, left as they are, and that this version counts no match into them."""
    from test_store_nothing_lost import played
    from test_store_stats_checks import GOOD, write_stats
    paths = Paths.under(str(tmp_path))
    write_stats(paths, {**GOOD, "version": 7})
    app = make_app(tmp_path, language=language)
    try:
        record, _ = played(3)
        app.store.autosave_start(record)
        app.store.autosave_close()
        app.push(StatsScene(app))
        drawn = " ".join(texts_drawn(monkeypatch, lambda: app.frame(0.0)))
        said = {"fr": "n’y compte aucune partie", "en": "counts no match into them"}[language]
        assert said in drawn and "stats.json" in drawn and "7" in drawn, drawn
        assert app.t("stats.empty") not in drawn
        assert app.t("stats.in_progress", game=app.t("game.polignac"), players=3) not in drawn
    finally:
        app.shutdown()
