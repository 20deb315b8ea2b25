"""The one-way table: adapters given a narrow stage, the person's seat asked as a computer's is."""
import pytest
from test_ui_frame_support import debutant_table
from test_ui_table_play import make_app

from game.engine import GAME_MODULES, action_from_json
from game.ui.table.seats import concrete
from game.ui.table.stage import Stage

PLAYERS = {"polignac": 4, "double_king": 4, "guinguette": 4}


def start(app, game, seed=7, dealer=3):
    return debutant_table(app, game, PLAYERS[game], seed=seed, dealer=dealer)


def until(app, table, done, limit=4000, answer=False):
    """Frames, gathering each trick that waits, until ``done()``; with ``answer``, the person's
    questions are answered with their first legal action and the papers closed."""
    for _ in range(limit):
        if done():
            return
        if table.trick_waiting:
            table.proceed()
        elif answer and app.top is not table:
            app.top.close()
        elif answer and table.person_seat.question is not None and not table.timeline.busy():
            table.choose(concrete(table.person_seat.question.legal[0]).to_json())
        app.frame(1 / 60)
    raise AssertionError("the table never got there")


def reachable(obj, depth=3, seen=None):
    """Every object held by ``obj``'s attributes (and theirs), ``depth`` levels down."""
    seen = set() if seen is None else seen
    if depth == 0 or id(obj) in seen:
        return
    seen.add(id(obj))
    for value in list(getattr(obj, "__dict__", {}).values()):
        items = value if isinstance(value, (list, tuple)) else [value]
        for item in items:
            yield item
            if hasattr(item, "__dict__") and not isinstance(item, type):
                yield from reachable(item, depth - 1, seen)


@pytest.mark.parametrize("game", sorted(GAME_MODULES))
def test_an_adapter_and_its_parts_never_hold_the_table_scene_nor_the_match(game):
    app = make_app()
    table = start(app, game)
    try:
        adapter = table.adapter
        assert isinstance(adapter.stage, Stage)
        assert not hasattr(adapter.stage, "match") and not hasattr(adapter.stage, "scene")
        held = list(reachable(adapter))
        assert not any(item is table for item in held)
        assert not any(item is table.match for item in held)
        # and a whole deal animates through the stage alone
        until(app, table, lambda: table.match.deal >= 2 or table.match.match_over, answer=True)
        assert table.resyncs == 0
    finally:
        table.close()


@pytest.mark.parametrize("game", sorted(GAME_MODULES))
def test_the_person_s_question_is_his_view_and_legal_actions_and_an_answer_given_there_is_played(game):
    app = make_app()
    table = start(app, game)
    try:
        seat = table.person_seat
        until(app, table, lambda: seat.question is not None)
        question = seat.question
        assert table.match.to_act == table.person == question.seat
        assert question.view.hand == table.match.view(table.person).hand
        assert [a.to_json() for a in question.legal] == [a.to_json() for a in table.match.legal_actions()]
        assert seat.poll() is None                # asked, not yet answered: the table waits
        app.frame(1 / 60)
        assert seat.question is question
        # what a hint or an automatic play would do: answer through the seat, from the question alone
        action = concrete(question.legal[0])
        before = len(table.record.actions) if table.record is not None else None
        table.choose(action.to_json())
        assert seat.question is None              # answered: the question is closed with its dialog
        assert table.dialog is None
        if before is not None:
            assert table.record.actions[-1]["seat"] == table.person
            assert {k: v for k, v in table.record.actions[-1].items() if k != "seat"} == action.to_json()
    finally:
        table.close()


def test_a_refused_answer_is_told_and_the_question_stays_open():
    app = make_app()
    table = start(app, "polignac")
    try:
        seat = table.person_seat

        def refusing():
            """The person is asked to play and some card of his may not be; other questions answered."""
            q = seat.question
            if q is not None and q.view.phase == "play" and set(q.view.hand) - q.cards:
                return True
            if q is not None:
                table.choose(concrete(q.legal[0]).to_json())
            return False
        until(app, table, refusing)
        question = seat.question
        refused = sorted(set(question.view.hand) - question.cards)
        assert question.reasons[refused[0]]        # worked out before anything is drawn
        played_before = len(table.match.view(table.person).hand)
        table.choose(action_from_json({"type": "play", "card": refused[0]}).to_json())
        assert table.error_line                    # the engine's refusal, in words
        assert table.person_seat.poll() is None
        assert seat.question is question           # still asked
        assert len(table.match.view(table.person).hand) == played_before
    finally:
        table.close()


def test_a_computer_seat_is_asked_once_per_state_and_the_person_is_never_asked_for_it():
    app = make_app()
    table = start(app, "double_king", dealer=0)
    asked = []
    ask = table.seats.ask

    def spy(seat, view, legal):
        asked.append((seat, table._state_key()))
        assert view.seat == seat                  # each computer seat sees only its own view
        return ask(seat, view, legal)
    table.seats.ask = spy
    try:
        until(app, table, lambda: len(asked) >= 6, answer=True)
        assert len(set(asked)) == len(asked)
        assert all(seat != table.person for seat, _ in asked)
    finally:
        table.close()
