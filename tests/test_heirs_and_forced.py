"""Issue 20's property (Done when): random inputs fed to same-night heirs and to forced uses — 078's 征召 heirs
and 魔音, 245's gained skills (获取技能: 祭品, 盗火者 启蒙, 祈愿, 光耀传承; gifts) and 怪盗's re-chosen uses —
give no traceback from any input the CLI or a scenario can give: `bansha replay` exits 0 with a record or 2 with
one line, and a live game refuses in the rules' words (`Refusal`) or takes the input."""
from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bansha import rulesets
from bansha.engine.errors import Refusal
from bansha.engine.game import Game
from bansha.scenario import load

from test_replay_contract import check_invalid, check_run, run_replay

sys.path.insert(0, str(Path(__file__).parent / "rulesets" / "bajian"))  # 078's standard deal (bj_helpers)
from bj_helpers import (ELDER, GUARD, HUNTER, HYBRIDS, KING, PIPER, SEER, VULTURE, WITCH,  # noqa: E402
                        seats as bj_seats, start)

QUICK = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
MANY = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])

LEAF = st.one_of(st.none(), st.booleans(), st.integers(-3, 30), st.text(max_size=6),
                 st.sampled_from(["救药", "毒药", "天眼", "杀人", "验人", "隼眼", "守护之盾", "枪击", "征召", "激励",
                                  "祈求者", "朱雀", "群内", "ABC", "C", "一"]))
ANY = st.recursive(LEAF, lambda kids: st.one_of(st.lists(kids, max_size=3), st.dictionaries(st.text(max_size=3), kids,
                                                                                               max_size=2)),
                   max_leaves=6)


def _use(draw, n: int, by: st.SearchStrategy[int], skills: list[str]) -> dict[str, Any]:
    use: dict[str, Any] = {"by": draw(by), "skill": draw(st.sampled_from(skills))}
    if draw(st.integers(0, 5)):
        use["targets"] = draw(st.lists(st.integers(1, n), max_size=3))
    if draw(st.booleans()):
        use["choice"] = draw(ANY)
    return use


# --- 078: 征召 heirs the night they are recruited, and 魔音 --------------------------------------------------

@st.composite
def bajian_night(draw: st.DrawFn) -> dict:
    """Night 1 empties some of the eight identities (a kill, a 冲锋, a 枪击); night 2 the leaders name accounts
    (mostly 混血, whose heirs act at once), the piper forces uses, the heirs send their identities' skills and
    anyone sends anything."""
    rs = rulesets.get("bajian")
    names = sorted({d.name for r in rs.roles.values() for d in r.skills})
    theirs = sorted({d.name for role in ("女巫", "预言家", "守护", "猎人", "鹫狼", "猎狼", "赤狼", "雪狼")
                     for d in rs.roles[role].skills})
    first = [{"by": VULTURE, "skill": "杀人", "targets": [draw(st.sampled_from([WITCH, SEER, GUARD, HUNTER]))]},
             {"by": KING, "skill": "冲锋", "targets": [draw(st.sampled_from([WITCH, SEER, GUARD, 1]))]}]
    if draw(st.booleans()):
        first.append({"by": HUNTER, "skill": "枪击", "targets": [draw(st.sampled_from([VULTURE, 4, 17, 10]))]})
    n = 24
    heir = st.one_of(st.sampled_from(HYBRIDS), st.sampled_from(HYBRIDS), st.integers(1, n))
    heirs = [draw(heir), draw(heir)]
    second: list[dict[str, Any]] = [{"by": ELDER, "skill": "征召", "targets": [heirs[0]]}]
    if draw(st.booleans()):
        second.append({"by": KING, "skill": "征召", "targets": [heirs[1]]})
    forced = st.fixed_dictionaries({"by": st.just(PIPER), "skill": st.just("魔音"),
                                    "targets": st.lists(st.integers(1, n), min_size=1, max_size=2),
                                    "choice": st.one_of(st.sampled_from(theirs), ANY)})
    second += draw(st.lists(forced, max_size=2))
    second += [_use(draw, n, st.sampled_from(heirs), theirs) for _ in range(draw(st.integers(1, 5)))]
    second += [_use(draw, n, st.integers(1, n), names) for _ in range(draw(st.integers(0, 3)))]
    draw(st.randoms()).shuffle(second)
    steps = [start(), {"at": "day 1"}, {"at": "night 1", "actions": first}, {"at": "day 2"},
             {"at": "night 2", "actions": second}]
    if draw(st.booleans()):
        steps.append({"at": "day 3"})
    return {"ruleset": "bajian", "options": {}, "rng": draw(st.integers(0, 50)), "seats": bj_seats(), "steps": steps}


# --- 245: gained skills and re-chosen uses --------------------------------------------------------------------

JIU_LINEUP = {1: "祭品", 2: "刺客鸭", 3: "黑商", 4: "祈求者", 5: "盗火者", 6: "奇迹商人", 7: "预言家", 8: "怪盗",
              9: "圣女", 10: "狼巫", 11: "九尾狐", 12: "朱雀", 13: "锈剑骑士", 14: "侦探"}


@st.composite
def jiu_days(draw: st.DrawFn) -> dict:
    """Two nights and days of anything: the 祭品 may convert at 黄昏 (its 遗言 slots spent), 盗火者 may give an
    identity's skills, 祈愿 may take a village identity's, gifts are given and used, 怪盗 steals and re-chooses, the
    执警 draws 新月 that hand out skills (光耀传承, 满月, 狼人毒牙) — and every seat sends any skill of the pool."""
    rs = rulesets.get("jiu")
    names = sorted({d.name for r in rs.roles.values() for d in r.skills} | set(rs.extra_skills))
    n = len(JIU_LINEUP)
    seats = [{"seat": k, "name": f"酒{k}", "role": r, "gender": "男" if k % 2 else "女"} for k, r in JIU_LINEUP.items()]
    moons = ["光耀传承", "满月", "狼人毒牙", "匹夫一怒，血溅五步", "去打猎", "奇迹", "天打雷劈", "宝刀未老"]
    by = st.integers(1, n)
    steps: list[dict[str, Any]] = [
        {"at": "start", "actions": [{"by": 2, "skill": "群内可选技能", "choice": draw(st.sampled_from(
            ["遮天", "控天", "窥天", "变天"]))}]},
        {"at": "day 1", "sheriff_votes": [{"by": k, "for": 14} for k in JIU_LINEUP],
         "actions": [{"by": 14, "skill": "任职宣言", "choice": "自由"}, {"by": 14, "skill": "辅政", "targets": [1]}]}]
    for k in (1, 2):
        night = [_use(draw, n, by, names) for _ in range(draw(st.integers(2, 8)))]
        night.append({"by": 2, "skill": "杀人", "targets": [draw(by)]})
        steps.append({"at": f"night {k}", "actions": night})
        day = [{"by": 1, "skill": "代理", "choice": draw(st.sampled_from(moons))}]
        day += [_use(draw, n, by, names) for _ in range(draw(st.integers(1, 6)))]
        votes = [{"by": v, "for": draw(st.one_of(st.none(), by))} for v in JIU_LINEUP]
        steps.append({"at": f"day {k + 1}", "actions": day, "votes": votes})
    return {"ruleset": "jiu", "options": {"last_words": 0}, "rng": draw(st.integers(0, 50)), "seats": seats,
            "steps": steps}


def _replayed(sc: dict, rid: str) -> None:
    text = json.dumps(sc, ensure_ascii=False)
    r = run_replay(text)
    assert r.exception is None and r.code in (0, 2), f"{r!r}\nscenario: {text}"
    if r.code == 2:
        check_invalid(r)
    else:
        check_run(r, rid, len(sc["seats"]), sc["steps"][-1]["at"])


def _live(sc: dict) -> None:
    """The same inputs sent one at a time to a live game (the console, the CLI): refused or taken, never a crash."""
    s = load(sc)
    g = Game(rulesets.get(sc["ruleset"]), [x.model_dump() for x in s.seats], s.options, s.rng, live=True)
    for step in s.steps:
        for inp in s.step_inputs(step):
            try:
                g.submit(inp)
            except Refusal:
                pass
        if g.over:
            return
        g.close()


@QUICK
@given(bajian_night())
def test_bajian_heirs_and_bewitched_uses_never_crash(sc):
    _replayed(sc, "bajian")
    _live(sc)


@QUICK
@given(jiu_days())
def test_jiu_gained_and_rechosen_skills_never_crash(sc):
    _replayed(sc, "jiu")
    _live(sc)


@pytest.mark.slow
@MANY
@given(bajian_night())
def test_bajian_heirs_and_bewitched_uses_never_crash_many(sc):
    _replayed(sc, "bajian")
    _live(sc)


@pytest.mark.slow
@MANY
@given(jiu_days())
def test_jiu_gained_and_rechosen_skills_never_crash_many(sc):
    _replayed(sc, "jiu")
    _live(sc)
