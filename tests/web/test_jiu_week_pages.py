"""A 245 week on the players' pages (issue 19): a second use the rules grant is sent from the page without replacing
the first (岚 asking again after 没有存活, JIU-R117), and a game created on its start date after 09:00 still opens —
the 群内可选技能 form is not closed as past a deadline the opening does not have (rulings JIU-T1)."""
from __future__ import annotations

from datetime import timedelta

from fastapi.testclient import TestClient

from bansha import wallclock
from .conftest import jiu_game, player_post

ROLES = ["朱雀", "刺客鸭", "黑商", "九天圣人", "岚", "摄魂师", "预言家", "狼巫", "闪电战士", "瘟神", "帝尊魔皇", "圣女",
         "狂戮", "侦探"]
DUCK, LAN = 2, 5


def test_jiu_r117_the_second_ask_is_sent_from_the_page_as_a_further_use(app):
    tokens = jiu_game(app, ROLES, options={"moon_draw": "不抽取"})
    store = app.state.web.store
    store.record("j", {"kind": "action", "by": DUCK, "skill": "群内可选技能", "choice": "控天"})
    store.record("j", {"kind": "close"})  # 竞选日: 正午 is open
    client = TestClient(app)
    r = player_post(client, tokens[LAN], skill="无尽追猎", choice="村民")
    assert r.status_code == 303, r.text[-300:]
    page = client.get(f"/p/{tokens[LAN]}").text
    form = page[page.index('data-skill="无尽追猎"'):]
    form = form[:form.index("</form>")]
    assert '<input type="hidden" name="again" value="1">' in form and "再次发动" in form
    r = player_post(client, tokens[LAN], skill="无尽追猎", choice="预言家", again="1")
    assert r.status_code == 303, r.text[-300:]
    answers = [e["result"] for e in store.open("j").events if e["type"] == "feedback" and e.get("to") == LAN]
    assert answers == ["没有存活", "存活"]


def test_jiu_t1_a_game_made_after_nine_of_its_start_date_offers_its_opening_choice(app):
    """Started the day before (so 09:00 of its start date is always past): the opening's form is open."""
    start = (wallclock.now() + timedelta(hours=8) - timedelta(days=1)).date().isoformat()
    tokens = jiu_game(app, ROLES, start_date=start)
    page = TestClient(app).get(f"/p/{tokens[DUCK]}").text
    form = page[page.index('data-skill="群内可选技能"'):]
    form = form[:form.index("</form>")]
    assert "已过截止时间" not in form and "disabled" not in form
