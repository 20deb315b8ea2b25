"""Deal codes: one deal written as a short code a player can copy and share.

A code fixes the game, the number of players, the rule options, the seat that deals and the cards
of every hand as dealt (Guinguette: the talon too, top first). It holds the cards themselves, never
a seed, so a code still gives the same deal when the way random numbers make deals changes.

    spec = deal_of_record(record, deal=3)      # a deal of a recorded match (game.store's MatchRecord)
    code = encode(spec)                        # "TV1-…": letters and digits in groups of five
    spec = decode(code)                        # DealCodeError (``key`` for the message) if not one
    match = spec.match(seat=2)                 # a new match dealing these cards, seat 2's hand at seat 0

The engine pins the deal (contract §5, ``deals``); this module reads the engine, the engine never
reads it. Layout of the bytes before the text (base 32, Crockford's alphabet): format version,
game, players, dealer, the options that differ from the game's preset as compact JSON, then one
number in mixed radix giving each of the 52 cards its owner (a seat, the talon, or out of the pack),
with the talon's order as a permutation rank below it (the talon's size before), then a two-byte checksum of all that.
"""
from __future__ import annotations

import binascii
import json
import math
from dataclasses import dataclass
from typing import Any

from game.engine import Match, RuleError, game_module, new_match
from game.engine.cards import CODE_LIST
from game.engine.options import resolve

FORMAT = 1
PREFIX = "TV"
GAMES = ("polignac", "double_king", "guinguette")   # a game's number in a code: never reorder
CARDS = [c for c in CODE_LIST if c]                  # the 52 cards, in the engine's code order
ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"         # Crockford's base 32 (no I, L, O, U)
_READ_AS = {"O": "0", "I": "1", "L": "1"}            # what a person may type for 0 and 1
GROUP = 5
CHECK_BYTES = 2


class DealCodeError(ValueError):
    """A text that is not a deal code, or one that was mistyped or changed. ``key`` names the
    message for the person (``learn.code.*`` in the catalogues); ``detail`` says more, in English."""

    def __init__(self, key: str, detail: str = "") -> None:
        super().__init__(detail or key)
        self.key = key
        self.detail = detail


@dataclass
class DealSpec:
    """One deal: ``hands`` by seat (card codes) as dealt, before any écart or exchange; ``talon``
    top first (Guinguette) or None; ``dealer`` the seat that dealt it."""

    game: str
    players: int
    options: dict[str, Any]
    dealer: int
    hands: list[list[str]]
    talon: list[str] | None = None

    def pinned(self, seat: int = 0) -> dict[str, Any]:
        """The pinned deal (contract §5) with seat ``seat``'s hand at seat 0, the others turned
        round with it (so a person, always at seat 0, plays that seat's cards)."""
        n = self.players
        out: dict[str, Any] = {"hands": [list(self.hands[(s + seat) % n]) for s in range(n)]}
        if self.talon is not None:
            out["talon"] = list(self.talon)
        return out

    def dealer_for(self, seat: int = 0) -> int:
        """The dealer's seat once ``seat`` is turned round to seat 0."""
        return (self.dealer - seat) % self.players

    def match(self, seat: int = 0, seed: int = 0) -> Match:
        """A new match whose first deal is this one, seen from ``seat`` (at seat 0)."""
        return new_match(self.game, self.players, options=dict(self.options), seed=seed,
                         dealer=self.dealer_for(seat), deals=[self.pinned(seat)])


# ---------------------------------------------------------------- a deal of a match

def deal_state(match: Match) -> DealSpec:
    """The deal ``match`` is in, as it was dealt: call it when the deal has just been dealt (after
    ``new_match``, or after the action that ended the deal before)."""
    opts = getattr(match, "options", None) or getattr(match, "opts", None)
    options = opts.to_json() if opts is not None else {}
    hands = [match.codes(h) for h in match.hands]
    talon = getattr(match, "talon", None) if match.game == "guinguette" else None
    return DealSpec(match.game, match.players, options, match.dealer, hands,
                    [CODE_LIST[c] for c in talon] if talon is not None else None)


def deal_of_record(record: Any, deal: int) -> DealSpec:
    """Deal number ``deal`` of a recorded match (``record.start()`` and ``record.actions``), as
    dealt; DealCodeError ``learn.code.no_deal`` when the record never reaches it."""
    match = record.start()
    if match.deal == deal:
        return _as_first(record, deal_state(match))
    for entry in record.actions:
        match.apply_json(entry["seat"], {k: v for k, v in entry.items() if k != "seat"})
        if match.deal == deal and not match.match_over:
            return _as_first(record, deal_state(match))
        if match.deal > deal:
            break
    raise DealCodeError("learn.code.no_deal", f"the match has no deal {deal}")


def _as_first(record: Any, spec: DealSpec) -> DealSpec:
    """The options a record was set up with (what the person chose), not the resolved ones."""
    spec.options = dict(record.options)
    return spec


# ---------------------------------------------------------------- options

def _preset_values(game: str, preset: Any) -> dict[str, Any]:
    module = game_module(game)
    return resolve(game, module.OPTIONS, module.PRESETS, module.DEFAULT_PRESET,
                   {"preset": preset} if preset is not None else {}).as_dict()


def options_delta(game: str, options: dict[str, Any]) -> dict[str, Any]:
    """The options as few keys as possible say: the preset when not the default, and the values
    that differ from the preset's."""
    module = game_module(game)
    resolved = resolve(game, module.OPTIONS, module.PRESETS, module.DEFAULT_PRESET, options)
    out: dict[str, Any] = {}
    if resolved.preset is not None and resolved.preset != module.DEFAULT_PRESET:
        out["preset"] = resolved.preset
    base = _preset_values(game, resolved.preset)
    out.update({k: v for k, v in resolved.as_dict().items() if base.get(k) != v})
    return out


# ---------------------------------------------------------------- encoding

def _rank(perm: list[int]) -> int:
    """The permutation's rank among the orders of its items (Lehmer code)."""
    items = sorted(perm)
    rank = 0
    for x in perm:
        i = items.index(x)
        rank = rank * len(items) + i
        items.pop(i)
    return rank


def _unrank(rank: int, items: list[int]) -> list[int]:
    items = sorted(items)
    n = len(items)
    digits = []
    for base in range(1, n + 1):
        digits.append(rank % base)
        rank //= base
    if rank:
        raise DealCodeError("learn.code.damaged", "the talon's order is out of range")
    return [items.pop(d) for d in reversed(digits)]


def _to_text(data: bytes) -> str:
    number = int.from_bytes(b"\x01" + data, "big")       # a leading 1 keeps leading zero bytes
    chars = []
    while number:
        number, digit = divmod(number, 32)
        chars.append(ALPHABET[digit])
    text = "".join(reversed(chars))
    return "-".join([PREFIX + str(FORMAT)] + [text[i:i + GROUP] for i in range(0, len(text), GROUP)])


def encode(spec: DealSpec) -> str:
    """The code of one deal. ValueError when ``spec`` is not a deal these games can replay."""
    if spec.game not in GAMES:
        raise ValueError(f"no deal code for the game {spec.game!r}")
    n = spec.players
    owner = {}
    for seat, hand in enumerate(spec.hands):
        if not hand:
            raise ValueError("a seat without cards (it left the table): this deal cannot be replayed alone")
        for code in hand:
            owner[code] = seat
    talon = list(spec.talon or [])
    for code in talon:
        owner[code] = n
    radix = n + 2                                       # a seat, the talon, or out of the pack
    number = 0
    for code in CARDS:
        number = number * radix + owner.get(code, n + 1)
    index = {c: i for i, c in enumerate(CARDS)}
    number = number * math.factorial(len(talon)) + _rank([index[c] for c in talon])
    options = json.dumps(options_delta(spec.game, spec.options), separators=(",", ":"),
                         sort_keys=True).encode() if spec.options else b"{}"
    if options == b"{}":
        options = b""
    if len(options) > 255:
        raise ValueError("too many options for a deal code")
    cards = number.to_bytes(max(1, (number.bit_length() + 7) // 8), "big")
    body = (bytes([FORMAT, GAMES.index(spec.game), n, spec.dealer, len(options)]) + options
            + bytes([len(talon)]) + cards)
    return _to_text(body + _check(body))


def _check(body: bytes) -> bytes:
    """CRC-16 (CCITT): any change of one letter, or of two side by side, is caught (a letter is
    five bits of the number)."""
    return binascii.crc_hqx(body, 0xFFFF).to_bytes(CHECK_BYTES, "big")


def _from_text(code: str) -> bytes:
    if not isinstance(code, str):
        raise DealCodeError("learn.code.empty", "a deal code is text")
    text = "".join(_READ_AS.get(ch, ch) for ch in code.upper() if not ch.isspace() and ch not in "-_.")
    if not text:
        raise DealCodeError("learn.code.empty", "no code was given")
    head = PREFIX + str(FORMAT)
    if not text.startswith(PREFIX):
        raise DealCodeError("learn.code.not_a_code", f"a deal code starts with {head}")
    if not text.startswith(head):
        raise DealCodeError("learn.code.newer", "a deal code of another version of Tapis Vert")
    number = 0
    for ch in text[len(head):]:
        if ch not in ALPHABET:
            raise DealCodeError("learn.code.bad_letter", f"{ch!r} is not a letter of deal codes")
        number = number * 32 + ALPHABET.index(ch)
    data = number.to_bytes((number.bit_length() + 7) // 8, "big") if number else b""
    if not data or data[0] != 1:
        raise DealCodeError("learn.code.damaged", "too short")
    return data[1:]


def decode(code: str) -> DealSpec:
    """The deal a code gives; DealCodeError when the text is not a code, was mistyped or changed
    (checksum), or does not hold a deal these rules accept."""
    data = _from_text(code)
    if len(data) < 5 + 1 + CHECK_BYTES:
        raise DealCodeError("learn.code.damaged", "too short")
    body, check = data[:-CHECK_BYTES], data[-CHECK_BYTES:]
    if _check(body) != check:
        raise DealCodeError("learn.code.damaged", "the checksum does not match: a letter was changed")
    version, game_no, n, dealer, opt_len = body[:5]
    if version != FORMAT:
        raise DealCodeError("learn.code.newer", f"format {version}")
    if game_no >= len(GAMES):
        raise DealCodeError("learn.code.unknown_game", f"game number {game_no}")
    game = GAMES[game_no]
    try:
        options = json.loads(body[5:5 + opt_len].decode() or "{}")
    except ValueError:
        raise DealCodeError("learn.code.invalid", "the options are not readable") from None
    if not isinstance(options, dict) or not 1 <= n <= 8:
        raise DealCodeError("learn.code.invalid", "bad options or player count")
    if len(body) < 5 + opt_len + 2:
        raise DealCodeError("learn.code.damaged", "too short")
    talon_size = body[5 + opt_len]
    number = int.from_bytes(body[6 + opt_len:], "big")
    radix = n + 2
    owners_number, rest = divmod(number, math.factorial(talon_size))
    owners: list[int] = []
    for _ in CARDS:
        owners_number, digit = divmod(owners_number, radix)
        owners.append(digit)
    owners.reverse()
    if owners_number or sum(1 for who in owners if who == n) != talon_size:
        raise DealCodeError("learn.code.damaged", "the cards do not add up")
    hands: list[list[str]] = [[] for _ in range(n)]
    talon_items = []
    for i, (code, who) in enumerate(zip(CARDS, owners)):
        if who < n:
            hands[who].append(code)
        elif who == n:
            talon_items.append(i)
    talon = [CARDS[i] for i in _unrank(rest, talon_items)] if talon_items else None
    spec = DealSpec(game, n, options, dealer, hands, talon)
    try:
        match = spec.match()
    except RuleError as exc:
        raise DealCodeError("learn.code.invalid", exc.message) from None
    spec.hands = match.hands_json()        # each hand in the game's own order, as the engine lists it
    return spec

