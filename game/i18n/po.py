"""Reading gettext catalogues (``.po``) and compiling them (``.mo``), with no tool installed.

The game runs from a checkout as well as from a wheel or the one-file build. The build compiles
``assets/locale/*.po`` to ``.mo`` (:func:`compile_file`); where no fresh ``.mo`` is found the
game reads the ``.po`` itself (:func:`read_po`), so a translator's edit shows at the next start.
Only what gettext needs is kept: the header, ``msgctxt``, ``msgid``, ``msgid_plural`` and
``msgstr``/``msgstr[n]``; comments and obsolete (``#~``) entries are skipped, and so are
**fuzzy** entries and empty translations, which fall back to English.

>>> entries = read_po('msgid ""\\nmsgstr "Plural-Forms: nplurals=2; plural=(n > 1);\\\\n"\\n'
...     '\\nmsgctxt "card"\\nmsgid "house"\\nmsgstr "ghar"\\n'
...     '\\n#, fuzzy\\nmsgid "seep"\\nmsgstr "sweep"\\n')
>>> sorted(entries)
['', 'card\\x04house']
>>> entries['card\\x04house']
('ghar',)
"""

from __future__ import annotations

import ast
import struct
from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class PoEntry:
    """One entry of a ``.po`` file, as written."""

    msgid: str = ""
    msgid_plural: str | None = None
    msgctxt: str | None = None
    msgstr: dict[int, str] = field(default_factory=dict)
    flags: set[str] = field(default_factory=set)
    comments: list[str] = field(default_factory=list)
    line: int = 0

    @property
    def key(self) -> str:
        """The key gettext looks up: ``context EOT msgid``."""
        return self.msgid if self.msgctxt is None else f"{self.msgctxt}\x04{self.msgid}"

    @property
    def translated(self) -> bool:
        """Has a translation (every form non-empty) and is not fuzzy."""
        return bool(self.msgstr) and all(self.msgstr.values()) and "fuzzy" not in self.flags


class PoError(ValueError):
    """A ``.po`` file that cannot be read, with the line it failed at."""


def _unquote(text: str, line: int) -> str:
    text = text.strip()
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        raise PoError(f"line {line}: expected a quoted string, found {text[:40]!r}")
    try:
        value = ast.literal_eval(text)
    except (SyntaxError, ValueError) as exc:
        raise PoError(f"line {line}: bad string {text[:40]!r}") from exc
    if not isinstance(value, str):
        raise PoError(f"line {line}: bad string {text[:40]!r}")
    return value


def parse_po(text: str) -> list[PoEntry]:
    """Every live entry of a ``.po`` text, the header (``msgid ""``) first if it has one.

    Raises:
        PoError: the text is not a ``.po`` file.
    """
    entries: list[PoEntry] = []
    entry = PoEntry()
    target: tuple[str, int] | None = None  # which field continuation lines extend
    started = False

    def finish() -> None:
        nonlocal entry, started, target
        if started:
            entries.append(entry)
        entry, started, target = PoEntry(), False, None

    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#"):
            if started and target is not None and target[0] != "msgctxt":
                finish()
            if line.startswith("#,"):
                entry.flags.update(f.strip() for f in line[2:].split(",") if f.strip())
            elif line.startswith("#.") or line.startswith("#:"):
                entry.comments.append(line)
            continue
        if line.startswith('"'):
            if target is None:
                raise PoError(f"line {number}: a string continues nothing")
            value = _unquote(line, number)
            name, index = target
            if name == "msgid":
                entry.msgid += value
            elif name == "msgid_plural":
                entry.msgid_plural = (entry.msgid_plural or "") + value
            elif name == "msgctxt":
                entry.msgctxt = (entry.msgctxt or "") + value
            else:
                entry.msgstr[index] += value
            continue
        keyword, _, rest = line.partition(" ")
        if keyword == "msgctxt" or (keyword == "msgid" and target and target[0] == "msgstr"):
            finish()
        if keyword == "msgctxt":
            entry.msgctxt, target, started = _unquote(rest, number), ("msgctxt", 0), True
            entry.line = entry.line or number
        elif keyword == "msgid":
            entry.msgid, target, started = _unquote(rest, number), ("msgid", 0), True
            entry.line = entry.line or number
        elif keyword == "msgid_plural":
            entry.msgid_plural, target = _unquote(rest, number), ("msgid_plural", 0)
        elif keyword == "msgstr":
            entry.msgstr[0], target = _unquote(rest, number), ("msgstr", 0)
        elif keyword.startswith("msgstr[") and keyword.endswith("]"):
            try:
                index = int(keyword[7:-1])
            except ValueError as exc:
                raise PoError(f"line {number}: bad plural index {keyword!r}") from exc
            entry.msgstr[index], target = _unquote(rest, number), ("msgstr", index)
        else:
            raise PoError(f"line {number}: unknown keyword {keyword!r}")
    finish()
    return entries


def read_po(text: str) -> dict[str, tuple[str, ...]]:
    """The translations of a ``.po`` text by gettext key (the header under ``''``), plural
    forms in order; untranslated and fuzzy entries are left out."""
    out: dict[str, tuple[str, ...]] = {}
    for entry in parse_po(text):
        if entry.msgid == "" and entry.msgctxt is None:
            out[""] = (entry.msgstr.get(0, ""),)
        elif entry.translated:
            out[entry.key] = tuple(entry.msgstr[i] for i in sorted(entry.msgstr))
    return out


def compile_mo(entries: dict[str, tuple[str, ...]], plurals: dict[str, str] | None = None) -> bytes:
    """A GNU ``.mo`` file of ``entries`` (as from :func:`read_po`); ``plurals`` maps a key to
    its ``msgid_plural`` (a plural entry's key is ``msgid NUL msgid_plural`` in a ``.mo``)."""
    plurals = plurals or {}
    items: list[tuple[bytes, bytes]] = []
    for key, forms in entries.items():
        plural = plurals.get(key)
        text = key if plural is None else f"{key}\x00{plural}"
        items.append((text.encode(), "\x00".join(forms).encode()))
    items.sort()
    n = len(items)
    ids = bytearray()
    strs = bytearray()
    offsets = []
    for raw, target in items:
        offsets.append((len(ids), len(raw), len(strs), len(target)))
        ids += raw + b"\x00"
        strs += target + b"\x00"
    header = 7 * 4
    start_ids = header + 16 * n
    start_strs = start_ids + len(ids)
    table_ids = b"".join(struct.pack("<II", ln, start_ids + off) for off, ln, _, _ in offsets)
    table_strs = b"".join(struct.pack("<II", ln, start_strs + off) for _, _, off, ln in offsets)
    head = struct.pack("<7I", 0x950412DE, 0, n, header, header + 8 * n, 0, 0)
    return head + table_ids + table_strs + bytes(ids) + bytes(strs)


def compile_po(text: str) -> bytes:
    """The ``.mo`` bytes of a ``.po`` text."""
    entries: dict[str, tuple[str, ...]] = {}
    plurals: dict[str, str] = {}
    for entry in parse_po(text):
        if entry.msgid == "" and entry.msgctxt is None:
            entries[""] = (entry.msgstr.get(0, ""),)
        elif entry.translated:
            entries[entry.key] = tuple(entry.msgstr[i] for i in sorted(entry.msgstr))
            if entry.msgid_plural is not None:
                plurals[entry.key] = entry.msgid_plural
    return compile_mo(entries, plurals)


def compile_file(po: Path, mo: Path) -> Path:
    """Compile ``po`` into ``mo``; return ``mo``."""
    mo.write_bytes(compile_po(po.read_text(encoding="utf-8")))
    return mo


__all__ = ["PoEntry", "PoError", "compile_file", "compile_mo", "compile_po", "parse_po", "read_po"]
