"""What the learning screens compute away from the window (no pygame here): a deal's review, the
Expert's result on a replayed deal, and the story of a deal trick by trick.

The first two are slow (seconds); the scenes run them through :mod:`.background`. Records cross
to the background process in their JSON form.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.ai.review import deal_values, review
from game.dealcode import decode
from game.engine import action_from_json
from game.store.record import MatchRecord

EXPERT = "expert"       # the level a replay is compared with (game.ai.seats.LEVELS)


@dataclass
class Trick:
    """One trick of a deal: every hand before it (codes by seat), its cards in order (seat, code),
    its winner, and the record's index of each action taken during it; ``said`` those of them
    decided once its cards were down (Polignac's général and the answers to the favour)."""
    hands: list[list[str]]
    cards: list[tuple[int, str]] = field(default_factory=list)
    winner: int | None = None
    indices: list[int] = field(default_factory=list)
    said: list[int] = field(default_factory=list)


@dataclass
class DealStory:
    """A deal from its record: ``talk`` the indices of the decisions before the first card (écart,
    contract, bets...), ``dealt`` the hands as dealt (before a stir's exchange: ``drawn``),
    ``tricks`` one entry per trick, ``first`` and ``end`` the record's action indices the deal
    spans, ``finished`` when the deal was played out, ``points`` each seat's result of the deal in
    the game's points (review.deal_values)."""
    deal: int
    dealer: int
    dealt: list[list[str]]
    talk: list[int] = field(default_factory=list)
    tricks: list[Trick] = field(default_factory=list)
    first: int = 0
    end: int = 0
    finished: bool = False
    points: list[float] | None = None
    actions: dict[int, dict] = field(default_factory=dict)
    drawn: dict[int, str] = field(default_factory=dict)     # a stir's index → the card it drew (Guinguette)


def _action_of(entry: dict) -> dict:
    return {k: v for k, v in entry.items() if k != "seat"}


def deals_played(record: MatchRecord) -> int:
    """The number of deals the record has finished (the summary's deal, less one if still going)."""
    match = record.start()
    done = 0
    for entry in record.actions:
        events = match.apply_json(entry["seat"], _action_of(entry))
        done += sum(1 for e in events if e.kind == "deal_end")
    return done


def story(record: MatchRecord, deal: int) -> DealStory:
    """Deal ``deal`` of the record, trick by trick (ValueError when the record never reaches it)."""
    match = record.start()
    i = 0
    actions = record.actions
    while match.deal < deal and i < len(actions) and not match.match_over:
        match.apply_json(actions[i]["seat"], _action_of(actions[i]))
        i += 1
    if match.deal != deal:
        raise ValueError(f"the match has no deal {deal}")
    out = DealStory(deal, match.dealer, match.hands_json(), first=i)
    current: Trick | None = None
    while i < len(actions):
        entry = actions[i]
        out.actions[i] = entry
        if entry["type"] == "play" and current is None:
            current = Trick(match.hands_json())
            out.tricks.append(current)
        if current is None and out.tricks:     # decided after a trick, before the next one's lead
            out.tricks[-1].said.append(i)
            out.tricks[-1].indices.append(i)
        elif current is None:
            out.talk.append(i)
        else:
            current.indices.append(i)
        before = match.hands_json()[entry["seat"]]
        events = match.apply_json(entry["seat"], _action_of(entry))
        if entry.get("move") == "remue":        # the card put back may be the one drawn
            kept = set(before) - {entry["card"]}
            out.drawn[i] = next(c for c in match.hands_json()[entry["seat"]] if c not in kept)
        i += 1
        for e in events:
            if e.kind == "play" and current is not None:
                current.cards.append((e.seat, e.card))
            elif e.kind == "trick" and current is not None:
                current.winner = e.winner
                current = None
        values = deal_values(record.game, events)
        if values is not None:
            out.finished, out.points = True, values
            break
    out.end = i
    return out


def review_deal(record_json: dict, deal: int, seat: int, report=None) -> dict:
    """The review of one deal for ``seat`` (game.ai.review), with the record's action indices:
    ``{"deal", "cost", "decisions": [{"index", "phase", "played", "best", "cost", "exact"}]}``;
    ``report``, where given, is sent each decision's entry as it is judged."""
    record = MatchRecord.from_json(record_json)
    told = story(record, deal)
    match = record.replay(told.first)
    moves = [(i, action_from_json(_action_of(record.actions[i])), record.actions[i]["seat"])
             for i in range(told.first, told.end)]
    for entry in review(match, moves, seat, report=report):
        if entry["deal"] == deal:
            return entry
    return {"deal": deal, "cost": 0.0, "decisions": []}


def expert_result(code: str, seat: int, seed: int = 1) -> float:
    """What Expert seats score from seat ``seat`` of the deal ``code`` gives (its cards at seat 0),
    every seat played by the Expert, in the game's points of the deal (review.deal_values). The
    Expert's work is counted in steps, never cut by the clock, so the answer is the same anywhere."""
    from game.ai import make_seat
    from game.ai.hint import HINT_CAP_MS  # no time cap in reach: one code and seat, one answer
    spec = decode(code)
    match = spec.match(seat)
    players = [make_seat(spec.game, EXPERT, s, seed=seed + s, parallel=False, cap_ms=HINT_CAP_MS)
               for s in range(spec.players)]
    while not match.match_over:
        s = match.to_act
        assert s is not None
        events = match.apply(players[s].choose(match.view(s), match.legal_actions()))
        values = deal_values(spec.game, events)
        if values is not None:
            return values[0]
    raise ValueError("the deal did not end")
