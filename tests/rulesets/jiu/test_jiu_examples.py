"""The seed's worked examples that concern the framework rather than one identity (JIU-R241, R242, R263), and
the setup steps of identities outside the pool (JIU-R06). The identity-change example (变脸者, 圣裁, 上帝) has no case
in the pool: no identity of it changes identity (test_jiu_checklist.py lists it as not code)."""
from jiu_helpers import A, DUCK, SEER, WITCH, day, deaths, events, feedback, game, night, notices, rejected

from bansha.rulesets.jiu.opening import START_STEPS
from test_jiu_forum import change, day2, exile, invalid, vote
from test_jiu_invoker import INVOKER, play as invoker_game, table

DOG_LINE = {1: "预言家", 2: "狼狗", 3: "大天狗", 4: "长老狼", 5: "狼巫", 6: "摄魂师", 7: "侦探", 8: "岚", 9: "闪电战士",
            10: "圣女"}
DOG, TENGU, ELDER, WOLF_WITCH = 2, 3, 4, 5


def test_jiu_r06_the_opening_has_no_step_of_an_identity_outside_the_pool():
    """祖母 寻孙, 守卫 模式选择, 变脸 获取与选择身份, 野人 野性伙伴 are in the seed's opening list but no identity of the
    pool has them: the opening runs only the pool's steps, in the written order (JIU-R05)."""
    text = " ".join(f"{s.id} {s.title}" for s in START_STEPS)
    assert not [w for w in ("祖母", "寻孙", "守卫", "模式选择", "变脸", "野人", "野性伙伴") if w in text]
    ids = [s.id for s in START_STEPS]
    assert ids.index("发放账号") < ids.index("家国抉择") < ids.index("共群") < ids.index("做狼还是做狗")


def test_jiu_r241_the_last_disguise_applied_is_what_a_check_reads():
    """隐狼 then 雪狼 → the check shows 雪狼's. In the pool the 狼狗's face is the only disguise, chosen anew at each
    switch to dog: 黑暗侦测 reads the face chosen last, not the first one."""
    start = {"at": "start", "actions": [A(ELDER, "群内可选技能", choice="遮天"), A(TENGU, "家国抉择", choice="回家"),
                                        A(DOG, "做狼还是做狗", choice=["做狗", "预言家"])]}
    g = game([start, night(1), day(2, A(DOG, "做狼还是做狗", choice=["做狗", "圣女"])),
              night(2, A(WOLF_WITCH, "黑暗侦测", [DOG]))], lineup=DOG_LINE, sheriff=1)
    assert g.seats[DOG].surface_role == "圣女"
    assert feedback(g, WOLF_WITCH, "黑暗侦测") == ["选择目标是圣女身份"]


def test_jiu_r242_an_acquired_skill_that_names_its_identity_strikes_its_new_holder():
    """猎魔人's 猎杀 failing kills the borrower. In the pool: 祈求者 takes 奇迹商人's 馈赠 with 祈愿 (89%); its count
    going negative is "奇迹商人受到[致死伤害]" — the 祈求者 takes it (JIU-R50)."""
    g = invoker_game(night(1, A(INVOKER, "祈祷", choice=table(40)), A(INVOKER, "祈愿", choice="奇迹商人")), day(2),
                     night(2, A(INVOKER, "馈赠", [DUCK], "毒药")), day(3), night(3, A(INVOKER, "馈赠", [WITCH], "守护")))
    assert [(e["seat"], e["cause"]) for e in events(g, "death")] == [(INVOKER, "奇迹商人透支")]
    assert "<馈赠>剩余次数：-1" in notices(g, INVOKER)


LAST_HOUR = "2026-12-04T20:30:00+08:00"  # day 2 closes 21:00: the last hour takes no 改票


def test_jiu_r263_the_target_fell_at_noon_a_vote_not_yet_changed_may_change_in_the_last_hour():
    posts = [vote(1, SEER, time="2026-12-04T19:00:00+08:00"), vote(2, 3, time="2026-12-04T19:10:00+08:00"),
             change(1, 3, floor=0, time=LAST_HOUR)]
    g = day2(posts, actions=[A(DUCK, "暗杀", [SEER], choice="预言家")], start_date="2026-12-01")
    assert deaths(g, "day 2")[0] == SEER and invalid(g, 1) == []
    assert exile(g)["tally"] == {"3": 2}


def test_jiu_r263_a49_a_vote_already_changed_may_not_change_again():
    """JIU-A49: the exception lifts the last hour's ban; "改票只允许进行一次" still holds."""
    posts = [vote(1, 3, time="2026-12-04T19:00:00+08:00"), vote(2, 3, time="2026-12-04T19:10:00+08:00"),
             change(1, SEER, floor=0, time="2026-12-04T19:30:00+08:00"), change(1, 3, floor=0, time=LAST_HOUR)]
    g = day2(posts, actions=[A(DUCK, "暗杀", [SEER], choice="预言家")], start_date="2026-12-01")
    assert invalid(g, 1) == ["改票只允许进行一次"]
    assert exile(g)["tally"] == {"3": 1}
    assert rejected(g, DUCK, "暗杀") == []
