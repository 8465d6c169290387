"""守卫 (seed 4.2.5): 守护之盾 stops tonight's 指杀; never the same role two nights running;
同守同救 with 救药 makes both fail."""
from .helpers import (MERCHANT, TWELVE, act, action, advance, alive, day, deaths, new_game, night, play,
                      refused)


def test_R30_R127_shield_stops_the_kill():
    """PVZ-R30, R127: guard protects A, no save, wolves kill A → A stays."""
    g = play(TWELVE, night(1, act(3, "守护之盾", 9), act(5, "杀人", 9)), day(1))
    assert deaths(g) == [] and 9 in alive(g)


def test_R30_shield_on_someone_else_does_not_help():
    """PVZ-R30: only the shielded role is protected."""
    g = play(TWELVE, night(1, act(3, "守护之盾", 10), act(5, "杀人", 9)), day(1))
    assert deaths(g) == [("night 1", 9, "杀人")]


def test_R30_shield_lasts_one_night():
    """PVZ-R30: 当晚 — the shield is gone the next night."""
    g = play(TWELVE, night(1, act(3, "守护之盾", 9)), day(1), night(2, act(5, "杀人", 9)), day(2))
    assert deaths(g) == [("night 2", 9, "杀人")]


def test_R31_R127_not_the_same_role_two_nights_running():
    """PVZ-R31, R127: guard protects A on night 2 → A cannot be guarded on night 3; the refusal
    says why in the seed's words."""
    g = new_game(TWELVE)
    advance(g, "night 2")
    g.submit(action(3, "守护之盾", 9))
    advance(g, "night 3")
    reason = refused(g, action(3, "守护之盾", 9))
    assert "一名角色不能连续两晚成为该技能的目标" in reason
    g.submit(action(3, "守护之盾", 10))


def test_R31_same_role_again_after_a_night_off():
    """PVZ-R31: 连续两晚 — night 1 and night 3 are not consecutive."""
    g = play(TWELVE, night(1, act(3, "守护之盾", 9)), day(1), night(2), day(2),
             night(3, act(3, "守护之盾", 9), act(5, "杀人", 9)), day(3))
    assert deaths(g) == []


def test_R32_R51_R127_guarded_and_saved_role_exits():
    """PVZ-R32, R51, R127: 同守同救 — guard protects A, witch saves A, wolves kill A → A exits."""
    g = play(TWELVE, night(1, act(3, "守护之盾", 9), act(2, "救药", 9), act(5, "杀人", 9)), day(1))
    assert deaths(g) == [("night 1", 9, "杀人")]


def test_R32_guarded_and_saved_but_not_killed_stays():
    """PVZ-R32: 该角色若被指杀仍会出局 — without a kill nothing happens."""
    g = play(TWELVE, night(1, act(3, "守护之盾", 9), act(2, "救药", 9), act(5, "杀人", 10)), day(1))
    assert deaths(g) == [("night 1", 10, "杀人")]


def test_A16_guard_may_shield_himself():
    """PVZ-A16: only 救药 and 最后一枪 say 其他角色; the guard may shield himself."""
    g = play(TWELVE, night(1, act(3, "守护之盾", 3), act(5, "杀人", 3)), day(1))
    assert deaths(g) == []


def test_R36_A15_lucky_shield_shares_the_two_nights_rule():
    """PVZ-R36, A15 (ruling in guard.py: the rule names the skill): the guard's target of night 1
    cannot be a 幸运儿's <守护之盾> target on night 2."""
    g = new_game(MERCHANT)
    advance(g, "night 1")
    g.submit(action(13, "守护之盾", 10))
    g.submit(action(3, "交易", 9, choice="守护之盾"))
    advance(g, "night 2")
    assert "连续两晚" in refused(g, action(9, "守护之盾", 10))
    g.submit(action(9, "守护之盾", 11))


def test_R32_R36_A15_lucky_shield_and_save_cancel_too():
    """PVZ-R32, R36, A15: a lucky <守护之盾> is a 守护之盾 — with 救药 on the same role, 同守同救."""
    g = play(MERCHANT, night(1, act(3, "交易", 9, choice="守护之盾"), act(9, "守护之盾", 10),
                              act(2, "救药", 10), act(5, "杀人", 10)), day(1))
    assert deaths(g) == [("night 1", 10, "杀人")]


def test_R30_dead_guard_cannot_shield():
    """PVZ-R30, R46: a guard out of play does not act."""
    g = new_game(TWELVE)
    advance(g, "night 1")
    g.submit(action(5, "杀人", 3))
    advance(g, "night 2")
    assert "已出局" in refused(g, action(3, "守护之盾", 9))
