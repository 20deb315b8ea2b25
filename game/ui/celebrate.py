"""What the table does when the person wins or loses (issue 14, "Motion and life")."""
from __future__ import annotations


def person_won(result: dict | None, seat: int) -> bool:
    """Whether ``seat`` won a finished match, from the engine's ``result_json`` (contract §5):
    in Polignac not being among the losers, in Double King and Guinguette the first place."""
    if not result:
        return False
    if "losers" in result:
        return seat not in result["losers"]
    ranking = result.get("ranking") or []
    return bool(ranking) and seat in ranking[0]
