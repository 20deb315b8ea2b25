"""The search's playouts and the benchmarks' variants of a seat: a searcher that sees one world only
(the cheater) gets varied playouts from the rule player's softmax, and a seat's variant of the
game's brain (an earlier setting, to measure a change against) leaves every other seat's brain alone."""
from __future__ import annotations

import copy
import random
import time

import pytest

from game.ai import brain_for, make_seat
from game.ai.search import rollout
from game.engine import new_match

OPTIONS = {"guinguette": {"tierce_suits": "any"}}


def in_play(game, seed):
    """A match whose cards are being played, a few tricks before the end of the first deal."""
    brain = brain_for(game)
    match = new_match(game, 4, OPTIONS.get(game), seed=seed)
    rng = random.Random(seed)
    while match.phase != "play":
        match.apply(brain.fast_action(match, rng))
    return match


@pytest.mark.parametrize("game", ["polignac", "double_king", "guinguette"])
def test_playouts_vary_with_a_rollout_temperature_and_are_greedy_without(game):
    brain = brain_for(game)
    varied = copy.copy(brain)
    varied.ROLLOUT_TEMPERATURE = 0.6
    ends = {"greedy": set(), "varied": set()}
    for seed in range(3):
        match = in_play(game, seed)
        for kind, b in (("greedy", brain), ("varied", varied)):
            for k in range(12):
                m = match.clone()
                rollout(b, m, random.Random(k))
                ends[kind].add((seed, tuple(b.outcome(b.snapshot(match), m))))
    # the greedy rule player finishes a deal one way (Guinguette's talon draws aside); the softmax many
    assert len(ends["varied"]) > len(ends["greedy"])


def test_a_variant_of_the_brain_is_the_seat_s_own():
    variant = make_seat("double_king", "expert", 0, brain_overrides={"SOLVE_CARDS": 4})
    plain = make_seat("double_king", "expert", 1)
    assert variant.brain.SOLVE_CARDS == 4
    assert plain.brain.SOLVE_CARDS == brain_for("double_king").SOLVE_CARDS != 4
    assert variant.parallel and variant.settings == {"SOLVE_CARDS": 4}


def test_a_helper_process_thinks_with_the_seat_s_own_settings(monkeypatch):
    """A seat with settings of its own used to think alone: its helper would have used the
    shared brain. The settings now go to the helper, which applies them to its brain."""
    import game.ai as ai
    from game.ai import search, seats
    asked = []
    real_search = search.parallel_search

    def spy_search(*args, **kwargs):
        asked.append(kwargs.get("settings"))
        return real_search(*args, **{**kwargs, "parallel": False})
    monkeypatch.setattr(seats, "parallel_search", spy_search)
    variant = make_seat("double_king", "expert", 0, brain_overrides={"SOLVE_CARDS": 4})
    match = in_play("double_king", 3)
    while match.to_act != 0 or len(match.legal_actions()) < 2:
        match.apply(match.legal_actions()[0])
    variant.choose(match.view(0), match.legal_actions())
    assert asked == [{"SOLVE_CARDS": 4}]
    used = []
    real_brain = ai.brain_for

    def spy_brain(game, settings=None):
        brain = real_brain(game, settings)
        used.append(brain.SOLVE_CARDS)
        return brain
    monkeypatch.setattr(ai, "brain_for", spy_brain)
    view = match.view(0)
    actions = [a.to_json() for a in match.legal_actions()]
    sums, counts = search._helper_search("double_king", 0, view.to_json(), actions, 1, 200, 5.0, True,
                                         time.time() + 5.0, {"SOLVE_CARDS": 4})
    assert used == [4] and sum(counts) > 0


def test_the_guinguette_amateur_does_not_read_the_others_words_and_the_expert_does():
    # the levels stay apart: the Expert's and the Maître's worlds weigh the trump named and who
    # played or passed, the Amateur's ignore them; the shared brain keeps its own settings
    shared = brain_for("guinguette")
    assert make_seat("guinguette", "amateur", 0).brain.WEIGHT_SPEECH == 1
    assert make_seat("guinguette", "expert", 0, parallel=False).brain.WEIGHT_SPEECH == shared.WEIGHT_SPEECH > 1
    # the Maître reads them closer, with more worlds dealt for each one kept
    assert make_seat("guinguette", "maitre", 0, parallel=False).brain.WEIGHT_SPEECH > shared.WEIGHT_SPEECH
    # no level reads the others' plays there: measured for the Expert and the Maître, neither gained
    for level in ("amateur", "expert", "maitre"):
        assert make_seat("guinguette", level, 0, parallel=False).brain.WEIGHT_WORLDS == shared.WEIGHT_WORLDS == 1
    view_seat = make_seat("guinguette", "amateur", 1, brain_overrides={"SEARCHED": "play"})
    assert view_seat.brain.WEIGHT_SPEECH == 1 and view_seat.brain.SEARCHED == "play"
    assert shared.SEARCHED != "play"


def test_the_double_king_maitre_reads_the_others_plays_and_the_expert_does_not():
    # the Maître's worlds are weighed by how likely the others' plays were; the Expert deals its
    # worlds blind, and the shared brain keeps its own setting
    shared = brain_for("double_king")
    assert make_seat("double_king", "expert", 0, parallel=False).brain.WEIGHT_WORLDS == shared.WEIGHT_WORLDS == 1
    assert make_seat("double_king", "maitre", 0, parallel=False).brain.WEIGHT_WORLDS > 1
    assert make_seat("double_king", "amateur", 0).brain.WEIGHT_WORLDS == 1


def test_a_variant_naming_an_unknown_setting_is_refused():
    with pytest.raises(ValueError, match="no setting 'SOLVE_CARD'"):
        make_seat("double_king", "expert", 0, brain_overrides={"SOLVE_CARD": 4})


def test_double_king_searches_one_card_of_a_run_worth_the_same():
    # holding the 5 and the 6 of a suit (or the 5 and the 7 with the 6 played) is one move, not two;
    # but a queen and a jack next to each other differ in Pas de dames (the queen costs 2)
    brain = copy.copy(brain_for("double_king"))
    brain.MERGE_SAME_WORTH = True
    for seed in range(100):
        match = new_match("double_king", 4, None, seed=seed)
        match.apply_json(match.dealer, {"type": "contract", "contract": "dames"})
        hand = match.hands[match.to_act]
        view = match.view(match.to_act)
        choices = sorted(brain.rule_choices(view, match.legal_actions(), None), key=lambda x: -x[1])
        kept = {a.card for a, _ in brain.prune(view, choices)}
        runs = [(c, c + 1) for c in range(64) if hand >> c & 1 and hand >> (c + 1) & 1 and (c + 1) & 15 <= 12]
        queen_jack = [(c, k) for c, k in runs if k & 15 == 10]
        plain = [(c, k) for c, k in runs if k & 15 < 9]
        if plain and queen_jack:
            assert all(not (c in kept and k in kept) for c, k in plain)
            assert all(c in kept and k in kept for c, k in queen_jack)
            return
    raise AssertionError("no hand with a low run and a queen beside its jack")


def test_double_king_ducking_rollouts_stay_under_the_winner_and_dump_the_penalty_card():
    # §9 in the negative contracts: a follower who can stay under the trick's winner does so with
    # the card worst to keep, a penalty card first (ROLLOUT_DUCK)
    from game.ai import double_king_policy as policy
    from game.engine.double_king_rules import STRENGTH
    from game.engine.trick import beats
    brain = copy.copy(brain_for("double_king"))
    brain.ROLLOUT_DUCK = True
    checked = 0
    for seed in range(60):
        match = new_match("double_king", 4, None, seed=seed)
        match.apply_json(match.dealer, {"type": "contract", "contract": "dames"})
        rng = random.Random(seed)
        while match.phase == "play" and len(match.tricks) < 6:
            if match.trick:
                legal = match.legal_mask()
                under = [c for c in range(64) if legal >> c & 1 and not beats(c, match.win, STRENGTH, -1)]
                a = brain.fast_action(match, rng)
                if under:
                    pen = policy.CARD_PENALTY[match.contract]
                    assert a.card in under
                    assert pen[a.card] == max(pen[c] for c in under)
                    checked += 1
                match.apply(a)
            else:
                match.apply(brain.fast_action(match, rng))
    assert checked > 100
    # off, the rollouts are the rule player's own
    assert brain_for("double_king").fast_action is policy.fast_action


def test_double_king_trump_game_wins_a_trick_with_the_cheapest_card_that_does():
    # in the trump game the rule player (the Débutant's scores, every rollout) spends no more than
    # it must: the last to play, holding several cards that take the trick, plays the lowest one
    from game.ai import double_king_policy as policy
    from game.engine.double_king_rules import STRENGTH
    from game.engine.trick import beats
    checked = 0
    for seed in range(80):
        match = new_match("double_king", 4, None, seed=seed)
        match.apply_json(match.dealer, {"type": "contract", "contract": "atout", "trump": "S"})
        rng = random.Random(seed)
        while match.phase == "play" and len(match.tricks) < 13:
            a = policy.fast_action(match, rng)
            if len(match.trick) == 3:
                legal = match.legal_mask()
                winners = [c for c in range(64) if legal >> c & 1 and beats(c, match.win, STRENGTH, match.trump)]
                if len(winners) > 1 and len({c >> 4 for c in winners}) == 1:
                    assert a.card == min(winners, key=lambda c: STRENGTH[c]), (seed, winners, a.card)
                    checked += 1
            match.apply(a)
    assert checked > 30


def test_double_king_trump_game_keeps_its_winners_and_takes_more_tricks_for_it():
    # the rule player's spending in the trump game (ATOUT_SPEND: a high card spent costs what it
    # would win later) against the same player without it, one seat among three without, on the
    # same deals: it takes more tricks
    from game.ai import double_king_policy as policy
    from game.ai.common import best_card
    from game.engine.actions import PLAY

    def player(spend):
        def act(m):
            return PLAY[best_card(policy.card_scores(policy.situation_from_match(m), m.legal_mask(), spend))]
        return act

    new, old = player(policy.ATOUT_SPEND), player((0.0, 0.0))
    gained = 0
    for seed in range(60):
        base = None
        for seat in (None, 0, 1, 2, 3):
            match = new_match("double_king", 4, None, seed=seed)
            match.apply_json(match.dealer, {"type": "contract", "contract": "atout", "trump": "SHDC"[seed % 4]})
            while match.phase == "play":
                match.apply((new if match.to_act == seat else old)(match))
            taken = match.net()      # the round's first deal: each seat's tricks
            if seat is None:
                base = taken
            else:
                gained += taken[seat] - base[seat]
    assert gained / 240 > 0.2, gained / 240


def test_guinguette_counts_what_the_baskets_keep_as_the_table_s_when_asked():
    """With TABLE_SHARE the counters a deal leaves in the baskets (played for later, shared at the
    end) come back to every seat in equal shares: the results add up to nothing, and each differs
    from the counters it won or lost by the same amount; without it, the counters alone."""
    brain = brain_for("guinguette")
    shared = brain_for("guinguette", {"TABLE_SHARE": 1.0})
    kept = 0
    for seed in range(12):
        match = new_match("guinguette", 4, OPTIONS["guinguette"], seed=seed)
        snap = brain.snapshot(match)
        rng, deal = random.Random(seed), match.deal
        while match.phase != "deal_over" and match.deal == deal and not match.match_over:
            match.apply(brain.fast_action(match, rng))
        counters = brain.outcome(snap, match)
        table = shared.outcome(snap, match)
        assert counters == [float(b - a) for a, b in zip(snap, match.chips)]
        assert abs(sum(table)) < 1e-9
        back = {round(t - c, 9) for t, c in zip(table, counters)}
        assert len(back) == 1
        kept += back.pop() != 0
    assert kept        # some deals leave counters in the baskets (antes at least): they come back


def _guinguette_to_deal_end(match, brain, rng):
    """Play ``match`` by the rule player to the end of its deal, stopping there (as a searched
    world does); returns the actions played."""
    match.stop_after_deal = True
    played, deal = [], match.deal
    while match.phase != "deal_over" and match.deal == deal and not match.match_over:
        action = brain.fast_action(match, rng)
        played.append(action)
        match.apply(action)
    return played


@pytest.mark.parametrize("ending", ["last deal", "ruin"])
def test_guinguette_searches_count_the_baskets_shared_when_the_deal_ends_the_match(ending):
    """§7: when a deal ends the match (it is the last, or a seat cannot pay the next antes), every
    basket is shared at once: a searched world's result for that deal is what each seat ends the
    match with (the shares included), as the match itself pays it; other deals' results are the
    counters alone (the baskets are played for later). With SHARE_AT_END (measured, not on: the
    brain as it plays counts the counters alone at every deal)."""
    brain = brain_for("guinguette", {"SHARE_AT_END": True})
    plain = brain_for("guinguette")
    options = {"match_length": 1} if ending == "last deal" else {"starting_chips": 6}
    shared = 0
    for seed in range(10):
        match = new_match("guinguette", 3, options, seed=seed, dealer=0)
        rng = random.Random(seed)
        if ending == "last deal":           # the rule player plays the first two of the three deals
            while match.deal < 3:
                match.apply(brain.fast_action(match, rng))
        real = match.clone()
        snap = brain.snapshot(match)
        played = _guinguette_to_deal_end(match, brain, rng)
        valued = brain.outcome(snap, match)
        assert plain.outcome(snap, match) == [float(b - a) for a, b in zip(snap, match.chips)], seed
        for action in played:               # the match as it is played: it goes on, or ends and shares
            real.apply(action)
        assert real.match_over == (ending == "last deal" or real.deal == match.deal), seed
        if real.match_over:
            assert valued == [float(b - a) for a, b in zip(snap, real.chips)], seed
            shared += valued != [float(b - a) for a, b in zip(snap, match.chips)]
        else:
            assert valued == [float(b - a) for a, b in zip(snap, match.chips)], seed
    assert shared >= 3, shared               # the baskets held counters to share in several deals


def test_guinguette_rollouts_asked_to_can_speak_and_play_as_the_seat_sees_the_table():
    """A rollout's rule player knows every hand of its world. With SEEN_WORDS and SEEN_PLAY (off:
    measured in the README) it speaks and plays from what its seat sees, the others' hands and the
    talon unknown, the voids only those the tricks showed: at every decision the very choice the
    rule player makes at the table from that seat's view. Reading the world's hands, it chooses
    otherwise at some."""
    seeing = brain_for("guinguette", {"SEEN_WORDS": True, "SEEN_PLAY": True})
    knowing = brain_for("guinguette")
    asked = {"cotillon": 0, "play": 0}
    other = {"cotillon": 0, "play": 0}
    for seed in range(120):
        match = new_match("guinguette", 4, OPTIONS["guinguette"], seed=seed, dealer=seed % 4)
        match.stop_after_deal = True
        rng = random.Random(seed)
        while match.phase != "deal_over" and not match.match_over:
            legal = match.legal_actions()
            if match.phase in asked and len(legal) > 1:
                view = match.view(match.to_act)
                table = max(seeing.rule_choices(view, legal, None), key=lambda choice: choice[1])[0]
                assert seeing.fast_action(match, random.Random(0)) == table, (seed, match.phase)
                asked[match.phase] += 1
                other[match.phase] += knowing.fast_action(match, random.Random(0)) != table
            match.apply(seeing.fast_action(match, rng))
    assert min(asked.values()) >= 100, asked
    assert min(other.values()) > 0, other
