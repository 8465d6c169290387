"""刺客鸭 — 暗杀 (JIU-R123, R193)."""
from jiu_helpers import DUCK, SEER, A, announced, day, deaths, game, rejected


def test_jiu_r123_a_right_guess_kills_the_target_at_once():
    g = game([day(2, A(DUCK, "暗杀", [SEER], "预言家"))])
    assert deaths(g, "day 2") == [SEER]
    assert "7号清酒 出局。" in announced(g, "day 2")  # R193: 正午 exits are announced at once


def test_jiu_r123_a_wrong_guess_kills_the_duck():
    g = game([day(2, A(DUCK, "暗杀", [SEER], "朱雀"))])
    assert deaths(g, "day 2") == [DUCK]


def test_jiu_r123_r179_not_on_election_day_once_a_day_two_uses():
    g = game([{"at": "start"}, {"at": "day 1", "actions": [A(DUCK, "暗杀", [SEER], "预言家")]}])
    assert "竞选日不可发动" in rejected(g, DUCK, "暗杀")[0]
    g = game([day(2, A(DUCK, "暗杀", [3], "黑商"), A(DUCK, "暗杀", [4], "九天圣人"))])
    assert deaths(g) == [3] and rejected(g, DUCK, "暗杀") == ["<暗杀>每天只能发动一次（剩余次数：1）"]  # "该技能每天只能发动1次"
    g = game([day(2, A(DUCK, "暗杀", [3], "黑商")), {"at": "night 2"}, day(3, A(DUCK, "暗杀", [4], "九天圣人")),
              {"at": "night 3"}, day(4, A(DUCK, "暗杀", [6], "摄魂师"))])
    assert deaths(g) == [3, 4] and rejected(g, DUCK, "暗杀")


def test_a_guess_not_written_as_one_identity_is_refused_in_the_skills_words():
    """The live fuzz found it: a list sent as 暗杀's guess crashed the check; it is no [实际身份] (engine's shape check:
    the skill declares it asks one identity), refused, and the target lives."""
    for wrong in ([], ["预言家"], {"x": 1}):
        g = game([day(2, A(DUCK, "暗杀", [SEER], wrong))])
        assert deaths(g, "day 2") == [] and rejected(g, DUCK, "暗杀") == ["<暗杀>需要猜测的[实际身份]"]
