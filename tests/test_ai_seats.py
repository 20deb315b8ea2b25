"""Computer seats: always a legal action, in every phase of every game and player count; the same
seed and views give the same choices; a seat sees only its view (design §3, §8; contract §7)."""
from __future__ import annotations

import copy
import json
import os
import random
import subprocess
import sys

import pytest

from game.ai import LEVELS, brain_for, make_seat
from game.engine import new_match
from game.engine.actions import Ecart, EcartChoice
from game.engine.cards import CARD

# Searches with a tiny work budget in tests: the same code paths, a few worlds per decision, and
# no time cap (the work budget alone decides, as on an idle machine, so results are reproducible).
FAST = {"debutant": {}, "amateur": {"budget_ms": 2, "parallel": False, "cap_ms": 60_000},
        "expert": {"budget_ms": 3, "parallel": False, "cap_ms": 60_000},
        "maitre": {"budget_ms": 4, "parallel": False, "cap_ms": 60_000}}


def is_legal(action, legal) -> bool:
    if isinstance(action, Ecart):
        choice = legal[0]
        return (isinstance(choice, EcartChoice) and len(action.cards) == choice.count
                and set(action.cards) <= set(choice.choosable))
    return action in legal


def play(game, players, options, seed, levels, max_decisions, phases=None):
    """Play with computer seats; every action must be legal and accepted by the engine."""
    match = new_match(game, players, options, seed=seed)
    seats = [make_seat(game, levels[s % len(levels)], s, seed=seed + s, **FAST[levels[s % len(levels)]])
             for s in range(players)]
    for _ in range(max_decisions):
        if match.match_over:
            break
        s = match.to_act
        legal = match.legal_actions()
        action = seats[s].choose(match.view(s), legal)
        assert is_legal(action, legal), (game, match.phase, action, legal)
        if phases is not None:
            phases.add(match.phase)
        match.apply(action, seat=s)
    return match


POLIGNAC_TABLES = [
    (3, {"leftover_method": "dealer_ecart"}), (3, None), (4, None), (5, {"leftover_method": "dealer_ecart"}),
    (6, {"preset": "italien"}), (7, {"leftover_method": "dealer_ecart", "discard_rule": "no_honours_while_jacks"}),
    (8, {"preset": "boussac_1896", "guard_rule_it": True}), (4, {"last_trick_penalty": 1, "first_trick_penalty": 1}),
]


@pytest.mark.parametrize("players,options", POLIGNAC_TABLES)
def test_polignac_seats_play_only_legal_actions(players, options):
    phases = set()
    for seed in range(3):
        play("polignac", players, options, seed, list(LEVELS), 90, phases)
    assert "play" in phases
    if options and options.get("leftover_method") == "dealer_ecart":
        assert "ecart" in phases


def test_double_king_seats_choose_contracts_and_cards_legally_for_a_whole_round():
    phases = set()
    match = play("double_king", 4, None, 3, ["debutant"], 2000, phases)
    assert match.match_over and phases == {"contract", "play"}
    for seed, opts in ((4, None), (5, {"go_over": "always", "must_undertrump": False, "trigger_anywhere": True})):
        play("double_king", 4, opts, seed, ["expert", "amateur", "debutant", "amateur"], 120, phases)


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7, 8])
def test_guinguette_seats_bet_name_trumps_speak_and_play_legally(players):
    phases = set()
    for seed in range(4):
        opts = {"tierce_suits": "any", "match_length": 1}
        if seed == 3:   # the trump leaves the view during the play: the seats remember it
            opts.update(hide_trump_after_naming=True, bankruptcy="eliminate", strict_doubling=True)
        play("guinguette", players, opts, seed, ["debutant", "amateur", "expert"], 250, phases)
    assert {"trump", "cotillon", "play"} <= phases


def test_guinguette_cabaret_betting_is_decided_by_every_level():
    match = live_cabaret()
    seen = set()
    for level in LEVELS:
        m = match.clone()
        seats = {s: make_seat("guinguette", level, s, seed=1, **FAST[level]) for s in range(6)}
        while m.phase == "cabaret":
            legal = m.legal_actions()
            action = seats[m.to_act].choose(m.view(m.to_act), legal)
            assert action in legal
            m.apply(action)
        seen.add(level)
    assert seen == set(LEVELS)


def general_offered():
    with open(os.path.join(os.path.dirname(__file__), "..", "..", "shared", "scenarios",
                           "pol_13_general_offered.json")) as f:
        doc = json.load(f)
    match = new_match("polignac", 4, doc.get("options"), seed=doc["seed"], dealer=doc["dealer"], deals=doc["deals"])
    for a in doc["actions"]:
        match.apply_json(a["seat"], a)
    assert match.phase == "general"
    return match


@pytest.mark.parametrize("level", LEVELS)
def test_polignac_general_is_always_attempted_and_favour_asked(level):
    # §11: attempting has no downside, and a oui can only help
    match = general_offered()
    seat = make_seat("polignac", level, 1, seed=5, **FAST[level])
    action = seat.choose(match.view(1), match.legal_actions())
    assert action.to_json() == {"type": "general", "choice": "ask"}
    match.apply(action)
    while match.phase == "favour":
        s = match.to_act
        answer = make_seat("polignac", level, s, seed=5, **FAST[level]).choose(match.view(s), match.legal_actions())
        # §11: oui only if +5 to every other player ends the match with somebody else alone as loser
        assert answer.to_json() == {"type": "favour", "answer": False}
        match.apply(answer)
    assert match.phase == "play"


SEARCHERS = [level for level in LEVELS if level != "debutant"]


def searched(level, game, match):
    """The seat to act's choice at ``level``, and what its search weighed (None: not searched)."""
    s = match.to_act
    seat = make_seat(game, level, s, seed=5, **FAST[level])
    action = seat.choose(match.view(s), match.legal_actions())
    return action, seat.considered


@pytest.mark.parametrize("level", LEVELS)
def test_polignac_general_and_favour_are_searched_above_the_debutant(level):
    # issue 15: the général (decline, silent, ask) and the favour answer are searched at the
    # Amateur, Expert and Maître, each choice valued over sampled deals; the Débutant follows its rules
    match = general_offered()
    action, considered = searched(level, "polignac", match)
    if level == "debutant":
        assert considered is None
        return
    weighed = {a.to_json()["choice"]: v for a, v in considered}
    assert set(weighed) == {"decline", "silent", "ask"}
    # the général succeeds in every world here: attempting is worth the 5 points the others pay
    assert weighed["ask"] == weighed["silent"] > weighed["decline"]
    match.apply(action)
    while match.phase == "favour":
        answer, considered = searched(level, "polignac", match)
        assert {a.to_json()["answer"] for a, _ in considered} == {True, False}
        match.apply(answer)
    assert match.phase == "play"


def live_cabaret():
    """A Guinguette deal whose cabaret is live: tierces in any suits, two holders or more betting."""
    for seed in range(60):
        match = new_match("guinguette", 6, {"tierce_suits": "any"}, seed=seed)
        if match.phase == "cabaret" and len(match.legal_actions()) > 1:
            return match
    raise AssertionError("no live cabaret in 60 deals")


@pytest.mark.parametrize("level", LEVELS)
def test_guinguette_cabaret_betting_is_searched_above_the_debutant(level):
    match = live_cabaret()
    action, considered = searched(level, "guinguette", match)
    assert action in match.legal_actions()
    if level == "debutant":
        assert considered is None
    else:
        assert len(considered) >= 2 and action in [a for a, _ in considered]


def test_polignac_favour_is_granted_when_it_makes_another_player_lose_alone():
    match = general_offered()
    match.apply_json(1, {"type": "general", "choice": "ask"})
    match.points = [3, 5, 11, 2]          # +5 to seats 0, 2, 3: seat 2 alone reaches 15
    s = match.to_act
    answer = make_seat("polignac", "debutant", s, seed=1, temperature=0).choose(match.view(s), match.legal_actions())
    assert answer.answer is (s != 2)


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_and_views_give_the_same_choices(level):
    for game, players, opts in (("polignac", 4, None), ("double_king", 4, None),
                                ("guinguette", 4, {"tierce_suits": "any"})):
        runs = []
        for _ in range(2):
            match = new_match(game, players, opts, seed=21)
            seats = [make_seat(game, level, s, seed=8, **FAST[level]) for s in range(players)]
            chosen = []
            for _ in range(30):
                if match.match_over:
                    break
                s = match.to_act
                a = seats[s].choose(match.view(s), match.legal_actions())
                chosen.append(a.to_json())
                match.apply(a)
            runs.append(chosen)
        assert runs[0] == runs[1]


def twin_matches(game, players, opts, seed, decisions):
    """A match some way into a deal, and a second one with the same view for the seat to act but
    the other hands dealt differently."""
    match = new_match(game, players, opts, seed=seed)
    rng = random.Random(seed)
    seats = [make_seat(game, "debutant", s, seed=s) for s in range(players)]
    for _ in range(decisions):
        s = match.to_act
        match.apply(seats[s].choose(match.view(s), match.legal_actions()))
    s = match.to_act
    view = match.view(s)
    brain = brain_for(game)
    for _ in range(50):
        twin = brain.sample_world(view, rng)
        if getattr(twin, "stop_after_deal", False):
            twin.stop_after_deal = False
        if [h for i, h in enumerate(twin.hands) if i != s] != [h for i, h in enumerate(match.hands) if i != s]:
            return match, twin, s
    raise AssertionError("no different deal found")


@pytest.mark.parametrize("game,players,opts,decisions", [
    ("polignac", 4, None, 6), ("polignac", 3, {"leftover_method": "dealer_ecart"}, 4),
    ("double_king", 4, None, 9), ("guinguette", 4, {"tierce_suits": "any"}, 4)])
@pytest.mark.parametrize("level", LEVELS)
def test_a_seat_sees_only_its_view(game, players, opts, decisions, level):
    match, twin, s = twin_matches(game, players, opts, 31, decisions)
    view_a, view_b = match.view(s), twin.view(s)
    assert json.dumps(view_a.to_json(), sort_keys=True) == json.dumps(view_b.to_json(), sort_keys=True)
    a = make_seat(game, level, s, seed=4, **FAST[level]).choose(view_a, match.legal_actions())
    b = make_seat(game, level, s, seed=4, **FAST[level]).choose(view_b, twin.legal_actions())
    assert a == b


def test_a_seat_accepts_the_json_forms_of_view_and_legal_list():
    match = new_match("polignac", 3, {"leftover_method": "dealer_ecart"}, seed=2)
    legal = match.legal_actions()
    s = match.to_act
    seat = make_seat("polignac", "debutant", s, seed=1)
    from_objects = seat.choose(match.view(s), legal)
    from_json = seat.choose(json.loads(json.dumps(match.view(s).to_json())), [a.to_json() for a in legal])
    assert from_objects == from_json and isinstance(from_json, Ecart)
    match.apply(from_json)


def test_computer_seats_never_import_pygame():
    code = ("import sys, game.ai, game.ai.worker, game.ai.polignac_world, game.ai.double_king_world, "
            "game.ai.guinguette_world; sys.exit(1 if 'pygame' in sys.modules or "
            "any(m.startswith('game.ui') for m in sys.modules) else 0)")
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    assert subprocess.run([sys.executable, "-c", code], cwd=root).returncode == 0


def test_unknown_level_is_refused_with_the_levels_named():
    with pytest.raises(ValueError, match="debutant, amateur, expert"):
        make_seat("polignac", "grandmaster", 0)


def test_debutant_discards_the_jack_of_spades_first_when_free():
    # polignac §11: when the discard is free, J♠ first, then the other jacks, then the highest cards
    deal = {"hands": [["7H", "8H", "9H", "TH", "AH", "KD", "QD", "7D"],
                      ["JS", "JC", "KC", "QS", "8C", "9C", "TC", "AC"],
                      ["QH", "KH", "JH", "7C", "8D", "9D", "TD", "AD"],
                      ["KS", "AS", "TS", "9S", "8S", "JD", "QC", "7S"]]}
    # dealer 3: seat 0 leads the ace of hearts; seat 1 holds no heart and may throw anything
    match = new_match("polignac", 4, {"preset": "italien"}, seed=1, dealer=3, deals=[deal])
    match.apply_json(0, {"type": "play", "card": "AH"})
    seat = make_seat("polignac", "debutant", 1, seed=1, temperature=0)
    action = seat.choose(match.view(1), match.legal_actions())
    assert action.card == CARD["JS"]


def test_debutant_dumps_its_jack_under_a_higher_card_already_in_the_trick():
    # polignac §11: play your jack of the led suit under the K or Q already in the trick
    deal = {"hands": [["KH", "8H", "9H", "TH", "AH", "KD", "QD", "7D"],
                      ["JH", "7H", "QS", "8C", "9C", "TC", "AC", "JC"],
                      ["QH", "JS", "KC", "7C", "9D", "TD", "AD", "8D"],
                      ["KS", "AS", "TS", "9S", "8S", "JD", "QC", "7S"]]}
    match = new_match("polignac", 4, None, seed=1, dealer=3, deals=[deal])
    match.apply_json(0, {"type": "play", "card": "KH"})
    action = make_seat("polignac", "debutant", 1, seed=1, temperature=0).choose(match.view(1), match.legal_actions())
    assert action.card == CARD["JH"]


# Three players (the black sevens out), dealer 2: seat 0 leads. J♠ is worth 2 (§7). Q♠ and K♠ lie
# out, with the 10♠ and 8♠ and A♠ under the jack: whoever holds a higher spade ducks a led J♠ with a
# lower one (§11), and the leader takes his own jack.
JACK_INTO_DUCKS = {"hands": [["JS", "9S", "8H", "9H", "TH", "8D", "9D", "TD", "8C", "9C"],
                             ["QS", "TS", "8S", "7H", "JH", "AH", "7D", "JD", "AD", "TC"],
                             ["KS", "AS", "QH", "KH", "QD", "KD", "JC", "AC", "QC", "KC"]]}
# The same, but every spade under the jack is the leader's: Q♠ and K♠ must go over a led J♠.
JACK_INTO_FORCED = {"hands": [["JS", "AS", "TS", "9S", "8S", "8H", "9H", "8D", "9D", "8C"],
                              ["QS", "TH", "7H", "JH", "AH", "7D", "JD", "AD", "TC", "9C"],
                              ["KS", "QH", "KH", "TD", "QD", "KD", "JC", "AC", "QC", "KC"]]}


def test_rule_player_does_not_lead_its_jack_where_the_higher_cards_can_duck():
    # the Débutant's best card, and the rollouts' policy in the true deal: a played jack that the
    # others can duck is the leader's own 2 points (it led J♠ here: it counted on Q♠ and K♠ going over)
    from game.ai.polignac_policy import fast_action
    match = new_match("polignac", 3, None, seed=1, dealer=2, deals=[JACK_INTO_DUCKS])
    action = make_seat("polignac", "debutant", 0, seed=1, temperature=0).choose(match.view(0), match.legal_actions())
    assert action.card != CARD["JS"]
    assert fast_action(match, random.Random(1)).card != CARD["JS"]
    # with no spade under the jack left to the others, one of them must take it: the jack goes
    match = new_match("polignac", 3, None, seed=1, dealer=2, deals=[JACK_INTO_FORCED])
    action = make_seat("polignac", "debutant", 0, seed=1, temperature=0).choose(match.view(0), match.legal_actions())
    assert action.card == CARD["JS"]


def test_expert_does_not_lead_its_jack_where_the_higher_cards_can_duck():
    # three players, dealer 2; seat 0 holds Q♠ J♠ A♠ 10♠ 9♠, J♥ 9♥, Q♣ J♣ A♣. K♥ Q♥ lie with A♥ 10♥
    # and K♣ with 8♣ (seat 1 and 2 can duck): a led jack comes back to him. With the Expert's whole
    # work (its two processes' worth in one), no seed leads a jack (it did with 3 seeds of 8 when
    # its rollouts led their own jacks)
    match = new_match("polignac", 3, None, seed=4, dealer=2)
    assert set(match.view(0).hand) == {"QS", "JS", "AS", "TS", "9S", "JH", "9H", "QC", "JC", "AC"}
    jacks = {CARD[c] for c in ("JS", "JH", "JC")}
    for seed in range(8):
        seat = make_seat("polignac", "expert", 0, seed=seed, budget_ms=300, parallel=False, cap_ms=600_000)
        assert seat.choose(match.view(0), match.legal_actions()).card not in jacks


def test_guinguette_eldest_names_his_longest_strongest_suit_as_trumps():
    # guinguette §10: name the suit with the most length and the highest cards
    for seed in range(40):
        match = new_match("guinguette", 4, None, seed=seed)
        if match.phase == "trump":
            break
    s = match.to_act
    hand = match.hands[s]
    from game.engine.cards import SUIT_MASK
    from game.engine.guinguette.rules import STRENGTH
    best = max(range(4), key=lambda x: ((hand & SUIT_MASK[x]).bit_count(),
                                        max([STRENGTH[c] for c in range(64) if hand >> c & 1 and c >> 4 == x],
                                            default=0)))
    action = make_seat("guinguette", "debutant", s, seed=1, temperature=0).choose(match.view(s), match.legal_actions())
    assert (hand & SUIT_MASK[action.suit]).bit_count() == (hand & SUIT_MASK[best]).bit_count()


def test_double_king_dealer_takes_trumps_with_a_long_strong_suit():
    # double_king §9: a long, strong suit (5 or more trumps with top honours) makes a trump game
    deal = {"hands": [["AS", "KS", "QS", "JS", "TS", "9S", "AH", "AD", "KD", "AC", "KC", "2H", "3H"],
                      ["8S", "7S", "6S", "KH", "QH", "JH", "TH", "QD", "JD", "TD", "QC", "JC", "TC"],
                      ["5S", "4S", "9H", "8H", "7H", "9D", "8D", "7D", "6D", "9C", "8C", "7C", "6C"],
                      ["3S", "2S", "6H", "5H", "4H", "5D", "4D", "3D", "2D", "5C", "4C", "3C", "2C"]]}
    match = new_match("double_king", 4, None, seed=1, dealer=0, deals=[deal])
    action = make_seat("double_king", "debutant", 0, seed=1, temperature=0).choose(match.view(0), match.legal_actions())
    assert action.contract == "atout" and action.trump == 0


# Two leads a play-tester saw Amateurs make (2026-11-30): Hortense in Pas de valets ni de rois led
# her own J♦ while she held four low diamonds, and took it; Ernestine in Pas de dames led her own Q♦.
# The first deal of each match is that deal, with its dealer and contract.
OWN_PENALTY_LEADS = [
    ("rois_valets", 2, [["9S", "7S", "6S", "3S", "QH", "7H", "4H", "AC", "QC", "8C", "7C", "6C", "2C"],
                        ["KS", "8S", "KH", "TH", "5H", "AD", "KD", "9D", "8D", "7D", "5D", "JC", "3C"],
                        ["AS", "QS", "TS", "5S", "4S", "AH", "9H", "8H", "2H", "QD", "3D", "9C", "5C"],
                        ["JS", "2S", "JH", "6H", "3H", "JD", "TD", "6D", "4D", "2D", "KC", "TC", "4C"]]),
    ("dames", 0, [["AS", "QS", "JS", "9S", "5S", "AH", "KH", "JH", "8H", "4D", "7C", "6C", "3C"],
                  ["7S", "4S", "2S", "TH", "9H", "4H", "AD", "QD", "6D", "KC", "QC", "9C", "4C"],
                  ["KS", "6S", "3S", "QH", "7H", "6H", "7D", "5D", "3D", "2D", "AC", "JC", "5C"],
                  ["TS", "8S", "5H", "3H", "2H", "KD", "JD", "TD", "9D", "8D", "TC", "8C", "2C"]]),
]


@pytest.mark.parametrize("contract, dealer, hands", OWN_PENALTY_LEADS)
def test_double_king_leader_does_not_lead_its_own_penalty_card_into_a_trick_it_takes(contract, dealer, hands):
    # §9: a penalty card led is taken by its leader unless a later player is forced over it (he stays
    # under it whenever he can), so a player with safe low cards leads one of those. The rule player
    # read each later player as beating a led jack or queen half the times he held a higher card,
    # ranked those leads first, and the Amateur weighed only them (its four best rule scores)
    from game.ai import double_king_policy as policy
    from game.engine.double_king_rules import CONTRACT_INDEX
    match = new_match("double_king", 4, None, seed=1, dealer=dealer, deals=[{"hands": hands}])
    match.apply_json(dealer, {"type": "contract", "contract": contract})
    leader = match.to_act
    view, legal = match.view(leader), match.legal_actions()
    pen = policy.CARD_PENALTY[CONTRACT_INDEX[contract]]
    best = make_seat("double_king", "debutant", leader, temperature=0).choose(view, legal)
    assert pen[best.card] == 0, best
    for seed in range(8):
        amateur = make_seat("double_king", "amateur", leader, seed=seed, parallel=False, cap_ms=60_000)
        action = amateur.choose(view, legal)
        assert pen[action.card] == 0, (seed, action, amateur.considered)


def test_debutant_slips_are_small_ones_never_a_wild_card():
    # design §3: the Débutant's mistakes look human (a wrong duck, an early high card), never random
    from game.ai.seats import DEBUTANT_MEMORY
    slips = 0
    decisions = 0
    for game, players in (("polignac", 4), ("double_king", 4), ("guinguette", 5)):
        brain = brain_for(game)
        for seed in range(6):
            match = new_match(game, players, None, seed=seed)
            seats = [make_seat(game, "debutant", s, seed=seed) for s in range(players)]
            for _ in range(120):
                if match.match_over:
                    break
                s = match.to_act
                view, legal = match.view(s), match.legal_actions()
                action = seats[s].choose(view, legal)
                scores = dict(brain.rule_choices(view, legal, DEBUTANT_MEMORY))
                if len(scores) > 1:
                    decisions += 1
                    best = max(scores.values())
                    assert scores[action] >= best - 4.0, (game, view.phase, action, scores)
                    slips += scores[action] < best
                match.apply(action)
    assert decisions > 300
    assert 0 < slips < decisions / 3


def a_remue_turn():
    """A Guinguette cotillon turn where a remuer could put back any of several cards."""
    from game.engine.actions import Cotillon
    for seed in range(60):
        match = new_match("guinguette", 4, {"tierce_suits": "any"}, seed=seed)
        seats = [make_seat("guinguette", "debutant", s, seed=s) for s in range(4)]
        while not match.match_over and match.phase != "cotillon":
            s = match.to_act
            match.apply(seats[s].choose(match.view(s), match.legal_actions()))
        remues = [a for a in match.legal_actions() if isinstance(a, Cotillon) and a.move == "remue"]
        if match.phase == "cotillon" and len(remues) >= 3:
            return match
    raise AssertionError("no turn with three cards to put back in 60 deals")


def test_a_remuer_weighs_the_remue_on_the_rules_card_then_puts_back_the_best_valued_card():
    match = a_remue_turn()
    view = match.view(match.to_act)
    brain = copy.copy(brain_for("guinguette"))
    brain.REMUE_CHOICES = 4
    ranked = sorted(brain.rule_choices(view, match.legal_actions(), None), key=lambda c: -c[1])
    actions = [a for a, _ in brain.prune(view, ranked, "expert")]
    remues = [i for i, a in enumerate(actions) if a.move == "remue"]
    others = [i for i, a in enumerate(actions) if a.move != "remue"]
    assert len(remues) >= 3
    assert actions[remues[0]] == next(a for a, _ in ranked if a.move == "remue")    # the rules' card first
    means = [0.0] * len(actions)
    means[others[0]] = 1.0
    means[remues[0]] = 0.5            # the rules' card: a remue worse than playing ...
    means[remues[-1]] = 2.0           # ... though one of several noisy remue values looks better
    # no remue; weighed against playing, passing and the remue of the rules' card (what a hint shows)
    assert brain.pick(view, actions, means) == (others[0], [*others, remues[0]])
    means[remues[0]] = 1.5            # the remue is worth it on the rules' card: the best card goes back
    assert brain.pick(view, actions, means) == (remues[-1], list(range(len(actions))))


@pytest.mark.parametrize("level", ["expert", "maitre"])
def test_the_card_a_remuer_puts_back_is_searched(level):
    from game.engine.actions import Cotillon
    match = a_remue_turn()
    offered = [a for a in match.legal_actions() if isinstance(a, Cotillon) and a.move == "remue"]
    brain = brain_for("guinguette")
    view = match.view(match.to_act)
    ranked = sorted(brain.rule_choices(view, match.legal_actions(), None), key=lambda c: -c[1])
    candidates = [a for a, _ in brain.prune(view, ranked, level)]
    assert set(offered) <= set(candidates) and len(offered) >= 3     # every card of the hand
    action, considered = searched(level, "guinguette", match)
    weighed = [a for a, _ in considered if a.move == "remue"]
    if action.move == "remue":             # the card put back is the best valued of them all
        assert set(weighed) == set(offered)
        assert dict(considered)[action] == max(v for a, v in considered if a.move == "remue")
    else:                                  # no remue: it was weighed on the rules' card
        assert weighed == [next(a for a, _ in ranked if a.move == "remue")]
        assert dict(considered)[action] == max(v for _, v in considered)
