"""Whether the computer players' hot path runs compiled, and the guard that keeps it honest.

The build compiles a few hot modules with mypyc (setup.py's ``COMPILED``) and writes
``game/_compiled.json`` beside them: each module's source path and the SHA-256 of the source
it compiled. At start-up (``game/__init__.py`` calls :func:`install`), the compiled modules
are used only if every listed source on disk still has its hash and every compiled file is
there; otherwise (a checkout whose sources were edited after the build, a partial build, no
manifest) or with ``SEEP_PURE=1`` in the environment, every module of the game is imported from
its ``.py`` source. Compiled or not, the modules are the same code and choose the same moves;
only the speed differs. A frozen executable carries no sources: it uses what it was built with.

Standard library only: this runs before anything else of the game.
"""

from __future__ import annotations

import hashlib
import importlib.abc
import importlib.machinery
import importlib.util
import json
import os
import sys
from collections.abc import Sequence
from importlib.machinery import ModuleSpec
from pathlib import Path
from types import ModuleType

_HERE = Path(__file__).resolve().parent
MANIFEST = _HERE / "_compiled.json"

#: ``"compiled"`` or ``"pure: <why>"``, set by :func:`install` (benchmarks print it).
STATE = "pure: not checked"


def _extension_beside(source: Path) -> Path | None:
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        candidate = source.with_name(source.stem + suffix)
        if candidate.exists():
            return candidate
    return None


def check(manifest: Path = MANIFEST, environ: dict[str, str] | None = None) -> str:
    """``"compiled"`` when the compiled modules are built from the sources on disk, else
    ``"pure: <why>"``."""
    env = os.environ if environ is None else environ
    if env.get("SEEP_PURE", "") not in ("", "0"):
        return "pure: SEEP_PURE is set"
    try:
        listed = json.loads(manifest.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return "pure: not compiled"
    except (OSError, ValueError) as error:
        return f"pure: unreadable {manifest.name} ({error})"
    if not isinstance(listed, dict) or not listed:
        return f"pure: {manifest.name} lists no modules"
    root = manifest.parent
    if _extension_beside(root / "_compiled__mypyc.py") is None:
        return "pure: the compiled group's library is missing"
    for path, digest in sorted(listed.items()):
        source = root / str(path)
        try:
            data = source.read_bytes()
        except OSError:
            return f"pure: {path} is missing"
        if hashlib.sha256(data).hexdigest() != digest:
            return f"pure: {path} changed since it was compiled"
        if _extension_beside(source) is None:
            return f"pure: {path} was not compiled"
    return "compiled"


def compiled_sources(manifest: Path = MANIFEST) -> list[Path]:
    """The sources the manifest lists as compiled (none where it is missing or unreadable)."""
    try:
        listed = json.loads(manifest.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    return [manifest.parent / str(path) for path in listed] if isinstance(listed, dict) else []


class SourceFirst(importlib.abc.MetaPathFinder):
    """Imports every ``game.*`` module from its ``.py`` source where a compiled file would
    otherwise shadow it."""

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        if not fullname.startswith("game."):
            return None
        spec = importlib.machinery.PathFinder.find_spec(fullname, path)
        if spec is None or not isinstance(spec.loader, importlib.machinery.ExtensionFileLoader):
            return None
        origin = Path(str(spec.origin))
        source = origin.with_name(origin.name.split(".", 1)[0] + ".py")
        if not source.exists():
            return None
        return importlib.util.spec_from_file_location(fullname, source)


def install() -> str:
    """Check the compiled modules once; if they cannot be trusted, import from the sources."""
    global STATE
    if getattr(sys, "frozen", False):
        STATE = "frozen: as built"
        return STATE
    STATE = check()
    if STATE != "compiled" and not any(isinstance(f, SourceFirst) for f in sys.meta_path):
        sys.meta_path.insert(0, SourceFirst())
    return STATE


def running_compiled() -> bool:
    """Whether the counting evaluation (and with it the hot path) was imported compiled."""
    from game.ai import counter

    return not str(counter.__file__).endswith(".py")
