"""Speech in the player's language: espeak-ng speaks Hindi and Punjabi with their own voices
(followed live), and really renders them."""

from __future__ import annotations

import shutil

import pytest

from game import i18n
from game.speech import espeak


class Player:
    def __init__(self) -> None:
        self.played: list[bytes] = []

    def play(self, wav: bytes) -> None:
        self.played.append(wav)

    def busy(self) -> bool:
        return False

    def stop(self) -> None:
        pass


def test_the_voice_follows_the_language(monkeypatch: pytest.MonkeyPatch) -> None:
    voices: list[str] = []

    def fake_render(
        text: str,
        *,
        voice: str = "en",
        rate: int = 175,
        program: str | None = None,
        pitch: int = 50,
    ) -> bytes:
        voices.append(voice)
        return b"RIFF....WAVE"

    monkeypatch.setattr(espeak, "espeak_program", lambda: "espeak-ng")
    monkeypatch.setattr(espeak, "render", fake_render)
    backend = espeak.EspeakBackend(Player())
    for code in ("en", "pa", "hi", "en"):
        i18n.set_language(code)
        backend.speak(i18n._("Your turn"), False)
    assert voices == ["en", "pa", "hi", "en"]


@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng is not installed")
@pytest.mark.parametrize(("voice", "text"), [("pa", "ਤੁਹਾਡੀ ਵਾਰੀ। ਸੀਪ!"), ("hi", "आपकी बारी। सीप!")])
def test_espeak_speaks_punjabi_and_hindi(voice: str, text: str) -> None:
    wav = espeak.render(text, voice=voice)
    assert wav[:4] == b"RIFF" and len(wav) > 20_000  # real speech, not an empty file
