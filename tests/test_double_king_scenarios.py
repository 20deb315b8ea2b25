"""The Double King scenario files of tests/scenarios/double_king, run through ``python -m game.scenario``
exactly as shared/scenarios/check.py runs the public examples: each forced play, each refusal, each
early end, the contract menu and its constraints, and malformed scenarios."""
import os

import pytest
from scenario_check import ROOT, check_scenario, scenario_files

FOLDER = os.path.join(ROOT, "tests", "scenarios", "double_king")
FILES = scenario_files(FOLDER)


def test_the_double_king_scenarios_are_present():
    assert len(FILES) >= 30


@pytest.mark.parametrize("path", FILES, ids=[os.path.basename(f) for f in FILES])
def test_double_king_scenario(path):
    assert check_scenario(path) == []
