"""A real browser plays the opening and night 1 of a 078 game (issue 9): the director creates it by
hand with 节气 and 字母, the leaders hand in their letter lists and the 混血儿 their 节气 on their own
pages, the night's players act on theirs, and the grimoire draws the camp graph (screenshots in
$BANSHA_SCREENSHOTS, /tmp/bansha-shots)."""
from __future__ import annotations

import sys
from pathlib import Path

from .conftest import IN_A_BROWSER, SHOTS
from .test_browser import login

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "rulesets" / "bajian"))
from bj_helpers import ELDER, ELDER_LIST, HYBRIDS, KING, PIPER, SEER, TERMS, VULTURE, WOLF_LIST, seats  # noqa: E402

pytestmark = IN_A_BROWSER


def submit(page, skill: str, *, text: str | None = None, choice: str | None = None, target: str | None = None,
           letters: list[str] | None = None):
    form = page.locator(f".offer[data-skill='{skill}'] form.skillform").first
    if text is not None:
        form.locator("[name=choice_text]").fill(text)
    for i, x in enumerate(letters or ()):  # the opening 征召: one select per letter, in the leader's order
        form.locator("select[name=picks]").nth(i).select_option(x)
    if choice is not None:
        form.locator("select[name=choice]").select_option(choice)
    if target is not None:
        form.locator("select[name=targets]").first.select_option(target)
    form.locator("button[type=submit]").click()
    page.wait_for_load_state()


def test_a_078_opening_and_night_in_the_browser(app, server, browser):
    SHOTS.mkdir(parents=True, exist_ok=True)
    base = server.base
    page = browser.new_context(viewport={"width": 1400, "height": 1000}).new_page()
    page.on("dialog", lambda d: d.accept())
    login(page, base)
    page.goto(f"{base}/games/new")
    page.fill("input[name=game_id]", "bj1")
    page.select_option("#ruleset", "bajian")
    lines = [f"{s['name']} {s['role']} {s['term']}" + (f" {s['letter']}" if "letter" in s else "") for s in seats()]
    page.fill("textarea[name=players]", "\n".join(lines))
    page.check("input[name=deal][value=hand]")
    page.click("#new-game button[type=submit]")
    page.wait_for_selector("#issued")
    url = {n: page.get_attribute(f"a.seat-link[data-seat='{n}']", "href") for n in range(1, 25)}

    players = browser.new_context(viewport={"width": 900, "height": 1000})
    p = players.new_page()
    p.on("dialog", lambda d: d.accept())
    p.goto(url[KING])
    assert p.locator(".offer[data-skill='征召'] input[name=targets]").count() == 0  # letters, not 24 seat boxes
    submit(p, "征召", letters=list(WOLF_LIST))
    p.goto(url[ELDER])
    submit(p, "征召", letters=list(ELDER_LIST))
    p.goto(url[1])
    p.screenshot(path=str(SHOTS / "bajian-hybrid-start.png"), full_page=True)
    for n in HYBRIDS:
        p.goto(url[n])
        submit(p, "支持", choice=TERMS[{1: 3, 3: 1}.get(n, PIPER if n % 3 == 0 else KING)])
    page.goto(f"{base}/games/bj1")
    page.click("#close-period")  # start → day 1
    page.goto(f"{base}/games/bj1")
    page.click("#close-period")  # day 1 (nobody stands) → night 1
    page.goto(f"{base}/games/bj1")
    assert "第1夜" in page.text_content("body") or "night 1" in page.text_content("body")

    p.goto(url[PIPER])
    submit(p, "吹笛", target="1")
    p.goto(url[VULTURE])
    submit(p, "杀人", target=str(SEER))
    p.screenshot(path=str(SHOTS / "bajian-vulture-night1.png"), full_page=True)
    page.goto(f"{base}/games/bj1")
    page.screenshot(path=str(SHOTS / "bajian-grimoire.png"), full_page=True)
    page.locator("#camp-graph").screenshot(path=str(SHOTS / "bajian-camp-graph.png"))
    text = page.text_content("#grimoire")
    assert "鹫狼" in text and "节气 小满" in text
    assert page.locator("#camp-graph [data-kind='支持']").count() >= 10
    assert page.locator("#camp-graph [data-kind='互联']").count() == 2  # 1 ⇄ 3
