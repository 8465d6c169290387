"""吹笛者 — 吹笛, 魔音, 避险 (BJ-R41–R44, R50, R88, R111 = Q1, R117 = Q7, BJ-A14–A16)."""
from bj_helpers import (GUARD, HUNTER, HUNTWOLF, PIPER, SEER, VULTURE, A, deaths, events, feedback, game, night,
                        notices, rejected)


def test_bj_r41_piping_moves_a_hybrid_to_the_piper_and_announces_a_non_hybrid():
    g = game([night(1, A(PIPER, "吹笛", [1, SEER])), {"at": "day 2"}])
    assert g.ruleset.camp_of(g, 1) == "吹笛者阵营" and g.ruleset.camp_of(g, SEER) == "村民阵营"
    assert "你被吹笛，进入吹笛状态。" in notices(g, 1)
    assert any("只能发言喵汪" in e["text"] and f"{SEER}号" in e["text"] for e in events(g, "announce", "day 2"))
    assert any("你的阵营发生了改变" in t for t in notices(g, 1))


def test_bj_r42_bewitch_makes_the_seer_look_and_both_get_the_answer():
    g = game([night(1, A(PIPER, "魔音", [SEER, VULTURE], choice="验人"), A(SEER, "验人", [1]))])
    assert feedback(g, SEER, "验人") == ["狼人阵营"] and feedback(g, PIPER, "验人") == ["狼人阵营"]
    assert any("你被吹笛迷惑" in t for t in notices(g, SEER))
    assert rejected(g, SEER, "验人")  # the night's 验人 was spent by 魔音


def test_bj_r42_bewitch_spends_counts_and_fails_when_the_role_cannot():
    g = game([night(1, A(PIPER, "魔音", [HUNTER, 1], choice="枪击"))])
    assert deaths(g) == [1] and g.seats[HUNTER].skills[0].uses_left == 1
    g = game([night(1, A(PIPER, "魔音", [1, 3], choice="枪击"))])
    assert deaths(g) == []


def test_bj_r42_bewitching_oneself_loses_the_skill():
    g = game([night(1, A(PIPER, "魔音", [PIPER], choice="吹笛")), {"at": "day 2"},
              night(2, A(PIPER, "魔音", [SEER, 1], choice="验人"))])
    assert "失去" in rejected(g, PIPER, "魔音")[0]


def test_bj_r43_r117_q7_a_bewitched_kill_on_another_target_fails():
    g = game([night(1, A(PIPER, "魔音", [HUNTWOLF, 1], choice="杀人"), A(VULTURE, "杀人", [3]))])
    assert deaths(g) == [] and any("你被吹笛迷惑" in t for t in notices(g, HUNTWOLF))
    g = game([night(1, A(PIPER, "魔音", [HUNTWOLF, 3], choice="杀人"), A(VULTURE, "杀人", [3]))])
    assert deaths(g) == [3]


def test_bj_r44_r88_r111_q1_escape_releases_two_and_the_hybrid_becomes_unaligned():
    g = game([night(1, A(PIPER, "吹笛", [1, GUARD])), {"at": "day 2"},
              night(2, A(VULTURE, "杀人", [PIPER]), A(PIPER, "避险", [1, GUARD]))])
    assert deaths(g) == [] and g.state.piped == []
    assert g.ruleset.camp_of(g, 1) == "无阵营" and g.ruleset.camp_of(g, GUARD) == "村民阵营"
    assert any("即将出局" in t for t in notices(g, PIPER))


def test_bj_r44_without_two_piped_roles_the_piper_exits():
    g = game([night(1, A(VULTURE, "杀人", [PIPER]), A(PIPER, "避险", [1, 3]))])
    assert deaths(g) == [PIPER]


def test_bj_r42_bewitching_a_skill_whose_step_has_passed_fails():
    g = game([night(1, A(HUNTER, "枪击", [10])), {"at": "day 2"}, night(2, A(PIPER, "魔音", [5, 1], choice="征召"))])
    assert g.seats[1].role == "混血儿"
    assert any("步骤(0)已经结算" in e["text"] for e in events(g, "trace") if "<魔音>" in e["text"])


def test_bj_r41_a_released_hybrid_piped_again_supports_the_piper_again():
    g = game([night(1, A(PIPER, "吹笛", [1, GUARD])), {"at": "day 2"},
              night(2, A(VULTURE, "杀人", [PIPER]), A(PIPER, "避险", [1, GUARD])), {"at": "day 3"},
              night(3, A(PIPER, "吹笛", [1, 3]))])
    assert g.ruleset.camp_of(g, 1) == "吹笛者阵营"


def test_bj_r41_r78_a_role_freed_by_escape_the_same_night_is_not_announced_as_meowing():
    """BJ-R41, R78, R111 (issue 20): "吹笛状态下，若该角色是混血儿，则立刻支持吹笛者…若不是混血儿，则公示该角色只能发言喵汪" —
    the guard piped on night 1 and freed by 避险 before the day opens is no longer in 吹笛状态: the 公示 names only the
    seer, still piped."""
    g = game([night(1, A(PIPER, "吹笛", [SEER, GUARD])), {"at": "day 2"}])
    assert any(f"{SEER}号玩家{SEER} 只能发言喵汪" in e["text"] for e in events(g, "announce", "day 2"))
    g = game([night(1, A(PIPER, "吹笛", [SEER, GUARD])), {"at": "day 2"},
              night(2, A(PIPER, "吹笛", [HUNTER, 1]), A(VULTURE, "杀人", [PIPER]), A(PIPER, "避险", [HUNTER, GUARD])),
              {"at": "day 3"}])
    day3 = "\n".join(e["text"] for e in events(g, "announce", "day 3"))
    assert g.seats[PIPER].alive and "只能发言喵汪" not in day3  # the hunter freed the night it was piped
