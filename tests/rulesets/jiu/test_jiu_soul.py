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


def test_jiu_r65_r224_the_text_is_due_with_the_night_s_last_phase():
    """JIU-R65, R224: the 结算目标 told after 早夜 sends its text by 凌晨2's time (关门100分钟内); then the tick settles it
    (视为放弃) rather than the night waiting on it. Sent, the text settles the step at once: the seat holds one text
    slot (the one promised with the 摄魂), not a second copy the step would still wait for (issue 19)."""
    from datetime import date, datetime

    from bansha.engine import settlement
    from bansha.engine.game import Game
    from bansha.engine.schedule import GMT8
    from bansha.rulesets.jiu import RULESET
    from jiu_helpers import DUCK, seats
    from bansha.engine import acting

    def told() -> Game:
        g = Game(RULESET, seats(), live=True, start_date="2026-12-01")
        g.submit({"kind": "action", "by": DUCK, "skill": "群内可选技能", "choice": "遮天"})
        g.close()
        g.close()  # night 1 (关门 12-02 21:00)
        g.submit({"kind": "action", "by": SOUL, "skill": "摄魂", "targets": [SEER], "time": "2026-12-02T21:35:00+08:00"})
        g.settle("早夜通知")
        return g
    g = told()
    g.settle("凌晨2")
    assert acting.waiting(g) == {SEER: ["摄魂"]}
    rows = RULESET.deadlines(date(2026, 12, 1), g.period, len(g.alive()))
    assert "摄魂内容" not in settlement.overdue(g, rows, datetime(2026, 12, 2, 22, 35, tzinfo=GMT8))
    assert "摄魂内容" in settlement.overdue(g, rows, datetime(2026, 12, 2, 22, 45, tzinfo=GMT8))
    g = told()
    g.submit({"kind": "action", "by": SEER, "skill": "摄魂", "choice": "喵", "time": "2026-12-02T22:35:00+08:00"})
    g.settle("凌晨2")
    assert "摄魂内容" in g.settled and acting.waiting(g) == {}
