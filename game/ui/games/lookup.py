"""What a game's table adapter says, read where the games' package may not be imported at the
module's top (a lesson's board: the package leads back to the lessons through the score sheets)."""
from __future__ import annotations


def trick_spreads(game: str) -> bool:
    """The trick's cards of ``game`` may spread across the cloth (no baskets stand beside it): its
    adapter's word, which the table's layout and a lesson's board both follow."""
    from . import adapter_class
    return bool(adapter_class(game).trick_spreads)


def live_score_notes(game: str) -> tuple[str, ...]:
    """What a saved match of ``game`` says after its score while a deal is in play: its adapter's
    message keys (:attr:`TableAdapter.live_score_notes`), the longest first."""
    from . import adapter_class
    return tuple(adapter_class(game).live_score_notes)
