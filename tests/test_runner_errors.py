"""Issue 17 point 6: a hostile scenario or API call gets a clear error, never a traceback."""
import json
import os
import subprocess
import sys

import pytest

from game.engine import RuleError, new_match

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run_runner(raw: bytes) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "game.scenario", "-"], input=raw, cwd=ROOT,
                          capture_output=True, timeout=60)


@pytest.mark.parametrize("raw, said", [
    (b"[" * 100_000, b"nested too deeply"),
    (json.dumps({"game": ["polignac"], "players": 4}).encode(), b"a game is named by a string"),
    (json.dumps({"game": {"polignac": 1}, "players": 4}).encode(), b"a game is named by a string"),
    (json.dumps({"game": "polignac", "players": 4, "options": {"preset": ["classique"]}}).encode(),
     b"option 'preset'"),
    (b'{"game": "polignac", "players": 4, "note": "\xff"}', b"not UTF-8"),
])
def test_the_runner_exits_2_with_a_message(raw, said):
    done = run_runner(raw)
    assert done.returncode == 2
    assert said in done.stderr
    assert b"Traceback" not in done.stderr
    assert done.stdout == b""


@pytest.mark.parametrize("kwargs, code", [
    ({"game": {"polignac": 1}, "players": 4}, "unknown_game"),
    ({"game": ["polignac"], "players": 4}, "unknown_game"),
    ({"game": "polignac", "players": 4, "seed": {}}, "bad_seed"),
    ({"game": "polignac", "players": 4, "seed": 1.5}, "bad_seed"),
    ({"game": "double_king", "players": 4, "deals": 3}, "bad_deal"),
    ({"game": "guinguette", "players": 4, "options": {"preset": ["x"]}}, "bad_option"),
])
def test_new_match_refuses_bad_arguments_with_a_rule_error(kwargs, code):
    with pytest.raises(RuleError) as caught:
        new_match(**kwargs)
    assert caught.value.code == code


@pytest.mark.parametrize("game", ["polignac", "double_king", "guinguette"])
@pytest.mark.parametrize("seat", [None, 1.0, 8, 4, -1, True, "0"])
def test_a_view_for_no_seat_of_the_match_is_refused(game, seat):
    match = new_match(game, 4, seed=3)
    with pytest.raises(RuleError) as caught:
        match.view(seat)
    assert caught.value.code == "bad_seat"
    assert match.view(3).seat == 3
