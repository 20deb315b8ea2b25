"""Issue 17 point 7: every drawing cache is bounded, and a resize releases the old size's drawings."""
from __future__ import annotations

import pygame
from test_ui_frame_support import make_app

from game.ui import cache, widgets
from game.ui.cache import DrawingCache
from game.ui.config import MatchConfig, default_seats


def test_a_drawing_cache_keeps_the_most_recent_drawings_within_its_bytes():
    c = DrawingCache("test-lru", max_bytes=4 * 100 * 100 * 4, per_window=False)
    try:
        images = [pygame.Surface((100, 100), pygame.SRCALPHA) for _ in range(6)]
        for i, image in enumerate(images[:4]):
            c.put(i, image)
        c.get(0)                       # used again: the oldest is now 1
        c.put(4, images[4])
        assert 0 in c and 1 not in c and 4 in c
        assert c.bytes <= c.max_bytes and len(c) == 4
        huge = pygame.Surface((400, 400), pygame.SRCALPHA)
        assert c.put("huge", huge) is huge and "huge" not in c, "too big to keep: drawn, not kept"
    finally:
        cache._ALL.remove(c)


def test_thousands_of_texts_stay_within_the_text_budget():
    pygame.font.init()
    font = widgets.font_px(18)
    for i in range(6000):
        widgets.render(f"Joueur {i} — {i * 7919}", font)
    text = next(c for c in cache.caches() if c.name == "text")
    assert text.bytes <= text.max_bytes and len(text) <= text.max_items


def test_a_huge_window_and_back_leaves_no_drawing_of_the_huge_size(tmp_path):
    from game.ui.table import TableScene
    app = make_app(tmp_path, store=False)
    table = TableScene(app, MatchConfig("polignac", 4, {}, default_seats(4), seed=5, dealer=0))
    app.push(table)
    try:
        app.frame(1 / 60)
        app.resize((4000, 3000))
        app.frame(1 / 60)
        assert any(c.bytes >= 4000 * 3000 * 4 for c in cache.caches()), "the felt of the huge window is kept"
        app.resize((1280, 720))
        app.frame(1 / 60)
        per_window = [c for c in cache.caches() if c.per_window]
        assert sum(c.bytes for c in per_window) < 4000 * 3000 * 4
        felt = next(c for c in per_window if c.name == "felt")
        assert felt.get((4000, 3000)) is None and felt.get((1280, 720)) is not None
    finally:
        table.close()
        app.shutdown()
