"""What a Guinguette seat can deduce about the other hands (game/engine/guinguette/inference.py),
as its view gives it: known_absent, known_held, known_tierce. That every deduction is true is a
property in test_guinguette_properties."""
from game.engine import new_match

# Four hands without a tierce, the queen of diamonds left in the talon; seat 1 is the eldest.
PLAIN4 = ["KS 9S 7H AC", "QS JH 8D 6C", "JS 9H 7D KC", "TS 8H 6D QC"]


def start(hands=PLAIN4, talon=None):
    deal = {"hands": [h.split() for h in hands]}
    if talon is not None:
        deal["talon"] = talon.split()
    return new_match("guinguette", 4, seed=1, dealer=0, deals=[deal])


def act(m, seat, kind, **fields):
    return m.apply_json(seat, dict(type=kind, **fields))


def speak(m, *moves):
    """Trump clubs, then the speaking round in order from the eldest (seat 1)."""
    act(m, 1, "trump", suit="C")
    for seat, move in zip((1, 2, 3, 0), moves):
        if move.startswith("remue"):
            act(m, seat, "cotillon", move="remue", card=move.split()[1])
        else:
            act(m, seat, "cotillon", move=move)


def test_a_seat_that_cannot_go_over_holds_no_higher_card_of_the_suit_led():
    m = start()
    speak(m, "joue", "joue", "joue", "joue")
    act(m, 1, "play", card="JH")
    act(m, 2, "play", card="9H")          # following under the jack: no queen or king of hearts
    absent = m.view(0).known_absent
    assert {"QH", "KH"} <= set(absent[2])
    assert not {"TH", "8H", "AH"} & set(absent[2])     # lower hearts would not have changed his card


def test_a_seat_void_in_the_suit_led_that_trumps_holds_none_of_that_suit():
    m = start()
    speak(m, "joue", "joue", "joue", "joue")
    act(m, 1, "play", card="8D")
    act(m, 2, "play", card="7D")
    act(m, 3, "play", card="6D")
    act(m, 0, "play", card="AC")          # void in diamonds, he trumps
    absent = m.view(2).known_absent[0]
    assert {"KD", "JD", "TD", "9D", "AD"} <= set(absent)
    assert "KC" not in absent             # holding a higher trump would not have forbidden the ace


def test_the_queen_of_diamonds_nobody_showed_is_in_no_hand_until_someone_exchanges():
    m = start()
    assert all("QD" in m.view(0).known_absent[s] for s in (1, 2, 3))
    speak(m, "joue", "remue 7D")
    absent = m.view(0).known_absent
    assert "QD" in absent[1] and "QD" in absent[3]
    assert "QD" not in absent[2]          # he may have drawn it


def test_the_guinguette_holder_is_known_to_hold_the_queen_until_he_exchanges():
    hands = ["KS 9S 7H AC", "QS JH 8D 6C", "JS 9H 7D KC", "TS 8H QD QC"]
    m = start(hands)
    view = m.view(0)
    assert view.known_held[3] == ["QD"] and all("QD" in view.known_absent[s] for s in (1, 2))
    speak(m, "joue", "joue", "remue 8H")
    view = m.view(0)
    assert view.known_held[3] == [] and "QD" not in view.known_absent[3]
    assert "QD" in view.known_absent[1] and "QD" in view.known_absent[2]


def test_the_card_a_seat_put_back_is_in_no_hand_that_has_not_exchanged_since():
    m = start(talon="AD KD JD TD 9D 8C 9C TC JC 7C 8S 7S 6S AS 6H TH QH KH AH QD")
    act(m, 1, "trump", suit="C")
    m.deal_draws = lambda purpose, count: (0,)      # the stir leaves AD on top, not 8D
    act(m, 1, "cotillon", move="remue", card="8D")
    view = m.view(1)
    assert view.my_discards == ["8D"] and "8D" not in view.hand
    assert all("8D" in view.known_absent[s] for s in (0, 2, 3))
    act(m, 2, "cotillon", move="joue")
    act(m, 3, "cotillon", move="remue", card="6D")
    view = m.view(1)
    assert "8D" in view.known_absent[0] and "8D" in view.known_absent[2]
    assert "8D" not in view.known_absent[3]    # he exchanged after and may have drawn it
    assert view.known_absent[1] == [] and view.known_held[1] == []    # nothing about oneself


def test_the_announcements_tell_who_holds_a_tierce_until_he_exchanges():
    m = start(["JH TH 9H KS", "QS JD 8D 6C", "JS 9C 7D KC", "TS 8S 6D QC"])     # seat 0: J-10-9 of hearts
    assert m.view(2).known_tierce == [True, False, None, False]
    speak(m, "joue", "joue", "joue", "remue KS")
    assert m.view(2).known_tierce == [None, False, None, False]


# Seat 1 (the eldest) holds 6-7-8 of spades, seat 2 J-10-9 of hearts: both bet to the showdown.
SHOWDOWN4 = ["KS QS 7H AC", "6S 7S 8S KC", "9H TH JH 6C", "TS 8H 6D QC"]


def test_a_holder_who_lost_the_showdown_held_no_tierce_above_the_one_shown():
    m = start(SHOWDOWN4)
    act(m, 1, "cabaret", move="parler")
    act(m, 2, "cabaret", move="parler")
    assert m.view(0).cabaret["shown"] == ["JH", "TH", "9H"]
    # the jack-high tierce won; the eldest would have won a tie, so his was at most ten-high
    assert m.view(0).known_tierce_max == [None, 10, None, None]
    assert m.view(2).known_tierce_max == [None, 10, None, None]
    assert m.view(1).known_tierce_max == [None] * 4          # nothing about oneself


def test_a_loser_after_the_winner_may_have_held_an_equal_tierce():
    # seat 1, the eldest, wins the tie of two jack-high tierces (§3.3): seat 2's may equal his
    m = start(["KS QS 7H AC", "9S TS JS KC", "9H TH JH 6C", "8S 8H 6D QC"])
    act(m, 1, "cabaret", move="parler")
    act(m, 2, "cabaret", move="parler")
    assert m.view(0).known_tierce_max == [None, None, 11, None]


def test_a_holder_who_quit_or_exchanged_since_is_not_bounded():
    m = start(SHOWDOWN4)
    act(m, 1, "cabaret", move="renvier", **{"raise": 1})
    act(m, 2, "cabaret", move="quitter")             # nobody shows
    assert m.view(0).known_tierce_max == [None] * 4
    m = start(SHOWDOWN4)
    act(m, 1, "cabaret", move="parler")
    act(m, 2, "cabaret", move="parler")
    speak(m, "remue KC")
    assert m.view(0).known_tierce_max == [None] * 4
