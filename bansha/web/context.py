"""What every request needs: the data directory's store (one SQLite connection per worker
thread, so one request's transaction never mixes with another's), the templates, and the
checks that stand in front of every route — the director's session, a seat link, CSRF."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from fastapi import Request
from fastapi.responses import HTMLResponse
from fastapi.templating import Jinja2Templates

from bansha import wallclock
from bansha.engine.errors import NotFound
from bansha.service import accounts, auth, links
from bansha.service.batcher import Batcher
from bansha.store.per_thread import PerThreadStore

from . import directing, present_web

HERE = Path(__file__).parent


class NeedLogin(Exception):
    """No director session: pages redirect to the login, API calls answer 401."""


class BadCsrf(Exception):
    """A form without the right CSRF token: nothing is changed."""


class NoSuchLink(Exception):
    """An unknown or revoked seat link: the same answer for both, so links cannot be probed."""


class Web(PerThreadStore):
    def __init__(self, data_dir: Any):
        super().__init__(data_dir)
        conn = self.store.conn
        self.secret = auth.server_secret(conn)
        self.batcher = Batcher()
        self.templates = Jinja2Templates(directory=str(HERE / "templates"))
        present_web.install(self.templates.env)
        self.templates.env.filters["who"] = directing.who

    # --- checks ---------------------------------------------------------------------------
    def director(self, request: Request) -> accounts.DirectorSession:
        """The logged-in director; on a game's pages, one who directs that game (anyone else is
        told there is no such game, as for a game that does not exist)."""
        s = accounts.current(self.conn, request.cookies.get(auth.SESSION_COOKIE))
        if s is None:
            raise NeedLogin()
        game_id = request.path_params.get("game_id")
        if game_id is not None and not directing.can_direct(self.conn, s.account, game_id):
            raise NotFound(f"没有编号为 {game_id} 的游戏")
        return s

    def director_form(self, request: Request, csrf: str) -> accounts.DirectorSession:
        s = self.director(request)
        if not auth.same(csrf, s.csrf):
            raise BadCsrf()
        return s

    def seat(self, token: str) -> links.Link:
        link = links.resolve(self.conn, token)
        if link is None:
            raise NoSuchLink()
        return link

    def seat_form(self, token: str, csrf: str) -> links.Link:
        link = self.seat(token)
        if not auth.same(csrf, auth.seat_csrf(self.secret, link.id)):
            raise BadCsrf()
        return link

    # --- pages ----------------------------------------------------------------------------
    def page(self, request: Request, name: str, status: int = 200, **ctx: Any) -> HTMLResponse:
        resp = self.templates.TemplateResponse(request, name, ctx, status_code=status)
        resp.headers["Cache-Control"] = "no-store"
        return resp

    def director_page(self, request: Request, s: auth.Session, name: str, status: int = 200,
                      **ctx: Any) -> HTMLResponse:
        return self.page(request, name, status, csrf=s.csrf, flash=auth.pop_flash(self.conn, s),
                         director=True, me=getattr(s, "account", None), clock_notice=wallclock.notice(), **ctx)

    def flash(self, s: auth.Session, text: str) -> None:
        auth.set_flash(self.conn, s, text)
