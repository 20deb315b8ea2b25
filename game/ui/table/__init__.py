"""The shared card table: scene, layout, animation of events, dialogs and paper sheets.

Game-specific parts live in game/ui/games/<game>.py.
"""
from .scene import TableScene

__all__ = ["TableScene"]
