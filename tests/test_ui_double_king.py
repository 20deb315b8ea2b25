"""Double King at the table, played with posted clicks only (dummy video driver; issue 7)."""
import contextlib
import time

import pygame
import pytest
from test_ui_frame_support import card_strip as card_spot
from test_ui_frame_support import click_at as click
from test_ui_frame_support import (
    clicks_to_the_end,
    debutant_table,
    hover,
    setup_from_title,
    tags_on_hover,
    texts_placed,
)
from test_ui_frame_support import table_app as make_app

from game.engine import action_from_json
from game.ui.app import App
from game.ui.config import MatchConfig, default_seats
from game.ui.games.double_king_dialog import ContractChoice
from game.ui.games.double_king_sheets import DoubleKingDealEnd, DoubleKingMatchEnd, DoubleKingScorePad
from game.ui.games.double_king_terms import contract_rules
from game.ui.scenes.title import TitleScene
from game.ui.table import TableScene
from game.ui.table.counts import counts_box
from game.ui.table.draw import bar_texts, hand_rects, trick_waits


def start(app, seed=5, dealer=0, options=None):
    return debutant_table(app, "double_king", 4, options, seed=seed, dealer=dealer)


def next_click(app, table, picks):
    """Where a person would click now, reading only what the table lays out; None to wait.
    ``picks`` counts the contract choices made, so that they vary over the round."""
    top = app.top
    if isinstance(top, (DoubleKingDealEnd, DoubleKingMatchEnd)):
        return top.buttons[0].rect.center if top.ready else None    # read before it takes a click
    if top is not table:
        return None
    if table.trick_waiting:
        return table.layout.trick_area().center       # the complete trick waits: gather it
    spec = table.dialog
    if isinstance(spec, ContractChoice) and table.dialog_buttons:
        picker = table.adapter.picker
        if picker.confirm_button.enabled:
            return picker.confirm_button.rect.center
        enabled = [n for n, b in picker.contract_buttons.items() if b.enabled]
        name = enabled[picks[0] % len(enabled)]
        picks[0] += 1
        if name == "atout":
            suits = list(picker.suit_buttons)
            return picker.suit_buttons[suits[picks[0] % 4]].rect.center
        return picker.contract_buttons[name].rect.center
    if table.person_to_play():
        for code, rect in hand_rects(table):
            if table.legal(code):
                return card_spot(rect)
    return None


def test_the_trumps_not_yet_played_are_never_counted_up_while_a_trick_flies_to_its_taker():
    """Trumps in spades, "Pli gardé : Non": "Atouts pas encore joués : 7" before the person's
    card, then 8 while the complete trick flew to its taker (off the cloth, not yet on his pile),
    then right again. Counted down only, frame by frame, over a whole trump deal."""
    app = App((1280, 720), store=None, settings={"speed": "normal", "think_pause_ms": 0, "language": "en",
                                                 "hold_tricks": False})
    table = start(app, dealer=0)
    try:
        counts = []
        for _ in range(20000):
            if isinstance(app.top, DoubleKingDealEnd):
                break
            spec = table.dialog
            if isinstance(spec, ContractChoice) and table.dialog_buttons and not table.timeline.busy():
                picker = table.adapter.picker
                if picker.confirm_button.enabled:
                    click(app, picker.confirm_button.rect.center)
                elif table.adapter.picker.suit_buttons and not any(b.selected for b in picker.suit_buttons.values()):
                    click(app, picker.contract_buttons["atout"].rect.center)
                    click(app, next(iter(picker.suit_buttons.values())).rect.center)
                continue
            if table.person_to_play() and not table.timeline.busy():
                table.play_card(next(c for c in table.model.hand if table.legal(c)))
            app.frame(1 / 60)
            line = next((line for line in table.adapter.counts() if line.startswith("Trumps")), None)
            if line is not None:
                counts.append(int(line.split(":")[1].split()[0]) if "none" not in line else 0)
        assert table.adapter.contract is not None and table.adapter.contract[1], "a trump game was played"
        assert len(counts) > 100 and counts[0] == 13
        assert all(b <= a for a, b in zip(counts, counts[1:])), counts
    finally:
        table.close()


def play_to_end(app, table, max_steps=12000):
    picks = [0]
    return clicks_to_the_end(app, table, lambda: next_click(app, table, picks), steps=max_steps)


def test_a_whole_double_king_round_from_the_title_menu_to_the_end_screen_by_clicks():
    app = make_app()
    setup = setup_from_title(app)
    click(app, setup.game_buttons["double_king"].rect.center)
    assert setup.game == "double_king" and setup.players == 4
    for i, stepper in enumerate(setup.level_steppers):
        for _ in range(3):
            if setup.levels[i] == "debutant":
                break
            click(app, stepper.prev.rect.center)
    assert setup.levels[:3] == ["debutant"] * 3
    click(app, setup.start_button.rect.center)
    table = app.top
    assert isinstance(table, TableScene) and table.config.game == "double_king"
    try:
        end = play_to_end(app, table)
        m = table.match
        assert m.match_over and m.deal == 20
        # the person dealt 5 times and chose exactly 3 negatives and 2 trump games (rules §3)
        assert m.chosen[table.person] == [3, 2]
        assert end.result["ranking"] == m.result_json()["ranking"]
        assert sorted(end.result["ranking_points"]) == sorted(m.ranking_points)
        assert sum(end.result["ranking_points"]) == 40          # 16 + 12 + 8 + 4 (§5)
        assert table.adapter.deals_shown == 20 and len(table.adapter.rounds_done()) == 1
        assert table.resyncs == 0                                # the animations told the engine's story
        click(app, end.buttons[1].rect.center)                   # the score sheet from the end screen
        assert isinstance(app.top, DoubleKingScorePad)
        app.top.close()
        click(app, end.buttons[-1].rect.center)                  # "Menu principal"
        assert isinstance(app.top, TitleScene)
    finally:
        table.close()


def test_the_table_plays_to_the_left():
    app = make_app()
    table = start(app)
    try:
        lay = table.layout
        left_seat = lay.plate_rect(1)
        right_seat = lay.plate_rect(3)
        # rules §2: clockwise; the player after the person sits on the person's left
        assert left_seat.centerx < lay.w // 2 < right_seat.centerx
    finally:
        table.close()


@pytest.mark.parametrize("shown", [False, True])
def test_the_bar_offers_the_last_trick_only_where_the_rules_show_it(shown):
    """Double King's tricks stay face down (§R5): its bar showed "Last trick" greyed from the first
    deal to the last, a button that never woke and said nothing of why. Without the option it is
    not on the bar; with it, it wakes once a trick is gathered, as at Polignac."""
    app = make_app()
    table = start(app, seed=3, dealer=1, options={"show_last_trick": True} if shown else {})
    try:
        labels = [button.label for button in table.bar_buttons]
        assert (app.t("table.btn.last_trick") in labels) is shown
        assert app.t("table.btn.scores") in labels and app.t("table.btn.menu") in labels
        if shown:
            button = table.bar_button["table.btn.last_trick"]
            assert not button.enabled
            picks = [0]
            for _ in range(3000):
                if table.model.last_trick:
                    break
                pos = next_click(app, table, picks)
                if pos is None:
                    app.frame(0.05)
                else:
                    click(app, pos)
            app.frame(1 / 60)
            assert table.model.last_trick and button.enabled
    finally:
        table.close()


def _contract_dialog(app, table):
    """Frames go by (a deal's sheet clicked away) until the person's contract chooser stands, its
    buttons ready, nothing moving: the chooser (the ContractDialog that lays it out)."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if isinstance(table.dialog, ContractChoice) and table.dialog_buttons and not table.timeline.busy():
            return table.adapter.picker
        if isinstance(app.top, DoubleKingDealEnd):
            click(app, app.top.buttons[0].rect.center)
        app.frame(1 / 60)
    raise AssertionError("the person was never asked for a contract")


@contextlib.contextmanager
def chooser(size=(1280, 720), language="fr", options=None, speed="instant", settings=None):
    """A Double King table where the person deals the first deal, its contract chooser up and drawn
    once: yields the app, the table and the chooser; the table is closed after. ``settings``: more
    of the person's settings (the counts panel off...)."""
    app = make_app(size, speed=speed, language=language)
    for key, value in (settings or {}).items():
        app.settings[key] = value
    table = start(app, dealer=0, options=options)
    try:
        picker = _contract_dialog(app, table)
        app.frame(1 / 60)
        yield app, table, picker
    finally:
        table.close()


def chooser_lines(picker) -> pygame.Rect:
    """The chooser's lines: the panel above its first row of buttons."""
    top = min(b.rect.top for b in picker.contract_buttons.values())
    return pygame.Rect(picker.rect.x, picker.rect.y, picker.rect.w, top - picker.rect.y)


@pytest.mark.parametrize("size", [(640, 400), (700, 450), (800, 500), (1280, 720)])
@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_contract_panel_writes_its_labels_clear_of_the_pips_and_its_limits_whole(monkeypatch, size, language):
    """At 640x400 "Pas de plis", "Valets/rois" and "7e et 13e" ran under the pips that count the
    copies played, and at 700x450 the round's limits read "… jeux d'…", "… Hortense 0/…". The labels
    keep clear of the pips, and the limits are written whole where the panel has the height, the
    other three's left to the counts panel, which says them, where it has not."""
    from test_ui_frame_support import texts_placed

    from game.ui.games.double_king_dialog import pip_places
    with chooser(size, language) as (app, table, picker):
        placed = texts_placed(monkeypatch, lambda: table.draw(app.surface))
        panel = picker.rect
        for name, button in picker.contract_buttons.items():
            if name == "atout":
                continue
            pips, r = pip_places(button.rect)
            label = [rect for text, rect in placed if text and button.rect.contains(rect)]
            assert len(label) == 1, (name, label)
            for x, y in pips:
                assert not label[0].colliderect(pygame.Rect(x - r, y - r, 2 * r + 1, 2 * r + 1)), name
        said = [text for text, rect in placed if panel.contains(rect) and rect.bottom < picker.confirm_button.rect.top
                and not any(b.rect.contains(rect) for b in table.dialog_buttons)]
        assert said and said[0].startswith(app.t("dk.dialog.title")[:10])
        if size != (640, 400):
            assert not any(text.endswith("…") for text in said), said
            mine = table.adapter.picker.spec(table.match.view(table.person), table.match.legal_actions()).status
            assert "".join(said).replace(" ", "").count(mine.replace(" ", "")) == 1


@pytest.mark.parametrize("size, log", [((1280, 720), False), ((800, 500), False), ((800, 500), True)])
@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("counts", [True, False])
def test_the_chooser_says_the_others_limits_only_where_the_counts_do_not(monkeypatch, size, log, language, counts):
    """Under the counts panel's "Contrats choisis (négatifs · atouts) : Vous 0/3 · 0/2, Ernestine
    0/3 · 0/2, …" the chooser wrote "Les autres : Ernestine 0/3 · 0/2, …" again: the same limits read
    twice. With the counts on, the chooser leaves them to the counts panel, which says every
    player's; with the counts off in the settings it is the one place the table says them (rules
    §3: each player's negatives x/3 and trump games y/2), and it says them. The person's own limits
    stand on the chooser either way, by the choice they govern."""
    with chooser(size, language, settings={"show_counts": counts}) as (app, table, picker):
        if log:
            table.toggle_log()
            app.frame(1 / 60)
        spec = table.dialog
        placed = texts_placed(monkeypatch, app.draw)
        lines = chooser_lines(picker)
        said = "".join(text for text, rect in placed if lines.contains(rect)).replace(" ", "")
        box = counts_box(table)
        shown = "".join(text for text, rect in placed if box is not None and box.contains(rect)).replace(" ", "")
        assert spec.status.replace(" ", "") in said, said
        others = spec.others.replace(" ", "")
        if counts:
            assert box is not None and others not in said, said
            for seat in range(table.players):
                assert table.adapter.contracts_of(seat).replace(" ", "") in shown, (seat, shown)
        else:
            assert box is None and others in said, said


def test_the_contract_dialog_offers_exactly_what_the_round_allows():
    app = make_app()
    table = start(app, dealer=0)
    try:
        picks = [0]
        checked = 0
        for _ in range(5):                   # the person deals deals 1, 5, 9, 13, 17
            picker = _contract_dialog(app, table)
            legal = table.match.legal_actions()
            names = {a.contract for a in legal}
            offered = {n for n, b in picker.contract_buttons.items() if b.enabled}
            assert offered == names
            assert all(b.enabled == ("atout" in names) for b in picker.suit_buttons.values())
            assert not picker.confirm_button.enabled         # nothing announced before a choice
            checked += 1
            # play on to the person's next deal
            while table.match.phase == "contract" and table.match.to_act == table.person:
                click(app, next_click(app, table, picks))
            # the seats think in their own process: wait for the person's next deal by the clock,
            # not a count of frames (a busy machine answers in more of them: it failed so in CI)
            deadline = time.monotonic() + 120
            while time.monotonic() < deadline:
                if table.match.match_over or (table.match.phase == "contract"
                                              and table.match.to_act == table.person
                                              and not table.timeline.busy() and app.top is table):
                    break
                pos = next_click(app, table, picks)
                click(app, pos) if pos else app.frame(1 / 60)
        assert checked == 5 and table.match.chosen[table.person] == [3, 2]
    finally:
        table.close()


def test_a_trump_game_needs_its_suit_before_it_is_announced():
    with chooser() as (app, table, picker):
        click(app, picker.contract_buttons["atout"].rect.center)
        assert not picker.confirm_button.enabled
        assert picker.confirm_button.label == "Choisissez la couleur d’atout"     # a prompt, not silence
        click(app, picker.suit_buttons["H"].rect.center)
        assert picker.confirm_button.label == "Annoncer\u00a0: Atout cœur"
        assert picker.confirm_button.enabled
        click(app, picker.confirm_button.rect.center)
        assert table.match.contract == 6 and table.match.trump == 1      # atout, hearts
        assert table.adapter.contract == ("atout", "H", table.person)
        assert "cœur" in table.adapter.top_line()[1]


def _queens_chosen(app, table) -> None:
    """The person, dealing, chooses "Pas de dames" and announces it; the table takes it up."""
    picker = _contract_dialog(app, table)
    click(app, picker.contract_buttons["dames"].rect.center)
    click(app, picker.confirm_button.rect.center)
    for _ in range(30):
        app.frame(1 / 60)


@pytest.mark.parametrize("size", [(800, 500), (1280, 720), (1920, 1080)])
def test_the_contract_of_the_deal_says_what_it_costs_under_the_pointer(monkeypatch, size):
    """In play, "Pas de dames" stood on its tag and on the bar with nothing to say what it costs
    or what must fall; only the contract dialog said it. The pointer on the contract's tag, or on
    the bar's line, shows the rules' words for it, on screen; elsewhere nothing."""
    app = make_app(size)
    table = start(app, dealer=0)
    try:
        _queens_chosen(app, table)
        words = table.t("rules.double_king.contract.dames") + " " + table.t("dk.tip.early_end.dames")
        assert "−2" in words
        badge, _label = table.adapter._contract_tag(app.surface.get_rect())
        line = next(rect for _text, role, rect in bar_texts(table) if role == "small")
        screen = app.surface.get_rect()
        for pos in (badge.center, line.center):
            said = [(text, rect) for text, rect in tags_on_hover(monkeypatch, app, pos) if text == words]
            assert said, pos
            assert screen.contains(said[0][1])
            assert not said[0][1].collidepoint(pos)      # beside what it explains, not over it
        away = table.layout.trick_area().center
        assert all(text != words for text, _ in tags_on_hover(monkeypatch, app, away))
        tags_on_hover(monkeypatch, app, badge.center)
        table.open_scores()                              # a paper over the table: its tag goes
        assert app.top is not table
        assert all(text != words for text, _ in tags_on_hover(monkeypatch, app, badge.center))
    finally:
        table.close()


@pytest.mark.parametrize("size, language", [((1920, 1080), "fr"), ((1280, 720), "en"), ((800, 500), "fr"),
                                            ((800, 500), "en")])
def test_the_contract_chooser_stands_opaque_beside_the_open_log_and_takes_its_clicks(monkeypatch, size, language):
    """With the log's drawer open at 1920x1080 the contract chooser was centred on the whole
    window, its right part over the drawer and the log's lines showing through it. It stands in
    the table's room left of the drawer, opaque, every contract's name whole (at 800x500 over the
    side seats, in their short names), and its buttons answer there."""
    from test_ui_frame_support import texts_placed

    from game.ui import theme
    from game.ui.table.log import drawer_rect
    with chooser(size, language) as (app, table, picker):
        table.toggle_log()
        assert table.show_log and table.layout.w < size[0]      # the table laid out left of the drawer
        app.frame(1 / 60)
        drawer = drawer_rect(table)
        assert picker.rect.right <= drawer.left, (picker.rect, drawer)
        assert all(b.rect.right <= drawer.left for b in table.dialog_buttons)
        placed = texts_placed(monkeypatch, app.draw)
        for name, button in picker.contract_buttons.items():
            label = [text for text, rect in placed if text and button.rect.contains(rect)]
            assert name == "atout" or (label and not label[0].endswith("…")), (name, label)
        # nothing beneath shows through: down its left margin the panel is its walnut, unmixed
        pad = max(6, int(table.layout.base * 0.018))
        x = picker.rect.x + pad // 2
        radius = pad * 2
        column = {tuple(app.surface.get_at((x, y)))[:3]
                  for y in range(picker.rect.y + radius, picker.rect.bottom - radius)}
        assert column == {tuple(theme.PANEL)[:3]}, column
        click(app, picker.contract_buttons["dames"].rect.center)
        assert picker.pick == "dames" and picker.confirm_button.enabled


def _deal_where(predicate, seeds=range(1, 400), dealer=1):
    """A seed whose first deal, dealt by ``dealer``, suits ``predicate(match)``."""
    from game.engine import new_match
    for seed in seeds:
        m = new_match("double_king", 4, seed=seed, dealer=dealer)
        if predicate(m):
            return seed
    raise AssertionError("no such deal")


def test_a_forced_queen_is_explained_on_hover():
    """No queens: the ace of a suit is led and the person holds that suit's queen (rules §4.1)."""
    from game.engine import new_match

    def fits(m):
        hand = m.view(0).hand
        leader = m.view(3).hand                 # dealer 2: seat 3 leads, the person plays next
        return any(f"A{s}" in leader and f"Q{s}" in hand and sum(c[1] == s for c in hand) >= 2
                   for s in "SHDC")
    seed = _deal_where(fits, dealer=2)
    m = new_match("double_king", 4, seed=seed, dealer=2)
    suit = next(s for s in "SHDC" if f"A{s}" in m.view(3).hand and f"Q{s}" in m.view(0).hand)
    app = make_app()
    app.settings["auto_play"] = False          # the queen, his one legal card, is not played for him
    table = start(app, seed=seed, dealer=2)
    try:
        # the table plays the computer seats' turns itself: drive the match's first moves by hand
        table.seats.close()
        table.apply(2, action_from_json({"type": "contract", "contract": "dames"}))
        table.apply(3, action_from_json({"type": "play", "card": f"A{suit}"}))
        for _ in range(200):
            app.frame(1 / 60)
            if table.person_to_play():
                break
        assert table.person_to_play()
        other = next(code for code, _ in hand_rects(table) if code[1] == suit and code[0] != "Q")
        rect = dict(hand_rects(table))[other]
        hover(app, card_spot(rect))
        assert table.hover == other and not table.legal(other)
        assert table.reason(other) == "L’entame est un as\u00a0: vous devez jouer votre dame"
        assert table.legal(f"Q{suit}")
    finally:
        table.close()


def test_an_early_end_is_announced_on_the_table():
    """No king of hearts: the deal stops when K♥ falls (rules §4.2), and the table says so."""
    app = make_app()
    table = start(app, seed=11, dealer=1)
    try:
        table.seats.close()
        m = table.match
        table.apply(1, action_from_json({"type": "contract", "contract": "roi_coeur"}))
        banner = None
        while m.deal == 1:
            table.apply(m.to_act, m.legal_actions()[-1])
            for _ in range(50):
                if table.trick_waiting:
                    click(app, table.layout.trick_area().center)     # gather the complete trick
                app.frame(1 / 60)
                if table.model.banner.startswith("Le roi de cœur"):
                    banner = table.model.banner
                if not table.timeline.busy() or isinstance(app.top, DoubleKingDealEnd):
                    break
        for _ in range(50):
            if isinstance(app.top, DoubleKingDealEnd):
                break
            app.frame(1 / 60)
        end = app.top
        assert isinstance(end, DoubleKingDealEnd)
        assert end.summary["reason"] == "early_end"
        assert banner == "Le roi de cœur est tombé\u00a0: la donne s’arrête."
        assert sum(end.summary["tricks"]) < 13
    finally:
        table.close()


def test_a_resumed_match_shows_its_sheet_contract_and_nets():
    app = make_app()
    table = start(app, seed=8, dealer=3)
    picks = [0]
    try:
        for _ in range(4000):
            if table.match.deal == 3 and table.match.phase == "play" and table.person_to_play():
                break
            pos = next_click(app, table, picks)
            click(app, pos) if pos else app.frame(1 / 60)
        m = table.match
        assert m.deal == 3 and m.phase == "play"
        again = TableScene.from_record(app, table.record)
        try:
            a = again.adapter
            assert again.match.deal == 3 and a.deals_shown == 2
            assert [r["contract"] for r in a.sheet_rows()] == [r["contract"] for r in m.sheet_json()]
            assert a.contract == (m.state_json()["contract"], m.state_json()["trump"], m.dealer)
            assert a.net == m.net()
            assert sorted(again.model.hand) == sorted(m.view(0).hand)
        finally:
            again.close()
    finally:
        table.close()


def test_no_hearts_a_heart_may_not_be_led_and_the_tag_says_so():
    """Rules §4.1 (A12): in no hearts, no heart is led while the hand holds another suit."""
    app = make_app()
    table = start(app, seed=3, dealer=3)           # the dealer's left neighbour, the person, leads
    try:
        table.seats.close()
        table.apply(3, action_from_json({"type": "contract", "contract": "coeurs"}))
        for _ in range(100):
            app.frame(1 / 60)
            if table.person_to_play():
                break
        rects = dict(hand_rects(table))
        hearts = [c for c in rects if c[1] == "H"]
        assert hearts and len(hearts) < len(rects)
        heart = hearts[0]
        hover(app, card_spot(rects[heart]))
        assert table.hover == heart and not table.legal(heart)
        assert table.reason(heart) == "Vous ne pouvez pas entamer cœur"
        click(app, card_spot(rects[heart]))         # refused: the card stays in the hand
        assert heart in table.model.hand and table.match.to_act == table.person
        assert table.error_line == "Vous ne pouvez pas entamer cœur"
    finally:
        table.close()


def _drawn(monkeypatch, app):
    """Every text drawn in one frame, with its colour."""
    from game.ui import widgets
    drawn = []
    real = widgets.draw_text

    def spy(surface, text, font, colour=None, *args, **kwargs):
        drawn.append((text, tuple(colour) if colour is not None else None))
        return real(surface, text, font, colour, *args, **kwargs)
    monkeypatch.setattr(widgets, "draw_text", spy)
    app.draw()
    monkeypatch.undo()
    return drawn


def test_the_final_ranking_writes_its_winner_in_ink_not_in_the_red_of_negative_numbers(monkeypatch):
    from game.ui import theme
    app = make_app()
    table = start(app)
    try:
        table.open_match_end({"ranking": [[2], [0], [1], [3]], "ranking_points": [12, 8, 16, 4],
                              "rounds": [([3, -2, 8, -9], [12, 8, 16, 4])]})
        assert isinstance(app.top, DoubleKingMatchEnd)
        drawn = dict(_drawn(monkeypatch, app))
        assert drawn[table.seat_name(2)] == tuple(theme.INK)          # the winner
        assert drawn["\u22129"] == tuple(theme.RED)                     # a negative net stays red
    finally:
        table.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (800, 500)])
def test_the_final_ranking_writes_each_row_in_one_type(monkeypatch, size):
    """The final ranking wrote the place, the name and the ranking points in the body's type and
    the total net and the best round beside them in the small one: "16  +18" looked misprinted."""
    from game.ui import widgets
    app = make_app(size)
    table = start(app)
    try:
        table.open_match_end({"ranking": [[2], [0], [1], [3]], "ranking_points": [12, 8, 16, 4],
                              "rounds": [([3, -2, 8, -9], [12, 8, 16, 4])]})
        heights = {}
        real = widgets.draw_text

        def spy(surface, text, font, *args, **kwargs):
            heights[text] = font.get_height()
            return real(surface, text, font, *args, **kwargs)
        monkeypatch.setattr(widgets, "draw_text", spy)
        app.draw()
        monkeypatch.undo()
        row = [table.seat_name(0), "8", "+3"]                 # second place: net +3, best round +3
        assert len({heights[text] for text in row}) == 1, {text: heights[text] for text in row}
        assert heights["\u22129"] == heights[table.seat_name(3)]        # last place, a negative net
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(1280, 720), (800, 500), (700, 450), (640, 400)])
def test_the_match_part_of_the_score_pad_writes_every_name_whole(monkeypatch, size, language):
    """At 640×400 the round's columns read "Ernesti…" and "Horten…" over them: the contracts'
    column is as wide as their short names need, and the players' columns have the rest."""
    app = make_app(size, language=language)
    table = start(app)
    try:
        table.open_scores()
        assert isinstance(app.top, DoubleKingScorePad)
        drawn = [text for text, _ in _drawn(monkeypatch, app)]
        for seat in range(4):
            assert drawn.count(table.seat_name(seat)) >= 2, table.seat_name(seat)   # the round and the match
        assert not [text for text in drawn if text.endswith("…")]
    finally:
        table.close()


def pad_marks(monkeypatch, pad, app) -> tuple[list, list]:
    """The crosses (centre, radius) the score pad ``pad`` draws in one frame, and its texts placed."""
    from game.ui.games import double_king_sheets as sheets
    crosses: list = []
    real = sheets.ink_cross
    monkeypatch.setattr(sheets, "ink_cross", lambda surface, centre, r: crosses.append((centre, r)) or
                        real(surface, centre, r))
    placed = texts_placed(monkeypatch, lambda: pad.draw(app.surface))
    monkeypatch.setattr(sheets, "ink_cross", real)
    return crosses, placed


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(700, 450), (640, 400)])
def test_the_round_s_first_dealer_reads_whole_on_a_small_score_pad(monkeypatch, size, language):
    """At 640×400, Ernestine dealing first, the pad's round read "Ernest… ×" over her column (rows
    of 12 px leave no room for the name and its cross side by side). Her name reads whole, and her
    cross stands in her column, clear of every word and sign written there."""
    app = make_app(size, language=language)
    table = start(app, dealer=1)
    try:
        assert table.adapter.first_dealer == 1
        table.open_scores()
        pad = app.top
        crosses, placed = pad_marks(monkeypatch, pad, app)
        split = next(rect for text, rect in placed if text == app.t("dk.sheet.match")).left
        heads = sorted((rect for text, rect in placed if text == table.seat_name(1) and rect.right < split),
                       key=lambda rect: rect.y)
        assert heads, [text for text, _ in placed if "…" in text]
        assert not [text for text, rect in placed if text.endswith("…") and rect.right < split]
        (cx, cy), r = crosses[0]
        cross = pygame.Rect(cx - r, cy - r - 1, 2 * r + 2, 2 * r + 3)
        lay = pad._laid[1]
        column = pygame.Rect(lay.cols_x + lay.col, heads[0].top, lay.col, 3 * lay.line)
        assert column.contains(cross), (cross, column)
        assert not [text for text, rect in placed if rect.colliderect(cross)], cross
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (800, 500)])
def test_the_score_pad_names_the_players_in_one_row_and_the_first_dealer_s_cross_apart(monkeypatch, size, language):
    """At 800×500 the pad's match part wrote the names on two staggered rows, Ernestine and Hortense
    on its red rule, and the first dealer's cross, "Ernestine ×", nearly touched "Anatole". The
    match's names stand whole in one row, apart, and the cross stands clear of the next name:
    beside her name, between it and the next (it stood under her name at 800×500, in the row of the
    − and + signs, until her name made room for it by reaching left: see
    test_the_first_dealer_s_cross_stands_beside_his_name_clear_of_the_minus_and_plus)."""
    app = make_app(size, language=language)
    table = start(app, dealer=1, options={"rounds": 5})
    try:
        assert table.adapter.first_dealer == 1
        pad = pad_of_five_rounds(table)
        crosses, placed = pad_marks(monkeypatch, pad, app)   # the pad's own texts (it covers the bar)
        names = [table.seat_name(s) for s in range(4)]
        split = next(rect for text, rect in placed if text == app.t("dk.sheet.match")).left
        for part in (lambda rect: rect.left < split, lambda rect: rect.left >= split):
            heads = sorted((rect for text, rect in placed if text in names and part(rect) and pad.rect.contains(rect)),
                           key=lambda rect: rect.x)[:4]
            assert len(heads) == 4 and len({rect.centery for rect in heads}) == 1, heads
            assert all(b.left - a.right >= 6 for a, b in zip(heads, heads[1:])), heads
        round_heads = sorted((rect for text, rect in placed if text in names and rect.left < split
                              and pad.rect.contains(rect)), key=lambda rect: rect.x)
        (cx, cy), r = crosses[0]                       # the first dealer's, over the round
        assert cy == round_heads[1].centery
        assert round_heads[1].right < cx - r and cx + r + 6 <= round_heads[2].left, (crosses[0], round_heads)
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (800, 500)])
def test_a_computer_seat_s_plate_shows_its_net_whole_and_its_level(monkeypatch, size, language):
    """The plates read "Débutant · net …": the level took the room of the figure. Then, with the
    levels mixed, the Amateur's and the Débutant's plates showed no level where the Maître's did:
    "Amateur · net −88" outgrows a plate. Every computer plate now shows its level and its net, in
    one form whatever the level and the net ("Amateur · −12" where the word "net" leaves no room)."""
    from game.ui import i18n
    from game.ui.table import draw
    app = make_app(size, language=language)
    seats = default_seats(4)
    for seat, level in zip(seats[1:], ("debutant", "amateur", "maitre")):
        seat["level"] = level
    table = TableScene(app, MatchConfig("double_king", 4, {}, seats, seed=5, dealer=0))
    app.push(table)
    try:
        table.adapter.net = [0, -12, 45, 7]
        forms = set()
        real = draw.text
        drawn: list[str] = []

        def spy(surface, line, *args, **kwargs):
            drawn.append(line)
            return real(surface, line, *args, **kwargs)
        for seat in range(4):
            drawn.clear()
            table.__dict__.pop("_plate_cache", None)
            monkeypatch.setattr(draw, "text", spy)
            draw._plate_image(table, seat, table.layout.plate_rect(seat), False)
            monkeypatch.undo()
            net = i18n.signed(table.adapter.net[seat])
            detail = drawn[-1]
            assert detail.endswith(net) and "…" not in detail, (seat, drawn)
            if seat == 0:
                assert detail == table.t("dk.plate.net", net=net)      # the person's: no level
                continue
            level = table.t(f"level.{seats[seat]['level']}")
            assert detail.startswith(level + " · "), (seat, detail)
            forms.add(detail[len(level):-len(net)])
        assert len(forms) == 1, forms                  # " · net " on every plate, or " · " on every plate
    finally:
        table.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (800, 500)])
def test_the_match_part_of_the_score_pad_writes_between_the_ruled_lines(monkeypatch, size):
    """"Points de classement", "Net total" and the tie-break lines were struck through by the pad's
    ruled lines (written half a row off them)."""
    from game.ui import theme, widgets
    app = make_app(size)
    table = start(app)
    try:
        table.open_scores()
        pad = app.top
        assert isinstance(pad, DoubleKingScorePad)
        texts, rules = [], []
        real_text, real_line = widgets.draw_text, pygame.draw.line

        def spy_text(surface, text, *args, **kwargs):
            rect = real_text(surface, text, *args, **kwargs)
            texts.append((text, rect))
            return rect

        def spy_line(surface, colour, start, end, *args, **kwargs):
            if tuple(colour)[:3] == tuple(theme.PAPER_RULE)[:3]:
                rules.append(start[1])
            return real_line(surface, colour, start, end, *args, **kwargs)
        monkeypatch.setattr(widgets, "draw_text", spy_text)
        monkeypatch.setattr(pygame.draw, "line", spy_line)
        app.draw()
        monkeypatch.undo()
        match_part = [(text, rect) for text, rect in texts if rect.left > pad.rect.x + pad.rect.w * 0.62]
        assert len(match_part) >= 6 and rules
        for text, rect in match_part:
            struck = [y for y in rules if rect.top + 3 < y < rect.bottom - 3]
            assert not struck, (text, rect, struck)
    finally:
        table.close()


@pytest.mark.parametrize("size", [(1280, 720), (800, 500)])
@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_contract_under_the_pointer_says_what_it_costs_as_the_rules_page_does(monkeypatch, size, language):
    """The dealer chose among seven contracts by their names alone; what a queen costs, what must
    fall on an ace, was on the rules page. The contract under the pointer now says it on a tag
    beside the panel (the same words as the rules page, which takes them from one place; at
    800×500, where they find no room by the panel, their first sentence, what it costs: whole, they
    stood under the top bar at the panel's other end, read as no part of the choice)."""
    from test_ui_frame_support import tags_on_hover

    from game.ui.scenes.rules import RulesScene
    with chooser(size, language) as (app, table, picker):
        assert tags_on_hover(monkeypatch, app, (5, app.size[1] // 2)) == []     # nowhere: no tag
        page = [text for kind, text in RulesScene(app, game="double_king").blocks() if kind == "bullet"]
        for name, button in picker.contract_buttons.items():
            [(text, rect)] = tags_on_hover(monkeypatch, app, button.rect.center)
            rules = contract_rules(app.t, name, table.adapter.options)
            assert text.startswith(rules) or size[0] < 1280 and text == button.fewest_help, (name, text)
            assert rules in page
            assert app.surface.get_rect().contains(rect) and not rect.colliderect(button.rect)


@pytest.mark.parametrize("size", [(800, 500), (1100, 700), (1280, 720)])
@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_deal_sheet_never_parts_a_trick_from_its_number_nor_breaks_a_card_s_name(monkeypatch, size, language):
    """"Vous : pli 7, roi de cœur, dame de cœur · pli 8, … · pli" then "11, 3 de cœur" on the next
    line (1100×700): a trick's number stays with its word, a card's name is never broken, and a
    line never starts with the dot that parts two tricks."""
    from test_ui_frame_support import texts_placed

    from game.ui import i18n
    from game.ui.games.double_king_sheets import DoubleKingDealEnd
    from game.ui.table.log import card_name
    app = make_app(size, language=language)
    table = start(app)
    try:
        hearts = ["KH", "QH", "JH", "9H", "AH", "8H", "3H", "2H", "6H", "4H", "7H", "5H", "TH"]
        taken = [(7, 0, hearts[0:2], 2), (8, 0, hearts[2:4], 2), (9, 0, hearts[4:6], 2), (11, 0, hearts[6:8], 2),
                 (10, 2, hearts[8:9], 1), (12, 3, hearts[9:11], 2), (13, 3, hearts[11:13], 2)]
        table.open_deal_end({"deal_in_round": 4, "chooser": 0, "contract": "coeurs", "trump": None,
                             "reason": "all_tricks", "tricks": [6, 2, 2, 3], "points": [-8, 0, -1, -4],
                             "net": [-9, 3, 3, 3], "taken": taken})
        assert isinstance(app.top, DoubleKingDealEnd)
        placed = [text for text, _ in texts_placed(monkeypatch, app.draw)]
        word = "pli" if language == "fr" else "trick"
        suit = card_name(table.t, "KH").split(i18n.NO_BREAK, 1)[1]              # "de cœur", "of hearts"
        listing = [text for text in placed if word + i18n.NO_BREAK in text or suit in text]
        assert len(listing) >= 3                                   # the three players' lines, wrapped or not
        for text in listing:
            assert text.split(" ")[-1] != word and not text.startswith("·"), text
        joined = " ".join(listing)
        for code in hearts:
            assert card_name(table.t, code) in joined               # whole, on one line
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_deal_sheet_says_so_where_it_has_no_room_for_every_taker(monkeypatch, language):
    """Where the buttons left no room for the last lines of who took what, they were dropped
    without a sign, and whoever took the last hearts read as having taken none. The sheet writes
    what its room holds, the last line it writes ending with "…"; with room, every line whole."""
    from test_ui_frame_support import texts_drawn

    from game.ui.games.double_king_sheets import DoubleKingDealEnd
    app = make_app((800, 500), language=language)
    table = start(app)
    try:
        hearts = ["KH", "QH", "JH", "9H", "AH", "8H", "3H", "2H", "6H", "4H", "7H", "5H", "TH"]
        taken = [(7, 0, hearts[0:2], 2), (8, 0, hearts[2:4], 2), (10, 2, hearts[4:9], 5),
                 (12, 3, hearts[9:11], 2), (13, 3, hearts[11:13], 2)]
        table.open_deal_end({"deal_in_round": 4, "chooser": 0, "contract": "coeurs", "trump": None,
                             "reason": "all_tricks", "tricks": [6, 2, 2, 3], "points": [-4, 0, -5, -4],
                             "net": [-5, 3, -1, 3], "taken": taken})
        sheet = app.top
        assert isinstance(sheet, DoubleKingDealEnd)
        lines = sheet._taken_lines(sheet.rect.w)
        step = app.font("small").get_linesize()
        bottom = sheet.buttons[0].rect.top - 4
        assert len(lines) >= 4
        whole = texts_drawn(monkeypatch, lambda: sheet._draw_taken(app.surface, bottom - len(lines) * step, lines))
        assert whole == lines
        cut = texts_drawn(monkeypatch, lambda: sheet._draw_taken(app.surface, bottom - 2 * step - 1, lines))
        assert len(cut) == 2 and cut[0] == lines[0] and cut[1].endswith("…"), cut
        assert cut[1].rstrip("…").rstrip() in " ".join(lines[1:])
    finally:
        table.close()


def test_the_score_pad_offers_only_the_rounds_there_are(monkeypatch):
    """In the second round of two, the pad's "Next round" looked as ready as "Previous round" and
    did nothing when clicked; in the first round both did nothing. A button goes dim where there is
    no round that way, and lights again once the pad has turned."""
    app = make_app()
    table = start(app, options={"rounds": 2})
    try:
        table.open_scores()
        pad = app.top
        assert isinstance(pad, DoubleKingScorePad)
        close, previous, following = pad.buttons
        assert close.enabled and not previous.enabled and not following.enabled    # one round so far
        pad.close()
        app.frame(1 / 60)                                      # the table has read its match
        monkeypatch.setattr(table.adapter, "round", 2)         # as if the first round were over
        table.open_scores()
        pad = app.top
        close, previous, following = pad.buttons
        assert pad.round == 2 and previous.enabled and not following.enabled
        click(app, previous.rect.center)
        assert pad.round == 1 and not previous.enabled and following.enabled
        click(app, following.rect.center)
        assert pad.round == 2 and previous.enabled and not following.enabled
    finally:
        table.close()


def test_the_counts_give_the_match_s_standing_once_a_round_is_over():
    """In the second round of a match of two, nothing on the table said who led the match (the
    plates give the round's net, the ranking points were on the score pad alone): once a round is
    over, the counts give each player's ranking points."""
    app = make_app(language="en")
    table = start(app, options={"rounds": 2})
    try:
        app.frame(1 / 60)
        adapter = table.adapter

        def said():             # the counts as read (their phrases kept whole by no-break spaces)
            return [line.replace("\xa0", " ") for line in adapter.counts()]
        assert not [line for line in said() if line.startswith("Ranking points")]
        adapter.results, adapter.rounds_shown = [((3, -2, 8, -9), (12, 8, 16, 4))], 1   # the first round over
        standing = [line for line in said() if line.startswith("Ranking points")]
        assert standing == ["Ranking points: You 12 · Ernestine 8 · Anatole 16 · Hortense 4"]
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_small_window_shows_every_count_in_fewer_words(language):
    """At 800×500 in the second round of a match of two, the counts panel showed its first two
    lines and dropped the contracts chosen and the match's standing without a word: a small
    window gives every count in fewer words (the person's own contracts), in a place clear of the
    seats, the trick and the hand."""
    from game.ui.table import counts
    app = make_app(size=(800, 500), language=language)
    table = start(app, options={"rounds": 2})
    try:
        for _ in range(5):
            app.frame(1 / 60)
        adapter = table.adapter
        adapter.contract = ("atout", "H", 1)                   # a trump game chosen by the seat at the left
        adapter.results, adapter.rounds_shown = [((3, -2, 8, -9), (12, 8, 16, 4))], 1   # the first round over
        rows, rect = counts._counts_placed(table)
        assert rect.collidelist(counts._kept_clear(table)) < 0, rect
        words = " ".join(rows).split()
        whole, short = adapter.counts(), adapter.counts_short()
        assert words in (" ".join(whole).split(), " ".join(short).split()), rows
        assert len(short) == len(whole) == 4                   # trumps, this deal, contracts, standing
        assert table.seat_name(3) + "\xa04" in short[-1]       # the ranking points of the last seat
    finally:
        table.close()


def pad_of_five_rounds(table):
    """The score pad of the table as at the end of a match of five rounds (the most there may be, §6)."""
    assert table.adapter.rounds == 5
    table.adapter.rounds_done = lambda: [([13, -22, 8, 1], [12, 4, 16, 8])] * 5
    table.adapter.ranking = [[2], [0], [3], [1]]
    table.open_scores()
    assert isinstance(table.app.top, DoubleKingScorePad)
    return table.app.top


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (800, 500)])
def test_the_score_pad_says_what_its_ink_marks_mean(monkeypatch, size, language):
    """Played in a window: the pad crossed "You" and circled a 6 in the first row, and nothing on
    it said why. Beside the rounds it keys its two marks, whole, on the paper and below the match's
    last line, even at the match's end when the final ranking is written there too."""
    app = make_app(size, language=language)
    table = start(app, options={"rounds": 5})
    try:
        pad = pad_of_five_rounds(table)
        placed = texts_placed(monkeypatch, app.draw)
        texts = [text for text, _ in placed]
        for key in ("dk.sheet.key_cross", "dk.sheet.key_circle"):
            assert app.t(key) in texts, key
        keys = [rect for text, rect in placed if text in (app.t("dk.sheet.key_cross"), app.t("dk.sheet.key_circle"))]
        last_place = max(rect.bottom for text, rect in placed if text.endswith(table.seat_name(3)))
        assert all(pad.rect.contains(rect) and rect.top >= last_place for rect in keys)
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (800, 500), (640, 400)])
def test_the_pad_s_key_keeps_its_place_from_the_first_deal_to_the_match_s_end(monkeypatch, size, language):
    """The key of the pad's marks stood under the match's last line, which moved down as rounds
    were written: it keeps one place all match (from the first deal to the final ranking of five
    rounds), clear of every line of the pad and above its buttons."""
    app = make_app(size, language=language)
    table = start(app, options={"rounds": 5})
    try:
        words = (app.t("dk.sheet.key_cross"), app.t("dk.sheet.key_circle"))
        seen = []
        for opened in (lambda: (table.open_scores(), app.top)[1], lambda: pad_of_five_rounds(table)):
            pad = opened()
            placed = texts_placed(monkeypatch, lambda pad=pad: pad.draw(app.surface))
            keys = [rect for text, rect in placed if text in words]
            assert len(keys) == 2
            others = [(text, rect) for text, rect in placed if text not in words and pad.rect.contains(rect)]
            assert not [text for text, rect in others if any(rect.inflate(0, -2).colliderect(k) for k in keys)]
            assert all(rect.bottom <= pad.buttons[0].rect.top for rect in keys)
            seen.append([tuple(rect) for rect in keys])
            pad.close()
        assert seen[0] == seen[1], seen
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (800, 500)])
def test_the_rounds_of_the_match_stand_apart_on_the_pad(monkeypatch, size, language):
    """Seen at 800×500 after rounds were played: each round's row read "12 (+13)4 (−22)16 (+8)8 (+1)",
    the four players' figures run together. Each figure keeps to its column, apart from the next;
    where "points (net)" cannot, the ranking points stand alone (the round's own page has its net)."""
    app = make_app(size, language=language)
    table = start(app, options={"rounds": 5})
    try:
        pad = pad_of_five_rounds(table)
        placed = texts_placed(monkeypatch, app.draw)
        head = next(rect for text, rect in placed if text == app.t("dk.round_short", n=1))
        row = sorted((rect.x, rect.right, text) for text, rect in placed
                     if rect.centery == head.centery and rect.x > head.right)
        assert [text.split()[0] for _, _, text in row] == ["12", "4", "16", "8"], row
        assert all(nxt[0] - prev[1] >= 6 for prev, nxt in zip(row, row[1:])), row
        assert all(pad.rect.x < x and right < pad.rect.right for x, right, _ in row)
        if size[0] >= 1280:
            assert [text for _, _, text in row] == ["12 (+13)", "4 (\u221222)", "16 (+8)", "8 (+1)"]
    finally:
        table.close()


def _pad_placed(monkeypatch, app, table):
    """The score pad opened over the table, and every line of text it draws with its place."""
    from test_ui_frame_support import texts_placed
    table.open_scores()
    pad = app.top
    assert isinstance(pad, DoubleKingScorePad)
    return pad, texts_placed(monkeypatch, lambda: pad.draw(app.surface))


@pytest.mark.parametrize("size", [(640, 400), (700, 450), (800, 500), (1280, 720)])
def test_the_score_pad_s_last_rows_stand_clear_of_its_buttons(monkeypatch, size):
    """At 640×400 the pad's Close button lay over its Net and Ranking points rows and the legend
    beside them: its 26 rows did not fit over the buttons. In a low window the pad grows to the
    window's height, and every line of it stands above its buttons, in the window."""
    app = make_app(size, language="en")
    table = start(app)
    try:
        pad, placed = _pad_placed(monkeypatch, app, table)
        labels = {b.label for b in pad.buttons}
        top = min(b.rect.top for b in pad.buttons)
        lines = [(text, rect) for text, rect in placed if text not in labels and pad.rect.contains(rect)]
        said = [text for text, _ in lines]
        assert app.t("dk.sheet.net") in said and app.t("dk.sheet.ranking_points") in said
        assert all(rect.bottom <= top for _, rect in lines), [(t, r) for t, r in lines if r.bottom > top]
        assert app.surface.get_rect().contains(pad.rect)
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_score_pad_s_match_column_writes_its_labels_whole_before_a_round_is_done(monkeypatch, language):
    """At 640×400, before any round was done, the pad's column of the match read "Pts de classe…"
    and "Meilleure ron…" beside no figure at all: with no figure to stand beside, the labels have
    the column's whole width."""
    from test_ui_frame_support import texts_drawn
    app = make_app((640, 400), language=language)
    table = start(app)
    try:
        table.open_scores()
        pad = app.top
        drawn = texts_drawn(monkeypatch, lambda: pad.draw(app.surface))
        for key in ("dk.sheet.total_net", "dk.sheet.best_round"):
            assert app.t(key) in drawn, (key, drawn)
        assert app.t("dk.sheet.total_rp") in drawn or app.t("dk.col.ranking_points") in drawn
        labels = [app.t(key) for key in ("dk.sheet.total_rp", "dk.col.ranking_points", "dk.sheet.total_net",
                                         "dk.sheet.best_round")]
        assert not [text for text in drawn if text.endswith("…") and any(label.startswith(text[:-1].rstrip())
                                                                        for label in labels)], drawn
    finally:
        table.close()


def _rows_of(placed) -> dict:
    """Texts placed, by the height of their middle: the pad's rows, left to right."""
    rows: dict = {}
    for text, rect in placed:
        rows.setdefault(rect.centery, []).append((text, rect))
    return {y: sorted(row, key=lambda item: item[1].x) for y, row in rows.items()}


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(640, 400), (700, 450), (800, 500), (1280, 720), (1920, 1080)])
def test_the_score_pad_s_heads_take_its_two_rows_and_its_labels_keep_clear_of_their_figures(monkeypatch, size,
                                                                                             language):
    """At 640×400 the match's part of the pad wrote its heads on three rows, "La partie" over its
    names on two staggered rows, the second on the red rule and the rounds a row below the deals;
    and the round's bold "Points de classement" ran into its first figure ("12"). The heads of
    both parts stand on the pad's two head rows, the rounds level with the deals, and on every
    row each text keeps a gap from the next: a label from its figures, a head from its neighbour."""
    app = make_app(size, language=language)
    table = start(app, options={"rounds": 5})
    try:
        pad = pad_of_five_rounds(table)
        labels = {b.label for b in pad.buttons}
        placed = [(text, rect) for text, rect in texts_placed(monkeypatch, app.draw)
                  if pad.rect.contains(rect) and text not in labels and rect.top > pad.rect.y + pad.rect.h * 0.05]
        match = next(rect for text, rect in placed if text == app.t("dk.sheet.match"))     # whole
        split = match.left
        names = [table.seat_name(s) for s in range(4)]
        round_heads = [rect for text, rect in placed if text in names and rect.left < split]
        match_heads = [rect for text, rect in placed if text in names and rect.left >= split]
        assert len(round_heads) == len(match_heads) == 4
        deal_head = next(rect for text, rect in placed if text == app.t("dk.sheet.deal"))
        head_rows = {round_heads[0].centery, deal_head.centery}
        assert {rect.centery for rect in match_heads} | {match.centery} <= head_rows, (match, match_heads, head_rows)
        deal_1 = next(rect for text, rect in placed if text == "1" and rect.left < split)
        round_1 = next(rect for text, rect in placed if text == app.t("dk.round_short", n=1))
        assert round_1.centery == deal_1.centery, (round_1, deal_1)
        for row in _rows_of(placed).values():
            for (text, rect), (other, nxt) in zip(row, row[1:]):
                assert nxt.left - rect.right >= 6, (text, rect, other, nxt)
        totals = [app.t(key) for key in ("dk.sheet.totals", "dk.sheet.net", "dk.sheet.ranking_points",
                                         "dk.col.ranking_points", "dk.sheet.rp_short")]
        said = [(text, rect) for text, rect in placed if text in totals and rect.left < split]
        assert len(said) == 3, said                                    # each label whole, in its words
        ranking = next(rect for text, rect in said if text not in totals[:2])
        assert [text for text, _ in _rows_of(placed)[ranking.centery]][1:5] == ["12", "4", "16", "8"]
    finally:
        table.close()


def test_the_score_pad_measures_its_columns_once_per_size(monkeypatch):
    """The pad measured its columns (every contract's two names, the players' names, the labels)
    on every frame it drew. Drawn again at the same size it measures fewer texts and writes the
    same; resized, it writes what a pad opened at the new size writes."""
    from game.ui import widgets
    real_font_px = widgets.font_px
    measured: list[str] = []

    class Counted:
        """A font that counts the texts it measures."""

        def __init__(self, font):
            self.font = font

        def size(self, text):
            measured.append(text)
            return self.font.size(text)

        def __getattr__(self, name):
            return getattr(self.font, name)
    counted: dict = {}
    monkeypatch.setattr(widgets, "font_px", lambda *args, **kwargs: counted.setdefault(
        (args, tuple(sorted(kwargs.items()))), Counted(real_font_px(*args, **kwargs))))
    app = make_app((800, 500))
    table = start(app, options={"rounds": 5})
    try:
        pad = pad_of_five_rounds(table)
        frames = []
        for _ in range(3):
            measured.clear()
            frames.append((texts_placed(monkeypatch, lambda: pad.draw(app.surface)), len(measured)))
        assert frames[0][0] == frames[1][0] == frames[2][0]
        assert frames[1][1] == frames[2][1] < frames[0][1] * 0.5, [count for _, count in frames]
        app.resize((1280, 720))
        resized = texts_placed(monkeypatch, lambda: pad.draw(app.surface))
        pad.close()
        fresh = pad_of_five_rounds(table)
        assert fresh is not pad and texts_placed(monkeypatch, lambda: fresh.draw(app.surface)) == resized
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(640, 400), (700, 450), (800, 500), (1024, 640), (1280, 720)])
def test_the_contract_and_what_is_left_to_fall_stand_whole_on_the_bar(size, language):
    """Played at 800x500 in English: the bar read "No kings or jacks — chosen by Hortense · kings
    and …", the count of what is left to fall cut off. Where the whole line does not fit, the bar
    says the contract and the count in fewer words (who chose it is on the tag by his plate), and
    at 700×450 fewer still ("No kings or jacks · 8 still to fall")."""
    from game.ui.table.draw import bar_texts
    app = make_app(size, language=language)
    table = start(app)
    try:
        app.frame(1 / 60)
        adapter = table.adapter
        adapter.contract = ("rois_valets", None, 3)
        adapter.penalties = ["KS", "KH", "KD", "KC", "JS", "JH", "JD", "JC"]
        adapter.gathered = []
        texts = adapter.top_line()
        shown = bar_texts(table)[1][0]
        assert "…" not in shown, (shown, texts)
        assert shown in texts[1:], shown
        counts = (app.t("dk.bar.left.rois_valets", n=8), app.t("dk.bar.left_short", n=8))   # or in fewer words
        assert shown.endswith(counts) and shown.startswith(app.t("dk.contract.rois_valets")), shown
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("rounds", [1, 5])
@pytest.mark.parametrize("size", [(800, 500), (820, 520), (900, 560), (1024, 640), (1280, 720), (1920, 1080)])
def test_the_game_s_name_stays_on_the_bar_in_every_state_of_play(size, rounds, language):
    """At 800×500 in English, deal 12 of the round, the bar read "Deal 12/20 · No 7th or 13th trick
    — chosen by Hortense": the game's name dropped for the state of play, which had no fewer words.
    At every size down to 800×500, in a match of one round or of five, at the round's last deals,
    in every state of play (each seat choosing, each contract chosen by each, all its penalty cards
    to fall or none), the bar keeps the game's name, the round and the deal whole, and the state
    of play in one of its forms, whole: fewer words go first."""
    from game.engine import double_king_rules as R
    app = make_app(size, language=language)
    table = TableScene(app, MatchConfig("double_king", 4, {"rounds": rounds}, default_seats(4), seed=5, dealer=0))
    app.push(table)
    try:
        app.frame(1 / 60)
        adapter = table.adapter
        name = app.t("game.double_king")
        states = [(None, dealer) for dealer in range(4)] + [
            ((contract, trump, chooser), 0) for contract in R.CONTRACT_NAMES
            for trump in ("SHDC" if contract == "atout" else (None,)) for chooser in range(4)]
        for deal in (12, 20):
            adapter.deal_in_round, adapter.round = deal, rounds
            for contract, dealer in states:
                adapter.contract, table.model.dealer = contract, dealer
                falling = R.PENALTY[R.CONTRACT_INDEX[contract[0]]].bit_count() if contract else 0
                for gathered in ({0, falling}):
                    adapter.penalties = ["AH"] * falling
                    adapter.gathered = ["AH"] * gathered
                    left, *forms = adapter.top_line()
                    (first, _, first_rect), (second, _, second_rect) = bar_texts(table)
                    assert first.startswith(name) and first.endswith(app.t("dk.deal_n", n=deal, total=20)), \
                        (first, second)
                    assert rounds == 1 or app.t("dk.round_n", n=rounds, total=rounds) in first, first
                    assert second in forms, (second, forms)
                    assert first_rect.right < second_rect.left or second_rect.top >= first_rect.bottom
                    assert second_rect.right <= table.bar_left or second_rect.top >= first_rect.bottom
    finally:
        table.close()


@pytest.mark.parametrize("size", [(640, 400), (800, 500), (1280, 720)])
@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_round_s_last_deal_sheet_shows_its_heads_and_every_taker_whole(monkeypatch, size, language):
    """The sheet of a round's last deal at 800×500 in French read "Pts de classe…" over the ranking
    points and, at 640×400, "Net de la ro…" too, and stopped the takers of the penalty cards after
    the first line ("Vous : pli 1, roi de pique · … · pli 4, valet de trèfle ·"). The columns are
    as wide as their heads and figures (the sheet wider where they need it), and the sheet as tall
    as what it says where the window is low."""
    from test_ui_frame_support import sheet_heads_whole

    from game.ui.table.log import card_name
    app = make_app(size, language=language)
    table = start(app)
    try:
        taken = [(1, 0, ["KS"], -2), (2, 0, ["JS"], -2), (4, 0, ["JC"], -2), (8, 0, ["JD"], -2),
                 (5, 1, ["KC"], -2), (6, 1, ["KD"], -2), (9, 1, ["KH"], -2), (10, 2, ["JH"], -2)]
        table.open_deal_end({"deal_in_round": 20, "chooser": 3, "contract": "rois_valets", "trump": None,
                             "reason": "early_end", "tricks": [5, 3, 1, 1], "points": [-4, -3, -1, 0],
                             "net": [-11, 5, 9, -3], "taken": taken,
                             "round_end": {"round": 1, "ranking_points": [4, 12, 16, 8]}})
        sheet = app.top
        assert isinstance(sheet, DoubleKingDealEnd)
        placed = sheet_heads_whole(monkeypatch, app, ("table.col.player", "dk.col.tricks", "dk.col.deal",
                                                      "dk.col.net", "dk.col.ranking_points"))
        texts = [text for text, _ in placed]
        heads = sorted((rect for text, rect in placed if text in {app.t("dk.col.net"), app.t("dk.col.ranking_points")}),
                       key=lambda r: r.x)
        assert heads[0].right < heads[1].left                        # side by side, apart
        joined = " ".join(texts)
        for _n, _winner, cards, _points in taken:
            assert card_name(table.t, cards[0]) in joined, cards     # every taker's line, whole
        assert sheet.rect.bottom <= size[1] and sheet.rect.top >= 0
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(640, 400), (700, 450), (800, 500)])
def test_the_contracts_buttons_are_named_whole_in_a_small_window(monkeypatch, size, language):
    """At 640×400 in English the person choosing a contract read "King of he…" and "7th and 1…"
    on two of the six buttons (their pips take a corner): the sheet's short names fit."""
    from test_ui_frame_support import texts_drawn
    with chooser(size, language) as (app, table, picker):
        drawn = texts_drawn(monkeypatch, app.draw)
        for name, button in picker.contract_buttons.items():
            assert button.label in drawn, (name, button.label, [t for t in drawn if t.endswith("…")])


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(640, 400), (800, 500), (1280, 720)])
def test_the_end_of_the_match_names_its_columns_whole(monkeypatch, size, language):
    """At 640×400 in French the match's end read "Pts de classe…" and "Meilleure ro…" over the
    ranking points and the best round: the columns are as wide as their heads and figures, the
    sheet wider where they need it, every figure whole."""
    from test_ui_frame_support import texts_drawn
    app = make_app(size, language=language)
    table = start(app)
    try:
        table.open_match_end({"ranking": [[2], [0, 1], [3]], "ranking_points": [12, 12, 16, 4],
                              "rounds": [([-13, -13, 28, -2], [12, 12, 16, 4])]})
        sheet = app.top
        assert isinstance(sheet, DoubleKingMatchEnd)
        for _ in range(30):
            app.frame(1 / 30)
        drawn = texts_drawn(monkeypatch, app.draw)
        for head in ("dk.col.place", "table.col.player", "dk.col.ranking_points", "dk.col.total_net",
                     "dk.col.best_round"):
            assert app.t(head) in drawn, (head, [t for t in drawn if t.endswith("…")])
        for figure in ("+28", "−13", "16", "12", "−2"):
            assert figure.replace("-", "−") in drawn or figure in drawn, figure
        assert sheet.rect.left >= 0 and sheet.rect.right <= size[0]
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(640, 400), (700, 450), (800, 500)])
def test_the_score_pad_in_a_small_window_labels_the_match_whole_in_one_hand(monkeypatch, size, language):
    """At 640×400 in French, rounds done, the pad's match column read "Pts de classe…" and
    "Meilleure ron…" beside the figures, and its names "Anat…", "Ernes…" and "Hort…" in bold,
    where the plain hand held more of them. The labels take the pad's abbreviations where the
    words do not fit, and the names are written in one hand, bold where all of them fit so."""
    app = make_app(size, language=language)
    table = start(app, options={"rounds": 5})
    try:
        pad_of_five_rounds(table)
        placed = texts_placed(monkeypatch, app.draw)
        texts = [text for text, _ in placed]
        cut = [text for text in texts if text.endswith("…")]
        labels = {app.t(key) for key in ("dk.sheet.total_rp", "dk.col.ranking_points", "dk.sheet.rp_short")}
        assert labels & set(texts), cut
        assert {app.t("dk.sheet.best_round"), app.t("dk.sheet.best_short")} & set(texts), cut
        names = [table.seat_name(s) for s in range(4)]
        heads = [text for text in texts if any(n.startswith(text.rstrip("…")) for n in names) and text]
        assert "Anatole" in texts and not [t for t in cut if "Anatole".startswith(t[:-1])], cut
        assert len(heads) >= 4
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(640, 400), (700, 450), (800, 500), (1280, 720)])
def test_late_in_a_round_the_contract_panel_says_what_is_left_whole(monkeypatch, size, language):
    """At 640×400 late in a round the contract panel read "Your two trump games are done: choose a
    negative co…" and "Already played twice: No tricks, No hearts, No queens,…": where its notes
    cannot have their lines, each says it in fewer words, whole."""
    from types import SimpleNamespace

    from game.ui.games.double_king_dialog import ContractDialog
    real = ContractDialog.spec

    def late(self, view, legal):            # the person's trumps done, four negatives played twice
        players = [dict(p) for p in view.constraints["players"]]
        players[self.stage.person].update(trumps=players[self.stage.person]["trumps_max"])
        played = {"plis": 2, "coeurs": 2, "dames": 2, "sept_treize": 2}
        return real(self, SimpleNamespace(constraints={"players": players, "contracts_played": played}), legal)
    monkeypatch.setattr(ContractDialog, "spec", late)
    with chooser(size, language) as (app, table, picker):
        said = [text for text, *_ in picker.lines]
        assert len(said) >= 4, said                                # the title, the status and both notes
        assert not [text for text in said if text.endswith("…")], said
        notes = " ".join(said)
        for name in ("plis", "coeurs", "dames", "sept_treize"):
            assert app.t(f"dk.contract.{name}") in notes or app.t(f"dk.short.{name}") in notes, (name, said)


def _late_round(monkeypatch, played):
    """The contract dialog of a round where the negatives ``played`` (name → copies) are behind."""
    from types import SimpleNamespace

    from game.ui.games.double_king_dialog import ContractDialog
    real = ContractDialog.spec

    def late(self, view, legal):
        players = [dict(p) for p in view.constraints["players"]]
        return real(self, SimpleNamespace(constraints={"players": players, "contracts_played": dict(played)}), legal)
    monkeypatch.setattr(ContractDialog, "spec", late)


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (800, 500)])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_contract_s_help_hides_none_of_the_panel_s_lines_nor_the_counts(monkeypatch, size, language):
    """The tag of "No kings or jacks" at 1920×1080 lay over "The others: …" and "Already played
    twice: No tricks, No hearts.", the one of "Trumps" at 800×500 too: it stood over the panel's own
    lines. It stands where the hint's tag would (above, under or beside the panel, under the bar),
    over none of the panel's lines nor the counts, nor the choice it explains."""
    from game.ui.table.counts import counts_box
    _late_round(monkeypatch, {"plis": 2, "coeurs": 2})
    with chooser(size, language) as (app, table, picker):
        buttons_top = min(b.rect.top for b in picker.contract_buttons.values())
        placed = texts_placed(monkeypatch, lambda: table.draw(app.surface))
        lines = [(text, rect) for text, rect in placed if picker.rect.contains(rect) and rect.bottom <= buttons_top]
        exhausted = [text for text, _ in lines if app.t("dk.contract.plis") in text or app.t("dk.short.plis") in text]
        assert exhausted, lines                              # the note the tester could not read
        counts = counts_box(table)
        for name, button in picker.contract_buttons.items():
            [(text, rect)] = tags_on_hover(monkeypatch, app, button.rect.center)
            # (at 800×500 in its fewest words where the rules whole stand farther from the choice)
            assert text.startswith(contract_rules(app.t, name, table.adapter.options)) or text == button.fewest_help
            hidden = [said for said, line in lines if rect.colliderect(line)]
            assert not hidden, (name, hidden)
            assert counts is None or not rect.colliderect(counts), name
            assert not rect.colliderect(button.rect), name
            assert app.surface.get_rect().contains(rect)


@pytest.mark.parametrize("size, language, log", [((640, 400), "fr", False), ((640, 400), "en", False),
                                                 ((800, 500), "fr", False), ((800, 500), "en", False),
                                                 ((800, 500), "fr", True), ((1280, 720), "fr", False),
                                                 ((1280, 720), "en", False), ((1920, 1080), "fr", False),
                                                 ((1920, 1080), "en", True)])
def test_a_contract_s_help_hides_none_of_the_chooser_s_choices(monkeypatch, size, language, log):
    """At 800x500 the help of "Pas de cœurs", laid on the rows under it, hid "Valets/rois", "Roi de
    cœur", "7e et 13e" and the whole trump row with its suits: the choices it helps to weigh. Each
    contract's and each trump suit's help covers none of the chooser's buttons nor its lines, at
    every window size; where the window has the room it stands by its choice, just over or under
    the panel and level with it (at 1920x1080 the help of "Pas de dames", in the top row, stood
    under the panel down by the hand, far from the pointer)."""
    _late_round(monkeypatch, {"plis": 2})          # deal 4 as the tester saw it: "Déjà joué deux fois"
    with chooser(size, language) as (app, table, picker):
        if log:
            table.toggle_log()
        app.frame(1 / 60)
        near = int(table.layout.h * 0.012)
        panel = picker.rect
        lines = chooser_lines(picker)
        names = {b: name for name, b in [*picker.contract_buttons.items(), *picker.suit_buttons.items()]}
        names[picker.confirm_button] = "confirm"
        for button, name in names.items():
            if not button.help:
                continue
            [(_text, rect)] = tags_on_hover(monkeypatch, app, button.rect.center)
            hidden = [names[b] for b in table.dialog_buttons if rect.colliderect(b.rect)]
            assert not hidden, (name, rect, hidden)
            assert not rect.colliderect(lines), (name, rect, lines)
            assert app.surface.get_rect().contains(rect)
            if size[0] >= 1280:
                apart = rect.top - panel.bottom if rect.top >= panel.bottom else panel.top - rect.bottom
                assert 0 <= apart <= near, (name, rect, panel)
                assert rect.left < button.rect.right and rect.right > button.rect.left, (name, rect, button.rect)


@pytest.mark.parametrize("size", [(800, 500), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_contract_s_help_stays_clear_of_the_open_log(monkeypatch, size, language):
    """At 800x500 with the log's drawer open, the help of "Pas de cœurs" lay on the log's pane,
    over the lines the person had opened it to read. Each choice's help stands left of the drawer,
    whole, over none of the chooser's buttons nor its lines."""
    from game.ui.table.log import drawer_rect
    with chooser(size, language) as (app, table, picker):
        table.toggle_log()
        app.frame(1 / 60)
        drawer = drawer_rect(table)
        lines = chooser_lines(picker)
        buttons = [*picker.contract_buttons.values(), *picker.suit_buttons.values()]
        for button in buttons:
            [(text, rect)] = tags_on_hover(monkeypatch, app, button.rect.center)
            assert text in (button.help, button.short_help, button.fewest_help)
            assert rect.right <= drawer.left, (button.label, rect, drawer)
            assert not rect.colliderect(lines), (button.label, rect, lines)
            assert not [b.label for b in table.dialog_buttons if rect.colliderect(b.rect)], (button.label, rect)


@pytest.mark.parametrize("size, language, counts", [((800, 500), "fr", False), ((800, 500), "en", False),
                                                    ((640, 400), "fr", False), ((640, 400), "en", False),
                                                    ((640, 400), "fr", True), ((640, 400), "en", True)])
def test_a_choice_s_help_with_the_log_open_stands_off_the_chooser_and_inside_the_window(monkeypatch, size, language,
                                                                                       counts):
    """At 800×500 in French, counts off and the log open, the help of "Atout" hid the chooser's top
    rows (no room clear above it beside Anatole's plate); at 640×400 the help of "Pas de cœurs"
    and others lay on the chooser's title, and a trump suit's ran off the window's left. With the
    log open each choice's help stands whole inside the window and off the chooser, in fewer
    words where that is what leaves it clear."""
    with chooser(size, language, settings={"show_counts": counts}) as (app, table, picker):
        table.toggle_log()
        app.frame(1 / 60)
        window = app.surface.get_rect()
        for name, button in [*picker.contract_buttons.items(), *picker.suit_buttons.items()]:
            [(text, rect)] = tags_on_hover(monkeypatch, app, button.rect.center)
            assert window.contains(rect), (name, text, rect)
            assert not rect.colliderect(picker.rect), (name, text, rect, picker.rect)


@pytest.mark.parametrize("language", ["fr", "en"])
def test_at_800_by_500_each_contract_s_help_stands_against_the_chooser_level_with_its_choice(monkeypatch,
                                                                                            language):
    """At 800×500 the help of "Valets/rois", "Atout" and of each trump suit stood in the strip under
    the top bar, right of Anatole's fan, beside the chooser's other end: clear, but a person did not
    tie it to its choice. Each now stands against the chooser, level with its choice (under it, in
    one long line where the band over the hand holds no more, or in its fewest words), on no
    plate, card, count, the hand nor the bar."""
    from test_ui_frame_support import assert_help_by_its_button
    with chooser((800, 500), language) as (app, table, picker):
        for button in [*picker.contract_buttons.values(), *picker.suit_buttons.values()]:
            said = [(text, rect) for text, rect in tags_on_hover(monkeypatch, app, button.rect.center)
                    if text in (button.help, button.short_help, button.fewest_help)]
            assert len(said) == 1, (button.label, said)
            assert_help_by_its_button(table, button, said[0][1])


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (800, 500)])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_bar_s_contract_line_says_what_it_costs_clear_of_the_counts(monkeypatch, size, language):
    """The tag of the bar's contract line stood centred under it, over the counts panel that lies
    under the bar's left end: it stands clear of the counts."""
    from game.ui.table.counts import counts_box
    app = make_app(size=size, language=language)
    table = start(app, dealer=0)
    try:
        _queens_chosen(app, table)
        line = next(rect for _text, role, rect in bar_texts(table) if role == "small")
        words = table.t("rules.double_king.contract.dames") + " " + table.t("dk.tip.early_end.dames")
        said = [rect for text, rect in tags_on_hover(monkeypatch, app, line.center) if text == words]
        assert said
        counts = counts_box(table)
        assert counts is not None
        assert not said[0].colliderect(counts)
        assert app.surface.get_rect().contains(said[0]) and said[0].top >= table.layout.top_bar.bottom
    finally:
        table.close()


def round_as(monkeypatch, state: dict) -> None:
    """The contract dialog asked with the round's limits as ``state`` says ("mine": the person's
    counts, "played": each negative's copies played), the contracts offered alike."""
    from types import SimpleNamespace

    from game.engine import double_king_rules as R
    from game.ui.games.double_king_dialog import ContractDialog
    real = ContractDialog.spec

    def spec(self, view, legal):
        players = [dict(p) for p in view.constraints["players"]]
        players[self.stage.person].update(state.get("mine", {}))
        played = state.get("played", {})
        me = players[self.stage.person]
        offered = [a for a in legal if (a.contract == "atout" and me["trumps"] < me["trumps_max"])
                   or (a.contract != "atout" and me["negatives"] < me["negatives_max"]
                       and played.get(a.contract, 0) < R.COPIES_PER_NEGATIVE)]
        return real(self, SimpleNamespace(constraints={"players": players, "contracts_played": played}), offered)
    monkeypatch.setattr(ContractDialog, "spec", spec)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_greyed_contract_says_why_under_the_pointer(monkeypatch, language):
    """A greyed contract's tag said only what it costs ("Pas de plis : −1 par pli."), not why it
    could not be chosen. It adds why, as the round's limits are (rules §3, the engine's figures):
    a negative contract played as often as a round allows, the dealer's own negatives or trump
    games all chosen; a contract still offered says its cost alone."""
    from game.engine import double_king_rules as R
    from game.ui.games.double_king_terms import contract_tip
    state: dict = {}
    round_as(monkeypatch, state)
    with chooser(language=language) as (app, table, _picker):
        t = app.t

        def said(name):                      # the dialog asked again, the round as ``state`` says
            table.stage.show_dialog(table.adapter.dialog(table.match.view(table.person), table.match.legal_actions()))
            app.frame(1 / 60)
            button = table.adapter.picker.contract_buttons[name]
            [(text, _rect)] = tags_on_hover(monkeypatch, app, button.rect.center)
            return button.enabled, text
        state.update(played={"plis": 2, "coeurs": 1})
        enabled, text = said("plis")
        twice = t("dk.dialog.why_exhausted", n=R.COPIES_PER_NEGATIVE)
        assert not enabled and text == contract_tip(t, "plis", table.adapter.options) + " " + twice
        assert ("already played 2\u00a0times this round" if language == "en"
                else "déjà joué 2\u00a0fois dans cette ronde") in text
        assert said("coeurs") == (True, contract_tip(t, "coeurs", table.adapter.options))     # once: still offered
        state.update(played={}, mine={"trumps": R.TRUMPS_PER_PLAYER})
        enabled, text = said("atout")
        assert not enabled and text == contract_tip(t, "atout", table.adapter.options) + " " + \
            t("dk.dialog.why_trumps_done", n=R.TRUMPS_PER_PLAYER)
        assert ("your 2\u00a0trump games" if language == "en" else "vos 2\u00a0jeux d’atout") in text
        state.update(mine={"trumps": 0, "negatives": R.NEGATIVES_PER_PLAYER})
        enabled, text = said("dames")
        assert not enabled and text == contract_tip(t, "dames", table.adapter.options) + " " + \
            t("dk.dialog.why_negatives_done", n=R.NEGATIVES_PER_PLAYER)
        assert ("your 3\u00a0negative contracts" if language == "en" else "vos 3\u00a0contrats négatifs") in text
        assert said("atout") == (True, contract_tip(t, "atout", table.adapter.options))


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_deal_sheet_says_why_the_deal_ended_in_a_sentence(monkeypatch, language):
    """"Les treize levées ont été jouées." ended with a full stop, "Le dernier valet ou roi est
    tombé : la donne s'arrête" and "The last queen has fallen: the deal stops" did not: the sheet's
    line under the contract says why the deal ended, each reason ending with a full stop."""
    from test_ui_frame_support import texts_drawn
    app = make_app((1280, 720), language=language)
    table = start(app)
    try:
        ends = [("early_end", name) for name in ("coeurs", "dames", "rois_valets", "roi_coeur")]
        ends += [("all_tricks", "plis"), ("all_tricks", "sept_treize")]
        for reason, contract in ends:
            table.open_deal_end({"deal_in_round": 4, "chooser": 1, "contract": contract, "trump": None,
                                 "reason": reason, "tricks": [6, 2, 2, 3], "points": [-6, -2, -2, -3],
                                 "net": [-6, -2, -2, -3], "taken": []})
            assert isinstance(app.top, DoubleKingDealEnd)
            drawn = texts_drawn(monkeypatch, app.draw)
            said = table.t("dk.deal_end.contract", contract=table.t(f"dk.contract.{contract}"),
                           name=table.seat_name(1))
            why = drawn[drawn.index(said) + 1]
            assert why.endswith("."), why
            key = f"dk.banner.early_end.{contract}" if reason == "early_end" else "dk.deal_end.all_tricks"
            assert why == app.t(key)
            app.pop()
    finally:
        table.close()


@pytest.mark.parametrize("size", [(640, 400), (800, 500), (1280, 720)])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_score_pad_names_each_deal_s_contract_by_its_own_name(monkeypatch, size, language):
    """The English pad's rows read "Tricks", "Hearts" where the table and the dialog say "No tricks",
    "No hearts" ("Hearts" two rows above "Trumps ♥" read as a trump game in hearts). Each row names
    its contract as the table does, at 1280×720 every one, in a smaller window all but those too
    long for the pad's first column, which say their short name; whole, never cut, left of the
    players' columns."""
    from game.engine import double_king_rules as R
    from game.ui.games.double_king import DoubleKingTable
    contracts = list(R.CONTRACT_NAMES)
    rows = [{"round": 1, "deal_in_round": k, "contract": name, "trump": "H" if name == "atout" else None,
             "chooser": (k - 1) % 4, "points": [-1, 0, 0, 0] if name != "atout" else [1, 0, 0, 0]}
            for k, name in enumerate(contracts, 1)]
    monkeypatch.setattr(DoubleKingTable, "sheet_rows", lambda self: rows)
    app = make_app(size, language=language)
    table = start(app)
    try:
        pad, placed = _pad_placed(monkeypatch, app, table)
        players = min(rect.left for text, rect in placed if text == "−")    # the first player's column
        for name in contracts:
            own, short = app.t(f"dk.contract.{name}"), app.t(f"dk.short.{name}")
            said = [(text, rect) for text, rect in placed if text in (own, short)]
            assert said, (name, [text for text, _ in placed if text.endswith("…")])
            text, rect = said[0]
            assert rect.right < players, (text, rect, players)
            # "Tricks", "Hearts", "Queens" never in English; at 640×400 French names need more room
            if size == (1280, 720) or name in ("plis", "coeurs", "dames") and (language == "en" or size != (640, 400)):
                assert text == own, (name, text)
        assert not [text for text, _ in placed if text.endswith("…")]
    finally:
        table.close()



def test_one_contract_played_twice_is_said_in_the_singular(monkeypatch):
    """"Déjà joués deux fois : Pas de dames." put one contract in the plural: one played twice is
    "Déjà joué deux fois", several "Déjà joués"."""
    for played, said in (({"dames": 2}, "Déjà joué deux fois\u00a0: Pas de dames."),
                         ({"dames": 2, "plis": 2}, "Déjà joués deux fois\u00a0: Pas de plis, Pas de dames.")):
        _late_round(monkeypatch, played)
        with chooser(language="fr") as (_app, _table, picker):
            assert said in [text for text, *_ in picker.lines]
        monkeypatch.undo()


def played_out_line(app, table):
    """The queens chosen and the rest of the deal decided, played out: where its line stands."""
    from game.ui.table import draw
    _queens_chosen(app, table)
    table.playout = table.match.deal
    table.model.banner = ""
    return draw.banner_placed(table)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(640, 400), (800, 500), (1280, 720), (1920, 1080)])
def test_the_line_saying_the_rest_is_played_out_lies_clear_of_the_counts(size, language):
    """At 800×500 in English "The rest of the deal is decided: the cards are played out." lay on
    the lower corner of the counts panel, read beside it: the line keeps clear of the counts."""
    from game.ui.table.counts import counts_box
    app = make_app(size, language=language)
    table = start(app, dealer=0)
    try:
        placed = played_out_line(app, table)
        counts = counts_box(table)
        assert placed is not None and " ".join(placed[1]) == table.adapter.decided_line() and counts is not None
        assert not placed[0].colliderect(counts), (placed[0], counts)
    finally:
        table.close()


@pytest.mark.parametrize("size", [(800, 500), (1920, 1080)])
def test_the_line_saying_the_rest_is_played_out_lies_clear_of_the_trick(size):
    """At 1920×1080 "La suite de la donne est jouée d'avance : les cartes tombent." stood in the
    middle of the cloth, where the cards played out fell on it and hid it. While a decided rest
    is played out, the line stands clear of where the trick's cards lie."""
    app = make_app(size)
    table = start(app, dealer=0)
    try:
        placed = played_out_line(app, table)
        assert placed is not None and " ".join(placed[1]) == table.adapter.decided_line()
        assert not placed[0].colliderect(table.layout.trick_cards_box())
    finally:
        table.close()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_decided_rest_says_where_a_contract_that_stops_early_stops(language):
    """"No king of hearts" played out for the person from trick 5 said "The rest of the deal is
    decided: its cards are played for you.", and the deal stopped at the end of that trick, on the
    king of hearts. The decided rest of a contract that stops when its last penalty card falls
    (rules §4.2) says up to which card, and once that card lies in the trick, that the deal stops
    after it; a contract that plays every trick keeps the shared line."""
    app = make_app(language=language)
    table = start(app, dealer=1)
    try:
        table.seats.close()
        m = table.match
        table.apply(1, action_from_json({"type": "contract", "contract": "roi_coeur"}))
        for _ in range(60):
            app.frame(1 / 60)
        table.playout = m.deal                  # its rest played out for the person
        table.model.banner = ""
        assert table.banner_text() == app.t("dk.banner.decided.roi_coeur") != app.t("help.decided")
        while "KH" not in table.model.cards_down():
            assert m.deal == 1
            table.apply(m.to_act, m.legal_actions()[-1])
            for _ in range(200):
                if "KH" in table.model.cards_down():
                    break
                if table.trick_waiting:
                    click(app, table.layout.trick_area().center)
                app.frame(1 / 60)
                if not table.timeline.busy() and not table.trick_waiting:
                    break
        assert table.adapter.decided_line() == app.t("dk.banner.decided_last")
        table.adapter.contract = ("plis", None, 1)        # thirteen tricks whatever falls
        assert table.adapter.decided_line() == app.t("help.decided")
    finally:
        table.close()


def play_one_deal(app, table, contract: str):
    """The first deal played out under ``contract`` (chosen by the dealer, seat 1), each seat playing
    its last legal card, every trick gathered; the deal's sheet once it is shown."""
    table.seats.close()
    m = table.match
    table.apply(1, action_from_json({"type": "contract", "contract": contract}))
    while m.deal == 1:
        table.apply(m.to_act, m.legal_actions()[-1])
        for _ in range(50):
            if table.trick_waiting:
                click(app, table.layout.trick_area().center)
            app.frame(1 / 60)
            if not table.timeline.busy() or isinstance(app.top, DoubleKingDealEnd):
                break
    for _ in range(100):
        if isinstance(app.top, DoubleKingDealEnd):
            break
        if table.trick_waiting:
            click(app, table.layout.trick_area().center)
        app.frame(1 / 60)
    assert isinstance(app.top, DoubleKingDealEnd)
    return app.top


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_deal_sheet_of_no_7th_or_13th_trick_says_which_trick_cost_what(monkeypatch, language):
    """"No 7th or 13th trick": the sheet showed −5, or −2 and −3, with no word of why, while every
    other negative contract lists "trick N, card" per player. It now says who took the 7th and the
    13th trick and what each cost ("You: trick 7 (−2), trick 13 (−3)")."""
    from test_ui_frame_support import texts_drawn

    from game.ui import i18n
    app = make_app((1280, 720), language=language)
    table = start(app, seed=11, dealer=1)
    try:
        end = play_one_deal(app, table, "sept_treize")
        drawn = " ".join(texts_drawn(monkeypatch, app.draw))
        word = {"en": "trick", "fr": "pli"}[language]
        costs = {7: -2, 13: -3}
        takers = {n: w for n, w, _cards, _pts in end.summary["taken"] if n in costs}
        assert set(takers) == {7, 13}
        for seat in set(takers.values()):
            parts = [f"{word}{i18n.NO_BREAK}{n} ({i18n.signed(costs[n])})" for n in (7, 13) if takers[n] == seat]
            colon = "\u00a0:" if language == "fr" else ":"
            said = f"{table.seat_name(seat)}{colon} {i18n.dotted(parts)}"
            assert said in drawn, (said, drawn)
            assert end.summary["points"][seat] == sum(costs[n] for n in (7, 13) if takers[n] == seat)
    finally:
        table.close()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_deal_sheet_of_no_tricks_says_what_each_trick_cost(monkeypatch, language):
    """"No tricks": each trick costs one point; the sheet says so under the players' rows, where
    the other negative contracts list the cards that cost them."""
    from test_ui_frame_support import texts_drawn
    app = make_app((1280, 720), language=language)
    table = start(app, seed=11, dealer=1)
    try:
        play_one_deal(app, table, "plis")
        drawn = texts_drawn(monkeypatch, app.draw)
        said = {"en": "Each trick taken: −1.", "fr": "Chaque pli pris\u00a0: −1."}[language]
        assert said in drawn, drawn
    finally:
        table.close()


@pytest.mark.parametrize("contract,language,size,said,each", [
    ("coeurs", "en", (1280, 720), "Each heart taken: −1.", 1),
    ("dames", "fr", (800, 500), "Chaque dame prise\u00a0: −2.", 2),
    ("rois_valets", "en", (800, 500), "Each king or jack taken: −1.", 1),
    ("roi_coeur", "fr", (1280, 720), "Le roi de cœur pris\u00a0: −5.", 5),
])
def test_the_deal_sheet_of_a_card_contract_says_what_each_card_cost(monkeypatch, contract, language, size, said,
                                                                     each):
    """"No queens": the sheet listed "You: trick 1, queen of diamonds · trick 2, queen of spades"
    beside −4 with no word of the price, where "No tricks" says "Each trick taken: −1.". It now
    says what one penalty card costs, before who took which (a low window cuts the last lines, not
    the key to the figures), and every player's figure is that price for each card listed."""
    from test_ui_frame_support import texts_drawn
    app = make_app(size, language=language)
    table = start(app, seed=11, dealer=1)
    try:
        end = play_one_deal(app, table, contract)
        drawn = texts_drawn(monkeypatch, app.draw)
        assert said in drawn, drawn
        trick = {"en": "trick\u00a0", "fr": "pli\u00a0"}[language]
        listed = [i for i, text in enumerate(drawn) if trick in text]
        assert listed and drawn.index(said) < listed[0], drawn
        for seat in range(4):
            cards = sum(len(cards) for _n, winner, cards, _pts in end.summary["taken"] if winner == seat)
            assert end.summary["points"][seat] == -each * cards
    finally:
        table.close()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_card_played_for_the_person_is_said_until_its_trick_is_gathered(monkeypatch, language):
    """His lone legal card (an ace) was played for him and "Your only playable card … was played
    for you" went as soon as the next seat played: the trick then waited under "You take the trick"
    alone, and the card he had not chosen passed unnoticed. The words stay beside the hand with who
    takes the trick, until the trick is gathered."""
    from test_ui_frame_support import texts_drawn

    from game.ui.i18n import card_text
    app = make_app((1280, 720), language=language)
    table = start(app, seed=11, dealer=1)
    try:
        table.seats.close()
        m = table.match
        lone, checked = None, 0

        def frame():
            nonlocal lone
            if m.phase == "play" and m.to_act == table.person and len(m.legal_actions()) == 1:
                lone = m.legal_actions()[0].to_json()["card"]        # the table plays it for him
            app.frame(1 / 60)

        for _ in range(20000):
            if checked >= 3 or m.deal > 4:
                break
            if isinstance(app.top, DoubleKingDealEnd):
                if app.top.ready:
                    click(app, app.top.buttons[0].rect.center)
                app.frame(1 / 60)
                continue
            question = table.person_seat.question
            quiet = not table.timeline.busy() and not table.trick_waiting and app.top is table
            if m.phase != "play" and quiet:
                table.apply(m.to_act, m.legal_actions()[0])       # the contract: "No tricks" where free
            elif m.to_act != table.person and quiet:
                table.apply(m.to_act, m.legal_actions()[-1])
            elif question is not None and len(question.legal) > 1 and quiet:
                table.play_card(question.legal[-1].to_json()["card"])
            frame()
            if table.trick_waiting:
                drawn = " ".join(texts_drawn(monkeypatch, app.draw))
                # (not where the rest of the deal is decided and played out at once: that is said)
                played_for_him = (table.playout is None and lone is not None
                                  and lone in [code for _, code, _ in table.model.trick])
                said = app.t("help.played_for_you", card=card_text(lone, language)) if played_for_him else None
                assert any(form in drawn for form in trick_waits(table))
                if said is not None:
                    assert said in drawn, (said, drawn)
                    checked += 1
                lone = None
                click(app, table.layout.trick_area().center)
                for _ in range(60):
                    if not table.model.trick:
                        break
                    frame()
                if said is not None:
                    assert said not in " ".join(texts_drawn(monkeypatch, app.draw)), "said past its trick"
        assert checked >= 3
    finally:
        table.close()


@pytest.mark.parametrize("size, log", [((1280, 720), False), ((1920, 1080), False), ((800, 500), False),
                                       ((800, 500), True), ((1280, 720), True)])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_who_takes_the_trick_is_broken_at_its_dot_and_kept_off_the_window_s_edge(monkeypatch, size, log, language):
    """At 1280×720 "Hortense takes the trick · click to gather it" wrapped with "it" alone on the
    next line, and "You take the trick · click to gather it" ran to 14 px from the window's right
    edge. The line is whole on one line where it fits, else broken after its "·", the two parts on
    two lines (the dot left out where it would stand alone: with the log open at 800×500 it made a
    line of its own); and it keeps the margin the person's plate keeps on the other side. What
    the trick costs is said with it ("Ernestine takes the trick (−1)") where the window has room;
    at 800×500 it wrapped "(−1) ·" onto a line alone, between the two parts: there the line says
    it without the figure, in two lines."""
    app = make_app(size, language=language)
    table = start(app, seed=11, dealer=1)
    if log:
        table.toggle_log()
    try:
        table.seats.close()
        m = table.match
        table.apply(1, action_from_json({"type": "contract", "contract": "plis"}))
        margin = table.layout.plate_rect(table.person).x
        seen = 0
        for _ in range(3000):
            if m.deal != 1:
                break
            quiet = not table.timeline.busy() and not table.trick_waiting
            if m.to_act != table.person and quiet:
                table.apply(m.to_act, m.legal_actions()[-1])
            elif table.person_seat.question is not None and quiet:
                table.play_card(table.person_seat.question.legal[-1].to_json()["card"])
            app.frame(1 / 60)
            if table.trick_waiting:
                forms = trick_waits(table)          # with the trick's points, then fewer words
                placed = [(text, rect) for text, rect in texts_placed(monkeypatch, app.draw)
                          if text and any(text in form or form.startswith(text) for form in forms)]
                lines = [text for text, _ in placed]
                said = next(form for form in forms if " ".join(lines) in (form, form.replace(" · ", " ")))
                head, tail = said.split(" · ")
                assert said in forms[:2] or size[0] < 1280 or log, (said, size)    # with what it costs where room is
                if lines != [said]:     # else broken at its dot: the head's lines, then the tail's
                    cut = next(k for k in range(1, len(lines)) if " ".join(lines[:k]) in (head, head + " ·"))
                    assert " ".join(lines[cut:]) == tail, lines
                    assert len(lines) == 2 or table.show_log, lines      # the window's room: two lines
                for _text, rect in placed:
                    assert rect.right <= table.layout.w - margin, (rect, size, margin)
                seen += 1
                click(app, table.layout.trick_area().center)
        assert seen >= 10
    finally:
        table.close()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_contract_s_tip_says_when_its_deal_stops_early(monkeypatch, language):
    """The contract tips never said that a deal stops when the last penalty card falls (the last
    queen in "No queens", rules §4.2, §8b). The four contracts with penalty cards now say it, in
    the dialog and on the table once chosen; "No tricks", "No 7th or 13th trick" and the trump
    game, which play all thirteen tricks, say nothing of it."""
    from test_ui_frame_support import tags_on_hover
    with chooser(language=language) as (app, table, picker):
        stops = {"en": "the deal stops", "fr": "la donne s’arrête"}[language]
        for name, button in picker.contract_buttons.items():
            [(text, _rect)] = tags_on_hover(monkeypatch, app, button.rect.center)
            early = name in ("coeurs", "dames", "rois_valets", "roi_coeur")
            assert (stops in text.lower()) == early, (name, text)
            if early:
                assert text.endswith(app.t(f"dk.tip.early_end.{name}"))
        table.adapter.contract = ("dames", None, 0)
        assert stops in table.adapter.bar_help().lower()
        table.adapter.contract = ("plis", None, 0)
        assert stops not in table.adapter.bar_help().lower()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_trump_suit_s_button_says_what_choosing_it_means(monkeypatch, language):
    """The four suit buttons of the trump game had no tip: the pointer on one now says that this
    suit would be trumps for the deal, and how many of its cards the dealer holds."""
    from test_ui_frame_support import tags_on_hover

    from game.ui.games.double_king_terms import contract_label
    with chooser(language=language) as (app, table, picker):
        hand = table.match.view(table.person).hand
        counts = set()
        for suit, button in picker.suit_buttons.items():
            [(text, _rect)] = tags_on_hover(monkeypatch, app, button.rect.center)
            held = sum(1 for code in hand if code[1] == suit)
            counts.add(held)
            assert text.startswith(contract_label(table.t, "atout", suit)), text
            said = {"en": f"You hold {held}." if held else "You hold none.",
                    "fr": f"Vous en avez {held}." if held else "Vous n’en avez aucun."}[language]
            assert text.endswith(said), (text, said)
        assert len(counts) > 1             # the counts differ from suit to suit: each its own


@pytest.mark.parametrize("size", [(640, 400), (800, 500), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_trump_game_s_help_stands_whole_clear_of_the_plates_the_hand_and_the_bar(monkeypatch, size, language):
    """At 640×400 in French the help of "Atout" (eleven lines in a column beside the panel, down
    by the window's foot) lay on the lowest pixels of Hortense's plate beside it. It stands whole
    and clear of every seat's plate, of the person's hand and of the bar, at every window size (in
    its fewest words where its rules stand farther from the choice: at 800×500 they stood under
    the top bar at the chooser's other end, read as no part of it)."""
    from game.ui import widgets
    with chooser(size, language) as (app, table, picker):
        button = picker.contract_buttons["atout"]
        [(text, width, rect)] = tags_on_hover(monkeypatch, app, button.rect.center, widths=True)
        assert text in (button.help, button.fewest_help) and text.startswith(app.t("dk.contract.atout"))
        lay = table.layout
        for seat in range(table.players):
            assert not rect.colliderect(lay.plate_rect(seat)), (table.seat_name(seat), rect, lay.plate_rect(seat))
        for code, card in hand_rects(table):
            assert not rect.colliderect(card), (code, rect, card)
        assert not rect.colliderect(lay.top_bar), (rect, lay.top_bar)
        assert not rect.colliderect(button.rect), rect       # by it, on the other choices at most
        # every line drawn whole: none cut, none off the window, all the words there
        font = app.font("small")
        lines = widgets.wrap(text, font, width) if width else [text]
        assert " ".join(lines) == text and not any(line.endswith("…") for line in lines)
        assert all(font.size(line)[0] <= rect.w for line in lines)
        assert app.surface.get_rect().contains(rect)


@pytest.mark.parametrize("size", [(640, 400), (800, 500), (1280, 720)])
@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_greyed_trump_game_s_help_keeps_a_gap_from_every_plate(monkeypatch, size, language):
    """At 640×400 the greyed "Atout"'s help (its rules, then why it is greyed), in a column right
    of Anatole's plate, ran down onto the top row of Hortense's. It keeps a gap from every plate,
    in fewer words where the window has no room clear for them all: why it is greyed."""
    from test_ui_frame_support import tags_on_hover

    from game.engine import double_king_rules as R
    round_as(monkeypatch, {"mine": {"trumps": R.TRUMPS_PER_PLAYER}})
    with chooser(size, language) as (app, table, picker):
        button = picker.contract_buttons["atout"]
        [(text, rect)] = tags_on_hover(monkeypatch, app, button.rect.center)
        why = app.t("dk.dialog.why_trumps_done", n=R.TRUMPS_PER_PLAYER)
        assert not button.enabled and text.endswith(why), text
        gap = 3
        for seat in range(table.players):
            plate = table.layout.plate_rect(seat)
            assert not rect.inflate(2 * gap, 2 * gap).colliderect(plate), (table.seat_name(seat), rect, plate)


@pytest.mark.parametrize("undertrump", [True, False])
@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_trump_game_s_help_says_what_this_match_plays_of_undertrumping(monkeypatch, language, undertrump):
    """The help of "Atout" said the "Sous-couper" option was on by default, even at a table that
    played it off: a void player who cannot overtrump then plays any card. It says what this
    match does, in the contract dialog, on the contract's tag and the bar once it is played, and
    on the rules page opened from the table."""
    from game.ui.scenes.rules import RulesScene
    still, free = {"fr": ("on coupe quand même", "on joue la carte qu’on veut"),
                   "en": ("you still trump", "you may play any card")}[language]
    with chooser(language=language, options={"must_undertrump": undertrump}) as (app, table, picker):
        option = app.t("optname.double_king.must_undertrump")
        value = app.t("common.yes" if undertrump else "common.no").lower()
        [(text, _rect)] = tags_on_hover(monkeypatch, app, picker.contract_buttons["atout"].rect.center)
        page = [text for kind, text in RulesScene(app, game="double_king", match_options=table.adapter.options).blocks()
                if kind == "bullet"]
        click(app, picker.contract_buttons["atout"].rect.center)
        click(app, picker.suit_buttons["S"].rect.center)
        click(app, picker.confirm_button.rect.center)
        for _ in range(30):
            app.frame(1 / 60)
        assert table.adapter.contract is not None and table.adapter.contract[0] == "atout"
        badge, _label = table.adapter._contract_tag(app.surface.get_rect())
        on_tag = [said for said, _rect in tags_on_hover(monkeypatch, app, badge.center)]
        rules = [line for line in page if line.startswith(app.t("dk.contract.atout"))]
        for said in [text, *on_tag, table.adapter.bar_help(), *rules]:
            assert (still in said) == undertrump and (free in said) != undertrump, said
            assert option in said and value in said.lower(), said
            assert "défaut" not in said and "default" not in said, said
        assert on_tag and len(rules) == 1


@pytest.mark.parametrize("go_over", ["trump_led", "always"])
@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_trump_game_s_words_say_when_this_match_must_go_over(language, go_over):
    """The trump game's words said one must go over when trumps are led, even at a table whose
    option "go_over" (rules A6) makes every player following suit go over the trick's best card
    unless it is trumped. They say what the match plays, the rules' default outside a match."""
    from game.ui.games.double_king_terms import contract_rules
    app = make_app(language=language)
    t = app.t
    led = {"fr": "Quand on entame atout, il faut monter", "en": "When trumps are led you must go over"}[language]
    every = {"fr": "il faut monter sur la meilleure carte du pli", "en": "go over the trick’s best card"}[language]
    words = contract_rules(t, "atout", {"go_over": go_over})
    assert (led in words) == (go_over == "trump_led") and (every in words) == (go_over == "always"), words
    assert led in contract_rules(t, "atout", None)


@pytest.mark.parametrize("language, first, suit", [("fr", "Choisissez un contrat", "Choisissez la couleur d’atout"),
                                                   ("en", "Choose a contract", "Choose the trump suit")])
def test_the_contract_panel_s_greyed_button_says_what_to_choose_first(language, first, suit):
    """The greyed "Annoncer" did nothing when clicked before a contract was chosen, and said
    nothing; after Atout it read "Choisissez la couleur d'atout". Before a contract too it says
    what to do first; once one is chosen it announces it, and a click does."""
    with chooser(language=language) as (app, table, picker):
        button = picker.confirm_button
        assert button.label == first and not button.enabled
        click(app, picker.contract_buttons["atout"].rect.center)
        assert picker.confirm_button.label == suit and not picker.confirm_button.enabled
        name = next(n for n, b in picker.contract_buttons.items() if b.enabled and n != "atout")
        click(app, picker.contract_buttons[name].rect.center)
        assert picker.confirm_button.enabled and picker.confirm_button.label != first


@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_penalty_card_counts_as_fallen_as_soon_as_it_lies_in_the_trick(language):
    """"Cartes de pénalité pas encore tombées : 4/4" and "dames à tomber : 4" still showed while the
    Q♦ lay in the trick, and changed only when the trick was gathered, where Polignac's jacks count
    a jack as fallen as soon as it is played. A queen played counts at once, in the counts and in
    the bar, frame by frame over a deal of queens."""
    import re
    with chooser(language=language, speed="normal") as (app, table, picker):
        click(app, picker.contract_buttons["dames"].rect.center)
        click(app, picker.confirm_button.rect.center)
        heading = app.t("dk.count.penalties", n=0, total=4).split("0")[0]
        bar_words = app.t("dk.bar.left.dames", n=0).split("0")[0]
        seen: set[str] = set()
        checked = 0
        for _ in range(20000):
            if isinstance(app.top, DoubleKingDealEnd):
                break
            if table.trick_waiting:
                table.proceed()
            elif table.person_to_play() and not table.timeline.busy():
                table.play_card(next(c for c in table.model.hand if table.legal(c)))
            app.frame(1 / 60)
            seen |= {code for _seat, code, *_ in table.model.trick if code[0] == "Q"}
            line = next((line for line in table.adapter.counts()      # read, its phrase kept whole
                         if line.replace("\xa0", " ").startswith(heading.replace("\xa0", " "))), None)
            if line is None or not seen:
                continue
            assert int(re.search(r"(\d+)/4", line).group(1)) == 4 - len(seen), (line, seen)
            said = " ".join(table.adapter.top_line())
            if len(seen) < 4:
                assert f"{bar_words}{4 - len(seen)}" in said, (said, seen)
            checked += 1
        assert table.adapter.contract[0] == "dames" and checked > 10 and seen


def _pad_with_chosen_deals(table):
    """The score pad over four deals played, each circled under the seat that chose it."""
    rows = [{"round": 1, "deal_in_round": 1, "contract": "atout", "trump": "D", "chooser": 1, "points": [2, 3, 5, 3]},
            {"round": 1, "deal_in_round": 2, "contract": "plis", "trump": None, "chooser": 2,
             "points": [-8, -1, -1, -3]},
            {"round": 1, "deal_in_round": 3, "contract": "atout", "trump": "H", "chooser": 3, "points": [1, 2, 3, 7]},
            {"round": 1, "deal_in_round": 4, "contract": "atout", "trump": "S", "chooser": 0, "points": [3, 1, 7, 2]}]
    table.adapter.sheet_rows = lambda: rows
    table.open_scores()
    assert isinstance(table.app.top, DoubleKingScorePad)
    return table.app.top


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(800, 500), (1280, 720), (1920, 1080)])
def test_the_score_pad_writes_and_rings_between_its_rules(monkeypatch, size, language):
    """At 800×500 the pad's red rule under its heads lay on the baseline of "N° Contrat" and of the
    players' names, row 1 touched it, and the choosers' rings touched the ruled lines: rows of 13
    pixels for a hand 16 high. Every text keeps two clear rows from the rules above its ink and
    under its baseline, and every ring stands clear of its row's rules and its column's lines while
    reaching past its figure."""
    from game.ui import theme, widgets
    from game.ui.games import double_king_sheets as sheets
    app = make_app(size, language=language)
    table = start(app, dealer=1)
    try:
        app.frame(1 / 60)
        pad = _pad_with_chosen_deals(table)
        texts, flat, upright, rings = [], [], [], []
        real_text, real_line, real_ring = widgets.draw_text, pygame.draw.line, sheets.ring_points

        def spy_text(surface, text, font, *args, **kwargs):
            rect = real_text(surface, text, font, *args, **kwargs)
            texts.append((text, font, pygame.Rect(rect)))
            return rect

        def spy_line(surface, colour, start, end, width=1):
            if start[1] == end[1]:
                flat.append((int(start[1]), int(start[1]) + width - 1, min(start[0], end[0]), max(start[0], end[0])))
            elif start[0] == end[0]:
                upright.append((int(start[0]), int(start[0]) + width - 1, min(start[1], end[1]), max(start[1], end[1])))
            return real_line(surface, colour, start, end, width)

        def spy_ring(centre, rx, ry):
            points = real_ring(centre, rx, ry)
            rings.append((centre, points))
            return points
        monkeypatch.setattr(widgets, "draw_text", spy_text)
        monkeypatch.setattr(pygame.draw, "line", spy_line)
        monkeypatch.setattr(sheets, "ring_points", spy_ring)
        pad.draw(app.surface)
        monkeypatch.undo()
        labels = {b.label for b in pad.buttons}
        title = min(rect.bottom for _, _, rect in texts)             # the title's foot, the first line drawn
        written = [(text, font, rect) for text, font, rect in texts
                   if text not in labels and pad.rect.contains(rect) and rect.top >= title and text.strip()]
        assert len(written) > 60 and flat
        for text, font, rect in written:
            ink = font.render(text, True, theme.INK).get_bounding_rect().move(rect.topleft)
            baseline = rect.top + font.get_ascent()
            across = [(a, b) for a, b, x0, x1 in flat if x0 < ink.right and ink.left < x1]
            above = max((b for a, b in across if b < ink.top), default=None)
            below = min((a for a, b in across if a >= baseline - 1), default=None)
            assert not [(a, b) for a, b in across if ink.top <= b and a < baseline], (text, ink, across)
            assert above is None or ink.top - above >= 3, (text, ink, above)
            assert below is None or below - baseline >= 2, (text, baseline, below)
        assert len(rings) == 5                              # the four choosers' and the key's
        for (cx, cy), points in rings:
            ys = [int(y) for _, y in points]
            xs = [int(x) for x, _ in points]
            across = [(a, b) for a, b, x0, x1 in flat if x0 < cx < x1]
            above = max(b for a, b in across if b < cy)
            below = min(a for a, b in across if a > cy)
            assert above + 2 <= min(ys) and max(ys) + sheets.ring_pen(pad._laid[1].line) - 1 <= below - 2, \
                ((cx, cy), min(ys), max(ys), above, below)
            beside = [(a, b) for a, b, y0, y1 in upright if y0 < cy < y1]
            left = max((b for a, b in beside if b < cx), default=pad.rect.x)
            right = min((a for a, b in beside if a > cx), default=pad.rect.right)
            assert left + 2 <= min(xs) and max(xs) + 1 <= right - 2, ((cx, cy), min(xs), max(xs), left, right)
            figure = next((font, rect) for text, font, rect in written if rect.collidepoint(cx, cy) and text.isdigit()
                          ) if cx < pad._laid[1].split else None
            if figure is not None:
                font, rect = figure
                ink = font.render("0", True, theme.INK).get_bounding_rect().move(rect.topleft)
                assert min(ys) < ink.top and max(ys) >= ink.bottom, ((cx, cy), min(ys), max(ys), ink)
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(800, 500), (1280, 720), (1920, 1080), (640, 400)])
@pytest.mark.parametrize("dealer", range(4))
def test_the_first_dealer_s_cross_stands_beside_his_name_clear_of_the_minus_and_plus(monkeypatch, size, language,
                                                                                     dealer):
    """At 800×500 in French the pad's cross of the first dealer (Hortense) stood under her name
    in the row of the round's − and + signs, between her − and her +, as if it were one of them.
    Whoever deals first, at every size, the cross stands in his name's row right of his name, in
    his column, clear of the signs' row and of every word written (the names before his making
    room where his name must reach left over his column's rule)."""
    app = make_app(size, language=language)
    table = start(app, dealer=dealer)
    try:
        table.open_scores()
        pad = app.top
        crosses, placed = pad_marks(monkeypatch, pad, app)
        lay = pad._laid[1]
        (cx, cy), r = crosses[0]                            # the round's (the key's comes after)
        cross = pygame.Rect(cx - r, cy - r - 1, 2 * r + 2, 2 * r + 3)
        signs = [rect for text, rect in placed if text in ("−", "+") and rect.right <= lay.split]
        row = pygame.Rect(lay.cols_x, signs[0].centery - lay.line // 2, 4 * lay.col, lay.line)   # the signs' row
        assert not cross.colliderect(row), (cross, row)
        name = next(rect for text, rect in placed if text == table.seat_name(dealer) and rect.right <= lay.split)
        assert name.top <= cy <= name.bottom and name.right < cross.left, (name, cross)
        assert lay.cols_x + dealer * lay.col <= cross.left and cross.right < lay.cols_x + (dealer + 1) * lay.col
        # (the signs' lines, taller than their row at 640×400, reach over its rule by a clear pixel)
        assert not [text for text, rect in placed if text not in ("−", "+") and rect.colliderect(cross)], cross
        heads = sorted((rect for text, rect in placed if rect.centery == name.centery and rect.right <= lay.split),
                       key=lambda rect: rect.x)
        assert len(heads) == 4 and all(b.left - a.right >= 6 for a, b in zip(heads, heads[1:])), heads
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(800, 500), (700, 450), (640, 400)])
def test_the_first_dealer_s_cross_keeps_clear_of_its_column_s_rules(size, language):
    """At 700×450 and 800×500 the cross beside the round's first dealer ("Anatole ×") ran to his
    column's rule and touched it, where the rings keep a clear pixel from theirs. Whoever deals
    first, the cross's ink stands two clear pixels or more inside the rules of his column."""
    from game.ui import theme
    from game.ui.games import double_king_sheets as sheets
    for dealer in range(4):
        app = make_app(size, language=language)
        table = start(app, dealer=dealer)
        try:
            table.open_scores()
            app.draw()
            pad, surface = app.top, app.surface
            lay = pad._laid[1]
            x0 = lay.cols_x + dealer * lay.col
            # the cross's ink, beside the name or under it, over a round yet unplayed (no rings)
            ink = [(x, y) for y in range(pad.rect.y, pad.rect.y + pad.rect.h // 3)
                   for x in range(x0 - lay.col // 2, x0 + lay.col + lay.col // 2)
                   if tuple(surface.get_at((x, y)))[:3] == sheets.INK_BLUE]
            assert ink, (size, dealer)
            lo, hi = min(x for x, _ in ink), max(x for x, _ in ink)
            # the column's rules where they run, across an empty deal's row under the heads
            y = max(y for _, y in ink) + 2 * lay.line
            while tuple(surface.get_at((lo, y)))[:3] == theme.PAPER_RULE:
                y += 1
            rules = [x for x in range(x0 - lay.col, x0 + 2 * lay.col)
                     if tuple(surface.get_at((x, y)))[:3] == theme.PAPER_RULE]
            left, right = max(x for x in rules if x < lo), min(x for x in rules if x > lo)
            assert left + 2 < lo and hi < right - 2, (dealer, left, lo, hi, right)
        finally:
            table.close()


# the penalty cards of each contract, and a trump game's suit (the counts read only how many)
COUNTED_CONTRACTS = [("plis", None, 0), ("coeurs", None, 13), ("dames", None, 4), ("rois_valets", None, 8),
                     ("roi_coeur", None, 1), ("sept_treize", None, 0), ("atout", "S", 0)]


@pytest.mark.parametrize("size", [(800, 500), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_counts_panel_wraps_between_its_items_never_within_one(size, language):
    """At 800×500 the counts panel read "Atouts pas encore joués : 13 (dont" over "4 dans votre
    main)", and at 1280×720 "Contrats choisis (négatifs · atouts) : Vous 0/3 · 0/2," stood over
    the others' items as one sentence broken where the width fell. A count that wraps gives its
    label a row of its own and breaks between the players' items only; a phrase is never broken:
    in every contract, the whole lines or their short form."""
    from game.ui.table import counts
    app = make_app(size, language=language)
    table = start(app, dealer=1)                   # Ernestine chooses; the person plays
    try:
        deadline = time.monotonic() + 30
        while not (table.person_to_play() and table.adapter.contract is not None) and time.monotonic() < deadline:
            app.frame(1 / 60)
        adapter = table.adapter
        assert adapter.contract is not None
        adapter.constraints[0].update(negatives=1)
        for name, trump, penalties in COUNTED_CONTRACTS:
            adapter.contract = (name, trump, 1)
            adapter.penalties = ["AH"] * penalties
            rows, _rect = counts._counts_placed(table)
            lines = adapter.counts() if " ".join(rows).split() == " ".join(adapter.counts()).split() \
                else adapter.counts_short()
            assert " ".join(rows).split() == " ".join(lines).split(), (name, rows)
            left = list(rows)
            for line in lines:                        # each count starts a row of its own
                k = next(k for k in range(1, len(left) + 1) if " ".join(left[:k]) == line)
                mine, left = left[:k], left[k:]
                if len(mine) > 1:                     # wrapped: its label alone, then whole items
                    label = next(k for k, row in enumerate(mine) if row.endswith(":"))
                    assert label < len(mine) - 1, (name, language, size, rows)
                    assert all(row.endswith((",", "·")) for row in mine[label + 1:-1]), (name, language, size, rows)
    finally:
        table.close()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_counts_count_a_complete_trick_s_points_with_its_penalty_cards(language):
    """While the last trick lay complete the counts read "Penalty cards yet to fall: 0/13" (its hearts
    no longer out) and "This deal: You −9", then −10 once it was gathered: the trick's points waited
    for its cards to reach the taker's pile. A trick's points count as it lies complete, with its
    penalty cards: at each complete trick the counts' deal line gives every player the points the
    rules give him so far (the engine's, and at the deal's last trick its deal sheet's), the
    penalty cards still out are the engine's, and gathering the trick changes neither."""
    from game.ui import i18n
    app = make_app(language=language)
    table = start(app, seed=11, dealer=1)
    try:
        table.seats.close()
        m = table.match
        table.apply(1, action_from_json({"type": "contract", "contract": "coeurs"}))
        adapter, t = table.adapter, app.t

        def read(text):                     # as read: the counts' no-break spaces are spaces
            return text.replace(i18n.NO_BREAK, " ")

        def deal_line(points):
            return read(t("dk.count.deal", points=i18n.dotted(i18n.with_figure(table.seat_name(s), i18n.signed(p))
                                                               for s, p in enumerate(points))))
        seen, last = 0, None
        for _ in range(5000):
            if isinstance(app.top, DoubleKingDealEnd):
                break
            quiet = not table.timeline.busy() and not table.trick_waiting
            if m.to_act != table.person and quiet and m.deal == 1:
                table.apply(m.to_act, m.legal_actions()[-1])
            elif table.person_seat.question is not None and quiet:
                table.play_card(table.person_seat.question.legal[-1].to_json()["card"])
            app.frame(1 / 60)
            if table.trick_waiting:
                lines = [read(line) for line in adapter.counts()]
                if m.deal == 1:             # the engine still in the deal: its figures so far
                    view = m.view(table.person)
                    assert deal_line(view.deal_points) in lines, (lines, view.deal_points)
                    out = read(t("dk.count.penalties", n=len(view.penalty_left), total=len(view.penalty_cards)))
                    assert out in lines, (lines, out)
                else:
                    last = lines
                click(app, table.layout.trick_area().center)
                while table.model.trick_winner is not None and app.top is table:
                    app.frame(1 / 60)
                if app.top is table and m.deal == 1:
                    assert [read(line) for line in adapter.counts()] == lines   # gathered, flying to its taker
                    while table.timeline.busy() and not table.model.trick:
                        app.frame(1 / 60)
                    assert [read(line) for line in adapter.counts() if read(line) in lines] == lines   # on his pile
                seen += 1
        assert isinstance(app.top, DoubleKingDealEnd) and seen >= 5
        assert last is not None and deal_line(app.top.summary["points"]) in last, last
    finally:
        table.close()


@pytest.mark.parametrize("language, jack, king", [("fr", "valets?", "rois?"), ("en", "jacks?", "kings?")])
def test_the_kings_and_jacks_contract_names_its_two_ranks_in_one_order(language, jack, king):
    """French named "No kings or jacks" three ways: « Pas de valets ni de rois » (the contract),
    « Valets/rois » (its short name), « rois et valets à tomber » (the bar) and « roi ou valet »
    in its banners, tips, rules and lesson. Every text of Double King's (table, rules, options,
    lessons) that says the two ranks together says them in the order of the contract's name: the
    jacks first in French (the rules' « Pas de valets/rois »), the kings first in English."""
    import re

    from game.ui import i18n
    first, second = (jack, king) if language == "fr" else (king, jack)
    own = re.compile(r"(dk\.|lesson\.dk_|rules\.double_king|opt\w*\.double_king)")
    keys = [k for k in i18n.catalogue(language) if own.match(k)]
    together = re.compile(rf"\b({first}|{second})\b(\W+\w+){{0,3}}?\W+\b({first}|{second})\b", re.IGNORECASE)
    pairs = [(key, m.group(0)) for key in keys for m in together.finditer(i18n.translate(key, language))
             if re.fullmatch(first, m.group(1), re.IGNORECASE) is None
             or re.fullmatch(second, m.group(3), re.IGNORECASE) is None]
    said = [key for key in keys if re.search(rf"\b{first}\b.*\b{second}\b", i18n.translate(key, language), re.I)]
    assert "dk.bar.left.rois_valets" in said and "dk.short.rois_valets" in said
    assert pairs == []


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(800, 500), (1280, 720)])
@pytest.mark.parametrize("length", [20, 24, 30])
def test_a_long_name_of_the_person_s_is_cut_on_his_plate_and_leaves_the_bar_and_counts_whole(monkeypatch, size,
                                                                                               language, length):
    """A long name of the person's was never tried at the table: 20 letters (the most the setup's
    field takes), 24 (the most the settings file keeps) and 30 (a match's seats given otherwise).
    His plate writes it cut with an ellipsis, inside the plate, clear of the dealer's mark; the bar
    keeps "Double King", its texts apart, in the window and clear of its buttons (the person's
    choice is "your choice", not his name); the counts stand in the window clear of every plate
    and fan, at the contract's choice and in play."""
    from game.ui.table import draw
    from game.ui.table.seats import concrete
    name = ("Marie-Bernadette de la Tour-Montfaucon")[:length]
    app = make_app(size, language=language)
    seats = default_seats(4)
    seats[0]["name"] = name
    for seat in seats[1:]:
        seat["level"] = "debutant"
    table = TableScene(app, MatchConfig("double_king", 4, {}, seats, seed=5, dealer=0))
    app.push(table)
    window = pygame.Rect(0, 0, *size)
    try:
        for phase in ("contract", "play"):
            for _ in range(600):
                if table.match.phase == phase and table.person_seat.question is not None \
                        and not table.timeline.busy():
                    break
                app.frame(1 / 60)
            assert table.match.phase == phase and (phase == "play" or isinstance(table.dialog, ContractChoice))
            table.__dict__.pop("_plate_cache", None)            # the plates drawn anew
            placed = texts_placed(monkeypatch, app.draw)
            plate = table.layout.plate_rect(0)
            said = [text for text, rect in placed if text.startswith(name[:8])]
            cut = [text for text in said if text.endswith("…")]
            assert cut and all(name.startswith(text[:-1]) for text in cut), said
            width = app.font("body").size(cut[0])[0]
            mark = 2 * draw.dealer_mark_radius(table) + 4
            assert width <= plate.w - mark, (cut[0], width, plate)
            bar = bar_texts(table)
            rects = [rect for _, _, rect in bar]
            assert bar[0][0].startswith("Double King"), bar
            assert all(window.contains(rect) for rect in rects), bar
            assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), bar
            buttons = [b.rect for b in table.bar_buttons]
            assert all(rect.collidelist(buttons) < 0 for rect in rects), bar
            assert not [text for text, _, _ in bar if name[:8] in text], bar
            counts = counts_box(table)
            seen = [table.layout.plate_rect(s) for s in range(4)] + [table.layout.fan_rect(s, 13) for s in range(1, 4)]
            assert counts is None or (window.contains(counts) and counts.collidelist(seen) < 0), (counts, seen)
            if phase == "contract":
                table.choose(concrete(table.person_seat.question.legal[0]).to_json())
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(800, 500), (1280, 720), (1920, 1080)])
def test_the_score_pad_keeps_its_columns_when_totals_reach_three_figures(monkeypatch, size, language):
    """A match of five rounds: when a player's totals of the round reach 104 and 147 and a round's
    net is −143, nothing that stood on the pad moves (its heads, its columns' marks, the first
    deal's row, the first round's line in the match's part, in the same words), and every figure
    is written inside the pad over no other words, each total within its player's column."""
    app = make_app(size, language=language)
    table = start(app, options={"rounds": 5})
    try:
        app.frame(1 / 60)
        adapter = table.adapter
        first = [{"round": 1, "deal_in_round": 1, "contract": "plis", "trump": None, "points": [-3, -4, -5, -1],
                  "chooser": 0}]
        full = first + \
            [{"round": 1, "deal_in_round": k, "contract": "atout", "trump": "S", "points": [13, 0, 0, 0],
              "chooser": k % 4} for k in range(2, 10)] + \
            [{"round": 1, "deal_in_round": k, "contract": "coeurs", "trump": None, "points": [0, -13, 0, 0],
              "chooser": k % 4} for k in range(10, 21)]
        seen = []
        for rows, done in ((first, [([5, -3, -2, 0], [16, 4, 8, 12])]),
                           (full, [([5, -3, -2, 0], [16, 4, 8, 12]), ([104, -143, 0, 0], [16, 4, 12, 8])])):
            monkeypatch.setattr(adapter, "sheet_rows", lambda rows=rows: rows)
            monkeypatch.setattr(adapter, "rounds_done", lambda done=done: done)
            table.open_scores()
            app.frame(1 / 60)
            pad = app.top
            assert isinstance(pad, DoubleKingScorePad)
            placed = texts_placed(monkeypatch, lambda pad=pad: pad.draw(app.surface))
            for i, (text, rect) in enumerate(placed):
                assert pad.rect.contains(rect), text
                for other, elsewhere in placed[i + 1:]:
                    assert not rect.colliderect(elsewhere), (text, other)
            seen.append((pad, {(text, tuple(rect)) for text, rect in placed}))
            pad.close()
        (_, before), (pad, after) = seen
        lay = pad._laid[1]
        # what the first state wrote of the round, the heads of the match and its first round's
        # line, and the second did not: only the round's totals that changed
        line_1 = next(rect for text, rect in before if text == app.t("dk.round_short", n=1))
        kept = {(text, rect) for text, rect in before if rect[0] < lay.split or rect[1] <= line_1[1]}
        changed = {text for text, _ in kept - after}
        assert changed <= {"0", "3", "4", "5", "1", "−3", "−4", "−5", "−1", "·"}, kept - after
        totals = [(text, rect) for text, rect in after if text in ("104", "147", "+101", "−147")]
        assert len(totals) == 4, totals
        for text, rect in totals:
            left = lay.cols_x + (pygame.Rect(rect).centerx - lay.cols_x) // lay.col * lay.col
            assert left <= rect[0] and rect[0] + rect[2] <= left + lay.col, (text, rect, lay.cols_x, lay.col)
    finally:
        table.close()
