"""Double King rules as pure functions on card masks: legal plays, refusals, trick points, scoring.

Everything here follows ``shared/rules/double_king.md``; each rule cites its section. Cards are the
ints of :mod:`game.engine.cards` (``suit * 16 + rank``, rank 0 = deuce .. 12 = ace). Double King
ranks ace high (§1, A1), so within one suit a higher card int is a stronger card and "the cards of a
suit above ``c``" is simply ``suit_mask & ~((2 << c) - 1)``.

The state of the trick is carried as five numbers so that a legal set costs O(1):
``n`` cards played so far, ``lead`` (first card), ``win`` (the card winning so far: the best card of
the suit led, or the best trump once trumped), ``tmask`` (mask of the trick's cards).
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .cards import ALL_SUITS, HEARTS, RA, RANK_MASK, RJ, RK, RQ, SUIT_MASK, sort_key_table, strength_table
from .options import Option, Options, resolve
from .trick import Played, winning_play

GAME = "double_king"
PLAYERS = (4,)
DIRECTION = "left"

OPTIONS = (
    Option("pack_mode", "choice", "random", choices=("random", "traditional"),
           help="random: shuffle every deal; traditional: gather the tricks and only cut between deals"),
    Option("trigger_anywhere", "bool", False,
           help="A forced queen, king or jack is also triggered by the ace/king/queen played later in the trick"),
    Option("literal_kj_on_queen", "bool", False,
           help="In no kings or jacks, a queen led forces the king or the jack (not only the jack)"),
    Option("highest_heart_discard", "bool", False,
           help="In no hearts, a player void in the suit led must throw his highest heart"),
    Option("go_over", "choice", "trump_led", choices=("trump_led", "always"),
           help="In a trump game, play higher than the trick's best card when trumps are led, or always"),
    Option("must_undertrump", "bool", True,
           help="In a trump game, a void player who cannot overtrump must still play a trump"),
    Option("rounds", "int", 1, minimum=1, maximum=5,
           help="Rounds of 20 deals in the match (5 in tournament play)"),
    Option("show_last_trick", "bool", False,
           help="Let players look back at the last trick gathered (tricks stay face down by the rules)"),
)
PRESETS: dict[str, dict[str, Any]] = {}
DEFAULT_PRESET = None

# §1 (A1): ace high, so within a suit a higher card int is a stronger card.
RANK_ORDER = "AKQJT98765432"    # high to low (§1)
STRENGTH = strength_table(RANK_ORDER)
KEY_TABLE = sort_key_table(STRENGTH)


# ---------------------------------------------------------------- contracts (§4)

PLIS, COEURS, DAMES, ROIS_VALETS, ROI_COEUR, SEPT_TREIZE, ATOUT = range(7)
CONTRACT_NAMES = ("plis", "coeurs", "dames", "rois_valets", "roi_coeur", "sept_treize", "atout")
CONTRACT_INDEX = {name: i for i, name in enumerate(CONTRACT_NAMES)}
NEGATIVES = CONTRACT_NAMES[:6]

HEARTS_MASK = SUIT_MASK[HEARTS]
NON_HEARTS = ALL_SUITS & ~HEARTS_MASK
QUEENS = RANK_MASK[RQ]
KINGS_JACKS = RANK_MASK[RK] | RANK_MASK[RJ]
KING_OF_HEARTS = 1 << (HEARTS * 16 + RK)

# The penalty cards of each contract: what a void player must throw (§4.1) and what ends the deal
# early once all have been played (§4.2). PLIS, SEPT_TREIZE and ATOUT have none.
PENALTY = (0, HEARTS_MASK, QUEENS, KINGS_JACKS, KING_OF_HEARTS, 0, 0)

DEAL_TRICKS = 13
DEALS_PER_ROUND = 20
NEGATIVES_PER_PLAYER = 3          # §3: each player chooses exactly 3 negatives and 2 trump games
TRUMPS_PER_PLAYER = 2
COPIES_PER_NEGATIVE = 2           # §3: each negative contract at most twice per round
RANKING_POINTS = (16, 12, 8, 4)   # §5
PACKETS = (4, 4, 5)               # §2: dealt clockwise from the dealer's left
CUT_MIN, CUT_MAX = 4, 48          # §2 / §7: the cut leaves at least 4 cards on each side


def resolve_options(given: dict[str, Any] | None) -> Options:
    """The match's options from the given ones (contract §6)."""
    return resolve(GAME, OPTIONS, PRESETS, DEFAULT_PRESET, given)


class Rules:
    """The play options of one match as plain attributes, read in the hot paths."""

    __slots__ = ("anywhere", "literal_kj", "highest_heart", "always_over", "undertrump")

    @classmethod
    def of(cls, options: Options) -> Rules:
        """The play rules a match's options set."""
        return cls(options.trigger_anywhere, options.literal_kj_on_queen, options.highest_heart_discard,
                   options.go_over, options.must_undertrump)

    def __init__(self, trigger_anywhere: bool = False, literal_kj_on_queen: bool = False,
                 highest_heart_discard: bool = False, go_over: str = "trump_led",
                 must_undertrump: bool = True) -> None:
        self.anywhere = bool(trigger_anywhere)
        self.literal_kj = bool(literal_kj_on_queen)
        self.highest_heart = bool(highest_heart_discard)
        self.always_over = go_over == "always"
        self.undertrump = bool(must_undertrump)


def _above(c: int) -> int:
    """Mask of every card with a higher int than ``c`` (within a suit: the stronger cards)."""
    return ~((2 << c) - 1)


def legality(hand: int, n: int, lead: int, win: int, tmask: int, contract: int, trump: int,
             rules: Rules) -> tuple[int, int, str]:
    """The rule of §4.1 for the player to act: ``(legal, first, code)``. ``legal`` are the cards of
    ``hand`` that may be played; a held card outside ``first`` is barred by the duty to follow suit
    (``must_follow_suit``), one inside ``first`` but not legal by the rule named ``code``.

    ``n`` cards are in the trick, ``lead`` is its first card, ``win`` the card winning it, ``tmask``
    its cards; ``trump`` is the trump suit in ATOUT, else -1. :func:`legal_mask` and
    :func:`refusal` both read this one function, so a refusal always names what barred the card."""
    if n == 0:
        # Leading: no heart while holding another suit in COEURS and ROI_COEUR (§4.1, A12).
        if contract == COEURS or contract == ROI_COEUR:
            return hand & NON_HEARTS or hand, hand, "hearts_not_led"
        return hand, hand, ""
    follow = hand & SUIT_MASK[lead >> 4]
    if not follow:
        return _void(hand, win, contract, trump, rules)
    # Only these contracts narrow the suit led, and only with these cards in it (a fast path).
    if follow & _NARROWING[contract] and (contract != ATOUT or follow & ~((2 << win) - 1)):
        legal, code = _in_suit(follow, lead, win, tmask, contract, trump, rules)
        return legal, follow, code
    return follow, follow, ""


# The cards of the suit led that a contract's rule of §4.1 can force (ATOUT: any, above the best).
_NARROWING = (0, 0, QUEENS, KINGS_JACKS, 0, 0, ALL_SUITS)


def _in_suit(follow: int, lead: int, win: int, tmask: int, contract: int, trump: int,
             rules: Rules) -> tuple[int, str]:
    """§4.1 within the suit led, for the contracts that narrow it: the cards of ``follow`` (the hand's
    cards of the suit led) that may be played, and the code of the rule that narrows them."""
    led = lead >> 4
    base = led * 16
    if contract == DAMES:
        # The queen of the suit is forced when its A or K was led (A3; anywhere: in the trick).
        queen = 1 << (base + RQ)
        if follow & queen:
            if rules.anywhere:
                if tmask & ((1 << (base + RA)) | (1 << (base + RK))):
                    return queen, "must_play_queen"
            elif (lead & 15) >= RK:
                return queen, "must_play_queen"
        return follow, ""
    if contract == ROIS_VALETS:
        if (tmask >> (base + RA)) & 1 if rules.anywhere else (lead & 15) == RA:
            kj = follow & ((1 << (base + RK)) | (1 << (base + RJ)))
            if kj:
                return kj, "must_play_king_or_jack"
        if (tmask >> (base + RQ)) & 1 if rules.anywhere else (lead & 15) == RQ:
            # Only the jack: a king would win the trick it should give away (A4), unless
            # literal_kj_on_queen reads the rule word for word.
            if rules.literal_kj:
                forced = follow & ((1 << (base + RJ)) | (1 << (base + RK)))
                if forced:
                    return forced, "must_play_king_or_jack"
            elif follow & (1 << (base + RJ)):
                return 1 << (base + RJ), "must_play_jack"
        return follow, ""
    if led == trump or (rules.always_over and win >> 4 != trump):
        # ATOUT, heading (A6): go over the best card of the suit in the trick when possible.
        return follow & _above(win) or follow, "must_go_over"
    return follow, ""


def _void(hand: int, win: int, contract: int, trump: int, rules: Rules) -> tuple[int, int, str]:
    """§4.1 for a player void in the suit led: ``(legal, hand, code)`` as :func:`legality` gives."""
    if contract == ATOUT:
        trumps = hand & SUIT_MASK[trump]
        if not trumps:
            return hand, hand, ""
        if win >> 4 == trump:
            # Overtrump when possible; otherwise still trump (must_undertrump, A5) or discard freely.
            over = trumps & _above(win)
            if over:
                return over, hand, "must_overtrump"
            return (trumps, hand, "must_trump") if rules.undertrump else (hand, hand, "")
        return trumps, hand, "must_trump"
    forced = hand & PENALTY[contract]
    if not forced:
        return hand, hand, ""
    if contract == COEURS and rules.highest_heart:
        return 1 << (forced.bit_length() - 1), hand, "must_discard_highest_heart"   # [W22] (A10)
    return forced, hand, _DISCARD_CODES[contract]


# What a void player must throw, by contract (§4.1): the code of that duty.
_DISCARD_CODES = {COEURS: "must_discard_heart", DAMES: "must_discard_queen",
                  ROIS_VALETS: "must_discard_king_or_jack", ROI_COEUR: "must_discard_king_of_hearts"}


def legal_mask(hand: int, n: int, lead: int, win: int, tmask: int, contract: int, trump: int,
               rules: Rules) -> int:
    """The cards of ``hand`` that may be played (§4.1, the ``legal`` predicate of :func:`legality`)."""
    return legality(hand, n, lead, win, tmask, contract, trump, rules)[0]


def trick_state_trump(trick: Sequence[Played], trump: int) -> tuple[int, int, int, int]:
    """(n, lead, win, tmask) of a trick given as a list of (seat, card), for ``legal_mask``;
    ``trump`` is -1 outside the trump game."""
    n = len(trick)
    if not n:
        return 0, -1, -1, 0
    tmask = 0
    for _, c in trick:
        tmask |= 1 << c
    return n, trick[0][1], winning_play(trick, STRENGTH, trump)[1], tmask


def trick_points(contract: int, tmask: int, number: int) -> int:
    """Points the winner of trick ``number`` (1-based) takes in this contract (§4 table), unsigned."""
    if contract == PLIS or contract == ATOUT:
        return 1
    if contract == COEURS:
        return (tmask & HEARTS_MASK).bit_count()
    if contract == DAMES:
        return 2 * (tmask & QUEENS).bit_count()
    if contract == ROIS_VALETS:
        return (tmask & KINGS_JACKS).bit_count()
    if contract == ROI_COEUR:
        return 5 if tmask & KING_OF_HEARTS else 0
    return 2 if number == 7 else (3 if number == 13 else 0)   # SEPT_TREIZE


# ---------------------------------------------------------------- refusals (contract §3, §9)

_SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")

# What each rule of §4.1 says when it bars a card (contract §3 and §9 codes).
REFUSALS = {
    "hearts_not_led": "a heart may not be led while you hold another suit (§4.1)",
    "must_play_queen": "the queen must be played on the ace or king of her suit (§4.1)",
    "must_play_king_or_jack": "the king or the jack must be played here (§4.1)",
    "must_play_jack": "the jack must be played on the queen of his suit (§4.1, A4)",
    "must_go_over": "you must play higher than the best card of the suit in the trick (§4.1)",
    "must_overtrump": "you must trump higher than the best trump in the trick (§4.1)",
    "must_trump": "void in the suit led, you must trump (§4.1)",
    "must_discard_highest_heart": "void in the suit led, you must throw your highest heart",
    "must_discard_heart": "void in the suit led, you must throw a heart (§4.1)",
    "must_discard_queen": "void in the suit led, you must throw a queen (§4.1)",
    "must_discard_king_or_jack": "void in the suit led, you must throw a king or a jack (§4.1)",
    "must_discard_king_of_hearts": "void in the suit led, you must throw the king of hearts (§4.1)",
}


def refusal(hand: int, card: int, n: int, lead: int, win: int, tmask: int, contract: int, trump: int,
            rules: Rules) -> tuple[str, str] | None:
    """(code, message) when ``card`` (held in ``hand``) may not be played, else None."""
    legal, first, code = legality(hand, n, lead, win, tmask, contract, trump, rules)
    if (legal >> card) & 1:
        return None
    if not (first >> card) & 1:
        return "must_follow_suit", f"you must follow suit in {_SUIT_NAMES[lead >> 4]}"
    return code, REFUSALS[code]


# ---------------------------------------------------------------- public deductions

def known_absent(tricks: Sequence[Sequence[Played]], contract: int, trump: int, rules: Rules, deck: int) -> list[int]:
    """Per seat, the mask of cards that seat is publicly known not to hold, from its plays.

    ``tricks`` lists this deal's tricks so far, each a list of (seat, card), the current one last.
    A card x is known absent from a seat when, had the seat held x, the card it played would not
    have been legal: the legal predicate of §4.1 only ever narrows when a card is added to the hand,
    so testing the two-card hand {played, x} is exact. Cards already played are left out.
    """
    done = 0                     # the finished tricks (four cards) come first: their deductions are kept
    while done < len(tricks) and len(tricks[done]) == 4:
        done += 1
    rules_key = (rules.anywhere, rules.literal_kj, rules.highest_heart, rules.always_over, rules.undertrump)
    kept, unseen = _after_tricks(tuple(map(tuple, tricks[:done])), contract, trump, rules, rules_key, deck)
    absent = list(kept)
    for trick in tricks[done:]:
        unseen = _deduce(trick, absent, unseen, contract, trump, rules, deck)
    return [a & unseen for a in absent]


def _deduce(trick: Sequence[Played], absent: list[int], unseen: int, contract: int, trump: int, rules: Rules,
            deck: int) -> int:
    """:func:`known_absent`'s deductions from the plays of ``trick`` added to ``absent``; the cards
    still unseen after them."""
    for i, (seat, c) in enumerate(trick):
        n, lead, win, tmask = trick_state_trump(trick[:i], trump)
        unseen &= ~(1 << c)
        absent[seat] |= unseen & ~absent[seat] & _barred(c, n, lead, win, tmask, contract, trump, rules, deck)
    return unseen


# what known_absent deduced from a deal's finished tricks, by those tricks: every view of a deal
# (the Débutant asks for one at each card, the review's play-outs finish a deal hundreds of times)
# went through them all again, the most of a Double King view's work
_AFTER: dict[tuple[Any, ...], tuple[tuple[int, ...], int]] = {}
_AFTER_KEPT = 1 << 14


def _after_tricks(tricks: tuple[tuple[Played, ...], ...], contract: int, trump: int, rules: Rules,
                  rules_key: tuple[bool, ...], deck: int) -> tuple[tuple[int, ...], int]:
    """Per seat, what :func:`known_absent` deduces from the finished ``tricks``, and the cards still
    unseen after them (before the last mask by unseen)."""
    if not tricks:
        return (0, 0, 0, 0), deck
    key = (tricks, contract, trump, rules_key, deck)
    out = _AFTER.get(key)
    if out is None:
        before, unseen = _after_tricks(tricks[:-1], contract, trump, rules, rules_key, deck)
        absent = list(before)
        unseen = _deduce(tricks[-1], absent, unseen, contract, trump, rules, deck)
        out = (tuple(absent), unseen)
        if len(_AFTER) >= _AFTER_KEPT:
            _AFTER.clear()
        _AFTER[key] = out
    return out


# what _barred worked out, by play: the same plays come again in every view of a deal (the Débutant
# asks for one at each card, the review's play-outs finish a deal hundreds of times), and the
# deduction, a legality test per card of the pack, was most of a Double King play-out's time
_BARRED: dict[tuple[int, ...], int] = {}
_BARRED_KEPT = 1 << 17


def _barred(c: int, n: int, lead: int, win: int, tmask: int, contract: int, trump: int, rules: Rules,
            deck: int) -> int:
    """The cards of ``deck`` whose holding would have made ``c``, played to a trick in the state
    (``n``, ``lead``, ``win``, ``tmask``), illegal: the two-card hand {c, x} tested for each x."""
    key = (c, n, lead, win, tmask, contract, trump, deck, rules.anywhere, rules.literal_kj, rules.highest_heart,
           rules.always_over, rules.undertrump)
    out = _BARRED.get(key)
    if out is None:
        out = 0
        m = deck & ~(1 << c)
        while m:
            low = m & -m
            if not legal_mask((1 << c) | low, n, lead, win, tmask, contract, trump, rules) >> c & 1:
                out |= low
            m ^= low
        if len(_BARRED) >= _BARRED_KEPT:
            _BARRED.clear()
        _BARRED[key] = out
    return out


# ---------------------------------------------------------------- scoring and ranking (§5, §6)

def ranking_points(nets: Sequence[int]) -> list[int]:
    """Ranking points of one round from the net scores: 16/12/8/4, tied players share (§5)."""
    order = sorted(range(len(nets)), key=lambda s: -nets[s])
    out = [0] * len(nets)
    place = 0
    while place < len(order):
        tied = [s for s in order if nets[s] == nets[order[place]]]
        share = sum(RANKING_POINTS[place:place + len(tied)])
        for s in tied:
            out[s] = share // len(tied)
        place += len(tied)
    return out


def round_and_deal(deal: int) -> tuple[int, int]:
    """The round of the match's deal ``deal`` (both counted from 1) and its number in that round:
    every round has DEALS_PER_ROUND deals (§6: the next round starts with a new shuffle)."""
    return (deal - 1) // DEALS_PER_ROUND + 1, (deal - 1) % DEALS_PER_ROUND + 1


def tie_breaks(round_nets: Sequence[Sequence[int]], seat: int) -> tuple[int, int]:
    """What ranks ``seat`` after its ranking points (§6, A8): its total net over the rounds
    played, then its best single-round net (0 and 0 before any round). ``round_nets`` holds one
    list of nets per round played."""
    nets = [r[seat] for r in round_nets] or [0]
    return sum(nets), max(nets)


def final_ranking(ranking_totals: Sequence[int], round_nets: Sequence[Sequence[int]]) -> list[list[int]]:
    """Places of the match (§6, A8): ranking points, then total net, then best single-round net;
    players still tied share a place. ``round_nets`` holds one list of nets per round played."""
    players = len(ranking_totals)

    def key(seat: int) -> tuple[int, int, int]:
        return (ranking_totals[seat], *tie_breaks(round_nets, seat))

    keys = {s: key(s) for s in range(players)}
    out: list[list[int]] = []
    for s in sorted(range(players), key=lambda s: tuple(-k for k in keys[s])):
        if out and keys[out[-1][0]] == keys[s]:
            out[-1].append(s)
        else:
            out.append([s])
    return out


__all__ = ["PLIS", "COEURS", "DAMES", "ROIS_VALETS", "ROI_COEUR", "SEPT_TREIZE", "ATOUT", "CONTRACT_NAMES",
           "CONTRACT_INDEX", "NEGATIVES", "PENALTY", "Rules", "legal_mask", "refusal", "trick_points",
           "trick_state_trump", "known_absent", "ranking_points", "final_ranking"]
