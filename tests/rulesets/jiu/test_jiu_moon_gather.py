"""新月 林地采集 (JIU-R153) and its blue extra exile thread (JIU-R192): every living female leaves the game until the
next 新月 draw and picks 红, 黄, 蓝 or nothing; the colour picked most, if alone, decides the reward, as written
(ruling JIU-A24)."""
from test_jiu_moon_hunt import MALES, RULE, with_genders

from jiu_helpers import DETECTIVE, A, announced, day, deaths, events, night, notices, rejected, statuses

FEMALES = {1, 3, 4, 6, 8, 10, 12, 14}


def gather_day(*picks, **kw):
    return day(2, A(1, "代理", choice="林地采集"), *(A(n, "采集游戏", choice=c) for n, c in picks), **kw)


def test_jiu_r153_every_living_female_leaves_until_the_next_draw_and_comes_back():
    g = with_genders([gather_day()])
    assert {n for n in g.seats if g.ruleset.life_label(g, n) == "暂时离开游戏"} == FEMALES
    assert all(g.seats[n].alive for n in MALES)
    g = with_genders([gather_day(), night(2, A(2, "杀人", [3]))])
    assert rejected(g, 2, "杀人") == [f"3号 已暂时离开游戏：{RULE}"]
    assert all(g.seats[n].alive and g.ruleset.life_label(g, n) is None for n in FEMALES)


def test_jiu_r153_a24_red_most_the_yellow_pickers_get_a_permanent_dictator():
    g = with_genders([gather_day((1, "红"), (3, "红"), (4, "黄")), night(2, A(6, "采集游戏", choice="蓝")), day(3)])
    assert "独裁" in statuses(g, 4) and "独裁" not in statuses(g, 1)
    assert "林地采集：采集最多的草药是红色。" in announced(g, "day 3")
    assert g.seats[4].status("独裁").until is None


def test_jiu_r153_a24_yellow_most_the_blue_pickers_share_one_avoided_exit():
    g = with_genders([gather_day((3, "黄"), (4, "黄"), (6, "蓝"), (12, "蓝"), (10, "黄")),
                      night(2), day(3), night(3, A(2, "杀人", [6])), day(4), night(4, A(2, "杀人", [12]))])
    assert "林地采集：采集最多的草药是黄色。" in announced(g, "day 3")
    assert deaths(g) == [12]  # 6号 avoided the first exit; the one shared use was spent
    assert any("免于出局（采集蓝色的共享一次" in e["text"] for e in events(g, "trace", "night 3"))


def test_jiu_r153_r192_blue_most_opens_an_author_only_exile_thread_where_only_red_pickers_count():
    g = with_genders([gather_day((1, "红"), (3, "蓝"), (4, "蓝")),
                      day(3, A(1, "采集投票", [13]), A(3, "采集投票", [2]))])
    assert rejected(g, 3, "采集投票") == ["<采集投票>：以此开启的投票贴只有采集红色的投票有效（3号龙舌兰 没有采集红色）"]
    assert any("第3天额外开启一个放逐投票贴" in t for t in notices(g, 1))
    assert "第3天林地采集放逐投票：13号波特 为最高票。" in announced(g, "day 3")
    assert [(e["seat"], e["cause"]) for e in events(g, "death", "day 3")] == [(13, "投票")]


def test_jiu_r192_r191_a_locked_vote_closes_the_extra_thread_too():
    g = with_genders([gather_day((1, "红"), (3, "蓝"), (4, "蓝")),
                      day(3, A(DETECTIVE, "明察"), A(1, "采集投票", [13]))])
    assert g.seats[13].alive and "林地采集放逐投票" not in announced(g, "day 3")


def test_jiu_r153_no_unique_top_colour_nobody_is_rewarded():
    g = with_genders([gather_day((1, "红"), (3, "黄")), night(2), day(3)])
    assert "林地采集：没有唯一最多的草药，无人得奖。" in announced(g, "day 3")
    assert "独裁" not in statuses(g, 3)
    g = with_genders([gather_day(), night(2), day(3)])  # nobody picked: 不提交视为不采集
    assert "林地采集：没有唯一最多的草药，无人得奖。" in announced(g, "day 3")


def test_jiu_r153_only_the_gatherers_pick_and_only_the_four_answers():
    g = with_genders([gather_day((2, "红"), (3, "紫"))])
    assert rejected(g, 2, "采集游戏") == ["2号 没有技能<采集游戏>：只有以<林地采集>[离开游戏]的角色需要进行这个游戏"]
    assert rejected(g, 3, "采集游戏") == ["<采集游戏>：提交一个采集植物：红、黄、蓝或不采集（收到：紫）"]


def test_jiu_r192_a_red_picker_may_change_its_vote_once():
    g = with_genders([gather_day((1, "红"), (3, "蓝"), (4, "蓝")),
                      day(3, A(1, "采集投票", [13]), A(1, "采集投票", [11]), A(1, "采集投票", [9]))])
    assert rejected(g, 1, "采集投票")  # a third is refused: 改票只允许一次
    assert "第3天林地采集放逐投票：11号香槟 为最高票。" in announced(g, "day 3")
