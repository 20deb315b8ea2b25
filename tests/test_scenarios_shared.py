"""The public conformance examples of shared/scenarios, run through the scenario runner."""
import os

import pytest
from scenario_check import SHARED, check_scenario, scenario_files

FILES = scenario_files(SHARED)


def test_the_public_conformance_examples_are_present():
    # CI runs beside shared/: if the folder moved, every example below would silently vanish.
    assert len(FILES) >= 13


@pytest.mark.parametrize("path", FILES, ids=[os.path.basename(f) for f in FILES])
def test_public_scenario(path):
    assert check_scenario(path) == []
