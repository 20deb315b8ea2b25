"""The worlds the searching seats sample respect everything the seat has seen: voids shown,
what forced discards reveal, forced plays, announcements and exchanges."""
from __future__ import annotations

import random

from game.ai import brain_for
from game.ai.sampler import deal_unseen
from game.engine import new_match
from game.engine.cards import CARD, RANK_MASK, RJ, RK, SUIT_MASK, mask_of
from game.engine.guinguette.rules import find_tierce

JACKS = RANK_MASK[RJ]


def codes(*cs):
    return mask_of(CARD[c] for c in cs)


def worlds(game, match, seat, n=60, seed=3):
    brain = brain_for(game)
    view = match.view(seat)
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        w = brain.sample_world(view, rng)
        assert w.view(seat).hand == view.hand
        out.append(w)
    return out


POLIGNAC_DEAL = {"hands": [["7H", "8H", "9H", "TH", "AH", "KD", "QD", "7D"],
                           ["JC", "KC", "QS", "8C", "9C", "TC", "AC", "8D"],
                           ["QH", "KH", "JH", "7C", "9D", "TD", "AD", "JS"],
                           ["KS", "AS", "TS", "9S", "8S", "JD", "QC", "7S"]]}


def test_polignac_void_player_who_did_not_discard_a_jack_holds_none():
    # §5.2 jack_forced: seat 1, void in hearts, discards the 8♦: he holds no jack at all
    deal = {"hands": [list(h) for h in POLIGNAC_DEAL["hands"]]}
    deal["hands"][1] = ["KC", "QS", "8C", "9C", "TC", "AC", "8D", "9S"]
    deal["hands"][3] = ["KS", "AS", "TS", "JC", "8S", "JD", "QC", "7S"]
    match = new_match("polignac", 4, None, seed=1, dealer=3, deals=[deal])
    match.apply_json(0, {"type": "play", "card": "AH"})
    match.apply_json(1, {"type": "play", "card": "8D"})
    match.apply_json(2, {"type": "play", "card": "KH"})
    for w in worlds("polignac", match, 2):
        assert not w.hands[1] & JACKS
        assert not w.hands[1] & SUIT_MASK[1]


def test_polignac_void_player_who_discarded_another_jack_holds_no_jack_of_spades():
    # §5.2: J♠ must go first, so a void player throwing J♣ has no J♠
    match = new_match("polignac", 4, None, seed=1, dealer=3, deals=[POLIGNAC_DEAL])
    match.apply_json(0, {"type": "play", "card": "AH"})
    match.apply_json(1, {"type": "play", "card": "JC"})
    match.apply_json(2, {"type": "play", "card": "KH"})
    for w in worlds("polignac", match, 3):
        assert not w.hands[1] & (1 << CARD["JS"])
        assert not w.hands[1] & SUIT_MASK[1]


def test_polignac_ecart_never_holds_a_jack_in_another_seat_s_worlds():
    match = new_match("polignac", 3, {"leftover_method": "dealer_ecart"}, seed=7)
    dealer = match.dealer
    legal = match.legal_actions()[0]
    from game.engine.actions import Ecart
    match.apply(Ecart(list(legal.choosable)[:legal.count]))
    other = (dealer + 1) % 3
    for w in worlds("polignac", match, other):
        assert w.ecart_cards.bit_count() == 2 and not w.ecart_cards & JACKS


def test_double_king_worlds_keep_the_queen_away_from_who_did_not_give_it_on_the_ace():
    # §4.1 DAMES: the queen is forced on the led ace of her suit, so a follower who gave
    # another card of the suit has no queen of it
    from game.engine.actions import PLAY
    for seed in range(10, 200):
        match = new_match("double_king", 4, None, seed=seed)
        match.apply_json(match.dealer, {"type": "contract", "contract": "dames"})
        leader = match.to_act
        follower = (leader + 1) & 3
        watcher = (leader + 2) & 3
        for suit in range(4):
            ace, queen = suit * 16 + 12, suit * 16 + 10
            follows = match.hands[follower] & SUIT_MASK[suit]
            if (match.hands[leader] >> ace & 1 and follows and not follows >> queen & 1
                    and not match.hands[watcher] >> queen & 1 and not match.hands[leader] >> queen & 1):
                match.apply(PLAY[ace])
                match.apply(PLAY[(follows & -follows).bit_length() - 1])
                for w in worlds("double_king", match, watcher, n=40):
                    assert not w.hands[follower] >> queen & 1
                return
    raise AssertionError("no deal found to lead an ace into a queen")


def test_guinguette_worlds_respect_the_cabaret_announcements():
    # §3.3: every holder announces, so an announced seat held a tierce and a silent one did not
    for seed in range(80):
        match = new_match("guinguette", 5, {"tierce_suits": "any"}, seed=seed)
        if match.phase == "cabaret" and len(match.cab_holders) >= 2:
            break
    holders = set(match.cab_holders)
    watcher = match.to_act
    from game.engine.guinguette import WINDOWS
    lanes = WINDOWS[(False, False)]
    for w in worlds("guinguette", match, watcher, n=30):
        for s in range(5):
            if s != watcher:
                assert bool(find_tierce(w.hands[s], lanes, True)[0]) == (s in holders)


def test_guinguette_worlds_give_a_showdown_loser_no_tierce_above_the_winners():
    # §3.3: seat 1 lost the showdown to the jack-high tierce seat 2 showed, and would have won a
    # tie: in every world his tierce is at most ten-high, and some worlds give him a ten-high one,
    # others a lower one
    deal = {"hands": [h.split() for h in ("KS QS 7H AC", "6S 7S 8S KC", "9H TH JH 6C", "TS 8H 6D QC")]}
    match = new_match("guinguette", 4, None, seed=1, dealer=0, deals=[deal])
    match.apply_json(1, {"type": "cabaret", "move": "parler"})
    match.apply_json(2, {"type": "cabaret", "move": "parler"})
    lanes = match.windows
    strengths = [find_tierce(w.hands[1], lanes, False)[0] for w in worlds("guinguette", match, 0, n=300)]
    assert all(0 < s <= 10 for s in strengths)
    assert {10, 8} <= set(strengths)


def test_sampler_relaxes_contradictory_constraints_rather_than_fail():
    rng = random.Random(1)
    unseen = codes("7H", "8H", "9H", "TH")
    hands = deal_unseen(unseen, {1: 2, 2: 2}, {1: codes("7H"), 2: codes("7H")}, rng)
    assert hands[1] | hands[2] == unseen and hands[1].bit_count() == 2


def test_double_king_worlds_give_a_trump_game_s_chooser_a_hand_that_suits_it():
    # §9: a trump game is taken with a long, strong suit; the worlds of the other seats say so
    import copy
    reading = copy.copy(brain_for("double_king"))
    reading.READ_CONTRACT = True
    blind = copy.copy(reading)
    blind.READ_CONTRACT = False
    for seed in range(200):
        match = new_match("double_king", 4, None, seed=seed)
        dealer = match.dealer
        suit = max(range(4), key=lambda s: (match.hands[dealer] & SUIT_MASK[s]).bit_count())
        if (match.hands[dealer] & SUIT_MASK[suit]).bit_count() >= 6:
            break
    match.apply_json(dealer, {"type": "contract", "contract": "atout", "trump": "SHDC"[suit]})
    watcher = (dealer + 2) & 3
    view = match.view(watcher)
    rng = random.Random(5)
    trumps = {}
    for name, brain in (("reading", reading), ("blind", blind)):
        counts = [(brain.sample_world(view, rng).hands[dealer] & SUIT_MASK[suit]).bit_count() for _ in range(150)]
        trumps[name] = sum(counts) / len(counts)
    # dealt blindly the dealer holds about a quarter of the unseen trumps; read, many more
    assert trumps["reading"] > trumps["blind"] + 1.0, trumps



def mean_held(brain, view, seat: int, cards: int, worlds: int = 200) -> float:
    """How many of ``cards`` the worlds ``brain`` samples for ``view`` give ``seat``, on average."""
    rng = random.Random(11)
    sampled = [brain.sample_world(view, rng) for _ in range(worlds)]
    return sum((w.hands[seat] & cards).bit_count() for w in sampled) / worlds


def test_double_king_weighted_worlds_rarely_give_a_seat_a_low_card_it_would_have_ducked_with():
    # §9 "what a strong player does": in Dames the last player ducks under a trick holding a queen
    # when he can. A last player who took the queen of spades with a higher spade most likely had
    # no lower one, or few; the weighted worlds (the others' plays read with the rule player's eyes) say
    # so, the blind ones not (the rules allow taking it: only the deductions of §4.1 are certain)
    import copy

    from game.engine.actions import PLAY
    weighing = copy.copy(brain_for("double_king"))
    weighing.WEIGHT_WORLDS = 8
    blind = copy.copy(weighing)
    blind.WEIGHT_WORLDS = 1
    spades = SUIT_MASK[0]
    queen = 10     # the queen of spades
    for seed in range(400):
        match = new_match("double_king", 4, None, seed=seed)
        match.apply_json(match.dealer, {"type": "contract", "contract": "dames"})
        leader = match.to_act
        last = (leader + 3) & 3
        above = spades & ~((2 << queen) - 1)
        if not match.hands[leader] >> queen & 1 or not match.hands[last] & above \
                or not match.hands[last] & spades & ((1 << queen) - 1):
            continue
        match.apply(PLAY[queen])
        for _ in range(2):
            legal = match.legal_mask()
            match.apply(PLAY[(legal & -legal).bit_length() - 1])     # the lowest card allowed
        if match.win != queen or any(c >> 4 for _, c in match.trick):     # both followed, under her
            continue
        match.apply(PLAY[(match.hands[last] & above).bit_length() - 1])     # over the queen
        watcher = (leader + 1) & 3
        below = spades & ((1 << queen) - 1) & ~match.hands[watcher]     # unseen spades under the queen
        view = match.view(watcher)
        held = {name: mean_held(brain, view, last, below) for name, brain in (("weighed", weighing), ("blind", blind))}
        assert held["weighed"] < 0.6 * held["blind"], held
        return
    raise AssertionError("no deal found where the last player can take the queen of spades or duck")


def test_guinguette_worlds_read_the_trump_named_and_who_passed():
    """Weighted by the others' words (WEIGHT_SPEECH), the worlds give the eldest more cards of the
    trump he named, and a seat that passed fewer trumps and kings, than worlds that ignore them."""
    import copy

    from game.ai.guinguette_policy import fast_action
    from game.engine.actions import Cotillon

    weighing = copy.copy(brain_for("guinguette"))
    weighing.WEIGHT_SPEECH = 8
    blind = copy.copy(weighing)
    blind.WEIGHT_SPEECH = 1
    looked = 0
    gap_eldest = gap_passer = 0.0
    for seed in range(200):
        match = new_match("guinguette", 4, None, seed=seed, dealer=0)
        rng = random.Random(seed)
        while match.phase in ("cabaret", "trump") or (match.phase == "cotillon" and match.said[match.eldest] is None):
            match.apply(fast_action(match, rng))
        if match.phase != "cotillon":
            continue
        speaker = match.to_act
        passer = None
        if speaker != match.eldest and any(a.move == "passe" for a in match.legal_actions() if isinstance(a, Cotillon)):
            match.apply_json(speaker, {"type": "cotillon", "move": "passe"})
            passer = speaker
        if match.phase != "cotillon" or passer is None or match.to_act in (match.eldest, passer):
            continue
        watcher = match.to_act
        view = match.view(watcher)
        trumps = SUIT_MASK[match.trump]
        strong = trumps | RANK_MASK[RK]        # the kings and every trump
        held = {}
        for name, brain in (("weighed", weighing), ("blind", blind)):
            sampled = [brain.sample_world(view, random.Random(k)) for k in range(60)]
            held[name] = (sum((w.hands[match.eldest] & trumps).bit_count() for w in sampled) / 60,
                          sum((w.hands[passer] & strong).bit_count() for w in sampled) / 60)
        gap_eldest += held["weighed"][0] - held["blind"][0]
        gap_passer += held["blind"][1] - held["weighed"][1]
        looked += 1
        if looked == 12:
            break
    assert looked == 12
    # measured: 0.68 more trumps for the eldest, 0.12 fewer trumps and kings for the passer
    assert gap_eldest / looked > 0.3 and gap_passer / looked > 0.05, (gap_eldest / looked, gap_passer / looked)


def test_polignac_weighted_worlds_rarely_give_a_seat_a_low_card_it_would_have_ducked_with():
    # §11 "what a strong player does": never take a jack you can duck. A last player who took a led
    # jack with a higher card most likely held no lower one of the suit; the weighted worlds (the
    # others' plays read with the rule player's eyes) say so, the blind ones not (the rules allow
    # taking it: only the deductions of §5 are certain)
    import copy

    from game.engine.actions import PLAY
    from game.engine.cards import card
    from game.engine.polignac_rules import STRENGTH
    weighing = copy.copy(brain_for("polignac"))
    weighing.WEIGHT_WORLDS = 8
    blind = copy.copy(weighing)
    blind.WEIGHT_WORLDS = 1
    for seed in range(400):
        match = new_match("polignac", 4, None, seed=seed)
        leader = match.to_act
        last = (leader + 3) % 4
        suit = next((s for s in (1, 2, 3) if match.hands[leader] >> card(RJ, s) & 1), None)
        if suit is None:
            continue
        jack = card(RJ, suit)
        in_suit = [c for c in range(64) if match.hands[last] >> c & 1 and c >> 4 == suit]
        over = [c for c in in_suit if STRENGTH[c] > STRENGTH[jack]]
        if not over or len(over) == len(in_suit):
            continue
        match.apply(PLAY[jack])
        for _ in range(2):
            legal = match._legal_mask()
            low = min((c for c in range(64) if legal >> c & 1), key=lambda c: STRENGTH[c])
            match.apply(PLAY[low])
        if any(c >> 4 != suit or STRENGTH[c] > STRENGTH[jack] for _, c in match.trick[1:]):
            continue       # both followed, under the jack
        match.apply(PLAY[max(over, key=lambda c: STRENGTH[c])])
        watcher = (leader + 1) % 4
        unseen = 0
        for q in range(4):
            if q != watcher:
                unseen |= match.hands[q]
        below = unseen & SUIT_MASK[suit] & mask_of(c for c in range(64) if STRENGTH[c] < STRENGTH[jack])
        view = match.view(watcher)
        held = {name: mean_held(brain, view, last, below) for name, brain in (("weighed", weighing), ("blind", blind))}
        assert held["weighed"] < 0.6 * held["blind"], held
        return
    raise AssertionError("no deal found where the last player can take a led jack or duck")


def test_weighed_worlds_read_a_view_once_and_deal_as_if_read_afresh_each_time():
    """The rule player's scores for the others' plays are worked out once per view, however many
    worlds the search deals from it, and the worlds are those a scorer made afresh would give."""
    import copy

    from game.ai import double_king_world
    from game.ai.common import PerView

    made = []

    def counting(view):
        made.append(view)
        return double_king_world.play_scorer(view)
    memo = copy.copy(brain_for("double_king"))
    memo.WEIGHT_WORLDS = 4
    memo.scorer = PerView(counting)
    afresh = copy.copy(memo)
    afresh.scorer = double_king_world.play_scorer
    match = new_match("double_king", 4, None, seed=3)
    rng = random.Random(3)
    views = []
    while len(views) < 2:
        if match.phase == "play" and len(match.view(match.to_act).played) >= 5 + 3 * len(views):
            views.append(match.view(match.to_act))
        match.apply(match.legal_actions()[rng.randrange(len(match.legal_actions()))])
    for view in views:
        a, b = random.Random(5), random.Random(5)
        for _ in range(30):
            assert memo.sample_world(view, a).hands == afresh.sample_world(view, b).hands
    assert made == views


def test_guinguette_worlds_read_the_plays_with_the_words():
    """With the plays read (WEIGHT_WORLDS), a seat that went over a led card with the lowest of
    its cards above it is seldom given a higher card of that suit: the rule player would have gone
    over with the higher one (it stands better against those still to play). The same worlds still
    read the words: the eldest keeps the length in the trump he named."""
    import copy

    from game.ai.guinguette_policy import fast_action
    from game.engine.actions import PLAY
    from game.engine.guinguette.rules import ABOVE, STRENGTH

    reading = copy.copy(brain_for("guinguette"))
    reading.WEIGHT_WORLDS = 8
    words_only = copy.copy(reading)
    words_only.WEIGHT_WORLDS = 1
    plays_only = copy.copy(reading)
    plays_only.WEIGHT_SPEECH = 1
    looked = 0
    higher_held = {"reading": 0.0, "words_only": 0.0}
    eldest_trumps = {"reading": 0.0, "plays_only": 0.0}
    for seed in range(1000):
        match = new_match("guinguette", 4, None, seed=seed, dealer=0)
        rng = random.Random(seed)
        while match.phase not in ("play", "deal_over") and not match.match_over:
            match.apply(fast_action(match, rng))
        if match.phase != "play" or len(match.active) < 3:
            continue
        leader = match.to_act
        second = match.next_in_play[leader]
        lead = over = None
        for c in sorted((c for c in range(64) if match.hands[leader] >> c & 1), key=STRENGTH.__getitem__):
            over = [x for x in range(64) if match.hands[second] >> x & 1 and x >> 4 == c >> 4
                    and STRENGTH[x] > STRENGTH[c]]
            if c >> 4 != match.trump and len(over) >= 2:
                lead = c
                break
        if lead is None or not over:
            continue
        match.apply(PLAY[lead])
        low = min(over, key=STRENGTH.__getitem__)
        match.apply(PLAY[low])      # over the led card, with the lowest card that goes over
        watcher = match.to_act
        higher = SUIT_MASK[low >> 4] & ABOVE[low] & ~match.hands[watcher] & ~(1 << lead)
        view = match.view(watcher)
        for name, brain in (("reading", reading), ("words_only", words_only), ("plays_only", plays_only)):
            r = random.Random(7)
            sampled = [brain.sample_world(view, r) for _ in range(100)]
            if name in higher_held:
                higher_held[name] += sum((w.hands[second] & higher).bit_count() for w in sampled) / 100
            if name in eldest_trumps:
                eldest_trumps[name] += sum((w.hands[match.eldest] & SUIT_MASK[match.trump]).bit_count()
                                           for w in sampled) / 100
        looked += 1
        if looked == 10:
            break
    assert looked == 10
    # measured on 17 such plays: 0.26 higher cards given to the seat with the plays read, 0.36
    # without; the eldest's trumps 0.98 weighed by the words and the plays, 0.66 by the plays alone
    assert higher_held["reading"] < 0.85 * higher_held["words_only"], higher_held
    assert eldest_trumps["reading"] > eldest_trumps["plays_only"] + 0.15 * looked, eldest_trumps
