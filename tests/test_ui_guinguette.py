"""Guinguette at the table, driven by posted mouse events only (dummy video driver): whole matches from
the title menu to the end screen, the cabaret's betting dialog, the trump and speaking decisions, the
reasons given on hover for a forced card (shared/rules/guinguette.md)."""
import contextlib
import functools
import random
import time
from types import SimpleNamespace

import pygame
import pytest
from test_ui_frame_support import card_strip as strip
from test_ui_frame_support import (
    clicks_to_the_end,
    debutant_table,
    engine_played_table,
    frames,
    hover,
    panels_drawn,
    setup_from_title,
    texts_drawn,
    texts_placed,
)
from test_ui_table_play import click, make_app, seat_debutants

from game.engine import action_from_json, new_match
from game.ui import i18n, widgets
from game.ui.config import MatchConfig, default_seats
from game.ui.games.guinguette_decide import Betting, RemuePick, Speaking, TrumpChoice
from game.ui.games.guinguette_ledger import Ledger, worded
from game.ui.games.guinguette_sheets import GuinguetteDealEnd, GuinguetteMatchEnd, GuinguettePad
from game.ui.scenes.message import MessageScene
from game.ui.scenes.title import TitleScene
from game.ui.table import TableScene
from game.ui.table.draw import hand_rects, trick_waits
from game.ui.table.seats import concrete


def settle(app, n=20):
    frames(app, n)


def button_labelled(buttons, text):
    return next(b for b in buttons if b.label == text)


class Person:
    """Clicks what the table lays out, choosing among the offered decisions with a seeded die."""

    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.seen = set()          # the kinds of decisions met (cabaret, trump, speak, remue, play)
        self.must_play = False

    def next_click(self, app, table):
        top = app.top
        if isinstance(top, GuinguetteDealEnd):
            return top.buttons[0].rect.center if top.ready else None    # read before it takes a click
        if top is not table:
            return None
        if table.trick_waiting:
            return table.layout.trick_area().center   # the complete trick waits: gather it
        spec = table.dialog
        if spec is not None and table.dialog_buttons and not table.timeline.busy():
            kind = type(spec).__name__
            self.seen.add(kind)
            buttons = table.dialog_buttons
            if kind == "RemuePick":
                if not table.selected:
                    choosable = [(c, r) for c, r in hand_rects(table) if c in spec.choosable]
                    return strip(self.rng.choice(choosable)[1])
                return buttons[0].rect.center         # "Remettre cette carte"
            enabled = [b for b in buttons if b.enabled]
            chosen = self.rng.choice(enabled)
            if kind == "Speaking" and chosen.label != "Je passe" and table.match.eldest != 0:
                self.must_play = True      # the eldest always plays: tricks will follow (§3.4)
            return chosen.rect.center
        if table.person_to_play():
            self.seen.add("play")
            legal = [(c, r) for c, r in hand_rects(table) if table.legal(c)]
            return strip(self.rng.choice(legal)[1])
        return None


def play_to_end(app, table, person, limit_s=600.0):
    """The match played to its end sheet, the person's clicks by ``person``: bounded by the clock,
    as a busy machine makes the computers slower."""
    return clicks_to_the_end(app, table, lambda: person.next_click(app, table), seconds=limit_s)


def choose_in_setup(app, setup, players):
    click(app, setup.game_buttons["guinguette"].rect.center)
    assert setup.game == "guinguette"
    seat_debutants(app, setup, players)
    # one tour: scroll the options with the wheel until "match length" shows, then step it down to 1
    row = setup.option_rows["match_length"]
    for _ in range(40):
        if row.visible:
            break
        pos = setup.options_area.center
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
        app.frame(1 / 60)
    assert row.visible
    for _ in range(5):
        if setup.values()["match_length"] == 1:
            break
        click(app, row.stepper.prev.rect.center)
    assert setup.values()["match_length"] == 1


@pytest.mark.parametrize("players", [3, 6])
def test_one_tour_from_the_title_menu_to_the_ranking_by_counters(players):
    app = make_app()
    app.settings["auto_play"] = False      # he plays every card he must play (at Instant a lone one went at once)
    setup = setup_from_title(app)
    choose_in_setup(app, setup, players)
    click(app, setup.start_button.rect.center)
    table = app.top
    assert isinstance(table, TableScene) and table.config.game == "guinguette" and table.players == players
    person = Person(players)
    try:
        end = play_to_end(app, table, person)
        m = table.match
        result = m.result_json()
        # the end screen ranks by the engine's counters, equal counts sharing a place (§7)
        assert end.result["ranking"] == result["ranking"] and end.result["chips"] == result["chips"]
        # every counter stays on the table: all baskets were shared out at the end (§7)
        assert sum(end.result["chips"]) == players * 40
        # the counters the table shows are the engine's, after every animation
        assert table.adapter.gs.chips == result["chips"]
        # the sheet keeps one row per deal played
        assert [row["deal"] for row in table.model.history if not row.get("share")] == list(range(1, m.deal + 1))
        # and a last line for the share-out of the baskets, with the final counters
        assert table.model.history[-1].get("share") and table.model.history[-1]["chips"] == result["chips"]
        assert table.resyncs == 0
        assert {"TrumpChoice", "Speaking"} <= person.seen or m.deal < players
        assert "play" in person.seen or not person.must_play
        click(app, end.buttons[1].rect.center)           # the score pad from the end screen
        assert isinstance(app.top, GuinguettePad)
        click(app, app.top.buttons[0].rect.center)
        click(app, end.buttons[-1].rect.center)          # "Menu principal"
        assert isinstance(app.top, TitleScene)
        assert not any(isinstance(s, TableScene) for s in app.stack)
    finally:
        table.close()


# ---------------------------------------------------------------- decisions on pinned deals

def sheet_drawn(monkeypatch, app, sheet) -> tuple[list, list]:
    """What one draw of ``sheet`` writes: the boxes text_in_box fills, (text, the rect its lines
    take) each, and every text drawn with its rect."""
    from game.ui import widgets
    boxes = []
    real = widgets.text_in_box

    def spy(surface, text, font, colour, rect, *args, **kwargs):
        used = real(surface, text, font, colour, rect, *args, **kwargs)
        boxes.append((text, pygame.Rect(pygame.Rect(rect).topleft, (pygame.Rect(rect).w, used))))
        return used
    monkeypatch.setattr(widgets, "text_in_box", spy)
    placed = texts_placed(monkeypatch, lambda: sheet.draw(app.surface))
    monkeypatch.setattr(widgets, "text_in_box", real)
    return boxes, placed


def eight_dealt_at_640(language):
    """Eight at Guinguette in a 640×400 window, in ``language``, the first deal on the cloth."""
    app = make_app((640, 400))
    app.settings["language"] = language
    table = dealt_table(app, 8)
    for _ in range(30):
        app.frame(1 / 60)
    return app, table


def dealt_table(app, players):
    """A Guinguette table of ``players`` from seed 1, the computer seats Débutants."""
    return debutant_table(app, "guinguette", players, seed=1, dealer=0)


def decision_table(app, players, hands, dealer, options=None, frame=True):
    options = dict(options or {})
    seats = default_seats(players)
    for seat in seats[1:]:
        seat["level"] = "debutant"
    match = new_match("guinguette", players, options=options, seed=1, dealer=dealer,
                      deals=[{"hands": hands}])
    table = TableScene(app, MatchConfig("guinguette", players, options, seats, seed=1, dealer=dealer),
                       match=match)
    app.push(table)
    if frame:
        app.frame(1 / 60)
    return table


# 3 players, dealer 2: seat 0 is eldest; seats 0 and 1 hold a tierce of spades / hearts (§3.3).
CABARET_HANDS = [["9S", "TS", "JS", "6C"], ["7H", "8H", "9H", "KC"], ["AC", "QD", "KD", "6D"]]


def offered(table):
    return sorted((tuple(sorted(a.items())) for _, a in table.dialog.buttons), key=repr)


def legal(table):
    return sorted((tuple(sorted(a.to_json().items())) for a in table.match.legal_actions()), key=repr)


def test_the_betting_dialog_offers_exactly_the_engines_moves_with_stake_level_and_cap():
    app = make_app()
    table = decision_table(app, 3, CABARET_HANDS, dealer=2)
    try:
        assert table.match.phase == "cabaret" and table.match.to_act == 0
        assert isinstance(table.dialog, Betting)
        assert offered(table) == legal(table)           # parler, renvier 1/2/4
        assert len(table.dialog_buttons) == 4
        # the cap (§3.3): the poorest holder's counters (38) less the cotillon ante
        assert "plafond 37" in table.dialog.text and "niveau 0" in table.dialog.text
        before = len(table.record.actions)
        click(app, button_labelled(table.dialog_buttons, "une chopine (2)").rect.center)
        # the person's raise is what the table applied first (seat 1 may already have answered it)
        assert table.record.actions[before] == {"seat": 0, "type": "cabaret", "move": "renvier", "raise": 2}
        # seat 1 answers (a computer seat); if the betting comes back, the dialog follows the engine
        for _ in range(400):
            app.frame(1 / 60)
            if table.match.phase != "cabaret" or (table.match.to_act == 0 and table.dialog):
                break
        if table.match.phase == "cabaret":
            assert offered(table) == legal(table)
    finally:
        table.close()


def test_the_words_beside_the_players_change_language_with_the_settings():
    """"cabaret !" and "renvie 2" beside the players stayed French after English was chosen in
    Settings in the middle of the betting: they are said again in the language chosen. The
    person's own words are said to him ("Vous / vous renviez 2", "You / you raise 2"; it was "Vous /
    renvie 2", "You / plays")."""
    app = make_app()
    table = decision_table(app, 3, CABARET_HANDS, dealer=2)
    try:
        click(app, button_labelled(table.dialog_buttons, "une chopine (2)").rect.center)
        for _ in range(60):
            app.frame(1 / 60)
            if table.adapter.plate_detail(0):
                break
        assert table.adapter.plate_detail(0) == "vous renviez 2"            # the person, seat 0
        notes = {v: k for k, v in i18n.catalogue("fr").items() if k.startswith("gg.note.")}
        key = notes[table.adapter.plate_detail(1)]         # the other holder's word ("cabaret !", "tient")
        assert not key.endswith("_you")
        app.settings["language"] = "en"
        assert table.adapter.plate_detail(0) == "you raise 2"
        assert table.adapter.plate_detail(1) == i18n.translate(key, "en")
    finally:
        table.close()


@pytest.mark.parametrize("language,mine,theirs,stirs,passed,left", [
    ("fr", "vous jouez", "joue", "vous remuez ×3", "vous passez", "avez quitté la table"),
    ("en", "you play", "plays", "you stir ×3", "you pass", "have left the table")])
def test_the_person_s_own_word_is_said_to_him(language, mine, theirs, stirs, passed, left):
    """Beside the person's name the table wrote the others' words: "You / plays", "Vous / joue";
    then "Vous / jouez", "Vous / passez", which a French player read as orders ("play!", "pass!"):
    what the person does is said as a statement, "vous jouez", "you play"."""
    app = make_app()
    app.settings["language"] = language
    table = dealt_table(app, 4)
    try:
        gs = table.adapter.gs
        gs.cab_note = [""] * 4
        gs.said, gs.remuers = ["joue", "joue", "remue", "passe"], [0, 0, 3, 0]
        assert [table.adapter.plate_detail(s) for s in (0, 1)] == [mine, theirs]
        gs.said[0], gs.remuers[0] = "remue", 3
        assert table.adapter.plate_detail(0) == stirs
        assert table.adapter.plate_detail(2) == app.t("gg.note.remue_n", n=3) != stirs
        gs.said[0] = "passe"
        assert [table.adapter.plate_detail(s) for s in (0, 3)] == [passed, app.t("gg.note.passe")]
        gs.at_table[0] = False              # done, and no order: "Vous / avez quitté la table"
        assert table.adapter.plate_detail(0) == left
    finally:
        table.close()


@pytest.mark.parametrize("language,theirs", [("fr", "joue"), ("en", "plays")])
def test_a_person_with_a_name_of_his_own_is_spoken_of_as_the_others_on_his_plate(language, theirs):
    """Played with the name "Marie-Christine Wolf": her plate read "Marie-Christine Wolf / play"
    (the person's own word, right only under "You"). Under a name of her own her plate speaks of
    her as of the others; under "You"/"Vous", in her own words (the test above)."""
    app = make_app()
    app.settings["language"] = language
    seats = default_seats(4, name="Marie-Christine Wolf")
    table = TableScene(app, MatchConfig("guinguette", 4, {}, seats, seed=1, dealer=0))
    app.push(table)
    try:
        gs = table.adapter.gs
        gs.cab_note = [""] * 4
        gs.said, gs.remuers = ["joue", "joue", "remue", "passe"], [0, 0, 0, 0]
        assert [table.adapter.plate_detail(s) for s in (0, 1)] == [theirs, theirs]
        app.settings["language"] = "en" if language == "fr" else "fr"      # and in the other language
        assert table.adapter.plate_detail(0) == table.adapter.plate_detail(1) == app.t("gg.note.joue")
    finally:
        table.close()


RAISE_THEN_CALL = [(0, "renvier", 2), (1, "renvier", 4), (0, "tenir", None)]            # 4 more: level 6
CALL_OF_ANOTHER = [(0, "renvier", 2), (1, "renvier", 4), (0, "renvier", 1), (1, "tenir", None)]   # 1 more: level 7


@pytest.mark.parametrize("language,bets,said", [
    ("fr", RAISE_THEN_CALL, "Vous tenez\xa0: 4 de plus (niveau 6)."),
    ("en", RAISE_THEN_CALL, "You call: 4 more (level 6)."),
    ("fr", CALL_OF_ANOTHER, "Ernestine tient\xa0: 1 de plus (niveau 7)."),
    ("en", CALL_OF_ANOTHER, "Ernestine calls: 1 more (level 7).")])
def test_a_call_says_what_it_puts_in_and_the_level_it_meets(language, bets, said):
    """"Tenir (4)" pressed at level 6 with 2 already in, the line over the table read "Vous tenez
    (6)", and "Ernestine calls (6)." as 4 went into the basket: the level read as the counters put
    in. A call says what it puts in, as its button does, and the level it meets apart (§3.3)."""
    app = make_app(speed="fast")              # each word stays over the table a moment
    app.settings["language"] = language
    match = new_match("guinguette", 3, seed=1, dealer=2, deals=[{"hands": CABARET_HANDS}])
    table = engine_played_table(app, "guinguette", 3, 1, 2, match=match)
    said_over_the_table = []
    try:
        for seat, move, raised in bets:
            for _ in range(600):              # the deal, the queen of diamonds, the words before
                if match.phase == "cabaret" and match.to_act == seat and not table.timeline.busy():
                    break
                app.frame(1 / 60)
            action = {"type": "cabaret", "move": move} | ({"raise": raised} if raised else {})
            table.apply(seat, action_from_json(action))
            for _ in range(600):
                app.frame(1 / 60)
                if table.model.banner and table.model.banner not in said_over_the_table:
                    said_over_the_table.append(table.model.banner)
                if not table.timeline.busy():
                    break
        # (read with the no-break spaces that keep a figure with its word as spaces)
        assert said.replace("\xa0", " ") in [b.replace("\xa0", " ") for b in said_over_the_table], said_over_the_table
    finally:
        table.close()


def test_a_poor_table_caps_the_raises_offered():
    app = make_app()
    # 4 counters each: after the antes 2 left, the cotillon ante kept aside: the level may reach 1 (9b)
    table = decision_table(app, 3, CABARET_HANDS, dealer=2, options={"starting_chips": 4})
    try:
        labels = [b.label for b in table.dialog_buttons]
        assert labels == ["Parler", "un demi-septier (1)"]
        assert offered(table) == legal(table)
    finally:
        table.close()


TRUMP_HANDS = [["KS", "QS", "7H", "6C"], ["8S", "9H", "TC", "AD"], ["JS", "6H", "7C", "8D"]]


def _tags_on_hover(monkeypatch, app, table) -> dict:
    """The tags drawn while the pointer rests on each of the panel's buttons, by label."""
    from test_ui_frame_support import tags_on_hover
    return {button.label: [text for text, _rect in tags_on_hover(monkeypatch, app, button.rect.center)]
            for button in list(table.dialog_buttons)}


@pytest.mark.parametrize("language", ["fr", "en"])
def test_each_bet_and_word_of_the_cotillon_says_what_it_does_under_the_pointer(monkeypatch, language):
    """"Un demi-septier (1)", "Tenir", "Je remue (3)": the words of an old game, and nothing said
    what they do or risk. The button under the pointer now says it on a tag: the raise and what
    the others must then do, the cotillon's basket and what no trick or one trick costs."""
    app = make_app()
    app.settings["language"] = language
    table = decision_table(app, 3, CABARET_HANDS, dealer=2)
    try:
        tags = _tags_on_hover(monkeypatch, app, table)
        for label, said in tags.items():
            assert len(said) == 1, (label, said)
        raise_2 = app.t("gg.btn.raise_2", pay=2)
        assert tags[raise_2] == [app.t("gg.help.renvier_first", more=app.t("gg.chips_short", n=2))]   # nothing owed yet
        assert tags[app.t("gg.btn.parler")] == [app.t("gg.help.parler")]
    finally:
        table.close()
    table = decision_table(app, 3, TRUMP_HANDS, dealer=2, options={"one_trick_fine": 3})
    try:
        click(app, table.dialog_buttons[0].rect.center)        # trumps named: je joue or je remue
        settle(app)
        tags = _tags_on_hover(monkeypatch, app, table)
        basket = table.match.view(0).score["basket_in_play"]
        # in its whole words or, where those stand farther from the button, in fewer: the basket and
        # the fine said either way
        fine, pay = app.t("gg.chips_short", n=3), app.t("gg.chips_short", n=3)
        assert tags[app.t("gg.btn.joue_extra", pay=1)] in (
            [app.t("gg.help.joue", basket=basket, fine=fine)], [app.t("gg.help.joue_short", basket=basket, fine=fine)])
        assert tags[app.t("gg.btn.remue", pay=3)] in ([app.t("gg.help.remue", pay=pay)],
                                                      [app.t("gg.help.remue_short", pay=pay)])
    finally:
        table.close()


def test_the_eldest_names_trumps_with_four_suit_buttons_then_speaks():
    app = make_app()
    table = decision_table(app, 3, TRUMP_HANDS, dealer=2)
    try:
        assert table.match.phase == "trump" and isinstance(table.dialog, TrumpChoice)
        assert [a["suit"] for _, a in table.dialog.buttons] == ["S", "H", "D", "C"]
        click(app, table.dialog_buttons[0].rect.center)
        assert table.match.trump == 0
        settle(app)
        assert table.adapter.gs.trump == "S"
        # the eldest cannot pass (§3.4): je joue (with his extra counter) or je remue
        assert isinstance(table.dialog, Speaking)
        labels = [b.label for b in table.dialog_buttons]
        assert labels == ["Je joue (1)", "Je remue (3)"]
        # je remue: the panel asks for the card, which is chosen by clicking it in the hand
        click(app, table.dialog_buttons[1].rect.center)
        assert isinstance(table.dialog, RemuePick) and not table.dialog_buttons[0].enabled
        rect = dict(hand_rects(table))["6C"]
        click(app, strip(rect))
        assert table.selected == ["6C"] and table.dialog_buttons[0].enabled
        chips = table.match.chips[0]
        antes = table.adapter.story.ledger.rows[0].get("ante", 0)
        click(app, table.dialog_buttons[0].rect.center)
        assert table.match.remuers[0] == 1 and table.match.chips[0] == chips - 3
        table.timeline.finish()
        # the card went into the talon and the drawn one came back (the others have not yet spoken)
        assert sorted(table.model.hand) == sorted(table.match.view(0).hand)
        # and the table says which (the hand changed, and nothing said what came): over the cloth
        # (until the next word) and in the log, his alone to see
        from game.ui.table.log import card_name
        drawn = (set(table.model.hand) - set(TRUMP_HANDS[0])) or {"6C"}
        said = app.t("gg.banner.remue_drawn", put=card_name(app.t, "6C"), drawn=card_name(app.t, drawn.pop()))
        assert said in [str(text) for _kind, _deal, text in table.model.log.entries]
        assert table.adapter.gs.chips[0] == chips - 3
        # the deal's explanation counts the 3 as the eldest's extra counter (its own cause, as when
        # he says je joue) and one remue at its price of 2, not as "stirring −3"
        causes = table.adapter.story.ledger.rows[0]
        assert causes["remue"] == -2 and causes["eldest"] == -1 and causes.get("ante", 0) == antes
    finally:
        table.close()


def the_person_stirs_his_six_of_clubs(language):
    """Three at Guinguette (TRUMP_HANDS, the person eldest): he names spades, says je remue and puts
    his 6♣ back into the talon; the test speaks for seats 1 and 2."""
    app = make_app()
    app.settings["language"] = language
    match = new_match("guinguette", 3, seed=1, dealer=2, deals=[{"hands": TRUMP_HANDS}])
    table = engine_played_table(app, "guinguette", 3, 1, 2, match=match)
    try:
        app.frame(1 / 60)
        click(app, table.dialog_buttons[0].rect.center)        # trumps in spades
        settle(app)
        click(app, table.dialog_buttons[1].rect.center)        # je remue
        click(app, strip(dict(hand_rects(table))["6C"]))
        click(app, table.dialog_buttons[0].rect.center)        # this card goes back
        table.timeline.finish()
    except BaseException:
        table.close()
        raise
    return app, table


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_line_about_a_stir_goes_when_the_next_deal_is_dealt(monkeypatch, language):
    """The eldest stirred and every other seat passed: the deal ended with no further question for
    him, and "Put back into the talon: 6 of clubs · drawn: …" stayed beside the hand through the
    next deal, while the others spoke and he was asked to play, his new hand without that card.
    A line about one deal goes when the next is dealt."""
    from game.engine import action_from_json
    from game.ui.table.draw import draw_hint
    from game.ui.table.log import card_name
    app, table = the_person_stirs_his_six_of_clubs(language)

    def beside_the_hand() -> str:
        return " ".join(texts_drawn(monkeypatch, lambda: draw_hint(table, app.surface))).replace("\u00a0", " ")
    try:
        drawn = (set(table.match.view(0).hand) - set(TRUMP_HANDS[0])) or {"6C"}
        said = app.t("gg.banner.remue_drawn", put=card_name(app.t, "6C"),
                     drawn=card_name(app.t, drawn.pop())).replace("\u00a0", " ")
        assert said in beside_the_hand()
        for seat in (1, 2):                                    # both pass: the eldest takes the basket
            table.apply(seat, action_from_json({"type": "cotillon", "move": "passe"}))
            table.timeline.finish()
        assert table.match.deal == 2
        for _ in range(600):                                   # the deal's sheet, read, then closed
            app.frame(1 / 60)
            if isinstance(app.top, GuinguetteDealEnd) and app.top.ready:
                click(app, app.top.buttons[0].rect.center)
            if app.top is table and not table.timeline.busy() and table.model.deal == 2:
                break
        assert app.top is table and table.model.deal == 2 and table.model.hand
        assert said not in beside_the_hand()
        assert table.error_line == ""
    finally:
        table.close()


def _stirred_putting_back_the_six_of_clubs(monkeypatch, app):
    """Three at Guinguette, the person the eldest (the eldest's four trumps after him: he plays,
    and the stirrer is asked whether to stir again): he names spades, stirs and puts back the 6♣.
    The table, and what the line beside his hand says (a function)."""
    from game.ui.table.draw import draw_hint
    table = decision_table(app, 3, [TRUMP_HANDS[0], ["JS", "TS", "9S", "8S"], ["6H", "7C", "8D", "9H"]], dealer=2)

    def beside_the_hand() -> str:
        return " ".join(texts_drawn(monkeypatch, lambda: draw_hint(table, app.surface))).replace("\u00a0", " ")
    try:
        click(app, table.dialog_buttons[0].rect.center)        # trumps in spades
        settle(app)
        click(app, table.dialog_buttons[1].rect.center)        # je remue
        click(app, strip(dict(hand_rects(table))["6C"]))
        click(app, table.dialog_buttons[0].rect.center)        # this card goes back
    except BaseException:
        table.close()
        raise
    return table, beside_the_hand


def _the_stir_s_line(app, table) -> str:
    """What the person's stir of the 6♣ (:func:`_stirred_putting_back_the_six_of_clubs`) is said
    to have put back and drawn."""
    from game.ui.table.log import card_name
    drawn = (set(table.match.view(0).hand) - set(TRUMP_HANDS[0])) or {"6C"}
    return app.t("gg.banner.remue_drawn", put=card_name(app.t, "6C"),
                 drawn=card_name(app.t, drawn.pop())).replace("\u00a0", " ")


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_line_about_a_stir_is_said_once_beside_the_hand(monkeypatch, language):
    """After a stir, "Put back into the talon: ace of clubs · drawn: jack of spades." was said twice:
    over the cloth, on the hand's top edge, and beside the hand at the bottom right. It is said
    once, beside the hand, where it stays while the others speak; the line over the cloth still
    says who stirred."""
    app = make_app()
    app.settings["language"] = language
    app.settings["think_pause_ms"] = 600           # the others speak after a pause, as at a table
    table, beside_the_hand = _stirred_putting_back_the_six_of_clubs(monkeypatch, app)
    try:
        for _ in range(600):                                   # until the drawn card is in the hand
            app.frame(1 / 60)
            if sorted(table.model.hand) == sorted(table.match.view(0).hand):
                break
        assert sorted(table.model.hand) == sorted(table.match.view(0).hand)
        said = _the_stir_s_line(app, table)
        assert said in beside_the_hand()
        over_the_cloth = table.banner_text().replace("\u00a0", " ")
        assert said not in over_the_cloth, over_the_cloth
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_stir_is_told_as_a_card_exchanged_with_the_talon_not_as_the_cotillon_stirred(language):
    """"Anatole remue le cotillon" / "Anatole stirs the cotillon" was said beside the basket named
    "Cotillon", and a newcomer could not tell what was stirred: the basket, or the cards? "Renviez-
    vous le cotillon ?" asked the same riddle. At the table the cotillon is the basket and its game
    only: a stir, the person's or another seat's, is told as a card put back into the talon (the
    cloth's own name for it) and its top card drawn, and the question of stirring again as another
    card exchanged with the talon."""
    from game.ui.games.guinguette_decide import Speaking
    app, table = the_person_stirs_his_six_of_clubs(language)
    talon = app.t("gg.talon", n=0).split()[0].lower()                        # "talon", as the cloth names it
    try:
        table.apply(1, action_from_json({"type": "cotillon", "move": "remue", "card": "TC"}))
        table.timeline.finish()
        table.apply(2, action_from_json({"type": "cotillon", "move": "passe"}))
        table.timeline.finish()
        settle(app)
        logged = [str(text) for _kind, _deal, text in table.model.log.entries]
        stirs = [app.t("gg.banner.remue_you"), app.t("gg.banner.remue", name=table.stage.seat_name(1))]
        assert all(said in logged for said in stirs), logged
        assert isinstance(table.dialog, Speaking) and table.match.view(0).cotillon["round"] == "renvi"
        for said in [*stirs, table.dialog.text]:
            assert talon in said.lower() and "cotillon" not in said.lower(), said
        stirring = app.t("gg.note.remue").split()[0].lower()   # "remue", "stirs": every line of a stir
        assert not [line for line in logged if stirring[:4] in line.lower() and "cotillon" in line.lower()]
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_rules_page_says_which_thing_it_calls_the_cotillon(language):
    """The rules page named the talon "also called the cotillon" in its deal, then told "the
    cotillon" as the trick game and its basket: the one word for two things, with nothing to say
    which. Where it gives the talon its old name it keeps the period's "remuer le cotillon", says
    what that is (a card exchanged with the talon), and that the page's "cotillon" is the basket."""
    body = i18n.catalogue(language)["rules.guinguette.body"]
    basket = {"fr": "panier", "en": "basket"}[language]
    deal = next(line for line in body.split("\n") if "talon" in line)     # the first: the cards not dealt
    assert "remuer le cotillon" in deal
    gloss = deal.split("remuer le cotillon")[1]
    assert "talon" in gloss and basket in gloss.split("cotillon")[-1], deal


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(800, 500), (1280, 720)])
def test_the_panel_for_the_card_a_stir_puts_back_leaves_the_baskets_and_their_names_in_sight(size, language):
    """At 800x500 with three at Guinguette, the panel asking for the card a stir puts back lay on
    "Cabaret 6", the basket's name (the other panels keep clear of it): it now stands clear of la
    guinguette and le cabaret, each with its name, and of the seats' counters, where room exists."""
    from game.ui.games import guinguette_draw as gd
    app = make_app(size)
    app.settings["language"] = language
    table = decision_table(app, 3, TRUMP_HANDS, dealer=2)
    try:
        gs = table.adapter.gs
        gs.guinguette, gs.cabaret = 6, 6
        click(app, table.dialog_buttons[0].rect.center)        # trumps in spades
        settle(app)
        click(app, table.dialog_buttons[1].rect.center)        # je remue
        assert isinstance(table.dialog, RemuePick)
        panel = table.dialog.rect(table.stage)
        sc = table.stage
        for name in ("guinguette", "cabaret"):
            box = gd._drawn_box(sc, name, gd.basket_centre(sc, name))
            assert not panel.colliderect(box), (name, panel, box)
        for seat in range(3):
            assert not panel.colliderect(gd.chips_rect(sc, seat)), seat
    finally:
        table.close()

def test_the_card_a_remue_puts_back_is_chosen_again_by_a_click_and_confirmed_by_a_second_enter():
    """Played from the keyboard, Enter framed the card and a second Enter put it back in the hand
    (the table stuck at "Click the card to put back" for as long as Enter was pressed); a click
    on another card did nothing while one was chosen. One card to choose: another card clicked
    takes its place; Enter takes the card and the gold mark goes to "Put this card back", so a
    second Enter puts it into the talon (an arrow goes back to the hand, where Enter on the card
    taken puts it back in the hand)."""
    from game.ui.table import keys as table_keys
    app = make_app()
    table = decision_table(app, 3, TRUMP_HANDS, dealer=2)
    try:
        click(app, table.dialog_buttons[0].rect.center)        # trumps named
        settle(app)
        click(app, table.dialog_buttons[1].rect.center)        # je remue
        assert isinstance(table.dialog, RemuePick)
        rects = dict(hand_rects(table))
        click(app, strip(rects["6C"]))
        click(app, strip(rects["7H"]))                          # the other card, chosen instead
        assert table.selected == ["7H"]

        def enter():
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="",
                                                 scancode=0))
            app.frame(1 / 60)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0))
        app.frame(1 / 60)
        while table_keys.focused(table) != "6C":
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="",
                                                 scancode=0))
            app.frame(1 / 60)
        chips = table.match.chips[0]
        enter()
        assert table.selected == ["6C"] and table.match.remuers[0] == 0
        assert table_keys.focused_button(table) is table.dialog_buttons[0]      # "Put this card back"
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode="", scancode=0))
        app.frame(1 / 60)                                       # an arrow goes back to the hand
        assert table_keys.focused(table) is not None and table_keys.focused_button(table) is None
        while table_keys.focused(table) != "6C":
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="",
                                                 scancode=0))
            app.frame(1 / 60)
        enter()                                                 # Enter on the card taken puts it back
        assert table.selected == [] and table.match.remuers[0] == 0
        enter()                                                 # and takes it again
        assert table.selected == ["6C"]
        enter()                                                 # the mark on the button: confirmed
        assert table.match.remuers[0] == 1 and table.match.chips[0] == chips - 3
        assert not isinstance(table.dialog, RemuePick)
    finally:
        table.close()


@pytest.mark.parametrize("language,cost,extra,words", [
    ("fr", 1, 0, "(1\xa0jeton)"), ("en", 1, 0, "(1\xa0counter)"),
    ("fr", 3, 2, "(5\xa0jetons\xa0: 3\xa0+\xa02\xa0comme premier en cartes)"),
    ("en", 3, 2, "(5\xa0counters: 3\xa0+\xa02\xa0as the eldest)")])
def test_the_remue_s_card_panel_says_its_price_and_the_eldest_s_extra_apart(language, cost, extra, words):
    """With the remue at one counter and no extra for the eldest, the card's panel read "(1 jetons)";
    the eldest's "Click the card to put back into the talon (3 counters)" folded his extra counter
    into the remue's price without saying so. It says both, read from the match's options."""
    app = make_app()
    app.settings["language"] = language
    table = decision_table(app, 3, TRUMP_HANDS, dealer=2, options={"remuer_cost": cost, "eldest_extra": extra})
    try:
        click(app, table.dialog_buttons[0].rect.center)        # trumps named
        settle(app)
        click(app, table.dialog_buttons[1].rect.center)        # je remue
        assert isinstance(table.dialog, RemuePick)
        assert table.dialog.text.endswith(words + "."), table.dialog.text
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_eldest_s_remue_price_keeps_each_figure_with_its_word_at_any_width(language):
    """At 1920×1080 the eldest's panel broke its price "(3 / jetons : 2 + 1 comme premier en
    cartes)", the figure ending a line and its counters starting the next. At any width its
    lines break neither between a figure and its counters nor round the "+" of "2 + 1"."""
    app = make_app((1920, 1080))
    app.settings["language"] = language
    table = decision_table(app, 3, TRUMP_HANDS, dealer=2)
    try:
        click(app, table.dialog_buttons[0].rect.center)        # trumps named
        settle(app)
        click(app, table.dialog_buttons[1].rect.center)        # je remue
        assert isinstance(table.dialog, RemuePick)
        text = table.dialog.text
        font = app.font("body")
        unit = {"fr": "jeton", "en": "counter"}[language]
        for width in range(40, font.size(text)[0] + 1, 2):
            lines = widgets.wrap(text, font, width)
            for line, after in zip(lines, lines[1:]):
                assert not line.rstrip().endswith("+") and not after.startswith("+"), (width, lines)
                assert not (line.rstrip()[-1:].isdigit() and after.startswith(unit)), (width, lines)
    finally:
        table.close()


def test_counters_are_counted_in_each_language_s_way():
    from game.ui import i18n
    assert [i18n.counted("gg.chips_short", n, "fr") for n in (0, 1, 2)] == ["0\xa0jeton", "1\xa0jeton", "2\xa0jetons"]
    assert [i18n.counted("gg.chips_short", n, "en") for n in (0, 1, 2)] == ["0\xa0counters", "1\xa0counter",
                                                                           "2\xa0counters"]


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("payers,bonus", [("all", 1), ("all", 3), ("active", 1)])
def test_passing_says_what_a_vole_still_costs_where_the_rules_make_a_passer_pay_it(monkeypatch, language,
                                                                                    payers, bonus):
    """"Je passe" said under the pointer "you risk nothing more in this cotillon", where by default
    (``vole_payers`` all, §5) every other player at the table, a passer too, pays the vole's
    bonus. It says so, with the bonus, and "nothing more" where only the active players pay."""
    app = make_app()
    app.settings["language"] = language
    # dealer 0: the eldest is seat 1, the person speaks last
    table = decision_table(app, 3, TRUMP_HANDS, dealer=0, options={"vole_payers": payers, "vole_bonus": bonus})
    try:
        for _ in range(600):
            app.frame(1 / 60)
            if table.match.to_act == 0 and isinstance(table.dialog, Speaking):
                break
        passe = app.t("gg.btn.passe")
        said = _tags_on_hover(monkeypatch, app, table)[passe]
        if payers == "all":
            assert said == [app.t("gg.help.passe_vole", bonus=table.adapter.counted(bonus))]
            assert i18n.counted("gg.chips_short", bonus, language) in said[0]
        else:
            assert said == [app.t("gg.help.passe")]
    finally:
        table.close()


def test_a_passer_s_hand_is_laid_aside():
    app = make_app()
    # dealer 0: the eldest is seat 1, the person speaks last
    table = decision_table(app, 3, TRUMP_HANDS, dealer=0)
    try:
        for _ in range(600):
            app.frame(1 / 60)
            if table.match.to_act == 0 and isinstance(table.dialog, Speaking):
                break
        assert isinstance(table.dialog, Speaking)
        click(app, button_labelled(table.dialog_buttons, "Je passe").rect.center)
        settle(app, 200)
        assert table.model.hand == [] and 0 in table.adapter.gs.aside
        assert sorted(table.adapter.gs.aside_hand) == sorted(TRUMP_HANDS[0])
    finally:
        table.close()


def test_the_words_beside_the_hand_stand_clear_of_the_hand_laid_aside(monkeypatch):
    """Once the person had passed, "Anatole takes the trick · click to gather it" was written from
    where the held hand ends, over the last card of the hand laid aside (wider than an empty hand)."""
    from game.engine import action_from_json
    app = make_app(size=(1280, 720))
    match = new_match("guinguette", 3, options={}, seed=1, dealer=0, deals=[{"hands": TRUMP_HANDS}])
    table = engine_played_table(app, "guinguette", 3, 1, 0, match=match)
    try:
        for seat, action in [(1, {"type": "trump", "suit": "H"}), (1, {"type": "cotillon", "move": "joue"}),
                             (2, {"type": "cotillon", "move": "joue"}), (0, {"type": "cotillon", "move": "passe"}),
                             (1, {"type": "play", "card": "8S"}), (2, {"type": "play", "card": "JS"})]:
            table.apply(seat, action_from_json(action))
            table.timeline.finish()
        settle(app, 60)
        assert table.trick_waiting and table.model.trick_winner == 2
        row = table.adapter.person_cards_rect()
        assert row is not None and row.w > 3 * row.h // 2          # the four cards laid aside, in a row
        said = [rect for text, rect in texts_placed(monkeypatch, lambda: table.draw(app.surface))
                if table.seat_name(2) in text and rect.bottom > row.top]
        assert said and not any(rect.colliderect(row) for rect in said)
    finally:
        table.close()


# ---------------------------------------------------------------- forced plays explained on hover

def play_until_person(app, table, moves):
    """Apply the given actions for the computer seats (and the person) until the person must play."""
    from game.engine import action_from_json
    for seat, action in moves:
        table.apply(seat, action_from_json(action))
        table.timeline.finish()
    settle(app, 5)


@pytest.mark.parametrize("hand,others,played,refused,reason", [
    # spades led by seat 1, followed by seat 2 with the 8: the person holds 6 and 9 of spades
    (["6S", "9S", "KC", "QC"], [["7S", "AH", "6H", "7C"], ["8S", "7D", "8D", "9D"]],
     ["7S", "8S"], "6S", "Vous devez forcer\u00a0: jouez plus haut à pique"),
    # void in spades, hearts trumps: a club is refused
    (["6H", "9C", "KC", "QC"], [["7S", "AH", "7H", "7C"], ["8S", "7D", "8D", "9D"]],
     ["7S", "8S"], "KC", "Vous devez couper"),
    # seat 2 trumped with the 7 of hearts: the 6 of hearts is refused while the 9 can go over
    (["6H", "9H", "KC", "QC"], [["7S", "AH", "8H", "7C"], ["7H", "7D", "8D", "9D"]],
     ["7S", "7H"], "6H", "Vous devez surcouper"),
])
def test_a_forced_play_is_explained_on_hover(hand, others, played, refused, reason):
    app = make_app()
    app.settings["auto_play"] = False          # his one legal card is not played for him: he tries another
    hands = [hand] + others
    table = decision_table(app, 3, hands, dealer=0, frame=False)   # no computer seat asked meanwhile
    try:
        moves = [(1, {"type": "trump", "suit": "H"}), (1, {"type": "cotillon", "move": "joue"}),
                 (2, {"type": "cotillon", "move": "joue"}), (0, {"type": "cotillon", "move": "joue"}),
                 (1, {"type": "play", "card": played[0]}), (2, {"type": "play", "card": played[1]})]
        play_until_person(app, table, moves)
        assert table.person_to_play()
        rect = dict(hand_rects(table))[refused]
        hover(app, strip(rect))
        assert table.hover == refused and not table.legal(refused)
        assert table.reason(refused) == reason
        click(app, strip(dict(hand_rects(table))[refused]))
        assert table.error_line == reason and len(table.match.trick) == 2
    finally:
        table.close()


# ---------------------------------------------------------------- a saved match taken up again

def played_until(record, done):
    """Play ``record``'s match on (a seeded die for the cards, the first word otherwise: joue, parler,
    tenir) until ``done(match)``, each action recorded; returns the match."""
    match = record.start()
    rng = random.Random(4)
    while not done(match):
        seat = match.to_act
        legal = match.legal_actions()
        action = rng.choice(legal) if match.phase == "play" else legal[0]
        match.apply(action, seat)
        record.add(seat, action.to_json())
    return match


def test_a_saved_match_resumes_with_its_counters_baskets_and_sheet():
    from game.store import MatchRecord
    seats = default_seats(4)
    for seat in seats[1:]:
        seat["level"] = "debutant"
    record = MatchRecord.new("guinguette", 4, {"match_length": 2}, 21, 1, seats)
    # play on until two deals are over and the person has a decision to make
    match = played_until(record, lambda m: m.match_over or (m.deal >= 3 and m.to_act == 0))
    app = make_app()
    table = TableScene.from_record(app, record)
    app.push(table)
    try:
        assert not table.match.match_over and table.match.deal == 3
        app.frame(1 / 60)
        view = table.match.view(0)
        assert table.adapter.matches(view)
        gs = table.adapter.gs
        score = match.score_json()
        assert gs.chips == score["chips"] and gs.queue == score["cotillon_queue"]
        assert (gs.guinguette, gs.cabaret, gs.basket) == (score["guinguette"], score["cabaret"],
                                                          score["basket_in_play"])
        # the sheet holds the two finished deals, each with every player's counters after it
        assert [row["deal"] for row in table.model.history] == [1, 2]
        assert all(len(row["chips"]) == 4 for row in table.model.history)
        end = play_to_end(app, table, Person(7))
        assert end.result["chips"] == table.match.result_json()["chips"]
        assert table.resyncs == 0
    finally:
        table.close()


@pytest.mark.parametrize("language,first,shared,fourth", [("fr", "1er", "2e ex æquo", "4e"),
                                                         ("en", "1st", "2nd (shared)", "4th")])
def test_equal_counters_share_their_place_in_the_final_ranking(monkeypatch, language, first, shared, fourth):
    """Places are written as places ("1er", "2e ex æquo"; French wrote "1.", "2. ex æquo"), the
    same words as Double King's ranking."""
    from game.ui.table.sheets import places
    # §7: ranking by counters held, equal counts share the place (1, 2, 2, 4)
    assert places([[2], [0, 1], [3]]) == [(1, [2]), (2, [0, 1]), (4, [3])]
    app = make_app()
    app.settings["language"] = language
    table = decision_table(app, 4, [["KS", "QS", "7H", "6C"], ["8S", "9H", "TC", "AD"],
                                    ["JS", "6H", "7C", "8D"], ["9S", "7S", "8C", "9C"]], dealer=3, frame=False)
    try:
        table.open_match_end({"ranking": [[2], [0, 1], [3]], "chips": [45, 45, 60, 10], "start": 40})
        assert isinstance(app.top, GuinguetteMatchEnd)
        app.draw()
        placed = texts_placed(monkeypatch, lambda: app.top.draw(app.surface))     # the sheet's own texts
        drawn = [text for text, _ in placed]
        # both players at 45 share the second place; the net against the 40 counters of the start
        assert drawn.count(shared) == 2 and first in drawn and fourth in drawn
        assert drawn.count("+5") == 2 and "\u221230" in drawn and "+20" in drawn
        # a shared place ("2nd (shared)") is not written under the name beside it
        for i, (_text, rect) in enumerate(placed):
            if app.top.rect.contains(rect):
                assert not any(rect.colliderect(other) for _, other in placed[i + 1:] if app.top.rect.contains(other))
    finally:
        table.close()


@pytest.mark.parametrize("size", [(640, 400), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("result", [
    {"ranking": [[2], [0, 1], [3]], "chips": [45, 45, 60, 10], "start": 40},
    {"ranking": [[2], [1], [3], [0]], "chips": [2, 5, 30, 3], "start": 10, "stopped": "You, Ernestine and "
     "Hortense: not enough left for the stakes (7); the match stops.", "shared": "The baskets left on the table "
     "(10) are shared out: 2 counters each, and one more to Anatole and Hortense."}])
def test_the_end_of_the_match_is_no_taller_than_its_lines(monkeypatch, size, result):
    """At four seats in 1280x720 a third of the match's end stood empty above its buttons: the
    sheet is as tall as its lines need, and every line stays on it above the buttons."""
    app = make_app(size)
    table = decision_table(app, 4, [["KS", "QS", "7H", "6C"], ["8S", "9H", "TC", "AD"],
                                    ["JS", "6H", "7C", "8D"], ["9S", "7S", "8C", "9C"]], dealer=3, frame=False)
    try:
        table.open_match_end(result)
        sheet = app.top
        assert isinstance(sheet, GuinguetteMatchEnd)
        placed = texts_placed(monkeypatch, lambda: sheet.draw(app.surface))
        inside = [rect for _, rect in placed if sheet.rect.contains(rect)]
        lowest = max(rect.bottom for rect in inside if rect.bottom <= sheet.buttons[0].rect.top + 1)
        assert all(rect.bottom <= sheet.buttons[0].rect.top or any(rect.colliderect(b.rect) for b in sheet.buttons)
                   for rect in inside)
        assert sheet.rect.h <= int(size[1] * (0.66 if size[1] >= 720 else 0.96))   # taller in a low window
        if size[1] >= 720:
            assert sheet.buttons[0].rect.top - lowest < 3 * app.font("body").get_linesize()
    finally:
        table.close()


@pytest.mark.parametrize("take_back", [False, True])
def test_a_deal_taken_up_in_its_middle_still_explains_each_change_at_its_end(take_back):
    """A match continued in the middle of a deal (or a practice move taken back, which rebuilds the
    table) showed an empty "Le détail" under its heading at the deal's end: the table had not seen
    the antes. The deal in progress is told again out of sight, and its causes are those of a deal
    seen whole, adding up to each change."""
    from game.store import MatchRecord
    seats = default_seats(4)
    for seat in seats[1:]:
        seat["level"] = "debutant"
    record = MatchRecord.new("guinguette", 4, {"match_length": 3}, 21, 1, seats,
                             mode="practice" if take_back else "normal")
    played_until(record, lambda m: m.deal >= 2 and m.phase == "play" and m.to_act == 0)
    app = make_app()
    table = TableScene.from_record(app, record)
    app.push(table)
    try:
        settle(app, 5)                           # the person is asked
        if take_back:                            # his last word of deal 2 taken back
            table.take_back()
            settle(app, 5)
            table = app.top
            assert isinstance(table, TableScene) and table.match.deal == 2
        person = Person(7)
        for _ in range(4000):
            if any(isinstance(scene, GuinguetteDealEnd) for scene in app.stack):     # (practice: under its review)
                break
            pos = person.next_click(app, table)
            if pos is None:
                if table.asked is not None:
                    time.sleep(0.002)
                app.frame(1 / 60)
            else:
                click(app, pos)
        sheet = next(scene for scene in app.stack if isinstance(scene, GuinguetteDealEnd))
        assert sheet.summary["deal"] == 2
        causes = sheet.summary["causes"]
        assert causes is not None, "each change is explained"
        for seat in range(4):
            assert sum(n for _, n in causes[seat]) == sheet.summary["chips"][seat] - sheet.summary["before"][seat]
        assert any(cause == "ante" for cause, _ in causes[0])
    finally:
        table.close()


# ---------------------------------------------------------------- counters in motion, the trump kept in mind

def test_antes_fly_from_each_seat_to_the_baskets_350_ms_staggered_40_ms():
    app = make_app(speed="normal")
    table = debutant_table(app, "guinguette", 3, seed=4, dealer=0)
    try:
        steps = [s for s in table.timeline.steps if s.label == "ante"]
        # the guinguette and cabaret antes, then (after the deal) the cotillon's
        assert len(steps) == 2
        first = steps[0].tweens
        assert len(first) == 6 and all(tw.duration == 0.35 for tw in first)
        assert [round(tw.delay, 3) for tw in first] == [round(0.04 * k, 3) for k in range(6)]
        gs = table.adapter.gs
        for _ in range(20):               # a few frames: some counters have left, none has landed
            table.update(0.01)
            if table.adapter.chips_flying:
                break
        assert table.adapter.chips_flying and gs.guinguette == 0 and sum(gs.chips) < 120
        table.timeline.finish()
        assert sum(gs.chips) + gs.guinguette + gs.cabaret + gs.basket == 120
        assert (gs.guinguette, gs.cabaret) == (table.match.guinguette, table.match.cabaret)
    finally:
        table.close()


def test_a_hidden_trump_is_shown_and_logged_until_the_first_card_only():
    """Once the first card is played the bar and the log keep no more than the table shows
    (§8: players must remember the trump)."""
    app = make_app()
    table = decision_table(app, 3, TRUMP_HANDS, dealer=2, options={"hide_trump_after_naming": True})
    try:
        click(app, table.dialog_buttons[1].rect.center)          # hearts
        settle(app, 3)
        deal = table.model.deal
        assert table.adapter.gs.trump == "H" and "cœur" in table.adapter.top_line()[1]
        assert any("nommez l’atout\xa0: cœur" in line for line in table.model.log.deal_lines(deal)), "heard when named"
        moves = [(0, {"type": "cotillon", "move": "joue"}), (1, {"type": "cotillon", "move": "joue"}),
                 (2, {"type": "cotillon", "move": "joue"}), (0, {"type": "play", "card": "KS"})]
        from game.engine import action_from_json
        for seat, action in moves:          # no frame in between: no computer seat is asked
            table.apply(seat, action_from_json(action))
            table.timeline.finish()
        assert table.adapter.gs.trump_hidden and "cœur" not in table.adapter.top_line()[1]
        lines = table.model.log.deal_lines(deal)
        assert not any("cœur" in line for line in lines), lines
        assert any("nommez l’atout (caché" in line for line in lines), lines
    finally:
        table.close()


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (800, 500), (640, 400)])
def test_every_trump_button_shows_its_suit_name_whole(size, lang):
    """The trump button read "carr…" for carreau."""
    from game.ui import widgets
    app = make_app(size)
    app.settings["language"] = lang
    table = decision_table(app, 3, TRUMP_HANDS, dealer=2)
    try:
        assert isinstance(table.dialog, TrumpChoice)
        from game.ui.games.guinguette_draw import _geometry
        font = _geometry(table.adapter, table.dialog)["font"]       # the font the buttons are drawn with
        for button in table.dialog_buttons:
            disc = int(button.rect.h * 0.2) + int(button.rect.h * 0.62) + 6
            room = button.rect.right - (button.rect.x + disc) - 10
            assert widgets.fit(button.label, font, room) == button.label, (button.label, room)
            assert table.layout.top_bar.bottom < button.rect.top and button.rect.right <= size[0]
    finally:
        table.close()


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7, 8])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (800, 500)])
def test_cards_shown_by_a_seat_lie_clear_of_the_trump_the_plates_the_baskets_and_the_talon(players, size):
    """Q♦ shown by the seat at the head of the table covered the trump's disc (6 players); with 5
    or 7 seats Q♦ shown by a seat at the top lay on the basket in play or on la guinguette's."""
    from game.ui.games import guinguette_draw as gd
    from game.ui.games.guinguette_draw import shown_places, trump_rect
    app = make_app(size)
    table = dealt_table(app, players)
    try:
        gs = table.adapter.gs
        gs.trump = "H"
        for seat in range(players):          # each seat shows Q♦, then a tierce
            gs.shown = [(seat, ["QD"], "guinguette"), (seat, ["7S", "8S", "9S"], "cabaret")]
            places = shown_places(table.adapter)
            assert len(places) == 4
            lay = table.layout
            window = pygame.Rect(0, 0, *size)
            stage = table.adapter.stage
            baskets = gd._basket_boxes(stage, ("guinguette", "cabaret", "in_play", "queue"))
            talon = gd._talon_box(stage, gd.talon_centre(stage))
            for _code, rect in places:
                assert not rect.colliderect(trump_rect(stage)), (seat, rect)
                assert rect.collidelist(baskets) < 0, (seat, rect)
                assert not rect.colliderect(talon), (seat, rect)
                assert window.contains(rect), (seat, rect)
                for other in range(players):
                    assert not rect.colliderect(lay.plate_rect(other)), (seat, other, rect)
        app.frame(1 / 60)                    # and they draw
    finally:
        table.close()


@pytest.mark.parametrize("players,size", [(4, (1280, 1024)), (4, (1920, 1080)), (8, (1280, 720))])
def test_the_cards_a_seat_shows_lie_clear_of_three_baskets_waiting(monkeypatch, players, size):
    """At 1280x1024 with four seats Ernestine's Q♦, shown, lay on the third basket waiting's shadow
    and rim, 5 px into the room the row of three keeps. Each seat's Q♦ and tierce shown lie clear
    of the baskets waiting as drawn, with their shadows and their amounts."""
    from game.ui.games.guinguette_draw import shown_places
    app = make_app(size)
    table = dealt_table(app, players)
    try:
        gs = table.adapter.gs
        gs.queue = [7, 7, 7]
        drawn = waiting_drawn(monkeypatch, table)
        assert len(drawn) == 3
        waiting = [r for wicker, amount, _n in drawn for r in (wicker.union(wicker.move(3, 4)), amount.inflate(8, 2))]
        for seat in range(players):          # each seat shows Q♦, then a tierce
            gs.shown = [(seat, ["QD"], "guinguette"), (seat, ["7S", "8S", "9S"], "cabaret")]
            for _code, rect in shown_places(table.adapter):
                assert rect.collidelist(waiting) < 0, (seat, rect, waiting)
    finally:
        table.close()


@pytest.mark.parametrize("players", [3, 5, 8])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (800, 500)])
def test_q_of_diamonds_and_a_tierce_shown_by_one_seat_read_as_two_groups(players, size):
    """A shown Q♦ and a shown tierce beside it read as one row of four cards, each over the last by
    the same step. The tierce's cards overlap as one run, its highest first; Q♦ stands apart from
    it, a clear gap of cloth between them, the queen's face and the tierce's first card whole."""
    from game.ui.games.guinguette_draw import shown_places
    app = make_app(size)
    table = dealt_table(app, players)
    try:
        gs = table.adapter.gs
        for seat in range(players):
            gs.shown = [(seat, ["QD"], "guinguette"), (seat, ["7S", "8S", "9S"], "cabaret")]
            (queen, q), *tierce = shown_places(table.adapter)
            assert queen == "QD" and [code for code, _ in tierce] == ["9S", "8S", "7S"]
            rects = [rect for _, rect in tierce]
            assert all(a.colliderect(b) for a, b in zip(rects, rects[1:])), (seat, rects)     # one run
            assert q.collidelist(rects) < 0, (seat, q, rects)
            assert rects[0].left - q.right >= max(3, q.w // 6), (seat, q, rects[0])           # apart
            assert q.y == rects[0].y, (seat, q, rects[0])                                    # one line
    finally:
        table.close()


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7, 8])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (800, 500)])
def test_the_talon_stands_apart_from_the_cards_a_seat_shows(players, size):
    """At 800x500 with five seats Anatole's shown Q♦ stood on the talon's back, read as a card of
    the talon, not his. Whichever seat shows Q♦ and a tierce, a strip of cloth a quarter of a small
    card wide at least lies between its cards and the talon with its name."""
    from game.ui.games import guinguette_draw as gd
    app = make_app(size)
    table = dealt_table(app, players)
    try:
        stage = table.adapter.stage
        talon = gd._talon_box(stage, gd.talon_centre(stage))
        apart = gd.card_size(table.layout.small_h)[0] // 4
        for seat in range(players):
            table.adapter.gs.shown = [(seat, ["QD"], "guinguette"), (seat, ["7S", "8S", "9S"], "cabaret")]
            for code, rect in gd.shown_places(table.adapter):
                assert not rect.inflate(2 * apart, 2 * apart).colliderect(talon), (seat, code, rect, talon)
    finally:
        table.close()


@pytest.mark.parametrize("size,players,log", [
    ((1280, 720), 4, True), ((1920, 1080), 3, True), ((1920, 1080), 4, True), ((1920, 1080), 8, True),
    ((800, 500), 3, True), ((800, 500), 4, True), ((800, 500), 6, True), ((800, 500), 8, True),
    ((640, 400), 8, False), ((1280, 720), 5, False), ((800, 500), 5, False)])
def test_the_cards_a_seat_shows_leave_every_seat_s_counters_in_sight(size, players, log):
    """With the Journal open at 1280x720 Hortense's shown Q♦ lay on her counters: only their count
    "44" peeked out under the card (at 1920x1080 the person's on his; at 640x400 with eight
    Anatole's tierce on his, at 800x500 with six Hortense's on Anatole's). Whichever seat shows
    Q♦ and a tierce, its cards lie on no seat's counters, in the window, clear of every plate."""
    from game.ui.games import guinguette_draw as gd
    app = make_app(size)
    table = dealt_table(app, players)
    try:
        if log:
            table.toggle_log()
        app.frame(1 / 60)
        stage = table.adapter.stage
        lay = table.layout
        room = pygame.Rect(0, 0, lay.w, lay.h)           # left of the Journal's drawer
        counters = [gd.chips_rect(stage, seat) for seat in range(players)]
        plates = [lay.plate_rect(seat) for seat in range(players)]
        for seat in range(players):
            table.adapter.gs.shown = [(seat, ["QD"], "guinguette"), (seat, ["7S", "8S", "9S"], "cabaret")]
            for code, rect in gd.shown_places(table.adapter):
                assert rect.collidelist(counters) < 0, (seat, code, rect, counters)
                assert room.contains(rect), (seat, code, rect)
                assert rect.collidelist(plates) < 0, (seat, code, rect)
        app.frame(1 / 60)                    # and they draw
    finally:
        table.close()


def test_a_tierce_shown_reads_as_its_run_highest_first():
    """Played in a window: the cabaret's winner showed "10♠ 9♠ J♦", the cards in the order of their
    codes. A tierce shown reads as the run it is, jack, ten, nine; Q♦ beside it stays where it is."""
    from game.ui.games.guinguette_draw import shown_places
    app = make_app((1280, 720))
    table = dealt_table(app, 4)
    try:
        gs = table.adapter.gs
        for cards, run in ((["TS", "9S", "JD"], ["JD", "TS", "9S"]), (["AC", "3H", "2C"], ["3H", "2C", "AC"])):
            gs.shown = [(1, ["QD"], "guinguette"), (1, cards, "cabaret")]
            assert [code for code, _ in shown_places(table.adapter)] == ["QD"] + run
    finally:
        table.close()


@pytest.mark.parametrize("players,cards", [(4, 20), (8, 20), (5, 32)])
def test_the_talon_says_what_it_is_and_how_many_cards_it_holds(monkeypatch, players, cards):
    """A newcomer saw a card lying across beside the baskets and nothing said what it was: the
    talon (the cards the remuer draws from) is named, with its count, under it."""
    from game.ui.games import guinguette_draw as gd
    app = make_app((1280, 720))
    app.settings["language"] = "en"
    table = dealt_table(app, players)
    try:
        for _ in range(30):
            app.frame(1 / 60)
        assert table.match.view(0).talon_size == cards
        stage = table.adapter.stage
        box = gd._talon_box(stage, gd.talon_centre(stage))
        placed = [rect for text, rect in texts_placed(monkeypatch, lambda: table.draw(app.surface))
                  if text == app.t("gg.talon", n=cards)]
        assert app.t("gg.talon", n=cards) == f"Talon · {cards}\u00a0cards"        # the count kept with its word
        assert len(placed) == 1 and box.contains(placed[0])
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_line_beside_the_hand_leaves_the_talon_s_name_in_sight_at_eight_in_640_by_400(monkeypatch, language):
    """Eight at Guinguette in 640×400: "Ernestine remporte le pli · cliquez pour le ramasser", on
    two lines, ran over the talon's name above its one line of room. Whoever takes the trick, and
    whatever card is refused, the words beside the hand lie clear of the talon and its name, the
    trick's winner and the click said whole."""
    from game.ui.games import guinguette_draw as gd
    app, table = eight_dealt_at_640(language)
    try:
        stage = table.adapter.stage
        assert table.adapter.gs.talon
        talon = gd._talon_box(stage, gd.talon_centre(stage))
        name = app.t("gg.talon", n=table.adapter.gs.talon)
        hand_top = table.layout.hand_span(len(table.model.hand)).top

        def beside_the_hand() -> list:
            placed = texts_placed(monkeypatch, lambda: table.draw(app.surface))
            assert [rect for text, rect in placed if text == name], "the talon is named"
            return [(text, rect) for text, rect in placed if text != name and rect.bottom > hand_top
                    and rect.x > table.layout.hand_span(len(table.model.hand)).right]
        table.trick_waiting = True
        for winner in range(8):
            table.model.trick_winner = winner        # with the tricks it makes him, the line at its longest
            table.model.trick_gain = table.adapter._trick_gain(SimpleNamespace(winner=winner))
            forms = trick_waits(table)
            assert "(" in forms[0]
            said = beside_the_hand()
            assert " ".join(text for text, _ in said) in forms, said
            assert not [text for text, rect in said if rect.colliderect(talon)]
        table.trick_waiting = False
        for reason in ("gg.reason.must_undertrump", "gg.reason.must_overtrump"):
            table.error_line = app.t(reason)
            said = beside_the_hand()
            assert said and not [text for text, rect in said if rect.colliderect(talon)]
    finally:
        table.close()


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7, 8])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (800, 500), (700, 450), (640, 400)])
def test_the_trump_and_the_talon_lie_clear_of_the_seats_the_baskets_and_the_trick(players, size):
    """At 8 seats in a small window the trump's disc covered the plate at the head of the table and
    the talon the basket in play; at 4 and 6 the trump touched the tricks won by the seat there.
    The talon's name and count under it lie clear as well, of the baskets' names too."""
    from game.ui.games import guinguette_draw as gd
    app = make_app(size)
    table = dealt_table(app, players)
    try:
        stage = table.adapter.stage
        lay = table.layout
        window = pygame.Rect(0, 0, *size)
        seat_rects = [r for s in range(players) for r in gd._seat_rects(stage, s)]
        cw, ch = gd.card_size(lay.seat_h)
        x, y = gd.talon_centre(stage)
        talon = gd._talon_box(stage, (x, y))         # the talon with its name and count under it
        assert talon.contains(pygame.Rect(int(x - ch / 2), int(y - cw / 2), int(ch), int(cw)))
        assert talon.collidelist(gd._basket_boxes(stage, ("guinguette", "cabaret", "in_play", "queue"))) < 0
        bw, bh = gd._sizes(stage)
        baskets = []
        for name in ("guinguette", "cabaret", "in_play"):
            bx, by = gd.basket_centre(stage, name)
            baskets.append(pygame.Rect(int(bx - bw / 2), int(by - bh / 2), bw, bh))
        trump = gd.trump_rect(stage)
        for rect in (talon, trump):
            assert window.contains(rect), rect
            assert rect.collidelist(gd.trick_cards(stage)) < 0, rect
            assert not any(rect.colliderect(b) for b in baskets), rect
            assert not any(rect.colliderect(r) for r in seat_rects), rect
        assert not talon.colliderect(trump)
        shown = [gd.shown_row(stage, seat) for seat in range(players)]
        assert trump.collidelist(shown) < 0
    finally:
        table.close()


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7, 8])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (800, 500)])
def test_the_trump_keeps_a_strip_of_cloth_round_it(players, size):
    """At 1280x720 with four seats Anatole's shown Q♦ and tierce, the ♣ disc and "Talon · 20
    cartes" sat edge to edge, the disc touching the talon's name. The disc and its label keep a
    strip of cloth at least 4 px wide from the cards a seat may show, the talon with its name, the
    baskets with theirs, every seat's things and the trick."""
    from game.ui.games import guinguette_draw as gd
    app = make_app(size)
    table = dealt_table(app, players)
    try:
        stage = table.adapter.stage
        trump = gd.trump_rect(stage).inflate(8, 8)
        assert trump.collidelist(gd.cloth_rects(stage) + gd.trick_cards(stage)) < 0, trump
    finally:
        table.close()


def waiting_drawn(monkeypatch, table) -> list[tuple[pygame.Rect, pygame.Rect, int]]:
    """Each basket waiting as the cloth draws it: its wicker, where its amount is written under it,
    and the amount."""
    from game.ui.games import guinguette_draw as gd
    drawn = []
    real = gd.draw_basket

    def spy(*args, **kwargs):
        got = []
        texts = texts_placed(monkeypatch, lambda: got.append(real(*args, **kwargs)))
        if kwargs.get("small"):
            (text, amount), = texts
            drawn.append((got[0], amount, int(text)))
        return got[0]
    with monkeypatch.context() as m:
        m.setattr(gd, "draw_basket", spy)
        gd.draw_cloth(table.adapter, table.app.surface)
    return drawn


@pytest.mark.parametrize("players", [4, 6, 8])
@pytest.mark.parametrize("size", [(1280, 1024), (1024, 768), (1920, 1080), (1280, 720), (800, 500)])
def test_three_baskets_waiting_lie_clear_of_the_talon_and_the_trump(monkeypatch, players, size):
    """At 1280×1024 with six seats and three cotillon baskets waiting, the talon lay on the third:
    the cloth kept clear the place of one waiting basket, not of the row they make."""
    from game.ui.games import guinguette_draw as gd
    app = make_app(size)
    table = dealt_table(app, players)
    try:
        stage = table.adapter.stage
        table.adapter.gs.queue = [7, 7, 7]
        drawn = waiting_drawn(monkeypatch, table)
        assert sum(n for _wicker, _amount, n in drawn) == 21
        row = [r for wicker, amount, _n in drawn for r in (wicker, amount.inflate(8, 2))]     # as drawn, amounts under
        talon = gd._talon_box(stage, gd.talon_centre(stage))
        assert talon.collidelist(row) < 0 and gd.trump_rect(stage).collidelist(row) < 0, (talon, row)
        app.frame(1 / 60)              # and they draw
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("players", [3, 4, 5, 6, 7, 8])
@pytest.mark.parametrize("size", [(640, 400), (700, 450), (800, 500)])
def test_the_baskets_waiting_and_their_label_lie_clear_of_the_seats_the_trick_and_the_talon(monkeypatch, size,
                                                                                            players, language):
    """At 640x400 with eight seats the "11" of the basket waiting lay on Ernestine's card backs and
    "Paniers à jouer : 1" reached the trick's right card (at 800x500 with five the three baskets
    waiting lay on the trick's right card; at 640x400 with five seats or more, 700x450 and 800x500
    with eight, three lay on a seat's card backs or the trick's edge, no place near the basket in
    play holding them). One, two or three baskets waiting, each as drawn with its amount under it,
    and their label lie clear of every seat's cards, plate, tricks and counters, of the trick's
    cards, of the other baskets with their names, of the talon with its name, of the trump and of
    the person's hand, in the window; drawn smaller where they must, no smaller than 60% of their
    size, their amounts in the small type still."""
    from game.ui.games import guinguette_draw as gd
    app = make_app(size)
    app.settings["language"] = language
    table = dealt_table(app, players)
    try:
        stage = table.adapter.stage
        gs = table.adapter.gs
        bw, _bh = gd._sizes(stage)
        for queue in ([11], [11, 7], [11, 7, 7]):
            gs.queue = list(queue)
            labels = (app.t("gg.basket.queue", n=len(queue)), app.t("gg.basket.queue_short", n=len(queue)))
            placed = [rect for text, rect in texts_placed(monkeypatch, app.draw) if text in labels]
            assert len(placed) == 1, labels
            drawn = waiting_drawn(monkeypatch, table)
            # every basket, or where three find no room, two, the last counting the rest
            assert len(drawn) >= min(len(queue), 2) and sum(n for _w, _a, n in drawn) == sum(queue), drawn
            for _wicker, amount, _n in drawn:
                assert amount.h == stage.font("small").get_height()       # the amount still in the small type
            things = [(seat, r) for seat in range(players) for r in gd._seat_rects(stage, seat)]
            things += [("trick", r) for r in gd.trick_cards(stage)]
            things += [(name, gd._drawn_box(stage, name, gd.basket_centre(stage, name))) for name in gd.NAMED]
            things += [("talon", gd._talon_box(stage, gd.talon_centre(stage))), ("trump", gd.trump_rect(stage)),
                       ("hand", table.layout.hand_span(gd.HAND))]
            window = pygame.Rect(0, 0, *size)
            row = [r for wicker, amount, _n in drawn for r in (wicker, amount.inflate(8, 2))]      # amounts on tags
            for rect in row + placed:
                assert window.contains(rect), (queue, rect)
                assert not [what for what, r in things if r.colliderect(rect)], (
                    queue, rect, [(what, r) for what, r in things if r.colliderect(rect)])
            for wicker, _amount, _n in drawn:
                assert wicker.w >= int(bw * gd.QUEUE_SCALE * 0.6), (queue, wicker)
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("players", [6, 7, 8])
@pytest.mark.parametrize("size", [(640, 400), (800, 500)])
def test_the_baskets_waiting_read_as_the_table_s_or_lie_on_their_tray(monkeypatch, size, players, language):
    """At 640×400 with eight seats the two baskets waiting stood beside Anatole's counters, nearer
    them than the basket in play, their label under them: they read as his (with six, beside
    Ernestine's). Each basket waiting, as drawn with its amount under it, lies nearer the three
    baskets (with their names) than any seat's plate or counters, or else the row and its label lie
    on a tray drawn round them, clear of every plate, counters, basket's name and the trump."""
    from game.ui.games import guinguette_draw as gd
    app = make_app(size)
    app.settings["language"] = language
    table = dealt_table(app, players)
    try:
        stage = table.adapter.stage
        gs = table.adapter.gs
        gs.trump = "S"
        named = [gd._drawn_box(stage, name, gd.basket_centre(stage, name)) for name in gd.NAMED]
        seats = {(seat, what): rect for seat in range(players)
                 for what, rect in (("plate", stage.layout.plate_rect(seat)), ("counters", gd.chips_rect(stage, seat)))}
        for queue in ([11], [11, 7], [11, 7, 7]):
            gs.queue = list(queue)
            labels = (app.t("gg.basket.queue", n=len(queue)), app.t("gg.basket.queue_short", n=len(queue)))
            drawn = waiting_drawn(monkeypatch, table)
            cloth = functools.partial(gd.draw_cloth, table.adapter, app.surface)
            trays = panels_drawn(monkeypatch, gd.TRAY_EDGE, cloth)
            placed = [rect for text, rect in texts_placed(monkeypatch, cloth) if text in labels]
            assert sum(n for _w, _a, n in drawn) == sum(queue) and len(placed) == 1, (drawn, placed)
            baskets = [wicker.union(wicker.move(3, 4)).union(amount.inflate(8, 2)) for wicker, amount, _n in drawn]
            seat_s = [min((gd.rect_gap(b, r), k) for k, r in seats.items()) for b in baskets]
            if all(min(gd.rect_gap(b, r) for r in named) < gap for b, (gap, _k) in zip(baskets, seat_s)):
                continue            # the table's as they stand
            assert len(trays) == 1, (queue, seat_s, trays)
            tray = trays[0]
            assert all(tray.contains(r) for r in baskets + placed), (queue, tray, baskets, placed)
            others = list(seats.items()) + [(name, r) for name, r in zip(gd.NAMED, named)] + \
                [("trump", gd.trump_rect(stage))]
            assert not [(k, r) for k, r in others if r.colliderect(tray)], (queue, tray)
    finally:
        table.close()


def test_the_baskets_waiting_are_added_up_on_one_line():
    """At 800×500 the counts panel broke "3 (7 + 7 + 7)" after a plus: "(7 + 7 +" on one line and
    "7)" on the next. The amounts are added up with spaces no line breaks at, the first four and
    "…" where there are more (the bar, the score pad)."""
    from game.ui.table import counts
    assert i18n.summed([7, 7, 7]) == "7\xa0+\xa07\xa0+\xa07"
    assert i18n.summed([3, 5, 8, 13, 21], 4) == "3\xa0+\xa05\xa0+\xa08\xa0+\xa013\xa0…"
    app = make_app((800, 500))
    table = dealt_table(app, 4)
    try:
        for _ in range(30):
            app.frame(1 / 60)
        table.adapter.gs.queue = [7, 7, 7]
        rows, _rect = counts._counts_placed(table)
        assert any("(7\xa0+\xa07\xa0+\xa07)" in row for row in rows), rows
    finally:
        table.close()


@pytest.mark.parametrize("trick", [False, True])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_story_line_of_the_deal_lies_clear_of_the_baskets_and_the_trump(monkeypatch, size, trick):
    """"The rest of the deal is played out" was written over the cabaret basket and the trump."""
    from game.ui import theme
    from game.ui.table import draw
    app = make_app(size)
    table = dealt_table(app, 4)
    try:
        table.adapter.gs.trump = "S"
        if trick:
            table.model.trick = [(1, "KS", 0.0)]
        line = "La suite de la donne est jouée d’avance : les cartes tombent."
        monkeypatch.setattr(table, "banner_text", lambda: line)
        boxes = panels_drawn(monkeypatch, theme.GOLD, lambda: draw.draw_banner(table, app.surface))
        assert len(boxes) == 1
        assert boxes[0].collidelist(table.adapter.keep_clear()) < 0, boxes[0]
        assert boxes[0].collidelist([table.layout.plate_rect(s) for s in range(4)]) < 0
    finally:
        table.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])       # at 800x500 no gap is that wide
def test_a_long_story_line_during_a_decision_breaks_in_two_lines_between_the_baskets(monkeypatch, size):
    """At three seats, while the person named trumps at 1920x1080, "Anatole shows his cabaret and
    takes the basket (3)." lay on the cabaret's rim: one line is wider than the gap between the
    baskets, and the line broke in three, not two, at the width first tried, so the two-line form
    was never tried."""
    from game.ui import theme
    from game.ui.table import draw
    app = make_app(size)
    table = decision_table(app, 3, TRUMP_HANDS, dealer=2)
    try:
        assert isinstance(table.dialog, TrumpChoice)
        line = "Anatole montre son cabaret et prend le panier (3)."
        monkeypatch.setattr(table, "banner_text", lambda: line)
        boxes = panels_drawn(monkeypatch, theme.GOLD, lambda: draw.draw_banner(table, app.surface))
        assert len(boxes) == 1
        keep = table.adapter.keep_clear() + [table.layout.plate_rect(s) for s in range(3)] + [
            table.dialog.rect(table.stage)]
        assert boxes[0].collidelist(keep) < 0, (boxes[0], keep[boxes[0].collidelist(keep)])
    finally:
        table.close()


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7, 8])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (800, 500)])
def test_every_seat_s_counters_stand_clear_of_the_plates(players, size):
    """At 800x500 a seat's stack of counters, put under its plate for want of room at its left,
    rose over the plate's corner."""
    from game.ui.games import guinguette_draw as gd
    app = make_app(size)
    table = dealt_table(app, players)
    try:
        stage = table.adapter.stage
        r = gd._disc_r(stage)
        plates = [table.layout.plate_rect(s) for s in range(players)]
        for seat in range(players):
            x, y = gd.chips_centre(stage, seat)
            tallest = pygame.Rect(int(x - r), int(y - r * 3.5), 2 * r, int(r * 4.1) + 3)     # eight discs
            assert tallest.collidelist(plates) < 0, (seat, tallest)
            assert pygame.Rect(0, 0, *size).contains(tallest)
    finally:
        table.close()


@pytest.mark.parametrize("players,size", [(n, size) for n in range(3, 9) for size in ((1920, 1080), (1280, 720))]
                         + [(n, (800, 500)) for n in (3, 4, 6, 7, 8)])
def test_the_queue_s_label_touches_no_other_basket_nor_seat(monkeypatch, players, size):
    """At 800x500 with six seats "Baskets to play: 1", written above the queued baskets, ran into
    "Cotillon 0", the label of the basket in play just above them (and at 1280x720 with five or
    eight). (At 800x500 with five seats no place is clear of everything: it goes where it covers least.)"""
    from game.ui import widgets
    from game.ui.games import guinguette_draw as gd
    app = make_app(size)
    table = dealt_table(app, players)
    label = table.t("gg.basket.queue", n=2)
    drawn = []
    real = widgets.draw_text

    def spy(surface, text, font, colour, pos, anchor="topleft", *args, **kwargs):
        rect = real(surface, text, font, colour, pos, anchor, *args, **kwargs)
        if text == label:
            drawn.append(rect)
        return rect
    try:
        stage = table.adapter.stage
        table.adapter.gs.queue = [7, 4]
        monkeypatch.setattr(widgets, "draw_text", spy)
        gd.draw_cloth(table.adapter, app.surface)
        assert len(drawn) == 1
        others = gd._basket_boxes(stage, ("guinguette", "cabaret", "in_play")) + gd._seats_all(stage)
        assert drawn[0].collidelist(others) < 0, drawn[0]
        assert drawn[0].collidelist(gd.trick_cards(stage)) < 0, drawn[0]
        assert pygame.Rect(0, 0, *size).contains(drawn[0])
    finally:
        table.close()


@pytest.mark.parametrize("r", [5, 6, 10, 15])
def test_a_stack_of_counters_shows_counters_not_a_black_column(r):
    """At 700×450 a seat's counters stood as a black column with one disc on top: each disc's
    shadow, two pixels down, covered all of the disc beneath but half a pixel. A stack now shows
    each counter's edge and rim, the shadow on the cloth only."""
    from game.ui.games import guinguette_draw as gdraw
    felt = (0x1E, 0x5A, 0x3A)
    surface = pygame.Surface((8 * r, 16 * r))
    surface.fill(felt)
    gdraw.draw_stack(surface, (4 * r, 12 * r), r, 40)          # eight discs
    pixels = [tuple(surface.get_at((x, y)))[:3] for x in range(surface.get_width())
              for y in range(surface.get_height())]
    drawn = [p for p in pixels if p != felt]
    black = [p for p in drawn if max(p) < 0x30]
    assert len(black) < 0.15 * len(drawn), (len(black), len(drawn))


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768), (1920, 1080)])
def test_the_betting_panel_leaves_the_baskets_labels_in_sight(size):
    """The cabaret's betting panel covered half of "Cabaret 3", the basket bet on. A panel that
    picks no card needs no room for a lifted card: it goes down towards the hand as far as the
    baskets need, never over the hand."""
    from game.ui.games import guinguette_draw as gd
    app = make_app(size)
    table = decision_table(app, 3, CABARET_HANDS, dealer=2)
    try:
        assert isinstance(table.dialog, Betting)
        panel = gd.panel_rect(table.adapter, table.dialog)
        stage = table.adapter.stage
        assert panel.collidelist(gd._basket_boxes(stage, ("guinguette", "cabaret", "in_play", "queue"))) < 0
        assert panel.bottom <= table.layout.hand_span().top
    finally:
        table.close()


EIGHT_HANDS = [["9S", "TS", "JS", "6C"], ["7H", "8H", "9H", "KC"], ["AC", "QD", "KD", "6D"], ["7C", "8C", "9C", "6S"],
               ["AS", "KS", "QS", "6H"], ["AH", "KH", "QH", "7D"], ["8D", "9D", "TD", "JD"], ["TH", "JH", "TC", "JC"]]


def until_betting(app, table) -> None:
    """Frames until the cabaret's betting panel stands, nothing moving."""
    for _ in range(600):
        if isinstance(table.dialog, Betting) and not table.timeline.busy():
            break
        app.frame(1 / 60)
    assert isinstance(table.dialog, Betting)


@pytest.mark.parametrize("players", [3, 5, 8])
@pytest.mark.parametrize("size", [(640, 400), (800, 500), (1280, 720), (1920, 1080)])
def test_the_person_sees_the_basket_he_bets_into_while_betting(monkeypatch, size, players):
    """At 800x500 with five seats the betting panel covered "Cabaret 10", at 640x400 the three
    baskets: the cabaret's basket and its name, as drawn, stay in sight beside the panel, the
    panel above the hand, in the window, the counts panel clear of it (at three seats in 640x400
    the counts, moved there, hid its raises); where there is room, clear of every plate and
    counters."""
    from game.ui.games import guinguette_draw as gd
    from game.ui.table import counts
    app = make_app(size)
    table = decision_table(app, players, EIGHT_HANDS[:players], dealer=players - 1)
    try:
        until_betting(app, table)
        stage = table.stage
        word = app.t("gg.basket.cabaret")
        named = [rect for text, rect in texts_placed(monkeypatch, app.draw)
                 if text == f"{word} {table.adapter.gs.cabaret}"]
        assert len(named) == 1
        panel = table.dialog.rect(stage)
        basket = gd._drawn_box(stage, "cabaret", gd.basket_centre(stage, "cabaret"))
        assert not panel.colliderect(named[0]) and not panel.colliderect(basket), (panel, named, basket)
        assert pygame.Rect(0, 0, *size).contains(panel) and panel.bottom <= table.layout.hand_span().top
        info = counts.counts_box(table)           # the counts, drawn after it, lie clear of its raises
        assert info is None or not info.colliderect(panel), (info, panel)
        if size[0] >= 1280 or (size == (800, 500) and players <= 5):
            seats = [r for s in range(players) for r in (table.layout.plate_rect(s), gd.chips_rect(stage, s))]
            assert panel.collidelist(seats) < 0, (panel, seats[panel.collidelist(seats)])
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size,players", [((800, 500), 5), ((800, 500), 6), ((700, 450), 5)])
def test_the_betting_panel_cuts_neither_the_guinguette_s_nor_the_cabaret_s_name(monkeypatch, size, players,
                                                                                  language):
    """At 800x500 with five seats the cabaret's betting panel cut the "0" off "Guinguette 0": no
    place there holds it clear of every basket. It covers the cotillon's basket and the talon
    rather, neither in play while the person bets: la guinguette and le cabaret, each with its
    name, stay whole in sight, and the panel lies on no plate nor counters."""
    from game.ui.games import guinguette_draw as gd
    app = make_app(size)
    app.settings["language"] = language
    table = decision_table(app, players, EIGHT_HANDS[:players], dealer=players - 1)
    try:
        until_betting(app, table)
        stage = table.stage
        gs = table.adapter.gs
        said = {f"{app.t('gg.basket.guinguette')} {gs.guinguette}", f"{app.t('gg.basket.cabaret')} {gs.cabaret}"}
        named = [rect for text, rect in texts_placed(monkeypatch, app.draw) if text in said]
        assert len(named) == 2
        panel = table.dialog.rect(stage)
        wickers = [gd._drawn_box(stage, name, gd.basket_centre(stage, name)) for name in ("guinguette", "cabaret")]
        assert panel.collidelist(named + wickers) < 0, (panel, named, wickers)
        seats = [r for s in range(players) for r in (table.layout.plate_rect(s), gd.chips_rect(stage, s))]
        assert panel.collidelist(seats) < 0, (panel, seats[panel.collidelist(seats)])
        assert panel.bottom <= table.layout.hand_span().top
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_betting_panel_at_eight_in_640_by_400_leaves_the_three_baskets_names_whole(monkeypatch, language):
    """At 640x400 with eight seats the betting panel, widened for "un demi-septier (1)", "une
    chopine (2)" and "une pinte (4)", cut "Guinguette 0" and "Cotillon 0". The raises say their
    measure without its article there: each label is written whole, the three baskets' names and
    wickers lie clear of the panel, and so do the plates and counters."""
    from game.ui.games import guinguette_draw as gd
    app = make_app((640, 400))
    app.settings["language"] = language
    table = decision_table(app, 8, EIGHT_HANDS, dealer=7)
    try:
        until_betting(app, table)
        stage = table.stage
        gs = table.adapter.gs
        said = {f"{app.t('gg.basket.guinguette')} {gs.guinguette}", f"{app.t('gg.basket.cabaret')} {gs.cabaret}",
                f"{app.t('gg.basket.cotillon')} {gs.basket}"}
        placed = texts_placed(monkeypatch, lambda: app.frame(1 / 60))
        named = [rect.inflate(8, 2) for text, rect in placed if text in said]       # each on its tag
        assert len(named) == 3
        for button in table.dialog_buttons:
            assert button.label in [text for text, _rect in placed], button.label
        panel = table.dialog.rect(stage)
        wickers = [gd.wicker_box(stage, gd.basket_centre(stage, name)) for name in gd.NAMED]    # with its shadow
        assert panel.collidelist(named + wickers) < 0, (panel, named, wickers)
        seats = [r for s in range(8) for r in (table.layout.plate_rect(s), gd.chips_rect(stage, s))]
        assert panel.collidelist(seats) < 0, (panel, seats[panel.collidelist(seats)])
        assert panel.bottom <= table.layout.hand_span().top
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_betting_panel_leaves_no_piece_of_the_talon_s_name_peeking_out(monkeypatch, language):
    """Five at Guinguette in 800x500, in English: "ards" of "Talon · 32 cards" showed past the
    betting panel's edge. The talon's name, as drawn, lies wholly clear of the panel or wholly
    under it."""
    from game.ui.games import guinguette_draw as gd
    app = make_app((800, 500))
    app.settings["language"] = language
    table = decision_table(app, 5, EIGHT_HANDS[:5], dealer=4)
    try:
        until_betting(app, table)
        name = app.t("gg.talon", n=table.adapter.gs.talon)
        drawn = [rect for text, rect in texts_placed(monkeypatch, app.draw) if text == name]
        assert len(drawn) == 1, name
        panel = table.dialog.rect(table.stage)
        talon = gd._talon_box(table.stage, gd.talon_centre(table.stage))
        for rect in (drawn[0], talon):
            assert not rect.colliderect(panel) or panel.contains(rect), (rect, panel)
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_speaking_panel_leaves_the_basket_in_play_the_trump_and_the_baskets_waiting_in_sight(monkeypatch,
                                                                                                 language):
    """Eight seats, the window made 640x400 in the middle of a deal: the panel asking "Jouez-vous ?"
    hid "Paniers à jouer : 1". The basket spoken for and its name, the trump and the label of the
    baskets waiting, as drawn, lie clear of the panel."""
    from test_ui_frame_support import play_until

    from game.ui.games import guinguette_draw as gd
    app = make_app((1280, 720))
    app.settings["language"] = language
    table = dealt_table(app, 8)
    try:
        m = table.match
        play_until(app, table, lambda: m.phase == "cotillon" and m.to_act == table.person)
        m.queue = [11]                   # a basket waits (as a mouche of the last deal leaves one)
        app.resize((640, 400))
        settle(app, 30)
        assert isinstance(table.dialog, Speaking) and table.adapter.gs.trump
        labels = (app.t("gg.basket.queue", n=1), app.t("gg.basket.queue_short", n=1))     # whole, or in fewer words
        drawn = texts_placed(monkeypatch, app.draw)
        placed = [rect for text, rect in drawn if text in labels]
        assert len(placed) == 1, (table.adapter.gs.queue, [t for t, _ in drawn])
        stage = table.stage
        panel = table.dialog.rect(stage)
        kept = [placed[0], gd.trump_rect(stage), gd._drawn_box(stage, "in_play", gd.basket_centre(stage, "in_play"))]
        assert panel.collidelist(kept) < 0, (panel, kept)
        assert all(panel.contains(b.rect) for b in table.dialog_buttons)
    finally:
        table.close()


@pytest.mark.parametrize("size", [(640, 400), (800, 500), (1280, 720)])
def test_the_raises_offered_are_written_whole_at_every_window_size(monkeypatch, size):
    """At 640×400 the raises read "un demi-septi…", "une chopin…", "une pinte…": how many counters
    each puts in was cut off. A panel whose buttons do not fit in the small type grows wider, up to
    the window, rather than cut its labels."""
    app = make_app(size)
    table = decision_table(app, 3, CABARET_HANDS, dealer=2)
    try:
        assert isinstance(table.dialog, Betting)
        drawn = texts_drawn(monkeypatch, lambda: app.frame(1 / 60))
        for button in table.dialog_buttons:
            assert button.label in drawn, (button.label, [d for d in drawn if d.endswith("…")])
    finally:
        table.close()


def test_the_baskets_on_the_bar_say_where_each_goes_under_the_pointer(monkeypatch):
    """"Guinguette 8 · Cabaret 16 · Cotillon 30" named three baskets and nothing said who wins
    each: the pointer on that line says it."""
    from test_ui_frame_support import tags_on_hover

    from game.ui.table.draw import bar_texts
    app = make_app((1280, 720))
    table = dealt_table(app, 4)
    try:
        for _ in range(30):
            app.frame(1 / 30)
        line = next(rect for _text, role, rect in bar_texts(table) if role == "small")
        said = [text for text, _rect in tags_on_hover(monkeypatch, app, line.center)]
        assert said == [app.t("gg.help.baskets")] and "dame de carreau" in said[0]
    finally:
        table.close()


def ruined_match_end(app, seed=4):
    """A three-seat match of small stakes played to its early end by taking the first legal
    choice for the person; the table and its last sheet."""
    table = debutant_table(app, "guinguette", 3, {"starting_chips": 4}, seed=seed, dealer=0)
    for _ in range(20000):
        top = app.top
        if isinstance(top, GuinguetteMatchEnd):
            break
        if top is not table:
            if getattr(top, "ready", True) and getattr(top, "buttons", None):
                top.buttons[0].click()
        elif table.trick_waiting:
            table.proceed()
        elif not table.timeline.busy() and not table.match.match_over and table.is_person(table.match.to_act):
            table.apply(table.person, table.match.legal_actions()[0])
        app.frame(1 / 30)
    return table, app.top


def test_a_match_stopped_by_a_ruined_seat_says_why_on_its_last_sheet(monkeypatch):
    """A match of nine deals ended at the fourth: its last sheet gave the ranking and no reason,
    the banner that said it ("… can no longer pay the stakes") having passed. The sheet says it,
    in words that fit whoever is ruined (the person too)."""
    app = make_app((1280, 720))
    table, sheet = ruined_match_end(app)
    try:
        assert isinstance(sheet, GuinguetteMatchEnd)
        assert table.match.deal < table.adapter.deals_total        # stopped before its last deal
        stopped = sheet.result["stopped"]
        assert stopped and "(3)" in stopped                          # the stakes: 1 + 1 + 1
        assert stopped in texts_drawn(monkeypatch, lambda: app.frame(1 / 30))
    finally:
        table.close()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_last_sheet_says_what_the_baskets_left_gave_each_player(monkeypatch, lang):
    """The ruined seat "cannot pay the stakes (3)" and is ranked with 8 counters: the baskets left on
    the table were shared out at the end (§7), which the last sheet did not say. It says how much,
    what each received and who had one more, as the counters moved."""
    app = make_app((1280, 720))
    app.settings["language"] = lang
    table, sheet = ruined_match_end(app, seed=7)
    try:
        assert isinstance(sheet, GuinguetteMatchEnd)
        history = table.model.history
        assert history[-1].get("share")
        before, after = history[-2]["chips"], sheet.result["chips"]
        parts = [after[s] - before[s] for s in range(3)]
        each = min(parts)
        more = [s for s in range(3) if parts[s] > each]
        assert len(more) == 2                # five counters for three: one more to two of them
        shared = sheet.result["shared"]
        assert f"({sum(parts)})" in shared and table.adapter.counted(each) in shared
        for s in range(3):
            name = table.seat_name(s) if s != table.person else table.t("gg.final.you")
            assert (name in shared) == (s in more), (name, shared)
        assert shared in " ".join(texts_drawn(monkeypatch, lambda: app.frame(1 / 30)))
    finally:
        table.close()


@pytest.mark.parametrize("seed", [1, 3, 8])
def test_a_mouche_paid_short_says_it_was_all_there_was(seed):
    """At eight seats a player ruined by a mouche read "mouche −29" on the deal's sheet while the
    basket was 40: nothing said why. A player who owes more than he has pays what he has (§5,
    insolvency); the sheet's cause says so, and a full payment keeps its plain word."""
    match = new_match("guinguette", 3, options={"starting_chips": 6}, seed=seed, dealer=0)
    rules = match.rules
    ledger = Ledger(3, rules.remuer_cost, rules.one_trick_fine)
    short = set()
    events = list(match.opening_events)
    while events:
        for ev in events:
            ledger.read(ev)
            if ev.kind == "deal_end":
                ledger = Ledger(3, rules.remuer_cost, rules.one_trick_fine)     # the next deal's
            if ev.kind == "settle":
                basket = next(tr["amount"] for tr in ev.transfers if tr["from"] is None)
                for tr in ev.transfers:
                    if tr.get("why") == "mouche":
                        if tr["amount"] < basket:
                            short.add(tr["from"])
                        causes = dict(ledger.causes(tr["from"]))
                        assert ("mouche_all" in causes) == (tr["amount"] < basket)
                        assert causes.get("mouche_all", causes.get("mouche")) == -tr["amount"]
        events = match.apply(match.legal_actions()[0]) if not match.match_over else []
    assert short, "the seed has a mouche paid short"
    words = worded([("mouche_all", -3)], lambda key, **fmt: i18n.translate(key, "en", **fmt))
    assert words.replace(i18n.NO_BREAK, " ") == "mouche \u22123 (all there was)"


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_eldest_s_extra_counter_is_said_apart_from_the_antes(language):
    """Six at the table, the deal's sheet read "antes −4" for the eldest beside everyone's "antes −3",
    and nothing said the fourth was his extra counter (§3.4). His antes read as everyone's, and the
    extra counter is its own cause, in its own words; the sheet's French heads are bare nouns alike
    ("Le détail" stood out beside "Joueur / Avant / Donne / Jetons")."""
    match = new_match("guinguette", 6, seed=1, dealer=0)
    rules = match.rules
    ledger = Ledger(6, rules.remuer_cost, rules.one_trick_fine)
    match.stop_after_deal = True             # the next deal's antes not dealt with this one's end
    events = list(match.opening_events)
    while match.phase != "deal_over":
        events += match.apply(match.legal_actions()[0])
    for ev in events:
        ledger.read(ev)
    eldest = match.eldest
    antes = rules.guinguette_ante + rules.cabaret_ante + rules.cotillon_ante
    for seat in range(6):
        causes = dict(ledger.causes(seat))
        assert causes["ante"] == -antes, (seat, causes)
        assert causes.get("eldest") == (-rules.eldest_extra if seat == eldest else None), (seat, causes)
        assert sum(causes.values()) == ledger.total(seat)

    def t(key, **fmt):
        return i18n.translate(key, language, **fmt)
    said = worded(ledger.causes(eldest), t)
    assert t("gg.cause.eldest", n=i18n.signed(-1)).replace(" ", i18n.NO_BREAK) in said, said
    assert t("gg.cause.ante", n=i18n.signed(-antes)).replace(" ", i18n.NO_BREAK) in said, said
    heads = [t(key) for key in ("table.col.player", "gg.col.before", "gg.col.change", "gg.col.why", "gg.col.now")]
    assert all(len(head.split()) == 1 for head in heads), heads


@pytest.mark.parametrize("size", [(800, 500), (1280, 720)])
def test_the_causes_of_each_change_are_written_whole_at_eight_seats(monkeypatch, size):
    """At eight seats in 800x500 the end of a deal read "mises −4 · cotillon +23 · vole …": the
    causes of a change were cut, explaining nothing. The sheet is as wide as they need."""
    app = make_app(size)
    table = dealt_table(app, 8)
    try:
        causes = [[("ante", -3), ("remue", -12), ("vole", -1), ("mouche", -19)]] + \
                 [[("ante", -4), ("cotillon", 23), ("vole", 7), ("fine", -2)]] * 6 + \
                 [[("ante", -4), ("remue", -4), ("vole", -1), ("mouche_all", -26)]]   # all he had left
        summary = {"deal": 2, "reason": "", "chips": [0] + [59] * 6 + [0], "before": [35] * 8, "guinguette": 0,
                   "cabaret": 16, "queue": [19], "causes": causes}
        sheet = GuinguetteDealEnd(app, table, summary)
        app.push(sheet)
        drawn = texts_drawn(monkeypatch, lambda: sheet.draw(app.surface))
        for seat in range(8):
            assert sheet.why(seat) in drawn, sheet.why(seat)
        assert sheet.rect.w <= size[0]
    finally:
        table.close()


@pytest.mark.parametrize("size", [(640, 400), (800, 500), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("seats", [3, 4, 8])
def test_the_end_of_a_deal_is_no_taller_than_its_rows(monkeypatch, size, seats):
    """At three seats in 1920x1080 the end of a deal's sheet stood half empty between what is left
    on the table and its buttons: it is as tall as its rows need at their fullest, no taller (and,
    at eight seats, never taller than before), and every row, the line of what is left on the
    table and the buttons stay on it without touching."""
    app = make_app(size)
    table = dealt_table(app, seats)
    try:
        causes = [[("ante", -3), ("remue", -2), ("vole", -1), ("mouche", -6)]] * seats
        summary = {"deal": 2, "reason": "Anatole makes the vole.", "chips": [30] * seats, "before": [40] * seats,
                   "guinguette": 3, "cabaret": 3, "queue": [6], "causes": causes}
        sheet = GuinguetteDealEnd(app, table, summary)
        app.push(sheet)
        boxes, placed = sheet_drawn(monkeypatch, app, sheet)
        assert sheet.rect.h <= int(size[1] * 0.74)
        left = next(rect for text, rect in boxes if text == app.t("gg.end.left", g=3, c=3, q="6"))
        foot = sheet.buttons[0].rect.top
        assert left.bottom <= foot and all(sheet.rect.contains(rect) for _, rect in placed)
        rows = [rect for text, rect in placed if text == sheet.why(0)]
        assert len(rows) == seats or size[1] < 500
        if seats <= 4 and size[1] >= 720:
            assert foot - left.bottom < 4 * app.font("small").get_linesize()      # no empty half
    finally:
        table.close()


def test_a_deal_end_without_its_causes_has_no_empty_column_for_them(monkeypatch):
    """Where the table cannot explain a change (it did not see the deal), "Le détail" stood over an
    empty column: the heading goes with the causes."""
    app = make_app()
    table = dealt_table(app, 4)
    try:
        summary = {"deal": 2, "reason": "", "chips": [30, 40, 45, 45], "before": [40] * 4, "guinguette": 0,
                   "cabaret": 4, "queue": [], "causes": None}
        sheet = GuinguetteDealEnd(app, table, summary)
        app.push(sheet)
        drawn = texts_drawn(monkeypatch, lambda: sheet.draw(app.surface))
        assert app.t("gg.col.change") in drawn and app.t("gg.col.why") not in drawn
        sheet.summary = dict(summary, causes=[[("ante", -10)], [], [("cotillon", 5)], [("cotillon", 5)]])
        drawn = texts_drawn(monkeypatch, lambda: sheet.draw(app.surface))
        assert app.t("gg.col.why") in drawn
    finally:
        table.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_story_line_leaves_the_baskets_and_the_panel_in_sight(monkeypatch, size):
    """At 1920x1080 "The others folded: you take the cabaret (7) unseen." lay over the rim of the
    cabaret's basket while the trump panel stood below: the line is written on two where one
    would lie on a basket, and keeps clear of the panel that is actually drawn."""
    from game.ui import theme
    from game.ui.games import guinguette_draw as gdraw
    app = make_app(size)
    app.settings["language"] = "en"
    table = decision_table(app, 3, TRUMP_HANDS, dealer=2)
    try:
        assert isinstance(table.dialog, TrumpChoice)
        table.model.banner = app.t("gg.banner.cabaret_quit_you", amount=7)
        boxes = panels_drawn(monkeypatch, theme.GOLD, lambda: table.draw(app.surface))
        buttons = [b.rect for b in table.dialog_buttons] + [b.rect for b in table.bar_buttons]
        said = [box for box in boxes if box not in buttons]
        assert len(said) == 1
        banner = said[0]
        for basket in gdraw._baskets_all(table.stage):
            assert not banner.colliderect(basket), (banner, basket)
        assert not banner.colliderect(table.dialog.rect(table.stage))
    finally:
        table.close()


@pytest.mark.parametrize("size,language", [((1280, 720), "fr"), ((1024, 768), "en")])
def test_the_betting_panel_leaves_the_plates_beside_the_hand_in_sight_at_eight(size, language):
    """At eight seats the betting panel, widened by "Renvier :" before its raises, covered the
    inner ends of the two plates either side of the hand (a name, a medallion): the caption goes
    above its row, in the small type, and the sentence wraps, where the plates would be covered."""
    app = make_app(size)
    app.settings["language"] = language
    hands = [["9S", "TS", "JS", "6C"], ["7H", "8H", "9H", "KC"], ["AC", "QD", "KD", "6D"], ["7C", "8C", "9C", "6S"],
             ["AS", "KS", "QS", "6H"], ["AH", "KH", "QH", "7D"], ["8D", "9D", "TD", "JD"], ["TH", "JH", "TC", "JC"]]
    table = decision_table(app, 8, hands, dealer=7)
    try:
        until_betting(app, table)
        panel = table.dialog.rect(table.stage)
        assert not [s for s in range(8) if panel.colliderect(table.layout.plate_rect(s))]
        # every raise is still offered, whole, under its caption
        raises = [b for b in table.dialog_buttons if getattr(b, "caption", "")]
        assert raises and all(panel.contains(b.rect) for b in table.dialog_buttons)
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_cabaret_holders_are_named_in_a_sentence(language):
    """"Cabaret ! annoncent Vous, Ernestine." ("Cabaret! announce You, Ernestine."): the names
    were strung after the verb with the person's "Vous" among them. Now "Cabaret ! Vous et
    Ernestine l'annoncez.", "Vous, Ernestine et Anatole l'annoncez.", and without the person
    "Ernestine et Anatole l'annoncent."."""
    from game.ui import i18n
    app = make_app()
    app.settings["language"] = language
    three = [["9S", "TS", "JS", "6C"], ["7H", "8H", "9H", "KC"], ["6D", "7D", "8D", "AC"]]
    for holders, hands in (([0, 1], CABARET_HANDS), ([1, 2], [CABARET_HANDS[2], CABARET_HANDS[0],
                                                             CABARET_HANDS[1]]), ([0, 1, 2], three)):
        seats = default_seats(3)
        for seat in seats[1:]:
            seat["level"] = "debutant"
        table = TableScene(app, MatchConfig("guinguette", 3, {}, seats, seed=1, dealer=2,
                                            deals=[{"hands": hands}]))      # dealt at the table
        app.push(table)
        try:
            others = [table.seat_name(s) for s in holders if s != 0]
            key = "gg.banner.announce_you" if 0 in holders else "gg.banner.announce"
            said = app.t(key, names=i18n.listed([app.t("setup.you")] * (0 in holders) + others, app.t))
            assert said.count(f" {app.t('common.and')} ") == 1
            for _ in range(200):
                if said in table.model.log.deal_lines(1):       # the banner, kept in the log
                    break
                if table.trick_waiting:                # the queen of diamonds shown: go on
                    table.proceed()
                app.frame(1 / 60)
            assert said in table.model.log.deal_lines(1), table.model.log.deal_lines(1)
        finally:
            table.close()
        app.pop()


def test_names_in_a_sentence_are_listed_with_and():
    from game.ui import i18n
    for language, word in (("fr", "et"), ("en", "and")):
        def t(key, language=language):
            return i18n.translate(key, language)
        assert i18n.listed(["Anatole"], t) == "Anatole"
        assert i18n.listed(["Anatole", "Hortense"], t) == f"Anatole {word} Hortense"
        assert i18n.listed(["Anatole", "Hortense", "Ernestine"], t) == f"Anatole, Hortense {word} Ernestine"


# ---------------------------------------------------------------- out of the table

def out_of_the_table(app):
    """A five-seat table where the person leaves the table (§7 "eliminate") at the start of the
    third deal and three others play on (seed 2, the person always passing), up to the message
    that says so."""
    table = debutant_table(app, "guinguette", 5, {"starting_chips": 7, "bankruptcy": "eliminate"}, seed=2, dealer=0)
    for _ in range(20000):
        if isinstance(app.top, MessageScene):
            return table, app.top
        if isinstance(app.top, GuinguetteMatchEnd):
            raise AssertionError("the match ended before the person was out")
        if app.top is not table:
            app.top.close()
        elif table.trick_waiting:
            table.proceed()
        elif table.person_seat.question is not None and not table.timeline.busy():
            moves = [concrete(a).to_json() for a in table.person_seat.question.legal]
            table.choose(next((m for m in moves if m.get("move") == "passe"), moves[0]))
        app.frame(1 / 60)
        if table.asked is not None:
            time.sleep(0.001)
    raise AssertionError("the person never left the table")


@pytest.mark.parametrize("language,title,see,watch", [("fr", "Hors de la table", "Voir la fin", "Regarder"),
                                                        ("en", "Out of the game", "See the end", "Watch")])
def test_a_person_out_of_the_table_may_see_the_match_s_end_without_a_click(monkeypatch, language, title, see,
                                                                          watch):
    app = make_app()
    app.settings["language"] = language
    table, message = out_of_the_table(app)
    try:
        assert not table.match.view(0).at_table[0] and not table.match.match_over
        assert message.title == title
        assert "(3)" in message.text, "it says what he lacks: the three stakes"
        assert [b.label for b in message.buttons] == [see, watch]
        app.frame(1.0)                      # it came by itself: read before it takes a click
        hurried = []
        monkeypatch.setattr(table.seats, "hurry", lambda: hurried.append(True))
        click(app, message.buttons[0].rect.center)
        assert app.top is table
        assert hurried == [True], "the seats are asked to think quickly for the rest"
        papers, lines = [], set()
        for _ in range(20000):              # no click, no key: the rest plays itself out
            if isinstance(app.top, GuinguetteMatchEnd):
                break
            if app.top is not table:
                papers.append(type(app.top).__name__)
            if not lines:
                lines.update(texts_drawn(monkeypatch, app.draw))
            app.frame(1 / 60)
            if table.asked is not None:
                time.sleep(0.001)
        assert isinstance(app.top, GuinguetteMatchEnd), "the match's end came by itself"
        assert papers == [], "no deal's sheet waited for a click"
        assert app.t("table.out_playing") in lines, "beside the hand: the match plays on to its end"
        assert table.timeline.speed == app.settings.get("speed", "normal"), "the pace is the settings' again"
    finally:
        table.close()


def test_seeing_the_end_hurries_the_seats_that_search():
    """With Maître seats, "See the end" played each of their decisions in about a second: a whole
    match of them took minutes. Asked to hurry, the seats that search think from their next question
    with the Amateur's work (game.ai's HURRIED), still only among the legal moves; the Débutant's
    rules are left as they are."""
    from game.ai.seats import HURRIED
    from game.ui.table.seats import ComputerSeats
    match = new_match("guinguette", 4, {}, seed=3, dealer=0)
    seats = ComputerSeats("guinguette", {1: "maitre", 2: "debutant", 3: "expert"}, seed=3)
    try:
        assert seats.worker is not None and seats.worker.tuning == {}
        first = seats.worker
        seats.hurry()
        assert seats.worker is first, "the question in flight, if any, is answered as it was asked"
        seat = match.to_act
        legal = match.legal_actions()
        seats.ask(seat, match.view(seat), legal)
        assert seats.worker is not first and seats.worker.tuning == HURRIED
        for _ in range(20000):
            got = seats.poll()
            if got is not None:
                break
            time.sleep(0.001)
        assert got is not None and got[0] == seat and got[1] in legal
        only_rules = ComputerSeats("guinguette", {1: "debutant", 2: "debutant"}, seed=3)
        before = only_rules.worker
        only_rules.hurry()
        only_rules.ask(seat, match.view(seat), legal)
        assert only_rules.worker is before
        only_rules.close()
    finally:
        seats.close()


def test_a_person_out_of_the_table_who_watches_sees_each_deal_s_end_as_before():
    app = make_app()
    table, message = out_of_the_table(app)
    try:
        app.frame(1.0)
        click(app, message.buttons[-1].rect.center)         # Regarder
        assert app.top is table
        for _ in range(20000):
            if isinstance(app.top, (GuinguetteDealEnd, GuinguetteMatchEnd)):
                break
            if table.trick_waiting:
                table.proceed()
            app.frame(1 / 60)
            if table.asked is not None:
                time.sleep(0.001)
        assert isinstance(app.top, GuinguetteDealEnd), "the deal's sheet waits for him as for a player"
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_match_that_ends_because_too_few_can_pay_says_so_at_its_end(language):
    """Players left the table until fewer than three could pay (§7 "eliminate"): the match's end
    said only how the baskets were shared, nothing of why it stopped before its last deal."""
    from test_ui_frame_support import scenario_table
    app = make_app()
    app.settings["language"] = language
    table, last = scenario_table(app, "guinguette", "bankruptcy_eliminate_fewer_than_three_ends", default_seats(4))
    try:
        assert table.match.to_act == last["seat"] != table.person       # its last card, forced
        for _ in range(5000):
            if isinstance(app.top, GuinguetteMatchEnd):
                break
            if app.top is not table:
                app.frame(1.0)
                app.top.buttons[0].click()
            elif table.trick_waiting:
                table.proceed()
            app.frame(1 / 60)
        end = app.top
        assert isinstance(end, GuinguetteMatchEnd)
        stopped = end.result["stopped"]
        words = {"fr": "la partie s’arrête", "en": "the match stops"}[language]
        assert words in stopped and table.seat_name(2) in stopped and table.seat_name(1) not in stopped, stopped
        assert stopped in " ".join(texts_drawn(pytest.MonkeyPatch(), app.draw))
    finally:
        table.close()


def test_a_match_resumed_after_a_seat_left_marks_each_deal_s_true_dealer_and_who_was_out():
    """Continued after a player left the table (§7 "eliminate"), the score pad ringed the dealer
    of each deal counted round from the first, as if nobody had left: deal 2, dealt by the seat
    after the one that left, was ringed at that seat. Each row rings who dealt it, and says which
    players were out of the table by then."""
    from game.store import MatchRecord
    seats = default_seats(5)
    record = MatchRecord.new("guinguette", 5, {"starting_chips": 7, "bankruptcy": "eliminate"}, 8, 0, seats)
    match = record.start()
    rng = random.Random(8)
    dealers = {ev.deal: ev.dealer for ev in getattr(match, "opening_events", []) if ev.kind == "deal"}
    left, out_by_deal = set(), {}
    while len(out_by_deal) < 4 and not match.match_over:
        seat = match.to_act
        action = rng.choice(match.legal_actions())
        for ev in match.apply(action, seat):
            if ev.kind == "deal":
                dealers[ev.deal] = ev.dealer
            elif ev.kind == "eliminated":
                left.update(ev.seats)
            elif ev.kind == "deal_end":
                out_by_deal[ev.deal] = sorted(left)
        record.add(seat, action.to_json())
    assert any(dealers[d] != (d - 1) % 5 for d in out_by_deal), "a seat left: the deal passed it by"
    assert any(out_by_deal.values())
    app = make_app()
    table = TableScene.from_record(app, record)
    try:
        rows = [r for r in table.model.history if not r.get("share")]
        assert [(r["deal"], r["dealer"]) for r in rows] == [(d, dealers[d]) for d in sorted(out_by_deal)]
        assert [(r["deal"], r["out"]) for r in rows] == sorted(out_by_deal.items())
        table.open_scores()
        drawn = texts_drawn(pytest.MonkeyPatch(), app.draw)
        # each written out once, in the deal he left
        assert drawn.count(app.t("gg.sheet.out")) == len(set().union(*(r["out"] for r in rows))), drawn
    finally:
        table.close()


def played_record(players: int, seed: int, chips: int, deals: int):
    """A Guinguette record of ``deals`` deals (or to the match's end) played with random legal
    actions, its seats leaving the table when they cannot pay (§7 "eliminate")."""
    from game.store import MatchRecord
    record = MatchRecord.new("guinguette", players, {"starting_chips": chips, "bankruptcy": "eliminate"},
                             seed, 0, default_seats(players))
    match = record.start()
    rng = random.Random(seed)
    ended = 0
    while ended < deals and not match.match_over:
        seat = match.to_act
        action = rng.choice(match.legal_actions())
        ended += sum(ev.kind == "deal_end" for ev in match.apply(action, seat))
        record.add(seat, action.to_json())
    return record


def words_inside_apart(pad, placed) -> None:
    """Every word ``placed`` on the pad lies inside it and over no other word."""
    for i, (text, rect) in enumerate(placed):
        assert pad.rect.contains(rect), text
        for other, elsewhere in placed[i + 1:]:
            assert not rect.colliderect(elsewhere), (text, other)


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("players,chips,deals", [(5, 7, 5), (5, 20, 9), (8, 7, 5), (8, 20, 9)])
def test_the_score_pad_at_640_by_400_shows_each_change_and_who_is_out(monkeypatch, players, chips, deals,
                                                                      language):
    """At 640×400 the score pad left out each deal's change of counters and the "out" of a player
    who had left the table (no room beside the totals and the dealer's ring): every change of the
    deals it shows is written, inside the pad, over no other words."""
    app = make_app((640, 400))
    app.settings["language"] = language
    table = TableScene.from_record(app, played_record(players, 8, chips, deals))
    try:
        app.push(table)
        table.open_scores()
        pad = app.top
        placed = texts_placed(monkeypatch, lambda: pad.draw(app.surface))
        texts = [text for text, _ in placed]
        rows = [r for r in table.model.history if not r.get("share")]
        assert any(r["out"] for r in rows), "someone left the table"
        before, expected, gone = [chips] * players, [], set()
        for row in rows:
            if app.t("table.deal_n", n=row["deal"]) in texts:           # the deals the pad shows
                moved = [(s, now, then) for s, (now, then) in enumerate(zip(row["chips"], before)) if s not in gone]
                expected += [app.t("gg.sheet.out") if s in row["out"] else i18n.signed(now - then)
                             for s, now, then in moved if now != then or s in row["out"]]
            before = row["chips"]
            gone |= set(row["out"])          # written out once, in the deal he left
        assert expected
        changes = [text for text in texts if text == app.t("gg.sheet.out") or text[:1] in ("+", i18n.MINUS)]
        assert sorted(changes) == sorted(expected)
        words_inside_apart(pad, placed)
    finally:
        table.close()


def test_a_match_resumed_with_the_person_out_of_the_table_offers_its_end_again():
    """Left while watching, then continued: the choice comes again (the pinned deals of the
    conformance example where the first seat leaves the table and four play on)."""
    import json
    from pathlib import Path

    from game.store import MatchRecord
    example = json.loads((Path(__file__).parent / "scenarios" / "guinguette" /
                          "bankruptcy_eliminate_play_goes_on.json").read_text())
    seats = default_seats(5)
    for seat in seats[1:]:
        seat["level"] = "debutant"
    record = MatchRecord.new("guinguette", 5, example["options"], example["seed"], example["dealer"], seats,
                             deals=example["deals"])
    for entry in example["actions"]:
        record.add(entry["seat"], {k: v for k, v in entry.items() if k != "seat"})
    app = make_app()
    table = TableScene.from_record(app, record)
    app.push(table)
    try:
        assert not table.match.view(0).at_table[0] and not table.match.match_over
        for _ in range(30):
            app.frame(1 / 60)
            if isinstance(app.top, MessageScene):
                break
        message = app.top
        assert isinstance(message, MessageScene) and message.title == "Hors de la table"
        assert "avez quitté la table" in message.text
        app.frame(1.0)
        click(app, message.buttons[0].rect.center)          # Voir la fin
        for _ in range(20000):
            if isinstance(app.top, GuinguetteMatchEnd):
                break
            assert app.top is table, "nothing waits for a click on the way"
            app.frame(1 / 60)
            if table.asked is not None:
                time.sleep(0.001)
        assert isinstance(app.top, GuinguetteMatchEnd)
    finally:
        table.close()


@pytest.mark.parametrize("take_back", [False, True])
def test_a_hidden_trump_leaves_the_log_of_a_match_continued_before_the_first_card(take_back):
    """Continued (or a move taken back) after the trump was named and before the first card: the
    log told again names it, and must stop naming it once the play begins, as at a table that saw
    the naming."""
    from game.engine import action_from_json
    from game.store import MatchRecord
    seats = default_seats(3)
    for seat in seats[1:]:
        seat["level"] = "debutant"
    mode = "practice" if take_back else "normal"
    record = MatchRecord.new("guinguette", 3, {"hide_trump_after_naming": True}, 5, 0, seats, mode=mode)
    match = played_until(record, lambda m: m.phase == "play" and m.to_act == 0 and not m.trick)
    app = make_app()
    table = TableScene.from_record(app, record)
    app.push(table)
    try:
        if take_back:                       # the person's word taken back, then said again
            app.frame(1 / 60)
            word = next(e for e in reversed(record.actions) if e["seat"] == 0)
            table.take_back()
            table = app.top
            table.apply(0, action_from_json({k: v for k, v in word.items() if k != "seat"}))
            table.timeline.finish()
            while table.match.to_act != 0 or table.match.phase != "play":
                seat = table.match.to_act
                table.apply(seat, table.match.legal_actions()[0])
                table.timeline.finish()
        deal = table.model.deal
        suit = ("pique", "cœur", "carreau", "trèfle")[match.trump]      # (the view hides it now)
        assert any(f"l’atout\xa0: {suit}" in line for line in table.model.log.deal_lines(deal))
        table.apply(0, table.match.legal_actions()[0])
        table.timeline.finish()
        lines = table.model.log.deal_lines(deal)
        assert not any(f"l’atout\xa0: {suit}" in line for line in lines), lines
        assert any("nommez l’atout (caché" in line for line in lines), lines
    finally:
        table.close()


def test_a_word_taken_back_leaves_the_log_with_what_followed_it():
    """Practice: "Je passe", the others' words after it, then "Annuler le coup": the log still told
    "Vous passez : votre main est mise de côté" and the others' "Je passe" that the table, back at
    the person's word, had not yet heard. What followed the word taken back leaves the log; what
    came before it stays."""
    from game.engine import action_from_json
    from game.store import MatchRecord
    seats = default_seats(4)
    for seat in seats[1:]:
        seat["level"] = "debutant"
    record = MatchRecord.new("guinguette", 4, {}, 5, 1, seats, mode="practice")
    played_until(record, lambda m: m.phase == "cotillon" and m.to_act == 0
                 and {"type": "cotillon", "move": "passe"} in [a.to_json() for a in m.legal_actions()])
    app = make_app()
    table = TableScene.from_record(app, record)
    app.push(table)
    try:
        app.frame(1 / 60)
        deal = table.model.deal
        before = table.model.log.deal_lines(deal)
        table.apply(0, action_from_json({"type": "cotillon", "move": "passe"}))
        table.timeline.finish()
        for _ in range(3):                      # the others speak after the pass
            if table.match.phase != "cotillon" or table.match.to_act == 0:
                break
            table.apply(table.match.to_act, table.match.legal_actions()[0])
            table.timeline.finish()
        passed = table.model.log.deal_lines(deal)
        assert any("Vous passez" in line for line in passed), passed
        table.take_back()
        table = app.top
        after = table.model.log.deal_lines(deal)
        assert not any("Vous passez" in line for line in after), after
        assert after[:len(before)] == before, "what came before the word stays"
        assert len(after) == len(before) + 1 and after[-1] == table.t("help.took_back")
    finally:
        table.close()


@pytest.mark.parametrize("players,size", [(6, (800, 500)), (8, (1280, 720))])
def test_a_crowded_table_shows_the_baskets_counts_whole_in_fewer_words(players, size):
    """With six at 800×500 or eight at 1280×720 the counts panel dropped its last line without a
    word: where the whole lines find no clear place, the baskets are counted in fewer words and
    everyone's counters left to the stacks by the plates, each line shown, clear of the stacks."""
    from game.ui.games import guinguette_draw
    from game.ui.table import counts
    app = make_app(size)
    table = dealt_table(app, players)
    try:
        for _ in range(30):
            app.frame(1 / 60)
        table.adapter.gs.queue = [7, 9]
        rows, rect = counts._counts_placed(table)
        words = " ".join(rows).split()
        whole, short = table.adapter.counts(), table.adapter.counts_short()
        assert words in (" ".join(whole).split(), " ".join(short).split()), rows
        assert any("(7\xa0+\xa09)" in row for row in rows), rows
        stacks = [guinguette_draw.chips_rect(table, s) for s in range(players)]
        assert rect.collidelist(stacks) < 0 and rect.collidelist(counts._kept_clear(table)) < 0, rect
    finally:
        table.close()


def test_the_counts_stay_where_they_stand_while_they_lie_clear_there():
    """Five at Guinguette, 1280×720: a basket to play later widened the counts by a word, the panel
    went down under Hortense's counters, and came back up under the bar when the basket was
    played, and so on as the counters changed: a box jumping from one moment to the next. It
    moves when it must (in a narrow column, crowded, the counts now take their fewer words where
    they stood), and then stays where it lies clear."""
    from game.ui.table import counts
    app = make_app((1280, 720))
    table = dealt_table(app, 5)
    try:
        for _ in range(30):
            app.frame(1 / 60)
        gs = table.adapter.gs
        first = counts.counts_box(table)
        gs.queue = [8]
        moved = counts.counts_box(table)
        assert moved.collidelist(counts._kept_clear(table)) < 0 and first.collidelist(counts._kept_clear(table)) < 0
        for queue, chips in (([], gs.chips), ([], [100] * 5), ([], [9] * 5)):
            gs.queue, gs.chips = queue, list(chips)
            box = counts.counts_box(table)
            assert box.topleft == moved.topleft, (queue, chips, box, moved)
            assert box.collidelist(counts._kept_clear(table)) < 0
        app.resize((1280, 800))                 # a new window: the rule places it again
        app.frame(1 / 60)
        assert counts.counts_box(table).collidelist(counts._kept_clear(table)) < 0
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_where_the_counts_find_no_clear_place_they_lie_on_no_plate_or_counters(language):
    """Eight at Guinguette in 640×400: no place holds even the counts' first line clear of the
    seats, and the panel lay on the person's counters and Mathilde's. Where nothing is clear it
    lies where it covers no plate, counters, basket or trump: over fanned backs at most."""
    from game.ui.games import guinguette_draw
    from game.ui.table import counts
    app, table = eight_dealt_at_640(language)
    try:
        rows, rect = counts._counts_placed(table)
        assert rect.collidelist(counts._kept_clear(table)) >= 0, "the case of no clear place"
        lay = table.layout
        read = [lay.plate_rect(s) for s in range(8)] + [guinguette_draw.chips_rect(table, s) for s in range(8)]
        read += table.adapter.keep_clear()
        assert rect.collidelist(read) < 0, (rows, rect, read[rect.collidelist(read)])
        assert app.surface.get_rect().contains(rect)
    finally:
        table.close()


@pytest.mark.parametrize("language,cotillon", [("fr", "paniers du cotillon"), ("en", "cotillon basket")])
def test_the_vole_is_said_to_take_the_cotillon_s_baskets_alone(language, cotillon):
    """A deal's sheet read "Ernestine makes the vole: every basket is collected." over "Left on the
    table: guinguette 0 · cabaret 6 · cotillon 8": the vole takes the basket in play and every
    basket to play (§5), the guinguette and the cabaret have owners of their own. Its words, on
    the sheet and over the cloth, name the cotillon's baskets, for a seat of either sex."""
    for key in ("gg.end.vole", "gg.end.vole_you", "gg.banner.settle_vole", "gg.banner.settle_vole_you"):
        text = i18n.translate(key, language, name="Ernestine", amount=14, bonus=3)
        assert cotillon in text, (key, text)
        assert not any(word in text.split() for word in ("lui", "his", "her", "elle")), text


def test_the_vole_s_line_counts_the_baskets_apart_from_the_bonus_the_others_pay(monkeypatch):
    """"… takes every cotillon basket (12)": the 12 held the vole's bonus paid by every other
    player, and the baskets came to 9. The line gives the baskets and the bonus each its figure."""
    from types import SimpleNamespace
    app = make_app()
    app.settings["language"] = "en"
    table = dealt_table(app, 4)
    said = []
    monkeypatch.setattr(table.adapter, "story_line", lambda key, seat=None, **fmt: said.append((key, seat, fmt)))
    transfers = [{"amount": 7, "from": None, "to": 2, "basket": "in_play"},
                 {"amount": 2, "from": None, "to": 2, "basket": "queue", "index": 0}]
    transfers += [{"amount": 1, "from": s, "to": 2, "basket": None} for s in (0, 1, 3)]
    try:
        monkeypatch.setattr(table.adapter.settlement, "_transfer", lambda tr, delay: [])
        table.adapter.settlement.settle(SimpleNamespace(winner=2, reason="vole", transfers=transfers,
                                                        tricks=[0, 0, 4, 0], second_first=False))
        assert said == [("gg.banner.settle_vole", 2, {"amount": 9, "bonus": 3})]
        text = app.t("gg.banner.settle_vole", name="Anatole", **said[0][2])
        assert "(9)" in text and "(3)" in text, text
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(640, 400), (800, 500), (1280, 720), (1920, 1080)])
def test_a_seat_that_left_the_table_says_so_whole_on_its_plate(language, size):
    """At 1280x720 a Guinguette seat out of the match read "has left the tab…" on its plate (the
    line a pixel wider than the plate's room): the words fit whole, on the others' plates and on
    the person's, at every size."""
    from game.ui.table.layout import plate_inner
    app = make_app(size)
    app.settings["language"] = language
    table = dealt_table(app, 5)
    try:
        small = app.font("small")
        for seat in range(5):
            table.adapter.gs.at_table[seat] = False
            word = table.adapter.plate_detail(seat)
            room = plate_inner(table.layout.plate_rect(seat), seat != table.person).w
            assert word and small.size(word)[0] <= room, (seat, word, small.size(word)[0], room)
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size,players", [((1000, 1000), 4), ((1000, 1000), 8), ((640, 400), 4), ((700, 450), 4),
                                          ((800, 500), 3), ((800, 500), 5), ((1024, 768), 8), ((1600, 1200), 8),
                                          ((1152, 864), 8)])
def test_no_basket_stands_on_a_seat_s_counters(size, players, language):
    """At 1000×1000 with four seats the right seat's counters stood on the third basket waiting to
    be played, at 640×400 over "Panier au jeu 4", at 800×500 with five on the queue's label, at
    4:3 with eight on the waiting baskets: where no plan of the baskets keeps clear of every seat,
    the counters they would stand on go under their plate (at the end where there is room), as a
    seat's do where the window's side leaves no room left of it."""
    from game.ui.games import guinguette_draw as gd
    app = make_app(size)
    app.settings["language"] = language
    table = dealt_table(app, players)
    try:
        stage = table.adapter.stage
        window = pygame.Rect(0, 0, *size)
        baskets = gd._baskets_all(stage)       # each with its label, the queue as long as its row may grow
        for seat in range(players):
            counters = gd.chips_rect(stage, seat)          # the tallest stack and its count
            assert window.contains(counters), (seat, counters)
            assert counters.collidelist(baskets) < 0, (seat, counters, baskets)
            assert counters.collidelist(gd.trick_cards(stage)) < 0, (seat, counters)
            others = [r for s in range(players) if s != seat for r in gd._seat_rects(stage, s)]
            assert counters.collidelist(others) < 0, (seat, counters)
            if seat != stage.person:         # the cards it may show, under its plate too
                assert not counters.colliderect(gd.shown_row(stage, seat)), seat
        table.adapter.gs.queue = [7, 9, 11]
        app.frame(1 / 60)              # and they draw
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("seats,causes", [
    (3, [("ante", -3)]),
    (6, [("ante", -3), ("remue", -2), ("guinguette", 18), ("fine", -2)]),
])
def test_the_end_of_a_deal_in_a_low_window_shows_its_heads_and_causes_whole(monkeypatch, seats, causes, language):
    """At 640×400, three at Guinguette, the end of a deal read "Befo…" (French "Av…", "Don…") over
    the counters before and the deal's change: the causes being short, the sheet stayed narrow and
    those columns too. At six seats it read "mises −3 · remuer −2 · guinguette +18 · amend…", the
    sheet being at its widest and its rows one line high. The columns are as wide as their heads,
    and the sheet as tall as two lines of causes need, each cause whole on its line."""
    from test_ui_frame_support import sheet_heads_whole
    app = make_app((640, 400))
    app.settings["language"] = language
    table = dealt_table(app, seats)
    try:
        summary = {"deal": 2, "reason": "", "chips": [30] * seats, "before": [40] * seats, "guinguette": 3,
                   "cabaret": 3, "queue": [6], "causes": [causes] * seats}
        sheet = GuinguetteDealEnd(app, table, summary)
        app.push(sheet)
        placed = sheet_heads_whole(monkeypatch, app, ("table.col.player", "gg.col.before", "gg.col.change",
                                                      "gg.col.why", "gg.col.now"))
        texts = [text for text, _ in placed]
        assert not [t for t in texts if t.endswith("…") and t != app.t("learn.this_deal")]
        said = [app.t(f"gg.cause.{cause}", n=i18n.signed(n)).replace(" ", i18n.NO_BREAK) for cause, n in causes]
        lines = [text for text, rect in placed if sheet.rect.contains(rect) and any(c in text for c in said)]
        assert sum(text.count(c) for text in lines for c in said) == seats * len(causes), lines
        assert sheet.rect.top >= 0 and sheet.rect.bottom <= 400
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_five_causes_of_each_of_eight_players_are_written_whole_at_640_by_400(monkeypatch, language):
    """Eight at Guinguette in 640×400: a player's five causes read "mises −4 · remuer −4 · cotillon
    +23 · vole −7 · …", cut to one line for want of height. Each player's causes are written
    whole on two lines, clear of the other words, what is left on the table over the buttons."""
    app = make_app((640, 400))
    app.settings["language"] = language
    table = dealt_table(app, 8)
    try:
        five = [[("ante", -4), ("remue", -4), ("cotillon", 23), ("vole", -7), ("mouche_all", -26)],
                [("ante", -4), ("bet", -8), ("queue", 19), ("vole", 7), ("fine_all", -2)]]
        summary = {"deal": 2, "reason": "Anatole fait la vole.", "chips": [0] + [59] * 6 + [0], "before": [35] * 8,
                   "guinguette": 0, "cabaret": 16, "queue": [19], "causes": five * 4}
        sheet = GuinguetteDealEnd(app, table, summary)
        app.push(sheet)
        boxes, placed = sheet_drawn(monkeypatch, app, sheet)
        texts = [text for text, _ in placed]
        assert not [text for text in texts if text.endswith("…") and text != app.t("learn.this_deal")]
        rows = [rect for text, rect in placed if text in {table.seat_name(s) for s in range(8)}]
        for seat in range(8):
            why = sheet.why(seat)
            lines = [(text, rect) for text, rect in placed if text and text in why and rect.x > rows[seat].right]
            near = [text for text, rect in lines if abs(rect.centery - rows[seat].centery) < rows[1].y - rows[0].y]
            assert " ".join(near) == why, (near, why)
        # the two lines of causes closer than the small type's line, their letters apart (the
        # ascent over the next line's top); every other word clear of the rest
        small = app.font("small")
        for i, (text, rect) in enumerate(placed):
            assert sheet.rect.contains(rect), text
            for other, there in placed[i + 1:]:
                if rect.x == there.x and rect.h == there.h == small.get_height():
                    assert not rect.colliderect(there) or abs(rect.y - there.y) > small.get_ascent(), (text, other)
                else:
                    assert not rect.colliderect(there), (text, other)
        assert len(boxes) == 1             # what is left on the table: under the rows, over the buttons
        rows_end = max(rect.bottom for _, rect in placed if rect.collidelist([b.rect for b in sheet.buttons]) < 0)
        left = boxes[0][1]
        assert rows_end <= left.top < left.bottom <= sheet.buttons[0].rect.top
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_pad_in_a_small_window_names_each_row_whole(monkeypatch, language):
    """At 640×400 the Guinguette pad's rows read "Donne…" from the tenth deal and "Share-…" on the
    share-out: its first column is as wide as its labels."""
    from test_ui_frame_support import texts_drawn
    app = make_app((640, 400))
    app.settings["language"] = language
    table = dealt_table(app, 4)
    try:
        app.frame(1 / 60)
        rows = [{"deal": d, "chips": [40 - d, 40, 40, 40 + d], "queue": [], "guinguette": 0, "cabaret": 0,
                 "dealer": d % 4} for d in range(1, 12)]
        rows.append({"deal": 11, "share": True, "chips": [30, 40, 40, 50], "queue": [], "guinguette": 0,
                     "cabaret": 0})
        monkeypatch.setattr(table.adapter, "sheet_rows", lambda: rows)
        table.open_scores()
        assert isinstance(app.top, GuinguettePad)
        drawn = texts_drawn(monkeypatch, app.draw)
        assert app.t("table.deal_n", n=11) in drawn and app.t("gg.sheet.share") in drawn, \
            [t for t in drawn if t.endswith("…")]
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(640, 400), (700, 450), (800, 500), (1280, 720)])
def test_the_trump_s_label_keeps_clear_of_the_talon_s_name(size, language):
    """At 640×400, three at Guinguette in English, the trump's "trumps" under its disc ran into
    "Talon · 24 cards": the disc's room counted the disc alone, and its label is wider."""
    from game.ui.games import guinguette_draw as gd
    app = make_app(size)
    app.settings["language"] = language
    table = dealt_table(app, 3)
    try:
        app.frame(1 / 60)
        stage = table.adapter.stage
        small = app.font("small")
        x, y = gd.trump_centre(stage)
        label = pygame.Rect(0, 0, *small.size(app.t("gg.trump_label")))
        label.midtop = (int(x), int(y) + gd.trump_radius(stage) + 2)
        tx, ty = gd.talon_centre(stage)
        talon = gd._talon_box(stage, (tx, ty))
        assert gd.trump_rect(stage).contains(label)
        assert not label.colliderect(talon), (label, talon)
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(640, 400), (800, 500), (1280, 720)])
def test_why_a_match_stopped_is_said_whole_in_a_small_window(monkeypatch, size, language):
    """At 640×400, six at the table, the match's end read "You and Ernestine: not enough left for
    the stakes (3); the mat…": why it stopped takes two lines where one cannot hold it."""
    from test_ui_frame_support import texts_drawn
    app = make_app(size)
    app.settings["language"] = language
    table = dealt_table(app, 6)
    try:
        words = "You, Ernestine and Hortense: not enough left for the stakes (3); the match stops here."
        table.open_match_end({"ranking": [[2], [1], [3], [0], [4], [5]], "chips": [2, 5, 130, 3, 50, 50],
                              "start": 40, "stopped": words})
        for _ in range(30):
            app.frame(1 / 30)
        drawn = texts_drawn(monkeypatch, app.draw)
        lines = app.top._stopped(app.top.rect.w - 40)
        assert " ".join(lines) == words and all(line in drawn for line in lines), (lines, drawn[:12])
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_pad_in_a_small_window_says_which_deals_and_cuts_baskets_between_figures(monkeypatch, language):
    """At 640×400 the pad's line under its rows read "Donnes 5 à 11 sur 11 : la molette ou les
    flèches montrent les aut…", and a cotillon of baskets waiting "33 +…": the line says which
    deals in fewer words where how to see the others has no room, and the baskets are cut between
    two figures."""
    from test_ui_frame_support import texts_drawn
    app = make_app((640, 400))
    app.settings["language"] = language
    table = dealt_table(app, 6)
    try:
        app.frame(1 / 60)
        rows = [{"deal": d, "chips": [40 - d, 40, 40, 40 + d, 40, 40], "queue": [33, 12, 18] if d > 5 else [],
                 "guinguette": 0, "cabaret": 0, "dealer": d % 6} for d in range(1, 25)]
        monkeypatch.setattr(table.adapter, "sheet_rows", lambda: rows)
        table.open_scores()
        drawn = texts_drawn(monkeypatch, app.draw)
        assert not [text for text in drawn if text.endswith("…") and "+…" in text], drawn
        which = [text for text in drawn if text.startswith(app.t("table.pad_some_short", first=0, last=0,
                                                                  count=0).split(" ")[0])]
        assert which and not which[0].endswith("…"), which
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_cotillon_won_at_two_tricks_each_says_how_the_tie_went(language):
    """Ernestine and Anatole made two tricks each; the deal's sheet said only "Ernestine wins the
    cotillon.". At two tricks each the basket goes to whoever made a second trick first (§5): the
    sheet says so; a cotillon won outright says with how many tricks, the most, as the engine
    settled them (it said only who won it, not why)."""
    from types import SimpleNamespace
    app = make_app()
    app.settings["language"] = language
    table = dealt_table(app, 4)
    try:
        adapter = table.adapter
        name = table.seat_name(1)
        end = SimpleNamespace(deal=1, reason="won", chips=[40] * 4, guinguette=0, cabaret=0, cotillon_queue=[],
                              short=[], need=0, ends=False)
        for tricks, key in (([2, 2, 0, 0], "gg.end.won_second_first"), ([1, 2, 1, 0], "gg.end.won"),
                            ([0, 3, 1, 0], "gg.end.won")):
            adapter.settlement.settle(SimpleNamespace(reason="won", winner=1, tricks=tricks, transfers=[],
                                                      second_first=key.endswith("second_first")))
            table.timeline.finish()
            reason = adapter.deal_summary(end)["reason"]
            assert reason == app.t(key, name=name, n=tricks[1])
            if key == "gg.end.won":
                assert f"{tricks[1]}\u00a0" + {"fr": "levées", "en": "tricks"}[language] in reason
    finally:
        table.close()


def test_the_score_pad_says_once_in_the_deal_they_left_that_a_player_is_out(monkeypatch):
    """The pad wrote "out" in every deal after a player had left the table (§7 "eliminate"), a
    column of "out" down to the foot. It says so once, in the deal he left, with the counters he
    left with; his later cells hold a dash alone."""
    from game.ui.table.sheets import PadCells
    app = make_app((1280, 720))
    table = TableScene.from_record(app, played_record(8, 8, 20, 9))
    try:
        app.push(table)
        rows = [r for r in table.model.history if not r.get("share")]
        gone = {s: next(r["deal"] for r in rows if s in r["out"]) for r in rows for s in r["out"]}
        assert any(deal < rows[-1]["deal"] for deal in gone.values()), "someone left before the last deal"
        table.open_scores()
        cells: list[tuple[str, str]] = []
        real = PadCells.draw

        def spy(self, surface, x0, mid, change, change_ink, total, *args):
            cells.append((change, total))
            return real(self, surface, x0, mid, change, change_ink, total, *args)
        monkeypatch.setattr(PadCells, "draw", spy)
        app.top.draw(app.surface)
        assert len(cells) == len(rows) * 8, "every deal's row is on the pad"
        out = app.t("gg.sheet.out")
        for k, row in enumerate(rows):
            for s in range(8):
                change, total = cells[k * 8 + s]
                if s not in gone or row["deal"] < gone[s]:
                    assert change != out and total == str(row["chips"][s])
                elif row["deal"] == gone[s]:
                    assert (change, total) == (out, str(row["chips"][s])), (row["deal"], s)
                else:
                    assert (change, total) == ("", "–"), (row["deal"], s)
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("players,size", [(8, (640, 400)), (8, (800, 500)), (7, (640, 400)), (6, (640, 400)),
                                          (5, (640, 400))])
def test_the_pad_writes_every_cotillon_basket_waiting_whole(monkeypatch, players, size, language):
    """At eight seats in 640×400 the pad's cotillon column read "29 …" for the baskets 29, 11 and
    20 waiting: up to the four a cell names, each basket waiting is written whole, in the cotillon's
    column, over no other words and inside the pad."""
    import re
    app = make_app(size)
    app.settings["language"] = language
    table = dealt_table(app, players)
    try:
        app.frame(1 / 60)
        queues = [[], [29], [29, 11, 20], [29, 11, 20, 13]]
        rows = [{"deal": d + 1, "chips": [40 - d] + [40] * (players - 2) + [40 + d], "queue": queue,
                 "guinguette": 16 + d, "cabaret": 25, "dealer": d % players} for d, queue in enumerate(queues)]
        monkeypatch.setattr(table.adapter, "sheet_rows", lambda: rows)
        table.open_scores()
        pad = app.top
        assert isinstance(pad, GuinguettePad)
        placed = texts_placed(monkeypatch, lambda: pad.draw(app.surface))
        heads = {text: rect for text, rect in placed if text in (app.t("gg.sheet.cabaret"), app.t("gg.sheet.cotillon"))}
        border = (heads[app.t("gg.sheet.cabaret")].centerx + heads[app.t("gg.sheet.cotillon")].centerx) // 2
        column = sorted(((rect.y, text) for text, rect in placed
                         if rect.centerx > border and re.fullmatch(r"[\d+\s\u00a0\u202f…]+", text)))
        assert not [text for _, text in column if "…" in text], column
        assert re.findall(r"\d+", " ".join(text for _, text in column)) == \
            [str(v) for queue in queues for v in (queue or [0])], column
        words_inside_apart(pad, placed)
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("bankruptcy,size", [("end_match", (640, 400)), ("end_match", (1280, 720)),
                                             ("end_match", (1920, 1080)), ("eliminate", (1280, 720))])
def test_the_deal_s_sheet_warns_who_cannot_pay_the_next_antes(monkeypatch, bankruptcy, size, language):
    """Six at the table, 18 deals, bankruptcy ``end_match`` (§7, 9b): the match ended after deal 2
    because an Expert fell to 0, and the person was never warned. The end of the deal that leaves
    a player short of the next deal's antes says so, in red under the counts, with what follows
    (the match ends after this deal, or he leaves the table), and his counters are in red; the
    engine's deal_end says who (one home for the bankruptcy check)."""
    from test_ui_frame_support import _drawn

    from game.ui import theme
    options = {"starting_chips": 6 if bankruptcy == "end_match" else 10, "bankruptcy": bankruptcy}
    app = make_app(size)
    app.settings["language"] = language
    table = debutant_table(app, "guinguette", 6, options, seed=1, dealer=0)
    try:
        app.frame(1 / 60)
        end = None
        for seed in range(20):                 # a deal that leaves someone short (with eliminate: not all)
            match = new_match("guinguette", 6, options=options, seed=seed, dealer=0)
            rng = random.Random(seed)
            while end is None and not match.match_over:
                end = next((ev for ev in match.apply(rng.choice(match.legal_actions()))
                            if ev.kind == "deal_end" and ev.short), None)
            if end is not None and end.ends == (bankruptcy == "end_match"):
                break
            end = None
        assert end is not None
        summary = table.adapter.deal_summary(end)
        names = i18n.listed((table.seat_name(s) for s in end.short), app.t)
        key = "gg.end.short_ends" if end.ends else "gg.end.short_leave"
        words = app.t(key, need=end.need, names=names)
        assert summary["warning"] == words
        sheet = GuinguetteDealEnd(app, table, summary)
        app.push(sheet)
        for _ in range(30):
            app.frame(1 / 30)
        boxes, placed = sheet_drawn(monkeypatch, app, sheet)
        box = next(rect for text, rect in boxes if text == words)
        assert sheet.rect.contains(box) and box.bottom <= sheet.buttons[0].rect.top, (box, sheet.rect)
        assert not [text for text, rect in placed if rect.colliderect(box)]
        assert [b for _, b in boxes if b is not box and b.colliderect(box)] == []
        coloured = _drawn(monkeypatch, "text_in_box", lambda surface, text, font, colour, *a, **k: (text, colour),
                          lambda: sheet.draw(app.surface))
        assert (words, theme.RED) in coloured
        red = {text for text, colour in _drawn(monkeypatch, "draw_text", lambda surface, text, font, colour, *a, **k:
                                               (text, colour), lambda: sheet.draw(app.surface)) if colour == theme.RED}
        assert all(str(end.chips[s]) in red for s in end.short), red
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (1920, 1080)])
def test_the_bar_keeps_the_game_s_name_once_trumps_are_named_and_baskets_wait(size, language):
    """Six at 1920×1080, deal 2 of 18: once clubs were trumps and three cotillon baskets waited, the
    bar read "Deal 2/18  trumps: clubs · Guinguette 0 · Cabaret 12 · Cotillon 23 · to play: 17 + 17
    + 17", the game's name gone, and "trumps:" the one item in lower case. The bar keeps the game's
    name, the deal and the state of play whole, each of its items capitalised; the baskets waiting
    are on the cloth, each with its figure, and in the counts; on the bar, after the cotillon's
    figure, in fewer words where the whole line would push the game's name off (the trump left to
    the cloth, the baskets waiting added up)."""
    from game.ui.table.draw import bar_texts
    app = make_app(size)
    app.settings["language"] = language
    table = dealt_table(app, 6)
    try:
        app.frame(1 / 60)
        gs = table.adapter.gs
        gs.trump, gs.queue, gs.guinguette, gs.cabaret, gs.basket = "C", [17, 17, 17], 14, 12, 23
        table.model.deal = 12
        left, centre, *fewer = table.adapter.top_line()
        (first, _, first_rect), (second, _, second_rect) = bar_texts(table)
        assert first == left and first.startswith(app.t("game.guinguette")), first
        assert second in (centre, *fewer) and "…" not in second, second
        assert app.t("suit.clubs") in centre, centre
        assert first_rect.right < second_rect.left and second_rect.right <= table.bar_left
        assert all(item[0].isupper() for item in second.split(" · ")), second
        counts = " ".join(table.adapter.counts() + table.adapter.counts_short())
        assert i18n.summed([17, 17, 17]) in counts, counts
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(640, 400), (800, 500), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("queue", [[12], [17, 13]])
def test_the_bar_s_cotillon_says_the_baskets_waiting_their_turn(size, language, queue):
    """The bar read "Cotillon 0" while the counts said "Cotillon baskets to play later: 1 (12)" and
    the deal's sheet "Left on the table: … cotillon 12": the basket the next cotillon opens with
    was missing from the bar's baskets. The bar's cotillon says what waits after its figure
    ("Cotillon 0 (+12 later)", "(+17 + 13 later)", or added up where room is short), the baskets
    the counts list, whole in the bar beside the game's name and the deal."""
    from game.ui.table.draw import bar_texts
    app = make_app(size)
    app.settings["language"] = language
    table = dealt_table(app, 8)
    try:
        app.frame(1 / 60)
        gs = table.adapter.gs
        gs.trump, gs.queue, gs.guinguette, gs.cabaret, gs.basket, gs.basket_open = "H", queue, 9, 9, 0, False
        table.model.deal = 3
        (first, _, first_rect), (second, _, second_rect) = bar_texts(table)
        assert first.startswith(app.t("game.guinguette")) and "…" not in first + second, (first, second)
        waiting = [app.t(key, b=0, waiting=said) for said in (i18n.summed(queue), str(sum(queue)))
                   for key in ("gg.bar.later", "gg.bar.later_short")]
        assert any(said in second for said in waiting), second
        assert table.layout.top_bar.contains(second_rect) and second_rect.right <= table.layout.top_bar.right
        if table.layout.bar_rows == 1:
            assert first_rect.right < second_rect.left and second_rect.right <= table.bar_left
        counts = " ".join(table.adapter.counts())          # the same baskets as the counts say
        assert i18n.summed(queue) in counts and (i18n.summed(queue) in second or str(sum(queue)) in second)
    finally:
        table.close()

@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(1280, 720), (1366, 768)])
@pytest.mark.parametrize("queue", [[12], [17, 13], [19, 17, 13]])
def test_the_bar_keeps_the_trump_while_baskets_wait_in_a_window_1280_wide(size, language, queue):
    """In French at 1280×720 the bar dropped "Atout cœur" while a basket waited ("Cotillon 23 (+12 à
    jouer)" took its room), the trump left to the cloth's disc alone. At 1280 wide, the bar names
    the trump beside the game's name and the deal whenever baskets wait, these added up in fewest
    words where room is short ("Cotillon 23 (+30)")."""
    from game.ui.table.draw import bar_texts
    app = make_app(size)
    app.settings["language"] = language
    table = dealt_table(app, 8)
    try:
        app.frame(1 / 60)
        gs = table.adapter.gs
        gs.trump, gs.queue, gs.guinguette, gs.cabaret, gs.basket = "H", queue, 14, 12, 23
        table.model.deal = 12
        (first, _, _), (second, _, _) = bar_texts(table)
        assert first.startswith(app.t("game.guinguette")) and "…" not in first + second, (first, second)
        assert app.t("gg.bar.trump", suit=app.t("suit.hearts")) in second, second
        assert i18n.summed(queue) in second or str(sum(queue)) in second, second
    finally:
        table.close()


def _pad_of_rows(monkeypatch, app, table, players: int):
    """The score pad of three deals whose baskets waiting, once "19 + 17 + 11 + 32", ask the
    cotillon's column for room."""
    app.frame(1 / 60)
    queues = [([17, 17, 17], 6), ([19, 17, 11, 32], 12), ([], 0)]
    rows = [{"deal": d + 1, "chips": [40 - d] + [40] * (players - 2) + [40 + d], "queue": queue,
             "guinguette": 0, "cabaret": cabaret, "dealer": d % players}
            for d, (queue, cabaret) in enumerate(queues)]
    monkeypatch.setattr(table.adapter, "sheet_rows", lambda: rows)
    table.open_scores()
    pad = app.top
    assert isinstance(pad, GuinguettePad)
    return pad, rows


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [3, 6])
def test_the_pad_s_heads_stand_in_one_row_where_the_players_columns_have_room(monkeypatch, players, size,
                                                                              language):
    """Six at 1920×1080: the pad wrote "Cabaret" on a second row of heads, under the guinguette's and
    the cotillon's, while each player's column stood half empty. Where the players' columns have
    the room, the baskets' columns take it: every head on one row, apart, the cotillon's baskets
    whole on one line, each player's change beside his counters."""
    app = make_app(size)
    app.settings["language"] = language
    table = dealt_table(app, players)
    try:
        pad, rows = _pad_of_rows(monkeypatch, app, table, players)
        placed = texts_placed(monkeypatch, lambda: pad.draw(app.surface))
        heads = [table.seat_name(s) for s in range(players)] + pad._heads()
        found = sorted(((text, rect) for text, rect in placed if text in heads), key=lambda item: item[1].x)
        assert sorted(text for text, _ in found) == sorted(heads), found
        assert len({rect.centery for _, rect in found}) == 1, found
        assert all(b.left - a.right >= 6 for (_, a), (_, b) in zip(found, found[1:])), found
        texts = [text.replace("\xa0", " ") for text, _ in placed]        # one line, whole
        assert i18n.summed([19, 17, 11, 32], 4).replace("\xa0", " ") in texts, [text for text in texts if "+" in text]
        assert pad.row_lines(pad.rect.w) == 1
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(640, 400), (800, 500), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [3, 6, 8])
def test_the_pad_s_columns_keep_a_gap_between_them(monkeypatch, players, size, language):
    """Six at 1920×1080: once the cotillon's column read "19 + 17 + 11 + 32", the heads "Guing." and
    "Cabaret" stood 4 pixels apart and read as one, "Guing. Cabaret". Whatever the baskets hold,
    no word of one column comes nearer a word of the next on its line than half a column's gap."""
    from game.ui.table.sheets import COLUMN_GAP
    app = make_app(size)
    app.settings["language"] = language
    table = dealt_table(app, players)
    try:
        pad, _rows = _pad_of_rows(monkeypatch, app, table, players)
        margin, first, baskets, col = pad._columns(pad.rect.w)
        x = pad.rect.x + margin + first
        edges = [x + k * col for k in range(players + 1)] + \
                [x + players * col + sum(baskets[:k]) for k in (1, 2)]
        placed = texts_placed(monkeypatch, lambda: pad.draw(app.surface))
        in_columns = [(sum(edge <= rect.centerx for edge in edges), text, rect) for text, rect in placed
                      if rect.centerx >= x]
        for column, text, rect in in_columns:
            for other_column, other, elsewhere in in_columns:
                if other_column > column and rect.top < elsewhere.bottom and elsewhere.top < rect.bottom:
                    assert elsewhere.left - rect.right >= COLUMN_GAP // 2, (text, other)
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(640, 400), (1280, 720), (1920, 1080)])
def test_at_eight_the_baskets_names_the_trick_the_counts_and_the_plates_lie_clear_of_one_another(monkeypatch, size,
                                                                                                 language):
    """At eight seats in 640×400 "Cotillon 9" under the basket in play lay under the trick's first
    card (and the guinguette's and the cabaret's names under others); moved clear, the counts
    panel then stood against the edge of a plate. The names of the baskets, the cards of the
    trick, the counts panel and every plate keep clear of one another, the trump's disc by the
    trick."""
    import re

    from test_ui_frame_support import play_until

    from game.ui.games import guinguette_draw as gd
    from game.ui.table import counts
    app = make_app(size)
    app.settings["language"] = language
    table = dealt_table(app, 8)
    try:
        m = table.match
        play_until(app, table, lambda: m.phase == "play" and len(m.trick) >= 1)
        placed = texts_placed(monkeypatch, app.draw)
        words = [app.t(f"gg.basket.{name}") for name in ("guinguette", "cabaret", "cotillon")]
        names = [rect for text, rect in placed if any(re.fullmatch(word + r" \d+", text) for word in words)]
        assert len(names) == 3, placed
        stage = table.adapter.stage
        trick = gd.trick_cards(stage)
        plates = [table.layout.plate_rect(seat) for seat in range(8)]
        panel = counts.counts_box(table)
        assert panel is not None
        for name in names:
            assert name.collidelist(trick) < 0 and name.collidelist(plates) < 0, (name, trick)
            assert not name.colliderect(panel), (name, panel)
        assert panel.inflate(4, 4).collidelist(plates) < 0 and panel.collidelist(trick) < 0, panel    # nor against
        cw, ch = gd.card_size(table.layout.table_h)          # the cards as they lie, not askew
        for seat in range(8):
            x, y = table.layout.trick_slot(seat)
            assert pygame.Rect(int(x - cw / 2), int(y - ch / 2), cw, ch).collidelist(plates) < 0, seat
        assert gd.trump_rect(stage).collidelist(trick + plates) < 0
        assert gd.trump_rect(stage).centerx - table.layout.trick_area().centerx < size[0] * 0.25    # by the trick
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(800, 500), (1280, 720), (1920, 1080)])
def test_the_trump_and_speaking_panels_leave_every_seat_s_counters_in_sight_at_eight(size, language):
    """Eight at Guinguette in 1920x1080: the corner of the panel naming trumps lay on the top of
    Ernestine's counters, its sentence on one line making it wide. The panel's sentence wraps
    rather than lie on a seat's counters, for the trump, the speaking and the remue's card."""
    from game.ui.games import guinguette_draw as gdraw
    app = make_app(size)
    app.settings["language"] = language
    table = debutant_table(app, "guinguette", 8, {"tierce_suits": "any"}, seed=5, dealer=7)
    try:
        seen = []
        for _ in range(3000):
            if table.trick_waiting:
                table.proceed()
            kind = type(table.dialog).__name__ if table.dialog is not None else None
            if kind in ("TrumpChoice", "Speaking", "RemuePick") and table.dialog_buttons \
                    and not table.timeline.busy() and kind not in seen:
                seen.append(kind)
                panel = table.dialog.rect(table.stage)
                under = [s for s in range(8) if panel.colliderect(gdraw.chips_rect(table.stage, s))]
                assert not under, (kind, panel, under)
                assert all(panel.contains(b.rect) for b in table.dialog_buttons)
                if kind == "TrumpChoice":
                    click(app, table.dialog_buttons[0].rect.center)
                elif kind == "Speaking":
                    click(app, next(b for b in table.dialog_buttons
                                    if b.label.startswith(("Je remue", "I stir"))).rect.center)
                else:
                    break
            app.frame(1 / 60)
        assert seen == ["TrumpChoice", "Speaking", "RemuePick"], seen
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(640, 400), (800, 500)])
def test_the_baskets_names_lie_clear_of_the_seats_and_the_trick_at_eight(monkeypatch, size, language):
    """Eight at Guinguette: at 640×400 "Cabaret 8" lay on the top of Mathilde's cards, at 800×500
    "Cotillon 9" grazed the edge of the trick's right card (and the guinguette's and the cabaret's
    names its left ones): no plan of the baskets keeps every name clear there. Each basket's name,
    as drawn with two digits, lies clear of every seat's cards, plate, tricks and counters, of the
    trick's cards and of the other baskets, within the window."""
    from game.ui.games import guinguette_draw as gd
    app = make_app(size)
    app.settings["language"] = language
    table = dealt_table(app, 8)
    try:
        stage = table.adapter.stage
        gs = table.adapter.gs
        gs.guinguette, gs.cabaret, gs.basket = 88, 88, 88
        placed = texts_placed(monkeypatch, app.draw)
        names = [app.t(f"gg.basket.{name}") + " 88" for name in ("guinguette", "cabaret", "cotillon")]
        drawn = {text: rect for text, rect in placed if text in names}
        assert set(drawn) == set(names), placed
        things = [(seat, r) for seat in range(8) for r in gd._seat_rects(stage, seat)]
        things += [("trick", r) for r in gd.trick_cards(stage)]
        window = pygame.Rect(0, 0, *size)
        for text, rect in drawn.items():
            assert window.contains(rect), text
            assert not [what for what, r in things if r.colliderect(rect)], (text, rect)
            baskets = [gd._basket_box(stage, gd.basket_centre(stage, name), name)
                       for name, word in (("guinguette", "guinguette"), ("cabaret", "cabaret"), ("in_play", "cotillon"))
                       if not text.startswith(app.t(f"gg.basket.{word}"))]
            assert rect.collidelist(baskets) < 0, (text, rect)
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_after_a_stir_the_line_beside_the_hand_says_which_card_went_back_and_which_came(monkeypatch, language):
    """After "Je remue", the card drawn simply appeared in the hand: the line over the cloth that
    said it gave way at once to the next seat's word. The line beside the hand says which card
    went back into the talon and which came, while the others speak and while he decides whether
    to stir again; it goes once he has answered."""
    app = make_app()
    app.settings["language"] = language
    table, beside_the_hand = _stirred_putting_back_the_six_of_clubs(monkeypatch, app)
    try:
        assert table.match.remuers[0] == 1
        said = _the_stir_s_line(app, table)
        seen_while_others_speak = False
        for _ in range(3000):                                  # the others speak, then he is asked again
            app.frame(1 / 60)
            if table.adapter.gs.said[1] and said in beside_the_hand():
                seen_while_others_speak = True
            if isinstance(table.dialog, Speaking) and not table.timeline.busy():
                break
        assert isinstance(table.dialog, Speaking) and table.match.to_act == 0
        assert seen_while_others_speak
        assert said in beside_the_hand()                       # as he decides to stir again or not
        click(app, button_labelled(table.dialog_buttons, app.t("gg.btn.stop")).rect.center)
        settle(app)
        assert said not in beside_the_hand()
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(1600, 900), (1920, 1080)])
@pytest.mark.parametrize("players", [4, 8])
def test_the_bar_keeps_the_trump_with_two_figure_baskets_in_a_wide_window(size, players, language):
    """In French at 1600 and 1920 wide, the guinguette at 14, the cabaret at 12, the cotillon at 12
    and two baskets of 14 and 22 waiting, the bar dropped "Atout cœur" to the cloth, 7 to 12 px
    short of room even with the baskets added up ("Cotillon 12 (+36)"). The bar names the trump,
    by its suit's sign where its name does not fit ("Atout ♥"), beside the game's name and the
    deal, and the three baskets with those waiting, whole, whatever the trump and the figures."""
    from game.ui.games import SUIT_KEYS
    from game.ui.table.draw import bar_texts
    app = make_app(size)
    app.settings["language"] = language
    table = dealt_table(app, players)
    try:
        app.frame(1 / 60)
        gs = table.adapter.gs
        table.model.deal = 12
        for trump in "HDCS":
            for g, c in ((14, 12), (22, 31), (38, 27)):
                gs.trump, gs.queue, gs.guinguette, gs.cabaret, gs.basket = trump, [14, 22], g, c, 12
                (first, _, _), (second, _, rect) = bar_texts(table)
                said = [app.t("gg.bar.trump", suit=suit)
                        for suit in (app.t(SUIT_KEYS[trump]), i18n.SUIT_SYMBOLS[trump])]
                assert first.startswith(app.t("game.guinguette")) and "…" not in first + second, (first, second)
                assert any(trumps in second for trumps in said), (trump, g, c, second)
                assert f"{g} " in second and f"{c} " in second and ("36" in second or i18n.summed([14, 22]) in second)
                assert rect.right <= table.bar_left
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("players", [7, 8])
def test_the_deal_s_opening_line_lies_clear_of_the_baskets_waiting_in_a_small_window(monkeypatch, players,
                                                                                     language):
    """At 640×400 with eight seats, "Anatole shows the queen of diamonds and takes the guinguette
    (8).", the line a deal opens with, lay over the basket waiting beside Anatole's plate and its
    label "To play: 1": in one line or two it finds no place clear on the cloth. Whoever shows the
    queen, with one, two or three baskets waiting, the line's box lies clear of each basket waiting
    as drawn, its amount, its label and its tray, of the baskets, the trump and the plates."""
    from game.ui import theme
    from game.ui.games import guinguette_draw as gd
    from game.ui.table import draw
    app = make_app((640, 400))
    app.settings["language"] = language
    table = dealt_table(app, players)
    try:
        for _ in range(30):
            app.frame(1 / 60)
        gs = table.adapter.gs
        gs.trump = "S"
        stage = table.adapter.stage
        labels = [app.t(key, n=n) for key in ("gg.basket.queue", "gg.basket.queue_short") for n in (1, 2, 3)]
        for queue in ([8], [8, 16], [8, 16, 7]):
            gs.queue = list(queue)
            cloth = functools.partial(gd.draw_cloth, table.adapter, app.surface)
            waiting = [r for wicker, amount, _n in waiting_drawn(monkeypatch, table) for r in (wicker, amount)]
            waiting += [rect for text, rect in texts_placed(monkeypatch, cloth) if text in labels]
            waiting += panels_drawn(monkeypatch, gd.TRAY_EDGE, cloth)
            others = [gd._drawn_box(stage, name, gd.basket_centre(stage, name)) for name in gd.NAMED]
            others += [gd.trump_rect(stage)] + [table.layout.plate_rect(s) for s in range(players)]
            for seat in range(players):
                stage.banner("gg.banner.guinguette", seat, amount=8)
                boxes = panels_drawn(monkeypatch, theme.GOLD, lambda: draw.draw_banner(table, app.surface))
                assert len(boxes) == 1
                assert boxes[0].collidelist(waiting) < 0, (queue, table.banner_text(), boxes[0], waiting)
                assert boxes[0].collidelist(others) < 0, (queue, table.banner_text(), boxes[0])
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_last_deal_says_its_baskets_are_shared_after_it_not_played_later(language):
    """§7: on a match's last deal nothing waits for a later deal: the counts said "Aucun panier du
    cotillon à jouer plus tard" (or listed baskets "to play later") though the baskets are shared
    once it ends. They say so on the last deal, and what waits for later before it."""
    from game.ai.guinguette_policy import fast_action
    app = make_app()
    app.settings["language"] = language
    seats = default_seats(3)
    for seat in seats[1:]:
        seat["level"] = "debutant"
    options = {"match_length": 1}                     # three deals at three players
    match = new_match("guinguette", 3, options, seed=4, dealer=0)
    rng = random.Random(4)
    said = {}
    for deal in (2, 3):
        while match.deal < deal:
            match.apply(fast_action(match, rng))
        table = TableScene(app, MatchConfig("guinguette", 3, options, seats, seed=4, dealer=0), match=match.clone())
        app.push(table)
        try:
            app.frame(1 / 60)
            said[deal] = table.adapter.counts(), table.adapter.counts_short()
        finally:
            table.close()
            app.stack.clear()
    later = (app.t("gg.count.queue", k=1, values="")[:12], app.t("gg.count.no_queue"))
    assert any(line.startswith(later[0]) or line == later[1] for line in said[2][0])
    assert app.t("gg.count.last") in said[3][0] and app.t("gg.count.last_short") in said[3][1]
    assert not any(line.startswith(later[0]) or line == later[1] for line in said[3][0])


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("players", [4, 5, 7])
@pytest.mark.parametrize("size", [(800, 500), (1280, 720)])
def test_the_betting_panel_and_its_tags_leave_the_others_cards_plates_and_counters_in_sight(monkeypatch, size,
                                                                                             players, language):
    """At 800×500 the cabaret's betting panel lay on the tops of the opponents' fans (five seats:
    Ernestine's), at seven on Anatole's counters and plate, "45" read "4": the cloth had room clear
    of them, beside the cabaret's basket, with the raises in fewer words. The panel lies on no
    other seat's plate, counters nor fanned cards, and the help of each choice, under the
    pointer, on no plate nor counters."""
    from test_ui_frame_support import tags_on_hover

    from game.ui.games import guinguette_draw as gd
    with at_the_betting_panel(size, players, language) as (app, table):
        assert_betting_panel_covers_nothing_read(table, size)
        plates = [table.layout.plate_rect(s) for s in range(players)] + \
            [gd.chips_rect(table.stage, s) for s in range(players)]
        for button in [b for b in table.dialog_buttons if b.help]:
            (text, tag), = tags_on_hover(monkeypatch, app, button.rect.center)
            assert tag.collidelist(plates) < 0, (button.label, tag, plates[tag.collidelist(plates)])


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(800, 500), (1280, 720), (1920, 1080)])
def test_each_word_of_the_cotillon_is_explained_beside_its_button_at_eight_seats(monkeypatch, size, language):
    """Eight at Guinguette, 800×500: no place by the speaking panel was clear for the help of "Je
    joue", "Je remue" or "Je passe", and each went down to the window's bottom-right corner, beside
    the hand, far from the button it explains, while the cloth between the baskets lay free (at
    1280×720 and 1920×1080 "Je joue"'s went there too). Each now stands near its button (its
    middle within two fifths of the window's height of the button's), in fewer words where the
    whole has no room there, on no plate, card, count, basket, the panel, the story line or the
    hand, and inside the window."""
    from test_ui_frame_support import tags_on_hover

    from game.ui.table.draw import _seats_cards, banner_placed, counts_box
    app = make_app(size)
    app.settings["language"] = language
    table = debutant_table(app, "guinguette", 8, seed=3)
    try:
        until_speaking(app, table)
        lay = table.layout
        for button in [b for b in table.dialog_buttons if b.help]:
            said = [(text, rect) for text, rect in tags_on_hover(monkeypatch, app, button.rect.center)
                    if text in (button.help, button.short_help)]
            assert len(said) == 1, (button.label, said)
            rect = said[0][1]
            panel = table.dialog.rect(table.stage).unionall([b.rect for b in table.dialog_buttons])
            banner = banner_placed(table)
            kept = [lay.plate_rect(s) for s in range(8)] + _seats_cards(table) + list(table.adapter.shown_clear()) + \
                [panel, lay.hand_span(len(table.model.hand)), lay.top_bar] + \
                [box for box in (counts_box(table), banner[0] if banner else None) if box is not None]
            assert rect.collidelist(kept) == -1, (button.label, rect, kept[rect.collidelist(kept)])
            assert app.surface.get_rect().contains(rect)
            far = ((rect.centerx - button.rect.centerx) ** 2 + (rect.centery - button.rect.centery) ** 2) ** 0.5
            assert far <= size[1] * 0.4, (button.label, rect, button.rect)
    finally:
        table.close()


def until_speaking(app, table) -> None:
    """The person's first answers taken (the first offered) until the cotillon's speaking panel
    stands, nothing moving."""
    for _ in range(20000):
        if isinstance(table.dialog, Speaking) and table.dialog_buttons and not table.timeline.busy():
            break
        if app.top is not table:
            app.pop()
        elif table.trick_waiting:
            table.proceed()
        elif table.person_seat.question is not None and not table.timeline.busy():
            table.choose(concrete(table.person_seat.question.legal[0]).to_json())
        else:
            app.frame(1 / 60)
    assert isinstance(table.dialog, Speaking)


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_at_three_seats_each_choice_s_help_stands_against_the_panel_level_with_its_button(monkeypatch, size,
                                                                                          language):
    """Three at Guinguette, 1280×720 and 1920×1080: the help of each raise of the cabaret and of
    "Je joue", "Je remue" and "Je passe" stood in the strip under the top bar, clear of everything
    but the window's height away from the panel, and a person did not tie it to its button. Each
    now stands against the panel, level with its button (its whole words or fewer, in lines as
    long as the room there allows), on no plate, card, count, basket, story line, the hand nor the
    bar."""
    from test_ui_frame_support import assert_help_by_its_button, tags_on_hover
    app = make_app(size)
    app.settings["language"] = language
    for kind in (Betting, Speaking):
        if kind is Betting:
            table = decision_table(app, 3, EIGHT_HANDS[:3], dealer=2)
        else:
            table = debutant_table(app, "guinguette", 3, seed=3)
        try:
            until_betting(app, table) if kind is Betting else until_speaking(app, table)
            helped = [b for b in table.dialog_buttons if b.help]
            assert len(helped) >= 3, [b.label for b in table.dialog_buttons]
            for button in helped:
                said = [(text, rect) for text, rect in tags_on_hover(monkeypatch, app, button.rect.center)
                        if text in (button.help, button.short_help)]
                assert len(said) == 1, (button.label, said)
                assert_help_by_its_button(table, button, said[0][1])
        finally:
            table.close()
            app.stack.clear()


def owed_table(app, players):
    """A Guinguette table of ``players`` (EIGHT_HANDS, the person last to bet) where the seats
    before the person raised: his betting panel says what calling costs and offers "Tenir", "Quitter"
    and the raises, its widest."""
    seats = default_seats(players)
    for seat in seats[1:]:
        seat["level"] = "debutant"
    match = new_match("guinguette", players, options={}, seed=1, dealer=0, deals=[{"hands": EIGHT_HANDS[:players]}])
    while match.view(0).phase != "cabaret" or match.to_act != 0:
        legal = match.legal_actions()
        match.apply(next((a for a in legal if a.to_json().get("move") == "renvier"), legal[0]))
    table = TableScene(app, MatchConfig("guinguette", players, {}, seats, seed=1, dealer=0), match=match)
    app.push(table)
    app.frame(1 / 60)
    return table


@contextlib.contextmanager
def at_the_betting_panel(size, players, language, owed=False):
    """A window of ``size`` in ``language``, a Guinguette table of ``players`` (EIGHT_HANDS) at the
    person's betting panel: his first bet, or with ``owed`` after the seats before him raised
    (:func:`owed_table`); yields (app, table), the table closed once done."""
    app = make_app(size)
    app.settings["language"] = language
    table = owed_table(app, players) if owed else decision_table(app, players, EIGHT_HANDS[:players],
                                                                 dealer=players - 1)
    try:
        until_betting(app, table)
        yield app, table
    finally:
        table.close()


def assert_betting_panel_covers_nothing_read(table, size) -> None:
    """The betting panel and its buttons lie on no seat's plate or counters, on no other seat's fanned
    cards nor any card shown, and clear of the counts panel, in the window above the hand."""
    from game.ui.games import guinguette_draw as gd
    from game.ui.table import counts
    stage, lay, players = table.stage, table.layout, table.players
    panel = table.dialog.rect(stage).unionall([b.rect for b in table.dialog_buttons])
    read = [lay.plate_rect(s) for s in range(players)] + [gd.chips_rect(stage, s) for s in range(players)] + \
        [lay.fan_rect(s, gd.HAND) for s in range(players) if s != table.person] + \
        [rect for _code, rect in gd.shown_places(table.adapter)]
    box = counts.counts_box(table)
    read += [box] if box is not None else []
    assert panel.collidelist(read) < 0, (panel, read[panel.collidelist(read)])
    assert pygame.Rect(0, 0, *size).contains(panel) and panel.bottom <= lay.hand_span().top
    assert all(table.dialog.rect(stage).contains(b.rect) for b in table.dialog_buttons)


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(800, 500), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [3, 4, 5, 6, 7, 8])
def test_the_betting_panel_covers_no_seat_s_cards_plate_counters_nor_the_counts(size, players, language):
    """At six seats in 800×500 in French the cabaret's betting panel lay on the top of Ernestine's
    fan: the cloth between the cabaret's name and the right-hand seats' counters is a few pixels
    narrower than the panel with "Renvier :" before its raises. There it stands with the caption
    above the raises, two by two: at every table and size it covers no plate, counters, fanned
    cards, card shown nor the counts."""
    with at_the_betting_panel(size, players, language) as (_app, table):
        assert_betting_panel_covers_nothing_read(table, size)


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("players", [3, 4, 5, 6, 7, 8])
def test_the_betting_panel_after_a_raise_covers_no_seat_s_cards_plate_counters_nor_the_counts(players, language):
    """After the others raised, the panel says what calling costs and offers "Tenir (2)" and
    "Quitter": wider, in 800×500 it covers no seat's plate, counters, cards nor the counts either."""
    size = (800, 500)
    with at_the_betting_panel(size, players, language, owed=True) as (app, table):
        assert any(b.label == app.t("gg.btn.quitter") for b in table.dialog_buttons)
        assert_betting_panel_covers_nothing_read(table, size)


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("players,size", [(3, (800, 500)), (3, (1280, 720)), (8, (800, 500)), (8, (1280, 720)),
                                          (8, (1920, 1080))])
def test_the_pad_keeps_its_columns_when_counters_reach_three_figures_or_a_loss(monkeypatch, players, size,
                                                                                language):
    """As a match went on the pad re-laid itself under the eyes: a player's counters reaching 100
    or a loss of ten widened their cells and moved every column. It is laid out from the first
    deal for the widest the match may write (every counter at the table: TableAdapter.pad_most):
    the pad, its heads and the first deal's row stand where they stood, and the new figures are
    written inside the pad, over no other words."""
    app = make_app(size)
    app.settings["language"] = language
    table = dealt_table(app, players)
    try:
        app.frame(1 / 60)
        total = 40 * players
        first = {"deal": 1, "chips": [38] + [40] * (players - 2) + [42], "queue": [], "guinguette": 3,
                 "cabaret": 4, "dealer": 0}
        rich = total - 5 * (players - 1)
        later = {"deal": 2, "chips": [rich] + [5] * (players - 1), "queue": [], "guinguette": 3, "cabaret": 4,
                 "dealer": 1}
        seen = []
        for rows in ([first], [first, later]):
            monkeypatch.setattr(table.adapter, "sheet_rows", lambda rows=rows: rows)
            table.open_scores()
            app.frame(1 / 60)
            pad = app.top
            assert isinstance(pad, GuinguettePad)
            placed = texts_placed(monkeypatch, lambda pad=pad: pad.draw(app.surface))
            words_inside_apart(pad, placed)
            seen.append((tuple(pad.rect), [(text, tuple(rect)) for text, rect in placed]))
            if len(rows) > 1:       # the later deal's figures, whole: three of them, a loss of 35
                texts = [text for text, _ in placed]
                assert str(rich) in texts and i18n.signed(5 - 40) in texts, texts
            pad.close()
        assert seen[0][0] == seen[1][0]
        assert not set(seen[0][1]) - set(seen[1][1]), (set(seen[0][1]) - set(seen[1][1]), seen[1][1])
    finally:
        table.close()


def cloth_drawn(table) -> dict:
    """What the table lays on the cloth, each where it is drawn: every seat's plate (its dealer's
    mark in its corner), its counters (the tallest stack and its count), its won tricks with their
    count, a computer seat's fanned cards and its hand laid aside once it passes; the trick's cards
    as they lie, turned; the three baskets with their names, the baskets waiting and their label,
    the talon with its name and the trump."""
    from game.ui.cards import card_size
    from game.ui.games import guinguette_draw as gd
    from game.ui.table import counts
    stage = table.adapter.stage
    lay = table.layout
    cw, ch = card_size(lay.trick_h())
    tilt = lay._tilt_room(lay.trick_h())
    out = {}
    for seat in range(lay.players):
        out[("plate", seat)] = lay.plate_rect(seat)
        out[("counters", seat)] = gd.chips_rect(stage, seat)       # the tallest stack and its count
        pile = lay.stack_rect(seat)
        out[("tricks", seat)] = pile.union(pile.move(3, -6)).union(counts.trick_count(table, seat, 4)[1])
        if seat != stage.person:
            out[("cards", seat)] = lay.fan_rect(seat, 4)
            aw, ah = card_size(int(lay.seat_h * 0.8))
            aside = pygame.Rect(0, 0, ah, aw)           # four backs turned a quarter
            aside.center = tuple(int(v) for v in gd.aside_centre(stage, seat))
            out[("laid aside", seat)] = aside.union(aside.move(3, -3))
        x, y = lay.trick_slot(seat)
        out[("trick", seat)] = pygame.Rect(int(x - cw / 2), int(y - ch / 2), cw, ch).inflate(2 * tilt, 2 * tilt)
    for name in gd.NAMED:
        out[(name, None)] = gd._drawn_box(stage, name, gd.basket_centre(stage, name))
    out[("talon", None)] = gd._talon_box(stage, gd.talon_centre(stage))
    out[("trump", None)] = gd.trump_rect(stage)
    place = gd._queue_place(stage, gd.QUEUE_SHOWN)
    for k, rect in enumerate(gd._queue_baskets(stage, place.centre, place.shown, place.scale)):
        out[("waiting", k)] = rect
    out[("waiting label", None)] = gd._queue_label_drawn(stage, gd.QUEUE_SHOWN)[1]
    return out


def cloth_overlaps(drawn: dict, of=None) -> list:
    """The pairs of ``drawn`` (:func:`cloth_drawn`) that overlap (``of``: those with one of these
    kinds), but a seat's cards or hand laid aside over its own plate's top, its counters' room
    against its own plate (their stack stands clear of it: test_every_seat_s_counters_stand_clear_
    of_the_plates), the trick's cards over one another, the baskets waiting and their label."""
    def together(a, b) -> bool:
        kinds = {a[0], b[0]}
        return (kinds <= {"plate", "cards", "laid aside"} and a[1] == b[1]) or kinds == {"trick"} or \
            kinds <= {"waiting", "waiting label"} or (kinds == {"plate", "counters"} and a[1] == b[1])
    pairs = list(drawn.items())
    return [(a, b) for i, (a, ra) in enumerate(pairs) for b, rb in pairs[i + 1:]
            if ra.colliderect(rb) and not together(a, b) and (of is None or a[0] in of or b[0] in of)]


@pytest.mark.parametrize("language", ["fr", "en"])
def test_three_seats_left_of_the_open_log_lay_nothing_of_the_cloth_on_another(language):
    """Three at Guinguette in 800x500, the log's drawer open (the table in the 540 px left of it):
    Ernestine's counters and her tricks stood on the basket in play, the cloth's pieces sized for
    the whole window in a room whose cards were a fifth smaller. No plate, counters, pile of tricks,
    fanned or laid-aside cards, card of the trick, basket or its name, basket waiting, talon nor
    trump lies on another."""
    app = make_app((800, 500))
    app.settings["language"] = language
    table = dealt_table(app, 3)
    try:
        table.toggle_log()
        app.frame(1 / 60)
        assert table.layout.w < 800
        table.adapter.gs.queue = [7, 9, 11]
        assert cloth_overlaps(cloth_drawn(table)) == []
        app.frame(1 / 60)                    # and it draws
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_eight_seats_left_of_the_open_log_keep_each_seat_s_counters_and_the_baskets_clear(language):
    """Eight at Guinguette in 800x500, the log's drawer open: Barnabé's counters stood on
    Clémence's plate and dealer's mark, Anatole's under the trick's 5♥ and 10♣, the guinguette on
    Octave's cards. Every seat's counters lie on nothing else of the cloth; the guinguette and the
    basket in play, with their names, on no seat's plate, counters, tricks or cards nor on the
    trick; the talon, the trump and the baskets waiting on nothing."""
    app = make_app((800, 500))
    app.settings["language"] = language
    table = dealt_table(app, 8)
    try:
        table.toggle_log()
        app.frame(1 / 60)
        table.adapter.gs.queue = [7, 9, 11]
        assert cloth_overlaps(cloth_drawn(table), {"counters", "guinguette", "in_play", "talon", "trump",
                                                   "waiting", "waiting label"}) == []
        app.frame(1 / 60)
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_line_beside_the_hand_cut_to_one_line_keeps_the_click_it_waits_for(language):
    """Eight seats left of the log's open drawer at 800x500: the line beside the hand, kept to one
    line under the talon's name, was cut at its end, "Hortense remporte le pli · cliq…". Where no
    form fits whole, who takes the trick is cut and the click the table waits for said whole."""
    from game.ui.table.draw import hint_lines
    pygame.init()
    font = widgets.font_for("body", 500)
    words = i18n.catalogue(language)
    forms = [words[key].format(name="Hortense") for key in ("table.trick_waits", "table.trick_waits_short")]
    click = forms[-1].rsplit(" · ", 1)[1]
    width = font.size(forms[-1])[0] - 20           # the fewest words a little too wide
    area = pygame.Rect(0, 0, width, 2 * font.get_linesize())
    above = pygame.Rect(0, -10, width, 10 + font.get_linesize())     # two lines would lie on this
    lines = hint_lines([(forms, (255, 255, 255))], font, area, [above])
    assert len(lines) == 1, lines
    line = lines[0][0]
    assert line.endswith(" · " + click) and "…" in line and font.size(line)[0] <= width, line
