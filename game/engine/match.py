"""The shared match machinery used by every game (the trick core is :mod:`game.engine.trick`).

A match is a state machine in the style of OpenSpiel: an explicit ``phase``, ``to_act``,
``legal_actions()``, ``apply(action) -> events``, ``view(seat)`` and ``clone()``. Dealing is a
chance step inside the engine, driven by the match's ``seed`` (:meth:`Match.deal_rng`).

Games subclass :class:`Match` and provide ``PHASE_ACTIONS``, ``legal_actions``, ``_apply``,
``score_json``, ``result_json``, ``view`` and ``_copy_mutable``.
"""
from __future__ import annotations

import random
from collections.abc import Hashable, Iterable, Sequence
from struct import Struct
from typing import TYPE_CHECKING, Any, Self

from .actions import Action, action_from_json, action_type
from .cards import CODE_LIST, cards_of, sort_codes
from .errors import RuleError
from .events import Event

# CPython's own SHAKE-256: the same digests as hashlib's, without hashlib loading OpenSSL's libcrypto
# (3.6 MB resident in the window and in every seats' process: issue 17, point 7); elsewhere hashlib's
try:
    from _sha3 import shake_256  # type: ignore[import-not-found]
except ImportError:
    from hashlib import shake_256

# ---------------------------------------------------------------- random choices

# How a match draws its random choices (shuffles, cuts, gathering the pack, a talon's stir) from its
# seed. Scheme 2, that of every new match: each random step of a deal reads uniform 32-bit numbers
# from the SHAKE-256 hash of the step's name (game, seed, deal, step: :func:`deal_draws`); a shuffle
# is Fisher-Yates with its draws taken from them (:func:`permute`). So the same seed deals the same
# deal k whatever came before, and a match holds no generator: a clone copies nothing. Scheme 1 is
# how matches saved before scheme 2 drew (:meth:`Match.legacy_rng`): Polignac and Guinguette from
# one ``random.Random(seed)`` for the whole match, Double King from a ``random.Random`` per deal and
# step; only those saves replay under it. A saved match names its scheme (game/store/record.py).
RNG_SCHEMES = (1, 2)
RNG_SCHEME = 2
_WORDS: dict[int, Struct] = {}


def deal_draws(game: str, seed: int, deal: int, purpose: str, count: int) -> tuple[int, ...]:
    """``count`` uniform 32-bit numbers for one step (``purpose``: "shuffle", "cut", "stir3", ...)
    of deal ``deal``: the SHAKE-256 hash of the step's name, read four bytes at a time."""
    words = _WORDS.get(count)
    if words is None:
        words = _WORDS[count] = Struct(f"<{count}I")
    return words.unpack(shake_256(f"{game}/{seed}/{deal}/{purpose}".encode()).digest(4 * count))


def below(word: int, n: int) -> int:
    """A whole number from 0 to n - 1 from a uniform 32-bit ``word`` (to within n / 2**32)."""
    return word * n >> 32


def permute(cards: list[Any], words: Sequence[int]) -> None:
    """Shuffle ``cards`` in place by Fisher-Yates, each draw from the next of ``words`` (at least
    ``len(cards) - 1`` of them) as :func:`below` reads it."""
    for i, word in zip(range(len(cards) - 1, 0, -1), words):
        j = word * (i + 1) >> 32
        cards[i], cards[j] = cards[j], cards[i]


class Draws:
    """Uniform draws one after another from the 32-bit numbers of :func:`deal_draws`."""

    def __init__(self, words: Sequence[int]) -> None:
        self.words = words
        self.used = 0

    def below(self, n: int) -> int:
        """A whole number from 0 to n - 1."""
        self.used += 1
        return below(self.words[self.used - 1], n)

    def shuffle(self, cards: list[Any]) -> None:
        count = max(len(cards) - 1, 0)
        permute(cards, self.words[self.used:self.used + count])
        self.used += count


def copy_rng(rng: random.Random) -> random.Random:
    """A generator that continues ``rng``'s stream independently (without seeding a new one)."""
    new = random.Random.__new__(random.Random)
    new.setstate(rng.getstate())
    return new


# ---------------------------------------------------------------- dealing

_DECKS: dict[int, tuple[int, ...]] = {}                                # deck mask -> its cards, lowest first


def deck_cards(deck: int) -> list[int]:
    """The cards of a deck mask as a new list, lowest first (for a shuffle)."""
    cards = _DECKS.get(deck)
    if cards is None:
        if len(_DECKS) > 64:
            _DECKS.clear()
        cards = _DECKS[deck] = tuple(cards_of(deck))
    return list(cards)


def cut_hands(cards: list[int], sizes: list[int]) -> tuple[list[int], list[int]]:
    """Cut the shuffled ``cards`` into hands of the given sizes, in order: the hands as masks and
    the remaining cards in order (top first)."""
    hands = []
    pos = 0
    bit = _BIT.__getitem__
    for n in sizes:
        hands.append(sum(map(bit, cards[pos:pos + n])))      # distinct bits: sum is union
        pos += n
    return hands, cards[pos:]


_BIT = [1 << c for c in range(64)]


def packets(order: list[int], sizes: list[int]) -> list[tuple[int, int]]:
    """The dealing sequence as (seat, count) packets: each packet size goes round every seat."""
    return [(seat, n) for n in sizes for seat in order]


# ---------------------------------------------------------------- views

class View:
    """What one seat may know. Read fields as attributes; ``to_json`` gives the JSON form.

    Every field is JSON-ready (cards as codes, masks as ints), so a view can be logged or sent.
    """

    def __init__(self, **fields: Any) -> None:
        self.__dict__.update(fields)

    if TYPE_CHECKING:                   # the fields are the game's: any name, read as an attribute
        def __getattr__(self, name: str) -> Any: ...

    def to_json(self) -> dict[str, Any]:
        return dict(self.__dict__)

    def __repr__(self) -> str:
        return f"View(seat={self.__dict__.get('seat')}, phase={self.__dict__.get('phase')})"


# ---------------------------------------------------------------- match

class Match:
    game = ""
    PHASE_ACTIONS: dict[str, tuple[str, ...]] = {}
    MUTABLE: tuple[str, ...] = ()          # attribute names holding lists/dicts, copied by clone()
    ONE_STREAM_BEFORE = False              # under scheme 1 the game drew from one match generator

    players: int
    dealer: int
    deal: int
    phase: str
    to_act: int | None
    match_over: bool
    hands: list[int]
    trick: list[tuple[int, int]]
    tricks_won: list[int]
    key_table: list[int]
    seed: int                       # every random choice of the match comes from it
    rng_scheme: int                 # how (RNG_SCHEMES)
    match_rng: random.Random | None     # scheme 1 only: the one generator of the whole match

    # ---- the contract API

    def legal_actions(self) -> list[Action]:  # pragma: no cover - abstract
        raise NotImplementedError

    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Apply the action of the seat to act. ``seat``, when given, must be that seat.

        Raises RuleError and changes nothing when the action is illegal."""
        if self.match_over:
            raise RuleError("wrong_phase", "the match is over")
        if action.type not in self.PHASE_ACTIONS[self.phase]:
            raise RuleError("wrong_phase", f"a {action.type!r} action does not belong to the "
                                           f"{self.phase!r} phase")
        if seat is not None and seat != self.to_act:
            raise RuleError("not_your_turn", f"it is seat {self.to_act}'s turn, not seat {seat}'s")
        return self._apply(action)

    def apply_json(self, seat: int, data: Any) -> list[Event]:
        """Apply a contract §3 JSON action for ``seat``, with the checks in the order of §9."""
        if self.match_over:
            raise RuleError("wrong_phase", "the match is over")
        kind = action_type(data)
        if kind not in self.PHASE_ACTIONS[self.phase]:
            raise RuleError("wrong_phase", f"a {kind!r} action does not belong to the "
                                           f"{self.phase!r} phase")
        if seat != self.to_act:
            raise RuleError("not_your_turn", f"it is seat {self.to_act}'s turn, not seat {seat}'s")
        return self._apply(action_from_json(data))

    def clone(self) -> Self:
        new = object.__new__(self.__class__)
        new.__dict__ = self.__dict__.copy()
        for name in self.MUTABLE:
            value = getattr(self, name)
            if isinstance(value, list):
                new.__dict__[name] = [list(v) if isinstance(v, list) else
                                      (dict(v) if isinstance(v, dict) else v) for v in value]
            elif isinstance(value, dict):
                new.__dict__[name] = dict(value)
        if self.match_rng is not None:
            new.match_rng = copy_rng(self.match_rng)
        return new

    # ---- random choices

    def seed_with(self, seed: int, rng_scheme: int) -> None:
        """Set where the match's random choices come from (checked by ``new_match``)."""
        self.seed = seed
        self.rng_scheme = rng_scheme
        self.match_rng = (random.Random(seed) if rng_scheme == 1 and self.ONE_STREAM_BEFORE
                          else None)

    def deal_draws(self, purpose: str, count: int) -> tuple[int, ...]:
        """The random numbers of one step of the current deal (scheme 2, :func:`deal_draws`)."""
        return deal_draws(self.game, self.seed, self.deal, purpose, count)

    def shuffle(self, cards: list[int], purpose: str = "shuffle") -> None:
        """Shuffle ``cards`` in place, as the match's scheme draws that step of the deal."""
        if self.rng_scheme == 1:
            self.legacy_rng(purpose).shuffle(cards)
        else:
            permute(cards, deal_draws(self.game, self.seed, self.deal, purpose, len(cards)))

    def legacy_rng(self, purpose: str) -> random.Random:
        """Scheme 1 only: the generator a step of the deal drew from, the match's one generator
        (Polignac, Guinguette) or the deal's stream for that step (Double King)."""
        rng = self.match_rng
        if rng is not None:
            return rng
        return random.Random(f"{self.game}/{self.seed}/{self.deal}/{purpose}")

    def hidden(self) -> dict[str, Any]:
        """What the views hide beside the hands, as keywords of the game's ``from_view``: given a
        seat's view, the true hands and these, ``from_view`` rebuilds this match, which then plays
        and deals on exactly as this one (its random choices come from the same seed, scheme 2)."""
        return {"rng_seed": self.seed}

    def reseed(self, seed: int) -> None:
        """Draw the random choices still to come from ``seed`` instead (a search's sampled future:
        the next stirs and deals vary, the cards already dealt stay)."""
        self.seed = seed
        if self.match_rng is not None:
            self.match_rng.seed(seed)

    # ---- for the runner and the table

    def _apply(self, action: Action) -> list[Event]:  # pragma: no cover - abstract
        raise NotImplementedError

    def score_json(self) -> dict[str, Any]:  # pragma: no cover - abstract
        raise NotImplementedError

    def result_json(self) -> dict[str, Any] | None:  # pragma: no cover - abstract
        raise NotImplementedError

    def view(self, seat: int) -> View:  # pragma: no cover - abstract
        raise NotImplementedError

    def check_seat(self, seat: object) -> int:
        """``seat`` if it is a seat of this match (every game's ``view`` asks), else RuleError."""
        if type(seat) is not int or not 0 <= seat < self.players:
            raise RuleError("bad_seat", f"a seat is a whole number from 0 to {self.players - 1}, not {seat!r}")
        return seat

    def position_key(self) -> Hashable | None:
        """What the rest of the deal under way depends on, as a hashable value, where the game says:
        two positions of one match with equal keys play on alike and end the deal with the same
        points whatever the moves, so a search may value one for both (the deal review remembers
        the positions it has worked out by it). None where the game does not say."""
        return None

    def codes(self, mask_or_cards: int | Iterable[int]) -> list[str]:
        """Cards in the contract's output order for this game."""
        return sort_codes(mask_or_cards, self.key_table)

    def hands_json(self) -> list[list[str]]:
        return [self.codes(h) for h in self.hands]

    def trick_json(self) -> list[dict[str, Any]]:
        return [{"seat": s, "card": CODE_LIST[c]} for s, c in self.trick]

    def state_json(self) -> dict[str, Any]:
        """The runner's ``state`` document (contract §5)."""
        return {
            "game": self.game,
            "players": self.players,
            "deal": self.deal,
            "dealer": self.dealer,
            "phase": self.phase,
            "to_act": self.to_act,
            "legal": [] if self.match_over else [a.to_json() for a in self.legal_actions()],
            "hands": self.hands_json(),
            "trick": self.trick_json(),
            "tricks_won": list(self.tricks_won),
            "score": self.score_json(),
            "match_over": self.match_over,
            "result": self.result_json() if self.match_over else None,
        }
