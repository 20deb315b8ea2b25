"""The engine's legal plays against a plain transcription of the §4.1 predicate (shared/rules/
double_king.md), options included, over random deals, contracts and option sets."""
import random

import pytest
from test_double_king_support import choose

from game.engine import new_match

RANKS = "23456789TJQKA"


def _rank(card: str) -> int:
    return RANKS.index(card[0])


def oracle(hand: list, trick: list, contract: str, trump, opt: dict) -> set:
    """§4.1 as written, on card codes."""
    if not trick:
        if contract in ("coeurs", "roi_coeur") and any(x[1] != "H" for x in hand):
            return {x for x in hand if x[1] != "H"}
        return set(hand)
    lead = trick[0]
    led = lead[1]
    follow = [x for x in hand if x[1] == led]
    if follow:
        return _oracle_follow(hand, follow, trick, contract, trump, opt)
    trumps = [x for x in hand if x[1] == trump]
    if contract == "atout" and trumps:
        if any(x[1] == trump for x in trick):
            best = max(_rank(x) for x in trick if x[1] == trump)
            higher = [x for x in trumps if _rank(x) > best]
            return set(higher or (trumps if opt.get("must_undertrump", True) else hand))
        return set(trumps)
    forced = {"coeurs": [x for x in hand if x[1] == "H"],
              "dames": [x for x in hand if x[0] == "Q"],
              "rois_valets": [x for x in hand if x[0] in "KJ"],
              "roi_coeur": ["KH"] if "KH" in hand else []}.get(contract, [])
    if contract == "coeurs" and forced and opt.get("highest_heart_discard"):
        return {max(forced, key=_rank)}
    return set(forced or hand)


def _oracle_follow(hand: list, follow: list, trick: list, contract: str, trump, opt: dict) -> set:
    """§4.1 as written for a player who can follow the suit led."""
    anywhere = opt.get("trigger_anywhere", False)
    lead = trick[0]
    led = lead[1]
    if contract == "dames":
        trigger = (any(x[1] == led and x[0] in "AK" for x in trick) if anywhere else lead[0] in "AK")
        if trigger and "Q" + led in hand:
            return {"Q" + led}
    if contract == "rois_valets":
        if ("A" + led in trick) if anywhere else lead[0] == "A":
            forced = [x for x in follow if x[0] in "KJ"]
            if forced:
                return set(forced)
        if ("Q" + led in trick) if anywhere else lead[0] == "Q":
            if opt.get("literal_kj_on_queen"):
                forced = [x for x in follow if x[0] in "KJ"]
                if forced:
                    return set(forced)
            elif "J" + led in hand:
                return {"J" + led}
    if contract == "atout" and (led == trump or (opt.get("go_over") == "always"
                                                  and not any(x[1] == trump for x in trick))):
        best = max(_rank(x) for x in trick if x[1] == led)
        higher = [x for x in follow if _rank(x) > best]
        return set(higher or follow)
    return set(follow)


OPTION_SETS = [{}, {"trigger_anywhere": True}, {"literal_kj_on_queen": True}, {"highest_heart_discard": True},
               {"go_over": "always"}, {"must_undertrump": False},
               {"trigger_anywhere": True, "literal_kj_on_queen": True, "go_over": "always",
                "must_undertrump": False, "highest_heart_discard": True}]
CONTRACTS = [("plis", None), ("coeurs", None), ("dames", None), ("rois_valets", None), ("roi_coeur", None),
             ("sept_treize", None), ("atout", "S"), ("atout", "H"), ("atout", "D"), ("atout", "C")]


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: ",".join(o) or "defaults")
def test_every_legal_set_is_the_one_the_rules_predicate_gives(options):
    rng = random.Random(len(options) * 7 + 1)
    states = 0
    for deal in range(60):
        contract, trump = CONTRACTS[deal % len(CONTRACTS)]
        m = new_match("double_king", 4, options, seed=deal)
        choose(m, contract, trump)
        while m.deal == 1:
            hand = m.codes(m.hands[m.to_act])
            trick = [t["card"] for t in m.trick_json()]
            legal = {a.to_json()["card"] for a in m.legal_actions()}
            assert legal == oracle(hand, trick, contract, trump, options), (hand, trick, contract, trump)
            states += 1
            actions = m.legal_actions()
            m.apply(actions[rng.randrange(len(actions))])
    assert states > 1500
