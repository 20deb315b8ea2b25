"""Guinguette's own scenario files (tests/scenarios/guinguette), run through ``python -m game.scenario``
exactly as shared/scenarios/check.py runs the public examples."""
import os

import pytest
from scenario_check import ROOT, check_scenario, scenario_files

FOLDER = os.path.join(ROOT, "tests", "scenarios", "guinguette")
FILES = scenario_files(FOLDER)


def test_the_guinguette_scenarios_are_present():
    assert len(FILES) >= 20


@pytest.mark.parametrize("path", FILES, ids=[os.path.basename(f)[:-5] for f in FILES])
def test_guinguette_scenario(path):
    assert check_scenario(path) == []
