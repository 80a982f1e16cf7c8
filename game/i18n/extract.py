"""Finding every sentence the game shows or says, for the catalogues (a developer's tool).

- :func:`messages` walks the code (Babel's Python extractor, with the calls of :mod:`game.i18n`
  as keywords) and the tutorial's ``lessons.json``, and sorts each message into its part
  (:data:`game.i18n.DOMAINS`): the rulebook's words, the lessons, and the rest of the game.
- :func:`unwrapped` is the other half of the guarantee: the text in the code that looks like a
  sentence for a player but is *not* wrapped in a translation call (see :data:`EXEMPT`).

``tools/i18n.py`` writes the templates and updates the catalogues from these; the tests check
that both are complete. Needs Babel (a ``dev`` dependency) for :func:`messages` only.
"""

from __future__ import annotations

import ast
import io
import json
import re
import tokenize
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent.parent
#: The translation calls: name → the arguments that are messages (Babel's keyword spec).
KEYWORDS: dict[str, Any] = {
    "_": None,
    "N_": None,
    "ngettext": (1, 2),
    "pgettext": ((1, "c"), 2),
    "npgettext": ((1, "c"), 2, 3),
}
#: Text in these is for developers (command-line tools, benchmarks, the arena), not players.
EXEMPT_MODULES = (
    # The rules core answers with reason codes and facts and keeps only the fixed English of its
    # tool and error messages (game/rules/wording.py); the text layer (game/text/) words them.
    "game/rules/",
    "game/ai/tool.py",
    "game/ai/arena.py",
    "game/ai/__main__.py",
    "game/i18n/",
    "game/_native.py",  # the build's state, for benchmarks and tests
)
#: A line ending in this comment holds no player-facing text (an id, a format, a log line).
SKIP_MARK = "# i18n: skip"
LESSON_KEYS = frozenset({"title", "summary", "text", "task", "hint", "success", "says"})


@dataclass(frozen=True)
class Message:
    """One message: its id (and plural), context, part, and where it is written."""

    msgid: str
    plural: str | None
    context: str | None
    domain: str
    where: str
    comments: tuple[str, ...] = ()


def domain_of(path: str) -> str:
    """The part a file's messages belong to."""
    folder, _, name = path.rpartition("/")
    if folder.endswith("scenes/rulebook") and name not in ("scene.py", "__init__.py"):
        return "rulebook"  # the rulebook's text and its sections (its screen is the game's)
    if path.endswith("lessons.json"):
        return "lessons"
    return "game"


def python_files(root: Path = ROOT) -> list[Path]:
    return sorted(p for p in (root / "game").rglob("*.py") if "__pycache__" not in p.parts)


def messages(root: Path = ROOT) -> list[Message]:
    """Every message of the game, in file order (duplicates kept: each with its place)."""
    from babel.messages.extract import extract

    found: list[Message] = []
    for path in python_files(root):
        rel = path.relative_to(root).as_posix()
        with path.open("rb") as fh:
            for lineno, message, comments, context in extract(
                "python", fh, keywords=KEYWORDS, comment_tags=("Translators:",)
            ):
                if isinstance(message, tuple):
                    msgid, plural = message[0], message[1]
                else:
                    msgid, plural = message, None
                if not msgid:
                    continue
                found.append(
                    Message(
                        msgid, plural, context, domain_of(rel), f"{rel}:{lineno}", tuple(comments)
                    )
                )
    lessons = root / "game" / "tutorial" / "lessons.json"
    for text in lesson_texts(json.loads(lessons.read_text(encoding="utf-8"))):
        found.append(Message(text, None, None, "lessons", "game/tutorial/lessons.json"))
    return found


def lesson_texts(node: object, key: str = "") -> Iterator[str]:
    """The player-facing strings of ``lessons.json`` (titles, texts, tasks, hints...)."""
    if isinstance(node, dict):
        for k, value in node.items():
            yield from lesson_texts(value, k)
    elif isinstance(node, list):
        for value in node:
            yield from lesson_texts(value, key)
    elif isinstance(node, str) and key in LESSON_KEYS and node.strip():
        yield node


# The other half: text that bypasses the translation layer.

_CALLS = frozenset(KEYWORDS)
# Calls whose string arguments are never shown to a player.
_DEV_CALLS = frozenset(
    {
        "print",
        "warn",
        "debug",
        "info",
        "warning",
        "error",
        "exception",
        "critical",
        "getLogger",
        "add_argument",
        "ArgumentParser",
        "add_parser",
        "add_mutually_exclusive_group",
        "getenv",
        "get",
        "setdefault",
        "pop",
        "startswith",
        "endswith",
        "split",
        "join",
        "replace",
        "strip",
        "rstrip",
        "lstrip",
        "partition",
        "rpartition",
        "index",
        "find",
        "count",
        "Color",
        "TypeVar",
        "NamedTuple",
        "namedtuple",
        "cast",
        "getattr",
        "setattr",
        "hasattr",
        "joinpath",
        "open",
        "Path",
        "asset_path",
        "format_map",
        "compile",
        "match",
        "search",
        "fullmatch",
        "sub",
        "findall",
        "finditer",
        "strftime",
        "strptime",
        "encode",
        "decode",
    }
)
_PROSE = re.compile(r"[A-Za-z]{2,}")


def looks_like_prose(text: str) -> bool:
    """A string a player might read: words with a space, or a capitalised word ("Deal")."""
    s = text.strip()
    if not _PROSE.search(s):
        return False
    if re.fullmatch(r"[a-z0-9_.:/\-]+", s):  # ids, keys, file names, module paths
        return False
    if re.fullmatch(r"[A-Z0-9_]+", s):  # CONSTANT_NAMES, env variables
        return False
    if re.fullmatch(r"#?[0-9A-Fa-f]{6,8}", s) or s.startswith(("%", "{:", "<", "@", "#")):
        return False
    if re.fullmatch(r"[\w\-]+\.(ttf|otf|png|json|wav|po|mo|txt|md|py)", s):  # file names
        return False
    if re.fullmatch(r"[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)+", s):  # dotted names
        return False
    return " " in s or bool(re.match(r"[A-Z][a-z]", s)) or any(ord(c) > 127 for c in s)


@dataclass(frozen=True)
class Bypass:
    where: str
    text: str

    def __str__(self) -> str:
        return f"{self.where}: {self.text!r}"


def _skipped_lines(source: str) -> set[int]:
    lines: set[int] = set()
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type == tokenize.COMMENT and tok.string.strip().startswith(SKIP_MARK):
            lines.add(tok.start[0])
    return lines


def _call_name(node: ast.Call) -> str:
    func = node.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def unwrapped(root: Path = ROOT) -> list[Bypass]:
    """Strings in player-facing modules that look like prose and reach no translation call.

    Left alone: docstrings; the arguments of translation calls and of developer calls (logging,
    argparse, dict ``get``...); the messages of ``raise`` (for developers: a player is shown a
    translated sentence, the detail after it); dict keys and subscripts; comparisons and
    ``match`` patterns; ``__repr__``; lines marked ``# i18n: skip``; :data:`EXEMPT_MODULES`.
    """
    out: list[Bypass] = []
    for path in python_files(root):
        rel = path.relative_to(root).as_posix()
        if any(rel.startswith(m) or rel == m for m in EXEMPT_MODULES):
            continue
        source = path.read_text(encoding="utf-8")
        tree = ast.parse(source)
        skipped = _skipped_lines(source)
        quiet: set[int] = set()  # ids of nodes under something that exempts them

        def hush(node: ast.AST, quiet: set[int] = quiet) -> None:
            for sub in ast.walk(node):
                quiet.add(id(sub))

        for node in ast.walk(tree):
            if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
                body = node.body
                if (
                    body
                    and isinstance(body[0], ast.Expr)
                    and isinstance(body[0].value, ast.Constant)
                ):
                    hush(body[0])
                if isinstance(node, ast.FunctionDef) and node.name in ("__repr__", "__str__"):
                    hush(node)
            elif isinstance(node, ast.Call):
                name = _call_name(node)
                if name in _CALLS or name in _DEV_CALLS:
                    hush(node)
            elif isinstance(node, ast.Raise) and node.exc is not None:
                hush(node.exc)
            elif isinstance(node, ast.Subscript):
                hush(node.slice)
            elif isinstance(node, ast.Compare):
                hush(node)
            elif isinstance(node, ast.Dict):
                for key in node.keys:
                    if key is not None:
                        hush(key)
            elif isinstance(node, ast.match_case):
                hush(node.pattern)
            elif isinstance(node, ast.Assert):
                hush(node)
            elif isinstance(node, (ast.AnnAssign, ast.Assign)):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                if any(isinstance(t, ast.Name) and t.id == "__all__" for t in targets):
                    hush(node)
        for node in ast.walk(tree):
            if id(node) in quiet or getattr(node, "lineno", 0) in skipped:
                continue
            if isinstance(node, ast.JoinedStr):
                for part in node.values:
                    hush(part)
                text = "".join(
                    p.value if isinstance(p, ast.Constant) and isinstance(p.value, str) else "{}"
                    for p in node.values
                )
                if looks_like_prose(text):
                    out.append(Bypass(f"{rel}:{node.lineno}", "f" + repr(text)))
            elif isinstance(node, ast.Constant) and isinstance(node.value, str):
                if looks_like_prose(node.value):
                    out.append(Bypass(f"{rel}:{node.lineno}", node.value))
    return out


__all__ = [
    "Bypass",
    "Message",
    "domain_of",
    "lesson_texts",
    "looks_like_prose",
    "messages",
    "unwrapped",
]
