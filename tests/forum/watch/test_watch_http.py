"""The forum's trouble, against the test forum over real HTTP: a 500, a timeout, an error as HTTP
200, a site without the mobile API (the HTML page instead), a login cookie, validators (304), the
per-forum rate limit, backoff, and the forum stopped mid-day and started again — nothing lost,
nothing doubled, and the status says what happened."""
from __future__ import annotations

import pytest

from bansha import wallclock
from bansha.forum.watch import attach, tables
from bansha.forum.watch.fetch import Fetcher
from bansha.forum.watch.poll import backoff, poll_game
from bansha.store.games import open_log

from .conftest import ForumServer, pvz_day1


def posts(store):
    return [r.payload for r in open_log(store.inputs("g")) if r.kind == "post"]


def setup_game(store, forum) -> int:
    pvz_day1(store)
    tid = forum.thread()
    attach.attach(store, "g", "sheriff", forum.address(tid))
    return tid


def status(store):
    return tables.game_row(store.conn, "g"), tables.threads(store.conn, "g")[0]


@pytest.mark.parametrize("mode, words", [("500", "论坛出错（HTTP 500）"), ("timeout", "论坛无响应（超过 1 秒）"),
                                         ("error", "论坛返回错误：数据库繁忙")])
def test_a_failed_read_is_reported_retried_later_and_then_reads_what_it_missed(store, forum, mode, words):
    tid = setup_game(store, forum)
    forum.settings(hang=1.3)  # past the fetcher's 1 s, and short: the forum's thread sleeps it out at teardown
    fetcher = Fetcher(gap=0.0, timeout=1.0)
    forum.vote(tid, 1, 1)
    forum.fault(mode, count=1, form="api")
    r = poll_game(store, "g", fetcher, every=60, now=1000.0)
    assert r.recorded == 0 and words in r.errors[0]
    game, th = status(store)
    assert words in game["last_error"] and th.errors == 1 and th.next_try == 1000.0 + backoff(1, 60)
    assert poll_game(store, "g", fetcher, every=60, now=1010.0).polled == 0  # waits its turn
    forum.vote(tid, 2, 1)
    r = poll_game(store, "g", fetcher, every=60, now=1000.0 + backoff(1, 60) + 1)
    assert r.recorded == 2 and not r.errors
    assert "论坛恢复（此前连续失败 1 次）" in "\n".join(t for _, t in r.notes)
    assert status(store)[1].errors == 0
    fetcher.close()


def test_backoff_doubles_up_to_a_quarter_of_an_hour():
    assert [backoff(n, 60) for n in (1, 2, 3, 4, 5, 6)] == [60, 120, 240, 480, 900, 900]


def test_a_site_without_the_mobile_api_is_read_from_its_html_pages(store, forum, fetcher):
    tid = setup_game(store, forum)
    forum.settings(mobile=False)
    for seat in range(1, 8):
        forum.vote(tid, seat, 1)
    r = poll_game(store, "g", fetcher, force=True)
    assert r.recorded == 7 and not r.errors
    assert status(store)[1].mode == "html" and status(store)[1].page == 2
    assert [p["floor"] for p in posts(store)] == list(range(2, 9))
    assert "改读网页版帖子" in "\n".join(t for _, t in r.notes)


def test_the_api_plugin_switched_off_falls_back_too(store, forum, fetcher):
    tid = setup_game(store, forum)
    forum.vote(tid, 1, 1)
    forum.fault("mobile_off", count=5, form="api")
    assert poll_game(store, "g", fetcher, force=True).recorded == 1 and status(store)[1].mode == "html"


def test_a_forum_that_needs_a_login_is_read_with_the_stored_cookie(store, forum):
    tid = setup_game(store, forum)
    forum.settings(login_cookie="bansha_auth=s3cret")
    forum.vote(tid, 1, 1)
    plain = Fetcher(gap=0.0, timeout=10.0, cookie=lambda host: tables.cookie(store.conn, host))
    r = poll_game(store, "g", plain, force=True)
    assert "论坛要求登录" in r.errors[0]
    attach.set_cookie(store, "g", "bansha_auth=s3cret; other=1")
    assert poll_game(store, "g", plain, force=True).recorded == 1
    assert tables.shown_cookie(tables.cookie(store.conn, "127.0.0.1:" + str(forum.port))) == "已保存（…er=1）"
    plain.close()


def test_an_unchanged_thread_is_answered_304_from_its_validators(store, forum, fetcher):
    pvz_day1(store)
    # posts older than a day: the page shows their date, not "N 秒前", so the body (and its ETag) stays
    # the same from one read to the next, however slowly the machine runs
    old = int(wallclock.now().timestamp()) - 2 * 86400  # the test forum's clock is the console's
    tid = forum.control.post("/_testforum/threads", json={"subject": "【PVZ.Killer】第1场警长竞选贴",
                                                         "author": "PVZ导演", "at": old}).json()["tid"]
    attach.attach(store, "g", "sheriff", forum.address(tid))
    forum.vote(tid, 1, 1, at=old)
    first = poll_game(store, "g", fetcher, force=True)
    assert first.recorded == 1 and not first.errors, first.errors
    before = fetcher.unchanged
    again = poll_game(store, "g", fetcher, force=True)
    assert again.recorded == 0 and not again.errors, again.errors
    assert fetcher.unchanged == before + 1


def test_requests_to_one_forum_keep_the_gap():
    waits: list[float] = []
    now = [100.0]
    f = Fetcher(gap=2.0, sleep=lambda s: (waits.append(s), now.__setitem__(0, now[0] + s)), clock=lambda: now[0])
    f._wait_turn("bbs.example.com")
    now[0] += 0.5
    f._wait_turn("bbs.example.com")
    f._wait_turn("other.example.com")  # another forum: no wait
    assert waits == [1.5]
    f.close()


def test_the_forum_stopped_mid_day_and_started_again_loses_nothing_and_doubles_nothing(store, tmp_path, fetcher):
    forum = ForumServer(tmp_path / "forum.json").start()
    tid = setup_game(store, forum)
    for seat in (1, 2, 4):
        forum.vote(tid, seat, 1)
    assert poll_game(store, "g", fetcher, force=True).recorded == 3
    forum.stop()
    r = poll_game(store, "g", fetcher, force=True)
    assert "连不上论坛" in r.errors[0] and r.recorded == 0
    assert "连不上论坛" in tables.recent_log(store.conn, "g", 1)[0]["text"]
    forum.start()  # the same port and state file: the posts made before are still there
    for seat in (5, 10):
        forum.vote(tid, seat, 1)
    r = poll_game(store, "g", fetcher, force=True)
    assert r.recorded == 2 and not r.errors
    assert [p["by"] for p in posts(store)] == [1, 2, 4, 5, 10]
    assert "论坛恢复" in "\n".join(row["text"] for row in tables.recent_log(store.conn, "g", 5))
    forum.stop()


def test_a_refused_address_or_kind_says_why(store, forum):
    from bansha.engine.errors import Refusal
    setup_game(store, forum)
    with pytest.raises(Refusal, match="本规则没有“自由”帖"):
        attach.attach(store, "g", "自由", forum.address(1))
    with pytest.raises(Refusal, match="认不出这个帖子地址"):
        attach.attach(store, "g", "discussion", "http://example.com/forum.php?mod=forumdisplay")
    with pytest.raises(Refusal, match="已经作为警长竞选帖挂在今天了"):
        attach.attach(store, "g", "discussion", forum.address(1))
