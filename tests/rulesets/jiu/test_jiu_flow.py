"""Flow items across phases: factions and identity layers, the shared kill, the 新月 draw and
魔法水晶球, the 开门 公示 and 黄昏's lists, last-words slots."""
from jiu_helpers import (DUCK, LAN, SEER, WARRIOR, WITCH, A, announced, day, deaths, events, game, night)


def test_jiu_r11_r12_each_role_starts_in_its_identity_s_faction_surface_equals_actual():
    g = game([])
    assert g.seats[DUCK].camp == "狼人阵营" and g.seats[SEER].camp == "村民阵营" and g.seats[10].camp == "三方阵营"
    assert all(s.surface_role == s.role and s.surface_camp == s.camp for s in g.seats.values())


def test_jiu_r53_r56_the_group_shares_one_kill_a_knife_r57():
    from bansha.rulesets.jiu.knife import carries_knife
    g = game([night(1, A(WITCH, "杀人", [SEER]), A(DUCK, "杀人", [3]))])
    assert deaths(g, "night 1") == [SEER]  # one shared use: the second is refused
    assert any(e["by"] == DUCK for e in events(g, "rejected", skill="杀人"))
    assert carries_knife(g, DUCK) and carries_knife(g, WITCH) and not carries_knife(g, LAN)


def test_jiu_r145_r152_r174_the_deputy_draws_and_the_crystal_ball_names_last_night_s_checks():
    g = game([night(1, A(SEER, "预言", [DUCK])), day(2, A(1, "代理", choice="梦游"))])
    text = announced(g, "day 2")
    assert "执警抽取新月：魔法水晶球/梦游/诚实笔仙" in text
    assert "验人系查验了这些身份：刺客鸭" in text


def test_jiu_r145_only_the_deputy_draws():
    g = game([day(2, A(3, "代理", choice="奇迹"))])
    assert any("只有执警" in e["reason"] for e in events(g, "rejected", by=3))


def test_jiu_r206_the_opening_lists_the_night_s_exits_in_exit_order_r204_with_last_words():
    g = game([night(1, A(DUCK, "杀人", [SEER]), A(1, "天火", [LAN])),
              {"at": "day 2", "last_words": [{"by": SEER, "text": "我是预言家"}]}])
    text = announced(g, "day 2")
    assert "出局角色（按出局顺序）：7号清酒、5号金酒" in text and "我是预言家" in text
    assert g.state.words_left == 5 - 2  # 遗言 slots: the opening's 5 wolves, two used


def test_jiu_r163_r207_top_vote_then_second_bleed_and_dusk_lists():
    g = game([day(2, votes={WARRIOR: LAN, DUCK: 3, 3: 4, 4: 3})])
    assert deaths(g, "day 2") == [3, LAN]
    assert "黄昏出局：[投票出局]3号龙舌兰；[其他原因]5号金酒" in announced(g, "day 2")
