"""Polignac's clones deal on exactly as their original (each deal from the seed; scheme 1: a copied generator)."""
import random

from game.engine import new_match
from game.engine.actions import Ecart, EcartChoice, Favour, General


def random_action(m, rng):
    action = rng.choice(m.legal_actions())
    if isinstance(action, EcartChoice):
        action = Ecart(rng.sample(list(action.choosable), action.count))
    return action


def card_by_card(m, rng):
    """The rest of the current deal with random legal actions."""
    deal = m.deal
    while not m.match_over and m.deal == deal:
        m.apply(random_action(m, rng))


def test_a_clone_and_its_original_deal_the_same_next_deals_in_any_order():
    m = new_match("polignac", 5, seed=21)
    a = m.clone()
    b = a.clone()
    # the original deals first, then the clones: each deal comes from the seed alone
    card_by_card(m, random.Random(3))
    card_by_card(b, random.Random(3))
    card_by_card(a, random.Random(3))
    assert a.hands == b.hands == m.hands
    card_by_card(m, random.Random(4))
    card_by_card(a, random.Random(4))
    card_by_card(b, random.Random(4))
    assert a.hands == b.hands == m.hands and a.deal == 3
    reseeded = a.clone()
    reseeded.reseed(22)                 # a search's sampled future: the next deals differ
    card_by_card(reseeded, random.Random(5))
    card_by_card(a, random.Random(5))
    assert reseeded.hands != a.hands


def test_under_scheme_1_a_clone_copies_the_match_generator():
    """Matches saved before scheme 2 draw every deal from one generator: a clone carries its own."""
    m = new_match("polignac", 5, seed=21, rng_scheme=1)
    a = m.clone()
    b = a.clone()
    # the original draws first, then the clones; a stray draw on one generator changes no other
    card_by_card(m, random.Random(3))
    m.match_rng.random()
    card_by_card(b, random.Random(3))
    card_by_card(a, random.Random(3))
    assert a.hands == b.hands
    card_by_card(m, random.Random(4))
    card_by_card(a, random.Random(4))
    card_by_card(b, random.Random(4))
    assert a.hands == b.hands and a.deal == 3
    assert m.hands != a.hands                # the stray draw moved only the original's stream


def test_a_clone_answering_favour_leaves_its_original_waiting():
    for seed in range(300):
        m = new_match("polignac", 4, seed=seed)
        rng = random.Random(seed)
        while not m.match_over and m.phase != "general":
            m.apply(random_action(m, rng))
        if not m.match_over:
            break
    m.apply(General("ask"))
    asking = list(m.asking)
    c = m.clone()
    c.apply(Favour(False))
    assert m.asking == asking and m.to_act == asking[0]
