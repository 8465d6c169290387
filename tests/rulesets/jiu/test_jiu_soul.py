"""摄魂师 — 摄魂 (JIU-R65)."""
from jiu_helpers import SEER, SOUL, A, announced, game, night, notices, rejected


def test_jiu_r65_the_target_is_told_and_its_text_is_published_next_day():
    g = game([night(1, A(SOUL, "摄魂", [SEER]), A(SEER, "摄魂", choice="[熊咆哮了]")), {"at": "day 2"}])
    assert any("摄魂" in t for t in notices(g, SEER))
    assert "[熊咆哮了]" in announced(g, "day 2")


def test_jiu_r65_at_most_50_characters_and_only_the_target():
    g = game([night(1, A(SOUL, "摄魂", [SEER]), A(SEER, "摄魂", choice="喵" * 51), A(3, "摄魂", choice="我"))])
    assert "不超过50字" in rejected(g, SEER, "摄魂")[0] and rejected(g, 3, "摄魂")
