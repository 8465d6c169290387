"""Shared helpers for the [245]酒 tests: the line-up of jiu-01 (14 seats), scripted games through the
replay driver, event look-ups."""
from __future__ import annotations

from typing import Any

from bansha.replay import play
from bansha.scenario import load
from ruleset_helpers import deaths, events, feedback, notices, rejected  # noqa: F401  (the tests import them from here)

LINEUP = {1: "朱雀", 2: "刺客鸭", 3: "黑商", 4: "九天圣人", 5: "岚", 6: "摄魂师", 7: "预言家", 8: "狼巫", 9: "闪电战士",
          10: "瘟神", 11: "帝尊魔皇", 12: "圣女", 13: "狂戮", 14: "侦探"}
ZHUQUE, DUCK, MERCHANT, SAGE, LAN, SOUL, SEER, WITCH, WARRIOR, PLAGUE, EMPEROR, SAINT, KUANGLU, DETECTIVE = range(1, 15)
NAMES = "白兰地 伏特加 龙舌兰 威士忌 金酒 朗姆 清酒 黄酒 米酒 啤酒 香槟 雪莉 波特 梅酒".split()


def seats(lineup: dict[int, str] | None = None) -> list[dict[str, Any]]:
    lineup = lineup or LINEUP
    return [{"seat": n, "name": NAMES[(n - 1) % len(NAMES)] + ("" if n <= 14 else str(n)), "role": r}
            for n, r in sorted(lineup.items())]


def A(by: int, skill: str, targets: list[int] | None = None, choice: Any = None, **kw) -> dict:
    a: dict[str, Any] = {"by": by, "skill": skill, **kw}
    if targets is not None:
        a["targets"] = targets
    if choice is not None:
        a["choice"] = choice
    return a


def scenario(steps: list[dict], lineup=None, options: dict | None = None, rng: int = 0) -> dict:
    """Tests that don't care about 新月 pin the draw: with no 代理, none is drawn (option moon_draw);
    a test of the director's random draw passes moon_draw 随机."""
    return {"ruleset": "jiu", "options": {"moon_draw": "不抽取", **(options or {})}, "rng": rng, "seats": seats(lineup), "steps": steps}


def game(steps: list[dict], lineup=None, options: dict | None = None, rng: int = 0, sheriff: int | None = SAINT):
    """Play a scripted game; a `start` (group skill 遮天) and a `day 1` electing `sheriff` (自由, 执警 1)
    are added when the steps begin later."""
    if not steps or steps[0]["at"] != "start":
        steps = [{"at": "start", "actions": [A(DUCK, "群内可选技能", choice="遮天")]}, *steps]
    if len(steps) == 1 or steps[1]["at"] != "day 1":
        ls = lineup or LINEUP
        d1: dict[str, Any] = {"at": "day 1"}
        if sheriff is not None:
            d1["sheriff_votes"] = [{"by": n, "for": sheriff} for n in sorted(ls)]
            d1["actions"] = [A(sheriff, "任职宣言", choice="自由"), A(sheriff, "辅政", [1 if sheriff != 1 else 2])]
        steps = [steps[0], d1, *steps[1:]]
    return play(load(scenario(steps, lineup, options, rng)))


def night(n: int, *actions) -> dict:
    return {"at": f"night {n}", "actions": list(actions)}


def day(n: int, *actions, votes: dict[int, int | None] | None = None) -> dict:
    d: dict[str, Any] = {"at": f"day {n}", "actions": list(actions)}
    if votes:
        d["votes"] = [{"by": b, "for": f} for b, f in votes.items()]
    return d


def announced(g, t: str | None = None) -> str:
    return "\n".join(e["text"] for e in events(g, "announce", t))


def statuses(g, seat: int) -> list[str]:
    return [s.name for s in g.seats[seat].statuses]


def gained(g, seat: int) -> list[str]:
    """The skills a seat holds by 获取技能 (acquire.py), in order."""
    from bansha.rulesets.jiu import acquire
    return [s.defn.name for s in g.seats[seat].skills if s.source == acquire.SOURCE]
