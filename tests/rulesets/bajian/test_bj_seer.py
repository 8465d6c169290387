"""预言家 — 验人 (预言) and 天眼【2】 (BJ-R34, R35, R58, R113)."""
from bj_helpers import ELDER, GUARD, PIPER, SEER, VULTURE, A, feedback, game, night, rejected


def test_bj_r34_check_reads_the_live_camp():
    g = game([night(1, A(SEER, "验人", [1]), A(SEER, "天眼", [ELDER]))], supports={1: PIPER})
    assert feedback(g, SEER, "验人") == ["吹笛者阵营"]


def test_bj_r113_q3_check_then_heaven_eye_on_the_same_role_r35_skills_by_and_on():
    g = game([night(1, A(GUARD, "守护之盾", [1]), A(VULTURE, "杀人", [GUARD]), A(SEER, "验人", [VULTURE]),
                    A(SEER, "天眼", [VULTURE]))])
    eye = feedback(g, SEER, "天眼")[0]
    assert any("<杀人>" in x for x in eye["对谁使用了什么技能"])
    assert "<验人>" in eye["被使用了哪些技能"]
    assert feedback(g, SEER, "验人") == ["狼人阵营"]


def test_bj_r35_two_heaven_eyes_in_one_night_then_none():
    g = game([night(1, A(SEER, "天眼", [1]), A(SEER, "天眼", [3])), {"at": "day 2"}, night(2, A(SEER, "天眼", [7]))])
    assert len(feedback(g, SEER, "天眼")) == 2 and rejected(g, SEER, "天眼")


def test_the_seed_s_flow_name_yu_yan_is_the_same_skill():
    g = game([night(1, A(SEER, "预言", [VULTURE]))])
    assert feedback(g, SEER, "验人") == ["狼人阵营"]
