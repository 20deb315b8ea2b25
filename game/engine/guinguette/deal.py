"""The start of a deal: bankruptcy, the antes, the cards, la guinguette, then the cabaret or the
cotillon (shared/rules/guinguette.md §2, §3.1, §3.2, §7, 9b), and the deals a caller pins (contract §5).
"""
from __future__ import annotations

from ..cards import CARD, CODE_LIST, cards_of
from ..errors import RuleError
from ..events import Event
from . import cabaret, cotillon
from .rules import DECK36, HAND, PACK_CARDS, PACKET, QD, pack_for, tierce_lanes
from .settlement import end_match
from .stakes import ante_rounds
from .state import GuinguetteState, Pinned


def next_at_table(seat: int, at_table: list[bool]) -> int:
    """The next seat still at the table in order of play."""
    n = len(at_table)
    for k in range(1, n + 1):
        s = (seat + k) % n
        if at_table[s]:
            return s
    return seat


def begin_deal(m: GuinguetteState, events: list[Event]) -> None:
    """Deal the next deal, or end the match when it is the last or a seat cannot pay."""
    if m.deal >= m.deals_total:
        end_match(m, events)
        return
    antes = _antes_or_leave(m, events)
    if antes is None:
        end_match(m, events)
        return
    pin = m.pinned[m.deal] if m.deal < len(m.pinned) else None
    if pin is not None and [bool(h) for h in pin[0]] != m.at_table:
        raise RuleError("bad_deal", f"pinned deal {m.deal + 1} does not give cards to exactly "
                                    "the seats still at the table")
    # §2, A1: the last eldest deals next.
    dealer = m.first_dealer if m.deal == 0 else next_at_table(m.dealer, m.at_table)
    m.deal += 1
    m.dealer = dealer
    m.eldest = next_at_table(dealer, m.at_table)
    m.reset_deal()
    m.order = [s for s in m.order_from(m.eldest) if m.at_table[s]]
    _pay_antes(m, *antes, events)
    _deal_cards(m, pin)
    events.append(Event("deal", deal=m.deal, dealer=dealer, eldest=m.eldest,
                        packets=[[s, PACKET] for _ in range(HAND // PACKET) for s in m.order],
                        talon=len(m.talon), private=m.hands[:]))
    _la_guinguette(m, events)
    if not cabaret.open_cabaret(m, events):
        cotillon.open_cotillon(m, events)


def _antes_or_leave(m: GuinguetteState, events: list[Event]) -> tuple[int, int] | None:
    """§7, 9b: bankruptcy against all three antes (the strict-doubling amounts when on), as
    :func:`.stakes.ante_rounds` counts it. Returns the guinguette and cabaret antes, or None when
    the match ends."""
    for broke, need, g, c in ante_rounds(m):
        if not broke:
            return g, c
        if m.rules.bankruptcy != "eliminate":
            events.append(Event("bankrupt", seats=broke, need=need))
            return None
        for s in broke:
            m.at_table[s] = False
        events.append(Event("eliminated", seats=broke, need=need))
    return None


def _pay_antes(m: GuinguetteState, g: int, c: int, events: list[Event]) -> None:
    # §3.1: the guinguette and cabaret antes (the cotillon's comes when its basket opens).
    chips = m.chips
    for s in m.order:
        chips[s] -= g
        events.append(Event("ante", seat=s, basket="guinguette", amount=g))
    m.guinguette += g * len(m.order)
    for s in m.order:
        chips[s] -= c
        events.append(Event("ante", seat=s, basket="cabaret", amount=c))
    m.cabaret += c * len(m.order)


def _deal_cards(m: GuinguetteState, pin: Pinned | None) -> None:
    # §2: four cards each, two at a time from the eldest; the rest is the talon.
    order = m.order
    pack = pack_for(len(order))
    m.windows = tierce_lanes(pack, m.rules.ace_six_adjacent)
    hands = m.hands
    if pin is not None:
        for s in order:
            hands[s] = pin[0][s]
        if pin[1] is not None:
            m.talon = list(pin[1])
        else:
            dealt = 0
            for h in pin[0]:
                dealt |= h
            m.talon = [x for x in PACK_CARDS[pack] if not dealt >> x & 1]
            m.shuffle(m.talon, "talon")
        return
    cards = list(PACK_CARDS[pack])
    m.shuffle(cards)
    k = len(order)
    for i, s in enumerate(order):
        a, b = 2 * i, 2 * (k + i)
        hands[s] = (1 << cards[a]) | (1 << cards[a + 1]) | (1 << cards[b]) | (1 << cards[b + 1])
    m.talon = cards[HAND * k:]


def _la_guinguette(m: GuinguetteState, events: list[Event]) -> None:
    # §3.2: la guinguette goes to whoever is dealt Q♦, else it stays for the next deal.
    holder = next((s for s in m.order if m.hands[s] >> QD & 1), None)
    m.guinguette_holder = holder
    if holder is None:
        events.append(Event("guinguette", seat=None, amount=m.guinguette, carried=True, card=None))
        return
    amount = m.guinguette
    m.chips[holder] += amount
    m.guinguette = 0
    events.append(Event("guinguette", seat=holder, amount=amount, carried=False, card="QD"))


# ---------------------------------------------------------------- pinned deals (contract §5)

def check_pinned(deals: object, players: int) -> list[Pinned]:
    """Pinned deals as (hand masks, talon list or None); RuleError ``bad_deal`` when one is not a
    valid distribution (contract §5)."""
    if deals is None:
        return []
    if not isinstance(deals, list):
        raise RuleError("bad_deal", "'deals' must be a list")
    out: list[Pinned] = []
    for k, entry in enumerate(deals):
        where = f"deal {k + 1}"
        if not isinstance(entry, dict) or not isinstance(entry.get("hands"), list):
            raise RuleError("bad_deal", f"{where}: an entry is an object with 'hands'")
        if set(entry) - {"hands", "talon"}:
            raise RuleError("bad_deal", f"{where}: unexpected keys {sorted(set(entry) - {'hands', 'talon'})}")
        hands = entry["hands"]
        if len(hands) != players:
            raise RuleError("bad_deal", f"{where}: 'hands' needs one list per seat ({players})")
        seen = 0
        masks = []
        for s, hand in enumerate(hands):
            mask = _parse_cards(hand, f"{where}, seat {s}")
            if len(hand) not in (0, HAND) or (k == 0 and len(hand) != HAND):
                raise RuleError("bad_deal", f"{where}: seat {s} must hold {HAND} cards "
                                            "(none only for a seat that left the table)")
            if seen & mask:
                raise RuleError("bad_deal", f"{where}: a card is dealt twice")
            seen |= mask
            masks.append(mask)
        seated = sum(1 for m in masks if m)
        if seated < 3:
            raise RuleError("bad_deal", f"{where}: at least 3 seats must hold cards")
        pack = pack_for(seated)
        if seen & ~pack:
            raise RuleError("bad_deal", f"{where}: with {seated} players the pack has "
                                        f"{'36' if pack == DECK36 else '52'} cards; "
                                        f"{', '.join(str(CODE_LIST[c]) for c in cards_of(seen & ~pack))} not in it")
        talon = None
        if "talon" in entry:
            raw = entry["talon"]
            tmask = _parse_cards(raw, f"{where}, talon")
            if tmask != pack & ~seen or len(raw) != (pack & ~seen).bit_count():
                raise RuleError("bad_deal", f"{where}: the talon must hold exactly the undealt cards")
            talon = [CARD[c] for c in raw]
        out.append((masks, talon))
    return out


def _parse_cards(codes: object, where: str) -> int:
    if not isinstance(codes, list):
        raise RuleError("bad_deal", f"{where}: a list of card codes is expected")
    mask = 0
    for code in codes:
        if not isinstance(code, str) or code not in CARD:
            raise RuleError("bad_deal", f"{where}: {code!r} is not a card code")
        bit = 1 << CARD[code]
        if mask & bit:
            raise RuleError("bad_deal", f"{where}: {code} is listed twice")
        mask |= bit
    return mask
