"""`bansha replay` on any input (spec/replay.md, Exit codes): random scenario files, structurally
valid ones with random values and broken ones, run through the CLI's own code. Whatever the
file holds, the exit code is 0 or 2, never a traceback; 2 means one line on stderr and nothing
on stdout; 0 means one JSON record on stdout that follows the contract (tests/test_replay_contract.py)."""
from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bansha import rulesets
from bansha.rulesets.hongloumeng.lineups import LINEUP
from bansha.rulesets.pvz.lineups import RANGES

from test_replay_contract import BASE, check_invalid, check_run, run_replay

SETTINGS = settings(max_examples=200, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

NAMES = ["渐强", "雪雪", "阿青", "小鹿", "老王", "木木", "猎户", "石头", "九九", "十一", "墓园", "十二", "贾宝玉",
         "林黛玉", "薛宝钗", "王熙凤", "史湘云"]
FAKE_SKILLS = ["预知", "", "杀 人", "x", "殉 职", "撕警徽"]
CHOICES = ["残暴", "窥探", "顶盾", "预言", "毒药", "守护之盾", "撕警徽", "未成会", "救药", "交易", ""]
PHASES = ["警长竞选", "晨曦", "正午", "黄昏", "早夜", "午夜", "深夜", "凌晨", "", "night"]
FACTIONS = ["狼人阵营", "村民阵营", "魔女会阵营", "", "三方阵营"]
ODD_INTS = [0, -1, 2**31, 2**63, -(2**63), 10**30, 10**300]

LEAF = st.one_of(st.none(), st.booleans(), st.integers(), st.sampled_from(ODD_INTS),
                 st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=8))
ANY_JSON = st.recursive(LEAF, lambda kids: st.one_of(st.lists(kids, max_size=3),
                                                     st.dictionaries(st.text(max_size=4), kids, max_size=3)),
                        max_leaves=8)


def rarely(common: st.SearchStrategy, rare: st.SearchStrategy, one_in: int) -> st.SearchStrategy:
    """`rare` about once in `one_in` draws (st.one_of and list elements lean on odd values far more)."""
    return st.integers(0, one_in - 1).flatmap(lambda i: rare if i == 0 else common)


def seat_no(n: int, one_in: int = 8) -> st.SearchStrategy[int]:
    """Mostly a seat of the table, now and then none."""
    return rarely(st.integers(1, n), st.sampled_from([0, -1, n + 1, *ODD_INTS]), one_in)


def action_seat(n: int) -> st.SearchStrategy[int]:
    """A seat in an action: one that is no seat makes the scenario invalid, so it is rarer."""
    return seat_no(n, 60)


def _label(rid: str, index: int) -> str:
    rs = rulesets.get(rid)
    label = rs.first_period()
    for _ in range(index):
        label = rs.next_period(label)
    return label


def labels(rid: str) -> st.SearchStrategy[list[str]]:
    """Step labels in play order; now and then a duplicate, an unknown one or one out of order."""
    ordered = st.lists(st.integers(0, 11), max_size=8, unique=True).map(lambda xs: [_label(rid, i) for i in sorted(xs)])
    odd = st.sampled_from(["night 0", "day 01", "night  1", "evening 1", "", "start", "night 1", "day 3",
                           "night ²", "day 99999", "Night 1", "night 1 "])
    return rarely(ordered, st.tuples(ordered, st.lists(odd, max_size=2), st.randoms()).map(
        lambda t: _shuffled_in(t[0], t[1], t[2])), 6)


def _shuffled_in(base: list[str], extra: list[str], rnd: random.Random) -> list[str]:
    out = list(base)
    for x in extra:
        out.insert(rnd.randint(0, len(out)), x)
    return out


def choice_value(n: int) -> st.SearchStrategy[Any]:
    """A `choice` of any JSON type, or one of the forms the skills read (a pick, a seat, a 审判 dict)."""
    seat_or_any = rarely(seat_no(n), ANY_JSON, 4)
    trial = st.fixed_dictionaries({"处决": seat_or_any},
                                  optional={"同意": st.one_of(st.lists(seat_or_any, max_size=3), ANY_JSON),
                                            "成会": ANY_JSON})
    return st.one_of(ANY_JSON, st.sampled_from(CHOICES), seat_no(n), trial)


@st.composite
def action(draw: st.DrawFn, rid: str, roles: list[str | None]) -> dict:
    """Mostly a skill of the actor's own role; else any skill of the ruleset, or no skill at all."""
    rs = rulesets.get(rid)
    n = len(roles)
    skilled = [i for i, r in enumerate(roles, 1) if r in rs.roles and rs.roles[r].skills]
    by = draw(rarely(st.sampled_from(skilled or [1]), action_seat(n), 3))
    role = roles[by - 1] if 1 <= by <= n else None
    own = sorted({s.name for s in rs.roles[role].skills}) if role in rs.roles else []
    every = sorted(rs.skill_names())
    names = rarely(st.sampled_from(every), st.sampled_from(FAKE_SKILLS), 40)
    out = {"by": by, "skill": draw(rarely(st.sampled_from(own), names, 3) if own else names)}
    defs = {d.name: d for r in rs.roles.values() for d in r.skills}
    k = defs[out["skill"]].targets if out["skill"] in defs else 1
    if draw(st.integers(0, 5)):
        fits = st.lists(st.integers(1, n), min_size=k, max_size=k, unique=True)
        out["targets"] = draw(rarely(fits, st.lists(action_seat(n), max_size=3), 4))
    if draw(st.booleans()):
        out["choice"] = draw(choice_value(n))
    if draw(st.integers(0, 4)) == 0:
        out["phase"] = draw(st.one_of(st.sampled_from(PHASES), st.text(max_size=4)))
    if draw(st.integers(0, 6)) == 0:
        out["time"] = draw(st.sampled_from(["2024-01-02T19:00:00+08:00", "2024-01-02T19:00:00", "tomorrow", ""]))
    return out


def vote(n: int) -> st.SearchStrategy[dict]:
    """A vote for anyone, or for one of the first seats (so that some exiles happen), or 弃票."""
    return st.fixed_dictionaries({"by": seat_no(n), "for": rarely(rarely(seat_no(n), st.integers(1, 3), 2), st.none(), 8)})


def post_text(names: list[str]) -> st.SearchStrategy[str]:
    """Random text, or a post in the seeds' vote formats naming the table's seats (right or wrong)."""
    n = len(names)
    seat = st.integers(1, n)
    who = st.one_of(seat.map(lambda a: f"{a:02d}.{names[a - 1]}"), seat.map(str), st.text(max_size=3),
                    st.sampled_from(["99.无名", "07", "7号", ""]))
    name = st.one_of(st.sampled_from(names), st.text(max_size=3), st.just("弃权"))
    return st.one_of(
        st.text(max_size=30),
        st.builds(lambda a, b, why: f"【{a}】【投票】给【{b}】{why}", who, who, st.text(max_size=4)),
        st.builds(lambda a: f"【{a}】【弃票】", who),
        st.builds(lambda a, b: f"{a} 投票给 {b}", who, who),
        st.builds(lambda a, b, why: f"【{a}】\n投票对象：{b}\n投票理由：{why}", who, name, st.text(max_size=5)),
        st.builds(lambda a, b, c: f"【{a}】\n> 投票对象：{b}\n改票对象：{c}\n改票理由：变了", who, name, name),
        st.builds(lambda a: f"【{a}】\n【自爆】", who),
        st.sampled_from(["【自爆】", "投票", "回复 3# 投票对象：", "[b]遗言[/b]", "\n\n", "改票对象：\n", "申请加速",
                         "申请延时", "加速", "延时"]),
    )


def post(names: list[str]) -> st.SearchStrategy[dict]:
    return st.fixed_dictionaries(
        {"by": seat_no(len(names)), "text": post_text(names)},
        optional={"thread": st.sampled_from(["discussion", "vote", "sheriff"]),
                  "reply_to": st.one_of(st.integers(-2, 12), st.sampled_from(ODD_INTS), st.none())})


def card(n: int) -> st.SearchStrategy[dict]:
    return st.fixed_dictionaries(
        {"to": seat_no(n), "card": st.sampled_from(["蓝牌", "黄牌", "红牌"])},
        optional={"reason": st.one_of(st.text(max_size=6), st.just("")), "faction_loses": st.booleans()})


@st.composite
def step(draw: st.DrawFn, rid: str, roles: list[str | None], names: list[str], at: str) -> dict:
    n = len(roles)
    out: dict[str, Any] = {"at": at}
    night = at.startswith("night") or at == "start"
    wanted = {
        "actions": (st.lists(action(rid, roles), max_size=8), 4 if night else 2),
        "sheriff_votes": (st.lists(vote(n), max_size=n + 2), 2 if at == "day 1" else 8),
        "votes": (st.lists(vote(n), max_size=n + 2), 8 if night else 2),
        "posts": (st.lists(post(names), max_size=8), 8 if night else 3),
        "cards": (st.lists(card(n), max_size=3), 6),
        "last_words": (st.lists(st.fixed_dictionaries({"by": seat_no(n), "text": post_text(names)}), max_size=3), 6),
        "surrender": (st.one_of(
            st.none(),
            st.fixed_dictionaries({"faction": st.sampled_from(FACTIONS)},
                                  optional={"by": st.one_of(st.lists(seat_no(n), max_size=4), seat_no(n), st.none())}),
            st.lists(st.fixed_dictionaries({"faction": st.sampled_from(FACTIONS),
                                            "by": st.lists(seat_no(n), max_size=14)}), max_size=2)), 10),
    }
    for key, (strategy, one_in) in wanted.items():
        if draw(st.integers(0, one_in - 1)) == 0 or (key == "actions" and night and draw(st.booleans())):
            out[key] = draw(strategy)
    return out


def options(rid: str) -> st.SearchStrategy[dict]:
    defs = rulesets.get(rid).option_defs
    good = st.sampled_from(defs).flatmap(lambda o: st.sampled_from(o.choices).map(lambda v: {o.name: v}))
    bad = st.sampled_from(defs).flatmap(lambda o: ANY_JSON.map(lambda v: {o.name: v}))
    return st.one_of(st.just({}), st.just({}), good, bad, st.dictionaries(st.text(max_size=5), ANY_JSON, max_size=2))


def roster(rid: str) -> st.SearchStrategy[list[str | None]]:
    """A legal roster in some order (pvz: any counts within 4 身份与阵营's ranges, 10–17 seats),
    or no roles (a random deal), or a legal one with one role changed."""
    if rid == "pvz":
        counts = st.tuples(*[st.integers(lo, hi) for lo, hi in RANGES.values()]).filter(lambda c: 10 <= sum(c) <= 17)
        base = counts.map(lambda c: [r for r, k in zip(RANGES, c) for _ in range(k)])
    else:
        base = st.just([r for r, c in LINEUP.items() for _ in range(c)])
    legal = base.flatmap(st.permutations)
    roles = sorted(rulesets.get(rid).roles)
    dealt = base.map(lambda rs: [None] * len(rs))
    odd = st.tuples(legal, st.integers(0, 16), st.sampled_from([*roles, "预言者", ""])).map(
        lambda t: [t[2] if i == t[1] % len(t[0]) else r for i, r in enumerate(t[0])])
    return rarely(rarely(legal, dealt, 5), odd, 8)


@st.composite
def scenarios(draw: st.DrawFn, rid: str) -> dict:
    roles = draw(roster(rid))
    n = len(roles)
    odd_name = st.one_of(st.text(max_size=4), st.sampled_from(["", " ", "【", "】", ".", "投票", "弃权", "01", "7号", "a\nb"]))
    names = [draw(rarely(st.just(NAMES[(i - 1) % len(NAMES)]), odd_name, 4)) for i in range(1, n + 1)]
    seats = []
    for i, role in enumerate(roles, 1):
        seat: dict[str, Any] = {"seat": i, "name": names[i - 1]}
        if role is not None:
            seat["role"] = role
        seats.append(seat)
    sc: dict[str, Any] = {"ruleset": rid, "seats": seats,
                          "steps": [draw(step(rid, roles, names, at)) for at in draw(labels(rid))]}
    if draw(st.booleans()):
        sc["options"] = draw(options(rid))
    if draw(st.booleans()):
        sc["rng"] = draw(st.one_of(st.integers(0, 1000), st.sampled_from(ODD_INTS)))
    return sc


def _paths(node: Any, path: tuple = ()) -> list[tuple]:
    out = [path]
    if isinstance(node, dict):
        for k, v in node.items():
            out += _paths(v, (*path, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out += _paths(v, (*path, i))
    return out


@st.composite
def broken(draw: st.DrawFn, rid: str) -> dict | Any:
    """A scenario with a few of its parts replaced by any JSON, deleted, or given an extra key."""
    sc = draw(scenarios(rid))
    for _ in range(draw(st.integers(1, 3))):
        paths = _paths(sc)
        path = draw(st.sampled_from(paths))
        if not path:
            return draw(ANY_JSON)
        *head, last = path
        parent = sc
        for k in head:
            parent = parent[k]
        how = draw(st.sampled_from(["replace", "replace", "delete", "extra"]))
        if how == "replace":
            parent[last] = draw(ANY_JSON)
        elif how == "delete":
            del parent[last]
        elif isinstance(parent[last], dict):
            parent[last][draw(st.text(max_size=6))] = draw(ANY_JSON)
        else:
            parent[last] = [parent[last], draw(ANY_JSON)]
    return sc


def _last_step(sc: dict) -> str | None:
    steps = sc.get("steps") or []
    return steps[-1]["at"] if steps else None


def _check(sc: Any, rid: str) -> None:
    text = json.dumps(sc, ensure_ascii=False)
    r = run_replay(text)
    assert r.exception is None, f"{r!r}\nscenario: {text}"
    assert r.code in (0, 2), f"{r!r}\nscenario: {text}"
    if r.code == 2:
        check_invalid(r)
    else:
        check_run(r, rid, len(sc["seats"]), _last_step(sc))
        assert run_replay(text).stdout == r.stdout, "same file, same record"


@pytest.mark.slow
@SETTINGS
@given(scenarios("pvz"))
def test_pvz_scenarios_with_random_values(sc):
    _check(sc, "pvz")


@pytest.mark.slow
@SETTINGS
@given(scenarios("hongloumeng"))
def test_hongloumeng_scenarios_with_random_values(sc):
    _check(sc, "hongloumeng")


def _skill_cases(rid: str) -> list[tuple[int, str, int]]:
    """(holder, skill, how many targets) for every skill of the base table, the extra ones by seat 1."""
    rs = rulesets.get(rid)
    out = [(s["seat"], d.name, d.targets) for s in BASE[rid]["seats"] for d in rs.roles[s["role"]].skills]
    out += [(1, name, 1) for name in rs.extra_skills]
    return sorted(set(out))


def _one_use(rid: str, at: str, use: dict, victim: int) -> dict:
    """The base table playing to `at`, with a night-1 kill (so that reactive skills have an exit)."""
    sc = copy.deepcopy(BASE[rid])
    kill = {"by": 5 if rid == "pvz" else 9, "skill": "杀人", "targets": [victim]}
    if at == "start":
        sc["steps"] = [{"at": at, "actions": [use]}]
    elif at == "night 1":
        sc["steps"] = [{"at": at, "actions": [kill, use]}]
    else:
        sc["steps"] = [{"at": "night 1", "actions": [kill]}, {"at": at, "actions": [use]}]
    return sc


@st.composite
def one_skill_use(draw: st.DrawFn) -> tuple[str, dict]:
    """One use of a skill by a seat that holds it, in one of the first periods, with targets and
    a `choice` of any kind: every skill's checks meet every shape of input."""
    rid = draw(st.sampled_from(["pvz", "hongloumeng"]))
    n = len(BASE[rid]["seats"])
    by, skill, k = draw(st.sampled_from(_skill_cases(rid)))
    fits = st.lists(st.integers(1, n), min_size=k, max_size=k, unique=True)
    use: dict[str, Any] = {"by": by, "skill": skill,
                           "targets": draw(rarely(fits, st.lists(st.integers(1, n), max_size=3), 4)),
                           "choice": draw(choice_value(n))}
    if draw(st.integers(0, 3)) == 0:
        use["phase"] = draw(st.sampled_from(PHASES))
    victim = draw(st.one_of(st.just(by), st.integers(1, n)))
    return rid, _one_use(rid, _label(rid, draw(st.integers(0, 5))), use, victim)


@SETTINGS
@given(one_skill_use())
def test_every_skill_takes_any_choice(case):
    rid, sc = case
    _check(sc, rid)


MALFORMED = [[], {}, [[1]], {"a": [1]}, "", "x", 1.5, float("nan"), True, -1, 10**30, [3], {"处决": [[1]]},
             {"处决": 3, "同意": [[1]]}, {"处决": 3, "同意": [{"a": 1}]}, {"处决": {"a": 1}}, {"成会": []}]


@pytest.mark.parametrize("rid", ["pvz", "hongloumeng"])
def test_every_skill_refuses_a_malformed_choice_cleanly(rid):
    """Each skill, used where it may be (the holder's first night, or the day after it died),
    with each malformed `choice`: a refusal or no effect, never a crash."""
    rs = rulesets.get(rid)
    defs = {d.name: d for r in rs.roles.values() for d in r.skills}
    for by, skill, k in _skill_cases(rid):
        phase = defs[skill].phase if skill in defs else "reactive"
        at = {"start": "start", "day": "day 1"}.get(phase.split("|")[0], "night 1")
        targets = [t for t in range(1, 15) if t != by][:k]
        for choice in MALFORMED:
            if phase == "reactive":  # its holder dies on night 1 and answers the next day
                sc = _one_use(rid, _label(rid, 3), {"by": by, "skill": skill, "targets": targets, "choice": choice}, by)
            else:
                sc = _one_use(rid, at, {"by": by, "skill": skill, "targets": targets, "choice": choice}, 12)
            _check(sc, rid)


@pytest.mark.slow
@SETTINGS
@given(st.sampled_from(["pvz", "hongloumeng"]).flatmap(lambda rid: st.tuples(st.just(rid), broken(rid))))
def test_broken_scenarios(case):
    rid, sc = case
    _check(sc, rid)


@settings(max_examples=100, deadline=None)
@given(st.one_of(st.binary(max_size=60), st.text(max_size=60), ANY_JSON.map(json.dumps)))
def test_any_file_content(content):
    r = run_replay(content)
    assert r.exception is None and r.code in (0, 2), r
    if r.code == 2:
        check_invalid(r)
