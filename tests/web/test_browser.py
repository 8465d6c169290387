"""Real browser tests: Playwright drives the machine's Chromium, headless, against uvicorn.

A director creates a game, two players submit their night actions on their own pages, the
director closes the night and copies the 公示, and the players see their feedback."""
from __future__ import annotations

from bansha.demo import NAMES, ROLES

from .conftest import IN_A_BROWSER, PASSWORD, SHOTS

pytestmark = IN_A_BROWSER


def login(page, base: str) -> None:
    page.goto(f"{base}/login")
    page.fill("input[name=name]", "admin")
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
    form = seer.locator(".offer[data-skill='预言'] form.skillform")
    form.locator("select[name=targets]").select_option("2")
    form.locator("button[type=submit]").click()
    # step (1) answers each use as it is taken (rulings R-STEPS): the answer is on the page at once
    seer.wait_for_selector("#messages >> text=1号 <预言> 对 2号：狼人阵营")
    assert "1号 <预言> → 2号" in seer.text_content("#settled")

    gargoyle = browser.new_context().new_page()
    gargoyle.goto(gargoyle_url)
    assert gargoyle.text_content("#role") == "石像鬼"
    form = gargoyle.locator(".offer[data-skill='查验'] form.skillform")
    form.locator("select[name=targets]").select_option("1")
    form.locator("button[type=submit]").click()
    gargoyle.wait_for_selector("#messages >> text=8号 <查验> 对 1号：预言家")
    assert "狼人阵营" not in gargoyle.text_content("#messages").replace("你的身份是石像鬼（狼人阵营）", "")

    page.goto(f"{base}/games/web1")
    grimoire = page.text_content("#grimoire")
    assert "预言" in grimoire and "查验" in grimoire
    page.click("#close-period")
    page.wait_for_url("**/period?p=night%201")
    assert "本阶段没有公示" in page.text_content("#no-posts"), "a PVZ night posts nothing (issue 18)"
    page.click("button[data-copy='pm-1']")
    page.wait_for_selector("button[data-copy='pm-1'].copied")
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied == page.text_content("#pm-1") and "1号 <预言> 对 2号：狼人阵营" in copied

    seer.reload()
    assert "1号 <预言> 对 2号：狼人阵营" in seer.text_content("#messages")
    assert "第1天" in seer.text_content("#period")
    gargoyle.reload()
    assert "8号 <查验> 对 1号：预言家" in gargoyle.text_content("#messages")
    assert "狼人阵营" not in gargoyle.text_content("#messages").replace("你的身份是石像鬼（狼人阵营）", "")


def _shot(page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def _submit(page, skill: str, target: int) -> None:
    form = page.locator(f".offer[data-skill='{skill}'] form.skillform")
    form.locator("select[name=targets]").select_option(str(target))
    form.locator("button[type=submit]").click()


def test_pvz_night_one_and_day_one_from_the_players_pages(app, server, browser):
    """Issue: the wolves submit, the witch's page then shows the 通灵 result and only then her
    potion forms; the night-1 victim's page shows nothing of the death until the election is
    over; the 猎人 shoots from his own page; an exiled 狼王 shoots from his page the same day.
    Demo table: 1 预言家 2 狼人 3 平民 4 女巫 5 狼王 6 平民 7 猎人 8 石像鬼 9 平民 10 狼人 11 守墓人 12 平民."""
    from .conftest import new_game
    seats = [{"seat": i + 1, "name": n, "role": r} for i, (n, r) in enumerate(zip(NAMES, ROLES))]
    tokens = new_game(app, "live", "pvz", seats)
    store = app.state.web.store
    store.record("live", {"kind": "close"})
    ctx = browser.new_context()

    def open_page(seat: int):
        p = ctx.new_page()
        p.on("dialog", lambda d: d.accept())
        p.goto(f"{server.base}/p/{tokens[seat]}")
        return p

    witch = open_page(4)
    assert witch.locator(".offer[data-skill='救药']").count() == 0, "no potion before the kill is in"
    assert witch.locator(".offer[data-skill='毒药']").count() == 0
    assert "通灵" not in witch.text_content("#messages")
    _shot(witch, "1-witch-before-the-kill")

    wolf = open_page(2)
    _submit(wolf, "杀人", 7)
    wolf.wait_for_selector("#settled >> text=2号 <杀人> → 7号")
    pack = open_page(10)
    assert "2号 <杀人> → 7号" in pack.text_content("#settled"), "a wolf sees the pack's kill"
    assert pack.locator(".offer[data-skill='杀人']").count() == 0, "settled: final (PVZ-R54)"

    witch.reload()
    assert "4号 <通灵>：7号" in witch.text_content("#messages")
    assert witch.locator(".offer[data-skill='救药'] form.skillform").count() == 1
    assert witch.locator(".offer[data-skill='毒药'] form.skillform").count() == 1
    _shot(witch, "2-witch-hears-the-kill")
    for potion in ("救药", "毒药"):
        witch.locator(f".offer[data-skill='{potion}'] form.passform button").click()
        witch.wait_for_load_state()
    assert witch.locator(".offer[data-skill='毒药']").count() == 0

    hunter = open_page(7)
    store.record("live", {"kind": "close"})  # night 1 → day 1
    hunter.reload()
    assert "已出局" not in hunter.text_content("#identity")
    assert "7号" not in hunter.text_content("#public")
    assert hunter.locator(".offer[data-skill='最后一枪']").count() == 0
    _shot(hunter, "3-hunter-before-the-election")

    for n in range(1, 13):
        store.record("live", {"kind": "sheriff_vote", "by": n, "for": 1})
    hunter.reload()
    assert "已出局" in hunter.text_content("#identity")
    assert "昨夜出局的角色为 7号" in hunter.text_content("#public")
    _shot(hunter, "4-hunter-may-shoot")
    _submit(hunter, "最后一枪", 10)
    hunter.wait_for_selector("#public >> text=10号十一 因<最后一枪>出局")
    # PVZ-R89: 所有出局玩家均已发动技能并提交遗言后，立即发布第一天的讨论贴 — the words come next, in place
    hunter.fill("#last-words textarea[name=text]", "我是猎人，带走了10号。")
    hunter.click("#last-words button[type=submit]")
    hunter.wait_for_selector("#last-words >> text=已提交遗言")
    store.record("live", {"kind": "last_words", "by": 10, "text": "狼人认输。"})
    public = [e["text"] for e in store.open("live").public_events() if e["type"] == "announce"]
    assert [t for t in public if "遗言" in t] == ["7号猎户 的遗言：我是猎人，带走了10号。", "10号十一 的遗言：狼人认输。"]
    assert "首夜遗言" in store.open("live").settled

    for n in range(1, 13):
        if n not in (7, 10):
            store.record("live", {"kind": "vote", "by": n, "for": 5})
    king = open_page(5)
    assert "已出局" in king.text_content("#identity") and "第1天" in king.text_content("#period")
    _shot(king, "5-exiled-wolf-king-may-shoot")
    _submit(king, "最后一枪", 3)
    king.wait_for_selector("#public >> text=3号阿青 因<最后一枪>出局")
    game = store.open("live")
    assert game.period == "day 1" and not game.seats[3].alive
    assert not any(e["type"] == "unused" for e in game.events)
