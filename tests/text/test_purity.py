"""The text layer and storage import no pygame: words and files are made the same for a screen,
a listener, a headless tool or a friend's client across the network."""

from __future__ import annotations

import pytest

from tests.purity import import_all


@pytest.mark.parametrize(
    ("package", "sample"),
    [("game.text", "game.text.words"), ("game.storage", "game.storage.store")],
)
def test_imports_no_pygame(package: str, sample: str) -> None:
    bad, imported = import_all(package)
    assert bad == [] and sample in imported
