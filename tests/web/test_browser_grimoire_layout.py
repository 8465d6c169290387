"""The console's text that must not break. The grimoire keeps a seat's number and its 警长 badge, the player's
name, the role and the camp each on one line, however narrow the window: the skills column wraps instead. In a
245 console the badge broke into 警/长 and 村民阵营 into two lines, next to a wide 技能与计数 column. The menu
wraps between its links on a phone, never inside one, and a game's 阶段 stays on one line."""
from __future__ import annotations

from .conftest import IN_A_BROWSER, new_game
from .test_browser import login

pytestmark = IN_A_BROWSER
ROLES = ["预言家", "女巫", "守卫", "守墓人", "狼人", "狼人", "狼王", "石像鬼", "平民", "平民", "平民", "平民"]
LINES = """(cells) => cells.map(td => { const r = document.createRange(); r.selectNodeContents(td.firstChild);
  return [td.innerText, new Set(Array.from(r.getClientRects()).map(x => Math.round(x.top))).size]; })"""


def test_seat_badge_name_role_and_camp_stay_on_one_line(app, server, browser):
    new_game(app, "g", "pvz", [{"seat": i, "name": f"玩家名字{i}", "role": r} for i, r in enumerate(ROLES, 1)])
    store = app.state.web.store
    store.record("g", {"kind": "close"})
    store.record("g", {"kind": "close"})  # → day 1: the election
    for seat in range(1, 13):
        store.record("g", {"kind": "sheriff_vote", "by": seat, "for": 12})
    assert store.open("g").sheriff == 12
    page = browser.new_context(viewport={"width": 760, "height": 900}).new_page()
    login(page, server.base)
    page.goto(f"{server.base}/games/g")
    badge = page.locator("#grimoire .badge")
    assert badge.inner_text() == "警长"
    assert badge.evaluate("b => b.getClientRects().length") == 1  # not broken into 警 / 长
    for col in (1, 2, 3, 4):
        cells = page.locator(f"#grimoire tbody td:nth-child({col})")
        for text, lines in cells.evaluate_all(LINES):
            assert lines == 1, (col, text)


def test_the_console_menu_and_the_games_periods_never_break_on_a_phone(app, server, browser):
    """On a 390 px phone the menu wraps between its links, never inside one (账号 broke into 账 / 号), and the
    games list's 阶段 reads 第1夜 on one line (it broke into 第1 / 夜)."""
    new_game(app, "g", "pvz", [{"seat": i, "name": f"玩家名字{i}", "role": r} for i, r in enumerate(ROLES, 1)])
    app.state.web.store.record("g", {"kind": "close"})  # → night 1
    page = browser.new_context(viewport={"width": 390, "height": 844}).new_page()
    login(page, server.base)
    page.goto(f"{server.base}/")
    links = page.locator("header.top a")
    assert links.count() >= 7
    for text, lines in links.evaluate_all(LINES):
        assert lines == 1, text
    period = page.locator("table.grid tbody td:nth-child(5) span")
    assert period.inner_text() == "第1夜"
    assert period.evaluate("s => s.getClientRects().length") == 1
