"""The console's 玩家链接 tab shows each seat's bind code, its bound number and the last message
sent; a seat's page shows its own code and the group chat relayed to it, and nobody else's."""
from __future__ import annotations

import re

from fastapi.testclient import TestClient

from bansha.service import accounts, binding
from bansha.web.app import create_app

from .helpers import hub_with_bound, make_game, qq

PASSWORD = "director-pass-1"


def login(client: TestClient) -> None:
    page = client.get("/login").text
    csrf = re.search(r'name="csrf" value="([^"]+)"', page).group(1)
    r = client.post("/login", data={"name": "admin", "password": PASSWORD, "csrf": csrf, "next": "/"}, follow_redirects=False)
    assert r.status_code == 303


def test_console_and_pages_show_bindings(tmp_path):
    data = tmp_path / "data"
    tokens = make_game(data)
    hub = hub_with_bound(data, (2, 5, 8))
    hub.answer(qq(2), "群聊 今晚刀7")
    hub.conn.execute("UPDATE bot_outbox SET sent='2026-12-01T12:00:00+00:00', message_id='1' WHERE user_id=?", (qq(5),))
    app = create_app(data)
    accounts.first_start(app.state.web.conn, PASSWORD)
    director = TestClient(app)
    login(director)
    codes = binding.codes(hub.conn, hub.secret, "g1")
    page = director.get("/games/g1/links").text
    assert all(f"<code>{c}</code>" in page for c in codes.values())
    assert f"QQ {qq(2)}" in page and f"QQ {qq(3)}" not in page and "未绑定" in page
    assert "[狼人群] 2号：今晚刀7" in page and "已送达" in page and "待发送" in page
    player = TestClient(app)
    wolf = player.get(f"/p/{tokens[5]}").text
    assert f'<code id="bind-code">{codes[5]}</code>' in wolf and "已绑定 QQ 10*05" in wolf
    assert "[狼人群] 2号：今晚刀7" in wolf
    other = player.get(f"/p/{tokens[8]}").text
    assert codes[8] in other and "今晚刀7" not in other and codes[5] not in other
