"""Two days and nights of a 245 game and of a 078 game played in a real browser from the players' pages and the
console alone (issue 19: no 任意录入, no CLI), each skill in the shape its seed gives it: 窥天's three village cards,
岚's asked identity and its second ask after 没有存活 (再次发动), 摄魂's text of at most 50 characters, 暗杀's guessed
[实际身份], 大杀四方's guess beside each seat; 078's opening 征召 letters in order, 报信's words, 长老's 权威 as a
number. Players on a 390×844 phone, the director on a desktop; screenshots in /tmp/shapes-shots."""
from __future__ import annotations

from pathlib import Path

from . import posting
from .conftest import IN_A_BROWSER
from .test_browser import login

pytestmark = IN_A_BROWSER
SHOTS = Path("/tmp/shapes-shots")
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1400, "height": 1000}
BAD = ("Traceback", "None", "Internal Server Error")
JIU = ["预言家", "锈剑骑士", "摄魂师", "黑商", "九天圣人", "侦探", "九尾狐", "帝尊魔皇", "刺客鸭", "狼巫", "岚", "狂戮", "瘟神", "暗恋者"]
SEER, SOUL, DETECTIVE, DUCK, WITCH, LAN, KUANGLU = 1, 3, 6, 9, 10, 11, 12


class Seats:
    """A phone that opens each seat's own link and sends the forms its page shows."""

    def __init__(self, page, urls: dict[int, str], prefix: str):
        self.page, self.urls, self.prefix = page, urls, prefix

    def open(self, n: int, shot: str | None = None) -> str:
        self.page.goto(self.urls[n])
        if shot:
            self.page.screenshot(path=str(SHOTS / f"{self.prefix}-{shot}.png"), full_page=True)
        text = self.page.inner_text("body")
        assert not any(b in text for b in BAD), (n, [b for b in BAD if b in text])
        return text

    def form(self, n: int, skill: str, again: bool = False):
        self.open(n)
        forms = self.page.locator(f".offer[data-skill='{skill}'] form.skillform")
        if again:
            forms = self.page.locator(f".offer[data-skill='{skill}'] form.skillform:has(input[name=again])")
        return forms.first

    def act(self, n: int, skill: str, *, target: int | None = None, choice: str | None = None,
            picks: list[str] = (), guesses: dict[int, str] | None = None, words: str | None = None,
            number: int | None = None, again: bool = False, shot: str | None = None) -> str:
        form = self.form(n, skill, again)
        if target is not None:
            form.locator("select[name=targets]").first.select_option(str(target))
        for t, guess in (guesses or {}).items():
            form.locator(f"input[name=targets][value='{t}']").check()
            form.locator(f"select[name=target_picks][aria-label^='{t}号']").select_option(label=guess)
        if choice is not None:
            form.locator("select[name=choice]").select_option(label=choice)
        for i, p in enumerate(picks):
            form.locator("select[name=picks]").nth(i).select_option(label=p)
        if words is not None:
            form.locator("textarea[name=words]").fill(words)
        if number is not None:
            form.locator("input[name=choice_text]").fill(str(number))
        if shot:
            self.page.screenshot(path=str(SHOTS / f"{self.prefix}-{shot}.png"), full_page=True)
        form.locator("button[type=submit]").click()
        self.page.wait_for_load_state()
        text = self.page.inner_text("body")
        assert "拒绝" not in text and not any(b in text for b in BAD), text[:600]
        return text


class Console:
    def __init__(self, page, base: str, gid: str):
        self.page, self.base, self.gid = page, base, gid
        self.posted: list[str] = []  # every post copied from 待发布, in order

    def show(self, shot: str | None = None) -> str:
        self.page.goto(f"{self.base}/games/{self.gid}")
        if shot:
            self.page.screenshot(path=str(SHOTS / f"{self.gid}-{shot}.png"), full_page=True)
        text = self.page.inner_text("body")
        assert not any(b in text for b in BAD), [b for b in BAD if b in text]
        return text

    def close(self) -> None:
        """Close the period on the console, then post what 待发布 lists (copied, marked posted)."""
        self.show()
        self.page.click("#close-period")
        self.page.wait_for_load_state()
        self.posted += posting.copy_due(self.page, self.base, self.gid)

    def until(self, seats: Seats, n: int, skill: str) -> bool:
        """推进结算 step by step until the seat's page offers `skill` (False if the period has no step left)."""
        for _ in range(12):
            seats.open(n)
            if seats.page.locator(f".offer[data-skill='{skill}'] form.skillform").count():
                return True
            self.show()
            if not self.page.locator("#settle-next").count():
                return False
            self.page.click("#settle-next")
            self.page.wait_for_load_state()
        return False

    def settle_next(self, times: int = 1) -> None:
        for _ in range(times):
            self.show()
            self.page.click("#settle-next")
            self.page.wait_for_load_state()

    def paste(self, kind: str, posts: list[tuple[int, str]], name: str, day: int = 3,
              author: dict[int, str] | None = None) -> str:
        """A thread as the forum shows it: each post under `name` and its seat's number, or under the seat's
        own name from `author` (M162 reads votes by name)."""
        self.page.goto(f"{self.base}/games/{self.gid}/thread")
        self.page.select_option("select[name=kind]", label=kind)
        body = "".join(f"{k}# {author[n] if author else f'{name}{n}'} 发表于 2026-12-0{day} 20:{k:02d}:00\n{text}\n"
                       for k, (n, text) in enumerate(posts, 1))
        self.page.fill("textarea[name=text]", "导演：专用帖\n" + body)
        self.page.click("#thread-form button[type=submit]")
        self.page.wait_for_selector("#thread-preview")
        preview = self.page.text_content("#thread-preview")
        self.page.click("#confirm-thread")
        self.page.wait_for_load_state()
        assert "已记录" in self.page.text_content(".flash")
        return preview


def _new_game(page, base: str, gid: str, ruleset: str, lines: list[str], n: int) -> dict[int, str]:
    login(page, base)
    page.goto(f"{base}/games/new")
    page.fill("input[name=game_id]", gid)
    page.select_option("#ruleset", ruleset)
    page.fill("textarea[name=players]", "\n".join(lines))
    page.check("input[name=deal][value=hand]")
    page.fill("input[name=start_date]", "")  # no timetable: the test plays faster than a day's hours
    if ruleset == "jiu":
        page.locator("select[name^='opt__jiu__']", has=page.locator("option", has_text="不抽取")).select_option(label="不抽取")
    page.click("#new-game button[type=submit]")
    page.wait_for_selector("#issued")
    return {k: page.get_attribute(f"a.seat-link[data-seat='{k}']", "href") for k in range(1, n + 1)}


def test_a_245_game_two_days_and_nights_from_the_pages(app, server, browser):
    SHOTS.mkdir(parents=True, exist_ok=True)
    page = browser.new_context(viewport=DESKTOP, permissions=["clipboard-read", "clipboard-write"]).new_page()
    page.on("dialog", lambda d: d.accept())
    urls = _new_game(page, server.base, "s245", "jiu", [f"p{i} {r}" for i, r in enumerate(JIU, 1)], len(JIU))
    phone = browser.new_context(viewport=PHONE).new_page()
    phone.on("dialog", lambda d: d.accept())
    seats, console = Seats(phone, urls, "s245"), Console(page, server.base, "s245")

    # 开局: the group picks 窥天 and asks about three village cards, each from a select of the pool's village identities
    seats.act(DUCK, "群内可选技能", choice="窥天")
    seats.act(DUCK, "窥天", picks=["预言家", "祈求者", "圣女"], shot="peek-form")
    assert "窥天：预言家存在；祈求者不存在；圣女不存在" in seats.open(WITCH)
    console.close()

    # 竞选日 正午: 岚 asks an identity no one holds, then asks again (a further use, not a change), then the election
    seats.act(LAN, "无尽追猎", choice="祈求者", shot="hunt-form")
    text = seats.open(LAN, "hunt-again")
    assert "没有存活" in text and seats.page.locator(".offer[data-skill='无尽追猎'] input[name=again]").count() == 1
    seats.act(LAN, "无尽追猎", choice="预言家", again=True)
    assert seats.open(LAN).count("存活") >= 2
    console.paste("警长竞选贴", [(k, "投票对象：1.p1\n投票理由：支持") for k in range(1, 15)], "p")
    console.settle_next(2)
    console.show("day1-console")
    console.close()

    # night 1: 摄魂 on the duck; 大杀四方 with a guess beside each seat (深夜2); the duck's text (摄魂内容, 凌晨2)
    seats.act(SOUL, "摄魂", target=DUCK)
    assert console.until(seats, KUANGLU, "大杀四方")
    seats.act(KUANGLU, "大杀四方", guesses={2: "锈剑骑士", 4: "黑商"}, shot="slaughter-form")
    assert console.until(seats, DUCK, "摄魂")
    assert seats.page.locator(".offer[data-skill='摄魂'] form.skillform").count() == 1  # one offer, not two
    words = "[熊咆哮了] 今晚平安"
    seats.act(DUCK, "摄魂", words=words, shot="soul-text")
    assert "等待：9号 摄魂" not in console.show()
    console.show("night1-console")
    console.close()
    for _ in range(3):  # the director publishes the text in the next day's 开门 公告
        if words in seats.open(SEER):
            break
        console.settle_next()
    assert words in seats.open(SEER, "day2-morning")

    # day 2 正午: the duck guesses the detective's [实际身份] from the pool's identities
    seats.act(DUCK, "暗杀", target=DETECTIVE, choice="侦探", shot="assassinate-form")
    votes = [(k, "投票对象：12.p12\n投票理由：狼") for k in range(1, 15) if k != DETECTIVE]
    console.paste("投票贴", votes, "p")
    console.settle_next(2)
    console.show("day2-console")
    console.close()
    seats.open(SEER, "night2-seer")
    console.close()
    text = console.show("day3-console")
    assert "第3天" in text
    seats.open(LAN, "day3-lan")
    console.close()  # night 3
    console.close()  # day 4: its 开门 waits for the night's 遗言, which nobody sends: the director moves on
    console.settle_next()
    console.posted += posting.copy_due(console.page, console.base, console.gid)
    assert "第4天" in console.show("day4-console")
    heads = [t.splitlines()[0] for t in console.posted]
    assert [h for h in heads if "开门" in h] == [f"[245]酒 第{d}天开门" for d in (1, 2, 3, 4)], heads
    assert any(words in t for t in console.posted)  # the 摄魂's text went out in a post the director copied


def test_a_078_game_two_days_and_nights_from_the_pages(app, server, browser):
    import sys
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "rulesets" / "bajian"))
    from bj_helpers import ELDER, ELDER_LIST, HYBRIDS, KING, PIPER, SEER as BJ_SEER, TERMS, VULTURE, WOLF_LIST, seats as deal
    SHOTS.mkdir(parents=True, exist_ok=True)
    page = browser.new_context(viewport=DESKTOP, permissions=["clipboard-read", "clipboard-write"]).new_page()
    page.on("dialog", lambda d: d.accept())
    lines = [f"{s['name']} {s['role']} {s['term']}" + (f" {s['letter']}" if "letter" in s else "") for s in deal()]
    urls = _new_game(page, server.base, "s078", "bajian", lines, 24)
    phone = browser.new_context(viewport=PHONE).new_page()
    phone.on("dialog", lambda d: d.accept())
    seats, console = Seats(phone, urls, "s078"), Console(page, server.base, "s078")

    # 开局: the leaders' letters in their own order (no seat boxes), the 混血儿's 节气
    seats.open(KING)
    assert seats.page.locator(".offer[data-skill='征召'] input[name=targets]").count() == 0
    seats.act(KING, "征召", picks=WOLF_LIST, shot="letters-form")
    seats.act(ELDER, "征召", picks=ELDER_LIST)
    for k in HYBRIDS:
        seats.act(k, "支持", choice=TERMS[{1: 3, 3: 1}.get(k, PIPER if k % 3 == 0 else KING)])
    console.close()
    console.paste("警长竞选贴", [(k, "投票对象：8.玩家8\n投票理由：支持") for k in range(1, 25)], "玩家")
    console.show("day1-console")
    console.close()

    # night 1: 报信's words to the 狼王, the seer's 验人, the knife
    seats.act(VULTURE, "报信", words="今晚刀8号", shot="message-form")
    seats.act(VULTURE, "杀人", target=20)
    seats.act(BJ_SEER, "验人", target=VULTURE)
    console.show("night1-console")
    console.close()
    assert "今晚刀8号" in seats.open(KING, "king-day2")

    # day 2: the vote pasted, the 长老's 权威 as a number
    assert console.until(seats, ELDER, "权威")  # once the day's 公示 is out (it waits for the night's 遗言)
    seats.act(ELDER, "权威", number=1, shot="authority-form")
    console.paste("投票贴", [(k, "投票对象：2.玩家2\n投票理由：狼") for k in range(1, 25) if k != 20], "玩家")
    console.show("day2-console")
    console.close()
    seats.open(BJ_SEER, "night2-seer")
    console.close()
    assert "第3天" in console.show("day3-console")
    assert console.posted and all(t.strip() for t in console.posted)  # each period's posts, from 待发布 alone
