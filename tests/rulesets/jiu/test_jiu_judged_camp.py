"""狼狗 judged by its side by the skills that judge [实际阵营] (JIU-A15): 黑商's 馈赠 (JIU-R66), 朱雀's 天火
(JIU-R86), 圣女's 祝福 and 净化 (JIU-R87, R88), 闪电战士's 轰雷斩 (JIU-R81). The side chosen at the
opening is switched at the 竞选日's 黄昏, so on night 1 the 狼狗 stands on the other side."""
from jiu_helpers import A, deaths, game, night, notices, statuses, day

from bansha.rulesets.jiu.roles.wolf_dog import DogFace

LINEUP = {1: "预言家", 2: "狼狗", 3: "大天狗", 4: "长老狼", 5: "黑商", 6: "朱雀", 7: "侦探", 8: "岚", 9: "闪电战士",
          10: "圣女"}
SEER, DOG, TENGU, ELDER, MERCHANT, ZHUQUE, DETECTIVE, LAN, WARRIOR, SAINT = range(1, 11)


def play(opening_side, *steps):
    """`opening_side` is the side at the opening: night 1 sees the other one."""
    start = {"at": "start", "actions": [A(ELDER, "群内可选技能", choice="遮天"), A(TENGU, "家国抉择", choice="回家"),
                                        A(DOG, "做狼还是做狗", choice=opening_side)]}
    return game([start, *steps], lineup=LINEUP, sheriff=SEER)


DOG_AT_NIGHT_1, WOLF_AT_NIGHT_1 = "做狼", ["做狗", "预言家"]


def test_jiu_r66_a15_a_gift_to_a_dog_lands_a_gift_to_a_wolf_side_dog_fails():
    g = play(DOG_AT_NIGHT_1, night(1, A(MERCHANT, "馈赠", [DOG], choice="验人")))
    assert g.seats[MERCHANT].alive and any("通灵" in t for t in notices(g, DOG))
    g = play(WOLF_AT_NIGHT_1, night(1, A(MERCHANT, "馈赠", [DOG], choice="验人")))
    assert deaths(g, "night 1") == [MERCHANT] and "送礼失败" in notices(g, MERCHANT)


def test_jiu_r86_a15_sky_fire_spares_a_dog_and_burns_a_wolf_side_dog():
    g = play(DOG_AT_NIGHT_1, night(1, A(ZHUQUE, "天火", [DOG])))
    assert g.seats[DOG].alive
    g = play(WOLF_AT_NIGHT_1, night(1, A(ZHUQUE, "天火", [DOG])))
    assert deaths(g, "night 1") == [DOG]


def test_jiu_r88_a15_purification_leaves_a_dog_and_strikes_a_wolf_side_dog():
    g = play(DOG_AT_NIGHT_1, night(1, A(SAINT, "净化", [DOG])))
    assert "净化" not in statuses(g, DOG)
    g = play(WOLF_AT_NIGHT_1, night(1, A(SAINT, "净化", [DOG])))
    assert "净化" in statuses(g, DOG) and g.seats[DOG].state_of(DogFace).side is None  # a 群外白板 (JIU-R96)


def test_jiu_r87_a15_a_blessing_clears_a_dog_s_bleeding_not_a_wolf_side_dog_s():
    g = play(DOG_AT_NIGHT_1, night(1, A(LAN, "雷击", [DOG]), A(SAINT, "祝福", [DOG])))
    assert "流血" not in statuses(g, DOG)
    g = play(WOLF_AT_NIGHT_1, night(1, A(LAN, "雷击", [DOG]), A(SAINT, "祝福", [DOG])))
    assert "流血" in statuses(g, DOG)


def test_jiu_r81_a15_the_dog_bleeds_once_on_either_side_its_name_holds_lang():
    for side in (DOG_AT_NIGHT_1, WOLF_AT_NIGHT_1):
        g = play(side, night(1), day(2, votes={WARRIOR: DOG, SEER: DETECTIVE, DETECTIVE: SEER}))
        assert statuses(g, DOG).count("流血") == 1 and g.seats[DOG].alive


KNIGHT_LINEUP = {**LINEUP, LAN: "锈剑骑士"}
KNIGHT = LAN


def test_jiu_r63_a15_a_knight_poisoned_by_a_dog_gives_no_tetanus_by_a_wolf_side_dog_it_does():
    """The gift lands on night 1 (a dog); night 2 the 狼狗 is on the wolf side, night 3 a dog again."""
    start = {"at": "start", "actions": [A(ELDER, "群内可选技能", choice="遮天"), A(TENGU, "家国抉择", choice="回家"),
                                        A(DOG, "做狼还是做狗", choice=DOG_AT_NIGHT_1)]}
    gift = night(1, A(MERCHANT, "馈赠", [DOG], choice="毒药"))
    as_dog = game([start, gift, day(2), night(2), day(3), night(3, A(DOG, "毒药", [KNIGHT])), day(4)],
                  lineup=KNIGHT_LINEUP, sheriff=SEER)
    assert deaths(as_dog, "night 3") == [KNIGHT]
    assert not any("破伤风" in statuses(as_dog, n) for n in as_dog.seats)
    as_wolf = game([start, gift, day(2), night(2, A(DOG, "毒药", [KNIGHT])), day(3)],
                   lineup=KNIGHT_LINEUP, sheriff=SEER)
    assert deaths(as_wolf, "night 2") == [KNIGHT]
    assert any("破伤风" in statuses(as_wolf, n) for n in as_wolf.seats)
