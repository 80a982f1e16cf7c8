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

``--keys N`` measures the keys instead (issue 28): a table with the player's seat on the real
frame loop, N keys pressed one at a time (the hand, the floor walk, F, H, N, S, T, R, the log's
[ and ]), each fed as the system would queue it; for each, the time from the key to the speech
call that answers it and to its text reaching the backend. The last line is one JSON object:
``key_to_speech_ms_p50``, ``key_to_speech_ms_p95``, ``key_to_backend_ms_p50``,
``key_to_backend_ms_p95``, ``keys``, ``answered``.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

# The repository first; this folder not at all (its i18n.py would hide the i18n package that
# pygame-gui imports).
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
if str(Path(__file__).resolve().parent) in sys.path:
    sys.path.remove(str(Path(__file__).resolve().parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["SEEP_SPEECH"] = "off"

import pygame

from game.app import App, Options
from game.play.events import MoveMade
from game.play.savegame import GameSetup
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
    parser.add_argument("--keys", type=int, default=0, help="measure N key presses instead")
    args = parser.parse_args()
    if args.keys:
        return keys_main(args.seed, args.keys)

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


#: The keys pressed, in turn: each gets a spoken answer in every state of the table.
KEYS = (
    pygame.K_RIGHT,
    pygame.K_LEFT,
    pygame.K_f,
    pygame.K_h,
    pygame.K_DOWN,
    pygame.K_UP,
    pygame.K_n,
    pygame.K_s,
    pygame.K_t,
    pygame.K_r,
    pygame.K_LEFTBRACKET,
    pygame.K_RIGHTBRACKET,
)


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def keys_main(seed: int, count: int) -> int:
    """``--keys``: key to speech on the real frame loop (see the module's docstring)."""
    delivered: list[float] = []
    lock = threading.Lock()

    def note(text: str, at: float) -> None:
        del text
        with lock:
            delivered.append(at)

    with tempfile.TemporaryDirectory() as tmp:
        app = App(Options(seed=seed), store=SaveStore(Path(tmp)))
        speaker = BackgroundSpeaker([("bench", lambda: Noting())], on_delivered=note)  # type: ignore[list-item]
        switch = SpeechSwitch(lambda: speaker, on=True)
        app.ctx.speech = switch
        calls: list[float] = []
        speak = switch.speak

        def timed(text: str, interrupt: bool = False) -> None:
            calls.append(time.monotonic())
            speak(text, interrupt)

        switch.speak = timed  # type: ignore[method-assign]
        table = app.ctx.table_factory(app.ctx, GameSetup(seed=seed))
        table.pace = 1000.0  # the computer players wait: every word is a key's answer
        app.ctx.scenes.push(table)
        for _ in range(30):  # the table opens, the deal is announced
            app.step(min(app.clock.tick(60) / 1000.0, 0.1))
        speaker.wait_idle(10)
        to_speech: list[float] = []
        to_backend: list[float] = []
        for key in itertools.islice(itertools.cycle(KEYS), count):
            calls.clear()
            with lock:
                delivered.clear()
            pressed = time.monotonic()
            event = pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
            app.feed(event)
            for _frame in range(12):  # up to 0.2 s: the next frames, as the game runs them
                app.step(min(app.clock.tick(60) / 1000.0, 0.1))
                if calls:
                    break
            speaker.wait_idle(5)
            if not calls:
                print(f"no answer to {pygame.key.name(key)}", file=sys.stderr)
            if calls:
                to_speech.append((calls[0] - pressed) * 1000)
                with lock:
                    if delivered:
                        to_backend.append((delivered[0] - pressed) * 1000)
            for _frame in range(3):  # a moment between keys
                app.step(min(app.clock.tick(60) / 1000.0, 0.1))
        app.close()
        speaker.close()
    result = {
        "key_to_speech_ms_p50": round(statistics.median(to_speech), 2),
        "key_to_speech_ms_p95": round(_percentile(to_speech, 0.95), 2),
        "key_to_backend_ms_p50": round(statistics.median(to_backend), 2),
        "key_to_backend_ms_p95": round(_percentile(to_backend, 0.95), 2),
        "keys": count,
        "answered": len(to_speech),
    }
    print(
        f"{count} keys, {len(to_speech)} answered; key to speech call p50 "
        f"{result['key_to_speech_ms_p50']} ms, p95 {result['key_to_speech_ms_p95']} ms; to the "
        f"backend p50 {result['key_to_backend_ms_p50']} ms, "
        f"p95 {result['key_to_backend_ms_p95']} ms"
    )
    print(json.dumps(result))
    return 0 if len(to_speech) == count else 1


def _is_move(text: str) -> bool:
    words = text.split(" ", 2)
    verbs = ("took", "built", "added", "raised", "threw", "bid")
    return len(words) > 1 and words[0] in ("South", "North", "East", "West") and words[1] in verbs


if __name__ == "__main__":
    raise SystemExit(main())
