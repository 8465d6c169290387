"""What every request needs: the data directory's store (one SQLite connection per worker
thread, so one request's transaction never mixes with another's), the templates, and the
checks that stand in front of every route — the director's session, a seat link, CSRF."""
from __future__ import annotations

from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

from fastapi import Request
from fastapi.responses import HTMLResponse
from fastapi.templating import Jinja2Templates

from bansha.bot import db as bot_db
from bansha.store.per_thread import PerThreadStore

from . import auth, db, links, present_web, throttle
from .batcher import Batcher

HERE = Path(__file__).parent


class NeedLogin(Exception):
    """No director session: pages redirect to the login, API calls answer 401."""


class BadCsrf(Exception):
    """A form without the right CSRF token: nothing is changed."""


class NoSuchLink(Exception):
    """An unknown or revoked seat link: the same answer for both, so links cannot be probed."""


class BadInput(Exception):
    """A form field the console cannot read; the message says which and how."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


class Web(PerThreadStore):
    def __init__(self, data_dir: Any):
        super().__init__(data_dir)
        conn = self.store.conn
        db.ensure(conn)
        bot_db.ensure(conn)  # the QQ bot's bindings and outbox, shown on the links tab and the seat pages
        self.secret = auth.server_secret(conn)
        self.batcher = Batcher()
        throttle.ensure(conn)  # failed logins per client address, counted in the file
        self.templates = Jinja2Templates(directory=str(HERE / "templates"))
        present_web.install(self.templates.env)

    # --- checks ---------------------------------------------------------------------------
    def director(self, request: Request) -> auth.Session:
        s = auth.session(self.conn, request.cookies.get(auth.SESSION_COOKIE))
        if s is None:
            raise NeedLogin()
        return s

    def director_form(self, request: Request, csrf: str) -> auth.Session:
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
                         director=True, **ctx)

    def flash(self, s: auth.Session, text: str) -> None:
        auth.set_flash(self.conn, s, text)


def zone(tz: str | None) -> ZoneInfo:
    try:
        return ZoneInfo(tz or "Asia/Shanghai")
    except (KeyError, ValueError):
        return ZoneInfo("Asia/Shanghai")
