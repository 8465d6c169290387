"""The 新月 events beyond 魔法水晶球 (rulings JIU-A21, 宝刀未老, 死之触, 奇迹), each drawn by the 执警 (1号)."""
from jiu_helpers import (DUCK, LINEUP, MERCHANT, SAINT, SEER, SOUL, WARRIOR, WITCH, A, announced, day, deaths, events,
                         game, night, notices, rejected, statuses)


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


def test_jiu_r146_a21_a_deputy_who_draws_nothing_leaves_the_draw_to_the_director_or_to_nobody_by_option():
    g = game([day(2)], options={"moon_draw": "随机"})
    assert len(g.state.moons) == 1 and "执警抽取新月：" in announced(g, "day 2")
    assert any("由导演随机抽取" in e["text"] for e in events(g, "trace", "day 2"))
    g = game([day(2)])  # the tests' pin: moon_draw 不抽取
    assert g.state.moons == [] and "执警抽取新月" not in announced(g, "day 2")
    assert any("本次晨曦不抽取" in e["text"] for e in events(g, "trace", "day 2"))


def test_jiu_r149_death_touch_a_kill_reaches_only_its_origin_and_the_origin_s_living_neighbours():
    g = game([draw(2, "死之触"), night(2, A(DUCK, "杀人", [SAINT]))])
    assert deaths(g) == [] and any("死之触" in r for r in rejected(g, DUCK, "杀人"))
    # the group's kill may start from any living [群内]: 8号 狼巫's neighbour 9号, though 2号 sends it
    g = game([draw(2, "死之触"), night(2, A(DUCK, "杀人", [WARRIOR]))])
    assert deaths(g) == [WARRIOR]
    # 去除出局角色后: with 7号 out, 8号's upper neighbour is 6号
    g = game([night(1, A(DUCK, "杀人", [SEER])), draw(2, "死之触"), night(2, A(DUCK, "杀人", [SOUL]))])
    assert deaths(g) == [SEER, SOUL]


def test_jiu_r160_r255_miracle_revives_the_last_kill_exit_with_permanent_purify_off_the_exit_list():
    g = game([night(1, A(DUCK, "杀人", [SEER])), draw(2, "奇迹")])
    assert g.seats[SEER].alive and statuses(g, SEER) == ["净化"]
    assert any("奇迹" in t and "复活" in t for t in notices(g, SEER))
    text = "\n".join(e["text"] for e in events(g, "announce", "day 2") if not e["text"].startswith("新月内容："))
    assert "出局角色（按出局顺序）：无" in text and "复活" not in text  # nobody else is told (the 新月's own text aside)
    assert g.state.words_left == 5  # its 遗言 slot given back


def test_jiu_r160_miracle_with_nobody_out_by_a_kill_waits_for_a_later_dawn():
    g = game([draw(2, "奇迹"), night(2, A(DUCK, "杀人", [SEER])), day(3)])
    assert g.seats[SEER].alive and statuses(g, SEER) == ["净化"] and "奇迹" in g.state.moon_spent


def test_jiu_r256_stealth_drops_out_of_a_directed_moon_the_miracle_revives_nobody():
    from bansha.engine.model import Status
    from bansha.rulesets.jiu.moons import miracle
    g = game([night(1, A(DUCK, "杀人", [SEER]))])
    g.seats[SEER].statuses.append(Status("隐身"))
    assert miracle.cast(g) is True  # cast (so a <限定> one is spent), but on no 结算目标
    assert not g.seats[SEER].alive and SEER in g.state.unpublished and "净化" not in statuses(g, SEER)


def test_jiu_r157_a23_thunder_a_village_kill_target_at_most_the_median_turns_wolf_instead_of_exiting():
    from bansha.rulesets.jiu.common import GROUP
    # the opening's village identities score 5 5 5 6 6 7 9 9: median 6; 预言家 is 6
    g = game([night(1, A(MERCHANT, "馈赠", [SEER], "毒药")), draw(2, "天打雷劈"), night(2, A(DUCK, "杀人", [SEER])), day(3)])
    s = g.seats[SEER]
    assert deaths(g) == [] and s.camp == "狼人阵营" and SEER in g.groups[GROUP]
    assert {"预言", "天意", "毒药"} <= s.lost and "代理" not in s.lost  # its own skills, not the titles'
    assert any("天打雷劈" in t for t in notices(g, SEER))


def test_jiu_r157_thunder_a_stronger_target_stays_and_the_kill_s_source_takes_lethal_damage_that_night_only():
    g = game([draw(2, "天打雷劈"), night(2, A(DUCK, "杀人", [WARRIOR])), day(3), night(3, A(DUCK, "杀人", [SEER]))])
    assert g.seats[WARRIOR].alive and g.seats[WARRIOR].camp == "村民阵营"
    assert [(e["seat"], e["cause"]) for e in events(g, "death")] == [(WITCH, "天打雷劈"), (SEER, "杀人")]  # source: a random [群内]


def test_jiu_r148_a_moon_is_a_skill_stealth_voids_a_directed_one_and_its_limited_use_is_spent():
    """JIU-R148 (and JIU-R58's faceless source): 光耀传承 cast on a [隐身] target changes nothing and is spent."""
    from bansha.engine.model import Status
    from bansha.rulesets.jiu.moons import legacy
    lineup = {**LINEUP, 1: "茶艺师", 6: "锈剑骑士", 12: "九尾狐"}
    g = game([], lineup=lineup)
    g.seats[6].statuses.append(Status("隐身"))
    assert legacy.cast(g) is True and "破伤风" not in g.seats[6].lost and "传承" not in announced(g)


def test_jiu_r148_the_director_picks_a_tied_target_at_random_from_the_game_s_rng_as_a_faceless_source():
    """JIU-R58: 匹夫一怒's 选择范围 holds 黑商 3号, 九天圣人 4号 and 摄魂师 6号 (5 each): the director draws one with
    the game's rng (the same seed, the same pick); the [寡言] it gives comes from no seat."""
    picks = {}
    for rng in range(6):
        g = game([draw(2, "匹夫一怒，血溅五步")], rng=rng)
        picks[rng] = [n for n in (3, 4, 6) if any(s.defn.name == "崩塌狙击" for s in g.seats[n].skills)]
        assert len(picks[rng]) == 1
    assert len({p[0] for p in picks.values()}) >= 2
    again = game([draw(2, "匹夫一怒，血溅五步")], rng=0)
    assert [n for n in (3, 4, 6) if any(s.defn.name == "崩塌狙击" for s in again.seats[n].skills)] == picks[0]
    assert any(e["text"] == "3号 获得[寡言]，持续至第2天黄昏结束" for e in events(again, "trace"))  # no "来自N号"


def test_jiu_r58_the_director_may_name_a_moon_s_targets_itself_within_its_range():
    """黑幕自选: a `moon_picks` entry of the day step names 九天圣人 4号 for 匹夫一怒; a pick outside the 选择范围 is
    refused (to the director) and the draw is random; a pick for a 新月 with nothing to choose is refused."""
    def snipers(g):
        return [n for n in (3, 4, 6, 7) if any(s.defn.name == "崩塌狙击" for s in g.seats[n].skills)]
    step = {**draw(2, "匹夫一怒，血溅五步"), "moon_picks": [{"moon": "匹夫一怒，血溅五步", "targets": [4]}]}
    for rng in range(4):
        g = game([step], rng=rng)
        assert snipers(g) == [4] and any("导演自选4号" in e["text"] for e in events(g, "trace"))
    g = game([{**step, "moon_picks": [{"moon": "匹夫一怒，血溅五步", "targets": [7]}]}])  # 预言家 (6) is not the lowest
    assert len(snipers(g)) == 1 and snipers(g) != [7]
    assert [e for e in events(g, "rejected") if e.get("input") == "moon_pick"]
    g = game([{**draw(2, "宝刀未老"), "moon_picks": [{"moon": "宝刀未老", "targets": [4]}]}])
    assert any("导演只能为这些新月自选目标" in e["reason"] for e in events(g, "rejected"))
