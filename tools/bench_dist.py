#!/usr/bin/env python3
"""Measure the executable `make dist` built (and smoke-test it): size, start-up time, a headless
autoplayed match, the save folder, and what is in the bundle.

- **size**: the file (dist/seep, dist/seep.exe) or the .app folder; target <= 30 MB (Linux).
- **start-up**: fresh ``seep --frames 1 --screenshot PATH`` processes, from launch to the first
  frame (the screenshot's time: written once the frame is drawn) and to the process's exit;
  target: first frame <= 1.5 s (median).
- **autoplay**: ``seep --autoplay --seed 3 --frames 300 --screenshot PATH``, headless, from an
  empty folder outside the checkout: exits 0, and the screenshot shows real card faces.
- **saves** (Linux): with XDG_DATA_HOME set, the executable makes the same platformdirs folder
  as the source version (``game.storage.store.default_root()``).
- **speech** (``--speech``): ``seep --check-bundle prism`` imports the speech extra, frozen.
- **compiled**: ``seep --check-bundle game.ai.counter`` imports the hot path compiled by mypyc
  where the build compiled it (build/out/stage/game/_compiled.json: setup.py, game/_native.py).
- **friends** (``--smoke`` too): the executable hosts a friends' table (``seep net host``, two
  players on 127.0.0.1) and this checkout's ``python -m game.net join`` plays the other seat: both
  exit 0, the match's record replays to its end, and the friend was never told a hidden card.
- **bundle**: the largest parts of a one-file bundle (PyInstaller's archive reader).

The last line printed is one JSON object. Exit status 1 if a target or check fails; with
``--smoke`` (CI: `make dist-smoke`, the release workflow) one start-up is timed and only the
checks count (autoplay, saves, speech), not the size and time targets, which are the
benchmark's.

Usage::

    python tools/bench_dist.py [--exe PATH] [--runs N] [--speech] [--smoke]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

TARGET_MB = 30.0
TARGET_FIRST_FRAME_S = 1.5


def default_exe() -> Path:
    if sys.platform == "darwin":
        return ROOT / "dist" / "Seep.app"
    return ROOT / "dist" / ("seep.exe" if os.name == "nt" else "seep")


def program(exe: Path) -> Path:
    """The file to run: the executable, or the program inside a macOS .app."""
    return exe / "Contents" / "MacOS" / "seep" if exe.suffix == ".app" else exe


def size_mb(path: Path) -> float:
    if path.is_dir():
        total = sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())
    else:
        total = path.stat().st_size
    return round(total / 1e6, 1)


def headless_env(tmp: Path) -> dict[str, str]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env["XDG_DATA_HOME"] = str(tmp / "xdg")  # Linux: never the real user folder
    return env


def startup(exe: Path, runs: int) -> dict[str, Any]:
    first: list[float] = []
    whole: list[float] = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory(prefix="seep-start-") as name:
            tmp = Path(name)
            shot = tmp / "first.png"
            argv = [str(program(exe)), "--frames", "1", "--size", "1280x720"]
            argv += ["--screenshot", str(shot), "--data-dir", str(tmp / "data")]
            wall0 = time.time()
            t0 = time.perf_counter()
            subprocess.run(argv, cwd=tmp, env=headless_env(tmp), check=True, capture_output=True)
            whole.append(time.perf_counter() - t0)
            first.append(shot.stat().st_mtime - wall0)
    return {
        "runs": runs,
        "first_frame_median_s": round(statistics.median(first), 3),
        "first_frame_max_s": round(max(first), 3),
        "process_median_s": round(statistics.median(whole), 3),
    }


def autoplay(exe: Path) -> dict[str, Any]:
    import pygame

    from tests.cardfaces import colour_counts, shows_card_faces

    with tempfile.TemporaryDirectory(prefix="seep-autoplay-") as name:
        tmp = Path(name)
        shot = tmp / "autoplay.png"
        argv = [str(program(exe)), "--autoplay", "--seed", "3", "--frames", "300"]
        argv += ["--screenshot", str(shot)]
        t0 = time.perf_counter()
        out = subprocess.run(argv, cwd=tmp, env=headless_env(tmp), capture_output=True, text=True)
        seconds = time.perf_counter() - t0
        faces = False
        counts: dict[str, int] = {}
        if shot.is_file():
            image = pygame.image.load(str(shot))
            faces, counts = shows_card_faces(image), colour_counts(image)
        return {
            "exit_code": out.returncode,
            "seconds": round(seconds, 2),
            "result": out.stdout.strip().splitlines()[-1:],
            "card_faces": faces,
            "colours": counts,
            "stderr_tail": out.stderr.strip().splitlines()[-3:],
        }


def save_folder(exe: Path) -> dict[str, Any]:
    """The executable's data folder is the source version's (Linux: under XDG_DATA_HOME)."""
    if not sys.platform.startswith("linux"):
        return {"checked": False}
    with tempfile.TemporaryDirectory(prefix="seep-saves-") as name:
        tmp = Path(name)
        env = headless_env(tmp)
        code = "from game.storage.store import default_root; print(default_root())"
        expected = subprocess.run(
            [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
        ).stdout.strip()
        subprocess.run([str(program(exe)), "--frames", "1"], cwd=tmp, env=env, check=True)
        made = sorted(str(p) for p in (tmp / "xdg").iterdir()) if (tmp / "xdg").is_dir() else []
        same = Path(expected).is_dir() and made == [expected]
        shown = [str(Path(p).relative_to(tmp)) for p in made]
        return {
            "checked": True,
            "same": same,
            "folder": str(Path(expected).relative_to(tmp)),
            "made": shown,
        }


def speech(exe: Path) -> dict[str, Any]:
    out = subprocess.run(
        [str(program(exe)), "--check-bundle", "prism", "prism.core"],
        capture_output=True,
        text=True,
    )
    return {"exit_code": out.returncode, "output": (out.stdout + out.stderr).strip()[-300:]}


def compiled(exe: Path) -> dict[str, Any]:
    """Whether the frozen hot path is the compiled one, where the build compiled it."""
    expected = (ROOT / "build" / "out" / "stage" / "game" / "_compiled.json").exists()
    out = subprocess.run(
        [str(program(exe)), "--check-bundle", "game.ai.counter", "game.rules.movegen"],
        capture_output=True,
        text=True,
    )
    files = [line.rsplit(" from ", 1)[-1] for line in out.stdout.splitlines()]
    native = len(files) == 2 and not any(f.endswith((".py", ".pyc")) for f in files)
    return {"exit_code": out.returncode, "expected": expected, "compiled": native, "files": files}


def friends(exe: Path) -> dict[str, Any]:
    """A friends' match between the executable as host and a joining client, on loopback."""
    from game.rules import replay
    from game.rules.notation import record_from_json
    from tests.net.tables import hidden_cards_told

    with tempfile.TemporaryDirectory(prefix="seep-friends-") as name:
        tmp = Path(name)
        record, log = tmp / "record.json", tmp / "friend.log"
        argv = [str(program(exe)), "net", "host", "--seats", "easy,remote", "--bind", "127.0.0.1"]
        argv += ["--port", "0", "--code", "SEEP23", "--seed", "5", "--record", str(record)]
        argv += ["--rules", '{"num_players": 2}']
        t0 = time.perf_counter()
        env = headless_env(tmp)
        host = subprocess.Popen(argv, cwd=tmp, env=env, stdout=subprocess.PIPE, text=True)
        try:
            assert host.stdout is not None
            first = json.loads(host.stdout.readline() or "{}")
            join = [sys.executable, "-m", "game.net", "join", f"127.0.0.1:{first.get('port', 0)}"]
            join += ["--code", "seep23", "--level", "easy", "--log", str(log), "--name", "Friend"]
            friend = subprocess.run(join, cwd=ROOT, capture_output=True, text=True, timeout=180)
            host_out, _ = host.communicate(timeout=60)
        finally:
            host.kill()
        seconds = time.perf_counter() - t0
        finished = False
        leaks: list[Any] = ["no record"]
        if record.is_file() and log.is_file():
            game = record_from_json(json.loads(record.read_text(encoding="utf-8")))
            finished = replay(game).finished
            told = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
            leaks = hidden_cards_told(game, 1, told)
        return {
            "host_exit": host.returncode,
            "friend_exit": friend.returncode,
            "seconds": round(seconds, 2),
            "finished": finished,
            "hidden_cards_told": len(leaks),
            "host_last": host_out.strip().splitlines()[-1:],
            "friend_err": friend.stderr.strip().splitlines()[-2:],
        }


def largest_parts(exe: Path, count: int = 12) -> list[dict[str, Any]]:
    if exe.is_dir():
        files = [p for p in exe.rglob("*") if p.is_file()]
        rows = [(str(p.relative_to(exe)), p.stat().st_size, p.stat().st_size) for p in files]
    else:
        try:
            from PyInstaller.archive.readers import CArchiveReader
        except ImportError:
            return []
        toc = CArchiveReader(str(exe)).toc
        rows = [(name, entry[1], entry[2]) for name, entry in toc.items()]
    rows.sort(key=lambda row: -row[1])
    return [
        {"name": name, "packed_kb": round(packed / 1024), "unpacked_kb": round(full / 1024)}
        for name, packed, full in rows[:count]
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--exe", type=Path, default=default_exe(), help="the executable")
    parser.add_argument("--runs", type=int, default=5, help="start-ups timed (default 5)")
    parser.add_argument("--speech", action="store_true", help="check the frozen speech import")
    parser.add_argument(
        "--smoke", action="store_true", help="one start-up; the checks count, not the targets"
    )
    ns = parser.parse_args()
    if ns.smoke:
        ns.runs = 1
    exe: Path = ns.exe
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

    figures: dict[str, Any] = {"exe": str(exe.name), "size_mb": size_mb(exe)}
    figures["startup"] = startup(exe, ns.runs)
    figures["autoplay"] = autoplay(exe)
    figures["saves"] = save_folder(exe)
    if ns.speech:
        figures["speech"] = speech(exe)
    figures["compiled"] = compiled(exe)
    figures["friends"] = friends(exe)
    parts = largest_parts(exe)

    targets = {
        "size": figures["size_mb"] <= TARGET_MB,
        "startup": figures["startup"]["first_frame_median_s"] <= TARGET_FIRST_FRAME_S,
    }
    checks = {
        **({} if ns.smoke else targets),
        "autoplay": figures["autoplay"]["exit_code"] == 0 and figures["autoplay"]["card_faces"],
        "saves": figures["saves"].get("same", True),
        "friends": figures["friends"]["host_exit"] == 0
        and figures["friends"]["friend_exit"] == 0
        and figures["friends"]["finished"]
        and figures["friends"]["hidden_cards_told"] == 0,
        "compiled": figures["compiled"]["exit_code"] == 0
        and (figures["compiled"]["compiled"] or not figures["compiled"]["expected"]),
    }
    if ns.speech:
        checks["speech"] = figures["speech"]["exit_code"] == 0
    figures["targets_met"] = targets
    figures["checks"] = checks

    print(f"{'executable':>12}: {exe} ({figures['size_mb']} MB; target <= {TARGET_MB:.0f} MB)")
    s = figures["startup"]
    print(
        f"{'start-up':>12}: first frame {s['first_frame_median_s']:.3f} s median of {s['runs']}"
        f" (max {s['first_frame_max_s']:.3f} s; target <= {TARGET_FIRST_FRAME_S} s),"
        f" process {s['process_median_s']:.3f} s"
    )
    a = figures["autoplay"]
    print(
        f"{'autoplay':>12}: exit {a['exit_code']} in {a['seconds']} s, card faces"
        f" {'shown' if a['card_faces'] else 'NOT shown'} {a['result']}"
    )
    print(f"{'saves':>12}: {figures['saves']}")
    print(f"{'compiled':>12}: {figures['compiled']}")
    print(f"{'friends':>12}: {figures['friends']}")
    if ns.speech:
        print(f"{'speech':>12}: {figures['speech']}")
    for part in parts:
        packed, unpacked = part["packed_kb"], part["unpacked_kb"]
        print(f"{'':>12}  {packed:>7} KB packed  {unpacked:>7} KB  {part['name']}")
    figures["largest_parts"] = parts
    figures["ok"] = all(checks.values())
    print(json.dumps(figures))
    return 0 if figures["ok"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
