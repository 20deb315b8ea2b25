"""The deal review: what each decision of one seat cost, with every card of the deal known.

For a decision of seat S, every legal action is valued by what S scores over the rest of the deal
when every player from then on plays for his own best result of the deal (max^n over the true cards,
the seat to act taking the move best for itself; between moves that are equal for it, the first in
the contract's order of legal actions). Near the end of a deal the whole tree is searched and the
value is exact; earlier, where the tree is too large, each action is valued by finishing the deal
with the Débutant's rule-based player at every seat from several seeds (an estimate).

An estimate is noisy: the best of several actions valued over a few play-outs (or draws of the
stirs, below) is the luckiest of them as often as the best. An estimated cost is listed only where
the difference between the best action and the one played, seed by seed (the same seeds for both),
stands clear of its own spread (:data:`NOISE_Z` standard errors) on the play-outs or draws that
chose the best action, then on fresh ones (:data:`CONFIRM_SEEDS`, the cost their mean); else the
decision is as good as any the play-outs or draws can tell apart. (A Polignac deal the person ended
with no jack point listed "J♥: 7♥ was better (≈ 0.2)" where dropping the jack under the queen was
ideal; a Guinguette stir, "stop was better (≈ 12.2)" on one draw of six.)

And with every card known, a decision cannot have cost anything in a deal the seat ended at the
best result the game allows it once that decision is taken (:func:`best_result`: Polignac no jack
point, a Double King negative contract no penalty, its trump game every trick): such a deal lists
no costly decision, whatever the values say.

A Double King contract is not worth its points of the deal alone: each player chooses each kind of
contract a set number of times in the round (§3), and every contract is played in the round
anyway. A contract choice is judged among the contracts the rules still let the dealer choose (the
legal actions), each valued as its points of the deal less the contract's fair share of a deal
(its total over the deal shared by the players, what it costs or brings a seat on average): what
choosing it here rather than in another deal gains.

Values are the game's own points of the deal for the seat: Polignac, the jack points taken counted
negative (a cost is then the jack points the better move saves); Double King, the contract's points;
Guinguette, the counters held when the deal ends.

The talon's order after a stir is chance, not a card on the table: a Guinguette decision taken
while stirs may still come (before the play) is valued over several draws of the stirs
(:data:`STIR_DRAWS`), never the one the deal happened to make, so a stir is not judged by its luck.

The review sees every card: it is for after a deal, never for a seat that is still playing.
"""
from __future__ import annotations

import itertools
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any

from game.engine.actions import Action, Ecart, EcartChoice
from game.engine.errors import RuleError
from game.engine.events import Event
from game.engine.match import Match, deal_draws

EXACT_CARDS = 4              # every hand at most this many cards: the whole tree is searched
EXACT_BUDGET = 3_000_000     # positions searched at most for such a decision (a few per million)
NODE_BUDGET = 60_000         # positions tried for a decision one card earlier before estimating it
TALK_BUDGET = 60_000         # positions tried for a decision before the cards are played (the
                             # talk of Guinguette's cotillon can go round many times)
ESTIMATE_SEEDS = 6           # finishes of the deal per action for an estimate
MAX_ECART_CHOICES = 36       # écart combinations valued (the played one always among them)
STIR_DRAWS = ESTIMATE_SEEDS  # draws of the stirs a Guinguette decision before the play is valued over
CONFIRM_SEEDS = 12          # fresh play-outs (or draws of the stirs) of the best action and the played
                            # one, to confirm an estimated cost
NOISE_Z = 2.0               # an estimated cost is kept when this many standard errors above nothing
KNOWN_KEPT = 100_000        # positions worked out that a review keeps (_Solver.known), at most


class _OverBudget(Exception):
    pass


def deal_values(game: str, events: list[Event]) -> list[float] | None:
    """Each seat's result of the deal that ``events`` end, or None when they end no deal."""
    for e in events:
        if e.kind != "deal_end":
            continue
        if game == "polignac":
            return [-float(p) for p in e.deal_points]
        if game == "double_king":
            return [float(p) for p in e.points]
        return [float(c) for c in e.chips]
    return None


def _final_values(match: Match) -> list[float]:
    """A match that ended without a deal_end event (a Guinguette bankruptcy, say): its counters."""
    score = match.score_json()
    if match.game == "polignac":
        return [-float(p) for p in score["deal_points"]]
    if match.game == "double_king":
        return [float(p) for p in getattr(match, "deal_points")]  # noqa: B009  (not on every Match)
    return [float(c) for c in score["chips"]]


def cards_in_hands(match: Match) -> int:
    """The largest hand at the table."""
    return max(int(h).bit_count() for h in match.hands)


def expand(match: Match, played: Action | None = None) -> list[Action]:
    """The applicable legal actions (an écart choice becomes its combinations)."""
    out: list[Action] = []
    for a in match.legal_actions():
        if isinstance(a, EcartChoice):
            combos: list[Action] = [Ecart(list(c)) for c in itertools.combinations(a.choosable, a.count)]
            if len(combos) > MAX_ECART_CHOICES:
                keep = combos[:MAX_ECART_CHOICES - 1]
                if played is not None and not any(_same(c, played) for c in keep):
                    keep.append(played)
                combos = keep
            out.extend(combos)
        else:
            out.append(a)
    return out


def _same(a: Action, b: Action) -> bool:
    return bool(a.to_json() == b.to_json())


Known = dict[Hashable, tuple[list[float], int]]


@dataclass
class _Solver:
    """``known``: the positions worked out (:meth:`Match.position_key`), each with its values and
    the positions its search counted, kept across the searches of one review: a position met again
    (the same cards left by other orders of play, or a later decision's, inside an earlier one's
    tree) is not searched again, yet counts against the budget as it did when searched, so a
    decision is worked out exactly, or estimated, as it would be without them."""
    game: str
    nodes: int = 0
    budget: int = NODE_BUDGET
    known: Known = field(default_factory=dict)

    def values(self, match: Match) -> list[float]:
        """Every seat's result of the deal from here, each player playing for himself (max^n)."""
        key = match.position_key()
        if key is not None:
            seen = self.known.get(key)
            if seen is not None:
                self.nodes += seen[1]
                if self.nodes > self.budget:
                    raise _OverBudget
                return seen[0]
        start = self.nodes
        self.nodes += 1
        if self.nodes > self.budget:
            raise _OverBudget
        mover = match.to_act
        best: list[float] | None = None
        for action in expand(match):
            vals = self.after(match, action)
            if best is None or (mover is not None and vals[mover] > best[mover] + 1e-9):
                best = vals
        assert best is not None
        if key is not None:
            if len(self.known) >= KNOWN_KEPT:
                self.known.clear()
            self.known[key] = (best, self.nodes - start)
        return best

    def after(self, match: Match, action: Action) -> list[float]:
        child = match.clone()
        events = child.apply(action)
        vals = deal_values(self.game, events)
        if vals is not None:
            return vals
        if child.match_over:
            return _final_values(child)
        return self.values(child)


def _stirred(match: Match, k: int) -> Match:
    """``match`` with its stirs still to come drawn the ``k``-th of the review's ways (a Guinguette
    deal before its play; the deal's own draws are never one of them), or ``match`` itself where no
    stir can come."""
    if match.phase == "play" or not hasattr(match, "stir_draws") or getattr(match, "rng_scheme", 2) == 1:
        return match
    m = match.clone()
    done = len(getattr(m, "exchanges"))  # noqa: B009  (Guinguette only: the stirs made, their draws read no more)
    m.stir_draws = tuple(m.stir_draws[:done]) + deal_draws(m.game, m.seed, m.deal, f"review-stirs{k}", 64)
    return m


def _stirs_vary(match: Match) -> bool:
    return _stirred(match, 0) is not match


def best_result(match: Match) -> float | None:
    """The most the game lets a seat score in the deal under way, from ``match`` on (the
    :func:`deal_values` scale): Polignac no jack point; Double King, once the contract is chosen,
    no penalty in a negative contract and every trick in the trump game. None where no such bound
    is known (Guinguette, a Double King contract still to choose: the choice sets the bound)."""
    if match.game == "polignac":
        return 0.0
    if match.game == "double_king":
        from game.engine import double_king_rules as R
        contract = int(getattr(match, "contract"))  # noqa: B009  (not on every Match)
        if contract < 0:
            return None
        return float(R.DEAL_TRICKS) if contract == R.ATOUT else 0.0
    return None


def _share(match: Match, action: Action) -> float:
    """What ``action`` is valued against: a Double King contract's fair share of a deal (its
    total, negative for a penalty contract, shared by the players); 0 for any other action."""
    data = action.to_json()
    if match.game != "double_king" or data.get("type") != "contract":
        return 0.0
    from game.engine import double_king_rules as R

    from .double_king_policy import CONTRACT_TOTAL
    index = R.CONTRACT_INDEX[data["contract"]]
    return (1.0 if index == R.ATOUT else -1.0) * CONTRACT_TOTAL[index] / match.players


PLAYOUT_LEVEL = "debutant"      # the level at every seat of a play-out (the review's words name it)


def _playouts(match: Match, action: Action, seeds: range) -> list[list[float]]:
    """Each seat's result of the deal after ``action``, finished by the Débutant at every seat, one
    list per seed of ``seeds``."""
    from . import make_seat
    runs = []
    for k in seeds:
        m = _stirred(match, k).clone()
        events = m.apply(action)
        seats = [make_seat(match.game, PLAYOUT_LEVEL, s, seed=1000 + 97 * k + s) for s in range(match.players)]
        vals = deal_values(match.game, events)
        while vals is None and not m.match_over:
            s = m.to_act
            assert s is not None
            legal = m.legal_actions()
            chosen = seats[s].forced(legal)
            if chosen is None:
                chosen = seats[s].choose(m.view(s), legal)
            events = m.apply(chosen)
            vals = deal_values(match.game, events)
        if vals is None:
            vals = _final_values(m)
        runs.append(vals)
    return runs


@dataclass
class Judgement:
    """One decision of the reviewed seat."""
    index: int
    phase: str
    played: Action
    best: Action
    cost: float
    exact: bool
    values: list[tuple[Action, float]] = field(default_factory=list)
    best_result: float | None = None      # the most the seat could score in the deal, once decided

    def to_json(self) -> dict[str, Any]:
        return {"index": self.index, "phase": self.phase, "played": self.played.to_json(),
                "best": self.best.to_json(), "cost": round(self.cost, 4), "exact": self.exact}


def judge(match: Match, played: Action, index: int, seat: int, budget: int = NODE_BUDGET,
          seeds: int = ESTIMATE_SEEDS, result: float | None = None, known: Known | None = None
          ) -> Judgement | None:
    """The judgement of ``played`` at ``match`` (seat ``seat`` to act), or None for a forced move.
    ``result``: the seat's result of the deal, where the review knows it: at the best the game
    allows (:func:`best_result`), the decision cost nothing and is not valued. ``known``: the
    positions the review has worked out so far (:class:`_Solver`), added to."""
    known = {} if known is None else known
    actions = expand(match, played)
    if len(actions) < 2:
        return None
    phase = match.phase
    ceiling = best_result(match)
    if ceiling is not None and result is not None and result >= ceiling - 1e-9:
        return Judgement(index, phase, played, played, 0.0, True, [], ceiling)
    if not any(_same(a, played) for a in actions):
        actions.append(played)
    cards = cards_in_hands(match)
    if cards > EXACT_CARDS:
        limit = budget
    else:
        limit = EXACT_BUDGET if match.phase == "play" else min(budget, TALK_BUDGET)
    solver = _Solver(match.game, budget=limit, known=known)
    draws = [_stirred(match, k) for k in range(STIR_DRAWS)] if _stirs_vary(match) else [match]
    samples: list[list[float]] = []     # each action's value, draw by draw or play-out by play-out
    played_out = False
    try:
        if cards > EXACT_CARDS + 1:
            raise _OverBudget
        samples = [[solver.after(m, a)[seat] for m in draws] for a in actions]
        exact = len(draws) == 1           # over a few draws of the stirs: an estimate of their mean
    except _OverBudget:
        samples = [[r[seat] for r in _playouts(match, a, range(seeds))] for a in actions]
        played_out, exact = True, False
    values = [(a, sum(r) / len(r) - _share(match, a)) for a, r in zip(actions, samples)]
    mine = next(k for k, (a, _) in enumerate(values) if _same(a, played))
    most = max(v for _, v in values)
    top = next(k for k, (_, v) in enumerate(values) if v >= most - 1e-9)
    best, cost = played, 0.0
    if values[mine][1] < most - 1e-9:
        best, cost = values[top][0], values[top][1] - values[mine][1]
        if not exact:  # clear of the noise on the draws or play-outs that chose it, then on fresh ones
            gap = _share(match, played) - _share(match, best)
            if not _clear([b - p + gap for b, p in zip(samples[top], samples[mine])]):
                cost = 0.0
            else:
                first = len(samples[top])      # the fresh ones numbered after them
                fresh = range(first, first + CONFIRM_SEEDS)
                again = _fresh(match, (best, played), seat, fresh, played_out, limit, known)
                diffs = [b - p + gap for b, p in zip(*again)]
                cost = sum(diffs) / len(diffs) if _clear(diffs) else 0.0
        if cost == 0.0:
            best = played
    return Judgement(index, phase, played, best, cost, exact, values, ceiling)


def _fresh(match: Match, actions: tuple[Action, Action], seat: int, fresh: range, played_out: bool,
           limit: int, known: Known) -> list[list[float]]:
    """Each of ``actions`` valued for ``seat`` on each of the ``fresh`` draws of the stirs, by search
    (within ``limit`` positions, else played out as an early decision is) or ``played_out``."""
    if not played_out:
        solver = _Solver(match.game, budget=limit, known=known)
        try:
            return [[solver.after(m, a)[seat] for m in (_stirred(match, k) for k in fresh)] for a in actions]
        except _OverBudget:
            pass
    return [[r[seat] for r in _playouts(match, a, fresh)] for a in actions]


def _clear(diffs: list[float]) -> bool:
    """Whether paired differences of play-outs or draws stand clear of their noise: a mean above nothing by
    :data:`NOISE_Z` standard errors."""
    mean = sum(diffs) / len(diffs)
    spread = (sum((d - mean) ** 2 for d in diffs) / max(1, len(diffs) - 1)) ** 0.5
    return mean > 1e-9 and mean > NOISE_Z * spread / len(diffs) ** 0.5


def deal_results(match: Match, moves: list[tuple[int, Action, int]]) -> dict[int, list[float]]:
    """Each seat's result of every deal ``moves`` (applied to a copy of ``match``) play to its end,
    by deal; the moves stop at one the rules refuse."""
    match = match.clone()
    out: dict[int, list[float]] = {}
    for _index, action, actor in moves:
        deal = match.deal
        try:
            events = match.apply(action, seat=actor)
        except RuleError:
            break
        results = deal_values(match.game, events)
        if results is not None:
            out[deal] = results
    return out


class Rejected(Exception):
    """Action ``index`` of the reviewed moves breaks a rule (the RuleError is its cause)."""

    def __init__(self, index: int, error: RuleError):
        super().__init__(f"action {index} rejected: {error.code}: {error.message}")
        self.index = index
        self.error = error


def review(match: Match, moves: list[tuple[int, Action, int]], seat: int, budget: int = NODE_BUDGET,
           seeds: int = ESTIMATE_SEEDS, report: Callable[[dict[str, Any]], None] | None = None
           ) -> list[dict[str, Any]]:
    """Review ``seat``'s decisions among ``moves`` ((index, action, acting seat), applied to ``match``
    in order): one entry per deal the moves play to its end, as ``python -m game.review`` prints.
    ``report``, where given, is sent each decision's entry as soon as it is judged (a window shows
    them as they come). Raises Rejected for a move the rules refuse."""
    deals: list[dict[str, Any]] = []
    pending: list[Judgement] = []
    ends = deal_results(match, moves)
    known: Known = {}          # the positions worked out, for every decision of the review
    for index, action, actor in moves:
        deal = match.deal
        after = match.clone()
        try:
            events = after.apply(action, seat=actor)
        except RuleError as exc:
            raise Rejected(index, exc) from None
        if actor == seat:
            result = ends[deal][seat] if deal in ends else None
            verdict = judge(match, action, index, seat, budget, seeds, result, known)
            if verdict is not None:
                pending.append(verdict)
                if report is not None:
                    report(verdict.to_json())
        match = after
        if deal_values(match.game, events) is not None:
            deals.append({"deal": deal, "cost": round(sum(j.cost for j in pending), 4),
                          "decisions": [j.to_json() for j in pending]})
            pending = []
    return deals
