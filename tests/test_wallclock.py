"""The console's one reading of the real clock (`bansha.wallclock`): moved as a whole by `start_at` or
BANSHA_NOW, and back to the real clock with None."""
from __future__ import annotations

import os
from datetime import datetime, timedelta, timezone

import pytest

from bansha import wallclock
from bansha.service import timetable


@pytest.fixture
def restore():
    """The suite's own moment again (tests/conftest.py)."""
    yield
    wallclock.start_at(wallclock.parse(os.environ["BANSHA_NOW"]))


def test_start_at_moves_the_clock_and_it_runs_on(restore):
    moment = datetime(2030, 5, 1, 9, 0, tzinfo=timezone(timedelta(hours=8)))
    wallclock.start_at(moment)
    first = wallclock.now()
    assert timedelta(0) <= first - moment < timedelta(seconds=5)
    assert first.utcoffset() == timedelta(0)
    assert wallclock.now() >= first


def test_none_is_the_real_clock_again(restore):
    wallclock.start_at(None)
    assert abs(wallclock.now() - datetime.now(timezone.utc)) < timedelta(seconds=5)


@pytest.mark.parametrize("text, words", [("明天", "应写成带时区的 ISO 时间"), ("2026-12-01T12:00", "需要时区"),
                                         ("9999-12-31T23:00+08:00", "应在 2000–2099 年之间")])
def test_a_moment_without_its_offset_is_refused_with_the_reason(text, words):
    with pytest.raises(ValueError, match=words):
        wallclock.parse(text)


def test_lateness_reads_the_moved_clock(restore):
    """A deadline is past or not by the console's clock, not by the machine's."""
    deadline = type("Row", (), {"at": datetime(2026, 12, 3, 21, 20, tzinfo=timezone(timedelta(hours=8))),
                                "what": "黄昏2"})()
    setup = type("Setup", (), {"start_date": "2026-12-03"})()
    wallclock.start_at(datetime(2026, 12, 3, 21, 0, tzinfo=timezone(timedelta(hours=8))))
    assert timetable.closed_reason(deadline, None, setup) == ""
    wallclock.start_at(datetime(2026, 12, 3, 21, 30, tzinfo=timezone(timedelta(hours=8))))
    assert "已过截止时间（黄昏2：12-03 21:20）" in timetable.closed_reason(deadline, None, setup)


def test_the_console_says_when_its_clock_is_moved(restore):
    wallclock.start_at(datetime(2026, 12, 8, 20, 0, tzinfo=timezone(timedelta(hours=8))))
    assert wallclock.moved() and wallclock.notice().startswith("排练时钟：")
    assert "2026-12-08 20:00（北京时间）" in wallclock.notice()
    wallclock.start_at(None)
    assert not wallclock.moved() and wallclock.notice() == ""
