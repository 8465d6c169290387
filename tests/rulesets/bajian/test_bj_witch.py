"""女巫 — 通灵, 救药, 毒药 and their arithmetic (BJ-R36, R37, R57, R64, R65, R86, R114, R116)."""
from bj_helpers import HUNTER, KING, VULTURE, WITCH, A, deaths, feedback, game, night, rejected


def test_bj_r36_spirit_reports_the_kills_decided_by_45_minutes():
    g = game([night(1, A(VULTURE, "杀人", [1]), A(KING, "冲锋", [3]))])
    assert feedback(g, WITCH, "通灵") == [[1, 3]]
    g = game([night(1, A(VULTURE, "杀人", [1]))])
    assert feedback(g, WITCH, "通灵") == [1]


def test_bj_r37_r114_q4_two_saves_bring_a_poison_usable_the_same_night():
    g = game([night(1, A(WITCH, "救药", [1]), A(WITCH, "救药", [3]), A(WITCH, "毒药", [7]))])
    assert deaths(g) == [7]
    g = game([night(1, A(WITCH, "救药", [1]), A(WITCH, "毒药", [7]))])
    assert "数量不足" in rejected(g, WITCH, "毒药")[0] and deaths(g) == []


def test_bj_r37_saves_start_at_two():
    g = game([night(1, A(WITCH, "救药", [1]), A(WITCH, "救药", [3]), A(WITCH, "救药", [7]))])
    assert "数量不足" in rejected(g, WITCH, "救药")[0]


def test_bj_r86_two_exits_add_a_save_r64_q6_a_pending_poison_does_not_count():
    # night 1: two exits (shots); night 2 the witch has 2 + 1 saves
    g = game([night(1, A(HUNTER, "枪击", [1]), A(HUNTER, "枪击", [3])), {"at": "day 2"},
              night(2, *[A(WITCH, "救药", [t]) for t in (7, 9, 11)])])
    assert rejected(g, WITCH, "救药") == []
    # one exit so far; saving twice, poisoning (→ 2nd exit pending) and a third save: refused (Q6)
    g = game([night(1, A(HUNTER, "枪击", [1])), {"at": "day 2"},
              night(2, A(WITCH, "救药", [7]), A(WITCH, "救药", [9]), A(WITCH, "毒药", [11]), A(WITCH, "救药", [13]))])
    assert len(rejected(g, WITCH, "救药")) == 1 and deaths(g, "night 2") == [11]


def test_bj_r116_q6_the_witch_cannot_count_her_own_poison_ahead():
    g = game([night(1, A(HUNTER, "枪击", [1])), {"at": "day 2"},
              night(2, A(WITCH, "救药", [7]), A(WITCH, "救药", [9]), A(WITCH, "毒药", [11]), A(WITCH, "救药", [13]))])
    assert g.events and "数量不足" in rejected(g, WITCH, "救药")[0]


def test_bj_r65_no_limit_on_potions_or_targets_per_night():
    g = game([night(1, A(WITCH, "救药", [1]), A(WITCH, "救药", [1]), A(WITCH, "毒药", [1]))])
    assert deaths(g) == [1]  # a save does not stop 毒药


def test_bj_r42_r65_q4_a_bewitched_save_counts_toward_her_poison_the_same_night():
    """BJ-R42, R65, R114 (issue 20, 4): 魔音 is step (1): "该角色自动对目标使用一次该技能，消耗限定与次数";
    "每使用2个救药则毒药数量+1"; Q4: "当晚立即使用？可以". The 救药 the piper makes her use and her own make two: her
    毒药 that night is taken and kills."""
    from bj_helpers import PIPER
    g = game([night(1, A(PIPER, "魔音", [WITCH, 1], choice="救药"), A(WITCH, "救药", [3]), A(WITCH, "毒药", [7]))])
    assert rejected(g, WITCH, "毒药") == [] and deaths(g) == [7]


def test_bj_r42_r37_a_bewitched_save_comes_first_and_her_own_extra_one_is_refused():
    """BJ-R42, R37, R59 (issue 20, 4): with 2 救药, a 魔音-forced one (step (1)) and two of her own (step (8)): the forced
    one is used first ("消耗限定与次数") and protects its target; the last of hers is refused at her step, in the
    rule's words — never the forced one dropped in silence."""
    from bj_helpers import PIPER, notices
    g = game([night(1, A(PIPER, "魔音", [WITCH, 1], choice="救药"), A(WITCH, "救药", [3]), A(WITCH, "救药", [7]),
                    A(VULTURE, "杀人", [1]))])
    assert any("你被吹笛迷惑，对1号玩家1使用了<救药>技能" in t for t in notices(g, WITCH))
    assert deaths(g) == []  # 1 is saved by the forced potion
    assert rejected(g, WITCH, "救药") == ["<救药>数量不足"]
