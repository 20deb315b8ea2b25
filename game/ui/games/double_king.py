"""Double King at the table: its events as animations, the dealer's contract, reasons, the bar.

The shared table (game/ui/table) knows seats, hands, tricks and flights; this adapter knows what
Double King's events mean (game/engine/double_king.py lists them): the dealer chooses the contract
under the round's limits (rules §3), tricks stay face down (§2), a negative deal stops when its last
penalty card falls (§4.2), and a round's nets become ranking points (§5). The contract dialog is in
double_king_dialog, the paper (score sheet, end of deal, end of match) in double_king_sheets.
"""
from __future__ import annotations

import pygame

from game.engine import RuleError
from game.engine import double_king_rules as R

from .. import i18n, theme, widgets
from ..cards import draw_suit, suit_colour
from ..table.log import card_name
from . import SUIT_KEYS, TableAdapter
from . import double_king_sheets as sheets
from .common import CardFlights
from .double_king_dialog import ContractChoice, ContractDialog
from .double_king_terms import DEALS_PER_ROUND, contract_label, contract_tip, signed_points, stops_early

# an illegal card's RuleError code → the catalogue key of its one-line reason (rules §4.1)
REASONS = {
    "hearts_not_led": "dk.reason.hearts_not_led",
    "must_follow_suit": "dk.reason.follow",
    "must_play_queen": "dk.reason.queen",
    "must_play_king_or_jack": "dk.reason.king_or_jack",
    "must_play_jack": "dk.reason.jack",
    "must_go_over": "dk.reason.go_over",
    "must_overtrump": "dk.reason.overtrump",
    "must_trump": "dk.reason.trump",
    "must_discard_heart": "dk.reason.discard_heart",
    "must_discard_highest_heart": "dk.reason.discard_highest_heart",
    "must_discard_queen": "dk.reason.discard_queen",
    "must_discard_king_or_jack": "dk.reason.discard_king_or_jack",
    "must_discard_king_of_hearts": "dk.reason.discard_king_of_hearts",
}


class DoubleKingTable(CardFlights, TableAdapter):
    game = "double_king"

    def __init__(self, stage, options: dict):
        super().__init__(stage, options)
        self.contract = None          # the contract shown: (name, trump code or None, chooser)
        self.announced: str | None = None     # the contract of the events read so far (ahead of the show)
        self.penalties: list = []     # its penalty cards (the engine's view says which), [] for none
        self.prices: list = []        # what each trick costs whatever its cards (the engine's view)
        self.gathered: list = []      # this deal's cards gathered so far, as the table showed them
        self.taken: list = []         # (trick number, winner, [penalty cards], points) of this deal
        self.constraints: list = []   # each player's contracts chosen in the round (the engine's view)
        self.round = 1
        self.deal_in_round = 1
        self.net = [0] * stage.players        # this round's net per seat, as the tricks were gathered
        self.deals_shown = 0                  # finished deals whose end the table has shown (the sheet)
        self.rounds_shown = 0
        # the match as the person's view last said (the table shows the sheet up to what it has animated)
        self.rounds = 1                       # rounds in the match
        self.first_dealer = 0                 # the cross on the sheet (§2)
        self.sheet: list[dict] = []           # one record per finished deal
        self.results: list[tuple] = []        # (net, ranking points) of each finished round
        self.ranking: list | None = None      # the final ranking of tied groups, once the match is over
        self.picker = ContractDialog(self)

    def _read_match(self, view) -> None:
        """What the person's view says of the whole match: its rounds, its sheet, its ranking."""
        self.rounds = view.rounds
        self.first_dealer = view.first_dealer
        self.sheet = list(view.sheet)
        self.results = [(tuple(r["net"]), tuple(r["ranking_points"])) for r in view.rounds_done]
        self.ranking = view.result["ranking"] if view.match_over and view.result else None

    def sync(self, view) -> None:
        super().sync(view)
        self._read_match(view)
        for s, seat in enumerate(self.stage.model.seats):    # this deal's points so far (not in the score)
            seat.deal_points = view.deal_points[s]

    @classmethod
    def direction(cls, options) -> str:
        return "left"           # rules §2: deal and play clockwise, the next player on the left

    def reset_cursor(self, view) -> None:
        super().reset_cursor(view)
        self._read_match(view)
        self.round = view.round
        self.deal_in_round = view.deal_in_round
        self.net = list(view.score.get("net", [0] * self.stage.players))
        self.deals_shown = len(view.sheet)
        self.rounds_shown = len(view.rounds_done)
        self.contract = (view.contract, view.trump, view.chooser) if view.contract else None
        self.announced = view.contract
        self._read_contract(view)
        self.gathered = [c for t in view.tricks for _, c in t["cards"]]
        self.taken = [(n, t["winner"], [c for _, c in t["cards"] if c in self.penalties], t["points"])
                      for n, t in enumerate(view.tricks, 1)]

    def _read_contract(self, view) -> None:
        """The contract's facts from the engine's view: its penalty cards, its priced tricks, and the
        contracts each player has chosen in the round."""
        self.penalties = list(view.penalty_cards)
        self.prices = list(view.trick_prices)
        self.constraints = [dict(p) for p in view.constraints["players"]]

    @property
    def penalty_left(self) -> int:
        """The contract's penalty cards not yet fallen (the bar and the counts count them down): one
        played into the trick has fallen, as the trumps' count and Polignac's jacks have it (the
        Q♦ on the cloth was still counted till the trick was gathered)."""
        fallen = set(self.gathered) | self.stage.model.cards_down()
        return sum(1 for c in self.penalties if c not in fallen)

    # ------------------------------------------------------------ events → animation

    def animate(self, events: list, view, action=None) -> None:
        sc = self.stage
        self._read_match(view)
        for i, ev in enumerate(events):
            kind = ev.kind
            if kind == "deal":
                self._deal(ev, view)
            elif kind == "contract":
                self.announced = ev.contract     # the tricks read next are this contract's
                # the person's view right after the contract: its penalty cards, priced tricks, limits
                sc.timeline.call(lambda ev=ev, view=view: self._contract(ev, view))
            elif kind == "play":
                self._play(ev)
            elif kind == "trick":
                self._trick(ev)
            elif kind == "deal_end":
                after = events[i + 1:]
                round_end = next((e for e in after if e.kind == "round_end"), None)
                if ev.reason == "early_end":
                    sc.timeline.call(lambda ev=ev: self._banner(f"dk.banner.early_end.{ev.contract}",
                                                                ev.chooser))
                    sc.timeline.pause(theme.TRICK_PAUSE_S * 1.5, label="early_end")
                sc.timeline.call(self._deal_shown)
                # built when shown, so the tricks counted are those the table has gathered
                sc.hold_for(lambda ev=ev, r=round_end: self.open_deal_end(self.deal_summary(ev, r)))
            elif kind == "round_end":
                sc.timeline.call(lambda ev=ev: self._round_shown(ev))
            elif kind == "match_end":
                sc.hold_for(lambda ev=ev: sc.open_match_end(self.match_result(ev)))

    def _deal_shown(self) -> None:
        self.deals_shown += 1

    def _round_shown(self, ev) -> None:
        self.rounds_shown += 1
        earned = list(ev.ranking_points)
        mine = earned[self.stage.person]
        if mine == max(earned):                       # first of the round (alone or shared)
            self.stage.celebrate(True)
        elif mine == min(earned):                     # last of the round: a sober moment
            self.stage.celebrate(False)

    def decided_line(self) -> str:
        """A contract that stops once its last penalty card has fallen (rules §4.2): its decided
        rest goes up to that card, not to the thirteenth trick ("its cards are played for you" read
        as the whole deal, and the deal stopped at trick 5 on the king of hearts); once that card
        lies in the trick, the deal stops after it. The others play every trick: the shared line."""
        contract = self.contract[0] if self.contract else None
        if contract is None or not stops_early(contract):
            return super().decided_line()
        if self.penalty_left == 0:
            return self.stage.t("dk.banner.decided_last")
        return self.stage.t(f"dk.banner.decided.{contract}")

    def _banner(self, key: str, seat: int, **fmt) -> None:
        self.stage.banner(key, seat, **fmt)

    def _contract(self, ev, view) -> None:
        self.contract = (ev.contract, ev.trump, ev.seat)
        self._read_contract(view)
        self._banner("dk.banner.contract", ev.seat, contract=lambda t: contract_label(t, ev.contract, ev.trump))

    def _deal(self, ev, view) -> None:
        sc = self.stage
        self.cursor = {"deal": ev.deal, "trick": 1, "shown": [0] * sc.model.players}
        # the round's limits as this deal begins (the person's view is there now; the step runs later)
        constraints = [dict(p) for p in view.constraints["players"]]

        def start_deal(ev=ev):
            sc.new_deal(ev.deal, ev.dealer)
            self.contract = None
            self.penalties, self.prices, self.gathered, self.taken = [], [], [], []
            self.constraints = constraints
            self.round = ev.round
            self.deal_in_round = ev.deal_in_round
            if ev.deal_in_round == 1:
                self.net = [0] * sc.model.players      # §5: each round is scored on its own
            self.picker.reset()

        sc.timeline.call(start_deal)
        self._deal_packets(ev)          # §2: packets of 4, 4, 5 clockwise from the dealer's left

    def _trick(self, ev) -> None:
        """The trick's points count for its taker as it lies complete, its winning card marked (the
        counts' "This deal" and his plate's net), when its penalty cards are no longer counted out:
        the counts read "Penalty cards yet to fall: 0/13" over the last trick while "This deal: You −9"
        waited for it to be gathered to read −10."""
        # read when the trick's event is: the contract announced before it, whether or not the
        # table has shown it yet (events read in one go run ahead of the animations)
        change = signed_points(self.announced, ev.points)
        winner = ev.winner

        def count():
            self.stage.model.seats[winner].deal_points += change
            self.net[winner] += change
        self.stage.timeline.call(count, label="trick_points")
        super()._trick(ev)

    def _trick_gain(self, ev):
        """What the trick counts for its taker in the contract (§4), as his plate's net adds it
        and the log prices it ("dk.log.priced"): "(−10)", "(+1)"; read when the trick's event is,
        as :meth:`_trick` reads it."""
        change = signed_points(self.announced, ev.points)
        return (lambda: i18n.signed(change)) if change else None

    def _on_stacked(self, ev, cards: list):
        change = signed_points(self.announced, ev.points)
        winner = ev.winner

        def count():
            # §2: the trick lies face down in front of the winner until the deal ends
            codes = [c for _, c in cards]
            self.gathered += codes
            taken = [c for c in codes if c in self.penalties]
            self.taken.append((ev.number, winner, taken, ev.points))
            sc = self.stage
            if taken:               # the log names the penalty cards taken and what they cost
                sc.log_line("dk.log.taken", winner, cards=lambda t: ", ".join(card_name(t, c) for c in taken),
                            points=i18n.signed(change))
            elif change and len(set(self.prices)) > 1:      # a priced trick (the 7th, the 13th)
                sc.log_line("dk.log.priced", winner, n=ev.number, points=i18n.signed(change))
        return count

    def _trick_kept(self, ev) -> bool:
        """A trick that counts for its taker (§4): one with a penalty card of the contract, a priced
        one (the 7th, the 13th), any in the contract of no tricks, every one in a trump game; held
        for the click even in an ending played for the person."""
        return ev.points != 0

    # ------------------------------------------------------------ summaries

    def deal_summary(self, ev, round_end=None) -> dict:
        sc = self.stage
        n = sc.model.players
        tricks = [sc.model.seats[s].tricks for s in range(n)]
        summary = {"deal": ev.deal, "round": ev.round, "deal_in_round": ev.deal_in_round,
                   "contract": ev.contract, "trump": ev.trump, "chooser": ev.chooser,
                   "reason": ev.reason, "points": list(ev.points),
                   "negative": list(ev.negative), "positive": list(ev.positive),
                   "round_end": None, "tricks": tricks, "net": list(self.net),
                   "taken": [(n, w, list(cards), pts) for n, w, cards, pts in self.taken],
                   "prices": list(self.prices)}
        if round_end is not None:
            summary["round_end"] = {"round": round_end.round, "net": list(round_end.net),
                                    "negative": list(round_end.negative),
                                    "positive": list(round_end.positive),
                                    "ranking_points": list(round_end.ranking_points)}
        return summary

    deal_end_key = "dk.log.deal_end"

    def deal_results(self, summary: dict) -> list[tuple[int, int, str]]:
        """The deal's points of each player and the round's net so far (§5), as its sheet gives them."""
        nets = summary.get("net") or [0] * self.stage.players
        return [(s, points, i18n.signed(nets[s])) for s, points in enumerate(summary["points"])]

    def match_result(self, ev) -> dict:
        return {"ranking": [list(p) for p in ev.result["ranking"]],
                "ranking_points": list(ev.ranking_points),
                "rounds": [(list(net), list(rp)) for net, rp in self.results]}

    @classmethod
    def history_row(cls, ev) -> dict:
        """A replayed deal's row (the sheet itself reads the engine's, so this is only a record)."""
        return {"deal": ev.deal, "dealer": ev.chooser, "reason": ev.reason, "points": list(ev.points),
                "contract": ev.contract, "trump": ev.trump}

    def paper_scene(self, kind: str):
        return {"scores": sheets.DoubleKingScorePad, "deal_end": sheets.DoubleKingDealEnd,
                "match_end": sheets.DoubleKingMatchEnd}.get(kind)

    # ------------------------------------------------------------ the person's decisions

    def names_trump(self, action: dict) -> bool:
        return action.get("type") == "contract" and action.get("trump") is not None    # the trumps contract

    def dialog(self, view, legal: list) -> ContractChoice | None:
        """The contract dialog when the person deals (§3); None when it is a card to play."""
        return self.picker.spec(view, legal) if view.phase == "contract" else None

    def reason(self, view, error: RuleError, code_card: str) -> str:
        sc = self.stage
        key = REASONS.get(error.code)
        if key is None:
            return sc.t("table.reason.generic")
        trick = [t["card"] for t in view.trick]
        led = trick[0] if trick else code_card
        if error.code == "must_go_over" and self.contract and led[1] != self.contract[1]:
            key = "dk.reason.go_over_suit"        # A6, go_over "always": the suit led, not trumps
        return sc.t(key, suit=sc.t(SUIT_KEYS[led[1]]), rank=self._trigger(error.code, trick))

    def _trigger(self, code: str, trick: list) -> str:
        """The card that forces the play (§4.1, A3): "Un as est sorti" when it was led, else "L'as est
        dans la levée" (option trigger_anywhere)."""
        if not trick or code not in ("must_play_queen", "must_play_king_or_jack", "must_play_jack"):
            return ""
        suit = trick[0][1]
        wanted = {"must_play_queen": "AK", "must_play_king_or_jack": "AQ", "must_play_jack": "Q"}[code]
        if trick[0][0] in wanted:
            return self.stage.t(f"dk.rank_led.{_RANK_WORDS[trick[0][0]]}")
        for rank in wanted:
            if rank + suit in trick[1:]:
                return self.stage.t(f"dk.rank_in.{_RANK_WORDS[rank]}")
        return self.stage.t(f"dk.rank_led.{_RANK_WORDS[wanted[0]]}")

    # ------------------------------------------------------------ what the bar and plates say

    def top_line(self) -> list[str]:
        sc = self.stage
        rounds = self.rounds
        left = self.title_parts()
        if rounds > 1:
            left.append(sc.t("dk.round_n", n=self.round, total=rounds))
        left.append(sc.t("dk.deal_n", n=self.deal_in_round, total=DEALS_PER_ROUND))
        falling = self.penalty_left if len(self.penalties) > 1 else 0
        return [" · ".join(left), *self._state_forms(self.contract, sc.model.dealer, falling)]

    def _state_forms(self, contract, dealer: int, falling: int) -> list[str]:
        """The state of play on the bar, in its forms (``top_line``): who chooses the contract
        (``dealer``), or the contract chosen (``contract``: name, trump, chooser) and, where more
        than one penalty card of it is ``falling`` yet, how many; in fewer words, the chooser left
        to the tag by his plate, then the count alone, then the contract by its short name, the
        count last (the counts give the penalty cards out): at 800×500, a match of rounds and a
        deal of two figures, the whole line left no room for the game's name ("Deal 12/20 · No 7th
        or 13th trick — chosen by Hortense"), which stays."""
        sc = self.stage
        if contract is None:
            key = "dk.bar.choosing_you" if dealer == sc.person else "dk.bar.choosing"
            return [sc.t(key, name=sc.seat_name(dealer)), sc.t(key + "_short", name=sc.seat_name(dealer))]
        name, trump, chooser = contract
        key = "dk.bar.contract_you" if chooser == sc.person else "dk.bar.contract"
        label = contract_label(sc.t, name, trump)
        short = label if name == "atout" else sc.t(f"dk.short.{name}")     # the trump's suit said whole
        centre = sc.t(key, contract=label, name=sc.seat_name(chooser))
        if falling > 0:
            left_to_fall = sc.t(f"dk.bar.left.{name}", n=falling)
            fewest = sc.t("dk.bar.left_short", n=falling)
            return [centre + "  ·  " + left_to_fall, label + "  ·  " + left_to_fall,
                    label + "  ·  " + fewest, short + "  ·  " + fewest, short]
        return list(dict.fromkeys([centre, label, short]))

    def bar_states(self) -> list[list[str]]:
        """Each state of play the bar may show in this match, at its widest: each seat choosing,
        each contract chosen by each seat, with all its penalty cards still to fall (where it has
        more than one) and with none."""
        seats = range(self.stage.model.players)
        states = [self._state_forms(None, dealer, 0) for dealer in seats]
        for name in R.CONTRACT_NAMES:
            cards = R.PENALTY[R.CONTRACT_INDEX[name]].bit_count()
            for trump in ("SHDC" if name == "atout" else (None,)):
                for chooser in seats:
                    states += [self._state_forms((name, trump, chooser), 0, n) for n in {0, cards if cards > 1 else 0}]
        return states

    def plate_detail(self, seat: int, short: bool = False) -> str:
        return self._net(self.net[seat], short)

    def plate_detail_widest(self, seat: int, short: bool = False) -> str:
        return self._net(-88, short)       # a round's nets run to tens

    def _net(self, net: int, short: bool) -> str:
        """"net +3", or after a level "+3" (the level beside "net" outgrows the plates)."""
        return i18n.signed(net) if short else self.stage.t("dk.plate.net", net=i18n.signed(net))

    def trick_prices(self) -> list[int]:
        return self.prices

    def counts(self) -> list[str]:
        """The penalty cards still out, the trumps not yet played, each player's points of this deal
        and the contracts each has chosen in the round (negatives x/3, trump games y/2), and the
        match's ranking points once a round is over."""
        return self._counts(short=False)

    counts_labelled = True      # "Contrats choisis (négatifs · atouts) :" on its row, then each player's

    def counts_short(self) -> list[str]:
        """The same counts in fewer words, of the person's own contracts alone (a small window)."""
        return self._counts(short=True)

    def _counts(self, short: bool) -> list[str]:
        """Each line's phrase is one unit a wrapped panel never breaks (:func:`_whole`), and a line
        that lists the players breaks only between them: at 800×500 "Atouts pas encore joués : 13
        (dont" stood over "4 dans votre main)", and "Contrats choisis… : Vous 0/3 · 0/2," over the
        others' as one sentence broken anywhere; where a phrase does not fit, the short form."""
        sc = self.stage
        brief = "_short" if short else ""
        lines = []

        def t(key: str, **params) -> str:
            listed = next((name for name in ("points", "list") if name in params), None)
            if listed is None:
                return _whole(sc.t(key, **params))
            head, _, tail = sc.t(key, **{**params, listed: "\x00"}).partition("\x00")
            return _whole(head.rstrip()) + " " + params[listed] + _whole(tail)

        if self.contract is not None:
            _name, trump, _chooser = self.contract
            if self.penalties:
                lines.append(t("dk.count.penalties" + brief, n=self.penalty_left, total=len(self.penalties)))
            if trump:
                played = set(self.gathered) | sc.model.cards_down()
                out = [r + trump for r in sc.rank_order if r + trump not in played]
                mine = sum(1 for c in out if c in sc.model.hand)
                kind = "dk.count.trumps_none" if not out else "dk.count.trumps_not_mine" if not mine \
                    else "dk.count.trumps"
                lines.append(t(kind + brief, n=len(out), mine=mine))
            points = i18n.dotted(i18n.with_figure(sc.plate_name(s), i18n.signed(seat.deal_points))
                                 for s, seat in enumerate(sc.model.seats))
            lines.append(t("dk.count.deal" + brief, points=points))
        if self.constraints and short:
            c = self.constraints[sc.person]
            lines.append(t("dk.count.contracts_short", neg=c["negatives"], neg_max=c["negatives_max"],
                           trumps=c["trumps"], trumps_max=c["trumps_max"]))
        elif self.constraints:
            lines.append(t("dk.count.contracts", list=", ".join(self.contracts_of(s) for s in range(sc.players))))
        if self.rounds > 1 and self.rounds_done():      # the match's standing, once a round is over
            standing = i18n.dotted(i18n.with_figure(sc.plate_name(s), points)
                                   for s, points in enumerate(self.ranking_totals()))
            lines.append(t("dk.count.ranking" + brief, points=standing))
        return lines

    def contracts_of(self, seat: int) -> str:
        """"Anatole 2/3 · 1/2": the negatives and the trump games a player has chosen in the round."""
        c = self.constraints[seat]
        return i18n.with_figure(self.stage.plate_name(seat), f"{c['negatives']}/{c['negatives_max']}", "·",
                                f"{c['trumps']}/{c['trumps_max']}")

    def sheet_rows(self) -> list[dict]:
        return list(self.sheet[:self.deals_shown])

    def rounds_done(self) -> list:
        return list(self.results[:self.rounds_shown])

    def ranking_totals(self) -> list[int]:
        """Each seat's ranking points over the rounds the table has shown ended (§5)."""
        return [sum(rp[s] for _, rp in self.rounds_done()) for s in range(self.stage.players)]

    # ------------------------------------------------------------ drawn over the table

    def keep_clear(self) -> list:
        """The contract's tag by the chooser's plate (a tall window put the trick's number under it)."""
        lay = self.stage.layout
        placed = self._contract_tag(pygame.Rect(0, 0, lay.w, lay.h))
        return [placed[0]] if placed is not None else []

    def _contract_tag(self, bounds: pygame.Rect) -> tuple[pygame.Rect, str] | None:
        """Where the contract's paper tag stands by the chooser's plate, and its words."""
        if self.contract is None:
            return None
        sc = self.stage
        name, trump, chooser = self.contract
        lay = sc.layout
        small = sc.font("small")
        plate = lay.plate_rect(chooser)
        label = sc.t("dk.contract.atout") if name == "atout" else sc.t(f"dk.contract.{name}")
        w, h = small.size(label)
        pad = max(4, h // 3)
        sym = int(h * 1.1) if trump else 0
        rect = pygame.Rect(0, 0, w + 2 * pad + (sym + pad if sym else 0), h + pad)
        if chooser == sc.person:
            rect.bottomleft = (plate.left, plate.top - int(lay.h * 0.008))
            stack = lay.stack_rect(chooser)
            if rect.colliderect(stack):      # a narrow window puts the tricks over the plate
                rect.bottom = stack.top - int(lay.h * 0.008)
        else:
            rect.midtop = (plate.centerx, plate.bottom + int(lay.h * 0.008))
        rect.clamp_ip(bounds.inflate(-4, -4))
        return rect, label

    def draw_extras(self, surface) -> None:
        """The contract on a paper tag by the chooser's plate, the trump as a drawn suit."""
        sc = self.stage
        placed = self._contract_tag(surface.get_rect())
        if placed is None or self.contract is None:
            return
        rect, label = placed
        trump = self.contract[1]
        img = sc.font("small").render(label, True, theme.INK)
        pad = max(4, img.get_height() // 3)
        widgets.soft_shadow(surface, rect, radius=4, offset=2, blur=4)
        pygame.draw.rect(surface, theme.PAPER, rect, border_radius=4)
        pygame.draw.rect(surface, theme.GOLD, rect, 2, border_radius=4)
        surface.blit(img, (rect.x + pad, rect.y + pad // 2))
        if trump:
            four = bool(sc.settings.get("four_colour", False))
            sym = int(img.get_height() * 1.1)
            box = pygame.Rect(rect.right - pad - sym, rect.centery - sym // 2, sym, sym)
            draw_suit(surface, trump, box, suit_colour(trump, four))

    def help_at(self, pos) -> tuple[str, pygame.Rect] | None:
        """The contract's tag under the pointer: what the contract costs and what must fall."""
        lay = self.stage.layout
        placed = self._contract_tag(pygame.Rect(0, 0, lay.w, lay.h))
        if placed is None or self.contract is None or not placed[0].collidepoint(pos):
            return None
        return contract_tip(self.stage.t, self.contract[0], self.options), placed[0]

    def bar_help(self) -> str | None:
        return contract_tip(self.stage.t, self.contract[0], self.options) if self.contract is not None else None


_RANK_WORDS = {"A": "ace", "K": "king", "Q": "queen"}



ADAPTER = DoubleKingTable


def _whole(words: str) -> str:
    """``words`` kept on one row of a wrapped text (their spaces made no-break spaces)."""
    return words.replace(" ", i18n.NO_BREAK)
