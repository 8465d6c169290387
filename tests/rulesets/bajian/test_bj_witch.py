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
