"""朱雀 — 涅槃重生, 业炎, 天火 (JIU-R84–R86, R237)."""
from jiu_helpers import DUCK, KUANGLU, SEER, ZHUQUE, A, deaths, game, night, rejected, statuses

from bansha.rulesets.jiu import wins


def test_jiu_r84_rebirth_each_time_and_clears_negative_statuses():
    g = game([night(1, A(DUCK, "杀人", [ZHUQUE])), {"at": "day 2"}, night(2, A(DUCK, "杀人", [ZHUQUE]))])
    assert g.seats[ZHUQUE].alive and g.state.relief.get("村民阵营") == 2
    assert wins.loss_reason(g, "村民阵营") is None


def test_jiu_r85_karma_fire_has_no_use_until_rebirth():
    g = game([night(1, A(ZHUQUE, "业炎", [SEER]))])
    assert rejected(g, ZHUQUE, "业炎") == ["<业炎>为[数值]技能，剩余次数为0：次数不足，无法发动"]  # not a <限定>
    assert "业炎" not in statuses(g, SEER)
    g = game([night(1, A(DUCK, "杀人", [ZHUQUE])), {"at": "day 2"}, night(2, A(ZHUQUE, "业炎", [SEER]))])
    assert "业炎" in statuses(g, SEER)


def test_jiu_r86_sky_fire_only_on_non_village():
    g = game([night(1, A(ZHUQUE, "天火", [SEER]))])
    assert deaths(g) == []
    g = game([night(1, A(ZHUQUE, "天火", [KUANGLU]))])
    assert deaths(g) == [KUANGLU]


def test_jiu_r86_r25_after_rebirth_both_sky_fires_may_go_in_one_night():
    """JIU-R86, R25: 天火 is [数值] — "标明[数值]的技能，在可发动时段可以多次发动，但是拥有次数限制": reborn once it holds 2
    uses and may spend both in the same 深夜 (the once-a-day rule is for skills "强制和数值以外"); a third is refused."""
    from jiu_helpers import WITCH
    g = game([night(1, A(DUCK, "杀人", [ZHUQUE])), {"at": "day 2"},
              night(2, A(ZHUQUE, "天火", [KUANGLU]), A(ZHUQUE, "天火", [WITCH]), A(ZHUQUE, "天火", [DUCK]))])
    assert deaths(g, "night 2") == [KUANGLU, WITCH]
    assert g.seats[DUCK].alive
    assert rejected(g, ZHUQUE, "天火") == ["<天火>为[数值]技能，剩余次数为0：次数不足，无法发动"]  # "若次数不足，将无法发动"
    assert next(s for s in g.seats[ZHUQUE].skills if s.defn.name == "天火").uses_left == 0


def test_jiu_r84_rebirth_clears_every_negative_status_and_adds_one_use_each():
    """JIU-R84: "免于此次出局并清除自己所有负面状态，然后自己的[业炎][天火]次数+1" — the [漏洞] and [流血] it held when
    knifed are gone, 业炎 goes 0→1 and 天火 1→2."""
    from jiu_helpers import LAN, PLAGUE
    g = game([night(1, A(PLAGUE, "传播瘟疫", [ZHUQUE]), A(LAN, "雷击", [ZHUQUE]), A(DUCK, "杀人", [ZHUQUE])),
              {"at": "day 2"}])
    assert deaths(g) == [] and statuses(g, ZHUQUE) == []
    left = {s.defn.name: s.uses_left for s in g.seats[ZHUQUE].skills}
    assert left["业炎"] == 1 and left["天火"] == 2


def test_jiu_r84_r219_each_rebirth_lowers_the_village_loss_threshold_by_one():
    """JIU-R84, R219: "村民阵营的判负所需出局人数减少1" — 14 seats: the village loses at round(14×0.5) = 7 exits; after two
    rebirths at 5. With 5 village roles out the village has lost; without the rebirths it has not."""
    village = [3, 4, 6, 7, 9]  # 黑商, 九天圣人, 摄魂师, 预言家, 闪电战士
    g = game([night(1, A(DUCK, "杀人", [ZHUQUE])), {"at": "day 2"}, night(2, A(DUCK, "杀人", [ZHUQUE]))])
    for n in village:
        g.seats[n].alive = False
    assert wins.loss_reason(g, "村民阵营") == "村民阵营的角色出局了5个（≥全场总人数*0.5=5）"
    g = game([])
    for n in village:
        g.seats[n].alive = False
    assert wins.loss_reason(g, "村民阵营") is None


def test_jiu_r85_r34_karma_fire_at_midnight_stops_the_kill_already_sent_for_deep_night():
    """JIU-R85, R34, R39 (issue 20, 2): 业炎 [午夜] gives [业炎] = "[沉默]+[超度]+[遗忘]"; "[超度]：…该状态下不能发动[杀人]".
    The kill the duck sent ahead for 深夜 is judged when 深夜 settles, after 午夜: refused in the rule's words, nobody dies."""
    g = game([night(1, A(DUCK, "杀人", [ZHUQUE])), {"at": "day 2"},
              night(2, A(ZHUQUE, "业炎", [DUCK]), A(DUCK, "杀人", [SEER]))])
    assert "业炎" in statuses(g, DUCK)
    assert rejected(g, DUCK, "杀人") == [f"{DUCK}号 处于[超度]状态：不能发动[杀人]"]
    assert deaths(g, "night 2") == []


def test_jiu_r34_option_another_grouped_wolf_carries_the_blocked_kill():
    """JIU-R34, R53 (option `group_kill_blocked` = 群内代为发动): "与所有群内共享一个杀人技能" — the group's one kill, its
    sender under [超度] (out of the group), is used by another [群内] who still may (狼巫, seat 8)."""
    from jiu_helpers import WITCH
    g = game([night(1, A(DUCK, "杀人", [ZHUQUE])), {"at": "day 2"},
              night(2, A(ZHUQUE, "业炎", [DUCK]), A(DUCK, "杀人", [SEER]))], options={"group_kill_blocked": "群内代为发动"})
    assert rejected(g, DUCK, "杀人") == [] and deaths(g, "night 2") == [SEER]
    assert WITCH in g.groups["狼人"] and DUCK not in g.groups["狼人"]
