"""JIU-R20 on the page: "标明<强制>的技能不允许放弃发动" — a <强制> skill the page offers has no 本阶段放弃 button,
while a skill without the tag keeps one."""
from __future__ import annotations

from fastapi.testclient import TestClient

from .conftest import jiu_game

ROLES = ["朱雀", "刺客鸭", "黑商", "九天圣人", "岚", "摄魂师", "预言家", "狼巫", "狼狗", "瘟神", "帝尊魔皇", "圣女",
         "怪盗", "侦探"]
DUCK, DOG = 2, 9


def _pass_buttons(html: str, skill: str) -> int:
    block = html.split(f'data-skill="{skill}"', 1)[1].split('class="offer"', 1)[0]
    return block.count('class="passform"')


def test_jiu_r20_no_pass_button_for_a_forced_skill(app):
    tokens = jiu_game(app, ROLES)
    client = TestClient(app)
    wolf = client.get(f"/p/{tokens[DUCK]}").text
    assert 'data-skill="群内可选技能"' in wolf and _pass_buttons(wolf, "群内可选技能") == 1
    store = app.state.web.store
    store.record("j", {"kind": "action", "by": DUCK, "skill": "群内可选技能", "choice": "遮天"})
    dog = client.get(f"/p/{tokens[DOG]}").text
    assert 'data-skill="做狼还是做狗"' in dog and _pass_buttons(dog, "做狼还是做狗") == 0
