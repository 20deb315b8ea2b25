"""Guinguette's paper: the sheet of counters and baskets per deal, the end of a deal, the end of the
match (rules §7: ranking by counters, equal counts share the place, net gain or loss shown).
"""
from __future__ import annotations

import pygame

from .. import i18n, theme, widgets
from ..table.sheets import (
    COLUMN_GAP,
    DealEndScene,
    MatchEndScene,
    PadCells,
    ScorePadScene,
    column_heads,
    dealer_key,
    draw_key,
    heads_staggered,
    key_band,
    most_written,
    paper_note,
    place_text,
    places,
    rule,
)
from .guinguette_ledger import worded

GONE = "–"          # a deal's cell of a player who had left the table before it


def _bold(font_h: float) -> pygame.font.Font:
    return widgets.font_px(font_h, bold=True)



class GuinguettePad(ScorePadScene):
    """One row per deal: each player's counters after it (and the change), then the baskets left;
    as wide as the score pad of the other games at the same table, or wider where the changes
    have no room beside the counters, or under them (ScorePadScene.resize: eight at 640×400 or
    800×500)."""

    width_share = 0.8

    def __init__(self, app, table):
        self._needs: dict = {}         # _players_need, by rows, language and bound
        self._most: dict = {}          # _at_most, by width, rows and language
        super().__init__(app, table)

    def _bold(self) -> pygame.font.Font:
        return _bold(self.app.font("body").get_height() * 0.85)

    def _at_most(self, width: int) -> bool:
        """Whether the players' columns of the pad ``width`` wide are laid out from the first deal
        for the widest change and counters the match may write (every counter at the table,
        TableAdapter.pad_most, as Polignac's pad is): a player's counters reaching 100 or a loss
        of ten moved every column as they came. So wherever that leaves the changes beside the
        counters, if the rows so far have them (eight seats at 640×400 have no room for three
        figures and a change: there, as the rows need)."""
        key = (width, len(self.table.adapter.sheet_rows()), self.app.settings.get("language"))
        if key not in self._most:
            at_most, as_rows = (self._cells_at(self._columns(width, most)[3], most).changes for most in (True, False))
            self._most[key] = at_most or not as_rows
        return self._most[key]

    def _columns(self, width: int, most: bool | None = None) -> tuple[int, int, list[int], int]:
        """(margin, the deals' labels, the three baskets' widths (:meth:`_baskets`), each player's
        column) of a pad ``width`` wide; ``most``: for the widest the match may write (by default
        where :meth:`_at_most`), else for the rows so far."""
        if most is None:
            most = self._at_most(width)
        t = self.app.t
        small = self.app.font("small")
        rows = self.table.adapter.sheet_rows()
        # the match's last deal's from the first (at the tenth, "Donne 10" widened the column)
        last = max([self.table.adapter.deals_total if most else 1] + [row.get("deal", 1) for row in rows])
        labels = [t("gg.sheet.share"), t("table.deal_n", n=last)]
        margin = int(width * 0.03)
        # as wide as its labels ("Donne…" at 640×400 from the tenth deal, "Share-…")
        first = max(int(width * 0.1), max(small.size(label)[0] for label in labels) + 8)
        # the baskets' columns a fifth of the pad or more, as wide as their heads in one row and
        # their figures on one line need, where the players' columns keep the room for their
        # names and cells (six at 1920×1080 wrote "Cabaret" on a second row under wide, half
        # empty players' columns, and cut the cotillon "11 + 7 + 7 + 16 …")
        n = self.table.players
        spare = width - 2 * margin - first - n * self._players_need(most)
        baskets = max(int(width * 0.22), min(sum(self._basket_needs()), spare))
        return margin, first, self._baskets(baskets), (width - 2 * margin - first - baskets) // n

    def _players_need(self, most: bool) -> int:
        """How wide a player's column needs to be for its name and its cells on one line (the
        change beside the counters, :class:`PadCells`), measured once per count of rows and language."""
        small = self.app.font("small")
        key = (len(self.table.adapter.sheet_rows()), self.app.settings.get("language"), most)
        if key not in self._needs:
            names = max(small.size(self.table.seat_name(s))[0] for s in range(self.table.players)) + COLUMN_GAP
            self._needs[key] = max(names, self._cells_at(0, most).need)
        return self._needs[key]

    def _basket_needs(self) -> list[int]:
        """How wide the guinguette's, the cabaret's and the cotillon's columns need to be for their
        heads and their figures (the cotillon's baskets on one line), a column's gap after each."""
        small = self.app.font("small")
        return [max(figures, small.size(head)[0]) + COLUMN_GAP
                for figures, head in zip(self._figures(), self._heads())]

    def _figures(self) -> list[int]:
        """How wide the guinguette's, the cabaret's and the cotillon's widest figures are (the
        cotillon's baskets added up on one line)."""
        small = self.app.font("small")
        rows = self.table.adapter.sheet_rows()
        wide = [max((small.size(str(row[key]))[0] for row in rows), default=0) for key in ("guinguette", "cabaret")]
        return wide + [max((small.size(i18n.summed(row["queue"], 4))[0] for row in rows), default=0)]

    def _heads(self) -> list[str]:
        t = self.app.t
        return [t("gg.sheet.guinguette"), t("gg.sheet.cabaret"), t("gg.sheet.cotillon")]

    def _baskets(self, room: int) -> list[int]:
        """The widths of the guinguette's, the cabaret's and the cotillon's columns in ``room``
        pixels: a third each where each one's figures fit in a third; else the guinguette and the
        cabaret as wide as their figures and their heads need, with a gap (each head whole in its
        column, apart from its neighbours: at 1920×1080 "Guing." and "Cabaret" read as one; or
        where the cotillon then has no room, the cabaret's staggered by column_heads in half its
        width), and the cotillon the rest, its baskets waiting on two lines where they need them
        (:meth:`_cotillon`; at eight seats in 640×400 a third cut "29 + 11 + 20" to "29 …")."""
        small = self.app.font("small")
        *wide, cotillon = self._figures()
        third = room // 3
        if max(wide + [cotillon]) <= third:
            return [third] * 3
        heads = [small.size(head)[0] + COLUMN_GAP for head in self._heads()]
        guinguette, cabaret = max(wide[0] + COLUMN_GAP, heads[0]), max(wide[1] + COLUMN_GAP, heads[1])
        if room - guinguette - cabaret < cotillon + COLUMN_GAP:      # the cabaret's head staggered
            cabaret = max(wide[1] + COLUMN_GAP, max(heads) // 2)
        spare = max(0, room - guinguette - cabaret - cotillon - COLUMN_GAP) // 3
        guinguette, cabaret = guinguette + spare, cabaret + spare
        return [guinguette, cabaret, room - guinguette - cabaret]

    def _changes(self, rows: list) -> list[list[tuple[str, int, str]]]:
        """Each row's cell per player: its change, written and counted, and the counters after it.
        A player who has left the table (§7 "eliminate") is written "out" once, in the deal he
        left, with the counters he left with; his later cells hold a dash alone (an "out" in every
        later deal filled the column). "·" where the counters did not change."""
        before = [self.table.adapter.start_chips] * self.table.players
        gone: set[int] = set()
        out = []
        for row in rows:
            out.append([("", 0, GONE) if s in gone else
                        (self.app.t("gg.sheet.out") if s in row.get("out", ()) else
                         i18n.signed(now - then) if now != then else "·", now - then, str(now))
                        for s, (now, then) in enumerate(zip(row["chips"], before))])
            gone |= set(row.get("out", ()))
            before = row["chips"]
        return out

    def _cotillon(self, queue: list, width: int) -> list[str]:
        """A row's cotillon cell in a column ``width`` wide: the baskets waiting added up ("29 + 11 +
        20"), on the lines it needs, broken before a "+" and never inside a figure (at eight seats
        in 640×400 one line cut it to "29 …")."""
        if not queue:
            return ["0"]
        return widgets.wrap(i18n.summed(queue, 4, breaks=True), self.app.font("small"), width)

    def row_lines(self, width: int) -> int:
        """Two ruled lines where the cells or some row's cotillon need them (:meth:`_cotillon`)."""
        col = self._columns(width)[2][2]
        cotillon = max((len(self._cotillon(row["queue"], col)) for row in self.table.adapter.sheet_rows()),
                       default=1)
        return max(super().row_lines(width), min(2, cotillon))

    def crowded(self, width: int) -> bool:
        """Its changes under the counters, or its heads on two staggered rows (:func:`column_heads`):
        laid out for counters of three figures, six players at 1280×720 left the cabaret's column
        too narrow for its head."""
        _margin, _first, baskets, col = self._columns(width)
        small = self.app.font("small")
        return super().crowded(width) or heads_staggered(self._heads(), small, baskets) or \
            heads_staggered([self.table.seat_name(s) for s in range(self.table.players)], small, col)

    def cells(self, width: int) -> PadCells:
        most = self._at_most(width)
        return self._cells_at(self._columns(width, most)[3], most)

    def _cells_at(self, col: int, most: bool) -> PadCells:
        """The players' cells in columns ``col`` wide; ``most``: for the widest the match may write
        too (a total of 100, a loss, a player out)."""
        changes = self._changes(self.table.adapter.sheet_rows())
        small, bold = self.app.font("small"), self._bold()
        widest_change, widest_total = most_written(self.table.adapter, small, bold) if most else ([], [])
        if most and self.table.adapter.options.get("bankruptcy") == "eliminate":
            widest_change.append(self.app.t("gg.sheet.out"))
        return PadCells(col, small, bold, self.app.t("table.dealer_mark"),
                        [change for row in changes for change, _, _ in row] + widest_change,
                        [total for row in changes for _, _, total in row] + widest_total, stack=self.ruled_line())

    def draw_sheet(self, surface) -> None:
        t = self.app.t
        table = self.table
        top = self.title(surface, t("table.scores_title", game=t("game.guinguette")))
        small = self.app.font("small")
        n = table.players
        margin, first, baskets, col = self._columns(self.rect.w)
        left = self.rect.x + margin
        rows = table.adapter.sheet_rows()
        line = self.ruled_line()
        first_rule = self.rect.y + line * 2
        y = first_rule + max(0, (top - first_rule + line - 1) // line) * line
        names = column_heads(surface, [table.seat_name(s) for s in range(n)], small, left + first, col, y, line)
        bx = left + first + n * col
        y += line * max(names, column_heads(surface, self._heads(), small, bx, baskets, y, line))
        start = table.adapter.start_chips
        pygame.draw.line(surface, theme.INK, (left, y - 1), (self.rect.right - margin, y - 1), 2)
        said = t("gg.sheet.start", n=start)
        widgets.draw_text(surface, said, small, theme.INK, (left, y + line // 2), "midleft")
        cells = self.pad_cells(self.rect.w)
        lines = self.row_lines(self.rect.w)
        height = line * lines                       # a deal's row: one ruled line, or two
        # what its ringed D means (the dealer of that deal), as Polignac's and Double King's pads say
        # it, in one place all match: at the end of the start's line, which leaves the rows their
        # room (at 800×500 with eight seats a deal's row is two lines), else in a band at the foot
        right = self.rect.right - margin
        marks = [dealer_key(surface, cells, small, rows, t)]
        key_x = right - (4 + line // 2 + line + small.size(marks[0][1])[0])
        beside = key_x >= left + small.size(said)[0] + line
        if beside:
            draw_key(surface, marks, key_x, y, right, line, small)
        y += line
        room = (self.buttons[0].rect.top if self.buttons else self.rect.bottom) - y - line // 2
        if not beside:                  # the band at the foot: the rows stand over it
            key_top = key_band(self, marks, small, left, right, y, line)
            room = key_top - y
        shown = self.rows_in(rows, room, line, height)
        changes = self._changes(rows)
        for i in shown:
            row = rows[i]
            mid = y + line // 2
            label = t("gg.sheet.share") if row.get("share") else t("table.deal_n", n=row["deal"])
            widgets.draw_text(surface, widgets.fit(label, small, first - 4), small, theme.INK, (left, mid), "midleft")
            for s, (change, amount, total) in enumerate(changes[i]):
                cells.draw(surface, left + first + s * col, mid, change, theme.RED if amount < 0 else theme.INK,
                           total, theme.INK, row.get("dealer") == s)
            for k, value in enumerate((str(row["guinguette"]), str(row["cabaret"]))):
                widgets.draw_text(surface, widgets.fit_words(value, small, baskets[k]), small, theme.INK,
                                  (bx + sum(baskets[:k]) + baskets[k] // 2, mid), "center")
            cotillon = self._cotillon(row["queue"], baskets[2])
            if len(cotillon) > lines:         # more than the row holds: its last line says the rest is left out
                cotillon = cotillon[:lines - 1] + [widgets.fit_words(" ".join(cotillon[lines - 1:]), small,
                                                                     baskets[2])]
            for k, part in enumerate(cotillon):
                widgets.draw_text(surface, part, small, theme.INK,
                                  (bx + sum(baskets[:2]) + baskets[2] // 2, mid + k * line), "center")
            y += height
        self.draw_which(surface, rows, shown, small, (left, y + line // 2))
        if not beside:
            draw_key(surface, marks, left, key_top, right, line, small)
        if not rows:
            widgets.draw_text(surface, t("table.no_deal_yet"), small, theme.INK,
                              (self.rect.centerx, y + line // 2), "center")


class GuinguetteDealEnd(DealEndScene):
    """The end of a deal: what became of the cotillon, each player's counters before and after."""

    WHY_END = 0.84                # the share of the sheet's width where the column of causes ends

    @property
    def grows(self) -> bool:      # type: ignore[override]
        """Taller than its share where a player's causes take two lines (else its rows close up)."""
        one_line = self.app.font("body").get_linesize() * 1.6
        return self.row_height(int(self.app.size[0] * self.width_share)) > one_line

    def why(self, seat: int) -> str | None:
        """A player's change by cause ("antes −3 · stirring −4 · mouche −20"), None when the table
        did not see the whole deal."""
        causes = self.summary.get("causes")
        if causes is None:
            return None
        return worded(causes[seat], self.app.t)

    def columns(self, width: int) -> list[int]:
        """Where the columns start in a sheet ``width`` wide (from its left edge): the names' column
        only as wide as the names, the counters before and the deal's change as wide as their heads
        and figures ("Befo…" at 640×400), so that the causes have the rest."""
        body, small = self.app.font("body"), self.app.font("small")
        t = self.app.t
        names = max(body.size(self.table.seat_name(s))[0] for s in range(len(self.summary["chips"])))
        x0 = int(width * 0.05)
        name_end = x0 + min(int(width * 0.24), names + int(width * 0.04))
        gap = COLUMN_GAP
        before = max(int(width * 0.09), small.size(t("gg.col.before"))[0] + gap, body.size("888")[0] + gap)
        change = max(int(width * 0.10), small.size(t("gg.col.change"))[0] + gap, body.size("−888")[0] + gap)
        return [x0, name_end, name_end + before, name_end + before + change, int(width * self.WHY_END)]

    def resize(self, size) -> None:
        # as wide as the longest line of causes needs, up to nearly the window: cut, it explained
        # nothing ("mises −4 · cotillon +23 · vole …" at eight seats in 800x500); and wide enough
        # for the counters' head after them
        small = self.app.font("small")
        widest = max((small.size(why)[0] for seat in range(len(self.summary["chips"]))
                      if (why := self.why(seat))), default=0)
        now = small.size(self.app.t("gg.col.now"))[0] + COLUMN_GAP
        share = type(self).width_share
        while share < 0.96:
            width = int(size[0] * share)
            cols = self.columns(width)
            if cols[4] - cols[3] >= widest + COLUMN_GAP and width - cols[4] >= now:
                break
            share = min(0.96, share + 0.01)
        self.width_share = share
        super().resize(size)

    def row_height(self, width: int) -> float:
        """A player's row at its fullest in a sheet ``width`` wide: a line of the body, or two small
        ones where a player's causes do not fit on one."""
        want = self.app.font("body").get_linesize() * 1.6
        if self.two_lines(width):
            want = max(want, self.app.font("small").get_linesize() * 2.3)   # room for the causes on two small lines
        return want

    def two_lines(self, width: int) -> bool:
        """Some player's causes take two lines in a sheet ``width`` wide."""
        small = self.app.font("small")
        cols = self.columns(width)
        room = cols[4] - cols[3] - 8
        return any(small.size(why)[0] > room for seat in range(len(self.summary["chips"])) if (why := self.why(seat)))

    def pitch(self, line: int) -> int:
        """From one line of a player's causes to the next in a row ``line`` high: a small line, or
        less where the row is lower; no more than the small type's ascent leaves their letters
        touching (then one line, cut)."""
        return min(self.app.font("small").get_linesize(), (line - 1) // 2)

    def content_height(self, size) -> float | None:
        # the note, the heads and each row at its fullest (:meth:`row_height`), what is left on the
        # table, and who cannot pay the next deal's antes (on two lines at most)
        rows = (len(self.summary["chips"]) + 1) * self.row_height(int(size[0] * self.width_share))
        said = 5 + (3 if self.summary.get("warning") else 0)
        return self.frame_height(size[1]) + said * self.app.font("small").get_linesize() + rows

    def _rows(self, top: int, n: int, left: int) -> tuple[int, int, int, int]:
        """Where the heads start, and how tall their row, each player's row and the gap over what is
        left on the table (``left`` pixels high) are, on the sheet whose title ends at ``top``: the
        heads two small lines under the title, each row at its fullest (:meth:`row_height`) or
        as much of it as there is, and two small lines (or ``left``) kept under the rows; where that leaves the
        rows no room for a player's causes on two lines (eight seats at 640×400, whose five causes
        were cut to one line), the note, the heads and what is left draw closer."""
        small = self.app.font("small").get_linesize()
        want = self.row_height(self.rect.w)
        foot = self.buttons[0].rect.top
        y = top + small * 2
        # two small lines kept under the rows, or what is said there where it takes more (who
        # cannot pay the next antes under what is left on the table)
        line = int(min(want, (foot - max(small * 2, left + 4) - y) / (n + 1)))
        if not self.two_lines(self.rect.w) or self.pitch(line) > self.app.font("small").get_ascent():
            return y, line, line, 4
        y = int(top + small * 1.4)
        head = int(small * 1.3)
        line = int(min(want, (foot - left - 6 - y - head) / n))
        return y, head, line, 3

    def draw_sheet(self, surface) -> None:
        t = self.app.t
        s = self.summary
        table = self.table
        top = self.title(surface, t("table.deal_end_title", n=s["deal"]))
        body, small = self.app.font("body"), self.app.font("small")
        paper_note(surface, s["reason"], small, (self.rect.centerx, top + 4))
        n = len(s["chips"])
        queue = s["queue"]
        left = t("gg.end.left", g=s["guinguette"], c=s["cabaret"],
                 q=i18n.summed(queue) if queue else "0")
        warning = s.get("warning") or ""         # who cannot pay the next deal's antes, and what then
        said = self.said_height(left, small, self.rect.w - 40)
        if warning:                               # on three lines where it needs them (four names at 640×400)
            said += self.said_height(warning, small, self.rect.w - 40, lines=3)
        y, head, line, left_y = self._rows(top, n, said)
        font = body if line >= body.get_linesize() * 1.1 else small
        cols = [self.rect.x + c for c in self.columns(self.rect.w)]
        why_head = t("gg.col.why") if s.get("causes") is not None else ""       # no column of causes over nothing
        heads = (t("table.col.player"), t("gg.col.before"), t("gg.col.change"), why_head, t("gg.col.now"))
        for i, (text, x) in enumerate(zip(heads, cols)):
            room = (cols[i + 1] if i + 1 < len(cols) else self.rect.right) - x - 6
            widgets.draw_text(surface, widgets.fit(text, small, room), small, theme.INK, (x, y), "topleft")
        y += head
        rule(surface, self.rect, y - min(line * 0.2, head - small.get_linesize() - 1))
        pitch = self.pitch(line)
        for seat in range(n):
            mid = y + line // 2
            change = s["chips"][seat] - s["before"][seat]
            widgets.draw_text(surface, widgets.fit(table.seat_name(seat), font, cols[1] - cols[0] - 8), font,
                              theme.INK, (cols[0], mid), "midleft")
            widgets.draw_text(surface, str(s["before"][seat]), font, theme.INK, (cols[1], mid), "midleft")
            widgets.draw_text(surface, i18n.signed(change), font, theme.RED if change < 0 else theme.INK,
                              (cols[2], mid), "midleft")
            why = self.why(seat)
            if why is not None:
                parts = widgets.wrap(why, small, cols[4] - cols[3] - 8)
                if len(parts) > 1 and pitch <= small.get_ascent():
                    parts = [widgets.fit(why, small, cols[4] - cols[3] - 8)]      # no room for two lines
                top = mid - (small.get_height() + pitch * (len(parts[:2]) - 1)) // 2
                for k, part in enumerate(parts[:2]):
                    widgets.draw_text(surface, part, small, theme.INK, (cols[3], top + k * pitch))
            short = seat in s.get("short", ())          # his counters will not pay the next antes
            widgets.draw_text(surface, str(s["chips"][seat]), font, theme.RED if short else theme.INK,
                              (cols[4], mid), "midleft")
            y += line
            rule(surface, self.rect, y)
        y += left_y
        y += widgets.text_in_box(surface, left, small, theme.INK,
                                 pygame.Rect(self.rect.x + 20, y, self.rect.w - 40, small.get_linesize() * 2),
                                 valign="top")
        if warning:
            widgets.text_in_box(surface, warning, small, theme.RED,
                                pygame.Rect(self.rect.x + 20, y, self.rect.w - 40, widgets.line_step(small) * 3),
                                valign="top", within=True)


class GuinguetteMatchEnd(MatchEndScene):
    """The ranking by counters, with each player's gain or loss against the starting counters."""

    grows = True                  # eight rows, why it stopped and how the baskets were shared

    def content_height(self, size) -> float | None:
        # why it stopped, how the baskets were shared, the ranking's head and its rows
        r = self.result
        small = self.app.font("small")
        width = int(size[0] * self.width_share) - 40
        said = 1 + len(self._stopped(width)) + (2 if r.get("shared") else 0) + 1.8 + 1     # and a line's room
        rows = sum(len(group) for group in r["ranking"]) * self.app.font("body").get_linesize() * 1.35
        return self.frame_height(size[1]) + said * small.get_linesize() + rows

    def _stopped(self, width: int) -> list[str]:
        """Why the match stopped before its last deal, on two lines at most where one cannot hold
        it ("You and Ernestine: not enough left for the stakes (3); the mat…" at 640×400)."""
        stopped = self.result.get("stopped")
        if not stopped:
            return []
        small = self.app.font("small")
        lines = widgets.wrap(stopped, small, width)
        return lines if len(lines) <= 2 else [lines[0], widgets.fit(" ".join(lines[1:]), small, width)]

    def draw_result(self, surface, top: int) -> None:
        t = self.app.t
        r = self.result
        table = self.table
        body, small = self.app.font("body"), self.app.font("small")
        y = top + small.get_linesize()
        for part in self._stopped(self.rect.w - 40):      # the match stopped before its last deal: why
            widgets.draw_text(surface, widgets.fit(part, small, self.rect.w - 40), small, theme.RED,
                              (self.rect.centerx, y), "midtop")
            y += small.get_linesize()
        for part in widgets.wrap(r["shared"], small, self.rect.w - 40)[:2] if r.get("shared") else []:
            widgets.draw_text(surface, part, small, theme.INK, (self.rect.centerx, y), "midtop")
            y += small.get_linesize()
        widgets.draw_text(surface, t("gg.final.title", start=r["start"]), small, theme.INK,
                          (self.rect.centerx, y), "midtop")
        y += int(small.get_linesize() * 1.8)
        groups = places(r["ranking"])
        rows = sum(len(g) for _, g in groups)
        bottom = self.buttons[0].rect.top - small.get_linesize()
        line = int(min(body.get_linesize() * 1.35, (bottom - y) / max(1, rows)))
        font = body if line >= body.get_linesize() else small
        marks = {place: place_text(self.app.settings["language"], place, len(seats) > 1) for place, seats in groups}
        x0 = self.rect.x + int(self.rect.w * 0.12)
        # the names start after the widest place ("7th (shared)"), never under it
        name_x = max(x0 + int(self.rect.w * 0.1), x0 + max(font.size(m)[0] for m in marks.values()) + line // 2)
        cols = [x0, name_x, x0 + int(self.rect.w * 0.5), x0 + int(self.rect.w * 0.66)]
        for place, seats in groups:
            for seat in seats:
                mid = y + line // 2
                chips = r["chips"][seat]
                net = chips - r["start"]
                mark = marks[place]
                colour = theme.RED if net < 0 else theme.INK
                widgets.draw_text(surface, mark, font, theme.INK, (cols[0], mid), "midleft")
                widgets.draw_text(surface, widgets.fit(table.seat_name(seat), font, cols[2] - cols[1] - 8), font,
                                  theme.INK, (cols[1], mid), "midleft")
                widgets.draw_text(surface, i18n.counted("gg.chips_short", chips, self.app.settings["language"]),
                                  font, theme.INK, (cols[2], mid), "midleft")
                widgets.draw_text(surface, i18n.signed(net), font, colour, (cols[3], mid), "midleft")
                y += line
                rule(surface, self.rect, y)
