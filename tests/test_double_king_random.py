"""Double King under random legal play: round invariants (§3, §4, §5) as hypothesis properties, and
2,000 full rounds through the public API without an exception."""
import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine import RuleError, new_match
from game.engine.actions import PLAY
from game.engine.cards import ALL_SUITS, CODE_LIST

NEGATIVES = ["plis", "coeurs", "dames", "rois_valets", "roi_coeur", "sept_treize"]

option_sets = st.fixed_dictionaries({}, optional={
    "pack_mode": st.sampled_from(["random", "traditional"]),
    "trigger_anywhere": st.booleans(),
    "literal_kj_on_queen": st.booleans(),
    "highest_heart_discard": st.booleans(),
    "go_over": st.sampled_from(["trump_led", "always"]),
    "must_undertrump": st.booleans(),
})


def _check_round_end(event):
    assert sum(event.negative) == 104
    assert sum(event.positive) == 104
    assert sum(event.net) == 0
    assert sum(event.ranking_points) == 40


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32), dealer=st.integers(0, 3), options=option_sets)
def test_every_round_of_random_play_keeps_the_rules_invariants(seed, dealer, options):
    m = new_match("double_king", 4, options, seed=seed, dealer=dealer)
    rng = random.Random(seed)
    rounds = 0
    deal_cards = m.hands[0] | m.hands[1] | m.hands[2] | m.hands[3]
    played_this_deal = 0
    contracts = []
    while not m.match_over:
        actions = m.legal_actions()
        assert actions, "a seat to act always has a legal action"
        if m.phase == "play":
            # An illegal card is refused and changes nothing (contract §3).
            hand = m.hands[m.to_act]
            allowed = {a.card for a in actions}
            illegal = [c for c in range(64) if CODE_LIST[c] and c not in allowed and (hand >> c) & 1]
            if illegal:
                before = json.dumps(m.state_json())
                try:
                    m.apply(PLAY[rng.choice(illegal)])
                except RuleError:
                    pass
                else:
                    raise AssertionError("an illegal card was accepted")
                assert json.dumps(m.state_json()) == before
        action = actions[rng.randrange(len(actions))]
        if action.type == "contract":
            contracts.append(action.contract)
        else:
            played_this_deal |= 1 << action.card
        for event in m.apply(action):
            if event.kind == "deal_end":
                # Cards are conserved: what was played plus what is left is the whole pack.
                left = sum(len(h) for h in event.get("unplayed", [[]]))
                assert bin(played_this_deal).count("1") + left == 52
                assert deal_cards == ALL_SUITS
                if event.contract in ("plis", "sept_treize", "atout"):
                    assert event.reason == "all_tricks"
                played_this_deal = 0
            elif event.kind == "deal":
                deal_cards = m.hands[0] | m.hands[1] | m.hands[2] | m.hands[3]
            elif event.kind == "round_end":
                rounds += 1
                _check_round_end(event)
                assert sorted(contracts) == sorted(NEGATIVES * 2 + ["atout"] * 8)
                contracts = []
    score = m.score_json()
    assert rounds == 1
    assert score["chosen"] == [{"negatives": 3, "trumps": 2}] * 4
    assert score["contracts_played"] == {c: 2 for c in NEGATIVES}
    assert sum(score["net"]) == 0


def test_two_thousand_random_rounds_through_the_public_api():
    option_cycle = [None, {"pack_mode": "traditional"}, {"trigger_anywhere": True, "go_over": "always"},
                    {"literal_kj_on_queen": True, "highest_heart_discard": True, "must_undertrump": False}]
    rng = random.Random(2026)
    rounds = 0
    seed = 0
    while rounds < 2000:
        options = option_cycle[seed % len(option_cycle)]
        m = new_match("double_king", 4, options, seed=seed, dealer=seed % 4)
        seed += 1
        while not m.match_over:
            actions = m.legal_actions()
            for event in m.apply(actions[int(rng.random() * len(actions))]):
                if event.kind == "round_end":
                    rounds += 1
                    _check_round_end(event)
        score = m.score_json()
        assert score["chosen"] == [{"negatives": 3, "trumps": 2}] * 4
        assert len(m.result_json()["ranking"][0]) >= 1
