"""Drawing the table: felt, seats, the trick, cards in the air, the hand, the bar and the dialog.

Only draws; never changes the match or the model (design §4).
"""
from __future__ import annotations

import functools
import itertools
import math

import pygame

from .. import i18n, theme, widgets
from ..cache import DrawingCache
from ..cards import ART, COURT_LEAST_PX, card_size, index_box, soft_blur
from .counts import (
    counts_box,
    covered,
    draw_counts,
    draw_trick_number,
    ecart_pile_box,
    pile_room,
    trick_count,
    trick_number_box,
)
from .direction import draw_play_arrow, play_arrow
from .emblems import draw_centre, draw_medallion, medallion_circle, medallion_ground
from .keys import focused
from .layout import ECART_FAN, ECART_SCALE, FAN_STEP, fan_size, glow_pad, plate_inner
from .learning import hinted_cards, marks
from .log import draw_log, drawer_rect

_FANS = DrawingCache("fans", 12 * 2**20)
_GLOWS = DrawingCache("glows", 4 * 2**20)


def text(surface, line: str, font, colour, pos, anchor: str = "topleft") -> pygame.Rect:
    """``widgets.draw_text`` at whole pixels (its renders are kept in the bounded text cache)."""
    return widgets.draw_text(surface, line, font, colour, (int(pos[0]), int(pos[1])), anchor)


# ---------------------------------------------------------------- cards

def _style(scene) -> tuple[str, bool, str]:
    settings = scene.settings
    return (settings.get("language", "fr"), bool(settings.get("four_colour", False)),
            settings.get("card_back", theme.CARD_BACKS[0]))


def face(scene, code: str, height: float, dim: bool = False) -> pygame.Surface:
    lang, four, _ = _style(scene)
    return ART.face(code, height, lang=lang, four_colour=four, dim=dim)


def back(scene, height: float) -> pygame.Surface:
    return ART.back(height, _style(scene)[2])


def blit_card(surface, image, centre, angle: float = 0.0, key=None, shadow: bool = True,
              lifted: bool = False, wscale: float = 1.0) -> pygame.Rect:
    """Draw a card image centred at ``centre``, turned by ``angle`` degrees, with its shadow."""
    h = image.get_height()
    w = image.get_width()
    if wscale < 0.999:
        w = max(1, int(w * wscale))
        image = pygame.transform.smoothscale(image, (w, h))
        key = None
    if angle and key is not None:
        image = ART.rotated(key, image, angle)
    elif angle:
        image = pygame.transform.rotozoom(image, angle, 1.0)
    rect = image.get_rect(center=(int(centre[0]), int(centre[1])))
    if shadow:
        _shadow(surface, rect.center, w, h, lifted, wscale)
    surface.blit(image, rect)
    return rect


def _shadow(surface, centre, w: int, h: int, lifted: bool, wscale: float = 1.0) -> None:
    """The shadow of a card ``w`` × ``h`` (upright; ``wscale``: narrowed as it turns over) centred at ``centre``."""
    shade, off = ART.shadow(h, lifted)
    if wscale < 0.999:
        shade = pygame.transform.smoothscale(shade, (max(1, int(shade.get_width() * wscale)), shade.get_height()))
        off = (int(off[0] * wscale), off[1])
    surface.blit(shade, (centre[0] - w // 2 + off[0], centre[1] - h // 2 + off[1]))


def blit_turned(surface, upright, height: int, centre, angle: float, key, lifted: bool = False,
                dim: bool = False) -> pygame.Rect:
    """A card of ``height`` kept turned by ``angle`` under ``key`` (darkened if ``dim``), with its
    shadow: the upright image (``upright()``) is only fetched to turn it, so a fan that is kept
    turned does not keep its cards upright too (the memory of a 4K table)."""
    image = ART.turned(key, angle, upright, dim)
    rect = image.get_rect(center=(int(centre[0]), int(centre[1])))
    _shadow(surface, rect.center, card_size(height)[0], height, lifted)
    surface.blit(image, rect)
    return rect


def _glow(size) -> pygame.Surface:
    got = _GLOWS.get(size)
    if got is None:
        w, h = size
        pad = glow_pad(h)
        surf = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
        pygame.draw.rect(surf, (*theme.GOLD, 255), (pad // 2, pad // 2, w + pad, h + pad),
                         border_radius=max(3, w // 10))
        got = _GLOWS.put(size, soft_blur(surf, max(2, pad // 3)))
    return got


def fan_image(scene, count: int, height: int) -> pygame.Surface:
    """A computer seat's hand: ``count`` backs fanned a little (cached)."""
    style = _style(scene)[2]
    key = (count, height, style)
    got = _FANS.get(key)
    if got is None:
        img = back(scene, height)
        cw, ch = img.get_size()
        step = cw * FAN_STEP
        spread = min(4.0, 24.0 / max(1, count))
        width, tall = fan_size((cw, ch), count)
        surf = pygame.Surface((width, tall), pygame.SRCALPHA)
        mid = (count - 1) / 2
        for i in range(count):
            ang = -(i - mid) * spread
            turned = pygame.transform.rotozoom(img, ang, 1.0)
            x = width / 2 + (i - mid) * step
            y = surf.get_height() / 2 + abs(i - mid) * ch * 0.012
            shade, off = ART.shadow(ch)
            surf.blit(shade, (x - cw / 2 + off[0], y - ch / 2 + off[1]))
            surf.blit(turned, turned.get_rect(center=(x, y)))
        got = _FANS.put(key, surf)
    return got


# ---------------------------------------------------------------- the hand

def hand_rects(scene) -> list[tuple[str, pygame.Rect]]:
    """(code, rect) of the person's cards as drawn, left to right (the hovered one lifted)."""
    lay = scene.layout
    cw, ch = card_size(lay.hand_h)
    out = []
    for code, (centre, _angle) in zip(scene.model.hand, lay.hand_cards(len(scene.model.hand))):
        rect = pygame.Rect(0, 0, cw, ch)
        lift = _lift(scene, code)
        rect.center = (int(centre[0]), int(centre[1] - lift * ch))
        if lift:
            rect.h += int(lift * ch)               # the lifted card keeps the place it left
        out.append((code, rect))
    return out


def _lift(scene, code: str) -> float:
    if scene.dragging and scene.press and scene.press[0] == code:
        return 0.0
    if code in scene.selected:
        return theme.HOVER_LIFT * 0.8
    if code == scene.hover and _clickable(scene, code):
        return theme.HOVER_LIFT
    return 0.0              # a card that cannot be played stays down (its reason shows on a tag)


def _clickable(scene, code: str) -> bool:
    dialog = scene.dialog
    if dialog is not None and dialog.picks(code):
        return code in dialog.choosable
    return scene.person_to_play() and scene.legal(code)


def _picking(scene, code: str) -> bool:
    """The dialog up asks for cards of the hand to be picked (an écart, a card to put back)."""
    return scene.dialog is not None and scene.dialog.picks(code)


def _dimmed(scene, code: str) -> bool:
    if _picking(scene, code):
        return code not in scene.dialog.choosable
    return scene.person_to_play() and not scene.legal(code)


def draw_hand(scene, surface) -> None:
    lay = scene.layout
    cards = lay.hand_cards(len(scene.model.hand))
    ch = lay.hand_h
    dragged = None
    advised = hinted_cards(advice(scene)[1])
    for code, (centre, angle) in zip(scene.model.hand, cards):
        if scene.dragging and scene.press and scene.press[0] == code:
            dragged = code
            continue
        lift = _lift(scene, code)
        pos = (centre[0], centre[1] - lift * ch)
        dim = _dimmed(scene, code)
        if code == scene.hover and _clickable(scene, code) or code in scene.selected or code in advised:
            glow = _glow(card_size(ch))
            surface.blit(glow, glow.get_rect(center=(int(pos[0]), int(pos[1]))))
        # language, four colours and back are in the key: a change in Settings shows at once
        blit_turned(surface, functools.partial(face, scene, code, ch), ch, pos, angle,
                    ("face", ch, code, False, _style(scene)), lifted=lift > 0, dim=dim)
    if dragged is not None:
        img = face(scene, dragged, ch)
        blit_card(surface, img, scene.pointer, 0, lifted=True)


def card_refusal(scene) -> tuple[str, tuple[int, int]] | None:
    """Why the card of the hand under the pointer may not be played, or picked (a jack the écart
    may not take), and where its tag stands (its bottom centre, over the card); None elsewhere."""
    code = scene.hover
    hand = scene.model.hand
    if code not in hand or scene.dragging or not _dimmed(scene, code) \
            or not (scene.person_to_play() or _picking(scene, code)):
        return None
    lay = scene.layout
    ch = lay.hand_h
    centre, _angle = lay.hand_cards(len(hand))[hand.index(code)]
    text = scene.dialog.refusal(scene.stage, code) if _picking(scene, code) else scene.reason(code)
    return (text, (int(centre[0]), int(centre[1] - _lift(scene, code) * ch - ch * 0.62))) if text else None


def draw_card_refusal(scene, surface, refusal: tuple[str, tuple[int, int]] | None) -> None:
    """The tag of :func:`card_refusal`, over all the table says (the hint's tag included)."""
    if refusal is not None:
        draw_tag(scene, surface, refusal[0], refusal[1])


TAG_SHADOW = {"radius": 4, "offset": 2, "blur": 4}      # the paper tag's shadow (widgets.soft_shadow)


def draw_tag(scene, surface, text: str, anchor, width: int | None = None,
             bounds: pygame.Rect | None = None) -> pygame.Rect:
    """A small paper tag of ink, its bottom centre at ``anchor``, kept on screen (within
    ``bounds`` when given): one line, or wrapped to ``width`` pixels when given."""
    font = scene.app.font("small")
    lines = widgets.wrap(text, font, width) if width else [text]
    images = [font.render(line, True, theme.INK) for line in lines]
    pad = tag_pad(font)
    rect = tag_rect(scene, text, anchor, bounds or surface.get_rect(), width)
    widgets.soft_shadow(surface, rect, **TAG_SHADOW)
    pygame.draw.rect(surface, theme.PAPER, rect, border_radius=4)
    pygame.draw.rect(surface, theme.PAPER_RULE, rect, 1, border_radius=4)
    for k, img in enumerate(images):
        surface.blit(img, (rect.x + pad, rect.y + pad // 2 + k * font.get_linesize()))
    return rect


def tag_pad(font) -> int:
    """The paper tag's margin round its ink."""
    return max(4, font.get_height() // 3)


def tag_apart(scene) -> int:
    """How far a tag keeps from another tag it stands clear of (the hint's from the refusal of the
    card under the pointer, a choice's help from the hint's): the gap the hint keeps from the
    decision's panel and the bar, counted from where its shadow ends, not its paper (at 800×500 the
    hint's shadow lay on "Vous devez fournir à cœur": the two tags read as one)."""
    return int(scene.layout.h * 0.012) + TAG_SHADOW["offset"] + TAG_SHADOW["blur"]


def tag_rect(scene, text: str, anchor, bounds: pygame.Rect, width: int | None = None) -> pygame.Rect:
    """Where draw_tag lays the tag of ``text`` anchored at ``anchor``, kept inside ``bounds``."""
    font = scene.app.font("small")
    lines = widgets.wrap(text, font, width) if width else [text]
    pad = tag_pad(font)
    rect = pygame.Rect(0, 0, max(font.size(line)[0] for line in lines) + 2 * pad,
                       font.get_linesize() * (len(lines) - 1) + font.get_height() + pad)
    rect.midbottom = (int(anchor[0]), int(anchor[1]))
    rect.clamp_ip(bounds.inflate(-8, -8))
    return rect


def advice(scene, short: bool = False) -> tuple[str, dict | None]:
    """The hint's line for the person's decision of now ("thinking…" while it is worked out) and
    the action it advises (None while thinking); ("", None) when no hint stands for it.
    ``short``: its figures without what they are averaged over."""
    question = scene.person_seat.question
    if question is None:
        return "", None
    if scene.hints.thinking(question):
        return scene.t("help.thinking"), None
    hint = scene.hints.shown(question)
    if hint is None:
        return "", None
    return scene.t("help.hint_tag", line=hint.line(scene.settings.get("language", "fr"), short)), hint.action


def draw_advice(scene, surface, clear: tuple[pygame.Rect, ...] = ()) -> pygame.Rect | None:
    """The hint on the table: the dialog's button it advises ringed in gold (its cards glow in the
    hand, draw_hand), its reason on a paper tag above the dialog or the hand; where the tag lies.
    A step of the advice already taken (Double King's trump game chosen, its suit not yet) is
    ringed no more: the ring stayed on it beside the keys' frame on the suit and the prompt."""
    line, action = advice(scene)
    if not line or scene.timeline.busy():
        return None
    lay = scene.layout
    ring = max(2, lay.h // 240)
    for button in scene.dialog_buttons:
        if marks(button, action) and not button.selected:
            pygame.draw.rect(surface, theme.GOLD, button.rect.inflate(3 * ring, 3 * ring), ring,
                             border_radius=widgets.radius_for(lay.h) + ring)
    bounds = surface.get_rect()
    if scene.show_log:      # left of the log's open drawer, a choice's panel up or not (it lay on the log)
        bounds.width = drawer_rect(scene).left
    # no place clear (a small window): the figures alone, if that hides less; else down by the
    # window's foot, in narrow lines
    line, (anchor, width) = _best_spot(scene, [line, lambda: advice(scene, short=True)[0]], bounds, clear)
    return draw_tag(scene, surface, line, anchor, width=width, bounds=bounds)


def _best_spot(scene, texts: list, bounds: pygame.Rect, clear: tuple[pygame.Rect, ...],
               never: tuple[pygame.Rect, ...] = (),
               hard: tuple[pygame.Rect, ...] = (),
               near: pygame.Rect | None = None) -> tuple[str, tuple[tuple[int, int], int]]:
    """Which words of a tag and where (:func:`_advice_spot`): with ``near`` (what the tag speaks
    of: a choice, a button), those with a place clear of everything nearest it
    (:func:`_nearest_spot`); else the first of ``texts`` where it covers nothing; else, of each of
    them (a later one may be given as a function, worked out only then) at its places and then
    down by the window's foot too, the way that covers least, the first of equals. ``never``:
    more it lies on only where no place is clear of it, as a seat's plate; ``hard``: what it lies
    on only where no place is clear of that, plates or not (a choice's help: its panel, whose top
    rows it hid at 800×500 with the log open)."""
    first = texts[0]
    if near is not None:
        nearest = _nearest_spot(scene, [text() if callable(text) else text for text in texts], bounds, clear,
                                never, hard, near)
        if nearest is not None:
            return nearest
    spot, hidden = _advice_spot(scene, first, bounds, clear, never=never, hard=hard)
    if not hidden:
        return first, spot
    words = [first] + [text() if callable(text) else text for text in texts[1:]]
    ways = [(first, spot, hidden)] + [(text, *_advice_spot(scene, text, bounds, clear, never=never, hard=hard))
                                      for text in words[1:]]
    ways += [(text, *_advice_spot(scene, text, bounds, clear, low=True, never=never, hard=hard))
             for text in words]
    text, spot, _hidden = min(ways, key=lambda way: way[2])
    return text, spot


def _nearest_spot(scene, words: list[str], bounds: pygame.Rect, clear: tuple[pygame.Rect, ...],
                  never: tuple[pygame.Rect, ...], hard: tuple[pygame.Rect, ...],
                  near: pygame.Rect, about: float = 0.05) -> tuple[str, tuple[tuple[int, int], int]] | None:
    """Which of ``words`` (the whole first, then fewer) and where, at the place nearest ``near``
    (what the tag speaks of: a choice, a button) clear of all :func:`_best_spot` weighs
    (:func:`_clear_near`): the whole where it stands about as near as the nearest (within
    ``about`` of the window's height), else the words that stand nearest; None where none has a
    clear place. Before the hint's places: at 1280×720,
    three at Guinguette, the help of "Je joue" and of the raises took the hint's place under the
    bar, clear but the window's height away from the panel, and a person did not tie it to the
    button (at 800×500, eight seats, no place of the hint's was clear: it went down to the
    window's foot, in its right-hand corner)."""
    found = [(text, _clear_near(scene, text, near, bounds, _avoided(scene, text, bounds, clear, never, hard)))
             for text in words]
    clear_ones = [(text, got) for text, got in found if got is not None]
    if not clear_ones:
        return None
    nearest = min(got[1] for _text, got in clear_ones)
    text, (place, _far) = next((text, got) for text, got in clear_ones if got[1] <= nearest + scene.layout.h * about)
    return text, place


def _advice_spot(scene, line: str, bounds: pygame.Rect, clear: tuple[pygame.Rect, ...] = (),
                 low: bool = False, never: tuple[pygame.Rect, ...] = (),
                 hard: tuple[pygame.Rect, ...] = ()) -> tuple[tuple[tuple[int, int], int], int]:
    """advice_place (also clear of ``clear``, the other tags, by :func:`tag_apart`: its places are
    also tried raised above each of those; ``low``: also down by the window's foot), and how much
    of what it keeps clear the tag covers there (of ``never`` and ``clear`` too, as of a seat's
    plate: at 800×500, four at Guinguette, the hint lay on "Vous devez couper"). The trick's number
    is kept clear so too (kept off "Vous devez couper", the hint lay on "Pli 1/4")."""
    places, keep = _advice_places(scene, line, bounds, low)
    apart = tag_apart(scene)
    number = trick_number_box(scene)
    clear = (*clear, number) if number is not None else clear
    places += [((x, min(y, rect.top - apart)), width) for rect in clear for (x, y), width in places]
    others = [rect.inflate(2 * apart, 2 * apart) for rect in clear]
    return least_covering(scene, line, places, keep, bounds, _never_hidden(scene) + list(never) + others, hard)


def _avoided(scene, line: str, bounds: pygame.Rect, clear: tuple[pygame.Rect, ...],
             never: tuple[pygame.Rect, ...], hard: tuple[pygame.Rect, ...]) -> list[pygame.Rect]:
    """Everything :func:`_advice_spot` weighs a tag of ``line`` covering: what the table shows
    (:func:`_advice_places`), the plates, bar and hand, ``never``, ``hard``, the trick's number
    and ``clear`` (the other tags) by :func:`tag_apart`."""
    _places, keep = _advice_places(scene, line, bounds)
    apart = tag_apart(scene)
    number = trick_number_box(scene)
    others = [rect.inflate(2 * apart, 2 * apart) for rect in (*clear, *([number] if number is not None else []))]
    return keep + _never_hidden(scene) + list(never) + list(hard) + others


# the widths of lines _clear_near tries, as shares of the table's width: four fifths (the hint's
# widest) down to a fifth, finely (at 800×500, eight at Guinguette, the only room by the panel took
# lines of a quarter; at 800×500 the band between Double King's chooser and the hand holds a trump
# suit's help in one long line, not in two of two fifths)
_NEAR_SHARES = (0.8, 0.66, 0.56, 0.48, 0.4, 0.34, 0.3, 0.27, 0.25, 0.23, 0.21, 0.19, 0.17, 0.15)
# _clear_near's answers, by all they hang on (asked again each frame), each kept as a 1-tuple: None is an answer
_near_found = DrawingCache("near", 4096, max_items=64, shared=False)


def _clear_near(scene, text: str, near: pygame.Rect, bounds: pygame.Rect,
                avoid: list[pygame.Rect]) -> tuple[tuple[tuple[int, int], int], float] | None:
    """The place nearest ``near`` where a tag of ``text`` lies a few pixels clear of each of
    ``avoid`` and inside ``bounds``, its lines four fifths of the table's width or narrower
    (:data:`_NEAR_SHARES`, twelve letters at least): its bottom centre and the width of its lines,
    and how far its middle stands from ``near``'s (the eye goes from the one to the other: a tag
    beside the choice but down in the window's corner reads as far); None where there is none.
    The heights tried set the tag against the edges of what it keeps clear of, of ``near`` and of
    ``bounds`` (where a free room begins); at each, every free stretch of the band is tried, at
    its place nearest ``near``."""
    lay = scene.layout
    room = bounds.inflate(-8, -8)            # as tag_rect keeps a tag
    gap = max(3, lay.h // 160)
    walls = [pygame.Rect(r).inflate(2 * gap, 2 * gap) for r in {tuple(r) for r in avoid}]
    key = (text, tuple(near), tuple(room), lay.w, scene.app.font("small").get_height(), tuple(map(tuple, walls)))
    kept = _near_found.get(key)
    if kept is not None:
        return kept[0]
    font = scene.app.font("small")
    least = font.size("M" * 12)[0]
    best: tuple[float, pygame.Rect, int] | None = None
    edges = [(r.top, r.bottom, r.left, r.right) for r in walls]
    for share in _NEAR_SHARES:
        width = max(least, min(int(lay.w * share), room.w - 2 * tag_pad(font)))
        w, h = tag_rect(scene, text, (0, 0), bounds, width).size
        ys = {near.top - gap - h, near.bottom + gap, room.top, room.bottom - h,
              *(r.bottom for r in walls), *(r.top - h for r in walls)}
        for y in ys:
            dy = y + h / 2 - near.centery
            if not room.top <= y <= room.bottom - h or best is not None and abs(dy) >= best[0]:
                continue
            # the free stretches of the band the tag would lie in, each at its x nearest ``near``
            spans = sorted([(a, b) for top, bottom, a, b in edges if top < y + h and bottom > y])
            left = room.left
            for start, end in spans + [(room.right, room.right)]:
                if min(start, room.right) - left >= w:
                    x = min(max(near.centerx - w // 2, left), min(start, room.right) - w)
                    far = math.hypot(x + w / 2 - near.centerx, dy)
                    if best is None or far < best[0]:
                        best = (far, pygame.Rect(x, y, w, h), width)
                left = max(left, end)
    found = None if best is None else (((best[1].centerx, best[1].bottom), best[2]), best[0])
    return _near_found.put(key, (found,))[0]


def _never_hidden(scene) -> list[pygame.Rect]:
    """What a tag of the table's (the hint's, a choice's help) lies on only where no place it may
    stand is clear of it: every seat's plate, the top bar and the person's hand (at 640×400 the
    help of Double King's "Atout" lay on the foot of Hortense's plate, as covering it hid fewer
    pixels than covering the panel's corner)."""
    lay = scene.layout
    hand = [lay.hand_span(len(scene.model.hand))] if scene.model.hand else []
    return [lay.plate_rect(s) for s in range(scene.players)] + [lay.top_bar] + hand


def least_covering(scene, line: str, places: list, keep: list, bounds: pygame.Rect,
                   never: list | tuple = (), hard: list | tuple = ()) -> tuple[tuple[tuple[int, int], int], int]:
    """Of the ``places`` a tag of ``line`` may stand (its bottom centre, the width of its lines),
    the first that covers least of ``hard``, then of ``never`` and then of ``keep``, and how much
    it covers there (a pixel of ``never`` weighs more than all of ``keep``, a pixel of ``hard``
    more than all of ``never``)."""
    weight = (len(keep) + 1) * bounds.w * bounds.h
    heavy = (len(never) + 1) * bounds.w * bounds.h * weight
    hidden = [(covered(rect, hard) + _off(rect, bounds)) * heavy + covered(rect, never) * weight + covered(rect, keep)
              for rect in (tag_rect(scene, line, anchor, bounds, width) for anchor, width in places)]
    best = min(range(len(places)), key=hidden.__getitem__)
    return places[best], hidden[best]


def _off(rect: pygame.Rect, bounds: pygame.Rect) -> int:
    """How many pixels of a tag lie outside ``bounds`` (one wider than them, which tag_rect cannot
    keep inside: at 640×400 with the log open a trump suit's help ran off the window's left)."""
    inside = rect.clip(bounds)
    return rect.w * rect.h - inside.w * inside.h


def advice_place(scene, line: str, bounds: pygame.Rect) -> tuple[tuple[int, int], int]:
    """Where the hint's tag stands (its bottom centre) and how wide its lines run (_advice_places)."""
    return _advice_spot(scene, line, bounds)[0]


def _advice_places(scene, line: str, bounds: pygame.Rect,
                   low: bool = False) -> tuple[list[tuple[tuple[int, int], int]], list]:
    """The places the hint's tag may stand (its bottom centre, and how wide its lines run), best
    first, and what it should keep clear there: above the decision's panel, or under it, or under
    the top bar, or above the story line, in lines of about half the window or, fewer and longer,
    of four fifths of it (:func:`_advice_spot` takes the first that lies over none of the seats,
    their cards, the person's hand, the counts, the story line or what the game lays on the
    cloth, else the one that covers least). Above the hand when no panel is open, in shorter
    lines where one would lie on the plates beside it. ``low``: also beside the panel down by the
    window's foot, in lines as narrow as the room there, a place of last resort (a short line
    under the panel reads better)."""
    lay = scene.layout
    hand = lay.hand_span(len(scene.model.hand))
    counts = counts_box(scene)
    keep = _table_keep(scene, counts)
    banner = banner_placed(scene)
    # the story line, often what the panel asks about ("You took every trick: général?"): read
    # while deciding, it weighs three times a seat, as the hand does (at 800x500 the help of
    # "Stop here" lay on it rather than on a plate's edge)
    keep += [banner[0]] * 3 if banner is not None else []
    if not panel_up(scene):
        # in one line of about half the window, or in more and shorter ones where that line
        # would lie on the plates beside the hand (many seats), the trick above kept clear; in
        # the middle of ``bounds`` and no wider (left of the log's drawer when it is open)
        anchor = (bounds.centerx, int(hand.top - lay.h * 0.02))
        # the trick's cards, read while choosing the card, weigh three times a seat, as the hand
        # does (the places the next cards fall on are free while the hint stands: they fall once
        # the person has played)
        keep += _trick_cards_lying(scene) * 3
        widths = tuple(min(int(lay.w * share), bounds.w - 24) for share in (0.56, 0.42, 0.32))
        return [(anchor, width) for width in widths] + _beside_hand(scene, line, bounds, hand, keep), keep
    rects = [scene.dialog.rect(scene.stage)] + [b.rect for b in scene.dialog_buttons]
    top = min(r.top for r in rects) - lay.h * 0.012
    bottom = max(r.bottom for r in rects) + lay.h * 0.012
    # the hand is what the person decides from: covering its cards' corners weighs three times
    # what covering a seat does (at 800x500 a contract's tag under the dialog hid its ranks)
    keep += [hand] * 3 if scene.model.hand else []
    # so do the counts' lines, read while choosing (at 800x500 a contract's help lay on their last)
    keep += [counts] * 2 if counts else []
    places: list[tuple[tuple[int, int], int]] = []

    widest = bounds.w - 8 - 2 * tag_pad(scene.app.font("small"))      # tag_rect keeps 4 px inside bounds
    for width in (min(int(lay.w * 0.56), widest), min(int(lay.w * 0.8), widest)):
        size = tag_rect(scene, line, (0, 0), bounds, width).size
        # above the panel also right of the counts, where a small window's panel leaves the tag
        # above it level with them (800x500: a contract's help lay on their last line)
        aside = _right_of_counts(scene, size[0], lay.w // 2, counts)
        places += [((lay.w // 2, int(top)), width), ((aside, int(top)), width),
                   ((lay.w // 2, int(bottom + size[1])), width),
                   _under_bar(scene, line, bounds, lay.w // 2, width, counts)]
        if banner is not None:      # above the story line, where it stands over the panel
            places.append(((lay.w // 2, int(banner[0].top - lay.h * 0.012)), width))
    # beside the panel, left or right, its top level with the panel's, in lines as wide as the
    # room there: where a small window has no clear band above, under or high (800x500, four at
    # Guinguette: the tag under the bar lay on the trump's medallion); and, with ``low``, last, in
    # lines as narrow as the room there, down by the window's foot beside the hand, under the side
    # seats (640x400, Double King: the panel and the seats left no band clear, and the hint for a
    # contract, even in its fewer words, lay on Anatole's plate)
    panel = rects[0].unionall(rects[1:])
    keep.append(panel)                # a tag kept inside ``bounds`` may be pushed onto it
    gap = int(lay.w * 0.015)
    font = scene.app.font("small")
    pad = tag_pad(font)
    foot: list[tuple[tuple[int, int], int]] = []
    def beside(width: int, side: int) -> tuple[int, int]:
        """The centre of a tag ``width`` wide beside the panel (``side`` −1: left), and its height."""
        w, h = tag_rect(scene, line, (0, 0), bounds, width).size
        return (panel.left - gap - w // 2 if side < 0 else panel.right + gap + w // 2), h

    for room, side in ((panel.left - bounds.left - 2 * gap, -1), (bounds.right - panel.right - 2 * gap, 1)):
        width = room - 2 * pad
        if width < font.size("M" * 8)[0]:
            continue
        if width >= font.size("M" * 12)[0]:
            x, h = beside(width, side)
            places.append(((x, panel.top + h), width))
        # (down there, to the window's edge: four pixels inside it, as tag_rect keeps a tag)
        width += gap - 4
        foot.append(((beside(width, side)[0], bounds.bottom), width))
    places += _beside_counts(scene, line, bounds, counts) + _beside_high_plates(scene, line, bounds, panel.top)
    return places + (foot if low else []), keep


def _trick_cards_lying(scene) -> list[pygame.Rect]:
    """Where each card of the trick lies (:func:`draw_trick`), tilted within the glow's margin."""
    lay = scene.layout
    height = lay.trick_h()                 # the trick's cards' own size (smaller where it lacks room)
    box = pygame.Rect((0, 0), card_size(height)).inflate(glow_pad(height), glow_pad(height))
    out = []
    for seat, _code, _angle in scene.model.trick:
        x, y = lay.trick_slot(seat)
        out.append(box.copy())
        out[-1].center = (int(x), int(y))
    return out


def _beside_hand(scene, line: str, bounds: pygame.Rect, hand: pygame.Rect,
                 keep: list[pygame.Rect]) -> list[tuple[tuple[int, int], int]]:
    """Left and right of the person's hand, in lines as wide as the room there, level with the
    places above it or down by the window's foot: where the places above the hand lie on the
    trick (at 800×500, four at Guinguette, the hint beside a refused card, kept off the refusal
    and the trick's number, lay on the foot of the king played to the trick). ``keep`` gets what
    a tag there would hide: the way play goes and the line beside the hand ("Your turn")."""
    lay = scene.layout
    font = scene.app.font("small")
    pad = tag_pad(font)
    gap = int(lay.w * 0.015)
    arrow = play_arrow(scene)
    keep += [arrow.rect] if arrow is not None else []
    keep.append(lay.hint_area(scene.app.font("body").get_linesize(), len(scene.model.hand),
                              scene.adapter.person_cards_rect()))
    places: list[tuple[tuple[int, int], int]] = []
    for room, side in ((hand.left - bounds.left - 2 * gap, -1), (bounds.right - hand.right - 2 * gap, 1)):
        width = room - 2 * pad
        if width < font.size("M" * 8)[0]:
            continue
        w = tag_rect(scene, line, (0, 0), bounds, width).w
        x = hand.left - gap - w // 2 if side < 0 else hand.right + gap + w // 2
        places += [((x, int(hand.top - lay.h * 0.02)), width), ((x, int(hand.centery)), width),
                   ((x, bounds.bottom), width)]
    return places


def _beside_high_plates(scene, line: str, bounds: pygame.Rect,
                        above: int) -> list[tuple[tuple[int, int], int]]:
    """Under the bar, left and right of the plates of the seats wholly ``above`` that height (the
    decision's panel's top: the seat across the table), in lines as wide as the room there: at
    640×400 the only room for the help of Double King's "Atout" that lies on no seat's plate
    (beside the panel it runs to eleven lines, taller than the room under the side seat's plate)."""
    lay = scene.layout
    high = [plate for plate in (lay.plate_rect(s) for s in range(scene.players)) if plate.bottom <= above]
    if not high:
        return []
    gap = int(lay.w * 0.015)
    font = scene.app.font("small")
    pad = tag_pad(font)
    out = []
    for room, side in ((min(p.left for p in high) - bounds.left - 2 * gap, -1),
                       (bounds.right - max(p.right for p in high) - 2 * gap, 1)):
        width = room - 2 * pad
        if width < font.size("M" * 12)[0]:
            continue
        w, h = tag_rect(scene, line, (0, 0), bounds, width).size
        x = bounds.left + gap + w // 2 if side < 0 else bounds.right - gap - w // 2
        out.append(((x, int(lay.top_bar.bottom + lay.h * 0.012 + h)), width))
    return out


def _table_keep(scene, counts: pygame.Rect | None) -> list[pygame.Rect]:
    """What a tag keeps clear on the table: the seats' plates and cards, what the game shows on
    the cloth now (not the room it keeps for what may come), the ``counts``."""
    return [scene.layout.plate_rect(s) for s in range(scene.players)] + list(scene.adapter.shown_clear()) + \
        _seats_cards(scene) + ([counts] if counts else [])


def _under_bar(scene, line: str, bounds: pygame.Rect, x: int, width: int,
               counts: pygame.Rect | None) -> tuple[tuple[int, int], int]:
    """A tag's place under the top bar, centred at ``x`` in lines ``width`` wide, moved right of
    the counts where they lie top left."""
    lay = scene.layout
    w, h = tag_rect(scene, line, (0, 0), bounds, width).size
    return (_right_of_counts(scene, w, x, counts), int(lay.top_bar.bottom + lay.h * 0.012 + h)), width


def _right_of_counts(scene, w: int, x: int, counts: pygame.Rect | None) -> int:
    """The centre of a tag ``w`` wide centred at ``x``, moved right of the counts where they lie
    top left (and the window has the room)."""
    lay = scene.layout
    if counts is not None and counts.centerx < lay.w // 2:
        x = max(x, min(counts.right + int(lay.w * 0.01) + w // 2, lay.w - w // 2))
    return x


def _beside_counts(scene, line: str, bounds: pygame.Rect,
                   counts: pygame.Rect | None) -> list[tuple[tuple[int, int], int]]:
    """Under the bar right of the counts where they lie top left, in lines as wide as the room
    there (a language whose line outgrows it at four fifths of the window laid the tag on the
    counts); none where there is no such room."""
    lay = scene.layout
    if counts is None or counts.centerx >= lay.w // 2:
        return []
    gap = int(lay.w * 0.015)
    font = scene.app.font("small")
    width = bounds.right - counts.right - 3 * gap - 2 * tag_pad(font)
    if width < font.size("M" * 12)[0]:
        return []
    w, _h = tag_rect(scene, line, (0, 0), bounds, width).size
    return [((counts.right + gap + w // 2, _under_bar(scene, line, bounds, 0, width, None)[0][1]), width)]


# ---------------------------------------------------------------- seats

def draw_fans(scene, surface) -> None:
    """The computer seats' hands, fanned backs."""
    lay = scene.layout
    for seat, show in enumerate(scene.model.seats):
        if seat != scene.person and show.cards > 0:
            surface.blit(fan_image(scene, show.cards, lay.seat_h), lay.fan_rect(seat, show.cards))


def _plate_form(scene) -> str:
    """How the computer seats' plates write their level beside the game's figure, alike on every
    plate whatever its level and its figure: "whole" ("Débutant · net +3"), "short" where that
    outgrows a plate with the widest figure the plate may show ("Débutant · +3"), "" (the figure
    alone) where even that does not fit."""
    small = scene.app.font("small")
    key = (scene.layout.w, scene.layout.h, scene.t("level.debutant"), id(small),
           tuple(info.get("level") for info in scene.config.seats))
    got = scene.__dict__.get("_plate_form")         # a drawing cache, not game state
    if got is not None and got[0] == key:
        return got[1]
    adapter = scene.adapter
    seats = [seat for seat, info in enumerate(scene.config.seats) if info.get("kind") != "person"]

    def fits(short: bool) -> bool:
        for seat in seats:
            level = scene.t(f"level.{scene.config.seats[seat].get('level', 'debutant')}")
            figure = adapter.plate_detail_widest(seat, short)
            line = f"{level} · {figure}" if figure else level
            if small.size(line)[0] > plate_inner(pygame.Rect((0, 0), scene.layout.plate_size), True).w:
                return False
        return True
    form = "whole" if fits(False) else "short" if fits(True) else ""
    scene.__dict__["_plate_form"] = (key, form)
    return form


def _plate_detail(scene, seat: int, short: bool = False) -> str:
    """The plate's second line: the level (computer seats, where it fits every plate) and the
    game's figure; ``short``: the figure in its briefer form ("5 · général")."""
    info = scene.config.seats[seat]
    form = _plate_form(scene)
    level = "" if info.get("kind") == "person" or scene.adapter.plate_note(seat) or not form else \
        scene.t(f"level.{info.get('level', 'debutant')}")
    figure = scene.adapter.plate_detail(seat, short=short or (bool(level) and form == "short"))
    return " · ".join(p for p in (level, figure) if p)


def plate_wants(scene) -> None:
    """Tell the layout how wide each computer seat's plate must be for its second line whole
    ("5 pts · général manqué" was cut at 1920×1080): it grows where the seats beside leave room.
    Measured once per plate size, font and lines (each frame asks: the text was measured anew)."""
    lay = scene.layout
    small = scene.app.font("small")
    details = tuple((seat, _plate_detail(scene, seat)) for seat, info in enumerate(scene.config.seats)
                    if info.get("kind") != "person")
    key = (lay.plate_size, id(small), small.get_height(), details)
    got = scene.__dict__.get("_plate_wants")        # a drawing cache, not game state
    if got is None or got[0] != key:
        base = pygame.Rect((0, 0), lay.plate_size)
        chrome = base.w - plate_inner(base, True).w
        needs = {seat: small.size(detail)[0] + chrome for seat, detail in details}
        got = (key, {seat: need for seat, need in needs.items() if need > base.w})
        scene.__dict__["_plate_wants"] = got
    lay.plate_wants.clear()
    lay.plate_wants.update(got[1])


def _plate_image(scene, seat: int, plate: pygame.Rect, turn: bool) -> tuple[pygame.Surface, int]:
    """The seat's name plate with its shadow, glow and dealer mark, drawn once per content."""
    info = scene.config.seats[seat]
    small = scene.app.font("small")
    detail = _plate_detail(scene, seat)
    if small.size(detail)[0] > plate_inner(plate, info.get("kind") != "person").w:
        detail = _plate_detail(scene, seat, short=True)     # its short form where even grown it has no room
    name = scene.seat_name(seat)
    dealer = scene.model.dealer == seat
    key = (seat, plate.size, turn, name, detail, dealer, scene.t("table.dealer_mark"))
    cache = scene.__dict__.setdefault("_plate_cache", {})      # a drawing cache, not game state
    got = cache.get(seat)
    if got is not None and got[0] == key:
        return got[1], got[2]
    m = max(8, plate.h // 3)
    surf = pygame.Surface((plate.w + 2 * m, plate.h + 2 * m), pygame.SRCALPHA)
    r = pygame.Rect(m, m, plate.w, plate.h)
    radius = max(4, plate.h // 5)
    widgets.soft_shadow(surf, r, radius, offset=3, blur=6)
    if turn:
        glow = _glow(plate.size)
        surf.blit(glow, glow.get_rect(center=r.center))
    widgets.rounded_panel(surf, r, theme.PANEL, 235, radius,
                          theme.GOLD if turn else theme.PANEL_EDGE, 3 if turn else 1)
    body, small = scene.app.font("body"), scene.app.font("small")
    if info.get("kind") != "person":           # a drawn initial for each computer player
        draw_medallion(surf, seat, name, r)
    inner = plate_inner(r, info.get("kind") != "person")
    dr = dealer_mark_radius(scene)
    # the name's line stops short of the dealer's mark, in its top right corner
    room = min(inner.w, r.right - 2 * dr - 4 - dr // 2 - inner.x) if dealer else inner.w
    text(surf, widgets.fit(name, body, room), body, theme.GOLD if turn else theme.CREAM,
         (inner.x, r.y + r.h * 0.1), "topleft")
    text(surf, widgets.fit(detail, small, inner.w), small, theme.CREAM_DIM,
         (inner.x, r.bottom - r.h * 0.1), "bottomleft")
    if dealer:
        draw_dealer_mark(scene, surf, (r.right - dr - 4, r.y + dr + 4))
    cache[seat] = (key, surf, m)
    return surf, m


def dealer_mark_radius(scene) -> int:
    """The radius of the dealer's mark (:func:`draw_dealer_mark`)."""
    return widgets.ring_radius(scene.app.t("table.dealer_mark"), scene.app.font("small"))


def draw_dealer_mark(scene, surface, centre) -> pygame.Rect:
    """The dealer's mark, a red letter ringed on ivory, centred at ``centre``: in the top right
    corner of the dealer's plate at the table, beside the dealer's name on a lesson's board.
    Returns what it covers."""
    dr = dealer_mark_radius(scene)
    widgets.draw_ringed_letter(surface, scene.app.t("table.dealer_mark"), scene.app.font("small"), centre,
                               theme.RED, theme.IVORY, max(1, dr // 5))
    return pygame.Rect(int(centre[0]) - dr, int(centre[1]) - dr, 2 * dr + 1, 2 * dr + 1)


def draw_seat(scene, surface, seat: int) -> None:
    lay = scene.layout
    show = scene.model.seats[seat]
    plate = lay.plate_rect(seat)
    turn = scene.match.to_act == seat and not scene.timeline.busy() and not scene.match.match_over
    image, m = _plate_image(scene, seat, plate, turn)
    surface.blit(image, (plate.x - m, plate.y - m))
    small = scene.app.font("small")
    # the tricks won, squared, with their count
    if show.tricks:
        rect = lay.stack_rect(seat)
        img = back(scene, rect.h)
        for k in range(min(show.tricks, 4)):
            blit_card(surface, img, (rect.centerx + k, rect.centery - 2 * k), shadow=(k == 0))
        words, where = trick_count(scene, seat, show.tricks)
        text(surface, words, small, theme.CREAM, where.topleft)
    # cards laid face up in front of the seat (Polignac: the jacks taken)
    for code, r in zip(show.shown, _laid_up(lay, seat, show)):
        blit_card(surface, face(scene, code, r.h), r.center)


def thinking_dots(scene, seat: int) -> tuple[list[tuple[int, int]], int]:
    """Where the three dots of a seat that thinks stand, and their radius: in its medallion, in
    place of the initial (the name beside it says who), where no word of the plate can be."""
    (cx, cy), radius = medallion_circle(scene.layout.plate_rect(seat))
    r = max(2, radius // 6)
    return [(cx + 3 * r * (k - 1), cy) for k in range(3)], r


def draw_thinking(scene, surface) -> None:
    """Three dots that breathe in the medallion of the seat that thinks."""
    seat = scene.thinking()
    if seat is None or scene.timeline.busy():
        return
    centre, radius = medallion_circle(scene.layout.plate_rect(seat))
    pygame.draw.circle(surface, medallion_ground(seat), centre, radius - max(1, radius // 8))
    phase = pygame.time.get_ticks() / 250.0
    centres, r = thinking_dots(scene, seat)
    for k, dot in enumerate(centres):
        lit = (int(phase) % 3) == k
        pygame.draw.circle(surface, theme.GOLD if lit else theme.CREAM, dot, r)


def draw_ecart_pile(scene, surface) -> None:
    n = scene.model.ecart_pile
    if not n:
        return
    pos = scene.ecart_spot(scene.model.dealer, scene.adapter.hand_dealt())
    img = back(scene, scene.layout.seat_h * ECART_SCALE)
    for k in range(min(n, 4)):
        blit_card(surface, img, (pos[0] + k * ECART_FAN, pos[1] - k * ECART_FAN), angle=8 - k * 3,
                  key=("back", img.get_height(), "ecart", _style(scene)), shadow=(k == 0))
    # named, so that it is not taken for a card in play: the cards the dealer laid aside
    small = scene.app.font("small")
    label, size = scene.stage.ecart_label(n)
    rect = scene.layout.ecart_label(pos[0], pos[1], size)
    widgets.rounded_panel(surface, rect, theme.PANEL, 200, rect.h // 3)
    text(surface, label, small, theme.CREAM_DIM, rect.center, "center")


# ---------------------------------------------------------------- trick, flights, banner

def won_frame(width: int) -> int:
    """How wide the gold frame round the card that takes the trick is, for a card ``width`` wide."""
    return max(3, width // 16)


def _won(img: pygame.Surface, key) -> pygame.Surface:
    """A card face in a gold frame: the card that takes the trick (cached). The frame lies round the
    card, outside its edge: drawn over the edge it hid the corner index of a small card (a 10 read
    "0", a K "<" at 900×560)."""
    got = _GLOWS.get(("won", key))
    if got is None:
        w, h = img.get_size()
        t = won_frame(w)
        got = pygame.Surface((w + 2 * t, h + 2 * t), pygame.SRCALPHA)
        pygame.draw.rect(got, theme.GOLD, got.get_rect(), border_radius=max(3, int(w * 0.06)) + t)
        got.blit(img, (t, t))
        got = _GLOWS.put(("won", key), got)
    return got


def _won_face(scene, code: str, height: int, key) -> pygame.Surface:
    return _won(face(scene, code, height), key)


def draw_trick(scene, surface) -> None:
    h = scene.layout.trick_h()
    winner = scene.model.trick_winner
    # the card that takes a complete trick is laid last: at a crowded table the cards overlap,
    # and the winning one would lie under those played after it
    for seat, code, angle in sorted(scene.model.trick, key=lambda played: played[0] == winner):
        pos = scene.layout.trick_slot(seat)
        key = ("face", h, code, False, _style(scene))
        upright = functools.partial(face, scene, code, h)
        if seat == winner:          # the card that takes the complete trick: glow and gold frame
            glow = _glow(card_size(h))
            surface.blit(glow, glow.get_rect(center=(int(pos[0]), int(pos[1]))))
            key = ("won",) + key
            upright = functools.partial(_won_face, scene, code, h, key)
        blit_turned(surface, upright, h, pos, angle, key)
    if scene.model.trick:           # the card led: the suit to follow (over the cards played after it)
        seat, _code, angle = scene.model.trick[0]
        draw_led_mark(surface, scene.layout.trick_slot(seat), h, angle)


def led_mark_parts(height: int) -> list[pygame.Rect]:
    """The gold bracket that marks the card led to a trick (the suit to follow), as two bars in the
    upright card's own pixels (its top-left corner at 0, 0): along its top edge and its left edge,
    just outside the card, as long as its corner index reaches. Outside the card, it hides none of
    its face; by the index, which no other card of the trick covers (layout.trick_spots), it stays
    in sight and reads as the led card's, whatever lies over the rest of it."""
    cw, ch = card_size(height)
    t = max(2, round(cw * theme.LED_MARK))
    index = index_box((cw, ch))
    return [pygame.Rect(-t, -t, index.right + t, t), pygame.Rect(-t, -t, t, index.bottom + t)]


def draw_led_mark(surface, centre, height: int, angle: float = 0.0) -> pygame.Rect:
    """The led card's bracket (led_mark_parts) on the card ``height`` tall centred at ``centre``,
    turned ``angle`` degrees about the card's centre as the card is (cached); the rectangle it
    covers. Its image holds the bracket alone, not a card's room round it."""
    angle = round(angle * 2) / 2
    key = ("led", height, angle)
    got = _GLOWS.get(key)
    cw, ch = card_size(height)
    if got is None:
        parts = led_mark_parts(height)
        box = parts[0].union(parts[1]).inflate(2, 2)        # its walnut edge, one pixel all round
        upright = pygame.Surface(box.size, pygame.SRCALPHA)
        radius = max(1, parts[0].h // 2)
        for part in parts:          # edged in walnut: it stays apart from the winner's gold glow
            pygame.draw.rect(upright, theme.RIM, part.move(-box.x, -box.y).inflate(2, 2), border_radius=radius + 1)
        for part in parts:
            pygame.draw.rect(upright, theme.GOLD, part.move(-box.x, -box.y), border_radius=radius)
        # the bracket's centre from the card's centre, upright, turned as the card turns
        # (rotozoom turns anticlockwise on the screen, whose y runs down)
        dx, dy = box.centerx - cw / 2, box.centery - ch / 2
        turn = math.radians(angle)
        offset = (dx * math.cos(turn) + dy * math.sin(turn), -dx * math.sin(turn) + dy * math.cos(turn))
        image = pygame.transform.rotozoom(upright, angle, 1.0) if angle else upright
        got = _GLOWS.put(key, (image, offset))
    image, (ox, oy) = got
    rect = image.get_rect(center=(round(centre[0] + ox), round(centre[1] + oy)))
    surface.blit(image, rect)
    return rect


def draw_flights(scene, surface) -> None:
    """Cards in the air. Each is drawn from one cached image at its larger size and scaled per frame
    (rendering a face at every intermediate size would cost far more than a frame)."""
    H = scene.layout.card_base          # a flight's heights are fractions of it, as the layout's cards
    for flight in sorted(scene.flights, key=lambda f: f.layer):
        base_h = max(8, int(max(flight.height0, flight.height1) * H))
        if flight.showing_face() and flight.code:
            img = face(scene, flight.code, base_h)
        else:
            img = back(scene, base_h)
        scale = max(0.05, flight.height() * H / base_h) * (1 + flight.lift())
        # edge-on, a card still shows its edge: never thinner than a sliver of card
        w = max(2, int(img.get_width() * scale * flight.width_scale()), int(img.get_height() * scale * 0.025))
        h = max(1, int(img.get_height() * scale))
        scaled = (w, h) != img.get_size()
        if scaled:
            img = pygame.transform.smoothscale(img, (w, h))
        if flight.shade() > 0.01:          # the face turning away from the light
            k = 255 - int(255 * flight.shade())
            img = img if scaled else img.copy()         # never darken the cached face itself
            img.fill((k, k, k), special_flags=pygame.BLEND_RGB_MULT)
        angle = flight.angle()
        if abs(angle) >= 0.25:
            img = pygame.transform.rotate(img, angle)
        cx, cy = flight.pos()
        shade, off = ART.shadow(base_h, True)
        sw = max(1, int(shade.get_width() * scale * flight.width_scale()))
        sh = max(1, int(shade.get_height() * scale))
        shade = pygame.transform.scale(shade, (sw, sh))
        surface.blit(shade, shade.get_rect(center=(int(cx + off[1] * scale * 0.5), int(cy + off[1] * scale))))
        surface.blit(img, img.get_rect(center=(int(cx), int(cy))))


def draw_banner(scene, surface) -> None:
    """The story line of the deal (général, capote, the rest played out): in the middle of the
    table, which is empty between tricks when these things happen, where nothing lies there.
    Not while the deal's (or the match's) sheet stands over the table: it says the deal's story
    itself, and the line lay half under its edge ("Ernestine gagne le cotillon (20)", three seats)."""
    placed = banner_placed(scene)
    if placed is None or scene.sheet_up():
        return
    font = scene.app.font("body")
    box, lines = placed
    widgets.rounded_panel(surface, box, theme.PANEL, 220, box.h // 3, theme.GOLD)
    y = box.centery - font.get_linesize() * len(lines) // 2
    for line in lines:
        img = widgets.render(line, font, theme.CREAM)
        surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
        y += font.get_linesize()


def banner_placed(scene) -> tuple[pygame.Rect, list[str]] | None:
    """Where the story line stands and its lines (None when there is none): placed once per
    text, window and what lies around (a drawing cache, asked every frame)."""
    said = scene.banner_text()
    text = i18n.now(said)
    if not text:
        return None
    font = scene.app.font("body")
    lay = scene.layout
    hand = lay.hand_span(max(1, len(scene.model.hand)))
    keep = [lay.plate_rect(s) for s in range(scene.players)] + list(scene.adapter.keep_clear()) + \
        [hand] + ([scene.dialog.rect(scene.stage)] if scene.dialog is not None else []) + _seats_cards(scene)
    number = trick_number_box(scene)
    if number is not None:
        keep.append(number)
    arrow = play_arrow(scene)          # the way play goes, on the cloth: not hidden by the line
    if arrow is not None:
        keep.append(arrow.rect)
    counts = counts_box(scene)          # read beside it (800×500, Double King: the line lay on their corner)
    if counts is not None:
        keep.append(counts)
    ecart = ecart_pile_box(scene)
    if ecart is not None:
        keep.append(ecart)
    if scene.playout is not None:        # the cards played out fall on the trick's place
        keep.append(lay.trick_cards_box())
    room = pygame.Rect(0, 0, lay.w, lay.h)
    if scene.show_log:              # the log's drawer lies over the table's right: left of it
        room.width = drawer_rect(scene).left
    cache = scene.__dict__.setdefault("_banner_layout", {})      # a drawing cache, not game state
    key = (text, lay.w, lay.h, id(font), len(scene.model.trick), scene.playout is not None,
           tuple(tuple(r) for r in keep), tuple(room))
    if cache.get("key") != key:
        cache["key"], cache["placed"] = key, _story_placed(scene, text, i18n.cut_now(said), font, keep, room)
    return cache["placed"]


def _story_placed(scene, text: str, cut: str | None, font, keep: list,
                  room: pygame.Rect) -> tuple[pygame.Rect, list[str]]:
    """The story line's place and lines: with each name whole where it finds a clear place in
    one line or two (:func:`_place_banner`); where its room is short (a name of 24 letters at
    800×500 with eight seats read "Jean-Baptiste Montgolfie" over three more lines, beside the
    log's drawer "Jean-Baptiste" / "Montgolfie" / "took every" / ...), ``cut``, the same line with
    the names as their plates cut them, unless that fits the room less, lies less clear or takes
    more lines."""
    box, lines, fits = _place_banner(scene, text, font, keep, room)
    if cut is None or (fits and not covered(box, keep) and len(lines) <= 2):
        return box, lines
    short_box, short_lines, short_fits = _place_banner(scene, cut, font, keep, room)
    if (not short_fits, covered(short_box, keep), max(2, len(short_lines))) <= \
            (not fits, covered(box, keep), max(2, len(lines))):
        return short_box, short_lines
    return box, lines


def _place_banner(scene, text: str, font, keep: list, room: pygame.Rect) -> tuple[pygame.Rect, list[str], bool]:
    """Where the story line goes, and in how many lines, within ``room`` (the window, or left of
    the log's drawer where it is open), and whether its lines fit that room (a word wider than
    the room, a long name, stays whole)."""
    lay = scene.layout
    area = lay.trick_area()
    gap = lay.h * 0.012
    hand = lay.hand_span(max(1, len(scene.model.hand)))
    # on one line, or on two where one line would lie on a basket's rim (Guinguette's baskets
    # leave the middle of the cloth narrower than a long line)
    forms = [[text]]
    for share in (0.56, 0.64, 0.72):        # the words may not break near the middle: a little wider
        halves = widgets.wrap(text, font, int(font.size(text)[0] * share))
        if len(halves) == 2:
            forms.append(halves)
            break
    margin = font.get_height()          # the box's edge round its words
    fits = [lines for lines in forms if max(font.size(line)[0] for line in lines) + margin <= room.w]
    # beside the log's drawer a small window leaves less than even two lines take: as many as the room asks
    forms = fits or [widgets.wrap(text, font, room.w - 2 * margin)]
    step = int(lay.w * 0.06)

    def spots(forms: list[list[str]]) -> list[tuple[pygame.Rect, list[str]]]:
        # in the middle (above the trick when one lies there), else under the trick, else just
        # above the person's hand, where the table is clear (Guinguette's baskets and trump lie
        # around the trick): each place in one line, then in two, then a little to either side, up
        # or down (a small window leaves narrow gaps)
        boxes = []
        for place in range(3):
            for lines in forms:
                rect = pygame.Rect(0, 0, max(font.size(line)[0] for line in lines),
                                   font.get_linesize() * len(lines))
                # above the trick when one lies there, or while a decided rest is played out (its
                # cards fell on the line in the middle: "the cards are played out" hidden by them)
                if place == 0 and (scene.model.trick or scene.playout is not None):
                    rect.midbottom = (area.centerx, int(area.top - gap))
                elif place == 0:
                    rect.center = area.center
                elif place == 1:
                    rect.midtop = (area.centerx, int(area.bottom + gap))
                else:
                    rect.midbottom = (area.centerx, int(hand.top - 2 * gap))
                nudge = rect.h // 2
                for dx, dy in itertools.product((0, step, -step), (0, nudge, -nudge)):
                    box = rect.inflate(margin, font.get_height() // 2).move(dx, dy)
                    box.clamp_ip(room)
                    boxes.append((box, lines))
        return boxes
    best = min(spots(forms), key=lambda b: covered(b[0], keep))      # the first of equals
    if covered(best[0], keep) and fits:
        # nowhere clear in one line nor two: in three, narrower, where that lies clearer (at
        # 640×400 with eight at Guinguette, "Anatole shows the queen of diamonds and takes the
        # guinguette (8).", the deal's opening line, lay over the basket waiting by his plate)
        # else in four, narrower still (at 640×400 with seven, the baskets moved off a trick drawn
        # smaller, the middle of the cloth is narrower than three lines)
        for count, shares in ((3, (0.36, 0.4, 0.44, 0.48)), (4, (0.26, 0.29, 0.32, 0.35))):
            if not covered(best[0], keep):
                break
            narrow = next((lines for share in shares
                           if len(lines := widgets.wrap(text, font, int(font.size(text)[0] * share))) == count), None)
            if narrow is not None:
                best = min([best] + spots([narrow]), key=lambda b: covered(b[0], keep))
    box, lines = best
    return box, lines, max(font.size(line)[0] for line in lines) + margin <= room.w


def _seats_cards(scene) -> list[pygame.Rect]:
    """Where the seats' cards lie as drawn: the others' fanned backs, the tricks each has won with
    their count, and the cards laid face up in front of a seat (Polignac's captured jacks)."""
    lay = scene.layout
    out = []
    for seat, show in enumerate(scene.model.seats):
        if seat != scene.person and show.cards > 0:
            out.append(lay.fan_rect(seat, show.cards))
        if show.tricks:
            out.append(pile_room(scene, seat, show.tricks))
        out += _laid_up(lay, seat, show)
    return out


def _laid_up(lay, seat: int, show) -> list[pygame.Rect]:
    """Where each card the seat laid face up lies (the row is set for four, the jacks of a deal)."""
    if not show.shown:
        return []
    return lay.jacks_origin(seat, max(4, len(show.shown)))[:len(show.shown)]


def draw_hint(scene, surface) -> None:
    """Beside the hand: whose turn it is for the person, or why a card was refused (or, out of the
    table, that the match plays on to its end); and under it, whatever is said, the click the
    table waits for (a complete trick, a moment to read). Its lines stay clear of what the game
    lays on the cloth (:func:`hint_lines`)."""
    said = [([scene.error_line], theme.PAPER)] if scene.error_line else []
    if scene.sheet_aside:                     # the deal's sheet put away: the deal ended, in sight
        said.append(([scene.t("table.click_to_go_on" if scene.match_result is None else "table.click_for_result")],
                     theme.GOLD))             # (the match's: the final table, its sheet a click away)
    elif scene.trick_waiting:
        winner = scene.model.trick_winner
        if winner is None:
            said.append(([scene.t("table.click_to_go_on")], theme.GOLD))
        else:
            said.append((trick_waits(scene), theme.GOLD))
    elif not said and scene.person_to_play() and not scene.dragging and not scene.playing_out():
        said.append(([scene.t("table.your_turn")], theme.GOLD))    # (played out for him: the story line says so)
    elif not said and scene.to_the_end:       # out of the table: the rest of the match played at once
        said.append(([scene.t("table.out_playing")], theme.GOLD))
    if not said:
        return
    font = scene.app.font("body")
    area = scene.layout.hint_area(font.get_linesize(), len(scene.model.hand), scene.adapter.person_cards_rect())
    for line, colour, rect in hint_lines(said, font, area, scene.adapter.keep_clear()):
        widgets.draw_text(surface, line, font, colour, rect.topleft, "topleft")


def trick_waits(scene) -> list[str]:
    """Who takes the complete trick on the cloth and the click that gathers it, whole then in
    fewer words; with what it counts for him where the game counts it (``model.trick_gain``:
    "Hortense takes the trick (+2) · click to gather it")."""
    winner = scene.model.trick_winner
    key = "table.trick_waits_you" if winner == scene.person else "table.trick_waits"
    name = scene.seat_name(winner)
    plain = [scene.t(key, name=name), scene.t(key + "_short", name=name)]
    if scene.model.trick_gain is None:
        return plain
    gain = scene.model.trick_gain()      # where the line with it has no room: the line without it
    return [scene.t(key + "_gain", name=name, gain=gain), scene.t(key + "_gain_short", name=name, gain=gain),
            *plain]


def hint_lines(said: list, font, area: pygame.Rect, keep: list) -> list[tuple[str, object, pygame.Rect]]:
    """The lines beside the hand, each with its colour and place, from its bottom up: each of
    ``said`` (the same words in fewer and fewer, and their colour) wrapped to the ``area``'s width,
    as long as its lines lie clear of ``keep`` (what the game lays on the cloth: at 640×400 with
    eight at Guinguette the talon, above a line's room, had two lines over its name); else in
    fewer words, each form in turn down to its fewest (who takes the trick said with what it
    counts for him, then without it: at 640×400 with eight at Guinguette the line with it was
    cut to one line, "· cl…"); else each on one line, before its last dot cut where it must be
    (the click it says kept whole); else the last alone (the click the
    table waits for); else, none clear, the way that covers least of ``keep``. Among the ways
    that cover least, the first whose parts between its dots each stand whole on a line."""
    def placed(paragraphs: list) -> list[tuple[str, object, pygame.Rect]]:
        lines = [(line, colour) for text, colour in paragraphs for line in text]
        y = area.bottom - len(lines) * font.get_linesize()
        out = []
        for k, (line, colour) in enumerate(lines):
            w, h = font.size(line)
            out.append((line, colour, pygame.Rect(area.x, y + k * font.get_linesize(), w, h)))
        return out
    width = max(80, area.w)

    def broken(text: str) -> list[str]:
        # whole where it fits, else at its natural breaks first: "Hortense takes the trick ·" over
        # "click to gather it", not "… click to gather" over "it"
        if font.size(text)[0] <= width or " · " not in text:
            return widgets.wrap(text, font, width)
        lines: list[str] = []
        parts = text.split(" · ")
        for k, part in enumerate(parts):
            wrapped = widgets.wrap(part, font, width)
            if k < len(parts) - 1 and font.size(wrapped[-1] + " ·")[0] <= width:
                wrapped[-1] += " ·"      # where it fits: else the break says it, not a dot alone on a line
            lines += wrapped
        return lines
    texts = [[forms[min(k, len(forms) - 1)] for forms, _ in said] for k in range(max(len(forms) for forms, _ in said))]
    ways = [[(broken(text), colour) for text, (_, colour) in zip(way, said)] for way in texts]
    # a way whose parts between dots each stand whole on a line reads best: not "Ernestine takes the
    # trick" over "(−1) ·" over "click to gather it" at 800×500, where fewer words say it in two
    neat = [all(font.size(part)[0] <= width for text in way for part in text.split(" · ")) if
            any(" · " in text for text in way) else True for way in texts]
    def one_line(forms: list[str]) -> str:
        # the first form that fits whole; else the fewest words with what comes before the last dot
        # cut, the click the table waits for kept whole ("Hortense remporte… · cliquez": eight seats
        # left of the log's drawer at 800x500, cut at the end, it read "… · cliq…")
        fits = next((text for text in forms if font.size(text)[0] <= width), None)
        if fits is not None or " · " not in forms[-1]:
            return fits or widgets.fit(forms[-1], font, width)
        head, tail = forms[-1].rsplit(" · ", 1)
        room = width - font.size(" · " + tail)[0]
        if room < font.size(head.split(" ")[0][:3] + "…")[0]:
            return widgets.fit(forms[-1], font, width)
        return widgets.fit(head, font, room) + " · " + tail
    ways += [[([one_line(forms)], colour) for forms, colour in said], [([one_line(said[-1][0])], said[-1][1])]]
    tried = [placed(way) for way in ways]
    hidden = [sum(covered(rect, keep) for _, _, rect in lines) for lines in tried]
    least = min(hidden)
    return tried[next((k for k, tidy in enumerate(neat) if tidy and hidden[k] == least), hidden.index(least))]


def trick_panel_card_h(scene) -> int:
    """How tall the trick panel's cards are: a little under the table's, never so short that a
    court's suit in its frame falls under the index's least size (8 pixels at 640×400)."""
    return max(int(scene.layout.table_h * 0.85), COURT_LEAST_PX)


def trick_panel_rect(scene, count: int, centre=None) -> pygame.Rect:
    """The panel that lays out a trick of ``count`` cards, by default over the middle of the table."""
    lay = scene.layout
    cw, ch = card_size(trick_panel_card_h(scene))
    gap = int(cw * 0.25)
    width = count * cw + (count - 1) * gap + 2 * gap
    panel = pygame.Rect(0, 0, max(width, int(lay.w * 0.3)),
                        ch + scene.app.font("body").get_linesize() * 2 + 3 * gap)
    panel.center = centre or (lay.w // 2, int(lay.h * 0.42))
    return panel


def last_trick_panel(scene) -> pygame.Rect:
    """Where the last trick is shown on demand: a panel over the middle of the table."""
    return trick_panel_rect(scene, len(scene.model.last_trick))


def draw_last_trick(scene, surface) -> None:
    if scene.last_trick_shown():
        draw_trick_panel(scene, surface, scene.model.last_trick, scene.model.last_winner)


def draw_trick_panel(scene, surface, cards: list, winner, centre=None) -> pygame.Rect:
    """A trick laid out in a panel, each card over its player's name, the winner's in gold."""
    h = trick_panel_card_h(scene)
    cw, ch = card_size(h)
    gap = int(cw * 0.25)
    body, small = scene.app.font("body"), scene.app.font("small")
    panel = trick_panel_rect(scene, len(cards), centre)
    widgets.Panel(panel, alpha=255).draw(surface)     # opaque: the table beneath must not show through
    title = scene.t("table.last_trick_by", name=scene.seat_name(winner))
    widgets.draw_text(surface, title, body, theme.CREAM, (panel.centerx, panel.y + gap // 2), "midtop")
    x = panel.centerx - (len(cards) * cw + (len(cards) - 1) * gap) // 2 + cw // 2
    y = panel.y + gap + body.get_linesize() + ch // 2
    for k, (seat, code) in enumerate(cards):
        img = face(scene, code, h)
        if seat == winner:
            glow = _glow(img.get_size())
            surface.blit(glow, glow.get_rect(center=(x, y)))
        blit_card(surface, img, (x, y))
        if k == 0:                  # the card led, as on the cloth
            draw_led_mark(surface, (x, y), h)
        colour = theme.GOLD if seat == winner else theme.CREAM_DIM
        widgets.draw_text(surface, widgets.fit(scene.seat_name(seat), small, cw + gap), small, colour,
                          (x, y + ch // 2 + 4), "midtop")
        x += cw + gap
    return panel


def bar_texts(scene) -> list[tuple[str, str, pygame.Rect]]:
    """The bar's texts as drawn: (text, font role, rect). Where we are sits left of the buttons;
    the state of play beside it, or on the second row of a narrow window's bar. When room is
    short, the parts least needed go first (the state of play a step shorter, where the game has
    one, so that the preset or "rules changed" stays; then the remark; then, where the game says
    the state of play in fewer words still, the whole of it; then the game's name), so that the
    deal number and the state of play (the leader, the contract, the baskets) stay whole."""
    lay = scene.layout
    bar = lay.top_bar
    body, small = scene.app.font("body"), scene.app.font("small")
    line = scene.adapter.top_line()
    left, centre, *fewer = line + [""] * (2 - len(line))
    key = (left, centre, tuple(fewer), scene.bar_left, bar.size, lay.bar_rows, id(body), id(small))
    cached = scene.__dict__.get("_bar_texts")          # a drawing cache, not game state
    if cached is not None and cached[0] == key:
        return cached[1]
    gap = lay.bar_row_h // 2
    x0 = bar.x + lay.bar_row_h // 3
    two_rows = lay.bar_rows > 1
    row_y = bar.y + lay.bar_row_h // 2
    room = scene.bar_left - x0 - gap
    parts = left.split(" · ")
    centre_w = 0 if two_rows or not centre else small.size(centre)[0] + gap
    # the room the state of play has taken at this size, at its longest in this deal: as the trump
    # was named and a basket waited, the game's name came and went beside it (the bar's text jumped
    # each time); but a long line of an earlier deal (seven players tied at the top) kept the name
    # off the bar for the rest of the match, with room left beside a shorter one
    widest = scene.__dict__.setdefault("_bar_widest", {})          # a drawing cache, not game state
    held = key[3:] + (scene.model.deal,)
    centre_w = widest[held] = max(centre_w, widest.get(held, 0))
    remarks = len(scene.adapter.title_parts()) - 1      # after the game's name: its preset, "rules changed"
    # the game's name kept beside the state of play in fewer words stays while the state of play,
    # now without them, fits whole beside it (at 800x500 "Double King ·" went at the deal's end, as
    # the penalty cards' count, and with it the fewer words, left the bar)
    named = scene.__dict__.setdefault("_bar_named", {})            # a drawing cache, not game state
    fewest = fewer or ([centre] if named.get(held) else [])
    form = remarks_form(scene, parts, remarks, room, gap if not two_rows else None)
    while form is not None:                # decided for the match at this size
        parts = remarks_written(scene, left.split(" · "), remarks, form)
        width = body.size(" · ".join(parts))[0]
        if form == REMARKS_NONE or width <= room - centre_w or not two_rows and any(
                width <= room - small.size(said)[0] - gap for said in (centre, *fewer)):
            remarks = 0
            break
        # a state of play wider than the match was weighed at: the remarks a form shorter, for good
        form = scene.__dict__["_bar_remarks"][remarks_size(scene)] = form - 1
    while len(parts) > 1 and body.size(" · ".join(parts))[0] > room - centre_w:
        if remarks > 0:
            if not two_rows and fewer and body.size(" · ".join(parts))[0] <= room - small.size(fewer[0])[0] - gap:
                break                      # the state of play a step shorter keeps the remark ("Rules
            remarks -= 1                   # changed" went as the trump was named: "Trumps: ♦" leaves it room)
            parts.pop(1)                   # the rules' remarks make room before the game's name
        elif not two_rows and any(body.size(" · ".join(parts))[0] <= room - small.size(said)[0] - gap
                                  for said in fewest):
            break                          # the state of play in fewer words keeps the game's name
        else:
            parts.pop(0)
    named[held] = parts[0].startswith(left.split(" · ")[0])      # (left: the whole line, as yet; a mark after it)
    left = widgets.fit(" · ".join(parts), body, room)
    out = []
    rect = pygame.Rect(x0, row_y - body.get_height() // 2, *body.size(left))
    out.append((left, "body", rect))
    if centre:
        if two_rows:
            start, end, y = x0, bar.right - x0, (lay.bar_row_h + bar.bottom) // 2
        else:
            start, end, y = rect.right + gap, scene.bar_left - gap // 2, row_y
        for said in (centre, *fewer):             # the state of play whole, else in fewer words
            shown = widgets.fit_words(said, small, end - start)
            if shown == said:
                break
        out.append((shown, "small", pygame.Rect(start, y - small.get_height() // 2, *small.size(shown))))
    scene.__dict__["_bar_texts"] = (key, out)
    return out


def remarks_size(scene) -> tuple:
    """What the bar's room for the title's remarks depends on: the window's bar, its fonts and
    the title's words (in the language read)."""
    lay = scene.layout
    return (scene.bar_left, lay.top_bar.size, lay.bar_rows, id(scene.app.font("body")),
            id(scene.app.font("small")), tuple(scene.adapter.title_parts()))


# the forms of the title's remarks on the bar: whole ("Rules changed"), a mark after the game's name
# ("Guinguette*", its words on a tag under the pointer), none
REMARKS_WHOLE, REMARKS_MARK, REMARKS_NONE = 2, 1, 0


def remarks_written(scene, parts: list[str], remarks: int, form: int) -> list[str]:
    """The bar's first parts (the game's name, its ``remarks``, the deal...) with the remarks in
    ``form``."""
    if form == REMARKS_WHOLE:
        return list(parts)
    rest = parts[1 + remarks:]
    if form == REMARKS_MARK:
        return [parts[0] + scene.t("table.rules_changed_mark"), *rest]
    return [parts[0], *rest]


def remarks_form(scene, parts: list[str], remarks: int, room: int, gap: int | None) -> int | None:
    """How the title's remarks after the game's name ("Rules changed") stand on the bar at this
    window size, decided once for the match: whole where they fit, with the game's name and the
    deal (a figure more, as the deals go by), beside every state of play the game may show in this
    match (``bar_states``) in its fewest words (or on the bar's first row alone where the state of
    play has a second: ``gap`` None); else as a mark after the game's name where that fits so;
    else not at all. At 1366×768 "Règles modifiées" came and went from one deal to the next and as
    the trump was named: a player could think the rules had changed mid-match. None: no remarks,
    or the game gives no states (its remarks weighed deal by deal)."""
    if remarks <= 0:
        return None
    decided = scene.__dict__.setdefault("_bar_remarks", {})        # a drawing cache, not game state
    size = remarks_size(scene)
    if size not in decided:
        states = scene.adapter.bar_states()
        if states is None:
            return None
        body, small = scene.app.font("body"), scene.app.font("small")
        fewest = [min(small.size(form)[0] for form in state) for state in states if state]
        beside = 0 if gap is None else max(fewest, default=0) + gap
        decided[size] = next((form for form in (REMARKS_WHOLE, REMARKS_MARK)
                              if body.size(" · ".join(remarks_written(scene, parts, remarks, form)) + "8")[0]
                              <= room - beside), REMARKS_NONE)
    return decided[size]


def remarks_shown(scene) -> int | None:
    """The form the bar shows the title's remarks in, where decided for the match at this size."""
    return scene.__dict__.get("_bar_remarks", {}).get(remarks_size(scene))


def draw_bar(scene, surface) -> None:
    bar = scene.layout.top_bar
    widgets.rounded_panel(surface, bar, theme.RIM, 235, 0)
    pygame.draw.line(surface, theme.PANEL_EDGE, bar.bottomleft, bar.bottomright)
    small = scene.app.font("small")
    for line, role, rect in bar_texts(scene):
        text(surface, line, scene.app.font(role), theme.CREAM if role == "body" else theme.GOLD,
             rect.midleft, "midleft")
    # a paper over the table takes the clicks: the bar sleeps, but for what opens above a sheet
    awake = {scene.bar_button[k] for k in scene.bar_awake()}
    for button in scene.bar_buttons:
        button.draw(surface, small, button not in awake)


def panel_up(scene) -> bool:
    """A decision's panel stands on the table (its buttons laid out): the person is asked."""
    return scene.dialog is not None and bool(scene.dialog_buttons)


def draw_dialog(scene, surface) -> None:
    """The decision's panel."""
    if not panel_up(scene) or scene.timeline.busy():
        return
    scene.dialog.draw(scene.stage, surface)


def draw_choice_help(scene, surface, clear: tuple[pygame.Rect, ...] = ()) -> None:
    """What the choice under the pointer (or the keys' focus) does, where the choice says
    (Double King's contracts): on a tag by the choice, just over or under the panel, level with
    it (at 1920×1080 the help of "Pas de dames", in the panel's top row, stood under the panel
    down by the hand); where that would hide a seat, the counts or the hand, at the clear place
    nearest it, in fewer words where those stand nearer (:func:`_best_spot`); where none is
    clear, where the hint's would stand (above, under or beside the panel, under the bar). Never
    on the panel's other choices while a place clear of them is left: at 800×500 the help of "Pas
    de cœurs", laid on the rows under it, hid "Valets/rois", "Roi de cœur", "7e et 13e" and the
    whole trump row, the choices it helps to weigh; nor on the panel's lines; clear of what is
    ``clear`` (the hint's tag) either way."""
    if not panel_up(scene) or scene.timeline.busy():
        return
    button = next((b for b in scene.dialog_buttons if b.help and b.hovered), None)
    if button is None:
        return
    bounds = surface.get_rect()
    if scene.show_log:          # left of the log's open drawer, as the panel is (800×500: it lay on the log)
        bounds.width = drawer_rect(scene).left
    spot = _by_the_choice(scene, button, bounds, clear)
    if spot is None:
        # no place clear there: the clear place nearest the choice, in fewer words (then fewest)
        # where those stand nearer (800×500: Double King's chooser leaves a band of one line over
        # the hand); else where the hint's would stand, the choices weighed as a seat's plate, in
        # fewer words where those hide less (640×400: the help of "Valets/rois" lay on the panel's
        # lines)
        texts = [words for words in (button.help, button.short_help, button.fewest_help) if words]
        choices = tuple(b.rect for b in scene.dialog_buttons)
        panel = scene.dialog.rect(scene.stage).unionall(list(choices))
        # the hint's tag as hard to lie on as the panel: it is read with the help (at 800×500 with
        # the log open, the hint for a contract in its fewer words, the help of "Valets/rois",
        # finding no place clear of the plates, lay on it)
        apart = tag_apart(scene)
        hard = (panel, *(rect.inflate(2 * apart, 2 * apart) for rect in clear))
        words, spot = _best_spot(scene, texts, bounds, clear, choices, hard, near=button.rect)
        # lying on the panel, a plate, the bar or the hand: in its fewest words where those lie on
        # less (at 800×500 with the log open the trump game's rules hid the chooser's top rows)
        worst = [panel, *_never_hidden(scene)]
        if button.fewest_help and covered(tag_rect(scene, words, spot[0], bounds, spot[1]), worst):
            fewest, spot_fewest = _best_spot(scene, [button.fewest_help], bounds, clear, choices, hard)
            if covered(tag_rect(scene, fewest, spot_fewest[0], bounds, spot_fewest[1]), worst) < \
                    covered(tag_rect(scene, words, spot[0], bounds, spot[1]), worst):
                words, spot = fewest, spot_fewest
    else:
        words = button.help
    anchor, width = spot
    draw_tag(scene, surface, words, anchor, width=width, bounds=bounds)


def _by_the_choice(scene, button, bounds: pygame.Rect,
                   clear: tuple[pygame.Rect, ...]) -> tuple[tuple[int, int], int] | None:
    """Where the help of the choice ``button`` stands by it (its bottom centre, the width of its
    lines): just over the decision's panel, or just under it (the edge nearer the choice first),
    level with the choice as far as the window allows, in lines two thirds of the panel's width
    (else nearly all of it); None where each would lie on the panel, the counts, what is
    ``clear``, a seat's plate or cards, what the game lays on the cloth, the trick, the story
    line, the bar or the hand (the pointer moved to another choice, the tag goes: it may lie on
    them)."""
    lay = scene.layout
    panel = scene.dialog.rect(scene.stage).unionall([b.rect for b in scene.dialog_buttons])
    banner = banner_placed(scene)
    avoid = [panel, *clear, *_never_hidden(scene), *_table_keep(scene, counts_box(scene))]
    avoid += ([lay.trick_area()] if scene.model.trick else []) + ([banner[0]] if banner is not None else [])
    gap = max(3, int(lay.h * 0.006))
    edges = (panel.top - gap, None), (None, panel.bottom + gap)
    if button.rect.centery > panel.centery:      # a choice low on the panel: under it first
        edges = edges[::-1]
    inner = bounds.inflate(-2 * gap, -2 * gap)
    for width in (int(panel.w * 0.66), panel.w - 4 * gap):       # fewer, longer lines where that fits
        w, h = tag_rect(scene, button.help, (0, 0), bounds, width).size
        x = max(inner.left + w // 2, min(button.rect.centerx, inner.right - w + w // 2))     # (midbottom)
        for over, under in edges:
            bottom = over if over is not None else under + h
            rect = tag_rect(scene, button.help, (x, bottom), bounds, width)
            if rect.bottom == bottom and inner.contains(rect) and not covered(rect, avoid):
                return (x, bottom), width
    return None


def draw_table(scene, surface) -> None:
    plate_wants(scene)
    widgets.draw_felt(surface)
    draw_centre(scene, surface)
    draw_play_arrow(scene, surface)
    draw_fans(scene, surface)
    for seat in range(scene.players):
        draw_seat(scene, surface, seat)
    draw_ecart_pile(scene, surface)
    draw_thinking(scene, surface)
    scene.adapter.draw_under(surface)
    draw_trick(scene, surface)
    # the last trick's panel hides the trick it counts: its number, where the panel would cut it
    # ("Pli 2/8", its 8 under the panel's edge at 1280x720), waits till the panel goes
    number = trick_number_box(scene)
    if not (number is not None and scene.last_trick_shown() and number.colliderect(last_trick_panel(scene))):
        draw_trick_number(scene, surface)
    draw_banner(scene, surface)
    draw_flights(scene, surface)
    draw_hand(scene, surface)
    draw_focus(scene, surface)
    draw_hint(scene, surface)
    decision = panel_up(scene)
    if decision:
        draw_log(scene, surface)          # a decision's panel stands above the log's drawer
    draw_dialog(scene, surface)
    draw_counts(scene, surface)
    # the hint's tag keeps clear of the tag saying why the card under the pointer is refused,
    # drawn over everything (the hint's lay on "You must follow suit in d…")
    refusal = card_refusal(scene)
    bounds = surface.get_rect()
    hint = draw_advice(scene, surface, (tag_rect(scene, *refusal, bounds),) if refusal is not None else ())
    draw_choice_help(scene, surface, (hint,) if hint is not None else ())
    draw_last_trick(scene, surface)
    draw_bar(scene, surface)
    scene.adapter.draw_extras(surface)
    draw_help(scene, surface)
    draw_card_refusal(scene, surface, refusal)
    if not decision:
        draw_log(scene, surface)


def draw_help(scene, surface) -> None:
    """What the game's thing under the pointer means, on a tag (Double King's contract: on its tag
    by the chooser's plate, or on the bar's line), unless a decision's panel or a paper is up; why
    a bar's button under the pointer is greyed (its ``help``), under it, unless a paper is up; the
    mark after the game's name on the bar, in words, under it."""
    if scene.app.top is not scene:
        return
    pos = scene.pointer
    width = int(surface.get_width() * 0.4)
    button = next((b for b in scene.bar_buttons if b.help and b.rect.collidepoint(pos)), None)
    if button is not None:          # a bar's button greyed (the deal's one hint used): why, under it
        _draw_greyed_help(scene, surface, button)
        return
    if panel_up(scene):
        return
    said = scene.adapter.help_at(pos)
    if said is not None:
        words, rect = said
        draw_tag(scene, surface, words, (rect.centerx, rect.top - 4), width=width)
        return
    title = next((rect for _text, role, rect in bar_texts(scene) if role == "body"), None)
    if title is not None and title.collidepoint(pos) and remarks_shown(scene) == REMARKS_MARK:
        _draw_bar_tag(scene, surface, scene.t("table.rules_changed_help"), title, width)   # the mark, in words
        return
    line = next((rect for _text, role, rect in bar_texts(scene) if role == "small"), None)
    if line is None or not line.collidepoint(pos):
        return
    words = scene.adapter.bar_help()
    if words:
        _draw_bar_tag(scene, surface, words, line, width)


def _draw_greyed_help(scene, surface, button) -> None:
    """Why the bar's ``button`` is greyed (its ``help``), on a tag at the place nearest the button
    that covers nothing the table shows (:func:`_nearest_spot`), in its words or, where those
    stand farther, in fewer (its ``short_help``): at 800×500 with eight at Polignac the fewer
    stood down by the window's foot, left of the hand, the window's height from the button.
    Where no such place is left, under the bar: under the button, or at the bar's right end, or
    beside the seats across the table, where that covers nothing; else where the hint's own tag
    would stand (over the hand, by a decision's panel), the way that covers least. Never on a seat's
    plate or cards, the counts or the trick while a place clear of them is left: centred under the
    button it lay on the plate of the seat across the table at 800×500 ("Anatole"), and on his
    cards at 1280×720."""
    bounds = surface.get_rect()
    if scene.show_log:          # left of the log's open drawer, as the hint's tag is
        bounds.width = drawer_rect(scene).left
    lay = scene.layout
    gap = int(lay.w * 0.015)

    def by_the_button(text: str) -> list[tuple[tuple[int, int], int]]:
        places = []
        for share in (0.4, 0.56, 0.3):
            width = min(int(bounds.w * share), bounds.w - 24)
            w = tag_rect(scene, text, (0, 0), bounds, width).w
            places += [_under_bar(scene, text, bounds, button.rect.centerx, width, None),
                       _under_bar(scene, text, bounds, bounds.right - gap - w // 2, width, None)]
        return places + _beside_high_plates(scene, text, bounds, lay.h // 2)

    counts = counts_box(scene)
    number = trick_number_box(scene)
    read = [*_seats_cards(scene), *_trick_cards_lying(scene), *([counts] if counts else []),
            *([number] if number is not None else [])]
    banner = banner_placed(scene)
    arrow = play_arrow(scene)
    keep = _table_keep(scene, counts) + ([banner[0]] if banner is not None else []) + \
        ([arrow.rect] if arrow is not None else [])
    texts = [button.help] + ([button.short_help] if button.short_help else [])
    # the whole, which says what a hint so used costs, where it stands near too (at 1280×720, four
    # at Polignac, in four lines under the button beside Anatole's cards, its fewer words in one)
    nearest = _nearest_spot(scene, texts, bounds, (), tuple(read + keep), (), button.rect, about=0.15)
    if nearest is not None:
        text, spot = nearest
    else:
        for text in texts:
            spot, hidden = least_covering(scene, text, by_the_button(text), keep, bounds, _never_hidden(scene) + read)
            if not hidden:
                break
        else:
            text, spot = _best_spot(scene, texts, bounds, (), never=tuple(read))
    draw_tag(scene, surface, text, spot[0], width=spot[1], bounds=bounds)


def _draw_bar_tag(scene, surface, words: str, said: pygame.Rect, width: int) -> None:
    """The tag of what the bar's text ``said`` means: under it, or right of the counts that lie
    under the bar's left end (centred under the line, the tag lay over them), where it covers
    least of the table (the counts, being read, weigh three times a seat there, as by a
    decision's panel)."""
    bounds = surface.get_rect()
    counts = counts_box(scene)
    places = [_under_bar(scene, words, bounds, said.centerx, width, None),
              _under_bar(scene, words, bounds, said.centerx, width, counts)]
    places += _beside_counts(scene, words, bounds, counts)
    keep = _table_keep(scene, counts) + ([counts] * 2 if counts else [])
    (anchor, wide), _hidden = least_covering(scene, words, places, keep, bounds)
    draw_tag(scene, surface, words, anchor, width=wide, bounds=bounds)


def draw_focus(scene, surface: pygame.Surface) -> None:
    """A gold frame around the card the keyboard points at (the mouse's pointer needs none)."""
    code = focused(scene)
    if code is None:
        return
    hand = scene.model.hand
    ch = scene.layout.hand_h
    centre, angle = scene.layout.hand_cards(len(hand))[hand.index(code)]
    cw, card_h = card_size(ch)
    pad = max(2, int(ch * 0.025))
    frame = pygame.Surface((cw + 2 * pad, card_h + 2 * pad), pygame.SRCALPHA)
    radius = int(cw * theme.CARD_RADIUS) + pad
    pygame.draw.rect(frame, theme.GOLD, frame.get_rect(), max(2, pad), border_radius=radius)
    if angle:
        frame = pygame.transform.rotate(frame, angle)
    pos = (int(centre[0]), int(centre[1] - _lift(scene, code) * ch))
    surface.blit(frame, frame.get_rect(center=pos))
