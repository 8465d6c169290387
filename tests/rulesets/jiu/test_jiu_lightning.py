"""闪电战士 — 轰雷斩 (JIU-R81, A10)."""
from jiu_helpers import DUCK, LAN, SEER, WARRIOR, WITCH, A, day, deaths, game, statuses


def test_jiu_r81_its_vote_target_bleeds_once():
    """Not the exile (3 has two votes): the village 预言家 the warrior voted for holds one [流血] and lives."""
    g = game([day(2, votes={WARRIOR: SEER, DUCK: 3, 4: 3})])
    assert deaths(g) == [3] and statuses(g, SEER).count("流血") == 1 and g.seats[SEER].alive


def test_jiu_r81_a10_a_wolf_without_lang_in_its_name_bleeds_twice_the_second_is_lethal():
    g = game([day(2, votes={WARRIOR: LAN, DUCK: 3, 3: DUCK})])
    assert deaths(g, "day 2") == [LAN]
    assert [e["cause"] for e in g.events if e["type"] == "death"] == ["二次流血"]
    g = game([day(2, votes={WARRIOR: WITCH, DUCK: 3, 3: DUCK})])  # 狼巫 has 狼 in its name
    assert deaths(g) == [] and "流血" in statuses(g, WITCH)


def test_jiu_r81_r35_a_charmed_warrior_s_vote_still_bleeds_its_target():
    """JIU-R81, R35: "[迷魂]：该状态下投票算作0票（但是依然可以触发投票相关技能）" — the 闪电战士's vote counts 0 but its
    target still gets [流血]."""
    from bansha.rulesets.jiu import statuses as st
    from jiu_helpers import night
    g = game([night(1)])  # day 2 open
    st.give(g, WARRIOR, "迷魂")
    g.submit({"kind": "vote", "by": WARRIOR, "for": SEER})
    g.close()
    assert "流血" in statuses(g, SEER)


def test_jiu_r81_r191_a10_no_bleed_when_the_vote_is_locked_or_the_warrior_is_voted_out():
    """JIU-A10: "放逐投票结算后触发此效果" — under [封锁投票] "已经进行的放逐投票也会无效": the warrior has no vote target,
    nobody bleeds. Voted out itself, it is out when the vote settles (an exited role acts "视作被业炎处理", its <强制>
    gone): its target does not bleed."""
    from jiu_helpers import DETECTIVE
    g = game([day(2, A(DETECTIVE, "明察"), votes={WARRIOR: LAN})])
    assert "流血" not in statuses(g, LAN)
    votes = {n: WARRIOR for n in range(1, 15) if n != WARRIOR}
    votes[WARRIOR] = LAN
    g = game([day(2, votes=votes)])
    assert deaths(g, "day 2") == [WARRIOR] and "流血" not in statuses(g, LAN)
