"""The package list for setuptools (everything else is in pyproject.toml).

Every ``game*`` package is found in ``game/``, and one more is added: ``game.data``, the game's
card images, sounds, theme and fonts, which live in the repository's ``assets/`` folder and are
installed inside the package (``site-packages/game/data/``), so the game finds them through
``importlib.resources`` wherever it is installed. A ``game.data`` entry in pyproject.toml's
``package-dir`` would do the same, but pyproject.toml cannot list found packages and one more.

setuptools' own build output goes to ``build/out/setuptools/`` (git-ignored), not to its default
``build/lib/``: ``build/`` holds the PyInstaller spec and script.
"""

from setuptools import find_packages, setup

setup(
    packages=[*find_packages(include=["game", "game.*"]), "game.data"],
    package_dir={"game.data": "assets"},
    options={"build": {"build_base": "build/out/setuptools"}},
)
