"""The console's new-game form for [245]酒 (JIU-R01–R10): the draft pool by faction with each identity's score,
a note on 随机好人 and the line-up's presence rules, and a hand deal refused in Chinese naming the row as the
director typed it (第3行), not the engine's seats[2] and English."""
from __future__ import annotations

import html

ROLES = ["祈求者", "预言家", "九天圣人", "黑商", "侦探", "圣女", "闪电战士", "茶艺师", "摄魂师", "狼狗", "刺客鸭", "狼巫", "帝尊魔皇",
         "怪盗"]


def post(director, roles: list[str]):
    lines = "\n".join(f"p{i} {r}" for i, r in enumerate(roles, 1))
    return director.post("/games/new", data={"csrf": director.csrf, "game_id": "j1", "ruleset": "jiu",
                                             "players": lines, "deal": "hand", "seed": "0"})


def test_jiu_r04_the_form_shows_the_pool_and_the_line_up_rules(director):
    page = director.get("/games/new").text
    assert "<strong>村民阵营</strong>：祈求者<small>（9分）</small>、预言家<small>（6分）</small>" in page
    assert "<strong>三方阵营</strong>：瘟神<small>（50分）</small>" in page and "<strong>狼人阵营</strong>：狼狗" in page
    assert "另有4个随机好人" in page and "有九天圣人必有帝尊魔皇" in page


def test_jiu_r04_a_bad_hand_deal_is_refused_in_chinese_by_row(director):
    cases = [(2, "随机好人", "第3行（身份）：随机好人是轮抽的位置：请写它抽成的村民阵营身份"),
             (2, "预言家", "玩家名单：身份池中的每个身份只能抽取一次：预言家出现了两次"),
             (2, "先知", "第3行：[245]酒没有身份“先知”"),
             (12, "岚", "玩家名单：有九天圣人必有帝尊魔皇")]
    for i, role, said in cases:
        roles = list(ROLES)
        roles[i] = role
        r = post(director, roles)
        text = html.unescape(r.text)
        assert r.status_code == 400 and said in text and "没有创建任何游戏" in text, (role, text[:400])
        assert "seats[" not in text
    assert post(director, ROLES).status_code == 200
