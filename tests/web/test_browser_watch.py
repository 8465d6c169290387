"""Chromium drives the console's 跟帖 panel against the project's test forum: the director pastes
the 警长竞选贴's address and turns 跟帖 on; players post their votes on the forum; with no paste and
no reload the panel's tally, waiting list and status line follow, and the election closes by itself;
the forum goes down and comes back and the panel says so. Screenshots in $BANSHA_SCREENSHOTS."""
from __future__ import annotations

import threading

import pytest

from bansha.demo import NAMES, ROLES
from bansha.forum.testforum.server import ForumInThread
from bansha.forum.watch.runner import serve_loop

from .conftest import IN_A_BROWSER, PASSWORD, SHOTS, new_game

pytestmark = IN_A_BROWSER

SEATS = [{"seat": i + 1, "name": n, "role": r} for i, (n, r) in enumerate(zip(NAMES, ROLES))]


def _vote(forum, tid: int, seat: int, target: int) -> None:
    forum.add(tid, NAMES[seat - 1], 100 + seat, f"【{seat:02d}.{NAMES[seat - 1]}】【投票】给【{target:02d}.{NAMES[target - 1]}】")


def _shot(page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


@pytest.fixture
def watcher(app):
    stop = threading.Event()
    t = threading.Thread(target=serve_loop, args=(app.state.web.data_dir, stop, 0.5, lambda line: None), daemon=True)
    t.start()
    yield
    stop.set()
    t.join(timeout=20)


def test_the_watch_panel_follows_the_forum_and_the_election_closes_by_itself(app, server, browser, watcher, tmp_path):
    forum = ForumInThread(tmp_path / "forum.json", ppp=5).start()
    new_game(app, "g", "pvz", SEATS)
    store = app.state.web.store
    store.record("g", {"kind": "close"})
    store.record("g", {"kind": "close"})
    tid = forum.thread("【PVZ.Killer】第1场警长竞选贴")
    base = server.base
    page = browser.new_context().new_page()
    page.goto(f"{base}/login")
    page.fill("input[name=name]", "admin")
    page.fill("input[name=password]", PASSWORD)
    page.click("button[type=submit]")
    page.wait_for_url(f"{base}/")

    page.goto(f"{base}/games/g/watch")
    page.fill("input[data-kind=sheriff]", forum.address(tid))
    page.click("#watch-save-threads")
    page.wait_for_selector(".flash >> text=已保存帖子地址")
    page.check("#watch-switch input[name=running]")
    page.fill("#watch-switch input[name=every]", "10")
    page.click("#watch-switch button[type=submit]")
    page.wait_for_selector(".flash >> text=跟帖已开启")

    for seat in range(1, 7):
        _vote(forum, tid, seat, 1 if seat != 2 else 2)
    page.wait_for_selector("#watch-if-now >> text=1号5票", timeout=40_000)  # no reload: the panel refreshes itself
    assert "7号 警长竞选投票" in page.text_content("#watch-waiting")
    _shot(page, "watch-tally")

    forum.stop()  # mid-day: the forum goes down
    page.wait_for_selector("#watch-thread-state >> text=连不上论坛", timeout=40_000)
    assert "连不上论坛" in page.text_content("#watch-last-error")
    _shot(page, "watch-forum-down")
    forum.start()
    for seat in range(7, 13):
        _vote(forum, tid, seat, 1)
    page.wait_for_selector("#watch-results >> text=当选警长", timeout=90_000)
    assert "1号11票" in page.text_content("#watch-results")
    assert "论坛恢复" in page.text_content("#watch-log")
    assert "已恢复" in page.text_content("#watch-status")
    _shot(page, "watch-election-closed")
    posts = [r.payload for r in store.inputs("g") if r.kind == "post"]
    assert [p["by"] for p in posts] == list(range(1, 13))  # nothing lost, nothing doubled
    forum.stop()
