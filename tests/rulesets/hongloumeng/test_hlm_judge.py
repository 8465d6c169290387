"""审判官 — 审判 and the 审判会议 (HLM-R14, R15, R52, R61, R118, R124, A05, A06)."""
from hlm_helpers import (A, APPRENTICE, DAY12, DREAMER, JUDGE, KING, V1, V2, V3, WITCH, WOLF, WWITCH, announced, deaths, game,
                         night, of, rejected, traces)


def test_hlm_r14_three_meet_in_a_temporary_group():
    """HLM-R14: the 审判官 and the two chosen roles share a group tonight; nobody else sees it."""
    g = game([night(1, A(JUDGE, "审判", [V1, V2], choice=None))])
    group = next(e for e in of(g, "group") if e["group"].startswith("审判会议"))
    assert sorted(g.groups[group["group"]]) == [JUDGE, V1, V2]
    assert group in g.view(V1) and group not in g.view(V3)


def test_hlm_r15_r61_unanimous_executes_at_dawn_and_is_announced():
    """HLM-R15, R61, R84: a unanimous decision → <投票出局> from the 审判官 at 凌晨, [审判会议成功]."""
    g = game([night(1, A(JUDGE, "审判", [V1, V2], choice={"处决": WOLF, "同意": [JUDGE, V1, V2]})), {"at": "day 1"}])
    assert deaths(g) == {WOLF: "审判"}
    assert "[凌晨] 11号 出局（审判）" in traces(g)
    assert announced(g, "[审判会议成功]")
    assert not any("审判会议成功" in e["text"] for e in of(g, "announce") if e["t"] == "night 1")


def test_hlm_r15_not_unanimous_has_no_effect():
    """HLM-R15: 若意见不统一，则无任何效果 — and no announcement."""
    g = game([night(1, A(JUDGE, "审判", [V1, V2], choice={"处决": WOLF, "同意": [JUDGE, V1]})), {"at": "day 1"}])
    assert deaths(g) == {} and not announced(g, "审判会议成功")


def test_hlm_r124_a_meeting_that_cannot_form_still_spends_the_skill():
    """HLM-R124, R15: no three-person group → no effect, 但限定依旧消耗."""
    g = game([night(1, A(JUDGE, "审判", [V1, V2], choice="未成会")), *DAY12,
              night(2, A(JUDGE, "审判", [V1, V2], choice=WOLF))])
    assert deaths(g) == {} and not any(e["group"].startswith("审判会议") for e in of(g, "group"))
    assert any("限定" in r for r in rejected(g, JUDGE, "审判"))


def test_hlm_r52_the_decision_needs_a_target_in_play():
    """HLM-R52: the meeting names one trial target, which must still be in play."""
    g = game([night(1, A(KING, "杀人", [V3])), *DAY12,
              night(2, A(JUDGE, "审判", [V1, V2], choice=V3))])
    assert any("不在场上" in r for r in rejected(g, JUDGE, "审判"))


def test_hlm_a05_step_12_protects_the_trials_target_at_dawn_too():
    """HLM-A05, step (12) 「被…审判的角色如果是<救药>…<摄梦>…的目标，…不会导致角色出局」: the specific
    step wins — the 审判 still executes at 凌晨, and 摄梦 or 救药 stops it; option trial_immunity=仅夜间
    reads 摄梦 as 免疫夜间伤害 only, so the 凌晨 execution lands; trial_node=夜间 settles it in (12)."""
    steps = [night(1, A(DREAMER, "摄梦", [WOLF]), A(JUDGE, "审判", [V1, V2], choice=WOLF))]
    assert deaths(game(steps)) == {}
    assert deaths(game(steps, {"trial_immunity": "仅夜间"})) == {WOLF: "审判"}
    assert deaths(game(steps, {"trial_node": "夜间", "trial_immunity": "仅夜间"})) == {}
    saved = [night(1, A(WITCH, "救药", [WOLF]), A(JUDGE, "审判", [V1, V2], choice=WOLF))]
    assert deaths(game(saved)) == {}


def test_hlm_a05_the_shield_covers_dawn():
    """HLM-A05, R25: 顶盾 is 免疫所有伤害 and stops the 凌晨 execution."""
    g = game([night(1, A(KING, "顶盾", [WOLF]), A(JUDGE, "审判", [V1, V2], choice=WOLF), pick="顶盾")])
    assert deaths(g) == {}


def test_hlm_a06_trial_target_scope_option():
    """HLM-A06: any role in play by default; option trial_target=参会者 limits it to the two."""
    steps = [night(1, A(JUDGE, "审判", [V1, V2], choice=WWITCH))]
    assert deaths(game(steps)) == {WWITCH: "审判"}
    g = game(steps, {"trial_target": "参会者"})
    assert deaths(g) == {} and any("被选择参加审判会议" in r for r in rejected(g, JUDGE, "审判"))


def test_hlm_r118_potion_two_meetings_two_announcements():
    """HLM-R118, R62: with 特制药剂 two meetings (same members allowed), each success announced."""
    g = game([night(1, A(APPRENTICE, "特制药剂", [JUDGE]),
                     A(JUDGE, "审判", [V1, V2], choice=WOLF), A(JUDGE, "审判", [V1, V2], choice=WWITCH)),
              {"at": "day 1"}])
    assert deaths(g) == {WOLF: "审判", WWITCH: "审判"}
    text = next(e["text"] for e in of(g, "announce") if "第一个夜晚公示" in e["text"])
    assert text.count("[审判会议成功]") == 2
