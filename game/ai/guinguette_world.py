"""The worlds a Guinguette seat's searches sample.

What the seat can deduce about the other hands (voids and forced plays, the cards placed at the deal
and followed through the exchanges, the cabaret announcements) comes from the engine, in the view
(``known_absent``, ``known_held``, ``known_tierce``, ``known_tierce_max``:
game/engine/guinguette/inference.py). The worlds
deal the unseen cards to the other hands and to the talon (in a random order, so that a remuer in a
rollout draws a random card). The search values a deal by the counters it brings.
"""
from __future__ import annotations

import random
from typing import Any

from game.engine.actions import Action, Cotillon
from game.engine.cards import CARD, iter_cards, mask_of
from game.engine.guinguette import GuinguetteMatch
from game.engine.guinguette.rules import PACK_OF_SIZE, find_tierce, legal_mask, tierce_lanes, trick_step
from game.engine.guinguette.settlement import ends_after_deal, pool_shares
from game.engine.match import View

from . import guinguette_policy as policy
from .common import PerView, PlayScorer, argmax_index, log_softmax, softmax_index, trick_cards, weighed_world_cost
from .reading import PlayReader
from .sampler import deal_unseen

Holder = int | str          # a seat, or "talon"
Choice = tuple[Action, float]
DEAL_COST = 10              # dealing one world, in steps
SPEECH_COST = 4             # weighing one world's words (a trump named, joue or passe said), in steps


class Knowledge:
    """The constraints of one view, worked out once per decision."""

    def __init__(self, view: View):
        me = view.seat
        pack = PACK_OF_SIZE[view.pack_size]
        played = 0
        self.played_by: dict[int, int] = {}
        for _, cards in trick_cards(view):
            for s, c in cards:
                played |= 1 << c
                self.played_by[s] = self.played_by.get(s, 0) | (1 << c)
        self.unseen = pack & ~played & ~view.hand_mask
        self.sizes: dict[Holder, int] = {}
        self.allowed: dict[Holder, int] = {}
        self.forced: dict[int, int] = {}
        for s in range(view.players):
            if s != me and view.at_table[s] and view.hand_sizes[s]:
                self.sizes[s] = view.hand_sizes[s]
                self.allowed[s] = self.unseen & ~mask_of(CARD[c] for c in view.known_absent[s])
                held = mask_of(CARD[c] for c in view.known_held[s]) & self.unseen
                if held:
                    self.forced[s] = held
        self.sizes["talon"] = view.talon_size
        self.allowed["talon"] = self.unseen
        for s, known in self.forced.items():
            self.unseen &= ~known
            self.sizes[s] -= known.bit_count()
            for t in self.allowed:
                self.allowed[t] &= ~known
        o = view.options
        self.lanes = tierce_lanes(pack, o["ace_six_adjacent"])
        self.any_suits = o["tierce_suits"] == "any"
        self.tierce = {s: known for s, known in enumerate(view.known_tierce) if known is not None and s in self.sizes}
        # the strongest tierce a hand as dealt may hold (a showdown's loser: none above the winner's)
        self.tierce_max = {s: top for s, top in enumerate(view.known_tierce_max) if top is not None and s in self.sizes}
        # the others' words in the cotillon, in order of speech from the eldest: (seat, word, seats
        # still in when he spoke); a hand dealt to a seat is weighed by how likely it made him say it
        self.speakers: list[tuple[int, str, int]] = []
        said = view.cotillon["said"] if view.phase in ("cotillon", "play") else [None] * view.players
        order = [q for q in ((view.eldest + i) % view.players for i in range(view.players)) if view.at_table[q]]
        still_in = len(order)
        for q in order:
            word = said[q]
            if word is None:
                continue
            if q != me and q in self.sizes:
                self.speakers.append((q, word, still_in))
            if word == "passe":
                still_in -= 1

    def plant_tierces(self, rng: random.Random) -> dict[Holder, int]:
        """A random tierce for each announced holder, from the cards he may hold and no stronger
        than he may hold: dealing them first is much faster than waiting for chance to give every
        holder one."""
        planted: dict[Holder, int] = {}
        used = 0
        for s, holds in self.tierce.items():
            # only a hand still whole (no card played, none shown) takes a planted tierce
            if not holds or s in self.forced or s in self.played_by or self.sizes[s] < 3:
                continue
            room = self.allowed[s] & self.unseen & ~used
            top = self.tierce_max.get(s)
            options = []
            for strength, _, ranks in self.lanes:
                if top is not None and strength > top:
                    continue
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

    def check(self, hands: dict[Holder, int]) -> bool:
        for s, holds in self.tierce.items():
            dealt = hands[s] | self.forced.get(s, 0) | self.played_by.get(s, 0)
            strength = find_tierce(dealt, self.lanes, self.any_suits)[0]
            if bool(strength) != holds or strength > self.tierce_max.get(s, strength):
                return False
        return True


def _is_remue(action: Action) -> bool:
    return isinstance(action, Cotillon) and action.move == "remue"


class Brain(PlayReader):
    GAME = "guinguette"
    DEAL_COST = DEAL_COST
    STEPS_PER_MS = 25      # engine steps (fast policy + apply) per millisecond on the reference machine
    SOLVE_NODES = 300
    SOLVE_TRICKS = 2         # exact search over the last two tricks

    rule_choices = staticmethod(policy.rule_choices)
    play_choices = staticmethod(policy.play_choices)
    ROLLOUT_TEMPERATURE = 0.0    # greedy rollouts (search.rollout)
    # the rollouts' cotillon words weigh the cards the speaker cannot see (the others' hands and
    # the talon), as the rule player at the table does; off: only the others' hands of the world
    SEEN_WORDS = False
    SEEN_PLAY = False          # the same for the rollouts' cards (the others' voids as the tricks showed them)

    def fast_action(self, m: GuinguetteMatch, rng: random.Random) -> Action:
        return policy.fast_action(m, rng, self.SEEN_WORDS, self.SEEN_PLAY)

    def __init__(self) -> None:
        super().__init__(play_scorer)
        self.knowledge = PerView(Knowledge)    # what the view tells of the hidden cards, once per view

    REMUE_CHOICES = 4         # the cards put back a remuer weighs, the rules' worst first (whether to remue
                              # is weighed on that one: pick)
    SEARCH_CABARET = True     # the cabaret betting (raise, hold, stop) searched too
    SEARCHED = "trump cotillon play"    # the phases searched (the others: the rule player's choice)

    COTILLON_BUDGET = 1.0     # the cotillon's words get this many decisions' work

    def budget_factor(self, view: View) -> float:
        return self.COTILLON_BUDGET if view.phase == "cotillon" else 1.0

    def worth_searching(self, view: View, level: str = "expert") -> bool:
        # the worlds plant a tierce in every hand that announced one (known_tierce), so the
        # betting is weighed against the rivals' possible tierces
        if view.phase == "cabaret":
            return self.SEARCH_CABARET
        return view.phase in self.SEARCHED.split()

    def prune(self, view: View, choices: list[Choice], level: str = "expert") -> list[Choice]:
        if view.phase == "cotillon" and view.cotillon["remuers"][view.seat] >= policy.MAX_REMUE:
            choices = [ch for ch in choices if not _is_remue(ch[0])] or choices
        if level == "amateur" and view.phase in ("cotillon", "trump"):
            # a small budget judges two moves better than four (choices come best rule score first)
            choices = choices[:2]
        elif view.phase == "cotillon":
            # the search weighs playing, passing and the exchanges of the REMUE_CHOICES cards the
            # rules would put back first (the worst ones), with the worlds that saves
            remue = [ch for ch in choices if _is_remue(ch[0])][:self.REMUE_CHOICES]
            choices = [ch for ch in choices if not _is_remue(ch[0])] + remue
        return choices

    def pick(self, view: View, actions: list[Action], means: list[float]) -> tuple[int, list[int]]:
        """The searched choice among ``actions`` valued ``means``, and the actions it was weighed
        against. With several cards a remuer may put back, whether to remue is weighed on the
        rules' card alone against playing and passing (the best of several noisy values of one
        remue would look better than the remue is, and the seat would remue too often); once it
        remues, the card put back is the best valued of them."""
        every = list(range(len(actions)))
        remues = [i for i in every if _is_remue(actions[i])]
        others = [i for i in every if not _is_remue(actions[i])]
        if view.phase != "cotillon" or len(remues) < 2 or not others:
            return argmax_index(means), every
        rules_card = remues[0]          # prune keeps the rule player's order: its card first
        if means[rules_card] > max(means[i] for i in others):
            return max(remues, key=means.__getitem__), every
        return max(others, key=means.__getitem__), [*others, rules_card]

    def recall(self, view: View, memory: dict[str, Any]) -> View:
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

    # the Amateur does not read the others' words: its worlds ignore them (as the Expert's did
    # before they were weighed: the levels stay apart, Expert > Amateur > Débutant); the Maître,
    # with twelve times the work, reads them closer: sixteen worlds dealt for each one kept
    # (measured in the README: against the Expert +0.16 [0.06, 0.25] over 600 deals, where the
    # Maître reading them as the Expert does was +0.05 [−0.04, +0.14] on the same deals)
    LEVEL_SETTINGS = {"amateur": {"WEIGHT_SPEECH": 1}, "maitre": {"WEIGHT_SPEECH": 16}}
    WEIGHT_SPEECH = 4          # worlds dealt per world kept: above 1, one kept by how likely the others' words were
    SPEECH_TEMPERATURE = 1.0   # in counters: how firmly the others' words are read as the rule player's

    # the others' plays read too (PlayReader's WEIGHT_WORLDS, off at 1): in the play, once another
    # seat has played, the larger of WEIGHT_SPEECH and WEIGHT_WORLDS worlds are dealt for each one
    # kept, and each is weighed by the words and the plays at once (measured in the README: the
    # Expert reading them +0.023 [-0.010, +0.057] over 470 deals, the Maître -0.006 [-0.053, +0.040]
    # against the Maître without, paired over 183: off at every level)

    @property
    def WORLD_COST(self) -> int:   # noqa: N802  # the search reads it as a setting
        """Dealing one world, in steps; with weighted worlds every world dealt and weighed is charged."""
        return weighed_world_cost(DEAL_COST, self.WEIGHT_SPEECH, SPEECH_COST)

    def world_cost(self, view: View) -> int:
        """Dealing one world of ``view``, in steps: where the plays are read, every world dealt is
        charged its deal, its words and the plays it is weighed by."""
        if not self.reads(view):
            return self.WORLD_COST
        words = SPEECH_COST if self.WEIGHT_SPEECH > 1 else 0
        return weighed_world_cost(DEAL_COST, max(self.WEIGHT_SPEECH, self.WEIGHT_WORLDS),
                                  words + self.plays_weighed(view))

    def sample_world(self, view: View, rng: random.Random) -> GuinguetteMatch:
        k = self.knowledge(view)
        if self.reads(view):
            temperature = self.SPEECH_TEMPERATURE
            words = (lambda world: speech_log_likelihood(view, k, world[0], temperature)) \
                if self.WEIGHT_SPEECH > 1 and k.speakers else None
            hands, talon = self.read_world(view, lambda: self._deal(view, k, rng), lambda world: world[0], rng,
                                           words, max(self.WEIGHT_SPEECH, self.WEIGHT_WORLDS))
        elif self.WEIGHT_SPEECH > 1 and k.speakers:
            options = [self._deal(view, k, rng) for _ in range(self.WEIGHT_SPEECH)]
            logs = [speech_log_likelihood(view, k, hands, self.SPEECH_TEMPERATURE) for hands, _ in options]
            hands, talon = options[softmax_index(logs, 1.0, rng)]
        else:
            hands, talon = self._deal(view, k, rng)
        m = GuinguetteMatch.from_view(view, hands, rng.getrandbits(32), talon=talon)
        m.stop_after_deal = True
        return m

    def _deal(self, view: View, k: Knowledge, rng: random.Random) -> tuple[list[int], list[int]]:
        """The hidden cards dealt to the other hands and the talon (in a random order), consistent
        with the view: (every seat's hand, the talon)."""
        planted = k.plant_tierces(rng)
        unseen = k.unseen
        sizes = dict(k.sizes)
        for s, tierce in planted.items():
            unseen &= ~tierce
            sizes[s] -= tierce.bit_count()
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
        return hands, talon

    def snapshot(self, m: GuinguetteMatch) -> tuple[int, ...]:
        return tuple(m.chips)

    # What the deal leaves in the baskets (antes, fines, a zero-trick player's full basket) is not
    # lost: it is played for in later deals and shared at the match's end (§9). Each seat's result
    # is its counters won or lost plus TABLE_SHARE times an equal share of what the table gained,
    # which is the same as minus the table's mean result (the counters are only moved around).
    TABLE_SHARE = 0.0
    # A deal that ends the match (its last, or a seat ruined) ends with the baskets shared (§7):
    # on, the result counts each seat's share. Off: the counters alone, as for any other deal. On
    # measured worse at the last deal (README: -0.16 [-0.38, +0.03] a seat-deal over 220 deals).
    SHARE_AT_END = False

    def outcome(self, snap: tuple[int, ...], m: GuinguetteMatch) -> list[float]:
        delta = [float(b - a) for a, b in zip(snap, m.chips)]
        if self.SHARE_AT_END and m.phase == "deal_over" and ends_after_deal(m):
            # the match ends with this deal (its last, or a seat ruined): what the baskets hold is
            # shared at once (§7), so a counter paid into them now comes partly back
            for s, amount in pool_shares(m)[1]:
                delta[s] += amount
            return delta
        if self.TABLE_SHARE:
            sharing = [s for s in range(m.players) if m.at_table[s]] or list(range(m.players))
            back = -self.TABLE_SHARE * sum(delta) / len(sharing)
            for s in sharing:
                delta[s] += back
        return delta

    def solvable(self, m: GuinguetteMatch) -> bool:
        if m.phase != "play" or not m.active:
            return False
        left: int = sum(m.hands[s].bit_count() for s in m.active)
        return left <= self.SOLVE_TRICKS * len(m.active)

    def solve_actions(self, m: GuinguetteMatch) -> list[Action]:
        return m.legal_actions()


def speech_log_likelihood(view: View, k: Knowledge, hands: list[int], temperature: float) -> float:
    """Log of the chance that the rule player (a softmax of ``temperature`` counters over its
    scores) would have said what the others said in this cotillon, had they been dealt ``hands``:
    the eldest naming the trump (his longest, strongest suit, §10), each other speaker playing or
    passing by the worth of playing his hand (the tricks it should take against the basket, the
    mouche and the fine). Each hand is judged as it was when he spoke (with the cards he has
    played since); the exchanges of a remuer are not undone."""
    trump = "SHDC".index(view.trump) if view.trump else -1
    pack = PACK_OF_SIZE[view.pack_size]
    o = view.options
    sc = view.score
    basket, queue = sc["basket_in_play"], sum(sc["cotillon_queue"])
    total = 0.0
    for q, word, still_in in k.speakers:
        hand = hands[q] | k.played_by.get(q, 0)
        if q == view.eldest:
            if trump < 0:
                continue
            total += log_softmax([policy.trump_score(hand, s) for s in range(4)], trump, temperature)
            continue
        play = policy.play_value(hand, trump, pack & ~hand, still_in, basket, queue, o["one_trick_fine"],
                                 o["vole_bonus"], view.players)
        # playing (joue or remue) against passing, worth 0
        total += log_softmax([play, 0.0], int(word == "passe"), temperature)
    return total


def play_scorer(view: View) -> PlayScorer:
    """The rule player's card scores for a play of this deal, had the seats held ``held``
    (``common.plays_log_likelihood`` reads the others' plays with them): the duty of §4 (follow and
    go over, trump and overtrump) from the trick as it was, each seat's tricks taken before it."""
    trump = "SHDC".index(view.trump) if view.trump else -1
    undertrump = view.options["must_undertrump"]
    active = list(view.cotillon["active"])
    won = [[0] * view.players]          # per trick, the tricks each seat had taken before it
    for t in view.tricks:
        won.append(list(won[-1]))
        won[-1][t["winner"]] += 1

    def scores(held: list[int], seat: int, number: int, before: list[tuple[int, int]]) -> list[tuple[int, float]]:
        led = best_led = best_trump = -1
        for _, c in before:
            led, best_led, best_trump = trick_step(c, led, best_led, best_trump, trump)
        legal = legal_mask(held[seat], led, best_led, best_trump, trump, undertrump)
        if not legal & (legal - 1):
            return []
        return policy.world_card_scores(held, seat, legal, before, trump, active, won[number][seat])
    return scores
