"""Reading the others' plays: a brain whose worlds may be weighed by how likely the rule player
made the others' plays from the hands each world gives them (every game's; the Double King Maître
reads them, measured in the README). Guinguette's brain weighs each world by the others' words in
the same draw (``guinguette_world``)."""
from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from game.engine.match import View

from .common import PerView, PlayScorer, others_plays, weighed_world_cost, world_read_from_plays
from .seats import DEBUTANT_TEMPERATURE


class PlayReader:
    """The settings and the dealing of a brain that reads the others' plays. A game's brain gives
    its ``DEAL_COST`` and its rule player's card scores (``play_scorer``)."""

    DEAL_COST: int
    WEIGHT_WORLDS = 1      # worlds dealt per world kept: above 1, one kept by how likely the others' plays were
    WEIGHT_PLAYS = 12      # the others' last plays weighed (for speed)
    WEIGHT_TEMPERATURE = DEBUTANT_TEMPERATURE   # the rule player's softmax the others are read with

    def __init__(self, play_scorer: Callable[[View], PlayScorer]) -> None:
        self.scorer = PerView(play_scorer)    # the rule player's card scores, once per view (weighed worlds)

    @property
    def WORLD_COST(self) -> int:   # noqa: N802  # the search reads it as a setting
        """Dealing one world, in steps; with weighted worlds every world dealt and every play
        weighed (about one of the rule player's decisions) is charged."""
        return weighed_world_cost(self.DEAL_COST, self.WEIGHT_WORLDS, self.WEIGHT_PLAYS)

    def reads(self, view: View) -> bool:
        """Whether this view's world is read from the plays (weighed worlds, in the play, once
        another seat has played)."""
        return self.WEIGHT_WORLDS > 1 and view.phase == "play" and others_plays(view) > 0

    def plays_weighed(self, view: View) -> int:
        """How many of the others' plays a world of this view is weighed by (its weighing's steps)."""
        return min(self.WEIGHT_PLAYS, others_plays(view))

    def read_world(self, view: View, deal: Callable[[], Any], hands_of: Callable[[Any], Sequence[int]],
                   rng: random.Random, also: Callable[[Any], float] | None = None,
                   worlds: int | None = None) -> Any:
        """A world from ``deal()``, read from the others' plays (``hands_of`` gives its hands), and by
        ``also`` too when given (another reading's log odds of a world); ``worlds`` dealt for the one
        kept (``WEIGHT_WORLDS`` unless given)."""
        return world_read_from_plays(view, deal, hands_of, worlds or self.WEIGHT_WORLDS, self.WEIGHT_PLAYS,
                                     self.WEIGHT_TEMPERATURE, self.scorer(view), rng, also)
