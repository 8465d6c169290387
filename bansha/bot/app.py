"""`bansha bot`: a NoneBot2 application with the OneBot v11 adapter on the data directory's
store. The QQ side (NapCat, Lagrange.OneBot …) connects to it by reverse WebSocket at
`ws://HOST:PORT/onebot/v11/ws` with the access token; a connection without it is refused."""
from __future__ import annotations

import os
import secrets
from typing import Any, Iterable

from bansha import wallclock
from bansha.service import bot_db
from bansha.service.db import now
from bansha.store.db import backend, connect, data_dir as resolve_dir


PATH = "/onebot/v11/ws"


def token_for(directory: Any, given: str | None) -> tuple[str, bool]:
    """The access token: the one given, else the one made on the first start (kept in the store).
    Returns it and whether it was made just now."""
    if given:
        return given, False
    conn = connect(directory)
    kept = bot_db.meta(conn, "access_token")
    if kept:
        return kept, False
    made = secrets.token_urlsafe(24)
    bot_db.set_meta(conn, "access_token", made)
    return made, True


def setup(directory: Any, token: str, host: str = "127.0.0.1", port: int = 8080, directors: Iterable[str] = (),
          pace: float = 1.0, poll: float = 2.0, tick: bool = False, log_level: str = "INFO") -> None:
    """Initialise NoneBot with the OneBot v11 adapter and load the bansha plugin."""
    import nonebot  # lazy: the bot's libraries load only when the bot runs
    from nonebot.adapters.onebot.v11 import Adapter  # lazy: the bot's libraries load only when the bot runs

    # an API call whose answer never comes (the connection dropped mid-send) gives up after this
    api_timeout = float(os.environ.get("BANSHA_BOT_API_TIMEOUT", "15"))
    nonebot.init(_env_file=(os.devnull,), driver="~fastapi", host=host, port=port, log_level=log_level,
                 api_timeout=api_timeout, onebot_access_token=token, bansha_data=str(directory), bansha_directors=list(directors),
                 bansha_pace=pace, bansha_poll=poll, bansha_tick=tick)
    nonebot.get_driver().register_adapter(Adapter)
    nonebot.get_app().add_middleware(MissingToken)
    nonebot.load_plugin("bansha.bot.handlers")


class MissingToken:
    """OneBot v11 answers a connection that carries no access token with 401 (a wrong token: 403).
    NoneBot's adapter answers both with 403, so a connection without any token is answered here,
    before it: an HTTP 401 denial where the server offers it (uvicorn does), else a policy close."""

    def __init__(self, app: Any):
        self.app = app

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] == "websocket" and scope.get("path") == PATH and not _has_token(scope):
            await receive()  # websocket.connect
            if "websocket.http.response" in scope.get("extensions", {}):
                await send({"type": "websocket.http.response.start", "status": 401,
                            "headers": [(b"content-type", b"text/plain; charset=utf-8")]})
                await send({"type": "websocket.http.response.body", "body": b"Missing Authorization Header"})
            else:
                await send({"type": "websocket.close", "code": 1008})
            return
        await self.app(scope, receive, send)


def _has_token(scope: Any) -> bool:
    headers = dict(scope.get("headers") or [])
    return bool(headers.get(b"authorization")) or b"access_token=" in (scope.get("query_string") or b"")


def run(directory: Any, host: str, port: int, token: str | None, directors: Iterable[str], pace: float,
        poll: float, tick: bool, db: str | None = None) -> None:
    import nonebot  # lazy: the bot's libraries load only when the bot runs
    path = resolve_dir(directory)
    where = db or path  # the PostgreSQL database of --db, else the data directory
    token, made = token_for(where, token)
    bot_db.set_meta(connect(where), "started", now())  # the players' pages show the bind code from now on
    directors = [d for d in directors if d]
    shown = "127.0.0.1" if host in ("0.0.0.0", "::") else host
    print(f"bansha QQ 机器人：反向 WebSocket 地址 ws://{shown}:{port}{PATH}   （数据：{backend(where)}）", flush=True)
    if made:
        print(f"首次启动，已生成 access token：{token}（已保存；也可以用 --token 或 $BANSHA_BOT_TOKEN 指定）", flush=True)
    else:
        print("access token：--token / $BANSHA_BOT_TOKEN 的值，或首次启动时生成并保存的值。", flush=True)
    print("导演 QQ：" + ("、".join(directors) if directors else "未设置（--director 或 $BANSHA_BOT_DIRECTORS）"),
          flush=True)
    if notice := wallclock.notice():
        print(notice, flush=True)
    setup(where, token, host, port, directors, pace, poll, tick, log_level=os.environ.get("BANSHA_BOT_LOG", "INFO"))
    nonebot.run()
