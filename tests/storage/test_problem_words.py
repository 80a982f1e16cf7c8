"""Every problem storage reports is told in words, in the language current when it is shown, with
its parameters in place (the text layer: game.text.storage)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from game import i18n
from game.storage.problems import Problem, StorageProblem
from game.storage.records import RecordError, check_record
from game.text.storage import noun_of, say, shown_name, stored_name, told
from tests.storage.test_kept_records import finished


def refused() -> StorageProblem:
    """The problem of a record whose fifth move throws a card already played."""
    data = finished(11).record().to_json()
    deal = next(d for i, d in enumerate(data["deals"]) if i and d["moves"])
    deal["moves"][4] = {"action": "throw", "card": deal["moves"][1]["card"]}
    with pytest.raises(RecordError) as info:
        check_record(data)
    return info.value.problem


def example(code: Problem) -> StorageProblem:
    if code is Problem.RECORD_REFUSED:
        return refused()
    return StorageProblem(
        code,
        "stats",
        kept_as="stats.json.2026-12-01T11-42-05.bad",
        reason="No space left on device",
        folder="/data/Seep",
    )


@pytest.fixture
def english() -> Iterator[None]:
    before = i18n.language()
    i18n.set_language("en")
    yield
    i18n.set_language(before)


@pytest.mark.parametrize("code", list(Problem))
@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_every_problem_is_told_with_its_parameters_in_place(code: Problem, language: str) -> None:
    before = i18n.language()
    i18n.set_language(language)
    try:
        said = say(example(code))
    finally:
        i18n.set_language(before)
    assert said and not re.search(r"\{\w*\}", said), said


def test_the_problems_read_as_before(english: None) -> None:
    kept = "settings.json.2026-12-01T11-42-05.bad"
    assert told(
        [
            StorageProblem(Problem.DAMAGED, "settings", kept_as=kept),
            StorageProblem(Problem.OTHER_VERSION, "game", left_as_is=True),
            StorageProblem(Problem.VALUES_LEFT_OUT, "tutorial"),
            StorageProblem(Problem.SAVE_FAILED, "stats", reason="Disk full"),
            StorageProblem(Problem.UNOPENABLE, "odd"),
        ]
    ) == [
        "Your settings file was damaged, so Seep is using a fresh one. The old file was kept as"
        f" {kept}.",
        "Your saved game came from a different version of Seep, so Seep is using a fresh one."
        " The file was left as it is.",
        "Some values in your tutorial progress could not be read and were left out; the rest was"
        " kept. Seep could not keep a copy of the file as it was.",
        "Seep could not save your statistics file (Disk full).",
        "Your odd file could not be opened, so Seep is using a fresh one.",
    ]


def test_a_problem_is_worded_in_the_language_current_when_it_is_shown() -> None:
    problem = StorageProblem(Problem.DAMAGED, "stats", kept_as="stats.json.x.bad")
    before = i18n.language()
    try:
        i18n.set_language("en")
        english = say(problem)
        i18n.set_language("hi")
        hindi = say(problem)
    finally:
        i18n.set_language(before)
    assert english.startswith("Your statistics file was damaged")
    assert hindi != english and "stats.json.x.bad" in hindi


def test_the_default_name_is_shown_in_the_players_language(english: None) -> None:
    assert shown_name("You") == "You" and shown_name("Jas") == "Jas"
    assert stored_name("You") == "You" and stored_name("Kim") == "Kim"
    assert noun_of("settings") == "settings file" and noun_of("odd") == "odd file"
