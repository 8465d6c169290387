"""The test forum's routes: the two Discuz forms, a front page listing the threads, and the
control API scripts and tests use (``/_testforum/…``). Local use only: bind it to 127.0.0.1."""
from __future__ import annotations

import asyncio
import hashlib
import json
from email.utils import formatdate
from typing import Any

from fastapi import Body, FastAPI, Request
from fastapi.responses import HTMLResponse, JSONResponse, Response

from . import render
from .state import Fault, Forum

NO_THREAD = "抱歉，指定的主题不存在或已被删除或正在被审核"
LOGIN = "您需要先登录才能继续本操作"


def create_forum_app(forum: Forum) -> FastAPI:
    app = FastAPI(title="bansha test forum", docs_url=None, redoc_url=None, openapi_url=None)
    app.state.forum = forum

    async def serve(request: Request, form: str, tid: int, page: int) -> Response:
        forum.requests.append(f"{form} {tid} {page}")
        fault = forum.take_fault(form)
        if fault is not None:
            if fault.mode == "timeout":
                await asyncio.sleep(forum.hang)
            elif fault.mode == "500":
                return HTMLResponse("<h1>500 Internal Server Error</h1>", status_code=500)
            elif fault.mode == "error":
                return _answer(request, form, None, error="数据库繁忙，请稍后再试")
            elif fault.mode == "mobile_off" and form == "api":
                return JSONResponse({"error": "plugin_not_enable"})
        if form == "api" and not forum.mobile:
            return HTMLResponse("<h1>404 Not Found</h1>", status_code=404)
        if forum.login_cookie and forum.login_cookie not in request.headers.get("cookie", ""):
            return _answer(request, form, None, error=LOGIN, login=True)
        with forum.lock:
            thread = forum.threads.get(tid)
            if thread is None or not thread.visible():
                return _answer(request, form, None, error=NO_THREAD)
            body = (json.dumps(render.api(forum, thread, page), ensure_ascii=False) if form == "api"
                    else render.page(forum, thread, page))
            changed = thread.changed
        return _answer(request, form, body, changed=changed)

    @app.get("/api/mobile/index.php")
    async def mobile(request: Request, module: str = "", tid: int = 0, page: int = 1, version: str = "") -> Response:
        if module != "viewthread":
            return JSONResponse({"error": "module_not_exists"})
        return await serve(request, "api", tid, page)

    @app.get("/forum.php")
    async def viewthread(request: Request, mod: str = "", tid: int = 0, page: int = 1) -> Response:
        if mod != "viewthread":
            return HTMLResponse(render.page_error("未定义操作"))
        return await serve(request, "html", tid, page)

    @app.get("/thread-{tid}-{page}-{extra}.html")
    async def static_thread(request: Request, tid: int, page: int, extra: int) -> Response:
        return await serve(request, "html", tid, page)

    @app.get("/", response_class=HTMLResponse)
    def index(request: Request) -> str:
        base = str(request.base_url)
        rows = "".join(f'<li>{render.esc(t.subject)} · <a href="thread-{t.tid}-1-1.html">{base}thread-{t.tid}-1-1.html</a>'
                       f" · {len(t.visible())} 楼</li>" for t in forum.threads.values())
        return f"<!DOCTYPE html><meta charset=utf-8><title>测试论坛</title><h1>测试论坛（Discuz! X 兼容）</h1><ul>{rows}</ul>"

    # --- control ----------------------------------------------------------------------------------
    @app.post("/_testforum/threads")
    def new_thread(data: dict[str, Any] = Body(...)) -> dict[str, Any]:
        t = forum.new_thread(data.get("subject", "测试帖"), data.get("author", "导演"), int(data.get("uid", 1)),
                             data.get("text", ""), data.get("at"))
        return {"tid": t.tid, "pid": t.posts[0].pid}

    @app.post("/_testforum/threads/{tid}/posts")
    def add_post(tid: int, data: dict[str, Any] = Body(...)) -> dict[str, Any]:
        p = forum.add_post(tid, data.get("author", ""), int(data.get("uid", 0)), data["text"], data.get("quote"),
                           bool(data.get("anonymous")), data.get("at"))
        return {"pid": p.pid, "floor": p.position}

    @app.post("/_testforum/posts/{pid}")
    def change_post(pid: int, data: dict[str, Any] = Body(...)) -> dict[str, Any]:
        p = forum.change(pid, text=data.get("text"), at=data.get("at"), delete=bool(data.get("delete")),
                         block=bool(data.get("block")))
        return {"pid": p.pid, "floor": p.position}

    @app.post("/_testforum/fault")
    def fault(data: dict[str, Any] = Body(...)) -> dict[str, Any]:
        with forum.lock:
            forum.faults.append(Fault(data["mode"], int(data.get("count", 1)), data.get("form", "any")))
        return {"ok": True}

    @app.post("/_testforum/settings")
    def settings(data: dict[str, Any] = Body(...)) -> dict[str, Any]:
        with forum.lock:
            for key in ("ppp", "html_ppp", "php7", "mobile", "postno_custom", "login_cookie", "hang"):
                if key in data:
                    setattr(forum, key, data[key])
            forum.save()
        return {"ok": True}

    @app.get("/_testforum/requests")
    def requests() -> list[str]:
        return list(forum.requests)

    return app


def _answer(request: Request, form: str, body: str | None, *, error: str = "", login: bool = False,
            changed: float = 0.0) -> Response:
    """The body with its validators (ETag, Last-Modified; 304 when the client has it), or the error
    as Discuz gives it: HTTP 200 with Message (the API) or the alert page."""
    if body is None:
        if form == "api":
            return JSONResponse(render.api_error("to_login" if login else "thread_nonexistence", error))
        return HTMLResponse(render.page_error(error))
    etag = '"' + hashlib.sha1(body.encode()).hexdigest()[:16] + '"'
    headers = {"ETag": etag, "Last-Modified": formatdate(changed, usegmt=True)}
    if request.headers.get("if-none-match") == etag:
        return Response(status_code=304, headers=headers)
    media = "application/json" if form == "api" else "text/html"
    return Response(body, media_type=f"{media}; charset=utf-8", headers=headers)


def serve(path: str | None, host: str = "127.0.0.1", port: int = 8900, ppp: int = 10) -> None:
    import uvicorn  # lazy: the server library loads only when serving
    forum = Forum(path, ppp)
    print(f"测试论坛：http://{host}:{port}/  （状态文件：{path or '不保存'}；每页 {forum.ppp} 楼）", flush=True)
    uvicorn.run(create_forum_app(forum), host=host, port=port, log_level="warning")
