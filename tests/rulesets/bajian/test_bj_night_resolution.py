"""(10) each 指杀 through the checks in their written order, (11) the 毒药 flow, and the night order
(BJ-R48–R60, R66, R119, R121, R123–R126)."""
from bj_helpers import (ELDER, GUARD, HUNTER, HUNTWOLF, KING, RED, SEER, SNOW, VULTURE, WITCH, A, deaths, events, game,
                        night)


def test_bj_r59_unprotected_kill_exits_and_r49_r54_the_pack_kills_once():
    g = game([night(1, A(VULTURE, "杀人", [1]), A(HUNTWOLF, "杀人", [3]))])
    assert deaths(g, "night 1") == [1]
    assert any("本阶段已经提交" in e["reason"] for e in events(g, "rejected", by=HUNTWOLF))


def test_bj_r59_check1_snow_hide_beats_the_kill_and_check2_burn_beats_guard_and_save_e3_r121():
    # night 1: 赤狼 炎盾 on 1; the seer checks 1 → burned. night 2: wolves kill the seer, guard and save on it.
    g = game([night(1, A(RED, "炎盾", [1]), A(SEER, "验人", [1])),
              {"at": "day 2"},
              night(2, A(GUARD, "守护之盾", [SEER]), A(VULTURE, "杀人", [SEER]), A(WITCH, "救药", [SEER]))])
    assert f"[{SEER}号玩家{SEER}被烧伤了]" in [e["text"] for e in events(g, "notice", to=SEER)]
    assert f"[{SEER}号玩家{SEER}被烧伤了]" in [e["text"] for e in events(g, "notice", to=KING)]
    assert deaths(g, "night 2") == [SEER]
    g = game([night(1, A(RED, "炎盾", [1]), A(SEER, "验人", [1])),
              {"at": "day 2"},
              night(2, A(SNOW, "雪隐", [SEER]), A(VULTURE, "杀人", [SEER]))])
    assert deaths(g, "night 2") == []


def test_bj_r59_check3_guard_and_check4_king_and_r87():
    g = game([night(1, A(GUARD, "守护之盾", [1, 3]), A(VULTURE, "杀人", [1]), A(KING, "冲锋", [3]))])
    assert deaths(g) == []
    g = game([night(1, A(VULTURE, "杀人", [KING]))])
    assert deaths(g) == [] and not g.state.king_spared


def test_bj_r59_check5_elder_long_life_once_r123():
    g = game([night(1, A(VULTURE, "杀人", [ELDER])), {"at": "day 2"}, night(2, A(VULTURE, "杀人", [ELDER]))])
    assert deaths(g, "night 1") == [] and deaths(g, "night 2") == [ELDER]


def test_bj_r123_a_burned_elder_exits_at_check_2_a21_the_elder_can_be_burned():
    # night 1: the hunter shoots the seer (a vacancy). night 2: 炎盾 on 1; the elder refills with 1
    # (a skill used on 1 → burned at 60分); the wolves kill the elder → check 2, 长寿之命 unused.
    g = game([night(1, A(HUNTER, "枪击", [SEER])), {"at": "day 2"},
              night(2, A(RED, "炎盾", [1]), A(ELDER, "征召", [1]), A(VULTURE, "杀人", [ELDER]))])
    assert g.seats[1].role == "预言家"
    assert deaths(g, "night 2") == [ELDER] and not g.state.elder_hit


def test_bj_r59_check6_one_save_offsets_one_kill_r126_burned_target_wastes_it():
    g = game([night(1, A(VULTURE, "杀人", [1]), A(KING, "冲锋", [1]), A(WITCH, "救药", [1]))])
    assert deaths(g) == [1]  # two kills, one save
    g = game([night(1, A(VULTURE, "杀人", [1]), A(KING, "冲锋", [1]), A(WITCH, "救药", [1]),
                    A(WITCH, "救药", [1]))])
    assert deaths(g) == []


def test_bj_r60_poison_flow_sole_guard_blocks_multi_guard_does_not_r125():
    g = game([night(1, A(GUARD, "守护之盾", [1]), A(HUNTWOLF, "捕猎"), A(VULTURE, "杀人", [1]))])
    assert deaths(g) == []
    g = game([night(1, A(GUARD, "守护之盾", [1, 3]), A(HUNTWOLF, "捕猎"), A(VULTURE, "杀人", [1]))])
    assert deaths(g) == [1]


def test_bj_r60_r124_king_poisoned_first_time_immune_second_time_exits():
    g = game([night(1, A(HUNTWOLF, "捕猎"), A(VULTURE, "杀人", [KING])), {"at": "day 2"},
              night(2, A(KING, "冲锋", [1]), A(VULTURE, "杀人", [KING]))])
    assert deaths(g, "night 1") == [] and g.state.king_spared
    assert deaths(g, "night 2") == [1]  # a plain 指杀 on the 狼王 never counts (check 4)


def test_bj_r66_r119_e1_hunt_turns_every_wolf_kill_into_poison_elder_and_save_do_not_help():
    g = game([night(1, A(HUNTWOLF, "捕猎"), A(VULTURE, "杀人", [ELDER]), A(KING, "冲锋", [1]),
                    A(WITCH, "救药", [1]))])
    assert sorted(deaths(g)) == [1, ELDER]
    assert not g.state.elder_hit


def test_bj_r48_a_dead_role_does_not_act_and_r57_r58_order_is_the_seeds():
    g = game([night(1, A(VULTURE, "杀人", [SEER])), {"at": "day 2"}, night(2, A(SEER, "验人", [1]))])
    assert any("已出局" in e["reason"] for e in events(g, "rejected", by=SEER))
    steps = [e["text"].split()[0] for e in events(g, "trace", "night 2") if e["text"][:1] in "(3" or e["text"][:2] == "60"]
    assert steps.index("(8)") < steps.index("(9)") < steps.index("(10)") < steps.index("(11)")


def test_bj_r50_r51_r52_r53_r55_r56_each_skill_settles_in_its_numbered_step():
    from bansha.rulesets.bajian.night import NIGHT_ORDER
    ids = {s.id: s.skills for s in NIGHT_ORDER}
    assert ids["(0)"] == ("征召",) and ids["(1)"] == ("吹笛", "魔音") and ids["(2)"] == ("炎盾", "业炎")
    assert ids["(3)"] == ("雪隐", "暴风雪") and ids["(4)"] == ("守护之盾",) and ids["(6)"] == ("冲锋", "激励")
    assert ids["(7)"] == ("枪击",) and ids["(8)"] == ("救药", "毒药") and ids["(9)验人"] == ("验人",) and ids["(9)"] == ("天眼", "隼眼")
