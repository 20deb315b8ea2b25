"""Guinguette properties over random legal play: counters are never created or destroyed, nobody
goes below zero, the events account for every counter moved, views and determinisation agree, and
thousands of random matches run without an exception."""
import json
import random

from hypothesis import example, given, settings
from hypothesis import strategies as st

from game.ai import brain_for
from game.ai.search import rollout
from game.engine import RuleError, action_from_json, new_match
from game.engine.cards import CARD, CODE_LIST
from game.engine.guinguette import GuinguetteMatch
from game.engine.guinguette.inference import played_by
from game.engine.guinguette.rules import find_tierce

OPTION_CHOICES = {
    "starting_chips": [6, 15, 40],
    "strict_doubling": [False, True],
    "tierce_suits": ["same", "any"],
    "ace_six_adjacent": [False, True],
    "max_remuer": [0, 1, 3],
    "must_undertrump": [True, False],
    "vole_payers": ["all", "active"],
    "vole_mouche": [True, False],
    "bankruptcy": ["end_match", "eliminate"],
    "one_trick_fine": [0, 2, 5],
    "eldest_extra": [0, 1, 3],
}


def random_options(rng: random.Random) -> dict:
    out = {key: rng.choice(values) for key, values in OPTION_CHOICES.items() if rng.random() < 0.5}
    out["match_length"] = 1
    return out


def pick(legal: list, rng: random.Random):
    """A random decision, each kind of move equally likely (not each card of a remuer), so that
    random seats stay in the cotillon and reach the tricks instead of spending all on exchanges."""
    kinds = {}
    for a in legal:
        kinds.setdefault(getattr(a, "move", a.type), []).append(a)
    group = list(kinds.values())[int(rng.random() * len(kinds))]
    return group[int(rng.random() * len(group))]


def counters(m) -> int:
    return sum(m.chips) + m.guinguette + m.cabaret + sum(m.queue) + m.basket


class Ledger:
    """The table's bookkeeping, kept from the events alone (what the animation relies on)."""

    def __init__(self, m, events):
        n = m.players
        self.chips = [m.opts.starting_chips] * n
        self.baskets = {"guinguette": 0, "cabaret": 0, "in_play": 0}
        self.queue = []
        self.read(events)

    def read(self, events):
        chips, baskets, queue = self.chips, self.baskets, self.queue
        for e in events:
            k = e.kind
            if k == "ante":
                chips[e.seat] -= e.amount
                baskets["in_play" if e.basket == "cotillon" else e.basket] += e.amount
            elif k == "guinguette" and e.seat is not None:
                assert e.amount == baskets["guinguette"]
                chips[e.seat] += e.amount
                baskets["guinguette"] = 0
            elif k == "cabaret_bet":
                chips[e.seat] -= e.paid
                baskets["cabaret"] += e.paid
                assert baskets["cabaret"] == e.basket
            elif k == "cabaret_win":
                assert e.amount == baskets["cabaret"]
                chips[e.seat] += e.amount
                baskets["cabaret"] = 0
            elif k == "cotillon_open":
                baskets["in_play"] = queue.pop(0) if e.from_queue else 0
                assert baskets["in_play"] == e.amount
            elif k in ("cotillon", "remue"):
                chips[e.seat] -= e.paid
                baskets["in_play"] += e.paid
            elif k == "settle":
                for t in e.transfers:
                    self.transfer(t)
            elif k == "share":
                total = baskets["guinguette"] + baskets["cabaret"] + baskets["in_play"] + sum(queue)
                assert total == e.pool == sum(t["amount"] for t in e.transfers)
                for t in e.transfers:
                    chips[t["to"]] += t["amount"]
                baskets.update(guinguette=0, cabaret=0, in_play=0)
                queue.clear()

    def transfer(self, t):
        chips, baskets, queue = self.chips, self.baskets, self.queue
        src, dst, amount, basket = t["from"], t["to"], t["amount"], t["basket"]
        if src is not None and dst is not None:
            chips[src] -= amount
            chips[dst] += amount
        elif src is None and dst is None:
            queue.insert(t["index"], baskets["in_play"])
            baskets["in_play"] = 0
        elif src is None:
            if basket == "in_play":
                baskets["in_play"] -= amount
            else:
                assert queue.pop(t["index"]) == amount
            chips[dst] += amount
        else:
            chips[src] -= amount
            if t["index"] == len(queue):
                queue.append(amount)
            else:
                queue[t["index"]] += amount

    def agrees_with(self, m) -> bool:
        b = self.baskets
        return (self.chips == m.chips and b["guinguette"] == m.guinguette and b["cabaret"] == m.cabaret
                and b["in_play"] == m.basket and self.queue == m.queue)


def play_random_match(players: int, seed: int, options: dict, check_every_step: bool):
    rng = random.Random(seed)
    m = new_match("guinguette", players, options, seed=seed, dealer=seed % players)
    total = counters(m)
    assert total == players * m.opts.starting_chips
    ledger = Ledger(m, m.opening_events) if check_every_step else None
    steps = 0
    while not m.match_over:
        legal = m.legal_actions()
        assert legal, m.phase
        assert m.at_table[m.to_act], "a seat that left the table never acts"
        events = m.apply(pick(legal, rng), m.to_act)
        steps += 1
        if check_every_step:
            json.dumps([e.to_json() for e in events])
            json.dumps(m.view(steps % players).to_json())
            ledger.read(events)
            assert ledger.agrees_with(m)
            assert counters(m) == total and min(m.chips) >= 0
    assert counters(m) == total and min(m.chips) >= 0
    assert m.guinguette == m.cabaret == m.basket == 0 and m.queue == []
    result = m.result_json()
    assert sorted(s for place in result["ranking"] for s in place) == list(range(players))
    return m, steps


@settings(max_examples=60, deadline=None)
@given(players=st.integers(3, 8), seed=st.integers(0, 10**6), option_seed=st.integers(0, 10**6))
def test_counters_are_never_created_or_destroyed_and_nobody_goes_below_zero(players, seed, option_seed):
    play_random_match(players, seed, random_options(random.Random(option_seed)), check_every_step=True)


def test_five_thousand_random_matches_from_three_to_eight_players():
    rng = random.Random(2024)
    for i in range(5000):
        play_random_match(3 + i % 6, i, random_options(rng), check_every_step=False)


@settings(max_examples=40, deadline=None)
@given(players=st.integers(3, 8), seed=st.integers(0, 10**6), stop=st.integers(0, 60))
def test_a_rejected_action_changes_nothing(players, seed, stop):
    rng = random.Random(seed)
    m = new_match("guinguette", players, {"starting_chips": 12}, seed=seed)
    for _ in range(stop):
        if m.match_over:
            return
        m.apply(rng.choice(m.legal_actions()))
    if m.match_over:
        return
    legal = {repr(a.to_json()) for a in m.legal_actions()}
    candidates = [{"type": "play", "card": CODE_LIST[c]} for c in range(64) if CODE_LIST[c]]
    candidates += [{"type": "cotillon", "move": mv} for mv in ("joue", "passe", "stop")]
    candidates += [{"type": "cabaret", "move": mv} for mv in ("parler", "tenir", "quitter")]
    candidates += [{"type": "cabaret", "move": "renvier", "raise": r} for r in (1, 2, 4)]
    candidates += [{"type": "trump", "suit": s} for s in "SHDC"]
    candidates += [{"type": "cotillon", "move": "remue", "card": CODE_LIST[c]} for c in range(64) if CODE_LIST[c]]
    before = m.state_json()
    for data in rng.sample(candidates, 24):
        if repr(data) in legal:
            continue
        try:
            m.apply_json(m.to_act, data)
        except RuleError:
            pass
        else:
            raise AssertionError(f"{data} was accepted but is not in the legal list")
        assert m.state_json() == before


def test_same_seed_and_actions_give_the_same_match():
    a = new_match("guinguette", 5, {"match_length": 1}, seed=99)
    b = new_match("guinguette", 5, {"match_length": 1}, seed=99)
    rng = random.Random(5)
    while not a.match_over:
        action = rng.choice(a.legal_actions())
        same = action_from_json(action.to_json())
        assert [e.to_json() for e in a.apply(action)] == [e.to_json() for e in b.apply(same)]
        assert a.state_json() == b.state_json()


def played_to(players: int, seed: int, stop: int) -> tuple:
    """A match with cabarets (tierces of any suits) after ``stop`` random decisions and the generator
    that chose them; (None, None) when it is over by then."""
    rng = random.Random(seed)
    m = new_match("guinguette", players, {"tierce_suits": "any"}, seed=seed)
    for _ in range(stop):
        if m.match_over:
            return None, None
        m.apply(rng.choice(m.legal_actions()))
    return (None, None) if m.match_over else (m, rng)


@settings(max_examples=40, deadline=None)
@given(players=st.integers(3, 8), seed=st.integers(0, 10**6), stop=st.integers(0, 40))
@example(players=3, seed=724525, stop=33)      # 32 remues before: the rebuilt match draws its stirs anew
def test_from_view_rebuilds_the_public_state_with_the_given_hands(players, seed, stop):
    m, rng = played_to(players, seed, stop)
    if m is None:
        return
    seat = m.to_act
    view = m.view(seat)
    rebuilt = GuinguetteMatch.from_view(view, list(m.hands), rng_seed=1, talon=list(m.talon))
    assert rebuilt.state_json() == m.state_json()
    assert rebuilt.view(seat).to_json() == view.to_json()
    # and it plays on like the real match, up to the next chance step
    action = rng.choice(m.legal_actions())
    assert action in rebuilt.legal_actions()
    deal = m.deal
    rebuilt.apply(action)
    m.apply(action)
    if m.deal == deal and action.type != "cotillon":
        assert rebuilt.state_json() == m.state_json()


def test_the_seats_rollout_finishes_the_deal_and_keeps_every_counter():
    rng = random.Random(3)
    brain = brain_for("guinguette")
    for seed in range(300):
        m = new_match("guinguette", 3 + seed % 6, {"starting_chips": 10}, seed=seed)
        for _ in range(rng.randrange(12)):
            if m.match_over:
                break
            m.apply(rng.choice(m.legal_actions()))
        if m.match_over:
            continue
        before = m.state_json()
        copy = m.clone()
        copy.stop_after_deal = True                         # as in the seats' worlds
        rollout(brain, copy, rng)
        assert m.state_json() == before                    # the original is untouched
        assert copy.phase in ("deal_over", "match_over") and copy.deal == m.deal
        assert min(copy.chips) >= 0 and counters(copy) == counters(m)


def test_from_view_needs_the_remembered_trump_when_the_view_hides_it():
    m = new_match("guinguette", 4, {"hide_trump_after_naming": True}, seed=4)
    rng = random.Random(1)
    while m.phase != "play":
        m.apply(rng.choice([a for a in m.legal_actions() if getattr(a, "move", "") != "passe"]))
    view = m.view(m.to_act)
    assert view.trump is None
    try:
        GuinguetteMatch.from_view(view, list(m.hands))
    except RuleError as exc:
        assert exc.code == "bad_view"
    else:
        raise AssertionError("a hidden trump cannot be guessed")
    suit = "SHDC"[m.trump]
    rebuilt = GuinguetteMatch.from_view(view, list(m.hands), talon=list(m.talon), trump=suit)
    assert rebuilt.legal_actions() == m.legal_actions()


@settings(max_examples=40, deadline=None)
@given(players=st.integers(3, 8), seed=st.integers(0, 10**6), stop=st.integers(0, 60))
def test_every_deduction_a_view_gives_is_true(players, seed, stop):
    m, _ = played_to(players, seed, stop)
    if m is None:
        return
    played = played_by(m)
    for seat in range(players):
        view = m.view(seat)
        for s in range(players):
            hand = m.hands[s]
            assert not any(hand >> CARD[c] & 1 for c in view.known_absent[s])
            assert all(hand >> CARD[c] & 1 for c in view.known_held[s])
            if view.known_tierce[s] is not None:
                assert bool(find_tierce(hand | played[s], m.windows, True)[0]) == view.known_tierce[s]
            if view.known_tierce_max[s] is not None:
                dealt = find_tierce(hand | played[s], m.windows, m.rules.tierce_suits == "any")[0]
                assert dealt <= view.known_tierce_max[s]
