"""The store the app holds: settings, autosave, named saves and statistics together.

See the package docstring (``game/store/__init__.py``) for the API the UI uses.
"""
from __future__ import annotations

import logging

from .atomic import clean_temporaries, read_json, write_json
from .autosave import Autosave
from .lock import SingleCopyLock
from .paths import Paths
from .problems import LEFT_IN_PLACE, StoreError, StoreProblem, unexpected, unreadable
from .record import MatchRecord
from .saves import SavedMatch, Saves
from .settings import Settings
from .stats import Stats, match_bucket, match_key, match_outcome, replay_figures

log = logging.getLogger("tapisvert.store")


class Store:
    """All the person's files. Creating a store reads the settings and the statistics (a problem
    found there is kept in :attr:`problems`; while another running copy holds the lock they are
    read as they are, a damaged one neither moved aside nor mended); :meth:`startup_check` also
    checks every match file."""

    def __init__(self, paths: Paths | None = None, fsync: bool = True):
        self.paths = paths or Paths.default()
        self.settings = Settings(self.paths.settings_file)
        self.stats = Stats(self.paths.stats_file)
        self.autosave = Autosave(self.paths.autosave_file, fsync=fsync, on_problem=self._report)
        self.saves = Saves(self.paths.matches)
        self.lock = SingleCopyLock(self.paths.lock_file)
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
        which every read finds again, is told of the first time only)."""
        out = []
        for problem in self.problems:
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
        counts as held (nothing there can be written anyway; the writes report it)."""
        try:
            return self.lock.acquire()
        except OSError as exc:
            log.warning("could not take the single-copy lock %s: %s", self.lock.path, exc)
            return True

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
            except OSError as exc:
                self.problems.append(unreadable(self.paths.autosave_file, exc))
            except Exception as exc:        # none foreseen: logged, told, the file left as it is
                self.problems.append(unexpected("store.check_failed", self.paths.autosave_file, exc))
        checked = self._read_checked()
        before = dict(checked)
        self.problems += self.saves.check_all(checked)
        if checked != before:
            try:
                write_json(self.paths.checked_file, {"format": "tapisvert-checked", "version": 1,
                                                     "saves": checked}, backup=False)
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
        self.autosave.end()

    def autosave_close(self) -> None:
        """The app quits mid-match: stop writing, keep the file for Continue."""
        self.autosave.close()

    def autosave_info(self) -> dict | None:
        """What the Continue button shows, or None when there is nothing to continue (a damaged
        autosave is moved aside and its problem kept in :attr:`problems`)."""
        try:
            return self.autosave.info()
        except StoreError as exc:
            self.problems.append(exc.problem)
        except OSError as exc:
            self.problems.append(unreadable(self.paths.autosave_file, exc, move=False))
        return None

    def has_autosave(self) -> bool:
        return self.autosave.exists()

    def load_autosave(self):
        """(record, match) for Continue; StoreError if the autosave cannot be used."""
        return self.autosave.load()

    # ---- named saves
    def save_match(self, record: MatchRecord, name: str, match=None,
                   save_id: str | None = None) -> SavedMatch:
        """Save the match under ``name`` (a new save where another already has the name: "name
        (2)"); OSError if the disk refuses (the old file stays)."""
        return self.saves.save(record, name, match, save_id)

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

    def list_matches(self) -> list[SavedMatch]:
        """Saved matches, newest first. Damaged ones are moved aside into :attr:`problems`."""
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
        problem = self.stats.record(record.game, record.players, key=match_key(record), bucket=bucket,
                                    details=details, opponents=opponents, **outcome)
        if problem is not None:
            self._report(problem)
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
        problem = self.stats.record_duplicate(game, mine, expert, key)
        if problem is not None:
            self._report(problem)
        return problem

    def match_finished(self, record: MatchRecord, match, seat: int | None = None) -> StoreProblem | None:
        """The match has just ended (its last action applied): count it in the statistics, then
        retire its autosave. Called at that moment, not when a screen opens, so that closing the
        app on the last sheet loses nothing; a start finding a finished autosave calls it too."""
        problem = self.record_finished(record, match, seat)
        self.autosave.end()
        return problem
