"""新月 满月/神经错乱 (JIU-R156; ruling JIU-A22), drawn by the 执警 (1号). Line-up jiu-01: the [群内] wolves are
刺客鸭 2号 and 狼巫 8号; the top village identities 朱雀 1号 and 圣女 12号 (9 each)."""
from jiu_helpers import DUCK, SAINT, SEER, WITCH, ZHUQUE, A, day, deaths, feedback, game, night, rejected, statuses

FULL = "满月/神经错乱"


def draw(n, moon, *more, **kw):
    return day(n, A(1, "代理", choice=moon), *more, **kw)


def test_jiu_r156_a22_the_group_is_disarmed_and_gets_necromancy_the_top_village_identities_share_a_kill():
    g = game([draw(2, FULL), night(2, A(DUCK, "杀人", [SEER]), A(WITCH, "通灵", [SEER]), A(ZHUQUE, "杀人", [DUCK]))])
    assert "缴械" in statuses(g, DUCK) and "缴械" in statuses(g, WITCH)
    assert rejected(g, DUCK, "杀人") and g.seats[SEER].alive  # [缴械]: the whole group cannot kill
    assert feedback(g, WITCH, "通灵") == ["选择目标是预言家身份"]  # 通灵师's [通灵]
    assert deaths(g) == [DUCK]  # the 狼队 (朱雀 1号, 圣女 12号) share one [杀人]
    assert g.groups["狼队/村民阵营"] == [ZHUQUE, SAINT]


def test_jiu_r156_everything_it_gave_ends_at_the_next_draw():
    g = game([draw(2, FULL), night(2), day(3), night(3, A(ZHUQUE, "杀人", [DUCK]), A(WITCH, "通灵", [SEER]),
                                                    A(DUCK, "杀人", [SEER]))])
    assert "狼队/村民阵营" not in g.groups and rejected(g, ZHUQUE, "杀人") and rejected(g, WITCH, "通灵")
    assert "缴械" not in statuses(g, DUCK) and deaths(g) == [SEER]  # the wolves kill again


def test_jiu_r156_only_one_kill_for_the_team_a_night():
    g = game([draw(2, FULL), night(2, A(ZHUQUE, "杀人", [DUCK]), A(SAINT, "杀人", [WITCH]))])
    assert deaths(g) == [DUCK] and rejected(g, SAINT, "杀人")


def test_jiu_r156_r149_under_death_touch_the_team_s_kill_starts_from_any_of_its_members():
    """死之触's origin for a shared kill is any living member of the group that shares it — the 狼队 too."""
    g = game([day(2, A(1, "代理", choice="死之触")), night(2), draw(3, FULL),
              night(3, A(ZHUQUE, "杀人", [13]))])  # 狂戮 13号 is 圣女 12号's neighbour, not 朱雀's
    assert deaths(g) == [13]
    g = game([day(2, A(1, "代理", choice="死之触")), night(2), draw(3, FULL), night(3, A(ZHUQUE, "杀人", [SEER]))])
    assert deaths(g) == [] and any("死之触" in r for r in rejected(g, ZHUQUE, "杀人"))
