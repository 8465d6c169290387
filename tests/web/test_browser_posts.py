"""Browser test (issue 19): a PVZ night and day run from the console, every post copied from 待发布.
The wolves kill from their page, the director closes the night on the console (a PVZ night posts
nothing: 待发布 has nothing to copy), the election ends, and the director copies the election's result
and the night's exits from 待发布, in order, marking each posted. Screenshots at 390×844 and on a desktop."""
from __future__ import annotations

import os
from pathlib import Path

from bansha.demo import NAMES, ROLES

from . import posting
from .conftest import IN_A_BROWSER, new_game
from .test_browser import login

pytestmark = IN_A_BROWSER
SHOTS = Path(os.environ.get("BANSHA_SCREENSHOTS", "/tmp/bansha-shots")) / "posts"
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}


def _shot(page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def _fits(page) -> None:
    """Nothing on the page is wider than the screen (no sideways scrolling of the page itself)."""
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1")


def test_the_director_copies_a_pvz_night_and_day_from_posts_due(app, server, browser):
    base = server.base
    seats = [{"seat": i + 1, "name": n, "role": r} for i, (n, r) in enumerate(zip(NAMES, ROLES))]
    tokens = new_game(app, "posts", "pvz", seats)
    store = app.state.web.store
    store.record("posts", {"kind": "close"})  # the opening settles: night 1

    wolf = browser.new_context(viewport=PHONE).new_page()
    wolf.goto(f"{base}/p/{tokens[2]}")
    form = wolf.locator(".offer[data-skill='杀人'] form.skillform")
    form.locator("select[name=targets]").select_option("7")
    form.locator("button[type=submit]").click()
    wolf.wait_for_selector("#settled >> text=2号 <杀人> → 7号")

    def director(viewport):
        ctx = browser.new_context(viewport=viewport, permissions=["clipboard-read", "clipboard-write"])
        page = ctx.new_page()
        page.on("dialog", lambda d: d.accept())
        login(page, base)
        return page

    phone = director(PHONE)
    phone.goto(f"{base}/games/posts")
    phone.click("#close-period")  # night 1 → day 1
    phone.wait_for_url("**/period?p=night%201")
    phone.goto(f"{base}/games/posts/posts")
    assert "现在没有需要发布的公示" in phone.text_content("#nothing-due")
    assert phone.locator("button.copy").count() == 0, "nothing to copy where there is nothing to post"
    _shot(phone, "1-night-nothing-due-phone")

    for n in range(1, 13):
        store.record("posts", {"kind": "sheriff_vote", "by": n, "for": 1})
    desk = director(DESKTOP)
    desk.goto(f"{base}/games/posts/posts")
    assert desk.locator(".due-post").count() == 2
    _fits(desk)
    _shot(desk, "2-posts-due-desktop")

    phone.goto(f"{base}/games/posts")
    assert "2 条公示待发布" in phone.text_content("#posts-due")
    _fits(phone)
    _shot(phone, "2-overview-phone")
    phone.click("#posts-due a")
    phone.wait_for_url("**/games/posts/posts")
    _fits(phone)
    _shot(phone, "3-posts-due-phone")
    copied = posting.copy_due(phone, base, "posts")
    assert copied == ["警长竞选结果：1号12票。1号渐强 当选警长。", "【PVZ.Killer】第1天：昨夜出局的角色为 7号猎户。"]
    assert "现在没有需要发布的公示" in phone.text_content("#nothing-due")
    assert "已发布（2 条）" in phone.text_content("#posted-posts summary")
    phone.click("#posted-posts summary")
    _fits(phone)
    _shot(phone, "4-all-posted-phone")
    desk.reload()  # the other director's page reads the marks back
    assert "现在没有需要发布的公示" in desk.text_content("#nothing-due")


def test_the_078_overview_fits_a_phone(app, server, browser):
    """Issue 19: 078's 560 px camp graph no longer zooms the whole overview out on a phone: it scales into
    its own box, and the page is no wider than the screen."""
    from .test_bajian_console import seats
    new_game(app, "bj", "bajian", seats(), start_date="2030-01-01")
    page = browser.new_context(viewport=PHONE).new_page()
    login(page, server.base)
    page.goto(f"{server.base}/games/bj")
    page.wait_for_selector("#camp-graph svg.camp-graph")
    _fits(page)
    width = page.evaluate("document.querySelector('svg.camp-graph').getBoundingClientRect().width")
    assert 300 <= width <= 390
    page.locator("#camp-graph").screenshot(path=str(SHOTS / "5-078-graph-phone.png"))
    _shot(page, "5-078-overview-phone")


def test_a_pvz_game_two_days_and_nights_from_the_pages_and_posts_due(app, server, browser):
    """Issue 19: a PVZ game run two days and nights from the players' pages and the console alone: the night's
    kill, the night-1 hunter's 最后一枪 and last words from his page, the election and the exile vote pasted from
    their threads, every period closed on the console and every post copied from 待发布."""
    from .test_browser_shapes import Console, Seats

    base = server.base
    seats = [{"seat": i + 1, "name": n, "role": r} for i, (n, r) in enumerate(zip(NAMES, ROLES))]
    tokens = new_game(app, "week", "pvz", seats)
    desk = browser.new_context(viewport=DESKTOP, permissions=["clipboard-read", "clipboard-write"]).new_page()
    desk.on("dialog", lambda d: d.accept())
    login(desk, base)
    phone = browser.new_context(viewport=PHONE).new_page()
    phone.on("dialog", lambda d: d.accept())
    players = Seats(phone, {n: f"{base}/p/{t}" for n, t in tokens.items()}, "pvz")
    console, name = Console(desk, base, "week"), {k: n for k, n in enumerate(NAMES, 1)}
    SHOTS.mkdir(parents=True, exist_ok=True)

    def tag(n: int) -> str:
        return f"【{n:02d}.{name[n]}】"

    console.close()  # the opening: night 1
    players.act(2, "杀人", target=7)  # the pack kills the 猎人
    players.act(1, "预言", target=10)
    console.close()  # day 1: nothing posted before the election (the night-1 victim still votes)
    console.paste("警长竞选贴", [(k, f"{tag(k)}【投票】给{tag(1)}") for k in range(1, 13)], "", 2, name)
    players.act(7, "最后一枪", target=10)  # the hunter, told once the election ends, shoots from his page
    phone.goto(players.urls[7])
    phone.fill("form.wordsform textarea[name=text]", "我是猎人，带走10号。")
    phone.locator("form.wordsform button[type=submit]").click()
    phone.wait_for_load_state()
    console.settle_next()
    console.posted += posting.copy_due(desk, base, "week")
    living = [k for k in range(1, 13) if k not in (7, 10)]
    console.paste("讨论贴", [(k, f"{tag(k)}【投票】给{tag(2)}") for k in living], "", 2, name)
    console.close()  # night 2
    players.act(5, "杀人", target=3, shot="wolf-king-night2")  # the 狼王 kills for the pack
    console.close()  # day 2
    posts = "\n".join(console.posted)
    for words in ("警长竞选结果", "7号猎户", "<最后一枪>", "我是猎人，带走10号。", "2号雪雪", "3号阿青"):
        assert words in posts, (words, console.posted)
    assert posts.index("警长竞选结果") < posts.index("7号猎户") < posts.index("我是猎人")  # in the seed's order
    assert "第2天" in console.show("day2-console")
    _fits(phone)
