"""Polignac: what a seat sees (``view``) and a playable match rebuilt from a view (for search).

:class:`game.engine.polignac.PolignacMatch` delegates its ``view`` and ``from_view`` here.
"""
from __future__ import annotations

from typing import Any, TypeVar, cast

from . import polignac_rules as R
from .cards import CARD, CODE_LIST, mask_of
from .match import RNG_SCHEME, Match, View
from .trick import Trick

# The match class rebuilt from a view (PolignacMatch; named by a bound, not imported: no cycle)
M = TypeVar("M", bound=Match)

def view(match: Any, seat: int) -> View:
    """What ``seat`` of ``match`` may know (contract §4). ``known_absent`` lists, per other seat, the
    unplayed cards its plays show it cannot hold (``polignac_rules.known_absent``; [] for ``seat``)."""
    hand = match.hands[seat]
    tricks = [list(t.cards) for t in match.tricks]
    if match.trick:
        tricks.append(list(match.trick))
    opts = match.options
    absent = R.known_absent(tricks, match.players, opts.discard_rule, opts.guard_rule_it, match.deck)
    return View(
        game=R.GAME, seat=seat, players=match.players, dealer=match.dealer, deal=match.deal,
        eldest=match.eldest, phase=match.phase, to_act=match.to_act,
        hand=match.codes(hand), hand_mask=hand,
        hand_sizes=[h.bit_count() for h in match.hands],
        trick=match.trick_json(),
        tricks=[{"leader": t.leader, "cards": [[s, CODE_LIST[c]] for s, c in t.cards], "winner": t.winner}
                for t in match.tricks],
        tricks_won=list(match.tricks_won),
        options=match.options.to_json(), target=match.target,
        direction=match.options.direction,
        score=match.score_json(),
        captured=[[CODE_LIST[c] for c in jacks] for jacks in match.captured],
        known_absent=[[] if s == seat else match.codes(absent[s] & ~hand) for s in range(match.players)],
        removed=match.codes(match.removed),
        ecart_count=match.leftover,
        ecart=match.codes(match.ecart_cards) if seat == match.dealer else [],
        general={"seat": match.general_seat, "live": match.general_live,
                 "favourers": [s for s in range(match.players) if match.favourers >> s & 1],
                 "asking": list(match.asking), "asked": match.favour_asked},
        match_over=match.match_over,
        losers=list(match.losers) if match.losers else None,
    )


def from_view(cls: type[M], view: View, hands: list[int], rng_seed: int = 0, ecart: int = 0) -> M:
    """A playable match whose public state equals ``view`` and whose hands are ``hands``.

    ``ecart`` is the dealer's écart (hidden from the others) when it matters to the caller."""
    opts = R.resolve_options(view.options)
    m: Any = object.__new__(cls)
    m.players = view.players
    m.options = opts
    m.seed_with(rng_seed, RNG_SCHEME)
    m.table = R.match_table(m.players, opts)
    m.target = view.target
    m._limit_near = True
    m.points = list(view.score["points"])
    m.deal_points = list(view.score["deal_points"])
    m.match_over = view.match_over
    m.losers = view.losers
    m.pinned = []
    m.opening_events = []
    m.deal, m.dealer, m.eldest = view.deal, view.dealer, view.eldest
    m.phase, m.to_act = view.phase, view.to_act
    m.hands = list(hands)
    m.trick = [(t["seat"], CARD[t["card"]]) for t in view.trick]
    m.led = m.trick[0][1] >> 4 if m.trick else -1
    m.tricks = [Trick(t["leader"], tuple((s, CARD[c]) for s, c in t["cards"]), t["winner"])
                for t in view.tricks]
    m.leader = m.trick[0][0] if m.trick else (m.tricks[-1].winner if m.tricks else m.eldest)
    m.tricks_won = list(view.tricks_won)
    m.captured = [[CARD[c] for c in jacks] for jacks in view.captured]
    m.jacks_out = sum(len(j) for j in m.captured)      # counted as each trick ends (§6.1)
    winners = {t.winner for t in m.tricks}
    m.sweeper = winners.pop() if len(winners) == 1 else -1
    g = view.general
    m.general_seat, m.general_live = g["seat"], g["live"]
    m.favourers = mask_of(g["favourers"])
    m.asking = list(g["asking"])
    m.favour_asked = g.get("asked", False)
    m.ecart_cards = ecart
    m._legal = -1
    return cast(M, m)
