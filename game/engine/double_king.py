"""Double King (King polonais / Dubbelkingen), after ``shared/rules/double_king.md``.

Four players, 52 cards, ace high, play clockwise (seat ``i + 1`` plays after seat ``i``). A round is
20 deals; in each the dealer chooses the contract (§3): one of six negative contracts (*jeux à la
charge*) or a trump game (*atout*) with the suit he names. The round's nets become 16/12/8/4
ranking points (§5); ``rounds`` rounds make a match (§6). The rules themselves live in
:mod:`game.engine.double_king_rules`.

Randomness: the match's only random choices (shuffles, gathering the pack, cuts) come from its
``seed``, numbers drawn per deal and step (:meth:`Match.deal_draws`), so that the same seed and actions
give the same match and a clone has no random state to copy.

The first dealer is a parameter of the match; :func:`draw_first_dealer` performs the draw of §2
(highest card deals, ties draw again) for the table to show before the match starts.

Phases: ``contract`` (the dealer chooses), ``play``, ``match_over``. A match starts with its first
deal dealt; ``opening_events`` holds that deal's ``deal`` event.

Events returned by ``apply`` (all fields JSON-ready, cards as codes):

* ``deal`` {deal, round, deal_in_round, dealer, packets: [[seat, n], ...]}: the cards dealt, in
  packets of 4, 4, 5 clockwise from the dealer's left (seats dealer+1, dealer+2, ...) (§2).
  ``cut`` (int, ``pack_mode`` traditional, not first deal of the round) is where the pack was cut.
* ``contract`` {seat, contract, trump}: the dealer's choice; ``trump`` is "S"/"H"/"D"/"C" for atout,
  else null.
* ``play`` {seat, card}.
* ``trick`` {number, winner, cards: [[seat, code], ...], points}: ``points`` is what the winner took
  in this trick for the contract (penalty points as a positive number, or 1 in a trump game).
* ``deal_end`` {deal, round, deal_in_round, contract, trump, chooser, reason: "early_end" |
  "all_tricks", points: [signed per seat], negative: [...], positive: [...]}: this deal's scores,
  ``negative`` as positive numbers (§5). At an early end (§4.2) ``unplayed`` lists the cards
  left in each hand ([[codes], ...] by seat); at the end of the match they also stay in ``hands``.
* ``round_end`` {round, negative, positive, net, ranking_points}: the round's totals and the
  ranking points it earned (§5).
* ``match_end`` {result: {"ranking": [[seats], ...]}, ranking_points}.

When a deal ends and the match goes on, the next ``deal`` event follows at once (contract §5).
"""
from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping, Sequence
from typing import Any, Self, cast

from . import double_king_rules as R
from .actions import PLAY, Action, Contract, Play
from .cards import CODE_LIST, SUITS
from .double_king_deal import DECK_CARDS, deal_pack, draw_first_dealer, gather_pack, validate_deals
from .double_king_view import build_view, match_from_view
from .errors import RuleError
from .events import PLAY_EVENTS, Event
from .match import RNG_SCHEME, Draws, Match, View, below
from .match import packets as packet_sequence
from .options import Options
from .trick import Trick, beats, next_seats

__all__ = ["GAME", "PLAYERS", "OPTIONS", "PRESETS", "DEFAULT_PRESET", "DIRECTION", "DoubleKingMatch", "new_match",
           "from_view", "draw_first_dealer", "play_list"]

GAME, PLAYERS, DIRECTION = R.GAME, R.PLAYERS, R.DIRECTION
OPTIONS, PRESETS, DEFAULT_PRESET = R.OPTIONS, R.PRESETS, R.DEFAULT_PRESET
STRENGTH, KEY_TABLE, RANK_ORDER = R.STRENGTH, R.KEY_TABLE, R.RANK_ORDER
_beats = beats
_legality = R.legality
_NEXT = next_seats(4)
_record = tuple.__new__         # a Trick or an Event built from its fields, skipping their keyword packing

# Contract actions in the order of contract §3: the negatives, then atout in S, H, D, C.
NEGATIVE_ACTIONS = tuple(Contract(name) for name in R.NEGATIVES)
ATOUT_ACTIONS = tuple(Contract("atout", s) for s in range(4))


# The play actions of each suit's 13-bit lane, ace first, made when first needed (bounded: 4 x 8192).
_LANES: list[list[tuple[Play, ...] | None]] = [[None] * 8192 for _ in range(4)]
_LANE_CODES: list[list[tuple[str, ...] | None]] = [[None] * 8192 for _ in range(4)]    # the same as card codes


def _lane(suit: int, bits: int) -> tuple[Play, ...]:
    out = _LANES[suit][bits]
    if out is None:
        out = _LANES[suit][bits] = tuple(cast(Play, PLAY[suit * 16 + r]) for r in range(12, -1, -1) if (bits >> r) & 1)
    return out


def play_list(mask: int) -> list[Action]:
    """The play actions of a mask, in the contract's order (S H D C, ace first), as a new list."""
    if not mask:
        return []
    suit = (mask.bit_length() - 1) >> 4
    bits = mask >> (suit * 16)
    if bits << (suit * 16) == mask:     # one suit only: the common case
        return list(_LANES[suit][bits] or _lane(suit, bits))
    # Several suits (a lead, a discard): the four lanes in turn, unrolled.
    out: list[Action] = []
    bits = mask & 0x1FFF
    if bits:
        out += _LANES[0][bits] or _lane(0, bits)
    bits = (mask >> 16) & 0x1FFF
    if bits:
        out += _LANES[1][bits] or _lane(1, bits)
    bits = (mask >> 32) & 0x1FFF
    if bits:
        out += _LANES[2][bits] or _lane(2, bits)
    bits = mask >> 48
    if bits:
        out += _LANES[3][bits] or _lane(3, bits)
    return out


def mask_codes(mask: int) -> list[str]:
    """The codes of a mask in the contract's output order (S H D C, ace first), from the lanes."""
    out: list[str] = []
    for suit in range(4):
        bits = (mask >> (suit * 16)) & 0x1FFF
        if bits:
            codes = _LANE_CODES[suit][bits]
            if codes is None:
                codes = _LANE_CODES[suit][bits] = cast(tuple[str, ...],
                                                       tuple(CODE_LIST[a.card] for a in _lane(suit, bits)))
            out += codes
    return out


def _suit_code(trump: int) -> str | None:
    return SUITS[trump] if trump >= 0 else None


class DoubleKingMatch(Match):
    game = GAME
    PHASE_ACTIONS = {"contract": ("contract",), "play": ("play",), "match_over": ()}

    options: Options
    rules: R.Rules
    traditional: bool
    rounds: int
    first_dealer: int
    round: int
    deal_in_round: int
    seed: int
    pinned: dict[int, list[int]]
    step: int
    _legal: tuple[int, int, int]
    pack: list[int] | None
    ranking_points: list[int]
    round_results: list[tuple[tuple[int, ...], tuple[int, ...]]]
    sheet: list[tuple[int, int, int, int, int, int, tuple[int, ...], str]]
    opening_events: list[Event]
    negative: list[int]
    positive: list[int]
    contracts_played: list[int]
    chosen: list[list[int]]
    tricks: list[Trick]
    deal_points: list[int]
    played: int
    lead: int
    win: int
    win_seat: int
    tmask: int
    contract: int
    trump: int

    # ------------------------------------------------------------ set-up

    def _setup(self, options: Options, seed: int, dealer: int, pinned: dict[int, list[int]],
               rng_scheme: int = RNG_SCHEME) -> None:
        self.options = options
        self.rules = R.Rules.of(options)
        self.traditional = options.pack_mode == "traditional"
        self.rounds = options.rounds
        self.players = 4
        self.first_dealer = dealer
        self.dealer = dealer
        self.deal = 1
        self.round = 1
        self.deal_in_round = 1
        self.match_over = False
        self.key_table = KEY_TABLE
        self.seed_with(seed, rng_scheme)
        self.pinned = pinned
        self.step = 0                      # actions applied so far: keys the remembered legal mask
        self._legal = (-1, 0, 0)
        self.pack = None                   # traditional: the pack (top first) for the next deal
        self.ranking_points = [0, 0, 0, 0]
        # Replaced, never changed in place, so that clones may share them:
        self.round_results = []            # per finished round: (net tuple, ranking points tuple)
        self.sheet = []                    # per finished deal: see sheet_json
        self._new_round()
        self.opening_events = self._start_deal()

    def _new_round(self) -> None:
        self.negative = [0, 0, 0, 0]
        self.positive = [0, 0, 0, 0]
        self.contracts_played = [0] * 6
        self.chosen = [[0, 0] for _ in range(4)]     # per seat: [negatives, trump games]
        self.pack = None                              # §2: a full shuffle starts each round

    def _start_deal(self) -> list[Event]:
        cut = None
        hands = self.pinned.get(self.deal)
        if hands is None:
            if self.traditional and self.pack is not None:
                pack = self.pack
                if self.rng_scheme == 1:
                    cut = self.legacy_rng("cut").randint(R.CUT_MIN, R.CUT_MAX)
                else:
                    cut = R.CUT_MIN + below(self.deal_draws("cut", 1)[0], R.CUT_MAX - R.CUT_MIN + 1)
                pack = pack[cut:] + pack[:cut]
            elif self.rng_scheme == 1:
                # Scheme 1 (saves before scheme 2): the cards sorted by independent random keys.
                key = self.legacy_rng("shuffle").random
                pack = sorted(DECK_CARDS, key=lambda _: key())
            else:
                pack = list(DECK_CARDS)
                self.shuffle(pack)
            hands = deal_pack(pack, self.dealer)
        self.hands = list(hands)
        self.trick = []
        self.tricks = []            # this deal's finished tricks: (leader, ((seat, card), ...), winner, points)
        self.tricks_won = [0, 0, 0, 0]
        self.deal_points = [0, 0, 0, 0]
        self.played = 0
        self.lead = self.win = -1
        self.win_seat = -1
        self.tmask = 0
        self.contract = -1
        self.trump = -1
        self.phase = "contract"
        self.to_act = self.dealer
        order = [(self.dealer + i) & 3 for i in range(1, 5)]
        data: dict[str, Any] = {
            "deal": self.deal, "round": self.round, "deal_in_round": self.deal_in_round,
            "dealer": self.dealer, "packets": [list(p) for p in packet_sequence(order, list(R.PACKETS))],
            "private": self.hands[:]}
        if cut is not None:
            data["cut"] = cut
        return [Event("deal", **data)]

    def codes(self, mask_or_cards: int | Iterable[int]) -> list[str]:
        if isinstance(mask_or_cards, int):
            return mask_codes(mask_or_cards)
        return super().codes(mask_or_cards)

    def clone(self) -> Self:
        """An independent copy that plays and deals on exactly as this match would."""
        new = object.__new__(self.__class__)
        d = new.__dict__ = self.__dict__.copy()
        for name in ("hands", "trick", "tricks", "tricks_won", "deal_points", "negative", "positive",
                     "contracts_played"):
            d[name] = list(d[name])
        d["chosen"] = list(self.chosen)          # its entries are replaced, never changed in place
        return new

    def position_key(self) -> Hashable | None:
        """In the play, the rest of the deal depends on the hands, the trick under way, the cards
        played (their number gives the trick's, §4: the 7th and the 13th of sept_treize; the penalty
        cards left end a deal early) and the points taken so far; not on who took which trick."""
        if self.phase != "play":
            return None
        return (self.deal, tuple(self.hands), self.to_act, tuple(self.trick), self.played,
                tuple(self.deal_points), self.contract, self.trump)

    # ------------------------------------------------------------ legal actions

    def legal_mask(self) -> int:
        """The cards the player to act may play (§4.1)."""
        return R.legal_mask(self.hands[self.to_act],  # type: ignore[index]  # a seat acts in play
                            len(self.trick), self.lead, self.win, self.tmask,
                            self.contract, self.trump, self.rules)

    def legal_actions(self) -> list[Action]:
        if self.phase == "play":
            hand = self.hands[self.to_act]  # type: ignore[index]  # the play phase always has a seat to act
            mask = _legality(hand, len(self.trick), self.lead, self.win, self.tmask, self.contract, self.trump,
                             self.rules)[0]
            # Remembered for the apply() that usually follows, keyed by the step and the hand.
            self._legal = (self.step, hand, mask)
            suit = (mask.bit_length() - 1) >> 4
            bits = mask >> (suit * 16)
            if bits << (suit * 16) == mask:          # one suit: the common case
                return list(_LANES[suit][bits] or _lane(suit, bits))
            return play_list(mask)
        if self.phase == "contract":
            return self._contract_choices()
        return []

    def _contract_choices(self) -> list[Action]:
        """§3: at most two of each negative, exactly 3 negatives and 2 trump games per chooser."""
        negatives, trumps = self.chosen[self.dealer]
        out: list[Action] = []
        if negatives < R.NEGATIVES_PER_PLAYER:
            out = [a for i, a in enumerate(NEGATIVE_ACTIONS)
                   if self.contracts_played[i] < R.COPIES_PER_NEGATIVE]
        if trumps < R.TRUMPS_PER_PLAYER:
            out.extend(ATOUT_ACTIONS)
        return out

    def refusal(self, card: int) -> RuleError | None:
        """Why the player to act may not play ``card`` (the hover text of a dimmed card), or None."""
        if self.phase != "play":
            return RuleError("wrong_phase", "no card is played now")
        p = self.to_act
        assert p is not None            # the play phase always has a seat to act
        hand = self.hands[p]
        if not (hand >> card) & 1:
            return RuleError("card_not_in_hand", f"{CODE_LIST[card]} is not in the hand")
        why = R.refusal(hand, card, len(self.trick), self.lead, self.win, self.tmask, self.contract,
                        self.trump, self.rules)
        return RuleError(*why) if why else None

    # ------------------------------------------------------------ applying actions

    def _apply(self, action: Action) -> list[Event]:
        if action.type == "play":
            return self.apply(action)          # phase and turn are checked: the card itself next
        return self._choose(action)

    def _choose(self, action: Action) -> list[Event]:
        name = getattr(action, "contract", None)
        if name not in R.CONTRACT_INDEX:
            raise RuleError("bad_action", f"unknown contract {name!r}")
        index = R.CONTRACT_INDEX[name]
        trump = cast(Contract, action).trump       # a contract action: it names a contract
        if index == R.ATOUT:
            if type(trump) is not int or not 0 <= trump < 4:
                raise RuleError("bad_action", "a trump game names its trump suit (S, H, D or C)")
        elif trump is not None:
            raise RuleError("bad_action", "only 'atout' names a trump suit")
        negatives, trumps = self.chosen[self.dealer]
        # §3: the round's constraints.
        if index == R.ATOUT:
            if trumps >= R.TRUMPS_PER_PLAYER:
                raise RuleError("trumps_done", "you have played your 2 trump games this round: "
                                               "choose a negative contract")
        else:
            if negatives >= R.NEGATIVES_PER_PLAYER:
                raise RuleError("negatives_done", "you have chosen your 3 negative contracts this "
                                                  "round: play trumps")
            if self.contracts_played[index] >= R.COPIES_PER_NEGATIVE:
                raise RuleError("contract_exhausted", f"{name} has already been played twice this round")
        self.step += 1
        self.contract = index
        self.trump = trump if index == R.ATOUT and trump is not None else -1
        if index == R.ATOUT:
            self.chosen[self.dealer] = [negatives, trumps + 1]
        else:
            self.chosen[self.dealer] = [negatives + 1, trumps]
            self.contracts_played[index] += 1
        self.phase = "play"
        self.to_act = (self.dealer + 1) & 3     # §4: the dealer's left neighbour leads
        return [Event("contract", seat=self.dealer, contract=name, trump=_suit_code(self.trump))]

    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Apply the action of the seat to act (contract §6); a card is handled here directly, since
        it is the engine's hot path, and everything else by the checks of Match.apply."""
        if type(action) is not Play or self.phase != "play" or (seat is not None and seat != self.to_act):
            if not hasattr(action, "type"):
                raise RuleError("bad_action", "apply() takes an action object; read JSON with "
                                              "action_from_json")
            return super().apply(action, seat)
        card = action.card
        p: int = self.to_act  # type: ignore[assignment]  # the play phase always has a seat to act
        hand = self.hands[p]
        n = len(self.trick)
        if not (hand >> card) & 1:
            raise RuleError("card_not_in_hand", f"{CODE_LIST[card]} is not in seat {p}'s hand")
        step, held, allowed = self._legal
        if step != self.step or held != hand:
            allowed = R.legal_mask(hand, n, self.lead, self.win, self.tmask, self.contract, self.trump,
                                   self.rules)
        if not (allowed >> card) & 1:
            raise RuleError(*cast(tuple[str, str], R.refusal(hand, card, n, self.lead, self.win, self.tmask,
                                                             self.contract, self.trump, self.rules)))
        self.step += 1
        self.hands[p] = hand ^ (1 << card)
        self.trick.append((p, card))
        events = [PLAY_EVENTS[p][card]]
        if n == 0:
            self.lead = self.win = card
            self.win_seat = p
            self.tmask = 1 << card
        else:
            self.tmask |= 1 << card
            if _beats(card, self.win, STRENGTH, self.trump):
                self.win = card
                self.win_seat = p
        if n < 3:
            self.to_act = _NEXT[p]
            return events
        return self._gather(events)

    def _gather(self, events: list[Event]) -> list[Event]:
        """The trick is complete: score it for its winner, then end the deal or lead again."""
        winner = self.win_seat
        number = len(self.tricks) + 1
        points = R.trick_points(self.contract, self.tmask, number)
        trick = tuple(self.trick)
        self.tricks.append(_record(Trick, (trick[0][0], trick, winner, points)))
        self.tricks_won[winner] += 1
        if self.contract == R.ATOUT:
            self.deal_points[winner] += points
            self.positive[winner] += points
        else:
            self.deal_points[winner] -= points
            self.negative[winner] += points
        self.played |= self.tmask
        self.trick = []
        self.lead = self.win = -1
        self.tmask = 0
        events.append(_record(Event, ("trick", {"number": number, "winner": winner,
                                                "cards": [[s, CODE_LIST[c]] for s, c in trick], "points": points})))
        penalty = R.PENALTY[self.contract]
        if number == R.DEAL_TRICKS:
            return self._end_deal(events, "all_tricks")
        if penalty and self.played & penalty == penalty:
            return self._end_deal(events, "early_end")     # §4.2, §8b
        self.to_act = winner
        return events

    def _end_deal(self, events: list[Event], reason: str) -> list[Event]:
        name = R.CONTRACT_NAMES[self.contract]
        record = (self.deal, self.round, self.deal_in_round, self.dealer, self.contract, self.trump,
                  tuple(self.deal_points), reason)
        self.sheet = self.sheet + [record]
        neg = [max(0, -p) for p in self.deal_points]
        pos = [max(0, p) for p in self.deal_points]
        data: dict[str, Any] = {"deal": self.deal, "round": self.round, "deal_in_round": self.deal_in_round,
                "contract": name, "trump": _suit_code(self.trump), "chooser": self.dealer,
                "reason": reason, "points": list(self.deal_points), "negative": neg, "positive": pos}
        if reason == "early_end":
            data["unplayed"] = self.hands_json()
        events.append(Event("deal_end", **data))
        if self.traditional:
            if self.rng_scheme == 1:
                rng = self.legacy_rng("gather")
                self.pack = gather_pack(lambda n: int(rng.random() * n), rng.shuffle, self.tricks, self.hands)
            else:
                draws = Draws(self.deal_draws("gather", R.DEAL_TRICKS + 4 + len(DECK_CARDS)))    # the most used
                self.pack = gather_pack(draws.below, draws.shuffle, self.tricks, self.hands)
        self.trick = []
        if self.deal_in_round == R.DEALS_PER_ROUND:
            net = [p - m for p, m in zip(self.positive, self.negative)]
            earned = R.ranking_points(net)
            self.round_results = self.round_results + [(tuple(net), tuple(earned))]
            self.ranking_points = [t + e for t, e in zip(self.ranking_points, earned)]
            events.append(Event("round_end", round=self.round, negative=list(self.negative),
                                positive=list(self.positive), net=net, ranking_points=earned))
            if self.round == self.rounds:
                self.match_over = True
                self.phase = "match_over"
                self.to_act = None
                events.append(Event("match_end", result=self.result_json(),
                                    ranking_points=list(self.ranking_points)))
                return events
            self.round += 1
            self.deal_in_round = 0
            self._new_round()
        self.deal += 1
        self.deal_in_round += 1
        self.dealer = (self.dealer + 1) & 3      # §2: the deal passes to the left
        events.extend(self._start_deal())
        return events

    # ------------------------------------------------------------ scores and views

    def net(self) -> list[int]:
        return [p - m for p, m in zip(self.positive, self.negative)]

    def score_json(self) -> dict[str, Any]:
        return {"round": self.round, "deal_in_round": self.deal_in_round,
                "negative": list(self.negative), "positive": list(self.positive), "net": self.net(),
                "ranking_points": list(self.ranking_points),
                "contracts_played": {name: self.contracts_played[i] for i, name in enumerate(R.NEGATIVES)},
                "chosen": [{"negatives": n, "trumps": t} for n, t in self.chosen]}

    def result_json(self) -> dict[str, Any] | None:
        if not self.match_over:
            return None
        return {"ranking": R.final_ranking(self.ranking_points, [r[0] for r in self.round_results])}

    def state_json(self) -> dict[str, Any]:
        out = super().state_json()
        out["contract"] = R.CONTRACT_NAMES[self.contract] if self.contract >= 0 else None
        out["trump"] = _suit_code(self.trump)
        return out

    def sheet_json(self) -> list[dict[str, Any]]:
        """The score sheet: one record per finished deal (the chooser is the dealer, §3)."""
        return [{"deal": d, "round": r, "deal_in_round": k, "dealer": dealer, "chooser": dealer,
                 "contract": R.CONTRACT_NAMES[c], "trump": _suit_code(t), "points": list(p),
                 "reason": reason}
                for d, r, k, dealer, c, t, p, reason in self.sheet]

    def view(self, seat: int) -> View:
        return build_view(self, self.check_seat(seat))

    @classmethod
    def from_view(cls, view: View | Mapping[str, Any], hands: Sequence[int | Iterable[str]], rng_seed: int = 0,
                  **hidden: object) -> DoubleKingMatch:
        return match_from_view(cls, view, hands, rng_seed)


def new_match(players: int = 4, options: dict[str, Any] | None = None, seed: int = 0, dealer: int = 0,
              deals: list[Any] | None = None, rng_scheme: int = RNG_SCHEME) -> DoubleKingMatch:
    """A new match with its first deal dealt, waiting for the dealer's contract."""
    if players not in PLAYERS:
        raise RuleError("bad_players", f"double king is played by exactly 4 players, not {players!r}")
    opts = R.resolve_options(options)
    pinned = validate_deals(deals)
    match = object.__new__(DoubleKingMatch)
    match._setup(opts, seed, dealer, pinned, rng_scheme)
    return match


def from_view(view: View | Mapping[str, Any], hands: Sequence[int | Iterable[str]],
              rng_seed: int = 0) -> DoubleKingMatch:
    """A playable match whose public state equals ``view`` and whose hands are ``hands``."""
    return DoubleKingMatch.from_view(view, hands, rng_seed)
