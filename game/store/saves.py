"""Named saves in the ``matches/`` folder: save, list, load, rename, delete (design §5).

Each save is one JSON file ``<id>.json`` holding the whole :class:`MatchRecord`. The ``id`` is the
file's stem (letters, digits, ``-`` and ``_`` only, so it can never point outside the folder); the
name the person gave is inside the file, so renaming never moves a file.
"""
from __future__ import annotations

import os
import re
import time
import unicodedata
from dataclasses import dataclass, field

from .atomic import read_json, try_write, write_json
from .problems import StoreError, StoreProblem, left_as_is, refused_read, unexpected, unlisted, unreadable
from .record import FORMAT, MAX_SAVE_NAME, VERSION, MatchRecord, RecordError, named_facts

# A save's id is its file's name without ".json": the app writes a stamp and a slug, but any name
# the person gives the file in its folder is kept, however long, whatever characters it holds (no
# folder separator, not hidden, so that an id never names a file outside the folder)
_ID = re.compile(r"^(?!\.)[^/\\\x00]+$")


@dataclass
class SavedMatch:
    """One line of the saved-match list."""

    id: str
    name: str
    game: str
    players: int
    saved_at: float
    summary: dict = field(default_factory=dict)
    seats: list = field(default_factory=list)
    named: dict = field(default_factory=dict)     # an app-given name's facts (MatchRecord.named)


def _slug(name: str) -> str:
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii")
    return re.sub(r"[^a-z0-9]+", "-", plain.lower()).strip("-")[:30] or "partie"


def clean_name(name: str) -> str:
    """A save's name as shown: printable, trimmed, at most MAX_SAVE_NAME characters."""
    if not isinstance(name, str):
        raise ValueError("a save's name must be text")
    name = "".join(ch for ch in name if ch.isprintable()).strip()[:MAX_SAVE_NAME]
    if not name:
        raise ValueError("a save needs a name")
    return name


def numbered(name: str, n: int) -> str:
    """The ``n``-th save of one name: "name", then "name (2)", "name (3)"..."""
    tail = f" ({n})" if n > 1 else ""
    return name[:MAX_SAVE_NAME - len(tail)] + tail


def distinct_name(name: str, taken: set[str], n: int = 1) -> tuple[str, int]:
    """``name``, or where a save already has it "name (2)", "name (3)"... (from "name (n)" where
    ``n`` > 1), and its number: two saves made in one deal ("Polignac · 1") are told apart in the
    list."""
    while numbered(name, n) in taken:
        n += 1
    return numbered(name, n), n


class Saves:
    """The saved matches in ``folder``. ``may_move()`` False (another copy keeps the files): a save
    found damaged is told of and left where it is, not moved aside."""

    def __init__(self, folder: str, may_move=None):
        self.folder = folder
        self.may_move = may_move

    def path(self, save_id: str) -> str:
        if not isinstance(save_id, str) or not _ID.match(save_id):
            raise ValueError(f"not a saved-match id: {save_id!r}")
        return os.path.join(self.folder, save_id + ".json")

    def refused(self) -> OSError | None:
        """Why a match cannot be saved in the folder now (the system's refusal), or None."""
        try:
            try_write(self.folder)
        except OSError as exc:
            return exc
        return None

    def _ids(self) -> list[str]:
        try:
            names = os.listdir(self.folder)
        except FileNotFoundError:
            return []
        # Not only regular files: a folder or a FIFO under a save's name is reported and moved aside.
        return sorted(n[:-5] for n in names if n.endswith(".json") and _ID.match(n[:-5]))

    def names(self) -> set[str]:
        """The names the saves go by, read without touching a damaged file (the list and the
        start-up check report and move those)."""
        return {name for _id, _game, name, _named in self._names()}

    def _names(self) -> list[tuple[str, str, str, dict]]:
        """Each save's id, game, name and the facts of a name the app gave (:meth:`names`)."""
        out = []
        for save_id in self._ids():
            try:
                data = read_json(self.path(save_id), FORMAT, VERSION, move=False)
            except (StoreError, OSError):
                continue
            if isinstance(data.get("name"), str):
                out.append((save_id, str(data.get("game")), data["name"], named_facts(data.get("named"))))
        return out

    def save(self, record: MatchRecord, name: str, match=None, save_id: str | None = None,
             deal: int | None = None, seen: int | None = None) -> SavedMatch:
        """Write ``record`` as a named save (a new file, or ``save_id`` overwritten; a save whose
        name another save has takes "name (2)", unless it is a name the person gave to ``save_id``).
        ``match`` is the current match, for the summary; without it the record is replayed.
        ``deal``: the name is the app's, for the match saved in that deal (its facts kept,
        :attr:`MatchRecord.named`: shown in the language of the moment; its number past those of
        the app's names of the same game and deal, in any language). ``seen``: the deal the person
        saw, for the summary (:meth:`MatchRecord.refresh_summary`; by default ``deal``). OSError if
        it fails."""
        name = clean_name(name)
        copy = 1
        if save_id is None or deal is not None:
            taken = [t for t in self._names() if t[0] != save_id]       # not its own former name
            same = [named["copy"] for _id, game, _name, named in taken
                    if deal is not None and named.get("deal") == deal and game == record.game]
            name, copy = distinct_name(name, {given for _id, _game, given, _named in taken},
                                       max(same, default=0) + 1)
        if match is None:
            match = record.replay()
        if save_id is None:
            save_id = self._new_id(_slug(name))
        data_record = MatchRecord.from_json(record.to_json())
        data_record.name = name
        data_record.named = {"deal": deal, "copy": copy} if deal is not None else {}
        data_record.resumed_from = ""       # the autosave's link to its save, not the save's
        data_record.stamp()
        data_record.refresh_summary(match, deal if seen is None else seen)
        write_json(self.path(save_id), data_record.to_json())
        return self._entry(save_id, data_record)

    def _new_id(self, slug: str) -> str:
        """A file name not yet taken: the time and ``slug``."""
        base = time.strftime("%Y%m%d-%H%M%S") + "-" + slug
        save_id, n = base, 1
        while os.path.lexists(self.path(save_id)):
            n += 1
            save_id = f"{base}-{n}"
        return save_id

    def keep_as_is(self, document: dict, slug: str) -> str:
        """Write ``document``, a match this copy cannot read (a newer version's), as a new save,
        without reading it through :class:`MatchRecord` (which would drop what it does not know);
        returns its path. OSError if the folder refuses."""
        path = self.path(self._new_id(slug))
        write_json(path, document, backup=False)
        return path

    @staticmethod
    def _entry(save_id: str, record: MatchRecord) -> SavedMatch:
        return SavedMatch(id=save_id, name=record.name, game=record.game, players=record.players,
                          saved_at=record.saved_at, summary=dict(record.summary),
                          seats=[dict(s) for s in record.seats], named=dict(record.named))

    def _moving(self) -> bool:
        return self.may_move is None or self.may_move()

    def _damaged(self, path: str, exc: RecordError, move: bool) -> StoreError:
        return StoreError(exc.damaged(path) if move else left_as_is(exc.damaged(path, move=False)))

    def read(self, save_id: str) -> MatchRecord:
        """The record of a save, shapes checked (not replayed). StoreError when damaged (moved to
        ``damaged/``, or left where it is while this copy may move nothing), refused by the system
        (left where it is) or gone (``store.not_found``)."""
        path = self.path(save_id)
        move = self._moving()
        try:
            data = read_json(path, FORMAT, VERSION, move=move)
        except FileNotFoundError:
            raise StoreError(StoreProblem("store.not_found", path)) from None
        except StoreError as exc:
            if move:
                raise
            raise StoreError(left_as_is(exc.problem)) from None
        except OSError as exc:
            raise StoreError(unreadable(path, exc, move=move and not refused_read(exc))) from None
        try:
            return MatchRecord.from_json(data)
        except RecordError as exc:
            raise self._damaged(path, exc, move) from None

    def load(self, save_id: str):
        """(record, match), every action replayed through the engine; the record knows the save it
        came from (:attr:`MatchRecord.resumed_from`: played on, it is that save's match in progress)."""
        record = self.read(save_id)
        try:
            match = record.replay()
        except RecordError as exc:
            raise self._damaged(self.path(save_id), exc, self._moving()) from None
        record.resumed_from = save_id
        return record, match

    def list(self, problems: list) -> list[SavedMatch]:
        """Every readable save, newest first; a damaged one is added to ``problems`` (moved aside,
        unless this copy may move nothing: see :attr:`may_move`)."""
        out = []
        for save_id in self._ids():
            try:
                out.append(self._entry(save_id, self.read(save_id)))
            except StoreError as exc:
                if exc.key != "store.not_found":
                    problems.append(exc.problem)
        out.sort(key=lambda e: (e.saved_at, e.id), reverse=True)
        return out

    def _stamp(self, save_id: str) -> list | None:
        try:
            st = os.stat(self.path(save_id))
        except OSError:
            return None
        return [st.st_size, st.st_mtime_ns]

    def check_all(self, checked: dict | None = None) -> list[StoreProblem]:
        """Replay every save; each damaged or rule-breaking one is moved aside and reported.

        ``checked`` maps a save's id to the size and modification time it had when it last
        replayed cleanly; a file unchanged since is not replayed again (loading it still is), so
        start-up stays quick with many saves. It is updated in place."""
        checked = {} if checked is None else checked
        problems = []
        try:
            ids = self._ids()
        except OSError as exc:          # a folder the system will not list (another user's)
            return [unlisted(self.folder, exc)]
        for save_id in ids:
            stamp = self._stamp(save_id)
            if stamp is not None and checked.get(save_id) == stamp:
                continue
            try:
                self.load(save_id)
                if stamp is not None:
                    checked[save_id] = stamp
            except StoreError as exc:
                checked.pop(save_id, None)
                if exc.key != "store.not_found":
                    problems.append(exc.problem)
            except Exception as exc:        # none foreseen: logged, told, the file left as it is
                checked.pop(save_id, None)
                problems.append(unexpected("store.check_failed", self.path(save_id), exc))
        for gone in set(checked) - set(ids):
            del checked[gone]
        return problems

    def rename(self, save_id: str, name: str) -> SavedMatch:
        record = self.read(save_id)
        record.name = clean_name(name)
        record.named = {}                  # the person's name now, shown as he wrote it
        write_json(self.path(save_id), record.to_json())
        return self._entry(save_id, record)

    def delete(self, save_id: str) -> None:
        """The person deletes a save: the file and its backup go (FileNotFoundError if already gone)."""
        path = self.path(save_id)
        os.remove(path)
        try:
            os.remove(path + ".bak")
        except FileNotFoundError:
            pass
