"""Polignac's cheap clones (a shared generator, copied on write) deal on exactly as their original."""
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
    # the original draws first, then the clones; a stray draw on one generator changes no other
    card_by_card(m, random.Random(3))
    m.rng.random()
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


def test_dealing_gives_the_cards_of_random_shuffle_so_saved_seeds_replay_the_same_deals():
    from game.engine.cards import cards_of
    from game.engine.match import deal_cards
    from game.engine.polignac_rules import DECK32

    for seed in range(300):
        for sizes in ([8] * 4, [10] * 3, [4] * 7, [5] * 6):
            rng, reference = random.Random(seed), random.Random(seed)
            cards = cards_of(DECK32)
            reference.shuffle(cards)
            hands, rest = deal_cards(rng, DECK32, sizes)
            pos = 0
            for hand, n in zip(hands, sizes):
                assert hand == sum(1 << c for c in cards[pos:pos + n])
                pos += n
            assert rest == cards[pos:]
            assert rng.random() == reference.random()     # and the same draws were used
