"""Issue 23's "done when", tried as a new user would in Chromium: the administrator creates two
directors; each creates a game and links its seats to players; one adds the other as co-director
and both act on that game; its spectator link shows only the public record until the game ends,
then the whole 复盘; the 复盘 page (on a phone's 390×844 screen) and its BBCode (one copy button)
are complete; a player who sat in both games has a page with both. Screenshots in $BANSHA_SCREENSHOTS."""
from __future__ import annotations

import json

from bansha import present
from bansha.engine.errors import Refusal
from bansha.web import players

from .community_helpers import VILLAGE_WINS
from .conftest import IN_A_BROWSER, PASSWORD, SHOTS

pytestmark = IN_A_BROWSER
PHONE = {"width": 390, "height": 844}
ROLES = ("预言家", "女巫", "守墓人", "狼人", "石像鬼")


def log_in(browser, base: str, name: str, password: str, **context):
    page = browser.new_context(**context).new_page()
    page.on("dialog", lambda d: d.accept())
    page.goto(f"{base}/login")
    page.fill("input[name=name]", name)
    page.fill("input[name=password]", password)
    page.click("button[type=submit]")
    page.wait_for_url(f"{base}/")
    return page


def new_game(page, base: str, game_id: str, lines: list[str], hand: bool, seed: int) -> None:
    page.goto(f"{base}/games/new")
    page.fill("input[name=game_id]", game_id)
    page.fill("input[name=title]", f"{game_id} 测试局")
    page.select_option("#ruleset", "pvz")
    page.fill("textarea[name=players]", "\n".join(lines))
    if hand:
        page.check("input[name=deal][value=hand]")
    page.fill("input[name=seed]", str(seed))
    page.click("#new-game button[type=submit]")
    page.wait_for_selector("#issued")
    page.click("#to-players")  # link the seats to players: each seat's name is suggested
    page.click("#link-players button[type=submit]")
    page.wait_for_selector(".flash")


def free_action(page, base: str, game_id: str, by: int, skill: str, targets: str) -> None:
    page.goto(f"{base}/games/{game_id}/inputs")
    form = page.locator("#free-action")
    form.locator("input[name=by]").fill(str(by))
    form.locator("input[name=skill]").fill(skill)
    form.locator("input[name=targets_text]").fill(targets)
    form.locator("button[type=submit]").click()
    page.wait_for_selector(".flash")
    assert "已记录" in page.text_content(".flash"), page.text_content("main")


def test_a_community_server_as_a_new_user_tries_it(app, server, browser):
    SHOTS.mkdir(parents=True, exist_ok=True)
    base = server.base
    admin = log_in(browser, base, "admin", PASSWORD)
    for name in ("alice", "bob"):
        admin.goto(f"{base}/accounts")
        admin.fill("form[action='/accounts/new'] input[name=name]", name)
        admin.fill("form[action='/accounts/new'] input[name=password]", f"{name}-password")
        admin.click("form[action='/accounts/new'] button[type=submit]")
        assert f"已创建导演账号 {name}" in admin.text_content(".flash")
    admin.screenshot(path=str(SHOTS / "community-accounts.png"), full_page=True)

    scenario = json.loads(VILLAGE_WINS.read_text(encoding="utf-8"))
    alice = log_in(browser, base, "alice", "alice-password", permissions=["clipboard-read", "clipboard-write"])
    bob = log_in(browser, base, "bob", "bob-password")
    new_game(alice, base, "ga", [f"{s['name']} {s['role']}" for s in scenario["seats"]], True, scenario["rng"])
    new_game(bob, base, "gb", ["渐强", "甲", "乙", "丙", "丁", "戊", "己", "庚", "辛", "壬"], False, 5)
    assert 'href="/games/gb"' not in alice.goto(f"{base}/").text() and 'href="/games/ga"' in alice.content()
    assert 'href="/games/ga"' not in bob.goto(f"{base}/").text() and 'href="/games/gb"' in bob.content()

    alice.goto(f"{base}/games/ga/directors")
    alice.fill("form[action='/games/ga/directors/add'] input[name=name]", "bob")
    alice.click("form[action='/games/ga/directors/add'] button[type=submit]")
    assert "已添加协作导演 bob" in alice.text_content(".flash")
    alice.screenshot(path=str(SHOTS / "community-directors.png"), full_page=True)

    bob.goto(f"{base}/games/ga")
    bob.click("#close-period")  # bob, the co-director, opens night 1
    bob.wait_for_url("**/period?p=start")
    free_action(alice, base, "ga", 4, "杀人", "2")
    free_action(bob, base, "ga", 2, "救药", "2")
    free_action(alice, base, "ga", 1, "预言", "4")
    alice.goto(f"{base}/games/ga/inputs")
    log = alice.text_content("#open-log")
    assert "导演 alice" in log and "导演 bob" in log
    alice.screenshot(path=str(SHOTS / "community-inputs.png"), full_page=True)

    alice.goto(f"{base}/games/ga/spectate")
    alice.click("form[action='/games/ga/spectate'] button[type=submit]")
    watch_url = alice.input_value("#spectator-url")
    watcher = browser.new_context(viewport=PHONE).new_page()
    store = app.state.web.store
    store.record("ga", {"kind": "close"}, "director")  # the rest of the game entered on the command line
    for step in scenario["steps"][1:]:
        for v in step.get("sheriff_votes", []):
            store.record("ga", {"kind": "sheriff_vote", "by": v["by"], "for": v["for"]}, "director")
        for a in step.get("actions", []):
            try:
                store.record("ga", {"kind": "action", **a}, "director")
            except Refusal:  # the scenario tries the spent 救药 again on night 2, and is refused
                pass
        for v in step.get("votes", []):
            store.record("ga", {"kind": "vote", "by": v["by"], "for": v["for"]}, "director")
        if not store.peek("ga").over:
            store.record("ga", {"kind": "close"}, "director")
        if step["at"] == "day 1":  # the game runs on: the spectator sees the day's 公示 and nothing else
            watcher.goto(watch_url)
            text = watcher.text_content("main")
            assert "第1天放逐投票结果" in text and "当选警长" in text
            assert not [r for r in ROLES if r in text], text  # nobody's role while the game runs
            assert "1号 <预言>" not in text and "阵营" not in text and "救药" not in text
            watcher.screenshot(path=str(SHOTS / "community-spectator-running.png"), full_page=True)
    game = store.peek("ga")
    assert game.over and game.winner == "村民阵营"

    watcher.goto(watch_url)
    text = watcher.text_content("main")
    assert "复盘" in text and all(r in text for r in ROLES)  # everything, once it is over
    watcher.screenshot(path=str(SHOTS / "community-spectator-over.png"), full_page=True)

    phone = log_in(browser, base, "alice", "alice-password", viewport=PHONE,
                   permissions=["clipboard-read", "clipboard-write"])
    phone.goto(f"{base}/games/ga/fupan")
    assert phone.evaluate("document.documentElement.scrollWidth") <= PHONE["width"] + 1  # no sideways scrolling
    text = phone.text_content("main")
    for n, s in game.seats.items():
        assert f"{n}号 {s.name}" in text and f"{s.role}（{s.camp}）" in text
    for e in game.events:
        if e["type"] in ("death", "exile", "feedback", "sheriff"):
            assert present.describe(e) in text
    phone.screenshot(path=str(SHOTS / "community-fupan-phone.png"), full_page=True)
    phone.screenshot(path=str(SHOTS / "community-fupan-phone-top.png"))  # what a phone shows first
    phone.locator("#p3").scroll_into_view_if_needed()
    phone.screenshot(path=str(SHOTS / "community-fupan-phone-day1.png"))
    phone.click("#copy-fupan")
    copied = phone.evaluate("navigator.clipboard.readText()")
    assert copied.strip() == phone.input_value("#fupan-bbcode").strip()
    assert "[b]ga 测试局 · PVZ.Killer 标准规则 · 复盘[/b]" in copied and "游戏结束：村民阵营胜利" in copied
    assert all(present.announcement(game, p) in copied for p in ("night 1", "day 1", "night 2", "day 2"))

    p = players.by_name(app.state.web.conn, "渐强")
    admin.goto(f"{base}/players/{p.id}")
    rows = admin.text_content("#player-games")
    assert "ga 测试局" in rows and "gb 测试局" in rows and "预言家" in rows
    assert "已结束的游戏：1 局，胜 1 局" in admin.text_content("main")
    admin.screenshot(path=str(SHOTS / "community-player.png"), full_page=True)
    admin.goto(f"{base}/archive")
    assert "ga 测试局" in admin.text_content("#archive") and "gb" not in admin.text_content("#archive")
    admin.screenshot(path=str(SHOTS / "community-archive.png"), full_page=True)
