"""The day's thread (paste or upload → preview → confirm), the card ledger (give, withdraw)
and the seat links (reissue, 替补, revoke)."""
from __future__ import annotations

from fastapi import APIRouter, File, Request, UploadFile
from fastapi.responses import RedirectResponse, Response

from bansha.engine.cards import CARDS
from bansha.engine.errors import Refusal
from bansha.service import bot_view, console_view, forms, links
from bansha.service.forms import BadInput
from bansha.service.wording import input_text, zone
from bansha.store.expect import Expect

from . import thread
from .fields import Paste, Short
from .context import Web
from .routes_games import issued_page

router = APIRouter()


def _web(request: Request) -> Web:
    return request.app.state.web


def _names(web: Web, game_id: str) -> dict[int, str]:
    game = web.store.open(game_id)
    players = links.players(web.conn, game_id)
    return {n: players.get(n, s.name) for n, s in game.seats.items()}


@router.get("/games/{game_id}/thread")
def thread_page(request: Request, game_id: str) -> Response:
    web = _web(request)
    s = web.director(request)
    setup, game = web.store.setup(game_id), web.store.open(game_id)
    return web.director_page(request, s, "thread.html", setup=setup, game=game, tab="thread", threads=thread.threads_of(game.ruleset),
                             preview=None, text="", kind="discussion", tz=zone(setup.tz))


@router.post("/games/{game_id}/thread/preview")
def thread_preview(request: Request, game_id: str, csrf: Short = "", text: Paste = "",
                   kind: Short = "discussion", upload: UploadFile | None = File(None)) -> Response:
    web = _web(request)
    s = web.director_form(request, csrf)
    setup, game = web.store.setup(game_id), web.store.open(game_id)
    try:
        if upload is not None and upload.filename:
            text = thread.decode(upload.file.read(thread.MAX_BYTES + 1))
        result = thread.preview(web.store, game_id, text, kind, _names(web, game_id))
    except (BadInput, Refusal) as e:
        return _kept(web, request, s, setup, game, text, kind, e)
    return web.director_page(request, s, "thread.html", setup=setup, game=game, tab="thread", threads=thread.threads_of(game.ruleset),
                             preview=result, text=text, kind=kind, tz=zone(setup.tz))


def _kept(web: Web, request: Request, s, setup, game, text: str, kind: str, e: Exception,
          recording: bool = False) -> Response:
    """A refused thread comes back with the pasted text in the form and the reason above it:
    a pasted thread is never lost. Only a refused confirm was recording (a preview never does)."""
    reason = e.message if isinstance(e, BadInput) else e.reason
    status = 400 if isinstance(e, BadInput) else 409  # unreadable, or refused by the rules
    return web.director_page(request, s, "thread.html", status, setup=setup, game=game, tab="thread",
                             threads=thread.threads_of(game.ruleset), preview=None, text=text, kind=kind, tz=zone(setup.tz),
                             error=reason + ("。没有记录任何内容。" if recording else "。"))


@router.post("/games/{game_id}/thread/confirm")
def thread_confirm(request: Request, game_id: str, csrf: Short = "", text: Paste = "",
                   kind: Short = "discussion", expect: Short = "") -> Response:
    web = _web(request)
    s = web.director_form(request, csrf)
    setup, game = web.store.setup(game_id), web.store.open(game_id)
    try:
        if expect != game.period:
            raise BadInput("预览之后阶段已经改变，请重新预览")
        inputs = thread.inputs_of(web.store, game_id, text, kind, _names(web, game_id)).inputs
        if not inputs:
            raise BadInput("没有可以记录的新发言（这些发言都已记录过，或没有能对应到座位的发言）")
        web.store.record_all(game_id, inputs, s.account.source + ":thread", expect=Expect(period=expect))
    except (BadInput, Refusal) as e:
        return _kept(web, request, s, setup, game, text, kind, e, recording=True)
    web.flash(s, f"已记录 {len(inputs)} 条发言（{thread.THREADS[kind]}）。确认无误后请结算本阶段。")
    return RedirectResponse(f"/games/{game_id}/inputs", status_code=303)


@router.get("/games/{game_id}/cards")
def cards_page(request: Request, game_id: str) -> Response:
    web = _web(request)
    s = web.director(request)
    setup, game, log = web.store.setup(game_id), web.store.open(game_id), web.store.inputs(game_id)
    return web.director_page(request, s, "cards.html", setup=setup, game=game, tab="cards", cards=CARDS,
                             ledger=console_view.card_ledger(game, log), tz=zone(setup.tz),
                             players=links.players(web.conn, game_id),
                             breaches=game.ruleset.breaches, stalemate=game.ruleset.accepts("stalemate"))


@router.post("/games/{game_id}/cards/give")
def give_card(request: Request, game_id: str, csrf: Short = "", to: Short = "", card: Short = "",
              reason: Short = "", expect: Short = "") -> Response:
    web = _web(request)
    s = web.director_form(request, csrf)
    if card not in CARDS:
        raise BadInput(f"牌只能是{'、'.join(CARDS)}")
    inp = {"kind": "card", "to": forms.seat_no(to), "card": card, "reason": forms.optional_text(reason, 100) or "导演判罚"}
    web.store.record(game_id, inp, s.account.source, expect=forms.expected_period(expect))
    web.flash(s, f"已记录第 {web.store.last_seq} 条：{input_text(inp)}（本阶段结算时生效）")
    return RedirectResponse(f"/games/{game_id}/cards", status_code=303)


@router.post("/games/{game_id}/stalemate")
def rule_stalemate(request: Request, game_id: str, csrf: Short = "", reason: Short = "") -> Response:
    """僵局 (245): the director rules that the game cannot go on; the rules say who wins."""
    web = _web(request)
    s = web.director_form(request, csrf)
    inp = {"kind": "stalemate", "reason": forms.optional_text(reason, 100) or ""}
    web.store.record(game_id, inp, s.account.source)
    web.flash(s, f"已记录第 {web.store.last_seq} 条：{input_text(inp)}（本阶段结算时判定胜负）")
    return RedirectResponse(f"/games/{game_id}/cards", status_code=303)


@router.get("/games/{game_id}/links")
def links_page(request: Request, game_id: str) -> Response:
    web = _web(request)
    s = web.director(request)
    setup, game = web.store.setup(game_id), web.store.open(game_id)
    return web.director_page(request, s, "links.html", setup=setup, game=game, tab="links", tz=zone(setup.tz),
                             active=links.active(web.conn, game_id), history=links.history(web.conn, game_id),
                             bot=bot_view.for_console(web.conn, web.secret, game_id))


@router.post("/games/{game_id}/links/issue")
def issue_link(request: Request, game_id: str, csrf: Short = "", seat: Short = "",
               player: Short = "", substitute: Short = "") -> Response:
    """A new link for a seat: a lost link (same player) or a 替补 (a new player); the old one stops."""
    web = _web(request)
    s = web.director_form(request, csrf)
    game = web.store.open(game_id)
    n = forms.seat_no(seat)
    if n not in game.seats:
        raise BadInput(f"没有{n}号座位")
    current = links.players(web.conn, game_id).get(n, game.seats[n].name)
    name = forms.optional_text(player, 40)
    if substitute and not name:
        raise BadInput("替补需要填写新玩家的昵称")
    most = game.ruleset.substitutes_per_seat
    if substitute and most is not None and links.substitutions(web.conn, game_id, n) >= most:
        raise Refusal(f"{n}号 已经更换过替补：{game.ruleset.substitute_rule}")
    token = links.issue(web.conn, game_id, n, name or current, f"替补：{current}→{name}" if substitute else "重新生成")
    web.flash(s, f"{n}号 的新链接已生成，旧链接已停用。" + (f"替补：{current} → {name}。" if substitute else ""))
    return issued_page(request, web, s, game_id, {n: token}, game.seats)


@router.post("/games/{game_id}/links/issue_missing")
def issue_missing_links(request: Request, game_id: str, csrf: Short = "") -> Response:
    """Links for every seat that has none (a game made on the CLI, or imported): one click, not one per seat."""
    web = _web(request)
    s = web.director_form(request, csrf)
    game = web.store.open(game_id)
    have = links.active(web.conn, game_id)
    names = links.players(web.conn, game_id)
    tokens = {n: links.issue(web.conn, game_id, n, names.get(n, seat.name), "生成")
              for n, seat in game.seats.items() if n not in have}
    if not tokens:
        raise BadInput("每个座位都已有有效链接；需要时请逐个重新生成")
    web.flash(s, f"已为 {len(tokens)} 个座位生成链接。")
    return issued_page(request, web, s, game_id, tokens, game.seats)


@router.post("/games/{game_id}/links/revoke")
def revoke_link(request: Request, game_id: str, csrf: Short = "", seat: Short = "") -> Response:
    web = _web(request)
    s = web.director_form(request, csrf)
    n = forms.seat_no(seat)
    if not links.revoke(web.conn, game_id, n):
        raise BadInput(f"{n}号 没有有效链接")
    web.flash(s, f"{n}号 的链接已停用。")
    return RedirectResponse(f"/games/{game_id}/links", status_code=303)
