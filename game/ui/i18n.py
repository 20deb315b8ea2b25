"""Translation catalogues: every visible string comes from here.

A catalogue part is a module ``game/ui/locales/<lang>_<part>.py`` holding a dict ``STRINGS``
(key -> text with ``str.format`` fields). Each developer owns his own part files (``fr_menus``,
``fr_table``, ...); this module merges every part of a language. French is the default on a
French system locale, English elsewhere. A missing key falls back to English, then to the key.

French typography has one home, :func:`french_typography`: every French string passes through it
when the catalogue is merged (a no-break space, U+00A0, before « : » and inside « guillemets », a
narrow one, U+202F, before « ; ? ! », as the Imprimerie nationale sets them), and so does French
text built at run time. Numbers that may be
negative are written by :func:`number` and :func:`signed` (a true minus sign, U+2212).
"""
from __future__ import annotations

import importlib
import locale
import os
import pkgutil
import re
import string
from collections.abc import Callable

LANGUAGES = ("fr", "en")
FALLBACK = "en"
NBSP = "\u00a0"                 # before : and inside « guillemets »
NNBSP = "\u202f"                # narrow, before ; ? !
MINUS = "\u2212"
KNOWN_PARTS = ("menus", "rules", "table", "double_king", "guinguette", "help", "learn")   # found even where
# pkgutil cannot list modules

_cache: dict[str, dict[str, str]] = {}


def system_language() -> str:
    """"fr" when the system locale is French, else "en"."""
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(var, "")
        if value:
            return "fr" if value.lower().startswith("fr") else "en"
    try:
        name = locale.getlocale()[0] or ""
    except (ValueError, TypeError):
        name = ""
    return "fr" if name.lower().startswith("fr") else "en"


def _parts(lang: str) -> list[str]:
    names = set()
    try:
        from . import locales
        for info in pkgutil.iter_modules(locales.__path__):
            if info.name.startswith(lang + "_"):
                names.add(info.name)
    except ImportError:
        pass
    names.update(f"{lang}_{part}" for part in KNOWN_PARTS)
    return sorted(names)


def catalogue(lang: str) -> dict[str, str]:
    """Every string of one language, all its parts merged (cached)."""
    if lang not in _cache:
        merged: dict[str, str] = {}
        for name in _parts(lang):
            try:
                module = importlib.import_module(f"{__package__}.locales.{name}")
            except ModuleNotFoundError as exc:
                if exc.name and exc.name.endswith(name):
                    continue
                raise
            merged.update(getattr(module, "STRINGS", {}))
        if lang == "fr":
            merged = {key: french_typography(text) for key, text in merged.items()}
        else:
            merged = {key: APOSTROPHE.sub("\u2019", text) for key, text in merged.items()}
        merged = {key: FIGURE_WORD.sub("\\1" + NO_BREAK, text) for key, text in merged.items()}
        _cache[lang] = merged
    return _cache[lang]


def reload() -> None:
    """Forget the merged catalogues (after a part was added at run time, in tests)."""
    _cache.clear()


def lookup(key: str, lang: str) -> str | None:
    """The raw text of ``key`` in ``lang``, else in English, else None."""
    text = catalogue(lang).get(key)
    if text is None and lang != FALLBACK:
        text = catalogue(FALLBACK).get(key)
    return text


def translate(key: str, lang: str, **fmt) -> str:
    """The text of ``key`` in ``lang`` with its fields filled; English, then the key itself,
    when the language lacks it. A bad field never raises: the text is shown unformatted. A
    :class:`Named` field is written as a sentence writes it where it stands ("taken by you")."""
    text = lookup(key, lang)
    if text is None:
        return key
    if fmt:
        try:
            return figures_kept(text, fmt).format(**within_sentence(text, fmt))
        except (KeyError, IndexError, ValueError):
            return text
    return text


class Named(str):
    """A name that a sentence writes otherwise where it does not open it: the person's "You" of
    his plate is "you" within a sentence ("Last trick, taken by you"), "Vous" "vous"."""

    within: str

    def __new__(cls, name: str, within: str) -> Named:
        named = super().__new__(cls, name)
        named.within = within
        return named

    def __getnewargs__(self) -> tuple[str, str]:      # copied and pickled whole
        return str(self), self.within


SENTENCE_OPENERS = ".!?…«“\n"          # after these (and spaces), a field opens a sentence


def within_sentence(text: str, fmt: dict) -> dict:
    """``fmt`` with each :class:`Named` field that does not open a sentence of ``text`` in its
    form within one."""
    if not any(isinstance(value, Named) for value in fmt.values()):
        return fmt
    out = dict(fmt)
    before = ""
    for literal, field, _spec, _conversion in string.Formatter().parse(text):
        before += literal
        value = fmt.get(field or "")
        opens = not before.strip() or before.strip()[-1] in SENTENCE_OPENERS
        if isinstance(value, Named) and not opens:
            out[field or ""] = value.within
        before += "{}" if field is not None else ""
    return out


# a typed apostrophe within a word ("dealer's", "{name}'s") printed as a typographer's (’), as
# the French strings and most English ones already write it
APOSTROPHE = re.compile(r"(?<=[^\W_]|\})'(?=[^\W\d_])")


def french_typography(text: str) -> str:
    """French print's spaces: a no-break space before « : » and a narrow one before « ; ? ! »
    (replacing a plain or other no-break space typed there), a no-break space inside guillemets.
    (The colon's space was narrow too: in a small title "Double King : 7" read "Double King: 7".)
    Fields in braces ({name}) and a colon between digits (a time, 12:30) are left alone; applying
    it twice changes nothing."""
    out: list[str] = []
    depth = 0
    for i, ch in enumerate(text):
        nxt = text[i + 1] if i + 1 < len(text) else ""
        prev = out[-1] if out else ""
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth = max(0, depth - 1)
        if depth == 0 and ch in ":;?!" and prev and not (ch == ":" and prev.isdigit() and nxt.isdigit()):
            space = NBSP if ch == ":" else NNBSP
            if prev in (" ", NBSP, NNBSP):
                while out and out[-1] in (" ", NBSP, NNBSP):       # "(4)  :" had two spaces
                    out.pop()
                out.append(space)
            elif not (ch in "?!" and prev in "?!"):
                out.append(space)
        elif ch == "»" and prev:
            if prev in (" ", NNBSP):
                out[-1] = NBSP
            elif prev != NBSP:
                out.append(NBSP)
        if prev == "«" and ch in (" ", NNBSP):
            ch = NBSP
        elif prev == "«" and ch != NBSP:
            out.append(NBSP)
        out.append(ch)
    return "".join(out)


def number(n: int) -> str:
    """An integer as the table writes it: a true minus sign for a negative number (−3, not -3)."""
    return f"{MINUS}{-n}" if n < 0 else str(n)


NO_BREAK = "\u00a0"     # a space a wrapped line never breaks at (widgets.wrap)

# A figure and the word it counts ("5 points", "12 plis", "3 tricks") are never broken
# apart by the wrapping: the space after a figure written in a text (FIGURE_WORD, when the
# catalogue is merged) or after a field given a figure (:func:`figures_kept`, when it is filled)
# is a no-break one.
FIGURE = r"[+\-\u2212]?\d+(?:[.,\u202f]\d+)*"
FIGURE_WORD = re.compile(rf"(?<![\w{{.,:\u2212+\-])({FIGURE}) (?=[^\W\d_])")
_FIGURE_VALUE = re.compile(rf"{FIGURE}")


def ends_on_a_figure(value: object) -> bool:
    """Whether a field's value is a figure, or ends on one: a number, one as written ("−3", "0,5",
    "+2"), a list of scores ("Vous 8 · Hortense 4" in "{scores} pts")."""
    if isinstance(value, bool):
        return False
    if isinstance(value, (int, float)):
        return True
    last = value.replace(NO_BREAK, " ").rsplit(" ", 1)[-1] if isinstance(value, str) else ""
    return bool(_FIGURE_VALUE.fullmatch(last))


def figures_kept(text: str, fmt: dict) -> str:
    """``text`` (a text with fields) with a no-break space after each field ``fmt`` ends on a
    figure where a word follows it ("{n} points"): the figure stays with its word on a wrapped line."""
    for name, value in fmt.items():
        if ends_on_a_figure(value) and "{" + name in text:
            text = re.sub(r"(\{" + re.escape(name) + r"(?:[:!][^{}]*)?\}) (?=[^\W\d_])", r"\1" + NO_BREAK, text)
    return text


def with_figure(name: str, *figures: object) -> str:
    """"Anatole 37": a player's name and his figures, kept on one line when a text is wrapped (a
    name of several words too: "Anne-Sophie" over "Be… 0/3" parted a name in a narrow column)."""
    return NO_BREAK.join([name.replace(" ", NO_BREAK), *(str(f) for f in figures)])


def dotted(items) -> str:
    """"You 0 · Anatole 37": items joined by middle dots, a line broken after a dot, never before."""
    return (NO_BREAK + "· ").join(items)


def listed(items, t) -> str:
    """"Anatole, Hortense and Ernestine": names in a sentence, the last after the word for "and"
    (``t`` translates, ``common.and``). A :class:`Named` after the first is written as within a
    sentence ("Ernestine and you"); one first makes the list a Named ("You and Ernestine",
    "you and Ernestine" within a sentence)."""
    items = list(items)
    if len(items) < 2:
        return "".join(items)
    rest = [item.within if isinstance(item, Named) else item for item in items[1:]]
    said = f"{', '.join([items[0], *rest[:-1]])} {t('common.and')} {rest[-1]}"
    if isinstance(items[0], Named):
        return Named(said, f"{', '.join([items[0].within, *rest[:-1]])} {t('common.and')} {rest[-1]}")
    return said


def summed(amounts, most: int | None = None, breaks: bool = False) -> str:
    """"7 + 7 + 7": amounts added up (the cotillon's baskets waiting), never broken across two lines,
    or, with ``breaks``, broken only after a "+" (a narrow column's cell on two lines: "29 + 11 +",
    "20"; a line starting "+ 20" read as a change of counters), never inside a figure; the first
    ``most`` of them and "…" where they are more."""
    amounts = [str(a) for a in amounts]
    shown = amounts if most is None else amounts[:most]
    after = " " if breaks else NO_BREAK
    return f"{NO_BREAK}+{after}".join(shown) + (f"{NO_BREAK}…" if len(shown) < len(amounts) else "")


class Said(str):
    """A line as it was said, which can be said again in the language chosen since (the log and
    the story line of a match whose language the person changes at the table): the text of the
    moment, and ``render``, which makes it anew from its key and figures; ``cut``, where the line
    names players, makes it with each name as the plates cut it (the story line where its room is
    short: :func:`cut_now`)."""

    render: Callable[[], str]
    cut: Callable[[], str] | None

    def __new__(cls, render: Callable[[], str], cut: Callable[[], str] | None = None) -> Said:
        said = super().__new__(cls, render())
        said.render = render
        said.cut = cut
        return said


def now(text: str) -> str:
    """``text`` in the language chosen now: a :class:`Said` is said again, other text is as it is."""
    return text.render() if isinstance(text, Said) else text


def cut_now(text: str) -> str | None:
    """``text`` in the language chosen now with the players' names cut as the plates cut them,
    None where it names nobody or no name of it is cut (:class:`Said`)."""
    if not isinstance(text, Said) or text.cut is None:
        return None
    cut = text.cut()
    return cut if cut != text.render() else None


def signed(n: int) -> str:
    """A change of score or counters: +2, −3, or 0."""
    return f"+{n}" if n > 0 else number(n)


# A card's rank as written on the card and in text: R D V in French, K Q J in English.
RANK_LETTERS = {
    "fr": {"K": "R", "Q": "D", "J": "V", "A": "A", "T": "10"},
    "en": {"K": "K", "Q": "Q", "J": "J", "A": "A", "T": "10"},
}
SUIT_SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}


def card_text(code: str, lang: str) -> str:
    """A card code (contract §1) as a person reads it: "R♠", "10♦", "V♣"."""
    letters = RANK_LETTERS.get(lang, RANK_LETTERS["en"])
    return letters.get(code[0], code[0]) + SUIT_SYMBOLS.get(code[1], code[1])


def ordinal(n: int, lang: str) -> str:
    """A place in an order, "1er", "2e" / "1st", "2nd" (``common.ordinal_N``: a Double King
    ranking's places, a trick's cards in the order they were played, a priced trick: "13e pli")."""
    text = lookup(f"common.ordinal_{n}", lang)
    return text if text is not None else translate("common.ordinal", lang, n=n)


def capitalised(text: str) -> str:
    """``text`` with its first letter a capital: a phrase made to stand in a sentence ("atout
    cœur", "play the 9 of hearts") as a line or a button of its own."""
    return text[:1].upper() + text[1:]


def singular(amount: str, lang: str) -> bool:
    """Whether the unit after ``amount`` (as written: "1", "0,3", "−2") takes the singular: in
    French below two ("0,5 point", "1 point"), in English one alone, written whole ("1 point",
    "1.0 points", "0.5 points")."""
    plain = amount.replace(MINUS, "").replace("-", "").replace("\u202f", "").strip()
    if lang != "fr":
        return plain == "1"
    try:
        return float(plain.replace(",", ".")) < 2
    except ValueError:
        return False


def counted(key: str, n: int | str, lang: str, **fmt) -> str:
    """``key`` said of ``n`` things in ``lang`` (a number, or an amount as written: "0,5"): its
    ``_one`` form where the language takes the singular after it ("1 counter", "0 jeton"), else
    the plain one ("2 counters"); ``fmt`` fills its other fields."""
    return translate(key + ("_one" if singular(str(n), lang) else ""), lang, n=n, **fmt)


def decimal(x: float, lang: str, places: int = 1) -> str:
    """A decimal number with a true minus sign, and a decimal comma in French: −0,4."""
    text = f"{abs(x):.{places}f}"
    if lang == "fr":
        text = text.replace(".", ",")
    return (MINUS + text) if round(x, places) < 0 else text


def as_written(value: float) -> float:
    """An estimate as written (a decision's cost in the review, a hint's figure): a whole number
    where it is within 0.05 of one, else to one decimal."""
    whole = round(value)
    return float(whole) if abs(value - whole) < 0.05 else round(value, 1)


def amount_text(value: float, lang: str) -> str:
    """An estimate as written (:func:`as_written`): "5", "−0,4", never "5,0"."""
    value = as_written(value)
    return number(int(value)) if value == int(value) else decimal(value, lang)
