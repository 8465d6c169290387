"""Two days and nights of a [M162]红楼梦 game in a real browser (issue 19), from the players' pages and the
console alone (no 任意录入, no CLI), every 公示 copied from 待发布 in order and marked posted: the night's
skills from the seats' own pages (the pack's 狼魂祈礼 and kill, the 摄梦人, the seer), the election and the
exile vote pasted from their threads, each period closed on the console. Players on a 390×844 phone, the
director on a desktop; screenshots in /tmp/m162-shots."""
from __future__ import annotations

from pathlib import Path

from .conftest import IN_A_BROWSER
from .test_browser_shapes import DESKTOP, PHONE, Console, Seats, _new_game

pytestmark = IN_A_BROWSER
SHOTS = Path("/tmp/m162-shots")
H = [("贾宝玉", "预言家"), ("林黛玉", "荣光骑士"), ("薛宝钗", "审判官"), ("王熙凤", "小红帽"), ("史湘云", "村民"),
     ("妙玉", "村民"), ("贾探春", "村民"), ("贾惜春", "村民"), ("秦可卿", "黑狼王"), ("贾元春", "狼巫"),
     ("贾迎春", "狼人"), ("李纨", "女巫"), ("晴雯", "摄梦人"), ("袭人", "魔女会学徒")]
SEER, V1, V2, KING, WOLF, DREAMER, APPRENTICE = 1, 5, 6, 9, 11, 13, 14
NAME = {k: n for k, (n, _) in enumerate(H, 1)}


def test_a_m162_game_two_days_and_nights_posted_from_posts_due(app, server, browser):
    SHOTS.mkdir(parents=True, exist_ok=True)
    desk = browser.new_context(viewport=DESKTOP, permissions=["clipboard-read", "clipboard-write"]).new_page()
    desk.on("dialog", lambda d: d.accept())
    urls = _new_game(desk, server.base, "m162", "hongloumeng", [f"{n} {r}" for n, r in H], len(H))
    phone = browser.new_context(viewport=PHONE).new_page()
    phone.on("dialog", lambda d: d.accept())
    seats, console = Seats(phone, urls, "m162"), Console(desk, server.base, "m162")
    seen = 0

    def copy_due(page, base: str, gid: str, shot: str) -> list[str]:
        """The posts the console's close copied from 待发布 since the last look (Console.close posts them)."""
        nonlocal seen
        page.goto(f"{base}/games/{gid}/posts")
        page.screenshot(path=str(SHOTS / f"{shot}.png"), full_page=True)
        new, seen = console.posted[seen:], len(console.posted)
        return new
    posted: list[str] = []

    console.close()  # the opening: night 1
    seats.act(KING, "狼魂祈礼", choice="残暴", shot="king-night1")
    seats.act(WOLF, "杀人", target=V1)
    seats.act(DREAMER, "摄梦", target=APPRENTICE)
    assert console.posted == [] and "现在没有需要发布的公示" in console.page.goto(  # nothing posted at night
        f"{server.base}/games/m162/posts").text()
    console.close()  # day 1, the 警长竞选日: night 1's victims vote first, their list comes after the election
    posted += copy_due(desk, server.base, "m162", "posts-day1")  # R-DAYS: 开门 (the cards so far)
    assert not any("史湘云" in t for t in posted), posted
    assert "已出局" not in seats.open(V1, "v1-day1")  # HLM-A13: 在第一天发言投票后离场

    living = [k for k in range(1, 15)]
    console.paste("警长竞选贴", [(k, f"投票对象：{NAME[SEER]}\n投票理由：支持") for k in living], "", 2, NAME)
    console.show("day1-console")
    console.close()  # day 2: the election's result, night 1's list (第一夜公示), the day's own opening
    day2 = copy_due(desk, server.base, "m162", "posts-day2")
    assert any("警长" in t and "贾宝玉" in t for t in day2), day2
    assert any("5号史湘云" in t for t in day2), day2
    posted += day2
    assert "已出局" in seats.open(V1, "v1-day2")

    living = [k for k in range(1, 15) if k != V1]
    console.paste("投票贴", [(k, f"投票对象：{NAME[WOLF]}\n投票理由：狼") for k in living], "", 3, NAME)
    console.close()  # night 2: the exile and the day's end
    dusk = copy_due(desk, server.base, "m162", "posts-night2")
    assert any("11号贾迎春" in t for t in dusk), dusk
    posted += dusk

    seats.act(KING, "杀人", target=V2)
    seats.act(SEER, "预言", target=KING, shot="seer-night2")
    console.close()  # day 3: night 2's list
    day3 = copy_due(desk, server.base, "m162", "posts-day3")
    assert any("6号妙玉" in t for t in day3), day3
    posted += day3
    text = console.show("day3-console")
    assert "第3天" in text
    desk.goto(f"{server.base}/games/m162/posts")
    assert f"已发布（{len(posted)} 条）" in desk.text_content("#posted-posts summary")
