"""The deal review (issue 16): a finished deal replayed with every hand open, trick by trick,
forwards and back (buttons, arrow keys, Home and End), each of the person's decisions that another
choice would have done better marked with its cost in the game's points and the better choice,
and a summary line. The review itself (game/ai/review.py) runs in a background process
(:mod:`.background`); the window never waits for it: it says "reviewing…" and how far the review
has come, and lists each costly decision as soon as it is judged.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple, TypeVar, cast

import pygame

from game.ai.review import PLAYOUT_LEVEL
from game.engine import double_king_rules, game_module

from .. import i18n, theme, widgets
from ..cards import ART, INDEX_WHOLE_PX, RATIO, card_size
from ..config import deal_number, seat_label
from ..hints import action_text
from ..i18n import amount_text, as_written
from ..scene import Scene
from ..table.draw import draw_led_mark
from ..table.stage import sort_hand
from .background import Background
from .learn_work import DealStory, Trick, review_deal, story

COST_SHOWN = 0.05        # a decision costing less than this (an estimate's noise) is not marked
ROW_PAD = 4              # the height a row of the board keeps round its cards
TIGHT_PAD = 0            # ... on a board drawn tight (:meth:`ReviewScene.draw_board`)
TIGHT_TALK_LINES = 2     # the lines what a seat said keeps there beside the hands as dealt
FEWEST_TALK_LINES = 1    # ... where two leave the cards shorter than INDEX_WHOLE_PX
_T = TypeVar("_T")


def _margin(size) -> int:
    """The review's margin, sized as the type is (a tall window's as a window of its width would)."""
    return max(8, int(theme.text_height(size) * 0.025))


class ReviewScene(Scene):
    """``step`` 0 shows the hands as dealt and the decisions before the first card; step k the
    hands before trick k and its cards. ``judgements`` maps a record index to the review's entry
    for a costly decision, once the background work is done."""

    def __init__(self, app, record, deal: int, seat: int = 0, use_process: bool = True,
                 leave: str = "common.back", followed=frozenset()) -> None:
        super().__init__(app)
        self.record = record
        # the record's indices of decisions that took the hint's advice: a hint sees only the
        # person's cards, the review every card, so a hint followed may be listed (said beside it)
        self.followed = frozenset(followed)
        self.deal = deal
        self.seat = seat
        self.story: DealStory = story(record, deal)
        self.step = 0
        self.job: Background | None = Background(review_deal, record.to_json(), deal, seat,
                                                 use_process=use_process, reports=True)
        self.judged: list[dict] = []      # the decisions judged so far, in order, while the review works
        self.result: dict | None = None
        self.error = ""
        self.judgements: dict[int, dict] = {}
        self.list_rects: list[tuple[pygame.Rect, int]] = []
        self.list_top = 0              # the first costly decision in sight, when they do not all fit
        self.list_focus: int | None = None    # the decision the list last brought into sight
        # the board drawn tight (:meth:`draw_board`): who takes the trick said in the footer
        self.tight = False
        # what a seat said, cut there, and where its cut line lies: the pointer over it shows it whole
        self.cut_talk: list[tuple[pygame.Rect, str]] = []
        # the board laid out (:meth:`board_layouts`), and for what; each step's layout, by its key
        self._laid_for: tuple[tuple, tuple[bool, int, dict]] | None = None
        self._steps_laid: dict[tuple, tuple[_Shown, list[tuple[pygame.Rect, _Rows]]]] = {}
        self._counts: dict[tuple, int] = {}       # the board's columns, by window (:meth:`columns`)
        t = app.t
        self.prev_button = widgets.Button((0, 0, 1, 1), t("review.previous"), lambda: self.go(-1))
        self.next_button = widgets.Button((0, 0, 1, 1), t("review.next"), lambda: self.go(1), default=True)
        self.back_button = widgets.Button((0, 0, 1, 1), t(leave), self.close)   # "See the result" over a sheet

    # ------------------------------------------------------------ state

    @property
    def steps(self) -> int:
        return len(self.story.tricks) + 1

    def go(self, delta: int) -> None:
        self.step = max(0, min(self.steps - 1, self.step + delta))

    def jump(self, direction: int) -> None:
        """To the step of the next costly decision (``direction`` 1) or the one before (-1), as a
        click on it in the list does; nowhere past the first or the last."""
        steps = sorted({self.step_of(index) for index in self.judgements})
        ahead = [k for k in steps if (k - self.step) * direction > 0]
        if ahead:
            self.step = ahead[0] if direction > 0 else ahead[-1]

    def step_of(self, index: int) -> int:
        """The step showing the record's action ``index``."""
        for k, trick in enumerate(self.story.tricks, 1):
            if index in trick.indices:
                return k
        return 0

    def close(self) -> None:
        if self.job is not None:
            self.job.close()
            self.job = None
        if self.app.top is self:
            self.app.pop()

    def update(self, dt: float) -> None:
        if self.job is None:
            return
        for d in self.job.parts():          # a decision judged: listed at once where it cost
            self.judged.append(d)
            if d["cost"] >= COST_SHOWN:
                self.judgements[d["index"]] = d
        got = self.job.done()
        if got is None:
            return
        self.job = None
        status, value = got
        if status != "ok":
            self.error = str(value)
            return
        self.result = value
        self.judgements = {d["index"]: d for d in value["decisions"] if d["cost"] >= COST_SHOWN}

    def busy(self) -> bool:
        return False           # the work is in another process: the window idles meanwhile

    def look(self) -> object:
        return self.job is None, len(self.judged)     # the review worked out, or a decision more

    def summary(self) -> str:
        t = self.app.t
        if self.error:
            return t("review.failed", reason=self.error)
        if self.result is None:
            step = self.step_of(self.judged[-1]["index"]) if self.judged else 0
            return t("review.working_at", n=step, total=len(self.story.tricks)) if step else t("review.working")
        count = len(self.judgements)
        if not count:
            estimated = self.estimated()
            if estimated:        # no cost stood clear of the play-outs' noise: not "none cost anything"
                return i18n.counted("review.summary_estimated", estimated, self.app.settings["language"])
            return t("review.summary_none")
        # each cost is measured on its own (the rest of the deal played out from that decision):
        # they do not add up, so the heading counts them and names the costliest, never a sum
        worst = max(self.judgements.values(), key=lambda d: (as_written(d["cost"]), -d["index"]))
        cost, unit = self.cost_words(worst)
        return i18n.counted("review.summary", count, self.app.settings["language"], cost=cost, unit=unit,
                            where=self.where(worst["index"]))

    def estimated(self) -> int:
        """How many of the person's decisions the review valued by play-outs, not exactly (early in
        a deal, each action followed by the Débutant at every seat: game.ai.review), once worked
        out: a cost there is listed only where it stands clear of their noise, so that none listed
        does not say such a decision was as good as the best."""
        if self.result is None:
            return 0
        return sum(1 for d in self.result["decisions"] if not d.get("exact"))

    def where(self, index: int) -> str:
        """Where the record's action ``index`` was decided, in a sentence: "at trick 5"."""
        step = self.step_of(index)
        return self.app.t("review.at_talk") if step == 0 else self.app.t("review.at_trick", n=step)

    def cost_words(self, d: dict) -> tuple[str, str]:
        """A decision's cost and its unit as its row and the heading write them: "≈ 0,3" where the
        cost is an estimate (the rest of the deal played out several times, early in a deal; the
        list's legend, ``review.estimate``, says so), "1" where it was worked out exactly."""
        cost = amount_text(d["cost"], self.app.settings["language"])
        return ("" if d.get("exact") else "≈ ") + cost, self.unit(cost)

    def unit(self, amount: str) -> str:
        """The game's unit for ``amount`` as written: one point, two points."""
        one = i18n.singular(amount, self.app.settings["language"])
        return self.app.t(f"review.unit.{self.record.game}" + ("_one" if one else ""))

    def decision_text(self, d: dict, board: bool = False, priced: bool = True, best_only: bool = False) -> str:
        """A costly decision in words: in the list, with the hint's part where the person took its
        advice; on the board under his cards (``board``), without it, where its room is a line, and
        not ``priced``, without its cost (the list says it); ``best_only``, the better choice alone
        (the board shows what was played: the seat's words, its card ringed)."""
        t = self.app.t
        lang = self.app.settings["language"]
        cost, unit = self.cost_words(d)
        held = self.held(self.story.dealt, self.seat)          # an écart's cards, as the hand showed them
        hinted = d.get("index") in self.followed and not board
        key = "review.decision_hinted" if hinted else "review.decision" if priced else "review.decision_unpriced"
        if best_only:
            key = "review.decision_best"
        return i18n.capitalised(t(key, played=action_text(d["played"], lang, held),
                                  best=action_text(d["best"], lang, held), cost=cost, unit=unit))

    def contract_share(self) -> str:
        """How a Double King contract choice is weighed (game.ai.review): against its fair share,
        each player choosing each kind of contract so many times in a round (§3)."""
        return self.app.t("review.contract_share", negatives=i18n.number(double_king_rules.NEGATIVES_PER_PLAYER),
                          trumps=i18n.number(double_king_rules.TRUMPS_PER_PLAYER))

    def held(self, hands: list[list[str]], seat: int) -> list[str]:
        """``seat``'s cards of ``hands`` in the order the table holds them."""
        return sort_hand(hands[seat], game_module(self.record.game).RANK_ORDER) if seat < len(hands) else []

    def seat_name(self, seat: int) -> str:
        return seat_label(self.record.seats, seat, self.app.t)

    # ------------------------------------------------------------ scene

    def resize(self, size) -> None:
        w, h = size
        m = _margin(size)
        bh = theme.button_height(theme.text_height(size))
        bw = max(110, int(w * 0.15))
        leave = widgets.button_width([self.back_button.label], self.app.font("body"), h)   # its words whole
        self.back_button.rect = pygame.Rect(m, h - m - bh, max(bw, leave), bh)
        self.next_button.rect = pygame.Rect(w - m - bw, h - m - bh, bw, bh)
        self.prev_button.rect = pygame.Rect(w - 2 * m - 2 * bw, h - m - bh, bw, bh)
        title_h = self.app.font("title").get_linesize()
        small_h = self.app.font("small").get_linesize()
        top = m + title_h + small_h + m
        bottom = h - 2 * m - bh
        side = int(w * 0.3) if w >= 900 else int(w * 0.34)
        self.board = pygame.Rect(m, top, w - 3 * m - side, bottom - top)
        self.side = pygame.Rect(self.board.right + m, top, side, bottom - top)

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_RIGHT: 1, pygame.K_LEFT: -1, pygame.K_SPACE: 1, pygame.K_PAGEDOWN: 1,
                    pygame.K_PAGEUP: -1}
            if event.key in keys:
                self.go(keys[event.key])
                return
            if event.key in (pygame.K_UP, pygame.K_DOWN):       # the costly decision before or after
                self.jump(-1 if event.key == pygame.K_UP else 1)
                return
            if event.key == pygame.K_HOME:
                self.step = 0
                return
            if event.key == pygame.K_END:
                self.step = self.steps - 1
                return
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.close()
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):    # the button framed in gold
                if self.step < self.steps - 1:
                    self.go(1)
                else:
                    self.close()
                return
        if event.type == pygame.MOUSEWHEEL and self.side.collidepoint(pygame.mouse.get_pos()):
            self.list_top = max(0, self.list_top - event.y)     # drawing keeps it within the list
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, index in self.list_rects:
                if rect.collidepoint(event.pos):
                    self.step = self.step_of(index)
                    return
        widgets.handle_buttons([self.prev_button, self.next_button, self.back_button], event)

    # ------------------------------------------------------------ drawing

    def draw(self, surface) -> None:
        widgets.draw_felt(surface)
        t = self.app.t
        w, h = surface.get_size()
        m = _margin((w, h))
        title, small = self.app.font("title"), self.app.font("small")
        number = deal_number(t, self.record.game, self.deal, self.record.options)
        head = t("review.title", game=t(f"game.{self.record.game}"), n=number)
        widgets.draw_text(surface, widgets.fit(head, title, w - 2 * m), title, theme.CREAM, (m, m))
        colour = theme.ERROR if self.error else (theme.CREAM_DIM if self.result is None else theme.GOLD)
        widgets.draw_text(surface, widgets.fit(self.summary(), small, w - 2 * m), small, colour,
                          (m, m + title.get_linesize()))
        self.draw_board(surface)
        self.draw_side(surface)
        self.prev_button.enabled = self.step > 0
        self.next_button.enabled = self.next_button.default = self.step < self.steps - 1
        self.back_button.default = not self.next_button.enabled      # at the end Enter leaves
        body = self.app.font("body")
        for button in (self.prev_button, self.next_button, self.back_button):
            button.draw(surface, body)
        step_text = self.step_text()
        r = self.back_button.rect
        widgets.draw_text(surface, widgets.fit(step_text, body, self.prev_button.rect.x - r.right - 2 * m), body,
                          theme.CREAM, ((r.right + self.prev_button.rect.x) // 2, r.centery), "center")
        self.draw_cut_talk(surface)

    def draw_cut_talk(self, surface) -> None:
        """What a seat said, whole, under its line cut on the board, while the pointer is over that
        line (the stirs of a seat beside the hands as dealt, said nowhere else)."""
        pos = pygame.mouse.get_pos()
        spot = next(((rect, text) for rect, text in self.cut_talk if rect.collidepoint(pos)), None)
        if spot is None:
            return
        rect, text = spot
        small = self.app.font("small")
        lines = widgets.wrap(text, small, self.board.w - 20)
        w, h = max(small.size(line)[0] for line in lines) + 10, len(lines) * small.get_linesize() + 2
        at = (min(rect.x, self.board.right - 4 - w), min(rect.bottom + 2, self.board.bottom - 4 - h))
        self.draw_mark(surface, lines, at, theme.PANEL_EDGE)

    def step_text(self) -> str:
        """The footer's words for the step shown: "As dealt", "Trick 4 of 4"; on a board drawn
        tight, who takes the trick after them ("Trick 4 of 4 · Mathilde takes it")."""
        t = self.app.t
        if self.step == 0:
            return t("review.step_talk")
        trick, total = self.story.tricks[self.step - 1], len(self.story.tricks)
        if self.tight and trick.winner is not None:
            if trick.winner == self.seat:
                return t("review.step_won_you", n=self.step, total=total)
            return t("review.step_won", n=self.step, total=total, name=self.seat_name(trick.winner))
        return t("review.step_trick", n=self.step, total=total)

    def draw_board(self, surface) -> None:
        """The board: each seat's row, and over them who takes the trick; laid out once for the
        whole review (:meth:`board_layouts`), so each frame only draws."""
        widgets.Panel(self.board).draw(surface)
        self.tight, card_h, laid = self.board_layouts()
        shown, columns = laid[self.step]
        shown = shown._replace(card_h=card_h)
        trick = shown.trick
        self.cut_talk = []
        whole = self.board.inflate(-16, -12)
        if trick is not None and trick.winner is not None and not self.tight:    # a header line: who takes it
            said = winner_text(self.app, trick.winner == self.seat, self.seat_name(trick.winner))
            widgets.draw_text(surface, said, self.app.font("small"), theme.GOLD, (whole.right, whole.y), "topright")
        for column, rows in columns:
            left = column.x + (0 if rows.heads else int(whole.w * 0.17))    # where the seat's cards begin
            y = column.y
            for seat, height in zip(rows.seats, rows.heights(card_h)):
                self.draw_row(surface, shown, rows, seat, pygame.Rect(column.x, y, column.w, height), left)
                y += height

    def board_layouts(self) -> tuple[bool, int, dict[int, tuple[_Shown, list[tuple[pygame.Rect, _Rows]]]]]:
        """Whether the board is drawn tight, the one card height of every step, and each step's
        board laid out (:meth:`step_layout`): worked out once for the window's size, its language
        and the costly decisions known, kept till one of them changes (the board was laid out anew
        every frame, twice where tight). Where a step's cards would come out shorter than
        ``INDEX_WHOLE_PX`` (their corner index under its least size: 30 to 44 pixels at eight
        Guinguette seats in 640×400), every step is drawn tight (:meth:`columns`), who takes the
        trick said in the footer instead; the step that leaves the cards the shortest sets their
        height at every step (they changed size from one step to the next, the board tight at some
        steps only)."""
        lang = self.app.settings["language"]
        key = (tuple(self.board), tuple(self.app.size), lang, repr(sorted(self.judgements.items())))
        if self._laid_for is not None and self._laid_for[0] == key:
            return self._laid_for[1]
        if self._steps_laid and next(iter(self._steps_laid))[:3] != key[:3]:
            self._steps_laid = {}               # another size or language: no step's layout holds
        plain = {step: self.step_laid(step, False) for step in range(self.steps)}
        card_h = min(laid[0].card_h for laid in plain.values())
        chosen, tight = plain, False
        if card_h < INDEX_WHOLE_PX:
            squeezed = {step: self.step_laid(step, True) for step in range(self.steps)}
            if min(laid[0].card_h for laid in squeezed.values()) > card_h:
                chosen, tight = squeezed, True
                card_h = min(laid[0].card_h for laid in squeezed.values())
        self._laid_for = (key, (tight, card_h, chosen))
        return self._laid_for[1]

    def step_laid(self, step: int, tight: bool) -> tuple[_Shown, list[tuple[pygame.Rect, _Rows]]]:
        """:meth:`step_layout`, kept for the window's size, its language and the step's costly
        decisions (one more judged elsewhere leaves this step as it was laid out)."""
        trick = self.story.tricks[step - 1] if step > 0 else None
        key = (tuple(self.board), tuple(self.app.size), self.app.settings["language"], step, tight,
               tuple(self.marks_of(trick).items()), tuple(self.marks_of(trick, priced=False).items()))
        if key not in self._steps_laid:
            self._steps_laid[key] = self.step_layout(step, tight)
        return self._steps_laid[key]

    def step_layout(self, step: int, tight: bool = False) -> tuple[_Shown, list[tuple[pygame.Rect, _Rows]]]:
        """What the board shows at ``step`` and its columns of rows (:meth:`columns`), the card
        height in ``_Shown`` the tallest they allow; ``tight``, drawn tight, without the header
        line."""
        told = self.story
        trick = told.tricks[step - 1] if step > 0 else None
        marks = self.marks_of(trick)
        short = self.marks_of(trick, priced=False)
        lang = self.app.settings["language"]
        n = self.record.players
        small = self.app.font("small")
        inner = self.board.inflate(-16, -12)
        if trick is not None and trick.winner is not None and not tight:     # a header line: who takes it
            inner = pygame.Rect(inner.x, inner.y + small.get_linesize(), inner.w, inner.h - small.get_linesize())
        hands = trick.hands if trick is not None else told.dealt
        played = dict(trick.cards) if trick is not None else {}
        order = {seat: k for k, (seat, _code) in enumerate(trick.cards, 1)} if trick is not None else {}
        play_w = int(inner.w * 0.13) if trick is not None else 0      # the hands as dealt: no trick yet
        words, out = self.words_of(trick)
        # each card of the trick has its place in the trick's order written left of it ("1st" for
        # the lead): who led, and who came after (the rows are seats, not turns; a newcomer read a
        # revoke where a seat followed a lead); the hands stop short of those words
        places = {seat: i18n.ordinal(k, lang) for seat, k in order.items()}
        place_w = max((small.size(p)[0] for p in places.values()), default=0)
        held = [self.held(hands, seat) for seat in range(n)]
        best = self.marks_of(trick, best_only=True)
        shorter = {seat: [short[seat], best[seat]] for seat in marks}
        card_h, columns = self.columns(inner, play_w, place_w, held, words, marks, tight=tight,
                                       talk=tight and trick is None, short=short, shorter=shorter)
        return _Shown(trick, played, places, marks, out, play_w, card_h), columns

    def draw_played(self, surface, shown: _Shown, seat: int, topleft: tuple[int, int]) -> None:
        """``seat``'s card of the trick shown, its top-left at ``topleft``: its place in the trick's
        order left of it, the winner's framed in gold, the card led marked as on the table, a costly
        one ringed."""
        small = self.app.font("small")
        img = ART.face(shown.played[seat], shown.card_h, self.app.settings["language"],
                       bool(self.app.settings.get("four_colour", False)))
        at = surface.blit(img, topleft)
        widgets.draw_text(surface, shown.places[seat], small, theme.CREAM_DIM, (at.x - 5, at.centery), "midright")
        if shown.trick is not None and shown.trick.winner == seat:
            pygame.draw.rect(surface, theme.GOLD, at.inflate(6, 6), 3, border_radius=5)
        if shown.trick is not None and shown.trick.cards[0][0] == seat:     # the card led, as on the table
            draw_led_mark(surface, at.center, shown.card_h)
        if seat in shown.marks:
            pygame.draw.rect(surface, theme.ERROR, at.inflate(2, 2), 3, border_radius=5)

    def draw_row(self, surface, shown: _Shown, rows: _Rows, seat: int, row: pygame.Rect, left: int) -> None:
        """``seat``'s row of the board in ``row``: its name, its hand from ``left`` on, its card of the
        trick at the row's right end, what it said and what a decision of the person's cost."""
        small = self.app.font("small")
        lang = self.app.settings["language"]
        four = bool(self.app.settings.get("four_colour", False))
        line = small.get_linesize()
        card_h, out = shown.card_h, shown.out
        need, beside = rows.layout(seat, card_h)
        if rows.heads:              # two columns: the name just over the cards, the room left round them
            row = pygame.Rect(row.x, row.y + (row.h - need) // 2, row.w, need)
        above = rows.above(seat) if beside is None else []
        joined = rows.joined(seat) if beside is None else 0
        below = len(rows.mark_lines(seat)) * line + 4 if beside is None and seat in shown.marks else 0
        top = rows.head + (len(above) - joined) * line + 2 * bool(len(above) > joined)
        mid = row.y + top + (row.h - top - below) // 2
        self.draw_name(surface, rows, seat, row, left, mid)
        hand = rows.held[seat]
        x = left
        if hand:
            cw = card_size(card_h)[0]
            stepx = _hand_step(len(hand), cw, rows.room)
            for code in hand:
                img = ART.face(code, card_h, lang, four, dim=seat in out)
                at = surface.blit(img, (x, mid - card_h // 2))
                if shown.played.get(seat) == code:       # the card this seat plays in the trick shown
                    pygame.draw.rect(surface, theme.GOLD, at, 2, border_radius=4)
                x += stepx
            x += cw - stepx
        if seat in shown.played:
            self.draw_played(surface, shown, seat, (row.right - shown.play_w + 4, mid - card_h // 2))
        ink = theme.CREAM_DIM if seat in out else theme.CREAM
        if beside is not None:        # what this seat decided and what it cost, after its cards
            said, label = beside
            ty = mid - (len(said) * line + (len(label) * line + 2 if label else 0)) // 2
            for text in said:
                widgets.draw_text(surface, text, small, ink, (x + rows.gap, ty), "topleft")
                ty += line
            if label:
                self.draw_mark(surface, label, (x + rows.gap, ty))
            return
        # ... or above them (in two columns the first line after the name, where it fits), and
        # the cost under them
        for k, text in enumerate(above):
            if k < joined and rows.heads:
                at = widgets.draw_text(surface, text, small, ink,
                                       (row.x + rows.heads[seat] + rows.gap, row.y + rows.head // 2), "midleft")
            else:
                at = widgets.draw_text(surface, text, small, ink, (left, row.y + rows.head + 2 + (k - joined) * line),
                                       "topleft")
            # cut (on its one line after the name too): the whole where the pointer rests on it
            if rows.talk_lines and k == len(above) - 1 and text.endswith("…") and text != rows.words[seat]:
                self.cut_talk.append((at, rows.words[seat]))
        if seat in shown.marks:
            self.draw_mark(surface, rows.mark_lines(seat), (left, row.bottom - 1 - below + 2))

    def draw_name(self, surface, rows: _Rows, seat: int, row: pygame.Rect, left: int, mid: int) -> None:
        """``seat``'s name, the dealer's said under it: left of its cards (one column), or in two
        columns on a line of its own over them, the dealer's after it."""
        small, body = self.app.font("small"), self.app.font("body")
        name = widgets.fit(self.seat_name(seat), body, (row.w if rows.heads else left - row.x) - 6)
        colour = theme.GOLD if seat == self.seat else theme.CREAM
        dealer = seat == self.story.dealer
        if rows.heads:
            at = widgets.draw_text(surface, name, body, colour, (row.x, row.y + rows.head // 2), "midleft")
            if dealer:
                widgets.draw_text(surface, t_dealer(self.app), small, theme.CREAM_DIM,
                                  (at.right + rows.gap, at.centery), "midleft")
            return
        widgets.draw_text(surface, name, body, colour, (row.x, mid), "midleft")
        if dealer:
            widgets.draw_text(surface, t_dealer(self.app), small, theme.CREAM_DIM,
                              (row.x, mid + body.get_linesize() // 2 + 2), "topleft")

    def columns(self, inner: pygame.Rect, play_w: int, place_w: int, held: list[list[str]],
                words: dict[int, str], marks: dict[int, str], tight: bool = False, talk: bool = False,
                short: dict[int, str] | None = None, shorter: dict[int, list[str]] | None = None
                ) -> tuple[int, list[tuple[pygame.Rect, _Rows]]]:
        """The card height the board's rows share and its columns, each a rectangle and its rows:
        one column, the seats one under the other, each name left of its cards; or, where one column
        leaves the cards shorter than ``theme.CARD_READABLE_PX`` and two make them taller, two, the
        first half of the seats in the left one, each name on a line over its cards. (At eight
        Guinguette seats in 800×500 one column drew every card 36 pixels tall, its corner hard to
        read, in rows half empty.) The choice is the same at every step of a deal: it is made on the
        hands alone, under a trick's header line, so the seats keep their places as the steps go by.
        ``tight``: the rows' gaps the least that keeps names and cards apart, and a costly decision's
        label under the cards never cut mid-figure (it was: "7♣ : mieux valait 3♣ (coût 1…"): its
        ``short`` words, without the cost the list beside says, where the whole label takes more
        than a line, wrapped; with ``talk`` what a seat said on ``TIGHT_TALK_LINES`` lines, cut at a
        space where it must (the hands as dealt, where a seat's stirs took four), on
        ``FEWEST_TALK_LINES`` where that makes cards shorter than ``INDEX_WHOLE_PX`` taller. Tight
        or not, where its cards come out too small to read, the label is kept to a line where that
        makes them taller, in its ``shorter`` words where the whole do not fit
        (:meth:`_Rows.mark_lines`)."""
        small, body = self.app.font("small"), self.app.font("body")
        n = len(held)
        dealer = self.story.dealer

        def laid(count: int, inner: pygame.Rect, play_w: int, place_w: int, words: dict[int, str],
                 marks: dict[int, str], whole: bool = True,
                 talk_lines: int = TIGHT_TALK_LINES) -> tuple[int, list[tuple[pygame.Rect, _Rows]]]:
            per = -(-n // count)
            gap = small.size("   ")[0]
            width = (inner.w - gap * (count - 1)) // count
            left = int(inner.w * 0.17) if count == 1 else 0             # the names' column
            columns = []
            for k in range(count):
                seats = list(range(k * per, min(n, (k + 1) * per)))
                heads = None
                if count > 1:
                    heads = {seat: body.size(widgets.fit(self.seat_name(seat), body, width - 6))[0]
                             + (small.size("  " + t_dealer(self.app))[0] if seat == dealer else 0) for seat in seats}
                rows = _Rows(small, inner.h, width - left - play_w - 10 - place_w, width - left, held, words, marks,
                             seats, heads, max(body.get_linesize(), small.get_linesize()) + 2, whole,
                             pad=TIGHT_PAD if tight else ROW_PAD, talk_lines=talk_lines if talk else 0,
                             short=short if tight else None, shorter=shorter)
                columns.append((pygame.Rect(inner.x + k * (width + gap), inner.y, width, inner.h), rows))
            # as tall as a row allows, and no wider than the column of the trick's cards (with the
            # winner's ring round it): a tall window's rows put the trick's cards over the board's edge
            tallest = max(24, min([int(inner.h // per * 0.86), int(inner.h * 0.2)]
                                  + ([int((play_w - 12) / RATIO)] if play_w else [])))
            return min(rows.card_height(tallest) for _, rows in columns), columns
        whole = self.board.inflate(-16, -12)
        line = small.get_linesize()
        bare = (pygame.Rect(whole.x, whole.y + line, whole.w, whole.h - line), int(whole.w * 0.13),
                small.size(i18n.ordinal(n, self.app.settings["language"]))[0], {}, {})
        key = (tuple(self.board), tuple(self.app.size), self.app.settings["language"])
        if key not in self._counts:         # the same at every step: worked out once
            one = laid(1, *bare)[0]
            self._counts[key] = 2 if n > 1 and one < theme.CARD_READABLE_PX and laid(2, *bare)[0] > one else 1
        count = self._counts[key]
        card_h, columns = laid(count, inner, play_w, place_w, words, marks)
        whole = True
        if card_h < theme.CARD_READABLE_PX and marks:     # a costly decision under the cards: one line
            cut = laid(count, inner, play_w, place_w, words, marks, whole=False)
            if cut[0] > card_h:
                (card_h, columns), whole = cut, False
        if talk and card_h < INDEX_WHOLE_PX:
            # what a seat said on fewer lines where two leave the cards' corner index under its
            # least size (eight Guinguette seats in 640×400, the person's costly stir labelled
            # under his hand as dealt: 42 pixels); the whole said where the pointer rests on it
            fewer = laid(count, inner, play_w, place_w, words, marks, whole=whole, talk_lines=FEWEST_TALK_LINES)
            if fewer[0] > card_h:
                return fewer
        return card_h, columns

    def draw_mark(self, surface, lines: list[str], at: tuple[int, int], edge=theme.ERROR) -> None:
        """The label of a costly decision, its lines in a box whose top left is ``at`` (framed in
        ``edge``)."""
        small = self.app.font("small")
        line = small.get_linesize()
        box = pygame.Rect(at, (max(small.size(text)[0] for text in lines) + 10, len(lines) * line + 2))
        widgets.rounded_panel(surface, box, theme.PANEL, 235, 4, edge)
        for k, text in enumerate(lines):
            widgets.draw_text(surface, text, small, theme.CREAM, (box.x + 5, box.y + 1 + k * line), "topleft")

    def words_of(self, trick) -> tuple[dict[int, str], set[int]]:
        """What each seat decided, before the deal's first card or once ``trick``'s cards were down;
        and, from the first trick, the seats that play no card of the deal (a Guinguette passer),
        which sit it out and say so."""
        told = self.story
        lang = self.app.settings["language"]
        talk: dict[int, list[str]] = {}
        for index in told.talk if trick is None else trick.said:
            entry = told.actions[index]
            if index in told.drawn:      # the hands are as dealt: a stir's card drawn is seen from trick 1 only
                said = self.app.t("review.stir_drew", put=i18n.card_text(entry["card"], lang),
                                  card=i18n.card_text(told.drawn[index], lang))
            else:
                said = action_text({k: v for k, v in entry.items() if k != "seat"}, lang,
                                   self.held(told.dealt, entry["seat"]))
            talk.setdefault(entry["seat"], []).append(i18n.capitalised(said))
        words = {seat: " · ".join(said) if trick is None else self.app.t("review.said_after", said=" · ".join(said))
                 for seat, said in talk.items()}
        out = set() if trick is None else {seat for seat in range(self.record.players)
                                           if all(seat not in dict(t.cards) for t in told.tricks)}
        for seat in out:
            words.setdefault(seat, self.app.t("review.out"))
        return words, out

    def marks_of(self, trick, priced: bool = True, best_only: bool = False) -> dict[int, str]:
        """The person's costly decisions shown at this step, by seat; without their cost where not
        ``priced``; with ``best_only`` the better choice alone (:meth:`decision_text`)."""
        if trick is None:
            indices = self.story.talk
        else:
            indices = trick.indices
        out = {}
        for index in indices:
            d = self.judgements.get(index)
            if d is not None:
                out[self.seat] = self.decision_text(d, board=True, priced=priced, best_only=best_only)
        return out

    def draw_side(self, surface) -> None:
        widgets.Panel(self.side).draw(surface)
        t = self.app.t
        small = self.app.font("small")
        inner = self.side.inflate(-16, -12)
        y = inner.y
        widgets.draw_text(surface, t("review.list_title"), small, theme.GOLD, (inner.x, y))
        y += int(small.get_linesize() * 1.4)
        self.list_rects = []
        if self.error or (self.result is None and not self.judgements):
            msg = t("review.working") if not self.error else self.error
            widgets.text_in_box(surface, msg, small, theme.CREAM_DIM, (inner.x, y, inner.w, inner.bottom - y),
                                "left", "top")
            return
        if not self.judgements:
            estimated = self.estimated()
            if not estimated:        # every decision worked out exactly: none had a better choice
                widgets.text_in_box(surface, t("review.list_none"), small, theme.CREAM_DIM,
                                    (inner.x, y, inner.w, inner.bottom - y), "left", "top")
                return
            # some were estimated and no cost stood clear of the noise: said so, and under it, as
            # under a list of estimated costs, how an estimate is made
            lang = self.app.settings["language"]
            how = t("review.estimated_how", level=t(f"level.{PLAYOUT_LEVEL}"))      # as the level list names it
            for said in (i18n.counted("review.list_none_estimated", estimated, lang), how):
                y += widgets.text_in_box(surface, said, small, theme.CREAM_DIM, (inner.x, y, inner.w, inner.bottom - y),
                                         "left", "top") + small.get_linesize() // 2
            return
        # under the list, why a choice the hint advised may be listed: every card is seen here; and
        # where a row's cost is an estimate, what its ≈ means
        note = widgets.wrap(t("review.hindsight"), small, inner.w)
        if not all(d.get("exact") for d in self.judgements.values()):
            note += widgets.wrap(t("review.estimate"), small, inner.w)
        if any(d.get("played", {}).get("type") == "contract" for d in self.judgements.values()):
            note += widgets.wrap(self.contract_share(), small, inner.w)
        bottom = inner.bottom - len(note) * small.get_linesize() - 6
        entries = []
        for index, d in sorted(self.judgements.items()):
            step = self.step_of(index)
            where = i18n.capitalised(t("review.at_talk")) if step == 0 else t("review.trick_short", n=step)
            entries.append((index, step, widgets.wrap(f"{where} — {self.decision_text(d)}", small, inner.w - 8)))
        line = small.get_linesize()
        heights = [len(lines) * line + 6 + 4 for _, _, lines in entries]
        # the decision of the trick shown, else the next one: kept in sight as the steps go by
        focus = next((k for k, (_, step, _) in enumerate(entries) if step >= self.step), len(entries) - 1)
        first, stop = self.list_window(heights, bottom - y, focus, line)
        if first:
            widgets.draw_text(surface, "…", small, theme.CREAM_DIM, (inner.x, y))
            y += line
        for index, step, lines in entries[first:stop]:
            box = pygame.Rect(inner.x, y, inner.w, len(lines) * line + 6)
            here = step == self.step
            widgets.rounded_panel(surface, box, theme.PANEL_LIGHT if here else theme.PANEL, 230, 4,
                                  theme.GOLD if here else theme.PANEL_EDGE)
            ly = y + 3
            for text in lines:
                widgets.draw_text(surface, text, small, theme.CREAM, (inner.x + 4, ly))
                ly += line
            self.list_rects.append((box, index))
            y = box.bottom + 4
        if stop < len(entries):
            widgets.draw_text(surface, "…", small, theme.CREAM_DIM, (inner.x, y))
        else:       # the whole list shown: the notes follow it (pinned to the foot they left half
            bottom = min(bottom, y + line // 2)   # the panel empty between at 800×500 with three)
        for k, words in enumerate(note):
            widgets.draw_text(surface, words, small, theme.CREAM_DIM, (inner.x, bottom + 6 + k * line))

    def list_window(self, heights: list[int], room: int, focus: int, line: int) -> tuple[int, int]:
        """The costly decisions in sight, [first, stop): all of them where they fit in ``room``;
        else a run from ``list_top`` (the wheel moves it) with a line of "…" for those above and
        for those below, moved to bring the ``focus`` decision into sight when it changes. (The
        decisions that did not fit were cut off, the costliest of a deal among them at 640×400.)"""
        n = len(heights)
        if sum(heights) <= room:
            self.list_top = 0
            return 0, n

        def stop_from(first: int) -> int:
            used, stop = (line if first else 0), first
            while stop < n and used + heights[stop] + (line if stop + 1 < n else 0) <= room:
                used += heights[stop]
                stop += 1
            return max(stop, first + 1)
        last_top = next(first for first in range(n) if stop_from(first) == n)
        top = min(self.list_top, last_top)
        if focus != self.list_focus:
            self.list_focus = focus
            top = min(top, focus)
            while stop_from(top) <= focus:
                top += 1
        self.list_top = top
        return top, stop_from(top)


class _Shown(NamedTuple):
    """What the board shows of a step, for each row to draw its part: the trick (None: the hands
    as dealt), each seat's card of it and its place in the trick's order, the person's costly
    decisions by seat, the seats out of the deal, the width of the trick's column and the height
    of every card."""
    trick: Trick | None
    played: dict[int, str]
    places: dict[int, str]
    marks: dict[int, str]
    out: set[int]
    play_w: int
    card_h: int


def _hand_step(count: int, cw: int, room: int) -> int:
    """How far apart a hand of ``count`` cards ``cw`` wide lies in ``room``: side by side where it
    fits, else overlapping."""
    return min(cw + 2, max(8, (room - cw) // max(1, count - 1)))


class _Rows:
    """A column of the board's rows: each seat's hand (as the table holds it), what it decided
    (``words``) and the label of the person's costly decision (``marks``), the one card height
    they share and each row's height. What a row says goes after its cards, wrapped, where there
    is room there; else above them, the label under them. A row that says more is taller, the
    others share what is left. (A seat's long talk sent every row's words above its cards, and the
    label under the person's shrank every row: at eight Guinguette seats the hands as dealt were
    34 pixels tall in a board left empty.) ``heads``, in two columns, the width each seat's name
    takes on a line of its own over its cards, ``head`` high; what the seat said begins on that
    line where it fits. ``whole`` False: a label under the cards is cut to a line. ``pad``, the
    height a row keeps round its cards; ``talk_lines``, where not 0, the most lines what a seat
    said takes over its cards (the last cut); ``short``, a label's words for where the whole one
    takes more than a line; ``shorter``, its ever shorter words for a label kept to one line."""

    def __init__(self, small, height: int, room: int, wide: int, held: list[list[str]],
                 words: dict[int, str], marks: dict[int, str], seats: list[int],
                 heads: dict[int, int] | None = None, head: int = 0, whole: bool = True,
                 pad: int = ROW_PAD, talk_lines: int = 0, short: dict[int, str] | None = None,
                 shorter: dict[int, list[str]] | None = None) -> None:
        self.small, self.height, self.room, self.wide = small, height, room, wide
        self.held, self.words, self.marks, self.seats = held, words, marks, seats
        self.heads = heads
        self.head = head if heads else 0
        self.whole = whole
        self.pad, self.talk_lines, self.short = pad, talk_lines, short or {}
        self.shorter = shorter or {}
        self.gap = small.size("  ")[0]
        self.line = small.get_linesize()
        self._known: dict[tuple, Any] = {}    # what the methods below found, kept: the board is drawn again

    def _kept(self, key: tuple, work: Callable[[], _T]) -> _T:
        """What ``work()`` finds, found once for ``key`` (a method's name and its arguments)."""
        if key not in self._known:
            self._known[key] = work()
        return cast(_T, self._known[key])

    def beside(self, seat: int, card_h: int) -> tuple[list[str], list[str]] | None:
        """The lines of what ``seat`` decided, written after its cards ``card_h`` tall, and those of
        its label under them (where it has one); None where they are too wide to lie there."""
        said, mark = self.words.get(seat), self.marks.get(seat)
        if not said and not mark:
            return [], []
        hand = self.held[seat]
        cw = card_size(card_h)[0]
        used = cw + (len(hand) - 1) * _hand_step(len(hand), cw, self.room) if hand else 0
        free = self.room - used - self.gap
        lines = widgets.wrap(said, self.small, free) if said and free > 0 else []
        if free <= 0 or any(self.small.size(text)[0] > free for text in lines):
            return None
        label = widgets.wrap(mark, self.small, free - 10) if mark and free > 10 else []
        if mark and (not label or any(self.small.size(text)[0] + 10 > free for text in label)):
            return None
        return lines, label

    def above(self, seat: int) -> list[str]:
        """The lines of what ``seat`` decided, written above its cards, across the column: in two
        columns the first of them after its name, where a line fits there (:meth:`joined`)."""
        return self._kept(("above", seat), lambda: self._above(seat))

    def _above(self, seat: int) -> list[str]:
        if seat not in self.words:
            return []
        text = self.words[seat]
        if self.joined(seat):
            first = widgets.wrap(text, self.small, self.wide - self.heads[seat] - self.gap)[0]
            rest = text[len(first):].strip()
            lines = [first] + (widgets.wrap(rest, self.small, self.wide) if rest else [])
        else:
            lines = widgets.wrap(text, self.small, self.wide)
        keep = self.talk_lines
        if not keep or len(lines) <= keep:
            return lines
        last = " ".join(lines[keep - 1:])
        free = self.wide - (self.heads[seat] + self.gap if keep == 1 and self.joined(seat) else 0)
        return lines[:keep - 1] + [widgets.fit_words(last, self.small, free)]    # a figure never cut ("2…")

    def joined(self, seat: int) -> int:
        """1 where the first line of what ``seat`` said lies after its name, else 0."""
        return self._kept(("joined", seat), lambda: self._joined(seat))

    def _joined(self, seat: int) -> int:
        if not self.heads or seat not in self.words:
            return 0
        free = self.wide - self.heads[seat] - self.gap
        first = widgets.wrap(self.words[seat], self.small, max(1, free))[0]
        return int(self.small.size(first)[0] <= free)

    def mark_lines(self, seat: int) -> list[str]:
        """The lines of ``seat``'s label under its cards, as wide as the row under its cards and its
        card of the trick; with ``whole`` False, one line (the list beside the board says it whole),
        where whole lines leave the cards too small to read."""
        return self._kept(("mark_lines", seat), lambda: self._mark_lines(seat))

    def _mark_lines(self, seat: int) -> list[str]:
        if seat not in self.marks:
            return []
        if self.whole:
            lines = widgets.wrap(self.marks[seat], self.small, self.wide - 10)
            if len(lines) > 1 and seat in self.short:
                return widgets.wrap(self.short[seat], self.small, self.wide - 10)
            return lines
        # on one line its shorter words where the whole do not fit, cut at a space at worst:
        # never in a figure ("raise by 12" read "raise by 1…", a stir's "10♠" read "10…")
        said = [self.marks[seat], *self.shorter.get(seat, [])]
        room = self.wide - 10
        return [next((text for text in said if self.small.size(text)[0] <= room), None)
                or widgets.fit_words(said[-1], self.small, room)]

    def layout(self, seat: int, card_h: int) -> tuple[int, tuple[list[str], list[str]] | None]:
        """The height ``seat``'s row needs with cards ``card_h`` tall, and the lines written after
        its cards (None: above them, the label under them), whichever needs the less height."""
        return self._kept(("layout", seat, card_h), lambda: self._layout(seat, card_h))

    def _layout(self, seat: int, card_h: int) -> tuple[int, tuple[list[str], list[str]] | None]:
        lines = self.beside(seat, card_h)
        marked = len(self.mark_lines(seat)) * self.line + 6 if seat in self.marks else 0
        above = len(self.above(seat)) - self.joined(seat)          # the lines over the cards, 2 pixels off them
        stacked = self.head + card_h + max(self.pad, 2 * bool(above > 0)) + above * self.line + marked
        if lines is None:
            return stacked, None
        said, label = lines
        need = self.head + max(card_h, len(said) * self.line + (len(label) * self.line + 2 if label else 0)) + self.pad
        # in two columns a line after the name reads better than the same words squeezed beside
        return (need, lines) if need < stacked or (need == stacked and not self.heads) else (stacked, None)

    def card_height(self, tallest: int) -> int:
        """The tallest card height, ``tallest`` at most (20 at least), at which the rows fit the
        column's height."""
        lo, hi = 20, max(20, tallest)
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if sum(self.layout(seat, mid)[0] for seat in self.seats) <= self.height:
                lo = mid
            else:
                hi = mid - 1
        return lo

    def heights(self, card_h: int) -> list[int]:
        """Each row's height: what it needs, and an even share of the height left over."""
        needs = [self.layout(seat, card_h)[0] for seat in self.seats]
        spare = max(0, self.height - sum(needs)) // max(1, len(needs))
        return [need + spare for need in needs]


def winner_text(app, person: bool, name: str) -> str:
    """Who takes the trick, in the person's words when it is the person."""
    return app.t("review.winner_you") if person else app.t("review.winner", name=name)


def t_dealer(app) -> str:
    return app.t("review.dealer")


def points_amount(app, game: str, value: float) -> str:
    """A deal's result as a number written in the game's way: Polignac jack points counted
    positive, Double King points, Guinguette counters."""
    return amount_text(-value if game == "polignac" else value, app.settings["language"])


def points_text(app, game: str, value: float) -> str:
    """A deal's result in the game's own words (:func:`points_amount` and its unit)."""
    return i18n.counted(f"learn.points.{game}", points_amount(app, game, value), app.settings["language"])
