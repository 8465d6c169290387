"""The FastAPI app for one data directory: routes, static files, and the answers to the
four ways a request is turned away (no login, bad CSRF, unknown link, unreadable input) and to
a refused input (the rules' reason, shown as it is). Nothing is changed by any of them."""
from __future__ import annotations

from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, RedirectResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException

from bansha.engine.errors import NotFound, Refusal, ScenarioError
from bansha.service.forms import BadInput
from bansha.store.expect import Stale

from . import (routes_accounts, routes_community, routes_director, routes_games, routes_login, routes_player,
               routes_posts, routes_simulate, routes_spectator, routes_thread, routes_watch, weblog)
from .context import HERE, BadCsrf, NeedLogin, NoSuchLink, Web

MAX_BODY = 8 * 1024 * 1024  # a 2 MB thread upload beside a pasted thread, with room to spare
SECURITY_HEADERS = {
    "Referrer-Policy": "no-referrer",  # a seat link must never leave in a Referer header
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'; form-action 'self'",
}


def create_app(data_dir: Any) -> FastAPI:
    app = FastAPI(title="bansha", docs_url=None, redoc_url=None, openapi_url=None)
    app.state.web = Web(data_dir)
    app.mount("/static", StaticFiles(directory=str(HERE / "static")), name="static")
    app.add_api_route("/favicon.ico", _favicon, include_in_schema=False)  # browsers ask for it on every page
    # the players' routes first: the router walks routes in order, and theirs are most of the traffic (a
    # night's submissions all at once) — no other route's path starts with /p/
    for module in (routes_player, routes_login, routes_games, routes_director, routes_posts, routes_thread, routes_watch,
                   routes_simulate, routes_accounts, routes_community, routes_spectator):
        app.include_router(module.router)

    app.add_middleware(SecurityHeaders)
    app.add_middleware(BodyLimit)
    app.add_middleware(weblog.RequestLog)

    app.add_exception_handler(NeedLogin, _need_login)
    app.add_exception_handler(BadCsrf, _bad_csrf)
    app.add_exception_handler(NoSuchLink, _no_link)
    app.add_exception_handler(BadInput, _bad_input)
    app.add_exception_handler(Refusal, _refused)
    app.add_exception_handler(ScenarioError, _scenario)
    app.add_exception_handler(RequestValidationError, _unreadable)
    app.add_exception_handler(HTTPException, _http)
    app.add_exception_handler(OverflowError, _calendar)
    return app


class SecurityHeaders:
    """Adds the security headers to every response (plain ASGI: no per-request task overhead)."""

    def __init__(self, app: Any):
        self.app = app
        self.extra = [(k.lower().encode(), v.encode()) for k, v in SECURITY_HEADERS.items()]

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def with_headers(message: Any) -> None:
            if message["type"] == "http.response.start":
                have = {k.lower() for k, _ in message.get("headers", [])}
                message["headers"] = list(message.get("headers", [])) + [h for h in self.extra if h[0] not in have]
            await send(message)

        await self.app(scope, receive, with_headers)


class _TooLarge(Exception):
    pass


class BodyLimit:
    """Refuses a request body past `MAX_BODY` (413) before any route reads it, by its
    Content-Length or, without one, as it streams in: no client makes the server hold more."""

    def __init__(self, app: Any):
        self.app = app

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        length = dict(scope.get("headers") or []).get(b"content-length", b"0")
        if not length.isdigit() or int(length) > MAX_BODY:
            await _too_large(scope, send)
            return
        seen = 0
        started = False

        async def counted() -> Any:
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > MAX_BODY:
                    raise _TooLarge()
            return message

        async def watched(message: Any) -> None:
            nonlocal started
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, counted, watched)
        except _TooLarge:
            if not started:
                await _too_large(scope, send)


async def _too_large(scope: Any, send: Any) -> None:
    body = "请求太大（最多 8 MB）：没有记录任何内容。".encode()
    if "/api/" in scope.get("path", ""):
        body = ('{"ok": false, "error": "' + body.decode() + '"}').encode()
        kind = b"application/json"
    else:
        kind = b"text/plain; charset=utf-8"
    await send({"type": "http.response.start", "status": 413,
                "headers": [(b"content-type", kind), (b"content-length", str(len(body)).encode())]})
    await send({"type": "http.response.body", "body": body})


def _favicon() -> Response:
    return FileResponse(HERE / "static" / "favicon.ico", media_type="image/x-icon",
                        headers={"Cache-Control": "public, max-age=86400"})


def _is_api(request: Request) -> bool:
    return "/api/" in request.url.path


def _back(request: Request) -> str:
    """Where the error page's 返回 link goes: the player's own page, or the game's console page."""
    parts = request.url.path.strip("/").split("/")
    if parts[0] == "p" and len(parts) > 1:
        return f"/p/{parts[1]}"
    if parts[0] == "games" and len(parts) > 1 and parts[1] != "new":
        return f"/games/{parts[1]}" + (f"/{parts[2]}" if len(parts) > 2 and parts[2] in routes_director.PAGES else "")
    return "/"


def _error(request: Request, status: int, title: str, message: str, back: str | None = None) -> Response:
    """An error page with the site's navigation for a logged-in director, and a way back."""
    if _is_api(request):
        return JSONResponse({"ok": False, "error": message}, status_code=status)
    web: Web = request.app.state.web
    nav: dict[str, Any] = {}
    if not request.url.path.startswith("/p/"):
        try:
            s = web.director(request)
            nav = {"director": True, "csrf": s.csrf}
        except (NeedLogin, NotFound):  # not logged in, or not this game's director: no navigation
            nav = {}
    return web.page(request, "error.html", status, title=title, message=message,
                    back=back or _back(request), **nav)


async def _need_login(request: Request, exc: Exception) -> Response:
    if _is_api(request) or request.method != "GET":
        return _error(request, 401, "需要登录", "请先以导演身份登录。")
    return RedirectResponse(f"/login?next={request.url.path}", status_code=303)


async def _bad_csrf(request: Request, exc: Exception) -> Response:
    return _error(request, 403, "表单已失效", "表单校验失败（CSRF）：请刷新页面后重新提交。没有记录任何内容。")


async def _no_link(request: Request, exc: Exception) -> Response:
    if _is_api(request):
        return JSONResponse({"ok": False, "error": "链接无效或已停用"}, status_code=404)
    web: Web = request.app.state.web
    return web.page(request, "error.html", 404, title="链接无效", back=None,
                    message="这个链接无效或已停用。如果你是替补或丢失了链接，请向导演索取新链接。")


def _nothing(request: Request) -> str:
    """What an error adds about the store: a form's request recorded nothing; a page only viewed was
    recording nothing to begin with, so it says nothing of it (issue 19)."""
    return "。" if request.method in ("GET", "HEAD") else "。没有记录任何内容。"


async def _bad_input(request: Request, exc: BadInput) -> Response:
    return _error(request, 400, "输入有误", exc.message + _nothing(request))


async def _refused(request: Request, exc: Refusal) -> Response:
    if isinstance(exc, NotFound):
        return _error(request, 404, "找不到", exc.reason, back="/")
    if isinstance(exc, Stale):  # another director (or a repeated click) came first
        return _error(request, 409, "游戏已经变化", exc.reason + _nothing(request))
    return _error(request, 409, "被规则拒绝", exc.reason)


async def _scenario(request: Request, exc: ScenarioError) -> Response:
    return _error(request, 400, "设置有误", f"{exc.field}: {exc.message}")


FIELD_NAMES = {"csrf": "表单校验码", "text": "内容", "targets": "目标", "skill": "技能", "choice": "选择",
               "seat": "座位", "by": "座位", "target": "投票对象", "kind": "种类", "password": "密码",
               "player": "玩家昵称", "reason": "理由", "card": "牌", "step": "步骤", "upload": "上传的文件",
               "game_id": "游戏编号", "players": "玩家名单", "seed": "随机种子", "start_date": "开始日期"}


async def _unreadable(request: Request, exc: RequestValidationError) -> Response:
    """A field the framework could not read, named as the form names it, in Chinese."""
    names = []
    for e in exc.errors():
        key = next((str(part) for part in reversed(e.get("loc", ())) if isinstance(part, str)), "?")
        names.append(FIELD_NAMES.get(key, key))
    fields = "、".join(dict.fromkeys(names))
    return _error(request, 400, "输入有误", f"无法读取的字段：{fields}" + _nothing(request))


async def _calendar(request: Request, exc: Exception) -> Response:
    """A game stored with a start date past what a calendar reaches (before such dates were refused)."""
    return _error(request, 409, "日期超出范围", "这局游戏的日历超出了可以计算的日期范围（开始日期应在 2000–2099 年之间）。")


async def _http(request: Request, exc: HTTPException) -> Response:
    if exc.status_code == 404:
        return _error(request, 404, "没有这个页面", "没有这个页面。")
    if exc.status_code == 405:
        return _error(request, 405, "不支持的请求", "这个地址不接受这种请求。")
    return _error(request, exc.status_code, "出错了", str(exc.detail))
