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
