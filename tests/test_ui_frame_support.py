"""Helpers for the app-frame and table tests: an app on a private store (or none, for a table), clicks,
hovers and keys posted as real events, frames stepped, tables set up, what a frame draws."""
from __future__ import annotations

import pygame

from game.store import Paths, Store
from game.ui import app as app_module
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.scenes.title import TitleScene


def make_app(root, size=(1280, 720), language="fr", store=True) -> App:
    """An App whose files live under ``root`` (a fresh Store there, or no store at all)."""
    app = App(size, store=Store(Paths.under(str(root)), fsync=False) if store else None)
    app.settings["language"] = language
    return app


def table_app(size=(1280, 720), speed="instant", language="fr", **settings) -> App:
    """An App with no store for a table's tests: cards at ``speed``, the computers never pausing
    to think, in ``language``, with any other ``settings``."""
    return App(size, store=None, settings={"speed": speed, "think_pause_ms": 0, "language": language, **settings})


def at_the_title(root, monkeypatch=None):
    """For a test's fixture to yield from: an App on a store under ``root`` at the title menu (with
    ``monkeypatch``, a FakeTable stands for the table scene), shut down once the test is done."""
    if monkeypatch is not None:
        FakeTable.started = []
        monkeypatch.setattr(app_module, "_table_scene_class", lambda: FakeTable)
    app = make_app(root)
    app.push(TitleScene(app))
    app.frame(0.0)
    yield app
    app.shutdown()


def hover(app: App, pos, dt: float = 1 / 60) -> None:
    """The pointer moved to ``pos`` (no button held), then one frame of ``dt`` seconds."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(dt)


def post_click(app: App, pos, dt: float = 0.0) -> None:
    """A left click at ``pos`` as the window would send it (the pointer there, pressed, let go),
    then one frame of ``dt`` seconds."""
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.frame(dt)


def click_at(app: App, pos) -> None:
    """A left click at ``pos``, then a frame of 1/60 s: the table tests' click."""
    post_click(app, pos, 1 / 60)


def frames(app: App, n: int) -> None:
    """``n`` frames of 1/60 s: the animations given their time."""
    for _ in range(n):
        app.frame(1 / 60)


def key_down(app: App, key: int, mod: int = 0) -> None:
    """A key pressed (not let go), then a frame of 1/60 s."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    app.frame(1 / 60)


def click(app: App, widget) -> None:
    """Click the centre of a Button (or anything with a ``rect``)."""
    assert widget.rect.width > 1 and widget.rect.height > 1, "the widget was never laid out"
    post_click(app, widget.rect.center)


def post_key(app: App, key: int, dt: float = 0.0) -> None:
    """A key pressed and let go, as the keyboard delivers it (a sheet that came up by itself takes
    a key again once it was let go), then a frame of ``dt`` seconds."""
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0))
    app.frame(dt)


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
    hover(app, pos)
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


def read_on_table(table) -> list[pygame.Rect]:
    """What a tag passing over the table lies on only to hide it: every seat's plate and cards
    (fans, tricks, cards laid up), what the game shows on the cloth now (Guinguette's baskets and
    counters), the person's hand, the top bar, the counts, the story line and the trick's number."""
    from game.ui.table.draw import _seats_cards, banner_placed, counts_box, trick_number_box
    lay = table.layout
    banner = banner_placed(table)
    read = [lay.plate_rect(s) for s in range(table.players)] + _seats_cards(table) + \
        list(table.adapter.shown_clear()) + [lay.top_bar]
    read += [lay.hand_span(len(table.model.hand))] if table.model.hand else []
    return read + [box for box in (counts_box(table), trick_number_box(table), banner[0] if banner else None)
                   if box is not None]


def assert_help_by_its_button(table, button, tag: pygame.Rect) -> None:
    """A choice's help ``tag`` stands against its decision's panel, a few pixels off its top or
    bottom edge, level with ``button`` (their spans across overlap), inside the window, on none
    of the panel and nothing :func:`read_on_table`."""
    panel = table.dialog.rect(table.stage).unionall([b.rect for b in table.dialog_buttons])
    apart = tag.top - panel.bottom if tag.top >= panel.bottom else panel.top - tag.bottom
    assert 0 <= apart <= int(table.layout.h * 0.012), (button.label, tag, panel)
    assert tag.left < button.rect.right and tag.right > button.rect.left, (button.label, tag, button.rect)
    assert table.app.surface.get_rect().contains(tag), (button.label, tag)
    read = read_on_table(table)
    assert tag.collidelist(read) < 0, (button.label, tag, read[tag.collidelist(read)])


def _drawn(monkeypatch, name: str, keep, draw, returned: bool = False) -> list:
    """What ``keep`` takes (not None) from each call of ``widgets.<name>`` while ``draw()`` runs:
    ``keep(*args, **kwargs)`` before the call, or with ``returned``, ``keep(what the call returned,
    *args, **kwargs)`` after it."""
    from game.ui import widgets
    found = []
    real = getattr(widgets, name)

    def spy(*args, **kwargs):
        result = real(*args, **kwargs) if returned else None
        got = keep(result, *args, **kwargs) if returned else keep(*args, **kwargs)
        if got is not None:
            found.append(got)
        return result if returned else real(*args, **kwargs)
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
    return _drawn(monkeypatch, "draw_text", lambda rect, surface, text, *args, **kwargs: (text, pygame.Rect(rect)),
                  draw, returned=True)


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


def debutant_table(app, game: str, players: int, options=None, seed: int = 5, dealer: int = 0, **config):
    """A table of ``game`` pushed over ``app``: the person at seat 0, every other seat a computer at
    Débutant (``config``: MatchConfig's other fields, as ``mode`` or ``deals``)."""
    from game.ui.config import MatchConfig, default_seats
    from game.ui.table import TableScene
    seats = default_seats(players)
    for seat in seats[1:]:
        seat["level"] = "debutant"
    table = TableScene(app, MatchConfig(game, players, dict(options or {}), seats, seed=seed, dealer=dealer,
                                        **config))
    app.push(table)
    return table


def card_strip(rect) -> tuple[int, int]:
    """A point on the visible left strip of a hand card (the next card covers the rest)."""
    return rect.x + max(4, rect.w // 6), rect.y + rect.h // 2


def setup_from_title(app: App):
    """From the title menu, as a person goes: "New match" clicked; the setup scene it opens."""
    from game.ui.scenes.setup import SetupScene
    app.push(TitleScene(app))
    app.frame(1 / 60)
    click_at(app, app.top.buttons["new"].rect.center)
    setup = app.top
    assert isinstance(setup, SetupScene)
    return setup


def clicks_to_the_end(app: App, table, where, steps: int | None = None, seconds: float | None = None):
    """The match played to its end sheet, the person clicking at ``where()`` (None: a frame waited,
    a computer given time to think in its worker, in real time); the end sheet, read before it takes
    a click. Bounded by ``steps`` turns of the loop, or by the clock (``seconds``) where a busy
    machine makes the computers slower."""
    import time

    from game.ui.table.sheets import MatchEndScene
    deadline = None if seconds is None else time.monotonic() + seconds
    done = 0
    while (steps is None or done < steps) and (deadline is None or time.monotonic() < deadline):
        done += 1
        if isinstance(app.top, MatchEndScene):
            app.frame(0.5)                   # the end screen read before it takes a click
            return app.top
        pos = where()
        if pos is None:
            if table.asked is not None:
                time.sleep(0.002)            # a computer thinks in its worker, in real time: let it
            app.frame(1 / 60)
        else:
            click_at(app, pos)
    raise AssertionError(f"the match did not end: phase {table.match.phase}, deal {table.match.deal}")
