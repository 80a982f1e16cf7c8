"""Pytest set-up for the whole repository: headless SDL before pygame is imported anywhere.

``tests/conftest.py`` does the same for the tests; this one also covers ``pytest game``, which
imports every module of the package to collect its doctests (``--doctest-modules`` in
pyproject.toml). pytest never imports ``__main__.py`` files for doctests, so ``python -m game``
and the tools' entry points do not run.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
