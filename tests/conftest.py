"""Test set-up: headless SDL and private platform folders, before anything imports pygame."""
import atexit
import os
import shutil
import sys
import tempfile

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

_tmp = tempfile.mkdtemp(prefix="tapisvert-tests-")
atexit.register(shutil.rmtree, _tmp, ignore_errors=True)     # a run leaves no folder behind
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


SEAT_PATIENCE_S = 0.02     # a frame waits at most this long for a seat's answer (a real one lasts 16 ms)


@pytest.fixture(autouse=True)
def _frames_paced_while_a_seat_thinks(monkeypatch):
    """The tables' tests draw frames as fast as the machine goes, and wait on the seats by counts
    of frames; the seats answer from their own process. On a loaded machine a count that lasts
    seconds at rest may pass before a Débutant has answered (it failed so in CI). While a seat's
    answer is awaited, a frame here waits for it as a real frame would last, up to
    SEAT_PATIENCE_S: a count of frames is then at least that many times as long in seconds."""
    import time

    from game.ui.table.seats import ComputerSeats
    poll = ComputerSeats.poll

    def paced(self):
        got = poll(self)
        if got is None and self.pending is not None and self.worker is not None:
            deadline = time.monotonic() + SEAT_PATIENCE_S
            while got is None and self.pending is not None and time.monotonic() < deadline:
                time.sleep(0.001)
                got = poll(self)
        return got

    monkeypatch.setattr(ComputerSeats, "poll", paced)
