"""Live play: the period settles step by step as the inputs come in, each seat learns what the
seed tells it when the seed tells it, and the engine says who may act now (PVZ-R22, R46–R58,
R64, R88, R133; rulings R-STEPS)."""
from __future__ import annotations

import pytest

from bansha.engine import acting, life
from bansha.engine.errors import Refusal
from bansha.engine.game import Game
from bansha.rulesets.pvz import RULESET
from ruleset_helpers import played_to

from .helpers import FOURTEEN, seats

# 14 seats: 1 预言家 2 女巫 3 猎人 4 守墓人 5 守卫 6 狼人 7 狼人 8 狼人 9 狼王 10 石像鬼 11–14 平民
SEER, WITCH, HUNTER, KEEPER, GUARD, W1, W2, W3, KING, GARGOYLE = range(1, 11)
EVERYONE = range(1, 15)


def live() -> Game:
    g = Game(RULESET, seats(FOURTEEN), live=True)
    g.close()  # start → night 1
    return g


def act(g: Game, by: int, skill: str, *targets: int) -> None:
    g.submit({"kind": "action", "by": by, "skill": skill, "targets": list(targets)})


def skills_now(g: Game, seat: int) -> list[str]:
    return [o.skill for o in acting.openings(g, seat)]


def seen(g: Game, seat: int, type_: str) -> list[dict]:
    return [e for e in g.view(seat) if e["type"] == type_]


def test_R22_the_witch_hears_the_kill_before_her_potions():
    """PVZ-R22: 女巫执行<通灵>（反馈被指杀的角色），然后选择是否发动<救药>或<毒药>."""
    g = live()
    assert "救药" not in skills_now(g, WITCH) and "毒药" not in skills_now(g, WITCH)
    assert acting.refusal(g, WITCH, "救药") == "<救药>现在还不能发动：须等待此前的步骤结算（(3)通灵）"
    assert not seen(g, WITCH, "feedback")
    act(g, W1, "杀人", HUNTER)
    assert [(e["skill"], e["result"]) for e in seen(g, WITCH, "feedback")] == [("通灵", HUNTER)]
    assert {"救药", "毒药"} <= set(skills_now(g, WITCH))
    assert "(3)通灵" in g.settled and "(3)" not in g.settled


def test_R54_step_1_answers_each_use_at_once_and_never_takes_a_change():
    """PVZ-R47, R54: the seer's 预言 is answered as soon as it is taken; a second one is refused."""
    g = live()
    act(g, SEER, "预言", W1)
    assert [(e["target"], e["result"]) for e in seen(g, SEER, "feedback")] == [(W1, "狼人阵营")]
    with pytest.raises(Refusal, match="本阶段已经提交"):
        act(g, SEER, "预言", W2)


def test_R20_a_wolf_sees_the_teams_kill_and_it_is_final():
    """PVZ-R19, R54: the team's one 杀人 is shown to every wolf; once settled it is final."""
    g = live()
    act(g, W1, "杀人", 12)
    for wolf in (W2, W3, KING):
        assert "杀人" not in skills_now(g, wolf)
        assert acting.refusal(g, wolf, "杀人") == "<杀人>所在的步骤(2)已经结算"
    with pytest.raises(Refusal):
        act(g, W2, "杀人", 13)


def night_one_kills_the_hunter() -> Game:
    g = live()
    act(g, W1, "杀人", HUNTER)
    g.submit({"kind": "pass", "by": WITCH, "skill": "救药"})
    g.submit({"kind": "pass", "by": WITCH, "skill": "毒药"})
    g.close()
    return g


def test_R133_the_night_1_victim_learns_nothing_before_the_election():
    """PVZ-R133: 第一夜出局的角色在警长竞选阶段结束后才会出局: the hunter votes, sees no death."""
    g = night_one_kills_the_hunter()
    assert g.period == "day 1" and g.seats[HUNTER].alive and not life.knows_out(g, HUNTER)
    assert acting.openings(g, HUNTER) == []
    assert not any("出局" in e.get("text", "") for e in g.view(HUNTER) if e["type"] in ("announce", "notice"))
    assert ("警长竞选" in acting.waiting(g).get(HUNTER, [""])[0])


def elect(g: Game, sheriff: int) -> None:
    for n in EVERYONE:
        if g.seats[n].alive:
            g.submit({"kind": "sheriff_vote", "by": n, "for": sheriff})


def test_R64_R88_the_hunter_shoots_after_the_election_and_it_settles_at_once():
    """PVZ-R64, R88: 警长投票结束后，公布第一夜出局玩家信息；第一夜出局玩家发动技能: the election
    settles when every role has voted, the night-1 exits are published, the hunter is offered
    最后一枪 and his shot settles the moment he submits it."""
    g = night_one_kills_the_hunter()
    elect(g, SEER)
    assert g.sheriff == SEER and "警长竞选" in g.settled
    assert life.knows_out(g, HUNTER)
    assert [o.skill for o in acting.openings(g, HUNTER)] == ["最后一枪"]
    assert acting.waiting(g) == {HUNTER: ["最后一枪"]}
    act(g, HUNTER, "最后一枪", W1)
    assert not g.seats[W1].alive and "出局技能" in g.settled
    assert any("最后一枪" in e["text"] for e in g.public_events() if e["type"] == "announce")


def test_R89_a_seat_that_declines_its_last_words_is_waited_for_no_longer():
    """PVZ-R89: 所有出局玩家均已发动技能并提交遗言后，立即发布第一天的讨论贴; 「截止24:00未提交遗言，视为放弃遗言」
    said at once (放弃遗言: a `pass` naming 遗言) lets the day's thread go out without waiting for 24:00."""
    g = night_one_kills_the_hunter()
    elect(g, SEER)
    g.submit({"kind": "pass", "by": HUNTER, "skill": "最后一枪"})
    assert acting.waiting(g) == {HUNTER: ["遗言"]} and "首夜遗言" not in g.settled
    g.submit({"kind": "pass", "by": HUNTER, "skill": "遗言"})
    assert "首夜遗言" in g.settled and HUNTER not in acting.waiting(g)
    for again, why in (({"kind": "last_words", "by": HUNTER, "text": "改主意了"}, f"{HUNTER}号 已放弃遗言"),
                       ({"kind": "pass", "by": HUNTER, "skill": "遗言"}, f"{HUNTER}号 已经放弃<遗言>")):
        before = len(g.inbox)
        with pytest.raises(Refusal, match=why):
            g.submit(again)
        assert len(g.inbox) == before
    g.close()
    assert not any("的遗言" in e["text"] for e in g.public_events() if e["type"] == "announce")


def test_R89_words_given_cannot_then_be_declined_nor_declined_by_a_seat_without_words():
    g = night_one_kills_the_hunter()
    elect(g, SEER)
    with pytest.raises(Refusal, match=f"{SEER}号 没有遗言"):
        g.submit({"kind": "pass", "by": SEER, "skill": "遗言"})
    g.submit({"kind": "last_words", "by": HUNTER, "text": "我是猎人"})
    with pytest.raises(Refusal, match=f"{HUNTER}号 已经提交过遗言"):
        g.submit({"kind": "pass", "by": HUNTER, "skill": "遗言"})


def test_R132_a_shot_wolf_king_shoots_back_before_the_day_goes_on():
    """PVZ-R132: 被<最后一枪>出局的猎人/狼王可以再次开枪: the step waits for the 狼王 too."""
    g = night_one_kills_the_hunter()
    elect(g, SEER)
    act(g, HUNTER, "最后一枪", KING)
    assert "出局技能" not in g.settled and acting.waiting(g) == {KING: ["最后一枪"]}
    act(g, KING, "最后一枪", 12)
    assert "出局技能" in g.settled and not g.seats[12].alive


def test_R88_an_exiled_wolf_king_shoots_the_same_day():
    """PVZ-R16, R88: 放逐投票结束，统计结果并公布。出局玩家发动技能: the vote settles when every
    living role has voted, and the exiled 狼王 is offered 最后一枪 that day."""
    g = night_one_kills_the_hunter()
    elect(g, SEER)
    g.submit({"kind": "pass", "by": HUNTER, "skill": "最后一枪"})
    assert "出局技能" in g.settled  # a pass is an answer: the step settles by itself
    # PVZ-R89: 所有出局玩家均已发动技能并提交遗言后，立即发布第一天的讨论贴
    assert acting.waiting(g) == {HUNTER: ["遗言"]}
    g.submit({"kind": "last_words", "by": HUNTER, "text": "我是猎人"})
    assert "首夜遗言" in g.settled
    for n in EVERYONE:
        if g.seats[n].alive:
            g.submit({"kind": "vote", "by": n, "for": KING})
    assert not g.seats[KING].alive and g.period == "day 1"
    assert [o.skill for o in acting.openings(g, KING)] == ["最后一枪"]
    act(g, KING, "最后一枪", SEER)
    assert not g.seats[SEER].alive and g.period == "day 1"
    # the sheriff (the seer) was shot: 殉职 comes last, and is offered to him now
    assert [o.skill for o in acting.openings(g, SEER)] == ["殉职"]
    g.close()
    assert not any(e["type"] == "unused" and e["skill"] == "最后一枪" for e in g.events)
    assert not any("9号 未发动<最后一枪>" in e.get("text", "") for e in g.events)


def test_R46_the_dead_are_offered_nothing():
    """PVZ-R46: only roles 如未出局且未失去技能 act; a poisoned wolf is offered no 自爆."""
    g = live()
    act(g, W1, "杀人", 12)
    g.submit({"kind": "action", "by": WITCH, "skill": "毒药", "targets": [W2]})
    g.close()
    elect(g, SEER)
    assert not g.seats[W2].alive and acting.openings(g, W2) == []
    assert acting.waiting(g).get(W2) == ["遗言"], "a night-1 exit is waited for its last words only (PVZ-R89)"


def test_a_later_nights_victim_is_told_by_the_morning_list():
    """PVZ-R57: nothing public before the morning: the night-2 victim does not know until 09:00."""
    g = night_one_kills_the_hunter()
    elect(g, SEER)
    g.settle("出局技能")
    g.close()  # day 1 → night 2
    act(g, W1, "杀人", 12)
    g.settle("(5)")
    assert not g.seats[12].alive and not life.knows_out(g, 12)
    assert acting.openings(g, 12) == []
    g.close()
    assert life.knows_out(g, 12)


def test_the_director_moves_a_step_on_and_what_it_awaited_is_forfeited():
    """A step the director settles takes what is in: the wolves' missing kill is forfeited
    (视为放弃<杀人>), 通灵 then reports no kill, and a late kill is refused with the reason."""
    g = live()
    g.submit({"kind": "settle", "step": "(2)"})
    assert [(e["skill"], e["result"]) for e in seen(g, WITCH, "feedback")] == [("通灵", "无")]
    with pytest.raises(Refusal, match="已经结算"):
        act(g, W1, "杀人", 12)


def test_a_pass_lets_the_step_settle_by_itself():
    g = live()
    act(g, W1, "杀人", 12)
    assert "(3)" not in g.settled
    g.submit({"kind": "pass", "by": WITCH, "skill": "救药"})
    g.submit({"kind": "pass", "by": WITCH, "skill": "毒药"})
    assert "(3)" in g.settled
    with pytest.raises(Refusal, match="已经放弃"):
        g.submit({"kind": "pass", "by": WITCH, "skill": "毒药"})


def test_a_pass_outside_the_skills_period_is_refused():
    """本阶段放弃 is for this period: giving up a night skill during the day (or the opening) is
    refused and not recorded; a shot, answered whenever its trigger comes, may be given up ahead."""
    g = Game(RULESET, seats(FOURTEEN), live=True)
    with pytest.raises(Refusal, match="<毒药>不在本阶段发动，无需放弃"):
        g.submit({"kind": "pass", "by": WITCH, "skill": "毒药"})
    assert g.passes == set() and g.inbox == []
    g.submit({"kind": "pass", "by": HUNTER, "skill": "最后一枪"})
    assert (HUNTER, "最后一枪") in g.passes


def test_a_replayed_scenario_takes_every_input_at_its_step_whatever_the_order():
    """The replay contract: a scenario step holds all of a period's inputs; the witch's potion
    listed before the kill is still taken at step (3), after 通灵."""
    g = Game(RULESET, seats(FOURTEEN))
    g.close()
    g.submit({"kind": "action", "by": WITCH, "skill": "救药", "targets": [12]})
    act(g, W1, "杀人", 12)
    g.close()
    assert g.seats[12].alive
    fb = [e for e in g.events if e["type"] == "feedback" and e["skill"] == "通灵"]
    assert fb and fb[0]["result"] == 12


def test_A04_R106_R107_past_the_deadline_the_tick_settles_and_forfeits(tmp_path):
    """PVZ-A04, R106, R107: 截止24:00…未与裁判取得联系，视为放弃夜晚行动; 第一夜23:00前仍未提交<杀人>目标，
    视为放弃<杀人>. With a calendar, a step whose timetable row has passed is settled by the tick
    (a logged input, source "deadline"); before it, nothing moves."""
    from datetime import datetime, timezone

    from bansha.status import tick
    from bansha.store.games import open_store
    def at(hour: int, minute: int = 0) -> datetime:  # UTC: GMT+8 is eight hours later
        return datetime(2026, 12, 1, hour, minute, tzinfo=timezone.utc)

    store = open_store(tmp_path)
    store.create("g", "pvz", seats(FOURTEEN), start_date="2026-12-01")
    store.record("g", {"kind": "close"}, at=at(13))  # 21:00
    store.record("g", {"kind": "action", "by": SEER, "skill": "预言", "targets": [W1]}, at=at(13, 10))

    assert tick(store, "g", at(14, 30)) == []  # 22:30 in GMT+8: nothing is due yet
    assert tick(store, "g", at(15, 5)) == ["(2)"]  # 23:05: the kill is forfeited
    g = store.open("g")
    assert [(e["skill"], e["result"]) for e in seen(g, WITCH, "feedback")] == [("通灵", "无")]
    assert tick(store, "g", at(16, 5)) == ["(1)", "(3)"]  # 00:05: the night actions are forfeited
    g = store.open("g")
    assert {"(1)", "(2)", "(3)", "(4)", "(5)", "(6)", "(7)"} <= set(g.settled) and g.period == "night 1"
    assert [r.source for r in store.inputs("g")][-2:] == ["deadline", "deadline"]


def test_R64_R89_the_day_1_announcement_reads_in_the_seeds_order():
    """PVZ-R64, R89 (6.1 step 3): 警长投票结束后，公布第一夜出局玩家信息；第一夜出局玩家发动技能、
    提交遗言 — the election result, then the night's exits, then the last words; and the
    director's trace names each exit once."""
    from bansha import present
    g = Game(RULESET, seats(FOURTEEN))
    g.close()
    act(g, W1, "杀人", 12)
    g.close()
    g.submit({"kind": "last_words", "by": 12, "text": "我是好人"})
    for n in EVERYONE:
        g.submit({"kind": "sheriff_vote", "by": n, "for": SEER})
    g.close()
    lines = [e["text"] for e in g.public_events() if e["type"] == "announce" and e["t"] == "day 1"]
    order = [next(i for i, t in enumerate(lines) if word in t) for word in ("警长竞选结果", "昨夜出局", "的遗言")]
    assert order == sorted(order)
    trace = [present.describe(e) for e, _ in present.period_events(g, "night 1")]
    assert sum("12号 出局" in t for t in trace) == 1


def test_R88_an_exiled_shooter_sends_its_shot_by_the_vote_exits_row_not_the_night_ones():
    """PVZ-R88 (最后一枪/殉职（白天出局）: 公示出局信息30分钟内): on day 1 two rows name 最后一枪, the night-1 exits'
    (past since the evening before) and the vote exits'; the 狼王 exiled at 21:00 sends its shot itself at 21:10,
    judged by the row of the step still open."""
    g = played_to("pvz/live/pvz-live-02-every-post-when-due.json", "2026-12-03T21:10")
    inp = {"kind": "action", "by": 5, "skill": "最后一枪", "targets": [3], "time": "2026-12-03T21:10"}
    assert g.period == "day 1" and acting.may_act(g, "2026-12-03T21:10") == {5: ["最后一枪"]}
    assert acting.seat_refusal(g, inp) is None
    g.submit(inp, by_seat=True)
    assert not g.seats[3].alive
