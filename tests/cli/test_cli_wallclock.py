"""BANSHA_NOW moves the console's clock for a whole process (a rehearsal of the week ahead); a moment
written wrong is one line saying how to write it, never a traceback."""
from __future__ import annotations

import os
import subprocess

from cli_helpers import BANSHA, cli, ok, seats_file


def run(data, now: str, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "BANSHA_DATA": str(data), "BANSHA_NOW": now}
    return subprocess.run([BANSHA, *args], capture_output=True, text=True, env=env, timeout=120)


def test_status_tells_a_past_deadline_by_the_moved_clock(tmp_path):
    data = tmp_path / "data"
    ok(cli(data, "new", "g1", "--ruleset", "pvz", "--seats", str(seats_file(tmp_path)), "--start-date", "2026-12-05"))
    ok(cli(data, "close", "g1"))
    before = run(data, "2026-12-05T12:00+08:00", "status", "g1")
    after = run(data, "2026-12-20T12:00+08:00", "status", "g1")
    assert before.returncode == 0 and after.returncode == 0, (before.stderr, after.stderr)
    assert "已过时限" not in before.stdout
    assert "已过时限、待结算的步骤" in after.stdout
    assert "排练时钟：时间由 BANSHA_NOW 设定，现在按 2026-12-20 12:0" in after.stdout


def test_a_moment_written_wrong_is_one_line(tmp_path):
    r = run(tmp_path / "data", "2026-12-01 中午", "status")
    assert r.returncode != 0
    assert "BANSHA_NOW 应写成带时区的 ISO 时间" in r.stderr and "Traceback" not in r.stderr
