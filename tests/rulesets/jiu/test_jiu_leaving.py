"""离开游戏 (JIU-R210; the 电梯楼 of JIU-R15, A33): a life state of its own — temporary leavers count as alive
for the win checks, permanent ones as out; a leaver is gone from the 电梯楼, its skills stop, it cannot post,
vote or be voted for, and no skill reaches it. Sent away here by hand; 去打猎/林地采集 and 空想家's extra seat
send seats away in play (test_jiu_moon_hunt.py, test_jiu_moon_gather.py, test_jiu_dreamer.py)."""
import pytest

from bansha.engine.errors import Refusal
from bansha.rulesets.jiu import leaving, wins
from bansha.engine.elevator import neighbours
from jiu_helpers import DUCK, LAN, SAINT, SEER, SOUL, game, night, statuses

RULE = "离开游戏的角色在电梯楼中消失，所有技能失效，不能发言投票和被投票，也不受其他技能影响"


def away(seat, how="暂时", steps=None):
    g = game(steps or [night(1)])  # day 2 is open
    assert leaving.leave(g, seat, how, "测试", back="day 3" if how == "暂时" else None)
    return g


def refused(g, inp) -> str:
    with pytest.raises(Refusal) as e:
        g.submit(inp)
    return e.value.reason


def test_jiu_r210_a_temporary_leaver_counts_alive_for_the_win_checks_a_permanent_one_out():
    g = away(SEER)
    assert not g.seats[SEER].alive and wins.in_play(g.seats[SEER])
    g = away(SEER, "永久")
    assert not wins.in_play(g.seats[SEER])
    # 村民 lose with total×0.5 = 7 villagers out: six exits and one permanent leaver make seven
    g = game([night(1)])
    for n in (1, 3, 4, 6, 9, 12):
        g.seats[n].alive = False
    assert wins.loss_reason(g, "村民阵营") is None
    leaving.leave(g, SEER, "暂时", "测试", back="day 3")
    assert wins.loss_reason(g, "村民阵营") is None
    leaving.come_back(g, SEER)
    leaving.leave(g, SEER, "永久", "测试")
    assert "出局了7个" in wins.loss_reason(g, "村民阵营")


def test_jiu_r210_r15_a33_a_leaver_vanishes_from_the_elevator():
    g = away(SEER)
    assert neighbours(g, 6) == [5, 8] and neighbours(g, 8) == [6, 9]
    leaving.come_back(g, SEER)
    assert neighbours(g, 6) == [5, 7] and g.seats[SEER].alive


def test_jiu_r210_its_skills_stop_refused_in_the_rule_s_words():
    g = away(DUCK)
    assert refused(g, {"kind": "action", "by": DUCK, "skill": "暗杀", "targets": [SEER], "choice": "预言家"}) \
        == f"{DUCK}号 已暂时离开游戏：{RULE}"
    assert g.ruleset.usable_now(g, g.seats[DUCK], g.seats[DUCK].skills[0]) == f"{DUCK}号 已暂时离开游戏：{RULE}"
    assert DUCK not in g.groups["狼人"]  # nor shares the group's [杀人]


def test_jiu_r210_it_cannot_post_vote_or_be_voted_for():
    g = away(SEER)
    assert RULE in refused(g, {"kind": "post", "by": SEER, "text": "我回来了"})
    assert RULE in refused(g, {"kind": "vote", "by": SEER, "for": DUCK})
    assert refused(g, {"kind": "vote", "by": DUCK, "for": SEER}) == f"{SEER}号 已暂时离开游戏：{RULE}"
    g.submit({"kind": "vote", "by": DUCK, "for": LAN})  # the others vote as before


def test_jiu_r210_no_skill_reaches_it_named_refused_taken_before_dropped_no_status_no_damage():
    g = away(SEER)
    assert refused(g, {"kind": "action", "by": DUCK, "skill": "暗杀", "targets": [SEER], "choice": "预言家"}) \
        == f"{SEER}号 已暂时离开游戏：{RULE}"
    from bansha.rulesets.jiu import directed, harm
    from bansha.rulesets.jiu import statuses as st
    use = directed.cast(g, "测试", [SEER, SOUL], lambda g_, u: None)
    assert use.settled == [SOUL]
    assert st.give(g, SEER, "流血", DUCK) is False and statuses(g, SEER) == []
    assert harm.settle(g, SEER, "致死伤害", DUCK, "测试") is False and leaving.away(g, SEER) == "暂时"


def test_jiu_r210_a_use_taken_before_its_target_left_settles_without_it():
    g = game([night(1)])
    g.submit({"kind": "action", "by": DUCK, "skill": "暗杀", "targets": [SEER], "choice": "预言家"})
    leaving.leave(g, SEER, "暂时", "测试", back="day 3")
    g.close()
    assert leaving.away(g, SEER) == "暂时" and g.seats[DUCK].alive
    assert not any(e["seat"] == SEER for e in g.events if e["type"] == "death")


def test_jiu_r210_the_life_state_shows_on_the_grimoire_and_on_the_seat_s_page():
    from bansha.service.console_view import grimoire
    g = away(SEER)
    rows = {r["seat"]: r for r in grimoire(g, [], {})}
    assert rows[SEER]["life"] == "暂时离开游戏" and rows[SAINT]["life"] is None
    assert g.ruleset.life_label(g, SEER) == "暂时离开游戏"
    g = away(SEER, "永久")
    assert g.ruleset.life_label(g, SEER) == "永久离开游戏"
    assert any("离开游戏" in e["text"] for e in g.events if e["type"] == "notice" and e["to"] == SEER)


def test_jiu_r210_coming_back_it_acts_again_with_what_it_left_with():
    g = away(SEER)
    leaving.come_back(g, SEER)
    assert g.seats[SEER].alive and g.seats[SEER].life == "存活" and g.ruleset.life_label(g, SEER) is None
    g.submit({"kind": "vote", "by": SEER, "for": DUCK})
