"""Polignac scenario files (tests/scenarios/polignac) through the scenario runner."""
import os

import pytest
from scenario_check import check_scenario, scenario_files

FOLDER = os.path.join(os.path.dirname(__file__), "scenarios", "polignac")
FILES = scenario_files(FOLDER)


def test_the_polignac_scenarios_are_there():
    assert len(FILES) >= 15


@pytest.mark.parametrize("path", FILES, ids=[os.path.basename(f) for f in FILES])
def test_polignac_scenario(path):
    assert check_scenario(path) == []
