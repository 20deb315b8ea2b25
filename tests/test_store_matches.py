"""Saved matches come back exactly as they were: same hands, same trick, same scores (issue 8)."""
from __future__ import annotations

import random

import pytest

from game.engine import available_games, game_module
from game.store import MatchRecord, Paths, Store, StoreError


def seats_for(players: int, rng: random.Random) -> list:
    return [{"name": "Anne", "kind": "person", "level": None}] + [
        {"name": f"Ordi {i}", "kind": "computer", "level": rng.choice(["debutant", "amateur", "expert"])}
        for i in range(1, players)]


def play(match, record, rng: random.Random, steps: int) -> int:
    """Up to ``steps`` random legal actions, each applied by the engine then recorded."""
    done = 0
    while done < steps and not match.match_over:
        action = rng.choice(match.legal_actions()).to_json()
        seat = match.to_act
        match.apply_json(seat, action)
        record.add(seat, action)
        done += 1
    return done


def same_table(a, b) -> None:
    assert a.state_json() == b.state_json()
    for seat in range(a.players):
        assert a.view(seat).to_json() == b.view(seat).to_json()


def random_match(game: str, seed: int):
    rng = random.Random(seed)
    players = rng.choice(sorted(game_module(game).PLAYERS))
    record = MatchRecord.new(game, players, {}, seed, rng.randrange(players), seats_for(players, rng))
    return record, record.start(), rng


def test_the_round_trip_covers_polignac():
    assert "polignac" in available_games()


@pytest.mark.parametrize("seed", [11, 23, 37])
def test_a_match_saved_at_a_random_point_loads_exactly_as_it_was(tmp_path, seed):
    store = Store(Paths.under(str(tmp_path)))
    for game in available_games():
        # Length of the whole match for this seed, to pick a random point inside it.
        record, match, rng = random_match(game, seed)
        length = play(match, record, random.Random(seed), 100_000)
        point = random.Random(seed * 7 + len(game)).randrange(length + 1)

        record, match, _ = random_match(game, seed)
        choices = random.Random(seed)
        play(match, record, choices, point)
        entry = store.save_match(record, f"{game} {seed}", match)
        loaded, loaded_match = store.load_match(entry.id)
        assert loaded.actions == record.actions and loaded.seats == record.seats
        same_table(match, loaded_match)

        # The loaded match goes on exactly as the original would have.
        rng_a = random.Random(seed + 1)
        rng_b = random.Random(seed + 1)
        play(match, record, rng_a, 25)
        play(loaded_match, loaded, rng_b, 25)
        same_table(match, loaded_match)


@pytest.mark.parametrize("seed", [5, 8])
def test_continue_after_an_autosave_gives_the_same_table(tmp_path, seed):
    paths = Paths.under(str(tmp_path))
    for game in available_games():
        store = Store(paths)
        record, match, rng = random_match(game, seed)
        store.autosave_start(record)
        play(match, record, rng, rng.randrange(1, 150))
        store.autosave_close()

        info = Store(paths).autosave_info()
        assert info["game"] == game and info["actions"] == len(record.actions)
        loaded, loaded_match = Store(paths).load_autosave()
        same_table(match, loaded_match)


def test_the_autosave_of_a_resumed_match_keeps_every_action(tmp_path):
    paths = Paths.under(str(tmp_path))
    store = Store(paths)
    record, match, rng = random_match("polignac", 3)
    store.autosave_start(record)
    play(match, record, rng, 20)
    store.autosave_close()

    again = Store(paths)
    loaded, loaded_match = again.load_autosave()
    again.autosave_start(loaded)
    play(loaded_match, loaded, rng, 15)
    again.autosave_close()
    final, final_match = Store(paths).load_autosave()
    assert len(final.actions) == 35
    same_table(loaded_match, final_match)


def test_a_finished_match_leaves_nothing_to_continue(tmp_path):
    store = Store(Paths.under(str(tmp_path)))
    record, match, rng = random_match("polignac", 4)
    store.autosave_start(record)
    play(match, record, rng, 100_000)
    assert match.match_over
    store.autosave_end()
    assert not store.has_autosave() and store.autosave_info() is None


def test_named_saves_list_rename_and_delete(tmp_path):
    store = Store(Paths.under(str(tmp_path)))
    record, match, rng = random_match("polignac", 9)
    play(match, record, rng, 40)
    first = store.save_match(record, "Dimanche soir", match)
    play(match, record, rng, 40)
    second = store.save_match(record, "Chez Paulette", match)

    listed = store.list_matches()
    assert [e.name for e in listed] == ["Chez Paulette", "Dimanche soir"]
    assert listed[0].game == "polignac" and listed[0].players == record.players
    assert listed[0].summary["deal"] == match.deal
    assert listed[0].summary["score"] == match.score_json()
    assert listed[0].saved_at >= listed[1].saved_at > 0

    store.rename_match(first.id, "La revanche")
    assert sorted(e.name for e in store.list_matches()) == ["Chez Paulette", "La revanche"]
    renamed, renamed_match = store.load_match(first.id)
    assert renamed.name == "La revanche" and len(renamed.actions) == 40

    store.delete_match(second.id)
    assert [e.id for e in store.list_matches()] == [first.id]
    with pytest.raises(StoreError) as err:
        store.load_match(second.id)
    assert err.value.problem.key == "store.not_found"
    with pytest.raises(ValueError):
        store.rename_match(first.id, "   ")


def test_two_saves_under_one_name_are_told_apart(tmp_path):
    """Saved twice in one deal, a match gave two saves both called "Polignac · 1" in the list: a
    new save where another has the name takes "(2)", "(3)"; a long name keeps its room for it."""
    store = Store(Paths.under(str(tmp_path)))
    record, match, rng = random_match("polignac", 9)
    play(match, record, rng, 10)
    names = [store.save_match(record, "Polignac · 1", match).name for _ in range(3)]
    assert names == ["Polignac · 1", "Polignac · 1 (2)", "Polignac · 1 (3)"]
    assert sorted(e.name for e in store.list_matches()) == sorted(names)
    long = "x" * 60
    assert [store.save_match(record, long, match).name for _ in range(2)] == [long, "x" * 56 + " (2)"]
    again = store.save_match(record, "Polignac · 1", match, save_id=store.list_matches()[-1].id)
    assert again.name == "Polignac · 1"        # a save written again keeps the name it is given


def test_statistics_count_matches_places_and_points_per_deal(tmp_path):
    paths = Paths.under(str(tmp_path))
    store = Store(paths)
    store.record_match_end("polignac", 4, place=1, deals=6, points=9)
    store.record_match_end("polignac", 4, place=3, deals=4, points=16)
    store.record_match_end("double_king", 4, place=2, deals=20, points=-40)

    polignac = Store(paths).stats.game("polignac")
    assert (polignac["played"], polignac["won"], polignac["lost"]) == (2, 1, 1)
    assert polignac["places"] == {"1": 1, "3": 1}
    assert polignac["average_per_deal"] == 2.5
    assert Store(paths).stats.games() == ["double_king", "polignac"]
    assert Store(paths).stats.game("guinguette")["average_per_deal"] is None


def test_a_finished_match_is_counted_from_the_engines_own_result(tmp_path):
    paths = Paths.under(str(tmp_path))
    for game in available_games():
        store = Store(paths)
        record, match, rng = random_match(game, 17)
        play(match, record, rng, 100_000)
        assert store.record_finished(record, match) is None
        counted = Store(paths).stats.game(game)
        result = match.result_json()
        if "losers" in result:          # Polignac: the first to reach the limit loses (rules §1)
            person_won = 0 not in result["losers"]
        else:                           # a ranking: first place wins
            person_won = 0 in result["ranking"][0]
        assert (counted["played"], counted["won"], counted["lost"]) == (1, int(person_won), int(not person_won))
        assert counted["deals"] == match.deal > 0
        assert sum(counted["places"].values()) == 1


def test_an_autosave_of_a_match_already_over_is_not_offered_to_continue(tmp_path):
    paths = Paths.under(str(tmp_path))
    store = Store(paths)
    record, match, rng = random_match("polignac", 6)
    store.autosave_start(record)
    play(match, record, rng, 100_000)
    store.autosave_close()                  # as if killed before the table retired it
    again = Store(paths)
    assert again.startup_check() == []
    assert again.autosave_info() is None


def _to_next_deal(match, record) -> None:
    deal = match.deal
    rng = random.Random(5)
    while match.deal == deal and not match.match_over:
        play(match, record, rng, 1)


def test_a_match_resumed_from_a_save_is_written_back_over_that_save(tmp_path):
    """A save resumed and played into a later deal, then displaced: written over that same file, the
    app's name saying the deal it is in now (told apart from another save of that deal, never from
    its own old name); the link to its save is the autosave's only, never in the save's file."""
    store = Store(Paths.under(str(tmp_path)), fsync=False)
    store.name_save = lambda game, deal: f"{game} · deal {deal}"
    record, match, rng = random_match("polignac", 9)
    play(match, record, rng, 10)
    first = store.save_match(record, store.name_save("polignac", match.deal), match, deal=match.deal)
    resumed, going = store.load_match(first.id)
    assert resumed.resumed_from == first.id
    store.autosave_start(resumed)
    assert store.load_autosave()[0].resumed_from == first.id, "a crash keeps the link"
    assert store.save_resumed(resumed, going) == (first, False), "not played since: as it was"
    _to_next_deal(going, resumed)
    other, other_match, _ = random_match("polignac", 10)
    taken = store.save_match(other, store.name_save("polignac", going.deal), other_match, deal=going.deal)
    entry, changed = store.save_resumed(resumed, going)
    assert changed and entry.id == first.id and entry.name == f"polignac · deal {going.deal} (2)"
    assert sorted(e.id for e in store.list_matches()) == sorted([first.id, taken.id])
    written = store.saves.read(first.id)
    assert written.actions == resumed.actions and written.resumed_from == ""
    assert "resumed_from" not in open(store.saves.path(first.id), encoding="utf-8").read()


def test_a_name_the_person_gave_stays_and_a_save_holding_another_match_is_not_written_over(tmp_path):
    store = Store(Paths.under(str(tmp_path)), fsync=False)
    store.name_save = lambda game, deal: f"{game} · deal {deal}"
    record, match, rng = random_match("polignac", 9)
    play(match, record, rng, 10)
    mine = store.rename_match(store.save_match(record, "x", match).id, "Dimanche")
    resumed, going = store.load_match(mine.id)
    play(going, resumed, rng, 5)
    entry, changed = store.save_resumed(resumed, going)
    assert changed and (entry.id, entry.name) == (mine.id, "Dimanche")
    # the file replaced by another match meanwhile (copied there by hand): it is not this match's
    other, other_match, _ = random_match("polignac", 10)
    store.save_match(other, "Dimanche", other_match, save_id=mine.id)
    play(going, resumed, rng, 5)
    assert store.resumed_save(resumed) is None and store.save_resumed(resumed, going) is None
    assert store.saves.read(mine.id).actions == other.actions
    store.delete_match(mine.id)
    assert store.save_resumed(resumed, going) is None, "deleted: the caller keeps it as a new save"


def test_a_match_resumed_from_a_save_and_finished_leaves_that_save_finished(tmp_path):
    """Finished, the match is in its save as it ended (its deals to review), not as it stood when
    it was saved, to be resumed and its deals played again."""
    store = Store(Paths.under(str(tmp_path)), fsync=False)
    record, match, rng = random_match("polignac", 9)
    play(match, record, rng, 10)
    entry = store.save_match(record, "Dimanche", match)
    resumed, going = store.load_match(entry.id)
    store.autosave_start(resumed)
    play(going, resumed, rng, 100_000)
    assert going.match_over
    assert store.match_finished(resumed, going) is None
    kept = store.list_matches()
    assert [(e.id, e.summary.get("match_over")) for e in kept] == [(entry.id, True)]
    assert not store.has_autosave()
