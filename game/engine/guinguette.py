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
* ``settle`` {reason, winner, tricks, transfers}: ``reason`` is ``vole``, ``won``, ``split`` (1-1-1-1) or
  ``lone_eldest``; ``transfers`` lists every counter moved, in order (see guinguette_settlement).
* ``deal_end`` {deal, reason, chips, guinguette, cabaret, cotillon_queue}.
* ``share`` {pool, transfers}: at the end, all baskets pooled and divided (§7); ``basket`` "pool".
* ``match_end`` {result}.

The events of the first deal (dealt by ``new_match``) are kept in ``match.opening_events``.

The rules are split along the game: guinguette_rules (options, packs, tierces, the legal-card filter),
guinguette_cabaret, guinguette_cotillon (opening, speaking and renvi rounds, tricks),
guinguette_settlement (the cotillon's settlement and the end of the match) and guinguette_view
(``view`` and ``from_view``). This module holds the deal, the API and ``playout``.
"""
from __future__ import annotations

import random

from .cards import SUITS
from .errors import RuleError
from .events import Event
from .guinguette_cabaret import CabaretPhase
from .guinguette_cotillon import TRUMPS, CotillonPhase, play_list
from .guinguette_rules import (
    DECK36,
    DEFAULT_PRESET,
    DIRECTION,
    GAME,
    HAND,
    KEYS,
    OPTIONS,
    PACKET,
    PLAYERS,
    PRESETS,
    QD,
    check_pinned,
    legal_mask,
    pack_for,
)
from .guinguette_settlement import Settlement
from .guinguette_view import PACK_CARDS, WINDOWS, Views
from .match import Match
from .options import resolve

__all__ = ["GAME", "PLAYERS", "OPTIONS", "PRESETS", "DEFAULT_PRESET", "DIRECTION", "GuinguetteMatch",
           "new_match", "from_view", "playout", "WINDOWS", "PACK_CARDS"]



def new_match(players: int, options: dict | None = None, seed: int = 0, dealer: int = 0,
              deals: list | None = None) -> "GuinguetteMatch":
    opts = resolve(GAME, OPTIONS, PRESETS, DEFAULT_PRESET, options)
    pinned = check_pinned(deals, players)
    match = GuinguetteMatch(players, opts, seed, dealer, pinned)
    events: list = []
    match._begin_deal(events)
    match.opening_events = events
    return match


def _next_at_table(seat: int, at_table: list) -> int:
    n = len(at_table)
    for k in range(1, n + 1):
        s = (seat + k) % n
        if at_table[s]:
            return s
    return seat


class GuinguetteMatch(CabaretPhase, CotillonPhase, Settlement, Views, Match):
    game = GAME
    PHASE_ACTIONS = {"cabaret": ("cabaret",), "trump": ("trump",), "cotillon": ("cotillon",),
                     "play": ("play",), "match_over": (), "deal_over": ()}
    MUTABLE = ()         # clone() below copies every list itself

    def __init__(self, players: int, opts, seed: int, dealer: int, pinned: list):
        self.players = players
        self._set_options(opts)
        self.rng = random.Random(seed)
        self._rng_shared = False
        self.pinned = pinned
        self.key_table = KEYS
        self.chips = [opts.starting_chips] * players
        self.at_table = [True] * players
        self.guinguette = 0
        self.cabaret = 0
        self.queue = []
        self.basket = 0
        self.first_dealer = dealer
        self.dealer = dealer
        self.eldest = (dealer + 1) % players
        self.deal = 0
        self.deals_total = opts.match_length * players      # 9b: tours × starting players
        self.match_over = False
        self.stop_after_deal = False
        self.opening_events = []
        self._reset_deal()
        self.phase = "cabaret"
        self.to_act = None

    def _set_options(self, opts):
        self.opts = opts
        self.o_g_ante = opts.guinguette_ante
        self.o_c_ante = opts.cabaret_ante
        self.o_cot_ante = opts.cotillon_ante
        self.o_eldest_extra = opts.eldest_extra
        self.o_remuer_cost = opts.remuer_cost
        self.o_fine = opts.one_trick_fine
        self.o_vole_bonus = opts.vole_bonus
        self.o_strict = opts.strict_doubling
        self.o_any_suits = opts.tierce_suits == "any"
        self.o_ace_six = opts.ace_six_adjacent
        self.o_max_remuer = opts.max_remuer
        self.o_undertrump = opts.must_undertrump
        self.o_vole_all = opts.vole_payers == "all"
        self.o_vole_mouche = opts.vole_mouche
        self.o_eliminate = opts.bankruptcy == "eliminate"
        self.o_hide_trump = opts.hide_trump_after_naming

    def _reset_deal(self):
        n = self.players
        self.hands = [0] * n
        self.talon = []
        self.order = [s for s in range(n) if self.at_table[s]]
        self.trump = -1
        self.guinguette_holder = None
        self.cab_strength = [0] * n
        self.cab_cards = [[] for _ in range(n)]
        self.cab_holders = []
        self.cab_in = []
        self.cab_pending = []
        self.cab_c = [0] * n
        self.cab_level = 0
        self.cab_bets = []
        self.cab_winner = None
        self.cab_shown = None
        self.said = [None] * n
        self.remuers = [0] * n
        self.discards = [[] for _ in range(n)]
        self.cot_round = None
        self.cot_queue = []
        self.cot_next = []
        self.active = []
        self.next_in_play = [-1] * n
        self.trick = []
        self.led = self.best_led = self.best_trump = -1
        self.trick_no = 0
        self.tricks = []
        self.tricks_won = [0] * n
        self.second_at = [-1] * n

    # ---------------------------------------------------------------- the start of a deal

    def _ante_amount(self, basket: int, normal: int, seated: int) -> int:
        # A4, 9b: strict doubling only for a basket carried over with counters in it.
        if self.o_strict and basket > 0:
            return -(-basket // seated)
        return normal

    def _begin_deal(self, events: list):
        if self.deal >= self.deals_total:
            self._end_match(events)
            return
        while True:
            # §7, 9b: bankruptcy against all three antes (the strict-doubling amounts when on).
            seated = [s for s in range(self.players) if self.at_table[s]]
            g = self._ante_amount(self.guinguette, self.o_g_ante, len(seated))
            c = self._ante_amount(self.cabaret, self.o_c_ante, len(seated))
            need = g + c + self.o_cot_ante
            broke = [s for s in seated if self.chips[s] < need]
            if not broke:
                break
            if not self.o_eliminate:
                events.append(Event("bankrupt", seats=broke, need=need))
                self._end_match(events)
                return
            for s in broke:
                self.at_table[s] = False
            events.append(Event("eliminated", seats=broke, need=need))
            if len(seated) - len(broke) < 3:
                self._end_match(events)
                return
        pin = self.pinned[self.deal] if self.deal < len(self.pinned) else None
        if pin is not None and [bool(m) for m in pin[0]] != self.at_table:
            raise RuleError("bad_deal", f"pinned deal {self.deal + 1} does not give cards to exactly "
                                        "the seats still at the table")
        # §2, A1: the last eldest deals next.
        dealer = self.first_dealer if self.deal == 0 else _next_at_table(self.dealer, self.at_table)
        self.deal += 1
        self.dealer = dealer
        self.eldest = _next_at_table(dealer, self.at_table)
        self._reset_deal()
        order = self.order = [s for s in self._order_from(self.eldest, self.players) if self.at_table[s]]
        # §3.1: antes.
        chips = self.chips
        for s in order:
            chips[s] -= g
            events.append(Event("ante", seat=s, basket="guinguette", amount=g))
        self.guinguette += g * len(order)
        for s in order:
            chips[s] -= c
            events.append(Event("ante", seat=s, basket="cabaret", amount=c))
        self.cabaret += c * len(order)
        # §2: four cards each, two at a time from the eldest; the rest is the talon.
        pack = pack_for(len(order))
        self.windows = WINDOWS[(pack == DECK36, self.o_ace_six)]
        hands = self.hands
        if pin is not None:
            for s in order:
                hands[s] = pin[0][s]
            if pin[1] is not None:
                self.talon = list(pin[1])
            else:
                dealt = 0
                for m in pin[0]:
                    dealt |= m
                self.talon = [x for x in PACK_CARDS[pack] if not dealt >> x & 1]
                self._own_rng().shuffle(self.talon)
        else:
            cards = list(PACK_CARDS[pack])
            self._own_rng().shuffle(cards)
            k = len(order)
            for i, s in enumerate(order):
                a, b = 2 * i, 2 * (k + i)
                hands[s] = (1 << cards[a]) | (1 << cards[a + 1]) | (1 << cards[b]) | (1 << cards[b + 1])
            self.talon = cards[HAND * k:]
        events.append(Event("deal", deal=self.deal, dealer=dealer, eldest=self.eldest,
                            packets=[[s, PACKET] for _ in range(HAND // PACKET) for s in order],
                            talon=len(self.talon)))
        # §3.2: la guinguette goes to whoever is dealt Q♦, else it stays for the next deal.
        holder = next((s for s in order if hands[s] >> QD & 1), None)
        self.guinguette_holder = holder
        if holder is None:
            events.append(Event("guinguette", seat=None, amount=self.guinguette, carried=True, card=None))
        else:
            amount = self.guinguette
            chips[holder] += amount
            self.guinguette = 0
            events.append(Event("guinguette", seat=holder, amount=amount, carried=False, card="QD"))
        if not self._cabaret_open(events):
            self._cotillon_open(events)

    # ---------------------------------------------------------------- the contract API

    def legal_actions(self) -> list:
        phase = self.phase
        if phase == "play":
            return play_list(legal_mask(self.hands[self.to_act], self.led, self.best_led, self.best_trump,
                                        self.trump, self.o_undertrump))
        if phase == "cotillon":
            return self._cotillon_legal()
        if phase == "trump":
            return list(TRUMPS)
        if phase == "cabaret":
            return self._cabaret_legal()
        return []

    def apply(self, action, seat: int | None = None) -> list:
        """As :meth:`Match.apply`, the same checks in the same order, with fewer calls on the hot path."""
        if self.match_over:
            raise RuleError("wrong_phase", "the match is over")
        phase = self.phase
        if action.type not in self.PHASE_ACTIONS[phase]:
            raise RuleError("wrong_phase", f"a {action.type!r} action does not belong to the {phase!r} phase")
        if seat is not None and seat != self.to_act:
            raise RuleError("not_your_turn", f"it is seat {self.to_act}'s turn, not seat {seat}'s")
        return self._apply(action)

    def _apply(self, action) -> list:
        if self.deal < len(self.pinned):
            # A later pinned deal may still prove invalid: then nothing of this action remains.
            saved = self.clone()
            try:
                return self._dispatch(action)
            except RuleError:
                self.__dict__ = saved.__dict__
                raise
        return self._dispatch(action)

    def _dispatch(self, action) -> list:
        phase = self.phase
        if phase == "play":
            return self._play_apply(action)
        if phase == "cotillon":
            return self._cotillon_apply(action)
        if phase == "trump":
            return self._trump_apply(action)
        return self._cabaret_apply(action)

    def score_json(self) -> dict:
        return {"chips": list(self.chips), "guinguette": self.guinguette, "cabaret": self.cabaret,
                "cotillon_queue": list(self.queue), "basket_in_play": self.basket,
                "trump": SUITS[self.trump] if self.trump >= 0 else None}

    # Lists whose elements are never changed in place (ints, tuples, dicts and lists replaced
    # whole), so one shallow copy each is a full copy. ``discards`` holds lists that grow.
    _FLAT = ("hands", "chips", "queue", "at_table", "order", "talon", "tricks_won", "second_at", "tricks",
             "trick", "said", "remuers", "cot_queue", "cot_next", "active", "next_in_play", "cab_strength",
             "cab_cards", "cab_holders", "cab_in", "cab_pending", "cab_c", "cab_bets")

    def clone(self) -> "GuinguetteMatch":
        """An independent copy, cheap enough for search. The random generator is shared until
        either side draws from it (then that side copies it first), so both go on exactly as the
        original would have."""
        new = object.__new__(GuinguetteMatch)
        d = self.__dict__.copy()
        for name in self._FLAT:
            d[name] = d[name][:]
        d["discards"] = [x[:] for x in d["discards"]]
        d["_rng_shared"] = True
        self._rng_shared = True
        new.__dict__ = d
        return new

    def _own_rng(self) -> random.Random:
        if self._rng_shared:
            kind = type(self.rng)
            rng = kind.__new__(kind)
            rng.setstate(self.rng.getstate())
            self.rng = rng
            self._rng_shared = False
        return self.rng

def from_view(view, hands, rng_seed: int = 0, talon=None, trump=None) -> GuinguetteMatch:
    """A playable match whose public state equals ``view`` and whose hands are ``hands``."""
    return GuinguetteMatch.from_view(view, hands, rng_seed, talon=talon, trump=trump)


def playout(match: GuinguetteMatch, rng: random.Random) -> list:
    """Play the rest of the current deal with random legal decisions and return every seat's counters
    once it is settled (for search). The match is used up: pass a clone."""
    match.stop_after_deal = True
    match.rng = rng                   # the talon stirs of remuers draw from the search's generator
    match._rng_shared = False
    rand = rng.random
    while not match.match_over and match.phase != "deal_over":
        if match.phase == "play":
            s = match.to_act
            mask = legal_mask(match.hands[s], match.led, match.best_led, match.best_trump, match.trump,
                              match.o_undertrump)
            k = int(rand() * mask.bit_count())
            while k:                          # the k-th card of the mask
                mask &= mask - 1
                k -= 1
            match._play_card(s, (mask & -mask).bit_length() - 1, None)
        else:
            actions = match.legal_actions()
            match._dispatch(actions[int(rand() * len(actions))])
    return list(match.chips)

