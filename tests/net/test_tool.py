"""The headless tool in two real processes: ``python -m game.net host`` and ``join``."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from game.rules import replay
from game.rules.notation import record_from_json
from tests.net.tables import hidden_cards_told

ROOT = Path(__file__).resolve().parents[2]


def tool(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "game.net", *args],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_host_and_join_play_a_match_and_a_wrong_code_exits_2(tmp_path: Path) -> None:
    record_file, log_file, token_file = tmp_path / "r.json", tmp_path / "c.log", tmp_path / "tok"
    host = tool(
        "host", "--seats", "easy,remote", "--rules", '{"num_players": 2}', "--bind",
        "127.0.0.1", "--port", "0", "--code", "ABC234", "--seed", "9", "--record",
        str(record_file), "--grace", "5",
    )  # fmt: skip
    try:
        assert host.stdout is not None
        first = json.loads(host.stdout.readline())
        assert first["code"] == "ABC234" and first["port"] > 0
        address = f"127.0.0.1:{first['port']}"
        wrong = tool("join", address, "--code", "ZZZZZZ", "--level", "easy")
        _out, err = wrong.communicate(timeout=30)
        assert wrong.returncode == 2
        assert len(err.strip().splitlines()) == 1 and "wrong_code" in err
        friend = tool(
            "join", address, "--code", "abc234", "--level", "easy", "--log", str(log_file),
            "--token", str(token_file), "--name", "Priya",
        )  # fmt: skip
        out, err = friend.communicate(timeout=60)
        assert friend.returncode == 0, err
        lines = out.strip().splitlines()
        assert json.loads(lines[0]) == {"seat": 1}
        assert json.loads(lines[-1])["finished"] is True
        host_out, host_err = host.communicate(timeout=30)
    finally:
        host.kill()
    assert host.returncode == 0, host_err
    last = json.loads(host_out.strip().splitlines()[-1])
    record = record_from_json(json.loads(record_file.read_text()))
    assert replay(record).finished
    assert last == {"finished": True, "deals": len(record.deals)}
    assert token_file.read_text().strip()
    received = [json.loads(line) for line in log_file.read_text().splitlines()]
    assert received[0]["type"] == "welcome" and received[-1]["type"] == "match_over"
    assert hidden_cards_told(record, 1, received) == []
