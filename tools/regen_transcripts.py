#!/usr/bin/env python3
"""Regenerate the golden match transcripts in ``tests/data/transcripts/``.

Each transcript is a whole match played by the rules engine with seeded random moves: the moves
are chosen uniformly from the legal moves (sorted by their JSON form, so the choice depends only on
the set of legal moves, not on the order the engine lists them) with ``random.Random(seed)``, and
each deal's deck is ``shuffled_deck(seed * 1000 + deal number)``. For every match it writes

* ``<name>.txt``: the match as readable text. Per deal a header (dealer, bidder, deck), then one
  line per move (play number, seat, the move in words, and the floor after it: loose cards, then
  houses as ``H<value>{cards; owners; pakka}``), seeps, and the deal's summary (card points, seeps,
  deal score, running score, baazi winner); at the end the match result and the ``replay`` summary
  as JSON;
* ``<name>.record.json``: the match as a ``seep-record/1`` game record (one move a line).

``tests/rules/test_transcripts.py`` regenerates them in memory and compares. When a change to the
engine is meant to change them, run::

    .venv/bin/python tools/regen_transcripts.py

and review the diff.
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.rules import (  # noqa: E402
    Match,
    Move,
    Position,
    Rules,
    card_symbol,
    cards_of,
    legal_moves,
    needs_redeal,
    shuffled_deck,
)
from game.rules.match import DealSummary  # noqa: E402
from game.text.rules_moves import describe  # noqa: E402
from game.text.rules_words import seat_name  # noqa: E402

OUT_DIR = ROOT / "tests" / "data" / "transcripts"
MAX_DEALS = 30


@dataclass(frozen=True)
class Spec:
    """One golden match."""

    name: str
    rules: dict[str, Any]
    seed: int


MATCHES: tuple[Spec, ...] = (
    Spec("standard-4p", {"preset": "standard"}, 7),
    Spec("two-house-4p", {"preset": "two_house"}, 16),
    Spec("standard-2p", {"preset": "standard", "num_players": 2}, 3),
)


def team_names(players: int) -> tuple[str, str]:
    return ("NS", "EW") if players == 4 else (seat_name(0, 2), seat_name(1, 2))


def cards_text(cards: Sequence[int]) -> str:
    return " ".join(card_symbol(c) for c in sorted(cards, key=lambda c: (c >> 2, c & 3)))


def floor_text(pos: Position) -> str:
    """``7♣ 2♥ | H11{5♥ 6♦; S} | H12{4♦ 8♣ 5♥ 7♣; E,S; pakka}``, or ``(empty)``."""
    parts = []
    if pos.loose:
        parts.append(cards_text(cards_of(pos.loose)))
    for value in sorted(pos.houses):
        h = pos.houses[value]
        owners = ",".join(seat_name(o, pos.players)[0] for o in h.owners)
        pakka = "; pakka" if h.pakka else ""
        parts.append(f"H{value}{{{cards_text(cards_of(h.cards))}; {owners}{pakka}}}")
    return " | ".join(parts) if parts else "(empty)"


def choose(moves: list[Move], rng: random.Random) -> Move:
    """A uniform choice among the moves, independent of the engine's listing order."""
    ordered = sorted(moves, key=lambda m: json.dumps(m.to_json(), sort_keys=True))
    return ordered[int(rng.random() * len(ordered))]


def summary_lines(s: DealSummary, players: int, scoring: str, rounds: bool) -> list[str]:
    t0, t1 = team_names(players)
    lines = []
    if s.ended_by == "thrown_in":
        lines.append("  Thrown in: nothing scored; the same dealer deals again.")
    elif s.ended_by == "two_seeps":
        lines.append("  Ended at once by the two-seep rule: the deal is scored as zero.")
    lines.append(f"  Card points: {t0} {s.card_points[0]}, {t1} {s.card_points[1]}")
    lines.append(f"  Seeps: {t0} {s.seep_points[0]}, {t1} {s.seep_points[1]}")
    lines.append(f"  Deal score: {t0} {s.deal_score[0]}, {t1} {s.deal_score[1]}")
    if scoring == "difference" and not rounds:
        lead = s.running[0]
        who = t0 if lead > 0 else t1 if lead < 0 else "nobody"
        lines.append(f"  Running: {s.running[0]}, {s.running[1]} (lead: {who} {abs(lead)})")
    else:
        lines.append(f"  Running: {t0} {s.running[0]}, {t1} {s.running[1]}")
    if s.baazi_winner is not None:
        lines.append(f"  Baazi won by {(t0, t1)[s.baazi_winner]}")
    return lines


def play_match(spec: Spec) -> tuple[str, Match]:
    """Play the match and write it as text."""
    rules = Rules.from_json(spec.rules)
    n = rules.num_players
    rng = random.Random(spec.seed)
    deal_no = 0
    match = Match.start(rules, dealer=spec.seed % n, deck=shuffled_deck(spec.seed * 1000))
    out = [
        f"Seep transcript {spec.name}",
        f"Rules: {json.dumps(rules.to_json(), sort_keys=True)}",
        f"Seed: {spec.seed} (moves uniform over the sorted legal moves; "
        f"deck k = shuffled_deck({spec.seed} * 1000 + k))",
    ]
    t0, t1 = team_names(n)
    rounds = rules.match_mode == "rounds"
    while not match.finished and len(match.summaries) < MAX_DEALS:
        if match.deal_done:
            deal_no += 1
            match.next_deal(shuffled_deck(spec.seed * 1000 + deal_no))
        pos = match.position
        out += [
            "",
            f"== Deal {deal_no + 1}: dealer {seat_name(pos.dealer, n)}, "
            f"bidder {seat_name(pos.bidder, n)} ==",
            f"Deck: {' '.join(card_symbol(c) for c in match.deck)}",
            f"Floor (face down): {cards_text(cards_of(pos.loose))}",
        ]
        if needs_redeal(pos):
            held = cards_text(cards_of(pos.hands[pos.to_play] or 0))
            out.append(f"{seat_name(pos.to_play, n)} holds {held}: nothing of 9 or more.")
            match.throw_in()
        while not match.deal_done:
            pos = match.position
            move = choose(legal_moves(pos), rng)
            seat = pos.to_play
            text = describe(move, pos=pos)
            seeps_before = len(pos.seeps)
            match.play(move)
            after = match.position
            number = "bid" if move.action == "bid" else str(after.plays_made)
            line = f"{number:>3} {seat_name(seat, n):<5} {text}"
            if move.action == "bid" or not after.is_over():
                line += f"  || {floor_text(after)}"
            out.append(line)
            for seep_seat, _play, points in after.seeps[seeps_before:]:
                team = (t0, t1)[seep_seat & 1]
                out.append(f"        SEEP by {seat_name(seep_seat, n)} ({team}), {points} points")
            if after.is_over():
                taker = after.last_capturer
                who = "nobody" if taker is None else (t0, t1)[taker & 1]
                out.append(f"        Deal over: the leftovers go to {who}")
        summary = match.summaries[-1]
        out += summary_lines(summary, n, rules.scoring_method, rounds)
        if not match.finished:
            out.append(f"  Next dealer: {seat_name(match.next_dealer, n)}")
    out.append("")
    if match.finished:
        b0, b1 = match.baazis
        if match.winner == "draw":
            result = "a draw"
        else:
            assert isinstance(match.winner, int)
            result = f"won by {(t0, t1)[match.winner]}"
        out.append(f"Match over: {result} (baazis {t0} {b0}, {t1} {b1})")
    else:
        out.append(f"Match not finished after {MAX_DEALS} deals")
    out.append(f"Summary: {json.dumps(match.summary_json(), sort_keys=True)}")
    return "\n".join(out) + "\n", match


def record_text(match: Match) -> str:
    """The ``seep-record/1`` JSON of the match, one move a line."""
    record = match.record().to_json()
    head = {k: v for k, v in record.items() if k != "deals"}
    lines = [json.dumps(head)[:-1] + ', "deals": [']
    for i, deal in enumerate(record["deals"]):
        lines.append(f' {{"dealer": {deal["dealer"]}, "deck": {json.dumps(deal["deck"])},')
        lines.append('  "moves": [')
        moves = [f"   {json.dumps(m)}" for m in deal["moves"]]
        lines.append(",\n".join(moves))
        lines.append("  ]}" + ("," if i < len(record["deals"]) - 1 else ""))
    lines.append("]}")
    text = "\n".join(x for x in lines if x) + "\n"
    assert json.loads(text) == record
    return text


def build(spec: Spec) -> dict[str, str]:
    """The files of one match: ``{file name: text}``."""
    text, match = play_match(spec)
    return {f"{spec.name}.txt": text, f"{spec.name}.record.json": record_text(match)}


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args:
        sys.stderr.write("usage: python tools/regen_transcripts.py\n")
        return 2
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    for spec in MATCHES:
        for name, text in build(spec).items():
            path = OUT_DIR / name
            old = path.read_text(encoding="utf-8") if path.exists() else None
            if old != text:
                path.write_text(text, encoding="utf-8")
                print(f"wrote {path.relative_to(ROOT)}")
            else:
                print(f"unchanged {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
