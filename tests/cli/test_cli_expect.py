"""Issue 21 item 2 on the CLI: `close`, `settle` and `undo` take `--expect` (the period as `status`
prints it, or the last input's seq), checked in the write's own transaction; `thread` records its
posts only into the period it read them against. Two processes closing at the same instant close
once."""
from __future__ import annotations

import subprocess
import threading

import pytest

from cli_helpers import BANSHA, cli, inputs, new_game, ok, opened, user_error


def test_close_and_settle_with_expect(tmp_path):
    data = tmp_path / "d"
    new_game(data, tmp_path)
    ok(cli(data, "close", "g1", "--expect", "开局"))
    assert "当前阶段已经是第1夜，不是第1天" in user_error(cli(data, "close", "g1", "--expect", "第1天"))
    assert "当前阶段已经是第1夜" in user_error(cli(data, "settle", "g1", "--expect", "day 1"))
    ok(cli(data, "settle", "g1", "--expect", "第1夜"))
    ok(cli(data, "close", "g1", "--expect", "night 1"))
    assert opened(data).period == "day 1"
    assert [i["kind"] for i in inputs(data)] == ["close", "settle", "close"]


def test_undo_with_expect(tmp_path):
    data = tmp_path / "d"
    new_game(data, tmp_path)
    ok(cli(data, "close", "g1"))
    assert "最后一条输入已经变成第 1 条" in user_error(cli(data, "undo", "g1", "--expect", "2"))
    ok(cli(data, "undo", "g1", "--expect", "1"))
    assert inputs(data) == []


@pytest.mark.slow
def test_two_processes_closing_at_once_close_once(tmp_path):
    """Across processes the write transaction (BEGIN IMMEDIATE) is what orders them."""
    data = tmp_path / "d"
    new_game(data, tmp_path)
    for _ in range(6):
        period = opened(data).period
        closes = sum(i["kind"] == "close" for i in inputs(data))
        gate = threading.Barrier(2)
        codes = []

        def run():
            gate.wait()
            p = subprocess.run([BANSHA, "--data", str(data), "close", "g1", "--expect", period],
                               capture_output=True, text=True, timeout=60)
            codes.append((p.returncode, p.stderr))

        threads = [threading.Thread(target=run) for _ in range(2)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert sorted(c for c, _ in codes) == [0, 1], codes
        assert sum(i["kind"] == "close" for i in inputs(data)) == closes + 1
        assert "Traceback" not in "".join(e for _, e in codes)
