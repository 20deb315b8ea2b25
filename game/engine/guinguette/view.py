"""What a Guinguette seat may know (``view``) and a playable match rebuilt from it (``rebuild``), for
the table and the computer seats (engine contract §6; shared/rules/guinguette.md).

Functions over :class:`.state.GuinguetteState`.
"""
from __future__ import annotations

from typing import Any

from ..cards import CARD, CODE_LIST, SUITS
from ..errors import RuleError
from ..match import View
from ..options import Options, resolve
from ..trick import Trick
from . import cabaret, cotillon, tricks
from .inference import deductions, tierce_bounds
from .rules import DEFAULT_PRESET, GAME, OPTIONS, PACK_CARDS, PRESETS, find_tierce, pack_for, tierce_lanes
from .state import GuinguetteState

_VIEW_OPTIONS: dict[tuple[tuple[str, Any], ...], Options] = {}


def view(m: GuinguetteState, seat: int) -> View:
    """What ``seat`` may know: his hand, every public fact; never another hand, the talon or the
    cards others put back. With ``hide_trump_after_naming`` the trump is blank during play.

    Beyond the common fields: ``deals_total``, ``eldest``, ``at_table`` (false for a seat that
    left), ``pack_size``, ``talon_size``, ``trump`` (code or null), ``trump_hidden``,
    ``guinguette_holder`` (who showed Q♦ this deal), ``cabaret`` {holders (announced), in,
    contributions, level, to_speak, cap, bets [{seat, move, raise}], winner, shown},
    ``cotillon`` {round ("speaking", "renvi" or null), said (per seat: null, "joue", "passe",
    "remue"), remuers (exchanges per seat), exchanges (the seats that exchanged, in order), to_speak,
    next_round, active (who plays the tricks), second_trick (the trick at which each seat took his
    second, -1 if not yet)}, ``shown`` [{seat, cards, why: "guinguette" | "cabaret"}];

    about this seat: ``my_discards`` (the cards it put back, in order), ``my_cabaret`` {strength (top
    card of its tierce as dealt, ace 1 ... jack 11; 0 for none), cards}, ``my_prices`` {joue_extra,
    remue} (what saying *je joue* costs beyond nothing, and an exchange, were it to speak now: §3.4
    step 3, §3.5);

    what it can deduce (:mod:`.inference`), per seat (empty or null for itself): ``known_absent``
    (cards that seat cannot hold), ``known_held`` (cards it surely holds), ``known_tierce``
    (whether its hand as dealt holds a tierce; null when unknown) and ``known_tierce_max`` (the
    strongest tierce its hand as dealt may hold, as ``my_cabaret``'s strength: a holder who lost the
    showdown held none above the winner's; null when unknown)."""
    hide = m.rules.hide_trump_after_naming and m.phase == "play"
    score = m.score_json()
    if hide:
        score["trump"] = None
    codes = m.codes
    shown = []
    if m.guinguette_holder is not None:
        shown.append({"seat": m.guinguette_holder, "cards": ["QD"], "why": "guinguette"})
    if m.cab_shown is not None:
        shown.append({"seat": m.cab_winner, "cards": list(m.cab_shown), "why": "cabaret"})
    betting = m.phase == "cabaret"
    absent, held, tierce = deductions(m, seat)
    return View(
        game=GAME, seat=seat, players=m.players, dealer=m.dealer, deal=m.deal,
        deals_total=m.deals_total, eldest=m.eldest, phase=m.phase, to_act=m.to_act,
        hand=codes(m.hands[seat]), hand_mask=m.hands[seat],
        hand_sizes=[h.bit_count() for h in m.hands], at_table=list(m.at_table),
        pack_size=pack_for(len(m.order)).bit_count(), talon_size=len(m.talon),
        trick=m.trick_json(), tricks_won=list(m.tricks_won),
        tricks=[{"leader": t.leader, "cards": [[s, CODE_LIST[c]] for s, c in t.cards], "winner": t.winner}
                for t in m.tricks],
        options=m.opts.to_json(), score=score,
        trump=score["trump"], trump_hidden=hide,
        guinguette_holder=m.guinguette_holder,
        cabaret={"holders": list(m.cab_holders), "in": list(m.cab_in) if betting else [],
                 "contributions": list(m.cab_c), "level": m.cab_level,
                 "to_speak": list(m.cab_pending) if betting else [],
                 "cap": cabaret.cap(m) if betting else None,
                 "bets": [dict(b) for b in m.cab_bets], "winner": m.cab_winner,
                 "shown": list(m.cab_shown) if m.cab_shown is not None else None},
        cotillon={"round": m.cot_round, "said": list(m.said), "remuers": list(m.remuers),
                  "exchanges": [s for s, _ in m.exchanges],
                  "to_speak": list(m.cot_queue), "next_round": list(m.cot_next),
                  "active": list(m.active), "second_trick": list(m.second_at)},
        shown=shown,
        my_discards=[CODE_LIST[c] for s, c in m.exchanges if s == seat],
        my_cabaret={"strength": m.cab_strength[seat], "cards": codes(m.cab_cards[seat])},
        my_prices=dict(zip(("joue_extra", "remue"), cotillon.prices(m, seat))),
        known_absent=[codes(a) for a in absent], known_held=[codes(h) for h in held], known_tierce=tierce,
        known_tierce_max=tierce_bounds(m, seat),
    )


# ---------------------------------------------------------------- determinisation

def view_options(v: dict[str, Any]) -> Options:
    """The resolved options of a view (cached: the computer seats rebuild many matches from one view)."""
    key = tuple(sorted(v["options"].items()))
    opts = _VIEW_OPTIONS.get(key)
    if opts is None:
        opts = _VIEW_OPTIONS[key] = resolve(GAME, OPTIONS, PRESETS, DEFAULT_PRESET, dict(v["options"]))
    return opts


def rebuild(m: GuinguetteState, v: dict[str, Any], hands: list[Any], talon: list[Any] | None,
            trump: str | None, exchanges: list[Any] | None = None, tierces: list[list[Any]] | None = None) -> None:
    """Make ``m`` (new, with the view's options, players and dealer) the match ``v`` shows, with
    ``hands`` (one mask, or list of codes, per seat). ``talon`` (card ints or codes, top first)
    defaults to the unseen cards, shuffled; ``trump`` (a suit letter) is needed when the view hides it;
    ``exchanges`` (card ints or codes) are the cards the remues put back, in order (by default only
    the viewing seat's own); ``tierces`` each seat's tierce as dealt (by default read from ``hands``)."""
    score = v["score"]
    m.chips = list(score["chips"])
    m.guinguette, m.cabaret = score["guinguette"], score["cabaret"]
    m.queue, m.basket = list(score["cotillon_queue"]), score["basket_in_play"]
    m.at_table = list(v["at_table"])
    m.deal, m.deals_total, m.eldest = v["deal"], v["deals_total"], v["eldest"]
    m.phase, m.to_act = v["phase"], v["to_act"]
    m.match_over = m.phase == "match_over"
    m.reset_deal()
    m.order = [s for s in m.order_from(m.eldest) if m.at_table[s]]
    pack = pack_for(len(m.order))
    m.windows = tierce_lanes(pack, m.rules.ace_six_adjacent)
    m.hands = [h if isinstance(h, int) else sum(1 << CARD[c] for c in h) for h in hands]
    suit = v["trump"] if v["trump"] is not None else trump
    if suit is None and v.get("trump_hidden"):
        raise RuleError("bad_view", "the trump is hidden in this view: pass trump= (the suit named)")
    m.trump = SUITS.index(suit) if suit else -1
    m.guinguette_holder = v["guinguette_holder"]
    _rebuild_cabaret(m, v, tierces)
    cot = v["cotillon"]
    m.cot_round, m.said, m.remuers = cot["round"], list(cot["said"]), list(cot["remuers"])
    m.cot_queue, m.cot_next = list(cot["to_speak"]), list(cot["next_round"])
    m.second_at = list(cot["second_trick"])
    if exchanges is None:
        mine = iter(CARD[c] for c in v["my_discards"])
        m.exchanges = [(s, next(mine) if s == v["seat"] else -1) for s in cot["exchanges"]]
    elif len(exchanges) != len(cot["exchanges"]):
        raise RuleError("bad_view", f"{len(cot['exchanges'])} cards put back expected, one per remue")
    else:
        m.exchanges = [(s, _card(c)) for s, c in zip(cot["exchanges"], exchanges)]
    m.tricks = [Trick(t["leader"], tuple((s, CARD[c]) for s, c in t["cards"]), t["winner"]) for t in v["tricks"]]
    m.tricks_won = list(v["tricks_won"])
    m.trick_no = len(m.tricks)
    played = 0
    for t in m.tricks:
        for _, c in t.cards:
            played |= 1 << c
    if m.phase == "play":
        tricks.open_play(m)
        m.to_act = v["to_act"]
        for t in v["trick"]:
            s, c = t["seat"], CARD[t["card"]]
            played |= 1 << c
            m.hands[s] |= 1 << c                 # replayed just below
            tricks.play_card(m, s, c, None)
        m.to_act = v["to_act"]
    elif cot["active"]:
        m.active = list(cot["active"])
    held = 0
    for h in m.hands:
        held |= h
    if talon is None:
        m.talon = [c for c in PACK_CARDS[pack] if not (held | played) >> c & 1]
        m.shuffle(m.talon, "talon")
    else:
        m.talon = [_card(c) for c in talon]


def _card(c: str | int) -> int:
    """A card given as a code or an int."""
    return CARD[c] if isinstance(c, str) else int(c)


def _rebuild_cabaret(m: GuinguetteState, v: dict[str, Any], tierces: list[list[Any]] | None) -> None:
    cab = v["cabaret"]
    m.cab_holders, m.cab_in = list(cab["holders"]), list(cab["in"])
    m.cab_c, m.cab_level, m.cab_pending = list(cab["contributions"]), cab["level"], list(cab["to_speak"])
    m.cab_bets, m.cab_winner = [dict(b) for b in cab["bets"]], cab["winner"]
    m.cab_shown = list(cab["shown"]) if cab["shown"] is not None else None
    any_suits = m.rules.tierce_suits == "any"
    for s in m.order:
        dealt = m.hands[s] if tierces is None else sum(1 << _card(c) for c in tierces[s])
        m.cab_strength[s], m.cab_cards[s] = find_tierce(dealt, m.windows, any_suits)
    mine = v.get("my_cabaret")
    if mine is not None:           # as dealt: exchanges and plays since then change nothing
        m.cab_strength[v["seat"]] = mine["strength"]
        m.cab_cards[v["seat"]] = [CARD[c] for c in mine["cards"]]
