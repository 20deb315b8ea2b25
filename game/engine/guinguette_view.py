"""What a Guinguette seat may know (``view``) and a playable match rebuilt from it (``from_view``),
for the table and the computer seats (engine contract §6; shared/rules/guinguette.md).

Mixed into :class:`game.engine.guinguette.GuinguetteMatch`; the names of the state live there.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import CARD, CODE_LIST, SUITS, cards_of
from .errors import RuleError
from .guinguette_rules import (
    DECK36,
    DECK52,
    DEFAULT_PRESET,
    GAME,
    OPTIONS,
    PRESETS,
    find_tierce,
    pack_for,
    tierce_windows,
    window_lanes,
)
from .match import View
from .options import resolve

if TYPE_CHECKING:
    from .guinguette import GuinguetteMatch

PACK_CARDS = {DECK36: cards_of(DECK36), DECK52: cards_of(DECK52)}
# The tierce windows of §3.3 by (36-card pack, ace_six_adjacent), best first.
WINDOWS = {(d36, a6): window_lanes(tierce_windows(d36, a6)) for d36 in (False, True) for a6 in (False, True)}
_VIEW_OPTIONS: dict = {}


class Views:

    def view(self, seat: int) -> View:
        """What ``seat`` may know: his hand, every public fact; never another hand, the talon or
        the cards others put back. With ``hide_trump_after_naming`` the trump is blank during play.

        Beyond the common fields: ``deals_total``, ``eldest``, ``at_table`` (false for a seat that
        left), ``pack_size``, ``talon_size``, ``trump`` (code or null), ``trump_hidden``,
        ``guinguette_holder`` (who showed Q♦ this deal), ``cabaret`` {holders (announced), in,
        contributions, level, to_speak, cap, bets [{seat, move, raise}], winner, shown},
        ``cotillon`` {round ("speaking", "renvi" or null), said (per seat: null, "joue", "passe",
        "remue"), remuers (exchanges per seat), to_speak, next_round, active (who plays the tricks),
        second_trick (the trick at which each seat took his second, -1 if not yet)}, ``shown``
        [{seat, cards, why: "guinguette" | "cabaret"}], ``my_discards`` (cards this seat put back) and
        ``my_cabaret`` {strength (top card of his tierce as dealt, ace 1 ... jack 11; 0 for none), cards}."""
        hide = self.o_hide_trump and self.phase == "play"
        score = self.score_json()
        if hide:
            score["trump"] = None
        codes = self.codes
        shown = []
        if self.guinguette_holder is not None:
            shown.append({"seat": self.guinguette_holder, "cards": ["QD"], "why": "guinguette"})
        if self.cab_shown is not None:
            shown.append({"seat": self.cab_winner, "cards": list(self.cab_shown), "why": "cabaret"})
        betting = self.phase == "cabaret"
        return View(
            game=GAME, seat=seat, players=self.players, dealer=self.dealer, deal=self.deal,
            deals_total=self.deals_total, eldest=self.eldest, phase=self.phase, to_act=self.to_act,
            hand=codes(self.hands[seat]), hand_mask=self.hands[seat],
            hand_sizes=[h.bit_count() for h in self.hands], at_table=list(self.at_table),
            pack_size=36 if pack_for(len(self.order)) == DECK36 else 52, talon_size=len(self.talon),
            trick=self.trick_json(), tricks=[dict(t) for t in self.tricks], tricks_won=list(self.tricks_won),
            options=self.opts.to_json(), score=score,
            trump=score["trump"], trump_hidden=hide,
            guinguette_holder=self.guinguette_holder,
            cabaret={"holders": list(self.cab_holders), "in": list(self.cab_in) if betting else [],
                     "contributions": list(self.cab_c), "level": self.cab_level,
                     "to_speak": list(self.cab_pending) if betting else [],
                     "cap": self._cabaret_cap() if betting else None,
                     "bets": [dict(b) for b in self.cab_bets], "winner": self.cab_winner,
                     "shown": list(self.cab_shown) if self.cab_shown is not None else None},
            cotillon={"round": self.cot_round, "said": list(self.said), "remuers": list(self.remuers),
                      "to_speak": list(self.cot_queue), "next_round": list(self.cot_next),
                      "active": list(self.active), "second_trick": list(self.second_at)},
            shown=shown,
            my_discards=[CODE_LIST[c] for c in self.discards[seat]],
            my_cabaret={"strength": self.cab_strength[seat], "cards": self.codes(self.cab_cards[seat])},
        )

    # ---------------------------------------------------------------- determinisation

    @classmethod
    def from_view(cls, view, hands, rng_seed: int = 0, talon=None, trump=None) -> "GuinguetteMatch":
        """A playable match whose public state equals ``view`` and whose hands are ``hands`` (one
        mask, or list of codes, per seat). ``talon`` (card ints or codes, top first) defaults to the
        unseen cards, shuffled; ``trump`` (a suit letter) is needed when the view hides it."""
        v = view if isinstance(view, dict) else view.to_json()
        key = tuple(sorted(v["options"].items()))
        opts = _VIEW_OPTIONS.get(key)
        if opts is None:               # the computer seats rebuild many matches from one view
            opts = _VIEW_OPTIONS[key] = resolve(GAME, OPTIONS, PRESETS, DEFAULT_PRESET, dict(v["options"]))
        n = v["players"]
        m = cls(n, opts, rng_seed, v["dealer"], [])
        score = v["score"]
        m.chips = list(score["chips"])
        m.guinguette, m.cabaret = score["guinguette"], score["cabaret"]
        m.queue, m.basket = list(score["cotillon_queue"]), score["basket_in_play"]
        m.at_table = list(v["at_table"])
        m.deal, m.deals_total, m.eldest = v["deal"], v["deals_total"], v["eldest"]
        m.phase, m.to_act = v["phase"], v["to_act"]
        m.match_over = m.phase == "match_over"
        m.first_dealer = v["dealer"]
        m._reset_deal()
        m.order = [s for s in m._order_from(m.eldest, n) if m.at_table[s]]
        pack = pack_for(len(m.order))
        m.windows = WINDOWS[(pack == DECK36, m.o_ace_six)]
        m.hands = [h if isinstance(h, int) else sum(1 << CARD[c] for c in h) for h in hands]
        suit = v["trump"] if v["trump"] is not None else trump
        if suit is None and v.get("trump_hidden"):
            raise RuleError("bad_view", "the trump is hidden in this view: pass trump= (the suit named)")
        m.trump = SUITS.index(suit) if suit else -1
        m.guinguette_holder = v["guinguette_holder"]
        cab = v["cabaret"]
        m.cab_holders, m.cab_in = list(cab["holders"]), list(cab["in"])
        m.cab_c, m.cab_level, m.cab_pending = list(cab["contributions"]), cab["level"], list(cab["to_speak"])
        m.cab_bets, m.cab_winner = [dict(b) for b in cab["bets"]], cab["winner"]
        m.cab_shown = list(cab["shown"]) if cab["shown"] is not None else None
        for s in m.order:
            m.cab_strength[s], m.cab_cards[s] = find_tierce(m.hands[s], m.windows, m.o_any_suits)
        mine = v.get("my_cabaret")
        if mine is not None:           # as dealt: exchanges and plays since then change nothing
            m.cab_strength[v["seat"]] = mine["strength"]
            m.cab_cards[v["seat"]] = [CARD[c] for c in mine["cards"]]
        cot = v["cotillon"]
        m.cot_round, m.said, m.remuers = cot["round"], list(cot["said"]), list(cot["remuers"])
        m.cot_queue, m.cot_next = list(cot["to_speak"]), list(cot["next_round"])
        m.second_at = list(cot["second_trick"])
        m.discards[v["seat"]] = [CARD[c] for c in v["my_discards"]]
        m.tricks = [dict(t) for t in v["tricks"]]
        m.tricks_won = list(v["tricks_won"])
        m.trick_no = len(m.tricks)
        played = 0
        for t in m.tricks:
            for _, code in t["cards"]:
                played |= 1 << CARD[code]
        if m.phase == "play":
            m._play_open()
            m.to_act = v["to_act"]
            for t in v["trick"]:
                s, c = t["seat"], CARD[t["card"]]
                played |= 1 << c
                m.hands[s] |= 1 << c                 # replayed just below
                m._play_card(s, c, None)
            m.to_act = v["to_act"]
        elif cot["active"]:
            m.active = list(cot["active"])
        held = 0
        for h in m.hands:
            held |= h
        if talon is None:
            m.talon = [c for c in PACK_CARDS[pack] if not (held | played) >> c & 1]
            m.rng.shuffle(m.talon)
        else:
            m.talon = [CARD[c] if isinstance(c, str) else int(c) for c in talon]
        return m
