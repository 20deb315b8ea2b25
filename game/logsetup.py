"""Logging to a file in the user log folder (design §6; issue 9).

A windowed packaged app has no console: on Windows ``sys.stdout`` and ``sys.stderr`` are None and
anything written there would raise. :func:`setup` sends the ``tapisvert`` loggers (and any
uncaught exception) to ``tapisvert.log`` in the platformdirs user log folder, rotated so it never
grows without end, and gives a windowed app harmless ``stdout``/``stderr``. From a terminal the
warnings also still reach the console.
"""
from __future__ import annotations

import logging
import logging.handlers
import os
import sys

import game

LOGGER = "tapisvert"
MAX_BYTES = 512 * 1024          # a log big enough for a long evening, small enough to send
BACKUPS = 2
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

_done: str | None = None


def log_file() -> str:
    """Where the log goes: ``tapisvert.log`` in the user log folder."""
    from game.store.paths import Paths
    return Paths.default().log_file


class _LogFile(logging.handlers.RotatingFileHandler):
    """The log file. A write it cannot make (a read-only folder, a full disk) is dropped: the
    logging module's report of it would go to the console, which in a windowed app is the log
    again (a loop that killed the app at start)."""

    def handleError(self, record: logging.LogRecord) -> None:   # noqa: N802  # logging's name
        pass


class _LogStream:
    """A stand-in for the console of a windowed app: each line written goes to the log (a line
    written while the log itself is writing is dropped, never looped back)."""

    def __init__(self, logger: logging.Logger, level: int):
        self.logger, self.level, self._buffer = logger, level, ""
        self.encoding = "utf-8"
        self._writing = False

    def write(self, text: str) -> int:
        if self._writing:
            return len(text)
        self._writing = True
        try:
            self._buffer += text
            while "\n" in self._buffer:
                line, self._buffer = self._buffer.split("\n", 1)
                if line.strip():
                    self.logger.log(self.level, "%s", line)
        finally:
            self._writing = False
        return len(text)

    def flush(self) -> None:
        pass

    def isatty(self) -> bool:
        return False


def _quiet_streams(logger: logging.Logger) -> None:
    """A windowed app has no console: what would have gone there goes to the log, so a stray
    print never crashes the app."""
    if sys.stdout is None:
        sys.stdout = _LogStream(logger.getChild("stdout"), logging.INFO)
    if sys.stderr is None:
        sys.stderr = _LogStream(logger.getChild("stderr"), logging.WARNING)


def _log_uncaught(kind, value, tb) -> None:
    if issubclass(kind, KeyboardInterrupt):
        sys.__excepthook__(kind, value, tb)
        return
    logging.getLogger(LOGGER).critical("uncaught exception", exc_info=(kind, value, tb))
    if sys.__stderr__ is not None:
        sys.__excepthook__(kind, value, tb)


def setup(level: int = logging.INFO) -> str | None:
    """Start logging; returns the log file's path (None if the folder cannot be written, in which
    case the app runs without a log file). Calling it twice does nothing more."""
    global _done
    if _done is not None:
        return _done or None
    logger = logging.getLogger(LOGGER)
    logger.setLevel(level)
    path = log_file()
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        # opened now: a log that cannot be written is known at start (the app then runs without)
        handler = _LogFile(path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")
        handler.setFormatter(logging.Formatter(FORMAT))
        logger.addHandler(handler)
    except OSError:
        path = None
    had_console = sys.stderr is not None
    _quiet_streams(logger)
    if had_console:
        console = logging.StreamHandler(sys.stderr)
        console.setLevel(logging.WARNING)
        console.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
        logger.addHandler(console)
    sys.excepthook = _log_uncaught
    logger.info("Tapis Vert %s starting (%s, Python %s%s)", game.__version__, sys.platform,
                sys.version.split()[0], ", packaged" if getattr(sys, "frozen", False) else "")
    _done = path or ""
    return path
