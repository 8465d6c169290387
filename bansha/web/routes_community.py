"""The archive of finished games, each game's 复盘 (page and BBCode), the players across games
(linking a game's seats to players, a player's record) and per ruleset the camp win rates of real
games beside `simulate`'s. A director sees what their games show; an administrator everything."""
from __future__ import annotations

from fastapi import APIRouter, Request
from fastapi.responses import RedirectResponse, Response
from pydantic import ValidationError
from starlette.concurrency import run_in_threadpool

from bansha import rulesets
from bansha.engine.errors import NotFound
from bansha.service import auth, links
from bansha.service.forms import BadInput
from bansha.service.wording import when, zone

from . import directing, fields, fupan, players, results, stats
from .context import BadCsrf, Web

router = APIRouter()


def _web(request: Request) -> Web:
    return request.app.state.web


def _names(web: Web, game_id: str, game) -> dict[int, str]:
    current = links.players(web.conn, game_id)
    return {n: current.get(n, s.name) for n, s in game.seats.items()}


@router.get("/archive")
def archive(request: Request) -> Response:
    web = _web(request)
    s = web.director(request)
    mine = directing.visible(web.conn, s.account)
    rows = []
    for row in web.store.list():
        if mine is not None and row["id"] not in mine:
            continue
        r = results.of(web.store, row["id"])
        if r["over"]:
            r["winners"] = [f"{n}号 {x['name']}" for n, x in sorted(r["seats"].items(), key=lambda i: int(i[0])) if x["won"]]
            rows.append(r)
    rows.sort(key=lambda r: r["ended"] or "", reverse=True)
    used = sorted({r["ruleset"] for r in rows})
    return web.director_page(request, s, "archive.html", games=rows, rulesets=[(rid, rulesets.get(rid).title) for rid in used])


@router.get("/games/{game_id}/fupan")
def fupan_page(request: Request, game_id: str) -> Response:
    web = _web(request)
    s = web.director(request)
    setup, game = web.store.setup(game_id), web.store.peek(game_id)
    tz = zone(setup.tz)
    f = fupan.build(setup, game, web.store.inputs(game_id), _names(web, game_id, game),
                    {n: p.name for n, p in players.linked(web.conn, game_id).items()})
    return web.director_page(request, s, "fupan.html", setup=setup, game=game, tab="fupan", tz=tz, f=f,
                             bbcode=fupan.to_bbcode(f, lambda t: when(t, tz, "%Y-%m-%d %H:%M")))


@router.get("/games/{game_id}/players")
def game_players(request: Request, game_id: str) -> Response:
    web = _web(request)
    s = web.director(request)
    setup, game = web.store.setup(game_id), web.store.peek(game_id)
    linked = players.linked(web.conn, game_id)
    known = {p.name: p for p in players.every(web.conn)}
    rows = []
    for n, name in _names(web, game_id, game).items():
        p = linked.get(n)
        suggested = p.name if p else name  # the same name is suggested
        rows.append({"seat": n, "name": name, "player": suggested, "qq": (p.qq if p else None) or
                     (known[suggested].qq if suggested in known else None) or "",
                     "known": suggested in known, "linked": p is not None})
    return web.director_page(request, s, "game_players.html", setup=setup, game=game, tab="players", rows=rows,
                             known=sorted(known))


@router.post("/games/{game_id}/players")
async def link_players(request: Request, game_id: str) -> Response:
    form = {k: v for k, v in (await request.form()).items() if isinstance(v, str)}
    try:
        form = fields.NEW_GAME.validate_python(form)  # the same bounds as the new-game form: text that is text
    except ValidationError:
        raise BadInput("表单有无法读取的字段（过长、过多或不是有效的文字）") from None
    return await run_in_threadpool(_link, request, game_id, form)


def _link(request: Request, game_id: str, form: dict[str, str]) -> Response:
    web = _web(request)
    s = web.director(request)
    if not auth.same(form.get("csrf"), s.csrf):
        raise BadCsrf()
    game = web.store.peek(game_id)
    chosen = {n: (form.get(f"player_{n}", ""), form.get(f"qq_{n}", "")) for n in game.seats}
    count = players.link_all(web.conn, game_id, chosen)
    directing.note(web.conn, game_id, s.account, f"关联玩家（{count} 个座位）")
    web.flash(s, f"已关联 {count} 个座位的玩家。")
    return RedirectResponse(f"/games/{game_id}/players", status_code=303)


@router.get("/players")
def players_page(request: Request) -> Response:
    web = _web(request)
    s = web.director(request)
    return web.director_page(request, s, "players.html", players=players.every(web.conn),
                             counts=players.counts(web.conn))


@router.get("/players/{player_id}")
def player_page(request: Request, player_id: str) -> Response:
    web = _web(request)
    s = web.director(request)
    p = players.by_id(web.conn, int(player_id)) if player_id.isdecimal() else None
    if p is None:
        raise NotFound("没有这位玩家")
    record = stats.player_record(web.store, p.id, directing.visible(web.conn, s.account))
    return web.director_page(request, s, "player_record.html", p=p, r=record)


@router.get("/stats")
def stats_page(request: Request, ruleset: str = "") -> Response:
    web = _web(request)
    s = web.director(request)
    if not ruleset:  # which ruleset: each one's page
        return web.director_page(request, s, "stats.html", ruleset=None, rows=[], games=stats.SIM_GAMES,
                                 choices=[(rid, rulesets.get(rid).title) for rid in rulesets.ids()])
    if ruleset not in rulesets.ids():
        raise BadInput(f"没有规则“{ruleset}”；可选：{'、'.join(rulesets.ids())}")
    rows = stats.lineups(web.store, ruleset, directing.visible(web.conn, s.account))
    for row in rows:
        row["simulated"] = stats.simulated(web.store, ruleset, row["roles"], row["options"])
    return web.director_page(request, s, "stats.html", ruleset=rulesets.get(ruleset).title, rows=rows,
                             games=stats.SIM_GAMES)
