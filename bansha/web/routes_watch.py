"""The console's 跟帖 panel: a thread address per thread kind of the open day, the 跟帖 switch and
interval, the forum's login cookie, the accounts waiting for the director, and — refreshed by
itself while the page is open — the status line (last poll, posts read, last error), the tally,
the waiting list, who has not posted, the posts read and what became of them."""
from __future__ import annotations

import json
from datetime import datetime
from typing import Any

from fastapi import APIRouter, Form, Request
from fastapi.responses import JSONResponse, RedirectResponse, Response

from bansha.forum.watch import attach, authors, tables
from bansha.forum.watch.live import live
from bansha.forum.watch.poll import rejudge
from bansha.forum.watch.runner import fetcher_for, holder_name, poll_now
from bansha.service.forms import BadInput
from bansha.service.wording import zone

from .context import Web

router = APIRouter()


def _web(request: Request) -> Web:
    return request.app.state.web


def _to(game_id: str) -> RedirectResponse:
    return RedirectResponse(f"/games/{game_id}/watch", status_code=303)


def _held(conn, game_id: str) -> list[dict[str, Any]]:
    """The accounts whose posts wait for the director, with how many posts and their first words."""
    out: dict[tuple[int, str], dict[str, Any]] = {}
    for r in tables.posts_of_game(conn, game_id):
        if r["state"] == "held" and r["note"] == "作者待导演确认":
            text = json.loads(r["data"]).get("text", "")
            entry = out.setdefault((r["uid"], r["author"]), {"uid": r["uid"], "author": r["author"], "posts": 0,
                                                             "sample": text.splitlines()[0][:60] if text else ""})
            entry["posts"] += 1
    return list(out.values())


def _posts(conn, game_id: str, period: str) -> list[dict[str, Any]]:
    rows = [r for r in tables.posts_of_game(conn, game_id) if r["period"] == period]
    return [{"kind": attach.THREADS.get(r["kind"], r["kind"]), "floor": r["floor"], "author": r["author"], "uid": r["uid"],
             "seat": r["seat"], "state": tables.STATES.get(r["state"], r["state"]), "state_key": r["state"],
             "note": r["note"], "gone": bool(r["gone"]), "text": json.loads(r["data"]).get("text", "")}
            for r in rows][-80:]


def _when(value: str | None, tz) -> str:
    if not value:
        return "—"
    return datetime.fromisoformat(value).astimezone(tz).strftime("%m-%d %H:%M:%S")


def live_context(web: Web, game_id: str, csrf: str) -> dict[str, Any]:
    conn = web.conn
    setup = web.store.setup(game_id)
    game = web.store.open(game_id)
    tz = zone(setup.tz)
    row = tables.game_row(conn, game_id)
    now = live(web.store, game_id)
    threads = tables.threads(conn, game_id, now.period)
    return {"setup": setup, "watch": row, "live": now, "threads": threads, "held": _held(conn, game_id),
            "posts": _posts(conn, game_id, now.period), "log": tables.recent_log(conn, game_id, 25),
            "when": lambda v: _when(v, tz), "kinds": attach.THREADS,
            "healthy": all(t.errors == 0 for t in threads), "tz": tz, "csrf": csrf,
            "names": authors.players(conn, game_id, game)}


@router.get("/games/{game_id}/watch")
def watch_page(request: Request, game_id: str) -> Response:
    web = _web(request)
    s = web.director(request)
    game = web.store.open(game_id)
    ctx = live_context(web, game_id, s.csrf)
    del ctx["csrf"]  # director_page adds the session's own
    hosts = {t.address.split("/")[2] for t in ctx["threads"] if "://" in t.address}
    cookies = {h: tables.shown_cookie(tables.cookie(web.conn, h)) for h in sorted(hosts)}
    return web.director_page(request, s, "watch.html", game=game, tab="watch", kind_names=attach.kinds_of(game),
                             by_kind={t.kind: t for t in ctx["threads"]}, cookies=cookies,
                             accounts=authors.accounts(web.conn, game_id), **ctx)


@router.get("/games/{game_id}/watch/live")
def watch_live(request: Request, game_id: str) -> Response:
    """The part of the panel that changes as posts arrive (the page fetches it every few seconds)."""
    web = _web(request)
    s = web.director(request)
    return web.page(request, "_watch_live.html", **live_context(web, game_id, s.csrf))


@router.get("/games/{game_id}/watch/api/status")
def watch_status(request: Request, game_id: str) -> Response:
    web = _web(request)
    s = web.director(request)
    ctx = live_context(web, game_id, s.csrf)
    row, now = ctx["watch"], ctx["live"]
    return JSONResponse({"running": bool(row["running"]), "every": row["every"], "last_poll": row["last_poll"],
                         "posts_read": row["posts_read"], "recorded": row["recorded"], "last_error": row["last_error"],
                         "last_error_at": row["last_error_at"], "period": now.period, "results": now.results,
                         "if_now": now.if_now, "waiting": {str(k): v for k, v in now.waiting.items()},
                         "held": ctx["held"],
                         "threads": [{"kind": t.kind, "address": t.address, "mode": t.mode, "page": t.page,
                                      "errors": t.errors, "last_error": t.last_error, "posts_read": t.posts_read}
                                     for t in ctx["threads"]]})


@router.post("/games/{game_id}/watch/threads")
def set_threads(request: Request, game_id: str, csrf: str = Form(""), kind: list[str] = Form([]),
                address: list[str] = Form([])) -> Response:
    """The day's addresses, one per kind; an emptied field takes the kind's thread off."""
    web = _web(request)
    s = web.director_form(request, csrf)
    if len(kind) != len(address):
        raise BadInput("帖子类型与地址数目不符")
    game = web.store.open(game_id)
    done = []
    for k, a in zip(kind, address):
        if a.strip():
            th = attach.attach(web.store, game_id, k, a)
            done.append(f"{attach.THREADS.get(k, k)}：{th.address}")
        elif tables.detach(web.conn, game_id, str(game.period), k):
            done.append(f"{attach.THREADS.get(k, k)}：已取消")
    web.flash(s, "已保存帖子地址。" + "；".join(done) if done else "没有改动。")
    return _to(game_id)


@router.post("/games/{game_id}/watch/switch")
def set_switch(request: Request, game_id: str, csrf: str = Form(""), running: str = Form(""),
               every: str = Form("")) -> Response:
    web = _web(request)
    s = web.director_form(request, csrf)
    try:
        seconds = float(every) if every.strip() else None
    except ValueError:
        raise BadInput("读取间隔应是秒数") from None
    attach.switch(web.store, game_id, running == "1", seconds)
    web.flash(s, "跟帖已开启：控制台每隔一段时间自动读取论坛。" if running == "1" else "跟帖已关闭。")
    return _to(game_id)


@router.post("/games/{game_id}/watch/poll")
def poll_once(request: Request, game_id: str, csrf: str = Form("")) -> Response:
    """立即读取: one round now, from this request."""
    web = _web(request)
    s = web.director_form(request, csrf)
    fetcher = fetcher_for(web.store)
    row = tables.game_row(web.conn, game_id)
    try:
        r = poll_now(web.store, game_id, fetcher, holder_name(), row["every"], force=True, keep=bool(row["running"]))
    finally:
        fetcher.close()
    if r is None:
        web.flash(s, "跟帖正在进行中（另一个读取还没结束），请稍后再试。")
    else:
        web.flash(s, f"读到 {r.read} 条新发言，记录 {r.recorded} 条。" + ("；".join(r.errors) if r.errors else ""))
    return _to(game_id)


@router.post("/games/{game_id}/watch/author")
def place_author(request: Request, game_id: str, csrf: str = Form(""), who: str = Form(""),
                 seat: str = Form("")) -> Response:
    """The director places an account once; the posts it held back are judged at once."""
    web = _web(request)
    s = web.director_form(request, csrf)
    said = attach.place(web.store, game_id, who, seat)
    judged = rejudge(web.store, game_id)
    web.flash(s, f"{said}。记录了 {judged.recorded} 条暂缓的发言。")
    return _to(game_id)


@router.post("/games/{game_id}/watch/cookie")
def set_cookie(request: Request, game_id: str, csrf: str = Form(""), cookie: str = Form("")) -> Response:
    web = _web(request)
    s = web.director_form(request, csrf)
    hosts = attach.set_cookie(web.store, game_id, cookie)
    web.flash(s, f"{'已保存' if cookie.strip() else '已清除'} {'、'.join(hosts)} 的登录 Cookie。")
    return _to(game_id)
