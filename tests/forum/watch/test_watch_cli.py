"""`bansha watch` as a director runs it (in-process, click's CliRunner): attach, read once, record,
show the tally and the waiting list; a forum that does not answer is one line and exit 1, never a
traceback; unknown accounts are placed with --author."""
from __future__ import annotations

import sys
from pathlib import Path

from bansha.store.games import open_log, open_store

from .conftest import pvz_day1

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "cli"))
from cli_helpers import cli  # noqa: E402


def test_watch_once_records_the_new_posts_and_shows_the_tally(tmp_path, forum):
    data = tmp_path / "data"
    pvz_day1(open_store(data))
    tid = forum.thread()
    for seat in (1, 2):
        forum.vote(tid, seat, 6)
    r = cli(data, "watch", "g", "--thread", f"sheriff={forum.address(tid)}", "--once")
    assert r.code == 0, r
    assert "第1天 的警长竞选帖" in r.stdout and "读到 3 条新发言，记录 2 条" in r.stdout
    assert "若现在截止：警长竞选结果：6号2票" in r.stdout
    assert "等待：" in r.stdout and "4号 警长竞选投票" in r.stdout
    forum.vote(tid, 4, 6)
    r = cli(data, "watch", "g", "--once")  # the thread stays attached
    assert r.code == 0 and "读到 1 条新发言，记录 1 条" in r.stdout
    store = open_store(data)
    assert [p.payload["by"] for p in open_log(store.inputs("g")) if p.kind == "post"] == [1, 2, 4]


def test_an_unknown_account_is_placed_with_author(tmp_path, forum):
    data = tmp_path / "data"
    pvz_day1(open_store(data))
    tid = forum.thread()
    forum.control.post(f"/_testforum/threads/{tid}/posts", json={"author": "snow", "uid": 55, "text": "【02.雪雪】【投票】给【01.渐强】"})
    r = cli(data, "watch", "g", "--thread", f"sheriff={forum.address(tid)}", "--once")
    assert r.code == 0 and "论坛账号 snow（uid 55）不是任何座位的玩家昵称" in r.stdout
    r = cli(data, "watch", "g", "--author", "snow=2", "--once")
    assert r.code == 0 and "论坛账号 snow（uid 55）是2号（雪雪）" in r.stdout and "记录 1 条" in r.stdout


def test_a_forum_that_does_not_answer_is_one_line_and_exit_1(tmp_path, forum):
    data = tmp_path / "data"
    pvz_day1(open_store(data))
    address = forum.address(forum.thread())
    forum.stop()
    r = cli(data, "watch", "g", "--thread", f"sheriff={address}", "--once", "--timeout", "2")
    assert r.code == 1 and "出错：警长竞选帖：连不上论坛" in r.stdout and r.exception is None
    forum.start()


def test_mistakes_are_refused_in_chinese(tmp_path, forum):
    data = tmp_path / "data"
    pvz_day1(open_store(data))
    assert "还没有挂帖子" in cli(data, "watch", "g", "--once").stderr
    assert "--thread 应写成 KIND=ADDRESS" in cli(data, "watch", "g", "--thread", "sheriff").stderr
    r = cli(data, "watch", "g", "--thread", f"sheriff={forum.address(1)}", "--every", "1", "--once")
    assert r.code == 1 and "读取间隔至少 10 秒" in r.stderr
