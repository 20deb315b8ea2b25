"""The store the app holds: settings, autosave, named saves and statistics together.

See the package docstring (``game/store/__init__.py``) for the API the UI uses.
"""
from __future__ import annotations

import json
import logging
import os

from .atomic import clean_temporaries, read_json, read_text, write_atomic, write_json
from .autosave import Autosave, NotKept, journal_text
from .lock import SingleCopyLock
from .paths import Paths
from .problems import (
    LEFT_IN_PLACE,
    StoreError,
    StoreProblem,
    checked_text,
    kept_unread,
    move_to_damaged,
    refused_read,
    unexpected,
    unreadable,
)
from .record import FORMAT, MatchRecord, RecordError
from .saves import SavedMatch, Saves
from .settings import Settings
from .stats import NOT_COUNTED, Stats, match_bucket, match_key, match_outcome, replay_figures

log = logging.getLogger("tapisvert.store")

# Why this copy cannot continue an autosave with nothing wrong in it, and the words that name the
# copy kept of it: "<time>-autosave-newer-version.json".
_KEPT_AS = {"store.future_left": "newer-version", "store.game_unavailable": "game-not-here"}


class Store:
    """All the person's files. Creating a store reads the settings and the statistics (a problem
    found there is kept in :attr:`problems`; while another running copy holds the lock they are
    read as they are, a damaged one neither moved aside nor mended); :meth:`startup_check` also
    checks every match file."""

    def __init__(self, paths: Paths | None = None, fsync: bool = True):
        self.paths = paths or Paths.default()
        self.settings = Settings(self.paths.settings_file)
        self.settings.may_write = self._may_write
        self.stats = Stats(self.paths.stats_file)
        self.autosave = Autosave(self.paths.autosave_file, fsync=fsync, on_problem=self._report,
                                 keep=self._keep_there, may_write=self._may_write)
        self._kept_there: tuple | None = None        # the autosave file last kept (size, time)
        self._unread_there = False   # the system refused to let the autosave be read: never offered, never kept
        self.name_save = None        # (game, deal) -> the name a match is kept under (the app's App.save_name)
        self._uncounted: set[str] = set()            # matches counted in memory, their write refused
        self._finished: MatchRecord | None = None    # the last of them, its journal perhaps not on the disk
        self._lock_late = False      # the lock could not be taken at start: tried again before writing
        self.yielded = False         # another copy took the lock meanwhile: this one writes no more
        self.lock = SingleCopyLock(self.paths.lock_file)
        self.saves = Saves(self.paths.matches, may_move=self._may_mend)
        self.problems: list[StoreProblem] = []       # found and not yet shown; see take_problems
        self._left_told: set[str] = set()            # the files left where they are, told of already
        mend = not self.lock.held_elsewhere()     # a second copy writes nothing (App.hold_the_only_copy)
        self.problems += self.settings.load(mend)
        self.problems += self.stats.load(mend)

    # ---- problems
    def _report(self, problem: StoreProblem) -> None:
        self.problems.append(problem)

    def take_problems(self) -> list[StoreProblem]:
        """The problems found since the last call (each reported once: a file left where it is,
        which every read finds again, is told of the first time only; one found left, then moved
        aside, is told moved aside only)."""
        out = []
        moved = {p.path for p in self.problems if p.moved_to is not None}
        for problem in self.problems:
            if problem.key in LEFT_IN_PLACE and problem.path in moved:
                continue                # looked at first, left; then moved aside: said as it is now
            if problem.key in LEFT_IN_PLACE:
                if problem.path in self._left_told:
                    continue
                self._left_told.add(problem.path)
            out.append(problem)
        self.problems = []
        return out

    @property
    def last_problem(self) -> StoreProblem | None:
        """The last autosave write that failed, if any."""
        return self.autosave.problem

    # ---- one running copy
    def acquire_lock(self) -> bool:
        """Hold the single-copy lock (lock.py); False when another running copy of the app holds
        it: this copy must then write nothing. A folder that cannot hold the lock file at all
        counts as held for now (nothing there can be written anyway; the writes report it): the
        lock is tried again before each autosave write (:meth:`_may_write`)."""
        try:
            return self.lock.acquire()
        except OSError as exc:
            log.warning("could not take the single-copy lock %s: %s", self.lock.path, exc)
            self._lock_late = True
            return True

    def _may_write(self) -> bool:
        """Whether this copy may write the autosave or the settings: the lock not taken at start, or
        whose file was deleted since, is taken now if it can be (the folder mended); False once
        another copy holds it, which opened meanwhile: this copy then stops saving for good and the
        person is told (both writing the autosave, one copy's moves were lost)."""
        if not self.yielded and self.lock.lost():      # its file deleted: taken again, if no other copy has
            log.warning("the single-copy lock file %s was deleted or replaced: taking it again", self.lock.path)
            self.lock.release()
            self._lock_late = True
        if self.yielded or not self._lock_late:
            return not self.yielded
        try:
            got = self.lock.acquire()
        except OSError:
            return True                 # still no lock to be had here: the write says why it fails
        self._lock_late = False
        if got:
            log.info("took the single-copy lock %s once the folder could be written", self.lock.path)
            return True
        self.yielded = True
        problem = StoreProblem("store.other_copy", self.lock.path)
        log.warning("%s", problem.text)
        self._report(problem)
        return False

    def _may_mend(self) -> bool:
        """Whether this copy may move a damaged file aside: not once it gave the files up to another
        copy (:attr:`yielded`), nor while another running copy holds the lock (this one started
        second): such a copy reads what it can, says what it could not, and leaves every file as it is."""
        return not self.yielded and not self.lock.held_elsewhere()

    def release_lock(self) -> None:
        self.lock.release()

    def startup_check(self) -> list[StoreProblem]:
        """Check the settings, the statistics, the autosave and every saved match (replayed through
        the engine). Each damaged file is moved to ``damaged/`` and reported once; returns the problems.
        While this copy holds the lock, what writes killed half-way left is deleted first."""
        if self.lock.held:
            p = self.paths
            for folder in (p.config, p.data, p.matches, p.state):
                for path in clean_temporaries(folder):
                    log.info("deleted %s, left by a write that was cut short", path)
        if self.autosave.exists():
            try:
                record, match = self.autosave.load()
                if match.match_over:        # closed or killed after the last action: count it, retire it
                    self.match_finished(record, match)
            except StoreError as exc:
                self.problems.append(exc.problem)
            except OSError as exc:          # one the system will not let be read is left where it is
                self._unread_there = self._unread_there or refused_read(exc)
                self.problems.append(unreadable(self.paths.autosave_file, exc, move=not refused_read(exc)))
            except Exception as exc:        # none foreseen: logged, told, the file left as it is
                self.problems.append(unexpected("store.check_failed", self.paths.autosave_file, exc))
        checked = self._read_checked()
        before = dict(checked)
        self.problems += self.saves.check_all(checked)
        if checked != before and self._may_mend():
            # only the names that are text: a file named in another system's bytes is checked each time
            kept = {save_id: stamp for save_id, stamp in checked.items() if checked_text(save_id, len(save_id))}
            try:
                write_json(self.paths.checked_file, {"format": "tapisvert-checked", "version": 1,
                                                     "saves": kept}, backup=False)
            except OSError as exc:          # only a cache: the next start checks again
                log.info("could not remember the checked saves: %s", exc)
        return self.take_problems()

    def _read_checked(self) -> dict:
        """The saves that replayed cleanly last time (a cache: anything odd means none)."""
        try:
            data = read_json(self.paths.checked_file, "tapisvert-checked", 1, move=False)
        except (OSError, StoreError):
            return {}
        saves = data.get("saves")
        if not isinstance(saves, dict):
            return {}
        return {k: v for k, v in saves.items()
                if isinstance(v, list) and len(v) == 2 and all(type(n) is int for n in v)}

    # ---- autosave and Continue
    def autosave_start(self, record: MatchRecord) -> StoreProblem | None:
        return self.autosave.start(record)

    def autosave_end(self) -> None:
        self._ended()

    def _ended(self) -> None:
        """The autosave retired (no more Continue); the person told when the folder refuses."""
        refused = self.autosave.end()
        if refused is not None:
            self._report(StoreProblem.refused("store.finished_left", self.paths.autosave_file, refused))

    def autosave_abandon(self) -> OSError | None:
        """The unfinished match Continue would resume deleted by the person (Saved matches): no
        more Continue, its file set aside as at a match's end (``.bak``); the system's refusal when
        it stays, for the app to say (the file then stays there, offered as before)."""
        return self.autosave.end()

    def autosave_close(self) -> None:
        """The app quits mid-match: stop writing, keep the file for Continue (a journal left behind
        by a refused write tried once more: :meth:`Autosave.close`)."""
        self.autosave.close(catch_up=True)

    def autosave_catch_up(self) -> int:
        """Before the app closes mid-match: the autosave written once more where writes were refused
        since (:meth:`Autosave.catch_up`); how many moves of the match closing would still lose
        (:attr:`last_problem` says why), 0 when none."""
        return self.autosave.catch_up()

    def autosave_info(self) -> dict | None:
        """What the Continue button shows, or None when there is nothing to continue (a damaged
        autosave is moved aside and its problem kept in :attr:`problems`)."""
        if self.yielded:                # the autosave there is the other copy's
            return None
        try:
            return self.autosave.info()
        except StoreError as exc:
            self.problems.append(exc.problem)
        except OSError as exc:
            self._unread_there = self._unread_there or refused_read(exc)
            self.problems.append(unreadable(self.paths.autosave_file, exc, move=False))
        return None

    def _keep_there(self, record: MatchRecord) -> None:
        """The autosave is about to write ``record``'s journal over the file there (which then
        becomes ``.bak``, overwritten in turn by the next match): what the file holds is kept first
        when it is another match that must not be lost. Raises :class:`NotKept` when it cannot be:
        the file then stays where it is. (An unfinished match of this copy's is kept by the app,
        which names it and says so: ``App.keep_unfinished``; one in a file the system would not let
        this copy read, never offered to continue, is kept here: :meth:`_keep_unread`.) A match
        counted in memory only is written to the statistics first (:meth:`_write_pending`)."""
        if self._uncounted:
            self._write_pending(record)
        path = self.paths.autosave_file
        try:
            st = os.stat(path)
        except OSError:
            return
        if (st.st_size, st.st_mtime_ns) == self._kept_there:
            return
        try:
            there = self.autosave.read(stale_too=True)
            if there.set_up() == record.set_up():
                return                  # this very match (a hint asked, a move taken back)
            match = there.replay()
            if match.match_over:        # finished: counted before it goes (once: a key per match)
                self._count_before_it_goes(there, match)
            elif self._unread_there:    # readable now, and never offered: kept before it goes
                self._keep_unread(there, match)
        except StoreError as exc:
            if exc.problem.moved_to is not None:        # damaged: it is in damaged/ now, say so
                self._report(exc.problem)
            elif exc.key in _KEPT_AS and os.path.lexists(path):
                self._keep_unusable(exc.problem)
        except RecordError as exc:
            if not exc.move:
                self._keep_unusable(exc.damaged(path))
        except NotKept:
            raise
        except OSError as exc:
            if refused_read(exc):       # it may be anything of the person's: never written over nor set aside
                self._unread_there = True
                raise NotKept(kept_unread("store.write_failed", path)) from exc
            return                      # unreadable: nothing this copy could keep of it

    def _keep_unread(self, there: MatchRecord, match) -> None:
        """The unfinished match in an autosave the system would not let this copy read (no Continue
        offered it, so nothing kept it: ``App.keep_unfinished``), readable now, kept in the saved
        matches before the file is replaced, once, and the person told under what name; NotKept
        when the saves folder refuses (the file then stays as it is)."""
        if self.has_save_of(there):
            return
        name = self.name_save(there.game, match.deal) if self.name_save is not None else f"{there.game} {match.deal}"
        try:
            kept = self.saves.save(there, name, match, deal=match.deal if self.name_save is not None else None)
        except OSError as exc:
            log.warning("could not keep the autosave %s before replacing it: %s", self.paths.autosave_file, exc)
            raise NotKept(StoreProblem.refused("store.write_failed", exc.filename or self.saves.folder, exc)) from exc
        problem = StoreProblem("store.unread_kept", self.paths.autosave_file, params={"name": kept.name})
        log.warning("%s", problem.text)
        self._report(problem)

    def _count_before_it_goes(self, there: MatchRecord, match) -> None:
        """The finished match in the autosave counted before the file is replaced; NotKept when it
        cannot be (it stays for a start, or a copy, that can count it)."""
        try:
            problem = self._count(there, match)
        except Exception as exc:
            log.exception("the finished match in the autosave could not be counted")
            problem = StoreProblem("store.stats_failed", self.paths.stats_file, f"{type(exc).__name__}: {exc}")
        if problem is not None and problem.key != NOT_COUNTED:
            raise NotKept(problem)

    def _write_pending(self, record: MatchRecord) -> None:
        """The matches counted in memory only (the statistics refused) are written before anything
        takes the autosave's place, which may hold the last of them: its count would be lost with
        it. While the statistics still refuse, NotKept: the autosave stays, and holds the finished
        match whole where that loses nothing (:meth:`_journal_finished`), for a later start to count."""
        problem = self.stats.write()
        if problem is None:
            self._counted_on_disk()
            return
        if self._finished is not None and self._finished.set_up() != record.set_up():
            self._journal_finished(self._finished)
        raise NotKept(problem)

    def _counted_on_disk(self) -> None:
        """The statistics were written: they hold every match counted in memory."""
        self._uncounted.clear()
        self._finished = None

    def _journal_finished(self, record: MatchRecord) -> bool:
        """Whether the autosave holds the finished ``record`` whole, now that it was written there
        if need be: over nothing, or over its own journal stopped short (a write refused as it
        ended). Another match there, or a file this copy cannot read, stays as it is (False)."""
        path = self.paths.autosave_file
        try:
            there = self.autosave.read(stale_too=True)
        except FileNotFoundError:
            there = None
        except StoreError as exc:
            if exc.problem.moved_to is not None:        # damaged: it is in damaged/ now, say so
                self._report(exc.problem)
            return False
        except OSError:
            return False
        if there is not None and not record.holds(there):
            return False
        if there is not None and len(there.actions) == len(record.actions):
            return True
        try:
            write_atomic(path, journal_text(record))
        except OSError as exc:
            log.info("could not write the finished match into the autosave %s: %s", path, exc)
            return False
        log.info("the finished match, not yet counted, is in the autosave for a later start to count")
        return True

    def _keep_unusable(self, problem: StoreProblem) -> None:
        """Keep the autosave this copy cannot continue (``problem`` says why): as a save in the
        saved matches, as it is (a newer version resumes it from there), else in ``damaged/`` under
        a name that says what it is; the person is told where. NotKept when neither can be written."""
        path = self.paths.autosave_file
        label = _KEPT_AS.get(problem.key, "unusable")
        try:
            try:
                st = os.stat(path)
                document = _journal_as_save(read_text(path, move=False))
            except StoreError:
                document = None
            if document is not None:
                kept = self.saves.keep_as_is(document, f"autosave-{label}")
            else:
                kept = move_to_damaged(path, f"autosave-{label}.jsonl") or path
        except OSError as exc:
            log.warning("could not keep the autosave %s before replacing it: %s", path, exc)
            raise NotKept(StoreProblem.refused("store.write_failed", exc.filename or self.saves.folder, exc)) from exc
        self._kept_there = (st.st_size, st.st_mtime_ns)
        said = {k: v for k, v in problem.params.items() if k not in ("file", "detail")}
        kept_problem = StoreProblem("store.autosave_kept", path, problem.detail, kept,
                                    params={**said, "kept": os.path.basename(kept), "where": os.path.dirname(kept)})
        log.warning("%s", kept_problem.text)
        self._report(kept_problem)

    def has_autosave(self) -> bool:
        return not self.yielded and self.autosave.exists()

    def load_autosave(self):
        """(record, match) for Continue; StoreError if the autosave cannot be used."""
        return self.autosave.load()

    # ---- named saves
    def save_match(self, record: MatchRecord, name: str, match=None,
                   save_id: str | None = None, deal: int | None = None) -> SavedMatch:
        """Save the match under ``name`` (a new save where another already has the name: "name
        (2)"; ``deal``: the app's name for the match saved in that deal, see Saves.save); OSError
        if the disk refuses (the old file stays)."""
        return self.saves.save(record, name, match, save_id, deal)

    def save_playing(self, record: MatchRecord, match, name: str, deal: int | None = None) -> SavedMatch:
        """The match being played saved at its table (Save): written over the save it was resumed
        from or first saved as (:meth:`save_resumed`: one match, one entry, a name the person gave
        kept), else a new save under ``name`` (as :meth:`save_match`), which the match is linked to
        from then on (:attr:`MatchRecord.resumed_from`, in its autosave too: a Save after a Continue
        writes over it as well), not a "(2)" beside it at each Save. ``deal``: the deal the app's
        name says, in either case (the one the person sees, which at a deal's end is not yet the
        next one the engine has dealt). OSError when the disk refuses."""
        resumed = self.save_resumed(record, match, deal)
        if resumed is not None:
            return resumed[0]
        entry = self.saves.save(record, name, match, deal=deal)
        record.resumed_from = entry.id
        self.autosave.rewrite(record)
        return entry

    def has_save_of(self, record: MatchRecord) -> bool:
        """Whether a saved match holds this very match as far as it goes (the same set-up, these
        actions first: :meth:`MatchRecord.holds`): the one a match resumed from the saves and left
        untouched came from, or the one it was just kept as."""
        for entry in self.saves.list(self.problems):
            actions = entry.summary.get("actions")
            if (entry.game, entry.players) != (record.game, record.players) \
                    or type(actions) is not int or actions < len(record.actions):
                continue
            try:
                saved = self.saves.read(entry.id)
            except (StoreError, OSError):
                continue
            if saved.holds(record):
                return True
        return False

    def resumed_save(self, record: MatchRecord) -> tuple[str, MatchRecord] | None:
        """The saved match ``record`` was resumed from (:attr:`MatchRecord.resumed_from`), its id and
        record, where it is still there and ``record`` holds it whole (played on since, or not):
        ``record`` is then that save's match in progress, the save an earlier state of it. None
        otherwise (never resumed from a save, the save deleted, damaged, or holding another match)."""
        save_id = record.resumed_from
        if not save_id:
            return None
        try:
            there = self.saves.read(save_id)
        except StoreError as exc:
            if exc.key != "store.not_found":
                self.problems.append(exc.problem)
            return None
        except (OSError, ValueError):
            return None
        return (save_id, there) if record.holds(there) else None

    def save_resumed(self, record: MatchRecord, match, deal: int | None = None) -> tuple[SavedMatch, bool] | None:
        """The match in progress ``record``, resumed from a saved match (:meth:`resumed_save`), written
        back over that same save as another match takes the autosave's place: one match, one entry
        in the list, at its latest state. A name the person gave stays; the app's says the deal the
        match is in now ("Double King · deal 8", not the deal it was first saved in; ``deal``, that
        deal as the person sees it where it is not the engine's ``match.deal``). Returns the
        save's entry and whether it changed (False: nothing played since it was resumed); None when
        there is no such save (the caller keeps the match as a new save). OSError when the disk
        refuses: the save stays as it was, the autosave too."""
        found = self.resumed_save(record)
        if found is None:
            return None
        save_id, there = found
        if there.holds(record):             # not played since: the save is the match as it is
            return Saves._entry(save_id, there), False
        if (there.named or not there.name.strip()) and self.name_save is not None:
            deal = match.deal if deal is None else deal
            entry = self.saves.save(record, self.name_save(record.game, deal), match, save_id, deal=deal)
        else:
            entry = self.saves.save(record, there.name, match, save_id, seen=deal)
        log.info("the match resumed from the save %s was written back over it (%d actions)",
                 save_id, len(record.actions))
        return entry, True

    def _finish_resumed(self, record: MatchRecord, match) -> None:
        """A match resumed from a saved match has ended: that save holds it finished (its deals to
        review), not as it stood when it was saved, to be resumed and its deals played again. A
        write the disk refuses is told (the save stays as it was)."""
        try:
            self.save_resumed(record, match)
        except OSError as exc:
            log.warning("could not write the finished match back over its save: %s", exc)
            self._report(StoreProblem.refused("store.write_failed", exc.filename or self.saves.folder, exc))

    def list_matches(self) -> list[SavedMatch]:
        """Saved matches, newest first. Damaged ones are told of in :attr:`problems` and moved aside
        (left where they are by a copy that may not: :meth:`_may_mend`)."""
        return self.saves.list(self.problems)

    def load_match(self, save_id: str):
        return self.saves.load(save_id)

    def rename_match(self, save_id: str, name: str) -> SavedMatch:
        return self.saves.rename(save_id, name)

    def delete_match(self, save_id: str) -> None:
        self.saves.delete(save_id)

    # ---- statistics
    def record_match_end(self, game: str, players: int, place: int, deals: int,
                         points: int, won: bool | None = None) -> StoreProblem | None:
        """Count a finished match for the person (seat 0); ``won`` defaults to ``place == 1``."""
        return self.stats.record(game, players, place, deals, points, won)

    def record_finished(self, record: MatchRecord, match, seat: int | None = None) -> StoreProblem | None:
        """Count a finished match from the engine's own result (see stats.match_outcome), once:
        the same match given again is not counted twice. ``seat`` defaults to the person's.
        A failed write is returned and also kept in :attr:`problems` (the person is told)."""
        problem = self._count(record, match, seat)
        if problem is not None:
            self._report(problem)
        return problem

    def _count(self, record: MatchRecord, match, seat: int | None = None) -> StoreProblem | None:
        """:meth:`record_finished` without telling; a match counted only in memory, its write refused,
        is written again here (its key is then among the counted already). Statistics of a newer
        version are counted into by none (:data:`NOT_COUNTED`, nothing kept to count later)."""
        if self.stats.newer is not None:
            return self.stats.not_counted()
        key = match_key(record)
        if key in self._uncounted:
            problem = self.stats.write()
            if problem is None:
                self._counted_on_disk()
            return problem
        if key in self.stats.counted:       # counted, and written, already
            return None
        if seat is None:
            seat = next((i for i, s in enumerate(record.seats) if s.get("kind") == "person"), 0)
        bucket = match_bucket(record)
        seated_deals = details = None
        try:
            seated_deals, details = replay_figures(record, seat)
        except Exception as exc:             # the figures are a bonus: the match still counts, every deal
            log.warning("the figures of a match could not be read: %s", exc)
        outcome = match_outcome(match, seat, seated_deals)
        if bucket is not None:               # counted apart: without the game's figures
            details = None
        opponents = [s.get("level") for s in record.seats if s.get("kind") == "computer"]
        problem = self.stats.record(record.game, record.players, key=key, bucket=bucket,
                                    details=details, opponents=opponents, **outcome)
        if problem is not None:
            self._uncounted.add(key)
        else:
            self._counted_on_disk()
        return problem

    def mark_hinted(self, record: MatchRecord) -> None:
        """A hint was asked for in this match (the table calls this): the statistics count it apart,
        and its autosave says so at once (the header is written again, the actions with it)."""
        if record.hinted:
            return
        record.hinted = True
        if self.autosave.record is record:
            self.autosave.start(record)

    def record_duplicate(self, game: str, mine: int, expert: int, key: str | None = None) -> StoreProblem | None:
        """A replayed deal's result beside the Expert's from the same seat and cards (once per ``key``)."""
        if self.yielded:                # the statistics are the other copy's now (the person was told)
            return None
        problem = self.stats.record_duplicate(game, mine, expert, key)
        if problem is not None and problem.key != NOT_COUNTED:     # that one was told at the start
            self._report(problem)
        return problem

    def match_finished(self, record: MatchRecord, match, seat: int | None = None) -> StoreProblem | None:
        """The match has just ended (its last action applied): count it in the statistics, then
        retire its autosave. Called at that moment, not when a screen opens, so that closing the
        app on the last sheet loses nothing; a start finding a finished autosave calls it too.
        A match that cannot be counted keeps its autosave for the next start (or the next match) to
        count it; a finished autosave is never offered to continue, set aside or not."""
        if self.yielded:                # the files are the other copy's now (the person was told)
            self.autosave.close()
            return None
        journal = self.autosave.record is None or self.autosave.record is record and self.autosave.writing
        try:
            problem = self._count(record, match, seat)
        except Exception as exc:            # a match that cannot be counted now is kept for a copy that can
            log.exception("the finished match could not be counted")
            problem = StoreProblem("store.stats_failed", self.paths.stats_file, f"{type(exc).__name__}: {exc}")
        self._finish_resumed(record, match)
        if problem is None or problem.key == NOT_COUNTED:      # counted, or never by this version
            self._ended()
            if problem is not None:
                self._report(problem)
            return problem
        # Not counted on the disk: the finished autosave stays (no Continue offers it), for the
        # next start, or the next match (before it takes the autosave's place), to count it.
        self.autosave.close()
        self.autosave.stale = True
        if match_key(record) in self._uncounted:
            self._finished = record
        if not journal:                 # its last moves did not reach the autosave: written whole now
            journal = self._journal_finished(record)
        if journal and problem.key == "store.stats_failed":    # the disk refused: it will be counted
            problem = StoreProblem("store.stats_later", problem.path, problem.detail,
                                   params={k: v for k, v in problem.params.items() if k not in ("file", "detail")})
        self._report(problem)
        return problem


def _journal_as_save(text: str) -> dict | None:
    """The autosave's journal ``text`` as a saved match's document (its header with its actions),
    each line as it is; None where that cannot be without changing it (a torn last line)."""
    lines = text.split("\n")
    if lines[-1] != "":
        return None
    try:
        values = [json.loads(line) for line in lines[:-1]]
    except (ValueError, RecursionError):
        return None
    if not values or not isinstance(values[0], dict) or values[0].get("format") != FORMAT or "actions" in values[0]:
        return None
    return {**values[0], "actions": values[1:]}
