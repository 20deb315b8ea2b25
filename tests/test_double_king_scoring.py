"""Double King: contract scoring (§4 table), early ends (§4.2, §8b), round scores and ranking
points (§5), rounds and the final ranking (§6)."""
import random

import pytest
from test_double_king_support import choose, finish_deal, play, start

from game.engine import new_match
from game.engine.double_king_rules import final_ranking, ranking_points

SCORE_KEYS = {"round", "deal_in_round", "negative", "positive", "net", "ranking_points", "contracts_played",
              "chosen"}


def _random_deal(contract, seed, trump=None, **options):
    m = new_match("double_king", 4, options, seed=seed)
    choose(m, contract, trump)
    events = finish_deal(m, random.Random(seed))
    tricks = [e for e in events if e.kind == "trick"]
    end = [e for e in events if e.kind == "deal_end"][0]
    return m, tricks, end


def _won(tricks, seat, ranks="", suit=""):
    return sum(1 for t in tricks if t.winner == seat for _, c in t.cards
               if (not ranks or c[0] in ranks) and (not suit or c[1] == suit))


@pytest.mark.parametrize("seed", range(6))
def test_plis_costs_one_point_per_trick_won(seed):
    _, tricks, end = _random_deal("plis", seed)
    assert len(tricks) == 13 and end.reason == "all_tricks"
    assert end.negative == [sum(1 for t in tricks if t.winner == s) for s in range(4)]
    assert end.points == [-n for n in end.negative] and end.positive == [0] * 4


@pytest.mark.parametrize("seed", range(6))
def test_coeurs_costs_one_point_per_heart_won(seed):
    _, tricks, end = _random_deal("coeurs", seed)
    assert end.negative == [_won(tricks, s, suit="H") for s in range(4)]
    assert sum(end.negative) == 13


@pytest.mark.parametrize("seed", range(6))
def test_dames_costs_two_points_per_queen_won(seed):
    _, tricks, end = _random_deal("dames", seed)
    assert end.negative == [2 * _won(tricks, s, ranks="Q") for s in range(4)]
    assert sum(end.negative) == 8


@pytest.mark.parametrize("seed", range(6))
def test_rois_valets_costs_one_point_per_king_or_jack_won(seed):
    _, tricks, end = _random_deal("rois_valets", seed)
    assert end.negative == [_won(tricks, s, ranks="KJ") for s in range(4)]
    assert sum(end.negative) == 8


@pytest.mark.parametrize("seed", range(6))
def test_roi_coeur_costs_five_points_to_the_taker_of_the_king_of_hearts(seed):
    _, tricks, end = _random_deal("roi_coeur", seed)
    taker = next(t.winner for t in tricks if any(c == "KH" for _, c in t.cards))
    assert end.negative == [5 if s == taker else 0 for s in range(4)]


@pytest.mark.parametrize("seed", range(6))
def test_sept_treize_costs_two_for_the_seventh_trick_and_three_for_the_thirteenth(seed):
    _, tricks, end = _random_deal("sept_treize", seed)
    expected = [0, 0, 0, 0]
    expected[tricks[6].winner] += 2
    expected[tricks[12].winner] += 3
    assert end.negative == expected and len(tricks) == 13
    assert [t.points for t in tricks] == [0] * 6 + [2] + [0] * 5 + [3]


@pytest.mark.parametrize("seed", range(6))
def test_atout_scores_one_plus_point_per_trick_won(seed):
    _, tricks, end = _random_deal("atout", seed, trump="SHDC"[seed % 4])
    assert len(tricks) == 13 and end.reason == "all_tricks"
    assert end.positive == [sum(1 for t in tricks if t.winner == s) for s in range(4)]
    assert end.negative == [0] * 4 and end.points == end.positive


@pytest.mark.parametrize("contract, penalty", [("coeurs", lambda c: c[1] == "H"), ("dames", lambda c: c[0] == "Q"),
                                               ("rois_valets", lambda c: c[0] in "KJ"),
                                               ("roi_coeur", lambda c: c == "KH")])
def test_a_negative_deal_stops_once_the_trick_with_its_last_penalty_card_is_complete(contract, penalty):
    for seed in range(8):
        m, tricks, end = _random_deal(contract, seed)
        total = sum(1 for t in tricks for _, c in t.cards if penalty(c))
        last = max(i for i, t in enumerate(tricks) if any(penalty(c) for _, c in t.cards))
        assert last == len(tricks) - 1            # nothing is played after that trick
        assert total == {"coeurs": 13, "dames": 4, "rois_valets": 8, "roi_coeur": 1}[contract]
        assert end.reason == ("all_tricks" if len(tricks) == 13 else "early_end")
        if end.reason == "early_end":
            assert sum(len(h) for h in end.unplayed) == 52 - 4 * len(tricks)


def test_an_early_end_scores_the_last_trick_then_deals_again():
    # ROI_COEUR: seat 2 is void in spades and must throw K♥ on the first trick.
    m = start(("", "5S", "KH", "AS"), "roi_coeur", voids={2: "S"})
    events = play(m, "5S", "KH", "AS")
    events += play(m, m.codes(m.legal_mask())[-1])
    kinds = [e.kind for e in events]
    assert kinds[-4:] == ["play", "trick", "deal_end", "deal"]
    end = events[-2]
    assert end.reason == "early_end" and end.negative == [0, 0, 0, 5] and end.chooser == 0
    assert m.deal == 2 and m.phase == "contract" and m.dealer == 1
    assert m.score_json()["negative"] == [0, 0, 0, 5]


@pytest.mark.parametrize("nets, points", [
    ([10, 5, 0, -15], [16, 12, 8, 4]),
    ([5, 5, 0, -10], [14, 14, 8, 4]),      # two tied first: (16+12)/2
    ([9, -3, -3, -3], [16, 8, 8, 8]),      # three tied second: (12+8+4)/3
    ([0, 0, 0, 0], [10, 10, 10, 10]),      # all four tied
    ([7, 1, 1, -9], [16, 10, 10, 4]),
    ([-2, 4, -2, 0], [6, 16, 6, 12]),
])
def test_ranking_points_are_16_12_8_4_and_tied_players_share(nets, points):
    assert ranking_points(nets) == points


def test_final_ranking_by_ranking_points_then_total_net_then_best_round():
    # Seats 0 and 1 tie on points and total net; seat 1 had the best single round.
    rounds = [[10, 20, -10, -20], [10, 0, 0, -10]]
    assert final_ranking([28, 28, 14, 10], rounds) == [[1], [0], [2], [3]]
    assert final_ranking([28, 24, 14, 14], rounds) == [[0], [1], [2], [3]]
    assert final_ranking([28, 28, 12, 12], [[5, 5, -5, -5], [5, 5, -5, -5]]) == [[0, 1], [2, 3]]
    assert final_ranking([20, 20, 20, 20], [[1, 2, -1, -2]]) == [[1], [0], [2], [3]]


def _play_match(seed, **options):
    m = new_match("double_king", 4, options, seed=seed)
    rng = random.Random(seed)
    events = []
    while not m.match_over:
        events += finish_deal(m, rng)
    return m, events


def test_a_round_scores_104_minus_104_plus_and_nets_to_zero():
    m, events = _play_match(21)
    end = [e for e in events if e.kind == "round_end"][0]
    assert sum(end.negative) == 104 and sum(end.positive) == 104 and sum(end.net) == 0
    assert end.net == [p - n for p, n in zip(end.positive, end.negative)]
    assert end.ranking_points == ranking_points(end.net)
    score = m.score_json()
    assert set(score) == SCORE_KEYS
    assert score["negative"] == end.negative and score["ranking_points"] == end.ranking_points


def test_one_round_is_20_deals_and_ends_the_match_by_default():
    m, events = _play_match(22)
    assert [e.kind for e in events].count("deal_end") == 20
    assert m.phase == "match_over" and m.to_act is None and m.legal_actions() == []
    result = m.result_json()
    assert sorted(s for place in result["ranking"] for s in place) == [0, 1, 2, 3]
    assert events[-1].kind == "match_end" and events[-1].result == result
    assert m.score_json()["round"] == 1 and m.score_json()["deal_in_round"] == 20


def test_rounds_option_plays_several_rounds_and_adds_up_the_ranking_points():
    m, events = _play_match(23, rounds=3)
    round_ends = [e for e in events if e.kind == "round_end"]
    assert [e.round for e in round_ends] == [1, 2, 3]
    assert [e.kind for e in events].count("deal_end") == 60 and m.deal == 60
    totals = [sum(e.ranking_points[s] for e in round_ends) for s in range(4)]
    assert m.score_json()["ranking_points"] == totals and sum(totals) == 120
    assert m.result_json()["ranking"] == final_ranking(totals, [e.net for e in round_ends])
    deals = [e for e in events if e.kind == "deal"]
    # The next round continues the deal to the left.
    assert [d.dealer for d in deals if d.deal_in_round == 1] == [0, 0]
    assert [d.deal for d in deals if d.deal_in_round == 1] == [21, 41]


def test_a_new_round_starts_with_fresh_counters():
    m = new_match("double_king", 4, {"rounds": 2}, seed=24)
    rng = random.Random(24)
    for _ in range(20):
        finish_deal(m, rng)
    score = m.score_json()
    assert score["round"] == 2 and score["deal_in_round"] == 1
    assert score["negative"] == [0] * 4 and score["positive"] == [0] * 4
    assert score["chosen"] == [{"negatives": 0, "trumps": 0}] * 4
    assert sum(score["ranking_points"]) == 40


def test_the_score_sheet_records_each_deal_with_its_chooser():
    m = new_match("double_king", 4, seed=25, dealer=2)
    rng = random.Random(25)
    choose(m, "coeurs")
    finish_deal(m, rng)
    choose(m, "atout", "C")
    finish_deal(m, rng)
    sheet = m.view(0).sheet
    assert [(r["deal"], r["dealer"], r["chooser"], r["contract"], r["trump"]) for r in sheet] == [
        (1, 2, 2, "coeurs", None), (2, 3, 3, "atout", "C")]
    assert sum(sheet[0]["points"]) == -13 and sum(sheet[1]["points"]) == 13
