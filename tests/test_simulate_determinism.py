"""`bansha simulate --seed S` is a pure function of its arguments: the same wins in another
process, whatever Python's per-process string hashing (PYTHONHASHSEED) does."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

BANSHA = Path(sys.executable).with_name("bansha")


@pytest.mark.parametrize("ruleset", ["pvz", "hongloumeng"])
def test_same_seed_same_games_in_any_process(ruleset):
    runs = []
    for hashseed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=hashseed)
        out = subprocess.run([str(BANSHA), "simulate", "--ruleset", ruleset, "--games", "40", "--seed", "9", "--json"],
                             capture_output=True, text=True, env=env, check=True).stdout
        rep = json.loads(out)
        runs.append((rep["wins"], rep["unfinished"]))
    assert runs[0] == runs[1]
    assert sum(runs[0][0].values()) + runs[0][1] == 40
