"""怪盗 — 偷盗 (JIU-R114, R165; the re-choice 偷盗改选: rulings.md 偷盗)."""
from jiu_helpers import (DUCK, KUANGLU, LAN, LINEUP, MERCHANT, SEER, A, day, events, feedback, game, night, notices,
                         rejected)

from bansha.engine.skills import Intent, SkillSlot
from bansha.rulesets.jiu import night as jiu_night
from bansha.rulesets.jiu.roles import phantom_thief, seer
from bansha.rulesets import get as _ruleset
from bansha.rulesets.jiu.action_order import ACTION_ORDER, in_scope

STEP_OF = {s: in_scope(s, _ruleset("jiu").skill_names()) for s in ACTION_ORDER}  # the steps' skills this ruleset has

THIEF = 15
FIFTEEN = {**LINEUP, THIEF: "怪盗"}


def night_notices(g, seat: int) -> list[str]:
    return [e["text"] for e in events(g, "notice", to=seat) if e["t"].startswith("night")]


def play(*steps, **kw):
    return game(list(steps), lineup=FIFTEEN, **kw)


def steal(*targets):
    return A(THIEF, "偷盗", list(targets))


def test_jiu_r114_a_stolen_use_is_told_at_once_and_its_feedback_goes_to_the_thief():
    g = play(night(1, steal(SEER, MERCHANT), A(SEER, "预言", [DUCK])))
    assert feedback(g, SEER, "预言") == [] and feedback(g, THIEF, "预言") == ["选择目标为非村民阵营"]
    assert night_notices(g, SEER) == ["你的<预言>已被偷。", "你被偷盗了"]
    assert f"<偷盗>：{SEER}号 发动了<预言>，选择目标：{DUCK}号。" in notices(g, THIEF)


def test_jiu_r114_the_thief_may_choose_new_targets_the_target_never_learns_them():
    g = play(night(1, steal(SEER, MERCHANT), A(SEER, "预言", [DUCK]), A(THIEF, "偷盗改选", choice=[SEER, "预言", [9]])))
    assert feedback(g, THIEF, "预言") == ["选择目标为村民阵营"] and feedback(g, SEER, "预言") == []
    fb = events(g, "feedback", skill="预言")
    assert fb[0]["target"] == 9 and g.audiences[g.events.index(fb[0])] == (THIEF,)
    assert not any("9号" in t for t in notices(g, SEER))
    g = play(night(1, steal(SEER, MERCHANT), A(SEER, "预言", [DUCK]), A(THIEF, "偷盗改选", choice="7 预言 13")))
    assert feedback(g, THIEF, "预言") == ["选择目标为非村民阵营"]


def test_jiu_r114_the_thief_may_cancel_the_use_which_is_then_not_spent():
    g = play(night(1, steal(SEER, MERCHANT), A(MERCHANT, "馈赠", [9], choice="毒药"),
                   A(THIEF, "偷盗改选", choice=[MERCHANT, "馈赠", "放弃"])))
    assert not [s for s in g.seats[9].skills if s.source == "礼物"]
    gift = next(s for s in g.seats[MERCHANT].skills if s.name == "馈赠")
    assert gift.uses_left == 1 and night_notices(g, MERCHANT) == ["你的<馈赠>已被偷。", "你被偷盗了"]


def test_jiu_r114_a_new_target_the_skill_would_refuse_is_refused_and_the_use_goes_as_sent():
    g = play(night(1, steal(SEER, MERCHANT), A(MERCHANT, "馈赠", [9], choice="守护"),
                   A(THIEF, "偷盗改选", choice=[MERCHANT, "馈赠", [MERCHANT]])))
    assert rejected(g, THIEF, "偷盗改选") == ["<偷盗改选>：<馈赠>只能选择一名其他角色"]
    assert [s.name for s in g.seats[9].skills if s.source == "礼物"] == ["流光庇护"]


def test_jiu_r114_forced_skills_are_not_stolen():
    forced = Intent(SEER, SkillSlot.of(seer.天意), ())
    assert not phantom_thief.stealable(forced)
    assert phantom_thief.stealable(Intent(SEER, SkillSlot.of(seer.预言), (DUCK,)))


def test_jiu_r114_both_targets_are_told_at_night_s_end_even_with_nothing_stolen_and_it_is_limited():
    g = play(night(1, steal(SEER, MERCHANT)), day(2), night(2, steal(SEER, MERCHANT), A(SEER, "预言", [DUCK])))
    assert night_notices(g, SEER)[0] == "你被偷盗了" and night_notices(g, MERCHANT) == ["你被偷盗了"]
    assert rejected(g, THIEF, "偷盗") == ["15号 <偷盗>为限定技能，已经发动过"]
    assert feedback(g, SEER, "预言") == ["选择目标为非村民阵营"]  # night 2: nothing stolen


def test_jiu_r165_the_early_night_first_slot_does_not_affect_itself():
    assert STEP_OF["早夜1"] == ("无尽追猎", "偷盗")
    step = next(s for s in jiu_night.NIGHT_STEPS if s.id == "早夜1")
    assert step.at_once and "互不影响" in step.title
    g = play(night(1, steal(LAN, SEER), A(LAN, "无尽追猎", choice="预言家"), A(LAN, "雷击", [9])))
    assert feedback(g, LAN, "无尽追猎") == ["存活"]  # 早夜1: not stolen
    assert night_notices(g, LAN) == ["你的<雷击>已被偷。", "你被偷盗了"]  # 深夜2: stolen


def test_jiu_r114_live_a_stolen_use_waits_for_the_thief_and_the_notices_come_as_it_is_taken():
    g = play(day(1))  # the game stops with night 1 open
    assert g.period == "night 1"
    g.live = True
    g.submit({"kind": "action", "by": THIEF, "skill": "偷盗", "targets": [SEER, MERCHANT]})
    g.settle("午夜")
    g.submit({"kind": "action", "by": SEER, "skill": "预言", "targets": [DUCK]})
    assert night_notices(g, SEER) == ["你的<预言>已被偷。"] and feedback(g, THIEF, "预言") == []
    assert "深夜1" not in g.settled and (THIEF, "偷盗改选") in g.ruleset.steps(g)[7].awaits(g)
    g.submit({"kind": "action", "by": THIEF, "skill": "偷盗改选", "choice": [SEER, "预言", [KUANGLU]]})
    assert feedback(g, THIEF, "预言") == ["选择目标为非村民阵营"] and feedback(g, SEER, "预言") == []
    try:
        g.submit({"kind": "action", "by": THIEF, "skill": "偷盗改选", "choice": [SEER, "预言", "放弃"]})
    except Exception as e:  # noqa: BLE001 — the engine's Refusal
        assert "今晚没有待结算的被偷技能" in str(e)
    else:
        raise AssertionError("a re-choice with nothing stolen pending must be refused")
