"""Double King's paper: the 20-deal score sheet, the end of a deal, the end of the match.

The sheet is kept as [R5] keeps it on paper (rules §3, §5): one row per deal with its contract (and
trump), minus and plus columns per player, the chooser's score circled and the first dealer's cross
drawn as ink marks, then each round's totals, net score and ranking points; beside it, the rounds
with the match totals and their tie-breaks (§6: ranking points, then total net, then the best round).
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.engine import double_king_rules as R

from .. import i18n, theme, widgets
from ..cards import draw_suit, suit_colour
from ..table.sheets import (
    COLUMN_GAP,
    DealEndScene,
    MatchEndScene,
    PlainPaper,
    ScorePadScene,
    column_heads,
    draw_key,
    heads_staggered,
    paper_note,
    place_text,
    rule,
    seat_places,
    share_for_columns,
    spread_columns,
)
from .double_king_terms import DEALS_PER_ROUND, card_price, contract_label, signed_points

INK_BLUE = (0x2A, 0x3A, 0x7A)        # the pen of the circles and the cross
PAD_ROWS = DEALS_PER_ROUND + 5        # the pad's rows: its two heads, the deals, totals, net, ranking points


@dataclass(frozen=True)
class PadColumns:
    """Where the score pad writes: its row's height and hands, the round's columns (the deal's
    number, its contract, each player's), the contracts' names and the totals' labels as they fit,
    and the match's part from ``split`` (its labels' column and each player's)."""

    line: int
    font: pygame.font.Font
    bold: pygame.font.Font
    margin: int
    left: int
    num_w: int
    con_w: int
    cols_x: int
    col: int
    split: int
    named: dict
    face: pygame.font.Font          # the round's names: bold where every one fits so
    labels: dict
    label_w: int
    match_col: int
    staggered: bool                 # the match's names on two staggered rows (column_heads)
    match_head: str                 # "The match", as it fits beside them
    heads: tuple                    # each player's name over the round, as it fits (the face's)
    centres: tuple                  # and its centre, from the first column's left
    cross: int                      # the first dealer's cross's centre beside his name, from there too


def ring_points(centre, rx: float, ry: float) -> list[tuple[float, float]]:
    """Where the pen goes round a hand-drawn ring: an ellipse that overshoots where it closed."""
    pts = []
    for k in range(42):
        a = -0.6 + k * (2 * math.pi + 0.5) / 41
        wobble = 1 + 0.05 * math.sin(a * 3)
        pts.append((centre[0] + rx * wobble * math.cos(a), centre[1] + ry * wobble * math.sin(a)))
    return pts


def ring_height(line: int) -> float:
    """Half the height of a ring round a figure in a row ``line`` pixels high: its top (where the
    pen overshoots, 5 % out) a clear pixel under the row's rule (the rings touched the rules)."""
    return (line // 2 - 2) / 1.05


def ring_pen(line: int) -> int:
    """The ring's stroke in a row ``line`` pixels high: a fine pen in a row under 18 pixels
    (800×500), where a ring of two between the rules would strike its figure."""
    return 2 if line >= 18 else 1


def ink_circle(surface, centre, rx: float, ry: float, pen: int = 2) -> None:
    """A hand-drawn ring (:func:`ring_points`) in a stroke ``pen`` pixels wide."""
    pygame.draw.lines(surface, INK_BLUE, False, ring_points(centre, rx, ry), pen)


def ink_cross(surface, centre, r: int) -> None:
    x, y = centre
    pygame.draw.line(surface, INK_BLUE, (x - r, y - r), (x + r, y + r + 1), 2)
    pygame.draw.line(surface, INK_BLUE, (x + r, y - r - 1), (x - r + 1, y + r), 2)


RULE_LEFT = 2          # a round's column rule stands this many pixels left of the column's first
MARK_CLEAR = 2         # the clear pixels at least between a mark of ink and the rule beside it


HEADS_APART = 6        # the clear pixels at least between two names over the round


def heads_placed(col: int, widths: list[int], first: int, line: int, lead: int) -> tuple[list[int], int] | None:
    """The round's names ``widths`` wide over their columns ``col`` wide and the first dealer's
    cross beside his name, in the names' row: each name's centre and the cross's, from the first
    column's left; None where they do not fit. The cross stands in his column, together with his
    name in its middle (the cross crowded the next name), further left where it would come nearer
    the column's rule than :data:`MARK_CLEAR` (it touched the rule at 700×450); his name, on its
    left, may reach over the rule (which runs from the row under the names): the names before his
    go left as far as it needs, :data:`HEADS_APART` apart, none further left than ``lead`` before
    the first column. At 800×500 the cross stood under his name, between his − and + (its sign
    written in the pad's sub-header)."""
    centres = [s * col + col // 2 for s in range(len(widths))]
    w = widths[first]
    x0 = first * col
    centre = x0 + col // 2 - line * 3 // 8
    cross = centre + w - w // 2 + line // 2
    back = max(0, cross - x0 - cross_reach(col, line))
    centres[first], cross = centre - back, cross - back
    edge = centres[first] - w // 2
    for s in range(first - 1, -1, -1):
        centres[s] = min(centres[s], edge - HEADS_APART - (widths[s] - widths[s] // 2))
        edge = centres[s] - widths[s] // 2
    return (centres, cross) if edge >= -lead else None


def cross_reach(col: int, line: int) -> int:
    """The furthest right of the column's left the cross's centre may stand: its ink (``r + 1``
    right of its centre, :func:`ink_cross`) :data:`MARK_CLEAR` pixels clear of the column's rule."""
    return col - RULE_LEFT - MARK_CLEAR - 2 - cross_radius(line)


def cross_radius(line: int) -> int:
    return max(3, line // 4)


class DoubleKingScorePad(PlainPaper, ScorePadScene):
    """The round's 20 rows, its totals, and the rounds of the match beside them."""

    width_share = 0.96               # at 800×500 the match names its players in one row beside rows high enough
    height_share = 0.9

    def __init__(self, app, table):
        self.round = table.adapter.round
        self._laid: tuple | None = None      # (what the columns were measured for, PadColumns)
        super().__init__(app, table)

    def choices(self) -> list:
        items = [(self.app.t("table.close"), self.close)]
        if self.table.adapter.rounds > 1:
            items += [(self.app.t("dk.sheet.prev_round"), lambda: self.turn(-1)),
                      (self.app.t("dk.sheet.next_round"), lambda: self.turn(1))]
        return items

    def turn(self, step: int) -> None:
        self.round = min(max(1, self.round + step), self.table.adapter.round)
        self._offer_turns()

    def height_of(self, size) -> float:
        # its rows as high as its smallest hand's line, the title and the buttons: in a low window
        # (640×400) the sheet grows to the window's height for them (the Close button lay over Net
        # and the ranking); at 800×500 rows of 13 pixels put the red rule on the heads' baseline
        h = size[1]
        need = self.frame_height(h) + PAD_ROWS * widgets.font_px(theme.FONT_MIN_PX).get_linesize() + h * 0.01
        return min(0.99, max(self.height_share, need / h))

    def cells(self, width: int) -> None:
        """None: the round's rows are its own (no change under a total; :meth:`draw_sheet`)."""
        return None

    def resize(self, size) -> None:
        super().resize(size)
        self._offer_turns()

    def _offer_turns(self) -> None:
        """The previous and next round's buttons go dim where there is no round that way (the first
        round, the one being played)."""
        if self.table.adapter.rounds > 1:           # the buttons of choices()
            self.buttons[1].enabled = self.round > 1
            self.buttons[2].enabled = self.round < self.table.adapter.round

    def _columns(self, top: int, bottom: int) -> PadColumns:
        """The pad's rows and columns between ``top`` and ``bottom``, measured once per size and
        language (each frame measured every contract's names and every label again)."""
        t = self.app.t
        table = self.table
        n = table.players
        names = tuple(table.seat_name(s) for s in range(n))
        key = (tuple(self.rect), top, bottom, self.app.settings.get("language"), names, table.adapter.first_dealer)
        if self._laid is not None and self._laid[0] == key:
            return self._laid[1]
        rect = self.rect
        line = max(12, (bottom - top) // PAD_ROWS)
        font = widgets.font_px(max(11, line * 0.74))
        bold = widgets.font_px(max(11, line * 0.74), bold=True)
        margin = int(rect.w * 0.025)
        left = rect.x + margin
        num_w = font.size("20")[0] + line // 2
        # each contract by its own name, as the table says it (the short names "Tricks" and "Hearts"
        # read as a trump game in hearts above "Trumps ♥"), where that fits a sixth of the sheet with
        # a trump's suit beside and leaves the players' names whole, else by its short name; the
        # column as wide as the names, no wider (its sixth of the sheet left the players' names cut
        # at 640×400: "Ernesti…")
        first = table.adapter.first_dealer
        widest = max(font.size(names[s])[0] + (line if s == first else 4) for s in range(n))  # the cross
        # the match's part beside at least its share of the sheet, wider where its names need it
        # to stand in one row (at 800×500 they stood on two staggered rows, the second on the red
        # rule) as far as the round's names (and the cross) and its contracts' short names leave room
        short_w = max(font.size(t(f"dk.short.{c}"))[0] for c in R.CONTRACT_NAMES) + line + 4
        least = left + num_w + short_w + n * widest + margin
        split = min(rect.x + int(rect.w * 0.62), max(least, rect.right - margin - 4 - self._match_labels_w(font, bold)
                                                     - n * self._match_head_w(font, line)))
        room = min(int(rect.w * 0.17), split - margin - left - num_w - n * widest) - line - 4
        named = {c: own if font.size(own := t(f"dk.contract.{c}"))[0] <= room else t(f"dk.short.{c}")
                 for c in R.CONTRACT_NAMES}
        con_w = min(int(rect.w * 0.17), max(font.size(name)[0] for name in named.values()) + line + 4)
        cols_x = left + num_w + con_w
        col = (split - margin - cols_x) // n
        face, heads, centres, cross = self._round_heads(names, first, font, bold, col, line, cols_x - left)
        # the round's totals' labels left of the players' columns, a gap before their rule: "Points
        # de classement" ran into its first figure at 640×400; in fewer words where it must
        room = cols_x - 2 - max(6, line // 2) - left
        labels = {key: widgets.fit_first([t(k) for k in keys], bold, room)
                  for key, keys in (("totals", ("dk.sheet.totals",)), ("net", ("dk.sheet.net",)),
                                    ("ranking", ("dk.sheet.ranking_points", "dk.col.ranking_points",
                                                 "dk.sheet.rp_short")))}
        right = rect.right - margin
        label_w = max(self._match_labels_w(font, bold),
                      min(int((right - split) * 0.42), right - split - n * self._match_head_w(font, line)))
        match_col = (right - split - label_w) // n
        staggered = heads_staggered(list(names), font, match_col)
        head = t("dk.sheet.match")
        room = right - split - 8              # on its own row, over the names
        if staggered:
            # "The match" beside the first name, which may reach over the labels' column by half a
            # column: the labels' column as wide as that needs ("The m…" at 640×400)
            for _ in range(2):
                over = max(0, min(font.size(names[0])[0], 2 * match_col - 6) // 2 - match_col // 2)
                label_w = max(label_w, bold.size(head)[0] + 4 + over + max(6, line // 2))
                match_col = (right - split - label_w) // n
            room = label_w - 4 - over - max(6, line // 2)
        laid = PadColumns(line, font, bold, margin, left, num_w, con_w, cols_x, col, split, named, face, labels,
                          label_w, match_col, staggered, widgets.fit(head, bold, room), heads, centres, cross)
        self._laid = (key, laid)
        return laid

    @staticmethod
    def _round_heads(names: tuple, first: int, font, bold, col: int, line: int, lead: int) -> tuple:
        """The round's names as they stand over its columns ``col`` wide and the first dealer's cross
        beside his name (:func:`heads_placed`): in bold where every name fits so ("Ernes…" at
        640×400), else all in the pad's hand, each cut only where it outgrows its column and, the
        first dealer's, where it and his cross do not fit beside the others (a long name of the
        person's): the face, the names said, their centres and the cross's."""
        for face in (bold, font):
            heads = [widgets.fit(name, face, col - 4) for name in names]
            placed = heads_placed(col, [face.size(h)[0] for h in heads], first, line, lead)
            if placed is not None and heads == list(names):
                return face, tuple(heads), tuple(placed[0]), placed[1]
        for room in range(col - 4, -1, -1):    # the first dealer's name shorter until it and the cross fit
            heads[first] = widgets.fit(names[first], font, room)
            placed = heads_placed(col, [font.size(h)[0] for h in heads], first, line, lead if room else col * first)
            if placed is not None:
                break
        assert placed is not None                   # his name cut to nothing leaves the others where they stand
        return font, tuple(heads), tuple(placed[0]), placed[1]

    def draw_sheet(self, surface) -> None:
        t = self.app.t
        table = self.table
        n = table.players
        rect = self.rect
        title = t("table.scores_title", game=t("game.double_king"))
        if table.adapter.rounds > 1:
            title += " — " + t("dk.round_n", n=self.round, total=table.adapter.rounds)
        top = self.title(surface, title)            # the title's line leaves room under its letters
        bottom = (self.buttons[0].rect.top if self.buttons else rect.bottom) - int(rect.h * 0.008)
        lay = self._columns(top, bottom)
        line, font, bold, margin, left, num_w = lay.line, lay.font, lay.bold, lay.margin, lay.left, lay.num_w
        named, con_w, cols_x, col, split = lay.named, lay.con_w, lay.cols_x, lay.col, lay.split
        # ruled lines under every row, as on a pad
        ry = top + line
        while ry < bottom:
            pygame.draw.line(surface, theme.PAPER_RULE, (rect.x + 6, ry), (rect.right - 6, ry))
            ry += line
        half = col // 2
        ink = theme.INK
        y = top
        # names, the first dealer's cross (§2), then − and + under each
        self._draw_names(surface, lay, y)
        y += line
        # over the deals' numbers, as they stand (from its left, "No." touched "Contract" at 640×400)
        widgets.draw_text(surface, t("dk.sheet.deal"), font, ink, (left + num_w - line // 2, y + line // 2), "midright")
        widgets.draw_text(surface, t("dk.sheet.contract"), font, ink, (left + num_w, y + line // 2), "midleft")
        for s in range(n):
            x0 = cols_x + s * col
            widgets.draw_text(surface, "−", bold, theme.RED, (x0 + half // 2, y + line // 2), "center")
            widgets.draw_text(surface, "+", bold, ink, (x0 + half + half // 2, y + line // 2), "center")
        y += line
        pygame.draw.line(surface, theme.RED, (left, y - 1), (split - margin, y - 1), 2)
        for s in range(n + 1):
            x = cols_x + s * col - RULE_LEFT
            pygame.draw.line(surface, theme.PAPER_RULE, (x, top + line), (x, y + line * (DEALS_PER_ROUND + 3)))
        rows = {row["deal_in_round"]: row for row in table.adapter.sheet_rows() if row["round"] == self.round}
        four = bool(self.app.settings.get("four_colour", False))
        neg_sum, pos_sum = [0] * n, [0] * n
        for k in range(1, DEALS_PER_ROUND + 1):
            cy = y + line // 2
            widgets.draw_text(surface, str(k), font, ink, (left + num_w - line // 2, cy), "midright")
            row = rows.get(k)
            if row is not None:
                label = named[row["contract"]]
                r = widgets.draw_text(surface, widgets.fit(label, font, con_w - line), font, ink,
                                      (left + num_w, cy), "midleft")
                if row["trump"]:
                    box = pygame.Rect(0, 0, int(line * 0.7), int(line * 0.7))
                    box.midleft = (r.right + line // 4, cy)
                    draw_suit(surface, row["trump"], box, suit_colour(row["trump"], four))
                self._draw_points(surface, row, font, [cols_x + s * col for s in range(n)], half, cy, line)
                for s, pts in enumerate(row["points"]):
                    neg_sum[s] += max(0, -pts)
                    pos_sum[s] += max(0, pts)
            y += line
        pygame.draw.line(surface, ink, (left, y), (split - margin, y), 1)
        done = [r for r in table.adapter.rounds_done()]
        finished = self.round <= len(done)
        cy = y + line // 2
        widgets.draw_text(surface, lay.labels["totals"], bold, ink, (left, cy), "midleft")
        for s in range(n):
            x0 = cols_x + s * col
            widgets.draw_text(surface, str(neg_sum[s]), bold, theme.RED, (x0 + half // 2, cy), "center")
            widgets.draw_text(surface, str(pos_sum[s]), bold, ink, (x0 + half + half // 2, cy), "center")
        y += line
        cy = y + line // 2
        widgets.draw_text(surface, lay.labels["net"], bold, ink, (left, cy), "midleft")
        for s in range(n):
            net = pos_sum[s] - neg_sum[s]
            widgets.draw_text(surface, i18n.signed(net), bold, theme.RED if net < 0 else ink,
                              (cols_x + s * col + half, cy), "center")
        y += line
        cy = y + line // 2
        widgets.draw_text(surface, lay.labels["ranking"], bold, ink, (left, cy), "midleft")
        for s in range(n):
            text = str(done[self.round - 1][1][s]) if finished else "·"
            widgets.draw_text(surface, text, bold, ink, (cols_x + s * col + half, cy), "center")
        self._draw_rounds(surface, lay, top, done)

    def _draw_points(self, surface, row: dict, font, xs: list, half: int, cy: int, line: int) -> None:
        """A deal's points under each player: − or + column, the chooser's circled (§3)."""
        atout = row["contract"] == "atout"
        for s, pts in enumerate(row["points"]):
            chooser = s == row["chooser"]
            if not (pts or chooser):
                continue
            cx = xs[s] + half + half // 2 if (pts > 0 or (pts == 0 and atout)) else xs[s] + half // 2
            widgets.draw_text(surface, str(abs(pts)), font, theme.RED if pts < 0 else theme.INK, (cx, cy), "center")
            if chooser:
                ink_circle(surface, (cx, cy), max(8, half // 3), ring_height(line), ring_pen(line))

    def _draw_names(self, surface, lay: PadColumns, y: int) -> None:
        """The players' names over the round's columns from ``y``, and the first dealer's cross
        (§2) beside his name (:meth:`_round_heads`)."""
        line = lay.line
        for said, centre in zip(lay.heads, lay.centres):
            widgets.draw_text(surface, said, lay.face, theme.INK, (lay.cols_x + centre, y + line // 2), "center")
        ink_cross(surface, (lay.cols_x + lay.cross, y + line // 2), cross_radius(line))

    def _draw_rounds(self, surface, lay: PadColumns, top: int, done) -> None:
        """The rounds played and the match totals with their tie-breaks (§6)."""
        t = self.app.t
        table = self.table
        n = table.players
        ink = theme.INK
        x, line, font, bold = lay.split, lay.line, lay.font, lay.bold
        right = self.rect.right - lay.margin
        pygame.draw.line(surface, theme.RED, (x - 4, top), (x - 4, top + line * PAD_ROWS), 1)
        # the labels' column as narrow as their fewest words need where the names want the room
        label_w, col = lay.label_w, lay.match_col
        # the heads on the round's two rows, the rounds level with its deals: the match's name over
        # the players' names, or beside the first of them where these stand on two staggered rows
        # (640×400: on three rows, the second lay on the red rule under them)
        widgets.draw_text(surface, lay.match_head, bold, ink, (x + 4, top + line // 2), "midleft")
        column_heads(surface, [table.seat_name(s) for s in range(n)], font, x + label_w, col,
                     top if lay.staggered else top + line, line)
        y = top + 2 * line
        pygame.draw.line(surface, theme.RED, (x, y - 1), (right, y - 1), 2)
        rows = [[f"{rp[s]} ({i18n.signed(net[s])})" for s in range(n)] for net, rp in done]
        if any(font.size(text)[0] > col - line // 2 for row in rows for text in row):
            rows = [[str(points) for points in rp] for _, rp in done]    # the round's own page has its net
        for i, row in enumerate(rows, 1):
            widgets.draw_text(surface, t("dk.round_short", n=i), font, ink, (x + 4, y + line // 2), "midleft")
            for s, text in enumerate(row):
                widgets.draw_text(surface, text, font, ink, (x + label_w + s * col + col // 2, y + line // 2), "center")
            y += line
        if not done:
            widgets.draw_text(surface, t("dk.sheet.no_round_yet"), font, ink, (x + 4, y + line // 2), "midleft")
            y += line
        # every row between two of the pad's ruled lines (half a row off, the lines struck the text)
        pygame.draw.line(surface, ink, (x, y), (right, y), 1)
        totals = table.adapter.ranking_totals()
        nets, best = zip(*(R.tie_breaks([net for net, _ in done], s) for s in range(n)))
        # before any round is done no figure stands beside the labels: they have the whole width
        # (at 640×400 they read "Pts de classe…" and "Meilleure ron…" beside nothing)
        room = label_w - 4 if done else right - x - 8
        rows = [([t("dk.sheet.total_rp"), t("dk.col.ranking_points"), t("dk.sheet.rp_short")],
                 [str(v) for v in totals], bold),
                ([t("dk.sheet.total_net")], [i18n.signed(v) for v in nets], font),
                ([t("dk.sheet.best_round"), t("dk.sheet.best_short")], [i18n.signed(v) for v in best], font)]
        for labels, values, f in rows:
            # the first of its words that fits, the pad's abbreviations last ("Pts de classe…")
            widgets.draw_text(surface, widgets.fit_first(labels, f, room), f, ink, (x + 4, y + line // 2), "midleft")
            if done:
                for s in range(n):
                    widgets.draw_text(surface, values[s], f, ink,
                                      (x + label_w + s * col + col // 2, y + line // 2), "center")
            y += line
        y += line
        tie_breaks = widgets.wrap(t("dk.sheet.tie_breaks"), font, right - x - 8)
        for text in tie_breaks:
            widgets.draw_text(surface, text, font, ink, (x + 4, y + line // 2), "midleft")
            y += line
        # the key on the same line all match: under the last line the match's part will have at its
        # end (its rounds, totals, tie-breaks and final ranking), level with the round's last rows
        # at the least (as the rounds were written it moved down under them)
        full = 2 + table.adapter.rounds + len(rows) + 1 + len(tie_breaks) + 1 + n
        ranking = table.adapter.ranking
        if done and len(done) == table.adapter.rounds and ranking is not None:
            y += line
            where = seat_places(ranking)
            for s in sorted(range(n), key=lambda s: where[s][0]):
                place, shared = where[s]
                said = place_text(self.app.settings["language"], place, shared)
                widgets.draw_text(surface, f"{said} — {table.seat_name(s)}", font, ink, (x + 4, y + line // 2),
                                  "midleft")
                y += line
        self._draw_key(surface, x, top + line * max(full + 1, DEALS_PER_ROUND + 3), right, line, font)

    def _match_head_w(self, font, line: int) -> int:
        """How wide a player's column of the match needs to be for the names over them to stand
        whole in one row, apart (column_heads staggers them where one is cut)."""
        return max(font.size(self.table.seat_name(s))[0] for s in range(self.table.players)) + 4 + line // 2

    def _match_labels_w(self, font, bold) -> int:
        """How wide the match's labels need their column at least: a round's name and each total's
        label in its fewest words."""
        t = self.app.t
        return 8 + max(font.size(t("dk.round_short", n=self.table.adapter.rounds))[0],
                       min(bold.size(t(key))[0] for key in ("dk.sheet.total_rp", "dk.col.ranking_points",
                                                            "dk.sheet.rp_short")),
                       font.size(t("dk.sheet.total_net"))[0],
                       min(font.size(t(key))[0] for key in ("dk.sheet.best_round", "dk.sheet.best_short")))

    def _draw_key(self, surface, x: int, y: int, right: int, line: int, font) -> None:
        """What the pen's two marks mean, in the pad's last rows: the cross, the circles (§2, §3)."""
        draw_key(surface, [(lambda at: ink_cross(surface, at, max(3, line // 4)), self.app.t("dk.sheet.key_cross")),
                           (lambda at: ink_circle(surface, at, max(6, line // 2 - 1), ring_height(line),
                                                  ring_pen(line)), self.app.t("dk.sheet.key_circle"))],
                 x, y, right, line, font)


class DoubleKingDealEnd(DealEndScene):
    """The end of a deal: its contract, why it ended, each player's tricks and points, the round's
    net so far; at the end of a round, its ranking points (§5)."""

    width_share = 0.7
    grows = True

    def _heads(self) -> list[str]:
        t = self.app.t
        heads = [t("table.col.player"), t("dk.col.tricks"), t("dk.col.deal"), t("dk.col.net")]
        return heads + [t("dk.col.ranking_points")] if self.summary.get("round_end") else heads

    def _needs(self) -> list[int]:
        """How wide each column must be: its head (small) or its widest figure or name (body),
        the chooser's name with its ink ring round it."""
        s = self.summary
        table = self.table
        body, small = self.app.font("body"), self.app.font("small")
        nets = s.get("net") or [0] * table.players
        cells = [[table.seat_name(seat) for seat in range(table.players)],
                 [str(n) for n in s["tricks"]], [i18n.signed(p) for p in s["points"]],
                 [i18n.signed(n) for n in nets]]
        if s.get("round_end"):
            cells.append([str(p) for p in s["round_end"]["ranking_points"]])
        ring = body.get_linesize()                   # the ring's overshoot on both sides of a name
        needs = [max(small.size(head)[0], max(body.size(c)[0] for c in col)) + COLUMN_GAP
                 for head, col in zip(self._heads(), cells)]
        needs[0] += ring
        return needs

    def columns(self, width: int) -> list[int]:
        """Where each column starts, from the sheet's left edge, in a sheet ``width`` wide."""
        needs = self._needs()
        return spread_columns(needs, width, [2] + [1] * (len(needs) - 1))

    def resize(self, size) -> None:
        # wider where the columns' heads and figures need it ("Pts de classe…" at 800×500 in French)
        self.width_share = share_for_columns(self._needs(), size[0], type(self).width_share)
        super().resize(size)

    def _taken_lines(self, width: int) -> list[str]:
        """Where every trick costs the same ("No tricks", trumps), that price once, and where each
        penalty card does ("No queens": −2 each), that price once (first: the figures' key, kept
        where a low window cuts the last lines); then who took which penalty card in which trick
        (Double King shows no trick again by rule), and where a trick costs by its number (the 7th,
        the 13th), who took it and what it cost; wrapped to the sheet's ``width``."""
        from ..table.log import card_name
        t = self.app.t
        table = self.table
        s = self.summary
        small = self.app.font("small")
        room = width - 2 * int(width * 0.06)
        prices = s.get("prices") or []
        contract = s["contract"]
        lines = []
        if len(set(prices)) == 1 and prices[0]:             # one price for every trick
            lines += widgets.wrap(t("dk.deal_end.per_trick", points=i18n.signed(signed_points(contract, prices[0]))),
                                  small, room)
        elif price := card_price(contract):                 # one price for each penalty card
            lines += widgets.wrap(t(f"dk.deal_end.per_card.{contract}",
                                    points=i18n.signed(signed_points(contract, price))), small, room)
        for seat in range(table.players):
            parts = []
            for n, winner, cards, pts in s.get("taken", []):
                if winner != seat:
                    continue
                if cards:
                    parts.append(t("dk.deal_end.taken_in", n=n, cards=", ".join(card_name(t, c) for c in cards)))
                elif pts and len(set(prices)) > 1:          # a priced trick, by its number (§4)
                    parts.append(t("dk.deal_end.priced_in", n=n,
                                   points=i18n.signed(signed_points(contract, pts))))
            if parts:
                line = t("dk.deal_end.taken", name=table.seat_name(seat), what=i18n.dotted(parts))
                lines += widgets.wrap(line, small, room)
        return lines

    def _below_rows(self, taken: list[str]) -> int:
        """What the sheet says under the players' rows: the round's end, who took what (``taken``,
        :meth:`_taken_lines`)."""
        small = self.app.font("small").get_linesize()
        return small * bool(self.summary.get("round_end")) + small // 2 + small * len(taken)

    def content_height(self, size) -> float | None:
        body, small = self.app.font("body").get_linesize(), self.app.font("small").get_linesize()
        width = int(size[0] * self.width_share)
        rows = body * 1.35 * (self.table.players + 1.2)
        return self.frame_height(size[1]) + body * 2 + small + rows + self._below_rows(self._taken_lines(width)) + small

    def height_of(self, size) -> float:
        # its rows counted at their tightest above: never less than its share, where they breathe
        return max(self.height_share, super().height_of(size))

    def draw_sheet(self, surface) -> None:
        t = self.app.t
        s = self.summary
        table = self.table
        title = t("dk.deal_end_title", n=s["deal_in_round"], total=DEALS_PER_ROUND)
        top = self.title(surface, title)
        body, small = self.app.font("body"), self.app.font("small")
        who = t("dk.you") if s["chooser"] == table.person else table.seat_name(s["chooser"])
        line1 = t("dk.deal_end.contract", contract=contract_label(t, s["contract"], s["trump"]), name=who)
        paper_note(surface, line1, body, (self.rect.centerx, top + 4))
        reason = (t(f"dk.banner.early_end.{s['contract']}") if s["reason"] == "early_end"
                  else t("dk.deal_end.all_tricks"))
        paper_note(surface, reason, small, (self.rect.centerx, top + 6 + body.get_linesize()))
        rnd = s.get("round_end")
        cols = [self.rect.x + c for c in self.columns(self.rect.w)]
        right = self.rect.right - int(self.rect.w * 0.06)
        y = top + body.get_linesize() * 2 + small.get_linesize()
        taken = self._taken_lines(self.rect.w)
        room = self.buttons[0].rect.top - 4 - y - self._below_rows(taken)
        line = int(max(body.get_linesize() * 1.1, min(body.get_linesize() * 1.9, room / (table.players + 1.2))))
        for i, (text, x) in enumerate(zip(self._heads(), cols)):
            room = (cols[i + 1] if i + 1 < len(cols) else right) - x - 6
            widgets.draw_text(surface, widgets.fit(text, small, room), small, theme.INK, (x, y), "topleft")
        y += int(line * 0.8)
        pygame.draw.line(surface, theme.RED, (self.rect.x + 6, y), (self.rect.right - 6, y), 2)
        nets = s.get("net") or [0] * table.players
        for seat in range(table.players):
            cy = y + line // 2
            name = table.seat_name(seat)
            r = widgets.draw_text(surface, widgets.fit(name, body, cols[1] - cols[0] - line), body, theme.INK,
                                  (cols[0], cy), "midleft")
            if seat == s["chooser"]:
                ink_circle(surface, r.center, r.w // 2 + line // 3, int(line * 0.42))
            widgets.draw_text(surface, str(s["tricks"][seat]), body, theme.INK, (cols[1], cy), "midleft")
            pts = s["points"][seat]
            widgets.draw_text(surface, i18n.signed(pts), body, theme.RED if pts < 0 else theme.INK,
                              (cols[2], cy), "midleft")
            widgets.draw_text(surface, i18n.signed(nets[seat]), body, theme.RED if nets[seat] < 0 else theme.INK,
                              (cols[3], cy), "midleft")
            if rnd:
                widgets.draw_text(surface, str(rnd["ranking_points"][seat]), body, theme.INK,
                                  (cols[4], cy), "midleft")
            y += line
            rule(surface, self.rect, y)
        if rnd:
            widgets.draw_text(surface, t("dk.deal_end.round_over", n=rnd["round"]), small, theme.INK,
                              (self.rect.centerx, y + 6), "midtop")
            y += small.get_linesize()
        self._draw_taken(surface, y + small.get_linesize() // 2, taken)

    def _draw_taken(self, surface, y: int, taken: list[str]) -> None:
        """The lines under the rows as far as the buttons leave room; where some are left, the last
        line drawn ends with "…" (they were dropped without a sign: who took the last cards read
        as nobody)."""
        small = self.app.font("small")
        bottom = self.buttons[0].rect.top - 4
        left = self.rect.x + int(self.rect.w * 0.06)
        room = max(0, (bottom - y) // small.get_linesize())
        if len(taken) > room > 0:
            width = self.rect.w - 2 * int(self.rect.w * 0.06)
            taken = taken[:room - 1] + [widgets.fit_words(" ".join(taken[room - 1:]), small, width)]
        for part in taken[:room]:
            widgets.draw_text(surface, part, small, theme.INK, (left, y))
            y += small.get_linesize()


class DoubleKingMatchEnd(MatchEndScene):
    """The final ranking with ranking points, shared places shown, and the tie-breaks (§6)."""

    width_share = 0.7

    def head(self) -> str:
        """Who won the match, and where the person finished."""
        t = self.app.t
        r = self.result
        table = self.table
        where = seat_places(r["ranking"])
        first = r["ranking"][0]
        if table.person in first:
            return t("dk.end.you_win_shared") if len(first) > 1 else t("dk.end.you_win")
        if len(first) > 1:
            return t("dk.end.shared_win", names=i18n.listed((table.seat_name(s) for s in first), t))
        place, shared = where[table.person]
        return t("dk.end.winner", name=table.seat_name(first[0]),
                 place=place_text(self.app.settings["language"], place, shared))

    def _columns_text(self) -> tuple[list[str], list[list[str]]]:
        """The table's heads and, row by row in the ranking's order, its cells."""
        t = self.app.t
        r = self.result
        table = self.table
        where = seat_places(r["ranking"])
        heads = [t("dk.col.place"), t("table.col.player"), t("dk.col.ranking_points"), t("dk.col.total_net"),
                 t("dk.col.best_round")]
        rows = []
        for s in sorted(range(table.players), key=lambda s: (where[s][0], s)):
            place, shared = where[s]
            total, best = R.tie_breaks([net for net, _ in r["rounds"]], s)
            rows.append([place_text(self.app.settings["language"], place, shared), table.seat_name(s),
                         str(r["ranking_points"][s]),
                         i18n.signed(total), i18n.signed(best)])
        return heads, rows

    def _winners_face(self):
        """The winners' row, in bold ink (red on paper means a negative number)."""
        return widgets.font_px(self.app.font("body").get_height() * 0.8, bold=True)

    def _needs(self) -> list[int]:
        """Each column's width: its head (small) or its widest cell (body, the winners' in bold)."""
        body, small = self.app.font("body"), self.app.font("small")
        bold = self._winners_face()
        heads, rows = self._columns_text()
        return [max([small.size(head)[0]] + [max(body.size(row[i])[0], bold.size(row[i])[0]) for row in rows])
                + COLUMN_GAP
                for i, head in enumerate(heads)]

    def resize(self, size) -> None:
        # wider where the columns need it ("Pts de classe…", "Meilleure ro…" at 640×400 in French)
        self.width_share = share_for_columns(self._needs(), size[0], type(self).width_share)
        super().resize(size)

    def content_height(self, size) -> float | None:
        # the head, the columns' heads, a row for each player, the tie-breaks
        body, small = self.app.font("body"), self.app.font("small")
        width = int(size[0] * self.width_share) - 60
        said = self.said_height(self.head(), body, width) + self.said_height(self.app.t("dk.sheet.tie_breaks"),
                                                                             small, width)
        rows = self.table.players * int(body.get_linesize() * 1.35)
        return self.frame_height(size[1]) + body.get_linesize() / 2 + said + small.get_linesize() * 4.4 + rows

    def draw_result(self, surface, top: int) -> None:
        t = self.app.t
        r = self.result
        table = self.table
        body, small = self.app.font("body"), self.app.font("small")
        where = seat_places(r["ranking"])
        y = top + body.get_linesize() // 2
        y += widgets.text_in_box(surface, self.head(), body, theme.INK,
                                 pygame.Rect(self.rect.x + 30, y, self.rect.w - 60, body.get_linesize() * 2),
                                 valign="top")
        y += small.get_linesize()
        rounds = r["rounds"]
        span = self.rect.w - 2 * int(self.rect.w * 0.06)
        cols = [self.rect.x + c for c in spread_columns(self._needs(), self.rect.w, [1, 2, 1, 1, 1])]
        heads, rows = self._columns_text()
        for i, (text, x) in enumerate(zip(heads, cols)):
            room = (cols[i + 1] - x - 6) if i < 4 else self.rect.right - x - 6
            widgets.draw_text(surface, widgets.fit(text, small, room), small, theme.INK, (x, y), "topleft")
        y += int(small.get_linesize() * 1.4)
        pygame.draw.line(surface, theme.RED, (self.rect.x + 6, y - 2), (self.rect.right - 6, y - 2), 2)
        line = int(body.get_linesize() * 1.35)
        for s, values in zip(sorted(range(table.players), key=lambda s: (where[s][0], s)), rows):
            place, shared = where[s]
            total, best = R.tie_breaks([net for net, _ in rounds], s)
            signs = [0, 0, 0, total, best]
            for i, (text, x) in enumerate(zip(values, cols)):
                f = body                # one type across the row: its figures read as one line
                if place == 1:          # the winners in bold ink
                    f = self._winners_face()
                widgets.draw_text(surface, widgets.fit(text, f, (cols[i + 1] - x - 6) if i < 4 else span),
                                  f, theme.RED if signs[i] < 0 else theme.INK, (x, y + line // 2), "midleft")
            y += line
            rule(surface, self.rect, y)
        y += small.get_linesize() // 2
        widgets.text_in_box(surface, t("dk.sheet.tie_breaks"), small, theme.INK,
                            pygame.Rect(self.rect.x + 30, y, self.rect.w - 60, small.get_linesize() * 2),
                            valign="top")
