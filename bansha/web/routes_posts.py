"""待发布 on the director's console (issue 19): the posts due now, each with its BBCode, a copy
button, the moment the seed's timetable wants it and the director's "posted" mark."""
from __future__ import annotations

from fastapi import APIRouter, Request
from fastapi.responses import RedirectResponse, Response

from bansha.service import console_view, forms, posts_due
from bansha.service.forms import BadInput
from bansha.service.wording import period_label, zone

from .context import Web
from .fields import Short

router = APIRouter()


def _web(request: Request) -> Web:
    return request.app.state.web


@router.get("/games/{game_id}/posts")
def posts_page(request: Request, game_id: str) -> Response:
    web = _web(request)
    s = web.director(request)
    setup, game = web.store.setup(game_id), web.store.open(game_id)
    every = posts_due.every(web.conn, game_id, game, console_view.played_periods(game))
    return web.director_page(request, s, "posts.html", setup=setup, game=game, tab="posts", tz=zone(setup.tz),
                             due=[p for p in every if not p.posted], done=[p for p in every if p.posted])


@router.post("/games/{game_id}/posted")
def posted(request: Request, game_id: str, csrf: Short = "", period: Short = "", n: Short = "",
           digest: Short = "", undo: Short = "") -> Response:
    web = _web(request)
    s = web.director_form(request, csrf)
    game = web.store.open(game_id)
    if period not in console_view.played_periods(game):
        raise BadInput(f"没有阶段“{period}”的公示")
    post = posts_due.mark(web.conn, game_id, game, period, forms.seat_no(n, "公示序号"), digest.strip(),
                          s.account.name, posted=undo != "1")
    what = f"{period_label(period)}第 {post.n} 条公示"
    web.flash(s, f"已取消“已发布”：{what}" if undo == "1" else f"已标记为已发布：{what}")
    return RedirectResponse(f"/games/{game_id}/posts", status_code=303)


@router.post("/games/{game_id}/posted_all")
def posted_all(request: Request, game_id: str, csrf: Short = "", seen: Short = "") -> Response:
    web = _web(request)
    s = web.director_form(request, csrf)
    game = web.store.open(game_id)
    n = posts_due.mark_all(web.conn, game_id, game, console_view.played_periods(game), s.account.name,
                           forms.seat_no(seen, "公示条数"))
    web.flash(s, f"已把 {n} 条公示标记为已发布")
    return RedirectResponse(f"/games/{game_id}/posts", status_code=303)
