"""The typefaces of the app: Lato for the interface, Caladea for titles and score pads (issue 14).

Both come from Python packages (``font-lato``, SIL OFL 1.1; ``font-caladea``, Apache 2.0) and are found
at run time with importlib.resources, so no font file lives in this repository and the PyInstaller
build bundles them as package data. Without the packages the app still starts, with pygame's
bundled font (one log line).

A name typed by the person may hold letters the font lacks (Greek, Cyrillic, CJK, emoji...). The
fonts handed out here are :class:`Font` objects that render such text in runs, each from the first
font of a fallback chain that has the glyph (the family, pygame's bundled font, then a few common
system fonts found lazily); a character no font has is drawn as a readable letter or "?" instead
of a box. Spaces the family lacks (the narrow no-break space of French typography) become gaps of
the right width.
"""
from __future__ import annotations

import functools
import importlib.resources
import logging
import os
import re
import struct
import unicodedata

import pygame

from .cache import FONT_COST, DrawingCache

log = logging.getLogger("tapisvert.ui")

# (package, file inside its files/ folder) per face; the family name shown in the About screen.
SANS = "sans"
SERIF = "serif"
_FACES = {
    (SANS, False): ("font_lato", "Lato-Regular.ttf"),
    (SANS, True): ("font_lato", "Lato-Bold.ttf"),
    (SERIF, False): ("font_caladea", "Caladea-Regular.ttf"),
    (SERIF, True): ("font_caladea", "Caladea-Bold.ttf"),
}
# (family name shown, face key, licence file inside the face's package's files/ folder)
_LICENCES = (("Lato", SANS, "OFL.txt"), ("Caladea", SERIF, "APACHE-2.0.txt"))

# System fonts tried, in order, for characters neither the family nor pygame's font has.
_SYSTEM_FALLBACKS = ("dejavusans", "notosans", "notosanscjksc", "notosanscjk", "droidsansfallback",
                     "wenquanyimicrohei", "microsoftyahei", "yugothic", "msgothic", "malgungothic",
                     "arialunicodems", "segoeui", "segoeuisymbol", "segoeuiemoji", "notoemoji",
                     "applesdgothicneo", "hiraginosans", "pingfangsc", "applecoloremoji")
# Width of a space the font lacks, as a share of its own space (U+202F and U+2009 are narrow).
_NARROW_SPACES = {"\u202f": 0.55, "\u2009": 0.55, "\u200a": 0.3, "\u2007": 1.4}


@functools.cache
def face_path(family: str = SANS, bold: bool = False) -> str | None:
    """The file of a face, found through its package, or None when the package is missing."""
    package, name = _FACES[(family, bold)]
    try:
        path = importlib.resources.files(package).joinpath("files", name)
        if path.is_file():
            return str(path)
    except (ModuleNotFoundError, FileNotFoundError, OSError, TypeError):
        pass
    log.warning("font package %s not found: using pygame's bundled font", package)
    return None


def packaged_files() -> dict[str, list[str]]:
    """{package: the files of its files/ folder the app reads}: the faces above and their
    licences, what the packaged app carries of each font package (build/bundle.py)."""
    out: dict[str, list[str]] = {}
    for package, name in [*_FACES.values(), *((_FACES[(key, False)][0], name) for _, key, name in _LICENCES)]:
        out.setdefault(package, []).append(name)
    return out


def licences() -> list[tuple[str, str]]:
    """(family, licence text) for each typeface the app ships, for the About screen. A licence
    text without the family's copyright line (Caladea's is the bare Apache licence) starts with
    the notice the family's font file carries."""
    out = []
    for family, key, name in _LICENCES:
        try:
            folder = importlib.resources.files(_FACES[(key, False)][0]).joinpath("files")
            text = folder.joinpath(name).read_text(encoding="utf-8")
        except (ModuleNotFoundError, FileNotFoundError, OSError, TypeError, UnicodeDecodeError):
            continue
        face = face_path(key)
        notice = font_notice(face) if face else ""
        if notice and not re.search(r"^Copyright\b", text, re.M):
            text = f"{notice}\n\n{text.lstrip(chr(10))}"
        out.append((family, text))
    return out


def font_notice(path: str) -> str:
    """The copyright and trademark notices of a font file (its ``name`` table, records 0 and 7),
    one a line; "" if it has none or cannot be read."""
    try:
        with open(path, "rb") as f:
            data = _table(f, b"name")
        if data is None:
            return ""
        count, strings = struct.unpack_from(">HH", data, 2)
        found: dict[int, str] = {}
        for i in range(count):
            platform, encoding, _lang, name_id, length, offset = struct.unpack_from(">6H", data, 6 + 12 * i)
            raw = data[strings + offset: strings + offset + length]
            if name_id in (0, 7) and name_id not in found and (platform, encoding) in ((3, 1), (0, 3), (1, 0)):
                found[name_id] = raw.decode("latin-1" if platform == 1 else "utf-16-be").strip()
        return "\n".join(found[i] for i in (0, 7) if found.get(i))
    except (OSError, struct.error, UnicodeDecodeError):
        return ""


# ---------------------------------------------------------------- which characters a file has

def _table(f, name: bytes = b"cmap") -> bytes | None:
    """The table ``name`` (``cmap``, ``name``) of an open TrueType/OpenType file (first font of a
    TTC), read alone: a CJK font is many megabytes, its cmap a small part."""
    head = f.read(16)
    base = struct.unpack_from(">I", head, 12)[0] if head[:4] == b"ttcf" else 0
    f.seek(base + 4)
    count = struct.unpack(">H", f.read(2))[0]
    f.seek(base + 12)
    directory = f.read(16 * count)
    for i in range(count):
        tag, _sum, offset, length = struct.unpack_from(">4sIII", directory, 16 * i)
        if tag == name:
            f.seek(offset)
            return f.read(length)
    return None


def _format4(data: bytes, at: int) -> set[int]:
    segs = struct.unpack_from(">H", data, at + 6)[0] // 2
    ends = struct.unpack_from(f">{segs}H", data, at + 14)
    starts = struct.unpack_from(f">{segs}H", data, at + 16 + 2 * segs)
    deltas = struct.unpack_from(f">{segs}h", data, at + 16 + 4 * segs)
    ranges_at = at + 16 + 6 * segs
    ranges = struct.unpack_from(f">{segs}H", data, ranges_at)
    found: set[int] = set()
    for i in range(segs):
        for c in range(starts[i], min(ends[i], 0xFFFE) + 1):
            if ranges[i] == 0:
                glyph = (c + deltas[i]) & 0xFFFF
            else:
                where = ranges_at + 2 * i + ranges[i] + 2 * (c - starts[i])
                glyph = struct.unpack_from(">H", data, where)[0]
                glyph = (glyph + deltas[i]) & 0xFFFF if glyph else 0
            if glyph:
                found.add(c)
    return found


def _format12(data: bytes, at: int) -> set[int]:
    groups = struct.unpack_from(">I", data, at + 12)[0]
    found: set[int] = set()
    for i in range(groups):
        start, end, glyph = struct.unpack_from(">III", data, at + 16 + 12 * i)
        found.update(range(start + (glyph == 0), end + 1))
    return found


@functools.cache
def coverage(path: str) -> frozenset[int]:
    """The code points a font file maps to a glyph (its Unicode cmap); empty if unreadable."""
    try:
        with open(path, "rb") as f:
            data = _table(f)
        if data is None:
            return frozenset()
        start = 0
        count = struct.unpack_from(">H", data, start + 2)[0]
        best: tuple[int, int] | None = None
        for i in range(count):
            platform, encoding, offset = struct.unpack_from(">HHI", data, start + 4 + 8 * i)
            fmt = struct.unpack_from(">H", data, start + offset)[0]
            unicode = platform == 0 or (platform == 3 and encoding in (1, 10))
            if unicode and fmt in (4, 12) and (best is None or fmt > best[0]):
                best = (fmt, start + offset)
        if best is None:
            return frozenset()
        return frozenset(_format12(data, best[1]) if best[0] == 12 else _format4(data, best[1]))
    except (OSError, struct.error, IndexError):
        return frozenset()


@functools.cache
def characters(path: str) -> frozenset[str]:
    """The characters of :func:`coverage` as strings, shared by every font of the file (some
    200 kB for Lato: once per file, not once per size)."""
    return frozenset(map(chr, coverage(path)))


def _pygame_font_path() -> str:
    return os.path.join(os.path.dirname(pygame.__file__), pygame.font.get_default_font())


@functools.cache
def _system_fallbacks() -> tuple[str, ...]:
    """Paths of the system fonts of the fallback chain that exist here (looked up once, lazily:
    the system font list costs a few tens of milliseconds, paid only for an unusual name)."""
    paths: list[str] = []
    for name in _SYSTEM_FALLBACKS:
        try:
            path = pygame.sysfont.match_font(name)
        except Exception:          # a broken font configuration must not stop the table
            path = None
        if path and path not in paths and os.path.splitext(path)[1].lower() in (".ttf", ".otf", ".ttc"):
            paths.append(path)
    return tuple(paths)


def substitute(char: str) -> str:
    """A readable stand-in for a character no font has: the letter it is named after
    (GREEK SMALL LETTER ALPHA -> "a", CYRILLIC CAPITAL LETTER ZHE -> "Z"), else "?"."""
    name = unicodedata.name(char, "")
    if " LETTER " in name:
        letter = name.split(" ")[-1][:1]
        if letter.isascii() and letter.isalpha():
            return letter.lower() if " SMALL " in name else letter
    return "?"


# ---------------------------------------------------------------- fonts

class Font(pygame.font.Font):
    """A pygame font that draws characters its face lacks from the fallback chain."""

    def __init__(self, path: str | None, size: int) -> None:
        super().__init__(path, size)
        self._path = path or _pygame_font_path()
        self._size = size
        self._has = coverage(self._path)
        self._chars = characters(self._path)
        self._sizes: dict[str, tuple[int, int]] = {}      # of texts drawn in runs
        self._others: dict[str, pygame.font.Font] = {}

    def _plain(self, text: str) -> bool:
        """True when the face has every character (the usual case, checked at C speed)."""
        return not self._chars or self._chars.issuperset(text)

    def _other(self, path: str) -> pygame.font.Font:
        font = self._others.get(path)
        if font is None:
            font = pygame.font.Font(path, self._size)
            # a face of another family is scaled to the same line height
            ratio = self.get_height() / max(1, font.get_height())
            if abs(ratio - 1) > 0.08:
                font = pygame.font.Font(path, max(1, round(self._size * ratio)))
            font.set_bold(self.get_bold())
            self._others[path] = font
        return font

    def _runs(self, text: str) -> list[tuple[pygame.font.Font | float, str]]:
        """The text cut into runs: (font, text), or (gap width in px, the spaces)."""
        chain = [_pygame_font_path()] if self._path != _pygame_font_path() else []
        runs: list[tuple[pygame.font.Font | float, str]] = []
        for c in text:
            code = ord(c)
            where: pygame.font.Font | float
            if code in self._has:
                where = self
            elif c in _NARROW_SPACES or unicodedata.category(c) == "Zs":
                where = super().size(" ")[0] * _NARROW_SPACES.get(c, 1.0)
            else:
                path = next((p for p in _system_fallbacks() if code in coverage(p)), None)
                if path is None:
                    path = next((p for p in chain if code in coverage(p)), None)
                if path is None:
                    where, c = self, substitute(c)
                else:
                    where = self._other(path)
            if runs and isinstance(where, pygame.font.Font) and runs[-1][0] is where:
                runs[-1] = (where, runs[-1][1] + c)
            elif runs and isinstance(where, float) and isinstance(runs[-1][0], float):
                runs[-1] = (runs[-1][0] + where, runs[-1][1] + c)
            else:
                runs.append((where, c))
        return runs

    def size(self, text) -> tuple[int, int]:
        if not isinstance(text, str) or self._plain(text):
            return super().size(text)
        known = self._sizes.get(text)
        if known is not None:
            return known
        width = 0.0
        for where, part in self._runs(text):
            if isinstance(where, float):
                width += where
            elif where is self:
                width += super().size(part)[0]
            else:
                width += where.size(part)[0]
        if len(self._sizes) > 512:
            self._sizes.clear()
        known = self._sizes[text] = (round(width), self.get_height())
        return known

    def render(self, text, antialias, color, bgcolor=None, wraplength=0) -> pygame.Surface:
        if not isinstance(text, str) or self._plain(text) or "\n" in text:
            return super().render(text, antialias, color, bgcolor, wraplength)
        images: list[tuple[pygame.Surface | int, int]] = []
        for where, part in self._runs(text):
            if isinstance(where, float):
                images.append((round(where), 0))
                continue
            image = (super().render(part, antialias, color) if where is self
                     else where.render(part, antialias, color))
            images.append((image, self.get_ascent() - where.get_ascent()))
        width = sum(i if isinstance(i, int) else i.get_width() for i, _ in images)
        out = pygame.Surface((max(1, width), self.get_height()), pygame.SRCALPHA)
        if bgcolor is not None:
            out.fill(bgcolor)
        x = 0
        for image, dy in images:
            if isinstance(image, int):
                x += image
                continue
            out.blit(image, (x, dy))
            x += image.get_width()
        return out


# pygame's bundled font renders at about 0.6875 of the size asked for; a family's file at the size.
_BUNDLED_SCALE = 0.6875
_FONTS = DrawingCache("fonts", 64 * FONT_COST)      # the sizes of the window now, and a few more


def get(px: float, family: str = SANS, bold: bool = False) -> Font:
    """A font of ``px`` pixels to the em (cached per size, family and weight).

    The bold face is its own font object, so asking for bold never changes a font that others
    hold (``set_bold`` on a shared font would)."""
    px = max(1, int(round(px)))
    key = (px, family, bold)
    font = _FONTS.get(key)
    if font is None:
        if not pygame.font.get_init():
            pygame.font.init()
        path = face_path(family, bold)
        font = Font(path, px if path else max(1, round(px / _BUNDLED_SCALE)))
        if path is None and bold:
            font.set_bold(True)       # pygame's font has no bold file: synthetic bold
        _FONTS.put(key, font)
    return font
