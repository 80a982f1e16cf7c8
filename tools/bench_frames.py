"""Frame times of the real game loop, headless, and the start-up time.

    python tools/bench_frames.py                 # 1280x720, a few deals; about a minute
    python tools/bench_frames.py --deals 2 --expert-plays 12 --startup-runs 3   # quicker

Every figure is real time (``time.perf_counter``) around one whole frame of :class:`game.app.App`
(events, update, draw, flip) with the dummy video and audio drivers, at 1280x720 unless told:

- **dealing**: new deals at normal animation speed: the shuffle, the opening packets, the floor
  turning up, the computer players' bid and opening play, the rest of the deal flying out;
  the frames in which cards are moving;
- **dragging**: a card held and moved by a synthetic mouse-motion event every frame, with its
  legal targets glowing;
- **expert thinking**: four Expert computer players (the table's sliced ``search.step``), every
  frame in which a search is started, stepped or finished;
- **hint thinking**: the frames while a hint is worked out in its worker thread;
- **start-up**: a fresh ``python -m game --frames 1`` process, from launch to the first frame
  written to disk (``--screenshot``; its mtime) and to the process's exit; median of N runs.

The last line is one JSON object with every figure. Targets: p95 <= 16.7 ms while animating, no
frame over 50 ms while a computer player thinks, start-up <= 1.5 s.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parents[1]
# tools/ itself off the path: its i18n.py would shadow pygame-gui's python-i18n.
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != ROOT / "tools"]
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game.app import App, Options  # noqa: E402
from game.play.savegame import GameSetup  # noqa: E402
from game.play.seat import LocalSeat  # noqa: E402
from game.play.session import Session  # noqa: E402
from game.rules import Match, Rules, legal_moves, needs_redeal  # noqa: E402
from game.scenes.table.scene import TableScene  # noqa: E402
from game.storage.settings import AnimationSpeed  # noqa: E402
from game.storage.store import SaveStore  # noqa: E402

TARGET_ANIMATION_P95_MS = 16.7
TARGET_THINKING_MAX_MS = 50.0
TARGET_STARTUP_S = 1.5


def game_of(scene: TableScene) -> Session:
    """The session behind a table (the table reaches it only through its seat link)."""
    link = scene.link
    assert isinstance(link, LocalSeat)
    return link.session


class Timed(float):
    """A frame's real time in seconds, with the game thread's own processor time (``cpu``):
    where the real time is much longer, other programs had the processor (a loaded machine)."""

    cpu: float


def summary(times: list[float]) -> dict[str, Any]:
    """Median, p95 and max in milliseconds of frame times given in seconds (and of the game
    thread's processor time in them, where known)."""
    if not times:
        return {"frames": 0}
    ms = sorted(t * 1000 for t in times)
    p95 = ms[min(len(ms) - 1, math.ceil(0.95 * len(ms)) - 1)]
    cpu = sorted(getattr(t, "cpu", t) * 1000 for t in times)
    return {
        "frames": len(ms),
        "median_ms": round(statistics.median(ms), 2),
        "p95_ms": round(p95, 2),
        "max_ms": round(ms[-1], 2),
        "cpu_p95_ms": round(cpu[min(len(cpu) - 1, math.ceil(0.95 * len(cpu)) - 1)], 2),
        "cpu_max_ms": round(cpu[-1], 2),
    }


def timed_frame(app: App) -> Timed:
    start, cpu = time.perf_counter(), time.thread_time()
    app.run(frames=1)
    got = Timed(time.perf_counter() - start)
    got.cpu = time.thread_time() - cpu
    return got


def new_app(size: tuple[int, int]) -> App:
    store = SaveStore(Path(tempfile.mkdtemp(prefix="seep-bench-")))
    app = App(Options(size=size), store=store)
    app.ctx.settings.animation_speed = AnimationSpeed.NORMAL
    app.ctx.sounds.muted = True
    app.run(frames=2)
    return app


def _bot_bids(seed: int) -> bool:
    """A seed whose first deal has a computer player bidding (and no throw-in)."""
    pos = Match.start(Rules(), seed=seed).position
    return pos.to_play != 0 and not needs_redeal(pos)


def bench_dealing(app: App, deals: int) -> tuple[list[float], list[TableScene]]:
    """Frames of new deals until the human's first turn; keeps those with cards moving."""
    moving: list[float] = []
    tables: list[TableScene] = []
    seeds = [s for s in range(200) if _bot_bids(s)][:deals]
    for seed in seeds:
        scene = TableScene(app.ctx, GameSetup(seed=seed, partner="medium", opponents="medium"))
        scene.pace = 0.0  # no thinking pauses: the deal's animation back to back
        app.ctx.scenes.push(scene)
        app.run(frames=2)  # the scene's first frames build its widgets: not animation
        for _ in range(2000):
            busy = scene.animator.busy
            dt = timed_frame(app)
            if busy or scene.animator.busy:
                moving.append(dt)
            if scene.my_turn():
                break
        tables.append(scene)
        app.ctx.scenes.pop()
        app.run(frames=1)
    return moving, tables


def bench_dragging(app: App, frames: int) -> list[float]:
    """A card held and moved every frame (a circle over the table and back)."""
    seed = next(s for s in range(200) if _bot_bids(s))
    scene = TableScene(app.ctx, GameSetup(seed=seed))
    scene.pace = 0.0
    app.ctx.scenes.push(scene)
    app.run(frames=2)
    for _ in range(3000):
        if scene.my_turn() and game_of(scene).match.position.phase == "play":
            break
        app.run(frames=1)
    times: list[float] = []
    lay = scene.layout
    card = game_of(scene).match.position.hand(0)[len(game_of(scene).match.position.hand(0)) // 2]
    s = scene.board.sprites[card]
    start = (round(s.x), round(s.y))
    app.feed(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start))
    app.run(frames=1)
    cx, cy = lay.table.center
    r = min(lay.table.width, lay.table.height) * 0.4
    for i in range(frames):
        a = i / frames * math.tau * 2
        pos = (round(cx + r * math.cos(a)), round(cy + r * math.sin(a) * 0.8))
        app.feed(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
        times.append(timed_frame(app))
    if scene.board.drag is None:
        raise RuntimeError("the drag did not start")
    app.feed(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(5, 5)))
    app.run(frames=30)
    app.ctx.scenes.pop()
    app.run(frames=1)
    return times


def bench_expert(app: App, plays: int) -> tuple[list[float], list[float]]:
    """Four Expert players at normal animation speed; frames while a search runs (and all)."""
    setup = GameSetup(seed=5, partner="expert", opponents="expert", autoplay=True)
    scene = TableScene(app.ctx, setup)
    scene.animator.speed = 1.0  # autoplay is instant; here the cards move as in a real game
    app.ctx.scenes.push(scene)
    app.run(frames=2)
    thinking: list[float] = []
    every: list[float] = []
    done = 0
    while done < plays:
        before = game_of(scene).search
        moves = len(game_of(scene).match.moves)
        dt = timed_frame(app)
        every.append(dt)
        if (
            before is not None
            or game_of(scene).search is not None
            or len(game_of(scene).match.moves) != moves
        ):
            thinking.append(dt)
        if len(game_of(scene).match.moves) != moves:
            done += 1
        if game_of(scene).match.finished or len(every) > 20000:
            break
        if game_of(scene).match.deal_done:
            app.run(frames=1)
    app.ctx.scenes.clear()
    return thinking, every


def bench_hint(app: App, tables: list[TableScene]) -> list[float]:
    """The frames while the hint's search thinks (positions where the human is to play)."""
    times: list[float] = []
    for table in tables[:4]:
        scene = TableScene(app.ctx, table.setup, game_of(table).match)
        scene.pace = 0.0
        app.ctx.scenes.push(scene)
        app.run(frames=3)
        if not scene.my_turn() or not legal_moves(game_of(scene).match.position):
            app.ctx.scenes.pop()
            app.run(frames=1)
            continue
        scene.hint()
        while game_of(scene).hint_pending:
            times.append(timed_frame(app))
        app.ctx.scenes.pop()
        app.run(frames=1)
    return times


def bench_startup(runs: int, size: str) -> dict[str, Any]:
    """``python -m game --frames 1`` in fresh processes: launch → first frame, and → exit."""
    first: list[float] = []
    whole: list[float] = []
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    for _ in range(runs):
        with tempfile.TemporaryDirectory(prefix="seep-start-") as tmp:
            shot = Path(tmp) / "first.png"
            argv = [sys.executable, "-m", "game", "--frames", "1", "--size", size]
            argv += ["--screenshot", str(shot), "--data-dir", str(Path(tmp) / "data")]
            wall0 = time.time()
            t0 = time.perf_counter()
            subprocess.run(argv, cwd=ROOT, env=env, check=True, capture_output=True)
            whole.append(time.perf_counter() - t0)
            first.append(shot.stat().st_mtime - wall0)
    return {
        "runs": runs,
        "first_frame_median_s": round(statistics.median(first), 3),
        "first_frame_max_s": round(max(first), 3),
        "process_median_s": round(statistics.median(whole), 3),
    }


def _size(text: str) -> tuple[int, int]:
    w, h = (int(v) for v in text.lower().split("x"))
    return (w, h)


def _report(name: str, figures: dict[str, Any], show: Callable[[str], None]) -> None:
    if not figures.get("frames"):
        show(f"{name:>16}: no frames")
        return
    show(
        f"{name:>16}: {figures['frames']:5d} frames  median {figures['median_ms']:6.2f} ms  "
        f"p95 {figures['p95_ms']:6.2f} ms  max {figures['max_ms']:6.2f} ms  "
        f"(own processor time: p95 {figures['cpu_p95_ms']:6.2f} ms, max "
        f"{figures['cpu_max_ms']:6.2f} ms)"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", default="1280x720", help="window size (default 1280x720)")
    parser.add_argument("--deals", type=int, default=4, help="new deals timed (default 4)")
    parser.add_argument("--drag-frames", type=int, default=300, help="frames of dragging")
    parser.add_argument("--expert-plays", type=int, default=24, help="Expert plays timed")
    parser.add_argument("--startup-runs", type=int, default=5, help="fresh processes timed")
    ns = parser.parse_args(argv)
    size = _size(ns.size)
    load_before = os.getloadavg()[0] if hasattr(os, "getloadavg") else None

    app = new_app(size)
    try:
        dealing, tables = bench_dealing(app, ns.deals)
        dragging = bench_dragging(app, ns.drag_frames)
        hint = bench_hint(app, tables)
        thinking, expert_all = bench_expert(app, ns.expert_plays)
    finally:
        app.close()
    startup = bench_startup(ns.startup_runs, ns.size)

    figures: dict[str, Any] = {
        "size": list(size),
        "dealing": summary(dealing),
        "dragging": summary(dragging),
        "expert_thinking": summary(thinking),
        "expert_all_frames": summary(expert_all),
        "hint_thinking": summary(hint),
        "startup": startup,
        "search_slice_s": _search_slice(),
        "load_average": [load_before, os.getloadavg()[0] if hasattr(os, "getloadavg") else None],
    }
    figures["targets_met"] = {
        "animation_p95": max(figures["dealing"].get("p95_ms", 0), figures["dragging"]["p95_ms"])
        <= TARGET_ANIMATION_P95_MS,
        "thinking_max": figures["expert_thinking"].get("max_ms", 0) <= TARGET_THINKING_MAX_MS,
        # the same, counting only the game thread's own processor time (a loaded machine)
        "thinking_max_cpu": figures["expert_thinking"].get("cpu_max_ms", 0)
        <= TARGET_THINKING_MAX_MS,
        "startup": startup["first_frame_median_s"] <= TARGET_STARTUP_S,
    }
    for name in ("dealing", "dragging", "expert_thinking", "expert_all_frames", "hint_thinking"):
        _report(name.replace("_", " "), figures[name], print)
    print(
        f"{'start-up':>16}: first frame {startup['first_frame_median_s']:.3f} s (median of "
        f"{startup['runs']}), process {startup['process_median_s']:.3f} s"
    )
    print(json.dumps(figures, sort_keys=True))
    return 0


def _search_slice() -> float:
    from game.play import session

    return session.SEARCH_SLICE


if __name__ == "__main__":
    raise SystemExit(main())
