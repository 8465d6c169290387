"""Helpers for the director's CLI tests: run `bansha` in-process (click's CliRunner) or as a
process, each test with its own data directory, and read the input log back through the store."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from click.testing import CliRunner

from bansha.cli import main
from bansha.store.games import open_store

BANSHA = str(Path(sys.executable).with_name("bansha"))

NAMES = ["渐强", "雪雪", "阿青", "小鹿", "老王", "木木", "猎户", "石头", "九九", "十一", "墓园", "十二"]
# 1 预言家 2 女巫 3 守卫 4 守墓人 5 狼人 6 狼人 7 狼王 8 石像鬼 9–12 平民
TWELVE = ["预言家", "女巫", "守卫", "守墓人", "狼人", "狼人", "狼王", "石像鬼", "平民", "平民", "平民", "平民"]


class Result:
    def __init__(self, code: int, stdout: str, stderr: str, exception: BaseException | None = None):
        self.code, self.stdout, self.stderr, self.exception = code, stdout, stderr, exception

    def __repr__(self) -> str:
        return f"<exit {self.code}\nstdout: {self.stdout}\nstderr: {self.stderr}\nexc: {self.exception!r}>"


def cli(data: Path, *args: str, env: dict[str, str] | None = None) -> Result:
    """`bansha --data DATA ARGS…` in-process."""
    r = CliRunner(env=env).invoke(main, ["--data", str(data), *map(str, args)])
    exc = None if isinstance(r.exception, SystemExit) else r.exception
    return Result(r.exit_code, r.stdout, r.stderr, exc)


def proc(data: Path | None, *args: str, cwd: Path | None = None, timeout: float = 60) -> Result:
    """`bansha ARGS…` as a process, with BANSHA_DATA=DATA."""
    env = dict(os.environ)
    if data is not None:
        env["BANSHA_DATA"] = str(data)
    p = subprocess.run([BANSHA, *map(str, args)], capture_output=True, text=True, env=env, cwd=cwd,
                       timeout=timeout)
    return Result(p.returncode, p.stdout, p.stderr)


def ok(r: Result) -> Result:
    assert r.code == 0 and r.exception is None, r
    return r


def user_error(r: Result) -> str:
    """A user error: exit 1, exactly one line on stderr, no traceback. Returns that line."""
    assert r.exception is None, r
    assert r.code == 1, r
    assert "Traceback" not in r.stderr and "Traceback" not in r.stdout, r
    lines = [l for l in r.stderr.splitlines() if l.strip()]
    assert len(lines) == 1, r
    return lines[0]


def seats_file(tmp: Path, roles: list[str] | None = TWELVE, names: list[str] = NAMES) -> Path:
    path = tmp / "seats.txt"
    rows = [f"{n} {r}" for n, r in zip(names, roles)] if roles else list(names)
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    return path


def new_game(data: Path, tmp: Path, game: str = "g1", roles: list[str] | None = TWELVE) -> Result:
    return ok(cli(data, "new", game, "--ruleset", "pvz", "--seats", str(seats_file(tmp, roles))))


def inputs(data: Path, game: str = "g1") -> list[dict]:
    store = open_store(data)
    try:
        return [r.payload for r in store.inputs(game)]
    finally:
        store.conn.close()


def opened(data: Path, game: str = "g1"):
    store = open_store(data)
    try:
        return store.open(game)
    finally:
        store.conn.close()


def export(data: Path, game: str = "g1") -> dict:
    return json.loads(ok(cli(data, "export", game)).stdout)
