"""Helpers for the app-frame tests: an app on a private store, clicks posted as real events."""
from __future__ import annotations

import pygame

from game.store import Paths, Store
from game.ui.app import App
from game.ui.scene import Scene


def make_app(root, size=(1280, 720), language="fr", store=True) -> App:
    """An App whose files live under ``root`` (a fresh Store there, or no store at all)."""
    app = App(size, store=Store(Paths.under(str(root)), fsync=False) if store else None)
    app.settings["language"] = language
    return app


def post_click(app: App, pos) -> None:
    """A left click at ``pos`` as the window would send it, then one turn of the loop."""
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.frame(0.0)


def click(app: App, widget) -> None:
    """Click the centre of a Button (or anything with a ``rect``)."""
    assert widget.rect.width > 1 and widget.rect.height > 1, "the widget was never laid out"
    post_click(app, widget.rect.center)


def post_key(app: App, key: int) -> None:
    """A key pressed and let go, as the keyboard delivers it (a sheet that came up by itself takes
    a key again once it was let go)."""
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0))
    app.frame(0.0)


def post_text(app: App, text: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.frame(0.0)


class FakeTable(Scene):
    """Stands in for the table scene: records how it was started."""

    started: list = []

    def __init__(self, app, config, match=None) -> None:
        super().__init__(app)
        self.config = config
        self.match = match
        FakeTable.started.append(self)

    @classmethod
    def from_record(cls, app, record, match=None):
        scene = cls(app, None, match)
        scene.record = record
        return scene


def panels_drawn(monkeypatch, edge, draw) -> list:
    """The rectangles of the rounded panels edged in ``edge`` that ``draw()`` draws."""
    def keep(surface, rect, colour, alpha, radius, border=None, *args, **kwargs):
        if border is not None and tuple(border)[:3] == tuple(edge)[:3]:
            return pygame.Rect(rect)
        return None
    return _drawn(monkeypatch, "rounded_panel", keep, draw)


def tags_on_hover(monkeypatch, app, pos, widths: bool = False) -> list[tuple]:
    """The table's tags (draw.draw_tag: a card's reason, a choice's help, the hint), as
    (text, rect), drawn in one frame while the pointer rests at ``pos``; with ``widths``, as
    (text, the width its lines were wrapped to, rect)."""
    from game.ui.table import draw
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(1 / 60)
    tags: list[tuple] = []
    real = draw.draw_tag

    def spy(scene, surface, text, anchor, width=None, bounds=None):
        rect = real(scene, surface, text, anchor, width=width, bounds=bounds)
        tags.append((text, width, rect) if widths else (text, rect))
        return rect
    monkeypatch.setattr(draw, "draw_tag", spy)
    try:
        app.draw()
    finally:
        monkeypatch.setattr(draw, "draw_tag", real)
    return tags


def _drawn(monkeypatch, name: str, keep, draw) -> list:
    """What ``keep`` takes (not None) from each call of ``widgets.<name>`` while ``draw()`` runs."""
    from game.ui import widgets
    found = []
    real = getattr(widgets, name)

    def spy(*args, **kwargs):
        got = keep(*args, **kwargs)
        if got is not None:
            found.append(got)
        return real(*args, **kwargs)
    monkeypatch.setattr(widgets, name, spy)
    try:
        draw()
    finally:
        monkeypatch.setattr(widgets, name, real)
    return found


def texts_drawn(monkeypatch, draw) -> list[str]:
    """Every line of text ``draw()`` writes (widgets.draw_text), in order."""
    return _drawn(monkeypatch, "draw_text", lambda surface, text, *args, **kwargs: text, draw)


def texts_placed(monkeypatch, draw) -> list[tuple[str, pygame.Rect]]:
    """Every line of text ``draw()`` writes, with the rectangle it covers, in order."""
    from game.ui import widgets
    found = []
    real = widgets.draw_text

    def spy(surface, text, *args, **kwargs):
        rect = real(surface, text, *args, **kwargs)
        found.append((text, pygame.Rect(rect)))
        return rect
    monkeypatch.setattr(widgets, "draw_text", spy)
    try:
        draw()
    finally:
        monkeypatch.setattr(widgets, "draw_text", real)
    return found


def texts_blitted(monkeypatch, draw, size) -> list[tuple[str, pygame.Rect]]:
    """Every line of text ``draw(surface)`` puts on a surface of ``size``, whatever wrote it
    (draw_text, text_in_box, a button's label), with the rectangle it covers there, clipped;
    lines wholly clipped away are left out."""
    from game.ui import widgets
    made: dict[int, tuple[str, pygame.Surface]] = {}
    real = widgets.render

    def spy(text, *args, **kwargs):
        image = real(text, *args, **kwargs)
        made[id(image)] = (text, image)
        return image
    placed = []

    class Spy(pygame.Surface):
        def blit(self, source, dest, *args, **kwargs):
            rect = super().blit(source, dest, *args, **kwargs)
            got = made.get(id(source))
            if got is not None and got[1] is source and rect.w and rect.h:
                placed.append((got[0], pygame.Rect(rect)))
            return rect
    monkeypatch.setattr(widgets, "render", spy)
    try:
        draw(Spy(size))
    finally:
        monkeypatch.setattr(widgets, "render", real)
    return placed


def sheet_heads_whole(monkeypatch, app, heads: tuple[str, ...]) -> list[tuple[str, pygame.Rect]]:
    """The sheet on top come up (its first moments take no click), every one of its column
    ``heads`` (catalogue keys) written whole; the texts the window then shows, placed."""
    for _ in range(30):
        app.frame(1 / 30)
    placed = texts_placed(monkeypatch, app.draw)
    texts = [text for text, _ in placed]
    for head in heads:
        assert app.t(head) in texts, (head, [text for text in texts if text.endswith("…")])
    return placed


def play_until(app: App, table, done, choose=lambda match, legal: legal[0], steps: int = 4000) -> None:
    """Every seat played through the engine (``choose`` picks among the legal actions), each paper
    read and closed, each trick gathered and the animations given time, until ``done()`` or the
    match's end. The computer seats' own answers are held back meanwhile: one that came while the
    animations ran would be played instead of ``choose``'s, sooner or later as the machine is busy
    (a deal would go another way from run to run)."""
    m = table.match
    seats = table.seats
    seats.poll = lambda: None
    try:
        for _ in range(steps):
            if done() or m.match_over:
                return
            if app.top is not table:          # an end-of-deal sheet: read, then closed
                app.pop()
                continue
            if table.trick_waiting:
                table.proceed()
            if table.timeline.busy():
                app.frame(1 / 60)
                continue
            table.apply(m.to_act, choose(m, m.legal_actions()))
    finally:
        del seats.poll                        # the class's own again


def scenario_record(game: str, name: str, seats: list):
    """A match record of the conformance example ``tests/scenarios/{game}/{name}.json``, its
    seats ``seats``, every action but the last recorded: the record and that last action."""
    import json
    from pathlib import Path

    from game.store import MatchRecord
    example = json.loads((Path(__file__).parent / "scenarios" / game / f"{name}.json").read_text())
    record = MatchRecord.new(game, example["players"], example.get("options", {}), example["seed"],
                             example["dealer"], seats, deals=example["deals"])
    *before, last = example["actions"]
    for entry in before:
        record.add(entry["seat"], {k: v for k, v in entry.items() if k != "seat"})
    return record, last


def scenario_table(app, game: str, name: str, seats: list):
    """The table of :func:`scenario_record` rebuilt as a saved match is, over ``app``: the table
    and the example's last action, not yet played."""
    from game.ui.table import TableScene
    record, last = scenario_record(game, name, seats)
    table = TableScene.from_record(app, record)
    app.push(table)
    return table, last


def engine_played_table(app, game: str, players: int, seed: int, dealer: int, match=None, **seat_names):
    """A table pushed over ``app`` where no seat plays by itself: every seat but the first is a
    person's too, the test playing them all through the engine (``match``: a match built for the
    test, its deals set; ``seat_names``: passed to ``default_seats``, as ``name``)."""
    from game.ui.config import MatchConfig, default_seats
    from game.ui.table import TableScene
    seats = default_seats(players, **seat_names)
    for seat in seats[1:]:
        seat["kind"] = "person"
    table = TableScene(app, MatchConfig(game, players, {}, seats, seed=seed, dealer=dealer), match=match)
    app.push(table)
    return table
