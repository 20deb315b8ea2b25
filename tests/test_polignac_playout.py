"""Polignac fast playouts and cheap clones give exactly what playing card by card gives."""
import random

import pytest

from game.engine import new_match
from game.engine.actions import PLAY, Ecart, EcartChoice, Favour, General
from game.engine.polignac import PolignacMatch, UndealtMatch, playout

OPTION_SETS = [
    None,
    {"preset": "boussac_1896"},
    {"preset": "italien"},
    {"leftover_method": "dealer_ecart"},
    {"discard_rule": "no_honours_while_jacks", "guard_rule_it": True},
    {"own_jack_factor": 2, "first_trick_penalty": 1, "last_trick_penalty": 1, "jack_value": 2},
    {"limit_check": "end_of_deal", "target": 10, "polignac_factor": 3},
    {"guard_rule_it": True, "leftover_method": "dealer_ecart", "capot_penalty": 9},
    {"discard_rule": "free", "target": 10},
    {"discard_rule": "no_honours_while_jacks", "deal_packets": "1"},
]


def playout_choice(m, rng):
    """The choice ``playout`` makes, taken through the public API: of the n legal cards, lowest
    card int first, the (32 random bits mod n)-th (no draw for a single card); écart, général and
    favour in their simplest form."""
    legal = m.legal_actions()
    if m.phase == "play":
        cards = sorted(a.card for a in legal)
        return PLAY[cards[0] if len(cards) == 1 else cards[rng.getrandbits(32) % len(cards)]]
    if m.phase == "ecart":
        choice = legal[0]
        return Ecart(rng.sample(sorted(choice.choosable), choice.count))
    if m.phase == "general":
        return General("silent")
    return Favour(False)


def random_action(m, rng):
    action = rng.choice(m.legal_actions())
    if isinstance(action, EcartChoice):
        action = Ecart(rng.sample(list(action.choosable), action.count))
    return action


def whole_state(m) -> dict:
    """Everything a match holds, public or not."""
    state = m.state_json()
    state.update(tricks=list(m.tricks), captured=[list(j) for j in m.captured], leader=m.leader,
                 eldest=m.eldest, jacks_out=m.jacks_out, sweeper=m.sweeper, losers=m.losers,
                 general=(m.general_seat, m.general_live, m.favourers, list(m.asking)),
                 ecart=m.ecart_cards, points=list(m.points), deal_points=list(m.deal_points),
                 views=[m.view(s).to_json() for s in range(m.players)])
    return state


def card_by_card(m, rng):
    deal = m.deal
    while not m.match_over and m.deal == deal:
        m.apply(playout_choice(m, rng))


def assert_same_ends(m, seed):
    fast, slow = m.clone(), m.clone()
    fast_rng, slow_rng = random.Random(seed), random.Random(seed)
    playout(fast, fast_rng)
    card_by_card(slow, slow_rng)
    assert whole_state(fast) == whole_state(slow)
    # the same draws from the caller's generator, and the same next deals from the match's own
    assert fast_rng.random() == slow_rng.random()
    assert fast.rng.random() == slow.rng.random()


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7, 8])
def test_a_playout_ends_the_deal_as_playing_the_same_cards_one_by_one(players):
    rng = random.Random(players)
    for i in range(12):
        options = OPTION_SETS[i % len(OPTION_SETS)]
        m = new_match("polignac", players, options=options, seed=100 * players + i, dealer=i % players)
        step = 0
        # from the start of every deal and from many points inside them, up to the match's end
        while not m.match_over:
            if step % 3 == 0 or m.phase != "play":
                assert_same_ends(m, step)
            m.apply(random_action(m, rng))
            step += 1


def test_a_playout_can_end_the_match_in_the_middle_of_a_deal():
    ended_inside = 0
    for seed in range(60):
        m = new_match("polignac", 4, options={"target": 10}, seed=seed)
        rng = random.Random(seed)
        while not m.match_over:
            if m.phase == "play" and not m.trick:
                fast = m.clone()
                playout(fast, random.Random(seed))
                slow = m.clone()
                card_by_card(slow, random.Random(seed))
                assert whole_state(fast) == whole_state(slow)
                if fast.match_over and fast.hands and any(fast.hands):
                    ended_inside += 1
            m.apply(random_action(m, rng))
    assert ended_inside > 0          # the limit (§8) was reached before the deal's last trick


def test_a_playout_of_a_promised_general_keeps_the_favour_rule():
    # Ask for favour and get oui from everyone: favourers must play under the général (§5.4).
    checked = 0
    for seed in range(300):
        m = new_match("polignac", 4, seed=seed)
        rng = random.Random(seed)
        while not m.match_over and m.phase != "general":
            m.apply(random_action(m, rng))
        if m.match_over:
            continue
        m.apply(General("ask"))
        while m.phase == "favour":
            m.apply(Favour(True))
        assert_same_ends(m, seed)
        checked += 1
        if checked == 15:
            break
    assert checked == 15


def test_the_next_deal_is_dealt_when_first_looked_at_with_the_cards_of_dealing_at_once():
    m = new_match("polignac", 4, seed=9)
    fast, slow = m.clone(), m.clone()
    playout(fast, random.Random(1))
    card_by_card(slow, random.Random(1))
    assert isinstance(fast, UndealtMatch) and "hands" not in vars(fast)
    assert fast.deal == slow.deal == 2 and fast.phase == slow.phase == "play"
    assert fast.points == slow.points
    twin = fast.clone()
    assert fast.hands == slow.hands          # reading the hands deals them
    assert type(fast) is PolignacMatch
    assert twin.hands == slow.hands          # and a clone made before deals the same cards


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
