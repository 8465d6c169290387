"""078's timetable (行动时限, 讨论日时长): the 15/30/45/60-minute deadlines after 关门, the witch's,
避险's and 最后一枪's half hour after their notice, the day's 关门 and its 10 minutes, weekends;
inputs sent late are refused and the tick forfeits what is overdue (BJ-R62, R75, R96–R99, R112)."""
from __future__ import annotations

from datetime import date, datetime, timezone

import pytest

from bansha.engine.errors import Refusal
from bansha.engine.game import Game
from bansha.engine.schedule import GMT8
from bansha.rulesets.bajian import RULESET
from bansha.engine.discussion_days import accelerated_end, day_length
from bansha.rulesets.bajian.timetable import bj_deadlines

from bj_helpers import ELDER, GUARD, HUNTER, KING, PIPER, SEER, VULTURE, WITCH, seats, start

D0 = date(2026, 12, 1)  # a Tuesday: day 1 is 12-01–12-02, night 1 begins 12-02 21:00


def rows(period: str, alive: int = 24, **kw) -> dict[str, str]:
    return {d.key: f"{d.at:%m-%d %H:%M}" for d in bj_deadlines(D0, period, alive, **kw)}


def test_bj_r96_r112_the_night_counts_from_closing_time():
    """R96/Q2: 关门后15分钟内 征召; 30分钟 吹笛/魔音…报信/捕猎; 45分钟 杀人/冲锋/激励; 一个小时 枪击/预言/天眼/隼眼."""
    r = rows("night 1")
    assert (r["recruit"], r["first_half"], r["kill"], r["hour"]) == (
        "12-02 21:15", "12-02 21:30", "12-02 21:45", "12-02 22:00")


def test_bj_r97_half_an_hour_after_the_feedback():
    """R97: 收到反馈后半小时内 女巫救药/毒药, 避险, 最后一枪 — from the times their notices went out."""
    assert rows("night 1")["witch"] == "12-02 22:15"  # the 通灵 due at 45分
    r = rows("night 1", events={"tongling": datetime(2026, 12, 2, 13, 40, tzinfo=timezone.utc),
                                "hour_done": datetime(2026, 12, 2, 14, 10, tzinfo=timezone.utc)})
    assert r["witch"] == "12-02 22:10" and r["kills_offer"] == "12-02 22:40"
    assert "kills_offer" not in rows("night 1")  # shown once the step that offers them has run


def test_bj_r98_r99_the_day_closes_at_21_and_the_voted_out_answer_within_ten_minutes():
    r = rows("day 2")
    assert r["closed"] == "12-04 21:00" and r["exit_contact"] == "12-04 21:10"
    assert r["no_change"] == "12-04 21:00" and r["requests"] == "12-04 18:00"
    assert r["last_words"] == "12-05 09:00"  # 在次日讨论日开始前
    assert rows("start")["game_start"] == "12-01 09:00"  # 游戏开始前


def test_bj_r75_two_days_three_over_a_weekend_one_accelerated():
    """R75: 一般讨论日持续两天，每逢周末时讨论日延长一天; 导演将自动执行加速."""
    assert day_length(date(2026, 12, 3)) == 2  # Thu–Fri
    assert day_length(date(2026, 12, 4)) == 3  # Fri–Sun
    assert rows("day 3")["closed"] == "12-07 21:00"  # opens Sat 12-05, ends Mon
    assert rows("day 2", alive=6, auto_accelerate=6)["closed"] == "12-03 21:00"
    assert day_length(date(2026, 12, 3), accelerated=True, delayed=True) == 3  # 延迟成功时，不再视为执行加速


def test_bj_r76_a_successful_acceleration_moves_the_close():
    """R76: 加速申请截止至加速成功后的讨论日结束前三小时: by 18:00 the day ends at 21:00 that date, later
    the next; with the requests in the day's posts (half the living) the day's 关门 moves."""
    assert f"{accelerated_end(datetime(2026, 12, 3, 17, 0, tzinfo=GMT8)):%m-%d %H:%M}" == "12-03 21:00"
    assert f"{accelerated_end(datetime(2026, 12, 3, 19, 0, tzinfo=GMT8)):%m-%d %H:%M}" == "12-04 21:00"
    g = night_game()
    g.close()
    assert g.period == "day 2"
    for n in sorted(g.alive())[:12]:
        g.submit({"kind": "post", "thread": "discussion", "by": n, "text": "申请加速",
                  "time": "2026-12-03T10:00:00+08:00"})
    closed = next(d for d in RULESET.deadlines(D0, "day 2", 24, game=g) if d.key == "closed")
    assert f"{closed.at:%m-%d %H:%M}" == "12-03 21:00"


def night_game(live: bool = False) -> Game:
    g = Game(RULESET, seats(), {}, 0, start_date="2026-12-01", live=live)
    for a in start()["actions"]:
        g.submit({"kind": "action", **a})
    g.close()
    g.close()
    assert g.period == "night 1"
    return g


def act(g, by, skill, targets, hhmm):
    g.submit({"kind": "action", "by": by, "skill": skill, "targets": targets,
              "time": f"2026-12-02T{hhmm}:00+08:00"})


def test_bj_r96_an_action_after_its_deadline_is_forfeited():
    """该时间内未与导演取得联系，视为放弃发动该技能: 吹笛 at 21:35 is late (30分), 杀人 at 21:40 is not (45分)."""
    g = night_game()
    with pytest.raises(Refusal, match=r"<吹笛>须在12-02 21:30前提交"):
        act(g, PIPER, "吹笛", [1, 3], "21:35")
    act(g, VULTURE, "杀人", [1], "21:40")
    with pytest.raises(Refusal, match=r"<验人>须在12-02 22:00前提交"):
        act(g, SEER, "验人", [1], "22:05")
    act(g, SEER, "验人", [KING], "21:59")


def test_bj_r96_r62_the_tick_settles_each_checkpoint_as_its_time_passes(tmp_path, monkeypatch):
    """With a calendar, a step whose row has passed is settled by the tick (a logged input): the night
    counts from the day's actual close (21:00 here); at 21:31 the 30-minute steps, at 21:46 the kill
    (nobody killed), at 22:20 the witch and the hour's steps."""
    from bansha.status import tick
    from bansha.store import log as games  # where the store reads the recording moment
    from bansha.store.games import open_store
    clock = ["2026-11-30T12:00:00.000+00:00"]  # what the store records as "now": the eve of the game
    monkeypatch.setattr(games, "_now", lambda at=None: clock[0])
    store = open_store(tmp_path)
    store.create("g", "bajian", seats(), start_date="2026-12-01")
    for a in start()["actions"]:
        store.record("g", {"kind": "action", **a})
    store.record("g", {"kind": "close"})
    clock[0] = "2026-12-02T13:00:00.000+00:00"  # 21:00 GMT+8: day 1 closes
    store.record("g", {"kind": "close"})

    def at(hh: int, mm: int) -> datetime:  # GMT+8; the store's clock moves with it
        when = datetime(2026, 12, 2, hh - 8, mm, tzinfo=timezone.utc)
        clock[0] = when.isoformat(timespec="milliseconds")
        return when

    assert tick(store, "g", at(21, 10)) == []
    assert tick(store, "g", at(21, 31))[:1] == ["(1)"]
    g = store.open("g")
    assert {"(1)", "(2)", "(3)", "(4)", "30分", "(5)报信"} <= set(g.settled) and "(5)" not in g.settled
    assert "(5)" in tick(store, "g", at(21, 46))
    g = store.open("g")
    assert "(8)通灵" in g.settled and "(7)" not in g.settled  # 在45分告知女巫刀法; the hunter has till 60分
    assert [e["result"] for e in g.events if e["type"] == "feedback" and e["to"] == WITCH] == [[]]  # nobody was 指杀
    assert tick(store, "g", at(22, 1)) == ["(7)", "(9)验人", "(9)"]
    assert tick(store, "g", at(22, 17)) == ["(8)"]  # 30 minutes after her 通灵 (21:46)
    assert all(r.source == "deadline" for r in store.inputs("g")[-4:])
    assert store.open("g").period == "night 1"


def test_bj_r98_the_voted_out_hunter_has_ten_minutes():
    """被投票出局者关门十分钟内仍未与导演取得联系，吹笛、猎人视为放弃发动技能."""
    g = night_game()
    g.close()
    for n in g.alive():
        g.submit({"kind": "vote", "by": n, "for": HUNTER})
    with pytest.raises(Refusal, match=r"<最后一枪>须在12-04 21:10前提交"):
        g.submit({"kind": "action", "by": HUNTER, "skill": "最后一枪", "targets": [KING],
                  "time": "2026-12-04T21:15:00+08:00"})
    g.submit({"kind": "action", "by": HUNTER, "skill": "最后一枪", "targets": [GUARD],
              "time": "2026-12-04T21:05:00+08:00"})
    g.close()
    assert not g.seats[GUARD].alive and g.seats[ELDER].alive


def live_night() -> Game:
    return night_game(live=True)


def at(day: int, hhmm: str) -> str:
    return f"2026-12-{day:02d}T{hhmm}:00+08:00"


def hunter_out_at_2201(g: Game) -> None:
    """The pack kills the hunter; the director moves the night on at 22:01: (10) puts it out and offers 最后一枪."""
    g.submit({"kind": "action", "by": VULTURE, "skill": "杀人", "targets": [HUNTER], "time": at(2, "21:40")})
    g.submit({"kind": "settle", "step": "60分", "time": at(2, "22:01")})
    assert not g.seats[HUNTER].alive and [(o.seat, o.skill) for o in g.offers] == [(HUNTER, "最后一枪")]


def shot(g: Game, target: int, when: str):
    return g.submit({"kind": "action", "by": HUNTER, "skill": "最后一枪", "targets": [target], "time": when})


def due_steps(g: Game, when: str) -> list[str]:
    from bansha.engine.clock import events as clock_events
    from bansha.engine.settlement import overdue
    rows = RULESET.deadlines(D0, g.period, len(g.alive()), clock_events(g) or None, game=g)
    return overdue(g, rows, datetime.fromisoformat(when))


def test_bj_r97_r89_a_last_shot_later_than_half_an_hour_after_its_notice_is_refused():
    """BJ-R97, R89 (issue 20, 6): "收到反馈后半小时内，女巫发动<救药>、<毒药>，吹笛发动<避险>，猎人发动<最后一枪>，收到反馈后
    半小时，仍未给导演答复，视为放弃夜晚行动". The hunter is told of its exit at 22:01: a shot timed 15 hours later, or two days
    later, is refused in those words; one at 22:25 still kills."""
    g = live_night()
    hunter_out_at_2201(g)
    for late in (at(3, "13:01"), at(4, "22:00"), at(2, "22:32")):
        with pytest.raises(Refusal, match=r"<最后一枪>须在12-02 22:31前提交（收到通知后半小时内）：收到反馈后半小时"):
            shot(g, GUARD, late)
    shot(g, GUARD, at(2, "22:25"))
    assert not g.seats[GUARD].alive


def test_bj_r97_the_tick_forfeits_the_last_shot_half_an_hour_after_its_notice():
    """BJ-R97 (issue 20, 6): with no answer, the step waiting on the shot is due at 22:31 like any other night row:
    the tick settles it then, and the shot is given up (视为放弃)."""
    g = live_night()
    hunter_out_at_2201(g)
    assert due_steps(g, at(2, "22:30")) == []
    assert due_steps(g, at(2, "22:32")) == ["(10)"]
    g.submit({"kind": "settle", "step": "(10)", "time": at(2, "22:32")})
    assert (HUNTER, "最后一枪") in g.forfeited and g.seats[GUARD].alive


def test_bj_r97_r44_the_pipers_escape_counts_from_its_own_notice():
    """BJ-R97, R44 (issue 20, 6): "若吹笛者即将出局，吹笛者将收到通知" — the hunter's shot at 22:25 puts the piper about
    to exit: its 避险 runs 30 minutes from that notice (till 22:55), not from the hunter's; a next-morning 避险 is refused
    and the piper goes out."""
    g = live_night()
    g.submit({"kind": "action", "by": PIPER, "skill": "吹笛", "targets": [1, 3], "time": at(2, "21:10")})
    hunter_out_at_2201(g)
    shot(g, PIPER, at(2, "22:25"))
    assert [(o.seat, o.skill) for o in g.offers] == [(PIPER, "避险")] and g.seats[PIPER].alive
    assert due_steps(g, at(2, "22:50")) == [] and due_steps(g, at(2, "22:56")) == ["(10)"]
    with pytest.raises(Refusal, match=r"<避险>须在12-02 22:55前提交"):
        g.submit({"kind": "action", "by": PIPER, "skill": "避险", "targets": [1, 3], "time": at(3, "09:30")})
    g.submit({"kind": "settle", "step": "(10)", "time": at(2, "22:56")})
    assert not g.seats[PIPER].alive


def test_bj_r97_r57_the_witch_has_half_an_hour_from_her_own_spirit_report():
    """BJ-R97, R57: "收到反馈后半小时内，女巫发动<救药>、<毒药>" — her 通灵 went out at 22:01 (the night moved on late), so a
    救药 timed 22:20 is in time (not the 22:15 a 45分 report would give) and one at 22:35 is not."""
    g = live_night()
    g.submit({"kind": "action", "by": VULTURE, "skill": "杀人", "targets": [1], "time": at(2, "21:40")})
    g.submit({"kind": "settle", "step": "(8)通灵", "time": at(2, "22:01")})
    with pytest.raises(Refusal, match=r"<救药>须在12-02 22:31前提交"):
        g.submit({"kind": "action", "by": WITCH, "skill": "救药", "targets": [1], "time": at(2, "22:35")})
    g.submit({"kind": "action", "by": WITCH, "skill": "救药", "targets": [1], "time": at(2, "22:20")})
