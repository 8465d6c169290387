"""The core's step-by-step settlement, on a made-up ruleset that knows no seed:

    steps: A 看 (互不影响, answered at once) · B 刀 (needs nothing) · C 闻 (自动, needs B)
           · D 药 (opens after C) · E 结算 (run) · F 收尾 (only at the close)
    roles: 眼 <看>【2】(per_period 2) · 狼 <刀> (团队) · 医 <闻> (强制, automatic) <药> · 民

Unit tests of: the Period value, needs/opens/awaits/at_once/at_close, the director's settle,
pass, refusal of a settled step, the resolver's hook phases, re-checks at settlement (a
suspended automatic skill), counted uses per period, life states and revival."""
from __future__ import annotations

import pytest

from bansha.engine import acting, life, settlement
from bansha.engine.errors import Refusal
from bansha.engine.game import Game
from bansha.engine.model import Status
from bansha.engine.order import Step
from bansha.engine.period import Period
from bansha.engine.record import Death
from bansha.engine.resolution import AFTER, IMMUNITY, PROTECTION, RETARGET, Action, Resolver
from bansha.engine.ruleset import Ruleset
from bansha.engine.skills import RoleDef, SkillDef, 团队, 强制, 指定

GOOD, BAD = "好", "坏"


def _see(game, intent):
    game.feedback(intent.actor, "看", game.seats[intent.target].camp, intent.target)


def _cut(game, intent):
    game.ledger["cuts"].append(intent.target)


def _smell(game, intent):
    game.feedback(intent.actor, "闻", list(game.ledger["cuts"]))


def _cure(game, intent):
    game.ledger["cured"].append(intent.target)


def _settle(game):
    for t in game.ledger["cuts"]:
        if t not in game.ledger["cured"] and game.seats[t].alive:
            life.take_out(game, t, told=False)
            game.emit(Death(t, "刀"), "director")


def _end(game):
    game.ledger["closed"] = True


看 = SkillDef("看", "night", frozenset({指定}), step="A", effect=_see, per_period=2, uses=3)
刀 = SkillDef("刀", "night", frozenset({团队, 指定}), step="B", team="狼", effect=_cut)
闻 = SkillDef("闻", "night", frozenset({强制}), targets=0, step="C", auto=True, effect=_smell)
药 = SkillDef("药", "night", frozenset({指定}), step="D", effect=_cure)

ROLES = {"眼": RoleDef("眼", GOOD, (看,)), "狼": RoleDef("狼", BAD, (刀,), groups=("狼",)),
         "医": RoleDef("医", GOOD, (闻, 药)), "民": RoleDef("民", GOOD, ())}

STEPS = (
    Step("A", "看", ("看",), needs=(), at_once=True),
    Step("B", "刀", ("刀",), needs=()),
    Step("C", "闻", ("闻",), needs=("B",)),
    Step("D", "药", ("药",), needs=("C",)),
    Step("E", "结算", run=_settle),
    Step("F", "收尾", run=_end, at_close=True),
)


class Mini(Ruleset):
    id = "mini"
    factions = (GOOD, BAD)
    roles = ROLES

    def validate_roster(self, roles):
        return None

    def new_ledger(self, game):
        return {"cuts": [], "cured": [], "closed": False}

    def steps(self, game):
        return STEPS if game.period.kind == "night" else ()


RS = Mini()
SEATS = [{"seat": i + 1, "name": f"p{i + 1}", "role": r} for i, r in enumerate(["眼", "狼", "狼", "医", "民", "民"])]
EYE, W1, W2, DOC = 1, 2, 3, 4


def game(live: bool = True) -> Game:
    g = Game(RS, SEATS, live=live)
    g.close()
    return g


def act(g, by, skill, *targets):
    g.submit({"kind": "action", "by": by, "skill": skill, "targets": list(targets)})


def results(g, seat, skill):
    return [e["result"] for e in g.view(seat) if e["type"] == "feedback" and e["skill"] == skill]


def test_a_period_is_a_value_with_kind_number_and_sub_phase():
    p = Period("night 2")
    assert (p.kind, p.number, p.sub) == ("night", 2, None) and p == "night 2"
    q = Period.of("night", 2, "午夜")
    assert q == "night 2/午夜" and q.sub == "午夜" and q.base == p
    assert Period("start").number == 0 and Period("day 1").kind == "day"
    assert sorted([Period("day 1"), Period("night 2"), Period("night 1"), Period("start")], key=Period.order) == \
        ["start", "night 1", "day 1", "night 2"]
    assert Period.of("night", 2, "早夜").order(("早夜", "午夜")) < q.order(("早夜", "午夜"))
    with pytest.raises(ValueError):
        Period("noon 3")


def test_an_at_once_step_answers_each_use_as_it_is_taken():
    g = game()
    act(g, EYE, "看", W1)
    assert results(g, EYE, "看") == [BAD] and "A" not in g.settled  # it may still look again


def test_a_step_that_needs_another_waits_for_it_and_then_tells_at_once():
    g = game()
    assert not results(g, DOC, "闻")
    assert "药" not in [o.skill for o in acting.openings(g, DOC)]
    assert "还不能发动" in acting.refusal(g, DOC, "药")
    act(g, W1, "刀", 5)
    assert "B" in g.settled and "C" in g.settled and results(g, DOC, "闻") == [[5]]
    assert [o.skill for o in acting.openings(g, DOC)] == ["药"]


def test_a_teammate_sees_the_teams_one_use_until_it_settles():
    g = game(live=False)
    act(g, W1, "刀", 5)
    o = next(o for o in acting.openings(g, W2) if o.skill == "刀")
    assert o.submitted is not None and o.submitted_by == W1 and o.team == "狼"


def test_awaits_pass_and_the_run_steps_after():
    g = game()
    act(g, W1, "刀", 5)
    assert acting.waiting(g) == {EYE: ["看"], DOC: ["药"]}
    g.submit({"kind": "pass", "by": EYE, "skill": "看"})
    act(g, DOC, "药", 6)
    assert {"A", "D", "E"} <= set(g.settled) and "F" not in g.settled and not g.seats[5].alive
    g.close()
    assert g.period == "day 1"


def test_the_director_settles_a_step_and_what_it_awaited_is_forfeited():
    g = game()
    g.submit({"kind": "settle", "step": "B"})
    assert results(g, DOC, "闻") == [[]]
    with pytest.raises(Refusal, match="步骤B已经结算"):
        act(g, W1, "刀", 5)
    with pytest.raises(Refusal, match="没有步骤"):
        g.settle("Z")
    g.settle()  # the next step of play: A (F only at the close)
    assert g.settled[-1] == "A"


def test_a_replay_settles_every_step_at_the_close_in_order():
    g = game(live=False)
    act(g, DOC, "药", 5)  # listed before the kill: still taken at D, after 闻
    act(g, W1, "刀", 5)
    assert g.settled == []
    g.close()
    assert g.seats[5].alive
    steps = [e["text"].split()[0] for e in g.events if e["type"] == "trace" and e["t"] == "night 1"]
    assert steps[:5] == ["A", "B", "C", "D", "E"]


def test_each_step_marks_where_it_opened_so_the_screens_need_not_read_the_words():
    """The step's id is carried by a mark on its opening trace line (`Game.step_marks`), not found again by
    matching the line's text: a later line that reads like an opening is no opening."""
    g = game(live=False)
    act(g, W1, "刀", 5)
    g.trace("C 闻")  # a line that reads like C's opening, written before any step settles
    g.close()
    marked = {i: sid for i, sid in g.step_marks.items() if g.events[i]["t"] == "night 1"}
    assert list(marked.values())[:5] == ["A", "B", "C", "D", "E"]
    for i, sid in marked.items():
        assert g.events[i]["type"] == "trace" and g.events[i]["text"].startswith(f"{sid} ")
    fake = next(i for i, e in enumerate(g.events) if e["type"] == "trace" and e["text"] == "C 闻")
    assert fake not in g.step_marks


def test_a_suspended_automatic_skill_does_not_happen():
    """Every intent is checked again when its step settles, <强制> ones included (245 遗忘)."""
    g = game()
    g.seats[DOC].statuses.append(Status("遗忘", data={"suspends": ["闻"]}))
    act(g, W1, "刀", 5)
    assert "C" in g.settled and not results(g, DOC, "闻")


def test_a_counted_skill_may_be_used_twice_in_a_period_where_the_seed_says_so():
    g = game(live=False)
    act(g, EYE, "看", W1)
    act(g, EYE, "看", 5)
    with pytest.raises(Refusal, match="本阶段已经提交"):
        act(g, EYE, "看", 6)
    g.close()
    assert results(g, EYE, "看") == [BAD, GOOD]
    assert g.seats[EYE].skills[0].uses_left == 1


def test_the_resolvers_phases_run_in_order_with_wildcards_inside_each_phase():
    seen = []
    r = Resolver()
    r.handle("刀", lambda g, a: seen.append(("effect", a.target)))
    r.on(PROTECTION, "刀", lambda g, a: seen.append(("protection", a.target)))
    r.on(IMMUNITY, "*", lambda g, a: seen.append(("immunity*", a.target)))
    r.on(RETARGET, "*", lambda g, a: (seen.append(("retarget*", a.target)), a.retarget(6, "转移")))
    r.on(AFTER, "刀", lambda g, a: seen.append(("after", a.target)))
    g = game()
    r.run(g, [Action("刀", W1, 5, "刀")])
    assert seen == [("retarget*", 5), ("immunity*", 6), ("protection", 6), ("effect", 6), ("after", 6)]
    with pytest.raises(ValueError):
        r.on("before", "刀", lambda g, a: None)


def test_a_redirection_on_every_skill_is_seen_before_any_protection_cancels_it():
    log = []
    r = Resolver()
    r.handle("刀", lambda g, a: None)
    r.on(PROTECTION, "刀", lambda g, a: a.cancel("被保护"))
    r.on(RETARGET, "*", lambda g, a: log.append(a.kind))
    done = r.run(game(), [Action("刀", W1, 5, "刀")])
    assert log == ["刀"] and done[0].cancelled


def test_life_states_and_revival():
    g = game()
    life.take_out(g, 5, told=False)
    assert not g.seats[5].alive and not life.knows_out(g, 5) and acting.openings(g, 5) == []
    life.tell(g, [5])
    assert life.knows_out(g, 5)
    life.revive(g, 5, "复活")
    assert g.seats[5].alive and g.seats[5].life == life.ALIVE
    assert any(e["type"] == "revive" and e["seat"] == 5 for e in g.events)
    life.take_out(g, 6, left=True)
    with pytest.raises(Refusal, match="离场"):
        life.revive(g, 6, "复活")


def test_step_status_lists_each_steps_state():
    g = game()
    act(g, W1, "刀", 5)
    rows = {r["id"]: r["state"] for r in settlement.status(g)}
    assert rows["B"] == rows["C"] == "settled" and rows["D"] == "open" and rows["E"] == "waiting"


class Redirecting(Mini):
    """One redirection on "*" serves every 指定 skill: here every use aimed at 5号 goes to 6号."""

    directed_hooks = True

    def pipeline(self, game, resolver):
        def kick(g, a):
            if a.target == 5:
                a.retarget(6, "转移")
        resolver.on(RETARGET, "*", kick)
        resolver.on(IMMUNITY, "*", lambda g, a: a.cancel("免疫") if a.target == 1 else None)


def test_every_directed_skill_passes_the_rulesets_pipeline():
    g = Game(Redirecting(), SEATS, live=True)
    g.close()
    act(g, EYE, "看", 5)
    fb = [e for e in g.view(EYE) if e["type"] == "feedback"]
    assert [(e["target"], e["result"]) for e in fb] == [(6, GOOD)]
    act(g, W1, "刀", 1)  # immune: the 刀 is cancelled before its effect
    assert g.ledger["cuts"] == []
    assert any("无效：免疫" in e.get("text", "") for e in g.events if e["type"] == "trace")


class Short(Mini):
    """A night that lacks step D: 药 would be taken and never settled, unless a run step takes it."""
    id = "short"

    def __init__(self, takes: tuple[str, ...] = ()):
        super().__init__()
        self.night = (STEPS[0], STEPS[1], STEPS[2], Step("E", "结算", run=_settle, takes=takes))

    def steps(self, game):
        return self.night if game.period.kind == "night" else ()


def test_a_use_whose_step_the_period_lacks_is_refused_and_nothing_is_recorded():
    g = Game(Short(), SEATS)
    g.close()
    before = len(g.inbox)
    with pytest.raises(Refusal, match="<药>不在本阶段发动（在D结算）"):
        act(g, DOC, "药", 5)
    assert len(g.inbox) == before
    act(g, EYE, "看", 2)  # a skill whose step is here is taken as before


def test_a_run_step_that_takes_the_skill_lets_it_in():
    g = Game(Short(takes=("药",)), SEATS)
    g.close()
    act(g, DOC, "药", 5)
    assert [i.skill for i in g.inbox if getattr(i, "skill", None)] == ["药"]


def test_accepts_names_the_input_kinds_intake_takes():
    """The console offers a form for an input kind only where the ruleset takes it (245's 僵局)."""
    from bansha.rulesets import get
    assert get("jiu").accepts("stalemate") and not get("pvz").accepts("stalemate")
    assert RS.accepts("action") and RS.accepts("sheriff_vote") and not RS.accepts("request")
