"""The table keeps still while the person reads something over it, says one thing at a time, and
comes back after a quit as it was left (play-testers' points)."""
import pygame
import pytest
from test_ui_frame_support import click, make_app, play_until, post_click, post_key, texts_drawn

from game.ui.config import MatchConfig, default_seats
from game.ui.table import TableScene
from game.ui.table.draw import banner_placed
from game.ui.table.learning import rest_is_decided
from game.ui.table.sheets import TableMenuScene


def _table(app, game, players, seed=5, dealer=1):
    table = TableScene(app, MatchConfig(game, players, {}, default_seats(players), seed=seed, dealer=dealer))
    app.push(table)
    return table


def _decided_table(app, game, seed):
    """A table continued where the person is to play in the first deal, three cards or more in
    hand, and the rest of the deal is decided (every seat having played its first legal action)."""
    from game.store import MatchRecord
    record = MatchRecord.new(game, 4, {}, seed, 1, default_seats(4))
    m = record.start()
    while not (m.to_act == 0 and m.phase == "play" and len(m.view(0).hand) >= 3 and rest_is_decided(m)):
        assert m.deal == 1, "no decided rest in the first deal"
        seat, action = m.to_act, m.legal_actions()[0]
        m.apply(action, seat)
        record.add(seat, action.to_json())
    table = TableScene.from_record(app, record)
    app.push(table)
    return table


def _what_moves(table) -> tuple:
    """What a person sees change at the table: the actions taken, the steps of the story still to
    show, the log's lines, the seat asked."""
    return (len(table.record.actions), len(table.timeline.steps), len(table.model.log.entries), table.asked)


def test_the_menu_holds_the_table_still_until_resume(tmp_path):
    """Guinguette at eight: Menu clicked while the computers bet behind it; the deal went on for
    seconds under "La partie" (a queen shown, bets, the trump named) and the words were gone."""
    app = make_app(tmp_path, (1920, 1080), "fr")
    app.settings["speed"] = "normal"
    table = _table(app, "guinguette", 8)
    try:
        for _ in range(20):
            app.frame(1 / 30)
        assert table.timeline.busy() or table.thinking() is not None      # the deal under way
        click(app, table.bar_button["table.btn.menu"])
        menu = app.top
        assert isinstance(menu, TableMenuScene)
        before = _what_moves(table)
        for _ in range(30 * 8):                                          # eight seconds of reading
            app.frame(1 / 30)
        assert app.top is menu and _what_moves(table) == before
        for _ in range(30):
            app.frame(1 / 30)                                            # the menu ready for a click
        click(app, menu.buttons[0])                                      # "Reprendre"
        assert app.top is table
        for _ in range(30 * 8):
            app.frame(1 / 30)
        assert _what_moves(table) != before                              # and the deal goes on
    finally:
        table.close()


def test_no_trick_is_played_nor_gathered_under_the_last_trick_looked_at(tmp_path):
    """The decided rest was played out and a trick gathered under the "Last trick" panel: the
    person never saw it."""
    app = make_app(tmp_path, (1280, 720), "en")
    app.settings["think_pause_ms"] = 0
    table = _decided_table(app, "guinguette", 9)         # tricks still to play, played out
    m = table.match
    try:
        for _ in range(600):
            if table.playout == m.deal and table.trick_waiting and table.model.last_trick:
                break                                         # a trick of the played-out rest lies complete
            app.frame(1 / 10)
        assert table.playout == m.deal and table.trick_waiting
        click(app, table.bar_button["table.btn.last_trick"])
        assert table.last_trick_shown()
        before = (len(table.record.actions), table.model.trick_number, list(table.model.trick))
        for _ in range(10 * 10):                              # ten seconds looking at the last trick
            app.frame(1 / 10)
        assert table.last_trick_shown() and table.trick_waiting
        assert (len(table.record.actions), table.model.trick_number, list(table.model.trick)) == before
        post_click(app, table.layout.trick_area().center)     # put away: the playout goes on
        assert not table.last_trick_shown()
        if table.stage.trick_kept:                            # (Guinguette holds each trick for a
            post_click(app, table.layout.trick_area().center)     # click: a second one gathers it)
        for _ in range(10 * 10):
            app.frame(1 / 10)
        assert table.model.trick_number != before[1] or table.match.deal != table.playout
    finally:
        table.close()



@pytest.mark.parametrize("game,seed,language", [("polignac", 3, "en"), ("guinguette", 9, "fr")])
def test_a_rest_played_out_for_the_person_is_not_his_turn(tmp_path, monkeypatch, game, seed, language):
    """"The rest of the deal is decided" stood beside "Your turn", then his card went without him."""
    app = make_app(tmp_path, (1280, 720), language)
    app.settings["think_pause_ms"] = 0
    table = _decided_table(app, game, seed)
    m = table.match
    try:
        deal, read = m.deal, []
        for _ in range(300):
            app.frame(1 / 30)
            if m.deal != deal:
                break
            if table.playout is not None:
                story = banner_placed(table)                          # the story line, on its lines
                read.append((" ".join(story[1]) if story else "", texts_drawn(monkeypatch, app.draw)))
        said = [texts for story, texts in read if story == table.adapter.decided_line()]
        assert said, "the line that says the rest is played out never showed"
        assert not [texts for texts in said if app.t("table.your_turn") in texts]
    finally:
        table.close()


def _shown(table) -> tuple:
    """The trick on the cloth (seats and cards), its winner marked, the tricks gathered."""
    model = table.model
    return [(seat, code) for seat, code, *_ in model.trick], model.trick_winner, model.trick_number


def _quit_and_continue(app, root):
    """The window closed, the program started again, and "Continue" clicked in the title menu."""
    from game.ui.scenes.title import TitleScene
    app.shutdown()
    again = make_app(root, app.size, app.settings.get("language", "fr"))
    again.push(TitleScene(again))
    again.frame(1 / 60)
    click(again, again.top.buttons["continue"])
    table = again.top
    assert isinstance(table, TableScene)
    for _ in range(10):
        again.frame(1 / 30)
    return again, table


@pytest.mark.parametrize("game,players", [("polignac", 6), ("double_king", 4), ("guinguette", 5)])
def test_a_trick_waiting_for_its_click_waits_again_after_quit_and_continue(tmp_path, game, players):
    """With "hold each trick for a click" on, the table reopened at the next trick, the complete
    one gathered unseen."""
    app = make_app(tmp_path, (1280, 720), "en")
    app.settings["think_pause_ms"] = 0
    table = _table(app, game, players, seed=4)

    def waiting() -> bool:
        return (table.trick_waiting and table.model.trick_number >= 2
                and len(table.model.trick) == players and table.match.deal == table.model.deal)
    play_until(app, table, waiting)
    assert waiting(), "the match ended before a complete trick waited for its click"
    shown, hand = _shown(table), list(table.model.hand)
    table.close()
    app, again = _quit_and_continue(app, tmp_path)
    try:
        assert again.trick_waiting and _shown(again) == shown
        assert again.model.hand == hand                            # in the order it was held in
        post_click(app, again.layout.trick_area().center)          # gathered by the person's click
        for _ in range(30):
            app.frame(1 / 30)
        assert again.model.trick_number == shown[2] + 1 and not again.trick_waiting
    finally:
        again.close()


def test_the_hand_keeps_the_order_it_was_dealt_in_after_quit_and_continue(tmp_path):
    """Polignac at four: the last heart played, the hand read 8♠ 7♠ … 10♣ … 8♦ 7♦ as dealt (colours
    alternating: ♠ ♥ ♣ ♦); after quit and continue ♠ ♦ ♣, the same cards in another order."""
    from game.engine import action_from_json
    from game.ui.table.stage import sort_hand
    app = make_app(tmp_path, (1280, 720), "en")
    table = _table(app, "polignac", 4, seed=23)
    m = table.match
    try:
        dealt = None
        for _ in range(200):              # every seat plays its first legal card, the table shows each
            while table.timeline.busy() or table.trick_waiting:
                table.proceed()
                table.timeline.finish()
            hand = list(table.model.hand)
            if dealt is None and m.phase == "play":
                dealt = list(hand)        # as dealt, in its colours' order
            if dealt is not None and sort_hand(hand, table.rank_order) != [c for c in dealt if c in hand]:
                break                     # a suit gone: sorted afresh, the colours would go otherwise
            table.apply(m.to_act, action_from_json(m.legal_actions()[0].to_json()))
        else:
            raise AssertionError("no suit went from the hand")
        assert hand == [c for c in dealt if c in hand], "the hand keeps the order it was dealt in"
        again = TableScene.from_record(app, table.record)                 # as Continue rebuilds it
        try:
            assert again.model.hand == hand
        finally:
            again.close()
    finally:
        table.close()


def _to_the_deal_s_end(app, table) -> None:
    """Every seat plays its first legal action, the table showing each (no frame: no computer
    seat thinks), until the first deal's sheet comes up."""
    from game.engine import action_from_json
    from game.ui.table.sheets import DealEndScene
    m = table.match
    for _ in range(2000):
        while (table.timeline.busy() or table.trick_waiting) and app.top is table:
            table.proceed()
            table.timeline.finish()
        if isinstance(app.top, DealEndScene):
            return
        table.apply(m.to_act, action_from_json(m.legal_actions()[0].to_json()))
    raise AssertionError("the deal did not end")


def _deal_words(table) -> list[str]:
    """The words of the deal Guinguette's plates say (a bet, je joue, je passe, je remue). (Polignac's
    plates keep the général's outcome over the sheet, the deal's result: "stop", "général failed";
    Double King's carry the nets alone.)"""
    from game.ui import i18n
    return [i18n.now(table.adapter.plate_word(seat)) for seat in range(table.players)]


@pytest.mark.parametrize("game,seed,language", [("guinguette", 4, "fr"), ("guinguette", 4, "en")])
def test_the_plates_say_no_word_of_a_deal_once_it_is_over(tmp_path, monkeypatch, game, seed, language):
    """Guinguette: over the deal's sheet the person's plate still read "vous jouez", as if it were
    his turn."""
    app = make_app(tmp_path, (1280, 720), language)
    table = _table(app, game, 4, seed=seed)
    try:
        _to_the_deal_s_end(app, table)
        assert not [w for w in _deal_words(table) if w]
        for _ in range(30):
            app.frame(1 / 30)                            # the sheet ready for a key
        post_key(app, pygame.K_ESCAPE)                   # the sheet put away: the deal as it ended
        assert app.top is table and table.sheet_aside
        assert not [w for w in _deal_words(table) if w]
    finally:
        table.close()


def _word_held(table) -> bool:
    return bool(table.timeline.steps) and table.timeline.steps[0].label == "word_hold"


def _seat_thinks(table) -> bool:
    return table.thinking() is not None and not table.timeline.busy()


@pytest.mark.parametrize("language,when", [("fr", _seat_thinks), ("en", _seat_thinks), ("en", _word_held)])
def test_a_card_clicked_while_a_computer_speaks_says_why_nothing_happens(tmp_path, monkeypatch, language, when):
    """A click on a card while the computer seats were still speaking (their words held for the
    thinking pause) did nothing and said nothing."""
    from game.ui.table.draw import hand_rects
    app = make_app(tmp_path, (1280, 720), language)
    app.settings["think_pause_ms"] = 1500
    table = _table(app, "guinguette", 4, seed=4)
    try:
        for _ in range(2000):
            if when(table) and table.model.hand and table.match.phase != "play" \
                    and not table.is_person(table.match.to_act):
                break                                   # a computer seat takes its pause to speak
            if table.trick_waiting:
                table.proceed()
            app.frame(1 / 30)
        else:
            raise AssertionError("no computer seat took its pause")
        hand, seat = list(table.model.hand), table.match.to_act
        rect = hand_rects(table)[0][1]
        post_click(app, (rect.x + max(4, rect.w // 6), rect.centery))
        assert table.model.hand == hand and table.match.to_act == seat     # nothing played
        line = app.t("table.wait_speaking", name=table.seat_name(seat))
        assert table.error_line == line and line in texts_drawn(monkeypatch, app.draw)
    finally:
        table.close()
