"""`bansha status`: the open period at a glance — who is alive, what each seat has submitted and
what it still may use, and what is due by when (the ruleset's timetable, never a sleep)."""
from __future__ import annotations

from datetime import datetime
from typing import Any

from bansha import present, wallclock
from bansha.engine.game import Game
from bansha.engine import acting, clock, rows, settlement
from bansha.engine.skills import Intent


def submitted(game: Game) -> dict[int, list[str]]:
    out: dict[int, list[str]] = {}
    for item in game.inbox:
        if isinstance(item, Intent):
            out.setdefault(item.actor, []).append(item.skill)
        elif isinstance(item, dict) and item["kind"] in ("vote", "sheriff_vote"):
            out.setdefault(item["by"], []).append("警长竞选投票" if item["kind"] == "sheriff_vote" else "放逐投票")
    return out


def waiting(game: Game) -> dict[int, list[str]]:
    """What the period waits for, and from whom (the engine's answer: `acting.waiting`)."""
    return acting.waiting(game)


def may_act(game: Game) -> dict[int, list[str]]:
    """What each seat may submit or answer now, awaited or not (`acting.may_act`; the director may enter
    past a row's deadline, so the clock leaves none out here)."""
    return acting.may_act(game)


def deadlines(setup: Any, game: Game, log: list[Any] | None = None) -> list[Any]:
    """The open period's timetable rows as they concern this game (`engine.rows.held_rows`: from the
    game's own calendar and clock, the rows a `tick` settles by), the roles and skills nobody holds
    left out."""
    return rows.held_rows(game)


def overdue_steps(setup: Any, game: Game, log: list[Any] | None, now: datetime) -> list[str]:
    """The open steps whose deadline has passed (a game with a calendar only)."""
    return clock.due_steps(game, now)


def tick(store: Any, game_id: str, now: datetime | None = None, as_of: datetime | None = None) -> list[str]:
    """Settle every open step of a game whose deadline has passed: one logged `tick` entry (source
    "deadline"), so a replay of the log settles the same. What the steps awaited is forfeited, as
    the seed says (未与裁判取得联系，视为放弃). `as_of`: settle what was due at that moment (the
    director's `tick --at`), recorded now. Returns the steps found past their deadline."""
    now = now or wallclock.now()
    at = clock.aware(clock.stamp(as_of or now))  # to the second, as the log keeps it
    due = clock.due_steps(store.peek(game_id), at) if at is not None else []
    if due:
        inp: dict[str, Any] = {"kind": "tick"}
        if as_of is not None:
            inp["time"] = clock.stamp(as_of)
        store.record(game_id, inp, source="deadline", at=now)
    return due


def status_lines(setup: Any, game: Game, log: list[Any] | None = None) -> list[str]:
    if game.over:
        return [f"{setup.id}：游戏已结束，{game.winner}胜利。"]
    alive = game.alive()
    lines = [f"{setup.id} · {game.ruleset.title} · 当前：{present.label_zh(game.period)}",
             "存活：" + "、".join(f"{n}号{game.seats[n].name}" for n in alive),
             "警长：" + (f"{game.sheriff}号" if game.sheriff else "无")]
    notes = [f"{n}号{game.seats[n].name}（{note}）" for n in alive if (note := game.ruleset.director_note(game, n))]
    if notes:
        lines.insert(2, "待离场：" + "、".join(notes))
    subs = submitted(game)
    lines.append("已提交：" + ("；".join(f"{n}号 {'、'.join(v)}" for n, v in sorted(subs.items())) or "无"))
    steps = settlement.status(game)
    if len(steps) > 1:
        state = {"settled": "已结算", "open": "进行中", "waiting": "未开始"}
        lines.append("步骤：" + "；".join(f"{s['id']} {state[s['state']]}" for s in steps if s["title"]))
    wait = waiting(game)
    lines.append("未提交（本阶段等待）：" + ("；".join(f"{n}号 {'、'.join(v)}" for n, v in wait.items()) or "无"))
    free = {n: v for n, v in may_act(game).items() if any(x not in wait.get(n, []) for x in v)}
    if free:
        lines.append("可以提交：" + "；".join(f"{n}号 {'、'.join(v)}" for n, v in free.items()))
    late = overdue_steps(setup, game, log, wallclock.now())
    if late:
        lines.append("已过时限、待结算的步骤：" + "、".join(late) + "（`bansha tick` 结算，未提交的视为放弃）")
    dls = deadlines(setup, game, log)
    if dls:
        lines.append("时限：")
        for d in dls:
            at = d.at.strftime("%m-%d %H:%M") if isinstance(d.at, datetime) else str(d.at)
            lines.append(f"  {at}  {d.what}" + (f"（{d.note}）" if d.note else ""))
        if notice := wallclock.notice():
            lines.append(notice)
    return lines
