"""The learning table (issue 16), driven by posted keys and clicks: the hint, taking back a decision
in practice, the cards played for the person where nothing is to decide, the review's hook."""
import json
import sys
import time

import pygame
import pytest
from test_ai_worker import WATCHING_PROCESSES
from test_learn_ui import played
from test_ui_frame_support import debutant_table
from test_ui_frame_support import key_down as key

from game.engine import GAME_MODULES, RuleError, action_from_json, new_match
from game.store import Paths, Store
from game.store.settings import SPEEDS
from game.ui import theme
from game.ui.app import App
from game.ui.config import MatchConfig, default_seats
from game.ui.hints import action_text, over
from game.ui.scenes.message import MessageScene
from game.ui.scenes.review import ReviewScene
from game.ui.table import TableScene
from game.ui.table.learning import AUTO_BEAT_S, PLAYOUT_NOTICE_S, hinted_cards, marks, rest_is_decided
from game.ui.table.seats import concrete
from game.ui.table.sheets import DealEndScene

PLAYERS = {"polignac": 4, "double_king": 4, "guinguette": 4}


def make_app(root, size=(1280, 720), **settings):
    """An App on a store under ``root``, its cards at Instant, the computers never pausing to think,
    in French, with any other ``settings``."""
    app = App(size, store=Store(Paths.under(str(root)), fsync=False))
    values = {"speed": "instant", "think_pause_ms": 0, "language": "fr", **settings}
    for name, value in values.items():
        app.settings[name] = value
    return app


def start(app, game="polignac", mode="normal", seed=7, dealer=3, deals=None):
    return debutant_table(app, game, PLAYERS[game], seed=seed, dealer=dealer, mode=mode, deals=list(deals or []))


# a frame's time on the way to what a test looks at: the same cards are played whatever the frames
# last (the seats' choices and the person's answers do not hang on the clock), in a fifteenth of the
# frames of 1/60 s, each drawn at the cost of a real one
ON_THE_WAY_DT = 0.25


def until(app, done, limit=6000, answer=None, dt=1 / 60):
    """Frames of ``dt`` seconds until ``done()``, gathering each trick that waits and closing
    papers; ``answer(q)`` (when given) answers the person's questions it returns True for, with
    their first legal action."""
    for _ in range(limit):
        table = app.top if isinstance(app.top, TableScene) else None
        if done():
            return
        if table is None:
            app.top.close()
        elif table.trick_waiting:
            table.proceed()
        elif answer and table.person_seat.question is not None and not table.timeline.busy():
            question = table.person_seat.question
            if answer(question):
                table.choose(concrete(question.legal[0]).to_json())
        app.frame(dt)
    raise AssertionError("the table never got there")


def asked(app):
    table = app.top
    return isinstance(table, TableScene) and table.person_seat.question is not None \
        and not table.timeline.busy()


def press_hint(app):
    """H, as a person asks a hint: the first of an ordinary match asks first, and is answered yes."""
    key(app, pygame.K_h)
    if isinstance(app.top, MessageScene):
        key(app, pygame.K_RETURN)


def wait_hint(app, table, question, seconds=120):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        hint = table.hints.shown(question)
        if hint is not None:
            return hint
        app.frame(1 / 60)
        time.sleep(0.01)
    raise AssertionError("no hint came")


def tags_drawn(monkeypatch, app) -> list:
    """The paper tags one frame of the app draws: (text, rect) each."""
    from game.ui.table import draw
    tags = []
    real = draw.draw_tag

    def spy(scene, surface, text, *args, **kwargs):
        tags.append((text, real(scene, surface, text, *args, **kwargs)))
        return tags[-1][1]
    monkeypatch.setattr(draw, "draw_tag", spy)
    app.draw()
    monkeypatch.setattr(draw, "draw_tag", real)
    return tags


def legal_for(table, action_json):
    """The action is accepted by the engine for the person now (on a copy of the match)."""
    try:
        table.match.clone().apply(action_from_json(action_json), table.person)
    except RuleError:
        return False
    return True


# ---------------------------------------------------------------- the hint


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", sorted(GAME_MODULES))
def test_the_first_hint_s_question_leaves_the_trick_in_sight(tmp_path, game, size):
    """"Un conseil" stood over the middle of the cloth: the card Hortense had just played could
    not be seen while the person chose. Where the window has room, it stands clear of the trick,
    and again so when the window changes."""
    app = make_app(tmp_path)
    table = start(app, game, dealer=0 if game == "double_king" else 3)
    try:
        until(app, lambda: asked(app))
        app.resize(size)
        app.frame(0.0)
        key(app, pygame.K_h)
        message = app.top
        assert isinstance(message, MessageScene) and message.text == app.t("help.first_hint")
        assert not message.panel.rect.colliderect(table.layout.trick_area())
        assert app.surface.get_rect().contains(message.panel.rect)
        app.resize((1600, 900))
        app.frame(0.0)
        assert not message.panel.rect.colliderect(table.layout.trick_area())
    finally:
        table.close()


@pytest.mark.parametrize("language,once", [("fr", "un seul conseil par donne"), ("en", "one hint each deal")])
def test_the_first_hint_s_question_says_one_hint_a_deal(language, once):
    """« Vous pouvez demander un conseil à chaque donne » read as a hint at every deal, where the
    English said what a normal match allows, one hint each deal (HintDesk): both say one."""
    from game.ui import i18n
    assert once in i18n.translate("help.first_hint", language)


@pytest.mark.parametrize("game", sorted(GAME_MODULES))
def test_a_hint_asked_with_h_advises_a_legal_action_shows_its_reason_and_marks_the_record(tmp_path, game):
    app = make_app(tmp_path)
    table = start(app, game, dealer=0 if game == "double_king" else 3)    # the contract, the trumps: dialogs
    try:
        until(app, lambda: asked(app))
        question = table.person_seat.question
        assert not table.record.hinted
        # the first hint of an ordinary match asks first: the match would then count apart
        key(app, pygame.K_h)
        assert isinstance(app.top, MessageScene) and app.top.text == app.t("help.first_hint")
        key(app, pygame.K_ESCAPE)                       # cancelled: no hint, still an ordinary match
        assert app.top is table and not table.hints.thinking(question) and not table.record.hinted
        key(app, pygame.K_h)
        key(app, pygame.K_RETURN)                       # "Voir le conseil"
        assert app.top is table
        question = table.person_seat.question           # asked again as the table came back on top
        assert table.hints.thinking(question)          # worked out in the background: the frame went on
        table.draw(pygame.Surface(app.size))                          # "thinking…" is drawn while it works
        hint = wait_hint(app, table, question)
        assert table.person_seat.question is question   # nothing was played for him
        assert hint.action is not None and legal_for(table, hint.action)
        assert action_text(hint.action, "fr").lower() in hint.line("fr").lower()     # the reason names the advice
        if hint.action["type"] == "play":
            assert hint.action["card"] in hinted_cards(hint.action) & set(table.model.hand)
        else:                                           # its dialog's button is the one marked
            assert table.dialog_buttons and [b for b in table.dialog_buttons if marks(b, hint.action)]
        table.draw(pygame.Surface(app.size))
        assert table.record.hinted
        # the autosave says so: a resumed match is still counted apart
        record, _match = Store(Paths.under(str(tmp_path)), fsync=False).load_autosave()
        assert record.hinted
        # answered, the hint goes with its question
        table.choose(concrete(question.legal[0]).to_json())
        assert table.hints.shown(question) is None
    finally:
        table.close()


def test_a_hint_that_comes_while_the_window_idles_is_drawn_at_once(tmp_path):
    """Played in a real window, "Hint — thinking…" stayed on screen until the mouse moved: the hint
    comes from another process while nothing moves, and the idle window drew only on input. The Hint
    button stayed greyed likewise once the person was asked."""
    app = make_app(tmp_path)
    table = start(app, "polignac")
    try:
        until(app, lambda: asked(app))
        question = table.person_seat.question
        app.idle_update(0.01)
        assert not app.idle_update(0.01)             # nothing changed: the idle window does not draw
        assert table.bar_button["table.btn.hint"].enabled
        table.ask_hint(agreed=True)                  # past the first hint's question
        assert app.idle_update(0.01)                 # "thinking…" drawn
        for _ in range(3000):
            if not table.hints.thinking(question):
                break
            app.idle_update(0.01)
            time.sleep(0.005)
        assert table.hints.shown(question) is not None
        app.idle_update(0.01)
        # the window now shows the hint, though no input came: what was last drawn is what stands
        assert app.looks() == app._drawn_looks and table.look()[2]
        assert not app.idle_update(0.01)
    finally:
        table.close()


def test_a_hint_shown_speaks_the_language_chosen_after_it_came(tmp_path):
    """A hint asked in English and the language then set to French: the table read "Conseil —
    J♠: 1.4 points to your score on average…", French around English. Its line is said in the
    language of the moment."""
    from game.ui.table.draw import advice
    app = make_app(tmp_path, language="en")
    table = start(app, "polignac")
    try:
        until(app, lambda: asked(app))
        question = table.person_seat.question
        table.ask_hint(agreed=True)
        hint = wait_hint(app, table, question)
        english = advice(table)[0]
        assert english.startswith("Hint") and hint.line("en") in english
        app.settings["language"] = "fr"
        french = advice(table)[0]
        assert french.startswith("Conseil") and hint.line("fr") in french
        assert hint.line("fr") != hint.line("en") and hint.line("en") not in french
        assert action_text(hint.action, "fr").lower() in french.lower()
    finally:
        table.close()


def test_a_normal_match_has_one_hint_per_deal_and_a_practice_match_as_many_as_asked(tmp_path):
    for mode, second in (("normal", False), ("practice", True)):
        app = make_app(tmp_path / mode)
        table = start(app, mode=mode)
        try:
            until(app, lambda app=app: asked(app))
            press_hint(app)
            first = table.person_seat.question
            wait_hint(app, table, first)
            press_hint(app)                          # the same question again: the same hint, no new one
            assert table.hints.shown(first) is not None and not table.error_line
            table.choose(concrete(first.legal[0]).to_json())
            until(app, lambda app=app: asked(app) and app.top.match.deal == 1)
            table = app.top
            press_hint(app)
            now = table.person_seat.question
            assert (table.hints.thinking(now) or table.hints.shown(now) is not None) is second
            assert bool(table.error_line) is not second        # told why in a normal match
        finally:
            app.top.close()


def test_the_hint_button_is_greyed_once_the_deal_s_one_hint_is_used_and_says_why(tmp_path, monkeypatch):
    """A tester saw the Hint button lit after the normal match's one hint of the deal was used; a
    click only showed the refusal. Greyed then, its tag under it saying why; lit again at the
    next deal, and ever in practice."""
    for mode, spent in (("normal", True), ("practice", False)):
        app = make_app(tmp_path / mode)
        table = start(app, mode=mode)
        try:
            until(app, lambda app=app: asked(app))
            app.frame(1 / 60)                        # the bar follows the question asked
            button = table.bar_button["table.btn.hint"]
            assert button.enabled and not button.help
            press_hint(app)
            first, deal = table.person_seat.question, table.match.deal
            wait_hint(app, table, first)
            table.choose(concrete(first.legal[0]).to_json())
            until(app, lambda app=app, first=first: asked(app) and app.top.person_seat.question is not first)
            assert table.match.deal == deal
            app.frame(1 / 60)
            button = table.bar_button["table.btn.hint"]
            assert button.enabled is not spent
            if spent:
                assert button.help == table.t("help.one_per_deal")
                table.pointer = button.rect.center
                assert any(text == button.help and rect.top >= button.rect.bottom
                           for text, rect in tags_drawn(monkeypatch, app))      # said under it
                until(app, lambda app=app, deal=deal: asked(app) and app.top.match.deal == deal + 1,
                      answer=lambda q: True)
                app.frame(1 / 60)
                assert app.top.bar_button["table.btn.hint"].enabled      # the next deal: one more
        finally:
            app.top.close()


@pytest.mark.parametrize("game,players,size", [
    ("polignac", 4, (800, 500)), ("polignac", 4, (1280, 720)), ("polignac", 3, (1920, 1080)),
    ("polignac", 8, (800, 500)), ("polignac", 8, (640, 400)), ("guinguette", 3, (800, 500)),
    ("guinguette", 4, (800, 500)), ("guinguette", 8, (1280, 720)), ("guinguette", 8, (800, 500)),
    ("double_king", 4, (800, 500)), ("double_king", 4, (1920, 1080)),
])
@pytest.mark.parametrize("language", ["fr", "en"])
def test_why_the_hint_is_greyed_is_said_clear_of_every_name_card_and_count(monkeypatch, game, players, size,
                                                                          language):
    """The deal's one hint used in a normal match, the greyed Hint button's tag saying why stood
    centred under it, whatever lay there: at 800×500 on the plate of the seat across the table
    ("Anatole"), at 1280×720 on his cards. It now lies on no seat's plate or cards, no count, the
    trick, its number, the bar nor the hand, inside the window, under the bar; in its fewer words
    ("Un conseil par donne en partie normale.") where the whole finds no such place."""
    from test_ui_frame_support import table_app, tags_on_hover

    from game.ui.table.draw import _seats_cards, _trick_cards_lying, counts_box, trick_number_box
    app = table_app(size, language=language)
    table = debutant_table(app, game, players, seed=5, dealer=0)
    try:
        until(app, lambda: asked(app))
        table.hints.deals_hinted.add(table.match.deal)     # as once its hint was shown (tested above)
        app.frame(1 / 60)
        button = table.bar_button["table.btn.hint"]
        assert not button.enabled and button.help == app.t("help.one_per_deal")
        tags = [(text, rect) for text, rect in tags_on_hover(monkeypatch, app, button.rect.center)
                if text in (app.t("help.one_per_deal"), app.t("help.one_per_deal_short"))]
        assert len(tags) == 1, tags
        rect = tags[0][1]
        lay = table.layout
        assert app.surface.get_rect().contains(rect) and rect.top >= lay.top_bar.bottom
        kept = [lay.plate_rect(s) for s in range(table.players)] + _seats_cards(table) + \
            _trick_cards_lying(table) + [lay.hand_span(len(table.model.hand))] + \
            [box for box in (counts_box(table), trick_number_box(table)) if box is not None]
        assert rect.collidelist(kept) == -1, (rect, kept[rect.collidelist(kept)])
    finally:
        table.close()


@pytest.mark.parametrize("game", ["guinguette", "polignac"])
@pytest.mark.parametrize("players", [4, 6, 8])
@pytest.mark.parametrize("language", ["fr", "en"])
def test_why_the_hint_is_greyed_is_said_near_the_button(monkeypatch, game, players, language):
    """At 800×500 with eight at Polignac, in French, why the Hint button is greyed, in its fewer
    words, stood down by the window's foot left of the hand, the window's height from the button,
    away from what it explains (the cloth under the button was kept for jacks not yet taken); at
    Guinguette with four or six, at the bar's far end. It now stands within a quarter of the
    window's height of the button (under the bar, or under the seats across the table where they
    leave no room), on no plate, card, count, basket nor the hand."""
    from test_ui_frame_support import read_on_table, table_app, tags_on_hover
    app = table_app((800, 500), language=language)
    table = debutant_table(app, game, players, seed=5, dealer=0)
    try:
        until(app, lambda: asked(app))
        table.hints.deals_hinted.add(table.match.deal)     # as once its hint was shown
        app.frame(1 / 60)
        button = table.bar_button["table.btn.hint"]
        said = [rect for text, rect in tags_on_hover(monkeypatch, app, button.rect.center)
                if text in (app.t("help.one_per_deal"), app.t("help.one_per_deal_short"))]
        assert len(said) == 1, said
        rect = said[0]
        dx = max(button.rect.left - rect.right, rect.left - button.rect.right, 0)
        dy = max(button.rect.top - rect.bottom, rect.top - button.rect.bottom, 0)
        assert (dx * dx + dy * dy) ** 0.5 <= table.layout.h / 4, (rect, button.rect)
        read = [r for r in read_on_table(table) if r != table.layout.top_bar]
        assert rect.top >= table.layout.top_bar.bottom and rect.collidelist(read) < 0, \
            (rect, read[rect.collidelist(read)])
    finally:
        table.close()


def test_the_table_s_hint_reads_the_person_s_question_only(tmp_path, monkeypatch):
    """Two tables dealing the person the same hand, the other hands swapped: the same hint."""
    import game.ai.hint
    # the hint's whole work, with no clock: cut at the table's cap, each table's hint stopped
    # wherever a busy machine let it get, and two hints of one question could differ
    monkeypatch.setattr(game.ai.hint, "TABLE_CAP_MS", game.ai.hint.HINT_CAP_MS)
    dealt = new_match("polignac", 4, seed=11, dealer=3)
    hands = [list(dealt.view(s).hand) for s in range(4)]
    assert dealt.to_act == 0 and dealt.phase == "play"       # the person leads: his view is the same
    swapped = [hands[0], hands[2], hands[1], hands[3]]
    got = []
    for name, deal in (("a", hands), ("b", swapped)):
        app = make_app(tmp_path / name)
        table = start(app, seed=11, dealer=3, deals=[{"hands": deal}])
        try:
            until(app, lambda app=app: asked(app))
            question = table.person_seat.question
            assert table.match.view(1).hand == deal[1]
            press_hint(app)
            got.append((question.view.to_json(), wait_hint(app, table, question).action))
        finally:
            table.close()
    assert got[0] == got[1]


def test_a_hint_that_comes_after_its_question_is_answered_is_dropped(tmp_path, monkeypatch):
    """The hint's process answers when it answers: the question it was for may be gone by then."""
    from concurrent.futures import Future

    from game.ai.hint import Advice
    from game.ui.table.learning import HintDesk
    futures = []

    class Pool:
        def submit(self, fn, *args):
            futures.append((Future(), args))
            return futures[-1][0]
    monkeypatch.setattr(HintDesk, "_process", lambda self: Pool())
    app = make_app(tmp_path, auto_play=False)
    table = start(app, mode="practice")
    try:
        until(app, lambda: asked(app))
        first = table.person_seat.question
        press_hint(app)
        (late, args), = futures
        assert args[1] is first.view and [a.to_json() for a in args[2]] == [a.to_json() for a in first.legal]
        table.choose(concrete(first.legal[0]).to_json())
        until(app, lambda: asked(app) and table.person_seat.question is not first)
        second = table.person_seat.question
        late.set_result(Advice(first.legal[0], [], 1))           # the answer to the first, now
        app.frame(1 / 60)
        assert table.hints.shown(second) is None and table.hints.shown(first) is None
        press_hint(app)
        assert table.hints.thinking(second)
        futures[-1][0].set_result(Advice(second.legal[-1], [], len(second.legal)))
        assert table.hints.shown(second).action == second.legal[-1].to_json()
    finally:
        table.close()


def test_a_reason_between_two_choices_worth_the_same_says_they_are_as_good():
    from game.ai.hint import Advice
    from game.ui.hints import reason
    play = [action_from_json({"type": "play", "card": c}) for c in ("8H", "9H", "KD")]
    tie = Advice(play[0], [(play[0], -0.81), (play[1], -0.79), (play[2], -2.0)], 3)
    assert reason(tie, "en") == "8♥: as good as 9♥ here (−0.8, on average over the ways the hidden cards may lie)."
    # "8♦ : 9♣ vaut autant ici" read as if the 9♣ were the card advised
    assert reason(tie, "fr").startswith("8♥\xa0: à égalité ici avec 9♥ (−0,8, en moyenne")
    assert reason(tie, "fr", short=True) == "8♥\xa0: à égalité ici avec 9♥ (−0,8)."
    better = Advice(play[0], [(play[0], -0.5), (play[1], -0.79)], 3)
    assert "against −0.8\u00a0for 9♥" in reason(better, "en")


@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_hint_says_what_its_figures_count(language):
    """"No queens: 1.4 on average …" for a penalty contract: the figure was the chooser's points
    less the table's average, and nothing said so. The hint names what its figures count in each
    game."""
    from game.ai.hint import Advice
    from game.ui.hints import reason
    from game.ui.i18n import translate
    queens, kings = (action_from_json({"type": "contract", "contract": c}) for c in ("dames", "rois_valets"))
    line = reason(Advice(queens, [(queens, 1.4), (kings, 0.7)], 10, "double_king"), language)
    figure = "1,4" if language == "fr" else "1.4"
    one = "_one" if language == "fr" else ""           # "1,4 point", "1.4 points"
    assert translate(f"hint.value.double_king{one}", language, value=figure) in line
    assert line.startswith(translate("dk.contract.dames", language))
    play = [action_from_json({"type": "play", "card": c}) for c in ("8H", "9H")]
    for game, sign in (("polignac", ""), ("guinguette", "−")):     # Polignac's: the points added to his score
        line = reason(Advice(play[0], [(play[0], -0.5), (play[1], -0.8)], 2, game), language)
        assert translate(f"hint.value.{game}{one}", language, value=sign + "0" + figure[1] + "5") in line


@pytest.mark.parametrize("language, words", [("fr", "1,9 jeton d’ici la fin de la donne, contre 1,4 pour"),
                                             ("en", "1.9 counters by the end of the deal, against 1.4 for")])
def test_a_guinguette_hint_says_its_counters_are_those_won_by_the_deal_s_end(language, words):
    """"Trumps in hearts: 1.9 counters …" read like a price: the figure is what the seat's counters
    gain from the decision to the end of the deal (the search's outcome), and the hint says so."""
    from game.ai.hint import Advice
    from game.ui.hints import reason
    hearts, spades = (action_from_json({"type": "trump", "suit": s}) for s in ("H", "S"))
    advice = Advice(hearts, [(hearts, 1.9), (spades, 1.4)], 4, "guinguette")
    assert words in reason(advice, language, short=True).replace("\u00a0", " ")     # a figure's no-break space
    assert words[:words.index(",", 3)] in reason(advice, language).replace("\u00a0", " ")  # the whole line too


def test_the_table_s_hint_stops_at_the_maitre_s_cap_with_the_best_found_by_then(monkeypatch):
    """At Guinguette with five and eight seats a hint took 8 to 10 s ("thinking…" meanwhile): its
    search had the Maître's whole work and no clock. The table's hint now has the Maître's work and
    the cap a Maître seat has at the table (about a second), and gives the best found by then; the
    command line's keeps its work counted in steps with no clock in reach (one view, one hint)."""
    from types import SimpleNamespace

    from game.ai import make_seat
    from game.ai import seats as seat_module
    from game.ai.hint import HINT_BUDGET_MS, HINT_LEVEL, TABLE_CAP_MS, advise
    from game.ui.table.learning import HintDesk
    given = []
    real = seat_module.parallel_search

    def spy(brain, view, actions, seat, seed, steps, cap_s, **kw):
        given.append((steps, cap_s))
        return real(brain, view, actions, seat, seed, min(steps, 300), cap_s, **kw)   # a short search
    monkeypatch.setattr(seat_module, "parallel_search", spy)
    m = new_match("guinguette", 8, {}, seed=4)
    while m.phase != "play" or len(m.legal_actions()) < 2:
        m.apply(m.legal_actions()[0])
    seat = m.to_act
    question = SimpleNamespace(seat=seat, view=m.view(seat), legal=m.legal_actions())
    desk = HintDesk("guinguette", 1, practice=True)

    def no_process():
        raise OSError("no process here: the hint is worked out in a thread of the test, spied")
    monkeypatch.setattr(desk, "_process", no_process)
    assert desk.ask(question, m.deal)
    deadline = time.monotonic() + 60
    while desk.shown(question) is None and time.monotonic() < deadline:
        time.sleep(0.01)
    hint = desk.shown(question)
    assert hint is not None and hint.action in [a.to_json() for a in question.legal]
    maitre = make_seat("guinguette", HINT_LEVEL, seat, parallel=False)    # the Maître's work and cap at the table
    expert = make_seat("guinguette", "expert", seat, parallel=False)
    steps = int(HINT_BUDGET_MS * maitre.brain.STEPS_PER_MS)
    (work, cap), = given
    # the cap counted from the asking, never under the Expert's own time at the table
    assert work == steps and expert.cap_ms / 1000.0 <= cap <= maitre.cap_ms / 1000.0 <= 1.2
    given.clear()       # a hint whose process took long to start: the time gone is counted in the cap
    advise("guinguette", question.view, question.legal, seat, 1, TABLE_CAP_MS, asked_at=time.time() - 0.5)
    advise("guinguette", question.view, question.legal, seat, 1, TABLE_CAP_MS, asked_at=time.time() - 5.0)
    assert maitre.cap_ms / 1000.0 - 0.7 < given[0][1] < maitre.cap_ms / 1000.0 - 0.5
    assert given[1][1] == pytest.approx(expert.cap_ms / 1000.0)
    given.clear()
    advise("guinguette", question.view, question.legal, seat, seed=1)     # python -m game.hint
    assert given[0][0] == steps and given[0][1] >= 600.0


def test_the_hint_for_an_ecart_never_says_it_is_the_only_move():
    """At three players the dealer's hint read "Lay aside K♠, K♣: the only move the rules allow",
    though any two of his twelve cards but the jacks may go: the écart is one entry of the legal
    list standing for every pair."""
    from game.ai.hint import advise
    from game.ui.hints import reason
    m = new_match("polignac", 3, {"leftover_method": "dealer_ecart"}, seed=5, dealer=0)
    assert m.phase == "ecart" and m.to_act == 0
    legal = m.legal_actions()
    assert len(legal) == 1 and legal[0].ways() > 1
    advice = advise("polignac", m.view(0), legal, 0, seed=1)
    assert advice.legal_count == legal[0].ways()
    line = reason(advice, "en")
    assert "only move" not in line and line.startswith("Lay aside"), line


def test_the_hint_for_an_ecart_names_its_cards_as_the_hand_holds_them(tmp_path, monkeypatch):
    """Played at three with the dealer's écart: the hint read "Lay aside Q♠, K♠" under a hand
    holding K♠ Q♠, the cards named in the order the computer listed them. They are named as the
    hand shows them, left to right, as the review names them."""
    import game.ai.hint
    # the hint's whole work, with no clock (as on the command line): the same advice on a busy machine
    monkeypatch.setattr(game.ai.hint, "TABLE_CAP_MS", game.ai.hint.HINT_CAP_MS)
    app = make_app(tmp_path, language="en")
    seats = default_seats(3)
    table = TableScene(app, MatchConfig("polignac", 3, {"leftover_method": "dealer_ecart"}, seats, seed=5,
                                        dealer=0, mode="practice"))
    app.push(table)
    try:
        until(app, lambda: asked(app))
        question = table.person_seat.question
        assert table.match.phase == "ecart" and question.seat == 0
        press_hint(app)
        hint = wait_hint(app, table, question)
        line = hint.line("en")
        named = [action_text({"type": "play", "card": c}, "en") for c in hint.action["cards"]]
        assert all(n in line for n in named), line
        places = [table.model.hand.index(c) for c in hint.action["cards"]]
        said = sorted(places, key=lambda i: line.index(named[places.index(i)]))
        assert said == sorted(places), (line, table.model.hand)
        # the same advice named in another order would read differently: the test tells them apart
        assert hint.action["cards"] != sorted(hint.action["cards"], key=table.model.hand.index)
    finally:
        table.close()


# ---------------------------------------------------------------- taking back


@pytest.mark.parametrize("game", sorted(GAME_MODULES))
def test_take_back_in_practice_returns_to_the_person_s_previous_decision_and_the_save_resumes_there(tmp_path, game):
    app = make_app(tmp_path, auto_play=False)
    table = start(app, game, mode="practice")
    until(app, lambda: asked(app))
    assert "table.btn.take_back" in table.bar_button
    before = table.person_seat.question.view.to_json()
    count = len(table.record.actions)
    table.choose(concrete(table.person_seat.question.legal[0]).to_json())
    until(app, lambda: asked(app) and len(app.top.record.actions) > count)
    key(app, pygame.K_BACKSPACE)
    table = app.top
    assert isinstance(table, TableScene)
    assert len(table.record.actions) == count
    assert table.match.view(table.person).to_json() == before
    until(app, lambda: asked(app))
    assert table.person_seat.question.view.to_json() == before
    assert table.adapter.matches(table.match.view(table.person))          # the table shows that state
    record, match = Store(Paths.under(str(tmp_path)), fsync=False).load_autosave()
    assert len(record.actions) == count and match.view(table.person).to_json() == before
    table.close()


@pytest.mark.parametrize("game", sorted(GAME_MODULES))
def test_take_back_skips_the_cards_the_table_played_for_the_person(tmp_path, game):
    """With "play the obvious for me" on (the default), the person said "I play" in Guinguette,
    his one spade was played for him, and Take back took back that spade, which the table at once
    played for him again: "You take back your last decision", twice, and never the "I play". A take
    back goes back past the cards the table played for him to his last decision."""
    app = make_app(tmp_path)
    assert app.settings.get("auto_play", True)
    table = start(app, game, mode="practice", seed=11)
    choice = {}

    def decide(question):                 # a real choice: remembered, answered with its first action
        match = app.top.match
        if len(question.legal) > 1 and not (match.phase == "play" and rest_is_decided(match)):
            choice["at"] = len(app.top.record.actions)
            choice["view"] = question.view.to_json()
            return True
        return False

    def played_for_him():                 # a card of his that the test did not play
        table = app.top
        return isinstance(table, TableScene) and "at" in choice and any(
            a.get("seat") == table.person for a in table.record.actions[choice["at"] + 1:])
    until(app, played_for_him, limit=20000, answer=decide)
    table = app.top
    key(app, pygame.K_BACKSPACE)
    assert app.top is not table, table.error_line
    table = app.top
    assert len(table.record.actions) == choice["at"], "back to his last decision, past the card played for him"
    until(app, lambda: asked(app))
    assert table.person_seat.question.view.to_json() == choice["view"]
    table.close()


# (Guinguette's seed 11, its seats reading the cabaret's showdown, no longer took the person's card
# back to his lead: seed 2 does)
@pytest.mark.parametrize("game,seed", [(game, {"guinguette": 2}.get(game, 11)) for game in sorted(GAME_MODULES)])
def test_after_a_take_back_the_cloth_shows_the_position_returned_to(tmp_path, game, seed):
    """Practice: the person gathered a trick he took, led the next, two seats played after him and
    he took his card back: the trick before lay complete on the cloth again, "you take the trick,
    click to gather it", before he was asked. The cloth shows the trick as it stood when he was
    asked (here empty: none of the cards played after his), no trick waits for a click, and he is
    asked again without one."""
    app = make_app(tmp_path, speed="normal", auto_play=False)
    table = start(app, game, mode="practice", seed=seed)
    choice: dict = {}

    def decide(question):                 # his first lead after a trick gathered: remembered
        here = app.top
        if "at" not in choice and here.match.phase == "play" and not question.view.trick and here.model.last_trick:
            choice.update(at=len(here.record.actions), view=question.view.to_json())
        return True

    def others_after_him():
        return isinstance(app.top, TableScene) and "at" in choice and len(app.top.record.actions) >= choice["at"] + 3
    until(app, others_after_him, limit=20000, answer=decide)
    key(app, pygame.K_BACKSPACE)
    table = app.top
    assert isinstance(table, TableScene) and len(table.record.actions) == choice["at"], table.error_line
    try:
        for _ in range(240):              # frames only: no click, no key
            assert table.model.trick == [] and not table.trick_waiting
            if asked(app):
                break
            app.frame(1 / 60)
        assert asked(app) and table.person_seat.question.view.to_json() == choice["view"]
    finally:
        table.close()


def test_take_back_with_the_bar_s_button_and_ctrl_z(tmp_path):
    app = make_app(tmp_path, auto_play=False)
    table = start(app, mode="practice")
    until(app, lambda: asked(app))
    button = table.bar_button["table.btn.take_back"]
    assert not button.enabled                                  # nothing of his to take back yet
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert app.top is table and table.error_line               # said so
    count = len(table.record.actions)
    table.choose(concrete(table.person_seat.question.legal[0]).to_json())
    until(app, lambda: asked(app))
    assert button.enabled
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button.rect.center, button=1))
    app.frame(1 / 60)
    assert app.top is not table and len(app.top.record.actions) == count
    app.top.close()


def test_a_normal_match_offers_no_take_back(tmp_path):
    app = make_app(tmp_path, auto_play=False)
    table = start(app)
    try:
        assert "table.btn.take_back" not in table.bar_button
        until(app, lambda: asked(app))
        table.choose(concrete(table.person_seat.question.legal[0]).to_json())
        until(app, lambda: asked(app))
        count = len(table.record.actions)
        key(app, pygame.K_BACKSPACE)
        key(app, pygame.K_z, pygame.KMOD_CTRL)
        assert app.top is table and len(table.record.actions) == count       # la table colle
    finally:
        table.close()


# ---------------------------------------------------------------- nothing to decide


def lone(question):
    return question.view.phase == "play" and len(question.legal) == 1


@pytest.mark.parametrize("on", [True, False])
def test_a_lone_legal_card_is_played_for_the_person_only_with_the_setting(tmp_path, on):
    app = make_app(tmp_path, auto_play=on, speed="fast")     # at "instant" it goes in the frame it is asked
    table = start(app)
    try:
        until(app, lambda: asked(app) and lone(app.top.person_seat.question)
              and not rest_is_decided(app.top.match), answer=lambda q: not lone(q))
        question = table.person_seat.question
        count = len(table.record.actions)
        for _ in range(60):                       # a second: well past the beat
            app.frame(1 / 60)
        played = len(table.record.actions) > count
        assert played is on
        if on:
            entry = table.record.actions[count]
            assert entry["seat"] == table.person
            assert entry["card"] == question.legal[0].to_json()["card"]
        else:
            assert table.person_seat.question is question
    finally:
        table.close()


@pytest.mark.parametrize("speed", ["instant", "fast"])
def test_a_lone_legal_card_goes_after_a_beat_but_at_once_at_instant(tmp_path, speed):
    """At the speed "instant" a person with a single legal card still waited 0.35 s before it was
    played for him: with no waiting asked for, it goes in the frame it is his turn; at the other
    speeds the beat stays, so that the card is seen to go."""
    app = make_app(tmp_path, speed=speed)
    table = start(app)
    try:
        standing = []              # the frames that ended with the lone card his to play

        def lone_played() -> bool:
            question = table.person_seat.question
            if question is not None and lone(question) and table.playout is None:
                standing.append(question)
            return question is None and "jouée pour vous" in (table.error_line or "")
        until(app, lone_played, limit=20000, answer=lambda q: not lone(q))
        if speed == "instant":
            assert standing == []
        else:
            assert len(standing) >= AUTO_BEAT_S * 60 - 2 and len(set(map(id, standing))) == 1, len(standing)
    finally:
        table.close()


@pytest.mark.parametrize("game", sorted(GAME_MODULES))
def test_a_decided_rest_of_a_deal_plays_out_without_a_click(tmp_path, game):
    app = make_app(tmp_path, speed="normal")
    table = start(app, game)
    try:
        until(app, lambda: asked(app) and rest_is_decided(table.match), answer=lambda q: True, dt=ON_THE_WAY_DT)
        deal = table.match.deal
        assert table.settings.get("hold_tricks")             # tricks wait for a click, usually
        for _ in range(3000):                # frames only, but a click on a trick the game keeps for it
            if isinstance(app.top, DealEndScene) or table.match.deal != deal:    # (its last trick waits)
                break
            if table.playout is not None and not table.model.banner:
                assert table.banner_text() == table.adapter.decided_line()      # said while it plays out
            if table.trick_waiting and table.stage.trick_kept:
                table.proceed()                  # one that counts (a jack, a penalty card...): clicked
            app.frame(1 / 60)
        assert table.match.deal != deal or table.match.match_over
        assert table.resyncs == 0
        for _ in range(400):
            if isinstance(app.top, DealEndScene):
                if app.top.ready:
                    app.top.buttons[0].click()               # Continue, as soon as it may be
            elif table.trick_waiting:
                table.proceed()                              # the deal's last trick, held as ever
            elif table.playout is None:
                break
            app.frame(1 / 60)
        assert table.banner_text() != table.adapter.decided_line()               # and no longer after
        # Continue pressed while the next deal was being dealt, the played-out deal's line was
        # still said over it ("the rest of the deal is played out" as the new hands came)
        if not table.match.match_over:
            until(app, lambda: table.model.deal != deal)
            table.playout = deal
            assert table.banner_text() != table.adapter.decided_line()
    finally:
        table.close()


@pytest.mark.parametrize("early_stop", [True, False])
def test_the_line_of_a_polignac_rest_played_out_says_where_the_deal_stops(tmp_path, early_stop):
    """A tester read "the cards are played out", then the deal stopped at once at the last jack
    (the rule: early_stop). Where the deal stops at the last jack's trick, the line says the cards
    are played up to the last jack; where it does not, that they are played."""
    app = make_app(tmp_path, speed="instant")
    seats = default_seats(4)
    table = TableScene(app, MatchConfig("polignac", 4, {"early_stop": early_stop}, seats, seed=1, dealer=3))
    app.push(table)
    try:
        until(app, lambda: table.playout is not None, answer=lambda q: True)
        line = table.banner_text()
        jack = {"fr": "dernier valet", "en": "last jack"}[app.settings["language"]]
        assert (jack in line) is early_stop, line
    finally:
        table.close()


# the person (seat 0, eldest) sweeps the jacks with his kings, then holds the aces, which the next
# seat's queens beat (rules §4: K Q J A 10 ...): his général is lost at its first trick
GENERAL_LOST = {"hands": [["KS", "KH", "KD", "KC", "AS", "AH", "AD", "AC"],
                         ["JS", "JH", "JD", "JC", "QS", "QH", "QD", "QC"],
                         ["TS", "TH", "TD", "TC", "9S", "9H", "9D", "9C"],
                         ["8S", "8H", "8D", "8C", "7S", "7H", "7D", "7C"]]}


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("won", [True, False])
def test_the_line_of_a_general_played_out_says_it_goes_on_past_the_last_jack(tmp_path, language, won):
    """A tester in a général read "played for you up to the last jack" on its last trick, every
    jack fallen at the fourth: a général goes on after the last jack till it is won or lost (rules
    §6.2). The line says the cards are played to the end of the général, whether his aces win it
    or the next seat's queens beat his aces."""
    from test_ui_table import SWEEP, sweep_to_general, table_for
    app = make_app(tmp_path, speed="normal", language=language)
    match = sweep_to_general(deal=SWEEP if won else GENERAL_LOST)
    match.apply_json(0, {"type": "general", "choice": "silent"})
    table = table_for(app, match)
    try:
        said = set()

        def ended() -> bool:        # each line said while the rest plays out, to the deal's sheet
            if table.playing_out() and not table.model.banner:
                said.add(table.banner_text())
            return bool(table.model.history)
        until(app, ended, answer=lambda q: True)
        assert said == {app.t("pol.banner.decided_general")}, said
        assert {"fr": "dernier valet", "en": "last jack"}[language] not in app.t("pol.banner.decided_general")
        assert table.model.history[0]["reason"] == ("general_won" if won else "general_failed")
    finally:
        table.close()


@pytest.mark.parametrize("game,seed", [("double_king", 12), ("guinguette", 1), ("polignac", 1)])
def test_a_decided_rest_is_said_before_a_card_is_played_for_the_person_and_each_trick_is_seen(tmp_path, game, seed):
    """A tester saw a whole trick, his own card with it, played and gathered in well under a
    second, the line "the rest of the deal is decided" read only over the next trick. The line
    comes first, the person's first card played for him a moment after it (PLAYOUT_NOTICE_S);
    each trick then lies complete on the cloth long enough to read (theme.TRICK_READ_S) before it
    is gathered, without a click (the deal's last waits for one, as ever: README)."""
    # (Guinguette holds each trick for the click with the setting on: here it is off)
    app = make_app(tmp_path, speed="normal", think_pause_ms=600, hold_tricks=game != "guinguette")
    table = start(app, game, seed=seed)       # (seeds whose decided rest holds more than a trick)
    try:
        until(app, lambda: table.playout is not None, answer=lambda q: True, dt=ON_THE_WAY_DT)
        deal, count = table.match.deal, len(table.record.actions)
        assert table.banner_text() == table.adapter.decided_line()
        clock, said_for, complete_at, seen = 0.0, None, None, []
        while table.match.deal == deal and not table.match.match_over and clock < 60:
            app.frame(1 / 60)
            clock += 1 / 60
            if said_for is None and len(table.record.actions) > count:
                said_for = clock                 # the first card played after the line was said
            full = bool(table.model.trick) and table.model.trick_winner is not None     # marked complete
            if full and complete_at is None:
                complete_at = clock
            elif not full and complete_at is not None:
                seen.append(clock - complete_at)      # a trick gathered: how long it lay complete
                complete_at = None
        assert said_for is not None and said_for >= PLAYOUT_NOTICE_S - 1e-6, said_for
        assert seen, "no trick was gathered while the rest was played out"
        assert min(seen) >= theme.TRICK_READ_S - 1e-6, seen
        assert table.resyncs == 0
    finally:
        table.close()


def decided_polignac(seed: int, players: int):
    """A Polignac match of ``players`` seats played by first legal cards up to the person's first
    question whose rest is decided (the table then plays it out for him)."""
    match = new_match("polignac", players, {"preset": "classique"}, seed=seed, dealer=players - 1)
    while not (match.to_act == 0 and match.phase == "play" and rest_is_decided(match)):
        match.apply(concrete(match.legal_actions()[0]), match.to_act)
    return match


# seeds whose decided rest begins with a trick of jacks that does not end the deal, or with one
# without any jack (six seats)
@pytest.mark.parametrize("hold", [True, False])
@pytest.mark.parametrize("seed,jacks", [(16, True), (10, False)])
def test_in_an_ending_played_for_the_person_a_trick_where_a_jack_changes_hands_waits_for_the_click(
        tmp_path, seed, jacks, hold):
    """With "hold each trick for a click" on, a tester's jack of diamonds, played for him in an
    ending the table played out, went to its taker's row with the trick without his click (eight
    seats, trick 3). With the setting on, a trick of an ending played for the person where a jack
    changes hands lies complete until he clicks (a click posted on the cloth gathers it); one
    without a jack goes after the pause to read it, as it does with the setting off."""
    from test_ui_frame_support import post_click
    from test_ui_table import table_for
    app = make_app(tmp_path, speed="normal", hold_tricks=hold, think_pause_ms=600)
    table = table_for(app, decided_polignac(seed, 6), players=6)
    try:
        until(app, lambda: table.playout is not None and len(table.model.trick) == 6
              and table.model.trick_winner is not None)
        assert any(code[0] == "J" for _s, code, _a in table.model.trick) is jacks
        first, held = table.model.trick_number, {code for _s, code, _a in table.model.trick}
        for _ in range(int(4 * theme.TRICK_READ_S * 60)):          # frames only: no click, no key
            app.frame(1 / 60)
        kept = jacks and hold
        assert (table.model.trick_number == first) is kept, (jacks, hold, table.model.trick_number)
        if kept:
            assert table.trick_waiting
            post_click(app, table.layout.trick_middle())
            for _ in range(30):
                app.frame(1 / 60)
            assert table.model.trick_number == first + 1
            assert not held & {code for _s, code, _a in table.model.trick}      # gathered
    finally:
        table.close()


# seeds whose decided rest, before the deal's last trick, holds (Double King) a trick that counts
# nothing (12) and one that counts (13)
@pytest.mark.parametrize("game,seed", [("guinguette", 1), ("guinguette", 3), ("double_king", 12), ("double_king", 13)])
def test_in_an_ending_played_for_the_person_a_trick_that_counts_waits_for_the_click(tmp_path, game, seed):
    """With "hold each trick for a click" on, the tricks of a decided rest of Guinguette and Double
    King flew by without a click, two seconds for the whole rest, though every trick of Guinguette
    counts toward the two that win the cotillon and a trick of Double King may cost or earn points.
    In such an ending, each trick of Guinguette lies complete until the person clicks; in Double
    King, one that counts for its taker (a penalty card of the contract, a priced trick, every
    trick in a trump game) does, one that counts nothing goes after the pause to read it."""
    app = make_app(tmp_path, speed="normal", hold_tricks=True)
    table = start(app, game, seed=seed)
    try:
        until(app, lambda: table.playout is not None, answer=lambda q: True, dt=ON_THE_WAY_DT)
        deal, seen, view = table.playout, [], table.match.view(0)      # the contract's penalty cards, prices
        while table.match.deal == deal and not table.match.match_over:
            for _ in range(3000):
                if table.model.trick_winner is not None or table.match.deal != deal:
                    break
                app.frame(1 / 60)
            if table.match.deal != deal or table.match.match_over:
                break                                   # the deal's last trick: held as ever
            number = table.model.trick_number
            for _ in range(int(4 * theme.TRICK_READ_S * 60)):          # frames only: no click, no key
                app.frame(1 / 60)
            kept = table.model.trick_number == number
            if game == "guinguette":
                counts = True
            else:
                cards = {code for _s, code, _a in table.model.trick}
                counts = bool(cards & set(view.penalty_cards)) or view.trick_prices[number] != 0
            seen.append((counts, kept))
            if kept:
                assert table.trick_waiting
                table.proceed()
                for _ in range(30):
                    app.frame(1 / 60)
                assert table.model.trick_number == number + 1
        assert seen, "no trick before the deal's last was played out"
        assert all(counts == kept for counts, kept in seen), seen
    finally:
        table.close()


@pytest.mark.parametrize("game,seed", [("double_king", 7), ("guinguette", 1), ("polignac", 1)])
def test_at_instant_speed_a_decided_rest_is_said_and_played_out_without_its_pauses(tmp_path, game, seed):
    """At the speed "instant" (no animation asked for) the decided rest still waited its pauses:
    the line read before the first card (PLAYOUT_NOTICE_S), a beat before each of the person's
    cards, each trick left complete on the cloth (theme.TRICK_READ_S), seconds of waiting. The
    line is said, the rest is played out at once, and the deal's last trick waits for the click,
    as ever, with the line still over it."""
    app = make_app(tmp_path)                  # speed "instant", tricks held for a click
    table = start(app, game, seed=seed)       # (seeds whose decided rest holds more than a trick)
    try:
        until(app, lambda: table.playout is not None, answer=lambda q: True)
        deal, tricks = table.match.deal, table.model.trick_number
        assert table.banner_text() == table.adapter.decided_line()
        clock = 0.0
        while not (table.match.deal != deal and table.trick_waiting) and clock < 60:
            if table.trick_waiting and table.stage.trick_kept and table.match.deal == deal:
                table.proceed()               # a trick that counts, kept for the click: clicked at once
            app.frame(1 / 60)                 # frames only: no other click, no key
            clock += 1 / 60
        assert table.match.deal != deal and table.trick_waiting      # the last trick waits for the click
        assert table.model.trick_number > tricks, "no trick was gathered before the deal's last"
        assert clock < PLAYOUT_NOTICE_S / 2, clock
        assert table.model.banner or table.banner_text() == table.adapter.decided_line()
        assert table.resyncs == 0
    finally:
        table.close()


@pytest.mark.parametrize("speed", SPEEDS)
def test_a_decided_rest_is_played_out_never_slower_than_the_person_s_pace(tmp_path, speed):
    """The decided rest of a deal was played out at "fast" whatever the settings said: a person at
    "slow" saw it rush three times quicker than all else. It goes at his pace or a step quicker on
    the settings' scale, never slower (at "instant", instant), its cards still seen to move where
    he asked for animations; and so still once the settings were opened and closed meanwhile."""
    app = make_app(tmp_path, speed=speed)
    table = start(app, "polignac", seed=1)
    try:
        until(app, lambda: table.playing_out(), answer=lambda q: True, dt=ON_THE_WAY_DT)
        deal, paces = table.playout, set()
        for frame in range(3000):
            if frame == 30:
                from game.ui.scenes.settings import SettingsScene
                app.push(SettingsScene(app))
                app.frame(1 / 60)
                app.pop()
            if table.match.deal != deal or table.match.match_over:
                break
            if table.playing_out():
                paces.add(table.timeline.factor)
            app.frame(1 / 60)
        assert table.match.deal != deal or table.match.match_over
        own = theme.SPEED_FACTOR[speed]
        between = {name for name, factor in theme.SPEED_FACTOR.items() if min(paces) < factor < own}
        assert max(paces) <= own and not between, (speed, paces, between)
        assert min(paces) > 0 or own == 0, paces
    finally:
        table.close()


@pytest.mark.parametrize("auto_play", [True, False])
def test_the_deal_s_last_trick_waits_on_the_cloth_before_its_sheet_and_review(tmp_path, auto_play):
    """Practice: the deal's last trick is held for a click whether the person played his last card
    or the table played it for him (the decided rest played out), before the sheet and the review
    come over it."""
    app = make_app(tmp_path, speed="normal", auto_play=auto_play)
    table = start(app, mode="practice")
    try:
        until(app, lambda: asked(app) and rest_is_decided(table.match), answer=lambda q: True, dt=ON_THE_WAY_DT)
        deal = table.match.deal
        for _ in range(3000):                                # frames only: the person's cards played
            if table.match.deal != deal and table.trick_waiting:
                break
            if table.person_seat.question is not None and not table.timeline.busy() and not auto_play:
                question = table.person_seat.question
                table.choose(concrete(question.legal[0]).to_json())
            elif table.trick_waiting:
                table.proceed()                              # a trick before the last: gathered
            assert app.top is table, "the deal's sheet came before its last trick was seen"
            app.frame(1 / 60)
        assert table.match.deal != deal and table.trick_waiting
        assert len(table.model.trick) == table.players and table.model.trick_winner is not None
        for _ in range(120):                                 # two seconds: it stays for the click
            app.frame(1 / 60)
        assert app.top is table and table.trick_waiting
        table.proceed()
        until(app, lambda: isinstance(app.top, ReviewScene))
        assert isinstance(app.stack[-2], DealEndScene)
    finally:
        table.close()


def test_a_deal_with_a_choice_left_is_not_decided(tmp_path):
    app = make_app(tmp_path, auto_play=False)
    table = start(app)
    try:
        until(app, lambda: asked(app))
        assert len(table.person_seat.question.legal) > 1
        assert not rest_is_decided(table.match)
        assert table.playout is None
    finally:
        table.close()


# ---------------------------------------------------------------- the review's hook


@pytest.mark.parametrize("mode", ["practice", "normal"])
def test_practice_opens_the_review_with_each_deal_s_sheet(tmp_path, mode):
    app = make_app(tmp_path)
    table = start(app, mode=mode)
    try:
        until(app, lambda: any(isinstance(s, DealEndScene) for s in app.stack), answer=lambda q: True)
        top = app.top
        if mode == "practice":
            # the review of the deal just played, over its sheet, from the person's seat
            assert isinstance(top, ReviewScene) and top.deal == 1 and top.seat == table.person
            assert isinstance(app.stack[-2], DealEndScene)
            assert top.record is not table.record and top.record.actions == table.record.actions
            # its way out leads on to the deal's result, and says so ("Retour" sounded like going
            # back, and the result was under it)
            assert top.back_button.label == app.t("review.see_result") != app.t("common.back")
            top.back_button.click()
            assert isinstance(app.top, DealEndScene)
        else:
            assert isinstance(top, DealEndScene)
    finally:
        table.close()


@pytest.mark.parametrize("mode", ["practice", "normal"])
def test_a_rematch_keeps_practice_and_its_take_back(tmp_path, mode):
    app = make_app(tmp_path)
    table = start(app, mode=mode)
    table.rematch()
    again = app.top
    try:
        assert isinstance(again, TableScene) and again is not table
        assert again.config.practice is (mode == "practice") and again.record.practice is (mode == "practice")
        assert ("table.btn.take_back" in again.bar_button) is (mode == "practice")
    finally:
        again.close()


def _end_of(match, rng) -> list:
    """The end of the deal after random legal play from here (the ``deal_end`` events)."""
    probe, deal = match.clone(), match.deal
    while not probe.match_over and probe.deal == deal:
        ended = [ev.to_json() for ev in probe.apply(rng.choice(probe.legal_actions()), probe.to_act)
                 if ev.kind == "deal_end"]
        if ended:
            return ended
    return []


@pytest.mark.parametrize("game,players", [("polignac", 4), ("double_king", 4), ("guinguette", 5)])
def test_decided_means_every_way_of_playing_ends_the_deal_alike(game, players):
    import random
    rng = random.Random(3)
    decided_with_choice = undecided = 0
    for seed in range(40):
        match = new_match(game, players, seed=seed)
        deal = match.deal
        while not match.match_over and match.deal == deal:
            if match.phase == "play":
                ends = {json.dumps(_end_of(match, rng), sort_keys=True) for _ in range(12)}
                if rest_is_decided(match):
                    assert len(ends) == 1                 # no line of play changes the end
                    decided_with_choice += len(match.legal_actions()) > 1
                elif len(ends) > 1:
                    undecided += 1
            match.apply(rng.choice(match.legal_actions()), match.to_act)
    # near the end of deals, a choice of cards that changes nothing is found; and play that
    # changes the end is never called decided (checked above)
    assert decided_with_choice > 0 and undecided > 0


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1024, 768)])
@pytest.mark.parametrize("game", ["double_king", "guinguette"])
def test_the_hint_over_a_decision_panel_covers_no_seat_basket_count_or_card(tmp_path, monkeypatch, game, size,
                                                                           language):
    """The hint's tag stood above the decision panel whatever lay there: a two-line hint on Double
    King's contract covered the top seat's name and score, and on Guinguette's betting the
    cabaret's basket. It stands now where it covers none of the seats, their cards, the baskets,
    the counts nor the person's hand (above the panel, under it or under the top bar)."""
    from game.ui import i18n
    from game.ui.table import draw
    from game.ui.table.counts import counts_box
    app = make_app(tmp_path, size, language=language)
    players = 4 if game == "double_king" else 3
    seats = default_seats(players)
    for seat in seats[1:]:
        seat["level"] = "debutant"
    deals = [] if game == "double_king" else [{"hands": [["9S", "TS", "JS", "6C"], ["7H", "8H", "9H", "KC"],
                                                         ["AC", "QD", "KD", "6D"]]}]
    dealer = 0 if game == "double_king" else 2      # the person chooses the contract / bets first
    match = new_match(game, players, options={}, seed=1, dealer=dealer, deals=deals)
    table = TableScene(app, MatchConfig(game, players, {}, seats, seed=1, dealer=dealer), match=match)
    app.push(table)
    try:
        for _ in range(300):
            app.frame(1 / 60)
            if table.dialog is not None and table.dialog_buttons and not table.timeline.busy():
                break
        assert table.dialog_buttons and table.match.to_act == table.person
        # the longest hint the table gives: Double King's, in words of the game's points
        line = i18n.translate("help.hint_tag", language, line=i18n.translate(
            "hint.search", language, action=i18n.translate("dk.contract.rois_valets", language),
            over=over("double_king", language),
            value=i18n.translate("hint.value.double_king", language, value="1,4"),
            other=i18n.translate("dk.contract.sept_treize", language), other_value="0,7"))
        monkeypatch.setattr(draw, "advice", lambda scene: (line, None))
        tags = []
        real = draw.draw_tag

        def spy(*args, **kwargs):
            tags.append(real(*args, **kwargs))
            return tags[-1]
        monkeypatch.setattr(draw, "draw_tag", spy)
        app.dirty = True
        table.dirty = True
        app.frame(1 / 60)
        app.draw() if hasattr(app, "draw") else None
        assert tags, "the hint was drawn"
        lay = table.layout
        keep = [lay.plate_rect(s) for s in range(players)] + list(table.adapter.shown_clear()) + \
            draw._seats_cards(table) + [lay.hand_span(len(table.model.hand)), counts_box(table)]
        assert [r for r in keep if r is not None and r.colliderect(tags[-1])] == []
        assert not tags[-1].colliderect(table.dialog.rect(table.stage))
    finally:
        table.close()


def test_the_hint_s_process_does_not_outlive_a_window_that_dies(tmp_path):
    """Played in a window: a hint asked, the window closed by a display error (or the app killed),
    and the hint's process, with the fork server it keeps alive, stayed behind for good. It ends
    once the window's process is gone."""
    import os
    import signal
    import subprocess
    import sys
    script = (
        "import os, sys, time\n"
        "sys.path.insert(0, os.getcwd())\n"
        "from game.ui.table.learning import HintDesk\n"
        "desk = HintDesk('polignac', 1, False)\n"
        "print(desk._process().submit(os.getpid).result(timeout=60), flush=True)\n"
        "time.sleep(120)\n")
    app = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True,
                           cwd=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    worker = int(app.stdout.readline())
    os.kill(worker, 0)                                  # the hint's process runs
    app.send_signal(signal.SIGKILL)                      # no shutdown of any pool
    app.wait(timeout=10)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            os.kill(worker, 0)
        except ProcessLookupError:
            break
        time.sleep(0.1)
    else:
        os.kill(worker, signal.SIGKILL)
        raise AssertionError("the hint's process outlived the window")


HINT_AND_REVIEW_LEFT = WATCHING_PROCESSES + r"""
import json
if __name__ == "__main__":
    from game.store.record import MatchRecord
    from game.ui.app import App
    from game.ui.config import MatchConfig, default_seats
    from game.ui.scenes.review import ReviewScene
    from game.ui.scenes.title import TitleScene
    from game.ui.table import TableScene
    with open(sys.argv[1], encoding="utf-8") as f:
        record = MatchRecord.from_json(json.load(f))
    app = App((800, 500), store=None, settings={"speed": "instant", "think_pause_ms": 0, "language": "fr"})
    app.push(TitleScene(app))
    for seed in range(3):
        table = TableScene(app, MatchConfig("guinguette", 6, {}, default_seats(6), seed=seed, mode="practice"))
        app.push(table)
        deadline = time.monotonic() + 60
        while (table.person_seat.question is None or table.timeline.busy()) and time.monotonic() < deadline:
            if table.trick_waiting:
                table.proceed()
            app.frame(1 / 60)
        before = started_for_the_window()           # the seats' worker
        table.ask_hint()
        review = ReviewScene(app, record, 1, 0) if seed else None     # the first: the hint alone
        if review is not None:
            app.push(review)
        time.sleep(0.3)                             # the hint's search (and the review) at work
        working = table.hints.thinking(table.person_seat.question) and (review is None or review.job.poll() is None)
        started = started_for_the_window()
        if review is None:
            table.close()                           # the table closes
            app.pop()
        else:
            app.pop_to(TitleScene)                  # the person leaves to the menu
        time.sleep(0.5)
        print(working, len(started - before), running(started), flush=True)
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="/proc and the fork server: Linux")
def test_a_hint_or_a_review_at_work_stops_at_once_when_its_table_closes(tmp_path):
    """A hint still being worked out when its table closed went on in its process for up to its
    cap (about a second), as the pool's shutdown waited for it. Asked at the Maître's strength
    (Guinguette at six: seconds of work, cut at the cap), then the table closed, or a review of a
    deal opened over it and the person gone back to the menu: no process of theirs is left half a
    second later, and nothing is written on stderr."""
    import os
    import subprocess
    record = tmp_path / "record.json"
    record.write_text(json.dumps(played("guinguette", 6, seed=3)[0].to_json()), encoding="utf-8")
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    done = subprocess.run([sys.executable, "-c", HINT_AND_REVIEW_LEFT, str(record)], cwd=root,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    rounds = [line.split(" ", 2) for line in done.stdout.strip().split("\n")]
    assert [working for working, _, _ in rounds] == ["True"] * 3, "closed after the hint (or review) was done"
    seen = [int(started) for _, started, _ in rounds]
    assert seen[0] >= 1 and min(seen[1:]) >= 2, f"the hint's (and review's) processes not seen: {seen}"
    assert [left for _, _, left in rounds] == ["[]"] * 3, f"left running: {rounds}"


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_hint_over_the_hand_at_seven_seats_covers_no_plate(tmp_path, size, language):
    """At seven seats a card's hint stood above the hand in one line of half the window, over the
    plates of the seats on either side of the person. It now runs in shorter lines there."""
    from game.ui import i18n
    from game.ui.table import draw
    app = make_app(tmp_path, size, language=language)
    players = 7
    seats = default_seats(players)
    options = {"leftover_method": "dealer_ecart"}
    table = TableScene(app, MatchConfig("polignac", players, options, seats, seed=1, dealer=6))
    app.push(table)
    try:
        for _ in range(300):
            app.frame(1 / 60)
            if table.person_to_play() and not table.timeline.busy():
                break
        assert table.person_to_play() and table.dialog is None
        line = i18n.translate("help.hint_tag", language, line=i18n.translate(
            "hint.search", language, action="7♦", other="7♠", other_value="0,5", over=over("polignac", language),
            value=i18n.translate("hint.value.polignac", language, value="0,4")))
        lay = table.layout
        anchor, width = draw.advice_place(table, line, app.surface.get_rect())
        tag = draw.tag_rect(table, line, anchor, app.surface.get_rect(), width)
        plates = [lay.plate_rect(s) for s in range(players)]
        assert tag.collidelist(plates) < 0, (tag, plates[tag.collidelist(plates)])
        assert tag.bottom <= lay.hand_span(len(table.model.hand)).top
    finally:
        table.close()


@pytest.mark.parametrize("size", [(800, 500), (1280, 720), (1920, 1080)])
def test_a_hint_asked_with_the_log_open_lies_whole_left_of_the_drawer(tmp_path, monkeypatch, size):
    """Played in a window at 800×500: with the log's drawer open, the hint for a card ran under it
    ("… over the ways th"), the rest of its line hidden. It lies left of the drawer, whole."""
    from game.ui.table import draw, log
    app = make_app(tmp_path, language="en")
    app.resize(size)
    table = start(app, "polignac")
    try:
        until(app, lambda: asked(app))
        key(app, pygame.K_l)
        assert table.show_log
        question = table.person_seat.question
        press_hint(app)
        wait_hint(app, table, question)
        line, _action = draw.advice(table)
        assert line
        tags = tags_drawn(monkeypatch, app)
        rect = next(r for text, r in tags if text == line)
        drawer = log.drawer_rect(table)
        assert 0 <= rect.left and rect.right <= drawer.left, (rect, drawer)
        assert not rect.colliderect(table.layout.hand_span(len(table.model.hand)))
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(800, 500), (1280, 720), (1920, 1080)])
def test_the_hint_for_a_contract_leaves_the_hand_it_is_chosen_from_uncovered(tmp_path, size, language):
    """Played in a window at 800×500: the person dealt Double King, asked which contract to
    choose, and the hint's tag lay under the dialog over the top of his hand, the ranks he
    chooses from hidden. It goes where it hides no card of his (at this size, under the bar,
    beside the counts)."""
    from game.ui import i18n
    from game.ui.table import draw
    app = App(size, store=Store(Paths.under(str(tmp_path)), fsync=False))
    for key_, value in {"speed": "instant", "think_pause_ms": 0, "language": language}.items():
        app.settings[key_] = value
    table = start(app, "double_king", mode="practice", dealer=0)
    try:
        until(app, lambda: asked(app))
        assert draw.panel_up(table) and table.match.phase == "contract", table.match.phase
        legal = [concrete(a).to_json() for a in table.person_seat.question.legal]
        line = i18n.translate("help.hint_tag", language, line=i18n.translate(      # the longest reason
            "hint.search", language, action=max((action_text(a, language) for a in legal), key=len),
            other=max((action_text(a, language) for a in legal), key=len), other_value="1,5",
            over=over("double_king", language),
            value=i18n.translate("hint.value.double_king", language, value="2,9")))
        anchor, width = draw.advice_place(table, line, app.surface.get_rect())
        tag = draw.tag_rect(table, line, anchor, app.surface.get_rect(), width)
        hand = table.layout.hand_span(len(table.model.hand))
        assert not tag.colliderect(hand), (tag, hand)
        assert not tag.colliderect(table.dialog.rect(table.stage)), "nor the dialog"
        # a hint as it comes (trumps in spades advised): clear of the counts too, where at 800x500
        # in French the line, too long to stand beside them at four fifths of the window, lay over
        # the contracts chosen (right of them, as wide as the room there)
        texts = [action_text(a, language) for a in legal]
        figure = i18n.decimal(1.7, language)
        value = i18n.translate("hint.value.double_king" + ("_one" if i18n.singular(figure, language) else ""),
                               language, value=figure)
        line = i18n.translate("help.hint_tag", language, line=i18n.translate(
            "hint.search", language, action=texts[-4], other=max(texts, key=len),
            other_value=i18n.decimal(0.4, language), value=value, over=over("double_king", language)))
        anchor, width = draw.advice_place(table, line, app.surface.get_rect())
        tag = draw.tag_rect(table, line, anchor, app.surface.get_rect(), width)
        counts = draw.counts_box(table)
        assert not tag.colliderect(hand) and not tag.colliderect(table.dialog.rect(table.stage))
        assert counts is None or not tag.colliderect(counts), (line, tag, counts)
    finally:
        table.close()


def _contract_hinted(tmp_path, language, size):
    """A practice Double King table at ``size`` where the person deals, the hint for his contract
    shown: the app, the table and the hint."""
    app = make_app(tmp_path, language=language)
    app.resize(size)
    table = start(app, "double_king", mode="practice", dealer=0)
    until(app, lambda: asked(app))
    question = table.person_seat.question
    press_hint(app)
    return app, table, wait_hint(app, table, question)


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(700, 450), (1280, 720)])
def test_a_contract_s_hint_in_a_small_window_says_it_shorter_rather_than_hide_a_seat(tmp_path, monkeypatch,
                                                                                      size, language):
    """At 700×450 the hint for a Double King contract, two lines of four fifths of the window,
    found no place clear and lay under the bar over Anatole's plate and fanned cards. Where its
    whole reason covers something, it says it shorter (the figures without "on average over the
    ways the hidden cards may lie"), and there it lies on no seat, card, dialog or hand; where
    the whole reason has room (1280×720; at 700×450 under the bar right of Anatole's plate, in
    lines as wide as the room there), it is said whole."""
    from game.ui.table import draw
    app, table, hint = _contract_hinted(tmp_path, language, size)
    try:
        tags = tags_drawn(monkeypatch, app)
        full, short = hint.line(language), hint.line(language, short=True)
        assert len(short) < len(full)
        said = [(text, rect) for text, rect in tags if text.endswith(full)
                or (size[0] < 800 and text.endswith(short))]
        assert len(said) == 1, tags
        rect = said[0][1]
        assert any(figure in said[0][0] for figure in ("1", "2", "3", "4", "5", "6", "7", "8", "9", "0"))
        lay = table.layout
        clear = [lay.plate_rect(s) for s in range(table.players)] + draw._seats_cards(table)
        clear += [table.dialog.rect(table.stage), lay.hand_span(len(table.model.hand))]
        assert app.surface.get_rect().contains(rect) and rect.collidelist(clear) < 0, \
            (rect, clear[rect.collidelist(clear)])
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_contract_s_hint_at_640_by_400_lies_on_no_plate(tmp_path, monkeypatch, language):
    """At 640×400 the hint for a Double King contract, even in its fewer words, lay under the bar
    over Anatole's plate: the panel and the seats left no band clear. It lies beside the panel
    down by the window's foot, on no plate, seat's cards, dialog or hand, its reason said whole
    or in its fewer words; the help of each contract under the pointer keeps off Anatole's plate
    too (it lay there as well)."""
    from game.ui.table import draw
    app, table, hint = _contract_hinted(tmp_path, language, (640, 400))
    try:
        lay = table.layout
        plates = [lay.plate_rect(s) for s in range(table.players)]
        clear = plates + draw._seats_cards(table) + [table.dialog.rect(table.stage),
                                                     lay.hand_span(len(table.model.hand))]
        said = [(text, rect) for text, rect in tags_drawn(monkeypatch, app)
                if text.endswith((hint.line(language), hint.line(language, short=True)))]
        assert len(said) == 1
        rect = said[0][1]
        assert app.surface.get_rect().contains(rect) and rect.collidelist(clear) < 0, \
            (rect, clear[rect.collidelist(clear)])
        table.hints.drop()                               # the contracts' own help, under the pointer
        for button in table.dialog_buttons:
            if button.help:
                table.pointer = button.rect.center
                table.build_dialog()
                helps = [r for text, r in tags_drawn(monkeypatch, app)
                         if text in (button.help, button.short_help, button.fewest_help)]
                assert len(helps) == 1 and not helps[0].colliderect(plates[2]), (button.help, helps)
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_hint_at_a_small_guinguette_table_lies_clear_of_the_trump_and_the_seats(tmp_path, language):
    """Played at 800×500, four at Guinguette: asked whether he plays the cotillon, the person
    asked a hint, and its tag stood under the bar over the trump's medallion and the fanned cards
    of the seat across, the bands above and under the dialog being taken too. It stands beside
    the dialog, clear of the trump, every seat, its cards, the dialog and the hand."""
    from game.ui.games import guinguette_draw as gdraw
    from game.ui.table import draw
    app = make_app(tmp_path, language=language)
    app.resize((800, 500))
    table = start(app, "guinguette", mode="practice", seed=3, dealer=0)
    try:
        until(app, lambda: asked(app) and table.person_seat.question.legal[0].type == "cotillon",
              answer=lambda question: True)
        question = table.person_seat.question
        press_hint(app)
        wait_hint(app, table, question)
        line, _action = draw.advice(table)
        assert line
        bounds = app.surface.get_rect()
        anchor, width = draw.advice_place(table, line, bounds)
        tag = draw.tag_rect(table, line, anchor, bounds, width)
        assert bounds.contains(tag)
        lay = table.layout
        clear = [gdraw.trump_rect(table.stage), table.dialog.rect(table.stage),
                 lay.hand_span(len(table.model.hand))]
        clear += [lay.plate_rect(s) for s in range(table.players)] + draw._seats_cards(table)
        assert tag.collidelist(clear) < 0, (tag, clear[tag.collidelist(clear)])
    finally:
        table.close()


def _refused_under_the_hint(tmp_path, monkeypatch, game="polignac", size=(1280, 720), language="fr"):
    """A practice table at ``size`` where the person must play and the rules refuse a card of his:
    the pointer rests on it while a hint stands; the table and the tags drawn, (text, rect) each,
    and the hint's line and the refusal's."""
    from game.ui import i18n
    from game.ui.table import draw
    app = make_app(tmp_path, language=language)
    app.resize(size)
    table = start(app, game, mode="practice")

    def refused_card() -> str | None:
        if table.timeline.busy() or not table.person_to_play():
            return None
        return next((c for c in table.model.hand if not table.legal(c)), None)
    until(app, lambda: refused_card() is not None, answer=lambda q: True)
    code = refused_card()
    assert code is not None
    line = i18n.translate("help.hint_tag", language, line="9♦ : à égalité ici avec 10♦ (0,8 point de valets en "
                          "moyenne sur les façons dont les cartes cachées peuvent être réparties).")
    monkeypatch.setattr(draw, "advice", lambda scene, short=False: (line, None))
    lay = table.layout
    hand = table.model.hand
    centre, _angle = lay.hand_cards(len(hand))[hand.index(code)]
    spot = next((int(centre[0]) + dx, int(centre[1])) for dx in range(-80, 80, 2)
                if table.card_at((int(centre[0]) + dx, int(centre[1]))) == code)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(1 / 60)
    assert table.hover == code
    return table, tags_drawn(monkeypatch, app), line, table.reason(code)


def test_the_reason_a_card_is_refused_is_not_hidden_by_the_hint(tmp_path, monkeypatch):
    """The pointer resting on a card the rules refuse while a hint stood above the hand: the
    hint's tag lay on the refusal's ("You must follow suit in d…", the rest under the hint).
    The hint keeps clear of it, and the refusal, what the pointer asks, is drawn last."""
    table, tags, line, reason = _refused_under_the_hint(tmp_path, monkeypatch)
    try:
        assert [text for text, _ in tags] == [line, reason]           # the refusal over everything
        (_hint, hint_rect), (_why, why_rect) = tags
        assert not hint_rect.colliderect(why_rect)
    finally:
        table.close()


@pytest.mark.parametrize("game", ["polignac", "double_king", "guinguette"])
@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_hint_stands_apart_from_the_reason_a_card_is_refused_in_a_small_window(tmp_path, monkeypatch, game,
                                                                                     language):
    """At 800×500 the hint's tag stood 6 px over "Vous devez fournir à cœur", its shadow on the
    refusal's paper: the two read as one; four at Guinguette it lay on "Vous devez couper", over
    the hint's own words. The hint keeps from the refusal the gap a tag keeps from another, past
    its shadow (draw.tag_apart), and the refusal is drawn whole over everything."""
    from game.ui.table import draw
    table, tags, line, reason = _refused_under_the_hint(tmp_path, monkeypatch, game, (800, 500), language)
    try:
        assert [text for text, _ in tags] == [line, reason]
        (_hint, hint_rect), (_why, why_rect) = tags
        apart = draw.tag_apart(table)
        assert apart > draw.TAG_SHADOW["offset"] + draw.TAG_SHADOW["blur"]
        assert not hint_rect.inflate(2 * apart, 2 * apart).colliderect(why_rect), (hint_rect, why_rect, apart)
    finally:
        table.close()


@pytest.mark.parametrize("size", [(800, 500), (1280, 720)])
@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_hint_beside_a_refused_card_leaves_the_trick_s_number_clear(tmp_path, monkeypatch, size, language):
    """At 800×500, four at Guinguette, the hint's tag, kept off "Vous devez couper" while the pointer
    rested on a card the rules refuse, lay on the trick's number "Pli 1/4": the count the person
    reads before playing was gone under the hint. The hint keeps clear of the trick's number, as of
    the refusal (draw.tag_apart)."""
    from game.ui.table import counts, draw
    table, tags, line, reason = _refused_under_the_hint(tmp_path, monkeypatch, "guinguette", size, language)
    try:
        assert [text for text, _ in tags] == [line, reason]
        (_hint, hint_rect), (_why, why_rect) = tags
        number = counts.trick_number_box(table)
        assert number is not None
        assert not hint_rect.colliderect(number), (hint_rect, number)
        apart = draw.tag_apart(table)
        assert not hint_rect.inflate(2 * apart, 2 * apart).colliderect(why_rect), (hint_rect, why_rect)
    finally:
        table.close()


@pytest.mark.parametrize("size", [(800, 500), (1280, 720)])
@pytest.mark.parametrize("game", ["polignac", "double_king", "guinguette"])
@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_hint_beside_a_refused_card_leaves_the_trick_s_cards_clear(tmp_path, monkeypatch, size, game, language):
    """At 800×500, four at Guinguette, the hint's tag, kept off "Vous devez couper" and "Pli 1/4",
    lay on the foot of the king of spades in the trick, the card the person must beat: above the
    hand no place was clear of the trick. It stands clear of every card lying in the trick (beside
    the hand where that is the place), of the refusal, the trick's number, the seats' plates and
    the line beside the hand ("À vous de jouer")."""
    from game.ui.cards import card_size
    from game.ui.table import counts, draw
    table, tags, line, reason = _refused_under_the_hint(tmp_path, monkeypatch, game, size, language)
    try:
        assert [text for text, _ in tags] == [line, reason]
        (_hint, hint_rect), (_why, why_rect) = tags
        lay = table.layout
        assert table.model.trick
        cards = []
        for seat, _code, _angle in table.model.trick:
            card = pygame.Rect((0, 0), card_size(lay.table_h))
            card.center = tuple(int(v) for v in lay.trick_slot(seat))
            cards.append(card)
        assert hint_rect.collidelist(cards) < 0, (hint_rect, cards)
        apart = draw.tag_apart(table)
        assert not hint_rect.inflate(2 * apart, 2 * apart).colliderect(why_rect), (hint_rect, why_rect)
        number = counts.trick_number_box(table)
        assert number is None or not hint_rect.colliderect(number), (hint_rect, number)
        assert hint_rect.collidelist([lay.plate_rect(s) for s in range(table.players)]) < 0, hint_rect
        font = table.app.font("body")
        said = lay.hint_area(font.get_linesize(), len(table.model.hand), table.adapter.person_cards_rect())
        turn = pygame.Rect(said.left, said.bottom - font.get_linesize(), *font.size(table.t("table.your_turn")))
        assert not hint_rect.colliderect(turn), (hint_rect, turn)
    finally:
        table.close()


@pytest.mark.parametrize("size", [(800, 500), (1280, 720)])
def test_the_hint_for_a_contract_asked_with_the_log_open_lies_left_of_the_drawer(tmp_path, monkeypatch, size):
    """With Double King's contract chooser up and the log's drawer open, the hint's tag was laid
    out on the whole window (the drawer's bound held only with no choice panel up) and could lie on
    the log's lines. It lies left of the drawer, whole (in its fewer words where the whole would
    cover something: at 800×500 since Double King's figure says "for the rest of the deal"), as
    each choice's help does; and a choice's help under the pointer keeps apart from it
    (draw.tag_apart)."""
    from game.ui.table import draw, log
    app, table, hint = _contract_hinted(tmp_path, "fr", size)
    try:
        key(app, pygame.K_l)
        assert table.show_log and draw.panel_up(table)
        lines = (hint.line("fr"), hint.line("fr", short=True))
        tags = tags_drawn(monkeypatch, app)
        [rect] = [r for text, r in tags if text.endswith(lines)]
        drawer = log.drawer_rect(table)
        assert 0 <= rect.left and rect.right <= drawer.left, (rect, drawer)
        apart = draw.tag_apart(table)
        for button in table.dialog_buttons:
            if button.help:
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0),
                                                     buttons=(0, 0, 0)))
                app.frame(1 / 60)
                [(_hint, hint_rect), (_help, help_rect)] = tags_drawn(monkeypatch, app)
                assert help_rect.right <= drawer.left, (button.label, help_rect, drawer)
                assert not help_rect.colliderect(hint_rect.inflate(2 * apart, 2 * apart)), \
                    (button.label, help_rect, hint_rect)
    finally:
        table.close()


def test_the_table_keeps_which_decisions_took_the_hint_s_advice_for_the_review(tmp_path, monkeypatch):
    """A newcomer who followed every hint read the same cards listed in the review as costly ("J♣:
    9♣ was better") and thought the hint or the review wrong. The table keeps the record's indices of
    the decisions that took the hint's advice, and hands them to the review of a practice deal."""
    from game.ui.table.learning import Hint
    app = make_app(tmp_path)
    table = start(app, mode="practice")
    try:
        until(app, lambda: asked(app) and len(table.person_seat.question.legal) > 1, answer=lambda q: True)
        question = table.person_seat.question
        advised = concrete(question.legal[0]).to_json()
        monkeypatch.setattr(table.hints, "shown",
                            lambda q: Hint("k", advised, lambda lang, short=False: "") if q is question else None)
        taken = len(table.record.actions)
        table.choose(advised)
        app.frame(1 / 60)
        assert table.record.actions[taken] == {"seat": table.person, **advised}
        assert table.followed == {taken}
        until(app, lambda: asked(app) and len(table.person_seat.question.legal) > 1, answer=lambda q: True)
        question = table.person_seat.question            # the hint advises one card, another is played
        advised, other = (concrete(a).to_json() for a in question.legal[:2])
        table.choose(other)
        app.frame(1 / 60)
        assert table.followed == {taken}
        handed = []
        monkeypatch.setattr(app, "open_review", lambda record, deal, followed=frozenset(): handed.append(followed))
        table._review_in_practice()
        assert handed == [{taken}]
    finally:
        table.close()


def test_a_lone_card_played_for_the_person_is_said(tmp_path):
    """With "Play the obvious for me", the lone card the rules leave went down after a beat with
    nothing said: a newcomer's click on a refused card in that beat seemed to play another card.
    The line beside the hand says the card was played for him, until his next question."""
    from game.ui import i18n
    app = make_app(tmp_path, auto_play=True, speed="fast")   # at "instant" it goes in the frame it is asked
    table = start(app)
    try:
        said = []

        def lone_played() -> bool:
            question = table.person_seat.question
            if question is not None and len(question.legal) == 1 and table.playout is None:
                said.append(concrete(question.legal[0]).to_json()["card"])
            return bool(said) and table.person_seat.question is None and bool(table.error_line)
        until(app, lone_played, answer=lambda q: len(q.legal) > 1)
        card = i18n.card_text(said[-1], "fr")
        assert table.error_line == f"Votre seule carte jouable, {card}, a été jouée pour vous."
        assert {"seat": table.person, "type": "play", "card": said[-1]} in table.record.actions
    finally:
        table.close()


def test_the_contract_a_hint_advises_is_announced_by_enter_alone(tmp_path):
    """H then Enter at Double King's contract: the keys' gold frame went to the first contract
    while the hint's gold ring stood on another. Once the hint comes, the frame stands on the
    button it rings; Enter after Enter (the contract, its suit where it has one, Announce) gives
    the contract advised."""
    from game.ui.table import keys as table_keys
    app, table, hint = _contract_hinted(tmp_path, "en", (1280, 720))
    try:
        app.frame(1 / 60)                               # the frame that shows the hint come
        framed = table_keys.focused_button(table)
        assert framed is not None and marks(framed, hint.action) and framed.enabled
        for _ in range(3):
            if table.match.view(0).contract is not None:
                break
            key(app, pygame.K_RETURN)
        view = table.match.view(0)
        assert {"type": "contract", "contract": view.contract, **({"trump": view.trump} if view.contract == "atout"
                                                                   else {})} == hint.action
    finally:
        table.close()


@pytest.mark.parametrize("dealer", range(5))
def test_the_line_of_a_rest_played_out_leaves_the_dealer_s_ecart_in_sight(tmp_path, dealer):
    """800×500, five seats, the dealer's écart on: "the rest of the deal is decided" lay on the
    pile of cards the dealer laid aside. The line keeps clear of the pile and its label."""
    from game.ui.table.draw import banner_placed, ecart_pile_box
    app = App((800, 500), store=Store(Paths.under(str(tmp_path)), fsync=False))
    app.settings["speed"], app.settings["think_pause_ms"] = "instant", 0
    table = TableScene(app, MatchConfig("polignac", 5, {"leftover_method": "dealer_ecart"}, default_seats(5),
                                        seed=3, dealer=dealer))
    app.push(table)
    try:
        until(app, lambda: table.model.ecart_pile > 0 and asked(app), answer=lambda q: q.view.phase != "play")
        table.playout = table.match.deal                   # the rest played out: the line says so
        placed, pile = banner_placed(table), ecart_pile_box(table)
        assert placed is not None and pile is not None
        assert not placed[0].colliderect(pile), (placed[0], pile)
    finally:
        table.close()
