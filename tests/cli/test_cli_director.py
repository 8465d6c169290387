"""A director runs a PVZ game from the terminal (issue 2 §5): act, vote, close (trace, 公示,
private messages), status, view, undo, export — the exported scenario replays to the same game."""
import json

import pytest

from bansha.replay import play, record
from bansha.scenario import load

from cli_helpers import cli, export, inputs, new_game, ok, opened, proc, user_error

SHERIFF = {1: 1, 2: 1, 3: 1, 4: 1, 9: 1, 10: 1, 11: 1, 5: 5, 6: 5, 7: 5, 8: 5, 12: 5}
EXILE = {1: 5, 2: 5, 3: 5, 4: 5, 10: 5, 11: 5, 12: 5, 5: 1, 6: 1, 7: 1, 8: 1}


def _night_1(data):
    ok(cli(data, "close", "g1"))
    ok(cli(data, "act", "g1", "1", "预言", "5"))
    ok(cli(data, "act", "g1", "5", "杀人", "9"))
    ok(cli(data, "act", "g1", "8", "查验", "1"))
    ok(cli(data, "act", "g1", "3", "守护之盾", "10"))
    return ok(cli(data, "close", "g1"))


def _day_1(data):
    for by, to in SHERIFF.items():
        ok(cli(data, "vote", "g1", by, to, "--sheriff"))
    for by, to in EXILE.items():
        ok(cli(data, "vote", "g1", by, to))
    return ok(cli(data, "close", "g1"))


@pytest.fixture
def data(tmp_path):
    d = tmp_path / "data"
    new_game(d, tmp_path)
    return d


def test_act_records_and_says_so(data):
    ok(cli(data, "close", "g1"))
    r = ok(cli(data, "act", "g1", "1", "预言", "5"))
    assert "已记录（第1夜）" in r.stdout and "预言" in r.stdout
    assert inputs(data)[-1] == {"kind": "action", "by": 1, "skill": "预言", "targets": [5]}


def test_act_passes_choice_through(tmp_path):
    data = tmp_path / "data"
    roles = ["预言家", "女巫", "猎人", "守墓人", "守卫", "奇迹商人", "狼人", "狼人", "狼王", "石像鬼", "暗恋者",
             "平民", "平民", "平民", "平民", "平民"]
    names = [f"玩家{i}" for i in range(1, 17)]
    (tmp_path / "s.txt").write_text("\n".join(f"{n} {r}" for n, r in zip(names, roles)), encoding="utf-8")
    ok(cli(data, "new", "m", "--ruleset", "pvz", "--seats", str(tmp_path / "s.txt")))
    ok(cli(data, "close", "m"))
    ok(cli(data, "act", "m", "6", "交易", "12", "--choice", "预言"))
    assert inputs(data, "m")[-1]["choice"] == "预言"
    ok(cli(data, "act", "m", "12", "预言", "7"))
    r = ok(cli(data, "close", "m"))
    assert "12号 <预言> 对 7号：狼人阵营" in r.stdout


def test_close_prints_the_trace_the_announcement_and_private_messages(data):
    r = _night_1(data)
    out = r.stdout
    assert "结算 · 第1夜" in out
    assert "(2) 5号 代表狼队指杀 9号" in out          # the trace
    assert "9号 出局（杀人）" in out
    assert "公示（复制到论坛）" in out and "[b]PVZ.Killer 标准规则 · 第1夜[/b]" in out
    assert "→ 1号 渐强：1号 <预言> 对 5号：狼人阵营" in out
    assert "→ 8号 石头：8号 <查验> 对 1号：预言家" in out
    assert "→ 2号 雪雪：2号 <通灵>：9号" in out
    assert "下一阶段：第1天" in out


def test_votes_and_the_day_close(data):
    _night_1(data)
    r = _day_1(data)
    out = r.stdout
    assert "警长：1号" in out
    assert "放逐投票：5号 7.5票，1号 4票 → 5号 出局" in out
    assert "昨夜出局的角色为 9号九九" in out
    assert "5号老王 被放逐出局" in out
    assert "→ 1号 渐强：通知 1号：你当选警长。" in out
    assert "下一阶段：第2夜" in out
    g = opened(data)
    assert g.sheriff == 1 and sorted(g.alive()) == [1, 2, 3, 4, 6, 7, 8, 10, 11, 12]


def test_vote_accepts_abstention(data):
    _night_1(data)
    ok(cli(data, "vote", "g1", "3", "弃票"))
    assert inputs(data)[-1] == {"kind": "vote", "by": 3, "for": None}


def test_card_is_recorded_and_merges_show_after_close(data):
    _night_1(data)
    for _ in range(3):
        ok(cli(data, "card", "g1", "4", "蓝牌", "--reason", "刷屏"))
    assert [p["card"] for p in inputs(data) if p["kind"] == "card"] == ["蓝牌"] * 3
    out = ok(cli(data, "close", "g1")).stdout
    assert out.count("4号 蓝牌（刷屏）") == 3
    assert "4号 黄牌（累计三张蓝牌合并为一张黄牌）" in out


def test_status_shows_the_open_period_and_what_is_submitted(data):
    ok(cli(data, "close", "g1"))
    ok(cli(data, "act", "g1", "1", "预言", "5"))
    out = ok(cli(data, "status", "g1")).stdout
    assert "当前：第1夜" in out
    assert "已提交：1号 预言" in out
    waiting = next(l for l in out.splitlines() if l.startswith("未提交（本阶段等待）："))
    assert "1号" not in waiting and "8号 查验" in waiting and "3号 守护之盾" in waiting
    assert "警长：无" in out


def test_view_shows_a_seat_only_what_it_may_know(data):
    _night_1(data)
    _day_1(data)
    v1 = ok(cli(data, "view", "g1", "1")).stdout
    assert "1号 <预言> 对 5号：狼人阵营" in v1
    assert "通知 1号：你的身份是预言家" in v1 and "你当选警长" in v1
    assert "放逐投票：5号 7.5票" in v1  # public
    for other in range(2, 13):
        assert f"通知 {other}号" not in v1
        assert f"] {other}号 <" not in v1  # another seat's feedback
    for secret in ("<通灵>", "<查验>", "狼人共群", "代表狼队指杀", "受到<守护之盾>", "拒绝"):
        assert secret not in v1, secret
    v5 = ok(cli(data, "view", "g1", "5")).stdout
    assert "狼人共群：5号、6号、7号" in v5 and "<预言>" not in v5
    v8 = ok(cli(data, "view", "g1", "8")).stdout
    assert "8号 <查验> 对 1号：预言家" in v8 and "狼人共群" not in v8


def test_undo_drops_the_last_input_and_recording_goes_on(data):
    ok(cli(data, "close", "g1"))
    ok(cli(data, "act", "g1", "1", "预言", "5"))
    r = ok(cli(data, "undo", "g1"))
    assert "已撤销第 2 条输入（第1夜）" in r.stdout
    assert inputs(data) == [{"kind": "close"}]
    ok(cli(data, "act", "g1", "1", "预言", "6"))  # a new input after an undo
    assert inputs(data)[-1]["targets"] == [6]
    out = ok(cli(data, "close", "g1")).stdout
    assert "1号 <预言> 对 6号：狼人阵营" in out
    ok(cli(data, "undo", "g1"))  # undo a close: the night is open again
    assert "当前：第1夜" in ok(cli(data, "status", "g1")).stdout
    ok(cli(data, "undo", "g1"))
    ok(cli(data, "undo", "g1"))
    assert inputs(data) == []
    assert "没有可以撤销的输入" in user_error(cli(data, "undo", "g1"))
    ok(cli(data, "close", "g1"))
    assert inputs(data) == [{"kind": "close"}]


def test_show_repeats_a_periods_resolution(data):
    _night_1(data)
    out = ok(cli(data, "show", "g1", "night 1")).stdout
    assert "(2) 5号 代表狼队指杀 9号" in out
    assert "下一阶段：第1天" in out  # the period after the one shown, whatever is open now


def _compare(data, tmp_path):
    """spec/live.md: the export is the game's log; replayed, it prints the live game's record (what
    `bansha record` prints), event for event and in the same order, every event with its `at`."""
    scenario = export(data)
    assert scenario["ruleset"] == "pvz" and len(scenario["seats"]) == 12 and "log" in scenario
    stored = opened(data)
    rec = record(play(load(scenario)))
    live = json.loads(ok(cli(data, "record", "g1")).stdout)
    assert rec == json.loads(json.dumps(live, ensure_ascii=False)) and rec["events"] == stored.events
    assert all("at" in e for e in rec["events"])
    # and through the command, from the exported file
    path = tmp_path / "exported.json"
    ok(cli(data, "export", "g1", "-o", str(path)))
    assert json.loads(path.read_text(encoding="utf-8")) == scenario
    r = proc(None, "replay", str(path))
    assert r.code == 0, r
    assert json.loads(r.stdout) == live
    return scenario, rec, stored


def test_export_replays_to_the_same_game(data, tmp_path):
    _night_1(data)
    _day_1(data)
    scenario, rec, stored = _compare(data, tmp_path)
    assert [next(k for k in e if k != "time") for e in scenario["log"]][:1] == ["close"]
    assert rec["final"]["period"] == stored.period == "night 2"  # the open period is left open
    times = [e["time"] for e in scenario["log"]]
    assert times == sorted(times)


def test_export_of_a_random_deal_replays_the_same_deal(tmp_path):
    from cli_helpers import NAMES
    data = tmp_path / "data"
    ok(cli(data, "new", "g1", "--ruleset", "pvz", "--names", ",".join(NAMES), "--seed", "11"))
    g = opened(data)
    wolf = next(n for n, s in g.seats.items() if s.role == "狼人")
    victim = next(n for n, s in g.seats.items() if s.role == "平民")
    ok(cli(data, "close", "g1"))
    ok(cli(data, "act", "g1", wolf, "杀人", victim))
    ok(cli(data, "close", "g1"))
    scenario, rec, stored = _compare(data, tmp_path)
    assert all("role" not in s for s in scenario["seats"]) and scenario["rng"] == 11
    assert [(e["seat"], e["cause"]) for e in rec["events"] if e["type"] == "death"] == [(victim, "杀人")]


def test_the_director_corrects_a_mis_entered_vote(data):
    """Issue 8: a second `vote` for the same seat corrects the first (replaces it); `--change`
    records the player's own 改票, which PVZ-R66 (投票完成后不允许改票) then refuses at the count."""
    _night_1(data)
    ok(cli(data, "vote", "g1", "3", "6"))
    r = ok(cli(data, "vote", "g1", "3", "5"))
    assert "替换了第" in r.stdout
    votes = [p for p in inputs(data) if p["kind"] == "vote"]
    assert votes == [{"kind": "vote", "by": 3, "for": 5}]
    ok(cli(data, "vote", "g1", "3", "7", "--change"))
    assert len([p for p in inputs(data) if p["kind"] == "vote"]) == 2
