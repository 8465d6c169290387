"""Posts read from the forum become the log's `post` inputs, exactly as a pasted thread makes them
(`forum.paste`): kind "post", thread, by, text, floor, time (the post's forum time, ISO with
+08:00), reply_to (the index, in the period's post list, of the post it quotes or replies to) and
proxy for a 代投. The floor is the key: a post already in the log (watched or pasted) is never
recorded again, and posts are recorded in the forum's order, so the steps settle as they would
from a paste (the election closing as soon as everyone has voted).

What is not a player's post is kept out and reported: the opening post (the director's), a 屏蔽
post (no text to read), an anonymous one (no author), an account that is not a player. A post by
an account the director has not placed yet holds its thread's later posts back (so the order
stays the forum's) until the director places it. An edited post is judged by the text it has when
first read, at the time of its edit (docs/forum-watch.md, W-EDIT); a refused one is reported with
the rules' reason."""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from bansha.engine import settlement
from bansha.engine.errors import Refusal
from bansha.forum.paste import Known
from bansha.forum.posts import proxied
from bansha.store.games import Store, open_log

from . import authors, tables
from .model import ForumPost

SOURCE = "forum"  # the log's source of a watched post
THREADS = {"discussion": "讨论帖", "vote": "投票帖", "sheriff": "警长竞选帖", "自由": "自由警长发言贴", "宣言": "宣言贴"}


@dataclass
class Judged:
    recorded: int = 0
    settled: list[str] = field(default_factory=list)
    notes: list[tuple[str, str]] = field(default_factory=list)  # (level, text) for the log


@dataclass
class _Item:
    thread: tables.Thread
    post: ForumPost
    inp: dict[str, Any]
    edited: bool


def _where(thread: tables.Thread, post: ForumPost) -> str:
    return f"{THREADS.get(thread.kind, thread.kind)} {post.floor}楼（{post.author or '匿名'}）"


def _period_posts(store: Store, game_id: str) -> tuple[list[dict[str, Any]], list[str]]:
    log = open_log(store.inputs(game_id))
    posts = [r for r in log if r.kind == "post"]
    return [r.payload for r in posts], [r.source for r in posts]


def _settled(game) -> set[str]:
    return {s["id"] for s in settlement.status(game) if s["state"] == "settled"}


def judge(store: Store, game_id: str) -> Judged:
    """Judge every post read and not yet judged, for the game's open period; record the players'."""
    conn = store.conn
    out = Judged()
    game = store.open(game_id)
    before = _settled(game)
    names = authors.players(conn, game_id, game)
    items: list[_Item] = []
    where_is: dict[int, tuple[str, int]] = {r["pid"]: (r["kind"], r["floor"]) for r in tables.posts_of_game(conn, game_id)}
    for th in tables.threads(conn, game_id):
        rows = tables.open_posts(conn, th.id)
        if not rows:
            continue
        if th.period != game.period or game.over:
            for r in rows:
                tables.set_post(conn, th.id, r["pid"], state="late", note="这一天已经结束，未记录")
            out.notes.append(("warn", f"{THREADS.get(th.kind, th.kind)}有 {len(rows)} 条发言在这一天结束后才读到，未记录"))
            continue
        items += _players_posts(conn, game_id, th, rows, names, out)
    items.sort(key=lambda it: (it.inp.get("time") or "", it.thread.id, it.post.floor))
    if items:
        game = _record(store, game_id, items, where_is, out)
    out.settled = [s["id"] for s in settlement.status(game) if s["state"] == "settled" and s["id"] not in before]
    return out


def _players_posts(conn, game_id: str, th: tables.Thread, rows, names: dict[int, str], out: Judged) -> list[_Item]:
    items = []
    waiting = None
    for r in rows:
        post = ForumPost.from_row(json.loads(r["data"]))
        if waiting is not None:
            tables.set_post(conn, th.id, post.pid, state="held", note=f"等待确认前面的作者：{waiting}")
            continue
        if post.first:
            tables.set_post(conn, th.id, post.pid, state="skipped", note="主楼（导演开帖）")
            continue
        if post.blocked:
            tables.set_post(conn, th.id, post.pid, state="blocked", note="被屏蔽，看不到内容")
            out.notes.append(("warn", f"{_where(th, post)} 被屏蔽：看不到内容，未记录；需要时请导演手工录入"))
            continue
        if post.anonymous:
            tables.set_post(conn, th.id, post.pid, state="anonymous", note="匿名发言，无法对应座位")
            out.notes.append(("warn", f"{_where(th, post)} 是匿名发言：无法对应座位，未记录"))
            continue
        seat = authors.seat_of(conn, game_id, post.uid, post.author, names)
        text, proxy = post.text, False
        if seat == authors.UNKNOWN:
            waiting = f"{post.author}（uid {post.uid}）"
            if r["state"] != "held":
                out.notes.append(("warn", f"{_where(th, post)}：论坛账号 {waiting}不是任何座位的玩家昵称，"
                                          "请导演确认它是几号（或不是玩家）；这个帖子之后的发言暂缓记录"))
            tables.set_post(conn, th.id, post.pid, state="held", note="作者待导演确认")
            continue
        if seat == authors.NOT_PLAYER:
            found = proxied(text, names)
            if found is None:
                tables.set_post(conn, th.id, post.pid, state="skipped", note="不是玩家的账号")
                continue
            seat, text, proxy = found[0], found[1], True
        inp: dict[str, Any] = {"kind": "post", "thread": th.kind, "by": seat, "text": text, "floor": post.floor}
        when = post.edit.at if post.edit is not None and post.edit.at is not None else post.time
        if when is not None:
            inp["time"] = when.isoformat()
        if proxy:
            inp["proxy"] = True
        if post.edit is not None:
            out.notes.append(("warn", f"{_where(th, post)} 读到时已被编辑（{post.edit.by} 于 "
                                      f"{post.edit.at:%m-%d %H:%M} 编辑）：按编辑后的内容、编辑的时间判断"
                                      "（编辑不是改票；是否判罚由导演决定）"
                              if post.edit.at else f"{_where(th, post)} 读到时已被编辑：按编辑后的内容判断"))
        tables.set_post(conn, th.id, post.pid, seat=seat)
        items.append(_Item(th, post, inp, post.edit is not None))
    return items


def _reply(item: _Item, where_is: dict[int, tuple[str, int]], known: Known) -> int | None:
    for pid in item.post.replies_to:
        if pid in where_is:
            kind, floor = where_is[pid]
            return known.find({"thread": kind, "floor": floor})
    return None


def _fresh(store: Store, game_id: str, items: list[_Item], where_is, out: Judged) -> list[_Item]:
    """The items not yet in the log, with their reply_to against the log as it now stands."""
    recorded, sources = _period_posts(store, game_id)
    known = Known(recorded)
    fresh = []
    for it in items:
        hit = known.find(it.inp)
        if hit is not None:
            mine = sources[hit] == SOURCE
            tables.set_post(store.conn, it.thread.id, it.post.pid, state="recorded" if mine else "already",
                            note="" if mine else "已由粘贴记录")
            continue
        it.inp.pop("reply_to", None)
        reply = _reply(it, where_is, known)
        if reply is not None:
            it.inp["reply_to"] = reply
        known.add(it.inp, len(recorded) + len(fresh))
        fresh.append(it)
    return fresh


def _record(store: Store, game_id: str, items: list[_Item], where_is, out: Judged):
    fresh = _fresh(store, game_id, items, where_is, out)
    if not fresh:
        return store.open(game_id)
    try:
        game = store.record_all(game_id, [it.inp for it in fresh], SOURCE)
    except Refusal:
        game = None
    if game is not None:
        for it in fresh:
            tables.set_post(store.conn, it.thread.id, it.post.pid, state="recorded", note="")
        out.recorded += len(fresh)
        return game
    for it in fresh:  # one of them is refused: record the others one by one, in order
        again = _fresh(store, game_id, [it], where_is, out)
        if not again:
            continue
        try:
            store.record(game_id, it.inp, SOURCE)
        except Refusal as r:
            tables.set_post(store.conn, it.thread.id, it.post.pid, state="refused", note=r.reason)
            out.notes.append(("warn", f"{_where(it.thread, it.post)}：规则拒绝记录：{r.reason}"))
            continue
        tables.set_post(store.conn, it.thread.id, it.post.pid, state="recorded", note="")
        out.recorded += 1
    return store.open(game_id)
