"""守护 — 守护之盾 on X roles, the X-night lock, the sole guard against 毒药 (BJ-R38, R53, R125)."""
from bj_helpers import GUARD, HUNTWOLF, VULTURE, WITCH, A, deaths, game, night, rejected


def test_bj_r125_three_guarded_are_locked_for_three_nights():
    steps = [night(1, A(GUARD, "守护之盾", [1, 3, 7]))]
    for n in (2, 3, 4):
        steps += [{"at": f"day {n}"}, night(n, A(GUARD, "守护之盾", [3]))]
    g = game(steps)
    assert len(rejected(g, GUARD, "守护之盾")) == 3
    g = game([*steps, {"at": "day 5"}, night(5, A(GUARD, "守护之盾", [3]))])
    assert len(rejected(g, GUARD, "守护之盾")) == 3  # night 5 is free again


def test_bj_r38_one_guard_also_stops_poison_even_when_burned():
    g = game([night(1, A(GUARD, "守护之盾", [1]), A(WITCH, "救药", [3]), A(WITCH, "救药", [5]),
                    A(WITCH, "毒药", [1]))])
    assert deaths(g) == []
    g = game([night(1, A(GUARD, "守护之盾", [1, 9]), A(WITCH, "救药", [3]), A(WITCH, "救药", [5]),
                    A(WITCH, "毒药", [1]))])
    assert deaths(g) == [1]


def test_bj_r53_a_guarded_role_is_immune_to_kills_even_under_several():
    g = game([night(1, A(GUARD, "守护之盾", [1, 3]), A(VULTURE, "杀人", [3]))])
    assert deaths(g) == []
    g = game([night(1, A(GUARD, "守护之盾", [1, 3]), A(HUNTWOLF, "捕猎"), A(VULTURE, "杀人", [3]))])
    assert deaths(g) == [3]


def test_bj_r38_r125_the_lock_refusal_names_the_last_locked_night_on_that_night_itself():
    """BJ-R38, R125 (issue 20): "守护X个角色，则接下来X天不能再次守护这些角色" — guarded with two others on night 1, seat 3 is
    locked on nights 2–4; the refusal on night 4 says it is locked up to night 4 and free from night 5 (not "before
    night 4")."""
    steps = [night(1, A(GUARD, "守护之盾", [1, 3, 7]))]
    steps += [{"at": "day 2"}, night(2), {"at": "day 3"}, night(3), {"at": "day 4"}, night(4, A(GUARD, "守护之盾", [3]))]
    g = game(steps)
    assert rejected(g, GUARD, "守护之盾") == [
        "3号 到第4夜为止不能再次被守护，第5夜起可以（守护X个角色，则接下来X天不能再次守护这些角色）"]
