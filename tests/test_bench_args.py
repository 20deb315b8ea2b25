"""Every benchmark refuses a bad command line in one line (argparse, exit 2): it neither ends in a
traceback nor prints figures measured over nothing (no deal, no decision, no second)."""
from __future__ import annotations

import importlib

import pytest

BAD = [
    ("strength", ["--game", "belote", "--deals", "2"], "belote"),
    ("strength", ["--game", "polignac", "--deals", "-3"], "-3"),
    ("strength", ["--game", "polignac", "--deals", "0"], "0"),
    ("strength", ["--game", "polignac", "--candidate", "grandmaster"], "grandmaster"),
    ("strength", ["--game", "polignac", "--candidate", "expert:SOLVE_CARDS=("], "SOLVE_CARDS"),
    ("strength", ["--game", "polignac", "--ladder", "expert-wizard"], "wizard"),
    ("strength", ["--game", "polignac", "--budget-ms", "0"], "0"),
    ("strength", ["--game", "polignac", "--last-deal"], "--last-deal"),
    ("agreement", ["--game", "whist"], "whist"),
    ("agreement", ["--game", "polignac", "--rollouts", "0"], "0"),
    ("ai", ["--games", "polignac,belote"], "belote"),
    ("ai", ["--levels", "expert,wizard"], "wizard"),
    ("ai", ["--decisions", "0"], "0"),
    ("engine", ["--seconds", "-1"], "-1"),
    ("engine", ["--game", "belote"], "belote"),
    ("engine", ["--repeat", "0"], "0"),
    ("autosave", ["--matches", "0"], "0"),
    ("soak", ["--minutes", "0"], "0"),
    ("soak", ["--every", "nan"], "nan"),
    ("frames", ["--players", "2"], "2"),
    ("frames", ["--review", "--review-game", "belote"], "belote"),
    ("packaged_start", ["--runs", "0"], "0"),
]


@pytest.mark.parametrize("bench, argv, named", BAD, ids=[f"{b}-{' '.join(a)}" for b, a, _ in BAD])
def test_a_bad_value_is_refused_in_one_line_before_anything_runs(capsys, bench, argv, named):
    module = importlib.import_module(f"bench.{bench}")
    with pytest.raises(SystemExit) as stop:
        module.main(argv)
    assert stop.value.code == 2
    said = capsys.readouterr()
    assert said.out == ""                                  # no figure printed
    last = said.err.strip().splitlines()[-1]
    assert "error:" in last and named in last, said.err
    assert "Traceback" not in said.err
