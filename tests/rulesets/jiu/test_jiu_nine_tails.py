"""九尾狐 — 九尾 (JIU-R77–R80, R257, A30, A48)."""
from jiu_helpers import LINEUP as BASE, A, day, deaths, events, game, night, notices, statuses

from bansha.rulesets.jiu.roles.nine_tails import Tails

# 8 seats: 开局总人数*0.4 = 3.2 → 3 tails
LINEUP = {1: "九尾狐", 2: "刺客鸭", 3: "预言家", 4: "锈剑骑士", 5: "黑商", 6: "狂戮", 7: "摄魂师", 8: "侦探"}
FOX, DUCK = 1, 2


def play(steps, **kw):
    return game(steps, lineup=LINEUP, sheriff=7, **kw)


def test_jiu_r77_tails_are_the_starting_total_times_0_4_rounded():
    g = play([])
    assert g.seats[FOX].state_of(Tails).count == 3
    assert "<九尾>：你获得了3根尾巴，并永久获得[不死]状态（除了自己技能自杀）。" in notices(g, FOX)
    g = game([], lineup={**BASE, 14: "九尾狐"})  # 14 seats: 5.6 → 6
    assert g.seats[14].state_of(Tails).count == 6


def test_jiu_r78_its_own_undying_stops_a_kill_a30_loophole_strips_it():
    g = play([night(1, A(DUCK, "杀人", [FOX]))])
    assert deaths(g) == [] and "不死" in statuses(g, FOX)
    g = play([])
    from bansha.rulesets.jiu import statuses as st
    st.give(g, FOX, "漏洞")
    assert "不死" not in statuses(g, FOX)


def test_jiu_r79_a48_a_tail_per_village_exit_at_its_announcement_r80_suicide_at_dawn():
    g = play([night(1, A(DUCK, "杀人", [3])), day(2, votes={1: 4, 2: 4, 6: 4}), night(2, A(DUCK, "杀人", [5])),
              day(3), night(3), day(4)])
    told = [t for t in notices(g, FOX) if "损失了一根尾巴" in t]
    assert len(told) == 3
    fox_out = [e for e in events(g, "death") if e["seat"] == FOX]
    assert fox_out and fox_out[0]["t"] == "day 4" and fox_out[0]["cause"] == "九尾自杀"


def test_jiu_r79_a48_the_tail_is_lost_when_announced_not_at_the_night_kill():
    g = play([night(1, A(DUCK, "杀人", [3]))])  # night 1 closed, day 2 not opened
    assert g.seats[FOX].state_of(Tails).count == 3
    g = play([night(1, A(DUCK, "杀人", [3]))], options={"nine_tails_loss": "出局时"})
    assert g.seats[FOX].state_of(Tails).count == 2


def test_jiu_r79_wolf_exits_cost_no_tail():
    g = play([day(2, votes={1: 6, 3: 6, 4: 6})])
    assert deaths(g) == [6] and g.seats[FOX].state_of(Tails).count == 3
