"""Roster, deal, groups and the start (HLM-R01–R10)."""
import random
from collections import Counter

import pytest

from bansha.engine.errors import ScenarioError
from bansha.engine.game import Game
from bansha.rulesets.hongloumeng import RULESET
from bansha.rulesets.hongloumeng.common import GODS, NEXT_NODE
from bansha.rulesets.hongloumeng.lineups import LINEUP
from bansha.scenario import load

from hlm_helpers import APPRENTICE, DREAMER, H, KING, SEER, WITCH, WOLF, WWITCH, feedback, game, of, scenario


def test_hlm_r01_the_fourteen_seats():
    """HLM-R01: 黑狼王, 狼巫, 狼人; 预言家, 荣光骑士, 审判官, 小红帽, 4 村民; 女巫, 摄梦人, 魔女会学徒."""
    assert sum(LINEUP.values()) == 14 and LINEUP["村民"] == 4
    assert Counter(r for _, _, r in H) == Counter(LINEUP)


@pytest.mark.parametrize("rows, words", [
    (H[:13], "本场版杀为14人，不能是13人"),
    (H[:12] + [(13, "晴雯", "村民"), (14, "袭人", "魔女会学徒")], "村民须为4名"),
])
def test_hlm_r01_other_rosters_are_refused(rows, words):
    with pytest.raises(ScenarioError, match=words):
        load(scenario([], seats=rows))


def test_hlm_r02_r03_camps_and_gods():
    """HLM-R02, R03: three camps; 神职 are the four village specials, not 女巫/摄梦人."""
    camps = {r: d.camp for r, d in RULESET.roles.items()}
    assert set(camps.values()) == {"狼人阵营", "村民阵营", "魔女会阵营"}
    assert set(GODS) == {"预言家", "荣光骑士", "审判官", "小红帽"}
    assert camps["女巫"] == camps["摄梦人"] == camps["魔女会学徒"] == "魔女会阵营"


def test_hlm_r04_random_deal_by_seed():
    """HLM-R04: a random deal comes from the rng seed alone; a given deal is kept."""
    seats = [{"seat": i, "name": f"p{i}"} for i in range(1, 15)]
    a = [s.role for s in Game(RULESET, seats, {}, 7).seats.values()]
    b = [s.role for s in Game(RULESET, seats, {}, 7).seats.values()]
    c = [s.role for s in Game(RULESET, seats, {}, 8).seats.values()]
    assert a == b and Counter(a) == Counter(LINEUP) and a != c
    with pytest.raises(ScenarioError):
        RULESET.deal(12, random.Random(0), {})
    assert [s.role for s in game([]).seats.values()] == [r for _, _, r in H]


def test_hlm_r05_the_pack_meets_and_each_seat_is_told_its_role():
    """HLM-R05, R85: 狼人阵营全员群内; every player is told its identity privately."""
    g = game([])
    assert sorted(g.members("狼人")) == [KING, WWITCH, WOLF]
    pack = of(g, "group", group="狼人")[0]
    assert pack in g.view(WOLF) and pack not in g.view(SEER)
    assert of(g, "notice", to=SEER, text="你的身份是预言家（村民阵营）。")


def test_hlm_r06_one_way_apprentice_seat():
    """HLM-R06: 单向得知你的位置."""
    g = game([])
    assert feedback(g, WITCH, "身份属性") == [APPRENTICE] == feedback(g, DREAMER, "身份属性")
    assert feedback(g, APPRENTICE, "身份属性") == []


def test_hlm_r07_r08_night_first_wolves_kill_on_night_1():
    """HLM-R07, R08: 先进行第一夜操作，再进行警长竞选; 狼人阵营首夜有刀, 没有自曝."""
    assert RULESET.next_period("start") == "night 1" and RULESET.next_period("night 1") == "day 1"
    assert "自爆" not in RULESET.skill_names()


def test_hlm_r09_the_four_time_nodes_in_order():
    """HLM-R09: 夜间 → 凌晨 → 正午 → 黄昏 → 夜间."""
    assert NEXT_NODE == {"夜间": "凌晨", "凌晨": "正午", "正午": "黄昏", "黄昏": "夜间"}


def test_hlm_r10_lists_in_elevator_order():
    """HLM-R10: 公示出局名单时按出局角色的电梯楼顺序排序."""
    from bansha.rulesets.hongloumeng.common import labels
    g = game([])
    assert labels(g, [11, 2, 5]) == "2号林黛玉、5号史湘云、11号贾迎春"
