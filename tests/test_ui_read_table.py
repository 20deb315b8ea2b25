"""A table you can read (issue 13): a complete trick waits for the person, its winner marked; the
last trick of a deal can be opened from the end-of-deal sheet. Driven by posted events only."""
import itertools
import re

import pygame
import pytest
from test_ui_frame_support import click_at as click
from test_ui_frame_support import debutant_table, engine_played_table, frames, texts_drawn, texts_placed
from test_ui_frame_support import key_down as key
from test_ui_frame_support import table_app as make_app

from game.ui import i18n, theme
from game.ui.config import MatchConfig, default_seats
from game.ui.table import TableScene
from game.ui.table.draw import bar_texts, panel_up
from game.ui.table.sheets import DealEndScene


def table_for(app, game="polignac", players=4, seed=5, dealer=3):
    return engine_played_table(app, game, players, seed, dealer)


def play_one_trick(app, table):
    """Every seat plays its first legal card until the engine has gathered one trick."""
    m = table.match
    done = len(m.view(0).tricks)
    while len(m.view(0).tricks) == done:
        table.apply(m.to_act, m.legal_actions()[0])
    return m.view(0).tricks[-1]


def test_a_complete_trick_waits_for_a_click_with_its_winner_marked():
    app = make_app()
    table = table_for(app)
    try:
        trick = play_one_trick(app, table)
        frames(app, 600)                      # ten seconds at "instant": nothing gathers it
        shown = [(s, c) for s, c, _ in table.model.trick]
        assert shown == [(s, c) for s, c in trick["cards"]]
        assert table.trick_waiting and table.model.trick_winner == trick["winner"]
        assert not table.busy()               # nothing moves: the app may idle while it waits
        assert table.model.last_trick == []
        click(app, table.layout.trick_area().center)
        frames(app, 2)
        assert table.model.trick == [] and not table.trick_waiting
        assert table.model.last_trick == [(s, c) for s, c in trick["cards"]]
        assert table.model.seats[trick["winner"]].tricks == 1
    finally:
        table.close()


def test_the_last_trick_button_waits_for_a_gathered_trick():
    """Before the first trick is gathered the bar's Last trick has nothing to show: it is greyed, not
    a button that does nothing; once a trick is gathered it opens it."""
    app = make_app()
    table = table_for(app)
    try:
        button = table.bar_button["table.btn.last_trick"]
        frames(app, 2)
        assert not button.enabled
        play_one_trick(app, table)
        frames(app, 60)
        assert not button.enabled             # the trick waits on the cloth: it is not the last one yet
        key(app, pygame.K_SPACE)
        frames(app, 2)
        assert button.enabled
        click(app, button.rect.center)
        assert table.show_last
    finally:
        table.close()


def test_space_gathers_the_waiting_trick_as_a_click_does():
    app = make_app()
    table = table_for(app)
    try:
        play_one_trick(app, table)
        frames(app, 5)
        assert table.trick_waiting
        key(app, pygame.K_SPACE)
        frames(app, 2)
        assert not table.trick_waiting and table.model.trick == []
    finally:
        table.close()


def test_the_click_that_gathers_a_trick_plays_no_card():
    """The person's click on the hand while a trick waits gathers it; the hand is untouched."""
    app = make_app()
    table = table_for(app, seed=2, dealer=1)      # seat 0 wins the first trick with first-legal play
    try:
        trick = play_one_trick(app, table)
        assert trick["winner"] == 0 == table.match.to_act      # the person leads the next trick
        frames(app, 5)
        hand = list(table.model.hand)
        from game.ui.table.draw import hand_rects
        code, rect = hand_rects(table)[0]
        click(app, (rect.x + 4, rect.centery))
        frames(app, 2)
        assert table.model.hand == hand and not table.trick_waiting
        code, rect = next((c, r) for c, r in hand_rects(table) if table.legal(c))
        click(app, (rect.x + 4, rect.centery))                 # the next click plays a card
        assert code not in table.model.hand
    finally:
        table.close()


@pytest.mark.parametrize("speed", ["slow", "normal", "fast"])
def test_without_holding_a_trick_stays_long_enough_to_read_at_every_speed_but_instant(speed):
    app = make_app(speed=speed, hold_tricks=False)
    table = table_for(app)
    try:
        trick = play_one_trick(app, table)
        for _ in range(600):                  # the cards land: the trick is complete, its winner marked
            if table.model.trick_winner is not None:
                break
            app.frame(1 / 60)
        frames(app, int(theme.TRICK_READ_S * 60) - 3)      # still on the cloth, to be read
        assert len(table.model.trick) == len(trick["cards"])
        assert table.model.trick_winner == trick["winner"] and not table.trick_waiting
        frames(app, 60)                       # then gathered without a click
        assert table.model.trick == [] and table.model.seats[trick["winner"]].tricks == 1
    finally:
        table.close()


def test_without_holding_a_trick_it_is_gathered_at_once_at_instant():
    """With "Hold each trick for a click" off and the speed "instant", a complete trick still lay
    1.6 s on the cloth before it was gathered: with no waiting asked for, it goes at once (the bar's
    Last trick shows it)."""
    app = make_app(hold_tricks=False)
    table = table_for(app)
    try:
        trick = play_one_trick(app, table)
        frames(app, 2)
        assert table.model.trick == [] and table.model.seats[trick["winner"]].tricks == 1
        assert table.model.last_trick == [(s, c) for s, c in trick["cards"]]
    finally:
        table.close()


def test_a_click_during_the_cards_stops_on_the_trick_to_read_then_a_second_gathers_it():
    app = make_app(speed="normal", hold_tricks=False)
    table = table_for(app)
    try:
        trick = play_one_trick(app, table)
        click(app, table.layout.trick_area().center)          # the cards land at once ...
        assert len(table.model.trick) == len(trick["cards"])   # ... and the trick stays to be read
        click(app, table.layout.trick_area().center)
        assert table.model.trick == []
    finally:
        table.close()


def first_deal_end(app, table):
    """Every seat plays its first legal card to the end of deal 1; the frames go on, each trick
    gathered, until the deal's sheet is up; returns the top scene then."""
    m = table.match
    while m.deal == 1 and not m.match_over:
        table.apply(m.to_act, m.legal_actions()[0])
    for _ in range(400):
        if isinstance(app.top, DealEndScene):
            break
        if table.trick_waiting:
            click(app, table.layout.trick_area().center)
        app.frame(1 / 60)
    return app.top


def test_a_click_meant_for_the_table_does_not_close_the_deal_end_sheet_as_it_comes_up():
    """Playing a real window, a click aimed at a card landed on the sheet's "Continue" as the end
    of the deal came up (a decided rest plays itself out), and the sheet was gone unread."""
    app = make_app()
    table = table_for(app)
    try:
        sheet = first_deal_end(app, table)
        assert isinstance(sheet, DealEndScene) and not sheet.ready
        click(app, sheet.buttons[0].rect.center)              # "Continuer", at once: not taken
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
        app.frame(1 / 60)
        assert app.top is sheet
        for _ in range(30):                                   # half a second to see it
            app.frame(1 / 60)
        assert sheet.ready
        click(app, sheet.buttons[0].rect.center)
        assert app.top is table
    finally:
        table.close()


def test_the_deal_end_sheet_opens_the_deal_last_trick():
    app = make_app()
    table = table_for(app)
    try:
        sheet = first_deal_end(app, table)
        assert isinstance(sheet, DealEndScene)
        app.frame(0.5)                                        # read before it takes a click
        button = next(b for b in sheet.buttons if b.label == "Dernier pli")
        click(app, button.rect.center)
        assert sheet.peek
        assert table.model.last_trick and table.model.last_winner is not None
        click(app, (10, 10))                                  # a click puts the trick away
        assert not sheet.peek and app.top is sheet
    finally:
        table.close()


def test_the_setting_is_offered_and_remembered():
    from game.ui.scenes.settings import SettingsScene
    app = make_app()
    scene = SettingsScene(app)
    app.push(scene)
    app.frame(1 / 60)
    stepper = scene.steppers["hold_tricks"]
    assert stepper.index == 1                     # on by default
    scene.change("hold_tricks", 0)
    assert app.settings.get("hold_tricks") is False


def test_the_log_tells_each_play_and_trick_when_the_table_shows_it():
    app = make_app(speed="normal")
    table = table_for(app)
    try:
        m = table.match
        first = m.to_act
        code = m.legal_actions()[0].to_json()["card"]
        table.apply(first, m.legal_actions()[0])
        name = table.seat_name(first)
        assert table.model.log.deal_lines(1) == []          # the card is still in the air
        trick = play_one_trick(app, table)
        for _ in range(600):                  # the deal's packets, the cards, then the trick waits
            app.frame(1 / 60)
        lines = table.model.log.deal_lines(1)
        from game.ui.table.log import card_name
        t = table.t
        plays = [t("table.log_play", name=table.seat_name(s), card=card_name(t, c)) for s, c in trick["cards"]]
        assert plays[0] == t("table.log_play", name=name, card=card_name(t, code))
        assert lines[:len(plays)] == plays
        assert plays[0] in ("Vous\u00a0: " + card_name(t, code), f"{name}\u00a0: {card_name(t, code)}")
        winner = table.seat_name(trick["winner"])
        assert lines[len(plays)] in (f"{winner} remporte le pli\xa01.", "Vous remportez le pli\xa01.")
        assert table.model.log.entries[0] == ("deal", 1, t("table.log_deal", n=1, name=table.seat_name(3)))
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_named_person_reads_his_own_plays_in_the_log_as_his_tricks(language):
    """A person who gave his name read his cards under it ("Anne : 5 de carreau") and his tricks in
    the second person ("Vous remportez le pli 1"): the log speaks to him of both alike."""
    from game.ui.table.log import card_name
    app = make_app(speed="normal", language=language)
    table = engine_played_table(app, "polignac", 4, 5, 3, name="Anne")
    try:
        m = table.match
        while True:                      # until the person (seat 0) has played a trick's card
            trick = play_one_trick(app, table)
            if any(s == 0 for s, _ in trick["cards"]):
                break
        for _ in range(600):
            app.frame(1 / 60)
        lines = table.model.log.deal_lines(1)
        mine = next(c for s, c in trick["cards"] if s == 0)
        t = table.t
        assert t("table.log_play_you", card=card_name(t, mine)) in lines, lines
        assert not [line for line in lines if line.startswith("Anne")], lines
        assert m.deal == 1
    finally:
        table.close()


def test_the_log_drawer_opens_from_the_bar_and_the_l_key_and_scrolls():
    app = make_app(size=(800, 500))
    table = table_for(app)
    try:
        m = table.match
        for n in range(60):                           # a long match's log: more lines than the drawer holds
            table.model.log.add(1, f"ligne {n}")
        button = next(b for b in table.bar_buttons if b.label == "Journal")
        click(app, button.rect.center)
        assert table.show_log
        key(app, pygame.K_l)
        assert not table.show_log
        key(app, pygame.K_l)
        from game.ui.table.log import drawer_rect
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False,
                                             precise_x=0.0, precise_y=2.0, touch=False))
        app.frame(1 / 60)
        assert table.model.log.scroll > 0            # scrolled back towards the first lines
        app.frame(1 / 60)
        assert table.model.log.scroll == 6
        before = len(m.view(0).trick)
        click(app, drawer_rect(table).center)        # a click in the drawer plays nothing
        assert len(m.view(0).trick) == before and table.show_log
        key(app, pygame.K_ESCAPE)
        assert not table.show_log
    finally:
        table.close()


@pytest.mark.parametrize("size", [(640, 400), (800, 500), (1280, 720), (1920, 1080)])
def test_with_the_log_open_the_whole_hand_and_the_line_beside_it_stay_in_sight_and_in_reach(size):
    """The drawer hung over the right end of the hand (a Double King hand of thirteen lost four
    cards under it, Polignac's eight one or two) and over "your turn" beside it: the hand lies left
    of it (or, on the smallest window, where it lies over the table, it stops above the hand), and
    the rightmost card, clicked with the log open, is played."""
    from game.ui.table.layout import HAND_MOST
    from game.ui.table.log import drawer_rect
    app = make_app(size=size)
    table = table_for(app)
    try:
        m = table.match
        key(app, pygame.K_l)
        assert table.show_log and m.to_act == 0 and table.person_to_play()
        lay = table.layout
        drawer = drawer_rect(table)
        line = app.font("body").get_linesize()
        for count in range(1, HAND_MOST + 1):
            assert not drawer.colliderect(lay.hint_area(line, count))
            lifted = lay.hand_span(count).move(0, -int(lay.hand_h * theme.HOVER_LIFT))   # under the pointer
            assert not lifted.colliderect(drawer)        # beside it, or under it on a small window
        hand = list(table.model.hand)
        before = len(m.view(0).trick)
        click(app, tuple(int(v) for v in lay.hand_cards(len(hand))[-1][0]))
        assert len(m.view(0).trick) == before + 1 and m.view(0).trick[-1]["card"] == hand[-1]
        assert table.show_log
    finally:
        table.close()


def gather_until(app, table, done, limit=2000):
    """Frames, gathering each trick that waits, until ``done()``."""
    for _ in range(limit):
        if done():
            return
        if table.trick_waiting:
            click(app, table.layout.trick_area().center)
        app.frame(1 / 60)
    raise AssertionError("the table never got there")


@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_polignac_trick_with_a_jack_shows_what_it_cost_while_it_waits(monkeypatch, language):
    """"Hortense takes the trick" stood over the jack of spades beside her plate's "0 pts": what
    the trick cost came only once it was gathered. As in Double King (and rules §7: the points are
    entered as soon as the trick is won), the winner's plate counts them as the trick lies complete."""
    app = make_app((800, 500))
    app.settings["language"] = language
    table = table_for(app)
    try:
        m = table.match
        for _ in range(8):
            before = list(m.points)
            trick = play_one_trick(app, table)
            frames(app, 120)
            if any(code[0] == "J" for _seat, code in trick["cards"]):
                break
            gather_until(app, table, lambda: not table.trick_waiting)
        winner = trick["winner"]
        assert table.trick_waiting and m.points[winner] > before[winner]
        assert table.model.seats[winner].points == m.points[winner]
        plate = table.adapter.plate_detail(winner)
        assert table.adapter.points(m.points[winner], "table.points_short") in plate
        table.__dict__.pop("_plate_cache", None)      # the plates drawn anew, not from their cache
        assert plate in " ".join(texts_drawn(monkeypatch, lambda: table.draw(app.surface))), plate
        click(app, table.layout.trick_area().center)
        frames(app, 60)                      # gathered: the same figure, counted once
        assert table.model.seats[winner].points == m.points[winner]
    finally:
        table.close()


def test_polignac_top_bar_names_every_player_tied_at_the_top():
    app = make_app()
    table = table_for(app)
    try:
        seats = table.model.seats
        seats[1].points, seats[2].points, seats[3].points = 4, 4, 1
        line = table.adapter.top_line()[1]
        assert table.seat_name(1) in line and table.seat_name(2) in line and table.seat_name(3) not in line
    finally:
        table.close()


@pytest.mark.parametrize("game,total", [("polignac", 8), ("double_king", 13)])
def test_the_first_trick_is_numbered_while_a_computer_thinks_of_its_lead(monkeypatch, game, total):
    """"Pli 1/8" stood beside the cloth when the person led the first trick, and nothing while a
    computer thought of its lead: the first trick is numbered as soon as a seat is to lead it."""
    from game.ui.table.counts import trick_in_play
    app = make_app((800, 500))
    table = debutant_table(app, game, 4, seed=3, dealer=0)     # the person deals: a computer leads
    table.seats.poll = lambda: None                 # the computers' answers held: it keeps thinking
    try:
        m = table.match
        for _ in range(600):
            if m.phase == "contract" and table.dialog is not None:
                table.choose({"type": "contract", "contract": "plis"})
            if table.thinking() is not None and m.phase == "play":
                break
            app.frame(1 / 60)
        assert table.thinking() is not None and m.phase == "play" and not table.model.trick
        assert trick_in_play(table) == (1, total)
        assert app.t("table.trick_n", n=1, total=total) in texts_drawn(monkeypatch, app.draw)
    finally:
        del table.seats.poll
        table.close()


def test_the_english_counts_say_what_is_yet_to_fall_as_the_french_do():
    """"Jacks still out: 2 (hearts, clubs)" stood over two jacks taken, face up by the plates, and
    "Jacks out: 2" read as the jacks out of play: the counts of what is not yet played say so as
    the French do ("Valets à tomber", "Cartes de pénalité pas encore tombées") and as their own
    last line ("Every jack has fallen"), the counts and the bar's alike."""
    from game.ui.locales import en_double_king, en_table, fr_double_king, fr_table
    counted = 0
    for fr, en in ((fr_table.STRINGS, en_table.STRINGS), (fr_double_king.STRINGS, en_double_king.STRINGS)):
        for name, text in fr.items():
            if name.startswith(("pol.count.", "dk.count.", "dk.bar.left")) and "tomb" in text:
                counted += 1
                assert "fall" in en[name] and " out" not in en[name], (name, en[name])
    assert counted >= 8


def test_polignac_counts_the_jacks_still_out_as_the_view_does():
    """"Jacks yet to fall: 4 (spades, hearts, …)" was read with the jack of hearts on the cloth: a
    jack played into the trick has fallen, as one taken has."""
    app = make_app()
    table = table_for(app, seed=8)
    try:
        m = table.match
        checked = on_cloth = 0
        while m.deal == 1 and not m.match_over:
            table.apply(m.to_act, m.legal_actions()[0])
            gather_until(app, table, lambda: not table.timeline.busy() or app.top is not table)
            if app.top is not table or m.deal != 1:
                break
            view = m.view(0)
            line = table.adapter.counts()[0]
            taken = {c for jacks in view.captured for c in jacks} | {t["card"] for t in view.trick}
            on_cloth += any(t["card"][0] == "J" for t in view.trick)
            out = [j for j in ("JS", "JH", "JD", "JC") if j not in taken]
            if out:
                suits = ", ".join(table.t(SUITS[j[1]]) for j in out)
                assert line == table.t("pol.count.jacks", n=len(out), suits=suits)
            else:
                assert line == table.t("pol.count.no_jacks")
            checked += 1
        assert checked > 4 and on_cloth, "a jack was seen on the cloth"
    finally:
        table.close()


@pytest.mark.parametrize("language,taken", [("fr", "pris"), ("en", "taken")])
def test_polignac_counts_no_jack_as_taken_while_the_last_lies_in_the_trick(language, taken):
    """"Every jack has been taken." was read with the last jack in the unfinished trick, nobody
    having taken it yet: the box says what is true then, that every jack has fallen."""
    from test_ui_table import sweep_but_the_last_card
    from test_ui_table import table_for as table_of
    app = make_app(language=language)
    match, _last = sweep_but_the_last_card()           # the jack of clubs lies in the fourth trick
    table = table_of(app, match)
    try:
        frames(app, 5)
        assert "JC" in table.model.cards_down() and not table.model.trick_winner
        [line] = table.adapter.counts()
        assert line == table.t("pol.count.no_jacks") and taken not in line, line
    finally:
        table.close()


@pytest.mark.parametrize("players", [4, 6])
def test_polignac_s_counts_stay_in_one_place_all_deal_in_a_small_window(players):
    """Polignac at 800×500, French: "Valets pas encore tombés : 4 (pique, cœur, carreau, trèfle)"
    stood top left, and jumped to the top right as the first jack fell: "3 (cœur, carreau,
    trèfle)" wrapped a little wider, and the wider panel would have touched the top-left seat's
    room. The panel stays where it stood, its lines wrapped to a width that keeps clear there,
    through the deal, clear of what it keeps clear of."""
    from game.ui.table import counts
    app = make_app(speed="normal", size=(800, 500))
    table = debutant_table(app, "polignac", players, seed=3, dealer=0)
    try:
        places, lines = set(), set()
        for _ in range(6000):
            if app.top is not table or table.match.deal != 1:
                break
            if table.trick_waiting:
                table.proceed()
            elif table.person_to_play() and not table.timeline.busy():
                table.play_card(next(c for c in table.model.hand if table.legal(c)))
            app.frame(1 / 60)
            box = counts.counts_box(table)
            if box is not None:
                places.add(box.topleft)
                lines.add(tuple(table.adapter.counts()))
                keep = counts._kept_clear(table)
                assert box.collidelist(keep) < 0, (box, [tuple(r) for r in keep if r.colliderect(box)])
        assert len(lines) >= 3, lines                      # jacks fell, and the count said so
        assert len(places) == 1, places
    finally:
        table.close()


SUITS = {"S": "suit.spades", "H": "suit.hearts", "D": "suit.diamonds", "C": "suit.clubs"}


def dk_deal(app, table, contract, trump=None):
    """The dealer announces ``contract``; returns the table's events of the deal by playing it out."""
    from game.engine import action_from_json
    m = table.match
    action = {"type": "contract", "contract": contract}
    if trump:
        action["trump"] = trump
    table.apply(m.to_act, action_from_json(action))
    return m


@pytest.mark.parametrize("contract,trump", [("plis", None), ("atout", "H")])
def test_a_double_king_deal_shown_again_from_the_view_keeps_its_points_so_far(contract, trump):
    """After "Take back" in a practice match (and on resuming a saved match) the table is shown again
    from the person's view: the counts read "This deal: You 0 · Ernestine 0 ..." while the plates
    still showed +3 and +2, since the view's score holds the round's points, not the deal's. And a
    trump game's tricks read before the table had shown the contract counted against their winners."""
    app = make_app()
    table = table_for(app, game="double_king", seed=4, dealer=0)
    try:
        m = dk_deal(app, table, contract, trump)
        while len(m.view(0).tricks) < 5:
            table.apply(m.to_act, m.legal_actions()[0])
        gather_until(app, table, lambda: not table.timeline.busy())
        before = [seat.deal_points for seat in table.model.seats]
        assert any(before) and before == m.view(0).deal_points
        counted = table.adapter.counts()
        table.adapter.sync(m.view(0))
        assert [seat.deal_points for seat in table.model.seats] == before
        assert table.adapter.counts() == counted
    finally:
        table.close()


def test_double_king_counts_match_the_view_and_the_summary_names_each_penalty_card_taken():
    from game.ui import i18n
    from game.ui.games.double_king_sheets import DoubleKingDealEnd
    from game.ui.table.log import card_name
    # the test plays every card itself: at "instant" the table would play a lone card of his at once
    app = make_app(auto_play=False)
    table = table_for(app, game="double_king", seed=4, dealer=0)
    try:
        m = dk_deal(app, table, "dames")
        queens = list(m.view(0).penalty_cards)
        taken = []
        checked = 0
        while m.deal == 1:
            events = table.apply(m.to_act, m.legal_actions()[0])
            for ev in events:
                if ev.kind == "trick":
                    cards = [c for _, c in ev.cards if c in queens]
                    taken.append((ev.number, ev.winner, cards, ev.points))
            if m.deal != 1:
                break
            gather_until(app, table, lambda: not table.timeline.busy())
            view = m.view(0)
            counts = [line.replace(i18n.NO_BREAK, " ") for line in table.adapter.counts()]   # as read
            # a queen in the trick has fallen, as the view has it (not yet played: penalty_left)
            said = table.t("dk.count.penalties", n=len(view.penalty_left), total=4)
            assert counts[0] == said.replace(i18n.NO_BREAK, " ")          # read the same way
            points = [seat.deal_points for seat in table.model.seats]
            assert points == view.deal_points
            constraints = view.constraints["players"]
            listed = ", ".join(f"{table.seat_name(s)} {c['negatives']}/3 · {c['trumps']}/2"
                               for s, c in enumerate(constraints))
            assert counts[-1] == table.t("dk.count.contracts", list=listed).replace(i18n.NO_BREAK, " ")
            checked += 1
        assert checked > 3
        gather_until(app, table, lambda: isinstance(app.top, DoubleKingDealEnd))
        summary = app.top.summary
        assert summary["taken"] == taken
        # the log names each queen taken with what it cost
        lines = table.model.log.deal_lines(1)
        for _n, _winner, cards, points in taken:
            if cards:
                assert any(all(card_name(table.t, c) in line for c in cards) and f"(−{points})" in line
                           for line in lines)
        assert sorted(c for _, _, cards, _ in summary["taken"] for c in cards) == sorted(queens)
    finally:
        table.close()


def read_as(text: str) -> str:
    """A text as read: its no-break spaces (which keep a phrase on one row) read as spaces."""
    return text.replace(i18n.NO_BREAK, " ")


def read(table) -> list[str]:
    """The table's counts as read (:func:`read_as`)."""
    return [read_as(line) for line in table.adapter.counts()]


def test_double_king_counts_trumps_and_marks_the_seventh_and_last_tricks_ahead():
    app = make_app()
    table = table_for(app, game="double_king", seed=6, dealer=1)
    try:
        m = dk_deal(app, table, "atout", "H")
        gather_until(app, table, lambda: not table.timeline.busy())
        view = m.view(0)
        mine = sum(1 for c in view.hand if c[1] == "H")
        assert read(table)[0] == read_as(table.t("dk.count.trumps", n=13, mine=mine))
        while m.deal == 1 and len(m.view(0).tricks) < 3:
            table.apply(m.to_act, m.legal_actions()[0])
            gather_until(app, table, lambda: not table.timeline.busy())
        view = m.view(0)
        out = [c for c in (r + "H" for r in "AKQJT98765432") if c not in view.played]
        mine = sum(1 for c in view.hand if c[1] == "H")
        assert read(table)[0] == read_as(table.t("dk.count.trumps" if mine else "dk.count.trumps_not_mine",
                                                    n=len(out), mine=mine))
        # none of those left in his hand: said so, not "(0 in your hand)"
        while m.deal == 1 and any(c[1] == "H" for c in m.view(0).hand):
            table.apply(m.to_act, m.legal_actions()[0])
            gather_until(app, table, lambda: not table.timeline.busy())
        out = [c for c in (r + "H" for r in "AKQJT98765432") if c not in m.view(0).played]
        assert out and m.deal == 1, "the others still hold trumps when his last has gone"
        assert read(table)[0] == read_as(table.t("dk.count.trumps_not_mine", n=len(out), mine=0))
        assert "(0 " not in table.adapter.counts()[0]
        # the last trump fallen, the count says so (it read "0 (0 in your hand)")
        while m.deal == 1 and any(r + "H" not in m.view(0).played for r in "AKQJT98765432"):
            table.apply(m.to_act, m.legal_actions()[0])
            gather_until(app, table, lambda: not table.timeline.busy())
        assert m.deal == 1 and m.view(0).hand, "the deal's trumps all fell with its last trick"
        assert read(table)[0] == read_as(table.t("dk.count.trumps_none"))
    finally:
        table.close()
    app = make_app()
    table = table_for(app, game="double_king", seed=6, dealer=1)
    try:
        m = dk_deal(app, table, "sept_treize")
        gather_until(app, table, lambda: not table.timeline.busy())
        prices = table.adapter.trick_prices()
        assert prices == m.view(0).trick_prices
        assert [n for n, p in enumerate(prices, 1) if p] == [7, 13]      # marked before any trick is played
        from game.ui.table.counts import trick_in_play
        assert trick_in_play(table) == (1, 13)
    finally:
        table.close()


def test_guinguette_counts_and_each_players_change_explained_by_cause():

    from test_ui_guinguette import Person

    from game.ui.games.guinguette_sheets import GuinguetteDealEnd, GuinguetteMatchEnd
    app = make_app()
    table = debutant_table(app, "guinguette", 4, {"match_length": 1, "tierce_suits": "any"}, seed=21, dealer=3)
    person = Person(5)
    seen_causes = set()
    explained = 0
    counted = 0
    try:
        for _ in range(20000):
            top = app.top
            if isinstance(top, GuinguetteMatchEnd):
                break
            if isinstance(top, GuinguetteDealEnd):
                s = top.summary
                assert table.adapter.gs.chips == s["chips"]        # the settlement was played first
                assert s["causes"] is not None
                for seat in range(4):
                    assert sum(amount for _, amount in s["causes"][seat]) == s["chips"][seat] - s["before"][seat]
                    seen_causes.update(cause for cause, _ in s["causes"][seat])
                explained += 1
            elif top is table and (table.person_to_play() or table.person_seat.question is not None) \
                    and not table.timeline.busy():
                score = table.match.view(0).score
                gs = table.adapter.gs
                assert (gs.basket, gs.queue) == (score["basket_in_play"], score["cotillon_queue"])
                lines = table.adapter.counts()
                assert lines[0] == table.t("gg.count.in_play", n=score["basket_in_play"])
                counted += 1
            pos = table.layout.trick_area().center if table.trick_waiting and top is table else \
                person.next_click(app, table)
            if pos is None:
                app.frame(1 / 60)
            else:
                click(app, pos)
        assert explained >= 4 and counted > 4
        assert {"ante", "cotillon"} <= seen_causes and seen_causes & {"mouche", "fine", "vole"}
        # the log tells each deal's payments, by cause, with each player's total
        payments = [text for _, _, text in table.model.log.entries if "(= " in text]
        assert len(payments) >= 4
    finally:
        table.close()



@pytest.mark.parametrize("game,players,size", [("guinguette", 5, (1920, 1080)), ("guinguette", 5, (1280, 720)),
                                               ("polignac", 6, (1280, 720)), ("double_king", 4, (800, 500))])
def test_the_counts_panel_keeps_clear_of_the_seats_where_the_cloth_has_room(game, players, size):
    _rows, panel, lay, cloth = counts_placed(game, players, size)
    for seat in range(players):
        assert not panel.colliderect(lay.plate_rect(seat)), seat
    assert not panel.colliderect(lay.trick_area())
    for rect in cloth:                                   # Guinguette's baskets and counters
        assert not panel.colliderect(rect)


def counts_placed(game, players, size, language="fr"):
    """The counts panel's rows and place once a table of ``players`` at ``game`` is dealt, with the
    table's layout and the rects the game keeps clear on its cloth."""
    app = make_app(size=size)
    app.settings["language"] = language
    table = table_for(app, game, players)
    try:
        for _ in range(40):                   # dealt, the counts drawn
            app.frame(1 / 60)
        app.draw()
        rows, panel = table._counts_layout["placed"]
        return rows, panel, table.layout, list(table.adapter.keep_clear())
    finally:
        table.close()


@pytest.mark.parametrize("language,short", [("fr", "Valets à tomber\u00a0: 4"), ("en", "Jacks to fall: 4")])
def test_where_the_jacks_still_out_have_no_room_they_are_counted_briefly_clear_of_the_seats(language, short):
    """At 640×400 with eight at Polignac the jacks still out, with their suits, lay on the end of a
    plate: where no place holds the whole line, its short form is counted in a clear place."""
    rows, panel, lay, _cloth = counts_placed("polignac", 8, (640, 400), language)
    assert rows == [short]
    for seat in range(8):
        assert not panel.colliderect(lay.plate_rect(seat)), seat
    assert not panel.colliderect(lay.trick_area())
    rows, _panel, _lay, _cloth = counts_placed("polignac", 8, (1280, 720), language)   # room: the whole line
    assert " ".join(rows).startswith({"fr": "Valets pas encore tombés", "en": "Jacks yet to fall"}[language])


@pytest.mark.parametrize("game,players,size", [("polignac", 4, (800, 500)), ("polignac", 5, (800, 500)),
                                               ("polignac", 6, (800, 500)), ("polignac", 7, (1280, 720)),
                                               ("polignac", 5, (640, 400)), ("double_king", 4, (800, 500))])
def test_the_counts_panel_leaves_each_seat_s_tricks_and_jacks_in_sight(game, players, size):
    """At 800x500 with four or six at Polignac the counts panel lay where the seat at the head of
    the table lays the jacks it takes, face up beside its plate (the trick's cards lie under it):
    the panel keeps clear of every seat's pile of tricks with its count, and of the row of jacks
    a Polignac seat lays by its plate."""
    from game.ui.table.counts import counts_box
    app = make_app(size=size)
    table = table_for(app, game, players)
    try:
        for _ in range(40):
            app.frame(1 / 60)
        box = counts_box(table)
        lay = table.layout
        assert box is not None
        for seat in range(players):
            if seat == table.person:
                continue
            assert not box.colliderect(lay.stack_rect(seat)), ("tricks", seat, box)
            if game == "polignac":
                assert box.collidelist(lay.jacks_origin(seat)) < 0, ("jacks", seat, box)
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(640, 400), (800, 500), (1280, 720)])
@pytest.mark.parametrize("players", [6, 7, 8])
@pytest.mark.parametrize("fallen", [1, 4])
def test_the_counts_panel_leaves_the_person_s_jacks_and_tricks_in_sight(language, size, players, fallen):
    """Eight at Polignac in 800×500: late in the deal "Tous les valets sont tombés" went down to
    the bottom left, on two lines, over the person's captured jack of clubs and his won tricks.
    Whether jacks are still out or all have fallen, the panel keeps clear of the row where the
    person's jacks lie and of his tricks with their count."""
    from game.ui.table.counts import counts_box, pile_room
    app = make_app(size=size, language=language)
    table = table_for(app, players=players, dealer=players - 1)
    try:
        frames(app, 30)
        jacks = ["JC", "JS", "JH", "JD"][:fallen]
        table.model.seats[table.person].shown = jacks[:1]
        table.model.seats[1].shown = jacks[1:]
        table.model.seats[table.person].tricks = 1
        app.draw()
        assert (app.t("pol.count.no_jacks") in table.adapter.counts()) is (fallen == 4)
        box, lay = counts_box(table), table.layout
        assert box is not None
        row = lay.jacks_origin(table.person)
        assert box.collidelist(row) < 0, ("jacks", box, row)
        pile = pile_room(table, table.person, table.adapter.hand_most())
        assert not box.colliderect(pile), ("tricks", box, pile)
    finally:
        table.close()


@pytest.mark.parametrize("game,players,size", [("polignac", 5, (800, 500)), ("polignac", 4, (1280, 720)),
                                               ("double_king", 4, (800, 500)), ("guinguette", 6, (1280, 720))])
def test_the_counts_panel_stays_in_its_place_as_the_hand_is_played(game, players, size):
    """At 800×500 with five at Polignac the panel stood at the top of the table while the person
    held six cards and jumped to the left side with five, back and forth each time a card was
    played and taken back: the same counts stay in the same place all deal long."""
    from game.ui.table.counts import counts_box
    app = make_app(size=size)
    table = table_for(app, game, players)
    try:
        for _ in range(40):                   # dealt, the counts drawn
            app.frame(1 / 60)
        hand = list(table.model.hand)
        assert len(hand) > 1
        places = set()
        for count in range(len(hand), 0, -1):
            table.model.hand[:] = hand[:count]
            box = counts_box(table)
            assert box is not None
            places.add(tuple(box))
        assert len(places) == 1, places
    finally:
        table.close()


LONG_COUNTS = [["Jetons : Vous 37 · Ernestine 36 · Anatole 37 · Hortense 44 · Barnabé 37 · Clémence 37 · Octave 37",
                "Valets encore dehors : 4 (pique, cœur, carreau, trèfle)"],
               ["Valets encore dehors : 4 (pique, cœur, carreau, trèfle)"],
               ["Cette donne : Vous 0 · Ernestine −1 · Anatole 0 · Hortense 0",
                "Contrats choisis (négatifs · atouts) : Vous 1/3 · 0/2, Ernestine 0/3 · 0/2, Anatole 0/3 · 0/2"]]


@pytest.mark.parametrize("game,players,size", [("polignac", 8, (1280, 720)), ("polignac", 7, (1920, 1080)),
                                               ("polignac", 8, (1600, 900)), ("polignac", 3, (800, 500)),
                                               ("double_king", 4, (900, 900))])
def test_long_counts_keep_clear_of_the_fans_as_dealt(game, players, size):
    """The panel kept clear of a plate-wide strip round each seat's fan, which a fan of four cards
    or more outgrows: long counts ran over the backs of the seat in the top left corner (seven and
    eight Polignac seats at 16:9, Double King at 900x900). It now keeps clear of each fan as wide
    as a deal of the game makes it."""
    from game.ui.table import counts
    app = make_app(size=size)
    table = table_for(app, game, players, dealer=0)
    try:
        for _ in range(240):                   # dealt
            app.frame(1 / 60)
        most = table.adapter.hand_most()
        assert max(show.cards for show in table.model.seats) == most
        lay = table.layout
        for lines in LONG_COUNTS:
            _rows, panel, _shown = counts._place(table, lines, app.font("small"), 6, counts._kept_clear(table))
            for seat in range(players):
                if seat != table.person:
                    assert not panel.colliderect(lay.fan_rect(seat, most)), (lines, seat, panel)
    finally:
        table.close()


@pytest.mark.parametrize("game,players", [("guinguette", n) for n in range(3, 9)]
                         + [("double_king", 4), ("polignac", 3), ("polignac", 5), ("polignac", 8)])
@pytest.mark.parametrize("size", [(1024, 768), (800, 500), (900, 900), (1280, 720)])
def test_the_trick_number_covers_no_basket_nor_seat_nor_card(monkeypatch, game, players, size):
    """At 1024x768 with six players "Pli 4/4" lay on the rim of the cabaret's basket, left of the
    trick: it now goes beside the trick where the cloth is clear, or above or below it; and at
    1024x768 in Double King the glow of the card played from the left touched it."""
    from game.ui.table import counts
    app = make_app(size=size)
    table = table_for(app, game, players, dealer=0)
    drawn = []
    real = counts.widgets.draw_text

    def spy(surface, text, *args, **kwargs):
        rect = real(surface, text, *args, **kwargs)
        if text == table.t("table.trick_n", n=2, total=4):
            drawn.append(rect)
        return rect
    try:
        for _ in range(20):
            app.frame(1 / 60)
        monkeypatch.setattr(counts, "trick_in_play", lambda scene: (2, 4))
        monkeypatch.setattr(counts.widgets, "draw_text", spy)
        app.draw()
        assert drawn
        label = drawn[-1]
        lay = table.layout
        for seat in range(players):
            assert not label.colliderect(lay.plate_rect(seat)), seat
        for rect in table.adapter.keep_clear():          # the baskets, the trump, the counters
            assert not label.colliderect(rect), (label, rect)
        assert not label.colliderect(lay.trick_cards_box())
    finally:
        table.close()


@pytest.mark.parametrize("game,players,size", [("guinguette", 6, (1024, 768)), ("polignac", 8, (900, 900)),
                                               ("double_king", 4, (1280, 1024)), ("polignac", 5, (1024, 768))])
def test_every_plate_writes_its_players_whole_name_on_squarer_windows(monkeypatch, game, players, size):
    """At 1024x768 the plates read "Horte…", "Cléme…", "Ernest…": their width followed the
    window's width alone, the type its height."""
    from test_ui_double_king import _drawn
    app = make_app(size=size)
    table = TableScene(app, MatchConfig(game, players, {}, default_seats(players), seed=5, dealer=0))
    app.push(table)                  # computer seats: each plate bears a medallion beside the name
    try:
        for _ in range(10):
            app.frame(1 / 60)
        table.__dict__.pop("_plate_cache", None)          # every plate drawn afresh
        drawn = [text for text, _colour in _drawn(monkeypatch, app)]
        for seat in range(players):
            if seat != table.person:
                assert table.seat_name(seat) in drawn, (table.seat_name(seat), drawn)
    finally:
        table.close()


def _plate_drawn(monkeypatch, table, seat) -> tuple[list, list]:
    """The lines a seat's plate writes, with where (in the plate's image), and its dealer's rings."""
    from game.ui import widgets
    from game.ui.table import draw
    placed, rings = [], []
    real_text, real_ring = draw.text, widgets.draw_ringed_letter

    def text(surface, line, *args, **kwargs):
        placed.append((line, real_text(surface, line, *args, **kwargs)))
        return placed[-1][1]

    def ring(surface, letter, font, centre, *args, **kwargs):
        radius = real_ring(surface, letter, font, centre, *args, **kwargs)
        rings.append(pygame.Rect(centre[0] - radius, centre[1] - radius, 2 * radius, 2 * radius))
        return radius
    monkeypatch.setattr(draw, "text", text)
    monkeypatch.setattr(widgets, "draw_ringed_letter", ring)
    try:
        table.__dict__.pop("_plate_cache", None)
        draw._plate_image(table, seat, table.layout.plate_rect(seat), False)
    finally:
        monkeypatch.setattr(draw, "text", real_text)
        monkeypatch.setattr(widgets, "draw_ringed_letter", real_ring)
    return placed, rings


@pytest.mark.parametrize("game,players", [("guinguette", 6), ("polignac", 8), ("double_king", 4)])
@pytest.mark.parametrize("size", [(640, 400), (800, 500), (1280, 720)])
def test_the_dealer_s_mark_lies_on_no_letter_of_the_dealer_s_name(monkeypatch, game, players, size):
    """Played at 800×500 with a name of twenty letters ("Marie-Christine Wolf"), the person dealing:
    the dealer's D lay on the end of the name ("Marie-Christine Wo" and the D over "lf"). The name
    stops short of the mark, cut with an ellipsis where it must be ("Marie-Christine…", no space
    before it)."""
    app = make_app(size=size)
    seats = default_seats(players)
    seats[0]["name"] = "Marie-Christine Wolf"
    for dealer in (0, players - 1):
        table = TableScene(app, MatchConfig(game, players, {}, seats, seed=5, dealer=dealer))
        app.push(table)
        try:
            for _ in range(10):
                app.frame(1 / 60)
            placed, rings = _plate_drawn(monkeypatch, table, dealer)
            line, name = next((line, rect) for line, rect in placed
                              if line.rstrip("…") and table.seat_name(dealer).startswith(line.rstrip("…")))
            assert len(rings) == 1 and not name.colliderect(rings[0]), (placed, rings)
            assert not line.endswith(" …"), "no space before the ellipsis"
        finally:
            table.close()
            app.pop()


@pytest.mark.parametrize("game,players,size", [("guinguette", 8, (800, 500)), ("guinguette", 7, (800, 500))])
def test_a_crowded_cloth_shows_the_first_counts_clear_of_the_seats(game, players, size):
    """At 8 seats in 800x500 the three lines of Guinguette's counts found no clear place and the
    panel covered a seat's counters: its first lines, the baskets, now go where they cover nothing
    or next to nothing (in the game's fewer words where these show more)."""
    app = make_app(size=size)
    table = table_for(app, game, players)
    try:
        for _ in range(40):
            app.frame(1 / 60)
        app.draw()
        rows, panel = table._counts_layout["placed"]
        def bare(text):
            return "".join(ch for ch in text if not ch.isspace())
        shown = bare("".join(rows))
        assert shown and any(shown == bare("".join(lines[:k]))
                             for lines in (table.adapter.counts(), table.adapter.counts_short())
                             for k in range(1, len(lines) + 1)), rows
        lay = table.layout
        for seat in range(players):
            assert not panel.colliderect(lay.plate_rect(seat)), seat
        # nothing clear may be left for even one line: then it only grazes what lies on the cloth
        grazed = sum(panel.clip(rect).w * panel.clip(rect).h for rect in table.adapter.keep_clear())
        assert grazed <= 0.05 * panel.w * panel.h, grazed
    finally:
        table.close()


@pytest.mark.parametrize("players", [6, 7, 8])
@pytest.mark.parametrize("size", [(1280, 720), (800, 500)])
def test_the_polignac_score_pad_writes_every_name_whole(monkeypatch, players, size):
    """At 7 players in 800x500 the pad read "Ernesti…", "Horten…", "Cléme…"."""
    from test_ui_double_king import _drawn

    from game.ui.table.sheets import ScorePadScene
    app = make_app(size=size)
    table = table_for(app, "polignac", players)
    try:
        for _ in range(10):
            app.frame(1 / 60)
        table.open_scores()
        assert isinstance(app.top, ScorePadScene)
        drawn = [text for text, _colour in _drawn(monkeypatch, app)]
        for seat in range(players):
            assert table.seat_name(seat) in drawn, (table.seat_name(seat), drawn)
        assert not [text for text in drawn if text.endswith("…")]
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("players", [3, 4, 8])
@pytest.mark.parametrize("size", [(1280, 720), (800, 500)])
def test_the_guinguette_score_pad_writes_each_basket_s_name_whole(monkeypatch, players, size, language):
    """At 800x500 the pad's baskets read "Guing.", "Caba…" and "Cotill…": a column too narrow for
    a basket's name now has it on two staggered rows, as the players' names."""
    from test_ui_double_king import _drawn

    app = make_app(size=size, language=language)
    table = table_for(app, "guinguette", players, dealer=0)
    try:
        for _ in range(10):
            app.frame(1 / 60)
        table.open_scores()
        drawn = [text for text, _colour in _drawn(monkeypatch, app)]
        for basket in ("guinguette", "cabaret", "cotillon"):
            assert app.t(f"gg.sheet.{basket}") in drawn, drawn
        assert not [text for text in drawn if text.endswith("…")], drawn
    finally:
        table.close()


@pytest.mark.parametrize("size", [(900, 900), (1024, 768), (1280, 720)])
def test_every_seats_fanned_backs_lie_whole_inside_the_window(size):
    """At 900x900 the thirteen backs of the seats at the sides ran past the window's edges."""
    from game.ui.table import draw
    app = make_app(size=size)
    table = table_for(app, "double_king", 4, dealer=0)
    try:
        for _ in range(30):
            app.frame(1 / 60)
        assert all(table.model.seats[s].cards == 13 for s in range(4) if s != table.person)
        drawn = []

        class Spy(pygame.Surface):
            def blit(self, source, dest, *args, **kwargs):
                rect = pygame.Surface.blit(self, source, dest, *args, **kwargs)
                drawn.append(pygame.Rect(dest[0], dest[1], *source.get_size()))
                return rect
        surface = Spy(size)
        draw.draw_fans(table, surface)
        assert len(drawn) == 3
        for fan in drawn:
            assert surface.get_rect().contains(fan), fan
    finally:
        table.close()


def test_a_wrapped_count_never_parts_a_player_from_his_figure():
    """At 1024x768 the deal's points wrapped as "… · Hortense" over "0": each name now keeps its
    figures on its line, however narrow the column."""
    from game.ui import i18n, widgets
    app = make_app(size=(1024, 768))
    small = app.font("small")
    names = ["You", "Ernestine", "Anatole", "Hortense"]
    points = "This deal: " + i18n.dotted(i18n.with_figure(n, i18n.signed(v)) for n, v in zip(names, (0, -1, 12, 3)))
    contracts = ", ".join(i18n.with_figure(n, "1/3", "·", "0/2") for n in names)
    for text in (points, contracts):
        for width in range(60, 500, 7):
            for line in widgets.wrap(text, small, width):
                words = line.replace(i18n.NO_BREAK, " ").split()
                assert words[0] not in ("0", "−1", "+12", "+3", "1/3", "0/2", "·"), (width, line)
                assert words[-1] not in names, (width, line)


@pytest.mark.parametrize("trick", [False, True])
@pytest.mark.parametrize("players,size", [(6, (1280, 720)), (5, (1280, 720)), (6, (1920, 1080)), (4, (800, 500))])
def test_the_story_line_covers_no_captured_jack_nor_fan(monkeypatch, players, size, trick):
    """At 1280x720 with six Polignac seats, "the rest of the deal is played out" lay over a jack
    captured by a seat at the top while it showed: the banner kept clear of the plates only."""
    from test_ui_frame_support import panels_drawn

    from game.ui import theme
    from game.ui.table import draw
    app = make_app(size=size)
    table = table_for(app, "polignac", players, dealer=0)
    try:
        for _ in range(5):
            app.frame(1 / 60)
        lay = table.layout
        jacks = []
        for seat, show in enumerate(table.model.seats):
            if seat != table.person:
                show.shown = ["JS", "JH", "JD", "JC"]         # every seat with a row of captured jacks
                jacks += lay.jacks_origin(seat, 4)
        if trick:
            table.model.trick = [(1, "KS", 0.0)]
        fans = [lay.fan_rect(s, show.cards) for s, show in enumerate(table.model.seats)
                if s != table.person and show.cards]
        line = "La suite de la donne est jouée d’avance : les cartes tombent."
        monkeypatch.setattr(table, "banner_text", lambda: line)
        boxes = panels_drawn(monkeypatch, theme.GOLD, lambda: draw.draw_banner(table, app.surface))
        assert len(boxes) == 1
        assert boxes[0].collidelist(jacks) < 0, boxes[0]
        assert boxes[0].collidelist(fans) < 0, boxes[0]
        assert boxes[0].collidelist([lay.plate_rect(s) for s in range(players)]) < 0
    finally:
        table.close()


@pytest.mark.parametrize("size", [(800, 500), (640, 400), (1280, 720)])
def test_the_story_line_covers_no_trick_number(monkeypatch, size):
    """At 800x500 "Hortense chooses: Trumps in clubs" lay over "Trick 1/13" as the deal began."""
    from test_ui_frame_support import panels_drawn

    from game.ui import theme
    from game.ui.table import counts, draw
    app = make_app(size=size)
    table = table_for(app, "double_king", 4, dealer=0)
    try:
        dk_deal(app, table, "atout", "C")
        gather_until(app, table, lambda: not table.timeline.busy())
        number = counts.trick_number_box(table)
        assert number is not None
        line = "Hortense choisit : Atout trèfle"
        monkeypatch.setattr(table, "banner_text", lambda: line)
        boxes = panels_drawn(monkeypatch, theme.GOLD, lambda: draw.draw_banner(table, app.surface))
        assert len(boxes) == 1 and not boxes[0].colliderect(number), (boxes[0], number)
    finally:
        table.close()


def play_a_deal_and_a_half(app, table) -> None:
    """Every seat played through the engine to the second trick of the second deal (the words: the
    first offered, no bet to ruin a seat), the last cards shown, the last trick gathered."""
    import random

    from test_ui_frame_support import play_until

    from game.ui.table.seats import concrete
    rng = random.Random(3)
    m = table.match
    play_until(app, table, lambda: m.deal >= 2 and len(m.view(0).tricks) >= 2,
               lambda match, legal: concrete(rng.choice(legal) if match.phase == "play" else legal[0]))
    for _ in range(600):
        if app.top is not table:
            app.pop()
        if table.trick_waiting:
            table.proceed()
        app.frame(1 / 60)


@pytest.mark.parametrize("game,players", [("polignac", 4), ("polignac", 3), ("double_king", 4), ("guinguette", 5)])
def test_a_match_continued_keeps_the_log_of_the_deals_played_before(monkeypatch, game, players):
    """Continued from its autosave, a Guinguette match in its third deal opened its log on "Nothing
    yet": the table was rebuilt from the record and its log held this sitting's lines only. The
    recorded actions are told again through the game's adapter, out of sight: the log reads as it
    did when the match was left."""
    app = make_app()
    table = table_for(app, game=game, players=players, seed=11, dealer=0)
    try:
        m = table.match
        play_a_deal_and_a_half(app, table)
        assert m.deal >= 2
        before = list(table.model.log.entries)
        assert any(kind == "deal" and deal == 2 for kind, deal, _ in before)
        again = TableScene.from_record(app, table.record)
        try:
            assert again.model.log.entries == before
        finally:
            again.close()
        # only the last deals are told again (the log keeps a few hundred lines): here the last one
        from game.ui.table import scene as scene_module
        monkeypatch.setattr(scene_module, "RETOLD_DEALS", 1)
        last = TableScene.from_record(app, table.record)
        try:
            assert last.model.log.entries == [e for e in before if e[1] >= m.deal]
            assert last.model.log.entries[0] == ("deal", m.deal, last.t(
                "table.log_deal", n=m.deal, name=last.seat_name(m.view(0).dealer)))
        finally:
            last.close()
    finally:
        table.close()


@pytest.mark.parametrize("game,players", [("polignac", 4), ("double_king", 4), ("guinguette", 5)])
def test_the_log_and_the_story_line_change_language_with_the_settings(monkeypatch, game, players):
    """English chosen in Settings in the middle of a Guinguette match: the table turned English, but
    its log went on in French down to the last line written before ("Donne 2 · donneur : Ernestine",
    "Ernestine ramasse le pli 1"), and the line over the cloth stayed French until the next one.
    Both are said again in the language chosen: the log reads as a match played in it."""
    from game.ui import i18n
    from game.ui.table import draw, log
    app = make_app()
    table = table_for(app, game=game, players=players, seed=11, dealer=0)
    try:
        play_a_deal_and_a_half(app, table)
        french = [i18n.now(text) for _, _, text in table.model.log.entries]
        table.stage.banner("table.log_deal", n=7, name=lambda _t: table.seat_name(1))
        app.settings["language"] = "en"
        english = TableScene.from_record(app, table.record)        # the same deals, told in English
        try:
            told = [text for _, _, text in english.model.log.entries]
        finally:
            english.close()
        said = f"Deal 7 · dealer: {table.seat_name(1)}"          # the line over the cloth, in the log too
        assert [i18n.now(text) for _, _, text in table.model.log.entries] == told + [said]
        assert sum(a != b for a, b in zip(french, told)) > len(told) // 2, (french, told)
        assert table.model.log.deal_lines(2) == [text for kind, deal, text in english.model.log.entries
                                                 if deal == 2 and kind == "line"] + [said]
        table.show_log = True
        rows = texts_drawn(monkeypatch, lambda: log.draw_log(table, app.surface))
        assert rows[0] == app.t("table.log_title") and told[-1] in " ".join(rows[1:]), (rows, told[-1])
        from game.ui import widgets
        real, lines = widgets.render, []
        monkeypatch.setattr(widgets, "render", lambda text, *args: lines.append(text) or real(text, *args))
        draw.draw_banner(table, app.surface)
        assert " ".join(lines) == said
    finally:
        table.close()


@pytest.mark.parametrize("size", [(700, 1000), (800, 500), (1280, 720), (1920, 1080)])
def test_the_trick_number_lies_clear_of_the_contract_tag(size):
    """In a tall window (700×1000) Double King's contract tag under the dealer's plate ("No tricks")
    lay on the trick's number ("Trick 3/13"): the tag is kept clear like what lies on the cloth."""
    from game.ui.table import counts
    app = make_app(size=size, language="en")
    table = table_for(app, game="double_king", players=4, seed=11, dealer=0)
    try:
        play_a_deal_and_a_half(app, table)
        tag = table.adapter._contract_tag(app.surface.get_rect())
        number = counts.trick_number_box(table)
        assert tag is not None and number is not None
        assert not number.colliderect(tag[0]), (number, tag)
    finally:
        table.close()


# ---------------------------------------------------------------- the score pad's cells

def pad_marks(monkeypatch, app):
    """What the score pad on top writes: (text, rectangle) for each text, and the rectangle of each
    ringed letter (the dealer's D)."""
    from game.ui import widgets
    rings = []
    real_ring = widgets.draw_ringed_letter

    def ring_spy(surface, letter, font, centre, *args, **kwargs):
        radius = real_ring(surface, letter, font, centre, *args, **kwargs)
        rings.append(pygame.Rect(centre[0] - radius, centre[1] - radius, 2 * radius + 1, 2 * radius + 1))
        return radius
    monkeypatch.setattr(widgets, "draw_ringed_letter", ring_spy)
    try:
        texts = texts_placed(monkeypatch, lambda: app.top.draw(app.surface))
    finally:
        monkeypatch.setattr(widgets, "draw_ringed_letter", real_ring)
    return texts, rings


def pad_rows(game, players, deals=8):
    """Eight deals (or ``deals``) as the table records them, with large changes (a Guinguette player
    who wins a full cotillon, a Polignac player who takes every jack), the dealer moving round the table."""
    rows = []
    chips = [40] * players
    for deal in range(1, deals + 1):
        dealer = deal % players
        if game == "guinguette":
            chips = [c - 3 for c in chips]
            chips[(dealer + 1) % players] += 29                # "+26" beside the dealer's ringed D
            rows.append({"deal": deal, "chips": list(chips), "dealer": dealer, "guinguette": 0,
                         "cabaret": 8 * deal, "queue": [12, 7] if deal % 2 else []})
        else:
            gained = [0] * players
            gained[(dealer + 1) % players] = 12
            points = [12 * deal if s == (dealer + 1) % players else deal for s in range(players)]
            rows.append({"deal": deal, "deal_points": gained, "points": points, "dealer": dealer})
    return rows


@pytest.mark.parametrize("game", ["polignac", "guinguette"])
@pytest.mark.parametrize("size", [(1280, 720), (800, 500), (1920, 1080)])
def test_score_pad_writes_nothing_over_anything_at_eight(monkeypatch, game, size):
    """At a table of eight the dealer's ringed D beside a total stood over the next player's
    change ("41 Ⓓ+26 71"), and Guinguette's columns cut the names ("Ernes…"): each cell now holds
    the change, the total and the D inside its column (the change under its total where the column
    is too narrow for all three: Polignac's pad at 800×500 left it out), and names too long for a
    column are written on two staggered rows."""
    app = make_app(size=size, language="en")
    table = table_for(app, game, players=8)
    table.model.history = pad_rows(game, 8)
    table.open_scores()
    app.frame(1 / 60)
    texts, rings = pad_marks(monkeypatch, app)
    sheet = [(text, rect) for text, rect in texts if app.top.rect.contains(rect)]
    names = [table.seat_name(s) for s in range(8)]
    assert all(name in [text for text, _ in sheet] for name in names)        # every name whole
    labels = [table.t("table.deal_n", n=row["deal"]) for row in table.model.history]
    shown = [text for text, _ in sheet if text in labels]
    key = [rect for text, rect in sheet if text == table.t("table.pad_key_dealer")]     # each pad keys its D
    assert len(key) == 1
    on_rows = [ring for ring in rings if not any(abs(ring.centery - k.centery) <= 2 for k in key)]
    assert len(on_rows) == len(shown) >= min(5, len(table.model.history))     # the dealer of each row shown
    for i, (text, rect) in enumerate(sheet):
        for other, orect in sheet[i + 1:]:
            assert not rect.inflate(-2, -2).colliderect(orect.inflate(-2, -2)), (text, other)
        for ring in rings:
            assert not ring.colliderect(rect.inflate(-2, -2)), (text, ring)
    # each row shown gives its deal's change (one player's "+26" or "+12"), beside the totals or under them
    assert len([text for text, _ in sheet if text in ("+26", "+12")]) == len(shown)
    table.close()


@pytest.mark.parametrize("game,players,size", [("polignac", 5, (1920, 1080)), ("polignac", 8, (800, 500)),
                                               ("double_king", 4, (1280, 720)), ("guinguette", 8, (1280, 720)),
                                               ("polignac", 3, (1024, 768)), ("double_king", 4, (800, 500))])
def test_the_dots_of_a_seat_that_thinks_stand_clear_of_its_plate_s_words(monkeypatch, game, players, size):
    """At 1920x1080 the three dots of a thinking seat stood over the end of "Amateur · 2 pt": they
    stand in the seat's medallion, in place of its initial, where no word of the plate is."""
    from game.ui.table import draw
    app = make_app(size=size)
    table = TableScene(app, MatchConfig(game, players, {}, default_seats(players), seed=5, dealer=0))
    app.push(table)                  # computer seats: each plate gives the level beside the figure
    try:
        for seat in range(players):
            if game == "polignac":
                table.model.seats[seat].points = 12 + seat
            elif game == "double_king":
                table.adapter.net[seat] = -88
        table.model.dealer = 1
        for seat in range(players):
            if seat == table.person:
                continue
            plate = table.layout.plate_rect(seat)
            table.__dict__.pop("_plate_cache", None)
            def drawn(seat=seat, plate=plate):
                return draw._plate_image(table, seat, plate, True)
            placed = texts_placed(monkeypatch, drawn)
            m = drawn()[1]
            words = [rect.move(plate.x - m, plate.y - m) for text, rect in placed if text]
            assert words
            centres, r = draw.thinking_dots(table, seat)
            for x, y in centres:
                dot = pygame.Rect(x - r, y - r, 2 * r + 1, 2 * r + 1)
                assert plate.contains(dot), (seat, dot, plate)
                assert not any(dot.colliderect(word.inflate(-2, -2)) for word in words), (seat, dot, words)
    finally:
        table.close()


@pytest.mark.parametrize("options,changed", [({}, False), ({"preset": "classique"}, False),
                                             ({"leftover_method": "dealer_ecart"}, True)])
def test_the_top_bar_says_when_the_rules_are_not_the_preset_s_own(options, changed):
    """The setup read "Classique, modifié" (the dealer's écart chosen), the table's bar
    "Polignac · Classique · Donne 1": the bar says the rules were changed, as the setup did."""
    app = make_app()
    seats = default_seats(3)
    table = TableScene(app, MatchConfig("polignac", 3, options, seats, seed=5, dealer=0))
    app.push(table)
    try:
        classic = app.t("preset.polignac.classique")
        shown = app.t("setup.preset_changed", preset=classic) if changed else classic
        assert table.adapter.top_line()[0].split(" · ")[1] == shown
    finally:
        table.close()


def test_the_tricks_count_keeps_its_total_while_a_trick_is_gathered():
    """"Pli 7/8" read "Pli 7/7" while the seventh trick flew to its taker (and "Pli 2/7" after the
    first): the trick was off the cloth, the hands one card shorter, and the trick not yet counted
    until its cards lay on the stack. And "Pli 1/8" went out while the first card flew to the
    cloth. Played at the table's own pace, through a général."""
    from game.engine import action_from_json, new_match
    from game.ui.table.counts import trick_in_play
    app = make_app(speed="normal", language="en")
    mine = ["KS", "KH", "KD", "KC", "QS", "QH", "QD", "QC"]
    rest = ["AH", "8D", "9C", "TD", "JS", "7S", "JC", "8H", "9H", "JD", "7C", "AD", "9S", "TH", "TC", "8C",
            "AS", "TS", "9D", "7H", "8S", "7D", "AC", "JH"]
    match = new_match("polignac", 4, options={}, seed=3, dealer=3, deals=[{"hands": [mine] + [
        rest[k:k + 8] for k in (0, 8, 16)]}])
    table = engine_played_table(app, "polignac", 4, 3, 3, match=match)
    shown, said = [], []
    try:
        for _ in range(6000):
            app.frame(1 / 60)
            if table.match.deal > 1 or isinstance(app.top, DealEndScene):
                break
            got = trick_in_play(table)
            if (got is not None or shown) and (not shown or shown[-1] != got):
                shown.append(got)
            if table.trick_waiting:
                table.proceed()
            if table.timeline.busy():
                continue
            legal = [a.to_json() for a in table.match.legal_actions()]
            action = next((a for a in legal if a.get("choice") == "ask" or a.get("answer") is False
                           or a.get("card", "").startswith("J")), legal[0])    # the jacks out early
            if action["type"] != "play":
                said.append(action["type"])
            table.apply(table.match.to_act, action_from_json(action))
        assert said == ["general"] + ["favour"] * 3
        lines = table.model.log.deal_lines(1)            # the story keeps each answer to the favour
        assert [line for line in lines if line.endswith("refuses the favour.")] == [
            f"{table.seat_name(s)} refuses the favour." for s in (1, 2, 3)], lines
        if shown[-1] is None:         # the last trick gathered: no trick left to number
            shown.pop()
        assert None not in shown, shown       # nor did it blink out while the first card flew
        assert [n for n, _ in shown] == list(range(1, 9)), shown
        assert {total for _, total in shown} == {8}, shown
    finally:
        table.close()


@pytest.mark.parametrize("size", [(640, 400), (800, 500), (1024, 768), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [3, 4, 5, 6, 7, 8])
def test_the_jacks_a_seat_has_taken_lie_clear_of_the_trick(size, players):
    """At 1920×1080 with eight Polignac seats, the jacks Barnabé had taken lay under the trick's
    cards, their top edge alone showing (the seat at the head of the table: its row of jacks under
    its plate ran into the trick). A seat's captured jacks lie clear of the trick's cards, of
    every plate, of the other seats' fans and inside the window; a dealer's écart there goes
    beyond its tricks. At 1024x768 and 640x400 eight seats left them under the plate, in the
    trick: beside it, the row was kept clear of fans of thirteen cards, where Polignac's eight
    seats hold four."""
    from game.ui.cards import card_size
    app = make_app(size=size)
    table = table_for(app, "polignac", players, dealer=0)
    try:
        app.frame(1 / 60)
        lay = table.layout
        cw, ch = card_size(lay.table_h)
        trick = [pygame.Rect(int(x - cw / 2), int(y - ch / 2), cw, ch)
                 for x, y in (lay.trick_slot(s) for s in range(players))]
        window = pygame.Rect(0, lay.top_bar.bottom, *size)
        plates = [lay.plate_rect(s) for s in range(players)]
        most = table.adapter.hand_most()
        for seat in range(players):
            if seat == table.person:
                continue
            fans = [lay.fan_rect(s, most) for s in range(players) if s not in (seat, table.person)]
            for jack in lay.jacks_origin(seat, 4):
                assert jack.collidelist(trick) < 0, (seat, jack)
                assert jack.collidelist(plates) < 0 and window.contains(jack), (seat, jack)
                assert jack.collidelist(fans) < 0, (seat, jack, fans)
            x, y = lay.ecart_spot(seat)                 # the écart's pile, should this seat deal
            pile = pygame.Rect(0, 0, int(card_size(lay.seat_h)[0] * 1.2), card_size(lay.seat_h)[1])
            pile.center = (int(x), int(y))
            assert pile.collidelist(lay.jacks_origin(seat, 4)) < 0, (seat, pile)
    finally:
        table.close()


def test_the_card_that_takes_a_crowded_trick_lies_on_top(monkeypatch):
    """At six Polignac seats the trick's cards overlap, each over the one played before: the king
    that took the trick, gold-framed, lay half under the jack played after it, and the person
    could not read which card had won. The winning card is laid last, over the others."""
    from game.ui.table import draw
    app = make_app()
    table = table_for(app, players=6, seed=3)
    try:
        for _ in range(5):
            trick = play_one_trick(app, table)
            frames(app, 5)
            if trick["cards"][-1][0] != trick["winner"]:
                break
        assert trick["cards"][-1][0] != trick["winner"], "a trick the last player did not take"
        won = dict(trick["cards"])[trick["winner"]]
        laid = []
        monkeypatch.setattr(draw, "blit_turned", lambda surface, upright, h, pos, angle, key: laid.append(key))
        draw.draw_trick(table, app.surface)
        assert len(laid) == 6 and laid[-1][0] == "won" and won in laid[-1]
        assert [k for k in laid if k[0] != "won"] == [
            ("face", table.layout.table_h, code, False, draw._style(table))
            for seat, code in trick["cards"] if seat != trick["winner"]]    # the others in play order
    finally:
        table.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (800, 500), (640, 400)])
@pytest.mark.parametrize("players", [3, 5, 6, 7])
def test_the_person_s_ecart_and_its_name_lie_clear_of_his_tricks_his_hand_and_the_seats(monkeypatch, size, players):
    """Dealing with the dealer's écart, the person's two cards laid aside were named "Écart (2)" on
    the top of his pile of tricks at 1920x1080 and 1280x720, and on his hand's first card at 640x400.
    The écart and its name lie clear of his tricks and their count, of the widest hand he holds
    beside it and of every seat's plate."""
    from game.ui import widgets
    from game.ui.cards import card_size
    from game.ui.table import draw
    from game.ui.table.layout import ECART_SCALE
    app = make_app(size=size)
    seats = default_seats(players)
    table = TableScene(app, MatchConfig("polignac", players, {"leftover_method": "dealer_ecart"}, seats,
                                        seed=1, dealer=0))
    app.push(table)
    try:
        table.model.dealer, table.model.ecart_pile = 0, 2
        labels = []
        monkeypatch.setattr(widgets, "rounded_panel", lambda surface, rect, *a, **k: labels.append(pygame.Rect(rect)))
        draw.draw_ecart_pile(table, app.surface)
        lay = table.layout
        most = table.adapter.hand_dealt()                                  # his hand beside his écart
        x, y = lay.ecart_spot(0, most, table.stage.ecart_label(2)[1])
        cw, ch = card_size(lay.seat_h * ECART_SCALE)
        card = pygame.Rect(0, 0, cw, ch).inflate(cw // 5, ch // 10)        # turned a few degrees
        card.center = (int(x), int(y))
        stack = lay.stack_rect(0).inflate(2 * lay._count_room(), 0)      # the tricks and their "×N"
        hand = lay.hand_span(most)
        hand.top = lay.hand_reach(most)
        plates = [lay.plate_rect(s) for s in range(players)]
        for what in (card, labels[0]):
            assert app.surface.get_rect().contains(what), (what, size)
            assert not what.colliderect(stack), (what, stack)
            assert not what.colliderect(hand), (what, hand)
            assert what.collidelist(plates) < 0, (what, plates)
    finally:
        table.close()


def test_a_hint_asked_while_the_table_waits_for_a_click_leaves_the_click_asked_for(monkeypatch):
    """Guinguette's queen of diamonds shown, the table waited for a click ("Click to go on"); the
    person pressed H, "Nothing is yours to decide just now" took the line's place, and the table
    stood still with nothing to say it waited for him. Both are said: why there is no hint, and
    the click the table waits for."""
    from game.ui.table.draw import draw_hint
    app = make_app(size=(1280, 720))
    table = TableScene(app, MatchConfig("guinguette", 4, {}, default_seats(4), seed=5, dealer=0))
    app.push(table)
    try:
        table.stage.hold_moment()           # as the queen of diamonds shown holds the deal
        for _ in range(600):
            if table.trick_waiting:
                break
            app.frame(1 / 60)
        assert table.trick_waiting and table.model.trick_winner is None
        assert table.person_seat.question is None
        table.ask_hint()
        assert table.error_line == app.t("help.no_question")
        said = " ".join(text for text, _ in texts_placed(monkeypatch, lambda: draw_hint(table, app.surface)))
        assert app.t("help.no_question") in said and app.t("table.click_to_go_on") in said, said
        click(app, table.layout.trick_area().center)
        assert not table.trick_waiting          # a click goes on, as the line says
    finally:
        table.close()


def test_no_trick_is_counted_in_play_once_a_deal_has_ended_early():
    """The last jack fell at the eighth trick of ten: the deal was over, two cards still in each
    hand, and the cloth read "Trick 9/10" until the deal's sheet came. Once the table's deal is
    over (its last trick gathered), no trick is counted in play."""
    from game.ui.table import counts
    from game.ui.table.seats import concrete
    from game.ui.table.sheets import DealEndScene
    app = make_app(size=(1280, 720))
    for seed in range(1, 30):
        table = TableScene(app, MatchConfig("polignac", 3, {"leftover_method": "dealer_ecart"},
                                            default_seats(3), seed=seed, dealer=0))
        app.push(table)
        for _ in range(20000):
            if isinstance(app.top, DealEndScene):
                break
            if table.trick_waiting:
                table.proceed()
            elif table.person_seat.question is not None and not table.timeline.busy():
                table.choose(concrete(table.person_seat.question.legal[0]).to_json())
            app.frame(1 / 60)
        if isinstance(app.top, DealEndScene) and table.model.hand:
            break
        table.close()
    try:
        assert isinstance(app.top, DealEndScene) and table.model.hand, "a deal that ended early"
        assert not table.model.trick
        assert counts.trick_in_play(table) is None
    finally:
        table.close()


def test_a_hint_asked_with_nothing_to_decide_is_not_said_once_the_person_has_the_lead(monkeypatch):
    """The person pressed H while the trick he won waited to be gathered ("Nothing is yours to
    decide just now"), then gathered it: it was his lead, and the line still said there was
    nothing for him to decide (nothing had been played since to clear it). Once he is asked,
    the line says it is his turn."""
    from game.ui.table.draw import draw_hint
    app = make_app(size=(1280, 720))
    table = TableScene(app, MatchConfig("polignac", 4, {}, default_seats(4), seed=3, dealer=0))
    app.push(table)
    try:
        asked_then = False
        for _ in range(20000):
            if table.trick_waiting and table.model.trick_winner == table.person:
                table.ask_hint()
                assert table.error_line == app.t("help.no_question")
                asked_then = True
                table.proceed()
            elif asked_then and table.person_seat.question is not None and not table.timeline.busy():
                break
            elif table.trick_waiting:
                table.proceed()
            elif table.person_to_play() and not table.timeline.busy():
                table.play_card(next(c for c in table.model.hand if table.legal(c)))
            app.frame(1 / 60)
        assert asked_then and table.person_to_play()
        said = " ".join(text for text, _ in texts_placed(monkeypatch, lambda: draw_hint(table, app.surface)))
        assert app.t("help.no_question") not in said and app.t("table.your_turn") in said, said
    finally:
        table.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (800, 500)])
def test_the_story_line_leaves_every_seat_s_tricks_and_their_count_in_sight(monkeypatch, size):
    """At 1920x1080, Double King's last trick on the cloth, "The rest of the deal is decided: the
    cards are played out" lay on the "×1" under the top seat's tricks. The line keeps clear of
    every seat's pile of tricks and its count, as of the seats' cards."""
    from game.ui import widgets
    from game.ui.table import draw
    app = make_app(size=size)
    table = table_for(app, game="double_king", players=4, seed=5)
    try:
        m = table.match
        while len(m.view(0).tricks) < 12:
            play_one_trick(app, table)
            frames(app, 2)
            table.proceed()
            frames(app, 30)
        for _ in range(2):                      # the last trick begun
            table.apply(m.to_act, m.legal_actions()[0])
        frames(app, 30)
        assert any(seat.tricks for seat in table.model.seats)
        table.playout = m.deal                  # the rest played out: the line says so
        assert table.banner_text() == app.t("help.decided")
        boxes = []
        monkeypatch.setattr(widgets, "rounded_panel", lambda surface, rect, *a, **k: boxes.append(pygame.Rect(rect)))
        draw.draw_banner(table, app.surface)
        small, piles = app.font("small"), []
        for s, show in enumerate(table.model.seats):
            if show.tricks:                     # the squared cards, and "×N" right of the person's, under the others'
                pile = table.layout.stack_rect(s)
                count = pygame.Rect(0, 0, *small.size(f"×{show.tricks}"))
                if s == table.person:
                    count.bottomleft = (pile.right + 6, pile.bottom)
                else:
                    count.midtop = (pile.centerx, pile.bottom + 1)
                piles.append(pile.union(count))
        assert boxes and boxes[0].collidelist(piles) < 0, (boxes, piles)
    finally:
        table.close()


@pytest.mark.parametrize("game", ["polignac", "guinguette"])
@pytest.mark.parametrize("size,language", [((800, 500), "fr"), ((1280, 720), "en"), ((1920, 1080), "fr")])
def test_a_long_match_s_pad_says_which_deals_it_shows_and_scrolls_to_the_others(monkeypatch, game, size, language):
    """A Polignac match to 60 points at eight ran forty deals: its pad showed the last eleven and
    said nothing of the twenty-nine before, which neither the wheel nor a key brought back. The pad
    says which deals it shows of how many, and the wheel, the arrow keys, Page Up and Down, Home
    and End go through them all."""
    app = make_app(size=size, language=language)
    table = table_for(app, game, players=8)
    try:
        table.model.history = pad_rows(game, 8, deals=40)
        table.open_scores()
        app.frame(1 / 60)
        pad = app.top
        labels = {app.t("table.deal_n", n=k): k for k in range(1, 41)}

        def shown():
            texts, _ = pad_marks(monkeypatch, app)
            deals = [labels[text] for text, _ in texts if text in labels]
            assert deals == list(range(deals[0], deals[0] + len(deals))), deals       # in order, none skipped
            said = app.t("table.pad_some", first=deals[0], last=deals[-1], count=40)
            assert said in [text for text, _ in texts]
            bottom = max(rect.bottom for text, rect in texts if text in labels or text == said)
            assert bottom <= min(b.rect.top for b in pad.buttons)
            return deals

        last = shown()
        assert last[-1] == 40 and 1 < last[0] < 36             # the newest deals first, some of them
        page = len(last)
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False,
                                             precise_x=0.0, precise_y=3.0, which=0, touch=False))
        app.frame(1 / 60)
        assert shown() == [d - 3 for d in last]               # the wheel turned up: three deals earlier
        key(app, pygame.K_HOME)
        assert shown()[0] == 1
        key(app, pygame.K_PAGEDOWN)
        assert shown()[0] == 1 + page
        key(app, pygame.K_DOWN)
        assert shown()[0] == 2 + page
        key(app, pygame.K_UP)
        assert shown()[0] == 1 + page
        key(app, pygame.K_END)
        assert shown() == last
        key(app, pygame.K_DOWN)                                # no further than the newest
        assert shown() == last
        assert app.top is pad
    finally:
        table.close()


@pytest.mark.parametrize("language,changed", [("fr", "Règles modifiées"), ("en", "Rules changed")])
@pytest.mark.parametrize("game,players,option", [("double_king", 4, {"highest_heart_discard": True}),
                                                 ("guinguette", 4, {"tierce_suits": "any"}),
                                                 ("polignac", 4, {"guard_rule_it": True})])
def test_the_bar_says_when_a_match_plays_changed_rules(monkeypatch, game, players, option, language, changed):
    """A Polignac match's bar names its preset, "Classique, modifié" once an option differs; a
    Double King or Guinguette match (one rule set) said nothing of an option changed, though the
    setup reads "Règle unique, modifiée": the bar says "Règles modifiées" beside the game's name
    (where that cannot stand through the match beside Guinguette's longest states of play, as a
    mark after the name, "Guinguette*", its words on a tag under the pointer), and nothing where
    the match plays the rules as they are."""
    from test_ui_frame_support import tags_on_hover
    for options, told in (({}, False), (option, True)):
        app = make_app(language=language)
        seats = default_seats(players)
        table = TableScene(app, MatchConfig(game, players, options, seats, seed=5, dealer=1))
        app.push(table)
        try:
            app.frame(1 / 60)
            left = table.adapter.top_line()[0]
            shown = " ".join(text for text, _role, _rect in bar_texts(table))
            if game == "polignac":
                preset = i18n.translate("preset.polignac.classique", language)
                assert preset in shown
                said = i18n.translate("setup.preset_changed", language, preset=preset)
                assert (said in shown) == told and changed not in shown, shown     # its preset says it
            else:
                assert (changed in left) == told, left
                name = i18n.translate(f"game.{game}", language)
                marked = shown.startswith(name + "*")
                assert (changed in shown or marked) == told, shown      # at 1280×720 whole, or marked
                assert not (changed in shown and marked)
                title = bar_texts(table)[0][2]
                tags = [text for text, _rect in tags_on_hover(monkeypatch, app, title.center)]
                assert any(changed in text for text in tags) == marked, tags
        finally:
            table.close()


def test_the_bar_keeps_its_first_parts_as_the_state_of_play_grows_and_shrinks(monkeypatch):
    """In a Guinguette match at 1920x1080 the bar read "Guinguette · Rules changed · Deal 1/9", then
    "Rules changed · Deal 1/9" once the trump was named and a basket waited beside the baskets,
    then the name again: the text jumped as the state of play grew and shrank. The parts the
    longest state of play has left room for stay as they are."""
    app = make_app(size=(1280, 720), language="en")
    seats = default_seats(4)
    table = TableScene(app, MatchConfig("guinguette", 4, {"tierce_suits": "any"}, seats, seed=5, dealer=1))
    app.push(table)
    try:
        app.frame(1 / 60)
        left, short = table.adapter.top_line()
        long = "trumps: clubs  ·  " + short + "  ·  to play: 6 + 12 + 20 + 30 + 41 + 52"
        first = bar_texts(table)[0][0]
        assert first in (left, left.replace(" · Rules changed", "*"))      # all of it while there is room
        monkeypatch.setattr(table.adapter, "top_line", lambda: [left, long])
        grown = bar_texts(table)[0][0]
        assert grown != first and grown.endswith("Deal 1/12")        # a part gone for the longer state
        monkeypatch.setattr(table.adapter, "top_line", lambda: [left, short])
        assert bar_texts(table)[0][0] == grown                       # and it stays gone
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_game_s_name_comes_back_to_the_bar_in_a_deal_whose_state_of_play_leaves_it_room(monkeypatch,
                                                                                              language):
    """Eight at Polignac in 1920x1080, the Italian rules changed: the bar read "Italian, changed ·
    Deal 2" with room left, the game's name gone since seven players tied at the top of deal 1
    had made its state of play long. Words are dropped only where they do not fit: in a deal
    whose state of play is short, the name is there (within a deal, a part gone stays gone)."""
    app = make_app(size=(1920, 1080), language=language)
    table = TableScene(app, MatchConfig("polignac", 8, {"preset": "italien", "target": 20}, default_seats(8),
                                        seed=5, dealer=0))
    app.push(table)
    try:
        app.frame(1 / 60)
        name = app.t("game.polignac")
        left, short = table.adapter.top_line()
        tied = ", ".join(table.seat_name(s) for s in range(1, 8))
        long = short + "  ·  " + app.t("table.highest", name=tied, points=4)
        monkeypatch.setattr(table.adapter, "top_line", lambda: [left, long])
        assert not bar_texts(table)[0][0].startswith(name)            # no room beside the long line
        table.model.deal += 1
        monkeypatch.undo()
        left, short = table.adapter.top_line()
        (first, _, first_rect), (second, _, second_rect) = bar_texts(table)
        assert (first, second) == (left, short) and first.startswith(name)
        assert first_rect.right < second_rect.left and second_rect.right <= table.bar_left
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(800, 500), (1280, 720), (1920, 1080)])
def test_the_game_s_name_stays_on_the_bar_where_it_fits_before_the_rules_changed(size, language):
    """Eight at Guinguette in 1920x1080, an option changed: the bar read "Règles modifiées ·
    Donne 1/24", then "Donne 1/24" once the trump was named, the game's name gone with room for it
    (at 800x500 it read "Guinguette · Deal…"). The remark that the rules are changed (or the
    preset) makes room before the game's name does; the deal's number stays whole."""
    app = make_app(size=size, language=language)
    table = TableScene(app, MatchConfig("guinguette", 8, {"tierce_suits": "any"}, default_seats(8), seed=5,
                                        dealer=0))
    app.push(table)
    try:
        app.frame(1 / 60)
        name = app.t("game.guinguette")
        gs = table.adapter.gs
        for trump in (None, "S"):
            gs.trump = trump
            left, centre, *_fewer = table.adapter.top_line()
            shown = bar_texts(table)
            first = shown[0][0]
            deal = left.split(" · ")[-1]
            assert first.endswith(deal), first                           # the deal's number whole
            assert first.startswith(name), first
            assert shown[1][0] == centre or (first == left and shown[1][0] == _fewer[0]), shown
            if size[0] >= 1280:
                assert first in (" · ".join([name, deal]), " · ".join([name + "*", deal]), left), first
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_double_king_s_name_stays_on_a_small_bar_when_the_penalty_cards_have_all_fallen(language):
    """At 800x500 Double King's bar read "Double King · Deal 6/20 · No queens · queens still to fall:
    4" through the deal, then "Deal 6/20 · No queens — your choice" once the last queen had
    fallen, with room for the name: the count gone, the state of play had no fewer words left,
    and the room it took at its longest in the deal pushed the name out. The name kept through
    the deal stays while the state of play fits whole beside it (every state of play now has
    fewer words: the contract without who chose it, by its short name)."""
    app = make_app(size=(800, 500), language=language)
    table = TableScene(app, MatchConfig("double_king", 4, {}, default_seats(4), seed=5, dealer=0))
    app.push(table)
    try:
        app.frame(1 / 60)
        adapter = table.adapter
        adapter.contract, adapter.penalties = ("dames", None, 0), ["QS", "QH", "QD", "QC"]
        name = app.t("game.double_king")
        during = bar_texts(table)
        assert during[0][0].startswith(name), during
        adapter.gathered = list(adapter.penalties)            # the last queen gathered
        left, centre, *fewer = adapter.top_line()
        assert fewer == [app.t("dk.contract.dames"), app.t("dk.short.dames")]
        (first, _, first_rect), (second, _, second_rect) = bar_texts(table)
        assert first.startswith(name) and second == centre, (first, second)
        assert first_rect.right < second_rect.left or second_rect.top >= first_rect.bottom   # (two rows)
        assert second_rect.right <= table.bar_left or second_rect.top >= first_rect.bottom
    finally:
        table.close()

def _states_of_play(table, game):
    """Step ``table`` (a Guinguette or Double King match) through states of play of a match, short
    and long, deal after deal: yields once each is set."""
    adapter = table.adapter
    if game == "guinguette":
        gs = adapter.gs
        for deal, trump, queue, baskets in ((1, None, [], 5), (1, "D", [], 5), (2, None, [12], 17),
                                            (2, "C", [12], 17), (3, "H", [24, 30], 64), (10, "S", [], 88)):
            table.model.deal = deal
            gs.trump, gs.queue = trump, queue
            gs.guinguette = gs.cabaret = gs.basket = baskets
            yield
        gs.trump_hidden = True
        yield
    else:
        for n, contract, penalties in ((1, None, []), (2, ("coeurs", None, 1), ["2H", "3H", "4H", "5H", "6H", "7H",
                                                                            "8H", "9H", "TH", "JH", "QH", "KH", "AH"]),
                                       (3, ("rois_valets", None, 0), ["KS", "KH", "KD", "KC", "JS", "JH", "JD", "JC"]),
                                       (11, ("atout", "D", 2), []), (20, ("sept_treize", None, 3), [])):
            adapter.deal_in_round, adapter.contract, adapter.penalties = n, contract, penalties
            adapter.gathered = []
            yield
            adapter.gathered = list(penalties)          # its penalty cards all fallen
            yield


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(800, 500), (1280, 720), (1366, 768), (1920, 1080)])
@pytest.mark.parametrize("game", ["guinguette", "double_king"])
def test_rules_changed_stands_the_same_on_the_bar_through_a_match(monkeypatch, game, size, language):
    """At 1366x768 Guinguette's bar read "Guinguette · Règles modifiées · Donne 1/15", then
    "Guinguette · Donne 2/15" the next deal, and again as the trump was named: a player could think
    the rules had changed mid-match. Through a match at one window size the remark stands the same,
    whatever the state of play: whole, or a mark after the game's name ("Guinguette*", its words
    on a tag under the pointer), or (only where not even the mark always fits) not at all; shown
    in one form or the other from 1280x720 up; the deal's number and the state of play whole
    beside it, nothing cut."""
    from test_ui_frame_support import tags_on_hover
    app = make_app(size=size, language=language)
    option = {"tierce_suits": "any"} if game == "guinguette" else {"highest_heart_discard": True}
    players = 5 if game == "guinguette" else 4
    table = TableScene(app, MatchConfig(game, players, option, default_seats(players), seed=5, dealer=0))
    app.push(table)
    try:
        app.frame(1 / 60)
        assert table.adapter.preset_changed
        name, changed = app.t(f"game.{game}"), app.t("table.rules_changed")
        forms, hovered = set(), 0
        for _ in _states_of_play(table, game):
            left, centre, *fewer = table.adapter.top_line()
            assert changed in left
            (first, _, first_rect), (second, _, second_rect) = bar_texts(table)
            forms.add("whole" if changed in first else "mark" if first.startswith(name + "*") else "none")
            assert first.endswith(left.split(" · ")[-1]) and "…" not in first, first
            assert second in (centre, *fewer) and "…" not in second, (second, centre)
            assert first_rect.right < second_rect.left or second_rect.top >= first_rect.bottom
            assert second_rect.right <= table.bar_left or second_rect.top >= first_rect.bottom
            tags = [text for text, _rect in tags_on_hover(monkeypatch, app, first_rect.center)]
            if not panel_up(table):         # (no tag over a decision's panel: the computer seats play on)
                assert any(changed in text for text in tags) == first.startswith(name + "*"), tags
                hovered += 1
        assert len(forms) == 1 and (hovered or forms != {"mark"}), (forms, hovered)   # a mark's tag was read
        if size[0] >= 1280:
            assert forms != {"none"}
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(1280, 720), (1366, 768), (1600, 900), (1920, 1080), (2560, 1440)])
def test_the_state_of_play_on_the_bar_stays_whole_where_the_game_s_name_can_make_room(size, language):
    """Played at 1920x1080 in French, three at Guinguette: once the trump was named, the baskets
    at two figures and two cotillon baskets waiting, the bar read "atout : carreau · Guinguette 12 ·
    Cabaret 12 · Cotillon 10 · à j…", the baskets to come cut, while "Guinguette · Donne 1/9" stood
    whole before it. The state of play reads whole (where the whole line leaves the game's name no
    room, in fewer words: the trump left to the cloth, the baskets to come added up), the deal's
    number too."""
    app = make_app(size=size, language=language)
    seats = default_seats(3)
    table = TableScene(app, MatchConfig("guinguette", 3, {}, seats, seed=1, dealer=0))
    app.push(table)
    try:
        app.frame(1 / 60)
        gs = table.adapter.gs
        gs.trump, gs.queue, gs.guinguette, gs.cabaret, gs.basket = "D", [2, 3], 12, 12, 10
        left, centre, *fewer = table.adapter.top_line()
        (first, _, first_rect), (second, _, second_rect) = bar_texts(table)
        assert second in (centre, *fewer) and "…" not in second, (second, centre)      # whole
        assert left.endswith(first) and "…" not in first           # the deal's number whole
        assert first_rect.right < second_rect.left and second_rect.right <= table.bar_left
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (1920, 1080)])
def test_a_state_of_play_too_long_for_the_bar_is_cut_between_figures(monkeypatch, size, language):
    """Five cotillon baskets waiting, of two figures each: the bar's state of play could not stand
    whole and was cut within a figure ("à jouer : 12 + 13 + 1…", a basket of one to the eye). A
    state of play as long (the bar now leaves the baskets waiting to the cloth) is cut between two
    figures, each shown whole."""
    import re
    app = make_app(size=size, language=language)
    table = TableScene(app, MatchConfig("guinguette", 3, {}, default_seats(3), seed=1, dealer=0))
    app.push(table)
    try:
        app.frame(1 / 60)
        gs = table.adapter.gs
        gs.trump, gs.guinguette, gs.cabaret, gs.basket = "D", 12, 12, 10
        left, centre, *_fewer = table.adapter.top_line()      # (its fewer words not asked for here)
        long = centre + " · " + i18n.summed([12, 13, 15, 18, 20] * 2, breaks=True)
        monkeypatch.setattr(table.adapter, "top_line", lambda: [left, long])
        shown = bar_texts(table)[1][0]
        assert shown != long and shown.endswith("…")
        figures = re.findall(r"\d+", shown)
        assert figures == re.findall(r"\d+", long)[:len(figures)], (shown, long)
        assert len(figures) >= 4, shown                   # the three baskets and a figure more
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(640, 400), (800, 500), (1280, 720)])
@pytest.mark.parametrize("players", [6, 8])
def test_the_counts_keep_clear_of_the_trick_and_its_number(size, players, language):
    """Eight at Polignac in 800×500 (English): the counts panel found no side clear for its three
    lines and stood in the middle of the cloth, over "Trick 1/4"; kept clear of that, it stood
    against the trick's winning card. The panel keeps clear of the trick's cards and its number,
    and says its counts in fewer words at a side before it takes the middle of the cloth."""
    from test_ui_table_play import next_click

    from game.ui.table import counts
    app = make_app(size=size, language=language)
    table = debutant_table(app, "polignac", players, seed=3, dealer=0)
    try:
        for _ in range(400):
            pos = next_click(app, table) if app.top is table else None
            if pos is not None:
                click(app, pos)
                break
            app.frame(1 / 60)
        app.frame(1 / 60)
        number = counts.trick_number_box(table)
        panel = counts.counts_box(table)
        assert number is not None and panel is not None
        assert not panel.colliderect(number), (panel, number)
        assert not panel.colliderect(table.layout.trick_cards_box()), (panel, table.layout.trick_cards_box())
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("players", [4, 5, 6, 7])
def test_polignac_counts_stand_a_little_apart_from_the_seats_at_800x500(language, players):
    """At five Polignac seats in 800×500 the jacks' three lines stood 4 px from Hortense's plate,
    almost on her cards. The panel stands apart from every plate and fan of cards by the gap it
    keeps where it stands across the cloth (1% of the window's height)."""
    from game.ui.table.counts import counts_box
    app = make_app(size=(800, 500), language=language)
    table = table_for(app, players=players, dealer=players - 1)
    try:
        frames(app, 30)
        box, lay = counts_box(table), table.layout
        gap = max(2, int(lay.h * 0.01))
        seats = [lay.plate_rect(s) for s in range(players)]
        seats += [lay.fan_rect(s, table.adapter.hand_most()) for s in range(players) if s != table.person]
        assert box is not None
        assert box.collidelist([seat.inflate(2 * gap, 2 * gap) for seat in seats]) < 0, (box, seats)
    finally:
        table.close()


def test_at_instant_a_guinguette_deal_s_sheet_comes_up_without_a_pause_on_the_settled_counters():
    """At "instant" (the person asked for no waiting), the end of a Guinguette deal still held the
    counters where the settlement left them 1.6 s before the deal's sheet came over the table: the
    sheet now comes at once, as a trick is gathered at once (theme.read_pause)."""
    from game.ui.table.seats import concrete
    app = make_app(hold_tricks=False)
    table = table_for(app, game="guinguette")
    try:
        m = table.match
        while m.deal == 1 and not m.match_over:
            table.apply(m.to_act, concrete(m.legal_actions()[0]))
        waited = next((n for n in range(200) if isinstance(app.top, DealEndScene) or app.frame(1 / 60)), None)
        assert waited is not None and waited <= 6, waited
    finally:
        table.close()


# ---------------------------------------------------------------- why a card took the trick

def ace_beaten_under_it(cards, winner) -> bool:
    """Rules §4 (K Q J A 10 9 8 7): the trick's winning card is a king, queen or jack and the ace
    of its suit lies in the trick, which the usual order (the ace high) would have seen win."""
    won = next(code for seat, code in cards if seat == winner)
    return won[0] in "KQJ" and any(code == "A" + won[1] for _seat, code in cards)


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("seed", [5, 6, 7])
def test_a_trick_taken_over_the_ace_says_in_its_line_that_polignac_ranks_the_ace_below(language, seed):
    """A play-tester saw the A♠ lose to the K♠ and nothing at the table said why (the order stood
    on the Rules page alone). The trick's log line says it, and the story line over the trick while
    it lies complete; a trick taken otherwise is told as before, with no story line. The story line
    goes with the trick's cards when they are gathered (it lingered over the empty cloth until the
    next card was led); the log line stays."""
    from game.ui.table.draw import banner_placed
    app = make_app(language=language)
    table = table_for(app, seed=seed)
    clause = {("fr", "K"): "au Polignac, le roi bat l’as", ("fr", "Q"): "au Polignac, la dame bat l’as",
              ("fr", "J"): "au Polignac, le valet bat l’as", ("en", "K"): "in Polignac the king beats the ace",
              ("en", "Q"): "in Polignac the queen beats the ace", ("en", "J"): "in Polignac the jack beats the ace"}
    told = []
    try:
        m = table.match
        while len(m.view(0).tricks) < 3:             # deal 1 goes further with each seed
            trick = play_one_trick(app, table)
            gather_until(app, table, lambda: table.trick_waiting)
            frames(app, 2)
            n = len(m.view(0).tricks)
            lines = table.model.log.deal_lines(1)
            won = next(code for seat, code in trick["cards"] if seat == trick["winner"])
            plain = str(table.stage.say("table.log_trick", trick["winner"], n=n))      # "Vous remportez…"
            why_line = None
            if ace_beaten_under_it(trick["cards"], trick["winner"]):
                said = clause[language, won[0]]
                assert lines[-1] == plain[:-1] + f" ({said}).", lines[-1]
                why_line = said[0].upper() + said[1:] + "."
                assert table.banner_text() == why_line
                box, shown = banner_placed(table)
                assert " ".join(shown) == table.banner_text() and table.layout.window[0] >= box.right
                assert table.banner_text() not in lines           # said once in the log, in the trick's line
                told.append(won)
            else:
                assert lines[-1] == plain, lines[-1]
                assert table.banner_text() == ""
            click(app, table.layout.trick_area().center)
            frames(app, 2)
            assert table.model.trick == [] and table.model.flying == 0      # gathered, nothing led yet
            assert why_line is None or table.banner_text() != why_line      # gone with the trick
            assert table.model.log.deal_lines(1)[:len(lines)] == lines      # its log line stays
        assert bool(told) == (seed == 6), told            # seed 6: the K♠ takes the first trick over the A♠
    finally:
        table.close()


def test_the_story_line_of_a_trick_taken_over_the_ace_fits_a_small_window_of_eight():
    """800×500, eight seats (the seed's first trick: the K♠ over the A♠): the line is whole on the
    cloth, inside the window, clear of every plate."""
    from game.ui.table.draw import banner_placed
    app = make_app(size=(800, 500), language="en")
    table = table_for(app, players=8, seed=6)
    try:
        trick = play_one_trick(app, table)
        assert ace_beaten_under_it(trick["cards"], trick["winner"])
        gather_until(app, table, lambda: table.trick_waiting)
        frames(app, 2)
        box, shown = banner_placed(table)
        assert " ".join(shown) == "In Polignac the king beats the ace."
        assert pygame.Rect(0, 0, 800, 500).contains(box)
        assert box.collidelist([table.layout.plate_rect(s) for s in range(8)]) < 0
    finally:
        table.close()


# ---------------------------------------------------------------- the end of a deal, in the log

def deal_end_in_log(game, players, size, language):
    """The first deal played through by the engine's first legal actions to its sheet; the
    sheet's summary and the log's last line of deal 1 (and the table, to close)."""
    from game.ui.table.seats import concrete
    app = make_app(size=size, language=language)
    table = table_for(app, game=game, players=players, dealer=players - 1)
    m = table.match
    while m.deal == 1 and not m.match_over:
        table.apply(m.to_act, concrete(m.legal_actions()[0]))
    gather_until(app, table, lambda: isinstance(app.top, DealEndScene), limit=4000)
    return table, app.top.summary, table.model.log.deal_lines(1)[-1]


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("game, players", [("polignac", 8), ("guinguette", 8), ("double_king", 4)])
def test_the_log_ends_a_deal_with_each_seat_s_result_as_its_sheet_gives_it(game, players, language):
    """"End of deal 1." said nothing of the scores: the line gives each seat its figure of the
    deal and where it stands, in the game's terms (Polignac: the points taken and the total;
    Double King: the deal's points and the round's net; Guinguette: the counters won or lost and
    those held), the figures the deal's sheet shows."""
    table, summary, line = deal_end_in_log(game, players, (1280, 720), language)
    try:
        t = table.t
        if game == "polignac":
            figures = [(r["seat"], r["deal_points"], str(r["points"])) for r in summary["rows"]]
            words = {"fr": "Points de la donne (total)", "en": "Points of the deal (total)"}
        elif game == "double_king":
            figures = [(s, p, i18n.signed(summary["net"][s])) for s, p in enumerate(summary["points"])]
            words = {"fr": "Points de la donne (net de la ronde)", "en": "Points of the deal (round net)"}
        else:
            figures = [(s, now - before, str(now)) for s, (before, now) in
                       enumerate(zip(summary["before"], summary["chips"]))]
            words = {"fr": "Jetons gagnés ou perdus (jetons détenus)", "en": "Counters won or lost (counters held)"}
        opening = {"fr": "Fin de la donne\xa01. ", "en": "End of deal\xa01. "}[language]
        assert line.startswith(opening + words[language]), line
        assert len(figures) == players and any(change for _s, change, _total in figures)
        for seat, change, total in figures:
            said = i18n.with_figure(table.seat_name(seat), i18n.signed(change), f"({total})")
            assert said in line, (said, line)
        assert t("table.log_deal_end", n=1) not in table.model.log.deal_lines(1)
    finally:
        table.close()


@pytest.mark.parametrize("game", ["polignac", "guinguette"])
def test_the_end_of_a_deal_of_eight_wraps_whole_in_the_log_of_a_small_window(game):
    """800×500, eight seats: the line of eight results is wrapped to the log's drawer, each
    seat's name and figures together on one of its lines, none wider than the drawer."""
    from game.ui.table.log import _layout, drawer_rect
    table, _summary, line = deal_end_in_log(game, 8, (800, 500), "fr")
    try:
        app = table.app
        app.top.close()
        table.toggle_log()
        frames(app, 2)
        rect = drawer_rect(table)
        width = rect.w - 2 * max(6, rect.w // 24)
        rows = _layout(table, width)
        start = next(i for i, (_kind, text) in enumerate(rows) if text.startswith("Fin de la donne\xa01."))
        got = [rows[start][1]] + [text for _kind, text in
                                  itertools.takewhile(lambda row: row[0] == "more", rows[start + 1:])]
        assert len(got) > 1 and " ".join(got) == line
        assert all(app.font("small").size(text)[0] <= width for text in got)
        for seat in range(8):
            name = table.seat_name(seat) + "\xa0"
            assert sum(text.count(name) for text in got) == 1
            assert any(re.search(re.escape(name) + r"[+−]?\d+\xa0\(\d+\)", text) for text in got), (name, got)
    finally:
        table.close()


# ---------------------------------------------------------------- the score pad's key

@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("players,size", [(4, (1280, 720)), (4, (800, 500)), (8, (800, 500)), (8, (1920, 1080))])
def test_polignac_s_pad_says_what_its_ringed_d_and_its_dot_mean(monkeypatch, players, size, language):
    """The pad ringed a D beside a total and wrote "·" for a deal of no points, and nothing on it
    said what they meant (Double King's pad keys its marks). Under its rows it keys them, in
    words, whole on the paper, each beside its mark, above its button."""
    app = make_app(size=size, language=language)
    table = table_for(app, players=players)
    try:
        table.model.history = pad_rows("polignac", players, deals=3)
        table.open_scores()
        app.frame(1 / 60)
        pad = app.top
        texts, rings = pad_marks(monkeypatch, app)
        words = {"fr": ("le donneur de cette donne", "aucun point dans cette donne"),
                 "en": ("the dealer of that deal", "no points in that deal")}[language]
        said = {text: rect for text, rect in texts if text in words}
        assert set(said) == set(words)
        last_row = max(rect.bottom for text, rect in texts if text == app.t("table.deal_n", n=3))
        for rect in said.values():
            assert pad.rect.contains(rect) and rect.top >= last_row and rect.bottom <= pad.buttons[0].rect.top
        dealer = said[words[0]]
        assert any(abs(ring.centery - dealer.centery) <= 2 and ring.right < dealer.left for ring in rings)
        dot = said[words[1]]
        assert any(text == "·" and abs(rect.centery - dot.centery) <= 2 and rect.right < dot.left
                   for text, rect in texts)
    finally:
        table.close()


@pytest.mark.parametrize("players", [4, 8])
@pytest.mark.parametrize("size", [(800, 500), (1280, 720), (1920, 1080)])
def test_the_pad_s_key_keeps_its_place_all_match_under_every_row(monkeypatch, size, players):
    """The key of the pad's marks (the dealer's D, the dot of no points) stood under the last row
    and moved down a line at each deal, jumping under the eyes of a person reading it: it keeps
    the same place from the first deal to a match that has filled the pad (and scrolls), and no
    row, nor the line saying which deals are shown, stands over it."""
    app = make_app(size=size, language="en")
    table = table_for(app, players=players)
    try:
        words = {table.t("table.pad_key_dealer"), table.t("table.pad_key_none")}
        seen = []
        rows, points = [], [0] * players
        for deal in range(1, 41):               # a match to a limit of 100: a jack or two a deal, totals under 100
            dealer = deal % players
            gained = [0] * players
            gained[(dealer + 1) % players], gained[(dealer + 2) % players] = 1, 2 * (deal % 3)
            points = [total + change for total, change in zip(points, gained)]
            rows.append({"deal": deal, "deal_points": gained, "points": points, "dealer": dealer})
        assert max(rows[-1]["points"]) < 100
        for deals in (1, 3, 40):
            table.model.history = rows[:deals]
            table.open_scores()
            app.frame(1 / 60)
            texts, rings = pad_marks(monkeypatch, app)
            key = [rect for text, rect in texts if text in words]
            assert len(key) == 2
            band = key[0].unionall(key[1:])
            band.x = app.top.rect.x                               # the whole width of the pad: its marks too
            band.w = app.top.rect.w
            def keys_own(text, rect, key=key):          # the key's dot, beside its words
                return text == "·" and any(abs(rect.centery - k.centery) <= 2 and rect.right < k.left for k in key)
            others = [(text, rect) for text, rect in texts if text not in words and not keys_own(text, rect)]
            labels = [text for text, _ in others if text.startswith("Deal ")]
            assert labels and labels[-1] == table.t("table.deal_n", n=deals)      # the newest row shown
            assert not [text for text, rect in others if rect.inflate(0, -2).colliderect(band)]
            assert not [ring for ring in rings if ring.colliderect(band) and not
                        any(abs(ring.centery - k.centery) <= 2 for k in key)]       # only the key's own D
            assert all(app.top.rect.contains(rect) for rect in key)
            assert all(rect.bottom <= app.top.buttons[0].rect.top for rect in key)
            seen.append(sorted(tuple(rect) for rect in key))
            app.top.close()
        assert seen[0] == seen[1] == seen[2], seen
    finally:
        table.close()


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("players", [4, 7])
@pytest.mark.parametrize("size", [(800, 500), (1280, 720), (1920, 1080)])
def test_the_guinguette_pad_keys_its_dealer_s_ring_in_one_place_all_match(monkeypatch, size, players, language):
    """Guinguette's pad ringed each deal's dealer with a D and never said what it meant, as
    Polignac's and Double King's pads do: its key says it in the same place from the first deal to
    a pad full enough to scroll (at the end of the start's line where it fits), with no row's
    words nor ring on its line but its own D, over the buttons."""
    app = make_app(size=size, language=language)
    table = table_for(app, "guinguette", players=players)
    try:
        words = table.t("table.pad_key_dealer")
        rows = pad_rows("guinguette", players, deals=24)
        seen = []
        for deals in (1, 3, 24):
            table.model.history = rows[:deals]
            table.open_scores()
            app.frame(1 / 60)
            texts, rings = pad_marks(monkeypatch, app)
            key = [rect for text, rect in texts if text == words]
            assert len(key) == 1, [text for text, _ in texts]
            band = key[0].copy()
            band.x, band.w = app.top.rect.x, app.top.rect.w
            labels = [text for text, _ in texts if text.startswith(table.t("table.deal_n", n=0)[:-1])]
            assert labels and labels[-1] == table.t("table.deal_n", n=deals)          # the newest row shown
            assert not [text for text, rect in texts if text != words and rect.inflate(0, -2).colliderect(band)
                        and not text == table.t("gg.sheet.start", n=40)]              # nothing on its line
            assert [ring for ring in rings if ring.colliderect(band)] and all(
                abs(ring.centery - key[0].centery) <= 2 and ring.right < key[0].left
                for ring in rings if ring.colliderect(band))                           # its own D beside it
            assert app.top.rect.contains(key[0]) and key[0].bottom <= app.top.buttons[0].rect.top
            seen.append(tuple(key[0]))
            app.top.close()
        assert seen[0] == seen[1] == seen[2], seen
    finally:
        table.close()


def test_an_empty_pad_keys_no_mark(monkeypatch):
    """Before any deal the pad writes no D nor dot, and so no key."""
    app = make_app(language="en")
    table = table_for(app)
    try:
        table.open_scores()
        app.frame(1 / 60)
        seen = texts_drawn(monkeypatch, lambda: app.top.draw(app.surface))
        assert app.t("table.no_deal_yet") in seen
        assert not {app.t("table.pad_key_dealer"), app.t("table.pad_key_none")} & set(seen)
    finally:
        table.close()


LONG_NAMES = ["Marie-Christine Dupontel", "Ernestine-Montmorency-La", "Anatole-Montmorency-Lava",
              "Hortense-Montmorency-Lav", "Barnabé-Montmorency-Lava"]      # 24 letters, as the settings allow


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game,players", [("double_king", 4), ("guinguette", 3)])
def test_the_counts_cut_a_long_name_as_the_plates_do_each_player_on_one_line(game, players, size, language):
    """With names of 24 letters the counts wrote each whole ("Marie-Christine Dupontel 0/3 · 0/2,"),
    a line for each player: five lines for Double King's contracts chosen. Each name is cut with
    "…" to a plate's room for a name, as the plates cut it, and stays on one line with its figures:
    players share its rows, as with the usual names."""
    from game.ui.table import counts

    def panel(names):
        app = make_app(size)
        app.settings["language"] = language
        seats = default_seats(players)
        for seat, name in zip(seats, names):
            seat["name"], seat["level"] = name, "debutant"
        table = TableScene(app, MatchConfig(game, players, {}, seats, seed=3, dealer=0))
        app.push(table)
        try:
            for _ in range(600):
                app.frame(1 / 60)
                listed = [line for line in table.adapter.counts() if table.stage.plate_name(1) in line]
                if listed:
                    break
            assert listed, table.adapter.counts()
            rows, _rect = counts._counts_placed(table)
            stage, body = table.stage, app.font("body")
            cut = [stage.plate_name(s) for s in range(players)]
            return rows, cut, [body.size(name)[0] <= table.layout.name_room() for name in cut]
        finally:
            table.close()

    usual, _names, _fit = panel([seat["name"] for seat in default_seats(players)])
    rows, cut, fit = panel(LONG_NAMES[:players])
    assert all(name.endswith("…") and name[:-1] in long for name, long in zip(cut, LONG_NAMES)) and all(fit), cut
    said = "\n".join(rows)
    assert not any(long in said for long in LONG_NAMES), rows
    # each name with the figure after it, on one row
    assert all(sum(name + i18n.NO_BREAK in row for row in rows) == 1 for name in cut), rows
    # players share a row, as with the usual names, the panel at most a row taller
    assert any(sum(name in row for name in cut) > 1 for row in rows), rows
    assert len(rows) <= len(usual) + 1, (rows, usual)


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(800, 500), (1280, 720), (1920, 1080)])
def test_polignac_s_pad_keeps_its_columns_when_a_total_reaches_100(monkeypatch, size, language):
    """Eight at Polignac to a limit of 100: when a total went from 99 to 100 the pad re-laid itself,
    its columns and figures moving under the eyes. It is laid out from the first deal for the widest
    total and change the match may write: the same pad, every text in its place, the new total's
    right edge where the old one's was."""
    app = make_app(size=size, language=language)
    seats = default_seats(8)
    for seat in seats[1:]:
        seat["kind"] = "person"
    table = TableScene(app, MatchConfig("polignac", 8, {"target": 100}, seats, seed=5, dealer=3))
    app.push(table)
    try:
        rows = []
        for deal in range(1, 31):
            gained = [0] * 8
            gained[deal % 8], gained[(deal + 1) % 8] = 5, 3
            points = [total + change for total, change in zip(rows[-1]["points"] if rows else [0] * 8, gained)]
            rows.append({"deal": deal, "deal_points": gained, "points": points, "dealer": (deal - 1) % 8})
        leader = max(range(8), key=lambda s: rows[-1]["points"][s])
        seen = []
        for top in (99, 100):
            rows[-1]["points"][leader] = top
            table.model.history = [dict(row) for row in rows]
            table.open_scores()
            app.frame(1 / 60)
            pad = app.top
            placed = texts_placed(monkeypatch, lambda pad=pad: pad.draw(app.surface))
            mine = [rect for text, rect in placed if text == str(top)]
            assert len(mine) == 1
            seen.append((tuple(pad.rect), [(text, tuple(rect)) for text, rect in placed if text != str(top)],
                         mine[0].right))
            pad.close()
        assert seen[0] == seen[1]
    finally:
        table.close()


def _engine_counts(game: str, m) -> list[int]:
    """What the engine has counted for each seat so far this deal from its tricks: Polignac's
    points of the deal, Double King's signed points of the deal, Guinguette's tricks won."""
    view = m.view(0)
    if game == "polignac":
        return list(view.score["deal_points"])
    if game == "double_king":
        return list(view.deal_points)
    return list(view.tricks_won)


@pytest.mark.parametrize("game, players, seed", [("polignac", 4, 1), ("double_king", 4, 11), ("guinguette", 4, 3)])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_who_takes_the_trick_is_told_what_it_counts_for_him(monkeypatch, game, players, seed, language):
    """A trick waiting to be gathered says, with who takes it, what the game's own accounting
    counts for him with it: Polignac's points (its jacks, the first or last trick's penalty),
    Double King's points in the contract, Guinguette's tricks toward the cotillon; a trick that
    counts nothing says only who takes it."""
    app = make_app(language=language)
    table = engine_played_table(app, game, players, seed, dealer=1)
    m = table.match
    try:
        table.seats.close()
        told = {"gain": 0, "plain": 0}
        for _ in range(12):
            deal, tricks, before = m.deal, len(m.view(0).tricks), _engine_counts(game, m)
            while m.deal == deal and len(m.view(0).tricks) == tricks:
                table.apply(m.to_act, m.legal_actions()[0])
            if m.deal != deal:
                break                      # the deal's last trick: the engine has moved on
            winner = m.view(0).tricks[-1]["winner"]
            after = _engine_counts(game, m)
            for _ in range(600):
                if table.trick_waiting and table.model.trick_winner is not None:
                    break
                app.frame(1 / 60)
            assert table.model.trick_winner == winner
            key = "table.trick_waits_you" if winner == table.person else "table.trick_waits"
            name = table.seat_name(winner)
            if game == "guinguette":
                line = app.t(key + "_gain", name=name, gain=i18n.counted("gg.tricks_won", after[winner], language))
            elif after[winner] != before[winner]:
                line = app.t(key + "_gain", name=name, gain=i18n.signed(after[winner] - before[winner]))
            else:
                line = app.t(key, name=name)
            told["gain" if "(" in line else "plain"] += 1
            drawn = " ".join(texts_drawn(monkeypatch, app.draw))
            assert line.split(" · ")[0] in drawn, (line, drawn)
            click(app, table.layout.trick_area().center)
            frames(app, 60)
        assert told["gain"] >= 1
        if game == "polignac":
            assert told["plain"] >= 1, "a trick with no jack says no figure"
    finally:
        table.close()


EIGHT_LONG = LONG_NAMES + ["Clémence-Montmorency-Lav", "Octave-Montmorency-Laval", "Mathilde-Montmorency-La"]


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("game,players,size,log", [("polignac", 8, (800, 500), True),
                                                   ("guinguette", 8, (800, 500), False),
                                                   ("guinguette", 8, (800, 500), True),
                                                   ("polignac", 8, (1280, 720), False),
                                                   ("double_king", 4, (1280, 720), False),
                                                   ("guinguette", 3, (1920, 1080), False)])
def test_the_story_line_cuts_a_long_name_as_the_plates_do_where_its_room_is_short(monkeypatch, game, players, size,
                                                                                 log, language):
    """With names of 24 letters the story line wrote them whole wherever it stood: beside the log's
    drawer at 800×500 "Jean-Baptiste" / "Montgolfie" / "took every" / "trick: général?", at eight
    Guinguette seats the name over three more lines. Where the line has no clear place in one line
    or two with the name whole, it names the seat as its plate does (cut with "…", one home:
    Stage.plate_name), in no more lines than the whole name took; where it has, it reads whole.
    Either way each of its lines lies inside its box, the box inside the table's room and clear
    of every plate."""
    from game.ui.table import draw
    app = make_app(size, language=language)
    seats = default_seats(players)
    for seat, name in zip(seats, EIGHT_LONG):
        seat["name"], seat["level"] = name, "debutant"
    table = TableScene(app, MatchConfig(game, players, {}, seats, seed=3, dealer=0))
    app.push(table)
    try:
        for _ in range(900):            # the deal dealt, the person asked: the table still
            app.frame(1 / 60)
            if table.person_seat.question is not None and not table.timeline.busy():
                break
        if log:
            table.toggle_log()
        stage = table.stage
        if game == "polignac":
            stage.banner("pol.banner.general_offer", 1)
        elif game == "guinguette":
            stage.banner("gg.banner.guinguette", 1, amount=12)
        else:
            stage.banner("dk.banner.contract", 1, contract=lambda t: t("dk.contract.plis"))
        box, lines = draw.banner_placed(table)
        said = " ".join(lines).replace(i18n.NO_BREAK, " ")
        whole, cut = stage.seat_name(1), stage.plate_name(1)
        assert cut != whole and cut.endswith("…")
        room = pygame.Rect(0, 0, *size)
        if log:
            room.width = draw.drawer_rect(table).left
        assert room.contains(box), (box, room)
        font = app.font("body")
        assert all(font.size(line)[0] <= box.w for line in lines), (lines, box)
        assert box.collidelist([table.layout.plate_rect(s) for s in range(players)]) < 0
        # at 800×500 with eight seats, cut (the whole name took more lines or lay on something),
        # in no more lines than the whole name; in the larger windows, whole, in one line or two
        short = size == (800, 500)
        assert (cut in said and whole not in said) if short else (whole in said), lines
        table.__dict__.pop("_banner_layout")
        monkeypatch.setattr(i18n, "cut_now", lambda text: None)
        _box, whole_lines = draw.banner_placed(table)
        assert len(lines) <= (len(whole_lines) if short else 2), (lines, whole_lines)
        if short:
            assert len(whole_lines) > 2 or whole_lines != lines, whole_lines
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_story_line_that_lists_players_cuts_each_name_as_its_plate_does(language):
    """"Marie-Christine Dupontel and Ernestine-Montmorency-La: not enough left for the stakes" and
    "Cabaret! You and Anatole-Montmorency-Lava announce it": a line that lists players says each
    name whole, and where the story line's room is short (its cut form) each as its plate cuts it,
    the person's "you" as it is."""
    app = make_app((800, 500), language=language)
    seats = default_seats(3)
    for seat, name in zip(seats, EIGHT_LONG):
        seat["name"], seat["level"] = name, "debutant"
    table = TableScene(app, MatchConfig("guinguette", 3, {}, seats, seed=3, dealer=0))
    app.push(table)
    try:
        app.frame(1 / 60)
        stage = table.stage
        out = stage.say("gg.banner.eliminated", need=3, names=stage.names([0, 1]))
        assert i18n.now(out) == app.t("gg.banner.eliminated", need=3, names=i18n.listed(EIGHT_LONG[:2], app.t))
        cut = [stage.plate_name(s) for s in (0, 1)]
        assert all(name.endswith("…") for name in cut), cut
        assert i18n.cut_now(out) == app.t("gg.banner.eliminated", need=3, names=i18n.listed(cut, app.t))
        announce = stage.say("gg.banner.announce_you", names=stage.names([2], "setup.you"))
        assert i18n.cut_now(announce) == app.t("gg.banner.announce_you",
                                               names=i18n.listed([app.t("setup.you"), stage.plate_name(2)], app.t))
        assert i18n.cut_now(stage.say("gg.banner.settle_split")) is None      # no name: nothing to cut
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("game,players,size", [("guinguette", 3, (800, 500)), ("guinguette", 8, (800, 500)),
                                               ("double_king", 4, (800, 500)), ("guinguette", 3, (1280, 720)),
                                               ("double_king", 4, (1920, 1080))])
def test_the_counts_read_compact_where_their_column_is_narrow(game, players, size, language):
    """Three at Guinguette in 800×500 with names of 24 letters: the counts stood in eight rows at
    the left, one player a row under "Jetons :", and a long name of two words could part from its
    figure ("Anne-Sophie" over "Be… 0/3 · 0/2,"). In a narrow column no count takes more than two
    rows (the fewer words where the whole ones would), the wide layouts keep their whole lines,
    every row lies within the panel, and each player's name stands whole on the row of his figure."""
    from game.ui.table import counts
    app = make_app(size, language=language)
    seats = default_seats(players)
    names = ["Marie-Christine Dupontel", "Anne-Sophie Beauregardiè", "Jean-Baptiste Montgolfie"] + LONG_NAMES[1:]
    for seat, name in zip(seats, names):
        seat["name"], seat["level"] = name, "debutant"
    table = TableScene(app, MatchConfig(game, players, {}, seats, seed=3, dealer=0))
    app.push(table)
    try:
        for _ in range(900):
            app.frame(1 / 60)
            if table.person_seat.question is not None and not table.timeline.busy() and table.adapter.counts():
                break
        placed = counts._counts_placed(table)
        assert placed is not None
        rows, rect = placed
        whole, short = table.adapter.counts(), table.adapter.counts_short()
        words = " ".join(rows).split()         # the whole lines or their fewer words (the first, where crowded)
        said = next((form[:k] for form in (whole, short) for k in range(len(form), 0, -1)
                     if words == " ".join(form[:k]).split()), None)
        assert said is not None, (rows, whole, short)
        if rect.w <= size[0] * counts.SHARES[-1] + 2 * counts._pad(app.font("small")):
            assert len(rows) <= 2 * len(said), rows
        if size[0] >= 1280:
            assert said == whole, rows
        small = app.font("small")
        assert all(small.size(row)[0] + 2 * counts._pad(small) <= rect.w for row in rows), (rows, rect)
        assert pygame.Rect(0, 0, *size).contains(rect)
        cut = [table.stage.plate_name(s) for s in range(players)]
        for name in cut:
            parts = name.split(" ")
            if len(parts) > 1 and any(parts[0] in row.replace(i18n.NO_BREAK, " ") for row in rows):
                assert any(name.replace(" ", i18n.NO_BREAK) in row for row in rows), (name, rows)
    finally:
        table.close()
