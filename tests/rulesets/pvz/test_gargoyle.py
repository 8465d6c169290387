"""石像鬼 (seed 4.1.3): outside the wolf group, 查验 reads the exact role, 接刀 once the wolves
are all out, and no 自爆."""
from .helpers import (ADMIRER, TEN, TWELVE, act, action, advance, alive, cards_of, day, deaths, events,
                      feedbacks, new_game, night, notices, play, post, refused, winner)


def test_R09_gargoyle_is_not_in_the_wolf_group():
    """PVZ-R09: 石像鬼与狼人既不互知也不共群."""
    g = new_game(TWELVE)
    assert 8 not in g.members("狼人")
    assert not any(e["type"] == "group" for e in g.view(8))


def test_R19_R135_check_reads_the_exact_role():
    """PVZ-R19, R135: 查验 反馈其具体身份 — checking the witch gives "女巫"."""
    g = play(TWELVE, night(1, act(8, "查验", 2)), day(1))
    assert feedbacks(g, 8, "查验") == ["女巫"]
    fb = events(g, "feedback", to=8)[0]
    assert fb["target"] == 2 and fb["t"] == "night 1"


def test_R19_check_reads_wolf_roles_too():
    """PVZ-R19: the exact identity, whatever the camp (狼王 here)."""
    g = play(TWELVE, night(1, act(8, "查验", 7)), day(1))
    assert feedbacks(g, 8, "查验") == ["狼王"]


def test_R18_gargoyle_has_no_self_explode_skill():
    """PVZ-R18: 石像鬼不可以自爆."""
    g = new_game(TWELVE)
    advance(g, "day 1")
    assert "没有技能<自爆>" in refused(g, action(8, "自爆"))


def test_R18_R80_R118_gargoyle_posting_self_explode_is_red_carded():
    """PVZ-R18, R80, R118: 石像鬼 posting 【自爆】 is 贴脸, 红牌罚下; no self-explosion happens."""
    g = play(TWELVE, night(1), day(1, posts=[post(8, "【08.石头】【自爆】")], votes={1: 9}))
    assert "红牌" in cards_of(g, 8)
    assert deaths(g) == [("day 1", 8, "红牌罚下"), ("day 1", 9, "投票")]  # out when carded (R-RED-CARD)
    assert not [d for d in deaths(g) if d[2] == "自爆"]


def test_R20_R135_gargoyle_takes_the_knife_and_kills_from_the_next_night():
    """PVZ-R20, R135: both 狼人 out (no 狼王) → 石像鬼 is told and kills from the next night on."""
    g = play(TEN,
             night(1), day(1, votes={1: 4, 2: 4, 3: 4}),          # 4 狼人 exiled
             night(2, act(2, "毒药", 5), act(6, "杀人", 7)),       # 5 狼人 poisoned; no knife yet
             day(2),
             night(3, act(6, "杀人", 7)), day(3))
    assert any("杀人" in n for n in notices(g, 6))
    told = [e for e in events(g, "notice", to=6) if "杀人" in e["text"]]
    assert told[0]["t"] == "night 2"
    assert events(g, "rejected", by=6, skill="杀人")[0]["t"] == "night 2"
    assert deaths(g, "night 3") == [("night 3", 7, "杀人")]
    assert winner(g) is None


def test_R20_gargoyle_cannot_kill_before_taking_the_knife():
    """PVZ-R20: 接刀 comes only after the wolves are all out."""
    g = new_game(TWELVE)
    advance(g, "night 1")
    assert "没有技能<杀人>" in refused(g, action(8, "杀人", 9))


def test_R20_A08_no_knife_while_the_wolf_king_lives():
    """PVZ-R20, A08 (ruling in gargoyle.py: the 狼王 counts as 狼人): both 狼人 out but the 狼王
    alive → no 接刀; the 狼王 still kills."""
    g = play(TWELVE, night(1), day(1, votes={1: 5, 2: 5}), night(2, act(2, "毒药", 6)), day(2),
             night(3, act(7, "杀人", 9)))
    assert not any("杀人" in n for n in notices(g, 8))
    assert deaths(g, "night 3") == [("night 3", 9, "杀人")]


def test_R20_R107_gargoyle_after_the_knife_may_give_up_the_kill():
    """PVZ-R20, R107: after 接刀 a kill not submitted is given up."""
    g = play(TEN, night(1), day(1, votes={1: 4}), night(2, act(2, "毒药", 5)), day(2), night(3), day(3))
    assert deaths(g, "night 3") == []


def test_R20_R93_village_still_needs_the_gargoyle_out():
    """PVZ-R20, R93: with both 狼人 out the game goes on while the 石像鬼 lives."""
    g = play(TEN, night(1), day(1, votes={1: 4}), night(2, act(2, "毒药", 5)), day(2))
    assert winner(g) is None and 6 in alive(g)


def test_R40_R130_gargoyle_reads_the_admirer_as_admirer():
    """PVZ-R40, R130: 石像鬼's 查验 reads the 暗恋者's real identity."""
    g = play(ADMIRER, night(1, act(8, "查验", 13)), day(1))
    assert feedbacks(g, 8, "查验") == ["暗恋者"]
