"""What the start of a deal asks of each player still at the table, and who cannot pay it
(shared/rules/guinguette.md §3.1, §7, 9b, A4): one home for the bankruptcy check, read by the
start of a deal (:mod:`.deal`) and by the end of the one before (:mod:`.settlement`), which says
who will not be able to pay.
"""
from __future__ import annotations

from .state import GuinguetteState

Round = tuple[list[int], int, int, int]      # (seats short, the three antes' total, guinguette's, cabaret's)


def ante_amount(m: GuinguetteState, basket: int, normal: int, seated: int) -> int:
    # A4, 9b: strict doubling only for a basket carried over with counters in it.
    if m.rules.strict_doubling and basket > 0:
        return -(-basket // seated)
    return normal


def ante_rounds(m: GuinguetteState) -> list[Round]:
    """§7, 9b: the bankruptcy check at the start of the next deal, against all three antes (the
    strict-doubling amounts when on), as it will go, changing nothing: each round's seats short of
    the antes, the antes' total and the guinguette's and cabaret's antes. The last round has no
    seat short (the deal is played at its antes), or ends the match: with ``end_match`` the first
    round with a seat short, with ``eliminate`` the one that leaves fewer than three at the table
    (each round's seats short leave before the next round is counted)."""
    rules = m.rules
    at_table = list(m.at_table)
    rounds: list[Round] = []
    while True:
        seated = [s for s in range(m.players) if at_table[s]]
        g = ante_amount(m, m.guinguette, rules.guinguette_ante, len(seated))
        c = ante_amount(m, m.cabaret, rules.cabaret_ante, len(seated))
        need = g + c + rules.cotillon_ante
        broke = [s for s in seated if m.chips[s] < need]
        rounds.append((broke, need, g, c))
        if not broke or rules.bankruptcy != "eliminate" or len(seated) - len(broke) < 3:
            return rounds
        for s in broke:
            at_table[s] = False
