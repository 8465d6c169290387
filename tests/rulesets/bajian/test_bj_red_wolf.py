"""赤狼 — 炎盾 and 业炎 (BJ-R24–R26, R51, R121, BJ-A21, A22)."""
from bj_helpers import GUARD, KING, PIPER, RED, SEER, SNOW, VULTURE, WITCH, A, deaths, events, game, night, notices


def test_bj_r24_a_guard_on_the_shield_target_is_burned_and_told_with_every_wolf():
    g = game([night(1, A(RED, "炎盾", [1]), A(GUARD, "守护之盾", [1]))])
    text = f"[{GUARD}号玩家{GUARD}被烧伤了]"
    assert text in notices(g, GUARD) and all(text in notices(g, w) for w in (KING, VULTURE, RED, SNOW))
    assert g.seats[GUARD].has_status("烧伤")


def test_bj_r24_the_shield_lasts_one_night_the_burn_for_good_r25():
    g = game([night(1, A(RED, "炎盾", [1])), {"at": "day 2"}, night(2, A(SEER, "验人", [1]))])
    assert not g.seats[SEER].has_status("烧伤")
    g = game([night(1, A(RED, "炎盾", [1]), A(WITCH, "救药", [1])), {"at": "day 2"}, night(2),
              {"at": "day 3"}, night(3, A(VULTURE, "杀人", [WITCH]), A(WITCH, "救药", [WITCH]))])
    assert deaths(g, "night 3") == [WITCH]


def test_bj_r26_a22_karma_kills_every_non_wolf_user_including_the_piper():
    g = game([night(1, A(RED, "业炎", [1]), A(PIPER, "吹笛", [1, 3]), A(SEER, "验人", [1]), A(VULTURE, "隼眼", [1]))])
    assert sorted(deaths(g)) == sorted([PIPER, SEER])


def test_bj_r26_shield_is_judged_before_karma():
    g = game([night(1, A(RED, "炎盾", [1]), A(RED, "业炎", [1]), A(GUARD, "守护之盾", [GUARD, 1]))])
    # the guard is burned (30分), then 业炎 kills it; its own guard cannot save a burned role
    assert deaths(g) == [GUARD]
    assert [e["cause"] for e in events(g, "death")] == ["业炎"]
