"""The 新月 events beyond 魔法水晶球 (JIU-R146–R160; rulings JIU-A21 and 宝刀未老), each drawn by the 执警 (1号)."""
from jiu_helpers import DUCK, MERCHANT, SEER, WITCH, A, announced, day, deaths, game, night, statuses


def draw(n, moon, *more, **kw):
    return day(n, A(1, "代理", choice=moon), *more, **kw)


def test_jiu_r155_old_blade_the_next_night_s_kill_targets_get_a_permanent_flaw_after_the_kill():
    g = game([night(1, A(MERCHANT, "馈赠", [SEER], "守护")), draw(2, "宝刀未老"),
              night(2, A(SEER, "流光庇护", [SEER]), A(DUCK, "杀人", [SEER]))])
    assert deaths(g) == [] and statuses(g, SEER) == ["漏洞"]  # the shelter held: the flaw came after the kill
    g = game([draw(2, "宝刀未老"), night(2), day(3), night(3, A(DUCK, "杀人", [SEER]))])
    assert deaths(g) == [SEER] and "漏洞" not in statuses(g, SEER)  # only the next night: R147 <限定> once


def test_jiu_r147_a_drawn_moon_stays_and_is_cast_again_at_the_next_dawn_unless_limited():
    g = game([night(1, A(SEER, "预言", [DUCK])), draw(2, "梦游"), night(2, A(SEER, "预言", [WITCH])), day(3)])
    assert "验人系查验了这些身份：狼巫" in announced(g, "day 3")
