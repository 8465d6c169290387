"""狼人 and the pack's shared skills — 杀人, 狼魂祈礼, 残暴, 窥探, 顶盾 (HLM-R05, R08, R20–R25, R30,
R46, R114, R115, R116)."""
from bansha.rulesets.hongloumeng import RULESET

from hlm_helpers import (A, DAY12, EVERYONE, HOOD, JUDGE, KING, KNIGHT, SEER, V, V1, V2, V3, WITCH, WOLF, WWITCH,
                         deaths, feedback, game, night, of, rejected, traces)


def test_hlm_r30_the_werewolf_has_only_the_shared_skills():
    """HLM-R30, R08: 狼人 has no skill of its own (长夜将至), and nobody can 自爆."""
    assert [s.name for s in RULESET.roles["狼人"].skills] == ["杀人", "狼魂祈礼"]
    assert "自爆" not in RULESET.skill_names()


def test_hlm_r20_any_member_kills_once_for_the_pack():
    """HLM-R20, R08: one 指杀 a night, by any member, on night 1 too."""
    g = game([night(1, A(WOLF, "杀人", [V1]), A(KING, "杀人", [V2]))])
    assert deaths(g) == {V1: "杀人"}
    assert any("本阶段已经提交" in r for r in rejected(g, KING, "杀人"))


def test_hlm_r05_dead_wolves_stay_in_the_group_but_do_not_act():
    """HLM-R05, R77: an exited wolf still reads the pack's messages; it cannot kill."""
    g = game([night(1, A(KING, "杀人", [WOLF]), pick="窥探"), *DAY12,
              night(2, A(WOLF, "杀人", [V1]))])
    assert WOLF in g.members("狼人")
    counts = [e for e in g.view(WOLF) if e["type"] == "feedback" and e["t"] == "night 2"]
    assert counts and any("已出局" in r for r in rejected(g, WOLF, "杀人"))


def test_hlm_r21_prayer_is_compulsory_on_night_1_only():
    """HLM-R21, R46: not chosen → the director picks at random; night 2 refuses it; bad picks refused."""
    g = game([{"at": "night 1", "actions": [A(KING, "狼魂祈礼", choice="嗜血")]}, *DAY12,
              night(2, A(KING, "狼魂祈礼", choice="残暴"))])
    assert "狼魂祈礼未选择：随机确定为" in traces(g)
    assert g.state.狼魂祈礼 in ("残暴", "窥探", "顶盾")
    reasons = rejected(g, KING, "狼魂祈礼")
    assert any("须在<残暴><窥探><顶盾>" in r for r in reasons) and any("首夜" in r for r in reasons)


def test_hlm_r22_r116_cruelty_from_night_2_invisible_to_the_witch():
    """HLM-R22, R116: 残暴 from the second night, once; 灵通 shows the kill only."""
    g = game([night(1, A(KING, "残暴", [V1])), *DAY12,
              night(2, A(KING, "杀人", [V2]), A(WOLF, "残暴", [V3])),
              {"at": "day 3", "votes": V(None, EVERYONE)},
              night(3, A(KING, "残暴", [V1]))])
    assert deaths(g) == {V2: "杀人", V3: "残暴"}
    assert feedback(g, WITCH, "灵通", "night 2") == [[V2]]
    reasons = rejected(g, KING, "残暴")
    assert any("第二晚" in r for r in reasons) and any("限定" in r for r in reasons)


def test_hlm_r23_r115_peek_two_non_wolves_after_the_kill():
    """HLM-R23, R115: 首夜先刀后验 — the kill, then two actual roles, told to the whole pack."""
    g = game([night(1, A(WWITCH, "窥探", [SEER, WITCH]), A(KING, "杀人", [V1]), pick="窥探")])
    for w in (KING, WWITCH, WOLF):
        assert [(e["target"], e["result"]) for e in of(g, "feedback", to=w, skill="窥探")] == [(SEER, "预言家"),
                                                                                            (WITCH, "女巫")]
    kill = next(i for i, e in enumerate(g.events) if "代表狼群指杀" in e.get("text", ""))
    peek = next(i for i, e in enumerate(g.events) if e.get("skill") == "窥探")
    assert kill < peek


def test_hlm_r23_peek_refuses_wolves_and_is_compulsory():
    """HLM-R23: 需选择两名非狼人阵营角色; not chosen → two chosen at random."""
    g = game([night(1, A(KING, "窥探", [WOLF, SEER]), pick="窥探")])
    assert any("非狼人阵营" in r for r in rejected(g, KING, "窥探"))
    roles = feedback(g, KING, "窥探")
    assert len(roles) == 2 and not set(roles) & {"黑狼王", "狼巫", "狼人"}


def test_hlm_r24_peek_counts_from_night_2():
    """HLM-R24: from night 2 the pack learns 神职/村民/魔女会 still alive."""
    g = game([night(1, A(KING, "窥探", [SEER, V1]), A(KING, "杀人", [HOOD]), pick="窥探"), *DAY12, night(2)])
    assert feedback(g, WOLF, "窥探", "night 2") == ["神职3，村民4，魔女会3"]


def test_hlm_r25_shield_covers_all_damage_until_the_next_night():
    """HLM-R25: 顶盾 — immune to all damage tonight and through the next day(s), ended by night."""
    g = game([night(1, A(KING, "顶盾", [WOLF]), A(KNIGHT, "荣光审判", [WOLF]), A(WITCH, "毒药", [WOLF]),
                    pick="顶盾"),
              {"at": "day 1"}, {"at": "day 2", "votes": V(WOLF, EVERYONE)},
              night(2, A(JUDGE, "审判", [V1, V2], choice=WOLF))])
    assert deaths(g) == {WOLF: "审判"}


def test_hlm_r25_shield_only_on_a_wolf_and_once():
    """HLM-R25: 选择一名狼人; 顶盾<限定>."""
    g = game([night(1, A(KING, "顶盾", [V1]), pick="顶盾"), *DAY12,
              night(2, A(KING, "顶盾", [KING])), {"at": "day 3", "votes": V(None, EVERYONE)},
              night(3, A(KING, "顶盾", [WOLF]))])
    reasons = rejected(g, KING, "顶盾")
    assert any("需选择一名狼人" in r for r in reasons) and any("限定" in r for r in reasons)


def test_hlm_r114_shielded_top_vote_means_nobody_goes():
    """HLM-R114: flow step 6 — 高票者有<顶盾>则无人出局."""
    g = game([night(1, A(KING, "顶盾", [WOLF]), pick="顶盾"), {"at": "day 1"},
              {"at": "day 2", "votes": V(WOLF, EVERYONE)}])
    assert of(g, "exile", t="day 2")[-1]["seat"] is None
    assert deaths(g) == {}
    assert not any("顶盾" in e["text"] for e in of(g, "announce"))


def test_hlm_a_pick_of_窥探_is_offered_and_usable_the_same_night():
    """狼魂祈礼 on night 1: the picked 窥探 is used that night (after the kill), so once the pick is
    taken every living pack member holds it — offered by `usable` and accepted by intake."""
    from bansha.engine.intake import usable
    from bansha.replay import play
    from bansha.scenario import load
    from hlm_helpers import scenario
    g = play(load(scenario([])))  # plays `start`; night 1 is open
    assert g.period == "night 1"
    assert "窥探" not in [s.name for s in usable(g, 9)]
    g.submit({"kind": "action", "by": 9, "skill": "狼魂祈礼", "choice": "窥探"})
    assert "窥探" in [s.name for s in usable(g, 10)]
    g.submit({"kind": "action", "by": 10, "skill": "窥探", "targets": [1, 2]})
