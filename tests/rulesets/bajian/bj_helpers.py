"""Shared helpers for the [078]八见 tests: the standard deal of bajian-01 (seat 5 狼王, 12 长老,
19 吹笛者), both leaders' lists as in that file (so 2 鹫狼, 8 预言家, 4 猎狼, 14 女巫, 17 赤狼,
18 守护, 10 雪狼, 6 猎人), scripted games through the replay driver, event look-ups."""
from __future__ import annotations

from typing import Any

from bansha.replay import play
from bansha.scenario import load
from ruleset_helpers import deaths, events, feedback, notices, rejected  # noqa: F401  (the tests import them from here)

TERMS = {1: "小满", 2: "白露", 3: "冬至", 4: "清明", 5: "大暑", 6: "立冬", 7: "雨水", 8: "芒种", 9: "秋分",
         10: "小寒", 11: "谷雨", 12: "立秋", 13: "小雪", 14: "惊蛰", 15: "夏至", 16: "寒露", 17: "大寒", 18: "立夏",
         19: "处暑", 20: "大雪", 21: "春分", 22: "小暑", 23: "霜降", 24: "立春"}
LETTERS = {1: "H", 2: "C", 3: "Q", 4: "A", 6: "N", 7: "F", 8: "K", 9: "T", 10: "B", 11: "U", 13: "E", 14: "L",
           15: "G", 16: "S", 17: "D", 18: "M", 19: "V", 20: "J", 21: "P", 22: "I", 23: "O", 24: "R"}
KING, ELDER, PIPER = 5, 12, 19
VULTURE, SEER, HUNTWOLF, WITCH, RED, GUARD, SNOW, HUNTER = 2, 8, 4, 14, 17, 18, 10, 6
WOLF_LIST = ["C", "K", "A", "L", "D", "B", "E", "F", "G", "H"]
ELDER_LIST = ["C", "K", "L", "A", "M", "N", "O", "P", "Q", "R", "S"]
HYBRIDS = [n for n in range(1, 25) if n not in (KING, ELDER, PIPER, VULTURE, SEER, HUNTWOLF, WITCH, RED, GUARD,
                                               SNOW, HUNTER)]


def seats() -> list[dict[str, Any]]:
    out = []
    for n in range(1, 25):
        role = {KING: "狼王", ELDER: "长老", PIPER: "吹笛者"}.get(n, "混血儿")
        s = {"seat": n, "name": f"玩家{n}", "role": role, "term": TERMS[n]}
        if n in LETTERS:
            s["letter"] = LETTERS[n]
        out.append(s)
    return out


def A(by: int, skill: str, targets: list[int] | None = None, choice: Any = None) -> dict:
    a: dict[str, Any] = {"by": by, "skill": skill}
    if targets is not None:
        a["targets"] = targets
    if choice is not None:
        a["choice"] = choice
    return a


def start(supports: dict[int, int] | None = None, lists=(WOLF_LIST, ELDER_LIST)) -> dict:
    """Both leaders' lists; each remaining 混血 supports the seat given (default: the 狼王)."""
    acts = [A(KING, "征召", choice=lists[0]), A(ELDER, "征召", choice=lists[1])]
    for n in HYBRIDS:
        target = (supports or {}).get(n, KING)
        acts.append(A(n, "支持", choice=TERMS[target]))
    return {"at": "start", "actions": acts}


def scenario(steps: list[dict], options: dict | None = None, rng: int = 0) -> dict:
    return {"ruleset": "bajian", "options": options or {}, "rng": rng, "seats": seats(), "steps": steps}


def game(steps: list[dict], options: dict | None = None, rng: int = 0, supports=None):
    """Play a scripted game (start and a quiet day 1 are added when the steps begin later)."""
    if not steps or steps[0]["at"] != "start":
        steps = [start(supports), *steps]
    if len(steps) == 1 or steps[1]["at"] != "day 1":
        steps = [steps[0], {"at": "day 1"}, *steps[1:]]
    return play(load(scenario(steps, options, rng)))


def night(n: int, *actions) -> dict:
    return {"at": f"night {n}", "actions": list(actions)}
