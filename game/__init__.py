"""Tapis Vert: a desktop card table for Polignac, Guinguette and Double King.

``game.__version__`` is the one version number, ``project.version`` in pyproject.toml, looked up
when first asked for: from pyproject.toml itself in a source checkout (a few milliseconds, and never
stale), else through importlib.metadata from the installed distribution (an installed wheel, or the
packaged app, whose spec copies the metadata with ``copy_metadata``).
"""
from __future__ import annotations

import os

DISTRIBUTION = "tapis-vert"
_found: list[str] = []


def _version() -> str:
    pyproject = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "pyproject.toml")
    if os.path.isfile(pyproject):
        import tomllib
        try:
            with open(pyproject, "rb") as f:
                project = tomllib.load(f).get("project", {})
            if project.get("name") == DISTRIBUTION:
                return str(project["version"])
        except (OSError, KeyError, ValueError):
            pass
    from importlib import metadata
    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return "0+unknown"


def __getattr__(name: str) -> str:
    if name == "__version__":
        if not _found:
            _found.append(_version())
        return _found[0]
    raise AttributeError(f"module 'game' has no attribute {name!r}")
