"""狼王 (seed 4.1.2): 杀人 and 自爆 as a 狼人, and 最后一枪 unless out by 红牌罚下, 自爆 or 毒药."""
from .helpers import (FOURTEEN, MERCHANT, TWELVE, act, alive, announcements, card, day, deaths, events,
                      new_game, night, play)


def test_R15_wolf_king_kills_for_the_team():
    """PVZ-R15: 杀人、自爆：同狼人 — the 狼王 may submit the team's kill."""
    g = play(TWELVE, night(1, act(7, "杀人", 9)), day(1))
    assert deaths(g, "night 1") == [("night 1", 9, "杀人")]


def test_R15_wolf_king_may_self_explode():
    """PVZ-R15: the 狼王 has 自爆."""
    g = play(TWELVE, night(1), day(1, act(7, "自爆")))
    assert deaths(g, "day 1") == [("day 1", 7, "自爆")]


def test_R16_R122_exiled_wolf_king_shoots():
    """PVZ-R16, R122: a 狼王 exiled by vote may shoot another role, which exits at once."""
    g = play(TWELVE, night(1), day(1, act(7, "最后一枪", 1), votes={1: 7, 2: 7, 3: 7}))
    assert deaths(g, "day 1") == [("day 1", 7, "投票"), ("day 1", 1, "最后一枪")]


def test_R16_R122_wolf_king_killed_at_night_shoots_next_morning():
    """PVZ-R16, R122: a 狼王 killed at night (here by its own team) shoots when the day opens."""
    g = play(TWELVE, night(1), day(1), night(2, act(5, "杀人", 7)), day(2, act(7, "最后一枪", 1)))
    assert deaths(g) == [("night 2", 7, "杀人"), ("day 2", 1, "最后一枪")]


def test_R16_R122_poisoned_wolf_king_cannot_shoot():
    """PVZ-R16, R122: 并非因<毒药>出局 — a poisoned 狼王 has no shot."""
    g = play(TWELVE, night(1, act(2, "毒药", 7)), day(1, act(7, "最后一枪", 1)))
    assert deaths(g) == [("night 1", 7, "毒药")]
    assert events(g, "unused", by=7, skill="最后一枪")


def test_R16_R36_R122_lucky_poison_also_stops_the_shot():
    """PVZ-R16, R36, R122: a 幸运儿's <毒药> is a 毒药 too — no shot."""
    g = play(MERCHANT, night(1, act(3, "交易", 9, choice="毒药"), act(9, "毒药", 7)),
             day(1, act(7, "最后一枪", 1)))
    assert deaths(g) == [("night 1", 7, "毒药")]
    assert 1 in alive(g)


def test_R16_R78_R122_self_exploded_wolf_king_cannot_shoot():
    """PVZ-R16, R78, R122: a 狼王 out by <自爆> gets no 最后一枪."""
    g = play(TWELVE, night(1), day(1, act(7, "自爆"), act(7, "最后一枪", 1)))
    assert deaths(g) == [("day 1", 7, "自爆")]
    assert 1 in alive(g)


def test_R16_R100_R122_red_carded_wolf_king_cannot_shoot():
    """PVZ-R16, R100, R122: a 狼王 红牌罚下 gets no 最后一枪."""
    g = play(TWELVE, night(1), day(1, act(7, "最后一枪", 1), cards=[card(7, "红牌")]))
    assert deaths(g) == [("day 1", 7, "红牌罚下")]
    assert 1 in alive(g)


def test_R16_shot_cannot_name_the_shooter():
    """PVZ-R16: 选择一名其他角色 — a shot at the 狼王 itself is refused and nobody else exits."""
    g = play(TWELVE, night(1), day(1, act(7, "最后一枪", 7), votes={1: 7, 2: 7}))
    assert deaths(g) == [("day 1", 7, "投票")]
    assert events(g, "rejected", by=7, skill="最后一枪")


def test_R16_R85_shot_cannot_name_a_role_already_out():
    """PVZ-R16, R85: the target is a role still in play."""
    g = play(TWELVE, night(1, act(5, "杀人", 9)), day(1, act(7, "最后一枪", 9), votes={1: 7, 2: 7}))
    assert deaths(g) == [("night 1", 9, "杀人"), ("day 1", 7, "投票")]
    assert any("已出局" in e["reason"] for e in events(g, "rejected", by=7, skill="最后一枪"))


def test_R17_R121_shooter_hidden_when_both_wolf_king_and_hunter():
    """PVZ-R17, R121: with both 狼王 and 猎人 in the game, the shot is announced without
    saying who fired."""
    g = play(FOURTEEN, night(1), day(1, act(9, "最后一枪", 11), votes={1: 9, 2: 9, 3: 9}))
    assert ("day 1", 11, "最后一枪") in deaths(g)
    shot = [a for a in announcements(g) if "最后一枪" in a]
    assert shot and "11号" in shot[0]
    assert all("狼王" not in a and "猎人" not in a and "9号" not in a for a in shot)


def test_R15_wolf_king_is_in_the_wolf_group():
    """PVZ-R08, R15: 狼王和狼人互知共群."""
    g = new_game(TWELVE)
    assert 7 in g.members("狼人")
