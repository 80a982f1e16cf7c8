"""No import cycle anywhere in the game (imports inside functions count; TYPE_CHECKING ones
do not), so a newcomer can read the modules bottom-up and nothing works only by import order."""

from __future__ import annotations

from pathlib import Path

from tests.import_graph import cycles, import_graph

GAME = Path(__file__).resolve().parents[1] / "game"


def test_the_game_package_has_no_import_cycle() -> None:
    assert cycles(GAME, "game") == []


def test_no_scene_imports_the_table_scene() -> None:
    edges = import_graph(GAME, "game")
    importers = sorted(m for m, deps in edges.items() if "game.scenes.table" in deps)
    assert importers == ["game.app"]
