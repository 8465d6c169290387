"""The damage-counting model and night steps (11)–(14) (HLM-R42, R55–R57, R59, R60, R86, R122, A03,
A07)."""
from bansha.engine import damage
from bansha.rulesets.hongloumeng import harm

from hlm_helpers import (A, DAY12, DREAMER, KING, KNIGHT, V1, V2, V3, V4, WITCH, WOLF, deaths, game, night, of,
                         rejected, traces)


def test_hlm_r59_what_each_immunity_stops():
    """HLM-R59: 免疫夜间伤害 stops the 夜间 node only; 免疫所有伤害 everything; 免疫一次伤害 one offset."""
    g = game([])
    harm.immune_at_night(g, V1, "救药", WITCH, but=("毒药",))
    harm.immune_to_all(g, V2, "顶盾", KING, "day 2")
    harm.immune_once(g, V3, "荣光庇护", KNIGHT)
    assert not damage.hit(g, V1, harm.kind("夜间", "指杀"), "杀人")
    assert damage.hit(g, V1, harm.kind("夜间", "毒药"), "毒药")
    assert not damage.hit(g, V1, harm.kind("凌晨", "审判"), "审判")  # step (12), ruling HLM-A05
    assert damage.hit(g, V1, harm.kind("凌晨", "报复"), "报复")
    only_night = game([], {"trial_immunity": "仅夜间"})
    harm.immune_at_night(only_night, V1, "救药", WITCH, but=("毒药",))
    assert damage.hit(only_night, V1, harm.kind("凌晨", "审判"), "审判")
    assert not damage.hit(g, V2, harm.kind("正午", "投票"), "投票")
    assert damage.hit(g, V3, harm.kind("夜间", "指杀"), "杀人")
    assert not damage.hit(g, V3, harm.GUARD, "杀人") and damage.hit(g, V3, harm.GUARD, "残暴")


def test_hlm_r60_a03_offset_counts_by_default():
    """HLM-R60, A03: kill + poison against one 庇护: 2 − 1 leaves one, it exits; option 整体 saves it."""
    steps = [night(1, A(KING, "杀人", [V1]), A(WITCH, "毒药", [V1]), A(KNIGHT, "荣光庇护", [V1]))]
    assert deaths(game(steps)) == {V1: "毒药"}
    assert deaths(game(steps, {"last_guard": "整体"})) == {}


def test_hlm_r60_two_offsets_cancel_two_damages():
    """HLM-R60: 庇护 and 祝福 together offset two damages."""
    g = game([night(1, A(KING, "杀人", [V1]), A(WITCH, "毒药", [V1]), A(KNIGHT, "荣光庇护", [V1]),
                    A(V2, "祝福", [V1]), A(V3, "祝福", [V1]))])
    assert deaths(g) == {}


def test_hlm_r55_r56_what_steps_12_and_13_list():
    """HLM-R55, R56: 救药/摄梦/顶盾 stop a 指杀 in (12); 摄梦/顶盾 stop a 毒药 in (13)."""
    assert deaths(game([night(1, A(KING, "杀人", [V1]), A(WITCH, "救药", [V1]))])) == {}
    assert deaths(game([night(1, A(WITCH, "毒药", [V1]), A(DREAMER, "摄梦", [V1]))])) == {}
    assert deaths(game([night(1, A(WITCH, "毒药", [WOLF]), A(KING, "顶盾", [WOLF]), pick="顶盾")])) == {}


def test_hlm_r55_r57_steps_run_in_the_seed_order():
    """HLM-R54–R57: (11) 求助, (12) 指杀/荣光审判/审判, (13) 毒药, (14) 最后的守护, then 凌晨."""
    t = traces(game([night(1)]))
    marks = ["(11) 求助结算", "(12) 指杀", "(13) 毒药结算", "(14) 最后的守护结算", "凌晨 审判会议"]
    assert [t.index(m) for m in marks] == sorted(t.index(m) for m in marks)


def test_hlm_r57_last_guard_only_meets_what_is_left():
    """HLM-R57: 救药 stops the kill in (12), so 荣光庇护 is still there in (14). At 凌晨 救药 stops
    the 审判 too (step (12), ruling HLM-A05); read as 夜间 only (option), the 庇护 offsets it."""
    steps = [night(1, A(KING, "杀人", [V1]), A(WITCH, "救药", [V1]), A(KNIGHT, "荣光庇护", [V1]),
                   A(3, "审判", [V2, V3], choice=V1))]
    g = game(steps)
    assert deaths(g) == {} and "审判→5号 被<救药>抵消" in traces(g)
    g = game(steps, {"trial_immunity": "仅夜间"})
    assert deaths(g) == {} and "审判→5号 被<荣光庇护>抵消" in traces(g)


def test_hlm_a07_cruelty_meets_the_night_immunities():
    """HLM-A07: 残暴 is a damage at 夜间: 救药 and 摄梦 stop it, 庇护 offsets it."""
    base = [night(1), *DAY12]
    assert deaths(game(base + [night(2, A(KING, "残暴", [V1]), A(WITCH, "救药", [V1]))]), "night 2") == {}
    assert deaths(game(base + [night(2, A(KING, "残暴", [V1]), A(DREAMER, "摄梦", [V1]))]), "night 2") == {}
    assert deaths(game(base + [night(2, A(KING, "残暴", [V1]), A(KNIGHT, "荣光庇护", [V1]))]), "night 2") == {}


def test_hlm_r86_same_node_exits_are_simultaneous_in_seat_order():
    """HLM-R86, R10: exits of one node are recorded together, in 电梯楼 order."""
    g = game([night(1, A(WITCH, "毒药", [V1]), A(KING, "杀人", [V4]), A(KNIGHT, "荣光审判", [V2])), {"at": "day 1"}])
    assert [e["seat"] for e in of(g, "death")] == [V1, V2, V4]
    text = next(e["text"] for e in of(g, "announce") if "第一夜出局" in e["text"])
    assert "第一夜出局：5号史湘云、6号妙玉、8号贾惜春" in text


def test_hlm_r42_seats_out_before_the_night_settles_do_not_act():
    """HLM-R42, R77: a seat red-carded at the start of the night loses its actions of that night."""
    g = game([night(1), *DAY12,
              {"at": "night 2", "cards": [{"to": WITCH, "card": "红牌", "reason": "场外"}],
               "actions": [A(WITCH, "毒药", [V1]), A(DREAMER, "摄梦", [V2])]}])
    assert V1 not in deaths(g) and deaths(g)[WITCH] == "红牌罚下"
    assert any("已出局" in r for r in rejected(g, WITCH, "毒药"))
