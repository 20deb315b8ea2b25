"""Polignac, rule by rule (shared/rules/polignac.md)."""
import pytest

from game.engine import RuleError, action_from_json, new_match
from game.engine.actions import Ecart, EcartChoice

# Four players, dealer 0, eldest 1. Each seat holds one whole suit: whoever leads, the others
# are void and must discard (under jack_forced: their jack, J♠ first).
SUITS_DEAL = [
    ["JC", "KC", "QC", "AC", "TC", "9C", "8C", "7C"],
    ["KH", "QH", "JH", "AH", "TH", "9H", "8H", "7H"],
    ["JS", "KS", "QS", "AS", "TS", "9S", "8S", "7S"],
    ["JD", "KD", "QD", "AD", "TD", "9D", "8D", "7D"],
]


def match_with(hands, options=None, players=4, dealer=0, more=()):
    deals = [{"hands": hands}] + [{"hands": h} for h in more]
    return new_match("polignac", players, options=options, seed=1, dealer=dealer, deals=deals)


def play(m, *codes):
    events = []
    for code in codes:
        events += m.apply(action_from_json({"type": "play", "card": code}))
    return events


def legal_cards(m):
    return [a.to_json()["card"] for a in m.legal_actions()]


def rejection(m, data, seat=None):
    with pytest.raises(RuleError) as info:
        m.apply_json(m.to_act if seat is None else seat, data)
    return info.value.code


# ---------------------------------------------------------------- §2 pack and deal

@pytest.mark.parametrize("players,size", [(3, 10), (4, 8), (5, 6), (6, 5), (7, 4), (8, 4)])
def test_every_player_gets_the_hand_size_of_his_table(players, size):
    m = new_match("polignac", players, seed=3)
    assert [h.bit_count() for h in m.hands] == [size] * players


@pytest.mark.parametrize("players", [3, 5, 6])
def test_black_sevens_are_removed_by_default_and_red_on_request(players):
    m = new_match("polignac", players, seed=3)
    dealt = set(c for hand in m.hands_json() for c in hand)
    assert "7S" not in dealt and "7C" not in dealt and {"7H", "7D"} <= dealt
    m = new_match("polignac", players, options={"sevens_removed": "red"}, seed=3)
    dealt = set(c for hand in m.hands_json() for c in hand)
    assert "7H" not in dealt and "7D" not in dealt and {"7S", "7C"} <= dealt


def test_seven_players_play_without_any_seven():
    m = new_match("polignac", 7, seed=3)
    dealt = [c for hand in m.hands_json() for c in hand]
    assert len(dealt) == 28 and not any(c.startswith("7") for c in dealt)


@pytest.mark.parametrize("players,leftover", [(3, 2), (5, 2), (6, 2), (7, 4)])
def test_dealer_ecart_the_dealer_takes_the_leftover_and_lays_as_many_aside(players, leftover):
    m = new_match("polignac", players, options={"leftover_method": "dealer_ecart"}, seed=5, dealer=1)
    size = {3: 10, 5: 6, 6: 5, 7: 4}[players]
    assert m.phase == "ecart" and m.to_act == 1
    assert m.hands[1].bit_count() == size + leftover
    (choice,) = m.legal_actions()
    assert isinstance(choice, EcartChoice) and choice.count == leftover
    assert not any(code.startswith("J") for code in choice.to_json()["from"])
    events = m.apply(Ecart(list(choice.choosable)[:leftover]))
    assert [e.kind for e in events] == ["ecart"]
    assert [h.bit_count() for h in m.hands] == [size] * players
    assert m.phase == "play" and m.to_act == 2


def test_no_jack_may_be_laid_aside_in_the_ecart():
    hands = [["KS", "QS", "JS", "AS", "TS", "9S", "8S", "7S", "KH", "QH", "JH", "AH"],
             ["TH", "9H", "8H", "7H", "KD", "QD", "JD", "AD", "TD", "9D"],
             ["8D", "7D", "KC", "QC", "JC", "AC", "TC", "9C", "8C", "7C"]]
    m = match_with(hands, {"leftover_method": "dealer_ecart"}, players=3)
    assert rejection(m, {"type": "ecart", "cards": ["JS", "7S"]}) == "no_jack_in_ecart"
    assert rejection(m, {"type": "ecart", "cards": ["7S", "8S", "9S"]}) == "wrong_ecart_count"
    assert rejection(m, {"type": "ecart", "cards": ["7S", "7C"]}) == "card_not_in_hand"
    assert m.phase == "ecart" and m.hands[0].bit_count() == 12
    m.apply_json(0, {"type": "ecart", "cards": ["7S", "8S"]})
    assert m.hands[0].bit_count() == 10 and "7S" not in m.hands_json()[0]
    assert m.view(0).ecart == ["8S", "7S"] and m.view(1).ecart == []


def test_the_deal_is_announced_in_packets_of_two_from_the_eldest():
    m = new_match("polignac", 6, seed=2, dealer=3)
    (deal,) = m.opening_events
    assert deal.kind == "deal" and deal.dealer == 3
    # 5 cards each: 2 + 2 + 1, going round from the eldest (seat 4)
    assert deal.packets[:6] == [[4, 2], [5, 2], [0, 2], [1, 2], [2, 2], [3, 2]]
    assert [n for _, n in deal.packets[-6:]] == [1] * 6
    assert sum(n for _, n in deal.packets) == 30


def test_packets_of_two_or_three_and_of_one_add_up_to_the_hand():
    for mode, first in (("2_or_3", 3), ("1", 1)):
        m = new_match("polignac", 3, options={"deal_packets": mode}, seed=2)
        packets = m.opening_events[0].packets
        assert packets[0][1] == first and sum(n for _, n in packets) == 30
        assert max(n for _, n in packets) <= 3


# ---------------------------------------------------------------- §3–§4 lead, ranking, winner

def test_the_eldest_hand_leads_and_the_eldest_deals_next():
    m = match_with(SUITS_DEAL)
    assert m.to_act == 1 and m.phase == "play"
    play(m, "JH", "JS", "JD", "JC")
    m.apply(action_from_json({"type": "general", "choice": "decline"}))
    assert m.deal == 2 and m.dealer == 1 and m.to_act == 2


def test_king_beats_queen_beats_jack_beats_ace():
    hands = [["AH", "KC", "QC", "AC", "TC", "9C", "8C", "7C"],
             ["JH", "QH", "KH", "7H", "TH", "9H", "8H", "JC"],
             ["JS", "KS", "QS", "AS", "TS", "9S", "8S", "7S"],
             ["JD", "KD", "QD", "AD", "TD", "9D", "8D", "7D"]]
    m = match_with(hands, {"discard_rule": "free"})
    events = play(m, "JH", "AS", "AD", "AH")
    assert events[-1].kind == "trick" and events[-1].winner == 1      # J♥ beats A♥
    events = play(m, "QH", "KS", "KD", "KC")
    assert events[-1].winner == 1                                     # only the suit led wins


def test_following_suit_with_any_card_no_duty_to_go_over():
    m = match_with(SUITS_DEAL)
    hands = [["7H", "KC", "QC", "AC", "TC", "9C", "8C", "7C"],
             ["KH", "QH", "JH", "AH", "TH", "9H", "8H", "JC"],
             ["JS", "KS", "QS", "AS", "TS", "9S", "8S", "7S"],
             ["JD", "KD", "QD", "AD", "TD", "9D", "8D", "7D"]]
    m = match_with(hands)
    play(m, "AH", "JS", "JD")
    assert legal_cards(m) == ["7H"]
    assert rejection(m, {"type": "play", "card": "KC"}) == "must_follow_suit"
    m = match_with(hands)
    assert sorted(legal_cards(m)) == sorted(hands[1])       # leading: anything


# ---------------------------------------------------------------- §5.2 discard rules

def test_void_player_must_discard_jack_of_spades_first():
    m = match_with(SUITS_DEAL)
    play(m, "7H")
    assert legal_cards(m) == ["JS"]
    assert rejection(m, {"type": "play", "card": "KS"}) == "must_discard_jack_of_spades"


def test_void_player_without_the_jack_of_spades_must_discard_one_of_his_jacks():
    hands = [["JC", "KC", "QC", "AC", "TC", "9C", "8C", "7C"],
             ["KH", "QH", "JH", "AH", "TH", "9H", "8H", "7H"],
             ["JD", "KS", "QS", "AS", "TS", "9S", "8S", "7S"],
             ["JS", "KD", "QD", "AD", "TD", "9D", "8D", "7D"]]
    m = match_with(hands)
    play(m, "7H")
    assert legal_cards(m) == ["JD"]
    assert rejection(m, {"type": "play", "card": "AS"}) == "must_discard_jack"


def test_a_void_player_without_jacks_discards_anything():
    m = match_with(SUITS_DEAL)
    play(m, "JH", "JS", "JD", "JC")          # all jacks gone: the général decision
    m.apply(action_from_json({"type": "general", "choice": "silent"}))
    play(m, "7H")
    assert sorted(legal_cards(m)) == sorted(["KS", "QS", "AS", "TS", "9S", "8S", "7S"])


def test_no_honours_while_jacks_forbids_only_kings_and_queens():
    m = match_with(SUITS_DEAL, {"discard_rule": "no_honours_while_jacks"})
    play(m, "7H")
    assert sorted(legal_cards(m)) == sorted(["JS", "AS", "TS", "9S", "8S", "7S"])
    assert rejection(m, {"type": "play", "card": "KS"}) == "no_honours_while_jacks"


def test_free_discard_allows_any_card():
    m = match_with(SUITS_DEAL, {"discard_rule": "free"})
    play(m, "7H")
    assert len(legal_cards(m)) == 8


# ---------------------------------------------------------------- what the plays show (§5)

def test_a_jack_discarded_on_a_void_shows_the_jack_of_spades_is_not_held_nor_the_suit_led():
    hands = [["JC", "KC", "QC", "AC", "TC", "9C", "8C", "7C"],
             ["KH", "QH", "JH", "AH", "TH", "9H", "8H", "7H"],
             ["JD", "KS", "QS", "AS", "TS", "9S", "8S", "7S"],
             ["JS", "KD", "QD", "AD", "TD", "9D", "8D", "7D"]]
    m = match_with(hands)
    play(m, "7H", "JD")
    absent = m.view(0).known_absent[2]
    assert "JS" in absent                                   # J♠ would have come first
    assert {"KH", "QH", "JH", "AH", "TH", "9H", "8H"} <= set(absent)      # void in hearts
    assert "JC" not in absent and m.view(2).known_absent[2] == []


def test_a_guarded_king_played_shows_its_jack_is_not_held():
    hands = [["JC", "KC", "QC", "AC", "TC", "9C", "8C", "7C"],
             ["KH", "QH", "JD", "AH", "TH", "9H", "8H", "7H"],
             ["JS", "KS", "QS", "AS", "TS", "9S", "8S", "7S"],
             ["JH", "KD", "QD", "AD", "TD", "9D", "8D", "7D"]]
    m = match_with(hands, {"guard_rule_it": True, "discard_rule": "free"})
    play(m, "KH")
    assert "JH" in m.view(0).known_absent[1]
    m = match_with(hands, {"discard_rule": "free"})
    play(m, "KH")
    assert "JH" not in m.view(0).known_absent[1]


@pytest.mark.parametrize("options", [None, {"discard_rule": "no_honours_while_jacks", "guard_rule_it": True},
                                     {"preset": "italien", "guard_rule_it": True}])
def test_what_the_view_deduces_about_another_hand_is_always_true(options):
    import random
    rng = random.Random(7)
    for seed in range(12):
        m = new_match("polignac", 3 + seed % 6, options=options, seed=seed)
        while not m.match_over and m.deal < 3:
            for seat in range(m.players):
                v = m.view(seat)
                for other in range(m.players):
                    assert not set(v.known_absent[other]) & set(m.hands_json()[other])
            action = rng.choice(m.legal_actions())
            if isinstance(action, EcartChoice):
                action = Ecart(rng.sample(list(action.choosable), action.count))
            m.apply(action)


# ---------------------------------------------------------------- §5.3 the Italian guard rule

def test_guard_rule_it_forbids_the_king_and_queen_of_a_jack_held_when_leading_and_following():
    hands = [["JC", "KC", "QC", "AC", "TC", "9C", "8C", "7C"],
             ["KH", "QH", "JH", "AH", "TH", "9H", "8H", "7H"],
             ["JS", "KS", "QS", "AS", "TS", "9S", "8S", "7S"],
             ["JD", "KD", "QD", "AD", "TD", "9D", "8D", "7D"]]
    m = match_with(hands, {"guard_rule_it": True, "discard_rule": "free"})
    assert "KH" not in legal_cards(m) and "QH" not in legal_cards(m) and "JH" in legal_cards(m)
    assert rejection(m, {"type": "play", "card": "KH"}) == "guarded_by_jack"
    play(m, "7H")
    assert "KS" not in legal_cards(m) and "QS" not in legal_cards(m) and "AS" in legal_cards(m)


# ---------------------------------------------------------------- §6 early stop, §7 scoring

def test_the_player_holding_every_trick_when_the_last_jack_falls_is_offered_the_general():
    m = match_with(SUITS_DEAL, {"discard_rule": "free"})
    play(m, "KH", "7S", "7D", "7C")           # seat 1 takes a jack-free trick
    play(m, "QH", "JS", "JD", "JC")           # three jacks on seat 1's trick
    assert m.points == [0, 4, 0, 0] and m.phase == "play"
    play(m, "AH", "8S", "8D", "8C")
    events = play(m, "JH", "9S", "9D", "9C")  # the last jack; seat 1 has taken every trick
    assert m.phase == "general" and m.to_act == 1 and events[-1].kind == "general_offer"


def test_with_early_stop_the_deal_ends_on_the_trick_of_the_last_jack():
    hands = [["JC", "KH", "QC", "AC", "TC", "9C", "8C", "7C"],
             ["KC", "QH", "JH", "AH", "TH", "9H", "8H", "7H"],
             ["JS", "KS", "QS", "AS", "TS", "9S", "8S", "7S"],
             ["JD", "KD", "QD", "AD", "TD", "9D", "8D", "7D"]]
    m = match_with(hands, {"discard_rule": "free"})
    play(m, "7H", "7S", "7D", "KH")           # seat 0 wins with K♥
    play(m, "JC", "KC", "8S", "8D")           # seat 1 wins with K♣ and takes J♣
    assert m.deal == 1 and m.points == [0, 1, 0, 0]
    events = play(m, "JH", "JS", "JD", "8C")  # the last jack: 1 + 2 + 1 more for seat 1
    end = next(e for e in events if e.kind == "deal_end")
    assert end.reason == "early_stop" and end.deal_points == [0, 5, 0, 0]
    assert m.deal == 2 and m.points == [0, 5, 0, 0] and m.deal_points == [0, 0, 0, 0]
    assert [h.bit_count() for h in m.hands] == [8, 8, 8, 8]     # the next deal is dealt at once


def test_without_early_stop_every_trick_is_played():
    hands = [["JC", "KH", "QC", "AC", "TC", "9C", "8C", "7C"],
             ["KC", "QH", "JH", "AH", "TH", "9H", "8H", "7H"],
             ["JS", "KS", "QS", "AS", "TS", "9S", "8S", "7S"],
             ["JD", "KD", "QD", "AD", "TD", "9D", "8D", "7D"]]
    m = match_with(hands, {"discard_rule": "free", "early_stop": False})
    play(m, "7H", "7S", "7D", "KH")
    play(m, "JC", "KC", "8S", "8D")
    play(m, "JH", "JS", "JD", "8C")           # every jack is out, play goes on
    assert m.deal == 1 and m.phase == "play" and m.to_act == 1
    for lead, *rest in (["QH", "9S", "9D", "9C"], ["AH", "TS", "TD", "TC"], ["TH", "AS", "AD", "AC"],
                        ["9H", "QS", "QD", "QC"]):
        play(m, lead, *rest)
    assert m.deal == 1
    events = play(m, "8H", "KS", "KD", "7C")
    assert next(e for e in events if e.kind == "deal_end").reason == "all_tricks" and m.deal == 2


def test_boussac_plays_every_trick_and_an_involuntary_capote_scores_zero_for_the_taker():
    m = match_with(SUITS_DEAL, {"preset": "boussac_1896"})
    play(m, "JH", "JS", "JD", "JC")
    assert m.phase == "play" and m.deal == 1 and m.points == [0, 5, 0, 0]
    for h, s, d, c in zip("KQAT987", "KQAT987", "KQAT987", "KQAT987"):
        events = play(m, h + "H", s + "S", d + "D", c + "C")
    kinds = [e.kind for e in events]
    assert "capote" in kinds and m.deal == 2
    assert m.points == [5, 0, 5, 5]


@pytest.mark.parametrize("value", [1, 2, 3])
def test_each_jack_costs_jack_value_and_the_jack_of_spades_double(value):
    m = match_with(SUITS_DEAL, {"jack_value": value})
    play(m, "JH", "JS", "JD", "JC")
    assert m.deal_points == [0, 5 * value, 0, 0]


def test_polignac_factor_sets_the_price_of_the_jack_of_spades():
    m = match_with(SUITS_DEAL, {"polignac_factor": 3})
    play(m, "JH", "JS", "JD", "JC")
    assert m.deal_points == [0, 6, 0, 0]


def test_own_jack_factor_charges_the_jack_that_wins_its_own_trick():
    m = match_with(SUITS_DEAL, {"own_jack_factor": 2})
    play(m, "JH", "JS", "JD", "JC")
    assert m.deal_points == [0, 6, 0, 0]


def test_own_jack_factor_does_not_touch_a_jack_that_did_not_win():
    hands = [["JC", "KC", "QC", "AC", "TC", "9C", "8C", "7C"],
             ["KH", "QH", "JH", "AH", "TH", "9H", "8H", "7H"],
             ["JS", "KS", "QS", "AS", "TS", "9S", "8S", "7S"],
             ["JD", "KD", "QD", "AD", "TD", "9D", "8D", "7D"]]
    m = match_with(hands, {"own_jack_factor": 2})
    play(m, "KH", "JS", "JD", "JC")           # seat 1 wins with K♥: no jack of his own
    assert m.deal_points == [0, 4, 0, 0]


def test_first_trick_penalty_is_charged_to_the_winner_of_trick_one():
    m = match_with(SUITS_DEAL, {"first_trick_penalty": 1, "discard_rule": "free"})
    play(m, "7H", "7S", "7D", "7C")
    assert m.deal_points == [0, 1, 0, 0]


def test_last_trick_penalty_plays_every_deal_to_the_end_and_charges_the_last_trick():
    m = match_with(SUITS_DEAL, {"last_trick_penalty": 1})
    assert m.options.early_stop is False
    play(m, "JH", "JS", "JD", "JC")
    assert m.phase == "play"
    for r in "KQAT98":
        play(m, r + "H", r + "S", r + "D", r + "C")
    events = play(m, "7H", "7S", "7D", "7C")
    capote = [e for e in events if e.kind == "capote"]
    assert capote and m.points == [5, 0, 5, 5]    # a capote cancels the trick penalties too


def test_early_stop_true_with_a_last_trick_penalty_is_a_bad_option():
    with pytest.raises(RuleError) as info:
        new_match("polignac", 4, options={"early_stop": True, "last_trick_penalty": 1})
    assert info.value.code == "bad_option" and "early_stop" in info.value.message


# ---------------------------------------------------------------- §6.2 the général

def general_ready(options=None):
    m = match_with(SUITS_DEAL, options)
    play(m, "JH", "JS", "JD", "JC")
    return m


def test_the_general_is_offered_with_decline_silent_and_ask():
    m = general_ready()
    assert m.phase == "general" and m.to_act == 1
    assert [a.to_json()["choice"] for a in m.legal_actions()] == ["decline", "silent", "ask"]


def test_italien_offers_no_favour_question():
    m = general_ready({"preset": "italien"})
    assert [a.to_json()["choice"] for a in m.legal_actions()] == ["decline", "silent"]
    assert rejection(m, {"type": "general", "choice": "ask"}) == "no_favour_question"


def test_declining_the_general_ends_the_deal_with_ordinary_scoring():
    m = general_ready()
    events = m.apply(action_from_json({"type": "general", "choice": "decline"}))
    end = next(e for e in events if e.kind == "deal_end")
    assert end.reason == "general_declined" and m.points == [0, 5, 0, 0] and m.deal == 2


GENERAL_HANDS = [["JC", "KC", "QC", "AC", "TC", "9C", "8C", "7H"],
                 ["KH", "QH", "JH", "AH", "TH", "9H", "8H", "7C"],
                 ["JS", "KS", "QS", "AS", "TS", "9S", "8S", "7S"],
                 ["JD", "KD", "QD", "AD", "TD", "9D", "8D", "7D"]]


def general_after_two_tricks(options=None):
    """Seat 1 takes J♠ and J♦ in trick 1, then J♣ in trick 2: all four jacks, every trick."""
    m = match_with(GENERAL_HANDS, options)
    play(m, "KH", "JS", "JD", "7H")
    play(m, "JH", "7S", "7D", "JC")
    assert m.phase == "general" and m.points == [0, 5, 0, 0]
    return m


def test_a_failed_general_stops_the_deal_and_the_attempter_keeps_his_jacks():
    m = general_after_two_tricks()
    m.apply(action_from_json({"type": "general", "choice": "silent"}))
    events = play(m, "7C", "8S", "8D", "KC")     # seat 0's K♣ beats him
    end = next(e for e in events if e.kind == "deal_end")
    assert end.reason == "general_failed" and m.points == [0, 5, 0, 0] and m.deal == 2


def test_asking_for_favour_questions_each_opponent_in_order_of_play():
    m = general_ready()
    m.apply(action_from_json({"type": "general", "choice": "ask"}))
    asked = []
    while m.phase == "favour":
        asked.append(m.to_act)
        assert [a.to_json() for a in m.legal_actions()] == [
            {"type": "favour", "answer": True}, {"type": "favour", "answer": False}]
        m.apply(action_from_json({"type": "favour", "answer": m.to_act != 3}))
    assert asked == [2, 3, 0] and m.phase == "play" and m.to_act == 1


def test_a_favourer_must_unload_his_highest_card_that_does_not_win():
    m = general_after_two_tricks()
    m.apply(action_from_json({"type": "general", "choice": "ask"}))
    for _ in range(3):
        m.apply(action_from_json({"type": "favour", "answer": True}))
    play(m, "8H")
    assert legal_cards(m) == ["KS"]       # void: his highest card, which cannot win
    assert rejection(m, {"type": "play", "card": "8S"}) == "must_favour_general"
    play(m, "KS")
    assert legal_cards(m) == ["KD"]
    play(m, "KD")
    assert legal_cards(m) == ["KC"]


def test_a_favourer_who_cannot_stay_under_plays_any_legal_card():
    m = general_after_two_tricks()
    m.apply(action_from_json({"type": "general", "choice": "ask"}))
    for _ in range(3):
        m.apply(action_from_json({"type": "favour", "answer": True}))
    play(m, "7C", "KS", "KD")
    # every club of seat 0 beats the 7♣: the général fails, not by his fault
    assert sorted(legal_cards(m)) == sorted(["KC", "QC", "AC", "TC", "9C", "8C"])


def test_only_the_opponents_who_said_oui_are_bound():
    m = general_after_two_tricks()
    m.apply(action_from_json({"type": "general", "choice": "ask"}))
    for answer in (True, False, True):          # seats 2, 3, 0 in order of play
        m.apply(action_from_json({"type": "favour", "answer": answer}))
    assert m.view(0).general["favourers"] == [0, 2]
    play(m, "8H", "KS")
    assert len(legal_cards(m)) == 6             # seat 3 said non: any of his six diamonds


def test_a_non_favourer_plays_freely_during_the_general():
    m = general_ready()
    m.apply(action_from_json({"type": "general", "choice": "ask"}))
    for _ in range(3):
        m.apply(action_from_json({"type": "favour", "answer": False}))
    play(m, "KH")
    assert len(legal_cards(m)) == 7


def test_a_won_general_is_a_capote():
    m = general_ready()
    m.apply(action_from_json({"type": "general", "choice": "silent"}))
    for r in "KQAT98":
        play(m, r + "H", r + "S", r + "D", r + "C")
    events = play(m, "7H", "7S", "7D", "7C")
    end = next(e for e in events if e.kind == "deal_end")
    assert end.reason == "general_won" and m.points == [5, 0, 5, 5]


def test_capot_penalty_is_an_option():
    m = general_ready({"capot_penalty": 3})
    m.apply(action_from_json({"type": "general", "choice": "silent"}))
    for r in "KQAT987":
        play(m, r + "H", r + "S", r + "D", r + "C")
    assert m.points == [3, 0, 3, 3]


# ---------------------------------------------------------------- §8 targets and the limit

@pytest.mark.parametrize("players,target", [(3, 15), (4, 15), (5, 12), (6, 12), (7, 10), (8, 10)])
def test_target_by_players(players, target):
    assert new_match("polignac", players).score_json()["target"] == target


@pytest.mark.parametrize("target", [10, 15, 20, 37])
def test_fixed_and_custom_targets(target):
    assert new_match("polignac", 4, options={"target": target}).score_json()["target"] == target


def test_the_limit_stops_the_match_mid_deal_when_reached():
    hands = [["JC", "KH", "QC", "AC", "TC", "9C", "8C", "7C"],
             ["KC", "QH", "JH", "AH", "TH", "9H", "8H", "7H"],
             ["JS", "KS", "QS", "AS", "TS", "9S", "8S", "7S"],
             ["JD", "KD", "QD", "AD", "TD", "9D", "8D", "7D"]]
    m = match_with(hands, {"target": 2, "discard_rule": "free"})
    play(m, "7H", "7S", "7D", "KH")        # seat 0 wins a trick: no sweep possible for seat 1
    events = play(m, "JC", "KC", "JS", "8D")  # seat 1 takes J♣ and J♠: 3 points >= 2
    assert m.match_over and m.phase == "match_over" and m.to_act is None
    assert m.result_json() == {"losers": [1]}
    assert [e.kind for e in events][-2:] == ["deal_end", "match_end"]
    assert m.hands[2].bit_count() == 6       # unplayed cards stay in the hands


def test_a_player_who_holds_every_trick_is_checked_only_when_the_capote_can_no_longer_happen():
    hands = [["JC", "KC", "QC", "AC", "TC", "9C", "8C", "KH"],
             ["7C", "QH", "JH", "AH", "TH", "9H", "8H", "7H"],
             ["JS", "KS", "QS", "AS", "TS", "9S", "8S", "7S"],
             ["JD", "KD", "QD", "AD", "TD", "9D", "8D", "7D"]]
    m = match_with(hands, {"target": 3})
    play(m, "QH", "JS", "JD", "KH")       # seat 0 wins 3 points and holds every trick: deferred
    assert not m.match_over and m.points == [3, 0, 0, 0]
    play(m, "JC", "7C", "KS", "KD")       # he wins again with his own jack
    assert not m.match_over and m.points == [4, 0, 0, 0]
    play(m, "KC", "JH", "QS", "QD")       # the last jack: still deferred during the decision
    assert m.phase == "general" and not m.match_over
    m.apply(action_from_json({"type": "general", "choice": "decline"}))
    assert m.match_over and m.result_json() == {"losers": [0]}


def test_when_the_deferral_ends_the_deferred_player_alone_loses():
    hands = [["KH", "7H", "KC", "QC", "AC", "TC", "9C", "8C"],
             ["QH", "JH", "AH", "TH", "9H", "8H", "7C", "7S"],
             ["JS", "KS", "QS", "AS", "TS", "9S", "8S", "JC"],
             ["JD", "KD", "QD", "AD", "TD", "9D", "8D", "7D"]]
    m = match_with(hands, {"target": 2})
    play(m, "QH", "JS", "JD", "KH")       # seat 0: 3 points, deferred while he holds every trick
    assert not m.match_over and m.points == [3, 0, 0, 0]
    play(m, "7H", "JH", "JC", "7D")       # seat 1 wins and reaches 2 as well ...
    assert m.points == [3, 2, 0, 0]
    assert m.match_over and m.result_json() == {"losers": [0]}   # ... but seat 0 reached it first


def test_end_of_deal_limit_check_waits_for_the_deal_to_finish():
    hands = [["JC", "KH", "QC", "AC", "TC", "9C", "8C", "7C"],
             ["KC", "QH", "JH", "AH", "TH", "9H", "8H", "7H"],
             ["JS", "KS", "QS", "AS", "TS", "9S", "8S", "7S"],
             ["JD", "KD", "QD", "AD", "TD", "9D", "8D", "7D"]]
    m = match_with(hands, {"target": 2, "discard_rule": "free", "limit_check": "end_of_deal"})
    play(m, "7H", "7S", "7D", "KH")
    play(m, "JC", "KC", "JS", "8D")        # seat 1 at 3 points: the match goes on
    assert not m.match_over
    play(m, "JH", "8S", "JD", "8C")        # the last jack: the deal ends, now he loses
    assert m.match_over and m.result_json() == {"losers": [1]}


def test_players_tied_on_the_highest_total_share_the_loss():
    m = general_ready({"target": 5, "limit_check": "end_of_deal"})
    m.apply(action_from_json({"type": "general", "choice": "silent"}))
    for r in "KQAT987":
        play(m, r + "H", r + "S", r + "D", r + "C")
    assert m.match_over and m.result_json() == {"losers": [0, 2, 3]}


def test_the_highest_of_several_players_over_the_limit_loses_alone():
    hands = [["JC", "KH", "QC", "AC", "TC", "9C", "8C", "7C"],
             ["KC", "QH", "JH", "AH", "TH", "9H", "8H", "7H"],
             ["JS", "KS", "QS", "AS", "TS", "9S", "8S", "7S"],
             ["JD", "KD", "QD", "AD", "TD", "9D", "8D", "7D"]]
    m = match_with(hands, {"target": 1, "discard_rule": "free", "limit_check": "end_of_deal"})
    play(m, "7H", "7S", "JD", "KH")        # seat 0 takes J♦ (1)
    play(m, "JC", "KC", "JS", "8D")        # seat 1 takes J♣ and J♠ (3)
    play(m, "JH", "8S", "9D", "8C")        # seat 1 takes J♥ (1): the deal ends
    assert m.match_over and m.result_json() == {"losers": [1]}


# ---------------------------------------------------------------- options and errors

def test_presets_bundle_their_values():
    assert new_match("polignac", 4).options.discard_rule == "jack_forced"
    b = new_match("polignac", 4, options={"preset": "boussac_1896"}).options
    assert (b.discard_rule, b.early_stop, b.target) == ("free", False, 10)
    i = new_match("polignac", 4, options={"preset": "italien"}).options
    assert (i.discard_rule, i.early_stop, i.general_favour_question, i.target) == ("free", True, False, 10)


def test_explicit_keys_override_the_preset():
    o = new_match("polignac", 4, options={"preset": "italien", "discard_rule": "jack_forced"}).options
    assert o.discard_rule == "jack_forced" and o.target == 10


@pytest.mark.parametrize("options,key", [
    ({"discard_rule": "sometimes"}, "discard_rule"),
    ({"colour": "blue"}, "colour"),
    ({"preset": "belge"}, "preset"),
    ({"target": 0}, "target"),
    ({"early_stop": "yes"}, "early_stop"),
    ({"jack_value": 1.5}, "jack_value"),
])
def test_a_bad_option_names_the_key_and_the_accepted_values(options, key):
    with pytest.raises(RuleError) as info:
        new_match("polignac", 4, options=options)
    assert info.value.code == "bad_option" and key in info.value.message


def test_rejections_follow_the_contract_order_and_change_nothing():
    m = match_with(SUITS_DEAL)
    before = m.state_json()
    assert rejection(m, {"type": "general", "choice": "silent"}) == "wrong_phase"
    assert rejection(m, {"type": "play", "card": "KS"}, seat=2) == "not_your_turn"
    assert rejection(m, {"type": "play", "card": "ZZ"}) == "bad_action"
    assert rejection(m, {"type": "dance"}) == "bad_action"
    assert rejection(m, {"type": "play", "card": "KS"}) == "card_not_in_hand"
    assert rejection(m, {"type": "play", "card": "2H"}) == "card_not_in_hand"
    assert m.state_json() == before


def test_nothing_is_accepted_once_the_match_is_over():
    m = general_ready({"target": 5, "limit_check": "end_of_deal"})
    m.apply(action_from_json({"type": "general", "choice": "silent"}))
    for r in "KQAT987":
        play(m, r + "H", r + "S", r + "D", r + "C")
    assert m.match_over and m.legal_actions() == []
    assert rejection(m, {"type": "play", "card": "KH"}, seat=0) == "wrong_phase"


@pytest.mark.parametrize("players", [2, 9, "4"])
def test_player_counts_outside_three_to_eight_are_refused(players):
    with pytest.raises(RuleError):
        new_match("polignac", players)


def test_a_pinned_deal_must_hold_the_whole_pack_once():
    bad = [list(h) for h in SUITS_DEAL]
    bad[0][0] = "KH"
    with pytest.raises(RuleError) as info:
        match_with(bad)
    assert info.value.code == "bad_deal"
    with pytest.raises(RuleError):
        match_with(SUITS_DEAL[:3])


def test_the_most_one_seat_can_score_in_a_deal():
    """§7: every jack (the jack of spades twice, each the seat's own winning jack) and both trick
    penalties, or a capote's penalty: never both, since the sweeper scores nothing."""
    from game.engine.options import resolve
    from game.engine.polignac_rules import DEFAULT_PRESET, OPTIONS, PRESETS, seat_ceiling

    def ceiling(**given):
        return seat_ceiling(resolve("polignac", OPTIONS, PRESETS, DEFAULT_PRESET, given))
    assert ceiling() == 5
    assert ceiling(own_jack_factor=2) == 10
    assert ceiling(jack_value=2, first_trick_penalty=1, last_trick_penalty=1) == 12
    assert ceiling(capot_penalty=12) == 12
