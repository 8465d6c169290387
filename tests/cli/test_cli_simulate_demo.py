"""`bansha simulate --json` (issue 2 §6) and `bansha demo` (issue 2 §1)."""
import json

import pytest

from bansha.demo import SCRIPT

from cli_helpers import cli, inputs, ok, opened, proc, user_error


def test_simulate_json_reports_games_throughput_and_wins(tmp_path):
    r = proc(tmp_path / "data", "simulate", "--ruleset", "pvz", "--seats", "12", "--games", "40", "--seed", "5",
             "--json")
    assert r.code == 0, r
    rep = json.loads(r.stdout)
    assert rep["games"] == 40
    assert isinstance(rep["games_per_second"], (int, float)) and rep["games_per_second"] > 0
    assert set(rep["wins"]) <= {"村民阵营", "狼人阵营"}
    assert sum(rep["wins"].values()) + rep.get("unfinished", 0) == 40
    assert rep.get("unfinished", 0) == 0, "every game ends within the bound"


def test_simulate_is_deterministic_in_its_outcomes(tmp_path):
    a = json.loads(ok(cli(tmp_path, "simulate", "--games", "15", "--seed", "9", "--json")).stdout)
    b = json.loads(ok(cli(tmp_path, "simulate", "--games", "15", "--seed", "9", "--json")).stdout)
    assert a["wins"] == b["wins"]


def test_simulate_plain_output_and_errors(tmp_path):
    out = ok(cli(tmp_path, "simulate", "--games", "5")).stdout
    assert "5 局" in out and "局/秒" in out
    assert "nope" in user_error(cli(tmp_path, "simulate", "--ruleset", "nope", "--games", "2"))
    assert "--games" in user_error(cli(tmp_path, "simulate", "--games", "0"))


def test_demo_plays_a_game_into_the_data_directory(tmp_path):
    data = tmp_path / "data"
    r = ok(cli(data, "demo"))
    assert "拒绝" not in r.stdout
    assert "演示结束" in r.stdout
    assert f"bansha --data {data} status demo-" in r.stdout  # the suggested commands run as printed
    lines = ok(cli(data, "games")).stdout.splitlines()
    assert len(lines) == 1
    game_id = lines[0].split()[0]
    assert game_id.startswith("demo-")
    assert len(inputs(data, game_id)) == len(SCRIPT)
    g = opened(data, game_id)
    assert g.period == "night 2" and g.sheriff == 1
    assert ok(cli(data, "status", game_id)).stdout.startswith(f"{game_id} · ")


def test_demo_of_a_ruleset_without_one_names_those_with_one(tmp_path):
    """红楼梦 ships no scripted demo: the refusal says which rulesets have one, and nothing is created."""
    why = user_error(cli(tmp_path / "data", "demo", "--ruleset", "hongloumeng"))
    assert "hongloumeng 没有演示局" in why and "有演示局的规则：pvz、bajian、jiu" in why
    assert "还没有游戏" in cli(tmp_path / "data", "games").stderr


def test_cli_writes_the_chart_and_refuses_zero_jobs(tmp_path):
    page = tmp_path / "r.html"
    out = ok(cli(tmp_path, "simulate", "--games", "30", "--jobs", "1", "--html", str(page))).stdout
    assert "阵营胜率" in out and "95% 区间" in out and "报告已写入" in out
    text = page.read_text(encoding="utf-8")
    assert "<script" not in text and "狼人阵营" in text and "<svg" in text and "95% 区间" in text
    assert "--jobs" in user_error(cli(tmp_path, "simulate", "--games", "3", "--jobs", "0"))
    rep = json.loads(ok(cli(tmp_path, "simulate", "--games", "10", "--json")).stdout)
    assert rep["report"]["games"] == 10


@pytest.mark.parametrize("ruleset", ["pvz", "hongloumeng"])
def test_same_outcomes_in_one_or_many_processes_on_the_cli(tmp_path, ruleset):
    a = json.loads(ok(cli(tmp_path, "simulate", "--ruleset", ruleset, "--games", "60", "--jobs", "1", "--json")).stdout)
    b = json.loads(ok(cli(tmp_path, "simulate", "--ruleset", ruleset, "--games", "60", "--jobs", "2", "--json")).stdout)
    assert a["report"] == b["report"]
