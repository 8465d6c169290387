"""The director's console end to end (without a browser): the day's thread previewed then
recorded, a seat's action corrected, undo, a period's report, the exports — and every known
ruleset served generically, with no role named anywhere in the web code."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from bansha import rulesets
from bansha.demo import NAMES, ROLES
from bansha.replay import replay
from bansha.service import links

from .conftest import new_game

SEATS = [{"seat": i + 1, "name": n, "role": r} for i, (n, r) in enumerate(zip(NAMES, ROLES))]


def thread_text(posts: list[tuple[int, str]]) -> str:
    lines = ["【PVZ.Killer】第1场 第1天", ""]
    for floor, (seat, body) in enumerate(posts, 2):
        lines += [f"{floor}# {NAMES[seat - 1]} 发表于 2026-12-02 1{floor % 10}:0{floor % 6}:00", body, ""]
    return "\n".join(lines)


def vote(seat: int, target: int) -> tuple[int, str]:
    return seat, f"【{seat}.{NAMES[seat - 1]}】【投票】给【{target}.{NAMES[target - 1]}】理由"


@pytest.fixture
def day1(app, director):
    tokens = new_game(app, "d", "pvz", SEATS)
    store = app.state.web.store
    for inp in ({"kind": "close"}, {"kind": "action", "by": 2, "skill": "杀人", "targets": [7]}, {"kind": "close"}):
        store.record("d", inp)
    return tokens


def test_the_days_thread_is_previewed_then_recorded(app, director, day1):
    sheriff = thread_text([vote(s, 1) for s in range(1, 12)])
    r = director.post("/games/d/thread/preview", data={"csrf": director.csrf, "text": sheriff, "kind": "sheriff"})
    assert r.status_code == 200
    assert "12号 黄牌（潜水：警长竞选阶段未投票）" in r.text
    assert app.state.web.store.inputs("d")[-1].payload == {"kind": "close"}, "a preview records nothing"
    r = director.post("/games/d/thread/confirm", data={"csrf": director.csrf, "text": sheriff, "kind": "sheriff",
                                                       "expect": "day 1"})
    assert r.status_code == 200 and "已记录 11 条发言" in r.text
    talk = [vote(s, 10) for s in (1, 3, 4, 5, 8, 9, 11, 12)] + [vote(2, 7), (10, "【10.十一】我是好人")]
    upload = thread_text(talk).encode("utf-8")
    r = director.post("/games/d/thread/preview", data={"csrf": director.csrf, "kind": "discussion"},
                      files={"upload": ("day1.txt", upload, "text/plain")})
    assert r.status_code == 200
    preview = r.text
    assert "放逐投票：10号 8.5票 → 10号 出局" in preview, "the tally (the sheriff counts 1.5) and the exile"
    assert "投票对象有误" in preview, "the vote for the night's victim is invalid"
    assert "潜水：投票结束时未投票" in preview and "潜水：讨论日无有效发言" in preview
    assert "确认记录这些发言" in preview


def test_director_corrects_an_action_and_undoes(app, director):
    new_game(app, "c", "pvz", SEATS)
    app.state.web.store.record("c", {"kind": "close"})
    page = director.get("/games/c/inputs").text
    assert "预言" in page and 'name="by" value="1"' in page
    r = director.post("/games/c/act", data={"csrf": director.csrf, "by": "1", "skill": "预言", "targets": "2"})
    assert r.status_code == 200
    # PVZ-R54: step (1) answered the 预言 at once; a correction is refused in the rule's words, the director undoes
    r = director.post("/games/c/act", data={"csrf": director.csrf, "by": "1", "skill": "预言", "targets": "3"})
    assert "所有夜间技能经裁判确认有效后，均不可更改技能目标" in r.text
    last = app.state.web.store.inputs("c")[-1]
    r = director.post("/games/c/undo", data={"csrf": director.csrf, "expect": str(last.seq)})
    assert r.status_code == 200 and f"已撤销第 {last.seq} 条" in r.text
    assert [x.payload["kind"] for x in app.state.web.store.inputs("c")] == ["close"]


def test_closing_shows_the_report_and_the_exports_reproduce_the_game(app, director, day1):
    r = director.get("/games/d/period?p=night 1")
    assert "本阶段没有公示" in r.text, "a PVZ night posts nothing: its exits are told after the election"
    assert "4号 &lt;通灵&gt;：7号" in r.text, "private messages per seat"
    assert "(2) 2号 代表狼队指杀 7号" in r.text, "the resolution trace"
    scenario = director.get("/games/d/export/scenario.json")
    assert scenario.headers["content-disposition"].endswith('d.json"')
    record = replay(json.loads(scenario.text))
    # the export is the game's log: replayed, it is the live game's record, event for event
    assert record["final"]["period"] == "day 1" and record["events"] == app.state.web.store.open("d").events
    text = director.get("/games/d/export/record.txt").text
    assert "[b]演员表[/b]" in text and "7号 猎户  猎人（村民阵营）" in text
    assert "2号 <杀人> → 7号" in text


@pytest.mark.parametrize("ruleset_id", rulesets.ids())
def test_every_ruleset_is_served(app, director, ruleset_id):
    rs = rulesets.get(ruleset_id)
    for n in range(6, 30):
        try:
            tokens = new_game(app, f"r-{ruleset_id}", ruleset_id, [{"seat": i, "name": f"玩家{i}"} for i in range(1, n + 1)])
            break
        except Exception:
            continue
    else:
        pytest.fail(f"no seat count between 6 and 29 deals {ruleset_id}")
    store = app.state.web.store
    gid = f"r-{ruleset_id}"
    for _ in range(3):
        for path in ("", "/inputs", "/cards", "/links", "/export", "/thread", "/period"):
            r = director.get(f"/games/{gid}{path}")
            assert r.status_code in (200, 400), f"{gid}{path}: {r.status_code}"
        game = store.open(gid)
        for seat, token in tokens.items():
            page = TestClient(app).get(f"/p/{token}")
            assert page.status_code == 200
            assert game.seats[seat].role in page.text
        store.record(gid, {"kind": "close"})
    assert rs.title in director.get(f"/games/{gid}").text


def test_no_role_is_named_in_the_web_code():
    web = Path(__file__).resolve().parents[2] / "bansha" / "web"
    text = "\n".join(p.read_text(encoding="utf-8") for p in web.rglob("*") if p.suffix in (".py", ".html", ".js"))
    roles = {r for rid in rulesets.ids() for r in rulesets.get(rid).roles}
    named = sorted(r for r in roles if r in text)
    assert not named, f"the web code names roles: {named}"


def test_links_page_lists_every_seat(app, director, day1):
    page = director.get("/games/d/links").text
    assert all(f"{n}号" in page for n in range(1, 13))
    assert set(links.active(app.state.web.conn, "d")) == set(range(1, 13))


def test_an_unknown_game_is_not_found_and_a_bad_period_says_so(app, director, day1):
    """Issue 8: an unknown game answers 404 with the site's page; `period?p=` names what is wrong."""
    r = director.get("/games/nope")
    assert r.status_code == 404 and "没有编号为 nope 的游戏" in r.text and "游戏列表" in r.text
    r = director.get("/games/d/period?p=evening 3")
    assert r.status_code == 400 and "没有阶段“evening 3”" in r.text
    r = director.get("/games/d/period?p=night 9")
    assert r.status_code == 400 and "第9夜还没有开始" in r.text
    assert director.get("/games/d/period?p=night 1").status_code == 200
    open_day = director.get("/games/d/period?p=day 1")  # issue 18: the open period shows what is posted so far
    assert open_day.status_code == 200 and "（到目前为止）" in open_day.text


def test_after_the_game_ends_the_overview_shows_the_result_not_a_timetable(app, director):
    """Issue 8: a finished game's overview says who won; no timetable 进行中, no close button."""
    new_game(app, "over", "pvz", SEATS, start_date="2026-12-01")
    store = app.state.web.store
    store.record("over", {"kind": "close"})
    store.record("over", {"kind": "card", "to": 2, "card": "红牌", "reason": "测试", "faction_loses": True})
    store.record("over", {"kind": "close"})
    page = director.get("/games/over").text
    assert store.open("over").over and "游戏结束：村民阵营胜利" in page
    assert 'id="timetable"' not in page and 'id="close-period"' not in page


def test_the_director_corrects_a_vote_on_the_console(app, director):
    """Issue 8: the console's second vote for a seat corrects the first; the box 玩家本人改票
    records a change the rules judge."""
    new_game(app, "v", "pvz", SEATS)
    store = app.state.web.store
    store.record("v", {"kind": "close"})
    store.record("v", {"kind": "close"})
    for target in ("6", "5"):
        r = director.post("/games/v/vote", data={"csrf": director.csrf, "kind": "vote", "by": "3", "target": target})
        assert r.status_code == 200
    assert "更正了第" in r.text
    assert [x.payload for x in store.inputs("v") if x.payload["kind"] == "vote"] == [{"kind": "vote", "by": 3, "for": 5}]
    director.post("/games/v/vote", data={"csrf": director.csrf, "kind": "vote", "by": "3", "target": "7", "change": "1"})
    assert len([x for x in store.inputs("v") if x.payload["kind"] == "vote"]) == 2


def test_login_attempts_are_throttled_per_address(app):
    """Issue 8: after five wrong passwords an address waits; the right one then waits too."""
    from .conftest import PASSWORD, csrf_of
    client = TestClient(app)
    for _ in range(5):
        page = client.get("/login")
        r = client.post("/login", data={"name": "admin", "password": "wrong", "csrf": csrf_of(page.text), "next": "/"})
        assert r.status_code == 401
    page = client.get("/login")
    r = client.post("/login", data={"name": "admin", "password": PASSWORD, "csrf": csrf_of(page.text), "next": "/"},
                    follow_redirects=False)
    assert r.status_code == 429 and "秒后再试" in r.text  # issue 21: a back-off of seconds, not a lockout


def test_a_session_ends_after_its_week(app):
    """Issue 8 (a sensible session lifetime): a director's session lasts a week, then the console
    asks for the password again."""
    from datetime import datetime, timedelta

    from bansha import wallclock
    from bansha.service import auth
    conn = app.state.web.conn
    token = auth.new_session(conn)
    expires = conn.execute("SELECT expires FROM web_sessions WHERE token_hash=?", (auth.digest(token),)).fetchone()[0]
    week = wallclock.now() + timedelta(days=7)
    assert abs(datetime.fromisoformat(expires) - week) < timedelta(minutes=1)
    assert auth.session(conn, token) is not None
    conn.execute("UPDATE web_sessions SET expires=? WHERE token_hash=?",
                 ((wallclock.now() - timedelta(seconds=1)).isoformat(timespec="seconds"), auth.digest(token)))
    assert auth.session(conn, token) is None


def test_the_server_logs_requests_and_errors_without_the_link_secret(app, tmp_path):
    """Issue 8: a request and error log in the data directory; a seat link's token is cut."""
    from bansha.web import weblog
    tokens = new_game(app, "log", "pvz", SEATS)
    path = weblog.to_file(tmp_path)
    TestClient(app).get(f"/p/{tokens[1]}")
    TestClient(app).get("/games/nope")
    text = path.read_text(encoding="utf-8")
    assert f"GET /p/{tokens[1][:6]}… 200" in text and tokens[1] not in text
    assert "GET /games/nope" in text


def test_the_new_game_form_names_options_in_chinese(app, director):
    """Issue 8: option labels and yes/no choices in Chinese, not `exile_tie` or True/False."""
    page = director.get("/games/new").text
    assert "放逐投票平票时" in page and "灵通显示冲锋的指杀" in page
    assert ">是<" in page and ">否<" in page
    assert "exile_tie" not in page and ">True<" not in page and ">False<" not in page


def test_a_refused_thread_keeps_the_pasted_text(app, director, day1):
    """Issue 8: errors keep the form's input — a pasted thread is never lost."""
    text = "【01.渐强】我是好人，今天先听发言。"
    r = director.post("/games/d/thread/confirm", data={"csrf": director.csrf, "text": text, "kind": "discussion",
                                                       "expect": "night 9"})
    assert r.status_code == 400 and "预览之后阶段已经改变" in r.text
    assert text in r.text and 'id="thread-form"' in r.text


def test_a_thread_pasted_twice_is_recorded_once(app, director, day1):
    """Issue 8: the second paste of a thread records nothing again; the preview says so."""
    sheriff = thread_text([vote(s, 1) for s in range(1, 12)])
    form = {"csrf": director.csrf, "text": sheriff, "kind": "sheriff", "expect": "day 1"}
    assert director.post("/games/d/thread/confirm", data=form).status_code == 200
    n = len(app.state.web.store.inputs("d"))
    r = director.post("/games/d/thread/preview", data=form)
    assert "另有 11 条已记录过" in r.text and "都已记录过" in r.text
    r = director.post("/games/d/thread/confirm", data=form)
    assert r.status_code == 400 and "没有可以记录的新发言" in r.text
    assert len(app.state.web.store.inputs("d")) == n


def test_a_moved_clock_is_said_on_the_directors_pages_only(app, director):
    """BANSHA_NOW (the suite's own moment here) moves the console's clock: every director page says so, so a
    rehearsal's deadlines are never taken for the real ones; a player's page does not carry it."""
    from bansha import wallclock
    tokens = new_game(app, "m", "pvz", SEATS)
    page = director.get("/games/m").text
    assert 'id="clock-notice"' in page and "排练时钟：时间由 BANSHA_NOW 设定" in page
    assert "排练时钟" not in TestClient(app).get(f"/p/{tokens[1]}").text
    wallclock.start_at(None)
    try:
        assert 'id="clock-notice"' not in director.get("/games/m").text
    finally:
        wallclock.start_at(wallclock.parse(os.environ["BANSHA_NOW"]))  # the suite's moment (tests/conftest.py)
