"""What a game's table adapter says, read where the games' package may not be imported at the
module's top (a lesson's board: the package leads back to the lessons through the score sheets)."""
from __future__ import annotations


def trick_spreads(game: str) -> bool:
    """The trick's cards of ``game`` may spread across the cloth (no baskets stand beside it): its
    adapter's word, which the table's layout and a lesson's board both follow."""
    from . import adapter_class
    return bool(adapter_class(game).trick_spreads)


def saved_score_notes(game: str, so_far: dict | None, deal: int, seats: list, t,
                      seen: int | None = None) -> list[str]:
    """What a saved match of ``game`` says besides its score while deal ``deal`` is in play, the
    widest first: its adapter's words (:meth:`TableAdapter.saved_score_notes`)."""
    from . import adapter_class
    return list(adapter_class(game).saved_score_notes(so_far, deal, seats, t, seen))
