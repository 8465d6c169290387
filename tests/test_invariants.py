"""Invariants of the settlement model, over every ruleset:

- each step's skills and the skills that name the step agree;
- a step needs and opens after earlier steps only, that exist;
- the director's message list and each seat's view agree on who received a group message;
- games settled concurrently in threads give the records they give alone (no shared state)."""
from __future__ import annotations

import json
import random
import sys
import threading

import pytest

from bansha import present, rulesets, simulate
from bansha.engine.game import Game
from bansha.engine.period import Period

PERIODS = [Period(p) for p in ("start", "night 1", "day 1", "night 2", "day 2", "night 3", "day 3")]
INPUT_NAMES = {"警长竞选投票", "放逐投票"}  # what a step may await besides skills: votes


def _game_at(rid: str, period: Period) -> Game:
    rs = rulesets.get(rid)
    g = Game(rs, [{"seat": i + 1, "name": f"p{i + 1}"} for i in range(rs.default_seats)], rng=1)
    g.period, g.kind = period, period.kind
    return g


@pytest.mark.parametrize("rid", rulesets.ids())
def test_each_steps_skills_and_the_skills_naming_it_agree(rid):
    rs = rulesets.get(rid)
    defs = {s.name: s for r in rs.roles.values() for s in r.skills}
    every_def = [s for r in rs.roles.values() for s in r.skills]
    listed: dict[str, set[str]] = {}
    for period in PERIODS:
        steps = rs.steps(_game_at(rid, period))
        ids = [s.id for s in steps]
        assert len(ids) == len(set(ids)), f"{period}: step ids repeat"
        for i, step in enumerate(steps):
            for need in (step.needs or ()) + (step.opens or ()):
                assert need in ids[:i], f"{period} {step.id} needs {need}, not an earlier step"
            for name in step.skills:
                assert name in defs or name in rs.skill_names() or name in INPUT_NAMES, \
                    f"{period} {step.id} lists {name}, which no role has"
                listed.setdefault(step.id, set()).add(name)
    for d in every_def:
        if d.step is None or d.phase == "reactive":
            continue
        assert d.step in listed, f"<{d.name}> names step {d.step}, which no period of {rid} has"
        assert d.name in listed[d.step], f"<{d.name}> names step {d.step}, which does not list it"


@pytest.mark.parametrize("rid", rulesets.ids())
def test_a_group_message_reaches_the_members_it_was_sent_to(rid):
    """The director's list of private messages and each seat's view agree, even after the
    group's members change (a member who joins later never sees what was said before)."""
    rs = rulesets.get(rid)
    g = Game(rs, [{"seat": i + 1, "name": f"p{i + 1}"} for i in range(rs.default_seats)], rng=3)
    group = next(iter(g.groups))
    g.group_message(group, "群内消息一")
    newcomer = next(n for n in g.seats if n not in g.groups[group])
    g.groups[group].append(newcomer)
    g.group_message(group, "群内消息二")
    listed = present.private_messages(g, g.period)
    for n in g.seats:
        seen = [present.describe(e) for e in g.view(n) if e["type"] == "group"]
        assert [m for m in listed.get(n, []) if m.startswith(f"[{group}群]")] == seen
    assert not any("群内消息一" in m for m in listed.get(newcomer, []))
    assert any("群内消息二" in m for m in listed.get(newcomer, []))


def _record(rid: str, seed: int) -> str:
    g = simulate.play_one(rid, rulesets.get(rid).default_seats, seed)
    return json.dumps([g.events, g.winner], ensure_ascii=False, default=str)


@pytest.mark.parametrize("rid", rulesets.ids())
def test_games_settled_side_by_side_in_threads_match_their_solo_records(rid):
    seeds = list(range(40))
    alone = {s: _record(rid, s) for s in seeds}
    got: list[tuple[int, str]] = []
    order = seeds * 3
    random.Random(5).shuffle(order)

    def worker(chunk):
        for s in chunk:
            got.append((s, _record(rid, s)))

    was = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # switch threads often, in the middle of settlements
    try:
        threads = [threading.Thread(target=worker, args=(order[i::8],)) for i in range(8)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        sys.setswitchinterval(was)
    assert len(got) == len(order)
    assert [s for s, rec in got if rec != alone[s]] == []


@pytest.mark.parametrize("rid", rulesets.ids())
def test_no_ruleset_keeps_a_resolver_or_a_queue_at_module_level(rid):
    """A resolver is made fresh for each settlement: none lives in a module, shared by games."""
    import importlib
    import pkgutil

    from bansha.engine.resolution import Resolver
    package = importlib.import_module(rulesets.KNOWN[rid])
    names = [package.__name__] + [f"{package.__name__}.{m.name}" for m in pkgutil.walk_packages(package.__path__)]
    for name in names:
        module = importlib.import_module(name)
        shared = [k for k, v in vars(module).items() if isinstance(v, Resolver)]
        assert not shared, f"{name} keeps {shared} at module level"


def test_rulesets_asked_for_at_once_by_many_threads_are_each_loaded_whole():
    """A server's first requests come together: every thread gets the ruleset, none a half-imported module
    (a fresh interpreter, so nothing is loaded yet)."""
    import subprocess
    import sys
    code = ("import threading\nfrom bansha import rulesets\nerrs=[]\n"
            "def ask(r):\n    try: rulesets.get(r).roles\n    except Exception as e: errs.append(repr(e))\n"
            "ts=[threading.Thread(target=ask, args=(r,)) for r in rulesets.ids() * 8]\n"
            "[t.start() for t in ts]; [t.join() for t in ts]\nprint(errs or 'ok')")
    for _ in range(3):
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
        assert out.stdout.strip() == "ok", out.stdout + out.stderr
