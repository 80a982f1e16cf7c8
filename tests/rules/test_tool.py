"""``python -m game.rules moves|apply|replay|explain``: the rules tool as a process.

The tool (interchange.md) is run with ``sys.executable -m game.rules`` from the repository root.
Bad input must never print a traceback: each bad line is answered with ``{"error": "..."}`` and
the tool goes on. The last part feeds random mutations of valid inputs through
:func:`game.rules.tool.answer`.
"""

from __future__ import annotations

import copy
import io
import json
import os
import select
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.rules import Match, Rules, legal_moves, position_from_json, random_move
from game.rules.tool import MAX_LINE_BYTES, MAX_MESSAGE, answer, serve, shorten
from tests.rules.builders import house, opening_json, position_json

REPO_ROOT = Path(__file__).resolve().parents[2]
TOOL = [sys.executable, "-m", "game.rules"]
TIMEOUT = 60

# A mid-deal position (S to play, T01): 9♣ takes 9♦; 2♥+7♣ builds a 9 absorbing the 9♦ (the
# 9♣ is the key); or the 2♥ is thrown.
T01 = position_json("9c 2h", "9d 7c")
T01_MOVES: list[dict[str, Any]] = [
    {"action": "build", "card": "2h", "loose": ["7c", "9d"], "value": 9},
    {"action": "throw", "card": "2h"},
    {"action": "capture", "card": "9c", "loose": ["9d"], "house": None},
]
CAPTURE_9C = {"action": "capture", "card": "9c", "loose": ["9d"], "house": None}
# A position with houses and every hand shown.
HOUSES = position_json(
    "2s Jc 6d",
    "8h 3c",
    [house(9, "5c 4d", [1]), house(12, "8c 4h 7h 5h", [3])],
    hands={1: "9h 9s", 3: "Qs Qh 2c"},
    show_all=True,
)


def line(obj: object) -> bytes:
    return (json.dumps(obj) + "\n").encode()


def short_record() -> dict[str, Any]:
    """The record of a seeded match cut after its first few plays (an unfinished deal)."""
    import random

    rng = random.Random(4)
    match = Match.start(Rules(), seed=4, dealer=0)
    for _ in range(6):
        match.play(random_move(match.position, rng))
    return match.record().to_json()


RECORD = short_record()


def run(args: list[str], data: bytes = b"") -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [*TOOL, *args], input=data, capture_output=True, cwd=REPO_ROOT, timeout=TIMEOUT
    )


def answers(proc: subprocess.CompletedProcess[bytes]) -> list[Any]:
    text = proc.stdout.decode("utf-8")
    return [json.loads(x) for x in text.splitlines()]


def no_traceback(proc: subprocess.CompletedProcess[bytes]) -> None:
    assert b"Traceback" not in proc.stderr
    assert b"Traceback" not in proc.stdout


# ---------------------------------------------------------------------------------------------
# Line by line, through pipes
# ---------------------------------------------------------------------------------------------


class Conversation:
    """One tool process driven through its pipes: write a line, read its answer."""

    def __init__(self, command: str) -> None:
        self.proc = subprocess.Popen(
            [*TOOL, command, "-"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            cwd=REPO_ROOT,
            bufsize=0,
        )
        self.buffer = b""

    def send(self, data: bytes) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def read_line(self, timeout: float = 20.0) -> Any:
        """The next answer; fails if none comes (the tool did not answer or did not flush)."""
        assert self.proc.stdout is not None
        fd = self.proc.stdout.fileno()
        while b"\n" not in self.buffer:
            ready, _, _ = select.select([fd], [], [], timeout)
            assert ready, "no answer: the tool did not answer this line or did not flush it"
            chunk = os.read(fd, 65536)
            assert chunk, "the tool closed its output"
            self.buffer += chunk
        text, self.buffer = self.buffer.split(b"\n", 1)
        return json.loads(text)

    def ask(self, obj: object) -> Any:
        self.send(line(obj))
        return self.read_line()

    def nothing_waiting(self) -> bool:
        assert self.proc.stdout is not None
        ready, _, _ = select.select([self.proc.stdout.fileno()], [], [], 0.3)
        return not ready and not self.buffer

    def close(self) -> tuple[int, bytes, bytes]:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.close()
        rest = self.proc.stdout.read()
        code = self.proc.wait(timeout=TIMEOUT)
        assert self.proc.stderr is not None
        err = self.proc.stderr.read()
        self.proc.stdout.close()
        self.proc.stderr.close()
        return code, self.buffer + rest, err


@pytest.fixture
def conversation() -> Iterator[Any]:
    opened: list[Conversation] = []

    def start(command: str) -> Conversation:
        c = Conversation(command)
        opened.append(c)
        return c

    yield start
    for c in opened:
        if c.proc.poll() is None:
            c.proc.kill()
            c.proc.wait()


def as_set(moves: list[dict[str, Any]]) -> set[str]:
    out = set()
    for m in moves:
        m = dict(m)
        if "loose" in m:
            m["loose"] = sorted(m["loose"])
        out.add(json.dumps(m, sort_keys=True))
    return out


def test_moves_answers_each_line_before_the_next_is_written(conversation: Any) -> None:
    talk = conversation("moves")
    first = talk.ask(T01)
    assert as_set(first) == as_set([*T01_MOVES])
    talk.send(b"\n   \n\t\n")  # blank lines are skipped: no answer
    assert talk.nothing_waiting()
    bad = talk.ask([1, 2])
    assert set(bad) == {"error"}
    again = talk.ask(HOUSES)  # the tool went on after the error
    assert isinstance(again, list) and again
    code, rest, err = talk.close()
    assert rest == b""
    assert code == 1  # one line failed
    assert b"Traceback" not in err


def test_apply_answers_line_by_line(conversation: Any) -> None:
    talk = conversation("apply")
    after = talk.ask({"position": T01, "move": CAPTURE_9C})
    assert after["floor"] == {"loose": ["7c"], "houses": []}
    assert after["to_play"] == 1
    assert after["hands"] == [["2h"], None, None, None]
    assert after["hand_sizes"] == [1, 2, 2, 2]
    # The answer is itself a position: feed it back.
    nxt = talk.ask({"position": after, "move": {"action": "throw", "card": "2h"}})
    assert set(nxt) == {"error"}  # seat 1 is to play and its hand is hidden
    code, _, err = talk.close()
    assert code == 1
    assert b"Traceback" not in err


def test_explain_answers_line_by_line(conversation: Any) -> None:
    talk = conversation("explain")
    assert talk.ask({"position": T01, "move": CAPTURE_9C}) == {"legal": True}
    no = talk.ask({"position": T01, "move": {"action": "throw", "card": "9c"}})
    assert no["legal"] is False
    assert "9♦" in no["reason"] and "thrown" in no["reason"]
    code, _, _ = talk.close()
    assert code == 0


def test_replay_answers_line_by_line(conversation: Any) -> None:
    talk = conversation("replay")
    summary = talk.ask(RECORD)
    assert summary["deals"] == []  # the one deal is unfinished
    assert summary["finished"] is False
    assert summary["next_dealer"] == 0
    summary = talk.ask({**RECORD, "deals": []})
    assert set(summary) == {"error"}
    code, _, _ = talk.close()
    assert code == 1


def test_reading_a_file_argument(tmp_path: Path) -> None:
    path = tmp_path / "positions.jsonl"
    path.write_bytes(line(T01) + b"\n" + line(HOUSES))
    proc = run(["moves", str(path)])
    assert proc.returncode == 0
    got = answers(proc)
    assert len(got) == 2
    assert as_set(got[0]) == as_set(T01_MOVES)


def test_all_good_lines_exit_0() -> None:
    proc = run(["moves", "-"], line(T01) + line(HOUSES))
    assert proc.returncode == 0
    assert len(answers(proc)) == 2


# ---------------------------------------------------------------------------------------------
# Every line is answered: whitespace that is not JSON's, line breaks that are not "\n", long lines
# ---------------------------------------------------------------------------------------------

# Characters Python's str.split/strip/splitlines take for whitespace or line breaks but JSON
# does not: a line of them is not blank (interchange.md skips blank lines only) and gets an error.
NOT_JSON_WHITESPACE = [
    "\x0b", "\x0c", "\x1c", "\x1d", "\x1e", "\x1f", "\x85",
    "\u00a0", "\u1680", "\u2000", "\u2028", "\u2029", "\u202f", "\u3000", "\ufeff",
]  # fmt: skip


def serve_bytes(data: bytes) -> tuple[int, list[Any], list[str]]:
    """:func:`serve` of ``data`` with ``moves``: the status, the answers, the lines handed on."""
    seen: list[str] = []

    def answer_line(text: str) -> tuple[Any, bool]:
        seen.append(text)
        return answer("moves", text)

    out = io.StringIO()
    status = serve(answer_line, io.BytesIO(data), out)
    return status, [json.loads(x) for x in out.getvalue().split("\n")[:-1]], seen


@pytest.mark.parametrize("char", NOT_JSON_WHITESPACE, ids=lambda c: f"U+{ord(c):04X}")
def test_a_line_of_whitespace_that_is_not_jsons_gets_an_error_line(char: str) -> None:
    status, got, _ = serve_bytes(line(T01) + (char * 3).encode() + b"\n" + line(T01))
    assert status == 1 and len(got) == 3, got
    assert as_set(got[0]) == as_set(T01_MOVES) == as_set(got[2])
    assert set(got[1]) == {"error"} and "not JSON" in got[1]["error"]


def test_whitespace_that_is_not_jsons_is_answered_through_the_process() -> None:
    bad = [(c + " " + c).encode() + b"\n" for c in NOT_JSON_WHITESPACE]
    proc = run(["moves", "-"], b"".join(b + line(T01) for b in bad))
    no_traceback(proc)
    assert proc.returncode == 1
    got = answers(proc)
    assert len(got) == 2 * len(bad)
    assert all(set(got[2 * k]) == {"error"} for k in range(len(bad)))
    assert all(as_set(got[2 * k + 1]) == as_set(T01_MOVES) for k in range(len(bad)))


def test_a_line_of_non_breaking_spaces_does_not_leave_a_client_waiting(conversation: Any) -> None:
    talk = conversation("moves")
    talk.send("\u00a0\u3000\n".encode())
    assert set(talk.read_line()) == {"error"}
    talk.send(b"\x1d\x0c\n")
    assert set(talk.read_line()) == {"error"}
    assert as_set(talk.ask(T01)) == as_set(T01_MOVES)
    code, rest, err = talk.close()
    assert code == 1 and rest == b"" and b"Traceback" not in err


def test_lines_of_json_whitespace_only_are_still_skipped() -> None:
    # interchange.md: "Blank input lines are skipped." JSON's whitespace is space, tab, CR, LF.
    status, got, seen = serve_bytes(b"\n \n\t\r\n\r\n \t \r\n" + line(T01) + b"  \t")
    assert status == 0 and len(got) == 1 and len(seen) == 1
    assert as_set(got[0]) == as_set(T01_MOVES)
    assert serve_bytes(b"") == (0, [], [])


def test_lines_are_split_on_newline_only() -> None:
    # U+2028, U+2029 and U+0085 may stand raw in a JSON string: the line is one good line.
    text = json.dumps({**T01, "comment": "a\u2028b\u2029c\x85d\re"}, ensure_ascii=False)
    data = text.encode() + b"\n" + "\u2028\u2029\n".encode() + b"[1,\x1c\x1d\x1e2]\n"
    status, got, seen = serve_bytes(data)
    assert status == 1 and len(got) == 3 and len(seen) == 3, got
    assert as_set(got[0]) == as_set(T01_MOVES)
    assert set(got[1]) == {"error"} and set(got[2]) == {"error"}
    proc = run(["moves", "-"], data)
    assert proc.returncode == 1 and len(proc.stdout.split(b"\n")) == 4


def test_answers_have_no_raw_line_breaks_but_newline() -> None:
    # Whatever an answer quotes, it takes one line for every reader (str.splitlines too).
    def echo(text: str) -> tuple[Any, bool]:
        return {"error": f"quoted: {text.strip()}"}, False

    out = io.StringIO()
    assert serve(echo, io.BytesIO("a\u2028b\x85c\u2029d\x1de\n".encode()), out) == 1
    text = out.getvalue()
    assert len(text.splitlines()) == 1 and text.endswith("\n")
    assert json.loads(text) == {"error": "quoted: a\u2028b\x85c\u2029d\x1de"}
    bad = {"position": T01, "move": {"action": "throw", "card": "\u2028\x85\u2029"}}
    proc = run(["apply", "-"], json.dumps(bad, ensure_ascii=False).encode() + b"\n")
    assert len(proc.stdout.decode("utf-8").splitlines()) == 1


def test_a_line_over_a_megabyte_is_an_error_line_and_is_not_parsed() -> None:
    pad = MAX_LINE_BYTES - len(json.dumps({**T01, "comment": ""}))
    at_limit = json.dumps({**T01, "comment": "x" * pad}).encode()
    assert len(at_limit) == MAX_LINE_BYTES
    over = json.dumps({**T01, "comment": "x" * (pad + 1)}).encode()
    huge = b"[" + b"1," * (3 * MAX_LINE_BYTES) + b"1]"
    for last in (b"", b"\n"):
        data = at_limit + b"\n" + over + b"\n" + huge + b"\n" + line(T01) + over + last
        status, got, seen = serve_bytes(data)
        assert status == 1 and len(got) == 5, [str(g)[:80] for g in got]
        assert as_set(got[0]) == as_set(T01_MOVES) == as_set(got[3])
        for k in (1, 2, 4):
            assert got[k] == {"error": f"the line is longer than {MAX_LINE_BYTES} bytes: not read"}
        assert len(seen) == 2  # the long lines were never handed on to be parsed


def test_a_line_over_a_megabyte_through_the_process(conversation: Any) -> None:
    talk = conversation("moves")
    talk.send(b"{" + b" " * (MAX_LINE_BYTES + 10) + b"\n")
    assert "longer than" in talk.read_line()["error"]
    assert as_set(talk.ask(T01)) == as_set(T01_MOVES)
    code, _, err = talk.close()
    assert code == 1 and b"Traceback" not in err


@pytest.mark.parametrize(
    ("command", "obj"),
    [
        ("replay", ["x" * 5000]),
        ("moves", {**T01, "format": "seep-position/" + "9" * 5000}),
        ("moves", {**T01, "hands": [["9c", "2h" * 3000], None, None, None]}),
        ("apply", {"position": T01, "move": {"action": "throw", "card": "9c" * 3000}}),
        ("apply", {"position": T01, "move": {"action": "juggle" * 1000, "card": "9c"}}),
        ("replay", {**RECORD, "format": "z" * 5000}),
    ],
    ids=["record-not-an-object", "format", "card", "move-card", "action", "record-format"],
)
def test_error_messages_quoting_the_input_are_cut_short(command: str, obj: Any) -> None:
    got, ok = answer(command, json.dumps(obj))
    assert not ok and set(got) == {"error"}
    proc = run([command, "-"], line(obj))
    assert proc.returncode == 1
    (message,) = (x["error"] for x in answers(proc))
    assert len(message) <= MAX_MESSAGE and message.endswith("…"), message
    assert message[:-1] == got["error"][: MAX_MESSAGE - 1]


def test_explain_reasons_quoting_the_input_are_cut_short() -> None:
    move = {"action": "throw", "card": "9c", "loose": ["9d"] * 2000}
    got, ok = answer("explain", json.dumps({"position": T01, "move": move}))
    assert ok and got["legal"] is False
    assert len(got["reason"]) <= MAX_MESSAGE and got["reason"].endswith("…")


def test_short_messages_are_kept_whole() -> None:
    assert shorten("x" * MAX_MESSAGE) == "x" * MAX_MESSAGE
    assert shorten("x" * (MAX_MESSAGE + 1)) == "x" * (MAX_MESSAGE - 1) + "…"
    got, _ = answer("moves", "not json")
    assert got["error"].startswith("not JSON") and not got["error"].endswith("…")


# ---------------------------------------------------------------------------------------------
# Bad input: an error line each, no traceback, exit status 1
# ---------------------------------------------------------------------------------------------


def changed(base: dict[str, Any], path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    """A copy of ``base`` with the value at ``path`` replaced (``...`` deletes it)."""
    out = copy.deepcopy(base)
    parent = out
    for key in path[:-1]:
        parent = parent[key]
    if value is ...:
        del parent[path[-1]]
    else:
        parent[path[-1]] = value
    return out


def t01_with(**changes: Any) -> dict[str, Any]:
    return {**copy.deepcopy(T01), **changes}


_T01_PILE0 = T01["piles"][0]
_T01_PILE1 = T01["piles"][1]

BAD_POSITIONS: dict[str, tuple[bytes, tuple[str, ...]]] = {
    "not-json": (b"{not json\n", ("not JSON",)),
    "a-list": (b"[1, 2, 3]\n", ("JSON object",)),
    "a-number": (b"42\n", ("JSON object",)),
    "null": (b"null\n", ("JSON object",)),
    "card-ks": (line(changed(T01, ("hands", 0), ["ks", "2h"])), ("ks",)),
    "card-1s": (line(changed(T01, ("hands", 0), ["1s", "2h"])), ("1s",)),
    "card-number": (line(changed(T01, ("hands", 0), [9, "2h"])), ("not a card",)),
    "unknown-option": (
        line(changed(T01, ("rules",), {"preset": "standard", "no_such_option": True})),
        ("unknown rules option", "no_such_option"),
    ),
    "bad-option-value": (
        line(changed(T01, ("rules",), {"preset": "standard", "max_houses": 7})),
        ("max_houses", "7"),
    ),
    "bad-option-type": (
        line(changed(T01, ("rules",), {"preset": "standard", "partner_may_raise": "yes"})),
        ("partner_may_raise",),
    ),
    "unknown-preset": (line(changed(T01, ("rules",), {"preset": "casino"})), ("casino",)),
    "53-cards": (line(changed(T01, ("hand_sizes",), [2, 3, 2, 2])), ("53",)),
    "51-cards": (line(changed(T01, ("piles", 0), _T01_PILE0[1:])), ("51",)),
    "duplicated-card": (
        line(changed(T01, ("piles", 1), [*_T01_PILE1[1:], "9c"])),
        ("9c", "twice"),
    ),
    "house-not-whole-sets": (
        line(position_json("9c 2h", "9d", [house(11, "7c 2c", [1])])),
        ("whole sets",),
    ),
    "two-houses-of-one-value": (
        line(position_json("9c 2h", "", [house(9, "9d 9s", [1]), house(9, "7c 2c", [3])])),
        ("two houses of value 9",),
    ),
    "wrong-hand-size": (
        line(
            t01_with(
                hands=[["9c", "2h", _T01_PILE0[0]], None, None, None],
                hand_sizes=[3, 2, 2, 2],
                piles=[_T01_PILE0[1:], _T01_PILE1],
            )
        ),
        ("hand sizes should be",),
    ),
    "wrong-to-play": (line(changed(T01, ("to_play",), 1)), ("seat 0 is to play",)),
    "plays-made-out-of-range": (line(changed(T01, ("plays_made",), 49)), ("plays_made",)),
    "bad-phase": (line(changed(T01, ("phase",), "dealing")), ("phase",)),
    "owner-without-a-key": (
        line(position_json("2h 3c", "", [house(9, "5c 4d", [0])])),
        ("seat 0 owns the 9-house",),
    ),
    "hidden-hand-to-play": (
        line(changed(changed(T01, ("hands", 0), None), ("hand_sizes",), [2, 2, 2, 2])),
        ("not shown",),
    ),
    "hand-sizes-missing": (line(changed(T01, ("hand_sizes",), ...)), ("hand_sizes",)),
}


BAD_PAIRS: dict[str, tuple[bytes, tuple[str, ...]]] = {
    "no-move": (line({"position": T01}), ("position", "move")),
    "not-an-object": (line([T01, CAPTURE_9C]), ("position", "move")),
    "move-naming-no-card": (
        line({"position": T01, "move": {"action": "throw"}}),
        ("names no card",),
    ),
    "unknown-action": (
        line({"position": T01, "move": {"action": "juggle", "card": "9c"}}),
        ("unknown move action", "juggle"),
    ),
    "move-not-an-object": (line({"position": T01, "move": "9c"}), ("move",)),
    "move-bad-card": (
        line({"position": T01, "move": {"action": "throw", "card": "ks"}}),
        ("ks",),
    ),
    "illegal-move": (
        line({"position": T01, "move": {"action": "throw", "card": "9c"}}),
        ("illegal move", "9♦", "cannot be thrown", "position"),
    ),
    "card-not-held": (
        line({"position": T01, "move": {"action": "throw", "card": "Kd"}}),
        ("illegal move", "do not hold"),
    ),
    "bad-position": (
        line({"position": changed(T01, ("to_play",), 2), "move": CAPTURE_9C}),
        ("seat 0 is to play",),
    ),
}

GENERIC: dict[str, tuple[bytes, tuple[str, ...]]] = {
    "deep-array": (b"[" * 10000 + b"]" * 10000 + b"\n", ()),
    "deep-object": (b'{"a":' * 10000 + b"1" + b"}" * 10000 + b"\n", ()),
    "invalid-utf8": (b'{"format": "\xff\xfe"}\n', ("UTF-8",)),
    "invalid-utf8-alone": (b"\xc3\x28\xa0\xa1\n", ("UTF-8",)),
    "megabyte-line": (b"x" * 1_000_000 + b"\n", ("not JSON",)),
    "megabyte-json": (line({"pad": "x" * 1_000_000}), ()),
}


def _run_group(command: str, cases: dict[str, tuple[bytes, tuple[str, ...]]]) -> dict[str, Any]:
    data = b"".join(text for text, _ in cases.values())
    proc = run([command, "-"], data)
    no_traceback(proc)
    got = answers(proc)
    assert len(got) == len(cases), proc.stdout[-2000:]
    assert proc.returncode == 1
    return dict(zip(cases, got, strict=True))


@pytest.fixture(scope="module")
def bad_answers() -> dict[tuple[str, str], Any]:
    """Every bad line of each command, through one process per command."""
    out: dict[tuple[str, str], Any] = {}
    for command, cases in [
        ("moves", {**BAD_POSITIONS, **GENERIC}),
        ("apply", {**BAD_PAIRS, **GENERIC}),
        ("explain", {k: v for k, v in {**BAD_PAIRS, **GENERIC}.items() if k in EXPLAIN_ERRORS}),
        ("replay", {**GENERIC}),
    ]:
        for name, ans in _run_group(command, cases).items():
            out[command, name] = ans
    return out


# explain answers {"legal": false} for a malformed or illegal move, but an error for a line that
# cannot be read as {"position", "move"} at all, or a bad position.
EXPLAIN_ERRORS = {"no-move", "not-an-object", "bad-position", *GENERIC}


def _error_cases() -> Iterator[Any]:
    for name, (_, words) in BAD_POSITIONS.items():
        yield pytest.param("moves", name, words, id=f"moves-{name}")
    for name, (_, words) in BAD_PAIRS.items():
        yield pytest.param("apply", name, words, id=f"apply-{name}")
    for name, (_, words) in GENERIC.items():
        for command in ("moves", "apply", "explain", "replay"):
            yield pytest.param(command, name, words, id=f"{command}-{name}")
    for name in ("no-move", "not-an-object", "bad-position"):
        yield pytest.param("explain", name, BAD_PAIRS[name][1], id=f"explain-{name}")


@pytest.mark.parametrize(("command", "name", "words"), list(_error_cases()))
def test_bad_input_gives_an_error_line(
    bad_answers: dict[tuple[str, str], Any], command: str, name: str, words: tuple[str, ...]
) -> None:
    got = bad_answers[command, name]
    assert isinstance(got, dict) and set(got) == {"error"}, got
    message = got["error"]
    assert isinstance(message, str) and message
    assert "internal error" not in message
    for word in words:
        assert word in message, (word, message[:300])


def test_a_megabyte_of_valid_json_is_answered() -> None:
    # Unknown keys of a position are ignored; the line is long but fine.
    proc = run(["moves", "-"], line({**T01, "comment": "x" * 1_000_000}))
    assert proc.returncode == 0
    assert as_set(answers(proc)[0]) == as_set(T01_MOVES)


@pytest.mark.parametrize(
    "move",
    [
        {"action": "throw"},
        {"action": "juggle", "card": "9c"},
        {"action": "throw", "card": "ks"},
        {"action": "capture", "card": "9c", "loose": "9d"},
        "9c",
        None,
    ],
    ids=["no-card", "unknown-action", "bad-card", "loose-not-a-list", "a-string", "null"],
)
def test_explain_says_not_legal_for_a_malformed_move(move: Any) -> None:
    proc = run(["explain", "-"], line({"position": T01, "move": move}))
    no_traceback(proc)
    (got,) = answers(proc)
    assert got["legal"] is False
    assert isinstance(got["reason"], str) and got["reason"]
    assert proc.returncode == 0


def test_unknown_command_prints_usage() -> None:
    proc = run(["shuffle"], line(T01))
    assert proc.returncode == 2
    assert proc.stdout == b""
    assert b"usage" in proc.stderr
    no_traceback(proc)


def test_no_command_prints_usage() -> None:
    proc = run([])
    assert proc.returncode == 2
    assert b"usage" in proc.stderr


def test_help() -> None:
    proc = run(["--help"])
    assert proc.returncode == 0
    assert b"usage" in proc.stderr


def test_missing_file() -> None:
    # The engine's reading: a file that cannot be opened is not a line, so it gets no error line;
    # the tool says so on stderr and exits with status 2 (the brief expected error lines and 1).
    proc = run(["moves", "no/such/file.jsonl"])
    no_traceback(proc)
    assert proc.returncode != 0
    assert b"no/such/file.jsonl" in proc.stderr


# ---------------------------------------------------------------------------------------------
# Canonical output
# ---------------------------------------------------------------------------------------------

CARD_KEYS = {"card", "loose", "cards", "stock", "deck", "hands", "piles"}


def cards_in(obj: Any, key: str | None = None) -> Iterator[str]:
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from cards_in(v, k)
    elif isinstance(obj, list):
        for v in obj:
            yield from cards_in(v, key)
    elif isinstance(obj, str) and key in CARD_KEYS:
        yield obj


def loud(obj: Any, key: str | None = None) -> Any:
    """The same JSON with every card written ``10D`` / ``KS`` style."""
    if isinstance(obj, dict):
        return {k: loud(v, k) for k, v in obj.items()}
    if isinstance(obj, list):
        return [loud(v, key) for v in obj]
    if isinstance(obj, str) and key in CARD_KEYS:
        return ("10" if obj[0] == "T" else obj[0]) + obj[1].upper()
    return obj


def is_canonical(card: str) -> bool:
    return len(card) == 2 and card[0] in "A23456789TJQK" and card[1] in "shdc"


def test_canonical_output_from_loud_input() -> None:
    pos = position_json("Td Kh 2c", "Ts 3d", [house(12, "8c 4h", [1])])
    loud_pos = loud(pos)
    assert "10D" in json.dumps(loud_pos) and "KH" in json.dumps(loud_pos)
    moves = [m.to_json() for m in legal_moves(position_from_json(pos))]
    proc_moves = run(["moves", "-"], line(loud_pos))
    proc_apply = run(["apply", "-"], line(loud({"position": pos, "move": moves[0]})))
    proc_replay = run(["replay", "-"], line(loud(RECORD)))
    for proc in (proc_moves, proc_apply, proc_replay):
        assert proc.returncode == 0, proc.stdout
        (got,) = answers(proc)
        cards = list(cards_in(got))
        assert all(is_canonical(c) for c in cards), cards
    assert as_set(answers(proc_moves)[0]) == as_set(moves)
    after = answers(proc_apply)[0]
    hidden = sum(n for h, n in zip(after["hands"], after["hand_sizes"], strict=True) if h is None)
    assert hidden == 9  # E, N and W hold 3 cards each, hidden as in the input
    assert len(list(cards_in(after))) == 52 - hidden


def test_loud_input_is_the_same_position() -> None:
    assert position_from_json(loud(HOUSES)) == position_from_json(HOUSES)


# ---------------------------------------------------------------------------------------------
# Random mutations of valid input, in process: a valid answer or {"error": str}, never a crash
# ---------------------------------------------------------------------------------------------

BASE_POSITIONS: list[dict[str, Any]] = [
    T01,
    HOUSES,
    opening_json("9c Qd 3h 4s", "4c 6d 7h 3s", dealer=3),
    opening_json("Th 5c 2d 8s", "4c 6d 7h 3s", dealer=0, bid=10),
    position_json(
        "Jd 4c",
        "2c 3d 5h 6s",
        [house(11, "6c 5d", [3]), house(13, "Kc 7s 6h", [1])],
        rules={"preset": "two_house"},
        hands={3: "Jh Js"},
    ),
    position_json(
        hands={1: "2h 5c"},
        seat=1,
        dealer=0,
        plays_made=26,
        rules={"preset": "standard", "num_players": 2},
    ),
]
BASE_PAIRS: list[dict[str, Any]] = [
    {"position": p, "move": m.to_json()}
    for p in BASE_POSITIONS
    for m in legal_moves(position_from_json(p))[:3]
]

leaves = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.sampled_from([0, 1, 2, 4, 9, 11, 13, 14, 24, 47, 48, 52, -1]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=6),
    st.sampled_from(["As", "Td", "10D", "KS", "ks", "1s", "play", "bid", "over", "standard"]),
)
json_values = st.recursive(
    leaves,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner),
    max_leaves=8,
)
# Values of a move's "action": hashable ones only. An unhashable action is a known engine bug with
# its own regression test below, so it is kept out of here to let this test look for others.
action_values = st.one_of(leaves, st.sampled_from(["bid", "capture", "build", "raise", "throw"]))


def paths(obj: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield path
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from paths(v, (*path, k))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from paths(v, (*path, i))


@st.composite
def mutated(draw: st.DrawFn, bases: list[dict[str, Any]]) -> dict[str, Any]:
    obj = copy.deepcopy(draw(st.sampled_from(bases)))
    for _ in range(draw(st.integers(min_value=1, max_value=4))):
        spots = list(paths(obj))[1:]
        if not spots:
            break
        path = draw(st.sampled_from(spots))
        parent = obj
        for key in path[:-1]:
            parent = parent[key]
        what = draw(st.sampled_from(["delete", "replace", "replace", "duplicate", "rename"]))
        last = path[-1]
        if what == "delete":
            del parent[last]
        elif what == "duplicate" and isinstance(parent, list):
            parent.append(copy.deepcopy(parent[last]))
        elif what == "rename" and isinstance(parent, dict):
            parent[draw(st.text(max_size=8).filter(lambda k: k != "action"))] = parent.pop(last)
        elif last == "action":
            parent[last] = draw(action_values)
        else:
            parent[last] = draw(json_values)
    return obj


def check_answer(command: str, obj: Any) -> None:
    text = json.dumps(obj)
    result, ok = answer(command, text)
    json.dumps(result)  # every answer can be written out
    if not ok:
        assert isinstance(result, dict) and set(result) == {"error"}, result
        assert isinstance(result["error"], str) and result["error"]
        assert "internal error" not in result["error"], (result["error"], text)
        return
    if command == "moves":
        assert isinstance(result, list)
        assert all(isinstance(m, dict) and "action" in m for m in result)
    elif command == "apply":
        assert isinstance(result, dict) and result["format"] == "seep-position/1"
    elif command == "explain":
        assert isinstance(result, dict) and isinstance(result["legal"], bool)
    else:
        assert isinstance(result, dict) and "deals" in result


FUZZ = settings(
    max_examples=250,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


@FUZZ
@given(obj=mutated(BASE_POSITIONS))
def test_mutated_positions_never_crash_moves(obj: dict[str, Any]) -> None:
    check_answer("moves", obj)


@FUZZ
@given(obj=mutated(BASE_PAIRS), command=st.sampled_from(["apply", "explain"]))
def test_mutated_pairs_never_crash_apply_or_explain(obj: dict[str, Any], command: str) -> None:
    check_answer(command, obj)


@FUZZ
@given(obj=mutated([RECORD]))
def test_mutated_records_never_crash_replay(obj: dict[str, Any]) -> None:
    check_answer("replay", obj)


@pytest.mark.parametrize("command", ["apply", "explain", "replay"])
def test_an_unhashable_action(command: str) -> None:
    if command == "replay":
        record = copy.deepcopy(RECORD)
        record["deals"][0]["moves"][1]["action"] = ["capture"]
        obj: Any = record
    else:
        obj = {"position": T01, "move": {"action": ["throw"], "card": "2h"}}
    check_answer(command, obj)


@pytest.mark.parametrize("command", ["apply", "explain"])
def test_raise_with_floor_cards_to_a_value_outside_9_13(command: str) -> None:
    pos = position_json(
        "2s Jc",
        "",
        [house(9, "5c 4d", [1])],
        rules={"preset": "standard", "raise_with_floor_cards": True},
    )
    move = {"action": "raise", "card": "2s", "house": 9, "value": 52, "loose": []}
    check_answer(command, {"position": pos, "move": move})
