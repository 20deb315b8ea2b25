"""Guinguette, rule by rule (shared/rules/guinguette.md), through the public Python API."""
import random

import pytest

from game.engine import RuleError, new_match, seen_by
from game.engine.cards import CARD, CODE, cards_of
from game.engine.guinguette.rules import DECK36, DECK52, find_tierce, tierce_windows, window_lanes

# Four hands without a tierce, the queen of diamonds left in the talon.
PLAIN4 = ["KS 9S 7H AC", "QS JH 8D 6C", "JS 9H 7D KC", "TS 8H 6D QC"]
PLAIN5 = ["KS 9S 7H AC", "QS JH 8D 6C", "JS 9H 7D KC", "TS 8H 6D QC", "2S 4H 6S 8C"]


def deal(hands):
    return {"hands": [h.split() if h else [] for h in hands]}


def start(hands=PLAIN4, players=4, dealer=0, options=None, more=(), seed=1):
    return new_match("guinguette", players, options, seed=seed, dealer=dealer,
                     deals=[deal(hands)] + [deal(h) for h in more])


def act(m, seat, kind, **fields):
    return m.apply_json(seat, dict(type=kind, **fields))


def counters(m):
    return sum(m.chips) + m.guinguette + m.cabaret + sum(m.queue) + m.basket


def all_joue(m):
    e = m.eldest
    for k in range(m.players):
        act(m, (e + k) % m.players, "cotillon", move="joue")


def word_drawing(index, size):
    """The 32-bit draw a stir reads as ``index`` in a talon of ``size`` cards (game.engine.match.below)."""
    return -(-(index << 32) // size)


def mask(codes):
    out = 0
    for c in codes.split():
        out |= 1 << CARD[c]
    return out


def tierce(codes, pack36=False, ace_six=False, any_suits=False):
    lanes = window_lanes(tierce_windows(pack36, ace_six))
    strength, cards = find_tierce(mask(codes), lanes, any_suits)
    return strength, sorted(cards)


# ---------------------------------------------------------------- §1, §2: players, pack, deal

@pytest.mark.parametrize("players,pack", [(3, 36), (4, 36), (5, 52), (8, 52)])
def test_pack_is_36_cards_up_to_four_players_and_52_above(players, pack):
    m = new_match("guinguette", players, seed=3)
    assert all(bin(h).count("1") == 4 for h in m.hands)
    assert len(m.talon) == pack - 4 * players
    every = 0
    for h in m.hands:
        every |= h
    for c in m.talon:
        every |= 1 << c
    assert every == (DECK36 if pack == 36 else DECK52)


def test_four_cards_each_dealt_two_at_a_time_from_the_eldest():
    m = new_match("guinguette", 4, seed=5, dealer=2)
    dealt = next(e for e in m.opening_events if e.kind == "deal")
    assert dealt.eldest == 3
    assert dealt.packets == [[3, 2], [0, 2], [1, 2], [2, 2]] * 2


def test_the_deal_passes_to_the_right_the_last_eldest_deals_next():
    m = start(more=[PLAIN4])
    act(m, 1, "trump", suit="S")
    for seat in (1, 2, 3, 0):
        act(m, seat, "cotillon", move="joue" if seat == 1 else "passe")
    assert (m.deal, m.dealer, m.eldest, m.to_act) == (2, 1, 2, 2)


def test_the_ace_is_the_lowest_card():
    m = start(["QS 9S 7D AC", "AS 8H 8D 6C", "JS 9H 7H KC", "TS 6H 6D QC"])
    act(m, 1, "trump", suit="H")
    all_joue(m)
    act(m, 1, "play", card="AS")
    act(m, 2, "play", card="JS")      # must go over the ace: every spade does
    act(m, 3, "play", card="TS")
    act(m, 0, "play", card="QS")
    assert m.tricks[-1].winner == 0


# ---------------------------------------------------------------- §3.1 antes, A4 strict doubling

def test_antes_go_into_the_guinguette_and_cabaret_baskets():
    m = start(options={"guinguette_ante": 2, "cabaret_ante": 3, "cotillon_ante": 1})
    assert m.guinguette == 8 and m.cabaret == 12
    assert m.chips == [40 - 2 - 3 - 1] * 4
    assert m.basket == 4


def test_an_unwon_basket_is_carried_and_doubled_by_the_next_antes():
    m = start(more=[PLAIN4])
    assert (m.guinguette, m.cabaret) == (4, 4)
    act(m, 1, "trump", suit="S")
    for seat in (1, 2, 3, 0):
        act(m, seat, "cotillon", move="joue" if seat == 1 else "passe")
    assert (m.guinguette, m.cabaret) == (8, 8)


def test_strict_doubling_each_player_adds_a_share_of_the_carried_basket():
    m = start(options={"strict_doubling": True, "guinguette_ante": 3}, more=[PLAIN4, PLAIN4])
    assert m.guinguette == 12
    for _ in range(2):
        act(m, m.eldest, "trump", suit="S")
        for k in range(4):
            seat = (m.eldest + k) % 4
            act(m, seat, "cotillon", move="joue" if k == 0 else "passe")
    # 12 carried: each adds ceil(12 / 4) = 3 → 24; then ceil(24 / 4) = 6 → 48.
    assert m.guinguette == 48


def test_strict_doubling_does_not_apply_to_an_empty_basket():
    won = ["KS QD 7H AC", "QS JH 8D 6C", "JS 9H 7D KC", "TS 8H 6D QC"]
    m = start(won, options={"strict_doubling": True, "guinguette_ante": 2}, more=[PLAIN4])
    assert m.guinguette == 0
    act(m, 1, "trump", suit="S")
    for seat in (1, 2, 3, 0):
        act(m, seat, "cotillon", move="joue" if seat == 1 else "passe")
    assert m.guinguette == 8


# ---------------------------------------------------------------- §3.2 la guinguette

def test_queen_of_diamonds_holder_takes_the_guinguette_basket():
    m = start(["KS 9S 7H AC", "QS JH QD 6C", "JS 9H 7D KC", "TS 8H 6D QC"])
    assert m.guinguette == 0 and m.chips[1] == 41
    event = next(e for e in m.opening_events if e.kind == "guinguette")
    assert (event.seat, event.amount, event.carried) == (1, 4, False)


def test_queen_of_diamonds_drawn_by_a_remuer_does_not_win_the_guinguette():
    m = start()
    assert m.guinguette == 4
    act(m, 1, "trump", suit="S")
    act(m, 1, "cotillon", move="joue")
    queen = CARD["QD"]

    # the stir leaves the queen on top (asked once the card put back is in)
    m.deal_draws = lambda purpose, count: (word_drawing(m.talon.index(queen), len(m.talon)),)
    act(m, 2, "cotillon", move="remue", card="JS")
    assert m.hands[2] >> queen & 1
    assert m.guinguette == 4 and m.chips[2] == 37 - 2


# ---------------------------------------------------------------- §3.3 le cabaret

def test_tierce_is_three_consecutive_ranks_of_one_suit():
    assert tierce("9S 8S 7S KH") == (9, sorted([CARD["9S"], CARD["8S"], CARD["7S"]]))
    assert tierce("9S 8H 7S KH")[0] == 0


def test_kings_and_queens_never_belong_to_a_tierce_the_best_is_jack_ten_nine():
    assert tierce("KS QS JS 2H")[0] == 0
    assert tierce("QS JS TS 2H")[0] == 0
    assert tierce("JS TS 9S 2H")[0] == 11


def test_with_52_cards_the_lowest_tierce_is_ace_two_three():
    assert tierce("AS 2S 3S KH")[0] == 3
    assert tierce("KS AS 2S 3H")[0] == 0        # the ace is low: K-A-2 is no run


def test_with_36_cards_the_lowest_tierce_is_six_seven_eight():
    assert tierce("6S 7S 8S KH", pack36=True)[0] == 8
    assert tierce("AS 6S 7S KH", pack36=True)[0] == 0


def test_ace_six_adjacent_makes_ace_six_seven_a_tierce_with_36_cards():
    assert tierce("AS 6S 7S KH", pack36=True, ace_six=True)[0] == 7


def test_a_four_card_run_counts_as_its_higher_tierce():
    assert tierce("8S 9S TS JS")[0] == 11
    assert tierce("5H 6H 7H 8H")[0] == 8


def test_tierce_suits_any_allows_mixed_suits():
    assert tierce("9S TH JD 2C", any_suits=True)[0] == 11
    assert tierce("9S TH JD 2C")[0] == 0


def test_no_holder_the_cabaret_basket_is_carried():
    m = start()
    assert m.cabaret == 4 and m.phase == "trump"
    assert any(e.kind == "cabaret_carried" for e in m.opening_events)


def test_lone_holder_shows_his_tierce_and_takes_the_basket():
    m = start(["KS 9S 7H AC", "QS JH 8D 6C", "JS 9H 6D KC", "TS 8S 7D 6S"], options={"tierce_suits": "any"})
    win = next(e for e in m.opening_events if e.kind == "cabaret_win")
    assert (win.seat, win.amount, win.shown, win.showdown) == (3, 4, ["8S", "6S", "7D"], False)
    assert m.view(0).cabaret["shown"] == ["8S", "6S", "7D"]


BETTING = ["KS QS 8H TC", "7S 8S 6S KH", "KC JS AH 6C", "9H TH JH KD"]


def test_cabaret_betting_only_holders_take_part_in_order_from_the_eldest():
    m = start(BETTING)
    assert m.phase == "cabaret" and m.to_act == 1
    act(m, 1, "cabaret", move="parler")
    assert m.to_act == 3
    with pytest.raises(RuleError) as err:
        act(m, 0, "cabaret", move="parler")
    assert err.value.code == "not_your_turn"


def test_cabaret_renvier_tenir_and_showdown_highest_top_wins():
    m = start(BETTING)
    act(m, 1, "cabaret", move="renvier", **{"raise": 1})
    act(m, 3, "cabaret", move="renvier", **{"raise": 4})
    assert m.cab_level == 5 and m.to_act == 1
    assert [a.to_json()["move"] for a in m.legal_actions()][:2] == ["tenir", "quitter"]
    act(m, 1, "cabaret", move="tenir")
    assert m.phase == "trump"
    assert m.chips == [37, 37 - 5, 37, 37 - 5 + 14]


def test_cabaret_parler_is_refused_after_a_raise_and_tenir_before_one():
    m = start(BETTING)
    with pytest.raises(RuleError) as err:
        act(m, 1, "cabaret", move="tenir")
    assert err.value.code == "nothing_to_call"
    act(m, 1, "cabaret", move="renvier", **{"raise": 2})
    before = m.state_json()
    with pytest.raises(RuleError) as err:
        act(m, 3, "cabaret", move="parler")
    assert err.value.code == "must_tenir_or_quitter"
    assert m.state_json() == before


def test_cabaret_quitter_is_offered_only_against_a_raise():
    m = start(BETTING)
    moves = [a.to_json()["move"] for a in m.legal_actions()]
    assert "quitter" not in moves and "tenir" not in moves and moves[0] == "parler"


def test_cabaret_everyone_checks_goes_to_showdown():
    m = start(BETTING)
    act(m, 1, "cabaret", move="parler")
    events = act(m, 3, "cabaret", move="parler")
    win = next(e for e in events if e.kind == "cabaret_win")
    assert (win.seat, win.amount, win.showdown, win.shown) == (3, 4, True, ["JH", "TH", "9H"])
    assert m.chips[3] == 37 + 4


def test_cabaret_cap_keeps_the_cotillon_ante_in_reserve():
    m = start(BETTING, options={"starting_chips": 9, "cotillon_ante": 2})
    # 7 counters each after the antes; 2 kept for the cotillon: the level may reach 5.
    raises = [a.to_json().get("raise") for a in m.legal_actions() if a.to_json()["move"] == "renvier"]
    assert raises == [1, 2, 4]
    act(m, 1, "cabaret", move="renvier", **{"raise": 4})
    raises = [a.to_json().get("raise") for a in m.legal_actions() if a.to_json()["move"] == "renvier"]
    assert raises == [1]


# ---------------------------------------------------------------- §3.4, §3.5 the cotillon

def test_cotillon_ante_makes_the_basket_in_play_before_trump_is_named():
    m = start(options={"cotillon_ante": 3})
    assert m.phase == "trump" and m.basket == 12 and m.chips == [35] * 4


def test_the_eldest_names_any_suit_as_trump():
    m = start()
    assert [a.to_json() for a in m.legal_actions()] == [{"type": "trump", "suit": s} for s in "SHDC"]
    events = act(m, 1, "trump", suit="D")
    assert events[0].to_json() == {"type": "trump", "seat": 1, "suit": "D"}
    assert m.score_json()["trump"] == "D"


def test_eldest_extra_is_paid_on_his_speaking_turn_not_when_naming_trump():
    m = start(options={"eldest_extra": 3})
    act(m, 1, "trump", suit="S")
    assert m.chips[1] == 37
    act(m, 1, "cotillon", move="joue")
    assert m.chips[1] == 34 and m.basket == 7


def test_the_eldest_cannot_pass():
    m = start()
    act(m, 1, "trump", suit="S")
    assert "passe" not in [a.move for a in m.legal_actions()]
    with pytest.raises(RuleError) as err:
        act(m, 1, "cotillon", move="passe")
    assert err.value.code == "eldest_cannot_pass"


def test_remuer_pays_the_cost_exchanges_one_card_and_keeps_the_talon_size():
    m = start(options={"remuer_cost": 3})
    act(m, 1, "trump", suit="S")
    act(m, 1, "cotillon", move="joue")
    talon = len(m.talon)
    events = act(m, 2, "cotillon", move="remue", card="7D")
    assert m.chips[2] == 37 - 3 and m.basket == 4 + 1 + 3
    assert len(m.talon) == talon and bin(m.hands[2]).count("1") == 4
    # the drawer alone sees the card he drew (contract §6: the events as a seat may see them)
    (drawn,) = [CODE[c] for c in cards_of(m.hands[2] & ~mask("JS 9H KC"))]
    assert seen_by(events, 2)[0].to_json() == {"type": "remue", "seat": 2, "paid": 3, "count": 1, "seen": [drawn]}
    assert seen_by(events, 1)[0].to_json() == {"type": "remue", "seat": 2, "paid": 3, "count": 1, "seen": []}


def test_remuer_may_draw_back_the_card_he_put_in():
    m = start()
    act(m, 1, "trump", suit="S")
    act(m, 1, "cotillon", move="joue")

    m.deal_draws = lambda purpose, count: (word_drawing(len(m.talon) - 1, len(m.talon)),)    # the card put back
    act(m, 2, "cotillon", move="remue", card="7D")
    assert m.hands[2] == mask(PLAIN4[2])


def test_the_card_put_back_stays_hidden_from_the_others():
    m = start()
    act(m, 1, "trump", suit="S")
    act(m, 1, "cotillon", move="joue")
    act(m, 2, "cotillon", move="remue", card="7D")
    assert m.view(2).my_discards == ["7D"]
    for seat in (0, 1, 3):
        view = m.view(seat).to_json()
        assert view["my_discards"] == [] and "talon" not in view
        assert view["cotillon"]["said"][2] == "remue" and view["cotillon"]["remuers"][2] == 1


def test_remuer_a_card_not_in_hand_is_refused():
    m = start()
    act(m, 1, "trump", suit="S")
    with pytest.raises(RuleError) as err:
        act(m, 1, "cotillon", move="remue", card="2H")
    assert err.value.code == "card_not_in_hand"


def test_remuer_is_offered_only_to_a_player_who_can_pay():
    m = start(options={"starting_chips": 5, "remuer_cost": 2})
    act(m, 1, "trump", suit="S")
    # 2 counters left each: the eldest's first turn would cost 1 + 2.
    assert [a.move for a in m.legal_actions()] == ["joue"]
    act(m, 1, "cotillon", move="joue")
    assert "remue" in [a.move for a in m.legal_actions()]


def test_renvi_rounds_only_the_last_rounds_remuers_speak_until_a_round_without_remuer():
    m = start()
    act(m, 1, "trump", suit="S")
    act(m, 1, "cotillon", move="remue", card="6C")
    act(m, 2, "cotillon", move="joue")
    act(m, 3, "cotillon", move="remue", card="QC")
    act(m, 0, "cotillon", move="passe")
    assert m.cot_round == "renvi" and m.to_act == 1
    assert [a.move for a in m.legal_actions()][0] == "stop"
    act(m, 1, "cotillon", move="stop")
    card = m.view(3).hand[0]
    act(m, 3, "cotillon", move="remue", card=card)
    assert m.to_act == 3 and m.phase == "cotillon"
    act(m, 3, "cotillon", move="stop")
    assert m.phase == "play" and m.active == [1, 2, 3] and m.to_act == 1
    assert m.chips[1] == 37 - 1 - 2 and m.chips[3] == 37 - 4


def test_max_remuer_limits_exchanges_per_player_per_deal():
    m = start(options={"max_remuer": 2})
    act(m, 1, "trump", suit="S")
    act(m, 1, "cotillon", move="joue")
    act(m, 2, "cotillon", move="remue", card="7D")
    act(m, 3, "cotillon", move="joue")
    act(m, 0, "cotillon", move="joue")
    act(m, 2, "cotillon", move="remue", card=m.view(2).hand[0])
    assert [a.to_json() for a in m.legal_actions()] == [{"type": "cotillon", "move": "stop"}]
    with pytest.raises(RuleError) as err:
        act(m, 2, "cotillon", move="remue", card=m.view(2).hand[0])
    assert err.value.code == "max_remuer_reached"


def test_a_passer_takes_no_part_in_the_tricks():
    m = start()
    act(m, 1, "trump", suit="S")
    for seat, move in ((1, "joue"), (2, "passe"), (3, "joue"), (0, "joue")):
        act(m, seat, "cotillon", move=move)
    assert m.active == [1, 3, 0]
    act(m, 1, "play", card="QS")
    assert m.to_act == 3


# ---------------------------------------------------------------- §4 trick play

def test_eldest_leads_and_the_winner_leads_next():
    m = start()
    act(m, 1, "trump", suit="C")
    all_joue(m)
    assert m.to_act == 1
    for seat, card in ((1, "8D"), (2, "7D"), (3, "6D"), (0, "AC")):
        act(m, seat, "play", card=card)
    assert m.tricks[0].winner == 0 and m.to_act == 0


def test_follow_suit_is_required():
    m = start()
    act(m, 1, "trump", suit="C")
    all_joue(m)
    act(m, 1, "play", card="QS")
    with pytest.raises(RuleError) as err:
        act(m, 2, "play", card="KC")
    assert err.value.code == "must_follow_suit"


def test_a_card_not_in_hand_is_refused_before_the_rules():
    m = start()
    act(m, 1, "trump", suit="C")
    all_joue(m)
    with pytest.raises(RuleError) as err:
        act(m, 1, "play", card="KS")
    assert err.value.code == "card_not_in_hand"


def test_couper_void_in_the_suit_led_must_trump():
    m = start(["KS 9S 7H AC", "QS JH 8D 6C", "JC 9H 7D KC", "TS 8H 6D QC"])
    act(m, 1, "trump", suit="C")
    all_joue(m)
    act(m, 1, "play", card="QS")
    assert [a.to_json()["card"] for a in m.legal_actions()] == ["KC", "JC"]


# ---------------------------------------------------------------- §5 settlement

def test_counters_are_conserved_through_a_whole_match():
    m = new_match("guinguette", 6, {"match_length": 1}, seed=11)
    rng = random.Random(4)
    while not m.match_over:
        m.apply(rng.choice(m.legal_actions()))
        assert counters(m) == 240 and min(m.chips) >= 0


def test_the_settle_event_says_when_two_tricks_each_went_to_the_first_to_his_second():
    """§5.2: at two tricks each the basket goes to whoever made his second trick first; the settle
    event says when that tie decided it (the table's deal sheet tells it), read here from the tricks."""
    ties = outright = 0
    for seed in range(60):
        m = new_match("guinguette", 4, {"match_length": 1}, seed=seed)
        rng = random.Random(seed)
        taken: list[int] = []                     # this deal's trick winners, in order
        while not m.match_over:
            for e in m.apply(rng.choice(m.legal_actions())):
                if e.kind == "trick":
                    taken.append(e.winner)
                elif e.kind == "settle":
                    if e.reason == "won":
                        counts = [taken.count(s) for s in range(4)]
                        at_two = [s for s in range(4) if counts[s] == 2]
                        tie = len(at_two) == 2
                        assert e.second_first is tie, (taken, e.winner)
                        if tie:
                            second = {s: [i for i, w in enumerate(taken) if w == s][1] for s in at_two}
                            assert e.winner == min(at_two, key=second.get)
                        ties += tie
                        outright += not tie
                    else:
                        assert e.second_first is False
                    taken = []
    assert ties and outright


def test_settle_event_lists_every_counter_moved():
    m = start(["9H 9D KS 6H", "7H 8D 8S KC", "KH KD 9S 7D", "8H 6C 7S 6S"], more=[PLAIN4])
    act(m, 1, "trump", suit="C")
    all_joue(m)
    events = []
    for seat, card in ((1, "7H"), (2, "KH"), (3, "8H"), (0, "9H"), (2, "KD"), (3, "6C"), (0, "9D"), (1, "8D"),
                       (3, "7S"), (0, "KS"), (1, "8S"), (2, "9S"), (0, "6H"), (1, "KC"), (2, "7D"), (3, "6S")):
        events += act(m, seat, "play", card=card)
    settle = next(e for e in events if e.kind == "settle")
    assert settle.reason == "split" and settle.winner is None and settle.tricks == [1, 1, 1, 1]
    assert settle.transfers[0] == {"from": None, "to": None, "amount": 5, "basket": "queue", "index": 0}
    assert [t["from"] for t in settle.transfers[1:]] == [1, 2, 3, 0]
    assert all(t["amount"] == 2 and t["index"] == 0 and t["why"] == "fine" for t in settle.transfers[1:])


def test_one_trick_fine_option_sets_the_fine():
    m = start(["9H 9D KS 6H", "7H 8D 8S KC", "KH KD 9S 7D", "8H 6C 7S 6S"], options={"one_trick_fine": 5},
              more=[PLAIN4])
    act(m, 1, "trump", suit="C")
    all_joue(m)
    for seat, card in ((1, "7H"), (2, "KH"), (3, "8H"), (0, "9H"), (2, "KD"), (3, "6C"), (0, "9D"), (1, "8D"),
                       (3, "7S"), (0, "KS"), (1, "8S"), (2, "9S"), (0, "6H"), (1, "KC"), (2, "7D"), (3, "6S")):
        act(m, seat, "play", card=card)
    # 5 carried back plus four fines of 5, then the next deal's four antes.
    assert m.basket == 5 + 20 + 4


def test_vole_bonus_option_sets_the_bonus():
    m = start(["QS JS 9D 6S", "KH QH JH TH", "KS 9S 7S 6C", "KC QC 8D 7D"], options={"vole_bonus": 3},
              more=[PLAIN4])
    act(m, 1, "trump", suit="H")
    all_joue(m)
    for seat, card in ((1, "KH"), (2, "6C"), (3, "7D"), (0, "6S"), (1, "QH"), (2, "7S"), (3, "8D"), (0, "9D"),
                       (1, "JH"), (2, "9S"), (3, "QC"), (0, "JS"), (1, "TH"), (2, "KS"), (3, "KC"), (0, "QS")):
        act(m, seat, "play", card=card)
    assert m.chips[1] == 36 + 5 + 9 - 3


# ---------------------------------------------------------------- §7 end of the match

def test_match_length_counts_tours_times_players():
    rng = random.Random(2)
    for tours in (1, 2):
        m = new_match("guinguette", 3, {"match_length": tours, "starting_chips": 1000}, seed=tours)
        while not m.match_over:
            m.apply(rng.choice(m.legal_actions()))
        assert m.deal == 3 * tours


def test_ranking_by_counters_equal_counts_share_the_place():
    m = new_match("guinguette", 4, {"starting_chips": 2}, seed=1)
    # 2 counters cannot pay the three antes: the match ends at once, everyone equal.
    assert m.match_over and m.result_json() == {"ranking": [[0, 1, 2, 3]], "chips": [2, 2, 2, 2]}


# ---------------------------------------------------------------- options and pinned deals

def test_every_option_of_the_rules_exists_with_its_default():
    from game.engine.guinguette import OPTIONS
    defaults = {o.name: o.default for o in OPTIONS}
    assert defaults == {
        "starting_chips": 40, "guinguette_ante": 1, "cabaret_ante": 1, "cotillon_ante": 1, "eldest_extra": 1,
        "remuer_cost": 2, "one_trick_fine": 2, "vole_bonus": 1, "strict_doubling": False, "tierce_suits": "same",
        "ace_six_adjacent": False, "max_remuer": 0, "must_undertrump": True, "vole_payers": "all",
        "vole_mouche": True, "match_length": 3, "bankruptcy": "end_match", "hide_trump_after_naming": False}


@pytest.mark.parametrize("options", [{"starting_chips": 0}, {"tierce_suits": "mixed"}, {"vole_payers": "none"},
                                     {"bankruptcy": "continue"}, {"colour": 1}])
def test_bad_option_names_the_key(options):
    with pytest.raises(RuleError) as err:
        new_match("guinguette", 4, options)
    assert err.value.code == "bad_option" and list(options)[0] in err.value.message


def test_starting_chips_accepts_any_positive_whole_number():
    assert new_match("guinguette", 4, {"starting_chips": 77}).chips == [77 - 3] * 4


@pytest.mark.parametrize("hands", [
    ["KS 9S 7H AC", "QS JH 8D 6C", "JS 9H 7D KC", "TS 8H 6D KS"],   # a card twice
    ["KS 9S 7H AC", "QS JH 8D 6C", "JS 9H 7D KC", "TS 8H 6D"],      # three cards
    ["KS 9S 7H AC", "QS JH 8D 6C", "JS 9H 7D KC", "TS 8H 6D 2C"],   # a two in the 36-card pack
])
def test_a_pinned_deal_must_be_a_valid_distribution(hands):
    with pytest.raises(RuleError) as err:
        start(hands)
    assert err.value.code == "bad_deal"


def test_hide_trump_after_naming_blanks_the_trump_during_play():
    m = start(options={"hide_trump_after_naming": True})
    act(m, 1, "trump", suit="S")
    assert m.view(0).trump == "S"
    all_joue(m)
    assert m.view(0).trump is None and m.view(0).score["trump"] is None
    assert m.score_json()["trump"] == "S"


def test_a_view_shows_only_the_seats_own_hand():
    m = start()
    for seat in range(4):
        view = m.view(seat).to_json()
        assert view["hand"] == m.codes(m.hands[seat])
        text = repr(view)
        for other in range(4):
            if other != seat:
                for code in m.codes(m.hands[other]):
                    assert f"'{code}'" not in text


def test_the_rules_settlement_example_basket_of_seven_and_queue_of_eleven():
    # §5: antes 4, eldest extra 1 and one remuer 2 make B = 7; tricks 2, 1, 1, 0 → A takes 7 and the
    # queue becomes [11] (D's basket of 7 plus two fines of 2).
    m = start(["8S JC TC 8D", "KH QH 6S 6C", "7H KS 7S 7D", "KD KC QC 9C"], more=[PLAIN4])
    act(m, 1, "trump", suit="H")
    act(m, 1, "cotillon", move="joue")
    act(m, 2, "cotillon", move="joue")
    act(m, 3, "cotillon", move="joue")

    m.deal_draws = lambda purpose, count: (word_drawing(len(m.talon) - 1, len(m.talon)),)    # he draws it back
    act(m, 0, "cotillon", move="remue", card="8D")
    act(m, 0, "cotillon", move="stop")
    assert m.basket == 7
    events = []
    for seat, card in ((1, "KH"), (2, "7H"), (3, "9C"), (0, "JC"), (1, "QH"), (2, "7S"), (3, "QC"), (0, "TC"),
                       (1, "6S"), (2, "KS"), (3, "KC"), (0, "8S"), (2, "7D"), (3, "KD"), (0, "8D"), (1, "6C")):
        events += act(m, seat, "play", card=card)
    settle = next(e for e in events if e.kind == "settle")
    assert (settle.reason, settle.winner, settle.tricks) == ("won", 1, [0, 2, 1, 1])
    end = next(e for e in events if e.kind == "deal_end")
    assert end.cotillon_queue == [11]
    assert end.chips == [37 - 2 - 7, 36 + 7, 37 - 2, 37 - 2]


def test_one_trick_fines_go_into_the_next_basket_not_the_basket_in_play():
    m = start(["8S JC TC 8D", "KH QH 6S 6C", "7H KS 7S 7D", "KD KC QC 9C"], options={"vole_mouche": True},
              more=[PLAIN4])
    act(m, 1, "trump", suit="H")
    all_joue(m)
    events = []
    for seat, card in ((1, "KH"), (2, "7H"), (3, "9C"), (0, "JC"), (1, "QH"), (2, "7S"), (3, "QC"), (0, "TC"),
                       (1, "6S"), (2, "KS"), (3, "KC"), (0, "8S"), (2, "7D"), (3, "KD"), (0, "8D"), (1, "6C")):
        events += act(m, seat, "play", card=card)
    settle = next(e for e in events if e.kind == "settle")
    # the winner's basket is exactly the basket in play; the fines follow the mouche into the queue
    assert settle.transfers[0] == {"from": None, "to": 1, "amount": 5, "basket": "in_play"}
    assert settle.transfers[1] == {"from": 0, "to": None, "amount": 5, "basket": "queue", "index": 0,
                                   "why": "mouche"}
    assert settle.transfers[2:] == [{"from": 2, "to": None, "amount": 2, "basket": "queue", "index": 0, "why": "fine"},
                                    {"from": 3, "to": None, "amount": 2, "basket": "queue", "index": 0, "why": "fine"}]


def test_legal_lists_come_in_the_contracts_order():
    m = start(BETTING)
    act(m, 1, "cabaret", move="renvier", **{"raise": 1})
    assert [a.to_json() for a in m.legal_actions()] == [
        {"type": "cabaret", "move": "tenir"}, {"type": "cabaret", "move": "quitter"},
        {"type": "cabaret", "move": "renvier", "raise": 1}, {"type": "cabaret", "move": "renvier", "raise": 2},
        {"type": "cabaret", "move": "renvier", "raise": 4}]
    m = start(["KS 9S 7H AC", "QS JH 8D 6C", "AS KD 7D 9C", "TS 8H 6D QC"])
    act(m, 1, "trump", suit="S")
    act(m, 1, "cotillon", move="joue")
    assert [a.to_json() for a in m.legal_actions()] == [
        {"type": "cotillon", "move": "joue"}, {"type": "cotillon", "move": "passe"},
        {"type": "cotillon", "move": "remue", "card": "AS"}, {"type": "cotillon", "move": "remue", "card": "KD"},
        {"type": "cotillon", "move": "remue", "card": "7D"}, {"type": "cotillon", "move": "remue", "card": "9C"}]


def test_a_seat_sees_its_own_cabaret_as_dealt():
    m = start(BETTING)
    assert m.view(1).my_cabaret == {"strength": 8, "cards": ["8S", "7S", "6S"]}
    assert m.view(0).my_cabaret == {"strength": 0, "cards": []}
    assert m.view(0).cabaret["holders"] == [1, 3]


def test_a_seat_sees_what_speaking_costs_it_now():
    m = start(options={"eldest_extra": 3, "remuer_cost": 2})
    act(m, 1, "trump", suit="S")
    assert m.view(1).my_prices == {"joue_extra": 3, "remue": 5}      # the eldest's first turn
    assert m.view(2).my_prices == {"joue_extra": 0, "remue": 2}
    act(m, 1, "cotillon", move="remue", card="8D")
    for seat in (2, 3, 0):
        act(m, seat, "cotillon", move="joue")
    assert m.cot_round == "renvi"
    assert m.view(1).my_prices == {"joue_extra": 0, "remue": 2}      # a renvi round: no extra


@pytest.mark.parametrize("bankruptcy", ["end_match", "eliminate"])
@pytest.mark.parametrize("seed", range(6))
def test_the_end_of_a_deal_says_who_cannot_pay_the_next_antes(bankruptcy, seed):
    """§7, 9b: six at the table, an 18-deal match ended after deal 2 because an Expert fell to 0,
    and nothing had warned the person at the end of deal 2. The ``deal_end`` event says who cannot
    pay the next deal's antes (``short``, ``need``), and whether the match then ends (``ends``),
    exactly as the check at the start of the next deal then goes."""
    rng = random.Random(seed)
    m = new_match("guinguette", 6, {"starting_chips": 6, "bankruptcy": bankruptcy, "strict_doubling": seed % 2 == 1},
                  seed=seed)
    warned = 0
    events = list(m.opening_events)
    while not m.match_over:
        events = m.apply(rng.choice(m.legal_actions()))
        ends = [k for k, ev in enumerate(events) if ev.kind == "deal_end"]
        if not ends:
            continue
        end = events[ends[0]]
        after = events[ends[0] + 1:]
        left = [s for ev in after if ev.kind in ("bankrupt", "eliminated") for s in ev.seats]
        assert sorted(end.short) == sorted(left), (end, after)
        needs = [ev.need for ev in after if ev.kind in ("bankrupt", "eliminated")]
        assert end.need == max(needs, default=0)
        dealt = any(ev.kind == "deal" for ev in after)
        assert end.ends == (bool(left) and not dealt), (end.ends, left, dealt)
        warned += bool(left)
    assert warned, "someone ran short before the match's last deal"
