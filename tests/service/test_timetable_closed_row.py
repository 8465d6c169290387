"""The 关门 row of a day (「关门（统计投票结果并公布）」, the director's) falls due once the day has opened: made
before its calendar day begins (a 245 game created the evening before its start date, its opening settled), the
console's timetable says 未开始 for it, as for every other row of that day, where it said 进行中 a day early; from
the day's 09:00 it is 进行中, and after its hour 已截止."""
from __future__ import annotations

from datetime import datetime, timedelta, timezone
from types import SimpleNamespace

import pytest

from bansha import rulesets
from bansha.engine.game import Game
from bansha.service import timetable

GMT8 = timezone(timedelta(hours=8))
START = "2026-12-05"


def first_day(ruleset_id: str) -> Game:
    rs = rulesets.get(ruleset_id)
    g = Game(rs, [{"seat": i, "name": f"P{i}"} for i in range(1, rs.default_seats + 1)], {}, 3,
             start_date=START, live=True)
    while g.ruleset.kind(g.period) != "day":
        g.close()
    return g


def closed_row(ruleset_id: str, now: datetime) -> dict:
    g = first_day(ruleset_id)
    rows = timetable.rows(SimpleNamespace(start_date=START), g, now)
    return next(r for r in rows if r["what"] == "关门")


@pytest.mark.parametrize("ruleset_id", ["jiu", "bajian", "hongloumeng"])
def test_the_close_is_not_under_way_before_the_day_opens(ruleset_id):
    row = closed_row(ruleset_id, datetime(2026, 12, 4, 20, 0, tzinfo=GMT8))
    assert row["opens"] is not None and row["opens"] > datetime(2026, 12, 4, 20, 0, tzinfo=GMT8)
    assert row["state"] == "未开始"


@pytest.mark.parametrize("ruleset_id", ["jiu", "bajian", "hongloumeng"])
def test_the_close_is_due_from_the_day_s_opening_to_its_hour(ruleset_id):
    opens = closed_row(ruleset_id, datetime(2026, 12, 4, 20, 0, tzinfo=GMT8))["opens"]
    row = closed_row(ruleset_id, opens + timedelta(hours=3))
    assert row["state"] == "进行中"
    after = closed_row(ruleset_id, row["at"] + timedelta(minutes=1))
    assert after["state"] == "已截止"
