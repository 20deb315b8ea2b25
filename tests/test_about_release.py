"""Issue 17, "a release people can trust": one version, the About screen with every licence, the
licence texts shipped with the packaged app, and a release workflow built as the README says."""
from __future__ import annotations

import os
import re
import tomllib

import pygame
import pytest
from test_ui_frame_support import at_the_title, click, make_app

import game
from game import about
from game.ui.scenes.about import AboutScene
from game.ui.scenes.settings import SettingsScene

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def read(*parts) -> str:
    with open(os.path.join(ROOT, *parts), encoding="utf-8") as f:
        return f.read()


def test_the_version_is_the_one_in_pyproject():
    with open(os.path.join(ROOT, "pyproject.toml"), "rb") as f:
        assert game.__version__ == tomllib.load(f)["project"]["version"]
    assert not re.search(r"__version__\s*=\s*['\"]", read("game", "__init__.py")), "no second copy"


@pytest.fixture
def app(tmp_path):
    yield from at_the_title(tmp_path)


def test_about_opens_from_the_title_and_from_the_settings(app):
    click(app, app.top.buttons["about"])
    assert isinstance(app.top, AboutScene)
    assert game.__version__ in app.top.heading()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.frame(0.0)
    click(app, app.top.buttons["settings"])
    assert isinstance(app.top, SettingsScene)
    click(app, app.top.about_button)
    assert isinstance(app.top, AboutScene)


def test_about_shows_the_project_licence_the_typefaces_and_what_is_bundled(app):
    scene = AboutScene(app)
    app.push(scene)
    texts = scene.texts
    assert texts["Tapis Vert"].startswith("MIT License")
    assert "SIL OPEN FONT LICENSE" in texts["Lato"].upper()
    assert "Apache License" in texts["Caladea"]
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in texts["pygame-ce"]
    assert "Sam Lantinga" in texts["SDL2"]
    scene.choose("pygame-ce")
    app.frame(0.0)
    first = scene.scroll
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode=""))
    app.frame(0.0)
    assert scene.scroll > first, "a long licence scrolls"


def test_every_licence_is_chosen_from_the_keys(app):
    """The About screen's list of licences answered the mouse alone: Tab (Shift+Tab back) and the
    left and right arrows choose the next licence, round; up and down still scroll it."""
    scene = AboutScene(app)
    app.push(scene)
    names = list(scene.entries)
    seen = [scene.chosen]
    for _ in names:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode=""))
        app.frame(0.0)
        seen.append(scene.chosen)
    assert seen == names + names[:1]
    assert [b.selected for b in scene.entries.values()] == [n == names[0] for n in names]
    for key, mod, want in ((pygame.K_LEFT, 0, names[-1]), (pygame.K_RIGHT, 0, names[0]),
                           (pygame.K_TAB, pygame.KMOD_LSHIFT, names[-1])):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
        app.frame(0.0)
        assert scene.chosen == want
    assert isinstance(app.top, AboutScene)


@pytest.mark.parametrize("size", [(640, 400), (800, 500), (1280, 720), (1920, 1080)])
def test_every_licence_s_entry_is_in_sight_or_scrolled_into_it(tmp_path, monkeypatch, size):
    """At 640×400 the list of sixteen licences ran past its room: Brotli cut in two and
    platformdirs under the Back button. The entries in sight stay above it; the others wait
    above or below, the keys bring the one chosen into sight, and the wheel over the list moves it."""
    from game.ui import theme
    app = make_app(tmp_path, size=size)
    scene = AboutScene(app)
    app.push(scene)
    app.frame(0.0)
    names = list(scene.entries)

    def in_sight():
        return [n for n in names if scene.entries[n].rect.w > 0]
    for name in names:
        scene.choose(name)
        shown = in_sight()
        assert name in shown
        rects = [scene.entries[n].rect for n in shown]
        assert all(r.bottom <= scene.back_button.rect.top for r in rects)
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
        assert rects == sorted(rects, key=lambda r: r.y)
    if size[1] < 1080:                        # 28 entries since every library has its licence
        assert len(in_sight()) < len(names)
        scene.choose(names[0])
        bars = panels_gold(monkeypatch, theme, lambda: scene.draw(app.surface))
        assert bars and all(bar.w <= 6 for bar in bars)          # the bar beside the list says where
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: scene.list_area.center)
        for _ in names:
            pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
            app.frame(0.0)
        assert names[-1] in in_sight() and names[0] not in in_sight()
    else:
        assert in_sight() == names


def panels_gold(monkeypatch, theme, draw) -> list:
    """The gold rectangles ``draw()`` fills (a scroll bar's thumb)."""
    found = []
    real = pygame.draw.rect

    def spy(surface, colour, rect, *args, **kwargs):
        if tuple(colour)[:3] == tuple(theme.GOLD)[:3] and not args:
            found.append(pygame.Rect(rect))
        return real(surface, colour, rect, *args, **kwargs)
    monkeypatch.setattr(pygame.draw, "rect", spy)
    try:
        draw()
    finally:
        monkeypatch.setattr(pygame.draw, "rect", real)
    return found


def test_the_notice_names_every_licence_text_and_the_about_screen_shows_each():
    folder = os.path.join(ROOT, "game", "licences")
    files = sorted(f for f in os.listdir(folder) if f.endswith(".txt") and f != "NOTICE.txt")
    notice = read("game", "licences", "NOTICE.txt")
    assert all(f in notice for f in files)
    assert sorted(file for _, file in about.BUNDLED) == files


def test_every_library_the_notice_names_has_its_licence_text():
    """The notice named Ogg, Vorbis, Opus, FLAC, WavPack ("BSD 3-clause") and libxmp ("MIT-style")
    but carried none of their texts, which those licences require with the binaries. Each line of
    the notice now names the texts that cover it, each in game/licences/ and shown by About."""
    notice = read("game", "licences", "NOTICE.txt")
    bullets = [" ".join(item.split()) for item in notice.split("\n* ")[1:]]
    assert len(bullets) >= 20
    shown = dict(about.bundled_licences())
    files = dict((file, name) for name, file in about.BUNDLED)
    for bullet in bullets:
        texts = re.findall(r"[\w.-]+\.txt", bullet)
        assert texts, f"no licence text for: {bullet}"
        for text in texts:
            assert text in files and shown.get(files[text]), f"{text} ({bullet}) is not shown by About"
    for library in ("Ogg", "Vorbis", "Opus", "FLAC", "WavPack", "libxmp", "mpg123", "FluidSynth",
                    "libsndfile", "libffi", "zlib"):
        assert any(bullet.startswith(library) for bullet in bullets), library


def test_the_packaged_app_carries_the_licences_and_the_version():
    spec = read("build", "TapisVert.spec")
    assert '"LICENSE"' in spec and 'collect_data_files("game.licences"' in spec
    assert "bundle.write_metadata(" in spec and "bundle.font_files()" in spec


def test_the_release_workflow_builds_with_the_readmes_commands():
    readme, workflow = read("README.md"), read(".github", "workflows", "release.yml")
    unix = re.search(r"^    (python3 -m venv .venv && .*make_app.py)$", readme, re.M).group(1)
    assert f"run: {unix}" in workflow
    windows = re.search(r"^    (py -3\.11 -m venv \.venv)\n    (.*)\n    (.*make_app\.py)$", readme, re.M)
    assert "\n".join("          " + line for line in windows.groups()) in workflow
    for runner in ("ubuntu-22.04", "windows-latest", "macos-latest"):
        assert runner in workflow
    assert "--smoke" in workflow and "actions/upload-artifact" in workflow
    assert "actionlint .github/workflows/release.yml" in read(".ci", "run")


def test_the_linux_archive_is_built_on_the_oldest_ubuntu_and_says_which_glibc_it_needs():
    """Built on ubuntu-latest, the Linux archive carried that system's libraries and needed its
    glibc: it would not start on older systems. It is built on Ubuntu 22.04, the oldest runner
    GitHub offers with Python 3.11; the README says which glibc it needs, the one build/bundle.py
    checks the built app against."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("tapisvert_build_bundle", os.path.join(ROOT, "build", "bundle.py"))
    bundle = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bundle)
    workflow = read(".github", "workflows", "release.yml")
    matrix = re.search(r"os: \[(.*)\]", workflow).group(1).split(", ")
    assert matrix == ["ubuntu-22.04", "windows-latest", "macos-latest"]
    section = read("README.md").split("## Building the app", 1)[1].split("\n## ", 1)[0]
    assert f"glibc {bundle.LINUX_GLIBC} or newer" in section
    assert "build on the oldest Linux you support" in " ".join(section.split())
