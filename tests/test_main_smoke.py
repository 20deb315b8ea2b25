"""``python main.py --smoke --screenshot FILE`` (engine contract §8), run as a person would."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pygame
import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run_smoke(tmp_path, *extra):
    env = dict(os.environ)
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env[var] = str(tmp_path / var.lower())
    env["SDL_VIDEODRIVER"] = "dummy"
    env["SDL_AUDIODRIVER"] = "dummy"
    shot = tmp_path / "smoke.png"
    done = subprocess.run([sys.executable, "main.py", "--smoke", "--screenshot", str(shot), *extra],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    return done, shot, env


def distinct_colours(path) -> int:
    image = pygame.image.load(str(path))
    w, h = image.get_size()
    seen = {tuple(image.get_at((x, y)))[:3] for x in range(0, w, 7) for y in range(0, h, 7)}
    return len(seen)


@pytest.mark.parametrize("extra", [(), ("--game", "polignac", "--players", "7")])
def test_smoke_writes_a_picture_of_a_dealt_table_and_exits_0(tmp_path, extra):
    done, shot, env = run_smoke(tmp_path, *extra)
    assert done.returncode == 0, done.stderr
    assert shot.exists()
    assert pygame.image.load(str(shot)).get_size() == (1280, 720)
    assert distinct_colours(shot) > 50, "the picture is not blank"
    # The smoke table is thrown away: it leaves no autosave behind to "Continue".
    state = env["XDG_STATE_HOME"]
    autosaves = [f for _, _, files in os.walk(state) for f in files if "autosave" in f]
    assert autosaves == []


def test_smoke_reports_a_damaged_save_and_still_exits_0(tmp_path):
    done, shot, env = run_smoke(tmp_path)
    matches = None
    for folder, _, _ in os.walk(env["XDG_DATA_HOME"]):
        if folder.endswith("matches"):
            matches = folder
    if matches is None:
        matches = os.path.join(env["XDG_DATA_HOME"], "TapisVert", "matches")
        os.makedirs(matches)
    with open(os.path.join(matches, "cassee.json"), "w", encoding="utf-8") as f:
        f.write("{ pas du json")
    done, shot, env = run_smoke(tmp_path)
    assert done.returncode == 0, done.stderr
    assert os.path.exists(os.path.join(matches, "damaged")) or not os.path.exists(
        os.path.join(matches, "cassee.json"))


def test_a_bad_command_line_is_refused_with_a_message(tmp_path):
    done, _, _ = run_smoke(tmp_path, "--size", "grand")
    assert done.returncode == 2
    assert "--size" in done.stderr


@pytest.mark.parametrize("extra, code", [(("--game", "belote"), 2),
                                         (("--game", "polignac", "--players", "9"), 2)])
def test_smoke_refuses_a_game_or_player_count_that_does_not_exist(tmp_path, extra, code):
    done, _, _ = run_smoke(tmp_path, *extra)
    assert done.returncode == code
    assert "smoke:" in done.stderr and "Traceback" not in done.stderr


def test_smoke_says_plainly_when_its_picture_cannot_be_written(tmp_path):
    """A screenshot asked in a folder that does not exist ended in pygame's traceback. It is
    refused with a line that names the file, before the table is dealt."""
    where = tmp_path / "no" / "such" / "folder" / "smoke.png"
    done, _, _ = run_smoke(tmp_path, "--screenshot", str(where))
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert "smoke:" in done.stderr and str(where) in done.stderr
    assert not where.exists()


@pytest.mark.parametrize("desktop", [(1366, 768), (1280, 720), (1536, 864), (1024, 600), (800, 600), (640, 480)])
def test_the_first_window_fits_a_smaller_desktop(desktop):
    """The app opened at 1280×720 whatever the desktop: on a 1366×768 laptop, or a 1920×1080 one
    scaled to 1280×720, the window's frame and the task bar left no room for the bottom of the
    window, where the person's hand lies. A start opens the largest window of the default's
    shape that leaves them room (at least the smallest window)."""
    from game.ui import theme
    from game.ui.app import first_window
    w, h = first_window(desktop)
    room_w, room_h = desktop[0] * theme.DESKTOP_ROOM[0], desktop[1] * theme.DESKTOP_ROOM[1]
    if room_w >= theme.WINDOW_MIN[0] and room_h >= theme.WINDOW_MIN[1]:
        assert w <= room_w and h <= room_h, (desktop, (w, h))
        assert (w, h) == theme.WINDOW_DEFAULT or max(w / room_w, h / room_h) > 0.97     # as large as fits
        assert abs(w / h - 16 / 9) < 0.01                   # the default's shape
    else:                                                   # no room for the smallest window: that one
        assert (w, h) == theme.WINDOW_MIN
    assert first_window((1920, 1080)) == theme.WINDOW_DEFAULT
    # a window the person left at 1000×1000 comes back so, smaller where the desktop is
    assert first_window((1920, 1080), [1000, 900]) == (1000, 900)
    w, h = first_window(desktop, [1000, 900])
    assert w <= max(room_w, theme.WINDOW_MIN[0]) and h <= max(room_h, theme.WINDOW_MIN[1])
    assert abs(w / h - 1000 / 900) < 0.02 or w == theme.WINDOW_MIN[0] or h == theme.WINDOW_MIN[1]


class Opened(Exception):
    """Raised where the app would open its window (:func:`sizes_opened`)."""


def sizes_opened(monkeypatch, app_module) -> list:
    """The window sizes ``main`` asks the App for, the App replaced by one that stops there."""
    opened = []

    class NoApp:
        def __init__(self, size, *args, **kwargs):
            opened.append(size)
            raise Opened

    monkeypatch.setattr(app_module, "App", NoApp)
    return opened


def test_a_start_fits_its_window_and_the_smoke_check_keeps_the_default(monkeypatch):
    """``main`` asks the App for a window fitted to the desktop (None), or the --size given; the
    smoke check's picture keeps 1280×720."""
    from game.ui import app as app_module
    from game.ui import theme
    opened = sizes_opened(monkeypatch, app_module)
    monkeypatch.setattr(app_module, "desktop_size", lambda: (1920, 1080))
    for argv in ([], ["--size", "1600x900"], ["--smoke"]):
        with pytest.raises(Opened):
            app_module.main(argv)
    assert opened == [None, (1600, 900), theme.WINDOW_DEFAULT]


@pytest.mark.parametrize("desktop,opens", [((1920, 1080), (1920, 1080)), ((2560, 1440), (2560, 1440)),
                                           (None, "most")])
def test_a_size_larger_than_the_desktop_is_fitted_to_it_and_said(monkeypatch, capsys, desktop, opens):
    """`main.py --size 99999x99999` opened a 16384×16384 window, 2 GB of memory. The size asked is
    fitted to the desktop (to the largest window where the system does not say its size), and the
    person told."""
    from game.ui import app as app_module
    from game.ui import theme
    opened = sizes_opened(monkeypatch, app_module)
    monkeypatch.setattr(app_module, "desktop_size", lambda: desktop)
    with pytest.raises(Opened):
        app_module.main(["--size", "99999x99999"])
    assert opened == [theme.WINDOW_MOST if opens == "most" else opens]
    said = capsys.readouterr().err
    assert "--size 99999x99999" in said and "{}×{}".format(*opened[0]) in said, said
    with pytest.raises(Opened):
        app_module.main(["--size", "1000x700"])
    assert opened[-1] == (1000, 700) and capsys.readouterr().err == "", "a size that fits is kept, unsaid"


def test_a_remembered_size_opens_no_larger_than_the_largest_window_where_the_desktop_is_unknown():
    from game.ui import theme
    from game.ui.app import first_window
    assert first_window(None, [16384, 16384]) == theme.WINDOW_MOST
    assert first_window(None, [1000, 900]) == (1000, 900)


def test_the_window_comes_back_at_the_size_the_person_left_it(monkeypatch, tmp_path):
    """A window resized to 1000×900 opened again at 1280×720 at the next start: its size is
    remembered (a setting), fitted to the desktop of the next start; full screen remembers the
    window it left; a window nobody resized writes nothing."""
    from test_ui_frame_support import make_app

    from game.store import Paths, Store
    from game.ui import app as app_module
    from game.ui.app import App

    def start(desktop):
        monkeypatch.setattr(app_module, "desktop_size", lambda: desktop)
        return App(None, store=Store(Paths.under(str(tmp_path)), fsync=False))

    app = make_app(tmp_path)
    app.shutdown()
    again = start((1920, 1080))
    assert again.size == (1280, 720) and again.settings["window"] is None     # nothing remembered
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1000, h=900, size=(1000, 900)))
    again.frame(0.0)
    assert again.size == (1000, 900)
    again.shutdown()
    app = start((1920, 1080))
    assert app.size == (1000, 900)
    app.toggle_fullscreen()                   # full screen: the window it left is remembered
    app.shutdown()
    app = start((1366, 768))                  # a smaller desktop: the shape kept, the bars in sight
    w, h = app.size
    assert h <= 768 * 0.86 and abs(w / h - 1000 / 900) < 0.02, app.size
    app.shutdown()
    with open(Paths.under(str(tmp_path)).settings_file, encoding="utf-8") as f:
        assert json.load(f)["window"] == [1000, 900]
    app = start((1920, 1080))
    assert app.size == (1000, 900)
    app.shutdown()


@pytest.mark.parametrize("asked", ["0x0", "-5x10", "800x0", "800x-1"])
def test_a_size_of_nothing_is_refused_before_any_window_opens(monkeypatch, capsys, asked):
    """`--size 0x0` and `--size -5x10` opened the smallest window without a word, as if asked."""
    from game.ui import app as app_module
    opened = sizes_opened(monkeypatch, app_module)
    assert app_module.main([f"--size={asked}"]) == 2
    said = capsys.readouterr().err
    assert opened == [] and f"--size {asked}" in said and "Traceback" not in said, said


def test_a_size_below_the_smallest_window_is_said_and_opens_the_smallest(monkeypatch, capsys):
    """`--size 200x150` opened a 640×400 window without a word: the window has a smallest size."""
    from game.ui import app as app_module
    from game.ui import theme
    opened = sizes_opened(monkeypatch, app_module)
    monkeypatch.setattr(app_module, "desktop_size", lambda: (1920, 1080))
    with pytest.raises(Opened):
        app_module.main(["--size", "200x150"])
    assert opened == [theme.WINDOW_MIN]
    said = capsys.readouterr().err
    assert "--size 200x150" in said and "{}×{}".format(*theme.WINDOW_MIN) in said, said


@pytest.mark.parametrize("argv", [["--game", "belote"], ["--game", "guinguette"], ["--players", "0"],
                                  ["--players", "99"], ["--screenshot", "x.png"]])
def test_the_smoke_table_s_options_without_smoke_are_refused_with_a_message(monkeypatch, capsys, argv):
    """`main.py --game belote` (or `--game guinguette`, `--players 99`) opened the title menu as if
    nothing had been asked: these choose the table of --smoke only, and say so."""
    from game.ui import app as app_module
    opened = sizes_opened(monkeypatch, app_module)
    assert app_module.main(argv) == 2
    said = capsys.readouterr().err
    assert opened == [] and argv[0] in said and "--smoke" in said and "Traceback" not in said, said
