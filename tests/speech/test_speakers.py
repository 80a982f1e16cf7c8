"""The speakers: the interface, the record file, the background thread and its fall-through,
and the real backends where this machine has them."""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import threading
import time
from pathlib import Path

import pytest

from game.speech import MemorySpeaker, RecordingSpeaker, SilentSpeaker, Speaker, open_speaker
from game.speech.background import BackgroundSpeaker
from game.speech.choose import env_spec, parse_spec
from game.speech.espeak import EspeakBackend, render
from game.speech.speaker import read_record
from tests.purity import import_all


class FakeBackend:
    """Remembers what it was asked; can be told to fail or to block."""

    def __init__(self, name: str = "fake", fail_on: str | None = None) -> None:
        self.name = name
        self.fail_on = fail_on
        self.said: list[tuple[str, bool]] = []
        self.stops = 0
        self.closed = False
        self.gate = threading.Event()
        self.gate.set()
        self.cuts = 0

    def speak(self, text: str, interrupt: bool) -> None:
        if text == self.fail_on:
            raise OSError("the device went away")
        self.said.append((text, interrupt))
        self.gate.wait(5)

    def stop(self) -> None:
        self.stops += 1

    def cut(self) -> None:
        self.cuts += 1
        self.gate.set()

    def close(self) -> None:
        self.closed = True


def test_speech_imports_no_pygame() -> None:
    bad, imported = import_all("game.speech")
    assert bad == [] and "game.speech.background" in imported


def test_every_speaker_meets_the_interface(tmp_path: Path) -> None:
    speakers = [SilentSpeaker(), MemorySpeaker(), RecordingSpeaker(tmp_path / "r.jsonl")]
    speakers.append(BackgroundSpeaker([("fake", FakeBackend)]))
    for s in speakers:
        assert isinstance(s, Speaker)
        s.speak("hello")
        s.stop()
        s.close()


def test_record_file_has_one_json_line_per_utterance(tmp_path: Path) -> None:
    ticks = iter([10.0, 10.5, 12.25])
    path = tmp_path / "sub" / "speech.jsonl"
    rec = RecordingSpeaker(path, clock=lambda: next(ticks))
    rec.speak("East took the ace of spades with the ace of hearts.")
    rec.speak("Your turn.", interrupt=True)
    lines = path.read_text(encoding="utf-8").splitlines()
    assert [json.loads(line) for line in lines] == [
        {
            "t": 0.5,
            "text": "East took the ace of spades with the ace of hearts.",
            "interrupt": False,
        },
        {"t": 2.25, "text": "Your turn.", "interrupt": True},
    ]
    rec.close()
    assert [u.text for u in read_record(path)][1] == "Your turn."


def test_record_to_a_folder_that_cannot_be_written_is_silent(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    rec = RecordingSpeaker(blocker / "speech.jsonl")
    rec.speak("nothing breaks")  # no exception
    assert not (blocker / "speech.jsonl").exists()


def test_background_speaker_speaks_in_order_off_the_calling_thread() -> None:
    backend = FakeBackend()
    threads: list[str] = []
    delivered: list[str] = []

    def make() -> FakeBackend:
        threads.append(threading.current_thread().name)
        return backend

    speaker = BackgroundSpeaker([("fake", make)], on_delivered=lambda t, _at: delivered.append(t))
    for text in ("one", "two", "three"):
        speaker.speak(text)
    assert speaker.wait_idle()
    assert [t for t, _ in backend.said] == ["one", "two", "three"]
    assert delivered == ["one", "two", "three"]
    assert threads == ["seep-speech"]
    assert speaker.name == "fake"
    speaker.close()
    assert backend.closed


def test_interrupt_drops_what_waits_and_cuts_what_is_said() -> None:
    backend = FakeBackend()
    backend.gate.clear()  # the first text "plays" until it is cut
    speaker = BackgroundSpeaker([("fake", lambda: backend)])
    speaker.speak("a long sentence")
    deadline = time.monotonic() + 5
    while not backend.said and time.monotonic() < deadline:
        time.sleep(0.001)
    speaker.speak("queued, then dropped")
    speaker.speak("the focused card", interrupt=True)
    assert speaker.wait_idle()
    assert [t for t, _ in backend.said] == ["a long sentence", "the focused card"]
    assert backend.cuts >= 1 and backend.stops >= 1
    speaker.close()


def test_a_backend_that_cannot_start_or_fails_falls_through() -> None:
    def broken() -> FakeBackend:
        raise ImportError("No module named 'prism'")

    second = FakeBackend("second", fail_on="boom")
    third = FakeBackend("third")
    speaker = BackgroundSpeaker(
        [("prism", broken), ("second", lambda: second), ("third", lambda: third)]
    )
    speaker.speak("hello")
    speaker.speak("boom")
    speaker.speak("after")
    assert speaker.wait_idle()
    assert [t for t, _ in second.said] == ["hello"]
    assert [t for t, _ in third.said] == ["boom", "after"]  # the failed text is said again
    assert speaker.failures[0].startswith("prism: No module")
    assert speaker.name == "third"
    speaker.close()


def test_no_backend_left_means_silence_not_an_error() -> None:
    def broken() -> FakeBackend:
        raise OSError("no daemon")

    speaker = BackgroundSpeaker([("a", broken)])
    speaker.speak("anyone?")
    assert speaker.wait_idle()
    assert speaker.name == "silence"
    speaker.close()


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("auto", "auto"),
        ("OFF", "off"),
        (" prism ", "prism"),
        ("speechd", "speechd"),
        ("espeak", "espeak"),
    ],
)
def test_spec_names(text: str, kind: str) -> None:
    assert parse_spec(text).kind == kind


def test_spec_record_and_errors(tmp_path: Path) -> None:
    spec = parse_spec(f"record:{tmp_path}/x.jsonl")
    assert spec.kind == "record" and spec.path == tmp_path / "x.jsonl"
    for bad in ("loud", "record:", ""):
        with pytest.raises(ValueError, match="SEEP_SPEECH must be"):
            parse_spec(bad)
    assert env_spec({}) is None
    assert env_spec({"SEEP_SPEECH": "off"}) == parse_spec("off")
    assert isinstance(open_speaker(parse_spec("off")), SilentSpeaker)
    assert isinstance(open_speaker(spec), RecordingSpeaker)


def test_espeak_backend_needs_a_player() -> None:
    if shutil.which("espeak-ng") is None and shutil.which("espeak") is None:
        with pytest.raises(FileNotFoundError):
            EspeakBackend(None)
    else:
        with pytest.raises(RuntimeError, match="no sound device"):
            EspeakBackend(None)


class FakePlayer:
    def __init__(self) -> None:
        self.played: list[bytes] = []
        self.stopped = 0

    def play(self, wav: bytes) -> None:
        self.played.append(wav)

    def busy(self) -> bool:
        return False

    def stop(self) -> None:
        self.stopped += 1


@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng is not installed")
def test_espeak_renders_real_speech_and_plays_it() -> None:
    wav = render("East built a house of eleven with the five of hearts.")
    assert wav[:4] == b"RIFF" and wav[8:12] == b"WAVE"
    assert len(wav) > 20_000  # about a second of 22 kHz 16-bit audio, not an empty file
    player = FakePlayer()
    speaker = open_speaker(parse_spec("espeak"), player=lambda: player)
    assert isinstance(speaker, BackgroundSpeaker)
    speaker.speak("Your turn.")
    assert speaker.wait_idle(10)
    assert speaker.name == "espeak-ng"
    assert len(player.played) == 1 and player.played[0][:4] == b"RIFF"
    speaker.close()


@pytest.mark.skipif(shutil.which("speech-dispatcher") is None, reason="speech-dispatcher absent")
def test_speech_dispatcher_for_real(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.speech import speechd
    from game.speech.speechd import SpeechdBackend

    # The daemon starts its voice modules on the first message: on two cores busy with the rest
    # of the suite that once took longer than the game's own 5 s patience.
    monkeypatch.setattr(speechd, "TIMEOUT", 30.0)
    runtime = tmp_path / "run"
    runtime.mkdir(mode=0o700)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    monkeypatch.delenv("SPEECHD_ADDRESS", raising=False)
    backend = SpeechdBackend()  # spawns a daemon of its own for this runtime folder
    try:
        backend.speak("Seep! East swept the floor.", False)
        backend.speak(".a line that starts with a dot", False)
        backend.stop()
        assert backend.command("GET OUTPUT_MODULE")  # still talking
    finally:
        backend.close()
        for pid in (runtime / "speech-dispatcher").glob("pid/*.pid"):
            with contextlib.suppress(OSError, ValueError):
                os.kill(int(pid.read_text().split()[0]), signal.SIGKILL)


def test_busy_while_something_waits_or_is_being_said() -> None:
    backend = FakeBackend()
    backend.gate.clear()
    speaker = BackgroundSpeaker([("fake", lambda: backend)])
    assert speaker.wait_idle() and not speaker.busy()
    speaker.speak("a long sentence")
    assert speaker.busy()
    backend.gate.set()
    assert speaker.wait_idle()
    assert not speaker.busy()
    speaker.close()


def test_closing_cuts_the_sentence_being_said() -> None:
    """Closing ends the worker at once, cutting what is being said (the app quits pygame right
    after: a sentence still playing must not outlive it)."""
    backend = FakeBackend()
    backend.gate.clear()  # the backend "says" until it is cut
    speaker = BackgroundSpeaker([("fake", lambda: backend)])
    speaker.speak("a long sentence")
    deadline = time.monotonic() + 5
    while not backend.said and time.monotonic() < deadline:
        time.sleep(0.01)
    assert backend.said
    started = time.monotonic()
    speaker.close()
    assert backend.cuts >= 1 and time.monotonic() - started < 1.0
