"""摄梦人 — 摄梦 (HLM-R34, R35, R36, R44, R120, R126, A04, A21)."""
from bansha.replay import play
from bansha.scenario import load

from hlm_helpers import (A, APPRENTICE, DAY12, DREAMER, KING, KNIGHT, V1, V2, WITCH, deaths, game, night, of, rejected,
                         scenario, traces)


def test_hlm_r34_target_is_immune_to_night_damage():
    """HLM-R34: 摄梦 → 当晚免疫夜间伤害 (kill, 荣光审判 and poison alike)."""
    g = game([night(1, A(DREAMER, "摄梦", [V1]), A(KING, "杀人", [V1]), A(KNIGHT, "荣光审判", [V1]),
                    A(WITCH, "毒药", [V1]))])
    assert deaths(g) == {}


def test_hlm_r34_not_itself():
    g = game([night(1, A(DREAMER, "摄梦", [DREAMER]))])
    assert any("其他角色" in r for r in rejected(g, DREAMER, "摄梦"))


def test_hlm_r34_a21_random_target_when_none_is_chosen():
    """HLM-R34, A21: 若不选择将会随机选择 — a living other role, told to the dreamer."""
    g = play(load(scenario([{"at": "night 1", "actions": [A(KING, "狼魂祈礼", choice="残暴")]}])))
    note = [e for e in of(g, "notice", to=DREAMER) if "随机选择" in e["text"]]
    assert len(note) == 1
    picked = int(note[0]["text"].split("随机选择了")[1].split("号")[0])
    assert picked != DREAMER and f"{picked}号 受到<摄梦>" in traces(g)


def test_hlm_r35_dreamer_out_tonight_its_target_takes_one_damage():
    """HLM-R35, A04: 若发动者当晚出局，结算目标承受一次伤害 — its own immunity does not stop it."""
    g = game([night(1, A(DREAMER, "摄梦", [V1]), A(KING, "杀人", [DREAMER]))])
    assert deaths(g) == {DREAMER: "杀人", V1: "摄梦"}


def test_hlm_r35_other_immunities_still_count():
    """HLM-R35, R59: the link damage is a damage like any other; 荣光庇护 offsets it."""
    g = game([night(1, A(DREAMER, "摄梦", [V1]), A(KING, "杀人", [DREAMER]), A(KNIGHT, "荣光庇护", [V1]))])
    assert deaths(g) == {DREAMER: "杀人"}


def test_hlm_r36_r126_same_target_two_nights_running():
    """HLM-R36, R126, A04: N dreamt on nights 1 and 2 takes one damage on night 2 (cause 摄梦)."""
    g = game([night(1, A(DREAMER, "摄梦", [V1])), *DAY12, night(2, A(DREAMER, "摄梦", [V1]))])
    assert deaths(g) == {V1: "摄梦"}


def test_hlm_r44_dream_is_step_2_after_the_potion():
    """HLM-R44: (1) 特制药剂, then (2) 摄梦."""
    t = traces(game([night(1, A(DREAMER, "摄梦", [V1]), A(APPRENTICE, "特制药剂", [V2]))]))
    assert t.index("(1) 特制药剂") < t.index("(2) 摄梦")


def test_hlm_r120_potion_two_dreams_both_hurt_when_the_dreamer_dies():
    """HLM-R120, R62: two 摄梦 with 特制药剂; the dreamer dies → F and G each take one damage."""
    g = game([night(1, A(APPRENTICE, "特制药剂", [DREAMER]), A(DREAMER, "摄梦", [V1]), A(DREAMER, "摄梦", [V2]),
                    A(KING, "杀人", [DREAMER]))])
    assert deaths(g) == {DREAMER: "杀人", V1: "摄梦", V2: "摄梦"}


def test_hlm_a21_a_random_pick_counts_for_two_nights_running():
    """HLM-A21: the random target is a 摄梦 like any other for the two-nights rule."""
    hits = 0
    for rng in range(40):
        g = play(load(scenario([night(1, A(DREAMER, "摄梦", [V1])), *DAY12,
                                {"at": "night 2", "actions": []}], rng=rng)))
        hits += deaths(g).get(V1) == "摄梦"
    assert hits > 0
