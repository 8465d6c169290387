"""The console's skill forms (录入与撤销) render a skill's declared shape as the player's page does, and the
director's entry reads it back (issue 19): 窥天's three village cards from selects, not a text that was refused
"（None不是村民阵营的身份）"."""
from __future__ import annotations

from .conftest import jiu_game

ROLES = ["朱雀", "刺客鸭", "黑商", "九天圣人", "岚", "摄魂师", "预言家", "狼巫", "闪电战士", "瘟神", "帝尊魔皇", "圣女",
         "狂戮", "侦探"]
DUCK = 2


def test_the_console_enters_the_peek_from_its_selects(app, director):
    jiu_game(app, ROLES, options={"moon_draw": "不抽取"})
    store = app.state.web.store
    store.record("j", {"kind": "action", "by": DUCK, "skill": "群内可选技能", "choice": "窥天"})
    page = director.get("/games/j/inputs").text
    assert '<select name="picks" required aria-label="询问的村民阵营身份牌1">' in page
    assert '<option value="预言家">预言家</option>' in page and '<option value="狼巫">' not in page.split("询问的村民阵营身份牌1")[1][:3000]
    r = director.post("/games/j/act", data={"csrf": director.csrf, "by": str(DUCK), "skill": "窥天",
                                            "picks": ["预言家", "侦探", "圣女"]}, follow_redirects=False)
    assert r.status_code == 303, r.text[-300:]
    assert store.inputs("j")[-1].payload["choice"] == ["预言家", "侦探", "圣女"]
    notes = [e["text"] for e in store.open("j").events if e["type"] in ("group", "group_message") and "窥天" in e.get("text", "")]
    assert notes and "预言家存在；侦探存在；圣女存在" in notes[-1]
