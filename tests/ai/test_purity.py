"""The computer players never import pygame (they run in tools, the arena and worker processes).

Every module of ``game.ai`` except ``__main__`` (which runs the tool) is imported in a fresh
interpreter, and ``sys.modules`` is checked afterwards.
"""

from __future__ import annotations

from pathlib import Path

from tests.purity import import_all

ROOT = Path(__file__).resolve().parents[2]


def test_game_ai_imports_no_pygame() -> None:
    bad, imported = import_all("game.ai", skip=("__main__",))
    assert bad == []
    expected = {
        f"game.ai.{p.stem}" for p in (ROOT / "game" / "ai").glob("*.py") if p.stem != "__init__"
    } - {"game.ai.__main__"}
    assert set(imported) == expected


def test_no_ai_module_mentions_pygame() -> None:
    for path in (ROOT / "game" / "ai").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "import pygame" not in text and "from pygame" not in text, path
