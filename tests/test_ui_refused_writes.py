"""A folder Tapis Vert may not write in, or a full disk: said when it matters, in the person's
language, with its cause and the folder, never as the system's "[Errno 13] Permission denied"."""
from __future__ import annotations

import errno
import os
import types

import pygame
import pytest
from test_ui_frame_support import _drawn, click, make_app, play_until, post_key

from game.store import atomic
from game.ui.scenes.message import MessageScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.title import TitleScene
from game.ui.table.scene import TableScene
from game.ui.table.sheets import TableMenuScene


def refuse_writes(monkeypatch, code=errno.EACCES, text="Permission denied"):
    """Every file Tapis Vert writes is refused by the system, as in a folder it may not write in
    (the store writes each file through a temporary one beside it)."""
    def mkstemp(prefix="", suffix="", dir=None):
        raise OSError(code, text, os.path.join(str(dir), f"{prefix}x{suffix}"))
    monkeypatch.setattr(atomic, "tempfile", types.SimpleNamespace(mkstemp=mkstemp))


def start_polignac(app):
    click(app, app.top.buttons["new"])
    click(app, app.top.game_buttons["polignac"])
    click(app, app.top.start_button)
    app.frame(0.0)


@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_match_started_where_nothing_can_be_written_says_so_over_the_table(tmp_path, monkeypatch, language):
    app = make_app(tmp_path, language=language)
    app.push(TitleScene(app))
    app.frame(0.0)
    refuse_writes(monkeypatch)
    start_polignac(app)
    message = app.top
    assert isinstance(message, MessageScene), "said at once, over the table"
    assert isinstance(app.stack[-2], TableScene)
    assert not any(isinstance(s, MessageScene) for s in app.stack[:-1]), "no message left under the table"
    text = message.text
    # The choices the match started with (settings) and the match itself (autosave) are not kept.
    paths = app.store.paths
    for folder in (os.path.dirname(paths.settings_file), os.path.dirname(paths.autosave_file)):
        assert folder in text
    words = {"fr": ("pas le droit d’écrire dans le dossier", "Non enregistré"),
             "en": ("no permission to write in the folder", "Not saved")}[language]
    assert text.count(words[0]) == 2 and message.title == words[1]
    assert "Errno" not in text and "Permission denied" not in text
    if language == "fr":
        assert "dès que le fichier pourra de nouveau être écrit" in text
    else:
        assert "as soon as the file can be written again" in text and "room" not in text
    app.shutdown()


def test_a_save_by_name_on_a_full_disk_says_the_disk_is_full_in_french(tmp_path, monkeypatch):
    app = make_app(tmp_path, language="fr")
    app.push(TitleScene(app))
    app.frame(0.0)
    start_polignac(app)
    assert isinstance(app.top, TableScene)
    refuse_writes(monkeypatch, errno.ENOSPC, "No space left on device")
    post_key(app, pygame.K_ESCAPE)
    menu = app.top
    assert isinstance(menu, TableMenuScene)
    click(app, menu.buttons[1])             # Save
    message = app.top
    assert isinstance(message, MessageScene)
    assert "le disque est plein" in message.text
    assert "Errno" not in message.text and "No space" not in message.text
    app.shutdown()


def test_an_error_of_another_kind_keeps_the_system_s_words(tmp_path):
    app = make_app(tmp_path, language="fr")
    assert app.reason(OSError(errno.EIO, "Input/output error", "/x/y")) == "[Errno 5] Input/output error: '/x/y'"
    assert app.reason(OSError(errno.EACCES, "Permission denied", str(tmp_path))) == \
        f"pas le droit d’écrire dans le dossier {tmp_path}"
    app.shutdown()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(640, 400), (700, 450), (800, 500), (1280, 720)])
def test_a_setting_changed_where_it_cannot_be_written_says_where_in_full(tmp_path, monkeypatch, size, language):
    """The settings' folder read-only: the line in the title's row, the longest the settings say,
    ended in "…" at 640×400 ("…/tapis-vert…", two lines where it takes three). It reads whole."""
    app = make_app(tmp_path, size=size, language=language)
    scene = SettingsScene(app)
    app.push(scene)
    app.frame(0.0)
    refuse_writes(monkeypatch)
    click(app, scene.steppers["speed"].next)
    assert app.top is scene, "a line under the settings, not a message at every change"
    drawn = " ".join(_drawn(monkeypatch, "render", lambda text, *a, **k: text, app.draw))
    folder = os.path.dirname(app.store.paths.settings_file)
    head, why = {"fr": ("Les réglages n’ont pas pu être enregistrés", "pas le droit d’écrire dans le dossier"),
                 "en": ("The settings could not be saved", "no permission to write in the folder")}[language]
    said = drawn.split(head)[-1]
    assert why in said and folder in said, drawn[-300:]
    assert "…" not in said, "the line is cut before the folder’s name"
    app.shutdown()


def test_a_folder_that_refuses_writes_is_said_once_until_a_write_works_again(tmp_path, monkeypatch):
    """In a folder Tapis Vert may not write in, every new match said again, over its table, that the
    settings and the match could not be saved: the person had read it at the first. It is said once,
    and again only after a write has worked in between (the folder was mended, then refused again)."""
    app = make_app(tmp_path, language="en")
    app.push(TitleScene(app))
    app.frame(0.0)

    def dismiss():
        app.frame(1.0)                         # read: an unbidden message takes no click at once
        click(app, app.top.buttons[0])

    def to_the_title():
        post_key(app, pygame.K_ESCAPE)
        assert isinstance(app.top, TableMenuScene)
        click(app, app.top.buttons[-1])        # Main menu
        app.frame(0.0)
        while not isinstance(app.top, TitleScene):
            assert isinstance(app.top, MessageScene), app.top
            dismiss()                          # what leaving says (the match kept, or not)
            app.frame(0.0)

    refuse_writes(monkeypatch)
    start_polignac(app)
    assert isinstance(app.top, MessageScene) and "no permission" in app.top.text
    dismiss()
    assert isinstance(app.top, TableScene), app.top.text
    to_the_title()
    start_polignac(app)
    assert isinstance(app.top, TableScene), "the same refusal is not said twice"
    to_the_title()
    monkeypatch.undo()                          # the folder can be written again...
    start_polignac(app)
    assert isinstance(app.top, TableScene)
    to_the_title()
    refuse_writes(monkeypatch)                  # ...and refuses again: said again
    start_polignac(app)
    assert isinstance(app.top, MessageScene) and "no permission" in app.top.text
    app.shutdown()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_empty_saves_list_where_nothing_can_be_saved_says_why(tmp_path, monkeypatch, language):
    """Played where Tapis Vert may not write: the saved matches' list, empty, said "During a
    match, the table's menu can save it", which it could not. It says that none can be saved
    here and why, with the folder; once the folder can be written, it says as before."""
    from game.ui.scenes.saves import SavesScene
    app = make_app(tmp_path, language=language)
    app.push(TitleScene(app))
    app.frame(0.0)
    refuse_writes(monkeypatch)
    click(app, app.top.buttons["saves"])
    assert isinstance(app.top, SavesScene)
    drawn = " ".join(_drawn(monkeypatch, "render", lambda text, *a, **k: text, app.draw))
    folder = app.store.paths.matches
    words = {"fr": ("aucune ne peut l’être ici", "pas le droit d’écrire dans le dossier", "le menu de la table"),
             "en": ("none can be saved here", "no permission to write in the folder", "During a match")}[language]
    assert words[0] in drawn and words[1] in drawn and folder in drawn, drawn
    assert words[2] not in drawn
    post_key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)
    monkeypatch.undo()
    click(app, app.top.buttons["saves"])
    drawn = " ".join(_drawn(monkeypatch, "render", lambda text, *a, **k: text, app.draw))
    assert words[2] in drawn and words[0] not in drawn
    assert not [name for name in os.listdir(app.store.saves.folder) if not name.endswith(".json")], \
        "the trial leaves nothing behind"
    app.shutdown()


def refuse_reads(monkeypatch, root):
    """Tapis Vert may neither read nor move aside the files under ``root``: as when it was once
    started as another user (the administrator), who left files the person may not open."""
    from game.store import problems
    real_open = os.open

    def guarded(path, flags, *args, **kwargs):
        if str(path).startswith(str(root)) and not flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT):
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return real_open(path, flags, *args, **kwargs)

    def no_move(path):
        raise PermissionError(errno.EACCES, "Permission denied", os.path.join(os.path.dirname(path), "damaged"))
    monkeypatch.setattr(os, "open", guarded)
    monkeypatch.setattr(problems, "move_to_damaged", no_move)


def told_at_start(root, language):
    """The app started on the files under ``root`` as ``main`` starts it, its title shown: the app
    and the message over the title."""
    from game.ui.app import startup_checks
    app = make_app(root, language=language)
    startup_checks(app)
    app.push(TitleScene(app))
    app.frame(0.0)
    assert isinstance(app.top, MessageScene)
    return app, app.top


@pytest.mark.parametrize("language", ["fr", "en"])
def test_files_the_person_may_not_read_are_told_once_truly_and_in_his_words(tmp_path, monkeypatch, language):
    """Played in a window as a person whose profile an administrator's start had left: "Damaged
    files", the system's "[Errno 13] Permission denied: '…'" in each line, the autosave said
    "moved aside" though it lay where it was, told three times, and told again each time the title
    came back. The files are named once each, with the cause in the person's words, as left where
    they are, under a title that does not call them damaged."""
    first = make_app(tmp_path, language=language)
    first.push(TitleScene(first))
    first.frame(0.0)
    start_polignac(first)                         # the settings, the autosave
    first.shutdown()
    paths = first.store.paths
    refuse_reads(monkeypatch, tmp_path)
    app, message = told_at_start(tmp_path, language)
    try:
        text = message.text
        words = {"fr": ("pas la permission de le lire", "Tapis Vert le laisse où il est"),
                 "en": ("no permission to read it", "Tapis Vert leaves it where it is")}[language]
        for path in (paths.settings_file, paths.autosave_file):
            name = os.path.basename(path)
            assert text.count(name) == 1, (name, text)
        assert text.count(words[0]) == text.count(words[1]) == len(text.splitlines()) >= 2
        assert "Errno" not in text and "Permission denied" not in text
        assert "moved aside" not in text.replace("could not be moved aside", "")
        assert "mis de côté" not in text.replace("n’a pas pu être mis de côté", "")
        assert message.title != app.t("message.damaged_title")
        click(app, message.buttons[0])
        app.push(TitleScene(app))                    # the title again (back from another screen)
        app.frame(0.0)
        assert not isinstance(app.top, MessageScene), "told once"
    finally:
        app.shutdown()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_folder_of_saves_the_person_may_not_list_is_told_once_in_his_words(tmp_path, monkeypatch, language):
    """The saved matches' folder itself refused (another user's, closed to others): the start-up
    check failed whole and the title showed the system's "[Errno 13] Permission denied: '…/matches'"
    alone. The folder is named with the cause in the person's words, once."""
    from game.ui.app import startup_checks
    first = make_app(tmp_path, language=language)
    matches = first.store.paths.matches
    first.shutdown()
    real = os.listdir

    def listdir(path="."):
        if os.path.abspath(str(path)) == os.path.abspath(matches):
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return real(path)
    monkeypatch.setattr(os, "listdir", listdir)
    app, message = told_at_start(tmp_path, language)
    try:
        said = {"fr": "pas la permission de le lire", "en": "no permission to read it"}[language]
        assert os.path.basename(matches) in message.text and said in message.text
        assert "Errno" not in message.text and "Permission denied" not in message.text
        assert message.title == app.t("message.refused_title")
        click(app, message.buttons[0])
        startup_checks(app)                          # found again: not told again
        app.push(TitleScene(app))
        app.frame(0.0)
        assert not isinstance(app.top, MessageScene)
    finally:
        app.shutdown()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_file_where_the_data_folder_should_be_is_named_for_what_it_is(tmp_path, language):
    """A file stood where Tapis Vert's data folder should be: "The file stats.json could not be
    read (Not a directory); it was moved aside." (nothing had been moved, and the system's English
    stood in a French message), under "Damaged files". The file in the way is named."""
    (tmp_path / "data").write_text("not a folder")
    app, message = told_at_start(tmp_path, language)
    try:
        said = {"fr": "est un fichier là où il faut un dossier",
                "en": "is a file where a folder should be"}[language]
        assert said in message.text and str(tmp_path / "data") in message.text
        assert "Not a directory" not in message.text and "Errno" not in message.text
        assert "moved aside" not in message.text.replace("could not be moved aside", "")
        assert "mis de côté" not in message.text.replace("n’a pas pu être mis de côté", "")
        assert message.title == app.t("message.refused_title")
    finally:
        app.shutdown()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_file_where_a_folder_should_be_is_said_in_words_when_a_write_fails(tmp_path, monkeypatch, language):
    """A file stood where the settings' or the autosave's folder should be: a changed setting read
    "The settings could not be saved: [Errno 17] File exists: '…/config'", and a new match "This
    match cannot be saved as it is played ([Errno 17] File exists: …)". Said in words, as at start."""
    app = make_app(tmp_path, language=language)
    said = {"fr": "est un fichier là où il faut un dossier", "en": "is a file where a folder should be"}[language]
    try:
        app.push(TitleScene(app))
        app.frame(0.0)
        paths = app.store.paths
        for folder in (os.path.dirname(paths.settings_file), os.path.dirname(paths.autosave_file)):
            if os.path.isdir(folder):
                os.rmdir(folder)
            with open(folder, "w") as f:
                f.write("not a folder")
        scene = SettingsScene(app)
        app.push(scene)
        app.frame(0.0)
        click(app, scene.steppers["speed"].next)
        drawn = " ".join(_drawn(monkeypatch, "render", lambda text, *a, **k: text, app.draw))
        assert said in drawn and os.path.dirname(paths.settings_file) in drawn, drawn[-300:]
        assert "Errno" not in drawn and "File exists" not in drawn
        post_key(app, pygame.K_ESCAPE)
        if isinstance(app.top, MessageScene):        # the title's Continue found the state folder a file
            assert said in app.top.text and "Errno" not in app.top.text
            app.frame(1.0)                           # read (it takes no key in its first moments)
            post_key(app, pygame.K_RETURN)
        assert isinstance(app.top, TitleScene)
        start_polignac(app)
        message = app.top
        assert isinstance(message, MessageScene) and isinstance(app.stack[-2], TableScene)
        assert said in message.text and os.path.dirname(paths.autosave_file) in message.text, message.text
        assert "Errno" not in message.text and "File exists" not in message.text
    finally:
        app.shutdown()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_setting_changed_in_a_window_that_gave_the_files_to_another_copy_says_it_is_not_kept(
        tmp_path, monkeypatch, language):
    """Another copy opened and keeps the files (tests/test_store_nothing_lost.py shows how this one
    gives them up): a setting changed here said "Settings saved." and was written over the other
    copy's, and so was the window's size at closing. Nothing is written; the line says why."""
    app = make_app(tmp_path, size=(800, 500), language=language)
    app.settings.save()
    theirs = open(app.store.paths.settings_file, "rb").read()
    app.store.yielded = True
    scene = SettingsScene(app)
    app.push(scene)
    app.frame(0.0)
    click(app, scene.steppers["speed"].next)
    drawn = " ".join(_drawn(monkeypatch, "render", lambda text, *a, **k: text, app.draw))
    said = {"fr": "une autre copie de Tapis Vert garde désormais vos fichiers\xa0: ce qui est changé dans "
                  "cette fenêtre n’est pas gardé",
            "en": "another copy of Tapis Vert now keeps your files: what is changed in this window is not kept"}
    assert said[language] in drawn, drawn[-300:]
    assert app.t("settings.saved") not in drawn
    app._resized, app.size = True, (900, 600)       # the person made the window larger, then closes it
    app.shutdown()
    assert open(app.store.paths.settings_file, "rb").read() == theirs


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(640, 400), (800, 500), (1280, 720), (1920, 1080)])
def test_the_title_of_a_short_message_about_files_is_shown_whole(tmp_path, monkeypatch, language, size):
    """A start that found the autosave unreadable said so under "Fichiers que Tapis Vert ne peut pas o…":
    the message's panel was as wide as its short text, and its title was cut."""
    app = make_app(tmp_path, size=size, language=language)
    title = app.t("message.refused_title")
    app.show_message(title, app.t("store.left", file="autosave.jsonl", detail=app.t("store.cause.no_read")))
    app.frame(0.0)
    drawn = _drawn(monkeypatch, "render", lambda text, *a, **k: text, app.draw)
    assert title in drawn, [t for t in drawn if t.startswith(title[:8])]
    app.shutdown()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_match_in_an_autosave_unreadable_at_start_is_kept_under_the_app_s_name_once_it_can_be_read(
        tmp_path, monkeypatch, language):
    """The autosave could not be read at start (no Continue offered it); read permission came back
    during the next match, whose next move wrote over it. It is kept first, named as the app names
    a match it keeps ("Polignac · 1"), and the person is told so under "A match kept aside"."""
    from test_store_unreadable import refuse_reading

    from game.ui.app import startup_checks
    first = make_app(tmp_path, language=language)
    first.push(TitleScene(first))
    first.frame(0.0)
    start_polignac(first)
    table = next(s for s in first.stack if isinstance(s, TableScene))
    play_until(first, table, lambda: len(table.record.actions) >= 6)
    theirs = table.record
    first.shutdown()
    refuse_reading(monkeypatch, first.store.paths.autosave_file)
    app = make_app(tmp_path, language=language)
    try:
        startup_checks(app)
        app.push(TitleScene(app))
        app.frame(0.0)
        assert isinstance(app.top, MessageScene) and "autosave.jsonl" in app.top.text
        app.pop()                                   # "could not be read": read, closed
        assert app.autosave_info() is None
        start_polignac(app)
        table = next(s for s in app.stack if isinstance(s, TableScene))
        app.take_problems()                         # this match cannot be saved as it is played: told
        monkeypatch.undo()                          # read permission comes back
        play_until(app, table, lambda: app.store.autosave.writing)
        assert app.store.has_save_of(theirs)
        kept = next(e for e in app.store.list_matches() if e.summary.get("actions") == len(theirs.actions))
        assert kept.name == app.save_name("polignac", 1)
        assert app.report_problems() and isinstance(app.top, MessageScene)
        assert app.top.title == app.t("message.kept_title")
        assert f"«\xa0{kept.name}\xa0»" in app.top.text if language == "fr" else f"“{kept.name}”" in app.top.text
    finally:
        app.shutdown()


@pytest.mark.parametrize("code", [errno.ELOOP, errno.ENOSPC, errno.EACCES, errno.EPERM, errno.EROFS, errno.ENOENT,
                                  errno.ENAMETOOLONG, errno.EISDIR, errno.ENOTDIR])
def test_the_system_s_common_errors_are_said_in_the_person_s_words_in_both_languages(tmp_path, code):
    """A message naming an error the system gave (a link leading round in a loop, a name too long…)
    said it in the system's English inside the French sentence. The common ones have words of
    their own, in both languages, with the folder where one is known or without it."""
    app = make_app(tmp_path)
    said = {}
    for language in ("fr", "en"):
        app.settings["language"] = language
        said[language] = [app.reason(OSError(code, os.strerror(code), *where))
                          for where in ((os.path.join(str(tmp_path), "x.json"),), ())]
    for text in said["fr"] + said["en"]:
        assert text and os.strerror(code) not in text and "Errno" not in text, text
    assert set(said["fr"]).isdisjoint(said["en"]), said
    app.shutdown()


def test_a_saved_match_behind_a_loop_of_links_is_told_in_french_at_start(tmp_path):
    """Two saved matches linked to each other: "n’a pas pu être lu (Too many levels of symbolic
    links)". Said in French, and not as a damaged file."""
    app = make_app(tmp_path, language="fr")
    matches = app.store.paths.matches
    os.makedirs(matches, exist_ok=True)
    os.symlink(os.path.join(matches, "b.json"), os.path.join(matches, "a.json"))
    os.symlink(os.path.join(matches, "a.json"), os.path.join(matches, "b.json"))
    app.problems += app.store.startup_check()
    app.push(TitleScene(app))
    app.frame(0.0)
    message = app.top
    assert isinstance(message, MessageScene)
    assert "des liens symboliques qui tournent en rond" in message.text, message.text
    assert "symbolic" not in message.text and message.title != "Fichiers abîmés"
    app.shutdown()
