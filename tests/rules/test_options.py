"""Every rules option and preset: read, written back, and exercised in play."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from game.rules import OPTIONS, PRESETS, InvalidNotationError, Match, Rules, movegen

TESTS = Path(__file__).resolve().parent


def non_default_values(spec: Any) -> list[Any]:
    default = getattr(Rules(), spec.name)
    if spec.choices is not None:
        return [v for v in spec.choices if v != default]
    return sorted({spec.low, spec.high, (spec.low + spec.high) // 2} - {default})


CASES = [(spec.name, v) for spec in OPTIONS for v in non_default_values(spec)]


@pytest.mark.parametrize(("name", "value"), CASES, ids=[f"{n}={v}" for n, v in CASES])
def test_every_option_value_plays_a_whole_match(name: str, value: Any) -> None:
    """A short match with the option set: random legal play from the first deal to the end
    (or 12 deals), with 52 cards and 100 points accounted for in every deal."""
    extra: dict[str, Any] = {name: value}
    if name != "baazi_target":
        extra.setdefault("baazi_target", 60)
    if name == "match_mode":
        extra["rounds_count"] = 3
    rules = Rules.from_json({"preset": "standard", **extra})
    assert getattr(rules, name) == value
    assert Rules.from_json(rules.to_json()) == rules
    rng = random.Random(hash((name, str(value))) & 0xFFFF)
    match = Match.start(rules, seed=rng.randrange(10**6))
    for _deal in range(12):
        pos = match.position
        if not movegen.generate(pos):
            match.throw_in()
        else:
            while not match.deal_done:
                match.play(rng.choice(movegen.generate(match.position)))
            summary = match.summaries[-1]
            if summary.ended_by == "played":
                expected = 100 - (6 - rules.ten_of_diamonds_points) + rules.most_cards_bonus
                assert sum(summary.card_points) == expected
        if match.finished:
            break
        match.next_deal()
    assert match.summaries


@pytest.mark.parametrize("preset", PRESETS)
def test_presets_read_and_write(preset: str) -> None:
    rules = Rules.from_json({"preset": preset})
    assert rules.preset == preset
    assert rules.to_json() == {"preset": preset}


def test_preset_contents_match_the_rulebook() -> None:
    assert Rules.from_preset("pagat").partner_may_raise
    bhoos = Rules.from_preset("bhoos")
    assert bhoos.partner_may_raise and bhoos.baazi_target_comparison == "exceed"
    two = Rules.from_preset("two_house")
    assert (two.first_play_seep_value, two.seep_scoring, two.scoring_method) == (
        11,
        "zero_sum",
        "even_split",
    )
    assert (two.max_houses, two.pakka_rule, two.pakka_add_by) == (
        2,
        "second_action",
        "owning_team_only",
    )
    assert two.two_seep_lead_wins and two.next_dealer_rule == "trailing_team_bids"
    assert (two.last_play_seep_value, two.min_deal_points) == (0, 9)


@pytest.mark.parametrize(
    "bad",
    [
        {"preset": "nope"},
        {"preset": "standard", "max_houses": 0},
        {"preset": "standard", "max_houses": 6},
        {"preset": "standard", "partner_may_raise": 1},
        {"preset": "standard", "num_players": 3},
        {"preset": "standard", "seep_scoring": "double"},
        {"preset": "standard", "ten_of_diamonds_points": 4},
        {"preset": "standard", "unknown_option": True},
        {"preset": "standard", "baazi_count": True},
        ["preset", "standard"],
    ],
)
def test_bad_rules_objects_are_refused_with_the_option_named(bad: Any) -> None:
    with pytest.raises(InvalidNotationError) as info:
        Rules.from_json(bad)
    text = str(info.value)
    if isinstance(bad, dict):
        named = [k for k in bad if k != "preset"] or [bad["preset"]]
        assert any(str(n) in text for n in named)


def test_every_option_is_named_in_some_test() -> None:
    """Each option appears in a test module other than this one (so it is exercised on
    purpose, not only by the sweep above)."""
    texts = "\n".join(
        p.read_text(encoding="utf-8")
        for p in TESTS.glob("test_*.py")
        if p.name != Path(__file__).name
    )
    missing = [spec.name for spec in OPTIONS if spec.name not in texts]
    assert not missing, f"options no test names: {missing}"
