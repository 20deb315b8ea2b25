"""Helpers shared by every computer seat: views and legal lists in and out of JSON, the softmax
choice, a stable fingerprint of a view, and what the tricks of a deal show about voids.

A seat is handed a ``View`` (or its JSON form, when it crossed a process boundary) and the legal
list (``Action`` objects or their JSON forms). Nothing here reads a match.
"""
from __future__ import annotations

import json
import math
import multiprocessing
import os
import random
import sys
import threading
import time
import zlib
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from game.engine.actions import Action, EcartChoice, action_from_json
from game.engine.cards import CARD, SUIT_MASK
from game.engine.match import Match, View

if TYPE_CHECKING:   # the fork contexts exist on POSIX only: no import of them at run time
    from multiprocessing.context import ForkContext, ForkServerContext, SpawnContext

Choice = tuple[Action, float]       # an action and its rule score
T = TypeVar("T")


class Brain(Protocol):
    """What the seats and the search ask of a game's brain (``<game>_world.Brain``)."""

    GAME: str
    STEPS_PER_MS: int
    SOLVE_NODES: int
    ROLLOUT_TEMPERATURE: float     # 0: greedy rollouts; above: a softmax over ``play_choices``

    def rule_choices(self, view: View, legal: list[Action], memory: int | None) -> list[Choice]: ...

    def fast_action(self, match: Any, rng: random.Random) -> Action: ...

    def play_choices(self, match: Any) -> list[Choice]: ...

    def worth_searching(self, view: View, level: str = "expert") -> bool: ...

    def prune(self, view: View, choices: list[Choice], level: str = "expert") -> list[Choice]: ...

    def sample_world(self, view: View, rng: random.Random) -> Match: ...

    def snapshot(self, world: Match) -> Any: ...

    def outcome(self, snap: Any, match: Match) -> list[float]: ...

    def solvable(self, match: Match) -> bool: ...

    def solve_actions(self, match: Match) -> list[Action]: ...


def world_out_and_voids(hands: Sequence[int], seat: int) -> tuple[int, list[int]]:
    """In a sampled world (every hand known): the cards the other seats hold, and each seat's
    void suits as a mask of whole suits. The playout policies read these instead of memory."""
    out = 0
    voids = []
    for q, h in enumerate(hands):
        if q != seat:
            out |= h
        v = 0
        for s in range(4):
            if not h & SUIT_MASK[s]:
                v |= SUIT_MASK[s]
        voids.append(v)
    return out, voids


def same_worth(c: int, k: int, gone: int) -> bool:
    """Two cards of one suit with every card ranked between them ``gone`` (in the seat's own hand or
    played): whoever holds the others, they win and lose the same tricks, so playing one or the
    other is the same move (unless the game scores them differently)."""
    if c >> 4 != k >> 4:
        return False
    lo, hi = (c, k) if c < k else (k, c)
    between = (1 << hi) - (2 << lo)
    return not between & ~gone


def legal_card_mask(legal: Iterable[Any]) -> int:
    """The cards of a list of play actions, as a mask."""
    mask = 0
    for a in legal:
        mask |= 1 << a.card
    return mask


def as_view(view: View | dict[str, Any]) -> View:
    """A View from a View or from its JSON form."""
    if isinstance(view, View):
        return view
    if isinstance(view, dict):
        return View(**view)
    raise TypeError(f"a seat needs a View or its JSON form, not {type(view).__name__}")


def legal_to_json(legal: Iterable[Action]) -> list[dict[str, Any]]:
    return [a.to_json() for a in legal]


def legal_from_json(items: Iterable[Action | dict[str, Any]]) -> list[Action]:
    """Action objects for a legal list in JSON form; the écart entry becomes an EcartChoice."""
    out: list[Action] = []
    for item in items:
        if isinstance(item, Action):
            out.append(item)
        elif isinstance(item, dict) and item.get("type") == "ecart" and "count" in item:
            out.append(EcartChoice(item["count"], [CARD[c] for c in item["from"]]))
        else:
            out.append(action_from_json(item))
    return out


def view_fingerprint(view: View) -> int:
    """A stable 32-bit number for the content of a view (same view, same number, any process)."""
    text = json.dumps(view.to_json(), sort_keys=True, separators=(",", ":"), default=str)
    return zlib.crc32(text.encode("utf-8"))


def decision_rng(seed: int, seat: int, view: View, salt: int = 0) -> random.Random:
    """The random stream of one decision: it depends on the seat's seed and on the view only, so the
    same seed and the same view give the same choice whatever happened before."""
    return random.Random((seed * 1_000_003 + seat * 7919 + salt) ^ (view_fingerprint(view) << 20))


def log_softmax(scores: list[float], i: int, temperature: float) -> float:
    """Log of the chance that a softmax of ``temperature`` over ``scores`` picks index ``i``
    (what :func:`softmax_index` draws): how likely a player reading the scores so made a choice."""
    top = max(scores)
    return (scores[i] - top) / temperature - math.log(sum(math.exp((x - top) / temperature) for x in scores))


def softmax_index(scores: list[float], temperature: float, rng: random.Random) -> int:
    """Index drawn with probability proportional to exp(score / temperature).

    Scores are in the game's own units (points, counters), so a move one point worse than the
    best is taken about exp(-1/temperature) as often: small slips, never a wild card."""
    if len(scores) == 1:
        return 0
    if temperature <= 0:
        return max(range(len(scores)), key=scores.__getitem__)
    top = max(scores)
    weights = [math.exp((s - top) / temperature) for s in scores]
    r = rng.random() * sum(weights)
    for i, w in enumerate(weights):
        r -= w
        if r <= 0:
            return i
    return len(scores) - 1


def best_card(card_scores: list[tuple[int, float]]) -> int:
    """The card of the highest score among (card, score) pairs (the first of equals): the fast
    policies' greedy choice."""
    best, best_score = -1, -1e9
    for c, score in card_scores:
        if score > best_score:
            best, best_score = c, score
    return best


def argmax_index(scores: list[float]) -> int:
    best = 0
    for i in range(1, len(scores)):
        if scores[i] > scores[best]:
            best = i
    return best


def candidates(brain: Brain, view: View, legal: list[Action], level: str, most: int) -> list[Choice]:
    """The moves a search weighs, with their rule scores, best score first: the rule player's
    choice alone when the game's brain finds the decision not worth searching, else the game's
    pruning (moves worth the same go) and at most ``most`` of the best rule scores."""
    choices = brain.rule_choices(view, legal, None)
    ranked = sorted(choices, key=lambda c: -c[1])     # stable: the first of equal scores first
    if len(ranked) == 1 or not brain.worth_searching(view, level):
        return ranked[:1]
    return brain.prune(view, ranked, level)[:most]


def searched_means(brain: Brain, view: View, keep: list[Choice], sums: list[float],
                   counts: list[int]) -> list[float]:
    """What a search found each candidate worth, as ``pick`` compares them: its mean value over
    the worlds, the rule score breaking ties, and the game's bonus for a move when it has one."""
    bonus: Callable[[View, Action], float] | None = getattr(brain, "search_bonus", None)
    return [(sums[i] / counts[i] if counts[i] else float("-inf")) + 1e-6 * score
            + (bonus(view, action) if bonus else 0.0)
            for i, (action, score) in enumerate(keep)]


def pick(brain: Any, view: View, actions: list[Action], means: list[float]) -> tuple[int, list[int]]:
    """The index of the searched choice, and those of the actions it was weighed against (itself
    included): the best mean of them all, unless the game's brain decides in two steps (its
    ``pick``: Guinguette's remuer and the card it puts back)."""
    decide: Callable[[View, list[Action], list[float]], tuple[int, list[int]]] | None = getattr(brain, "pick", None)
    if decide is not None:
        return decide(view, actions, means)
    return argmax_index(means), list(range(len(actions)))


# ---------------------------------------------------------------- what the tricks show

def trick_cards(view: View) -> list[tuple[int, list[tuple[int, int]]]]:
    """This deal's tricks as (number, [(seat, card int), ...]), the current one last (incomplete)."""
    out = []
    for i, t in enumerate(getattr(view, "tricks", None) or []):
        out.append((i, [(s, CARD[c]) for s, c in t["cards"]]))
    current = getattr(view, "trick", None) or []
    if current:
        out.append((len(out), [(p["seat"], CARD[p["card"]]) for p in current]))
    return out


def played_mask(view: View, last: int | None = None) -> int:
    """Cards played this deal (in the last ``last`` completed tricks plus the current one when given)."""
    tricks = trick_cards(view)
    current = getattr(view, "trick", None) or []
    if last is not None:
        done = tricks[:-1] if current else tricks
        keep = done[max(0, len(done) - last):]
        if current:
            keep.append(tricks[-1])
        tricks = keep
    m = 0
    for _, cards in tricks:
        for _, c in cards:
            m |= 1 << c
    return m


def shown_voids(view: View, last: int | None = None) -> list[int]:
    """Per seat, the mask of suits that seat has shown to be out of (it failed to follow).

    Every game here obliges a player to follow suit, so a card of another suit proves a void."""
    tricks = trick_cards(view)
    if last is not None:
        current = bool(getattr(view, "trick", None))
        done = len(tricks) - (1 if current else 0)
        tricks = [t for t in tricks if t[0] >= done - last]
    return voids_shown((cards for _, cards in tricks), view.players)


def voids_shown(tricks: Iterable[Sequence[tuple[int, int]]], players: int) -> list[int]:
    """Per seat, the mask of suits the tricks ``tricks`` (each its [(seat, card int), ...]) show it
    to be out of: a card of another suit than the one led proves a void."""
    voids = [0] * players
    for cards in tricks:
        if not cards:
            continue
        led = cards[0][1] >> 4
        for s, c in cards[1:]:
            if c >> 4 != led:
                voids[s] |= SUIT_MASK[led]
    return voids


# ---------------------------------------------------------------- reading the others' plays

Play = tuple[int, list[tuple[int, int]], int, int]     # (trick number, the trick's cards before it, seat, card)
# the scores the rule player gives the cards a seat could play, had it held ``held`` (every seat's
# hand when the play was made), with ``before`` on the table in trick ``number``: [(card, score)]
# over the legal cards, [] when one card alone was legal (the play says nothing)
PlayScorer = Callable[[list[int], int, int, list[tuple[int, int]]], list[tuple[int, float]]]


def seat_in_world(sit: Any, held: Sequence[int], seat: int, trick: list[tuple[int, int]]) -> Any:
    """A game's ``Situation`` made that of ``seat`` in a world where every hand is known (``held``),
    with ``trick`` on the table: the fields every game's rule player reads alike."""
    sit.seat = seat
    sit.hand = held[seat]
    sit.trick = trick
    sit.out, sit.voids = world_out_and_voids(held, seat)
    sit.sizes = [h.bit_count() for h in held]
    return sit


def plays_log_likelihood(view: View, hands: Sequence[int], plays: list[Play], last: int,
                         temperature: float, scorer: PlayScorer) -> float:
    """Log of the chance that the rule player (a softmax of ``temperature`` over the card scores
    ``scorer`` gives) would have made the other seats' last ``last`` plays of this deal, had they
    held ``hands`` (a world: every seat's hand now). A world where a seat kept a card it would
    surely have played scores low; one where a play was not legal, lowest of all.

    Going back from now, each played card returns to its player's hand, so each play is judged
    from the hands as they were when it was made."""
    held = list(hands)
    total = 0.0
    weighed = 0
    for number, before, seat, card in reversed(plays):
        held[seat] |= 1 << card
        if seat == view.seat or weighed >= last:
            continue
        weighed += 1
        scores = scorer(held, seat, number, before)
        if not scores:
            continue
        mine = next((i for i, (c, _) in enumerate(scores) if c == card), None)
        if mine is None:     # not legal from this hand: the world contradicts the play
            return -1e9
        total += log_softmax([x for _, x in scores], mine, temperature)
    return total


def weighed_world_cost(deal_cost: int, worlds: int, weigh_cost: int) -> int:
    """Dealing one world, in steps (a brain's ``WORLD_COST``, which the search charges per world):
    with ``worlds`` above 1 that many are dealt and weighed for each one kept, and each is charged
    its deal and its weighing (``weigh_cost``: the plays or the words read, in steps)."""
    return deal_cost if worlds <= 1 else worlds * (deal_cost + weigh_cost)


class PerView(Generic[T]):
    """What a brain works out from a view once, though its search deals many worlds from it: the
    value of the last view asked about, made again (``make(view)``) for another. The view and its
    value are kept as one pair, so that a brain used from two threads never pairs one view's value
    with another view."""

    def __init__(self, make: Callable[[View], T]):
        self._make = make
        self._last: tuple[View, T] | None = None

    def __call__(self, view: View) -> T:
        last = self._last
        if last is not None and last[0] is view:
            return last[1]
        value = self._make(view)
        self._last = (view, value)
        return value


def deal_plays(view: View) -> list[Play]:
    """Every play of this deal so far, in order (the current trick's last)."""
    return [(t, cards[:i], s, c) for t, cards in trick_cards(view) for i, (s, c) in enumerate(cards)]


def others_plays(view: View) -> int:
    """How many plays the other seats have made this deal (what a reading of the plays weighs)."""
    return sum(1 for _, _, s, _ in deal_plays(view) if s != view.seat)


def world_read_from_plays(view: View, deal: Callable[[], Any], hands_of: Callable[[Any], Sequence[int]],
                          worlds: int, last: int, temperature: float, scorer: PlayScorer,
                          rng: random.Random, also: Callable[[Any], float] | None = None) -> Any:
    """A world (what ``deal()`` gives) read from the others' plays: with ``worlds`` above 1, once
    another seat has played this deal, that many are dealt and one kept with the odds that the rule
    player made the others' last ``last`` plays from the hands it gives them (``hands_of``). With
    ``also`` (another reading of a world, as a log of its odds: Guinguette's words), each world
    dealt is weighed by both readings at once."""
    first = deal()
    if worlds <= 1 or view.phase != "play":
        return first
    plays = deal_plays(view)
    if all(s == view.seat for _, _, s, _ in plays):
        return first
    options = [first] + [deal() for _ in range(worlds - 1)]
    logs = [plays_log_likelihood(view, hands_of(o), plays, last, temperature, scorer)
            + (also(o) if also is not None else 0.0) for o in options]
    return options[softmax_index(logs, 1.0, rng)]


# What a new seats' process needs, imported once by the fork server (Linux) so that each process
# forked from it starts at once: the seats, their search and every game's brain, the hint.
SEAT_MODULES = ["__main__", "game.ai", "game.ai.worker", "game.ai.search", "game.ai.hint",
                "game.ai.review", "game.ai.polignac_world", "game.ai.guinguette_world",
                "game.ai.double_king_world"]


PARENT_POLL_SECONDS = 0.5     # how often a pool's process checks that the process it serves is there


def exit_with_parent() -> None:
    """In a process the app started (a pool's initializer, the seats' worker): the process ends as
    soon as the process that started it is gone. An idle pool process waits on a queue whose
    writing end it holds itself, so it would wait forever for a window closed without its pools
    shut down (the process killed, a display error): it, and the fork server it keeps alive, would
    outlive the app. Call it after the process has forked what it forks itself: its thread makes
    :func:`process_context` choose the fork server."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        while parent.is_alive():
            time.sleep(PARENT_POLL_SECONDS)
        os._exit(0)
    threading.Thread(target=watch, name="tapisvert-parent-watch", daemon=True).start()


STOP_WAIT_S = 2.0     # how long a process told to stop is given to go before it is killed


def stop_on_terminate() -> None:
    """In a process the app started that starts processes of its own (the seats' worker and the
    Expert's helpers): a ``terminate()`` ends it as an exit does, its own processes stopped and
    waited for (multiprocessing's exit finalizers: the helpers' pool), not killed outright with
    its helpers left running, orphaned, to write a broken pipe's traceback. Its own processes must
    not inherit this (:func:`die_on_terminate`). Nothing where it cannot be set (not the main
    thread: the seats thinking in a thread of the window)."""
    import signal
    if multiprocessing.parent_process() is None or threading.current_thread() is not threading.main_thread():
        return

    def leave(signum: int, frame: object) -> None:
        raise SystemExit(0)
    signal.signal(signal.SIGTERM, leave)


def die_on_terminate() -> None:
    """In a process forked from one that called :func:`stop_on_terminate`: ``terminate()`` ends it
    at once again (the default), as its parent stops it."""
    import signal
    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGTERM, signal.SIG_DFL)


def stop_process(process: Any, grace_s: float = 0.0, wait_s: float = STOP_WAIT_S) -> bool:
    """Stop a process the window started and wait until it has gone: ``grace_s`` to end by itself
    (told to stop on its queue), then told to stop now (``terminate``), then killed, each given
    ``wait_s``. True once it is gone. The caller keeps the queues and locks it gave the process
    until then: a process of the fork server reads them by name as it starts, and one freed (its
    semaphore unlinked) before that failed with a traceback on the window's stderr
    ("SemLock._rebuild ... FileNotFoundError")."""
    if grace_s > 0:
        process.join(timeout=grace_s)
    for stop in (process.terminate, process.kill):
        if not process.is_alive():
            break
        try:
            stop()
        except (OSError, ValueError):   # gone meanwhile
            pass
        process.join(timeout=wait_s)
    return not process.is_alive()


def process_context() -> ForkContext | ForkServerContext | SpawnContext:
    """How the seats' processes start (the worker, the search's helpers, the table's hint and the
    learning screens' background work), never with a copy of the window's memory:

    * on Linux, from the window (the process that was not started by multiprocessing): the fork
      server, a small process started once that has imported SEAT_MODULES and forks each new
      process from itself. A fork of the window itself would keep a copy of the window's pages
      as they were (card faces, the felt, the window's surface: 19 MB and up to 121 MB of private
      memory measured in ``bench.soak``); a spawn would start each process afresh, importing
      everything again (some 150 ms before a table's first decision);
    * on Linux, in a process multiprocessing started (the seats' worker starting the Expert's
      helpers) while it runs a single thread: fork, which copies only that small process;
    * elsewhere: spawn (a frozen app too: main.py calls ``multiprocessing.freeze_support()``, which
      also runs the fork server of a packaged app on Linux).
    """
    if sys.platform.startswith("linux"):
        if multiprocessing.parent_process() is not None and threading.active_count() == 1:
            return multiprocessing.get_context("fork")
        context = multiprocessing.get_context("forkserver")
        if not _PRELOAD_SET:
            context.set_forkserver_preload(SEAT_MODULES)   # before the server starts
            _PRELOAD_SET.append(True)
        return context
    return multiprocessing.get_context("spawn")


_PRELOAD_SET: list[bool] = []


def start_process_server() -> None:
    """Start the fork server now, in the background (Linux; elsewhere nothing to do), so that the
    first table's worker does not wait for it (some 150 ms) in the window's thread."""
    if process_context().get_start_method() != "forkserver":
        return

    def run() -> None:
        try:
            from multiprocessing import forkserver
            forkserver.ensure_running()
        except Exception:      # no process to be had: the worker will say so and think in a thread
            pass
    threading.Thread(target=run, name="fork-server", daemon=True).start()
