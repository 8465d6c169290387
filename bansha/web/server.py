"""`bansha serve`: make the administrator's account on first start, create a ready demo game on an
empty data directory, print the address and how to log in, then serve."""
from __future__ import annotations

import gc
import os
import threading
import time
from datetime import timedelta
from typing import Any

from bansha import rulesets, wallclock
from bansha.demo import NAMES, ROLES
from bansha.engine.schedule import GMT8
from bansha.forum.watch.runner import serve_loop
from bansha.service import accounts, links
from bansha.status import tick
from bansha.store.db import backend, data_dir as resolve_dir
from bansha.store import persisted
from bansha.store.games import open_store

from . import weblog
from .app import create_app
from .context import Web

DEMO_ID = "demo"


def make_demo(web: Web) -> dict[int, str]:
    """A 12-seat PVZ game at night 1 (calendar starting tomorrow, so nothing is late yet), with
    one night action already in, and a link per seat."""
    store = web.store
    seats = [{"seat": i + 1, "name": n, "role": r} for i, (n, r) in enumerate(zip(NAMES, ROLES))]
    tomorrow = (wallclock.now().astimezone(GMT8) + timedelta(days=1)).date().isoformat()
    game = store.create(DEMO_ID, "pvz", seats, {}, 7, "演示局", tomorrow)
    store.record(DEMO_ID, {"kind": "close"})
    store.record(DEMO_ID, {"kind": "action", "by": 8, "skill": "查验", "targets": [1]}, "seat:8")
    return links.issue_all(web.conn, DEMO_ID, {n: s.name for n, s in game.seats.items()})


def prepare(directory: Any, demo: bool) -> Any:
    """Everything before serving; returns the app. Prints what the director needs to start."""
    app = create_app(directory)
    web: Web = app.state.web
    password = accounts.first_start(web.conn, os.environ.get("BANSHA_PASSWORD"))
    app.state.first_password = password
    tokens = make_demo(web) if demo and not web.store.list() else {}
    app.state.demo_links = tokens
    return app


def set_aside_startup_heap() -> None:
    """What the server built to start (modules, routes, schemas, templates, every ruleset) lives as long as
    it does: it is set aside from Python's cycle collector (`gc.freeze`), whose full collections otherwise
    walked all of it while players waited — an 80 ms pause in the middle of twenty players' submissions
    (bench/web_submit.py). The games' own objects are collected as before. The code's fingerprint, which
    the first read of a kept period start asks for (it hashes every source file), is made here too, not
    in the first player's request."""
    for ruleset_id in rulesets.KNOWN:
        rulesets.get(ruleset_id)
    persisted.fingerprint()
    gc.collect()
    gc.freeze()


def uvicorn_config(app: Any, host: str, port: int, proxy: str | None = None) -> Any:
    """How the console is served. uvicorn believes X-Forwarded-For from 127.0.0.1 by default, so any
    local client (or a tunnel) could name itself any address and dodge the login throttle: forwarded
    headers are believed only from the proxy the director names (`serve --proxy`)."""
    import uvicorn  # lazy: the server library loads only when serving
    trusted = [a.strip() for a in (proxy or "").split(",") if a.strip()]
    return uvicorn.Config(app, host=host, port=port, log_level="warning", proxy_headers=bool(trusted),
                          forwarded_allow_ips=trusted or None)


def run(directory: Any, host: str = "127.0.0.1", port: int = 8000, demo: bool = True, proxy: str | None = None,
        db: str | None = None) -> None:
    """Serve the store of `db` (a PostgreSQL URL) or of the data directory; logs go to the data directory."""
    import uvicorn  # lazy: the server library loads only when serving
    path = resolve_dir(directory)
    where = db or path
    app = prepare(where, demo)
    set_aside_startup_heap()
    log = weblog.to_file(path)
    shown = "127.0.0.1" if host in ("0.0.0.0", "::") else host
    base = f"http://{shown}:{port}"
    print(f"bansha 导演控制台：{base}/   （数据：{backend(where)}；请求与错误日志：{log.name}）", flush=True)
    if notice := wallclock.notice():
        print(notice, flush=True)
    admin = accounts.ADMIN_NAME
    if app.state.first_password:
        print(f"首次启动，已创建管理员账号 {admin}，密码：{app.state.first_password}", flush=True)
        print("  （请妥善保存；只显示这一次。也可以在首次启动前设置环境变量 BANSHA_PASSWORD。登录后可在“设置”中修改，"
              "在“账号”中创建导演账号。）", flush=True)
    elif os.environ.get("BANSHA_PASSWORD") and accounts.login(app.state.web.conn, admin, os.environ["BANSHA_PASSWORD"]):
        print(f"管理员账号 {admin}，密码：环境变量 BANSHA_PASSWORD 的值。", flush=True)
    else:
        print(f"管理员账号 {admin}：密码为首次启动时设置的密码（已加密保存）。", flush=True)
    if app.state.demo_links:
        print(f"已创建演示局 {DEMO_ID}（PVZ 12人，第1夜）。各座位的玩家链接：", flush=True)
        for n, token in sorted(app.state.demo_links.items()):
            print(f"  {n:>2}号  {base}/p/{token}", flush=True)
    threading.Thread(target=_ticker, args=(where,), daemon=True, name="bansha-deadlines").start()
    # the 跟帖 switch: games whose forum threads are followed
    threading.Thread(target=serve_loop, args=(where, threading.Event()), daemon=True, name="bansha-watch").start()
    uvicorn.Server(uvicorn_config(app, host, port, proxy)).run()


def _ticker(directory: Any, every: float = 30.0) -> None:
    """Settle, every half minute, the steps whose deadline has passed in every game with a
    calendar (`status.tick`): each is a logged input, as if the director had moved it on."""
    store = open_store(directory)  # its own connection: a SQLite connection stays in its thread
    while True:
        for row in store.list():
            try:
                tick(store, row["id"])
            except Exception as e:  # one game's trouble must not stop the others; it is reported
                print(f"时限结算失败（{row['id']}）：{e}", flush=True)
        time.sleep(every)
