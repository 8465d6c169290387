"""猎人 (seed 4.2.3): 最后一枪 unless out by 红牌罚下 or <毒药>."""
from .helpers import (ADMIRER, FOURTEEN, FULL, HUNTER_ONLY, act, alive, announcements, card, day, deaths,
                      events, night, play, start)


def test_R28_R123_exiled_hunter_shoots():
    """PVZ-R28, R123: a 猎人 exiled by vote chooses another role, which exits at once."""
    g = play(HUNTER_ONLY, night(1), day(1, act(3, "最后一枪", 5), votes={1: 3, 2: 3}))
    assert deaths(g) == [("day 1", 3, "投票"), ("day 1", 5, "最后一枪")]


def test_R28_R57_R123_hunter_killed_on_a_later_night_shoots_when_the_day_opens():
    """PVZ-R28, R57, R123: killed by the wolves on night 2, the 猎人 shoots in the morning."""
    g = play(HUNTER_ONLY, night(1), day(1), night(2, act(5, "杀人", 3)), day(2, act(3, "最后一枪", 6)))
    assert deaths(g) == [("night 2", 3, "杀人"), ("day 2", 6, "最后一枪")]


def test_R28_R56_R123_hunter_killed_on_night_1_shoots_after_the_election():
    """PVZ-R28, R56, R123: a night-1 victim still votes in the election, then leaves and shoots."""
    g = play(HUNTER_ONLY, night(1, act(5, "杀人", 3)),
             day(1, act(3, "最后一枪", 6), sheriff={3: 1, 1: 1, 5: 5}))
    assert deaths(g) == [("night 1", 3, "杀人"), ("day 1", 6, "最后一枪")]
    assert g.sheriff == 1


def test_R28_R123_poisoned_hunter_cannot_shoot():
    """PVZ-R28, R123: 并非因<毒药>出局 — a poisoned 猎人 has no shot."""
    g = play(HUNTER_ONLY, night(1, act(2, "毒药", 3)), day(1, act(3, "最后一枪", 5)))
    assert deaths(g) == [("night 1", 3, "毒药")]
    assert events(g, "unused", by=3, skill="最后一枪")


def test_R28_R36_hunter_poisoned_by_a_lucky_one_cannot_shoot():
    """PVZ-R28, R36: a 幸运儿's <毒药> is a 毒药 too — no shot."""
    g = play(FULL, start(act(11, "一见钟情", 1)), night(1, act(6, "交易", 12, choice="毒药"), act(12, "毒药", 3)),
             day(1, act(3, "最后一枪", 7)))
    assert deaths(g) == [("night 1", 3, "毒药")]
    assert 7 in alive(g)


def test_R28_R100_red_carded_hunter_cannot_shoot():
    """PVZ-R28, R100: 并非因红牌罚下 — a red-carded 猎人 has no shot."""
    g = play(HUNTER_ONLY, night(1), day(1, act(3, "最后一枪", 5), cards=[card(3, "红牌")]))
    assert deaths(g) == [("day 1", 3, "红牌罚下")]
    assert 5 in alive(g)


def test_R28_hunter_may_decline_to_shoot():
    """PVZ-R28, R88, R113: 可以选择 — no target given means no shot."""
    g = play(HUNTER_ONLY, night(1), day(1, votes={1: 3}))
    assert deaths(g) == [("day 1", 3, "投票")]


def test_R57_R85_shot_hunter_shoots_again():
    """PVZ-R57, R85: a 猎人 shot down by the 狼王's 最后一枪 may shoot in turn."""
    g = play(FOURTEEN, night(1), day(1, act(9, "最后一枪", 3), act(3, "最后一枪", 6), votes={1: 9, 2: 9}))
    assert deaths(g) == [("day 1", 9, "投票"), ("day 1", 3, "最后一枪"), ("day 1", 6, "最后一枪")]


def test_R121_shooter_shown_when_there_is_no_wolf_king():
    """PVZ-R121: 猎人 but no 狼王 in the line-up → no hiding required; the shooter is named."""
    g = play(HUNTER_ONLY, night(1), day(1, act(3, "最后一枪", 5), votes={1: 3}))
    shot = [a for a in announcements(g) if "最后一枪" in a]
    assert shot and "3号" in shot[0] and "5号" in shot[0]


def test_R58_R131_hunter_shoots_the_crush_and_the_admirer_follows_at_once():
    """PVZ-R58, R131: the night-killed 猎人 shoots the 暗恋者's crush → the crush exits, and the
    暗恋者 exits at once."""
    g = play(ADMIRER, start(act(13, "一见钟情", 9)), night(1), day(1),
             night(2, act(5, "杀人", 3)), day(2, act(3, "最后一枪", 9)))
    assert deaths(g) == [("night 2", 3, "杀人"), ("day 2", 9, "最后一枪"), ("day 2", 13, "殉情")]


def test_R84_a_shot_role_is_out():
    """PVZ-R84: the ways to exit include 最后一枪."""
    g = play(HUNTER_ONLY, night(1), day(1, act(3, "最后一枪", 9), votes={1: 3}))
    assert ("day 1", 9, "最后一枪") in deaths(g)
    assert 9 not in alive(g)
