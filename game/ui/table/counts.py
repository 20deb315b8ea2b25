"""What the table counts for the person (issue 13): the trick in play ("Pli 7/13", Double King's
priced tricks marked ahead) and, with the setting "show_counts" (on by default), the counts at hand
in a small panel under the top bar: each game's adapter says which lines (``counts()``).

Everything counted is what the table has shown so far (the model) and facts the engine's view gives
(which cards are the contract's penalty cards, the contracts left...): no rule is restated here.
"""
from __future__ import annotations

import pygame

from .. import theme, widgets


def trick_in_play(scene) -> tuple[int, int] | None:
    """(number, total) of the trick on the table or about to be led, or None between deals: the
    tricks gathered so far plus the cards the fullest hand still holds (its card in the trick counted)."""
    m = scene.model
    if not (m.trick or m.trick_number or scene.person_to_play()):
        return None
    played = {s for s, _c, _a in m.trick}
    left = [len(m.hand) + (scene.person in played)]
    left += [seat.cards + (s in played) for s, seat in enumerate(m.seats) if s != scene.person]
    if max(left) <= 0:
        return None
    return m.trick_number + 1, m.trick_number + max(left)


def draw_trick_number(scene, surface) -> None:
    """"Pli 3/8" left of the trick; under it, when some tricks cost more than others (Double King's
    7th and 13th), one pip per trick with the priced ones in red before they are played."""
    got = trick_in_play(scene)
    if got is None:
        return
    number, total = got
    lay = scene.layout
    area = lay.trick_area()
    body, small = scene.app.font("body"), scene.app.font("small")
    x = area.left - int(lay.w * 0.015)
    label = widgets.draw_text(surface, scene.t("table.trick_n", n=number, total=total), body, theme.CREAM,
                              (x, area.centery), "bottomright")
    prices = list(scene.adapter.trick_prices())
    if not prices or len(set(prices)) < 2:
        return
    r = max(3, lay.h // 170)
    step = 3 * r
    left = x - step * (len(prices) - 1) - r
    y = label.bottom + 2 * r
    for i, price in enumerate(prices):
        c = (left + i * step, y)
        colour = theme.RED if price else theme.CREAM_DIM
        if i < number - 1:
            pygame.draw.circle(surface, colour, c, r)                  # played
        else:
            pygame.draw.circle(surface, colour, c, r, max(1, r // 2 if price else 1))
        if i == number - 1:
            pygame.draw.circle(surface, theme.GOLD, c, r + 2, 1)          # the trick in play
    words = [scene.t("table.trick_price", n=i + 1, points=p) for i, p in enumerate(prices) if p]
    widgets.draw_text(surface, ", ".join(words), small, theme.CREAM_DIM, (x, y + 2 * r), "topright")


def draw_counts(scene, surface) -> None:
    """The counts at hand of the game (a setting, on by default), top left under the bar."""
    if not scene.app.settings.get("show_counts", True):
        return
    lines = [line for line in scene.adapter.counts() if line]
    if not lines:
        return
    lay = scene.layout
    small = scene.app.font("small")
    pad = max(4, small.get_height() // 3)
    room = int(lay.w * 0.34)
    key = (tuple(lines), room, id(small))
    cache = scene.__dict__.setdefault("_counts_layout", {})      # a drawing cache, not game state
    if cache.get("key") != key:
        rows = [part for line in lines for part in widgets.wrap(line, small, room)]
        cache["key"], cache["rows"] = key, (rows, max(small.size(row)[0] for row in rows) + 2 * pad)
    rows, width = cache["rows"]
    rect = pygame.Rect(int(lay.w * 0.01), lay.top_bar.bottom + int(lay.h * 0.012), width,
                       len(rows) * small.get_linesize() + pad)
    widgets.rounded_panel(surface, rect, theme.PANEL, 200, max(3, pad), theme.PANEL_EDGE)
    y = rect.y + pad // 2
    for row in rows:
        widgets.draw_text(surface, row, small, theme.CREAM, (rect.x + pad, y))
        y += small.get_linesize()
