"""The typefaces: found through their packages, licences for the About screen, the app without
them, and names in scripts the family lacks drawn from a font that has them (issue 14)."""
from __future__ import annotations

import os

import pygame
import pytest
from test_ui_frame_support import make_app

from game.ui import fonts, widgets
from game.ui.scenes.title import TitleScene


@pytest.fixture(autouse=True)
def fresh_fonts():
    """Each test looks the faces up again (and leaves no font of a faked lookup behind)."""
    pygame.font.init()
    fonts.face_path.cache_clear()
    fonts._FONTS.clear()
    yield
    fonts.face_path.cache_clear()
    fonts._FONTS.clear()


def test_the_interface_and_title_faces_come_from_their_packages():
    lato, caladea = fonts.face_path(fonts.SANS), fonts.face_path(fonts.SERIF, bold=True)
    assert os.path.basename(lato) == "Lato-Regular.ttf" and os.path.isfile(lato)
    assert os.path.basename(caladea) == "Caladea-Bold.ttf" and os.path.isfile(caladea)
    assert widgets.font_for("body", 720)._path == lato
    assert widgets.font_for("title", 720)._path == fonts.face_path(fonts.SERIF)


def test_the_about_screen_can_show_each_family_with_its_licence():
    found = dict(fonts.licences())
    assert set(found) == {"Lato", "Caladea"}
    assert "SIL OPEN FONT LICENSE" in found["Lato"].upper()
    assert "Apache License" in found["Caladea"]


def test_each_typefaces_licence_starts_with_its_copyright_line():
    """Caladea's licence was the bare Apache text, without the copyright line the licence asks to
    keep: it starts now with the notice its font file carries."""
    found = dict(fonts.licences())
    assert found["Caladea"].startswith("Copyright (c) 2012 Huerta Tipografia\n")
    assert found["Lato"].startswith("Copyright (c) 2010-2014 by tyPoland Lukasz Dziedzic")
    assert found["Lato"].count("Copyright (c) 2010") == 1           # a text with its line is kept as it is


def test_without_the_font_packages_the_app_starts_with_pygames_font(tmp_path, monkeypatch, caplog):
    missing = {key: ("tapisvert_no_such_font_package", name) for key, (_, name) in fonts._FACES.items()}
    monkeypatch.setattr(fonts, "_FACES", missing)
    assert fonts.face_path(fonts.SANS) is None
    app = make_app(tmp_path, store=False)
    try:
        app.push(TitleScene(app))
        app.frame(0.0)
        body = app.font("body")
        assert body._path.endswith(pygame.font.get_default_font())
        assert body.size("Nouvelle partie")[0] > 0
        assert len(set(app.surface.get_at((x, 60))[:3] for x in range(0, 1280, 4))) > 3, "the title is drawn"
    finally:
        app.shutdown()
    assert any("font package" in r.getMessage() for r in caplog.records), "one log line says why"


def test_asking_for_bold_never_changes_the_shared_regular_font():
    regular = widgets.font_px(20)
    bold = widgets.font_px(20, bold=True)
    assert bold is not regular and not regular.get_bold()
    assert os.path.basename(bold._path) == "Lato-Bold.ttf"


def test_french_and_italian_accents_and_guillemets_are_in_the_interface_face():
    has = fonts.coverage(fonts.face_path(fonts.SANS))
    for text in ("« Réglages » : déjà où ça ? Œuvre", "perché città più Niccolò"):
        assert all(ord(c) in has for c in text), text


def test_the_narrow_no_break_space_of_french_typography_is_a_narrow_gap():
    font = fonts.get(26)
    tight, narrow, wide = (font.size(s)[0] for s in ("Score:", "Score\u202f:", "Score :"))
    assert tight < narrow < wide
    assert font.render("« Oui\u202f»", True, (0, 0, 0)).get_width() == font.size("« Oui\u202f»")[0]


@pytest.mark.parametrize("name", ["Ζωή", "Жанна", "中文", "Zoë 😀"])
def test_a_name_in_a_script_the_face_lacks_is_drawn_from_a_font_that_has_it(name):
    font = fonts.get(26)
    image = font.render(name, True, (0, 0, 0))
    assert image.get_width() > 0 and image.get_height() == font.get_height()
    for where, part in font._runs(name):
        if isinstance(where, float):
            continue
        has = fonts.coverage(where._path if isinstance(where, fonts.Font) else _path_of(font, where))
        assert all(ord(c) in has for c in part), f"{part!r} drawn from a font without it"


def _path_of(font: fonts.Font, other) -> str:
    return next(path for path, f in font._others.items() if f is other)


def test_a_character_no_font_has_is_drawn_as_a_readable_stand_in(monkeypatch):
    monkeypatch.setattr(fonts, "_system_fallbacks", lambda: ())
    monkeypatch.setattr(fonts, "coverage", lambda path: frozenset(range(0x20, 0x7F)))
    font = fonts.get(26)
    assert [part for _, part in font._runs("Жa中")] == ["Za?"]
    assert fonts.substitute("ω") == "o" and fonts.substitute("\U0001F600") == "?"
