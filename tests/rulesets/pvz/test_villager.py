"""平民 (seed 4.2.7): 没有技能."""
import pytest

from bansha.rulesets.pvz.common import GODS

from .helpers import TWELVE, VILLAGE, action, advance, new_game, refused


def test_R37_villager_has_no_skills():
    """PVZ-R37: 没有技能."""
    g = new_game(TWELVE)
    assert g.seats[9].skills == [] and g.seats[9].camp == VILLAGE


@pytest.mark.parametrize("skill", ["预言", "杀人", "守护之盾", "毒药", "自爆"])
def test_R37_villager_skill_use_is_refused(skill):
    """PVZ-R37: any skill a 平民 names is refused."""
    g = new_game(TWELVE)
    advance(g, "day 1" if skill == "自爆" else "night 1")
    assert refused(g, action(9, skill, 5)) == f"9号 没有技能<{skill}>"


def test_R05_R37_villagers_are_not_gods():
    """PVZ-R05: 神 = 预言家、女巫、猎人、守墓人、守卫、奇迹商人; 平民 is not one."""
    assert set(GODS) == {"预言家", "女巫", "猎人", "守墓人", "守卫", "奇迹商人"}
    assert "平民" not in GODS
