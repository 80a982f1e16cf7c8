"""Fixtures of the language tests: each test ends in English, and ``marked`` switches to the
made-up « » language for one test."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game import i18n
from tests.i18n.languages import Marked


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.fixture
def marked() -> Iterator[None]:
    i18n.install("xx", Marked())
    try:
        assert i18n.set_language("xx")
        yield
    finally:
        i18n.set_language("en")
        i18n.forget()
