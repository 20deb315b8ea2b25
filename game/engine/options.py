"""Rule options: named, typed, with presets, validated on creation (contract §4).

Each game declares its options as a tuple of :class:`Option` and its presets as dicts; the menu of
the app reads the same declarations to offer them. :func:`resolve` turns what a person or a
scenario gave into a frozen :class:`Options`, or raises RuleError ``bad_option`` naming the key.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .errors import RuleError


@dataclass(frozen=True)
class Option:
    """One rule option.

    ``kind`` is "choice" (``choices`` lists the accepted values, which may mix strings and ints),
    "bool" or "int" (``minimum``/``maximum`` bound it). ``help`` is a one-line English explanation;
    the interface translates it through its catalogue under the key ``option.<game>.<name>``.
    """

    name: str
    kind: str
    default: object
    choices: tuple[object, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    help: str = ""
    int_also: bool = False   # a "choice" option that also accepts any int in [minimum, maximum]

    def accepted(self) -> str:
        if self.kind == "bool":
            return "true, false"
        if self.kind == "int":
            hi = "" if self.maximum is None else str(self.maximum)
            return f"a whole number from {self.minimum} to {hi or 'any'}"
        text = ", ".join(str(c) for c in self.choices)
        if self.int_also:
            text += f", or a whole number from {self.minimum} to {self.maximum}"
        return text

    def check(self, value: Any) -> Any:
        ok = False
        if self.kind == "bool":
            ok = isinstance(value, bool)
        elif self.kind == "int":
            ok = (type(value) is int and (self.minimum is None or value >= self.minimum)
                  and (self.maximum is None or value <= self.maximum))
        else:
            ok = any(type(value) is type(c) and value == c for c in self.choices)
            if not ok and self.int_also and type(value) is int:     # int_also options set both bounds
                ok = self.minimum is not None and self.maximum is not None and self.minimum <= value <= self.maximum
        if not ok:
            raise RuleError("bad_option", f"option '{self.name}': {value!r} is not accepted; "
                                          f"accepted values: {self.accepted()}")
        return value


class Options:
    """The resolved options of one match: read them as attributes (``opts.discard_rule``).

    Immutable once built; the values live in the instance dictionary so that reading an option
    in the engine's hot paths is a plain attribute lookup."""

    game: str
    preset: str | None
    _values: tuple[tuple[str, Any], ...]

    if TYPE_CHECKING:
        def __getattr__(self, name: str) -> Any: ...   # each declared option, set in __init__

    def __init__(self, game: str, preset: str | None,
                 values: Mapping[str, Any] | Iterable[tuple[str, Any]]) -> None:
        d = dict(values)
        object.__setattr__(self, "_values", tuple(sorted(d.items())))
        object.__setattr__(self, "game", game)
        object.__setattr__(self, "preset", preset)
        for key, value in d.items():
            object.__setattr__(self, key, value)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("options are immutable")

    @property
    def values(self) -> tuple[tuple[str, Any], ...]:
        return self._values

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Options) and (self.game, self.preset, self._values)
                == (other.game, other.preset, other._values))

    def __hash__(self) -> int:
        return hash((self.game, self.preset, self._values))

    def __repr__(self) -> str:
        return f"Options({self.game}, preset={self.preset}, {dict(self._values)})"

    def as_dict(self) -> dict[str, Any]:
        return dict(self._values)

    def to_json(self) -> dict[str, Any]:
        out = dict(self._values)
        if self.preset is not None:
            out["preset"] = self.preset
        return out


def preset_values(declared: tuple[Option, ...], presets: Mapping[str, Mapping[str, Any]],
                  preset: str | None) -> dict[str, Any]:
    """Every option's value under ``preset`` (None: the defaults alone), before any key given
    explicitly: what a match's options are compared with to say they are the preset's own."""
    values = {o.name: o.default for o in declared}
    if preset is not None:
        values.update(presets[preset])
    return values


_RESOLVED: dict[tuple[Any, ...], Options] = {}     # (game, given options) -> their Options, once checked


def resolve(game: str, declared: tuple[Option, ...], presets: Mapping[str, Mapping[str, Any]],
            default_preset: str | None, given: Mapping[str, Any] | None) -> Options:
    """Defaults, then the preset's values, then the explicit keys; every key and value checked.
    Options that were accepted once are remembered (they are immutable); refused ones are not."""
    key: tuple[Any, ...] | None
    try:        # each value with its type: 1, 1.0 and True are equal keys but not the same option
        key = (game, tuple(sorted((k, type(v).__name__, v) for k, v in (given or {}).items())))
        known = _RESOLVED.get(key)
    except (TypeError, AttributeError):     # not names to hashable values: checked below, not kept
        key = known = None
    if known is not None:
        return known
    opts = _resolve(game, declared, presets, default_preset, given)
    if key is not None:
        if len(_RESOLVED) > 256:
            _RESOLVED.clear()
        _RESOLVED[key] = opts
    return opts


def _resolve(game: str, declared: tuple[Option, ...], presets: Mapping[str, Mapping[str, Any]],
             default_preset: str | None, given: Mapping[str, Any] | None) -> Options:
    given = dict(given or {})
    if not isinstance(given, dict):
        raise RuleError("bad_option", "options must be a JSON object")
    by_name = {o.name: o for o in declared}
    preset = given.pop("preset", default_preset)
    if presets:
        if not isinstance(preset, str) or preset not in presets:
            raise RuleError("bad_option", f"option 'preset': {preset!r} is not accepted; "
                                          f"accepted values: {', '.join(presets)}")
    elif preset is not None:
        raise RuleError("bad_option", f"option 'preset': {game} has no presets")
    values = preset_values(declared, presets, preset)
    for key, value in given.items():
        if key not in by_name:
            raise RuleError("bad_option", f"unknown option {key!r} for {game}; known options: "
                                          f"preset, {', '.join(by_name)}")
        values[key] = by_name[key].check(value)
    return Options(game, preset, values)
