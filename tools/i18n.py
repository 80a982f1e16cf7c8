#!/usr/bin/env python3
"""The translation catalogues: extract, update, compile, and report coverage.

The catalogues are gettext files, one per language and part of the game (``game``, ``lessons``,
``rulebook``): ``assets/locale/<code>/<part>.po``, made from the templates
``assets/locale/templates/<part>.pot``. Needs Babel (``pip install -e '.[dev]'``).

Usage::

    python tools/i18n.py extract      # templates from the code and lessons.json
    python tools/i18n.py update       # extract, then bring hi and pa up to date (new: empty)
    python tools/i18n.py compile      # .po -> .mo next to them (the build does this too)
    python tools/i18n.py stats        # coverage per language and part; last line JSON
    python tools/i18n.py check        # text in the code that bypasses the translation layer
    python tools/i18n.py update hi lessons   # only that catalogue (translators: your own file)
    python tools/i18n.py todo hi game        # its untranslated messages, as JSON lines
    python tools/i18n.py todo hi game 1/2    # the first of two even shares (two translators)
    python tools/i18n.py fill hi game FILE   # merge translations: JSON lines
            {"id": msgid, "ctx": context or null, "str": "..." or ["one", "many"]}
"""

from __future__ import annotations

import argparse
import contextlib
import fcntl
import io
import json
import sys
import zlib
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from babel.messages.catalog import Catalog  # noqa: E402
from babel.messages.pofile import read_po, write_po  # noqa: E402

from game.i18n import DOMAINS, LANGUAGES  # noqa: E402
from game.i18n.extract import messages, unwrapped  # noqa: E402
from game.i18n.po import compile_file, parse_po  # noqa: E402

LOCALE = ROOT / "assets" / "locale"
TARGETS = [code for code in LANGUAGES if code != "en"]
PLURALS = {"hi": "nplurals=2; plural=(n > 1);", "pa": "nplurals=2; plural=(n > 1);"}
TEAM = {"hi": "Hindi <hi@li.org>", "pa": "Punjabi <pa@li.org>"}


def templates() -> dict[str, Catalog]:
    cats = {d: Catalog(project="Seep", fuzzy=False) for d in DOMAINS}
    for m in messages(ROOT):
        msgid = m.msgid if m.plural is None else (m.msgid, m.plural)
        cats[m.domain].add(
            msgid,
            locations=[(m.where.split(":")[0], None)],
            auto_comments=list(m.comments),
            context=m.context,
        )
    return cats


# Header lines that change on every run or only hold Babel's placeholders: left out, so a
# catalogue changes only when its messages do.
_NOISE = ('"POT-Creation-Date:', '"PO-Revision-Date:', '"Last-Translator:')
_NOISE += ('"Report-Msgid-Bugs-To:',)
_HEAD = [
    "# Seep's translation catalogue: see docs/translating.md (corrections welcome).",
    "# This file is distributed under the same license as the Seep project.",
    "#",
]


def _write(catalog: Catalog, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=100, include_lineno=False, sort_output=False)
    lines = buffer.getvalue().decode("utf-8").splitlines()
    start = next(i for i, ln in enumerate(lines) if ln.startswith("msgid"))
    body = [ln for ln in lines[start:] if not ln.startswith(_NOISE)]
    path.write_text("\n".join([*_HEAD, *body]) + "\n", encoding="utf-8")


def extract() -> dict[str, Catalog]:
    cats = templates()
    for domain, cat in cats.items():
        _write(cat, LOCALE / "templates" / f"{domain}.pot")
        print(f"templates/{domain}.pot: {len(cat)} messages")
    return cats


def update(only: list[str] | None = None) -> None:
    cats = extract()
    codes = [only[0]] if only else TARGETS
    for code in codes:
        for domain, template in cats.items():
            if only and len(only) > 1 and domain != only[1]:
                continue
            path = LOCALE / code / f"{domain}.po"
            path.parent.mkdir(parents=True, exist_ok=True)
            with _locked(path):
                if path.exists():
                    with path.open("rb") as fh:
                        cat = read_po(fh, locale=code)
                else:
                    cat = Catalog(locale=code, project="Seep", fuzzy=False)
                cat.update(template, no_fuzzy_matching=True)
                cat.obsolete.clear()
                cat.language_team = TEAM[code]
                _write_with_plurals(cat, path, code)
            print(f"{code}/{domain}.po updated")


def _write_with_plurals(cat: Catalog, path: Path, code: str) -> None:
    _write(cat, path)
    text = path.read_text(encoding="utf-8")
    lines = [ln for ln in text.splitlines() if not ln.startswith('"Plural-Forms:')]
    for i, ln in enumerate(lines):
        if ln.startswith('"Content-Type:'):
            lines.insert(i, f'"Plural-Forms: {PLURALS[code]}\\n"')
            break
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def compile_all() -> None:
    for code in TARGETS:
        for domain in DOMAINS:
            po = LOCALE / code / f"{domain}.po"
            if po.exists():
                compile_file(po, po.with_suffix(".mo"))
                print(f"{code}/{domain}.mo")


def _first(msgid: object) -> str:
    return msgid if isinstance(msgid, str) else str(msgid[0])  # type: ignore[index]


def stats() -> dict[str, object]:
    cats = templates()
    out: dict[str, object] = {}
    for code in TARGETS:
        per: dict[str, object] = {}
        done_all = total_all = 0
        for domain, template in cats.items():
            wanted = {
                (m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in template if m.id
            }
            path = LOCALE / code / f"{domain}.po"
            have = set()
            if path.exists():
                for e in parse_po(path.read_text(encoding="utf-8")):
                    if e.msgid and e.translated:
                        have.add((e.msgctxt, e.msgid))
            done = len(wanted & have)
            per[domain] = {"translated": done, "total": len(wanted)}
            done_all += done
            total_all += len(wanted)
            share = 100 * done / max(1, len(wanted))
            print(f"{code} {domain:9} {done:5}/{len(wanted):<5} {share:6.1f}%")
        per["all"] = {
            "translated": done_all,
            "total": total_all,
            "percent": round(100 * done_all / max(1, total_all), 1),
        }
        out[code] = per
    print(json.dumps(out, ensure_ascii=False))
    return out


def check() -> int:
    found = unwrapped(ROOT)
    for b in found:
        print(b)
    print(json.dumps({"unwrapped": len(found)}))
    return 1 if found else 0


def todo(code: str, domain: str, share: str = "1/1") -> None:
    """The untranslated messages; ``share`` ``"k/n"`` keeps the k-th of n even shares (by a
    stable hash of the message), for n translators of one catalogue."""
    k, n = (int(x) for x in share.split("/"))
    path = LOCALE / code / f"{domain}.po"
    for e in parse_po(path.read_text(encoding="utf-8")):
        if n > 1 and zlib.crc32(e.key.encode()) % n != k - 1:
            continue
        if e.msgid and not e.translated:
            item: dict[str, object] = {"id": e.msgid, "ctx": e.msgctxt}
            if e.msgid_plural is not None:
                item["plural"] = e.msgid_plural
            print(json.dumps(item, ensure_ascii=False))


@contextlib.contextmanager
def _locked(path: Path) -> Iterator[None]:
    """Hold ``path``'s lock file: two translators filling one catalogue take turns."""
    with path.with_suffix(".lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def fill(code: str, domain: str, source: str) -> None:
    """Merge translations (JSON lines) into one catalogue; unknown ids are reported."""
    path = LOCALE / code / f"{domain}.po"
    with _locked(path):
        _fill(path, code, source)


def _fill(path: Path, code: str, source: str) -> None:
    with path.open("rb") as fh:
        cat = read_po(fh, locale=code)
    done = missing = 0
    for number, line in enumerate(Path(source).read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        item = json.loads(line)
        msg = None
        for m in cat:
            mid = m.id if isinstance(m.id, str) else m.id[0]
            if mid == item["id"] and m.context == item.get("ctx"):
                msg = m
                break
        if msg is None:
            print(f"{source}:{number}: not in {path.name}: {item['id'][:60]!r}")
            missing += 1
            continue
        value = item["str"]
        msg.string = tuple(value) if isinstance(msg.id, tuple) else value
        msg.flags.discard("fuzzy")
        done += 1
    _write_with_plurals(cat, path, code)
    print(json.dumps({"filled": done, "unknown": missing}))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "command", choices=["extract", "update", "compile", "stats", "check", "todo", "fill"]
    )
    parser.add_argument("args", nargs="*")
    a = parser.parse_args(argv)
    if a.command == "extract":
        extract()
    elif a.command == "update":
        update(a.args or None)
    elif a.command == "compile":
        compile_all()
    elif a.command == "stats":
        stats()
    elif a.command == "check":
        return check()
    elif a.command == "todo":
        todo(*a.args)
    elif a.command == "fill":
        fill(*a.args)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
