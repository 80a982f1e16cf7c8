"""Import every module of a package in a fresh interpreter and see what came in with it (for
the tests that keep the rules core, the computer players and the session free of pygame)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def import_all(package: str, skip: tuple[str, ...] = ()) -> tuple[list[str], list[str]]:
    """``(graphics modules loaded, modules imported)`` after importing every module of
    ``package`` but those whose names end with one of ``skip``."""
    code = (
        "import sys, pkgutil, importlib\n"
        f"pkg = importlib.import_module({package!r})\n"
        "names = []\n"
        f"for m in pkgutil.walk_packages(pkg.__path__, {package + '.'!r}):\n"
        f"    if not m.name.endswith({skip!r}):\n"
        "        importlib.import_module(m.name)\n"
        "        names.append(m.name)\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('pygame', 'pygame_gui')]\n"
        "print(','.join(bad))\n"
        "print(','.join(names))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    bad, imported = out.stdout.splitlines()
    return [b for b in bad.split(",") if b], [n for n in imported.split(",") if n]
