"""Guinguette at the table: its events as animations, its decisions, its reasons, its sheets.

The shared table (game/ui/table) knows seats, hands, tricks and flights; this adapter knows what
Guinguette's events mean (game/engine/guinguette.py lists them): counters paid into the three
baskets (la guinguette, le cabaret, le cotillon and its queue), Q♦ shown, the cabaret betting, the
trump named by the eldest, the speaking and renvi rounds, the four tricks and the settlement.
Rules: shared/rules/guinguette.md.

The adapter holds what the table shows (``Shown``) and its parts, plain objects along the game's
lines: the counters in the air (guinguette_counters), the story of the events (guinguette_events),
the settlement and the share-out (guinguette_settle), the person's decisions (guinguette_decide).
Drawing is in guinguette_draw, the paper in guinguette_sheets.
"""
from __future__ import annotations

from game.engine.guinguette.rules import HAND

from .. import i18n
from ..config import seat_label
from . import SUIT_KEYS, TableAdapter
from . import guinguette_draw as gdraw
from . import guinguette_sheets as sheets
from .common import CardFlights
from .guinguette_counters import Counters
from .guinguette_decide import Decisions
from .guinguette_events import Story
from .guinguette_ledger import Ledger
from .guinguette_settle import Settlement


class Shown:
    """What the table shows of a Guinguette deal, brought up to date by the animations only."""

    def __init__(self, players: int, chips: int):
        self.chips = [chips] * players
        self.guinguette = 0
        self.cabaret = 0
        self.basket = 0              # the cotillon basket in play
        self.basket_open = False
        self.queue: list[int] = []
        self.at_table = [True] * players
        self.new_deal(players)

    def new_deal(self, players: int) -> None:
        self.trump = None
        self.trump_hidden = False
        self.trump_named = None      # (the deal, the log's line that named the trump, the eldest): hidden with it
        self.eldest = None
        self.holders: list[int] = []
        self.level = 0
        self.cab_note = [""] * players      # the cabaret word of each holder ("renvie d'une chopine")
        self.said = [""] * players          # joue, passe, remue (the last word of the speaking rounds)
        self.remuers = [0] * players
        self.aside: set[int] = set()        # passers: their hands laid aside
        self.aside_hand: list[str] = []     # the person's own cards, when he passed
        self.shown: list = []               # [(seat, [codes], why)]: Q♦ and a shown tierce
        self.talon = 0


class GuinguetteTable(CardFlights, TableAdapter):
    """The adapter: what the table shows of the deal (``gs``), and its parts along the game's lines:
    the counters in the air, the story of the events, the settlement, the person's decisions."""

    game = "guinguette"
    centre_emblem = False         # the baskets are the cloth's centre
    trick_spreads = False         # the baskets stand beside the trick

    @classmethod
    def saved_score_notes(cls, so_far: dict | None, deal: int, seats: list, t,
                          seen: int | None = None) -> list[str]:
        # A deal is dealt as the last one ends, its antes paid and la guinguette won at once, the
        # cotillon's ante paid as its basket opens: the counters saved are after those, which the
        # table may not have shown yet (held on the queen of diamonds, the cotillon's ante still to
        # fly), nor the last deal's sheet. Said as the engine counted them (its deal_so_far): which
        # antes are paid, the cotillon's or not, and each basket won, by whom but in the fewest words.
        # Saved on an earlier deal's end (``seen``, the deal its name says), all that is the next
        # deal's, dealt unseen: said so first, and alone where the row is narrow.
        unseen = type(seen) is int and seen < deal
        if so_far is None:                  # a save that did not say
            if unseen:
                return [t("gg.saves.dealt", deal=deal)]
            return [t("gg.saves.in_deal", deal=deal), t("gg.saves.in_deal_short", deal=deal)]
        paid = list(so_far.get("antes", ()))
        antes = "gg.saves.antes_" + ("all" if "cotillon" in paid else "first")
        won = [(basket, seat) for basket, seat in so_far.get("won", ()) if basket in ("guinguette", "cabaret")]

        def said(first: str, form: str) -> str:    # the antes, then each basket won in ``form``
            for basket, seat in won:
                first = t("gg.saves.then", first=first,
                          then=t(f"gg.saves.won_{basket}{form}", name=seat_label(seats, seat, t)))
            return first
        count = t("gg.saves.antes_count", n=len(paid))
        forms = [said(t(antes), ""), said(count, ""), said(count, "_short")]
        if len(won) > 1:                    # the baskets counted (a lone holder's cabaret and la guinguette)
            forms.append(t("gg.saves.then", first=count, then=t("gg.saves.won_count", n=len(won))))
        if unseen:
            forms = [t("gg.saves.dealt_then", deal=deal, said=form) for form in forms]
        forms.append(t("gg.saves.dealt" if unseen else "gg.saves.in_deal_short", deal=deal))
        return list(dict.fromkeys(forms))

    def keep_clear(self) -> list:
        # the cloth's rects hold the rows where the seats' cards are shown, and their counters
        return gdraw.cloth_rects(self.stage) + [gdraw.trump_rect(self.stage)]

    def shown_clear(self) -> list:
        return gdraw.cloth_shown(self)

    def hand_most(self) -> int:
        return HAND

    def person_cards_rect(self):
        return gdraw.aside_hand_rect(self)

    def __init__(self, stage, options: dict):
        super().__init__(stage, options)
        self.start_chips = int(options["starting_chips"])
        self.hide_trump = bool(options["hide_trump_after_naming"])
        self.remue_price = int(options["remuer_cost"])
        self.fine = int(options["one_trick_fine"])         # a player with one trick only pays it
        # what a vole by another still costs a player who passed (nothing when only the active pay)
        self.vole_on_passer = int(options["vole_bonus"]) if options["vole_payers"] == "all" else 0
        self.deals_total = 0          # the match's deals, as the person's view last said
        self.stopped: str | None = None    # why the match stopped early (a seat ruined), said again at the end
        self.shared: tuple[int, dict[int, int]] | None = None   # the end's share-out: the pool, each seat's part
        self.gs = Shown(stage.players, self.start_chips)
        self.counters = Counters(self)
        self.settlement = Settlement(self)
        self.story = Story(self)
        self.decisions = Decisions(self)

    @property
    def chips_flying(self) -> list:
        return self.counters.flying

    # ------------------------------------------------------------ the parts' work, for the table

    def animate(self, events: list, view, action=None) -> None:
        self.deals_total = view.deals_total
        self.story.animate(events, action)

    def names_trump(self, action: dict) -> bool:
        return action.get("type") == "trump"          # the eldest names it (§3.3)

    def dialog(self, view, legal: list):
        return self.decisions.dialog(view, legal)

    def reason(self, view, error, code: str) -> str:
        return self.decisions.reason(view, error, code)

    def _trick_kept(self, ev) -> bool:
        """Every trick: each counts toward the two that win the cotillon (§5), so each is held for
        the click even in an ending played for the person."""
        return True

    def _trick_gain(self, ev):
        """The tricks its taker has made with it, toward the two that win the cotillon (§5): the
        count his pile shows once gathered ("×2"), said while it waits: "(2 tricks won)"."""
        seats = self.stage.model.seats

        def made() -> str:       # asked while the trick lies complete, not yet on his pile
            n = seats[ev.winner].tricks + 1
            return i18n.counted("gg.tricks_won", n, self.stage.settings.get("language", "fr"))
        return made

    def _card_leaves(self, seat: int) -> None:
        if self.hide_trump:
            self.gs.trump_hidden = True
            if self.gs.trump_named is not None:      # the log keeps no more than the table shows
                deal, line, eldest = self.gs.trump_named
                self.stage.model.log.replace(deal, line, self.stage.say("gg.log.trump_hidden", eldest))
                self.gs.trump_named = None
        self.gs.shown = []               # the shown cards go back into play with the tricks
        self.stage.model.banner = ""

    @classmethod
    def direction(cls, options) -> str:
        return "right"                # §2, A1: play and deal pass to the right

    # ------------------------------------------------------------ helpers

    def t(self, key: str, **fmt) -> str:
        return self.stage.t(key, **fmt)

    def suit_name(self, suit: str) -> str:
        return self.t(SUIT_KEYS[suit])

    def words(self, key: str, seat: int, **fmt) -> str:
        """A line about a seat, in the person's own words when it is him ("Vous", not "Vous prend")."""
        return self.stage.say(key, seat, **fmt)

    def banner(self, key: str, seat: int | None = None, **fmt) -> None:
        self.stage.banner(key, seat, **fmt)

    def basket_won(self, seat) -> None:
        """A basket's counters have landed: a small celebration if they are the person's."""
        sc = self.stage
        if seat == sc.person:
            sc.timeline.call(lambda: sc.celebrate(True, sparks=14))

    def story_line(self, key: str, seat: int | None = None, pause: float = 0.0, **fmt) -> None:
        """A banner in its turn on the timeline, then a pause to read it."""
        self.stage.timeline.call(lambda: self.banner(key, seat, **fmt))
        if pause:
            self.stage.timeline.pause(pause)

    # ------------------------------------------------------------ the score pad's rows

    @classmethod
    def left_table(cls, ev) -> tuple[int, ...]:
        """Who cannot pay the antes and leaves (§7), as the ``eliminated`` event says."""
        return tuple(ev.seats) if ev.kind == "eliminated" else ()

    @classmethod
    def history_row(cls, ev) -> dict:
        return {"deal": ev.deal, "dealer": None, "reason": ev.reason, "chips": list(ev.chips),
                "guinguette": ev.guinguette, "cabaret": ev.cabaret, "queue": list(ev.cotillon_queue)}

    def sheet_rows(self) -> list[dict]:
        return list(self.stage.model.history)

    def deal_summary(self, ev, ledger: Ledger | None = None) -> dict:
        sc = self.stage
        rows = sc.model.history
        before = rows[-2]["chips"] if len(rows) >= 2 else [self.start_chips] * sc.players
        winner = self.settlement.settled_by
        if ev.reason == "split" or winner is None:
            reason = self.t(f"gg.end.{ev.reason}")
        else:
            # two tricks each: said how the tie went (the sheet said only "Ernestine wins the cotillon");
            # won outright: with how many tricks, the most (§5), as the engine settled them
            second = "_second_first" if ev.reason == "won" and self.settlement.second_first else ""
            made = self.settlement.tricks
            reason = self.words(f"gg.end.{ev.reason}{second}", winner, n=made[winner] if made else 0)
        summary = {"deal": ev.deal, "reason": reason, "chips": list(ev.chips), "before": list(before),
                   "guinguette": ev.guinguette, "cabaret": ev.cabaret, "queue": list(ev.cotillon_queue),
                   "causes": None, "short": list(ev.short), "warning": self.short_words(ev)}
        # each player's change by cause, when the table saw the whole deal (it adds up to the change)
        if ledger is not None and ledger.complete and all(
                ledger.total(s) == ev.chips[s] - before[s] for s in range(sc.players)):
            summary["causes"] = [ledger.causes(s) for s in range(sc.players)]
        return summary

    deal_end_key = "gg.log.deal_end"

    def deal_results(self, summary: dict) -> list[tuple[int, int, str]]:
        """The counters each player won or lost in the deal and holds after it, as its sheet gives
        them; not those who had left the table before it (the pad's dash)."""
        rows = self.stage.model.history
        gone = set(rows[-2].get("out", ())) if len(rows) >= 2 else set()
        return [(s, now - before, str(now)) for s, (before, now) in enumerate(zip(summary["before"], summary["chips"]))
                if s not in gone]

    def short_words(self, ev) -> str:
        """Who cannot pay the next deal's antes, as the engine's ``deal_end`` says (§7, 9b), and what
        becomes of it: the match ends after this deal, or they leave the table ("" when nobody).
        Six at the table, a match of 18 deals ended after deal 2 and nothing had warned of it."""
        short = ev.short
        if not short:
            return ""
        key = "gg.end.short_ends" if ev.ends else "gg.end.short_leave"
        return self.stage.say(key, need=ev.need, names=self.stage.names(short))

    def match_result(self, ev) -> dict:
        result = ev.result or {}
        chips = list(result.get("chips") or self.gs.chips)
        stopped = i18n.now(self.stopped) if self.stopped else ""
        return {"ranking": [list(group) for group in result.get("ranking", [])], "chips": chips,
                "start": self.start_chips, "stopped": stopped, "shared": self.share_words()}

    def share_words(self) -> str:
        """§7 in figures: what the baskets left on the table gave each player at the end, the counters
        left over going one each to the first in order of play ("… 7 counters each, and one more to
        Clémence")."""
        if not self.shared or not self.shared[0]:
            return ""
        pool, parts = self.shared
        sc = self.stage
        takers = sum(self.gs.at_table) or sc.players
        each = pool // takers
        more = [sc.seat_name(s) if s != sc.person else self.t("gg.final.you")
                for s, amount in parts.items() if amount > each]        # the engine's order of play
        fmt = {"pool": pool, "each": self.counted(each)}
        if more:
            return self.t("gg.final.share_more", names=i18n.listed(more, self.t), **fmt)
        return self.t("gg.final.share", **fmt)

    def counted(self, n: int) -> str:
        """"1 counter", "3 counters" in the language of now."""
        return i18n.counted("gg.chips_short", n, self.stage.settings.get("language", "fr"))

    def paper_scene(self, kind: str):
        return {"scores": sheets.GuinguettePad, "deal_end": sheets.GuinguetteDealEnd,
                "match_end": sheets.GuinguetteMatchEnd}.get(kind)

    # ------------------------------------------------------------ what the table shows vs the view

    def matches(self, view) -> bool:
        sc = self.stage
        gs = self.gs
        model = sc.model
        score = view.score
        aside = {s for s, said in enumerate(view.cotillon["said"]) if said == "passe"}
        sizes = [0 if s in aside else n for s, n in enumerate(view.hand_sizes)]
        hand = [] if sc.person in aside else list(view.hand)
        return (sorted(model.hand) == sorted(hand)
                and [(s, c) for s, c, _ in model.trick] == [(t["seat"], t["card"]) for t in view.trick]
                and [s.cards for s in model.seats] == sizes
                and [s.tricks for s in model.seats] == list(view.tricks_won)
                and gs.chips == list(score["chips"]) and gs.guinguette == score["guinguette"]
                and gs.cabaret == score["cabaret"] and gs.queue == list(score["cotillon_queue"])
                and gs.basket == score["basket_in_play"]
                and (view.trump is None or gs.trump == view.trump))

    def seated(self, view) -> bool:
        return bool(view.at_table[view.seat])

    def sync(self, view) -> None:
        sc = self.stage
        gs = self.gs
        sc.model.sync(view)
        self.deals_total = view.deals_total
        score = view.score
        gs.chips = list(score["chips"])
        gs.guinguette, gs.cabaret = score["guinguette"], score["cabaret"]
        gs.queue = list(score["cotillon_queue"])
        gs.basket = score["basket_in_play"]
        gs.basket_open = view.phase in ("trump", "cotillon", "play")
        gs.at_table = list(view.at_table)
        gs.eldest = view.eldest
        if view.trump is not None:
            gs.trump = view.trump
        gs.trump_hidden = bool(view.trump_hidden)
        cab = view.cabaret
        gs.holders = list(cab["holders"])
        gs.level = cab["level"]
        gs.cab_note = [""] * sc.players
        if view.phase == "cabaret":
            for s in gs.holders:
                gs.cab_note[s] = self.stage.say("gg.note.cabaret")
            for bet in cab["bets"]:
                move = bet["move"] if bet["move"] != "renvier" else f"renvier_{bet['raise']}"
                gs.cab_note[bet["seat"]] = self.stage.say(f"gg.note.{move}", bet["seat"], plate=True)
        cot = view.cotillon
        gs.said = [w or "" for w in cot["said"]]
        gs.remuers = list(cot["remuers"])
        gs.shown = [(x["seat"], list(x["cards"]), x["why"]) for x in view.shown] if view.phase != "play" \
            or not view.tricks and not view.trick else []
        gs.talon = view.talon_size
        gs.aside = {s for s, w in enumerate(cot["said"]) if w == "passe"}
        for s in gs.aside:
            sc.model.seats[s].cards = 0
        if sc.person in gs.aside:
            gs.aside_hand = list(view.hand)
            sc.model.hand = []
        self.story.in_deal = not view.phase == "match_over"

    def reset_cursor(self, view) -> None:
        super().reset_cursor(view)
        self.sync(view)

    def carry_on(self, told: TableAdapter) -> None:
        """The causes of the deal in progress, from its antes on (a continued match's end-of-deal
        sheet explains each change, as a deal seen whole does), and the line that named a trump
        to be hidden."""
        ledger = told.story.ledger          # ``told`` is this game's adapter too
        if ledger.complete:
            self.story.ledger = ledger
        self.gs.trump_named = told.gs.trump_named    # a hidden trump named before: hidden from the log too

    # ------------------------------------------------------------ what the bar and plates say

    def top_line(self) -> list[str]:
        """The game's name and the deal; the trump (unless hidden) and the three baskets, written
        alike ("Trumps: clubs · Guinguette 0 · Cabaret 12 · Cotillon 23"), the cotillon's figure
        followed by the baskets that wait their turn ("Cotillon 0 (+12 later)": the bar said
        "Cotillon 0" while the counts said a basket of 12 waited, the one the next cotillon opens
        with). In fewer words, where the whole does not fit beside the game's name: the baskets
        waiting added up, in fewest words ("Cotillon 23 (+12)"), then the trump by its suit's sign
        ("Atout ♥": at 1600 and 1920 wide in French, with baskets of two figures, the trump went 7
        to 12 px short), then the trump left to the cloth (it lies there the whole deal, A12: at
        1280×720 in French the bar dropped the trump while a basket waited). (On
        the bar, "… · to play: 17 + 17" took the room of the game's name at 1920×1080: ui.md, the
        bar says the game, the deal and the three baskets.)"""
        sc = self.stage
        gs = self.gs
        left = self.title_parts() + [self.t("table.deal_n", n=sc.model.deal) + f"/{self.deals_total}"]
        named = gs.trump if gs.trump and not gs.trump_hidden else None
        return [" · ".join(left), *self._state_forms(named, gs.queue, (gs.guinguette, gs.cabaret, gs.basket))]

    def _state_forms(self, trump: str | None, queue: list, baskets: tuple) -> list[str]:
        """The state of play on the bar in its forms (``top_line``): the ``trump`` named (None:
        not named, or hidden), the three ``baskets`` and the cotillon baskets waiting (``queue``)."""
        named = [self.t("gg.bar.trump", suit=self.suit_name(trump))] if trump else []
        sign = [self.t("gg.bar.trump", suit=i18n.SUIT_SYMBOLS[trump])] if trump else []
        listed = self._baskets(baskets, i18n.summed(queue, most=gdraw.QUEUE_SHOWN) if queue else "")
        summed = self._baskets(baskets, str(sum(queue))) if len(queue) > 1 else listed
        tight = self._baskets(baskets, str(sum(queue)), "gg.bar.later_short") if queue else listed
        forms = [" · ".join(named + [listed]), " · ".join(named + [tight]), " · ".join(sign + [tight]), listed, summed]
        return list(dict.fromkeys(forms))      # (no trump: the same line once)

    # the figures the bar's baskets are weighed at, at their widest in a match (``bar_states``)
    WIDEST_BASKET = 88

    def bar_states(self) -> list[list[str]]:
        """Each state of play the bar may show in this match, at its widest: no trump named, or
        each suit named, with the three baskets and two cotillon baskets waiting at two figures
        (or more, as they stand now)."""
        gs = self.gs
        most = max(self.WIDEST_BASKET, gs.guinguette, gs.cabaret, gs.basket, *gs.queue)
        queue = [most] * max(2, len(gs.queue))
        return [self._state_forms(trump, queue, (most, most, most)) for trump in (None, *SUIT_KEYS)]

    def _baskets(self, baskets: tuple, waiting: str, key: str = "gg.bar.later") -> str:
        """The three ``baskets`` on the bar (the guinguette, the cabaret, the cotillon), the
        cotillon's figure with ``waiting`` (the baskets that wait their turn, as the counts and the
        deal's sheet add them up) where any wait, said as ``key`` says ("gg.bar.later_short": in
        fewest words, "(+12)")."""
        g, c, b = baskets
        cotillon = self.t(key, b=b, waiting=waiting) if waiting else b
        return self.t("gg.bar.baskets", g=g, c=c, b=cotillon)

    def pad_most(self) -> tuple[int, int] | None:
        """Every counter at the table: counters only pass between the seats and the baskets, so
        no seat holds more, nor wins more in a deal, nor does a basket hold more (§3, §7)."""
        total = self.start_chips * self.stage.players
        return total, total

    def bar_help(self) -> str | None:
        """What becomes of the three baskets the bar counts (rules §3.2, §3.3, §5)."""
        return self.t("gg.help.baskets")

    def counts(self) -> list[str]:
        """The cotillon basket in play against the baskets waiting their turn, and everyone's counters."""
        return self._counts(short=False)

    def counts_short(self) -> list[str]:
        """The baskets in fewer words; everyone's counters are left to the stacks by the plates."""
        return self._counts(short=True)

    def _counts(self, short: bool) -> list[str]:
        sc = self.stage
        gs = self.gs
        if not sc.model.deal:
            return []
        brief = "_short" if short else ""
        lines = [self.t("gg.count.in_play" + brief, n=gs.basket) if gs.basket_open
                 else self.t("gg.count.not_open" + brief)]
        if self.deals_total and sc.model.deal >= self.deals_total:     # §7: nothing is played later
            lines.append(self.t("gg.count.last" + brief))
        elif gs.queue:
            lines.append(self.t("gg.count.queue" + brief, k=len(gs.queue), values=i18n.summed(gs.queue)))
        else:
            lines.append(self.t("gg.count.no_queue" + brief))
        if not short:
            lines.append(self.t("gg.count.chips", chips=i18n.dotted(
                i18n.with_figure(sc.plate_name(s), gs.chips[s]) for s in range(sc.players) if gs.at_table[s])))
        return lines

    def plate_detail(self, seat: int, short: bool = False) -> str:
        gs = self.gs
        if not gs.at_table[seat]:
            return self.stage.say("gg.note.left", seat, plate=True)
        return self.plate_word(seat)

    def plate_word(self, seat: int) -> str:
        gs = self.gs
        if gs.cab_note[seat]:
            return i18n.now(gs.cab_note[seat])
        said = gs.said[seat]
        if said == "remue" and gs.remuers[seat] > 1:
            return self.stage.say("gg.note.remue_n", seat, plate=True, n=gs.remuers[seat])
        if said:
            return self.stage.say(f"gg.note.{said}", seat, plate=True)
        return ""

    def plate_note(self, seat: int) -> bool:
        return bool(self.plate_word(seat)) or not self.gs.at_table[seat]

    def draw_under(self, surface) -> None:
        gdraw.draw_cloth(self, surface)

    def trick_room(self, layout) -> bool:
        """The trick at the size ``layout`` tries lies clear of the baskets, the talon and the trump
        (guinguette_draw.trick_clear): where not, the layout draws it smaller."""
        return layout is not self.stage.layout or gdraw.trick_clear(self.stage)


ADAPTER = GuinguetteTable
