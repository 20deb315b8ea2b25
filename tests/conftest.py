"""Test set-up: headless SDL and private platform folders, before anything imports pygame."""
import os
import sys
import tempfile

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

_tmp = tempfile.mkdtemp(prefix="tapisvert-tests-")
for _var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
    os.environ[_var] = os.path.join(_tmp, _var.lower())

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

TESTS = os.path.dirname(os.path.abspath(__file__))
if TESTS not in sys.path:
    sys.path.insert(0, TESTS)

# Tables render the faces of a new window size in a background thread; the tests open hundreds of
# tables and look at few cards, so they render faces when drawn (tests/test_ui_card_art.py warms).
from game.ui import cards  # noqa: E402

cards.ART.warm_faces = False


import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _no_frame_left_drawing():
    """A test's window may end without closing: the next test's caches start with no frame
    drawing (game/ui/cache.py keeps what the last two frames drew, whatever the bounds)."""
    yield
    from game.ui import cache
    cache.forget_frames()
