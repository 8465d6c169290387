"""The opening's <强制> picks on the players' pages (JIU-R94, R92): 狼狗's 做狼还是做狗 and 大天狗's 家国抉择 are
offered on the holder's page while their step is open, the opening waits for them (it used to settle them at
random before the player could see a form), and the pick made on the page is the one that settles."""
from __future__ import annotations

from fastapi.testclient import TestClient

from bansha.rulesets.jiu.roles.tengu import Road
from bansha.rulesets.jiu.roles.wolf_dog import DogFace

from .conftest import jiu_game, player_post

ROLES = ["祈求者", "预言家", "九天圣人", "黑商", "侦探", "圣女", "暗恋者", "闪电战士", "狼狗", "刺客鸭", "狼巫", "帝尊魔皇",
         "大天狗", "怪盗"]
DOG, DUCK, TENGU = 9, 10, 13


def _act(app, token: str, skill: str, choice: str):
    return player_post(TestClient(app), token, skill=skill, choice=choice)


def test_jiu_r94_the_dog_and_the_tengu_pick_on_their_pages_and_the_opening_waits(app):
    web = app.state.web
    tokens = jiu_game(app, ROLES)
    tengu = TestClient(app).get(f"/p/{tokens[TENGU]}").text
    assert 'data-skill="家国抉择"' in tengu
    assert 'value="远征"' in tengu and 'value="回家"' in tengu
    dog = TestClient(app).get(f"/p/{tokens[DOG]}").text
    assert 'value="做狼"' not in dog  # its step is later: not offered before
    assert _act(app, tokens[TENGU], "家国抉择", "远征").status_code == 303
    assert _act(app, tokens[DUCK], "群内可选技能", "遮天").status_code == 303
    dog = TestClient(app).get(f"/p/{tokens[DOG]}").text
    assert 'value="做狼"' in dog and "做狗（预言家）" in dog  # a dog names its surface identity (JIU-R95)
    game = web.store.open("j")
    assert "做狼还是做狗" not in game.settled  # waits for the dog
    assert _act(app, tokens[DOG], "做狼还是做狗", "做狼").status_code == 303
    game = web.store.open("j")
    assert "做狼还是做狗" in game.settled and game.seats[DOG].state_of(DogFace).side == "做狼"
    assert game.seats[TENGU].state_of(Road).chosen == "远征"
    assert DOG in game.groups["狼人"]


def test_jiu_r120_the_dreamer_picks_its_identity_on_its_page(app):
    """JIU-R120 空想具现 "空想家需选择一个8分及以下的村民狼人身份（大法官除外）": the opening waits for the 空想家 and its
    page offers the identities to pick from (it offered no form, so the pick could only be random)."""
    roles = ["祈求者", "预言家", "九天圣人", "黑商", "侦探", "圣女", "暗恋者", "空想家", "狼狗", "刺客鸭", "狼巫", "帝尊魔皇",
             "大天狗", "怪盗"]
    web = app.state.web
    tokens = jiu_game(app, roles, "d")
    page = TestClient(app).get(f"/p/{tokens[8]}").text
    assert 'value="黑商"' in page and 'value="刺客鸭"' not in page and 'value="朱雀"' not in page  # ≤8 only
    client = TestClient(app)
    r = player_post(client, tokens[8], skill="空想具现", choice="黑商")
    assert r.status_code == 303
    assert web.store.open("d").seats[15].role == "黑商"
