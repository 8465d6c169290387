"""The director's inputs: any seat's action with the legal targets offered, votes, last words,
taking back an input of the open period, undo, closing a period and reading its report; and two
JSON endpoints (status, legal targets) for scripts."""
from __future__ import annotations

from urllib.parse import quote

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse, RedirectResponse, Response

from bansha import status
from bansha.engine.intake import legal_targets, usable
from bansha.service import actions, audit, console_view, forms, links, seat_view, timetable
from bansha.service.forms import BadInput
from bansha.service.wording import input_text, period_label, zone
from bansha.store.expect import Expect, settled_field
from bansha.store.games import open_log

from . import directing
from .context import Web
from .fields import Many, Short, Words

router = APIRouter()
PAGES = ("inputs", "thread", "watch", "cards", "links", "export", "period", "directors", "players", "spectate", "fupan")


def _web(request: Request) -> Web:
    return request.app.state.web


def _to(path: str) -> RedirectResponse:
    return RedirectResponse(path, status_code=303)


@router.get("/games/{game_id}/inputs")
def inputs_page(request: Request, game_id: str) -> Response:
    web = _web(request)
    s = web.director(request)
    store = web.store
    setup, game, log = store.setup(game_id), store.open(game_id), store.inputs(game_id)
    deadlines = timetable.deadlines(setup, game, log)
    players = links.players(web.conn, game_id)
    seats, words = [], []
    if not game.over:
        for n in game.seats:
            lw = seat_view.last_words(game, log, n, deadlines, setup)
            if lw is not None:
                words.append({"seat": n, "name": players.get(n, game.seats[n].name), "words": lw})
            offers = seat_view.offers(store, setup, game, log, n, deadlines, knows_all=True)
            if offers:
                seats.append({"seat": n, "name": players.get(n, game.seats[n].name), "role": game.seats[n].role,
                              "alive": game.seats[n].alive, "offers": offers})
    return web.director_page(
        request, s, "inputs.html", setup=setup, game=game, tab="inputs", tz=zone(setup.tz), seats=seats, words=words,
        open_log=open_log(log), log=log, last=log[-1] if log else None,
        names={n: players.get(n, st.name) for n, st in game.seats.items()},
        skill_names=sorted(game.ruleset.skill_names()), audit=audit.of_game(web.conn, game_id)[-50:],
        moon_picks=game.ruleset.moon_pick_names, notes=directing.notes(web.conn, game_id, 30))


@router.post("/games/{game_id}/act")
def act(request: Request, game_id: str, csrf: Short = "", by: Short = "", skill: Short = "",
        targets: Many = [], targets_text: Short = "", choice: Short = "",
        choice_text: Short = "", phase: Short = "", time: Short = "", again: Short = "",
        picks: Many = [], target_picks: Many = [], words: Words = "") -> Response:
    web = _web(request)
    s = web.director_form(request, csrf)
    name = forms.optional_text(skill, 40)
    if not name:
        raise BadInput("请填写技能名")
    inp = {"kind": "action", "by": forms.seat_no(by), "skill": name,
           "targets": forms.seat_list([t for t in targets if t]) + forms.seat_list(targets_text)}
    picked = forms.asked(choice, choice_text, picks, target_picks, words, inp["targets"])
    if picked is not None:
        inp["choice"] = picked
    if forms.optional_text(phase, 40):
        inp["phase"] = phase.strip()
    if forms.optional_text(time, 40):
        inp["time"] = forms.moment(time)
    setup = web.store.setup(game_id)
    inp = actions.with_time(setup, inp, zone(setup.tz))
    seq, replaced = actions.submit(web.store, game_id, inp, s.account.source, web.batcher, again=again == "1")
    web.flash(s, f"已记录第 {seq} 条：{input_text(inp)}" + (f"（替换了第 {replaced} 条）" if replaced else ""))
    return _to(f"/games/{game_id}/inputs")


@router.post("/games/{game_id}/last_words")
def last_words(request: Request, game_id: str, csrf: Short = "", by: Short = "",
               text: Words = "") -> Response:
    web = _web(request)
    s = web.director_form(request, csrf)
    inp = {"kind": "last_words", "by": forms.seat_no(by), "text": forms.optional_text(text, forms.WORDS_LIMIT) or ""}
    seq, _ = actions.submit(web.store, game_id, inp, s.account.source, web.batcher)
    web.flash(s, f"已记录第 {seq} 条：{input_text(inp)}")
    return _to(f"/games/{game_id}/inputs")


@router.post("/games/{game_id}/vote")
def vote(request: Request, game_id: str, csrf: Short = "", kind: Short = "vote", by: Short = "",
         target: Short = "", change: Short = "", expect: Short = "") -> Response:
    """A vote the director enters. A second one for the same seat corrects the first, unless it is
    marked as the player's own 改票 (`change`), which the rules then judge. `expect`: the period the
    form was shown in — a vote meant for day 1 is never filed under night 2."""
    web = _web(request)
    s = web.director_form(request, csrf)
    if kind not in ("vote", "sheriff_vote"):
        raise BadInput("投票种类只能是放逐投票或警长竞选投票")
    to = None if target.strip() in ("", "弃票", "弃权") else forms.seat_no(target, "投票对象")
    inp = {"kind": kind, "by": forms.seat_no(by), "for": to}
    replaces = None if change else web.store.earlier(game_id, kind, inp["by"])
    web.store.record(game_id, inp, s.account.source, replaces=replaces, expect=forms.expected_period(expect))
    web.flash(s, f"已记录第 {web.store.last_seq} 条：{input_text(inp)}" + (f"（更正了第 {replaces} 条）" if replaces else ""))
    return _to(f"/games/{game_id}/inputs")


@router.post("/games/{game_id}/moon_pick")
def moon_pick(request: Request, game_id: str, csrf: Short = "", moon: Short = "",
              targets_text: Short = "") -> Response:
    """The director's own targets for a 新月 cast this 晨曦 (245's 黑幕自选), judged by the rules as it comes."""
    web = _web(request)
    s = web.director_form(request, csrf)
    inp = {"kind": "moon_pick", "moon": forms.optional_text(moon, 40) or "", "targets": forms.seat_list(targets_text)}
    seq, _ = actions.submit(web.store, game_id, inp, s.account.source, web.batcher)
    web.flash(s, f"已记录第 {seq} 条：{input_text(inp)}")
    return _to(f"/games/{game_id}/inputs")


@router.post("/games/{game_id}/withdraw")
def withdraw(request: Request, game_id: str, csrf: Short = "", seq: Short = "",
             back: Short = "inputs") -> Response:
    web = _web(request)
    s = web.director_form(request, csrf)
    gone = web.store.withdraw(game_id, forms.seat_no(seq, "输入序号"))
    directing.note(web.conn, game_id, s.account, f"撤回第 {gone.seq} 条：{input_text(gone.payload)}")
    web.flash(s, f"已撤回第 {gone.seq} 条：{input_text(gone.payload)}")
    return _to(f"/games/{game_id}/{back if back in PAGES else 'inputs'}")


@router.post("/games/{game_id}/undo")
def undo(request: Request, game_id: str, csrf: Short = "", expect: Short = "") -> Response:
    web = _web(request)
    s = web.director_form(request, csrf)
    gone = web.store.undo(game_id, Expect(last=forms.seat_no(expect, "要撤销的输入序号")))
    directing.note(web.conn, game_id, s.account, f"撤销第 {gone.seq} 条：{input_text(gone.payload)}")
    web.flash(s, f"已撤销第 {gone.seq} 条（{period_label(gone.period)}）：{input_text(gone.payload)}")
    return _to(f"/games/{game_id}/inputs")


@router.post("/games/{game_id}/settle")
def settle(request: Request, game_id: str, csrf: Short = "", step: Short = "",
           expect: Short = "", settled: Short = "") -> Response:
    """Move the open period on by one step (or through a named one): what it awaited is forfeited.
    `expect` and `settled`: the period and the steps settled the page showed — two directors pressing
    推进结算 at once move it on once."""
    web = _web(request)
    s = web.director_form(request, csrf)
    inp = {"kind": "settle", **({"step": step.strip()} if step.strip() else {})}
    seen = forms.expected_period(expect)
    if seen is not None:
        seen = Expect(period=seen.period, settled=settled_field(settled))
    game = web.store.record(game_id, inp, s.account.source, expect=seen)
    done = [x for x in game.settled]
    web.flash(s, f"已推进结算（第 {web.store.last_seq} 条）；本阶段已结算步骤：{'、'.join(done) or '无'}")
    return _to(f"/games/{game_id}")


@router.post("/games/{game_id}/close")
def close(request: Request, game_id: str, csrf: Short = "", expect: Short = "") -> Response:
    web = _web(request)
    s = web.director_form(request, csrf)
    web.store.record(game_id, {"kind": "close"}, s.account.source, expect=forms.expected_period(expect))
    period = actions.period_of(web.conn, game_id, web.store.last_seq)  # the period this close settled
    web.flash(s, f"{period_label(period)}已结算。")
    return _to(f"/games/{game_id}/period?p={quote(period)}")


@router.get("/games/{game_id}/period")
def period_page(request: Request, game_id: str, p: str = "") -> Response:
    web = _web(request)
    s = web.director(request)
    setup, game = web.store.setup(game_id), web.store.open(game_id)
    played = console_view.played_periods(game)
    if p and p not in played:
        if not game.ruleset.valid_label(p):
            raise BadInput(f"没有阶段“{p}”（阶段写作 start、night 1、day 1 …）")
        raise BadInput(f"{period_label(p)}还没有开始")
    if not p:
        p = played[-1] if played else game.period
    return web.director_page(request, s, "period.html", setup=setup, game=game, tab="period", periods=played,
                             report=console_view.period_report(game, p), tz=zone(setup.tz))


@router.get("/api/games/{game_id}/status")
def api_status(request: Request, game_id: str) -> Response:
    web = _web(request)
    web.director(request)
    game = web.store.open(game_id)
    return JSONResponse({"ok": True, "period": game.period, "over": game.over, "winner": game.winner,
                         "alive": game.alive(), "submitted": status.submitted(game), "waiting": status.waiting(game)})


@router.get("/api/games/{game_id}/targets")
def api_targets(request: Request, game_id: str, by: str = "", skill: str = "", choice: str = "") -> Response:
    web = _web(request)
    web.director(request)
    game = web.store.open(game_id)
    seat = forms.seat_no(by)
    if seat not in game.seats:
        raise BadInput(f"没有{seat}号座位")
    slot = next((x for x in usable(game, seat) if x.defn.name == skill), None)
    if slot is None:
        return JSONResponse({"ok": True, "usable": False, "targets": []})
    return JSONResponse({"ok": True, "usable": True, "targets": legal_targets(game, seat, slot, choice or None)})
