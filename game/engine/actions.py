"""Actions: every decision a seat can take (contract §3).

Actions are small immutable objects compared by value. ``to_json`` gives the contract's form and
:func:`action_from_json` reads it back. Play actions are interned, one per card.
"""
from __future__ import annotations

import math
from collections.abc import Iterable
from typing import Any, cast

from .cards import CARD, CODE_LIST, SUITS
from .errors import RuleError

ACTION_TYPES = ("play", "ecart", "general", "favour", "contract", "cabaret", "trump", "cotillon")

GENERAL_CHOICES = ("decline", "silent", "ask")
CONTRACTS = ("plis", "coeurs", "dames", "rois_valets", "roi_coeur", "sept_treize", "atout")
NEGATIVE_CONTRACTS = CONTRACTS[:6]
CABARET_MOVES = ("parler", "tenir", "quitter", "renvier")
CABARET_RAISES = (1, 2, 4)
COTILLON_MOVES = ("joue", "passe", "stop", "remue")


class Action:
    """Base class. Subclasses set ``type`` and ``key`` (a tuple that identifies the action)."""

    __slots__ = ("key",)
    type = ""
    key: tuple[object, ...]

    def __eq__(self, other: object) -> bool:
        return self.__class__ is other.__class__ and self.key == other.key

    def __hash__(self) -> int:
        return hash(self.key)

    def __repr__(self) -> str:
        return f"Action({self.to_json()})"

    def to_json(self) -> dict[str, Any]:  # pragma: no cover - every subclass overrides
        raise NotImplementedError

    def ways(self) -> int:
        """How many different moves this legal-list entry stands for (one, but for the écart)."""
        return 1


class Play(Action):
    __slots__ = ("card",)
    type = "play"

    def __init__(self, card: int) -> None:
        self.card = card
        self.key = ("play", card)

    def to_json(self) -> dict[str, Any]:
        return {"type": "play", "card": CODE_LIST[self.card]}


PLAY = [Play(c) if CODE_LIST[c] else None for c in range(64)]


class Ecart(Action):
    """Polignac: the dealer lays ``cards`` aside (method ``dealer_ecart``)."""

    __slots__ = ("cards",)
    type = "ecart"

    def __init__(self, cards: Iterable[int]) -> None:
        self.cards = tuple(sorted(cards))
        self.key = ("ecart", self.cards)

    def to_json(self) -> dict[str, Any]:
        return {"type": "ecart", "cards": [CODE_LIST[c] for c in self.cards]}


class EcartChoice(Action):
    """Not an applicable action: the legal-list entry for the écart, "lay ``count`` cards from ``choosable``"."""

    __slots__ = ("count", "choosable", "codes")
    type = "ecart"

    def __init__(self, count: int, choosable_sorted: list[int]) -> None:
        self.count = count
        self.choosable = tuple(choosable_sorted)
        self.codes = [CODE_LIST[c] for c in choosable_sorted]
        self.key = ("ecart_choice", count, self.choosable)

    def to_json(self) -> dict[str, Any]:
        return {"type": "ecart", "count": self.count, "from": list(self.codes)}

    def ways(self) -> int:
        """Every set of ``count`` cards of the choosable ones is an écart of its own."""
        return math.comb(len(self.choosable), self.count)


class General(Action):
    __slots__ = ("choice",)
    type = "general"

    def __init__(self, choice: str) -> None:
        self.choice = choice
        self.key = ("general", choice)

    def to_json(self) -> dict[str, Any]:
        return {"type": "general", "choice": self.choice}


class Favour(Action):
    __slots__ = ("answer",)
    type = "favour"

    def __init__(self, answer: bool) -> None:
        self.answer = answer
        self.key = ("favour", answer)

    def to_json(self) -> dict[str, Any]:
        return {"type": "favour", "answer": self.answer}


class Contract(Action):
    """Double King: the dealer's contract; ``trump`` is a suit int for ``atout``, else None."""

    __slots__ = ("contract", "trump")
    type = "contract"

    def __init__(self, contract: str, trump: int | None = None) -> None:
        self.contract = contract
        self.trump = trump
        self.key = ("contract", contract, trump)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": "contract", "contract": self.contract}
        if self.trump is not None:
            out["trump"] = SUITS[self.trump]
        return out


class Cabaret(Action):
    """Guinguette betting: parler, tenir, quitter, or renvier by ``raise_`` (1, 2 or 4)."""

    __slots__ = ("move", "raise_")
    type = "cabaret"

    def __init__(self, move: str, raise_: int | None = None) -> None:
        self.move = move
        self.raise_ = raise_
        self.key = ("cabaret", move, raise_)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": "cabaret", "move": self.move}
        if self.raise_ is not None:
            out["raise"] = self.raise_
        return out


class Trump(Action):
    """Guinguette: the eldest names trumps."""

    __slots__ = ("suit",)
    type = "trump"

    def __init__(self, suit: int) -> None:
        self.suit = suit
        self.key = ("trump", suit)

    def to_json(self) -> dict[str, Any]:
        return {"type": "trump", "suit": SUITS[self.suit]}


class Cotillon(Action):
    """Guinguette speaking and renvi rounds: joue, passe, stop, or remue with ``card``."""

    __slots__ = ("move", "card")
    type = "cotillon"

    def __init__(self, move: str, card: int | None = None) -> None:
        self.move = move
        self.card = card
        self.key = ("cotillon", move, card)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": "cotillon", "move": self.move}
        if self.card is not None:
            out["card"] = CODE_LIST[self.card]
        return out


def _bad(message: str) -> RuleError:
    return RuleError("bad_action", message)


def _card(value: object) -> int:
    if not isinstance(value, str) or value not in CARD:
        raise _bad(f"{value!r} is not a card code (rank then suit, e.g. 'JS')")
    return CARD[value]


def _suit(value: object) -> int:
    if not isinstance(value, str) or len(value) != 1 or value not in SUITS:
        raise _bad(f"{value!r} is not a suit (one of S, H, D, C)")
    return SUITS.index(value)


def _check_keys(data: dict[str, Any], allowed: set[str]) -> None:
    extra = set(data) - allowed - {"type", "seat"}
    if extra:
        raise _bad(f"unexpected field(s) {sorted(extra)} for a {data['type']!r} action")


def action_type(data: Any) -> str:
    """The ``type`` of a JSON action, or RuleError ``bad_action`` when it is missing or unknown."""
    if not isinstance(data, dict):
        raise _bad("an action is a JSON object with a 'type'")
    kind = data.get("type")
    if kind not in ACTION_TYPES:
        raise _bad(f"unknown action type {kind!r}; expected one of {', '.join(ACTION_TYPES)}")
    return cast(str, kind)


def _read_play(data: dict[str, Any]) -> Action:
    _check_keys(data, {"card"})
    return cast(Play, PLAY[_card(data.get("card"))])   # a known code has its Play


def _read_ecart(data: dict[str, Any]) -> Action:
    _check_keys(data, {"cards"})
    cards = data.get("cards")
    if not isinstance(cards, list) or not cards:
        raise _bad("'cards' must be a non-empty list of card codes")
    parsed = [_card(c) for c in cards]
    if len(set(parsed)) != len(parsed):
        raise _bad("the same card is named twice")
    return Ecart(parsed)


def _read_general(data: dict[str, Any]) -> Action:
    _check_keys(data, {"choice"})
    choice = data.get("choice")
    if choice not in GENERAL_CHOICES:
        raise _bad(f"'choice' must be one of {', '.join(GENERAL_CHOICES)}")
    return General(choice)


def _read_favour(data: dict[str, Any]) -> Action:
    _check_keys(data, {"answer"})
    answer = data.get("answer")
    if not isinstance(answer, bool):
        raise _bad("'answer' must be true or false")
    return Favour(answer)


def _read_contract(data: dict[str, Any]) -> Action:
    _check_keys(data, {"contract", "trump"})
    contract = data.get("contract")
    if contract not in CONTRACTS:
        raise _bad(f"'contract' must be one of {', '.join(CONTRACTS)}")
    if contract == "atout":
        return Contract("atout", _suit(data.get("trump")))
    if "trump" in data:
        raise _bad("only 'atout' names a trump suit")
    return Contract(contract)


def _read_cabaret(data: dict[str, Any]) -> Action:
    _check_keys(data, {"move", "raise"})
    move = data.get("move")
    if move not in CABARET_MOVES:
        raise _bad(f"'move' must be one of {', '.join(CABARET_MOVES)}")
    if move == "renvier":
        r = data.get("raise")
        if type(r) is not int or r not in CABARET_RAISES:
            raise _bad("'raise' must be 1 (demi-septier), 2 (chopine) or 4 (pinte)")
        return Cabaret("renvier", r)
    if "raise" in data:
        raise _bad("only 'renvier' carries a 'raise'")
    return Cabaret(move)


def _read_trump(data: dict[str, Any]) -> Action:
    _check_keys(data, {"suit"})
    return Trump(_suit(data.get("suit")))


def _read_cotillon(data: dict[str, Any]) -> Action:
    _check_keys(data, {"move", "card"})
    move = data.get("move")
    if move not in COTILLON_MOVES:
        raise _bad(f"'move' must be one of {', '.join(COTILLON_MOVES)}")
    if move == "remue":
        return Cotillon("remue", _card(data.get("card")))
    if "card" in data:
        raise _bad("only 'remue' names a card")
    return Cotillon(move)


# The reader of each action type's JSON form (contract §3).
_READERS = {"play": _read_play, "ecart": _read_ecart, "general": _read_general, "favour": _read_favour,
            "contract": _read_contract, "cabaret": _read_cabaret, "trump": _read_trump,
            "cotillon": _read_cotillon}


def action_from_json(data: Any) -> Action:
    """The action object for a contract §3 form. Raises RuleError ``bad_action`` for a malformed one.

    A ``seat`` key (as the scenario runner carries) is ignored here.
    """
    return _READERS[action_type(data)](data)
