"""settings.json: the person's choices come back, and a bad value costs only that value."""
from __future__ import annotations

import json
import os

import pytest

from game.store import DEFAULTS, Paths, Store


def write_settings(paths: Paths, data) -> None:
    os.makedirs(paths.config, exist_ok=True)
    with open(paths.settings_file, "w", encoding="utf-8") as f:
        json.dump(data, f)


def test_settings_come_back_as_the_person_left_them(tmp_path):
    paths = Paths.under(str(tmp_path))
    store = Store(paths)
    store.settings["language"] = "fr"
    store.settings["speed"] = "instant"
    store.settings["card_back"] = "bordeaux"
    store.settings["four_colour"] = True
    store.settings["think_pause_ms"] = 250
    store.settings["last_game"] = "guinguette"
    store.settings["sound"] = False
    store.settings["volume"] = 50
    store.settings["hold_tricks"] = False
    store.settings["lessons_done"] = ["dk_plis", "polignac"]
    store.settings["practice"] = True
    store.settings["window"] = (1000, 900)
    store.settings["player_name"] = "Anne"
    store.settings["last_levels"] = ("expert", "maitre")
    store.settings.set_game("polignac", players=5, options={"preset": "classique"},
                            levels=["debutant", "expert", "amateur", "amateur"], player_name="Anne")
    assert store.settings.save() is None

    again = Store(paths)
    assert again.take_problems() == []
    assert dict(again.settings.items()) == {"language": "fr", "speed": "instant", "card_back": "bordeaux",
                                            "four_colour": True, "think_pause_ms": 250,
                                            "last_game": "guinguette", "sound": False,
                                            "volume": 50, "hold_tricks": False, "show_counts": True,
                                            "auto_play": True, "lessons_done": ["dk_plis", "polignac"],
                                            "practice": True, "window": [1000, 900], "player_name": "Anne",
                                            "last_levels": ["expert", "maitre"]}
    assert again.settings.game("polignac") == {"players": 5, "options": {"preset": "classique"},
                                               "levels": ["debutant", "expert", "amateur", "amateur"],
                                               "player_name": "Anne"}


def test_no_settings_file_means_every_default(tmp_path):
    store = Store(Paths.under(str(tmp_path)))
    assert dict(store.settings.items()) == DEFAULTS
    assert store.settings.game("polignac")["players"] is None
    assert store.startup_check() == []


def test_a_bad_value_falls_back_to_the_default_for_that_key_only(tmp_path):
    paths = Paths.under(str(tmp_path))
    write_settings(paths, {"format": "tapisvert-settings", "version": 1, "language": "fr",
                           "speed": "warp", "card_back": "../../etc", "four_colour": "yes",
                           "think_pause_ms": 99999, "favourite_colour": "green",
                           "lessons_done": ["dk_plis", "../../etc", 3], "window": [0, 10 ** 9],
                           "games": {"polignac": {"players": 4, "options": {"preset": "classique",
                                                                             "no_such_option": 3},
                                                  "levels": ["genius"], "player_name": "Anne"}}})
    store = Store(paths)
    assert store.settings["language"] == "fr"
    assert store.settings["speed"] == DEFAULTS["speed"]
    assert store.settings["card_back"] == DEFAULTS["card_back"]
    assert store.settings["four_colour"] is DEFAULTS["four_colour"]
    assert store.settings["think_pause_ms"] == DEFAULTS["think_pause_ms"]
    assert store.settings["lessons_done"] == DEFAULTS["lessons_done"] == ()
    assert store.settings["window"] is DEFAULTS["window"] is None
    assert "favourite_colour" not in store.settings          # unknown keys are ignored
    assert store.settings.game("polignac") == {"players": 4, "options": {"preset": "classique"},
                                               "levels": [], "player_name": "Anne"}
    problems = store.take_problems()
    assert {p.key for p in problems} == {"store.bad_setting"}
    assert sorted(p.detail for p in problems) == sorted(
        ["speed", "card_back", "four_colour", "think_pause_ms", "lessons_done", "window",
         "games.polignac.options.no_such_option",
         "games.polignac.levels"])
    assert os.path.exists(paths.settings_file)                # a bad value is not a damaged file


def test_bad_values_are_told_once_the_file_as_it_was_kept_aside(tmp_path):
    """A value refused was told at every start, the file keeping it: the settings as used are
    written in its place, and the file as it was goes to damaged/ (nothing is lost)."""
    paths = Paths.under(str(tmp_path))
    original = {"format": "tapisvert-settings", "version": 1, "language": "fr", "speed": "warp",
                "games": {"polignac": {"players": 5, "levels": ["genius"], "player_name": "Anne"}}}
    write_settings(paths, original)
    first = Store(paths)
    assert {p.detail for p in first.take_problems()} == {"speed", "games.polignac.levels"}
    again = Store(paths)
    assert again.take_problems() == [], "told once"
    assert again.settings["language"] == "fr" and again.settings["speed"] == DEFAULTS["speed"]
    assert again.settings.game("polignac")["players"] == 5 and again.settings.game("polignac")["player_name"] == "Anne"
    folder = os.path.join(paths.config, "damaged")
    kept = [json.load(open(os.path.join(folder, name), encoding="utf-8")) for name in os.listdir(folder)]
    assert kept == [original]


def test_bad_values_in_a_folder_that_cannot_be_written_are_told_again_and_the_file_stays(tmp_path, monkeypatch):
    from game.store import settings as settings_module
    paths = Paths.under(str(tmp_path))
    write_settings(paths, {"format": "tapisvert-settings", "version": 1, "speed": "warp"})

    def refuse(*_args, **_kwargs):
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(settings_module, "move_to_damaged", refuse)
    assert [p.detail for p in Store(paths).take_problems()] == ["speed"]
    assert json.load(open(paths.settings_file, encoding="utf-8"))["speed"] == "warp"
    assert [p.detail for p in Store(paths).take_problems()] == ["speed"]


def test_a_setting_refuses_a_value_it_does_not_know(tmp_path):
    store = Store(Paths.under(str(tmp_path)))
    with pytest.raises(ValueError):
        store.settings["speed"] = "warp"
    with pytest.raises(ValueError):
        store.settings["think_pause_ms"] = -1
    with pytest.raises(ValueError):
        store.settings.set_game("polignac", levels=["genius"])
    for levels in (["genius"], "expert", ["expert"] * 9, [None]):
        with pytest.raises(ValueError):
            store.settings["last_levels"] = levels
    assert store.settings["speed"] == "normal" and store.settings["last_levels"] is None
    assert store.settings.game("polignac")["levels"] == []


def test_settings_from_a_newer_version_are_left_untouched_and_defaults_used_this_run(tmp_path):
    """A settings.json of a newer version was moved aside at the start and the defaults written in
    its place: going back to the newer version found its settings gone. The file stays as it is,
    this run uses the defaults and says so, at each start."""
    paths = Paths.under(str(tmp_path))
    write_settings(paths, {"format": "tapisvert-settings", "version": 7, "speed": "fast"})
    before = open(paths.settings_file, "rb").read()
    store = Store(paths)
    assert store.settings["speed"] == "normal"
    problems = store.startup_check()
    assert [p.key for p in problems] == ["store.future_settings"] and problems[0].moved_to is None
    assert "version 7" in problems[0].text and "default" in problems[0].text
    assert open(paths.settings_file, "rb").read() == before
    assert not os.path.exists(os.path.join(paths.config, "damaged"))
    assert [p.key for p in Store(paths).startup_check()] == ["store.future_settings"], "said at each start"


def test_a_setting_changed_over_a_newer_version_s_file_keeps_a_copy_of_it_first(tmp_path):
    paths = Paths.under(str(tmp_path))
    write_settings(paths, {"format": "tapisvert-settings", "version": 7, "speed": "fast"})
    before = open(paths.settings_file, "rb").read()
    store = Store(paths)
    store.settings["speed"] = "instant"
    assert store.settings.save() is None
    assert json.load(open(paths.settings_file, encoding="utf-8"))["speed"] == "instant"
    folder = os.path.join(paths.config, "damaged")
    [kept] = os.listdir(folder)
    assert kept.endswith("-settings-version-7.json"), kept
    assert open(os.path.join(folder, kept), "rb").read() == before
    store.settings["speed"] = "slow"
    assert store.settings.save() is None and os.listdir(folder) == [kept], "one copy"
    assert Store(paths).take_problems() == []


def test_a_newer_version_s_settings_are_not_written_over_for_the_window_s_size(tmp_path):
    """Quitting after a resize remembers the window's size: not over a newer version's settings."""
    from test_ui_frame_support import make_app
    paths = Paths.under(str(tmp_path))
    write_settings(paths, {"format": "tapisvert-settings", "version": 7, "speed": "fast"})
    before = open(paths.settings_file, "rb").read()
    app = make_app(tmp_path)
    app._resized = True
    app.shutdown()
    assert open(paths.settings_file, "rb").read() == before


@pytest.mark.parametrize("settings,key", [
    ({"format": "tapisvert-settings", "version": 0}, "store.wrong_format"),
    ({"format": "tapisvert-settings", "version": 7}, "store.future_settings"),
    ({"format": "tapisvert-settings", "version": 1, "speed": "warp"}, "store.bad_setting"),
], ids=["damaged", "newer", "bad-value"])
def test_a_problem_with_the_settings_is_written_in_the_log_once(tmp_path, caplog, settings, key):
    """The log said a damaged settings file twice, once as it was found and once as the settings
    told their problems: each problem is written once."""
    import logging
    paths = Paths.under(str(tmp_path))
    write_settings(paths, settings)
    with caplog.at_level(logging.WARNING, logger="tapisvert.store"):
        store = Store(paths)
    assert [p.key for p in store.startup_check()] == [key]
    told = [r.getMessage() for r in caplog.records if "settings.json" in r.getMessage()]
    assert len(told) == 1, told


def test_files_go_to_the_platform_folders_of_tapisvert_without_an_author_folder():
    paths = Paths.default()
    assert paths.settings_file == os.path.join(os.environ["XDG_CONFIG_HOME"], "TapisVert", "settings.json")
    assert paths.matches == os.path.join(os.environ["XDG_DATA_HOME"], "TapisVert", "matches")
    assert paths.stats_file == os.path.join(os.environ["XDG_DATA_HOME"], "TapisVert", "stats.json")
    assert paths.autosave_file.startswith(os.path.join(os.environ["XDG_STATE_HOME"], "TapisVert") + os.sep)
    assert paths.log_file.startswith(os.path.join(os.environ["XDG_STATE_HOME"], "TapisVert") + os.sep)


@pytest.mark.parametrize("bad", [12, "x" * 200, "Anne\x00", ["Anne"], {"name": "Anne"}, False])
def test_a_name_for_every_game_refused_costs_only_the_name(tmp_path, bad):
    """The person's name is kept once for every game (``player_name``); a value no name could be
    (a number, a name too long, a control character, a list) falls back to none, which leaves the
    names an older copy kept per game to be read, is said once by the settings' name, and costs
    nothing else."""
    paths = Paths.under(str(tmp_path))
    write_settings(paths, {"format": "tapisvert-settings", "version": 1, "speed": "fast", "player_name": bad,
                           "games": {"polignac": {"players": 5, "player_name": "Anne"}}})
    store = Store(paths)
    assert [p.detail for p in store.take_problems()] == ["player_name"]
    assert store.settings["player_name"] is None and store.settings["speed"] == "fast"
    assert store.settings.game("polignac") == {"players": 5, "options": {}, "levels": [], "player_name": "Anne"}
    assert Store(paths).take_problems() == [], "told once"
    store.settings["player_name"] = "Bérénice"
    assert store.settings.save() is None
    again = Store(paths)
    assert again.settings["player_name"] == "Bérénice" and again.settings.game("polignac")["player_name"] == "Anne"
    with pytest.raises(ValueError):
        again.settings["player_name"] = "x" * 200
    assert again.settings["player_name"] == "Bérénice"


@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_remembered_player_count_the_game_is_not_played_by_is_said_and_its_usual_count_used(tmp_path, language):
    """Double King remembered for 6 players (it is played by 4): the setup opened at 4 and nothing
    said why. The setting is named as the setup names it, the game's usual count used."""
    from test_ui_frame_support import make_app
    paths = Paths.under(str(tmp_path))
    write_settings(paths, {"format": "tapisvert-settings", "version": 1,
                           "games": {"double_king": {"players": 6}, "polignac": {"players": 7}}})
    app = make_app(tmp_path, language=language)
    try:
        told = [app.problem_text(p) for p in app.take_problems()]
        named = {"fr": "Double King · Joueurs", "en": "Double King · Players"}[language]
        assert len(told) == 1 and named in told[0], told
        assert app.store.settings.game("double_king")["players"] is None
        assert app.store.settings.game("polignac")["players"] == 7
    finally:
        app.shutdown()
