"""Shared steps of the community tests: log in as any account, make directors, finish a game."""
from __future__ import annotations

import json
import re
from pathlib import Path

from fastapi.testclient import TestClient

from bansha.store.importing import import_scenario

from .conftest import PASSWORD, csrf_of

SCENARIOS = Path(__file__).parent.parent / "scenarios" / "pvz"
VILLAGE_WINS = SCENARIOS / "pvz-04-ten-seat-witch-self-save.json"  # 10 seats, 村民阵营 wins on day 2
WOLVES_WIN = SCENARIOS / "pvz-01-wolf-sheriff-vote-share.json"  # 12 seats, 狼人阵营 wins


def log_in(app, name: str, password: str) -> TestClient:
    client = TestClient(app)
    page = client.get("/login")
    r = client.post("/login", data={"name": name, "password": password, "csrf": csrf_of(page.text), "next": "/"},
                    follow_redirects=False)
    assert r.status_code == 303, r.text
    client.csrf = csrf_of(client.get("/settings").text)
    return client


def admin(app) -> TestClient:
    return log_in(app, "admin", PASSWORD)


def make_director(app, admin_client: TestClient, name: str) -> TestClient:
    password = f"{name}-password"
    r = admin_client.post("/accounts/new", data={"csrf": admin_client.csrf, "name": name, "password": password},
                          follow_redirects=False)
    assert r.status_code == 303, r.text
    return log_in(app, name, password)


def create_game(client: TestClient, game_id: str, names: list[str], seed: int = 3) -> None:
    r = client.post("/games/new", data={"csrf": client.csrf, "game_id": game_id, "ruleset": "pvz",
                                        "players": "\n".join(names), "seed": str(seed), "title": f"{game_id}局"})
    assert r.status_code == 200 and "已创建" in r.text, r.text


def finished(app, game_id: str, scenario: Path = VILLAGE_WINS):
    data = json.loads(scenario.read_text(encoding="utf-8"))
    result = import_scenario(app.state.web.store, game_id, data)
    assert result.over
    return data


def spectator_url(client: TestClient, game_id: str) -> str:
    r = client.post(f"/games/{game_id}/spectate", data={"csrf": client.csrf})
    assert r.status_code == 200
    return re.search(r'value="https?://[^/"]+(/s/[^"]+)"', r.text).group(1)
