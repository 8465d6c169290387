"""Right after a game is created the console's 总览 says what the director does next, in one line: hand out the
links, then 结算开局 — with nobody to wait for (PVZ: 分发身份, then the night), or naming how many seats the opening
still waits for (245: the group's 群内可选技能, once the steps that await nobody settled by themselves)."""
from __future__ import annotations

from bansha.demo import NAMES, ROLES

from .conftest import new_game

SEATS = [{"seat": i + 1, "name": n, "role": r} for i, (n, r) in enumerate(zip(NAMES, ROLES))]
JIU = ["朱雀", "刺客鸭", "黑商", "九天圣人", "岚", "摄魂师", "预言家", "狼巫", "闪电战士", "瘟神", "帝尊魔皇", "圣女", "狂戮",
       "侦探"]


def next_move(page: str) -> str:
    start = page.index('<p id="next-move">')
    return page[start:page.index("</p>", start)]


def test_pvz_the_console_says_to_hand_out_the_links_and_settle_the_opening(app, director):
    new_game(app, "p", "pvz", SEATS)
    line = next_move(director.get("/games/p").text)
    assert "把「玩家链接」里各座位的链接发给玩家" in line and "没有需要等待的提交" in line
    assert "按「结算开局」进入第1夜" in line
    app.state.web.store.record("p", {"kind": "close"})
    assert 'id="next-move"' not in director.get("/games/p").text


def test_jiu_the_opening_has_settled_what_awaits_nobody_and_names_who_it_waits_for(app, director):
    new_game(app, "j", "jiu", [{"seat": i, "name": f"j{i}", "role": r} for i, r in enumerate(JIU, 1)])
    page = director.get("/games/j").text
    assert "等待 2 座的提交" in next_move(page) and "按「结算开局」进入第1天" in next_move(page)
    assert "等待：2号 群内可选技能；8号 群内可选技能" in page
    steps = page[page.index('id="steps"'):]
    assert "<strong>发放账号</strong>" in steps and "已结算" in steps[:steps.index("<strong>共群选择</strong>")]
