"""Where a match's random choices come from (game/engine/match.py, scheme 2): each step of a deal reads
numbers hashed from the seed, the deal and the step; the same for every game."""
import random
from collections import Counter

import pytest

from game.engine import RuleError, available_games, new_match
from game.engine.actions import Ecart, EcartChoice
from game.engine.match import Draws, below, deal_draws, permute


def random_action(m, rng):
    action = rng.choice(m.legal_actions())
    if isinstance(action, EcartChoice):
        action = Ecart(rng.sample(list(action.choosable), action.count))
    return action


def test_a_shuffle_draws_each_place_uniformly_and_needs_one_number_per_card_but_one():
    """Fisher-Yates: with exact draws every order of n cards is equally likely; the draws of a
    32-bit number are uniform to within n / 2**32."""
    assert [below(w, 5) for w in (0, 2**32 // 5 - 1, 2**32 // 5 + 1, 2**32 - 1)] == [0, 0, 1, 4]
    orders = Counter()
    words = [0, 0, 0]
    for a in range(4):
        for b in range(3):
            for c in range(2):
                words = [-(-(a << 32) // 4), -(-(b << 32) // 3), -(-(c << 32) // 2)]
                cards = [0, 1, 2, 3]
                permute(cards, words)
                orders[tuple(cards)] += 1
    assert len(orders) == 24 and set(orders.values()) == {1}      # each draw sequence: another order


def test_the_draws_of_two_steps_or_deals_differ_and_shuffles_look_uniform():
    assert deal_draws("polignac", 7, 1, "shuffle", 4) != deal_draws("polignac", 7, 2, "shuffle", 4)
    assert deal_draws("polignac", 7, 1, "shuffle", 4) != deal_draws("guinguette", 7, 1, "shuffle", 4)
    assert deal_draws("polignac", 7, 1, "shuffle", 4) != deal_draws("polignac", -7, 1, "shuffle", 4)
    assert deal_draws("polignac", 7, 1, "shuffle", 8)[:4] == deal_draws("polignac", 7, 1, "shuffle", 4)
    # where the first card lands over 4,000 deals: each of 8 places about 500 times
    places = Counter()
    for deal in range(4000):
        cards = list(range(8))
        permute(cards, deal_draws("test", 1, deal, "shuffle", 7))
        places[cards.index(0)] += 1
    assert all(400 < places[p] < 600 for p in range(8)), places


def test_draws_one_after_another_shuffle_as_permute_does():
    words = deal_draws("test", 3, 1, "gather", 20)
    draws = Draws(words)
    assert [draws.below(24) for _ in range(3)] == [below(w, 24) for w in words[:3]]
    a, b = list(range(10)), list(range(10))
    draws.shuffle(a)
    permute(b, words[3:12])
    assert a == b and draws.below(7) == below(words[12], 7)


@pytest.mark.parametrize("game", available_games())
def test_the_same_seed_deals_the_same_next_deal_however_the_deal_before_was_played(game):
    """Even when the deal before stirred the talon a different number of times (Guinguette)."""
    players = 4
    hands = []
    for play in (1, 2):
        m = new_match(game, players, seed=9)
        rng = random.Random(play)
        while not m.match_over and m.deal == 1:
            legal = m.legal_actions()
            calm = [a for a in legal if a.to_json().get("move") not in ("renvier", "tenir")]
            m.apply(rng.choice(calm) if calm and not isinstance(calm[0], EcartChoice) else random_action(m, rng))
        assert m.deal == 2
        hands.append(m.hands[:])
    assert hands[0] == hands[1]


def test_an_unknown_scheme_is_refused():
    with pytest.raises(RuleError) as caught:
        new_match("polignac", 4, seed=1, rng_scheme=3)
    assert caught.value.code == "bad_seed"
