"""预言家 — 预言 and 天意 (JIU-R61, R62)."""
from jiu_helpers import DUCK, SEER, WITCH, A, day, feedback, game, night, notices, rejected


def test_jiu_r61_seer_reads_the_surface_faction():
    g = game([night(1, A(SEER, "预言", [WITCH]))])
    assert feedback(g, SEER, "预言") == ["选择目标为非村民阵营"]
    g = game([night(1, A(SEER, "预言", [3]))])
    assert feedback(g, SEER, "预言") == ["选择目标为村民阵营"]
    g2 = game([])
    g2.seats[3].surface_camp = "狼人阵营"  # a disguise: the surface is what 预言 reads
    g2.submit({"kind": "action", "by": SEER, "skill": "预言", "targets": [3]})
    g2.close()
    assert feedback(g2, SEER, "预言") == ["选择目标为非村民阵营"]


def test_jiu_r19_once_a_night():
    g = game([night(1, A(SEER, "预言", [3]), A(SEER, "预言", [4]))])
    assert len(feedback(g, SEER, "预言")) == 1 and rejected(g, SEER, "预言")


def test_jiu_r62_fate_gives_one_extra_check_the_next_night_only():
    everyone = {n: WITCH for n in range(1, 15) if n != WITCH}
    g = game([night(1, A(SEER, "预言", [WITCH])), day(2, votes=everyone),
              night(2, A(SEER, "预言", [3]), A(SEER, "预言", [4])), {"at": "day 3"},
              night(3, A(SEER, "预言", [5]), A(SEER, "预言", [6]))])
    assert not g.seats[WITCH].alive
    assert any("天意" in t for t in notices(g, SEER))
    assert len(feedback(g, SEER, "预言")) == 1 + 2 + 1
    assert rejected(g, SEER, "预言")  # the third night: one use again
    assert not any(s.source == "天意" for s in g.seats[SEER].skills)  # "仅限下一晚": the extra one went with night 2


def test_jiu_r62_no_fate_without_the_seer_s_vote():
    votes = {n: WITCH for n in range(1, 15) if n not in (WITCH, SEER)}
    votes[SEER] = DUCK
    g = game([night(1, A(SEER, "预言", [WITCH])), day(2, votes=votes), night(2, A(SEER, "预言", [3]), A(SEER, "预言", [4]))])
    assert len(feedback(g, SEER, "预言")) == 2


def test_jiu_r62_r33_a_forgotten_seer_has_no_fate():
    """JIU-R62, R33: 天意 is <强制>, and "[遗忘]：…该状态下失去所有[强制]技能" — a 预言家 under [遗忘] when its
    非村民 target is voted out (with its vote) is not told and gets no extra 预言 the next night."""
    from bansha.rulesets.jiu import statuses as st
    everyone = {n: WITCH for n in range(1, 15) if n != WITCH}
    g = game([night(1, A(SEER, "预言", [WITCH]))])  # day 2 open
    st.give(g, SEER, "遗忘")
    for by, target in everyone.items():
        g.submit({"kind": "vote", "by": by, "for": target})
    g.close()
    assert not g.seats[WITCH].alive
    assert not any("天意" in t for t in notices(g, SEER))
    assert not any(s.source == "天意" for s in g.seats[SEER].skills)
