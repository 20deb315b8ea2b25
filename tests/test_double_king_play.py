"""Double King legal plays, one test per rule and option of §4.1 (shared/rules/double_king.md).

Dealer 0 in every deal, so seat 1 leads and play goes 1, 2, 3, 0.
"""
import pytest
from test_double_king_support import legal, play, start

from game.engine import RuleError

HEARTS = "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H"


def refused(match, card):
    with pytest.raises(RuleError) as err:
        play(match, card)
    return err.value.code


# ---------------------------------------------------------------- leading


@pytest.mark.parametrize("contract", ["coeurs", "roi_coeur"])
def test_no_heart_may_be_led_while_holding_another_suit(contract):
    m = start(("", "AH 2S", "", ""), contract)
    assert "AH" not in legal(m) and "2S" in legal(m)
    assert not any(c.endswith("H") for c in legal(m))
    assert refused(m, "AH") == "hearts_not_led"
    assert m.trick == []                    # a rejected card changes nothing


@pytest.mark.parametrize("contract", ["coeurs", "roi_coeur"])
def test_a_hand_of_only_hearts_may_lead_hearts(contract):
    m = start(("", HEARTS, "", ""), contract)
    assert legal(m) == set(HEARTS.split())


@pytest.mark.parametrize("contract", ["plis", "dames", "rois_valets", "sept_treize"])
def test_hearts_may_be_led_in_the_other_negative_contracts(contract):
    m = start(("", "AH 2S", "", ""), contract)
    assert "AH" in legal(m) and len(legal(m)) == 13


def test_hearts_may_be_led_in_a_trump_game():
    m = start(("", "AH 2S", "", ""), "atout", "S")
    assert len(legal(m)) == 13


# ---------------------------------------------------------------- following


def test_a_player_must_always_follow_suit():
    m = start(("", "9S", "5S 4S AH", ""), "plis")
    play(m, "9S")
    assert legal(m) == {c for c in m.codes(m.hands[2]) if c.endswith("S")}
    assert refused(m, "AH") == "must_follow_suit"


def test_a_card_not_in_hand_is_refused_before_the_rule():
    m = start(("KH", "AH 2S", "", ""), "coeurs")
    assert refused(m, "KH") == "card_not_in_hand"


# ---------------------------------------------------------------- DAMES


@pytest.mark.parametrize("led", ["AS", "KS"])
def test_dames_the_queen_falls_on_her_ace_or_king_led(led):
    m = start(("", led, "QS 5S", ""), "dames")
    play(m, led)
    assert legal(m) == {"QS"}
    assert refused(m, "5S") == "must_play_queen"


def test_dames_a_jack_led_does_not_force_the_queen():
    m = start(("", "JS", "QS 5S", ""), "dames")
    play(m, "JS")
    assert {"QS", "5S"} <= legal(m)


def test_dames_a_king_played_after_the_lead_does_not_force_the_queen():
    m = start(("", "5S", "KS 2S", "QS 4S"), "dames")
    play(m, "5S", "KS")
    assert {"QS", "4S"} <= legal(m)


def test_dames_trigger_anywhere_a_king_played_later_forces_the_queen():
    m = start(("", "5S", "KS 2S", "QS 4S"), "dames", trigger_anywhere=True)
    play(m, "5S", "KS")
    assert legal(m) == {"QS"}


def test_dames_a_void_player_must_throw_a_queen():
    m = start(("QS QC", "5S", "QH QD 2C", ""), "dames", voids={2: "S"})
    play(m, "5S")
    assert legal(m) == {"QH", "QD"}
    assert refused(m, "2C") == "must_discard_queen"


# ---------------------------------------------------------------- ROIS_VALETS


def test_rois_valets_an_ace_led_forces_the_king_or_the_jack_players_choice():
    m = start(("", "AS", "KS JS 5S", ""), "rois_valets")
    play(m, "AS")
    assert legal(m) == {"KS", "JS"}
    assert refused(m, "5S") == "must_play_king_or_jack"


def test_rois_valets_an_ace_led_forces_the_only_one_held():
    m = start(("", "AS", "JS 5S", ""), "rois_valets")
    play(m, "AS")
    assert legal(m) == {"JS"}
    assert refused(m, "5S") == "must_play_king_or_jack"


def test_rois_valets_a_queen_led_forces_only_the_jack():
    m = start(("", "QS", "KS JS 5S", ""), "rois_valets")
    play(m, "QS")
    assert legal(m) == {"JS"}
    assert refused(m, "KS") == "must_play_jack"


def test_rois_valets_a_queen_led_never_forces_the_king():
    m = start(("", "QS", "KS 5S", "JS"), "rois_valets")
    play(m, "QS")
    assert {"KS", "5S"} <= legal(m)


def test_rois_valets_literal_kj_on_queen_forces_king_or_jack():
    m = start(("", "QS", "KS JS 5S", ""), "rois_valets", literal_kj_on_queen=True)
    play(m, "QS")
    assert legal(m) == {"KS", "JS"}
    m = start(("JS", "QS", "KS 5S", ""), "rois_valets", literal_kj_on_queen=True)
    play(m, "QS")
    assert legal(m) == {"KS"}
    assert refused(m, "5S") == "must_play_king_or_jack"


def test_rois_valets_an_ace_played_after_the_lead_forces_nothing():
    m = start(("", "5S", "AS 2S", "KS 4S"), "rois_valets")
    play(m, "5S", "AS")
    assert {"KS", "4S"} <= legal(m)


def test_rois_valets_trigger_anywhere_an_ace_played_later_forces_king_or_jack():
    m = start(("", "5S", "AS 2S", "KS 4S"), "rois_valets", trigger_anywhere=True)
    play(m, "5S", "AS")
    assert legal(m) == {"KS"}


def test_rois_valets_trigger_anywhere_a_queen_played_later_forces_the_jack():
    m = start(("", "5S", "QS 2S", "JS KS 4S"), "rois_valets", trigger_anywhere=True)
    play(m, "5S", "QS")
    assert legal(m) == {"JS"}


def test_rois_valets_a_void_player_must_throw_a_king_or_a_jack():
    m = start(("KS JS KC JC", "5S", "KH JD 2C", "KD JH"), "rois_valets", voids={2: "S"})
    play(m, "5S")
    assert legal(m) == {"KH", "JD"}
    assert refused(m, "2C") == "must_discard_king_or_jack"


# ---------------------------------------------------------------- COEURS and ROI_COEUR


def test_coeurs_a_void_player_must_throw_a_heart_any_heart():
    m = start(("", "5S", "KH 3H 2C", ""), "coeurs", voids={2: "SH"})
    play(m, "5S")
    assert legal(m) == {"KH", "3H"}
    assert refused(m, "2C") == "must_discard_heart"


def test_coeurs_highest_heart_discard_forces_the_highest_heart():
    m = start(("", "5S", "KH 3H 2C", ""), "coeurs", voids={2: "SH"}, highest_heart_discard=True)
    play(m, "5S")
    assert legal(m) == {"KH"}
    assert refused(m, "3H") == "must_discard_highest_heart"


def test_roi_coeur_a_void_player_must_throw_the_king_of_hearts():
    m = start(("", "5S", "KH 3H 2C", ""), "roi_coeur", voids={2: "S"})
    play(m, "5S")
    assert legal(m) == {"KH"}
    assert refused(m, "3H") == "must_discard_king_of_hearts"


def test_roi_coeur_a_void_player_without_the_king_discards_freely():
    m = start(("KH", "5S", "3H 2C", ""), "roi_coeur", voids={2: "S"})
    play(m, "5S")
    assert legal(m) == set(m.codes(m.hands[2]))


@pytest.mark.parametrize("contract", ["plis", "sept_treize"])
def test_a_void_player_discards_freely_in_plis_and_sept_treize(contract):
    m = start(("", "5S", "KH QD 2C", ""), contract, voids={2: "S"})
    play(m, "5S")
    assert legal(m) == set(m.codes(m.hands[2]))


def test_no_duty_to_go_over_in_negative_contracts():
    m = start(("", "9S", "KS 5S", ""), "plis")
    play(m, "9S")
    assert {"KS", "5S"} <= legal(m)


# ---------------------------------------------------------------- ATOUT


def test_atout_when_trumps_are_led_you_must_go_over():
    m = start(("", "9H", "KH 5H", ""), "atout", "H")
    play(m, "9H")
    assert legal(m) == {c for c in m.codes(m.hands[2]) if c.endswith("H") and c[0] in "AKQJT"}
    assert refused(m, "5H") == "must_go_over"


def test_atout_a_player_who_cannot_go_over_plays_any_trump():
    m = start(("", "9H", "5H 4H", ""), "atout", "H", voids={2: "H"})
    play(m, "9H")
    assert legal(m) == {"5H", "4H"}


def test_atout_no_duty_to_go_over_in_a_side_suit_by_default():
    m = start(("", "9S", "KS 5S", ""), "atout", "H")
    play(m, "9S")
    assert {"KS", "5S"} <= legal(m)


def test_atout_go_over_always_means_going_over_in_every_suit():
    m = start(("", "9S", "KS 5S", ""), "atout", "H", voids={2: "S"}, go_over="always")
    play(m, "9S")
    assert legal(m) == {"KS"}
    assert refused(m, "5S") == "must_go_over"


def test_atout_go_over_always_stops_once_the_trick_is_trumped():
    m = start(("", "9S", "2H", "KS 5S"), "atout", "H", voids={2: "S"}, go_over="always")
    play(m, "9S", "2H")
    assert {"KS", "5S"} <= legal(m)


def test_atout_a_void_player_must_trump():
    m = start(("", "AS", "KH 2H 2C", ""), "atout", "H", voids={2: "SH"})
    play(m, "AS")
    assert legal(m) == {"KH", "2H"}
    assert refused(m, "2C") == "must_trump"


def test_atout_a_void_player_must_overtrump():
    m = start(("", "AS", "5H", "7H 3H 2C"), "atout", "H", voids={2: "S", 3: "SH"})
    play(m, "AS", "5H")
    assert legal(m) == {"7H"}
    assert refused(m, "3H") == "must_overtrump"


def test_atout_must_undertrump_a_void_player_who_cannot_overtrump_still_trumps():
    m = start(("", "AS", "5H", "4H 3H 2C"), "atout", "H", voids={2: "S", 3: "SH"})
    play(m, "AS", "5H")
    assert legal(m) == {"4H", "3H"}
    assert refused(m, "2C") == "must_trump"


def test_atout_without_must_undertrump_a_void_player_who_cannot_overtrump_discards_freely():
    m = start(("", "AS", "5H", "4H 3H 2C"), "atout", "H", voids={2: "S", 3: "SH"}, must_undertrump=False)
    play(m, "AS", "5H")
    assert legal(m) == set(m.codes(m.hands[3]))


def test_atout_a_void_player_without_trumps_discards_freely():
    m = start(("", "AS", "2C", ""), "atout", "H", voids={2: "SH"})
    play(m, "AS")
    assert legal(m) == set(m.codes(m.hands[2]))


def test_atout_the_highest_trump_wins_the_trick():
    m = start(("", "AS", "5H", "7H 3H 2C"), "atout", "H", voids={2: "S", 3: "SH"})
    events = play(m, "AS", "5H", "7H")
    events += play(m, m.codes(m.legal_mask())[0])
    trick = [e for e in events if e.kind == "trick"][0]
    assert trick.winner == 3 and m.to_act == 3


def test_without_trumps_the_highest_card_of_the_suit_led_wins():
    m = start(("AH", "5S", "KS", "2S"), "plis", voids={0: "S"})
    events = play(m, "5S", "KS", "2S", "AH")
    trick = [e for e in events if e.kind == "trick"][0]
    assert trick.winner == 2 and trick.points == 1 and m.to_act == 2
