"""The person's decisions at a Guinguette table: the cabaret's betting dialog (exactly the engine's
legal moves, with the stake, the level, what calling costs and the cap), the eldest's trump, the
speaking and renvi rounds (je joue, je remue then the card clicked in the hand, je passe; remuer
again or stop), and the reason a card is refused (forcer, couper, surcouper: rules §4).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.engine import RuleError
from game.engine.cards import SUITS

from ..table.dialogs import CardPick, Choice
from . import guinguette_draw as gdraw


class LaidOutByTable:
    """A Guinguette dialog laid out and drawn by the game's cloth (guinguette_draw), where the
    baskets leave room; ``table`` is the Guinguette adapter."""

    table: Any

    def build(self, stage):
        return gdraw.build_dialog(self.table, self)

    def draw(self, stage, surface) -> None:
        gdraw.draw_dialog(self.table, surface, self)

    def rect(self, stage):
        return gdraw.panel_rect(self.table, self)


@dataclass
class Panel(LaidOutByTable, Choice):
    """A Guinguette decision panel: rows of buttons, a row's caption before it (the raises). A
    button's action is the action's JSON form, or "remue" (pick the card to put back)."""

    rows: list = field(default_factory=list)
    captions: list = field(default_factory=list)
    short_rows: list = field(default_factory=list)     # the rows in fewer words, where they do not fit whole
    table: Any = field(default=None, repr=False, compare=False)   # the Guinguette adapter that lays it out
    suits = False                     # the buttons are trump suits



class Betting(Panel):
    """The cabaret's betting (§3.3): the engine's moves, the raises on a row of their own."""

    basket = "cabaret"                # the basket bet into: the panel leaves it in sight


class TrumpChoice(Panel):
    """The eldest names trumps (§3.4)."""

    suits = True


class Speaking(Panel):
    """The speaking and renvi rounds of the cotillon (§3.4, §3.5): je joue, je remue, je passe."""

    basket = "in_play"                # the basket spoken for, and the baskets waiting: left in sight


@dataclass
class RemuePick(LaidOutByTable, CardPick):
    """The card to put back into the talon (§3.5), then "Remettre cette carte" or back."""

    buttons: list = field(default_factory=list)
    table: Any = field(default=None, repr=False, compare=False)   # the Guinguette adapter that lays it out
    basket = "in_play"                # the stir's second step: the basket spoken for and the trump in sight
    rows = ()
    captions = ()
    suits = False

    def action(self, cards: list[str]) -> dict:
        return {"type": "cotillon", "move": "remue", "card": cards[0]}



class Decisions:
    """What the person decides at a Guinguette table, as dialogs built from the engine's legal
    actions, and why a card is refused."""

    def __init__(self, table):
        self.table = table
        self.remue_pick = False       # the person chose "je remue" and now picks the card

    @property
    def stage(self):
        return self.table.stage

    def t(self, key: str, **fmt) -> str:
        return self.table.t(key, **fmt)

    def suit_name(self, suit: str) -> str:
        return self.table.suit_name(suit)

    def counters(self, n: int) -> str:
        return self.table.counted(n)

    def dialog(self, view, legal: list) -> Panel | RemuePick | None:
        sc = self.stage
        if view.phase == "cabaret":
            cab = view.cabaret
            mine = cab["contributions"][sc.person]
            owed = cab["level"] - mine
            plain, raises, short, helps = [], [], [], {}
            for a in legal:
                j = a.to_json()
                if j["move"] == "renvier":
                    label = self.t(f"gg.btn.raise_{j['raise']}", pay=owed + j["raise"])
                    raises.append((label, j))
                    # without its article ("demi-septier (1)"), where the panel has no room for it
                    short.append((self.t(f"gg.btn.raise_{j['raise']}_short", pay=owed + j["raise"]), j))
                    helps[label] = helps[short[-1][0]] = self.t(
                        "gg.help.renvier" if owed else "gg.help.renvier_first",
                        pay=self.counters(owed + j["raise"]), more=self.counters(j["raise"]))
                elif j["move"] == "tenir":
                    plain.append((self.t("gg.btn.tenir", pay=owed), j))
                    helps[plain[-1][0]] = self.t("gg.help.tenir", pay=self.counters(owed))
                else:
                    plain.append((self.t(f"gg.btn.{j['move']}"), j))
                    helps[plain[-1][0]] = self.t(f"gg.help.{j['move']}")
            text = self.t("gg.dialog.cabaret_owed" if owed else "gg.dialog.cabaret",
                          basket=view.score["cabaret"], level=cab["level"], mine=mine, owed=owed, cap=cab["cap"])
            rows = [plain] + ([raises] if raises else [])
            return Betting(text, plain + raises, rows=rows,
                           captions=[""] + ([self.t("gg.btn.renvier")] if raises else []), table=self.table,
                           helps=helps, short_rows=[plain] + ([short] if short else []))
        if view.phase == "trump":
            return TrumpChoice(self.t("gg.dialog.trump"),
                               [(self.suit_name(SUITS[a.suit]), a.to_json()) for a in legal], table=self.table)
        if view.phase == "cotillon":
            return self._speaking_dialog(view, legal)
        return None

    def _speaking_dialog(self, view, legal) -> Speaking | RemuePick:
        sc = self.stage
        renvi = view.cotillon["round"] == "renvi"
        eldest = view.eldest == sc.person
        extra, cost = view.my_prices["joue_extra"], view.my_prices["remue"]
        remue = [a.to_json()["card"] for a in legal if a.to_json()["move"] == "remue"]
        if self.remue_pick and remue:
            # the eldest's first remue costs his extra counter too (§3.4, §3.5): said apart
            text = self.t("gg.dialog.remue_pick_eldest", pay=self.counters(cost), price=self.table.remue_price,
                          extra=extra) if extra else self.t("gg.dialog.remue_pick", pay=self.counters(cost))
            return RemuePick(text, count=1, choosable=remue,
                             buttons=[(self.t("gg.btn.remue_this"), "confirm"), (self.t("gg.btn.back"), "back")],
                             table=self.table)
        self.remue_pick = False
        buttons, helps, short = [], {}, {}
        stake = view.score["basket_in_play"]
        for a in legal:
            j = a.to_json()
            if j["move"] == "joue":
                buttons.append((self.t("gg.btn.joue_extra", pay=extra) if extra else self.t("gg.btn.joue"), j))
                helps[buttons[-1][0]] = self.t("gg.help.joue", basket=stake, fine=self.counters(self.table.fine))
                short[buttons[-1][0]] = self.t("gg.help.joue_short", basket=stake, fine=self.counters(self.table.fine))
            elif j["move"] == "stop":
                buttons.append((self.t("gg.btn.stop"), j))
                helps[buttons[-1][0]] = self.t("gg.help.stop")
        if remue:
            # the first button answers Enter: "je joue" in the speaking round, "je m'arrête" in a renvi round
            label = self.t("gg.btn.remue_again" if renvi else "gg.btn.remue", pay=cost)
            buttons.insert(1 if buttons else 0, (label, "remue"))
            helps[label] = self.t("gg.help.remue", pay=self.counters(cost))
            short[label] = self.t("gg.help.remue_short", pay=self.counters(cost))
        if any(a.to_json()["move"] == "passe" for a in legal):
            buttons.append((self.t("gg.btn.passe"), {"type": "cotillon", "move": "passe"}))
            vole = self.table.vole_on_passer
            helps[buttons[-1][0]] = self.t("gg.help.passe_vole", bonus=self.counters(vole)) if vole \
                else self.t("gg.help.passe")
            if vole:
                short[buttons[-1][0]] = self.t("gg.help.passe_vole_short", bonus=self.counters(vole))
        if renvi:
            text = self.t("gg.dialog.renvi", basket=view.score["basket_in_play"],
                          count=view.cotillon["remuers"][sc.person])
        elif eldest:
            text = self.t("gg.dialog.speak_eldest", basket=view.score["basket_in_play"], extra=extra)
        else:
            text = self.t("gg.dialog.speak", basket=view.score["basket_in_play"])
        return Speaking(text, buttons, table=self.table, helps=helps, short_helps=short)

    def start_remue_pick(self) -> None:
        sc = self.stage
        self.remue_pick = True
        sc.selected = []
        sc.show_dialog(self.dialog(sc.question.view, sc.question.legal))

    def cancel_remue_pick(self) -> None:
        sc = self.stage
        self.remue_pick = False
        sc.selected = []
        sc.show_dialog(self.dialog(sc.question.view, sc.question.legal))

    def confirm_remue(self) -> None:
        sc = self.stage
        if len(sc.selected) != 1:
            return
        self.remue_pick = False
        sc.confirm_pick()

    def reason(self, view, error: RuleError, code_card: str) -> str:
        sc = self.stage
        trick = view.trick
        led = trick[0]["card"][1] if trick else "S"
        trump = view.trump
        trumped = trump is not None and any(t["card"][1] == trump for t in trick)
        code = error.code
        if code == "must_trump" and trumped:
            code = "must_undertrump"
        key = f"gg.reason.{code}"
        if not sc.has_text(key):
            return self.t("table.reason.generic")
        return self.t(key, suit=self.suit_name(led))
