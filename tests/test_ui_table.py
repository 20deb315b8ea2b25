"""The Polignac table driven by posted events (dummy video driver): seats, hand, reasons, dialogs."""
import time

import pygame
import pytest
from test_ui_frame_support import card_strip as strip
from test_ui_frame_support import frames
from test_ui_frame_support import key_down as post_key
from test_ui_table_play import click, make_app, table_words, to_the_deal_sheet

from game.engine import new_match
from game.ui import i18n
from game.ui.config import MatchConfig, default_seats
from game.ui.games.polignac import EcartPick
from game.ui.table import TableScene
from game.ui.table.dialogs import Choice
from game.ui.table.draw import hand_rects, last_trick_panel
from game.ui.table.layout import TableLayout
from game.ui.table.sheets import DealEndScene


def settle(app, n=30):
    frames(app, n)


def ecart_table(size, players, language, seed, dealer):
    """A Polignac table of ``players`` with the dealer's écart, in ``language`` at ``size``, open."""
    app = make_app(size)
    app.settings["language"] = language
    table = TableScene(app, MatchConfig("polignac", players, {"leftover_method": "dealer_ecart"},
                                        default_seats(players), seed=seed, dealer=dealer))
    app.push(table)
    return app, table


def table_for(app, match, players=4):
    seats = default_seats(players)
    for seat in seats[1:]:
        seat["level"] = "debutant"
    config = MatchConfig("polignac", players, {}, seats, seed=1, dealer=match.dealer)
    table = TableScene(app, config, match=match)
    app.push(table)
    return table


def card_rect(table, code):
    return dict(hand_rects(table))[code]


# ---------------------------------------------------------------- seats around the table

@pytest.mark.parametrize("players", [3, 4, 5, 6, 7, 8])
def test_next_player_after_the_person_sits_on_his_right_when_play_goes_right(players):
    lay = TableLayout((1280, 720), players, "right")
    cx = lay.centre[0]
    assert lay.seat_anchor(1)[0] > cx            # Polignac plays to the right (rules §3)
    assert lay.seat_anchor(players - 1)[0] < cx
    left = TableLayout((1280, 720), players, "left")
    assert left.seat_anchor(1)[0] < cx


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7, 8])
def test_every_seat_has_its_own_place_above_the_hand(players):
    for size in ((1280, 720), (1920, 1080)):
        lay = TableLayout(size, players)
        plates = [lay.plate_rect(s) for s in range(players)]
        for i, a in enumerate(plates):
            assert lay.top_bar.bottom <= a.top and a.bottom <= size[1]
            for b in plates[i + 1:]:
                assert not a.colliderect(b)
        hand_top = lay.hand_span(10).top
        for s in range(1, players):
            assert lay.plate_rect(s).bottom < hand_top or not lay.plate_rect(s).colliderect(lay.hand_span(10))


def test_clockwise_option_turns_the_table():
    app = make_app()
    seats = default_seats(4)
    table = TableScene(app, MatchConfig("polignac", 4, {"direction": "clockwise"}, seats, seed=2))
    try:
        assert table.layout.seat_anchor(1)[0] < table.layout.centre[0]
    finally:
        table.close()


# ---------------------------------------------------------------- the hand

def test_hand_is_sorted_by_suit_alternating_colours_high_to_low():
    app = make_app()
    table = TableScene(app, MatchConfig("polignac", 4, {}, default_seats(4), seed=2))
    try:
        hand = table.sort_hand(["7H", "KS", "JD", "AC", "QH", "8S", "TC", "AD"])
        assert hand == ["KS", "8S", "QH", "7H", "AC", "TC", "JD", "AD"]
        # a hand dealt without clubs: the spades go between the two red suits (the table keeps
        # the order of the hand it dealt, test_ui_table_still.py: a new hand is sorted afresh)
        from game.ui.table.stage import sort_hand
        two = sort_hand(["KH", "7D", "QS"], table.rank_order)
        assert ["r" if c[1] in "HD" else "b" for c in two] == ["r", "b", "r"]
    finally:
        table.close()


# a pinned deal: the person (seat 0) holds only spades; seat 3 (eldest, dealer 2) holds the clubs
ALL_SPADES = {"hands": [["KS", "QS", "JS", "AS", "TS", "9S", "8S", "7S"],
                        ["KH", "QH", "JH", "AH", "TH", "9H", "8H", "7H"],
                        ["KD", "QD", "JD", "AD", "TD", "9D", "8D", "7D"],
                        ["KC", "QC", "JC", "AC", "TC", "9C", "8C", "7C"]]}


def void_person_table(app):
    """Polignac, the person void in clubs led, his only legal card J♠: not played for him (the
    setting off), so that his illegal cards can be tried."""
    app.settings["auto_play"] = False
    match = new_match("polignac", 4, {"preset": "classique"}, seed=1, dealer=2, deals=[ALL_SPADES])
    match.apply_json(3, {"type": "play", "card": "7C"})
    table = table_for(app, match)
    settle(app, 3)
    return table


def test_hovered_illegal_card_says_you_must_discard_the_jack_of_spades(monkeypatch):
    """The reason says why as well as what: "You must discard the jack of spades" left a newcomer
    asking why, where Double King says "You have no clubs: you must throw a queen"; it now names
    the suit led that the person lacks, as the rule does (§5.2: void in the suit led)."""
    app = make_app()
    table = void_person_table(app)
    try:
        assert table.person_to_play()
        assert {c for c in table.model.hand if table.legal(c)} == {"JS"}
        rect = card_rect(table, "KS")
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=strip(rect), rel=(0, 0), buttons=(0, 0, 0)))
        app.frame(1 / 60)
        assert table.hover == "KS"
        assert table.reason("KS") == "Vous n’avez plus de trèfle\u00a0: vous devez vous défausser du valet de pique"
        # the reasons are worked out when the state changes, never while drawing
        drawing = []
        real_draw, real_clone = table.draw, type(table.match).clone

        def draw(surface):
            drawing.append(True)
            try:
                real_draw(surface)
            finally:
                drawing.pop()

        def clone(match):
            assert not drawing, "the table asked the engine while drawing"
            return real_clone(match)
        table.draw = draw
        monkeypatch.setattr(type(table.match), "clone", clone)     # every copy of the match too
        app.settings["language"] = "en"
        table.resume()                   # back from the settings: the reasons are worded again
        for _ in range(3):
            app.frame(1 / 60)
        assert table.hover == "KS" and table.reason("KS") == "You have no clubs: you must discard the jack of spades"
    finally:
        table.close()


def test_click_on_an_illegal_card_plays_nothing():
    app = make_app()
    table = void_person_table(app)
    try:
        click(app, strip(card_rect(table, "9S")))
        assert table.match.trick_json() == [{"seat": 3, "card": "7C"}]
        assert "9S" in table.model.hand
    finally:
        table.close()


def test_drag_the_legal_card_onto_the_table_plays_it():
    app = make_app()
    table = void_person_table(app)
    try:
        start = strip(card_rect(table, "JS"))
        above = (640, 300)
        for kind, pos in ((pygame.MOUSEMOTION, start), (pygame.MOUSEBUTTONDOWN, start),
                          (pygame.MOUSEMOTION, (start[0], start[1] - 40)), (pygame.MOUSEMOTION, above),
                          (pygame.MOUSEBUTTONUP, above)):
            data = {"pos": pos}
            data.update({"rel": (0, 0), "buttons": (1, 0, 0)} if kind == pygame.MOUSEMOTION else {"button": 1})
            pygame.event.post(pygame.event.Event(kind, **data))
        app.frame(1 / 60)
        played = [t["card"] for t in table.match.view(0).tricks[0]["cards"]] if table.match.view(0).tricks \
            else [t["card"] for t in table.match.trick_json()]
        assert "JS" in played
        assert "JS" not in table.model.hand
    finally:
        table.close()


def test_a_click_finishes_the_animations_at_once():
    app = make_app(speed="normal")
    table = TableScene(app, MatchConfig("polignac", 4, {}, default_seats(4), seed=9, dealer=3))
    app.push(table)
    try:
        app.frame(1 / 60)
        assert table.timeline.busy() and len(table.model.hand) < 8
        click(app, (640, 300))
        assert len(table.model.hand) == 8
        assert table.model.matches(table.match.view(0))
    finally:
        table.close()


# ---------------------------------------------------------------- dialogs

def test_dealer_ecart_dialog_refuses_jacks_and_waits_for_the_right_count():
    app = make_app()
    table = TableScene(app, MatchConfig("polignac", 3, {"leftover_method": "dealer_ecart"},
                                        default_seats(3), seed=4, dealer=0))
    app.push(table)
    try:
        settle(app, 3)
        assert isinstance(table.dialog, EcartPick) and len(table.model.hand) == 12
        button = table.dialog_buttons[0]
        assert not button.enabled
        jacks = [c for c in table.model.hand if c[0] == "J"]
        if jacks:
            click(app, strip(card_rect(table, jacks[0])))
            assert table.selected == []
        others = [c for c in table.model.hand if c[0] != "J"][:2]
        for code in others:
            click(app, strip(card_rect(table, code)))
        assert sorted(table.selected) == sorted(others)
        assert table.dialog_buttons[0].enabled
        post_key(app, pygame.K_RETURN)          # the default button answers to Enter
        assert table.match.phase != "ecart"
        assert len(table.model.hand) == 10 and not set(others) & set(table.model.hand)
    finally:
        table.close()


def test_a_card_the_ecart_may_not_take_says_why_under_the_pointer(monkeypatch):
    """Laying aside his écart, the person rested the pointer on a jack: nothing was said, and why
    it may not go came only once clicked, at the foot of the window. As a card that may not be
    played does, it says why on a tag under the pointer."""
    from test_ui_learning_table import tags_drawn
    app = make_app()
    for seed in range(4, 40):
        table = TableScene(app, MatchConfig("polignac", 3, {"leftover_method": "dealer_ecart"},
                                            default_seats(3), seed=seed, dealer=0))
        app.push(table)
        settle(app, 3)
        jacks = [c for c in table.model.hand if c[0] == "J"]
        if jacks and isinstance(table.dialog, EcartPick):
            break
        table.close()
    try:
        assert jacks and isinstance(table.dialog, EcartPick)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=strip(card_rect(table, jacks[0])),
                                             rel=(0, 0), buttons=(0, 0, 0)))
        app.frame(1 / 60)
        assert table.hover == jacks[0]
        said = [text for text, _rect in tags_drawn(monkeypatch, app)]
        assert table.dialog.refusal(table.stage, jacks[0]) in said, said
    finally:
        table.close()


# the person (seat 0, eldest) holds the kings and queens; seat 1 the jacks and aces
SWEEP = {"hands": [["KS", "KH", "KD", "KC", "QS", "QH", "QD", "QC"],
                   ["JS", "JH", "JD", "JC", "AS", "AH", "AD", "AC"],
                   ["TS", "TH", "TD", "TC", "9S", "9H", "9D", "9C"],
                   ["8S", "8H", "8D", "8C", "7S", "7H", "7D", "7C"]]}


def sweep_but_the_last_card(dealer=3, deal=SWEEP, options=None):
    """The sweep of :func:`sweep_to_general` played but for its last card: the match and that
    card's (seat, play action), for the table to play it and tell the général's offer."""
    match = new_match("polignac", 4, {"preset": "classique", **(options or {})}, seed=1, dealer=dealer,
                      deals=[deal])
    lead = (dealer + 1) % 4
    plays = [((lead + k) % 4, suit, k) for suit in "SHDC" for k in range(4)]
    for n, (seat, suit, k) in enumerate(plays):
        hand = match.view(seat).hand
        card = next(c for c in hand if c[1] == suit and c[0] in ("K" if k == 0 else "JT8"))
        if n == len(plays) - 1:
            return match, (seat, {"type": "play", "card": card})
        match.apply_json(seat, {"type": "play", "card": card})
    raise AssertionError("the sweep has no last card")


def sweep_to_general(dealer=3, deal=SWEEP, options=None):
    match, (seat, last) = sweep_but_the_last_card(dealer, deal, options)
    match.apply_json(seat, last)
    assert match.phase == "general"
    return match


def test_general_dialog_offers_the_attempt_with_favour_first_and_enter_takes_it():
    """Enter stopped the général, the worst of the three: the rules' good play (polignac.md §11)
    always attempts it and asks for favour. The attempt with favour comes first, and is Enter's;
    stopping comes last."""
    app = make_app()
    table = table_for(app, sweep_to_general())
    try:
        settle(app, 2)
        labels = [b.label for b in table.dialog_buttons]
        assert labels == ["Demander la faveur", "Jouer sans rien dire", "Arrêter là"]
        assert table.dialog_buttons[0].default
        # the dialog stays clear of the trick
        assert not table.dialog_buttons[0].rect.colliderect(table.layout.trick_area())
        post_key(app, pygame.K_RETURN)
        settle(app, 3)
        general = table.match.view(0).general
        assert general["seat"] == table.person and general["asked"], general
    finally:
        table.close()


def favour_half_answered(options=None):
    """Seat 1 sweeps (dealer 0) and asks for favour; seat 2 said oui, seat 3 non; the person, who
    holds the low cards, is asked last."""
    deal = {"hands": [SWEEP["hands"][3], SWEEP["hands"][0], SWEEP["hands"][1], SWEEP["hands"][2]]}
    match = sweep_to_general(dealer=0, deal=deal, options=options)
    match.apply_json(1, {"type": "general", "choice": "ask"})
    match.apply_json(2, {"type": "favour", "answer": True})
    match.apply_json(3, {"type": "favour", "answer": False})
    return match


def test_favour_question_is_answered_from_its_dialog():
    match = favour_half_answered()
    app = make_app()
    table = table_for(app, match)
    try:
        settle(app, 2)
        assert isinstance(table.dialog, Choice)
        assert [b.label for b in table.dialog_buttons] == ["Non", "Oui"]
        click(app, table.dialog_buttons[1].rect.center)
        assert 0 in table.match.view(0).general["favourers"]
    finally:
        table.close()


def _tag_under(monkeypatch, app, table, button) -> list[str]:
    """The tags drawn while the pointer rests on ``button``."""
    from test_ui_frame_support import tags_on_hover
    return [text for text, _rect in tags_on_hover(monkeypatch, app, button.rect.center)]


@pytest.mark.parametrize("language,win", [("en", "win every trick"), ("fr", "faites toutes les levées")])
def test_asking_for_favour_says_what_the_general_wins_and_loses_as_playing_on_silently_does(language, win):
    """"Ask for favour" said only what winning every trick brought; "Play on silently" said too that
    the jacks cost nothing then, and count as usual if a trick is lost (§7). Both ways of playing
    the général on say both outcomes, in the same words."""
    from game.ui import i18n
    silent, ask = (i18n.translate(key, language, capot="5 points") for key in ("pol.help.silent", "pol.help.ask"))
    outcomes = silent[silent.lower().index(win):]
    assert ask.lower().endswith(outcomes.lower()), (ask, outcomes)


def test_the_general_and_the_favour_say_what_each_answer_does_under_the_pointer(monkeypatch):
    """"Play on silently" or "Ask for favour", "Yes" or "No": nothing said what each did or
    risked. The choice under the pointer now says it (the capote's penalty from the options)."""
    app = make_app()
    match = sweep_to_general()
    table = table_for(app, match)
    try:
        settle(app, 2)
        capot = "5\u00a0points"
        said = [_tag_under(monkeypatch, app, table, b) for b in table.dialog_buttons]
        assert said == [[app.t("pol.help.ask", capot=capot)], [app.t("pol.help.silent", capot=capot)],
                        [app.t("pol.help.decline")]]
    finally:
        table.close()
    table = table_for(app, favour_half_answered())
    try:
        settle(app, 2)
        name = table.seat_name(1)
        said = [_tag_under(monkeypatch, app, table, b) for b in table.dialog_buttons]
        stake = app.t("pol.stake.none", target="15\u00a0points")         # the first deal: no one near the limit
        assert said == [[app.t("pol.help.favour_no", name=name, capot=capot, stake=stake)],
                        [app.t("pol.help.favour_yes", name=name, capot=capot, stake=stake)]]
        assert name in said[1][0]
    finally:
        table.close()


@pytest.mark.parametrize("options, before, capot, stake", [
    ({}, {}, "5\u00a0points", "no one would reach the limit of 15\u00a0points"),
    ({}, {3: 11}, "5\u00a0points", "Clémence would reach the limit of 15\u00a0points and lose the match"),
    ({}, {2: 12, 3: 12}, "5\u00a0points", "Barnabé and Clémence would reach the limit of 15\u00a0points and share "
     "the loss"),
    ({}, {0: 10, 2: 9}, "5\u00a0points", "you would reach the limit of 15\u00a0points and lose the match"),
    ({"capot_penalty": 7, "target": 6}, {}, "7\u00a0points",
     "you would reach the limit of 6\u00a0points and share the loss with Barnabé and Clémence"),
])
def test_the_favour_question_says_what_the_general_would_cost_and_do_to_the_match(monkeypatch, options, before,
                                                                                  capot, stake):
    """"Anatole attempts the général and asks for your favour. Do you grant it?": nothing said what
    was at stake. If the général succeeds every other player is charged the capote's penalty
    (rules §6.2, §7), and a yes binds you to help it (§5.4). The question, and the help on Yes and
    No, say it with this table's figures, and what that penalty would do to the match."""
    app = make_app(language="en")
    match = favour_half_answered(options)
    for s, points in before.items():              # the earlier deals' points (a match under way)
        match.points[s] += points
    table = table_for(app, match)
    try:
        for s, name in ((2, "Barnabé"), (3, "Clémence")):
            table.config.seats[s]["name"] = name
        settle(app, 2)
        g = table.seat_name(1)
        question = table.dialog.text                  # the panel's words (widgets.text_in_box)
        assert question.count(g) == 1, question        # named once: "If Anatole wins…" said him again
        assert f"{g} attempts the général (every trick)" in question
        assert f"If it succeeds, every other player, you included, takes {capot}: {stake}." in question
        assert question.index(stake) < question.index("Do you grant it?")
        no, yes = (_tag_under(monkeypatch, app, table, b)[0] for b in table.dialog_buttons)
        assert capot in yes and capot in no
        assert stake in yes and stake in no
    finally:
        table.close()


def general_offered_at_the_table(size, language):
    """The table at ``size`` in ``language`` where a computer's last card of the sweep gives the
    person every trick: the général offered, its gold line on the cloth, its dialog up."""
    app = make_app(size)
    app.settings["language"] = language
    match, (seat, _last) = sweep_but_the_last_card()
    assert seat != 0                       # a computer's, played by the table: the général offered
    table = table_for(app, match)
    for _ in range(600):
        if table.trick_waiting:
            table.proceed()
        app.frame(1 / 60)
        if table.dialog_buttons and not table.timeline.busy():
            break
    settle(app, 2)
    assert table.banner_text() == app.t("pol.banner.general_offer_you")
    return app, table


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (800, 500)])
@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_general_s_answers_say_what_they_do_clear_of_the_question_and_the_dialog(monkeypatch, size, language):
    """Resting on an answer to the général, its tag stood where the hint's does, over the gold
    line above the dialog ("Vous avez fait toutes les levées : général ?"), hiding the question.
    The tag now stands clear of that line and of the dialog."""
    from test_ui_frame_support import panels_drawn, tags_on_hover

    from game.ui import theme
    from game.ui.table import draw
    app, table = general_offered_at_the_table(size, language)
    try:
        [question] = panels_drawn(monkeypatch, theme.GOLD, lambda: draw.draw_banner(table, app.surface))
        dialog = table.dialog.rect(table.stage)
        for button in table.dialog_buttons:
            [(words, rect)] = tags_on_hover(monkeypatch, app, button.rect.center)
            assert words == button.help and words
            assert not rect.colliderect(question), (button.label, rect, question)
            assert not rect.colliderect(dialog), (button.label, rect, dialog)
    finally:
        table.close()


@pytest.mark.parametrize("size", [(800, 500), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_story_line_stands_whole_beside_the_open_log(monkeypatch, size, language):
    """With the log's drawer open, the gold line in the middle of the table ("You took every
    trick: général?") was cut at the drawer's edge. It now stands whole in the room left of the
    drawer, on two lines (or more) where one does not fit there."""
    from test_ui_frame_support import panels_drawn

    from game.ui import theme
    from game.ui.table import draw
    from game.ui.table.log import drawer_rect
    app, table = general_offered_at_the_table(size, language)
    try:
        click(app, table.bar_button["table.btn.log"].rect.center)
        assert table.show_log
        drawer = drawer_rect(table)
        longest = app.t("gg.banner.settle_vole_you", amount=app.t("gg.chips_short", n=88),
                        bonus=app.t("gg.chips_short", n=88))
        for words in (table.banner_text(), longest):
            table.model.banner = words
            app.frame(1 / 60)
            [box] = panels_drawn(monkeypatch, theme.GOLD, lambda: draw.draw_banner(table, app.surface))
            assert app.surface.get_rect().contains(box) and not box.colliderect(drawer), (words, box, drawer)
            _box, lines = draw.banner_placed(table)
            assert " ".join(lines) == words
            font = app.font("body")
            assert all(font.size(line)[0] <= box.w for line in lines)
    finally:
        table.close()


@pytest.mark.parametrize("options, target, jack, spades", [
    ({}, 15, "1\u00a0point", "2\u00a0points"),                          # classic, four players
    ({"target": 10, "jack_value": 2, "polignac_factor": 3}, 10, "2\u00a0points", "6\u00a0points")])
def test_the_limit_on_the_bar_says_what_it_means_under_the_pointer(monkeypatch, options, target, jack, spades):
    """"Limite 15 · vous : 0" said nothing of who loses at 15 or what a jack costs. The pointer on
    that line says it, with this match's limit and the values of its jacks (the options)."""
    from test_ui_frame_support import tags_on_hover
    from test_ui_table_play import start

    from game.ui.table.draw import bar_texts
    app = make_app()
    table = start(app, 4, options=options)
    try:
        settle(app, 10)
        line = next(rect for _text, role, rect in bar_texts(table) if role == "small")
        said = [text for text, _rect in tags_on_hover(monkeypatch, app, line.center)]
        assert said == [app.t("pol.help.limit", target=f"{target}\u00a0points", jack=jack, polignac=spades)]
        assert f"{target}\u00a0points" in said[0] and jack in said[0] and spades in said[0]
        assert not [text for text, _rect in tags_on_hover(monkeypatch, app, table.layout.trick_area().center)
                    if text == said[0]]
    finally:
        table.close()


# ---------------------------------------------------------------- the top bar

def test_top_bar_opens_score_pad_rules_and_settings_and_the_table_comes_back():
    from game.ui.scenes.rules import RulesScene
    from game.ui.scenes.settings import SettingsScene
    from game.ui.table.sheets import ScorePadScene
    app = make_app()
    table = void_person_table(app)
    try:
        labels = [b.label for b in table.bar_buttons]
        assert labels == ["Feuille", "Dernier pli", "Règles", "Réglages", "Journal", "Menu", "Conseil"]
        for button, kind in zip(table.bar_buttons[:4:], (ScorePadScene, None, RulesScene, SettingsScene)):
            if kind is None:
                continue
            click(app, button.rect.center)
            assert isinstance(app.top, kind)
            app.pop()
            assert app.top is table
        assert table.person_to_play()
    finally:
        table.close()


def test_last_trick_is_shown_on_demand_unless_the_table_hides_it():
    app = make_app()
    match = sweep_to_general()
    table = table_for(app, match)
    try:
        click(app, table.bar_buttons[1].rect.center)
        assert table.show_last
        assert [c for _, c in table.model.last_trick] == ["KC", "JC", "TC", "8C"]
        click(app, (10, 300))
        assert not table.show_last
    finally:
        table.close()
    hidden = TableScene(app, MatchConfig("polignac", 4, {"show_last_trick": False}, default_seats(4), seed=1))
    try:
        assert "Dernier pli" not in [b.label for b in hidden.bar_buttons]       # not even greyed
    finally:
        hidden.close()


# ---------------------------------------------------------------- animation from engine events

def test_the_deal_is_animated_in_the_games_packets_from_the_dealer():
    app = make_app(speed="normal")
    table = TableScene(app, MatchConfig("polignac", 5, {"deal_packets": "2"}, default_seats(5), seed=6,
                                        dealer=2))
    app.push(table)
    try:
        packets = table.match.opening_events[0].get("packets")
        steps = [s for s in table.timeline.steps if s.label == "deal"]
        assert [len(s.tweens) for s in steps] == [n for _, n in packets]     # 2+2+1 to each of 5
        app.frame(0.02)
        origin = table.deal_origin(2)
        assert table.flights and all(f.start() == origin for f in table.flights)
        # the first packet goes to the eldest hand, the dealer's next player (rules §3)
        assert packets[0][0] == 3
    finally:
        table.close()


def test_computer_seats_wait_for_the_thinking_pause_before_their_card_appears():
    import time
    app = make_app()
    app.settings["think_pause_ms"] = 500
    table = TableScene(app, MatchConfig("polignac", 4, {}, default_seats(4), seed=6, dealer=0))
    app.push(table)
    try:
        waited = 0.0
        for _ in range(4):                       # 0.4 s of the pause: nothing on the table yet
            app.frame(0.1)
            waited += 0.1
            time.sleep(0.05)
        assert table.match.trick == [] and table.model.trick == []
        deadline = time.time() + 10
        while not table.model.trick and time.time() < deadline:
            app.frame(0.1)
            waited += 0.1
            time.sleep(0.01)
        assert table.model.trick and table.model.trick[0][0] == 1     # the eldest hand led
        assert waited >= 0.5
    finally:
        table.close()


def test_a_resumed_general_shows_every_answer_already_given():
    match = favour_half_answered()
    app = make_app()
    table = table_for(app, match)            # as Continue builds it: from the match, no events
    try:
        settle(app, 2)
        notes = [seat.note for seat in table.model.seats]
        assert notes[2] == table.t("pol.note.yes") and notes[3] == table.t("pol.note.no")
        assert notes[0] != table.t("pol.note.no")          # the person has not answered yet
    finally:
        table.close()


@pytest.mark.parametrize("name,french,english", [("Vous", "arrêtez", "stop"), ("Marie", "arrête", "stops")])
def test_the_word_on_the_person_s_plate_follows_his_name_and_the_language(monkeypatch, name, french, english):
    """The général declined, the person's plate read "Vous / 0 pt · arrête" (the others' word), and
    it stayed French once English was chosen, as "oui" and "non" did beside the others. Under
    "Vous" the person's own word, under a name of his own the others'; in the language of now.
    (Till the deal ends: the plates' words of the deal go with it, its sheet says how it went.)"""
    app = make_app()
    seats = default_seats(4, name=name)
    table = TableScene(app, MatchConfig("polignac", 4, {}, seats, seed=1, dealer=3), match=sweep_to_general())
    app.push(table)
    try:
        settle(app, 2)
        said: list[str] = []
        end = table.adapter._deal_end

        def ending(ev):                         # what the plate says as the deal ends, in both languages
            for language in ("fr", "en"):
                app.settings["language"] = language
                said.append(table.adapter.plate_detail(0))
            app.settings["language"] = "fr"
            end(ev)
        monkeypatch.setattr(table.adapter, "_deal_end", ending)
        stop = next(b for b in table.dialog_buttons if b.label == app.t("pol.general.decline"))
        stop.click()                            # "Arrêter là"
        settle(app, 3)
        assert len(said) == 2 and said[0].endswith(" · " + french) and said[1].endswith(" · " + english), said
        assert " · " not in table.adapter.plate_detail(0)
    finally:
        table.close()


def test_the_answers_to_the_favour_change_language_with_the_settings():
    match = favour_half_answered()
    app = make_app()
    table = table_for(app, match)
    try:
        settle(app, 2)
        assert [table.adapter.plate_detail(s).split(" · ")[-1] for s in (2, 3)] == ["oui", "non"]
        app.settings["language"] = "en"
        assert [table.adapter.plate_detail(s).split(" · ")[-1] for s in (2, 3)] == ["yes", "no"]
    finally:
        table.close()


def test_hovering_an_illegal_card_does_not_lift_it_while_a_legal_one_rises():
    app = make_app()
    table = void_person_table(app)
    try:
        resting = {code: rect.copy() for code, rect in hand_rects(table)}
        for code, lifts in (("KS", False), ("JS", True)):
            rect = card_rect(table, code)
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=strip(rect), rel=(0, 0), buttons=(0, 0, 0)))
            app.frame(1 / 60)
            assert table.hover == code
            assert (card_rect(table, code).top < resting[code].top) is lifts, code
    finally:
        table.close()


def test_the_click_that_closes_the_last_trick_still_plays_the_card_it_lands_on():
    match = new_match("polignac", 4, {"preset": "classique"}, seed=1, dealer=2, deals=[ALL_SPADES])
    for seat, card in ((3, "7C"), (0, "JS"), (1, "JH"), (2, "JD"), (3, "8C")):
        match.apply_json(seat, {"type": "play", "card": card})
    app = make_app()
    table = table_for(app, match)
    try:
        settle(app, 3)
        assert table.person_to_play() and table.model.last_trick
        click(app, table.bar_buttons[1].rect.center)
        assert table.show_last
        click(app, strip(card_rect(table, "9S")))
        assert not table.show_last
        assert table.match.trick_json()[:2] == [{"seat": 3, "card": "8C"}, {"seat": 0, "card": "9S"}]
        # a click on the panel itself only closes it
        settle(app, 3)
        click(app, table.bar_buttons[1].rect.center)
        assert table.show_last
        held = list(table.match.view(0).hand)
        click(app, last_trick_panel(table).center)
        assert not table.show_last and table.match.view(0).hand == held
    finally:
        table.close()


def _bar_labels_whole(app, table):
    from game.ui import widgets
    small = app.font("small")
    for button in table.bar_buttons:
        room = button.rect.width - 2 * widgets.radius_for(app.size[1])
        assert widgets.fit(button.label, small, room) == button.label, (app.size, button.label)
        assert button.rect.left >= table.bar_left and button.rect.right <= app.size[0]


@pytest.mark.parametrize("size", [(1280, 720), (800, 500), (640, 400)])
def test_bar_labels_stay_whole_after_the_language_changes_in_the_middle_of_a_match(size):
    app = make_app(size)
    app.settings["language"] = "en"
    table = void_person_table(app)
    try:
        _bar_labels_whole(app, table)
        table.open_settings()
        stepper = app.top.steppers["language"]
        while app.settings["language"] != "fr":
            stepper.step(1)
        app.pop()
        app.frame(1 / 60)
        assert app.top is table and table.bar_buttons[0].label == "Feuille"
        _bar_labels_whole(app, table)
        assert table.layout.top_bar.bottom <= min(table.layout.plate_rect(s).top for s in range(4))
    finally:
        table.close()


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (800, 500), (640, 400)])
def test_the_status_line_keeps_the_deal_number_and_the_leader_in_a_small_window(size, lang):
    from game.ui.table.draw import bar_texts
    match = new_match("polignac", 4, {"preset": "classique"}, seed=1, dealer=2, deals=[ALL_SPADES])
    for seat, card in ((3, "7C"), (0, "JS"), (1, "JH"), (2, "JD")):     # seat 3 takes three jacks
        match.apply_json(seat, {"type": "play", "card": card})
    app = make_app(size)
    app.settings["language"] = lang
    table = table_for(app, match)
    try:
        settle(app, 10)
        texts = bar_texts(table)
        shown = " ".join(line for line, _, _ in texts)
        assert app.t("table.deal_n", n=1) in shown
        assert table.seat_name(3) + " (4)" in shown
        for line, _, rect in texts:
            assert not line.endswith("…") and table.layout.top_bar.contains(rect), (line, rect)
            assert rect.collidelist([b.rect for b in table.bar_buttons]) < 0, line
    finally:
        table.close()


@pytest.mark.parametrize("players", [3, 5, 6, 7])
def test_the_dealers_ecart_lies_inside_the_window_and_is_named(players, monkeypatch):
    from game.ui.cards import card_size
    from game.ui.table import draw
    app = make_app((800, 500))
    table = TableScene(app, MatchConfig("polignac", players, {"leftover_method": "dealer_ecart"},
                                        default_seats(players), seed=4, dealer=1))
    app.push(table)
    try:
        half = card_size(table.layout.seat_h)[0] / 2
        for seat in range(players):
            x, y = table.ecart_spot(seat)
            assert half <= x <= 800 - half and table.layout.top_bar.bottom < y < 500, (seat, x)
        for _ in range(2000):                 # the computer dealer lays his cards aside (in its worker)
            if table.model.ecart_pile:
                break
            app.frame(1 / 60)
            time.sleep(0.002)
        assert table.model.ecart_pile == {3: 2, 5: 2, 6: 2, 7: 4}[players]
        drawn = []
        real = draw.text
        monkeypatch.setattr(draw, "text", lambda surface, line, *a, **k: drawn.append(line)
                            or real(surface, line, *a, **k))
        app.frame(1 / 60)
        assert f"Écart ({table.model.ecart_pile})" in drawn
    finally:
        table.close()


@pytest.mark.parametrize("size", [(1280, 720), (800, 500)])
def test_no_ruled_line_crosses_a_name_or_a_jack_on_the_deal_end_sheet(monkeypatch, size):
    from game.ui import widgets
    from game.ui.table import sheets
    app = make_app(size)
    match = new_match("polignac", 4, {"preset": "classique"}, seed=1, dealer=2, deals=[ALL_SPADES])
    table = table_for(app, match)
    try:
        summary = {"deal": 1, "reason": "Le dernier valet est tombé.", "target": 15,
                   "rows": [{"name": table.seat_name(s), "shown": shown, "deal_points": pts, "points": pts}
                            for s, (shown, pts) in enumerate([(["JS", "JH"], 3), ([], 0), (["JD"], 1),
                                                              (["JC"], 1)])]}
        table.open_deal_end(summary)
        rules, texts, cards = [], [], []
        real_rule, real_text, real_face = sheets.rule, widgets.draw_text, sheets.face
        monkeypatch.setattr(sheets, "rule", lambda surface, rect, y: rules.append(int(y))
                            or real_rule(surface, rect, y))

        def text(surface, line, font, *args, **kwargs):
            rect = real_text(surface, line, font, *args, **kwargs)
            if surface is app.surface:          # on the sheet, not on a plate drawn meanwhile
                texts.append((line, rect))
            return rect
        monkeypatch.setattr(widgets, "draw_text", text)
        monkeypatch.setattr(sheets, "face", lambda tb, code, h, *a, **k: cards.append(h)
                            or real_face(tb, code, h, *a, **k))
        app.draw()
        assert rules and cards
        paper = app.top.rect                                  # the sheet, not the table beneath it
        names = [rect for line, rect in texts if line in {r["name"] for r in summary["rows"]}
                 and paper.contains(rect)]
        assert len(names) == 4
        for y in rules:
            for rect in names:
                assert not rect.top < y < rect.bottom - 1, (y, rect)
        # each row is a band between two rules (those with jacks taller), and its jacks fit inside it
        bands = sorted(rules)
        for code, at in app.top.jack_places():
            assert any(a < at.top and at.bottom < b for a, b in zip(bands, bands[1:])), (code, at, bands)
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("players", [4, 6, 8])
@pytest.mark.parametrize("size", [(1024, 768), (1280, 720), (800, 500)])
def test_a_seat_s_plate_keeps_its_points_whole_once_they_reach_tens(monkeypatch, size, players, language):
    """A Polignac match at 1024×768 in French: once a computer seat had ten points or more, its
    plate read "Débutant · 12…", the points cut. The plates measure the level beside the widest
    points a match gives (two figures), and write them short ("Débutant · 12") where the whole
    does not fit."""
    from test_ui_frame_support import texts_drawn
    app = make_app(size)
    app.settings["language"] = language
    seats = default_seats(players)
    for seat in seats[1:]:
        seat["level"] = "debutant"             # the longest level's name, in French
    table = TableScene(app, MatchConfig("polignac", players, {}, seats, seed=3, dealer=0))
    app.push(table)
    try:
        app.frame(1 / 60)
        for seat, points in zip(range(1, players), (12, 13, 47, 9, 10, 11, 28)):
            table.model.seats[seat].points = points
        drawn = texts_drawn(monkeypatch, app.draw)
        for points in (12, 13, 47, 9, 10, 11, 28)[:players - 1]:
            figure = i18n.counted("table.points_short", points, language)   # "12 pts", or after the level "· 12"
            assert any(text.endswith(figure) or text.endswith(f"· {points}") for text in drawn), \
                (figure, [t for t in drawn if "…" in t])
        assert not [text for text in drawn if text.endswith("…") and "·" in text]
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(640, 400), (700, 450), (800, 500), (1280, 720)])
@pytest.mark.parametrize("players", [3, 5, 7])
def test_the_dealers_ecart_is_named_clear_of_his_tricks_count(size, players, language):
    """At 640×400, three at Polignac with the dealer's écart, Anatole dealt: his écart lay beyond
    his tricks and its name, "Laid aside (2)", wider than the pile, lay over their count ("×1").
    The pile and its name stand clear of the tricks and of their count."""
    from game.ui.table.counts import trick_count
    app, table = ecart_table(size, players, language, seed=4, dealer=1)
    try:
        lay = table.layout
        for seat in range(players):
            if seat == table.person:
                continue
            _label, label_size = table.stage.ecart_label(4)
            x, y = table.ecart_spot(seat, table.adapter.hand_dealt())
            name = lay.ecart_label(x, y, label_size)
            block = lay.ecart_block(x, y, label_size)
            for tricks in (1, 12):
                _words, count = trick_count(table, seat, tricks)
                assert not name.colliderect(count), (seat, name, count)
            assert not block.colliderect(lay.stack_rect(seat)), (seat, block, lay.stack_rect(seat))
            # nor over the dealer's own plate or his tricks as drawn, with their count: at 640×400
            # "Écart (2)" lay over the left end of Anatole's plate
            assert not block.colliderect(lay.plate_rect(seat)), (seat, block, lay.plate_rect(seat))
            assert not block.colliderect(lay.pile_box(seat)), (seat, block, lay.pile_box(seat))
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(640, 400), (800, 500)])
@pytest.mark.parametrize("players", [3, 4, 5, 6, 7, 8])
def test_the_dealers_ecart_lies_clear_of_every_plate_in_a_small_window(size, players, language):
    """At 640×400 with six seats, Hortense dealing, her écart and its name "Laid aside (4)" lay on
    the right end of Barnabé's plate; at eight the top seat's lay on his neighbour's (800×500 too),
    and with the log's drawer open the person's on the plate of the seat above his. Whoever deals,
    at every count, the pile with its name lies within the window and clear of every plate."""
    app, table = ecart_table(size, players, language, seed=4, dealer=1)
    try:
        for log in (False, True):
            if log:
                table.toggle_log()
            app.frame(1 / 60)
            lay = table.layout
            plates = [lay.plate_rect(s) for s in range(players)]
            for dealer in range(players):
                x, y = table.ecart_spot(dealer, table.adapter.hand_dealt())
                for count in (2, 4):
                    block = lay.ecart_block(x, y, table.stage.ecart_label(count)[1])
                    assert pygame.Rect(0, 0, lay.w, lay.h).contains(block), (log, dealer, block)
                    assert block.collidelist(plates) < 0, (log, dealer, block, plates[block.collidelist(plates)])
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(640, 400), (800, 500)])
@pytest.mark.parametrize("players", [3, 5, 6, 7])
def test_the_person_s_ecart_stands_clear_of_his_hand(size, players, language):
    """At 640×400 in English with six or seven seats, the person's écart named "Laid aside (4)"
    touched the first card of his hand: between his tricks and his hand there was no room for so
    wide a name. His pile with its name keeps clear of every card of his hand, the hand he holds
    once the écart is laid aside, as wide as it will be."""
    from game.ui.table.draw import ecart_pile_box
    app, table = ecart_table(size, players, language, seed=4, dealer=0)
    try:
        app.frame(1 / 60)
        model = table.model
        model.hand = model.hand[:table.adapter.hand_dealt()]
        model.dealer, model.ecart_pile = table.person, 4
        block = ecart_pile_box(table)
        assert block is not None
        for code, card in hand_rects(table):
            assert not block.inflate(4, 4).colliderect(card), (code, block, card)
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_counts_panel_keeps_clear_of_the_dealers_ecart(language):
    """At 640×400 with seven seats, Barnabé dealing, his écart lay in the top left corner under the
    jacks still out ("Jacks yet to fall: 4 (spades, …)"). The panel keeps clear of the pile, whoever deals."""
    from game.ui.table.counts import counts_box
    from game.ui.table.draw import ecart_pile_box
    app, table = ecart_table((640, 400), 7, language, seed=4, dealer=1)
    try:
        app.frame(1 / 60)
        for dealer in range(7):
            table.model.dealer, table.model.ecart_pile = dealer, 4
            pile, counts = ecart_pile_box(table), counts_box(table)
            assert pile is not None and counts is not None
            assert not pile.colliderect(counts), (dealer, pile, counts)
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(640, 400), (800, 500), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [3, 5, 6, 7])
def test_the_dealers_ecart_and_its_name_keep_the_table_s_margin(size, players, language):
    """At 1920×1080, six at Polignac, Clémence dealt: "Laid aside (2)" stood flush against the
    window's left side. The écart's cards and its name keep a margin from the window's sides, as
    the plates do (at least 1% of the width), whichever seat deals."""
    app, table = ecart_table(size, players, language, seed=4, dealer=1)
    try:
        lay = table.layout
        margin = int(size[0] * 0.01)
        for count in (2, 4):
            _label, label_size = table.stage.ecart_label(count)
            for seat in range(players):
                x, y = table.ecart_spot(seat, table.adapter.hand_dealt())
                for part in (lay.ecart_label(x, y, label_size), lay.ecart_block(x, y, label_size)):
                    assert margin <= part.left and part.right <= size[0] - margin, (seat, part)
    finally:
        table.close()


@pytest.mark.parametrize("size", [(640, 400), (800, 500), (1280, 720)])
def test_the_ecart_pile_as_drawn_lies_within_the_room_kept_for_it(monkeypatch, size):
    """The room the story line and the arrow keep clear of the dealer's écart (draw.ecart_pile_box)
    was a guess of the pile's size, apart from the one its place is found by. Every card of the
    pile as drawn, turned and fanned, and its name lie within that room, for every dealer."""
    from test_ui_frame_support import _drawn

    from game.ui.table import draw
    app = make_app(size)
    table = TableScene(app, MatchConfig("polignac", 5, {"leftover_method": "dealer_ecart"}, default_seats(5),
                                        seed=4, dealer=1))
    app.push(table)
    try:
        cards: list[pygame.Rect] = []
        real = draw.blit_card

        def spy(surface, image, centre, angle=0.0, *args, **kwargs):
            cards.append(pygame.transform.rotate(image, angle).get_rect(center=(int(centre[0]), int(centre[1]))))
            return real(surface, image, centre, angle, *args, **kwargs)
        for dealer in range(5):
            table.model.dealer, table.model.ecart_pile = dealer, 4
            room = draw.ecart_pile_box(table)
            cards.clear()
            monkeypatch.setattr(draw, "blit_card", spy)
            named = _drawn(monkeypatch, "rounded_panel", lambda surface, rect, *a, **k: pygame.Rect(rect),
                           lambda: draw.draw_ecart_pile(table, app.surface))
            monkeypatch.setattr(draw, "blit_card", real)
            assert len(cards) == 4 and len(named) == 1 and room is not None
            assert all(room.contains(card) for card in cards), (dealer, room, cards)
            assert all(room.contains(rect) for rect in named), (dealer, room, named)
    finally:
        table.close()


def test_the_bar_sleeps_while_a_sheet_over_the_table_takes_the_clicks(monkeypatch):
    """"Fin de la donne 2" open, "Journal" and the other buttons of the bar behind it looked as
    ready as ever, and a click on them did nothing (the sheet takes the clicks). Under a sheet the
    bar's buttons that do nothing there are drawn as buttons that sleep (test_the_bar_s_score_pad_rules_...);
    those that open above it ("Journal", "Menu": test_the_bar_s_menu_opens_over_a_deal_s_sheet...)
    stay awake; back at the table, all as before."""
    from game.ui import theme, widgets
    app = make_app()
    table = TableScene(app, MatchConfig("polignac", 4, {}, default_seats(4), seed=1, dealer=0))
    app.push(table)
    colours = {}
    real = widgets.draw_text

    def spy(surface, text, font, colour=theme.CREAM, *args, **kwargs):
        colours[text] = colour
        return real(surface, text, font, colour, *args, **kwargs)
    monkeypatch.setattr(widgets, "draw_text", spy)
    try:
        settle(app)
        log = next(b for b in table.bar_buttons if b.label == app.t("table.btn.log"))
        menu = next(b for b in table.bar_buttons if b.label == app.t("table.btn.menu"))
        app.draw()
        assert colours[log.label] == colours[menu.label] == theme.CREAM
        app.push(DealEndScene(app, table, {"deal": 1, "reason": "", "rows": [], "target": 15}))
        colours.clear()
        app.draw()
        assert colours[menu.label] == colours[log.label] == theme.CREAM      # both open above the sheet
        app.pop()
        colours.clear()
        app.draw()
        assert colours[log.label] == colours[menu.label] == theme.CREAM
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(640, 400), (800, 500), (1280, 720)])
def test_the_deal_s_sheet_writes_each_head_whole_clear_of_the_next(monkeypatch, size, language):
    """Five at Polignac in 640×400, French: "Donne" ran into "Total (limite 12)", its ")" cut at the
    sheet's edge. Each column is as wide as its head and its cells, the jacks fanned included."""
    from test_ui_frame_support import texts_placed
    app = make_app(size)
    app.settings["language"] = language
    table = TableScene(app, MatchConfig("polignac", 5, {"target": 12}, default_seats(5), seed=1, dealer=0))
    app.push(table)
    names = [table.seat_name(s) for s in range(5)]
    rows = [{"name": name, "shown": [], "deal_points": 0, "points": 3} for name in names]
    rows[1].update(shown=["JH", "JD", "JC", "JS"], deal_points=5, points=11)
    try:
        settle(app)
        sheet = DealEndScene(app, table, {"deal": 4, "reason": "", "rows": rows, "target": 12})
        app.push(sheet)
        for _ in range(5):
            app.frame(1 / 30)
        placed = dict(texts_placed(monkeypatch, lambda: sheet.draw_sheet(app.surface)))
        heads = [app.t("table.col.player"), app.t("table.col.jacks"), app.t("table.col.deal"),
                 app.t("table.col.total", target=12)]
        rects = [placed[head] for head in heads]
        assert all(sheet.rect.contains(r) for r in rects), (rects, sheet.rect)
        assert all(a.right < b.left for a, b in zip(rects, rects[1:])), rects
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(800, 500), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [4, 6, 8])
@pytest.mark.parametrize("spread", ["swept", "shared"])
def test_the_deal_s_sheet_draws_each_jack_readable_inside_it(size, players, spread, language):
    """Eight at Polignac in 800×500: the jacks on the deal's sheet were 13 px tall, their suits
    unreadable; small too at 1920×1080 for the sheet's size. Each jack drawn is at least
    INDEX_WHOLE_PX tall (its corner index whole), as tall as the cards at the seats where there is
    room, inside the sheet and above its buttons, clear of the other rows' jacks."""
    from game.ui.cards import INDEX_WHOLE_PX
    app = make_app(size)
    app.settings["language"] = language
    table = TableScene(app, MatchConfig("polignac", players, {"target": 12}, default_seats(players),
                                        seed=1, dealer=0))
    app.push(table)
    rows = [{"name": table.seat_name(s), "shown": [], "deal_points": 0, "points": 3} for s in range(players)]
    jacks = ["JH", "JD", "JC", "JS"]
    why = ""
    if spread == "swept":
        rows[1]["shown"] = jacks
        why = table.adapter.stage.say("pol.why.capote", 1, capot="5 points")
    else:
        for k, jack in enumerate(jacks):
            rows[players - 1 - k]["shown"] = [jack]
    try:
        settle(app)
        sheet = DealEndScene(app, table, {"deal": 4, "reason": app.t("pol.reason_end.capote"),
                                          "why": why, "rows": rows, "target": 12})
        app.push(sheet)
        for _ in range(5):
            app.frame(1 / 30)
        app.draw()
        places = sheet.jack_places()
        assert sorted(code for code, _ in places) == sorted(jacks)
        top = min(b.rect.top for b in sheet.buttons)
        for code, at in places:
            assert at.h >= INDEX_WHOLE_PX, (code, at)
            assert sheet.rect.contains(at) and at.bottom <= top, (code, at, sheet.rect, top)
        if size[1] >= 1080:
            assert all(at.h >= table.layout.seat_h for _, at in places)
        if spread == "shared":
            rects = [at for _, at in places]
            assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), rects
    finally:
        table.close()


@pytest.mark.parametrize("size", [(640, 400), (800, 500), (1280, 720)])
@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_favour_question_stands_whole_above_its_buttons(size, language):
    """At 640×400 the favour question, with its stake, ran four lines into a panel made for three:
    its last line lay under "Non" and "Oui". The panel grows to hold its sentence over its buttons."""
    from game.ui import widgets
    app = make_app(size, language=language)
    match = favour_half_answered()
    match.points[3] += 11
    table = table_for(app, match)
    try:
        settle(app, 2)
        rect = table.dialog.rect(table.stage)
        body = app.font("body")
        pad = int(table.layout.base * 0.02)
        lines = widgets.wrap(table.dialog.text, body, rect.w - 2 * pad)          # as draw_panel writes it
        top = min(b.rect.top for b in table.dialog_buttons)
        assert len(lines) * widgets.line_step(body) <= top - rect.y - pad // 2, lines
        assert rect.top > table.layout.top_bar.bottom
    finally:
        table.close()


@pytest.mark.parametrize("size, whole", [((1920, 1080), True), ((1600, 900), True), ((1366, 768), True),
                                         ((1280, 720), True), ((800, 500), False), ((640, 400), False)])
@pytest.mark.parametrize("players", [4, 6, 8])
@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_failed_general_s_plate_says_it_whole(monkeypatch, size, whole, players, language):
    """"5 pts · général…" on the plate of the player who attempts the général, at 1920×1080: the
    plate's second line shows whole at the common sizes (the plate grows where the seats beside
    leave room), and where it cannot, in its short form ("12 · général"), never cut."""
    from test_ui_frame_support import texts_placed

    app = make_app(size, language=language)
    table = table_for(app, new_match("polignac", players, {"preset": "classique"}, seed=1, dealer=0), players)
    try:
        settle(app, 2)
        g = players // 2                            # the seat facing the person, between two others
        for seat in (g, 1):
            table.model.seats[seat].points = 12
            table.model.seats[seat].note = table.stage.say("pol.note.general_ask", seat, plate=True)
        table.__dict__.pop("_plate_cache", None)
        drawn = [text for text, _ in texts_placed(monkeypatch, app.draw)]
        for seat in (g, 1):
            full = table.adapter.plate_detail(seat)
            short = table.adapter.plate_detail(seat, short=True)
            assert full == "12\u00a0pts · " + app.t("pol.note.general_ask")
            assert full in drawn or (not whole and short in drawn), (full, size, [t for t in drawn if "·" in t])
            plates = [table.layout.plate_rect(s) for s in range(players)]
            mine = plates[seat]
            assert mine.collidelist([p for s, p in enumerate(plates) if s != seat]) < 0
            assert 0 <= mine.left and mine.right <= size[0]
    finally:
        table.close()


def test_the_plates_second_lines_are_measured_once_not_every_frame(monkeypatch):
    """Every frame measured each computer seat's second line anew to know how wide its plate must
    be (draw.plate_wants). The widths are measured once per line, font and plate size: a frame
    that changes nothing measures nothing, and a line that changes is measured again, the plate
    grown to it as before."""
    from game.ui.table import draw
    from game.ui.table.layout import plate_inner
    app = make_app((1920, 1080))
    table = table_for(app, new_match("polignac", 4, {"preset": "classique"}, seed=1, dealer=0))
    try:
        settle(app, 2)
        measured: list[str] = []
        small, font = app.font("small"), app.font

        class Measuring:                               # the small font, counting what it measures
            def size(self, text):
                measured.append(text)
                return small.size(text)

            def __getattr__(self, name):
                return getattr(small, name)
        counting = Measuring()
        monkeypatch.setattr(app, "font", lambda role="body": counting if role == "small" else font(role))
        draw.plate_wants(table)
        before = dict(table.layout.plate_wants)
        measured.clear()
        draw.plate_wants(table)
        assert measured == [] and table.layout.plate_wants == before
        table.model.seats[1].points = 12
        table.model.seats[1].note = table.stage.say("pol.note.general_ask", 1, plate=True)
        draw.plate_wants(table)
        line = draw._plate_detail(table, 1)
        assert line in measured and len(measured) <= 3, measured
        base = table.layout.plate_size[0]
        need = small.size(line)[0] + base - plate_inner(pygame.Rect((0, 0), table.layout.plate_size), True).w
        assert table.layout.plate_wants.get(1, 0) == (need if need > base else 0)
    finally:
        table.close()


@pytest.mark.parametrize("language,within,opening,listed", [
    ("en", "Last trick, taken by you", "You ", "Ernestine and you"),
    ("fr", "Dernier pli, ramassé par vous", "Vous ", "Ernestine et vous")])
def test_the_person_s_name_within_a_sentence_is_written_as_a_sentence_writes_it(monkeypatch, language, within,
                                                                                opening, listed):
    """"Last trick, taken by You": the person's name, "You" on his plate, kept its capital in the
    middle of a sentence. Within a sentence (or a list of names) it reads "you"/"vous"; opening one
    it keeps its capital; a name of his own is written as it is."""
    from test_ui_frame_support import texts_drawn

    from game.ui.table.draw import draw_last_trick
    app = make_app()
    app.settings["language"] = language
    table = table_for(app, new_match("polignac", 4, {"preset": "classique"}, seed=1, dealer=2, deals=[ALL_SPADES]))
    try:
        settle(app, 3)
        table.model.last_trick, table.model.last_winner = [(3, "7C"), (0, "AS"), (1, "JH"), (2, "JD")], 0
        table.show_last = True
        assert within in texts_drawn(monkeypatch, lambda: draw_last_trick(table, app.surface))
        assert table.t("table.log_trick", name=table.seat_name(0), n=3).startswith(opening)     # opening one
        assert i18n.listed([table.seat_name(1), table.seat_name(0)], table.t) == listed
    finally:
        table.close()
    seats = default_seats(4, name="Marie")
    marie = TableScene(app, MatchConfig("polignac", 4, {}, seats, seed=1, dealer=2))
    try:
        assert marie.t("table.last_trick_by", name=marie.seat_name(0)).endswith("Marie")
    finally:
        marie.close()


@pytest.mark.parametrize("size", [(800, 500), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game,players", [("polignac", 4), ("polignac", 6), ("guinguette", 5)])
def test_the_trick_s_number_is_not_cut_by_the_last_trick_s_panel(monkeypatch, size, game, players):
    """Polignac at four, 1280x720, "Last trick" asked for during the second trick: the panel stood
    over the middle of the table and cut "Pli 2/8" beside the trick, its "8" sliced by the panel's
    edge. While the panel stands, the trick's number is written nowhere under it: whole beside it
    or not at all (the panel hides the trick it counts)."""
    from test_ui_frame_support import play_until, texts_placed
    app = make_app(size)
    seats = default_seats(players, levels=["debutant"] * (players - 1))
    table = TableScene(app, MatchConfig(game, players, {}, seats, seed=4, dealer=0))
    app.push(table)
    try:
        play_until(app, table, lambda: bool(table.model.last_trick) and not table.trick_waiting
                   and not table.timeline.busy())
        assert app.top is table and table.model.last_trick
        settle(app, 5)
        table.show_last = True
        assert table.last_trick_shown()
        panel = last_trick_panel(table)
        numbers = {table.t("table.trick_n", n=n, total=total) for n in range(1, 14) for total in range(n, 14)}
        placed = texts_placed(monkeypatch, app.draw)
        cut = [(text, rect) for text, rect in placed if text in numbers and rect.colliderect(panel)]
        assert not cut, (cut, panel)
    finally:
        table.close()


def _deal_end_over_the_table(app):
    from test_ui_table_play import clicks_until, start
    table = start(app, 4)
    assert clicks_until(app, table, lambda: isinstance(app.top, DealEndScene))
    for _ in range(40):                          # past the moment it takes no click
        app.frame(1 / 60)
    return table, app.top


def test_the_bar_s_score_pad_rules_settings_and_log_open_over_a_deal_s_sheet_the_others_sleep(monkeypatch):
    """A tester clicked Log (and the other buttons of the bar) while a deal's sheet was up: nothing
    happened, and nothing said why. Over the sheet the score pad, the rules, the settings and the
    log open above it, and the menu (test_the_bar_s_menu_opens_over_a_deal_s_sheet...); the buttons
    that make no sense there (the hint, the last trick) are drawn asleep and do nothing."""
    from game.ui import widgets
    from game.ui.scenes.rules import RulesScene
    from game.ui.table.sheets import ScorePadScene
    app = make_app()
    table, sheet = _deal_end_over_the_table(app)
    try:
        awake = {"table.btn.scores", "table.btn.rules", "table.btn.settings", "table.btn.log", "table.btn.menu"}
        drawn = {}
        real = widgets.Button.draw

        def seen(button, surface, font, asleep=False):
            drawn[id(button)] = asleep
            return real(button, surface, font, asleep)
        monkeypatch.setattr(widgets.Button, "draw", seen)
        app.frame(1 / 60)
        monkeypatch.undo()
        for key, button in table.bar_button.items():
            assert drawn[id(button)] == (key not in awake), key
        for key, opened in (("table.btn.rules", RulesScene), ("table.btn.scores", ScorePadScene)):
            click(app, table.bar_button[key].rect.center)
            assert isinstance(app.top, opened) and app.stack[-2] is sheet, key
            app.pop()
            app.frame(1 / 60)
        click(app, table.bar_button["table.btn.log"].rect.center)
        assert table.show_log and app.top is not sheet
        from game.ui.table.log import drawer_rect
        assert table.layout.w < app.size[0]                              # the table left of the drawer
        assert sheet.rect.right <= drawer_rect(table).x, (sheet.rect, drawer_rect(table))     # and the sheet
        assert all(sheet.rect.contains(b.rect) for b in sheet.buttons)
        click(app, (drawer_rect(table).x // 2, app.size[1] // 2))       # a click beside the drawer closes it
        assert not table.show_log and app.top is sheet
        assert table.layout.w == app.size[0]                             # and across the window again
        assert sheet.rect.centerx == app.size[0] // 2
        for key in (pygame.K_l, pygame.K_ESCAPE):                        # as L and Escape close it
            click(app, table.bar_button["table.btn.log"].rect.center)
            post_key(app, key)
            assert not table.show_log and app.top is sheet and table.layout.w == app.size[0], key
        click(app, table.bar_button["table.btn.last_trick"].rect.center)
        click(app, table.bar_button["table.btn.hint"].rect.center)
        assert app.top is sheet
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_bar_s_menu_opens_over_a_deal_s_sheet_and_leaves_it_as_it_was(language):
    """The bar's Menu slept while the deal's sheet was up: to leave the match one had to press
    Continue, and the next deal was dealt behind the menu. The menu opens above the sheet; going
    back leaves the sheet as it was (the same sheet, the deal not dealt on); the match may be
    saved or left from there."""
    from game.ui.table.sheets import TableMenuScene
    app = make_app()
    app.settings["language"] = language
    table, sheet = _deal_end_over_the_table(app)
    try:
        model_deal = table.model.deal
        click(app, table.bar_button["table.btn.menu"].rect.center)
        assert isinstance(app.top, TableMenuScene) and app.stack[-2] is sheet
        assert [label for label, _ in app.top.choices()][0] == app.t("table.resume")
        for _ in range(60):                           # the menu read a moment: nothing dealt behind it
            app.frame(1 / 60)
        assert app.stack[-2] is sheet and table.model.deal == model_deal
        app.top.buttons[0].click()                    # Resume: back to the sheet as it was
        app.frame(1 / 60)
        assert app.top is sheet and table.model.deal == model_deal
        click(app, table.bar_button["table.btn.menu"].rect.center)
        assert isinstance(app.top, TableMenuScene)
        app.top.buttons[-1].click()                   # to the title: the match left
        app.frame(1 / 60)
        assert table not in app.stack and sheet not in app.stack
    finally:
        table.close()

@pytest.mark.parametrize("sheet_kind", ["deal", "match"])
def test_the_bar_s_letters_do_over_a_sheet_what_its_buttons_do_there(sheet_kind):
    """Over a deal's sheet (and the match's) the bar's Score pad, Rules and Log opened with a
    click, but their keys S, R and L did nothing. The same keys now open them above the sheet; T
    (the bar's last trick, asleep there) does nothing, and the sheet stays."""
    from game.ui.scenes.rules import RulesScene
    from game.ui.table.sheets import LogOverSheet, MatchEndScene, ScorePadScene
    app = make_app()
    if sheet_kind == "deal":
        table, sheet = _deal_end_over_the_table(app)
    else:
        from test_ui_table_play import play_to_end, start
        table = start(app, 4, {"target": 1})
        sheet = play_to_end(app, table)
        assert isinstance(sheet, MatchEndScene)
    try:
        for letter, opened in ((pygame.K_s, ScorePadScene), (pygame.K_r, RulesScene)):
            post_key(app, letter)
            assert isinstance(app.top, opened) and app.stack[-2] is sheet, pygame.key.name(letter)
            post_key(app, pygame.K_ESCAPE)
            assert app.top is sheet, pygame.key.name(letter)
        post_key(app, pygame.K_l)
        assert table.show_log and isinstance(app.top, LogOverSheet) and app.stack[-2] is sheet
        post_key(app, pygame.K_l)                     # L again closes the drawer, as at the table
        assert not table.show_log and app.top is sheet
        post_key(app, pygame.K_t)                     # the bar's last trick sleeps over the sheet
        assert app.top is sheet and not table.show_last
    finally:
        table.close()


# the person sweeps with his kings, then leads his sevens: the eights' holder beats the first
FAILING_SWEEP = {"hands": [["KS", "KH", "KD", "KC", "7S", "7H", "7D", "7C"],
                           ["JS", "JH", "JD", "JC", "AS", "AH", "AD", "AC"],
                           ["TS", "TH", "TD", "TC", "9S", "9H", "9D", "9C"],
                           ["8S", "8H", "8D", "8C", "QS", "QH", "QD", "QC"]]}
WHY_WORDS = {("fr", "won"): ("Vous avez fait toutes les levées", "0 pour vous", "vos valets ne comptent pas",
                             "chacun des autres prend 5 points"),
             ("en", "won"): ("You took every trick", "0 for you", "your jacks do not count",
                             "each of the others takes 5 points"),
             ("fr", "failed"): ("perdu une levée", "comme d’habitude", "vos valets comptent"),
             ("en", "failed"): ("lost a trick", "as usual", "your jacks count")}


@pytest.mark.parametrize("size", [(800, 500), (1280, 720)])
@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("outcome", ["won", "failed"])
def test_the_deal_s_sheet_after_a_general_says_how_it_was_scored(monkeypatch, outcome, language, size):
    """After a général that succeeded, the deal's sheet said only "The général succeeded.", with
    the others at +5, no jack taken, and the player who took all four jacks at 0: nothing said why.
    It says it as the rules score it (polignac.md §7): every trick taken, 0 for him, his jacks not
    counted, the capote's penalty to each of the others; after a failed one, the deal scored as
    usual, his jacks counted. The lines stand on the sheet, above its heads."""
    from test_ui_frame_support import texts_placed
    app = make_app(size)
    app.settings["language"] = language
    match = sweep_to_general(deal=SWEEP if outcome == "won" else FAILING_SWEEP)
    table = table_for(app, match)
    try:
        settle(app, 2)
        while match.deal == 1 and not match.match_over:
            legal = match.legal_actions()
            silent = [a for a in legal if a.to_json().get("choice") == "silent"]
            table.apply(match.to_act, (silent or legal)[0])
        to_the_deal_sheet(app, table)
        sheet = app.top
        assert isinstance(sheet, DealEndScene)
        settle(app, 5)
        placed = texts_placed(monkeypatch, lambda: sheet.draw_sheet(app.surface))
        said = " ".join(text for text, _rect in placed).replace("\u00a0", " ")
        for words in WHY_WORDS[language, outcome]:
            assert words in said, (words, said)
        head = dict(placed)[app.t("table.col.player")]
        reason = app.t(f"pol.reason_end.general_{outcome}")
        notes = [rect for text, rect in placed if rect.bottom <= head.top or text == reason]
        assert all(sheet.rect.contains(rect) for _text, rect in placed), (sheet.rect, placed)
        assert len(notes) >= 3 and all(rect.bottom <= head.top for rect in notes), placed
        # the sheet says how the général went: no plate beside it says it again ("0 pt · général")
        drawn = table_words(monkeypatch, app, table)
        assert [text for text in drawn if app.t("pol.note.general_silent") in text] == [], drawn
    finally:
        table.close()


@pytest.mark.parametrize("size", [(640, 400), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("players,options", [(4, {}), (8, {}),
                                             (4, {"jack_value": 2, "polignac_factor": 3})])
def test_the_deal_s_sheet_says_what_each_jack_taken_costs(monkeypatch, size, language, players, options):
    """Polignac, the end of a deal: one player with the jack of spades alone at +2, another with two
    jacks also at +2, the jack of spades framed in red, and nothing on the sheet said why (the
    Double King sheet says "Each trick taken: -1."). It says what a jack taken costs and what the
    jack of spades, framed in red, costs, as the engine prices them under this match's options,
    on the sheet above its heads, in the person's language."""
    from test_ui_frame_support import play_until, texts_placed

    from game.engine.polignac_rules import CARD_JS, jack_points, resolve_options
    app = make_app(size)
    app.settings["language"] = language
    seats = default_seats(players, levels=["debutant"] * (players - 1))
    table = TableScene(app, MatchConfig("polignac", players, dict(options), seats, seed=2, dealer=0))
    app.push(table)
    try:
        play_until(app, table, lambda: isinstance(app.top, DealEndScene))
        sheet = app.top
        assert isinstance(sheet, DealEndScene)
        settle(app, 5)
        placed = texts_placed(monkeypatch, lambda: sheet.draw_sheet(app.surface))
        said = " ".join(text for text, _rect in placed).replace("\u00a0", " ")
        worth = jack_points(resolve_options(options))
        jack = next(worth[c] for c in range(len(worth)) if worth[c] and c != CARD_JS)
        words = {"fr": ("valet", "valet de pique", "rouge"), "en": ("jack", "jack of spades", "red")}[language]
        counted = [i18n.counted("common.points", n, language).replace("\u00a0", " ")
                   for n in (jack, worth[CARD_JS])]
        for word in (*words, *counted):
            assert word in said, (word, said)
        head = dict(placed)[app.t("table.col.player")]
        price = [rect for text, rect in placed if counted[1] in text.replace("\u00a0", " ")]
        assert price and all(sheet.rect.contains(rect) and rect.bottom <= head.top for rect in price), placed
    finally:
        table.close()


@pytest.mark.parametrize("size", [(640, 400), (1280, 720)])
def test_the_story_line_is_not_drawn_half_under_the_deal_s_sheet(monkeypatch, size):
    """Guinguette at three seats, 1280x720: "Ernestine gagne le cotillon (20)", the story line over
    the table, lay half under the top edge of the deal's sheet that came up over it. While the sheet
    stands the line is not drawn (the sheet says who won the cotillon); put aside, it is again."""
    from test_ui_frame_support import _drawn, play_until
    app = make_app(size)
    seats = default_seats(3, levels=["debutant"] * 2)
    table = TableScene(app, MatchConfig("guinguette", 3, {}, seats, seed=1, dealer=0))
    app.push(table)
    try:
        play_until(app, table, lambda: isinstance(app.top, DealEndScene))
        settle(app)
        line = table.banner_text()
        assert line and app.t("gg.banner.settle_won", name="", amount="").split("(")[0].strip() in line
        from game.ui.table.draw import banner_placed
        lines = banner_placed(table)[1]                 # on one line or two, as the room has it
        rendered = _drawn(monkeypatch, "render", lambda text, *a, **k: text, app.draw)
        assert not [text for text in lines if text in rendered]
        post_key(app, pygame.K_ESCAPE)                  # the sheet put aside: the deal in sight
        assert app.top is table and table.sheet_aside
        rendered = _drawn(monkeypatch, "render", lambda text, *a, **k: text, app.draw)
        assert " ".join(lines) == line and all(text in rendered for text in lines), (lines, rendered)
    finally:
        table.close()


@pytest.mark.parametrize("size", [(640, 400), (800, 500), (1280, 720)])
def test_the_last_trick_s_court_cards_show_their_suit_in_the_frame_no_smaller_than_the_index_s(monkeypatch, size):
    """At 640×400 the "Last trick" panel drew its cards 56 pixels tall: a court card's suit in the
    corner of its frame (the one a player reads a court's suit by) came to 8 pixels, below the 9
    the corner index never goes under. The panel's cards are tall enough for it to keep that size,
    the panel within the window."""
    from game.ui import cards
    from game.ui.table.draw import draw_last_trick
    app = make_app(size)
    table = table_for(app, new_match("polignac", 4, {"preset": "classique"}, seed=1, dealer=2))
    try:
        settle(app, 3)
        table.model.last_trick, table.model.last_winner = [(3, "KC"), (0, "QH"), (1, "JD"), (2, "7C")], 0
        table.show_last = True
        heights: list[int] = []
        real = cards.ART.face
        monkeypatch.setattr(cards.ART, "face",
                            lambda code, h, *a, **k: heights.append(int(h)) or real(code, h, *a, **k))
        draw_last_trick(table, app.surface)
        monkeypatch.undo()
        assert len(heights) == 4 and len(set(heights)) == 1, heights
        assert heights[0] * cards.FRAME_SUIT_SHARE >= cards.INDEX_MIN_SUIT_PX, heights
        assert pygame.Rect((0, 0), size).contains(last_trick_panel(table))
    finally:
        table.close()
