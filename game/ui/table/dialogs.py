"""Decision panels near the hand (ui.md "Score pads and dialogs").

A small walnut panel above the person's hand and below the trick, with one sentence of context
and at most four large buttons; the first is the default and answers to Enter. Two kinds:

* ``choice``: one button per action (Polignac: the général, the favour question);
* ``ecart``: the person picks cards in the hand, the button lays them aside once enough are chosen.
"""
from __future__ import annotations

import pygame

from .. import theme, widgets


def dialog_rect(scene, spec: dict) -> pygame.Rect:
    lay = scene.layout
    body = scene.app.font("body")
    text = spec["text"] + (" (0/0)" if spec.get("kind") == "ecart" else "")
    # as wide as its sentence (up to 46% of the window), so a short question leaves the side seats'
    # plates and counters in view (Guinguette at 7 seats a player on each side of the panel)
    width = max(260, min(int(lay.w * 0.46), max(int(lay.w * 0.3), body.size(text)[0] + int(lay.h * 0.08))))
    labels = [label for label, _ in spec.get("buttons", [])]
    if labels:
        # every label whole: the panel grows rather than cut "Demander la faveur"
        need = len(labels) * (max(body.size(x)[0] for x in labels) + int(lay.h * 0.05)) + int(lay.h * 0.06)
        width = min(int(lay.w * 0.9), max(width, need))
    lines = len(widgets.wrap(text, body, width - int(lay.h * 0.04)))
    rect = lay.dialog_rect(lines=lines, buttons=len(spec.get("buttons", [])) or 1)
    rect.w = width
    rect.centerx = lay.w // 2
    return rect


def build_dialog(scene, spec: dict) -> list[widgets.Button]:
    rect = dialog_rect(scene, spec)
    lay = scene.layout
    bh = max(theme.BUTTON_MIN_PX, int(lay.h * theme.BUTTON_HEIGHT * 0.85))
    pad = int(lay.h * 0.02)
    if spec.get("kind") == "ecart":
        ready = len(scene.selected) == spec["count"]
        items = [(scene.t("table.ecart_button"), scene.confirm_ecart, ready)]
    else:
        items = [(label, (lambda a=action: scene.choose(a)), True)
                 for label, action in spec["buttons"][:4]]
    n = len(items)
    gap = int(lay.w * 0.01)
    bw = (rect.w - 2 * pad - gap * (n - 1)) // n
    if n == 1:
        bw = min(bw, int(rect.w * 0.45))
    total = n * bw + (n - 1) * gap
    x = rect.centerx - total // 2
    y = rect.bottom - pad - bh
    buttons = []
    for i, (label, fn, enabled) in enumerate(items):
        b = widgets.Button((x, y, bw, bh), label, fn, enabled=enabled, default=(i == 0))
        buttons.append(b)
        x += bw + gap
    return buttons
