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


def test_the_close_bar_counts_with_the_grimoires_own_column_names(app, director):
    """Beside 结算: how many seats submitted in the period and how many still may (the grimoire's 本阶段已提交 and
    可提交未提交), so 12 sheriff votes in and 11 exile votes open read as two different things, not a contradiction."""
    new_game(app, "b", "pvz", SEATS)
    store = app.state.web.store
    store.record("b", {"kind": "close"})
    bar = director.get("/games/b").text
    bar = bar[bar.index('class="closebar"'):bar.index("</form>", bar.index('class="closebar"'))]
    offered = bar[bar.index("可提交未提交 ") + 7:].split(" 座")[0]
    assert "本阶段已提交 0 座" in bar and int(offered) >= 3  # night 1: the wolves, the seer, the witch at least
    wolf = next(n for n, s in store.peek("b").seats.items() if s.role == "狼人")
    store.record("b", {"kind": "action", "by": wolf, "skill": "杀人", "targets": [1]})
    bar = director.get("/games/b").text
    assert "本阶段已提交 1 座" in bar[bar.index('class="closebar"'):]
