"""No import cycle anywhere in the game, counting the imports inside functions and those under
``if TYPE_CHECKING:`` (a cycle hidden from the interpreter is still one for a reader), so a
newcomer can read the modules bottom-up and nothing works only by import order."""

from __future__ import annotations

from pathlib import Path

from tests.import_graph import cycles, import_graph

GAME = Path(__file__).resolve().parents[1] / "game"


def test_the_game_package_has_no_import_cycle() -> None:
    assert cycles(GAME, "game") == []


def test_not_even_counting_type_only_imports() -> None:
    assert cycles(GAME, "game", type_checking=True) == []


def test_no_scene_imports_the_table_scene() -> None:
    edges = import_graph(GAME, "game")
    importers = sorted(m for m, deps in edges.items() if "game.scenes.table.scene" in deps)
    assert importers == ["game.app"]


def test_the_checker_can_count_type_only_imports(tmp_path: Path) -> None:
    (tmp_path / "__init__.py").write_text("")
    (tmp_path / "a.py").write_text("from pkg.b import B\n")
    (tmp_path / "b.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.a import A\nelse:\n"
        "    import pkg.c\n"
    )
    (tmp_path / "c.py").write_text("")
    assert cycles(tmp_path, "pkg") == []
    assert cycles(tmp_path, "pkg", type_checking=True) == [["pkg.a", "pkg.b"]]
    assert cycles(tmp_path, "pkg", type_checking=True, within=("pkg.a", "pkg.c")) == []
    assert import_graph(tmp_path, "pkg")["pkg.b"] == {"pkg.c"}
    assert import_graph(tmp_path, "pkg", type_checking=True)["pkg.b"] == {"pkg.a", "pkg.c"}


def test_the_computer_players_have_no_cycle_counting_type_only_imports() -> None:
    """The search levels' settings are a frozen object both searches take (game/ai/params.py),
    so ``ismcts`` and ``search`` no longer need each other, even for type checking."""
    assert cycles(GAME, "game", type_checking=True, within=("game.ai",)) == []


def test_the_ai_and_the_rules_have_no_cycle_counting_type_only_imports() -> None:
    """game/ai and game/rules together (a cycle may run through both)."""
    assert cycles(GAME, "game", type_checking=True, within=("game.ai", "game.rules")) == []
