"""鹫狼 — 杀人【团队】, 隼眼【限定】, 报信 (BJ-R09, R19–R21)."""
from bj_helpers import HUNTWOLF, KING, SEER, VULTURE, A, feedback, game, night, notices, rejected


def test_bj_r09_r19_the_pack_is_the_vulture_and_the_hunting_wolf():
    g = game([])
    assert sorted(g.groups["鹫猎"]) == sorted([VULTURE, HUNTWOLF]) and KING not in g.groups["鹫猎"]


def test_bj_r20_falcon_eye_tells_identity_camp_and_tonight_s_skills():
    g = game([night(1, A(SEER, "验人", [1]), A(VULTURE, "隼眼", [SEER]))])
    eye = feedback(g, VULTURE, "隼眼")[0]
    assert eye["身份"] == "预言家" and eye["阵营"] == "村民阵营"
    assert any("<验人>" in x for x in eye["对谁使用了什么技能"])


def test_bj_r21_message_reaches_the_king_within_50_characters():
    g = game([night(1, A(VULTURE, "报信", choice="刀8"), A(HUNTWOLF, "报信", choice="x"))])
    assert "鹫狼<报信>：刀8" in notices(g, KING)
    assert rejected(g, HUNTWOLF, "报信")
    g = game([night(1, A(VULTURE, "报信", choice="长" * 51))])
    assert "50字以内" in rejected(g, VULTURE, "报信")[0]
