"""The card art: SVG faces, backs and suits from assets/, corner indices per language, the cache."""
import os

import pygame
import pytest

from game import assets
from game.ui import cards, theme
from game.ui.cards import BACKS, CardArt, card_size, draw_suit, index_sizes

CODES = [r + s for s in "SHDC" for r in "AKQJT98765432"]


@pytest.fixture(autouse=True)
def display():
    pygame.display.init()
    pygame.font.init()
    yield


def same(a, b) -> bool:
    return pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")


@pytest.fixture
def renders(monkeypatch):
    """Counts the renderings of whole cards (the costly step) made through cards.render_svg."""
    calls = []
    real = cards.render_svg

    def counting(text, size):
        if size[0] != size[1]:           # a card, not a suit symbol
            calls.append(size)
        return real(text, size)

    monkeypatch.setattr(cards, "render_svg", counting)
    return calls


def test_cards_have_poker_proportions_at_any_size():
    art = CardArt()
    for height in (40, 88, 144, 216):
        w, h = card_size(height)
        assert h == height and abs(w / h - 63 / 88) < 0.02
        assert art.face("JS", height).get_size() == (w, h)
        assert art.back(height, "navy_lattice").get_size() == (w, h)


def test_every_face_and_back_is_an_svg_in_assets_and_renders():
    for code in CODES:
        assert os.path.exists(assets.asset_path("cards", code + ".svg")), code
    for suit in "SHDC":
        assert os.path.exists(assets.asset_path("suits", suit + ".svg"))
    assert os.path.exists(assets.asset_path("icon.svg"))
    art = CardArt()
    faces = [art.face(code, 120) for code in CODES]
    assert len({pygame.image.tobytes(f, "RGBA") for f in faces}) == 52
    for code, face in zip(CODES, faces):
        w, h = face.get_size()
        inner = [face.get_at((x, y)) for x in range(w // 5, 4 * w // 5) for y in range(h // 8, 7 * h // 8)]
        inked = sum(1 for c in inner if sum(c[:3]) < 3 * 200)
        assert inked > len(inner) * 0.04, code             # pips, an ace or a figure
        assert face.get_at((w // 2, 1))[3] == 255 and face.get_at((0, 0))[3] < 128   # rounded corners
    backs = [art.back(100, b) for b in BACKS]
    assert len(BACKS) >= 3 and len({pygame.image.tobytes(b, "RGBA") for b in backs}) == len(BACKS)
    assert same(art.back(100, "burgundy"), art.back(100, "burgundy_lattice"))
    assert same(art.back(100, "no such back"), art.back(100, BACKS[0]))


def _blobs(face, inked) -> int:
    """Connected patches of ``inked`` pixels between the corner indices."""
    w, h = face.get_size()
    todo = {(x, y) for x in range(int(w * 0.19), int(w * 0.81)) for y in range(int(h * 0.07), int(h * 0.93))
            if inked(face.get_at((x, y)))}
    count = 0
    while todo:
        count += 1
        stack = [todo.pop()]
        while stack:
            x, y = stack.pop()
            for p in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if p in todo:
                    todo.remove(p)
                    stack.append(p)
    return count


def test_pips_are_laid_out_as_on_real_cards():
    art = CardArt()
    counts = {"A": 1, "T": 10, "9": 9, "8": 8, "7": 7, "6": 6, "5": 5, "4": 4, "3": 3, "2": 2}
    for suit in "HC":
        for rank, count in counts.items():
            face = art.face(rank + suit, 240)
            if suit == "H":
                blobs = _blobs(face, lambda c: c[0] > 150 and c[1] < 110)
            else:
                blobs = _blobs(face, lambda c: sum(c[:3]) < 200)
            if rank != "A":
                assert blobs == count, rank + suit
    # the pips below the middle are turned over: the top pip of a column points the other way
    seven = art.face("7H", 240)
    w, h = seven.get_size()
    top = pygame.transform.flip(seven.subsurface((int(w * 0.21), int(h * 0.12), int(w * 0.2), int(h * 0.14))), 0, 1)
    bottom = seven.subsurface((int(w * 0.21), h - int(h * 0.12) - int(h * 0.14), int(w * 0.2), int(h * 0.14)))
    diff = sum(abs(a - b) for a, b in zip(pygame.image.tobytes(top, "RGB"), pygame.image.tobytes(bottom, "RGB")))
    assert diff / len(pygame.image.tobytes(top, "RGB")) < 12


def test_the_twelve_courts_are_twelve_different_figures():
    art = CardArt()
    courts = [r + s for r in "KQJ" for s in "SHDC"]
    # the middle of each court (between the indices): no two alike even in colour-blind grey
    grey = []
    for code in courts:
        face = art.face(code, 200)
        w, h = face.get_size()
        part = pygame.transform.grayscale(face.subsurface((w // 5, h // 10, 3 * w // 5, 4 * h // 10)))
        grey.append(pygame.image.tobytes(pygame.transform.smoothscale(part, (24, 32)), "RGB"))
    for i in range(12):
        for j in range(i + 1, 12):
            diff = sum(abs(a - b) for a, b in zip(grey[i], grey[j])) / len(grey[i])
            assert diff > 8, (courts[i], courts[j])


def test_french_indices_differ_from_english_only_on_court_cards_and_only_in_the_corners():
    art = CardArt()
    for code in ("KH", "QC", "JS"):
        fr, en = art.face(code, 120, lang="fr"), art.face(code, 120, lang="en")
        assert not same(fr, en)
        w, h = fr.get_size()
        middle = (int(w * 0.3), int(h * 0.3), int(w * 0.4), int(h * 0.4))
        assert same(fr.subsurface(middle), en.subsurface(middle))
    assert same(art.face("9H", 120, lang="fr"), art.face("9H", 120, lang="en"))
    assert same(art.face("TD", 120, lang="fr"), art.face("TD", 120, lang="en"))


def test_corner_indices_stay_readable_on_the_small_cards_of_an_800x500_window():
    table_h = int(500 * 0.14)
    cap, sym = index_sizes(table_h)
    assert cap >= 9 and sym >= 9
    # at that size the club and the diamond of the index differ in shape, not only in colour
    club = cards.suit_surface("C", sym, (0, 0, 0))
    diamond = cards.suit_surface("D", sym, (0, 0, 0))
    a = {(x, y) for x in range(sym) for y in range(sym) if club.get_at((x, y))[3] > 128}
    b = {(x, y) for x in range(sym) for y in range(sym) if diamond.get_at((x, y))[3] > 128}
    assert len(a ^ b) > 0.3 * len(a | b)
    # and on the card itself the corner holds both the letter and the suit
    art = CardArt()
    qc, qd = art.face("QC", table_h, lang="fr"), art.face("QD", table_h, lang="fr")
    corner = (0, 0, int(qc.get_width() * 0.3), int(table_h * 0.33))
    assert not same(qc.subsurface(corner), qd.subsurface(corner))


# the figure's frame on a court card, as shares of the card (build/card_courts.py: FW x 2 FH,
# centred on a 630 x 880 card)
FRAME = (107 / 630, 70 / 880, 416 / 630, 740 / 880)


def _suit_ink(surface, colour) -> pygame.mask.Mask:
    """The pixels of ``surface`` in the suit's own ink (the red robes, the black outlines of the
    figures are other inks)."""
    return pygame.mask.from_threshold(surface, colour, (9, 9, 9, 255))


def _frame_suits(face, colour) -> list[int]:
    """The patches of the suit's ink inside the figure's frame and out of the corner indices, in
    pixels, largest first."""
    w, h = face.get_size()
    fx, fy, fw, fh = FRAME
    inside = pygame.Mask((w, h))
    inside.draw(pygame.Mask((round(w * fw) - 2, round(h * fh) - 2), fill=True), (round(w * fx) + 1, round(h * fy) + 1))
    box = cards.index_box((w, h))
    inside.erase(pygame.Mask(box.size, fill=True), (0, 0))
    inside.erase(pygame.Mask(box.size, fill=True), (w - box.w, h - box.h))
    patches = _suit_ink(face, colour).overlap_mask(inside, (0, 0)).connected_components()
    return sorted((patch.count() for patch in patches), reverse=True)


@pytest.mark.parametrize("window", [(640, 400), (800, 500)])
def test_court_cards_show_their_suit_large_in_the_frame_on_the_table_of_a_small_window(window):
    # a player read the D of clubs in the trick of an 800x500 table as a D of diamonds: the court
    # cards carried their suit only in the corner index. The frame holds it too, top and bottom
    # (turned over), each at least as large as the index's suit, away from the indices
    from game.ui.table.layout import TableLayout
    height = TableLayout(window, 4).table_h
    art = CardArt()
    for four in (False, True):
        for suit in "SHDC":
            colour = cards.suit_colour(suit, four)
            _, sym = index_sizes(height)
            index = pygame.Surface((sym + 4, sym + 4))
            index.fill(cards.IVORY)
            index.blit(cards.suit_surface(suit, sym, colour), (2, 2))
            least = _suit_ink(index, colour).count()
            for rank in "KQJ":
                for lang in ("fr", "en"):
                    face = art.face(rank + suit, height, lang, four)
                    patches = _frame_suits(face, colour)
                    assert len(patches) >= 2 and patches[1] >= least, (rank + suit, lang, four, patches[:2], least)


def test_four_colour_deck_changes_diamonds_and_clubs_only():
    art = CardArt()
    assert not same(art.face("8D", 120), art.face("8D", 120, four_colour=True))
    assert not same(art.face("8C", 120), art.face("8C", 120, four_colour=True))
    assert same(art.face("8H", 120), art.face("8H", 120, four_colour=True))
    blue = art.face("QD", 160, four_colour=True)
    w, h = blue.get_size()
    pixels = [blue.get_at((x, y))[:3] for x in range(w) for y in range(h)]
    assert any(abs(p[0] - 0x1F) < 20 and abs(p[1] - 0x5F) < 20 and abs(p[2] - 0xBF) < 20 for p in pixels)


def test_jack_of_spades_carries_the_polignac_mark():
    art = CardArt()
    # le Polignac's frame is gold; the other jacks' frames are ink
    def goldish(face) -> int:
        w, h = face.get_size()
        x = int(round(w * 107 / 630))
        pixels = [face.get_at((x + dx, y)) for y in range(int(h * 0.15), int(h * 0.85)) for dx in (-1, 0, 1)]
        return sum(1 for c in pixels if c[0] > 180 and c[1] > 130 and c[2] < 120)

    for other in ("JC", "JH", "JD"):
        assert goldish(art.face("JS", 176)) > 2 * goldish(art.face(other, 176)) + 50


def test_rendered_cards_have_the_pixel_layout_of_the_app_surfaces():
    # a card in the loader's RGBA order would be converted again at every blit (dozens per frame)
    art = CardArt()
    native = pygame.Surface((1, 1), pygame.SRCALPHA).get_masks()
    assert art.face("KS", 120).get_masks() == native
    assert art.face("KS", 60).get_masks() == native            # scaled from the larger one
    assert art.back(120, "navy_lattice").get_masks() == native
    assert cards.suit_surface("H", 20, (200, 0, 0)).get_masks() == native


def test_faces_are_cached_per_size_and_dimmed_cards_are_darker():
    art = CardArt()
    assert art.face("QH", 100) is art.face("QH", 100)
    plain, dim = art.face("QH", 100), art.face("QH", 100, dim=True)
    x, y = plain.get_width() // 2, 3
    assert sum(dim.get_at((x, y))[:3]) < sum(plain.get_at((x, y))[:3]) * 0.6


def test_a_smaller_size_is_scaled_from_the_larger_rendering_not_rendered_again(renders):
    art = CardArt()
    art.face("KD", 200)
    assert len(renders) == 1
    small = art.face("KD", 90)
    assert len(renders) == 1 and small.get_size() == card_size(90)
    art.face("KD", 400)                  # larger than anything cached: rendered
    assert len(renders) == 2


@pytest.mark.parametrize("large,small", [(300, 100), (400, 133), (180, 97), (240, 61)])
def test_a_face_scaled_from_a_larger_rendering_is_opaque_inside(renders, large, small):
    """Scaled down, a face kept alpha 249 to 253 inside: the card beneath showed through."""
    art = CardArt()
    for code in ("2C", "3S", "KH"):
        art.face(code, large)
        face = art.face(code, small)
        w, h = face.get_size()
        inside = [face.get_at((x, y))[3] for x in range(w // 8, w - w // 8) for y in range(h // 8, h - h // 8, 2)]
        assert min(inside) == 255, (code, min(inside))
        assert face.get_at((0, 0))[3] < 128           # a rounded corner stays clear
    assert len(renders) == 3                          # the small faces were scaled, not rendered


def test_the_cache_is_bounded_however_often_the_window_is_resized():
    art = CardArt(max_bytes=3 * 1024 * 1024)
    for height in range(60, 300, 9):                # 27 window sizes
        for code in ("AS", "KH", "7D", "JC"):
            art.face(code, height)
            art.face(code, height, dim=True)
        art.back(height, "navy_lattice")
        art.shadow(height)
        assert art.nbytes <= art.max_bytes
    # the latest size is all there; the first ones are gone
    assert 294 in art.heights() and 60 not in art.heights()
    assert art.face("KH", 294) is art.face("KH", 294)


def test_warming_renders_a_window_size_in_the_background(renders):
    art = CardArt()
    art.warm((144, 100, 54), ["AS", "KH", "QD", "7C"], "green_damask", "en", back_heights=(65,))
    art.wait(30)
    before = len(renders)
    assert before <= 1 + 4              # one back and one rendering per face; smaller sizes scaled
    for code in ("AS", "KH", "QD", "7C"):
        for h in (144, 100, 54):
            art.face(code, h, lang="en")
    art.back(65, "green_damask")
    assert len(renders) == before
    # a new window size: the drawings of the old one go
    art.warm((120, 84), ["AS"], "green_damask", "en", background=False)
    assert art.heights() == {120, 84}


def test_draw_suit_stays_inside_its_rectangle():
    surf = pygame.Surface((60, 60), pygame.SRCALPHA)
    draw_suit(surf, "H", pygame.Rect(20, 20, 20, 20), (192, 38, 45))
    painted = [(x, y) for x in range(60) for y in range(60) if surf.get_at((x, y))[3] > 0]
    assert painted
    assert all(19 <= x <= 41 and 19 <= y <= 41 for x, y in painted)


def test_the_committed_svgs_are_what_the_generator_writes(tmp_path):
    import importlib.util
    import sys
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    spec = importlib.util.spec_from_file_location("card_svgs", os.path.join(root, "build", "card_svgs.py"))
    module = importlib.util.module_from_spec(spec)
    sys.path.insert(0, os.path.join(root, "build"))
    try:
        spec.loader.exec_module(module)
        written = module.write_all(str(tmp_path))
    finally:
        sys.path.remove(os.path.join(root, "build"))
    assert len(written) == 52 + len(BACKS) + 4 + 2
    for path in written:
        rel = os.path.relpath(path, tmp_path)
        with open(path, encoding="utf-8") as new, open(assets.asset_path(rel), encoding="utf-8") as old:
            assert new.read() == old.read(), rel


def test_closing_the_window_stops_the_warming_before_the_display_goes(monkeypatch):
    # a face rendered ahead after the display has gone fails in a thread the interpreter is
    # tearing down: the packaged app aborted so at exit (CI's smoke run)
    from game.ui.app import App
    from game.ui.config import MatchConfig, default_seats
    from game.ui.table import TableScene
    monkeypatch.setattr(cards.ART, "warm_faces", True)
    app = App((1920, 1080), store=None, settings={"think_pause_ms": 0})
    seats = default_seats(4)
    for seat in seats[1:]:
        seat["level"] = "debutant"
    app.push(TableScene(app, MatchConfig("double_king", 4, {}, seats, seed=1, dealer=0)))
    warmer = cards.ART._warmer
    assert warmer is not None and warmer.is_alive()       # a new table warms its faces ahead
    app.shutdown()
    assert not warmer.is_alive()


@pytest.mark.parametrize("height", [46, 55, 62, 73, 90, 140])
def test_the_gold_frame_of_the_card_that_takes_the_trick_hides_nothing_of_the_card(height):
    """The frame round the winning card was drawn over its edge: at 900×560 a winning K read "<"
    and a 10 "0", the frame over the index's first stroke. It lies round the card now: inside
    the frame every pixel is the card's own, and gold runs all round it."""
    from game.ui.table.draw import _won, won_frame
    art = CardArt()
    for code in ("TD", "KC", "JH", "QS"):
        face = art.face(code, height, lang="en")
        won = _won(face, ("test", code, height))
        w, h = face.get_size()
        t = won_frame(w)
        assert won.get_size() == (w + 2 * t, h + 2 * t)
        box = pygame.Rect(t, t, w, h)
        inner = pygame.Rect(max(3, w // 10), max(3, w // 10), w - 2 * max(3, w // 10), h - 2 * max(3, w // 10))
        assert same(won.subsurface(inner.move(t, t)), face.subsurface(inner)), code       # the face untouched
        index = cards.index_box((w, h))         # its corner index too, wherever the card is opaque
        kept = [(x, y) for x in range(index.left, index.right) for y in range(index.top, index.bottom)
                if face.get_at((x, y))[3] == 255]
        assert len(kept) > 0.8 * index.w * index.h
        assert all(won.get_at((x + t, y + t)) == face.get_at((x, y)) for x, y in kept), code
        for x, y in ((box.centerx, t // 2), (t // 2, box.centery), (box.centerx, box.bottom + t // 2)):
            assert tuple(won.get_at((x, y)))[:3] == tuple(theme.GOLD)[:3], (code, x, y)


def test_a_face_scaled_again_and_again_keeps_the_ivory_of_a_rendered_one(renders):
    """In the review's "As dealt" the club pips' ivory read 244 where the hand's read 251: each
    size was scaled from the last smaller one cached, itself scaled, each scaling a little darker.
    A size is scaled from a rendering only: the ivory stays within a step of a rendered face's."""
    def ivory(face):
        w, h = face.get_size()
        seen = [face.get_at((x, y))[0] for x in range(w // 8, w - w // 8) for y in range(h // 8, h - h // 8, 2)]
        return max(set(seen), key=seen.count)

    art = CardArt()
    for height in (160, 140, 120, 105, 92, 80):           # the table's sizes, then the review's
        face = art.face("5C", height)
        assert ivory(face) >= ivory(CardArt().face("5C", height)) - 2, height
