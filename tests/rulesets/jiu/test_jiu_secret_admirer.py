"""暗恋者 — 跨越千里 and 情书 (JIU-R130–R132, R260; the special win of JIU-R222; JIU-A28)."""
from jiu_helpers import A, day, events, game, night, notices, rejected, scenario

from bansha.replay import play as run
from bansha.scenario import load
from bansha.rulesets.jiu.roles.secret_admirer import Crush

SIX = {1: "暗恋者", 2: "刺客鸭", 3: "预言家", 4: "侦探", 5: "狼巫", 6: "黑商"}
NINE = {1: "暗恋者", 2: "刺客鸭", 3: "预言家", 4: "侦探", 5: "狼巫", 6: "黑商", 7: "闪电战士", 8: "摄魂师", 9: "岚"}
EIGHT = {1: "暗恋者", 2: "刺客鸭", 3: "预言家", 4: "侦探", 5: "狼巫", 6: "黑商", 7: "闪电战士", 8: "摄魂师"}
ADMIRER, DUCK, SEER, DETECTIVE, WITCH = 1, 2, 3, 4, 5


def opening(lineup, *actions):
    return run(load(scenario([{"at": "start", "actions": [A(DUCK, "群内可选技能", choice="遮天"), *actions]}], lineup)))


def test_jiu_r130_r260_the_farthest_role_is_the_master_and_the_admirer_joins_its_faction():
    g = opening(EIGHT)
    assert g.seats[ADMIRER].state_of(Crush).master == 5 and g.seats[ADMIRER].camp == "狼人阵营"
    assert "你的阵营转变为狼人阵营。" in notices(g, ADMIRER)
    assert f"<跨越千里>：你的暗恋对象为5号{g.seats[5].name}。" in notices(g, ADMIRER)


def test_jiu_r130_r260_with_two_equally_far_the_admirer_picks_one():
    g = opening(NINE, A(ADMIRER, "跨越千里", [6]))
    assert g.seats[ADMIRER].state_of(Crush).master == 6 and g.seats[ADMIRER].camp == "村民阵营"
    g = opening(NINE, A(ADMIRER, "跨越千里", [4]))
    assert rejected(g, ADMIRER, "跨越千里") == [f"<跨越千里>：距离你电梯楼最远的角色为5号{g.seats[5].name}、6号{g.seats[6].name}，须在两人中二选一"]
    assert g.seats[ADMIRER].state_of(Crush).master in (5, 6)  # not chosen: one of the two at random


def test_jiu_r130_r13_the_admirer_follows_its_master_s_faction_changes_and_is_told():
    g = opening(SIX)
    assert g.seats[ADMIRER].state_of(Crush).master == DETECTIVE and g.seats[ADMIRER].camp == "村民阵营"
    g.seats[DETECTIVE].camp = "狼人阵营"  # a change of [实际阵营] (天打雷劈, 祭品 …)
    g.fire("camp_changed", seat=DETECTIVE)
    assert g.seats[ADMIRER].camp == "狼人阵营" and notices(g, ADMIRER)[-1] == "你的阵营转变为狼人阵营。"


def _to_neighbours(*noon):
    """Night 1 the wolves kill 3号; day 2 the duck guesses wrong and dies: 1号 and 4号 become neighbours."""
    return game([night(1, A(DUCK, "杀人", [SEER])), day(2, *noon, A(DUCK, "暗杀", [WITCH], choice="预言家"))],
                lineup=SIX, sheriff=None)


def test_jiu_r131_r260_neighbours_win_at_once_for_the_admirer_s_faction():
    g = _to_neighbours()
    over = events(g, "game_over")
    assert g.over and g.winner == "村民阵营" and over[0]["t"] == "day 2"
    assert "暗恋者" in g.outcome.reason and "成为邻居" in g.outcome.reason
    assert ADMIRER in over[0]["seats"]


def test_jiu_r132_the_love_letter_turns_the_instant_win_off_and_the_two_write_each_other():
    g = game([night(1, A(DUCK, "杀人", [SEER])),
              day(2, A(ADMIRER, "情书", choice="今晚月色真美"), A(DUCK, "暗杀", [WITCH], choice="预言家"),
                  A(DETECTIVE, "情书", choice="风也温柔"))], lineup=SIX, sheriff=None)
    assert not g.over and not g.seats[DUCK].alive
    assert "<情书>：暗恋者给你的信息：今晚月色真美" in notices(g, DETECTIVE)
    assert "<情书>：主人给你的信息：风也温柔" in notices(g, ADMIRER)


def test_jiu_r132_the_love_letter_only_in_the_first_two_noons_and_fifty_characters():
    g = game([night(1), day(2, A(ADMIRER, "情书", choice="字" * 51)), night(2), day(3, A(ADMIRER, "情书", choice="迟了"))],
             lineup=SIX, sheriff=None)
    assert rejected(g, ADMIRER, "情书") == ["<情书>：信息不超过50字", "<情书>：只能在前2个正午阶段发动"]


def test_jiu_r131_an_admirer_out_of_play_has_no_neighbour():
    g = game([night(1, A(DUCK, "杀人", [ADMIRER])), day(2, A(DUCK, "暗杀", [SEER], choice="侦探"))], lineup=SIX, sheriff=None)
    assert not g.seats[ADMIRER].alive and not g.seats[DUCK].alive and not g.over  # 1号 is off the 电梯楼
