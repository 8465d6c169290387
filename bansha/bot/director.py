"""The director's commands over QQ (only from the numbers given to `bansha bot --director`):
the open period's status (who has and has not submitted), moving the period on by a step, and
closing it — the last only when the message names the period, so a repeated or late message
never closes the next one."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bansha import present, status
from bansha.engine.errors import Refusal
from bansha.service import binding
from bansha.store.expect import Expect

from .player import DIRECTOR_HELP

if TYPE_CHECKING:
    from .hub import Hub


def maker(user_id: str) -> str:
    """The log's `source` of a director's command over QQ: the number it came from, so the console's
    input list says which director moved the game, and that it came over QQ."""
    return f"qq:{user_id}"


def handle(hub: "Hub", user_id: str, rest: str) -> str:
    words = rest.split()
    if not words:
        return DIRECTOR_HELP
    verb, args = words[0], words[1:]
    if verb in ("游戏", "列表"):
        return games(hub)
    if verb not in ("状态", "推进", "结算"):
        return "看不懂这条导演指令。\n" + DIRECTOR_HELP
    game_id, args = pick_game(hub, args)
    store = hub.store
    setup, game = store.setup(game_id), store.open(game_id)
    if verb == "状态":
        lines = status.status_lines(setup, game, store.inputs(game_id))
        bound = binding.of_game(hub.conn, game_id)
        lines.append("已绑定 QQ：" + ("、".join(f"{n}号" for n in sorted(bound)) or "无")
                     + (f"；未绑定：{'、'.join(f'{n}号' for n in game.seats if n not in bound)}"
                        if len(bound) < len(game.seats) else ""))
        return "\n".join(lines)
    if game.over:
        raise Refusal("游戏已经结束")
    label = present.label_zh(game.period)
    if verb == "推进":
        inp = {"kind": "settle", **({"step": args[0]} if args else {})}
        game = store.record(game_id, inp, maker(user_id))
        hub.touched.add(game_id)
        return f"已推进结算（第 {store.last_seq} 条）；{label}已结算步骤：{'、'.join(game.settled) or '无'}"
    said = " ".join(args)
    if said not in (label, game.period):
        waiting = status.waiting(game)
        left = "；".join(f"{n}号 {'、'.join(v)}" for n, v in waiting.items()) or "无"
        return (f"将结算 {game_id} 的{label}（仍在等待：{left}；未提交的视为放弃）。\n"
                f"确认请发送：导演 结算 {game_id} {label}")
    period = game.period  # the period the director named: if another close came first, nothing is closed
    game = store.record(game_id, {"kind": "close"}, maker(user_id), expect=Expect(period=period))
    hub.touched.add(game_id)
    text = f"{label}已结算，当前：{present.label_zh(game.period)}。公示：\n{present.announcement(game, period)}"
    return text + (f"\n游戏结束：{present.result(game.winner)}。" if game.over else "")


def games(hub: "Hub") -> str:
    rows = hub.store.list()
    if not rows:
        return "还没有游戏。"
    lines = []
    for r in rows:
        game = hub.store.peek(r["id"])
        state = f"已结束（{present.result(game.winner)}）" if game.over else present.label_zh(game.period)
        lines.append(f"{r['id']} {r['title'] or ''} · {game.ruleset.title} · {state}")
    return "\n".join(lines)


def pick_game(hub: "Hub", args: list[str]) -> tuple[str, list[str]]:
    """The game the command names first, else the only game still running."""
    ids = [r["id"] for r in hub.store.list()]
    if args and args[0] in ids:
        return args[0], args[1:]
    running = [g for g in ids if not hub.store.peek(g).over]
    if len(running) == 1:
        return running[0], args
    if not running:
        raise Refusal("没有进行中的游戏")
    raise Refusal(f"有多局游戏在进行，请写明游戏编号：{'、'.join(running)}")
