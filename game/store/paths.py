"""Where Tapis Vert keeps its files: the platformdirs folders (design §5).

App name ``TapisVert`` and no author folder, so on Linux the files sit in
``~/.config/TapisVert``, ``~/.local/share/TapisVert`` and ``~/.local/state/TapisVert``. Tests point
``XDG_*`` at temporary folders (tests/conftest.py), and platformdirs follows them.
"""
from __future__ import annotations

import os
from dataclasses import dataclass

import platformdirs

APP_NAME = "TapisVert"
DAMAGED = "damaged"


@dataclass(frozen=True)
class Paths:
    """The folders of one store. Every folder is created on first use, not here."""

    config: str     # settings.json
    data: str       # matches/ and stats.json
    state: str      # the running match's autosave
    log: str        # tapisvert.log

    @classmethod
    def default(cls) -> "Paths":
        """The person's platform folders, read from the environment at call time."""
        return cls(
            config=platformdirs.user_config_dir(APP_NAME, appauthor=False),
            data=platformdirs.user_data_dir(APP_NAME, appauthor=False),
            state=platformdirs.user_state_dir(APP_NAME, appauthor=False),
            log=platformdirs.user_log_dir(APP_NAME, appauthor=False),
        )

    @classmethod
    def under(cls, root: str) -> "Paths":
        """All four folders under one root (handy for tools and tests)."""
        return cls(config=os.path.join(root, "config"), data=os.path.join(root, "data"),
                   state=os.path.join(root, "state"), log=os.path.join(root, "log"))

    @property
    def settings_file(self) -> str:
        return os.path.join(self.config, "settings.json")

    @property
    def stats_file(self) -> str:
        return os.path.join(self.data, "stats.json")

    @property
    def matches(self) -> str:
        return os.path.join(self.data, "matches")

    @property
    def autosave_file(self) -> str:
        return os.path.join(self.state, "autosave.jsonl")

    @property
    def checked_file(self) -> str:
        """The saves that replayed cleanly at the last start, by size and time (a cache)."""
        return os.path.join(self.state, "checked.json")

    @property
    def lock_file(self) -> str:
        """Held by the running copy of the app (lock.py): one copy per person."""
        return os.path.join(self.state, "tapisvert.lock")

    @property
    def log_file(self) -> str:
        return os.path.join(self.log, "tapisvert.log")


def damaged_folder(path: str) -> str:
    """The ``damaged/`` folder beside a file."""
    return os.path.join(os.path.dirname(os.path.abspath(path)), DAMAGED)
