"""A real browser plays a 14-seat [245]酒 game into day 2 as its director and players would: the console's
new-game form with the draft pool and its scores, a hand deal, a start date and moon_draw 随机; the wolves' group
skill (遮天) and 狼狗's side from their own pages; the 竞选日's votes pasted as a 警长竞选贴 and the new sheriff's
任职宣言 and 辅政 from its page; a night of 预言, 祈祷 (a typed list), guards, the knife; the 执警's 代理 and the
group's 遮天 on day 2, which villagers see in place of the true 公告; a 宣言贴 and the exile vote pasted on the
thread page; the grimoire, the timetable and the 结算记录 page. Screenshots in $BANSHA_SCREENSHOTS
(/tmp/bansha-shots), jiu-*.png."""
from __future__ import annotations

from datetime import timedelta

from bansha import wallclock
from bansha.engine.schedule import GMT8

from .conftest import IN_A_BROWSER, SHOTS
from .test_browser import login

pytestmark = IN_A_BROWSER
ROLES = ["祈求者", "预言家", "九天圣人", "黑商", "侦探", "圣女", "闪电战士", "茶艺师", "摄魂师", "狼狗", "刺客鸭", "狼巫", "帝尊魔皇",
         "怪盗"]
INVOKER, SEER, SAGE, MERCHANT, SAINT, SOUL, DOG, DUCK, WITCH, EMPEROR, THIEF = 1, 2, 3, 4, 6, 9, 10, 11, 12, 13, 14
FAKE = "[245]酒 第2天开门\n出局角色（按出局顺序）：无\n平安夜"
TRUE_LINE = "警长：6号p6；执警：2号p2"
BAD = ("Traceback", "None", "至day", "night 1", "day 2")


class Players:
    """One browser tab that opens each seat's own link in turn."""

    def __init__(self, page, urls: dict[int, str]):
        self.page, self.urls = page, urls

    def open(self, n: int, shot: str | None = None) -> str:
        self.page.goto(self.urls[n])
        if shot:
            self.page.screenshot(path=str(SHOTS / f"jiu-{shot}.png"), full_page=True)
        text = self.page.inner_text("body")
        assert not any(b in text for b in BAD), (n, [b for b in BAD if b in text])
        return text

    def act(self, n: int, skill: str, *, choice: str | None = None, text: str | None = None,
            target: int | None = None) -> str:
        self.open(n)
        form = self.page.locator(f".offer[data-skill='{skill}'] form.skillform").first
        if choice is not None:
            form.locator("select[name=choice], select[name=choice_text]").select_option(label=choice)
        if text is not None:
            form.locator("[name=choice_text], textarea[name=words]").fill(text)
        if target is not None:
            form.locator("select[name=targets]").first.select_option(str(target))
        form.locator("button[type=submit]").click()
        self.page.wait_for_load_state()
        return self.page.inner_text("body")

    def decline(self, n: int, skill: str) -> None:
        self.open(n)
        self.page.locator(f".offer[data-skill='{skill}'] form.passform button").first.click()
        self.page.wait_for_load_state()

    def options(self, n: int, skill: str) -> list[str]:
        self.open(n)
        sel = self.page.locator(f".offer[data-skill='{skill}'] select[name=targets] option")
        return [v for v in sel.evaluate_all("os => os.map(o => o.value)") if v]


def paste(page, base: str, kind: str, posts: list[tuple[int, str]], shot: str) -> str:
    page.goto(f"{base}/games/j1/thread")
    page.select_option("select[name=kind]", label=kind)
    body = "".join(f"{k}# p{n} 发表于 2026-12-03 20:{k:02d}:00\n{text}\n" for k, (n, text) in enumerate(posts, 1))
    page.fill("textarea[name=text]", "导演：专用帖\n" + body)
    page.click("#thread-form button[type=submit]")
    page.wait_for_selector("#thread-preview")
    page.screenshot(path=str(SHOTS / f"jiu-{shot}.png"), full_page=True)
    preview = page.text_content("#thread-preview")
    page.click("#confirm-thread")
    page.wait_for_load_state()
    assert "已记录" in page.text_content(".flash")
    return preview


def close(page, base: str) -> None:
    page.goto(f"{base}/games/j1")
    page.click("#close-period")
    page.wait_for_load_state()


def settle_next(page, base: str, times: int = 1) -> None:
    """推进结算下一步骤: 正午 and the vote stay open until 关门 however early every seat has voted (rulings JIU-T3)."""
    for _ in range(times):
        page.goto(f"{base}/games/j1")
        page.click("#settle-next")
        page.wait_for_load_state()


def test_a_245_game_into_day_2_in_the_browser(app, server, browser):
    SHOTS.mkdir(parents=True, exist_ok=True)
    base = server.base
    page = browser.new_context(viewport={"width": 1400, "height": 1000}).new_page()
    page.on("dialog", lambda d: d.accept())
    login(page, base)
    page.goto(f"{base}/games/new")
    page.fill("input[name=game_id]", "j1")
    page.select_option("#ruleset", "jiu")
    pool = page.inner_text(".ruleset-options[data-ruleset='jiu']")
    assert "村民阵营：祈求者（9分）、预言家（6分）" in pool and "三方阵营：瘟神（50分）" in pool and "尚未实现" not in pool
    page.fill("textarea[name=players]", "\n".join(f"p{i} {r}" for i, r in enumerate(ROLES, 1)))
    page.check("input[name=deal][value=hand]")
    tomorrow = (wallclock.now().astimezone(GMT8) + timedelta(days=1)).date()  # nothing is late while the test plays
    page.fill("input[name=start_date]", tomorrow.isoformat())
    moon = page.locator("select[name^='opt__jiu__']", has=page.locator("option", has_text="不抽取"))
    assert moon.locator("option:checked").text_content() == "随机"
    page.screenshot(path=str(SHOTS / "jiu-new-game.png"), full_page=True)
    page.click("#new-game button[type=submit]")
    page.wait_for_selector("#issued")
    urls = {n: page.get_attribute(f"a.seat-link[data-seat='{n}']", "href") for n in range(1, 15)}
    seats = Players(browser.new_context(viewport={"width": 900, "height": 1000}).new_page(), urls)
    seats.page.on("dialog", lambda d: d.accept())

    # 开局: the group's 4选1 and the dog's side, each on its own page and in the seed's order
    page.goto(f"{base}/games/j1")  # the opening has settled by itself up to the group's choice, which it awaits
    assert "等待" in page.inner_text("body")
    seats.open(DOG)
    assert seats.page.locator(".offer[data-skill='做狼还是做狗']").count() == 0  # its step comes after the group's
    seats.act(DUCK, "群内可选技能", choice="遮天")
    wolf = seats.open(DUCK, "wolf-opening")
    assert "<遮天>" in wolf and "<窥天>" not in wolf and "<控天>" not in wolf
    seats.open(DOG, "dog-opening")
    seats.act(DOG, "做狼还是做狗", choice="做狼")
    assert "你现在做狼" in seats.open(DOG)
    close(page, base)

    # 竞选日: the votes in a 警长竞选贴, then the sheriff's 任职宣言 and 辅政 from its page
    preview = paste(page, base, "警长竞选贴", [(n, "投票对象：6.p6\n投票理由：支持") for n in range(1, 15)], "election-preview")
    assert "6号p6 最先获得投票数最多，当选警长" in preview  # the count as it would stand
    assert app.state.web.store.open("j1").sheriff is None  # every seat has voted: the vote is still open
    settle_next(page, base, 2)  # 正午, then the election: it ends at 关门 (here the director's 推进结算)
    assert app.state.web.store.open("j1").sheriff == SAINT
    assert str(SAINT) not in seats.options(SAINT, "辅政")  # 不能是警长自己
    seats.act(SAINT, "任职宣言", choice="独裁")
    seats.act(SAINT, "辅政", target=SEER)
    seats.open(SAINT, "sheriff-day1")
    assert "你成为执警" in seats.open(SEER)
    assert seats.page.locator(".offer[data-skill='做狼还是做狗']").count() == 0
    seats.open(DOG, "dog-dusk")  # the vote over, 黄昏 has begun: the dog must switch, and picks its face here
    assert seats.page.locator(".offer[data-skill='做狼还是做狗']").count() == 1
    close(page, base)  # unpicked, the <强制> default (it was offered)

    # night 1, step by step: a seat whose step is later is told what opens, then finds its form
    text = seats.open(SEER, "seer-night1-early")
    assert "本阶段稍后开放：<预言>（深夜1" in text
    seats.decline(THIEF, "偷盗")
    seats.act(SOUL, "摄魂", target=DUCK)
    seats.act(SAGE, "黑暗守护", target=5)
    seats.open(SAGE)
    assert "当前没有合法目标" not in seats.page.inner_text(".offer[data-skill='黑暗守护']")  # still changeable
    seats.act(EMPEROR, "光明守护", target=WITCH)
    refused = seats.act(INVOKER, "祈祷", text="2 村民 预言家")
    assert "“2 村民 预言家”有3项" in refused
    seats.act(INVOKER, "祈祷", text="2 村民 预言家 不带刀\n11 狼人 刺客鸭 带刀\n3 村民 九天圣人 -")
    seats.act(SEER, "预言", target=DOG)
    seats.decline(MERCHANT, "馈赠")
    seats.open(WITCH)
    assert seats.page.locator(".offer[data-skill='光明湮灭']").count() == 0  # from night 2 only
    seats.act(WITCH, "黑暗侦测", target=SEER)
    seats.act(DUCK, "杀人", target=7)
    seats.open(DUCK, "wolf-knife")
    seats.decline(INVOKER, "祈愿")
    for skill in ("祝福", "净化"):
        seats.decline(SAINT, skill)
    assert "填写正确的数量8" in seats.open(INVOKER, "invoker-night1")
    close(page, base)

    # day 2: the 执警 draws a 新月, the group replaces the 开门 公告, villagers see only the new one
    seats.act(SEER, "代理", choice="1")  # a draw code: the page shows numbers, not cards (JIU-R145)
    assert TRUE_LINE in seats.open(DUCK, "wolf-cover-sky")
    seats.act(DUCK, "遮天", text=FAKE)
    for n in (MERCHANT, SEER, 7):
        village = seats.open(n, f"seat{n}-day2" if n == MERCHANT else None)
        assert "平安夜" in village and TRUE_LINE not in village
        assert not any(r in village for r in ("刺客鸭", "狼巫", "怪盗", "帝尊魔皇"))  # no other seat's role
    assert "执警抽取号码：1，抽到新月：狼人毒牙" in village  # the card the code drew, shown after the 开门 公告
    paste(page, base, "宣言贴", [(5, "宣言：今天找到狼")], "declaration-preview")
    votes = [(n, "投票对象：11.p11\n投票理由：狼") for n in range(1, 15) if n not in (DUCK, WITCH, DOG)]
    votes += [(DUCK, "投票对象：6.p6\n投票理由：警长"), (WITCH, "投票对象：6.p6\n投票理由：警长"), (DOG, "投票对象：弃权\n投票理由：无")]
    preview = paste(page, base, "投票贴", votes, "vote-preview")
    assert "11号 12票" in preview  # the sheriff's [独裁] counts 2
    settle_next(page, base, 2)  # 正午, then the vote (it ends at 关门)
    text = seats.open(DUCK, "exiled-day2")
    assert "已出局" in text and "提交遗言" in text

    page.goto(f"{base}/games/j1")
    page.screenshot(path=str(SHOTS / "jiu-grimoire.png"), full_page=True)
    console = page.inner_text("body")
    assert not any(b in console for b in ("Traceback", "None", "至day"))
    grimoire = page.inner_text("#grimoire")
    assert "不死（13号） 至第2天" in grimoire and "流血（7号）" in grimoire  # 轰雷斩 on the exiled
    timetable = console.split("时间表")[-1]
    assert "晨曦2（代理、遮天）" in timetable and "放逐投票" in timetable
    page.click("text=结算记录")
    page.wait_for_load_state()
    assert "第2天 · 公示（到目前为止）" in page.inner_text("body"), "the open day first, with what it has posted"
    page.click("a[href$='p=night%201']")
    page.wait_for_load_state()
    page.screenshot(path=str(SHOTS / "jiu-report.png"), full_page=True)
    report = page.inner_text("body")
    assert "1号 <祈祷>：填写正确的数量8" in report and "Traceback" not in report and "None" not in report
