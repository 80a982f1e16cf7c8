"""The rules core never imports pygame (a test of game.ai does the same for the bots)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_rules_core_imports_no_pygame() -> None:
    code = (
        "import sys, pkgutil, importlib, game.rules\n"
        "for m in pkgutil.walk_packages(game.rules.__path__, 'game.rules.'):\n"
        "    if not m.name.endswith(('__main__', '.bench')):\n"
        "        importlib.import_module(m.name)\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('pygame', 'pygame_gui')]\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == ""


def test_no_rules_module_mentions_pygame() -> None:
    for path in (ROOT / "game" / "rules").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "import pygame" not in text and "from pygame" not in text, path
