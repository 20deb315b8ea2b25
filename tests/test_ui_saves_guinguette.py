"""A saved Guinguette match's counters in Saved matches (a newcomer's find): the next deal is dealt,
its antes paid, as the last one ends, so the save listed "Vous 10" where the deal's sheet had just
said "Vous 12", and he thought counters were lost. A play-tester's next find: saved while the table
held the queen of diamonds taken ("Cliquez pour continuer"), the list said "Vous 43" where the
plate had just said "Vous 44" (the cotillon's ante paid, not yet shown), under "mises de la donne 1
déjà faites", which he had seen paid, and the guinguette he had won counted without a word. The line
says which antes of the deal in play are paid, the cotillon's too, and each basket won in it; the
counters listed are those the match resumed shows; a finished match's counters are its last."""
from __future__ import annotations

import json

import pygame
import pytest
from test_ui_frame_support import click, make_app, post_key, texts_drawn
from test_ui_guinguette import dealt_table

from game.store import MatchRecord
from game.ui.scenes.message import MessageScene
from game.ui.scenes.saves import SavesScene
from game.ui.scenes.title import TitleScene
from game.ui.table import TableScene
from game.ui.table.sheets import TableMenuScene

# what the row says of deal 2 of seed 4 (its three antes paid, la guinguette won by Ernestine), the
# same in fewer and fewer words
SAID = {"fr": ["mises faites, cotillon compris ; guinguette à Ernestine",
               "3 mises faites ; guinguette à Ernestine",
               "3 mises faites ; guinguette prise",
               "donne 2 en cours"],
        "en": ["antes paid, the cotillon’s too; guinguette to Ernestine",
               "3 antes paid; guinguette to Ernestine",
               "3 antes paid; guinguette taken",
               "deal 2 in play"]}


def plain(text) -> str:
    return str(text).replace("\xa0", " ").replace("\u202f", " ")


def seats(players: int) -> list:
    return [{"name": "Anne", "kind": "person", "level": None}] + [
        {"name": name, "kind": "computer", "level": "debutant"} for name in ("Ernestine", "Anatole", "Hortense")
    ][:players - 1]


def played_to(deal: int | None, seed: int = 4):
    """A real four-seat Guinguette match played by its first legal actions until ``deal`` is dealt
    (None: to its end), and the counters its last finished deal ended on."""
    record = MatchRecord.new("guinguette", 4, {}, seed, 0, seats(4))
    match = record.start()
    ended = None
    while not match.match_over and (deal is None or match.deal < deal):
        seat, action = match.to_act, match.legal_actions()[0].to_json()
        for event in match.apply_json(seat, action):
            if event.kind == "deal_end":
                ended = list(event.chips)
        record.add(seat, action)
    return record, match, ended


def score_cell(monkeypatch, app, record, match) -> list[str]:
    """What the saved match's row says in its score column: its figures, and what is said with
    them (under them, or after them where the row has no room for two lines)."""
    app.store.save_match(record, "Dimanche", match)
    app.push(SavesScene(app))
    app.frame(0.0)
    drawn = [plain(text) for text in texts_drawn(monkeypatch, app.draw)]
    app.pop()
    row = drawn.index("Dimanche")                   # its name, game, players and date, then the score
    at = next(i for i, text in enumerate(drawn) if text.startswith("Anne "))
    return drawn[row + 4:at + 1]


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (800, 500), (640, 400)])
def test_a_saved_guinguette_match_says_what_the_deal_in_play_has_paid_and_given(tmp_path, monkeypatch, language,
                                                                                size):
    app = make_app(tmp_path, size=size, language=language)
    try:
        record, match, ended = played_to(2)
        cell = score_cell(monkeypatch, app, record, match)
        chips = match.score_json()["chips"]
        assert chips != ended, "the counters saved are not those the first deal ended on"
        figures = cell[-1]
        assert figures.startswith(f"Anne {chips[0]}"), cell
        if size[1] >= 500:          # room for two lines: the note under the figures, each seat's
            assert figures == f"Anne {chips[0]} · Ernestine {chips[1]} · Anatole {chips[2]} · Hortense {chips[3]}" \
                or size[0] < 1280, cell
            assert len(cell) == 2 and cell[0] in SAID[language], cell
            assert size[0] < 1280 or cell[0] == SAID[language][0], cell     # the cotillon's ante named
            assert "Ernestine" in cell[0], cell                             # who took the guinguette
        else:                       # after them, in fewer words
            assert len(cell) == 1 and any(figures.endswith(f"({said})") for said in SAID[language]), cell
    finally:
        app.shutdown()


@pytest.mark.parametrize("language,dealt,paid", [("fr", "donne 2 distribuée", "mises faites"),
                                                  ("en", "deal 2 dealt", "antes paid")])
@pytest.mark.parametrize("size", [(1920, 1080), (640, 400)])
def test_a_match_saved_on_a_deal_s_end_says_its_counters_are_the_next_deal_s(tmp_path, monkeypatch, language,
                                                                             dealt, paid, size):
    """Saved on deal 1's end (its sheet on the table, deal 2 dealt by the engine), the save is
    named after deal 1, and its row said "mises faites" or "donne 2 en cours" as if the person had
    seen them. It says those antes and that basket are deal 2's, dealt unseen; where the row is
    narrow, that alone, never "in play"."""
    app = make_app(tmp_path, size=size, language=language)
    try:
        record, match, _ = played_to(2)
        app.store.save_match(record, "Dimanche", match, deal=1)          # deal 1's end in sight
        app.push(SavesScene(app))
        app.frame(0.0)
        drawn = [plain(text) for text in texts_drawn(monkeypatch, app.draw)]
        app.pop()
        if size[1] >= 500:          # the note under the figures: the deal, then its antes and basket
            assert any(text.startswith(f"{dealt} : " if language == "fr" else f"{dealt}: ") and paid in text
                       and "guinguette" in text for text in drawn), drawn
        else:                       # after them, that alone
            assert any(text.endswith(f"({dealt})") for text in drawn), drawn
        assert not any(app.t("gg.saves.in_deal_short", deal=2) in text for text in drawn), drawn
    finally:
        app.shutdown()


# 3 players, dealer 2: seat 0 is eldest; Anne and Ernestine hold a tierce, Anatole the queen of diamonds.
BETTING = [["9S", "TS", "JS", "6C"], ["7H", "8H", "9H", "KC"], ["AC", "QD", "KD", "6D"]]
# the same, Ernestine without her tierce: Anne, its lone holder, takes the cabaret at once
LONE = [["9S", "TS", "JS", "6C"], ["7H", "KH", "9H", "KC"], ["AC", "QD", "KD", "6D"]]


@pytest.mark.parametrize("language,hands,size,said", [
    ("fr", BETTING, (1920, 1080), "mises faites, hors cotillon ; guinguette à Anatole"),
    ("en", BETTING, (1920, 1080), "antes paid, not yet the cotillon’s; guinguette to Anatole"),
    ("fr", BETTING, (800, 500), "2 mises faites ; guinguette à Anatole"),
    ("en", BETTING, (800, 500), "2 antes paid; guinguette to Anatole"),
    ("fr", LONE, (1920, 1080), "3 mises faites ; guinguette à Anatole ; cabaret à Anne"),
    ("en", LONE, (1920, 1080), "3 antes paid; guinguette to Anatole; cabaret to Anne"),
    ("fr", LONE, (800, 500), "3 mises faites ; 2 paniers pris"),
    ("en", LONE, (800, 500), "3 antes paid; 2 baskets taken")])
def test_the_row_says_which_antes_are_paid_and_every_basket_won_in_the_deal(tmp_path, monkeypatch, language,
                                                                            hands, size, said):
    """Saved while the cabaret is bet, the cotillon's ante is still to come: the line does not say
    "the antes" paid; a basket won in the deal, the cabaret's as la guinguette's, is said with who
    took it (in a narrow row, how many antes and baskets)."""
    app = make_app(tmp_path, size=size, language=language)
    try:
        record = MatchRecord.new("guinguette", 3, {}, 1, 2, seats(3), deals=[{"hands": hands}])
        match = record.start()
        cell = score_cell(monkeypatch, app, record, match)
        assert cell[0] == said, cell
    finally:
        app.shutdown()


@pytest.mark.parametrize("language,said", [("fr", "jetons en cours de donne 2"), ("en", "counters during deal 2")])
def test_a_save_written_before_the_row_could_say_more_says_only_the_deal_its_counters_are_in(
        tmp_path, monkeypatch, language, said):
    app = make_app(tmp_path, language=language)
    try:
        record, match, _ = played_to(2)
        entry = app.store.save_match(record, "Dimanche", match)
        path = app.store.saves.path(entry.id)
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        del data["summary"]["deal_so_far"]            # as a save of an earlier version has it
        with open(path, "w", encoding="utf-8") as f:
            json.dump(data, f)
        app.push(SavesScene(app))
        app.frame(0.0)
        drawn = [plain(text) for text in texts_drawn(monkeypatch, app.draw)]
        assert said in drawn and not any("mises" in text or "antes" in text for text in drawn), drawn
    finally:
        app.shutdown()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_finished_guinguette_match_shows_its_last_counters_as_they_are(tmp_path, monkeypatch, language):
    app = make_app(tmp_path, language=language)
    try:
        record, match, _ = played_to(None)
        cell = score_cell(monkeypatch, app, record, match)
        assert match.match_over and cell == [" · ".join(
            f"{name} {n}" for name, n in zip(("Anne", "Ernestine", "Anatole", "Hortense"),
                                             match.score_json()["chips"]))], cell
    finally:
        app.shutdown()


def labelled(buttons, text):
    return next(button for button in buttons if button.label == text)


@pytest.mark.parametrize("language,said", [("fr", "mises faites, cotillon compris ; guinguette à vous"),
                                           ("en", "antes paid, the cotillon’s too; guinguette to you")])
def test_a_match_saved_on_the_queen_of_diamonds_is_listed_as_it_resumes_and_says_what_the_table_had_not_shown(
        tmp_path, monkeypatch, language, said):
    """The play-tester's save: the table held on the queen of diamonds he was dealt ("Click to go
    on"), the cotillon's ante paid by the engine and not yet flown; Menu, Save. The row lists the
    counters the match resumed from it shows, and says the cotillon's ante and the guinguette he
    took are in them: what is missing from the plates he saw lies in the cotillon's basket."""
    app = make_app(tmp_path, language=language)
    table = dealt_table(app, 4)                     # seed 1: he is dealt the queen of diamonds
    try:
        for _ in range(2000):                       # until the queen of diamonds is held for a click
            if table.trick_waiting and table.model.trick_winner is None:
                break
            app.frame(1 / 60)
        assert table.trick_waiting and table.match.guinguette_holder == 0
        held = list(table.adapter.gs.chips)         # what his plate and the others' said
        post_key(app, pygame.K_ESCAPE)
        assert isinstance(app.top, TableMenuScene)
        click(app, labelled(app.top.buttons, app.t("table.save")))
        assert isinstance(app.top, MessageScene)
        click(app, app.top.buttons[0])
        post_key(app, pygame.K_ESCAPE)
        click(app, labelled(app.top.buttons, app.t("table.to_menu")))
        assert isinstance(app.top, TitleScene)
        click(app, app.top.buttons["saves"])
        assert isinstance(app.top, SavesScene)
        drawn = [plain(text) for text in texts_drawn(monkeypatch, app.draw)]
        you = app.t("setup.you")
        at = next(i for i, text in enumerate(drawn) if text.startswith(f"{you} "))
        figures, note = drawn[at], drawn[at - 1]
        click(app, app.top.buttons["load"])
        resumed = app.top
        assert isinstance(resumed, TableScene) and resumed is not table
        for _ in range(5):
            app.frame(1 / 60)
        plates = resumed.adapter.gs.chips
        assert figures == " · ".join(f"{name} {n}" for name, n in zip((you, "Ernestine", "Anatole", "Hortense"),
                                                                        plates)), (figures, plates)
        assert note == said, drawn
        assert held != plates and sum(held) - sum(plates) == resumed.adapter.gs.basket, (held, plates)
    finally:
        for scene in list(app.stack):
            if isinstance(scene, TableScene):
                scene.close()
        app.shutdown()
