"""Where everything sits on the table, computed from the window size alone (ui.md "Layout").

The person sits at the bottom centre; the other seats go round an ellipse (centre at 45% of the
height, radii 40% × 33% of the window) in the game's direction of play: for a game played to the
right, the next seat after the person is on the person's right (screen right, then up and round).
No pygame drawing here, only rectangles and points, so the geometry is testable on its own.
"""
from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from .. import theme, widgets
from ..cards import INDEX_WHOLE_PX, card_size
from .emblems import medallion_width

TOP_BAR = 0.062            # height of the top bar, of the window height
BAR_SECOND_ROW = 0.8       # a narrow window's bar has a second row for the state of play, this high
HAND_MARGIN = 0.006        # below the hand's lowest corner, of the window height
ARC_DROP = 0.06            # how much lower the hand's end cards sit than its middle, of a card height
HAND_MOST = 13             # the largest hand any game deals (Double King, rules §2): the person's
                           # plate and tricks stay clear of it
ECART_SCALE = 0.8          # the dealer's écart laid aside: its cards, of a seat's cards' height
ECART_FAN = 2              # ... each card of the pile this many pixels up and right of the one under it
# Where each card of a full trick lies, from the middle of the trick, in card widths and heights,
# for each count of seats: the places go round from the person's, at the bottom, to the left, up and
# round (TableLayout.trick_place). Each card lies towards the seat that played it; whatever order the
# cards fell in (the winning one is laid last), no card lies on another's top-left corner index (rank
# and suit): two cards lie apart by more than a card's width or height (with the room a tilt of
# TRICK_TILT_DEG takes), or one lies over the other's lower right part only, up and to the right of it
# by more than the index (0.38 of a width and 0.5 of a height, as the index is at the smallest window),
# and more than half of each card shows. tests/test_ui_trick_spots.py checks it at every count and size.
TRICK_SPOTS = {
    3: ((0.0, 0.54), (-0.57, -0.54), (0.57, -0.54)),
    4: ((-0.31, 0.3), (-1.45, 0.0), (0.31, -0.3), (1.45, 0.0)),
    5: ((0.0, 0.54), (-1.14, 0.54), (-0.57, -0.54), (0.57, -0.54), (1.14, 0.54)),
    6: ((0.0, 0.54), (-1.14, 0.54), (-1.14, -0.54), (0.0, -0.54), (1.14, -0.54), (1.14, 0.54)),
    7: ((0.0, 0.65), (-1.14, 0.8), (-1.14, -0.28), (-0.7, -0.8), (0.86, -0.8), (0.47, -0.27), (1.14, 0.8)),
    8: ((-0.19, 0.8), (-1.3, 0.8), (-1.3, -0.27), (-0.92, -0.8), (0.19, -0.8), (1.3, -0.75), (1.3, 0.51),
        (0.19, 0.27)),
}

# Where no baskets stand beside the trick (TableLayout.spread_trick: Polignac, Double King), five and
# six seats' cards spread wider, each within a quarter of the angle between two seats of its own
# seat's way as seen from the trick's middle: in two close rows of three the upper side cards lay
# nearer the top seat's way than their own seats' (a person could not tell whose card was whose).
# Seven and eight seats' cards lie in a ring, each on the way from the trick's middle to its seat,
# nearer it than any other seat's way (in a grid, one card lay in the middle beside no seat, and the
# two right-hand seats' cards each nearer the other's way); no two cards overlap. In a small window
# the ring's cards are smaller (TableLayout.trick_h). The same rules as TRICK_SPOTS' otherwise
# (tests/test_ui_trick_spots.py).
TRICK_SPOTS_SPREAD = {
    5: ((0.0, 0.54), (-1.8, 0.3), (-0.7, -0.54), (0.7, -0.54), (1.8, 0.3)),
    6: ((0.0, 0.64), (-1.8, 0.54), (-1.8, -0.54), (0.0, -0.64), (1.8, -0.54), (1.8, 0.54)),
    7: ((0.0, 0.6), (-1.45, 0.55), (-2.6, -0.3), (-0.75, -0.85), (0.75, -0.85), (2.6, -0.3), (1.45, 0.55)),
    8: ((0.0, 0.6), (-1.45, 0.6), (-2.6, 0.0), (-1.45, -0.85), (0.0, -0.85), (1.45, -0.85), (2.6, 0.0),
        (1.45, 0.6)),
}

TRICK_SHRINK = 0.95        # where the trick lacks room, its cards shrink by this step (TableLayout.trick_h)


def trick_spots(players: int, spreads: bool) -> tuple[tuple[float, float], ...]:
    """The places of a full trick's cards at ``players`` seats: TRICK_SPOTS, or TRICK_SPOTS_SPREAD
    where the trick may spread (``spreads``: the game's adapter says no baskets stand beside it).
    The table's and a lesson's board lay the trick alike."""
    if spreads and players in TRICK_SPOTS_SPREAD:
        return TRICK_SPOTS_SPREAD[players]
    return TRICK_SPOTS[players]


def trick_place(players: int, direction: str, relative: int) -> int:
    """Which of the trick's places (TRICK_SPOTS) the card of the seat ``relative`` places after the
    person lies on: the places go round from the person's, at the bottom, to the left, up and round,
    as the seats sit (the table's, a lesson's board)."""
    return relative if direction == "left" else -relative % players


def bar_row_height(h: int) -> int:
    """Height of the top bar's row of buttons in a window ``h`` pixels high."""
    return max(28, int(h * TOP_BAR))


FAN_STEP = 0.26            # a computer seat's fanned backs: each this share of a card width from the last


def glow_pad(height: int) -> int:
    """How far the gold glow round a card (or a plate) ``height`` tall reaches: half of it past each
    edge, then blurred (game/ui/table/draw.py draws it)."""
    return max(5, height // 8)


def fan_size(card: tuple[int, int], count: int) -> tuple[int, int]:
    """The size of ``count`` backs of size ``card`` fanned (game/ui/table/draw.py draws them)."""
    cw, ch = card
    return int(cw + cw * FAN_STEP * (count - 1) + ch * 0.3), int(ch * 1.3)


def rect_gap(a: pygame.Rect, b: pygame.Rect) -> float:
    """How far apart two rectangles lie (0 where they touch or overlap)."""
    dx = max(0, b.left - a.right, a.left - b.right)
    dy = max(0, b.top - a.bottom, a.top - b.bottom)
    return math.hypot(dx, dy)


def plate_inner(plate: pygame.Rect, medallion: bool) -> pygame.Rect:
    """The room for a plate's two lines of text: inside its margins, right of its medallion."""
    inner = plate.inflate(-plate.h * 0.5, 0)
    if medallion:
        left = plate.x + medallion_width(plate.h)
        inner.width -= max(0, left - inner.x)
        inner.x = max(inner.x, left)
    return inner


class TableLayout:
    """Geometry of one table for ``players`` seats at window ``size``.

    ``direction`` is "right" (counter-clockwise: Polignac, Guinguette) or "left" (clockwise).
    Seat numbers are the engine's (order of play); ``person`` is the seat at the bottom.
    """

    def __init__(self, size, players: int, direction: str = "right", person: int = 0, bar_rows: int = 1,
                 fans_most: int = HAND_MOST, spread_trick: bool = False, window=None,
                 trick_room: Callable[[TableLayout], bool] | None = None):
        # ``size``: the room the table is laid out in, from the window's top left corner; ``window``:
        # the whole window's, where the room is narrower (the log's drawer open beside it): the top
        # bar spans the window and the type is the window's, the cards as large as the room allows
        self.w, self.h = int(size[0]), int(size[1])
        self.window = (int(window[0]), int(window[1])) if window is not None else (self.w, self.h)
        self.players = players
        self.spread_trick = spread_trick    # no baskets beside the trick: its cards may spread (TRICK_SPOTS_SPREAD)
        # whether the trick, at the size tried (this layout's trick_h for the while), lies clear of
        # what the game lays round it (Guinguette's baskets, the game's adapter: trick_room)
        self.trick_room = trick_room
        self.fans_most = fans_most      # the most cards a seat holds in this game (the widest fans)
        self.direction = direction
        self.person = person
        w, h = self.w, self.h
        # what is drawn is sized from the type's height (theme.text_height): the window's, or on a
        # window squarer than the type's shape the height a window of its width would have; where
        # things stand is spread over the whole window
        base = self.base = theme.text_height(self.window)
        self.bar_row_h = bar_row_height(base)
        self.bar_rows = bar_rows
        self.top_bar = pygame.Rect(0, 0, self.window[0], self.bar_row_h + (int(self.bar_row_h * BAR_SECOND_ROW)
                                                                           if bar_rows > 1 else 0))
        self.centre = (w * 0.5, h * theme.SEAT_ELLIPSE_CENTRE_Y)
        self.rx = w * theme.SEAT_ELLIPSE_RX
        self.ry = h * theme.SEAT_ELLIPSE_RY
        # the height card sizes are fractions of: in a room narrower than the window, the room's
        # (never smaller than the smallest window's, nor than the window's own)
        room = max(theme.text_height((w, h)), min(base, theme.text_height(theme.WINDOW_MIN)))
        self.card_base = min(base, room, theme.CARD_WINDOW_MOST)
        self.hand_h = int(self.card_base * theme.CARD_HAND)
        self.table_h = int(self.card_base * theme.CARD_TABLE)
        self.seat_h = int(self.card_base * theme.CARD_SEAT)
        self.small_h = max(24, int(self.card_base * 0.075))       # captured jacks, the tricks stack
        self.small_share = self.small_h / self.card_base          # the same, as a flight's height (anim.Flight)
        # as wide as a name of nine letters needs at the body type (2.6% of the height) and the medallion:
        # a share of the width on windows as wide as 16:9, more on squarer ones
        self._plate_w_16_9 = max(140, int(w * 0.135))
        self.plate_size = (max(self._plate_w_16_9, int(base * 0.23)), max(34, int(base * 0.07)))
        # seat → the width its plate's lines need where more than plate_size ("5 pts · général
        # manqué"): the table's drawing says it (draw.plate_wants), plate_rect grows the plate to it
        # as far as the seats beside leave room
        self.plate_wants: dict[int, int] = {}

    def room_share(self) -> float:
        """How much smaller the room's cards are than the window's would be (1 where the table
        spans the window; less left of the log's open drawer): what is drawn on the cloth beside
        the cards is sized from the window's height times this."""
        return self.card_base / min(self.base, theme.CARD_WINDOW_MOST)

    # ---- seats

    def relative(self, seat: int) -> int:
        """How many places after the person this seat plays."""
        return (seat - self.person) % self.players

    def seat_angle(self, seat: int) -> float:
        """Angle of the seat on the ellipse in radians, screen coordinates (y down; π/2 = bottom)."""
        k = self.relative(seat)
        step = 2 * math.pi / self.players
        sign = -1 if self.direction == "right" else 1
        return math.pi / 2 + sign * k * step

    def seat_anchor(self, seat: int) -> tuple[float, float]:
        """The seat's place on the ellipse (for the person: the bottom of the ellipse)."""
        a = self.seat_angle(seat)
        cx, cy = self.centre
        x, y = cx + self.rx * math.cos(a), cy + self.ry * math.sin(a)
        # keep the top seats clear of the top bar
        y = max(y, self.top_bar.bottom + self.seat_h * 0.78)
        return x, y

    def fan_centre(self, seat: int) -> tuple[float, float]:
        """Centre of a computer seat's fanned backs (before :meth:`fan_rect` keeps them whole)."""
        x, y = self.seat_anchor(seat)
        return x, y - self.seat_h * 0.12

    def fan_rect(self, seat: int, count: int = HAND_MOST) -> pygame.Rect:
        """Where a computer seat's ``count`` fanned backs lie: round :meth:`fan_centre`, moved in
        from the window's side where a seat at the side of a squarer window would lose some."""
        rect = pygame.Rect((0, 0), fan_size(card_size(self.seat_h), count))
        x, y = self.fan_centre(seat)
        rect.center = (int(x), int(y))
        margin = int(self.w * 0.006)
        rect.clamp_ip(pygame.Rect(margin, 0, self.w - 2 * margin, self.h))
        return rect

    def _person_plate_least(self) -> tuple[int, int, int]:
        """The person's plate at its narrowest: its left edge, its width, and the gap it keeps from
        the hand (plate_rect places it; hand_step keeps the hand clear of it)."""
        return int(self.w * 0.015), min(self.plate_size[0], self._plate_w_16_9), int(self.w * 0.012)

    def name_room(self) -> int:
        """The width a computer seat's plate writes its name in (:attr:`plate_size`, the dealer's
        mark aside): what a list of the players (the counts) cuts a long name to, as the plates do."""
        return plate_inner(pygame.Rect((0, 0), self.plate_size), True).w

    def plate_rect(self, seat: int) -> pygame.Rect:
        pw, ph = self.plate_size
        if seat == self.person:
            # the person's own name is short ("You"): on squarer windows his plate is no wider than
            # the room left of the widest hand, nor narrower than a 16:9 window's plate
            left, least, gap = self._person_plate_least()
            widest = self.hand_span(HAND_MOST).left - gap - self._stack_room()
            pw = max(min(pw, widest - left), least)
            # left of a hand of ten as before, and with its tricks beside it, clear of the widest hand
            x = min(self.hand_span().left - pw - int(self.w * 0.03), widest - pw)
            x = max(left, x)
            return pygame.Rect(x, int(self.h * 0.985) - ph, pw, ph)
        rect = self._seat_plate(seat, pw)
        want = self.plate_wants.get(seat, 0)
        if want > pw:
            rect = self._seat_plate(seat, self._plate_room(seat, rect, want))
        return rect

    def inside_margin(self) -> pygame.Rect:
        """The window less the table's margin at its sides: what is laid beside a seat (its plate,
        the écart's name) is never flush with the window's side."""
        margin = int(self.w * 0.012)
        return pygame.Rect(margin, 0, self.w - 2 * margin, self.h)

    def _seat_plate(self, seat: int, pw: int) -> pygame.Rect:
        """A computer seat's plate ``pw`` wide, under its place on the ellipse, inside the window."""
        x, y = self.seat_anchor(seat)
        rect = pygame.Rect(0, 0, pw, self.plate_size[1])
        rect.midtop = (int(x), int(y + self.seat_h * 0.18))
        room = self.inside_margin()
        rect.clamp_ip(room.clip(pygame.Rect(0, self.top_bar.bottom, self.w, self.h)))
        return rect

    def _plate_room(self, seat: int, plate: pygame.Rect, want: int) -> int:
        """How wide the plate of ``seat`` may grow towards ``want``: on both sides, its tricks beside
        it, clear of the other seats' plates, their tricks and their fanned cards."""
        beside = self._count_room() + card_size(self.small_h)[0] + int(self.w * 0.012)
        most = want
        for other in range(self.players):
            if other == seat:
                continue
            if other == self.person:
                near = [self.plate_rect(other).inflate(2 * beside, 0)]
            else:
                near = [self._seat_plate(other, self.plate_size[0]).inflate(2 * beside, 0), self.fan_rect(other)]
            for rect in near:
                if rect.bottom <= plate.top or rect.top >= plate.bottom:
                    continue
                gap = rect.left - plate.centerx if rect.centerx > plate.centerx else plate.centerx - rect.right
                most = min(most, 2 * (gap - beside))
        return max(self.plate_size[0], min(most, self.w - 2 * int(self.w * 0.012)))

    def stack_rect(self, seat: int) -> pygame.Rect:
        """Where the seat's won tricks lie, squared, beside the plate (the person's: where no card
        of the widest hand covers them or their count)."""
        plate = self.plate_rect(seat)
        cw, ch = card_size(self.small_h)
        rect = pygame.Rect(0, 0, cw, ch)
        if seat == self.person:
            rect.bottomleft = (plate.right + int(self.w * 0.008), plate.bottom)
            if rect.left + self._stack_room() > self.hand_span(HAND_MOST).left:
                # a narrow window: no room beside the plate, so above its right end
                above = rect.copy()
                above.bottomright = (plate.right - self._count_room(),
                                     plate.top - int(self.h * 0.01))
                jacks = self.jacks_origin(seat)
                if above.collidelist(jacks) >= 0:          # and over the row of captured jacks
                    above.bottom = jacks[0].top - int(self.h * 0.01)
                # unless a seat sits there (7 or 8 players: hands of 4 or 5 never reach the tricks)
                others = [self.plate_rect(s) for s in range(self.players) if s != seat]
                if above.inflate(self._count_room() * 2, 0).collidelist(others) < 0:
                    rect = above
        else:
            rect.midleft = (plate.right + int(self.w * 0.006), plate.centery)
            if rect.right > self.w:
                rect.midright = (plate.left - int(self.w * 0.006), plate.centery)
        return rect

    def pile_box(self, seat: int) -> pygame.Rect:
        """What a seat's won tricks cover with their count ("×3") written under them, or right of
        the person's (counts.trick_count writes it there, in the small type)."""
        stack = self.stack_rect(seat)
        count = pygame.Rect(0, 0, self._count_room(), widgets.font_for("small", self.base).get_height() + 1)
        if seat == self.person:
            count.bottomleft = stack.bottomright
        else:
            count.midtop = stack.midbottom
        return stack.inflate(16, 16).union(count)        # up to four cards squared, as drawn

    def _count_room(self) -> int:
        """Room for the "×N" drawn right of the person's tricks (a small font, ~3 characters)."""
        return 6 + int(2.4 * theme.FONT_SMALL * self.base)

    def _stack_room(self) -> int:
        """Width the person's tricks take right of the plate: the gap, the squared cards, the count."""
        cw, _ = card_size(self.small_h)
        return int(self.w * 0.008) + cw + self._count_room()

    def jacks_origin(self, seat: int, count: int = 4) -> list[pygame.Rect]:
        """Rectangles of up to ``count`` captured jacks, face up, in front of the taker's plate."""
        plate = self.plate_rect(seat)
        cw, ch = card_size(self.small_h)
        step = int(cw * 0.55)
        width = cw + step * (count - 1)
        if seat == self.person:
            x0 = plate.left
            y = plate.top - ch - int(self.h * 0.01)
        else:
            x0, y = self._jacks_row(seat, plate, pygame.Rect(0, 0, width, ch))
        rects = [pygame.Rect(x0 + i * step, y, cw, ch) for i in range(count)]
        return rects

    def _jacks_row(self, seat: int, plate: pygame.Rect, row: pygame.Rect) -> tuple[int, int]:
        """Where a computer seat's row of captured jacks starts: under its plate, unless the trick's
        cards would lie on it there (a seat at the head of the table); then beside the plate, on
        the side where it covers no plate, no other seat's fan and no pile of tricks (its own fan,
        above the plate, is narrower than the plate at the counts that seat one there). Found once
        per seat and layout."""
        found = self.__dict__.setdefault("_jacks_rows", {})
        key = (seat, row.w)
        if key in found:
            return found[key]
        gap = int(self.w * 0.006)
        below = row.copy()
        below.midtop = (plate.centerx, plate.bottom + int(self.h * 0.008))
        trick = self.trick_cards_box()
        place = below
        if below.colliderect(trick):
            window = pygame.Rect(0, self.top_bar.bottom, self.w, self.h - self.top_bar.bottom)
            taken = [trick, self.stack_rect(seat)] + [self.plate_rect(s) for s in range(self.players)] + [
                self.fan_rect(s, self.fans_most) for s in range(self.players) if s not in (self.person, seat)]
            left, right = row.copy(), row.copy()
            left.midright = (plate.left - gap, plate.centery)
            right.midleft = (self.stack_rect(seat).right + self._count_room(), plate.centery)
            # each side level with the plate, else raised clear of the trick (a crowded table), else
            # raised step by step, up to a row's height, clear of the plates beside (the smallest window)
            sides = [r.move(0, d) for r in (left, right)
                     for d in (0, min(0, trick.top - 1 - r.bottom), *(-k * r.h // 6 for k in range(1, 7)))]
            place = next((r for r in sides if window.contains(r) and r.collidelist(taken) < 0), below)
        found[key] = (place.x, place.y)
        return found[key]

    def ecart_label(self, x: float, y: float, size: tuple[int, int]) -> pygame.Rect:
        """Where the label that names the écart centred at (x, y) lies: under its cards, within
        the window's margin (at 1920×1080 "Laid aside (2)" stood flush with its left side)."""
        return self._ecart_parts(x, y, size)[1].clamp(self.inside_margin())

    def ecart_block(self, x: float, y: float, label: tuple[int, int]) -> pygame.Rect:
        """What the dealer's écart centred at (x, y) covers, as draw.draw_ecart_pile lays it: its
        cards, turned a few degrees, each ECART_FAN pixels up and right of the one under it (four
        at most), and under them its label of ``label`` size."""
        return self._ecart_parts(x, y, label)[0].union(self.ecart_label(x, y, label))

    def _ecart_parts(self, x: float, y: float, label: tuple[int, int]) -> tuple[pygame.Rect, pygame.Rect]:
        """The écart's cards and its label, centred at (x, y), wherever that puts them."""
        cw, ch = card_size(self.seat_h * ECART_SCALE)
        card = pygame.Rect(0, 0, cw, ch).inflate(cw // 5, ch // 10)
        card.center = (int(x), int(y))
        name = pygame.Rect(0, 0, *label)
        name.midtop = (int(x), int(y + ch * 0.55))
        return card.union(card.move(3 * ECART_FAN, -3 * ECART_FAN)), name

    def _ecart_reach(self, label: tuple[int, int]) -> pygame.Rect:
        """What the écart covers round its centre (its centre at (0, 0))."""
        cards, name = self._ecart_parts(0, 0, label)
        return cards.union(name)

    def ecart_spot(self, seat: int, most: int = HAND_MOST, label: tuple[int, int] = (0, 0)) -> tuple[float, float]:
        """Centre of the dealer's écart, laid aside face down: left of a computer seat's plate; the
        person's above his tricks, else beside them, else above his captured jacks, where it and
        its ``label`` cover neither his tricks and their count, nor a hand of ``most`` cards (the
        widest he holds beside it), nor a plate, nor his captured jacks (else where they cover
        least). Found once per seat, hand and label in a layout (the pile is drawn every frame)."""
        found = self.__dict__.setdefault("_ecart_spots", {})
        key = (seat, most, tuple(label))
        if key not in found:
            found[key] = self._ecart_spot(seat, most, label)
        return found[key]

    def _ecart_spot(self, seat: int, most: int, label: tuple[int, int]) -> tuple[float, float]:
        plate = self.plate_rect(seat)
        if seat == self.person:
            stack = self.stack_rect(seat)
            tricks = pygame.Rect(stack.left, stack.top, stack.w + self._count_room(), stack.h)
            hand = self.hand_span(most)
            hand.top = self.hand_reach(most)
            jacks = self.jacks_origin(seat)
            row = jacks[0].unionall(jacks[1:])
            taken = [tricks, hand, row, self.top_bar] + [self.plate_rect(s) for s in range(self.players)]
            gap = self.h * 0.01
            block = self._ecart_reach(label)
            above = (stack.centerx, stack.top - gap - block.bottom)
            beside = (tricks.right + gap - block.left, stack.centery - block.centery)
            over_jacks = (row.left - block.left, row.top - gap - block.bottom)
            right_of = (tricks.right + gap - block.left, plate.top - self.h * 0.05)
            # else left of the hand, higher or lower, step by step (seven seats at 800×500, the
            # log's drawer open: the pile lay on the plate of the seat above the person's)
            step = block.h // 4
            spots = [above, beside, over_jacks, right_of] + [
                (x, row.top - gap - block.bottom + k * step) for k in range(-4, 5)
                for x in (row.left - block.left, hand.left - gap - block.right)]
            # the first spot clear of all; at a crowded small table, one clear of the plates that
            # covers least
            plates = taken[4:] + [self.top_bar]
            return min(spots, key=lambda spot: (self._ecart_covers(spot, label, plates),
                                                self._ecart_covers(spot, label, taken)))
        # left of the plate, beyond its tricks where they lie on that side; else (a seat at the
        # window's left edge, or whose captured jacks lie left of its plate at the head of a crowded
        # table) right of them: the pile with its name, and the tricks with their count ("×1"),
        # measured as drawn (the name, wider than the pile, lay over the plate's left end)
        block = self._ecart_reach(label)
        gap = self.w * 0.01
        tricks = self.pile_box(seat)
        jacks = self.jacks_origin(seat)
        row = jacks[0].unionall(jacks[1:])
        taken = [tricks, row, self.top_bar] + [self.plate_rect(s) for s in range(self.players)]
        left = min(tricks.left if tricks.centerx < plate.left else plate.left, row.left)
        right = max(plate.right, tricks.right, row.right)
        sides = (left - gap - block.right, right + gap - block.left)
        # level with the plate; else, where the captured jacks lie beside it (the head of a crowded
        # table, 640×400 with eight), below them; else higher or lower beside the seat, step by
        # step, or under its plate (a seat at the head of six or eight at 640×400 or 800×500: the
        # pile lay on the plate of the seat beside)
        spots = [(x, plate.centery) for x in sides] + [(x, max(plate.centery, row.bottom + gap - block.top))
                                                        for x in sides]
        step = block.h // 4
        spots += [(x, plate.centery + k * step) for k in range(-8, 9) for x in sides]
        spots += [(plate.centerx + k * step, max(plate.bottom, tricks.bottom, row.bottom) + gap - block.top)
                  for k in range(-8, 9)]
        # of those clear of the plates, the one clearest of the trick, the seats' cards and tricks
        # and the person's hand
        rather = [self.trick_cards_box(), self.hand_span(self.fans_most).union(
            pygame.Rect(0, self.hand_reach(self.fans_most), 1, 1))]
        for other in range(self.players):
            if other != self.person:
                rather.append(self.fan_rect(other, self.fans_most))
                if other != seat:
                    rather.append(self.pile_box(other))
                    near = self.jacks_origin(other)
                    rather.append(near[0].unionall(near[1:]))
        plates = [self.plate_rect(s) for s in range(self.players)]

        def astray(spot: tuple[float, float]) -> bool:
            """The pile nearer another seat's plate than the dealer's (taken for that seat's)."""
            rect = block.move(int(spot[0]), int(spot[1]))
            return min(range(self.players), key=lambda s: rect_gap(rect, plates[s])) != seat
        return min(spots, key=lambda spot: (self._ecart_covers(spot, label, taken), astray(spot),
                                            self._ecart_covers(spot, label, rather)))

    def _ecart_covers(self, spot: tuple[float, float], label: tuple[int, int], taken: list[pygame.Rect]) -> int:
        """How much the écart centred at ``spot`` would cover of ``taken``, and of itself lie out
        of the window's margin (0 where it lies clear of all)."""
        rect = self._ecart_reach(label).move(int(spot[0]), int(spot[1]))
        inside = rect.clip(self.inside_margin())
        return rect.w * rect.h - inside.w * inside.h + sum(r.w * r.h for r in (rect.clip(t) for t in taken))

    # ---- the trick

    def trick_h(self) -> int:
        """How tall the trick's cards are: ``table_h``, or where the trick laid round its middle
        would lie on a seat's plate or won tricks or under the person's hand lifted (seven or eight
        seats at 640×400: the side seats' tricks stand close by the trick, the hand just under
        it) smaller, step by step, until it lies clear of them all, never so short that their
        corner index is drawn under its least size (INDEX_WHOLE_PX). Only a trick that spreads
        (``spread_trick``): Guinguette's baskets are laid round its trick; where they find no
        place near clear of it (``trick_room`` says: at 800×500 and 640×400 with six seats, and
        640×400 with seven, a card lay over a basket or its name), its cards are smaller too,
        step by step, as far. Found once per layout."""
        height = self.__dict__.get("_trick_h")
        if height is None:
            height = self.table_h
            keep = self._trick_keeps_clear() if self.spread_trick else []
            while keep and int(height * TRICK_SHRINK) >= INDEX_WHOLE_PX and any(
                    card.inflate(*[self._tilt_room(height)] * 2).collidelist(keep) >= 0
                    for card in self._spots_rects(self._middle_for(height), height)):
                height = int(height * TRICK_SHRINK)
            while int(height * TRICK_SHRINK) >= INDEX_WHOLE_PX and not self._trick_room_at(height):
                height = int(height * TRICK_SHRINK)
            self._trick_h = height
        return height

    _TRICK_FOUND = ("_trick_h", "_trick_middle", "_trick_cards_box", "_jacks_rows", "_ecart_spots")

    def _trick_room_at(self, height: int) -> bool:
        """``trick_room`` for a trick of cards ``height`` tall: the layout laid out with it for the
        while (what was found from the trick's size forgotten before and after)."""
        if self.trick_room is None:
            return True
        for key in self._TRICK_FOUND:
            self.__dict__.pop(key, None)
        self._trick_h = height
        try:
            return self.trick_room(self)
        finally:
            for key in self._TRICK_FOUND:
                self.__dict__.pop(key, None)

    def trick_share(self) -> float:
        """The trick's cards' height as a share of ``card_base`` (a card's flight to the trick
        ends at that size, anim.Flight)."""
        return self.trick_h() / self.card_base

    @staticmethod
    def _tilt_room(height: int) -> int:
        """How much wider and taller a card ``height`` tall lies turned as the trick turns one."""
        return math.ceil(height * math.sin(math.radians(theme.TRICK_TILT_DEG)))

    def _trick_keeps_clear(self) -> list[pygame.Rect]:
        """What the trick's cards keep clear of: every seat's plate, its won tricks with their
        count at their widest, and the person's hand at its widest, a card lifted under the pointer."""
        hand = self.hand_span(self.fans_most)
        reach = self.hand_reach(self.fans_most)
        return ([self.plate_rect(s) for s in range(self.players)] + [self.pile_box(s) for s in range(self.players)]
                + [pygame.Rect(hand.x, reach, hand.w, hand.bottom - reach)])

    def trick_middle(self) -> tuple[float, float]:
        """The middle of the trick (:meth:`_middle_for` its cards' height). Found once per layout."""
        middle = self.__dict__.get("_trick_middle")
        if middle is None:
            middle = self._trick_middle = self._middle_for(self.trick_h())
        return middle

    def _middle_for(self, height: int) -> tuple[float, float]:
        """The middle of a trick of cards ``height`` tall: the cloth's centre, a little lower, and
        lower again where a plate above would lie on its cards (eight seats under a bar of two
        rows), as far as the person's hand leaves room."""
        cx, cy = self.centre
        cy += self.h * 0.02
        cards = self._spots_rects((cx, cy), height)
        box = cards[0].unionall(cards[1:])
        # a seat above a card: its plate, and its won tricks with their count under them ("×1"
        # lay on the top card of six seats' trick at 800×500); a seat above no card, beside the
        # trick's top cards (seven or eight seats), leaves it where it is
        seats = [s for s in range(self.players) if s != self.person]
        down = max([0.0] + [p.bottom + self.h * 0.02 - card.top
                            for p in [self.plate_rect(s) for s in seats] + [self.pile_box(s) for s in seats]
                            for card in cards
                            if p.centery < cy and p.left < card.right and p.right > card.left])
        room = self.hand_span(self.fans_most).top - box.bottom
        return cx, cy + max(0, min(down, room))

    def trick_place(self, seat: int) -> int:
        """Which of the trick's places (TRICK_SPOTS) a seat's card lies on."""
        return trick_place(self.players, self.direction, self.relative(seat))

    def trick_spots(self) -> tuple[tuple[float, float], ...]:
        """The places of a full trick's cards: TRICK_SPOTS, spread where the trick may spread."""
        return trick_spots(self.players, self.spread_trick)

    def _spots_rects(self, middle: tuple[float, float], height: int) -> list[pygame.Rect]:
        """The cards ``height`` tall of a full trick round ``middle``, upright, one on each of its places."""
        cw, ch = card_size(height)
        return [pygame.Rect(int(middle[0] + x * cw - cw / 2), int(middle[1] + y * ch - ch / 2), cw, ch)
                for x, y in self.trick_spots()]

    def trick_slot(self, seat: int) -> tuple[float, float]:
        """Centre of the card a seat plays to the trick: towards that seat, on its place of
        TRICK_SPOTS (every card's index in sight, whatever order they fell in)."""
        cw, ch = card_size(self.trick_h())
        x, y = self.trick_spots()[self.trick_place(seat)]
        cx, cy = self.trick_middle()
        return cx + x * cw, cy + y * ch

    def trick_cards_box(self) -> pygame.Rect:
        """What the cards of a full trick cover, with the glow round the winning one: each seat's
        card at its slot (a tilt of a few degrees fits in the glow's margin). Found once per
        layout (a resize makes a new one)."""
        box = self.__dict__.get("_trick_cards_box")
        if box is None:
            margin = glow_pad(self.trick_h())
            cards = self._spots_rects(self.trick_middle(), self.trick_h())
            box = self._trick_cards_box = cards[0].unionall(cards[1:]).inflate(margin, margin)
        return box.copy()

    def trick_area(self) -> pygame.Rect:
        """Where the trick lies: what its cards cover, with the glow round the winning one."""
        return self.trick_cards_box()

    # ---- the person's hand

    def hand_span(self, count: int = 10) -> pygame.Rect:
        cw, ch = card_size(self.hand_h)
        step = self.hand_step(count)
        width = cw + step * max(0, count - 1)
        rect = pygame.Rect(0, 0, width, ch)
        rect.midbottom = (self.w // 2, int(self._hand_base_y(count) + ch / 2))
        return rect

    def hint_area(self, line: int, cards: int, aside: pygame.Rect | None = None, lines: int = 2) -> pygame.Rect:
        """Where the line beside the hand goes (whose turn it is, why a card was refused), ``lines``
        lines of ``line`` pixels: right of a hand of ``cards`` cards and of the cards the person laid
        ``aside``, to the window's edge, above its margin: as far from the right edge as the
        person's plate is from the left (it ran to 14 px of the edge at 1280×720)."""
        span = self.hand_span(cards)
        x = max(span.right, aside.right if aside is not None else 0) + int(self.w * 0.02)
        bottom = int(self.h * 0.97)
        margin = self.plate_rect(self.person).x
        return pygame.Rect(x, bottom - lines * line, self.w - x - margin, lines * line)

    def hand_reach(self, count: int = 10) -> int:
        """The highest a card of a hand of ``count`` reaches, lifted under the pointer: what lies
        above the hand stays above this."""
        return self.hand_span(count).top - int(self.hand_h * theme.HOVER_LIFT)

    @staticmethod
    def _hand_angle(d: float, count: int) -> float:
        """Turn of a hand card in degrees, ``d`` from -1 (left end) to 1 (right end)."""
        return -d * min(6.0, 1.2 * count)

    def _hand_base_y(self, count: int) -> float:
        """Centre height of the middle card of the hand: as low as the window allows while every
        card, turned and lowered along the arc, keeps its corners (and their indices) inside it."""
        cw, ch = card_size(self.hand_h)
        turn = math.radians(abs(self._hand_angle(1.0, max(1, count))))
        below = ch * ARC_DROP + ch / 2 * math.cos(turn) + cw / 2 * math.sin(turn) if count > 1 else ch / 2
        return self.h - max(2, self.h * HAND_MARGIN) - below

    def hand_step(self, count: int) -> int:
        """Distance between two cards of the hand: 45% of a width visible, more with few cards."""
        cw, _ = card_size(self.hand_h)
        visible = 1 - theme.HAND_OVERLAP
        if count <= 4:
            visible = 0.75
        elif count <= 6:
            visible = 0.58
        step = int(cw * visible)
        # at most 62% of the width, and clear of the person's plate at its narrowest (at 640 and
        # 700 px wide a hand of thirteen ran over its right end, the dealer's D under a card)
        left, least, gap = self._person_plate_least()
        limit = min(int(self.w * 0.62), self.w - 2 * (left + least + gap))
        if count > 1 and cw + step * (count - 1) > limit:
            step = (limit - cw) // (count - 1)
        return step

    def hand_cards(self, count: int) -> list[tuple[tuple[float, float], float]]:
        """(centre, angle in degrees) of each card of a hand of ``count``, left to right: a gentle arc."""
        if count <= 0:
            return []
        cw, ch = card_size(self.hand_h)
        step = self.hand_step(count)
        width = cw + step * (count - 1)
        x0 = self.w / 2 - width / 2 + cw / 2
        base_y = self._hand_base_y(count)
        out = []
        mid = (count - 1) / 2
        for i in range(count):
            d = (i - mid) / max(1.0, mid) if count > 1 else 0.0
            angle = self._hand_angle(d, count)        # degrees; positive turns anticlockwise
            y = base_y + (d * d) * ch * ARC_DROP
            out.append(((x0 + i * step, y), angle))
        return out

    def dialog_rect(self, lines: int = 1, buttons: int = 3) -> pygame.Rect:
        """A small panel above the hand, below the trick area (ui.md: never covering the trick)."""
        bw = max(200, int(self.w * 0.44))
        bh = int(self.base * (0.055 + 0.035 * lines) + theme.button_height(self.base))
        rect = pygame.Rect(0, 0, bw, bh)
        rect.midbottom = (self.w // 2, self.hand_reach() - int(self.h * 0.012))
        # Polignac's decisions (écart, général, favour) come while the trick is empty, so the panel may
        # rise over the middle of the table; it must never hide the cards being chosen.
        rect.top = max(rect.top, self.top_bar.bottom + 4)
        return rect
