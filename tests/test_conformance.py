"""What every game's match must do, whatever the game and the number of players (contract §6, §4).

Parametrised over every available game and each of its player counts: a clone is independent; a
match rebuilt from a view with the true hidden cards plays on exactly as the match; a rejected action
changes nothing; a view does not depend on the other hands; actions and events survive a JSON round
trip; random matches run to their end.
"""
import json
import random

import pytest

from game.engine import RuleError, action_from_json, available_games, game_module, new_match
from game.engine.actions import PLAY, Ecart, EcartChoice

CASES = [(game, players) for game in available_games() for players in game_module(game).PLAYERS]
IDS = [f"{game}-{players}" for game, players in CASES]


def random_action(m, rng):
    action = rng.choice(m.legal_actions())
    if isinstance(action, EcartChoice):
        action = Ecart(rng.sample(list(action.choosable), action.count))
    return action


def whole(m) -> str:
    """Everything the match shows: its runner state and every seat's view."""
    return json.dumps([m.state_json()] + [m.view(s).to_json() for s in range(m.players)], sort_keys=True)


def points_of_play(game, players, seed, steps):
    """A match of ``game`` after ``steps`` random actions (fewer if it ended), and its generator."""
    m = new_match(game, players, seed=seed, dealer=seed % players)
    rng = random.Random(seed)
    for _ in range(steps):
        if m.match_over:
            break
        m.apply(random_action(m, rng))
    return m, rng


@pytest.mark.parametrize("game, players", CASES, ids=IDS)
def test_a_clone_is_independent_and_plays_on_as_its_original(game, players):
    for seed in range(3):
        m, rng = points_of_play(game, players, seed, 7 * seed + 3)
        before = whole(m)
        twin = m.clone()
        actions, events = [], []
        deal = m.deal
        while not twin.match_over and twin.deal <= deal + 1:
            action = random_action(twin, rng)
            actions.append(action)
            events.append([e.to_json() for e in twin.apply(action)])
        assert whole(m) == before                       # the original did not move
        assert [[e.to_json() for e in m.apply(a)] for a in actions] == events      # and plays the same
        assert whole(m) == whole(twin)


@pytest.mark.parametrize("game, players", CASES, ids=IDS)
def test_a_match_rebuilt_from_a_view_with_the_true_hands_plays_on_identically(game, players):
    """``from_view`` with a seat's view, the true hands and what the views hide (``hidden()``: the seed,
    Polignac's écart, Guinguette's talon, trump, the cards its remues put back and the tierces dealt)
    shows every seat what the match shows, and plays the deal on and the next one exactly as it."""
    checked = remues = 0
    for seed in range(8):
        m, rng = points_of_play(game, players, seed, 5 * seed + 4)
        if m.match_over:
            continue
        seat = m.to_act
        remues += len(getattr(m, "exchanges", []))
        rebuilt = type(m).from_view(m.view(seat), list(m.hands), **m.hidden())
        assert whole(rebuilt) == whole(m)
        deal = m.deal
        while not m.match_over and m.deal <= deal + 1:
            assert rebuilt.legal_actions() == m.legal_actions()
            action = random_action(m, rng)
            assert [e.to_json() for e in rebuilt.apply(action)] == [e.to_json() for e in m.apply(action)]
        assert whole(rebuilt) == whole(m)
        checked += 1
    assert checked
    if game == "guinguette":
        assert remues          # the rebuilt match had cards put back face down to take


@pytest.mark.parametrize("game, players", CASES, ids=IDS)
def test_a_rejected_action_changes_nothing_and_every_held_card_is_legal_or_refused(game, players):
    for seed in range(3):
        m, rng = points_of_play(game, players, seed, 6 * seed + 2)
        deal = m.deal
        while not m.match_over and m.deal == deal:
            before = whole(m)
            legal = m.legal_actions()
            for seat in range(players):
                for c in list(m.hands_json()[seat]):
                    action = action_from_json({"type": "play", "card": c})
                    try:
                        m.clone().apply(action, seat)
                        accepted = True
                    except RuleError:
                        accepted = False
                    assert accepted == (seat == m.to_act and action in legal), (seat, c)
                    if not accepted:
                        with pytest.raises(RuleError) as refused:
                            m.apply(action, seat)
                        assert refused.value.code and refused.value.message
                        assert whole(m) == before
            m.apply(random_action(m, rng))


@pytest.mark.parametrize("game, players", CASES, ids=IDS)
def test_a_view_does_not_depend_on_the_other_hands(game, players):
    for seed in range(4):
        m = new_match(game, players, seed=seed, dealer=seed % players)
        sizes = [h.bit_count() for h in m.hands]
        for seat in range(players):
            others = [s for s in range(players) if s != seat]
            a, b = next(((a, b) for a in others for b in others if a < b and sizes[a] == sizes[b]), (None, None))
            if a is None:
                continue
            swapped = list(m.hands)
            swapped[a], swapped[b] = swapped[b], swapped[a]
            other = type(m).from_view(m.view(seat), swapped, **m.hidden())
            assert other.view(seat).to_json() == m.view(seat).to_json()
            assert m.view(seat).hand == m.hands_json()[seat]


@pytest.mark.parametrize("game, players", CASES, ids=IDS)
def test_actions_and_events_survive_a_json_round_trip(game, players):
    m = new_match(game, players, seed=5)
    rng = random.Random(5)
    for e in m.opening_events:
        assert json.loads(json.dumps(e.to_json())) == e.to_json()
    for _ in range(150):
        if m.match_over:
            break
        action = random_action(m, rng)
        data = json.loads(json.dumps(action.to_json()))
        assert action_from_json(data) == action
        twin = m.clone()
        events = [e.to_json() for e in m.apply(action)]
        assert [e.to_json() for e in twin.apply_json(twin.to_act, data)] == events
        assert json.loads(json.dumps(events)) == events
        assert json.loads(json.dumps(m.view(0).to_json())) == m.view(0).to_json()


@pytest.mark.parametrize("game, players", CASES, ids=IDS)
def test_random_matches_run_to_their_end(game, players):
    m = new_match(game, players, seed=players, options={"rounds": 1} if game == "double_king" else None)
    rng = random.Random(players)
    for _ in range(20_000):
        if m.match_over:
            break
        m.apply(random_action(m, rng))
    assert m.match_over and m.result_json() is not None and m.state_json()["legal"] == []
    with pytest.raises(RuleError):
        m.apply(PLAY[0])
