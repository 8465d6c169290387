"""Issue 21 item 8: one policy for invisible and bidirectional characters wherever text is shown.
U+202E in a name, in 遗言 and in a card's reason, a zero-width space in a name: no page of the console
or of a seat, no 公示, no export carries any of them; "渐\u200b强" beside "渐强" is one player twice."""
from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from bansha.engine.errors import ScenarioError
from bansha.text import INVISIBLE, name_key

from .conftest import new_game
from .test_forms import ROLES, pvz_seats

NAMES = ["渐\u202e强", "雪\u200b雪", "阿青", "小鹿", "老王", "木木", "猎户", "石头", "九九", "十一", "墓园", "十二"]


def clean(text: str) -> bool:
    return INVISIBLE.search(text) is None


@pytest.fixture
def tainted(app, director):
    tokens = new_game(app, "g1", "pvz", pvz_seats(ROLES, NAMES))
    store = app.state.web.store
    store.record("g1", {"kind": "close"})
    store.record("g1", {"kind": "action", "by": 5, "skill": "杀人", "targets": [3]})
    store.record("g1", {"kind": "close"})
    store.record("g1", {"kind": "last_words", "by": 3, "text": "我是\u202e好人[url=x]点[/url]\u200b"})
    store.record("g1", {"kind": "card", "to": 1, "card": "蓝牌", "reason": "贴脸\u202e"})
    store.record("g1", {"kind": "close"})
    return tokens


def test_no_page_carries_an_invisible_character(app, director, tainted):
    assert "\u202e" in app.state.web.store.setup("g1").seats[0]["name"]  # the log keeps what was said
    pages = ["/", "/games/g1", "/games/g1/inputs", "/games/g1/cards", "/games/g1/links", "/games/g1/export",
             "/games/g1/period?p=day%201", "/games/g1/thread", "/games/g1/export/record.txt"]
    for path in pages:
        r = director.get(path)
        assert r.status_code == 200, path
        assert clean(r.text), (path, [hex(ord(c)) for c in INVISIBLE.findall(r.text)])
    player = TestClient(app)
    for n in (1, 3, 5):
        r = player.get(f"/p/{tainted[n]}")
        assert r.status_code == 200 and clean(r.text), n
    assert "渐强" in director.get("/games/g1").text and "我是好人" in director.get("/games/g1/period?p=day%201").text


def test_the_announcement_and_the_export_drop_them(app, tainted):
    from bansha import present
    game = app.state.web.store.open("g1")
    text = present.announcement(game, "day 1")
    assert "我是好人" in text and clean(text) and "[url" not in text


def test_names_that_read_the_same_are_the_same_player(app):
    assert name_key("渐\u200b强") == name_key("渐强") == name_key(" 渐强\u202e ") and name_key("ＡＢ") == name_key("ab")
    with pytest.raises(ScenarioError, match=r"seats\[1\]\.name"):
        app.state.web.store.create("g2", "pvz", pvz_seats(ROLES, ["渐强", "渐\u200b强"] + NAMES[2:]))
