"""What the table counts for the person (issue 13): the trick in play ("Pli 7/13", Double King's
priced tricks marked ahead) and, with the setting "show_counts" (on by default), the counts at hand
in a small panel under the top bar: each game's adapter says which lines (``counts()``), and their
short form where no clear place holds them (``counts_short()``).

Everything counted is what the table has shown so far (the model) and facts the engine's view gives
(which cards are the contract's penalty cards, the contracts left...): no rule is restated here.
"""
from __future__ import annotations

import functools

import pygame

from .. import i18n, theme, widgets


def covered(rect: pygame.Rect, keep) -> int:
    """How many pixels of ``rect`` lie on the rects to ``keep`` clear (counted once per rect)."""
    return sum(rect.clip(r).w * rect.clip(r).h for r in keep)


def trick_in_play(scene) -> tuple[int, int] | None:
    """(number, total) of the trick on the table or about to be led, or None between deals (once the
    engine has closed the table's deal, whatever cards are left in hand): the
    tricks taken off the cloth so far plus the cards the fullest hand still holds (its card in the
    trick counted; a card on its way there keeps the count up while the trick is still empty). The
    first trick is numbered once a seat is to lead it, the person or a computer thinking ("Pli 1/8"
    came only when the person led)."""
    m = scene.model
    leads = scene.person_to_play() or (scene.thinking() is not None and scene.match.phase == "play")
    if not (m.trick or m.flying or m.trick_number or leads):
        return None
    match = scene.match
    if not m.trick and (match.match_over or match.deal != m.deal or match.phase == "deal_over"):
        return None     # a deal ended early (its last jack fallen): its last trick gathered, none is in play
    played = {s for s, _c, _a in m.trick}
    left = [len(m.hand) + (scene.person in played)]
    left += [seat.cards + (s in played) for s, seat in enumerate(m.seats) if s != scene.person]
    if max(left) <= 0:
        return None
    return m.trick_number + 1, m.trick_number + max(left)


def draw_trick_number(scene, surface) -> None:
    """"Pli 3/8" beside the trick; under it, when some tricks cost more than others (Double King's
    7th and 13th), one pip per trick with the priced ones in red before they are played. Beside
    the trick, clear of what lies on the cloth and of the seats (:func:`_trick_number_place`)."""
    got = _trick_number_parts(scene)
    if got is None:
        return
    number, text, prices, words, place, left = got
    body, small = scene.app.font("body"), scene.app.font("small")
    r = _pip_radius(scene.layout)
    step = 3 * r
    x = place.right if left else place.left
    label = widgets.draw_text(surface, text, body, theme.CREAM, (x, place.top), "topright" if left else "topleft")
    if not prices:
        return
    first = x - step * (len(prices) - 1) - r if left else x + r
    y = label.bottom + 2 * r
    for i, price in enumerate(prices):
        c = (first + i * step, y)
        colour = theme.RED if price else theme.CREAM_DIM
        if i < number - 1:
            pygame.draw.circle(surface, colour, c, r)                  # played
        else:
            pygame.draw.circle(surface, colour, c, r, max(1, r // 2 if price else 1))
        if i == number - 1:
            pygame.draw.circle(surface, theme.GOLD, c, r + 2, 1)          # the trick in play
    widgets.draw_text(surface, words, small, theme.CREAM_DIM, (x, y + 2 * r), "topright" if left else "topleft")


def _trick_number_parts(scene, last: bool = False) -> tuple[int, str, list[int], str, pygame.Rect, bool] | None:
    """The trick's number, its label, the tricks' prices (when some cost more than others) and
    their words, the block they take and whether it lies left of the trick; None between deals.
    ``last``: as for the deal's last trick, its label at its widest ("Pli 13/13")."""
    got = trick_in_play(scene)
    if got is None:
        return None
    number, total = got
    lay = scene.layout
    body, small = scene.app.font("body"), scene.app.font("small")
    text = scene.t("table.trick_n", n=total if last else number, total=total)
    prices = list(scene.adapter.trick_prices())
    if len(set(prices)) < 2:
        prices = []
    r = _pip_radius(lay)
    lang = scene.settings.get("language", "fr")
    words = ", ".join(scene.t("table.trick_price", n=i + 1, nth=i18n.ordinal(i + 1, lang), points=p)
                      for i, p in enumerate(prices) if p)
    block = (max(body.size(text)[0], 3 * r * len(prices), small.size(words)[0] if words else 0),
             body.get_height() + (4 * r + small.get_height() if prices else 0))
    place, left = _trick_number_place(scene, block)
    return number, text, prices, words, place, left


def _pip_radius(lay) -> int:
    """The radius of a trick's pip under the trick's number."""
    return max(3, lay.h // 170)


def trick_number_box(scene, last: bool = False) -> pygame.Rect | None:
    """Where the trick's number (and its pips) lies, or None when none is shown; ``last``: where
    it lies at its widest, the deal's last trick (what keeps clear of it keeps still all deal)."""
    got = _trick_number_parts(scene, last)
    return got[4] if got is not None else None


def _trick_number_place(scene, block: tuple[int, int]) -> tuple[pygame.Rect, bool]:
    """Where the trick's number goes (``block``: the size of the label with the pips under it),
    and whether it lies left of the trick, the text then set against the block's right edge.
    Beside the trick's middle where that is clear of what lies on the cloth (Guinguette's baskets)
    and of the seats; else as near the middle as is clear, up or down; else above the trick, or
    below; else where the least is covered."""
    lay = scene.layout
    area = lay.trick_area().union(lay.trick_cards_box())
    gap = int(lay.w * 0.015)
    keep = [r.inflate(gap, gap) for r in scene.adapter.keep_clear()] + _seats_room(scene)
    memo = scene.__dict__.setdefault("_trick_number_layout", {})      # a drawing cache, not game state
    key = (block, tuple(area), tuple(tuple(r) for r in keep))
    if memo.get("key") != key:
        memo["key"], memo["place"] = key, _clear_place_by(area, gap, block, keep,
                                                          scene.app.font("body").get_height())
    return memo["place"]


def _clear_place_by(area: pygame.Rect, gap: int, block: tuple[int, int], keep: list[pygame.Rect],
                    line: int) -> tuple[pygame.Rect, bool]:
    """:func:`_trick_number_place` for the trick's ``area``, the rects to ``keep`` clear and a label
    ``line`` tall."""
    w, h = block
    middle = area.centery - line
    step = max(2, h // 3)
    places: list[tuple[pygame.Rect, bool]] = []
    for k in range(0, max(1, area.h // step)):
        y = middle + (k + 1) // 2 * step * (-1 if k % 2 else 1)       # the middle, then up and down
        if area.top - h // 2 <= y and y + h <= area.bottom + h // 2:
            places += [(pygame.Rect(area.left - gap - w, y, w, h), True),
                       (pygame.Rect(area.right + gap, y, w, h), False)]
    places += [(pygame.Rect(area.centerx - w // 2, area.top - gap - h, w, h), False),
               (pygame.Rect(area.centerx - w // 2, area.bottom + gap, w, h), False)]
    best: tuple[int, pygame.Rect, bool] | None = None
    for rect, left in places:
        cover = covered(rect, keep)
        if not cover:
            return rect, left
        if best is None or cover < best[0]:
            best = (cover, rect, left)
    assert best is not None
    return best[1], best[2]


def draw_counts(scene, surface) -> None:
    """The counts at hand of the game (a setting, on by default), top left under the bar."""
    placed = _counts_placed(scene)
    if placed is None:
        return
    rows, rect = placed
    small = scene.app.font("small")
    pad = _pad(small)
    widgets.rounded_panel(surface, rect, theme.PANEL, 200, max(3, pad), theme.PANEL_EDGE)
    y = rect.y + pad // 2
    for row in rows:
        widgets.draw_text(surface, row, small, theme.CREAM, (rect.x + pad, y))
        y += small.get_linesize()


def counts_box(scene) -> pygame.Rect | None:
    """Where the counts panel lies, None when it is not shown."""
    placed = _counts_placed(scene)
    return None if placed is None else placed[1]


def _counts_placed(scene) -> tuple[list[str], pygame.Rect] | None:
    """The counts panel's rows and place (None when the setting or the game shows none)."""
    if not scene.app.settings.get("show_counts", True):
        return None
    lines = [line for line in scene.adapter.counts() if line]
    if not lines:
        return None
    lay = scene.layout
    small = scene.app.font("small")
    cache = scene.__dict__.setdefault("_counts_layout", {})      # a drawing cache, not game state
    number = trick_number_box(scene, last=True)
    # and the question put to the person, where it lies (Guinguette's betting panel moves clear of
    # the basket bet into: at three seats in 640x400 the counts lay on its raises)
    asked = scene.dialog.rect(scene.stage) if scene.dialog is not None else None
    ecart = ecart_pile_box(scene)
    key = (tuple(lines), lay.w, lay.h, id(small), number and tuple(number),   # (the short form says the same facts)
           asked and tuple(asked), ecart and tuple(ecart))
    if cache.get("key") != key:
        # and the trick's number (at eight Polignac seats in 800×500 the panel lay over "Trick 1/4"),
        # and the dealer's écart
        keep = _kept_clear(scene) + [box for box in (number, asked, ecart) if box is not None]
        rows, rect = _chosen(scene, lines, small, keep)
        if asked is not None and not _says_all(scene, rows, lines):
            # no room clear of the question for every count (Double King's chooser at 800×500
            # left the panel the room for three of its four lines): every count, as before it
            keep.remove(asked)
            rows, rect = _chosen(scene, lines, small, keep)
        # where it stood, while it lies clear there: a count that wrapped one word more sent it
        # down the window and back ("Jetons : Vous 38 ·…" at five Guinguette seats, between under
        # the bar and under Hortense's counters); it moves when it must (a new window size, or
        # something now in its way), not where its lines wrap a little wider: Polignac's jacks at
        # 800×500, "3 (cœur, carreau, trèfle)" after "4 (pique, …)", went from the top left to the
        # top right, the wider panel touching the top-left seat's room; they are wrapped narrower
        held = cache.get("held")
        if held is not None and held[0] == (lay.w, lay.h) and held[1] != rect.topleft:
            room = pygame.Rect(0, lay.top_bar.bottom, lay.w, int(lay.h * 0.88) - lay.top_bar.bottom)
            for held_rows, width, height in [(rows, rect.w, rect.h)] + [
                    _wrapped(lines, small, _pad(small), int(lay.w * share), scene.adapter.counts_labelled)
                    for share in SHARES]:
                stay = pygame.Rect(held[1], (width, height))
                if room.contains(stay) and stay.collidelist(keep) < 0:
                    rows, rect = held_rows, stay
                    break
        cache["key"], cache["placed"], cache["held"] = key, (rows, rect), ((lay.w, lay.h), rect.topleft)
    got: tuple[list[str], pygame.Rect] = cache["placed"]
    return got


def _says_all(scene, rows: list[str], lines: list[str]) -> bool:
    """Whether ``rows`` say every count: the whole ``lines`` or their fewer words, wrapped."""
    said = " ".join(rows).split()
    return said in (" ".join(lines).split(), " ".join(scene.adapter.counts_short()).split())


def _chosen(scene, lines: list[str], small, keep: list[pygame.Rect]) -> tuple[list[str], pygame.Rect]:
    """The panel's rows and place by the rule, for its whole ``lines``, clear of ``keep``."""
    # where nothing is clear, what is read there weighs more than fanned backs or bare cloth:
    # a plate, a seat's counters, a basket (eight at Guinguette in 640×400: the panel lay
    # on the person's counters and Mathilde's)
    keep = keep + _read_there(scene) * HEAVY
    short = [line for line in scene.adapter.counts_short() if line]
    short = short if short != lines else []
    # every line at a side of the window, else in fewer words there, before the middle of the
    # cloth (at eight seats in 800×500 the whole lines stood between the trick and a plate)
    for said, across in [(lines, False), (short, False), (lines, True), (short, True)]:
        if said:
            rows, rect, shown = _place(scene, said, small, _pad(small), keep, across)
            if shown == len(said) and rect.collidelist(keep) < 0:
                if said is lines and short and _crowded(rows, lines, rect.w, scene.layout.w, small):
                    # the whole lines clear only in the narrowest column, a count over three rows
                    # or more (three Guinguette seats at 800×500: eight rows at the left, a player
                    # a row): the fewer words, where they stand clear in fewer rows
                    rows_b, rect_b, shown_b = _place(scene, short, small, _pad(small), keep, across)
                    if shown_b == len(short) and rect_b.collidelist(keep) < 0 and len(rows_b) < len(rows):
                        return rows_b, rect_b
                return rows, rect
    rows, rect, shown = _place(scene, lines, small, _pad(small), keep)
    if short and (shown < len(lines) or rect.collidelist(keep) >= 0):
        # no clear room for the whole lines: the fewer words, where they show more of the facts
        rows_b, rect_b, shown_b = _place(scene, short, small, _pad(small), keep)
        if rect_b.collidelist(keep) < 0:
            if shown_b == len(short) or shown_b > shown or rect.collidelist(keep) >= 0:
                rows, rect = rows_b, rect_b
        elif covered(rect_b, keep) < covered(rect, keep):
            # nowhere clear for either: the one that covers less (eight at Guinguette in
            # 700×450: a line of four words over Clémence's cards, where two lines lay)
            rows, rect = rows_b, rect_b
    return rows, rect


def _crowded(rows: list[str], lines: list[str], width: int, window: int, small) -> bool:
    """Whether the counts' ``lines`` wrapped to ``rows`` in a panel ``width`` wide read crowded:
    in the narrowest of the panel's columns (:data:`SHARES`, of the ``window``'s width), more than
    two rows a count (a wider panel of a count's label and two rows of players reads well)."""
    return width <= int(window * SHARES[-1]) + 2 * _pad(small) and len(rows) > 2 * len(lines)


HEAVY = 8       # covering what is read counts this many times more than covering bare backs


def _read_there(scene) -> list[pygame.Rect]:
    """What the person reads on the cloth: every plate (:func:`_plates`), and what the game lays
    there (baskets, counters, the trump)."""
    return _plates(scene) + list(scene.adapter.keep_clear())


def _plates(scene) -> list[pygame.Rect]:
    """Every plate and two pixels round it: the panel keeps off their edges too (it stood against the
    lower edge of Clémence's plate at eight Guinguette seats in 640×400, of Hortense's at five)."""
    return [scene.layout.plate_rect(seat).inflate(4, 4) for seat in range(scene.players)]


def _pad(small) -> int:
    """The counts panel's margin round its lines."""
    return max(4, small.get_height() // 3)


def _seats_room(scene) -> list[pygame.Rect]:
    """Where the other seats sit: each plate with the fanned backs above it, as wide as the most
    cards a seat holds in a deal of the game spread them (the same place all deal long), and the
    tricks it wins piled beside it with their count. Found once per layout (the trick's number and
    the counts ask for it every frame)."""
    lay = scene.layout
    most = scene.adapter.hand_most()
    small = scene.app.font("small")
    memo = scene.__dict__.get("_seats_room")          # a drawing cache, not game state
    if memo is None or memo[0] is not lay or memo[1] != most or memo[2] is not small:
        others = [seat for seat in range(scene.players) if seat != scene.person]
        rooms = [lay.plate_rect(seat).union(lay.fan_rect(seat, most)) for seat in others] + \
            [pile_room(scene, seat, most) for seat in others]
        memo = scene.__dict__["_seats_room"] = (lay, most, small, rooms)
    return [room.copy() for room in memo[3]]


def trick_count(scene, seat: int, tricks: int) -> tuple[str, pygame.Rect]:
    """The count of a seat's won tricks ("×3") and where it is written: right of the person's pile,
    under the others'."""
    rect = scene.layout.stack_rect(seat)
    words = f"×{tricks}"
    count = pygame.Rect(0, 0, *scene.app.font("small").size(words))
    if seat == scene.person:
        count.bottomleft = (rect.right + 6, rect.bottom)
    else:
        count.midtop = (rect.centerx, rect.bottom + 1)
    return words, count


def pile_room(scene, seat: int, tricks: int) -> pygame.Rect:
    """What a seat's won tricks cover as :func:`draw_seat` draws them: the squared cards, a few
    pixels apart, and their count."""
    lift = 4 * min(tricks, 4)
    return scene.layout.stack_rect(seat).inflate(lift, lift).union(trick_count(scene, seat, tricks)[1])


def ecart_pile_box(scene) -> pygame.Rect | None:
    """Where the dealer's écart pile lies with its label (None while there is none): kept clear
    by the story line (800×500, five seats: "the rest is decided" lay on it), the arrow and the
    counts panel (640×400, seven seats: the panel lay on Barnabé's écart)."""
    n = scene.model.ecart_pile
    if not n:
        return None
    x, y = scene.ecart_spot(scene.model.dealer, scene.adapter.hand_dealt())
    return scene.layout.ecart_block(x, y, scene.stage.ecart_label(n)[1])


def _kept_clear(scene) -> list[pygame.Rect]:
    """What the counts panel keeps clear of: every seat's plate and cards, the trick, what the game
    lays on the cloth, and the person's corner: as wide as his hand at its most (the same place all
    deal long: as the hand shrank, a pixel's difference sent the panel between two places), from
    above it to the window's foot (it reached half the window up, and a small window's panel found
    no room for its last lines beside the seats)."""
    lay = scene.layout
    keep = _seats_room(scene) + [lay.trick_area().union(lay.trick_cards_box())] + list(scene.adapter.keep_clear())
    most = max(1, scene.adapter.hand_most())
    corner = lay.hand_span(most).inflate(lay.w * 0.3, 0)
    # above a card lifted under the pointer, room for the story line of two lines the table may
    # set over the hand (draw_banner), down to the window's foot
    top = lay.hand_reach(most) - 2 * scene.app.font("body").get_linesize() - int(lay.h * 0.03)
    corner.update(corner.x, top, corner.w, lay.h - top)
    # and the person's own captured jacks and won tricks with their count, left of that corner
    # (eight Polignac seats at 800×500: "Tous les valets sont tombés" lay on his jack of clubs)
    jacks = lay.jacks_origin(scene.person)
    mine = [jacks[0].unionall(jacks[1:]), pile_room(scene, scene.person, most)]
    return keep + _plates(scene) + [corner] + mine


SHARES = (0.34, 0.27, 0.21, 0.16)      # the widths of column the panel's lines are wrapped to, of the window's


def _wrapped(lines: list[str], small, pad: int, width: int, labelled: bool = False) -> tuple[list[str], int, int]:
    """The panel's ``lines`` wrapped to ``width`` (``labelled``: each by :func:`_line_rows`): its rows,
    and its width and height round them."""
    rows = [part for line in lines
            for part in (_line_rows(line, small, width) if labelled else widgets.wrap(line, small, width))]
    return rows, max(small.size(row)[0] for row in rows) + 2 * pad, len(rows) * small.get_linesize() + pad


def _line_rows(line: str, small, width: int) -> list[str]:
    """A count's rows at ``width``: where it must wrap, a count that lists the players after its
    label ("Contrats choisis (négatifs · atouts) :") gives the label a row of its own (or its rows)
    and breaks the list between its items only (each game keeps an item whole with no-break
    spaces): the label and the person's "Vous 0/3 · 0/2," stood on a row over the others' as one
    sentence."""
    rows = widgets.wrap(line, small, width)
    label, space, items = line.partition(" ")
    if len(rows) > 1 and space and label.endswith(":"):
        # a label wider than the column breaks between its own words (800×500, the log open:
        # "Contrats choisis" over "(négatifs · atouts) :"), its items still whole after it
        heading = [label] if small.size(label)[0] <= width else \
            widgets.wrap(_label_words(label), small, width)
        rows = heading + widgets.wrap(items, small, width)
    return rows


def _label_words(label: str) -> str:
    """A count's label that may break between its words, not at its colon nor round a "·"."""
    words = label.replace(i18n.NO_BREAK, " ")
    return words.replace(" · ", f"{i18n.NO_BREAK}·{i18n.NO_BREAK}").replace(" :", i18n.NO_BREAK + ":")


def _place(scene, lines: list[str], small, pad: int, keep: list[pygame.Rect],
           across: bool = True) -> tuple[list[str], pygame.Rect, int]:
    """The panel's rows, place and how many of the lines it shows: as high as it can be, on the
    left, else on the right, in the widest column that keeps clear of ``keep`` (:func:`_kept_clear`:
    every seat's plate and cards, the trick, what the game lays on the cloth; at a table of many
    players seats sit in the top corners). Where no place is clear, the first lines alone (each
    game gives its counts most telling first), as many as a clear place holds, at either side,
    else anywhere across; where not even one line has one, the place that covers least."""
    lay = scene.layout
    # the lines wrapped to four widths of column, for the first k lines, most lines first
    choices = [_wrapped(lines[:shown], small, pad, int(lay.w * share), scene.adapter.counts_labelled)
               for shown in range(len(lines), 0, -1) for share in SHARES]
    found, (x, y) = _spot((lay.w, lay.h), lay.top_bar.bottom + int(lay.h * 0.012), len(choices) // len(lines),
                          tuple((w, h) for _, w, h in choices), tuple(tuple(r) for r in keep), across)
    rows, width, height = choices[found]
    per_count = len(choices) // len(lines)
    return rows, pygame.Rect(x, y, width, height), len(lines) - found // per_count


@functools.lru_cache(maxsize=32)
def _spot(window: tuple[int, int], top: int, per_count: int, sizes: tuple[tuple[int, int], ...],
          keep_rects: tuple[tuple[int, int, int, int], ...], across: bool = True) -> tuple[int, tuple[int, int]]:
    """Which of the panel's ``sizes`` and where (its index, its top left), by the rule of
    ``_place``: only the window, the sizes and what to keep clear matter, so a count that changes
    a number and not the panel's size finds its place again at once. ``sizes`` come ``per_count``
    for each number of lines, most lines first; not ``across``: at either side only."""
    keep = [pygame.Rect(r) for r in keep_rects]
    clear, best = _spot_at_sides(window, top, per_count, sizes, keep)
    if clear is None and across:
        # a little apart from what it keeps clear of, else against it
        clear = _spot_across(window, top, per_count, sizes, keep, _apart(window)) or \
            _spot_across(window, top, per_count, sizes, keep, 0)
    return clear if clear is not None else best


def _apart(window: tuple[int, int]) -> int:
    """How far the panel stands from what it keeps clear of, where it can."""
    return max(2, int(window[1] * 0.01))


def _spot_at_sides(window: tuple[int, int], top: int, per_count: int, sizes: tuple[tuple[int, int], ...],
                   keep: list[pygame.Rect]) -> tuple[tuple[int, tuple[int, int]] | None, tuple[int, tuple[int, int]]]:
    """The first clear place at the window's left or right side, most lines first, as high as can
    be, a little apart from what it keeps clear of (at five Polignac seats in 800×500 the jacks'
    three lines stood 2 px from Hortense's plate), else against it (None where there is none),
    and the place that covers least there."""
    w, h = window
    gap = _apart(window)
    apart = [r.inflate(2 * gap, 2 * gap) for r in keep]
    best: tuple[int, int, tuple[int, int]] | None = None
    for first in range(0, len(sizes), per_count):          # at either side, most lines first
        against: tuple[int, tuple[int, int]] | None = None
        for y in range(top, int(h * 0.8) + 1, max(1, int(h * 0.02))):
            for i in range(first, first + per_count):
                width, height = sizes[i]
                if y + height > h * 0.88:            # the person's prompt line runs below
                    continue
                for x in (int(w * 0.01), w - int(w * 0.01) - width):
                    rect = pygame.Rect(x, y, width, height)
                    if rect.collidelist(keep) < 0:
                        if rect.collidelist(apart) < 0:
                            return (i, (x, y)), (i, (x, y))
                        against = against or (i, (x, y))
                    cover = covered(rect, keep)
                    if best is None or cover < best[0]:
                        best = (cover, i, (x, y))
        if against is not None:
            return against, against
    assert best is not None
    return None, (best[1], best[2])


def _spot_across(window: tuple[int, int], top: int, per_count: int, sizes: tuple[tuple[int, int], ...],
                 keep: list[pygame.Rect], gap: int) -> tuple[int, tuple[int, int]] | None:
    """Nothing clear at either side: anywhere across, as high as can be (the highest clear place
    lies under the top or ``gap`` under something kept clear), leftmost, ``gap`` or more from
    all it keeps clear of (at eight Guinguette seats in 640×400 the panel stood against the lower
    edge of Clémence's plate); None where nothing is."""
    w, h = window
    ys = sorted({top} | {r.bottom + gap for r in keep if top < r.bottom + gap <= h * 0.8})
    margin = int(w * 0.01)
    for first in range(0, len(sizes), per_count):
        for y in ys:
            for i in range(first, first + per_count):
                width, height = sizes[i]
                if y + height > h * 0.88:
                    continue
                x = margin
                for left, right in sorted((r.left, r.right) for r in keep
                                          if r.top - gap < y + height and r.bottom + gap > y):
                    if left >= x + width + gap:
                        break
                    x = max(x, right + gap)
                if x + width <= w - margin:
                    return i, (x, y)
    return None
