"""A process killed in the middle of a match: Continue gives back the same table (design §5)."""
from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import textwrap

import pytest

from game.engine import available_games, game_module
from game.store import MatchRecord, Paths, Store

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# The child plays random legal actions with the autosave on, says how many it has recorded, and
# is killed with SIGKILL while it goes on playing (no chance to close or flush anything).
CHILD = textwrap.dedent("""
    import random, sys, time
    sys.path.insert(0, sys.argv[1])
    from game.store import MatchRecord, Paths, Store
    root, game, players, seed = sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5])
    store = Store(Paths.under(root))
    seats = [{"name": "Anne", "kind": "person", "level": None}] + [
        {"name": "Ordi", "kind": "computer", "level": "amateur"}] * (players - 1)
    record = MatchRecord.new(game, players, {}, seed, 0, seats)
    match = record.start()
    store.autosave_start(record)
    rng = random.Random(seed)
    while not match.match_over:
        action = rng.choice(match.legal_actions()).to_json()
        seat = match.to_act
        match.apply_json(seat, action)
        record.add(seat, action)
        print(len(record.actions), flush=True)
    print("over", flush=True)
    time.sleep(60)
""")


def replay_choices(game: str, players: int, seed: int, count: int):
    """The match the child was playing, after its first ``count`` actions."""
    seats = [{"name": "Anne", "kind": "person", "level": None}] + [
        {"name": "Ordi", "kind": "computer", "level": "amateur"}] * (players - 1)
    record = MatchRecord.new(game, players, {}, seed, 0, seats)
    match = record.start()
    rng = random.Random(seed)
    for _ in range(count):
        action = rng.choice(match.legal_actions()).to_json()
        match.apply_json(match.to_act, action)
    return match


@pytest.mark.parametrize("which,seed,kill_after", [(0, 21, 57), (0, 8, 3), (1, 4, 140), (2, 6, 90)])
def test_continue_after_the_process_was_killed_gives_the_same_table(tmp_path, which, seed, kill_after):
    games = available_games()               # polignac first, then each game as it lands
    game = games[which % len(games)]
    players = sorted(game_module(game).PLAYERS)[seed % len(game_module(game).PLAYERS)]
    root = str(tmp_path)
    child = subprocess.Popen([sys.executable, "-c", CHILD, ROOT, root, game, str(players), str(seed)],
                             stdout=subprocess.PIPE, text=True)
    try:
        seen = 0
        while seen < kill_after:
            line = child.stdout.readline().strip()
            assert line, "the child stopped before it was killed"
            if line == "over":          # a short match: killed once it is over
                break
            seen = int(line)
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=20)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
    assert child.returncode == -signal.SIGKILL

    store = Store(Paths.under(root))
    record, match = store.load_autosave()
    # The autosave holds every action the child had finished recording (at most one more was
    # in flight when the kill came).
    assert len(record.actions) >= seen > 0
    expected = replay_choices(game, players, seed, len(record.actions))
    assert match.state_json() == expected.state_json()
    for seat in range(players):
        assert match.view(seat).to_json() == expected.view(seat).to_json()
    assert store.startup_check() == []
    assert store.has_autosave() == (not match.match_over)   # a finished match is not offered
