"""The days — the 警长竞选日, night-1 victims, the 放逐投票, 警长, announcements (HLM-R38–R41, R63–R68,
R76–R83, R112, R113, A13, A16, A17, A19, A20)."""
from bansha.rulesets.hongloumeng import RULESET

from hlm_helpers import (A, DAY12, EVERYONE, HOOD, KING, KNIGHT, SEER, V, V1, V2, V3, V4, WITCH, WOLF, WWITCH,
                         announced, deaths, game, night, of, rejected)


def test_hlm_r63_periods_in_order():
    """HLM-R63, R07: start, night 1, day 1 (election), day 2 (first exile), night 2, day 3 …"""
    labels, cur = [], "start"
    for _ in range(7):
        labels.append(cur)
        cur = RULESET.next_period(cur)
    assert labels == ["start", "night 1", "day 1", "day 2", "night 2", "day 3", "night 3"]


def test_hlm_r63_no_exile_on_the_election_day():
    g = game([night(1), {"at": "day 1", "votes": V(V1, EVERYONE)}])
    assert not of(g, "exile") and any("不进行放逐投票" in r for r in rejected(g, SEER))


def test_hlm_r38_r39_election_top_vote_and_the_sheriff_is_told():
    """HLM-R38, R39: 最高票当选警长 and is told."""
    g = game([night(1), {"at": "day 1", "sheriff_votes": V(SEER, [1, 2, 3]) + V(V1, [4, 5])}])
    assert g.sheriff == SEER and of(g, "notice", to=SEER, text="你当选警长。")


def test_hlm_r39_a_tie_means_no_sheriff():
    g = game([night(1), {"at": "day 1", "sheriff_votes": V(SEER, [1, 2]) + V(V1, [4, 5])}])
    assert g.sheriff is None and of(g, "sheriff", seat=None) and announced(g, "平票")


def test_hlm_r40_r67_sheriff_counts_two_in_the_exile():
    """HLM-R40, R67: 带队 — the sheriff's vote is 2."""
    g = game([night(1), {"at": "day 1", "sheriff_votes": V(SEER, EVERYONE)},
              {"at": "day 2", "votes": V(WOLF, [SEER, 2]) + V(V1, [9, 10])}])
    assert of(g, "exile", t="day 2")[-1] == {"t": "day 2", "type": "exile", "seat": WOLF, "tally": {"11": 3, "5": 2}}


def test_hlm_r64_r67_r112_night_1_victims_vote_twice_then_leave():
    """HLM-R64, R65, R67, R112: the night-1 victim votes in the election with weight 2, gets no last
    words, is announced after the election, then leaves; a night-2 victim leaves at once."""
    g = game([night(1, A(KING, "杀人", [V1])),
              {"at": "day 1", "sheriff_votes": V(SEER, [V1]) + V(V2, [V3])},
              {"at": "day 2", "votes": [{"by": V1, "for": WOLF}] + V(None, [1, 2])},
              night(2, A(KING, "杀人", [V2])),
              {"at": "day 3", "votes": [{"by": V2, "for": WOLF}]}])
    assert g.sheriff == SEER
    assert not [e for e in of(g, "notice", to=V1) if "遗言" in e["text"]]
    first = [i for i, e in enumerate(g.events) if e["type"] == "announce" and "第一夜出局：5号史湘云" in e["text"]]
    assert first and first[0] > next(i for i, e in enumerate(g.events) if e["type"] == "sheriff")
    assert any("已出局" in r for r in rejected(g, V1)) and any("已出局" in r for r in rejected(g, V2))


def test_hlm_a13_a_night_1_victim_can_be_elected_and_hands_over():
    """HLM-A13, R81, R65: elected while a night-1 victim, it leaves after the election → 殉职."""
    g = game([night(1, A(KING, "杀人", [V1])),
              {"at": "day 1", "sheriff_votes": V(V1, [V1, SEER]), "actions": [A(V1, "殉职", [SEER])]}])
    assert [e["seat"] for e in of(g, "sheriff")] == [V1, SEER] and g.sheriff == SEER


def test_hlm_r81_no_answer_forfeits_the_handover():
    g = game([night(1, A(KING, "杀人", [V1])), {"at": "day 1", "sheriff_votes": V(V1, [V1])}])
    assert g.sheriff is None and announced(g, "视为放弃移交警长")


def test_hlm_r41_r113_tearing_up_the_badge():
    """HLM-R41, R113: an exiled sheriff may 撕警徽 → no sheriff from then on."""
    g = game([night(1), {"at": "day 1", "sheriff_votes": V(SEER, EVERYONE)},
              {"at": "day 2", "votes": V(SEER, EVERYONE), "actions": [A(SEER, "殉职", choice="撕警徽")]}])
    assert g.sheriff is None and announced(g, "撕毁警徽")


def test_hlm_r41_r80_handover_is_announced_at_once():
    """HLM-R41, R80: 因投票而触发的警长<殉职>立即公示, to a role still in play."""
    g = game([night(1), {"at": "day 1", "sheriff_votes": V(SEER, EVERYONE)},
              {"at": "day 2", "votes": V(SEER, EVERYONE), "actions": [A(SEER, "殉职", [SEER])]}])
    assert any("未出局" in r for r in rejected(g, SEER, "殉职")) and g.sheriff is None
    g = game([night(1), {"at": "day 1", "sheriff_votes": V(SEER, EVERYONE)},
              {"at": "day 2", "votes": V(SEER, EVERYONE), "actions": [A(SEER, "殉职", [V2])]}])
    assert g.sheriff == V2 and announced(g, "1号贾宝玉 发动<殉职>，6号妙玉 继任警长")
    assert of(g, "announce", t="day 2")[-1]["text"].endswith("继任警长。")


def test_hlm_r41_night_exit_hands_over_when_the_day_opens():
    g = game([night(1), {"at": "day 1", "sheriff_votes": V(SEER, EVERYONE)}, {"at": "day 2"},
              night(2, A(KING, "杀人", [SEER])),
              {"at": "day 3", "actions": [A(SEER, "殉职", [V1])], "votes": V(WOLF, [V1, V2]) + V(V3, [V3, V4, 9])}])
    assert g.sheriff == V1 and of(g, "exile", t="day 3")[-1]["seat"] == WOLF
    assert any("第3天" in e["text"] and "待1号贾宝玉移交警徽" in e["text"] for e in of(g, "announce", t="day 3"))


def test_hlm_r66_r113_tie_rules():
    """HLM-R66, R113: tie → the sheriff's pick goes; tie without a sheriff → nobody."""
    with_sheriff = game([night(1), {"at": "day 1", "sheriff_votes": V(SEER, EVERYONE)},
                         {"at": "day 2", "votes": V(WOLF, [SEER]) + V(V1, [9, 10])}])
    assert of(with_sheriff, "exile", t="day 2")[-1]["seat"] == WOLF
    without = game([night(1), {"at": "day 1"}, {"at": "day 2", "votes": V(WOLF, [1, 2]) + V(V1, [9, 10])}])
    assert of(without, "exile", t="day 2")[-1]["seat"] is None and announced(without, "平票，无警长")


def test_hlm_a16_sheriff_voted_outside_the_tie():
    """HLM-A16: literally the sheriff's pick goes even outside the tie; option says nobody."""
    steps = [night(1), {"at": "day 1", "sheriff_votes": V(SEER, EVERYONE)},
             {"at": "day 2", "votes": [{"by": SEER, "for": V4}] + V(WOLF, [2, 3, 4]) + V(V1, [9, 10, 12])}]
    assert of(game(steps), "exile", t="day 2")[-1]["seat"] == V4
    assert of(game(steps, {"tie_pick_outside": "无人出局"}), "exile", t="day 2")[-1]["seat"] is None


def test_hlm_r83_a17_red_card_settles_before_the_vote():
    """HLM-R83, A17: the red-carded leader goes first; votes for or by it count for nothing."""
    g = game([night(1), {"at": "day 1"},
              {"at": "day 2", "cards": [{"to": WOLF, "card": "红牌", "reason": "贴证"}],
               "votes": V(WOLF, [1, 2, 3, 4]) + V(V1, [9, 10]) + [{"by": WOLF, "for": V2}]}])
    assert deaths(g) == {WOLF: "红牌罚下", V1: "投票"}
    assert not [e for e in of(g, "notice", to=WOLF) if "遗言" in e["text"]]


def test_hlm_r82_last_words_only_for_day_exits():
    """HLM-R82: 白天出局的人有遗言，夜晚出局的人无遗言 — eligible roles are told."""
    g = game([night(1), {"at": "day 1"}, {"at": "day 2", "votes": V(WOLF, EVERYONE)},
              night(2, A(KING, "杀人", [V1]))])
    assert [e for e in of(g, "notice", to=WOLF) if "遗言" in e["text"]]
    assert not [e for e in of(g, "notice", to=V1) if "遗言" in e["text"]]


def test_hlm_r76_r77_out_once_and_never_a_target():
    """HLM-R76, R77: 每名角色仅能出局一次; announced exits are not targets of skills or votes."""
    g = game([night(1, A(KING, "杀人", [V1])), *DAY12, night(2, A(WITCH, "毒药", [V1])),
              {"at": "day 3", "votes": V(V1, [2, 3])}])
    assert len(of(g, "death", seat=V1)) == 1
    assert rejected(g, WITCH, "毒药") and any("投票对象有误" in r for r in rejected(g, 2))


def test_hlm_r78_r79_identities_never_announced_and_the_morning_lists():
    """HLM-R78, R79: public posts list exits by seat and name only; the morning post (made as the
    day opens) holds the previous day's vote exits, other exits, the night's exits and the sheriff."""
    g = game([night(1, A(KING, "杀人", [SEER])), {"at": "day 1", "sheriff_votes": V(V2, EVERYONE)},
              {"at": "day 2", "votes": V(WWITCH, EVERYONE)},
              night(2, A(KING, "杀人", [KNIGHT]), A(WITCH, "毒药", [HOOD])), {"at": "day 3"}])
    morning = next(e["text"] for e in of(g, "announce", t="day 3"))
    assert morning.startswith("【M162】红楼梦 第3天")
    assert "前一天因投票出局：10号贾元春" in morning and "其他原因出局：无" in morning
    assert "昨夜出局：2号林黛玉、4号王熙凤" in morning and "当日警长：6号妙玉" in morning
    for e in of(g, "announce"):
        assert not any(role in e["text"] for role in RULESET.roles if role not in ("村民", "狼人"))


def test_hlm_a19_a20_day_vote_ignores_night_immunities_and_only_living_vote():
    """HLM-A19, A20: 荣光庇护/祝福 are 当晚 only; dead seats cannot vote on day 2+."""
    g = game([night(1, A(KNIGHT, "荣光庇护", [WOLF])), {"at": "day 1"}, {"at": "day 2", "votes": V(WOLF, EVERYONE)}])
    assert deaths(g) == {WOLF: "投票"}
