"""What one Double King seat may know (its view), and a match rebuilt from a view.

A view holds the seat's own hand and every public fact: the contract and trump, the chooser (the
dealer), the round's constraints (§3), the score sheet so far, this deal's tricks, and what the
plays reveal about the other hands (voids and forced plays, §4.1) as ``known_absent``. The other
seats' cards are never in it.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, TypeVar, cast

from . import double_king_rules as R
from .cards import CARD, CODE_LIST, SUITS
from .errors import RuleError
from .match import RNG_SCHEME, Match, View
from .trick import Trick, trick_winner

# The match class rebuilt from a view (DoubleKingMatch; named by a bound, not imported: no cycle)
M = TypeVar("M", bound=Match)

def _codes(match: Match, mask: int) -> list[str]:
    return match.codes(mask)


def build_view(match: Any, seat: int) -> View:
    """The view of ``seat``. Fields (all JSON-ready):

    game, seat, players, dealer, first_dealer (the cross on the sheet, §2), deal, round, rounds,
    deal_in_round, phase, to_act, match_over, result; hand (codes), hand_mask, hand_sizes;
    trick [{"seat", "card"}]; tricks (this deal's finished tricks: {"leader", "cards": [[seat, code]],
    "winner", "points"}); tricks_won; deal_points (this deal, signed); options; score (score_json);
    contract (name or None), trump ("S"/"H"/"D"/"C" or None), chooser (the dealer);
    constraints {"contracts_played": {name: 0..2}, "players": [{"negatives", "negatives_max",
    "trumps", "trumps_max"}]} (§3); sheet (one record per finished deal: deal, round, deal_in_round,
    dealer, chooser, contract, trump, points per seat signed, reason); rounds_done [{"round", "net",
    "ranking_points"}]; played (every card played this deal, the current trick included);
    penalty_left (the contract's penalty cards not yet played); penalty_cards (all of them);
    known_absent (per seat, the unplayed cards it cannot hold, deduced from its plays under §4.1; []
    for the viewing seat);
    show_last_trick (table option); trick_prices (what each trick 1..13 costs its taker whatever
    its cards, [] before the contract: the 7th and the 13th in sept_treize, every trick in plis).
    """
    contract = match.contract
    played_tricks: list[Sequence[tuple[int, int]]] = [t[1] for t in match.tricks]
    if match.phase == "play" and match.trick:
        played_tricks.append(match.trick)
    if contract >= 0:
        absent = R.known_absent(played_tricks, contract, match.trump, match.rules, _DECK)
    else:
        absent = [0, 0, 0, 0]
    hand = match.hands[seat]
    played = match.played | match.tmask
    penalty_left = R.PENALTY[contract] & ~played if contract >= 0 else 0
    return View(
        game=match.game, seat=seat, players=4, dealer=match.dealer, first_dealer=match.first_dealer,
        deal=match.deal, round=match.round, rounds=match.rounds, deal_in_round=match.deal_in_round,
        phase=match.phase, to_act=match.to_act, match_over=match.match_over,
        hand=_codes(match, hand), hand_mask=hand, hand_sizes=[h.bit_count() for h in match.hands],
        trick=match.trick_json(),
        tricks=[{"leader": leader, "cards": [[s, CODE_LIST[c]] for s, c in cards], "winner": winner,
                 "points": points} for leader, cards, winner, points in match.tricks],
        tricks_won=list(match.tricks_won),
        options=match.options.to_json(),
        score=match.score_json(),
        contract=R.CONTRACT_NAMES[contract] if contract >= 0 else None,
        trump=SUITS[match.trump] if match.trump >= 0 else None,
        chooser=match.dealer,
        deal_points=list(match.deal_points),
        constraints={
            "contracts_played": match.score_json()["contracts_played"],
            "players": [{"negatives": n, "negatives_max": R.NEGATIVES_PER_PLAYER, "trumps": t,
                         "trumps_max": R.TRUMPS_PER_PLAYER} for n, t in match.chosen],
        },
        sheet=match.sheet_json(),
        rounds_done=[{"round": i + 1, "net": list(net), "ranking_points": list(rp)}
                     for i, (net, rp) in enumerate(match.round_results)],
        played=_codes(match, played),
        penalty_left=_codes(match, penalty_left),
        penalty_cards=_codes(match, R.PENALTY[contract]) if contract >= 0 else [],
        known_absent=[[] if s == seat else _codes(match, absent[s] & ~hand) for s in range(4)],
        show_last_trick=match.options.show_last_trick,
        trick_prices=[R.trick_points(contract, 0, n) for n in range(1, R.DEAL_TRICKS + 1)] if contract >= 0 else [],
        result=match.result_json(),
    )


def _whole_deck() -> int:
    m = 0
    for c in CARD.values():
        m |= 1 << c
    return m


_DECK = _whole_deck()        # every card of the pack (a view asks for it at each card)


def _mask(cards: int | Iterable[str]) -> int:
    if isinstance(cards, int):
        return cards
    m = 0
    for code in cards:
        m |= 1 << CARD[code]
    return m


def match_from_view(cls: type[M], view: View | Mapping[str, Any],
                    hands: Sequence[int | Iterable[str]], rng_seed: int = 0) -> M:
    """A match whose public state equals ``view`` and whose hands are ``hands`` (masks or code lists).

    RuleError ``bad_deal`` when the hands do not fit the view (wrong sizes, the seat's own hand
    changed, or a card already played)."""
    v = view.to_json() if hasattr(view, "to_json") else dict(view)
    masks = [_mask(h) for h in hands]
    if len(masks) != 4:
        raise RuleError("bad_deal", "four hands are needed")
    played_cards = [CARD[c] for c in v["played"]]
    played = _mask(v["played"])
    seen = 0
    for s, m in enumerate(masks):
        if m.bit_count() != v["hand_sizes"][s]:
            raise RuleError("bad_deal", f"seat {s} must hold {v['hand_sizes'][s]} cards")
        if m & (seen | played):
            raise RuleError("bad_deal", "a card is given twice or was already played")
        seen |= m
    if masks[v["seat"]] != v["hand_mask"]:
        raise RuleError("bad_deal", "the viewing seat's own hand must stay as it is")
    del played_cards
    match: Any = object.__new__(cls)
    options = R.resolve_options(v["options"])
    match.options = options
    match.rules = R.Rules.of(options)
    match.traditional = options.pack_mode == "traditional"
    match.rounds = options.rounds
    match.players = 4
    match.first_dealer = v["first_dealer"]
    match.dealer = v["dealer"]
    match.deal = v["deal"]
    match.round = v["round"]
    match.deal_in_round = v["deal_in_round"]
    match.match_over = v["match_over"]
    match.phase = v["phase"]
    match.to_act = v["to_act"]
    match.key_table = R.KEY_TABLE
    match.seed_with(rng_seed, RNG_SCHEME)
    match.pinned = {}
    match.pack = None      # the next pack is rebuilt from this deal's tricks (traditional)
    score = v["score"]
    match.ranking_points = list(score["ranking_points"])
    match.negative = list(score["negative"])
    match.positive = list(score["positive"])
    match.contracts_played = [score["contracts_played"][name] for name in R.NEGATIVES]
    match.chosen = [[c["negatives"], c["trumps"]] for c in score["chosen"]]
    match.round_results = [(tuple(r["net"]), tuple(r["ranking_points"])) for r in v["rounds_done"]]
    match.sheet = [(r["deal"], r["round"], r["deal_in_round"], r["dealer"], R.CONTRACT_INDEX[r["contract"]],
                    SUITS.index(r["trump"]) if r["trump"] else -1, tuple(r["points"]), r["reason"])
                   for r in v["sheet"]]
    match.hands = masks
    match.contract = R.CONTRACT_INDEX[v["contract"]] if v["contract"] else -1
    match.trump = SUITS.index(v["trump"]) if v["trump"] else -1
    match.tricks = [Trick(t["leader"], tuple((s, CARD[c]) for s, c in t["cards"]), t["winner"], t["points"])
                    for t in v["tricks"]]
    match.tricks_won = list(v["tricks_won"])
    match.deal_points = list(v["deal_points"])
    match.trick = [(t["seat"], CARD[t["card"]]) for t in v["trick"]]
    match.played = 0
    for _, cards, _, _ in match.tricks:
        for _, c in cards:
            match.played |= 1 << c
    n, lead, win, tmask = R.trick_state_trump(match.trick, match.trump)
    match.lead, match.win, match.tmask = lead, win, tmask
    match.win_seat = trick_winner(match.trick, R.STRENGTH, match.trump) if n else -1
    match.opening_events = []
    match.step = 0
    match._legal = (-1, 0, 0)
    return cast(M, match)
