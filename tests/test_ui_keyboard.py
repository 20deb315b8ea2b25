"""The table played from the keyboard alone: arrows across the hand, Enter plays, digits choose in
dialogs, Space continues, Escape opens the menu, F11 full screen, M mutes (issue 14)."""
from __future__ import annotations

import time
from types import SimpleNamespace

import pygame
import pytest
from test_ui_frame_support import debutant_table, post_key
from test_ui_frame_support import table_app as make_app

from game.ui import theme
from game.ui.table import draw
from game.ui.table import keys as table_keys
from game.ui.table.dialogs import CardPick
from game.ui.table.learning import marks, question_key
from game.ui.table.sheets import DealEndScene, TableMenuScene


def press(app, key):
    """A key pressed and let go, then a frame of 1/60 s."""
    post_key(app, key, 1 / 60)


def start(app, game, players, options=None, seed=5, dealer=0):
    return debutant_table(app, game, players, options, seed=seed, dealer=dealer)


def next_keys(app, table) -> list[int]:
    """The keys a person would press now, reading only what the table shows."""
    if isinstance(app.top, DealEndScene):
        return [pygame.K_SPACE]
    if app.top is not table:
        return []
    if table.trick_waiting:
        return [pygame.K_SPACE]          # the complete trick waits: gather it
    spec = table.dialog
    if isinstance(spec, CardPick):
        if len(table.selected) < spec.count:
            wanted = [c for c in spec.choosable if c not in table.selected]
            moves = [pygame.K_RIGHT]
            focus = table_keys.focused(table)
            if focus is not None and focus in wanted:
                return [pygame.K_RETURN]
            return moves
        return [pygame.K_1]
    if table.dialog_buttons:
        return [pygame.K_1]
    if table.person_to_play():
        focus = table_keys.focused(table)
        return [pygame.K_RETURN] if focus is not None and table.legal(focus) else [pygame.K_RIGHT]
    return []


def play_deal_with_keys(app, table, max_steps=3000) -> int:
    """Until the first deal's paper has been continued; returns the keys pressed."""
    pressed = 0
    seen_end = False
    for _ in range(max_steps):
        if isinstance(app.top, DealEndScene):
            seen_end = True
        elif seen_end and app.top is table:
            return pressed
        todo = next_keys(app, table)
        if not todo:
            if table.asked is not None:
                time.sleep(0.002)       # a computer thinks in its worker, in real time: let it
            app.frame(1 / 60)
        for key in todo:
            press(app, key)
            pressed += 1
    raise AssertionError(f"the deal did not end: phase {table.match.phase}, deal {table.match.deal}")


@pytest.mark.parametrize("game,players,options,dealer", [
    ("polignac", 4, {"preset": "classique"}, 3),
    ("polignac", 7, {"preset": "classique", "leftover_method": "dealer_ecart"}, 0),   # the person's écart
    ("double_king", 4, {}, 0),                        # the person chooses the contract with a digit
])
def test_a_whole_deal_is_played_from_the_keyboard_alone(game, players, options, dealer):
    app = make_app()
    table = start(app, game, players, options, dealer=dealer)
    played_before = table.match.deal
    try:
        assert play_deal_with_keys(app, table) > 0
        assert table.match.deal == played_before + 1, "the next deal has begun"
        assert table.resyncs == 0
    finally:
        table.close()


def _gold_pixels(surface, rect) -> int:
    found = 0
    for x in range(max(0, rect.left - 6), min(surface.get_width(), rect.right + 6), 2):
        for y in (max(0, rect.top - 4), max(0, rect.top - 2)):
            if tuple(surface.get_at((x, y)))[:3] == theme.GOLD:
                found += 1
    return found


def first_turn(app, seed=5):
    """A Polignac table (classique, four) at the person's first card to play, nothing moving."""
    table = start(app, "polignac", 4, {"preset": "classique"}, seed=seed, dealer=3)
    for _ in range(200):
        if table.person_to_play() and not table.timeline.busy():
            break
        app.frame(1 / 60)
    assert table.person_to_play()
    return table


@pytest.mark.parametrize("key,end", [(pygame.K_END, -1), (pygame.K_HOME, 0)])
def test_end_and_home_frame_the_hand_s_ends_at_the_first_press(key, end):
    """With no card framed, End framed the first card that may be played, not the last: a second
    press was needed, and Enter played the queen where the ten was meant. End and Home go to
    the hand's ends from the first press, as they do once a card is framed."""
    app = make_app()
    table = first_turn(app)
    try:
        assert table_keys.focused(table) is None
        press(app, key)
        assert table_keys.focused(table) == table.model.hand[end]
    finally:
        table.close()

def until_dialog(app, table) -> None:
    """Frames until the person's decision panel stands, its buttons still."""
    for _ in range(300):
        if table.dialog_buttons and not table.timeline.busy():
            break
        app.frame(1 / 60)



def test_the_focused_card_is_framed_and_follows_the_arrows():
    app = make_app()
    table = first_turn(app)
    try:
        press(app, pygame.K_RIGHT)
        first = table_keys.focused(table)
        assert first is not None and table.legal(first), "the first arrow lands on a card that may be played"
        press(app, pygame.K_END)
        assert table_keys.focused(table) == table.model.hand[-1]
        press(app, pygame.K_HOME)
        assert table_keys.focused(table) == table.model.hand[0]
        app.frame(0.0)
        from game.ui.table.draw import hand_rects
        rect = dict(hand_rects(table))[table.model.hand[0]]
        assert _gold_pixels(app.surface, rect) > 5, "a gold frame marks the focused card"
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 300), rel=(0, 0), buttons=(0, 0, 0)))
        app.frame(0.0)
        assert table_keys.focused(table) is None, "the mouse takes over"
    finally:
        table.close()


def keys_until(app, table, done) -> None:
    """Play on with the keys a person would press (:func:`next_keys`) until ``done()``."""
    for _ in range(3000):
        if done():
            return
        todo = next_keys(app, table)
        for key in todo:
            press(app, key)
        if not todo:
            time.sleep(0.002)           # a computer thinks in its worker, in real time: let it
            app.frame(1 / 60)
    raise AssertionError(f"not reached: phase {table.match.phase}, deal {table.match.deal}")


def keys_until_a_refused_card(app, table) -> None:
    """Play on with the keys until the person must play and some card of his is refused."""
    keys_until(app, table, lambda: table.person_to_play() and any(not table.legal(c) for c in table.model.hand))


def test_enter_with_nothing_framed_frames_the_first_card_that_may_be_played_then_plays_it():
    """A person who presses Enter on his turn, before any arrow, sees where the keyboard is: the
    frame comes to the first card he may play; the next Enter plays it."""
    app = make_app()
    table = start(app, "polignac", 4, {"preset": "classique"}, seed=8, dealer=3)
    try:
        keys_until_a_refused_card(app, table)
        table.key_focus = False
        hand = list(table.model.hand)
        press(app, pygame.K_RETURN)
        framed = table_keys.focused(table)
        assert table.model.hand == hand, "the first Enter plays nothing"
        assert framed == next(c for c in hand if table.legal(c))
        press(app, pygame.K_RETURN)
        assert framed not in table.model.hand
    finally:
        table.close()


class SlowHint:
    """The table's hint desk as a person meets it: H asks, the hint is worked out (thinking) and
    comes when :meth:`come` is called, advising ``action``; a hint asked with the mouse alike."""

    def __init__(self, monkeypatch, table, action):
        self.table, self.action = table, action
        self.asked: list = []
        self.ready = False
        self.hint = SimpleNamespace(action=action, line=lambda lang, short=False: "…")
        monkeypatch.setattr(table.hints, "ask", self.ask)
        monkeypatch.setattr(table.hints, "shown", self.shown)
        monkeypatch.setattr(table.hints, "thinking", lambda q: self._for(q) and not self.ready)

    def ask(self, question, deal, order=()):
        self.asked.append(question)
        return True

    def _for(self, question) -> bool:
        """The same decision (the desk's way: a question asked again after a paper is the same)."""
        return question is not None and question_key(question) in {question_key(q) for q in self.asked}

    def shown(self, question):
        return self.hint if self._for(question) and self.ready else None

    def come(self, app):
        self.ready = True
        app.frame(1 / 60)


def press_h(app, table) -> None:
    """H, as a person asks a hint: the first of an ordinary match asks first, and is answered yes."""
    press(app, pygame.K_h)
    if app.top is not table:
        press(app, pygame.K_RETURN)
    assert app.top is table


def ringed(table, action) -> list:
    """The dialog's buttons the hint rings in gold (draw.draw_advice), enabled."""
    return [b for b in table.dialog_buttons if b.enabled and marks(b, action)]


def until_a_choice_of_cards(app, table) -> None:
    keys_until(app, table, lambda: table.person_to_play() and not table.timeline.busy()
               and sum(table.legal(c) for c in table.model.hand) > 1)


def test_after_a_hint_the_first_enter_plays_the_card_it_advises(monkeypatch):
    """Enter after a hint framed the advised card and a second Enter played it: the hint lit one
    card while the keys had framed nothing. H now brings the keyboard's focus onto the advised
    card when the hint comes, and the first Enter plays it."""
    app = make_app()
    table = start(app, "polignac", 4, {"preset": "classique"}, seed=8, dealer=3)
    try:
        until_a_choice_of_cards(app, table)
        table.key_focus = False
        hand = list(table.model.hand)
        playable = [c for c in hand if table.legal(c)]
        advised = playable[-1]
        hint = SlowHint(monkeypatch, table, {"type": "play", "card": advised})
        press_h(app, table)
        assert table_keys.focused(table) is None, "nothing moves while the hint is worked out"
        hint.come(app)
        assert table_keys.focused(table) == advised and table.hover == advised
        press(app, pygame.K_RETURN)
        assert advised not in table.model.hand and len(table.model.hand) == len(hand) - 1
    finally:
        table.close()


def test_enter_with_nothing_framed_takes_the_card_a_hint_asked_with_the_mouse_advises(monkeypatch):
    """A hint asked with the bar's button moves no focus (the mouse plays as before); the first
    Enter then plays the card it advises, not the first card that may be played."""
    app = make_app()
    table = start(app, "polignac", 4, {"preset": "classique"}, seed=8, dealer=3)
    try:
        until_a_choice_of_cards(app, table)
        hand = list(table.model.hand)
        advised = [c for c in hand if table.legal(c)][-1]
        hint = SlowHint(monkeypatch, table, {"type": "play", "card": advised})
        app.frame(1 / 60)                 # the bar's hint wakes with the question
        bar = table.bar_button["table.btn.hint"].rect.center
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=bar, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=bar, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=bar, button=1))
        app.frame(1 / 60)
        if app.top is not table:          # the first hint of an ordinary match asks first: yes
            press(app, pygame.K_RETURN)
        hint.come(app)
        assert hint.asked and table_keys.focused(table) is None and not table.key_focus
        press(app, pygame.K_RETURN)
        assert advised not in table.model.hand and len(table.model.hand) == len(hand) - 1
    finally:
        table.close()


@pytest.mark.parametrize("advice", [{"type": "contract", "contract": "atout", "trump": "C"},
                                    {"type": "contract", "contract": "coeurs"}])
def test_h_brings_the_keys_mark_onto_the_contract_the_hint_rings_and_enter_takes_it(monkeypatch, advice):
    """Double King's dealer pressed H then Enter: the keys' gold frame went to "No tricks" while
    the hint's gold ring stood on "Trumps" and ♣. The frame now comes onto the ringed button when
    the hint comes; Enter takes that step, the frame goes on to the advised suit (the hint still
    ringing it), then to Announce, and the contract announced is the one advised."""
    app = make_app()
    table = start(app, "double_king", 4, dealer=0)
    try:
        until_dialog(app, table)
        hint = SlowHint(monkeypatch, table, advice)
        press_h(app, table)
        hint.come(app)
        steps = 0
        while table.match.view(0).contract is None and steps < 4:
            button = table_keys.focused_button(table)
            assert button is not None and [b for b in table.dialog_buttons if b.hovered] == [button]
            left = [b for b in ringed(table, advice) if not b.selected]
            assert (button is left[0]) if left else button.default, (button.label, steps)
            if left:
                app.draw()
                assert draw.advice(table)[1] == advice, "the hint still stands, ringing it"
            press(app, pygame.K_RETURN)
            steps += 1
        view = table.match.view(0)
        assert steps == (3 if "trump" in advice else 2)
        assert view.contract == advice["contract"] and view.trump == advice.get("trump", view.trump)
    finally:
        table.close()


def test_h_brings_the_keys_onto_je_remue_then_the_card_the_hint_puts_back(monkeypatch):
    """Guinguette's cotillon: the hint advises to remue a card. H brings the frame onto "je
    remue", Enter takes it, the frame goes to the advised card, Enter picks it, the frame goes to
    the button that puts it back, and Enter puts back the advised card."""
    app = make_app()
    table = start(app, "guinguette", 4, {}, seed=5, dealer=0)
    try:
        for _ in range(3000):
            question = table.person_seat.question
            if table.trick_waiting:
                table.proceed()
            if question is not None and not table.timeline.busy():
                moves = [a.to_json() for a in question.legal]
                if any(m.get("move") == "remue" for m in moves):
                    break
                table.choose(moves[0])
            app.frame(1 / 60)
        remues = [m for m in moves if m.get("move") == "remue"]
        advice = remues[-1]
        hint = SlowHint(monkeypatch, table, advice)
        press_h(app, table)
        hint.come(app)
        button = table_keys.focused_button(table)
        assert button is not None and button is ringed(table, advice)[0]
        press(app, pygame.K_RETURN)
        assert table_keys.focused(table) == advice["card"], "the card the hint puts back, framed"
        press(app, pygame.K_RETURN)
        assert table.selected == [advice["card"]]
        assert table_keys.focused_button(table) is table.dialog_buttons[0]
        before = len(table.record.actions)
        press(app, pygame.K_RETURN)
        assert table.record.actions[before] == {"seat": 0, **advice}
    finally:
        table.close()


def test_h_brings_the_keys_onto_each_card_of_the_ecart_the_hint_advises(monkeypatch):
    """Polignac's dealer laying aside his écart: after H, each Enter takes the next card the hint
    advises, and the last one taken brings the mark to the button that lays them aside."""
    app = make_app()
    table = ecart_table(app)
    try:
        spec = table.dialog
        advised = [c for c in reversed(table.model.hand) if c in spec.choosable][:spec.count]
        hint = SlowHint(monkeypatch, table, {"type": "ecart", "cards": advised})
        press_h(app, table)
        hint.come(app)
        for _ in range(spec.count):
            assert table_keys.focused(table) in advised
            press(app, pygame.K_RETURN)
        assert sorted(table.selected) == sorted(advised)
        assert table_keys.focused_button(table) is table.dialog_buttons[0]
    finally:
        table.close()


def test_the_arrows_go_round_the_hand_from_one_end_to_the_other():
    """Played with the keys: the focus on the last card, a card that might not be played, Right
    did nothing, and a person who pressed only Right stayed there, the table saying why over and
    over. The arrows go round the hand, as Tab goes round a dialog's buttons."""
    app = make_app()
    table = first_turn(app)
    try:
        assert len(table.model.hand) > 2
        hand = list(table.model.hand)
        press(app, pygame.K_RIGHT)
        press(app, pygame.K_END)
        assert table_keys.focused(table) == hand[-1]
        press(app, pygame.K_RIGHT)
        assert table_keys.focused(table) == hand[0]
        press(app, pygame.K_LEFT)
        assert table_keys.focused(table) == hand[-1]
        press(app, pygame.K_LEFT)
        assert table_keys.focused(table) == hand[-2]
        assert table.model.hand == hand, "moving plays nothing"
    finally:
        table.close()


def test_enter_with_the_pointer_on_a_card_frames_the_first_card_that_may_be_played():
    """Enter with nothing framed frames the first card that may be played: with the pointer
    resting on that card, it framed the card after it (the arrow's step from where the pointer
    was), and a second Enter played a card the person had not pointed at."""
    app = make_app()
    table = first_turn(app)
    try:
        hand = list(table.model.hand)
        first = next(c for c in hand if table.legal(c))
        assert first != hand[-1]
        table.hover, table.key_focus = first, False      # the pointer rests on it
        press(app, pygame.K_RETURN)
        assert table_keys.focused(table) == first and table.model.hand == hand
    finally:
        table.close()


def test_enter_on_a_card_that_may_not_be_played_says_why_and_plays_nothing():
    app = make_app()
    table = start(app, "polignac", 4, {"preset": "classique"}, seed=8, dealer=3)
    try:
        keys_until_a_refused_card(app, table)
        illegal = next(c for c in table.model.hand if not table.legal(c))
        while table_keys.focused(table) != illegal:
            press(app, pygame.K_RIGHT if table_keys.focused(table) is None or
                  table.model.hand.index(table_keys.focused(table)) < table.model.hand.index(illegal)
                  else pygame.K_LEFT)
        hand = list(table.model.hand)
        press(app, pygame.K_RETURN)
        assert table.model.hand == hand
        assert table.error_line == table.reason(illegal) != ""
    finally:
        table.close()


def test_escape_opens_the_menu_and_m_mutes_the_sound():
    app = make_app()
    table = start(app, "polignac", 4, {"preset": "classique"}, dealer=3)
    try:
        assert app.settings["sound"] is True
        press(app, pygame.K_m)
        assert app.settings["sound"] is False
        press(app, pygame.K_m)
        assert app.settings["sound"] is True
        press(app, pygame.K_ESCAPE)
        assert isinstance(app.top, TableMenuScene)
    finally:
        table.close()


def test_f11_toggles_full_screen_and_back_to_the_window():
    app = make_app((1000, 600))
    press(app, pygame.K_F11)
    assert app.fullscreen and app.surface.get_flags() & pygame.FULLSCREEN
    assert app.size == app.surface.get_size()
    press(app, pygame.K_F11)
    assert not app.fullscreen and app.size == (1000, 600)


def test_f11_uses_the_display_s_own_toggle_and_comes_back_to_the_window_s_size(monkeypatch):
    """Under a window manager (openbox), leaving a full screen made by set_mode kept the window
    at the screen's size ("forcibly resized by the OS"): F11 twice left a 1920×1080 window where a
    1280×720 one had been. F11 now asks the display's own toggle, where it has one, and the
    window comes back at its size. Here a display whose toggle leaves the window as large as the
    screen, as that window manager did."""
    app = make_app((1000, 600))
    calls = []
    real_set_mode = pygame.display.set_mode

    def toggle():
        calls.append("toggle")
        full = bool(pygame.display.get_surface().get_flags() & pygame.FULLSCREEN)
        if full:                            # out of full screen, still as large as the screen
            real_set_mode((1024, 768), pygame.RESIZABLE)
        else:
            real_set_mode((0, 0), pygame.FULLSCREEN)
        return 1
    monkeypatch.setattr(pygame.display, "toggle_fullscreen", toggle)
    press(app, pygame.K_F11)
    assert app.fullscreen and app.surface.get_flags() & pygame.FULLSCREEN and calls == ["toggle"]
    press(app, pygame.K_F11)
    assert not app.fullscreen and calls == ["toggle", "toggle"]
    assert app.size == (1000, 600) == app.surface.get_size()


def test_tab_reaches_every_button_of_a_dialog_of_more_than_nine_and_enter_presses_it():
    app = make_app()
    table = start(app, "double_king", 4, {}, dealer=0)
    try:
        for _ in range(300):
            if table.dialog_buttons:
                break
            app.frame(1 / 60)
        enabled = [b for b in table.dialog_buttons if b.enabled]
        assert len(enabled) > 9, "the dealer's choice: six contracts, the trump game and four suits"
        seen = []
        for _ in range(len(enabled)):
            press(app, pygame.K_TAB)
            seen.append(table_keys.focused_button(table))
            assert seen[-1].hovered and sum(b.hovered for b in table.dialog_buttons) == 1
        assert seen == enabled
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=pygame.KMOD_SHIFT,
                                             unicode="", scancode=0))
        app.frame(1 / 60)
        assert table_keys.focused_button(table) is enabled[-2]
        contract_before = table.match.phase
        press(app, pygame.K_TAB)          # back on the last one
        last = table_keys.focused_button(table)
        clicked = []
        last.on_click, real = (lambda: clicked.append(True)), last.on_click
        press(app, pygame.K_RETURN)
        assert clicked == [True] and table.match.phase == contract_before
        last.on_click = real
    finally:
        table.close()


def test_the_arrows_move_across_a_dialog_s_buttons_when_no_card_may_be_chosen():
    """Guinguette's eldest, asked to name trumps, pressed Right and Enter as he plays his cards:
    the frame went to a card of his hand and Enter did nothing, the dialog still open. When the
    decision is the dialog's buttons alone, Left and Right (Home, End) move the gold edge across
    them, and Enter presses the marked one."""
    app = make_app()
    table = start(app, "guinguette", 3, {}, seed=5, dealer=2)      # the person is eldest: he names trumps
    try:
        for _ in range(600):
            if table.dialog_buttons and table.match.phase == "trump":
                break
            app.frame(1 / 60)
        assert table.match.phase == "trump" and table.match.to_act == 0
        enabled = [b for b in table.dialog_buttons if b.enabled]
        assert len(enabled) == 4
        press(app, pygame.K_RIGHT)
        assert table_keys.focused_button(table) is enabled[0] and table_keys.focused(table) is None
        press(app, pygame.K_RIGHT)
        assert table_keys.focused_button(table) is enabled[1]
        press(app, pygame.K_END)
        assert table_keys.focused_button(table) is enabled[-1]
        press(app, pygame.K_LEFT)
        assert table_keys.focused_button(table) is enabled[-2]
        press(app, pygame.K_HOME)
        assert table_keys.focused_button(table) is enabled[0]
        press(app, pygame.K_RIGHT)
        press(app, pygame.K_RETURN)
        for _ in range(30):
            app.frame(1 / 60)
        assert table.match.phase != "trump" and table.match.view(0).trump == "H"     # spades, hearts, …
    finally:
        table.close()


def ecart_table(app):
    """A Polignac table of seven where the person deals and lays aside his écart, at that moment."""
    table = start(app, "polignac", 7, {"preset": "classique", "leftover_method": "dealer_ecart"}, dealer=0)
    for _ in range(600):
        if isinstance(table.dialog, CardPick):
            break
        app.frame(1 / 60)
    return table


def test_the_ecart_picked_with_enter_is_confirmed_by_enter():
    """The dealer's écart from the keyboard: Enter took each card, and with the four taken an
    Enter on the last one put it back (0/4 again and again for a person pressing Enter to lay
    them aside). Once the last card needed is taken, the mark goes to the button that confirms."""
    app = make_app()
    table = ecart_table(app)
    try:
        spec = table.dialog
        assert isinstance(spec, CardPick) and spec.count > 1
        before = len(table.model.hand)
        for _ in range(60):
            if len(table.selected) == spec.count:
                break
            focus = table_keys.focused(table)
            press(app, pygame.K_RETURN if focus in spec.choosable and focus not in table.selected
                  else pygame.K_RIGHT)
        assert len(table.selected) == spec.count
        button = table_keys.focused_button(table)
        assert button is not None and button is table.dialog_buttons[0]
        press(app, pygame.K_RETURN)
        for _ in range(120):
            app.frame(1 / 60)
        assert not isinstance(table.dialog, CardPick) and len(table.model.hand) == before - spec.count
    finally:
        table.close()


def test_the_arrows_still_move_across_the_hand_where_a_dialog_asks_for_cards():
    """Polignac's dealer laying aside his écart is asked for cards with a button beside them: the
    arrows stay on the hand."""
    app = make_app()
    table = ecart_table(app)
    try:
        assert isinstance(table.dialog, CardPick)
        press(app, pygame.K_RIGHT)
        assert table_keys.focused(table) is not None and table_keys.focused_button(table) is None
    finally:
        table.close()


def test_the_menu_the_deal_s_sheet_and_a_question_answer_every_button_from_the_keys(monkeypatch):
    """The table's menu, its sheets and its questions pressed their first button on Enter and the
    last on Escape, nothing else: "Save" in the menu, "This deal…" on a deal's sheet, the middle of
    three answers could not be reached without the mouse. The arrows and Tab move the gold mark
    from button to button (round), and Enter or Space press the one marked."""
    from game.ui.scenes.learn import DealMenuScene
    from game.ui.scenes.message import MessageScene
    app = make_app()
    table = start(app, "polignac", 4)
    try:
        press(app, pygame.K_ESCAPE)
        menu = app.top
        assert isinstance(menu, TableMenuScene) and menu.buttons[0].default
        press(app, pygame.K_DOWN)
        assert menu.buttons[1].default and not menu.buttons[0].default
        app.draw()
        ring = menu.buttons[1].rect
        assert tuple(app.surface.get_at((ring.left, ring.centery)))[:3] == theme.GOLD[:3]
        press(app, pygame.K_UP)
        press(app, pygame.K_UP)                     # round, from the first to the last
        assert menu.buttons[-1].default
        press(app, pygame.K_TAB)
        assert menu.buttons[0].default
        press(app, pygame.K_DOWN)
        press(app, pygame.K_RETURN)                 # Save: no store here, and it says so
        assert isinstance(app.top, MessageScene) and app.t("table.save_unavailable") in app.top.text
        press(app, pygame.K_RETURN)
        assert app.top is table
        keys_until(app, table, lambda: isinstance(app.top, DealEndScene))     # to the deal's sheet
        sheet = app.top
        assert isinstance(sheet, DealEndScene)
        app.frame(5.0)                              # past its first moments, when it takes no key
        this_deal = app.t("learn.this_deal")
        for _ in sheet.buttons:
            if next(b for b in sheet.buttons if b.default).label == this_deal:
                break
            press(app, pygame.K_RIGHT)
        press(app, pygame.K_SPACE)
        assert isinstance(app.top, DealMenuScene)
        press(app, pygame.K_ESCAPE)
        asked = []
        app.push(MessageScene(app, "?", "?", [(label, lambda label=label: asked.append(label))
                                               for label in ("un", "deux", "trois")]))
        app.frame(5.0)                              # past its first moments, when it takes no key
        press(app, pygame.K_RIGHT)
        press(app, pygame.K_RETURN)
        assert asked == ["deux"]
    finally:
        table.close()


def test_s_t_and_r_open_the_score_pad_the_last_trick_and_the_rules():
    """The bar's score pad, last trick and rules needed the mouse: S, T and R press those buttons
    (T again puts the trick away); where the bar has no such button (Double King shows no last
    trick by default) the key does nothing."""
    from game.ui.scenes.rules import RulesScene
    from game.ui.table.sheets import ScorePadScene
    app = make_app()
    table = start(app, "polignac", 4)
    try:
        press(app, pygame.K_t)
        assert not table.show_last                  # no trick gathered yet: nothing to show
        keys_until(app, table, lambda: bool(table.model.last_trick))
        app.frame(1 / 60)                           # the bar shows its button lit
        assert table.bar_button["table.btn.last_trick"].enabled
        press(app, pygame.K_t)
        assert table.show_last
        press(app, pygame.K_t)
        assert not table.show_last
        press(app, pygame.K_s)
        assert isinstance(app.top, ScorePadScene)
        press(app, pygame.K_ESCAPE)
        assert app.top is table
        press(app, pygame.K_r)
        assert isinstance(app.top, RulesScene) and app.top.game == "polignac"
        press(app, pygame.K_ESCAPE)
        assert app.top is table
    finally:
        table.close()
    table = start(app, "double_king", 4, dealer=1)
    try:
        assert "table.btn.last_trick" not in table.bar_button
        press(app, pygame.K_t)
        assert app.top is table and not table.show_last
    finally:
        table.close()


@pytest.mark.parametrize("size", [(640, 400), (1280, 720)])
def test_the_table_s_menu_opens_the_settings(size):
    """The settings were reached from the table by the bar's button alone: the menu (Escape) offers
    them too, so the keys reach them; back from them, the table."""
    from game.ui.scenes.settings import SettingsScene
    app = make_app(size)
    table = start(app, "double_king", 4, dealer=1)
    try:
        press(app, pygame.K_ESCAPE)
        menu = app.top
        assert isinstance(menu, TableMenuScene)
        labels = [b.label for b in menu.buttons]
        assert labels == [app.t("table.resume"), app.t("table.save"), app.t("table.btn.settings"),
                          app.t("table.to_menu")]
        for earlier, later in zip(menu.buttons, menu.buttons[1:]):          # stacked, inside the sheet
            assert earlier.rect.bottom < later.rect.top and menu.rect.contains(later.rect)
        press(app, pygame.K_DOWN)
        press(app, pygame.K_DOWN)
        press(app, pygame.K_RETURN)
        assert isinstance(app.top, SettingsScene)
        press(app, pygame.K_ESCAPE)
        assert app.top is table
    finally:
        table.close()


def test_enter_marks_the_first_of_a_question_s_buttons_where_none_is_pressed_by_default():
    """A Double King dealer choosing the contract pressed Enter and nothing happened (Announce
    waits for a contract, and no card is to be chosen): Enter marks the first contract, the next
    Enter chooses it, and the mark goes to Announce for a third."""
    app = make_app()
    table = start(app, "double_king", 4, dealer=0)
    try:
        for _ in range(300):
            if table.dialog_buttons:
                break
            app.frame(1 / 60)
        assert table.dialog_buttons and table_keys.focused_button(table) is None
        press(app, pygame.K_RETURN)
        first = table_keys.focused_button(table)
        assert first is not None and first is next(b for b in table.dialog_buttons if b.enabled)
        press(app, pygame.K_RETURN)
        press(app, pygame.K_RETURN)
        assert table.match.view(0).contract is not None, "the contract is announced"
    finally:
        table.close()


@pytest.mark.parametrize("size", [(800, 500), (1280, 720)])
def test_the_table_s_menu_is_plain_paper_behind_its_buttons(size):
    """The match's menu (Escape at the table) was the score pad's ruled paper, its lines running
    between and beside the stacked buttons. It is plain paper: no rule crosses it."""
    app = make_app(size)
    table = start(app, "polignac", 4, {"preset": "classique"}, dealer=3)
    try:
        press(app, pygame.K_ESCAPE)
        menu = app.top
        assert isinstance(menu, TableMenuScene)
        app.draw()
        column = [tuple(app.surface.get_at((menu.rect.x + 12, y)))[:3]
                  for y in range(menu.rect.y + 8, menu.rect.bottom - 8)]
        assert tuple(theme.PAPER_RULE)[:3] not in column
        assert tuple(theme.PAPER)[:3] in column
    finally:
        table.close()


def to_the_deal_s_sheet(app, table):
    """Play the first deal from the keys to its sheet, and wait out the moments it takes no key."""
    keys_until(app, table, lambda: isinstance(app.top, DealEndScene))
    sheet = app.top
    for _ in range(60):
        app.frame(1 / 60)
    assert sheet.ready
    return sheet


@pytest.mark.parametrize("go_on", ["enter", "space", "click"])
def test_escape_on_the_deal_s_sheet_leaves_the_finished_deal_in_sight(monkeypatch, go_on):
    """Escape on a deal's sheet dealt the next deal, as its Continue does: a person pressing
    Escape to look at the table saw the cards dealt. It puts the sheet away and leaves the table
    as the deal ended, with the line beside the hand saying how to go on; the table's menu opened
    and closed over it deals nothing either. Enter, Space or a click then go on to the next deal."""
    from test_ui_frame_support import texts_drawn
    app = make_app()
    table = start(app, "polignac", 4, {"preset": "classique"}, dealer=3)
    try:
        sheet = to_the_deal_s_sheet(app, table)
        deal, dealt, hand = table.model.deal, table.match.deal, list(table.model.hand)
        press(app, pygame.K_ESCAPE)
        for _ in range(30):
            app.frame(1 / 60)
        assert app.top is table and sheet not in app.stack
        assert table.model.deal == deal and table.model.hand == hand, "the next deal is not dealt"
        assert app.t("table.click_to_go_on") in texts_drawn(monkeypatch, app.draw)
        press(app, pygame.K_ESCAPE)                    # the menu, as at any moment, then back
        assert isinstance(app.top, TableMenuScene)
        press(app, pygame.K_ESCAPE)
        for _ in range(30):
            app.frame(1 / 60)
        assert app.top is table and table.model.deal == deal and table.model.hand == hand
        if go_on == "click":
            centre = table.layout.trick_area().center
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=1))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=centre, button=1))
            app.frame(1 / 60)
        else:
            press(app, pygame.K_RETURN if go_on == "enter" else pygame.K_SPACE)
        for _ in range(60):
            app.frame(1 / 60)
        assert table.model.deal == dealt and len(table.model.hand) == 8, "the next deal is dealt"
        assert app.t("table.click_to_go_on") not in texts_drawn(monkeypatch, app.draw)
    finally:
        table.close()


def test_escape_while_the_cards_are_dealt_opens_the_menu_after_the_last_trick_was_looked_at():
    """A person playing from the keys looked at the last trick (T) and played on with Enter: the
    panel stayed up to the deal's end, and while the next deal's cards were dealt (the last trick
    gone with its deal) Escape put away a panel no longer drawn, and seemed unheard. Escape then
    opens the table's menu, as at any other moment, and the last trick stays put away."""
    from test_ui_frame_support import click
    app = make_app()
    table = start(app, "polignac", 4, {"preset": "classique"}, dealer=3)
    try:
        keys_until(app, table, lambda: bool(table.model.last_trick) and table.person_to_play())
        app.frame(1 / 60)
        press(app, pygame.K_t)
        assert table.show_last
        sheet = to_the_deal_s_sheet(app, table)
        app.settings["speed"] = "normal"             # the cards dealt for a while
        click(app, sheet.buttons[0])
        app.frame(1 / 60)
        assert table.timeline.busy() and not table.model.last_trick, "the next deal's cards are being dealt"
        press(app, pygame.K_ESCAPE)
        assert isinstance(app.top, TableMenuScene)
        press(app, pygame.K_ESCAPE)
        assert app.top is table and not table.show_last
    finally:
        table.close()


def _gold_drawn(monkeypatch, app) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
    """What one frame draws in gold round the buttons: the rings drawn round them (the hint's,
    the prompt's: pygame.draw.rect) and the buttons edged in a thick gold line (the mark of where
    the pointer or the keys are: widgets.rounded_panel)."""
    from game.ui import widgets
    rings, edged = [], []
    real_rect, real_panel = pygame.draw.rect, widgets.rounded_panel
    inside = []                 # a panel's own edge is drawn with pygame.draw.rect too

    def rect(surface, colour, box, width=0, *args, **kwargs):
        if not inside and tuple(colour)[:3] == tuple(theme.GOLD)[:3] and width:
            rings.append(pygame.Rect(box))
        return real_rect(surface, colour, box, width, *args, **kwargs)

    def panel(surface, box, colour=theme.PANEL, alpha=theme.PANEL_ALPHA, radius=8, border=None, border_width=1):
        if border is not None and tuple(border)[:3] == tuple(theme.GOLD)[:3] and border_width >= 2:
            edged.append(pygame.Rect(box))
        inside.append(box)
        try:
            return real_panel(surface, box, colour, alpha, radius, border, border_width)
        finally:
            inside.pop()
    monkeypatch.setattr(pygame.draw, "rect", rect)
    monkeypatch.setattr(widgets, "rounded_panel", panel)
    try:
        app.draw()
    finally:
        monkeypatch.setattr(pygame.draw, "rect", real_rect)
        monkeypatch.setattr(widgets, "rounded_panel", real_panel)
    return rings, edged


def test_once_the_trump_game_is_taken_from_the_keys_one_gold_mark_says_where_the_keys_are(monkeypatch):
    """Double King's dealer asked a hint (Trumps in diamonds), and took Trumps with Enter: the
    hint's ring stayed on Trumps, the prompt ringed the four suits, the keys' frame stood on ♦,
    and Trumps, chosen, was edged in gold as thick as the frame: gold everywhere. The hint's ring
    goes from the step taken; the thick gold edge is the keys' frame alone (on the advised suit),
    the chosen Trumps lit otherwise, and the prompt rings the suits to choose from."""
    app = make_app()
    table = start(app, "double_king", 4, dealer=0)
    try:
        until_dialog(app, table)
        advice = {"type": "contract", "contract": "atout", "trump": "D"}
        hint = SlowHint(monkeypatch, table, advice)
        press_h(app, table)
        hint.come(app)
        picker = table.adapter.picker
        assert table_keys.focused_button(table) is picker.contract_buttons["atout"]
        press(app, pygame.K_RETURN)
        atout, suits = picker.contract_buttons["atout"], picker.suit_buttons      # laid out anew
        assert atout.selected and picker.awaiting_suit() and table_keys.focused_button(table) is suits["D"]
        assert draw.advice(table)[1] == advice, "the hint still stands"
        rings, edged = _gold_drawn(monkeypatch, app)
        assert not [r for r in rings if r.contains(atout.rect)], "the hint's ring stayed on the step taken"
        assert edged == [suits["D"].rect], (edged, {name: b.rect for name, b in picker.contract_buttons.items()})
        for suit, button in suits.items():          # the prompt: the suits to choose from
            assert any(r.contains(button.rect) for r in rings), suit
        press(app, pygame.K_RETURN)                 # ♦ taken: the frame goes to Announce
        rings, edged = _gold_drawn(monkeypatch, app)
        confirm = picker.confirm_button
        assert table_keys.focused_button(table) is confirm and edged == [confirm.rect], edged
        assert not [r for r in rings if r.contains(atout.rect) or r.contains(suits["D"].rect)], rings
    finally:
        table.close()
