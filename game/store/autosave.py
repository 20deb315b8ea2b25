"""The running match's autosave: a journal that never loses more than the action in flight.

The file is JSON lines: the first line is the record's header (format ``tapisvert-match``, the
set-up and the seats), each further line one applied action ``{"seat": s, ...}``. Starting or
resuming a match writes the whole file atomically (keeping the previous one as ``.bak``); after
that each action only appends its own line and flushes it to the operating system, which costs a
few microseconds however long the match (design §7 allows 5 ms; see ``bench/autosave.py``).

What is flushed survives a killed or crashed process: the operating system holds it. Against a
power cut the journal is also fsync'd, by a background thread right after each append (appends
within 50 ms share one fsync), because an fsync can take milliseconds on a busy disk and the
table's thread must not wait for it.

A process killed in the middle of an append leaves at most a torn last line: it is the action in
flight, and it is dropped on load. Any other damage makes the file unusable and it goes to
``damaged/``.
"""
from __future__ import annotations

import json
import logging
import os
import threading
import time

from game.engine import GAME_MODULES

from .atomic import check_header, parse_json, read_text, write_atomic
from .problems import StoreError, StoreProblem, damaged
from .record import FORMAT, VERSION, MatchRecord, RecordError
from .stats import match_bucket

log = logging.getLogger("tapisvert.store")

# Appends within this many seconds share one fsync: fewer fsyncs on a busy disk, and fewer
# appends that meet an fsync in progress (the only time an append can wait on the disk).
SYNC_GATHER_S = 0.05


def _line(data) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n"


def journal_text(record: MatchRecord) -> str:
    """The whole journal of ``record``: its header, then each action, a line each."""
    return _line(record.header_json()) + "".join(_line(a) for a in record.actions)


class _Syncer:
    """fsyncs one open journal in a background thread whenever it is poked."""

    def __init__(self, fileno: int, on_error):
        self.fileno = fileno
        self.on_error = on_error
        self.wake = threading.Event()
        self.stopping = False
        self.lock = threading.Lock()          # held while an fsync runs
        self.thread = threading.Thread(target=self._run, name="autosave-fsync", daemon=True)
        self.thread.start()

    def poke(self) -> None:
        self.wake.set()

    def sync(self) -> None:
        """fsync now, on the caller's thread."""
        with self.lock:
            try:
                os.fsync(self.fileno)
            except (OSError, ValueError) as exc:
                self.on_error(exc)

    def _run(self) -> None:
        while True:
            self.wake.wait()
            if self.stopping:
                return
            time.sleep(SYNC_GATHER_S)
            self.wake.clear()
            if self.stopping:
                return
            self.sync()

    def stop(self) -> None:
        """Last fsync, then the thread ends (before the file is closed)."""
        self.stopping = True
        self.wake.set()
        self.thread.join(timeout=5)
        self.sync()


class NotKept(OSError):
    """What the autosave's file holds could not be kept elsewhere (or counted): the file must not
    be replaced (nor set aside as ``.bak``, which the next start overwrites). Raised by a ``keep``
    hook with the ``problem`` that stopped it (its cause is the autosave's)."""

    def __init__(self, problem: StoreProblem):
        super().__init__(problem.text)
        self.problem = problem


class Autosave:
    """The journal of one running match (one per store). ``fsync`` False skips the fsyncs (the
    journal then survives a killed process but not a power cut). ``keep(record)``, called before
    the whole journal is written, keeps what the file there holds when it is not ``record``'s
    match and must not be lost (the store's); it raises :class:`NotKept` when it cannot."""

    def __init__(self, path: str, fsync: bool = True, on_problem=None, keep=None, may_write=None):
        self.path = path
        self.fsync = fsync
        self.record: MatchRecord | None = None
        self._file = None
        self._syncer: _Syncer | None = None
        self.problem: StoreProblem | None = None     # the last write that failed, if any
        self.on_problem = on_problem                  # told of the first failed write since one worked
        self._told = False
        self.stale = False      # the file holds an older match this copy could not replace
        self.keep = keep
        self.may_write = may_write      # () -> False once this copy must write no more (another holds the lock)
        self.stopped = False            # it must not: the file is another copy's
        self._unkept = False    # the last whole write failed because the file there could not be kept
        self._written = 0       # the record's actions the file holds (the rest were refused, the disk full)

    # ---- writing
    def start(self, record: MatchRecord) -> StoreProblem | None:
        """Autosave ``record`` from now on: its actions so far now, each later ``record.add`` as it
        happens. Returns a problem when the folder is not writable: the file there is then kept
        if it holds this very match (a match continued on a full disk can still be continued),
        else it is retired; each later action tries the whole journal again."""
        self.close()
        if self.stopped:
            return self.problem
        self.record = record
        record.on_add = self.append
        self._written = 0
        if self._write_whole():
            return None
        if self.stopped:
            return self.problem
        if self._unkept:            # what is there must stay where it is until it is kept
            self.stale = True
        elif (held := self._held(record)) is not None:
            self._written = held
        else:
            self._retire_older()
        return self.problem

    def _write_whole(self) -> bool:
        """The whole journal written atomically and opened for the next appends; False when the
        disk refuses (the problem is kept, the file there untouched)."""
        record = self.record
        assert record is not None
        if not self._may_write():
            return False
        text = journal_text(record)
        try:
            self._unkept = False
            if self.keep is not None:
                self.keep(record)
            write_atomic(self.path, text)
            self._file = open(self.path, "a", encoding="utf-8", newline="\n")
        except OSError as exc:
            self._file = None
            self._unkept = isinstance(exc, NotKept)
            self._failed(exc)
            return False
        self._told = False      # a write worked: the next refusal is news again
        self.stale = False
        self._written = len(record.actions)
        if self.fsync:
            self._syncer = _Syncer(self._file.fileno(), self._failed)
        return True

    def _held(self, record: MatchRecord) -> int | None:
        """How many of ``record``'s actions the autosave there holds when it is ``record``'s match: the
        same set-up (a hint asked since, or another version of the app, does not make it another
        match) and the same actions as far as both go (it may stop earlier, or go further where a
        practice move was taken back); None when it is not."""
        try:
            there = self.read()
        except (OSError, StoreError):
            return None
        both = min(len(there.actions), len(record.actions))
        same = there.set_up() == record.set_up() and there.actions[:both] == record.actions[:both]
        return both if same else None

    @property
    def writing(self) -> bool:
        """Whether the journal is written as the match goes (its last write worked)."""
        return self.record is not None and self._file is not None

    def _failed(self, exc: Exception) -> None:
        if isinstance(exc, NotKept):        # the file there must stay: said with that write's cause
            said = {k: v for k, v in exc.problem.params.items() if k not in ("file", "detail")}
            self.problem = StoreProblem("store.autosave_failed", self.path, exc.problem.detail, params=said)
        else:
            self.problem = StoreProblem.refused("store.autosave_failed", self.path, exc)
        if not self._told:
            log.warning("%s", self.problem.text)
            self._told = True
            if self.on_problem is not None:
                self.on_problem(self.problem)
        else:
            log.debug("%s", self.problem.text)

    def _retire_older(self) -> None:
        """This match could not be autosaved: the file there holds an older match, which must not
        come back as the current one. It becomes ``.bak``; if even that fails, this copy ignores it."""
        if self._retire() is not None:
            self.stale = True

    def _retire(self) -> OSError | None:
        """The autosave becomes ``.bak`` (no more Continue); the system's refusal when the folder
        refuses (this copy then ignores the file: it offers no Continue of it)."""
        try:
            os.replace(self.path, self.path + ".bak")
        except OSError as exc:
            if not os.path.lexists(self.path):      # none to retire (its folder a file, say)
                return None
            log.warning("could not retire the autosave %s: %s", self.path, exc)
            self.stale = True
            return exc
        return None

    def _may_write(self) -> bool:
        """False, having stopped for good, once this copy must write no more (``may_write``)."""
        if self.stopped or self.may_write is None or self.may_write():
            return not self.stopped
        self.stopped = True
        self.close()
        return False

    def append(self, entry: dict) -> None:
        """One more action (called by ``record.add``). A failed write is logged, never raised:
        the match goes on, the problem is kept in ``self.problem``, and the next action writes
        the whole journal again (saving resumes once the file can be written)."""
        if self.record is None:
            return
        if self._file is None:
            if self._write_whole():
                log.info("autosave: the match is saved again (%d actions)", len(self.record.actions))
            return
        if not self._may_write():
            return
        try:
            self._file.write(_line(entry))
            self._file.flush()
        except (OSError, ValueError) as exc:
            self._drop_file()
            self._failed(exc)
            return
        self._written = len(self.record.actions)
        if self._syncer is not None:
            self._syncer.poke()

    def rewrite(self, record: MatchRecord) -> None:
        """``record``'s header changed (the save it is linked to): its journal written whole again,
        where it is the one autosaved. A write refused is kept as any other (the next action tries
        the whole journal again; the file there stays as last written)."""
        if record is not self.record or self.stopped:
            return
        self._drop_file()
        self._write_whole()

    def sync(self) -> None:
        """Wait until everything appended is on the disk (the background thread does it anyway)."""
        if self._syncer is not None:
            self._syncer.sync()

    def catch_up(self) -> int:
        """Before the app closes: a journal behind the match (a write refused since, the disk full)
        is written whole once more, so that moves played while nothing could be written are kept
        where the disk has room again. Returns how many of the match's actions are still not on the
        disk (closing now loses them; :attr:`problem` says why), 0 when none is (or when this copy
        may write no more: another copy keeps the files, and the person was told to save by name)."""
        record = self.record
        if record is None or self.stopped:
            return 0
        if self._file is None and self._write_whole():
            log.info("autosave: the match is saved again as the app closes (%d actions)", len(record.actions))
        return 0 if self.stopped else len(record.actions) - self._written

    def close(self, catch_up: bool = False) -> None:
        """Stop writing (the app quits mid-match): the file stays for Continue. ``catch_up``: the
        journal written whole once more first where it is behind the match (:meth:`catch_up`; still
        refused: the file as last written stays, the person told already)."""
        if catch_up:
            self.catch_up()
        if self.record is not None and self.record.on_add == self.append:
            self.record.on_add = None
        self.record = None
        self._drop_file()

    def _drop_file(self) -> None:
        """The journal's file closed (its fsync thread first), whatever state a failed write left."""
        if self._syncer is not None:
            self._syncer.stop()
            self._syncer = None
        if self._file is not None:
            try:
                self._file.close()
            except (OSError, ValueError):
                pass
            self._file = None

    def end(self) -> OSError | None:
        """The match is over or abandoned: no more Continue. The last autosave becomes ``.bak``;
        the system's refusal when it cannot (the file stays, and this copy offers no Continue of it).
        A file this match never took the place of (``stale``: another match's, one that could not be
        read) stays as it is."""
        self.close()
        return None if self.stopped or self.stale else self._retire()

    # ---- reading
    def exists(self) -> bool:
        """Anything at the autosave's path (a folder there is reported and moved aside on reading),
        unless it is an older match this copy failed to replace."""
        return not self.stale and os.path.lexists(self.path)

    def read(self, stale_too: bool = False) -> MatchRecord:
        """The record in the autosave, shapes checked (not yet replayed). StoreError when the file
        cannot be used (it was moved to ``damaged/``, or left where it is when this copy cannot
        read a good file); FileNotFoundError when there is none, or (unless ``stale_too``) when it
        is one this copy ignores."""
        if self.stale and not stale_too:
            raise FileNotFoundError(self.path)
        text = read_text(self.path)
        lines = text.split("\n")
        # A killed process may leave the last line torn: that is the action in flight.
        torn = lines.pop() if lines else ""
        header = check_header(parse_json(lines[0] if lines else torn, self.path), self.path,
                              FORMAT, VERSION)
        actions = []
        for number, line in enumerate(lines[1:], start=2):
            try:
                actions.append(json.loads(line))
            except (ValueError, RecursionError) as exc:
                raise StoreError(damaged("store.not_json", self.path, f"line {number}: {exc}"[:120],
                                         cause="store.cause.json_line", line=number)) from None
        if torn and lines:
            try:
                actions.append(json.loads(torn))
            except (ValueError, RecursionError):
                log.info("autosave: dropped a torn last action (the one in flight)")
        try:
            return MatchRecord.from_json(header, actions)
        except RecordError as exc:
            raise StoreError(exc.damaged(self.path).in_progress()) from None

    def _ahead(self) -> MatchRecord | None:
        """A copy of the match this copy is playing where its journal is behind it (writes refused
        since, the disk full), else None: the person who leaves the table for the title menu and
        comes back with Continue resumed it where the disk last took it, the moves since lost."""
        record = self.record
        if record is None or self.stopped or self._written >= len(record.actions):
            return None
        return MatchRecord.from_json(record.to_json())

    def info(self) -> dict | None:
        """What the Continue button shows, without replaying; None if there is no autosave.
        StoreError when it is damaged (it was moved aside), or of a game this version does not
        know (left where it is)."""
        try:
            record = self.read()
        except FileNotFoundError:
            return None
        if record.game not in GAME_MODULES:     # a newer version's game: left for it, not offered
            raise StoreError(RecordError("store.game_unknown", f"unknown game {record.game!r}", move=False,
                                         cause="store.cause.game", game=record.game).damaged(self.path).in_progress())
        return {"game": record.game, "players": record.players, "actions": len(record.actions),
                "seats": record.seats, "saved_at": os.path.getmtime(self.path),
                "bucket": match_bucket(record)}     # where it will count: None, or one kept apart

    def load(self):
        """(record, match) replayed through the engine: the same hands, trick and scores as when
        the last action was written, or as last played where this copy's journal is behind its match
        (:meth:`_ahead`). StoreError when it cannot be (the file went to damaged/)."""
        record = self._ahead() or self.read()
        try:
            match = record.replay()
        except RecordError as exc:
            self.close()
            raise StoreError(exc.damaged(self.path).in_progress()) from None
        return record, match
