"""The console's 跟帖 panel without a browser: a thread address per kind of the open day, 立即读取,
the status line, the live fragment (tally, waiting list, posts read), an account placed once, the
switch and its interval, the cookie shown only by its last characters, and the JSON status."""
from __future__ import annotations

import pytest

from bansha.demo import NAMES, ROLES
from bansha.forum.testforum.server import ForumInThread

from .conftest import new_game

SEATS = [{"seat": i + 1, "name": n, "role": r} for i, (n, r) in enumerate(zip(NAMES, ROLES))]


@pytest.fixture
def forum(tmp_path):
    f = ForumInThread(tmp_path / "forum.json", ppp=5).start()
    yield f
    f.stop()


def day_one(app) -> None:
    new_game(app, "g", "pvz", SEATS)
    store = app.state.web.store
    store.record("g", {"kind": "close"})
    store.record("g", {"kind": "close"})


def vote(forum, tid: int, seat: int, target: int, author: str | None = None, uid: int | None = None) -> None:
    forum.add(tid, author or NAMES[seat - 1], uid or 100 + seat,
              f"【{seat:02d}.{NAMES[seat - 1]}】【投票】给【{target:02d}.{NAMES[target - 1]}】理由")


def test_attach_read_and_see_the_tally_waiting_list_and_status(app, director, forum):
    day_one(app)
    page = director.get("/games/g/watch")
    assert page.status_code == 200 and "跟帖" in page.text and 'data-kind="sheriff"' in page.text
    tid = forum.thread("第1场警长竞选贴")
    r = director.post("/games/g/watch/threads", data={"csrf": director.csrf, "kind": ["sheriff", "discussion", "vote"],
                                                      "address": [forum.address(tid), "", ""]}, follow_redirects=True)
    assert "已保存帖子地址" in r.text and forum.address(tid) in r.text
    for seat in (1, 2, 3):
        vote(forum, tid, seat, 1)
    r = director.post("/games/g/watch/poll", data={"csrf": director.csrf}, follow_redirects=True)
    assert "读到 4 条新发言，记录 3 条" in r.text
    live = director.get("/games/g/watch/live").text
    assert "警长竞选结果：1号3票" in live  # 若现在截止
    assert "4号 警长竞选投票" in live  # the engine's waiting list
    assert 'id="watch-posts-read">4<' in live and "没有错误" in live
    status = director.get("/games/g/watch/api/status").json()
    assert status["posts_read"] == 4 and status["recorded"] == 3 and status["threads"][0]["mode"] == "api"


def test_an_unknown_account_is_placed_once_from_the_panel(app, director, forum):
    day_one(app)
    tid = forum.thread("第1场警长竞选贴")
    director.post("/games/g/watch/threads", data={"csrf": director.csrf, "kind": ["sheriff"], "address": [forum.address(tid)]})
    vote(forum, tid, 2, 1, author="snow_2026", uid=77)
    director.post("/games/g/watch/poll", data={"csrf": director.csrf})
    live = director.get("/games/g/watch/live").text
    assert "待确认的论坛账号" in live and "snow_2026" in live and 'value="uid:77"' in live
    r = director.post("/games/g/watch/author", data={"csrf": director.csrf, "who": "uid:77", "seat": "2"},
                      follow_redirects=True)
    assert "论坛账号 snow_2026（uid 77）是2号" in r.text and "记录了 1 条暂缓的发言" in r.text
    assert "待确认的论坛账号" not in director.get("/games/g/watch/live").text


def test_the_switch_its_interval_and_the_cookie(app, director, forum):
    day_one(app)
    tid = forum.thread("第1场警长竞选贴")
    director.post("/games/g/watch/threads", data={"csrf": director.csrf, "kind": ["sheriff"], "address": [forum.address(tid)]})
    r = director.post("/games/g/watch/switch", data={"csrf": director.csrf, "running": "1", "every": "3"})
    assert r.status_code == 409 and "读取间隔至少 10 秒" in r.text
    r = director.post("/games/g/watch/switch", data={"csrf": director.csrf, "running": "1", "every": "30"},
                      follow_redirects=True)
    assert "跟帖已开启" in r.text and director.get("/games/g/watch/api/status").json()["running"] is True
    r = director.post("/games/g/watch/cookie", data={"csrf": director.csrf, "cookie": "auth=abcdef123"}, follow_redirects=True)
    assert "已保存（…f123）" in r.text and "abcdef123" not in r.text


def test_the_panel_needs_the_director_and_a_form_its_csrf(app, forum):
    from fastapi.testclient import TestClient
    day_one(app)
    anon = TestClient(app)
    assert anon.get("/games/g/watch", follow_redirects=False).status_code == 303
    assert anon.get("/games/g/watch/api/status").status_code == 401


def test_at_night_the_panel_says_threads_wait_for_the_day(app, director):
    new_game(app, "g", "pvz", SEATS)
    app.state.web.store.record("g", {"kind": "close"})
    assert "帖子按天挂" in director.get("/games/g/watch").text
