"""Everything a Guinguette match holds, in one place: the table (counters, baskets, who deals) and
the deal in progress (hands, talon, cabaret, cotillon, tricks).

The phases are modules of functions over this state (:mod:`.deal`, :mod:`.cabaret`, :mod:`.cotillon`,
:mod:`.tricks`, :mod:`.settlement`, :mod:`.view`); the contract's API on top of it is
:class:`game.engine.guinguette.GuinguetteMatch`.
"""
from __future__ import annotations

from typing import Any, TypeVar

from ..cards import SUITS
from ..match import RNG_SCHEME, Match, copy_rng
from ..options import Options
from ..trick import Trick
from .rules import KEYS, Lane, Rules

Pinned = tuple[list[int], list[int] | None]      # a pinned deal: hand masks by seat, talon (top first) or None
S = TypeVar("S", bound="GuinguetteState")


class GuinguetteState(Match):
    """The state of a Guinguette match. Cards are ints and hands masks (game.engine.cards)."""

    # ---- the table, for the whole match
    opts: Options                   # as resolved (the contract's JSON form)
    rules: Rules                    # the same options, typed, as the phases read them
    pinned: list[Pinned]            # deals given by the caller (contract §5), by deal
    chips: list[int]
    at_table: list[bool]            # false for a seat that left (bankruptcy: eliminate)
    guinguette: int                 # the three baskets, and the cotillon's queue of baskets to play
    cabaret: int
    queue: list[int]
    basket: int                     # the cotillon basket in play
    first_dealer: int
    eldest: int
    deals_total: int
    stop_after_deal: bool           # search: stop in phase "deal_over" instead of dealing again
    opening_events: list[Any]

    # ---- the deal in progress (reset_deal)
    order: list[int]                # seats at the table, in order of play from the eldest
    windows: list[Lane]             # the tierces this pack allows
    talon: list[int]
    trump: int                      # suit, -1 before it is named
    guinguette_holder: int | None
    cab_strength: list[int]         # per seat, his tierce as dealt (0 none) and its cards
    cab_cards: list[list[int]]
    cab_holders: list[int]
    cab_in: list[int]               # holders still betting, and those still to answer
    cab_pending: list[int]
    cab_c: list[int]                # contributions to this deal's betting
    cab_level: int
    cab_bets: list[dict[str, Any]]
    cab_winner: int | None
    cab_shown: list[str] | None
    said: list[str | None]          # the last word of each seat in the speaking rounds
    remuers: list[int]              # exchanges per seat this deal
    exchanges: list[tuple[int, int]]  # the remues in order: (seat, card put back, -1 when not known)
    stir_draws: tuple[int, ...]     # the draws of this deal's stirs made so far (cotillon._stir)
    cot_round: str | None           # "speaking", "renvi" or None
    cot_queue: list[int]            # still to speak this round, and who speaks in the next
    cot_next: list[int]
    active: list[int]               # who plays the tricks
    next_in_play: list[int]
    led: int                        # the trick in progress: suit led, best card of it, best trump
    best_led: int
    best_trump: int
    trick_no: int
    tricks: list[Trick]             # this deal's finished tricks
    second_at: list[int]            # the trick at which each seat took his second (-1 not yet)

    # Lists whose elements are never changed in place (ints, tuples, dicts and lists replaced
    # whole), so one shallow copy each is a full copy.
    _FLAT = ("hands", "chips", "queue", "at_table", "order", "talon", "tricks_won", "second_at", "tricks",
             "trick", "said", "remuers", "cot_queue", "cot_next", "active", "next_in_play", "cab_strength",
             "cab_cards", "cab_holders", "cab_in", "cab_pending", "cab_c", "cab_bets", "exchanges")

    ONE_STREAM_BEFORE = True

    def __init__(self, players: int, opts: Options, seed: int, dealer: int, pinned: list[Pinned],
                 rng_scheme: int = RNG_SCHEME):
        self.players = players
        self.opts = opts
        self.rules = rules = Rules.of(opts)
        self.seed_with(seed, rng_scheme)      # the shuffles and the stirs of the remues
        self.pinned = pinned
        self.key_table = KEYS
        self.chips = [rules.starting_chips] * players
        self.at_table = [True] * players
        self.guinguette = 0
        self.cabaret = 0
        self.queue = []
        self.basket = 0
        self.first_dealer = dealer
        self.dealer = dealer
        self.eldest = (dealer + 1) % players
        self.deal = 0
        self.deals_total = rules.match_length * players      # 9b: tours × starting players
        self.match_over = False
        self.stop_after_deal = False
        self.opening_events = []
        self.windows = []
        self.reset_deal()
        self.phase = "cabaret"
        self.to_act = None

    def reset_deal(self) -> None:
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
        self.exchanges = []
        self.stir_draws = ()
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

    def score_json(self) -> dict[str, Any]:
        return {"chips": list(self.chips), "guinguette": self.guinguette, "cabaret": self.cabaret,
                "cotillon_queue": list(self.queue), "basket_in_play": self.basket,
                "trump": SUITS[self.trump] if self.trump >= 0 else None}

    def deal_so_far(self) -> dict[str, Any] | None:
        """What the deal in play has done to the counters so far, for a listing of the match saved in
        it (the counters held then are not those its last deal ended on): ``antes``, the baskets whose
        antes are paid (la guinguette's and the cabaret's as it is dealt, §3.1; the cotillon's as its
        basket opens after the cabaret, §3.4), and ``won``, [basket, seat] for each basket won in it
        (la guinguette by the queen of diamonds, §3.2; the cabaret, §3.3). None once the match is over."""
        if self.match_over:
            return None
        opened = self.phase != "cabaret"
        return {"antes": ["guinguette", "cabaret"] + (["cotillon"] if opened else []),
                "won": [[basket, seat] for basket, seat in (("guinguette", self.guinguette_holder),
                                                            ("cabaret", self.cab_winner)) if seat is not None]}

    def order_from(self, first: int) -> list[int]:
        """Every seat in order of play from ``first``."""
        n = self.players
        return [(first + k) % n for k in range(n)]

    def clone(self: S) -> S:
        """An independent copy, cheap enough for search, that goes on exactly as the original would."""
        new = object.__new__(type(self))
        d = self.__dict__.copy()
        for name in self._FLAT:
            d[name] = d[name][:]
        if d["match_rng"] is not None:
            d["match_rng"] = copy_rng(d["match_rng"])
        new.__dict__ = d
        return new
