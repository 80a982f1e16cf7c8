"""The rules object: every variant option of rules.md §2.2 and the presets of §2.3.

>>> r = Rules.from_json({"preset": "pagat", "max_houses": 2})
>>> r.partner_may_raise, r.max_houses, r.to_json()
(True, 2, {'preset': 'pagat', 'max_houses': 2})
"""

from __future__ import annotations

import dataclasses
import functools
from dataclasses import dataclass
from typing import Any

from game.rules.errors import InvalidNotationError


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One option: its name, its JSON type and its allowed values (or integer range).

    (Its label and help for players are made by the text layer: :mod:`game.text.rules_options`.)
    """

    name: str
    kind: type
    choices: tuple[Any, ...] | None
    low: int | None
    high: int | None

    def check(self, value: object) -> None:
        """Raise :class:`InvalidNotationError` unless ``value`` is allowed."""
        if self.kind is bool:
            ok = isinstance(value, bool)
        elif self.kind is int:
            ok = isinstance(value, int) and not isinstance(value, bool)
        else:
            ok = isinstance(value, str)
        if ok and self.choices is not None:
            ok = value in self.choices
        if ok and self.low is not None:
            assert isinstance(value, int)
            ok = self.low <= value and (self.high is None or value <= self.high)
        if not ok:
            raise InvalidNotationError(
                f"bad value {value!r} for rules option {self.name!r}: allowed {self.allowed()}"
            )

    def allowed(self) -> str:
        """The allowed values in words."""
        if self.choices is not None:
            return " | ".join(
                str(c).lower() if isinstance(c, bool) else str(c) for c in self.choices
            )
        if self.high is None:
            return f"an integer >= {self.low}"
        return f"an integer from {self.low} to {self.high}"


def _o(
    name: str,
    kind: type,
    choices: tuple[Any, ...] | None,
    low: int | None = None,
    high: int | None = None,
) -> OptionSpec:
    return OptionSpec(name, kind, choices, low, high)


_B = (False, True)

#: Every option, in the order of rules.md §2.2 (their words: game/text/rules_options.py).
OPTIONS: tuple[OptionSpec, ...] = (
    _o("num_players", int, (4, 2)),
    _o("first_play_seep_value", int, None, 0, 50),
    _o("last_play_seep_value", int, None, 0, 50),
    _o("seep_value", int, None, 0, 500),
    _o("seep_scoring", str, ("additive", "zero_sum")),
    _o("scoring_method", str, ("difference", "even_split")),
    _o("even_split_win_measure", str, ("own_total", "gap")),
    _o("match_mode", str, ("baazi", "rounds")),
    _o("baazi_target", int, None, 1, 100000),
    _o("baazi_target_comparison", str, ("reach", "exceed")),
    _o("baazi_count", int, None, 1, 9),
    _o("rounds_count", int, None, 1, 20),
    _o("rounds_tie", str, ("draw", "extra_deal")),
    _o("min_deal_points", int, None, 0, 9),
    _o("two_seep_lead_wins", bool, _B),
    _o("next_dealer_rule", str, ("trailing_team_deals", "trailing_team_bids", "rotate")),
    _o("max_houses", int, None, 1, 5),
    _o("pakka_rule", str, ("two_sets", "second_action")),
    _o("pakka_add_by", str, ("anyone_with_key", "owning_team_only")),
    _o("partner_may_raise", bool, _B),
    _o("partner_add_needs_key", bool, _B),
    _o("allow_lay_alongside_build", bool, _B),
    _o("throw_forbidden_if_can_build", bool, _B),
    _o("key_scope", str, ("player", "team")),
    _o("raise_with_floor_cards", bool, _B),
    _o("ten_of_diamonds_points", int, (6, 2)),
    _o("most_cards_bonus", int, (0, 4)),
)
OPTION_BY_NAME: dict[str, OptionSpec] = {o.name: o for o in OPTIONS}


@dataclass(frozen=True, slots=True)
class Rules:
    """A complete ruleset. The defaults are the ``standard`` preset."""

    num_players: int = 4
    first_play_seep_value: int = 25
    last_play_seep_value: int = 0
    seep_value: int = 50
    seep_scoring: str = "additive"
    scoring_method: str = "difference"
    even_split_win_measure: str = "own_total"
    match_mode: str = "baazi"
    baazi_target: int = 100
    baazi_target_comparison: str = "reach"
    baazi_count: int = 1
    rounds_count: int = 5
    rounds_tie: str = "draw"
    min_deal_points: int = 9
    two_seep_lead_wins: bool = False
    next_dealer_rule: str = "trailing_team_deals"
    max_houses: int = 5
    pakka_rule: str = "two_sets"
    pakka_add_by: str = "anyone_with_key"
    partner_may_raise: bool = False
    partner_add_needs_key: bool = False
    allow_lay_alongside_build: bool = True
    throw_forbidden_if_can_build: bool = False
    key_scope: str = "player"
    raise_with_floor_cards: bool = False
    ten_of_diamonds_points: int = 6
    most_cards_bonus: int = 0
    preset: str = "standard"

    @classmethod
    def from_preset(cls, name: str) -> Rules:
        """The named preset.

        Raises:
            InvalidNotationError: for an unknown preset name.
        """
        if name not in _PRESET_CHANGES:
            raise InvalidNotationError(
                f"unknown rules preset {name!r}: one of {', '.join(PRESETS)}"
            )
        got = _PRESET_CACHE.get(name)
        if got is None:
            got = _PRESET_CACHE[name] = dataclasses.replace(
                Rules(), preset=name, **_PRESET_CHANGES[name]
            )
        return got

    @classmethod
    def from_json(cls, obj: object) -> Rules:
        """Read a rules object such as ``{"preset": "standard", "max_houses": 2}``.

        Raises:
            InvalidNotationError: not an object, an unknown preset or option, a bad value.
        """
        if obj is None:
            return cls()
        if not isinstance(obj, dict):
            raise InvalidNotationError(f"rules must be a JSON object, not {obj!r}")
        preset = obj.get("preset", "standard")
        if not isinstance(preset, str):
            raise InvalidNotationError(f"rules preset must be a name, not {preset!r}")
        base = cls.from_preset(preset)
        changes: dict[str, Any] = {}
        for key, value in obj.items():
            if key == "preset":
                continue
            spec = OPTION_BY_NAME.get(key)
            if spec is None:
                raise InvalidNotationError(f"unknown rules option {key!r}")
            spec.check(value)
            changes[key] = value
        return dataclasses.replace(base, **changes)

    def to_json(self) -> dict[str, Any]:
        """The preset name plus every option that differs from it."""
        return dict(_rules_json(self))

    def _to_json(self) -> dict[str, Any]:
        base = Rules.from_preset(self.preset)
        out: dict[str, Any] = {"preset": self.preset}
        for spec in OPTIONS:
            value = getattr(self, spec.name)
            if value != getattr(base, spec.name):
                out[spec.name] = value
        return out

    def replace(self, **changes: Any) -> Rules:
        """A copy with some options changed (checked).

        Raises:
            InvalidNotationError: for an unknown option or a bad value.
        """
        for key, value in changes.items():
            spec = OPTION_BY_NAME.get(key)
            if spec is None:
                raise InvalidNotationError(f"unknown rules option {key!r}")
            spec.check(value)
        return dataclasses.replace(self, **changes)


_PRESET_CACHE: dict[str, Rules] = {}


@functools.lru_cache(maxsize=256)
def _rules_json(rules: Rules) -> tuple[tuple[str, Any], ...]:
    return tuple(rules._to_json().items())


_PRESET_CHANGES: dict[str, dict[str, Any]] = {
    "standard": {},
    "pagat": {"partner_may_raise": True},
    "bhoos": {"partner_may_raise": True, "baazi_target_comparison": "exceed"},
    "two_house": {
        "first_play_seep_value": 11,
        "seep_scoring": "zero_sum",
        "scoring_method": "even_split",
        "even_split_win_measure": "own_total",
        "two_seep_lead_wins": True,
        "max_houses": 2,
        "pakka_rule": "second_action",
        "pakka_add_by": "owning_team_only",
        "partner_may_raise": False,
        "partner_add_needs_key": False,
        "next_dealer_rule": "trailing_team_bids",
    },
}
#: Preset names, the default first.
PRESETS: tuple[str, ...] = tuple(_PRESET_CHANGES)
