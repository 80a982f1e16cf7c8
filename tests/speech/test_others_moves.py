"""Another player's move sounds different (the setting "Other players' moves"): a sound cue
before it, or a lower voice where the backend has one; the speech record marks which."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest

from game.play.narrator import Narrator
from game.play.savegame import GameSetup
from game.play.seat import LocalSeat
from game.play.session import ManualClock, Session
from game.rules import legal_moves
from game.speech import MemorySpeaker
from game.speech.background import BackgroundSpeaker
from game.speech.espeak import LOWER_PITCH, render
from game.speech.speaker import RecordingSpeaker, read_record
from game.speech.switch import SpeechSwitch
from game.text.spoken import Spoken
from game.text.words import Words


def _deal_heard(style: str, speaker: MemorySpeaker | RecordingSpeaker) -> list[int]:
    """Plays the first moves of a deal, narrated through a speech switch into ``speaker``
    with the setting ``style``; returns how many cues were played."""
    cues: list[int] = []
    switch = SpeechSwitch(lambda: speaker, on=True)
    switch.cue = lambda: cues.append(1)
    clock = ManualClock()
    session = Session(GameSetup(seed=3, partner="easy", opponents="easy"), clock=clock)
    session.pace = 0.0
    words = Words(session.setup.names("You"), session.human)
    narrator = Narrator(LocalSeat(session), Spoken(words), switch, style=lambda: style)
    session.start()
    rng = random.Random(3)
    for _ in range(400):
        clock.advance(1.0)
        session.advance()
        narrator.pump()
        if session.match.position.plays_made >= 9:
            break
        if session.human_to_act():
            session.play(rng.choice(legal_moves(session.match.position)))
    return cues


def _a_move(text: str, who: tuple[str, ...]) -> bool:
    """A move said (not a turn: "East to play.")."""
    return text.startswith(who) and not text.endswith((" to play.", " to bid."))


@pytest.mark.parametrize("style", ["cue", "voice", "none"])
def test_the_others_moves_are_marked_and_the_players_own_are_not(style: str) -> None:
    speaker = MemorySpeaker()
    cues = _deal_heard(style, speaker)
    others = [u for u in speaker.said if _a_move(u.text, ("East ", "North ", "West "))]
    own = [u for u in speaker.said if u.text.startswith("You ")]
    assert others and own
    marked = "" if style == "none" else style
    assert all(u.style == marked for u in others), [(u.text, u.style) for u in others]
    assert all(u.style == "" for u in own)
    assert len(cues) == (len(others) if style == "cue" else 0)


def test_the_record_says_how_each_move_was_said(tmp_path: Path) -> None:
    path = tmp_path / "said.jsonl"
    speaker = RecordingSpeaker(path)
    _deal_heard("voice", speaker)
    speaker.close()
    lines = [u for u in read_record(path) if _a_move(u.text, ("East ",))]
    assert lines and all(u.style == "voice" for u in lines)
    raw = path.read_text(encoding="utf-8")
    assert '"style": "voice"' in raw


class LowerBackend:
    name = "lower"

    def __init__(self) -> None:
        self.said: list[tuple[str, str]] = []

    def speak(self, text: str, interrupt: bool) -> None:
        self.said.append(("plain", text))

    def speak_lower(self, text: str, interrupt: bool) -> None:
        self.said.append(("lower", text))

    def stop(self) -> None:
        pass

    def cut(self) -> None:
        pass

    def close(self) -> None:
        pass


def test_the_background_speaker_asks_a_backend_for_its_lower_voice() -> None:
    backend = LowerBackend()
    speaker = BackgroundSpeaker([("lower", lambda: backend)])
    speaker.speak("Your turn.")
    speaker.speak_styled("East threw the 4♣.", False, "voice")
    speaker.speak_styled("West threw the 5♣.", False, "cue")  # the cue is the app's sound
    assert speaker.wait_idle(5)
    speaker.close()
    assert backend.said == [
        ("plain", "Your turn."),
        ("lower", "East threw the 4♣."),
        ("plain", "West threw the 5♣."),
    ]


@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng is not installed")
def test_espeak_renders_a_lower_voice() -> None:
    plain = render("East threw the four of clubs.")
    lower = render("East threw the four of clubs.", pitch=LOWER_PITCH)
    assert plain[:4] == lower[:4] == b"RIFF" and plain != lower


def test_with_every_seat_a_computer_player_no_move_is_marked() -> None:
    speaker = MemorySpeaker()
    switch = SpeechSwitch(lambda: speaker, on=True)
    clock = ManualClock()
    session = Session(GameSetup(seed=3, autoplay=True), clock=clock)
    session.pace = 0.0
    assert session.human is None
    words = Words(session.setup.names("You"), session.human)
    narrator = Narrator(LocalSeat(session), Spoken(words), switch, style=lambda: "cue")
    session.start()
    for _ in range(200):
        clock.advance(1.0)
        session.advance()
        narrator.pump()
        if session.match.position.plays_made >= 8:
            break
    moves = [u for u in speaker.said if _a_move(u.text, ("East ", "North ", "West ", "South "))]
    assert moves and all(u.style == "" for u in moves)
