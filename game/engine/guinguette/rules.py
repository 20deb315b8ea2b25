"""Guinguette's rules as facts and pure functions: the options, the packs, the tierces, which card
may be played and why not (shared/rules/guinguette.md §1, §3.3, §4).

The match state is :mod:`.state`; the phases that use these rules are :mod:`.deal`, :mod:`.cabaret`,
:mod:`.cotillon`, :mod:`.tricks` and :mod:`.settlement`.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields

from ..cards import (
    DIAMONDS,
    R2,
    R6,
    RA,
    RK,
    RQ,
    RT,
    SUIT_MASK,
    card,
    cards_of,
    make_deck,
    sort_key_table,
    strength_table,
)
from ..options import Option, Options

GAME = "guinguette"
PLAYERS = (3, 4, 5, 6, 7, 8)
DIRECTION = "right"      # §2: play and deal pass counter-clockwise

# §1: K Q J 10 9 8 7 6 (5 4 3 2) A, the ace lowest.
RANK_ORDER = "KQJT98765432A"
STRENGTH = strength_table(RANK_ORDER)
KEYS = sort_key_table(STRENGTH)

DECK52 = make_deck(range(13))
DECK36 = make_deck([RA] + list(range(R6, 13)))   # piquet pack plus the sixes
PACK_CARDS = {DECK36: cards_of(DECK36), DECK52: cards_of(DECK52)}
PACK_OF_SIZE = {DECK36.bit_count(): DECK36, DECK52.bit_count(): DECK52}      # a view's pack_size -> the pack
QD = card(RQ, DIAMONDS)
HAND = 4                  # §2: four cards each, dealt two at a time
PACKET = 2


def pack_for(at_table: int) -> int:
    """§1, 9b: 36 cards up to 4 players at the table, else 52."""
    return DECK36 if at_table <= 4 else DECK52


def idle_options(players: int, values: Mapping[str, object]) -> frozenset[str]:
    """The options that change nothing at a table of ``players`` with these ``values``: ace-six-seven
    is a tierce only in the 36-card pack (A5), which a table of five or more never plays unless
    players leave it (§7 ``eliminate``, 9b). The setup shows them disabled."""
    if pack_for(players) == DECK52 and values.get("bankruptcy") != "eliminate":
        return frozenset({"ace_six_adjacent"})
    return frozenset()


# ABOVE[c]: the cards of c's suit that beat c (§4 "forcer", "surcouper").
ABOVE = [0] * 64
for _c in range(64):
    if STRENGTH[_c] >= 0:
        _s = _c >> 4
        ABOVE[_c] = sum(1 << d for d in range(_s * 16, _s * 16 + 13) if STRENGTH[d] > STRENGTH[_c])

OPTIONS = (
    Option("starting_chips", "choice", 40, (40, 30), minimum=1, maximum=100000, int_also=True,
           help="Counters each player starts with"),
    Option("guinguette_ante", "int", 1, minimum=1, maximum=20,
           help="Each player's stake in the guinguette basket every deal"),
    Option("cabaret_ante", "int", 1, minimum=1, maximum=20,
           help="Each player's stake in the cabaret basket every deal"),
    Option("cotillon_ante", "int", 1, minimum=1, maximum=20,
           help="Each player's stake in the cotillon basket every deal"),
    Option("eldest_extra", "int", 1, minimum=0, maximum=20,
           help="Extra counter the eldest puts in the cotillon when he says je joue"),
    Option("remuer_cost", "int", 2, minimum=1, maximum=20,
           help="Price of exchanging one card with the talon (remuer le cotillon)"),
    Option("one_trick_fine", "int", 2, minimum=0, maximum=50,
           help="Fine for a player who takes only one trick"),
    Option("vole_bonus", "int", 1, minimum=0, maximum=20,
           help="Counters each player pays to a player who takes all four tricks"),
    Option("strict_doubling", "bool", False,
           help="An unwon basket is doubled: each player adds a share of it instead of the normal ante"),
    Option("tierce_suits", "choice", "same", ("same", "any"),
           help="A cabaret tierce is three cards of one suit, or of any suits"),
    Option("ace_six_adjacent", "bool", False,
           help="With 36 cards, ace-six-seven counts as a tierce"),
    Option("max_remuer", "int", 0, minimum=0, maximum=20,
           help="Most exchanges per player per deal (0 = no limit)"),
    Option("must_undertrump", "bool", True,
           help="A player void in the suit led must trump even when he cannot overtrump"),
    Option("vole_payers", "choice", "all", ("all", "active"),
           help="Who pays the vole bonus: every player at the table, or only those who played"),
    Option("vole_mouche", "bool", True,
           help="After a vole the other players who played still pay a full basket"),
    Option("match_length", "int", 3, minimum=1, maximum=50,
           help="Length of the match in tours (each player deals once per tour)"),
    Option("bankruptcy", "choice", "end_match", ("end_match", "eliminate"),
           help="A player who cannot pay the antes ends the match, or leaves the table"),
    Option("hide_trump_after_naming", "bool", False,
           help="The trump is not shown during the play: players must remember it"),
)
PRESETS: dict[str, dict[str, object]] = {}
DEFAULT_PRESET = None


@dataclass(frozen=True, slots=True)
class Rules:
    """The options of one match, typed, as the phases read them (one field per option above)."""

    starting_chips: int
    guinguette_ante: int
    cabaret_ante: int
    cotillon_ante: int
    eldest_extra: int
    remuer_cost: int
    one_trick_fine: int
    vole_bonus: int
    strict_doubling: bool
    tierce_suits: str
    ace_six_adjacent: bool
    max_remuer: int
    must_undertrump: bool
    vole_payers: str
    vole_mouche: bool
    match_length: int
    bankruptcy: str
    hide_trump_after_naming: bool

    # (the extra counter *je joue* costs, the price of a *remue*), for any seat and for the eldest on
    # his first turn of the speaking round, who adds the extra counter to either (§3.4 step 3, 9b; §3.5)
    prices: tuple[tuple[int, int], tuple[int, int]] = field(init=False)

    def __post_init__(self) -> None:
        extra = self.eldest_extra
        object.__setattr__(self, "prices", ((0, self.remuer_cost), (extra, self.remuer_cost + extra)))

    @classmethod
    def of(cls, opts: Options) -> Rules:
        rules = _RULES.get(opts)
        if rules is None:          # the computer seats build a match per sampled world
            values = opts.as_dict()
            rules = _RULES[opts] = cls(**{f.name: values[f.name] for f in fields(cls) if f.init})
        return rules


_RULES: dict[Options, Rules] = {}


# ---------------------------------------------------------------- tierces (§3.3, 9b)

Lane = tuple[int, int, tuple[int, int, int]]      # (strength, 13-bit lane mask, ranks)

def _chains(deck36: bool, ace_six: bool) -> list[list[int]]:
    """Runs of ranks that count as consecutive, low to high (ace = 1; kings and queens never)."""
    if not deck36:
        return [[RA] + list(range(R2, RQ))]
    high = list(range(R6, RQ))                     # 6 7 8 9 10 J
    return [[RA] + high] if ace_six else [high]    # A5: A-6 not adjacent unless the option


def tierce_windows(deck36: bool, ace_six: bool) -> list[tuple[int, tuple[int, int, int]]]:
    """Every possible tierce as (strength, three natural ranks), best first.

    Strength is the low value of the top card (ace 1 ... jack 11): suits never matter."""
    out = []
    for chain in _chains(deck36, ace_six):
        for i in range(len(chain) - 2):
            ranks = (chain[i], chain[i + 1], chain[i + 2])
            out.append((low_value(chain[i + 2]), ranks))
    out.sort(key=lambda w: -w[0])
    return out


def low_value(rank: int) -> int:
    """The count of a rank in a tierce: ace 1, two 2 ... ten 10, jack 11."""
    return 1 if rank == RA else rank + 2 if rank <= RT else 11


def window_lanes(windows: list[tuple[int, tuple[int, int, int]]]) -> list[Lane]:
    """The windows with their 13-bit lane mask, for :func:`find_tierce`."""
    return [(strength, sum(1 << r for r in ranks), ranks) for strength, ranks in windows]


_LOW_LANE = 0x1FFF & ~((1 << RK) | (1 << RQ))    # kings and queens never belong to a tierce


def find_tierce(hand: int, lanes: list[Lane], any_suits: bool) -> tuple[int, list[int]]:
    """The hand's cabaret: (strength, its three cards), or (0, []) when it holds none.

    ``lanes`` comes from :func:`window_lanes`, best first, so the first match is the player's
    cabaret: a longer run holds several tierces and counts as the higher (§3.3)."""
    if any_suits:
        lane = (hand | hand >> 16 | hand >> 32 | hand >> 48) & _LOW_LANE
        if lane.bit_count() < 3:
            return 0, []
        for strength, wm, ranks in lanes:
            if lane & wm == wm:
                picked = []
                for r in ranks:
                    for s in range(4):       # the first suit in card order shows for each rank
                        if hand >> (s * 16 + r) & 1:
                            picked.append(s * 16 + r)
                            break
                return strength, picked
        return 0, []
    best = 0
    cards: list[int] = []
    for s in range(4):
        lane = hand >> (16 * s) & _LOW_LANE
        if lane.bit_count() < 3:
            continue
        for strength, wm, ranks in lanes:
            if lane & wm == wm:
                if strength > best:
                    best, cards = strength, [s * 16 + r for r in ranks]
                break
    return best, cards


def showdown_winner(seats: list[int], strength: Mapping[int, int]) -> int:
    """§3.3: the holder of ``seats`` (in order of play from the eldest) who wins the showdown with
    the tierces of ``strength`` (seat -> strength): the strongest, equal ones going to the first."""
    best = seats[0]
    for j in seats:
        if strength[j] > strength[best]:
            best = j
    return best


# The tierce windows of §3.3 by (36-card pack, ace_six_adjacent), best first.
WINDOWS = {(d36, a6): window_lanes(tierce_windows(d36, a6)) for d36 in (False, True) for a6 in (False, True)}


def tierce_lanes(pack: int, ace_six: bool) -> list[Lane]:
    """The tierces this pack allows (:func:`find_tierce`'s ``lanes``), best first."""
    return WINDOWS[(pack == DECK36, ace_six)]


# ---------------------------------------------------------------- legal plays (§4)

MUST_FOLLOW = "must_follow_suit"
MUST_GO_OVER = "must_go_over"
MUST_TRUMP = "must_trump"
MUST_OVERTRUMP = "must_overtrump"
REFUSALS = {
    MUST_FOLLOW: "you must follow the suit led",
    MUST_GO_OVER: "you must play higher than the best card of the suit led (forcer)",
    MUST_OVERTRUMP: "you must play a higher trump (surcouper)",
    MUST_TRUMP: "you are void in the suit led and must trump (couper)",
}


def play_rule(hand: int, led: int, best_led: int, best_trump: int, trump: int,
              undertrump: bool) -> tuple[int, int, str, str]:
    """§4 in one pass: ``(legal, duty, why_duty, why_rest)``.

    ``legal`` is the cards of ``hand`` that may be played; ``duty`` the cards the first obligation
    leaves (follow the suit led, or trump when void): a card outside it is refused for ``why_duty``,
    a card inside it but outside ``legal`` for ``why_rest`` (go over, overtrump). ``led`` is -1 when
    leading; ``best_led`` the best card of the suit led so far, ``best_trump`` the best trump in the
    trick or -1."""
    if led < 0:
        return hand, hand, "", ""
    follow = hand & SUIT_MASK[led]
    if follow:
        if led != trump and best_trump >= 0:       # trumped: going over is pointless
            return follow, follow, MUST_FOLLOW, MUST_FOLLOW
        return (follow & ABOVE[best_led]) or follow, follow, MUST_FOLLOW, MUST_GO_OVER    # forcer
    trumps = hand & SUIT_MASK[trump]
    if not trumps:
        return hand, hand, "", ""
    if best_trump >= 0:
        over = trumps & ABOVE[best_trump]
        if over:
            return over, over, MUST_OVERTRUMP, MUST_OVERTRUMP                              # surcouper
        if not undertrump:
            return hand, hand, "", ""
    return trumps, trumps, MUST_TRUMP, MUST_TRUMP                                           # couper


def trick_step(c: int, led: int, best_led: int, best_trump: int, trump: int) -> tuple[int, int, int]:
    """What the next player's duty compares with once card ``c`` is on the trick (§4 forcer,
    surcouper): (suit led, best card of that suit, best trump or -1)."""
    suit = c >> 4
    if led < 0:
        return suit, c, (c if suit == trump else -1)
    if suit == led:
        if STRENGTH[c] > STRENGTH[best_led]:
            return led, c, (c if suit == trump else best_trump)
        return led, best_led, best_trump
    if suit == trump and (best_trump < 0 or STRENGTH[c] > STRENGTH[best_trump]):
        return led, best_led, c
    return led, best_led, best_trump


def revealed_absent(c: int, led: int, best_led: int, best_trump: int, trump: int, undertrump: bool,
                    pack: int) -> int:
    """§4 read backwards: the cards of ``pack`` a player cannot hold, having played ``c`` to the trick
    (``led`` -1 when he led): those that, held with ``c``, would have made ``c`` illegal."""
    if led < 0:
        return 0
    out = 0
    bit = 1 << c
    rest = pack & (SUIT_MASK[led] | SUIT_MASK[trump]) & ~bit      # only these two suits bind a play
    while rest:
        low = rest & -rest
        if not play_rule(bit | low, led, best_led, best_trump, trump, undertrump)[0] & bit:
            out |= low
        rest ^= low
    return out


def legal_mask(hand: int, led: int, best_led: int, best_trump: int, trump: int, undertrump: bool) -> int:
    """The cards of ``hand`` that may be played (the first item of :func:`play_rule`)."""
    return play_rule(hand, led, best_led, best_trump, trump, undertrump)[0]


def refusal(c: int, rule: tuple[int, int, str, str]) -> str | None:
    """The code for which card ``c`` (in hand) is refused under ``rule`` (from :func:`play_rule`),
    or None when it may be played."""
    legal, duty, why_duty, why_rest = rule
    if legal >> c & 1:
        return None
    return why_rest if duty >> c & 1 else why_duty
