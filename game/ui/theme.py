"""The look of the table in one place: colours, proportions, motion timings (shared/docs/ui.md).

Every number a person might tune lives here, so the table and the menus agree. Sizes are
fractions of the window (width or height, as named) so that the table reads the same at
1280x720 and at 1920x1080 and survives a window dragged small.
"""
from __future__ import annotations

# ---------------------------------------------------------------- colours (ui.md "Mood")

FELT = (0x1F, 0x5E, 0x3B)
FELT_EDGE = (0x17, 0x4A, 0x2E)        # the vignette fades the felt to this at the edges
RIM = (0x2B, 0x21, 0x18)              # walnut
PANEL = (0x2B, 0x21, 0x18)            # walnut panels over the felt ...
PANEL_ALPHA = 217                     # ... 85% opaque
PANEL_LIGHT = (0x3A, 0x2D, 0x21)      # a hovered button, a selected row
PANEL_EDGE = (0x5A, 0x47, 0x33)       # a thin line around walnut panels
CREAM = (0xF1, 0xE8, 0xD2)            # text on dark
CREAM_DIM = (0xB8, 0xAE, 0x98)        # secondary text on dark
DISABLED = (0x80, 0x77, 0x68)         # a button or choice that cannot be pressed: greyed, still legible
IVORY = (0xFB, 0xF8, 0xF0)            # card face
CARD_BORDER = (0xC9, 0xC2, 0xB0)
INK = (0x2A, 0x2A, 0x3A)              # text on paper
RED = (0xC0, 0x26, 0x2D)
BLACK = (0x1B, 0x1B, 0x1B)
BLUE_DIAMOND = (0x1F, 0x5F, 0xBF)     # four-colour deck
GREEN_CLUB = (0x2D, 0x8A, 0x3A)
GOLD = (0xF2, 0xC1, 0x4E)             # highlight: legal, your turn, focus
PAPER = (0xF4, 0xEC, 0xD8)            # score pad, tags
PAPER_RULE = (0xC9, 0xB9, 0x8F)
SHADOW = (0, 0, 0)
SHADOW_ALPHA = 90
DIM_BRIGHTNESS = 0.45                 # an illegal card drawn at 45% brightness
ERROR = (0xE0, 0x6A, 0x5A)            # an error line on dark

# Suits in engine order (game.engine.cards: suit index = card >> 4).
# The engine's suit order is spades, hearts, diamonds, clubs (see game/engine/cards.py).
SUIT_COLOURS = (BLACK, RED, RED, BLACK)
SUIT_COLOURS_FOUR = (BLACK, RED, BLUE_DIAMOND, GREEN_CLUB)

# ---------------------------------------------------------------- text (ui.md "Text")

FONT_BODY = 0.026                     # of the window height
FONT_SMALL = 0.021
FONT_TITLE = 0.044
FONT_MIN_PX = 13
TEXT_ASPECT = 1.4                     # windows squarer than this size their type from their width


def text_height(size) -> int:
    """The height the type is sized from: the window's, or on a window squarer than TEXT_ASPECT
    the height a window of its width would have at that shape (on a square window, type sized
    from its height alone cut the setup's values: "Amat…", "Classi…")."""
    return min(int(size[1]), int(size[0] / TEXT_ASPECT))

# ---------------------------------------------------------------- window

WINDOW_DEFAULT = (1280, 720)
WINDOW_MIN = (640, 400)               # the window cannot be dragged smaller than this
WINDOW_MOST = (3840, 2160)            # the largest window opened where the system does not say the desktop's size
DESKTOP_ROOM = (0.94, 0.86)           # the most of the desktop a first window takes: room for its frame
                                      # and the system's bars (a 1366×768 laptop, a desktop scaled to 1280×720)
WINDOW_TITLE = "Tapis Vert"
FPS_BUSY = 60
IDLE_NAP_S = 1 / 60                   # when nothing moves: the pause between looks for input ...
IDLE_NAP_SLOW_S = 1 / 30              # ... and after a few quiet seconds
IDLE_SLOW_AFTER_S = 3.0

# ---------------------------------------------------------------- cards (ui.md "Cards")

CARD_RATIO = 63 / 88                  # width / height, poker size
CARD_RADIUS = 0.06                    # of the card width
CARD_SHADOW_OFFSET = 0.02             # of the card height
CARD_HAND = 0.20                      # card height, of the window height ...
CARD_WINDOW_MOST = 2160               # ... up to a 4K screen's: above, cards stay the size they are there
                                      # (432 px in the hand, larger than life on any screen that tall;
                                      # what a frame draws stays within the memory budget: game/ui/cache.py)
CARD_TABLE = 0.165                    # larger than ui.md's 14%: the trick is what everyone watches
CARD_SEAT = 0.09
CARD_READABLE_PX = 56                 # a card shorter has its rank and suit hard to make out: the deal
                                      # review lays its seats in two columns rather (scenes/review.py)
HAND_OVERLAP = 0.55                   # of a card width
HOVER_LIFT = 0.18                     # of a card height
TRICK_TILT_DEG = 4
LED_MARK = 0.07                       # the gold bracket round the led card's corner: its thickness, of a card width

# ---------------------------------------------------------------- layout (ui.md "Layout")

SEAT_ELLIPSE_CENTRE_Y = 0.45          # of the window height
SEAT_ELLIPSE_RX = 0.40                # of the window width
SEAT_ELLIPSE_RY = 0.33                # of the window height
PANEL_RADIUS = 0.012                  # corner radius of panels and buttons, of the window height
BUTTON_HEIGHT = 0.068                 # menu buttons, of the window height
ROW_HEIGHT = 0.056                    # a menu's rows of choices (setup, rules, statistics), the same
BUTTON_MIN_PX = 30                    # ... and neither lower than this, to stay a mouse's target


def button_height(h: float, share: float = 1.0) -> int:
    """A button's height in a window (or table) ``h`` high; ``share`` for the smaller ones of a dialog."""
    return max(BUTTON_MIN_PX, int(h * BUTTON_HEIGHT * share))


def row_height(h: float) -> int:
    """A menu row's height in a window ``h`` high."""
    return max(BUTTON_MIN_PX, int(h * ROW_HEIGHT))

# ---------------------------------------------------------------- motion (ui.md "Motion"), seconds

DEAL_CARD_S = 0.110
PLAY_CARD_S = 0.260
TRICK_PAUSE_S = 0.650
FLIP_LIFT = 0.12                      # a card turning over grows by this much when edge-on ...
FLIP_SHADE = 0.45                     # ... and its face darkens by this share (ui.md "Motion")
CELEBRATION_S = 1.5                   # gold suits rising when the person wins a basket, a round, the match
COMMISERATION_DARKEN = 0.35           # ... and how far the room dims, softly, on a lost round or match
TRICK_READ_S = 1.6                    # a complete trick when it is not held for a click: at every speed but instant
TRUMP_READ_S = 1.0                    # the trump a seat names stays on the cloth this much longer than another word
GATHER_S = 0.380
FLIP_S = 0.300
COUNTER_S = 0.350
COUNTER_STAGGER_S = 0.040

SPEED_FACTOR = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}   # each speed the settings accept

THINK_PAUSES_MS = (0, 300, 600, 1000, 1500)   # the choices offered in the settings
VOLUMES = (10, 25, 50, 75, 100)               # sound volume in percent, offered in the settings
CARD_BACKS = ("burgundy_lattice", "navy_lattice", "green_damask")   # as game/ui/cards.py names them


def scaled(seconds: float, speed: str) -> float:
    """A motion time at the chosen animation speed ("slow" x1.6, "fast" x0.5, "instant" 0)."""
    return seconds * SPEED_FACTOR.get(speed, 1.0)


def quicker(speed: str) -> str:
    """The pace a step quicker than ``speed`` on the settings' scale, for what the person need not
    follow closely (the decided rest of a deal played out): never slower than his own, never more
    than a step quicker ("slow" became "fast", rushing a person who asked for slow), and never
    "instant" for a person who asked for animations (at "instant", "instant")."""
    factor = SPEED_FACTOR.get(speed, 1.0)
    steps = sorted((f, name) for name, f in SPEED_FACTOR.items() if 0 < f < factor)
    return steps[-1][1] if steps else speed


def read_pause(seconds: float, speed: str) -> float:
    """A pause to read at the chosen speed (a complete trick not held for a click: TRICK_READ_S;
    a card played for the person, the decided rest of a deal played out): the same at every speed, as
    reading takes what it takes, but none at "instant", where the person asked for no waiting
    (ui.md "Motion": instant 0; the trick stays in the bar's Last trick)."""
    return seconds if SPEED_FACTOR.get(speed, 1.0) > 0 else 0.0
