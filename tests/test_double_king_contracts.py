"""Double King: the deal (§2) and the dealer's choice of contract under the round's constraints (§3)."""
import random

import pytest
from test_double_king_support import choose, finish_deal, legal_contracts, start

from game.engine import RuleError, action_from_json, new_match
from game.engine.cards import ALL_SUITS, CARD

NEGATIVES = ["plis", "coeurs", "dames", "rois_valets", "roi_coeur", "sept_treize"]
EVERY_CONTRACT = [(c, None) for c in NEGATIVES] + [("atout", s) for s in "SHDC"]


def test_the_dealer_chooses_from_every_contract_at_the_start_of_a_round():
    m = new_match("double_king", 4, seed=3, dealer=2)
    assert m.phase == "contract" and m.to_act == 2
    assert legal_contracts(m) == EVERY_CONTRACT


def test_the_dealers_left_neighbour_leads_the_first_trick():
    m = new_match("double_king", 4, seed=3, dealer=2)
    events = choose(m, "dames")
    assert m.phase == "play" and m.to_act == 3
    assert events[0].to_json() == {"type": "contract", "seat": 2, "contract": "dames", "trump": None}


def test_a_trump_game_names_its_trump_suit():
    m = new_match("double_king", 4, seed=3)
    events = choose(m, "atout", "D")
    assert events[0].trump == "D" and m.state_json()["trump"] == "D"
    with pytest.raises(RuleError) as err:
        action_from_json({"type": "contract", "contract": "atout"})
    assert err.value.code == "bad_action"


def test_the_deal_is_4_4_5_clockwise_from_the_dealers_left():
    m = new_match("double_king", 4, seed=3, dealer=1)
    deal = m.opening_events[0].to_json()
    assert deal["type"] == "deal" and deal["dealer"] == 1 and deal["deal"] == 1
    assert deal["packets"] == [[2, 4], [3, 4], [0, 4], [1, 4], [2, 4], [3, 4], [0, 4], [1, 4],
                               [2, 5], [3, 5], [0, 5], [1, 5]]
    assert [h.bit_count() for h in m.hands] == [13] * 4
    assert m.hands[0] | m.hands[1] | m.hands[2] | m.hands[3] == ALL_SUITS


def test_the_deal_passes_to_the_left_and_each_player_deals_five_times():
    m = new_match("double_king", 4, seed=4, dealer=3)
    rng = random.Random(4)
    dealers = []
    while not m.match_over:
        dealers.append(m.dealer)
        finish_deal(m, rng)
    assert dealers == [(3 + i) % 4 for i in range(20)]


def test_each_negative_contract_may_be_played_at_most_twice():
    m = new_match("double_king", 4, seed=5)
    rng = random.Random(5)
    for _ in range(2):
        choose(m, "plis")
        finish_deal(m, rng)
    assert ("plis", None) not in legal_contracts(m)
    with pytest.raises(RuleError) as err:
        choose(m, "plis")
    assert err.value.code == "contract_exhausted"
    assert m.phase == "contract" and m.score_json()["contracts_played"]["plis"] == 2


def test_the_same_player_may_choose_the_same_negative_twice():
    m = new_match("double_king", 4, seed=6)
    rng = random.Random(6)
    choose(m, "dames")
    finish_deal(m, rng)
    for contract in ("plis", "plis", "coeurs"):
        choose(m, contract)
        finish_deal(m, rng)
    assert m.dealer == 0 and ("dames", None) in legal_contracts(m)
    choose(m, "dames")
    assert m.score_json()["chosen"][0] == {"negatives": 2, "trumps": 0}


def _play_deals(m, rng, plan):
    """Each dealer in turn chooses the first contract of ``plan`` that is legal for him."""
    for contract in plan:
        if contract == "atout":
            choose(m, "atout", "S")
        else:
            choose(m, contract)
        finish_deal(m, rng)


def test_a_dealer_with_three_negatives_must_play_trumps():
    m = new_match("double_king", 4, seed=7)
    rng = random.Random(7)
    # Deals 1-12: every player chooses three negatives, each contract twice.
    _play_deals(m, rng, ["plis", "coeurs", "dames", "rois_valets", "roi_coeur", "sept_treize"] * 2)
    assert m.score_json()["chosen"][0] == {"negatives": 3, "trumps": 0}
    assert legal_contracts(m) == [("atout", s) for s in "SHDC"]
    with pytest.raises(RuleError) as err:
        choose(m, "plis")
    assert err.value.code == "negatives_done"
    m2 = new_match("double_king", 4, seed=7)
    _play_deals(m2, random.Random(7), ["plis", "coeurs", "dames", "rois_valets", "plis", "coeurs", "dames",
                                       "rois_valets"])
    # Dealer 0 has two negatives, roi_coeur and sept_treize still have both copies.
    assert m2.score_json()["chosen"][0] == {"negatives": 2, "trumps": 0}
    _play_deals(m2, random.Random(8), ["roi_coeur", "roi_coeur", "sept_treize", "sept_treize"])
    with pytest.raises(RuleError) as err:
        choose(m2, "dames")
    assert err.value.code == "negatives_done"


def test_a_dealer_with_two_trump_games_must_choose_a_negative():
    m = new_match("double_king", 4, seed=8)
    rng = random.Random(8)
    _play_deals(m, rng, ["atout"] * 8)
    assert m.score_json()["chosen"][0] == {"negatives": 0, "trumps": 2}
    assert legal_contracts(m) == [(c, None) for c in NEGATIVES]
    with pytest.raises(RuleError) as err:
        choose(m, "atout", "H")
    assert err.value.code == "trumps_done"


def test_the_constraints_never_leave_a_dealer_without_a_choice_and_fill_the_round_exactly():
    for seed in range(30):
        m = new_match("double_king", 4, seed=seed)
        rng = random.Random(seed)
        while not m.match_over:
            assert legal_contracts(m)
            finish_deal(m, rng)
        score = m.score_json()
        assert score["chosen"] == [{"negatives": 3, "trumps": 2}] * 4
        assert score["contracts_played"] == {c: 2 for c in NEGATIVES}


def test_counters_count_a_contract_as_soon_as_it_is_chosen():
    m = new_match("double_king", 4, seed=9, dealer=1)
    choose(m, "roi_coeur")
    score = m.score_json()
    assert score["contracts_played"]["roi_coeur"] == 1
    assert score["chosen"][1] == {"negatives": 1, "trumps": 0}


def test_a_contract_out_of_turn_or_out_of_phase_is_refused():
    m = new_match("double_king", 4, seed=9, dealer=1)
    with pytest.raises(RuleError) as err:
        m.apply_json(2, {"type": "contract", "contract": "plis"})
    assert err.value.code == "not_your_turn"
    with pytest.raises(RuleError) as err:
        m.apply_json(1, {"type": "play", "card": "2C"})
    assert err.value.code == "wrong_phase"
    with pytest.raises(RuleError) as err:
        m.apply_json(1, {"type": "contract", "contract": "sans_atout"})
    assert err.value.code == "bad_action"
    choose(m, "plis")
    with pytest.raises(RuleError) as err:
        m.apply_json(2, {"type": "contract", "contract": "plis"})
    assert err.value.code == "wrong_phase"


def test_a_pinned_deal_that_is_not_a_deal_is_refused():
    hands = [["AS"] * 13, [], [], []]
    with pytest.raises(RuleError) as err:
        new_match("double_king", 4, deals=[{"hands": hands}])
    assert err.value.code == "bad_deal"
    with pytest.raises(RuleError) as err:
        new_match("double_king", 3)
    assert err.value.code == "bad_players"


@pytest.mark.parametrize("key, value", [("pack_mode", "shuffled"), ("go_over", "never"), ("rounds", 6),
                                        ("rounds", 0), ("must_undertrump", "yes"), ("colour", 1)])
def test_a_bad_option_names_the_key(key, value):
    with pytest.raises(RuleError) as err:
        new_match("double_king", 4, {key: value})
    assert err.value.code == "bad_option" and key in err.value.message


def test_pinned_hands_are_dealt_as_given():
    m = start(("AS KS", "QS", "JS", "TS"), "plis")
    assert m.codes(m.hands[0])[:2] == ["AS", "KS"] and "QS" in m.codes(m.hands[1])


def test_traditional_pack_gathers_the_tricks_by_winner_and_only_cuts_between_deals():
    m = new_match("double_king", 4, {"pack_mode": "traditional"}, seed=10)
    rng = random.Random(10)
    choose(m, "dames")
    tricks = []
    deal_event = None
    while m.deal == 1:
        for e in m.apply(m.legal_actions()[rng.randrange(len(m.legal_actions()))]):
            if e.kind == "trick":
                tricks.append((e.winner, {CARD[c] for _, c in e.cards}))
            if e.kind == "deal":
                deal_event = e
    pack = m.pack
    unplayed = 52 - 4 * len(tricks)
    # §2: unplayed cards on top, then each winner's tricks as one pile of whole tricks.
    blocks = [set(pack[unplayed + 4 * i: unplayed + 4 * i + 4]) for i in range(len(tricks))]
    assert sorted(map(sorted, blocks)) == sorted(sorted(t) for _, t in tricks)
    owners = [next(w for w, t in tricks if t == b) for b in blocks]
    assert sum(1 for a, b in zip(owners, owners[1:]) if a != b) == len(set(owners)) - 1
    # The next deal: the pack cut at a point in [4, 48], then dealt 4, 4, 5 from the dealer's left.
    cut = deal_event.cut
    assert 4 <= cut <= 48
    dealt = pack[cut:] + pack[:cut]
    expected = [0, 0, 0, 0]
    pos = 0
    for size in (4, 4, 5):
        for i in range(1, 5):
            for c in dealt[pos:pos + size]:
                expected[(m.dealer + i) % 4] |= 1 << c
            pos += size
    assert m.hands == expected


def test_traditional_pack_is_shuffled_in_full_only_at_the_start_of_a_round():
    m = new_match("double_king", 4, {"pack_mode": "traditional", "rounds": 2}, seed=11)
    rng = random.Random(11)
    cuts = {1: m.opening_events[0].get("cut")}
    while not m.match_over:
        for e in finish_deal(m, rng):
            if e.kind == "deal":
                cuts[e.deal] = e.get("cut")
    assert cuts[1] is None and cuts[21] is None
    assert all(4 <= cuts[d] <= 48 for d in cuts if d not in (1, 21))


def test_random_pack_mode_shuffles_every_deal():
    m = new_match("double_king", 4, seed=12)
    rng = random.Random(12)
    events = finish_deal(m, rng)
    assert [e.get("cut") for e in events if e.kind == "deal"] == [None]


def test_the_highest_card_drawn_deals_first_and_ties_draw_again():
    from game.engine.double_king import draw_first_dealer
    ranks = "23456789TJQKA"
    tied_rounds = 0
    for seed in range(300):
        rounds, dealer = draw_first_dealer(random.Random(seed))
        for i, draws in enumerate(rounds):
            drawn = {s: c for s, c in enumerate(draws) if c}
            top = max(ranks.index(c[0]) for c in drawn.values())
            highest = [s for s, c in drawn.items() if ranks.index(c[0]) == top]
            if i + 1 < len(rounds):
                tied_rounds += 1
                assert len(highest) > 1
                assert {s for s, c in enumerate(rounds[i + 1]) if c} == set(highest)
            else:
                assert highest == [dealer]
        assert len({c for draws in rounds for c in draws if c}) == sum(1 for d in rounds for c in d if c)
    assert tied_rounds > 0


def test_apply_refuses_a_json_dict_with_a_clear_message():
    m = new_match("double_king", 4, seed=13)
    with pytest.raises(RuleError) as err:
        m.apply({"type": "contract", "contract": "plis"})
    assert err.value.code == "bad_action" and "action_from_json" in err.value.message
    assert m.phase == "contract"
