"""The console's grimoire for a 245 game: a status's end reads as a period in Chinese (光明守护's [不死] 至第2天),
not as the engine's label (至day 2)."""
from __future__ import annotations

from .conftest import jiu_game
from .test_jiu_night_pages import ROLES, night_one

EMPEROR, WITCH = 13, 12


def test_jiu_r68_a_status_until_a_period_reads_in_chinese(app, director):
    _, store = night_one(app)
    store.record("j", {"kind": "action", "by": EMPEROR, "skill": "光明守护", "targets": [WITCH]})
    store.record("j", {"kind": "close"})
    page = director.get("/games/j").text
    assert "不死（13号） 至第2天" in page and "至day" not in page


def test_the_console_offers_no_next_step_once_every_step_has_settled(app, director):
    """A 245 day whose steps have all settled (the vote in, 黄昏 done) leaves only 结算: the 推进结算下一步骤 button,
    which would only be refused, is replaced by a line saying so."""
    jiu_game(app, ROLES)
    store = app.state.web.store
    page = director.get("/games/j").text
    assert 'id="settle-next"' in page
    store.record("j", {"kind": "action", "by": 11, "skill": "群内可选技能", "choice": "遮天"})
    store.record("j", {"kind": "action", "by": 10, "skill": "做狼还是做狗", "choice": "做狼"})
    assert "做狼还是做狗" in store.open("j").settled  # the opening ran to its end as the picks came in
    page = director.get("/games/j").text
    assert 'id="settle-next"' not in page and "本阶段的步骤均已结算" in page and 'id="close-period"' in page
