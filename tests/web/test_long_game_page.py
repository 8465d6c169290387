"""A player's page on a long game (issue 11 §4): it shows the record of the last periods, with a
link to the whole record, so its cost does not grow with the game; nothing is lost behind the link."""
from __future__ import annotations

from fastapi.testclient import TestClient


from bansha.service import seat_view

from .conftest import marker_seats, new_game


def test_a_long_games_page_shows_the_recent_record_and_links_the_rest(app, markers):
    tokens = new_game(app, "long", "markers", marker_seats(8))
    store = app.state.web.store
    store.record("long", {"kind": "close"})
    for night in range(1, 9):  # night 1 … night 8, each answered by 秘讯A05, then the day
        store.record("long", {"kind": "action", "by": 5, "skill": "秘技A05", "targets": [7]})
        store.record("long", {"kind": "close"})
        store.record("long", {"kind": "close"})
    client = TestClient(app)
    page = client.get(f"/p/{tokens[5]}").text
    shown = page.count("秘讯A05")
    assert 1 <= shown <= seat_view.RECENT_PERIODS // 2 + 1
    assert "显示更早阶段的消息" in page
    whole = client.get(f"/p/{tokens[5]}?all=1").text
    assert whole.count("秘讯A05") == 8 and "显示更早阶段的消息" not in whole
    api = client.get(f"/p/{tokens[5]}/api/state").json()
    assert api["older"] is True and sum("秘讯A05" in m["text"] for m in api["private"]) == shown
    assert len(client.get(f"/p/{tokens[5]}/api/state?all=1").json()["private"]) >= 8


def test_a_short_games_page_has_no_link():
    from bansha.engine.game import Game
    g = Game.__new__(Game)
    g.events = [{"t": "night 1", "type": "trace"}, {"t": "day 1", "type": "trace"}]
    assert seat_view.recent_start(g, 6) == 0 and seat_view.recent_start(g, 1) == 1
    assert seat_view.recent_start(g, None) == 0
