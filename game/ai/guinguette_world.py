"""What a Guinguette seat can infer about the hidden cards, and the worlds its searches sample.

Inference (shared/rules/guinguette.md):
* the trick play (§4): a card is known absent from a seat when holding it would have made the card
  that seat played illegal (follow suit and go over, trump and overtrump when void);
* the cabaret (§3.3): every holder announced, so a seat that has not exchanged a card since the deal
  held a tierce then if and only if it announced one; a tierce or the queen of diamonds shown at the
  table was in that hand at the deal;
* the seat's own exchanges (§3.5): a card it put back and did not draw again is in the talon.
The worlds deal the unseen cards to the other hands and to the talon (in a random order, so that a
remuer in a rollout draws a random card). The search values a deal by the counters it brings.
"""
from __future__ import annotations

from game.engine.cards import CARD, iter_cards, mask_of
from game.engine.guinguette import WINDOWS, GuinguetteMatch
from game.engine.guinguette.rules import DECK36, DECK52, find_tierce, legal_mask
from game.engine.match import View

from . import guinguette_policy as policy
from .common import trick_cards
from .sampler import deal_unseen


def _trick_absent(view, unseen: int) -> dict:
    """Per seat, the cards its plays prove it does not hold (the two-card test of §4)."""
    from game.engine.guinguette.rules import STRENGTH
    trump = "SHDC".index(view.trump) if view.trump else -1
    undertrump = view.options["must_undertrump"]
    absent = {}
    for _, cards in trick_cards(view):
        led = best_led = best_trump = -1
        for s, c in cards:
            if led >= 0:
                m = unseen & ~absent.get(s, 0)
                out = 0
                while m:
                    low = m & -m
                    if not legal_mask((1 << c) | low, led, best_led, best_trump, trump, undertrump) >> c & 1:
                        out |= low
                    m ^= low
                absent[s] = absent.get(s, 0) | out
            suit = c >> 4
            if led < 0:
                led, best_led = suit, c
                if suit == trump:
                    best_trump = c
            elif suit == led:
                if STRENGTH[c] > STRENGTH[best_led]:
                    best_led = c
                    if suit == trump:
                        best_trump = c
            elif suit == trump and (best_trump < 0 or STRENGTH[c] > STRENGTH[best_trump]):
                best_trump = c
    return absent


class Knowledge:
    """The constraints of one view, worked out once per decision."""

    def __init__(self, view):
        me = view.seat
        pack = DECK36 if view.pack_size == 36 else DECK52
        played = 0
        self.played_by = {}
        for _, cards in trick_cards(view):
            for s, c in cards:
                played |= 1 << c
                self.played_by[s] = self.played_by.get(s, 0) | (1 << c)
        self.unseen = pack & ~played & ~view.hand_mask
        self.sizes = {}
        self.allowed = {}
        self.forced = {}
        absent = _trick_absent(view, self.unseen)
        remuers = view.cotillon["remuers"]
        for s in range(view.players):
            if s != me and view.at_table[s] and view.hand_sizes[s]:
                self.sizes[s] = view.hand_sizes[s]
                self.allowed[s] = self.unseen & ~absent.get(s, 0)
        self.sizes["talon"] = view.talon_size
        self.allowed["talon"] = self.unseen
        # the cards the seat put back and did not draw again lie in the talon (§3.5)
        mine_back = mask_of(CARD[c] for c in view.my_discards) & self.unseen
        for s in self.allowed:
            if s != "talon":
                self.allowed[s] &= ~mine_back
        # shown cards: in that hand at the deal; still there unless played or exchanged since
        for item in view.shown:
            s = item["seat"]
            cards = mask_of(CARD[c] for c in item["cards"]) & self.unseen
            if s == me or not cards or s not in self.sizes:
                continue
            if remuers[s] == 0:
                self.forced[s] = self.forced.get(s, 0) | cards
            else:
                for t in self.allowed:
                    if t not in (s, "talon"):
                        self.allowed[t] &= ~cards
        for s, cards in self.forced.items():
            self.unseen &= ~cards
            self.sizes[s] -= cards.bit_count()
            for t in self.allowed:
                self.allowed[t] &= ~cards
        o = view.options
        self.lanes = WINDOWS[(view.pack_size == 36, o["ace_six_adjacent"])]
        self.any_suits = o["tierce_suits"] == "any"
        holders = set(view.cabaret["holders"])
        # §3.3: only seats that have not exchanged since the deal still show what they were dealt
        self.tierce = {s: (s in holders) for s in self.sizes if s != "talon" and remuers[s] == 0}

    def plant_tierces(self, rng) -> dict:
        """A random tierce for each announced holder, from the cards he may hold: dealing them
        first is much faster than waiting for chance to give every holder one."""
        planted = {}
        used = 0
        for s, holds in self.tierce.items():
            # only a hand still whole (no card played, none shown) takes a planted tierce
            if not holds or s in self.forced or s in self.played_by or self.sizes[s] < 3:
                continue
            room = self.allowed[s] & self.unseen & ~used
            options = []
            for _, _, ranks in self.lanes:
                suits = range(4)
                if self.any_suits:
                    picks = []
                    for r in ranks:
                        avail = [x * 16 + r for x in suits if room >> (x * 16 + r) & 1]
                        if not avail:
                            break
                        picks.append(avail)
                    else:
                        options.append(picks)
                else:
                    for x in suits:
                        cards = [x * 16 + r for r in ranks]
                        if all(room >> c & 1 for c in cards):
                            options.append([[c] for c in cards])
            if not options:
                continue
            picks = options[int(rng.random() * len(options))]
            m = 0
            for avail in picks:
                m |= 1 << avail[int(rng.random() * len(avail))]
            planted[s] = m
            used |= m
        return planted

    def check(self, hands: dict) -> bool:
        for s, holds in self.tierce.items():
            dealt = hands[s] | self.forced.get(s, 0) | self.played_by.get(s, 0)
            if bool(find_tierce(dealt, self.lanes, self.any_suits)[0]) != holds:
                return False
        return True


class Brain:
    GAME = "guinguette"
    STEPS_PER_MS = 25      # engine steps (fast policy + apply) per millisecond on the reference machine
    WORLD_COST = 10        # dealing one world, in steps
    SOLVE_NODES = 300
    SOLVE_TRICKS = 2         # exact search over the last two tricks

    rule_choices = staticmethod(policy.rule_choices)
    fast_action = staticmethod(policy.fast_action)

    def __init__(self):
        self._view = None
        self._know = None

    def worth_searching(self, view, level: str = "expert") -> bool:
        # the cabaret betting follows the rules (its rivals' tierces are all that matter); the
        # speaking decisions swing whole baskets, so a handful of worlds (the Amateur's budget)
        # judges them worse than the rules do: only the Expert searches them
        return view.phase in ("trump", "cotillon", "play")

    def prune(self, view, choices: list, level: str = "expert") -> list:
        if view.phase == "cotillon" and view.cotillon["remuers"][view.seat] >= policy.MAX_REMUE:
            choices = [ch for ch in choices if ch[0].move != "remue"] or choices
        if level != "expert" and view.phase in ("cotillon", "trump"):
            # a small budget judges two moves better than four (choices come best rule score first)
            choices = choices[:2]
        elif view.phase == "cotillon":
            # which card to put back is the rules' call (the worst card); the search weighs
            # playing, passing and that one exchange, with the worlds that saves
            remue = [ch for ch in choices if ch[0].move == "remue"][:1]
            choices = [ch for ch in choices if ch[0].move != "remue"] + remue
        return choices

    def recall(self, view, memory: dict):
        """With ``hide_trump_after_naming`` the trump leaves the view during the play: the seat
        remembers it from the speaking round. A seat that never saw it (it sat down mid-deal)
        guesses from the tricks: the suit that won tricks it was not led in."""
        if view.trump is not None:
            memory["trump"] = (view.deal, view.trump)
            return view
        if view.phase != "play":
            return view
        seen = memory.get("trump")
        if seen is not None and seen[0] == view.deal:
            suit = seen[1]
        else:
            votes = [0, 0, 0, 0]
            for t in view.tricks:
                led = CARD[t["cards"][0][1]] >> 4
                for s, c in t["cards"]:
                    if s == t["winner"] and CARD[c] >> 4 != led:
                        votes[CARD[c] >> 4] += 1
            suit = "SHDC"[max(range(4), key=votes.__getitem__)]
        data = view.to_json()
        data["trump"] = suit
        data["score"] = dict(data["score"], trump=suit)
        return View(**data)

    def knowledge(self, view) -> Knowledge:
        if self._view is not view:
            self._know = Knowledge(view)
            self._view = view
        return self._know

    def sample_world(self, view, rng):
        k = self.knowledge(view)
        planted = k.plant_tierces(rng)
        unseen = k.unseen
        sizes = dict(k.sizes)
        for s, m in planted.items():
            unseen &= ~m
            sizes[s] -= m.bit_count()
        dealt = deal_unseen(unseen, sizes, k.allowed, rng,
                            check=lambda hands: k.check({s: hands[s] | planted.get(s, 0) for s in hands}))
        hands = [0] * view.players
        for s in range(view.players):
            if s == view.seat:
                hands[s] = view.hand_mask
            elif s in dealt:
                hands[s] = dealt[s] | k.forced.get(s, 0) | planted.get(s, 0)
        talon = list(iter_cards(dealt["talon"]))
        rng.shuffle(talon)
        m = GuinguetteMatch.from_view(view, hands, rng.getrandbits(32), talon=talon)
        m.stop_after_deal = True
        return m

    def snapshot(self, m):
        return tuple(m.chips)

    def outcome(self, snap, m) -> list[float]:
        return [float(b - a) for a, b in zip(snap, m.chips)]

    def solvable(self, m) -> bool:
        if m.phase != "play" or not m.active:
            return False
        return sum(m.hands[s].bit_count() for s in m.active) <= self.SOLVE_TRICKS * len(m.active)

    def solve_actions(self, m) -> list:
        return m.legal_actions()

