"""Issue 19's screen items (not the skills): no 404 for /favicon.ico; the QQ card only where a bot runs;
a player's public record oldest first; yesterday's thread pasted into today is warned of; a page only
viewed does not say it recorded nothing; no internal text (thread kinds, sources, step ids in doubled
brackets); no role absent from the table in the night's steps or trace; dead seats not asked to vote;
the camp graph inside its own box."""
from __future__ import annotations

from bansha.demo import NAMES, ROLES
from bansha.service import bot_db, db
from bansha.service.wording import input_text
from bansha.web import directing

from .conftest import new_game
from .test_console import thread_text

SEATS = [{"seat": i + 1, "name": n, "role": r} for i, (n, r) in enumerate(zip(NAMES, ROLES))]


def day_one(app) -> dict[int, str]:
    tokens = new_game(app, "d", "pvz", SEATS)
    store = app.state.web.store
    for inp in ({"kind": "close"}, {"kind": "action", "by": 2, "skill": "杀人", "targets": [7]}, {"kind": "close"}):
        store.record("d", inp)
    return tokens


def test_favicon_is_served(app):
    from fastapi.testclient import TestClient
    r = TestClient(app).get("/favicon.ico")
    assert r.status_code == 200 and r.headers["content-type"] == "image/x-icon" and r.content[:4] == b"\0\0\1\0"


def test_the_qq_card_shows_only_where_a_bot_runs(app, director):
    tokens = day_one(app)
    page = director.get(f"/p/{tokens[1]}").text
    assert 'id="qq"' not in page and "绑定码" not in page, "no bot has run on this store"
    bot_db.set_meta(app.state.web.conn, "started", db.now())  # what `bansha bot` notes as it starts
    assert 'id="bind-code"' in director.get(f"/p/{tokens[1]}").text


def test_a_players_public_record_runs_oldest_first(app, director):
    """The night-1 death comes after the election that announces it."""
    tokens = day_one(app)
    for n in range(1, 13):
        app.state.web.store.record("d", {"kind": "sheriff_vote", "by": n, "for": 1})
    public = director.get(f"/p/{tokens[3]}").text.split('id="public"')[1].split("</section>")[0]
    assert public.index("警长竞选结果") < public.index("昨夜出局的角色为 7号")


def test_dead_seats_are_not_asked_to_vote(app, director):
    tokens = day_one(app)
    assert 'id="vote-how"' in director.get(f"/p/{tokens[7]}").text, "out only once the election ends (PVZ)"
    for n in range(1, 13):
        app.state.web.store.record("d", {"kind": "sheriff_vote", "by": n, "for": 1})
    assert 'id="vote-how"' not in director.get(f"/p/{tokens[7]}").text
    assert 'id="vote-how"' in director.get(f"/p/{tokens[3]}").text


def test_yesterdays_thread_pasted_into_today_is_warned_of(app, director):
    day_one(app)
    store = app.state.web.store
    talk = thread_text([(1, "【01.渐强】我是好人。"), (3, "【03.阿青】听发言。"), (4, "【04.花旦】过。")])
    form = {"csrf": director.csrf, "text": talk, "kind": "discussion", "expect": "day 1"}
    assert director.post("/games/d/thread/confirm", data=form).status_code == 200
    for _ in range(4):  # through day 1 and night 2 (a close may stop at a step it made due)
        if store.open("d").period == "day 2":
            break
        store.record("d", {"kind": "close"})
    assert store.open("d").period == "day 2"
    r = director.post("/games/d/thread/preview", data={**form, "expect": "day 2"})
    assert 'id="paste-warnings"' in r.text and "有 3 条发言与之前阶段已记录的发言相同" in r.text
    fresh = thread_text([(1, "【01.渐强】今天的发言。")])
    r = director.post("/games/d/thread/preview", data={**form, "text": fresh.replace("2026-12-02", "2026-12-03")})
    assert "与之前阶段已记录的发言相同" not in r.text


def test_a_page_only_viewed_does_not_say_it_recorded_nothing(app, director):
    day_one(app)
    r = director.get("/games/d/period?p=night 9")
    assert r.status_code == 400 and "第9夜还没有开始" in r.text and "没有记录任何内容" not in r.text
    r = director.post("/games/d/thread/preview", data={"csrf": director.csrf, "text": " ", "kind": "discussion"})
    assert r.status_code == 400 and "没有记录任何内容" not in r.text, "a preview records nothing by design"
    r = director.post("/games/d/vote", data={"csrf": director.csrf, "by": "x", "target": "1"})
    assert r.status_code == 400 and "没有记录任何内容" in r.text, "a form that was recording says so"


def test_no_internal_text_for_threads_and_sources():
    assert input_text({"kind": "post", "thread": "sheriff", "by": 3, "text": "好"}) == "发言（警长竞选贴）3号：好"
    assert input_text({"kind": "post", "by": 3, "text": "好"}).startswith("发言（讨论贴）")
    labels = {s: directing.who(s) for s in ("director", "director:thread", "seat:9", "deadline", "account:admin")}
    assert labels == {"director": "导演（命令行）", "director:thread": "导演（论坛帖）", "seat:9": "9号（玩家）",
                      "deadline": "时限到", "account:admin": "导演 admin"}
    assert all(":" not in v for v in labels.values())


def test_the_upcoming_step_is_named_without_doubled_brackets(app, director):
    tokens = new_game(app, "d", "pvz", SEATS)
    app.state.web.store.record("d", {"kind": "close"})
    page = director.get(f"/p/{tokens[4]}").text  # the witch before the kill: her potions come at step (3)
    assert "（(" not in page and "（步骤(3)" in page


def test_the_nights_steps_and_trace_name_only_roles_at_the_table(app, director):
    """The demo table has no 暗恋者, 奇迹商人 (so no 幸运儿) and no 守卫: their clauses and steps are not shown,
    and step (4) (the 幸运儿's, empty) is not printed before (2)."""
    day_one(app)
    store = app.state.web.store
    new_game(app, "n", "pvz", SEATS)
    store.record("n", {"kind": "close"})
    overview = director.get("/games/n").text.split('id="steps"')[1].split("</section>")[0]
    for absent in ("暗恋者", "幸运儿", "守卫", "奇迹商人"):
        assert absent not in overview
    assert "石像鬼&lt;查验&gt;；预言家&lt;预言&gt;；守墓人&lt;验尸&gt;" in overview
    trace = director.get("/games/d/period?p=night 1").text.split('id="trace"')[1]
    for absent in ("暗恋者", "幸运儿", "守卫", "奇迹商人"):
        assert absent not in trace
    assert "(4) " not in trace


def test_the_timetable_rows_show_their_steps_state(app, director):
    """A night row that times a step reads 已结算 once its step settled, not 进行中 by the clock."""
    new_game(app, "d", "pvz", SEATS, start_date="2026-12-01")
    store = app.state.web.store
    from datetime import datetime
    from bansha.engine.schedule import GMT8
    at = datetime(2026, 12, 1, 21, 30, tzinfo=GMT8)
    store.record("d", {"kind": "close"}, at=at)
    store.record("d", {"kind": "action", "by": 2, "skill": "杀人", "targets": [7]}, at=at)
    table = director.get("/games/d").text.split('id="timetable"')[1].split("</table>")[0]
    kill = next(row for row in table.split("<tr") if "<td>杀人</td>" in row)
    assert "已结算" in kill


def test_the_camp_graph_sits_in_its_own_box(app, director):
    """078's 560 px graph scales down to the screen and scrolls inside its box, never widening the page."""
    from .test_bajian_console import seats
    new_game(app, "bj", "bajian", seats(), start_date="2030-01-01")
    page = director.get("/games/bj").text
    box = page.split('id="camp-graph"')[1]
    assert box.index('class="scroll graph-box"') < box.index('class="camp-graph"') < box.index("</div>")


def test_a_group_whose_members_are_all_gone_reads_in_words(app, director, monkeypatch):
    """The grimoire's group line never reads "X：号" (issue 19: 245's [群内] once every member is out)."""
    day_one(app)
    store = app.state.web.store
    game = store.open("d")
    group = next(iter(game.group_skills))
    opened = type(store).open  # each request thread has its own store: every member out, on all of them

    def emptied(self, gid):
        g = opened(self, gid)
        g.groups[group] = []
        return g
    monkeypatch.setattr(type(store), "open", emptied)
    page = director.get("/games/d").text
    assert f"{group}：暂无成员" in page and f"{group}：号" not in page
