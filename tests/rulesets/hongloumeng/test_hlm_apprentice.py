"""魔女会学徒 — 身份属性 and 特制药剂 (HLM-R06, R37, R43, R62, A10)."""
from hlm_helpers import (A, APPRENTICE, DAY12, DREAMER, EVERYONE, KING, KNIGHT, SEER, V, V1, V2, V3, WITCH, WOLF,
                         WWITCH, deaths, feedback, game, night, of, rejected)


def test_hlm_r06_coven_learns_the_apprentice_one_way():
    """HLM-R06, R05: 女巫 and 摄梦人 learn the apprentice's seat; it learns nothing; nobody else does."""
    g = game([])
    assert feedback(g, WITCH, "身份属性") == [APPRENTICE] and feedback(g, DREAMER, "身份属性") == [APPRENTICE]
    assert not feedback(g, APPRENTICE, "身份属性") and not feedback(g, KING, "身份属性")


def test_hlm_r37_the_recipient_is_told_and_uses_a_skill_once_more():
    """HLM-R37: 使其得知自己得到特制药剂; one extra use tonight, ignoring <限定>."""
    g = game([night(1, A(APPRENTICE, "特制药剂", [KNIGHT]), A(KNIGHT, "荣光审判", [WOLF]),
                    A(KNIGHT, "荣光审判", [WWITCH]))])
    assert any("特制药剂" in e["text"] for e in of(g, "notice", to=KNIGHT))
    assert deaths(g) == {WOLF: "荣光审判", WWITCH: "荣光审判"}


def test_hlm_r37_only_one_extra_use_and_only_tonight():
    """HLM-R37: 再次发动一次 … 仅限当天夜间."""
    g = game([night(1, A(APPRENTICE, "特制药剂", [SEER]), A(SEER, "预言", [V1]), A(SEER, "预言", [V2]),
                    A(SEER, "预言", [V3])), *DAY12,
              night(2, A(SEER, "预言", [KING]), A(SEER, "预言", [WOLF]))])
    assert len(feedback(g, SEER, "预言")) == 3
    assert len(rejected(g, SEER, "预言")) == 2


def test_hlm_r37_not_herself_and_once_a_game():
    """HLM-R37: 选择除自己以外的任意一名角色; 特制药剂<限定>."""
    g = game([night(1, A(APPRENTICE, "特制药剂", [APPRENTICE])), *DAY12,
              night(2, A(APPRENTICE, "特制药剂", [V1])), {"at": "day 3", "votes": V(None, EVERYONE)},
              night(3, A(APPRENTICE, "特制药剂", [V2]))])
    reasons = rejected(g, APPRENTICE, "特制药剂")
    assert any("其他角色" in r for r in reasons) and any("限定" in r for r in reasons)


def test_hlm_r37_compulsory_skills_are_not_repeated():
    """HLM-R37: 除<强制>以外 — 灵通 and 窥探 get no extra use."""
    g = game([night(1, A(APPRENTICE, "特制药剂", [KING]), A(KING, "窥探", [SEER, V1]),
                    A(KING, "窥探", [V2, V3]), pick="窥探")])
    assert len(feedback(g, KING, "窥探")) == 2 and rejected(g, KING, "窥探")


def test_hlm_r37_works_on_the_pack_shared_kill():
    """HLM-R37: 特制药剂对狼人阵营的共通技能也生效 — the recipient wolf adds a second 杀人."""
    g = game([night(1, A(APPRENTICE, "特制药剂", [WOLF]), A(KING, "杀人", [V1]), A(WOLF, "杀人", [V2]))])
    assert deaths(g) == {V1: "杀人", V2: "杀人"}
    assert feedback(g, WITCH, "灵通") == [[V1, V2]]


def test_hlm_a10_a_spent_limited_skill_comes_back_for_one_night():
    """HLM-A10 (a): 无视<限定> — a spent 毒药 may be used once more (option potion_revives_spent)."""
    steps = [night(1, A(WITCH, "毒药", [WOLF])), *DAY12,
             night(2, A(APPRENTICE, "特制药剂", [WITCH]), A(WITCH, "毒药", [WWITCH]))]
    assert deaths(game(steps)) == {WOLF: "毒药", WWITCH: "毒药"}
    assert deaths(game(steps, {"potion_revives_spent": False})) == {WOLF: "毒药"}


def test_hlm_r43_potion_without_the_potion_is_refused():
    """HLM-R43: only the role told of the potion acts twice."""
    g = game([night(1, A(APPRENTICE, "特制药剂", [SEER]), A(KNIGHT, "荣光审判", [WOLF]),
                    A(KNIGHT, "荣光审判", [WWITCH]))])
    assert deaths(g) == {WOLF: "荣光审判"} and rejected(g, KNIGHT, "荣光审判")
