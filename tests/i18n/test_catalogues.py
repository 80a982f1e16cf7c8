"""The catalogues are complete and faithful: every message the code and the lessons have is in
each language's catalogue and translated, no placeholder is lost or added, the glossary's words
are used, and no player-facing text in the code bypasses the translation layer."""

from __future__ import annotations

import functools
import gettext
import io
import json
import re
import string
from pathlib import Path

import pytest
from babel.messages.pofile import read_po as babel_read_po

from game import i18n
from game.i18n.extract import looks_like_prose, messages, unwrapped
from game.i18n.po import compile_po, parse_po, read_po

ROOT = Path(__file__).resolve().parents[2]
LOCALE = ROOT / "assets" / "locale"
TARGETS = [code for code in i18n.LANGUAGES if code != "en"]


@functools.cache
def _catalogue(code: str, domain: str) -> dict[tuple[str | None, str], object]:
    path = LOCALE / code / f"{domain}.po"
    return {(e.msgctxt, e.msgid): e for e in parse_po(path.read_text(encoding="utf-8")) if e.msgid}


@pytest.fixture(scope="module")
def code_messages() -> list[object]:
    return list(messages(ROOT))


def test_the_code_has_its_messages(code_messages: list[object]) -> None:
    # The extractor sees the game's sentences (a sanity check of the check itself).
    ids = {m.msgid for m in code_messages}  # type: ignore[attr-defined]
    assert "Capture the card worth the most points." in ids  # lessons.json
    assert len(ids) > 500


@pytest.mark.parametrize("code", TARGETS)
def test_every_message_is_translated(code: str, code_messages: list[object]) -> None:
    missing = []
    for m in code_messages:
        cat = _catalogue(code, m.domain)  # type: ignore[attr-defined]
        entry = cat.get((m.context, m.msgid))  # type: ignore[attr-defined]
        if entry is None or not entry.translated:  # type: ignore[attr-defined]
            missing.append(f"{m.where}: {m.msgid!r}")  # type: ignore[attr-defined]
    assert not missing, f"{len(missing)} messages untranslated in {code}, e.g. {missing[:5]}"


def _fields(text: str) -> list[str]:
    try:
        return sorted(name for _, name, _, _ in string.Formatter().parse(text) if name is not None)
    except ValueError:
        return ["<malformed>"]


@pytest.mark.parametrize("code", TARGETS)
@pytest.mark.parametrize("domain", i18n.DOMAINS)
def test_placeholders_kept(code: str, domain: str) -> None:
    bad = []
    for entry in _catalogue(code, domain).values():
        if not entry.translated:  # type: ignore[attr-defined]
            continue
        sources = [entry.msgid]  # type: ignore[attr-defined]
        if entry.msgid_plural:  # type: ignore[attr-defined]
            sources.append(entry.msgid_plural)  # type: ignore[attr-defined]
        wanted = set(_fields(sources[-1])) | set(_fields(sources[0]))
        for form in entry.msgstr.values():  # type: ignore[attr-defined]
            got = set(_fields(form))
            # Every form keeps the fields; a singular may drop {n} ("one card", "एक पत्ता").
            if got - wanted or (wanted - got) - {"n", "count"}:
                bad.append(f"{entry.msgid!r} -> {form!r}")  # type: ignore[attr-defined]
    assert not bad, bad[:5]


@pytest.mark.parametrize("code", TARGETS)
def test_bold_marks_kept(code: str) -> None:
    bad = []
    for entry in _catalogue(code, "rulebook").values():
        if entry.translated:  # type: ignore[attr-defined]
            want = entry.msgid.count("**")  # type: ignore[attr-defined]
            for form in entry.msgstr.values():  # type: ignore[attr-defined]
                if form.count("**") != want:
                    bad.append(entry.msgid)  # type: ignore[attr-defined]
    assert not bad, bad[:5]


@pytest.mark.parametrize("code", TARGETS)
def test_glossary_terms_used(code: str) -> None:
    glossary = json.loads((LOCALE / "glossary.json").read_text(encoding="utf-8"))
    bad = []
    for domain in i18n.DOMAINS:
        for entry in _catalogue(code, domain).values():
            if not entry.translated:  # type: ignore[attr-defined]
                continue
            # The English words, not the names of placeholders or formats ({house}, seep-record/1).
            english = re.sub(r"\{[^}]*\}|seep-[a-z]+/\d+", "", entry.msgid)  # type: ignore[attr-defined]
            for name, term in glossary["terms"].items():
                if re.search(term["en"], english):
                    forms = term[code]
                    for text in entry.msgstr.values():  # type: ignore[attr-defined]
                        if not any(f in text for f in forms):
                            bad.append(f"{name}: {entry.msgid!r} -> {text!r}")  # type: ignore[attr-defined]
    assert not bad, f"{len(bad)} translations without the glossary's word, e.g. {bad[:4]}"


@pytest.mark.parametrize("code", TARGETS)
def test_translations_are_in_the_languages_script(code: str) -> None:
    script = {"hi": (0x0900, 0x097F), "pa": (0x0A00, 0x0A7F)}[code]
    bad = []
    for domain in i18n.DOMAINS:
        for entry in _catalogue(code, domain).values():
            for text in entry.msgstr.values():  # type: ignore[attr-defined]
                # Not the placeholders, nor a name in brackets ("(prismatoid)").
                bare = re.sub(r"\{[^}]*\}|\([A-Za-z\-]+\)", "", text)
                letters = [c for c in bare if c.isalpha()]
                native = [c for c in letters if script[0] <= ord(c) <= script[1]]
                if len(letters) >= 6 and len(native) < len(letters) / 2:
                    bad.append(text)
    assert not bad, bad[:5]


def test_nothing_bypasses_the_translation_layer() -> None:
    found = unwrapped(ROOT)
    assert not found, "\n".join(map(str, found[:30])) + f"\n... {len(found)} in all"


def test_the_scanner_sees_prose() -> None:
    assert looks_like_prose("Your turn")
    assert looks_like_prose("Deal")
    assert not looks_like_prose("seep-record/1")
    assert not looks_like_prose("#E0B84C")
    assert not looks_like_prose("NotoSans-Regular.ttf")


def test_scanner_flags_a_bare_sentence(tmp_path: Path) -> None:
    game = tmp_path / "game" / "scenes"
    game.mkdir(parents=True)
    (tmp_path / "game" / "tutorial").mkdir()
    (game / "x.py").write_text(
        "from game.i18n import _\n"
        'A = _("Wrapped sentence")\n'
        'B = "Not wrapped at all"\n'
        'C = "an id like this"  # i18n: skip\n'
        'def f(n):\n    return f"{n} cards left"\n'
    )
    found = [b.text for b in unwrapped(tmp_path)]
    assert found == ["Not wrapped at all", "f'{} cards left'"]


@pytest.mark.parametrize("code", TARGETS)
@pytest.mark.parametrize("domain", i18n.DOMAINS)
def test_po_reader_agrees_with_babel(code: str, domain: str) -> None:
    path = LOCALE / code / f"{domain}.po"
    ours = read_po(path.read_text(encoding="utf-8"))
    with path.open("rb") as fh:
        theirs = babel_read_po(fh)
    expected = {}
    for m in theirs:
        if not m.id or m.fuzzy:
            continue
        key = m.id if isinstance(m.id, str) else m.id[0]
        key = key if m.context is None else f"{m.context}\x04{key}"
        forms = (m.string,) if isinstance(m.string, str) else tuple(m.string)
        if all(forms):
            expected[key] = forms
    assert {k: v for k, v in ours.items() if k} == expected


def test_compiled_catalogue_reads_back() -> None:
    po = (
        'msgid ""\nmsgstr "Content-Type: text/plain; charset=UTF-8\\n"\n'
        '"Plural-Forms: nplurals=2; plural=(n > 1);\\n"\n\n'
        'msgid "Deal"\nmsgstr "दौर"\n\n'
        'msgctxt "button"\nmsgid "Deal"\nmsgstr "बाँटिए"\n\n'
        'msgid "{n} card"\nmsgid_plural "{n} cards"\nmsgstr[0] "{n} पत्ता"\nmsgstr[1] "{n} पत्ते"\n\n'
        '#, fuzzy\nmsgid "Seep"\nmsgstr "झाड़ू"\n\n'
        'msgid "Empty"\nmsgstr ""\n'
    )
    t = gettext.GNUTranslations(io.BytesIO(compile_po(po)))
    assert t.gettext("Deal") == "दौर"
    assert t.pgettext("button", "Deal") == "बाँटिए"
    assert t.ngettext("{n} card", "{n} cards", 1) == "{n} पत्ता"
    assert t.ngettext("{n} card", "{n} cards", 2) == "{n} पत्ते"
    assert t.gettext("Seep") == "Seep"  # fuzzy: English
    assert t.gettext("Empty") == "Empty"  # untranslated: English, never a key


def test_language_switch_and_fallback() -> None:
    class Made(gettext.NullTranslations):
        def gettext(self, message: str) -> str:
            return {"Deal": "«Deal»"}.get(message, message)

    heard: list[str] = []
    unsubscribe = i18n.on_change(heard.append)
    try:
        i18n.install("xx", Made())
        assert i18n.set_language("xx")
        assert i18n._("Deal") == "«Deal»"
        assert i18n._("Not in it") == "Not in it"
        assert not i18n.set_language("xx")  # no change, no news
        i18n.set_language("zz")  # unknown: English
        assert i18n.language() == "en" and i18n._("Deal") == "Deal"
    finally:
        unsubscribe()
        i18n.forget()
    assert heard == ["xx", "en"]


@pytest.mark.parametrize(
    ("env", "code"),
    [
        ({"LANG": "hi_IN.UTF-8"}, "hi"),
        ({"LANG": "pa_IN.UTF-8"}, "pa"),
        ({"LANGUAGE": "pa:en", "LANG": "en_GB.UTF-8"}, "pa"),
        ({"LANG": "fr_FR.UTF-8"}, "en"),
        ({"LANG": "C"}, "en"),
        ({}, "en"),
    ],
)
def test_system_language(env: dict[str, str], code: str) -> None:
    assert i18n.system_language(env) == code


@pytest.mark.parametrize("code", TARGETS)
def test_shipped_catalogue_loads(code: str) -> None:
    i18n.forget()
    i18n.problems.clear()  # (a list for the whole process: start this test's own)
    i18n.set_language(code)
    i18n.catalog(code)
    assert i18n.problems == []
    translated = i18n._("Capture the card worth the most points.")
    assert translated != "Capture the card worth the most points."


def test_built_in_english_words_match_the_glossary() -> None:
    from game.i18n.words import ENGLISH

    glossary = json.loads((LOCALE / "glossary.json").read_text(encoding="utf-8"))
    for table, by_language in ENGLISH.items():
        assert glossary[table]["en"] == by_language["en"], table


@pytest.mark.parametrize(
    ("code", "shown", "heard"),
    [
        ("hi", "पूर्व ने 10♦ से 5♥ उठाया।", "पूर्व ने ईंट के दहले से पान का पंजा उठाया।"),
        ("pa", "ਪੂਰਬ: A♦ ਨਾਲ Q♥ ਚੁੱਕਿਆ।", "ਪੂਰਬ: ਇੱਟ ਦੇ ਯੱਕੇ ਨਾਲ ਪਾਨ ਦੀ ਬੇਗੀ ਚੁੱਕਿਆ।"),
        (
            "en",
            "East took the 5♥ with the 10♦.",
            "East took the five of hearts with the ten of diamonds.",
        ),
    ],
)
def test_a_card_before_a_postposition_is_said_in_the_oblique(
    code: str, shown: str, heard: str
) -> None:
    from game.text.spoken import for_the_ear

    i18n.set_language(code)
    assert for_the_ear(shown) == heard
