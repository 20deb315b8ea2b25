"""Polignac (Quatre Valets): the match state machine (shared/rules/polignac.md).

Phases: ``ecart`` (the dealer lays aside the leftover cards, method ``dealer_ecart``), ``play``,
``general`` (the player who holds every trick when the last jack falls decides), ``favour`` (the
other players answer "do you favour my général?"), ``match_over``.

Events returned by ``apply`` (and by the opening deal, in ``match.opening_events``):

* ``deal`` {deal, dealer, packets: [[seat, n], ...], removed: [codes], ecart: n} — the dealing
  sequence from the dealer's next player; with an écart the last packet gives the leftover cards to
  the dealer. ``removed`` are the sevens taken out of the pack.
* ``ecart`` {seat, count} — the dealer laid ``count`` cards aside, face down.
* ``play`` {seat, card}
* ``trick`` {number, winner, cards: [[seat, code], ...], jacks: [codes], points, total}
* ``general_offer`` {seat} — the last jack fell and ``seat`` holds every trick: he decides.
* ``general`` {seat, choice} and ``favour`` {seat, answer}
* ``capote`` {seat, penalty} — one player took every trick: 0 for him, ``penalty`` to the others.
* ``deal_end`` {deal, reason, deal_points, points} — reason: ``early_stop``, ``all_tricks``,
  ``capote``, ``general_won``, ``general_failed``, ``general_declined`` or ``limit``.
* ``match_end`` {losers, points}

Random choices: each deal's shuffle comes from the match's seed and the deal's number
(:meth:`Match.shuffle`), so a clone has no generator to copy (search clones matches by the thousand).
"""
from __future__ import annotations

from typing import Any, NoReturn, Self, cast

from . import polignac_rules as R
from . import polignac_view as V
from .actions import PLAY, Action, Ecart, EcartChoice, Favour, General, Play
from .cards import CODE_LIST, mask_of, sort_cards
from .errors import RuleError
from .events import PLAY_EVENTS, Event
from .match import RNG_SCHEME, Match, View, copy_rng, cut_hands, deck_cards
from .options import Options
from .trick import Trick, winning_play

GAME, PLAYERS, OPTIONS, PRESETS, DEFAULT_PRESET, DIRECTION, RANK_ORDER = (
    R.GAME, R.PLAYERS, R.OPTIONS, R.PRESETS, R.DEFAULT_PRESET, R.DIRECTION, R.RANK_ORDER)
idle_options, resolved_value = R.idle_options, R.resolved_value     # read by the setup

resolve_options = R.resolve_options
STRENGTH = R.STRENGTH
CARD_JS = R.CARD_JS
JACKS = R.JACKS
JS = R.JS

# Every Polignac card is a 7 to an ace (natural ranks 5 to 12): the 8 bits of a suit from bit 5 of
# its lane index the play actions of those cards in the contract's order (suits S H D C, then
# K Q J A T 9 8 7), so a legal list is one or four lookups.
_SUIT_SHIFT = (5, 21, 37, 53)


def _suit_plays() -> tuple[tuple[tuple[Play, ...], ...], ...]:
    """_SUIT_PLAYS[suit][bits]: the play actions of those cards of the suit, in order."""
    tables: list[tuple[tuple[Play, ...], ...]] = []
    for suit in range(4):
        order = sorted(range(16 * suit + 5, 16 * suit + 13), key=R.KEYS.__getitem__)
        tables.append(tuple(tuple(cast(Play, PLAY[c]) for c in order if bits >> (c & 15) - 5 & 1)
                            for bits in range(256)))
    return tuple(tables)


_SUIT_PLAYS = _suit_plays()
_GENERAL_ALL = [General("decline"), General("silent"), General("ask")]
_GENERAL_NO_ASK = [General("decline"), General("silent")]
_FAVOUR = [Favour(True), Favour(False)]
_BIT = tuple(1 << c for c in range(64))        # a card's bit, without making a new int
# Events are tuples (kind, fields); building them directly skips Event.__new__'s keyword packing.
_event = tuple.__new__
_legal_cards = R.legal_cards
_duty = R.duty
_trick = tuple.__new__           # the same for the finished tricks' records


class PolignacMatch(Match):
    game = GAME
    PHASE_ACTIONS = {"ecart": ("ecart",), "play": ("play",), "general": ("general",),
                     "favour": ("favour",), "match_over": ()}
    ONE_STREAM_BEFORE = True
    MUTABLE = ("hands", "trick", "tricks_won", "points", "deal_points", "captured", "tricks",
               "pinned", "opening_events", "asking")

    options: Options
    table: R.Table
    target: int
    points: list[int]
    losers: list[int] | None
    pinned: list[list[int]]
    opening_events: list[Event]
    eldest: int
    leader: int
    tricks: list[Trick]
    deal_points: list[int]
    captured: list[list[int]]
    jacks_out: int
    sweeper: int
    general_seat: int
    general_live: bool
    favourers: int
    asking: list[int]
    favour_asked: bool
    ecart_cards: int
    _legal: int
    led: int                    # the suit led in the trick being played, -1 before its lead
    _limit_near: bool

    def __init__(self, players: int, opts: Options, seed: int, dealer: int, pinned: list[list[int]] | None,
                 rng_scheme: int = RNG_SCHEME) -> None:
        self.players = players
        self.options = opts
        self.seed_with(seed, rng_scheme)
        self.table = R.match_table(players, opts)
        self.target = R.target_points(opts.target, players)
        self.points = [0] * players
        self.match_over = False
        self.losers = None
        self.pinned = list(pinned or [])
        self.deal = 0
        self.dealer = dealer
        self.opening_events = self._start_deal(first=True)

    key_table = R.KEYS

    @property
    def deck(self) -> int:
        """The cards in play this match (§2)."""
        return self.table.deck

    @property
    def removed(self) -> int:
        """The sevens taken out of the pack (§2)."""
        return self.table.removed

    @property
    def leftover(self) -> int:
        """The number of cards in the dealer's écart, 0 without one (§2)."""
        return self.table.leftover

    def clone(self) -> Self:
        """An independent copy that deals the next deals exactly as this match would."""
        new = object.__new__(self.__class__)
        d = self.__dict__
        # one new dict: the lists changed in place get copies, the rest is shared (immutable)
        copy = dict(d, trick=d["trick"][:], tricks=d["tricks"][:],
                    tricks_won=d["tricks_won"][:], points=d["points"][:],
                    deal_points=d["deal_points"][:], captured=[*map(list.copy, d["captured"])],
                    asking=d["asking"][:], opening_events=d["opening_events"][:], hands=d["hands"][:])
        if d["pinned"]:
            copy["pinned"] = [list(h) if isinstance(h, list) else h for h in d["pinned"]]
        if d["match_rng"] is not None:
            copy["match_rng"] = copy_rng(d["match_rng"])
        new.__dict__ = copy
        return new

    # ------------------------------------------------------------------ dealing

    def _deal_hands(self) -> list[int]:
        """Shuffle and deal the current deal's cards (§2–3); the écart's cards go to the dealer."""
        table = self.table
        cards = deck_cards(table.deck)
        self.shuffle(cards)
        hands, rest = cut_hands(cards, [table.hand_size] * self.players)
        if table.leftover:
            hands[self.dealer] |= mask_of(rest)
        self.hands = hands
        return hands

    def _start_deal(self, first: bool = False) -> list[Event]:
        """The next deal (the first with ``first``), dealt; returns its ``deal`` event."""
        self._new_deal(first)
        return [_event(Event, ("deal", {"deal": self.deal, "dealer": self.dealer,
                                        "packets": list(map(list, self.table.packet_plans[self.eldest])),
                                        "removed": list(self.table.removed_codes),
                                        "ecart": self.table.leftover,
                                        "private": self.hands[:]}))]

    def _new_deal(self, first: bool) -> None:
        """Set up and deal the next deal."""
        n = self.players
        if not first:
            self.dealer = self.table.next[self.dealer]       # A16: the eldest deals next
        self.deal += 1
        self.eldest = eldest = self.table.next[self.dealer]
        self.trick = []
        self.led = -1
        self.leader = eldest
        self.tricks = []
        self.tricks_won = [0] * n
        self.deal_points = [0] * n
        self.captured = [[] for _ in range(n)]
        self.jacks_out = 0
        self.sweeper = -1          # the seat that has won every trick so far, -1 if none or broken
        self.general_seat = -1
        self.general_live = False
        self.favourers = 0         # bitmask of seats that answered oui
        self.asking = []           # seats still to answer the favour question
        self.favour_asked = False  # the général player asked "do you favour my général?"
        self.ecart_cards = 0
        self._legal = -1
        # §8: whether this deal could take a seat to the limit at all (else no check can fire)
        self._limit_near = max(self.points) + self.table.deal_ceiling >= self.target
        if self.table.leftover:
            self.phase, self.to_act = "ecart", self.dealer
        else:
            self.phase, self.to_act = "play", eldest
        if self.deal <= len(self.pinned):
            self.hands = list(self.pinned[self.deal - 1])
        else:
            self._deal_hands()

    # ------------------------------------------------------------------ legal actions

    def _legal_mask(self) -> int:
        """The cards the player to act may play (§5), remembered until the next card."""
        legal = self._legal
        if legal >= 0:
            return legal
        p = self.to_act
        assert p is not None            # the play phase always has a seat to act
        hand = self.hands[p]
        opts = self.options
        if opts.guard_rule_it:
            legal = _legal_cards(hand, self.led, opts.discard_rule, True)
        else:       # legal_cards without the guard rule: the duty alone, one call
            legal = _duty(hand, self.led, opts.discard_rule)[0]
        if self.favourers >> p & 1 and self.general_live and self.trick:
            win_seat, winning = winning_play(self.trick, STRENGTH)
            if win_seat == self.general_seat:
                legal = R.favour_filter(legal, self.led, winning)
        self._legal = legal
        return legal

    def legal_actions(self) -> list[Action]:
        if self.phase == "play":
            legal = self._legal
            if legal < 0:
                opts = self.options
                if self.favourers or opts.guard_rule_it:
                    legal = self._legal_mask()
                else:       # legal_cards without the guard rule nor a favour: the duty alone, one call
                    legal = self._legal = _duty(self.hands[self.to_act],  # type: ignore[index]  # a seat acts
                                                self.led, opts.discard_rule)[0]
            suit = (legal.bit_length() - 1) >> 4
            shift = _SUIT_SHIFT[suit]
            lane = legal >> shift
            if lane << shift == legal:          # one suit (following, or a one-suit hand): one lookup
                return [*_SUIT_PLAYS[suit][lane]]
            return [*_SUIT_PLAYS[0][legal >> 5 & 255], *_SUIT_PLAYS[1][legal >> 21 & 255],
                    *_SUIT_PLAYS[2][legal >> 37 & 255], *_SUIT_PLAYS[3][legal >> 53 & 255]]
        phase = self.phase
        if phase == "ecart":
            return [EcartChoice(self.leftover, sort_cards(R.ecart_choosable(self.hands[self.dealer]), R.KEYS))]
        if phase == "general":
            return list(_GENERAL_ALL if self.options.general_favour_question else _GENERAL_NO_ASK)
        if phase == "favour":
            return list(_FAVOUR)
        return []

    # ------------------------------------------------------------------ applying

    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        # The common case first, inline: a card in the play phase (contract §9 order holds
        # either way).
        if action.__class__ is not Play or self.phase != "play" or (
                seat is not None and seat != self.to_act):
            return Match.apply(self, action, seat)
        c = action.card
        p: int = self.to_act  # type: ignore[assignment]  # the play phase always has a seat to act
        b = _BIT[c]
        legal = self._legal
        if legal < 0:
            legal = self._legal_mask()
        if not legal & b:
            self._refuse(c)
        self.hands[p] ^= b
        trick = self.trick
        if not trick:
            self.led = c >> 4
        trick.append((p, c))
        self._legal = -1
        if len(trick) < self.players:
            self.to_act = self.table.next[p]
            return [PLAY_EVENTS[p][c]]
        return self._end_trick([PLAY_EVENTS[p][c]])

    def _apply(self, action: Action) -> list[Event]:
        phase = self.phase
        if phase == "play":
            return self.apply(action)       # the card play lives in apply's fast path
        if phase == "ecart":
            return self._ecart(action)
        if phase == "general":
            return self._general(cast(General, action).choice)     # the phase admits General only
        return self._favour(cast(Favour, action).answer)           # the phase admits Favour only

    def _refuse(self, c: int) -> NoReturn:
        """Raise the RuleError that says why card ``c`` may not be played now (§5): the rule of
        §5.1–5.3 that bars it, else the promise to favour the général (§5.4)."""
        p = self.to_act
        assert p is not None            # the play phase always has a seat to act
        hand = self.hands[p]
        if not hand & (1 << c):
            raise RuleError("card_not_in_hand", f"{CODE_LIST[c]} is not in seat {p}'s hand")
        opts = self.options
        raise R.refuse(R.refusal(hand, c, self.led, opts.discard_rule, opts.guard_rule_it) or "must_favour_general")

    def _end_trick(self, events: list[Event]) -> list[Event]:
        """The trick is complete: score it (§4, §7), then see what it ends (§6, §8)."""
        trick = self.trick
        winner, win_card = winning_play(trick, STRENGTH)          # §4: no trumps
        table = self.table
        jack_points = table.jack_points
        # §7: jacks taken, J♠ double, the winner's own winning jack counted again (own_jack_factor):
        # jack_points holds those values per card.
        points = 0
        jacks: list[int] = []
        cards: list[list[Any]] = []                              # for the trick event
        for seat, c in trick:
            cards.append([seat, CODE_LIST[c]])
            if jack_points[c]:
                jacks.append(c)
                points += jack_points[c]
        if table.own_extra and jack_points[win_card]:
            points += jack_points[win_card] * table.own_extra
        tricks = self.tricks
        number = len(tricks) + 1
        last = not self.hands[winner]
        if number == 1:
            points += self.options.first_trick_penalty
            previous_sweeper = -1
            self.sweeper = sweeper = winner
        else:
            previous_sweeper = self.sweeper
            sweeper = previous_sweeper if previous_sweeper == winner else -1
            self.sweeper = sweeper
        if last:
            points += self.options.last_trick_penalty
        if jacks:
            self.jacks_out += len(jacks)
            self.captured[winner].extend(jacks)
        self.tricks_won[winner] += 1
        self.deal_points[winner] += points
        pts = self.points
        pts[winner] += points
        tricks.append(_trick(Trick, (self.leader, tuple(trick), winner, points)))
        self.trick = []
        self.led = -1
        self.leader = winner
        self.to_act = winner
        events.append(_event(Event, ("trick", {
            "number": number, "winner": winner, "cards": cards,
            "jacks": [CODE_LIST[c] for c in jacks] if jacks else [], "points": points,
            "total": pts[winner]})))
        broken = previous_sweeper if previous_sweeper >= 0 and sweeper < 0 else -1
        return self._after_trick(events, winner, sweeper, last, broken)

    def _after_trick(self, events: list[Event], winner: int, sweeper: int, last: bool, broken: int) -> list[Event]:
        """What ends the deal after a trick (§6) and whose limit is checked (§8 with its deferral):
        ``sweeper`` holds every trick so far (-1 for none), ``broken`` has just stopped doing so."""
        if self.general_live:
            if winner != self.general_seat:
                return self._finish(events, "general_failed", broken)
            if last:
                return self._finish(events, "general_won", -1, capote=winner)
            self._check_limit(events, broken)
            return events
        if self.options.early_stop and self.jacks_out == 4:
            if sweeper == winner and not last:
                if self._check_limit(events, broken):
                    return events
                self.phase = "general"
                self.general_seat = winner
                events.append(_event(Event, ("general_offer", {"seat": winner})))
                return events
            if last and sweeper == winner:
                return self._finish(events, "capote", broken, capote=winner)
            return self._finish(events, "early_stop", broken)
        if last:
            if sweeper == winner:
                return self._finish(events, "capote", broken, capote=winner)
            return self._finish(events, "all_tricks", broken)
        if self.table.per_trick and self._limit_near and max(self.points) >= self.target:
            self._check_limit(events, broken)
        return events

    def _check_limit(self, events: list[Event], broken: int, final: bool = False) -> bool:
        """§8 per-trick check. ``broken`` is a seat whose deferral has just ended (checked first).

        Returns True when the match ended. The current sweeper stays deferred unless ``final``."""
        if not self.table.per_trick and not final or max(self.points) < self.target:
            return False
        if not self.table.per_trick:
            broken = -1        # the deferral is the per-trick check's: at the deal's end, the highest loses
        losers = R.limit_losers(self.points, self.target, broken, -1 if final else self.sweeper)
        if losers is None:
            return False
        if not final:
            events.append(Event("deal_end", deal=self.deal, reason="limit",
                                deal_points=list(self.deal_points), points=list(self.points)))
        self._end_match(events, losers)
        return True

    def _finish(self, events: list[Event], reason: str, broken: int, capote: int = -1) -> list[Event]:
        """The deal is over: capote scoring, the limit check, then the next deal."""
        if capote >= 0:
            penalty = self.options.capot_penalty
            self.points[capote] -= self.deal_points[capote]
            self.deal_points[capote] = 0
            for s in range(self.players):
                if s != capote:
                    self.points[s] += penalty
                    self.deal_points[s] += penalty
            events.append(Event("capote", seat=capote, penalty=penalty))
        self.general_live = False
        ended = self._check_limit(events, broken, final=True)
        events.append(_event(Event, ("deal_end", {
            "deal": self.deal, "reason": reason, "deal_points": list(self.deal_points),
            "points": list(self.points)})))
        if ended:
            # move the match_end event after deal_end for the table's story
            events.append(events.pop(-2))
            return events
        events.extend(self._start_deal())
        return events

    def _end_match(self, events: list[Event], losers: list[int]) -> None:
        self.match_over = True
        self.losers = sorted(losers)
        self.phase = "match_over"
        self.to_act = None
        self.general_live = False
        events.append(Event("match_end", losers=self.losers, points=list(self.points)))

    def _ecart(self, action: Action) -> list[Event]:
        if not isinstance(action, Ecart):
            raise RuleError("bad_action", "an écart names the cards laid aside")
        dealer = self.dealer
        hand = self.hands[dealer]
        chosen = mask_of(action.cards)
        for c in action.cards:
            if not hand & (1 << c):
                raise RuleError("card_not_in_hand", f"{CODE_LIST[c]} is not in the dealer's hand")
        if len(action.cards) != self.leftover:
            raise RuleError("wrong_ecart_count", f"the dealer lays aside exactly {self.leftover} cards")
        if chosen != R.ecart_choosable(chosen):
            raise RuleError("no_jack_in_ecart", "no jack may be laid aside (§2)")
        self.hands[dealer] = hand & ~chosen
        self.ecart_cards = chosen
        self.phase, self.to_act = "play", self.eldest
        self._legal = -1
        return [Event("ecart", seat=dealer, count=self.leftover)]

    def _general(self, choice: str) -> list[Event]:
        g = self.general_seat
        if choice == "ask" and not self.options.general_favour_question:
            raise RuleError("no_favour_question", "this table plays the général without asking for favour")
        events = [Event("general", seat=g, choice=choice)]
        if choice == "decline":
            self.phase = "play"
            return self._finish(events, "general_declined", -1)
        self.general_live = True
        if choice == "ask":
            self.favour_asked = True
            self.asking = [(g + i) % self.players for i in range(1, self.players)]
            self.phase, self.to_act = "favour", self.asking[0]
        else:
            self.phase, self.to_act = "play", g
        self._legal = -1
        return events

    def _favour(self, answer: bool) -> list[Event]:
        seat = self.asking.pop(0)
        if answer:
            self.favourers |= 1 << seat
        events = [Event("favour", seat=seat, answer=answer)]
        if self.asking:
            self.to_act = self.asking[0]
        else:
            self.phase, self.to_act = "play", self.general_seat
        self._legal = -1
        return events

    # ------------------------------------------------------------------ reading

    def score_json(self) -> dict[str, Any]:
        return {"points": list(self.points), "deal_points": list(self.deal_points),
                "target": self.target}

    def result_json(self) -> dict[str, Any] | None:
        return {"losers": list(cast(list[int], self.losers))} if self.match_over else None

    def view(self, seat: int) -> View:
        return V.view(self, self.check_seat(seat))

    # ------------------------------------------------------------------ determinisation

    def hidden(self) -> dict[str, Any]:
        """As :meth:`Match.hidden`: the seed and the dealer's écart."""
        return {"rng_seed": self.seed, "ecart": self.ecart_cards}

    @classmethod
    def from_view(cls, view: View, hands: list[int], rng_seed: int = 0, ecart: int = 0) -> PolignacMatch:
        """A playable match whose public state equals ``view`` and whose hands are ``hands``.

        ``ecart`` is the dealer's écart (hidden from the others) when it matters to the caller."""
        return V.from_view(cls, view, hands, rng_seed, ecart)


def new_match(players: int, options: dict[str, Any] | None = None, seed: int = 0, dealer: int = 0,
              deals: list[Any] | None = None, rng_scheme: int = RNG_SCHEME) -> PolignacMatch:
    opts = R.resolve_options(options)
    pinned = [R.pinned_hands(players, opts, dealer, i, d) for i, d in enumerate(deals or [])]
    return PolignacMatch(players, opts, seed, dealer, pinned, rng_scheme)
