"""摄魂师 — 摄魂 (JIU-R65)."""
from jiu_helpers import SEER, SOUL, A, announced, game, night, notices, rejected


def test_jiu_r65_the_target_is_told_and_its_text_is_published_next_day():
    g = game([night(1, A(SOUL, "摄魂", [SEER]), A(SEER, "摄魂", choice="[熊咆哮了]")), {"at": "day 2"}])
    assert any("摄魂" in t for t in notices(g, SEER))
    assert "[熊咆哮了]" in announced(g, "day 2")


def test_jiu_r65_at_most_50_characters_and_only_the_target():
    g = game([night(1, A(SOUL, "摄魂", [SEER]), A(SEER, "摄魂", choice="喵" * 51), A(3, "摄魂", choice="我"))])
    assert "不超过50字" in rejected(g, SEER, "摄魂")[0] and rejected(g, 3, "摄魂")


def test_jiu_r65_r178_the_target_told_when_early_night_ends_may_still_send_its_text():
    """JIU-R65, R178: "结算目标于早夜结束后收到通知，结算目标可以让导演明天公布不超过50字的任意内容" — told only once 早夜
    is over, the 结算目标 sends its text after that (in the rest of the night), and day 2 publishes it; the
    next night it is no 摄魂 target and has nothing to send."""
    g = game([])  # night 1 open
    g.submit({"kind": "action", "by": SOUL, "skill": "摄魂", "targets": [SEER]})
    g.settle("早夜通知")
    assert any("你被<摄魂>" in t for t in notices(g, SEER))
    g.submit({"kind": "action", "by": SEER, "skill": "摄魂", "choice": "[熊咆哮了]"})
    g.close()
    g.close()  # day 2; night 2 open
    assert "[熊咆哮了]" in announced(g, "day 2")
    from bansha.engine.errors import Refusal
    try:
        g.submit({"kind": "action", "by": SEER, "skill": "摄魂", "choice": "再来一次"})
        refused = None
    except Refusal as e:
        refused = str(e)
    assert refused  # its one text is spent, and it is no 摄魂 target tonight
