"""Skills with tags: 限定 counts, team skills shared by a group, 强制 automatic skills, 指定
targets (count, self, dead seats), phase and life checks, granted skills, and what the intake
offers (intake.usable, intake.legal_targets)."""
import pytest

from bansha.engine.errors import Refusal
from bansha.engine.intake import legal_targets, targets_refusal, usable
from bansha.engine.skills import SkillDef, SkillSlot, 团队, 限定

from engine_toy import act, die, new, of_type, to_night, vote
import engine_toy


def _refused(g, inp) -> str:
    before = (len(g.inbox), len(g.events))
    with pytest.raises(Refusal) as e:
        g.submit(inp)
    assert (len(g.inbox), len(g.events)) == before
    return e.value.reason


# --- 限定 ---------------------------------------------------------------------------------------

def test_a_limited_skill_is_spent_after_its_use_and_refused_later():
    g = to_night(new("狼", "医生", "村民", "村民", "村民"))
    slot = next(s for s in g.seats[2].skills if s.name == "护")
    assert engine_toy.护.limited and slot.uses_left == 1
    g.submit(act(2, "护", 3))
    g.close()
    assert slot.uses_left == 0 and slot.spent()
    to_night(g, 2)
    assert "护" not in [s.name for s in usable(g, 2)]
    assert "已经发动过" in _refused(g, act(2, "护", 4))


def test_a_limited_skill_not_used_keeps_its_count():
    g = to_night(new("狼", "医生", "村民", "村民", "村民"))
    g.close()
    to_night(g, 2)
    g.submit(act(2, "护", 3))
    assert next(s for s in g.seats[2].skills if s.name == "护").uses_left == 1  # spent when settled


def test_a_skill_is_submitted_once_per_period():
    g = to_night(new("狼", "先知", "村民", "村民", "村民"))
    g.submit(act(2, "查", 3))
    assert "本阶段已经提交" in _refused(g, act(2, "查", 4))


# --- team skills --------------------------------------------------------------------------------

def test_a_team_skill_is_one_copy_shared_by_the_group():
    g = new("狼", "卧底", "先知", "村民", "村民", "村民")
    assert g.members("狼") == [1, 2]
    shared = g.group_skills["狼"]
    assert [s.name for s in shared] == ["刀"] and shared[0].source == "团队"
    assert engine_toy.团队 in shared[0].defn.tags
    assert not any(s.name == "刀" for s in g.seats[1].skills + g.seats[2].skills)


@pytest.mark.parametrize("member", [1, 2])
def test_any_member_submits_the_team_skill_once_for_all(member):
    g = to_night(new("狼", "卧底", "先知", "村民", "村民", "村民"))
    intent = g.submit(act(member, "刀", 4))
    assert intent.slot is g.group_skills["狼"][0]
    other = 3 - member
    assert "刀" not in [s.name for s in usable(g, other)]
    assert "本阶段已经提交" in _refused(g, act(other, "刀", 5))
    g.close()
    assert ("night 1", 4, "刀") in engine_toy.deaths(g)
    assert len([d for d in engine_toy.deaths(g) if d[2] == "刀"]) == 1


def test_outsiders_do_not_hold_the_team_skill():
    g = to_night(new("狼", "卧底", "先知", "村民", "村民", "村民"))
    assert _refused(g, act(3, "刀", 4)) == "3号 没有技能<刀>"


def test_the_team_skill_stays_with_the_living_members():
    g = to_night(new("狼", "卧底", "先知", "村民", "村民", "村民", "村民"))
    die(g, 1, "测试")
    assert "已出局" in _refused(g, act(1, "刀", 4))
    g.submit(act(2, "刀", 4))


# --- 强制 automatic skills ---------------------------------------------------------------------

def test_an_automatic_skill_happens_by_itself_every_night():
    g = to_night(new("狼", "先知", "村民", "村民", "村民"))
    assert "巡" not in [s.name for s in usable(g, 2)]
    g.close()
    to_night(g, 2)
    g.close()
    assert [(e["t"], e["to"], e["result"]) for e in of_type(g, "feedback", skill="巡")] == \
        [("night 1", 2, 5), ("night 2", 2, 5)]


def test_an_automatic_skill_listed_anyway_happens_once():
    g = to_night(new("狼", "先知", "村民", "村民", "村民"))
    g.submit(act(2, "巡"))
    g.close()
    assert len(of_type(g, "feedback", skill="巡")) == 1


def test_an_automatic_skill_skips_dead_holders_and_lost_skills():
    g = to_night(new("狼", "先知", "先知", "村民", "村民", "村民", "村民"))
    die(g, 2, "测试")
    g.seats[3].lost.add("巡")
    g.close()
    assert of_type(g, "feedback", skill="巡") == []


# --- 指定 targets --------------------------------------------------------------------------------

def test_target_count_is_checked():
    g = to_night(new("狼", "先知", "村民", "村民", "村民"))
    assert _refused(g, act(2, "查")) == "<查>需要选择1名角色"
    assert _refused(g, act(2, "查", 3, 4)) == "<查>需要选择1名角色"
    zero = SkillDef("无", "night", targets=0)
    assert targets_refusal(g, g.seats[2], zero, (3,)) == "<无>不需要选择目标"
    two = SkillDef("二", "night", targets=2)
    assert targets_refusal(g, g.seats[2], two, (3, 3)) == "<二>的目标不能重复"
    assert targets_refusal(g, g.seats[2], two, (3, 4)) is None


def test_self_target_only_where_allowed():
    g = to_night(new("狼", "先知", "医生", "村民", "村民"))
    assert _refused(g, act(2, "查", 2)) == "<查>只能选择一名其他角色"
    g.submit(act(3, "护", 3))  # allow_self defaults to True
    g.submit(act(1, "刀", 1))  # so may a team skill


def test_dead_targets_refused_unless_the_skill_allows_them():
    g = to_night(new("狼", "先知", "灵媒", "村民", "村民", "村民"))
    die(g, 4, "测试")
    assert _refused(g, act(2, "查", 4)) == "<查>的目标4号已出局"
    g.submit(act(3, "招", 4))
    g.close()
    assert [e["result"] for e in of_type(g, "feedback", skill="招")] == ["村民"]


def test_unknown_seats_and_malformed_targets_are_refused():
    g = to_night(new("狼", "先知", "村民", "村民", "村民"))
    assert _refused(g, act(2, "查", 9)) == "没有9号座位"
    assert _refused(g, {"kind": "action", "by": 2, "skill": "查", "targets": 3}) == "targets 应为座位号列表"
    assert _refused(g, {"kind": "action", "by": 2, "skill": "查", "targets": ["3"]}) == "没有3号座位"
    assert _refused(g, {"kind": "action", "by": 2, "skill": "查", "targets": [True]}) == "没有True号座位"
    assert _refused(g, {"kind": "action", "by": 7, "skill": "查", "targets": [3]}) == "没有7号座位"
    assert _refused(g, {"kind": "action", "by": 2, "targets": [3]}) == "缺少技能名"


def test_a_skills_own_check_refuses_in_its_words():
    g = to_night(new("狼", "先知", "村民", "村民", "村民"))
    assert _refused(g, act(2, "查", 3, choice="挑剔")) == "挑剔：不能选择村民"
    g.submit(act(2, "查", 1, choice="挑剔"))


# --- timing, life, lost skills ----------------------------------------------------------------

def test_a_skill_is_refused_outside_its_phase():
    g = new("狼", "先知", "村民", "村民", "村民")
    g.close()
    g.close()
    assert g.period == "day 1"
    assert _refused(g, act(2, "查", 1)) == "<查>只能在夜晚发动"


def test_the_dead_do_not_act():
    g = to_night(new("狼", "先知", "村民", "村民", "村民"))
    die(g, 2, "测试")
    assert _refused(g, act(2, "查", 1)) == "2号 已出局，不能发动<查>"
    assert usable(g, 2) == []


def test_a_lost_skill_is_refused():
    g = to_night(new("狼", "先知", "村民", "村民", "村民"))
    g.seats[2].lost.add("查")
    assert _refused(g, act(2, "查", 1)) == "2号 已失去技能<查>"
    assert "查" not in [s.name for s in usable(g, 2)]


def test_a_reactive_skill_is_taken_from_the_dead_and_judged_later():
    g = to_night(new("狼", "猎手", "村民", "村民", "村民", "村民"))
    die(g, 2, "测试")
    intent = g.submit(act(2, "枪", 3))
    assert g.reactive == [intent]
    assert "枪" not in [s.name for s in usable(g, 2)]


# --- granted skills -----------------------------------------------------------------------------

def test_a_granted_skill_has_its_own_count():
    g = to_night(new("狼", "先知", "村民", "村民", "村民"))
    gift = SkillSlot.of(engine_toy.查, "交易", uses=1)
    g.seats[3].skills.append(gift)
    assert [s.name for s in usable(g, 3)] == ["查"]
    g.submit(act(3, "查", 1))
    g.close()
    assert gift.spent() and [e["to"] for e in of_type(g, "feedback", skill="查")] == [3]
    original = next(s for s in g.seats[2].skills if s.name == "查")
    assert original.uses_left is None and not original.spent()
    to_night(g, 2)
    assert usable(g, 3) == []
    assert "已经发动过" in _refused(g, act(3, "查", 1))


# --- intake.usable and intake.legal_targets -----------------------------------------------------

def test_usable_lists_what_a_seat_may_submit_now():
    g = new("狼", "卧底", "先知", "医生", "村民", "村民", "村民")
    assert usable(g, 3) == []  # start: no night skill yet
    to_night(g)
    assert [s.name for s in usable(g, 1)] == ["刀"]
    assert [s.name for s in usable(g, 3)] == ["查"]
    assert [s.name for s in usable(g, 4)] == ["护"]
    assert usable(g, 5) == []
    g.submit(act(3, "查", 1))
    assert usable(g, 3) == []
    g.close()
    assert g.period == "day 1"
    assert all(usable(g, n) == [] for n in g.alive())


def test_legal_targets_follow_the_checks():
    g = to_night(new("狼", "先知", "灵媒", "村民", "村民", "村民"))
    die(g, 5, "测试")
    peek = next(s for s in g.seats[2].skills if s.name == "查")
    assert legal_targets(g, 2, peek) == [1, 3, 4, 6]
    assert legal_targets(g, 2, peek, "挑剔") == [1, 3]
    summon = g.seats[3].skills[0]
    assert legal_targets(g, 3, summon) == [1, 2, 3, 4, 5, 6]
    patrol = next(s for s in g.seats[2].skills if s.name == "巡")
    assert legal_targets(g, 2, patrol) == []


@pytest.mark.parametrize("choice", [None, "挑剔"])
def test_legal_targets_agree_with_submit(choice):
    for t in range(1, 7):
        g = to_night(new("狼", "先知", "灵媒", "村民", "村民", "村民"))
        die(g, 5, "测试")
        peek = next(s for s in g.seats[2].skills if s.name == "查")
        legal = t in legal_targets(g, 2, peek, choice)
        try:
            g.submit(act(2, "查", t, choice=choice))
            accepted = True
        except Refusal:
            accepted = False
        assert accepted == legal, t


def test_votes_are_not_skills():
    g = to_night(new("狼", "先知", "村民", "村民", "村民"))
    assert _refused(g, vote(2, 1)) == "投票只能在白天进行"


def test_skill_tags_are_data():
    d = SkillDef("x", "night", frozenset({限定, 团队}), uses=2)
    assert d.limited and SkillSlot.of(d).uses_left == 2 and SkillSlot.of(d, uses=5).uses_left == 5
    assert not SkillDef("y", "night").limited
