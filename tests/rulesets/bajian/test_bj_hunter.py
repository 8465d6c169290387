"""猎人 — 枪击【2】 and 最后一枪 (BJ-R39, R40, R56, R61, R89, R129, BJ-A08)."""
from bj_helpers import HUNTER, KING, VULTURE, A, deaths, events, game, night, rejected


def test_bj_r39_two_shots_in_one_night_then_none_left():
    g = game([night(1, A(HUNTER, "枪击", [1]), A(HUNTER, "枪击", [3])), {"at": "day 2"},
              night(2, A(HUNTER, "枪击", [7]))])
    assert sorted(deaths(g, "night 1")) == [1, 3]
    assert "限定" in rejected(g, HUNTER, "枪击")[0] or "次数" in rejected(g, HUNTER, "枪击")[0]


def test_bj_r61_r40_a_hunter_killed_at_night_shoots_within_the_night():
    g = game([night(1, A(VULTURE, "杀人", [HUNTER]), A(HUNTER, "最后一枪", [7]))])
    assert deaths(g, "night 1") == [HUNTER, 7]
    assert [e["cause"] for e in events(g, "death")] == ["杀人", "最后一枪"]


def test_bj_r129_a_hunter_who_used_a_shot_has_no_last_shot():
    g = game([night(1, A(HUNTER, "枪击", [1]), A(VULTURE, "杀人", [HUNTER]), A(HUNTER, "最后一枪", [7]))])
    assert sorted(deaths(g)) == [1, HUNTER]


def test_bj_r89_r129_an_exiled_hunter_shoots_after_the_vote():
    voters = [n for n in range(1, 25) if n != HUNTER]
    g = game([{"at": "day 2", "votes": [{"by": v, "for": HUNTER} for v in voters],
               "actions": [A(HUNTER, "最后一枪", [9])]}])
    assert deaths(g, "day 2") == [HUNTER, 9]


def test_bj_a08_a_shot_is_not_stopped_by_guard_but_the_king_absorbs_it_once():
    g = game([night(1, A(HUNTER, "枪击", [KING]))])
    assert deaths(g) == [] and g.state.king_spared
