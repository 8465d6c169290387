"""245's penalties on the console (JIU-R225, R196): the cards tab offers the seed's breaches by name for the
reason, and a 僵局 form whose ruling gives the sheriff's faction the win when the period settles."""
from __future__ import annotations

from .conftest import jiu_game

ROLES = ["朱雀", "刺客鸭", "黑商", "九天圣人", "岚", "摄魂师", "预言家", "狼巫", "闪电战士", "瘟神", "帝尊魔皇", "圣女",
         "狂戮", "侦探"]


def test_the_cards_tab_offers_the_breaches_and_the_stalemate_ruling(app, director):
    jiu_game(app, ROLES)
    store = app.state.web.store
    page = director.get("/games/j/cards").text
    assert '<option value="贴脸（4）攻击、嘲讽或贬低">' in page and 'id="stalemate"' in page
    r = director.post("/games/j/stalemate", data={"csrf": director.csrf, "reason": "多方僵持"})
    assert r.status_code == 409 and "场上没有警长" in r.text and not store.inputs("j")  # refused: nothing recorded
    store.record("j", {"kind": "action", "by": 2, "skill": "群内可选技能", "choice": "遮天"})
    store.record("j", {"kind": "close"})
    for n in range(1, 15):
        store.record("j", {"kind": "sheriff_vote", "by": n, "for": 2})
    store.record("j", {"kind": "close"})  # night 1: 2号 刺客鸭 is sheriff
    r = director.post("/games/j/stalemate", data={"csrf": director.csrf, "reason": "多方僵持"}, follow_redirects=False)
    assert r.status_code == 303
    store.record("j", {"kind": "close"})
    game = store.open("j")
    assert game.winner == "狼人阵营" and game.outcome.reason == "游戏无法正常进行（多方僵持）：警长所属的阵营获胜"
