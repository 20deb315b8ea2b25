"""The licence texts of what the packaged app bundles, shown in the About screen (game/about.py)."""
