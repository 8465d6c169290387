"""A player's private page, opened by the seat link alone: their role and skills, their own and
their groups' messages, the public record, and the skills usable now — submitted or changed
before the deadline, each attempt kept in the audit with its time."""
from __future__ import annotations

from dataclasses import asdict
from datetime import datetime, timezone
from typing import Any

from fastapi import APIRouter, Form, Request
from fastapi.responses import JSONResponse, RedirectResponse, Response
from starlette.concurrency import run_in_threadpool

from bansha.engine.errors import Refusal

from . import actions, audit, auth, forms, links, seat_view, timetable
from .context import BadCsrf, BadInput, Web, zone
from .present_web import describe, period_label

router = APIRouter()


def _web(request: Request) -> Web:
    return request.app.state.web


def _page_data(web: Web, link: links.Link) -> tuple[Any, seat_view.SeatPage]:
    store = web.store
    setup, game, log = store.setup(link.game_id), store.open(link.game_id), store.inputs(link.game_id)
    page = seat_view.build(store, setup, game, log, link.seat, links.players(web.conn, link.game_id))
    return setup, page


@router.get("/p/{token}")
def player_page(request: Request, token: str) -> Response:
    web = _web(request)
    link = web.seat(token)
    setup, page = _page_data(web, link)
    return web.page(request, "player.html", csrf=auth.seat_csrf(web.secret, link.id), token=token, p=page,
                    title=setup.title or setup.id, tz=zone(setup.tz),
                    history=audit.of_seat(web.conn, link.game_id, link.seat))


def _submit(web: Web, link: links.Link, skill: str, targets: list[int], choice: str | None) -> tuple[int, int | None]:
    store = web.store
    setup = store.setup(link.game_id)
    name = forms.optional_text(skill, 40)
    if not name:
        raise BadInput("请选择技能")
    inp: dict[str, Any] = {"kind": "action", "by": link.seat, "skill": name, "targets": targets}
    if choice:
        inp["choice"] = choice
    inp = actions.with_time(setup, inp, zone(setup.tz))
    period = None
    try:
        if setup.start_date:
            game = store.open(link.game_id)
            period = game.period
            due = timetable.for_skill(timetable.deadlines(setup, game), game, link.seat, name)
            late = timetable.closed_reason(due, datetime.now(timezone.utc), setup)
            if late:
                raise Refusal(late)
        def kept(conn, seq: int, replaced: int | None) -> None:
            audit.log(conn, link.game_id, link.seat, link.id, _period_of(conn, link.game_id, seq), inp,
                      "changed" if replaced else "recorded", seq=seq, replaced=replaced)
        seq, replaced = actions.submit(store, link.game_id, inp, f"seat:{link.seat}", web.batcher, then=kept)
    except Refusal as r:
        period = period or store.open(link.game_id).period
        audit.log(web.conn, link.game_id, link.seat, link.id, period, inp, "refused", r.reason)
        raise
    return seq, replaced


def _period_of(conn, game_id: str, seq: int) -> str:
    return conn.execute("SELECT period FROM inputs WHERE game_id=? AND seq=?", (game_id, seq)).fetchone()["period"]


@router.post("/p/{token}/act")
def player_act(request: Request, token: str, csrf: str = Form(""), skill: str = Form(""),
               targets: list[str] = Form([]), choice: str = Form("")) -> Response:
    web = _web(request)
    link = web.seat_form(token, csrf)
    _submit(web, link, skill, forms.seat_list([t for t in targets if t]), forms.optional_text(choice, 40))
    return RedirectResponse(f"/p/{token}#history", status_code=303)


@router.get("/p/{token}/api/state")
def api_state(request: Request, token: str) -> Response:
    web = _web(request)
    link = web.seat(token)
    setup, page = _page_data(web, link)
    data = asdict(page)
    for o in data["offers"]:
        o["deadline"] = o["deadline"]["at"].isoformat() if o["deadline"] else None
        o["submitted"] = o["submitted"]["payload"] if o["submitted"] else None
    data["private"] = [{"period": e["t"], "text": describe(e)} for e in page.private]
    data["public"] = [{"period": e["t"], "text": describe(e)} for e in page.public]
    data["period_label"] = period_label(page.period)
    data["csrf"] = auth.seat_csrf(web.secret, link.id)
    resp = JSONResponse({"ok": True, **data})
    resp.headers["Cache-Control"] = "no-store"
    return resp


@router.post("/p/{token}/api/act")
async def api_act(request: Request, token: str) -> Response:
    try:
        body = await request.json()
    except ValueError:
        raise BadInput("请求体应为 JSON") from None
    if not isinstance(body, dict):
        raise BadInput("请求体应为 JSON 对象")
    return await run_in_threadpool(_api_act, request, token, body)


def _api_act(request: Request, token: str, body: dict[str, Any]) -> Response:
    web = _web(request)
    link = web.seat(token)
    if not auth.same(request.headers.get("x-csrf-token"), auth.seat_csrf(web.secret, link.id)):
        raise BadCsrf()
    raw = body.get("targets") or []
    if not isinstance(raw, list):
        raise BadInput("targets 应为座位号列表")
    choice = body.get("choice")
    seq, replaced = _submit(web, link, str(body.get("skill") or ""), forms.seat_list([str(t) for t in raw]),
                            forms.optional_text(str(choice), 40) if choice is not None else None)
    return JSONResponse({"ok": True, "seq": seq, "replaced": replaced})
