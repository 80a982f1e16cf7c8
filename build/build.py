#!/usr/bin/env python3
"""Build Seep's executable for this machine (`make dist`): dist/seep, dist/seep.exe or
dist/Seep.app.

1. builds the wheel (into build/out/wheel/),
2. installs it, without dependencies, into build/out/stage/ (what the spec bundles: the game
   package as a friend's pip would install it, its files under game/data/),
3. runs PyInstaller on build/seep.spec with its work folder in build/out/pyinstaller/.

Everything but the result stays in build/out/ (git-ignored). Needs PyInstaller in this Python
(`pip install -e '.[dist]'`); add the speech extra (`.[dist,speech]`) to bundle speech.

Usage::

    python build/build.py            # prints the executable's path and size last
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "build" / "out"
DIST = ROOT / "dist"


def run(*args: str | Path, env: dict[str, str] | None = None) -> None:
    print("+", " ".join(str(a) for a in args), flush=True)
    subprocess.run([str(a) for a in args], check=True, env=env)


def executable() -> Path:
    if sys.platform == "darwin":
        return DIST / "Seep.app"
    return DIST / ("seep.exe" if os.name == "nt" else "seep")


def size_of(path: Path) -> int:
    if path.is_dir():
        return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())
    return path.stat().st_size


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.parse_args()
    wheels, stage = OUT / "wheel", OUT / "stage"
    for folder in (wheels, stage):
        shutil.rmtree(folder, ignore_errors=True)
    pip = [sys.executable, "-m", "pip"]
    run(*pip, "wheel", "--quiet", "--no-deps", "--wheel-dir", wheels, ROOT)
    (wheel,) = wheels.glob("seep-*.whl")
    run(*pip, "install", "--quiet", "--no-deps", "--no-compile", "--target", stage, wheel)
    env = {**os.environ, "SEEP_STAGE": str(stage), "SEEP_WORK": str(OUT)}
    run(
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level=WARN",
        "--workpath",
        OUT / "pyinstaller",
        "--distpath",
        DIST,
        ROOT / "build" / "seep.spec",
        env=env,
    )
    result = executable()
    print(f"{result.relative_to(ROOT)}: {size_of(result) / 1e6:.1f} MB")


if __name__ == "__main__":
    main()
