"""遮天 on the players' pages (JIU-R91): a [群内]'s page shows the 开门 公告 about to be published and takes the new
text (a multi-line text opening with a bracketed tag is words, not JSON); a village seat's page shows only the
replaced 公告 — the true one is not on it before the 勘误."""
from __future__ import annotations

from fastapi.testclient import TestClient


from bansha.service import forms

from .conftest import jiu_game, player_post

ROLES = ["朱雀", "刺客鸭", "黑商", "九天圣人", "岚", "摄魂师", "预言家", "狼巫", "闪电战士", "瘟神", "帝尊魔皇", "圣女",
         "狂戮", "侦探"]
DUCK, SEER, MERCHANT = 2, 7, 3
FAKE = "[245]酒 第2天开门\n出局角色（按出局顺序）：无\n平安夜"
TRUE_LINE = "出局角色（按出局顺序）：7号j7"


def test_jiu_r91_the_group_replaces_the_announcement_from_its_page(app):
    web = app.state.web
    tokens = jiu_game(app, ROLES, options={"moon_draw": "不抽取"})
    store = web.store
    store.record("j", {"kind": "action", "by": DUCK, "skill": "群内可选技能", "choice": "遮天"})
    store.record("j", {"kind": "close"})
    store.record("j", {"kind": "close"})  # day 1: no sheriff
    store.record("j", {"kind": "action", "by": DUCK, "skill": "杀人", "targets": [SEER]})
    store.record("j", {"kind": "close"})  # night 1: day 2 waits at 遮天 for the group
    wolf = TestClient(app)
    page = wolf.get(f"/p/{tokens[DUCK]}").text
    assert 'value="遮天"' in page and TRUE_LINE in page and '<textarea name="words"' in page
    assert TRUE_LINE not in TestClient(app).get(f"/p/{tokens[MERCHANT]}").text
    r = player_post(wolf, tokens[DUCK], skill="遮天", words=FAKE)
    assert r.status_code == 303, r.text[-300:]
    assert store.inputs("j")[-1].payload["choice"] == FAKE
    store.record("j", {"kind": "last_words", "by": SEER, "text": "我是预言家"})  # the 开门 waits for the night's words
    village = TestClient(app).get(f"/p/{tokens[MERCHANT]}").text
    assert "平安夜" in village and TRUE_LINE not in village
    assert forms.choice_text("[熊咆哮了]") == "[熊咆哮了]"  # 摄魂's own example, words too


def test_jiu_r89_after_the_choice_a_wolf_page_lists_only_the_chosen_group_skill(app, director):
    """JIU-R89 开局群内4选1: before the choice the wolves' pages describe all four; after it, only the one chosen
    (遮天), on the pages and in the console's group row — not 窥天/控天 as if the group held them."""
    web = app.state.web
    tokens = jiu_game(app, ROLES, options={"moon_draw": "不抽取"})
    before = TestClient(app).get(f"/p/{tokens[DUCK]}").text
    assert all(f"&lt;{k}&gt;" in before for k in ("窥天", "控天", "遮天"))
    web.store.record("j", {"kind": "action", "by": DUCK, "skill": "群内可选技能", "choice": "遮天"})
    after = TestClient(app).get(f"/p/{tokens[DUCK]}").text
    assert "&lt;遮天&gt;" in after and "&lt;窥天&gt;" not in after and "&lt;控天&gt;" not in after
    row = director.get("/games/j").text
    row = row[row.index("群与团队技能"):]
    assert "遮天" in row and "窥天" not in row[:row.index("</ul>")] and "控天" not in row[:row.index("</ul>")]
