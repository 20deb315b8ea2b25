"""Guinguette on the cloth: the three baskets and the cotillon queue, each seat's counters, the talon,
the trump, Q♦ and a shown tierce, the hands laid aside, and the decision panels (betting, trump,
speaking). Only draws and lays out buttons; never changes the match (design §4).

Where things sit (fractions of the window, around the ellipse centre of ui.md "Layout"): la guinguette
and le cabaret on the left of the trick, the cotillon basket in play on its right with the queue of
later baskets under it and the talon beside it, the trump above the trick on the cotillon side.
"""
from __future__ import annotations

import functools
import math
from collections.abc import Callable
from typing import Any, NamedTuple

import pygame

from game.engine.guinguette.rules import HAND

from .. import theme, widgets
from ..cards import card_size, draw_suit, suit_colour
from ..table.counts import covered as covered_by
from ..table.dialogs import CardPick
from ..table.draw import back, blit_card, face
from ..table.layout import glow_pad, rect_gap
from ..table.learning import tag

REMUE_STEP = {"type": "cotillon", "move": "remue"}     # what the "je remue" button starts (its card picked next)

WICKER = (0x9A, 0x6B, 0x3A)
WICKER_DARK = (0x6B, 0x45, 0x22)
WICKER_LIGHT = (0xC8, 0x98, 0x5E)
COUNTER = (0xEF, 0xE3, 0xC4)
COUNTER_RING = (0xB0, 0x2A, 0x2A)
COUNTER_EDGE = (0x7A, 0x1C, 0x1C)      # a counter's edge, seen under its face
QUEUE_SHOWN = 3           # queued baskets drawn one by one; more are counted on the last
QUEUE_SCALE = 0.55        # a queued basket, of the size of the three main ones
# ... drawn smaller, a share of that for the whole row, where no place near the basket in play holds the
# row whole (:func:`_queue_place`; the smallest windows at many seats): tried in turn, the amounts still
# in the small type
QUEUE_SMALLER = (0.9, 0.8, 0.7, 0.6)
# the tray the baskets waiting and their label are drawn on where they stand nearer a seat's things than
# the table's baskets (:func:`_queue_place`): its margin round them, of the small type's height; its
# edge, the baskets' wicker
TRAY_MARGIN = 0.12
TRAY_EDGE = WICKER_LIGHT

# ---------------------------------------------------------------- places


def _piece_h(stage) -> float:
    """The height the cloth's pieces (the baskets, the counters, the trump's disc) are sized from:
    the window's, smaller in a room narrower than the window as the cards are (the log's drawer
    open: TableLayout.room_share). Sized from the window alone, at 800x500 with the drawer open
    they crowded a room of 540 px whose cards were a fifth smaller: the basket in play stood on
    Ernestine's counters with three seats."""
    lay = stage.layout
    return lay.h * lay.room_share()


def _sizes(stage) -> tuple[int, int]:
    h = _piece_h(stage)
    return int(h * 0.135), int(h * 0.075)


# (distance of the columns from the middle, of the width; heights of the upper and lower rows, of the
# height from the ellipse centre): tried in turn until no basket touches a seat (7 and 8 seats crowd
# the corners)
PLANS = ((0.21, -0.12, 0.01), (0.19, -0.1, 0.03), (0.18, -0.08, 0.045), (0.17, -0.07, 0.05),
         (0.165, -0.06, 0.06))
# where each of PLANS touches the seats' things or lays a basket's name on the trick, this one if it
# touches fewer: further out, the upper row higher and the lower lower, between the side seats'
# plates (eight seats in 640×400: "Cotillon 9" lay under the trick's first card)
WIDE_PLAN = (0.275, -0.085, 0.15)
_PLACES: dict = {}      # where the cloth's pieces lie, found once per window size and table


def _found_once(stage, what: str, find: Callable[[], Any]) -> Any:
    """``find()`` for ``what`` at this window size and table, found once and remembered (a few
    window sizes at a time: a resize makes the others stale)."""
    lay = stage.layout
    # and the words whose widths the places hold (the trump's "atout" and "trumps")
    key = (what, lay.w, lay.h, lay.window, lay.top_bar.h, lay.players, lay.person, stage.t("gg.basket.cotillon"),
           stage.t("gg.trump_label"), lay.trick_h())      # (the trick's size: tried smaller, TableLayout.trick_h)
    if key not in _PLACES:
        if len(_PLACES) > 96:
            _PLACES.clear()
        _PLACES[key] = find()
    return _PLACES[key]


Places = dict[int, str]    # seat -> where its counters stand, where not beside its plate: "under_left", "under_right"
UNDER = ("under_left", "under_right")      # under a plate, at its left end first (a shown card lies at its right)


def _seat_rects(stage, seat: int, places: Places | None = None) -> list[pygame.Rect]:
    lay = stage.layout
    stack = lay.stack_rect(seat).inflate(8, 8)     # the tricks won, and their count ("×2") under them
    stack.height += stage.font("small").get_linesize() + 4
    rects = [lay.plate_rect(seat), stack, chips_rect(stage, seat, None if places is None else places.get(seat, ""))]
    if seat != stage.person:
        rects.append(lay.fan_rect(seat, HAND))
    return rects


def _plan(stage) -> tuple[float, float, float]:
    """Where the baskets lie: one of PLANS (:func:`_arrangement`)."""
    return _arrangement(stage)[0]


def _counters_placed(stage) -> Places:
    """The seats whose counters stand under their plate, not left of it, and at which end
    (:func:`_arrangement`)."""
    return _arrangement(stage)[1]


def _arrangement(stage) -> tuple[tuple[float, float, float], Places]:
    """The plan of the baskets, and the seats whose counters stand under their plate. The first
    plan that touches no seat and leaves every seat a place for the cards it may show
    (:func:`shown_row`); else the first that touches no seat. Where no plan keeps clear of every
    seat (a small, square or 4:3 window), the counters a basket would stand on go under their
    plate, at the end where there is room, if a plan then touches fewer seats; else the plan
    touching fewest. Counters that beside their plate would lie on another seat's plate, tricks or
    cards or on the trick's cards go under their plate, where there is room, whatever the plan
    (eight seats left of the log's open drawer at 800x500: Barnabé's counters stood on Clémence's
    plate, Anatole's under the trick's cards)."""
    def find() -> tuple[tuple[float, float, float], Places]:
        crowded = _crowded_counters(stage)
        plan, touching = _best_plan(stage, crowded)
        if not touching:
            return plan, crowded
        boxes = _plan_boxes(stage, plan)
        moved: Places = dict(crowded)
        for s in range(stage.layout.players):
            if s != stage.person and s not in moved and chips_rect(stage, s, "").collidelist(boxes) >= 0:
                end = _room_under(stage, s)
                if end:
                    moved[s] = end
        if moved != crowded:
            plan_moved, touching_moved = _best_plan(stage, moved)
            if touching_moved < touching:
                return plan_moved, moved
        return plan, crowded
    return _found_once(stage, "arrangement", find)


def _narrowed(stage) -> bool:
    """The table laid out in a room narrower than the window (left of the log's open drawer): a
    room narrower than any window, where the plates, sized from the window's type, crowd it and
    no plan of the baskets keeps clear of them. (A window's own tables keep their tried places.)"""
    return stage.layout.w < stage.layout.window[0]


def _crowded_counters(stage) -> Places:
    """In a narrowed room (:func:`_narrowed`), the seats whose counters, beside their plate, would
    lie on another seat's plate, tricks or cards or on the trick's cards, and the end of their plate
    under which they have room (:func:`_room_under`)."""
    lay = stage.layout
    if not _narrowed(stage):
        return {}
    trick = trick_cards(stage)
    crowded = []
    for s in range(lay.players):
        others = [r for o in range(lay.players) if o != s
                  for r in _seat_rects(stage, o, {}) if r != chips_rect(stage, o, "")]
        if s != stage.person and chips_rect(stage, s, "").collidelist(others + trick) >= 0:
            crowded.append(s)
    out: Places = {}
    for s in crowded:       # each clear of the counters already moved, and of the others' where they stand
        end = _room_under(stage, s, out)
        if end:
            out[s] = end
    return out


def _plan_boxes(stage, plan: tuple[float, float, float]) -> list[pygame.Rect]:
    """The four baskets' boxes (:func:`_basket_box`) under ``plan``."""
    lay = stage.layout
    cx, cy = lay.centre
    dx, up, down = plan
    return [_basket_box(stage, (cx + side * dx * lay.w, cy + dy * lay.h), name)
            for side, dy, name in ((-1, up, "guinguette"), (-1, down, "cabaret"),
                                   (1, up, "in_play"), (1, down, "queue"))]


def _names_boxes(stage, plan: tuple[float, float, float]) -> list[pygame.Rect]:
    """Where the names of the guinguette, the cabaret and the basket in play lie under ``plan``
    (under each basket, as wide as they grow: :func:`_label_most`)."""
    lay = stage.layout
    cx, cy = lay.centre
    dx, up, _down = plan
    return [_name_box(stage, name, (cx + side * dx * lay.w, cy + dy * lay.h))
            for side, dy, name in ((-1, up, "guinguette"), (-1, plan[2], "cabaret"), (1, up, "in_play"))]


def _name_box(stage, basket: str, centre: tuple[float, float]) -> pygame.Rect:
    """Where the name of ``basket`` standing at ``centre`` lies, as wide as it grows."""
    _bw, bh = _sizes(stage)
    w = _label_most(stage, basket)
    return pygame.Rect(int(centre[0] - w / 2), int(centre[1] + bh / 2 + 2), w, stage.font("small").get_linesize() + 2)


def _best_plan(stage, places: Places) -> tuple[tuple[float, float, float], int]:
    """With the counters of the seats in ``places`` where it says: the first plan that touches no
    seat and leaves every seat a place for the cards it may show, else the first that touches no
    seat, else the one that touches fewest of the seats' things; and how many it touches. Where
    that plan lays a basket's name on the trick, WIDE_PLAN if it touches fewer of the seats'
    things and the trick (:func:`_touching`)."""
    seats = _seats_all(stage, places)
    rows = [_shown_rows(stage, s) for s in range(stage.layout.players)]
    touching_none = None
    fewest: tuple[int, tuple[float, float, float]] | None = None
    for plan in PLANS:
        boxes = _plan_boxes(stage, plan)
        touched = sum(r.collidelist(boxes) >= 0 for r in seats)
        if touched:
            if fewest is None or touched <= fewest[0]:     # of equals, the last (the closest to the trick)
                fewest = (touched, plan)
            continue
        if all(any(row.collidelist(boxes) < 0 for row in options) for options in rows):
            return _or_wide(stage, places, seats, plan, 0)
        touching_none = touching_none or plan
    if touching_none is not None:
        return _or_wide(stage, places, seats, touching_none, 0)
    assert fewest is not None
    return _or_wide(stage, places, seats, fewest[1], fewest[0])


def _names_on_trick(stage, plan: tuple[float, float, float]) -> int:
    """How many of the baskets' names lie on the trick's cards under ``plan``: each card at its
    slot, with the glow's margin (its tilt fits in it, as in TableLayout.trick_cards_box)."""
    trick = _trick_slots(stage)
    return sum(name.collidelist(trick) >= 0 for name in _names_boxes(stage, plan))


def _trick_slots(stage) -> list[pygame.Rect]:
    """The trick's cards, each at its slot, with the glow's margin (its tilt fits in it, as in
    TableLayout.trick_cards_box)."""
    lay = stage.layout
    cw, ch = card_size(lay.trick_h())
    margin = glow_pad(ch)
    return [pygame.Rect(int(x - cw / 2), int(y - ch / 2), cw, ch).inflate(margin, margin)
            for x, y in (lay.trick_slot(seat) for seat in range(lay.players))]


def _rowless(stage, places: Places, boxes: list[pygame.Rect]) -> int:
    """How many seats have no place for the cards they may show clear of the baskets' ``boxes``
    and of their counters (with the counters of the seats in ``places`` where it says)."""
    return sum(all(row.collidelist(boxes + [chips_rect(stage, s, places.get(s, ""))]) >= 0
                   for row in _shown_rows(stage, s)) for s in range(stage.layout.players))


def _or_wide(stage, places: Places, seats: list[pygame.Rect], plan: tuple[float, float, float],
             touched: int) -> tuple[tuple[float, float, float], int]:
    """``plan`` (touching ``touched`` of the ``seats``' things), or WIDE_PLAN where ``plan`` lays
    a basket's name on the trick and WIDE_PLAN touches no more of the seats' things, no plate nor
    seat's counters (with the counters of the seats in ``places`` where it says), leaves as many
    seats a place for the cards they may show (:func:`_rowless`), and touches fewer things, names
    on the trick counted."""
    on_trick = _names_on_trick(stage, plan)
    if on_trick:
        boxes = _plan_boxes(stage, WIDE_PLAN)
        read = [r for s in range(stage.layout.players)
                for r in (stage.layout.plate_rect(s), chips_rect(stage, s, places.get(s, "")))]
        wide = sum(r.collidelist(boxes) >= 0 for r in seats)
        freed = on_trick - _names_on_trick(stage, WIDE_PLAN)
        if wide <= touched and freed > 0 and \
                _rowless(stage, places, boxes) <= _rowless(stage, places, _plan_boxes(stage, plan)) + freed and \
                not any(r.collidelist(boxes) >= 0 for r in read):
            return WIDE_PLAN, wide
    return plan, touched


def _room_under(stage, seat: int, places: Places | None = None) -> str:
    """The end of ``seat``'s plate under which its counters have room (in the window, clear of the
    other seats, their counters where ``places`` says, the trick and the person's hand), the left
    first; "" where neither has."""
    lay = stage.layout
    room = pygame.Rect(0, lay.top_bar.bottom, lay.w, lay.h - lay.top_bar.bottom)
    others = [r for s in range(lay.players) if s != seat for r in _seat_rects(stage, s, places or {})]
    others += trick_cards(stage) + [lay.hand_span(HAND)]
    for end in UNDER:
        here = chips_rect(stage, seat, end)
        if room.contains(here) and here.collidelist(others) < 0:
            return end
    return ""


def _seats_all(stage, places: Places | None = None) -> list[pygame.Rect]:
    return [r for s in range(stage.layout.players) for r in _seat_rects(stage, s, places)]


def _basket_box(stage, centre: tuple[float, float], basket: str = "queue") -> pygame.Rect:
    """What ``basket`` standing at ``centre`` covers, with its label under it, as wide as the
    label may grow with two digits ("Guinguette 18" outgrows the basket); the queue's, as wide
    as its row at its longest (QUEUE_SHOWN baskets: the talon and the seats' counters kept clear
    of the third one)."""
    bw, bh = _sizes(stage)
    label = stage.font("small").get_linesize() + 4
    wide = QUEUE_SHOWN * _queue_step(stage) - 5 if basket == "queue" else bw
    box = pygame.Rect(0, 0, int(max(wide, _label_most(stage, basket))) + 8, bh + label + 8)
    box.center = (int(centre[0]), int(centre[1] + label / 2))
    return box


def _queue_size(stage, scale: float = 1.0) -> tuple[int, int]:
    """A queued basket's size: QUEUE_SCALE of a main one, and ``scale`` of that (QUEUE_SMALLER)."""
    bw, bh = _sizes(stage)
    return int(bw * QUEUE_SCALE * scale), int(bh * QUEUE_SCALE * scale)


def _amount_width(stage) -> int:
    """How wide a queued basket's amount is written under it, with its tag (draw_basket), at two digits."""
    return stage.font("small").size("88")[0] + 8


def _queue_step(stage, scale: float = 1.0) -> float:
    """From one queued basket's centre to the next's: a basket drawn at ``scale`` (:func:`_queue_size`)
    and a gap; where the baskets are drawn smaller than their amounts are wide, an amount and a gap."""
    bw, _bh = _sizes(stage)
    if scale == 1.0:
        return bw * QUEUE_SCALE + 5
    return max(bw * QUEUE_SCALE * scale, _amount_width(stage)) + 5


LABELS = {"guinguette": ("guinguette",), "cabaret": ("cabaret",),       # the names a basket's label
          "in_play": ("cotillon",)}                                         # may show (draw_cloth)


def _label_most(stage, basket: str) -> int:
    """The widest ``basket``'s label grows, with its panel (draw_basket)."""
    font = stage.font("small")
    names = [f"{stage.t(f'gg.basket.{name}')} 88" for name in LABELS.get(basket, ())] or ["88"]
    return max(font.size(name)[0] for name in names) + 8


def _basket_boxes(stage, baskets) -> list[pygame.Rect]:
    return [_basket_box(stage, basket_centre(stage, basket), basket) for basket in baskets]


def cloth_rects(stage) -> list[pygame.Rect]:
    """Where the baskets (with their labels), the talon, every seat's counters and the cards a seat
    may show lie (a new list each time: the caller may change it)."""
    return [r.copy() for r in _found_once(stage, "cloth", lambda: (
        _seats_all(stage) + _all_shown_rows(stage) + _baskets_all(stage)
        + [_talon_box(stage, talon_centre(stage))]))]


def cloth_shown(adapter) -> list[pygame.Rect]:
    """What lies on the cloth now of what :func:`cloth_rects` keeps room for (a new list): every
    seat's counters, the named baskets with their labels, the row of baskets waiting and its label
    while baskets wait, the talon while it holds cards, the trump once named, the hands laid aside
    and the cards shown; the seats' plates, fans and tricks are the table's own."""
    sc = adapter.stage
    gs = adapter.gs
    out = [chips_rect(sc, seat) for seat in range(sc.players)] + _basket_boxes(sc, NAMED)
    if gs.queue:
        out += [_queue_place(sc, min(len(gs.queue), QUEUE_SHOWN)).room, _queue_label_drawn(sc, len(gs.queue))[1]]
    if gs.talon and sc.model.deal:
        out.append(_talon_box(sc, talon_centre(sc)))
    if gs.trump:
        out.append(trump_rect(sc))
    out += [sc.layout.fan_rect(seat, HAND) for seat in gs.aside if seat != sc.person]
    mine = aside_hand_rect(adapter)
    if mine is not None:        # with its line above it ("Your hand, laid aside")
        out.append(mine.union(mine.move(0, -sc.font("small").get_linesize() - 4)))
    return out + [rect for _code, rect in shown_places(adapter)]


def _baskets_all(stage) -> list[pygame.Rect]:
    """The named baskets' boxes, and the rows of baskets waiting with their label, however many
    wait (:func:`_queue_reserved`)."""
    return _basket_boxes(stage, NAMED) + _queue_reserved(stage)


def basket_centre(stage, basket: str, index: int = 0, queued: int = 1) -> tuple[float, float]:
    """Where a basket sits (``queued``: how many baskets wait in the queue now)."""
    lay = stage.layout
    cx, cy = lay.centre
    if basket in NAMED:
        return _named_centres(stage)[NAMED.index(basket)]
    if basket == "cotillon":
        return _named_centres(stage)[NAMED.index("in_play")]
    if basket == "queue":
        k = max(1, min(max(queued, index + 1), QUEUE_SHOWN))
        i = min(index, QUEUE_SHOWN - 1)
        place = _queue_place(stage, k)
        qx, qy = place.centre
        i = min(i, place.shown - 1)
        return qx + (i - (place.shown - 1) / 2) * _queue_step(stage, place.scale), qy
    return cx, cy + lay.h * 0.02          # the pool of the end of the match: the middle


NAMED = ("guinguette", "cabaret", "in_play")      # the baskets named under them, in the order _names_boxes has
NAME_MOVE_MOST = 0.15    # how far a basket whose name lies on a seat's things may move, of the window's longer side
# ... and a named basket that lies on them itself, where no plan keeps clear of every seat (three or six
# seats left of the log's open drawer at 800x500: the nearest clear place beside the basket in play
# lay 87 px off, a room of 540 px allowing 81)
BASKET_MOVE_MOST = 0.2
NAME_NUDGE_MOST = 1.0     # ... and one that lies, or whose name lies, under a card of the trick, of a basket's width
JOINT_PLACES = 150        # the guinguette and the cabaret moved together: the nearest places of each weighed


def wicker_box(stage, centre: tuple[float, float]) -> pygame.Rect:
    """What a named basket's wicker standing at ``centre`` covers as drawn, with the shadow under it."""
    bw, bh = _sizes(stage)
    wicker = pygame.Rect(0, 0, bw, bh)
    wicker.center = (int(centre[0]), int(centre[1]))
    return wicker.union(wicker.move(3, 4))


def _drawn_box(stage, basket: str, centre: tuple[float, float]) -> pygame.Rect:
    """What ``basket`` standing at ``centre`` covers as it is drawn: its wicker, the shadow under
    it and its name (draw_basket), without the margin the plans keep round it (:func:`_basket_box`)."""
    return wicker_box(stage, centre).union(_name_box(stage, basket, centre))


def _named_centres(stage) -> list[tuple[float, float]]:
    """Where the guinguette, the cabaret and the basket in play stand: where the plan puts them
    (:func:`_plan_boxes`), unless a basket's name lies there on a seat's hand, plate, tricks or
    counters, or the basket or its name under a card of the trick as it lies, askew
    (:func:`trick_cards`); then at the nearest place on the same side of the trick where the
    basket and its name lie clear of those, of the other baskets and of the person's hand, if
    there is one near: off a seat's things as far as NAME_MOVE_MOST (BASKET_MOVE_MOST where the
    basket itself lies on them in a narrowed room: :func:`_narrowed`), off the trick a nudge of
    NAME_NUDGE_MOST (the baskets keep their places round the trick). The guinguette and the
    cabaret, on one side, move together where one alone finds no place there, to the two places
    nearest in all. (At 640×400 with eight seats "Cabaret 8" lay on the top of Mathilde's cards,
    at 800×500 "Cotillon 9" and the two other names on the trick's side cards: no plan of the
    four baskets keeps every name clear there. At 800×500 with four seats the card Hortense
    played lay over the guinguette and its name, only "Guinguett" showing: the name alone was
    weighed, against the card upright.) Where no place near is clear, the trick's cards are
    drawn smaller (:func:`trick_clear`)."""
    def find() -> list[tuple[float, float]]:
        lay = stage.layout
        cx, cy = lay.centre
        dx, up, down = _plan(stage)
        centres = [(cx - lay.w * dx, cy + lay.h * up), (cx - lay.w * dx, cy + lay.h * down),
                   (cx + lay.w * dx, cy + lay.h * up)]
        seats = _seats_all(stage)
        cards = trick_cards(stage)
        things = seats + cards
        room = pygame.Rect(0, lay.top_bar.bottom, lay.w, lay.h - lay.top_bar.bottom)
        person = [lay.hand_span(HAND)]
        queue = _basket_box(stage, _queue_planned(stage), "queue")
        trick = lay.trick_area()
        step_x, step_y = max(1, round(lay.w * 0.01)), max(1, round(lay.h * 0.01))
        bw, _bh = _sizes(stage)

        def reach(k: int) -> float:
            """How far basket ``k`` moves: off a seat's things, as far as BASKET_MOVE_MOST where it
            lies on them itself in a narrowed room (:func:`_narrowed`), NAME_MOVE_MOST where its
            name does; off the trick's cards (it or its name under one) a nudge of NAME_NUDGE_MOST;
            0 where it lies clear of both."""
            if _narrowed(stage) and wicker_box(stage, centres[k]).collidelist(seats) >= 0:
                return BASKET_MOVE_MOST * max(lay.w, lay.h)
            if _name_box(stage, NAMED[k], centres[k]).collidelist(seats) >= 0:
                return NAME_MOVE_MOST * max(lay.w, lay.h)
            if _drawn_box(stage, NAMED[k], centres[k]).collidelist(cards) >= 0:
                return bw * NAME_NUDGE_MOST
            return 0.0
        reaches = [reach(k) for k in range(len(NAMED))]

        def places(k: int, moving: tuple[int, ...]) -> list[Place]:
            """Where basket ``k`` may stand (its centre, and what it covers as drawn), nearest first:
            on its side of the trick, clear of the seats' things, the trick's cards, the person's hand,
            the queue's room and the baskets that do not move (``moving`` do)."""
            x0, y0 = centres[k]
            here = _drawn_box(stage, NAMED[k], (x0, y0))
            keep = things + person + [queue] + [_drawn_box(stage, NAMED[o], centres[o])
                                                for o in range(len(NAMED)) if o not in moving]
            out = []
            for i, j in _steps_within(step_x, step_y, max(reaches[k], bw * NAME_NUDGE_MOST)):
                box = here.move(i * step_x, j * step_y)
                beside = box.right <= trick.centerx if x0 < cx else box.left >= trick.centerx
                if beside and room.contains(box) and box.collidelist(keep) < 0:
                    out.append(((x0 + i * step_x, y0 + j * step_y), box))
            return out

        # the guinguette and the cabaret, on the same side, move together where one alone finds no place
        # (at 800x500 with six seats the guinguette moved off the trick took the only place of the
        # cabaret's): the two places nearest in all, clear of each other
        for side in ((0, 1), (2,)):
            astray = tuple(k for k in side if reaches[k] > 0)
            alone = places(astray[0], astray) if len(astray) == 1 else []
            if alone:
                centres[astray[0]] = alone[0][0]
            elif astray and len(side) == 2:
                pair = _nearest_pair([centres[k] for k in side], *(places(k, side)[:JOINT_PLACES] for k in side))
                if pair is not None:
                    centres[side[0]], centres[side[1]] = pair
                else:       # no two places: each that finds one alone, the other where it stands (eight
                    for k in astray:        # seats left of the log's drawer at 800x500: the guinguette
                        found = places(k, (k,))     # lay on Octave's cards, the cabaret found no place)
                        if found:
                            centres[k] = found[0][0]
        return centres
    return _found_once(stage, "named baskets", find)


Place = tuple[tuple[float, float], pygame.Rect]     # a basket's centre, and what it covers as drawn there


def _nearest_pair(here: list[tuple[float, float]], first: list[Place],
                  second: list[Place]) -> tuple[tuple[float, float], tuple[float, float]] | None:
    """Of the places ``first`` of one basket standing at ``here[0]`` and ``second`` of the other at
    ``here[1]``, the two clear of each other that move them least in all (None where none are)."""
    def moved(k: int, place: tuple[float, float]) -> float:
        return (place[0] - here[k][0]) ** 2 + (place[1] - here[k][1]) ** 2
    pairs = [(moved(0, a) + moved(1, b), a, b) for a, box_a in first for b, box_b in second
             if not box_a.colliderect(box_b)]
    if not pairs:
        return None
    _moved, a, b = min(pairs, key=lambda pair: pair[0])
    return a, b


def trick_clear(stage) -> bool:
    """Whether the trick's cards, each as it lies (askew: :func:`trick_cards`), lie clear of the
    three baskets and their names where they stand at the trick's present size: the table's layout
    draws the trick smaller, step by step, where they do not (TableLayout.trick_h). (The baskets
    waiting, the talon and the trump find their places clear of the trick's cards themselves.)"""
    cards = trick_cards(stage)
    return all(_drawn_box(stage, basket, centre).collidelist(cards) < 0
               for basket, centre in zip(NAMED, _named_centres(stage)))


def _queue_planned(stage) -> tuple[float, float]:
    """Where the plan puts the middle of the row of baskets waiting: under the basket in play."""
    lay = stage.layout
    cx, cy = lay.centre
    dx, _up, down = _plan(stage)
    return cx + lay.w * dx, cy + lay.h * down


class QueuePlace(NamedTuple):
    """Where a row of baskets waiting stands (:func:`_queue_place`)."""

    centre: tuple[float, float]     # its middle
    room: pygame.Rect               # the room it keeps
    label: pygame.Rect              # its label's place
    shown: int                      # how many baskets it shows, the last counting the rest
    scale: float = 1.0              # its baskets drawn at this share of a queued basket's size (QUEUE_SMALLER)
    short: bool = False             # its label in fewer words ("To play: 3")
    tray: bool = False              # on a tray with its label (``room``): it stands nearer a seat than the baskets


def _queue_place(stage, k: int) -> QueuePlace:
    """Where the row of ``k`` baskets waiting stands (its middle, the room it keeps and where its
    label goes). Where the plan puts it (:func:`_queue_planned`), keeping there the room of the
    longest row, where the row of ``k`` as drawn lies clear of the seats' things and of the
    trick's cards and its label finds a place clear of them; else (at 640x400 with eight seats the
    "11" of the basket waiting lay on Ernestine's card backs and "Paniers à jouer : 1" reached the
    trick's right card) at the nearest place, as far as NAME_MOVE_MOST, where the row of ``k`` as
    drawn and its label, above or under it, lie clear of those, of the other baskets, of the
    person's hand and of the line beside it, above the hand's reach, where each seat keeps a place
    for the cards it may show (:func:`_shown_room`) and the talon a place clear of them all and of
    the places of the longer rows (:func:`_talon_room`: moved alone, the row pushed the talon onto
    Clémence's counters); else, where no place so near holds the row whole (three baskets at 640x400
    with five seats or more lay on a seat's card backs or the trick's edge), the same with its
    baskets drawn smaller (QUEUE_SMALLER), the largest that finds a place, on a finer grid (at
    800x500 with eight seats three fit only off the 1% one); else the same with its label in fewer
    words ("À jouer : 1": at 700x450 with eight seats "Paniers à jouer : 1" is wider than the cloth
    between the trick and Anatole's things); else the same with one basket fewer, the last counting
    the rest as the third does for more (at 640x400 and 700x450 with eight seats no place near holds
    three); else where the plan puts it. The label goes above the baskets or under their amounts,
    centred on them or moved aside: where the row stands as planned, at the first place that
    touches no other basket, seat, card of the trick nor the person's hand (where the rows stand
    close, above meets the label of the basket in play; under, a side seat's counters), else where
    it covers least. A row moved stands where it reads as the table's (:func:`_reads_as_table`),
    or else on a tray with its label (:func:`_tray`), the tray as clear as the row and the label
    are: at 640x400 with eight seats the two baskets waiting stood beside Anatole's counters,
    nearer them than the basket in play, and read as his (at 640x400 with six, beside
    Ernestine's); no place there both holds them and reads as the table's."""
    def labels_at(centre: tuple[float, float], scale: float, short: bool = False) -> list[pygame.Rect]:
        return [_queue_label_at(stage, centre, above, shift, scale, short)
                for shift in (0.0, -0.1, 0.1, -0.2, 0.2, -0.3, 0.3, -0.4, 0.4, -0.5, 0.5) for above in (True, False)]

    def find() -> QueuePlace:
        lay = stage.layout
        planned = x0, y0 = _queue_planned(stage)
        things = _seats_all(stage) + trick_cards(stage)
        labels = labels_at(planned, 1.0)
        keep = _basket_boxes(stage, NAMED) + things + [lay.hand_span(HAND)]
        label = _label_least(labels, keep)
        row = _queue_box(stage, planned, k)
        here = _basket_box(stage, planned, "queue")        # the room of the longest row
        if label.collidelist(keep) < 0 and row.collidelist(things) < 0:
            return QueuePlace(planned, here, label, k)
        line = stage.font("body").get_linesize()
        keep.append(lay.hint_area(line, HAND, lines=1))
        longer = [r for n in range(k + 1, QUEUE_SHOWN + 1) for r in _queue_place(stage, n)[1:3]]     # room, label
        talons = [talon for talon in _talon_room(stage) if talon.collidelist(longer) < 0]
        shown = _shown_room(stage)
        room = pygame.Rect(0, lay.top_bar.bottom, lay.w, lay.hand_reach() - lay.top_bar.bottom)
        reach = NAME_MOVE_MOST * max(lay.w, lay.h)
        grid = max(1, round(lay.w * 0.01)), max(1, round(lay.h * 0.01))
        fine = (max(2, round(min(lay.w, lay.h) * 0.005)),) * 2
        tries = [(k, False, 1.0, grid)] + [
            (n, short, scale, fine) for n in range(k, 0, -1) for short in (False, True)
            for scale in (1.0, *QUEUE_SMALLER) if (n, short, scale) != (k, False, 1.0)]
        table = _reads_as_table(stage)

        def clear(box: pygame.Rect, moved: pygame.Rect) -> bool:
            free = [talon for talon in talons if not talon.colliderect(box)]
            return room.contains(moved) and moved.collidelist(keep) < 0 and \
                any(not talon.colliderect(moved) for talon in free) and \
                all(any(r.collidelist((box, moved)) < 0 for r in rows) for rows in shown)
        for n, short, scale, (dx, dy) in tries:
            row, labels = _queue_box(stage, planned, n, scale), labels_at(planned, scale, short)
            for i, j in _steps_within(dx, dy, reach):
                box = row.move(i * dx, j * dy)
                if not room.contains(box) or box.collidelist(keep) >= 0:
                    continue
                centre = (x0 + i * dx, y0 + j * dy)
                for moved in (label.move(i * dx, j * dy) for label in labels):
                    if not clear(box, moved):
                        continue
                    if table(centre, n, scale):
                        return QueuePlace(centre, box, moved, n, scale, short)
                    tray = _tray(stage, box, moved)
                    if room.contains(tray) and tray.collidelist(keep) < 0 and clear(tray, moved):
                        return QueuePlace(centre, tray, moved, n, scale, short, tray=True)
        return QueuePlace(planned, here, label, k)       # nowhere clear near: where the plan puts it
    return _found_once(stage, f"queue {k}", find)


def _tray(stage, row: pygame.Rect, label: pygame.Rect) -> pygame.Rect:
    """The tray a row of baskets waiting (``row``: :func:`_queue_box`) and its ``label`` are drawn
    on, a margin of TRAY_MARGIN round both."""
    margin = max(2, round(stage.font("small").get_height() * TRAY_MARGIN))
    return row.union(label).inflate(2 * margin, 2 * margin)


def _queue_baskets(stage, centre: tuple[float, float], k: int, scale: float = 1.0) -> list[pygame.Rect]:
    """Each basket of a row of ``k`` waiting, centred on ``centre`` (drawn at ``scale``), as drawn:
    its wicker, the shadow under it and its amount on its tag (draw_basket)."""
    w, h = _queue_size(stage, scale)
    step = _queue_step(stage, scale)
    line = stage.font("small").get_linesize()
    out = []
    for i in range(k):
        wicker = pygame.Rect(0, 0, w, h)
        wicker.center = (int(centre[0] + (i - (k - 1) / 2) * step), int(centre[1]))
        amount = pygame.Rect(0, wicker.bottom + 1, _amount_width(stage), line + 2)
        amount.centerx = wicker.centerx
        out.append(wicker.union(wicker.move(3, 4)).union(amount))
    return out




def _reads_as_table(stage) -> Callable[[tuple[float, float], int, float], bool]:
    """Whether a row of baskets waiting (its middle, how many, their scale) reads as the table's:
    each of its baskets nearer the three baskets (as drawn, names and all) than any seat's plate and
    counters."""
    named = [_drawn_box(stage, b, c) for b, c in zip(NAMED, _named_centres(stage))]
    seats = [r for s in range(stage.layout.players) for r in (stage.layout.plate_rect(s), chips_rect(stage, s))]

    def reads(centre: tuple[float, float], k: int, scale: float) -> bool:
        return all(min(rect_gap(b, r) for r in named) < min(rect_gap(b, r) for r in seats)
                   for b in _queue_baskets(stage, centre, k, scale))
    return reads


def _shown_room(stage) -> list[list[pygame.Rect]]:
    """Each seat's places for the cards it may show (:func:`_shown_rows`) that lie on no named
    basket nor counters: a row of baskets waiting moved leaves each seat one of them (at 800x500
    with seven seats it stood where Anatole shows his)."""
    counters = [chips_rect(stage, s) for s in range(stage.layout.players)]
    named = _basket_boxes(stage, NAMED)
    return [rows for rows in ([row for row in _shown_rows(stage, s) if row.collidelist(counters + named) < 0]
                              for s in range(stage.layout.players)) if rows]


def _label_least(labels: list[pygame.Rect], keep: list[pygame.Rect]) -> pygame.Rect:
    """Of the places of the label of the baskets waiting, the first that covers least of ``keep``."""
    from ..table.counts import covered
    return min(labels, key=lambda rect: covered(rect, keep))


def _queue_box(stage, centre: tuple[float, float], k: int, scale: float = 1.0) -> pygame.Rect:
    """What a row of ``k`` baskets waiting, centred on ``centre``, covers as drawn (at ``scale``:
    :func:`_queue_size`): the baskets, their shadows and their amounts under them, a little margin
    round them."""
    small_w, small_h = _queue_size(stage, scale)
    font = stage.font("small")
    amount = _amount_width(stage)
    w = (k - 1) * _queue_step(stage, scale) + max(small_w + 3, amount) + 4
    h = small_h + 2 + font.get_linesize() + 2 + 4
    return pygame.Rect(int(centre[0] - w / 2), int(centre[1] - small_h / 2) - 2, int(w), h)


def _queue_reserved(stage) -> list[pygame.Rect]:
    """The rooms and the labels' places of the rows of baskets waiting, however many wait."""
    out: list[pygame.Rect] = []
    for k in range(1, QUEUE_SHOWN + 1):
        for rect in _queue_place(stage, k)[1:3]:
            if rect not in out:
                out.append(rect)
    return out


def _talon_room(stage) -> list[pygame.Rect]:
    """Every place of the talon with its name (on a grid of 2% of the window, below the top bar)
    clear of the seats' things, the named baskets, the trick's cards, the person's hand, the line
    beside it and a question put to him: where :func:`talon_centre` may find it room."""
    lay = stage.layout
    room = pygame.Rect(0, lay.top_bar.bottom, lay.w, lay.h - lay.top_bar.bottom)
    line = stage.font("body").get_linesize()
    keep = _seats_all(stage) + _basket_boxes(stage, NAMED) + trick_cards(stage) + \
        [lay.hand_span(HAND), lay.hint_area(line, HAND, lines=1), lay.dialog_rect()]
    here = _talon_box(stage, (0, 0))
    dx, dy = max(1, round(lay.w * 0.01)), max(1, round(lay.h * 0.01))
    boxes = (here.move(i * dx, j * dy) for i in range(0, 101, 2) for j in range(0, 101, 2))
    return [box for box in boxes if room.contains(box) and box.collidelist(keep) < 0]


def talon_centre(stage) -> tuple[float, float]:
    """The talon lies left of the basket in play, clear of the trick; where the seats or the trick
    leave no room there (small windows, many seats), at the nearest place clear of them, and half
    a small card apart from the cards a seat may show (at 800x500 with five seats Anatole's Q♦
    stood on the talon's back, read as the talon's card, not his)."""
    lay = stage.layout
    bx, by = basket_centre(stage, "in_play")
    bw, _ = _sizes(stage)
    cw, ch = card_size(lay.seat_h)
    trick = lay.trick_area()
    default = (max(bx - bw / 2 - cw * 0.8, trick.right + cw * 0.6), by)
    apart = card_size(lay.small_h)[0]

    def keep(margin: int = 0) -> list[pygame.Rect]:
        return _seats_all(stage) + [row.inflate(margin, margin) for row in _all_shown_rows(stage)] + \
            _baskets_all(stage) + trick_cards(stage)
    # where there is no room so far apart (eight seats at 700x450): clear of the cards themselves
    return _clear_place_apart(stage, "talon", default, lambda c: _talon_box(stage, c), keep, apart)


def _talon_box(stage, centre: tuple[float, float]) -> pygame.Rect:
    """The talon, a card turned a quarter, with its name and count under it."""
    cw, ch = card_size(stage.layout.seat_h)
    font = stage.font("small")
    w = max(ch, font.size(stage.t("gg.talon", n=88))[0] + 8)
    x, y = centre
    return pygame.Rect(int(x - w / 2), int(y - cw / 2), int(w), int(cw + font.get_linesize() + 4))


def trump_centre(stage) -> tuple[float, float]:
    """The trump's disc stands above the trick, right of the middle, at the nearest place clear of
    the seats, of the cards they may show, of the trick's cards, of the baskets and of the talon, a
    third of its radius apart from them where there is room (at 1280x720 with four seats the disc
    stood edge to edge with Anatole's shown cards and touched the talon's name)."""
    lay = stage.layout
    cx, cy = lay.centre
    default = (cx + lay.w * 0.07, cy - lay.h * 0.19)
    gap = 2 * max(2, trump_radius(stage) // 3)

    def keep(margin: int = 0) -> list[pygame.Rect]:
        return [r.inflate(margin, margin) for r in cloth_rects(stage) + trick_cards(stage)]
    return _clear_place_apart(stage, "trump", default, lambda c: _trump_box(stage, c), keep, gap)


@functools.cache
def _steps_within(dx: int, dy: int, most: float) -> list[tuple[int, int]]:
    """The steps of :func:`_nearest_first`, of ``dx`` pixels across and ``dy`` down, that move a
    place as far as ``most`` pixels, the nearest in pixels first (the steps across and down
    differ: a step further on the grid may be nearer)."""
    return sorted(((i, j) for i, j in _nearest_first() if (i * dx) ** 2 + (j * dy) ** 2 <= most ** 2),
                  key=lambda d: (d[0] * dx) ** 2 + (d[1] * dy) ** 2)


@functools.cache
def _nearest_first(every: int = 1) -> list[tuple[int, int]]:
    """Steps of 1% of the window's width and height from a place, nearest first, across the
    window (``every``: only each so many of them, both ways)."""
    reach = range(-100 // every * every, 101, every)        # 0 among them
    return sorted(((i, j) for i in reach for j in reach), key=lambda d: d[0] ** 2 + d[1] ** 2)


def _clear_place_apart(stage, what: str, default: tuple[float, float],
                       box: Callable[[tuple[float, float]], pygame.Rect],
                       keep: Callable[[int], list[pygame.Rect]], margin: int) -> tuple[float, float]:
    """:func:`_clear_place` of what ``keep(margin)`` lists (its rects grown by ``margin``), so
    that ``box`` stands a little apart from them; where no place is clear so, of ``keep(0)``."""
    place = _clear_place(stage, f"{what} apart", default, box, lambda: keep(margin))
    if box(place).collidelist(keep(0)) < 0:
        return place
    return _clear_place(stage, what, default, box, lambda: keep(0))


def _clear_place(stage, what: str, default: tuple[float, float], box: Callable[[tuple[float, float]], pygame.Rect],
                 keep: Callable[[], list[pygame.Rect]]) -> tuple[float, float]:
    """``default`` if the box there touches none of ``keep`` (nor the person's hand, the line beside
    it, a question put to him), else the nearest such place in the window below the top bar (a
    search on a grid of 1% of the window), else, where none is clear (the smallest windows at many
    seats), the place that covers least of the seats' things and the trick's cards, then of them
    all (on a grid of 3%: at 700x450 with eight seats the talon lay on the counters of the seat at
    the top left, which it covered less of than the cards a seat may show elsewhere). Found once
    per window size and table."""
    from ..table.counts import covered
    lay = stage.layout

    def find() -> tuple[float, float]:
        room = pygame.Rect(0, lay.top_bar.bottom, lay.w, lay.h - lay.top_bar.bottom)
        x0, y0 = default
        here = box(default)       # the box only moves with its centre: by whole pixels, it moves as much
        dx, dy = max(1, round(lay.w * 0.01)), max(1, round(lay.h * 0.01))
        line = stage.font("body").get_linesize()
        # the person's hand, the line beside it (on two lines, as a long one wraps: at 640×400 with
        # eight seats "… cliquez pour le ramasser" ran over the talon's name; else its first line
        # alone, where two leave no room), a question put to him
        for lines in (2, 1):
            rects = keep() + [lay.hand_span(HAND), lay.hint_area(line, HAND, lines=lines), lay.dialog_rect()]
            if room.contains(here) and here.collidelist(rects) < 0:
                return default
            for i, j in _nearest_first():
                b = here.move(i * dx, j * dy)
                if room.contains(b) and b.collidelist(rects) < 0:
                    return (x0 + i * dx, y0 + j * dy)
        inside = [(i * dx, j * dy) for i, j in _nearest_first(3) if room.contains(here.move(i * dx, j * dy))]
        if not inside:
            return default
        firm = _seats_all(stage) + trick_cards(stage)

        def cover(d: tuple[int, int]) -> tuple[int, int]:
            return covered(here.move(d), firm), covered(here.move(d), rects)
        best = min(inside, key=cover)           # the first of equals
        # then pixel by pixel round it, where a step of the grid was too coarse to slip between
        around = [(best[0] + i, best[1] + j) for i in range(-dx, dx + 1) for j in range(-dy, dy + 1)]
        best = min((d for d in around if room.contains(here.move(d))), default=best,
                   key=lambda d: (*cover(d), abs(d[0] - best[0]) + abs(d[1] - best[1])))
        return (x0 + best[0], y0 + best[1])
    return _found_once(stage, what, find)


def trick_cards(stage) -> list[pygame.Rect]:
    """Where each seat's card of a trick lies (a little wider and taller: it lies askew)."""
    lay = stage.layout
    cw, ch = card_size(lay.trick_h())
    out = []
    for seat in range(lay.players):
        x, y = lay.trick_slot(seat)
        out.append(pygame.Rect(int(x - cw * 0.6), int(y - ch * 0.56), int(cw * 1.2), int(ch * 1.12)))
    return out


def trump_radius(stage) -> int:
    return int(_piece_h(stage) * 0.034)


def trump_rect(stage) -> pygame.Rect:
    """What the trump's disc and its label under it cover."""
    return _trump_box(stage, trump_centre(stage))


def _trump_box(stage, centre: tuple[float, float]) -> pygame.Rect:
    """The disc and, centred under it, its label, which may be wider ("trumps" ran into the
    talon's name at 640×400)."""
    x, y = centre
    r = trump_radius(stage)
    small = stage.font("small")
    w = max(2 * r, small.size(stage.t("gg.trump_label"))[0] + 4)
    return pygame.Rect(int(x - w / 2), int(y) - r, w, 2 * r + 2 + small.get_height())


def chips_rect(stage, seat: int, place: str | None = None) -> pygame.Rect:
    """The room of a seat's counters: the tallest stack, and its count under it."""
    r = _disc_r(stage)
    x, y = chips_centre(stage, seat, place)
    return pygame.Rect(x - r * 1.6, y - r * 4.5, r * 3.2, r * 7)


def chips_centre(stage, seat: int, place: str | None = None) -> tuple[float, float]:
    """Where a seat's counters stand: left of its plate (the person: above his plate); under its
    left end where the window's side leaves no room; under the end ``place`` names ("" beside the
    plate; by default, where the baskets would stand on them: :func:`_arrangement`)."""
    lay = stage.layout
    plate = lay.plate_rect(seat)
    r = _disc_r(stage)
    if seat == stage.person:
        return plate.x + r * 1.5, plate.top - r * 2.2
    x = plate.left - r * 1.8
    stack = lay.stack_rect(seat)
    if stack.right <= plate.left:          # the tricks lie left of this plate: the counters go beyond them
        x = stack.left - r * 1.8
    if place is None:
        place = _counters_placed(stage).get(seat, "")
    y = plate.bottom + r * 4.2             # under the plate: the tallest stack clears it
    if place == "under_right":
        return plate.right - r * 1.5, y
    if place == "under_left" or x - r * 1.2 < 0:
        return plate.x + r * 1.5, y
    return x, plate.centery + r * 0.6


def aside_centre(stage, seat: int) -> tuple[float, float]:
    lay = stage.layout
    if seat == stage.person:
        return lay.w / 2, lay.h * 0.88
    return lay.fan_centre(seat)


def _disc_r(stage) -> int:
    return max(5, int(stage.layout.h * 0.0145))


# ---------------------------------------------------------------- pieces


def draw_disc(surface, centre, r: int, colour=COUNTER, shadow: bool = True) -> None:
    """A counter seen from above and a little from the front: its face, its ring, its red edge
    below the face and, on the cloth, its shadow (a counter on another casts none)."""
    x, y = int(centre[0]), int(centre[1])
    edge = _edge(r)
    if shadow:
        pygame.draw.ellipse(surface, (0, 0, 0), (x - r, y - r * 0.55 + edge + 1, 2 * r, r * 1.1 + 1))
    pygame.draw.ellipse(surface, COUNTER_EDGE, (x - r, y - r * 0.55 + edge, 2 * r, r * 1.1))
    pygame.draw.ellipse(surface, colour, (x - r, y - r * 0.55, 2 * r, r * 1.1))
    pygame.draw.ellipse(surface, COUNTER_RING, (x - r, y - r * 0.55, 2 * r, r * 1.1), max(1, r // 4))


def _edge(r: int) -> int:
    """How thick a counter of radius ``r`` shows its edge."""
    return max(1, round(r * 0.16))


def draw_stack(surface, centre, r: int, n: int) -> None:
    """A small stack of counters: one disc for every five, at most eight. Each shows its face's
    rim and its edge between the ones above and below, however small the window."""
    discs = 0 if n <= 0 else min(8, 1 + (n - 1) // 5)
    x, y = centre
    step = max(_edge(r) + 2, r * 0.42)
    for k in range(discs):
        draw_disc(surface, (x, y - k * step), r, shadow=k == 0)


def draw_basket(stage, surface, centre, size, amount: int, label: str, live: bool = False,
                small: bool = False) -> pygame.Rect:
    """A wicker basket seen from above, its counters inside, its name and content under it."""
    bw, bh = size
    rect = pygame.Rect(0, 0, bw, bh)
    rect.center = (int(centre[0]), int(centre[1]))
    shade = rect.move(3, 4)
    pygame.draw.ellipse(surface, (0x10, 0x30, 0x1E), shade)
    pygame.draw.ellipse(surface, WICKER_DARK, rect)
    inner = rect.inflate(-bw * 0.16, -bh * 0.26)
    pygame.draw.ellipse(surface, WICKER, inner)
    # the weave: a few curved strokes
    for k in range(1, 5):
        y = inner.y + inner.h * k / 5
        half = inner.w / 2 * math.sqrt(max(0.0, 1 - ((y - inner.centery) / (inner.h / 2)) ** 2))
        pygame.draw.line(surface, WICKER_DARK, (inner.centerx - half + 2, y), (inner.centerx + half - 2, y), 1)
    pygame.draw.ellipse(surface, theme.GOLD if live else WICKER_LIGHT, rect, 3 if live else 2)
    r = max(4, int(bh * 0.16))
    shown = min(amount, 12)
    for k in range(shown):
        ang = k * 2.39996              # golden angle: a natural heap
        rad = math.sqrt(k / max(1, shown)) * inner.w * 0.32
        draw_disc(surface, (inner.centerx + math.cos(ang) * rad, inner.centery + math.sin(ang) * rad * 0.45), r)
    _draw_label(stage, surface, f"{label} {amount}" if label else str(amount), (rect.centerx, rect.bottom + 2),
                theme.GOLD if live else theme.CREAM)
    return rect


def _draw_label(stage, surface, text: str, midtop: tuple[int, int], colour) -> None:
    """A name on the cloth (a basket's, the talon's) in the small type, on a dark tag."""
    font = stage.font("small")
    box = pygame.Rect((0, 0), font.size(text))
    box.midtop = midtop
    bg = box.inflate(8, 2)
    widgets.rounded_panel(surface, bg, theme.PANEL, 170, bg.h // 3)
    widgets.draw_text(surface, text, font, colour, box.topleft)


def draw_talon(stage, surface, centre: tuple[float, float], height: int, label: str) -> None:
    """The talon (le cotillon): a few cards face down, lying across, named under them."""
    img = back(stage, height)
    x, y = centre
    for k in range(3):
        # the card back is in the key: a back chosen in Settings shows at once
        blit_card(surface, img, (x + k, y - k * 2), angle=90,
                  key=("back", img.get_height(), "talon", stage.settings.get("card_back")), shadow=(k == 0))
    _draw_label(stage, surface, label, (int(x), int(y + img.get_width() / 2 + 3)), theme.CREAM)


def draw_cloth(adapter, surface) -> None:
    sc = adapter.stage
    gs = adapter.gs
    lay = sc.layout
    t = adapter.t
    size = _sizes(sc)
    draw_basket(sc, surface, basket_centre(sc, "guinguette"), size, gs.guinguette, t("gg.basket.guinguette"))
    draw_basket(sc, surface, basket_centre(sc, "cabaret"), size, gs.cabaret, t("gg.basket.cabaret"))
    live = gs.basket_open
    draw_basket(sc, surface, basket_centre(sc, "in_play"), size, gs.basket,
                t("gg.basket.cotillon"), live=live)
    if gs.queue:
        font = sc.font("small")
        place = _queue_place(sc, min(len(gs.queue), QUEUE_SHOWN))
        if place.tray:          # the table's, not the seat's it stands by
            widgets.rounded_panel(surface, place.room, theme.FELT_EDGE, 200, widgets.radius_for(lay.h), TRAY_EDGE)
        small = _queue_size(sc, place.scale)
        for i, amount in enumerate(queue_shown(gs.queue, place.shown)):
            draw_basket(sc, surface, basket_centre(sc, "queue", i, len(gs.queue)), small, amount, "", small=True)
        label, rect = _queue_label_drawn(sc, len(gs.queue))
        widgets.draw_text(surface, label, font, theme.CREAM_DIM, rect.topleft, "topleft")
    # the talon (le cotillon): face down beside the basket in play, its cards counted under it
    if gs.talon and sc.model.deal:
        draw_talon(sc, surface, talon_centre(sc), int(lay.seat_h * 0.8), t("gg.talon", n=gs.talon))
    draw_trump(adapter, surface)
    for seat in range(sc.players):
        if gs.at_table[seat]:
            draw_seat_chips(adapter, surface, seat)
    draw_aside(adapter, surface)
    draw_shown(adapter, surface)
    r = _disc_r(sc)
    for chip in adapter.chips_flying:
        draw_disc(surface, chip.pos(), r)


def queue_shown(queue: list[int], room: int = QUEUE_SHOWN) -> list[int]:
    """The amounts of the cotillon's baskets waiting as they are drawn: the first ``room`` one by
    one, the rest counted on the last."""
    shown = list(queue[:room])
    if len(queue) > room:
        shown[-1] += sum(queue[room:])
    return shown


def queue_row_width(stage, main: tuple[int, int], queue: list[int], short: bool = False) -> int:
    """How wide :func:`draw_queue_row` draws ``queue`` and its label, baskets a share of ``main``."""
    step = max(int(main[0] * QUEUE_SCALE), _amount_width(stage)) + 5
    words = stage.font("small").size(_queue_words(stage, len(queue), short))[0]
    return max(step * len(queue_shown(queue)) - 5, words)


def draw_queue_row(stage, surface, centre: tuple[float, float], main: tuple[int, int], queue: list[int],
                   short: bool = False) -> None:
    """The cotillon's baskets waiting, in a row centred at ``centre``, each QUEUE_SCALE of a main
    basket (``main``) with its amount under it, "Baskets to play: n" above the row (``short``:
    "To play: n"), as the table draws them (a lesson's board draws them so)."""
    shown = queue_shown(queue)
    size = (int(main[0] * QUEUE_SCALE), int(main[1] * QUEUE_SCALE))
    step = max(size[0], _amount_width(stage)) + 5
    first = centre[0] - step * (len(shown) - 1) / 2
    for i, amount in enumerate(shown):
        draw_basket(stage, surface, (first + i * step, centre[1]), size, amount, "", small=True)
    font = stage.font("small")
    text = _queue_words(stage, len(queue), short)
    box = pygame.Rect((0, 0), font.size(text))
    box.midbottom = (int(centre[0]), int(centre[1] - size[1] / 2 - 3))
    widgets.draw_text(surface, text, font, theme.CREAM_DIM, box.topleft)


def _queue_label_at(stage, centre: tuple[float, float], above: bool, shift: float = 0.0,
                    scale: float = 1.0, short: bool = False) -> pygame.Rect:
    """Where "Baskets to play: n" (``short``: "To play: n") may go, for the row of baskets waiting
    (drawn at ``scale``: :func:`_queue_size`) standing at ``centre``: above the baskets or under
    their amounts, moved aside by ``shift`` of its width."""
    font = stage.font("small")
    w, h = font.size(_queue_words(stage, 8, short))      # (a tenth basket waiting: a digit wider)
    cx, y = centre
    small = _queue_size(stage, scale)[1]
    top = y - small / 2 - 3 - h if above else y + small / 2 + font.get_linesize() + 4
    return pygame.Rect(int(cx - w / 2 + shift * w), int(top), w, h)


def _queue_words(stage, k: int, short: bool) -> str:
    """The label of ``k`` baskets waiting: "Baskets to play: k", ``short`` "To play: k"."""
    return stage.t("gg.basket.queue_short" if short else "gg.basket.queue", n=k)


def _queue_label_drawn(stage, k: int) -> tuple[str, pygame.Rect]:
    """The label of a row of ``k`` baskets waiting, in as many words as its place holds, and where
    it is drawn: centred in its place (:func:`_queue_place`)."""
    place = _queue_place(stage, max(1, min(k, QUEUE_SHOWN)))
    text = _queue_words(stage, k, place.short)
    box = pygame.Rect((0, 0), stage.font("small").size(text))
    box.midtop = place.label.midtop
    return text, box


def draw_trump(adapter, surface) -> None:
    sc = adapter.stage
    gs = adapter.gs
    if not gs.trump:
        return
    x, y = trump_centre(sc)
    r = trump_radius(sc)
    font = sc.font("small")
    pygame.draw.circle(surface, (0x10, 0x30, 0x1E), (int(x) + 2, int(y) + 3), r)
    pygame.draw.circle(surface, theme.IVORY, (int(x), int(y)), r)
    pygame.draw.circle(surface, theme.GOLD, (int(x), int(y)), r, 2)
    if gs.trump_hidden:
        widgets.draw_text(surface, "?", sc.font("title"), theme.INK, (x, y), "center")
    else:
        four = bool(sc.settings.get("four_colour", False))
        draw_suit(surface, gs.trump, pygame.Rect(x - r * 0.6, y - r * 0.6, r * 1.2, r * 1.2),
                  suit_colour(gs.trump, four))
    widgets.draw_text(surface, adapter.t("gg.trump_label"), font, theme.CREAM, (x, y + r + 2), "midtop")


def draw_seat_chips(adapter, surface, seat: int) -> None:
    sc = adapter.stage
    n = adapter.gs.chips[seat]
    r = _disc_r(sc)
    x, y = chips_centre(sc, seat)
    draw_stack(surface, (x, y), r, n)
    font = sc.font("small")
    img = font.render(str(n), True, theme.CREAM)
    box = img.get_rect(midtop=(int(x), int(y + r * 0.7)))
    bg = box.inflate(6, 0)
    widgets.rounded_panel(surface, bg, theme.PANEL, 190, bg.h // 3)
    surface.blit(img, box)


def draw_aside(adapter, surface) -> None:
    """§3.4 step 4: a passer's hand lies face down, squared, where his fan was."""
    sc = adapter.stage
    gs = adapter.gs
    for seat in gs.aside:
        if seat == sc.person:
            continue
        img = back(sc, int(sc.layout.seat_h * 0.8))
        x, y = aside_centre(sc, seat)
        for k in range(4):
            blit_card(surface, img, (x + k, y - k), angle=90,
                      key=("back", img.get_height(), "aside", sc.settings.get("card_back")),
                      shadow=(k == 0))
    row = aside_hand_rect(adapter)
    if row is not None:
        h = sc.layout.table_h
        cw = card_size(h)[0]
        for i, code in enumerate(gs.aside_hand):
            blit_card(surface, face(sc, code, h, dim=True), (row.x + cw / 2 + i * cw * 0.7, row.centery), angle=0)
        font = sc.font("small")
        widgets.draw_text(surface, adapter.t("gg.aside_you"), font, theme.CREAM_DIM, (row.centerx, row.y - 4),
                          "midbottom")


def aside_hand_rect(adapter) -> pygame.Rect | None:
    """Where the person's hand lies face up, dimmed, once he has passed (None while he plays):
    its cards in a row, each overlapping the last by less than a third."""
    sc = adapter.stage
    gs = adapter.gs
    if not gs.aside_hand or sc.person not in gs.aside:
        return None
    cw, ch = card_size(sc.layout.table_h)
    n = len(gs.aside_hand)
    row = pygame.Rect(0, 0, int(cw + (n - 1) * cw * 0.7), ch)
    row.center = tuple(int(v) for v in aside_centre(sc, sc.person))
    return row


SHOWN_GROUPS = (1, 3)   # what a seat may show in a deal, in the order it shows them: Q♦, then a tierce
SHOWN_STEP = 0.42       # from one card of a group shown to the next, of a small card's width
SHOWN_GAP = 0.2         # between two groups shown, of a small card's width (Q♦ and a tierce beside it read
                        # as one row of four where the tierce overlapped the queen as its own cards do)


def _shown_offsets(cw: int, groups) -> list[int]:
    """Where each card of the ``groups`` a seat shows lies from the row's left (as many cards in each
    group as it says): a group's cards each SHOWN_STEP of a card from the last, a clear SHOWN_GAP
    between two groups."""
    out, x = [], 0
    for n in groups:
        out += [x + i * int(cw * SHOWN_STEP) for i in range(n)]
        x = out[-1] + cw + int(cw * SHOWN_GAP)
    return out


def _shown_rows(stage, seat: int) -> list[pygame.Rect]:
    """Where the most a seat may show (SHOWN_GROUPS) may lie, the first choice first: under its
    plate's right end, else under its left end (the person's, and a seat at the foot of a small
    window: above it)."""
    lay = stage.layout
    cw, ch = card_size(lay.small_h)
    width = _shown_offsets(cw, SHOWN_GROUPS)[-1] + cw
    plate = lay.plate_rect(seat)
    if seat == stage.person:
        y = plate.top - ch - int(lay.h * 0.01)
    else:
        y = plate.bottom + int(lay.h * 0.006)
        if y + ch > lay.h:
            y = plate.top - ch - 4
    right = pygame.Rect(plate.right - width, y, width, ch)
    if seat == stage.person:
        return [right]
    return [right, pygame.Rect(plate.left, y, width, ch)]


def _on_basket(stage, row: pygame.Rect) -> bool:
    """Whether ``row`` lies on a basket as it is drawn: on the guinguette's, the cabaret's or the
    basket in play's wicker (an ellipse, its shadow with it) or name, or on the queue's row. A
    row by a basket's box's corner leaves the basket whole."""
    bw, bh = _sizes(stage)
    a, b = bw / 2 + 1, bh / 2 + 1
    for name in NAMED:
        x, y = basket_centre(stage, name)
        label = _name_box(stage, name, (x, y))
        for cx, cy in ((x, y), (x + 3, y + 4)):        # the wicker, and its shadow
            nx, ny = min(max(cx, row.left), row.right), min(max(cy, row.top), row.bottom)
            if ((nx - cx) / a) ** 2 + ((ny - cy) / b) ** 2 < 1:
                return True
        if row.colliderect(label):
            return True
    return row.collidelist(_queue_reserved(stage)) >= 0


def shown_row(stage, seat: int) -> pygame.Rect:
    """Where the cards a seat shows lie, from the row's left as it shows them: at the first of its
    places (:func:`_shown_rows`) where the most it may show lies on no basket (:func:`_on_basket`)
    nor the seat's counters (else on no basket), and of those the first clear of the margin round
    the baskets too (:func:`_basket_box`: at five seats the wider row of Q♦ and a tierce apart lay a
    hair over la guinguette's wicker), so that its cards stay put as it shows more. Where that place
    lies on counters (with the Journal open at 1280x720 Hortense's Q♦ hid her counters but for their
    count), the nearest place to its places clear of the baskets, of every seat's things and of the
    cards the seats before it may show (:func:`_row_moved`). Where it lies on the room of the baskets
    waiting by a hair, slid along as far as SHOWN_SLIDE to leave it (:func:`_row_slid`)."""
    def find() -> pygame.Rect:
        rows = _shown_rows(stage, seat)
        counters = [chips_rect(stage, s) for s in range(stage.layout.players)]
        boxes = _baskets_all(stage)
        best = min(rows, key=lambda row: (_on_basket(stage, row), row.collidelist(counters) >= 0,
                                          row.collidelist(boxes) >= 0))
        if best.collidelist(counters) >= 0:
            return _row_moved(stage, seat, rows) or best
        return _row_slid(stage, seat, best) or best
    return _found_once(stage, f"shown row {seat}", find).copy()


SHOWN_SLIDE = 0.006     # how far a seat's shown row may slide along off the baskets waiting, of the window's width


def _row_slid(stage, seat: int, row: pygame.Rect) -> pygame.Rect | None:
    """``row`` slid along, the least first, as far as SHOWN_SLIDE, where it lies on the room of the
    baskets waiting (:func:`_queue_reserved`) and that leaves it on no basket (:func:`_on_basket`), in
    the window, clear of every seat's things, of the trick, of the person's hand and of the rows of
    the seats before ``seat`` (at 1280x1024 with four seats Ernestine's lay 5 px into the room of
    the third basket waiting); None where it needs none or none is."""
    lay = stage.layout
    if row.collidelist(_queue_reserved(stage)) < 0:
        return None
    most = int(lay.w * SHOWN_SLIDE)
    room = pygame.Rect(0, lay.top_bar.bottom, lay.w, lay.h - lay.top_bar.bottom)
    keep = _seats_all(stage) + trick_cards(stage) + [lay.hand_span(HAND)] + [shown_row(stage, s) for s in range(seat)]
    for dx in sorted(range(-most, most + 1), key=abs):
        slid = row.move(dx, 0)
        if room.contains(slid) and not _on_basket(stage, slid) and slid.collidelist(keep) < 0:
            return slid
    return None


def _row_moved(stage, seat: int, rows: list[pygame.Rect]) -> pygame.Rect | None:
    """The nearest place to one of ``rows`` (on a grid of 1% of the window, the first of ``rows``
    first among equals) in the window below the top bar, clear of the baskets with their margin,
    of every seat's plate, hand, tricks and counters, of the trick, of the person's hand and of the
    rows of the seats before ``seat``; None where none is."""
    lay = stage.layout
    room = pygame.Rect(0, lay.top_bar.bottom, lay.w, lay.h - lay.top_bar.bottom)
    keep = _seats_all(stage) + _baskets_all(stage) + trick_cards(stage) + [lay.hand_span(HAND)] + \
        [shown_row(stage, s) for s in range(seat)]
    dx, dy = max(1, round(lay.w * 0.01)), max(1, round(lay.h * 0.01))
    for i, j in _nearest_first():
        for row in rows:
            moved = row.move(i * dx, j * dy)
            if room.contains(moved) and moved.collidelist(keep) < 0:
                return moved
    return None


def _all_shown_rows(stage) -> list[pygame.Rect]:
    return [shown_row(stage, seat) for seat in range(stage.layout.players)]


def shown_places(adapter) -> list[tuple[str, pygame.Rect]]:
    """Where the cards shown lie (Q♦ shown by its holder, a tierce shown at the cabaret, read as
    the run it is: highest first), each group apart (:func:`_shown_offsets`)."""
    sc = adapter.stage
    by_seat: dict = {}
    for seat, cards, why in adapter.gs.shown:
        run = sorted(cards, key=lambda code: sc.rank_order.index(code[0])) if why == "cabaret" else cards
        by_seat.setdefault(seat, []).append(run)
    cw, ch = card_size(sc.layout.small_h)
    places = []
    for seat, groups in by_seat.items():
        row = shown_row(sc, seat)
        cards = [code for group in groups for code in group]
        offsets = _shown_offsets(cw, [len(group) for group in groups])
        places.extend((code, pygame.Rect(row.x + dx, row.y, cw, ch)) for code, dx in zip(cards, offsets))
    return places


def draw_shown(adapter, surface) -> None:
    h = adapter.stage.layout.small_h
    for code, rect in shown_places(adapter):
        blit_card(surface, face(adapter.stage, code, h), rect.center)


# ---------------------------------------------------------------- decision panels


class SuitButton(widgets.Button):
    """A trump button: the suit drawn as a shape (the default font has no suit glyphs), its name under."""

    suit = "S"
    four = False

    def draw(self, surface, font) -> None:
        super().draw(surface, font)

    def draw_suit_face(self, surface, font) -> None:
        radius = widgets.radius_for(surface.get_height())
        lit = self.enabled and self.hovered
        widgets.rounded_panel(surface, self.rect, theme.PANEL_LIGHT if lit else theme.PANEL, 235, radius,
                              theme.GOLD if lit or self.default else theme.PANEL_EDGE, 2 if lit else 1)
        s = int(self.rect.h * 0.62)
        disc = pygame.Rect(0, 0, s + 6, s + 6)
        disc.midleft = (self.rect.x + self.rect.h * 0.2, self.rect.centery)
        pygame.draw.ellipse(surface, theme.IVORY, disc)
        draw_suit(surface, self.suit, disc.inflate(-8, -8), suit_colour(self.suit, self.four))
        widgets.draw_text(surface, widgets.fit(self.label, font, self.rect.right - disc.right - 10), font,
                          theme.GOLD if lit else theme.CREAM, ((disc.right + self.rect.right) // 2, self.rect.centery),
                          "center")


def _rows(spec) -> list[list]:
    if spec.rows:
        return [list(row) for row in spec.rows]
    buttons = list(spec.buttons)
    if len(buttons) > 4:
        half = (len(buttons) + 1) // 2
        return [buttons[:half], buttons[half:]]
    return [buttons]


def _geometry(adapter, spec) -> dict:
    """The panel's rectangle, its rows of buttons and the font that lets them fit: at most half the
    window wide, so the seats either side of the hand stay in sight (ui.md: small panels). Worked
    out once for a panel as the cloth lies (it is asked for its rectangle, its buttons and its
    drawing on every frame)."""
    sc = adapter.stage
    lay = sc.layout
    key = (lay.w, lay.h, id(sc.font("body")), id(sc.font("small")), tuple(tuple(b) for b in _baskets_all(sc)),
           len(adapter.gs.queue))
    cache = adapter.__dict__.setdefault("_panel_geometry", {})          # a drawing cache, not game state
    if cache.get("spec") is not spec or cache.get("key") != key:
        cache["spec"], cache["key"], cache["geometry"] = spec, key, _lay_panel(adapter, spec)
    got: dict = cache["geometry"]
    return got


def _lay_panel(adapter, spec) -> dict:
    """The panel laid out in the body type where its buttons fit, else the small type, else with
    its buttons in fewer words where it has them (the raises: at 640x400 with eight seats the
    panel, widened for "un demi-septier (1)", cut "Guinguette 0" and "Cotillon 0"), else wider, up
    to the window, rather than cut a label; where it would lie on a seat's counters (eight at
    1920x1080: the trump's panel on Ernestine's stack), also with its sentence wrapped as narrow
    as the buttons allow, the four suits two by two, in the small type, raised clear of the
    counters: the way that covers fewest counters, and of those the one that hides least of the
    baskets and the plates, the first of equals."""
    sc = adapter.stage
    lay = sc.layout
    rows = _rows(spec)
    pad = int(lay.h * 0.018)
    gap = int(lay.w * 0.008)
    bh = theme.button_height(lay.h, 0.8)
    counters = [chips_rect(sc, seat) for seat in range(sc.players)]
    plates = [lay.plate_rect(seat) for seat in range(sc.players)]
    keep = counters + _baskets_all(sc) + plates
    most = int(lay.w * (0.9 if spec.suits else 0.52))
    # the four suits may also stand two by two, a row narrower
    shapes = [rows] + ([[rows[0][:2], rows[0][2:]]] if spec.suits and len(rows) == 1 and len(rows[0]) == 4 else [])
    captions = list(spec.captions or [])

    def laid(forms: list[tuple[list, list | None, bool]]) -> list[dict]:
        return [way for shape, caps, above in forms for role in ("body", "small") for narrow in (False, True)
                if (way := _lay_panel_in(adapter, spec, shape, role, narrow, (pad, gap, bh, most),
                                         above=above, captions=caps)) is not None]

    def narrower(shape: list) -> list[tuple[list, list | None, bool]]:
        """The panel's narrower forms, tried last (they are taller): each row's caption on a line
        of its own above it (narrower by "Renvier :"), then a row of more than two buttons also
        broken into rows of two under it (six seats at 800x500 in French: the betting panel, a few
        pixels too wide for the cloth between the cabaret's name and Anatole's and Ernestine's
        counters, lay on the top of Ernestine's fan)."""
        if not any(captions):
            return []
        pairs = [(row[i:i + 2], cap if not i else "") for row, cap in zip(shape, captions)
                 for i in range(0, len(row), 2)]
        return [(shape, None, True)] + ([([row for row, _ in pairs], [cap for _, cap in pairs], True)]
                                        if len(pairs) > len(shape) else [])
    ways = laid([(shape, None, False) for shape in shapes])
    short = [list(row) for row in getattr(spec, "short_rows", None) or []]
    fewer = laid([(short, None, False)]) if short else []
    if not ways and fewer:      # the raises in fewer words
        rows, ways, fewer = short, fewer, []
    if not ways:       # not even in the small type: wider, up to the window, rather than cut the labels
        ways = [_lay_panel_in(adapter, spec, rows, "small", False, (pad, gap, bh, int(lay.w * 0.96)), wide=True)]
    best, hurt = _placed(adapter, spec, ways, counters, plates, keep)
    if fewer and any(hurt[:3] + hurt[4:5]):
        # on the basket bet into, a seat's counters, plate or fanned cards whichever way: the raises
        # in fewer words too, where that lies on less (seven seats at 800x500: on Anatole's counters)
        other, less = _placed(adapter, spec, fewer, counters, plates, keep)
        best, hurt = (other, less) if less < hurt else (best, hurt)
    slim = laid(narrower(rows) + narrower(short)) if any(hurt[:5]) else []
    if slim:
        # still on what is read whichever way: the narrower forms too, where they lie on less (a
        # panel without captions, as the speaking one, has none)
        other, less = _placed(adapter, spec, slim, counters, plates, keep)
        best = other if less < hurt else best
    return best


def _placed(adapter, spec, ways: list[dict], counters: list[pygame.Rect], plates: list[pygame.Rect],
            keep: list[pygame.Rect]) -> tuple[dict, tuple[int, ...]]:
    """Of the panel's ``ways`` (:func:`_lay_panel`), the one laid where it hides least, and what it
    hides: of the basket bet into, the seats' counters, their plates, the baskets' names, the
    others' fanned cards and the rest of ``keep``."""
    sc = adapter.stage
    lay = sc.layout
    # the basket the panel is about (the cabaret's, bet into) stays in sight
    sight = _in_question(adapter, getattr(spec, "basket", None))
    # la guinguette and le cabaret, each with its name, are read all deal long (below)
    names = [_drawn_box(sc, name, basket_centre(sc, name)) for name in ("guinguette", "cabaret")]
    # the others' plates and fanned cards: at 800x500 with five seats the betting panel lay on the
    # top of Ernestine's fan, where the cloth had room clear of it above the hand
    hands = [lay.fan_rect(seat, HAND) for seat in range(sc.players) if seat != sc.person]
    # and the cards a seat shows (Anatole's Q♦), read as the hands are
    hands += [rect for _code, rect in shown_places(adapter)]
    talon = [_talon_box(sc, talon_centre(sc))] if sc.model.deal else []

    def harm(way: dict) -> tuple[int, ...]:
        rect = way["rect"]
        return (covered_by(rect, sight), covered_by(rect, counters), covered_by(rect, plates),
                covered_by(rect, names + talon), covered_by(rect, hands), covered_by(rect, keep))
    if not covered_by(ways[0]["rect"], counters + sight + names + plates + hands):
        return ways[0], harm(ways[0])   # (at 800x500, three seats, the stir's card panel lay on "Cabaret 6")
    # still on a seat's counters: each way also raised clear of them (the middle of the cloth is
    # empty while the person decides), where that hides less of the counters, baskets and plates
    for way in list(ways):
        rect = way["rect"]
        under = [box for box in counters if box.colliderect(rect)]
        if under:
            raised = rect.copy()
            raised.bottom = min(box.top for box in under) - int(lay.h * 0.006)
            if raised.top > lay.top_bar.bottom + 4:
                ways.append({**way, "rect": raised})
    if sight and all(covered_by(way["rect"], counters + sight) for way in ways):
        # on the basket bet into or a seat's counters whichever way (five seats in 800x500: on
        # "Cabaret 10"; at 640x400 on the three baskets): each way also at the nearest place clear
        # of them, above the hand
        ways += [{**way, "rect": moved} for way in list(ways)
                 if (moved := _in_sight(sc, way["rect"], sight, counters, plates, hands)) is not None]
    # la guinguette and le cabaret, each with its name, are read all deal long, and the talon with
    # its count (three seats at 800x500: the betting panel moved off "Cabaret 3" lay over it at the
    # top of the cloth); the cotillon's basket is not in play while the person decides, a hand's
    # backs never read: where the best way cuts a name (five seats in 800x500: "Guinguette 0" lost
    # its "0" under the betting panel, there being no clear room) or lies on the talon, each also
    # at the nearest place clear of the names, the talon and what is in sight, the counters and the
    # plates, the cotillon's basket covered rather; where it lies on a plate or a seat's fanned
    # cards, each also at the nearest place clear of them too
    best = min(ways, key=harm)
    if covered_by(best["rect"], names + talon + plates + hands):
        ways += [{**way, "rect": moved} for way in list(ways)
                 if (moved := _in_sight(sc, way["rect"], sight + names + talon, counters, plates, hands)) is not None]
        best = min(ways, key=harm)
    return best, harm(best)


def _in_question(adapter, basket: str | None) -> list[pygame.Rect]:
    """What a panel about ``basket`` leaves in sight: the basket and its name, as drawn; for the
    basket in play, the trump and the label of the baskets waiting too (eight seats in 640x400:
    the speaking panel hid "Paniers à jouer : 1")."""
    sc = adapter.stage
    if basket is None:
        return []
    rects = [_drawn_box(sc, basket, basket_centre(sc, basket))]
    queue = adapter.gs.queue
    if basket == "in_play" and adapter.gs.trump:          # and the trump named, spoken under
        rects.append(trump_rect(sc))
    if basket == "in_play" and queue:
        rects.append(_queue_label_drawn(sc, len(queue))[1])
    return rects


def _in_sight(stage, rect: pygame.Rect, sight: list[pygame.Rect], counters: list[pygame.Rect],
              plates: list[pygame.Rect], hands: list[pygame.Rect]) -> pygame.Rect | None:
    """``rect`` moved to the nearest place (on a grid of 1% of the window) clear of ``sight``,
    between the top bar and the person's hand, in the window: clear of every seat's counters,
    ``plates`` and ``hands`` (the others' fanned cards, the cards shown) and of the baskets too if
    there is one, else of the counters, plates and hands, else of the counters and plates, else of
    the counters, else of ``sight`` alone; None where none is."""
    lay = stage.layout
    top = lay.top_bar.bottom + 4
    room = pygame.Rect(0, top, lay.w, lay.hand_span().top - int(lay.h * 0.006) - top)
    dx, dy = max(1, round(lay.w * 0.01)), max(1, round(lay.h * 0.01))
    for avoid in (sight + counters + plates + hands + _baskets_all(stage), sight + counters + plates + hands,
                  sight + counters + plates, sight + counters, sight):
        for i, j in _nearest_first():
            moved = rect.move(i * dx, j * dy)
            if room.contains(moved) and moved.collidelist(avoid) < 0:
                return moved
        # off the grid, edge to edge with what it avoids (seven seats at 800x500: the betting panel
        # fits between "Cabaret 7" and Anatole's counters with 3 px to spare, no step of the grid)
        xs = {rect.x} | {x for box in avoid for x in (box.right, box.left - rect.w)}
        ys = {rect.y} | {y for box in avoid for y in (box.bottom, box.top - rect.h)}
        for x, y in sorted(((x, y) for x in xs for y in ys), key=lambda p: (p[0] - rect.x) ** 2 + (p[1] - rect.y) ** 2):
            moved = pygame.Rect(x, y, rect.w, rect.h)
            if room.contains(moved) and moved.collidelist(avoid) < 0:
                return moved
    return None


def _lay_panel_in(adapter, spec, rows: list, role: str, narrow: bool, sizes: tuple,
                  wide: bool = False, above: bool = False, captions: list | None = None) -> dict | None:
    """The panel with its buttons in the ``role`` type, or None where they need more than ``most``
    (of ``sizes``: the padding, the gap, the buttons' height, the widest it may be; ``wide``: as
    wide as they need up to that). ``narrow``: its sentence wrapped as narrow as the buttons allow;
    ``above``: the rows' captions on a line of their own above their rows (else only where the
    panel would cover the plates either side of the hand); ``captions``: the rows' captions, where
    not the panel's own (its rows broken in two)."""
    sc = adapter.stage
    lay = sc.layout
    pad, gap, bh, most = sizes
    captions = list(captions or spec.captions or [""] * len(rows))
    trump = spec.suits
    font = sc.font(role)
    # a trump button holds its suit's disc (SuitButton.draw_suit_face) and the suit's name; the
    # four are equally wide, so each is as wide as the widest name needs
    extra = int(bh * 0.82) + 6 + 10 + gap if trump else int(lay.h * 0.035)
    need = max((font.size(cap)[0] + gap if cap and not above else 0)
               + (len(row) * max(font.size(item[0])[0] + extra for item in row) if trump
                  else sum(font.size(item[0])[0] + extra for item in row)) + gap * (len(row) - 1)
               for row, cap in zip(rows, captions))
    if wide:
        most = min(most, need + 2 * pad)          # ("une pinte (4)" read "une pinte…")
    elif need + 2 * pad > most:
        return None
    body = sc.font("body")
    line = int(body.get_linesize() * 1.1)
    for _ in range(2):
        # no wider than its sentence and buttons need: at 7 seats the side players' counters stay in
        # view (at eight, the captions above their rows, the sentence wraps rather than widen it)
        said = 0 if above or narrow else min(int(lay.w * 0.46), body.size(spec.text)[0] + 4 * pad)
        width = min(most, max(int(lay.w * (0.24 if above else 0.3)), said, need + 2 * pad))
        lines = widgets.wrap(spec.text, body, width - 2 * pad)
        captioned = sum(1 for cap in captions if cap) if above else 0
        height = pad + len(lines) * line + pad // 2 + len(rows) * (bh + gap) - gap + pad + \
            captioned * font.get_linesize()
        rect = pygame.Rect(0, 0, width, height)
        rect.midbottom = (lay.w // 2, lay.hand_reach() - int(lay.h * 0.012))
        if not isinstance(spec, CardPick):
            # a panel that picks no card needs no room for a card lifted under the pointer: it goes
            # down towards the hand as far as it must to leave the baskets' labels in sight (the
            # betting panel hid "Cabaret 3", what is bet on)
            covered = [box.bottom for box in _baskets_all(sc) if box.colliderect(rect)]
            lowest = lay.hand_span().top - int(lay.h * 0.006) - rect.h
            if covered:
                rect.top = max(rect.top, min(max(covered) + int(lay.h * 0.006), lowest))
        rect.top = max(rect.top, lay.top_bar.bottom + 4)
        # a row's caption before it ("Raise:") widens the panel over the plates either side of
        # the hand at eight seats in a small window: then it goes above its row, in the small type
        if above or not any(captions) or not any(rect.colliderect(lay.plate_rect(s)) for s in range(sc.players)):
            break
        above = True
        font = sc.font("small")
        need = max((sum(font.size(item[0])[0] + extra for item in row)) + gap * (len(row) - 1) for row in rows)
    return {"rect": rect, "rows": rows, "captions": captions, "bh": bh, "gap": gap, "pad": pad,
            "lines": lines, "line": line, "font": font, "extra": extra, "above": above}


def panel_rect(adapter, spec) -> pygame.Rect:
    """Where a Guinguette panel lies (what the table puts above it, the hint's tag, goes over this)."""
    return _geometry(adapter, spec)["rect"]


def build_dialog(adapter, spec) -> list[widgets.Button]:
    """The buttons of a Guinguette panel (guinguette_decide.Panel or RemuePick), row by row."""
    sc = adapter.stage
    g = _geometry(adapter, spec)
    rect, rows, bh, gap, pad, font = g["rect"], g["rows"], g["bh"], g["gap"], g["pad"], g["font"]
    buttons = []
    above = g["above"]
    y = rect.bottom - pad - len(rows) * (bh + gap) + gap - \
        (sum(1 for cap in g["captions"] if cap) * font.get_linesize() if above else 0)
    for row, caption in zip(rows, g["captions"]):
        if caption and above:
            y += font.get_linesize()          # its caption is drawn on the line above it
        cap_w = font.size(caption)[0] + gap if caption and not above else 0
        widths = [font.size(item[0])[0] + g["extra"] for item in row]
        room = rect.w - 2 * pad - gap * (len(row) - 1) - cap_w
        if spec.suits:
            widths = [room // len(row)] * len(row)
        elif sum(widths) > room:
            widths = [int(w * room / sum(widths)) for w in widths]
        total = cap_w + sum(widths) + gap * (len(row) - 1)
        x = rect.centerx - total // 2 + cap_w
        for w, item in zip(widths, row):
            label, what = item[0], item[1]
            enabled = True
            default = not buttons
            if what == "confirm":
                enabled = len(sc.selected) == 1
                fn = adapter.decisions.confirm_remue
            elif what == "back":
                fn = adapter.decisions.cancel_remue_pick
                default = False
            elif what == "remue":
                fn = adapter.decisions.start_remue_pick
            else:
                def fn(a=what):
                    sc.answer(a)
            if spec.suits:
                b = SuitButton((x, y, w, bh), label, fn, enabled=enabled, default=False)
                b.suit = what["suit"]
                b.four = bool(sc.settings.get("four_colour", False))
            else:
                b = widgets.Button((x, y, w, bh), label, fn, enabled=enabled, default=default)
            b.caption = caption if x == rect.centerx - total // 2 + cap_w else ""
            b.help = getattr(spec, "helps", {}).get(label, "")     # what the choice does (a Choice's helps)
            b.short_help = getattr(spec, "short_helps", {}).get(label, "")
            # the hint marks the button of its action (the remue's first step: "je remue")
            tag(b, what if isinstance(what, dict) else REMUE_STEP if what == "remue" else None)
            buttons.append(b)
            x += w + gap
        y += bh + gap
    return buttons


def draw_dialog(adapter, surface, spec) -> None:
    sc = adapter.stage
    g = _geometry(adapter, spec)
    rect = g["rect"]
    widgets.Panel(rect, alpha=255).draw(surface)     # opaque: the table beneath must not show through
    body = sc.font("body")
    y = rect.y + g["pad"]
    for text in g["lines"]:
        widgets.draw_text(surface, text, body, theme.CREAM, (rect.centerx, y), "midtop")
        y += g["line"]
    font = g["font"]
    for button in sc.dialog_buttons:
        if getattr(button, "caption", "") and g["above"]:
            widgets.draw_text(surface, button.caption, font, theme.CREAM_DIM,
                              (button.rect.x, button.rect.y - 2), "bottomleft")
        elif getattr(button, "caption", ""):
            widgets.draw_text(surface, button.caption, font, theme.CREAM_DIM,
                              (button.rect.x - g["gap"], button.rect.centery), "midright")
        if isinstance(button, SuitButton):
            button.draw_suit_face(surface, font)
        else:
            button.draw(surface, font)
