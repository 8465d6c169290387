"""九天圣人 and 帝尊魔皇 — the guards and 日月合击 (JIU-R67–R70, R105, R267)."""
from jiu_helpers import DUCK, EMPEROR, SAGE, SEER, A, day, deaths, game, night, rejected, statuses


def test_jiu_r67_dark_guard_is_tenacity_tonight():
    g = game([night(1, A(SAGE, "黑暗守护", [SEER]), A(DUCK, "杀人", [SEER]))])
    assert deaths(g) == [] and "坚韧" not in statuses(g, SEER)  # over with the night


def test_jiu_r68_light_guard_is_undying_the_next_day():
    votes = {n: SEER for n in range(1, 15) if n != SEER}
    g = game([night(1, A(SAGE, "光明守护", [SEER]), A(DUCK, "杀人", [SEER])), day(2, votes=votes)])
    assert deaths(g, "night 1") == [SEER]  # not tonight
    g = game([night(1, A(SAGE, "光明守护", [SEER])), day(2, votes=votes)])
    assert g.seats[SEER].alive and "平安日" in "\n".join(e["text"] for e in g.events if e["type"] == "announce")


def test_jiu_r69_one_guard_a_night_never_the_same_role_or_guard_twice_running():
    g = game([night(1, A(SAGE, "黑暗守护", [3]), A(SAGE, "光明守护", [5]))])
    assert "每晚只能发动一个守护" in rejected(g, SAGE, "光明守护")
    g = game([night(1, A(SAGE, "黑暗守护", [3])), {"at": "day 2"}, night(2, A(SAGE, "光明守护", [3]))])
    assert "不能连续选择一个角色" in rejected(g, SAGE, "光明守护")[0]
    g = game([night(1, A(SAGE, "黑暗守护", [3])), {"at": "day 2"}, night(2, A(SAGE, "黑暗守护", [5]))])
    assert "不能连续选择同一个守护" in rejected(g, SAGE, "黑暗守护")[0]


def test_jiu_r70_r267_two_guards_on_one_role_kill_it_at_dawn():
    g = game([night(1, A(SAGE, "光明守护", [SEER]), A(EMPEROR, "黑暗守护", [SEER]))])
    assert deaths(g, "night 1") == [SEER]
    assert [e["cause"] for e in g.events if e["type"] == "death"] == ["日月合击"]


def test_jiu_r105_the_emperor_holds_the_same_guards():
    g = game([night(1, A(EMPEROR, "黑暗守护", [SEER]), A(DUCK, "杀人", [SEER]))])
    assert deaths(g) == []
