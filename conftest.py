"""Pytest set-up for the whole repository: headless SDL before pygame is imported anywhere.

``tests/conftest.py`` does the same for the tests; this one also covers ``pytest game``, which
imports every module of the package to collect its doctests (``--doctest-modules`` in
pyproject.toml). pytest never imports ``__main__.py`` files for doctests, so ``python -m game``
and the tools' entry points do not run.

Where the hot path runs compiled (game/_native.py), its modules are the compiled ones and
pytest could not import their sources by path for doctests (they hold none): they are left out
of that collection, and the tests exercise them as the game imports them.
"""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


@cache
def _compiled() -> frozenset[Path]:
    from game import _native

    if _native.STATE != "compiled":
        return frozenset()
    return frozenset(path.resolve() for path in _native.compiled_sources())


def pytest_ignore_collect(collection_path: Path) -> bool | None:
    return True if collection_path.resolve() in _compiled() else None
