"""Tapis Vert: ``python main.py`` starts the app; ``--smoke --screenshot FILE`` checks it (contract §8)."""
from __future__ import annotations

import sys

from game.ui.app import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
