"""Issue 21 item 2: two directors pressing the same button at the same instant. Every director write
that carries what its page showed (`expect`: 结算, 撤销, 推进结算, a card, a vote) is checked inside the
write's own transaction, so in every round exactly one is applied and the other gets 409 with the
period as it now is; a card or a vote meant for a day is never filed under the next night.

Before: 8 of 8 trials closed twice, 7 of 8 undid two inputs, 8 of 8 settled twice."""
from __future__ import annotations

import threading

import pytest
from fastapi.testclient import TestClient

from bansha.engine import settlement
from bansha.engine.game import Game

from .conftest import login, marker_seats, new_game

ROUNDS = 12


@pytest.fixture
def two(app, director, markers):
    """Two directors (two sessions) on one marker game ("m", 8 seats: nobody ever wins) at night 1."""
    other = TestClient(app)
    other.csrf = login(other)
    new_game(app, "m", "markers", marker_seats(8))
    app.state.web.store.record("m", {"kind": "close"})
    return director, other


def at_once(*calls):
    """Run the calls on their own threads, released together; their responses in order."""
    gate = threading.Barrier(len(calls))
    out = [None] * len(calls)

    def run(i, call):
        gate.wait()
        out[i] = call()

    threads = [threading.Thread(target=run, args=(i, c)) for i, c in enumerate(calls)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    return out


def post(client, path, **data):
    return lambda: client.post(path, data={"csrf": client.csrf, **data}, follow_redirects=False)


def game(app) -> Game:
    return app.state.web.store.open("m")


def inputs(app):
    return app.state.web.store.inputs("m")


def test_two_closes_close_once(app, two):
    a, b = two
    for _ in range(ROUNDS):
        before, closes = game(app).period, sum(r.kind == "close" for r in inputs(app))
        r1, r2 = at_once(post(a, "/games/m/close", expect=before), post(b, "/games/m/close", expect=before))
        assert sorted([r1.status_code, r2.status_code]) == [303, 409], (r1.text[-300:], r2.text[-300:])
        loser = r1 if r1.status_code == 409 else r2
        after = game(app).period
        assert after == app.state.web.store.replayed(app.state.web.store.setup("m"), inputs(app)).period
        assert sum(r.kind == "close" for r in inputs(app)) == closes + 1
        assert "当前阶段已经是" in loser.text and "没有记录任何内容" in loser.text


def test_two_undos_undo_once(app, two):
    a, b = two
    store = app.state.web.store
    for i in range(ROUNDS):
        store.record("m", {"kind": "card", "to": 1 + i % 8, "card": "蓝牌", "reason": "一"})
        store.record("m", {"kind": "card", "to": 1 + i % 8, "card": "蓝牌", "reason": "二"})
        seqs = [r.seq for r in inputs(app)]
        last = str(seqs[-1])
        r1, r2 = at_once(post(a, "/games/m/undo", expect=last), post(b, "/games/m/undo", expect=last))
        assert sorted([r1.status_code, r2.status_code]) == [303, 409]
        assert [r.seq for r in inputs(app)] == seqs[:-1]  # one input undone, not two
        store.undo("m")


def test_two_settles_settle_once(app, two):
    """推进结算 from two pages showing the same settled steps moves the period on by one step."""
    a, b = two
    store = app.state.web.store
    rounds = 0
    while rounds < ROUNDS:
        g = game(app)
        steps = [s for s in settlement.steps_of(g) if s.id not in g.settled]
        if not steps:
            store.record("m", {"kind": "close"})
            continue
        seen = "|".join(g.settled) or "-"
        settles = sum(r.kind == "settle" for r in inputs(app))
        r1, r2 = at_once(post(a, "/games/m/settle", expect=g.period, settled=seen),
                         post(b, "/games/m/settle", expect=g.period, settled=seen))
        assert sorted([r1.status_code, r2.status_code]) == [303, 409], (r1.text[-300:], r2.text[-300:])
        assert sum(r.kind == "settle" for r in inputs(app)) == settles + 1
        rounds += 1


@pytest.mark.parametrize("kind", ["card", "vote"])
def test_a_card_or_a_vote_never_lands_in_the_next_period(app, two, kind):
    """A card given (a vote entered) while the other director closes the day: it is recorded in that
    day, before the close, or refused — never filed under the night after."""
    a, b = two
    store = app.state.web.store
    for i in range(ROUNDS):
        while not game(app).period.startswith("day"):
            store.record("m", {"kind": "close"})
        day = game(app).period
        seat = str(1 + i % 8)
        write = (post(a, "/games/m/cards/give", to=seat, card="蓝牌", reason="抢", expect=day) if kind == "card"
                 else post(a, "/games/m/vote", by=seat, target="2", expect=day))
        r1, r2 = at_once(write, post(b, "/games/m/close", expect=day))
        assert r2.status_code == 303 and r1.status_code in (303, 409), r1.text[-300:]
        mine = [r for r in inputs(app) if r.kind == kind]
        assert all(r.period.startswith("day") for r in mine)
        assert (r1.status_code == 303) == any(r.period == day for r in mine if r.seq > 0 and r.payload.get(
            "to" if kind == "card" else "by") == int(seat) and r.payload.get("reason", "抢") == "抢")
