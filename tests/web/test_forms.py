"""Forms are safe: every POST needs its CSRF token, and bad input gets a clear message and
changes nothing — the log, the links and the games stay exactly as they were."""
from __future__ import annotations

from datetime import timedelta

import pytest
from fastapi.testclient import TestClient

from bansha import wallclock
from bansha.demo import NAMES, ROLES

from .conftest import HLM_SEATS, new_game
from .test_no_leak import all_routes


def snapshot(app) -> tuple:
    conn = app.state.web.conn
    return tuple(tuple(tuple(row) for row in conn.execute(f"SELECT * FROM {t}"))
                 for t in ("games", "inputs", "web_links", "web_meta"))


def pvz_seats(roles=ROLES, names=NAMES) -> list[dict]:
    return [{"seat": i + 1, "name": n, "role": r} for i, (n, r) in enumerate(zip(names, roles))]


@pytest.fixture
def pvz(app, director):
    tokens = new_game(app, "g1", "pvz", pvz_seats())
    app.state.web.store.record("g1", {"kind": "close"})
    return tokens


def test_every_post_needs_csrf(app, director, pvz):
    before = snapshot(app)
    posts = [r.path for r in all_routes(app) if "POST" in (getattr(r, "methods", None) or ())]
    assert len(posts) >= 15
    for path in posts:
        url = path.replace("{game_id}", "g1").replace("{token}", pvz[1])
        data = {"by": "1", "skill": "预言", "targets": "2", "seq": "1", "to": "1", "card": "黄牌", "seat": "1",
                "text": "x", "game_id": "new1", "ruleset": "pvz", "players": "\n".join(NAMES), "password": "x"}
        r = director.post(url, json={"skill": "预言", "targets": [2]}) if url.endswith("/api/act") \
            else director.post(url, data=data)
        assert r.status_code == 403, f"{path} without CSRF answered {r.status_code}"
        assert "CSRF" in r.text
        r = director.post(url, data={**data, "csrf": "forged"}) if not url.endswith("/api/act") \
            else director.post(url, json={"skill": "预言", "targets": [2]}, headers={"x-csrf-token": "forged"})
        assert r.status_code == 403, f"{path} with a forged CSRF answered {r.status_code}"
    assert snapshot(app) == before


def test_a_seat_token_cannot_sign_for_another_seat(app, pvz):
    other = TestClient(app).get(f"/p/{pvz[2]}/api/state").json()["csrf"]
    r = TestClient(app).post(f"/p/{pvz[1]}/act", data={"csrf": other, "skill": "预言", "targets": "2"})
    assert r.status_code == 403
    assert app.state.web.store.inputs("g1")[-1].payload == {"kind": "close"}


@pytest.mark.parametrize("path, data, status, message", [
    ("/games/g1/act", {"by": "一", "skill": "预言", "targets_text": "2"}, 400, "座位号应为数字"),
    ("/games/g1/act", {"by": "1", "skill": "", "targets_text": "2"}, 400, "请填写技能名"),
    ("/games/g1/act", {"by": "1", "skill": "飞天", "targets_text": "2"}, 409, "1号 没有技能&lt;飞天&gt;"),
    ("/games/g1/act", {"by": "1", "skill": "预言", "targets_text": "99"}, 409, "没有99号座位"),
    ("/games/g1/act", {"by": "1", "skill": "预言", "targets_text": "2 3"}, 409, "&lt;预言&gt;需要选择1名角色"),
    ("/games/g1/act", {"by": "4", "skill": "救药", "targets_text": "4"}, 409,
     "&lt;救药&gt;只能选择一名其他角色（10人场第一晚可以选择自己）"),
    ("/games/g1/vote", {"by": "1", "target": "二号"}, 400, "投票对象应为数字"),
    ("/games/g1/vote", {"by": "1", "target": "2"}, 409, "投票只能在白天进行"),
    ("/games/g1/cards/give", {"to": "1", "card": "紫牌"}, 400, "牌只能是蓝牌、黄牌、红牌"),
    ("/games/g1/withdraw", {"seq": "1"}, 409, "已经结算，不能撤回"),
    ("/games/g1/withdraw", {"seq": "x"}, 400, "输入序号应为数字"),
    ("/games/g1/undo", {"expect": "99"}, 409, "最后一条输入已经变成第 1 条"),  # issue 21: stale, 409
    ("/games/g1/close", {"expect": "day 3"}, 409, "当前阶段已经是第1夜"),
    ("/games/g1/settle", {"expect": "day 3"}, 409, "当前阶段已经是第1夜"),
    ("/games/g1/cards/give", {"to": "1", "card": "黄牌", "expect": "day 3"}, 409, "当前阶段已经是第1夜"),
    ("/games/g1/vote", {"by": "1", "target": "2", "expect": "day 3"}, 409, "当前阶段已经是第1夜"),
    ("/games/g1/thread/confirm", {"text": "【1.渐强】好", "kind": "discussion", "expect": "night 1"}, 409, "夜晚不得发言"),
    ("/games/g1/thread/preview", {"text": "【1.渐强】好", "kind": "nonsense"}, 400, "请选择帖子类型"),
    ("/games/g1/links/issue", {"seat": "99"}, 400, "没有99号座位"),
    ("/games/g1/links/issue", {"seat": "2", "substitute": "1", "player": ""}, 400, "替补需要填写新玩家的昵称"),
    ("/games/new", {"game_id": "a b", "ruleset": "pvz", "players": "\n".join(NAMES)}, 400, "游戏编号只能包含"),
    ("/games/new", {"game_id": "g1", "ruleset": "pvz", "players": "\n".join(NAMES)}, 409, "已经有编号为 g1 的游戏"),
    ("/games/new", {"game_id": "g2", "ruleset": "nope", "players": "\n".join(NAMES)}, 400, "没有规则“nope”"),
    ("/games/new", {"game_id": "g2", "ruleset": "pvz", "players": "甲\n甲"}, 400, "昵称“甲”重复"),
    ("/games/new", {"game_id": "g2", "ruleset": "pvz", "players": "甲\n乙\n丙"}, 400, "PVZ 标准规则为10–17人局"),
    ("/games/new", {"game_id": "g2", "ruleset": "pvz", "players": "甲 平民", "deal": "seed"}, 400, "只应写昵称"),
    ("/games/new", {"game_id": "g2", "ruleset": "pvz", "players": "甲", "seed": "abc"}, 400, "随机种子应为整数"),
    ("/games/new", {"game_id": "g2", "ruleset": "pvz", "players": "甲", "start_date": "明天"}, 400, "开始日期应写成"),
    ("/settings/password", {"current": "wrong", "new": "abcdefgh", "again": "abcdefgh"}, 400, "当前密码不正确"),
])
def test_bad_input_is_explained_and_changes_nothing(app, director, pvz, path, data, status, message):
    before = snapshot(app)
    r = director.post(path, data={"csrf": director.csrf, **data})
    assert r.status_code == status, r.text[-600:]
    assert message in r.text
    assert snapshot(app) == before


def test_player_bad_input(app, pvz):
    client = TestClient(app)
    csrf = client.get(f"/p/{pvz[1]}/api/state").json()["csrf"]
    before = snapshot(app)
    for data, status, message in [
        ({"skill": "预言", "targets": "两"}, 400, "目标座位号应为数字"),
        ({"skill": "预言", "targets": "1"}, 303, ""),
        ({"skill": "杀人", "targets": "3"}, 409, "1号 没有技能&lt;杀人&gt;"),
        ({"skill": "", "targets": "3"}, 400, "请选择技能"),
    ]:
        r = client.post(f"/p/{pvz[1]}/act", data={"csrf": csrf, **data}, follow_redirects=False)
        assert r.status_code == status and message in r.text
        if status != 303:
            assert snapshot(app) == before
        before = snapshot(app)
    refused = [a for a in app.state.web.conn.execute("SELECT outcome, reason FROM web_submissions")]
    assert [a["outcome"] for a in refused] == ["recorded", "refused"]


def test_a_change_replaces_the_earlier_input_and_both_are_kept(app, hlm):
    client = TestClient(app)
    csrf = client.get(f"/p/{hlm[1]}/api/state").json()["csrf"]
    for target in ("2", "3", "5"):
        r = client.post(f"/p/{hlm[1]}/act", data={"csrf": csrf, "skill": "预言", "targets": target})
        assert r.status_code == 200 and "已提交：1号 &lt;预言&gt; → " + target + "号" in r.text
    rows = app.state.web.conn.execute("SELECT payload, undone FROM inputs WHERE payload LIKE '%预言%'").fetchall()
    assert [r["undone"] for r in rows] == [1, 1, 0]
    audit = app.state.web.conn.execute("SELECT outcome, seq, replaced FROM web_submissions ORDER BY id").fetchall()
    assert [a["outcome"] for a in audit] == ["recorded", "changed", "changed"]
    assert audit[1]["replaced"] == audit[0]["seq"] and audit[2]["replaced"] == audit[1]["seq"]
    game = app.state.web.store.open("h1")
    assert [(i.actor, i.targets) for i in game.inbox] == [(1, (5,))]


def test_a_settled_pvz_input_cannot_be_changed(app, pvz):
    """PVZ-R54 所有夜间技能经裁判确认有效后，均不可更改技能目标: the 预言 is answered at once
    (step (1) settles each use as it is taken); a change is refused with the reason."""
    client = TestClient(app)
    csrf = client.get(f"/p/{pvz[1]}/api/state").json()["csrf"]
    r = client.post(f"/p/{pvz[1]}/act", data={"csrf": csrf, "skill": "预言", "targets": "2"})
    assert r.status_code == 200 and "&lt;预言&gt; 对 2号" in r.text  # the answer is on the page
    r = client.post(f"/p/{pvz[1]}/act", data={"csrf": csrf, "skill": "预言", "targets": "3"})
    assert r.status_code == 409 and "本阶段已经提交" in r.text
    game = app.state.web.store.open("g1")
    assert [(i.actor, i.targets) for i in game.inbox] == [(1, (2,))]


def test_after_the_deadline_a_player_is_told_to_ask_the_director(app, director):
    past = (wallclock.now().date() - timedelta(days=10)).isoformat()
    tokens = new_game(app, "late", "pvz", pvz_seats(), start_date=past)
    app.state.web.store.record("late", {"kind": "close"})
    page = TestClient(app).get(f"/p/{tokens[1]}")
    assert "已过截止时间" in page.text
    csrf = TestClient(app).get(f"/p/{tokens[1]}/api/state").json()["csrf"]
    r = TestClient(app).post(f"/p/{tokens[1]}/act", data={"csrf": csrf, "skill": "预言", "targets": "2"})
    assert r.status_code == 409 and "已过截止时间" in r.text
    r = director.post("/games/late/act", data={"csrf": director.csrf, "by": "1", "skill": "预言", "targets_text": "2"})
    assert r.status_code == 409 and "须在" in r.text, "entered now, it is judged by now: too late"
    r = director.post("/games/late/act", data={"csrf": director.csrf, "by": "1", "skill": "预言", "targets_text": "2",
                                               "time": f"{past}T21:30+08:00"})
    assert r.status_code == 200, "the director enters it with the time the player sent it: on time"


def test_withdrawing_refuses_when_a_later_input_depends_on_it(app, director):
    new_game(app, "m", "hongloumeng", HLM_SEATS)
    store = app.state.web.store
    store.record("m", {"kind": "close"})
    store.record("m", {"kind": "card", "to": 3, "card": "蓝牌", "reason": "测试"})
    store.record("m", {"kind": "action", "by": 10, "skill": "狼魂祈礼", "targets": [], "choice": "窥探"})
    store.record("m", {"kind": "action", "by": 10, "skill": "窥探", "targets": [1, 2]})
    pick = store.inputs("m")[-2].seq
    r = director.post("/games/m/withdraw", data={"csrf": director.csrf, "seq": str(pick)})
    assert r.status_code == 409 and "不再成立" in r.text
    card = store.inputs("m")[-3].seq
    r = director.post("/games/m/withdraw", data={"csrf": director.csrf, "seq": str(card), "back": "cards"})
    assert r.status_code == 200 and "已撤回" in r.text
    assert [x.payload["kind"] for x in store.inputs("m")] == ["close", "action", "action"]


def test_wrong_password_gives_no_session(app):
    client = TestClient(app)
    page = client.get("/login")
    csrf = page.text.split('name="csrf" value="')[1].split('"')[0]
    r = client.post("/login", data={"name": "admin", "password": "nope", "csrf": csrf}, follow_redirects=False)
    assert r.status_code == 401 and "密码不正确" in r.text
    assert client.get("/", follow_redirects=False).status_code == 303


def test_R111_one_substitute_per_role_in_pvz(app, director, pvz):
    """PVZ-R111 (6.6): 每名角色仅限更换一次替补 — a second 替补 for the same seat is refused with
    the seed's words; a lost link is still reissued; M162 sets no limit (HLM-R107)."""
    issue = {"csrf": director.csrf, "seat": "2", "substitute": "1"}
    assert director.post("/games/g1/links/issue", data={**issue, "player": "新人甲"}).status_code == 200
    r = director.post("/games/g1/links/issue", data={**issue, "player": "新人乙"})
    assert r.status_code == 409 and "每名角色仅限更换一次替补" in r.text
    assert director.post("/games/g1/links/issue", data={"csrf": director.csrf, "seat": "2"}).status_code == 200
    new_game(app, "h2", "hongloumeng", HLM_SEATS)
    for who in ("甲", "乙"):
        r = director.post("/games/h2/links/issue", data={"csrf": director.csrf, "seat": "2", "substitute": "1",
                                                         "player": who})
        assert r.status_code == 200


def test_an_unreadable_field_is_named_in_chinese(app, pvz):
    """Issue 8: validation errors in Chinese — the field as the form names it, not its key."""
    client = TestClient(app)
    r = client.post(f"/p/{pvz[1]}/act", data={"csrf": "x", "targets": ["1"]}, files={"targets": ("a", b"x")})
    assert r.status_code == 400 and "无法读取的字段：目标。没有记录任何内容" in r.text


def test_links_for_every_seat_without_one_in_one_click(app, director):
    """A game made on the CLI (or imported) has no links yet: one button issues them all, and
    says so when every seat already has one."""
    store = app.state.web.store
    store.create("cli", "pvz", [{"seat": i, "name": f"p{i}"} for i in range(1, 13)], {}, 1)
    page = director.get("/games/cli/links").text
    assert "为没有链接的 12 个座位生成链接" in page
    r = director.post("/games/cli/links/issue_missing", data={"csrf": director.csrf})
    assert r.status_code == 200 and r.text.count("/p/") >= 12
    assert "为没有链接的" not in director.get("/games/cli/links").text
    r = director.post("/games/cli/links/issue_missing", data={"csrf": director.csrf})
    assert r.status_code == 400 and "每个座位都已有有效链接" in r.text


def test_the_new_game_form_shows_245s_pool_with_its_strength_scores(director):
    """Issue 10: the console shows the pool with its strength scores while the director enters the
    draft (245's identities, their faction and 身份强度; an identity not built yet says so)."""
    page = director.get("/games/new").text
    assert "<strong>村民阵营</strong>：祈求者<small>（9分）</small>、预言家<small>（6分）</small>" in page
    assert "<strong>三方阵营</strong>：瘟神<small>（50分）</small>" in page
    assert "[245]为第一天讨论日" in page
