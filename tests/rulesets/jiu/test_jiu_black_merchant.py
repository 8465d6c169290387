"""黑商 — 馈赠 (JIU-R66, R247)."""
from jiu_helpers import EMPEROR, MERCHANT, SEER, A, deaths, game, night, notices, rejected


def test_jiu_r66_r247_a_gift_to_a_wolf_fails_and_kills_the_merchant_last():
    g = game([night(1, A(MERCHANT, "馈赠", [EMPEROR], "毒药"))])
    assert "送礼失败" in notices(g, MERCHANT)
    assert deaths(g, "night 1") == [MERCHANT]


def test_jiu_r66_a_gift_to_a_non_wolf_is_told_and_kept():
    g = game([night(1, A(MERCHANT, "馈赠", [SEER], "验人"))])
    assert [x.defn.name for x in g.seats[SEER].skills if x.source == "礼物"] == ["通灵"]
    assert any("[通灵]" in t for t in notices(g, SEER))


def test_jiu_r66_r21_limited_other_role_and_a_gift_kind():
    g = game([night(1, A(MERCHANT, "馈赠", [MERCHANT], "毒药"), A(MERCHANT, "馈赠", [SEER], "糖果"))])
    assert len(rejected(g, MERCHANT, "馈赠")) == 2
    g = game([night(1, A(MERCHANT, "馈赠", [SEER], "毒药")), {"at": "day 2"}, night(2, A(MERCHANT, "馈赠", [3], "毒药"))])
    assert "限定" in rejected(g, MERCHANT, "馈赠")[0]


def test_jiu_r66_r172_r247_the_failed_gift_s_death_is_listed_after_the_night_s_kill():
    """JIU-R66, R172, R247: "黑商给狼暴毙" is the last entry of "下列顺序统计出局名单": with the wolves' kill on the 预言家 the
    same night, the exit list reads 预言家 then 黑商."""
    from jiu_helpers import DUCK
    g = game([night(1, A(MERCHANT, "馈赠", [EMPEROR], "毒药"), A(DUCK, "杀人", [SEER]))])
    assert deaths(g, "night 1") == [SEER, MERCHANT]


def test_jiu_r66_a_gift_is_lost_once_used_and_refused_in_those_words():
    """JIU-R66: "获得对应的临时技能，额外单独计算，这些技能使用一次后就丢失" — the 预言家's gifted [通灵], used on night 2,
    is refused on night 3 as the spent gift it is (not as a <限定>)."""
    g = game([night(1, A(MERCHANT, "馈赠", [SEER], "验人")), {"at": "day 2"}, night(2, A(SEER, "通灵", [3])),
              {"at": "day 3"}, night(3, A(SEER, "通灵", [5]))])
    assert rejected(g, SEER, "通灵") == ["<通灵>为临时技能（礼物）：使用一次后就丢失"]
