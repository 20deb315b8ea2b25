"""A lesson shows the computers' cards as the way to play: each one must be a card a strong player
plays there. The Polignac lesson had Hortense lead the K♣ at trick 7, to show the deal's early stop,
where the A♣ is plainly better (every computer level leads it): a newcomer learnt a poor play.

The judge is the Expert's own reckoning, from the seat's view alone: the worlds the Expert deals
from ``view(seat)`` (its brain's ``sample_world``), each move valued in each world as its search
values it (a play-out by the rule player, the end of the deal solved exactly). The Expert's one
choice is not the judge: with its budget it picks among moves its worlds cannot tell apart (at Double
King's first trick five tries of it made five different leads), so a test of "the card it picks" would
fail a sound card and pass one by luck. Instead, each legal move is valued over ``FIRST_WORLDS``
worlds; the best of them is then set against the script's move over ``CONFIRM_WORLDS`` fresh worlds,
the same worlds for both (the best of many noisy means is the luckiest as often as the best, so its
lead is measured again), and the script's move may cost at most ``MARGIN`` points of the game on
average: a quarter of a jack point, a trick, a heart or a counter. The worlds are drawn from fixed
seeds: the judgement is the same on every run.
"""
from __future__ import annotations

import random

import pytest
from test_learn_lessons import start

from game.ai import brain_for
from game.ai.search import evaluate
from game.ui.scenes.lesson_scripts import LESSONS, lessons_of

FIRST_WORLDS = 48       # worlds over which every legal move is valued, to find the best
CONFIRM_WORLDS = 256    # fresh worlds over which the best and the script's move are compared
MARGIN = 0.25           # what the script's move may cost on average, in the game's points


def values(brain, view, moves, seat, rng, worlds) -> list[list[float]]:
    """Each move's value for ``seat`` in each of ``worlds`` worlds dealt from its view."""
    out: list[list[float]] = [[] for _ in moves]
    for _ in range(worlds):
        world = brain.sample_world(view, rng)
        seed = rng.getrandbits(32)
        for i, move in enumerate(moves):
            out[i].append(evaluate(brain, world, move, seat, seed, True)[0])
    return out


def costs_of_moves(lesson, seats) -> list[tuple[int, int, str, str, float]]:
    """(index in the script, seat, the script's move, the best one, what the script's costs) for
    every move of ``seats`` in the lesson that costs more than ``MARGIN``."""
    brain = brain_for(lesson.game)
    recall = getattr(brain, "recall", None)
    memory: dict[int, dict] = {seat: {} for seat in range(lesson.players)}
    match = start(lesson)
    found = []
    for i, action in enumerate(lesson.actions):
        seat = action["seat"]
        body = {k: v for k, v in action.items() if k != "seat"}
        legal = match.legal_actions()
        if seat in seats and len(legal) > 1:
            view = match.view(seat)
            if recall is not None:
                view = recall(view, memory[seat])
            rng = random.Random(1000 * i + seat)
            first = values(brain, view, legal, seat, rng, FIRST_WORLDS)
            means = [sum(v) / len(v) for v in first]
            best = max(range(len(legal)), key=means.__getitem__)
            mine = next(j for j, a in enumerate(legal) if a.to_json() == {"seat": seat, **body}
                        or {k: v for k, v in a.to_json().items() if k != "seat"} == body)
            if best != mine:
                b, s = values(brain, view, [legal[best], legal[mine]], seat, rng, CONFIRM_WORLDS)
                cost = sum(x - y for x, y in zip(b, s)) / CONFIRM_WORLDS
                if cost > MARGIN:
                    shown = {k: v for k, v in legal[best].to_json().items() if k != "seat"}
                    found.append((i, seat, str(body), str(shown), round(cost, 2)))
        match.apply_json(seat, body)
    return found


@pytest.mark.parametrize("lesson", LESSONS, ids=[lesson.id for lesson in LESSONS])
def test_every_computer_card_of_a_lesson_is_one_a_strong_player_plays(lesson):
    assert costs_of_moves(lesson, set(range(1, lesson.players))) == []


@pytest.mark.parametrize("lesson", lessons_of("guinguette"), ids=[lesson.id for lesson in lessons_of("guinguette")])
def test_every_choice_a_guinguette_lesson_asks_of_the_person_is_sound_from_his_seat(lesson):
    """Its notes say why each card is played from what the person can know ("Anatole, with two
    cards left, may not hold the K♥"): judged as the computers' are, from his view alone, each of
    his choices (the trump, "je joue", his cards) is one a strong player makes there, as well as
    the best with every card seen (test_learn_lessons.py)."""
    assert costs_of_moves(lesson, {0}) == []
