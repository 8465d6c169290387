"""Helpers the ruleset tests share (on the path through pyproject's `pythonpath`): look-ups in a played game's
events, a live scenario of ours played up to a moment, and the reader of the checklist IDs a test file cites."""
from __future__ import annotations

import json
import re
from pathlib import Path

from bansha.replay import play
from bansha.scenario import load

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"


def events(g, type_: str, t: str | None = None, **match) -> list[dict]:
    return [e for e in g.events if e["type"] == type_ and (t is None or e["t"] == t)
            and all(e.get(k) == v for k, v in match.items())]


def deaths(g, t: str | None = None) -> list[int]:
    return [e["seat"] for e in events(g, "death", t)]


def played_to(scenario: str, before: str):
    """A live scenario of ours (`tests/scenarios/<ruleset>/live/…`) replayed up to, not including, its first
    entry at `before`: the game as it stands at that moment."""
    data = json.loads((SCENARIOS / scenario).read_text(encoding="utf-8"))
    log = [e for e in data["log"] if e["time"] < before]
    return play(load({**{k: v for k, v in data.items() if k != "expect"}, "log": log}))


def rejected(g, by: int, skill: str) -> list[str]:
    return [e["reason"] for e in events(g, "rejected", by=by, skill=skill)]


def feedback(g, to: int, skill: str) -> list:
    return [e["result"] for e in events(g, "feedback", to=to, skill=skill)]


def notices(g, to: int) -> list[str]:
    return [e["text"] for e in events(g, "notice", to=to)]


def cited(text: str, code: str) -> set[int]:
    """Rule IDs cited as JIU-R12 (code "JIU"), in a list after one ("JIU-R12, R13"), as a range ("JIU-R24–R26"),
    or as r12 between underscores in a test's name (test_jiu_…_r12)."""
    out = set()
    for group in re.findall(rf"{code}-R\d+(?:\s*[,，、–-]\s*R\d+)*", text):
        out |= {int(n) for n in re.findall(r"R(\d+)", group)}
        for a, b in re.findall(r"R(\d+)\s*[–-]\s*R(\d+)", group):
            out |= set(range(int(a), int(b) + 1))
    for name in re.findall(rf"def (test_{code.lower()}_\w+)", text):
        out |= {int(n) for n in re.findall(r"_r(\d+)(?=_|$)", name)}
    return out
