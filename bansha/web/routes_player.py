"""A player's private page, opened by the seat link alone: their role and skills, their own and
their groups' messages, the public record, the skills usable now — submitted or changed
before the deadline — and their last words; each attempt kept in the audit with its time."""
from __future__ import annotations

from dataclasses import asdict
from typing import Any

from fastapi import APIRouter, Request
from pydantic import ValidationError
from fastapi.responses import JSONResponse, RedirectResponse, Response
from starlette.concurrency import run_in_threadpool

from bansha import rulesets
from bansha.engine.procedure import WORDS
from bansha.service import audit, auth, bot_view, forms, links, seat_submit, seat_view
from bansha.service.forms import BadInput
from bansha.service.wording import describe, period_label, zone

from . import fields, thread
from .fields import Many, Short, Words
from .context import BadCsrf, Web

router = APIRouter()


def _web(request: Request) -> Web:
    return request.app.state.web


HISTORY_ROWS = 30  # the seat's latest submissions on its page; all of them with ?all=1


def _page_data(web: Web, link: links.Link, whole: bool = False) -> tuple[Any, seat_view.SeatPage]:
    """The seat's page from the shared, read-only game (`Store.peek`): nothing here changes it.
    `whole`: the whole record, not only the last periods."""
    store = web.store
    setup, game, log = store.setup(link.game_id), store.peek(link.game_id), store.inputs(link.game_id)
    page = seat_view.build(store, setup, game, log, link.seat, links.players(web.conn, link.game_id),
                           periods=None if whole else seat_view.RECENT_PERIODS)
    return setup, page


def _whole(request: Request) -> bool:
    return request.query_params.get("all") == "1"


@router.get("/p/{token}")
def player_page(request: Request, token: str) -> Response:
    web = _web(request)
    link = web.seat(token)
    whole = _whole(request)
    setup, page = _page_data(web, link, whole)
    return web.page(request, "player.html", csrf=auth.seat_csrf(web.secret, link.id), token=token, p=page,
                    title=setup.title or setup.id, tz=zone(setup.tz), whole=whole, history_rows=HISTORY_ROWS,
                    history=audit.of_seat(web.conn, link.game_id, link.seat, None if whole else HISTORY_ROWS),
                    bot=bot_view.for_seat(web.conn, web.secret, link), bot_on=bot_view.configured(web.conn),
                    vote_line=thread.vote_line(rulesets.get(setup.ruleset), page.period, page.over, page.alive),
                    forced_rule=rulesets.get(setup.ruleset).forced_rule)


def _act(web: Web, link: links.Link, skill: str, targets: list[int], choice: Any,
         again: bool = False) -> tuple[int, int | None]:
    name = forms.optional_text(skill, 40)
    if not name:
        raise BadInput("请选择技能")
    inp: dict[str, Any] = {"kind": "action", "by": link.seat, "skill": name, "targets": targets}
    if choice is not None:
        inp["choice"] = choice
    return seat_submit.submit(web, link, inp, again)


@router.post("/p/{token}/act")
def player_act(request: Request, token: str, csrf: Short = "", skill: Short = "",
               targets: Many = [], choice: Short = "", choice_text: Short = "", again: Short = "",
               picks: Many = [], target_picks: Many = [], words: Words = "") -> Response:
    web = _web(request)
    link = web.seat_form(token, csrf)
    seats = forms.seat_list([t for t in targets if t])
    _act(web, link, skill, seats, forms.asked(choice, choice_text, picks, target_picks, words, seats), again == "1")
    return RedirectResponse(f"/p/{token}#history", status_code=303)


@router.post("/p/{token}/pass")
def player_pass(request: Request, token: str, csrf: Short = "", skill: Short = "") -> Response:
    """The seat declines a skill this period (放弃), or its last words (放弃遗言), so the step need not wait for it."""
    web = _web(request)
    link = web.seat_form(token, csrf)
    name = forms.optional_text(skill, 40)
    if not name:
        raise BadInput("请选择技能")
    inp = {"kind": "pass", "by": link.seat, "skill": name}
    seat_submit.submit(web, link, inp)
    return RedirectResponse(f"/p/{token}#{'last-words' if name == WORDS else 'actions'}", status_code=303)


@router.post("/p/{token}/last_words")
def player_last_words(request: Request, token: str, csrf: Short = "", text: Words = "") -> Response:
    web = _web(request)
    link = web.seat_form(token, csrf)
    inp = {"kind": "last_words", "by": link.seat, "text": forms.optional_text(text, forms.WORDS_LIMIT) or ""}
    seat_submit.submit(web, link, inp)
    return RedirectResponse(f"/p/{token}#last-words", status_code=303)


@router.get("/p/{token}/api/state")
def api_state(request: Request, token: str) -> Response:
    web = _web(request)
    link = web.seat(token)
    setup, page = _page_data(web, link, _whole(request))
    data = asdict(page)
    for o in data["offers"] + ([data["last_words"]] if data["last_words"] else []):
        o["deadline"] = o["deadline"]["at"].isoformat() if o["deadline"] else None
        o["submitted"] = o["submitted"].payload if o["submitted"] else None
    for u in data["upcoming"] + data["lapsed"]:
        u["deadline"] = u["deadline"]["at"].isoformat() if u["deadline"] else None
    data["private"] = [{"period": e["t"], "text": describe(e)} for e in page.private]
    data["public"] = [{"period": e["t"], "text": describe(e)} for e in page.public]
    data["period_label"] = period_label(page.period)
    data["csrf"] = auth.seat_csrf(web.secret, link.id)
    resp = JSONResponse({"ok": True, **data})
    resp.headers["Cache-Control"] = "no-store"
    return resp


@router.post("/p/{token}/api/act", openapi_extra=fields.body_schema(fields.ActBody))
async def api_act(request: Request, token: str) -> Response:
    """A skill from a player's script: the JSON body is read by pydantic-core into `fields.ActBody`
    (text that is text, bounded, nesting refused past 200), never by `json.loads`."""
    try:
        body = fields.ActBody.model_validate_json(await request.body())
    except ValidationError as e:
        raise BadInput(_json_error(e)) from None
    return await run_in_threadpool(_api_act, request, token, body)


def _json_error(e: ValidationError) -> str:
    first = e.errors()[0]
    if first["type"] == "json_invalid":
        return "请求体应为 JSON 对象（" + ("嵌套太深" if "recursion" in first["msg"] else "无法解析") + "）"
    if first["type"] == "model_type":
        return "请求体应为 JSON 对象"
    where = next((str(p) for p in first["loc"] if isinstance(p, str)), "请求体")
    return f"{where} 无法读取：应为{_JSON_FIELDS.get(where, '有效的值')}"


_JSON_FIELDS = {"skill": "技能名（文字）", "targets": "座位号列表", "choice": "文字、座位号、列表或对象", "again": "true 或 false"}


def _api_act(request: Request, token: str, body: fields.ActBody) -> Response:
    web = _web(request)
    link = web.seat(token)
    if not auth.same(request.headers.get("x-csrf-token"), auth.seat_csrf(web.secret, link.id)):
        raise BadCsrf()
    seq, replaced = _act(web, link, body.skill, forms.seat_list([str(t) for t in body.targets or []]),
                         forms.choice_value(body.choice), body.again is True)
    return JSONResponse({"ok": True, "seq": seq, "replaced": replaced})
