"""The end-of-game publication: the 演员表 (who played which seat and role, substitutes
included) and every action period by period, with each period's 公示 and resolution trace,
as Discuz BBCode — and the replay scenario that reproduces the game."""
from __future__ import annotations

from typing import Any

from bansha import present
from bansha.engine.game import Game
from bansha.forum import bbcode
from bansha.service.console_view import played_periods
from bansha.service.wording import input_text, period_label
from bansha.store.games import Recorded, Setup


def cast(game: Game, players: dict[int, str], history: list[Any]) -> list[dict[str, Any]]:
    subs: dict[int, list[str]] = {}
    for row in history:
        if row["player"] not in subs.setdefault(row["seat"], []):
            subs[row["seat"]].append(row["player"])
    out = []
    for n, s in game.seats.items():
        names = [s.name] + [p for p in subs.get(n, []) if p != s.name]
        out.append({"seat": n, "names": names, "role": s.role, "camp": s.camp, "alive": s.alive,
                    "player": players.get(n, s.name)})
    return out


def record_text(setup: Setup, game: Game, log: list[Recorded], players: dict[int, str], history: list[Any]) -> str:
    title = bbcode.escape(setup.title or setup.id)
    lines = [f"[b]{title} · {game.ruleset.title} · 完整记录[/b]", ""]
    if game.over:
        lines.append(f"[color=red]游戏结束：{present.result(game.winner)}。[/color]")
    else:
        lines.append(f"（游戏尚未结束，当前：{period_label(game.period)}）")
    lines += ["", "[b]演员表[/b]"]
    for c in cast(game, players, history):
        sub = f"（替补：{'→'.join(c['names'][1:])}）" if len(c["names"]) > 1 else ""
        lines.append(bbcode.escape(f"{c['seat']}号 {c['names'][0]}{sub}  {c['role']}（{c['camp']}）")
                     + ("" if c["alive"] else "  出局"))
    by_period: dict[str, list[Recorded]] = {}
    for r in log:
        if r.kind != "close":
            by_period.setdefault(r.period, []).append(r)
    for period in played_periods(game):
        lines += ["", f"[b]{period_label(period)}[/b]"]
        rows = by_period.get(period, [])
        posts = [r for r in rows if r.kind == "post"]
        for r in rows:
            if r.kind != "post":
                lines.append("  " + bbcode.escape(input_text(r.payload)))
        if posts:
            lines.append(f"  （论坛发言 {len(posts)} 条）")
        lines.append("[i]结算过程[/i]")
        lines += ["  " + bbcode.escape(present.describe(e)) for e, _ in present.period_events(game, period)
                  if e["type"] != "announce"]
        lines.append("[i]公示[/i]")
        lines.append(present.announcement(game, period))
    return "\n".join(lines) + "\n"
