"""长老狼 — 归途 (JIU-R106, R107, R08)."""
from jiu_helpers import A, day, game, night, notices, rejected
from test_jiu_wolf_dog import ELDER, LINEUP, SEER, TENGU, opening

from bansha.rulesets.jiu import lineups
from bansha.rulesets.jiu.common import GROUP

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
