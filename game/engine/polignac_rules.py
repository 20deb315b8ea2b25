"""Polignac's options, presets, pack and legal-card predicates (shared/rules/polignac.md §2–§5),
scoring helpers (§7, §8), and what a match's options fix for the whole match.

The state machine that uses them is in :mod:`game.engine.polignac`.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .cards import (
    CARD,
    CLUBS,
    DIAMONDS,
    HEARTS,
    R7,
    RANK_MASK,
    RJ,
    RK,
    RQ,
    SPADES,
    SUIT_MASK,
    card,
    iter_cards,
    make_deck,
    sort_codes,
    sort_key_table,
    strength_table,
)
from .errors import RuleError
from .options import Option, Options, resolve
from .trick import followers, next_seats

GAME = "polignac"
PLAYERS = (3, 4, 5, 6, 7, 8)
DIRECTION = "right"      # counter-clockwise by default; the option `direction` may turn it

# §4: K > Q > J > A > 10 > 9 > 8 > 7, no trumps.
RANK_ORDER = "KQJAT987"         # §1: high to low, the ace between the jack and the ten
STRENGTH = strength_table(RANK_ORDER)
KEYS = sort_key_table(STRENGTH)

DECK32 = make_deck(range(R7, 13))          # 7 8 9 T J Q K A in every suit
JACKS = RANK_MASK[RJ]
CARD_JS = card(RJ, SPADES)
JS = 1 << CARD_JS
KINGS_QUEENS = RANK_MASK[RK] | RANK_MASK[RQ]
SEVENS = {"black": (1 << card(R7, SPADES)) | (1 << card(R7, CLUBS)),
          "red": (1 << card(R7, HEARTS)) | (1 << card(R7, DIAMONDS))}
ALL_SEVENS = RANK_MASK[R7]

# §2: cards each and leftover cards by player count.
HAND_SIZE = {3: 10, 4: 8, 5: 6, 6: 5, 7: 4, 8: 4}
LEFTOVER = {3: 2, 4: 0, 5: 2, 6: 2, 7: 4, 8: 0}
# §8: target `by_players`.
TARGET_BY_PLAYERS = {3: 15, 4: 15, 5: 12, 6: 12, 7: 10, 8: 10}

OPTIONS = (
    Option("leftover_method", "choice", "remove_sevens", ("remove_sevens", "dealer_ecart"),
           help="Leftover cards at 3, 5, 6 and 7 players: remove sevens, or the dealer lays aside an écart"),
    Option("sevens_removed", "choice", "black", ("black", "red"),
           help="Which two sevens leave the pack at 3, 5 and 6 players"),
    Option("direction", "choice", "counter_clockwise", ("counter_clockwise", "clockwise"),
           help="Direction of deal and play: to the right (French custom) or to the left"),
    Option("deal_packets", "choice", "2", ("2", "2_or_3", "1"),
           help="Cards dealt at a time (only the animation changes)"),
    Option("discard_rule", "choice", "jack_forced", ("jack_forced", "no_honours_while_jacks", "free"),
           help="When void: must throw a jack (the jack of spades first), "
                "no king or queen while holding a jack, or free"),
    Option("guard_rule_it", "bool", False,
           help="Italian rule: never play the king or queen of a suit whose jack you hold"),
    Option("early_stop", "bool", True,
           help="The deal stops when the last jack has fallen"),
    Option("general_favour_question", "bool", True,
           help="A player attempting the général may ask the others to favour it"),
    Option("jack_value", "int", 1, minimum=1, maximum=10,
           help="Points for each jack taken"),
    Option("polignac_factor", "int", 2, minimum=1, maximum=10,
           help="The jack of spades counts this many times a jack"),
    Option("own_jack_factor", "int", 1, minimum=1, maximum=10,
           help="A jack that wins its own trick counts this many times (1 = off)"),
    Option("first_trick_penalty", "int", 0, minimum=0, maximum=10,
           help="Points for taking the first trick"),
    Option("last_trick_penalty", "int", 0, minimum=0, maximum=10,
           help="Points for taking the last trick (every deal is then played to the end)"),
    Option("capot_penalty", "int", 5, minimum=0, maximum=50,
           help="Points charged to every other player when one player takes every trick"),
    Option("target", "choice", "by_players", ("by_players", 10, 15, 20), minimum=1, maximum=100,
           int_also=True, help="The limit: by number of players (15, 12 or 10) or a fixed number"),
    Option("limit_check", "choice", "per_trick", ("per_trick", "end_of_deal"),
           help="The limit is checked after every trick, or only at the end of a deal"),
    Option("show_last_trick", "bool", True,
           help="The last trick may be looked at again"),
)

PRESETS = {
    "classique": {"discard_rule": "jack_forced", "early_stop": True, "general_favour_question": True,
                  "target": "by_players"},
    "boussac_1896": {"discard_rule": "free", "early_stop": False, "target": 10},
    "italien": {"discard_rule": "free", "early_stop": True, "general_favour_question": False,
                "target": 10},
}
DEFAULT_PRESET = "classique"


def idle_options(players: int, values: Mapping[str, object]) -> frozenset[str]:
    """The options that change nothing at a table of ``players`` with these ``values`` (§2): no
    leftover cards at 4 and 8 players; the dealer's écart removes no seven; at 7 players all four
    sevens go. The setup shows them disabled."""
    leftover = LEFTOVER[players]
    if leftover == 0:
        return frozenset({"leftover_method", "sevens_removed"})
    if leftover == 4 or values.get("leftover_method") == "dealer_ecart":
        return frozenset({"sevens_removed"})
    return frozenset()


def target_points(target: Any, players: int) -> int:
    """The limit in points (§8): ``by_players`` is 15, 12 or 10 by the number of players."""
    return TARGET_BY_PLAYERS[players] if target == "by_players" else int(target)


def resolved_value(name: str, value: object, players: int) -> object:
    """What an option's value comes to at a table of ``players`` (the setup shows it)."""
    return target_points(value, players) if name == "target" else value


def normalise(given: dict[str, Any] | None) -> dict[str, Any] | None:
    """Accept ``deal_packets`` as a number too (2 or 1), and reject ``early_stop: true`` given
    together with a last-trick penalty (§6.1, A5)."""
    if not given:
        return given
    given = dict(given)
    if type(given.get("deal_packets")) is int and given["deal_packets"] in (1, 2):
        given["deal_packets"] = str(given["deal_packets"])
    ltp = given.get("last_trick_penalty")
    if given.get("early_stop") is True and type(ltp) is int and ltp > 0:
        raise RuleError("bad_option", "option 'early_stop': true cannot go with a last_trick_penalty "
                                      "(every deal is then played to the end); accepted values: false")
    return given


def deck_for(players: int, opts: Options) -> tuple[int, int]:
    """(cards in play, cards removed from the pack) for this player count (§2)."""
    leftover = LEFTOVER[players]
    if leftover == 0 or opts.leftover_method == "dealer_ecart":
        return DECK32, 0
    removed = ALL_SEVENS if leftover == 4 else SEVENS[opts.sevens_removed]
    return DECK32 & ~removed, removed


def packet_sizes(hand: int, mode: str) -> list[int]:
    """The packets of one round of dealing, e.g. 5 cards two at a time → [2, 2, 1] (§3)."""
    if mode == "1":
        return [1] * hand
    if mode == "2":
        return [2] * (hand // 2) + ([1] if hand % 2 else [])
    threes, rest = divmod(hand, 3)
    if rest == 1 and threes:
        return [3] * (threes - 1) + [2, 2]
    return [3] * threes + ([rest] if rest else [])


def guard_mask(hand: int) -> int:
    """The kings and queens barred by ``guard_rule_it`` (§5.3): those of a suit whose jack is held."""
    barred = 0
    for s in range(4):
        if hand & (1 << card(RJ, s)):
            barred |= (1 << card(RK, s)) | (1 << card(RQ, s))
    return barred


# What each rule of §5 says when it bars a card (contract §3 and §9 codes).
REFUSALS = {
    "must_follow_suit": "you must follow suit",
    "must_discard_jack_of_spades": "void in the suit led, you must discard the jack of spades",
    "must_discard_jack": "void in the suit led, you must discard a jack",
    "no_honours_while_jacks": "you may not discard a king or a queen while you hold a jack",
    "guarded_by_jack": "you may not play the king or the queen of a suit whose jack you hold",
    "must_favour_general": "you promised to favour the général: play your highest card that does not "
                           "win the trick",
}


def duty(hand: int, led: int, discard_rule: str) -> tuple[int, str]:
    """§5.1–5.2: the cards of ``hand`` the duty of the moment leaves playable, and the code of that
    duty for the cards it bars ("" when it bars none). ``led`` is the suit led, -1 when leading."""
    if led < 0:
        return hand, ""
    follow = hand & SUIT_MASK[led]
    if follow:
        return follow, "must_follow_suit"
    jacks = hand & JACKS                    # void in the suit led (§5.2)
    if jacks:
        if discard_rule == "jack_forced":   # a jack, the jack of spades first
            return (JS, "must_discard_jack_of_spades") if hand & JS else (jacks, "must_discard_jack")
        if discard_rule == "no_honours_while_jacks":
            return hand & ~KINGS_QUEENS, "no_honours_while_jacks"
    return hand, ""


def legal_cards(hand: int, led: int, discard_rule: str, guard: bool) -> int:
    """§5.1–5.3: the cards of ``hand`` that may be played (the général's favour aside, §5.4)."""
    legal = duty(hand, led, discard_rule)[0]
    if guard:
        legal &= ~guard_mask(hand)
    return legal


def refusal(hand: int, c: int, led: int, discard_rule: str, guard: bool) -> str | None:
    """The code of the rule of §5.1–5.3 that bars card ``c`` (held in ``hand``), or None: the
    first of the rules :func:`legal_cards` applies that leaves it out."""
    allowed, code = duty(hand, led, discard_rule)
    if not allowed >> c & 1:
        return code
    if guard and guard_mask(hand) >> c & 1:
        return "guarded_by_jack"
    return None


def refuse(code: str) -> RuleError:
    """The RuleError of a refusal code, with its message."""
    return RuleError(code, REFUSALS[code])


def ecart_choosable(hand: int) -> int:
    """§2: the cards the dealer may lay aside in his écart (no jack)."""
    return hand & ~JACKS


def known_absent(tricks: list[list[tuple[int, int]]], players: int, discard_rule: str, guard: bool,
                 deck: int) -> list[int]:
    """Per seat, the mask of the unplayed cards of ``deck`` it is publicly known not to hold.

    ``tricks`` lists this deal's tricks so far as lists of (seat, card), the current one last. A card
    x is known absent from a seat when, had the seat held x, the card it played would not have been
    legal (§5.1–5.3: a void shown, a forced discard not made, a guarded king or queen played). Adding
    a card to a hand only ever narrows :func:`legal_cards`, so testing the two-card hand {played, x}
    is exact. The général's favour (§5.4) is left out: it depends on more than the hand.
    """
    absent = [0] * players
    unseen = deck
    for trick in tricks:
        led = -1
        for seat, c in trick:
            b = 1 << c
            unseen &= ~b
            m = unseen & ~absent[seat]
            out = 0
            while m:
                low = m & -m
                if not legal_cards(b | low, led, discard_rule, guard) & b:
                    out |= low
                m ^= low
            absent[seat] |= out
            if led < 0:
                led = c >> 4
    return [a & unseen for a in absent]


def favour_filter(legal: int, led: int, winning: int) -> int:
    """§5.4: a favourer plays a card that does not beat ``winning``, of the highest rank he can."""
    floor = STRENGTH[winning]
    below = 0
    m = legal
    while m:
        low = m & -m
        c = low.bit_length() - 1
        if not (c >> 4 == led and STRENGTH[c] > floor):
            below |= low
        m ^= low
    if not below:
        return legal
    top = max(STRENGTH[c] for c in iter_cards(below))
    out = 0
    for c in iter_cards(below):
        if STRENGTH[c] == top:
            out |= 1 << c
    return out



def jack_points(opts: Options) -> list[int]:
    """§7: what taking each card scores, per card int: ``jack_value`` for a jack, times
    ``polignac_factor`` for the jack of spades, 0 for every other card (before ``own_jack_factor``)."""
    table = [0] * 64
    for s in range(4):
        table[card(RJ, s)] = opts.jack_value
    table[CARD_JS] *= opts.polignac_factor
    return table


def seat_ceiling(opts: Options) -> int:
    """§7: the most one seat can add to its score in one deal: every jack (each its own winning
    jack) with both trick penalties, or a capote's penalty (the sweeper then scores nothing, and
    the others took no trick)."""
    jacks = sum(jack_points(opts)) * opts.own_jack_factor
    return int(max(jacks + opts.first_trick_penalty + opts.last_trick_penalty, opts.capot_penalty))


def limit_losers(points: list[int], target: int, broken: int, deferred: int) -> list[int] | None:
    """§8: the seats that lose now, or None. ``broken`` (a sweeper whose deferral just ended) is
    checked first and alone; otherwise the highest of those at or over ``target``, except the
    ``deferred`` sweeper (-1 for none)."""
    if broken >= 0 and points[broken] >= target:
        return [broken]
    over = [s for s in range(len(points)) if s != deferred and points[s] >= target]
    if not over:
        return None
    top = max(points[s] for s in over)
    return [s for s in over if points[s] == top]


def resolve_options(given: dict[str, Any] | None) -> Options:
    """The match's options from the given ones (contract §6), with A5 applied."""
    opts = resolve(GAME, OPTIONS, PRESETS, DEFAULT_PRESET, normalise(given))
    if opts.last_trick_penalty > 0 and opts.early_stop:
        # §6.1 / A5: a last-trick penalty plays every deal to the end.
        values = dict(opts.values)
        values["early_stop"] = False
        opts = type(opts)(opts.game, opts.preset, values)
    return opts


@dataclass(frozen=True, slots=True)
class Table:
    """What a match's player count and options fix for the whole match (§2, §3, §7, §8), worked out
    once. The options themselves are read from the match's ``Options``; this holds what follows
    from them."""

    deck: int                                   # the cards in play
    removed: int                                # the sevens taken out of the pack
    removed_codes: tuple[str, ...]
    hand_size: int
    leftover: int                               # the dealer's écart, 0 without one
    next: tuple[int, ...]                       # the next seat of each seat
    followers: tuple[tuple[int, ...], ...]      # per leader, the seats after him
    jack_points: tuple[int, ...]                # what taking each card scores (§7)
    own_extra: int                              # own_jack_factor - 1
    deal_ceiling: int                           # the most a seat can score in one deal
    per_trick: bool                             # the limit checked after every trick (§8)
    packet_plans: tuple[tuple[tuple[int, int], ...], ...]      # the dealing sequence per eldest hand


_TABLES: dict[tuple[int, Options], Table] = {}


def leftover_of(players: int, opts: Options) -> int:
    """§2: the cards of the dealer's écart (0 when the sevens are removed instead)."""
    return LEFTOVER[players] if opts.leftover_method == "dealer_ecart" else 0


def match_table(players: int, opts: Options) -> Table:
    """The :class:`Table` of ``players`` under ``opts`` (cached)."""
    key = (players, opts)
    table = _TABLES.get(key)
    if table is not None:
        return table
    deck, removed = deck_for(players, opts)
    hand_size = HAND_SIZE[players]
    leftover = leftover_of(players, opts)
    points_by_card = tuple(jack_points(opts))
    # the dealing sequence (§3) by eldest hand; with an écart the dealer's packet comes last
    sizes = packet_sizes(hand_size, opts.deal_packets)
    packet_plans = tuple(
        tuple(((eldest + i) % players, k) for k in sizes for i in range(players)) +
        ((((eldest - 1) % players, leftover),) if leftover else ())
        for eldest in range(players))
    table = Table(
        deck=deck, removed=removed, removed_codes=tuple(sort_codes(removed, KEYS)), hand_size=hand_size,
        leftover=leftover, next=next_seats(players), followers=followers(players),
        jack_points=points_by_card, own_extra=opts.own_jack_factor - 1,
        # every jack (as its own winning jack), both trick penalties and a capote's penalty (§7):
        # below the limit by more, no check of the deal can fire
        deal_ceiling=sum(points_by_card) * opts.own_jack_factor + opts.capot_penalty
        + opts.first_trick_penalty + opts.last_trick_penalty,
        per_trick=opts.limit_check == "per_trick", packet_plans=packet_plans)
    if len(_TABLES) > 256:
        _TABLES.clear()
    _TABLES[key] = table
    return table


def pinned_hands(players: int, opts: Options, first_dealer: int, index: int, deal: Any) -> list[int]:
    """Check a pinned deal (contract §5): every card of the pack once, the right sizes."""
    if not isinstance(deal, dict) or not isinstance(deal.get("hands"), list):
        raise RuleError("bad_deal", f"deal {index + 1}: expected an object with 'hands'")
    rows = deal["hands"]
    if len(rows) != players:
        raise RuleError("bad_deal", f"deal {index + 1}: {players} hands expected, got {len(rows)}")
    deck, _ = deck_for(players, opts)
    leftover = leftover_of(players, opts)
    dealer = (first_dealer + index) % players
    seen = 0
    hands = []
    for seat, row in enumerate(rows):
        if not isinstance(row, list):
            raise RuleError("bad_deal", f"deal {index + 1}: hand {seat} is not a list")
        m = 0
        for code in row:
            c = CARD.get(code) if isinstance(code, str) else None
            if c is None or not deck & (1 << c):
                raise RuleError("bad_deal", f"deal {index + 1}: {code!r} is not a card of this pack")
            if (seen | m) & (1 << c):
                raise RuleError("bad_deal", f"deal {index + 1}: {code} is dealt twice")
            m |= 1 << c
        want = HAND_SIZE[players] + (leftover if seat == dealer else 0)
        if len(row) != want:
            raise RuleError("bad_deal", f"deal {index + 1}: hand {seat} holds {len(row)} cards, "
                                        f"{want} expected")
        seen |= m
        hands.append(m)
    if seen != deck:
        raise RuleError("bad_deal", f"deal {index + 1}: the hands do not hold the whole pack")
    return hands
