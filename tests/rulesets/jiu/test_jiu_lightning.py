"""闪电战士 — 轰雷斩 (JIU-R81, A10)."""
from jiu_helpers import DUCK, LAN, SEER, WARRIOR, WITCH, A, day, deaths, game, statuses


def test_jiu_r81_its_vote_target_bleeds_once():
    g = game([day(2, votes={WARRIOR: SEER})])
    assert "流血" in statuses(g, SEER)


def test_jiu_r81_a10_a_wolf_without_lang_in_its_name_bleeds_twice_the_second_is_lethal():
    g = game([day(2, votes={WARRIOR: LAN, DUCK: 3, 3: DUCK})])
    assert deaths(g, "day 2") == [LAN]
    assert [e["cause"] for e in g.events if e["type"] == "death"] == ["二次流血"]
    g = game([day(2, votes={WARRIOR: WITCH, DUCK: 3, 3: DUCK})])  # 狼巫 has 狼 in its name
    assert deaths(g) == [] and "流血" in statuses(g, WITCH)
