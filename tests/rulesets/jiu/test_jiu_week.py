"""A 245 week as a live game (issues 18 and 19): the phases close when the seed closes them, each 公示 is a post of
its own when it is due, votes count where they are posted and never from a role out of play, and the offers are
exactly what the rules make — 岚's 无尽追猎, 断案, a second use the rules grant, the 执警's draw by a code."""
from __future__ import annotations

from typing import Any

import pytest

from bansha.rulesets.jiu.roles.sacrifice import Woken
from bansha.engine import acting, life, settlement
from bansha.engine.errors import Refusal
from bansha.engine.game import Game
from bansha.play import apply
from bansha.rulesets.jiu import RULESET, moons
from bansha.engine.procedure import LAPSED

from jiu_helpers import DETECTIVE, DUCK, LAN, LINEUP, SEER, SOUL, seats

DEPUTY = 3


def live(lineup=None, **options: Any) -> Game:
    return Game(RULESET, seats(lineup), {"moon_draw": "不抽取", **options}, 0, live=True)


def act(g: Game, by: int, skill: str, targets=None, choice=None, **kw) -> Any:
    inp: dict[str, Any] = {"kind": "action", "by": by, "skill": skill, **kw}
    if targets is not None:
        inp["targets"] = targets
    if choice is not None:
        inp["choice"] = choice
    return g.submit(inp)


def offered(g: Game, seat: int) -> set[str]:
    return {o.skill for o in acting.openings(g, seat)}


def announced(g: Game) -> list[str]:
    return [e["text"] for e in g.events if e["type"] == "announce"]


def to_night_one(g: Game, sheriff: int = SOUL) -> Game:
    """Opening → 竞选日 (every seat votes `sheriff`, the director ends the vote) → night 1."""
    act(g, DUCK, "群内可选技能", choice="控天")
    g.close()
    for n in g.seats:
        g.submit({"kind": "sheriff_vote", "by": n, "for": sheriff})
    g.settle("竞选")
    act(g, sheriff, "任职宣言", choice="自由")
    act(g, sheriff, "辅政", [DEPUTY])
    assert g.close() and g.period == "night 1"
    return g


def to_day_two(g: Game) -> Game:
    """Night 1 closed; the 执警 draws nothing (the director moves 晨曦2 on: option moon_draw 不抽取)."""
    assert g.close() and g.period == "day 2"
    g.settle("晨曦2")
    return g


def test_jiu_r140_r187_a_change_after_every_seat_voted_still_elects_the_election_ends_at_its_close():
    """JIU-R182 「在白天结束时，统计投票结果」, R187 「投票完成后允许改票」, R140 最先获得投票数最多: every seat has voted and
    the 竞选 waits still (the 竞选日's 正午 too); four 改票 that come then make 6号 sheriff; the trace tells the counts."""
    g = live()
    act(g, DUCK, "群内可选技能", choice="遮天")
    g.close()
    for n in g.seats:
        g.submit({"kind": "sheriff_vote", "by": n, "for": 1 if n <= 7 else 6})
    assert "竞选" not in g.settled and "正午" not in g.settled and g.sheriff is None
    assert settlement.waiting_for(g)["竞选"] == []  # nobody left to vote: open all the same
    for n in (1, 2, 3, 4):
        g.submit({"kind": "sheriff_vote", "by": n, "for": 6})
    g.settle("竞选")
    assert g.sheriff == 6
    tally = [e["text"] for e in g.events if e["type"] == "trace" and e["text"].startswith("警长竞选计票")]
    assert tally == ["警长竞选计票：6号朗姆得11票，1号白兰地得3票"]  # no Python dict on the director's screen


def test_jiu_r180_r76_noon_stays_open_and_judgement_after_inspection_is_taken():
    """JIU-R180 「正午类技能只能在每天的9：00至21:00（若当天关门则为20:00）发动」: day 2's 正午 stays open after every vote
    is in, so 断案 the 明察 makes possible is taken (it was refused 「步骤正午已经结算」); R76 断案 is offered only once
    明察 is sent that day."""
    g = to_day_two(to_night_one(live()))  # nobody out: the 开门 waits for nothing
    assert "开门" in g.settled and "断案" not in offered(g, DETECTIVE)
    for n in g.alive():
        g.submit({"kind": "vote", "by": n, "for": 8})
    assert "正午" not in g.settled and "投票" not in g.settled
    act(g, DETECTIVE, "明察")
    assert "断案" in offered(g, DETECTIVE)
    act(g, DETECTIVE, "断案", [8])
    assert not g.seats[8].alive and "8号黄酒 出局。" in announced(g)  # 正午's exit, published at once


def test_jiu_r175_r206_the_opening_waits_for_the_night_s_last_words_and_publishes_them():
    """JIU-R175 「第二天开门前，通知出局玩家，留下遗言」, R206: the 执警's draw does not open the day; the victim's words do,
    and they are in the 开门 公告."""
    g = to_night_one(live())
    act(g, DUCK, "杀人", [SEER])
    to_day_two(g)
    assert g.seats[SEER].life == life.OUT
    assert "开门" not in g.settled and (SEER, "遗言") in settlement.waiting_for(g)["开门"]
    g.submit({"kind": "last_words", "by": SEER, "text": "2号查杀"})
    assert "开门" in g.settled
    assert "7号清酒 的遗言：2号查杀" in next(t for t in announced(g) if t.startswith("[245]酒 第2天开门"))


def test_jiu_r204_a_victim_that_declines_its_words_opens_the_day_at_once():
    """JIU-R204 「放弃遗言」 said by the seat itself (a `pass` naming 遗言): the 开门 waits for it no longer, and it
    gives no words after."""
    g = to_night_one(live())
    act(g, DUCK, "杀人", [SEER])
    to_day_two(g)
    assert "开门" not in g.settled
    g.submit({"kind": "pass", "by": SEER, "skill": "遗言"})
    assert "开门" in g.settled and "的遗言" not in next(t for t in announced(g) if t.startswith("[245]酒 第2天开门"))
    with pytest.raises(Refusal, match=f"{SEER}号 已放弃遗言"):
        g.submit({"kind": "last_words", "by": SEER, "text": "迟到的遗言"})


def test_jiu_r204_words_not_given_by_the_opening_are_forfeited():
    """JIU-R204 「放弃遗言」: the director opens the day without them (or its 09:00 passes); they are not taken later."""
    g = to_night_one(live())
    act(g, DUCK, "杀人", [SEER])
    to_day_two(g)
    g.settle("开门")
    assert g.seats[SEER].data["遗言"] == LAPSED
    with pytest.raises(Refusal, match="遗言须在开门前提交"):
        g.submit({"kind": "last_words", "by": SEER, "text": "晚了"})


def test_jiu_r175_a_noon_use_before_nine_is_refused_when_the_day_opened_early():
    """「正午类技能只能在每天的9：00至21:00…发动」: words in at 08:00 open the day, but 正午 starts at 09:00."""
    g = Game(RULESET, seats(), {"moon_draw": "不抽取"}, 0, start_date="2026-12-01", live=True, timed=True)
    for at, inp in [("2026-12-01T08:00", {"kind": "action", "by": DUCK, "skill": "群内可选技能", "choice": "控天"}),
                    ("2026-12-01T08:01", {"kind": "close"}),
                    *[("2026-12-01T10:00", {"kind": "sheriff_vote", "by": n, "for": SOUL}) for n in range(1, 15)],
                    ("2026-12-02T21:00", {"kind": "tick"}),
                    ("2026-12-02T21:01", {"kind": "action", "by": SOUL, "skill": "任职宣言", "choice": "自由"}),
                    ("2026-12-02T21:02", {"kind": "action", "by": SOUL, "skill": "辅政", "targets": [DEPUTY]}),
                    ("2026-12-02T21:20", {"kind": "close"}),
                    ("2026-12-02T21:40", {"kind": "action", "by": DUCK, "skill": "杀人", "targets": [SEER]}),
                    ("2026-12-02T22:40", {"kind": "close"}),
                    ("2026-12-02T23:30", {"kind": "tick"}),  # 晨曦2 (关门120分钟内) passed: no 新月 drawn
                    ("2026-12-03T08:00", {"kind": "last_words", "by": SEER, "text": "2号查杀"})]:
        apply(g, inp, at, strict=True)
    assert "开门" in g.settled
    with pytest.raises(Refusal, match="正午类技能只能在每天的9:00至21:00"):
        apply(g, {"kind": "action", "by": DETECTIVE, "skill": "明察"}, "2026-12-03T08:30", strict=True)
    apply(g, {"kind": "action", "by": DETECTIVE, "skill": "明察"}, "2026-12-03T09:05", strict=True)
    assert g.sheriff == DETECTIVE


def test_jiu_r145_the_deputy_draws_by_a_code_shown_with_its_card_after_the_opening_post():
    """JIU-R145 「执警需私聊导演一个抽取号码…选择的代号和新月内容会被单独公开展示」 (rulings JIU-T5): the page offers numbers,
    not cards; the number and the card it drew are posts of their own, after the 开门 公告."""
    g = to_night_one(live(moon_draw="随机"))
    g.close()
    drawable = moons.drawable(g)
    assert RULESET.offered_choices(g, DEPUTY, moons.代理) == list(range(1, len(drawable) + 1))
    with pytest.raises(Refusal, match=f"抽取号码须为1至{len(drawable)}之间的数字"):
        act(g, DEPUTY, "代理", choice=len(drawable) + 1)
    act(g, DEPUTY, "代理", choice=3)
    posts = announced(g)
    opening = next(k for k, t in enumerate(posts) if t.startswith("[245]酒 第2天开门"))
    drew = posts[opening + 1]
    assert drew.startswith("执警抽取号码：3，抽到新月：") and drew.split("：")[-1] in drawable
    assert posts[opening + 2].startswith("新月内容：") and not any("新月" in t for t in posts[:opening])


def test_jiu_r201_an_out_role_s_vote_is_refused_as_entered_and_voided_as_posted():
    """JIU-R201 「角色出局后…不能继续参与讨论、投票」 (rulings JIU-V1): at entry, in the rules' words; its vote post stays (诈尸)
    and counts for nobody; a vote after the vote has ended is refused too."""
    g = to_night_one(live())
    act(g, DUCK, "杀人", [SEER])
    to_day_two(g)
    g.settle("开门")
    with pytest.raises(Refusal, match="7号 已出局：角色出局后不能继续参与讨论、投票"):
        g.submit({"kind": "vote", "by": SEER, "for": DUCK})
    g.submit({"kind": "post", "thread": "vote", "by": SEER, "text": "投票对象：伏特加\n投票理由：查杀"})
    assert g.events[-1]["type"] == "rejected" and "此帖为出局后发言" in g.events[-1]["reason"]
    g.settle("投票")
    assert g.events[next(k for k, e in enumerate(g.events) if e["type"] == "exile")]["tally"] == {}
    with pytest.raises(Refusal, match="放逐投票已经结束"):
        g.submit({"kind": "vote", "by": 1, "for": DUCK})


def test_jiu_r97_a_walking_dead_votes_on_to_no_effect():
    """JIU-R97 行尸走肉: 「依然可以发言投票」 — its vote is taken (a refusal would tell it) and counts for nobody."""
    g = to_night_one(live({**LINEUP, 13: "赶尸人"}))
    act(g, DUCK, "杀人", [SEER])
    to_day_two(g)
    assert "开门" in g.settled and g.seats[SEER].life == life.UNAWARE  # not told: no words to wait for
    g.submit({"kind": "vote", "by": SEER, "for": DUCK})
    g.settle("投票")
    assert next(e for e in g.events if e["type"] == "exile")["tally"] == {}


def test_jiu_r128_a_close_stops_at_the_sacrifice_s_awakening_it_makes_due():
    """JIU-R128 献祭唤醒 is the 祭品's choice (rulings JIU-A46, T3): the close that opens 黄昏 stops there once, the pick is
    offered and awaited; answered, the 黄昏 ends; a second close would have decided it at random."""
    g = to_night_one(live({**LINEUP, 13: "祭品"}, last_words=1))
    act(g, DUCK, "杀人", [SEER])
    to_day_two(g)
    g.submit({"kind": "last_words", "by": SEER, "text": "遗言"})  # the one slot is used: 当天开门时公布遗言已耗尽
    assert g.close() is False and g.period == "day 2"
    assert "献祭唤醒" in offered(g, 13) and "献祭唤醒" in acting.waiting(g).get(13, [])
    act(g, 13, "献祭唤醒", choice=2)
    assert "黄昏2" in g.settled and g.seats[13].state_of(Woken).day == 2
    assert g.close() and g.period == "night 2"


def test_jiu_r117_the_hunt_is_offered_only_while_no_hunted_identity_lives():
    """JIU-R117 「若没有追猎目标或追猎反馈为[存活]的身份已出局，岚会得知可以发动此技能」: after [存活] it is neither offered nor
    awaited at 早夜1, and the director's entry is refused in the rule's words, not the [正午] copy's 「只能在白天发动」."""
    g = live()
    act(g, DUCK, "群内可选技能", choice="控天")
    g.close()
    act(g, LAN, "无尽追猎", choice="预言家")
    for n in g.seats:
        g.submit({"kind": "sheriff_vote", "by": n, "for": SOUL})
    g.settle("竞选")
    act(g, SOUL, "任职宣言", choice="自由")
    act(g, SOUL, "辅政", [DEPUTY])
    g.close()
    assert "无尽追猎" not in offered(g, LAN)
    assert not any(LAN == n for n, _ in settlement.waiting_for(g).get("早夜1", []))
    with pytest.raises(Refusal) as r:
        act(g, LAN, "无尽追猎", choice="朱雀")
    assert r.value.reason == "<无尽追猎>：追猎目标仍存活，不能发动"


def test_jiu_r117_after_none_alive_the_next_ask_is_a_further_use_not_a_change():
    """「如果这个反馈为[没有存活]，岚可以立刻再次发动此技能」: offered again, marked as a further use (the page then sends it
    without replacing the settled first ask)."""
    g = live()
    act(g, DUCK, "群内可选技能", choice="控天")
    g.close()
    assert not next(o for o in acting.openings(g, LAN) if o.skill == "无尽追猎").again
    act(g, LAN, "无尽追猎", choice="村民")
    again = next(o for o in acting.openings(g, LAN) if o.skill == "无尽追猎")
    assert again.again and again.submitted is None


def test_jiu_r79_the_fox_is_told_the_tails_left():
    """JIU-R79 「每有…村民阵营的角色宣布出局时…立刻收到通知损失一根尾巴」, and 「每次技能可发动时…会得知剩余次数」."""
    from jiu_helpers import A, day, game, night, notices
    g = game([night(1, A(DUCK, "杀人", [SEER])), day(2)], lineup={**LINEUP, 9: "九尾狐"})
    assert "<九尾>：你损失了一根尾巴，剩余5根。" in notices(g, 9)  # 14 seats × 0.4 = 6 tails


def timed(log: list[tuple[str, dict]]) -> Game:
    g = Game(RULESET, seats(), {"moon_draw": "不抽取"}, 0, start_date="2026-12-01", live=True, timed=True)
    for at, inp in log:
        apply(g, inp, at, strict=True)
    return g


FAST = [("2026-12-01T10:00", {"kind": "action", "by": DUCK, "skill": "群内可选技能", "choice": "控天"}),
        ("2026-12-01T10:01", {"kind": "close"}),
        ("2026-12-01T10:02", {"kind": "close"}),  # the director closes the 竞选日 at once (no sheriff)
        ("2026-12-01T10:03", {"kind": "close"})]  # and the night


def test_jiu_t1_a_game_made_after_nine_on_its_start_date_still_opens():
    """「开局——游戏一开始」 has no clock time (rulings JIU-T1): no row of the start period says its choices are late."""
    from datetime import datetime

    from bansha.engine import clock
    from bansha.engine.schedule import GMT8
    g = timed([("2026-12-01T10:30", {"kind": "action", "by": DUCK, "skill": "群内可选技能", "choice": "控天"})])
    assert clock.rows(g) == [] and not settlement.overdue(g, clock.rows(g), datetime(2026, 12, 1, 10, 30, tzinfo=GMT8))
    assert [e for e in g.events if e["type"] == "rejected"] == []  # the choice sent at 10:30 is taken
    apply(g, {"kind": "close"}, "2026-12-01T10:40", strict=True)
    assert g.period == "day 1"  # and the opening settles at the director's close


def test_jiu_t1_dawn_counts_from_the_close_the_night_counted_from():
    """「晨曦1，关门110分钟内」: a day closed at 10:02 (ahead of the calendar) has its night from 10:02 and the next 晨曦 from it
    too — not from a 21:00 the day before the calendar's next date."""
    from bansha.engine import clock
    g = timed(FAST)
    rows = {r.key: r for r in clock.rows(g)}
    assert g.period == "day 2"
    assert f"{rows['晨曦1'].at:%m-%d %H:%M}" == "12-01 11:52" and f"{rows['晨曦2'].at:%m-%d %H:%M}" == "12-01 12:02"


def test_jiu_r65_the_soul_s_target_sends_its_text_by_its_own_row_and_rows_show_their_step_s_state():
    """摄魂内容 (关门100分钟内) is the 结算目标's row, not 早夜2's; a row whose step has settled reads 已结算, one whose step has
    not opened 未开始 — whatever the clock says."""
    from bansha.service import timetable
    g = timed(FAST[:3])
    assert g.period == "night 1"
    rows = {r.key: r for r in timetable.deadlines(None, g)}
    apply(g, {"kind": "action", "by": SOUL, "skill": "摄魂", "targets": [SEER]}, "2026-12-01T10:04", strict=True)
    g.settle("午夜")  # 早夜 is over: the 结算目标 is told and holds the text slot
    due = timetable.for_skill(list(rows.values()), g, SEER, "摄魂")
    assert due is rows["摄魂内容"] and due is not rows["早夜2"]
    assert timetable.step_state(g, "早夜2") == "已结算" and timetable.step_state(g, "深夜1") is None
    assert timetable.step_state(g, "深夜2") == "未开始"


def test_jiu_r142_only_the_sheriff_holds_its_handover_on_the_console():
    """‹殉职› is the sheriff's: the console lists it (and 任职宣言, 辅政) on no other seat, dead or alive."""
    from bansha.service.seat_view import _ahead
    g = to_night_one(live())
    act(g, DUCK, "杀人", [SEER])
    g.close()
    names = {s.defn.name for s in _ahead(g, SEER)}
    assert not names & {"殉职", "任职宣言", "辅政"}
    g = to_night_one(live())
    act(g, DUCK, "杀人", [SOUL])  # the sheriff knifed: its seat, and only its seat, lists the handover
    g.close()
    assert "殉职" in {s.defn.name for s in _ahead(g, SOUL)}
    assert all("殉职" not in {s.defn.name for s in _ahead(g, n)} for n in g.seats if n != SOUL)


def test_jiu_r62_heaven_s_extra_prophecy_is_a_further_use_beside_the_first():
    """JIU-R62 天意 「仅限下一晚，[预言]可额外发动一次」: once the night's first 预言 has answered, the second is offered as a
    further use (the page sends it without replacing the first), and both answer."""
    g = to_night_one(live())
    act(g, SEER, "预言", [DUCK])
    to_day_two(g)
    for n in g.alive():
        g.submit({"kind": "vote", "by": n, "for": DUCK})
    g.settle("投票")
    assert not g.seats[DUCK].alive and "<天意>：仅限下一晚，[预言]可额外发动一次。" in [
        e["text"] for e in g.events if e["type"] == "notice" and e["to"] == SEER]
    g.close()
    g.settle("午夜")  # 深夜1 opens
    act(g, SEER, "预言", [8])
    extra = next(o for o in acting.openings(g, SEER) if o.skill == "预言")
    assert extra.again and extra.slot.source == "天意"
    act(g, SEER, "预言", [9])
    assert [e["target"] for e in g.events if e["type"] == "feedback" and e["skill"] == "预言"][-2:] == [8, 9]
