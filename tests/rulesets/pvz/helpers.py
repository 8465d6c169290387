"""Small builders for PVZ tests: a game from a role list, steps in the replay format
(spec/replay.md), and queries on the record.

    g = play(TWELVE, night(1, act(5, "杀人", 9)), day(1, votes={1: 5, 2: 5}))
    assert deaths(g) == [("night 1", 9, "杀人"), ("day 1", 5, "投票")]

`play` goes through `bansha.scenario.load` and `bansha.replay.play`, exactly as `bansha replay`
does; `new_game`/`advance`/`refused` drive a `Game` directly for the refusal tests.
"""
from __future__ import annotations

import json
from typing import Any, Iterable

from bansha.engine.errors import Refusal
from bansha.engine.game import Game
from bansha.replay import play as _play
from bansha.replay import record
from bansha.rulesets.pvz import RULESET
from bansha.scenario import load

WOLF = "狼人阵营"
VILLAGE = "村民阵营"

NAMES = ["渐强", "雪雪", "阿青", "小鹿", "老王", "木木", "猎户", "石头", "九九", "十一", "墓园", "十二",
         "十三", "十四", "十五", "十六", "十七"]

# Seat numbers are the list index + 1.
# 12 seats: 1 预言家 2 女巫 3 守卫 4 守墓人 5 狼人 6 狼人 7 狼王 8 石像鬼 9–12 平民
TWELVE = ["预言家", "女巫", "守卫", "守墓人", "狼人", "狼人", "狼王", "石像鬼", "平民", "平民", "平民", "平民"]
# 12 seats, 3 狼人 and no 狼王: 5 6 7 狼人
TWELVE_PLAIN = ["预言家", "女巫", "守卫", "守墓人", "狼人", "狼人", "狼人", "石像鬼", "平民", "平民", "平民", "平民"]
# 10 seats: 1 预言家 2 女巫 3 守墓人 4 狼人 5 狼人 6 石像鬼 7–10 平民
TEN = ["预言家", "女巫", "守墓人", "狼人", "狼人", "石像鬼", "平民", "平民", "平民", "平民"]
# 11 seats: 1 预言家 2 女巫 3 猎人 4 守墓人 5 狼人 6 狼人 7 石像鬼 8–11 平民
ELEVEN = ["预言家", "女巫", "猎人", "守墓人", "狼人", "狼人", "石像鬼", "平民", "平民", "平民", "平民"]
# 14 seats: 1 预言家 2 女巫 3 猎人 4 守墓人 5 守卫 6 狼人 7 狼人 8 狼人 9 狼王 10 石像鬼 11–14 平民
FOURTEEN = ["预言家", "女巫", "猎人", "守墓人", "守卫", "狼人", "狼人", "狼人", "狼王", "石像鬼",
            "平民", "平民", "平民", "平民"]
# 16 seats with every role: 1 预言家 2 女巫 3 猎人 4 守墓人 5 守卫 6 奇迹商人 7 狼人 8 狼人 9 狼王
# 10 石像鬼 11 暗恋者 12–16 平民
FULL = ["预言家", "女巫", "猎人", "守墓人", "守卫", "奇迹商人", "狼人", "狼人", "狼王", "石像鬼", "暗恋者",
        "平民", "平民", "平民", "平民", "平民"]
# 13 seats, a 猎人 and no 狼王 (the shooter is shown): 1 预言家 2 女巫 3 猎人 4 守墓人 5 狼人 6 狼人
# 7 狼人 8 石像鬼 9–12 平民 13 守卫
HUNTER_ONLY = ["预言家", "女巫", "猎人", "守墓人", "狼人", "狼人", "狼人", "石像鬼", "平民", "平民", "平民",
               "平民", "守卫"]
# 13 seats with a 奇迹商人: 1 预言家 2 女巫 3 奇迹商人 4 守墓人 5 狼人 6 狼人 7 狼王 8 石像鬼 9–12 平民 13 守卫
MERCHANT = ["预言家", "女巫", "奇迹商人", "守墓人", "狼人", "狼人", "狼王", "石像鬼", "平民", "平民", "平民",
            "平民", "守卫"]
# 13 seats with a 暗恋者: 1 预言家 2 女巫 3 猎人 4 守墓人 5 狼人 6 狼人 7 狼人 8 石像鬼 9–12 平民 13 暗恋者
ADMIRER = ["预言家", "女巫", "猎人", "守墓人", "狼人", "狼人", "狼人", "石像鬼", "平民", "平民", "平民", "平民",
           "暗恋者"]


def seats(roles: list[str | None], names: list[str] | None = None) -> list[dict[str, Any]]:
    out = []
    for i, r in enumerate(roles):
        s: dict[str, Any] = {"seat": i + 1, "name": (names or NAMES)[i]}
        if r is not None:
            s["role"] = r
        out.append(s)
    return out


def act(by: int, skill: str, *targets: int, choice: Any = None, phase: str | None = None) -> dict[str, Any]:
    a: dict[str, Any] = {"by": by, "skill": skill, "targets": list(targets)}
    if choice is not None:
        a["choice"] = choice
    if phase is not None:
        a["phase"] = phase
    return a


def _votes(v: dict[int, int | None] | list[tuple[int, int | None]] | None) -> list[dict[str, Any]]:
    if v is None:
        return []
    pairs = v.items() if isinstance(v, dict) else v
    return [{"by": by, "for": for_} for by, for_ in pairs]


def night(n: int, *actions: dict[str, Any], cards: list[dict] | None = None) -> dict[str, Any]:
    step: dict[str, Any] = {"at": f"night {n}", "actions": list(actions)}
    if cards:
        step["cards"] = cards
    return step


def start(*actions: dict[str, Any]) -> dict[str, Any]:
    return {"at": "start", "actions": list(actions)}


def day(n: int, *actions: dict[str, Any], votes=None, sheriff=None, posts=None, cards=None) -> dict[str, Any]:
    """A day step. `votes`/`sheriff` are {by: for} dicts (or (by, for) lists, for 改票)."""
    step: dict[str, Any] = {"at": f"day {n}", "actions": list(actions)}
    if votes is not None:
        step["votes"] = _votes(votes)
    if sheriff is not None:
        step["sheriff_votes"] = _votes(sheriff)
    if posts is not None:
        step["posts"] = posts
    if cards is not None:
        step["cards"] = cards
    return step


def card(to: int, kind: str, reason: str = "导演判罚") -> dict[str, Any]:
    return {"to": to, "card": kind, "reason": reason}


def post(by: int, text: str, thread: str = "discussion") -> dict[str, Any]:
    return {"thread": thread, "by": by, "text": text}


def vote_post(by: int, target: int | None) -> dict[str, Any]:
    """A vote post in the 6.4 format, in the discussion thread."""
    me = f"【{by:02d}.{NAMES[by - 1]}】"
    if target is None:
        return post(by, me + "【弃票】")
    return post(by, f"{me}【投票】给【{target:02d}.{NAMES[target - 1]}】理由")


def everyone(alive: Iterable[int], target: int | None, **overrides: int | None) -> dict[int, int | None]:
    """Every seat in `alive` votes `target`, except the ones given as `s<n>=target`."""
    out = {s: target for s in alive}
    for k, v in overrides.items():
        out[int(k[1:])] = v
    return out


def scenario(roles, *steps, options=None, rng: int = 0, names=None) -> dict[str, Any]:
    return {"ruleset": "pvz", "options": options or {}, "rng": rng, "seats": seats(roles, names),
            "steps": list(steps)}


def play(roles, *steps, options=None, rng: int = 0, names=None) -> Game:
    """Play a whole scripted game the way `bansha replay` does."""
    return _play(load(scenario(roles, *steps, options=options, rng=rng, names=names)))


def rec(g: Game) -> dict[str, Any]:
    return record(g)


# --- queries on the record ---------------------------------------------------------------------

def events(g: Game, type_: str, **match: Any) -> list[dict[str, Any]]:
    return [e for e in g.events if e["type"] == type_ and all(e.get(k) == v for k, v in match.items())]


def deaths(g: Game, t: str | None = None) -> list[tuple[str, int, str]]:
    return [(e["t"], e["seat"], e["cause"]) for e in g.events
            if e["type"] == "death" and (t is None or e["t"] == t)]


def dead(g: Game) -> list[int]:
    return [e["seat"] for e in g.events if e["type"] == "death"]


def feedbacks(g: Game, to: int | None = None, skill: str | None = None, t: str | None = None) -> list[Any]:
    """The results of matching feedback events, in order."""
    return [e["result"] for e in g.events if e["type"] == "feedback" and (to is None or e["to"] == to)
            and (skill is None or e["skill"] == skill) and (t is None or e["t"] == t)]


def notices(g: Game, to: int) -> list[str]:
    return [e["text"] for e in g.events if e["type"] == "notice" and e["to"] == to]


def rejections(g: Game, by: int | None = None, skill: str | None = None) -> list[str]:
    return [e["reason"] for e in g.events if e["type"] == "rejected" and (by is None or e["by"] == by)
            and (skill is None or e.get("skill") == skill)]


def announcements(g: Game) -> list[str]:
    return [e["text"] for e in g.events if e["type"] == "announce"]


def cards_of(g: Game, to: int) -> list[str]:
    return [e["card"] for e in g.events if e["type"] == "card" and e["to"] == to]


def exile(g: Game, n: int) -> dict[str, Any] | None:
    ex = events(g, "exile", t=f"day {n}")
    return ex[-1] if ex else None


def sheriffs(g: Game) -> list[tuple[str, int | None]]:
    return [(e["t"], e["seat"]) for e in g.events if e["type"] == "sheriff"]


def game_over(g: Game) -> dict[str, Any] | None:
    go = events(g, "game_over")
    assert len(go) <= 1
    return go[0] if go else None


def winner(g: Game) -> str | None:
    return g.final()["winner"]


def alive(g: Game) -> list[int]:
    return sorted(g.alive())


# --- driving a Game directly -------------------------------------------------------------------

def new_game(roles, options=None, rng: int = 0) -> Game:
    return Game(RULESET, seats(roles), options, rng)


def advance(g: Game, label: str) -> Game:
    """Close periods with no input until `label` is open."""
    while g.period != label:
        g.close()
    return g


def action(by: int, skill: str, *targets: int, choice: Any = None, phase: str | None = None) -> dict[str, Any]:
    return {"kind": "action", **act(by, skill, *targets, choice=choice, phase=phase)}


def snapshot(g: Game) -> str:
    """Everything a refused input must leave as it was."""
    seats_state = [(n, s.alive, [(x.defn.name, x.uses_left) for x in s.skills], sorted(s.lost), repr(s.data),
                    [(p.name, p.count) for p in s.protections]) for n, s in sorted(g.seats.items())]
    return json.dumps([g.events, len(g.inbox), g.period, seats_state, g.sheriff, repr(g.flags),
                       repr(g.history), g.over], ensure_ascii=False, default=str)


def refused(g: Game, inp: dict[str, Any]) -> str:
    """Submit an input that must be refused; returns the reason and checks nothing changed."""
    before = snapshot(g)
    try:
        g.submit(inp)
    except Refusal as r:
        assert snapshot(g) == before, "a refused input changed the game"
        return r.reason
    raise AssertionError(f"not refused: {inp}")
