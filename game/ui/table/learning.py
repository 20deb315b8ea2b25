"""The table that helps to learn (issue 16): the hint, taking back a decision in practice, and the
cards played for the person where nothing is left to decide.

* **The hint** (:class:`HintDesk`): the choice the strongest computer seat would make for the
  person's current decision, with one line of reason, worked out by ``game.ai.hint.advise`` from
  the person's question alone (his view and his legal actions: never a hidden card), cut at the
  Maître's cap at the table (``TABLE_CAP_MS``, about a second: a person asking waits for it), in a process
  of its own, started at the first hint (a thread of this process would take the interpreter from
  the frames: their p95 went from 5 to 21-25 ms while a hint thought), so that no frame waits.
  It belongs to the question it was asked for: once the question is
  answered or gone, its hint is dropped, even if it comes later. In a normal match a hint marks
  the match as hinted and one is given per deal; in practice they are unlimited.
* **Taking back** (:func:`last_decision`): in a practice match, the person's last decision (not a
  card the table played for him) and every action after it leave the record; the table is rebuilt
  from the record (the engine has no undo).
* **Nothing to decide** (:func:`rest_is_decided`): a lone legal card is played for the person after
  a short beat, and a deal whose end no card can change any more is played out a step quicker than
  the person's pace (``theme.quicker``).
"""
from __future__ import annotations

import json
import threading
import time
import weakref
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass, field
from functools import partial
from typing import Any, Callable, Sequence

# pauses to read (theme.read_pause: the same at every speed, none at "instant", where the person
# asked for no waiting and waited seconds for the cards played for him; the line that says the
# rest is decided stays over the cloth till the deal's last trick is gathered)
AUTO_BEAT_S = 0.35            # the lone legal card waits this long before it is played for the person
PLAYOUT_BEAT_S = 0.08         # ... and this long when the rest of the deal is played out
PLAYOUT_NOTICE_S = 1.5        # the line saying the rest is decided is read before a card is played for him


def question_key(question: Any) -> str:
    """What makes two questions the same decision: the person's view and his legal actions."""
    legal = [a.to_json() if hasattr(a, "to_json") else a for a in question.legal]
    return json.dumps([question.seat, question.view.to_json(), legal], sort_keys=True, default=str)


@dataclass
class Hint:
    """A hint given: the advised action's JSON form (None when none could be worked out) and its
    line of reason in the language it is read in (a language chosen while the hint shows changes
    its words too: the line was kept in the language it was asked in, beside a bar in the other)."""

    key: str
    action: dict | None
    say: Callable[..., str]                     # the line, in a language (``short``: its figures alone)
    said: dict[tuple[str, bool], str] = field(default_factory=dict)

    def line(self, lang: str, short: bool = False) -> str:
        if (lang, short) not in self.said:
            self.said[lang, short] = self.say(lang, short=short)
        return self.said[lang, short]


class HintDesk:
    """Hints for one table: ``ask(question, ...)``, then ``shown(question)`` / ``thinking(question)``
    each frame; a hint whose question no longer stands is never shown."""

    def __init__(self, game: str, seed: int, practice: bool):
        self.game = game
        self.seed = seed
        self.practice = practice
        self.deals_hinted: set[int] = set()   # a normal match: one hint per deal
        self._lock = threading.Lock()
        self._pending: str | None = None      # the key of the question being worked on
        self._hint: Hint | None = None        # the last hint given
        self._seen: tuple[Any, str] | None = None   # (question, its key): the key worked out once per question
        self._pool: ProcessPoolExecutor | None = None
        self._finalizer: Any = None

    def _key(self, question: Any) -> str:
        if self._seen is None or self._seen[0] is not question:
            self._seen = (question, question_key(question))
        return self._seen[1]

    def allowed(self, question: Any, deal: int) -> bool:
        """A hint may be asked for ``question`` in deal ``deal`` (or it is already given or coming)."""
        key = self._key(question)
        with self._lock:
            if self._pending == key or (self._hint is not None and self._hint.key == key):
                return True
        return self.practice or deal not in self.deals_hinted

    def ask(self, question: Any, deal: int, order: Sequence[str] = ()) -> bool:
        """Start working out the hint for ``question`` (nothing new if it is already there or
        coming); False when a normal match has had its hint for this deal. ``order``: the
        person's hand as the table holds it, the order its line names several cards in."""
        if not self.allowed(question, deal):
            return False
        key = self._key(question)
        with self._lock:
            if self._pending == key or (self._hint is not None and self._hint.key == key):
                return True
            self._pending = key
        self.deals_hinted.add(deal)
        from game.ai.hint import TABLE_CAP_MS, advise
        # the best found within about a second of the asking (the process's start counted in)
        work = partial(advise, cap_ms=TABLE_CAP_MS, asked_at=time.time())
        args = (self.game, question.view, list(question.legal), question.seat, self.seed)
        try:
            future = self._process().submit(work, *args)
        except Exception:                 # no process to be had: a thread (it slows the frames)
            future = Future()
            threading.Thread(target=_fill, args=(future, work, args), name="hint", daemon=True).start()
        future.add_done_callback(lambda done: self._done(key, done, list(order)))
        return True

    def _process(self) -> ProcessPoolExecutor:
        if self._pool is None:
            # fork where it is safe, else spawn: the seats' worker's choice, its one home
            from game.ai.common import exit_with_parent, process_context
            self._pool = ProcessPoolExecutor(max_workers=1, mp_context=process_context(),
                                             initializer=exit_with_parent)   # never outlives the window
            # a table dropped without close() (the window shut) still stops its hint's process
            self._finalizer = weakref.finalize(self, self._pool.shutdown, wait=False, cancel_futures=True)
        return self._pool

    def _done(self, key: str, future: Future, order: list[str]) -> None:
        from game.ui import hints
        from game.ui.i18n import translate
        try:
            advice = future.result()
            hint = Hint(key, advice.action.to_json(), partial(hints.reason, advice, order=order))
        except Exception as exc:          # a hint that fails says so; the table plays on
            reason = type(exc).__name__
            hint = Hint(key, None, lambda lang, short=False: translate("help.hint_failed", lang, reason=reason))
        with self._lock:
            if self._pending == key:      # else the question it was for is gone: dropped
                self._pending = None
                self._hint = hint

    def close(self) -> None:
        """Stop the hint's process (the table closes), at once: a hint still being worked out went
        on for up to its cap (about a second) after its table had closed, as a pool's shutdown
        waits for the work in hand. Its process is stopped as the seats' are (``stop_process``,
        what Python 3.14's ``terminate_workers`` does), then the pool let go; the hint coming is
        dropped."""
        self.drop()
        if self._pool is not None:
            from game.ai.common import stop_process
            for process in list((self._pool._processes or {}).values()):
                stop_process(process)
        if self._finalizer is not None:
            self._finalizer()
            self._finalizer = None
        self._pool = None

    def drop(self) -> None:
        """The question is answered or gone: a hint still coming for it will not be shown."""
        with self._lock:
            self._pending = None
            self._hint = None

    def thinking(self, question: Any) -> bool:
        if question is None:
            return False
        key = self._key(question)
        with self._lock:
            return self._pending == key

    def shown(self, question: Any) -> Hint | None:
        """The hint for ``question`` once it is ready, else None."""
        if question is None:
            return None
        key = self._key(question)
        with self._lock:
            hint = self._hint
        return hint if hint is not None and hint.key == key else None


def _fill(future: Future, fn: Any, args: tuple) -> None:
    try:
        future.set_result(fn(*args))
    except Exception as exc:
        future.set_exception(exc)


def marks(button: Any, action: dict | None) -> bool:
    """The dialog button answers with (a first step of) ``action``: it is the one the hint marks."""
    answers = getattr(button, "answers", None)
    return bool(action and answers) and all(action.get(k) == v for k, v in answers.items())


def tag(button: Any, action: dict | None) -> Any:
    """Say which action (or first step of one) a dialog button gives, for the hint to mark it."""
    button.answers = dict(action) if action else None
    return button


def hinted_cards(action: dict | None) -> set[str]:
    """The hand cards the advised action names (the card to play, to lay aside, to put back)."""
    if not action:
        return set()
    if "card" in action:
        return {action["card"]}
    return set(action.get("cards") or [])


# ---------------------------------------------------------------- taking back


def has_acted(actions: list[dict], seat: int) -> bool:
    """``seat`` has an action in the record's ``actions``: something to take back, maybe."""
    return any(a.get("seat") == seat for a in actions)


def last_decision(record: Any, seat: int, played_for_him: bool) -> int | None:
    """The index in ``record.actions`` of ``seat``'s last decision (None when he has made none):
    his last action, or, when the table plays the obvious for him (``played_for_him``: the
    setting), the last one it did not play for him, since taking back to a lone legal card or to a
    card of a deal already decided would only see it played for him again. The record is replayed
    once through the engine (tens of milliseconds for a long match), when the person takes back."""
    mine = [i for i, a in enumerate(record.actions) if a.get("seat") == seat]
    if not played_for_him or not mine:
        return mine[-1] if mine else None
    match = record.start()
    lone: set[int] = set()
    before: dict[int, Any] = {}         # the match before each of his other cards
    for i, entry in enumerate(record.actions):
        if entry.get("seat") == seat and match.phase == "play":
            if len(match.legal_actions()) == 1:
                lone.add(i)
            else:
                before[i] = match.clone()
        match.apply_json(entry["seat"], {k: v for k, v in entry.items() if k != "seat"})
    for i in reversed(mine):            # a deal's decided rest is its last cards: checked from the end
        if i not in lone and not (i in before and rest_is_decided(before[i])):
            return i
    return None


# ---------------------------------------------------------------- nothing to decide


DECIDED_NODES = 150      # positions a check of "decided" may visit (a few ms, once per question)


def rest_is_decided(match: Any, budget: int = DECIDED_NODES) -> bool:
    """Nothing anyone does any more changes this deal: on copies of the match, every way the
    remaining cards can be played (the engine's legal lists) ends the deal with the same end of
    deal (its ``deal_end`` event: the points, the baskets, the penalties); a question before the
    deal's end (a général, a favour) is something to decide. Tried only while the lines fit in
    ``budget`` positions, so only near the end of a deal: every remaining trick forced, or no
    penalty left to take whoever wins the tricks. Reads the live match (the table owns it); no rule
    is written here."""
    deal = match.deal
    outcomes: set[str] = set()
    visited = 0

    def walk(probe: Any, steps: int) -> bool:
        """False as soon as two ends differ, a question comes, or the budget is spent."""
        nonlocal visited
        legal = probe.legal_actions() if probe.PHASE_ACTIONS.get(probe.phase) else []
        if probe.phase != "play" and legal and probe.deal == deal and not probe.match_over:
            return False
        for i, action in enumerate(legal):
            visited += 1
            if visited > budget:
                return False
            child = probe.clone() if i < len(legal) - 1 else probe
            ended = [ev.to_json() for ev in child.apply(action, child.to_act) if ev.kind == "deal_end"]
            if ended or child.match_over or child.deal != deal:
                outcomes.add(json.dumps(ended, sort_keys=True))
                if len(outcomes) > 1:
                    return False
            elif not walk(child, steps + 1):
                return False
        return True

    if match.phase != "play" or not match.PHASE_ACTIONS.get(match.phase):
        return False
    return walk(match.clone(), 0) and len(outcomes) == 1
