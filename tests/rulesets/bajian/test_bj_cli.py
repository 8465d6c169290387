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


def test_bj_r04_new_with_a_seats_file_giving_terms_and_letters(tmp_path):
    """BJ-R04: `bansha new --seats` for a hand-made 078 deal: `昵称 身份 节气 字母` (or 节气=…, 字母=…);
    a bad term names the field, in Chinese, without a traceback."""
    from click.testing import CliRunner

    from bansha.cli import main
    from bj_helpers import seats
    lines = []
    for s in seats():
        extra = f" {s['letter']}" if "letter" in s else ""
        lines.append(f"{s['name']} {s['role']} {s['term']}{extra}" if s["seat"] != 3 else
                     f"{s['name']} {s['role']} 节气={s['term']} 字母={s['letter']}")
    f = tmp_path / "seats.txt"
    f.write_text("\n".join(lines), encoding="utf-8")
    r = CliRunner()
    out = r.invoke(main, ["--data", str(tmp_path / "d"), "new", "g", "--ruleset", "bajian", "--seats", str(f)])
    assert out.exit_code == 0, out.output
    from bansha.store.games import open_store
    g = open_store(tmp_path / "d").open("g")
    assert g.state.term[3] == "冬至" and g.state.letter[3] == "Q" and g.state.letter[24] == "R"
    f.write_text("\n".join(lines).replace("小满", "小暑暑"), encoding="utf-8")
    out = r.invoke(main, ["--data", str(tmp_path / "e"), "new", "g", "--ruleset", "bajian", "--seats", str(f)])
    assert out.exit_code != 0 and "seats[0].term" in out.output + (out.stderr if out.stderr_bytes else "")
    assert "Traceback" not in out.output
    f.write_text("\n".join(lines[:1]) + " X Y", encoding="utf-8")
    out = r.invoke(main, ["--data", str(tmp_path / "f"), "new", "g", "--ruleset", "bajian", "--seats", str(f)])
    assert out.exit_code == 1 and "多出了" in out.output
