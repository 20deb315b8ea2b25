"""Keyboard play at the table (issue 14): the whole match without the mouse, with visible focus.

* Left and Right move the focus across the hand, round from one end to the other (Home and End:
  the ends); the focused card is the one the pointer would be on: lifted and lit if it may be
  played, else its reason shows.
  When the decision is a dialog's and no card of the hand may be chosen (a trump to name, a bid,
  je joue or je passe), they move the gold edge across the dialog's buttons instead, as Tab does.
* Enter plays the focused card (where cards are to be picked, as the écart or the card a remuer
  puts back, takes it or puts it back; once the last card needed is taken, the gold mark goes to
  the button that confirms, and Enter again confirms); with no focused card, where a hint stands,
  it takes what the hint advises (its card, or its button); else it presses the dialog's default
  button, as before, and where there is none but a card of the hand is to be chosen, it frames
  the first such card (a second Enter plays it); where only buttons decide, it marks the first (a
  second Enter presses it).
* The digits 1 to 9 press the dialog's buttons in their order; Tab and Shift+Tab move a gold edge
  across them (for dialogs of more than nine), and Enter presses the button so marked. A button
  pressed from the keys that leaves the question open (a first step: a contract's trump game, je
  remue) moves the mark on to the hint's next step where a hint stands (its suit, its card), else
  to the button that confirms once it may be pressed.
* Space gathers the trick that waits or finishes the animations, else continues (a dialog's
  default button); where the deal's sheet was put away with Escape, Space, Enter or a click go on
  to the next deal (the match's end sheet put away: they bring it back).
* H asks for a hint on the decision of now, and when it comes the keyboard's focus goes onto the
  choice it advises (:func:`follow_hint`): the gold frame and the hint's gold ring stand on one
  thing, and Enter takes it. In a practice match Backspace (or Ctrl+Z) takes back the person's
  last card or decision (game/ui/table/learning.py).
* S opens the score pad, T shows or puts away the last trick, R opens the rules, L the log, as
  the bar's buttons do (where the bar offers them); over a deal's or the match's sheet, as its
  buttons do there (:meth:`TableScene.bar_over_sheet`): S, R and L open above the sheet, T sleeps.
* M mutes or restores the sound; Escape closes the last trick where it shows, else opens the
  menu (while the cards are dealt too). F11 (full screen) belongs to the app, in every scene.
"""
from __future__ import annotations

import pygame

from .learning import hinted_cards, marks

DIGITS = {getattr(pygame, f"K_{n}"): n for n in range(1, 10)}
DIGITS.update({getattr(pygame, f"K_KP{n}"): n for n in range(1, 10)})
MOVES = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_HOME: -100, pygame.K_END: 100}
BAR_LETTERS = {pygame.K_s: "table.btn.scores", pygame.K_t: "table.btn.last_trick", pygame.K_r: "table.btn.rules",
               pygame.K_l: "table.btn.log"}    # (L at the table: game/ui/table/log.py, before the others)


def handle_key(scene, event) -> bool:
    """Act on a key press at the table; False when the key means nothing here."""
    key = event.key
    if key == pygame.K_ESCAPE:
        if scene.last_trick_shown():
            scene.show_last = False
        else:
            scene.open_menu()
        return True
    if key in MOVES:
        if scene.timeline.busy():
            scene.timeline.finish()
        if not _buttons_decide(scene) or not focus_button(scene, MOVES[key]):
            move_focus(scene, MOVES[key])
        return True
    if key in DIGITS:
        return _press_button(scene, DIGITS[key] - 1)
    if key == pygame.K_TAB:
        return focus_button(scene, -1 if event.mod & pygame.KMOD_SHIFT else 1)
    if key == pygame.K_m:
        _toggle_mute(scene)
        return True
    if key in BAR_LETTERS:              # the bar's button, where the bar has it and it may be pressed
        button = scene.bar_button.get(BAR_LETTERS[key])
        if button is not None and button.enabled:
            button.click()
        return button is not None
    if key == pygame.K_h:
        scene.hint_follow = True        # the focus goes onto its advice when it comes
        scene.ask_hint()
        follow_hint(scene)              # at once if it was there already
        return True
    if key == pygame.K_BACKSPACE or (key == pygame.K_z and event.mod & pygame.KMOD_CTRL):
        scene.take_back()
        return True
    if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
        return _enter(scene, key != pygame.K_SPACE)
    return False


def _enter(scene, enter: bool) -> bool:
    """Enter (``enter``) or Space: go on with what waits, else act on what the keyboard marks."""
    if scene.timeline.busy() or scene.sheet_aside:
        scene.proceed()         # the next deal, the trick that waits, else the animations finished
        return True
    if enter and focused_button(scene) is None and focused(scene) is None:
        focus_advised(scene)            # nothing framed, a hint standing: Enter takes its advice
    button = focused_button(scene)
    if enter and button is not None:
        _press(scene, button)
        return True
    if enter and focused(scene) is not None:
        _use_focused(scene)
        return True
    return _press_default(scene) or (enter and (_frame_first(scene) or _mark_first_button(scene)))


def follow_hint(scene) -> None:
    """The hint H asked for, once it comes: the keyboard's focus goes onto the choice it advises
    (the card to play, the first card of an écart, a dialog's button), so that the gold frame and
    the hint's gold ring stand on one thing and Enter takes it. Each frame (the hint is worked out
    in the background); a hint asked with the mouse moves nothing."""
    if not getattr(scene, "hint_follow", False):
        return
    question = scene.person_seat.question
    if question is not None and scene.hints.shown(question) is not None:
        focus_advised(scene)
    elif question is not None and (scene.hints.thinking(question) or scene.app.top is not scene):
        return                          # still coming, or the first hint's question is open
    scene.hint_follow = False


def focus_advised(scene) -> bool:
    """The keyboard's focus onto what the hint standing for the decision of now advises and is
    not yet chosen: its card of the hand (the card to play, the next card of an écart, the card a
    remue puts back), else the first button it marks (a contract's trump game, then its suit; je
    remue). False when no hint stands or nothing it advises is left to choose."""
    question = scene.person_seat.question
    hint = scene.hints.shown(question) if question is not None else None
    if hint is None:
        return False
    advised = hinted_cards(hint.action)
    cards = [c for c in scene.model.hand if c in advised and c not in scene.selected and _choosable(scene, c)]
    if cards:
        _focus(scene, cards[0])
        return True
    buttons = [b for b in scene.dialog_buttons if b.enabled and not b.selected and marks(b, hint.action)]
    if buttons:
        _mark(scene, buttons[0])
        return True
    return False


def _press(scene, button) -> None:
    """A dialog button pressed from the keys. Where the question still stands after it (a first
    step taken: a trump game, then its suit; je remue, then the card), the mark goes on to the
    hint's next step where a hint stands, else to the button that confirms once it may be pressed
    (a second Enter presses it)."""
    question = scene.person_seat.question
    button.click()
    if question is not None and scene.person_seat.question is question and not focus_advised(scene):
        default = next((b for b in scene.dialog_buttons if b.default and b.enabled), None)
        if default is not None:
            _mark(scene, default)


def focused(scene) -> str | None:
    """The hand card the keyboard points at, if it is still in the hand."""
    code = scene.hover if getattr(scene, "key_focus", False) else None
    return code if code in scene.model.hand else None


def focused_button(scene):
    """The dialog button Tab has marked, while it is still offered and enabled."""
    button = getattr(scene, "button_focus", None)
    return button if button is not None and button in scene.dialog_buttons and button.enabled else None


def focus_button(scene, step: int) -> bool:
    """Mark the next (or previous) enabled dialog button, as if the pointer rested on it; a step
    of 100 or more goes to the last, of −100 or less to the first (End, Home)."""
    buttons = [b for b in scene.dialog_buttons if b.enabled]
    if not buttons:
        return False
    current = focused_button(scene)
    if abs(step) >= 100:
        i = -1 if step > 0 else 0
    else:
        i = (buttons.index(current) + step) % len(buttons) if current in buttons else (0 if step > 0 else -1)
    _mark(scene, buttons[i])
    return True


def _mark(scene, target) -> None:
    """The keys' gold edge on the dialog button ``target``, as if the pointer rested on it."""
    for b in scene.dialog_buttons:
        b.hovered = b is target
    scene.pointer = target.rect.center      # dialogs that light the button under the pointer
    scene.button_focus = target
    scene.key_focus = False


def move_focus(scene, step: int) -> None:
    """Move the focus ``step`` cards along the hand; the first move lands on the card the hint on
    the table advises, else on the first card that may be played (or the first card)."""
    hand = scene.model.hand
    if not hand:
        return
    current = focused(scene) or (scene.hover if scene.hover in hand else None)
    if abs(step) >= 100:                    # Home, End: the ends, from the first press too
        target = hand[-1] if step > 0 else hand[0]
    elif current is None:
        target = _first_focus(scene, step)
    else:                                   # round the hand, as Tab goes round the buttons
        target = hand[(hand.index(current) + step) % len(hand)]
    _focus(scene, target)


def _focus(scene, code: str) -> None:
    """The keyboard's focus on the hand card ``code``, as if the pointer rested on it."""
    scene.hover = code
    scene.key_focus = True
    scene.button_focus = None
    scene.error_line = ""


def _first_focus(scene, step: int) -> str:
    """Where the focus comes first: the card the hint on the table advises, else the first card
    that may be played (the last, going left), else the first (last) card of the hand."""
    hand = scene.model.hand
    playable = [c for c in hand if _choosable(scene, c)]
    advised = [c for c in playable if c in _advised(scene) and c not in scene.selected]
    if advised:
        return advised[0]
    if step < 0:
        return playable[-1] if playable else hand[-1]
    return playable[0] if playable else hand[0]


def _advised(scene) -> set[str]:
    """The hand cards the hint standing for the person's decision of now advises."""
    hint = scene.hints.shown(scene.person_seat.question)
    return hinted_cards(hint.action if hint is not None else None)


def _buttons_decide(scene) -> bool:
    """The decision of now is a dialog's buttons alone: no card of the hand may be chosen."""
    return bool(scene.dialog_buttons) and not any(_choosable(scene, c) for c in scene.model.hand)


def _choosable(scene, code: str) -> bool:
    dialog = scene.dialog
    if dialog is not None and dialog.picks(code):
        return code in dialog.choosable
    return scene.legal(code)


def _use_focused(scene) -> None:
    code = focused(scene)
    if scene.dialog is not None and scene.dialog.picks(code):
        scene.pick(code)
        if len(scene.selected) == getattr(scene.dialog, "count", 0):
            focus_button(scene, -100)   # the last card needed: the mark goes to the button that
                                        # confirms (Enter again confirms; an arrow goes back)
        elif code in scene.selected:
            focus_advised(scene)        # the next card the hint advises, where one stands
        return
    scene.play_card(code)


def _frame_first(scene) -> bool:
    """Enter with nothing framed and no hint standing, when a card of the hand is to be chosen:
    the frame comes to the first card that may be chosen (as the first arrow would), and a second
    Enter plays it."""
    if scene.person_seat.question is None or not any(_choosable(scene, c) for c in scene.model.hand):
        return False
    _focus(scene, _first_focus(scene, 1))     # not the card after the one the pointer rests on
    return True


def _mark_first_button(scene) -> bool:
    """Enter with nothing marked on a question of buttons alone with none to press by default (a
    Double King contract, whose Announce waits for a choice): the mark comes to the first button,
    and a second Enter presses it."""
    return _buttons_decide(scene) and focus_button(scene, 1)


def _press_button(scene, index: int) -> bool:
    buttons = [b for b in scene.dialog_buttons if b.enabled]
    if 0 <= index < len(buttons):
        _press(scene, buttons[index])
        return True
    return False


def _press_default(scene) -> bool:
    for button in scene.dialog_buttons:
        if button.default and button.enabled:
            button.click()
            return True
    return False


def _toggle_mute(scene) -> None:
    app = scene.app
    try:
        app.settings["sound"] = not app.settings.get("sound", True)
    except ValueError:
        return
    app.save_settings()
