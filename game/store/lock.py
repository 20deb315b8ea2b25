"""One running copy of Tapis Vert per person (issue 17, point 1).

Two copies writing the same folders would overwrite each other's autosave, statistics and
settings. The first copy holds a lock on ``tapisvert.lock`` in the state folder; a second copy
finds it held and says so instead of touching any file.

The lock is the operating system's (``fcntl.lockf`` on POSIX, ``msvcrt.locking`` on Windows): it
belongs to the process and dies with it, so a copy that crashed or was killed (``kill -9``) leaves
nothing to clean up; the lock file itself stays and is simply locked again. ``lockf`` locks are not
inherited by forked children, so a computer seat's worker process never keeps the lock alive.
"""
from __future__ import annotations

import os

if os.name == "nt":         # pragma: no cover - Windows
    import msvcrt
else:
    import fcntl


_HELD: set[str] = set()            # the lock files this process holds (a probe must not touch them)


class SingleCopyLock:
    """The lock of one folder. :meth:`acquire` is True when this process holds it."""

    def __init__(self, path: str):
        self.path = path
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def held_elsewhere(self) -> bool:
        """True when another running copy holds the lock now: this copy must then read the files
        as they are and move or write none. Only looks: the lock is not kept (nor the file made)."""
        if self._fd is not None or self.path in _HELD:
            return False
        try:
            fd = os.open(self.path, os.O_RDWR)
        except OSError:                 # no lock file (nobody ever held it here), or none to be had
            return False
        try:
            _lock(fd)
        except OSError:
            return True
        else:
            _unlock(fd)
        finally:
            os.close(fd)
        return False

    def lost(self) -> bool:
        """True when this copy holds the lock on a file no longer at :attr:`path` (deleted, or
        another put in its place, by a cleaner emptying the state folder): another copy starting
        now would find no lock held and open as if alone."""
        if self._fd is None:
            return False
        try:
            there, ours = os.stat(self.path), os.fstat(self._fd)
        except OSError:
            return True
        return (there.st_dev, there.st_ino) != (ours.st_dev, ours.st_ino)

    def acquire(self) -> bool:
        """Take the lock if no other running copy holds it; True when held. OSError when the
        folder cannot be written at all (the caller then runs without the store's writes)."""
        if self._fd is not None:
            return True
        os.makedirs(os.path.dirname(self.path) or ".", exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            _lock(fd)
        except OSError:
            os.close(fd)
            return False
        try:                        # who holds it, for a person reading the folder
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode())
        except OSError:
            pass
        self._fd = fd
        _HELD.add(self.path)
        return True

    def release(self) -> None:
        if self._fd is None:
            return
        fd, self._fd = self._fd, None
        _HELD.discard(self.path)
        try:
            _unlock(fd)
        except OSError:
            pass
        os.close(fd)


def _lock(fd: int) -> None:
    """Take the lock on ``fd`` without waiting; OSError when another process holds it."""
    if os.name == "nt":     # pragma: no cover - Windows
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
    else:
        fcntl.lockf(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)


def _unlock(fd: int) -> None:
    if os.name == "nt":     # pragma: no cover - Windows
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
    else:
        fcntl.lockf(fd, fcntl.LOCK_UN)
