"""Every scenario file under tests/scenarios/ (and the shared examples in ../shared/scenarios,
when that directory exists) compared with its `expect` block by the shared checker
(../shared/tools/check_scenarios.py). By default each is replayed in this process (`replay.replay`,
what `bansha replay` prints) and judged by the checker's `compare`, and one file per ruleset goes
through the `bansha replay` process itself; under `-m slow` every file goes through the process."""
from __future__ import annotations

import importlib.util
import json
import os
import sys
from pathlib import Path

import pytest

from bansha import rulesets
from bansha.replay import replay

HERE = Path(__file__).resolve().parent
SHARED = Path(os.environ.get("BANSHA_SHARED") or HERE.parent.parent / "shared")  # shared/ beside the checkout
CHECKER = SHARED / "tools" / "check_scenarios.py"

OURS = sorted((HERE / "scenarios").rglob("*.json"))
THEIRS = sorted((SHARED / "scenarios").glob("*.json")) if (SHARED / "scenarios").is_dir() else []


def _checker():
    if not CHECKER.is_file():
        pytest.skip(f"{CHECKER} not found")
    spec = importlib.util.spec_from_file_location("check_scenarios", CHECKER)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.fixture(scope="module")
def run(request):
    mod = _checker()
    bindir = str(Path(sys.executable).parent)
    old = os.environ.get("PATH", "")
    os.environ["PATH"] = bindir + os.pathsep + old
    request.addfinalizer(lambda: os.environ.__setitem__("PATH", old))
    return mod.run


def _check(run, path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    if data.get("ruleset") not in rulesets.ids() and "exit" not in data.get("expect", {}):
        pytest.skip(f"ruleset {data.get('ruleset')!r} is not implemented yet")
    errs = run(str(path))
    assert errs == [], f"{path.name}: " + "; ".join(errs)


def _refused(path: Path) -> bool:
    return "exit" in json.loads(path.read_text(encoding="utf-8")).get("expect", {})


def test_there_are_scenario_files():
    assert len([p for p in OURS if p.parent.name == "pvz"]) >= 4


def _first_per_ruleset(paths: list[Path]) -> set[Path]:
    firsts: dict[str, Path] = {}
    for p in paths:
        firsts.setdefault(p.parent.name, p)
    return set(firsts.values())


FIRSTS = _first_per_ruleset(OURS)


@pytest.mark.parametrize("path", OURS, ids=[p.name for p in OURS])
def test_our_scenarios_in_process(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    expect = data.pop("expect")
    if "exit" in expect:
        pytest.skip("a refused scenario is judged by its exit code: the process test runs it")
    errs = _checker().compare(expect, replay(data))
    assert errs == [], f"{path.name}: " + "; ".join(errs)


@pytest.mark.parametrize("path", [pytest.param(p, id=p.name, marks=() if p in FIRSTS or _refused(p) else pytest.mark.slow)
                                  for p in OURS])
def test_our_scenarios(run, path):
    _check(run, path)


@pytest.mark.skipif(not THEIRS, reason="no shared scenarios directory")
@pytest.mark.parametrize("path", THEIRS, ids=[p.name for p in THEIRS])
def test_shared_scenarios(run, path):
    _check(run, path)
