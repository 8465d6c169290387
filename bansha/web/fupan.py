"""The 复盘 of a game: what communities post once a game is over — the deal (every seat's player,
role and camp, how it left the game, whether it won), then each period in order with every
action, vote, feedback and exit, the director's resolution trace and the 公示 — as a page and
as Discuz BBCode for the forum's 复盘 post. Everything here is built from the game the log
replays; nothing is kept."""
from __future__ import annotations

from typing import Any

from bansha import present
from bansha.engine.game import Game
from bansha.forum import bbcode
from bansha.service.console_view import played_periods
from bansha.service.wording import input_text, period_label
from bansha.store.games import Recorded, Setup

from . import directing

ACTION_KINDS = ("action", "pass", "settle", "card", "last_words", "moon_pick", "stalemate", "surrender")
VOTE_KINDS = ("vote", "sheriff_vote")
VOTE_THREADS = ("vote", "sheriff", "投票", "警长")


def deal(game: Game, names: dict[int, str], players: dict[int, str]) -> list[dict[str, Any]]:
    """Each seat: its name, the player linked to it, role and camp, its exit, whether it won."""
    exits: dict[int, str] = {}
    for e in game.events:
        if e["type"] == "death" and e["seat"] not in exits:
            exits[e["seat"]] = f"{period_label(e['t'])}出局（{e['cause']}）"
    winners = next((set(e.get("seats") or ()) for e in game.events if e["type"] == "game_over"), set())
    keys, labels = game.ruleset.seat_keys, game.ruleset.seat_key_labels
    return [{"seat": n, "name": names.get(n, s.name), "player": players.get(n), "role": s.role,
             "camp": game.ruleset.camp_of(game, n),
             "facts": [f"{labels.get(k, k)} {v}" for k, v in game.seat_facts.get(n, {}).items() if k in keys],
             "exit": exits.get(n) or ("存活" if s.alive else "出局"), "won": n in winners if game.over else None}
            for n, s in game.seats.items()]


def _line(r: Recorded) -> str:
    return f"{input_text(r.payload)}（{directing.who(r.source)}）"


def periods(game: Game, log: list[Recorded]) -> list[dict[str, Any]]:
    """Each settled period in play order; the open one too while the game goes on."""
    by_period: dict[str, list[Recorded]] = {}
    for r in log:
        by_period.setdefault(r.period, []).append(r)
    shown = played_periods(game) + ([] if game.over else [game.period])
    out = []
    for p in shown:
        rows = by_period.get(p, [])
        events = [e for e, _ in present.period_events(game, p)]
        posts = [r for r in rows if r.kind == "post"]
        out.append({
            "period": p, "label": period_label(p), "settled": p in played_periods(game),
            "actions": [_line(r) for r in rows if r.kind in ACTION_KINDS]
            + [present.describe(e) for e in events if e["type"] in ("rejected", "unused")],
            "votes": [_line(r) for r in rows if r.kind in VOTE_KINDS]
            + [input_text(r.payload) for r in posts if r.payload.get("thread") in VOTE_THREADS]
            + [present.describe(e) for e in events if e["type"] in ("sheriff", "exile")],
            "posts": len(posts),
            "feedback": [(n, game.seats[n].name, msgs) for n, msgs in present.private_messages(game, p).items()],
            "exits": [present.describe(e) for e in events if e["type"] in ("death", "faction_lost", "game_over")],
            "trace": [e["text"] for e in events if e["type"] == "trace"],
            "announcement": present.announcement(game, p),
        })
    return out


def build(setup: Setup, game: Game, log: list[Recorded], names: dict[int, str], players: dict[int, str]) -> dict[str, Any]:
    return {"title": setup.title or setup.id, "id": setup.id, "ruleset": game.ruleset.title, "over": game.over,
            "result": present.result(game.winner) if game.over else None,
            "reason": game.outcome.reason if game.outcome else "",
            "winning_seats": list(game.outcome.seats) if game.outcome else [],
            "started": log[0].recorded_at if log else None, "ended": log[-1].recorded_at if game.over and log else None,
            "deal": deal(game, names, players), "periods": periods(game, log)}


def to_bbcode(f: dict[str, Any], when: Any = None) -> str:
    """The 复盘 as one Discuz post. Players' words (names, 遗言, posts) are made inert."""
    esc = bbcode.escape
    lines = [f"[b]{esc(f['title'])} · {esc(f['ruleset'])} · 复盘[/b]", ""]
    if f["over"]:
        lines.append(f"[color=red]游戏结束：{f['result']}" + (f"（{esc(f['reason'])}）" if f["reason"] else "") + "。[/color]")
    else:
        lines.append("（游戏尚未结束）")
    if when is not None and f["started"]:
        lines.append(f"开始：{when(f['started'])}" + (f"　结束：{when(f['ended'])}" if f["ended"] else ""))
    lines += ["", "[b]身份[/b]"]
    for s in f["deal"]:
        who = f"{s['name']}" + (f"（{s['player']}）" if s["player"] and s["player"] != s["name"] else "")
        facts = ("  " + " ".join(s["facts"])) if s["facts"] else ""
        won = "" if s["won"] is None else ("  [color=green]胜[/color]" if s["won"] else "  负")
        lines.append(esc(f"{s['seat']}号 {who}  {s['role']}（{s['camp']}）{facts}  {s['exit']}") + won)
    for p in f["periods"]:
        lines += ["", f"[b]{p['label']}[/b]" + ("" if p["settled"] else "（进行中）")]
        for title, key in (("行动", "actions"), ("投票", "votes"), ("出局", "exits")):
            if p[key]:
                lines.append(f"[i]{title}[/i]")
                lines += ["  " + esc(x) for x in p[key]]
        if p["posts"]:
            lines.append(f"  （论坛发言 {p['posts']} 条）")
        if p["feedback"]:
            lines.append("[i]反馈[/i]")
            for n, name, msgs in p["feedback"]:
                lines += [esc(f"  {n}号 {name}：{m}") for m in msgs]
        if p["trace"]:
            lines.append("[i]结算过程[/i]")
            lines += ["  " + esc(x) for x in p["trace"]]
        if p["settled"]:
            lines += ["[i]公示[/i]", p["announcement"]]
    return "\n".join(lines) + "\n"
