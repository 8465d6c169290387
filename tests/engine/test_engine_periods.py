"""Periods in order, and night steps settled in their order (design.md: periods and phases;
settlement modes: sequential steps, simultaneous uses in submission order)."""
import pytest

from bansha.engine.errors import Refusal
from bansha.engine.order import Step, run_steps
from bansha.engine.skills import Intent, SkillDef, SkillSlot

from engine_toy import BAD, TOY, act, new, of_type, to_night, traces


def test_periods_run_start_night_day_in_order_and_each_opens():
    g = new("狼", "先知", "村民", "村民", "村民")
    assert g.period == "start"
    seen = [g.period]
    for _ in range(4):
        g.close()
        seen.append(g.period)
    assert seen == ["start", "night 1", "day 1", "night 2", "day 2"]
    assert g.flags["opened"] == ["night 1", "day 1", "night 2", "day 2"]


def test_period_index_kind_and_labels():
    assert [TOY.period_index(p) for p in ("start", "night 1", "day 1", "night 2", "day 3")] == [0, 1, 2, 3, 6]
    assert TOY.kind("night 4") == "night" and TOY.kind("day 2") == "day" and TOY.kind("start") == "start"
    assert TOY.valid_label("start") and TOY.valid_label("night 12")
    for bad in ("night", "night 0", "dusk 1", "day x", "day 1 2", ""):
        assert not TOY.valid_label(bad), bad


def test_events_carry_the_period_they_were_settled_in():
    g = to_night(new("狼", "先知", "村民", "村民", "村民"))
    g.submit(act(2, "查", 1))
    g.close()
    fb = of_type(g, "feedback", skill="查")
    assert [e["t"] for e in fb] == ["night 1"]
    assert g.period == "day 1"


def test_steps_settle_in_order_and_each_leaves_a_trace():
    g = to_night(new("狼", "先知", "医生", "村民", "村民"))
    g.submit(act(1, "刀", 4))
    g.submit(act(2, "查", 1))
    g.close()
    heads = [t for t in traces(g) if t in ("S 查与护", "K 刀", "X 刀结算")]
    assert heads == ["S 查与护", "K 刀", "X 刀结算"]


def test_within_a_step_the_steps_skill_order_beats_submission_order():
    """Step S lists 护 before 查: a 查 submitted first still settles after the 护."""
    g = to_night(new("狼", "先知", "医生", "村民", "村民"))
    g.submit(act(2, "查", 1))
    g.submit(act(3, "护", 4))
    g.close()
    kinds = [(e["type"], e.get("text", e.get("skill"))) for e in g.events if e["t"] == "night 1"]
    i_protect = kinds.index(("trace", "4号 受到<护>（来自3号）"))
    i_peek = kinds.index(("feedback", "查"))
    assert i_protect < i_peek


def test_uses_of_one_skill_settle_in_submission_order():
    """互不影响 (simultaneous): same skill, same step, settled in the order submitted."""
    g = to_night(new("狼", "先知", "先知", "村民", "村民", "村民"))
    g.submit(act(3, "查", 1))
    g.submit(act(2, "查", 1))
    g.close()
    assert [e["to"] for e in of_type(g, "feedback", skill="查")] == [3, 2]


def test_run_steps_marks_intents_consumed_and_uses_a_count():
    g = to_night(new("狼", "医生", "村民", "村民", "村民"))
    intent = g.submit(act(2, "护", 3))
    assert not intent.consumed and intent.slot.uses_left == 1
    g.close()
    assert intent.consumed and intent.slot.uses_left == 0


def test_run_steps_runs_a_settlement_function_and_stops_once_the_game_is_over():
    g = to_night(new("狼", "先知", "村民", "村民", "村民"))
    calls = []
    steps = (Step("A", "一", run=lambda game: calls.append("A")),
             Step("B", "二", run=lambda game: game.end(BAD, "测试")),
             Step("C", "三", run=lambda game: calls.append("C")))
    run_steps(g, steps, [])
    assert calls == ["A"]
    assert "A 一" in traces(g) and "B 二" in traces(g) and "C 三" not in traces(g)


def test_run_steps_settles_only_the_skills_of_each_step():
    g = to_night(new("狼", "先知", "村民", "村民", "村民"))
    hits = []
    d = SkillDef("甲", "night", step="A", effect=lambda game, i: hits.append(("甲", i.actor)))
    e = SkillDef("乙", "night", step="B", effect=lambda game, i: hits.append(("乙", i.actor)))
    intents = [Intent(3, SkillSlot.of(e), (), index=0), Intent(4, SkillSlot.of(d), (), index=1)]
    run_steps(g, (Step("A", "一", ("甲",)), Step("B", "二", ("乙",))), intents)
    assert hits == [("甲", 4), ("乙", 3)]


def test_closing_a_finished_game_is_refused_and_changes_nothing():
    g = to_night(new("狼", "先知", "村民"))
    g.submit(act(1, "刀", 2))
    g.close()  # 狼 kills 先知: 1 坏人 vs 1 好人, 坏人阵营 wins
    assert g.over and g.winner == BAD
    period, n = g.period, len(g.events)
    with pytest.raises(Refusal):
        g.close()
    assert (g.period, len(g.events)) == (period, n)


def test_period_index_walks_the_order_once():
    """Loading a scenario checks every step's label against play order (issue 11 §5): the walk is
    kept, so a 600-period file costs ~600 steps of the order, not the ~180,000 of walking from the
    start for each label."""
    from bansha.engine.ruleset import Ruleset
    calls = []

    class Counting(Ruleset):  # night 1, day 1, night 2 … as PVZ's; a subclass, as the compiled build allows
        def next_period(self, label):
            calls.append(label)
            return super().next_period(label)

    rs = Counting()
    labels = [f"{k} {n}" for n in range(1, 301) for k in ("night", "day")]
    assert [rs.period_index(x) for x in labels] == list(range(1, 601))
    assert rs.period_index("start") == 0 and rs.period_index("night 7") == 13
    assert len(calls) == 600
