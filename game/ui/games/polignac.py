"""Polignac at the table: its events as animations, its dialogs, its reasons, its score sheet.

The shared table (game/ui/table) knows seats, hands, tricks and flights; this adapter knows what
Polignac's events mean (game/engine/polignac.py lists them) and what the person must decide:
the dealer's écart (rules §2), the général and the favour question (§6.2).
"""
from __future__ import annotations

import pygame

from game.engine import RuleError
from game.engine import polignac_rules as R
from game.engine.cards import CODE_LIST, RANKS
from game.engine.polignac_rules import HAND_SIZE, JACKS, leftover_of, resolve_options

from .. import i18n, theme
from ..table.dialogs import CardPick, Choice, Dialog
from ..table.layout import ECART_SCALE
from ..table.log import card_name
from . import SUIT_KEYS, TableAdapter
from .common import CardFlights

# an illegal card's RuleError code → the catalogue key of its one-line reason (rules §5)
GENERAL_ORDER = ("ask", "silent", "decline")     # the général's answers as the dialog offers them

REASONS = {
    "must_follow_suit": "pol.reason.follow",
    "must_discard_jack_of_spades": "pol.reason.jack_of_spades",
    "must_discard_jack": "pol.reason.jack",
    "no_honours_while_jacks": "pol.reason.no_honours",
    "guarded_by_jack": "pol.reason.guarded",
    "must_favour_general": "pol.reason.favour",
}


class EcartPick(CardPick):
    """The dealer's écart (rules §2): the leftover count of cards, never a jack."""

    def action(self, cards: list[str]) -> dict:
        return {"type": "ecart", "cards": list(cards)}

    def refusal(self, stage, code: str) -> str:
        return stage.t("table.ecart_no_jack") if code[0] == "J" else ""


class PolignacTable(CardFlights, TableAdapter):
    game = "polignac"

    @classmethod
    def direction(cls, options) -> str:
        # rules §3: counter-clockwise (to the right) unless the table chose clockwise
        return "left" if options.get("direction") == "clockwise" else "right"

    def __init__(self, stage, options: dict):
        super().__init__(stage, options)
        self.jacks = [CODE_LIST[c] for c in range(len(CODE_LIST)) if JACKS >> c & 1]   # the engine's jacks
        self.target = 0               # the match's limit of points (rules §7), from the person's view
        self.general_seat: int | None = None      # who tries the général of this deal (§6.2)
        self.swept: tuple[int, int] | None = None    # who took every trick of this deal, and the capote's penalty
        self.why = ""                 # how the deal just ended was scored, for its sheet (§7)

    def sync(self, view) -> None:
        super().sync(view)
        self.target = view.target

    def hand_most(self) -> int:
        """Rules §2: the hand dealt, and the dealer's with the cards left over before his écart
        (worked out once: the table asks every frame, and the match's options never change)."""
        most = self.__dict__.get("_hand_most")
        if most is None:
            players = self.stage.players
            most = self._hand_most = self.hand_dealt() + leftover_of(players, resolve_options(self.options))
        return most

    def hand_dealt(self) -> int:
        return HAND_SIZE[self.stage.players]

    def reset_cursor(self, view) -> None:
        super().reset_cursor(view)
        self.target = view.target
        # a resumed général: its player and the answers given so far (rules §6.2)
        general = getattr(view, "general", None) or {}
        seat = general.get("seat", -1)
        if general.get("live") and seat is not None and seat >= 0:
            sc = self.stage
            self.general_seat = seat
            asked = general.get("asked", False)
            sc.model.seats[seat].note = sc.say("pol.note.general_ask" if asked else "pol.note.general_silent",
                                              seat, plate=True)
            if asked:
                # everyone asked so far answered: oui if among the favourers, else non
                waiting = set(general.get("asking", []))
                favourers = set(general.get("favourers", []))
                for s in range(sc.model.players):
                    if s != seat and s not in waiting:
                        sc.model.seats[s].note = sc.say("pol.note.yes" if s in favourers else "pol.note.no", s,
                                                         plate=True)

    def title_parts(self) -> list[str]:
        """The game's name and its preset (the bar's first parts)."""
        return [*super().title_parts(), self.preset_label()]

    def preset_label(self) -> str:
        """The rules' preset by name, "changed" where this match's options are not its own."""
        name = self.stage.t(f"preset.polignac.{self.preset or R.DEFAULT_PRESET}")
        return self.stage.t("setup.preset_changed", preset=name) if self.preset_changed else name

    # ------------------------------------------------------------ events → animation

    def animate(self, events: list, view, action=None) -> None:
        sc = self.stage
        self.target = view.target
        for ev in events:
            kind = ev.kind
            if kind == "deal":
                self._deal(ev)
            elif kind == "ecart":
                self._ecart(ev, action)
            elif kind == "play":
                self._play(ev)
            elif kind == "trick":
                self._trick(ev)
            elif kind == "general_offer":
                sc.timeline.call(lambda ev=ev: self._banner("pol.banner.general_offer", ev.seat))
            elif kind == "general":
                sc.timeline.call(lambda ev=ev: self._general(ev))
            elif kind == "favour":
                sc.timeline.call(lambda ev=ev: self._favour(ev))
            elif kind == "capote":
                sc.timeline.call(lambda ev=ev: self._capote(ev))
                sc.timeline.pause(theme.TRICK_PAUSE_S)
            elif kind == "deal_end":
                sc.timeline.call(lambda ev=ev: self._deal_end(ev))
                sc.hold_for(lambda ev=ev: self.open_deal_end(self.deal_summary(ev)))
            elif kind == "match_end":
                sc.hold_for(lambda ev=ev: sc.open_match_end(self.match_result(ev)))

    def decided_line(self) -> str:
        """The deal stops once the last jack has fallen (the option on): "played out" said the
        cards to the last, and the deal stopped at that jack's trick. A général goes on past the
        last jack till it is won or lost (§6.2): the line says the cards go to its end."""
        if self.general_seat is not None:
            return self.stage.t("pol.banner.decided_general")
        if resolve_options(self.options).early_stop:
            return self.stage.t("pol.banner.decided")
        return super().decided_line()

    def _banner(self, key: str, seat: int, **fmt) -> None:
        self.stage.banner(key, seat, **fmt)      # "Vous tentez le général", not "Vous tente"

    def _general(self, ev) -> None:
        sc = self.stage
        self.general_seat = ev.seat if ev.choice != "decline" else None
        sc.model.seats[ev.seat].note = sc.say(f"pol.note.general_{ev.choice}", ev.seat, plate=True)
        self._banner(f"pol.banner.general_{ev.choice}", ev.seat)

    def _capote(self, ev) -> None:
        self.swept = (ev.seat, ev.penalty)
        self._banner("pol.banner.capote", ev.seat, penalty=self.points(ev.penalty))

    def _favour(self, ev) -> None:
        sc = self.stage
        sc.model.seats[ev.seat].note = sc.say("pol.note.yes" if ev.answer else "pol.note.no", ev.seat, plate=True)
        sc.log_line("pol.log.favour_yes" if ev.answer else "pol.log.favour_no", ev.seat)    # the story keeps it

    def _deal(self, ev) -> None:
        sc = self.stage
        self.cursor = {"deal": ev.deal, "trick": 1, "shown": [0] * sc.model.players}

        def start_deal(ev=ev):
            self.general_seat = None
            sc.new_deal(ev.deal, ev.dealer)
            sc.model.target = self.target

        sc.timeline.call(start_deal)
        self._deal_packets(ev)

    def _ecart(self, ev, action) -> None:
        sc = self.stage
        seat = ev.seat
        codes = []
        if seat == sc.person and action is not None:
            codes = [c for c in action.to_json().get("cards", [])]
        tweens = []
        for i in range(ev.get("count")):
            code = codes[i] if i < len(codes) else None
            start = sc.hand_pos(code) if code else sc.layout.fan_centre(seat)

            def leave(code=code):
                if code and code in sc.model.hand:
                    sc.model.hand.remove(code)
                sc.model.seats[seat].cards -= 1

            def land():
                sc.model.ecart_pile += 1
            tweens.append(sc.fly(None, lambda start=start: start, lambda: sc.ecart_spot(seat, self.hand_dealt()),
                                 theme.PLAY_CARD_S, "out_cubic", delay=i * 0.05,
                                 height0=theme.CARD_HAND if code else theme.CARD_SEAT,
                                 height1=theme.CARD_SEAT * ECART_SCALE, face_up=False,
                                 on_start=leave, on_done=land))
        sc.timeline.then(*tweens, label="ecart")
        sc.timeline.call(lambda: sc.log_line("pol.log.ecart", seat, n=ev.get("count")))

    def _trick_kept(self, ev) -> bool:
        """A jack changes hands in it, or a général is played (each trick wins or loses it): held
        for the click even in an ending played for the person (asked as the trick lies complete,
        once the général's word has been shown)."""
        return bool(ev.jacks) or self.general_seat is not None

    def _trick_why(self, ev) -> str | None:
        """Rules §4: a king, queen or jack takes the trick over the ace of its suit, which the
        usual order (the engine's natural ranks, the ace high) would have seen win and Polignac's
        (the engine's ``RANK_ORDER``, the ace under the jack) does not: the trick's line says so
        ("in Polignac the jack beats the ace"); None where no card of the trick was beaten so."""
        won = next(code for seat, code in ev.cards if seat == ev.winner)
        order = R.RANK_ORDER
        beaten = {code[0] for _seat, code in ev.cards if code[1] == won[1] and code[0] in order
                  and order.index(code[0]) > order.index(won[0]) and RANKS.index(code[0]) > RANKS.index(won[0])}
        key = f"pol.beats_ace.{won[0]}"
        return key if beaten == {"A"} and self.stage.has_text(key) else None

    def _trick_gain(self, ev):
        """The points the trick costs its taker (rules §7: its jacks, the first or last trick's
        penalty), as the engine counted them and his plate adds them: "(+2)"."""
        return (lambda: i18n.signed(ev.points)) if ev.points else None

    def _trick(self, ev) -> None:
        """The trick's points count for its taker as it lies complete, its winning card marked (rules
        §7: entered as soon as the trick is won), as Double King's do: "Hortense takes the trick"
        stood over the jack of spades beside her plate's "0 pts", its cost shown only once gathered;
        then the jacks taken fly face up to the winner's plate."""
        sc = self.stage

        def count():
            seat = sc.model.seats[ev.winner]
            seat.points = ev.total
            seat.deal_points += ev.points
        sc.timeline.call(count, label="trick_points")
        super()._trick(ev)
        if not ev.jacks:
            return
        # the jacks taken are shown face up in front of the winner's plate
        winner = ev.winner
        flips = []
        already = self.cursor["shown"][winner]
        for i, jack in enumerate(ev.jacks):
            slot = already + i

            def shown(jack=jack):
                sc.model.seats[winner].shown.append(jack)
            flips.append(sc.fly(jack, lambda: sc.layout.stack_rect(winner).center,
                                lambda slot=slot: sc.jack_slot(winner, slot), theme.FLIP_S, "in_out",
                                delay=i * 0.06, height0=sc.layout.small_share,
                                height1=sc.layout.small_share, face_up=True, flip=True,
                                on_done=shown))
        sc.timeline.then(*flips, label="jacks")
        self.cursor["shown"][winner] += len(ev.jacks)
        def jacks(t) -> str:
            return ", ".join(card_name(t, j) for j in ev.jacks)
        sc.timeline.call(lambda: sc.log_line("pol.log.jacks", winner, jacks=jacks, points=ev.points))

    def _deal_end(self, ev) -> None:
        sc = self.stage
        sc.log_line(f"pol.reason_end.{ev.reason}")
        g = self.general_seat
        # the plates' words of the deal go with it, as Guinguette's do: "0 pt · général" beside the
        # sheet said again, or seemed to say otherwise, how the général went; the sheet says it
        for seat in sc.model.seats:
            seat.note = ""
        # the sheet says why its figures read as they do (§7): the sweeper at 0 with every jack, the
        # others at the capote's penalty; the failed général's player charged his jacks as usual;
        # the limit reached at a trick, the rest of the deal left unplayed (§8)
        why: tuple[str, int | None, dict] | None = None
        if self.swept is not None:
            why = ("pol.why.capote", self.swept[0], {"capot": self.points(self.swept[1])})
        elif ev.reason == "general_failed" and g is not None:
            why = ("pol.why.general_failed", g, {})
        elif ev.reason == "limit":          # §8: the match stops at that trick, cards still in the hands
            why = ("pol.why.limit", None, {})
        self.why = ""
        if why is not None:
            key, seat, fmt = why
            self.why = sc.say(key, seat, **fmt)
            sc.log_line(key, seat, **fmt)
        self.swept = None           # (the général's seat is kept till the next deal: its line stays true)
        for s, seat in enumerate(sc.model.seats):
            seat.points = ev.points[s]
            seat.deal_points = ev.deal_points[s]
        sc.model.history.append({"deal": ev.deal, "dealer": sc.model.dealer, "reason": ev.reason,
                                 "deal_points": list(ev.deal_points), "points": list(ev.points),
                                 "shown": [list(s.shown) for s in sc.model.seats]})

    # ------------------------------------------------------------ summaries

    def deal_summary(self, ev) -> dict:
        sc = self.stage
        return {"deal": ev.deal, "reason": sc.t(f"pol.reason_end.{ev.reason}"), "why": str(self.why),
                "price": self.price_line(),
                "rows": [{"seat": s, "name": sc.seat_name(s), "shown": list(sc.model.seats[s].shown),
                          "deal_points": ev.deal_points[s], "points": ev.points[s]}
                         for s in range(sc.model.players)],
                "target": self.target}

    deal_end_key = "pol.log.deal_end"

    def deal_results(self, summary: dict) -> list[tuple[int, int, str]]:
        """The points each player took in the deal and his total (rules §7), as its sheet gives them."""
        return [(row["seat"], row["deal_points"], str(row["points"])) for row in summary["rows"]]

    def match_result(self, ev) -> dict:
        sc = self.stage
        losers = list(ev.losers)
        others = sorted((s for s in range(sc.model.players) if s not in losers),
                        key=lambda s: (ev.points[s], s))
        return {"losers": losers, "points": list(ev.points), "others": others,
                "target": self.target}

    # ------------------------------------------------------------ the person's decisions

    def dialog(self, view, legal: list) -> Dialog | None:
        """The dialog for the person's decision, or None when it is a card to play."""
        sc = self.stage
        if view.phase == "ecart":
            pick = legal[0].to_json()           # contract §5: {"count": n, "from": [cards]}
            return EcartPick(sc.t("pol.dialog.ecart", n=pick["count"]), count=pick["count"],
                             choosable=list(pick["from"]))
        if view.phase == "general":
            # the attempt first, with favour where it may be asked: the default, which Enter takes,
            # was to stop, where the rules' good play (§11) always attempts it (a failure costs what
            # stopping costs) and asks for favour (a oui can only help)
            offered = sorted(legal, key=lambda a: GENERAL_ORDER.index(a.to_json()["choice"]))
            choices = [a.to_json()["choice"] for a in offered]
            capot = self.points(resolve_options(self.options).capot_penalty)
            return Choice(sc.t("pol.dialog.general"),
                          [(sc.t(f"pol.general.{c}"), a.to_json()) for c, a in zip(choices, offered)],
                          helps={sc.t(f"pol.general.{c}"): sc.t(f"pol.help.{c}", capot=capot) for c in choices})
        if view.phase == "favour":
            # what is at stake, with this table's figures: the capote's penalty to every other
            # player if the général succeeds (§6.2, §7), and what it would do to the match (§8)
            g = view.general["seat"]
            said = {"name": sc.seat_name(g), "capot": self.points(resolve_options(self.options).capot_penalty),
                    "stake": self._capote_stake(view, g)}
            return Choice(sc.t("pol.dialog.favour", **said),
                          [(sc.t("pol.favour.no"), {"type": "favour", "answer": False}),
                           (sc.t("pol.favour.yes"), {"type": "favour", "answer": True})],
                          helps={sc.t("pol.favour.no"): sc.t("pol.help.favour_no", **said),
                                 sc.t("pol.favour.yes"): sc.t("pol.help.favour_yes", **said)})
        return None

    def _capote_stake(self, view, g: int) -> str:
        """What the général of ``g`` would do to the match if it succeeded: ``g``'s points of the
        deal cancelled, the capote's penalty to every other player (§7), then the limit's check
        (§8, the engine's ``limit_losers``): who would reach the limit and lose, or no one."""
        sc = self.stage
        penalty = resolve_options(self.options).capot_penalty
        points, deal = view.score["points"], view.score["deal_points"]
        after = [p - deal[s] if s == g else p + penalty for s, p in enumerate(points)]
        losers = R.limit_losers(after, view.target, -1, -1) or []
        target = self.points(view.target)
        others = [sc.seat_name(s) for s in losers if s != sc.person]
        names = i18n.listed(others, sc.t)
        if not losers:
            return sc.t("pol.stake.none", target=target)
        if sc.person in losers:
            return sc.t("pol.stake.you_shared" if others else "pol.stake.you", target=target, names=names)
        return sc.t("pol.stake.many" if len(others) > 1 else "pol.stake.one", target=target, names=names)

    def reason(self, view, error: RuleError, code_card: str) -> str:
        sc = self.stage
        key = REASONS.get(error.code)
        if key is None:
            return sc.t("table.reason.generic")
        led = view.trick[0]["card"][1] if view.trick else ""
        suit = code_card[1] if error.code == "guarded_by_jack" else led
        return sc.t(key, suit=sc.t(SUIT_KEYS.get(suit, "suit.spades")))

    # ------------------------------------------------------------ what the bar and plates say

    def top_line(self) -> list[str]:
        sc = self.stage
        m = sc.model
        left = [*self.title_parts(), sc.t("table.deal_n", n=m.deal)]
        person = m.seats[sc.person].points
        best = max(seat.points for seat in m.seats)
        leaders = [s for s in range(m.players) if m.seats[s].points == best]
        centre = sc.t("table.limit_line", target=m.target or self.target, mine=person)
        if best > 0 and leaders != [sc.person]:        # every player tied at the top is named
            names = i18n.listed((sc.seat_name(s) for s in leaders), sc.t)
            centre += "  ·  " + sc.t("table.highest", name=names, points=best)
        return [" · ".join(left), centre]

    def jack_worth(self) -> tuple[int, int]:
        """(a jack taken, the jack of spades taken): the engine's price under this match's options."""
        worth = R.jack_points(resolve_options(self.options))
        return min(worth[c] for c in range(len(worth)) if JACKS >> c & 1), worth[R.CARD_JS]

    def bar_help(self) -> str | None:
        """What the limit on the bar means (rules §7), with this match's values of the jacks."""
        jack, polignac = self.jack_worth()
        return self.stage.t("pol.help.limit", target=self.points(self.stage.model.target or self.target),
                            jack=self.points(jack), polignac=self.points(polignac))

    def price_line(self) -> str:
        """What the deal's sheet says the figures come from (rules §7): a jack taken, the jack of
        spades (framed in red there), and where this match's options add them, a jack winning its
        own trick counted again and the first and last tricks' penalties."""
        t = self.stage.t
        opts = resolve_options(self.options)
        jack, polignac = self.jack_worth()
        text = t("pol.price", jack=self.points(jack), polignac=self.points(polignac))
        if opts.own_jack_factor > 1:
            text += t("pol.price.own", factor=opts.own_jack_factor)
        if opts.first_trick_penalty:
            text += t("pol.price.first", points=self.points(opts.first_trick_penalty))
        if opts.last_trick_penalty:
            text += t("pol.price.last", points=self.points(opts.last_trick_penalty))
        return text + "."

    def points(self, n: int, key: str = "common.points") -> str:
        """"1 point", "5 points" in the language of now (``table.points_short``: "1 pt", "5 pts")."""
        return i18n.counted(key, n, self.stage.settings.get("language", "fr"))

    def counts(self) -> list[str]:
        """The jacks not yet fallen (those taken lie face up by their takers' plates)."""
        out = self._jacks_out()
        if not out:
            return [self.stage.t("pol.count.no_jacks")] if out is not None else []
        return [self.stage.t("pol.count.jacks", n=len(out),
                             suits=", ".join(self.stage.t(SUIT_KEYS[j[1]]) for j in out))]

    def keep_clear(self) -> list:
        """Where each computer seat lays the jacks it takes, face up by its plate (found once per
        layout: the trick's number asks every frame)."""
        lay = self.stage.layout
        memo = self.__dict__.get("_jacks_room")          # a drawing cache, not game state
        if memo is None or memo[0] is not lay:
            memo = self.__dict__["_jacks_room"] = (lay, [
                pygame.Rect(rects[0]).unionall(rects[1:]) for rects in
                (lay.jacks_origin(seat) for seat in range(self.stage.players) if seat != self.stage.person)])
        return [room.copy() for room in memo[1]]

    def shown_clear(self) -> list:
        """None beyond the seats' cards: the jacks a seat has taken lie face up by its plate, which
        the table knows (draw._seats_cards); the rest of their room lies free (at 800×500 with
        eight seats, why the Hint button is greyed found the cloth under it kept for Barnabé's
        jacks yet to be taken, and went down by the window's foot)."""
        return []

    def counts_short(self) -> list[str]:
        out = self._jacks_out()
        return [self.stage.t("pol.count.jacks_short", n=len(out))] if out else self.counts()

    def _jacks_out(self) -> list[str] | None:
        """The jacks not yet fallen, None between deals: one played into the trick has fallen (it
        was still counted with the jack of hearts on the cloth), and one flying with the last trick
        to its taker's row too (the count went back up for that moment)."""
        sc = self.stage
        if not self.jacks or not (sc.model.hand or sc.model.trick_number):
            return None
        fallen = {code for seat in sc.model.seats for code in seat.shown} | sc.model.cards_down()
        return [j for j in self.jacks if j not in fallen]

    def plate_detail(self, seat: int, short: bool = False) -> str:
        sc = self.stage
        s = sc.model.seats[seat]
        text = str(s.points) if short else self.points(s.points, "table.points_short")   # "Débutant · 12 pts"
        if s.note:          # in the language chosen now, the person's own word where his plate says "You"
            text += " · " + i18n.now(s.note)
        return text

    def plate_detail_widest(self, seat: int, short: bool = False) -> str:
        return "88" if short else self.points(88, "table.points_short")   # points run to tens

    def plate_note(self, seat: int) -> bool:
        return bool(self.stage.model.seats[seat].note)

    def sheet_rows(self) -> list[dict]:
        return list(self.stage.model.history)

    def pad_most(self) -> tuple[int, int] | None:
        """§7, §8: a deal adds at most the seat's ceiling (every jack, both trick penalties, or a
        capote's penalty); a total short of the limit goes into the last deal, which ends the match:
        the widest total is the limit less one plus that ceiling (at a limit of 100, "100" and more)."""
        opts = resolve_options(self.options)
        ceiling = R.seat_ceiling(opts)
        return ceiling, R.target_points(opts.target, self.stage.players) - 1 + ceiling

    def draw_sheet(self, paper, surface) -> None:
        from ..table.sheets import draw_points_sheet
        draw_points_sheet(paper, surface, self.sheet_rows(), self.target)


ADAPTER = PolignacTable
