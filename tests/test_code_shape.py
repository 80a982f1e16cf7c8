"""The shape of the code a newcomer takes over: no module over 800 lines, no function over 120
(the move generator's one loop aside), no class built from two of the game's own classes (no
mixins), and no broad ``except`` that swallows an error without a word."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

GAME = Path(__file__).resolve().parents[1] / "game"
LONG_FUNCTIONS_ALLOWED = {("rules/movegen.py", "generate")}  # one hot loop, kept whole for speed


@cache
def _modules() -> list[tuple[str, ast.Module, str]]:
    """Every module of the game: its name, its tree and its text (read and parsed once)."""
    out = []
    for path in sorted(GAME.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        out.append((path.relative_to(GAME).as_posix(), ast.parse(text), text))
    return out


def test_no_module_is_over_800_lines() -> None:
    long = [(name, text.count("\n")) for name, _, text in _modules() if text.count("\n") > 800]
    assert long == []


def test_no_function_is_over_120_lines() -> None:
    long = []
    for name, tree, _ in _modules():
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                size = (node.end_lineno or node.lineno) - node.lineno + 1
                if size > 120 and (name, node.name) not in LONG_FUNCTIONS_ALLOWED:
                    long.append((name, node.name, size))
    assert long == []


def test_no_class_takes_two_of_the_games_classes_as_bases() -> None:
    ours = {
        n.name for _, tree, _ in _modules() for n in ast.walk(tree) if isinstance(n, ast.ClassDef)
    }
    mixed = []
    for name, tree, _ in _modules():
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                bases = [
                    b.id if isinstance(b, ast.Name) else getattr(b, "attr", "") for b in node.bases
                ]
                if len([b for b in bases if b in ours]) > 1:
                    mixed.append((name, node.name, bases))
    assert mixed == []


def _broad(handler: ast.ExceptHandler) -> bool:
    kind = handler.type
    if kind is None:
        return True
    names = kind.elts if isinstance(kind, ast.Tuple) else [kind]
    return any(isinstance(n, ast.Name) and n.id in ("Exception", "BaseException") for n in names)


def _says_something(handler: ast.ExceptHandler) -> bool:
    """The handler logs, warns, re-raises or otherwise calls something with what it caught."""
    return any(isinstance(n, ast.Call | ast.Raise) for n in ast.walk(ast.Module(handler.body, [])))


def test_no_broad_except_is_silent() -> None:
    silent = []
    for name, tree, _ in _modules():
        for node in ast.walk(tree):
            if isinstance(node, ast.ExceptHandler) and _broad(node) and not _says_something(node):
                silent.append((name, node.lineno))
    assert silent == []


def test_the_checks_see_what_they_look_for() -> None:
    # the checks above would find a silent handler, a mixin and a long function
    tree = ast.parse("try:\n    f()\nexcept Exception:\n    pass\n")
    handler = next(n for n in ast.walk(tree) if isinstance(n, ast.ExceptHandler))
    assert _broad(handler) and not _says_something(handler)
    logged = ast.parse("try:\n    f()\nexcept Exception:\n    log.warning('x')\n")
    handler = next(n for n in ast.walk(logged) if isinstance(n, ast.ExceptHandler))
    assert _says_something(handler)
