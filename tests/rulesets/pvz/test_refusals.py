"""Refusals (design principle 2): a bad input is refused before it is recorded, with the reason
in the rules' words, and the game is exactly as it was."""
import json

import pytest

from .helpers import (ADMIRER, MERCHANT, TEN, TWELVE, act, action, advance, day, new_game, night, play,
                      refused, rec, rejections)


def at(period: str, roles=TWELVE, *before):
    """A game advanced to `period`, after the given inputs (each a (period, input) pair)."""
    g = new_game(roles)
    for p, inp in before:
        advance(g, p)
        g.submit(inp)
    return advance(g, period)


# --- dead actor --------------------------------------------------------------------------------

@pytest.mark.parametrize("skill,target", [("预言", 5), ("守护之盾", 9)])
def test_R46_dead_actor_is_refused(skill, target):
    """PVZ-R46: 如未出局 — a role out of play cannot act."""
    actor = 1 if skill == "预言" else 3
    g = at("night 2", TWELVE, ("night 1", action(5, "杀人", actor)))
    assert refused(g, action(actor, skill, target)) == f"{actor}号 已出局，不能发动<{skill}>"


def test_R114_dead_voter_is_refused_in_the_record():
    """PVZ-R114: only living roles vote — the refusal is recorded, the vote not counted."""
    g = play(TWELVE, night(1, act(5, "杀人", 9)), day(1, votes={9: 5}))
    assert rejections(g, 9) == ["9号 已出局，不能参与放逐投票"]


# --- illegal targets ---------------------------------------------------------------------------

def test_R23_witch_self_save_outside_a_10_seat_night_1():
    """PVZ-R23, R24: 选择一名其他角色（若为10人场，则可在第一晚选择自己）."""
    g = at("night 1")
    assert refused(g, action(2, "救药", 2)) == "<救药>只能选择一名其他角色（10人场第一晚可以选择自己）"
    g = at("night 2", TEN)
    assert refused(g, action(2, "救药", 2)) == "<救药>只能选择一名其他角色（10人场第一晚可以选择自己）"


def test_R21_target_out_of_play_is_refused():
    """PVZ-R21, R46: a night skill names a role still in play."""
    g = at("night 2", TWELVE, ("night 1", action(5, "杀人", 9)))
    assert refused(g, action(1, "预言", 9)) == "<预言>的目标9号已出局"


def test_target_must_be_a_seat_and_one_of_them():
    """Spec: targets are seat numbers; the skill names exactly one role."""
    g = at("night 1")
    assert refused(g, action(1, "预言", 99)) == "没有99号座位"
    assert refused(g, action(1, "预言")) == "<预言>需要选择1名角色"
    assert refused(g, action(1, "预言", 5, 6)) == "<预言>需要选择1名角色"


def test_R31_guard_same_target_twice_running():
    """PVZ-R31: 一名角色不能连续两晚成为该技能的目标."""
    g = at("night 2", TWELVE, ("night 1", action(3, "守护之盾", 9)))
    assert refused(g, action(3, "守护之盾", 9)) == \
        "9号 上一晚已是<守护之盾>的目标：一名角色不能连续两晚成为该技能的目标"


def test_R33_trade_needs_one_of_the_three_skills():
    """PVZ-R33: 从<预言><毒药><守护之盾>中选择一个技能."""
    g = at("night 1", MERCHANT)
    assert refused(g, action(3, "交易", 9, choice="自爆")) == "<交易>须从<预言><毒药><守护之盾>中选择一个技能"


def test_R37_skill_the_role_does_not_hold():
    """PVZ-R37, R18: a role names only its own skills."""
    g = at("night 1")
    assert refused(g, action(9, "预言", 5)) == "9号 没有技能<预言>"
    assert refused(g, action(8, "杀人", 5)) == "8号 没有技能<杀人>"


# --- used 限定 ----------------------------------------------------------------------------------

def test_R26_used_poison():
    """PVZ-R26: 毒药<限定>."""
    g = at("night 2", TWELVE, ("night 1", action(2, "毒药", 5)))
    assert refused(g, action(2, "毒药", 6)) == "2号 <毒药>为限定技能，已经发动过"


def test_R23_used_save():
    """PVZ-R23: 救药<限定>."""
    g = at("night 2", TWELVE, ("night 1", action(2, "救药", 9)))
    assert refused(g, action(2, "救药", 10)) == "2号 <救药>为限定技能，已经发动过"


def test_R33_used_trade():
    """PVZ-R33: 交易<限定>."""
    g = at("night 2", MERCHANT, ("night 1", action(3, "交易", 9, choice="预言")))
    assert refused(g, action(3, "交易", 10, choice="预言")) == "3号 <交易>为限定技能，已经发动过"


def test_R25_lost_spirit_sight():
    """PVZ-R25: <救药>发动后，女巫失去技能<通灵>."""
    g = at("night 2", TWELVE, ("night 1", action(2, "救药", 9)))
    assert refused(g, action(2, "通灵")) == "2号 已失去技能<通灵>"


# --- changing a night target -------------------------------------------------------------------

@pytest.mark.parametrize("first,second", [
    (action(1, "预言", 5), action(1, "预言", 6)),
    (action(5, "杀人", 9), action(6, "杀人", 10)),
    (action(8, "查验", 1), action(8, "查验", 2)),
])
def test_R54_night_target_cannot_be_changed(first, second):
    """PVZ-R54: 所有夜间技能经裁判确认有效后，均不可更改技能目标."""
    g = at("night 1")
    g.submit(first)
    reason = refused(g, second)
    assert reason.endswith("所有夜间技能经裁判确认有效后，均不可更改技能目标")


def test_R26_R25_witch_second_potion_the_same_night():
    """PVZ-R25, R26: one potion a night."""
    g = at("night 1")
    g.submit(action(2, "毒药", 5))
    assert refused(g, action(2, "救药", 9)) == "<毒药>发动后，该夜晚不可发动<救药>"


# --- wrong period ------------------------------------------------------------------------------

def test_night_skill_by_day():
    """PVZ-R21: 游戏日夜晚."""
    g = at("day 1")
    assert refused(g, action(1, "预言", 5)) == "<预言>只能在夜晚发动"


def test_R14_self_explode_by_night():
    """PVZ-R14: 游戏日白天."""
    g = at("night 1")
    assert refused(g, action(5, "自爆")) == "<自爆>只能在白天发动"


def test_R65_self_explode_in_the_election():
    """PVZ-R65: 警长竞选阶段不可自爆."""
    g = at("day 1")
    assert refused(g, action(5, "自爆", phase="警长竞选")) == "警长竞选阶段不可自爆"


def test_R64_vote_at_night_and_sheriff_vote_after_day_1():
    """PVZ-R64, R66: votes are by day; the election is day 1's."""
    g = at("night 1")
    assert refused(g, {"kind": "vote", "by": 1, "for": 5}) == "投票只能在白天进行"
    g = at("day 2")
    assert refused(g, {"kind": "sheriff_vote", "by": 1, "for": 5}) == "警长竞选只在第一天进行"


def test_R38_crush_after_night_1():
    """PVZ-R38: 第一个夜晚."""
    g = at("night 2", ADMIRER)
    assert refused(g, action(13, "一见钟情", 1)) == "<一见钟情>只能在第一个夜晚发动"


def test_R83_no_posting_at_night():
    """PVZ-R83: no posting at night."""
    g = at("night 1")
    assert refused(g, {"kind": "post", "by": 1, "text": "【01.渐强】晚上好"}) == "夜晚不得发言"


def test_R98_only_three_kinds_of_card():
    """PVZ-R98: 蓝牌, 黄牌, 红牌."""
    g = at("day 1")
    assert refused(g, {"kind": "card", "to": 1, "card": "绿牌"}) == "没有绿牌，只有蓝牌、黄牌、红牌"


def test_nothing_after_the_game_is_over():
    """PVZ-R93: once the game is over every input is refused."""
    g = new_game(TWELVE)
    advance(g, "night 1")
    for s in (1, 2):
        g.submit({"kind": "card", "to": s, "card": "红牌"})
    g.close()
    assert g.over
    assert refused(g, action(1, "预言", 5)) == "游戏已经结束"


# --- a refusal leaves no trace but its own line -----------------------------------------------

def test_refused_input_changes_nothing_in_the_record():
    """Design principle 2: the record with a refused input is the record without it, plus the
    `rejected` line."""
    base = rec(play(TWELVE, night(1, act(5, "杀人", 9)), day(1, votes={1: 5})))
    with_bad = rec(play(TWELVE, night(1, act(5, "杀人", 9), act(2, "救药", 2), act(9, "预言", 1)),
                        day(1, act(1, "预言", 5), votes={1: 5})))
    stripped = [e for e in with_bad["events"] if e["type"] != "rejected"]
    assert json.dumps(stripped, ensure_ascii=False) == json.dumps(base["events"], ensure_ascii=False)
    assert len(with_bad["events"]) - len(stripped) == 3
    assert with_bad["final"] == base["final"]
