"""From the title menu to the end-of-match screen and back, by posted clicks only (issue 6)."""
import pygame
import pytest
from test_ui_table_play import click, make_app, play_to_end, seat_debutants

from game.ui.scenes.setup import SetupScene
from game.ui.scenes.title import TitleScene
from game.ui.table import TableScene
from game.ui.table.sheets import MatchEndScene


@pytest.mark.parametrize("players", [4, 7])
def test_a_whole_match_from_the_title_menu_to_the_end_screen_by_clicks(players):
    app = make_app()
    app.push(TitleScene(app))
    app.frame(1 / 60)
    click(app, app.top.buttons["new"].rect.center)
    setup = app.top
    assert isinstance(setup, SetupScene)
    seat_debutants(app, setup, players)
    assert setup.levels[:players - 1] == ["debutant"] * (players - 1)
    click(app, setup.start_button.rect.center)
    table = app.top
    assert isinstance(table, TableScene) and table.players == players
    try:
        end = play_to_end(app, table)
        assert isinstance(end, MatchEndScene)
        assert end.result["losers"] == table.match.result_json()["losers"]
        click(app, end.buttons[-1].rect.center)          # "Menu principal"
        assert isinstance(app.top, TitleScene)
        assert not any(isinstance(s, TableScene) for s in app.stack)
    finally:
        table.close()


def test_rematch_seats_the_same_players_at_a_new_deal():
    app = make_app()
    app.push(TitleScene(app))
    click(app, app.top.buttons["new"].rect.center)
    click(app, app.top.start_button.rect.center)
    table = app.top
    try:
        end = play_to_end(app, table)
        click(app, end.buttons[0].rect.center)            # "Revanche"
        again = app.top
        assert isinstance(again, TableScene) and again is not table
        assert again.config.seats == table.config.seats and again.match.deal == 1
        assert table not in app.stack and not any(isinstance(s, MatchEndScene) for s in app.stack)
        again.close()
    finally:
        table.close()
    pygame.event.clear()
