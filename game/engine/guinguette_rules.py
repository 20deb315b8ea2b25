"""Guinguette's options, packs, tierces and legal-card filter (shared/rules/guinguette.md §1, §3.3, §4).

The state machine that uses them is :mod:`game.engine.guinguette`.
"""
from __future__ import annotations

from .cards import (
    CARD,
    CODE_LIST,
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
from .errors import RuleError
from .options import Option

GAME = "guinguette"
PLAYERS = (3, 4, 5, 6, 7, 8)
DIRECTION = "right"      # §2: play and deal pass counter-clockwise

# §1: K Q J 10 9 8 7 6 (5 4 3 2) A, the ace lowest.
STRENGTH = strength_table("KQJT98765432A")
KEYS = sort_key_table(STRENGTH)

DECK52 = make_deck(range(13))
DECK36 = make_deck([RA] + list(range(R6, 13)))   # piquet pack plus the sixes
QD = card(RQ, DIAMONDS)
HAND = 4                  # §2: four cards each, dealt two at a time
PACKET = 2


def pack_for(at_table: int) -> int:
    """§1, 9b: 36 cards up to 4 players at the table, else 52."""
    return DECK36 if at_table <= 4 else DECK52


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
PRESETS: dict = {}
DEFAULT_PRESET = None


# ---------------------------------------------------------------- pinned deals (contract §5)

def check_pinned(deals, players: int) -> list:
    """Pinned deals as (hand masks, talon list or None); RuleError ``bad_deal`` when one is not a
    valid distribution (contract §5)."""
    if deals is None:
        return []
    if not isinstance(deals, list):
        raise RuleError("bad_deal", "'deals' must be a list")
    out = []
    for k, entry in enumerate(deals):
        where = f"deal {k + 1}"
        if not isinstance(entry, dict) or not isinstance(entry.get("hands"), list):
            raise RuleError("bad_deal", f"{where}: an entry is an object with 'hands'")
        if set(entry) - {"hands", "talon"}:
            raise RuleError("bad_deal", f"{where}: unexpected keys {sorted(set(entry) - {'hands', 'talon'})}")
        hands = entry["hands"]
        if len(hands) != players:
            raise RuleError("bad_deal", f"{where}: 'hands' needs one list per seat ({players})")
        seen = 0
        masks = []
        for s, hand in enumerate(hands):
            mask = _parse_cards(hand, f"{where}, seat {s}")
            if len(hand) not in (0, HAND) or (k == 0 and len(hand) != HAND):
                raise RuleError("bad_deal", f"{where}: seat {s} must hold {HAND} cards "
                                            "(none only for a seat that left the table)")
            if seen & mask:
                raise RuleError("bad_deal", f"{where}: a card is dealt twice")
            seen |= mask
            masks.append(mask)
        seated = sum(1 for m in masks if m)
        if seated < 3:
            raise RuleError("bad_deal", f"{where}: at least 3 seats must hold cards")
        pack = pack_for(seated)
        if seen & ~pack:
            raise RuleError("bad_deal", f"{where}: with {seated} players the pack has "
                                        f"{'36' if pack == DECK36 else '52'} cards; "
                                        f"{', '.join(CODE_LIST[c] for c in cards_of(seen & ~pack))} not in it")
        talon = None
        if "talon" in entry:
            raw = entry["talon"]
            tmask = _parse_cards(raw, f"{where}, talon")
            if tmask != pack & ~seen or len(raw) != (pack & ~seen).bit_count():
                raise RuleError("bad_deal", f"{where}: the talon must hold exactly the undealt cards")
            talon = [CARD[c] for c in raw]
        out.append((masks, talon))
    return out


def _parse_cards(codes, where: str) -> int:
    if not isinstance(codes, list):
        raise RuleError("bad_deal", f"{where}: a list of card codes is expected")
    mask = 0
    for code in codes:
        if not isinstance(code, str) or code not in CARD:
            raise RuleError("bad_deal", f"{where}: {code!r} is not a card code")
        bit = 1 << CARD[code]
        if mask & bit:
            raise RuleError("bad_deal", f"{where}: {code} is listed twice")
        mask |= bit
    return mask



# ---------------------------------------------------------------- tierces (§3.3, 9b)

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


def window_lanes(windows) -> list[tuple[int, int, tuple]]:
    """The windows with their 13-bit lane mask, for :func:`find_tierce`."""
    return [(strength, sum(1 << r for r in ranks), ranks) for strength, ranks in windows]


_LOW_LANE = 0x1FFF & ~((1 << RK) | (1 << RQ))    # kings and queens never belong to a tierce


def find_tierce(hand: int, lanes, any_suits: bool) -> tuple[int, list[int]]:
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


# ---------------------------------------------------------------- legal plays (§4)

def legal_mask(hand: int, led: int, best_led: int, best_trump: int, trump: int,
               undertrump: bool) -> int:
    """The cards of ``hand`` that may be played. ``led`` is -1 when leading; ``best_led`` the best
    card of the suit led so far, ``best_trump`` the best trump in the trick or -1."""
    if led < 0:
        return hand
    follow = hand & SUIT_MASK[led]
    if follow:
        if led != trump and best_trump >= 0:       # trumped: going over is pointless
            return follow
        return (follow & ABOVE[best_led]) or follow    # forcer
    trumps = hand & SUIT_MASK[trump]
    if trumps:
        if best_trump >= 0:
            return (trumps & ABOVE[best_trump]) or (trumps if undertrump else hand)   # surcouper
        return trumps                                  # couper
    return hand


def illegal_reason(hand: int, c: int, led: int, best_led: int, best_trump: int, trump: int) -> tuple[str, str]:
    """Code and message for an illegal card (the card is in hand and not in the legal mask)."""
    follow = hand & SUIT_MASK[led]
    if follow and c >> 4 != led:
        return "must_follow_suit", "you must follow the suit led"
    if follow:
        return "must_go_over", "you must play higher than the best card of the suit led (forcer)"
    trumps = hand & SUIT_MASK[trump]
    if best_trump >= 0 and trumps & ABOVE[best_trump]:
        return "must_overtrump", "you must play a higher trump (surcouper)"
    return "must_trump", "you are void in the suit led and must trump (couper)"
