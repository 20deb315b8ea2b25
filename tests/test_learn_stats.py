"""Statistics worth reading (issue 16): kept apart by mode, per-game figures, the rating, old files."""
from __future__ import annotations

import json
import os
import random

import pytest

from game.engine import new_match
from game.store import MatchRecord, Paths, Store
from game.store.record import RecordError
from game.store.stats import RATING_K, RATING_START, level_rating, match_score, replay_figures


def seats(n, level="amateur"):
    return [{"name": "Anne", "kind": "person"}] + [
        {"name": f"C{i}", "kind": "computer", "level": level} for i in range(1, n)]


def finished(game, players, seed, **kw):
    record = MatchRecord.new(game, players, kw.pop("options", {}), seed, 0, seats(players, kw.pop("level", "amateur")),
                             **kw)
    match = record.start()
    rng = random.Random(seed)
    while not match.match_over:
        legal = match.legal_actions()
        action = rng.choice(legal)
        if action.type == "ecart_choice" or hasattr(action, "choosable"):
            action = {"type": "ecart", "cards": action.choosable[:action.count]}
        else:
            action = action.to_json()
        seat = match.to_act
        match.apply_json(seat, action)
        record.add(seat, action)
    return record, match


def test_an_old_stats_file_still_loads(tmp_path):
    paths = Paths.under(str(tmp_path))
    store = Store(paths)
    old = {"format": "tapisvert-stats", "version": 1, "counted": ["a"],
           "games": {"polignac": {"played": 3, "won": 1, "lost": 2, "places": {"1": 1, "4": 2},
                                  "deals": 20, "points": 31}}}
    os.makedirs(os.path.dirname(paths.stats_file), exist_ok=True)
    with open(paths.stats_file, "w") as f:
        json.dump(old, f)
    store = Store(paths)
    assert store.problems == []
    assert store.stats.game("polignac")["played"] == 3
    assert store.stats.rating["value"] == RATING_START and store.stats.rating["history"] == []
    assert store.stats.game("polignac", "practice")["played"] == 0


@pytest.mark.parametrize("mode", ["practice", "replay", "challenge"])
def test_practice_replays_and_challenges_are_counted_apart(tmp_path, mode):
    paths = Paths.under(str(tmp_path))
    record, match = finished("polignac", 4, 3, mode=mode)
    assert Store(paths).record_finished(record, match) is None
    stats = Store(paths).stats
    assert stats.game("polignac")["played"] == 0
    assert stats.game("polignac", mode)["played"] == 1
    assert stats.rating["matches"] == 0 and stats.figures("polignac") == {}


def test_a_hinted_match_is_counted_apart(tmp_path):
    paths = Paths.under(str(tmp_path))
    record, match = finished("polignac", 3, 8)
    record.hinted = True
    loaded = MatchRecord.from_json(json.loads(json.dumps(record.to_json())))
    assert loaded.hinted
    Store(paths).record_finished(loaded, match)
    stats = Store(paths).stats
    assert (stats.game("polignac")["played"], stats.game("polignac", "hinted")["played"]) == (0, 1)


def test_the_practice_flag_and_a_pinned_deal_survive_a_save(tmp_path):
    pinned = {"hands": new_match("polignac", 4, {}, seed=77).hands_json()}
    record = MatchRecord.new("polignac", 4, {}, 1, 0, seats(4), mode="practice", deals=[pinned],
                             origin={"code": "TV1-X", "seat": 2})
    store = Store(Paths.under(str(tmp_path)))
    entry = store.save_match(record, "p")
    loaded, match = store.load_match(entry.id)
    assert loaded.practice and loaded.origin == {"code": "TV1-X", "seat": 2}
    assert match.hands_json() == pinned["hands"]         # the pinned cards, not the seed's
    plain = MatchRecord.new("polignac", 4, {}, 1, 0, seats(4))
    assert set(plain.to_json()) == set(MatchRecord.from_json(plain.to_json()).to_json())
    assert "mode" not in plain.to_json() and "deals" not in plain.to_json()


@pytest.mark.parametrize("bad", [{"mode": "cheat"}, {"deals": "x"}, {"deals": [{"hands": 3}]},
                                 {"origin": {"code": 5, "seat": 0}}])
def test_a_record_with_a_bad_learning_field_is_refused(bad):
    data = MatchRecord.new("polignac", 4, {}, 1, 0, seats(4)).to_json()
    data.update(bad)
    with pytest.raises(RecordError):
        MatchRecord.from_json(data)


def test_the_figures_of_each_game_come_from_its_deals():
    record, match = finished("double_king", 4, 5)
    figures = replay_figures(record, 0)[1]
    contracts = figures["contracts"]
    assert sum(c["deals"] for c in contracts.values()) == match.deal
    assert all(c["points"] <= 0 for name, c in contracts.items() if name != "atout")
    assert contracts["atout"]["points"] >= 0
    record, match = finished("polignac", 4, 6)
    figures = replay_figures(record, 0)[1]
    assert figures["deals"] == match.deal
    assert figures["jack_points"] == match.score_json()["points"][0]
    assert 0 <= figures.get("jacks", 0) <= 4 * figures["deals"]
    record, match = finished("guinguette", 4, 7)
    figures = replay_figures(record, 0)[1]
    assert figures["deals"] == match.deal
    assert set(figures["baskets"]) == {"guinguette", "cabaret", "cotillon"}
    assert figures["baskets"]["guinguette"] <= figures["deals"]


def test_a_double_king_match_of_several_rounds_counts_the_net_of_every_round(tmp_path):
    """The statistics counted a Double King match of two rounds by the net of its last round alone
    (the score's net is the round's): the match's net is the sum of its rounds' nets, as the final
    ranking's total net gives it (rules §6)."""
    from game.store.stats import match_outcome
    record, match = finished("double_king", 4, 3, options={"rounds": 2})
    rounds = match.view(0).rounds_done
    total = sum(r["net"][0] for r in rounds)
    assert len(rounds) == 2 and rounds[0]["net"][0] != 0           # the first round counts for something
    assert match_outcome(match, 0)["points"] == total
    paths = Paths.under(str(tmp_path))
    assert Store(paths).record_finished(record, match) is None
    assert Store(paths).stats.game("double_king")["points"] == total


def test_a_guinguette_match_counts_what_the_person_gained_against_the_counters_he_started_with(tmp_path):
    """The statistics counted a Guinguette match's gain from the match as dealt, whose first
    antes were already paid (and whose queen of diamonds may already have been shown): 42
    counters at the end of a 3-player match begun with 40 read +5 where the final ranking said
    +2. The gain is counted against the starting counters, as the ranking shows it (rules §7)."""
    from game.store.stats import match_outcome
    as_dealt = []
    for seed in range(8, 14):
        record, match = finished("guinguette", 3, seed)
        as_dealt.append(record.start().score_json()["chips"][0])
        chips = match.result_json()["chips"]
        assert match_outcome(match, 0)["points"] == chips[0] - 40
    assert any(chips != 40 for chips in as_dealt)             # the first antes are already paid
    record, match = finished("guinguette", 3, next(seed for seed, chips in zip(range(8, 14), as_dealt)
                                                   if chips != 40))
    paths = Paths.under(str(tmp_path))
    assert Store(paths).record_finished(record, match) is None
    assert Store(paths).stats.game("guinguette")["points"] == match.result_json()["chips"][0] - 40


def test_the_rating_rises_with_a_win_and_falls_with_a_loss_against_the_level():
    assert match_score(1, 4) == 1.0 and match_score(4, 4) == 0.0 and match_score(2, 3) == 0.5
    assert level_rating("debutant") < level_rating("amateur") < level_rating("expert")


def test_each_ordinary_match_moves_the_rating_by_elo(tmp_path):
    paths = Paths.under(str(tmp_path))
    store = Store(paths)
    store.stats.record("polignac", 4, place=1, deals=5, points=0, opponents=["expert"] * 3)
    first = store.stats.rating["value"]
    expected = 1 / (1 + 10 ** ((level_rating("expert") - RATING_START) / 400))
    assert first == pytest.approx(RATING_START + RATING_K * (1 - expected), abs=0.1)
    store.stats.record("polignac", 4, place=4, deals=5, points=9, opponents=["debutant"] * 3)
    stats = Store(paths).stats
    assert stats.rating["value"] < first
    assert [p["score"] for p in stats.rating["history"]] == [1.0, 0.0]
    assert stats.rating["matches"] == 2


def test_replays_compared_with_the_expert_are_kept(tmp_path):
    paths = Paths.under(str(tmp_path))
    Store(paths).record_duplicate("polignac", -2, 0)
    Store(paths).record_duplicate("polignac", 0, -1)
    assert Store(paths).stats.duplicates["polignac"] == {"deals": 2, "mine": -2, "expert": -1}


def test_a_stats_file_with_a_bad_rating_is_set_aside(tmp_path):
    paths = Paths.under(str(tmp_path))
    Store(paths)
    os.makedirs(os.path.dirname(paths.stats_file), exist_ok=True)
    with open(paths.stats_file, "w") as f:
        json.dump({"format": "tapisvert-stats", "version": 1, "games": {},
                   "rating": {"value": "high"}}, f)
    store = Store(paths)
    assert [p.key for p in store.problems][0] == "store.wrong_format"


def test_a_hint_marks_the_autosaved_match_at_once(tmp_path):
    paths = Paths.under(str(tmp_path))
    store = Store(paths, fsync=False)
    record = MatchRecord.new("polignac", 4, {}, 1, 0, seats(4))
    store.autosave_start(record)
    match = record.start()
    action = match.legal_actions()[0].to_json()
    seat = match.to_act
    match.apply_json(seat, action)
    record.add(seat, action)
    store.mark_hinted(record)
    store.autosave_close()
    loaded, replayed = Store(paths).load_autosave()
    assert loaded.hinted and len(loaded.actions) == 1


@pytest.mark.parametrize("mode", ["normal", "practice"])
def test_a_person_who_left_the_table_is_counted_the_deals_he_sat_at(tmp_path, mode):
    """Guinguette, "leaves the table": the deals played after he left were counted among his deals
    played (and his average per deal spread over them). The conformance example's pinned deals:
    the first seat leaves at the start of the second deal, and the others play on to the end."""
    from pathlib import Path
    example = json.loads((Path(__file__).parent / "scenarios" / "guinguette" /
                          "bankruptcy_eliminate_play_goes_on.json").read_text())
    record = MatchRecord.new("guinguette", 5, example["options"], example["seed"], example["dealer"], seats(5),
                             mode=mode, deals=example["deals"])
    match = record.start()
    for entry in example["actions"]:
        action = {k: v for k, v in entry.items() if k != "seat"}
        match.apply_json(entry["seat"], action)
        record.add(entry["seat"], action)
    rng = random.Random(3)
    while not match.match_over:
        seat = match.to_act
        action = rng.choice(match.legal_actions()).to_json()
        match.apply_json(seat, action)
        record.add(seat, action)
    assert not match.view(0).at_table[0] and match.deal >= 2
    paths = Paths.under(str(tmp_path))
    assert Store(paths).record_finished(record, match) is None
    stats = Store(paths).stats
    counted = stats.game("guinguette", None if mode == "normal" else mode)
    assert counted["deals"] == 1, "he sat at the first deal only"
    assert replay_figures(record, 0)[1]["deals"] == 1
