"""The command lines that read a scenario (game.scenario, game.hint, game.review) on inputs a tester
gives them: an endless file, options they do not take, an action both out of turn and malformed."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(module: str, *args, stdin: str | None = None) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=ROOT)
    return subprocess.run([sys.executable, "-m", module, *args], input=stdin, capture_output=True,
                          text=True, timeout=300, env=env, cwd=ROOT)


@pytest.mark.parametrize("module", ["game.scenario", "game.hint", "game.review"])
def test_an_endless_file_is_refused_at_a_bounded_size(module):
    """`python -m game.scenario /dev/zero` read until the memory ran out."""
    done = subprocess.run(["/bin/sh", "-c", f"ulimit -v 1000000; exec {sys.executable} -m {module} /dev/zero"],
                          capture_output=True, text=True, timeout=120, env=dict(os.environ, PYTHONPATH=ROOT),
                          cwd=ROOT)
    assert done.returncode == 2, done.stderr[-500:]
    assert "malformed scenario" in done.stderr and "MB" in done.stderr and "Traceback" not in done.stderr


@pytest.mark.parametrize("module,args", [("game.hint", ["--lang", "de"]), ("game.review", ["--seat", "x"]),
                                         ("game.hint", ["--colour", "red"])])
def test_an_option_error_is_said_as_one(module, args):
    """"malformed scenario: argument --lang: invalid choice: 'de'": the scenario was fine."""
    done = run(module, "-", *args, stdin=json.dumps({"game": "polignac", "players": 4}))
    assert done.returncode == 2
    assert "malformed scenario" not in done.stderr and "option" in done.stderr, done.stderr
    assert "usage:" in done.stderr


def test_a_seat_to_review_that_the_match_has_not_is_an_option_error():
    done = run("game.review", "-", "--seat", "7", stdin=json.dumps({"game": "polignac", "players": 4}))
    assert done.returncode == 2 and "malformed scenario" not in done.stderr and "--seat" in done.stderr


def test_the_same_rejected_action_is_named_alike_by_the_runner_the_hint_and_the_review():
    """An action out of turn and malformed: the runner and the hint said not_your_turn, the review
    bad_action. The contract (§9) checks the turn before the fields."""
    doc = {"game": "polignac", "players": 4, "seed": 1, "actions": [{"seat": 3, "type": "play", "card": "ZZ"}]}
    runner = run("game.scenario", "-", stdin=json.dumps(doc))
    assert runner.returncode == 3 and json.loads(runner.stdout)["error"]["code"] == "not_your_turn"
    for module in ("game.hint", "game.review"):
        done = run(module, "-", stdin=json.dumps(doc))
        assert done.returncode == 3 and "action 0 rejected: not_your_turn" in done.stderr, (module, done.stderr)
