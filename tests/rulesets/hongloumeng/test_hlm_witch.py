"""女巫 — 灵通, 救药, 毒药 (HLM-R31, R32, R33, R49, R111, R117, A08)."""
from hlm_helpers import (A, APPRENTICE, DAY12, KING, V1, V2, V3, WITCH, WOLF, deaths, feedback, game, night, rejected,
                         traces)


def test_hlm_r31_a08_lingtong_shows_the_pointed_kills():
    """HLM-R31, A08: 灵通<强制> shows the 指杀 targets, 冲锋 included unless the option says no."""
    steps = [night(1, A(KING, "杀人", [V1]), A(KING, "冲锋", [V2]))]
    assert feedback(game(steps), WITCH, "灵通") == [[V1, V2]]
    assert feedback(game(steps, {"lingtong_sees_charge": False}), WITCH, "灵通") == [[V1]]


def test_hlm_r31_nothing_pointed_says_so():
    """HLM-R31 灵通「反馈被指杀的角色」: with no 指杀 the witch is told so (无), as PVZ's 通灵 does,
    rather than an empty line."""
    g = game([night(1)])
    assert feedback(g, WITCH, "灵通") == ["无"]


def test_hlm_r32_save_is_immunity_to_night_damage():
    """HLM-R32: 救药 — the target is immune to every night damage tonight (kill and 冲锋 both)."""
    g = game([night(1, A(KING, "杀人", [V1]), A(KING, "冲锋", [V1]), A(WITCH, "救药", [V1]))])
    assert deaths(g) == {}


def test_hlm_r32_after_the_save_lingtong_is_lost():
    """HLM-R32: <救药>使用后，失去技能<灵通> — no 灵通 from the next night; listing it is refused."""
    g = game([night(1, A(KING, "杀人", [V1]), A(WITCH, "救药", [V1])), *DAY12,
              night(2, A(KING, "杀人", [V2]), A(WITCH, "灵通"))])
    assert feedback(g, WITCH, "灵通") == [[V1]]
    assert any("失去技能<灵通>" in r for r in rejected(g, WITCH, "灵通"))


def test_hlm_r111_self_save_on_night_1_only():
    """HLM-R111: 女巫仅限首夜可以自救."""
    g = game([night(1, A(KING, "杀人", [WITCH]), A(WITCH, "救药", [WITCH]))])
    assert deaths(g) == {}
    g = game([night(1), *DAY12, night(2, A(WITCH, "救药", [WITCH]))])
    assert any("仅第一晚可以选择自己" in r for r in rejected(g, WITCH, "救药"))


def test_hlm_r33_poison_is_one_damage_and_excludes_the_save():
    """HLM-R33, R32: 毒药 deals one damage; one bottle a night."""
    g = game([night(1, A(KING, "杀人", [V1]), A(WITCH, "毒药", [WOLF]), A(WITCH, "救药", [V1]))])
    assert deaths(g) == {V1: "杀人", WOLF: "毒药"}
    assert any("<毒药>发动后" in r for r in rejected(g, WITCH, "救药"))
    g = game([night(1, A(WITCH, "救药", [V1]), A(WITCH, "毒药", [WOLF]))])
    assert any("<救药>发动后" in r for r in rejected(g, WITCH, "毒药"))


def test_hlm_r49_lingtong_before_the_bottles():
    """HLM-R49: step (6) — 灵通 feedback, then 救药/毒药."""
    g = game([night(1, A(WITCH, "救药", [V1]), A(KING, "杀人", [V1]))])
    fb = next(i for i, e in enumerate(g.events) if e.get("skill") == "灵通")
    save = next(i for i, e in enumerate(g.events) if "受到<救药>" in e.get("text", ""))
    assert fb < save


def test_hlm_r117_potion_no_save_and_poison_together():
    """HLM-R117, R62: with 特制药剂 she still cannot use one 救药 and one 毒药."""
    g = game([night(1, A(APPRENTICE, "特制药剂", [WITCH]), A(WITCH, "救药", [V1]), A(WITCH, "毒药", [WOLF]))])
    assert any("<救药>发动后" in r for r in rejected(g, WITCH, "毒药"))


def test_hlm_a10_potion_two_poisons():
    """HLM-A10: two 毒药 are allowed with 特制药剂 (only mixing is forbidden)."""
    g = game([night(1, A(APPRENTICE, "特制药剂", [WITCH]), A(WITCH, "毒药", [WOLF]), A(WITCH, "毒药", [V3]))])
    assert deaths(g) == {WOLF: "毒药", V3: "毒药"}
    assert "(6) 毒药：7号" in traces(g)
