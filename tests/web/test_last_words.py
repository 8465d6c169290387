"""遗言 on the web: a seat whose exit carries last words gets a form on its page, submits them
once through the same audited path as skills, and sees what it sent; a seat without last words
is refused with the rules' reason. The director enters them for any seat on the inputs page."""
from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from bansha.demo import NAMES, ROLES

from .conftest import new_game

SEATS = [{"seat": i + 1, "name": n, "role": r} for i, (n, r) in enumerate(zip(NAMES, ROLES))]
HUNTER = 7  # killed on night 1: a night-1 exit leaves last words (PVZ 6.5)


@pytest.fixture
def day1(app):
    tokens = new_game(app, "w", "pvz", SEATS)
    store = app.state.web.store
    for inp in ({"kind": "close"}, {"kind": "action", "by": 2, "skill": "杀人", "targets": [HUNTER]}, {"kind": "close"},
                {"kind": "settle", "step": "警长竞选"}):  # the night's exits go out after the election (6.1)
        store.record("w", inp)
    return tokens


def _player(app, token: str) -> tuple[TestClient, str]:
    client = TestClient(app)
    return client, client.get(f"/p/{token}/api/state").json()["csrf"]


def _audit(app) -> list[tuple]:
    rows = app.state.web.conn.execute("SELECT seat, outcome, reason FROM web_submissions ORDER BY id").fetchall()
    return [tuple(r) for r in rows]


def test_a_seat_with_last_words_submits_them_once(app, day1):
    client, csrf = _player(app, day1[HUNTER])
    page = client.get(f"/p/{day1[HUNTER]}").text
    assert 'id="last-words"' in page and f'action="/p/{day1[HUNTER]}/last_words"' in page
    assert client.get(f"/p/{day1[HUNTER]}/api/state").json()["last_words"]["may"] is True
    r = client.post(f"/p/{day1[HUNTER]}/last_words", data={"csrf": csrf, "text": "我是猎人\n2号是狼"},
                    follow_redirects=False)
    assert r.status_code == 303 and r.headers["location"].endswith("#last-words")
    last = app.state.web.store.inputs("w")[-1]
    assert last.payload == {"kind": "last_words", "by": HUNTER, "text": "我是猎人\n2号是狼"}
    assert last.source == f"seat:{HUNTER}"
    page = client.get(f"/p/{day1[HUNTER]}").text
    assert "已提交遗言" in page and "我是猎人\n2号是狼" in page
    assert f'action="/p/{day1[HUNTER]}/last_words"' not in page, "once sent, the form is gone"
    assert "遗言：7号：我是猎人 2号是狼" in page, "the submission history"
    state = client.get(f"/p/{day1[HUNTER]}/api/state").json()["last_words"]
    assert state["may"] is False and state["submitted"]["text"] == "我是猎人\n2号是狼"

    again = client.post(f"/p/{day1[HUNTER]}/last_words", data={"csrf": csrf, "text": "再说一句"})
    assert again.status_code == 409 and "7号 已经提交过遗言" in again.text
    assert _audit(app) == [(HUNTER, "recorded", ""), (HUNTER, "refused", "7号 已经提交过遗言")]

    app.state.web.store.record("w", {"kind": "close"})
    other = TestClient(app).get(f"/p/{day1[1]}").text
    assert "7号猎户 的遗言：我是猎人" in other, "published in the 公示 of the period they arrived in"
    assert 'id="last-words"' not in client.get(f"/p/{day1[HUNTER]}").text


def test_a_seat_without_last_words_is_refused_with_the_rules_reason(app, day1):
    client, csrf = _player(app, day1[1])
    assert 'id="last-words"' not in client.get(f"/p/{day1[1]}").text
    before = len(app.state.web.store.inputs("w"))
    r = client.post(f"/p/{day1[1]}/last_words", data={"csrf": csrf, "text": "我是预言家"})
    assert r.status_code == 409
    assert "1号 没有遗言：只有规则给予遗言的出局角色可以提交遗言" in r.text
    assert len(app.state.web.store.inputs("w")) == before
    assert _audit(app) == [(1, "refused", "1号 没有遗言：只有规则给予遗言的出局角色可以提交遗言")]
    history = client.get(f"/p/{day1[1]}").text
    assert "被拒绝：1号 没有遗言" in history
    empty = TestClient(app).post(f"/p/{day1[HUNTER]}/last_words", data={"csrf": _player(app, day1[HUNTER])[1],
                                                                        "text": "  "})
    assert empty.status_code == 409 and "遗言不能为空" in empty.text
    forged = TestClient(app).post(f"/p/{day1[HUNTER]}/last_words", data={"csrf": csrf, "text": "别人的"})
    assert forged.status_code == 403, "seat 1's token cannot sign for seat 7"


def test_the_director_enters_last_words_for_any_seat(app, director, day1):
    page = director.get("/games/w/inputs").text
    assert 'id="last-words-form"' in page and "7号 猎户：可以留遗言" in page
    assert '<option value="7" selected>' in page
    r = director.post("/games/w/last_words", data={"csrf": director.csrf, "by": "3", "text": "我是平民"})
    assert r.status_code == 409 and "3号 没有遗言：只有规则给予遗言的出局角色可以提交遗言" in r.text
    r = director.post("/games/w/last_words", data={"csrf": director.csrf, "by": "七", "text": "x"})
    assert r.status_code == 400 and "座位号应为数字" in r.text
    r = director.post("/games/w/last_words", data={"csrf": director.csrf, "by": "7", "text": "猎人遗言"})
    assert r.status_code == 200 and "遗言：7号：猎人遗言" in r.text
    assert app.state.web.store.inputs("w")[-1].payload == {"kind": "last_words", "by": 7, "text": "猎人遗言"}
    assert "7号 猎户：<span class=\"ok\">已提交</span>" in r.text
    player = TestClient(app).get(f"/p/{day1[HUNTER]}").text
    assert "已提交遗言" in player and "猎人遗言" in player
    assert not _audit(app), "the director's inputs are not a player's submissions"


def test_a_night_victim_learns_nothing_before_the_morning_list(app):
    """PVZ 6.1: the night-1 victims go out when the election closes; until then neither a form nor a
    refusal tells the hunter it died — it is refused exactly as a living seat is."""
    tokens = new_game(app, "n", "pvz", SEATS)
    store = app.state.web.store
    for inp in ({"kind": "close"}, {"kind": "action", "by": 2, "skill": "杀人", "targets": [HUNTER]}, {"kind": "close"}):
        store.record("n", inp)
    reasons = {}
    for seat in (HUNTER, 1):
        client, csrf = _player(app, tokens[seat])
        assert 'id="last-words"' not in client.get(f"/p/{tokens[seat]}").text
        assert client.get(f"/p/{tokens[seat]}/api/state").json()["last_words"] is None
        r = client.post(f"/p/{tokens[seat]}/last_words", data={"csrf": csrf, "text": "我是猎人"})
        reasons[seat] = r.text.split("没有遗言")[1][:30] if "没有遗言" in r.text else r.text[:200]
    assert reasons[HUNTER] == reasons[1]
    store.record("n", {"kind": "settle", "step": "警长竞选"})
    client, _ = _player(app, tokens[HUNTER])
    assert 'id="last-words"' in client.get(f"/p/{tokens[HUNTER]}").text



def test_a_seat_declines_its_last_words_from_its_page(app, day1):
    """放弃遗言 (PVZ-R89 「截止24:00未提交遗言，视为放弃遗言」, said at once): a button beside the form; the page
    then says so, and words after it are refused with the reason."""
    client, csrf = _player(app, day1[HUNTER])
    page = client.get(f"/p/{day1[HUNTER]}").text
    assert f'action="/p/{day1[HUNTER]}/pass"' in page and 'name="skill" value="遗言"' in page
    r = client.post(f"/p/{day1[HUNTER]}/pass", data={"csrf": csrf, "skill": "遗言"}, follow_redirects=False)
    assert r.status_code == 303 and r.headers["location"].endswith("#last-words")
    last = app.state.web.store.inputs("w")[-1]
    assert last.payload == {"kind": "pass", "by": HUNTER, "skill": "遗言"} and last.source == f"seat:{HUNTER}"
    page = client.get(f"/p/{day1[HUNTER]}").text
    assert "你已放弃遗言" in page and f'action="/p/{day1[HUNTER]}/last_words"' not in page
    assert "7号 放弃遗言" in page, "the submission history"
    late = client.post(f"/p/{day1[HUNTER]}/last_words", data={"csrf": csrf, "text": "还是想说"})
    assert late.status_code == 409 and "7号 已放弃遗言" in late.text
    assert _audit(app) == [(HUNTER, "recorded", ""), (HUNTER, "refused", "7号 已放弃遗言")]
