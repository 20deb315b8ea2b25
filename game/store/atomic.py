"""Safe file writes and careful reads (design §5).

A write goes to a temporary file in the same folder, is flushed and fsync'd, and only then
replaces the file with ``os.replace``: a crash at any moment leaves either the old file or the new
one, never half of one. The previous version is kept as ``<name>.bak``.

A read refuses files over :data:`MAX_BYTES`, and tells a truncated file from a damaged one. JSON
only: never pickle, never eval.
"""
from __future__ import annotations

import json
import logging
import os
import re
import shutil
import stat
import tempfile

from .problems import StoreError, StoreProblem, damaged, refused_read, unreadable

log = logging.getLogger("tapisvert.store")

MAX_BYTES = 5 * 1024 * 1024      # design §5: a bigger file is not one of ours
# What a killed write leaves: write_atomic's ``.<name>.<random>.tmp``, keep_backup's ``<name>.bak.<pid>.tmp``.
_TEMPORARY = re.compile(r"^(\..+\.[A-Za-z0-9_]+|.+\.bak\.[0-9]+)\.tmp$")


def clean_temporaries(folder: str) -> list[str]:
    """Delete what writes killed half-way left in ``folder`` (only this app's temporary names; call
    it only while holding the single-copy lock, when no write of ours is running). Returns them."""
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    gone = []
    for name in names:
        path = os.path.join(folder, name)
        if _TEMPORARY.match(name) and os.path.isfile(path) and not os.path.islink(path):
            try:
                os.unlink(path)
                gone.append(path)
            except OSError:
                pass
    return gone


def _fsync_folder(folder: str) -> None:
    """Make the rename itself durable (POSIX); Windows cannot open folders, and needs not."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def keep_backup(path: str) -> None:
    """Keep the current version of ``path`` as ``path.bak`` (a hard link when the file system
    allows it, so the file itself is never absent, else a copy)."""
    if not os.path.exists(path):
        return
    bak = path + ".bak"
    tmp = f"{bak}.{os.getpid()}.tmp"
    try:
        if os.path.lexists(tmp):
            os.unlink(tmp)
        try:
            os.link(path, tmp)
        except OSError:
            shutil.copy2(path, tmp)
        os.replace(tmp, bak)
    except BaseException:
        if os.path.lexists(tmp):
            os.unlink(tmp)
        raise


def try_write(folder: str) -> None:
    """Whether a file can be written in ``folder`` now (made if missing): a file made and removed
    there, as :func:`write_atomic` makes its own. Raises the system's OSError when it cannot."""
    os.makedirs(folder, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".probe.", suffix=".tmp", dir=folder)
    os.close(fd)
    os.unlink(tmp)


def write_atomic(path: str, data: str | bytes, backup: bool = True) -> None:
    """Write ``data`` to ``path`` atomically, keeping the previous version as ``.bak``.

    Raises OSError when the write fails; the previous file is then untouched."""
    folder = os.path.dirname(os.path.abspath(path))
    os.makedirs(folder, exist_ok=True)
    raw = data.encode("utf-8") if isinstance(data, str) else data
    fd, tmp = tempfile.mkstemp(prefix="." + os.path.basename(path) + ".", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(raw)
            f.flush()
            os.fsync(f.fileno())
        if backup:
            keep_backup(path)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _fsync_folder(folder)


def write_json(path: str, data, backup: bool = True) -> None:
    """:func:`write_atomic` of a JSON document (UTF-8, readable, stable key order)."""
    write_atomic(path, json.dumps(data, ensure_ascii=False, indent=1, sort_keys=False) + "\n", backup)


def _read_regular(path: str, move: bool) -> bytes:
    """At most MAX_BYTES + 1 bytes of ``path``, opened only if it is a regular file: a FIFO would
    block the start, a folder or a device is no file of ours (StoreError, moved aside)."""
    if not stat.S_ISREG(os.stat(path).st_mode):       # FileNotFoundError when there is none
        raise StoreError(damaged("store.not_a_file", path, "not a regular file", move))
    # O_NONBLOCK: a FIFO put there after the check still cannot make the open wait.
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    with os.fdopen(fd, "rb") as f:
        raw = f.read(MAX_BYTES + 1) if stat.S_ISREG(os.fstat(f.fileno()).st_mode) else None
    if raw is None:         # closed first: Windows moves no open file
        raise StoreError(damaged("store.not_a_file", path, "not a regular file", move))
    return raw


def read_text(path: str, move: bool = True) -> str:
    """The text of ``path``. A file too large, not UTF-8 or not a regular file raises StoreError
    (file moved aside). A missing file raises FileNotFoundError."""
    raw = _read_regular(path, move)
    if len(raw) > MAX_BYTES:
        mb = MAX_BYTES // (1024 * 1024)
        raise StoreError(damaged("store.too_large", path, f"more than {mb} MB", move, "store.cause.too_large", mb=mb))
    try:
        # "utf-8-sig": a byte-order mark a plain editor wrote in front says nothing of the text
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        if exc.end >= len(raw) and exc.reason == "unexpected end of data":     # cut inside a character
            raise StoreError(damaged("store.truncated", path, f"cut inside a character at byte {exc.start}",
                                     move)) from None
        raise StoreError(damaged("store.not_json", path, f"not UTF-8 text at byte {exc.start}", move,
                                 "store.cause.not_utf8", byte=exc.start)) from None


def parse_json(text: str, path: str, move: bool = True):
    """Parse JSON text; a cut-off document is ``store.truncated``, anything else ``store.not_json``."""
    if not text.strip():
        raise StoreError(damaged("store.truncated", path, "empty", move))
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        # Cut short: the parser ran out of text, or a string ran on to the end of the file.
        cut = exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated string")
        key = "store.truncated" if cut else "store.not_json"
        raise StoreError(damaged(key, path, f"line {exc.lineno}: {exc.msg}", move, "store.cause.json_line",
                                 line=exc.lineno)) from None
    except RecursionError:
        raise StoreError(damaged("store.not_json", path, "nested too deeply", move, "store.cause.too_deep")) from None
    except ValueError as exc:           # a number with more digits than Python will read
        raise StoreError(damaged("store.not_json", path, str(exc)[:80], move, "store.cause.long_number")) from None


def check_header(data, path: str, format_name: str, version: int, move: bool = True,
                 newer: str | None = None) -> dict:
    """Check the ``format`` and ``version`` of a document we wrote; returns it as a dict. A newer
    version's is moved aside as damaged, or, given ``newer`` (a message key), left as it is and
    told under that key."""
    if not isinstance(data, dict) or data.get("format") != format_name:
        found = data.get("format") if isinstance(data, dict) else type(data).__name__
        marked = {"cause": "store.cause.marked", "found": found} \
            if isinstance(data, dict) and isinstance(found, str) and found else {"cause": "store.cause.unmarked"}
        raise StoreError(damaged("store.wrong_format", path, f"expected {format_name}, found {found!r}", move,
                                 **marked))
    found = data.get("version")
    if type(found) is not int or found < 1:
        raise StoreError(damaged("store.wrong_format", path, f"bad version {found!r}", move, "store.cause.bad_version"))
    if found > version and newer is not None:
        problem = StoreProblem(newer, path, f"version {found}, this app reads up to {version}",
                               params={"cause": "store.cause.newer", "found": found, "version": version})
        log.warning("%s", problem.text)
        raise StoreError(problem)
    if found > version:
        raise StoreError(damaged("store.future_version", path, f"version {found}, this app reads up to {version}",
                                 move, "store.cause.newer", found=found, version=version))
    return data


def read_json(path: str, format_name: str, version: int, move: bool = True, newer: str | None = None) -> dict:
    """Read a versioned document we wrote; every kind of damage raises StoreError (moved aside;
    a newer version's see :func:`check_header`)."""
    return check_header(parse_json(read_text(path, move), path, move), path, format_name, version, move, newer)


def read_json_or_problems(path: str, format_name: str, version: int, move: bool = True,
                          newer: str | None = None):
    """(document, problems) for a small file the app keeps (settings, statistics): no file is
    (None, []); a damaged or unreadable one is (None, [its problem]), moved aside when ``move``,
    except one the system refused to read (left where it is: ``store.left``)."""
    try:
        return read_json(path, format_name, version, move, newer), []
    except FileNotFoundError:
        return None, []
    except StoreError as exc:
        return None, [exc.problem]
    except OSError as exc:
        return None, [unreadable(path, exc, move and not refused_read(exc))]
