"""``python tools/bench_speech.py [--seed N] [--frames N] [--espeak]``: how long a move takes to
be announced (issue 9).

Runs the real app headless (``--autoplay``: every seat a computer player, thinking a slice a
frame) on the real frame loop at 60 frames a second, with the announcements going through the
real background speaker to a backend that takes each text at once. For each move, the time from
the move being applied to its sentence reaching the backend is measured; every line sent to the
speaker is checked to have arrived (none dropped). With ``--espeak``, 80 of the match's
sentences are also rendered by espeak-ng, to give its time per sentence. The last line is one
JSON object: ``latency_ms_p50``, ``latency_ms_p95``, ``latency_ms_max``, ``moves``,
``lines_said``, ``lines_delivered``, ``dropped`` (and ``espeak_ms_p50``, ``espeak_ms_p95``).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["SEEP_SPEECH"] = "off"

from game.app import App, Options
from game.play.events import MoveMade
from game.play.session import Session
from game.speech.background import BackgroundSpeaker
from game.speech.espeak import render
from game.speech.switch import SpeechSwitch
from game.storage.store import SaveStore


class Noting:
    """A backend that speaks instantly and notes nothing itself (delivery times come from the
    background speaker's ``on_delivered``)."""

    name = "noting"

    def speak(self, text: str, interrupt: bool) -> None:
        del text, interrupt

    def stop(self) -> None:
        pass

    def cut(self) -> None:
        pass

    def close(self) -> None:
        pass


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--frames", type=int, default=None, help="stop after N frames")
    parser.add_argument("--espeak", action="store_true", help="render with espeak-ng")
    args = parser.parse_args()

    applied: list[float] = []  # when each move was applied, in order
    delivered: list[tuple[str, float]] = []
    lock = threading.Lock()

    original = Session._emit

    def emit(self: Session, event: object) -> None:
        if isinstance(event, MoveMade):
            applied.append(time.monotonic())
        original(self, event)  # type: ignore[arg-type]

    Session._emit = emit  # type: ignore[method-assign]

    def note(text: str, at: float) -> None:
        with lock:
            delivered.append((text, at))

    def backend() -> object:
        return Noting()

    with tempfile.TemporaryDirectory() as tmp:
        app = App(Options(autoplay=True, seed=args.seed), store=SaveStore(Path(tmp)))
        speaker = BackgroundSpeaker([("bench", backend)], on_delivered=note)  # type: ignore[list-item]
        app.ctx.speech = SpeechSwitch(lambda: speaker, on=True)
        table = app.table
        assert table is not None
        table.narrator.speaker = app.ctx.speech
        said: list[str] = []  # everything sent to the speaker, from the narrator or a screen
        speak = speaker.speak

        def counting(text: str, interrupt: bool = False) -> None:
            said.append(text)
            speak(text, interrupt)

        speaker.speak = counting  # type: ignore[method-assign]
        # The real loop: 60 frames a second, waiting between frames as the game does.
        frames = 0
        while app.running and (args.frames is None or frames < args.frames):
            app.step(min(app.clock.tick(60) / 1000.0, 0.1))
            frames += 1
        speaker.wait_idle(30)
        name = speaker.name
        app.close()
        speaker.close()

    moves = [(t, at) for t, at in delivered if _is_move(t)]
    latencies = [(at - t0) * 1000 for (_text, at), t0 in zip(moves, applied, strict=False)]
    latencies.sort()
    p95 = latencies[min(len(latencies) - 1, round(0.95 * (len(latencies) - 1)))]
    result: dict[str, object] = {
        "latency_ms_p50": round(statistics.median(latencies), 3),
        "latency_ms_p95": round(p95, 3),
        "latency_ms_max": round(max(latencies), 3),
        "moves": len(applied),
        "lines_said": len(said),
        "lines_delivered": len(delivered),
        "dropped": len(said) - len(delivered),
        "backend": name,
        "frames": frames,
    }
    if args.espeak:
        times = []
        for text in said[:: max(1, len(said) // 80)][:80]:
            start = time.perf_counter()
            render(text)
            times.append((time.perf_counter() - start) * 1000)
        times.sort()
        result["espeak_ms_p50"] = round(statistics.median(times), 2)
        result["espeak_ms_p95"] = round(times[round(0.95 * (len(times) - 1))], 2)
        print(f"espeak-ng: {result['espeak_ms_p50']} ms a sentence (p95 {result['espeak_ms_p95']})")
    print(
        f"{len(applied)} moves, {len(said)} lines said, {len(delivered)} delivered; move to "
        f"backend p50 {result['latency_ms_p50']} ms, p95 {result['latency_ms_p95']} ms, "
        f"max {result['latency_ms_max']} ms ({name})"
    )
    print(json.dumps(result))
    return 0 if result["dropped"] == 0 and len(moves) == len(applied) else 1


def _is_move(text: str) -> bool:
    words = text.split(" ", 2)
    verbs = ("took", "built", "added", "raised", "threw", "bid")
    return len(words) > 1 and words[0] in ("South", "North", "East", "West") and words[1] in verbs


if __name__ == "__main__":
    raise SystemExit(main())
