"""Decision panels near the hand (ui.md "Score pads and dialogs").

A small walnut panel above the person's hand and below the trick, with one sentence of context
and at most four large buttons; the first is the default and answers to Enter. A dialog is a small
typed object: it lays out its own buttons (``build``) and draws itself (``draw``); an adapter's
``dialog()`` returns one (or None when the person has a card to play); each is given the table's
stage (game/ui/table/stage.py). The table's two:

* :class:`Choice`: one button per action (Polignac: the général, the favour question);
* :class:`CardPick`: the person picks cards in the hand, the button lays them aside once enough
  are chosen (Polignac's écart); its ``action`` says what the picked cards do.

A game with a panel of its own (Double King's contract, Guinguette's betting) subclasses these.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from .. import theme, widgets
from .learning import tag


@dataclass
class Dialog:
    """What the person is asked, in one sentence."""

    text: str

    def build(self, stage) -> list[widgets.Button]:  # pragma: no cover - per kind
        raise NotImplementedError

    def draw(self, stage, surface) -> None:
        draw_panel(stage, surface, self.panel_text(stage), self)

    def panel_text(self, stage) -> str:
        return self.text

    def picks(self, code: str) -> bool:
        """True when a click on this hand card picks it for the dialog (rather than plays it)."""
        return False

    def rect(self, stage) -> pygame.Rect:
        return dialog_rect(stage, self.text, [])


@dataclass
class Choice(Dialog):
    """One button per action: (label, the action's JSON form)."""

    buttons: list[tuple[str, dict]] = field(default_factory=list)
    helps: dict[str, str] = field(default_factory=dict)     # a button's label → what it does, on a tag
    short_helps: dict[str, str] = field(default_factory=dict)   # the same in fewer words, where all find no room

    def build(self, stage) -> list[widgets.Button]:
        items = [(label, (lambda a=action: stage.answer(a)), True) for label, action in self.buttons[:4]]
        built = [tag(b, action) for b, (_label, action) in
                 zip(lay_buttons(stage, self.rect(stage), items), self.buttons[:4])]
        for button, (label, _action) in zip(built, self.buttons[:4]):
            button.help = self.helps.get(label, "")
            button.short_help = self.short_helps.get(label, "")
        return built

    def rect(self, stage) -> pygame.Rect:
        return dialog_rect(stage, self.text, [label for label, _ in self.buttons])


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

    def refusal(self, stage, code: str) -> str:
        """Why a card of the hand may not be picked ("" to say nothing)."""
        return ""

    def build(self, stage) -> list[widgets.Button]:
        ready = len(stage.selected) == self.count
        return lay_buttons(stage, self.rect(stage), [(stage.t("table.ecart_button"), stage.confirm_pick, ready)])

    def panel_text(self, stage) -> str:
        return self.text + " " + stage.t("table.ecart_chosen", n=len(stage.selected), total=self.count)

    def rect(self, stage) -> pygame.Rect:
        return dialog_rect(stage, self.text + " (0/0)", [])


# ---------------------------------------------------------------- the table's panel

def dialog_rect(stage, text: str, labels: list[str]) -> pygame.Rect:
    lay = stage.layout
    body = stage.font("body")
    # as wide as its sentence (up to 46% of the window), so a short question leaves the side seats'
    # plates and counters in view (Guinguette at 7 seats a player on each side of the panel)
    width = max(260, min(int(lay.w * 0.46), max(int(lay.w * 0.3), body.size(text)[0] + int(lay.base * 0.08))))
    if labels:
        # every label whole: the panel grows rather than cut "Demander la faveur"
        need = len(labels) * (max(body.size(x)[0] for x in labels) + int(lay.base * 0.05)) + int(lay.base * 0.06)
        width = min(int(lay.w * 0.9), max(width, need))
    lines = len(widgets.wrap(text, body, width - int(lay.base * 0.04)))
    rect = lay.dialog_rect(lines=lines, buttons=len(labels) or 1)
    # tall enough for its sentence's lines over its buttons (draw_panel, lay_buttons): in a small
    # window the favour question's four lines ran under "Non" and "Oui"; the panel grows upwards
    pad = int(lay.base * 0.02)
    need = pad // 2 + lines * widgets.line_step(body) + 2 * pad + theme.button_height(lay.base, 0.85)
    if rect.h < need:
        bottom = rect.bottom
        rect.h = need
        rect.bottom = bottom
        rect.top = max(rect.top, lay.top_bar.bottom + 4)
    rect.w = width
    rect.centerx = lay.w // 2
    return rect


def lay_buttons(stage, rect: pygame.Rect, items: list) -> list[widgets.Button]:
    """(label, callback, enabled) as a row of buttons along the panel's bottom, the first the default."""
    lay = stage.layout
    bh = theme.button_height(lay.base, 0.85)
    pad = int(lay.base * 0.02)
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


def draw_panel(stage, surface, text: str, dialog: Dialog) -> None:
    """The panel of the person's dialog: its sentence over its buttons."""
    rect = dialog.rect(stage)
    widgets.Panel(rect, alpha=255).draw(surface)     # opaque: the table beneath must not show through
    body = stage.font("body")
    pad = int(stage.layout.base * 0.02)
    top = min(b.rect.top for b in stage.dialog_buttons)
    widgets.text_in_box(surface, text, body, theme.CREAM,
                        pygame.Rect(rect.x + pad, rect.y + pad // 2, rect.w - 2 * pad, top - rect.y - pad // 2))
    for button in stage.dialog_buttons:
        button.draw(surface, body)
