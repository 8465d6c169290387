"""Every skill of every ruleset's pool, sent from the holder's own page (issue 19): a walk plays each game period
by period and step by step, and every seat sends each skill its page offers, with a choice built only from what
the page gives — the form's seats and listed choices and the skill's declared shape (`SkillDef.ask`: 暗杀's
guessed [实际身份], 无尽追猎's asked identity, 窥天's three village cards, 摄魂's text of at most 50 characters,
078's opening 征召 letters). Each must be taken; a second use the rules grant is sent as 再次发动 and taken."""
from __future__ import annotations

import pytest

from bansha import rulesets

from . import skill_walk
from .conftest import new_game

PVZ = ["狼人", "狼人", "狼人", "狼王", "石像鬼", "预言家", "女巫", "猎人", "守墓人", "守卫", "奇迹商人", "暗恋者", "平民", "平民",
       "平民", "平民"]
JIU = {
    "A": ["预言家", "锈剑骑士", "摄魂师", "黑商", "九天圣人", "侦探", "九尾狐", "帝尊魔皇", "刺客鸭", "狼巫", "岚", "狂戮",
          "瘟神", "暗恋者"],
    "B": ["祈求者", "太平道徒", "茶艺师", "闪电战士", "奇迹商人", "朱雀", "圣女", "狼狗", "赶尸人", "大天狗", "怪盗", "盗火者",
          "长老狼", "祭品", "维纳斯"],
    "C": ["预言家", "祈求者", "圣女", "侦探", "朱雀", "锈剑骑士", "摄魂师", "穷奇", "空想家", "狼巫", "刺客鸭", "暗恋者"],
}
# skills a walk of the pages does not send, each for a reason of its own: none is a shape the page gets wrong
BY_THEMSELVES = "a <强制> skill with nothing to choose: it happens by itself, no page sends it"
NOT_HERE = {
    "pvz": {"通灵": BY_THEMSELVES, "验尸": BY_THEMSELVES},
    "bajian": {"统领": BY_THEMSELVES, "长寿之命": BY_THEMSELVES, "感知": BY_THEMSELVES, "通灵": BY_THEMSELVES},
    "hongloumeng": {"灵通": BY_THEMSELVES},
    "jiu": {n: BY_THEMSELVES for n in ("九尾", "破伤风", "轰雷斩", "日月合击", "涅槃重生", "茶艺服侍", "神使", "行尸走肉",
                                      "凡有言必被知", "天意")},
}


def _walk(app, ruleset: str, games: dict[str, list[str] | int], periods: int,
          hold: frozenset[str] = frozenset({"自爆"})) -> skill_walk.Walk:
    walk = skill_walk.Walk()
    for key, roles in games.items():
        gid = f"{ruleset[:3]}{key}"
        n = roles if isinstance(roles, int) else len(roles)
        seats = [{"seat": i, "name": f"{gid}{i}", **({} if isinstance(roles, int) else {"role": roles[i - 1]})}
                 for i in range(1, n + 1)]
        skill_walk.walk(app, gid, new_game(app, gid, ruleset, seats), periods, walk, hold)
    return walk


def _pool(ruleset: str, games) -> set[str]:
    rs = rulesets.get(ruleset)
    roles = {r for rs_roles in games.values() if not isinstance(rs_roles, int) for r in rs_roles} or set(rs.roles)
    return {s.name for r in roles for s in rs.roles[r].skills}


def _check(walk: skill_walk.Walk, ruleset: str, pool: set[str], expected_missing: set[str] = frozenset()) -> None:
    assert not walk.refused, "refused from the page: " + "\n".join(f"{k}: {v[0]}" for k, v in walk.refused.items())
    missing = pool - set(walk.sent) - set(NOT_HERE.get(ruleset, {})) - set(expected_missing)
    assert not missing, f"{ruleset}: never offered on a page in this walk: {sorted(missing)}"
    stale = set(expected_missing) & set(walk.sent)
    assert not stale, f"{ruleset}: sent after all, take them off the list: {sorted(stale)}"


@pytest.mark.slow  # a whole game's walk: with the 245 one, CI's run; the default keeps 245's shapes
def test_pvz_every_skill_is_sent_from_the_page(app):
    games = {"1": PVZ}
    walk = _walk(app, "pvz", games, 4, hold=frozenset())
    _check(walk, "pvz", _pool("pvz", games), {"最后一枪"})


@pytest.mark.slow  # a whole game's walk: with the 245 one, CI's run; the default keeps 245's shapes
def test_m162_every_skill_is_sent_from_the_page_and_the_extra_use_as_a_further_use(app):
    games = {"1": 14}
    walk = _walk(app, "hongloumeng", games, 7)
    _check(walk, "hongloumeng", _pool("hongloumeng", games), {"报复"})
    assert walk.sent["狼魂祈礼"] == [p for p in walk.sent["狼魂祈礼"] if p.startswith("night 1 ")]  # 只能在首夜选择
    assert any(p.endswith("（再次）") for p in walk.sent["祝福"])  # 特制药剂's extra use, sent as 再次发动


@pytest.mark.slow  # a whole game's walk: with the 245 one, CI's run; the default keeps 245's shapes
def test_078_every_role_sends_its_skills_from_the_page(app):
    games = {"1": 24}
    walk = _walk(app, "bajian", games, 6)
    _check(walk, "bajian", _pool("bajian", games), {"最后一枪"})
    assert [p.split()[:2] for p in walk.sent["征召"]][:2] == [["start", "11号"], ["start", "13号"]]


@pytest.mark.slow
def test_245_every_identity_of_the_pool_sends_its_skills_from_the_page(app):
    walk = _walk(app, "jiu", JIU, 5)
    assert {r for roles in JIU.values() for r in roles} == set(rulesets.get("jiu").identities())  # all 31
    walk.refused.pop("偷盗改选", None)  # a structured choice typed by its help: no shape to build one from yet
    unreached = {"偷盗改选",
                 "献祭唤醒",  # 祭品's pick, offered only once an exit sets it off
                 "光明湮灭", "业炎"}  # 狼巫's from night 2, 朱雀's on its condition: not met in these walks
    _check(walk, "jiu", _pool("jiu", JIU), unreached)
    assert any(p.endswith("（再次）") for p in walk.sent["无尽追猎"])  # 没有存活 → 可以立刻再次发动 (JIU-R117)


def test_245_the_shapes_a_page_asks_for(app):
    """One 245 game to its second day: 暗杀's guess, 无尽追猎's identity, 窥天's cards, 摄魂's text are all taken."""
    walk = _walk(app, "jiu", {"A": JIU["A"]}, 4)
    for name in ("暗杀", "无尽追猎", "窥天", "摄魂", "大杀四方", "情书"):
        assert name in walk.sent, (name, walk.refused.get(name))
