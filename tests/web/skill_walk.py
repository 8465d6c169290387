"""Walk a game period by period and step by step, sending every skill its seats are offered from their own
pages (POST /p/TOKEN/act), each with a legal choice built only from what the page gives: the form's targets and
listed choices, and the skill's declared shape (`ask`: an identity of the pool, a text, a number). What the page
cannot give (a structured choice typed by hand) comes from EXAMPLES, each legal by the seed."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from fastapi.testclient import TestClient

from bansha.engine.errors import Refusal

# the typed choices of skills whose shape is a structure written by hand (their `choice_help`)
EXAMPLES: dict[str, str] = {
    "审判": "未成会",  # 红楼梦: the meeting did not sit (no effect)
    "祈祷": '[[1, "村民阵营", "预言家", false]]',
    "偷盗改选": "照常",
    "雪隐": "",  # optional
    "征召": "",  # the night's pick is a seat (targets); the opening's letters come from the seat's own page
}


@dataclass
class Walk:
    sent: dict[str, list[str]] = field(default_factory=dict)  # skill → the periods it was taken in
    refused: dict[str, list[str]] = field(default_factory=dict)  # skill → the refusals met (a shape the page got wrong)
    again: set[str] = field(default_factory=set)  # skills sent a second time as a further use
    done: set[tuple[str, int, str, bool]] = field(default_factory=set)  # (period, seat, skill, again): sent once each


def form_data(offer: dict[str, Any], seat: int, k: int = 0) -> dict[str, Any] | None:
    """One submission of the offer, from its first form with a seat (or none needed); `k` picks the k-th of
    its listed choices (a 混血儿 may not 支持 its own 节气, which the list offers)."""
    forms = [f for f in offer["forms"] if not offer["needs"] or f["targets"]]
    if not forms:
        return None
    f = forms[0]
    data: dict[str, Any] = {"skill": offer["name"]}
    if offer["again"]:
        data["again"] = "1"
    targets: list[int] = []
    if offer["most"] and k:  # a count of the holder's choosing (雷公助我: at least 30%): every seat offered
        targets = [t for t in f["targets"] if t != seat] or f["targets"]
    elif offer["needs"]:
        for options in f["slots"]:
            free = [t for t in options if t not in targets]
            others = [t for t in free if t != seat]
            targets.append((others or free)[0])
    elif offer["most"]:
        targets = ([t for t in f["targets"] if t != seat] or f["targets"])[:1]
    data["targets"] = [str(t) for t in targets]
    ask = offer["ask"]
    if f["choices"]:
        c = f["choices"][k % len(f["choices"])]
        data["choice" if isinstance(c, str) else "choice_text"] = c if isinstance(c, str) else _json(c)
    elif ask:
        pool = offer["pool"]
        if ask["kind"] == "identity" and ask["count"] == 0:
            data["target_picks"] = [f"{t}:{pool[0]}" for t in targets]
        elif ask["kind"] == "identity" and ask["count"] > 1:
            data["picks"] = pool[:ask["count"]]
        elif ask["kind"] == "identity":
            data["choice"] = pool[0]
        elif ask["kind"] == "order":
            data["picks"] = pool[:ask["count"]]
        elif ask["kind"] == "skills":
            data["picks"] = [p for p in pool if p in ("预言", "明察", "馈赠")][:1]
        elif ask["kind"] == "text":
            data["words"] = "[测试]一段不超过上限的话"[:ask["limit"]]
        elif ask["kind"] == "number":
            data["choice_text"] = "1"
    elif offer["choice_help"]:
        data["choice_text"] = EXAMPLES.get(offer["name"], "")
    return data


def _json(value: Any) -> str:
    import json
    return json.dumps(value, ensure_ascii=False)


def send_all(client: TestClient, tokens: dict[int, str], walk: Walk, period: str, hold: frozenset[str] = frozenset()) -> int:
    """Every seat sends each skill it is offered now and has not sent yet, the page read again after each
    (a use may settle a step); `hold`: skills not sent now (a 自爆 that would end the walk). Returns how many
    were taken."""
    taken = 0
    for seat, token in sorted(tokens.items()):
        tried = {(name, again) for p, n, name, again in walk.done if p == period and n == seat}
        while True:
            state = client.get(f"/p/{token}/api/state").json()
            offer = next((o for o in state["offers"] if (o["name"], o["again"]) not in tried and o["name"] not in hold
                          and (o["submitted"] is None or o["again"]) and not o["closed_reason"]), None)
            if offer is None:
                break
            tried.add((offer["name"], offer["again"]))
            name = offer["name"]
            for k in range(3):
                data = form_data(offer, seat, k)
                if data is None:
                    break
                r = client.post(f"/p/{token}/act", data={"csrf": state["csrf"], **data}, follow_redirects=False)
                if r.status_code == 303 or not (offer["most"] or any(f["choices"] for f in offer["forms"])):
                    break
            if data is None:
                continue
            if r.status_code == 303:
                taken += 1
                walk.done.add((period, seat, name, offer["again"]))
                walk.sent.setdefault(name, []).append(f"{period} {seat}号" + ("（再次）" if offer["again"] else ""))
                if offer["again"]:
                    walk.again.add(name)
            else:
                walk.refused.setdefault(name, []).append(f"{period} {seat}号 {data}: {_reason(r.text)}")
    return taken


def _reason(html: str) -> str:
    import re
    m = re.search(r'id="error-message">(.*?)<', html, re.S)
    return (m.group(1) if m else html[-200:]).strip()


def walk(app, game_id: str, tokens: dict[int, str], periods: int, walk: Walk | None = None,
         hold: frozenset[str] = frozenset({"自爆"})) -> Walk:
    """Play `periods` periods: at each step, every offer is sent from the pages (again while any is taken), then
    the step is moved on (推进结算);
    the skills in `hold` only in the last period."""
    store = app.state.web.store
    client = TestClient(app)
    walk = walk or Walk()
    for k in range(periods):
        period = store.peek(game_id).period
        held = hold if k < periods - 1 else frozenset()
        for _ in range(40):
            while send_all(client, tokens, walk, period, held):  # a later seat's use may open an earlier seat's step
                pass
            if store.peek(game_id).over:
                return walk
            try:
                store.record(game_id, {"kind": "settle"})
            except Refusal:
                break
        if store.peek(game_id).over:
            return walk
        send_all(client, tokens, walk, period, held)
        store.record(game_id, {"kind": "close"})
        if store.peek(game_id).over:
            return walk
    return walk
