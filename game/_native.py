"""Whether the computer players' hot path runs compiled, and the guard that keeps it honest.

The build compiles a few hot modules with mypyc (setup.py's ``COMPILED``) and writes
``game/_compiled.json`` beside them: each module's source path and the SHA-256 of the source
it compiled. The compiled modules are used only if every listed source on disk still has its
hash and every compiled file is there; otherwise (a checkout whose sources were edited after
the build, a partial build, no manifest) or with ``SEEP_PURE=1`` in the environment, every
module of the game is imported from its ``.py`` source. Compiled or not, the modules are the
same code and choose the same moves; only the speed differs. A frozen executable carries no
sources: it uses what it was built with.

Nothing is checked when the game is imported: ``game/__init__.py`` only puts :class:`SourceFirst`
in front of the import system (:func:`guard`), and the check (:func:`state`: reading the
manifest, hashing the sources) runs once, the first time a module of the game would be imported
from a compiled file, or when :data:`STATE` is read. A checkout without a compiled build never
hashes anything.

Standard library only, and nothing of the game: this runs before anything else of it.
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import importlib.util
import json
import os
import sys
from collections.abc import Callable, Sequence
from importlib.machinery import ModuleSpec
from pathlib import Path
from types import ModuleType

_HERE = Path(__file__).resolve().parent
MANIFEST = _HERE / "_compiled.json"

#: The answer of :func:`state` once it is known (``STATE``, read from outside, asks for it).
_state: str | None = None


def _extension_beside(source: Path) -> Path | None:
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        candidate = source.with_name(source.stem + suffix)
        if candidate.exists():
            return candidate
    return None


def check(manifest: Path = MANIFEST, environ: dict[str, str] | None = None) -> str:
    """``"compiled"`` when the compiled modules are built from the sources on disk, else
    ``"pure: <why>"``."""
    import hashlib  # here, not at the top: importing the game hashes nothing

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


def _never() -> bool:
    return False


class SourceFirst(importlib.abc.MetaPathFinder):
    """Imports every ``game.*`` module from its ``.py`` source where a compiled file would
    otherwise shadow it, unless ``trusted()`` (asked only then) says the compiled build is
    sound. The default trusts no compiled file."""

    def __init__(self, trusted: Callable[[], bool] = _never) -> None:
        self.trusted = trusted

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
        if not source.exists() or self.trusted():
            return None
        return importlib.util.spec_from_file_location(fullname, source)


def state() -> str:
    """``"compiled"``, ``"pure: <why>"`` or ``"frozen: as built"``: checked the first time it
    is asked, then remembered for the life of the process."""
    global _state
    if _state is None:
        _state = "frozen: as built" if getattr(sys, "frozen", False) else check()
    return _state


def _trusted() -> bool:
    return state() == "compiled"


def guard() -> None:
    """Put the lazy :class:`SourceFirst` in front of the import system (once). It checks
    nothing now: the first compiled module of the game that is about to be imported asks
    :func:`state`. A frozen executable imports what it carries."""
    if getattr(sys, "frozen", False):
        return
    if not any(isinstance(f, SourceFirst) for f in sys.meta_path):
        sys.meta_path.insert(0, SourceFirst(_trusted))


def __getattr__(name: str) -> str:
    """``STATE``: :func:`state` (benchmarks and ``python -c "import game._native as n;
    print(n.STATE)"`` read it)."""
    if name == "STATE":
        return state()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
