"""A director's login (account and password), logout and password change. The login form is protected by a
double-submit token (a cookie and a hidden field that must match), since there is no session yet."""
from __future__ import annotations

import secrets
import time

from fastapi import APIRouter, Request
from fastapi.responses import RedirectResponse, Response

from bansha.service import accounts, auth, throttle
from bansha.service.forms import BadInput

from .fields import Short
from .context import BadCsrf, Web

# seconds a wrong password is answered late: slows guessing (the password is long and random by default anyway)
FAILURE_PAUSE = 0.3

router = APIRouter()


def _web(request: Request) -> Web:
    return request.app.state.web


def _safe_next(target: str) -> str:
    return target if target.startswith("/") and not target.startswith("//") and "\\" not in target else "/"


@router.get("/login")
def login_page(request: Request, next: str = "/") -> Response:
    token = secrets.token_urlsafe(24)
    resp = _web(request).page(request, "login.html", csrf=token, next=_safe_next(next), error=None)
    resp.set_cookie(auth.LOGIN_COOKIE, token, httponly=True, samesite="strict", max_age=3600)
    return resp


@router.post("/login")
def login(request: Request, name: Short = "", password: Short = "", csrf: Short = "", next: Short = "/") -> Response:
    web = _web(request)
    if not auth.same(csrf, request.cookies.get(auth.LOGIN_COOKIE)):
        raise BadCsrf()
    address = request.client.host if request.client else "?"  # the proxy's client only with `serve --proxy`
    wait = throttle.attempt(web.conn, address)  # counted before the check: atomically
    if wait:
        return web.page(request, "login.html", 429, csrf=csrf, next=_safe_next(next),
                        error=f"密码错误次数过多，请 {wait} 秒后再试（忘记密码：在服务器上运行 bansha password 账号名）。")
    account = accounts.login(web.conn, name, password)
    if account is None:
        time.sleep(FAILURE_PAUSE)
        resp = web.page(request, "login.html", 401, csrf=csrf, next=_safe_next(next), error="账号或密码不正确。")
        return resp
    throttle.succeeded(web.conn, address)
    token = accounts.start_session(web.conn, account)
    resp = RedirectResponse(_safe_next(next), status_code=303)
    resp.set_cookie(auth.SESSION_COOKIE, token, httponly=True, samesite="lax", max_age=auth.SESSION_DAYS * 86400)
    resp.delete_cookie(auth.LOGIN_COOKIE)
    return resp


@router.post("/logout")
def logout(request: Request, csrf: Short = "") -> Response:
    web = _web(request)
    web.director_form(request, csrf)
    auth.end_session(web.conn, request.cookies.get(auth.SESSION_COOKIE))
    resp = RedirectResponse("/login", status_code=303)
    resp.delete_cookie(auth.SESSION_COOKIE)
    return resp


@router.get("/settings")
def settings(request: Request) -> Response:
    web = _web(request)
    s = web.director(request)
    return web.director_page(request, s, "settings.html")


@router.post("/settings/password")
def change_password(request: Request, csrf: Short = "", current: Short = "", new: Short = "",
                    again: Short = "") -> Response:
    web = _web(request)
    s = web.director_form(request, csrf)
    if accounts.login(web.conn, s.account.name, current) is None:
        raise BadInput("当前密码不正确")
    if new != again:
        raise BadInput("两次输入的新密码不一致")
    accounts.set_password(web.conn, s.account, new)
    accounts.end_sessions(web.conn, s.account)
    resp = RedirectResponse("/login", status_code=303)
    resp.delete_cookie(auth.SESSION_COOKIE)
    return resp
