"""The benchmarks the README documents still run (a small size each; what they measure is read
in their JSON by hand, not judged here): bench/long_game.py had stopped on a refused action once
the marker rules took a seat out, and nothing said so."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parent.parent / "bench"


def _run(*args: str) -> dict:
    out = subprocess.run([sys.executable, *args], capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr[-2000:]
    return json.loads(out.stdout.strip().splitlines()[-1])


@pytest.mark.slow
def test_long_game_bench_runs():
    rep = _run(str(BENCH / "long_game.py"), "--short", "4", "--long", "12", "--reps", "3", "--json")
    assert set(rep["ratio"]) == {"get", "submit"} and rep["periods"] == {"short": 4, "long": 12}


@pytest.mark.slow
def test_replay_long_bench_runs():
    rep = _run(str(BENCH / "replay_long.py"), "--days", "4", "--runs", "2", "--json")
    assert rep["ruleset"] == "jiu" and rep["periods"] > 4 and rep["inputs"] > 0


def test_instructions_bench_names_a_tree_of_bansha():
    """bench/instructions.py needs valgrind to measure; here only that it parses and finds the tree."""
    out = subprocess.run([sys.executable, str(BENCH / "instructions.py"), "--help"], capture_output=True, text=True)
    assert out.returncode == 0 and "--tree" in out.stdout


@pytest.mark.slow
@pytest.mark.parametrize("ruleset", ["pvz", "jiu", "bajian"])
def test_web_submit_bench_runs(ruleset):
    """078's night opens its steps one by one: the benchmark moves it on as its director does (it made
    thousands of games looking for a seat with a skill, until the machine ran out of memory)."""
    rep = _run(str(BENCH / "web_submit.py"), "--ruleset", ruleset, "--players", "6", "--rounds", "2", "--json")
    assert rep["ruleset"] == ruleset and rep["submissions"] > 0 and rep["p99_ms"] > 0 and rep["errors"] == 0, rep
    assert rep["server_cpu_ms_per_submit"] is not None and rep["server_build"] in ("pure", "compiled")
    assert rep["warmup_rounds"] == 1 and rep["submissions"] == 2 * 6, rep  # two timed nights of six; the warm-up not counted
