"""Two lines of the console's 总览 a director reads when a game starts.

- A seat with no active player link is named, linking to 「玩家链接」. In 245 the 空想家's <空想具现> adds a seat
  at the opening (JIU-R120: 「本局游戏额外增加一个基于该身份的马甲，由空想家操控」): its link was never issued, and only
  the links tab said so, so the 空想家 had no page for its 马甲.
- With no timetable rows for the open period, the note says why: the game has no start date, or it has one and
  this period has no deadline. It used to say "没有设置开始日期" for a game that had one (245's opening)."""
from __future__ import annotations

from fastapi.testclient import TestClient

from bansha.demo import NAMES, ROLES as PVZ_ROLES
from bansha.service import links

from .conftest import jiu_game, new_game, player_post

ROLES = ["祈求者", "预言家", "九天圣人", "黑商", "侦探", "圣女", "暗恋者", "空想家", "狼狗", "刺客鸭", "狼巫", "帝尊魔皇",
         "大天狗", "怪盗"]
DREAMER = 8
PVZ = [{"seat": i + 1, "name": n, "role": r} for i, (n, r) in enumerate(zip(NAMES, PVZ_ROLES))]


def unlinked_line(page: str) -> str | None:
    if 'id="unlinked"' not in page:
        return None
    start = page.index('id="unlinked"')
    return page[start:page.index("</p>", start)]


def no_deadlines_line(page: str) -> str:
    start = page.index('id="no-deadlines"')
    return page[start:page.index("</p>", start)]


def test_jiu_r120_the_dreamers_new_seat_is_named_until_its_link_is_issued(app, director):
    tokens = jiu_game(app, ROLES, "d")
    assert unlinked_line(director.get("/games/d").text) is None  # every dealt seat has its link
    assert player_post(TestClient(app), tokens[DREAMER], skill="空想具现", choice="黑商").status_code == 303
    assert app.state.web.store.open("d").seats[15].role == "黑商"
    line = unlinked_line(director.get("/games/d").text)
    assert line is not None and "15号 没有有效的玩家链接" in line and 'href="/games/d/links"' in line
    links_page = director.get("/games/d/links").text
    assert "为没有链接的 1 个座位生成链接" in links_page
    r = director.post("/games/d/links/issue_missing", data={"csrf": director.csrf}, follow_redirects=False)
    assert r.status_code in (200, 303)
    assert unlinked_line(director.get("/games/d").text) is None


def test_a_revoked_link_is_named_too(app, director):
    new_game(app, "p", "pvz", PVZ)
    links.revoke(app.state.web.conn, "p", 7, "测试")
    line = unlinked_line(director.get("/games/p").text)
    assert line is not None and "7号 没有有效的玩家链接" in line and "1号" not in line


def test_the_no_deadline_note_tells_a_dated_game_from_an_undated_one(app, director):
    jiu_game(app, ROLES, "dated", start_date="2026-12-05")
    line = no_deadlines_line(director.get("/games/dated").text)
    assert "本阶段没有时限" in line and "2026-12-05" in line and "没有设置开始日期" not in line
    new_game(app, "undated", "pvz", PVZ)
    line = no_deadlines_line(director.get("/games/undated").text)
    assert "这局没有设置开始日期" in line
