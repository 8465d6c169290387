"""模拟 on the console: random legal games of a ruleset and line-up size, with the report a director
tuning a line-up reads (bansha.simreport) — the CLI's `bansha simulate`, bounded so a request stays
short (one process, at most `MAX_GAMES` games)."""
from __future__ import annotations

from fastapi import APIRouter, Request
from fastapi.responses import Response

from bansha import rulesets
from bansha.engine.errors import Refusal
from bansha.service.forms import BadInput
from bansha.simreport import pct
from bansha.simulate import simulate

from .context import Web

router = APIRouter()
MAX_GAMES = 2000


def _web(request: Request) -> Web:
    return request.app.state.web


def _int(value: str | None, what: str, default: int | None, low: int, high: int) -> int | None:
    if value in (None, ""):
        return default
    try:
        n = int(value)
    except ValueError:
        raise BadInput(f"{what}应为整数") from None
    if not low <= n <= high:
        raise BadInput(f"{what}应在 {low} 到 {high} 之间")
    return n


@router.get("/simulate")
def simulate_page(request: Request) -> Response:
    web = _web(request)
    s = web.director(request)
    q = request.query_params
    form = {"ruleset": q.get("ruleset") or "pvz", "seats": q.get("seats") or "", "games": q.get("games") or "200",
            "seed": q.get("seed") or "0"}
    choices = [(rid, rulesets.get(rid).title) for rid in rulesets.ids()]
    rep = None
    if q.get("run"):
        if form["ruleset"] not in rulesets.KNOWN:
            raise BadInput(f"没有规则 {form['ruleset']}")
        games = _int(form["games"], "局数", 200, 1, MAX_GAMES)
        seed = _int(form["seed"], "种子", 0, 0, 10 ** 9)
        seats = _int(form["seats"], "座位数", None, 3, 40)
        try:
            rep = simulate(form["ruleset"], seats, games or 200, seed or 0, jobs=1)
        except Refusal as r:
            raise BadInput(r.reason) from None
        except Exception as e:  # a seat count the ruleset cannot deal (ScenarioError) is the director's
            raise BadInput(getattr(e, "message", None) or str(e)) from None
    return web.director_page(request, s, "simulate.html", form=form, choices=choices, rep=rep,
                             r=rep["report"] if rep else None, pct=pct, max_games=MAX_GAMES)
