"""`bansha replay` (spec/replay.md, Exit codes): a valid scenario prints one JSON record and
exits 0; an invalid one exits 2 with one line on stderr naming the field, and nothing on stdout."""
import copy
import json

import pytest

from cli_helpers import NAMES, TWELVE, cli, proc

GOOD = {
    "ruleset": "pvz",
    "options": {},
    "rng": 3,
    "seats": [{"seat": i, "name": n, "role": r} for i, (n, r) in enumerate(zip(NAMES, TWELVE), 1)],
    "steps": [
        {"at": "night 1", "actions": [{"by": 1, "skill": "预言", "targets": [5]},
                                      {"by": 5, "skill": "杀人", "targets": [9]}]},
        {"at": "day 1", "sheriff_votes": [{"by": s, "for": 1} for s in range(1, 13)],
         "votes": [{"by": s, "for": 5} for s in (1, 2, 3, 4, 10, 11, 12)]},
    ],
}


def _with(path, value):
    sc = copy.deepcopy(GOOD)
    *head, last = path
    node = sc
    for k in head:
        node = node[k]
    node[last] = value
    return sc


def _write(tmp_path, sc, raw: str | None = None):
    path = tmp_path / "sc.json"
    path.write_text(raw if raw is not None else json.dumps(sc, ensure_ascii=False), encoding="utf-8")
    return path


def test_a_valid_scenario_prints_one_json_record(tmp_path):
    r = proc(None, "replay", str(_write(tmp_path, GOOD)))
    assert r.code == 0, r
    rec = json.loads(r.stdout)
    assert rec["ruleset"] == "pvz"
    assert rec["final"] == {"period": "day 1", "alive": [1, 2, 3, 4, 6, 7, 8, 10, 11, 12], "sheriff": 1,
                            "winner": None}
    assert [(e["t"], e["seat"], e["cause"]) for e in rec["events"] if e["type"] == "death"] == \
        [("night 1", 9, "杀人"), ("day 1", 5, "投票")]
    assert all("t" in e and "type" in e for e in rec["events"])
    again = proc(None, "replay", str(_write(tmp_path, GOOD)))
    assert again.stdout == r.stdout, "same file, same record, byte for byte"


INVALID = [
    ("not json", None, "{\"ruleset\": ", "scenario"),
    ("unknown ruleset", _with(["ruleset"], "pvx"), None, "ruleset"),
    ("unknown role", _with(["seats", 3, "role"], "预言者"), None, "seats[3].role"),
    ("seats not 1..N", _with(["seats", 0, "seat"], 0), None, "seats"),
    ("seats skip a number", _with(["seats", 11, "seat"], 13), None, "seats"),
    ("step out of order", _with(["steps"], list(reversed(GOOD["steps"]))), None, "steps[1].at"),
    ("unknown period", _with(["steps", 0, "at"], "evening 1"), None, "steps[0].at"),
    ("unknown skill", _with(["steps", 0, "actions", 0, "skill"], "预知"), None, "steps[0].actions[0].skill"),
    ("seat out of range in an action", _with(["steps", 0, "actions", 1, "targets"], [13]), None,
     "steps[0].actions[1]"),
    ("roster out of range", _with(["seats"], GOOD["seats"][:9]), None, "seats"),
    ("a field of the wrong type", _with(["rng"], "seven"), None, "rng"),
    ("an unknown key", _with(["extra"], 1), None, "extra"),
    ("an unknown option", _with(["options"], {"nope": 1}), None, "options.nope"),
]


@pytest.mark.parametrize("how", ["in-process", pytest.param("process", marks=pytest.mark.slow)])
@pytest.mark.parametrize("name,sc,raw,field", INVALID, ids=[c[0] for c in INVALID])
def test_an_invalid_scenario_exits_2_with_one_line_naming_the_field(tmp_path, name, sc, raw, field, how):
    """Judged in this process by default (the CLI's own runner); as a `bansha` process under -m slow (the
    valid scenario and the did-you-mean tests run the process by default)."""
    path = str(_write(tmp_path, sc, raw))
    r = proc(None, "replay", path) if how == "process" else cli(tmp_path / "data", "replay", path)
    assert r.code == 2, r
    assert r.stdout == ""
    assert "Traceback" not in r.stderr
    lines = [l for l in r.stderr.splitlines() if l.strip()]
    assert len(lines) == 1, r
    assert lines[0].startswith(field), lines[0]


def test_an_unknown_role_gets_a_did_you_mean(tmp_path):
    r = proc(None, "replay", str(_write(tmp_path, _with(["seats", 3, "role"], "预言者"))))
    assert r.stderr.strip() == "seats[3].role: no role 预言者 in pvz; did you mean 预言家?"


def test_an_unknown_skill_gets_a_did_you_mean(tmp_path):
    r = proc(None, "replay", str(_write(tmp_path, _with(["steps", 0, "actions", 0, "skill"], "预知"))))
    assert "did you mean 预言?" in r.stderr


def test_in_process_the_same(tmp_path):
    r = cli(tmp_path / "data", "replay", str(_write(tmp_path, _with(["ruleset"], "pvx"))))
    assert r.code == 2 and r.stdout == "" and r.stderr.startswith("ruleset:") and r.exception is None
    r = cli(tmp_path / "data", "replay", str(tmp_path / "missing.json"))
    assert r.code == 2 and r.stdout == "" and len(r.stderr.strip().splitlines()) == 1
