"""No leaks: every route and API endpoint, visited with every seat's link, the director's
session and no credentials, never shows a seat anything private of another seat.

Two games are checked. The marker ruleset gives every role, skill, feedback, status and group
message a unique marker. For the PVZ game the forbidden strings come from the engine itself:
every message whose audience excludes the seat (and that the seat does not also receive)."""
from __future__ import annotations

import random
import re
import secrets

import pytest
from any_deal import seats_for
from fastapi.routing import APIRoute
from fastapi.testclient import TestClient
from starlette.routing import Mount

from bansha import present, randplay, rulesets
from bansha.demo import NAMES, ROLES
from bansha.engine.errors import Refusal
from bansha.engine.game import PUBLIC
from bansha.web import players, spectators

from .conftest import marker_seats, new_game

N = 6
KINDS = ("秘角", "秘述", "秘技", "秘讯", "秘营", "秘状")


def _query(path: str, skill: str) -> str:
    if path.endswith("/period"):
        return "?p=night 1"
    if path.endswith("/targets"):
        return f"?by=1&skill={skill}"
    return ""


def _form(csrf: str, skill: str) -> dict:
    return {"csrf": csrf, "by": "1", "skill": skill, "targets": "99", "seq": "1", "text": "【1.玩家01】发言",
            "kind": "discussion", "to": "1", "card": "黄牌", "seat": "1", "player": "新人", "password": "x",
            "current": "x", "new": "xxxxxxxxx", "again": "xxxxxxxxx", "expect": "", "game_id": "zz",
            "ruleset": "pvz", "players": "a\nb"}


def all_routes(app) -> list:
    """The app's routes, with included routers opened up (FastAPI wraps them)."""
    out = []
    for route in app.routes:
        inner = getattr(route, "original_router", None)
        out += all_routes(inner) if inner is not None else [route]
    return out


def visit_everything(app, client: TestClient, token: str, game_id: str, csrf: str, skill: str,
                     spectator: str | None = None) -> list[tuple]:
    """Every route of the app once (GET and POST as declared); returns (method, path, status, text)."""
    seen = []
    for route in all_routes(app):
        if isinstance(route, Mount):
            r = client.get("/static/app.css")
            seen.append(("GET", route.path, r.status_code, r.text))
            continue
        if not isinstance(route, APIRoute):
            continue
        path = route.path.replace("{game_id}", game_id)
        path = path.replace("{token}", spectator if spectator and path.startswith("/s/") else token)
        path = path.replace("{account_id}", "1").replace("{player_id}", "1")  # the administrator; the first player
        for method in route.methods:
            if method == "GET":
                r = client.get(path + _query(path, skill))
            elif path.endswith("/pass"):  # declining the seat's own skill is a real input: one it lacks
                r = client.post(path, data={**_form(csrf, skill), "skill": "没有这个技能"}, follow_redirects=True)
            elif path.endswith("/api/act"):
                r = client.post(path, json={"skill": skill, "targets": [99]}, headers={"x-csrf-token": csrf})
            else:
                r = client.post(path, data=_form(csrf, skill), follow_redirects=True)
            seen.append((method, route.path, r.status_code, r.text))
    assert len(seen) >= 30, "every route was visited"
    return seen


def _rows(app) -> int:
    return app.state.web.conn.execute("SELECT COUNT(*) FROM inputs").fetchone()[0]


def _player(app, token: str) -> tuple[TestClient, str]:
    client = TestClient(app)
    state = client.get(f"/p/{token}/api/state")
    assert state.status_code == 200
    return client, state.json()["csrf"]


def _act(app, token: str, skill: str, targets: list[int]):
    client, csrf = _player(app, token)
    return client.post(f"/p/{token}/act", data={"csrf": csrf, "skill": skill, "targets": [str(t) for t in targets]},
                       follow_redirects=False)


@pytest.fixture
def marker_game(app, markers, director):
    tokens = new_game(app, "m1", "markers", marker_seats(N))
    store = app.state.web.store
    store.record("m1", {"kind": "close"})
    for i in range(1, N + 1):
        assert _act(app, tokens[i], markers.mark("秘技", i), [i % N + 1]).status_code == 303
    assert _act(app, tokens[1], "群技X", [3]).status_code == 303
    assert _act(app, tokens[2], "群技X", [4]).status_code == 303  # a teammate changes the team's one use
    assert [(i.actor, i.targets) for i in store.open("m1").inbox if i.skill == "群技X"] == [(2, (4,))]
    assert _act(app, tokens[5], markers.mark("秘技", 5), [3]).status_code == 303  # a change
    store.record("m1", {"kind": "close"})
    store.record("m1", {"kind": "card", "to": 6, "card": "黄牌", "reason": "潜水"})
    store.record("m1", {"kind": "close"})
    assert _act(app, tokens[3], markers.mark("秘技", 3), [1]).status_code == 303  # pending in night 2
    client, csrf = _player(app, tokens[6])
    words = client.post(f"/p/{tokens[6]}/last_words", data={"csrf": csrf, "text": markers.mark("秘遗", 6)},
                        follow_redirects=False)
    assert words.status_code == 303  # pending: nobody else may read it before the 公示
    return tokens


def forbidden_markers(markers, seat: int | None) -> list[str]:
    out = [markers.mark("秘迹", t) for t in range(1, N + 1)] + [markers.mark("导演状", 4)]
    out += [markers.mark(k, t) for k in KINDS for t in range(1, N + 1) if t != seat]
    if seat not in (1, 2):
        out += ["群讯X", "群技X"]
    if seat != 6:
        out.append(markers.mark("秘遗", 6))
    return out


def test_marker_game_never_leaks(app, markers, director, marker_game):
    tokens = marker_game
    before = _rows(app)
    all_markers = forbidden_markers(markers, None)
    director_text = " ".join(director.get(p).text for p in ("/games/m1", "/games/m1/inputs", "/games/m1/period?p=night 1"))
    exists = [m for m in all_markers if not m.startswith(("秘述", "秘状")) or m == markers.mark("秘状", 3)]
    missing = [m for m in exists if m not in director_text]
    assert not missing, f"the director sees everything but {missing}"

    for seat, token in tokens.items():
        client, csrf = _player(app, token)
        page = client.get(f"/p/{token}").text
        assert markers.mark("秘角", seat) in page and markers.mark("秘讯", seat) in page
        assert ("群讯X" in page) == (seat in (1, 2))
        assert (markers.mark("秘遗", 6) in page) == (seat == 6)
        banned = forbidden_markers(markers, seat)
        for method, path, status, text in visit_everything(app, client, token, "m1", csrf, markers.mark("秘技", seat)):
            leaked = [m for m in banned if m in text]
            assert not leaked, f"seat {seat} {method} {path} ({status}) shows {leaked}"
            if not path.startswith("/p/") and path not in ("/login", "/static", "/favicon.ico"):
                assert status in (401, 403, 404) or "导演登录" in text, f"seat {seat} reached {method} {path}"

    nobody = TestClient(app)
    stranger = secrets.token_urlsafe(32)
    names = [f"玩家{i:02d}" for i in range(1, N + 1)]
    for method, path, status, text in visit_everything(app, nobody, stranger, "m1", "", "秘技A01"):
        leaked = [m for m in all_markers + ["群讯X", "群技X"] + names if m in text]
        assert not leaked, f"no credentials: {method} {path} ({status}) shows {leaked}"
    assert _rows(app) == before, "no visit changed the log"


def test_director_routes_answer_the_director(app, markers, director, marker_game):
    players.link_all(app.state.web.conn, "m1", {1: ("玩家01", None)})  # so a player's page has a player
    watch = spectators.issue(app.state.web.conn, "m1")
    for method, path, status, text in visit_everything(app, director, marker_game[1], "m1", "wrong", "秘技A01", watch):
        if method == "GET":
            assert status == 200, f"{path}: {status} {text[:200]}"
        elif path not in ("/login",):
            assert status == 403 and "CSRF" in text, f"{method} {path} took a wrong CSRF token: {status}"


def _engine_forbidden(game, seat: int) -> set[str]:
    mine, theirs = set(), set()
    for e, a in zip(game.events, game.audiences):
        if e["type"] == "trace":
            continue
        text = present.describe(e)
        (mine if a == PUBLIC or game.visible(a, seat) else theirs).add(text)
        if "text" in e:
            (mine if a == PUBLIC or game.visible(a, seat) else theirs).add(e["text"])
    return theirs - mine


@pytest.mark.slow  # every route for every seat: thorough and slow (scripts/test.sh runs it)
def test_pvz_game_never_leaks(app, director):
    seats = [{"seat": i + 1, "name": n, "role": r} for i, (n, r) in enumerate(zip(NAMES, ROLES))]
    tokens = new_game(app, "p1", "pvz", seats)
    store = app.state.web.store
    store.record("p1", {"kind": "close"})
    assert _act(app, tokens[1], "预言", [2]).status_code == 303
    assert _act(app, tokens[2], "杀人", [7]).status_code == 303
    assert _act(app, tokens[8], "查验", [1]).status_code == 303
    assert _act(app, tokens[4], "救药", [7]).status_code == 303
    store.record("p1", {"kind": "close"})
    game = store.open("p1")
    for seat, token in tokens.items():
        banned = _engine_forbidden(game, seat)
        banned |= {f"你的身份是{r}" for r in set(ROLES) if r != game.seats[seat].role}
        client, csrf = _player(app, token)
        for method, path, status, text in visit_everything(app, client, token, "p1", csrf, "预言"):
            leaked = [b for b in banned if b in text]
            assert not leaked, f"seat {seat} {method} {path} shows {leaked}"
    seer = TestClient(app).get(f"/p/{tokens[1]}").text
    assert "1号 &lt;预言&gt; 对 2号：狼人阵营" in seer


def test_links_are_unguessable_hashed_and_revocable(app, markers, director):
    tokens = new_game(app, "m2", "markers", marker_seats(4))
    assert len(set(tokens.values())) == 4
    assert all(len(t) >= 43 for t in tokens.values())  # 32 random bytes, urlsafe base64
    stored = app.state.web.conn.execute("SELECT token_hash FROM web_links").fetchall()
    assert not {r[0] for r in stored} & set(tokens.values()), "links are stored hashed"
    old = tokens[2]
    assert TestClient(app).get(f"/p/{old}").status_code == 200
    page = director.post("/games/m2/links/issue", data={"csrf": director.csrf, "seat": "2", "player": "替补甲",
                                                        "substitute": "1"})
    assert page.status_code == 200 and "替补甲" in page.text
    new = re.search(r"/p/([A-Za-z0-9_-]{43})", page.text).group(1)
    assert TestClient(app).get(f"/p/{old}").status_code == 404
    assert "已停用" in TestClient(app).get(f"/p/{old}").text
    fresh = TestClient(app).get(f"/p/{new}")
    assert fresh.status_code == 200 and "替补甲" in fresh.text
    r = director.post("/games/m2/links/revoke", data={"csrf": director.csrf, "seat": "2"}, follow_redirects=False)
    assert r.status_code == 303
    assert TestClient(app).get(f"/p/{new}").status_code == 404
    assert TestClient(app).get(f"/p/{old[:-1]}x").status_code == 404


@pytest.mark.slow  # every route for every seat of each ruleset (scripts/test.sh runs it)
@pytest.mark.parametrize("ruleset_id", rulesets.ids())
def test_no_ruleset_leaks_a_message(app, director, ruleset_id):
    """Random legal play in every ruleset: a seat's pages never show a message whose audience
    excludes it (and that it does not also receive)."""
    tokens = new_game(app, "r", ruleset_id, seats_for(ruleset_id))
    store, rng = app.state.web.store, random.Random(5)
    for _ in range(4):
        game = store.open("r")
        if game.over:
            break
        for inp in randplay.random_inputs(game, rng):
            try:
                store.record("r", inp)
            except Refusal:
                continue
        store.record("r", {"kind": "close"})
    game = store.open("r")
    for seat, token in tokens.items():
        banned = _engine_forbidden(game, seat)
        client, csrf = _player(app, token)
        for method, path, status, text in visit_everything(app, client, token, "r", csrf, "x"):
            leaked = [b for b in banned if b in text]
            assert not leaked, f"{ruleset_id} seat {seat} {method} {path} shows {leaked}"
