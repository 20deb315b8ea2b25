"""The trick in the middle of the table can be read at a glance: every card's corner index (rank
and suit) in sight and most of every card showing, whatever order the cards fell in, at every count
of every game and at every window size; and the log's drawer, open, leaves every seat's plate and
the trick in sight."""
import math

import pygame
import pytest
from test_ui_frame_support import engine_played_table, make_app, texts_drawn

from game.ui import theme
from game.ui.cards import INDEX_WHOLE_PX, card_size, index_box
from game.ui.config import MatchConfig, default_seats
from game.ui.table import TableScene, draw
from game.ui.table.counts import pile_room
from game.ui.table.draw import draw_table
from game.ui.table.log import drawer_rect
from game.ui.table.model import tilt

GAMES = [("polignac", n) for n in range(3, 9)] + [("guinguette", n) for n in range(3, 9)] + [("double_king", 4)]
SIZES = [(1280, 720), (1920, 1080), (800, 500), (640, 400)]


def table_for(app, game, players):
    table = TableScene(app, MatchConfig(game, players, {}, default_seats(players), seed=5, dealer=0))
    app.push(table)
    app.frame(1 / 60)
    return table


def turned(centre, size, angle, rect):
    """The corners of ``rect`` (in the upright card's own pixels) once the card of ``size`` is
    drawn centred on ``centre``, turned ``angle`` degrees as pygame turns it (anticlockwise)."""
    a = math.radians(-angle)
    w, h = size
    out = []
    for x, y in (rect.topleft, rect.topright, rect.bottomright, rect.bottomleft):
        dx, dy = x - w / 2, y - h / 2
        out.append((centre[0] + dx * math.cos(a) - dy * math.sin(a), centre[1] + dx * math.sin(a) + dy * math.cos(a)))
    return out


def overlap(p, q) -> bool:
    """Two convex quadrilaterals share some area (separating axes)."""
    for poly in (p, q):
        for i in range(4):
            (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % 4]
            nx, ny = y2 - y1, x1 - x2
            a = [nx * x + ny * y for x, y in p]
            b = [nx * x + ny * y for x, y in q]
            if max(a) <= min(b) or max(b) <= min(a):
                return False
    return True


def inside(point, poly) -> bool:
    x, y = point
    signs = []
    for i in range(4):
        (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % 4]
        signs.append((x2 - x1) * (y - y1) - (y2 - y1) * (x - x1) > 0)
    return all(signs) or not any(signs)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game,players", GAMES)
def test_every_card_of_a_full_trick_shows_its_index_and_most_of_itself(game, players, size):
    """Six Polignac seats at 1920×1080: the lower right seat's card lay almost wholly under the
    upper right seat's, only its upside-down foot index showing (Ernestine's jack of clubs under
    Anatole's ace of diamonds); at four seats (Double King, Polignac) the top seat's card covered
    most of the person's. The cards of a trick are drawn in the order they fell, the winning one
    last: any card may lie over any other. Whatever the order, no card lies on another's top-left
    index (rank and suit, as the art draws it), each card turned as the table turns it; more than
    half of each card shows; and the cards lie inside the trick's box, which the counts, the
    story line and the arrow of play keep clear of."""
    app = make_app(None, size, store=False)
    table = table_for(app, game, players)
    try:
        lay = table.layout
        cw, ch = card_size(lay.trick_h())
        box = lay.trick_cards_box()
        corner = index_box((cw, ch))
        whole = pygame.Rect(0, 0, cw, ch)
        slots = [lay.trick_slot(s) for s in range(players)]
        for deal in range(2):
            for trick in range(6):
                angles = [tilt(deal, trick, s, theme.TRICK_TILT_DEG) for s in range(players)]
                cards = [turned(slots[s], (cw, ch), angles[s], whole) for s in range(players)]
                for s in range(players):
                    assert all(box.collidepoint(x, y) for x, y in cards[s]), (s, cards[s], box)
                    index = turned(slots[s], (cw, ch), angles[s], corner)
                    over = [o for o in range(players) if o != s and overlap(index, cards[o])]
                    assert not over, f"seat {s}'s index lies under seat {over}'s card"
                    # the share of the card no other card lies on, all of them over it
                    points = [turned(slots[s], (cw, ch), angles[s], pygame.Rect(x, y, 0, 0))[0]
                              for x in range(0, cw, max(3, cw // 12)) for y in range(0, ch, max(3, ch // 16))]
                    others = [cards[o] for o in range(players) if o != s]
                    shown = sum(not any(inside(p, c) for c in others) for p in points) / len(points)
                    assert shown > 0.5, (s, shown)
    finally:
        table.close()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game,players", [("polignac", 8), ("polignac", 4), ("guinguette", 6),
                                          ("double_king", 4)])
def test_with_the_log_open_every_plate_and_the_trick_stay_in_sight(monkeypatch, game, players, size):
    """The log's drawer, opened, lay over the right-hand seat's plate, and at 800×500 with eight
    seats over three seats and part of the trick. While it is open the table is laid out in the
    room left of it (the top bar across the window): no plate, no card of the trick, no card of
    the hand lies under it. The smallest window leaves no room for a table beside it: there the
    drawer lies over the table's right and says so."""
    app = make_app(None, size, store=False)
    table = table_for(app, game, players)
    try:
        table.toggle_log()
        app.frame(1 / 60)
        lay = table.layout
        drawer = drawer_rect(table)
        assert lay.top_bar.w == size[0]
        said = texts_drawn(monkeypatch, lambda: draw_table(table, app.surface))
        if size == (640, 400):
            assert app.t("table.log_covers") in " ".join(said)
            return
        assert app.t("table.log_covers") not in " ".join(said)
        window = pygame.Rect(0, 0, *size)
        assert window.contains(drawer) and drawer.right == size[0]
        plates = [lay.plate_rect(s) for s in range(players)]
        assert not [p for p in plates if p.colliderect(drawer)], (plates, drawer)
        assert not lay.trick_cards_box().colliderect(drawer)
        assert not lay.hand_span(table.adapter.hand_most()).colliderect(drawer)
        assert all(p.right <= drawer.left for p in plates)
        table.toggle_log()                  # closed: the table across the window again
        assert table.layout.w == size[0] and not table.show_log
    finally:
        table.close()


def seat_drawn(table, seat: int) -> pygame.Rect:
    """Where a seat sits as drawn: the person's hand at its widest, another seat's plate and fan."""
    lay, most = table.layout, table.adapter.hand_most()
    if seat == table.person:
        return lay.hand_span(most)
    return lay.plate_rect(seat).union(lay.fan_rect(seat, most))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game,players", [("polignac", n) for n in range(3, 9)] + [("double_king", 4)])
def test_a_full_trick_lies_clear_of_every_seat_s_plate_and_won_tricks(game, players, size):
    """Six Polignac seats at 800×500: the trick's top row lay on Hortense's "×1", the count written
    under her won tricks; eight at 640×400, its lower cards under the person's hand lifted and on
    Mathilde's tricks. Every card of a full trick (turned as far as the table turns one) lies
    clear of every plate, every pile of won tricks with its count at its widest (a seat that took
    every trick of the deal) and of the person's hand lifted under the pointer."""
    app = make_app(None, size, store=False)
    table = table_for(app, game, players)
    try:
        lay = table.layout
        most = table.adapter.hand_most()
        cw, ch = card_size(lay.trick_h())
        pad = math.ceil(ch * math.sin(math.radians(theme.TRICK_TILT_DEG)))
        cards = [pygame.Rect(0, 0, cw + pad, ch + pad) for _ in range(players)]
        for seat, card in enumerate(cards):
            card.center = (round(lay.trick_slot(seat)[0]), round(lay.trick_slot(seat)[1]))
        kept = {f"plate {s}": lay.plate_rect(s) for s in range(players)}
        kept |= {f"tricks {s}": pile_room(table, s, most) for s in range(players)}
        hand, reach = lay.hand_span(most), lay.hand_reach(most)
        kept["hand"] = pygame.Rect(hand.x, reach, hand.w, hand.bottom - reach)
        hit = [(seat, name) for seat, card in enumerate(cards) for name, rect in kept.items() if card.colliderect(rect)]
        assert not hit, hit
    finally:
        table.close()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [5, 6])
def test_each_card_of_a_trick_lies_towards_the_seat_that_played_it(players, size):
    """Six Polignac seats: the trick lay in two close rows of three, and the upper left card, the
    upper left seat's, lay nearer the top seat's way than its own: a person could not tell whose
    card was whose. Seen from the trick's middle, each card lies in the way of the seat that played
    it (its plate and fanned backs; the person's hand), within a quarter of the angle between two
    seats, so that no card is taken for a neighbour's."""
    app = make_app(None, size, store=False)
    table = table_for(app, "polignac", players)
    try:
        lay = table.layout
        mx, my = lay.trick_middle()
        off = {}
        for seat in range(players):
            (cx, cy), (sx, sy) = lay.trick_slot(seat), seat_drawn(table, seat).center
            turn = math.degrees(math.atan2(cy - my, cx - mx) - math.atan2(sy - my, sx - mx))
            off[seat] = round((turn + 180) % 360 - 180, 1)
        assert all(abs(a) < 360 / players / 4 for a in off.values()), off
    finally:
        table.close()


def seat_ways(table) -> list[float]:
    """Each seat's way in radians, seen from the trick's middle: its plate and fanned backs, the
    person's hand."""
    mx, my = table.layout.trick_middle()
    return [math.atan2(seat_drawn(table, s).centery - my, seat_drawn(table, s).centerx - mx)
            for s in range(table.players)]


def apart(a: float, b: float) -> float:
    """How far apart two ways are, in degrees (0 to 180)."""
    return abs((math.degrees(a - b) + 180) % 360 - 180)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [7, 8])
def test_at_seven_and_eight_seats_each_card_lies_nearer_its_own_seat_s_way_than_any_other(players, size):
    """Seven or eight Polignac seats at 800×500 and 640×400: the trick lay in a grid, one card in
    its middle beside no seat (Ernestine's at eight, between Anatole's and the person's), the cards
    of the two seats on the right nearer each other's way than their own: a person could not tell
    who played which card without the log. Seen from the trick's middle, each card lies nearer the
    way of the seat that played it than any other seat's; and that card's index stays whole
    (the cards no shorter than INDEX_WHOLE_PX), as large as the table's where the room allows."""
    app = make_app(None, size, store=False)
    table = table_for(app, "polignac", players)
    try:
        lay = table.layout
        mx, my = lay.trick_middle()
        ways = seat_ways(table)
        astray = {}
        for seat in range(players):
            x, y = lay.trick_slot(seat)
            card = math.atan2(y - my, x - mx)
            off = [apart(card, way) for way in ways]
            nearest = min(range(players), key=off.__getitem__)
            if nearest != seat:
                astray[seat] = (nearest, [round(a) for a in off])
        assert not astray, astray
        assert lay.trick_h() >= INDEX_WHOLE_PX
        if size != (640, 400):
            assert lay.trick_h() == lay.table_h
    finally:
        table.close()


def test_a_trick_drawn_smaller_is_played_to_and_drawn_at_its_own_size(monkeypatch):
    """Eight seats at 640×400 lay the trick's cards smaller than the table's, for the trick to
    stand clear of the seats' tricks and the person's hand: a card played flies to the trick at
    that size and is drawn there at it, not at the table's size, which would lie on them again."""
    from test_ui_frame_support import play_until

    from game.ui.table import draw
    app = make_app(None, (640, 400), store=False)
    table = engine_played_table(app, "polignac", 8, 5, 0)
    try:
        lay = table.layout
        assert INDEX_WHOLE_PX <= lay.trick_h() < lay.table_h
        played: list = []

        def flying() -> bool:           # a card on its way to the trick
            played[:] = [f for f in table.flights if f.code and f.end() in
                         [lay.trick_slot(s) for s in range(8)]]
            return bool(played)
        play_until(app, table, flying)
        assert played
        assert all(abs(f.height1 * lay.card_base - lay.trick_h()) <= 1 for f in played), (
            [f.height1 for f in played], lay.trick_h(), lay.card_base)
        play_until(app, table, lambda: bool(table.model.trick) and not table.flights)
        heights = []
        monkeypatch.setattr(draw, "blit_turned", lambda surface, upright, h, *args: heights.append(h))
        draw.draw_trick(table, app.surface)
        assert heights and set(heights) == {lay.trick_h()}, heights
    finally:
        table.close()


@pytest.mark.parametrize("game,players", [("polignac", 3), ("polignac", 8), ("guinguette", 6), ("double_king", 4)])
def test_the_card_led_to_the_trick_is_marked_while_the_trick_lies(monkeypatch, game, players):
    """A person reading a trick could not tell which card was led, the suit to follow. From the
    first card laid till the trick is gathered, the card led (as the engine had it led) carries the
    led mark, on its place of the trick, turned as it is, and no other card does; an empty trick
    has none. The mark keeps off every card's top-left index, which no card of the trick covers."""
    from test_ui_frame_support import play_until
    app = make_app(None, (800, 500), store=False)
    table = engine_played_table(app, game, players, 5, 0)
    lay = table.layout
    led: list = []                              # the card the engine had led to its trick of now
    seen = {"marked": 0, "complete": 0, "empty": 0}

    def choose(match, legal):
        action = legal[0]
        if not match.trick and action.to_json().get("type") == "play":
            led[:] = [action.to_json()["card"]]
        return action

    def check() -> bool:
        marks: list = []
        monkeypatch.setattr(draw, "draw_led_mark",
                            lambda surface, centre, h, angle=0.0: marks.append((centre, h, angle)))
        draw.draw_trick(table, app.surface)
        trick = table.model.trick
        if not trick:
            assert marks == []
            seen["empty"] += 1
        else:
            [(centre, h, angle)] = marks
            [(code, turned_by)] = [(c, a) for s, c, a in trick if lay.trick_slot(s) == centre]
            assert code == led[0] and angle == turned_by and h == lay.trick_h(), (code, led)
            seen["marked"] += 1
            seen["complete"] += table.model.trick_winner is not None
        monkeypatch.undo()
        return table.model.trick_number >= 3
    try:
        play_until(app, table, check, choose)
        assert seen["marked"] and seen["complete"] and seen["empty"], seen
    finally:
        table.close()
        app.shutdown()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game,players", GAMES)
def test_the_led_mark_keeps_off_every_card_s_index(game, players, size):
    """The led card's mark lies outside its card, by its top-left corner: on no card's top-left
    index (its own, or another's of the trick, whichever seat leads), each card turned as the
    table turns it."""
    app = make_app(None, size, store=False)
    table = table_for(app, game, players)
    try:
        lay = table.layout
        h = lay.trick_h()
        cw, ch = card_size(h)
        corner = index_box((cw, ch))
        slots = [lay.trick_slot(s) for s in range(players)]
        assert all(part.right <= 0 or part.bottom <= 0 for part in draw.led_mark_parts(h))    # off its own card
        for deal in range(2):
            for trick in range(6):
                angles = [tilt(deal, trick, s, theme.TRICK_TILT_DEG) for s in range(players)]
                for s in range(players):
                    for part in draw.led_mark_parts(h):
                        mark = turned(slots[s], (cw, ch), angles[s], part)
                        indexes = [turned(slots[o], (cw, ch), angles[o], corner) for o in range(players)]
                        over = [o for o in range(players) if o != s and overlap(mark, indexes[o])]
                        assert not over, (s, over)
    finally:
        table.close()


def under_the_trick(monkeypatch, table, size) -> list[tuple[str, pygame.Rect]]:
    """What the table draws on the cloth before the trick's cards, which lie over it: every line of
    text, with the rectangle it covers as drawn, and Guinguette's baskets (their wicker and its
    shadow), its talon and its trump's disc."""
    from game.ui import widgets
    from game.ui.games import guinguette_draw as gd
    made: dict[int, tuple[str, pygame.Surface]] = {}
    under = [True]
    found: list[tuple[str, pygame.Rect]] = []
    render, trick = widgets.render, draw.draw_trick

    def spy(text, *args, **kwargs):
        image = render(text, *args, **kwargs)
        made[id(image)] = (text, image)
        return image

    class Spy(pygame.Surface):
        def blit(self, source, dest, *args, **kwargs):
            rect = super().blit(source, dest, *args, **kwargs)
            got = made.get(id(source))
            if under[0] and got is not None and got[1] is source and rect.w and rect.h:
                found.append((got[0], pygame.Rect(rect)))
            return rect

    def trick_drawn(scene, surface):
        under[0] = False
        trick(scene, surface)

    def basket(stage, surface, centre, size, amount, label, *args, **kwargs):
        rect = basket_drawn(stage, surface, centre, size, amount, label, *args, **kwargs)
        found.append((f"basket {label}", rect.union(rect.move(3, 4))))
        return rect

    def talon(stage, surface, centre, height, label):
        found.append(("talon", gd._talon_box(stage, centre)))
        talon_drawn(stage, surface, centre, height, label)

    def trump(adapter, surface):
        if adapter.gs.trump:
            found.append(("trump", gd.trump_rect(adapter.stage)))
        trump_drawn(adapter, surface)
    basket_drawn, talon_drawn, trump_drawn = gd.draw_basket, gd.draw_talon, gd.draw_trump
    monkeypatch.setattr(widgets, "render", spy)
    monkeypatch.setattr(draw, "draw_trick", trick_drawn)
    monkeypatch.setattr(gd, "draw_basket", basket)
    monkeypatch.setattr(gd, "draw_talon", talon)
    monkeypatch.setattr(gd, "draw_trump", trump)
    try:
        draw_table(table, Spy(size))
    finally:
        monkeypatch.undo()
    return found


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game,players,language", [(g, n, "en") for g, n in GAMES] +
                         [("guinguette", n, "fr") for n in range(3, 9)])
def test_no_card_of_a_full_trick_lies_on_a_basket_a_label_or_a_word_on_the_cloth(monkeypatch, game, players,
                                                                                 language, size):
    """Four Guinguette seats at 800×500: the queen of spades Hortense played, at her place of the
    trick, lay over the guinguette and most of its name, only "Guinguett" showing; at 640×400 with
    four, six or seven seats a card lay on the cabaret, the basket in play or the guinguette. At
    every count of every game, every card of a full trick, each at its seat's place and turned as
    far as the table turns one either way, lies on nothing the table draws under the trick: no
    basket (each holding 88, three baskets waiting), no talon, no trump, no line of text (a
    basket's or the talon's name, a plate's, a count)."""
    app = make_app(None, size, language=language, store=False)
    table = engine_played_table(app, game, players, 5, 0)
    try:
        from test_ui_frame_support import play_until
        play_until(app, table, lambda: bool(table.model.trick) and not table.flights)
        if game == "guinguette":
            gs = table.adapter.gs
            gs.guinguette = gs.cabaret = gs.basket = 88
            gs.queue = [88, 88, 88]
        drawn = under_the_trick(monkeypatch, table, size)
        assert any(what.startswith("basket") for what, _ in drawn) == (game == "guinguette")
        lay = table.layout
        cw, ch = card_size(lay.trick_h())
        whole = pygame.Rect(0, 0, cw, ch)
        hit = set()
        for seat in range(players):
            for angle in (-theme.TRICK_TILT_DEG, 0, theme.TRICK_TILT_DEG):
                card = turned(lay.trick_slot(seat), (cw, ch), angle, whole)
                hit |= {(seat, what) for what, rect in drawn
                        if overlap(card, [rect.topleft, rect.topright, rect.bottomright, rect.bottomleft])}
        assert not hit, sorted(hit)
        assert lay.trick_h() >= INDEX_WHOLE_PX
    finally:
        table.close()


@pytest.mark.parametrize("size", [(800, 500), (1280, 720)])
def test_at_eight_seats_each_card_s_flight_ends_where_it_then_lies(monkeypatch, size):
    """At eight Polignac seats the trick's cards lie in a ring: a card in flight was caught off
    its place in the ring. Every seat's card flies to the very place, turn and size it is then
    drawn at, at rest in the trick: the flight's last point is the resting card's centre."""
    from test_ui_frame_support import play_until
    app = make_app(None, size, store=False)
    app.settings["speed"] = "normal"
    table = engine_played_table(app, "polignac", 8, 5, 0)
    lay = table.layout
    ends: dict = {}              # card -> (its seat, where its flight ended, turned, tall)
    rest: dict = {}              # card -> (where it was drawn at rest in the trick, turned, tall)
    real_blit = draw.blit_turned

    def blit(surface, upright, height, centre, angle, key, *args, **kw):
        code = {"face": key[2:3], "won": key[3:4]}.get(key[0], [None])[0]   # a trick's card (draw_trick)
        if code in ends:
            rest.setdefault(code, ((int(centre[0]), int(centre[1])), angle, height))
        return real_blit(surface, upright, height, centre, angle, key, *args, **kw)
    monkeypatch.setattr(draw, "blit_turned", blit)
    try:
        slots = {s: lay.trick_slot(s) for s in range(8)}

        def watch() -> bool:
            for flight in table.flights:
                seat = next((s for s, spot in slots.items() if flight.end() == spot), None)
                if flight.code and seat is not None and flight.t > 0:
                    t, flight.t = flight.t, 1.0            # where the flight's last frame puts it
                    x, y = flight.pos()
                    ends[flight.code] = (seat, (int(x), int(y)), flight.angle(), flight.height() * lay.card_base)
                    flight.t = t
            return len(rest) >= 16 and {ends[c][0] for c in rest} == set(range(8))
        play_until(app, table, watch)
        seats = {ends[c][0] for c in rest}
        assert seats == set(range(8)), seats
        for code, (where, angle, tall) in rest.items():
            seat, end, angle1, tall1 = ends[code]
            assert where == end, (code, seat, end, where)
            assert abs(angle - angle1) < 0.01 and abs(tall - tall1) <= 1, (code, seat, angle, angle1, tall, tall1)
    finally:
        table.close()
