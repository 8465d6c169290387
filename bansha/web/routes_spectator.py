"""The spectator link: the director issues or stops it on the game's 观战 tab; `/s/<token>`
shows the public record while the game runs (what every player sees, and nothing else) and the
whole 复盘 once it is over."""
from __future__ import annotations

from fastapi import APIRouter, Request
from fastapi.responses import RedirectResponse, Response

from bansha.service import links, seat_view
from bansha.service.wording import when, zone

from . import directing, fupan, players, spectators
from .context import NoSuchLink, Web
from .fields import Short

router = APIRouter()


def _web(request: Request) -> Web:
    return request.app.state.web


def _tab(request: Request, web: Web, s, game_id: str, url: str | None) -> Response:
    """The 观战 tab; `url`: a link just issued, shown this once."""
    setup, game = web.store.setup(game_id), web.store.peek(game_id)
    return web.director_page(request, s, "spectate.html", setup=setup, game=game, tab="spectate", tz=zone(setup.tz),
                             since=spectators.active_since(web.conn, game_id), url=url)


@router.get("/games/{game_id}/spectate")
def spectate_tab(request: Request, game_id: str) -> Response:
    web = _web(request)
    return _tab(request, web, web.director(request), game_id, None)


@router.post("/games/{game_id}/spectate")
def issue(request: Request, game_id: str, csrf: Short = "") -> Response:
    web = _web(request)
    s = web.director_form(request, csrf)
    web.store.setup(game_id)
    token = spectators.issue(web.conn, game_id)
    directing.note(web.conn, game_id, s.account, "生成观战链接")
    return _tab(request, web, s, game_id, str(request.base_url).rstrip("/") + f"/s/{token}")


@router.post("/games/{game_id}/spectate/revoke")
def revoke(request: Request, game_id: str, csrf: Short = "") -> Response:
    web = _web(request)
    s = web.director_form(request, csrf)
    if spectators.revoke(web.conn, game_id):
        directing.note(web.conn, game_id, s.account, "停用观战链接")
        web.flash(s, "观战链接已停用。")
    return RedirectResponse(f"/games/{game_id}/spectate", status_code=303)


@router.get("/s/{token}")
def watch(request: Request, token: str) -> Response:
    web = _web(request)
    game_id = spectators.resolve(web.conn, token)
    if game_id is None:
        raise NoSuchLink()
    setup, game = web.store.setup(game_id), web.store.peek(game_id)
    names = {n: links.players(web.conn, game_id).get(n, s.name) for n, s in game.seats.items()}
    if game.over:
        tz = zone(setup.tz)
        f = fupan.build(setup, game, web.store.inputs(game_id), names,
                        {n: p.name for n, p in players.linked(web.conn, game_id).items()})
        return web.page(request, "fupan.html", f=f, bbcode=fupan.to_bbcode(f, lambda t: when(t, tz, "%Y-%m-%d %H:%M")),
                        tz=tz, spectator=True)
    return web.page(request, "spectator.html", setup=setup, title=setup.title or setup.id, ruleset=game.ruleset.title,
                    period=game.period, names=names, public=seat_view.public_record(game))
