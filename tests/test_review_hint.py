"""The deal review and the hint (python -m game.review, python -m game.hint; issue "The learning table")."""
import json
import random
import subprocess
import sys

import pytest

from game.ai.hint import Advice, advise
from game.ai.review import Rejected, deal_values, review
from game.engine import action_from_json, new_match
from game.engine.actions import Ecart, EcartChoice
from game.ui.hints import reason


def random_actions(game: str, players: int, seed: int, deals: int = 1) -> list[dict]:
    """Random legal actions for ``deals`` whole deals, in the runner's JSON form."""
    m = new_match(game, players=players, seed=seed)
    rng = random.Random(seed)
    out = []
    while not m.match_over and m.deal <= deals:
        a = rng.choice(m.legal_actions())
        if isinstance(a, EcartChoice):
            a = Ecart(rng.sample(list(a.choosable), a.count))
        out.append(dict(a.to_json(), seat=m.to_act))
        m.apply(a)
    return out


def moves_of(actions: list[dict]) -> list:
    return [(i, action_from_json(a), a["seat"]) for i, a in enumerate(actions)]


def finish_forced(m, action) -> list[float] | None:
    """The deal's values after ``action`` when every later decision has one legal action, else None."""
    m = m.clone()
    events = m.apply(action)
    while deal_values(m.game, events) is None:
        legal = m.legal_actions()
        if len(legal) != 1:
            return None
        events = m.apply(legal[0])
    return deal_values(m.game, events)


@pytest.mark.parametrize("game", ["polignac", "double_king"])
def test_a_decision_followed_by_forced_play_costs_the_difference_of_its_two_outcomes(game):
    """Where the seat's choice is followed only by forced moves, the cost is plain arithmetic."""
    found = 0
    for seed in range(60):
        actions = random_actions(game, 4, seed)
        m = new_match(game, players=4, seed=seed)
        for i, data in enumerate(actions):
            seat = data["seat"]
            legal = m.legal_actions()
            if m.phase == "play" and len(legal) == 2:
                probe = m.clone()
                probe.apply(action_from_json(data))
                rest_forced = True
                while rest_forced and not probe.match_over:
                    nxt = probe.legal_actions()
                    if len(nxt) != 1:
                        rest_forced = False
                        break
                    if deal_values(game, probe.apply(nxt[0])) is not None:
                        break
                other = next(a for a in legal if a.to_json() != {"type": "play", "card": data["card"]})
                outcomes = finish_forced(m, action_from_json(data)), finish_forced(m, other)
                if rest_forced and None not in outcomes:
                    mine, theirs = outcomes[0][seat], outcomes[1][seat]
                    replay = new_match(game, players=4, seed=seed)
                    (deal,) = review(replay, moves_of(actions), seat)
                    (entry,) = [d for d in deal["decisions"] if d["index"] == i]
                    assert entry["exact"] is True
                    assert entry["cost"] == pytest.approx(max(0.0, theirs - mine))
                    best = other.to_json() if theirs > mine else {"type": "play", "card": data["card"]}
                    assert entry["best"] == best
                    found += 1
                    break
            m.apply_json(seat, data)
        if found >= 3:
            break
    assert found >= 3


@pytest.mark.parametrize("game", ["polignac", "double_king", "guinguette"])
def test_review_of_a_whole_deal_judges_every_real_decision_once(game):
    actions = random_actions(game, 4, seed=3)
    m = new_match(game, players=4, seed=3)
    multi = []
    for i, data in enumerate(actions):
        if data["seat"] == 1 and len(m.legal_actions()) >= 2:
            multi.append((i, max(int(h).bit_count() for h in m.hands), m.phase))
        m.apply_json(data["seat"], data)
    (deal,) = review(new_match(game, players=4, seed=3), moves_of(actions), 1)
    assert deal["deal"] == 1
    assert [d["index"] for d in deal["decisions"]] == [i for i, _, _ in multi]
    assert deal["cost"] == pytest.approx(sum(d["cost"] for d in deal["decisions"]), abs=1e-3)
    for d, (_, cards, phase) in zip(deal["decisions"], multi):
        assert d["cost"] >= 0
        if cards <= 4 and phase == "play":
            assert d["exact"] is True
        if d["cost"] == 0:
            assert d["best"] == d["played"]


def test_an_unfinished_deal_is_not_reviewed_and_a_refused_action_is_named():
    actions = random_actions("polignac", 4, seed=5)
    assert review(new_match("polignac", players=4, seed=5), moves_of(actions[:10]), 0) == []
    bad = actions[:3] + [dict(actions[3], seat=(actions[3]["seat"] + 1) % 4)]
    with pytest.raises(Rejected) as info:
        review(new_match("polignac", players=4, seed=5), moves_of(bad), 0)
    assert info.value.index == 3 and info.value.error.code == "not_your_turn"


def run_cli(module: str, doc, *args) -> subprocess.CompletedProcess:
    text = doc if isinstance(doc, str) else json.dumps(doc)
    return subprocess.run([sys.executable, "-m", module, "-", *args], input=text, capture_output=True,
                          text=True, timeout=300)


@pytest.mark.parametrize("module", ["game.review", "game.hint"])
def test_command_lines_exit_2_on_a_malformed_scenario_and_3_on_a_rejected_action(module):
    assert run_cli(module, "[1, 2").returncode == 2
    assert run_cli(module, {"game": "polignac"}).returncode == 2
    assert run_cli(module, {"game": "belote", "players": 4}).returncode == 2
    wrong = {"game": "polignac", "players": 4, "seed": 1, "actions": [{"seat": 3, "type": "play", "card": "JS"}]}
    done = run_cli(module, wrong)
    assert done.returncode == 3 and "action 0" in done.stderr


def test_review_command_prints_the_contract_shape():
    actions = random_actions("polignac", 4, seed=8)
    done = run_cli("game.review", {"game": "polignac", "players": 4, "seed": 8, "actions": actions}, "--seat", "2")
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["seat"] == 2 and [d["deal"] for d in out["deals"]] == [1]
    for d in out["deals"][0]["decisions"]:
        assert set(d) == {"index", "phase", "played", "best", "cost", "exact"}
        assert actions[d["index"]]["seat"] == 2


def swapped_hidden_cards(seed: int):
    """Two scenarios, the same actions and the same hand for the seat to act, other hands different."""
    m = new_match("polignac", players=4, seed=seed)
    hands = [list(m.codes(h)) for h in m.hands]
    rng = random.Random(seed)
    actions = []
    for _ in range(4):     # the first trick
        a = rng.choice(m.legal_actions())
        actions.append(dict(a.to_json(), seat=m.to_act))
        m.apply(a)
    actor = m.to_act
    a, b = [s for s in range(4) if s != actor][:2]
    left_a, left_b = (set(m.codes(m.hands[s])) for s in (a, b))
    for ca in sorted(left_a):
        cb = next((c for c in sorted(left_b) if c[1] == ca[1]), None)
        if cb is not None:
            break
    else:
        return None
    other = [list(h) for h in hands]
    other[a][other[a].index(ca)], other[b][other[b].index(cb)] = cb, ca
    base = {"game": "polignac", "players": 4, "seed": seed, "actions": actions}
    return dict(base, deals=[{"hands": hands}]), dict(base, deals=[{"hands": other}])


def test_the_hint_sees_only_the_seat_s_view():
    pairs = [p for p in (swapped_hidden_cards(s) for s in range(40)) if p is not None][:2]
    assert pairs
    for first, second in pairs:
        one = run_cli("game.hint", first, "--seed", "4", "--lang", "en")
        two = run_cli("game.hint", second, "--seed", "4", "--lang", "en")
        assert one.returncode == 0 and two.returncode == 0, one.stderr + two.stderr
        assert json.loads(one.stdout) == json.loads(two.stdout)
        # and the hidden cards really differ: the scenario runner shows other hands
        states = [json.loads(subprocess.run([sys.executable, "-m", "game.scenario", "-"], input=json.dumps(d),
                                            capture_output=True, text=True).stdout)["state"]["hands"]
                  for d in (first, second)]
        assert states[0] != states[1]


def test_the_hint_is_a_legal_action_with_a_reason_in_each_language():
    m = new_match("double_king", players=4, seed=2)
    seat = m.to_act
    advice = advise("double_king", m.view(seat), m.legal_actions(), seat, seed=1)
    assert advice.action.to_json() in [a.to_json() for a in m.legal_actions()]
    fr, en = reason(advice, "fr"), reason(advice, "en")
    assert fr and en and fr != en
    if advice.values:
        assert "moyenne" in fr and "average" in en


def test_a_single_legal_card_is_hinted_as_forced():
    m = new_match("polignac", players=4, seed=0)
    while len(m.legal_actions()) != 1:
        m.apply(m.legal_actions()[0])
    seat = m.to_act
    advice = advise("polignac", m.view(seat), m.legal_actions(), seat)
    (only,) = m.legal_actions()
    assert advice.action.to_json() == only.to_json()
    assert "only move" in reason(advice, "en")


def test_a_polignac_hint_counts_the_points_added_to_the_players_score():
    """Polignac's points count against whoever takes them, and the search's values are the points
    kept off the score: "Ask for favour ... (5.0 points on average)" read as five points taken for
    the général that takes them off, and a good card's "−0.2 points" as a gain. Said now as the
    points added to the score: the général −5.0, the card 0.2 against 0.5 for the other ("points to
    your score" still read as a gain to a newcomer: "points added to your score"). "−5.0 points
    added to your score" then read as a riddle: points below zero are said taken off the score,
    and a whole figure without its ".0"."""
    NBSP = "\u00a0"        # a figure's no-break space (i18n.NO_BREAK) read as a space
    ask, silent, stop = (action_from_json({"type": "general", "choice": c}) for c in ("ask", "silent", "decline"))
    general = Advice(ask, [(ask, 5.0), (silent, 5.0), (stop, 0.0)], 3, "polignac")
    assert "(5 points taken off your score, on average" in reason(general, "en").replace(NBSP, " ")
    assert "(5 points retirés de votre compte, en moyenne" in reason(general, "fr").replace(NBSP, " ")
    one = Advice(ask, [(ask, 1.02), (stop, 0.4)], 3, "polignac")
    assert reason(one, "en", short=True).replace(NBSP, " ") == \
        "Ask for favour: 1 point taken off your score, against 0.4 for Stop here."
    assert reason(one, "fr", short=True).replace(NBSP, " ") == \
        "Demander la faveur : 1 point retiré de votre compte, contre 0,4 pour Arrêter là."
    king, ten = (action_from_json({"type": "play", "card": c}) for c in ("KC", "TD"))
    card = Advice(king, [(king, -0.17), (ten, -0.5)], 2, "polignac")
    assert reason(card, "en").replace(NBSP, " ") == ("K♣: 0.2 points added to your score, on average over the ways "
                                                     "the hidden cards may lie, against 0.5 for 10♦.")
    dk = Advice(king, [(king, 1.4), (ten, -0.5)], 2, "double_king")     # Double King's read as they are
    assert reason(dk, "en").replace(NBSP, " ").startswith(
        "K♣: 1.4 points above the players’ average for the rest of the deal")


def test_a_double_king_hint_says_its_figure_as_a_gap_to_the_table_s_average():
    """A Double King hint read "9♠: as good as 10♠ here (−1.6 points relative to the table on
    average …)": "relative to the table" said nothing, and a figure below zero in a trump game,
    where every trick gains, puzzled. The figure is the seat's net over the deal less the table's
    mean (double_king_world's outcome): said as the points above or below the table’s average, the
    figure without its sign, both figures the same way round. "5.4 points behind the table" still
    puzzled a newcomer: the line says what the figure is, the seat's points against the players'
    average; and over what: from the decision on (the outcome counts the nets since the search's
    snapshot), for the rest of the deal, not the whole deal ("for the deal" read as the deal's
    points already won counted in)."""
    NBSP = "\u00a0"
    nine, ten = (action_from_json({"type": "play", "card": c}) for c in ("9S", "TS"))
    below = Advice(nine, [(nine, -1.6), (ten, -1.6)], 2, "double_king")
    assert reason(below, "en").replace(NBSP, " ") == (
        "9♠: as good as 10♠ here (1.6 points below the players’ average for the rest of the deal, over all "
        "the ways the hidden cards may lie).")
    assert reason(below, "fr", short=True).replace(NBSP, " ") == \
        "9♠ : à égalité ici avec 10♠ (1,6 point en dessous de la moyenne des joueurs sur le reste de la donne)."
    above = Advice(nine, [(nine, 2.0), (ten, 0.5)], 2, "double_king")
    assert reason(above, "en", short=True).replace(NBSP, " ") == \
        "9♠: 2 points above the players’ average for the rest of the deal, against 0.5 for 10♠."
    assert reason(above, "fr", short=True).replace(NBSP, " ") == \
        "9♠ : 2 points au-dessus de la moyenne des joueurs sur le reste de la donne, contre 0,5 pour 10♠."
    worse = Advice(nine, [(nine, -1.0), (ten, -3.0)], 2, "double_king")
    assert reason(worse, "en", short=True).replace(NBSP, " ") == \
        "9♠: 1 point below the players’ average for the rest of the deal, against 3 for 10♠."


@pytest.mark.parametrize("language, word", [("en", "average"), ("fr", "moyenne")])
@pytest.mark.parametrize("game", ["polignac", "guinguette", "double_king"])
def test_a_hint_says_average_once(game, language, word):
    """Double King's hint read "… above the players' average for the rest of the deal on average
    over the ways the hidden cards may lie" ("… de la moyenne des joueurs … en moyenne sur toutes
    les façons …"): its figure's words say the average already, and the ways the cards may lie
    were said to be averaged over again. Every game's line, tie, search and words alike, in either
    language, says it once, and still says over what the figure is counted."""
    nine, ten = (action_from_json({"type": "play", "card": c}) for c in ("9S", "TS"))
    joue, passe, stir = (action_from_json(dict(type="cotillon", **w)) for w in (
        {"move": "joue"}, {"move": "passe"}, {"move": "remue", "card": "7S"}))
    lines = {"tie": Advice(nine, [(nine, -1.6), (ten, -1.6)], 2, game),
             "search": Advice(nine, [(nine, 2.0), (ten, 0.5)], 2, game)}
    if game == "guinguette":
        lines["words"] = Advice(passe, [(passe, 0.0), (stir, -1.2), (joue, -2.34)], 5, game)
    ways = {"en": "the ways the hidden cards may lie", "fr": "façons dont les cartes cachées peuvent se trouver"}
    for form, advice in lines.items():
        line = reason(advice, language).replace("\u00a0", " ")
        assert line.lower().count(word) == 1, (form, line)
        assert ways[language] in line, (form, line)


def test_a_double_king_hint_s_figure_counts_the_rest_of_the_deal_from_the_decision_on():
    """The hint said "… below the players' average for the deal" of a figure the search counts
    from the decision on: the points taken in the deal's earlier tricks are not in it. The words now
    say "for the rest of the deal"; what they rest on: at a decision after tricks that scored, the
    value is nothing yet, and at the deal's end it is each seat's points since the decision less
    the table's mean of them, not of the deal's."""
    from game.ai import brain_for
    brain = brain_for("double_king")
    rng = random.Random(3)
    m = new_match("double_king", 4, None, seed=3)
    while m.phase != "play":
        m.apply(brain.fast_action(m, rng))
    deal, at_deal = m.deal, m.net()                               # the round's nets as the deal is played
    while not (any(m.deal_points) and not m.trick):
        m.apply(brain.fast_action(m, rng))
    assert m.deal == deal and m.phase == "play"
    snap, at_decision = brain.snapshot(m), m.net()
    assert brain.outcome(snap, m) == [0.0] * 4                   # the tricks already scored do not count
    while m.deal == deal and not m.match_over:
        m.apply(brain.fast_action(m, rng))
    since = [end - start for end, start in zip(m.net(), at_decision)]
    assert brain.outcome(snap, m) == [d - sum(since) / 4 for d in since]
    whole = [end - start for end, start in zip(m.net(), at_deal)]
    assert brain.outcome(snap, m) != [d - sum(whole) / 4 for d in whole]      # not the deal's whole points


def test_a_cotillon_hint_gives_each_other_word_its_figure():
    """A Guinguette hint on a cotillon word read "Pass: 0 counters …, against −1.2 for stir, putting
    back the 7♠": a newcomer weighing "je joue" against "je passe" was told nothing of playing. On a
    cotillon word the line gives each other word the search weighed its figure (a stir once, at its
    best card, named last: its card follows a comma); elsewhere the next best alone."""
    NBSP = "\u00a0"
    joue, passe, stir, other_stir = (action_from_json(dict(type="cotillon", **w)) for w in (
        {"move": "joue"}, {"move": "passe"}, {"move": "remue", "card": "7S"}, {"move": "remue", "card": "JC"}))
    passing = Advice(passe, [(passe, 0.0), (stir, -1.2), (other_stir, -1.5), (joue, -2.34)], 5, "guinguette")
    assert reason(passing, "en", short=True).replace(NBSP, " ") == \
        "Pass: 0 counters by the end of the deal, against −2.3 for play and −1.2 for stir, putting back the 7♠."
    assert reason(passing, "fr").replace(NBSP, " ") == (
        "Passer : 0 jeton d’ici la fin de la donne, en moyenne sur toutes les façons dont les cartes cachées "
        "peuvent se trouver, contre −2,3 pour jouer et −1,2 pour remuer, 7♠ remis au talon.")
    stirring = Advice(stir, [(stir, 1.0), (passe, 0.0), (joue, -2.0)], 5, "guinguette")
    assert reason(stirring, "en", short=True).replace(NBSP, " ") == \
        "Stir, putting back the 7♠: 1 counter by the end of the deal, against 0 for pass and −2 for play."
    stop = action_from_json({"type": "cotillon", "move": "stop"})
    again = Advice(stop, [(stop, 0.5), (stir, 0.2)], 2, "guinguette")       # one other word: said as ever
    assert reason(again, "en", short=True).replace(NBSP, " ") == \
        "Stop stirring: 0.5 counters by the end of the deal, against 0.2 for stir, putting back the 7♠."


def test_a_polignac_hint_near_the_limit_says_its_figures_weigh_a_lost_match():
    """Near the limit the search's values weigh a lost match as ten points (polignac_world.LOSS):
    "K♣: 6.1 points to your score on average" read as six jack points in a deal that holds five.
    Where this deal may end the match, the hint says how its figures count; elsewhere not."""
    from game.ai.polignac_world import LOSS
    king, ten = (action_from_json({"type": "play", "card": c}) for c in ("KC", "TD"))
    near = Advice(king, [(king, -6.1), (ten, -8.3)], 2, "polignac", LOSS)
    assert reason(near, "en").endswith(" A lost match counts as 10\u00a0points in these figures.")
    assert reason(near, "fr").endswith(" Une partie perdue compte pour 10\u00a0points dans ces chiffres.")
    far = Advice(king, [(king, -0.2), (ten, -0.5)], 2, "polignac")
    assert "lost match" not in reason(far, "en")
    # the search tells it: at the first deal of a match to 15 the deal cannot end it, to 5 it can
    for target, stake in ((15, 0.0), (5, LOSS)):
        m = new_match("polignac", 4, {"target": target}, seed=3)
        seat = m.to_act
        assert advise("polignac", m.view(seat), m.legal_actions(), seat, seed=1).stake == stake


def _at_a_stir(seed: int):
    """A Guinguette deal at a seat's word in the cotillon where it may stir (the first such)."""
    for s in range(seed, seed + 200):
        m = new_match("guinguette", 4, {}, seed=s)
        rng = random.Random(s)
        while not m.match_over and m.deal == 1:
            legal = m.legal_actions()
            stirs = [a for a in legal if a.to_json().get("move") == "remue"]
            if m.phase == "cotillon" and stirs:
                return m, stirs[0]
            m.apply(rng.choice(legal))
    raise AssertionError("no stir found")


def test_a_stir_is_judged_over_draws_not_by_the_one_the_deal_made():
    """"Play: better to stir putting back the J♥ (cost ≈ 12.8 counters)": the review, which sees
    every card, read the talon's order after the stir, which is chance. The deal's own draw of its
    stirs changes nothing in the judgement: a stir is valued over the review's draws."""
    from game.ai.review import judge
    from game.engine.match import deal_draws
    m, stir = _at_a_stir(3)
    seat = m.to_act
    other = m.clone()
    other.stir_draws = deal_draws(m.game, m.seed + 1, m.deal, "stirs0", 64)     # another deal's luck
    first, second = judge(m, stir, 0, seat), judge(other, stir, 0, seat)
    assert first is not None and second is not None
    assert [(a.to_json(), round(v, 9)) for a, v in first.values] == \
        [(a.to_json(), round(v, 9)) for a, v in second.values]
    assert not first.exact, "an estimate of the draws' mean, said with its ≈"


def test_a_deal_ended_with_no_jack_point_lists_no_costly_decision():
    """A player-tester who took no jack point in a Polignac deal, the best there is, read "4 of your
    decisions cost you" ("J♥: 7♥ was better (≈ 0.2)" where dropping the jack under the queen was
    ideal). With every card known, a decision in a deal the seat ended at the best its game allows
    cannot have cost anything: none is listed, worked out or estimated."""
    checked = 0
    for seed in range(3):
        actions = random_actions("polignac", 3, seed)
        m = new_match("polignac", players=3, seed=seed)
        results = deal_values("polignac", [e for a in actions for e in m.apply_json(a["seat"], a)])
        assert results is not None
        for seat in [s for s in range(3) if results[s] == 0]:
            (deal,) = review(new_match("polignac", players=3, seed=seed), moves_of(actions), seat)
            assert deal["decisions"], "the seat had choices to make"
            assert [(d["cost"], d["best"]) for d in deal["decisions"]] == \
                [(0, d["played"]) for d in deal["decisions"]]
            checked += 1
    assert checked >= 2


def test_an_estimate_does_not_blame_a_card_for_one_worth_the_same():
    """Two cards of a suit with no card between them in its order are worth the same (whichever is
    played, the other does the same work later): the play-outs that estimate a decision's cost early
    in a deal differed on them by their noise alone, and the review listed one as costly ("≈ 0.7").
    A cost is listed only where it stands clear of the play-outs' spread, checked on fresh ones."""
    from game.ai.review import judge
    from game.engine import game_module
    order = game_module("polignac").RANK_ORDER
    judged = 0
    for seed in range(10):
        actions = random_actions("polignac", 3, seed)
        m = new_match("polignac", players=3, seed=seed)
        for i, data in enumerate(actions):
            cards = [a.to_json().get("card") for a in m.legal_actions()]
            if m.phase == "play" and len(cards) == 2 and None not in cards and cards[0][1] == cards[1][1] \
                    and "J" not in (cards[0][0], cards[1][0]) \
                    and abs(order.index(cards[0][0]) - order.index(cards[1][0])) == 1:
                verdict = judge(m, action_from_json(data), i, data["seat"])
                assert verdict is not None and not verdict.exact, "early in the deal: an estimate"
                assert verdict.cost == 0 and verdict.best.to_json() == verdict.played.to_json(), (seed, cards)
                judged += 1
                break
            m.apply_json(data["seat"], data)
    assert judged >= 6


def test_a_double_king_contract_is_judged_against_its_fair_share_among_those_left(monkeypatch):
    """"Pas de dames : mieux valait Atout pique (coût ≈ 5,7)": the review weighed a negative contract
    against a trump game in raw points, as if the dealer could take trumps every deal. Each player
    chooses 3 negatives and 2 trump games in a round and every contract is played in it anyway
    (§3), so a contract is weighed by what the deal gives it over its fair share (its total shared
    by the four), among the contracts the dealer may still choose."""
    from game.ai import review as R
    m = new_match("double_king", players=4, seed=2)
    assert m.phase == "contract"
    seat = m.to_act
    fair_trumps_plus_one = 13 / 4 + 1

    def playouts(match, action, seeds):           # each contract at its average, trumps one trick over
        data = action.to_json()
        mine = {"atout": fair_trumps_plus_one, "dames": -8 / 4, "plis": -13 / 4, "coeurs": -13 / 4,
                "rois_valets": -8 / 4, "roi_coeur": -5 / 4, "sept_treize": -5 / 4}[data["contract"]]
        return [[mine if s == seat else 0.0 for s in range(4)] for _ in seeds]
    monkeypatch.setattr(R, "_playouts", playouts, raising=False)
    dames = next(a for a in m.legal_actions() if a.to_json()["contract"] == "dames")
    verdict = R.judge(m, dames, 0, seat)
    assert verdict is not None
    assert verdict.best.to_json()["contract"] == "atout"
    assert verdict.cost == pytest.approx(1.0)         # the trick over its share, not 5.25 raw points
    # a dealer with his two trump games played may not choose a third: none is weighed against his
    m.chosen[seat] = [0, 2]
    verdict = R.judge(m, dames, 0, seat)
    assert verdict is not None and verdict.cost == 0
    assert {a.to_json()["contract"] for a, _ in verdict.values} == {"plis", "coeurs", "dames", "rois_valets",
                                                                    "roi_coeur", "sept_treize"}


def _guinguette_seed_18_at(index: int):
    """Guinguette, four players, seed 18, every action drawn at random: the match before action
    ``index`` of the first deal (indexed as the review indexes the record), and that action."""
    actions = random_actions("guinguette", 4, seed=18)
    m = new_match("guinguette", players=4, seed=18)
    for data in actions[:index]:
        m.apply_json(data["seat"], data)
    return m, action_from_json(actions[index])


def test_a_talk_decision_valued_over_draws_of_the_stirs_is_not_blamed_on_their_luck():
    """A Guinguette stir judged by searching every card over a few draws of the stirs still to come
    was blamed on the luck of those draws: putting back the J♣ where stopping keeps the pot in every
    draw was listed "stop was better (≈ 12.2 counters)", one draw of six in which the stir goes
    wrong. As a played-out decision, such a cost is listed only where the difference, draw by draw,
    stands clear of its spread, then on fresh draws."""
    from game.ai.review import judge
    m, played = _guinguette_seed_18_at(37)
    assert m.phase == "cotillon" and played.to_json() == {"type": "cotillon", "move": "remue", "card": "JC"}
    verdict = judge(m, played, 37, m.to_act)
    assert verdict is not None and not verdict.exact, "over draws of the stirs: an estimate"
    values = dict((str(a.to_json()), v) for a, v in verdict.values)
    assert max(values.values()) > values[str(played.to_json())], "the draws' mean alone ranks it below stop"
    assert verdict.cost == 0 and verdict.best.to_json() == played.to_json()


def test_a_clearly_bad_talk_decision_valued_over_draws_of_the_stirs_is_still_listed():
    """At the same moment, putting back the J♥ loses the pot in most draws of the stirs where
    stopping keeps it in all: that cost stands clear of the noise and stays listed, with stop."""
    from game.ai.review import judge
    m, _ = _guinguette_seed_18_at(37)
    bad = next(a for a in m.legal_actions() if a.to_json() == {"type": "cotillon", "move": "remue", "card": "JH"})
    verdict = judge(m, bad, 37, m.to_act)
    assert verdict is not None and not verdict.exact
    assert verdict.best.to_json() == {"type": "cotillon", "move": "stop"}
    assert verdict.cost > 30


# ---------------------------------------------------------------- the review's work, not its findings

def test_double_king_reviews_find_what_they_found_before_their_work_was_spared():
    """The review of a Double King deal kept a person on "Reviewing…" several times as long as a
    Polignac deal's: the whole tree searched again from every late decision, each play-out showing
    the table to a seat that had one card to play. With that work spared, the findings of three
    deals of a match (a contract chosen, costs worked out exactly and one estimated) are those the
    review gave before, to the last figure (tests/data/review_double_king.json)."""
    import pathlib

    from game.ui.scenes.learn_work import review_deal
    data = json.loads((pathlib.Path(__file__).parent / "data" / "review_double_king.json").read_text("utf-8"))
    for deal, before in data["reviews"].items():
        assert review_deal(data["record"], int(deal), 0) == before, deal


def _double_king_at(cards: int, seed: int):
    """A Double King deal played at random (seed) until every hand holds ``cards`` cards or fewer,
    a trick just begun."""
    m = new_match("double_king", players=4, seed=seed)
    rng = random.Random(seed)
    while m.phase != "play" or max(h.bit_count() for h in m.hands) > cards or m.trick:
        actions = m.legal_actions()
        m.apply(actions[rng.randrange(len(actions))])
    return m


@pytest.mark.parametrize("seed", range(3))
def test_a_position_remembered_is_valued_and_counted_as_if_searched_again(seed, monkeypatch):
    """The review remembers the positions it has worked out (the same cards left by other orders of
    play, a later decision's inside an earlier one's tree): each is worth what a search from it
    finds, and counts against the budget the positions it took, so a decision is worked out
    exactly, or given up for an estimate, just where it was before."""
    from game.ai.review import _OverBudget, _Solver
    from game.engine.double_king import DoubleKingMatch
    m = _double_king_at(3, seed)
    actions = m.legal_actions()
    with monkeypatch.context() as plain:            # every position searched each time it is met
        plain.setattr(DoubleKingMatch, "position_key", lambda self: None)
        searched = _Solver(m.game, budget=10**9)
        searched_values = [searched.after(m, a) for a in actions]
    known = {}
    remembered = _Solver(m.game, budget=10**9, known=known)
    assert [remembered.after(m, a) for a in actions] == searched_values
    assert remembered.nodes == searched.nodes and 0 < len(known) < searched.nodes
    again = _Solver(m.game, budget=searched.nodes, known=known)      # all of it remembered now
    assert [again.after(m, a) for a in actions] == searched_values and again.nodes == searched.nodes
    short = _Solver(m.game, budget=searched.nodes - 1, known=known)
    with pytest.raises(_OverBudget):
        for a in actions:
            short.after(m, a)


def test_a_review_searches_no_position_twice(monkeypatch):
    """A Double King deal's last decisions were each searched whole, though the one before had
    searched the same positions (every card known, a later decision lies in an earlier one's
    tree): a review now searches each position once, or nearly."""
    import pathlib

    from game.ai import review as R
    from game.ui.scenes.learn_work import review_deal
    data = json.loads((pathlib.Path(__file__).parent / "data" / "review_double_king.json").read_text("utf-8"))
    expanded = []
    real = R.expand

    def expand(match, played=None):
        if played is None and match.phase == "play":      # a position of the search
            expanded.append((tuple(match.hands), match.to_act, tuple(match.trick), tuple(match.deal_points)))
        return real(match, played)
    monkeypatch.setattr(R, "expand", expand)
    found = review_deal(data["record"], 3, 0)
    assert sum(d["exact"] for d in found["decisions"]) >= 3, "decisions worked out by search"
    assert len(expanded) > 1000
    # only a search given up over its budget leaves positions unfinished, those on its way down
    # (at most a deal's cards deep), to be searched again later
    assert len(expanded) - len(set(expanded)) <= 52


def test_a_play_out_shows_the_table_only_to_a_seat_with_a_choice(monkeypatch):
    """Each play-out of the review (the deal finished by the Débutant at every seat) built a view of
    the whole table for every card, a card a seat had to play included: only a seat choosing is
    shown it; the play-out goes as before (the Débutant's choice read from the same views)."""
    from game.ai import review as R
    from game.engine.double_king import DoubleKingMatch
    shown = []
    real = DoubleKingMatch.view

    def view(self, seat):
        shown.append(len(self.legal_actions()))
        return real(self, seat)
    monkeypatch.setattr(DoubleKingMatch, "view", view)
    m = _double_king_at(13, 2)
    runs = R._playouts(m, m.legal_actions()[0], range(3))
    assert len(shown) > 50 and min(shown) >= 2
    monkeypatch.setattr(DoubleKingMatch, "view", real)
    from game.ai.seats import ComputerSeat
    monkeypatch.setattr(ComputerSeat, "forced", lambda self, legal: None)     # every seat shown the table
    assert R._playouts(m, m.legal_actions()[0], range(3)) == runs
