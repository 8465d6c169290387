"""The new sheriff's page on the 竞选日 (JIU-R27 辅政): 任职宣言 and 辅政 are offered at once, due by 黄昏2 (where
"公告…警长情况"), and 辅政's list leaves out the sheriff itself — "选择一个存活玩家成为执警（不能是警长自己）" — which is
refused if sent anyway."""
from __future__ import annotations

import re

from fastapi.testclient import TestClient

from .conftest import jiu_game

ROLES = ["祈求者", "预言家", "九天圣人", "黑商", "侦探", "圣女", "闪电战士", "茶艺师", "摄魂师", "狼狗", "刺客鸭", "狼巫", "帝尊魔皇",
         "怪盗"]
SHERIFF = 6


def test_jiu_r27_the_deputy_list_leaves_out_the_sheriff(app):
    tokens = jiu_game(app, ROLES, start_date="2030-01-01")  # ahead of the clock: no vote comes late
    store = app.state.web.store
    store.record("j", {"kind": "action", "by": 11, "skill": "群内可选技能", "choice": "遮天"})
    store.record("j", {"kind": "action", "by": 10, "skill": "做狼还是做狗", "choice": "做狼"})
    store.record("j", {"kind": "close"})
    for n in range(1, 15):
        store.record("j", {"kind": "sheriff_vote", "by": n, "for": SHERIFF})
    store.record("j", {"kind": "settle", "step": "竞选"})  # the election ends at 关门 (here the director's 推进结算)
    client = TestClient(app)
    page = client.get(f"/p/{tokens[SHERIFF]}").text
    form = page[page.index('data-skill="辅政"'):]
    form = form[:form.index("</form>")]
    offered = {int(n) for n in re.findall(r'<option value="(\d+)">', form)}
    assert offered == set(range(1, 15)) - {SHERIFF}
    assert 'value="独裁"' in page
    assert "截止：<strong>01-02 21:20</strong>（新警长：任职宣言、辅政）" in page  # not the row of 申请加速/延时
    csrf = client.get(f"/p/{tokens[SHERIFF]}/api/state").json()["csrf"]
    r = client.post(f"/p/{tokens[SHERIFF]}/act", data={"csrf": csrf, "skill": "辅政", "targets": str(SHERIFF)})
    assert "不能选择警长自己" in r.text
    assert not any(x.payload.get("skill") == "辅政" for x in store.inputs("j"))
