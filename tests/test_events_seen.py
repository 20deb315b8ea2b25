"""Each seat gets its own events: a deal shows a seat its hand, and nothing of the others'."""
from __future__ import annotations

import json

import pytest

from game.engine import Event, new_match, seen_by

PLAYERS = {"polignac": (3, 4, 7), "double_king": (4,), "guinguette": (3, 5)}


@pytest.mark.parametrize("game,players", [(g, n) for g, counts in PLAYERS.items() for n in counts])
def test_the_deal_shows_each_seat_its_own_hand_only(game, players):
    m = new_match(game, players, seed=5)
    raw = next(e for e in m.opening_events if e.kind == "deal")
    for seat in range(players):
        (deal,) = [e for e in seen_by(m.opening_events, seat) if e.kind == "deal"]
        assert "private" not in deal.to_json()
        assert sorted(deal.seen) == sorted(m.view(seat).hand)
        others = {c for s in range(players) if s != seat for c in m.view(s).hand}
        assert not others & set(deal.seen)
        assert {k: v for k, v in deal.data.items() if k != "seen"} == \
            {k: v for k, v in raw.data.items() if k != "private"}


def test_events_without_private_cards_are_seen_alike_by_everyone():
    m = new_match("polignac", 4, seed=1)
    while m.phase != "play":
        m.apply(m.legal_actions()[0])
    events = m.apply(m.legal_actions()[0])
    assert seen_by(events, 0) == seen_by(events, 3) == events


def test_an_event_with_private_cards_survives_a_json_round_trip():
    m = new_match("double_king", 4, seed=2)
    for ev in m.opening_events:
        back = json.loads(json.dumps(ev.to_json()))
        assert Event(back.pop("type"), **back) == ev
