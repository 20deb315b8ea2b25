"""What went wrong with a file, told once, in words a person understands.

Every problem carries a stable message ``key`` (the UI translates it with ``params``) and an
English ``text`` for logs and for a UI without a translation. A damaged file is never deleted:
:func:`move_to_damaged` puts it in the ``damaged/`` folder beside it, under a name that never
overwrites an earlier one.
"""
from __future__ import annotations

import errno
import logging
import os
import re
import time
from dataclasses import dataclass, field

from .paths import damaged_folder

log = logging.getLogger("tapisvert.store")

# Control characters (NUL first) and lone surrogates: a text holding one is no name or label
# (pygame refuses to draw it).
_UNSHOWABLE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff]")
SHOWN_LIMIT = 120       # a problem's file name and detail as shown


def checked_text(value, limit: int) -> str | None:
    """``value`` if it is text fit to show: a string of at most ``limit`` characters with no control
    character and no lone surrogate; else None. Every string read from a file passes here."""
    if not isinstance(value, str) or len(value) > limit or _UNSHOWABLE.search(value):
        return None
    return value


def shown(text: str, limit: int = SHOWN_LIMIT) -> str:
    """``text`` made safe to show: unshowable characters as "?", cut to ``limit`` characters, the
    last of them "…" where it was longer (a message's file name, a saved match's name)."""
    text = _UNSHOWABLE.sub("?", str(text)[:limit + 1])
    return text if len(text) <= limit else text[:limit - 1] + "…"

# The stable message keys and their English text. ``{file}`` is the file's name, ``{detail}``
# a short technical detail (line number, version, engine message).
MESSAGES = {
    "store.truncated": "The file {file} is incomplete (it was cut short); it was moved aside.",
    "store.not_json": "The file {file} is damaged ({detail}); it was moved aside.",
    "store.too_large": "The file {file} is too large to be a Tapis Vert file ({detail}); it was moved aside.",
    "store.future_version": "The file {file} was written by a newer version of Tapis Vert ({detail}); "
                            "it was moved aside.",
    "store.future_left": "The saved match {file} was written by a newer version of Tapis Vert ({detail}); "
                         "it was left as it is.",
    "store.future_settings": "The settings file {file} was written by a newer version of Tapis Vert ({detail}); "
                             "it is left as it is, and Tapis Vert uses its default settings. A setting "
                             "changed now is written in its place, the newer file kept in the “damaged” "
                             "folder beside it.",
    "store.future_stats": "The statistics file {file} was written by a newer version of Tapis Vert ({detail}); "
                          "it is left as it is: this version does not show its figures, and counts no match into it.",
    "store.stats_newer": "The statistics in {file} come from a newer version of Tapis Vert ({detail}): this match is "
                         "not counted in them, and they are left as they are.",
    "store.wrong_format": "The file {file} is not a Tapis Vert file of this kind ({detail}); it was moved aside.",
    "store.rule_breaking": "The saved match {file} breaks the rules of the game ({detail}); it was moved aside.",
    "store.unreadable": "The file {file} could not be read ({detail}); it was moved aside.",
    "store.bad_setting": "The setting {detail} in {file} had a value Tapis Vert does not know; "
                         "its default is used.",
    "store.unknown_games": "{file} holds choices for a game this version of Tapis Vert does not know "
                           "({games}): they are left out.",
    "store.write_failed": "Tapis Vert could not write {file} ({detail}); the previous version is kept.",
    "store.autosave_failed": "This match cannot be saved as it is played ({detail}): if Tapis Vert closes, "
                             "what was played since cannot be continued. Saving resumes by itself as soon "
                             "as the file can be written again; a save by name from the table’s menu may "
                             "still work.",
    "store.autosave_kept": "The match that was in progress cannot be continued by this copy of Tapis Vert ({detail}); "
                           "before a new match took its place it was kept as {kept} in the folder {where}.",
    "store.unread_kept": "The match that was in progress, which Tapis Vert was not allowed to read when it "
                         "started, can be read now: before another match took its place it was kept in the saved "
                         "matches as “{name}”.",
    "store.stats_failed": "The statistics could not be saved ({detail}): this match is not counted.",
    "store.stats_unexpected": "The statistics in {file} could not be brought up to date (an error Tapis Vert "
                              "did not expect, written in its log): this match is not counted, and the file "
                              "is left as it was.",
    "store.check_failed": "The file {file} could not be checked (an error Tapis Vert did not expect, written "
                          "in its log); Tapis Vert leaves it where it is.",
    "store.checks_failed": "Tapis Vert could not finish checking its files (an error it did not expect, "
                           "written in its log, {file}); the files not yet checked are left as they are.",
    "store.stats_later": "The statistics could not be saved ({detail}): this match is kept, and will be "
                         "counted as soon as they can be saved.",
    "store.finished_left": "The finished match in {file} could not be set aside ({detail}): it stays there, "
                           "counted, and is not offered to continue.",
    "store.other_copy": "Another copy of Tapis Vert has been opened and now keeps your files: this window no "
                        "longer saves the match as it is played nor counts it, so that neither copy undoes what "
                        "the other saves. To keep this match, save it by name from the table’s menu, then close "
                        "this window.",
    "store.not_found": "The saved match {file} no longer exists.",
    "store.restored_backup": "The previous version of {file} was used instead.",
    "store.not_a_file": "{file} is not a file Tapis Vert can read ({detail}); it was moved aside.",
    "store.not_moved": "The file {file} cannot be used ({detail}) and could not be moved aside; "
                       "Tapis Vert leaves it where it is and does without it.",
    "store.left": "The file {file} cannot be used ({detail}); Tapis Vert leaves it where it is and does without it.",
    "store.folder_left": "The folder {file} cannot be read ({detail}): the saved matches in it are not listed; "
                         "Tapis Vert leaves it as it is.",
    "store.game_unavailable": "The saved match {file} is of a game this copy of Tapis Vert cannot play "
                              "({detail}); it was left as it is.",
    "store.game_unknown": "The saved match {file} is of a game this version of Tapis Vert does not know "
                          "({detail}); it was left as it is, for a newer version.",
    # The same, of the match in progress (the autosave): see ``IN_PROGRESS``.
    "store.in_progress.game_unknown": "The match in progress is of a game this version of Tapis Vert does not "
                                      "know ({detail}): it cannot be continued here, and was left as it is, "
                                      "for a newer version.",
    "store.in_progress.game_unavailable": "The match in progress is of a game this copy of Tapis Vert cannot play "
                                          "({detail}): it cannot be continued here, and was left as it is.",
    "store.in_progress.future_left": "The match in progress was saved by a newer version of Tapis Vert ({detail}): "
                                     "it cannot be continued here, and was left as it is.",
    # Why the system refused a write, said as the detail of the messages above (see ``refusal``).
    "store.cause.denied": "no permission to write in the folder {where}",
    "store.cause.read_only": "the folder {where} is on a disk that cannot be written",
    "store.cause.full": "the disk is full",
    "store.cause.no_read": "no permission to read it",
    # A system's error said alone (see ``os_words``), where no folder is said.
    "store.cause.no_permission": "the system does not allow it",
    "store.cause.read_only_disk": "the disk cannot be written",
    "store.cause.loop": "symbolic links that lead round in a circle",
    "store.cause.missing": "it, or a folder on its way, does not exist",
    "store.cause.name_too_long": "its name is too long for the system",
    "store.cause.is_folder": "a folder stands where a file should be",
    "store.cause.folder_a_file": "a file stands where a folder should be",
    "store.cause.not_folder": "{where} is a file where a folder should be",
    "store.cause.other_copy": "another copy of Tapis Vert now keeps your files: what is changed in this window "
                              "is not kept",
    "store.cause.kept_unread": "{file} could not be read, and Tapis Vert does not write over a file it could not read",
    # What is wrong with a file the app reads, said as the detail (see ``damaged``'s ``cause``).
    "store.cause.too_large": "more than {mb} MB",
    "store.cause.not_utf8": "not UTF-8 text at byte {byte}",
    "store.cause.json_line": "at line {line}",
    "store.cause.too_deep": "nested too deeply",
    "store.cause.long_number": "a number too long to read",
    "store.cause.unmarked": "nothing in it says what it is",
    "store.cause.marked": "it says it is “{found}”",
    "store.cause.bad_version": "it has no valid version number",
    "store.cause.newer": "version {found}, where this copy reads up to version {version}",
    "store.cause.not_counts": "its counts are not numbers Tapis Vert could have kept",
    # What is wrong with a saved match (see ``record.RecordError``).
    "store.cause.seat": "seat {seat} is badly described",
    "store.cause.entry": "its “{entry}” entry is missing or malformed",
    "store.cause.seats": "{players} players but {seats} seats",
    "store.cause.action": "its move {n} belongs to no seat",
    "store.cause.setup": "its set-up is not allowed",
    "store.cause.refused": "its move {n} is not allowed",
    "store.cause.scheme": "a way of shuffling ({found}) this copy does not know",
    "store.cause.game": "“{game}”",
}

# The system's errors a person meets with his files, in his words, by error number: the one home
# of these words' message keys. Each says the error of a write refused in a folder (``{where}``), of
# a read, and alone (no folder known, or another kind of access); None where the last says it. Any
# other error is told in the system's own words (English, whatever the language: they are kept for
# it alone, and for the log).
_OS_WORDS: dict[int, tuple[str | None, str | None, str]] = {
    errno.EACCES: ("store.cause.denied", "store.cause.no_read", "store.cause.no_permission"),
    errno.EPERM: ("store.cause.denied", "store.cause.no_read", "store.cause.no_permission"),
    errno.EROFS: ("store.cause.read_only", None, "store.cause.read_only_disk"),
    errno.ENOSPC: ("store.cause.full", None, "store.cause.full"),
    errno.EDQUOT: ("store.cause.full", None, "store.cause.full"),
    errno.ELOOP: (None, None, "store.cause.loop"),
    errno.ENOENT: (None, None, "store.cause.missing"),
    errno.ENAMETOOLONG: (None, None, "store.cause.name_too_long"),
    errno.EISDIR: (None, None, "store.cause.is_folder"),
    errno.ENOTDIR: (None, None, "store.cause.folder_a_file"),      # the file is named where known
}


def os_words(exc: BaseException) -> dict:
    """An error of the system (``exc``) said alone in the person's words, as the params of a message
    (``cause``, the key of its words); {} for one not in the table: its own text is then the detail."""
    said = _OS_WORDS.get(getattr(exc, "errno", None) or 0)
    return {"cause": said[2]} if said else {}


def refusal(exc: BaseException, path: str | None = None) -> dict:
    """Why the system refused a write of ``path`` (or of the file ``exc`` names), as the params of a
    message: ``cause``, the key of its words, and ``where``, the folder; the error said alone where
    no folder is said (:func:`os_words`), {} for an error of another kind (its own text is then the
    detail)."""
    if getattr(exc, "errno", None) in (errno.EEXIST, errno.ENOTDIR):   # a file stood in a folder's way
        return _not_folder(path or str(getattr(exc, "filename", None) or "")) or os_words(exc)
    cause = _OS_WORDS.get(getattr(exc, "errno", None) or 0, (None,))[0]
    if cause is None:
        return os_words(exc)
    where = os.path.dirname(path) if path else str(getattr(exc, "filename", None) or "")
    if where and path is None and not os.path.isdir(where):
        where = os.path.dirname(where)
    if not where and cause != "store.cause.full":
        return os_words(exc)
    return {"cause": cause, "where": shown(where)}


@dataclass
class StoreProblem:
    """One problem with one file: ``key`` for the UI, ``text`` in English, where the file went."""

    key: str
    path: str
    detail: str = ""
    moved_to: str | None = None
    params: dict = field(default_factory=dict)
    words: str | None = None        # the key of the words it is said in, where not ``key``'s (IN_PROGRESS)

    def __post_init__(self):
        params = {"file": os.path.basename(self.path), "detail": self.detail, **self.params}
        self.params = {k: shown(v) if isinstance(v, str) else v for k, v in params.items()}

    @property
    def text(self) -> str:
        return self.told(lambda key, **params: MESSAGES.get(key, "{file}: {detail}").format(**params))

    def told(self, say) -> str:
        """The problem in the words of ``say(key, **params)`` (a translator): a refused write's
        cause is said in them too, as the detail."""
        return say(self.words or self.key, **{**self.params, "detail": self.why(say)})

    def in_progress(self) -> StoreProblem:
        """This problem of the autosave said of the match in progress, not of a file named
        "autosave.jsonl" the person never saw (:data:`IN_PROGRESS`); itself."""
        self.words = IN_PROGRESS.get(self.key, self.words)
        return self

    def why(self, say) -> str:
        """The detail alone: a refused write's cause in the words of ``say``, else as found."""
        cause = self.params.get("cause")
        return say(cause, **self.params) if cause else self.params["detail"]

    @classmethod
    def refused(cls, key: str, path: str, exc: BaseException) -> StoreProblem:
        """The problem of a write of ``path`` the system refused (``exc``), with its cause."""
        return cls(key, path, str(exc), params=refusal(exc, path))

    def to_json(self) -> dict:
        return {"key": self.key, "text": self.text, "path": self.path, "moved_to": self.moved_to,
                "params": dict(self.params)}

    def __str__(self) -> str:
        return self.text


class StoreError(Exception):
    """A file could not be used. ``problem`` says why; the file was already moved aside."""

    def __init__(self, problem: StoreProblem):
        super().__init__(problem.text)
        self.problem = problem

    @property
    def key(self) -> str:
        return self.problem.key


def move_to_damaged(path: str, name: str | None = None) -> str | None:
    """Move ``path`` into the ``damaged/`` folder beside it, under ``name`` (saying what it is;
    its own name by default) after the time; returns the new path (None if the file had already
    gone). Never deletes: a name already taken gets a counter."""
    if not os.path.lexists(path):
        return None
    folder = damaged_folder(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    if os.path.lexists(folder) and not os.path.isdir(folder):
        # Something else holds the folder's name: it goes inside the folder too, as damaged.
        held = f"{folder}.{os.getpid()}.moving"
        os.replace(folder, held)
        os.makedirs(folder)
        os.replace(held, _free_name(folder, stamp, os.path.basename(folder)))
    os.makedirs(folder, exist_ok=True)
    target = _free_name(folder, stamp, name or os.path.basename(path))
    os.replace(path, target)
    return target


def _free_name(folder: str, stamp: str, base: str) -> str:
    """``<stamp>-<base>`` in ``folder``, with a counter when the name is taken."""
    target = os.path.join(folder, f"{stamp}-{base}")
    n = 1
    while os.path.lexists(target):
        n += 1
        target = os.path.join(folder, f"{stamp}-{n}-{base}")
    return target


# The problems of the autosave that are said of the match in progress, by key: the words' key.
IN_PROGRESS = {key: key.replace("store.", "store.in_progress.", 1)
               for key in ("store.game_unknown", "store.game_unavailable", "store.future_left")}
# Problems of a file that stays where it is (not moved aside): every read finds it again, and it
# is told once (Store.take_problems).
LEFT_IN_PLACE = ("store.not_moved", "store.left", "store.folder_left", "store.future_left", "store.game_unavailable",
                 "store.game_unknown", "store.check_failed", "store.future_settings", "store.future_stats")
# The causes that are the system's refusals, not damage (App.report_problems' title).
REFUSALS = ("store.cause.no_read", "store.cause.not_folder", "store.cause.denied", "store.cause.read_only",
            "store.cause.full", "store.cause.kept_unread",
            *{said[2] for said in _OS_WORDS.values()})       # a file behind a symbolic link's loop is not damaged
# Problems of files that are not damaged: written by a newer version, of a game this copy does not
# play, holding a choice it does not know, not checked or no longer there (App.report_problems'
# title: "Damaged files" only where one is damaged).
UNDAMAGED = ("store.future_version", "store.future_left", "store.future_settings", "store.future_stats",
             "store.stats_newer", "store.game_unavailable",
             "store.game_unknown", "store.unknown_games", "store.check_failed", "store.checks_failed",
             "store.not_found", "store.folder_left", "store.left", "store.autosave_kept", "store.unread_kept",
             "store.finished_left")


def is_damage(problem) -> bool:
    """Whether ``problem`` tells of a file found damaged (cut short, not JSON, breaking the rules…),
    not of one from a newer version or another game, nor of one the system would not let the app
    read (its cause one of REFUSALS, or a newer version's)."""
    params = getattr(problem, "params", None) or {}
    if params.get("cause") in REFUSALS or params.get("cause") == "store.cause.newer":
        return False
    return getattr(problem, "key", None) not in UNDAMAGED


def refused_read(exc: OSError) -> bool:
    """Whether the system refused to read a file for want of permission: such a file is left where it
    is (README, "Files that cannot be read"), never moved aside nor written over."""
    return _OS_WORDS.get(getattr(exc, "errno", None) or 0, (None, None))[1] == "store.cause.no_read"


def kept_unread(key: str, path: str) -> StoreProblem:
    """The problem of a write not made because ``path`` was left unread (:func:`refused_read`):
    writing would put a fresh file in the place of the person's own."""
    problem = StoreProblem(key, path, "left unread, not written over", params={"cause": "store.cause.kept_unread"})
    log.warning("%s", problem.text)
    return problem


def _read_cause(path: str, exc: OSError) -> dict:
    """Why the system would not read ``path``, as a message's params (``cause``, and ``where`` for
    a file in a folder's place); the error said alone (:func:`os_words`) where it is not a refusal
    to read, {} for an error of another kind."""
    if getattr(exc, "errno", None) == errno.ENOTDIR:
        said = _not_folder(path)
        if said:
            return said
    cause = _OS_WORDS.get(getattr(exc, "errno", None) or 0, (None, None))[1]
    return {"cause": cause} if cause else os_words(exc)


def _not_folder(path: str) -> dict:
    """The params saying which file stands where a folder on the way to ``path`` should be (the
    nearest that exists, when it is no folder); {} where there is none."""
    way = path
    while way and not os.path.lexists(way) and os.path.dirname(way) != way:
        way = os.path.dirname(way)
    if way and os.path.lexists(way) and not os.path.isdir(way):
        return {"cause": "store.cause.not_folder", "where": shown(way)}
    return {}


def unreadable(path: str, exc: OSError, move: bool = True) -> StoreProblem:
    """A file the system would not read (``exc``): moved aside where ``move`` and the folder allow
    it, else left where it is (``store.left`` where no move was tried, or nothing was there to
    move: a file in a folder's place). A refusal is said in the person's words; another error by
    the system's words, without the path the message names."""
    said = _read_cause(path, exc)
    detail = getattr(exc, "strerror", None) or str(exc)
    if move and said.get("cause") != "store.cause.not_folder":
        return damaged("store.unreadable", path, detail, True, said.pop("cause", None), **said)
    return _left("store.left", path, detail, said)


def left_as_is(problem: StoreProblem) -> StoreProblem:
    """``problem``, of a file found unusable that this copy may not move now (another copy keeps the
    files), told as it is: left where it is (``store.left``, the same cause in the person's words)."""
    if problem.moved_to is not None or problem.key in LEFT_IN_PLACE:
        return problem
    said = {k: v for k, v in problem.params.items() if k not in ("file", "detail")}
    return _left("store.left", problem.path, problem.detail, said)


def unlisted(folder: str, exc: OSError) -> StoreProblem:
    """A folder the system would not list (``exc``): left as it is, the files in it unused."""
    return _left("store.folder_left", folder, getattr(exc, "strerror", None) or str(exc), _read_cause(folder, exc))


def _left(key: str, path: str, detail: str, said: dict) -> StoreProblem:
    problem = StoreProblem(key, path, detail, params=said)
    log.warning("%s (%s: %s)", problem.text, key, detail)
    return problem


def unexpected(key: str, path: str, exc: BaseException, **said) -> StoreProblem:
    """An error no check foresaw, met with the file ``path``: written in the log with its traceback,
    told in words (``key``: what was done, with the figures ``said``), the exception's own text
    kept for the log."""
    problem = StoreProblem(key, path, type(exc).__name__, params=said)
    log.error("%s (%s: %s)", problem.text, type(exc).__name__, exc, exc_info=exc)
    return problem


def damaged(key: str, path: str, detail: str = "", move: bool = True, cause: str | None = None,
            **said) -> StoreProblem:
    """Report a damaged file: move it aside (unless ``move`` is False: it is then told, and logged,
    as left where it is, :func:`left_as_is`), log it, return the problem. ``detail`` is the damage
    as found, for the log; a ``cause`` (a message key, with the figures it ``said``) says it in the
    person's words in the message, where the detail would be English."""
    moved = None
    if move:
        try:
            moved = move_to_damaged(path)
        except OSError as exc:          # a read-only folder: say so truly, keep going
            log.warning("could not move %s aside: %s", path, exc)
            key = "store.not_moved"
    problem = StoreProblem(key, path, detail, moved, params={"cause": cause, **said} if cause else {})
    if not move and key not in LEFT_IN_PLACE:
        # not "it was moved aside": a copy that may move nothing, or a read that only looks
        return left_as_is(problem)
    log.warning("%s (%s%s)", problem.text, key, f": {problem.params['detail']}" if cause else "")
    return problem
