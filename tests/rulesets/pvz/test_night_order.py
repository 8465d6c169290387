"""The night (seed 6.1 step 2): steps (1)–(7) in the seed's order, whatever the order of input."""
from bansha.rulesets.pvz.night import NIGHT_ORDER

from .helpers import (MERCHANT, TWELVE, WOLF, act, action, advance, day, deaths, events, new_game, night, play,
                      refused)


def test_R47_to_R53_night_order_mirrors_the_seed():
    """PVZ-R47..R53: the night order is the seed's numbered list; (3) settles 女巫执行<通灵>
    first, “然后选择是否发动<救药>或<毒药>” (PVZ-R22), so it is two steps: 通灵, then the potions."""
    assert [s.id for s in NIGHT_ORDER] == ["1.", "(1)", "(2)", "(3)通灵", "(3)", "(4)", "(5)", "(6)", "(7)"]
    assert NIGHT_ORDER[1].skills == ("查验", "预言", "验尸", "守护之盾", "交易")
    assert NIGHT_ORDER[2].skills == ("杀人",)
    assert NIGHT_ORDER[3].skills == ("通灵",) and NIGHT_ORDER[3].needs == ("(2)",)
    assert NIGHT_ORDER[4].skills == ("救药", "毒药") and NIGHT_ORDER[4].needs == ("(3)通灵",)
    assert [s.title for s in NIGHT_ORDER[6:]] == ["指杀结算", "毒药结算", "交易失败结算"]


def test_R47_step_1_settles_in_the_seeds_order_not_the_input_order():
    """PVZ-R47: 石像鬼<查验>, then 预言家<预言>, then 守墓人<验尸>."""
    g = play(TWELVE, night(1), day(1, votes={1: 5}),
             night(2, act(1, "预言", 6), act(8, "查验", 2)), day(2))
    fb = [(e["to"], e["skill"]) for e in events(g, "feedback") if e["t"] == "night 2"]
    assert fb[:3] == [(8, "查验"), (1, "预言"), (4, "验尸")]


def test_R47_R48_R49_every_step_leaves_a_trace_line_in_order():
    """PVZ-R47..R53 (design: resolution is visible): each step leaves a trace, in order."""
    g = play(TWELVE, night(1), day(1))
    steps = [e["text"].split()[0] for e in events(g, "trace") if e["t"] == "night 1"
             and e["text"].split()[0] in ("1.", "(1)", "(2)", "(3)", "(4)", "(5)", "(6)", "(7)")
             and len(e["text"].split()) > 1 and not e["text"].split()[1][0].isdigit()]
    assert steps == ["1.", "(1)", "(2)", "(3)", "(4)", "(5)", "(6)", "(7)"]


def test_R48_R49_witch_sees_the_kill_chosen_in_step_2():
    """PVZ-R48, R49: the kill (2) comes before the witch's 通灵 (3), whatever the input order."""
    g = play(TWELVE, night(1, act(2, "救药", 9), act(5, "杀人", 9)), day(1))
    assert [e["result"] for e in events(g, "feedback", to=2)] == [9]
    assert deaths(g) == []


def test_R50_lucky_shield_in_step_4_protects_against_the_kill():
    """PVZ-R50, R51: the 幸运儿 acts in step (4), before the kill settles in step (5)."""
    g = play(MERCHANT, night(1, act(3, "交易", 9, choice="守护之盾"), act(9, "守护之盾", 10), act(5, "杀人", 10)),
             day(1))
    assert deaths(g) == []


def test_R51_kill_resolution_cases():
    """PVZ-R51: (a) guarded only → stays; (b) saved only → stays; (c) both or neither → exits."""
    cases = {
        "guard": ([act(3, "守护之盾", 9)], []),
        "save": ([act(2, "救药", 9)], []),
        "both": ([act(3, "守护之盾", 9), act(2, "救药", 9)], [("night 1", 9, "杀人")]),
        "none": ([], [("night 1", 9, "杀人")]),
    }
    for name, (extra, want) in cases.items():
        g = play(TWELVE, night(1, act(5, "杀人", 9), *extra), day(1))
        assert deaths(g) == want, name


def test_R52_R53_kills_then_poisons_then_failed_trades():
    """PVZ-R51..R53: deaths settle (5) 指杀, (6) 毒药, (7) 交易失败 — in that order."""
    g = play(MERCHANT, night(1, act(2, "毒药", 11), act(3, "交易", 8, choice="预言"), act(5, "杀人", 10)), day(1))
    assert deaths(g) == [("night 1", 10, "杀人"), ("night 1", 11, "毒药"), ("night 1", 3, "交易")]


def test_R54_night_target_cannot_be_changed():
    """PVZ-R54: 所有夜间技能经裁判确认有效后，均不可更改技能目标."""
    g = new_game(TWELVE)
    advance(g, "night 1")
    g.submit(action(3, "守护之盾", 9))
    assert "不可更改技能目标" in refused(g, action(3, "守护之盾", 10))


def test_R55_after_night_1_the_election_comes_first():
    """PVZ-R55: after night 1 → step 3 (the election), then the morning announcement."""
    g = play(TWELVE, night(1, act(5, "杀人", 9)), day(1, sheriff={1: 1}))
    day1 = [e["type"] for e in g.events if e["t"] == "day 1" and e["type"] in ("sheriff", "announce")]
    assert day1[:2] == ["sheriff", "announce"]
    first_announce = [e["text"] for e in events(g, "announce") if e["t"] == "day 1"]
    assert "竞选" in first_announce[0] and "9号" in first_announce[1]


def test_R55_R57_later_nights_go_straight_to_the_morning_announcement():
    """PVZ-R55, R57: after night 2 → step 4: the announcement of the night's exits comes first."""
    g = play(TWELVE, night(1), day(1), night(2, act(5, "杀人", 10)), day(2))
    day2 = [e for e in g.events if e["t"] == "day 2" and e["type"] not in ("trace",)]
    assert day2[0]["type"] == "announce" and "10号" in day2[0]["text"]


def test_R46_roles_out_of_play_do_not_act():
    """PVZ-R46: 如未出局 — a seer killed on night 1 has no 预言 on night 2."""
    g = new_game(TWELVE)
    advance(g, "night 1")
    g.submit(action(5, "杀人", 1))
    advance(g, "night 2")
    assert "已出局" in refused(g, action(1, "预言", 5))


def test_R113_unused_night_skills_are_simply_not_used():
    """PVZ-R113: nothing is done by default — no checks, no kill, no potions."""
    g = play(TWELVE, night(1), day(1))
    assert [e["to"] for e in events(g, "feedback")] == [2]
    assert deaths(g) == []


def test_R47_seer_feedback_is_the_camp_at_step_1():
    """PVZ-R47, R21: sanity — the seer's check in step (1) reads the camp."""
    g = play(TWELVE, night(1, act(1, "预言", 8)), day(1))
    assert events(g, "feedback", to=1)[0]["result"] == WOLF
