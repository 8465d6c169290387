"""Under load nothing is lost: 20 players submit (and change) at once against a real uvicorn
server; every acknowledged submission is in the log exactly once, and nothing else is."""
from __future__ import annotations

import json
import threading

import httpx

import pytest

from .conftest import marker_seats, new_game

PLAYERS = 20
ROUNDS = 3


@pytest.mark.slow
def test_twenty_players_at_once_lose_nothing(app, markers, server):
    tokens = new_game(app, "load", "markers", marker_seats(PLAYERS))
    app.state.web.store.record("load", {"kind": "close"})
    start = threading.Barrier(PLAYERS)
    acks: dict[int, list[dict]] = {n: [] for n in tokens}
    failures: list[str] = []
    team: dict[int, int] = {}

    def play(seat: int, token: str) -> None:
        with httpx.Client(base_url=server.base, timeout=60) as client:
            csrf = client.get(f"/p/{token}/api/state").json()["csrf"]
            start.wait(timeout=60)
            if seat in (1, 2):
                r = client.post(f"/p/{token}/api/act", json={"skill": "群技X", "targets": [5]},
                                headers={"x-csrf-token": csrf})
                team[seat] = r.status_code
            for k in range(ROUNDS):
                target = (seat + k) % PLAYERS + 1
                r = client.post(f"/p/{token}/api/act", json={"skill": markers.mark("秘技", seat), "targets": [target]},
                                headers={"x-csrf-token": csrf})
                if r.status_code != 200:
                    failures.append(f"{seat}: {r.status_code} {r.text}")
                    continue
                acks[seat].append({**r.json(), "target": target})

    threads = [threading.Thread(target=play, args=(n, t)) for n, t in tokens.items()]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    assert not any(t.is_alive() for t in threads)
    assert not failures, failures
    # two teammates send the team's one use at the same instant: one is taken; the other is refused if
    # it met the first in the same batch, or replaces it (a teammate's change) if the first had landed
    assert 200 in team.values() and set(team.values()) <= {200, 409}, team
    team_live = [r for r in app.state.web.conn.execute(
        "SELECT payload FROM inputs WHERE game_id='load' AND NOT undone") if "群技X" in r["payload"]]
    assert len(team_live) == 1, "the team skill is taken once"

    conn = app.state.web.conn
    rows = {r["seq"]: r for r in conn.execute("SELECT * FROM inputs WHERE game_id='load' AND source LIKE 'seat:%'")}
    acked = [a for seat in acks.values() for a in seat]
    assert len(acked) == PLAYERS * ROUNDS
    assert {a["seq"] for a in acked} | {r["seq"] for r in rows.values() if "群技X" in r["payload"]} == set(rows), \
        "the log holds every acknowledged submission and nothing else"
    for seat, mine in acks.items():
        for a in mine:
            payload = json.loads(rows[a["seq"]]["payload"])
            assert payload["by"] == seat and payload["targets"] == [a["target"]]
        assert [a["replaced"] for a in mine[1:]] == [a["seq"] for a in mine[:-1]], "each change replaced the last"
        live = [r for r in rows.values() if not r["undone"] and json.loads(r["payload"])["skill"] == markers.mark("秘技", seat)]
        assert [r["seq"] for r in live] == [mine[-1]["seq"]], "exactly one live input per seat: the last one"
    audited = conn.execute("SELECT seq FROM web_submissions WHERE game_id='load' AND outcome != 'refused'").fetchall()
    assert sorted(r["seq"] for r in audited) == sorted(rows)
    game = app.state.web.store.open("load")
    assert len(game.inbox) == PLAYERS + 1
