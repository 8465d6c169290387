"""245's 黑幕自选 on the console (JIU-R58): the inputs page of a jiu game offers the 新月目标 form; the director's pick
is recorded through the same path as other inputs, refused with the rules' reason off the 晨曦 days, and decides
the target of the 新月 drawn that 晨曦 (匹夫一怒: 黑商 3号, 九天圣人 4号 and 摄魂师 6号 tie at the lowest score)."""
from __future__ import annotations

from .conftest import jiu_game

ROLES = ["朱雀", "刺客鸭", "黑商", "九天圣人", "岚", "摄魂师", "预言家", "狼巫", "闪电战士", "瘟神", "帝尊魔皇", "圣女",
         "狂戮", "侦探"]


def test_the_director_names_a_moon_s_target_on_the_inputs_page(app, director):
    jiu_game(app, ROLES)
    store = app.state.web.store
    store.record("j", {"kind": "action", "by": 2, "skill": "群内可选技能", "choice": "遮天"})
    store.record("j", {"kind": "close"})
    page = director.get("/games/j/inputs").text
    assert 'id="moon-pick-form"' in page and '<option value="匹夫一怒，血溅五步">' in page
    r = director.post("/games/j/moon_pick", data={"csrf": director.csrf, "moon": "匹夫一怒，血溅五步", "targets_text": "4"})
    assert r.status_code == 409 and "竞选日没有晨曦" in r.text
    for n in range(1, 15):
        store.record("j", {"kind": "sheriff_vote", "by": n, "for": 12})
    store.record("j", {"kind": "action", "by": 12, "skill": "任职宣言", "choice": "自由"})
    store.record("j", {"kind": "action", "by": 12, "skill": "辅政", "targets": [1]})
    store.record("j", {"kind": "close"})
    store.record("j", {"kind": "close"})  # → day 2
    r = director.post("/games/j/moon_pick", data={"csrf": director.csrf, "moon": "匹夫一怒，血溅五步", "targets_text": "4"})
    assert r.status_code == 200 and "新月目标：&lt;匹夫一怒，血溅五步&gt; 4号" in r.text
    assert store.inputs("j")[-1].payload == {"kind": "moon_pick", "moon": "匹夫一怒，血溅五步", "targets": [4]}
    store.record("j", {"kind": "action", "by": 1, "skill": "代理", "choice": "匹夫一怒，血溅五步"})
    store.record("j", {"kind": "close"})
    game = store.open("j")
    assert [n for n in (3, 4, 6) if any(s.defn.name == "崩塌狙击" for s in game.seats[n].skills)] == [4]
