"""`bansha serve` with BANSHA_NOW says at start that its clock is moved, before anything else a director
reads (the address, the password, the demo's links)."""
from __future__ import annotations

import os
import subprocess
import sys
import time

from .conftest import free_port


def test_the_server_says_its_clock_is_moved_when_it_starts(tmp_path):
    env = {**os.environ, "BANSHA_NOW": "2026-12-08T20:00+08:00", "BANSHA_PASSWORD": "clock-test-pass"}
    log = tmp_path / "serve.log"
    with log.open("w") as out:
        p = subprocess.Popen([sys.executable, "-c", "from bansha.cli import main; main()", "--data",
                              str(tmp_path / "data"), "serve", "--no-demo", "--port", str(free_port())],
                             stdout=out, stderr=subprocess.STDOUT, env=env)
        try:
            deadline = time.monotonic() + 60
            while "管理员账号" not in log.read_text() and time.monotonic() < deadline and p.poll() is None:
                time.sleep(0.1)
        finally:
            p.terminate()
            p.wait(10)
    lines = log.read_text().splitlines()
    assert lines[0].startswith("bansha 导演控制台："), lines
    assert lines[1].startswith("排练时钟：时间由 BANSHA_NOW 设定，现在按 2026-12-08 20:0"), lines
