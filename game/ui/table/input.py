"""The mouse and keys at the table: hover, click or drag a card, dialog buttons, click to skip."""
from __future__ import annotations

import pygame

from .. import widgets
from .draw import last_trick_panel
from .keys import handle_key
from .log import handle_log_event

DRAG_START_PX = 8               # a press that moves this far is a drag


def handle_table_event(scene, event) -> None:
    if handle_log_event(scene, event):
        return
    if event.type == pygame.MOUSEMOTION:
        _motion(scene, event)
    elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        _press(scene, event)
    elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
        _release(scene, event)
    elif event.type == pygame.KEYDOWN:
        handle_key(scene, event)


def _motion(scene, event) -> None:
    """Buttons and cards lit under the pointer; a pressed playable card moved far enough is dragged."""
    scene.pointer = event.pos
    scene.key_focus = False
    scene.button_focus = None
    for button in scene.bar_buttons + scene.dialog_buttons:
        button.handle(event)
    scene.hover = scene.card_at(event.pos)
    if scene.press and not scene.dragging and scene.person_to_play():
        code, start = scene.press
        moved = abs(event.pos[0] - start[0]) + abs(event.pos[1] - start[1])
        if moved > DRAG_START_PX and scene.legal(code):
            scene.dragging = True


def _press(scene, event) -> None:
    scene.pointer = event.pos
    for button in scene.bar_buttons:
        button.handle(event)
    if any(b.rect.collidepoint(event.pos) for b in scene.bar_buttons):
        return
    if scene.last_trick_shown():
        # a click closes the last trick; outside its panel it also does what it aims at
        # (a card, a dialog button), so that closing the panel never costs a click
        scene.show_last = False
        if last_trick_panel(scene).collidepoint(event.pos):
            scene.press = None
            return
    if scene.timeline.busy() or scene.trick_waiting or scene.sheet_aside:
        words = bool(scene.timeline.steps) and scene.timeline.steps[0].label == "word_hold"
        scene.proceed()     # a click anywhere goes on: the next deal, a held trick, the animations finished
        if words and scene.card_at(event.pos) is not None:
            scene.say_who_acts()        # a card clicked while a computer's word is read: why it stays
        return
    for button in scene.dialog_buttons:
        button.handle(event)
    code = scene.card_at(event.pos)
    scene.press = (code, event.pos) if code else None


def _release(scene, event) -> None:
    """A button's click, a card dropped above the hand, or a card clicked: picked for the dialog or played."""
    scene.pointer = event.pos
    if widgets.handle_buttons(scene.bar_buttons, event) or widgets.handle_buttons(scene.dialog_buttons, event):
        return
    press, scene.press = scene.press, None
    dragging, scene.dragging = scene.dragging, False
    if not press:
        return
    code = press[0]
    if dragging:
        hand_top = scene.layout.hand_span(len(scene.model.hand)).top
        if event.pos[1] < hand_top - scene.layout.hand_h * 0.15:
            scene.play_card(code)
        return
    if scene.card_at(event.pos) != code:
        return
    if scene.dialog is not None and scene.dialog.picks(code):
        scene.pick(code)
    else:
        scene.play_card(code)
