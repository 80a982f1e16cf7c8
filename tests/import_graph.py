"""The import graph of a package, read with :mod:`ast`, and its cycles.

Not a test: a helper for tests that forbid import cycles. Every ``import`` and ``from ... import``
counts wherever it is (inside functions and methods too), except those under an
``if TYPE_CHECKING:`` block, which never run; with ``type_checking=True`` those count too (a cycle
through them is a cycle in the design, even if it never runs). The implicit import of a module's
parent packages is not counted.

- ``import pkg.a`` and ``from pkg.a import x`` are edges to ``pkg.a``;
- ``from pkg import a`` is an edge to ``pkg.a`` when ``a`` is a submodule, otherwise to ``pkg``
  (its ``__init__``);
- relative imports are resolved against the importing module.

>>> from pathlib import Path
>>> cycles(Path(__file__).parent.parent / "game" / "rules", "game.rules")
[]
"""

from __future__ import annotations

import ast
from pathlib import Path

Graph = dict[str, set[str]]


def modules(package_dir: Path, package: str) -> dict[str, Path]:
    """Every module of the package (``__init__`` as the package's own name), by dotted name."""
    out: dict[str, Path] = {}
    for path in sorted(package_dir.rglob("*.py")):
        parts = list(path.relative_to(package_dir).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join([package, *parts])] = path
    return out


def _is_type_checking(test: ast.expr) -> bool:
    if isinstance(test, ast.Name):
        return test.id == "TYPE_CHECKING"
    return isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"


def _imports(tree: ast.AST, type_checking: bool = False) -> list[ast.Import | ast.ImportFrom]:
    """Every import node of the tree, leaving out the bodies of ``if TYPE_CHECKING:`` unless
    ``type_checking``."""
    found: list[ast.Import | ast.ImportFrom] = []
    stack: list[ast.AST] = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.Import | ast.ImportFrom):
            found.append(node)
            continue
        if not type_checking and isinstance(node, ast.If) and _is_type_checking(node.test):
            stack.extend(node.orelse)  # the ``else`` branch does run
            continue
        stack.extend(ast.iter_child_nodes(node))
    return found


def _resolve(module: str, is_package: bool, node: ast.ImportFrom) -> str:
    if not node.level:
        return node.module or ""
    base = module.split(".")
    if not is_package:
        base.pop()
    if node.level > 1:
        base = base[: len(base) - (node.level - 1)]
    return ".".join([*base, *([node.module] if node.module else [])])


def import_graph(package_dir: Path, package: str, type_checking: bool = False) -> Graph:
    """Module → the modules of the same package it imports (``type_checking``: counting the
    imports under ``if TYPE_CHECKING:``)."""
    mods = modules(package_dir, package)
    graph: Graph = {name: set() for name in mods}
    for name, path in mods.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        is_package = path.name == "__init__.py"
        for node in _imports(tree, type_checking):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            else:
                source = _resolve(name, is_package, node)
                for alias in node.names:
                    sub = f"{source}.{alias.name}"
                    targets.append(sub if sub in mods else source)
            for target in targets:
                if target in mods and target != name:
                    graph[name].add(target)
    return graph


def _strongly_connected(graph: Graph) -> list[list[str]]:
    """Tarjan's algorithm, iterative; components in no particular order."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    out: list[list[str]] = []
    counter = 0
    for root in sorted(graph):
        if root in index:
            continue
        work: list[tuple[str, list[str]]] = [(root, sorted(graph[root]))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, todo = work[-1]
            if todo:
                nxt = todo.pop(0)
                if nxt not in index:
                    index[nxt] = low[nxt] = counter
                    counter += 1
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, sorted(graph[nxt])))
                elif nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                comp: list[str] = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    comp.append(member)
                    if member == node:
                        break
                out.append(comp)
    return out


def _shortest_cycle(graph: Graph, start: str, within: set[str]) -> list[str]:
    """A shortest cycle through ``start`` inside one strongly connected component."""
    paths = {start: [start]}
    frontier = [start]
    while frontier:
        nxt_frontier: list[str] = []
        for node in frontier:
            for nxt in sorted(graph[node] & within):
                if nxt == start:
                    return paths[node]
                if nxt not in paths:
                    paths[nxt] = [*paths[node], nxt]
                    nxt_frontier.append(nxt)
        frontier = nxt_frontier
    return [start]


def _inside(module: str, within: tuple[str, ...]) -> bool:
    return any(module == w or module.startswith(w + ".") for w in within)


def cycles(
    package_dir: Path, package: str, type_checking: bool = False, within: tuple[str, ...] = ()
) -> list[list[str]]:
    """The import cycles of the package: ``[]`` when there are none.

    Each cycle is listed once as its modules in import order, starting from the smallest name:
    ``['pkg.a', 'pkg.b']`` means ``pkg.a → pkg.b → pkg.a``. For every module on a cycle, a
    shortest cycle through it is listed, so every module that takes part shows up.

    ``type_checking``: the imports under ``if TYPE_CHECKING:`` count too. ``within``: only the
    cycles among these modules and the modules below them (``("pkg.a", "pkg.b")``).
    """
    graph = import_graph(package_dir, package, type_checking)
    if within:
        graph = {m: {d for d in deps if _inside(d, within)} for m, deps in graph.items()}
        graph = {m: deps for m, deps in graph.items() if _inside(m, within)}
    found: set[tuple[str, ...]] = set()
    for comp in _strongly_connected(graph):
        if len(comp) < 2:
            continue
        members = set(comp)
        for module in sorted(members):
            cycle = _shortest_cycle(graph, module, members)
            turn = cycle.index(min(cycle))
            found.add(tuple(cycle[turn:] + cycle[:turn]))
    return sorted(list(c) for c in found)


if __name__ == "__main__":  # pragma: no cover - a quick look from the shell
    import sys

    found = cycles(Path(sys.argv[1]), sys.argv[2])
    for c in found:
        print(" → ".join(c))
    print(f"{len(found)} cycle group(s)")
