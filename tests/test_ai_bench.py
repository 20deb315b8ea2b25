"""The computer-seat benchmarks print one JSON object in the contract's form (contract §8)."""
from __future__ import annotations

import json

from bench import ai as bench_ai
from bench import strength


def test_strength_prints_the_contract_keys_with_an_interval_around_the_mean(capsys):
    assert strength.main(["--game", "guinguette", "--deals", "2", "--quick", "--budget-ms", "2"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) == {"game", "deals", "candidate", "baseline", "mean_diff", "ci95", "cheater_gap_closed"}
    assert out["game"] == "guinguette" and out["deals"] == 2
    assert out["candidate"] == "expert" and out["baseline"] == "debutant"
    lo, hi = out["ci95"]
    assert lo <= out["mean_diff"] <= hi


def test_latency_bench_reports_percentiles_per_game_and_level(capsys, monkeypatch):
    monkeypatch.setattr(bench_ai, "QUICK_DECISIONS", {"debutant": 20, "amateur": 3, "expert": 2, "maitre": 1,
                                                      "hint": 1})
    assert bench_ai.main(["--quick", "--games", "double_king"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) == {"double_king"}
    # the table's hint too, at each player count of the game (Double King: four)
    assert set(out["double_king"]) == {"debutant", "amateur", "expert", "maitre", "hint"}
    rows = [out["double_king"][level] for level in ("debutant", "amateur", "expert", "maitre")]
    for row in rows + [out["double_king"]["hint"]["4"]]:
        assert set(row) == {"p50_ms", "p95_ms", "max_ms"}
        assert 0 <= row["p50_ms"] <= row["p95_ms"] <= row["max_ms"]
    assert set(out["double_king"]["hint"]) == {"4"}


def test_the_latency_bench_times_the_hint_the_table_asks(monkeypatch):
    """The hint is timed as the table works it out: its HintDesk, which asks with the table's cap."""
    from game.ui.table import learning
    asked = []
    real = learning.HintDesk.ask

    def ask(desk, question, deal, order=()):
        asked.append((desk.game, question.seat, len(question.legal)))
        return real(desk, question, deal, order)
    monkeypatch.setattr(learning.HintDesk, "ask", ask)
    times = bench_ai.measure_hint("polignac", 3, 2)
    assert len(times) == 2 and all(t > 0 for t in times)
    assert [(g, seat) for g, seat, _ in asked] == [("polignac", 0)] * 2


def test_strength_in_fixed_steps_gives_the_same_result_twice_and_measures_a_variant(capsys):
    # a fixed work budget and no time limit: the result cannot depend on the machine's load
    args = ["--game", "double_king", "--deals", "1", "--budget-ms", "2", "--fixed-steps", "--no-cheater",
            "--later-deals", "20", "--candidate", "expert:SOLVE_CARDS=4", "--baseline", "policy"]
    results = []
    for _ in range(2):
        assert strength.main(args) == 0
        results.append(json.loads(capsys.readouterr().out))
    assert results[0] == results[1]
    assert results[0]["candidate"] == "expert:SOLVE_CARDS=4" and results[0]["baseline"] == "policy"


def test_strength_ladder_reports_each_comparison_with_its_interval(capsys):
    assert strength.main(["--game", "polignac", "--deals", "2", "--budget-ms", "2", "--fixed-steps",
                          "--ladder", "expert-debutant,cheater-expert"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game"] == "polignac" and out["deals"] == 2
    assert set(out["comparisons"]) == {"expert-debutant", "cheater-expert"}
    for row in out["comparisons"].values():
        lo, hi = row["ci95"]
        assert lo <= row["mean_diff"] <= hi


def test_strength_in_a_field_finds_no_difference_between_a_level_and_itself(capsys):
    # the same seat, seeds and cards: a candidate that is the baseline differs by exactly nothing
    assert strength.main(["--game", "guinguette", "--deals", "2", "--budget-ms", "2", "--fixed-steps",
                          "--no-cheater", "--candidate", "amateur", "--baseline", "amateur",
                          "--field", "debutant", "--relative"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["field"] == "debutant"
    assert out["mean_diff"] == 0 and out["ci95"] == [0, 0]
    assert out["relative"] == {"mean_diff": 0, "ci95": [0, 0]}     # the same, each against its table's mean


def test_a_result_relative_to_the_table_is_the_seat_s_less_the_table_s_mean():
    assert strength.relative([6.0, -2.0, -2.0, -6.0]) == [7.0, -1.0, -1.0, -5.0]


def test_the_cheater_seeing_the_hands_only_in_the_play_speaks_as_the_expert_and_plays_as_the_cheater():
    """``cheater_play``: a yardstick for what seeing the others' hands is worth once the words are
    said. Before the play its every decision is the Expert's (the same seat, seed and work); in the
    play it searches the true deal, as the cheater does."""
    from game.engine import new_match
    game, seat = "guinguette", 1
    blind = strength.make_player(game, "cheater_play", seat, 5, 2.0, True)
    expert = strength.make_player(game, "expert", seat, 5, 2.0, True)
    cheater = strength.make_player(game, "cheater", seat, 5, 2.0, True)
    spoke = played = 0
    for seed in range(40):
        match = new_match(game, 4, strength.OPTIONS[game], seed=seed, dealer=0)
        while not match.match_over and match.deal == 1 and match.phase != "deal_over":
            s = match.to_act
            view, legal = match.view(s), match.legal_actions()
            if s == seat and len(legal) > 1:
                blind.match = cheater.match = match
                if match.phase == "play":
                    assert blind.choose(view, legal) == cheater.choose(view, legal)
                    played += 1
                else:
                    assert blind.choose(view, legal) == expert.choose(view, legal)
                    spoke += 1
            match.apply(legal[0])
        if spoke >= 5 and played >= 5:
            return
    raise AssertionError(f"too few choices at the seat: {spoke} words, {played} plays")


def test_agreement_counts_the_choices_that_differ_and_values_them_on_the_true_deal(capsys):
    from bench import agreement
    assert agreement.main(["--game", "polignac", "--quick", "--candidate", "expert", "--baseline", "amateur"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) == {"game", "deals", "candidate", "baseline", "decisions", "differ", "differ_rate",
                        "gain_when_differ", "better", "worse", "per_seat_deal"}
    assert out["deals"] == 2 and out["decisions"] > 0 and 0 <= out["differ"] <= out["decisions"]
    assert out["better"] + out["worse"] <= out["differ"]
    if out["differ"]:
        lo, hi = out["gain_when_differ"]["ci95"]
        assert lo <= out["gain_when_differ"]["mean"] <= hi


def test_a_level_agrees_with_itself_everywhere(capsys):
    from bench import agreement
    assert agreement.main(["--game", "guinguette", "--quick", "--candidate", "expert", "--baseline", "expert"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["decisions"] > 0 and out["differ"] == 0 and out["per_seat_deal"]["mean"] == 0.0


def test_a_variant_of_the_brain_reaches_the_debutant_and_the_policy_too():
    """``debutant:DUCKING=False`` measured the Débutant against itself: the setting was dropped for
    the Débutant and the policy (300 deals, every one played alike), so a rule player's change could
    not be measured by the bench."""
    for level in ("debutant", "policy", "expert"):
        player = strength.make_player("polignac", f"{level}:DUCKING=False", 1, 5, 2.0, True)
        assert player.settings["DUCKING"] is False, level
        assert strength.make_player("polignac", level, 1, 5, 2.0, True).settings.get("DUCKING", True) is True
