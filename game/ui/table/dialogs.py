"""Decision panels near the hand (ui.md "Score pads and dialogs").

A small walnut panel above the person's hand and below the trick, with one sentence of context
and at most four large buttons; the first is the default and answers to Enter. A dialog is a small
typed object: it lays out its own buttons (``build``) and draws itself (``draw``); an adapter's
``dialog()`` returns one (or None when the person has a card to play). The table's two:

* :class:`Choice`: one button per action (Polignac: the général, the favour question);
* :class:`CardPick`: the person picks cards in the hand, the button lays them aside once enough
  are chosen (Polignac's écart); its ``action`` says what the picked cards do.

A game with a panel of its own (Double King's contract, Guinguette's betting) subclasses these.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from .. import theme, widgets


@dataclass
class Dialog:
    """What the person is asked, in one sentence."""

    text: str

    def build(self, scene) -> list[widgets.Button]:  # pragma: no cover - per kind
        raise NotImplementedError

    def draw(self, scene, surface) -> None:
        draw_panel(scene, surface, self.panel_text(scene))

    def panel_text(self, scene) -> str:
        return self.text

    def picks(self, code: str) -> bool:
        """True when a click on this hand card picks it for the dialog (rather than plays it)."""
        return False

    def rect(self, scene) -> pygame.Rect:
        return dialog_rect(scene, self.text, [])


@dataclass
class Choice(Dialog):
    """One button per action: (label, the action's JSON form)."""

    buttons: list[tuple[str, dict]] = field(default_factory=list)

    def build(self, scene) -> list[widgets.Button]:
        items = [(label, (lambda a=action: scene.choose(a)), True) for label, action in self.buttons[:4]]
        return lay_buttons(scene, self.rect(scene), items)

    def rect(self, scene) -> pygame.Rect:
        return dialog_rect(scene, self.text, [label for label, _ in self.buttons])


@dataclass
class CardPick(Dialog):
    """Pick ``count`` of the ``choosable`` cards in the hand, then confirm."""

    count: int = 1
    choosable: list[str] = field(default_factory=list)

    def action(self, cards: list[str]) -> dict:  # pragma: no cover - per game
        """The action's JSON form for the cards picked."""
        raise NotImplementedError

    def picks(self, code: str) -> bool:
        return True

    def refusal(self, scene, code: str) -> str:
        """Why a card of the hand may not be picked ("" to say nothing)."""
        return ""

    def build(self, scene) -> list[widgets.Button]:
        ready = len(scene.selected) == self.count
        return lay_buttons(scene, self.rect(scene), [(scene.t("table.ecart_button"), scene.confirm_pick, ready)])

    def panel_text(self, scene) -> str:
        return self.text + " " + scene.t("table.ecart_chosen", n=len(scene.selected), total=self.count)

    def rect(self, scene) -> pygame.Rect:
        return dialog_rect(scene, self.text + " (0/0)", [])


# ---------------------------------------------------------------- the table's panel

def dialog_rect(scene, text: str, labels: list[str]) -> pygame.Rect:
    lay = scene.layout
    body = scene.app.font("body")
    # as wide as its sentence (up to 46% of the window), so a short question leaves the side seats'
    # plates and counters in view (Guinguette at 7 seats a player on each side of the panel)
    width = max(260, min(int(lay.w * 0.46), max(int(lay.w * 0.3), body.size(text)[0] + int(lay.h * 0.08))))
    if labels:
        # every label whole: the panel grows rather than cut "Demander la faveur"
        need = len(labels) * (max(body.size(x)[0] for x in labels) + int(lay.h * 0.05)) + int(lay.h * 0.06)
        width = min(int(lay.w * 0.9), max(width, need))
    lines = len(widgets.wrap(text, body, width - int(lay.h * 0.04)))
    rect = lay.dialog_rect(lines=lines, buttons=len(labels) or 1)
    rect.w = width
    rect.centerx = lay.w // 2
    return rect


def lay_buttons(scene, rect: pygame.Rect, items: list) -> list[widgets.Button]:
    """(label, callback, enabled) as a row of buttons along the panel's bottom, the first the default."""
    lay = scene.layout
    bh = max(theme.BUTTON_MIN_PX, int(lay.h * theme.BUTTON_HEIGHT * 0.85))
    pad = int(lay.h * 0.02)
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
        buttons.append(widgets.Button((x, y, bw, bh), label, fn, enabled=enabled, default=(i == 0)))
        x += bw + gap
    return buttons


def draw_panel(scene, surface, text: str) -> None:
    """The panel of the scene's dialog: its sentence over its buttons."""
    rect = scene.dialog.rect(scene)
    widgets.Panel(rect).draw(surface)
    body = scene.app.font("body")
    pad = int(scene.layout.h * 0.02)
    top = min(b.rect.top for b in scene.dialog_buttons)
    widgets.text_in_box(surface, text, body, theme.CREAM,
                        pygame.Rect(rect.x + pad, rect.y + pad // 2, rect.w - 2 * pad, top - rect.y - pad // 2))
    for button in scene.dialog_buttons:
        button.draw(surface, body)
