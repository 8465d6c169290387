"""The line-up, the opening and the periods of [245]酒."""
import json
import subprocess
import sys
from pathlib import Path

import pytest
from jiu_helpers import DUCK, EMPEROR, LINEUP, WITCH, A, events, game, notices, scenario

from bansha import rulesets
from bansha.engine.elevator import neighbours
from bansha.engine.errors import ScenarioError
from bansha.rulesets.jiu import lineups
from bansha.rulesets.jiu.common import BY_NAME, IDENTITIES, THIRD, UNDECIDED, VILLAGE, WOLF, below, round_half_up, score
from bansha.scenario import load


def test_jiu_r01_r02_r03_r14_the_pool_with_its_scores_and_factions():
    assert [i.name for i in IDENTITIES if i.faction == VILLAGE] == [
        "祈求者", "预言家", "锈剑骑士", "摄魂师", "黑商", "九天圣人", "太平道徒", "茶艺师", "侦探", "九尾狐", "闪电战士", "奇迹商人",
        "朱雀", "圣女"]
    assert {i.name: i.score for i in IDENTITIES if i.faction == WOLF} == {
        "狼狗": 5, "赶尸人": 7, "大天狗": 7, "帝尊魔皇": 8, "长老狼": 8, "盗火者": 9, "穷奇": 9, "怪盗": 9, "狼巫": 9,
        "岚": 10, "空想家": 10, "刺客鸭": 10, "狂戮": 10}
    assert BY_NAME["瘟神"].faction == THIRD and score("瘟神") == 50
    assert [i.name for i in IDENTITIES if i.faction == UNDECIDED] == ["祭品", "暗恋者", "维纳斯"]
    assert score("祭品") == 0  # 不定视为0分
    assert score("祈求者") == 9 and "验人系" in BY_NAME["预言家"].tags and "群内" in BY_NAME["刺客鸭"].tags
    assert BY_NAME["帝尊魔皇"].tags == {"接刀"} and BY_NAME["穷奇"].tags == {"接刀"}


def _roster(roles):
    return {n: r for n, r in enumerate(roles, 1)}


def test_jiu_r04_a_drafted_line_up_is_the_scenario_s_roles():
    g = game([])
    assert {n: s.role for n, s in g.seats.items()} == LINEUP


def test_jiu_r07_sage_and_emperor_come_together():
    with pytest.raises(ScenarioError, match="有九天圣人必有帝尊魔皇"):
        lineups.validate(["九天圣人", "预言家", "刺客鸭", "狼巫", "狂戮", "朱雀"])
    with pytest.raises(ScenarioError, match="有帝尊魔皇必有九天圣人"):
        lineups.validate(["帝尊魔皇", "预言家", "刺客鸭", "狼巫", "狂戮", "朱雀"])


def test_jiu_r08_the_elder_wolf_rule_by_the_opening_share_of_the_group():
    assert any("必有长老狼" in p for p in lineups.problems(["刺客鸭", "岚", "狂戮", "朱雀", "预言家"]))  # 1/3
    assert not lineups.problems(["刺客鸭", "狼巫", "岚", "朱雀", "预言家"])  # 2/3: normal chance
    assert any("必没有长老狼" in p for p in lineups.problems(["刺客鸭", "狼巫", "怪盗", "长老狼", "朱雀"]))  # 3/3


def test_jiu_r09_two_seer_kinds_need_the_wolf_witch():
    assert any("必有狼巫" in p and "祈求者、预言家" in p for p in lineups.problems(["祈求者", "预言家", "刺客鸭", "狂戮"]))
    assert not any("狼巫" in p for p in lineups.problems(["祈求者", "预言家", "刺客鸭", "狼巫", "狂戮"]))


def test_jiu_r10_random_good_is_a_draft_slot_not_a_role_and_each_identity_once():
    with pytest.raises(ScenarioError, match="随机好人"):
        lineups.validate(["随机好人", "刺客鸭"])
    with pytest.raises(ScenarioError, match="只能抽取一次"):
        lineups.validate(["朱雀", "朱雀", "刺客鸭", "狼巫"])


def test_a_broken_roster_is_exit_2_naming_seats_and_the_rule(tmp_path):
    sc = scenario([], lineup={**LINEUP, 11: "圣女", 12: "穷奇"})
    sc["seats"][10]["role"], sc["seats"][11]["role"] = "预言家", "朱雀"
    sc["seats"] = sc["seats"][:10]
    sc["seats"][9]["role"] = "瘟神"
    with pytest.raises(ScenarioError) as e:
        load(sc)
    assert e.value.field == "seats" and "有九天圣人必有帝尊魔皇" in e.value.message
    p = tmp_path / "bad.json"
    p.write_text(json.dumps(sc, ensure_ascii=False), encoding="utf-8")
    r = subprocess.run([str(Path(sys.executable).parent / "bansha"), "replay", str(p)], capture_output=True, text=True)
    assert r.returncode == 2 and r.stdout == "" and "seats" in r.stderr and "有九天圣人必有帝尊魔皇" in r.stderr


def test_a_random_deal_is_a_legal_line_up():
    import random
    for seed in range(20):
        roles = lineups.deal(12, random.Random(seed))
        lineups.validate(roles)


def test_jiu_r177_r179_periods_start_day1_night1_day2():
    rs = rulesets.get("jiu")
    p = rs.first_period()
    seen = [str(p)]
    for _ in range(4):
        p = rs.next_period(p)
        seen.append(str(p))
    assert seen == ["start", "day 1", "night 1", "day 2", "night 2"]


def test_jiu_r22_a_skill_only_in_its_phase():
    g = game([{"at": "day 2", "actions": [A(WITCH, "黑暗侦测", [7])]}])
    assert any("夜晚" in e["reason"] for e in events(g, "rejected", by=WITCH))


def test_jiu_r05_r89_the_group_is_formed_with_its_chosen_skill_r104_the_emperor_learns_it():
    g = game([{"at": "start", "actions": [A(DUCK, "群内可选技能", choice="控天")]}])
    grp = events(g, "group", "start")
    assert grp and "2号、8号" in grp[0]["text"] and "控天" in grp[0]["text"]
    assert any("狼人[群内]名单：2号伏特加、8号黄酒" == t for t in notices(g, EMPEROR))
    assert g.state.group_skill == "控天"


def test_jiu_r89_a_group_that_chooses_nothing_gets_one_at_random():
    g = game([{"at": "start"}])
    assert g.state.group_skill in ("窥天", "遮天", "控天", "变天")


def test_jiu_r16_r217_the_starting_total_and_rounding_half_up():
    g = game([])
    assert g.state.total == 14
    assert round_half_up(0.35 * 14) == 5 and round_half_up(2.5) == 3 and round_half_up(0.3 * 20) == 6


def test_jiu_r15_the_elevator_is_circular_and_skips_exits():
    g = game([])
    assert neighbours(g, 1) == [2, 14]
    g.seats[2].alive = False
    g.seats[14].alive = False
    assert neighbours(g, 1) == [3, 13]
    assert below(g, 12)[:3] == [13, 1, 3]
