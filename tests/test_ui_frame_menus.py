"""The title menu and the new-match setup, driven by posted clicks (dummy video driver)."""
from __future__ import annotations

import pygame
import pytest
from test_ui_frame_support import FakeTable, _drawn, at_the_title, click, make_app, post_key

from game.engine import GAME_MODULES, available_games, game_module
from game.ui import app as app_module
from game.ui.scenes import setup as setup_scenes
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.saves import SavesScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.setup import SetupScene, option_values, playable
from game.ui.scenes.stats import StatsScene
from game.ui.scenes.title import ENTRIES, TitleScene


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from at_the_title(tmp_path, monkeypatch)


def playable_games() -> list[str]:
    return [g for g in available_games() if playable(g)]


def open_setup(app, game: str, players: int | None = None) -> SetupScene:
    """From the title, by clicks: New match, the game's tab, and the player count when given."""
    click(app, app.top.buttons["new"])
    setup = app.top
    click(app, setup.game_buttons[game])
    for _ in range(8):
        if players is None or setup.players == players:
            break
        click(app, setup.players_stepper.next)
    assert players is None or setup.players == players
    return setup


def test_title_menu_offers_its_entries_in_order(app):
    title = app.top
    assert list(title.buttons) == list(ENTRIES)
    ys = [title.buttons[k].rect.y for k in ENTRIES]
    assert ys == sorted(ys), "the entries read from top to bottom"
    assert [title.buttons[k].label for k in ("new", "quit")] == ["Nouvelle partie", "Quitter"]


@pytest.mark.parametrize("entry, scene", [("new", SetupScene), ("saves", SavesScene),
                                          ("stats", StatsScene), ("settings", SettingsScene),
                                          ("rules", RulesScene)])
def test_each_title_entry_opens_its_scene_and_back_returns(app, entry, scene):
    click(app, app.top.buttons[entry])
    assert isinstance(app.top, scene)
    post_key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)


def test_escape_on_the_title_marks_quit_and_a_second_escape_quits(app):
    """Played in a window: Escape backed out of the settings to the title, one Escape too many
    closed the app at once. On the title Escape marks Quit; Enter, or Escape again, quits."""
    click(app, app.top.buttons["settings"])
    post_key(app, pygame.K_ESCAPE)
    title = app.top
    assert isinstance(title, TitleScene) and app.running
    post_key(app, pygame.K_ESCAPE)
    assert app.running and app.top is title
    assert [k for k, b in title.buttons.items() if b.default] == ["quit"]
    post_key(app, pygame.K_ESCAPE)
    assert not app.running


@pytest.mark.parametrize("key", [pygame.K_ESCAPE, pygame.K_DOWN], ids=["escape", "down"])
def test_a_key_that_moves_the_mark_leaves_one_button_lit(app, key):
    """Played in a window: the pointer rested on "Saved matches" when Escape marked Quit, and both
    stood lit, the one Enter would press not told from the other. The key takes the lit edge too."""
    title = app.top
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=title.buttons["saves"].rect.center,
                                         rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(0.0)
    assert title.buttons["saves"].hovered and title.buttons["saves"].default
    post_key(app, key)
    lit = [k for k, b in title.buttons.items() if b.default or (b.enabled and b.hovered)]
    assert lit == [title.focus] and title.focus != "saves"


def test_enter_on_the_quit_that_escape_marked_quits(app):
    post_key(app, pygame.K_ESCAPE)
    assert app.running
    post_key(app, pygame.K_RETURN)
    assert not app.running


def test_quit_closes_the_app(app):
    click(app, app.top.buttons["quit"])
    assert not app.running


def test_continue_is_offered_only_when_there_is_an_autosave(app):
    assert not app.top.buttons["continue"].enabled
    click(app, app.top.buttons["continue"])
    assert isinstance(app.top, TitleScene)


def test_setup_offers_exactly_the_player_counts_of_each_game(app):
    click(app, app.top.buttons["new"])
    setup = app.top
    for game in playable_games():
        click(app, setup.game_buttons[game])
        counts = list(game_module(game).PLAYERS)
        stepper = setup.players_stepper
        assert len(stepper.labels) == len(counts)
        for _ in counts:
            click(app, stepper.prev)
        seen = []
        for _ in counts:
            seen.append(setup.players)
            click(app, stepper.next)
        assert seen == counts
        assert setup.players == counts[-1], "the arrow stops at the most players"
        click(app, stepper.middle)
        assert setup.players == counts[0] or len(counts) == 1, "a click on the count goes round"


def test_setup_shows_every_option_of_the_game_with_a_one_line_explanation(app):
    click(app, app.top.buttons["new"])
    setup = app.top
    for game in playable_games():
        click(app, setup.game_buttons[game])
        module = game_module(game)
        assert list(setup.option_rows) == [o.name for o in module.OPTIONS]
        for option in module.OPTIONS:
            row = setup.option_rows[option.name]
            assert row.help.strip(), f"{game}.{option.name} has no explanation"
            assert len(row.stepper.labels) == len(option_values(option))


def test_a_computer_seat_per_opponent_with_the_four_levels(app):
    setup = open_setup(app, "polignac", 7)
    assert len(setup.level_steppers) == 6
    assert setup.level_steppers[0].labels == ["Débutant", "Amateur", "Expert", "Maître"]


def test_games_not_yet_playable_are_shown_disabled_not_hidden(app, monkeypatch):
    monkeypatch.setattr(setup_scenes, "playable", lambda game: game == "polignac")
    setup = SetupScene(app)
    app.push(setup)
    app.frame(0.0)
    assert list(setup.game_buttons) == list(GAME_MODULES)
    for game, button in setup.game_buttons.items():
        assert button.enabled == (game == "polignac")
        if game != "polignac":
            assert "bientôt" in button.label
    click(app, setup.game_buttons["guinguette"])
    assert setup.game == "polignac", "a disabled game cannot be chosen"


def test_options_changed_by_clicks_reach_the_match_config(app):
    setup = open_setup(app, "polignac", 5)
    setup.scroll_to("early_stop")
    app.frame(0.0)
    row = setup.option_rows["early_stop"]
    assert row.visible
    click(app, row.stepper.next)            # Oui -> Non
    click(app, setup.level_steppers[1].next)  # Amateur -> Expert for the second opponent
    click(app, setup.start_button)
    assert len(FakeTable.started) == 1
    config = FakeTable.started[0].config
    assert config.game == "polignac" and config.players == 5
    assert config.options == {"preset": "classique", "early_stop": False}
    assert [s["kind"] for s in config.seats] == ["person"] + ["computer"] * 4
    assert [s["level"] for s in config.seats[1:]] == ["amateur", "expert", "amateur", "amateur"]
    assert 0 <= config.dealer < 5


def test_choosing_a_preset_resets_the_options_to_that_preset(app):
    setup = open_setup(app, "polignac")
    setup.scroll_to("jack_value")
    app.frame(0.0)
    click(app, setup.option_rows["jack_value"].stepper.next)
    assert setup.explicit == {"jack_value": 2}
    click(app, setup.preset_stepper.next)
    assert setup.preset == "boussac_1896" and setup.explicit == {}
    assert setup.values()["discard_rule"] == "free"


def test_rules_that_do_not_go_together_are_refused_with_a_message(app):
    setup = open_setup(app, "polignac")
    # polignac.md §6.1: a last-trick penalty plays every deal out; an explicit early stop is refused.
    setup.set_option(setup.option_rows["last_trick_penalty"].option, 1)
    setup.set_option(setup.option_rows["early_stop"].option, True)
    setup.explicit["early_stop"] = True
    click(app, setup.start_button)
    assert FakeTable.started == []
    assert "ne vont pas ensemble" in setup.error
    assert isinstance(app.top, SetupScene)
    # in the person's words: the options by the names the setup gives them, not the engine's
    # English ("option 'early_stop': true cannot go with…" read inside a French sentence)
    for name in ("early_stop", "last_trick_penalty"):
        assert f"«\xa0{setup.option_rows[name].label}\xa0»" in setup.error, setup.error
    assert "early_stop" not in setup.error and "cannot" not in setup.error, setup.error


def test_the_setup_is_remembered_per_game_for_the_next_match(tmp_path, monkeypatch):
    monkeypatch.setattr(app_module, "_table_scene_class", lambda: FakeTable)
    first = make_app(tmp_path)
    setup = SetupScene(first, "polignac")
    first.push(setup)
    first.frame(0.0)
    while setup.players != 6:
        click(first, setup.players_stepper.next)
    click(first, setup.level_steppers[0].prev)      # Amateur -> Débutant
    click(first, setup.name_field)
    for ch in "Anne":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    first.frame(0.0)
    click(first, setup.start_button)
    first.shutdown()

    again = make_app(tmp_path)
    setup = SetupScene(again, "polignac")
    assert setup.players == 6
    assert setup.levels[:5] == ["debutant", "amateur", "amateur", "amateur", "amateur"]
    assert setup.name == "Anne"
    assert setup.config().seats[0]["name"] == "Anne"
    again.shutdown()


def type_name(app, setup, name: str) -> None:
    """The setup's name field cleared (Ctrl+A, Backspace) and ``name`` typed in it, as a person does."""
    click(app, setup.name_field)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_CTRL, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0))
    for ch in name:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    app.frame(0.0)


def test_the_setup_takes_a_name_as_long_as_the_settings_keep_and_no_longer(tmp_path, monkeypatch):
    """The setup's field took 20 letters while the settings keep a name of up to 24: a name of 22
    letters could not be typed, though the app keeps and shows it. The field now takes what the
    settings keep, and the name typed reaches the match and the settings whole."""
    from game.store.settings import MAX_PLAYER_NAME
    monkeypatch.setattr(app_module, "_table_scene_class", lambda: FakeTable)
    app = make_app(tmp_path)
    setup = SetupScene(app, "polignac")
    app.push(setup)
    app.frame(0.0)
    long_name = "Marie-Thérèse de Polignac"            # 25 letters: one more than the settings keep
    type_name(app, setup, long_name)
    assert setup.name == long_name[:MAX_PLAYER_NAME] and len(setup.name) == MAX_PLAYER_NAME
    click(app, setup.start_button)
    assert FakeTable.started[-1].config.seats[0]["name"] == long_name[:MAX_PLAYER_NAME]
    app.shutdown()


def test_the_name_typed_for_one_game_is_offered_for_every_game(tmp_path, monkeypatch):
    """Named "Anne" in Polignac's setup, the person found the name field blank in Guinguette's,
    and blank again on coming back to the Guinguette tab: the name was kept with each game's
    choices. The name is the person's: the last typed is offered in every game, at once (another
    tab) and at the next start of the app."""
    monkeypatch.setattr(app_module, "_table_scene_class", lambda: FakeTable)
    first = make_app(tmp_path)
    setup = SetupScene(first, "polignac")
    first.push(setup)
    first.frame(0.0)
    type_name(first, setup, "Anne")
    click(first, setup.game_buttons["guinguette"])
    assert setup.name == "Anne" and setup.name_field.text == "Anne"      # another tab: the name stays
    click(first, setup.game_buttons["polignac"])
    click(first, setup.start_button)
    assert FakeTable.started[-1].config.seats[0]["name"] == "Anne"
    first.shutdown()

    again = make_app(tmp_path)
    for game in GAME_MODULES:
        assert SetupScene(again, game).name == "Anne", game
    setup = SetupScene(again, "double_king")
    again.push(setup)
    again.frame(0.0)
    type_name(again, setup, "Bérénice")
    click(again, setup.start_button)
    for game in GAME_MODULES:
        assert SetupScene(again, game).name == "Bérénice", game    # the last typed, in every game
    again.pop()
    setup = SetupScene(again, "guinguette")
    again.push(setup)
    again.frame(0.0)
    type_name(again, setup, "")                                   # left blank: "Vous" in every game
    click(again, setup.start_button)
    assert FakeTable.started[-1].config.seats[0]["name"] == "Vous"
    assert [SetupScene(again, game).name for game in GAME_MODULES] == [""] * len(GAME_MODULES)
    again.shutdown()


@pytest.mark.parametrize("last_game,offered", [("guinguette", "Bob"), ("polignac", "Anne"), (None, "Anne")])
def test_names_kept_per_game_by_an_older_copy_are_still_offered(tmp_path, monkeypatch, last_game, offered):
    """A settings file written before kept a name per game: the name of the game played last is
    offered in every game (the one there is, where no game was played last), and the names kept
    per game stay in the file when a new name is typed: nothing is lost."""
    import json
    import os
    monkeypatch.setattr(app_module, "_table_scene_class", lambda: FakeTable)
    path = make_app(tmp_path).store.paths.settings_file
    os.makedirs(os.path.dirname(path), exist_ok=True)
    games = {"polignac": {"players": 5, "player_name": "Anne"}}
    if last_game == "guinguette":
        games["guinguette"] = {"player_name": "Bob"}
    with open(path, "w", encoding="utf-8") as f:
        json.dump({"format": "tapisvert-settings", "version": 1, "last_game": last_game, "games": games}, f)
    app = make_app(tmp_path)
    assert app.take_problems() == []
    for game in GAME_MODULES:
        assert SetupScene(app, game).name == offered, game
    setup = SetupScene(app, "double_king")
    app.push(setup)
    app.frame(0.0)
    type_name(app, setup, "Carl")
    click(app, setup.start_button)
    assert [SetupScene(app, game).name for game in GAME_MODULES] == ["Carl"] * len(GAME_MODULES)
    app.shutdown()
    with open(path, encoding="utf-8") as f:
        kept = json.load(f)["games"]
    assert kept["polignac"]["player_name"] == "Anne" and kept["polignac"]["players"] == 5
    assert last_game != "guinguette" or kept["guinguette"]["player_name"] == "Bob"


def test_practice_chosen_for_a_match_is_chosen_again_for_the_next(tmp_path, monkeypatch):
    """A newcomer who chose Practice (take back, hints without counting) found it off again at the
    next match, and at every one after, while the players, levels and name he chose were kept. The
    setup opens as he left it, practice included, in any game, until he turns it off."""
    monkeypatch.setattr(app_module, "_table_scene_class", lambda: FakeTable)
    first = make_app(tmp_path)
    setup = SetupScene(first, "guinguette")
    first.push(setup)
    first.frame(0.0)
    assert not setup.practice
    click(first, setup.practice_button)
    click(first, setup.start_button)
    assert FakeTable.started[-1].config.practice
    first.shutdown()

    again = make_app(tmp_path)
    for game in ("guinguette", "polignac"):
        setup = SetupScene(again, game)
        again.push(setup)
        again.frame(0.0)
        assert setup.practice and setup.config().practice
        assert setup.practice_button.label == again.t("setup.practice_on")
        again.pop()
    setup = SetupScene(again, "polignac")
    again.push(setup)
    again.frame(0.0)
    click(again, setup.practice_button)              # off again: the next setup opens off
    click(again, setup.start_button)
    assert not FakeTable.started[-1].config.practice
    assert not SetupScene(again, "double_king").practice
    again.shutdown()


@pytest.mark.parametrize("players,typed", [(4, "anatole"), (8, "Barnabe "), (3, "Ernestine")])
def test_a_person_who_takes_a_computer_s_name_does_not_sit_with_its_namesake(tmp_path, monkeypatch, players,
                                                                            typed):
    """Named "Anatole" at a table of four, the person sat with a computer Anatole: the log read
    "Anatole: queen of clubs" for either. The computer seats leave the person's name out (its
    case and accents too), the setup's list of opponents showing the names they will have."""
    from test_ui_frame_support import texts_drawn
    monkeypatch.setattr(app_module, "_table_scene_class", lambda: FakeTable)
    app = make_app(tmp_path)
    setup = SetupScene(app, "polignac")
    app.push(setup)
    app.frame(0.0)
    while setup.players != players:
        click(app, setup.players_stepper.next if setup.players < players else setup.players_stepper.prev)
    click(app, setup.name_field)
    for ch in typed:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    app.frame(0.0)
    drawn = texts_drawn(monkeypatch, app.draw)
    click(app, setup.start_button)
    seats = FakeTable.started[-1].config.seats
    names = [s["name"] for s in seats]
    assert names[0] == typed.strip() and len(names) == players
    plain = {"anatole": "Anatole", "Barnabe ": "Barnabé", "Ernestine": "Ernestine"}[typed]
    assert plain not in names[1:] and len(set(names)) == players, names
    assert all(name in drawn for name in names[1:]) and plain not in drawn, drawn
    app.shutdown()


def test_enter_starts_and_escape_goes_back(app):
    click(app, app.top.buttons["new"])
    post_key(app, pygame.K_RETURN)
    assert len(FakeTable.started) == 1
    app.pop()
    app.frame(0.0)
    assert isinstance(app.top, SetupScene)
    post_key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)


def test_the_arrow_keys_walk_the_title_menu_and_enter_chooses(app):
    post_key(app, pygame.K_DOWN)            # Continue is disabled: straight to saved matches
    assert app.top.focus == "saves"
    post_key(app, pygame.K_UP)
    post_key(app, pygame.K_UP)              # wraps round to Quit
    assert app.top.focus == "quit"
    post_key(app, pygame.K_UP)
    post_key(app, pygame.K_UP)
    post_key(app, pygame.K_RETURN)
    assert isinstance(app.top, RulesScene)


def test_from_the_title_menu_to_a_dealt_polignac_table_by_clicks(tmp_path):
    from game.ui.table import TableScene
    a = make_app(tmp_path)
    a.push(TitleScene(a))
    a.frame(0.0)
    click(a, a.top.buttons["new"])
    setup = a.top
    click(a, setup.game_buttons["polignac"])
    click(a, setup.start_button)
    try:
        assert isinstance(a.top, TableScene)
        assert a.top.config.game == "polignac" and a.top.config.players == setup.players
        assert a.store.autosave_info() is not None, "the new match is autosaved for Continue"
    finally:
        a.shutdown()
    again = make_app(tmp_path)
    again.push(TitleScene(again))
    assert again.top.buttons["continue"].enabled
    again.shutdown()


def test_a_click_on_a_value_moves_it_on_like_the_right_arrow(app):
    setup = open_setup(app, "polignac")
    first = setup.players
    click(app, setup.players_stepper)          # the centre of the stepper, on the value
    assert setup.players == list(game_module("polignac").PLAYERS)[
        (list(game_module("polignac").PLAYERS).index(first) + 1) % 6]


def test_the_preset_says_the_options_differ_from_it_once_one_is_changed(app):
    setup = open_setup(app, "polignac")
    assert setup.preset_stepper.labels[setup.preset_stepper.index] == "Classique"
    setup.scroll_to("jack_value")
    app.frame(0.0)
    click(app, setup.option_rows["jack_value"].stepper.next)
    assert setup.preset_stepper.labels[setup.preset_stepper.index] == "Classique, modifié"
    assert "diffèrent" in setup._preset_help() and "Points par valet" in setup._preset_help()
    click(app, setup.option_rows["jack_value"].stepper.prev)       # back to the preset's value
    assert setup.preset_stepper.labels[setup.preset_stepper.index] == "Classique"


@pytest.mark.parametrize("game,option", [("guinguette", "tierce_suits"), ("double_king", "pack_mode")])
def test_a_game_of_one_rule_set_says_when_its_options_differ_from_it(app, game, option):
    """Guinguette with "Couleurs de la tierce" changed still read "Règle unique" above it, as if
    nothing differed, and said nothing of the change (a preset reads "Classique, modifié" and names
    the options). One rule set says so too: "Règle unique, modifiée", and which options."""
    setup = open_setup(app, game)
    label = app.t("setup.no_preset")
    assert setup.preset_stepper.labels == [label]
    setup.scroll_to(option)
    app.frame(0.0)
    click(app, setup.option_rows[option].stepper.next)
    assert setup.preset_stepper.labels == [app.t("setup.no_preset_changed")] != [label]
    assert setup.option_rows[option].label in setup._preset_help()
    click(app, setup.option_rows[option].stepper.prev)             # back to the rules' own value
    assert setup.preset_stepper.labels == [label]


def test_sevens_removed_is_disabled_where_it_changes_nothing(app):
    setup = open_setup(app, "polignac", 5)
    rows = setup.option_rows
    assert rows["sevens_removed"].stepper.enabled and rows["leftover_method"].stepper.enabled
    setup.scroll_to("leftover_method")
    app.frame(0.0)
    click(app, rows["leftover_method"].stepper.next)                # the dealer's écart
    assert setup.values()["leftover_method"] == "dealer_ecart"
    assert not rows["sevens_removed"].stepper.enabled
    setup.scroll_to("sevens_removed")
    app.frame(0.0)
    click(app, rows["sevens_removed"].stepper.next)
    assert setup.values()["sevens_removed"] == "black"              # a click on it changes nothing
    assert "sans effet" in setup.row_help(rows["sevens_removed"])
    click(app, setup.players_stepper.prev)                          # 4 players: no leftover cards
    assert not setup.option_rows["leftover_method"].stepper.enabled
    while setup.players != 7:
        click(app, setup.players_stepper.next)
    setup.set_option(setup.option_rows["leftover_method"].option, "remove_sevens")
    assert not setup.option_rows["sevens_removed"].stepper.enabled  # all four sevens go at 7


def test_the_limit_by_player_count_says_what_it_comes_to(app):
    from game.engine import new_match
    setup = open_setup(app, "polignac")
    for players in (3, 4, 5, 6, 7, 8):
        while setup.players != players:
            click(app, setup.players_stepper.next if setup.players < players else setup.players_stepper.prev)
        stepper = setup.option_rows["target"].stepper
        target = new_match("polignac", players, {"preset": "classique"}, seed=1).target
        assert stepper.labels[stepper.index] == f"Selon les joueurs ({target})", players


def test_a_new_match_opens_on_the_tab_of_the_last_game_played(tmp_path, monkeypatch):
    monkeypatch.setattr(app_module, "_table_scene_class", lambda: FakeTable)
    first = make_app(tmp_path)
    assert SetupScene(first).game == "polignac"
    setup = SetupScene(first, "guinguette")
    first.push(setup)
    first.frame(0.0)
    click(first, setup.start_button)
    assert SetupScene(first).game == "guinguette"
    first.shutdown()
    again = make_app(tmp_path)                                     # and after a restart
    assert SetupScene(again).game == "guinguette"
    again.shutdown()


@pytest.mark.parametrize("game", ["double_king", "guinguette"])
def test_the_rules_open_on_the_game_last_chosen(tmp_path, monkeypatch, game):
    """Rules, from the title menu, always opened on Polignac, even right after a Double King or a
    Guinguette match: they open on the game of the last match started, as a new match does (and
    on the first game before any)."""
    monkeypatch.setattr(app_module, "_table_scene_class", lambda: FakeTable)
    app = make_app(tmp_path)
    app.push(TitleScene(app))
    app.frame(0.0)
    click(app, app.top.buttons["rules"])
    assert isinstance(app.top, RulesScene) and app.top.game == list(GAME_MODULES)[0]
    app.pop()
    setup = SetupScene(app, game)
    app.push(setup)
    app.frame(0.0)
    click(app, setup.start_button)
    while not isinstance(app.top, TitleScene):
        app.pop()
    app.frame(0.0)
    click(app, app.top.buttons["rules"])
    assert isinstance(app.top, RulesScene) and app.top.game == game
    assert app.top.tabs[game].selected
    app.shutdown()


def test_seats_added_take_the_remembered_level(tmp_path, monkeypatch):
    monkeypatch.setattr(app_module, "_table_scene_class", lambda: FakeTable)
    first = make_app(tmp_path)
    setup = SetupScene(first, "polignac")
    first.push(setup)
    first.frame(0.0)
    for stepper in setup.level_steppers:                            # three Experts at 4 players
        click(first, stepper.next)
    click(first, setup.start_button)
    first.shutdown()
    again = make_app(tmp_path)
    setup = SetupScene(again, "polignac")
    again.push(setup)
    again.frame(0.0)
    while setup.players != 8:
        click(again, setup.players_stepper.next)
    assert [s["level"] for s in setup.config().seats[1:]] == ["expert"] * 7
    again.shutdown()


def test_guinguette_setup_says_how_rare_a_cabaret_is_and_offers_any_suits_in_one_click(app):
    setup = open_setup(app, "guinguette")
    app.frame(0.0)
    assert setup.values()["tierce_suits"] == "same"
    assert "une donne sur 29\u00a0à 4\u00a0joueurs" in setup.suggestion_why()
    assert "une donne sur 29" in setup.option_rows["tierce_suits"].help
    click(app, setup.suggest_button)
    assert setup.values()["tierce_suits"] == "any" and setup.suggestion() is None
    stepper = setup.option_rows["tierce_suits"].stepper
    assert stepper.labels[stepper.index] == "Toutes couleurs"
    click(app, setup.start_button)
    assert FakeTable.started[-1].config.options["tierce_suits"] == "any"


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("size", [(640, 400), (800, 500), (1280, 720), (1920, 1080)])
def test_the_any_suits_button_is_whole_and_above_the_options(tmp_path, size, lang):
    from game.ui import widgets
    app = make_app(tmp_path, size=size, language=lang, store=False)
    setup = SetupScene(app, "guinguette")
    app.push(setup)
    app.frame(0.0)
    button = setup.suggest_button
    room = button.rect.width - 2 * widgets.radius_for(size[1])
    assert widgets.fit(button.label, app.font("small"), room) == button.label
    assert setup.right.contains(button.rect) and button.rect.bottom <= setup.options_area.top
    assert not button.rect.colliderect(setup.suggest_text)


@pytest.mark.parametrize("size", [(800, 500), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_new_match_of_a_game_never_learnt_offers_its_first_lesson(tmp_path, monkeypatch, size, language):
    """A newcomer choosing Polignac in the setup saw nothing of the lessons made for him (they
    are under Learn and in the rules). Under the seats, while none of a game's lessons has been
    followed, the setup offers the first, in words and a button that opens it (Double King's
    list of seven); once one is followed, the offer is gone."""
    from test_ui_frame_support import texts_placed

    from game.ui.scenes.lesson import LessonScene, LessonsScene
    app = make_app(tmp_path, size=size, language=language)
    app.push(TitleScene(app))
    setup = SetupScene(app, "polignac")
    app.push(setup)
    placed = texts_placed(monkeypatch, lambda: app.frame(0.0))
    assert setup.lesson_offered()
    words = " ".join(text for text, rect in placed if setup.left.contains(rect)
                     and rect.top > setup.level_steppers[-1].rect.bottom)
    assert words.startswith(app.t("setup.lesson_offer")) and app.t("lesson.from_rules") in words
    assert setup.left.contains(setup.lesson_button.rect)
    assert setup.lesson_button.rect.top > setup.level_steppers[-1].rect.bottom
    click(app, setup.lesson_button)
    assert isinstance(app.top, LessonScene) and app.top.lesson.game == "polignac"
    app.pop()
    setup.choose_game("double_king")
    placed = texts_placed(monkeypatch, lambda: app.frame(0.0))
    # a list of seven, said so: the offer spoke of "its first lesson" and the button read "First lesson"
    words = " ".join(text for text, rect in placed if setup.left.contains(rect)
                     and rect.top > setup.level_steppers[-1].rect.bottom)
    assert words.startswith(app.t("setup.lesson_offer_several", n=7))
    assert setup.lesson_button.label == app.t("lesson.list_title") != app.t("lesson.from_rules")
    click(app, setup.lesson_button)
    assert isinstance(app.top, LessonsScene) and app.top.game == "double_king"
    app.pop()
    rules = RulesScene(app, "double_king")
    assert rules.lesson_button.label == app.t("lesson.list_title")
    rules.choose("polignac")
    assert rules.lesson_button.label == app.t("lesson.from_rules")
    app.settings["lessons_done"] = ["polignac"]
    setup.choose_game("polignac")
    placed = texts_placed(monkeypatch, lambda: app.frame(0.0))
    assert not setup.lesson_offered() and app.t("setup.lesson_offer") not in [t for t, _ in placed]
    click(app, setup.lesson_button)                 # where the button stood: nothing opens
    assert app.top is setup
    app.shutdown()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(640, 400), (800, 500), (1280, 720), (1920, 1080)])
def test_the_first_lesson_s_offer_stands_at_every_player_count_clear_of_the_seats(tmp_path, size, language):
    """Eight seats filled the setup's left panel, and the offer of a first lesson was gone: the
    newcomer who chose eight players never saw it. At every player count of each game it stands
    under the seats, clear of them: in words and a button, or in a small window with many seats
    its short question beside the button (the rows a little smaller for it), at 640×400 too."""
    from game.ui.scenes.lesson import lessons_offer
    app = make_app(tmp_path, size=size, language=language)
    app.push(TitleScene(app))
    setup = SetupScene(app, "guinguette")
    app.push(setup)
    for game in ("polignac", "guinguette", "double_king"):
        setup.choose_game(game)
        counts = list(setup.module.PLAYERS)
        for players in counts:
            setup.set_players(counts.index(players))
            app.frame(0.0)
            where = (game, players)
            assert setup.lesson_offered(), where
            lines, top = setup.lesson_lines
            assert top > setup.level_steppers[-1].rect.bottom, where
            assert setup.lesson_button.rect.top > setup.level_steppers[-1].rect.bottom, where
            assert setup.left.contains(setup.lesson_button.rect), where
            if size[1] >= 720:
                assert " ".join(lines) == lessons_offer(app, game), where
            assert setup.row_h >= 22, where
    app.shutdown()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(1280, 720), (800, 500), (640, 400)])
def test_the_setup_s_words_stand_clear_of_its_buttons_of_each_other_and_of_the_window_s_edge(
        tmp_path, monkeypatch, size, language):
    """Practice on and a match in progress, at 1280×720 four lines of small text were squeezed
    between Back and Practice, the last almost on the window's bottom edge; at 800×500 with eight
    players the offer of a first lesson ("First time at this game?") was gone, its button alone
    (at 640×400, both). With practice on or off, three players or eight, no line of the setup
    crosses a button or another line, each keeps half a margin from the window's edges, and the
    offer (or its short question) stands under the seats at eight wherever it stood at three."""
    from itertools import combinations

    from test_ui_frame_support import texts_blitted
    app = make_app(tmp_path, size=size, language=language)
    app.push(TitleScene(app))
    setup = SetupScene(app, "polignac")
    app.push(setup)
    setup.unfinished = {"game": "double_king", "players": 4}      # a match in progress: said as well
    counts = list(setup.module.PLAYERS)
    full, short = app.t("setup.lesson_offer"), app.t("setup.lesson_offer_short")
    for practice in (False, True):
        if setup.practice != practice:
            click(app, setup.practice_button)
        offered = {}
        for players in (3, 8):
            setup.set_players(counts.index(players))
            app.frame(0.0)
            where = (practice, players)
            placed = texts_blitted(monkeypatch, setup.draw, size)
            boxes = [setup.back_button, setup.start_button, setup.practice_button, setup.players_stepper,
                     setup.name_field, setup.preset_stepper, *setup.level_steppers, *setup.game_buttons.values()]
            if setup.lesson_offered():
                boxes.append(setup.lesson_button)
            inside = pygame.Rect(0, 0, *size).inflate(-setup.margin, -setup.margin)
            for text, rect in placed:
                assert inside.contains(rect), (where, text, rect)
                for box in boxes:                 # its own label, or clear of it
                    assert box.rect.contains(rect) or not box.rect.colliderect(rect), (where, text, rect, box.rect)
            for (a, ra), (b, rb) in combinations(placed, 2):
                assert not ra.colliderect(rb), (where, a, ra, b, rb)
            seats_end = setup.level_steppers[-1].rect.bottom
            under = [text for text, rect in placed if setup.left.contains(rect) and rect.top > seats_end
                     and not (setup.lesson_offered() and setup.lesson_button.rect.contains(rect))]
            said = " ".join(under)
            assert not under or said == full or said == short, (where, said)
            offered[players] = bool(under) and setup.lesson_offered()
        assert offered[8] == offered[3], offered
    app.shutdown()


def step_to(app, row, offered, value, backwards: bool = False) -> None:
    """Click a row's arrow until its stepper shows ``value`` (once round at most)."""
    for _ in range(len(row.stepper.labels)):
        if offered[row.stepper.index] == value:
            return
        click(app, row.stepper.prev if backwards else row.stepper.next)
    assert offered[row.stepper.index] == value, f"{value} is not offered"


@pytest.mark.parametrize("game, name, wanted", [
    ("polignac", "target", (25, 30, 50)),           # polignac.md §8: a custom limit, "20 up to 50"
    ("guinguette", "starting_chips", (20, 50, 100)),  # guinguette.md 9b: any positive whole number
])
def test_an_option_that_takes_any_whole_number_offers_more_than_its_named_values(app, game, name, wanted):
    setup = open_setup(app, game)
    row = setup.option_rows[name]
    offered = option_values(row.option)
    numbers = [v for v in offered if isinstance(v, int)]
    assert set(wanted) <= set(numbers)
    assert numbers == sorted(numbers), "the numbers rise as the right arrow steps"
    assert all(row.option.minimum <= n <= row.option.maximum for n in numbers)
    assert [v for v in offered if not isinstance(v, int)] == \
        [v for v in row.option.choices if not isinstance(v, int)], "the named values come first"
    setup.scroll_to(name)
    app.frame(0.0)
    step_to(app, row, offered, wanted[-1])
    assert row.stepper.labels[row.stepper.index] == setup.value_label(row.option, wanted[-1])
    assert row.stepper.labels[row.stepper.index].split()[0] == str(wanted[-1])
    click(app, setup.start_button)
    assert FakeTable.started[-1].config.options[name] == wanted[-1]


def too_few_counters(app, setup):
    """Two starting counters, too few for the three antes of the first deal, then Start: the
    starting counters' row and the values it offers."""
    row = setup.option_rows["starting_chips"]
    offered = option_values(row.option)
    setup.scroll_to("starting_chips")
    app.frame(0.0)
    step_to(app, row, offered, 2, backwards=True)
    click(app, setup.start_button)
    return row, offered


def test_starting_counters_too_few_for_the_first_stakes_are_refused_with_a_message(app, monkeypatch):
    # guinguette.md §7, 9b: a player who cannot pay the three antes ends the match before the deal
    setup = open_setup(app, "guinguette")
    row, offered = too_few_counters(app, setup)
    assert FakeTable.started == []
    assert isinstance(app.top, SetupScene)
    assert "payer les mises de la première donne" in setup.error
    shown = " ".join(_drawn(monkeypatch, "render", lambda text, *a, **k: text, lambda: app.frame(0.0)))
    assert "payer les mises de la première donne" in shown, "the refusal is shown"
    step_to(app, row, offered, 3)      # three counters pay the three antes: one deal
    click(app, setup.start_button)
    assert FakeTable.started[-1].config.options["starting_chips"] == 3


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(640, 400), (1280, 720)])
def test_a_refusal_to_start_too_long_for_its_place_is_said_in_a_message(tmp_path, monkeypatch, size, language):
    """At 640×400 "Nobody could pay the first deal's stakes: give more starting counters, or lower
    the stakes." ran on four lines between Back and Practice, its last off the window: where it
    does not fit there whole, a message says it; where it fits, the line alone."""
    from game.ui.scenes.message import MessageScene
    monkeypatch.setattr(app_module, "_table_scene_class", lambda: FakeTable)
    FakeTable.started = []
    a = make_app(tmp_path, size=size, language=language)
    try:
        a.push(TitleScene(a))
        a.frame(0.0)
        setup = open_setup(a, "guinguette", players=8)
        too_few_counters(a, setup)
        why = a.t("setup.no_first_deal")
        assert FakeTable.started == [] and setup.error == why
        if size == (640, 400):
            assert isinstance(a.top, MessageScene) and a.top.text == why
            assert a.top.title == a.t("message.cannot_start_title")
        else:
            assert a.top is setup
            shown = " ".join(_drawn(monkeypatch, "render", lambda text, *args, **k: text, a.draw))
            assert why.split()[-1] in shown and "…" not in shown
    finally:
        a.shutdown()


def test_guinguette_s_ace_six_seven_is_disabled_where_the_pack_has_every_card(app):
    # guinguette.md §1, A5: ace-six-seven is a tierce only in the 36-card pack (up to four at the
    # table); with "leaves the table" a table of five or more may come down to four
    setup = open_setup(app, "guinguette", 4)
    assert setup.option_rows["ace_six_adjacent"].stepper.enabled
    click(app, setup.players_stepper.next)                          # five: 52 cards
    rows = setup.option_rows                                        # (the rows are built again)
    assert not rows["ace_six_adjacent"].stepper.enabled
    assert "sans effet à 5\u00a0joueurs" in setup.row_help(rows["ace_six_adjacent"])
    setup.set_option(rows["bankruptcy"].option, "eliminate")
    assert rows["ace_six_adjacent"].stepper.enabled, "four may be left at the table"


def test_a_text_breaks_the_same_at_each_frame_and_its_lines_are_the_caller_s_own():
    """Placing a hint's tag wraps its line at several widths at every frame drawn (1.3 to 2 ms of a
    frame at 1600x900): the lines found are kept, so a text breaks as it did, at each width as
    there, in a font of another size anew, and what a caller does with its lines changes nothing
    for the next."""
    from game.ui import widgets
    pygame.font.init()
    small, large = widgets.font_px(14), widgets.font_px(28)
    text = "Conseil — Atout carreau : 2,9 points d’écart avec la table en moyenne sur toutes les façons"
    narrow = widgets.wrap(text, small, 200)
    assert len(narrow) > 1 and all(small.size(line)[0] <= 200 for line in narrow)
    assert " ".join(narrow) == text
    narrow.append("dessous")                                  # the caller's own list
    again = widgets.wrap(text, small, 200)
    assert again == narrow[:-1] and again is not narrow
    assert widgets.wrap(text, small, 400) != again            # another width, other lines
    assert len(widgets.wrap(text, large, 200)) > len(again)   # a larger font breaks more often


def test_a_wrapped_paragraph_does_not_end_on_one_short_word_alone():
    """The favour's question at 1280×720 ended "… Do you grant" / "it?", the last word alone on
    its line under three full ones. In a text written in a box (widgets.text_in_box), where the
    line before has words to spare and the pair fits, the last line takes its last word; every
    line still fits, in the same number of lines."""
    from game.ui import widgets
    pygame.font.init()
    font = widgets.font_px(18)
    text = ("Ernestine attempts the général (every trick) and asks for your favour. If it succeeds, every "
            "other player, you included, takes 5 points: no one would reach the limit of 15 points. "
            "Do you grant it?")

    def greedy(width):                    # the plain first-fit breaking, for comparison
        lines = [""]
        for word in text.split(" "):
            if lines[-1] and font.size(lines[-1] + " " + word)[0] > width:
                lines.append(word)
            else:
                lines[-1] = (lines[-1] + " " + word).strip()
        return lines
    widowed = 0
    for width in range(180, 700, 3):
        lines, plain = widgets.wrap(text, font, width, paragraph=True), greedy(width)
        assert widgets.wrap(text, font, width) == plain        # a count or a tag's line: as it falls
        assert " ".join(lines) == text and len(lines) == len(plain)
        assert all(font.size(line)[0] <= width for line in lines), width
        if len(plain[-1].split()) == 1 and font.size(plain[-1])[0] < width * widgets.WIDOW \
                and len(plain[-2].split()) >= 3:
            widowed += 1
            assert lines[-1] == "grant it?" and lines[:-2] == plain[:-2], (width, lines)
        else:
            assert lines == plain, width
    assert widowed > 0                    # some widths left "it?" alone


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(1024, 768), (1280, 1024), (1280, 720), (1920, 1080)])
def test_the_settings_say_each_help_whole_where_the_panel_has_room(tmp_path, monkeypatch, size, language):
    """At 1024×768 the settings cut three helps to their first line ("… est jouée d'avance…"),
    each row having the same room while the volume's has no help at all. Each row takes the room
    its help needs, where they all fit so, and every help is written whole."""
    from test_ui_frame_support import make_app, texts_drawn

    from game.ui import widgets
    from game.ui.scenes.settings import SettingsScene
    app = make_app(tmp_path, size=size, language=language)
    scene = SettingsScene(app)
    app.push(scene)
    app.frame(0.0, [])
    drawn = texts_drawn(monkeypatch, app.draw)
    assert not [text for text in drawn if text.endswith("…")]
    helps, _names = scene._words()
    small = app.font("small")
    for key, help_key in helps.items():
        lines = widgets.wrap(app.t(help_key), small, scene.panel.width - 2 * scene.pad)
        assert all(line in drawn for line in lines), (key, lines)
    app.shutdown()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_hold_tricks_help_says_in_plain_words_when_a_trick_waits(tmp_path, language):
    """"Hold each trick for a click" was helped by "Yes: a trick waits for your click (played out
    for you: one that counts; each at Guinguette)", which a newcomer could not read. The help says
    it in a sentence: a trick waits for the click, and when the rest of the deal is played for the
    person (in the words the table uses then) only a trick that counts does; else a pause. It
    stands whole on one line under its row at 1280×720 and 1920×1080."""
    from test_ui_frame_support import make_app

    from game.ui.scenes.settings import SettingsScene
    words = {"fr": ("le pli attend votre clic", "jouée d’avance", "seulement s’il compte", "une pause"),
             "en": ("a trick waits for your click", "played for you", "only if it counts", "a pause")}[language]
    for size in ((1280, 720), (1920, 1080)):
        app = make_app(tmp_path, size=size, language=language)
        scene = SettingsScene(app)
        app.push(scene)
        app.frame(0.0, [])
        said = app.t("settings.hold_tricks_help").replace("\u00a0", " ")
        assert all(word in said for word in words), said
        assert words[1] in app.t("help.decided")           # as the table says it when it happens
        space = next(space for key, _y, space in scene.rows if key == "hold_tricks")
        assert [line.replace("\u00a0", " ") for line in scene.help_lines("hold_tricks", space)] == [said]
        app.shutdown()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (800, 500), (640, 400)])
def test_the_settings_rows_stand_apart_with_their_helps(tmp_path, monkeypatch, size, language):
    """At 1280×720 the settings' ten rows stood 3 pixels apart, each help line against the next
    row's name and arrows. Each row (its name, its choice and the help written under it) stands at
    least half a line of the help's type clear of the next where the helps are written (1280×720,
    1920×1080); in a small window, where the helps come on hover, the choices still do not touch;
    all inside the panel, clear of the buttons."""
    from test_ui_frame_support import make_app, texts_placed

    from game.ui.scenes.settings import SettingsScene
    app = make_app(tmp_path, size=size, language=language)
    scene = SettingsScene(app)
    app.push(scene)
    app.frame(0.0, [])
    small = app.font("small")
    helps, _names = scene._words()
    placed = texts_placed(monkeypatch, app.draw)
    bottoms = []                     # where each row ends: its choice, or the last help line under it
    for key, _y, space in scene.rows:
        stepper = scene.steppers[key].rect
        under = [rect for text, rect in placed if rect.top >= stepper.bottom and rect.bottom <= stepper.bottom + space
                 and text in scene.help_lines(key, space)]
        bottoms.append(max([stepper.bottom] + [rect.bottom for rect in under]))
        assert scene.panel.contains(stepper)
    tops = [scene.steppers[key].rect.top for key, _y, _space in scene.rows]
    gaps = [top - bottom for bottom, top in zip(bottoms, tops[1:])]
    written = any(scene.help_lines(key, space) for key, _y, space in scene.rows)
    assert written is (size[0] >= 1280)
    assert min(gaps) >= (small.get_linesize() // 2 if written else 2), gaps
    assert bottoms[-1] <= scene.panel.bottom
    for button in (scene.back_button, scene.about_button):
        assert not button.rect.colliderect(scene.panel) and not button.rect.colliderect(scene.preview)
        assert app.surface.get_rect().contains(button.rect)
    app.shutdown()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(800, 500), (640, 400), (1280, 720)])
def test_the_settings_say_a_help_with_no_room_under_its_row_on_hover(tmp_path, monkeypatch, size, language):
    """At 800×500 the settings had no room for the helps under their rows and said them nowhere: a
    person at a small window could not learn what "Pli gardé jusqu'au clic" does. Where a row's help
    is not written whole under it, the pointer resting on the row (or the keys' frame on it) shows
    it whole on the table's paper tag, in the window and off the row; where it is written whole
    (1280×720), no tag comes."""
    from test_ui_frame_support import make_app, post_key, tags_on_hover, texts_drawn

    from game.ui import widgets
    from game.ui.scenes.settings import SettingsScene
    app = make_app(tmp_path, size=size, language=language)
    scene = SettingsScene(app)
    app.push(scene)
    app.frame(0.0, [])
    drawn = texts_drawn(monkeypatch, app.draw)
    helps, _names = scene._words()
    small = app.font("small")
    window = app.surface.get_rect()
    for key, help_key in helps.items():
        words = app.t(help_key)
        whole = all(line in drawn for line in widgets.wrap(words, small, scene.panel.width - 2 * scene.pad))
        stepper = scene.steppers[key]
        tags = tags_on_hover(monkeypatch, app, (scene.panel.x + scene.pad + 4, stepper.rect.centery))
        if whole:
            assert tags == [], (key, tags)
            continue
        assert size != (1280, 720), key
        assert [text for text, _ in tags] == [words], key
        rect = tags[0][1]
        assert window.contains(rect) and not rect.colliderect(stepper.rect), (key, rect)
    if size != (1280, 720):
        tags_on_hover(monkeypatch, app, (1, 1))            # the pointer off the rows: the keys' frame
        post_key(app, pygame.K_TAB)
        post_key(app, pygame.K_TAB)
        assert scene.key_focus.key == "speed"
        assert [text for text, _ in tags_on_hover(monkeypatch, app, (1, 1))] == [app.t(helps["speed"])]
        app.show_message("Message", "Over the settings")    # a message over them: no tag under it
        assert tags_on_hover(monkeypatch, app, (1, 1)) == []
    app.shutdown()


@pytest.mark.parametrize("no_device", [False, True])
@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(800, 500), (640, 400), (1280, 720), (1920, 1080)])
def test_a_setting_s_help_tag_keeps_clear_of_the_other_rows(tmp_path, monkeypatch, size, language, no_device):
    """At 800×500 in French the help tag of "Pause de réflexion" lay on "Jeu à quatre couleurs" and
    its choice, the row above (the rows stand closer than a tag is high). Every help tag the settings
    show (the sound's too where no device plays it) stands clear of the other rows' names and
    choices and of its own row's choice, in the window."""
    from test_ui_frame_support import tags_on_hover, texts_placed
    app = make_app(tmp_path, size=size, language=language)
    if no_device:
        monkeypatch.setattr(app.sound, "started", True)
        monkeypatch.setattr(app.sound, "available", False)
    scene = SettingsScene(app)
    app.push(scene)
    app.frame(0.0, [])
    _helps, names = scene._words()
    placed = texts_placed(monkeypatch, app.draw)
    x = scene.panel.x + scene.pad
    boxes = {}                       # each row's name as written and its choice
    for key, _y, _space in scene.rows:
        stepper = scene.steppers[key].rect
        [name] = [rect for text, rect in placed if rect.x == x and rect.centery == stepper.centery
                  and app.t(names[key]).startswith(text.rstrip("…"))]
        boxes[key] = [name, stepper]
    window = app.surface.get_rect()
    shown = 0
    for key, _y, _space in scene.rows:
        stepper = scene.steppers[key].rect
        for text, rect in tags_on_hover(monkeypatch, app, (x + 4, stepper.centery)):
            shown += 1
            others = [box for other in boxes if other != key for box in boxes[other]]
            assert not [box for box in others if rect.colliderect(box)], (key, text, rect)
            assert not rect.colliderect(stepper) and window.contains(rect), (key, rect)
    assert shown > 0 if size[0] < 1280 else shown == 0
    app.shutdown()


def test_a_scale_s_arrows_stop_at_its_ends_where_a_list_of_kinds_goes_round(tmp_path):
    """Pressing ◄ on "Pause de réflexion" from 300 ms went round to 1500 ms, the slowest: a
    person speeding the game up got the slowest pause. On a scale (a pause, a speed, the
    volume, the players, a level, a number of the rules) the arrows stop at its ends, dimmed
    there; a click on the value itself still goes round; a list of kinds (a language, a back)
    goes round as before."""
    app = make_app(tmp_path)
    scene = SettingsScene(app)
    app.push(scene)
    app.frame(0.0)
    pause = scene.steppers["think_pause_ms"]
    for _ in range(len(pause.labels) + 2):
        click(app, pause.prev)
    assert pause.index == 0 and app.settings["think_pause_ms"] == scene.choices("think_pause_ms")[0]
    for _ in range(len(pause.labels) + 2):
        click(app, pause.next)
    assert pause.index == len(pause.labels) - 1
    assert app.settings["think_pause_ms"] == max(scene.choices("think_pause_ms"))
    click(app, pause.middle)
    assert pause.index == 0                         # the value clicked goes round
    back = scene.steppers["card_back"]
    first = back.index
    for _ in range(len(back.labels)):
        click(app, back.next)
    assert back.index == first                      # a list of kinds goes round
    app.pop()
    setup = SetupScene(app, "polignac")
    app.push(setup)
    app.frame(0.0)
    players = setup.players_stepper
    for _ in range(len(players.labels) + 2):
        click(app, players.next)
    assert setup.players == max(setup.module.PLAYERS)
    level = setup.level_steppers[0]
    for _ in range(6):
        click(app, level.prev)
    assert level.index == 0


@pytest.mark.parametrize("game", ["guinguette", "polignac", "double_king"])
@pytest.mark.parametrize("size", [(800, 500), (1920, 1080)])
def test_the_options_stay_under_the_pointer_when_one_is_changed(app, game, size):
    """Changing an option made the line under the preset ("The options differ from the game's own
    rules: …") grow to a second line, and every option moved down under the pointer: the next
    click changed another row, or nothing. The rows stay where they were."""
    app.resize(size)
    setup = open_setup(app, game)
    app.frame(0.0)
    rows = [row for row in setup.option_rows.values() if row.visible and row.stepper.enabled]
    assert len(rows) >= 2
    for row in rows[:3]:
        before = {name: r.stepper.rect.copy() for name, r in setup.option_rows.items()}
        click(app, row.stepper.next)
        assert setup.changed(), "an option now differs"
        after = {name: r.stepper.rect for name, r in setup.option_rows.items()}
        assert after == before, f"the rows moved when {row.option.name} changed"


@pytest.mark.parametrize("language", ["fr", "en"])
def test_how_rare_a_cabaret_is_is_said_for_the_table_s_player_count(app, language):
    """At three players the setup said "about one deal in 27 with four players": the figures
    are those of the chosen count, in the note and in the option's own line (at five it said four's
    29 under a note saying 32), and the rules' prose at four says what the table says."""
    from game.ui.scenes.setup import CABARET_ODDS
    app.settings["language"] = language
    setup = open_setup(app, "guinguette")
    said = {}
    for players in (3, 4, 5, 8):
        for _ in range(8):
            if setup.players != players:
                click(app, setup.players_stepper.next if setup.players < players else setup.players_stepper.prev)
        assert setup.players == players
        said[players] = setup.suggestion_why().replace("\u00a0", " ")   # a figure's no-break space read as one
        same, any_suits = CABARET_ODDS[players]
        words = {"fr": (f"une donne sur {same} à {players} joueurs", f"environ {any_suits} donnes sur 10"),
                 "en": (f"one deal in {same} with {players} players", f"about {any_suits} deals in 10")}[language]
        assert all(w in said[players] for w in words), said[players]
        # the option's own line under it gives the same count's figures (at five it said four's 29)
        helps = {"fr": f"À {players} joueurs, un cabaret sort environ une donne sur {same}",
                 "en": f"With {players} players a cabaret comes about one deal in {same}"}[language]
        help_line = setup.option_rows["tierce_suits"].help.replace("\u00a0", " ")
        assert helps in help_line, help_line
    assert len(set(said.values())) == 4
    four = {"fr": f"une donne sur {CABARET_ODDS[4][0]}", "en": f"one deal in {CABARET_ODDS[4][0]}"}[language]
    assert four in app.t("rules.guinguette.body")


@pytest.mark.parametrize("players", [3, 8])
def test_the_cabaret_odds_the_setup_gives_are_what_deals_bring(players):
    """The figures are measured again on 20,000 deals with the engine's own tierce finder."""
    import random

    from game.engine.guinguette import rules as R
    from game.ui.scenes.setup import CABARET_ODDS
    pack = R.DECK36 if players <= 4 else R.DECK52
    cards = R.PACK_CARDS[pack]
    rng = random.Random(players)
    deals = 20000
    for any_suits, said in ((False, 1 / CABARET_ODDS[players][0]), (True, CABARET_ODDS[players][1] / 10)):
        lanes = R.tierce_lanes(pack, False)
        hits = 0
        for _ in range(deals):
            dealt = rng.sample(cards, 4 * players)
            hits += any(R.find_tierce(sum(1 << c for c in dealt[4 * p:4 * p + 4]), lanes, any_suits)[0]
                        for p in range(players))
        assert abs(hits / deals - said) < (0.065 if any_suits else 0.0045), (any_suits, hits / deals, said)


@pytest.mark.parametrize("language, unit", [("fr", "points"), ("en", "points")])
def test_polignac_s_limit_reads_in_points_and_stops_at_its_ends(app, language, unit):
    """◀ on the limit went "3", "2", "1", "By player count (10)", "100": it went round from the
    fewest points to the most, and "12" and "8" stood without the unit of "15 points". Every
    number reads in points ("1 point"), and the arrows stop at the list's ends."""
    app.settings["language"] = language
    setup = open_setup(app, "polignac")
    row = setup.option_rows["target"]
    offered = option_values(row.option)
    labels = row.stepper.labels
    numbers = [(v, label) for v, label in zip(offered, labels) if isinstance(v, int)]
    assert numbers and all(label.split()[0] == str(v) and label.split()[1].startswith(unit[:-1])
                            for v, label in numbers), labels
    assert dict(numbers)[1].endswith("point") and dict(numbers)[12].endswith(unit)
    setup.scroll_to("target")
    app.frame(0.0)
    row.stepper.index = 0                      # the named value, "by player count", first
    click(app, row.stepper.prev)
    assert row.stepper.index == 0, "◀ does not go round to 100"
    row.stepper.index = len(offered) - 1
    click(app, row.stepper.next)
    assert row.stepper.index == len(offered) - 1


@pytest.mark.parametrize("language, said", [("en", "Double King is played by exactly 4\u00a0players."),
                                            ("fr", "Double King\u00a0: 4\u00a0joueurs, ni plus ni moins.")])
def test_the_dimmed_player_count_says_why_under_the_pointer_and_on_a_click(app, monkeypatch, language, said):
    """In Double King's setup the Players arrows are dimmed (it is played by exactly four) but
    hovering or clicking them said nothing. They now say why, from the rules' player count."""
    from test_ui_frame_support import post_click

    def texts_drawn(monkeypatch, draw):            # the lines and the boxes of text (the notice's)
        return _drawn(monkeypatch, "draw_text", lambda surface, text, *a, **k: text, draw) + \
            _drawn(monkeypatch, "text_in_box", lambda surface, text, *a, **k: text, draw)
    app.settings["language"] = language
    setup = open_setup(app, "double_king")
    stepper = setup.players_stepper
    assert not stepper.enabled
    assert said not in texts_drawn(monkeypatch, app.draw)
    for arrow in (stepper.prev, stepper.next):
        pos = arrow.rect.center
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        app.frame(0.0)
        assert said in texts_drawn(monkeypatch, app.draw)
        post_click(app, pos)
        assert said in texts_drawn(monkeypatch, app.draw)
    pos = setup.start_button.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(0.0)
    assert said not in texts_drawn(monkeypatch, app.draw)
    click(app, setup.game_buttons["polignac"])        # a count to choose: nothing to explain
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=setup.players_stepper.next.rect.center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    app.frame(0.0)
    assert not any("ni plus ni moins" in t or "exactly" in t for t in texts_drawn(monkeypatch, app.draw))


@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_contract_s_name_in_quotes_stays_on_one_line_where_it_fits(language):
    """A wrapped text broke a quoted contract's name across two lines ("… « Pas de valets ni de" /
    "rois » …" on the rules page, in a lesson): the name in its quotes now stays whole on one line
    wherever a line is wide enough for it, and no word of the text is lost."""
    import re

    from game.engine.double_king_rules import CONTRACT_NAMES
    from game.ui import widgets
    from game.ui.app import App
    from game.ui.scenes.lesson import LessonScene
    from game.ui.scenes.lesson_scripts import lessons_of
    app = App((1280, 720), store=None, settings={"language": language})
    opening, closing = ("«\u00a0", "\u00a0»") if language == "fr" else ("“", "”")
    quoted = [opening + app.t(f"dk.contract.{name}") + closing for name in CONTRACT_NAMES]
    lessons = {lesson.id: lesson for lesson in lessons_of("double_king")}
    # each lesson's choosing note as the lesson writes it (its contract's name and rule filled in)
    sentences = [app.t("rules.double_king.body", contracts="")] + [
        LessonScene(app, lessons[name]).text("n0") for name in ("dk_rois_valets", "dk_sept_treize", "dk_roi_coeur")]
    broken = 0
    for text in sentences:
        # the name with what a no-break space glues to it ("« Pas de valets ni de rois » :"): one unit
        spans = [m.group(0) for q in quoted for m in re.finditer(r"[^ \n]*" + re.escape(q) + r"[^ \n]*", text)]
        assert spans, text[:60]
        for font in (app.font("small"), app.font("body")):
            for width in range(100, 700, 3):
                lines = widgets.wrap(text, font, width)
                assert " ".join(lines).split() == text.split()
                for span in spans:
                    if font.size(span)[0] <= width:
                        whole = sum(line.count(span) for line in lines) == text.count(span)
                        assert whole, (span, width, [line for line in lines if span.split(" ")[0] in line])
                    else:
                        broken += 1
    assert broken, "some widths too narrow for a name: it breaks there, as any words do"


@pytest.mark.parametrize("size", [(1280, 720), (800, 500), (640, 400), (1920, 1080)])
def test_the_settings_back_stands_where_every_screen_s_back_stands(app, size):
    """The settings' Back stood bottom right, beside About, where every other screen (the rules,
    the statistics, About) has its Back bottom left: it stands there too, as wide."""
    from game.ui.scenes.about import AboutScene
    app.resize(size)
    places = {}
    for scene in (SettingsScene(app), RulesScene(app), StatsScene(app), AboutScene(app)):
        app.push(scene)
        app.frame(0.0)
        places[type(scene).__name__] = scene.back_button.rect
        app.pop()
    assert places["SettingsScene"].bottomleft[0] < size[0] // 4, places
    assert len(set(map(tuple, places.values()))) == 1, places


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(800, 500), (1280, 720), (640, 400)])
def test_the_settings_preview_keeps_its_place_when_a_change_is_said(tmp_path, monkeypatch, size, language):
    """The preview's cards moved up and shrank when the language changed and "Settings saved."
    came under them: the status line took its room from the preview. The preview keeps its place
    and size whatever is changed and said; the status is written whole in a room of its own, clear
    of the title, the preview, the rows and the buttons, in the window."""
    from test_ui_frame_support import texts_placed

    from game.ui import widgets
    app = make_app(tmp_path, size=size, language=language)
    scene = SettingsScene(app)
    app.push(scene)
    app.frame(0.0, [])
    before = pygame.Rect(scene.preview)
    small = app.font("small")
    for key in ("language", "speed", "language"):
        click(app, scene.steppers[key].next)
        assert scene.status == app.t("settings.saved")
        boxes = _drawn(monkeypatch, "text_in_box", lambda surface, text, font, colour, rect, *a, **k:
                       (text, pygame.Rect(rect)) if text == scene.status else None, app.draw)
        assert scene.preview == before, (key, scene.preview, before)
        [(_text, box)] = boxes
        assert len(widgets.wrap(scene.status, small, box.width)) * widgets.line_step(small, 0) <= box.height
        title = next(rect for text, rect in texts_placed(monkeypatch, app.draw) if text == app.t("settings.title"))
        for other in (title, scene.preview, scene.panel, scene.about_button.rect, scene.back_button.rect):
            assert not box.colliderect(other), (box, other)
        assert app.surface.get_rect().contains(box)
    app.shutdown()


def test_the_levels_last_chosen_are_the_setup_s_whatever_count_and_game_tab_it_went_through(tmp_path, monkeypatch):
    """Expert for every computer seat, then a look at another player count or another game's tab,
    or Back: the setup showed Amateurs again at four seats while six remembered Experts (the
    levels of the last match started, the choices made since forgotten). The levels last chosen
    are what it shows, whatever count, tab or Back it went through, and a seat's own level chosen
    at a larger table comes back with it."""
    monkeypatch.setattr(app_module, "_table_scene_class", lambda: FakeTable)
    first = make_app(tmp_path)

    def opened(app):
        setup = SetupScene(app, "polignac")
        app.push(setup)
        app.frame(0.0)
        return setup

    def players(app, setup, n):
        while setup.players != n:
            click(app, setup.players_stepper.next if setup.players < n else setup.players_stepper.prev)

    def level(app, setup, seat, name):
        stepper = setup.level_steppers[seat]
        while stepper.labels[stepper.index] != name:
            click(app, stepper.next if stepper.index < stepper.labels.index(name) else stepper.prev)

    def shown(setup):
        return [stepper.labels[stepper.index] for stepper in setup.level_steppers]

    setup = opened(first)
    players(first, setup, 4)
    for seat in range(3):
        level(first, setup, seat, "Expert")
    click(first, setup.start_button)
    first.to_title()
    setup = opened(first)
    players(first, setup, 6)
    assert shown(setup) == ["Expert"] * 5
    players(first, setup, 4)
    for seat in range(3):
        level(first, setup, seat, "Maître")
    click(first, setup.game_buttons["guinguette"])
    click(first, setup.game_buttons["polignac"])
    assert setup.players == 4 and shown(setup) == ["Maître"] * 3
    players(first, setup, 6)
    assert shown(setup) == ["Maître"] * 5
    level(first, setup, 4, "Débutant")              # the sixth seat's own level
    players(first, setup, 4)
    players(first, setup, 6)
    assert shown(setup) == ["Maître"] * 4 + ["Débutant"]
    click(first, setup.back_button)                # left without starting
    first.shutdown()

    again = make_app(tmp_path)
    setup = opened(again)
    assert setup.players == 6 and shown(setup) == ["Maître"] * 4 + ["Débutant"]
    players(again, setup, 4)
    assert shown(setup) == ["Maître"] * 3
    click(again, setup.start_button)
    assert [s["level"] for s in FakeTable.started[-1].config.seats[1:]] == ["maitre"] * 3
    again.shutdown()


def opened_setup(app, game: str | None = None) -> SetupScene:
    setup = SetupScene(app, game)
    app.push(setup)
    app.frame(0.0)
    return setup


def seats_to(app, setup, n: int) -> None:
    while setup.players != n:
        click(app, setup.players_stepper.next if setup.players < n else setup.players_stepper.prev)


def level_to(app, setup, seat: int, name: str) -> None:
    stepper = setup.level_steppers[seat]
    while stepper.labels[stepper.index] != name:
        click(app, stepper.next if stepper.index < stepper.labels.index(name) else stepper.prev)


def levels_shown(setup) -> list[str]:
    return [stepper.labels[stepper.index] for stepper in setup.level_steppers]


def test_a_game_never_set_up_opens_with_the_levels_last_chosen_in_any_game(tmp_path, monkeypatch):
    """Expert and Maître chosen at Polignac, Guinguette (never set up) opened with Amateurs: the
    levels were remembered per game only. A game never set up opens with the levels last chosen in
    any game, seat by seat (a seat beyond them at the last one's), after a restart too; a game set
    up before keeps its own; a tab only looked at is not set up by that."""
    monkeypatch.setattr(app_module, "_table_scene_class", lambda: FakeTable)
    first = make_app(tmp_path)
    setup = opened_setup(first, "double_king")          # Double King set up: Débutants
    for seat in range(3):
        level_to(first, setup, seat, "Débutant")
    click(first, setup.start_button)
    first.to_title()
    setup = opened_setup(first, "polignac")
    seats_to(first, setup, 4)
    for seat, name in enumerate(("Expert", "Maître", "Expert")):
        level_to(first, setup, seat, name)
    click(first, setup.start_button)
    first.to_title()
    setup = opened_setup(first)
    click(first, setup.game_buttons["guinguette"])
    assert setup.players == 4 and levels_shown(setup) == ["Expert", "Maître", "Expert"]
    click(first, setup.game_buttons["double_king"])
    assert levels_shown(setup) == ["Débutant"] * 3, "a game set up before keeps its own"
    click(first, setup.back_button)
    first.shutdown()

    again = make_app(tmp_path)
    setup = opened_setup(again, "guinguette")
    assert levels_shown(setup) == ["Expert", "Maître", "Expert"], "after a restart too"
    click(again, setup.game_buttons["polignac"])       # chosen there now, in this setup
    level_to(again, setup, 0, "Débutant")
    click(again, setup.game_buttons["guinguette"])
    assert levels_shown(setup) == ["Expert", "Maître", "Expert"], "as left on its tab in this setup"
    click(again, setup.back_button)                    # left without starting
    setup = opened_setup(again, "guinguette")
    assert levels_shown(setup) == ["Débutant", "Maître", "Expert"], "only looked at, not set up"
    seats_to(again, setup, 6)
    assert levels_shown(setup) == ["Débutant", "Maître", "Expert", "Expert", "Expert"]
    seats_to(again, setup, 3)
    assert levels_shown(setup) == ["Débutant", "Maître"]
    again.shutdown()


@pytest.mark.parametrize("last_levels", [None, ["dieu"], "expert", ["expert"] * 9])
def test_an_old_or_damaged_settings_file_opens_a_game_never_set_up_with_the_last_game_s_levels(
        tmp_path, monkeypatch, last_levels):
    """A settings file of an older copy (no levels kept for every game) or with a damaged value
    there loads with every other choice kept: a game never set up opens with the levels of the game
    played last; a damaged value is moved aside with its file (nothing lost), never used."""
    import json
    import os
    first = make_app(tmp_path)
    first.settings.save()
    path = first.store.paths.settings_file
    first.shutdown()
    older = {"format": "tapisvert-settings", "version": 1, "language": "fr", "speed": "fast", "last_game": "polignac",
             "games": {"polignac": {"players": 5, "options": {}, "levels": ["maitre", "expert", "debutant", "expert"],
                                    "player_name": "Anne"}}}
    if last_levels is not None:
        older["last_levels"] = last_levels
    with open(path, "w", encoding="utf-8") as f:
        json.dump(older, f)
    app = make_app(tmp_path)
    try:
        problems = app.take_problems()
        assert [p.detail for p in problems] == ([] if last_levels is None else ["last_levels"])
        assert app.settings["speed"] == "fast" and app.settings.player_name() == "Anne"
        setup = opened_setup(app, "guinguette")
        assert levels_shown(setup) == ["Maître", "Expert", "Débutant"]
        click(app, setup.game_buttons["polignac"])
        assert setup.players == 5 and levels_shown(setup) == ["Maître", "Expert", "Débutant", "Expert"]
        if last_levels is not None:                     # the file as it was kept whole
            damaged = os.path.join(os.path.dirname(path), "damaged")
            kept = [json.load(open(os.path.join(damaged, name), encoding="utf-8")) for name in os.listdir(damaged)]
            assert older in kept
    finally:
        app.shutdown()
