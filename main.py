"""Tapis Vert: ``python main.py`` starts the app; ``--smoke --screenshot FILE`` checks it (contract §8).

Nothing is imported at the top but what ``freeze_support`` needs: a seats' process started by
multiprocessing imports this file again (as ``__mp_main__``), and must not load the window's
modules for nothing (game/ai/common.py, ``process_context``).
"""
from __future__ import annotations

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()   # the packaged app starts its seat workers from this same executable
    from game import logsetup
    from game.ui.app import main
    logsetup.setup()      # a windowed app has no console: logs go to the user log folder
    sys.exit(main(sys.argv[1:]))
