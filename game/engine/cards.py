"""Cards as small ints, card sets as int bitmasks.

A card is ``suit * 16 + rank`` where ``suit`` is 0..3 for S H D C and ``rank`` is the natural
index 0..12 for 2 3 4 5 6 7 8 9 T J Q K A. A set of cards is an int with bit ``card`` set.
Each suit occupies its own 16-bit lane, so ``mask & SUIT_MASK[s]`` is the suit's cards.

Rank *order* belongs to the game: each game builds a strength table with :func:`strength_table`
(higher number = stronger card) and sorts output with :func:`sort_codes`.
"""
from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence

RANKS = "23456789TJQKA"
SUITS = "SHDC"
SPADES, HEARTS, DIAMONDS, CLUBS = 0, 1, 2, 3

R2, R3, R4, R5, R6, R7, R8, R9, RT, RJ, RQ, RK, RA = range(13)

SUIT_MASK = tuple(0x1FFF << (16 * s) for s in range(4))
ALL_SUITS = SUIT_MASK[0] | SUIT_MASK[1] | SUIT_MASK[2] | SUIT_MASK[3]


def card(rank: int, suit: int) -> int:
    return suit * 16 + rank


def suit_of(c: int) -> int:
    return c >> 4


def rank_of(c: int) -> int:
    return c & 15


CODE: dict[int, str] = {}          # card int -> "JS"
CARD: dict[str, int] = {}          # "JS" -> card int
for _s, _sc in enumerate(SUITS):
    for _r, _rc in enumerate(RANKS):
        CODE[_s * 16 + _r] = _rc + _sc
        CARD[_rc + _sc] = _s * 16 + _r

# card code by int, as a list for the fastest lookup (None where no card)
CODE_LIST = [CODE.get(i) for i in range(64)]

RANK_MASK = tuple(sum(1 << (s * 16 + r) for s in range(4)) for r in range(13))


def parse(code: str) -> int:
    """Card int for a code such as ``"JS"``; raises KeyError for an unknown code."""
    return CARD[code]


def bit(c: int) -> int:
    return 1 << c


def mask_of(cards: Iterable[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def cards_of(mask: int) -> list[int]:
    """The card ints of a mask, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def iter_cards(mask: int) -> Iterator[int]:
    """The card ints of a mask, lowest first, one at a time (no list built)."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def count(mask: int) -> int:
    return mask.bit_count()


def make_deck(ranks: Iterable[int], suits: Iterable[int] = range(4)) -> int:
    """Mask of the cards with the given natural ranks in the given suits."""
    m = 0
    for s in suits:
        for r in ranks:
            m |= 1 << (s * 16 + r)
    return m


def strength_table(order: str) -> list[int]:
    """Strength of each card int for a game whose ranks run ``order`` high to low (e.g. "KQJAT987").

    Cards whose rank is not in ``order`` get -1.
    """
    table = [-1] * 64
    n = len(order)
    for s in range(4):
        for i, rc in enumerate(order):
            table[s * 16 + RANKS.index(rc)] = n - i
    return table


def sort_key_table(strength: list[int]) -> list[int]:
    """Sort key per card: suits S H D C, then high to low in the game's order."""
    return [(c >> 4) * 100 - strength[c] for c in range(64)]


def sort_codes(cards: int | Iterable[int], key_table: Sequence[int]) -> list[str]:
    """Card ints (or a mask) as codes in the contract's output order."""
    if isinstance(cards, int):
        cards = cards_of(cards)
    return [CODE[c] for c in sorted(cards, key=key_table.__getitem__)]


def sort_cards(cards: int | Iterable[int], key_table: Sequence[int]) -> list[int]:
    if isinstance(cards, int):
        cards = cards_of(cards)
    return sorted(cards, key=key_table.__getitem__)
