"""The packaged app's helpers: assets found in the bundle, logs in the user log folder, the icon
drawn by our own code, the build's work folder kept out of build/ (design §6, issue 9)."""
from __future__ import annotations

import importlib.util
import os
import struct
import subprocess
import sys
import textwrap

import pygame
import pytest

from game import assets

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def build_module(name: str):
    spec = importlib.util.spec_from_file_location(f"tapisvert_build_{name}", os.path.join(ROOT, "build", f"{name}.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_assets_are_found_in_the_repository_when_run_from_source():
    assert assets.asset_path("icon.png") == os.path.join(ROOT, "assets", "icon.png")


def test_assets_are_found_in_the_bundle_of_the_packaged_app(monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    (tmp_path / "assets").mkdir()
    (tmp_path / "assets" / "icon.png").write_bytes(b"png")
    assert assets.bundled()
    assert assets.find_asset("icon.png") == str(tmp_path / "assets" / "icon.png")
    assert assets.find_asset("missing.png") is None


def test_an_asset_path_cannot_leave_the_assets_folder():
    with pytest.raises(ValueError):
        assets.asset_path("..", "main.py")


def test_a_windowed_app_without_console_logs_to_the_user_log_folder(tmp_path):
    # A windowed app has sys.stderr = None: setup() must give it a harmless one and log to a file.
    code = textwrap.dedent("""
        import logging, sys
        sys.stdout = None
        sys.stderr = None
        from game import logsetup
        path = logsetup.setup()
        print("a stray print")
        sys.stderr.write("a stray warning\\n")
        logging.getLogger("tapisvert.store").warning("the autosave could not be written")
        raise RuntimeError("boom")
    """)
    env = dict(os.environ, XDG_STATE_HOME=str(tmp_path / "state"), PYTHONPATH=ROOT)
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    log = tmp_path / "state" / "TapisVert" / "log" / "tapisvert.log"
    text = log.read_text(encoding="utf-8")
    assert "Tapis Vert" in text and "starting" in text
    assert "a stray print" in text and "a stray warning" in text
    assert "the autosave could not be written" in text
    assert "RuntimeError: boom" in text               # an uncaught exception is logged too


def test_the_icon_is_drawn_in_every_form_the_systems_need(tmp_path):
    icon = build_module("icon")
    out = icon.write_icons(str(tmp_path))
    png = pygame.image.load(out["png"])
    assert png.get_size() == (256, 256)
    colours = {tuple(png.get_at((x, y)))[:3] for x in range(0, 256, 8) for y in range(0, 256, 8)}
    assert len(colours) > 12                           # felt, rim, card, figure: not a flat square

    ico = open(out["ico"], "rb").read()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind, count) == (0, 1, len(icon.SIZES))
    for i in range(count):
        w, h, _, _, _, bpp, size, offset = struct.unpack("<BBBBHHII", ico[6 + 16 * i: 22 + 16 * i])
        assert ico[offset:offset + 8] == b"\x89PNG\r\n\x1a\n" and offset + size <= len(ico) and bpp == 32

    icns = open(out["icns"], "rb").read()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)


def test_the_build_refuses_a_work_folder_inside_the_source_build_folder():
    make_app = build_module("make_app")
    with pytest.raises(SystemExit):
        make_app.main(["--workpath", os.path.join(ROOT, "build", "work")])


def test_the_linux_desktop_entry_starts_the_app_with_its_icon():
    lines = open(os.path.join(ROOT, "build", "tapisvert.desktop"), encoding="utf-8").read().splitlines()
    assert lines[0] == "[Desktop Entry]"
    entry = dict(line.split("=", 1) for line in lines[1:] if "=" in line)
    assert entry["Type"] == "Application" and entry["Exec"] == "TapisVert"
    assert entry["Icon"] == "tapisvert" and entry["Terminal"] == "false"
    assert "Game" in entry["Categories"].split(";")


def test_a_blank_screenshot_fails_the_smoke_check(tmp_path):
    check = build_module("check_screenshot")
    blank = pygame.Surface((800, 450))
    blank.fill((20, 90, 50))
    pygame.image.save(blank, str(tmp_path / "blank.png"))
    assert check.problems(str(tmp_path / "blank.png"))
    assert check.problems(str(tmp_path / "missing.png"))
    picture = pygame.transform.smoothscale(build_module("icon").draw_icon(256), (800, 450))
    pygame.image.save(picture, str(tmp_path / "table.png"))
    assert check.problems(str(tmp_path / "table.png")) == []



def test_a_windowed_app_whose_log_cannot_be_written_still_starts(tmp_path):
    """A windowed app (no console) whose log could not be written (a read-only folder, a full
    disk) died at start with no window: the log's first failed write was reported to the
    stand-in console, which wrote it to the same log, round and round ("RecursionError … lost
    sys.stderr"). The app runs without its log then, and setup says so (None). (A folder where
    the file should be refuses the write even to root, who writes through read-only modes.)"""
    state = tmp_path / "state"
    (state / "TapisVert" / "log" / "tapisvert.log").mkdir(parents=True)
    code = textwrap.dedent("""
        import logging, sys
        sys.stdout = None
        sys.stderr = None
        from game import logsetup
        path = logsetup.setup()
        print("a stray print")
        logging.getLogger("tapisvert.store").warning("the autosave could not be written")
        try:
            raise RuntimeError("boom")
        except RuntimeError:
            logging.getLogger("tapisvert.ui").exception("a table that could not start")
        sys.__stdout__.write(f"went on, log {path}\\n")
    """)
    env = dict(os.environ, XDG_STATE_HOME=str(state), PYTHONPATH=ROOT)
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "went on, log None" in done.stdout


def test_a_table_that_cannot_start_leaves_its_cause_in_the_log(tmp_path):
    """A table that could not start said so in a message, and its traceback went to the console
    only: started from a desktop's launcher on Linux or macOS, the app has a console nobody reads,
    and the log kept nothing of it. It is in the log now."""
    code = textwrap.dedent("""
        import os, sys
        os.environ.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
        from game import logsetup
        logsetup.setup()
        from game.ui import app as app_module
        from game.ui.app import App
        from game.ui.config import MatchConfig, default_seats

        class Broken:
            def __init__(self, app, config):
                raise RuntimeError("the cloth is torn")
        app_module._table_scene_class = lambda: Broken
        app = App((800, 500), store=None, settings={"speed": "instant", "language": "en"})
        app.start_match(MatchConfig("polignac", 4, {}, default_seats(4), seed=1, dealer=0))
        print(app.top.title)
    """)
    env = dict(os.environ, XDG_STATE_HOME=str(tmp_path / "state"), PYTHONPATH=ROOT)
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    text = (tmp_path / "state" / "TapisVert" / "log" / "tapisvert.log").read_text(encoding="utf-8")
    assert "the table could not start" in text and "RuntimeError: the cloth is torn" in text
    assert done.stdout.strip() == "Something went wrong"          # and the person was told


# ---------------------------------------------------------------- what the packaged app ships

def fake_bundle(root, files) -> str:
    """A one-folder app's tree holding ``files`` (paths under _internal/, empty)."""
    app = root / "TapisVert"
    for name in files:
        path = app / "_internal" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(b"")
    return str(app)


def test_the_build_check_refuses_what_the_app_does_not_need():
    """The bundle carried OpenSSL (libssl, libcrypto, _ssl, _hashlib), decimal, the CJK codecs,
    all ten Lato faces and four Caladea ones, the system's libstdc++ and the repository's
    tapis_vert.egg-info (its SOURCES.txt lists the tests, its version can be old): about 14 MB
    the app never uses. The build now leaves them out, and its check fails when one comes back."""
    bundle = build_module("bundle")
    shipped = ["libpython3.11.so.1.0", "pygame_ce.libs/libSDL2-2-50d19f93.0.so.0.3200.10",
               "python3.11/lib-dynload/_sha3.cpython-311-x86_64-linux-gnu.so",
               "font_lato/files/Lato-Regular.ttf", "font_lato/files/OFL.txt",
               "tapis_vert-0.1.0.dist-info/METADATA"]
    unneeded = ["libssl.so.3", "python3.11/lib-dynload/_ssl.cpython-311-x86_64-linux-gnu.so",
                "python3.11/lib-dynload/_hashlib.cpython-311-x86_64-linux-gnu.so",
                "python3.11/lib-dynload/_decimal.cpython-311-x86_64-linux-gnu.so",
                "python3.11/lib-dynload/_codecs_jp.cpython-311-x86_64-linux-gnu.so",
                "font_lato/files/Lato-Thin.ttf", "font_caladea/files/Caladea-Italic.ttf",
                "tapis_vert.egg-info/SOURCES.txt"]
    import tempfile
    from pathlib import Path
    with tempfile.TemporaryDirectory() as clean, tempfile.TemporaryDirectory() as full:
        assert bundle.audit(fake_bundle(Path(clean), shipped), check_glibc=False) == []
        problems = bundle.audit(fake_bundle(Path(full), shipped + unneeded), check_glibc=False)
    assert len(problems) == len(unneeded), problems
    for name in unneeded:
        assert any(problem.startswith(os.path.join("_internal", name)) for problem in problems), name


def test_every_library_the_bundle_carries_has_its_licence_text(tmp_path):
    """The bundle carried Ogg, Vorbis, Opus, FLAC, WavPack, libxmp, mpg123, FluidSynth, libsndfile,
    libffi and zlib with no licence text. The build's check names any library without one."""
    bundle = build_module("bundle")
    app = fake_bundle(tmp_path, ["libffi.so.8", "libnewthing-0123abcd.so.1.2"])
    problems = bundle.audit(app, check_glibc=False)
    assert problems == [os.path.join("_internal", "libnewthing-0123abcd.so.1.2")
                        + ": no licence text for 'newthing' (build/bundle.py, game/licences/)"]
    assert bundle.library_key("libSDL2_mixer-2-6719e6f6.0.so.0.800.2") == "sdl2_mixer"
    assert bundle.library_key("libpng16-fefdc88d.so.16.58.0") == "png16"
    assert bundle.library_key("libpython3.11.so.1.0") == "python3"
    folder = os.path.join(ROOT, "game", "licences")
    assert all(os.path.isfile(os.path.join(folder, text)) for text in bundle.LIBRARY_LICENCES.values())


def test_the_packaged_app_reads_its_version_from_metadata_of_its_own(tmp_path):
    """The spec copied the metadata a search found first: the repository's tapis_vert.egg-info.
    It writes the name and version from pyproject.toml now, and nothing else."""
    import importlib.metadata

    import game
    source, name = build_module("bundle").write_metadata(str(tmp_path))
    assert name == f"tapis_vert-{game.__version__}.dist-info" and os.listdir(source) == ["METADATA"]
    found = list(importlib.metadata.distributions(name="tapis-vert", path=[str(tmp_path)]))
    assert [dist.version for dist in found] == [game.__version__]
    spec = open(os.path.join(ROOT, "build", "TapisVert.spec"), encoding="utf-8").read()
    assert "bundle.write_metadata(" in spec and "copy_metadata" not in spec


def test_the_bundle_carries_the_faces_the_app_loads_and_no_other():
    from game.ui import fonts
    files = fonts.packaged_files()
    loaded = {fonts.face_path(family, bold) for family in (fonts.SANS, fonts.SERIF) for bold in (False, True)}
    assert {os.path.basename(path) for path in loaded} == {
        name for names in files.values() for name in names if name.endswith(".ttf")}
    assert files == {"font_lato": ["Lato-Regular.ttf", "Lato-Bold.ttf", "OFL.txt"],
                     "font_caladea": ["Caladea-Regular.ttf", "Caladea-Bold.ttf", "APACHE-2.0.txt"]}


def test_the_app_plays_without_the_modules_the_bundle_leaves_out(tmp_path):
    """The smoke run (a dealt table, computer seats thinking in a process, the picture written)
    with every module the spec leaves out made unimportable, in the window and in the seats'
    processes, and in Python's UTF-8 mode as the packaged app runs."""
    excluded = build_module("bundle").EXCLUDED_MODULES
    site = tmp_path / "site"
    site.mkdir()
    (site / "sitecustomize.py").write_text(
        "import sys\nfor name in %r:\n    sys.modules[name] = None\n" % (excluded,), encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(site), ROOT]), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", PYTHONUTF8="1")
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env[var] = str(tmp_path / var.lower())
    shot = tmp_path / "smoke.png"
    check = "import sys; assert sys.modules['_hashlib'] is None and sys.modules['ssl'] is None"
    assert subprocess.run([sys.executable, "-c", check], env=env, timeout=60).returncode == 0
    done = subprocess.run([sys.executable, "main.py", "--smoke", "--screenshot", str(shot)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "thinking in a process" in done.stdout + done.stderr and shot.exists()


def test_the_desktop_entry_names_the_games_as_the_app_does():
    """The French comment of the desktop entry said "King polonais" for the game the French app
    calls "Double King": both comments name the three games by the app's own names."""
    from game.ui import i18n
    lines = open(os.path.join(ROOT, "build", "tapisvert.desktop"), encoding="utf-8").read().splitlines()
    entry = dict(line.split("=", 1) for line in lines[1:] if "=" in line)
    for key, lang in (("Comment", "en"), ("Comment[fr]", "fr")):
        for game in ("polignac", "double_king", "guinguette"):
            assert i18n.translate(f"game.{game}", lang) in entry[key], (key, game)
    assert "polonais" not in entry["Comment[fr]"]
