"""The administrator's accounts page (create a director, reset a password, disable an account)
and each game's directors page (the owner and an administrator add or remove co-directors; every
director of the game sees who directs it and what each did)."""
from __future__ import annotations

from fastapi import APIRouter, Request
from fastapi.responses import RedirectResponse, Response

from bansha.engine.errors import NotFound, Refusal
from bansha.service import accounts
from bansha.service.wording import zone

from . import directing
from .context import Web
from .fields import Short

router = APIRouter()


def _web(request: Request) -> Web:
    return request.app.state.web


def _admin(web: Web, request: Request, csrf: str | None = None) -> accounts.DirectorSession:
    s = web.director(request) if csrf is None else web.director_form(request, csrf)
    if not s.account.is_admin:
        raise Refusal("只有管理员可以管理账号")
    return s


def _account(web: Web, account_id: str) -> accounts.Account:
    """The account of a path, read after the login and CSRF checks (an unreadable id is no account)."""
    found = accounts.by_id(web.conn, int(account_id)) if account_id.isdecimal() else None
    if found is None:
        raise NotFound("没有这个账号")
    return found


@router.get("/accounts")
def accounts_page(request: Request) -> Response:
    web = _web(request)
    s = _admin(web, request)
    games: dict[int, list[str]] = {}
    for row in web.conn.execute("SELECT account_id, game_id, role FROM game_directors ORDER BY game_id"):
        games.setdefault(row["account_id"], []).append(row["game_id"] + ("" if row["role"] == directing.OWNER else "（协作）"))
    return web.director_page(request, s, "accounts.html", accounts=accounts.every(web.conn), games=games)


@router.post("/accounts/new")
def create_account(request: Request, csrf: Short = "", name: Short = "", password: Short = "") -> Response:
    web = _web(request)
    s = _admin(web, request, csrf)
    given = password.strip()
    made = given or accounts.new_password()
    account = accounts.create(web.conn, name, made)
    web.flash(s, f"已创建导演账号 {account.name}" + ("。" if given else f"，初始密码：{made}（只显示这一次，请转交给这位导演）"))
    return RedirectResponse("/accounts", status_code=303)


@router.post("/accounts/{account_id}/reset")
def reset_password(request: Request, account_id: str, csrf: Short = "") -> Response:
    web = _web(request)
    s = _admin(web, request, csrf)
    account = _account(web, account_id)
    made = accounts.new_password()
    accounts.set_password(web.conn, account, made)
    accounts.end_sessions(web.conn, account)
    web.flash(s, f"{account.name} 的新密码：{made}（只显示这一次；这个账号已登录的会话都已退出）")
    return RedirectResponse("/accounts" if account.id != s.account.id else "/login", status_code=303)


@router.post("/accounts/{account_id}/disable")
def disable(request: Request, account_id: str, csrf: Short = "", on: Short = "1") -> Response:
    web = _web(request)
    s = _admin(web, request, csrf)
    account = _account(web, account_id)
    accounts.set_disabled(web.conn, account, on == "1")
    web.flash(s, f"已{'停用' if on == '1' else '恢复'} {account.name}。")
    return RedirectResponse("/accounts", status_code=303)


@router.get("/games/{game_id}/directors")
def directors_page(request: Request, game_id: str) -> Response:
    web = _web(request)
    s = web.director(request)
    setup, game = web.store.setup(game_id), web.store.peek(game_id)
    return web.director_page(request, s, "directors.html", setup=setup, game=game, tab="directors", tz=zone(setup.tz),
                             directors=directing.directors(web.conn, game_id), notes=directing.notes(web.conn, game_id),
                             manage=directing.may_manage(web.conn, s.account, game_id),
                             others=[a.name for a in accounts.every(web.conn) if not a.disabled])


@router.post("/games/{game_id}/directors/add")
def add_director(request: Request, game_id: str, csrf: Short = "", name: Short = "") -> Response:
    web = _web(request)
    s = web.director_form(request, csrf)
    web.store.setup(game_id)
    other = directing.add_co(web.conn, game_id, name, s.account)
    web.flash(s, f"已添加协作导演 {other.name}。")
    return RedirectResponse(f"/games/{game_id}/directors", status_code=303)


@router.post("/games/{game_id}/directors/remove")
def remove_director(request: Request, game_id: str, csrf: Short = "", name: Short = "") -> Response:
    web = _web(request)
    s = web.director_form(request, csrf)
    directing.remove_co(web.conn, game_id, name, s.account)
    web.flash(s, f"已移除协作导演 {name.strip()}。")
    return RedirectResponse(f"/games/{game_id}/directors", status_code=303)
