"""Guinguette: three baskets a deal, la guinguette (Q♦), le cabaret (tierces and betting) and le
cotillon (a four-trick game with a named trump). Rules: shared/rules/guinguette.md.

French words kept from the table: *panier* = basket, *cotillon* = the talon and the basket of the trick
game, *remuer* = pay to exchange a card with the talon, *renvier* = raise, *tenir* = call, *quitter* =
fold, *parler* = check, *vole* = all four tricks, *mouche* = a player with no trick pays a full basket.

Phases: ``cabaret`` (only when two or more players hold a tierce), ``trump`` (the eldest names it),
``cotillon`` (speaking round, then renvi rounds), ``play`` (four tricks), ``match_over``. The antes, the
deal, la guinguette, the cabaret announcements and the settlement are automatic and emit events.
Seats left by bankruptcy (``bankruptcy: eliminate``) hold no cards and are skipped everywhere.

Events (``kind`` and fields, in the order they happen in a deal):

* ``eliminated`` {seats, need}: these seats cannot pay ``need`` (the three antes) and leave (§7).
* ``bankrupt`` {seats, need}: with ``end_match``, these seats cannot pay: the match ends (§7).
* ``ante`` {seat, basket, amount}: a seat pays into ``"guinguette"``, ``"cabaret"`` or ``"cotillon"``
  (the basket in play).
* ``deal`` {deal, dealer, eldest, packets: [[seat, 2], ...], talon}: dealt two at a time from the
  eldest; ``talon`` is the number of cards left face down.
* ``guinguette`` {seat, amount, carried, card}: the Q♦ holder (``seat``, ``card`` "QD") shows it and takes
  ``amount``; or ``seat`` null, ``carried`` true: the basket stays for the next deal (§3.2).
* ``cabaret_announce`` {seats}: the tierce holders, in order of play from the eldest (§3.3).
* ``cabaret_bet`` {seat, move, raise, level, paid, basket}: one betting decision; ``paid`` went into
  the cabaret basket, now ``basket``; ``level`` is the level after the move; ``raise`` null unless renvier.
* ``cabaret_win`` {seat, amount, shown, showdown}: ``seat`` takes the basket; ``shown`` is his tierce
  (codes) or null when he won because everyone else quit.
* ``cabaret_carried`` {amount}: no holder, the basket stays.
* ``cotillon_open`` {amount, from_queue}: the basket in play, taken from the front of the queue (or new).
* ``trump`` {seat, suit}: the eldest names trumps.
* ``cotillon`` {seat, move, paid}: ``joue``, ``passe`` or ``stop``; ``paid`` is the eldest's extra counter.
* ``remue`` {seat, paid, count}: a card exchanged with the talon (which card stays hidden); ``count`` is the
  seat's number of exchanges this deal; ``paid`` went into the basket in play.
* ``play`` {seat, card}; ``trick`` {number, winner, cards: [[seat, code], ...]}.
* ``settle`` {reason, winner, tricks, transfers, second_first}: ``reason`` is ``vole``, ``won``, ``split``
  (1-1-1-1) or ``lone_eldest``; ``transfers`` lists every counter moved, in order (see :mod:`.settlement`);
  ``second_first`` is true when two players took two tricks each and the basket went to the one who made
  his second trick first (§5.2).
* ``deal_end`` {deal, reason, chips, guinguette, cabaret, cotillon_queue, short, need, ends}: ``short`` are
  the seats that cannot pay the next deal's antes (``need``, §7, 9b; none after the last deal), ``ends``
  true when the match will end for it instead of dealing (``end_match``, or fewer than three left).
* ``share`` {pool, transfers}: at the end, all baskets pooled and divided (§7); ``basket`` "pool".
* ``match_end`` {result}.

The events of the first deal (dealt by ``new_match``) are kept in ``match.opening_events``.

The package follows the game: :mod:`.rules` (options, packs, tierces, which card may be played and
why not), :mod:`.state` (everything a match holds, in one object), :mod:`.moves` (the actions in the
contract's order), and the phases as functions over that state: :mod:`.stakes` (the bankruptcy
check), :mod:`.deal` (antes, the cards, la guinguette), :mod:`.cabaret`, :mod:`.cotillon` (basket,
trump, speaking and renvi rounds and their prices), :mod:`.tricks` (on the shared trick core,
game/engine/trick.py), :mod:`.settlement` (the cotillon's settlement and the end of the match),
:mod:`.view` (``view`` and rebuilding a match from a view) and :mod:`.inference` (what a seat can
deduce about the others' hands).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..actions import Action
from ..cards import CODE_LIST, SUITS
from ..errors import RuleError
from ..events import Event
from ..match import RNG_SCHEME, View
from ..options import resolve
from . import cabaret, cotillon, deal, tricks
from . import view as views
from .moves import TRUMPS, play_list
from .rules import (
    DEFAULT_PRESET,
    DIRECTION,
    GAME,
    OPTIONS,
    PACK_CARDS,
    PLAYERS,
    PRESETS,
    RANK_ORDER,
    WINDOWS,
    idle_options,
    play_rule,
)
from .settlement import result
from .state import GuinguetteState

__all__ = ["GAME", "PLAYERS", "OPTIONS", "PRESETS", "DEFAULT_PRESET", "DIRECTION", "RANK_ORDER", "GuinguetteMatch",
           "new_match", "from_view", "WINDOWS", "PACK_CARDS", "idle_options"]


def new_match(players: int, options: dict[str, Any] | None = None, seed: int = 0, dealer: int = 0,
              deals: list[Any] | None = None, rng_scheme: int = RNG_SCHEME) -> GuinguetteMatch:
    opts = resolve(GAME, OPTIONS, PRESETS, DEFAULT_PRESET, options)
    pinned = deal.check_pinned(deals, players)
    match = GuinguetteMatch(players, opts, seed, dealer, pinned, rng_scheme)
    events: list[Event] = []
    deal.begin_deal(match, events)
    match.opening_events = events
    return match


class GuinguetteMatch(GuinguetteState):
    """The contract's match (engine contract §6) over the Guinguette state."""

    game = GAME
    PHASE_ACTIONS = {"cabaret": ("cabaret",), "trump": ("trump",), "cotillon": ("cotillon",),
                     "play": ("play",), "match_over": (), "deal_over": ()}

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == "play":
            s = self.to_act
            assert s is not None
            return play_list(play_rule(self.hands[s], self.led, self.best_led, self.best_trump, self.trump,
                                       self.rules.must_undertrump)[0])
        if phase == "cotillon":
            return cotillon.legal(self)
        if phase == "trump":
            return list(TRUMPS)
        if phase == "cabaret":
            return cabaret.legal(self)
        return []

    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """As :meth:`Match.apply`, the same checks in the same order, with fewer calls on the hot path."""
        if self.match_over:
            raise RuleError("wrong_phase", "the match is over")
        phase = self.phase
        if action.type not in self.PHASE_ACTIONS[phase]:
            raise RuleError("wrong_phase", f"a {action.type!r} action does not belong to the {phase!r} phase")
        if seat is not None and seat != self.to_act:
            raise RuleError("not_your_turn", f"it is seat {self.to_act}'s turn, not seat {seat}'s")
        return self._apply(action)

    def _apply(self, action: Action) -> list[Event]:
        """Apply an action of the phase's type (checked by the caller); deal the next deal when this
        one is over, unless the match stops after the deal. While a pinned deal is still to come it may
        prove invalid: then nothing of this action remains."""
        saved = self.clone() if self.deal < len(self.pinned) else None
        try:
            events = _APPLY[self.phase](self, action)
            if self.phase == "deal_over" and not self.stop_after_deal:
                deal.begin_deal(self, events)
        except RuleError:
            if saved is not None:
                self.__dict__ = saved.__dict__
            raise
        return events

    def result_json(self) -> dict[str, Any] | None:
        return result(self)

    def view(self, seat: int) -> View:
        return views.view(self, self.check_seat(seat))

    def hidden(self) -> dict[str, Any]:
        """As :meth:`Match.hidden`: the seed, the talon in order, the trump (hidden from the views with
        ``hide_trump_after_naming``), the cards put back by the remues, in order, and each seat's
        tierce as dealt."""
        return {"rng_seed": self.seed, "talon": [CODE_LIST[c] for c in self.talon],
                "trump": SUITS[self.trump] if self.trump >= 0 else None,
                "exchanges": [CODE_LIST[c] for _, c in self.exchanges],
                "tierces": [[CODE_LIST[c] for c in cards] for cards in self.cab_cards]}

    @classmethod
    def from_view(cls, view: View | dict[str, Any], hands: list[Any], rng_seed: int = 0,
                  talon: list[Any] | None = None, trump: str | None = None,
                  exchanges: list[Any] | None = None, tierces: list[list[Any]] | None = None) -> GuinguetteMatch:
        """A playable match whose public state equals ``view`` and whose hands are ``hands`` (one
        mask, or list of codes, per seat). ``talon`` (card ints or codes, top first) defaults to the
        unseen cards, shuffled; ``trump`` (a suit letter) is needed when the view hides it;
        ``exchanges`` (card ints or codes) are the cards the remues put back, in order, one per seat
        of the view's ``cotillon.exchanges`` (by default only the viewing seat's own are known);
        ``tierces`` (per seat, card ints or codes) the tierce each seat was dealt (by default the
        viewing seat's own, the others' read from ``hands``)."""
        v = view if isinstance(view, dict) else view.to_json()
        m = cls(v["players"], views.view_options(v), rng_seed, v["dealer"], [])
        views.rebuild(m, v, hands, talon, trump, exchanges, tierces)
        return m


# The phases' handlers, by phase; each takes the action type of its phase (PHASE_ACTIONS).
_APPLY: dict[str, Callable[[GuinguetteState, Any], list[Event]]] = {
    "cabaret": cabaret.apply, "trump": cotillon.apply_trump, "cotillon": cotillon.apply, "play": tricks.apply}


def from_view(view: View | dict[str, Any], hands: list[Any], rng_seed: int = 0, talon: list[Any] | None = None,
              trump: str | None = None, exchanges: list[Any] | None = None,
              tierces: list[list[Any]] | None = None) -> GuinguetteMatch:
    """A playable match whose public state equals ``view`` and whose hands are ``hands``."""
    return GuinguetteMatch.from_view(view, hands, rng_seed, talon=talon, trump=trump, exchanges=exchanges,
                                     tierces=tierces)
