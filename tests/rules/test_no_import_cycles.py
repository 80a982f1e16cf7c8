"""No module of game/rules imports itself back, even from inside a function."""

from __future__ import annotations

from pathlib import Path

import game.rules
from tests.import_graph import cycles, import_graph

RULES_DIR = Path(game.rules.__file__).parent


def test_game_rules_has_no_import_cycle() -> None:
    assert cycles(RULES_DIR, "game.rules") == []


def _package(root: Path, files: dict[str, str]) -> Path:
    pkg = root / "pkg"
    for name, text in files.items():
        path = pkg / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return pkg


def test_the_graph_counts_imports_inside_functions_but_not_type_checking(tmp_path: Path) -> None:
    pkg = _package(
        tmp_path,
        {
            "__init__.py": "from pkg.a import f\n",
            "a.py": "from pkg import b\n\ndef f():\n    return b\n",
            "b.py": (
                "from typing import TYPE_CHECKING\n"
                "if TYPE_CHECKING:\n    from pkg.a import f\n"
                "def g():\n    from pkg.c import h\n    return h\n"
            ),
            "c.py": "def h():\n    import pkg.a\n    return pkg.a\n",
        },
    )
    graph = import_graph(pkg, "pkg")
    assert graph == {"pkg": {"pkg.a"}, "pkg.a": {"pkg.b"}, "pkg.b": {"pkg.c"}, "pkg.c": {"pkg.a"}}
    assert cycles(pkg, "pkg") == [["pkg.a", "pkg.b", "pkg.c"]]


def test_a_name_from_the_package_is_an_edge_to_its_init(tmp_path: Path) -> None:
    pkg = _package(
        tmp_path,
        {
            "__init__.py": "from pkg.a import f\nfrom pkg.sub import g\n",
            "a.py": "def f():\n    from pkg import g\n    return g\n",
            "sub/__init__.py": "from .leaf import g\n",
            "sub/leaf.py": "from ..a import f as g\n",
        },
    )
    graph = import_graph(pkg, "pkg")
    assert graph["pkg.a"] == {"pkg"}  # g is not a submodule: the package's __init__
    assert graph["pkg.sub"] == {"pkg.sub.leaf"}  # not the implicit parent package
    assert graph["pkg.sub.leaf"] == {"pkg.a"}
    assert cycles(pkg, "pkg") == [["pkg", "pkg.a"], ["pkg", "pkg.sub", "pkg.sub.leaf", "pkg.a"]]
