"""The package list for setuptools (everything else is in pyproject.toml).

Every ``game*`` package is found in ``game/``, and one more is added: ``game.data``, the game's
card images, sounds, theme and fonts, which live in the repository's ``assets/`` folder and are
installed inside the package (``site-packages/game/data/``), so the game finds them through
``importlib.resources`` wherever it is installed. A ``game.data`` entry in pyproject.toml's
``package-dir`` would do the same, but pyproject.toml cannot list found packages and one more.

A pure build writes nothing into the source folder (it may be read-only, a friend's checkout):
setuptools' build output and its ``seep.egg-info`` go to :data:`WORK`, a fresh folder in the
system's temporary folder removed when the build ends (so no file of an earlier build can slip
into a wheel), or the folder ``SEEP_BUILD_DIR`` names (kept), not to ``build/lib/`` and
``./seep.egg-info``. A compiled build also writes mypyc's C sources to ``build/out/mypyc``
(git-ignored): setuptools takes only relative paths for an extension's sources. ``build/``
holds the PyInstaller spec and script.


The build also compiles the translation catalogues (``assets/locale/<code>/<part>.po``) to
``.mo`` files beside them in the built package, with the game's own compiler
(``game/i18n/po.py``, standard library only, loaded by path so nothing of the game runs here).
The game reads a ``.po`` itself where it finds no fresh ``.mo`` (a checkout).

The computer players' hot path (:data:`COMPILED`: move generation, the features, the counting
evaluation, the playouts) is compiled with mypyc where mypyc and a C compiler are at hand: the
same source, the same moves, two to three times as fast. The compiled modules are one group
(``game._compiled__mypyc`` holds their shared code) and the build writes
``game/_compiled.json``, the SHA-256 of each source it compiled; ``game/_native.py`` reads it
the first time a compiled module is imported and, where a source has changed since (a checkout
being edited), the compiled files are missing or ``SEEP_PURE=1`` is set, runs every one of them
from its source instead. Without mypyc or a compiler, or with ``SEEP_PURE=1`` set for the build,
the game is built as pure Python and plays the same, more slowly.
"""

import atexit
import hashlib
import importlib.util
import json
import os
import shutil
import sys
import tempfile
from pathlib import Path

from setuptools import Extension, find_packages, setup
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
#: Where the build works (see the module's note).
WORK = Path(os.environ.get("SEEP_BUILD_DIR") or tempfile.mkdtemp(prefix="seep-build-"))
if "SEEP_BUILD_DIR" not in os.environ:
    atexit.register(shutil.rmtree, WORK, ignore_errors=True)

#: The modules compiled with mypyc, relative to the repository (game/_native.py reads the
#: list back from the manifest the build writes).
COMPILED = [
    "game/rules/movegen.py",
    "game/ai/features.py",
    "game/ai/counter.py",
    "game/ai/playout.py",
]
GROUP = "game._compiled"  # the compiled group's shared library: game/_compiled__mypyc.*
MANIFEST = "_compiled.json"


def compiled_extensions() -> list[Extension]:
    """The mypyc extensions of :data:`COMPILED`, or none (pure Python) where mypyc is missing or
    ``SEEP_PURE`` is set."""
    if os.environ.get("SEEP_PURE", "") not in ("", "0"):
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        print("mypyc is not installed: the game is built as pure Python", file=sys.stderr)
        return []
    cwd = os.getcwd()
    os.chdir(ROOT)  # mypyc names modules by their paths from here
    try:
        # setuptools takes only paths relative to this folder for an extension's sources, so
        # mypyc's C files stay in build/out/mypyc (git-ignored); everything else is in WORK.
        return list(
            mypycify(COMPILED, opt_level="3", group_name=GROUP, target_dir="build/out/mypyc")
        )
    finally:
        os.chdir(cwd)


def egg_base() -> Path:
    """The folder for ``seep.egg-info`` (setuptools wants it to exist)."""
    folder = WORK / "egg-info"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


class BuildCompiled(build_ext):
    """``build_ext``, then the manifest of what was compiled (``game/_compiled.json``, beside
    the compiled files). A build that fails leaves the game pure Python: a warning, no manifest."""

    def run(self) -> None:
        if not self.extensions:
            return
        try:
            super().run()
        except Exception as error:  # no compiler, a compile error: the game still works
            print(f"could not compile the hot path ({error}): pure Python", file=sys.stderr)
            return
        target = ROOT / "game" if self.inplace else Path(self.build_lib) / "game"
        manifest = {
            path.removeprefix("game/"): hashlib.sha256((ROOT / path).read_bytes()).hexdigest()
            for path in COMPILED
        }
        target.mkdir(parents=True, exist_ok=True)
        (target / MANIFEST).write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n")


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
    options={
        "build": {"build_base": str(WORK / "setuptools")},
        "egg_info": {"egg_base": str(egg_base())},
    },
    cmdclass={"build_py": BuildWithCatalogues, "build_ext": BuildCompiled},
    ext_modules=compiled_extensions(),
)
