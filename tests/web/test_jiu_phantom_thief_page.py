"""245's 怪盗 on the players' pages (JIU-R114): 偷盗 names two roles; a stolen use waits on the thief's page,
which offers 偷盗改选 with its help while it waits; the target's page says its skill was stolen."""
from __future__ import annotations

from fastapi.testclient import TestClient

from .conftest import jiu_game, player_post

ROLES = ["朱雀", "刺客鸭", "黑商", "九天圣人", "岚", "摄魂师", "预言家", "狼巫", "闪电战士", "瘟神", "帝尊魔皇", "圣女",
         "狂戮", "侦探", "怪盗"]
THIEF, SEER = 15, 7


def test_a_stolen_use_waits_for_the_thief_on_its_page(app):
    tokens = jiu_game(app, ROLES, "t")
    store = app.state.web.store
    store.record("t", {"kind": "action", "by": 2, "skill": "群内可选技能", "choice": "遮天"})
    store.record("t", {"kind": "close"})
    store.record("t", {"kind": "close"})
    client = TestClient(app)
    page = client.get(f"/p/{tokens[THIEF]}").text
    assert 'value="偷盗"' in page and 'aria-label="目标2"' in page
    assert player_post(client, tokens[THIEF], skill="偷盗", targets=[str(SEER), "3"]).status_code == 303
    store.record("t", {"kind": "settle", "step": "午夜"})
    assert player_post(client, tokens[SEER], skill="预言", targets=["2"]).status_code == 303
    assert "你的&lt;预言&gt;已被偷。" in client.get(f"/p/{tokens[SEER]}").text
    page = client.get(f"/p/{tokens[THIEF]}").text
    assert 'value="偷盗改选"' in page and "7号 发动了&lt;预言&gt;，选择目标：2号。" in page
    assert not [e for e in store.open("t").events if e["type"] == "feedback"]  # held for the thief
    assert player_post(client, tokens[THIEF], skill="偷盗改选", choice_text="7 预言 13").status_code == 303
    fb = [(e["to"], e["target"], e["result"]) for e in store.open("t").events if e["type"] == "feedback"]
    assert fb == [(THIEF, 13, "选择目标为非村民阵营")]
