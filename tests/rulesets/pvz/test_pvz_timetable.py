"""PVZ.Killer's timetable per the "3楼内容补档及更新" (seed 6.2, 6.2.3, 6.2.4, 6.4, 6.5)."""
from __future__ import annotations

from datetime import date, datetime, timedelta, timezone

import pytest

from bansha.engine.schedule import GMT8, due_now
from bansha.rulesets.pvz.timetable import PVZ_TIMETABLE, pvz_deadlines

D0 = date(2024, 3, 1)  # night 1 begins 21:00 on D0


def at(day: int, hh: int, mm: int = 0) -> datetime:
    """A GMT+8 time on calendar day D{day}."""
    return datetime(2024, 3, 1 + day, hh, mm, tzinfo=GMT8)


def by_key(period: str, alive: int = 12, **events) -> dict:
    return {d.key: d for d in pvz_deadlines(D0, period, alive, **events)}


def window(d) -> tuple[datetime | None, datetime]:
    return d.opens, d.at


def test_calendar_of_the_first_game_day() -> None:
    # PVZ-R59, PVZ-R60, PVZ-A01: the first game day runs 21:00 D0 to 21:00 D2.
    assert by_key("start")["night_begins"].at == at(0, 21)
    assert window(by_key("night 1")["night"]) == (at(0, 21), at(1, 9))
    day1 = by_key("day 1")
    assert day1["election_thread"].at == at(1, 9)
    assert day1["closed"].at == at(2, 21)
    assert window(by_key("night 2", closed_at=at(2, 21))["night"]) == (at(2, 21), at(3, 9))


def test_election_day_flow() -> None:
    # PVZ-R61, PVZ-R62: 警长竞选贴 09:00, 警上讨论 09–20, vote 20–21, then night-1 exits,
    # then the day-1 discussion, which ends 20:00 the next calendar day; vote 20–21.
    day1 = by_key("day 1")
    assert day1["election_thread"].what == "发布警长竞选贴"
    assert window(day1["election_talk"]) == (at(1, 9), at(1, 20))
    assert window(day1["election_vote"]) == (at(1, 20), at(1, 21))
    assert day1["night1_announced"].at == at(1, 21)
    assert window(day1["discussion"]) == (at(1, 21), at(2, 20))
    assert window(day1["exile_vote"]) == (at(2, 20), at(2, 21))
    keys = [d.key for d in pvz_deadlines(D0, "day 1", 12)]
    assert keys.index("election_vote") < keys.index("night1_exit_skills") < keys.index("discussion")


def test_election_that_ends_early_moves_the_night1_exit_deadlines() -> None:
    # PVZ-R61, PVZ-R88: the vote ends once all have voted; 30 minutes run from the 公示.
    day1 = by_key("day 1", election_closed_at=at(1, 20, 40))
    assert day1["night1_announced"].at == at(1, 20, 40)
    assert window(day1["night1_exit_skills"]) == (at(1, 20, 40), at(1, 21, 10))


def test_later_days() -> None:
    # PVZ-R63: 09:00 讨论贴 with the night's exits, 09–20 discussion, 20–21 vote, 21:00 result.
    day2 = by_key("day 2")
    assert day2["discussion_thread"].at == at(3, 9)
    assert window(day2["discussion"]) == (at(3, 9), at(3, 20))
    assert window(day2["exile_vote"]) == (at(3, 20), at(3, 21))
    assert day2["closed"].at == at(3, 21)
    assert window(by_key("day 4")["discussion"]) == (at(5, 9), at(5, 20))


def test_early_vote_hour() -> None:
    # PVZ-R70, PVZ-A12: early voting in the last hour of discussion, moved by acceleration.
    assert window(by_key("day 2")["early_vote"]) == (at(3, 19), at(3, 20))
    assert window(by_key("day 4", 6)["early_vote"]) == (at(5, 17), at(5, 18))


def test_self_explode_window() -> None:
    # PVZ-R74: the last two hours before discussion ends; never in the election phase.
    assert window(by_key("day 2")["self_explode"]) == (at(3, 18), at(3, 20))
    assert window(by_key("day 1")["self_explode"]) == (at(2, 18), at(2, 20))
    assert by_key("day 1")["self_explode"].opens > by_key("day 1")["election_vote"].at


def test_acceleration_examples() -> None:
    # PVZ-R139, PVZ-R82, PVZ-A02, PVZ-A12: 6 alive on day 4 → discussion ends 18:00,
    # vote 18–19, self-explode 16–18; 4 alive → 16:00, vote 16–17.
    six = by_key("day 4", 6)
    assert six["discussion"].at == at(5, 18)
    assert window(six["exile_vote"]) == (at(5, 18), at(5, 19))
    assert window(six["self_explode"]) == (at(5, 16), at(5, 18))
    four = by_key("day 4", 4)
    assert four["discussion"].at == at(5, 16)
    assert window(four["exile_vote"]) == (at(5, 16), at(5, 17))
    assert window(four["self_explode"]) == (at(5, 14), at(5, 16))
    assert by_key("day 4", 7)["discussion"].at == at(5, 20)
    assert by_key("day 4", 5)["exile_vote"].at == at(5, 19)


def test_vote_ends_at_21_worked_example() -> None:
    # PVZ-R140, PVZ-R106, PVZ-R107, PVZ-R89: vote ends 21:00 → wolves by 23:00,
    # night roles by 24:00, day exits' last words by 23:00.
    day3 = by_key("day 3", closed_at=at(4, 21))
    night4 = by_key("night 4", closed_at=at(4, 21))
    assert night4["kill"].at == at(4, 23)
    assert night4["night_actions"].at == at(5, 0)
    assert "石像鬼" in night4["night_actions"].who and "幸运儿" in night4["night_actions"].who
    assert day3["day_last_words"].at == at(4, 23)


def test_self_explosion_worked_example() -> None:
    # PVZ-R140, PVZ-R115, PVZ-R79, PVZ-R110, PVZ-R76: a wolf explodes at 18:40 → 关门 18:40,
    # kill by 20:40, last words by 20:40, no exile vote, the night still ends 09:00.
    boom = at(4, 18, 40)
    day3 = by_key("day 3", exploded_at=boom)
    night4 = by_key("night 4", exploded_at=boom)
    assert day3["closed"].at == boom
    assert "exile_vote" not in day3 and "early_vote" not in day3
    assert day3["discussion"].at == boom and window(day3["self_explode"]) == (at(4, 18), boom)
    assert day3["day_last_words"].at == at(4, 20, 40)
    assert night4["kill"].at == at(4, 20, 40)
    assert night4["night_actions"].at == at(5, 0)
    assert night4["night"].at == at(5, 9)


def test_closed_at_and_exploded_at_conflict() -> None:
    # PVZ-R76, PVZ-R110: after a 自爆 there is no exile vote, so only one 关门 exists.
    with pytest.raises(ValueError):
        pvz_deadlines(D0, "day 3", 8, closed_at=at(4, 21), exploded_at=at(4, 18, 40))


def test_vote_that_ends_early() -> None:
    # PVZ-R63, PVZ-A05: the vote ends once all have voted; 关门 deadlines follow it.
    day2 = by_key("day 2", closed_at=at(3, 20, 30))
    assert day2["closed"].at == at(3, 20, 30)
    assert day2["day_last_words"].at == at(3, 22, 30)
    assert by_key("night 3", closed_at=at(3, 20, 30))["kill"].at == at(3, 22, 30)


def test_night_one_deadlines() -> None:
    # PVZ-R107, PVZ-R106, PVZ-A04, PVZ-R108: wolves by 23:00, night roles by 24:00,
    # 暗恋者 by the end of night 1.
    night1 = by_key("night 1")
    assert window(night1["kill"]) == (at(0, 21), at(0, 23))
    assert night1["night_actions"].at == at(1, 0)
    assert night1["crush"].at == at(1, 9) and night1["crush"].who == "暗恋者"
    assert by_key("start")["crush"].at == at(1, 9)


def test_last_shot_and_last_words_deadlines() -> None:
    # PVZ-R88, PVZ-R89, PVZ-R109, PVZ-A10: 30 minutes after the 公示 by day or for night-1
    # exits; before the morning post for later nights; last words 关门+2h or 24:00 on day 1.
    day1 = by_key("day 1")
    assert window(day1["night1_exit_skills"]) == (at(1, 21), at(1, 21, 30))
    assert day1["night1_last_words"].at == at(2, 0)
    day2 = by_key("day 2", closed_at=at(3, 21), announced_at=at(3, 21, 10))
    assert day2["day_exit_skills"].at == at(3, 21, 40)
    assert by_key("day 2")["day_exit_skills"].at == at(3, 21, 30)
    night3 = by_key("night 3", closed_at=at(3, 21))
    assert night3["night_exit_skills"].at == at(4, 9)
    assert not any("遗言" in d.what for d in night3.values())


def test_night_without_closing_time_assumes_the_schedule() -> None:
    # PVZ-R110, PVZ-R82: without 关门, night N assumes day N-1 closed on time.
    assert by_key("night 2")["kill"].at == at(2, 23)
    assumed = by_key("night 5", 6)["kill"]
    assert assumed.at == at(5, 21) and "推算" in assumed.note
    assert "推算" not in by_key("night 5", 6, closed_at=at(5, 19))["kill"].note


def test_timezones() -> None:
    # PVZ-R59: GMT+8 as a fixed offset gives the same instants; events in UTC are converted.
    plus8 = timezone(timedelta(hours=8))
    utc_close = datetime(2024, 3, 5, 13, 0, tzinfo=timezone.utc)
    fixed = {d.key: d for d in pvz_deadlines(D0, "night 4", 8, closed_at=utc_close, tz=plus8)}
    assert fixed["kill"].at == at(4, 23) and fixed["kill"].at.tzinfo is plus8


def test_due_now_on_a_pvz_night() -> None:
    # PVZ-R107, PVZ-R106, PVZ-R140: at 23:30 after a 21:00 close the kill has lapsed.
    items = pvz_deadlines(D0, "night 4", 8, closed_at=at(4, 21))
    due = {d.deadline.key: d.status for d in due_now(items, at(4, 23, 30))}
    assert due["kill"] == "overdue" and due["night_actions"] == "open" and due["night"] == "open"


def test_timetable_is_data() -> None:
    # PVZ-R59: every period resolves from the exported table alone.
    assert PVZ_TIMETABLE.name == "pvz"
    for period in ("start", "night 1", "day 1", "night 2", "day 2", "night 9", "day 9"):
        items = pvz_deadlines(D0, period, 9)
        assert items == sorted(items, key=lambda d: d.at)
        assert all(d.at.tzinfo is not None and d.what for d in items)


def test_the_timetable_names_only_the_roles_in_the_game():
    """Issue 8: a table without 奇迹商人 (so no 幸运儿) and without 猎人 lists neither."""
    from bansha.engine.game import Game
    from bansha.rulesets.pvz import RULESET
    from bansha.status import deadlines as game_deadlines

    class Setup:
        start_date = "2026-12-01"
    roles = ["预言家", "女巫", "守卫", "守墓人", "狼人", "狼人", "狼王", "石像鬼", "平民", "平民", "平民", "平民"]
    g = Game(RULESET, [{"seat": i + 1, "name": "x", "role": r} for i, r in enumerate(roles)],
             start_date=Setup.start_date)
    g.close()
    night = {d.key: d.who for d in game_deadlines(Setup, g)}
    assert night["night_actions"] == "石像鬼、预言家、女巫、守卫"
    for _ in range(3):
        g.close()
    day = {d.key: d.who for d in game_deadlines(Setup, g)}
    assert day["day_exit_skills"] == "狼王、警长"
