"""Settings, rules, saved matches, statistics, damaged files, window sizes and the loop."""
from __future__ import annotations

import json
import os
import time

import pygame
import pytest
from test_ui_frame_support import (
    FakeTable,
    at_the_title,
    click,
    make_app,
    post_click,
    post_key,
    post_text,
    texts_drawn,
    texts_placed,
)

from game.engine import GAME_MODULES, game_module, new_match
from game.store import MatchRecord, Paths, Store
from game.ui import app as app_module
from game.ui import theme
from game.ui.scene import Scene
from game.ui.scenes.message import MessageScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.saves import RenameScene, SavesScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.stats import StatsScene
from game.ui.scenes.title import TitleScene


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from at_the_title(tmp_path, monkeypatch)


def saved_polignac(store, name: str, actions: int = 6):
    """A named save of a Polignac match a few cards in, played with the first legal action."""
    seats = [{"name": "Anne", "kind": "person", "level": "amateur"}] + [
        {"name": f"C{i}", "kind": "computer", "level": "amateur"} for i in range(1, 4)]
    record = MatchRecord.new("polignac", 4, {"preset": "classique"}, 11, 0, seats)
    match = new_match("polignac", 4, {"preset": "classique"}, seed=11, dealer=0)
    for _ in range(actions):
        seat = match.to_act
        action = match.legal_actions()[0]
        match.apply(action)
        record.add(seat, action.to_json())
    return store.save_match(record, name, match)


def _rewrite_json(path, change) -> None:
    """The JSON file at ``path`` read, changed in place by ``change(data)``, and written back."""
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    change(data)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(data, f)


# ---------------------------------------------------------------- settings

def test_settings_persist_across_a_restart(tmp_path):
    first = make_app(tmp_path)
    scene = SettingsScene(first)
    first.push(scene)
    first.frame(0.0)
    click(first, scene.steppers["speed"].next)          # normal -> fast
    click(first, scene.steppers["four_colour"].next)    # no -> yes
    click(first, scene.steppers["card_back"].next)
    chosen_back = first.settings["card_back"]
    first.shutdown()
    again = app_module.App(store=Store(Paths.under(str(tmp_path)), fsync=False))
    assert again.settings["speed"] == "fast"
    assert again.settings["four_colour"] is True
    assert again.settings["card_back"] == chosen_back != "classic"
    again.shutdown()


def test_switching_the_language_relabels_the_menus(app):
    click(app, app.top.buttons["settings"])
    scene = app.top
    assert scene.steppers["language"].labels[scene.steppers["language"].index] == "Français"
    click(app, scene.steppers["language"].next)
    assert app.settings["language"] == "en"
    assert scene.back_button.label == "Back"
    post_key(app, pygame.K_ESCAPE)
    assert app.top.buttons["new"].label == "New match"


def test_settings_without_a_store_still_work_for_the_session(tmp_path):
    a = make_app(tmp_path, store=False)
    scene = SettingsScene(a)
    a.push(scene)
    a.frame(0.0)
    click(a, scene.steppers["think_pause_ms"].next)
    assert a.settings["think_pause_ms"] != 600
    assert "séance" in scene.status
    a.shutdown()


# ---------------------------------------------------------------- rules

@pytest.mark.parametrize("language", ["fr", "en"])
def test_rules_of_every_game_are_written_and_list_every_option(app, language):
    app.settings["language"] = language
    rules = RulesScene(app)
    app.push(rules)
    for game in GAME_MODULES:
        click(app, rules.tabs[game])
        blocks = rules.blocks()
        headings = [text for kind, text in blocks if kind == "heading"]
        assert len(headings) >= 4, f"{game} rules in {language} are too thin"
        try:
            module = game_module(game)
        except Exception:
            continue
        options = [text for kind, text in blocks if kind == "option"]
        assert len(options) == len(module.OPTIONS)


def test_rules_scroll_to_the_end_and_back(app):
    rules = RulesScene(app)
    app.push(rules)
    app.frame(0.0)
    assert rules.max_scroll > 0, "the Polignac rules are longer than one screen"
    for _ in range(200):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    app.frame(0.0)
    assert rules.scroll == rules.max_scroll
    post_key(app, pygame.K_HOME)
    assert rules.scroll == 0


@pytest.mark.parametrize("game", ["polignac", "double_king"])
def test_the_rules_keep_the_passage_read_at_the_top_when_the_window_is_resized(app, game):
    """Scrolled down the rules, a person who resized the window found another passage at the top
    (the pixel offset was kept while the lines wrapped and the fonts changed): the block that
    stood at the top of the text, a heading or a paragraph, stands there again at the new size."""
    app.resize((1280, 720))
    rules = RulesScene(app, game)
    app.push(rules)
    app.frame(0.0)

    def at_top() -> int:
        """The block whose lines stand at the top of the text (the last begun above it)."""
        return max(i for i, top in enumerate(rules.block_tops) if top <= rules.scroll)

    blocks = rules.blocks()
    headings = [i for i, (kind, _) in enumerate(blocks)
                if kind == "heading" and rules.block_tops[i] <= rules.max_scroll]
    target = headings[len(headings) // 2]
    while rules.block_tops[target] > rules.scroll:
        post_key(app, pygame.K_DOWN)
    read = at_top()
    assert 0 < read and rules.scroll > 0
    for size in [(800, 500), (1920, 1080), (640, 400), (1280, 720)]:
        app.resize(size)
        app.frame(0.0)
        assert blocks[at_top()] == blocks[read], (size, blocks[at_top()], blocks[read])
        assert rules.scroll == min(rules.block_tops[read], rules.max_scroll), size
    post_key(app, pygame.K_HOME)          # read from the start again: the start stays at the top
    app.resize((800, 500))
    app.frame(0.0)
    assert rules.scroll == 0


# ---------------------------------------------------------------- saved matches and stats

def test_saved_matches_list_resume_rename_and_delete(app):
    saved_polignac(app.store, "Dimanche soir")
    saved_polignac(app.store, "Lundi", actions=2)
    click(app, app.top.buttons["saves"])
    saves = app.top
    assert isinstance(saves, SavesScene)
    assert sorted(e.name for e in saves.entries) == ["Dimanche soir", "Lundi"]
    index = [e.name for e in saves.entries].index("Dimanche soir")
    app.frame(0.0)
    post_click(app, saves.row_rects[index].center)
    assert saves.selected == index

    click(app, saves.buttons["rename"])
    dialog = app.top
    assert isinstance(dialog, RenameScene)
    for _ in range(len("Dimanche soir")):
        post_key(app, pygame.K_BACKSPACE)
    post_text(app, "Revanche")
    click(app, dialog.ok)
    assert app.top is saves
    assert sorted(e.name for e in saves.entries) == ["Lundi", "Revanche"]

    index = [e.name for e in saves.entries].index("Revanche")
    post_click(app, saves.row_rects[index].center)
    click(app, saves.buttons["load"])
    table = FakeTable.started[-1]
    assert table.record.name == "Revanche" and len(table.record.actions) == 6
    assert table.match is not None and table.match.to_act is not None
    app.pop()
    app.frame(0.0)

    index = [e.name for e in saves.entries].index("Lundi")
    post_click(app, saves.row_rects[index].center)
    click(app, saves.buttons["delete"])
    confirm = app.top
    assert isinstance(confirm, MessageScene)
    click(app, confirm.buttons[-1])                 # "Supprimer"
    assert [e.name for e in saves.entries] == ["Revanche"]


def test_delete_can_be_cancelled(app):
    saved_polignac(app.store, "Gardée")
    click(app, app.top.buttons["saves"])
    saves = app.top
    click(app, saves.buttons["delete"])
    post_key(app, pygame.K_RETURN)                  # the default answer is Cancel
    assert [e.name for e in saves.entries] == ["Gardée"]


def test_statistics_show_what_the_store_counted(app):
    app.store.record_match_end("polignac", 4, place=1, deals=6, points=9)
    app.store.record_match_end("polignac", 4, place=2, deals=4, points=16)
    click(app, app.top.buttons["stats"])
    stats = app.top
    assert isinstance(stats, StatsScene)
    assert stats.cell("polignac", "played") == "2"
    assert stats.cell("polignac", "won") == "1"
    assert stats.cell("polignac", "average_per_deal") == "2,50 points"
    assert stats.cell("double_king", "played") == "0"
    assert stats.cell("double_king", "average_per_deal") == "—"
    app.store.record_match_end("guinguette", 3, place=2, deals=3, points=-1)
    stats.figures = stats.read()
    assert stats.cell("guinguette", "average_per_deal") == "−0,33 jetons"     # each game in its own unit


@pytest.mark.parametrize("size", [(1280, 720), (800, 500)])
def test_statistics_say_the_match_in_progress_counts_when_it_ends(tmp_path, monkeypatch, size):
    """Three deals played, and Statistics read "No finished match yet" with nothing more: the deals
    of the match in progress count when it ends. The results now say so, at any window size; and that
    the unfinished matches in Saved matches count when they end too (it named only the one in progress
    while three were unfinished)."""
    app = make_app(tmp_path, size=size, language="en")
    seats = [{"name": "Anne", "kind": "person", "level": "amateur"}] + [
        {"name": f"C{i}", "kind": "computer", "level": "expert"} for i in range(1, 4)]
    app.store.autosave_start(MatchRecord.new("guinguette", 4, {}, 5, 0, seats))
    app.store.autosave_close()
    app.push(StatsScene(app))
    drawn = texts_drawn(monkeypatch, lambda: app.frame(0.0))
    said = app.t("stats.in_progress", game="Guinguette", players=4)
    assert said in drawn and app.t("stats.empty") in drawn
    assert app.t("saves.title") in said
    app.shutdown()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_statistics_say_a_practice_match_in_progress_counts_apart(tmp_path, monkeypatch, language):
    """A practice match in progress: Statistics said it would count when it ends "like any saved
    match", under the results of ordinary matches, where it never counts (practice is kept apart).
    The line says it counts apart, and under which name; an ordinary match keeps the plain line."""
    app = make_app(tmp_path, language=language)
    seats = [{"name": "Anne", "kind": "person", "level": "amateur"}] + [
        {"name": f"C{i}", "kind": "computer", "level": "expert"} for i in range(1, 4)]
    app.store.autosave_start(MatchRecord.new("polignac", 4, {}, 5, 0, seats, mode="practice"))
    app.store.autosave_close()
    app.push(StatsScene(app))
    drawn = " ".join(texts_drawn(monkeypatch, lambda: app.frame(0.0)))
    plain = app.t("stats.in_progress", game="Polignac", players=4)
    apart = app.t("stats.in_progress_apart", game="Polignac", players=4, bucket=app.t("stats.bucket.practice"))
    assert apart in drawn and plain not in drawn, drawn
    app.shutdown()


@pytest.mark.parametrize("size", [(800, 500), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["fr", "en"])
def test_statistics_say_which_way_each_game_s_figure_per_deal_is_good(tmp_path, monkeypatch, size, language):
    """The results read "Per deal (average): 1.17 points · 0.50 points · 0.03 counters" and
    nothing said that Polignac's points are jacks taken, the fewer the better, where Double King's
    are won. Under the figures a line says which way each game's is good, whole at any size."""
    from test_ui_frame_support import texts_placed
    app = make_app(tmp_path, size=size, language=language)
    app.push(StatsScene(app))
    said = app.t("stats.average_help")

    def read(placed):
        """The help's lines as drawn, one after the other from its first words."""
        start = next((i for i, (text, _) in enumerate(placed) if said.startswith(text) and len(text) > 20), None)
        lines: list = []
        for text, rect in placed[start:] if start is not None else []:
            if not said.startswith(" ".join([t for t, _ in lines] + [text])):
                break
            lines.append((text, rect))
        return lines
    assert read(texts_placed(monkeypatch, lambda: app.frame(0.0))) == []     # nothing played: nothing to read
    app.store.record_match_end("polignac", 4, place=1, deals=6, points=7)
    app.pop()
    app.push(StatsScene(app))
    lines = read(texts_placed(monkeypatch, lambda: app.frame(0.0)))
    assert " ".join(text for text, _ in lines) == said
    assert all(app.top.panel.contains(rect) for _, rect in lines), (lines, app.top.panel)
    app.shutdown()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(640, 400), (800, 500), (1920, 1080)])
def test_the_matches_kept_apart_are_counted_whole_in_the_smallest_window(tmp_path, monkeypatch, size, language):
    """At 640x400 the practice row of the statistics read "jouées : 1, gagnées :…": the count of the
    matches won was cut. Each cell says its counts in few words ("2 jouées, 1 gagnée", "1 played,
    0 won"), whole at every size."""
    app = make_app(tmp_path, size=size, language=language)
    app.store.stats.record("guinguette", 8, place=6, deals=3, points=-19, bucket="practice")
    app.store.stats.record("guinguette", 8, place=1, deals=3, points=9, bucket="practice")
    app.store.stats.record("polignac", 4, place=2, deals=4, points=12, bucket="practice")
    app.push(StatsScene(app))
    drawn = texts_drawn(monkeypatch, lambda: app.frame(0.0))
    two, one = {"fr": ("2\u00a0jouées, 1\u00a0gagnée", "1\u00a0jouée, 0\u00a0gagnée"),
                "en": ("2\u00a0played, 1\u00a0won", "1\u00a0played, 0\u00a0won")}[language]
    assert two in drawn and one in drawn, drawn
    assert not any(text.endswith("…") for text in drawn), drawn
    app.shutdown()


def test_statistics_say_why_a_finished_match_with_hints_is_not_in_the_results(tmp_path, monkeypatch):
    """A match played with one hint, finished: the results read "No finished match yet." over a
    line "With hints: played 1". They say the matches below count apart."""
    app = make_app(tmp_path, language="en")
    app.store.stats.record("guinguette", 8, place=6, deals=3, points=-19, bucket="hinted")
    app.push(StatsScene(app))
    drawn = texts_drawn(monkeypatch, lambda: app.frame(0.0))
    assert app.t("stats.empty_apart") in drawn and app.t("stats.empty") not in drawn
    assert app.t("stats.bucket.hinted") in drawn
    app.shutdown()


def test_one_menu_button_is_marked_the_one_under_the_pointer_and_enter_presses_it(app):
    """The title menu showed two marked buttons, "New match" (the keys' mark) and "Saved matches"
    (under the pointer): Enter opened the first. The pointer now takes the mark with it, in the
    title menu and in the panels of buttons (a deal's menu)."""
    from test_ui_frame_support import post_key

    from game.ui.scenes.panel import PanelScene
    title = app.top
    saves = title.buttons["saves"]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=saves.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(0.0)
    assert [k for k, b in title.buttons.items() if b.default] == ["saves"]
    post_key(app, pygame.K_RETURN)
    assert isinstance(app.top, SavesScene)
    app.pop()

    class Three(PanelScene):
        def entries(self):
            return [("Un", lambda: None, True), ("Deux", lambda: None, True)]
    panel = Three(app, "Trois boutons")
    app.push(panel)
    app.frame(0.0)
    second = panel.buttons[1]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=second.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(0.0)
    assert [b.default for b in panel.buttons] == [False, True, False]
    app.pop()

    class FirstIdle(PanelScene):          # a deal's menu on the first deal: "◀ Previous deal" idle
        def entries(self):
            return [("Précédente", lambda: None, False), ("Suivante", lambda: None, True)]
    idle = FirstIdle(app, "Donne 1")
    app.push(idle)
    app.frame(0.0)
    assert [b.default for b in idle.buttons] == [False, True, False]   # Enter presses what it shows


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(900, 900), (640, 400), (1280, 720)])
def test_the_title_menu_writes_every_label_whole(tmp_path, monkeypatch, size, language):
    """On a square window (900×900) the title read "Continuer (Double Ki…": the menu was a share
    of the window's width whatever its labels. It is as wide as its longest label needs."""
    app = make_app(tmp_path, size=size, language=language)
    seats = [{"name": "Anne", "kind": "person", "level": "amateur"}] + [
        {"name": f"C{i}", "kind": "computer", "level": "expert"} for i in range(1, 4)]
    app.store.autosave_start(MatchRecord.new("double_king", 4, {}, 5, 0, seats))
    app.store.autosave_close()
    title = TitleScene(app)
    app.push(title)
    drawn = texts_drawn(monkeypatch, lambda: app.frame(0.0))
    assert "Double King" in title.buttons["continue"].label
    for button in title.buttons.values():
        assert button.label in drawn, button.label
    app.shutdown()


@pytest.mark.parametrize("size", [(900, 900), (1280, 720)])
def test_the_saved_matches_write_their_day_whole(tmp_path, monkeypatch, size):
    """On a 900×900 window the date of a save read "27/11/2026 …": where the day and the time do
    not fit, the day is written whole."""
    from game.ui.scenes.saves import date_text
    app = make_app(tmp_path, size=size)
    entry = saved_polignac(app.store, "Soirée")
    app.push(SavesScene(app))
    drawn = texts_drawn(monkeypatch, lambda: app.frame(0.0))
    saved_at = app.store.list_matches()[0].saved_at
    assert date_text(saved_at, "fr") in drawn or date_text(saved_at, "fr", hour=False) in drawn, entry
    app.shutdown()


@pytest.mark.parametrize("size", [(640, 400), (700, 450), (800, 500), (1280, 720)])
def test_the_saved_matches_buttons_stand_apart_in_the_window(tmp_path, size):
    """At 640×400 the saved matches' Back button lay two pixels over Resume: the five buttons
    stand apart, in the window, at every size."""
    app = make_app(tmp_path, size=size)
    saved_polignac(app.store, "Soirée")
    saves = SavesScene(app)
    app.push(saves)
    app.frame(0.0)
    rects = sorted((b.rect for b in saves.buttons.values()), key=lambda r: r.x)
    assert len(rects) == 5 and all(app.surface.get_rect().contains(r) for r in rects)
    assert all(a.right < b.left for a, b in zip(rects, rects[1:])), rects
    app.shutdown()


@pytest.mark.parametrize("size", [(640, 400), (1280, 720)])
def test_the_saved_matches_write_their_players_whole(tmp_path, monkeypatch, size):
    """At 640×400 the players of a save read "4 joue…" under "Joueurs": where "4 joueurs" does
    not fit, the count is written alone, whole."""
    app = make_app(tmp_path, size=size)
    saved_polignac(app.store, "Soirée")
    app.push(SavesScene(app))
    drawn = texts_drawn(monkeypatch, lambda: app.frame(0.0))
    assert app.t("saves.players", n=4) in drawn or "4" in drawn, drawn
    assert not [text for text in drawn if text.startswith("4 ") and text.endswith("…")], drawn
    app.shutdown()


@pytest.mark.parametrize("game", ["polignac", "double_king", "guinguette"])
@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(900, 900), (1024, 768), (1280, 720)])
def test_the_setup_writes_every_value_whole(tmp_path, monkeypatch, game, language, size):
    """At 900×900 the setup read "5 jou…", "Amat…", "Classi…", "Écart …", "Entraînem…": its type
    was sized from the height alone and its steppers were a fixed share of the panel."""
    app = make_app(tmp_path, size=size, language=language)
    setup = SetupScene(app, game)
    app.push(setup)
    drawn = texts_drawn(monkeypatch, lambda: app.frame(0.0))
    shown = [setup.players_stepper, setup.preset_stepper, *setup.level_steppers]
    shown += [row.stepper for row in setup.option_rows.values() if setup.options_area.contains(row.stepper.rect)]
    for stepper in shown:
        assert stepper.labels[stepper.index] in drawn, stepper.labels[stepper.index]
    for button in (setup.back_button, setup.start_button, setup.practice_button):
        assert button.label in drawn, button.label
    app.shutdown()


# ---------------------------------------------------------------- damaged files

def test_a_damaged_save_is_reported_once_and_moved_aside(tmp_path, monkeypatch):
    monkeypatch.setattr(app_module, "_table_scene_class", lambda: FakeTable)
    a = make_app(tmp_path)
    entry = saved_polignac(a.store, "Abîmée")
    path = os.path.join(a.store.paths.matches, f"{entry.id}.json")
    with open(path, "w", encoding="utf-8") as f:
        f.write('{"format": "tapisvert-match", "vers')
    a.shutdown()

    again = make_app(tmp_path)
    app_module.startup_checks(again)
    again.push(TitleScene(again))
    again.frame(0.0)
    again.frame(0.0)
    assert isinstance(again.top, MessageScene)
    assert f"{entry.id}.json" in again.top.text
    again.frame(0.5)                           # it came up by itself: it takes keys after a moment
    post_key(again, pygame.K_RETURN)
    again.frame(0.0)
    assert isinstance(again.top, TitleScene), "reported once, not again"
    assert not os.path.exists(path)
    click(again, again.top.buttons["saves"])
    assert again.top.entries == []
    again.shutdown()


@pytest.mark.parametrize("language,said", [("en", "kept as they were in the folders:"),
                                           ("fr", "gardés tels quels dans les dossiers\xa0:")])
def test_the_message_of_files_moved_aside_says_in_which_folder_they_are_kept(tmp_path, language, said):
    """"It was moved aside" said not where: a person who wanted his settings or a save back could
    not find them. The message names each folder the files went to, once, whole."""
    a = make_app(tmp_path, language=language)
    entry = saved_polignac(a.store, "Abîmée")
    a.settings.save()
    paths = a.store.paths
    a.shutdown()
    for path in (os.path.join(paths.matches, f"{entry.id}.json"), paths.settings_file):
        with open(path, "wb") as f:
            f.write(b"\xff\xfe not text")
    again = make_app(tmp_path, language=language)
    app_module.startup_checks(again)
    assert again.report_problems()
    text = again.top.text
    folders = [os.path.join(paths.matches, "damaged"), os.path.join(paths.config, "damaged")]
    for folder in folders:
        assert os.listdir(folder), "the file is there"
        assert text.count(folder) == 1 and f"\n{folder}" in text, text
    assert said in text
    again.shutdown()


def test_a_damaged_settings_value_falls_back_and_the_rest_is_kept(tmp_path):
    first = make_app(tmp_path)
    first.settings["speed"] = "slow"
    first.settings.save()
    path = first.store.paths.settings_file
    first.shutdown()
    _rewrite_json(path, lambda data: data.update(four_colour="peut-être"))
    again = make_app(tmp_path)
    assert again.settings["speed"] == "slow"
    assert again.settings["four_colour"] is False
    assert any("«\xa0Jeu à quatre couleurs\xa0»" in again.problem_text(p) for p in again.take_problems())
    again.shutdown()


@pytest.mark.parametrize("content,said", [
    (b"[1, 2]", "rien n\u2019y dit ce qu\u2019il est"),
    (b'{"format": "tapisvert-stats", "version": 1}', "il se dit «\xa0tapisvert-stats\xa0»"),
    (b'{"format": "tapisvert-settings", "version": "2"}', "il n\u2019a pas de numéro de version valable"),
    (b'{"format": "tapisvert-settings", "version": 99}', "version 99, quand cette copie lit jusqu\u2019à la version 1"),
    (b'{\n "format": "tapisvert-settings",,\n "version": 1}', "à la ligne 2"),
    (b'{"format": "tapisvert-settings", "\xff": 1}', "ce n\u2019est pas du texte UTF-8, octet 34"),
    (b"[" * 100_000 + b"]" * 100_000, "trop d\u2019imbrications"),
    (b" " * (6 * 1024 * 1024), "plus de 5\xa0Mo"),
], ids=["unmarked", "another-kind", "bad-version", "newer", "not-json", "not-utf8", "too-deep", "too-large"])
def test_a_damaged_file_is_said_in_the_person_s_words(tmp_path, content, said):
    """In French, a damaged settings file was said with the store's English detail inside the
    French sentence: "… n'est pas un fichier de Tapis Vert de ce genre (expected tapisvert-settings,
    found None) ; il a été mis de côté." What is wrong with the file is said in the person's words."""
    first = make_app(tmp_path)
    path = first.store.paths.settings_file
    first.shutdown()
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(content)
    again = make_app(tmp_path)
    texts = [again.problem_text(p) for p in again.take_problems()]
    again.shutdown()
    assert len(texts) == 1 and f"({said})" in texts[0], texts
    for english in ("expected", "found", "None", "line", "this app", "MB", "nested", "text at byte"):
        assert english not in texts[0], texts


@pytest.mark.parametrize("language,names,line", [
    ("fr", ["«\xa0Langue\xa0»", "«\xa0Vitesse des animations\xa0»", "«\xa0Polignac · Limite\xa0»",
            "«\xa0Guinguette · Adversaires (niveau de l’ordinateur)\xa0»", "«\xa0Votre nom\xa0»"],
     "Des réglages de settings.json"),
    ("en", ["“Language”", "“Animation speed”", "“Polignac · Limit”", "“Guinguette · Opponents (computer level)”",
            "“Your name”"], "Settings in settings.json"),
])
def test_settings_refused_are_named_in_the_person_s_words_in_one_line(tmp_path, language, names, line):
    """The message named them as the file does ("games.polignac.options.target"), a line each."""
    first = make_app(tmp_path, language=language)
    first.settings.save()
    path = first.store.paths.settings_file
    first.shutdown()
    _rewrite_json(path, lambda data: data.update(
        {"language": "klingon", "speed": "warp", "player_name": 12,
         "games": {"polignac": {"options": {"target": "lots"}}, "guinguette": {"levels": ["god"]}}}))
    again = make_app(tmp_path, language=language)
    try:
        assert again.report_problems()
        text = again.top.text
        assert "\n" not in text and text.startswith(line), text
        for name in names:
            assert name in text
        assert "games." not in text and "options.target" not in text and "player_name" not in text
    finally:
        again.shutdown()


# ---------------------------------------------------------------- window sizes

SCENES = [TitleScene, SetupScene, SettingsScene, RulesScene, SavesScene, StatsScene]


@pytest.mark.parametrize("size", [(200, 120), (640, 400), (1920, 1080), (3840, 2160)])
def test_every_menu_scene_lays_out_at_any_window_size(app, size):
    saved_polignac(app.store, "Pour la liste")
    for scene_class in SCENES:
        app.push(scene_class(app))
        app.frame(0.0)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1],
                                             size=size))
        app.frame(0.0)
        w, h = app.size
        assert w >= theme.WINDOW_MIN[0] and h >= theme.WINDOW_MIN[1]
        assert app.font("small").get_height() >= theme.FONT_MIN_PX
        for name in ("buttons", "game_buttons", "tabs"):
            for button in dict(getattr(app.top, name, {}) or {}).values():
                assert app.surface.get_rect().contains(button.rect), (scene_class, name)
        app.pop()


def test_setup_at_the_smallest_window_keeps_every_seat_on_screen(app):
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=640, h=400, size=(640, 400)))
    app.frame(0.0)
    setup = SetupScene(app, "polignac")
    app.push(setup)
    while setup.players != 8:
        click(app, setup.players_stepper.next)
    screen = app.surface.get_rect()
    for stepper in setup.level_steppers:
        assert setup.left.contains(stepper.rect) and screen.contains(stepper.rect)
    assert screen.contains(setup.start_button.rect)


def test_fonts_follow_the_window_height():
    from game.ui.widgets import font_for
    assert font_for("body", 1080).get_height() > font_for("body", 720).get_height()
    assert font_for("title", 720).get_height() > font_for("body", 720).get_height()
    assert font_for("small", 300).get_height() >= theme.FONT_MIN_PX


# ---------------------------------------------------------------- the loop

class Counter(Scene):
    """Counts its drawings; busy or not as told."""

    def __init__(self, app, busy: bool) -> None:
        super().__init__(app)
        self.draws = 0
        self._busy = busy

    def busy(self) -> bool:
        return self._busy

    def draw(self, surface) -> None:
        self.draws += 1


@pytest.mark.parametrize("busy", [False, True])
def test_the_loop_redraws_at_60_fps_only_while_something_moves(tmp_path, busy):
    a = make_app(tmp_path, store=False)
    scene = Counter(a, busy)
    a.push(scene)
    pygame.event.clear()
    pygame.time.set_timer(pygame.QUIT, 400, loops=1)
    start = time.monotonic()
    a.run()
    elapsed = time.monotonic() - start
    assert elapsed < 3
    if busy:
        assert scene.draws >= 10, "a busy table is drawn every frame"
    else:
        assert scene.draws <= 3, "an idle table waits for input instead of redrawing"


def test_a_dialog_is_drawn_over_the_scene_beneath(app):
    under = app.top
    app.show_message("Titre", "Un message.")
    assert app.visible() == [under, app.top]
    post_key(app, pygame.K_ESCAPE)
    assert app.top is under


def test_a_panel_over_a_panel_shows_nothing_of_the_one_beneath(app):
    """The deal code's panel, over the deal's menu, let the menu's gold title show through its
    ground ("Double King, deal 1" behind "Deal code"). Where the upper panel has no text of its
    own, its ground is now the walnut and nothing else."""
    from game.ui.scenes.panel import PanelScene

    class Lit(PanelScene):
        def lines(self):
            return [("x" * 60, theme.GOLD)] * 8        # gold text over the whole panel beneath

    beneath = Lit(app, "W" * 30)
    app.push(beneath)
    app.frame(0.0)
    above = PanelScene(app, "")
    app.push(above)
    app.frame(0.0)
    inner = above.panel.rect.inflate(-40, -40)
    inner.height = above.buttons[0].rect.top - inner.top - 4       # above its only button
    screen = pygame.display.get_surface()
    seen = {tuple(screen.get_at((x, y)))[:3] for x in range(inner.left, inner.right, 3)
            for y in range(inner.top, inner.bottom, 3)}
    assert seen == {theme.PANEL}, seen


def test_continue_resumes_the_autosaved_match_where_it_stood(tmp_path, monkeypatch):
    monkeypatch.setattr(app_module, "_table_scene_class", lambda: FakeTable)
    FakeTable.started = []
    first = make_app(tmp_path)
    seats = [{"name": "Anne", "kind": "person", "level": "amateur"}] + [
        {"name": f"C{i}", "kind": "computer", "level": "expert"} for i in range(1, 5)]
    record = MatchRecord.new("polignac", 5, {"preset": "italien"}, 5, 2, seats)
    first.store.autosave_start(record)
    match = new_match("polignac", 5, {"preset": "italien"}, seed=5, dealer=2)
    for _ in range(7):
        seat = match.to_act
        action = match.legal_actions()[-1]
        match.apply(action)
        record.add(seat, action.to_json())
    first.store.autosave_close()
    first.shutdown()

    again = make_app(tmp_path)
    again.push(TitleScene(again))
    again.frame(0.0)
    title = again.top
    assert "Polignac, 5\u00a0joueurs" in title.buttons["continue"].label
    click(again, title.buttons["continue"])
    table = FakeTable.started[-1]
    assert len(table.record.actions) == 7
    assert table.match.view(0).hand == match.view(0).hand, "the same hand as when it stopped"
    again.shutdown()


def _bad_level(data):
    data["seats"][1]["level"] = "grand maître"


def _no_seed(data):
    del data["seed"]


def _odd_mode(data):
    data["mode"] = "tournoi"


def _a_seat_short(data):
    data["seats"].pop()


def _a_bare_action(data):
    data["actions"][2] = {"card": "AS"}


def _bad_preset(data):
    data["options"] = {"preset": "inconnu"}


def _a_refused_card(data):
    data["actions"][2]["card"] = data["actions"][0]["card"]         # a card already on the cloth


@pytest.mark.parametrize("spoil,said,on_load", [
    (_bad_level, "la place\xa02\xa0est mal décrite", False),
    (_no_seed, "son entrée «\xa0seed\xa0» manque ou est mal formée", False),
    (_odd_mode, "son entrée «\xa0mode\xa0» manque ou est mal formée", False),
    (_a_seat_short, "4\xa0joueurs pour 3\xa0places", False),
    (_a_bare_action, "son coup\xa03\xa0n\u2019est celui d\u2019aucune place", False),
    (_bad_preset, "sa mise en place n\u2019est pas permise", True),
    (_a_refused_card, "son coup\xa03\xa0n\u2019est pas permis", True),
], ids=["level", "seed", "mode", "seats", "action", "preset", "refused"])
def test_a_damaged_saved_match_is_said_in_the_person_s_words(tmp_path, spoil, said, on_load):
    """A damaged saved match was said with the store's English detail inside the French sentence
    ("… n'est pas un fichier de Tapis Vert de ce genre (seat 1 has a bad level 'grand maître')",
    "… enfreint les règles du jeu (action 3: not_in_hand: …)"): what is wrong with it is said in
    the person's words, the log keeping the detail as found."""
    from game.store import StoreError
    app = make_app(tmp_path)
    try:
        entry = saved_polignac(app.store, "Soirée")
        path = app.store.saves.path(entry.id)
        _rewrite_json(path, spoil)
        if on_load:
            with pytest.raises(StoreError) as caught:
                app.store.load_match(entry.id)
            problems = [caught.value.problem]
        else:
            assert app.store.list_matches() == []
            problems = app.take_problems()
        texts = [app.problem_text(p) for p in problems]
        assert len(texts) == 1 and said in texts[0] and "(" + said + ")" in texts[0], texts
    finally:
        app.shutdown()


def test_a_save_found_breaking_the_rules_as_it_is_loaded_says_where_it_was_kept(app):
    """Loaded from the saved matches, a save whose moves break the rules is moved aside: the message
    said "it was moved aside", not where; it names the folder now."""
    entry = saved_polignac(app.store, "Tricheuse")
    path = app.store.saves.path(entry.id)
    _rewrite_json(path, _a_refused_card)
    click(app, app.top.buttons["saves"])
    click(app, app.top.buttons["load"])
    assert isinstance(app.top, MessageScene)
    folder = os.path.join(app.store.paths.matches, "damaged")
    assert "son coup\xa03\xa0n\u2019est pas permis" in app.top.text
    assert f"dossier\xa0:\n{folder}" in app.top.text and os.listdir(folder)


def test_a_save_of_a_game_this_version_does_not_know_is_listed_under_the_game_s_own_name(app, monkeypatch):
    """A save of a newer version's game ("tarot"), left in the folder for it, was listed under
    "game.tarot", a catalogue key: it is listed under the name in the file."""
    entry = saved_polignac(app.store, "Plus tard")
    path = app.store.saves.path(entry.id)
    _rewrite_json(path, lambda data: data.update(game="tarot"))
    app.push(SavesScene(app))
    drawn = texts_drawn(monkeypatch, lambda: app.frame(0.0))
    assert "tarot" in drawn and not any("game." in text for text in drawn), drawn


def test_a_saved_game_the_table_cannot_seat_yet_is_explained(app, monkeypatch):
    from game.ui.scenes import setup as setup_scenes
    monkeypatch.setattr(setup_scenes, "playable", lambda game: False)
    saved_polignac(app.store, "Plus tard")
    click(app, app.top.buttons["saves"])
    click(app, app.top.buttons["load"])
    assert isinstance(app.top, MessageScene)
    assert "bientôt" in app.top.text
    assert FakeTable.started == []


def test_a_saved_match_names_whose_score_is_whose_and_keeps_the_persons_in_a_narrow_column(app, monkeypatch):
    """The list's score read "-19 · 0 · -3 · 6": four figures with nobody's name, hyphens for minus
    signs and a Double King net without its sign. Each figure now follows its seat's name, as the
    table writes them, and where the column is too narrow the person's own stays. Polignac's limit
    was a bare "  / 15" after the last seat's figure; it is said as a limit."""
    from game.ui.config import default_seats
    from game.ui.scenes.saves import score_texts
    t = app.t
    seats = default_seats(4, "Vous")
    assert score_texts({"score": {"net": [-19, 0, -3, 6]}}, seats, t) == [
        "Vous \u221219 · Ernestine 0 · Anatole \u22123 · Hortense +6",
        "Vous \u221219 · le plus haut\u00a0: Hortense +6", "Vous \u221219"]
    # the second Double King round: the net is that round's; the ranking points are the standing
    second = {"net": [1, 7, 2, -2], "ranking_points": [8, 12, 16, 4], "round": 2}
    assert score_texts({"score": second}, seats, t) == [
        "Vous 8\u00a0pts (+1) · Ernestine 12\u00a0pts (+7) · Anatole 16\u00a0pts (+2) · Hortense 4\u00a0pts (\u22122)",
        "Vous 8 · Ernestine 12 · Anatole 16 · Hortense 4\u00a0pts", "Vous 8\u00a0pts (+1)"]
    app.settings["language"] = "en"                  # a blank name follows the language of the moment
    assert score_texts({"score": {"points": [1, 3], "target": 15}}, default_seats(2, "Vous"), app.t) == [
        "You 1 · Ernestine 3 (limit 15)", "You 1 (limit 15)"]      # two: the other is the highest
    seats = default_seats(8, "Marcel")
    chips = [51, 20, 52, 17, 17, 40, 38, 45]
    # a table too wide for every seat: the person's, and who is highest, before the person's alone
    assert score_texts({"score": {"chips": chips}}, seats, app.t)[-2:] == ["Marcel 51 · highest: Anatole 52",
                                                                           "Marcel 51"]
    tied = chips[:7] + [52]                           # two highest: both named, as the bar names them
    assert score_texts({"score": {"chips": tied}}, seats, app.t)[1] == "Marcel 51 · highest: Anatole, Mathilde 52"
    ahead = [60] + chips[1:]                          # the person highest: no one else to name
    assert score_texts({"score": {"chips": ahead}}, seats, app.t)[1:] == ["Marcel 60"]
    assert score_texts({"score": {"chips": chips}}, seats[:4], app.t) == [
        "51 · 20 · 52 · 17 · 17 · 40 · 38 · 45", "51·20·52·17·17·40·38·45"]
    assert score_texts({}, seats, app.t) == []

    saved_polignac(app.store, "Soirée")              # drawn: the widest that fits the column
    click(app, app.top.buttons["saves"])
    for size, whole in (((1920, 1080), True), ((640, 400), False)):
        app.resize(size)
        drawn = texts_drawn(monkeypatch, lambda: app.top.draw(app.surface))
        assert ("Anne 0 · C1 1 · C2 0 · C3 0 (limit 15)" in drawn) is whole, drawn[6:]
        assert ("Anne 0 (limit 15)" in drawn) is not whole, drawn[6:]


def test_the_keyboard_scrolls_the_list_to_the_chosen_save(app):
    """With more saves than the list shows, Down went on choosing rows below its edge: the chosen
    save was out of sight, and Return resumed a match the person could not see."""
    for n in range(12):
        saved_polignac(app.store, f"Soirée {n}", actions=1)
    app.resize((800, 500))
    click(app, app.top.buttons["saves"])
    saves = app.top
    app.frame(0.0)
    assert len(saves.row_rects) < 12
    for _ in range(11):
        post_key(app, pygame.K_DOWN)
        assert saves.selected in saves.row_rects
    assert saves.selected == 11
    for _ in range(11):
        post_key(app, pygame.K_UP)
        assert saves.selected in saves.row_rects
    assert saves.selected == 0


def test_the_rename_dialog_opens_with_the_name_selected_so_typing_replaces_it(app):
    """Renaming "Polignac · 3" by typing "Soirée" gave "Polignac · 3Soirée": the name was there with
    the caret after it, and nothing showed it would stay."""
    saved_polignac(app.store, "Polignac · 3")
    click(app, app.top.buttons["saves"])
    saves = app.top
    app.frame(0.0)
    post_click(app, saves.row_rects[0].center)
    click(app, saves.buttons["rename"])
    dialog = app.top
    assert isinstance(dialog, RenameScene) and dialog.field.selected
    post_text(app, "Soirée")
    assert dialog.field.text == "Soirée"
    post_key(app, pygame.K_END)                 # an arrow or End keeps the text and goes on after it
    post_text(app, " 2")
    assert dialog.field.text == "Soirée 2"
    click(app, dialog.ok)
    assert [e.name for e in saves.entries] == ["Soirée 2"]


@pytest.mark.parametrize("size", [(800, 500), (1280, 720)])
def test_a_list_of_saves_longer_than_its_panel_shows_where_it_is(tmp_path, monkeypatch, size):
    """With twenty-six saved matches the list showed nine at 800×500 and nothing said that more lay
    below: the wheel and the arrows scrolled it, unseen. A bar beside the list shows the part in
    sight, as the rules' and the setup's do: at the top first, at the foot once scrolled there."""
    app = make_app(tmp_path, size=size)
    try:
        for k in range(26):
            saved_polignac(app.store, f"Partie {k}", actions=1)
        saves = SavesScene(app)
        app.push(saves)
        app.frame(0.0)
        assert len(saves.row_rects) < 26

        def bars():
            drawn = []
            real = pygame.draw.rect

            def spy(surface, colour, rect, *args, **kwargs):
                drawn.append((tuple(colour)[:3], pygame.Rect(rect)))
                return real(surface, colour, rect, *args, **kwargs)
            monkeypatch.setattr(pygame.draw, "rect", spy)
            app.frame(0.0)
            monkeypatch.undo()
            track = [r for c, r in drawn if c == tuple(theme.PANEL_EDGE)[:3] and r.w <= 6 and r.h > 40]
            gold = [r for c, r in drawn if c == tuple(theme.GOLD)[:3] and r.w <= 6]
            assert len(track) == 1 and len(gold) == 1, (track, gold)
            assert track[0].contains(gold[0]) and gold[0].h < track[0].h
            assert track[0].left >= max(r.right for r in saves.row_rects.values())       # beside the rows
            return track[0], gold[0]
        track, bar = bars()
        assert bar.top == track.top
        for _ in range(30):
            post_key(app, pygame.K_DOWN)
        track, bar = bars()
        assert bar.bottom == track.bottom and max(saves.row_rects) == 25
    finally:
        app.shutdown()


def test_a_match_is_set_up_and_started_from_the_keys(app):
    """The setup answered Enter (start) and Escape alone: a person at the keyboard could not choose
    a game, a level or an option. Tab, Shift+Tab and the up and down arrows go from one choice to
    the next, a gold frame on it; left and right change it; Space or Enter press a framed button,
    Space changes a framed value; the name is typed where the frame stops on it."""
    assert app.top.focus == "new"
    post_key(app, pygame.K_RETURN)
    setup = app.top
    assert isinstance(setup, SetupScene) and setup.game == "polignac"
    assert setup.key_focus.key is None
    post_key(app, pygame.K_TAB)
    assert setup.key_focus.key == ("games",)
    post_key(app, pygame.K_RIGHT)
    assert setup.game == "double_king"
    post_key(app, pygame.K_TAB)                  # four players only: the name next
    assert setup.key_focus.key == ("name",) and setup.name_field.focused
    post_text(app, "Zoé")
    post_key(app, pygame.K_TAB)
    assert setup.key_focus.key == ("level", 0) and not setup.name_field.focused
    before = setup.levels[0]
    post_key(app, pygame.K_RIGHT)
    assert setup.levels[0] != before
    chosen = setup.levels[0]
    while setup.key_focus.key != ("option", "highest_heart_discard"):
        post_key(app, pygame.K_TAB)
    row = setup.option_rows["highest_heart_discard"]
    assert setup.options_area.contains(row.stepper.rect)          # scrolled into sight
    post_key(app, pygame.K_SPACE)
    assert setup.values()["highest_heart_discard"] is True
    shift_tab = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=pygame.KMOD_LSHIFT, unicode="", scancode=0)
    pygame.event.post(shift_tab)
    app.frame(0.0)
    assert setup.key_focus.key[0] == "option" and setup.key_focus.key[1] != "highest_heart_discard"
    app.draw()                                   # the gold frame is drawn where the keys are
    ring = setup.key_focus.widget().rect.inflate(8, 8)
    assert tuple(app.surface.get_at((ring.left, ring.centery)))[:3] == theme.GOLD[:3]
    while setup.key_focus.key != ("games",):     # Space on the game's tab keeps the choices made
        post_key(app, pygame.K_DOWN)
    post_key(app, pygame.K_SPACE)
    assert setup.game == "double_king" and setup.values()["highest_heart_discard"] is True
    post_click(app, setup.name_field.rect.center)     # clicked into the name, Tab goes on from it
    assert setup.key_focus.key is None and setup.name_field.focused
    post_key(app, pygame.K_TAB)
    assert setup.key_focus.key == ("level", 0)
    while setup.key_focus.key != ("start",):
        post_key(app, pygame.K_DOWN)
    post_key(app, pygame.K_SPACE)
    table = FakeTable.started[-1]
    assert table.config.game == "double_king"
    assert table.config.seats[0]["name"] == "Zoé" and table.config.seats[1]["level"] == chosen
    assert table.config.options.get("highest_heart_discard") is True


def test_the_settings_are_changed_from_the_keys(app):
    """The settings answered Enter and Escape (back) alone. Tab and the arrows frame each
    setting in turn, left and right change it (saved as with the mouse); Enter on About opens it."""
    app.push(SettingsScene(app))
    scene = app.top
    before = app.settings["speed"]
    post_key(app, pygame.K_TAB)
    assert scene.key_focus.key == "language"
    post_key(app, pygame.K_DOWN)
    assert scene.key_focus.key == "speed"
    post_key(app, pygame.K_RIGHT)
    assert app.settings["speed"] != before
    with open(app.store.paths.settings_file, encoding="utf-8") as f:
        assert f'"speed": "{app.settings["speed"]}"' in f.read()
    post_key(app, pygame.K_LEFT)
    assert app.settings["speed"] == before
    app.draw()
    ring = scene.key_focus.widget().rect.inflate(8, 8)
    assert tuple(app.surface.get_at((ring.left, ring.centery)))[:3] == theme.GOLD[:3]
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=pygame.KMOD_LSHIFT, unicode="",
                                         scancode=0))
    app.frame(0.0)
    post_key(app, pygame.K_UP)
    assert scene.key_focus.key == "about"             # round from the first to the last
    post_key(app, pygame.K_RETURN)
    assert app.top is not scene and type(app.top).__name__ == "AboutScene"


def test_a_saved_match_is_renamed_and_its_deals_opened_from_the_keys(app):
    """The saved matches answered the arrows, Enter (load) and Delete: renaming a match or opening
    its deals needed the mouse. Tab frames the buttons in turn, Enter or Space press the framed
    one; the arrows still choose the match, Enter without a frame still loads it."""
    from game.ui.scenes.learn import DealMenuScene
    from game.ui.scenes.saves import RenameScene
    saved_polignac(app.store, "Dimanche soir")
    saved_polignac(app.store, "Lundi", actions=2)
    click(app, app.top.buttons["saves"])
    saves = app.top
    post_key(app, pygame.K_DOWN)
    chosen = saves.entries[saves.selected].name
    post_key(app, pygame.K_TAB)
    assert saves.key_focus.key == "back"
    while saves.key_focus.key != "rename":
        post_key(app, pygame.K_TAB)
    app.draw()
    ring = saves.buttons["rename"].rect.inflate(8, 8)
    assert tuple(app.surface.get_at((ring.left, ring.centery)))[:3] == theme.GOLD[:3]
    post_key(app, pygame.K_RETURN)
    assert isinstance(app.top, RenameScene)
    for _ in range(len(chosen)):
        post_key(app, pygame.K_BACKSPACE)
    post_text(app, "Mardi")
    post_key(app, pygame.K_RETURN)
    assert app.top is saves and "Mardi" in [e.name for e in saves.entries] and chosen not in [
        e.name for e in saves.entries]
    while saves.key_focus.key != "deals":
        post_key(app, pygame.K_TAB)
    post_key(app, pygame.K_SPACE)
    assert isinstance(app.top, DealMenuScene)


@pytest.mark.parametrize("size", [(800, 500), (1280, 720)])
def test_a_deletion_the_folder_refuses_is_said_in_a_message_not_over_the_buttons(tmp_path, monkeypatch, size):
    """A deletion refused by a read-only folder wrote "That did not work: no permission to write
    in the folder …" between Back and Delete, over Resume and Deals…: it is said in a message, and
    the match is still listed."""
    app = make_app(tmp_path, size=size, language="en")
    entry = saved_polignac(app.store, "Soirée")
    saves = SavesScene(app)
    app.push(saves)
    app.frame(0.0)
    folder = app.store.paths.matches

    def refuse(save_id):
        raise PermissionError(13, "Permission denied", os.path.join(folder, save_id + ".json"))
    monkeypatch.setattr(app.store, "delete_match", refuse)
    click(app, saves.buttons["delete"])
    confirm = app.top
    assert isinstance(confirm, MessageScene)
    click(app, confirm.buttons[-1])
    message = app.top
    assert isinstance(message, MessageScene) and app.stack[-2] is saves, (app.stack, [b.label for b in confirm.buttons])
    assert "no permission to write in the folder" in message.text and folder in message.text
    assert "Errno" not in message.text
    click(app, message.buttons[0])
    assert app.top is saves and [e.id for e in saves.entries] == [entry.id]
    placed = texts_placed(monkeypatch, app.draw)
    buttons = [b.rect for b in saves.buttons.values()]
    assert not [text for text, rect in placed if any(rect.colliderect(b) for b in buttons)
                and text not in [b.label for b in saves.buttons.values()]], "nothing over the buttons"
    app.shutdown()


def test_a_list_the_store_cannot_read_says_why_in_the_list_s_place(tmp_path, monkeypatch):
    """Why the list could not be read was written between Back and Delete, over the buttons: it
    stands in the list's place, where "No saved match" would."""
    from game.ui import widgets
    app = make_app(tmp_path, language="en")
    monkeypatch.setattr(app.store, "list_matches", lambda: (_ for _ in ()).throw(OSError("the disk is gone")))
    saves = SavesScene(app)
    app.push(saves)
    app.frame(0.0)
    boxes = []
    real = widgets.text_in_box

    def spy(surface, text, font, colour, box, *args, **kwargs):
        boxes.append((text, pygame.Rect(box)))
        return real(surface, text, font, colour, box, *args, **kwargs)
    monkeypatch.setattr(widgets, "text_in_box", spy)
    app.draw()
    said = [box for text, box in boxes if text == "That did not work: the disk is gone"]
    assert said and all(saves.panel.contains(box) for box in said), boxes
    app.shutdown()


def settings_open(tmp_path):
    """An app in English with its settings open: the app and the settings' scene."""
    app = make_app(tmp_path, language="en")
    scene = SettingsScene(app)
    app.push(scene)
    app.frame(0.0)
    return app, scene


def test_the_volume_is_dimmed_while_the_sound_is_off(tmp_path):
    """With the sound off the volume still read "75 %" as if it were heard, and its arrows moved
    it: it is dimmed and still until the sound is on again."""
    app, scene = settings_open(tmp_path)
    try:
        volume = scene.steppers["volume"]
        assert app.settings["sound"] and volume.enabled
        click(app, scene.steppers["sound"].next)
        assert not app.settings["sound"] and not volume.enabled
        before = app.settings["volume"]
        click(app, volume.prev)
        assert app.settings["volume"] == before
        click(app, scene.steppers["sound"].next)
        assert app.settings["sound"] and volume.enabled
    finally:
        app.shutdown()


def test_the_language_may_be_set_back_to_the_system_s(tmp_path, monkeypatch):
    """The settings start on "auto" (the system's language), but their stepper offered only
    Français and English: once one was chosen the system's could never come back. It is offered
    first, named with the language it comes to, and stored as "auto"."""
    from game.ui import i18n
    monkeypatch.setattr(i18n, "system_language", lambda: "fr")
    monkeypatch.setattr("game.ui.scenes.settings.system_language", lambda: "fr")
    app, scene = settings_open(tmp_path)
    try:
        stepper = scene.steppers["language"]
        assert stepper.labels == ["System (Français)", "Français", "English"]
        assert stepper.labels[stepper.index] == "English"
        click(app, stepper.next)                    # round from the last to the first
        assert app.settings.language_choice() == "auto" and app.store.settings["language"] == "auto"
        assert scene.steppers["language"].labels[0] == "Système (Français)"      # said in French now
    finally:
        app.shutdown()
