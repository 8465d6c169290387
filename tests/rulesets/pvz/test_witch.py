"""女巫 (seed 4.2.2): 通灵<强制>, 救药<限定> (herself only on night 1 of a 10-seat game), 毒药<限定>,
one potion a night; a 幸运儿's poison is not bound by that lock."""
from .helpers import (MERCHANT, TEN, TWELVE, act, action, advance, alive, day, deaths, events, feedbacks,
                      new_game, night, play, refused)


def test_R22_spirit_sight_shows_tonights_kill():
    """PVZ-R22: 通灵<强制> — the witch is told who was 指杀'd, without asking."""
    g = play(TWELVE, night(1, act(5, "杀人", 9)), day(1))
    fb = events(g, "feedback", to=2, skill="通灵")
    assert [(e["t"], e["result"]) for e in fb] == [("night 1", 9)]


def test_R22_spirit_sight_when_nobody_was_killed():
    """PVZ-R22: no 指杀 tonight → she is told nobody was."""
    g = play(TWELVE, night(1), day(1))
    assert feedbacks(g, 2, "通灵") == ["无"]


def test_R22_R49_spirit_sight_comes_before_the_potions():
    """PVZ-R22, R49: step (3) — 通灵, then 救药/毒药; the feedback is recorded before the save acts."""
    g = play(TWELVE, night(1, act(5, "杀人", 9), act(2, "救药", 9)), day(1))
    assert feedbacks(g, 2, "通灵") == [9]
    assert deaths(g) == []


def test_R23_save_keeps_the_killed_role_in():
    """PVZ-R23: 救药 — 该角色当晚不会因被指杀出局."""
    g = play(TWELVE, night(1, act(5, "杀人", 9), act(2, "救药", 9)), day(1))
    assert deaths(g) == [] and 9 in alive(g)


def test_R23_save_is_for_another_role_in_a_12_seat_game():
    """PVZ-R23, R124: 选择一名其他角色 — a 12-seat witch cannot save herself, even on night 1."""
    g = new_game(TWELVE)
    advance(g, "night 1")
    g.submit(action(5, "杀人", 2))
    assert "其他角色" in refused(g, action(2, "救药", 2))


def test_R24_R124_ten_seat_witch_saves_herself_on_night_1():
    """PVZ-R24, R124: 10人场, night 1, the wolves kill the witch, she saves herself → she stays."""
    g = play(TEN, night(1, act(4, "杀人", 2), act(2, "救药", 2)), day(1))
    assert deaths(g) == [] and 2 in alive(g)
    assert feedbacks(g, 2, "通灵") == [2]


def test_R24_R124_ten_seat_witch_cannot_save_herself_on_night_2():
    """PVZ-R24, R124: the self-save is for the first night only."""
    g = new_game(TEN)
    advance(g, "night 2")
    g.submit(action(4, "杀人", 2))
    assert "其他角色" in refused(g, action(2, "救药", 2))


def test_R23_save_does_not_stop_poison():
    """PVZ-R23, R27: 救药 stops only 指杀 — a 幸运儿's poison on the saved role still lands."""
    g = play(MERCHANT, night(1, act(5, "杀人", 10), act(2, "救药", 10), act(3, "交易", 9, choice="毒药"),
                              act(9, "毒药", 10)), day(1))
    assert deaths(g) == [("night 1", 10, "毒药")]


def test_R25_R125_no_poison_the_night_she_saves():
    """PVZ-R25, R125: <救药>发动后…该夜晚不可发动<毒药>."""
    g = new_game(TWELVE)
    advance(g, "night 1")
    g.submit(action(5, "杀人", 9))
    g.submit(action(2, "救药", 9))
    assert refused(g, action(2, "毒药", 5)) == "<救药>发动后，该夜晚不可发动<毒药>"


def test_R26_R125_no_save_the_night_she_poisons():
    """PVZ-R26, R125: <毒药>发动后，该夜晚不可发动<救药>."""
    g = new_game(TWELVE)
    advance(g, "night 1")
    g.submit(action(5, "杀人", 9))
    g.submit(action(2, "毒药", 5))
    assert "<毒药>发动后，该夜晚不可发动<救药>" in refused(g, action(2, "救药", 9))


def test_R25_R46_R125_saving_loses_spirit_sight_from_the_next_night():
    """PVZ-R25, R46, R125: after 救药 the witch loses 通灵 — no feedback from the next night on."""
    g = play(TWELVE, night(1, act(5, "杀人", 9), act(2, "救药", 9)), day(1),
             night(2, act(5, "杀人", 10)), day(2), night(3, act(5, "杀人", 11)))
    assert [e["t"] for e in events(g, "feedback", to=2, skill="通灵")] == ["night 1"]


def test_R25_poison_can_follow_a_save_on_a_later_night():
    """PVZ-R25: the lock is for that night only."""
    g = play(TWELVE, night(1, act(5, "杀人", 9), act(2, "救药", 9)), day(1),
             night(2, act(2, "毒药", 5)), day(2))
    assert deaths(g) == [("night 2", 5, "毒药")]


def test_R26_poison_exits_before_night_ends():
    """PVZ-R26: 毒药 — 该角色在夜晚结束前出局."""
    g = play(TWELVE, night(1, act(2, "毒药", 6)), day(1))
    assert deaths(g) == [("night 1", 6, "毒药")]


def test_R26_poison_is_not_stopped_by_the_shield():
    """PVZ-R26, R30: 守护之盾 stops 指杀 only."""
    g = play(TWELVE, night(1, act(3, "守护之盾", 6), act(2, "毒药", 6)), day(1))
    assert deaths(g) == [("night 1", 6, "毒药")]


def test_R23_R26_each_potion_once_per_game():
    """PVZ-R23, R26: 救药<限定>, 毒药<限定> — each used once."""
    g = new_game(TWELVE)
    advance(g, "night 1")
    g.submit(action(2, "毒药", 5))
    advance(g, "night 2")
    assert "限定" in refused(g, action(2, "毒药", 6))
    g.submit(action(2, "救药", 9))
    advance(g, "night 3")
    assert "限定" in refused(g, action(2, "救药", 9))


def test_R27_R126_lucky_poison_with_the_witch_save_both_act():
    """PVZ-R27, R126: the witch saves A, a 幸运儿 with <毒药> poisons C the same night → A stays,
    C exits."""
    g = play(MERCHANT, night(1, act(3, "交易", 9, choice="毒药")), day(1),
             night(2, act(5, "杀人", 10), act(2, "救药", 10), act(9, "毒药", 6)), day(2))
    assert deaths(g) == [("night 2", 6, "毒药")]
    assert 10 in alive(g)


def test_R52_R128_witch_poison_settles_before_the_lucky_one():
    """PVZ-R52, R128: 多瓶毒药则按照女巫，幸运儿的顺序结算 — whatever the submission order."""
    g = play(MERCHANT, night(1, act(3, "交易", 9, choice="毒药")), day(1),
             night(2, act(9, "毒药", 6), act(2, "毒药", 5)), day(2))
    assert deaths(g, "night 2") == [("night 2", 5, "毒药"), ("night 2", 6, "毒药")]


def test_R46_dead_witch_gets_no_spirit_sight():
    """PVZ-R46: only roles still in play act — a dead witch is told nothing."""
    g = play(TWELVE, night(1, act(5, "杀人", 2)), day(1), night(2, act(5, "杀人", 9)), day(2))
    assert [e["t"] for e in events(g, "feedback", to=2)] == ["night 1"]


def test_R22_R91_spirit_sight_is_private():
    """PVZ-R22, R91: the 通灵 result goes to the witch only."""
    g = play(TWELVE, night(1, act(5, "杀人", 9)), day(1))
    fb = events(g, "feedback", to=2, skill="通灵")[0]
    assert all(fb not in g.view(s) for s in range(1, 13) if s != 2)
