"""The scenario files in tests/scenarios/hongloumeng, each played through the replay and compared
with its `expect` block (format: ../shared/scenarios/README.md); and the shared scenario, if the
shared tool is there."""
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from bansha.engine.errors import ScenarioError
from bansha.scenario import load

from hlm_helpers import SCENARIOS, load_scenario, replay_record

FILES = sorted(SCENARIOS.glob("*.json"))
SHARED = Path(os.environ.get("BANSHA_SHARED") or Path(__file__).resolve().parents[4] / "shared")


def _norm(v):
    if isinstance(v, list):
        return _norm(v[0]) if len(v) == 1 else sorted(_norm(x) for x in v)
    return str(int(v)) if isinstance(v, float) and v.is_integer() else str(v)


def mismatches(rec: dict, exp: dict) -> list[str]:
    ev, final, errs = rec["events"], rec["final"], []
    if "deaths" in exp:
        got = sorted((e["t"], e["seat"], e["cause"]) for e in ev if e["type"] == "death")
        want = sorted((d["t"], d["seat"], d.get("cause")) for d in exp["deaths"])
        if [(t, s) for t, s, _ in got] != [(t, s) for t, s, _ in want] or \
                any(w[2] and w != g for g, w in zip(got, want)):
            errs.append(f"deaths {got} != {want}")
    for f in exp.get("feedback", []):
        if not any(e["type"] == "feedback" and e["t"] == f["t"] and e["to"] == f["to"] and
                   f.get("skill", e["skill"]) == e["skill"] and _norm(e["result"]) == _norm(f["result"])
                   for e in ev):
            errs.append(f"no feedback {f}")
    for f in exp.get("no_feedback", []):
        if any(e["type"] == "feedback" and all(e.get(k) == f[k] for k in ("t", "to", "skill")) for e in ev):
            errs.append(f"unexpected feedback {f}")
    for r in exp.get("rejected", []):
        if not any(e["type"] == "rejected" and e["t"] == r["t"] and e.get("by") == r["by"]
                   and r.get("skill", e.get("skill")) == e.get("skill") for e in ev):
            errs.append(f"not rejected {r}")
    for x in exp.get("exile", []):
        es = [e for e in ev if e["type"] == "exile" and e["t"] == x["t"]]
        if not es or es[-1]["seat"] != x["seat"] or ("tally" in x and es[-1]["tally"] != x["tally"]):
            errs.append(f"exile {x['t']}: {es[-1:] or None}")
    for words in exp.get("announce_contains_all", []):
        if not any(e["type"] == "announce" and all(w in e["text"] for w in words) for e in ev):
            errs.append(f"no announcement with {words}")
    for fac in exp.get("faction_lost", []):
        if not any(e["type"] == "faction_lost" and e["faction"] == fac for e in ev):
            errs.append(f"no faction_lost {fac}")
    if "sheriff_events" in exp:
        got = [(e["t"], e["seat"]) for e in ev if e["type"] == "sheriff" and e["seat"] is not None]
        if got != [(s["t"], s["seat"]) for s in exp["sheriff_events"]]:
            errs.append(f"sheriff events {got}")
    for c in exp.get("cards", []):
        if sum(e["type"] == "card" and e["to"] == c["to"] and e["card"] == c["card"] for e in ev) < c.get("count", 1):
            errs.append(f"missing card {c}")
    for s in exp.get("no_cards_for", []):
        if any(e["type"] == "card" and e["to"] == s for e in ev):
            errs.append(f"unexpected card for {s}")
    for key in ("sheriff", "winner"):
        if key in exp and final[key] != exp[key]:
            errs.append(f"final {key} {final[key]} != {exp[key]}")
    if "alive" in exp and final["alive"] != sorted(exp["alive"]):
        errs.append(f"alive {final['alive']}")
    if "winner_seats" in exp:
        go = [e for e in ev if e["type"] == "game_over"]
        if not go or sorted(go[-1]["seats"]) != sorted(exp["winner_seats"]):
            errs.append(f"winning seats {go}")
    return errs


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario_file(path):
    data = load_scenario(path)
    exp = data.pop("expect")
    if "exit" in exp:
        with pytest.raises(ScenarioError) as err:
            load(data)
        assert all(w in str(err.value) for w in exp.get("stderr_has", []))
        return
    assert mismatches(replay_record(data), exp) == []


@pytest.mark.skipif(not (SHARED / "tools" / "check_scenarios.py").exists(), reason="shared tool not present")
def test_shared_hongloumeng_scenarios_pass_the_shared_tool():
    files = sorted(str(p) for p in (SHARED / "scenarios").glob("hongloumeng-*.json")) + [str(p) for p in FILES]
    env = dict(os.environ, PATH=f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}")
    if shutil.which("bansha", path=env["PATH"]) is None:
        pytest.skip("no bansha command")
    run = subprocess.run([sys.executable, str(SHARED / "tools" / "check_scenarios.py"), *files],
                         capture_output=True, text=True, env=env, timeout=300)
    assert run.returncode == 0, run.stdout
