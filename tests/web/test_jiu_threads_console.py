"""245's extra threads on the console's thread page: the 自由警长发言贴 (JIU-R46) and the 宣言贴 (JIU-R27) are
offered for a 245 game only, previewed and recorded like the discussion thread; the rules' refusal (a night post
by a seat without [自由]) comes back with the pasted text."""
from __future__ import annotations

from .conftest import jiu_game, new_game

ROLES = ["朱雀", "刺客鸭", "黑商", "九天圣人", "岚", "摄魂师", "预言家", "狼巫", "闪电战士", "瘟神", "帝尊魔皇", "圣女",
         "狂戮", "侦探"]


def text_of(posts: list[tuple[int, str]]) -> str:
    return "导演：专用帖\n" + "".join(f"{k}# j{seat} 发表于 2026-12-02 20:{k:02d}:00\n{body}\n"
                                   for k, (seat, body) in enumerate(posts, 1))


def night_one_with_a_free_sheriff(app):
    jiu_game(app, ROLES)
    store = app.state.web.store
    store.record("j", {"kind": "action", "by": 2, "skill": "群内可选技能", "choice": "遮天"})
    store.record("j", {"kind": "close"})
    for n in range(1, 15):
        store.record("j", {"kind": "sheriff_vote", "by": n, "for": 12})
    store.record("j", {"kind": "action", "by": 12, "skill": "任职宣言", "choice": "自由"})
    store.record("j", {"kind": "action", "by": 12, "skill": "辅政", "targets": [1]})
    store.record("j", {"kind": "close"})
    return store


def test_jiu_r46_r27_the_thread_page_offers_the_free_and_declaration_threads_for_245_only(app, director):
    night_one_with_a_free_sheriff(app)
    page = director.get("/games/j/thread").text
    assert '<option value="自由"' in page and "自由警长发言贴" in page and '<option value="宣言"' in page
    new_game(app, "p", "pvz", [{"seat": i, "name": f"p{i}"} for i in range(1, 13)])
    page = director.get("/games/p/thread").text
    assert "自由警长发言贴" not in page and "宣言贴" not in page


def test_jiu_r46_the_free_sheriff_posts_at_night_another_seat_is_refused(app, director):
    store = night_one_with_a_free_sheriff(app)
    assert store.open("j").sheriff == 12
    bad = text_of([(3, "夜里说两句")])
    form = {"csrf": director.csrf, "kind": "自由", "expect": "night 1"}
    r = director.post("/games/j/thread/confirm", data={**form, "text": bad})
    assert r.status_code == 409 and "没有[自由]状态" in r.text and "夜里说两句" in r.text
    good = text_of([(12, "警长夜里说两句")])
    r = director.post("/games/j/thread/preview", data={"csrf": director.csrf, "text": good, "kind": "自由"})
    assert r.status_code == 200
    r = director.post("/games/j/thread/confirm", data={**form, "text": good})
    assert r.status_code == 200 and "已记录 1 条发言（自由警长发言贴）" in r.text
    assert store.inputs("j")[-1].payload["thread"] == "自由"
