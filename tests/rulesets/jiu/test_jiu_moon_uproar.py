"""新月 群情激奋 (JIU-R158) and its extra exile thread (the 群情激奋 half of JIU-R192), drawn by the 执警 (1号)."""
from jiu_helpers import (DETECTIVE, DUCK, MERCHANT, SEER, WITCH, A, announced, day, deaths, events, game, night, rejected)

UPROAR = "群情激奋"


def draw(n, moon, *more, **kw):
    return day(n, A(1, "代理", choice=moon), *more, **kw)


def everyone(target, but=()):
    return {n: target for n in range(1, 15) if n not in but and n != target}


def test_jiu_r158_a_wolf_exiled_flips_and_the_next_noon_opens_an_extra_exile_thread():
    """JIU-R192 (群情激奋's extra thread): its top takes [投票出局] after the day's own exile."""
    g = game([draw(2, UPROAR, votes=everyone(DUCK)), night(2),
              day(3, *[A(n, "群情激奋投票", [MERCHANT]) for n in range(1, 15) if n not in (DUCK, MERCHANT)],
                  votes=everyone(WITCH))])
    assert "有角色翻牌：2号伏特加 的实际身份为刺客鸭。" in announced(g, "day 2")
    assert deaths(g, "day 2") == [DUCK] and deaths(g, "day 3") == [WITCH, MERCHANT]  # the day's own exile first
    assert [e["seat"] for e in events(g, "exile", "day 3")] == [WITCH, MERCHANT]
    assert "群情激奋放逐投票：3号龙舌兰 为最高票" in announced(g, "day 3")


def test_jiu_r158_a_village_role_exiled_flips_and_no_thread_opens():
    g = game([draw(2, UPROAR, votes=everyone(SEER)), night(2), day(3, A(2, "群情激奋投票", [MERCHANT]))])
    assert "的实际身份为预言家" in announced(g, "day 2")
    assert rejected(g, 2, "群情激奋投票") and g.seats[MERCHANT].alive


def test_jiu_r158_only_the_next_exile_flips_and_the_thread_is_only_on_that_day():
    g = game([draw(2, UPROAR, votes=everyone(DUCK)), night(2), day(3, votes=everyone(WITCH)),
              night(3), day(4, A(1, "群情激奋投票", [MERCHANT]))])
    assert announced(g).count("有角色翻牌") == 1 and not g.seats[WITCH].alive
    assert rejected(g, 1, "群情激奋投票")


def test_jiu_r158_r191_a_locked_vote_closes_the_extra_thread_too():
    ballots = [A(n, "群情激奋投票", [MERCHANT]) for n in range(1, 15) if n not in (DUCK, MERCHANT)]
    g = game([draw(2, UPROAR, votes=everyone(DUCK)), night(2), day(3, A(DETECTIVE, "明察"), *ballots)])
    assert g.seats[MERCHANT].alive and deaths(g, "day 3") == []


def test_jiu_r158_a_silenced_role_still_votes_in_the_extra_thread():
    """[沉默] stops skills; a vote in the extra thread is a vote (9号 frozen by a gifted [冰冻] to day 3's end)."""
    g = game([night(1, A(MERCHANT, "馈赠", [SEER], "控制")), draw(2, UPROAR, votes=everyone(DUCK)),
              night(2, A(SEER, "冰冻", [9])), day(3, A(9, "群情激奋投票", [MERCHANT]), A(10, "群情激奋投票", [MERCHANT]))])
    assert not rejected(g, 9, "群情激奋投票") and deaths(g, "day 3") == [MERCHANT]
