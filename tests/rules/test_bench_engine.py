"""The rules benchmark says whether the engine runs compiled without asking ``game._native``."""

from __future__ import annotations

from game import _native
from game.rules.bench import engine_state


def test_a_source_file_is_pure_and_an_extension_compiled() -> None:
    assert engine_state("game/rules/movegen.py") == "pure"
    assert engine_state("game/rules/movegen.cpython-311-x86_64-linux-gnu.so") == "compiled"
    assert engine_state("game\\rules\\movegen.cp311-win_amd64.pyd") == "compiled"


def test_the_state_agrees_with_the_build_check() -> None:
    want = "compiled" if _native.STATE == "compiled" else "pure"
    assert engine_state() == want
