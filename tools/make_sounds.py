#!/usr/bin/env python3
"""Synthesise the game's sound effects into ``assets/sounds/``.

Everything is generated from scratch with the Python standard library (``wave``, ``math``,
``random`` with fixed seeds): no recordings or samples are used, so the output is the
project's own work (CC0 / project licence) and is byte-for-byte reproducible.

Output: 16-bit, 44.1 kHz, mono WAV files, each peak-normalised to about -3 dBFS, with short
raised-cosine fades at both ends followed by 2 ms of true silence so nothing clicks.

Usage::

    python tools/make_sounds.py                 # write into assets/sounds/
    python tools/make_sounds.py --out OUT_DIR  # write somewhere else
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 44100
PEAK = 10 ** (-3 / 20)  # -3 dBFS
PAD = 0.002  # seconds of digital silence at each end (after the fades)
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"

Signal = list[float]


# --------------------------------------------------------------------------- building blocks


def zeros(seconds: float) -> Signal:
    return [0.0] * round(seconds * RATE)


def add(dst: Signal, src: Signal, at: float = 0.0, gain: float = 1.0) -> None:
    """Mix *src* into *dst* starting at time *at* (seconds); what overhangs is dropped."""
    start = round(at * RATE)
    for i, v in enumerate(src[: max(0, len(dst) - start)]):
        dst[start + i] += gain * v


def noise(rng: random.Random, seconds: float) -> Signal:
    return [2.0 * rng.random() - 1.0 for _ in range(round(seconds * RATE))]


def exp_env(sig: Signal, attack: float, decay: float) -> Signal:
    """Linear attack over *attack* s, then exponential decay with time constant *decay* s."""
    na = max(1, round(attack * RATE))
    out = []
    for i, v in enumerate(sig):
        t = i / RATE
        g = i / na if i < na else math.exp(-(t - attack) / decay)
        out.append(v * g)
    return out


def biquad_bandpass(sig: Signal, freq: float | Callable[[float], float], q: float) -> Signal:
    """RBJ band-pass (0 dB peak); *freq* may be a function of time for sweeps."""
    out = []
    x1 = x2 = y1 = y2 = 0.0
    b0 = a1 = a2 = 0.0
    for i, x in enumerate(sig):
        if i % 32 == 0:
            f = freq(i / RATE) if callable(freq) else freq
            w0 = 2 * math.pi * min(f, 0.45 * RATE) / RATE
            alpha = math.sin(w0) / (2 * q)
            a0 = 1 + alpha
            b0 = alpha / a0
            a1 = -2 * math.cos(w0) / a0
            a2 = (1 - alpha) / a0
        y = b0 * x - b0 * x2 - a1 * y1 - a2 * y2
        x2, x1 = x1, x
        y2, y1 = y1, y
        out.append(y)
    return out


def lowpass(sig: Signal, cutoff: float) -> Signal:
    """One-pole low-pass."""
    a = math.exp(-2 * math.pi * cutoff / RATE)
    out, y = [], 0.0
    for x in sig:
        y = (1 - a) * x + a * y
        out.append(y)
    return out


def highpass(sig: Signal, cutoff: float) -> Signal:
    low = lowpass(sig, cutoff)
    return [x - lo for x, lo in zip(sig, low, strict=True)]


def tone(
    freq: float,
    seconds: float,
    partials: tuple[tuple[float, float, float], ...] = ((1.0, 1.0, 1.0),),
    attack: float = 0.005,
    decay: float = 0.3,
    vibrato: float = 0.0,
) -> Signal:
    """Sum of partials ``(ratio, amplitude, decay_scale)`` with an attack/exp-decay envelope.

    Each partial decays with time constant ``decay * decay_scale`` so that upper partials can
    die away faster, as in bells and plucked strings.
    """
    n = round(seconds * RATE)
    na = max(1, round(attack * RATE))
    out = []
    for i in range(n):
        t = i / RATE
        ph = 2 * math.pi * freq * t
        if vibrato:
            ph += vibrato * math.sin(2 * math.pi * 5.0 * t) * min(1.0, t / 0.25)
        v = 0.0
        for ratio, amp, dscale in partials:
            v += amp * math.sin(ratio * ph) * math.exp(-t / (decay * dscale))
        a = 0.5 - 0.5 * math.cos(math.pi * i / na) if i < na else 1.0
        out.append(v * a)
    return out


def finish(sig: Signal, fade_in: float = 0.0015, fade_out: float = 0.01) -> Signal:
    """Raised-cosine fades, normalise to :data:`PEAK`, pad both ends with :data:`PAD` silence."""
    n = len(sig)
    ni, no = max(1, round(fade_in * RATE)), max(1, round(fade_out * RATE))
    out = list(sig)
    for i in range(min(ni, n)):
        out[i] *= 0.5 - 0.5 * math.cos(math.pi * i / ni)
    for i in range(min(no, n)):
        out[n - 1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / no)
    peak = max(abs(v) for v in out) or 1.0
    out = [v * PEAK / peak for v in out]
    pad = [0.0] * round(PAD * RATE)
    return pad + out + pad


def write_wav(path: Path, sig: Signal) -> None:
    frames = b"".join(struct.pack("<h", max(-32767, min(32767, round(v * 32767)))) for v in sig)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


# --------------------------------------------------------------------------- the sounds


def card_click(rng: random.Random, centre: float, length: float = 0.006) -> Signal:
    """One card edge slapping past the thumb: a short band-passed noise tick."""
    burst = noise(rng, length + 0.004)
    burst = exp_env(burst, 0.0004, length / 3)
    return biquad_bandpass(burst, centre, 1.4)


def card_snap(rng: random.Random, seconds: float = 0.015, decay: float = 0.0025) -> Signal:
    """The crisp edge of a card meeting the table: noise kept between about 2 and 7 kHz."""
    burst = exp_env(noise(rng, seconds), 0.0005, decay)
    return lowpass(biquad_bandpass(burst, 3800, 0.9), 7000)


def soft_thump(rng: random.Random, freq: float = 110.0, seconds: float = 0.08) -> Signal:
    """A card landing on felt: a low damped sine plus muffled noise."""
    body = tone(freq, seconds, ((1.0, 1.0, 1.0), (1.5, 0.3, 0.6)), attack=0.002, decay=0.018)
    felt = lowpass(lowpass(exp_env(noise(rng, seconds), 0.001, 0.012), 700), 900)
    return [b * 0.6 + 3.0 * f for b, f in zip(body, felt, strict=True)]


def shuffle(rng: random.Random) -> Signal:
    dur = 0.8
    out = zeros(dur)
    # Riffle: ~52 cards falling from two halves, the rate speeding up then slowing down.
    t, k, n = 0.03, 0, 52
    while k < n and t < 0.66:
        x = k / (n - 1)
        gap = 0.0085 + 0.008 * (2 * x - 1) ** 2 + 0.002 * rng.random()
        centre = 2600 + 2200 * rng.random()
        add(out, card_click(rng, centre, 0.004 + 0.004 * rng.random()), t, 0.6 + 0.4 * rng.random())
        t += gap
        k += 1
    # A soft air/friction bed under the clicks.
    bed = biquad_bandpass(noise(rng, 0.66), 1800, 0.7)
    bed = [v * math.sin(math.pi * i / len(bed)) ** 2 for i, v in enumerate(bed)]
    add(out, bed, 0.02, 0.25)
    # The halves settle together.
    add(out, soft_thump(rng, 95, 0.1), 0.67, 0.55)
    return finish(out, fade_out=0.03)


def deal(rng: random.Random) -> Signal:
    dur = 0.12
    out = zeros(dur)
    # Flick: a noise swish whose band sweeps down as the card flies.
    swish = noise(rng, 0.09)
    swish = biquad_bandpass(swish, lambda t: 5500 * math.exp(-t / 0.05) + 1200, 1.1)
    swish = [v * math.sin(math.pi * min(1.0, i / len(swish))) ** 1.5 for i, v in enumerate(swish)]
    add(out, swish, 0.0, 1.0)
    # ...and a faint landing tick.
    add(out, card_click(rng, 3200, 0.005), 0.085, 0.5)
    return finish(out, fade_out=0.015)


def play(rng: random.Random) -> Signal:
    dur = 0.15
    out = zeros(dur)
    add(out, soft_thump(rng, 120, 0.13), 0.004, 1.0)
    add(out, card_snap(rng, 0.02, 0.003), 0.006, 1.4)
    return finish(out, fade_out=0.02)


def capture(rng: random.Random) -> Signal:
    dur = 0.35
    out = zeros(dur)
    # Cards slid across the felt: a rubbing noise, band sweeping up a little.
    sweep = noise(rng, 0.27)
    sweep = biquad_bandpass(sweep, lambda t: 1400 + 2200 * t / 0.27, 1.6)
    m = len(sweep)
    sweep = [
        v * math.sin(math.pi * i / m) ** 1.2 * (0.75 + 0.25 * math.sin(2 * math.pi * 23 * i / RATE))
        for i, v in enumerate(sweep)
    ]
    add(out, sweep, 0.0, 0.8)
    # Edges catching one another while they are gathered.
    for t in (0.05, 0.11, 0.16, 0.2, 0.235):
        add(out, card_click(rng, 2500 + 1500 * rng.random(), 0.005), t, 0.35 + 0.2 * rng.random())
    # Squared up into a pile.
    add(out, soft_thump(rng, 105, 0.08), 0.255, 0.9)
    add(out, card_snap(rng), 0.257, 0.9)
    return finish(out, fade_out=0.03)


def build(rng: random.Random) -> Signal:
    dur = 0.25
    out = zeros(dur)
    for at, freq, gain in ((0.005, 130, 0.8), (0.115, 150, 1.0)):
        add(out, soft_thump(rng, freq, 0.1), at, gain)
        add(out, card_snap(rng), at + 0.002, gain * 1.0)
    return finish(out, fade_out=0.03)


BELL = ((1.0, 1.0, 1.0), (2.0, 0.35, 0.5), (3.0, 0.12, 0.3), (4.16, 0.08, 0.18))
WARM = ((1.0, 1.0, 1.0), (2.0, 0.28, 0.7), (3.0, 0.1, 0.5), (4.0, 0.04, 0.4))


def seep(rng: random.Random) -> Signal:
    """A bright rising arpeggio (C6 E6 G6 C7 E7) ringing into a shimmering chord."""
    dur = 1.2
    out = zeros(dur)
    notes = (1046.50, 1318.51, 1567.98, 2093.00, 2637.02)
    for k, f in enumerate(notes):
        at = 0.01 + 0.075 * k
        add(out, tone(f, dur - at, BELL, attack=0.003, decay=0.35 + 0.05 * k), at, 0.55)
    # A soft octave-below pad for warmth, fading in under the arpeggio.
    pad = tone(523.25, dur, WARM, attack=0.15, decay=0.6)
    add(out, pad, 0.0, 0.18)
    # Sparkle: a few very quiet high glints.
    for _ in range(6):
        f = 3000 + 2500 * rng.random()
        at = 0.3 + 0.5 * rng.random()
        add(out, tone(f, 0.2, ((1.0, 1.0, 1.0),), attack=0.002, decay=0.05), at, 0.06)
    return finish(out, fade_out=0.12)


def deal_won(rng: random.Random) -> Signal:
    """A warm rising major motif: G4 C5 E5 G5 (last note held)."""
    dur = 1.0
    out = zeros(dur)
    notes = ((392.00, 0.01), (523.25, 0.14), (659.26, 0.27), (783.99, 0.40))
    for k, (f, at) in enumerate(notes):
        last = k == len(notes) - 1
        n = tone(f, dur - at, WARM, attack=0.012, decay=0.45 if last else 0.16, vibrato=0.0)
        add(out, n, at, 0.9 if last else 0.7)
    # Under the last note, a soft C major third below for body.
    add(out, tone(523.25, 0.6, WARM, attack=0.03, decay=0.4), 0.40, 0.3)
    return finish(out, fade_out=0.1)


def deal_lost(rng: random.Random) -> Signal:
    """A gentle falling motif: E5 C5 A4, softly, the last note with a slow vibrato."""
    dur = 1.0
    out = zeros(dur)
    soft = ((1.0, 1.0, 1.0), (2.0, 0.15, 0.6), (3.0, 0.04, 0.4))
    notes = ((659.26, 0.01, 0.2), (523.25, 0.2, 0.2), (440.00, 0.4, 0.45))
    for k, (f, at, decay) in enumerate(notes):
        last = k == len(notes) - 1
        n = tone(f, dur - at, soft, attack=0.02, decay=decay, vibrato=0.6 if last else 0.0)
        add(out, n, at, 0.8)
    return finish(out, fade_out=0.12)


def tick(rng: random.Random) -> Signal:
    """A short wood-block tick."""
    body = tone(1750, 0.046, ((1.0, 1.0, 1.0), (2.7, 0.35, 0.4)), attack=0.0008, decay=0.007)
    click = highpass(exp_env(noise(rng, 0.046), 0.0003, 0.0012), 3000)
    return finish([b + 0.4 * c for b, c in zip(body, click, strict=True)], fade_out=0.006)


def click(rng: random.Random) -> Signal:
    """A crisp, small UI click."""
    body = tone(2600, 0.036, ((1.0, 1.0, 1.0), (1.9, 0.4, 0.5)), attack=0.0005, decay=0.004)
    snap = highpass(exp_env(noise(rng, 0.036), 0.0002, 0.0008), 4000)
    return finish([0.8 * b + 0.5 * s for b, s in zip(body, snap, strict=True)], fade_out=0.006)


#: name -> (generator, seed, target duration in seconds)
SOUNDS: dict[str, tuple[Callable[[random.Random], Signal], int, float]] = {
    "shuffle": (shuffle, 1001, 0.8),
    "deal": (deal, 1002, 0.12),
    "play": (play, 1003, 0.15),
    "capture": (capture, 1004, 0.35),
    "build": (build, 1005, 0.25),
    "seep": (seep, 1006, 1.2),
    "deal_won": (deal_won, 1007, 1.0),
    "deal_lost": (deal_lost, 1008, 1.0),
    "tick": (tick, 1009, 0.05),
    "click": (click, 1010, 0.04),
}


def generate(out_dir: Path | str) -> list[Path]:
    """Write every sound as ``<name>.wav`` into *out_dir*; return the paths written."""
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for name, (fn, seed, _target) in SOUNDS.items():
        path = out_dir / f"{name}.wav"
        write_wav(path, fn(random.Random(seed)))
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Synthesise Seep's sound effects.")
    ap.add_argument("--out", type=Path, default=OUT, help=f"output folder (default {OUT})")
    args = ap.parse_args(argv)
    for path in generate(args.out):
        with wave.open(str(path)) as w:
            secs = w.getnframes() / w.getframerate()
        print(f"{path}  {secs:.3f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
