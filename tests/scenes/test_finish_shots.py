"""Issue 29 (15): tools/shots.py reaches the table's states the design brief lists: a list of
plays for one drop, a refused drop, a seep's banner, the leftovers at the deal's end, and (its
table set) three houses, one pakka and co-owned."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pygame

from game import i18n

ROOT = Path(__file__).resolve().parents[2]


def _shots() -> ModuleType:
    spec = importlib.util.spec_from_file_location("seep_shots", ROOT / "tools" / "shots.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    path = list(sys.path)
    try:
        spec.loader.exec_module(module)
    finally:
        sys.path[:] = path
    return module


def test_the_three_houses_are_there() -> None:
    shots = _shots()
    pos = shots.three_houses_match().position
    houses = list(pos.houses.values())
    assert len(houses) == 3 and pos.to_play == 0 and pos.loose
    assert sum(h.pakka for h in houses) == 1
    assert any(len(set(h.owners)) >= 2 for h in houses)  # co-owned


def test_the_rarer_states_are_shot(tmp_path: Path) -> None:
    shots = _shots()
    shooter = shots.Shooter("en", (1024, 640), tmp_path, tmp_path / "data")
    try:
        shooter.table_states()
    finally:
        shooter.close()
        i18n.set_language("en")
    names = sorted(p.name for p in shooter.saved)
    assert names == [
        "en_1024x640_40_choice_list.png",
        "en_1024x640_41_refused_drop.png",
        "en_1024x640_42_seep_banner.png",
        "en_1024x640_43_leftovers.png",
    ]
    for path in shooter.saved:
        assert pygame.image.load(str(path)).get_size() == (1024, 640)
