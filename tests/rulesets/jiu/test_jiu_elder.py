"""长老狼 — 归途 (JIU-R106, R107, R08)."""
from jiu_helpers import A, day, deaths, game, night, notices, rejected
from test_jiu_wolf_dog import ELDER, LINEUP, SEER, TENGU, opening

from bansha.engine.errors import Refusal
from bansha.rulesets.jiu import knife, lineups
from bansha.rulesets.jiu.common import GROUP, TAKES_KNIFE

LAN = 8


def play(steps):
    s0 = {"at": "start", "actions": [A(ELDER, "群内可选技能", choice="遮天"), A(TENGU, "家国抉择", choice="远征")]}
    return game([s0, *steps], lineup=LINEUP, sheriff=SEER)


def test_jiu_r08_a_line_up_with_no_grouped_wolf_needs_the_elder_and_plays():
    assert lineups.problems(list(LINEUP.values())) == []
    assert lineups.problems([r for r in LINEUP.values() if r != "长老狼"])
    assert ELDER in opening().groups[GROUP]


def test_jiu_r106_a_wolf_without_the_tag_joins_when_early_night_ends_and_is_told():
    g = play([day(1, A(ELDER, "归途", [LAN]))])
    assert LAN not in g.groups[GROUP]
    g = play([day(1, A(ELDER, "归途", [LAN])), night(1)])
    assert LAN in g.groups[GROUP] and "<归途>：你获得了[群内]标签。" in notices(g, LAN)


def test_jiu_r106_r107_a_village_target_changes_nothing_and_it_may_be_used_again_the_next_day():
    g = play([day(1, A(ELDER, "归途", [5])), night(1), day(2, A(ELDER, "归途", [LAN])), night(2)])
    assert rejected(g, ELDER, "归途") == [] and LAN in g.groups[GROUP] and 5 not in g.groups[GROUP]


def test_jiu_r107_once_a_wolf_was_its_target_it_is_spent():
    g = play([day(1, A(ELDER, "归途", [LAN])), night(1), day(2, A(ELDER, "归途", [5]))])
    assert rejected(g, ELDER, "归途") == ["<归途>：已有[狼人阵营]的角色成为过[结算目标]，不能再次发动"]


def test_jiu_r53_r106_a16_a_gained_tag_joins_the_group_at_once_and_shares_its_one_kill():
    """JIU-A16: "若标明[群内]，且属于狼人阵营，则入狼群" — a [群内] of 狼人阵营 in play is never outside the group: the
    岚 given [群内] by 归途 joins when 早夜 ends and may send the group's one kill that 深夜; there is no second one."""
    g = play([day(1, A(ELDER, "归途", [LAN]))])  # night 1 open
    g.settle("早夜通知")  # 早夜 is over
    assert g.groups[GROUP] == knife.grouped(g) and {ELDER, LAN} <= set(g.groups[GROUP])
    assert not any(s.source == TAKES_KNIFE for s in g.seats[LAN].skills)  # no [杀人] of its own
    g.submit({"kind": "action", "by": LAN, "skill": "杀人", "targets": [5]})
    try:
        g.submit({"kind": "action", "by": ELDER, "skill": "杀人", "targets": [6]})
    except Refusal:
        pass
    g.close()
    assert deaths(g, "night 1") == [5]


def test_jiu_r54_r106_a_kill_sent_by_the_knife_taker_is_void_once_a_grouped_wolf_is_back_that_night():
    """JIU-R54, R106 (issue 20's audit, a skill lost between sending and settling): "[接刀]的角色获得[杀人]技能并可使用，
    之后若[群内]复活，或状态已清除，则不再接刀，由[群内]进行出刀"; 归途: "该角色于早夜结束时获得[群内]标签". The 长老狼 sends
    归途 on 岚 at 黄昏 and is red-carded after the 黄昏 list; the 远征 大天狗 takes the kill as the night begins and sends it; when
    早夜 ends 岚 is [群内], so at 深夜 the 大天狗's kill is refused — the group's is 岚's to send."""
    from bansha.engine.game import Game
    from bansha.rulesets.jiu import RULESET
    from bansha.scenario import load
    from jiu_helpers import scenario
    lineup = {**LINEUP, 2: "茶艺师"}
    s0 = {"at": "start", "actions": [A(ELDER, "群内可选技能", choice="遮天"), A(TENGU, "家国抉择", choice="远征")]}
    sc = load(scenario([s0], lineup))
    g = Game(RULESET, [s.model_dump() for s in sc.seats], sc.options, 0)
    for inp in sc.step_inputs(sc.steps[0]):
        g.submit(inp)
    g.close()  # → day 1
    for n in lineup:
        g.submit({"kind": "sheriff_vote", "by": n, "for": SEER})
    for a in (A(SEER, "任职宣言", choice="自由"), A(SEER, "辅政", [5]), A(ELDER, "归途", [LAN])):
        g.submit({"kind": "action", **a})
    g.settle("黄昏结束")
    g.submit({"kind": "card", "to": ELDER, "card": "红牌", "reason": ""})
    g.close()  # → night 1
    g.settle("入夜")
    assert g.groups[GROUP] == [] and any(s.source == TAKES_KNIFE for s in g.seats[TENGU].skills)
    g.submit({"kind": "action", "by": TENGU, "skill": "杀人", "targets": [5]})
    g.settle("早夜通知")
    assert g.groups[GROUP] == [LAN]
    g.close()
    assert deaths(g, "night 1") == [] and rejected(g, TENGU, "杀人") == [f"{TENGU}号 已不再接刀：由[群内]进行出刀"]
