"""Shared helpers for the [M162]红楼梦 tests: the standard table, scripted games through the
replay driver, and event look-ups. Checklist IDs (HLM-Rnn/HLM-Ann) are in the test names."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from bansha.replay import play, record
from bansha.scenario import load

H = [(1, "贾宝玉", "预言家"), (2, "林黛玉", "荣光骑士"), (3, "薛宝钗", "审判官"), (4, "王熙凤", "小红帽"),
     (5, "史湘云", "村民"), (6, "妙玉", "村民"), (7, "贾探春", "村民"), (8, "贾惜春", "村民"),
     (9, "秦可卿", "黑狼王"), (10, "贾元春", "狼巫"), (11, "贾迎春", "狼人"),
     (12, "李纨", "女巫"), (13, "晴雯", "摄梦人"), (14, "袭人", "魔女会学徒")]
SEER, KNIGHT, JUDGE, HOOD, V1, V2, V3, V4, KING, WWITCH, WOLF, WITCH, DREAMER, APPRENTICE = range(1, 15)
EVERYONE = list(range(1, 15))
SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios" / "hongloumeng"


def A(by: int, skill: str, targets: list[int] | None = None, choice: Any = None) -> dict:
    a: dict[str, Any] = {"by": by, "skill": skill}
    if targets is not None:
        a["targets"] = targets
    if choice is not None:
        a["choice"] = choice
    return a


def V(target: int | None, voters) -> list[dict]:
    return [{"by": v, "for": target} for v in voters]


def scenario(steps: list[dict], options: dict | None = None, rng: int = 0, seats=None) -> dict:
    rows = seats or H
    return {"ruleset": "hongloumeng", "options": options or {}, "rng": rng,
            "seats": [{"seat": s, "name": n, "role": r} for s, n, r in rows], "steps": steps}


def game(steps: list[dict], options: dict | None = None, rng: int = 0, seats=None):
    """Play a scripted game (the replay driver) and return the Game."""
    return play(load(scenario(steps, options, rng, seats)))


def night(n: int, *actions, pick: str = "残暴") -> dict:
    """Night n with what the seed makes compulsory chosen, so nothing is random: 狼魂祈礼 on
    night 1 (残暴 unless told), and a 摄梦 on the apprentice (odd nights) or the witch (even
    nights) unless the actions hold one."""
    acts = list(actions)
    if n == 1 and not any(a["skill"] == "狼魂祈礼" for a in acts):
        acts.insert(0, A(KING, "狼魂祈礼", choice=pick))
    if not any(a["skill"] == "摄梦" for a in acts):
        acts.append(A(DREAMER, "摄梦", [APPRENTICE if n % 2 else WITCH]))
    return {"at": f"night {n}", "actions": acts}


DAY12 = [{"at": "day 1"}, {"at": "day 2", "votes": V(None, EVERYONE)}]


def quiet_days(until: int) -> list[dict]:
    """Everyone abstains from day 2 to `until` (no exile)."""
    return [{"at": f"day {d}", "votes": V(None, EVERYONE)} for d in range(2, until + 1)]


def of(g, type_: str, **match) -> list[dict]:
    return [e for e in g.events if e["type"] == type_ and all(e.get(k) == v for k, v in match.items())]


def deaths(g, t: str | None = None) -> dict[int, str]:
    return {e["seat"]: e["cause"] for e in of(g, "death") if t is None or e["t"] == t}


def feedback(g, to: int, skill: str, t: str | None = None) -> list[Any]:
    return [e["result"] for e in of(g, "feedback", to=to, skill=skill) if t is None or e["t"] == t]


def announced(g, *words: str) -> bool:
    return any(all(w in e["text"] for w in words) for e in of(g, "announce"))


def rejected(g, by: int, skill: str | None = None) -> list[str]:
    return [e["reason"] for e in of(g, "rejected", by=by) if skill is None or e.get("skill") == skill]


def traces(g) -> str:
    return "\n".join(e["text"] for e in of(g, "trace"))


def load_scenario(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def replay_record(data: dict) -> dict:
    return json.loads(json.dumps(record(play(load(data))), ensure_ascii=False))
