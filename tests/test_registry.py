"""A game is registered once (the engine's list); the seats and the table find their part by its name."""
from __future__ import annotations

import pytest

from game.ai import brain_for
from game.engine import GAME_MODULES, game_module
from game.ui.games import TableAdapter, adapter_class


@pytest.mark.parametrize("game", list(GAME_MODULES))
def test_every_registered_game_has_its_engine_brain_and_table(game):
    assert game_module(game).GAME == game
    brain = brain_for(game)
    assert brain.GAME == game
    cls = adapter_class(game)
    assert cls is not TableAdapter and cls.game == game


def test_an_unknown_game_has_no_brain_and_the_table_falls_back():
    with pytest.raises(ValueError):
        brain_for("belote")
    assert adapter_class("belote") is TableAdapter
