"""From the title menu to the end-of-match screen and back, by posted clicks only (issue 6)."""
import pygame
import pytest
from test_ui_frame_support import setup_from_title
from test_ui_table_play import click, make_app, play_to_end, seat_debutants

from game.ui.scenes.title import TitleScene
from game.ui.table import TableScene
from game.ui.table.sheets import MatchEndScene


@pytest.mark.parametrize("players", [4, 7])
def test_a_whole_match_from_the_title_menu_to_the_end_screen_by_clicks(players):
    app = make_app()
    setup = setup_from_title(app)
    seat_debutants(app, setup, players)
    assert setup.levels[:players - 1] == ["debutant"] * (players - 1)
    click(app, setup.start_button.rect.center)
    table = app.top
    assert isinstance(table, TableScene) and table.players == players
    try:
        end = play_to_end(app, table)
        assert isinstance(end, MatchEndScene)
        assert end.result["losers"] == table.match.result_json()["losers"]
        click(app, end.buttons[-1].rect.center)          # "Menu principal"
        assert isinstance(app.top, TitleScene)
        assert not any(isinstance(s, TableScene) for s in app.stack)
    finally:
        table.close()


def test_rematch_seats_the_same_players_at_a_new_deal():
    app = make_app()
    app.push(TitleScene(app))
    click(app, app.top.buttons["new"].rect.center)
    click(app, app.top.start_button.rect.center)
    table = app.top
    try:
        end = play_to_end(app, table)
        click(app, end.buttons[0].rect.center)            # "Revanche"
        again = app.top
        assert isinstance(again, TableScene) and again is not table
        assert again.config.seats == table.config.seats and again.match.deal == 1
        assert table not in app.stack and not any(isinstance(s, MatchEndScene) for s in app.stack)
        again.close()
    finally:
        table.close()
    pygame.event.clear()


@pytest.mark.parametrize("game", ["polignac", "double_king", "guinguette"])
def test_save_names_say_the_deal_they_were_saved_in_and_old_names_stay(tmp_path, game):
    """A match saved in its fourth deal was named "Double King · 4", and another "Double King · 4 (2)":
    nothing said the 4 was the deal. The name says it ("Double King · donne 4" / "deal 4"), a
    second match saved in the same deal told apart, its message saying the name it got; names given
    before stay as they were."""
    from test_ui_frame_support import make_app as app_with_store

    from game.ui.config import MatchConfig, default_seats
    from game.ui.table.sheets import TableMenuScene
    app = app_with_store(tmp_path)
    players = 4
    said = []
    for seed, lang in ((3, "fr"), (4, "fr"), (5, "en")):          # three matches, each in its first deal
        table = TableScene(app, MatchConfig(game, players, {}, default_seats(players), seed=seed, dealer=1))
        app.push(table)
        try:
            if not said:
                app.store.save_match(table.record, "Polignac, donne 4", table.match)     # a save from before
            app.settings["language"] = lang
            app.push(TableMenuScene(app, table))
            app.frame(1 / 60)
            click(app, app.top.buttons[1].rect.center)                        # "Enregistrer" / "Save"
            said.append(app.top.text)
            app.pop()                                                         # the "saved" message
            deal = table.match.deal
        finally:
            table.close()
            app.pop()
    listed = sorted(entry.name for entry in app.store.list_matches())
    named = app.t(f"game.{game}")
    french, english = f"{named} · donne {deal}", f"{named} · deal {deal}"
    assert listed == sorted(["Polignac, donne 4", french, french + " (2)", english + " (3)"])
    assert app.save_name(game, deal) == english
    assert french in said[0] and french + " (2)" in said[1] and english + " (3)" in said[2]


@pytest.mark.parametrize("first", ["fr", "en"])
def test_a_save_s_name_is_said_in_the_language_of_the_moment(tmp_path, monkeypatch, first):
    """A match saved in French as "Polignac, donne 1" kept that name in the saved matches once the
    app spoke English (and one saved in English kept "deal 1" in French). The name the app gave is
    said in the language chosen now, each save of the deal still told apart; a name the person
    gave, and one saved before, are shown as they were written."""
    from test_ui_frame_support import make_app as app_with_store
    from test_ui_frame_support import texts_drawn

    from game.ui.config import MatchConfig, default_seats
    from game.ui.scenes.saves import SavesScene
    from game.ui.table.sheets import TableMenuScene
    other = {"fr": "en", "en": "fr"}[first]
    app = app_with_store(tmp_path, language=first)
    for seed, lang in ((3, first), (4, other)):            # two matches saved in their first deal
        table = TableScene(app, MatchConfig("polignac", 4, {}, default_seats(4), seed=seed, dealer=1))
        app.push(table)
        try:
            if lang == first:
                app.store.save_match(table.record, "Polignac, donne 1", table.match)      # a save from before
                mine = app.store.save_match(table.record, "Ma belle partie", table.match)
                app.store.rename_match(mine.id, "Ma belle partie")
            app.settings["language"] = lang
            app.push(TableMenuScene(app, table))
            app.frame(1 / 60)
            click(app, app.top.buttons[1].rect.center)                            # "Enregistrer" / "Save"
            app.pop()                                                             # the "saved" message
            deal = table.match.deal
        finally:
            table.close()
            app.pop()
    app.store.autosave_abandon()                # no match in progress listed first: the saves alone
    names = {}
    for lang in (first, other):
        app.settings["language"] = lang
        names[lang] = app.save_name("polignac", deal)
    for lang in (first, other):
        app.settings["language"] = lang
        app.push(SavesScene(app))
        app.frame(1 / 60)
        drawn = texts_drawn(monkeypatch, app.draw)
        name, elsewhere = names[lang], names[{"fr": "en", "en": "fr"}[lang]]
        assert all(said in drawn for said in (name, name + " (2)", "Polignac, donne 1", "Ma belle partie")), \
            (lang, drawn)
        assert not any(said.startswith(elsewhere) for said in drawn), (lang, drawn)
        app.pop()


@pytest.mark.parametrize("first", ["fr", "en"])
def test_the_saved_message_follows_a_language_changed_in_the_settings(tmp_path, monkeypatch, first):
    """"Partie enregistrée sous « Polignac · donne 1 »." stayed French once the person had chosen
    English in the settings over it: the message kept the words it was first said in. It keeps
    its key and figures, and says them again in the language chosen, its title, text, save's name
    and button (and from English to French likewise)."""
    from test_ui_frame_support import make_app as app_with_store
    from test_ui_frame_support import texts_blitted

    from game.store.settings import LANGUAGES
    from game.ui.config import MatchConfig, default_seats
    from game.ui.scenes.settings import SettingsScene
    from game.ui.table.sheets import TableMenuScene
    other = {"fr": "en", "en": "fr"}[first]
    app = app_with_store(tmp_path, language=first)
    table = TableScene(app, MatchConfig("polignac", 4, {}, default_seats(4), seed=3, dealer=1))
    app.push(table)
    try:
        app.push(TableMenuScene(app, table))
        app.frame(1 / 60)
        click(app, app.top.buttons[1].rect.center)                        # "Enregistrer" / "Save"
        message = app.top

        def words(lang):
            app.settings["language"] = lang
            name = app.save_name("polignac", table.match.deal)
            return app.t("table.save"), app.t("table.saved", name=name), app.t("common.ok")
        said = {lang: words(lang) for lang in (other, first)}       # the language left as chosen
        assert (message.title, message.text, message.buttons[0].label) == said[first]
        settings = SettingsScene(app)
        app.push(settings)
        settings.change("language", LANGUAGES.index(other))             # chosen in the settings
        app.pop()                                                       # back to the message
        assert app.top is message and app.settings["language"] == other
        assert (message.title, message.text, message.buttons[0].label) == said[other]
        drawn = " ".join(text for text, _ in texts_blitted(monkeypatch, lambda s: message.draw(s), app.size))
        assert said[other][0] in drawn and said[first][0] not in drawn
        assert app.save_name("polignac", table.match.deal) in drawn
    finally:
        table.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (800, 500)])
def test_the_save_s_message_stands_beside_the_open_log(tmp_path, size):
    """With the log's drawer open at 1920x1080 the message "Partie enregistrée sous …" was centred
    on the whole window, its right part over the drawer. Like the menu it came from, it stands in
    the table's room left of the drawer, in its middle; with the drawer closed, in the window's."""
    from test_ui_frame_support import make_app as app_with_store

    from game.ui.config import MatchConfig, default_seats
    from game.ui.scenes.message import MessageScene
    from game.ui.table.log import drawer_rect
    from game.ui.table.sheets import TableMenuScene
    app = app_with_store(tmp_path, size)
    table = TableScene(app, MatchConfig("double_king", 4, {}, default_seats(4), seed=3, dealer=1))
    app.push(table)
    try:
        for log in (True, False):
            if table.show_log != log:
                table.toggle_log()
            app.push(TableMenuScene(app, table))
            app.frame(1 / 60)
            assert app.top.rect.right <= table.layout.w                          # the menu, as before
            click(app, app.top.buttons[1].rect.center)                          # "Enregistrer"
            message = app.top
            assert isinstance(message, MessageScene) and app.t("table.save") == message.title
            panel = message.panel.rect
            room = drawer_rect(table).left if log else size[0]
            assert panel.right <= room and abs(panel.centerx - room // 2) <= 1, (panel, room)
            assert all(panel.contains(b.rect) for b in message.buttons)
            app.pop()
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_shared_loss_says_the_losers_offer_the_glass_and_a_lone_winner_is_one(monkeypatch, language):
    """A capote at five, limit 4: four players shared the loss, and the sheet said "the loser
    offers a glass of cognac" and "The winners, from fewest points to most" over one name. The
    losers offer it, and the one left is "The winner"; one loser among winners, as before."""
    from test_ui_frame_support import texts_drawn

    from game.ui.config import MatchConfig, default_seats
    app = make_app()
    app.settings["language"] = language
    table = TableScene(app, MatchConfig("polignac", 5, {}, default_seats(5), seed=3, dealer=0))
    app.push(table)
    try:
        table.open_match_end({"losers": [0, 2, 3, 4], "points": [5, 0, 5, 5, 5], "others": [1], "target": 4})
        drawn = texts_drawn(monkeypatch, app.draw)
        assert app.t("table.others_title_one") in drawn and app.t("table.others_title") not in drawn
        assert app.top.cognac() == app.t("table.cognac_shared") != app.t("table.cognac")
        app.pop()
        table.open_match_end({"losers": [2], "points": [0, 3, 11, 0, 3], "others": [0, 1, 3, 4], "target": 10})
        drawn = texts_drawn(monkeypatch, app.draw)
        assert app.t("table.others_title") in drawn
        assert app.top.cognac() == app.t("table.cognac")
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_winners_win_together_unranked(monkeypatch, language):
    """"1er Vous — 10 pts / 2e Anatole" read like a ranking, though in Polignac every player but
    the loser wins alike (rules §8: the others' points for information only). The sheet says the
    others win together and writes each with his points, fewest first, no place before a name."""
    from test_ui_frame_support import texts_drawn

    from game.ui import i18n
    from game.ui.config import MatchConfig, default_seats
    from game.ui.table.sheets import place_text
    app = make_app()
    app.settings["language"] = language
    table = TableScene(app, MatchConfig("polignac", 6, {}, default_seats(6), seed=3, dealer=0))
    app.push(table)
    try:
        points = [10, 3, 11, 0, 3, 0]
        table.open_match_end({"losers": [2], "points": points, "others": [0, 3, 5, 1, 4], "target": 10})
        drawn = texts_drawn(monkeypatch, app.draw)
        assert app.t("table.others_title") in drawn
        rows = [f"{table.seat_name(s)} — {i18n.counted('table.points_short', points[s], language)}"
                for s in (3, 5, 1, 4, 0)]
        assert [text for text in drawn if text in rows] == rows                   # fewest points first
        places = {place_text(language, p, shared) for p in range(1, 7) for shared in (True, False)}
        assert not any(text.startswith(place + " ") for text in drawn for place in places), drawn
    finally:
        table.close()


@pytest.mark.parametrize("size", [(640, 400), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game,result", [
    ("polignac", {"losers": [2], "points": [0, 3, 11, 4], "others": [0, 1, 3], "target": 10}),
    ("double_king", {"ranking": [[2], [0], [1], [3]], "ranking_points": [12, 8, 16, 4],
                     "rounds": [([3, -2, 8, -9], [12, 8, 16, 4])]})])
def test_the_end_of_the_match_is_no_taller_than_its_lines(monkeypatch, size, game, result):
    """At four seats in 1280x720 the match's end of Polignac and of Double King stood a third
    empty above its buttons: each sheet is as tall as its lines need, never taller than before,
    and every line stays on it above the buttons."""
    from test_ui_frame_support import texts_placed

    from game.ui.config import MatchConfig, default_seats
    app = make_app(size)
    table = TableScene(app, MatchConfig(game, 4, {}, default_seats(4), seed=3, dealer=0))
    app.push(table)
    try:
        table.open_match_end(result)
        sheet = app.top
        assert isinstance(sheet, MatchEndScene)
        from game.ui import widgets
        boxes = []
        real = widgets.text_in_box

        def spy(surface, text, font, colour, rect, *args, **kwargs):     # what a box of text takes
            used = real(surface, text, font, colour, rect, *args, **kwargs)
            boxes.append(pygame.Rect(pygame.Rect(rect).topleft, (pygame.Rect(rect).w, used)))
            return used
        monkeypatch.setattr(widgets, "text_in_box", spy)
        placed = texts_placed(monkeypatch, lambda: sheet.draw(app.surface))
        foot = sheet.buttons[0].rect.top
        lines = [rect for text, rect in placed if sheet.rect.contains(rect)
                 and not any(rect.colliderect(b.rect) for b in sheet.buttons)] + boxes
        assert lines and all(rect.bottom <= foot for rect in lines)
        assert sheet.rect.h <= int(size[1] * 0.66)
        if size[1] >= 720:
            assert foot - max(rect.bottom for rect in lines) < 3 * app.font("body").get_linesize()
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(800, 500), (1920, 1080)])
def test_a_winner_at_the_limit_is_told_why_the_other_lost(monkeypatch, language, size):
    """Hortense reached 15 first (her check deferred while she had taken every trick), then the
    person reached 15 too: "Hortense loses the match with 15 points" stood above "3rd You — 15 pts"
    among the winners, nothing saying why (§8). Where a winner too is at or over the limit, the
    match's end says the rule that made the loser; elsewhere not."""
    from test_ui_frame_support import _drawn

    from game.ui.config import MatchConfig, default_seats
    app = make_app(size)
    app.settings["language"] = language
    table = TableScene(app, MatchConfig("polignac", 4, {}, default_seats(4), seed=3, dealer=0))
    app.push(table)
    try:
        rule = app.t("table.who_loses")
        for points, told in (([15, 12, 15, 11], True), ([9, 12, 15, 11], False)):
            table.open_match_end({"losers": [2], "points": points, "others": [0, 1, 3], "target": 15})
            end = app.top
            boxes = _drawn(monkeypatch, "text_in_box", lambda surface, text, *args, **kwargs: text, app.draw)
            assert (rule in boxes) == told, (told, boxes)
            assert end.rect.h <= size[1] and all(b.rect.bottom <= end.rect.bottom for b in end.buttons)
            app.pop()
    finally:
        table.close()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_escape_on_the_match_s_end_leaves_the_final_table_in_sight_and_a_click_brings_the_sheet_back(
        tmp_path, monkeypatch, language):
    """Escape on a deal's sheet puts it aside, the deal in sight, but on the match's end it only
    closed the sheet: the result was gone for good, nothing left to click. It is put aside as a
    deal's is, the final table in sight with the line that says a click brings it back; a click,
    Space or Enter bring it back, the match still finished and counted once in the statistics."""
    from test_ui_frame_support import make_app as app_with_store
    from test_ui_frame_support import post_key, texts_drawn
    from test_ui_table_play import start

    app = app_with_store(tmp_path, language=language)
    app.settings["speed"] = "instant"
    app.settings["think_pause_ms"] = 0
    table = start(app, 4, {"target": 1})
    try:
        sheet = play_to_end(app, table)
        result, actions = sheet.result, len(table.record.actions)
        assert app.store.stats.game("polignac")["played"] == 1
        for way_back in ("click", pygame.K_SPACE, pygame.K_RETURN):
            post_key(app, pygame.K_ESCAPE)
            assert app.top is table and not any(isinstance(s, MatchEndScene) for s in app.stack)
            assert table.match.match_over
            said = texts_drawn(monkeypatch, app.draw)
            assert app.t("table.click_for_result") in said, said
            assert app.t("table.click_to_go_on") not in said
            if way_back == "click":
                click(app, table.layout.trick_area().center)
            else:
                post_key(app, way_back)
            back = app.top
            assert isinstance(back, MatchEndScene) and back.result == result, way_back
            for _ in range(40):                       # past the moment it takes no key
                app.frame(1 / 60)
        assert table.match.match_over and len(table.record.actions) == actions
        assert app.store.stats.game("polignac")["played"] == 1
        click(app, app.top.buttons[0].rect.center)    # a rematch from the sheet brought back
        assert isinstance(app.top, TableScene) and app.top is not table and app.top.match.deal == 1
        app.top.close()
    finally:
        table.close()


class _EnterDown:
    """pygame.key.get_pressed() while Enter is held down."""

    def __getitem__(self, key: int) -> bool:
        return key == pygame.K_RETURN


@pytest.mark.parametrize("pressed_before", ["held as it came up", "its press reached it before it showed"])
def test_an_enter_pressed_before_the_match_s_end_showed_never_starts_a_rematch(monkeypatch, pressed_before):
    """Enter pressed twice quickly on the last deal's sheet could go on to "Revanche": only the
    match's end's first 0.4 s kept a key off it. An Enter down before the sheet showed (held as it
    came up, or its press dispatched to it before its first frame), and its repeat however late,
    start nothing; let go and pressed again while the sheet shows, Enter starts the rematch."""
    from test_ui_table_play import start

    def key(kind: int) -> None:
        pygame.event.post(pygame.event.Event(kind, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
        app.frame(0.0)

    app = make_app()
    table = start(app, 4)
    try:
        if pressed_before == "held as it came up":
            monkeypatch.setattr(pygame.key, "get_pressed", _EnterDown)
            table.open_match_end({"losers": [2], "points": [9, 12, 15, 11], "others": [0, 1, 3], "target": 15})
        else:
            table.open_match_end({"losers": [2], "points": [9, 12, 15, 11], "others": [0, 1, 3], "target": 15})
            key(pygame.KEYDOWN)                   # before the sheet's first frame
        sheet = app.top
        assert isinstance(sheet, MatchEndScene)
        for _ in range(3):
            app.frame(1.0)                        # long past the moment it takes no key
        key(pygame.KEYDOWN)                       # the held Enter's repeat
        assert app.top is sheet and table in app.stack
        monkeypatch.undo()
        key(pygame.KEYUP)
        key(pygame.KEYDOWN)                       # pressed while the sheet shows
        again = app.top
        assert isinstance(again, TableScene) and again is not table
        again.close()
    finally:
        table.close()
    pygame.event.clear()


def _to_the_deal_s_end(app, table) -> None:
    """The first deal played by clicks to its sheet, the sheet put aside with Escape: the deal's end
    on the table, the next deal dealt by the engine."""
    from test_ui_double_king import next_click as double_king_click
    from test_ui_frame_support import post_key
    from test_ui_table_play import next_click

    from game.ui.table.sheets import DealEndScene
    picks = [0]
    for _ in range(3000):
        if isinstance(app.top, DealEndScene) and app.top.ready:
            break
        pos = double_king_click(app, table, picks) if table.config.game == "double_king" else next_click(app, table)
        if pos is None or isinstance(app.top, DealEndScene):
            app.frame(1 / 60)
        else:
            click(app, pos)
    assert isinstance(app.top, DealEndScene), "the first deal's sheet never came"
    post_key(app, pygame.K_ESCAPE, 1 / 60)             # the sheet aside: the deal's end in sight
    assert app.top is table


@pytest.mark.parametrize("game", ["polignac", "double_king", "guinguette"])
def test_a_save_at_a_deal_s_end_is_named_after_that_deal_not_the_next(tmp_path, monkeypatch, game):
    """Saved from the table's menu while deal 1's end was on the table (its sheet put aside), the
    match was named "… · donne 2": the engine deals the next deal as one ends, the person had not
    seen it. The name says the deal the person sees, in the saves list too in the other language;
    saved again at the next deal's end, the same save says that deal."""
    from test_ui_frame_support import debutant_table, post_key, texts_drawn
    from test_ui_frame_support import make_app as app_with_store

    from game.ui.scenes.saves import SavesScene
    from game.ui.table.sheets import DealEndScene, TableMenuScene
    app = app_with_store(tmp_path)
    app.settings["speed"], app.settings["think_pause_ms"] = "instant", 0
    table = debutant_table(app, game, 4, seed=7)
    named = app.t(f"game.{game}")
    try:
        for deal in (1, 2):
            _to_the_deal_s_end(app, table)
            assert (table.match.deal, table.deal_in_sight) == (deal + 1, deal)   # the engine is past it
            post_key(app, pygame.K_ESCAPE, 1 / 60)                      # the table's menu
            assert isinstance(app.top, TableMenuScene)
            click(app, app.top.buttons[1].rect.center)                  # "Enregistrer"
            assert f"{named} · donne {deal}" in app.top.text and f"donne {deal + 1}" not in app.top.text
            app.pop()                                                   # the "saved" message
            [entry] = app.store.list_matches()
            assert entry.name == f"{named} · donne {deal}" and entry.named == {"deal": deal, "copy": 1}
            post_key(app, pygame.K_RETURN, 1 / 60)                      # on to the next deal
            assert not isinstance(app.top, DealEndScene)
    finally:
        table.close()
        app.pop()
    app.store.autosave_abandon()                # no match in progress listed first: the save alone
    app.settings["language"] = "en"
    app.push(SavesScene(app))
    app.frame(1 / 60)
    drawn = [str(text).replace("\xa0", " ") for text in texts_drawn(monkeypatch, app.draw)]
    assert f"{named} · deal 2" in drawn, drawn
    # deal 3, dealt unseen, named only as such (Guinguette's counters hold its antes)
    assert all(text.startswith("deal 3 dealt") or "(deal 3 dealt" in text
               for text in drawn if "deal 3" in text), drawn
    app.pop()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (800, 500), (640, 400)])
@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("over", [False, True])
def test_the_match_menu_holds_its_title_and_buttons_tight_and_evenly(monkeypatch, size, language, over):
    """The table's menu ("La partie": resume, save, settings, main menu) stood at a share of the
    window, its buttons a quarter down: an empty band under its title and another under its last
    button. Now as tall as what it holds, one margin over the title's capitals, between them and
    the first button and under the last; its buttons evenly spaced, each label whole, all inside
    the sheet and the sheet inside the window; a finished match's menu ("Garder ses donnes") alike."""
    from test_ui_frame_support import debutant_table, table_app, texts_placed

    from game.ui import widgets
    from game.ui.table.sheets import TableMenuScene
    app = table_app(size, language=language)
    table = debutant_table(app, "polignac", 4)
    try:
        monkeypatch.setattr(table.match, "match_over", over)
        app.push(TableMenuScene(app, table))
        app.frame(1 / 60)
        menu = app.top
        title = next(rect for text, rect in texts_placed(monkeypatch, app.draw) if text == app.t("table.menu_title"))
        above, cap = widgets.cap_band(app.font("title"))
        buttons = [b.rect for b in menu.buttons]
        margins = [title.top + above - menu.rect.top, buttons[0].top - (title.top + above + cap),
                   menu.rect.bottom - buttons[-1].bottom]
        assert max(margins) - min(margins) <= 2 and min(margins) > 0, margins
        gaps = {b.top - a.bottom for a, b in zip(buttons, buttons[1:])}
        assert len(gaps) == 1 and 0 < gaps.pop() <= max(margins), buttons
        assert app.surface.get_rect().contains(menu.rect)
        assert all(menu.rect.contains(rect) for rect in buttons)
        assert menu.buttons[1].label == app.t("table.keep_finished" if over else "table.save")
        for button in menu.buttons:
            assert app.font("body").size(button.label)[0] < button.rect.w - 2 * widgets.radius_for(size[1])
    finally:
        table.close()
