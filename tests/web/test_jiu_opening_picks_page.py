"""The opening's <强制> picks on the players' pages (JIU-R94, R92): 狼狗's 做狼还是做狗 and 大天狗's 家国抉择 are
offered on the holder's page while their step is open, the opening waits for them (it used to settle them at
random before the player could see a form), and the pick made on the page is the one that settles."""
from __future__ import annotations

from fastapi.testclient import TestClient

from bansha.web import links

ROLES = ["祈求者", "预言家", "九天圣人", "黑商", "侦探", "圣女", "暗恋者", "闪电战士", "狼狗", "刺客鸭", "狼巫", "帝尊魔皇",
         "大天狗", "怪盗"]
DOG, DUCK, TENGU = 9, 10, 13


def _act(app, token: str, skill: str, choice: str):
    client = TestClient(app)
    csrf = client.get(f"/p/{token}/api/state").json()["csrf"]
    return client.post(f"/p/{token}/act", data={"csrf": csrf, "skill": skill, "choice": choice}, follow_redirects=False)


def test_jiu_r94_the_dog_and_the_tengu_pick_on_their_pages_and_the_opening_waits(app):
    web = app.state.web
    game = web.store.create("j", "jiu", [{"seat": i, "name": f"j{i}", "role": r} for i, r in enumerate(ROLES, 1)],
                            {}, 1, "测试局", None)
    tokens = links.issue_all(web.conn, "j", {n: s.name for n, s in game.seats.items()})
    web.store.record("j", {"kind": "settle"})  # the director moves past 空想具现
    tengu = TestClient(app).get(f"/p/{tokens[TENGU]}").text
    assert "data-skill='家国抉择'" in tengu or 'data-skill="家国抉择"' in tengu
    assert 'value="远征"' in tengu and 'value="回家"' in tengu
    dog = TestClient(app).get(f"/p/{tokens[DOG]}").text
    assert 'value="做狼"' not in dog  # its step is later: not offered before
    assert _act(app, tokens[TENGU], "家国抉择", "远征").status_code == 303
    assert _act(app, tokens[DUCK], "群内可选技能", "遮天").status_code == 303
    dog = TestClient(app).get(f"/p/{tokens[DOG]}").text
    assert 'value="做狼"' in dog and 'value="做狗"' in dog
    game = web.store.open("j")
    assert "做狼还是做狗" not in game.settled  # waits for the dog
    assert _act(app, tokens[DOG], "做狼还是做狗", "做狼").status_code == 303
    game = web.store.open("j")
    assert "做狼还是做狗" in game.settled and game.seats[DOG].data["狼狗"] == "做狼"
    assert game.seats[TENGU].data["天狗"] == "远征"
    assert DOG in game.groups["狼人"]
