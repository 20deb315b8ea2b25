"""A saved Guinguette match's counters in Saved matches (a newcomer's find): the next deal is dealt,
its antes paid, as the last one ends, so the save listed "Vous 10" where the deal's sheet had just
said "Vous 12", and he thought counters were lost. The line says the antes of the deal in play are
paid; a finished match's counters are its last."""
from __future__ import annotations

import pytest
from test_ui_frame_support import make_app, texts_drawn

from game.store import MatchRecord
from game.ui.scenes.saves import SavesScene

NOTE = {"fr": "mises de la donne {deal} déjà faites", "en": "antes of deal {deal} already paid"}
SHORT = {"fr": "mises faites", "en": "antes paid"}


def plain(text) -> str:
    return str(text).replace("\xa0", " ")


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
def test_a_saved_guinguette_match_says_the_antes_of_the_deal_in_play_are_paid(tmp_path, monkeypatch, language, size):
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
            assert len(cell) == 2 and cell[0] in (NOTE[language].format(deal=2), SHORT[language]), cell
            assert size[0] < 1280 or cell[0] == NOTE[language].format(deal=2), cell
        else:                       # after them, in fewer words
            assert len(cell) == 1 and figures.endswith(f"({SHORT[language]})"), cell
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
