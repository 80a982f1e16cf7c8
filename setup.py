"""The package list for setuptools (everything else is in pyproject.toml).

Every ``game*`` package is found in ``game/``, and one more is added: ``game.data``, the game's
card images, sounds, theme and fonts, which live in the repository's ``assets/`` folder and are
installed inside the package (``site-packages/game/data/``), so the game finds them through
``importlib.resources`` wherever it is installed. A ``game.data`` entry in pyproject.toml's
``package-dir`` would do the same, but pyproject.toml cannot list found packages and one more.

setuptools' own build output goes to ``build/out/setuptools/`` (git-ignored), not to its default
``build/lib/``: ``build/`` holds the PyInstaller spec and script.


The build also compiles the translation catalogues (``assets/locale/<code>/<part>.po``) to
``.mo`` files beside them in the built package, with the game's own compiler
(``game/i18n/po.py``, standard library only, loaded by path so nothing of the game runs here).
The game reads a ``.po`` itself where it finds no fresh ``.mo`` (a checkout).
"""

import importlib.util
import sys
from pathlib import Path

from setuptools import find_packages, setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent


class BuildWithCatalogues(build_py):
    """``build_py``, then each catalogue compiled to ``.mo`` in the build folder."""

    def run(self) -> None:
        super().run()
        spec = importlib.util.spec_from_file_location("_seep_po", ROOT / "game" / "i18n" / "po.py")
        assert spec is not None and spec.loader is not None
        po = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = po  # dataclasses look their module up
        spec.loader.exec_module(po)
        locale = Path(self.build_lib) / "game" / "data" / "locale"
        for source in sorted(locale.glob("*/*.po")):
            po.compile_file(source, source.with_suffix(".mo"))


setup(
    packages=[*find_packages(include=["game", "game.*"]), "game.data"],
    package_dir={"game.data": "assets"},
    options={"build": {"build_base": "build/out/setuptools"}},
    cmdclass={"build_py": BuildWithCatalogues},
)
