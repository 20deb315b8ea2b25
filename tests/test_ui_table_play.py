"""Whole Polignac matches played at the table with posted mouse clicks only (dummy video driver)."""
import pytest
from test_ui_frame_support import card_strip, clicks_to_the_end, debutant_table
from test_ui_frame_support import click_at as click
from test_ui_frame_support import table_app as make_app

from game.ui.config import default_seats
from game.ui.table.dialogs import CardPick
from game.ui.table.draw import hand_rects
from game.ui.table.sheets import DealEndScene, MatchEndScene


def to_the_deal_sheet(app, table) -> None:
    """Frames until the deal's sheet comes up, each complete trick gathered as a click would."""
    for _ in range(600):
        if isinstance(app.top, DealEndScene):
            break
        if table.trick_waiting:
            table.proceed()
        app.frame(1 / 60)



def start(app, players, options=None, seed=3, dealer=0):
    return debutant_table(app, "polignac", players, options, seed=seed, dealer=dealer)


def next_click(app, table):
    """Where a person would click now, reading only what the table shows; None to just wait."""
    top = app.top
    if isinstance(top, (DealEndScene, MatchEndScene)):
        return top.buttons[0].rect.center if top.ready else None    # read before it takes a click
    if top is not table:
        return None
    if table.trick_waiting:
        return table.layout.trick_area().center       # the complete trick waits: gather it
    if table.dialog_buttons and table.dialog is not None:
        spec = table.dialog
        if isinstance(spec, CardPick) and len(table.selected) < spec.count:
            for code, rect in hand_rects(table):
                if code in spec.choosable and code not in table.selected:
                    return card_strip(rect)
        return table.dialog_buttons[0].rect.center
    if table.person_to_play():
        rects = hand_rects(table)
        for code, rect in rects:
            if table.legal(code):
                return card_strip(rect)
    return None


def clicks_until(app, table, done, steps: int = 4000) -> bool:
    """The person clicks where he would (:func:`next_click`), a frame waited where there is nothing
    for him to click, the computers playing theirs, until ``done()``: True then, False after
    ``steps`` turns of the loop."""
    for _ in range(steps):
        if done():
            return True
        pos = next_click(app, table)
        if pos is None:
            app.frame(1 / 60)
        else:
            click(app, pos)
    return False


def play_to_end(app, table, max_steps=4000):
    return clicks_to_the_end(app, table, lambda: next_click(app, table), steps=max_steps)


@pytest.mark.parametrize("players,options", [
    (4, {"preset": "classique"}),
    (7, {"preset": "classique", "leftover_method": "dealer_ecart"}),
])
def test_whole_match_played_with_clicks_reaches_the_end_screen(players, options):
    app = make_app()
    table = start(app, players, options, seed=11 + players, dealer=players - 1)
    try:
        end = play_to_end(app, table)
        losers = table.match.result_json()["losers"]
        points = table.match.score_json()["points"]
        assert end.result["losers"] == losers
        assert all(points[s] >= table.match.target for s in losers)
        # the score pad kept one row per finished deal, the last one with the final totals
        assert table.model.history[-1]["points"] == points
        assert len(table.model.history) == table.match.deal
        # what the animations showed at every turn of the person was exactly the engine's state
        assert table.resyncs == 0
    finally:
        table.close()


def seat_debutants(app, setup, players):
    """In the setup scene, by clicks: the player count, and every computer seat at Débutant."""
    for _ in range(8):
        if setup.players == players:
            break
        arrow = setup.players_stepper.next if setup.players < players else setup.players_stepper.prev
        click(app, arrow.rect.center)
    assert setup.players == players
    for i, stepper in enumerate(setup.level_steppers):
        for _ in range(3):
            if setup.levels[i] == "debutant":
                break
            click(app, stepper.prev.rect.center)



def table_words(monkeypatch, app, table) -> list[str]:
    """Every text the table itself draws in one frame (its plates drawn anew), not the papers over it."""
    from test_ui_frame_support import texts_drawn
    table.__dict__.pop("_plate_cache", None)
    return texts_drawn(monkeypatch, lambda: table.draw(app.surface))


@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_failed_general_s_plate_says_nothing_of_it_beside_the_deal_s_sheet(monkeypatch, language):
    """A général beaten by another seat's card: its player's plate read "5 pts · général manqué"
    beside (and under) the deal's sheet, that says "Le général a échoué" itself. The plates' words
    of the deal go with it, as Guinguette's do: with the sheet up no plate speaks of the général."""
    from test_ui_frame_support import scenario_table

    from game.engine import action_from_json
    app = make_app((800, 500))
    app.settings["language"] = language
    table, last = scenario_table(app, "polignac", "general_failed", default_seats(4))
    try:
        assert table.model.seats[1].note == app.t("pol.note.general_silent")
        assert last["seat"] == table.person
        table.apply(last["seat"], action_from_json({k: v for k, v in last.items() if k != "seat"}))
        to_the_deal_sheet(app, table)
        assert isinstance(app.top, DealEndScene) and table.sheet_up()
        said = table_words(monkeypatch, app, table)
        word = app.t("pol.note.general_silent")
        assert [text for text in said if word in text] == [], said
        assert [str(seat.note) for seat in table.model.seats] == [""] * 4
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_deal_stopped_by_the_limit_says_the_rest_of_it_is_not_played(monkeypatch, language):
    """The limit reached at a trick of the second deal (a limit of 3): the deal's sheet said "The
    limit has been reached." over hands still holding cards, and a newcomer wondered where the
    rest of the deal went. It says the limit is checked after every trick and the match stops
    there, the rest of the deal unplayed (rules §8), at 800×500 whole."""
    from test_ui_frame_support import play_until, texts_drawn
    app = make_app((800, 500), language=language)
    table = start(app, 4, {"target": 3}, seed=1, dealer=0)
    try:
        play_until(app, table, lambda: False)
        to_the_deal_sheet(app, table)
        sheet = app.top
        assert isinstance(sheet, DealEndScene) and table.match.deal == 2
        assert table.model.hand                         # cards left in the person's hand
        drawn = texts_drawn(monkeypatch, app.draw)
        assert app.t("pol.reason_end.limit") in drawn
        said = " ".join(line for line in drawn if line in sheet.notes(sheet.rect.w))
        assert app.t("pol.why.limit") in said, drawn
    finally:
        table.close()
