"""奇迹商人 (seed 4.2.6): 交易<限定> gives a 村民阵营 role one use of <预言>/<毒药>/<守护之盾> (it
becomes 幸运儿 and is told); a 狼人阵营 target costs the merchant his life at step (7)."""
import pytest

from .helpers import (FULL, MERCHANT, VILLAGE, WOLF, act, action, advance, alive, day, deaths, events,
                      feedbacks, new_game, night, notices, play, refused, start)


@pytest.mark.parametrize("gift", ["预言", "毒药", "守护之盾"])
def test_R33_R34_village_target_becomes_lucky_and_is_told(gift):
    """PVZ-R33, R34: the target, in 村民阵营, gains the chosen skill and 得到通知."""
    g = play(MERCHANT, night(1, act(3, "交易", 9, choice=gift)), day(1))
    told = notices(g, 9)
    assert any("幸运儿" in n and gift in n for n in told)
    assert any(s.defn.name == gift for s in g.seats[9].skills)
    assert not any("幸运儿" in n for s in range(1, 14) if s != 9 for n in notices(g, s))


def test_R33_the_skill_must_be_one_of_three():
    """PVZ-R33: 从<预言><毒药><守护之盾>中选择一个技能."""
    g = new_game(MERCHANT)
    advance(g, "night 1")
    assert refused(g, action(3, "交易", 9, choice="救药")) == "<交易>须从<预言><毒药><守护之盾>中选择一个技能"
    assert "预言" in refused(g, action(3, "交易", 9))


def test_R33_A14_A16_merchant_cannot_trade_with_himself():
    """PVZ-R33, A14(a), A16 (ruling in merchant.py): the merchant trades with another role."""
    g = new_game(MERCHANT)
    advance(g, "night 1")
    assert "其他角色" in refused(g, action(3, "交易", 3, choice="预言"))


def test_R33_trade_is_once_per_game():
    """PVZ-R33: 交易<限定>."""
    g = new_game(MERCHANT)
    advance(g, "night 1")
    g.submit(action(3, "交易", 9, choice="预言"))
    advance(g, "night 2")
    assert "限定" in refused(g, action(3, "交易", 10, choice="预言"))


def test_R34_R36_R50_lucky_seer_uses_it_the_same_night_at_step_4():
    """PVZ-R34, R36, R50, A14(c): the lucky <预言> gives faction feedback, usable in step (4) of
    the trade's own night."""
    g = play(MERCHANT, night(1, act(3, "交易", 9, choice="预言"), act(9, "预言", 5)), day(1))
    fb = events(g, "feedback", to=9, skill="预言")
    assert [(e["target"], e["result"]) for e in fb] == [(5, WOLF)]


def test_R34_lucky_skill_only_once():
    """PVZ-R34: 以此法获得的技能只能发动一次."""
    g = new_game(MERCHANT)
    advance(g, "night 1")
    g.submit(action(3, "交易", 9, choice="预言"))
    advance(g, "night 2")
    g.submit(action(9, "预言", 5))
    advance(g, "night 3")
    assert refused(g, action(9, "预言", 6))


def test_R34_lucky_skill_on_a_later_night():
    """PVZ-R34: the gift keeps until used."""
    g = play(MERCHANT, night(1, act(3, "交易", 9, choice="预言")), day(1), night(2, act(9, "预言", 1)), day(2))
    assert feedbacks(g, 9, "预言") == [VILLAGE]


def test_R34_lucky_poison_kills():
    """PVZ-R34, R36: the lucky <毒药> — the target exits before the night ends."""
    g = play(MERCHANT, night(1, act(3, "交易", 9, choice="毒药"), act(9, "毒药", 6)), day(1))
    assert deaths(g) == [("night 1", 6, "毒药")]


@pytest.mark.parametrize("wolf", [5, 7, 8])
def test_R35_R53_R129_trade_with_a_wolf_costs_the_merchant(wolf):
    """PVZ-R35, R53, R129: trading with the 狼人, 狼王 or 石像鬼 → the merchant exits at step (7),
    after the kills and poisons; the wolf gains nothing."""
    g = play(MERCHANT, night(1, act(3, "交易", wolf, choice="毒药"), act(5, "杀人", 10), act(2, "毒药", 11)),
             day(1))
    assert deaths(g) == [("night 1", 10, "杀人"), ("night 1", 11, "毒药"), ("night 1", 3, "交易")]
    assert not any(s.defn.name == "毒药" for s in g.seats[wolf].skills)
    assert not any("幸运儿" in n for n in notices(g, wolf))


def test_R35_wolf_cannot_use_a_failed_gift_the_same_night():
    """PVZ-R35: the target gains nothing, not even for tonight's step (4)."""
    g = new_game(MERCHANT)
    advance(g, "night 1")
    g.submit(action(3, "交易", 7, choice="毒药"))
    assert "没有技能<毒药>" in refused(g, action(7, "毒药", 1))


def test_R35_merchant_killed_and_failed_trade_exits_once():
    """PVZ-R35: a merchant already out by 杀人 is not put out again at step (7)."""
    g = play(MERCHANT, night(1, act(3, "交易", 7, choice="预言"), act(5, "杀人", 3)), day(1))
    assert deaths(g) == [("night 1", 3, "杀人")]


def test_A14_trade_with_the_admirer_does_nothing():
    """PVZ-A14(b) (ruling in merchant.py): the 暗恋者 is in neither camp — no grant, no death."""
    g = play(FULL, start(act(11, "一见钟情", 1)), night(1, act(6, "交易", 11, choice="预言")), day(1))
    assert deaths(g) == []
    assert not notices(g, 11)[1:]
    assert 6 in alive(g)


def test_R11_lucky_one_keeps_its_identity_and_camp():
    """PVZ-R11: 幸运儿 is a status made by 交易, not a dealt identity."""
    g = play(MERCHANT, night(1, act(3, "交易", 9, choice="守护之盾")), day(1))
    assert g.seats[9].role == "平民" and g.seats[9].camp == VILLAGE
