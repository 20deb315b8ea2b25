"""The dealer's contract dialog of Double King (rules §3).

Seven choices (the six negative contracts and atout), what the round still allows this dealer
(negatives x/3, trump games y/2, each negative played 0/1/2 times), the choices the limits forbid
shown disabled, and for atout the four trump suits drawn as shapes (the default font has no suit
glyphs). A click picks a contract (and a suit); "Annoncer" confirms, since a contract, like a
card, cannot be taken back.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from game.engine.cards import SUITS

from .. import theme, widgets
from ..cards import draw_suit, suit_colour
from ..table.dialogs import Dialog
from ..table.learning import tag
from . import SUIT_KEYS
from .double_king_terms import (
    COPIES_PER_NEGATIVE,
    NEGATIVES,
    contract_label,
    contract_rules,
    contract_tip,
)


@dataclass
class ContractChoice(Dialog):
    """The dealer's contract (§3): what the round allows him, and its status lines."""

    status: str = ""
    others: str = ""                  # the contracts the other three have chosen in the round
    allowed: list[str] = field(default_factory=list)
    played: dict = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    short_notes: dict = field(default_factory=dict)   # a note → its fewer words, for a narrow panel
    greyed: dict = field(default_factory=dict)        # a contract not offered → why, said under the pointer
    picker: Any = field(default=None, repr=False, compare=False)    # the ContractDialog that lays it out

    def build(self, stage) -> list[widgets.Button]:
        return self.picker.build(self)

    def draw(self, stage, surface) -> None:
        self.picker.draw(surface, self)

    def rect(self, stage) -> pygame.Rect:
        return self.picker.rect           # as laid out by the last build


def pip_places(button: pygame.Rect) -> tuple[list[tuple[int, int]], int]:
    """The centres of a negative contract's pips on its button (one per copy the round allows,
    §3), in its upper right corner, and their radius."""
    r = max(4, button.h // 9)
    return [(button.right - r * 2 - (COPIES_PER_NEGATIVE - 1 - k) * r * 3, button.y + r * 2)
            for k in range(COPIES_PER_NEGATIVE)], r


class ContractDialog:
    def __init__(self, adapter):
        self.adapter = adapter
        self.stage = adapter.stage
        self.pick = None                  # the contract picked, not yet announced
        self.trump = None                 # its trump suit code, for atout
        self.rect = pygame.Rect(0, 0, 1, 1)
        self.contract_buttons: dict = {}  # name → Button (tests click them)
        self.suit_buttons: dict = {}      # "S" "H" "D" "C" → Button
        self.confirm_button = None
        self.lines: list = []             # (text, font role, colour, y) drawn above the buttons

    def reset(self) -> None:
        self.pick = None
        self.trump = None

    # ------------------------------------------------------------ what the engine allows

    def spec(self, view, legal: list) -> ContractChoice:
        sc = self.stage
        allowed = {a.contract for a in legal}
        mine = view.constraints["players"][sc.person]
        played = dict(view.constraints["contracts_played"])
        notes = []
        short = {}
        if mine["negatives"] >= mine["negatives_max"]:
            notes.append(sc.t("dk.dialog.negatives_done"))
            short[notes[-1]] = sc.t("dk.dialog.negatives_done_short")
        if mine["trumps"] >= mine["trumps_max"]:
            notes.append(sc.t("dk.dialog.trumps_done"))
            short[notes[-1]] = sc.t("dk.dialog.trumps_done_short")
        exhausted = [n for n in NEGATIVES if played.get(n, 0) >= COPIES_PER_NEGATIVE]
        if exhausted and mine["negatives"] < mine["negatives_max"]:
            notes.append(sc.t("dk.dialog.exhausted" + ("_one" if len(exhausted) == 1 else ""),
                              names=", ".join(sc.t(f"dk.contract.{n}") for n in exhausted)))
            short[notes[-1]] = sc.t("dk.dialog.exhausted_short",
                                    names=", ".join(sc.t(f"dk.short.{n}") for n in exhausted))
        others = ", ".join(self.adapter.contracts_of(s) for s in range(sc.players) if s != sc.person)
        greyed = {name: why for name in (*NEGATIVES, "atout")
                  if name not in allowed and (why := self._why_greyed(name, mine, played))}
        return ContractChoice(sc.t("dk.dialog.title"),
                              status=sc.t("dk.dialog.status", neg=mine["negatives"], neg_max=mine["negatives_max"],
                                          trumps=mine["trumps"], trumps_max=mine["trumps_max"]),
                              others=sc.t("dk.dialog.others", list=others),
                              allowed=sorted(allowed), played=played, notes=notes, short_notes=short,
                              greyed=greyed, picker=self)

    def _why_greyed(self, name: str, mine: dict, played: dict) -> str:
        """Why the round's limits (§3, as the engine counts them) leave ``name`` out: the dealer's
        own trump games or negatives all chosen, else a negative played as often as a round allows."""
        t = self.stage.t
        if name == "atout":
            return t("dk.dialog.why_trumps_done", n=mine["trumps_max"]) if mine["trumps"] >= mine["trumps_max"] else ""
        if mine["negatives"] >= mine["negatives_max"]:
            return t("dk.dialog.why_negatives_done", n=mine["negatives_max"])
        if played.get(name, 0) >= COPIES_PER_NEGATIVE:
            return t("dk.dialog.why_exhausted", n=COPIES_PER_NEGATIVE)
        return ""

    # ------------------------------------------------------------ layout

    def _area(self) -> pygame.Rect:
        """Between the seat across the table and the hand, clear of the side seats: the trick is
        empty while the dealer chooses, and the hand stays in sight. Where the room between the
        side seats is too narrow to write the contracts in their short names (the table laid out
        left of the log's open drawer at 800×500: "Cœ…", "Da…"), over the side seats, across the
        table's room: never over the drawer."""
        lay = self.stage.layout
        across = (self.stage.person + 2) % self.stage.players
        top = lay.plate_rect(across).bottom + int(lay.h * 0.012)
        bottom = lay.hand_reach(13) - int(lay.h * 0.008)
        side = max(lay.plate_rect((self.stage.person + 1) % 4).right,
                   lay.w - lay.plate_rect((self.stage.person + 3) % 4).left)
        margin = int(lay.w * 0.01)
        width = min(int(lay.w * 0.64), lay.w - 2 * (side + margin))
        if not self._short_names_fit(width):
            width = lay.w - 2 * margin
        return pygame.Rect((lay.w - width) // 2, top, width, max(10, bottom - top))

    def _metrics(self, width: int) -> tuple[int, int, int, int]:
        """In a panel ``width`` wide: its padding, the gap between buttons, a button's height and a
        contract button's width (three to a row)."""
        lay = self.stage.layout
        pad = max(6, int(lay.base * 0.018))
        gap = max(4, int(lay.w * 0.006))
        bw = (width - 2 * pad - 2 * gap) // 3
        return pad, gap, theme.button_height(lay.base, 0.8), bw

    @staticmethod
    def _pips_room(button: pygame.Rect, gap: int) -> int:
        """How much of a contract button's right the pips' corner takes."""
        pips, r = pip_places(button)
        return button.right - (pips[0][0] - r) + gap

    def _short_names_fit(self, width: int) -> bool:
        """Every negative contract's short name fits on its button beside the pips."""
        _pad, gap, bh, bw = self._metrics(width)
        small = self.stage.font("small")
        label_room = bw - self._pips_room(pygame.Rect(0, 0, bw, bh), gap)
        return all(small.size(self.stage.t(f"dk.short.{name}"))[0] <= label_room for name in NEGATIVES)

    def build(self, spec: ContractChoice) -> list[widgets.Button]:
        sc = self.stage
        body, small = sc.font("body"), sc.font("small")
        fonts = {"body": body, "small": small}
        area = self._area()
        pad, gap, bh, bw = self._metrics(area.w)
        buttons_h = 4 * bh + 3 * gap + pad
        # across the table's room (left of the log's open drawer at 800×500), the panel stands
        # down by the hand: the room above it is left to a choice's help, which stays clear of the
        # drawer (it lay on the log)
        across = area.w >= self.stage.layout.w - 2 * int(self.stage.layout.w * 0.01)
        lines = self._lines(spec, area.w - 2 * pad, area.h - 2 * pad - buttons_h)
        need = pad * 2 + sum(fonts[role].get_linesize() for _, role, _, _ in lines) + buttons_h
        rect = pygame.Rect(area.x, area.y, area.w, min(area.h, need))
        rect.centery = area.centery
        if across:
            rect.bottom = area.bottom
        self.rect = rect
        y = rect.y + pad
        self.lines = []
        for text, role, colour, pip in lines:
            self.lines.append((text, role, colour, y, pip))
            y += fonts[role].get_linesize()
        y += gap
        allowed = set(spec.allowed)
        inner = rect.w - 2 * pad
        buttons = []
        self.contract_buttons = {}
        for i, name in enumerate(NEGATIVES):
            x = rect.x + pad + (i % 3) * (bw + gap)
            by = y + (i // 3) * (bh + gap)
            b = widgets.Button((x, by, bw, bh), sc.t(f"dk.contract.{name}"), lambda n=name: self._choose(n, None),
                               enabled=name in allowed)
            room = self._pips_room(b.rect, gap)                  # the pips' corner
            if small.size(b.label)[0] > bw - 2 * room:          # a narrow window: the sheet's short name
                b.label = sc.t(f"dk.short.{name}")
            if small.size(b.label)[0] > bw - 2 * room:          # still too wide to centre: left of the pips
                b.inset_right = room
            b.selected = self.pick == name
            b.help, b.short_help = self._help(spec, name), self._help(spec, name, short=True)
            b.fewest_help = self._fewest(spec, name)
            tag(b, {"type": "contract", "contract": name})
            self.contract_buttons[name] = b
            buttons.append(b)
        y += 2 * (bh + gap)
        # atout, then its four suits
        b = widgets.Button((rect.x + pad, y, bw, bh), sc.t("dk.contract.atout"),
                           lambda: self._choose("atout", self.trump), enabled="atout" in allowed)
        b.selected = self.pick == "atout"
        b.help, b.short_help = self._help(spec, "atout"), self._help(spec, "atout", short=True)
        b.fewest_help = self._fewest(spec, "atout")
        tag(b, {"type": "contract", "contract": "atout"})
        self.contract_buttons["atout"] = b
        buttons.append(b)
        sw = (inner - bw - gap - 3 * gap) // 4
        self.suit_buttons = {}
        for k, suit in enumerate(SUITS):
            x = rect.x + pad + bw + gap + k * (sw + gap)
            s = widgets.Button((x, y, sw, bh), "", lambda s=suit: self._choose("atout", s),
                               enabled="atout" in allowed)
            s.selected = self.pick == "atout" and self.trump == suit
            s.help = self._suit_help(spec, suit)
            tag(s, {"type": "contract", "contract": "atout", "trump": suit})
            self.suit_buttons[suit] = s
            buttons.append(s)
        y += bh + gap
        ready = self.pick is not None and self.pick in allowed and (self.pick != "atout" or self.trump)
        label = self._confirm_label()
        cw = min(inner, max(bw, body.size(label)[0] + 3 * pad))
        self.confirm_button = widgets.Button((rect.centerx - cw // 2, y, cw, bh), label, self.confirm,
                                             enabled=bool(ready), default=True)
        buttons.insert(0, self.confirm_button)         # the first is the default (Enter)
        rect.h = y + bh + pad - rect.y
        for button in buttons:
            button.hovered = button.rect.collidepoint(sc.pointer)
        return buttons

    def _help(self, spec: ContractChoice, name: str, short: bool = False) -> str:
        """What the contract costs (the rules page's words) and when its deal stops (``short``:
        not when, for a small window with no room clear for it all), and for a greyed one why
        (``short``: why alone, its rules left out: at 640×400 the greyed trump game's help, its
        rules and why, ran onto Hortense's plate)."""
        why = spec.greyed.get(name, "")
        if short and why:
            return why
        said = (contract_rules if short else contract_tip)(self.stage.t, name, self.adapter.options)
        return " ".join(part for part in (said, why) if part)

    def _fewest(self, spec: ContractChoice, name: str) -> str:
        """A contract's help in its fewest words, where even the short one would lie on the chooser
        or a seat's plate (at 800×500 with the log open the trump game's rules hid the chooser's top
        rows; at 640×400 the short help of "Pas de cœurs" lay on its title): what it scores, and for
        the trump game what trumps are; none for a greyed one, whose short help is why alone."""
        if spec.greyed.get(name):
            return ""
        if name == "atout":
            return self.stage.t("dk.tip.atout_short")
        head, dot, _rest = contract_rules(self.stage.t, name, self.adapter.options).partition(". ")
        return head + dot.strip()

    def _suit_help(self, spec: ContractChoice, suit: str) -> str:
        """What choosing the suit means: trumps in it for the deal, and how many of it the dealer
        holds; greyed, why."""
        sc = self.stage
        held = sum(1 for code in sc.model.hand if code[1] == suit)
        said = sc.t("dk.tip.suit" if held else "dk.tip.suit_none", contract=contract_label(sc.t, "atout", suit),
                    suit=sc.t(SUIT_KEYS[suit]), n=held)
        return " ".join(part for part in (said, spec.greyed.get("atout", "")) if part)

    def _lines(self, spec: ContractChoice, width: int, room: int) -> list[tuple[str, str, tuple, bool]]:
        """(text, font role, colour, pip before it) of each line above the buttons: the title, the
        person's limits in the round, the other three's, then the notes (or the legend of the
        pips), each wrapped to ``width``. The other three's limits are left to the counts panel
        where it is shown ("Contracts chosen", every player's): said twice, one above the other,
        they were read twice; with the counts off in the settings they stay, the one place the table
        says them (rules §3's table of each player's choices). Where ``room`` is too short for
        them, the legend goes; what is left then keeps one line each, a note in its fewer words,
        cut if even those do not fit."""
        sc = self.stage
        fonts = {"body": sc.font("body"), "small": sc.font("small")}
        legend = not spec.notes
        parts = [(spec.text, "body", theme.CREAM, False), (spec.status, "small", theme.GOLD, False)]
        if not sc.settings.get("show_counts", True):
            parts.append((spec.others, "small", theme.CREAM, False))
        parts += [(note, "small", theme.CREAM_DIM, legend) for note in spec.notes or [sc.t("dk.dialog.legend")]]

        def laid(chosen, wrap: bool) -> list:
            out = []
            for text, role, colour, pip in chosen:
                if not wrap and fonts[role].size(text)[0] > width:       # one line: in fewer words
                    text = spec.short_notes.get(text, text)
                rows = widgets.wrap(text, fonts[role], width - (fonts[role].get_height() if pip else 0)) \
                    if wrap else [widgets.fit(text, fonts[role], width)]
                out += [(row, role, colour, pip and k == 0) for k, row in enumerate(rows)]
            return out

        def height(rows) -> int:
            return sum(fonts[role].get_linesize() for _, role, _, _ in rows)

        chosen = list(parts)
        rows = laid(chosen, True)
        if legend and height(rows) > room:
            chosen.remove(parts[-1])
            rows = laid(chosen, True)
        return rows if height(rows) <= room else laid(chosen, False)

    def awaiting_suit(self) -> bool:
        """Trumps chosen, its suit not yet: the panel asks for it."""
        return self.pick == "atout" and not self.trump

    def _confirm_label(self) -> str:
        sc = self.stage
        if self.awaiting_suit():
            return sc.t("dk.dialog.pick_trump")
        if self.pick is None:          # greyed, it says what to do first, as after atout
            return sc.t("dk.dialog.pick_contract")
        return sc.t("dk.dialog.announce_this", contract=contract_label(sc.t, self.pick, self.trump))

    # ------------------------------------------------------------ clicks

    def _choose(self, name: str, trump) -> None:
        self.pick = name
        self.trump = trump if name == "atout" else None
        sc = self.stage
        sc.rebuild_dialog()

    def confirm(self) -> None:
        if self.pick is None or (self.pick == "atout" and not self.trump):
            return
        action = {"type": "contract", "contract": self.pick}
        if self.pick == "atout":
            action["trump"] = self.trump
        self.reset()
        self.stage.answer(action)

    # ------------------------------------------------------------ drawing

    def draw(self, surface, spec: ContractChoice) -> None:
        sc = self.stage
        fonts = {"body": sc.font("body"), "small": sc.font("small")}
        widgets.Panel(self.rect, alpha=255).draw(surface)     # opaque: the table beneath must not show through
        pad = max(6, int(sc.layout.base * 0.018))
        for text, role, colour, y, pip in self.lines:
            font = fonts[role]
            r = widgets.draw_text(surface, widgets.fit(text, font, self.rect.w - 2 * pad), font, colour,
                                  (self.rect.centerx, y), "midtop")
            if pip:                   # the pip the legend speaks of, drawn before it
                pygame.draw.circle(surface, theme.GOLD, (r.x - r.h // 2, r.centery), max(3, r.h // 4))
        four = bool(sc.settings.get("four_colour", False))
        for button in sc.dialog_buttons:
            button.draw(surface, fonts["small"] if button is not self.confirm_button else fonts["body"])
        # each negative's copies played this round (§3: at most two) as pips on its button
        played = spec.played
        for name, button in self.contract_buttons.items():
            if name == "atout":
                continue
            pips, r = pip_places(button.rect)
            for k, c in enumerate(pips):
                if k < played.get(name, 0):
                    pygame.draw.circle(surface, theme.GOLD, c, r)
                else:
                    pygame.draw.circle(surface, theme.CREAM_DIM, c, r, 1)
        for suit, button in self.suit_buttons.items():
            if self.awaiting_suit() and button.enabled:        # the suits the prompt asks for, in gold
                pygame.draw.rect(surface, theme.GOLD, button.rect.inflate(4, 4), 2,
                                 border_radius=widgets.radius_for(surface.get_height()) + 2)
            box = button.rect.inflate(-button.rect.h * 0.3, -button.rect.h * 0.3)
            colour = suit_colour(suit, four) if button.enabled else theme.CREAM_DIM
            # a small ivory disc so black spades and clubs read on the walnut
            pygame.draw.circle(surface, theme.IVORY if button.enabled else theme.PANEL_EDGE,
                               box.center, int(min(box.w, box.h) * 0.62))
            draw_suit(surface, suit, box.inflate(-box.h * 0.2, -box.h * 0.2), colour)
