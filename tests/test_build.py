"""The build under test, and its records. `scripts/test.sh` runs the suite twice: on the pure
build and on the compiled one (mypyc, `scripts/compile.sh`). Issue 11: both give the same records,
byte for byte, and a run must test the build it says it tests."""
from __future__ import annotations

import ctypes
import importlib.util
import json
import os
import sys
from pathlib import Path

import pytest

import bansha.engine.game
from bansha import simulate

BENCH = Path(__file__).resolve().parent.parent / "bench" / "records.py"
# the first games of each ruleset's baseline (bench/records.py compares them all)
FIRST = {"pvz": 40, "hongloumeng": 25, "bajian": 4, "jiu": 4}


def test_the_build_is_the_one_asked_for():
    compiled = bansha.engine.game.__file__.endswith((".so", ".pyd"))
    want = os.environ.get("BANSHA_EXPECT_COMPILED") == "1"
    assert compiled == want, f"bansha.engine.game is {bansha.engine.game.__file__}; BANSHA_EXPECT_COMPILED={want}"
    assert simulate.build() == ("compiled" if want else "pure")  # what `bansha simulate` reports


def _records():
    spec = importlib.util.spec_from_file_location("bench_records", BENCH)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.mark.parametrize("ruleset_id", sorted(FIRST))
def test_seeded_games_keep_their_records(ruleset_id):
    """The records of seeded random games equal the saved baseline in this build (pure or
    compiled); a ruleset changed on purpose updates it with `bench/records.py --update --ruleset …`."""
    records = _records()
    saved = json.loads(records.BASELINE.read_text())[ruleset_id]
    n = FIRST[ruleset_id]
    for mode in ("traced", "untraced"):
        got = [records.game_hash(ruleset_id, s, mode == "traced") for s in range(n)]
        assert got == saved[mode][:n], f"{ruleset_id} {mode}: records differ from bench/records_baseline.json"


@pytest.mark.skipif(os.environ.get("BANSHA_EXPECT_COMPILED") != "1" or not sys.platform.startswith("linux"),
                    reason="the compiled build's link flags are set on Linux (setup.py LINUX_FLAGS)")
def test_the_compiled_library_exports_only_its_init():
    """Hidden visibility (setup.py): the compiled functions and mypyc's helpers call each other directly, not
    through the PLT; a library that exports them again has lost the flag."""
    libs = [m for name, m in sys.modules.items()
            if name.endswith("__mypyc") and hasattr(m, "init_bansha___engine___game")]
    assert len(libs) == 1, sorted(name for name in sys.modules if name.endswith("__mypyc"))  # bansha's one group
    lib = ctypes.CDLL(libs[0].__file__)
    assert hasattr(lib, "PyInit_" + libs[0].__name__)
    for helper in ("CPyDict_GetItem", "CPyTagged_DecRef", "CPyDef_game___Game___submit"):
        assert not hasattr(lib, helper), f"{helper} is exported"
