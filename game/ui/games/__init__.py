"""Game adapters for the shared table: one module per game (Polignac first).

A game is registered once, in the engine (``game.engine.GAME_MODULES``); its adapter is the
``ADAPTER`` class of the module of the same name here (``game.ui.games.<game>``), as its computer
seats' brain is found by that name in ``game.ai``.

An adapter turns its game's engine events into animation steps, says which dialog the person
faces, words the reason an illegal card is refused, and fills the top bar, the plates and the
score sheet. The table (game/ui/table) holds everything the games share. An adapter is given the
table's stage (game/ui/table/stage.py: fly a card, pause, the table's model, the layout, the log,
the person's question and answer), never the table scene nor the engine's match: it learns the
match from the person's share of the events and from the person's view given with them.
"""
from __future__ import annotations

import importlib
from typing import Any

from game.engine import GAME_MODULES, game_module
from game.engine.options import preset_values

from ..config import deal_number
from ..table.model import tilt


def _module(game: str):
    """The table module of ``game``: ``game.ui.games.<game>``, found by the engine's name of the game."""
    if game not in GAME_MODULES:
        return None
    try:
        return importlib.import_module(f"{__name__}.{game}")
    except ModuleNotFoundError as exc:
        if exc.name != f"{__name__}.{game}":
            raise
        return None


def adapter_for(game: str, stage, options: dict) -> "TableAdapter":
    """The adapter of ``game`` on ``stage``, for a match of ``options`` (its resolved options as
    JSON); ValueError when the table cannot seat that game yet."""
    module = _module(game)
    if module is None:
        raise ValueError(f"the table cannot seat {game!r} yet")
    return module.ADAPTER(stage, options)


def adapter_class(game: str):
    """The adapter class of ``game``, for what is needed before a table exists (a saved match)."""
    module = _module(game)
    return TableAdapter if module is None else module.ADAPTER


SUIT_KEYS = {"S": "suit.spades", "H": "suit.hearts", "D": "suit.diamonds", "C": "suit.clubs"}


class TableAdapter:
    """What every game provides to the table. Subclasses override what their game needs."""

    game = ""
    centre_emblem = True          # the felt's emblem under the trick (False: the game lays its own things there)
    trick_spreads = True          # the trick's cards may spread across the cloth where it has room (layout)

    def __init__(self, stage, options: dict):
        self.stage = stage
        self.options = dict(options)          # the match's resolved options (they never change)
        self.cursor = {"deal": 0, "trick": 1, "shown": [0] * stage.players}
        stage.deal_number = lambda t, deal: deal_number(t, self.game, deal, self.options)
        # the rules' preset (a game of one rule set: None), and whether this match's options are its own
        rules = game_module(self.game) if self.game else None
        presets = getattr(rules, "PRESETS", None) or {}
        preset = self.options.get("preset") or getattr(rules, "DEFAULT_PRESET", None)
        self.preset = preset if preset in presets else None
        own = preset_values(rules.OPTIONS, presets, self.preset) if rules is not None else {}
        self.preset_changed = any(self.options.get(key, value) != value for key, value in own.items())

    def title_parts(self) -> list[str]:
        """The bar's first parts: the game's name, and for a game of one rule set played with an
        option changed, "Règles modifiées" (a game of presets names its preset instead). The bar
        drops those after the name first where room is short."""
        parts = [self.stage.t(f"game.{self.game}")]
        if self.preset_changed and self.preset is None:
            parts.append(self.stage.t("table.rules_changed"))
        return parts

    def bar_states(self) -> list[list[str]] | None:
        """Each state of play the bar may show in this match at its widest, in its forms (as
        ``top_line`` gives them after where we are): the bar keeps the title's remarks ("Rules
        changed") through the match at a window size only where they fit beside each, so that they
        do not come and go (draw.remarks_form). None (by default): they are weighed deal by deal."""
        return None

    @classmethod
    def direction(cls, options) -> str:
        return "right"

    @classmethod
    def saved_score_notes(cls, so_far: dict | None, deal: int, seats: list, t,
                          seen: int | None = None) -> list[str]:
        """What a saved match's score says besides its figures while deal ``deal`` is in play,
        where its figures are not those the last deal ended on, the same in fewer and fewer words
        (the saved matches' list): ``so_far`` is what the engine said that deal had done to the
        score when the match was saved (its ``deal_so_far``; None from a save written before it
        said so); ``seen`` the deal the person saw then where it was another (an earlier deal's
        end on the table, ``deal`` dealt unseen; its name says that one). Nothing by default."""
        return []

    def carry_on(self, told: "TableAdapter") -> None:
        """Take from ``told``, an adapter of the same match that was told its deal in progress out of
        sight (a match continued: game/ui/table/retell.py), what this table shows later and could
        not learn from the view alone. Nothing by default."""

    def seated(self, view) -> bool:
        """Whether the person (``view``'s seat) still plays: False once he has left the table
        (Guinguette's bankruptcy "leaves the table"). True by default."""
        return True

    def reset_cursor(self, view) -> None:
        """Where the events will go on from (a new or resumed match)."""
        tricks = getattr(view, "tricks", None) or []
        shown = getattr(view, "captured", None) or [[] for _ in range(self.stage.players)]
        self.cursor = {"deal": view.deal, "trick": len(tricks) + 1, "shown": [len(s) for s in shown]}

    def trick_angle(self, seat: int) -> float:
        from .. import theme
        return tilt(self.cursor["deal"], self.cursor["trick"], seat, theme.TRICK_TILT_DEG)

    def animate(self, events: list, view, action=None) -> None:  # pragma: no cover - per game
        """Queue the animation of ``events`` (the person's share of them) on the stage; ``view`` is
        the person's view once they have happened, ``action`` the action that caused them."""
        raise NotImplementedError

    def names_trump(self, action: dict) -> bool:
        """Whether the decision ``action`` (as JSON) names the trump of the deal: the table holds
        it longer on the cloth than another word (it matters for the whole deal). None by default."""
        return False

    def dialog(self, view, legal: list):
        """The person's decision as a table.dialogs.Dialog, from the person's view and legal actions
        (what a computer seat is given), or None when it is a card to play."""
        return None

    def reason(self, view, error, code: str) -> str:
        """The one-line reason the engine's refusal ``error`` gives for the card ``code``, worded
        for the person (``view``: the person's view when asked)."""
        return self.stage.t("table.reason.generic")

    def top_line(self) -> list[str]:
        """The bar's texts: where we are (parts joined by " · ", ``title_parts`` first; where the
        window is narrow the bar drops the title's remarks, then the game's name, then the parts
        after it from the front) and the state of play (parts
        joined by "  ·  ", the most needed first); a game may add the state of play in fewer
        words, and fewer still, which the bar shows where the whole does not fit (beside the
        game's name where one of them fits there: the name goes only where none does)."""
        return [self.stage.t(f"game.{self.game}")]

    def plate_detail(self, seat: int, short: bool = False) -> str:
        """The seat's figure under its name; ``short``: the briefer form written after the level
        where the whole one leaves it no room (by default the same)."""
        return ""

    def plate_detail_widest(self, seat: int, short: bool = False) -> str:
        """The widest the seat's plate detail may grow to (a score of more digits): the plates
        show the level beside it only where it fits then on every plate, so that the plates do
        not change form as the scores move, nor differ from one level to another."""
        return self.plate_detail(seat, short)

    def counts(self) -> list[str]:
        """The counts at hand, one line each (game/ui/table/counts.py draws them)."""
        return []

    def counts_short(self) -> list[str]:
        """The counts in fewer words, for a table with no clear place for the whole lines (by
        default the same)."""
        return self.counts()

    # whether a count that wraps gives its label a row of its own, then its items whole
    # (counts._line_rows): Double King's lists of players; the others wrap as any text does
    counts_labelled = False

    def trick_prices(self) -> list[int]:
        """What each trick of the deal costs whatever its cards, when the game prices some (else [])."""
        return []

    def plate_note(self, seat: int) -> bool:
        """True when the plate's detail carries a word of this deal (the level then makes room)."""
        return False

    def sheet_rows(self) -> list[dict]:
        return []

    deal_end_key = "table.log_deal_end"     # the log's line ending a deal, with its ``scores`` in the game's terms

    def deal_results(self, summary: dict) -> list[tuple[int, int, str]]:
        """Each seat's result of the deal the end-of-deal sheet's ``summary`` tells, from that
        sheet's own figures: (seat, its change of the deal, where it stands after it), for the log's
        line that ends the deal (:attr:`deal_end_key`); none by default."""
        return []

    def open_deal_end(self, summary: dict) -> None:
        """The deal's sheet opened (a step of the stage's ``hold_for``), the log ending the deal
        with each seat's result."""
        self.stage.open_deal_end(summary, self.deal_results(summary), self.deal_end_key)

    def pad_most(self) -> tuple[int, int] | None:
        """The largest change of a deal and the largest total the points pad of the match may
        write, known from its options: the pad lays its columns out for them from the first deal
        (:func:`table.sheets.points_cells`); None where the game sets no bound."""
        return None

    def draw_sheet(self, paper, surface) -> None:
        """The score pad's content on ``paper`` (a PaperScene); by default points per deal."""
        from ..table.sheets import draw_points_sheet
        draw_points_sheet(paper, surface, self.sheet_rows(), None)

    def paper_scene(self, kind: str):
        """The game's own scene class for "scores", "deal_end" or "match_end", or None for the
        table's (Polignac's). Built as the table's: cls(app, table) or cls(app, table, summary)."""
        return None

    def hand_most(self) -> int:
        """The most cards a seat holds in a deal of this match: the fans the table keeps its panels
        clear of are this wide (by default the largest hand any game deals)."""
        from ..table.layout import HAND_MOST
        return HAND_MOST

    def hand_dealt(self) -> int:
        """The most cards a seat holds once the deal is made, a dealer's cards left over laid
        aside (the dealer's écart lies beside a hand this wide): by default :meth:`hand_most`."""
        return self.hand_most()

    def person_cards_rect(self):
        """Where the game lays the person's own cards apart from the hand held, as a pygame Rect
        (Guinguette: the hand laid aside after "je passe"), or None; what the table writes beside
        the hand stands clear of it."""
        return None

    def keep_clear(self) -> list:
        """What the game lays on the cloth that the counts panel must not cover (pygame Rects),
        beyond the seats and the trick the table knows."""
        return []

    def shown_clear(self) -> list:
        """What the game shows on the cloth now that a passing tag (the hint, a choice's help, why
        a button is greyed) must not hide (pygame Rects), beyond the seats and the trick the table
        knows: of what :meth:`keep_clear` keeps room for, what lies there now, not the places kept
        for what may come (at 1280×720 with three seats at Guinguette, the room kept for baskets
        yet to wait sent the help of the raises under the top bar, far from their buttons). By
        default all of :meth:`keep_clear`."""
        return self.keep_clear()

    def trick_room(self, layout) -> bool:
        """Whether the trick, at the size ``layout`` tries (TableLayout.trick_h), lies clear of
        what the game lays round it on the cloth (Guinguette: its baskets); where not, the layout
        draws it smaller. Nothing by default."""
        return True

    def draw_under(self, surface) -> None:
        """What the game shows on the cloth: over the seats, under the trick and the cards in the air."""

    def draw_extras(self, surface) -> None:
        """Anything the game shows over the table beyond the shared parts (drawn last)."""

    def help_at(self, pos) -> tuple[str, Any] | None:
        """What a thing the game lays on the table means when the pointer rests on it: the words and
        the thing's rect (pygame); None where it has nothing to say."""
        return None

    def decided_line(self) -> str:
        """The story line while the decided rest of a deal is played out for the person: what
        will be played (up to where this game's deal ends)."""
        return self.stage.t("help.decided")

    def bar_help(self) -> str | None:
        """What the bar's line about the deal means, said when the pointer rests on that line."""
        return None

    @classmethod
    def left_table(cls, ev) -> tuple[int, ...]:
        """The seats an event of a saved match's replay says have left the table (none in a game
        where nobody leaves)."""
        return ()

    @classmethod
    def history_row(cls, ev) -> dict:
        """The score pad's row for a ``deal_end`` event replayed from a saved match."""
        return {"deal": ev.deal, "dealer": None, "reason": ev.reason,
                "deal_points": list(ev.deal_points), "points": list(ev.points)}

    def matches(self, view) -> bool:
        """True when the table shows what the view says (the animations told the whole story)."""
        return self.stage.model.matches(view)

    def sync(self, view) -> None:
        """Show exactly what the view says (the safety net, or a resumed match)."""
        self.stage.model.sync(view)
