"""Wrote this folder with the code of commit 8a8cf63 (version 1 saves, random scheme 1):

    git archive 8a8cf63 | tar -x -C OLD && cd OLD && PYTHONPATH=. python THIS_FILE OUT

named saves and an autosave, and expected.json: each match's runner state when it was saved.
"""
import json
import os
import random
import sys

from game.engine import new_match
from game.engine.actions import Ecart, EcartChoice
from game.store import MatchRecord, Store
from game.store.paths import Paths

out = sys.argv[1]
store = Store(Paths.under(os.path.join(out, "home")), fsync=False)
CASES = [("polignac", 5, {"preset": "classique", "leftover_method": "dealer_ecart"}, 11, 180),
         ("polignac", 3, {"preset": "boussac_1896"}, 12, 120),
         ("guinguette", 4, {}, 13, 150),
         ("guinguette", 3, {"tierce_suits": "any"}, 14, 110),
         ("double_king", 4, {"pack_mode": "traditional"}, 15, 170),
         ("double_king", 4, {}, 16, 120)]
expected = {}
for game, players, options, seed, steps in CASES:
    seats = [{"name": "Anne", "kind": "person", "level": None}] + [
        {"name": f"C{i}", "kind": "computer", "level": "debutant"} for i in range(1, players)]
    record = MatchRecord.new(game, players, options, seed, seed % players, seats)
    m = new_match(game, players, options, seed=seed, dealer=seed % players)
    rng = random.Random(seed)
    remues = 0
    for _ in range(steps):
        if m.match_over:
            break
        legal = m.legal_actions()
        calm = [x for x in legal if x.to_json().get("move") not in ("remue", "renvier", "tenir")]
        a = rng.choice(legal if not calm or rng.random() < 0.15 else calm)
        if isinstance(a, EcartChoice):
            a = Ecart(rng.sample(list(a.choosable), a.count))
        data = a.to_json()
        remues += data.get("move") == "remue"
        seat = m.to_act
        m.apply_json(seat, data)
        record.add(seat, data)
    entry = store.save_match(record, f"{game} {players}", m)
    expected[entry.id] = {"state": m.state_json(), "deal": m.deal, "remues": remues}
    print(game, players, "deal", m.deal, "actions", len(record.actions), "remues", remues, file=sys.stderr)
# an autosave left as if the app were killed mid-match: a Guinguette match with remues
game, players, seed = "guinguette", 5, 21
seats = [{"name": "Anne", "kind": "person", "level": None}] + [
    {"name": f"C{i}", "kind": "computer", "level": "amateur"} for i in range(1, players)]
record = MatchRecord.new(game, players, {}, seed, 0, seats)
m = new_match(game, players, {}, seed=seed, dealer=0)
store.autosave_start(record)
rng = random.Random(seed)
for _ in range(130):
    if m.match_over:
        break
    legal = m.legal_actions()
    calm = [x for x in legal if x.to_json().get("move") not in ("remue", "renvier", "tenir")]
    a = rng.choice(legal if not calm or rng.random() < 0.15 else calm)
    seat = m.to_act
    m.apply_json(seat, a.to_json())
    record.add(seat, a.to_json())
store.autosave_close()
expected["autosave"] = {"state": m.state_json(), "deal": m.deal}
json.dump(expected, open(os.path.join(out, "expected.json"), "w"), indent=1, sort_keys=True)
