"""``game/rules`` imports nothing of ``game`` outside itself: no translation layer, no compiled
build state, no text. Imports inside functions count, and so do those under ``TYPE_CHECKING``."""

from __future__ import annotations

import ast
from pathlib import Path

import game
from tests.import_graph import import_graph

GAME_DIR = Path(game.__file__).parent
RULES_DIR = GAME_DIR / "rules"


def _outside(name: str) -> bool:
    return (name == "game" or name.startswith("game.")) and not (
        name == "game.rules" or name.startswith("game.rules.")
    )


def every_import(path: Path, root: Path = GAME_DIR) -> list[str]:
    """Every module an ``import`` or ``from ... import`` of the file names, wherever it stands
    (functions, ``if TYPE_CHECKING:`` blocks...); relative imports are resolved."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    parts = ["game", *path.relative_to(root).with_suffix("").parts]
    package = parts[:-1]  # (the package of a module, or the package itself for __init__)
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - (node.level - 1)]
                source = ".".join([*base, *([node.module] if node.module else [])])
            else:
                source = node.module or ""
            found.append(source)
            found.extend(f"{source}.{alias.name}" for alias in node.names)
    return found


def test_no_rules_module_imports_the_rest_of_game() -> None:
    graph = import_graph(GAME_DIR, "game")
    leaks = {
        name: sorted(t for t in targets if _outside(t))
        for name, targets in graph.items()
        if name.startswith("game.rules")
    }
    assert {k: v for k, v in leaks.items() if v} == {}
    assert "game.rules.engine" in leaks  # the graph did see the rules core


def test_not_even_for_the_type_checker_or_inside_a_function(tmp_path: Path) -> None:
    leaks = {
        path.name: sorted({t for t in every_import(path) if _outside(t)})
        for path in sorted(RULES_DIR.rglob("*.py"))
    }
    assert {k: v for k, v in leaks.items() if v} == {}
    # the scan sees imports under TYPE_CHECKING and inside functions
    sample = tmp_path / "rules" / "sample.py"
    sample.parent.mkdir()
    sample.write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from game.i18n import _\n"
        "def f():\n    import game.ai\n",
        encoding="utf-8",
    )
    assert {"game.i18n", "game.ai"} <= set(every_import(sample, tmp_path))


def test_the_scan_sees_hidden_imports(tmp_path: Path) -> None:
    pkg = tmp_path / "game" / "rules"
    pkg.mkdir(parents=True)
    (pkg / "x.py").write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from game.i18n import _\n"
        "def f():\n    from .. import _native\n    return _native\n",
        encoding="utf-8",
    )
    found = every_import(pkg / "x.py", root=tmp_path / "game")
    assert "game.i18n" in found and "game._native" in found


def test_no_rules_module_calls_a_translation_function() -> None:
    calls = {"_", "N_", "gettext", "ngettext", "pgettext", "npgettext"}
    found = []
    for path in sorted(RULES_DIR.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                if node.func.id in calls:
                    found.append(f"{path.name}:{node.lineno}")
    assert found == []
