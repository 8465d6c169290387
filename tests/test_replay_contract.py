"""The `bansha replay` contract (spec/replay.md) checked field by field: the record's shape for
every scenario file we have (ours and the shared examples), byte-identical output for the same
file, and exit 2 with one line naming the field for each class of invalid scenario.

`run_replay` and `check_record` are shared with tests/test_replay_fuzz.py."""
from __future__ import annotations

import copy
import json
import math
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from bansha import rulesets
from bansha.cli import main

HERE = Path(__file__).resolve().parent
SHARED = Path(os.environ.get("BANSHA_SHARED") or HERE.parent.parent / "shared") / "scenarios"
OURS = sorted((HERE / "scenarios").glob("*/*.json"))
THEIRS = sorted(SHARED.glob("*.json")) if SHARED.is_dir() else []

# type → (required fields, optional fields), beside `t` and `type` (spec/replay.md, The record)
FIXED: dict[str, tuple[set[str], set[str]]] = {
    "death": ({"seat", "cause"}, set()),
    "revive": ({"seat", "cause"}, set()),
    "sheriff": ({"seat"}, set()),
    "exile": ({"seat", "tally"}, set()),
    "feedback": ({"to", "skill", "result"}, {"target"}),
    "notice": ({"to", "text"}, set()),
    "announce": ({"text"}, set()),
    "card": ({"to", "card", "reason"}, set()),
    "unused": ({"by", "skill"}, set()),
    "faction_lost": ({"faction", "reason"}, set()),
    "game_over": ({"winner", "seats"}, set()),
}
# `rejected` has `by`, `reason` and one of `skill`/`vote`. Deviation (reported, kept): an input
# that is neither a skill nor a vote (a post, a card, last words, a surrender) is rejected with
# `input` naming its kind instead.
REJECTED_KEYS = ({"by", "skill", "reason"}, {"by", "vote", "reason"}, {"by", "input", "reason"})
INPUT_KINDS = {"post", "card", "last_words", "surrender", "request"}


class Run:
    def __init__(self, code: int, stdout: str, stderr: str, exception: BaseException | None):
        self.code, self.stdout, self.stderr, self.exception = code, stdout, stderr, exception

    def __repr__(self) -> str:
        return f"<exit {self.code}\nstdout: {self.stdout[:2000]}\nstderr: {self.stderr}\nexc: {self.exception!r}>"


def run_replay(content: str | bytes) -> Run:
    """`bansha replay FILE` in-process (the CLI's own code) on a temp file holding `content`."""
    fd, path = tempfile.mkstemp(suffix=".json")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(content.encode("utf-8", "surrogatepass") if isinstance(content, str) else content)
        r = CliRunner().invoke(main, ["replay", path])
    finally:
        os.unlink(path)
    exc = None if isinstance(r.exception, SystemExit) else r.exception
    return Run(r.exit_code, r.stdout, r.stderr, exc)


def _label_order(rs: Any, limit: int = 400) -> dict[str, int]:
    out, label = {}, rs.first_period()
    for i in range(limit):
        out[label] = i
        label = rs.next_period(label)
    return out


def _is_seat(v: Any, n: int) -> bool:
    return type(v) is int and 1 <= v <= n


def _strict_json(text: str) -> Any:
    def no_constant(name: str) -> Any:
        raise AssertionError(f"stdout holds {name}, which is not JSON")
    return json.loads(text, parse_constant=no_constant)


def check_record(rec: Any, ruleset_id: str, n: int, last_step: str | None = None) -> None:
    """The record's shape as the contract fixes it; `last_step` is the script's last `at`."""
    assert isinstance(rec, dict) and list(rec) == ["ruleset", "events", "final"], rec.keys()
    assert rec["ruleset"] == ruleset_id
    rs = rulesets.get(ruleset_id)
    order = _label_order(rs)
    events = rec["events"]
    assert isinstance(events, list)
    last_t = 0
    overs = []
    for e in events:
        assert isinstance(e, dict) and isinstance(e.get("t"), str) and isinstance(e.get("type"), str), e
        assert rs.valid_label(e["t"]) and e["t"] in order, e
        assert order[e["t"]] >= last_t, f"events out of period order at {e}"
        last_t = order[e["t"]]
        typ = e["type"]
        keys = set(e) - {"t", "type"}
        if typ == "rejected":
            assert keys in REJECTED_KEYS, e
            assert "input" not in keys or e["input"] in INPUT_KINDS, e
            assert isinstance(e["reason"], str) and e["reason"], e
            if "skill" in keys:
                assert isinstance(e["skill"], str)
            continue
        if typ not in FIXED:
            continue
        need, may = FIXED[typ]
        assert need <= keys <= need | may, f"{typ} fields {sorted(keys)}, contract: {sorted(need)} + {sorted(may)}"
        if typ in ("death", "revive"):
            assert _is_seat(e["seat"], n) and isinstance(e["cause"], str) and e["cause"], e
        elif typ == "sheriff":
            assert e["seat"] is None or _is_seat(e["seat"], n), e
        elif typ == "exile":
            assert e["seat"] is None or _is_seat(e["seat"], n), e
            assert isinstance(e["tally"], dict), e
            for k, v in e["tally"].items():
                assert isinstance(k, str) and k.isdigit() and 1 <= int(k) <= n, e
                assert isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v), e
            if e["seat"] is not None:
                assert str(e["seat"]) in e["tally"], e
        elif typ == "feedback":
            assert _is_seat(e["to"], n) and isinstance(e["skill"], str), e
            assert "target" not in e or _is_seat(e["target"], n), e
        elif typ == "notice":
            assert _is_seat(e["to"], n) and isinstance(e["text"], str), e
        elif typ == "announce":
            assert isinstance(e["text"], str) and e["text"], e
        elif typ == "card":
            assert _is_seat(e["to"], n) and e["card"] in ("蓝牌", "黄牌", "红牌") and isinstance(e["reason"], str), e
        elif typ == "unused":
            assert isinstance(e["skill"], str), e
        elif typ == "faction_lost":
            assert e["faction"] in rs.factions and isinstance(e["reason"], str), e
        elif typ == "game_over":
            overs.append(e)
            assert e["winner"] in rs.factions, e
            assert isinstance(e["seats"], list) and e["seats"] == sorted(set(e["seats"])), e
            assert all(_is_seat(s, n) for s in e["seats"]), e
    final = rec["final"]
    assert isinstance(final, dict) and set(final) == {"period", "alive", "sheriff", "winner"}, final
    assert rs.valid_label(final["period"]) and final["period"] in order, final
    assert isinstance(final["alive"], list) and final["alive"] == sorted(set(final["alive"])), final
    assert all(_is_seat(s, n) for s in final["alive"]), final
    assert final["sheriff"] is None or _is_seat(final["sheriff"], n), final
    assert len(overs) <= 1, "more than one game_over"
    if overs:
        assert final["winner"] == overs[0]["winner"]
        assert final["period"] == overs[0]["t"], "the game ended: final.period is the period it ended in"
        assert events.index(overs[0]) >= len(events) - 1 or not {
            e["type"] for e in events[events.index(overs[0]) + 1:]} & {"death", "exile", "sheriff", "game_over"}
    else:
        assert final["winner"] is None
        assert final["period"] == (last_step or "start"), (final, last_step)
    assert last_t <= order[final["period"]], "an event after the last period played"


def check_run(r: Run, ruleset_id: str, n: int, last_step: str | None) -> dict:
    """Exit 0 with one JSON record on stdout following the contract; returns the record."""
    assert r.exception is None and r.code == 0, r
    assert r.stderr == "", r
    assert r.stdout.endswith("\n") and "\n" not in r.stdout[:-1], "stdout is one line of JSON"
    rec = _strict_json(r.stdout)
    check_record(rec, ruleset_id, n, last_step)
    return rec


def check_invalid(r: Run) -> str:
    """Exit 2, nothing on stdout, exactly one non-empty line on stderr; returns that line."""
    assert r.exception is None and r.code == 2, r
    assert r.stdout == "", r
    assert "Traceback" not in r.stderr, r
    assert r.stderr.endswith("\n") and r.stderr.strip(), r
    lines = r.stderr.splitlines()
    assert len(lines) == 1 and lines[0].strip(), r
    return lines[0]


# --- the scenario files ------------------------------------------------------------------------

def _scenario(path: Path) -> tuple[dict, dict]:
    sc = json.loads(path.read_text(encoding="utf-8"))
    return sc, sc.pop("expect", {})


FILES = OURS + THEIRS


def test_there_are_scenario_files():
    assert OURS


@pytest.mark.parametrize("path", FILES, ids=[f"{p.parent.name}/{p.name}" for p in FILES])
def test_a_scenario_file_follows_the_contract(path):
    sc, expect = _scenario(path)
    if sc.get("ruleset") not in rulesets.ids() and "exit" not in expect:
        pytest.skip(f"ruleset {sc.get('ruleset')!r} is not implemented")
    text = json.dumps(sc, ensure_ascii=False)
    r = run_replay(text)
    if "exit" in expect:
        assert expect["exit"] == 2
        check_invalid(r)
        return
    steps = sc.get("steps") or []
    check_run(r, sc["ruleset"], len(sc["seats"]), steps[-1]["at"] if steps else None)
    assert run_replay(text).stdout == r.stdout, "same file, same record, byte for byte"


HASH_RUN = """
import json, sys
from click.testing import CliRunner
from bansha.cli import main
for path in sys.argv[1:]:
    sc = json.load(open(path, encoding="utf-8"))
    sc.pop("expect", None)
    with open("sc.json", "w", encoding="utf-8") as f:
        json.dump(sc, f, ensure_ascii=False)
    print(CliRunner().invoke(main, ["replay", "sc.json"]).stdout, end="")
"""


def test_the_record_does_not_depend_on_the_process(tmp_path):
    """Byte for byte across processes too: no set or hash order leaks into the record."""
    outs = []
    for seed in ("1", "2"):
        p = subprocess.run([sys.executable, "-c", HASH_RUN, *map(str, FILES)], capture_output=True, text=True,
                           cwd=tmp_path, env={**os.environ, "PYTHONHASHSEED": seed}, timeout=300)
        assert p.returncode == 0, p.stderr
        outs.append(p.stdout)
    playable = [p for p in OURS if "exit" not in json.loads(p.read_text(encoding="utf-8")).get("expect", {})]
    assert outs[0] == outs[1] and outs[0].count("\n") >= len(playable)  # an invalid file prints nothing


def test_stopping_at_a_step_reports_that_period():
    """final.period is the last step's label while the game goes on (the next period is not opened)."""
    path = next(p for p in OURS if p.parent.name == "pvz")
    sc, _ = _scenario(path)
    for cut in range(len(sc["steps"]) + 1):
        part = dict(sc, steps=sc["steps"][:cut])
        rec = check_run(run_replay(json.dumps(part, ensure_ascii=False)), "pvz", len(sc["seats"]),
                        sc["steps"][cut - 1]["at"] if cut else None)
        if rec["final"]["winner"] is None:
            assert rec["final"]["period"] == (sc["steps"][cut - 1]["at"] if cut else "start")


# --- invalid scenarios ---------------------------------------------------------------------------

PVZ_ROLES = ["预言家", "女巫", "守卫", "守墓人", "狼人", "狼人", "狼王", "石像鬼", "平民", "平民", "平民", "平民"]
HLM_ROLES = ["预言家", "荣光骑士", "审判官", "小红帽", "村民", "村民", "村民", "村民", "黑狼王", "狼巫", "狼人",
             "女巫", "摄梦人", "魔女会学徒"]
BASE = {
    "pvz": {
        "ruleset": "pvz", "options": {}, "rng": 1,
        "seats": [{"seat": i, "name": f"p{i}", "role": r} for i, r in enumerate(PVZ_ROLES, 1)],
        "steps": [{"at": "night 1", "actions": [{"by": 1, "skill": "预言", "targets": [5]},
                                                {"by": 5, "skill": "杀人", "targets": [9]}]},
                  {"at": "day 1", "votes": [{"by": 1, "for": 5}]}],
    },
    "hongloumeng": {
        "ruleset": "hongloumeng", "options": {}, "rng": 1,
        "seats": [{"seat": i, "name": f"h{i}", "role": r} for i, r in enumerate(HLM_ROLES, 1)],
        "steps": [{"at": "night 1", "actions": [{"by": 9, "skill": "杀人", "targets": [5]}]},
                  {"at": "day 1", "sheriff_votes": [{"by": 1, "for": 1}]},
                  {"at": "day 2", "votes": [{"by": 1, "for": 9}]}],
    },
}


def _with(ruleset: str, path: list, value: Any = None, delete: bool = False) -> dict:
    sc = copy.deepcopy(BASE[ruleset])
    *head, last = path
    node = sc
    for k in head:
        node = node[k]
    if delete:
        del node[last]
    else:
        node[last] = value
    return sc


def _invalid_cases() -> list[tuple[str, str, Any, str, str]]:
    """(id, ruleset, scenario or raw text, field the line starts with, words it must hold)."""
    cases: list[tuple[str, str, Any, str, str]] = [
        ("not json", "pvz", '{"ruleset": ', "scenario", "not JSON"),
        ("not utf-8", "pvz", b'{"ruleset": "\xff"}', "scenario", "not JSON"),
        ("empty file", "pvz", "", "scenario", "not JSON"),
        ("not an object", "pvz", "[1, 2]", "scenario", ""),
        ("a huge number literal", "pvz", '{"ruleset": "pvz", "rng": ' + "9" * 5000 + "}", "scenario", "not JSON"),
        ("deeply nested", "pvz", "[" * 100_000 + "]" * 100_000, "scenario", "not JSON"),
        ("a lone surrogate", "pvz", json.dumps(_with("pvz", ["seats", 0, "name"], "\ud800")), "scenario", "UTF-8"),
    ]
    for rid in ("pvz", "hongloumeng"):
        cases += [
            ("unknown ruleset", rid, _with(rid, ["ruleset"], "pvx"), "ruleset", "pvx"),
            ("ruleset missing", rid, _with(rid, ["ruleset"], delete=True), "ruleset", ""),
            ("seats missing", rid, _with(rid, ["seats"], delete=True), "seats", ""),
            ("seats not 1..N", rid, _with(rid, ["seats", 0, "seat"], 0), "seats", "1..N"),
            ("seats skip a number", rid, _with(rid, ["seats", 2, "seat"], 30), "seats", "1..N"),
            ("no seats", rid, _with(rid, ["seats"], []), "seats", ""),
            ("roster too small", rid, _with(rid, ["seats"], BASE[rid]["seats"][:9]), "seats", ""),
            ("a role given twice too often", rid, _with(rid, ["seats", 0, "role"], "女巫"), "seats", "预言家"),
            ("some roles missing", rid, _with(rid, ["seats", 0, "role"], None), "seats", ""),
            ("step label unknown", rid, _with(rid, ["steps", 0, "at"], "evening 1"), "steps[0].at", "evening 1"),
            ("step label night 0", rid, _with(rid, ["steps", 0, "at"], "night 0"), "steps[0].at", ""),
            ("step label with a leading zero", rid, _with(rid, ["steps", 0, "at"], "night 01"), "steps[0].at", ""),
            ("step label with two spaces", rid, _with(rid, ["steps", 0, "at"], "night  1"), "steps[0].at", ""),
            ("step label in another script's digits", rid, _with(rid, ["steps", 0, "at"], "night ²"), "steps[0].at", ""),
            ("step label too far", rid, _with(rid, ["steps", 0, "at"], "night 123456789"), "steps[0].at", ""),
            ("steps out of order", rid, _with(rid, ["steps"], list(reversed(BASE[rid]["steps"]))), "steps[1].at",
             "out of order"),
            ("a step given twice", rid, _with(rid, ["steps", 1], BASE[rid]["steps"][0]), "steps[1].at", ""),
            ("unknown skill", rid, _with(rid, ["steps", 0, "actions", 0, "skill"], "预知"),
             "steps[0].actions[0].skill", "did you mean 预言"),
            ("an action by no seat", rid, _with(rid, ["steps", 0, "actions", 0, "by"], 99), "steps[0].actions[0]", "99"),
            ("targets not a list", rid, _with(rid, ["steps", 0, "actions", 0, "targets"], 5),
             "steps[0].actions[0].targets", ""),
            ("an unknown key", rid, _with(rid, ["extra"], 1), "extra", ""),
            ("an unknown key in a step", rid, _with(rid, ["steps", 0, "extra"], 1), "steps[0].extra", ""),
            ("an unknown option", rid, _with(rid, ["options"], {"nope": 1}), "options.nope", ""),
            ("a 13th month", rid, _with(rid, ["start_date"], "2026-13-01"), "start_date", "2026-13-01"),
            ("the 30th of February", rid, _with(rid, ["start_date"], "2026-02-30"), "start_date", "2026-02-30"),
            ("rng not a number", rid, _with(rid, ["rng"], "seven"), "rng", ""),
            ("a card that is no card", rid, _with(rid, ["steps", 1, "cards"], [{"to": 1, "card": "绿牌"}]),
             "steps[1].cards[0].card", ""),
            ("a key with a line break", rid, _with(rid, ["bad\nkey"], 1), "bad", ""),
            ("a role with a line break", rid, _with(rid, ["seats", 0, "role"], "预言\n家"), "seats[0].role", ""),
        ]
    cases.append(("unknown role", "pvz", _with("pvz", ["seats", 3, "role"], "预言者"), "seats[3].role",
                  "no role 预言者 in pvz; did you mean 预言家?"))
    cases.append(("unknown role", "hongloumeng", _with("hongloumeng", ["seats", 3, "role"], "小红"), "seats[3].role",
                  "did you mean 小红帽?"))
    cases.append(("a pvz seat count outside 10–17", "pvz",
                  dict(_with("pvz", ["seats"], [{"seat": i, "name": str(i)} for i in range(1, 19)]), steps=[]),
                  "seats", "18"))
    cases.append(("hongloumeng with 13 seats", "hongloumeng",
                  dict(_with("hongloumeng", ["seats"], [{"seat": i, "name": str(i)} for i in range(1, 14)]), steps=[]),
                  "seats", "14"))
    return cases


INVALID = _invalid_cases()


@pytest.mark.parametrize("name,rid,sc,field,words", INVALID, ids=[f"{c[1]}-{c[0]}" for c in INVALID])
def test_an_invalid_scenario_exits_2_with_one_line_naming_the_field(name, rid, sc, field, words):
    content = sc if isinstance(sc, (str, bytes)) else json.dumps(sc, ensure_ascii=False)
    line = check_invalid(run_replay(content))
    assert line.startswith(field), line
    assert words in line, line


@pytest.mark.parametrize("path", ["/nonexistent/scenario.json", str(HERE)], ids=["missing", "a directory"])
def test_a_file_that_cannot_be_read_exits_2(path):
    r = CliRunner().invoke(main, ["replay", path])
    assert r.exit_code == 2 and r.stdout == "" and len(r.stderr.splitlines()) == 1, r.stderr


@pytest.mark.parametrize("rid", ["pvz", "hongloumeng"])
def test_the_base_scenarios_are_valid(rid):
    sc = BASE[rid]
    check_run(run_replay(json.dumps(sc, ensure_ascii=False)), rid, len(sc["seats"]), sc["steps"][-1]["at"])
