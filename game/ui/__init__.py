"""The pygame table of Tapis Vert: the app frame, the menus (scenes/), the table (table/).

Only this package imports pygame; the engine and the computer seats never do.
"""

import os as _os

_os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")   # before anything imports pygame
