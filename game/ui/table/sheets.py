"""Paper laid over the table: the score pad, the end of a deal, the end of the match; the table menu.

Every scene here is transparent (the table stays visible beneath) and answers Enter with the
button marked in gold, its first (the match's end: the score pad), and Escape by closing (the end
of a deal or of the match: by putting it aside, the table in sight as it ended).
"""
from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.engine.cards import CODE_LIST
from game.engine.polignac_rules import CARD_JS

from .. import i18n, theme, widgets
from ..cards import INDEX_WHOLE_PX, card_size
from ..scene import Scene, Unbidden
from .draw import face

JACK_OF_SPADES = CODE_LIST[CARD_JS]      # Polignac's dearest jack, marked on the deal's sheet


def paper_note(surface, text: str, font, midtop: tuple[int, int]) -> pygame.Rect:
    """One line under a sheet's title, written in a clear strip so a ruled line does not strike it
    through."""
    clear = pygame.Rect((0, 0), font.size(text)).inflate(12, 2)
    clear.midtop = (midtop[0], midtop[1] - 1)
    surface.fill(theme.PAPER, clear)
    return widgets.draw_text(surface, text, font, theme.INK, midtop, "midtop")


def draw_paper(surface, rect: pygame.Rect, rule_step: int) -> None:
    """A sheet of paper with ruled lines and a red margin line."""
    widgets.soft_shadow(surface, rect, radius=6, offset=6, blur=12, alpha=120)
    pygame.draw.rect(surface, theme.PAPER, rect, border_radius=6)
    y = rect.y + rule_step * 2
    while y < rect.bottom - 4:
        pygame.draw.line(surface, theme.PAPER_RULE, (rect.x + 6, y), (rect.right - 6, y))
        y += rule_step


def rule(surface, rect: pygame.Rect, y) -> None:
    """One ruled line across the paper ``rect`` at height ``y``."""
    pygame.draw.line(surface, theme.PAPER_RULE, (rect.x + 6, int(y)), (rect.right - 6, int(y)))


def places(ranking: list) -> list[tuple[int, list[int]]]:
    """(place, seats) for each group of an engine's ranking of tied groups: 1, 2, 2, 4 …"""
    out = []
    place = 1
    for group in ranking:
        out.append((place, list(group)))
        place += len(group)
    return out


def seat_places(ranking: list) -> dict[int, tuple[int, bool]]:
    """Seat → (place, shared) from an engine's ranking of tied groups."""
    return {s: (place, len(group) > 1) for place, group in places(ranking) for s in group}


def place_text(lang: str, place: int, shared: bool) -> str:
    """A place as the sheets write it: "1er", "2e ex æquo" / "1st", "2nd (shared)"."""
    text = i18n.ordinal(place, lang)
    return i18n.translate("common.place_shared", lang, place=text) if shared else text


def _veil(surface) -> None:
    widgets.veil(surface, 90)


class PaperScene(Unbidden, Scene):
    """Base: a sheet centred on the table, with buttons at its foot.

    A sheet the table opens by itself (``unbidden``: the end of a deal or of the match) comes up
    while the person may be clicking a card or gathering a trick: for its first moments it takes
    no click nor key, so that a click meant for the table never closes it unread."""

    transparent = True
    width_share = 0.62
    height_share = 0.8
    grows = False               # taller than its share where its contents need it (height_of)
    stacked = False             # its buttons in a column (the table's menu), not a row at its foot
    marked = True               # its first button marked from the start, which Enter presses
    escape_aside = False        # Escape puts it aside (TableScene.put_sheet_aside) rather than close it

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.buttons: list[widgets.Button] = []
        # the button marked in gold, which Enter and Space press (None: none, till the keys mark one)
        self.focus: int | None = 0 if self.marked else None
        self.rect = pygame.Rect(0, 0, 1, 1)

    def update(self, dt: float) -> None:
        self.grow(dt)

    def choices(self) -> list:
        return [(self.app.t("table.close"), self.close)]

    def close(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def content_height(self, size) -> float | None:
        """The height the sheet's contents take in a window of ``size``, for a sheet that knows it:
        it is then no taller than that (at a few seats the ends of a deal and of a match stood
        half empty); None: ``height_share`` of the window."""
        return None

    def height_of(self, size) -> float:
        """The share of the window's height the sheet takes: ``height_share``, or less where it
        knows its contents take less (:meth:`content_height`); a sheet that ``grows`` is as tall as
        they are up to nearly the window's height (in a low window, or at eight seats, Guinguette's
        causes on two lines and the last of its ranking were cut off or crowded at its share)."""
        need = self.content_height(size)
        return self.height_share if need is None else min(0.96 if self.grows else self.height_share, need / size[1])

    def frame_height(self, h: int) -> float:
        """What any sheet takes besides its contents in a window ``h`` high: the margin over its
        title, the title, its buttons and the margins round them (:meth:`title`, :meth:`resize`)."""
        return h * 0.06 + self.app.font("title").get_linesize() + theme.button_height(h)

    def said_height(self, text: str, font, width: int, lines: int = 2) -> int:
        """The height :func:`widgets.text_in_box` gives ``text`` in a box ``width`` wide, at most
        ``lines`` lines shown."""
        return widgets.line_step(font) * min(lines, len(widgets.wrap(text, font, width)))

    def resize(self, size) -> None:
        # with the log's drawer open, in the room left of it where the table is laid out
        w, h = self.table.room(size), size[1]
        items = self.choices()
        gap = int(w * 0.012)
        width = int(w * self.width_share)
        if not self.stacked:
            # wider where its row of buttons needs it to write every label whole, up to nearly the
            # window (the match's end's four at 640×400: "Menu princi…")
            each = widgets.button_width([label for label, _ in items], self.app.font("body"), h)
            width = max(width, min(int(w * 0.96), len(items) * each + gap * (len(items) + 1)))
        self.rect = pygame.Rect(0, 0, width, int(h * self.height_of(size)))
        self.rect.center = (w // 2, int(h * 0.52))
        self.rect.clamp_ip(pygame.Rect(0, 0, w, h))          # a sheet as tall as the window stays in it
        bh = theme.button_height(h)
        bw = min(int(self.rect.w * 0.3), (self.rect.w - gap * (len(items) + 1)) // len(items))
        x = self.rect.centerx - (len(items) * bw + (len(items) - 1) * gap) // 2
        y = self.rect.bottom - bh - int(h * 0.025)
        self.buttons = []
        for label, fn in items:
            self.buttons.append(widgets.Button((x, y, bw, bh), label, fn))
            x += bw + gap
        if self.focus is not None:
            self.focus = widgets.move_mark(self.buttons, min(self.focus, len(self.buttons) - 1), 0)

    def handle(self, event) -> None:
        if self.settling(event):
            return
        if self.unbidden and self.table.bar_over_sheet(event):    # the bar's pad, rules, settings, log
            return
        if widgets.handle_buttons(self.buttons, event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                if self.buttons and self.focus is not None:
                    self.buttons[self.focus].click()
            elif event.key == pygame.K_ESCAPE and self.escape_aside:
                # the sheet put away, the table left in sight as it ended (a deal, the match); a
                # click, Enter or Space at the table go on (the next deal), or bring it back
                self.table.put_sheet_aside()
                self.close()
            elif event.key == pygame.K_ESCAPE:
                self.buttons[-1].click() if self.escape_is_last() else self.close()
            else:                                  # the arrows and Tab move the mark
                moved = widgets.key_moves_mark(self.buttons, self.focus, event)
                self.focus = self.focus if moved is None else moved

    def escape_is_last(self) -> bool:
        return False

    def ruled_line(self) -> int:
        """How far apart the paper's ruled lines are: a sheet writes its rows between them."""
        return int(self.app.font("body").get_linesize() * 1.45)

    def draw(self, surface) -> None:
        _veil(surface)
        body = self.app.font("body")
        draw_paper(surface, self.rect, self.ruled_line())
        self.draw_sheet(surface)
        for button in self.buttons:
            button.draw(surface, body)

    def draw_sheet(self, surface) -> None:  # pragma: no cover - per sheet
        raise NotImplementedError

    def title(self, surface, text: str, margin: int | None = None) -> int:
        """The sheet's title, ``margin`` under its top edge (None: 3 % of its height); its foot."""
        font = self.app.font("title")
        margin = int(self.rect.h * 0.03) if margin is None else margin
        r = widgets.draw_text(surface, text, font, theme.INK, (self.rect.centerx, self.rect.y + margin), "midtop")
        return r.bottom


class PlainPaper:
    """Paper without the pad's default rules, for a PaperScene: each sheet rules its own rows with
    :func:`rule`, so no line crosses a name or a card."""

    def draw(self, surface) -> None:
        _veil(surface)
        draw_paper(surface, self.rect, self.rect.h * 2)
        self.draw_sheet(surface)
        body = self.app.font("body")
        for button in self.buttons:
            button.draw(surface, body)


class ScorePadScene(PaperScene):
    """The game's own sheet, drawn by its adapter (Polignac: :func:`draw_points_sheet`), wider at a
    table of more than five, whose columns would be too narrow for a deal's points and total; wider
    still, up to nearly the window, where a deal's change has no room beside its total, and where
    even then it has none (eight seats at 800×500), each change written under its total, a deal
    taking two ruled lines, as tall as nearly the window (:meth:`resize`, :class:`PadCells`)."""

    MOST_SHARE = 0.96

    def __init__(self, app, table):
        super().__init__(app, table)
        extra = max(0, table.players - 5)
        self.width_share = max(self.width_share, min(0.92, 0.62 + 0.1 * extra))
        self.least_share = self.width_share
        self.back = 0                  # rows scrolled back from the newest
        self.page = 0                  # rows the pad shows at once where it cannot show them all
        self._cells: dict = {}         # pad_cells, by width, rows and language

    def cells(self, width: int) -> PadCells | None:
        """The players' cells of the pad ``width`` wide, measured over all its rows (the totals stay
        where they are as the rows scroll); None for a pad that writes none."""
        return points_cells(self, width, self.table.adapter.sheet_rows())

    def pad_cells(self, width: int) -> PadCells | None:
        """:meth:`cells`, measured once per width (resize tries many, each drawing asks again) and
        per count of rows and language (a deal added, words of another length)."""
        key = (width, len(self.table.adapter.sheet_rows()), self.app.settings.get("language"))
        if key not in self._cells:
            self._cells[key] = self.cells(width)
        return self._cells[key]

    def row_lines(self, width: int) -> int:
        """The ruled lines a deal's row takes on the pad ``width`` wide: two where its cells write
        each change under its total (:class:`PadCells`), else one."""
        cells = self.pad_cells(width)
        return cells.lines if cells is not None else 1

    def crowded(self, width: int) -> bool:
        """Whether the pad ``width`` wide lacks room for what it writes on one line (a deal's
        change beside its total): :meth:`resize` widens it then, up to nearly the window."""
        return self.row_lines(width) > 1

    def resize(self, size) -> None:
        def stacked(share: float) -> bool:
            return self.row_lines(int(size[0] * share)) > 1

        share = self.least_share
        while share < self.MOST_SHARE and self.crowded(int(size[0] * share)):
            share = min(self.MOST_SHARE, share + 0.01)
        self.width_share = share
        # a deal on two ruled lines: the pad as tall as nearly the window, for as many deals as may be
        self.height_share = self.MOST_SHARE if stacked(share) else type(self).height_share
        super().resize(size)

    def draw_sheet(self, surface) -> None:
        self.table.adapter.draw_sheet(self, surface)

    def rows_in(self, rows: list, room: int, line: int, height: int) -> range:
        """Which of ``rows`` the pad writes in ``room`` pixels, a row ``height`` high on paper
        ruled every ``line``: all that fit, or fewer and one ruled line (not a row's two) saying
        which (:meth:`rows_shown`)."""
        fit = room // height
        if len(rows) > fit:
            fit = (room - line) // height + 1
        return self.rows_shown(rows, max(1, fit))

    def rows_shown(self, rows: list, fit: int) -> range:
        """Which of ``rows`` (a row a deal, oldest first) the pad writes in room for ``fit``: all,
        or the newest, or as far back as the wheel and the keys went; where some are left out, the
        last row of the room says which are shown (:meth:`draw_which`)."""
        if len(rows) <= fit:
            self.page = 0
            return range(len(rows))
        self.page = max(1, fit - 1)
        shown, self.back = widgets.newest_rows(len(rows), self.page, self.back)
        return shown

    def draw_which(self, surface, rows: list, shown: range, font, midleft) -> None:
        """Under the rows shown, where not all are, which deals they are and how to see the others."""
        if not self.page:
            return
        which = {"first": rows[shown[0]]["deal"], "last": rows[shown[-1]]["deal"],
                 "count": max(row["deal"] for row in rows)}
        # the deals alone where how to see the others has no room ("… montrent les aut…" at 640×400)
        text = widgets.fit_first([self.app.t(key, **which) for key in ("table.pad_some", "table.pad_some_short")],
                                 font, self.rect.right - midleft[0])
        widgets.draw_text(surface, text, font, theme.INK, midleft, "midleft")

    def handle(self, event) -> None:
        if self.page and not self.settling(event):
            far = 10 ** 6                  # Home and End: as far as the list goes (rows_shown holds it)
            keys = {pygame.K_UP: 1, pygame.K_DOWN: -1, pygame.K_PAGEUP: self.page, pygame.K_PAGEDOWN: -self.page,
                    pygame.K_HOME: far, pygame.K_END: -far}
            step = event.y if event.type == pygame.MOUSEWHEEL else \
                keys.get(event.key) if event.type == pygame.KEYDOWN else None
            if step is not None:
                self.back = max(0, self.back + step)
                return
        super().handle(event)


COLUMN_GAP = 12          # on a sheet's table, between a column's widest text and the next column


def spread_columns(needs: list[int], width: int, shares: list[int]) -> list[int]:
    """Where each column of a table on a sheet ``width`` wide starts, from the sheet's left edge:
    each as wide as it ``needs`` (its head and its widest cell), the room left between the sheet's
    margins shared out by ``shares`` (the players' names taking two)."""
    margin = int(width * 0.06)
    extra = max(0, width - 2 * margin - sum(needs))
    x, cols = margin, []
    for need, share in zip(needs, shares):
        cols.append(x)
        x += need + extra * share // sum(shares)
    return cols


def share_for_columns(needs: list[int], window_w: int, share: float) -> float:
    """The share of a window ``window_w`` wide a sheet takes for its columns' ``needs`` to fit
    between its margins: its own ``share``, or more, up to nearly the window ("Pts de classe…",
    "Meilleure ro…" at 800×500 in French)."""
    while share < 0.96 and int(window_w * share) * 0.88 < sum(needs):
        share = min(0.96, share + 0.01)
    return share


def heads_staggered(names: list[str], font, col: int | list[int]) -> bool:
    """:func:`column_heads` writes ``names`` on two staggered rows: some column (each ``col`` wide,
    or as wide as its own of ``col``'s widths) is too narrow for its name."""
    widths = col if isinstance(col, list) else [col] * len(names)
    return any(font.size(name)[0] > width - 4 for name, width in zip(names, widths))


def column_heads(surface, names: list[str], font, first: int, col: int | list[int], y: int, line: int) -> int:
    """The players' names over their columns (the first starting at ``first``, each ``col`` wide,
    or as wide as its own of ``col``'s widths), each in the middle of its column and of the row
    from ``y``; where a column is too narrow for a name, on two staggered rows, each name then
    having the room from its neighbours' middles ("Ernestine" rather than "Ernes…"): two columns'
    width. Returns the rows used."""
    widths = col if isinstance(col, list) else [col] * len(names)
    middles = [first + sum(widths[:s]) + widths[s] // 2 for s in range(len(names))]
    stagger = heads_staggered(names, font, widths)
    for s, name in enumerate(names):
        room = widths[s] - 4
        if stagger:                   # as far as the nearer neighbour's middle, each side alike
            left = middles[s] - middles[s - 1] if s else widths[s]
            right = middles[s + 1] - middles[s] if s + 1 < len(names) else widths[s]
            room = 2 * min(left, right) - 6
        row_y = y + (line if stagger and s % 2 else 0)
        widgets.draw_text(surface, widgets.fit(name, font, room), font, theme.INK,
                          (middles[s], row_y + line // 2), "center")
    return 2 if stagger else 1


class PadCells:
    """Where a score pad row writes each player's cell: the deal's change, the running total in
    bold and, in the dealer's column, a ringed D, in that order and inside the column. The widths
    are measured over the rows it is given (a pad's: all of them), so the totals line up down the
    column and the group sits in its middle. Where a column has no room for all three on one
    line, a pad that offers a second ruled line (``stack``: the line's height) writes the change
    under the total (``lines`` 2), right-aligned with it or, a change wider than the total
    ("out"), as far right as it needs to start inside the column; else the change is left out
    (the end of each deal's sheet gives it) rather than written over the next player's column."""

    GAP = 4

    def __init__(self, col: int, small, bold, mark: str, changes: list[str], totals: list[str],
                 stack: int = 0) -> None:
        self.small, self.bold, self.mark = small, bold, mark
        self.radius = widgets.ring_radius(mark, small)
        self.stack = stack
        change_w = max((small.size(text)[0] for text in changes), default=0)
        total_w = max((bold.size(text)[0] for text in totals), default=0)
        ring_w = 2 * self.radius + 2
        group = change_w + self.GAP + total_w + self.GAP + ring_w
        self.need = group + self.GAP              # the column's width for all three on one line
        self.changes = group <= col - self.GAP
        self.lines = 1
        if not self.changes:
            group = total_w + self.GAP + ring_w
            if stack and group <= col - self.GAP and change_w + 2 <= col:
                self.changes, self.lines = True, 2          # the change under the total
        start = max(1, (col - group) // 2)
        self.total_right = start + group - ring_w - self.GAP
        self.change_right = self.total_right - total_w - self.GAP if self.lines == 1 else \
            max(self.total_right, change_w + 1)
        self.ring_x = self.total_right + self.GAP + self.radius + 1

    def draw(self, surface, x0: int, mid: int, change: str, change_ink, total: str, total_ink,
             dealer: bool) -> None:
        """The cell of the column starting at ``x0``, on the row whose (first) line's middle is ``mid``."""
        if self.changes:
            below = self.stack if self.lines == 2 else 0
            widgets.draw_text(surface, change, self.small, change_ink, (x0 + self.change_right, mid + below),
                              "midright")
        widgets.draw_text(surface, total, self.bold, total_ink, (x0 + self.total_right, mid), "midright")
        if dealer:
            widgets.draw_ringed_letter(surface, self.mark, self.small, (x0 + self.ring_x, mid), theme.INK)


def key_lines(words: list[str], font, x: int, right: int, line: int) -> list[list[str]]:
    """Each of a pad's key entries (``words``) wrapped as :func:`draw_key` writes it, between ``x``
    and ``right`` on paper ruled every ``line``."""
    return [widgets.wrap(text, font, right - (x + 4 + line // 2) - line) for text in words]


def draw_key(surface, marks: list[tuple[Callable[[tuple[int, int]], object] | None, str]], x: int, y: int,
             right: int, line: int, font) -> int:
    """What a pad's marks mean, on its ruled lines from ``y``: each mark drawn by its own pen
    (given the middle of its place at the line's start), its words beside it, wrapped before
    ``right`` (Double King's cross and circle, Polignac's ringed D and dot); an entry without a
    pen (its mark not on the pad yet) keeps its place blank, so that each entry stands where it
    will stand all match. Returns where the key ends."""
    mark = x + 4 + line // 2
    for (pen, _words), lines in zip(marks, key_lines([words for _pen, words in marks], font, x, right, line)):
        if pen is not None:
            pen((mark, y + line // 2))
        for text in lines:
            if pen is not None:
                widgets.draw_text(surface, text, font, theme.INK, (mark + line, y + line // 2), "midleft")
            y += line
    return y


def _points_columns(width: int, players: int) -> tuple[int, int, int]:
    """(margin, the deals' labels, each player's column) of a points sheet ``width`` wide."""
    margin = int(width * 0.04)
    first_col = int(width * 0.14)
    return margin, first_col, (width - 2 * margin - first_col) // players


def dealer_key(surface, cells: PadCells, font, rows: list, t) -> tuple[Callable[[tuple[int, int]], object] | None, str]:
    """A pad key's entry for the dealer's ring its rows draw (:func:`draw_key`): blank until a row
    has a dealer, so that the entry keeps its place all match."""
    pen = (lambda at: widgets.draw_ringed_letter(surface, cells.mark, font, at, theme.INK)) \
        if any(row.get("dealer") is not None for row in rows) else None
    return pen, t("table.pad_key_dealer")


def key_band(paper: ScorePadScene, marks: list, font, left: int, right: int, y: int, line: int) -> int:
    """Where a pad's key (``marks``, as :func:`draw_key` takes them) stands: on the last ruled line
    from ``y`` under which its band fits above the paper's buttons, the same all match whatever rows
    are written over it (as they were added it moved down under them, a line at each deal). The
    rows stand between ``y`` and the band's top, which is returned."""
    key = sum(map(len, key_lines([words for _pen, words in marks], font, left, right, line)))
    foot = (paper.buttons[0].rect.top if paper.buttons else paper.rect.bottom) - line // 2 - key * line
    return y + max(0, (foot - y) // line) * line


def points_cells(paper: ScorePadScene, width: int, rows: list) -> PadCells:
    """The players' cells of a points sheet ``width`` wide, measured over ``rows`` and the widest
    change and total the match may write (TableAdapter.pad_most): at eight Polignac seats to a limit
    of 100 the columns moved when a total reached 100; a change under its total where the column
    has no room beside it."""
    body = paper.app.font("body")
    small = paper.app.font("small")
    bold = widgets.font_px(body.get_height() * 0.8, bold=True)
    widest_change, widest_total = most_written(paper.table.adapter, small, bold)
    changes = [i18n.signed(v) for row in rows for v in row["deal_points"]] + widest_change
    totals = [str(v) for row in rows for v in row["points"]] + widest_total
    return PadCells(_points_columns(width, paper.table.players)[2], small, bold,
                    paper.app.t("table.dealer_mark"), changes, totals, stack=paper.ruled_line())


def most_written(adapter, small, bold) -> tuple[list[str], list[str]]:
    """The widest change (in ``small``) and total (in ``bold``) the match may write on its pad
    (TableAdapter.pad_most), as a pad lays its columns out for them from the first deal: as many
    of the widest figure as the largest has figures, the change after the wider of its signs;
    none where the game sets no bound."""
    most = adapter.pad_most()
    if most is None:
        return [], []
    sign = max("+", i18n.MINUS, key=lambda mark: small.size(mark)[0])
    return [sign + widest_figure(small) * len(str(most[0]))], [widest_figure(bold) * len(str(most[1]))]


def widest_figure(font) -> str:
    """The widest of the ten figures in ``font``."""
    return max("0123456789", key=lambda figure: font.size(figure)[0])


def draw_points_sheet(paper: ScorePadScene, surface, rows: list, target: int | None) -> None:
    """Points per deal per player as kept on paper: the deal's points, the running total in bold,
    the limit as a red rule under the names, a ringed D in the dealer's column."""
    t = paper.app.t
    table = paper.table
    top = paper.title(surface, t("table.scores_title", game=t(f"game.{table.config.game}")))
    small = paper.app.font("small")
    rect = paper.rect
    n = table.players
    margin, first_col, col = _points_columns(rect.w, n)
    left = rect.x + margin
    # write on the paper's own ruled lines (draw_paper rules every ``line`` from two lines down)
    line = paper.ruled_line()
    y = rect.y + line * 2
    while y < top:
        y += line
    y += line * column_heads(surface, [table.seat_name(s) for s in range(n)], small, left + first_col, col, y, line)
    if target is not None:
        right = rect.right - margin
        pygame.draw.line(surface, theme.RED, (left, y - 1), (right, y - 1), 2)
        pygame.draw.line(surface, theme.RED, (left, y + 2), (right, y + 2), 1)
        widgets.draw_text(surface, t("table.limit_rule", target=target), small, theme.RED,
                          (left, y - line // 2), "midleft")
    cells = paper.pad_cells(rect.w)
    # at the pad's foot, what its marks mean: the dealer's ring, the dot of a deal without points
    # (where the cells write the deal's change), for the marks its rows make; the key's band is
    # as tall as both entries and on the same ruled lines all match, whatever the rows (as they
    # were added it moved down under them, a line at each deal), and the rows stand over it
    marks: list[tuple[Callable[[tuple[int, int]], object] | None, str]] = [
        dealer_key(surface, cells, small, rows, t),
        ((lambda at: widgets.draw_text(surface, "·", small, theme.INK, at, "center"))
         if cells.changes and any(pts == 0 for row in rows for pts in row["deal_points"]) else None,
         t("table.pad_key_none"))]
    key_top = key_band(paper, marks, small, left, rect.right - margin, y, line)
    which = paper.rows_in(rows, key_top - y, line, line * cells.lines)
    for row in (rows[i] for i in which):
        widgets.draw_text(surface, t("table.deal_n", n=row["deal"]), small, theme.INK,
                          (left, y + line // 2), "midleft")
        for s in range(n):
            pts = row["deal_points"][s]
            total = row["points"][s]
            colour = theme.RED if target is not None and total >= target else theme.INK
            cells.draw(surface, left + first_col + s * col, y + line // 2, i18n.signed(pts) if pts else "·",
                       theme.INK, str(total), colour, row.get("dealer") == s)
        y += line * cells.lines
    paper.draw_which(surface, rows, which, small, (left, y + line // 2))
    draw_key(surface, marks, left, key_top, rect.right - margin, line, small)
    if not rows:
        widgets.draw_text(surface, t("table.no_deal_yet"), small, theme.INK,
                          (rect.centerx, y + line // 2), "center")


class DealEndScene(PlainPaper, PaperScene):
    """The end of a deal: the reason, each player's jacks, points of the deal and the total, one
    row each between two ruled lines."""

    height_share = 0.74
    grows = True                # as tall as its rows with the jacks readable, up to nearly the window
    unbidden = True
    escape_aside = True         # the deal left on the table as it ended (Escape dealt the next deal)

    def __init__(self, app, table, summary: dict):
        super().__init__(app, table)
        self.summary = summary
        self.peek = False           # the deal's last trick shown over the sheet
        self._places: list[tuple[str, pygame.Rect]] = []     # the jacks as last drawn

    def choices(self) -> list:
        items = [(self.app.t("table.continue"), self.close)]
        if self.table.last_trick_allowed() and self.table.model.last_trick:
            items.append((self.app.t("table.btn.last_trick"), self.toggle_peek))
        from ..scenes.learn import sheet_choices  # this deal's review, code and replay (issue 16)
        return items + sheet_choices(self, self.summary.get("deal"))

    def toggle_peek(self) -> None:
        self.peek = not self.peek

    def handle(self, event) -> None:
        if self.settling(event):
            return
        if self.peek and event.type == pygame.MOUSEBUTTONDOWN:
            return
        if self.peek and (event.type == pygame.MOUSEBUTTONUP
                          or event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.peek = False           # a click or Escape puts the trick away, back to the sheet
            return
        super().handle(event)

    def draw(self, surface) -> None:
        super().draw(surface)
        if self.peek:
            from .draw import draw_trick_panel
            model = self.table.model
            draw_trick_panel(self.table, surface, model.last_trick, model.last_winner,
                             (self.rect.centerx, self.rect.centery))

    def notes(self, width: int) -> list[str]:
        """The lines written under the title: the reason, how it was scored where the figures
        alone would puzzle (a capote: the sweeper at 0 with every jack), and what each jack taken
        costs (one jack at +2 beside two at +2 read as a mistake), wrapped to the sheet."""
        small = self.app.font("small")
        room = int(width * 0.92)
        said = (self.summary.get("why", ""), self.summary.get("price", ""))
        return [self.summary["reason"], *(line for text in said if text for line in widgets.wrap(text, small, room))]

    def wanted_jack(self) -> int:
        """How tall the jacks taken are drawn where the sheet has room: as the cards at the seats
        round the table, never under ``INDEX_WHOLE_PX`` (their rank and suit read whole)."""
        return max(INDEX_WHOLE_PX, self.table.layout.seat_h)

    def plain_least(self) -> int:
        """The least height of a row without jacks: a name and its figures, between two rules."""
        return int(self.app.font("body").get_linesize() * 1.25)

    def content_height(self, size) -> float | None:
        """As tall as its rows need with the jacks as :meth:`wanted_jack` says (eight seats at
        800×500: the jacks were 13 px tall, their suits unreadable), up to nearly the window."""
        body, small = self.app.font("body"), self.app.font("small")
        rows = self.summary["rows"]
        k = sum(1 for row in rows if row["shown"])
        said = len(self.notes(int(size[0] * self.width_share))) * widgets.line_step(small)
        return (self.frame_height(size[1]) + said + body.get_linesize() * 2 + int(size[1] * 0.025)
                + k * jack_row(self.wanted_jack()) + (len(rows) - k + 1) * self.plain_least())

    def laid(self, top: int) -> tuple[int, int, int]:
        """(a plain row's height, a row with jacks' height, the jacks' height) for rows written
        from under the title's notes at ``top`` down to the buttons: the jacks as tall as
        :meth:`wanted_jack` where the room allows, never under ``INDEX_WHOLE_PX``; the rows
        without jacks sharing what is left."""
        body = self.app.font("body")
        rows = self.summary["rows"]
        k = sum(1 for row in rows if row["shown"])
        room = self.buttons[0].rect.top - top - body.get_linesize() * 2
        most = body.get_linesize() * 3.2
        plain_n = len(rows) - k + 1                     # the head's line with them
        card_h = self.wanted_jack()
        if k:
            spare = (room - plain_n * self.plain_least()) / k
            card_h = max(INDEX_WHOLE_PX, min(card_h, int(spare * JACK_ROW_SHARE)))
        jacks = jack_row(card_h) if k else 0
        plain = int(min(most, (room - k * jacks) / max(1, plain_n)))
        return plain, max(plain, jacks), card_h

    def jack_places(self) -> list[tuple[str, pygame.Rect]]:
        """Each jack taken as the sheet draws it: its code and where it lies."""
        return list(self._places)

    def draw_sheet(self, surface) -> None:
        t = self.app.t
        s = self.summary
        top = self.title(surface, t("table.deal_end_title", n=s["deal"]))
        body, small = self.app.font("body"), self.app.font("small")
        notes = self.notes(self.rect.w)
        paper_note(surface, notes[0], small, (self.rect.centerx, top + 4))
        for line in notes[1:]:
            top += widgets.line_step(small)
            paper_note(surface, line, small, (self.rect.centerx, top + 4))
        rows = s["rows"]
        line, jack_line, card_h = self.laid(top)
        y = top + body.get_linesize() * 2
        heads = (t("table.col.player"), t("table.col.jacks"), t("table.col.deal"),
                 t("table.col.total", target=s["target"]))
        # each column as wide as its head and its cells ("Donne" ran into "Total (limite 12)", its
        # ")" cut at the sheet's edge, five at 640×400): the names, the jacks fanned, the figures
        most = max((len(row["shown"]) for row in rows), default=0)
        card_w = card_size(card_h)[0] if most else 0
        cells = [max((body.size(row["name"])[0] for row in rows), default=0),
                 card_w + int(card_w * 0.7) * max(0, most - 1),
                 body.size("+88")[0], body.size("888")[0]]
        needs = [max(small.size(head)[0], cell) + COLUMN_GAP for head, cell in zip(heads, cells)]
        cols = [self.rect.x + x for x in spread_columns(needs, self.rect.w, [2, 2, 1, 1])]
        for text, x in zip(heads, cols):
            widgets.draw_text(surface, text, small, theme.INK, (x, y), "topleft")
        y += line * 0.8
        rule(surface, self.rect, y - line * 0.1)
        self._places = []
        for row in rows:
            step = jack_line if row["shown"] else line
            widgets.draw_text(surface, row["name"], body, theme.INK, (cols[0], y + step // 2), "midleft")
            # the jack of spades (le Polignac, worth double) last, whole, in a red frame
            shown = sorted(row["shown"], key=lambda code: code == JACK_OF_SPADES)
            for k, code in enumerate(shown):
                img = face(self.table, code, card_h)
                at = surface.blit(img, (cols[1] + k * int(img.get_width() * 0.7), y + (step - card_h) // 2))
                self._places.append((code, at))
                if code == JACK_OF_SPADES:
                    pygame.draw.rect(surface, theme.RED, at.inflate(4, 4), 2, border_radius=max(3, at.w // 10))
            widgets.draw_text(surface, i18n.signed(row["deal_points"]), body,
                              theme.INK, (cols[2], y + step // 2), "midleft")
            colour = theme.RED if row["points"] >= s["target"] else theme.INK
            widgets.draw_text(surface, str(row["points"]), body, colour, (cols[3], y + step // 2), "midleft")
            y += step
            rule(surface, self.rect, y)


JACK_ROW_SHARE = 0.84       # of a row of the deal's sheet, the jacks' height in it


def jack_row(card_h: int) -> int:
    """The height of a row of the deal's sheet whose jacks are ``card_h`` tall."""
    return math.ceil(card_h / JACK_ROW_SHARE)


def loser_text(t, table, result: dict) -> str:
    """"X loses the match", "you lose", or the shared loss (rules §8), in the person's words."""
    losers = list(result["losers"])
    points = i18n.counted("common.points", result["points"][losers[0]], table.settings.get("language", "fr"))
    you = table.person in losers
    others = [table.seat_name(s) for s in losers if s != table.person]
    if len(losers) == 1:
        return t("table.loser_you", points=points) if you else t("table.loser_one", name=others[0],
                                                                  points=points)
    if you:
        return t("table.loser_shared_you", names=i18n.listed(others, t), points=points)
    return t("table.loser_shared", names=i18n.listed(others, t), points=points)


class MatchEndScene(PlainPaper, PaperScene):
    """The end of the match: the loser (or the shared losers), the others winning together (their
    points for the record, fewest first: no ranking, rules §8), a rematch, the score pad, the last
    deal ("This deal…", as on its sheet)."""

    height_share = 0.66
    unbidden = True
    escape_aside = True         # the final table in sight, the sheet back with a click (it only closed)

    def __init__(self, app, table, result: dict):
        super().__init__(app, table)
        self.result = result
        # marked in gold as every sheet's first is, the rematch (ui.md: the first is the default);
        # its first moments take no key (Unbidden), so an Enter meant for the last deal's sheet
        # does not press it

    def choices(self) -> list:
        from ..scenes.learn import sheet_choices  # the last deal's review, code and replay, as on its sheet
        return [(self.app.t("table.rematch"), self.table.rematch),
                (self.app.t("table.btn.scores"), self.table.open_scores),
                *sheet_choices(self, self.table.match.deal),
                (self.app.t("table.to_menu"), self.to_menu)]

    def to_menu(self) -> None:
        self.table.close()
        self.app.to_title()

    def cognac(self) -> str:
        """The custom's line: the loser, or the losers who share the loss, offer the glass."""
        return self.app.t("table.cognac_shared" if len(self.result["losers"]) > 1 else "table.cognac")

    def who_loses(self) -> str:
        """Where a winner too stands at or over the limit, the rule that made the loser (§8: the first
        to reach it, or the highest total of those who reach it together; a player listed among the
        winners at 15 beside "Hortense loses the match with 15 points" had nothing to say why)."""
        r = self.result
        target = r.get("target")
        over = target is not None and any(r["points"][s] >= target for s in r["others"])
        return self.app.t("table.who_loses") if over else ""

    def content_height(self, size) -> float | None:
        body, small = self.app.font("body"), self.app.font("small")
        width = int(size[0] * self.width_share) - 60
        said = self.said_height(loser_text(self.app.t, self.table, self.result), body, width) + \
            self.said_height(self.cognac(), small, width) + \
            (self.said_height(self.who_loses(), small, width) if self.who_loses() else 0)
        rows = len(self.result["others"]) * int(body.get_linesize() * 1.35)
        return self.frame_height(size[1]) + body.get_linesize() + said + small.get_linesize() * 4.6 + rows

    def draw_sheet(self, surface) -> None:
        # every game's match ends under one title; what it says under it is the game's
        self.draw_result(surface, self.title(surface, self.app.t("table.match_end_title")))

    def draw_result(self, surface, top: int) -> None:
        """What the match came to, written under the title, whose foot is at ``top``."""
        t = self.app.t
        r = self.result
        table = self.table
        body, small = self.app.font("body"), self.app.font("small")
        text = loser_text(t, table, r)
        y = top + body.get_linesize()
        y += widgets.text_in_box(surface, text, body, theme.RED,
                                 pygame.Rect(self.rect.x + 30, y, self.rect.w - 60, body.get_linesize() * 2),
                                 valign="top")
        for said in (self.who_loses(), self.cognac()):
            if said:
                y += widgets.text_in_box(surface, said, small, theme.INK,
                                         pygame.Rect(self.rect.x + 30, y, self.rect.w - 60, small.get_linesize() * 2),
                                         valign="top")
        y += small.get_linesize()
        one = "_one" if len(r["others"]) == 1 else ""          # "The winner", where one is left
        widgets.draw_text(surface, t("table.others_title" + one), small, theme.INK,
                          (self.rect.centerx, y), "midtop")
        y += int(small.get_linesize() * 1.6)
        step = int(body.get_linesize() * 1.35)
        rule(surface, self.rect, y - step * 0.12)
        points = r["points"]
        lang = table.settings.get("language", "fr")
        for s in sorted(r["others"], key=lambda o: points[o]):     # all win alike: no place, no "1st"
            line = f"{table.seat_name(s)} — {i18n.counted('table.points_short', points[s], lang)}"
            widgets.draw_text(surface, line, body, theme.INK, (self.rect.centerx, y + step // 2), "center")
            y += step
            rule(surface, self.rect, y - step * 0.12)


class TableMenuScene(PlainPaper, PaperScene):
    """Escape or the Menu button at the table: go on, save the match, the settings (the keys reach
    them here), or leave for the title. Plain paper: the pad's rules ran between its buttons.

    As tall as its title and buttons, with one margin round them all (:meth:`spacing`): at its
    share of the window its buttons began a quarter down, under an empty band, and left another
    under them."""

    width_share = 0.36
    grows = True                       # its own height (content_height), up to nearly the window
    stacked = True

    def choices(self) -> list:
        # a finished match has nothing left to resume or play: saved, it is kept for its deals
        # (the saved matches' "Deals…" reviews and replays them; the autosave goes at its end)
        over = self.table.match.match_over
        return [(self.app.t("common.back" if over else "table.resume"), self.close),
                (self.app.t("table.keep_finished" if over else "table.save"), self.save),
                (self.app.t("table.btn.settings"), self.settings),
                (self.app.t("table.to_menu"), self.to_menu)]

    def settings(self) -> None:
        self.close()
        self.table.open_settings()

    def spacing(self, h: int) -> tuple[int, int, int]:
        """(margin, gap, button height) in a window ``h`` high: the margin over the title's
        capitals, between their baseline and the first button and under the last; the gap
        between two buttons."""
        return int(h * 0.035), int(h * 0.02), theme.button_height(h)

    def content_height(self, size) -> float | None:
        margin, gap, bh = self.spacing(size[1])
        n = len(self.choices())
        return 3 * margin + widgets.cap_band(self.app.font("title"))[1] + n * bh + (n - 1) * gap

    def resize(self, size) -> None:
        super().resize(size)
        # buttons stacked, the first on top, under the title; in a window too low for the whole
        # (the sheet then nearly as tall as the window) they give up height, down to a mouse's target
        margin, gap, bh = self.spacing(size[1])
        top = self.rect.y + margin + widgets.cap_band(self.app.font("title"))[1] + margin
        room = self.rect.bottom - margin - top
        n = len(self.buttons)
        bh = max(theme.BUTTON_MIN_PX, min(bh, (room - (n - 1) * gap) // n))
        bw = int(self.rect.w * 0.7)
        y = top
        for b in self.buttons:
            b.rect = pygame.Rect(self.rect.centerx - bw // 2, y, bw, bh)
            y += bh + gap

    def save(self) -> None:
        store = getattr(self.app, "store", None)
        table = self.table
        self.close()
        said = self.app.said            # the message follows a change of language while it shows
        if store is None or table.record is None:
            self.app.show_message(said("table.save"), said("table.save_unavailable"))
            return
        try:
            # a match resumed from a save, or saved here before, is that save: brought to where the
            # match is, no copy beside it
            # named after the deal the person sees: at a deal's end, that deal, not the next one
            # the engine has dealt already (table.deal_in_sight)
            deal = table.deal_in_sight
            entry = store.save_playing(table.record, table.match,
                                       self.app.save_name(table.config.game, deal), deal=deal)

            def name(t) -> str:         # the save's name in the language of the moment
                return self.app.save_label(entry)
            if table.match.match_over:          # under the button's own words
                self.app.show_message(said("table.keep_finished"), said(
                    "table.kept_finished", name=name, saves=lambda t: t("title.saves"),
                    deals=lambda t: t("saves.deals")))
            else:
                self.app.show_message(said("table.save"), said("table.saved", name=name))
        except Exception as exc:
            self.app.show_message(said("table.save"),
                                  said("table.save_failed", reason=lambda t, why=exc: self.app.reason(why)))

    def to_menu(self) -> None:
        # the autosave keeps the match: "Continue" in the title menu takes it up again
        self.table.close()
        self.app.to_title()

    def draw_sheet(self, surface) -> None:
        above = widgets.cap_band(self.app.font("title"))[0]
        self.title(surface, self.app.t("table.menu_title"), self.spacing(self.app.size[1])[0] - above)


class LogOverSheet(Scene):
    """The table's log drawer opened from the bar while a deal's (or the match's) sheet is up:
    drawn above the sheet, scrolled with the wheel; a click beside it, L or Escape closes it."""

    transparent = True

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table

    def handle(self, event) -> None:
        from .log import drawer_rect, handle_log_event
        table = self.table
        beside = event.type == pygame.MOUSEBUTTONUP and not drawer_rect(table).collidepoint(event.pos)
        if (beside or not handle_log_event(table, event) and event.type == pygame.KEYDOWN) and table.show_log:
            table.toggle_log()                  # closed: the table laid across the window again
        if not table.show_log and self.app.top is self:
            self.app.pop()

    def draw(self, surface) -> None:
        from .log import draw_log
        draw_log(self.table, surface)
