"""The director's game list, game setup (ruleset, player list, a deal by seed or by hand), the
game overview (grimoire and timetable) and the exports."""
from __future__ import annotations

import difflib
import json
import re

from fastapi import APIRouter, Request
from fastapi.responses import PlainTextResponse, Response
from pydantic import ValidationError
from starlette.concurrency import run_in_threadpool

from bansha import rulesets, wallclock
from bansha.engine import acting, settlement
from bansha.engine.errors import Refusal, ScenarioError
from bansha.service import accounts, auth, console_view, forms, links, posts_due, starting, step_titles, timetable
from bansha.service.forms import BadInput
from bansha.service.wording import zone

from . import directing, export, fields, graph_view
from .context import BadCsrf, Web

router = APIRouter()


def _web(request: Request) -> Web:
    return request.app.state.web


def _ruleset_choices() -> list[dict]:
    out = []
    for rid in rulesets.ids():
        try:
            rs = rulesets.get(rid)
        except (ImportError, AttributeError):
            continue
        out.append({"id": rid, "title": rs.title, "roles": rs.roster_groups(), "roster_help": rs.roster_help,
                    "seat_keys": [rs.seat_key_labels.get(k, k) for k in rs.seat_keys],
                    "options": [{"name": o.name, "label": o.label or o.name, "help": o.help,
                                 "choices": [o.shown(c) for c in o.choices],
                                 "default": o.choices.index(o.default) if o.default in o.choices else 0}
                                for o in rs.option_defs]})
    return out


@router.get("/")
def games(request: Request) -> Response:
    web = _web(request)
    s = web.director(request)
    rows = []
    mine = directing.visible(web.conn, s.account)  # None: an administrator sees every game
    owners = directing.owners(web.conn)
    admin = accounts.admin(web.conn)
    for row in web.store.list():
        if mine is not None and row["id"] not in mine:
            continue
        game = web.store.open(row["id"])
        rows.append({"id": row["id"], "title": row["title"], "ruleset": game.ruleset.title, "seats": len(game.seats),
                     "period": game.period, "over": game.over, "winner": game.winner, "inputs": row["n"],
                     "owner": owners.get(row["id"], admin.name if admin else "")})
    return web.director_page(request, s, "games.html", games=rows)


@router.get("/games/new")
def new_game_page(request: Request) -> Response:
    web = _web(request)
    s = web.director(request)
    return web.director_page(request, s, "new_game.html", rulesets=_ruleset_choices(), form={})


@router.post("/games/new")
async def new_game(request: Request) -> Response:
    form = {k: v for k, v in (await request.form()).items() if isinstance(v, str)}
    try:
        form = fields.NEW_GAME.validate_python(form)
    except ValidationError:
        raise BadInput("表单有无法读取的字段（过长、过多或不是有效的文字）") from None
    return await run_in_threadpool(_create, request, form)


def _create(request: Request, form: dict[str, str]) -> Response:
    """Create the game, or show the form again, filled in, with what is wrong."""
    web = _web(request)
    s = web.director(request)
    if not auth.same(form.get("csrf"), s.csrf):
        raise BadCsrf()
    try:
        return _create_checked(request, web, s, form)
    except (BadInput, Refusal, ScenarioError) as e:
        message = getattr(e, "message", None) or getattr(e, "reason", None) or str(e)
        if isinstance(e, ScenarioError):
            message = f"{_field_zh(e.field)}：{e.message}"
        status = 409 if isinstance(e, Refusal) else 400
        return web.director_page(request, s, "new_game.html", status, rulesets=_ruleset_choices(), form=form,
                                 error=message.rstrip("。") + "。没有创建任何游戏。")


def _field_zh(field: str) -> str:
    """A scenario field as the form's director reads it: seats[2].role → 第3行（身份）."""
    m = re.fullmatch(r"seats\[(\d+)\](?:\.(\w+))?", field)
    if m:
        what = {"role": "身份", "name": "昵称"}.get(m.group(2) or "", m.group(2) or "")
        return f"第{int(m.group(1)) + 1}行" + (f"（{what}）" if what else "")
    return {"seats": "玩家名单", "options": "选项", "start_date": "开始日期"}.get(field, field)


def _unknown_roles(rs, seats: list[dict]) -> None:
    """A role the ruleset does not have, refused in the form's words with the nearest name — or in the
    ruleset's own, where its line-up rules name it (245's 随机好人, a draft slot)."""
    roles = [seat.get("role") for seat in seats]
    if any(r is not None and r not in rs.roles for r in roles) and all(r is not None for r in roles):
        try:
            rs.validate_roster(roles)
        except ScenarioError:
            raise
        except Exception:  # noqa: BLE001 - a ruleset's own check may not expect an unknown role
            pass
    for i, seat in enumerate(seats):
        role = seat.get("role")
        if role is not None and role not in rs.roles:
            near = difflib.get_close_matches(role, list(rs.roles), n=1, cutoff=0.3)
            raise BadInput(f"第{i + 1}行：{rs.title}没有身份“{role}”" + (f"（是不是“{near[0]}”？）" if near else ""))


def _create_checked(request: Request, web: Web, s, form: dict[str, str]) -> Response:
    rid = form.get("ruleset", "")
    known = {r["id"]: r for r in _ruleset_choices()}
    if rid not in known:
        raise BadInput(f"没有规则“{rid}”；可选：{'、'.join(known)}")
    by_hand = form.get("deal") == "hand"
    rs = rulesets.get(rid)
    seats = forms.roster(form.get("players", ""), by_hand, rs.seat_keys, rs.seat_key_labels)
    _unknown_roles(rs, seats)
    options = {}
    for i, o in enumerate(rs.option_defs):
        raw = form.get(f"opt__{rid}__{i}", "")
        if raw:
            if not raw.isdecimal() or int(raw) >= len(o.choices):
                raise BadInput(f"选项 {o.name} 的取值无效")
            options[o.name] = o.choices[int(raw)]
    tz = (form.get("tz") or "Asia/Shanghai").strip()
    if zone(tz).key != tz:
        raise BadInput(f"时区“{tz}”无效，例如 Asia/Shanghai")
    game_id = forms.game_id(form.get("game_id", ""))
    seed, start_date = forms.seed(form.get("seed", "")), forms.start_date(form.get("start_date", ""))
    if start_date and not form.get("past_start"):
        passed = starting.passed_rows(rid, seats, options, seed, start_date)
        if passed:
            raise BadInput(starting.refusal(passed, start_date, "勾选「开始日期已过也创建」"))
    game = web.store.create(game_id, rid, seats, options, seed, (form.get("title") or "").strip()[:80], start_date, tz)
    directing.set_owner(web.conn, game_id, s.account)
    tokens = links.issue_all(web.conn, game_id, {n: st.name for n, st in game.seats.items()})
    web.flash(s, f"已创建 {game_id}（{game.ruleset.title}，{len(game.seats)}人）。")
    return issued_page(request, web, s, game_id, tokens, game.seats)


def issued_page(request: Request, web: Web, s, game_id: str, tokens: dict[int, str], seats) -> Response:
    base = str(request.base_url).rstrip("/")
    rows = [{"seat": n, "name": links.players(web.conn, game_id).get(n, seats[n].name), "url": f"{base}/p/{t}"}
            for n, t in sorted(tokens.items())]
    all_text = "\n".join(f"{r['seat']}号 {r['name']}：{r['url']}" for r in rows)
    return web.director_page(request, s, "links_issued.html", game_id=game_id, rows=rows, all_text=all_text)


@router.get("/games/{game_id}")
def overview(request: Request, game_id: str) -> Response:
    web = _web(request)
    s = web.director(request)
    setup = web.store.setup(game_id)
    game = web.store.open(game_id)
    log = web.store.inputs(game_id)
    players = links.players(web.conn, game_id)
    periods = console_view.played_periods(game)
    due = sum(not p.posted for p in posts_due.every(web.conn, game_id, game, periods, timed=False))
    return web.director_page(
        request, s, "game.html", posts_due=due, setup=setup, game=game, tz=zone(setup.tz), tab="overview",
        grimoire=console_view.grimoire(game, log, players), group_skills=console_view.group_skills(game),
        graph=graph_view.drawing(game),
        timetable=timetable.rows(setup, game, log=log), periods=periods,
        now=wallclock.now(), alive=len(game.alive()), steps=step_titles.shown_status(game, settlement.status(game)),
        waiting=acting.waiting(game), unlinked=[n for n in sorted(game.seats) if n not in players])


@router.get("/games/{game_id}/export")
def export_page(request: Request, game_id: str) -> Response:
    web = _web(request)
    s = web.director(request)
    setup, game, log = web.store.setup(game_id), web.store.open(game_id), web.store.inputs(game_id)
    text = export.record_text(setup, game, log, links.players(web.conn, game_id), links.history(web.conn, game_id))
    return web.director_page(request, s, "export.html", setup=setup, game=game, tab="export", record=text,
                             tz=zone(setup.tz))


@router.get("/games/{game_id}/export/scenario.json")
def export_scenario(request: Request, game_id: str) -> Response:
    web = _web(request)
    web.director(request)
    body = json.dumps(web.store.export(game_id), ensure_ascii=False, indent=1)
    return Response(body, media_type="application/json",
                    headers={"Content-Disposition": f'attachment; filename="{game_id}.json"', "Cache-Control": "no-store"})


@router.get("/games/{game_id}/export/record.txt")
def export_record(request: Request, game_id: str) -> Response:
    web = _web(request)
    web.director(request)
    setup, game, log = web.store.setup(game_id), web.store.open(game_id), web.store.inputs(game_id)
    text = export.record_text(setup, game, log, links.players(web.conn, game_id), links.history(web.conn, game_id))
    return PlainTextResponse(text, headers={"Content-Disposition": f'attachment; filename="{game_id}-record.txt"',
                                            "Cache-Control": "no-store"})
