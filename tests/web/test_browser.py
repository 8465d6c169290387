"""Real browser tests: Playwright drives the machine's Chromium, headless, against uvicorn.

A director creates a game, two players submit their night actions on their own pages, the
director closes the night and copies the 公示, and the players see their feedback."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from bansha.demo import NAMES, ROLES

from .conftest import PASSWORD

CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]

pytestmark = pytest.mark.skipif(not CHROMIUM.exists(), reason="/usr/bin/chromium is not installed "
                                "(Debian's chromium; browser downloads are not possible here)")


@pytest.fixture
def browser():
    from playwright.sync_api import sync_playwright
    os.environ.setdefault("PLAYWRIGHT_BROWSERS_PATH", "0")
    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=ARGS)
        yield b
        b.close()


def login(page, base: str) -> None:
    page.goto(f"{base}/login")
    page.fill("input[name=password]", PASSWORD)
    page.click("button[type=submit]")
    page.wait_for_url(f"{base}/")


def test_director_and_two_players_play_a_night(app, server, browser):
    base = server.base
    director = browser.new_context(permissions=["clipboard-read", "clipboard-write"])
    page = director.new_page()
    page.on("dialog", lambda d: d.accept())
    login(page, base)

    page.goto(f"{base}/games/new")
    page.fill("input[name=game_id]", "web1")
    page.fill("input[name=title]", "浏览器测试局")
    page.select_option("#ruleset", "pvz")
    page.fill("textarea[name=players]", "\n".join(f"{n} {r}" for n, r in zip(NAMES, ROLES)))
    page.check("input[name=deal][value=hand]")
    page.click("#new-game button[type=submit]")
    page.wait_for_selector("#issued")
    assert "已创建 web1" in page.text_content(".flash")
    seer_url = page.get_attribute("a.seat-link[data-seat='1']", "href")
    gargoyle_url = page.get_attribute("a.seat-link[data-seat='8']", "href")
    assert seer_url != gargoyle_url and "/p/" in seer_url

    page.goto(f"{base}/games/web1")
    page.click("#close-period")
    page.wait_for_url("**/period?p=start")

    players = browser.new_context()
    seer = players.new_page()
    seer.goto(seer_url)
    assert seer.text_content("#role") == "预言家"
    form = seer.locator(".offer[data-skill='预言'] form")
    form.locator("select[name=targets]").select_option("2")
    form.locator("button[type=submit]").click()
    seer.wait_for_selector("text=已提交：1号 <预言> → 2号")

    gargoyle = browser.new_context().new_page()
    gargoyle.goto(gargoyle_url)
    assert gargoyle.text_content("#role") == "石像鬼"
    form = gargoyle.locator(".offer[data-skill='查验'] form")
    form.locator("select[name=targets]").select_option("1")
    form.locator("button[type=submit]").click()
    gargoyle.wait_for_selector("text=已提交：8号 <查验> → 1号")
    assert "预言家" not in gargoyle.text_content("#history")

    page.goto(f"{base}/games/web1")
    grimoire = page.text_content("#grimoire")
    assert "预言" in grimoire and "查验" in grimoire
    page.click("#close-period")
    page.wait_for_url("**/period?p=night%201")
    page.click("#copy-announcement")
    page.wait_for_selector("#copy-announcement.copied")
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied == page.input_value("#announcement")
    assert copied.startswith("[b]PVZ.Killer") and "第1夜" in copied
    assert "1号 <预言> 对 2号：狼人阵营" in page.text_content("#private-messages")

    seer.reload()
    assert "1号 <预言> 对 2号：狼人阵营" in seer.text_content("#messages")
    assert "第1天" in seer.text_content("#period")
    gargoyle.reload()
    assert "8号 <查验> 对 1号：预言家" in gargoyle.text_content("#messages")
    assert "狼人阵营" not in gargoyle.text_content("#messages").replace("你的身份是石像鬼（狼人阵营）", "")
