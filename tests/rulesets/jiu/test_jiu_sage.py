"""九天圣人 — the guards and 日月合击 (JIU-R67–R70, R267; A36); 帝尊魔皇 holds the same (test_jiu_demon_emperor.py)."""
from jiu_helpers import DUCK, EMPEROR, LINEUP, SAGE, SEER, WITCH, A, day, deaths, game, night, rejected, statuses

from bansha.rulesets.jiu import harm


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


KNIGHT = 6  # 摄魂师's seat takes 锈剑骑士; the first wolf below it is 狼巫 (8)


def test_jiu_r70_r63_a36_every_holder_s_strike_puts_the_role_out_so_a_wolf_among_them_sets_off_tetanus():
    """JIU-A36: "所有持有该技能的角色对目标角色造成一次[致死伤害]" — the exit's sources are all the holders (option
    sun_moon_source 全部持有者): the 帝尊魔皇 is one, so the 锈剑骑士 out by 日月合击 gives the 狼巫 [破伤风]; with
    随机一名 the 九天圣人 drawn alone does not."""
    line = {**LINEUP, KNIGHT: "锈剑骑士"}
    g = game([night(1, A(SAGE, "光明守护", [KNIGHT]), A(EMPEROR, "黑暗守护", [KNIGHT])), day(2)], lineup=line)
    assert deaths(g, "night 1") == [KNIGHT] and sorted(harm.exit_sources(g, KNIGHT)) == [SAGE, EMPEROR]
    assert "破伤风" in statuses(g, WITCH)
    g = game([night(1, A(SAGE, "光明守护", [KNIGHT]), A(EMPEROR, "黑暗守护", [KNIGHT])), day(2)], lineup=line,
             options={"sun_moon_source": "随机一名"}, rng=0)
    assert deaths(g, "night 1") == [KNIGHT] and harm.exit_sources(g, KNIGHT) == [SAGE]  # drawn: the village one
    assert "破伤风" not in statuses(g, WITCH)


def test_jiu_r70_r120_a36_two_guards_from_two_sages_trigger_it_and_every_holder_strikes():
    """JIU-A36: one guard a night each, so a 九天圣人 alone never triggers it; the 空想家's extra 九天圣人 seat can
    with the dealt one — and the 帝尊魔皇, which guarded nobody, strikes too (every holder)."""
    dreamer, extra = 13, 15
    start = {"at": "start", "actions": [A(DUCK, "群内可选技能", choice="遮天"), A(dreamer, "空想具现", choice="九天圣人")]}
    g = game([start, night(1, A(SAGE, "光明守护", [SEER]), A(extra, "黑暗守护", [SEER]))],
             lineup={**LINEUP, dreamer: "空想家"})
    assert g.seats[extra].role == "九天圣人" and deaths(g, "night 1") == [SEER]
    assert sorted(harm.exit_sources(g, SEER)) == [SAGE, EMPEROR, extra]
