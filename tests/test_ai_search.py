"""The search's playouts and the benchmarks' variants of a seat: a searcher that sees one world only
(the cheater) gets varied playouts from the rule player's softmax, and a seat's variant of the
game's brain (an earlier setting, to measure a change against) leaves every other seat's brain alone."""
from __future__ import annotations

import copy
import random

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
    assert not variant.parallel     # a helper process would think with the shared brain


def test_a_variant_naming_an_unknown_setting_is_refused():
    with pytest.raises(ValueError, match="no setting 'SOLVE_CARD'"):
        make_seat("double_king", "expert", 0, brain_overrides={"SOLVE_CARD": 4})
