"""新月 匹夫一怒，血溅五步 (JIU-R150, R253) and the 崩塌狙击 it gives (JIU-A05 ruling), drawn by the 执警 (1号)."""
from jiu_helpers import (DUCK, LINEUP, SAINT, SEER, WITCH, A, announced, day, deaths, events, game, night, notices,
                         rejected)

KNIGHT = 6  # 锈剑骑士 (3) in place of 摄魂师: the lowest-scored village identity
RUSTY = {**LINEUP, KNIGHT: "锈剑骑士"}


def draw(n, moon, *more, **kw):
    return day(n, A(1, "代理", choice=moon), *more, **kw)


def order_sheriff():
    """A 秩序 sheriff (圣女 12号) and 执警 1号: the two the [寡言] cannot reach."""
    return {"at": "day 1", "sheriff_votes": [{"by": n, "for": SAINT} for n in range(1, 15)],
            "actions": [A(SAINT, "任职宣言", choice="秩序"), A(SAINT, "辅政", [1])]}


def quiet(g, t="day 3"):
    return sorted(e["to"] for e in events(g, "notice", t) if "[寡言]" in e["text"])


def test_jiu_r150_r253_the_turned_rust_knight_is_still_the_target_and_everyone_else_falls_quiet():
    """JIU-R253: 天打雷劈 turned the 锈剑骑士 wolf; as the lowest-scored village identity alive it is still the
    target, shoots at 正午, and everyone but the [秩序] sheriff and the 执警 gets [寡言] to 黄昏's end."""
    start = {"at": "start", "actions": [A(DUCK, "群内可选技能", choice="遮天")]}
    g = game([start, order_sheriff(), draw(2, "天打雷劈"), night(2, A(DUCK, "杀人", [KNIGHT])),
              draw(3, "匹夫一怒，血溅五步", A(KNIGHT, "崩塌狙击", [SEER]))], lineup=RUSTY)
    assert g.seats[KNIGHT].camp == "狼人阵营"  # turned by 天打雷劈 the night before
    assert any("崩塌狙击" in t for t in notices(g, KNIGHT))
    assert deaths(g, "day 3") == [SEER] and events(g, "death", "day 3")[0]["cause"] == "崩塌狙击"
    assert "出局" in announced(g, "day 3")  # a 正午 exit is announced at once
    assert quiet(g) == [n for n in range(2, 15) if n != SAINT]  # the 执警 and the [秩序] holder are immune
    assert all(s.name != "寡言" for s in g.seats[3].statuses)  # over when that 黄昏 ended


def test_jiu_r150_the_target_is_the_only_holder_and_the_skill_ends_with_that_day_s_noon():
    g = game([draw(2, "匹夫一怒，血溅五步"), night(2), day(3, A(KNIGHT, "崩塌狙击", [SEER]))], lineup=RUSTY)
    assert deaths(g) == [] and rejected(g, KNIGHT, "崩塌狙击")  # only until 正午 of the day it came
    g = game([draw(2, "匹夫一怒，血溅五步", A(3, "崩塌狙击", [SEER]))], lineup=RUSTY)
    assert deaths(g) == [] and rejected(g, 3, "崩塌狙击")  # 黑商 (5) is not the lowest here


def test_jiu_r150_a_tie_at_the_lowest_score_is_one_target_drawn_at_random_the_others_send_nothing():
    # 黑商 3号, 九天圣人 4号 and 摄魂师 6号 are all 5: one is drawn; each was promised the shot until the 新月 settled
    g = game([draw(2, "匹夫一怒，血溅五步", *[A(n, "崩塌狙击", [WITCH]) for n in (3, 4, 6)])])
    holders = [n for n in (3, 4, 6) if any(s.defn.name == "崩塌狙击" for s in g.seats[n].skills)]
    assert len(holders) == 1 and deaths(g) == [WITCH]
    assert sorted(n for n in (3, 4, 6) if rejected(g, n, "崩塌狙击")) == [n for n in (3, 4, 6) if n not in holders]


def test_jiu_r150_a05_the_snipe_s_damage_follows_option_collapse_snipe():
    for kind in ("致死伤害", "指杀", "穿透"):
        g = game([draw(2, "匹夫一怒，血溅五步", A(KNIGHT, "崩塌狙击", [SEER]))], lineup=RUSTY, options={"collapse_snipe": kind})
        assert g.options["collapse_snipe"] == kind and deaths(g) == [SEER]


def test_jiu_r150_sky_control_may_name_the_snipe_and_a_village_user_s_shot_then_fails():
    start = {"at": "start", "actions": [A(DUCK, "群内可选技能", choice="控天")]}
    g = game([start, draw(2, "匹夫一怒，血溅五步", A(DUCK, "控天", choice=["崩塌狙击"]), A(KNIGHT, "崩塌狙击", [SEER]))],
             lineup=RUSTY)
    assert not rejected(g, DUCK, "控天") and deaths(g) == [] and any("控天" in t for t in notices(g, KNIGHT))
