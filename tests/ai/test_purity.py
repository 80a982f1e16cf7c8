"""The computer players never import pygame (they run in tools, the arena and worker processes).

Every module of ``game.ai`` except ``__main__`` (which runs the tool) is imported in a fresh
interpreter, and ``sys.modules`` is checked afterwards.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_game_ai_imports_no_pygame() -> None:
    code = (
        "import sys, pkgutil, importlib, game.ai\n"
        "names = []\n"
        "for m in pkgutil.walk_packages(game.ai.__path__, 'game.ai.'):\n"
        "    if not m.name.endswith('__main__'):\n"
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
    assert bad == ""
    expected = {
        f"game.ai.{p.stem}" for p in (ROOT / "game" / "ai").glob("*.py") if p.stem != "__init__"
    } - {"game.ai.__main__"}
    assert set(imported.split(",")) == expected


def test_no_ai_module_mentions_pygame() -> None:
    for path in (ROOT / "game" / "ai").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "import pygame" not in text and "from pygame" not in text, path
