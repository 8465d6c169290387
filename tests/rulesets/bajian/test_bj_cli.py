"""`bansha demo --ruleset bajian`, `bansha simulate --ruleset bajian` and a 078 scenario through
`bansha replay` (exit 2 with the field named for a bad deal, BJ-R01, R04)."""
import json
import subprocess
import sys
from pathlib import Path

from bj_helpers import scenario, start

BANSHA = str(Path(sys.executable).parent / "bansha")


def run(*args, data=None, stdin=None):
    cmd = [BANSHA, *(["--data", str(data)] if data else []), *args]
    return subprocess.run(cmd, capture_output=True, text=True, input=stdin, timeout=120)


def test_demo_plays_a_078_game(tmp_path):
    p = run("demo", "--ruleset", "bajian", data=tmp_path)
    assert p.returncode == 0, p.stderr
    assert "[078]八见 演示局" in p.stdout and "17号山茶 出局" in p.stdout and "拒绝" not in p.stdout


def test_simulate_plays_random_078_games():
    p = run("simulate", "--ruleset", "bajian", "--games", "4", "--seed", "2", "--jobs", "1", "--json")
    assert p.returncode == 0, p.stderr
    rep = json.loads(p.stdout)
    assert rep["seats"] == 24 and rep["games"] == 4


def test_replay_names_the_bad_field(tmp_path):
    sc = scenario([start()])
    sc["seats"][6]["term"] = "中秋"
    f = tmp_path / "bad.json"
    f.write_text(json.dumps(sc, ensure_ascii=False), encoding="utf-8")
    p = run("replay", str(f))
    assert p.returncode == 2 and "seats[6].term" in p.stderr and p.stdout == ""
    sc = scenario([start()])
    sc["seats"][0]["colour"] = "red"
    f.write_text(json.dumps(sc, ensure_ascii=False), encoding="utf-8")
    p = run("replay", str(f))
    assert p.returncode == 2 and "seats[0].colour" in p.stderr
