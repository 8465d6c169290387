"""行动时限, 讨论日长短, 投票规则 as timetable rows (HLM-R72, R73, R81, R94, R95, R96, R69)."""
from datetime import date, datetime

from bansha.engine.schedule import GMT8
from bansha.rulesets.hongloumeng import RULESET
from bansha.rulesets.hongloumeng.timetable import hlm_deadlines

D0 = date(2026, 12, 1)


def at(day: int, hh: int, mm: int = 0) -> datetime:
    return datetime(2026, 12, 1 + day, hh, mm, tzinfo=GMT8)


def rows(period: str, **events) -> dict:
    return {d.key: d for d in hlm_deadlines(D0, period, 14, events)}


def test_hlm_r95_night_deadlines_from_closing_time():
    """HLM-R95: 关门 + 1 h for the night roles and the kill; 黑狼王/狼巫 30 min after the wolves;
    the witch 30 min after her 灵通."""
    n2 = rows("night 2", closed=at(2, 21, 10), wolves_acted=at(2, 21, 40), lingtong_sent=at(2, 21, 45))
    assert n2["night_actions"].at == at(2, 22, 10) and n2["kill"].at == at(2, 22, 10)
    assert n2["wolf_followers"].at == at(2, 22, 10) and n2["witch_answer"].at == at(2, 22, 15)
    assert rows("night 2", witch_needs=at(2, 21, 30))["kill"].at == at(2, 21, 30)


def test_hlm_r63_day_1_and_day_2_are_consecutive():
    """HLM-R63: night 1 from D0 21:00; day 1 on D1; day 2 on D2; night 2 after day 2's 关门."""
    assert rows("night 1")["night"].opens == at(0, 21)
    assert rows("day 1")["closed"].at == at(1, 21) and rows("day 2")["closed"].at == at(2, 21)
    assert rows("night 2")["night"].opens == at(2, 21) and rows("day 3")["closed"].at == at(3, 21)


def test_hlm_r81_r96_handover_and_last_words():
    """HLM-R81, R96: 关门三十分钟 for the sheriff; last words before the next game day starts."""
    assert rows("day 1")["first_night_handover"].at == at(1, 21, 30)
    assert rows("day 2")["handover"].at == at(2, 21, 30)
    assert rows("day 2")["last_words"].at == at(3, 9)


def test_hlm_r72_r73_r69_requests_and_the_last_hour():
    """HLM-R73: requests close 3 h before the end (18:00); HLM-R69: no 改票 in the last hour;
    HLM-R72: a delay moves 关门."""
    d = rows("day 3")
    assert d["requests"].at == at(3, 18) and d["no_change"].opens == at(3, 20)
    assert rows("day 3", delayed_end=at(4, 21))["closed"].at == at(4, 21)


def test_hlm_r94_the_ruleset_answers_the_store():
    """HLM-R94: the director's console asks the ruleset for the period's deadlines."""
    assert [d.key for d in RULESET.deadlines(D0, "day 2", 14)][0] == "requests"
    assert RULESET.skill_windows == {}
