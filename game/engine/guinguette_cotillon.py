"""Le cotillon: the basket in play, trump, the speaking and renvi rounds, and the trick play
(shared/rules/guinguette.md §3.4, §3.5, §4, 9b).

Mixed into :class:`game.engine.guinguette.GuinguetteMatch`; the names of the state live there.
"""
from __future__ import annotations

from .actions import PLAY, Cotillon, Trump
from .cards import CODE_LIST, SUITS
from .errors import RuleError
from .events import Event
from .guinguette_rules import STRENGTH, illegal_reason, legal_mask

JOUE = Cotillon("joue")
PASSE = Cotillon("passe")
STOP = Cotillon("stop")
REMUE = [Cotillon("remue", c) if CODE_LIST[c] else None for c in range(64)]
TRUMPS = [Trump(s) for s in range(4)]

# Per suit, per 13-bit lane of a mask: its cards in the contract's order (high first), and the
# matching play and remuer actions. Filled on first use; hands hold at most four cards.
_HIGH_FIRST = (11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 12)      # K Q J 10 ... 2 A (§1)
_LANE_CARDS = [[None] * 8192 for _ in range(4)]
_LANE_PLAYS = [[None] * 8192 for _ in range(4)]
_LANE_REMUES = [[None] * 8192 for _ in range(4)]


def _fill_lane(s: int, lane: int):
    cards = [s * 16 + r for r in _HIGH_FIRST if lane >> r & 1]
    _LANE_CARDS[s][lane] = cards
    _LANE_PLAYS[s][lane] = [PLAY[c] for c in cards]
    _LANE_REMUES[s][lane] = [REMUE[c] for c in cards]


def _by_lanes(table, mask: int) -> list:
    out = []
    for s in range(4):
        lane = mask >> (16 * s) & 0x1FFF
        if lane:
            part = table[s][lane]
            if part is None:
                _fill_lane(s, lane)
                part = table[s][lane]
            out += part
    return out


def sorted_cards(mask: int) -> list:
    """The cards of ``mask`` in the contract's order (suits S H D C, high first)."""
    return _by_lanes(_LANE_CARDS, mask)


_PLAY_LISTS: dict = {}


def play_list(mask: int) -> list:
    """A new list of the play actions for the cards of ``mask``, in card order."""
    cached = _PLAY_LISTS.get(mask)
    if cached is None:
        cached = _by_lanes(_LANE_PLAYS, mask)
        if len(_PLAY_LISTS) < 300000:
            _PLAY_LISTS[mask] = cached
    return cached[:]


_REMUE_LISTS: dict = {}


def remue_list(mask: int) -> list:
    """The remuer actions for the cards of ``mask``, in card order (shared: copy before changing)."""
    cached = _REMUE_LISTS.get(mask)
    if cached is None:
        cached = _by_lanes(_LANE_REMUES, mask)
        if len(_REMUE_LISTS) < 300000:
            _REMUE_LISTS[mask] = cached
    return cached


class CotillonPhase:
    """From the cotillon ante to the last trick; settlement is in guinguette_settlement."""

    # ---- opening (§3.4 steps 1–2)

    def _cotillon_open(self, events: list):
        from_queue = bool(self.queue)
        self.basket = self.queue.pop(0) if from_queue else 0
        events.append(Event("cotillon_open", amount=self.basket, from_queue=from_queue))
        ante = self.o_cot_ante
        for s in self.order:
            # 9b: bankruptcy was checked against this ante and the cabaret cap kept it in reserve.
            self.chips[s] -= ante
            self.basket += ante
            events.append(Event("ante", seat=s, basket="cotillon", amount=ante))
        self.phase = "trump"
        self.to_act = self.eldest

    def _trump_apply(self, action) -> list:
        self.trump = action.suit
        self.phase = "cotillon"
        self.cot_round = "speaking"
        self.cot_queue = list(self.order)
        self.cot_next = []
        self.to_act = self.eldest
        return [Event("trump", seat=self.eldest, suit=SUITS[action.suit])]

    # ---- speaking and renvi rounds (§3.4 steps 3–6, §3.5)

    def _may_remue(self, s: int) -> bool:
        cost = self.o_remuer_cost
        if self.cot_round == "speaking" and s == self.eldest:
            cost += self.o_eldest_extra        # 9b: his first turn also pays the extra counter
        return self.chips[s] >= cost and (not self.o_max_remuer or self.remuers[s] < self.o_max_remuer)

    def _cotillon_legal(self) -> list:
        s = self.to_act
        if self.cot_round == "renvi":
            out = [STOP]
        elif s == self.eldest:
            out = [JOUE]                        # §3.4: the eldest cannot pass
        else:
            out = [JOUE, PASSE]
        if self._may_remue(s):
            out += remue_list(self.hands[s])
        return out

    def _cotillon_apply(self, action) -> list:
        s = self.to_act
        move = action.move
        renvi = self.cot_round == "renvi"
        if move == "remue":
            if not self.hands[s] >> action.card & 1:
                raise RuleError("card_not_in_hand", f"{CODE_LIST[action.card]} is not in your hand")
            if not self._may_remue(s):
                if self.o_max_remuer and self.remuers[s] >= self.o_max_remuer:
                    raise RuleError("max_remuer_reached", f"at most {self.o_max_remuer} exchanges per deal")
                raise RuleError("cannot_pay", "you do not have the counters to remuer")
        elif renvi and move != "stop":
            raise RuleError("renvi_round", "in a renvi round you may only remuer again or stop")
        elif not renvi and move == "stop":
            raise RuleError("speaking_round", "stop belongs to the renvi rounds: say joue, passe or remue")
        elif move == "passe" and s == self.eldest:
            raise RuleError("eldest_cannot_pass", "the eldest plays the cotillon: he cannot pass")
        events = []
        paid = 0
        if not renvi and s == self.eldest:
            # §3.4 step 3, 9b: the extra counter, paid as far as he can (insolvency, §5).
            paid = min(self.o_eldest_extra, self.chips[s])
        if move == "remue":
            paid += self.o_remuer_cost
        if paid:
            self.chips[s] -= paid
            self.basket += paid
        if move == "remue":
            # §3.5: the card goes face down into the talon, which is stirred; he draws its top card.
            # Only the drawn card matters to anyone, so the stir is a uniform draw from the talon.
            c = action.card
            talon = self.talon
            talon.append(c)
            j = int(self._own_rng().random() * len(talon))
            drawn = talon[j]
            talon[j] = talon[-1]
            talon.pop()
            self.hands[s] = (self.hands[s] & ~(1 << c)) | (1 << drawn)
            self.remuers[s] += 1
            self.discards[s].append(c)
            self.said[s] = "remue"
            self.cot_next.append(s)
            events.append(Event("remue", seat=s, paid=paid, count=self.remuers[s]))
        else:
            if move != "stop":
                self.said[s] = move
            events.append(Event("cotillon", seat=s, move=move, paid=paid))
        queue = self.cot_queue
        queue.pop(0)
        if queue:
            self.to_act = queue[0]
            return events
        eldest = self.eldest
        if not renvi and all(self.said[j] == "passe" for j in self.order if j != eldest):
            self._settle_lone_eldest(events)       # §3.4 step 6, A9
        elif self.cot_next:
            self.cot_round = "renvi"               # A14: only the last round's remuers speak again
            self.cot_queue = self.cot_next
            self.cot_next = []
            self.to_act = self.cot_queue[0]
        else:
            self._play_open()
        return events

    # ---- the trick play (§4)

    def _play_open(self):
        active = [s for s in self.order if self.said[s] != "passe"]
        self.active = active
        nxt = [-1] * self.players
        for i, s in enumerate(active):
            nxt[s] = active[(i + 1) % len(active)]
        self.next_in_play = nxt
        self.phase = "play"
        self.cot_round = None
        self.trick = []
        self.led = -1
        self.best_led = -1
        self.best_trump = -1
        self.to_act = self.eldest

    def _legal_play_mask(self) -> int:
        return legal_mask(self.hands[self.to_act], self.led, self.best_led, self.best_trump, self.trump,
                          self.o_undertrump)

    def _play_apply(self, action) -> list:
        s = self.to_act
        c = action.card
        hand = self.hands[s]
        if not hand >> c & 1:
            raise RuleError("card_not_in_hand", f"{CODE_LIST[c]} is not in your hand")
        if not self._legal_play_mask() >> c & 1:
            code, message = illegal_reason(hand, c, self.led, self.best_led, self.best_trump, self.trump)
            raise RuleError(code, message)
        events = [Event("play", seat=s, card=CODE_LIST[c])]
        self._play_card(s, c, events)
        return events

    def _play_card(self, s: int, c: int, events):
        """Put card ``c`` of seat ``s`` on the trick; gather the trick when complete.
        ``events`` may be None (fast playouts)."""
        self.hands[s] ^= 1 << c
        trick = self.trick
        trick.append((s, c))
        suit = c >> 4
        if self.led < 0:
            self.led = suit
            self.best_led = c
            if suit == self.trump:
                self.best_trump = c
        elif suit == self.led:
            if STRENGTH[c] > STRENGTH[self.best_led]:
                self.best_led = c
                if suit == self.trump:
                    self.best_trump = c
        elif suit == self.trump:
            if self.best_trump < 0 or STRENGTH[c] > STRENGTH[self.best_trump]:
                self.best_trump = c
        if len(trick) < len(self.active):
            self.to_act = self.next_in_play[s]
            return
        win_card = self.best_trump if self.best_trump >= 0 else self.best_led
        winner = -1
        for seat, card in trick:
            if card == win_card:
                winner = seat
                break
        self.trick_no += 1
        self.tricks_won[winner] += 1
        if self.tricks_won[winner] == 2 and self.second_at[winner] < 0:
            self.second_at[winner] = self.trick_no
        cards = [[seat, CODE_LIST[card]] for seat, card in trick]
        self.tricks.append({"leader": trick[0][0], "cards": cards, "winner": winner})
        if events is not None:
            events.append(Event("trick", number=self.trick_no, winner=winner, cards=cards))
        self.trick = []
        self.led = -1
        self.best_led = -1
        self.best_trump = -1
        if self.trick_no == 4:
            self._settle(events if events is not None else [])
        else:
            self.to_act = winner
