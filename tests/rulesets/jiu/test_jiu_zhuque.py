"""朱雀 — 涅槃重生, 业炎, 天火 (JIU-R84–R86, R237)."""
from jiu_helpers import DUCK, KUANGLU, SEER, ZHUQUE, A, deaths, game, night, rejected, statuses

from bansha.rulesets.jiu import wins


def test_jiu_r84_rebirth_each_time_and_clears_negative_statuses():
    g = game([night(1, A(DUCK, "杀人", [ZHUQUE])), {"at": "day 2"}, night(2, A(DUCK, "杀人", [ZHUQUE]))])
    assert g.seats[ZHUQUE].alive and g.state.village_relief == 2
    assert wins.loss_reason(g, "村民阵营") is None


def test_jiu_r85_karma_fire_has_no_use_until_rebirth():
    g = game([night(1, A(ZHUQUE, "业炎", [SEER]))])
    assert rejected(g, ZHUQUE, "业炎") and "业炎" not in statuses(g, SEER)
    g = game([night(1, A(DUCK, "杀人", [ZHUQUE])), {"at": "day 2"}, night(2, A(ZHUQUE, "业炎", [SEER]))])
    assert "业炎" in statuses(g, SEER)


def test_jiu_r86_sky_fire_only_on_non_village():
    g = game([night(1, A(ZHUQUE, "天火", [SEER]))])
    assert deaths(g) == []
    g = game([night(1, A(ZHUQUE, "天火", [KUANGLU]))])
    assert deaths(g) == [KUANGLU]
