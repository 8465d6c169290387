"""[245]酒's timetable (JIU-R22, R224; rulings JIU-T1): each phase of the flow closes at its stated
minutes after 关门 — 黄昏 10/20, 早夜 30/40, 午夜 60, 深夜 70/80, 凌晨 90/100, the next 晨曦 110/120 —
正午 runs 09:00–21:00 (20:00 on the 关门 date), a 讨论日 spans two dates (three over a weekend);
with a calendar, an input sent after its phase is refused and `tick` settles a phase whose time is up."""
from __future__ import annotations

from datetime import date, datetime

import pytest

from bansha.engine import settlement
from bansha.engine.errors import Refusal
from bansha.engine.game import Game
from bansha.engine.schedule import GMT8
from bansha.rulesets.jiu import RULESET
from bansha.rulesets.jiu.timetable import closes_at, jiu_deadlines

from jiu_helpers import DUCK, SEER, WITCH, seats

D0 = date(2026, 12, 1)  # a Tuesday: day 1 (竞选日) opens


def at(period: str, key: str) -> str:
    return next(f"{d.at:%m-%d %H:%M}" for d in jiu_deadlines(D0, period, 14) if d.key == key)


def test_jiu_r224_each_phase_closes_its_minutes_after_closing():
    assert at("day 1", "closed") == "12-02 21:00"
    assert [at("day 1", k) for k in ("黄昏1", "黄昏2")] == ["12-02 21:10", "12-02 21:20"]
    night = [at("night 1", k) for k in ("早夜1", "早夜2", "午夜", "深夜1", "深夜2", "凌晨1", "凌晨2")]
    assert night == ["12-02 21:30", "12-02 21:40", "12-02 22:00", "12-02 22:10", "12-02 22:20", "12-02 22:30",
                     "12-02 22:40"]
    assert [at("day 2", k) for k in ("晨曦1", "晨曦2")] == ["12-02 22:50", "12-02 23:00"]


def test_jiu_r22_noon_ends_at_20_on_the_closing_date_and_days_span_two_or_three_dates():
    assert at("day 2", "正午") == "12-04 20:00"  # day 2: Thursday and Friday
    assert closes_at(D0, "day 3") == datetime(2026, 12, 7, 21, 0, tzinfo=GMT8)  # Sat, Sun, Mon: a weekend day
    assert at("day 2", "no_change") == "12-04 21:00" and at("day 2", "requests") == "12-04 18:00"
    what = next(d.what for d in jiu_deadlines(D0, "night 1", 14) if d.key == "深夜1")
    assert "预言" in what and "黑暗侦测" in what  # a page finds a skill's deadline by its name


def night_one() -> Game:
    g = Game(RULESET, seats(), live=True, start_date="2026-12-01")
    g.submit({"kind": "action", "by": DUCK, "skill": "群内可选技能", "choice": "遮天"})
    g.close()  # → day 1
    g.close()  # → night 1
    assert g.period == "night 1"
    return g


def test_jiu_r224_an_action_after_its_phase_is_forfeited():
    g = night_one()
    seer = {"kind": "action", "by": SEER, "skill": "预言", "targets": [WITCH]}
    with pytest.raises(Refusal, match=r"<预言>须在12-02 22:10前提交（深夜1"):
        g.submit({**seer, "time": "2026-12-02T22:15:00+08:00"})
    g.submit({**seer, "time": "2026-12-02T22:05:00+08:00"})
    assert any(getattr(i, "skill", None) == "预言" for i in g.inbox)


def test_jiu_r224_a_phase_past_its_time_is_due_for_the_tick():
    g = night_one()
    rows = RULESET.deadlines(D0, g.period, len(g.alive()))
    due = settlement.overdue(g, rows, datetime(2026, 12, 2, 22, 5, tzinfo=GMT8))
    assert due and all(s in ("早夜1", "早夜2", "午夜") for s in due)
    assert "深夜1" not in due


def test_jiu_r22_r224_a07_closing_is_21_the_vote_runs_until_it_and_the_night_counts_from_it():
    """JIU-A07 (rulings JIU-T1): 关门 at 21:00 on the day's last date; 正午 skills stop at 20:00, the exile vote at 关门."""
    assert at("day 2", "closed") == "12-04 21:00" and at("day 2", "正午") == "12-04 20:00"
    assert at("day 2", "投票") == "12-04 21:00" and at("day 2", "no_change") == "12-04 21:00"
    assert at("day 2", "黄昏1") == "12-04 21:10" and at("night 2", "深夜1") == "12-04 22:10"


def test_jiu_r224_a_night_closed_late_keeps_its_dawn_minutes():
    """JIU-R224: 晨曦1/晨曦2 are due 110/120 minutes after the day's 关门 — but a night the director closed past
    that (here at 23:30) still leaves 晨曦 its 10 and 20 minutes after the night's end, so the 执警's 代理 and
    the group's 遮天 are not shut the moment the day begins; a night closed on time keeps the plan."""
    late = {"opened": datetime(2026, 12, 2, 23, 30, tzinfo=GMT8)}
    dawn = {d.key: f"{d.at:%m-%d %H:%M}" for d in jiu_deadlines(D0, "day 2", 14, late)}
    assert (dawn["晨曦1"], dawn["晨曦2"]) == ("12-02 23:40", "12-02 23:50")
    early = {"opened": datetime(2026, 12, 2, 22, 35, tzinfo=GMT8)}
    dawn = {d.key: f"{d.at:%m-%d %H:%M}" for d in jiu_deadlines(D0, "day 2", 14, early)}
    assert (dawn["晨曦1"], dawn["晨曦2"]) == ("12-02 22:50", "12-02 23:00")


def test_jiu_r91_r224_cover_sky_is_due_by_the_end_of_dawn():
    """JIU-R91 遮天 is [晨曦]: its row is 晨曦2's (its step after the 新月 settles by it), not 晨曦1's 最后一枪."""
    row = next(d for d in jiu_deadlines(D0, "day 2", 14) if "遮天" in d.what)
    assert row.key == "晨曦2" and f"{row.at:%m-%d %H:%M}" == "12-02 23:00"
    from bansha.rulesets.jiu.cover_sky import STEPS
    assert next(s for s in STEPS if s.id == "遮天").deadline == "晨曦2"
