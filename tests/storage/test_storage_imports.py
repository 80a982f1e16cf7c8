"""The storage package stands on its own: nothing it imports, directly or through other modules of
the game, is pygame, the animations, the computer players, a screen or the translations (it reports
facts; the text layer words them)."""

from __future__ import annotations

import ast
import functools
from pathlib import Path

from tests.import_graph import import_graph, modules

GAME = Path(__file__).resolve().parents[2] / "game"
FORBIDDEN = (
    "game.scenes",
    "game.scenes.kit.tween",
    "game.ai",
    "game.i18n",
    "game.speech",
    "game.text",
)
FORBIDDEN_OUTSIDE = ("pygame", "pygame_gui")


def _under(name: str, prefixes: tuple[str, ...]) -> bool:
    return any(name == p or name.startswith(p + ".") for p in prefixes)


@functools.cache
def _reached(root: Path = GAME) -> frozenset[str]:
    """The modules of the game the storage package imports, directly or not."""
    graph = import_graph(root, "game")
    todo = [m for m in graph if _under(m, ("game.storage",))]
    seen = set(todo)
    while todo:
        for target in graph[todo.pop()]:
            if target not in seen:
                seen.add(target)
                todo.append(target)
    return frozenset(seen)


def _outside_imports(path: Path) -> set[str]:
    """The top-level names of every package ``path`` imports (type-only imports included)."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
            out.add(node.module.split(".")[0])
    return out


def test_storage_reaches_no_screen_animation_computer_player_or_translation() -> None:
    reached = _reached()
    assert "game.storage.store" in reached  # the check sees the package
    assert sorted(m for m in reached if _under(m, FORBIDDEN)) == []


def test_storage_imports_no_pygame() -> None:
    paths = modules(GAME, "game")
    bad = {m: _outside_imports(paths[m]) & set(FORBIDDEN_OUTSIDE) for m in _reached()}
    assert {m: sorted(names) for m, names in bad.items() if names} == {}


def test_the_check_would_see_a_forbidden_import(tmp_path: Path) -> None:
    package = tmp_path / "game"
    (package / "storage").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "storage" / "__init__.py").write_text("")
    (package / "storage" / "store.py").write_text("from game import helper\n")
    (package / "helper.py").write_text("from game.i18n import _\nimport pygame\n")
    (package / "i18n.py").write_text("")
    assert _under("game.i18n", FORBIDDEN) and "game.i18n" in _reached(package)
    assert "pygame" in _outside_imports(package / "helper.py")
