"""茶艺师 — 茶艺服侍 (JIU-R74, A11)."""
from jiu_helpers import A, day, deaths, game, night, statuses

LINEUP = {1: "预言家", 2: "刺客鸭", 3: "茶艺师", 4: "黑商", 5: "狂戮", 6: "狼巫", 7: "侦探", 8: "闪电战士"}
DUCK, TEA = 2, 3


def play(steps, **kw):
    return game(steps, lineup=LINEUP, sheriff=1, **kw)


def test_jiu_r74_a11_both_neighbours_must_share_its_faction():
    g = play([])
    assert not any("不死" in statuses(g, n) for n in (2, 4))


def test_jiu_r74_a11_option_each_matching_neighbour():
    g = play([], options={"tea_neighbours": "各自相同"})
    assert statuses(g, 4) == ["不死", "秩序"] and "不死" not in statuses(g, DUCK)


def test_jiu_r74_a11_continuous_a_neighbour_out_brings_the_next_in_and_it_holds_undying():
    g = play([day(2, votes={1: DUCK, 4: DUCK, 5: DUCK}), night(2, A(6, "杀人", [4]))])
    assert deaths(g) == [DUCK]  # 4 held [不死]
    assert statuses(g, 1)[-2:] == ["不死", "秩序"] and "不死" in statuses(g, 4)


def test_jiu_r74_a11_the_tea_master_out_ends_it():
    g = play([day(2, votes={1: DUCK, 4: DUCK, 5: DUCK}), night(2, A(6, "杀人", [TEA]))])
    assert deaths(g) == [DUCK, TEA]
    assert not any("不死" in statuses(g, n) for n in g.seats)


def test_jiu_r74_a33_a_neighbour_leaving_the_game_brings_the_next_in_and_its_return_takes_it_back():
    """JIU-R74 "茶艺师的电梯楼邻居" with "离开游戏的角色在电梯楼中消失" (JIU-R210, A33): the wolf at 2 leaves, so 1 and 4 (both
    村民阵营) are the neighbours and hold [不死][秩序]; 2 back, they lose them."""
    from bansha.rulesets.jiu import leaving
    g = play([])
    assert "不死" not in statuses(g, 1) and "不死" not in statuses(g, 4)
    leaving.leave(g, DUCK, leaving.TEMPORARY, "测试", back="day 3")
    assert statuses(g, 1)[-2:] == ["不死", "秩序"] and statuses(g, 4) == ["不死", "秩序"]
    leaving.come_back(g, DUCK)
    assert "不死" not in statuses(g, 1) and "不死" not in statuses(g, 4)
