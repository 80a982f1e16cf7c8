"""Run every conformance case of `tests/data/cases/public.jsonl` through `python -m game.rules`.

The cases and their comparison rules are described in `tests/data/cases/README.md`. Cases that are
not `solo` are grouped by command and each group goes through ONE process (`<cmd> -`, every input
on standard input); the answers are matched to the cases line by line. `solo` cases run in a
process of their own and also check the exit status.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

import pytest

from tests.rules.reference import MoveKey, canonical_card, describe_key, move_key

REPO_ROOT = Path(__file__).resolve().parents[2]
CASES_FILE = REPO_ROOT / "tests" / "data" / "cases" / "public.jsonl"
TOOL = [sys.executable, "-m", "game.rules"]
TIMEOUT_SECONDS = 600

# Keys whose values are cards or (nested) lists of cards.
CARD_KEYS = frozenset({"card", "loose", "cards", "stock", "deck", "hands", "piles"})
# Lists of cards whose order matters; every other list of cards is a set.
ORDERED_CARD_KEYS = frozenset({"stock", "deck"})


# --------------------------------------------------------------------------------------------
# Loading the cases
# --------------------------------------------------------------------------------------------


def load_cases(path: Path = CASES_FILE) -> list[dict[str, Any]]:
    """Every case of a JSON Lines case file, in file order (blank lines skipped)."""
    cases = []
    with path.open(encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            if line.strip():
                case = json.loads(line)
                case.setdefault("id", f"line{number}")
                cases.append(case)
    return cases


def input_line(value: Any, raw: bool) -> str:
    """The text of one input line: a raw case's literal text, otherwise compact JSON."""
    if raw and isinstance(value, str):
        return value
    return json.dumps(value, separators=(",", ":"))


def case_inputs(case: dict[str, Any]) -> list[Any]:
    """The input values of a case (`lines` of a solo case, else its one `input`)."""
    return list(case["lines"]) if "lines" in case else [case.get("input")]


def runs_alone(case: dict[str, Any]) -> bool:
    """Solo cases, and raw inputs that are not exactly one non-blank line, get their own process.

    (A blank raw line would produce no answer and a multi-line one several, which would break the
    line-by-line matching of a grouped run.)
    """
    if case.get("solo") or "lines" in case:
        return True
    if case.get("raw"):
        text = input_line(case.get("input"), True)
        return not text.strip() or "\n" in text or "\r" in text
    return False


ALL_CASES = load_cases()
GROUPS: dict[str, list[dict[str, Any]]] = {}
_INDEX_IN_GROUP: list[int] = []  # per case of ALL_CASES: its line in its group's run, or -1
for _case in ALL_CASES:
    if runs_alone(_case):
        _INDEX_IN_GROUP.append(-1)
    else:
        _INDEX_IN_GROUP.append(len(GROUPS.setdefault(_case["cmd"], [])))
        GROUPS[_case["cmd"]].append(_case)
# (cmd, index of the case in its command's group or -1 when it runs alone, case), in file order.
CASE_PARAMS = [
    pytest.param(case["cmd"], index, case, id=case["id"])
    for case, index in zip(ALL_CASES, _INDEX_IN_GROUP, strict=True)
]


# --------------------------------------------------------------------------------------------
# Comparing an answer with an expectation (cases README)
# --------------------------------------------------------------------------------------------


def is_error_line(answer: Any) -> bool:
    """An error answer: `{"error": "some message"}`."""
    return (
        isinstance(answer, dict) and isinstance(answer.get("error"), str) and bool(answer["error"])
    )


def is_error_expectation(expect: Any) -> bool:
    """The expectation `{"error": true}`."""
    return isinstance(expect, dict) and set(expect) == {"error"} and expect["error"] is True


def try_canonical(text: Any) -> str | None:
    """The canonical card for a string, or None when it is not a card."""
    try:
        return canonical_card(text)
    except ValueError:
        return None


def moves_problems(answer_keys: list[MoveKey], expect: Any) -> list[str]:
    """Problems of a list of move keys against a `moves` expectation (list or dict form)."""
    problems = []
    got = set(answer_keys)
    if len(got) != len(answer_keys):
        dupes = sorted({describe_key(k) for k in answer_keys if answer_keys.count(k) > 1})
        problems.append(f"moves listed more than once: {dupes}")
    if isinstance(expect, list):
        wanted = {move_key(m) for m in expect}
        missing = sorted(describe_key(k) for k in wanted - got)
        extra = sorted(describe_key(k) for k in got - wanted)
        if missing:
            problems.append(f"legal moves missing: {missing}")
        if extra:
            problems.append(f"moves that should not be legal: {extra}")
        return problems
    if not isinstance(expect, dict) or not set(expect) <= {"includes", "excludes", "exactly_for"}:
        return [*problems, f"unsupported moves expectation: {expect!r}"]
    for move in expect.get("includes", []):
        if move_key(move) not in got:
            problems.append(f"missing included move: {describe_key(move_key(move))}")
    for move in expect.get("excludes", []):
        if move_key(move) in got:
            problems.append(f"excluded move is listed: {describe_key(move_key(move))}")
    for block in expect.get("exactly_for", []):
        selected = {k for k in got if key_matches_filter(k, block["filter"])}
        wanted = {move_key(m) for m in block["moves"]}
        if selected != wanted:
            problems.append(
                f"for {block['filter']}: expected {sorted(describe_key(k) for k in wanted)}, "
                f"got {sorted(describe_key(k) for k in selected)}"
            )
    return problems


def key_matches_filter(key: MoveKey, move_filter: dict[str, Any]) -> bool:
    """Does a move key match an `exactly_for` filter ({"card": ..., "action": ...})?"""
    for name, value in move_filter.items():
        if name == "card":
            if key[1] != try_canonical(value):
                return False
        elif name == "action":
            if key[0] != value:
                return False
        else:
            raise ValueError(f"unsupported filter key {name!r}")
    return True


def compare_card_list(
    expected: list[Any], actual: list[Any], ordered: bool, path: str
) -> list[str]:
    """Compare two lists of cards canonically, as sets unless `ordered`."""
    actual_cards = [try_canonical(c) for c in actual]
    if None in actual_cards:
        bad = [c for c, canon in zip(actual, actual_cards, strict=True) if canon is None]
        return [f"{path}: not cards: {bad!r}"]
    expected_cards = [canonical_card(c) for c in expected]
    if ordered:
        same = expected_cards == actual_cards
    else:
        same = sorted(expected_cards) == sorted(str(c) for c in actual_cards)
    if same:
        return []
    how = "in this order" if ordered else "as a set"
    return [f"{path}: expected {expected_cards} ({how}), got {actual_cards}"]


def scalar_equal(expected: Any, actual: Any) -> bool:
    """JSON scalar equality that does not confuse true with 1."""
    if isinstance(expected, bool) or isinstance(actual, bool):
        return expected is actual
    if isinstance(expected, int | float) and isinstance(actual, int | float):
        return bool(expected == actual)
    return type(expected) is type(actual) and expected == actual


def partial_problems(expected: Any, actual: Any, path: str = "$", key: str = "") -> list[str]:
    """Partial match for apply/replay: every key given must match (README semantics).

    Lists of cards compare as sets (`stock` and `deck` in order); lists of houses, seeps, deals
    and other objects compare element by element with the same partial rule (houses are paired
    by value when every expected house names one: there is one house per value).
    """
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return [f"{path}: expected an object, got {actual!r}"]
        problems = []
        for name, value in expected.items():
            if name not in actual:
                problems.append(f"{path}.{name}: missing (expected {value!r})")
            else:
                problems += partial_problems(value, actual[name], f"{path}.{name}", name)
        return problems
    if isinstance(expected, list):
        if not isinstance(actual, list):
            return [f"{path}: expected a list, got {actual!r}"]
        if expected and all(isinstance(x, str) and try_canonical(x) for x in expected):
            return compare_card_list(expected, actual, key in ORDERED_CARD_KEYS, path)
        if not expected and key in CARD_KEYS:
            return [] if not actual else [f"{path}: expected no cards, got {actual!r}"]
        if (
            key == "houses"
            and all(isinstance(h, dict) and "value" in h for h in expected)
            and all(isinstance(h, dict) for h in actual)
        ):
            return houses_problems(expected, actual, path)
        if len(expected) != len(actual):
            return [f"{path}: expected {len(expected)} elements, got {len(actual)}: {actual!r}"]
        problems = []
        for index, (want, got) in enumerate(zip(expected, actual, strict=True)):
            problems += partial_problems(want, got, f"{path}[{index}]", key)
        return problems
    if key == "card" and isinstance(expected, str) and try_canonical(expected) is not None:
        if isinstance(actual, str) and try_canonical(actual) == try_canonical(expected):
            return []
        return [f"{path}: expected {expected!r}, got {actual!r}"]
    if not scalar_equal(expected, actual):
        return [f"{path}: expected {expected!r}, got {actual!r}"]
    return []


def houses_problems(
    expected: list[dict[str, Any]], actual: list[dict[str, Any]], path: str
) -> list[str]:
    """Houses paired by value (one house per value), each compared partially."""
    if len(expected) != len(actual):
        return [f"{path}: expected {len(expected)} houses, got {len(actual)}: {actual!r}"]
    by_value = {house.get("value"): house for house in actual}
    problems = []
    for house in expected:
        if house["value"] not in by_value:
            problems.append(f"{path}: no house of value {house['value']} in {actual!r}")
        else:
            sub_path = f"{path}[value={house['value']}]"
            problems += partial_problems(house, by_value[house["value"]], sub_path, "houses")
    return problems


def non_canonical_cards(answer: Any, key: str = "") -> list[str]:
    """Every card string in an answer that is not written canonically."""
    found: list[str] = []
    if isinstance(answer, dict):
        for name, value in answer.items():
            found += non_canonical_cards(value, name)
    elif isinstance(answer, list):
        for item in answer:
            found += non_canonical_cards(item, key)
    elif isinstance(answer, str) and key in CARD_KEYS and try_canonical(answer) != answer:
        found.append(answer)
    return found


def answer_problems(
    cmd: str, answer: Any, expect: Any, canonical_output: bool = False
) -> list[str]:
    """Everything wrong with one answer line of the tool, given the case's expectation."""
    problems: list[str] = []
    if canonical_output:
        bad = non_canonical_cards(answer)
        if bad:
            problems.append(f"cards not written canonically: {bad}")
    if is_error_expectation(expect):
        if not is_error_line(answer):
            problems.append(f'expected an error line {{"error": "..."}}, got {answer!r}')
        return problems
    if isinstance(expect, dict) and set(expect) == {"or_error"}:
        if is_error_line(answer):
            return problems
        expect = expect["or_error"]
    if is_error_line(answer):
        if expect == {"not_legal": True}:
            return problems
        return [*problems, f"unexpected error line: {answer['error']!r}"]
    if cmd == "explain":
        return problems + explain_problems(answer, expect)
    if cmd == "moves":
        if not isinstance(answer, list):
            return [*problems, f"expected a list of moves, got {answer!r}"]
        try:
            keys = [move_key(m) for m in answer]
        except (ValueError, KeyError, TypeError) as exc:
            return [*problems, f"malformed move in the answer: {exc}"]
        return problems + moves_problems(keys, expect)
    if isinstance(expect, dict):
        return problems + partial_problems(expect, answer)
    return [*problems, f"unsupported expectation for {cmd}: {expect!r}"]


def explain_problems(answer: Any, expect: Any) -> list[str]:
    """An explain answer against true / false / {"not_legal": true}."""
    if expect is True:
        if isinstance(answer, dict) and answer.get("legal") is True:
            return []
        return [f'expected {{"legal": true}}, got {answer!r}']
    if expect is False or expect == {"not_legal": True}:
        if not (isinstance(answer, dict) and answer.get("legal") is False):
            return [f'expected {{"legal": false, "reason": ...}}, got {answer!r}']
        if not isinstance(answer.get("reason"), str) or not answer["reason"].strip():
            return [f"an illegal move needs a reason in words, got {answer!r}"]
        return []
    return [f"unsupported explain expectation: {expect!r}"]


def check_case_answer(case: dict[str, Any], expect: Any, line: str) -> list[str]:
    """Parse one output line and compare it with an expectation of the case."""
    try:
        answer = json.loads(line)
    except json.JSONDecodeError:
        return [f"the answer is not JSON: {line!r}"]
    return answer_problems(case["cmd"], answer, expect, bool(case.get("canonical_output")))


# --------------------------------------------------------------------------------------------
# Running the tool
# --------------------------------------------------------------------------------------------


@dataclass
class ToolRun:
    """The outcome of one process of the rules tool."""

    args: list[str]
    returncode: int | None
    stdout: str
    stderr: str
    failure: str | None = None

    @cached_property
    def lines(self) -> list[str]:
        """The answer lines (blank lines ignored)."""
        return [line for line in self.stdout.splitlines() if line.strip()]

    def context(self) -> str:
        """What to print when something is wrong."""
        tail = self.stderr[-3000:]
        return (
            f"command: {' '.join(self.args)} (exit {self.returncode})"
            + (f"\n{self.failure}" if self.failure else "")
            + (f"\nstderr (tail):\n{tail}" if tail.strip() else "")
        )


def run_tool(args: list[str], stdin_text: str | None) -> ToolRun:
    """Run `python -m game.rules ARGS` from the repository root."""
    command = [*TOOL, *args]
    try:
        done = subprocess.run(
            command,
            input=stdin_text,
            stdin=subprocess.DEVNULL if stdin_text is None else None,
            capture_output=True,
            text=True,
            encoding="utf-8",
            cwd=REPO_ROOT,
            timeout=TIMEOUT_SECONDS,
            check=False,
        )
    except subprocess.TimeoutExpired as exc:
        out = exc.stdout.decode() if isinstance(exc.stdout, bytes) else exc.stdout or ""
        err = exc.stderr.decode() if isinstance(exc.stderr, bytes) else exc.stderr or ""
        return ToolRun(command, None, out, err, f"timed out after {TIMEOUT_SECONDS} s")
    return ToolRun(command, done.returncode, done.stdout, done.stderr)


class GroupRunner:
    """Runs each command's group of cases once, on first use."""

    def __init__(self) -> None:
        self._runs: dict[str, ToolRun] = {}

    def run(self, cmd: str) -> ToolRun:
        """The (cached) run of every grouped case of `cmd` through one process."""
        if cmd not in self._runs:
            group = GROUPS[cmd]
            text = "".join(input_line(c.get("input"), bool(c.get("raw"))) + "\n" for c in group)
            self._runs[cmd] = run_tool([cmd, "-"], text)
        return self._runs[cmd]


@pytest.fixture(scope="module")
def group_runner() -> GroupRunner:
    """One process per command for all non-solo cases of this module."""
    return GroupRunner()


# --------------------------------------------------------------------------------------------
# The tests
# --------------------------------------------------------------------------------------------


def format_failure(case: dict[str, Any], problems: Iterable[str], run: ToolRun, line: str) -> str:
    """An assertion message naming the case, what is wrong and the tool's answer."""
    note = f" ({case['note']})" if case.get("note") else ""
    return (
        f"case {case['id']}{note}:\n  "
        + "\n  ".join(problems)
        + f"\nanswer: {line[:2000]}\n{run.context()}"
    )


@pytest.mark.parametrize(("cmd", "index", "case"), CASE_PARAMS)
def test_case(
    group_runner: GroupRunner, tmp_path: Path, cmd: str, index: int, case: dict[str, Any]
) -> None:
    """One case of the file: solo cases in a process of their own, the others grouped."""
    if index < 0:
        check_alone(case, tmp_path)
        return
    run = group_runner.run(cmd)
    expected_lines = len(GROUPS[cmd])
    assert run.failure is None and run.returncode in (0, 1), (
        f"the tool did not run properly\n{run.context()}"
    )
    assert len(run.lines) == expected_lines, (
        f"{expected_lines} input lines but {len(run.lines)} answer lines: answers cannot be "
        f"matched to cases\n{run.context()}"
    )
    line = run.lines[index]
    problems = check_case_answer(case, case["expect"], line)
    assert not problems, format_failure(case, problems, run, line)


@pytest.mark.parametrize("cmd", sorted(GROUPS))
def test_group_exit_and_no_traceback(group_runner: GroupRunner, cmd: str) -> None:
    """A grouped run exits 0 or 1 (1 when some line failed) and never prints a traceback."""
    run = group_runner.run(cmd)
    assert run.failure is None, run.context()
    assert "Traceback (most recent call last)" not in run.stderr, run.context()
    any_error = any(is_error_line(_safe_json(line)) for line in run.lines)
    assert run.returncode == (1 if any_error else 0), run.context()


def _safe_json(line: str) -> Any:
    try:
        return json.loads(line)
    except json.JSONDecodeError:
        return None


def check_alone(case: dict[str, Any], tmp_path: Path) -> None:
    """Run a solo case (or an odd raw line) in a process of its own and check it."""
    raw = bool(case.get("raw"))
    inputs = case_inputs(case)
    texts = [input_line(value, raw) for value in inputs]
    stdin_text = "".join(text + "\n" for text in texts)
    if case.get("stdin") or not case.get("solo"):
        run = run_tool([case["cmd"], "-"], stdin_text)
    else:
        input_file = tmp_path / "input.jsonl"
        input_file.write_text(stdin_text, encoding="utf-8")
        run = run_tool([case["cmd"], str(input_file)], None)
    assert run.failure is None, run.context()
    assert "Traceback (most recent call last)" not in run.stderr, run.context()
    if "exit" in case:
        assert run.returncode == case["exit"], (
            f"case {case['id']}: exit status {run.returncode}, expected {case['exit']}\n"
            + run.context()
        )
    if "expects" in case:
        expects = list(case["expects"])
    elif "expect" in case:
        expects = [case["expect"]]
    else:
        return  # only the exit status is checked
    if len(expects) == len(texts):
        # A blank input line is skipped by the tool and so has no answer to compare.
        expects = [e for e, text in zip(expects, texts, strict=True) if text.strip()]
    assert len(run.lines) == len(expects), (
        f"case {case['id']}: {len(expects)} answers expected, got {len(run.lines)}\n"
        + run.context()
    )
    for expect, line in zip(expects, run.lines, strict=True):
        problems = check_case_answer(case, expect, line)
        assert not problems, format_failure(case, problems, run, line)


def test_cases_file_is_sane() -> None:
    """Every case has an id, a known command and something to check."""
    seen: set[str] = set()
    for case in ALL_CASES:
        assert case["cmd"] in ("moves", "apply", "replay", "explain"), case["id"]
        assert "expect" in case or "expects" in case or "exit" in case, case["id"]
        assert case["id"] not in seen, f"duplicate case id {case['id']}"
        seen.add(case["id"])
