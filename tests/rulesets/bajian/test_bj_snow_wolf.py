"""雪狼 — 雪隐 (immunity, feedback rewrite, once per role for good) and 暴风雪 (BJ-R27–R29, R52,
R118 = Q8, R127)."""
from hypothesis import given, settings
from hypothesis import strategies as st

from bansha.engine.elevator import neighbours
from bj_helpers import HUNTER, SEER, SNOW, VULTURE, WITCH, A, deaths, events, feedback, game, night, rejected


def test_bj_r27_hide_makes_immune_to_kill_and_poison():
    g = game([night(1, A(SNOW, "雪隐", [1]), A(VULTURE, "杀人", [1]), A(WITCH, "救药", [3]), A(WITCH, "救药", [5]),
                    A(WITCH, "毒药", [1]))])
    assert deaths(g) == []


def test_bj_r118_q8_the_snow_wolf_rewrites_camp_and_skill_feedback():
    rewrite = {"阵营": "村民阵营", "技能": "无技能反馈"}
    g = game([night(1, A(SNOW, "雪隐", [VULTURE], choice=rewrite), A(VULTURE, "杀人", [1]),
                    A(SEER, "验人", [VULTURE]), A(SEER, "天眼", [VULTURE]))])
    assert feedback(g, SEER, "验人") == ["村民阵营"]
    assert feedback(g, SEER, "天眼") == [{"技能": "无技能反馈"}]


def test_bj_r28_hide_once_per_role_and_an_heir_keeps_the_list():
    g = game([night(1, A(SNOW, "雪隐", [1])), {"at": "day 2"}, night(2, A(SNOW, "雪隐", [1]))])
    assert "只能发动一次" in rejected(g, SNOW, "雪隐")[0]
    g = game([night(1, A(SNOW, "雪隐", [1]), A(HUNTER, "枪击", [SNOW])), {"at": "day 2"},
              night(2, A(5, "征召", [3]), A(3, "雪隐", [1]))])
    assert g.seats[3].role == "雪狼" and "只能发动一次" in rejected(g, 3, "雪隐")[0]


def test_bj_r29_r127_storm_is_announced_and_binds_the_next_night_for_non_wolves():
    g = game([night(1, A(SNOW, "暴风雪"), A(HUNTER, "枪击", [SEER - 1]), A(HUNTER, "枪击", [SEER + 1])),
              {"at": "day 2"},
              night(2, A(SEER, "验人", [1]), A(SEER, "验人", [SEER + 2]), A(VULTURE, "杀人", [1]))])
    assert any("[发生了暴风雪]" in e["text"] for e in events(g, "announce", "day 2"))
    assert rejected(g, SEER, "验人")[0] == ("[发生了暴风雪]：狼人阵营以外的角色只能对电梯楼邻居两个角色以及自己使用技能"
                                          "（6号、8号、10号），1号不在其中")
    assert feedback(g, SEER, "验人")  # seat 10 is its living neighbour once 7 and 9 are out
    assert deaths(g, "night 2") == [1]  # the wolves are not bound


def _walk_round(living: set[int], seats: list[int], me: int) -> list[int]:
    """BJ-R29 as the seed says it: from a seat, the first living seat each way round the 电梯楼 (首尾也算邻居)."""
    i, out = seats.index(me), set()
    for step in (-1, 1):
        for k in range(1, len(seats)):
            m = seats[(i + step * k) % len(seats)]
            if m in living:
                out.add(m)
                break
    return sorted(out)


@settings(max_examples=300)
@given(st.sets(st.integers(1, 24)), st.integers(1, 24))
def test_bj_r29_storm_neighbours_are_the_first_living_seat_each_way_round(dead, me):
    """The 电梯楼 neighbours (`engine.elevator`, 078's 暴风雪 and 245's JIU-R15), read in one pass over the
    seats, are the walk round the table: with every other seat out, none; with one other living, that one;
    round the end, the highest or the lowest."""
    g = game([])
    for n in dead:
        g.seats[n].alive = False
    living = {n for n, s in g.seats.items() if s.alive and n != me}
    assert neighbours(g, me) == _walk_round(living, sorted(g.seats), me)
