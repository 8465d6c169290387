"""`bansha status`: the open period at a glance — who is alive, what each seat has submitted and
what it still may use, and what is due by when (the ruleset's timetable, never a sleep)."""
from __future__ import annotations

from datetime import date, datetime
from typing import Any

from bansha import present
from bansha.engine.game import Game
from bansha.engine.intake import usable
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
    """Skills a living seat could still submit this period."""
    return {n: [s.name for s in usable(game, n)] for n in game.alive() if usable(game, n)}


def deadlines(setup: Any, game: Game) -> list[Any]:
    if not setup.start_date:
        return []
    try:
        return game.ruleset.deadlines(date.fromisoformat(setup.start_date), game.period, len(game.alive()),
                                      game=game)
    except ValueError:
        return []


def status_lines(setup: Any, game: Game) -> list[str]:
    if game.over:
        return [f"{setup.id}：游戏已结束，{game.winner}胜利。"]
    lines = [f"{setup.id} · {game.ruleset.title} · 当前：{present.label_zh(game.period)}",
             "存活：" + "、".join(f"{n}号{game.seats[n].name}" for n in game.alive()),
             "警长：" + (f"{game.sheriff}号" if game.sheriff else "无")]
    subs = submitted(game)
    lines.append("已提交：" + ("；".join(f"{n}号 {'、'.join(v)}" for n, v in sorted(subs.items())) or "无"))
    wait = {n: v for n, v in waiting(game).items()}
    lines.append("未提交：" + ("；".join(f"{n}号 {'、'.join(v)}" for n, v in sorted(wait.items())) or "无"))
    dls = deadlines(setup, game)
    if dls:
        lines.append("时限：")
        for d in dls:
            at = d.at.strftime("%m-%d %H:%M") if isinstance(d.at, datetime) else str(d.at)
            lines.append(f"  {at}  {d.what}" + (f"（{d.note}）" if d.note else ""))
    return lines
