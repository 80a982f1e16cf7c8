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

from game.i18n import N_, _
from game.rules.errors import InvalidNotationError


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One option: its JSON type, its allowed values (or integer range) and words for players.

    ``label_text`` and ``help_text`` are the English words (marked for the catalogues);
    :attr:`label` and :attr:`help` give them in the current language.
    """

    name: str
    kind: type
    choices: tuple[Any, ...] | None
    low: int | None
    high: int | None
    label_text: str
    help_text: str

    @property
    def label(self) -> str:
        """The option's name for players (the New game screen, the rulebook)."""
        return _(self.label_text)

    @property
    def help(self) -> str:
        """The option in a sentence, for players."""
        return _(self.help_text)

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
            return f"an integer >= {self.low}"  # i18n: skip (for developers)
        return f"an integer from {self.low} to {self.high}"  # i18n: skip


def _o(
    name: str,
    kind: type,
    choices: tuple[Any, ...] | None,
    label: str,
    help: str,
    low: int | None = None,
    high: int | None = None,
) -> OptionSpec:
    return OptionSpec(name, kind, choices, low, high, label, help)


_B = (False, True)

#: Every option, in the order of rules.md §2.2. (Each help names the option's JSON values, which
#: stay as they are in every language.)
OPTIONS: tuple[OptionSpec, ...] = (
    _o(
        "num_players",
        int,
        (4, 2),
        N_("Players"),
        N_("Four players in two partnerships, or two alone."),
    ),
    _o(
        "first_play_seep_value",
        int,
        None,
        N_("Seep on the opening play"),
        N_("Points for a seep made by the bidder's very first play."),
        0,
        50,
    ),
    _o(
        "last_play_seep_value",
        int,
        None,
        N_("Seep on the last play"),
        N_("Points for a seep made by the last play of the deal."),
        0,
        50,
    ),
    _o("seep_value", int, None, N_("Seep"), N_("Points for an ordinary seep."), 0, 500),
    _o(
        "seep_scoring",
        str,
        ("additive", "zero_sum"),
        N_("Seep scoring"),
        N_(
            "additive: the sweeping team gains the seep; zero_sum: it gains and the others lose it."
        ),
    ),
    _o(
        "scoring_method",
        str,
        ("difference", "even_split"),
        N_("Scoring"),
        # Translators: the words before each colon are the option's values in the rules file:
        # keep them as they are.
        N_("difference: one running lead; even_split: each team scores its points minus 50."),
    ),
    _o(
        "even_split_win_measure",
        str,
        ("own_total", "gap"),
        N_("Even-split win"),
        # Translators: the words before each colon are the option's values in the rules file:
        # keep them as they are.
        N_("own_total: a team wins at +target; gap: when the totals are target apart."),
    ),
    _o(
        "match_mode",
        str,
        ("baazi", "rounds"),
        N_("Match"),
        # Translators: the words before each colon are the option's values in the rules file:
        # keep them as they are.
        N_("baazi: play to a lead of the target; rounds: a fixed number of deals."),
    ),
    _o("baazi_target", int, None, N_("Baazi target"), N_("The lead that wins a baazi."), 1, 100000),
    _o(
        "baazi_target_comparison",
        str,
        ("reach", "exceed"),
        N_("Target"),
        # Translators: the words before each colon are the option's values in the rules file:
        # keep them as they are.
        N_("reach: a lead equal to the target wins; exceed: it must be passed."),
    ),
    _o("baazi_count", int, None, N_("Baazis"), N_("How many baazis make the match."), 1, 9),
    _o("rounds_count", int, None, N_("Rounds"), N_("How many deals in rounds mode."), 1, 20),
    _o(
        "rounds_tie",
        str,
        ("draw", "extra_deal"),
        N_("Rounds tie"),
        N_("draw, or play extra deals until the totals differ."),
    ),
    _o(
        "min_deal_points",
        int,
        None,
        N_("Under-9 rule"),
        N_("A team scoring under this in a deal loses the baazi at once (0 = off)."),
        0,
        9,
    ),
    _o(
        "two_seep_lead_wins",
        bool,
        _B,
        N_("Two-seep rule"),
        N_("Two full seeps ahead within a baazi wins it at once."),
    ),
    _o(
        "next_dealer_rule",
        str,
        ("trailing_team_deals", "trailing_team_bids", "rotate"),
        N_("Next dealer"),
        N_("Who deals the next deal."),
    ),
    _o(
        "max_houses",
        int,
        None,
        N_("Houses at once"),
        N_("The most houses on the floor at once."),
        1,
        5,
    ),
    _o(
        "pakka_rule",
        str,
        ("two_sets", "second_action"),
        N_("Pakka houses"),
        # Translators: the words before each colon are the option's values in the rules file:
        # keep them as they are.
        N_(
            "two_sets: a house is pakka once it holds two sets; second_action: also after any "
            "second action on it."
        ),
    ),
    _o(
        "pakka_add_by",
        str,
        ("anyone_with_key", "owning_team_only"),
        N_("Adding to a pakka house"),
        N_("Anyone holding a key, or only the owning team."),
    ),
    _o(
        "partner_may_raise",
        bool,
        _B,
        N_("Partner may raise"),
        N_("Whether you may raise (break) your partner's house."),
    ),
    _o(
        "partner_add_needs_key",
        bool,
        _B,
        N_("Key to add to partner's house"),
        N_("Whether adding to your partner's house needs a key of your own."),
    ),
    _o(
        "allow_lay_alongside_build",
        bool,
        _B,
        N_("Lay-alongside houses"),
        N_("A card laid beside a loose set of its value makes a pakka house."),
    ),
    _o(
        "throw_forbidden_if_can_build",
        bool,
        _B,
        N_("Strict throws"),
        N_("A card that could build, add or raise may not be thrown."),
    ),
    _o(
        "key_scope",
        str,
        ("player", "team"),
        N_("Keys"),
        # Translators: the words before each colon are the option's values in the rules file:
        # keep them as they are.
        N_("player: each owner keeps a key; team: a partner's card counts."),
    ),
    _o(
        "raise_with_floor_cards",
        bool,
        _B,
        N_("Raise with floor cards"),
        N_("A raise may use loose cards as well as the hand card."),
    ),
    _o(
        "ten_of_diamonds_points",
        int,
        (6, 2),
        N_("10♦ points"),
        N_("Points for the ten of diamonds."),
    ),
    _o(
        "most_cards_bonus",
        int,
        (0, 4),
        N_("Most cards bonus"),
        N_("Points to the team that captured more cards (split on a tie)."),
    ),
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
