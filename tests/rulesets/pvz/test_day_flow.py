"""The day (seed 6.1 steps 3–6, 6.2, 6.4): election, morning shots, 自爆, the exile vote and
what it triggers, red cards after the vote."""
from datetime import date, datetime

from bansha.engine.schedule import GMT8
from bansha.rulesets.pvz.timetable import pvz_deadlines

from .helpers import (ADMIRER, FOURTEEN, FULL, HUNTER_ONLY, TWELVE, act, alive, announcements, card, day, deaths,
                      events, exile, night, play, post, rejections, seats, sheriffs, start, winner)


def test_R66_one_vote_per_day_no_change():
    """PVZ-R66: 每个讨论日限投一票，投票完成后不允许改票."""
    g = play(TWELVE, night(1), day(1, votes=[(1, 5), (2, 5), (1, 6), (3, 6)]))
    assert exile(g, 1)["tally"] == {"5": 2, "6": 1}
    assert rejections(g, 1) == ["投票完成后不允许改票"]


def test_R67_R68_top_role_is_exiled():
    """PVZ-R67, R68: one vote each, the most-voted role exits by 投票."""
    g = play(TWELVE, night(1), day(1, votes={1: 5, 2: 5, 3: 6}))
    assert exile(g, 1) == {"t": "day 1", "type": "exile", "seat": 5, "tally": {"5": 2, "6": 1}}
    assert deaths(g) == [("day 1", 5, "投票")]


def test_R68_A06_tie_exiles_nobody_by_default():
    """PVZ-R68, A06 (option exile_tie, default 无人出局): a tie exiles nobody."""
    g = play(TWELVE, night(1), day(1, votes={1: 5, 2: 6}))
    assert exile(g, 1)["seat"] is None and deaths(g) == []
    assert any("平票" in a for a in announcements(g))


def test_R68_A06_tie_drawn_at_random_when_chosen():
    """PVZ-R68, A06 (option exile_tie=随机出局): one of the tied seats exits, the same one on
    every replay; a unique top is exiled as usual."""
    picks = set()
    for rng in range(12):
        g = play(TWELVE, night(1), day(1, votes={2: 6, 3: 5}), options={"exile_tie": "随机出局"}, rng=rng)
        picks.add(exile(g, 1)["seat"])
        again = play(TWELVE, night(1), day(1, votes={2: 6, 3: 5}), options={"exile_tie": "随机出局"}, rng=rng)
        assert exile(again, 1)["seat"] == exile(g, 1)["seat"]
    assert picks == {5, 6}
    g = play(TWELVE, night(1), day(1, votes={2: 6, 3: 5, 4: 5}), options={"exile_tie": "随机出局"})
    assert exile(g, 1)["seat"] == 5


def test_R69_abstain_counts_for_nobody():
    """PVZ-R69: 弃票 is allowed and counts for nobody."""
    g = play(TWELVE, night(1), day(1, votes={1: None, 2: None, 3: 5}))
    assert exile(g, 1)["tally"] == {"5": 1} and exile(g, 1)["seat"] == 5


def test_R114_only_living_roles_vote():
    """PVZ-R114: a role out of play cannot vote; the vote is refused and not counted."""
    g = play(TWELVE, night(1, act(5, "杀人", 9)), day(1, votes={9: 6, 1: 5}))
    assert exile(g, 1)["tally"] == {"5": 1}
    assert any("已出局" in r for r in rejections(g, 9))


def test_R114_vote_for_a_role_out_of_play_is_refused():
    """PVZ-R114, R73: 投票对象有误的票无效."""
    g = play(TWELVE, night(1, act(5, "杀人", 9)), day(1, votes={1: 9, 2: 5}))
    assert exile(g, 1)["tally"] == {"5": 1}
    assert any("投票对象有误" in r for r in rejections(g, 1))


def test_R57_R85_morning_shot_victim_cannot_be_voted():
    """PVZ-R57, R85: the morning shots come before the discussion; the shot role is out by the vote."""
    g = play(HUNTER_ONLY, night(1), day(1), night(2, act(5, "杀人", 3)),
             day(2, act(3, "最后一枪", 9), votes={9: 5, 1: 9, 2: 5}))
    assert exile(g, 2)["tally"] == {"5": 1}


def test_R74_R75_R117_self_explode_accepted_in_the_window_skips_the_vote():
    """PVZ-R74, R75, R117: 【自爆】 posted in the discussion thread in the last two hours →
    accepted: the exile vote is skipped, the game goes to night, which still ends 09:00."""
    g = play(TWELVE, night(1), day(1, posts=[post(5, "【05.老王】【自爆】")], votes={1: 6}), night(2))
    assert deaths(g) == [("day 1", 5, "自爆")]
    assert exile(g, 1) is None and 6 in alive(g)
    # the window and the night's end, from the timetable (day 2 of a game starting D0)
    d0 = date(2024, 3, 1)
    rows = {d.key: d for d in pvz_deadlines(d0, "day 2", 12)}
    window = rows["self_explode"]
    assert window.opens == datetime(2024, 3, 4, 18, 0, tzinfo=GMT8)    # day 2 falls on D3
    assert window.at == datetime(2024, 3, 4, 20, 0, tzinfo=GMT8)
    assert not window.opens <= datetime(2024, 3, 4, 15, 0, tzinfo=GMT8) < window.at   # 15:00: refused
    assert window.opens <= datetime(2024, 3, 4, 18, 30, tzinfo=GMT8) < window.at       # 18:30: accepted
    boom = datetime(2024, 3, 4, 18, 30, tzinfo=GMT8)
    n3 = {d.key: d for d in pvz_deadlines(d0, "night 3", 11, exploded_at=boom)}
    assert n3["night"].at == datetime(2024, 3, 5, 9, 0, tzinfo=GMT8)


def test_R117_self_explode_outside_the_window_is_refused_when_the_time_is_known(tmp_path):
    """PVZ-R117 (ruling R-EXPLODE-WINDOW): a 【自爆】 at 15:00 on a normal day (discussion ends
    20:00) is refused, outside the last two hours; at 18:30 it is accepted. The director's store
    checks the posting time against the timetable; the engine itself never reads a clock."""
    from bansha.engine.errors import Refusal
    from bansha.store.games import open_store
    store = open_store(tmp_path)
    store.create("r117", "pvz", seats(TWELVE), start_date="2024-03-01")
    for _ in range(4):                                    # start, night 1, day 1, night 2
        store.record("r117", {"kind": "close"})
    assert store.open("r117").period == "day 2"           # day 2 falls on D3 = 03-04
    boom = {"kind": "action", "by": 5, "skill": "自爆", "targets": []}
    try:
        store.record("r117", {**boom, "time": "2024-03-04T15:00+08:00"})
    except Refusal as r:
        assert "自爆" in r.reason and "18:00" in r.reason
    else:
        raise AssertionError("a 15:00 自爆 was accepted")
    store.record("r117", {**boom, "time": "2024-03-04T18:30+08:00"})
    store.record("r117", {"kind": "close"})
    g = store.open("r117")
    assert g.period == "night 3" and ("day 2", 5, "自爆") in deaths(g)


def test_R76_exploded_wolf_leaves_the_sheriff_vote_skipped_and_night_follows():
    """PVZ-R76: 跳过放逐投票阶段…直接进入夜晚 — the next period is the night, with its actions."""
    g = play(TWELVE, night(1), day(1, act(6, "自爆")), night(2, act(5, "杀人", 9)), day(2))
    assert deaths(g) == [("day 1", 6, "自爆"), ("night 2", 9, "杀人")]


def test_R76_later_day_inputs_after_the_explosion_are_void():
    """PVZ-R76 (spec: a 自爆 ends the discussion; later day inputs of that day are void)."""
    g = play(TWELVE, night(1), day(1, act(5, "自爆"), votes={1: 6, 2: 6, 3: 6}))
    assert all(r == "狼人自爆后跳过放逐投票阶段" for r in rejections(g))
    assert len(rejections(g)) == 3


def test_R57_R58_R85_exile_shot_and_love_chain():
    """PVZ-R57, R58, R85, R87: the exiled 猎人 shoots the crush, the 暗恋者 exits at once."""
    g = play(ADMIRER, start(act(13, "一见钟情", 1)), night(1),
             day(1, act(3, "最后一枪", 1), votes={4: 3, 9: 3, 10: 3}))
    assert deaths(g) == [("day 1", 3, "投票"), ("day 1", 1, "最后一枪"), ("day 1", 13, "殉情")]


def test_R57_R86_shots_then_handover_at_the_exile():
    """PVZ-R57, R86: an exiled 狼王 sheriff shoots first; the 殉职 comes last."""
    g = play(FOURTEEN, night(1), day(1, act(9, "殉职", 6), act(9, "最后一枪", 3), act(3, "最后一枪", 1),
                                      sheriff={9: 9}, votes={1: 9, 2: 9}))
    order = [(e["type"], e.get("seat")) for e in g.events if e["type"] in ("death", "sheriff")]
    assert order == [("sheriff", 9), ("death", 9), ("death", 3), ("death", 1), ("sheriff", 6)]


def test_R98_red_cards_take_effect_after_the_vote():
    """PVZ-R98 (ruling in day.py: a red card puts the seat out after the day's vote): the carded
    role's vote still counts that day, then it exits with no shot."""
    g = play(HUNTER_ONLY, night(1), day(1, act(3, "最后一枪", 5), votes={3: 6, 1: 6}, cards=[card(3, "红牌")]))
    assert exile(g, 1)["tally"] == {"6": 2}
    assert deaths(g) == [("day 1", 6, "投票"), ("day 1", 3, "红牌罚下")]


def test_R84_every_way_out_has_its_cause():
    """PVZ-R84: 指杀, 毒药, 最后一枪, 投票, 自爆, 殉情, 红牌罚下 — each recorded by name (the failed
    交易 is in test_merchant)."""
    g = play(FULL, start(act(11, "一见钟情", 12)), night(1, act(7, "杀人", 13), act(2, "毒药", 14)),
             day(1, act(3, "最后一枪", 12), votes={1: 3, 2: 3}, cards=[card(4, "红牌")]),
             night(2), day(2, act(8, "自爆")))
    assert winner(g) is None
    assert {c for _, _, c in deaths(g)} == {"杀人", "毒药", "投票", "最后一枪", "殉情", "红牌罚下", "自爆"}


def test_R90_public_announcements():
    """PVZ-R90: 公示 — election result, night exits, exile result, a shot."""
    g = play(HUNTER_ONLY, night(1, act(5, "杀人", 9)), day(1, act(3, "最后一枪", 5), sheriff={1: 1}, votes={1: 3}))
    text = "\n".join(announcements(g))
    assert "当选警长" in text and "9号" in text and "放逐" in text and "最后一枪" in text
    assert all(e in g.view(s) for e in events(g, "announce") for s in range(1, 14))


def test_R55_day_inputs_settle_in_the_days_own_order():
    """PVZ-R55 (spec: a day step is consumed in the day's order, whatever the file order): the
    election comes before a 自爆 listed first."""
    g = play(TWELVE, night(1), {"at": "day 1", "actions": [act(5, "自爆")],
                                "sheriff_votes": [{"by": 5, "for": 5}]})
    assert sheriffs(g)[0] == ("day 1", 5)
    assert deaths(g) == [("day 1", 5, "自爆")]


def test_R93_steps_after_the_end_are_unused():
    """PVZ-R93 (spec: a step for a period the game never reaches is reported unused)."""
    g = play(TWELVE, night(1), day(1, votes={1: 5}),
             night(2, act(2, "毒药", 6)), day(2, votes={1: 7}),
             night(3), day(3, votes={1: 8}), night(4, act(1, "预言", 9)))
    assert winner(g) == "村民阵营"
    assert events(g, "unused", by=1, skill="预言")


def _rows(period, alive, **events):
    return {d.key: d for d in pvz_deadlines(date(2024, 3, 1), period, alive, **events)}


def _t(day, hh, mm=0):
    return datetime(2024, 3, day, hh, mm, tzinfo=GMT8)


def test_R82_R139_acceleration_with_six_and_four_alive():
    """PVZ-R82, R139: 6 alive on day 4 → discussion ends 18:00, vote 18:00–19:00, self-explode
    window 16:00–18:00 (A12); 4 alive → discussion ends 16:00, vote 16:00–17:00."""
    six = _rows("day 4", 6)                                    # day 4 falls on D5 = 03-06
    assert six["discussion"].at == _t(6, 18)
    assert (six["exile_vote"].opens, six["exile_vote"].at) == (_t(6, 18), _t(6, 19))
    assert (six["self_explode"].opens, six["self_explode"].at) == (_t(6, 16), _t(6, 18))
    four = _rows("day 4", 4)
    assert four["discussion"].at == _t(6, 16)
    assert (four["exile_vote"].opens, four["exile_vote"].at) == (_t(6, 16), _t(6, 17))
    assert _rows("day 4", 7)["discussion"].at == _t(6, 20)


def test_R110_R115_R140_deadlines_from_closing_time():
    """PVZ-R110, R115, R140: the vote ends 21:00 → wolves by 23:00, night roles by 24:00, day
    exits' last words by 23:00; a wolf self-explodes at 18:40 → 关门 18:40: kill by 20:40, last
    words by 20:40."""
    day2 = _rows("day 2", 12)                                  # day 2 falls on D3 = 03-04
    assert day2["closed"].at == _t(4, 21) and day2["day_last_words"].at == _t(4, 23)
    night3 = _rows("night 3", 12, closed_at=_t(4, 21))
    assert night3["kill"].at == _t(4, 23) and night3["night_actions"].at == _t(5, 0)
    boom = _t(4, 18, 40)
    assert _rows("day 2", 12, exploded_at=boom)["day_last_words"].at == _t(4, 20, 40)
    assert _rows("night 3", 12, exploded_at=boom)["kill"].at == _t(4, 20, 40)
