"""狼人 (seed 4.1.1): 杀人 shared by the wolf group, 自爆 (6.2.3)."""
from .helpers import (TWELVE, TWELVE_PLAIN, act, action, advance, alive, announcements, day, deaths, events,
                      exile, feedbacks, new_game, night, play, refused, rejections)


def test_R08_wolves_share_a_group_and_know_each_other():
    """PVZ-R08: 所有狼人将在游戏开始后互知共群; 狼王和狼人互知共群."""
    g = new_game(TWELVE)
    assert sorted(g.members("狼人")) == [5, 6, 7]
    msgs = events(g, "group", group="狼人")
    assert msgs and all(f"{n}号" in msgs[0]["text"] for n in (5, 6, 7))
    for wolf in (5, 6, 7):
        assert msgs[0] in g.view(wolf)
    for other in (1, 2, 3, 4, 8, 9):
        assert msgs[0] not in g.view(other)


def test_R13_one_joint_kill_by_any_wolf():
    """PVZ-R13: 持有该技能的角色可以共同指杀一名角色 — submitted once, by any member."""
    g = play(TWELVE, night(1, act(6, "杀人", 9)), day(1))
    assert deaths(g, "night 1") == [("night 1", 9, "杀人")]


def test_R13_R54_A09_second_wolf_cannot_change_the_team_kill():
    """PVZ-R13, R54, A09: the team has one 杀人 a night; once accepted it cannot be changed."""
    g = play(TWELVE, night(1, act(5, "杀人", 9), act(6, "杀人", 10)), day(1))
    assert deaths(g, "night 1") == [("night 1", 9, "杀人")]
    assert any("不可更改" in r for r in rejections(g, 6, "杀人"))


def test_R13_no_feedback_for_the_kill():
    """PVZ-R13: 杀人 gives the wolves no feedback."""
    g = play(TWELVE, night(1, act(5, "杀人", 9)), day(1))
    assert not any(e["to"] in (5, 6, 7) for e in events(g, "feedback"))


def test_R116_wolf_may_target_itself_and_it_exits():
    """PVZ-R116 (注): 可以选择自己作为指杀目标 — the wolf is killed like anyone else."""
    g = play(TWELVE_PLAIN, night(1, act(5, "杀人", 5)), day(1))
    assert deaths(g, "night 1") == [("night 1", 5, "杀人")]
    assert feedbacks(g, 2, "通灵") == [5]


def test_R116_self_target_saved_by_the_witch_stays():
    """PVZ-R116: the self-targeted wolf is resolved like anyone else (救药 keeps it in)."""
    g = play(TWELVE_PLAIN, night(1, act(5, "杀人", 5), act(2, "救药", 5)), day(1))
    assert deaths(g) == []


def test_R107_R113_no_kill_submitted_means_no_kill():
    """PVZ-R107, R113: a kill not submitted by the deadline is given up — nobody is killed."""
    g = play(TWELVE, night(1), day(1))
    assert deaths(g) == []
    assert feedbacks(g, 2, "通灵") == ["无"]
    assert any("平安夜" in a for a in announcements(g))


def test_R13_dead_wolves_cannot_kill_but_a_living_one_can():
    """PVZ-R13: only current holders (living wolves) use 杀人."""
    g = new_game(TWELVE_PLAIN)
    advance(g, "night 1")
    g.submit(action(5, "杀人", 5))
    g.close()
    g.submit({"kind": "vote", "by": 1, "for": 6})
    g.close()  # day 1: 5 leaves after the election, 6 is exiled
    assert g.period == "night 2"
    assert "已出局" in refused(g, action(5, "杀人", 9))
    assert "已出局" in refused(g, action(6, "杀人", 9))
    g.submit(action(7, "杀人", 9))


def test_R14_R76_self_explode_exits_announces_and_skips_the_vote():
    """PVZ-R14, R76: 自爆 — the wolf exits at once, it is 公示, the exile vote is skipped and the
    game goes straight to night."""
    g = play(TWELVE, night(1), day(1, act(5, "自爆"), votes={1: 6, 2: 6, 3: 6}), night(2))
    assert deaths(g, "day 1") == [("day 1", 5, "自爆")]
    assert any("自爆" in a and "5号" in a for a in announcements(g))
    assert exile(g, 1) is None
    assert all("跳过放逐投票" in r for r in rejections(g, 1))
    assert g.flags["played"] == "night 2" and 6 in alive(g)


def test_R14_R65_no_self_explosion_in_the_election_phase():
    """PVZ-R14, R65: 警长竞选阶段不可自爆."""
    g = new_game(TWELVE)
    advance(g, "day 1")
    assert refused(g, action(5, "自爆", phase="警长竞选")) == "警长竞选阶段不可自爆"


def test_R14_self_explode_only_by_day():
    """PVZ-R14: 自爆 is a 游戏日白天 skill."""
    g = new_game(TWELVE)
    advance(g, "night 1")
    assert "白天" in refused(g, action(5, "自爆"))


def test_R14_a_second_explosion_the_same_day_does_nothing():
    """PVZ-R14, R76: after a 自爆 the day ends; another wolf's 自爆 that day is void."""
    g = play(TWELVE, night(1), day(1, act(5, "自爆"), act(6, "自爆")))
    assert deaths(g, "day 1") == [("day 1", 5, "自爆")]
    assert 6 in alive(g)


def test_R14_night_one_victim_cannot_explode_after_leaving():
    """PVZ-R14, R56: a wolf killed on night 1 leaves after the election, so it cannot 自爆 that day."""
    g = play(TWELVE, night(1, act(5, "杀人", 6)), day(1, act(6, "自爆"), votes={1: 9}))
    assert [d for d in deaths(g) if d[2] == "自爆"] == []
    assert rejections(g, 6, "自爆")
    assert exile(g, 1)["seat"] == 9
