"""Tapis Vert: ``python main.py`` starts the app; ``--smoke --screenshot FILE`` checks it (contract §8)."""
from __future__ import annotations

import multiprocessing
import sys

from game import logsetup
from game.ui.app import main

if __name__ == "__main__":
    multiprocessing.freeze_support()   # the packaged app starts its seat workers from this same executable
    logsetup.setup()      # a windowed app has no console: logs go to the user log folder
    sys.exit(main(sys.argv[1:]))
