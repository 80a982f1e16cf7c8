"""The rules core never imports pygame (a test of game.ai does the same for the bots)."""

from __future__ import annotations

from pathlib import Path

from tests.purity import import_all

ROOT = Path(__file__).resolve().parents[2]


def test_rules_core_imports_no_pygame() -> None:
    bad, imported = import_all("game.rules", skip=("__main__", ".bench"))
    assert bad == [] and "game.rules.engine" in imported


def test_no_rules_module_mentions_pygame() -> None:
    for path in (ROOT / "game" / "rules").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "import pygame" not in text and "from pygame" not in text, path
