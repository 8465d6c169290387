"""待发布 on the director's console (issue 19): every post due now, in order, with its BBCode, a copy
button, the moment the seed's timetable wants it and a "posted" mark kept with the game; nothing to
copy where there is nothing to post. A post appears when its step settles, not at the close."""
from __future__ import annotations

import re
from datetime import datetime

from fastapi.testclient import TestClient

from bansha.demo import NAMES, ROLES
from bansha.engine.schedule import GMT8
from bansha.service import accounts
from bansha.web.app import create_app

from .conftest import PASSWORD, login, new_game

SEATS = [{"seat": i + 1, "name": n, "role": r} for i, (n, r) in enumerate(zip(NAMES, ROLES))]


def at(text: str) -> datetime:
    return datetime.fromisoformat(text).replace(tzinfo=GMT8)


def pvz_day_one(app) -> None:
    """A PVZ game on a calendar (starts 2026-12-01) in day 1, the election not yet over."""
    new_game(app, "w", "pvz", SEATS, start_date="2026-12-01")
    store = app.state.web.store
    store.record("w", {"kind": "close"}, at=at("2026-12-01T20:00:00"))
    store.record("w", {"kind": "action", "by": 2, "skill": "杀人", "targets": [7]}, at=at("2026-12-01T21:30:00"))
    store.record("w", {"kind": "close"}, at=at("2026-12-02T09:00:00"))


def elect(app, when: str = "2026-12-02T20:30:00") -> None:
    for n in range(1, 13):
        app.state.web.store.record("w", {"kind": "sheriff_vote", "by": n, "for": 1}, at=at(when))


def mark(director, page: str, n: int = 1, undo: bool = False):
    li = re.findall(r'name="period" value="([^"]+)">\s*<input type="hidden" name="n" value="(\d+)">\s*'
                    r'<input type="hidden" name="digest" value="([0-9a-f]+)">', page)
    period, num, digest = li[n - 1]
    data = {"csrf": director.csrf, "period": period, "n": num, "digest": digest, **({"undo": "1"} if undo else {})}
    return director.post("/games/w/posted", data=data, follow_redirects=False)


def test_nothing_to_copy_while_nothing_is_due(app, director):
    """Issue 19: a PVZ night posts nothing; day 1 before the election ends has nothing to post."""
    pvz_day_one(app)
    page = director.get("/games/w/posts")
    assert page.status_code == 200 and "现在没有需要发布的公示" in page.text
    assert 'data-copy="due-' not in page.text and 'class="mark-posted"' not in page.text
    assert '>待发布</a>' in page.text, "待发布 is a tab of the console"


def test_the_election_and_the_night_exits_are_due_as_their_steps_settle(app, director):
    """Issue 19: the open day answers with the posts its settled steps made (no 400 "还没有结算"), in
    order, each with its BBCode, a copy button, the moment it became due and the timetable's moment."""
    pvz_day_one(app)
    elect(app)
    page = director.get("/games/w/posts").text
    texts = re.findall(r'<textarea id="due-\d+" class="copytext"[^>]*>([^<]*)</textarea>', page)
    assert texts == ["警长竞选结果：1号12票。1号渐强 当选警长。", "【PVZ.Killer】第1天：昨夜出局的角色为 7号猎户。"]
    assert page.count('class="copy" data-copy="due-') == 2
    # the election closed at 20:30, before its 21:00 row: the seed posts it at once (统计结果并公布)
    assert "应发布：12-02 20:30（时间表：警长竞选投票）" in page
    # 公布出局 is no row of the timetable: posted as it settles
    assert "应发布：12-02 20:30（步骤结算即发布）" in page
    assert director.get("/games/w/period?p=day 1").status_code == 200


def test_a_post_settled_late_is_wanted_at_its_row(app, director):
    """A step settled after its row (the deadline's tick came late): the post was wanted at the row."""
    pvz_day_one(app)
    store = app.state.web.store
    for n in range(1, 12):
        store.record("w", {"kind": "sheriff_vote", "by": n, "for": 1}, at=at("2026-12-02T20:30:00"))
    assert "现在没有需要发布的公示" in director.get("/games/w/posts").text
    store.record("w", {"kind": "tick"}, source="deadline", at=at("2026-12-02T22:10:00"))
    page = director.get("/games/w/posts").text
    assert "应发布：12-02 21:00（时间表：警长竞选投票） · 12-02 22:10 才结算" in page


def test_the_posted_mark_is_kept_with_the_game_and_can_be_taken_back(app, director, tmp_path):
    pvz_day_one(app)
    elect(app)
    page = director.get("/games/w/posts").text
    r = mark(director, page, 1)
    assert r.status_code == 303
    page = director.get("/games/w/posts").text
    due = re.findall(r'<textarea id="due-\d+" class="copytext"[^>]*>([^<]*)</textarea>', page)
    assert due == ["【PVZ.Killer】第1天：昨夜出局的角色为 7号猎户。"]
    assert "已发布（1 条）" in page and "admin 于" in page
    again = create_app(tmp_path / "data")  # a restarted server reads the mark back
    client = TestClient(again)
    client.csrf = login(client)
    assert "已发布（1 条）" in client.get("/games/w/posts").text
    r = mark(director, page.split('id="posted-posts"')[1], 1, undo=True)
    assert r.status_code == 303
    assert "posted-posts" not in director.get("/games/w/posts").text


def test_a_mark_on_a_post_that_changed_is_refused(app, director):
    """An undo changes what is due: a mark sent for the old text is refused, and the new text is due."""
    new_game(app, "w", "pvz", SEATS)
    store = app.state.web.store
    for inp in ({"kind": "close"}, {"kind": "action", "by": 2, "skill": "杀人", "targets": [7]}, {"kind": "close"}):
        store.record("w", inp)
    for n in range(1, 13):
        store.record("w", {"kind": "sheriff_vote", "by": n, "for": 1})
    page = director.get("/games/w/posts").text
    store.undo("w")
    store.record("w", {"kind": "sheriff_vote", "by": 12, "for": 6})
    r = mark(director, page, 1)
    assert r.status_code == 409 and "这条公示已经变了" in r.text
    assert "1号11票，6号1票" in director.get("/games/w/posts").text


def test_the_overview_says_how_many_posts_are_due(app, director):
    pvz_day_one(app)
    assert 'id="posts-due"' not in director.get("/games/w").text
    elect(app)
    head = director.get("/games/w").text.split("魔典")[0]
    assert 'id="posts-due"' in head and "2 条公示待发布" in head


def test_a_game_without_a_calendar_lists_its_posts_without_a_timetable_moment(app, director):
    new_game(app, "w", "pvz", SEATS)
    store = app.state.web.store
    for inp in ({"kind": "close"}, {"kind": "action", "by": 2, "skill": "杀人", "targets": [7]}, {"kind": "close"}):
        store.record("w", inp)
    elect(app)
    page = director.get("/games/w/posts").text
    assert page.count('class="copy" data-copy="due-') == 2 and "（时间表" not in page


def test_posts_need_a_director(app):
    pvz_day_one(app)
    accounts.first_start(app.state.web.conn, PASSWORD)
    anyone = TestClient(app)
    r = anyone.get("/games/w/posts", follow_redirects=False)
    assert r.status_code in (303, 401) and "due-post" not in r.text and "警长竞选结果" not in r.text
    for path in ("/games/w/posted", "/games/w/posted_all"):  # nor can anyone mark a post posted
        r = anyone.post(path, data={"key": "day 1|1|x", "csrf": "x"}, follow_redirects=False)
        assert r.status_code in (303, 401, 403) and "/games/w" not in r.headers.get("location", "")


def test_every_post_due_can_be_marked_at_once(app, director):
    """A game running before 待发布 existed: the director marks what was posted already in one go; a post
    that fell due after the page was shown is not marked unseen."""
    pvz_day_one(app)
    elect(app)
    page = director.get("/games/w/posts").text
    assert "全部标记为已发布（2 条）" in page
    r = director.post("/games/w/posted_all", data={"csrf": director.csrf, "seen": "1"}, follow_redirects=False)
    assert r.status_code == 409 and "待发布的公示已经变了" in r.text
    r = director.post("/games/w/posted_all", data={"csrf": director.csrf, "seen": "2"})
    assert "已把 2 条公示标记为已发布" in r.text and "现在没有需要发布的公示" in r.text


def bajian_day_one_closed(app) -> None:
    """A 078 game (calendar from 2030-01-01) whose day 1 closed with three votes in the election thread, so its count
    gives the result and a 潜水 card to each of the other 21 seats; a card given by hand at 10:00 before it."""
    seats = [{"seat": n, "name": f"玩家{n}"} for n in range(1, 25)]
    new_game(app, "b", "bajian", seats, start_date="2030-01-01")
    store = app.state.web.store
    store.record("b", {"kind": "close"}, at=at("2030-01-01T08:00:00"))
    store.record("b", {"kind": "card", "to": 3, "card": "蓝牌", "reason": "场外"}, at=at("2030-01-01T10:00:00"))
    for n in (3, 4, 5):
        store.record("b", {"kind": "post", "thread": "sheriff", "by": n, "text": "投票对象：玩家16\n投票理由：长老"},
                     at=at("2030-01-01T11:00:00"))
    store.record("b", {"kind": "close"}, at=at("2030-01-02T21:00:00"))


def test_one_step_s_lines_at_one_moment_are_one_post_and_a_card_by_hand_its_own(app, director):
    """Found on a 078 day: its count made the election's result and a 潜水 card per seat that did not vote, and 待发布
    listed each line as a post to copy (23 of them). The lines a step makes as it settles are one post; a card the
    director gives later is posted as it is given (present.post_text), on its own."""
    bajian_day_one_closed(app)
    page = director.get("/games/b/posts").text
    texts = re.findall(r'<textarea id="due-\d+" class="copytext"[^>]*>([^<]*)</textarea>', page)
    assert "判罚：3号玩家3 蓝牌（场外）" in texts  # given by hand at 10:00: its own post
    count = [t for t in texts if "警长竞选结果" in t]
    assert len(count) == 1
    silent = [n for n in range(1, 25) if n not in (3, 4, 5)]
    assert [f"判罚：{n}号玩家{n} 黄牌" in count[0] for n in silent] == [True] * len(silent)
    assert not [t for t in texts if t.startswith("判罚：1号玩家1 黄牌")]


def test_marks_made_when_each_line_was_a_post_still_count(app, director):
    """A game running when the lines were joined: the director had marked each line as a post of its own (keyed by
    its place and text then). The joined post counts as posted when every line was, and so does a post after it
    whose place moved; nothing posted before comes back as due."""
    bajian_day_one_closed(app)
    from bansha import present
    from bansha.service.db import now
    from bansha.service.posts_due import digest
    game = app.state.web.store.open("b")
    old = [t for _, e, a in present.indexed_events(game, "day 1") if (t := present.post_text(game, e, a)) is not None]
    assert len(old) == 24  # the day's opening, the card by hand, the result and 21 潜水 cards: each was a post
    conn = app.state.web.conn
    conn.executemany("INSERT INTO posted_marks (game_id, period, n, digest, account, at) VALUES (?,?,?,?,?,?)",
                     [("b", "day 1", n, digest(t), "admin", now()) for n, t in enumerate(old, 1)])
    conn.commit()
    assert "现在没有需要发布的公示" in director.get("/games/b/posts").text
    conn.execute("DELETE FROM posted_marks WHERE n = 24")  # one line of the joined post not marked: it is due
    conn.commit()
    assert "现在没有需要发布的公示" not in director.get("/games/b/posts").text
