"""关门前一小时不允许改票或代投 (HLM-R69): with the game's calendar and the posts' times, a 改票
in the last hour before 关门 is refused; earlier it stands. Without times it cannot be judged."""
from bansha.replay import play
from bansha.scenario import load

from hlm_helpers import H, night, of, rejected, scenario

NAMES = {s: n for s, n, _ in H}
START = "2026-12-01"  # day 2 (the first 放逐投票) closes 12-03 21:00


def _day2(change_at: str | None):
    vote = {"thread": "vote", "by": 1, "text": f"投票对象：{NAMES[5]}\n投票理由：理由", "time": "2026-12-03T12:00:00"}
    change = {"thread": "vote", "by": 1, "text": f"改票对象：{NAMES[11]}", "reply_to": 0}
    if change_at:
        change["time"] = change_at
    sc = scenario([night(1), {"at": "day 1"}, {"at": "day 2", "posts": [vote, change]}])
    sc["start_date"] = START
    return play(load(sc))


def test_hlm_r69_a_change_in_the_last_hour_is_refused():
    g = _day2("2026-12-03T20:30:00+08:00")
    assert any("不允许改票" in r for r in rejected(g, 1))
    assert of(g, "exile", t="day 2")[-1]["tally"] == {"5": 1}


def test_hlm_r69_an_earlier_change_stands():
    g = _day2("2026-12-03T19:30:00")
    assert not rejected(g, 1)
    assert of(g, "exile", t="day 2")[-1]["tally"] == {"11": 1}


def test_hlm_r69_without_a_time_the_change_cannot_be_judged_late():
    g = _day2(None)
    assert of(g, "exile", t="day 2")[-1]["tally"] == {"11": 1}
