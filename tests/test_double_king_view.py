"""Double King views (what a seat may know), from_view, and clones."""
import json
import random

import pytest
from test_double_king_support import choose, finish_deal, play, start

from game.engine import double_king, new_match
from game.engine.cards import CARD
from game.engine.errors import RuleError

OPTION_SETS = [None, {"pack_mode": "traditional"}, {"trigger_anywhere": True, "go_over": "always"},
               {"literal_kj_on_queen": True, "highest_heart_discard": True, "must_undertrump": False}]


def _midway(seed, options=None, steps=None):
    """A match some way into a deal (random legal play), and the rng used."""
    rng = random.Random(seed)
    m = new_match("double_king", 4, options, seed=seed, dealer=seed % 4)
    for _ in range(rng.randrange(0, 20)):      # some finished deals first
        if m.match_over:
            break
        finish_deal(m, rng)
    m = m if not m.match_over else new_match("double_king", 4, options, seed=seed)
    for _ in range(rng.randrange(0, 40) if steps is None else steps):
        deal = m.deal
        actions = m.legal_actions()
        m.apply(actions[rng.randrange(len(actions))])
        if m.deal != deal or m.match_over:
            break
    return m, rng


def _shuffle_hidden(m, seat, rng):
    """The other seats' cards dealt again at random, sizes kept."""
    cards = [c for s in range(4) if s != seat for c in range(64) if (m.hands[s] >> c) & 1]
    rng.shuffle(cards)
    hands = list(m.hands)
    pos = 0
    for s in range(4):
        if s != seat:
            k = m.hands[s].bit_count()
            hands[s] = sum(1 << c for c in cards[pos:pos + k])
            pos += k
    return hands


def test_a_view_shows_the_public_table_and_only_the_seats_own_hand():
    m = start(("", "5S", "KS", ""), "dames")
    play(m, "5S")
    v = m.view(3)
    assert v.seat == 3 and v.hand == m.codes(m.hands[3]) and v.hand_sizes == [13, 12, 13, 13]
    assert v.contract == "dames" and v.trump is None and v.chooser == 0 and v.dealer == 0
    assert v.trick == [{"seat": 1, "card": "5S"}] and v.played == ["5S"]
    assert v.penalty_left == ["QS", "QH", "QD", "QC"]
    assert v.constraints["players"][0] == {"negatives": 1, "negatives_max": 3, "trumps": 0, "trumps_max": 2}
    assert v.constraints["contracts_played"]["dames"] == 1
    assert v.score == m.score_json() and v.sheet == []
    json.dumps(v.to_json())                     # JSON-ready


def test_from_view_refuses_hands_that_do_not_fit():
    m = start(("", "5S", "", ""), "plis")
    play(m, "5S")
    view = m.view(2)
    hands = list(m.hands)
    with pytest.raises(RuleError):
        double_king.from_view(view, [hands[1], hands[0], hands[2], hands[3]])
    with pytest.raises(RuleError):
        double_king.from_view(view, [hands[0] | (1 << CARD["5S"]), hands[1], hands[2], hands[3]])


@pytest.mark.parametrize("seed", range(20))
def test_known_absent_cards_are_never_in_that_hand(seed):
    m, rng = _midway(seed, OPTION_SETS[seed % 4], steps=30 + seed)
    for seat in range(4):
        v = m.view(seat)
        for other in range(4):
            absent = sum(1 << CARD[c] for c in v.known_absent[other])
            assert absent & m.hands[other] == 0


def _every_seat_s_view_through_a_deal(seed: int) -> int:
    """A first deal played at random (``seed``), every seat's view taken before each action, as
    the Débutant and the review's play-outs take them; the number of cards played."""
    rng = random.Random(seed)
    m = new_match("double_king", 4, None, seed=seed)
    plays = 0
    while m.deal == 1 and not m.match_over:
        for seat in range(4):
            m.view(seat)
        actions = m.legal_actions()
        plays += m.phase == "play"
        m.apply(actions[rng.randrange(len(actions))])
    assert plays >= 20
    return plays


def test_a_deal_s_views_work_out_what_each_play_reveals_once(monkeypatch):
    """The deal review sat on "Revue en cours…" for 15-20 s a Double King deal: every view (the
    Débutant asks for one at each card, the review's play-outs finish the deal hundreds of times)
    tested again every card of the pack against every play of the deal so far. A play's
    deduction is worked out once: the views of a whole deal test at most one pack per play."""
    from game.engine import double_king_rules as R
    tests = []
    real = R.legal_mask
    monkeypatch.setattr(R, "legal_mask", lambda *a: tests.append(1) or real(*a))
    plays = _every_seat_s_view_through_a_deal(4)
    assert len(tests) <= plays * 52


def test_a_deal_s_views_go_through_its_finished_tricks_once(monkeypatch):
    """Every view (the Débutant asks for one at each card, the review's play-outs finish a deal
    hundreds of times) went through every play of the deal so far again, the most of a Double King
    play-out's work after the deductions themselves were kept: a finished trick's deductions are now
    kept with it, and a view goes through the trick under way alone."""
    from game.engine import double_king_rules as R
    looked = []
    real = R._barred
    monkeypatch.setattr(R, "_barred", lambda *a: looked.append(1) or real(*a))
    plays = _every_seat_s_view_through_a_deal(5)
    # at most the trick under way's 3 plays for each of 4 views, and each play once more
    assert len(looked) <= 13 * plays


@pytest.mark.parametrize("seed", range(8))
def test_known_absent_is_what_the_plays_so_far_reveal(seed):
    """What a view says a seat cannot hold, kept from view to view, is at every card what working
    out the deal's plays from the first gives: each card x unseen that, held with the card played,
    would have barred that card (§4.1)."""
    from game.engine import double_king_rules as R
    options = OPTION_SETS[seed % 4]
    rng = random.Random(seed)
    m = new_match("double_king", 4, options, seed=seed, dealer=seed % 4)
    while m.deal == 1 and not m.match_over:
        if m.phase == "play":
            tricks = [list(t[1]) for t in m.tricks] + ([list(m.trick)] if m.trick else [])
            absent, unseen = [0, 0, 0, 0], (1 << 64) - 1
            for trick in tricks:
                for i, (seat, c) in enumerate(trick):
                    n, lead, win, tmask = R.trick_state_trump(trick[:i], m.trump)
                    unseen &= ~(1 << c)
                    for x in range(64):
                        if (unseen >> x) & 1 and x in CARD.values() and not (
                                R.legal_mask((1 << c) | (1 << x), n, lead, win, tmask, m.contract, m.trump,
                                             m.rules) >> c) & 1:
                            absent[seat] |= 1 << x
            viewer = rng.randrange(4)
            v = m.view(viewer)
            for s in range(4):
                expected = [] if s == viewer else m.codes(absent[s] & unseen & ~m.hands[viewer])
                assert sorted(v.known_absent[s]) == sorted(expected), (s, len(m.tricks))
        actions = m.legal_actions()
        m.apply(actions[rng.randrange(len(actions))])


def test_a_seat_that_fails_to_follow_is_known_void_in_that_suit():
    m = start(("", "5S", "KH", ""), "plis", voids={2: "S"})
    play(m, "5S", "KH")
    absent = set(m.view(0).known_absent[2])
    assert {c for c in m.codes(m.hands[1] | m.hands[3]) if c.endswith("S")} <= absent


def test_a_forced_play_reveals_a_missing_queen():
    m = start(("", "AS", "5S 4S", "QS"), "dames")
    play(m, "AS", "5S")
    # Holding the queen, seat 2 would have had to play it (§4.1).
    assert "QS" in m.view(0).known_absent[2]


# ---------------------------------------------------------------- a whole deal


def _random_deal(m, rng):
    """The deal's points once played to its end with random legal cards, on a clone."""
    m = m.clone()
    deal = m.deal
    points = list(m.deal_points)
    while m.deal == deal and not m.match_over:
        for e in m.apply(rng.choice(m.legal_actions())):
            if e.kind == "deal_end":
                points = e.points
    return points


@pytest.mark.parametrize("contract, total", [("plis", -13), ("coeurs", -13), ("dames", -8), ("rois_valets", -8),
                                             ("roi_coeur", -5), ("sept_treize", -5), ("atout", 13)])
def test_a_deal_played_out_scores_the_contracts_whole_total_and_leaves_the_match_untouched(contract, total):
    m = new_match("double_king", 4, seed=31)
    choose(m, contract, "H" if contract == "atout" else None)
    before = json.dumps(m.state_json())
    rng = random.Random(1)
    for _ in range(50):
        assert sum(_random_deal(m, rng)) == total
    assert json.dumps(m.state_json()) == before


def test_same_seed_and_actions_give_the_same_match():
    runs = []
    for _ in range(2):
        m = new_match("double_king", 4, {"pack_mode": "traditional"}, seed=77)
        rng = random.Random(3)
        log = []
        while not m.match_over:
            actions = m.legal_actions()
            log += [e.to_json() for e in m.apply(actions[rng.randrange(len(actions))])]
        runs.append(log)
    assert runs[0] == runs[1]


def test_show_last_trick_is_off_by_default_and_reaches_the_view():
    m = new_match("double_king", 4, seed=40)
    assert m.view(0).show_last_trick is False
    m = new_match("double_king", 4, {"show_last_trick": True}, seed=40)
    assert m.view(0).show_last_trick is True and m.view(0).options["show_last_trick"] is True


def test_refusal_explains_a_dimmed_card_without_playing_it():
    m = start(("", "AS", "QS 5S", ""), "dames")
    play(m, "AS")
    assert m.refusal(CARD["QS"]) is None
    assert m.refusal(CARD["5S"]).code == "must_play_queen"
    held = bool(m.hands[2] >> CARD["AH"] & 1)
    assert m.refusal(CARD["AH"]).code == ("must_follow_suit" if held else "card_not_in_hand")
    assert m.trick == [(1, CARD["AS"])]
