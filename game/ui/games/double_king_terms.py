"""What the Double King screens (the adapter, the contract dialog, the paper) say about contracts,
read from the engine's rules: the contracts, the deals of a round, a contract's name."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.engine import double_king_rules as R
from game.engine.options import preset_values

from . import SUIT_KEYS

NEGATIVES = R.NEGATIVES
DEALS_PER_ROUND = R.DEALS_PER_ROUND
COPIES_PER_NEGATIVE = R.COPIES_PER_NEGATIVE


def contract_label(t, contract: str | None, trump: str | None = None) -> str:
    """"Pas de dames", "Atout cœur"."""
    if not contract:
        return ""
    if contract == "atout" and trump:
        return t("dk.contract.atout_in", suit=t(SUIT_KEYS[trump]))
    return t(f"dk.contract.{contract}")


def option(options: Mapping[str, Any] | None, name: str) -> Any:
    """The value of option ``name`` in a match of ``options`` (its options as JSON), the rules'
    default where it says nothing or outside a match (None)."""
    return (options or {}).get(name, preset_values(R.OPTIONS, R.PRESETS, None)[name])


def contract_rules(t, contract: str, options: Mapping[str, Any] | None) -> str:
    """What a contract costs and what must fall, in the rules page's words, as the match of
    ``options`` plays it (outside a match, None: as the rules do by default): the trump game says
    what a void player who cannot overtrump plays (option "must_undertrump": it said "on by
    default" at a table that played it off) and when one must go over (option "go_over")."""
    if contract != "atout":
        return t(f"rules.double_king.contract.{contract}")
    undertrump = bool(option(options, "must_undertrump"))
    end = t("rules.double_king.undertrump." + ("on" if undertrump else "off"),
            option=t("optname.double_king.must_undertrump"),
            value=t("common.yes" if undertrump else "common.no").lower())
    return t("rules.double_king.contract.atout", undertrump=end,
             go_over=t("rules.double_king.go_over." + option(options, "go_over")))


def stops_early(contract: str) -> bool:
    """Whether the deal of ``contract`` stops when its last penalty card falls (rules §4.2): the
    engine's contracts with penalty cards."""
    return bool(R.PENALTY[R.CONTRACT_INDEX[contract]])


def contract_tip(t, contract: str, options: Mapping[str, Any] | None) -> str:
    """What the contract dialog's choices and the table's contract tag say under the pointer: the
    rules page's words as the match of ``options`` plays it, and where the deal stops early, when
    (§4.2, §8b)."""
    said = contract_rules(t, contract, options)
    return f"{said} {t(f'dk.tip.early_end.{contract}')}" if stops_early(contract) else said


def card_price(contract: str) -> int:
    """What one penalty card of ``contract`` costs its taker, unsigned (rules §4: a heart 1, a
    queen 2, a king or jack 1, the king of hearts 5), as the engine counts a trick that holds it;
    0 for a contract without penalty cards."""
    index = R.CONTRACT_INDEX[contract]
    mask = R.PENALTY[index]
    return R.trick_points(index, mask & -mask, 1) if mask else 0


def signed_points(contract: str | None, points: int) -> int:
    """A trick's points as they count for its taker: minus in a negative contract, plus in a trump
    game (rules §4)."""
    return -points if contract in NEGATIVES else points
