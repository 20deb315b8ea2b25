"""The one place that knows where the project's assets are (design §6).

From source they are in ``assets/`` at the top of the repository. In the packaged app PyInstaller
unpacks the bundle under ``sys._MEIPASS`` (the ``_internal`` folder of the one-folder app) and the
spec puts them in ``assets/`` there. Every asset is found through :func:`asset_path`, so the same
code runs both ways.
"""
from __future__ import annotations

import os
import sys


def bundled() -> bool:
    """True in the packaged app (PyInstaller sets ``sys.frozen`` and ``sys._MEIPASS``)."""
    return bool(getattr(sys, "frozen", False)) and hasattr(sys, "_MEIPASS")


def base_dir() -> str:
    """The folder that holds ``assets/``: the bundle's in the packaged app, else the repository."""
    if bundled():
        return os.path.abspath(sys._MEIPASS)
    return os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def asset_path(*parts: str) -> str:
    """The full path of an asset, e.g. ``asset_path("icon.png")``. Raises ValueError for a path
    that would leave the assets folder."""
    root = os.path.join(base_dir(), "assets")
    path = os.path.normpath(os.path.join(root, *parts))
    if os.path.commonpath([root, path]) != os.path.normpath(root):
        raise ValueError(f"not an asset path: {os.path.join(*parts)!r}")
    return path


def find_asset(*parts: str) -> str | None:
    """The path of an asset if it exists, else None (assets are optional: the app draws without)."""
    path = asset_path(*parts)
    return path if os.path.exists(path) else None
