"""What went wrong with a file, told once, in words a person understands.

Every problem carries a stable message ``key`` (the UI translates it with ``params``) and an
English ``text`` for logs and for a UI without a translation. A damaged file is never deleted:
:func:`move_to_damaged` puts it in the ``damaged/`` folder beside it, under a name that never
overwrites an earlier one.
"""
from __future__ import annotations

import logging
import os
import time
from dataclasses import dataclass, field

from .paths import damaged_folder

log = logging.getLogger("tapisvert.store")

# The stable message keys and their English text. ``{file}`` is the file's name, ``{detail}``
# a short technical detail (line number, version, engine message).
MESSAGES = {
    "store.truncated": "The file {file} is incomplete (it was cut short); it was moved aside.",
    "store.not_json": "The file {file} is damaged ({detail}); it was moved aside.",
    "store.too_large": "The file {file} is too large to be a Tapis Vert file ({detail}); it was moved aside.",
    "store.future_version": "The file {file} was written by a newer version of Tapis Vert ({detail}); "
                            "it was moved aside.",
    "store.wrong_format": "The file {file} is not a Tapis Vert file of this kind ({detail}); it was moved aside.",
    "store.rule_breaking": "The saved match {file} breaks the rules of the game ({detail}); it was moved aside.",
    "store.unreadable": "The file {file} could not be read ({detail}); it was moved aside.",
    "store.bad_setting": "The setting {detail} in {file} had a value Tapis Vert does not know; "
                         "its default is used.",
    "store.write_failed": "Tapis Vert could not write {file} ({detail}); the previous version is kept.",
    "store.not_found": "The saved match {file} no longer exists.",
    "store.restored_backup": "The previous version of {file} was used instead.",
    "store.game_unavailable": "The saved match {file} is of a game this copy of Tapis Vert cannot play "
                              "({detail}); it was left as it is.",
}


@dataclass
class StoreProblem:
    """One problem with one file: ``key`` for the UI, ``text`` in English, where the file went."""

    key: str
    path: str
    detail: str = ""
    moved_to: str | None = None
    params: dict = field(default_factory=dict)

    def __post_init__(self):
        self.params = {"file": os.path.basename(self.path), "detail": self.detail, **self.params}

    @property
    def text(self) -> str:
        return MESSAGES.get(self.key, "{file}: {detail}").format(**self.params)

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


def move_to_damaged(path: str) -> str | None:
    """Move ``path`` into the ``damaged/`` folder beside it; returns the new path (None if the file
    had already gone). Never deletes: a name already taken gets a counter."""
    if not os.path.lexists(path):
        return None
    folder = damaged_folder(path)
    os.makedirs(folder, exist_ok=True)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    base = os.path.basename(path)
    target = os.path.join(folder, f"{stamp}-{base}")
    n = 1
    while os.path.lexists(target):
        n += 1
        target = os.path.join(folder, f"{stamp}-{n}-{base}")
    os.replace(path, target)
    return target


def damaged(key: str, path: str, detail: str = "", move: bool = True) -> StoreProblem:
    """Report a damaged file: move it aside (unless ``move`` is False), log it, return the problem."""
    moved = None
    if move:
        try:
            moved = move_to_damaged(path)
        except OSError as exc:          # a read-only folder: report, keep going
            log.warning("could not move %s aside: %s", path, exc)
    problem = StoreProblem(key, path, detail, moved)
    log.warning("%s (%s)", problem.text, key)
    return problem
