"""The log of a match played before this table was built (a match continued, a saved one resumed).

The log is written by the game's adapter as the table shows each thing happening (game/ui/table/
log.py). A table rebuilt from a record starts from the match as it stands, so the deals already
played would be missing from its log. :class:`Retelling` plays the recorded events again through an
adapter of the game on a stage nobody sees: no animation, no sound, no paper opened, no wait on a
trick, and keeps the lines it writes, in the words of the moment (the table retells the last deals:
``scene.RETOLD_DEALS``).
"""
from __future__ import annotations

from typing import Any

from game.engine import game_module, seen_by

from .layout import TableLayout
from .log import MatchLog
from .person import PersonSeat
from .stage import Stage

_GUARD = 100_000              # steps played at most per action (an adapter never queues so many)


class _Quiet:
    """Of the app, what a stage reads, silenced: its words and fonts, its settings with the tricks
    not held, and no celebration nor sound."""

    class _Sound:
        @staticmethod
        def step(_label: str) -> None:
            return None

    def __init__(self, app: Any) -> None:
        self.t, self.has_text, self.font = app.t, app.has_text, app.font
        self.settings = {**app.settings, "hold_tricks": False, "speed": "instant"}
        self.sound = self._Sound()

    @staticmethod
    def celebrate(*_args: Any) -> None:
        return None


class Retelling:
    """An adapter of ``config``'s game on a stage nobody sees; :meth:`tell` gives it the events of
    each recorded action, :attr:`log` is what it wrote."""

    def __init__(self, app: Any, config: Any, direction: str, options: dict) -> None:
        from ..games import adapter_for
        person = 0
        layout = TableLayout(app.size, config.players, direction, person, 1)
        self.ended: dict | None = None       # the match's end, as its sheet would have been given it
        self.stage = Stage(_Quiet(app), config.seats, person, game_module(config.game).RANK_ORDER, layout,
                           PersonSeat(person, lambda _decision: None), self._paper, lambda _action: None)
        self.person = person
        self.adapter = adapter_for(config.game, self.stage, options)

    def _paper(self, kind: str, payload: dict) -> None:
        """A paper the told events open: nobody reads it, but the match's end is kept (a finished
        match resumed opens its end sheet with it)."""
        if kind == "match_end":
            self.ended = payload

    @property
    def log(self) -> MatchLog:
        return self.stage.model.log

    def sync(self, match: Any) -> None:
        """Start from where ``match`` stands (what came before is not told)."""
        view = match.view(self.person)
        self.adapter.sync(view)
        self.adapter.reset_cursor(view)

    def tell(self, events: list, match: Any, action: Any = None) -> None:
        """What the person saw of ``events`` (the match as they leave it), played out at once."""
        self.adapter.animate(seen_by(events, self.person), match.view(self.person), action)
        timeline = self.stage.timeline
        for _ in range(_GUARD):
            if not timeline.busy():
                return
            if timeline.held:             # a paper "opened", a trick "waits": nobody is there
                timeline.release()
                self.stage.held = False
                self.stage.trick_waiting = False
            timeline.finish()
