"""The generic timetable: anchors, selectors, acceleration, events and due_now."""
from __future__ import annotations

from datetime import date, datetime, timedelta, timezone

import pytest

from bansha.engine.schedule import (
    GMT8,
    ByAlive,
    Clock,
    Earliest,
    Entry,
    Event,
    First,
    Ref,
    Shift,
    Timetable,
    base_date,
    deadlines,
    due_now,
    parse_period,
    selects,
    status,
)

D0 = date(2024, 3, 1)
HOUR = timedelta(hours=1)


def at(day: int, hh: int, mm: int = 0, tz=GMT8) -> datetime:
    return datetime(2024, 3, 1 + day, hh, mm, tzinfo=tz)


def table(*entries: Entry) -> Timetable:
    return Timetable("toy", (("start", 0, 0), ("night", 1, -1), ("day", 1, 0)), entries)


def by_key(items) -> dict:
    return {d.key: d for d in items}


def test_period_labels_and_selectors() -> None:
    # PVZ-R59: bansha labels night 1, day 1, night 2 …; "start" comes first.
    assert parse_period("start") == ("start", 0)
    assert parse_period("night 12") == ("night", 12)
    for bad in ("night 0", "day", "dusk 1", "start 1"):
        with pytest.raises(ValueError):
            parse_period(bad)
    assert selects("night", "night 3") and selects("night 1", "night 1")
    assert selects("day 2+", "day 5") and not selects("day 2+", "day 1")
    assert not selects("night", "day 1") and selects("start", "start")


def test_base_dates_follow_the_date_rows() -> None:
    # PVZ-R59: a period's calendar date is start_date + per_n * n + const.
    t = table()
    assert base_date(t, D0, "night 1") == D0
    assert base_date(t, D0, "day 3") == date(2024, 3, 4)
    with pytest.raises(ValueError):
        base_date(Timetable("empty", ()), D0, "day 1")


def test_clock_times_including_24_00() -> None:
    # PVZ-R106: "截止24:00" is midnight at the end of the base date.
    t = table(Entry("a", "夜晚行动", "预言家", "night", Clock(0, "24:00"), opens=Clock(0, "21:00")),
              Entry("b", "夜晚", "全体", "night", Clock(1, "09:00")))
    got = deadlines(t, D0, "night 2", alive=9)
    assert [(d.key, d.at) for d in got] == [("a", at(2, 0)), ("b", at(2, 9))]
    assert got[0].opens == at(1, 21) and got[0].at.tzinfo is GMT8
    for bad in ("24:30", "9", "25:00", "09:60"):
        with pytest.raises(ValueError):
            Clock(0, bad)


def test_event_offsets_and_required_events() -> None:
    # PVZ-R107, PVZ-R110: the kill is due two hours after 关门, a supplied event.
    t = table(Entry("kill", "杀人", "狼队", "night", Event("closed", 2 * HOUR)),
              Entry("late", "补充", "裁判", "night", Event("other"), optional=True))
    got = deadlines(t, D0, "night 2", 9, {"closed": at(1, 21)})
    assert [d.key for d in got] == ["kill"] and got[0].at == at(1, 23)
    with pytest.raises(ValueError, match="杀人"):
        deadlines(t, D0, "night 2", 9)


def test_refs_first_earliest_shift() -> None:
    # PVZ-R74, PVZ-R115: windows hang off other rows and off 自爆 when it happens.
    end = Clock(0, "20:00")
    cut = Earliest(Event("exploded"), end)
    t = table(
        Entry("talk", "讨论", "存活角色", "day", cut, opens=Clock(0, "09:00")),
        Entry("boom", "自爆", "狼人", "day", cut, opens=Shift(end, -2 * HOUR)),
        Entry("closed", "关门", "裁判", "day", First(Event("exploded"), Ref("talk", HOUR))),
        Entry("words", "遗言", "出局者", "day", Ref("closed", 2 * HOUR), opens=Ref("closed")),
    )
    plain = by_key(deadlines(t, D0, "day 1", 9))
    assert plain["boom"].opens == at(1, 18) and plain["closed"].at == at(1, 21)
    assert plain["words"].at == at(1, 23) and plain["words"].opens == at(1, 21)
    boom = by_key(deadlines(t, D0, "day 1", 9, {"exploded": at(1, 18, 40)}))
    assert boom["talk"].at == boom["boom"].at == boom["closed"].at == at(1, 18, 40)
    assert boom["boom"].opens == at(1, 18) and boom["words"].at == at(1, 20, 40)


def test_ref_cycles_and_duplicate_keys_are_refused() -> None:
    loop = table(Entry("a", "甲", "x", "day", Ref("b")), Entry("b", "乙", "x", "day", Ref("a")))
    with pytest.raises(ValueError, match="cycle"):
        deadlines(loop, D0, "day 1", 9)
    twice = table(Entry("a", "甲", "x", "day", Clock(0, "09:00")),
                  Entry("a", "甲", "x", "day 1", Clock(0, "10:00")))
    with pytest.raises(ValueError, match="two rows"):
        deadlines(twice, D0, "day 1", 9)


@pytest.mark.parametrize(("alive", "hour"), [(12, 20), (7, 20), (6, 18), (5, 18), (4, 16), (2, 16)])
def test_by_alive_picks_the_tightest_threshold(alive: int, hour: int) -> None:
    # PVZ-R82: ≤6 alive → 18:00, ≤4 alive → 16:00, otherwise 20:00.
    end = ByAlive(Clock(0, "20:00"), ((6, Clock(0, "18:00")), (4, Clock(0, "16:00"))))
    got = deadlines(table(Entry("talk", "讨论", "存活角色", "day", end)), D0, "day 4", alive)
    assert got[0].at == at(4, hour)


def test_unless_drops_rows_and_ties_keep_declared_order() -> None:
    # PVZ-R76: a self-explosion skips the exile vote.
    t = table(Entry("vote", "放逐投票", "存活角色", "day", Clock(0, "21:00"), unless=("exploded",)),
              Entry("z", "乙", "x", "day", Clock(0, "09:00")),
              Entry("y", "甲", "x", "day", Clock(0, "09:00")))
    assert [d.key for d in deadlines(t, D0, "day 1", 9)] == ["z", "y", "vote"]
    exploded = deadlines(t, D0, "day 1", 9, {"exploded": at(1, 18, 40)})
    assert [d.key for d in exploded] == ["z", "y"]


def test_time_zones_fixed_offset_and_foreign_events() -> None:
    # PVZ-R59: all times are GMT+8; a fixed +08:00 offset gives the same instants.
    plus8 = timezone(timedelta(hours=8))
    t = table(Entry("kill", "杀人", "狼队", "night", Event("closed", 2 * HOUR)),
              Entry("act", "夜晚行动", "预言家", "night", Clock(0, "24:00")))
    utc_close = datetime(2024, 3, 2, 13, 0, tzinfo=timezone.utc)
    zoned = deadlines(t, D0, "night 2", 9, {"closed": utc_close})
    fixed = deadlines(t, D0, "night 2", 9, {"closed": utc_close}, tz=plus8)
    assert [d.at for d in zoned] == [d.at for d in fixed] == [at(1, 23), at(2, 0)]
    assert fixed[0].at.tzinfo is plus8 and fixed[0].at.hour == 23
    with pytest.raises(ValueError, match="timezone-aware"):
        deadlines(t, D0, "night 2", 9, {"closed": datetime(2024, 3, 2, 21)})
    with pytest.raises(ValueError):
        deadlines(t, D0, "night 2", -1, {"closed": utc_close})


def test_due_now_lists_open_and_overdue() -> None:
    # PVZ-R106, PVZ-R107: at 23:30 the kill has lapsed and night actions are still open.
    t = table(Entry("kill", "杀人", "狼队", "night", Clock(0, "23:00"), opens=Clock(0, "21:00")),
              Entry("act", "夜晚行动", "预言家", "night", Clock(0, "24:00"), opens=Clock(0, "21:00")),
              Entry("end", "夜晚", "全体", "night", Clock(1, "09:00"), opens=Clock(0, "21:00")))
    items = deadlines(t, D0, "night 1", 9)
    assert due_now(items, at(0, 20)) == []
    assert [(d.deadline.key, d.status) for d in due_now(items, at(0, 23, 30))] == [
        ("kill", "overdue"), ("act", "open"), ("end", "open")]
    assert status(items[0], at(0, 23)) == "overdue"
    assert status(items[0], datetime(2024, 3, 1, 14, 30, tzinfo=timezone.utc)) == "open"
    point = deadlines(table(Entry("post", "发布讨论贴", "裁判", "day", Clock(0, "09:00"))), D0, "day 1", 9)
    assert status(point[0], at(1, 8)) == "open"


def test_hongloumeng_times_can_be_expressed() -> None:
    # HLM-R95, HLM-R81, HLM-R96, HLM-R73, HLM-R69: deadlines off 关门, off another action,
    # before the next game day, and hours before the discussion end (with a 延时 override).
    end = First(Event("delayed_end"), Clock(0, "21:00"))
    t = table(
        Entry("discussion", "讨论", "存活角色", "day", end, opens=Clock(0, "09:00")),
        Entry("speed", "申请加速/延时", "存活角色", "day", Ref("discussion", -3 * HOUR)),
        Entry("no_change", "禁止改票/代投", "存活角色", "day", Ref("discussion"),
              opens=Ref("discussion", -HOUR)),
        Entry("badge", "移交警长", "警长", "day", Event("closed", timedelta(minutes=30)), optional=True),
        Entry("night", "夜晚行动", "预言家、女巫", "night", Event("closed", HOUR)),
        Entry("wolf_king", "冲锋", "黑狼王", "night", Event("wolves_acted", timedelta(minutes=30)),
              optional=True),
        Entry("words", "遗言", "白天出局者", "night", Clock(1, "09:00")),
    )
    day = by_key(deadlines(t, D0, "day 2", 9))
    assert day["speed"].at == at(2, 18) and day["no_change"].opens == at(2, 20)
    assert "badge" not in day
    delayed = by_key(deadlines(t, D0, "day 2", 9, {"delayed_end": at(3, 21)}))
    assert delayed["speed"].at == at(3, 18)
    events = {"closed": at(1, 21), "wolves_acted": at(1, 21, 40)}
    night = by_key(deadlines(t, D0, "night 2", 9, events))
    assert night["night"].at == at(1, 22) and night["wolf_king"].at == at(1, 22, 10)
