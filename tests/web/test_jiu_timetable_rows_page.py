"""The console's 总览 timetable and a player's deadline name only the skills this game's seats hold (rulings
JIU-T1): a 245 line-up without 祈求者 or the 天狗 shows 「深夜1（预言、…）」 without 祈祷, 吞食 or 天狗吞月."""
from __future__ import annotations

from fastapi.testclient import TestClient

from .conftest import jiu_game

ROLES = ["朱雀", "刺客鸭", "黑商", "九天圣人", "岚", "摄魂师", "预言家", "狼巫", "闪电战士", "瘟神", "帝尊魔皇", "圣女",
         "狂戮", "侦探"]
SEER = 7


def test_jiu_t1_the_overview_and_the_page_list_only_this_games_skills(app, director):
    tokens = jiu_game(app, ROLES, start_date="2026-12-01")
    store = app.state.web.store
    store.record("j", {"kind": "action", "by": 2, "skill": "群内可选技能", "choice": "遮天"})
    store.record("j", {"kind": "close"})
    store.record("j", {"kind": "close"})  # night 1
    page = director.get("/games/j").text
    table = page[page.index('id="timetable"'):]
    assert "<td>深夜1（预言、黑暗侦测、馈赠）</td>" in table and "<td>凌晨2</td>" in table
    assert not any(s in table for s in ("祈祷", "吞食", "天狗吞月", "毒药"))
    state = TestClient(app).get(f"/p/{tokens[SEER]}/api/state").json()
    assert "祈祷" not in str(state) and "天狗吞月" not in str(state)
