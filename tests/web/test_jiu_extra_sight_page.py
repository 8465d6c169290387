"""天意's extra 预言 sent from the seer's page (issue 19, JIU-R62): the night after the 非村民 it named is exiled by its
vote, the page offers 预言 twice; once the first has settled the other is a further use (再次发动), taken without
replacing the first (no "第 N 条输入已在步骤…结算，不能撤回或更改")."""
from __future__ import annotations

from fastapi.testclient import TestClient

from .conftest import jiu_game, player_post

ROLES = ["预言家", "锈剑骑士", "摄魂师", "黑商", "九天圣人", "侦探", "九尾狐", "帝尊魔皇", "刺客鸭", "狼巫", "岚", "狂戮", "瘟神",
         "暗恋者"]
SEER, KUANGLU = 1, 12


def test_jiu_r62_the_extra_sight_is_a_further_use_from_the_page(app):
    tokens = jiu_game(app, ROLES, options={"moon_draw": "不抽取"})
    store = app.state.web.store
    store.record("j", {"kind": "action", "by": 9, "skill": "群内可选技能", "choice": "控天"})
    store.record("j", {"kind": "close"})
    store.record("j", {"kind": "close"})  # night 1
    store.record("j", {"kind": "action", "by": SEER, "skill": "预言", "targets": [KUANGLU]})
    store.record("j", {"kind": "close"})  # day 2: every seat votes 狂戮 out, the seer too
    for n in range(1, 15):
        if n != KUANGLU:
            store.record("j", {"kind": "vote", "by": n, "for": KUANGLU})
    store.record("j", {"kind": "close"})  # night 2
    client = TestClient(app)
    for _ in range(6):  # to 深夜1
        offers = client.get(f"/p/{tokens[SEER]}/api/state").json()["offers"]
        if any(o["name"] == "预言" for o in offers):
            break
        store.record("j", {"kind": "settle"})
    assert [(o["name"], o["again"]) for o in offers] == [("预言", False), ("预言", False)]
    assert player_post(client, tokens[SEER], skill="预言", targets=["9"]).status_code == 303
    offers = client.get(f"/p/{tokens[SEER]}/api/state").json()["offers"]
    assert [(o["name"], o["again"], o["source"]) for o in offers] == [("预言", True, "天意")]
    page = client.get(f"/p/{tokens[SEER]}").text
    assert '<input type="hidden" name="again" value="1">' in page and "再次发动" in page and "来自天意" in page
    r = player_post(client, tokens[SEER], skill="预言", targets=["10"], again="1")
    assert r.status_code == 303, r.text[-300:]
    answers = [(e.get("target"), e["result"]) for e in store.open("j").events
               if e["type"] == "feedback" and e.get("to") == SEER and e["t"] == "night 2"]
    assert [t for t, _ in answers] == [9, 10]
