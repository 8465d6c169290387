"""自爆's window (4.1.1 补充说明, 6.2.3 [upd]): 只能在讨论结束前两小时内. With a calendar (the game's
`start_date`) and a posting time, a 自爆 outside the window is refused, whether entered as an
action or read from a pasted thread; without a time the window cannot be judged."""
from bansha.replay import play as _play
from bansha.scenario import load

from .helpers import TWELVE, act, day, deaths, events, night, post, scenario

START = "2026-12-01"  # night 1: 12-01 21:00; day-1 discussion ends 12-03 20:00; day 2 is 12-04


def played(*steps):
    sc = scenario(TWELVE, *steps)
    sc["start_date"] = START
    return _play(load(sc))


def explode(at: str) -> dict:
    return dict(act(5, "自爆"), time=at)


def test_R117_outside_the_window_the_action_is_refused():
    """PVZ-R117: 15:00 on a normal day (discussion ends 20:00) is outside 18:00–20:00."""
    g = played(night(1), day(1), night(2), day(2, explode("2026-12-04T15:00:00+08:00")))
    assert ("day 2", 5, "自爆") not in deaths(g)
    [r] = events(g, "rejected", by=5, skill="自爆")
    assert "18:00–20:00" in r["reason"]


def test_R117_inside_the_window_the_wolf_explodes():
    g = played(night(1), day(1), night(2), day(2, explode("2026-12-04T18:30:00+08:00")))
    assert ("day 2", 5, "自爆") in deaths(g)


def test_R117_the_day_1_discussion_ends_on_the_next_calendar_day():
    """PVZ-R62: the day-1 discussion ends at 20:00 the day after the election."""
    early = played(night(1), day(1, explode("2026-12-02T19:00:00+08:00")))
    late = played(night(1), day(1, explode("2026-12-03T19:00:00+08:00")))
    assert ("day 1", 5, "自爆") not in deaths(early) and ("day 1", 5, "自爆") in deaths(late)


def test_R117_a_pasted_explosion_post_outside_the_window_is_not_confirmed():
    """A 【自爆】 post by a wolf outside the window: refused, no exit, no red card (the poster
    holds 自爆); inside it, the wolf is out and the vote is skipped. Forum times without a zone
    are Beijing time (6.2: 游戏时间按照GMT+8北京时间)."""
    text = "【05.老王】【自爆】"
    g = played(night(1), day(1), night(2), day(2, posts=[dict(post(5, text), time="2026-12-04T15:00:00")]))
    assert ("day 2", 5, "自爆") not in deaths(g) and events(g, "rejected", by=5, skill="自爆")
    assert not events(g, "card", to=5, card="红牌")
    g = played(night(1), day(1), night(2), day(2, posts=[dict(post(5, text), time="2026-12-04T19:10:00")]))
    assert ("day 2", 5, "自爆") in deaths(g)


def test_R80_a_false_explosion_in_the_vote_is_no_face_reveal():
    """PVZ-R80 (6.2.3): 若无自爆技能的玩家在任意讨论阶段发送“【自爆】”，则视为贴脸，红牌罚下 — the
    vote (20:00–21:00) is not a discussion stage: no red card then; at 19:30 it is."""
    text = "【01.渐强】【自爆】"
    g = played(night(1), day(1), night(2), day(2, posts=[dict(post(1, text), time="2026-12-04T20:30:00")]))
    assert not events(g, "card", to=1, card="红牌")
    g = played(night(1), day(1), night(2), day(2, posts=[dict(post(1, text), time="2026-12-04T19:30:00")]))
    assert events(g, "card", to=1, card="红牌")


def test_without_a_calendar_or_a_time_the_window_is_not_judged():
    g = _play(load(scenario(TWELVE, night(1), day(1), night(2), day(2, explode("2026-12-04T15:00:00+08:00")))))
    assert ("day 2", 5, "自爆") in deaths(g)
    g = played(night(1), day(1), night(2), day(2, act(5, "自爆")))
    assert ("day 2", 5, "自爆") in deaths(g)


def test_an_exported_game_keeps_its_calendar(tmp_path):
    """Export reproduces the game: the window refusal judged by the store replays the same."""
    from bansha.replay import record, replay
    from bansha.store.games import open_store
    store = open_store(tmp_path)
    store.create("g", "pvz", [{"seat": i + 1, "name": f"P{i + 1}", "role": r} for i, r in enumerate(TWELVE)],
                 start_date=START)
    for _ in range(4):
        store.record("g", {"kind": "close"})
    store.record("g", {"kind": "action", "by": 5, "skill": "自爆", "targets": [], "time": "2026-12-04T18:30:00+08:00"})
    store.record("g", {"kind": "close"})
    sc = store.export("g")
    assert sc["start_date"] == START
    played = _by_period(replay(sc)["events"])
    assert played == {t: v for t, v in _by_period(record(store.open("g"))["events"]).items() if t in played}


def _by_period(events):
    """Every event in its period (a live game settles a step as soon as its inputs are in, so
    inside a period the order may differ from a replay that settles at the close)."""
    out = {}
    for e in events:
        if e["type"] != "trace":
            out.setdefault(e["t"], []).append(repr(sorted(e.items())))
    return {t: sorted(v) for t, v in out.items()}


def test_R71_R101_a_vote_posted_after_the_vote_ended_is_not_counted():
    """PVZ-R71, R101 (6.2.2 「21:00，或所有人均已投票，放逐投票结束」): with a calendar, a vote posted
    at 21:10 is not counted and its author has not voted — the 潜水 yellow; one at 20:30 counts."""
    from .helpers import vote_post
    speech = [dict(post(s, f"【{s:02d}.x】我是好人。"), time="2026-12-04T12:00:00") for s in range(1, 13)]
    on = [dict(vote_post(s, 9), time="2026-12-04T20:30:00") for s in range(1, 12)]
    late = [dict(vote_post(12, 10), time="2026-12-04T21:10:00")]
    g = played(night(1), day(1), night(2), day(2, posts=speech + on + late))
    [ex] = [e for e in events(g, "exile") if e["t"] == "day 2"]
    assert ex["tally"] == {"9": 11}
    assert any("放逐投票已于" in r["reason"] for r in events(g, "rejected", by=12))
    assert [c["reason"] for c in events(g, "card", to=12)] == ["潜水：投票结束时未投票"]
