"""What the Double King screens (the adapter, the contract dialog, the paper) say about contracts,
read from the engine's rules: the contracts, the deals of a round, a contract's name."""
from __future__ import annotations

from game.engine import double_king_rules as R

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


def contract_rules(t, contract: str) -> str:
    """What a contract costs and what must fall, in the rules page's words (the contract dialog's
    choices and the table's contract tag say them under the pointer)."""
    return t(f"rules.double_king.contract.{contract}")


def signed_points(contract: str | None, points: int) -> int:
    """A trick's points as they count for its taker: minus in a negative contract, plus in a trump
    game (rules §4)."""
    return -points if contract in NEGATIVES else points
