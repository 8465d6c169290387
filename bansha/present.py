"""Turning a period's events into what the director reads and posts: the resolution trace,
the 公示 text (Discuz BBCode), and each seat's private messages."""
from __future__ import annotations

import sys
from typing import Any

from bansha import rulesets
from bansha.engine.game import PUBLIC, Game
from bansha.engine.outcome import result
from bansha.engine.period import Period
from bansha.forum import bbcode


def period_events(game: Game, period: str) -> list[tuple[dict[str, Any], Any]]:
    return [(e, a) for e, a in zip(game.events, game.audiences) if e["t"] == period]


def indexed_events(game: Game, period: str) -> list[tuple[int, dict[str, Any], Any]]:
    """The period's events with their places in the record (what `Game.step_marks` counts by)."""
    return [(i, e, a) for i, (e, a) in enumerate(zip(game.events, game.audiences)) if e["t"] == period]


def describe(e: dict[str, Any]) -> str:
    """One event in words a director who knows the rules can check against the seed."""
    t = e["type"]
    if t == "trace":
        return e["text"]
    if t == "death":
        return f"{e['seat']}号 出局（{e['cause']}）"
    if t == "feedback":
        target = f" 对 {e['target']}号" if "target" in e else ""
        return f"{e['to']}号 <{e['skill']}>{target}：{_result(e['result'], e['skill'])}"
    if t == "notice":
        return f"通知 {e['to']}号：{e['text']}"
    if t == "group":
        return f"[{e['group']}群] {e['text']}"
    if t == "announce":
        return f"公示：{e['text']}"
    if t == "sheriff":
        return "警长：" + (f"{e['seat']}号" if e["seat"] else "无")
    if t == "exile":
        tally = "，".join(f"{k}号 {v}票" for k, v in e["tally"].items()) or "无人得票"
        return f"放逐投票：{tally} → " + (f"{e['seat']}号 出局" if e["seat"] else "无人出局")
    if t == "card":
        return f"{e['to']}号 {e['card']}（{e['reason']}）"
    if t == "rejected":
        what = f"<{e['skill']}>" if e.get("skill") else ("投票" if "vote" in e else e.get("input", "输入"))
        return f"拒绝 {e.get('by')}号 {what}：{e['reason']}"
    if t == "unused":
        return f"未使用 {e['by']}号 <{e['skill']}>"
    if t == "faction_lost":
        return f"{e['faction']} 判负：{e['reason']}"
    if t == "game_over":
        return f"游戏结束：{result(e['winner'])}" + (f"，获胜座位 {e['seats']}" if e["winner"] else "")
    return str(e)


def _count_words(skill: str) -> str | None:
    """How a number fed back by `skill` reads, as the ruleset that has it declares (`Ruleset.count_feedback`);
    an event names no ruleset, and only a loaded ruleset can have made one."""
    for name in rulesets.KNOWN.values():
        words = getattr(getattr(sys.modules.get(name), "RULESET", None), "count_feedback", {}).get(skill)
        if words is not None:
            return words
    return None


def _result(r: Any, skill: str = "") -> str:
    words = _count_words(skill) if isinstance(r, int) and skill else None
    if words is not None:
        return words.format(r)
    if isinstance(r, list):
        return "、".join(f"{x}号" if isinstance(x, int) else str(x) for x in r)
    return f"{r}号" if isinstance(r, int) else str(r)


def announcement(game: Game, period: str) -> str:
    """The 公示 of a period as Discuz BBCode, ready to paste. The lines carry players' words
    (遗言, nicknames): any BBCode in them is made inert (`forum.bbcode.escape`)."""
    lines = [f"[b]{game.ruleset.title} · {label_zh(period)}[/b]"]
    lines += [text for _, text in posts(game, period)]
    return "\n".join(lines)


def posts(game: Game, period: str) -> list[tuple[str | None, str]]:
    """The 公示 of a period post by post, as the seed has the director make them: each `announce`
    with the time (`at`) of the entry that made it due, each card the table sees (判罚, as it is
    given), a game's end as its own line. A post's words are made inert BBCode like the whole 公示's."""
    out: list[tuple[str | None, str]] = []
    for e, a in period_events(game, period):
        text = post_text(game, e, a)
        if text is not None:
            out.append((e.get("at"), text))
    return out


def post_text(game: Game, e: dict[str, Any], audience: Any) -> str | None:
    """The BBCode the director posts for one event, or None for an event that is no post."""
    if e["type"] == "announce":
        return bbcode.escape(e["text"])
    if e["type"] == "card" and audience == PUBLIC:  # a 判罚 the table sees: the director posts it as it is given
        return bbcode.escape(f"判罚：{e['to']}号{game.seats[e['to']].name} {e['card']}（{e['reason']}）")
    if e["type"] == "game_over":
        return f"[color=red]游戏结束：{result(e['winner'])}。[/color]"
    return None


def private_messages(game: Game, period: str) -> dict[int, list[str]]:
    """Each seat's messages of a period: what `Game.view` gives it, nothing else. A group message
    goes to the members it was sent to (its audience, frozen at send time), not today's members."""
    out: dict[int, list[str]] = {}
    for e, a in period_events(game, period):
        if e["type"] in ("feedback", "notice") or (e["type"] == "group" and isinstance(a, tuple)):
            for s in a if isinstance(a, tuple) else (e["to"],):
                out.setdefault(s, []).append(describe(e))
    return dict(sorted(out.items()))


def label_zh(period: str) -> str:
    p = Period(period)
    if p.kind == "start":
        return "开局"
    return f"第{p.number}{'夜' if p.kind == 'night' else '天'}" + (f"·{p.sub}" if p.sub else "")
