"""Group chat through the bot: a team member's `群聊 …` goes to the other members of that group
as it is at this moment (a seat that knows it is out neither sends nor receives), and is kept
with its recipients, frozen at send time, so each member's page shows exactly the messages it
was sent — like the engine's own group messages."""
from __future__ import annotations

import json
import sqlite3
from typing import Any

from bansha.engine import life
from bansha.engine.game import Game

from . import binding, db, outbox

LIMIT = 500


def send(conn: sqlite3.Connection, b: binding.Binding, game: Game, text: str) -> str:
    groups = game.groups_of(b.seat)
    if not groups:
        return "你不在任何群中，没有可以转发的对象。"
    first, _, rest = text.strip().partition(" ")
    named = first[:-1] if first.endswith("群") and first[:-1] in groups else first
    if named in groups:
        group, text = named, rest.strip()
    elif len(groups) == 1:
        group = groups[0]
    else:
        return "你在多个群中，请写明群名，例如：" + "、".join(f"群聊 {g} 内容" for g in groups)
    if not text:
        return "请在「群聊」后写上要发给群成员的内容。"
    if len(text) > LIMIT:
        return f"群聊消息过长（最多 {LIMIT} 个字），没有转发。"
    if game.over:
        return "游戏已经结束，群聊不再转发。"
    if life.knows_out(game, b.seat):
        return "你已出局，不能再在群内发言。"
    to = [n for n in game.members(group) if n != b.seat and not life.knows_out(game, n)]
    bound = binding.of_game(conn, b.game_id)
    line = f"[{group}群] {b.seat}号：{text}"
    with db.transaction(conn):
        conn.execute("INSERT INTO bot_chat (game_id, period, grp, seat, text, recipients, at) VALUES (?,?,?,?,?,?,?)",
                         (b.game_id, game.period, group, b.seat, text, json.dumps(to), db.now()))
        for n in to:
            if n in bound:
                outbox.put(conn, bound[n].user_id, line, "chat", b.game_id, n, bound[n].self_id)
    if not to:
        return f"{group}群现在没有其他成员可以收到消息。"
    return f"已发到{group}群（{'、'.join(f'{n}号' for n in to)}）。"


def of_seat(conn: sqlite3.Connection, game_id: str, seat: int) -> list[dict[str, Any]]:
    """The relayed messages the seat sent or was sent, oldest first (its page shows these)."""
    rows = conn.execute("SELECT * FROM bot_chat WHERE game_id=? ORDER BY id", (game_id,)).fetchall()
    out = []
    for r in rows:
        if r["seat"] == seat or seat in json.loads(r["recipients"]):
            out.append({"period": r["period"], "group": r["grp"], "seat": r["seat"], "text": r["text"], "at": r["at"]})
    return out


def line_of(m: dict[str, Any]) -> str:
    return f"[{m['group']}群] {m['seat']}号：{m['text']}"
