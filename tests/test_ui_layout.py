"""The table's geometry: nothing the person needs to read is covered by his own hand."""
import pygame
import pytest

from game.ui.cards import card_size
from game.ui.table.layout import HAND_MOST, TableLayout

SIZES = [(1280, 720), (1920, 1080), (1600, 900), (1366, 768)]


def hand_rects(layout, count):
    cw, ch = card_size(layout.hand_h)
    out = []
    for (x, y), _angle in layout.hand_cards(count):
        r = pygame.Rect(0, 0, cw, ch)
        r.center = (int(x), int(y))
        out.append(r)
    return out


@pytest.mark.parametrize("size", SIZES + [(1024, 768), (1280, 1024), (900, 900), (800, 600), (800, 500)])
@pytest.mark.parametrize("players,count", [(3, 10), (4, 13), (4, 8), (6, 5), (8, 4)])
def test_the_persons_hand_never_covers_his_plate_or_his_tricks(size, players, count):
    layout = TableLayout(size, players)
    assert count <= HAND_MOST
    plate = layout.plate_rect(layout.person)
    stack = layout.stack_rect(layout.person)
    for card in hand_rects(layout, count):
        assert not card.colliderect(plate), (card, plate)
        assert not card.colliderect(stack), (card, stack)


@pytest.mark.parametrize("size", SIZES + [(1024, 768), (1280, 1024), (900, 900), (800, 600), (800, 500)])
@pytest.mark.parametrize("players", range(3, 9))
def test_every_seat_plate_lies_inside_the_window_below_the_top_bar(size, players):
    layout = TableLayout(size, players)
    window = pygame.Rect(0, 0, *size)
    plates = [layout.plate_rect(s) for s in range(players)]
    for plate in plates:
        assert window.contains(plate) and plate.top >= layout.top_bar.bottom
        # never flush with the window's sides (at 1024x768 Hortense's plate touched the right edge)
        assert plate.left >= size[0] * 0.01 and plate.right <= size[0] * 0.99, plate
    for i, a in enumerate(plates):
        for b in plates[i + 1:]:
            assert not a.colliderect(b)


@pytest.mark.parametrize("players", range(3, 9))
def test_the_trick_cards_of_different_seats_stay_apart_enough_to_read_their_index(players):
    layout = TableLayout((1280, 720), players)
    cw, ch = card_size(layout.table_h)
    slots = [layout.trick_slot(s) for s in range(players)]
    for i, (x1, y1) in enumerate(slots):
        for x2, y2 in slots[i + 1:]:
            # closer than this, one card covers most of the other's corner and the pips beside it
            # (the tight ring of 8 seats that made the trick unreadable broke this)
            assert abs(x1 - x2) >= cw * 0.55 or abs(y1 - y2) >= ch * 0.45


@pytest.mark.parametrize("size", SIZES + [(800, 500), (640, 400)])
@pytest.mark.parametrize("count", range(1, HAND_MOST + 1))
def test_every_corner_of_every_hand_card_is_inside_the_window(size, count):
    """The lower corner indices of the hand were clipped by the bottom edge of the window."""
    import math
    layout = TableLayout(size, 4)
    cw, ch = card_size(layout.hand_h)
    for (x, y), angle in layout.hand_cards(count):
        a = math.radians(-angle)               # pygame turns anticlockwise; screen y points down
        for dx, dy in ((-cw / 2, -ch / 2), (cw / 2, -ch / 2), (-cw / 2, ch / 2), (cw / 2, ch / 2)):
            cx = x + dx * math.cos(a) - dy * math.sin(a)
            cy = y + dx * math.sin(a) + dy * math.cos(a)
            assert 0 <= cx <= size[0] and 0 <= cy <= size[1] - 1, (count, angle, cx, cy)


def test_cards_grow_with_the_window_up_to_a_4k_screen_and_stay_that_size_above():
    """ui.md: the hand is about 20% of the window's height. Above a 4K screen's height the cards
    stay as they are there (larger than life already), so that what one frame draws at a window
    larger than any common screen stays within the memory budget (issue 17, point 7)."""
    full_hd, four_k = TableLayout((1920, 1080), 4), TableLayout((3840, 2160), 4)
    assert abs(full_hd.hand_h - 0.2 * 1080) <= 1 and abs(four_k.hand_h - 0.2 * 2160) <= 1
    for size in [(4000, 3000), (5120, 2880), (7680, 4320)]:
        huge = TableLayout(size, 4)
        assert (huge.hand_h, huge.table_h, huge.seat_h, huge.small_h) == (
            four_k.hand_h, four_k.table_h, four_k.seat_h, four_k.small_h)
        assert huge.card_base == 2160


@pytest.mark.parametrize("size", [(1280, 720), (4000, 3000)])
def test_a_card_landing_on_the_trick_is_drawn_at_the_size_the_trick_shows_it(size):
    """A flight's heights are shares of the layout's card height: a card played at a huge window
    lands at the trick's size, not at a share of the window's whole height."""
    from types import SimpleNamespace

    from game.ui import theme
    from game.ui.anim import Flight
    from game.ui.table import draw
    layout = TableLayout(size, 4)
    slot = layout.trick_slot(1)
    flight = Flight("KH", lambda: slot, lambda: slot, height0=theme.CARD_TABLE, height1=theme.CARD_TABLE)
    flight.t = 1.0
    scene = SimpleNamespace(layout=layout, flights=[flight], settings={"language": "en"})
    surface = pygame.Surface(size)
    drawn = []
    real_blit = pygame.Surface.blit

    class Spy(pygame.Surface):
        def blit(self, source, dest, *args, **kwargs):
            drawn.append(source.get_height())
            return real_blit(self, source, dest, *args, **kwargs)
    surface = Spy(size)
    draw.draw_flights(scene, surface)
    assert abs(drawn[-1] - card_size(layout.table_h)[1]) <= 1, (drawn, layout.table_h)


def test_a_jack_turned_over_at_a_huge_window_flies_at_the_size_it_lands_at():
    """Polignac turns each jack taken over onto the taker's row (small cards). Its flight gave the
    small card's height as a share of the window's height, where a flight's heights are shares of
    the layout's card height: above a 4K screen's height it flew smaller than it landed."""
    from test_ui_frame_support import engine_played_table

    from game.ui.app import App
    app = App((3000, 2600), store=None, settings={"speed": "normal", "think_pause_ms": 0, "language": "en"})
    table = engine_played_table(app, "polignac", 4, 5, 3)
    try:
        from test_ui_frame_support import play_until
        lay = table.layout
        assert lay.card_base < lay.h
        jacks: list = []

        def turned() -> bool:       # a jack taken, turned over on its way to the taker's row
            jacks[:] = [f for f in table.flights if f.code and f.code[0] == "J" and f.flip and f.height0 == f.height1]
            return bool(jacks)
        play_until(app, table, turned)
        assert jacks, "no jack was taken"
        assert all(abs(f.height0 * lay.card_base - lay.small_h) <= 1 for f in jacks), (
            [f.height0 for f in jacks], lay.small_h, lay.card_base)
    finally:
        table.close()


@pytest.mark.parametrize("tall,wide", [((700, 1000), (700, 500)), ((1000, 1000), (1000, 714)),
                                       ((1280, 1024), (1280, 914))])
def test_a_window_squarer_than_the_type_draws_the_table_at_the_type_s_size(tall, wide):
    """A window taller than it is wide (700×1000) sized its cards, plates and bar from its height
    and its type from its width: plates twice as tall as their two lines, the bar's buttons so wide
    the title was cut to "…", Double King's contract buttons cut to "Valets/…", and six Guinguette
    seats left no room for the baskets. What is drawn is sized from the type's height; where things
    stand still spreads over the whole window."""
    from game.ui import theme
    assert theme.text_height(tall) == theme.text_height(wide) == wide[1]
    a, b = TableLayout(tall, 6), TableLayout(wide, 6)
    assert (a.hand_h, a.table_h, a.seat_h, a.small_h, a.plate_size, a.bar_row_h) == (
        b.hand_h, b.table_h, b.seat_h, b.small_h, b.plate_size, b.bar_row_h)
    assert a.dialog_rect(2, 3).size == b.dialog_rect(2, 3).size   # a question's panel and its buttons too
    assert a.seat_anchor(0)[1] > b.seat_anchor(0)[1]           # the seats still spread down the window
    hd = TableLayout((1280, 720), 4)                             # a window as wide as 16:9: as before
    assert abs(hd.hand_h - 0.2 * 720) <= 1 and hd.card_base == 720


@pytest.mark.parametrize("size", [(1000, 1000), (700, 1000), (1280, 1024)])
def test_six_guinguette_seats_in_a_square_window_leave_the_baskets_room(size):
    """At 1000×1000 with six Guinguette seats a side seat's counters lay on the basket in play, the
    plates being sized from the window's height."""
    from game.ui.app import App
    from game.ui.config import MatchConfig, default_seats
    from game.ui.games import guinguette_draw as gd
    from game.ui.table import TableScene
    app = App(size, store=None, settings={"speed": "instant", "think_pause_ms": 0, "language": "en"})
    table = TableScene(app, MatchConfig("guinguette", 6, {}, default_seats(6), seed=1, dealer=0))
    app.push(table)
    try:
        stage = table.adapter.stage
        bw, bh = gd._sizes(stage)
        r = gd._disc_r(stage)
        for name in ("guinguette", "cabaret", "in_play"):
            x, y = gd.basket_centre(stage, name)
            basket = pygame.Rect(int(x - bw / 2), int(y - bh / 2), bw, bh)
            for seat in range(6):
                cx, cy = gd.chips_centre(stage, seat)
                counters = pygame.Rect(int(cx - r), int(cy - r * 4), int(2 * r), int(r * 5))
                assert not basket.colliderect(counters), (name, seat, basket, counters)
    finally:
        table.close()


@pytest.mark.parametrize("size", [(640, 400), (700, 500), (760, 540), (800, 500), (1280, 720), (700, 1000)])
def test_a_hand_of_thirteen_lies_clear_of_the_person_s_plate(size):
    """At 700×500 (and at 640×400 by a few pixels) Double King's hand of thirteen ran over the right
    end of the person's plate, the dealer's D under its first card. The hand keeps clear of the
    plate at its narrowest, its cards a little closer."""
    lay = TableLayout(size, 4)
    plate = lay.plate_rect(lay.person)
    cw, ch = card_size(lay.hand_h)
    for (x, y), _angle in lay.hand_cards(13):
        card = pygame.Rect(0, 0, cw, ch)
        card.center = (int(x), int(y))
        assert card.left > plate.right, (size, card, plate)
    assert lay.hand_step(13) >= cw * 0.3           # each card's index still in sight


@pytest.mark.parametrize("size", [(640, 400), (800, 500), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", range(3, 9))
@pytest.mark.parametrize("bar_rows", [1, 2])
def test_no_card_of_the_trick_lies_on_a_plate(size, players, bar_rows):
    """At 640x400 with eight Polignac seats (the top bar in two rows) the card the head of the
    table played lay on the lower half of its plate, over its points. The trick's ring keeps every
    card off every plate."""
    layout = TableLayout(size, players, bar_rows=bar_rows)
    cw, ch = card_size(layout.table_h)
    plates = [layout.plate_rect(s) for s in range(players)]
    for seat in range(players):
        x, y = layout.trick_slot(seat)
        card = pygame.Rect(int(x - cw / 2), int(y - ch / 2), cw, ch)
        assert card.collidelist(plates) < 0, (seat, card, plates)


@pytest.mark.parametrize("size", [(640, 400), (800, 500), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("bar_rows", [1, 2])
def test_eight_polignac_cards_of_a_trick_spread_where_the_cloth_has_room(size, bar_rows):
    """Eight Polignac seats: the trick's cards lay on one another, the seven of spades at the side
    showing little more than its lower corner. Where the cloth has room (no baskets beside the
    trick), the ring spreads across it: whatever order they fell in, every card shows one of its
    two corner indices whole, and every card the spread moves keeps off the plates, the seats'
    cards and the person's hand."""
    lay = TableLayout(size, 8, bar_rows=bar_rows, fans_most=4, spread_trick=True)
    cw, ch = card_size(lay.table_h)
    cards = []
    for seat in range(8):
        x, y = lay.trick_slot(seat)
        cards.append(pygame.Rect(int(x - cw / 2), int(y - ch / 2), cw, ch))
    for seat, card in enumerate(cards):
        top, foot = (pygame.Rect(0, 0, int(cw * 0.22), int(ch * 0.28)) for _ in range(2))
        top.topleft, foot.bottomright = card.topleft, card.bottomright
        others = cards[:seat] + cards[seat + 1:]
        assert top.collidelist(others) < 0 or foot.collidelist(others) < 0, (seat, card, others)
    keep = [lay.plate_rect(s) for s in range(8)] + [lay.hand_span(4)] + [lay.fan_rect(s, 4) for s in range(1, 8)]
    base = TableLayout(size, 8, bar_rows=bar_rows, fans_most=4)
    for seat, card in enumerate(cards):
        if lay.trick_slot(seat) != base.trick_slot(seat):
            assert card.collidelist(keep) < 0, (seat, card, keep[card.collidelist(keep)])
